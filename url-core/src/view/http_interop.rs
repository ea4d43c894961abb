//! Conversions between http and https URLs and [`http::Uri`] (feature `http`).
//!
//! - To `http::Uri`: `TryFrom` for [`HttpUrl`] and [`HttpUrlBuf`] (http or
//!   https, RFC 2818 §2.4), with a
//!   [`ConvertError`] holding `http`'s [`InvalidUri`](::http::uri::InvalidUri).
//!   The fragment is left out (an `http::Uri` has none: a fragment is never
//!   sent in a request); the rest is given to `http::Uri` as written, which
//!   keeps the host's case and an explicit port, lower-cases the scheme and
//!   reads an empty path as `/`. Since the host goes to the resolver as
//!   written, a host that resolvers read differently
//!   ([`Url::ambiguous_host`](crate::Url::ambiguous_host): `0127.0.0.1`,
//!   which `inet_aton` reads as 87.0.0.1) is refused with
//!   [`ConvertError::AmbiguousHost`].
//! - From `http::Uri`: `TryFrom<http::Uri>` and `TryFrom<&http::Uri>` for
//!   [`HttpUrlBuf`] (an http or https URL only) and [`UrlBuf`] (any scheme):
//!   the `Uri`'s text (its `Display`) is parsed again under RFC 1738, and the
//!   error is the parser's [`ParseError`]: an `http::Uri` may be a path
//!   without a scheme (`/index.html`), have another scheme, or hold
//!   characters RFC 1738 does not allow (`~`, `|`, `[`...).
//!
//! The implementations live here, in `url-core`, because the orphan rule
//! allows `TryFrom` between `http::Uri` and these types only in the crate of
//! one of the two types.

use alloc::string::ToString;

use crate::error::ParseError;

use crate::convert::ConvertError;

use crate::view::http::HttpUrl;

use crate::view::owned::{HttpUrlBuf, UrlBuf};

/// The fragment is left out: an `http::Uri` has none. An ambiguous host
/// ([`Url::ambiguous_host`](crate::Url::ambiguous_host)) is an error.
impl TryFrom<HttpUrl<'_>> for ::http::Uri {
    type Error = ConvertError<::http::uri::InvalidUri>;

    fn try_from(url: HttpUrl<'_>) -> Result<Self, Self::Error> {
        ConvertError::check(&url.as_url())?;
        url.without_fragment().parse().map_err(ConvertError::Rejected)
    }
}

/// The fragment is left out: an `http::Uri` has none. An ambiguous host
/// ([`Url::ambiguous_host`](crate::Url::ambiguous_host)) is an error.
impl TryFrom<&HttpUrlBuf> for ::http::Uri {
    type Error = ConvertError<::http::uri::InvalidUri>;

    fn try_from(url: &HttpUrlBuf) -> Result<Self, Self::Error> {
        ::http::Uri::try_from(url.view())
    }
}

/// The fragment is left out: an `http::Uri` has none. An ambiguous host
/// ([`Url::ambiguous_host`](crate::Url::ambiguous_host)) is an error.
impl TryFrom<HttpUrlBuf> for ::http::Uri {
    type Error = ConvertError<::http::uri::InvalidUri>;

    fn try_from(url: HttpUrlBuf) -> Result<Self, Self::Error> {
        ::http::Uri::try_from(url.view())
    }
}

/// Parses the `Uri`'s text again under RFC 1738: an http or https URL only.
impl TryFrom<&::http::Uri> for HttpUrlBuf {
    type Error = ParseError;

    fn try_from(uri: &::http::Uri) -> Result<Self, ParseError> {
        HttpUrlBuf::parse(uri.to_string())
    }
}

/// Parses the `Uri`'s text again under RFC 1738: an http or https URL only.
impl TryFrom<::http::Uri> for HttpUrlBuf {
    type Error = ParseError;

    fn try_from(uri: ::http::Uri) -> Result<Self, ParseError> {
        HttpUrlBuf::try_from(&uri)
    }
}

/// Parses the `Uri`'s text again under RFC 1738, whatever its scheme.
impl TryFrom<&::http::Uri> for UrlBuf {
    type Error = ParseError;

    fn try_from(uri: &::http::Uri) -> Result<Self, ParseError> {
        UrlBuf::parse(uri.to_string())
    }
}

/// Parses the `Uri`'s text again under RFC 1738, whatever its scheme.
impl TryFrom<::http::Uri> for UrlBuf {
    type Error = ParseError;

    fn try_from(uri: ::http::Uri) -> Result<Self, ParseError> {
        UrlBuf::try_from(&uri)
    }
}

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
//!   error holds the parser's [`ParseError`] (or says why the two read
//!   different addresses, see [`ConvertError`]): an `http::Uri` may be a path
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

use crate::same::Reading;

use crate::view::url::Url;

/// Whether `url`, parsed from the text of `uri`, names the same address
/// (its host unambiguous).
fn from_http(uri: &::http::Uri, url: Url<'_>) -> Result<(), ConvertError<ParseError>> {
    ConvertError::check(&url)?;
    match Reading::of_http(uri).moved(&Reading::of_url(&url), "http::Uri", "http::Uri", "RFC 1738") {
        Some(moved) => Err(ConvertError::Moved(alloc::boxed::Box::new(moved))),
        None => Ok(()),
    }
}

/// The fragment is left out: an `http::Uri` has none. An ambiguous host
/// ([`Url::ambiguous_host`](crate::Url::ambiguous_host)) is an error.
impl TryFrom<HttpUrl<'_>> for ::http::Uri {
    type Error = ConvertError<::http::uri::InvalidUri>;

    fn try_from(url: HttpUrl<'_>) -> Result<Self, Self::Error> {
        ConvertError::check(&url.as_url())?;
        let out: ::http::Uri = url.without_fragment().parse().map_err(ConvertError::Rejected)?;
        match Reading::of_url(&url.as_url()).moved(&Reading::of_http(&out), "http::Uri", "RFC 1738", "http::Uri") {
            Some(moved) => Err(ConvertError::Moved(alloc::boxed::Box::new(moved))),
            None => Ok(out),
        }
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
    type Error = ConvertError<ParseError>;

    fn try_from(uri: &::http::Uri) -> Result<Self, Self::Error> {
        let ours = HttpUrlBuf::parse(uri.to_string()).map_err(ConvertError::Rejected)?;
        from_http(uri, ours.as_url())?;
        Ok(ours)
    }
}

/// Parses the `Uri`'s text again under RFC 1738: an http or https URL only.
impl TryFrom<::http::Uri> for HttpUrlBuf {
    type Error = ConvertError<ParseError>;

    fn try_from(uri: ::http::Uri) -> Result<Self, Self::Error> {
        HttpUrlBuf::try_from(&uri)
    }
}

/// Parses the `Uri`'s text again under RFC 1738, whatever its scheme.
impl TryFrom<&::http::Uri> for UrlBuf {
    type Error = ConvertError<ParseError>;

    fn try_from(uri: &::http::Uri) -> Result<Self, Self::Error> {
        let ours = UrlBuf::parse(uri.to_string()).map_err(ConvertError::Rejected)?;
        from_http(uri, ours.as_url())?;
        Ok(ours)
    }
}

/// Parses the `Uri`'s text again under RFC 1738, whatever its scheme.
impl TryFrom<::http::Uri> for UrlBuf {
    type Error = ConvertError<ParseError>;

    fn try_from(uri: ::http::Uri) -> Result<Self, Self::Error> {
        UrlBuf::try_from(&uri)
    }
}

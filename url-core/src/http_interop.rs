//! Conversions between http URLs and [`http::Uri`] (feature `http`).
//!
//! - To `http::Uri`: `TryFrom` for [`HttpUrl`] and [`HttpUrlBuf`], with
//!   `http`'s [`InvalidUri`](::http::uri::InvalidUri). The fragment is left
//!   out (an `http::Uri` has none: a fragment is never sent in a request);
//!   the rest is given to `http::Uri` as written, which keeps the host's case
//!   and an explicit port, lower-cases the scheme and reads an empty path as
//!   `/`.
//! - From `http::Uri`: `TryFrom<http::Uri>` and `TryFrom<&http::Uri>` for
//!   [`HttpUrlBuf`] (an http URL only) and [`UrlBuf`] (any scheme): the
//!   `Uri`'s text (its `Display`) is parsed again under RFC 1738, and the
//!   error is the parser's [`ParseError`]: an `http::Uri` may be an `https`
//!   URI, a path without a scheme (`/index.html`), or hold characters RFC 1738
//!   does not allow (`~`, `|`, `[`...).
//!
//! The implementations live here, in `url-core`, because the orphan rule
//! allows `TryFrom` between `http::Uri` and these types only in the crate of
//! one of the two types.

use alloc::string::ToString;

use crate::{HttpUrl, HttpUrlBuf, ParseError, UrlBuf};

/// The fragment is left out: an `http::Uri` has none.
impl TryFrom<HttpUrl<'_>> for ::http::Uri {
    type Error = ::http::uri::InvalidUri;

    fn try_from(url: HttpUrl<'_>) -> Result<Self, ::http::uri::InvalidUri> {
        url.without_fragment().parse()
    }
}

/// The fragment is left out: an `http::Uri` has none.
impl TryFrom<&HttpUrlBuf> for ::http::Uri {
    type Error = ::http::uri::InvalidUri;

    fn try_from(url: &HttpUrlBuf) -> Result<Self, ::http::uri::InvalidUri> {
        ::http::Uri::try_from(url.view())
    }
}

/// The fragment is left out: an `http::Uri` has none.
impl TryFrom<HttpUrlBuf> for ::http::Uri {
    type Error = ::http::uri::InvalidUri;

    fn try_from(url: HttpUrlBuf) -> Result<Self, ::http::uri::InvalidUri> {
        ::http::Uri::try_from(url.view())
    }
}

/// Parses the `Uri`'s text again under RFC 1738: an http URL only.
impl TryFrom<&::http::Uri> for HttpUrlBuf {
    type Error = ParseError;

    fn try_from(uri: &::http::Uri) -> Result<Self, ParseError> {
        HttpUrlBuf::parse(uri.to_string())
    }
}

/// Parses the `Uri`'s text again under RFC 1738: an http URL only.
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

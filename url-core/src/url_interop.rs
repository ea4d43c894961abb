//! Conversions between this crate's URLs and [`url::Url`] (feature `url`).
//!
//! - To `url::Url`: `TryFrom` for [`Url`], [`UrlBuf`], every typed view and
//!   every owned typed URL, with a [`ConvertError`] holding `url`'s
//!   [`ParseError`](::url::ParseError). The text is handed to the WHATWG URL
//!   parser, which may reject it (rarely: an RFC 1738 URL is almost always a
//!   WHATWG URL) or *rewrite* it: see the crate docs ("Interoperability") for
//!   how the two differ. A rewrite never moves the host: a URL whose host
//!   WHATWG reads differently ([`Url::ambiguous_host`]: `0127.0.0.1`, which
//!   WHATWG reads as 87.0.0.1, or a `?` in the login) is refused with
//!   [`ConvertError::AmbiguousHost`].
//! - From `url::Url`: `TryFrom<&url::Url>` for [`Url`] and the typed views
//!   (zero-copy, borrowing the `url::Url`'s text) and `TryFrom<url::Url>` /
//!   `TryFrom<&url::Url>` for [`UrlBuf`] and the owned typed URLs. The text is
//!   parsed again under RFC 1738, and the error is the parser's
//!   [`ParseError`]: a WHATWG URL is not always an RFC 1738 one (`~`, `[`,
//!   `|` and non-ASCII hosts, `https:`-style schemes with `user@`...).
//!
//! The implementations live here, in `url-core`, because the orphan rule
//! allows `TryFrom` between `url::Url` and these types only in the crate of
//! one of the two types.

use alloc::string::String;

use crate::{
    ConvertError, FileUrl, FileUrlBuf, FtpUrl, FtpUrlBuf, GopherUrl, GopherUrlBuf, HttpUrl, HttpUrlBuf, MailtoUrl,
    MailtoUrlBuf, NewsUrl, NewsUrlBuf, NntpUrl, NntpUrlBuf, OtherUrl, OtherUrlBuf, ParseError, ProsperoUrl,
    ProsperoUrlBuf, TelnetUrl, TelnetUrlBuf, Url, UrlBuf, WaisUrl, WaisUrlBuf,
};

/// `url` as a `url::Url`, unless its host is ambiguous.
fn to_whatwg(url: Url<'_>) -> Result<::url::Url, ConvertError<::url::ParseError>> {
    ConvertError::check(&url)?;
    ::url::Url::parse(url.as_str()).map_err(ConvertError::Rejected)
}

/// `TryFrom` both ways between `url::Url` and a borrowed type and its owned form.
macro_rules! interop {
    ($($borrowed:ident $owned:ident),* $(,)?) => {$(
        /// Parses the text with the WHATWG URL parser, which may rewrite it
        /// (see the crate docs, "Interoperability"), but not move its host:
        /// an ambiguous host ([`Url::ambiguous_host`]) is an error.
        impl TryFrom<$borrowed<'_>> for ::url::Url {
            type Error = ConvertError<::url::ParseError>;

            fn try_from(url: $borrowed<'_>) -> Result<Self, Self::Error> {
                to_whatwg(url.into())
            }
        }

        /// Parses the text with the WHATWG URL parser, which may rewrite it
        /// (see the crate docs, "Interoperability"), but not move its host:
        /// an ambiguous host ([`Url::ambiguous_host`]) is an error.
        impl TryFrom<&$owned> for ::url::Url {
            type Error = ConvertError<::url::ParseError>;

            fn try_from(url: &$owned) -> Result<Self, Self::Error> {
                to_whatwg(url.as_url())
            }
        }

        /// Parses the text with the WHATWG URL parser, which may rewrite it
        /// (see the crate docs, "Interoperability"), but not move its host:
        /// an ambiguous host ([`Url::ambiguous_host`]) is an error.
        impl TryFrom<$owned> for ::url::Url {
            type Error = ConvertError<::url::ParseError>;

            fn try_from(url: $owned) -> Result<Self, Self::Error> {
                to_whatwg(url.as_url())
            }
        }

        /// Parses the `url::Url`'s text again under RFC 1738, borrowing it.
        impl<'a> TryFrom<&'a ::url::Url> for $borrowed<'a> {
            type Error = ParseError;

            fn try_from(url: &'a ::url::Url) -> Result<Self, ParseError> {
                $borrowed::parse(url.as_str())
            }
        }

        /// Parses the `url::Url`'s text again under RFC 1738, keeping it.
        impl TryFrom<::url::Url> for $owned {
            type Error = ParseError;

            fn try_from(url: ::url::Url) -> Result<Self, ParseError> {
                $owned::parse(String::from(url))
            }
        }

        /// Parses the `url::Url`'s text again under RFC 1738, copying it.
        impl TryFrom<&::url::Url> for $owned {
            type Error = ParseError;

            fn try_from(url: &::url::Url) -> Result<Self, ParseError> {
                url.as_str().parse()
            }
        }
    )*};
}

interop! {
    Url UrlBuf,
    FtpUrl FtpUrlBuf,
    HttpUrl HttpUrlBuf,
    GopherUrl GopherUrlBuf,
    MailtoUrl MailtoUrlBuf,
    NewsUrl NewsUrlBuf,
    NntpUrl NntpUrlBuf,
    TelnetUrl TelnetUrlBuf,
    WaisUrl WaisUrlBuf,
    FileUrl FileUrlBuf,
    ProsperoUrl ProsperoUrlBuf,
    OtherUrl OtherUrlBuf,
}

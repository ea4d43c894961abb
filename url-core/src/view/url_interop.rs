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
//!   [`ConvertError::AmbiguousHost`]; and a URL in which WHATWG reads
//!   another address (another host, or none, as WHATWG's drive-letter
//!   rule makes of `file://server/c:/x`; other path segments, as a `?` in
//!   an ftp path) with [`ConvertError::Moved`](crate::ConvertError::Moved).
//! - From `url::Url`: `TryFrom<&url::Url>` for [`Url`] and the typed views
//!   (zero-copy, borrowing the `url::Url`'s text) and `TryFrom<url::Url>` /
//!   `TryFrom<&url::Url>` for [`UrlBuf`] and the owned typed URLs. The text is
//!   parsed again under RFC 1738; the error holds the parser's
//!   [`ParseError`] (a WHATWG URL is not always an RFC 1738 one: `~`, `[`,
//!   `|` and non-ASCII hosts, `https://user@host/`...), or says why the
//!   text is refused: an ambiguous host (`telnet://a.example?x@b.example`,
//!   host `a.example` for WHATWG, `b.example` here), or another address
//!   read ([`Moved`](crate::Moved)), exactly as on the way there.
//!
//! The implementations live here, in `url-core`, because the orphan rule
//! allows `TryFrom` between `url::Url` and these types only in the crate of
//! one of the two types.

use alloc::string::String;

use crate::error::ParseError;

use crate::convert::ConvertError;

use crate::same::Reading;

use crate::view::file::FileUrl;

use crate::view::ftp::FtpUrl;

use crate::view::gopher::GopherUrl;

use crate::view::http::HttpUrl;

use crate::view::mailto::MailtoUrl;

use crate::view::news::NewsUrl;

use crate::view::nntp::NntpUrl;

use crate::view::other::OtherUrl;

use crate::view::owned::{
    FileUrlBuf, FtpUrlBuf, GopherUrlBuf, HttpUrlBuf, MailtoUrlBuf, NewsUrlBuf, NntpUrlBuf, OtherUrlBuf, ProsperoUrlBuf,
    TelnetUrlBuf, UrlBuf, WaisUrlBuf,
};

use crate::view::prospero::ProsperoUrl;

use crate::view::telnet::TelnetUrl;

use crate::view::url::Url;

use crate::view::wais::WaisUrl;

/// `url` as a `url::Url`, unless its host is ambiguous or WHATWG reads
/// another address in its text.
fn to_whatwg(url: Url<'_>) -> Result<::url::Url, ConvertError<::url::ParseError>> {
    ConvertError::check(&url)?;
    let whatwg = ::url::Url::parse(url.as_str()).map_err(ConvertError::Rejected)?;
    match Reading::of_url(&url).moved(&Reading::of_whatwg(&whatwg), "url::Url", "RFC 1738", "WHATWG") {
        Some(moved) => Err(ConvertError::Moved(alloc::boxed::Box::new(moved))),
        None => Ok(whatwg),
    }
}

/// Whether `url`, parsed from the text of a `url::Url` that reads
/// `whatwg`, names the same address (its host unambiguous).
fn from_whatwg(url: Url<'_>, whatwg: &Reading) -> Result<(), ConvertError<ParseError>> {
    ConvertError::check(&url)?;
    match whatwg.moved(&Reading::of_url(&url), "url::Url", "WHATWG", "RFC 1738") {
        Some(moved) => Err(ConvertError::Moved(alloc::boxed::Box::new(moved))),
        None => Ok(()),
    }
}

/// `TryFrom` both ways between `url::Url` and borrowed types and their owned
/// forms, for both grammars: `$grammar` names the grammar the text is parsed
/// again under coming back, `$as` the owned form's borrowing accessor. The
/// caller's module provides `to_whatwg` (the WHATWG parse, refusing what
/// would move the host or change the text), `from_whatwg` (the check of the
/// text parsed again against WHATWG's [`Reading`]), `Reading` and `String`.
macro_rules! whatwg_interop {
    ($grammar:literal, $as:ident: $($borrowed:ident $owned:ident),* $(,)?) => {$(
        /// Parses the text with the WHATWG URL parser; the error says what it
        /// rejects, or why the conversion is refused (see [`ConvertError`]).
        impl TryFrom<$borrowed<'_>> for ::url::Url {
            type Error = ConvertError<::url::ParseError>;

            fn try_from(url: $borrowed<'_>) -> Result<Self, Self::Error> {
                to_whatwg(url.into())
            }
        }

        /// Parses the text with the WHATWG URL parser; the error says what it
        /// rejects, or why the conversion is refused (see [`ConvertError`]).
        impl TryFrom<&$owned> for ::url::Url {
            type Error = ConvertError<::url::ParseError>;

            fn try_from(url: &$owned) -> Result<Self, Self::Error> {
                to_whatwg(url.$as())
            }
        }

        /// Parses the text with the WHATWG URL parser; the error says what it
        /// rejects, or why the conversion is refused (see [`ConvertError`]).
        impl TryFrom<$owned> for ::url::Url {
            type Error = ConvertError<::url::ParseError>;

            fn try_from(url: $owned) -> Result<Self, Self::Error> {
                to_whatwg(url.$as())
            }
        }

        #[doc = concat!("Parses the `url::Url`'s text again under ", $grammar, ", borrowing it; the error")]
        /// says what the parser rejects, or why the conversion is refused
        /// (an ambiguous host, or another address read in the text: see
        /// [`ConvertError`]).
        impl<'a> TryFrom<&'a ::url::Url> for $borrowed<'a> {
            type Error = ConvertError<ParseError>;

            fn try_from(url: &'a ::url::Url) -> Result<Self, Self::Error> {
                let ours = $borrowed::parse(url.as_str()).map_err(ConvertError::Rejected)?;
                from_whatwg(ours.into(), &Reading::of_whatwg(url))?;
                Ok(ours)
            }
        }

        #[doc = concat!("Parses the `url::Url`'s text again under ", $grammar, ", keeping it; the error")]
        /// says what the parser rejects, or why the conversion is refused
        /// (see [`ConvertError`]).
        impl TryFrom<::url::Url> for $owned {
            type Error = ConvertError<ParseError>;

            fn try_from(url: ::url::Url) -> Result<Self, Self::Error> {
                let whatwg = Reading::of_whatwg(&url);
                let ours = $owned::parse(String::from(url)).map_err(ConvertError::Rejected)?;
                from_whatwg(ours.$as(), &whatwg)?;
                Ok(ours)
            }
        }

        #[doc = concat!("Parses the `url::Url`'s text again under ", $grammar, ", copying it; the error")]
        /// says what the parser rejects, or why the conversion is refused
        /// (see [`ConvertError`]).
        impl TryFrom<&::url::Url> for $owned {
            type Error = ConvertError<ParseError>;

            fn try_from(url: &::url::Url) -> Result<Self, Self::Error> {
                let ours: $owned = url.as_str().parse().map_err(ConvertError::Rejected)?;
                from_whatwg(ours.$as(), &Reading::of_whatwg(url))?;
                Ok(ours)
            }
        }
    )*};
}
pub(crate) use whatwg_interop;

whatwg_interop! {
    "RFC 1738", as_url:
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

//! `Serialize` and `Deserialize` for every URL type (feature `serde`).
//!
//! A URL serializes as its text, exactly as written. Deserializing runs the
//! same parser as [`Url::parse`], so only valid URLs come in, and an invalid
//! one is rejected with the [`ParseError`]'s message (its `Display`) through
//! [`de::Error::custom`].
//!
//! - [`Url<'a>`](Url) and the typed views ([`FtpUrl<'a>`](crate::FtpUrl), ...)
//!   deserialize *zero-copy*, borrowing the string from the input, which the
//!   deserializer must lend (`&'de str`). A format that cannot lend it (a JSON
//!   string with escapes, a reader) gets an error saying to deserialize an
//!   owned URL instead.
//! - [`UrlBuf`](crate::UrlBuf) and the owned typed URLs
//!   ([`FtpUrlBuf`](crate::FtpUrlBuf), ...) need the `alloc` feature and
//!   take any string.
//! - A typed view or owned typed URL takes only its own scheme: a valid URL of
//!   another scheme is rejected with the parser's message naming both.
//! - The RFC 3986 types alike: [`Uri<'a>`](Uri), [`UriRef<'a>`](UriRef),
//!   [`HttpUri<'a>`](HttpUri) and [`WsUri<'a>`](WsUri) zero-copy (a format
//!   that cannot lend gets an error saying to deserialize an owned URI),
//!   [`UriBuf`](crate::UriBuf), [`UriRefBuf`](crate::UriRefBuf),
//!   [`HttpUriBuf`](crate::HttpUriBuf) and [`WsUriBuf`](crate::WsUriBuf)
//!   from any string; the typed ones take only their two schemes.
//! - The RFC 3987 types alike: [`Iri<'a>`](Iri) and [`IriRef<'a>`](IriRef)
//!   zero-copy, [`IriBuf`](crate::IriBuf) and [`IriRefBuf`](crate::IriRefBuf)
//!   from any string; each serializes as its own text (not mapped to a URI).
//!
//! The implementations live here, in `url-core`, and not in a separate crate,
//! because the orphan rule allows a trait of `serde` to be implemented for
//! these types only by the crate of the trait or the crate of the type.

use core::fmt;
use core::marker::PhantomData;

use ::serde::de::{self, Deserialize, Deserializer, Unexpected, Visitor};
use ::serde::ser::{Serialize, Serializer};

use crate::error::ParseError;

use crate::rfc3986::schemes::{HttpUri, WsUri};

use crate::rfc3986::uri::{Uri, UriRef};
use crate::rfc3987::{Iri, IriRef};

use crate::view::file::FileUrl;

use crate::view::ftp::FtpUrl;

use crate::view::gopher::GopherUrl;

use crate::view::http::HttpUrl;

use crate::view::mailto::MailtoUrl;

use crate::view::news::NewsUrl;

use crate::view::nntp::NntpUrl;

use crate::view::other::OtherUrl;

use crate::view::prospero::ProsperoUrl;

use crate::view::telnet::TelnetUrl;

use crate::view::url::Url;

use crate::view::wais::WaisUrl;

/// What a failed deserialization says it expected.
const EXPECTING_URL: &str = "an RFC 1738 URL string";

/// The error for a string the deserializer could not lend: the borrowed
/// type, and the owned types to deserialize instead.
struct CannotBorrow(&'static str, &'static str);

/// What [`CannotBorrow`] suggests for an RFC 1738 URL.
const OWNED_URLS: &str = "an owned URL (UrlBuf, FtpUrlBuf, ...)";

impl fmt::Display for CannotBorrow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot borrow a {} from this input (the format gave a transient string, for example a JSON string \
             with escapes or one read from a stream); deserialize {} instead",
            self.0, self.1
        )
    }
}

/// Deserializes a borrowed URL type with `parse`, which takes the lent
/// string; `check` tells a valid URL from an invalid one when the string is
/// not lent, so that an invalid URL is reported as such either way.
struct Borrowed<T> {
    name: &'static str,
    /// The owned types to deserialize instead, for [`CannotBorrow`].
    owned: &'static str,
    expecting: &'static str,
    check: fn(&str) -> Result<(), ParseError>,
    _t: PhantomData<T>,
}

/// A borrowed URL type: what [`Borrowed`] needs of it.
trait Lend<'de>: Sized {
    fn lend(s: &'de str) -> Result<Self, ParseError>;
}

impl<'de, T: Lend<'de>> Visitor<'de> for Borrowed<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<T, E> {
        T::lend(v).map_err(E::custom)
    }

    fn visit_borrowed_bytes<E: de::Error>(self, v: &'de [u8]) -> Result<T, E> {
        match core::str::from_utf8(v) {
            Ok(s) => self.visit_borrowed_str(s),
            Err(_) => Err(E::invalid_value(Unexpected::Bytes(v), &self)),
        }
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        // The string is not lent: report the parse error if there is one,
        // else that the value cannot borrow from this input.
        (self.check)(v).map_err(E::custom)?;
        Err(E::custom(CannotBorrow(self.name, self.owned)))
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<T, E> {
        match core::str::from_utf8(v) {
            Ok(s) => self.visit_str(s),
            Err(_) => Err(E::invalid_value(Unexpected::Bytes(v), &self)),
        }
    }
}

impl Serialize for Url<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Lend<'de> for Url<'de> {
    fn lend(s: &'de str) -> Result<Self, ParseError> {
        Url::parse(s)
    }
}

/// Zero-copy: borrows the string from the input, which must lend it; see the
/// crate docs (feature `serde`).
impl<'de: 'a, 'a> Deserialize<'de> for Url<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(Borrowed::<Url<'de>> {
            name: "Url",
            owned: OWNED_URLS,
            expecting: EXPECTING_URL,
            check: |s| Url::parse(s).map(drop),
            _t: PhantomData,
        })
    }
}

/// `Serialize` and zero-copy `Deserialize` for a typed view.
macro_rules! view_serde {
    ($($view:ident $expecting:literal),* $(,)?) => {$(
        impl Serialize for $view<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> Lend<'de> for $view<'de> {
            fn lend(s: &'de str) -> Result<Self, ParseError> {
                $view::parse(s)
            }
        }

        /// Zero-copy, and only for a URL of this view's scheme; see the crate
        /// docs (feature `serde`).
        impl<'de: 'a, 'a> Deserialize<'de> for $view<'a> {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_str(Borrowed::<$view<'de>> {
                    name: stringify!($view),
                    owned: OWNED_URLS,
                    expecting: $expecting,
                    check: |s| $view::parse(s).map(drop),
                    _t: PhantomData,
                })
            }
        }
    )*};
}

view_serde! {
    FtpUrl "an RFC 1738 ftp URL string",
    HttpUrl "an RFC 1738 http or https URL string",
    GopherUrl "an RFC 1738 gopher URL string",
    MailtoUrl "an RFC 1738 mailto URL string",
    NewsUrl "an RFC 1738 news URL string",
    NntpUrl "an RFC 1738 nntp URL string",
    TelnetUrl "an RFC 1738 telnet URL string",
    WaisUrl "an RFC 1738 wais URL string",
    FileUrl "an RFC 1738 file URL string",
    ProsperoUrl "an RFC 1738 prospero URL string",
    OtherUrl "an RFC 1738 URL string of a scheme other than the ten RFC 1738 defines",
}

/// What [`CannotBorrow`] suggests for an RFC 3986 URI.
const OWNED_URIS: &str = "an owned URI (UriBuf, UriRefBuf, HttpUriBuf, WsUriBuf)";

/// What [`CannotBorrow`] suggests for an RFC 3987 IRI.
const OWNED_IRIS: &str = "an owned IRI (IriBuf, IriRefBuf)";

/// `Serialize` and zero-copy `Deserialize` for the RFC 3986 types: as the
/// RFC 1738 ones, through the same [`Borrowed`] visitor.
macro_rules! uri_serde {
    ($($ty:ident $expecting:literal),* $(,)?) => {
        uri_serde!(@owned OWNED_URIS, $($ty $expecting),*);
    };
    (@owned $owned:ident, $($ty:ident $expecting:literal),* $(,)?) => {$(
        impl Serialize for $ty<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> Lend<'de> for $ty<'de> {
            fn lend(s: &'de str) -> Result<Self, ParseError> {
                $ty::parse(s)
            }
        }

        /// Zero-copy, borrowing the string from the input, which must lend
        /// it; a typed view takes only its two schemes (feature `serde`).
        impl<'de: 'a, 'a> Deserialize<'de> for $ty<'a> {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_str(Borrowed::<$ty<'de>> {
                    name: stringify!($ty),
                    owned: $owned,
                    expecting: $expecting,
                    check: |s| $ty::parse(s).map(drop),
                    _t: PhantomData,
                })
            }
        }
    )*};
}

uri_serde! {
    Uri "an RFC 3986 URI string",
    UriRef "an RFC 3986 URI-reference string",
    HttpUri "an RFC 3986 http or https URI string",
    WsUri "an RFC 3986 ws or wss URI string",
}

uri_serde! {
    @owned OWNED_IRIS,
    Iri "an RFC 3987 IRI string",
    IriRef "an RFC 3987 IRI-reference string",
}

#[cfg(feature = "alloc")]
mod owned {
    use alloc::string::String;
    use alloc::vec::Vec;
    use core::fmt;
    use core::marker::PhantomData;

    use ::serde::de::{self, Deserialize, Deserializer, Unexpected, Visitor};
    use ::serde::ser::{Serialize, Serializer};

    use super::EXPECTING_URL;
    use crate::error::ParseError;
    use crate::rfc3986::owned::{HttpUriBuf, UriBuf, UriRefBuf, WsUriBuf};
    use crate::rfc3987::owned::{IriBuf, IriRefBuf};
    use crate::view::owned::{
        FileUrlBuf, FtpUrlBuf, GopherUrlBuf, HttpUrlBuf, MailtoUrlBuf, NewsUrlBuf, NntpUrlBuf, OtherUrlBuf,
        ProsperoUrlBuf, TelnetUrlBuf, UrlBuf, WaisUrlBuf,
    };

    /// An owned URL type: parsed from a `&str` (copying it) or from a `String`
    /// (keeping it).
    trait Owned: Sized {
        fn from_str(s: &str) -> Result<Self, ParseError>;
        fn from_string(s: String) -> Result<Self, ParseError>;
    }

    /// Deserializes an owned URL type from any string.
    struct OwnedVisitor<T>(&'static str, PhantomData<T>);

    impl<T: Owned> Visitor<'_> for OwnedVisitor<T> {
        type Value = T;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.0)
        }

        fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
            T::from_str(v).map_err(E::custom)
        }

        fn visit_string<E: de::Error>(self, v: String) -> Result<T, E> {
            T::from_string(v).map_err(E::custom)
        }

        fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<T, E> {
            match core::str::from_utf8(v) {
                Ok(s) => self.visit_str(s),
                Err(_) => Err(E::invalid_value(Unexpected::Bytes(v), &self)),
            }
        }

        fn visit_byte_buf<E: de::Error>(self, v: Vec<u8>) -> Result<T, E> {
            match String::from_utf8(v) {
                Ok(s) => self.visit_string(s),
                Err(e) => Err(E::invalid_value(Unexpected::Bytes(e.as_bytes()), &self)),
            }
        }
    }

    /// `Serialize` and owned `Deserialize` for `UrlBuf` and the owned typed URLs.
    macro_rules! owned_serde {
        ($($name:ident $expecting:expr),* $(,)?) => {$(
            impl Serialize for $name {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.serialize_str(self.as_str())
                }
            }

            impl Owned for $name {
                fn from_str(s: &str) -> Result<Self, ParseError> {
                    s.parse()
                }

                fn from_string(s: String) -> Result<Self, ParseError> {
                    $name::parse(s)
                }
            }

            /// Validated by the parser; see the crate docs (feature `serde`).
            impl<'de> Deserialize<'de> for $name {
                fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    deserializer.deserialize_string(OwnedVisitor::<$name>($expecting, PhantomData))
                }
            }
        )*};
    }

    owned_serde! {
        UrlBuf EXPECTING_URL,
        FtpUrlBuf "an RFC 1738 ftp URL string",
        HttpUrlBuf "an RFC 1738 http or https URL string",
        GopherUrlBuf "an RFC 1738 gopher URL string",
        MailtoUrlBuf "an RFC 1738 mailto URL string",
        NewsUrlBuf "an RFC 1738 news URL string",
        NntpUrlBuf "an RFC 1738 nntp URL string",
        TelnetUrlBuf "an RFC 1738 telnet URL string",
        WaisUrlBuf "an RFC 1738 wais URL string",
        FileUrlBuf "an RFC 1738 file URL string",
        ProsperoUrlBuf "an RFC 1738 prospero URL string",
        OtherUrlBuf "an RFC 1738 URL string of a scheme other than the ten RFC 1738 defines",
        UriBuf "an RFC 3986 URI string",
        UriRefBuf "an RFC 3986 URI-reference string",
        HttpUriBuf "an RFC 3986 http or https URI string",
        WsUriBuf "an RFC 3986 ws or wss URI string",
        IriBuf "an RFC 3987 IRI string",
        IriRefBuf "an RFC 3987 IRI-reference string",
    }
}

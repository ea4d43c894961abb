//! `join` in one call on the types that have no [`Url`](crate::Url) or
//! [`Uri`](crate::Uri) to reach it through by `Deref` (feature `alloc`):
//! the owned typed URLs, [`HttpUri`](crate::HttpUri),
//! [`WsUri`](crate::WsUri) and the owned URIs. [`Url::join`](crate::Url::join)
//! and [`Uri::join`](crate::Uri::join) are the implementations; the typed
//! views of RFC 1738 (`HttpUrl`, ...) reach `Url::join` by `Deref`.

use crate::resolve::JoinError;
use crate::rfc3986::owned::{HttpUriBuf, UriBuf, WsUriBuf};
use crate::rfc3986::schemes::{HttpUri, WsUri};
use crate::view::owned::{
    FileUrlBuf, FtpUrlBuf, GopherUrlBuf, HttpUrlBuf, MailtoUrlBuf, NewsUrlBuf, NntpUrlBuf, OtherUrlBuf, ProsperoUrlBuf,
    TelnetUrlBuf, UrlBuf, WaisUrlBuf,
};

/// `join` on a type with `as_url()` (or `as_uri()`), with an example.
macro_rules! join {
    ($($ty:ident $(<$l:lifetime>)?, $as:ident, $out:ident, $by:literal, $ctor:literal, $base:literal, $reference:literal, $want:literal;)*) => {$(
        impl $ty $(<$l>)? {
            /// Resolves `reference` against `self` by RFC 3986 §5.2, into a
            #[doc = concat!("[`", stringify!($out), "`] of any scheme: [`", $by, "::join`](crate::", $by, "::join),")]
            /// in one call.
            ///
            /// # Errors
            ///
            #[doc = concat!("The [`JoinError`] of [`", $by, "::join`](crate::", $by, "::join).")]
            ///
            /// ```
            #[doc = concat!("use url_core::", stringify!($ty), ";")]
            ///
            #[doc = concat!("let base = ", stringify!($ty), "::", $ctor, "(", stringify!($base), ").unwrap();")]
            #[doc = concat!("assert_eq!(base.join(", stringify!($reference), ").unwrap(), ", stringify!($want), ");")]
            /// ```
            pub fn join(&self, reference: &str) -> Result<$out, JoinError> {
                self.$as().join(reference)
            }
        }
    )*};
}

join! {
    FtpUrlBuf, as_url, UrlBuf, "Url", "try_from", "ftp://ftp.example.org/pub/doc/README", "../src/", "ftp://ftp.example.org/pub/src/";
    HttpUrlBuf, as_url, UrlBuf, "Url", "try_from", "http://info.cern.ch/hypertext/WWW/", "../DataSources/", "http://info.cern.ch/hypertext/DataSources/";
    GopherUrlBuf, as_url, UrlBuf, "Url", "try_from", "gopher://gopher.example.org/1/a/b", "c", "gopher://gopher.example.org/1/a/c";
    MailtoUrlBuf, as_url, UrlBuf, "Url", "try_from", "mailto:timbl@info.cern.ch", "mailto:joe@example.com", "mailto:joe@example.com";
    NewsUrlBuf, as_url, UrlBuf, "Url", "try_from", "news:comp.lang.c", "comp.lang.rust", "news:comp.lang.rust";
    NntpUrlBuf, as_url, UrlBuf, "Url", "try_from", "nntp://news.example.org/comp.lang.c/12", "13", "nntp://news.example.org/comp.lang.c/13";
    TelnetUrlBuf, as_url, UrlBuf, "Url", "try_from", "telnet://melvyl.ucop.edu/", "//guest@melvyl.ucop.edu", "telnet://guest@melvyl.ucop.edu";
    WaisUrlBuf, as_url, UrlBuf, "Url", "try_from", "wais://quake.think.com/servers?rfc", "other", "wais://quake.think.com/other";
    FileUrlBuf, as_url, UrlBuf, "Url", "try_from", "file:///etc/motd", "passwd", "file:///etc/passwd";
    ProsperoUrlBuf, as_url, UrlBuf, "Url", "try_from", "prospero://host.dom/pros/a", "b", "prospero://host.dom/pros/b";
    OtherUrlBuf, as_url, UrlBuf, "Url", "try_from", "x-finger://example.org/a/b", "../c", "x-finger://example.org/c";
    UriBuf, as_uri, UriBuf, "Uri", "try_from", "https://api.example.com/v1/items/", "../users?id=7", "https://api.example.com/v1/users?id=7";
    HttpUriBuf, as_uri, UriBuf, "Uri", "try_from", "https://api.example.com/v1/items/", "/v2/", "https://api.example.com/v2/";
    WsUriBuf, as_uri, UriBuf, "Uri", "try_from", "wss://chat.example.com/rooms/1", "2", "wss://chat.example.com/rooms/2";
    HttpUri<'_>, as_uri, UriBuf, "Uri", "parse", "https://api.example.com/v1/items/", "?page=2", "https://api.example.com/v1/items/?page=2";
    WsUri<'_>, as_uri, UriBuf, "Uri", "parse", "ws://chat.example.com/a/b", "//other.example.com/", "ws://other.example.com/";
}

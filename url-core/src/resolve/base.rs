//! What a reference resolves against: the sealed [`Base`] trait.

use crate::resolve::reference::{split, RelativeRef};
use crate::view::url::Url;

mod sealed {
    /// What the resolving functions need of a base.
    pub trait Sealed {
        /// The base split as a reference.
        fn parts(&self) -> super::RelativeRef<'_>;
    }
}

/// What a reference can be resolved against: a [`Url`], a typed view
/// ([`HttpUrl`](crate::HttpUrl), ...), an owned URL (`UrlBuf`,
/// `HttpUrlBuf`, ...; feature `alloc`), or a
/// [`RelativeRef`] with a scheme (for bases that are not RFC 1738 URLs, such
/// as `http:///s//a/b/c`). Sealed.
///
/// ```
/// use url_core::resolve::{resolve_rfc1630, resolve_rfc3986, RelativeRef};
/// use url_core::FtpUrl;
///
/// let base = RelativeRef::parse("http:///s//a/b/c").unwrap();
/// let mut out = String::new();
/// resolve_rfc1630(&base, &RelativeRef::parse("/g").unwrap(), &mut out).unwrap();
/// assert_eq!(out, "http:///s//a/g");
///
/// let base = FtpUrl::parse("ftp://ftp.example.org/pub/doc/README").unwrap();
/// let mut out = String::new();
/// resolve_rfc3986(&base, &RelativeRef::parse("../src/").unwrap(), &mut out).unwrap();
/// assert_eq!(out, "ftp://ftp.example.org/pub/src/");
/// ```
pub trait Base: sealed::Sealed {}

/// `Base` for URL types that have `as_str()`: the base is split from its text.
macro_rules! base_by_text {
    ($($(#[$cfg:meta])* $ty:ty),* $(,)?) => {$(
        $(#[$cfg])*
        impl sealed::Sealed for $ty {
            fn parts(&self) -> RelativeRef<'_> {
                split(self.as_str())
            }
        }

        $(#[$cfg])*
        impl Base for $ty {}
    )*};
}

base_by_text!(
    crate::view::ftp::FtpUrl<'_>,
    crate::view::http::HttpUrl<'_>,
    crate::view::gopher::GopherUrl<'_>,
    crate::view::mailto::MailtoUrl<'_>,
    crate::view::news::NewsUrl<'_>,
    crate::view::nntp::NntpUrl<'_>,
    crate::view::telnet::TelnetUrl<'_>,
    crate::view::wais::WaisUrl<'_>,
    crate::view::file::FileUrl<'_>,
    crate::view::prospero::ProsperoUrl<'_>,
    crate::view::other::OtherUrl<'_>,
    #[cfg(feature = "alloc")]
    crate::view::owned::UrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::FtpUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::HttpUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::GopherUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::MailtoUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::NewsUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::NntpUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::TelnetUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::WaisUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::FileUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::ProsperoUrlBuf,
    #[cfg(feature = "alloc")]
    crate::view::owned::OtherUrlBuf,
);

impl sealed::Sealed for Url<'_> {
    fn parts(&self) -> RelativeRef<'_> {
        split(self.as_str())
    }
}

impl Base for Url<'_> {}

impl sealed::Sealed for RelativeRef<'_> {
    fn parts(&self) -> RelativeRef<'_> {
        *self
    }
}

impl Base for RelativeRef<'_> {}

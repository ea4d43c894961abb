//! [`Details`]: a [`Url`] seen through the typed view of its scheme.

use core::fmt;

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

/// A [`Url`] seen through the view of its scheme; see [`Url::details`].
///
/// `Debug` is the view's: a password shows as `***`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Details<'a> {
    /// An ftp URL (§3.2).
    Ftp(FtpUrl<'a>),
    /// An http URL (§3.3), or an https URL (RFC 2818 §2.4, in http's form):
    /// [`HttpUrl::is_secure`] tells which.
    Http(HttpUrl<'a>),
    /// A gopher URL (§3.4).
    Gopher(GopherUrl<'a>),
    /// A mailto URL (§3.5).
    Mailto(MailtoUrl<'a>),
    /// A news URL (§3.6).
    News(NewsUrl<'a>),
    /// An nntp URL (§3.7).
    Nntp(NntpUrl<'a>),
    /// A telnet URL (§3.8).
    Telnet(TelnetUrl<'a>),
    /// A wais URL (§3.9).
    Wais(WaisUrl<'a>),
    /// A file URL (§3.10).
    File(FileUrl<'a>),
    /// A prospero URL (§3.11).
    Prospero(ProsperoUrl<'a>),
    /// A URL of any other scheme (§5 `otherurl`).
    Other(OtherUrl<'a>),
}

impl<'a> Details<'a> {
    pub(crate) const fn of(u: Url<'a>) -> Self {
        match u.kind() {
            crate::rfc1738::scheme::Scheme::Ftp => Details::Ftp(FtpUrl(u)),
            crate::rfc1738::scheme::Scheme::Http | crate::rfc1738::scheme::Scheme::Https => Details::Http(HttpUrl(u)),
            crate::rfc1738::scheme::Scheme::Gopher => Details::Gopher(GopherUrl(u)),
            crate::rfc1738::scheme::Scheme::Mailto => Details::Mailto(MailtoUrl(u)),
            crate::rfc1738::scheme::Scheme::News => Details::News(NewsUrl(u)),
            crate::rfc1738::scheme::Scheme::Nntp => Details::Nntp(NntpUrl(u)),
            crate::rfc1738::scheme::Scheme::Telnet => Details::Telnet(TelnetUrl(u)),
            crate::rfc1738::scheme::Scheme::Wais => Details::Wais(WaisUrl(u)),
            crate::rfc1738::scheme::Scheme::File => Details::File(FileUrl(u)),
            crate::rfc1738::scheme::Scheme::Prospero => Details::Prospero(ProsperoUrl(u)),
            crate::rfc1738::scheme::Scheme::Other => Details::Other(OtherUrl(u)),
        }
    }

    /// The URL, whatever its scheme.
    pub const fn as_url(&self) -> Url<'a> {
        match self {
            Details::Ftp(v) => v.0,
            Details::Http(v) => v.0,
            Details::Gopher(v) => v.0,
            Details::Mailto(v) => v.0,
            Details::News(v) => v.0,
            Details::Nntp(v) => v.0,
            Details::Telnet(v) => v.0,
            Details::Wais(v) => v.0,
            Details::File(v) => v.0,
            Details::Prospero(v) => v.0,
            Details::Other(v) => v.0,
        }
    }
}

impl fmt::Debug for Details<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Details::Ftp(v) => v.fmt(f),
            Details::Http(v) => v.fmt(f),
            Details::Gopher(v) => v.fmt(f),
            Details::Mailto(v) => v.fmt(f),
            Details::News(v) => v.fmt(f),
            Details::Nntp(v) => v.fmt(f),
            Details::Telnet(v) => v.fmt(f),
            Details::Wais(v) => v.fmt(f),
            Details::File(v) => v.fmt(f),
            Details::Prospero(v) => v.fmt(f),
            Details::Other(v) => v.fmt(f),
        }
    }
}

impl<'a> Url<'a> {
    /// The per-scheme view of this URL.
    ///
    /// ```
    /// use url_core::{Details, Url};
    ///
    /// let url = Url::parse("nntp://news.example.org/comp.lang.c/1234").unwrap();
    /// let Details::Nntp(nntp) = url.details() else { unreachable!() };
    /// assert_eq!((nntp.group(), nntp.article()), ("comp.lang.c", Some(1234)));
    /// ```
    pub const fn details(&self) -> Details<'a> {
        Details::of(*self)
    }
}

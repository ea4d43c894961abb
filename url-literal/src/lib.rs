//! URLs as RFC 1738 defines them, checked by one `no_std`, `const fn` grammar —
//! at compile time by the [`url!`] macros, at run time by [`Url::parse`].
//!
//! ```
//! use url_literal::{ftp_url, url, FtpType, FtpUrl, Host, Url};
//!
//! // Checked at compile time against the RFC 1738 BNF and ftp's own rules;
//! // a typo here is a compile error with a caret under it.
//! const MIRROR: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/rfc/rfc1738.txt;type=a");
//! const HOME: Url<'static> = url!("http://info.cern.ch/hypertext/WWW/TheProject.html");
//! const PORT: u16 = HOME.port_or_default();
//!
//! assert_eq!(MIRROR.name(), Some("rfc1738.txt"));
//! assert_eq!(MIRROR.typecode(), Some(FtpType::Ascii));
//! assert_eq!(PORT, 80);
//!
//! // The same grammar at run time.
//! let url = Url::parse("gopher://gopher.example.org/0about.txt").unwrap();
//! assert_eq!(url.host(), Some(Host::Name("gopher.example.org")));
//! ```
//!
//! # The macros
//!
//! [`url!`] takes a URL of any scheme and yields a [`Url<'static>`](Url); the
//! typed macros ([`ftp_url!`], [`http_url!`], [`gopher_url!`],
//! [`mailto_url!`], [`news_url!`], [`nntp_url!`], [`telnet_url!`],
//! [`wais_url!`], [`file_url!`], [`prospero_url!`]) take a URL of their scheme
//! only and yield its typed view. Each expands to a constant: the literal and
//! the offsets of its parts, found at expansion time by the same parser
//! [`Url::parse`] runs, so nothing is parsed again when the program runs and
//! every accessor works in `const`.
//!
//! An invalid literal is a compile error that names the problem, the rule and
//! the RFC section, and draws the literal with a caret under the offending
//! bytes:
//!
//! ```text
//! error: invalid http URL: http URLs take no user name or password (RFC 1738 §3.3)
//!          http://user@host/
//!                 ^^^^^ httpurl: expected a host without user name or password
//! ```
//!
//! The argument may also be any `&'static str` constant expression that is
//! not a literal (`concat!(...)`, `env!(...)`, a `const`): the macro then
//! expands to const evaluation of the same parser, so an invalid value is still
//! a compile error, with the parser's message as the const panic text.
//!
//! # Warnings
//!
//! What RFC 1738 §6 calls unwise raises a warning (through a `#[deprecated]`
//! constant, the one warning a macro can raise on stable Rust): a password in
//! the literal ("secret in source code"), and an explicit port below 1024
//! that is not the scheme's default. Silence one use with
//! `#[allow(deprecated)]` on the item or statement:
//!
//! ```
//! # use url_literal::{url, Url};
//! #[allow(deprecated)]
//! const LEGACY: Url<'static> = url!("ftp://backup:hunter2@ftp.example.org/");
//! # assert_eq!(LEGACY.password(), Some("hunter2"));
//! ```
//!
//! # Features
//!
//! - `std` (default): implies `alloc`; enables the `std` parts of the core.
//! - `alloc`: conveniences that allocate.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub use url_core::*;

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

/// Not public API: what the macros expand to.
#[doc(hidden)]
pub mod __private {
    pub use url_core::__private::*;
    pub use url_macros::*;

    /// The value a macro yields after its `compile_error!`, so that no
    /// follow-on type error appears.
    pub const STUB: crate::Url<'static> = match crate::Url::parse("invalid:") {
        Ok(url) => url,
        Err(_) => panic!("the stub URL is valid"),
    };
}

/// A compile-time checked URL of any scheme: `url!("http://info.cern.ch/")`
/// is a [`Url<'static>`](crate::Url) constant.
///
/// The literal is checked against the whole of RFC 1738 §5 and the rules of
/// its scheme; see the [crate docs](crate) for errors, warnings and
/// non-literal arguments.
///
/// ```
/// use url_literal::{url, Host, Scheme, Url};
///
/// const NEWS: Url<'static> = url!("news:comp.infosystems.www.misc");
/// static HOME: Url<'static> = url!("http://info.cern.ch/");
/// let local = url!(r"file:///etc/motd");
///
/// assert_eq!(NEWS.kind(), Scheme::News);
/// assert_eq!(HOME.host(), Some(Host::Name("info.cern.ch")));
/// assert_eq!(local.url_path(), Some("etc/motd"));
/// ```
#[macro_export]
macro_rules! url {
    ($($arg:tt)*) => {
        $crate::__private::__url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`FtpUrl`](crate::FtpUrl) constant.
///
/// ```
/// use url_literal::{ftp_url, FtpType, FtpUrl};
/// const README: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/README;type=a");
/// assert_eq!(README.typecode(), Some(FtpType::Ascii));
/// ```
#[macro_export]
macro_rules! ftp_url {
    ($($arg:tt)*) => {
        $crate::__private::__ftp_url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`HttpUrl`](crate::HttpUrl) constant.
///
/// ```
/// use url_literal::{http_url, HttpUrl};
/// const SEARCH: HttpUrl<'static> = http_url!("http://www.example.com/cgi-bin/search?rfc1738");
/// assert_eq!(SEARCH.search(), Some("rfc1738"));
/// ```
#[macro_export]
macro_rules! http_url {
    ($($arg:tt)*) => {
        $crate::__private::__http_url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`GopherUrl`](crate::GopherUrl) constant.
///
/// ```
/// use url_literal::{gopher_url, GopherUrl};
/// const ROOT: GopherUrl<'static> = gopher_url!("gopher://gopher.example.org/");
/// assert_eq!(ROOT.item_type(), "1");
/// ```
#[macro_export]
macro_rules! gopher_url {
    ($($arg:tt)*) => {
        $crate::__private::__gopher_url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`MailtoUrl`](crate::MailtoUrl) constant.
///
/// ```
/// use url_literal::{mailto_url, MailtoUrl};
/// const AUTHOR: MailtoUrl<'static> = mailto_url!("mailto:timbl@info.cern.ch");
/// assert_eq!(AUTHOR.domain(), "info.cern.ch");
/// ```
#[macro_export]
macro_rules! mailto_url {
    ($($arg:tt)*) => {
        $crate::__private::__mailto_url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`NewsUrl`](crate::NewsUrl) constant.
///
/// ```
/// use url_literal::{news_url, NewsUrl};
/// const GROUP: NewsUrl<'static> = news_url!("news:comp.infosystems.www.misc");
/// assert_eq!(GROUP.group(), Some("comp.infosystems.www.misc"));
/// ```
#[macro_export]
macro_rules! news_url {
    ($($arg:tt)*) => {
        $crate::__private::__news_url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`NntpUrl`](crate::NntpUrl) constant.
///
/// ```
/// use url_literal::{nntp_url, NntpUrl};
/// const ARTICLE: NntpUrl<'static> = nntp_url!("nntp://news.example.org/comp.lang.c/1234");
/// assert_eq!(ARTICLE.article(), Some(1234));
/// ```
#[macro_export]
macro_rules! nntp_url {
    ($($arg:tt)*) => {
        $crate::__private::__nntp_url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`TelnetUrl`](crate::TelnetUrl) constant.
///
/// ```
/// use url_literal::{telnet_url, TelnetUrl};
/// const LIBRARY: TelnetUrl<'static> = telnet_url!("telnet://melvyl.ucop.edu/");
/// assert_eq!(LIBRARY.port_or_default(), 23);
/// ```
#[macro_export]
macro_rules! telnet_url {
    ($($arg:tt)*) => {
        $crate::__private::__telnet_url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`WaisUrl`](crate::WaisUrl) constant.
///
/// ```
/// use url_literal::{wais_url, WaisUrl};
/// const SERVERS: WaisUrl<'static> = wais_url!("wais://quake.think.com/directory-of-servers");
/// assert_eq!(SERVERS.database(), "directory-of-servers");
/// ```
#[macro_export]
macro_rules! wais_url {
    ($($arg:tt)*) => {
        $crate::__private::__wais_url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`FileUrl`](crate::FileUrl) constant.
///
/// ```
/// use url_literal::{file_url, FileUrl};
/// const MOTD: FileUrl<'static> = file_url!("file:///etc/motd");
/// assert!(MOTD.is_local());
/// ```
#[macro_export]
macro_rules! file_url {
    ($($arg:tt)*) => {
        $crate::__private::__file_url! { $crate; $($arg)* }
    };
}

/// A compile-time checked [`ProsperoUrl`](crate::ProsperoUrl) constant.
///
/// ```
/// use url_literal::{prospero_url, ProsperoUrl};
/// const NAME: ProsperoUrl<'static> = prospero_url!("prospero://host.dom//pros/name");
/// assert_eq!(NAME.hsoname(), "/pros/name");
/// ```
#[macro_export]
macro_rules! prospero_url {
    ($($arg:tt)*) => {
        $crate::__private::__prospero_url! { $crate; $($arg)* }
    };
}

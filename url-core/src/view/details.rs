//! [`Details`]: a [`Url`] seen through the typed view of its scheme.

use core::fmt;

use crate::rfc1738::scheme::Scheme;
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

/// Generates [`Details`] from the table of schemes
/// ([`__rfc1738_schemes!`](crate::__rfc1738_schemes)): one variant per view,
/// a scheme written in another's form (https) seen through that one's (the
/// row's `takes`).
macro_rules! define_details {
    (
        []
        rfc1738 { $(
            $(#[$doc:meta])* $v:ident { name $name:literal section $sec:literal view $view:ident takes [$( ($t:ident $($tr:tt)*) )*] }
        )* }
        forms $forms:tt
        other { $(#[$odoc:meta])* $ov:ident { name $oname:literal section $osec:literal view $oview:ident takes $otakes:tt } }
    ) => {
        /// A [`Url`] seen through the view of its scheme; see [`Url::details`].
        /// A URL of a scheme written in another's form is seen through that
        /// one's view: an https URL (RFC 2818 §2.4) is `Details::Http`, and
        /// [`HttpUrl::is_secure`](crate::HttpUrl::is_secure) tells which.
        ///
        /// `Debug` is the view's: a password shows as `***`.
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Details<'a> {
            $(
                #[doc = concat!("A URL of scheme `", $name, "` (RFC 1738 §", $sec, ").")]
                $v($view<'a>),
            )*
            /// A URL of any other scheme (§5 `otherurl`).
            $ov($oview<'a>),
        }

        impl<'a> Details<'a> {
            pub(crate) const fn of(u: Url<'a>) -> Self {
                match u.kind() {
                    $($(Scheme::$t)|* => Details::$v($view(u)),)*
                    Scheme::$ov => Details::$ov($oview(u)),
                }
            }

            /// The URL, whatever its scheme.
            pub const fn as_url(&self) -> Url<'a> {
                match self {
                    $(Details::$v(v) => v.0,)*
                    Details::$ov(v) => v.0,
                }
            }
        }

        impl fmt::Debug for Details<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(Details::$v(v) => v.fmt(f),)*
                    Details::$ov(v) => v.fmt(f),
                }
            }
        }
    };
}

crate::__rfc1738_schemes!(define_details [name section view takes]);

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

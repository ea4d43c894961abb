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
/// a scheme written in another's form (https) seen through that one's.
macro_rules! define_details {
    (
        []
        rfc1738 { $(
            $(#[$doc:meta])*
            $v:ident {
                name $name:literal, port $port:expr, production $prod:literal, section $sec:literal,
                article $art:literal, prefix $prefix:literal, hint $hint:literal, module $module:ident,
                view $view:ident, builder $builder:ident, typed ($mac:ident $entry:ident), example $ex:literal
            }
        )* }
        forms { $(
            $(#[$fdoc:meta])*
            $fv:ident of $fof:ident {
                name $fname:literal, port $fport:expr, production $fprod:literal, section $fsec:literal,
                article $fart:literal, prefix $fprefix:literal, hint $fhint:literal, module $fmodule:ident,
                view $fview:ident, builder $fbuilder:ident, typed ($fmac:ident $fentry:ident), example $fex:literal
            }
        )* }
        other {
            $(#[$odoc:meta])*
            $ov:ident {
                name $oname:literal, port $oport:expr, production $oprod:literal, section $osec:literal,
                article $oart:literal, prefix $oprefix:literal, hint $ohint:literal, module $omodule:ident,
                view $oview:ident, builder $obuilder:ident, example $oex:literal
            }
        }
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
                    $(Scheme::$v => Details::$v($view(u)),)*
                    $(Scheme::$fv => Details::$fof($fview(u)),)*
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

crate::__rfc1738_schemes!(define_details);

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

//! The typed views of RFC 1738 URLs: [`Url`] and one view per scheme (its
//! production is in `crate::rfc1738::scheme`), with what they share.

use core::fmt;

use crate::redact::Hidden;
use crate::view::url::Url;

pub(crate) mod details;
pub(crate) mod file;
pub(crate) mod ftp;
pub(crate) mod gopher;
pub(crate) mod http;
pub(crate) mod mailto;
pub(crate) mod news;
pub(crate) mod nntp;
pub(crate) mod other;
mod ports;
pub(crate) mod prospero;
pub(crate) mod telnet;
pub(crate) mod wais;

#[cfg(feature = "http")]
mod http_interop;
#[cfg(feature = "alloc")]
pub(crate) mod owned;
#[cfg(feature = "serde")]
mod serde;
pub(crate) mod url;
#[cfg(feature = "url")]
pub(crate) mod url_interop;

/// Generates what every typed view shares: the newtype over [`Url`], its
/// `const fn parse` that insists on the view's scheme, conversions, and the
/// ordinary traits (all on the text as written, like [`Url`]'s).
///
/// With `server` after the example, for the schemes of
/// `//<user>:<password>@<host>:<port>/` whose host is required (§3.1), the
/// view also gets `host()` (a [`Host`](crate::Host), never optional) and
/// `port()`; the views of the schemes with a default port get
/// `port_or_default() -> u16` from the table of schemes (`ports.rs`).
macro_rules! view {
    ($(#[$doc:meta])* $name:ident, $scheme:ident, $example:literal, server) => {
        $crate::view::view! { $(#[$doc])* $name, $scheme, $example }

        impl<'a> $name<'a> {
            /// The host.
            pub const fn host(&self) -> $crate::view::url::Host<'a> {
                match self.0.host() {
                    Some(h) => h,
                    None => $crate::view::url::Host::Name(""),
                }
            }

            /// The explicit port, if any.
            pub const fn port(&self) -> Option<u16> {
                self.0.port()
            }
        }
    };
    ($(#[$doc:meta])* $name:ident, $scheme:ident, $example:literal) => {
        $(#[$doc])*
        ///
        /// `Display` and `as_str()` give the URL exactly as written; `Debug` shows the URL, then
        /// its parts, with a password, even an empty one, written `***` (`ftp://user:***@host/`).
        /// `==`, `Hash` and `Ord` are those of the text, as for [`Url`](crate::Url), and a `const`
        /// view is a pattern.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name<'a>(#[doc(hidden)] pub $crate::view::url::Url<'a>);

        impl<'a> $name<'a> {
            #[doc = concat!("Parses `s`, which must be a valid URL of this scheme (", $example, ").")]
            ///
            /// The run-time parser ([`Url::parse`](crate::Url::parse));
            /// [`parse_const`](Self::parse_const) is the same as a `const fn`.
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) for an invalid URL, or one
            /// naming both schemes for a valid URL of another scheme.
            pub fn parse(s: &'a str) -> Result<Self, $crate::error::ParseError> {
                $crate::rfc1738::wrong_scheme(s, $crate::rfc1738::scheme::Scheme::$scheme)?;
                $crate::view::url::Url::parse(s).map($name)
            }

            /// [`parse`](Self::parse) as a `const fn`, for `const` and
            /// `static` items ([`Url::parse_const`](crate::Url::parse_const)):
            /// the same result for every input.
            ///
            /// # Errors
            ///
            /// Exactly those of [`parse`](Self::parse).
            pub const fn parse_const(s: &'a str) -> Result<Self, $crate::error::ParseError> {
                match $crate::rfc1738::expect_scheme(s, $crate::rfc1738::scheme::Scheme::$scheme) {
                    Ok(u) => Ok($name(u)),
                    Err(e) => Err(e),
                }
            }

            /// The view of `url`, if it has this view's scheme.
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) naming both schemes otherwise.
            pub const fn from_url(url: $crate::view::url::Url<'a>) -> Result<Self, $crate::error::ParseError> {
                if $crate::rfc1738::scheme::Scheme::$scheme.view_takes(url.kind()) {
                    Ok($name(url))
                } else {
                    Err($crate::error::ParseError::wrong_scheme($crate::rfc1738::scheme::Scheme::$scheme, url.kind(), url.scheme_end as usize))
                }
            }

            /// Not public API: the view of a URL known to have this scheme
            /// (used by the macros).
            #[doc(hidden)]
            pub const fn __from_url_unchecked(url: $crate::view::url::Url<'a>) -> Self {
                $name(url)
            }

            /// The URL this is a view of (generic accessors: host, port, ...).
            pub const fn as_url(&self) -> $crate::view::url::Url<'a> {
                self.0
            }

            /// The whole URL as written.
            pub const fn as_str(&self) -> &'a str {
                self.0.as_str()
            }

            /// The RFC 1630 fragment identifier, if any.
            pub const fn fragment(&self) -> Option<&'a str> {
                self.0.fragment()
            }
        }

        impl<'a> core::ops::Deref for $name<'a> {
            type Target = $crate::view::url::Url<'a>;

            fn deref(&self) -> &$crate::view::url::Url<'a> {
                &self.0
            }
        }

        impl core::fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.0.as_str())
            }
        }

        impl AsRef<str> for $name<'_> {
            fn as_ref(&self) -> &str {
                self.0.as_str()
            }
        }

        impl<'a> From<$name<'a>> for $crate::view::url::Url<'a> {
            fn from(v: $name<'a>) -> Self {
                v.0
            }
        }

        impl<'a> TryFrom<$crate::view::url::Url<'a>> for $name<'a> {
            type Error = $crate::error::ParseError;

            fn try_from(url: $crate::view::url::Url<'a>) -> Result<Self, $crate::error::ParseError> {
                $name::from_url(url)
            }
        }

        impl<'a> TryFrom<&'a str> for $name<'a> {
            type Error = $crate::error::ParseError;

            fn try_from(s: &'a str) -> Result<Self, $crate::error::ParseError> {
                $name::parse(s)
            }
        }
    };
}
pub(crate) use view;

/// The `/`-separated segments of a path, raw (an iterator of `&str`).
///
/// ```
/// let ftp = url_core::FtpUrl::parse("ftp://host/pub//a%2Fb/file").unwrap();
/// assert_eq!(ftp.cwd().collect::<Vec<_>>(), ["pub", "", "a%2Fb"]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Segments<'a> {
    rest: Option<&'a str>,
}

impl<'a> Segments<'a> {
    /// No segments for `None`; for `Some(path)`, the pieces of `path` between
    /// `/` (one empty segment for an empty path).
    pub(crate) const fn new(path: Option<&'a str>) -> Self {
        Segments { rest: path }
    }
}

impl<'a> Iterator for Segments<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        match rest.find('/') {
            Some(i) => {
                self.rest = Some(&rest[i + 1..]);
                Some(&rest[..i])
            }
            None => {
                self.rest = None;
                Some(rest)
            }
        }
    }
}

impl core::iter::FusedIterator for Segments<'_> {}

/// Writes `name: value` pairs of a view's `Debug` with the login parts every
/// `//` scheme shares; a password, even an empty one, shows as `***`.
pub(crate) fn debug_login(d: &mut fmt::DebugStruct<'_, '_>, u: &Url<'_>) {
    if let Some(user) = u.user() {
        d.field("user", &user);
    }
    if u.password().is_some() {
        d.field("password", &Hidden);
    }
    if let Some(host) = u.host() {
        d.field("host", &host);
    }
    if let Some(port) = u.port() {
        d.field("port", &port);
    }
}

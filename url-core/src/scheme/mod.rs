//! One module per RFC 1738 scheme: its production (a `const fn parse` called by
//! the generic parser) and its typed view.

use core::fmt;

use crate::url::Url;

pub(crate) mod file;
pub(crate) mod ftp;
pub(crate) mod gopher;
pub(crate) mod http;
pub(crate) mod mailto;
pub(crate) mod news;
pub(crate) mod nntp;
pub(crate) mod other;
pub(crate) mod prospero;
pub(crate) mod telnet;
pub(crate) mod wais;

pub use file::FileUrl;
pub use ftp::{FtpType, FtpUrl};
pub use gopher::GopherUrl;
pub use http::HttpUrl;
pub use mailto::MailtoUrl;
pub use news::{NewsTarget, NewsUrl};
pub use nntp::NntpUrl;
pub use other::OtherUrl;
pub use prospero::{Fields, ProsperoUrl};
pub use telnet::TelnetUrl;
pub use wais::{WaisForm, WaisUrl};

/// Generates what every typed view shares: the newtype over [`Url`], its
/// `const fn parse` that insists on the view's scheme, conversions, and the
/// ordinary traits (all on the text as written, like [`Url`]'s).
macro_rules! view {
    ($(#[$doc:meta])* $name:ident, $scheme:ident, $example:literal) => {
        $(#[$doc])*
        ///
        /// `Display` and `as_str()` give the URL exactly as written; `Debug` shows its parts with a password, even an empty one, written `***` (`ftp://user:***@host/`).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name<'a>(pub(crate) $crate::Url<'a>);

        impl<'a> $name<'a> {
            #[doc = concat!("Parses `s`, which must be a valid URL of this scheme (", $example, ").")]
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) for an invalid URL, or one
            /// naming both schemes for a valid URL of another scheme.
            pub const fn parse(s: &'a str) -> Result<Self, $crate::ParseError> {
                match $crate::parse::expect_scheme(s, $crate::Scheme::$scheme) {
                    Ok(u) => Ok($name(u)),
                    Err(e) => Err(e),
                }
            }

            /// The view of `url`, if it has this view's scheme.
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) naming both schemes otherwise.
            pub const fn from_url(url: $crate::Url<'a>) -> Result<Self, $crate::ParseError> {
                if $crate::Scheme::$scheme.view_takes(url.kind()) {
                    Ok($name(url))
                } else {
                    Err($crate::ParseError::wrong_scheme($crate::Scheme::$scheme, url.kind(), url.scheme_end as usize))
                }
            }

            /// Not public API: the view of a URL known to have this scheme
            /// (used by the macros).
            #[doc(hidden)]
            pub const fn __from_url_unchecked(url: $crate::Url<'a>) -> Self {
                $name(url)
            }

            /// The URL this is a view of (generic accessors: host, port, ...).
            pub const fn as_url(&self) -> $crate::Url<'a> {
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
            type Target = $crate::Url<'a>;

            fn deref(&self) -> &$crate::Url<'a> {
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

        impl<'a> From<$name<'a>> for $crate::Url<'a> {
            fn from(v: $name<'a>) -> Self {
                v.0
            }
        }

        impl<'a> TryFrom<$crate::Url<'a>> for $name<'a> {
            type Error = $crate::ParseError;

            fn try_from(url: $crate::Url<'a>) -> Result<Self, $crate::ParseError> {
                $name::from_url(url)
            }
        }

        impl<'a> TryFrom<&'a str> for $name<'a> {
            type Error = $crate::ParseError;

            fn try_from(s: &'a str) -> Result<Self, $crate::ParseError> {
                $name::parse(s)
            }
        }
    };
}
pub(crate) use view;

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
            crate::Scheme::Ftp => Details::Ftp(FtpUrl(u)),
            crate::Scheme::Http | crate::Scheme::Https => Details::Http(HttpUrl(u)),
            crate::Scheme::Gopher => Details::Gopher(GopherUrl(u)),
            crate::Scheme::Mailto => Details::Mailto(MailtoUrl(u)),
            crate::Scheme::News => Details::News(NewsUrl(u)),
            crate::Scheme::Nntp => Details::Nntp(NntpUrl(u)),
            crate::Scheme::Telnet => Details::Telnet(TelnetUrl(u)),
            crate::Scheme::Wais => Details::Wais(WaisUrl(u)),
            crate::Scheme::File => Details::File(FileUrl(u)),
            crate::Scheme::Prospero => Details::Prospero(ProsperoUrl(u)),
            crate::Scheme::Other => Details::Other(OtherUrl(u)),
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

/// `Debug` for an iterator, as a list.
pub(crate) struct List<I>(pub(crate) I);

impl<I: Iterator + Clone> fmt::Debug for List<I>
where
    I::Item: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.clone()).finish()
    }
}

/// What `Debug` shows for a password: `***`, unquoted, so that it cannot be
/// taken for the text of a password.
pub(crate) struct Hidden;

impl fmt::Debug for Hidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

/// The password in the text of a URL or reference, as the generic syntax
/// `scheme://user:password@host` places it, as a byte range of the text
/// (`start == end` for an empty password).
///
/// The text is `scheme://...` or `//...`; its login runs to the first `/` or
/// `#` (or the end); the user information is what precedes the login's last
/// `@`, and the password follows its first `:`. For an RFC 1738 URL this is
/// exactly [`Url::password`] (a login holds at most one `@`, and a user name
/// no `:`); for other text (an `otherurl` that is no `ip-schemepart`, a
/// found URL that does not parse, a reference) it is what a WHATWG parser
/// would take for the password, or more: `?` does not end the login here,
/// since RFC 1738 allows it in a user name and a password.
///
/// Linear, no allocation; `bytes` is walked once.
pub(crate) fn password_span(bytes: impl Iterator<Item = u8>) -> Option<(usize, usize)> {
    // 0: in the scheme, 1: after `:`, 2: after the first `/`, 3: in the login
    let mut state = 0;
    let (mut colon, mut at) = (None, None);
    for (i, c) in bytes.enumerate() {
        match state {
            0 if c == b'/' && i == 0 => state = 2,
            0 if c == b':' && i > 0 => state = 1,
            0 if c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.') => {}
            1 | 2 if c == b'/' => state += 1,
            0..=2 => return None,
            _ => match c {
                b'/' | b'#' => break,
                b'@' => at = Some(i),
                b':' if colon.is_none() => colon = Some(i),
                _ => {}
            },
        }
    }
    match (colon, at) {
        (Some(c), Some(a)) if c < a => Some((c + 1, a)),
        _ => None,
    }
}

/// `Debug` of `text[start..end]` as a quoted string, with the part of it
/// inside `password` (a byte range of `text`) written `***`. An empty
/// password shows as `***` in the piece that holds both its `:` and its `@`.
pub(crate) struct Redacted<'a> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) password: Option<(usize, usize)>,
}

impl<'a> Redacted<'a> {
    /// The whole of `text`, with its password (see [`password_span`]) hidden.
    pub(crate) fn whole(text: &'a str) -> Self {
        Redacted { text, start: 0, end: text.len(), password: password_span(text.bytes()) }
    }

    /// `text[start..end]`, with the password of `text` hidden.
    pub(crate) fn range(text: &'a str, start: usize, end: usize) -> Self {
        Redacted { text, start, end, password: password_span(text.bytes()) }
    }
}

/// Writes `s` as `str`'s `Debug` writes it between the quotes: every
/// character escaped as a `char` is, except the single quote.
pub(crate) fn write_escaped(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    use fmt::Write;
    for c in s.chars() {
        if c == '\'' {
            f.write_char(c)?;
        } else {
            fmt::Display::fmt(&c.escape_debug(), f)?;
        }
    }
    Ok(())
}

impl fmt::Debug for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (start, end) = (self.start, self.end);
        let hide = match self.password {
            Some((p, q)) if p < q && p < end && start < q => Some((p.max(start), q.min(end))),
            Some((p, q)) if p == q && start < p && p < end => Some((p, p)),
            _ => None,
        };
        f.write_str("\"")?;
        let text = |a: usize, b: usize| self.text.get(a..b).unwrap_or("");
        match hide {
            Some((p, q)) => {
                write_escaped(f, text(start, p))?;
                f.write_str("***")?;
                write_escaped(f, text(q, end))?;
            }
            None => write_escaped(f, text(start, end))?,
        }
        f.write_str("\"")
    }
}

#[cfg(test)]
mod tests {
    use super::password_span;

    #[track_caller]
    fn span(s: &str) -> Option<&str> {
        password_span(s.bytes()).map(|(p, q)| &s[p..q])
    }

    #[test]
    fn the_password_as_the_generic_syntax_places_it() {
        assert_eq!(span("ftp://u:pw@h/"), Some("pw"));
        assert_eq!(span("ftp://u:@h/"), Some(""));
        assert_eq!(span("ftp://u@h:21/"), None);
        assert_eq!(span("ftp://a?b:c@h/"), Some("c"));
        assert_eq!(span("x://a:b@c:d@e/f"), Some("b@c:d"));
        assert_eq!(span("//u:pw@h"), Some("pw"));
        assert_eq!(span("ftp://h/a:b@c"), None);
        assert_eq!(span("ftp://h#a:b@c"), None);
        assert_eq!(span("mailto:a:b@c"), None);
        assert_eq!(span("news:a:b@c"), None);
        assert_eq!(span("a/b://u:p@h"), None);
        assert_eq!(span(":/"), None);
        assert_eq!(span(""), None);
    }
}

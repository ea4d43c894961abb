//! [`UrlBuf`] and the owned typed URLs ([`FtpUrlBuf`], ...): owned URLs
//! (feature `alloc`). The design is in [`UrlBuf`]'s docs.

use alloc::string::String;
use core::borrow::Borrow;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use crate::error::ParseError;

use crate::view::details::Details;

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

use crate::rfc1738::scheme::Scheme;
use crate::view::url::Url;

use crate::view::wais::WaisUrl;

/// An owned, validated URL of any scheme: a `String` and the offsets of its
/// parts, so that [`as_url`](UrlBuf::as_url) lends a [`Url`] without parsing
/// again.
///
/// [`Url`] borrows its text and so cannot implement [`FromStr`]; `UrlBuf`
/// can:
///
/// ```
/// use url_core::{Host, UrlBuf};
///
/// let url: UrlBuf = "ftp://ftp.example.org/pub/README".parse().unwrap();
/// assert_eq!(url.as_url().host(), Some(Host::Name("ftp.example.org")));
/// assert_eq!(url.to_string(), "ftp://ftp.example.org/pub/README");
///
/// let err = "http://user@host/".parse::<UrlBuf>().unwrap_err();
/// assert_eq!(err.offset(), 7);
/// ```
///
/// `Display` and `as_str()` give the URL exactly as written; `Debug` is
/// [`Url`]'s, `Url("…")`, with a password, even an empty one, written `***`
/// (`Url("ftp://user:***@host/")`).
///
/// # Owned URLs and typed views
///
/// The borrowed side has one type per level: [`Url`] for any scheme and one
/// typed view per scheme ([`FtpUrl`], ...), all `Copy` values that slice the
/// text they were parsed from. The owned side mirrors it, as `String` mirrors
/// `str`: [`UrlBuf`] owns the text of any URL, and `FtpUrlBuf`, `HttpUrlBuf`,
/// ... own the text of a URL known to have that scheme.
///
/// An owned URL keeps its text and the offsets the parser found, and lends a
/// borrowed value on demand: [`UrlBuf::as_url`] and [`FtpUrlBuf::view`] build
/// the [`Url`] or [`FtpUrl`] from the stored offsets, with no parsing and no
/// allocation (a copy of a few words). Every accessor, every interpretation
/// and every later addition to the views is therefore reached through that
/// one borrow (`buf.view().name()`, `buf.as_url().host()`) rather than copied
/// onto the owned types, where it could drift from the borrowed one. The
/// owned types themselves carry what a borrowed value cannot: [`FromStr`],
/// `TryFrom<String>`, `From<Url<'_>>` (and `From<FtpUrl<'_>>`, ...), and
/// `into_string`.
///
/// ```
/// use url_core::{FtpType, FtpUrlBuf, Url, UrlBuf};
///
/// // Owned from a string, validated by the same parser.
/// let mirror: FtpUrlBuf = "ftp://ftp.example.org/pub/README;type=a".parse()?;
/// assert_eq!(mirror.view().name(), Some("README"));
/// assert_eq!(mirror.view().typecode(), Some(FtpType::Ascii));
///
/// // Owned from a borrowed value (one copy of the text, no parsing).
/// let text = String::from("http://info.cern.ch/");
/// let url = Url::parse(&text)?;
/// let owned: UrlBuf = url.into();
/// drop(text);
/// assert_eq!(owned.as_url().port_or_default(), Some(80));
///
/// // A typed owned URL takes only its own scheme.
/// let err = "http://info.cern.ch/".parse::<FtpUrlBuf>().unwrap_err();
/// assert_eq!(err.rule(), "ftpurl");
/// # Ok::<(), url_core::ParseError>(())
/// ```
///
/// # Borrowing: `as_url()`, not `Deref`
///
/// `String` derefs to `str` because a `&str` points into the `String`.
/// [`Url<'a>`](Url) is not reached through a reference: it is a value, the
/// `&'a str` and the offsets, so the borrowed form of a `UrlBuf` is a
/// `Url<'_>` made on each call, not a `&Url` pointing into the `UrlBuf`.
/// `Deref<Target = Url>` (and `AsRef<Url>`, `Borrow<Url>`) must return such
/// a reference, to a `Url` stored inside the `UrlBuf` whose `&str` points at
/// the `UrlBuf`'s own `String`: a self-referential value, which safe Rust
/// cannot build. So the borrow is [`as_url`](UrlBuf::as_url) (a copy of a
/// few words, no parsing), `Url::from(&buf)` for generic code taking
/// `impl Into<Url<'a>>`, and [`details`](UrlBuf::details) (or `view()` on
/// an owned typed URL) for the scheme's parts.
///
/// ```
/// use url_core::{Host, Url, UrlBuf};
///
/// fn host_of<'a>(url: impl Into<Url<'a>>) -> Option<Host<'a>> {
///     url.into().host()
/// }
///
/// let buf: UrlBuf = "http://info.cern.ch/hypertext/".parse()?;
/// assert_eq!(host_of(&buf), Some(Host::Name("info.cern.ch")));
/// assert_eq!(host_of(Url::parse("ftp://ftp.example.org/")?), Some(Host::Name("ftp.example.org")));
/// assert_eq!(buf.as_url().port_or_default(), Some(80));
/// # Ok::<(), url_core::ParseError>(())
/// ```
///
/// # Equality, hashing and order
///
/// Those of the text as written, as for [`Url`] (see there for when to use
/// [`equivalent`](Url::equivalent) instead); a `UrlBuf` equals a `Url`, a
/// typed owned URL or a `str` of the same text, and is [`Borrow<str>`]: a
/// `HashSet<UrlBuf>` can be looked up with a `&str`.
#[derive(Clone)]
pub struct UrlBuf {
    text: String,
    offsets: [u32; 9],
    port: u16,
    kind: Scheme,
    host_flags: u8,
}

impl UrlBuf {
    /// Parses `text`, keeping it (no copy).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`Url::parse`].
    pub fn parse(text: String) -> Result<UrlBuf, ParseError> {
        let parts = crate::__private::parts(&Url::parse(&text)?);
        Ok(UrlBuf::from_parts(text, parts))
    }

    /// `text` with the [`parts`](crate::__private::parts) of its parse.
    pub(crate) fn from_parts(text: String, (offsets, port, kind, host_flags): ([u32; 9], u16, Scheme, u8)) -> UrlBuf {
        UrlBuf { text, offsets, port, kind, host_flags }
    }

    /// The URL, borrowed: every accessor of [`Url`] is there. Cheap: no
    /// parsing, no allocation.
    ///
    /// ```
    /// use url_core::{Scheme, UrlBuf};
    ///
    /// let url: UrlBuf = "nntp://news.example.org/comp.lang.c".parse().unwrap();
    /// assert_eq!(url.as_url().kind(), Scheme::Nntp);
    /// assert_eq!(url.as_url().port_or_default(), Some(119));
    /// ```
    pub fn as_url(&self) -> Url<'_> {
        crate::__private::url(&self.text, self.offsets, self.port, self.kind, self.host_flags)
    }

    /// The typed view of the URL's scheme, borrowed: `self.as_url().details()`.
    ///
    /// ```
    /// use url_core::{Details, UrlBuf};
    ///
    /// let url: UrlBuf = "mailto:timbl@info.cern.ch".parse().unwrap();
    /// let Details::Mailto(mailto) = url.details() else { unreachable!() };
    /// assert_eq!(mailto.domain(), "info.cern.ch");
    /// ```
    pub fn details(&self) -> Details<'_> {
        self.as_url().details()
    }

    /// The text of the URL.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, given back.
    pub fn into_string(self) -> String {
        self.text
    }
}

impl<'a> Url<'a> {
    /// An owned copy of this URL (feature `alloc`): one copy of the text, no
    /// parsing.
    ///
    /// ```
    /// use url_core::{Url, UrlBuf};
    ///
    /// let text = String::from("news:comp.infosystems.www.misc");
    /// let owned: UrlBuf = Url::parse(&text).unwrap().to_buf();
    /// drop(text);
    /// assert_eq!(owned.as_str(), "news:comp.infosystems.www.misc");
    /// ```
    pub fn to_buf(&self) -> UrlBuf {
        UrlBuf::from(*self)
    }
}

impl From<Url<'_>> for UrlBuf {
    fn from(url: Url<'_>) -> UrlBuf {
        UrlBuf::from_parts(url.as_str().into(), crate::__private::parts(&url))
    }
}

impl From<&Url<'_>> for UrlBuf {
    fn from(url: &Url<'_>) -> UrlBuf {
        UrlBuf::from(*url)
    }
}

impl From<UrlBuf> for String {
    fn from(url: UrlBuf) -> String {
        url.text
    }
}

impl FromStr for UrlBuf {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<UrlBuf, ParseError> {
        Url::parse(s).map(UrlBuf::from)
    }
}

impl TryFrom<String> for UrlBuf {
    type Error = ParseError;

    fn try_from(s: String) -> Result<UrlBuf, ParseError> {
        UrlBuf::parse(s)
    }
}

impl TryFrom<&str> for UrlBuf {
    type Error = ParseError;

    fn try_from(s: &str) -> Result<UrlBuf, ParseError> {
        s.parse()
    }
}

impl fmt::Display for UrlBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl fmt::Debug for UrlBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.as_url(), f)
    }
}

impl AsRef<str> for UrlBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

/// Sound: equality, hashing and order are those of the text.
impl Borrow<str> for UrlBuf {
    fn borrow(&self) -> &str {
        &self.text
    }
}

/// The borrowed URL, as [`UrlBuf::as_url`] lends it.
impl<'a> From<&'a UrlBuf> for Url<'a> {
    fn from(url: &'a UrlBuf) -> Url<'a> {
        url.as_url()
    }
}

impl PartialEq for UrlBuf {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for UrlBuf {}

impl PartialEq<Url<'_>> for UrlBuf {
    fn eq(&self, other: &Url<'_>) -> bool {
        self.text == other.as_str()
    }
}

impl PartialEq<UrlBuf> for Url<'_> {
    fn eq(&self, other: &UrlBuf) -> bool {
        self.as_str() == other.text
    }
}

impl PartialEq<str> for UrlBuf {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for UrlBuf {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl Hash for UrlBuf {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl PartialOrd for UrlBuf {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for UrlBuf {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.text.cmp(&other.text)
    }
}

/// Generates the owned form of a typed view: a [`UrlBuf`] known to have the
/// view's scheme, lending the view through `view()`.
macro_rules! owned_view {
    ($name:ident, $view:ident, $example:literal, $accessor:literal) => {
        #[doc = concat!("An owned [`", stringify!($view), "`] (feature `alloc`): a [`UrlBuf`] known to have the")]
        /// view's scheme.
        ///
        #[doc = concat!("[`view`](", stringify!($name), "::view) lends the [`", stringify!($view), "`] with all its")]
        /// accessors, without parsing again; see [`UrlBuf`] for the design.
        /// `Display` and [`as_str`](Self::as_str) give the URL exactly as written; `Debug` is the
        /// view's: the URL, then its parts, with a password, even an empty one, written `***`
        /// (`ftp://user:***@host/`). `==`, `Hash` and `Ord` are those of the text, as for
        /// [`UrlBuf`] and [`Url`] (see there for when to use [`equivalent`](Url::equivalent)).
        ///
        /// ```
        #[doc = concat!("use url_core::{", stringify!($name), ", ", stringify!($view), "};")]
        ///
        #[doc = concat!("let owned: ", stringify!($name), " = ", stringify!($example), ".parse().unwrap();")]
        #[doc = concat!("let view: ", stringify!($view), "<'_> = owned.view();")]
        #[doc = concat!("assert_eq!(view.", $accessor, ");")]
        #[doc = concat!("assert_eq!(owned, ", stringify!($name), "::from(view));")]
        /// ```
        #[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(UrlBuf);

        impl $name {
            #[doc = concat!("Parses `text`, which must be a valid URL of this scheme, keeping it (no copy).")]
            ///
            /// # Errors
            ///
            #[doc = concat!("The [`ParseError`] of [`", stringify!($view), "::parse`]: the parser's error for an")]
            /// invalid URL, or one naming both schemes for a valid URL of
            /// another scheme.
            pub fn parse(text: String) -> Result<Self, ParseError> {
                let parts = crate::__private::parts(&$view::parse(&text)?.as_url());
                Ok($name(UrlBuf::from_parts(text, parts)))
            }

            /// The owned URL, if it has this scheme.
            ///
            /// # Errors
            ///
            /// A [`ParseError`] naming both schemes otherwise.
            pub fn from_url_buf(url: UrlBuf) -> Result<Self, ParseError> {
                $view::from_url(url.as_url())?;
                Ok($name(url))
            }

            #[doc = concat!("The [`", stringify!($view), "`], borrowed: every accessor of the view is there.")]
            /// Cheap: no parsing, no allocation.
            pub fn view(&self) -> $view<'_> {
                $view(self.0.as_url())
            }

            /// The URL, borrowed (the accessors every scheme shares).
            pub fn as_url(&self) -> Url<'_> {
                self.0.as_url()
            }

            /// The owned URL, without the knowledge of its scheme.
            pub fn as_url_buf(&self) -> &UrlBuf {
                &self.0
            }

            /// The text of the URL.
            pub fn as_str(&self) -> &str {
                self.0.as_str()
            }

            /// The owned URL, without the knowledge of its scheme.
            pub fn into_url_buf(self) -> UrlBuf {
                self.0
            }

            /// The text, given back.
            pub fn into_string(self) -> String {
                self.0.into_string()
            }
        }

        impl<'a> $view<'a> {
            #[doc = concat!("An owned copy of this URL (feature `alloc`): one copy of the text, no parsing.")]
            pub fn to_buf(&self) -> $name {
                $name::from(*self)
            }
        }

        impl From<$view<'_>> for $name {
            fn from(view: $view<'_>) -> Self {
                $name(UrlBuf::from(view.0))
            }
        }

        impl From<$name> for UrlBuf {
            fn from(url: $name) -> UrlBuf {
                url.0
            }
        }

        impl From<$name> for String {
            fn from(url: $name) -> String {
                url.0.text
            }
        }

        impl TryFrom<UrlBuf> for $name {
            type Error = ParseError;

            fn try_from(url: UrlBuf) -> Result<Self, ParseError> {
                $name::from_url_buf(url)
            }
        }

        impl TryFrom<Url<'_>> for $name {
            type Error = ParseError;

            fn try_from(url: Url<'_>) -> Result<Self, ParseError> {
                $view::from_url(url).map($name::from)
            }
        }

        impl TryFrom<String> for $name {
            type Error = ParseError;

            fn try_from(s: String) -> Result<Self, ParseError> {
                $name::parse(s)
            }
        }

        impl TryFrom<&str> for $name {
            type Error = ParseError;

            fn try_from(s: &str) -> Result<Self, ParseError> {
                $view::parse(s).map($name::from)
            }
        }

        impl FromStr for $name {
            type Err = ParseError;

            fn from_str(s: &str) -> Result<Self, ParseError> {
                $view::parse(s).map($name::from)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.view(), f)
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }

        /// Sound: equality, hashing and order are those of the text.
        impl Borrow<str> for $name {
            fn borrow(&self) -> &str {
                self.as_str()
            }
        }

        /// The borrowed view, as `view()` lends it.
        impl<'a> From<&'a $name> for $view<'a> {
            fn from(url: &'a $name) -> $view<'a> {
                url.view()
            }
        }

        /// The borrowed URL, as `as_url()` lends it.
        impl<'a> From<&'a $name> for Url<'a> {
            fn from(url: &'a $name) -> Url<'a> {
                url.as_url()
            }
        }

        impl PartialEq<$view<'_>> for $name {
            fn eq(&self, other: &$view<'_>) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<$name> for $view<'_> {
            fn eq(&self, other: &$name) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<UrlBuf> for $name {
            fn eq(&self, other: &UrlBuf) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<$name> for UrlBuf {
            fn eq(&self, other: &$name) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<Url<'_>> for $name {
            fn eq(&self, other: &Url<'_>) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.as_str() == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.as_str() == *other
            }
        }
    };
}

owned_view!(FtpUrlBuf, FtpUrl, "ftp://ftp.example.org/pub/README", "name(), Some(\"README\")");
owned_view!(HttpUrlBuf, HttpUrl, "http://info.cern.ch/hypertext/?q", "search(), Some(\"q\")");
owned_view!(GopherUrlBuf, GopherUrl, "gopher://gopher.example.org/0about", "selector(), Some(\"about\")");
owned_view!(MailtoUrlBuf, MailtoUrl, "mailto:timbl@info.cern.ch", "local_part(), \"timbl\"");
owned_view!(NewsUrlBuf, NewsUrl, "news:comp.lang.c", "group(), Some(\"comp.lang.c\")");
owned_view!(NntpUrlBuf, NntpUrl, "nntp://news.example.org/comp.lang.c/12", "article(), Some(12)");
owned_view!(TelnetUrlBuf, TelnetUrl, "telnet://guest@melvyl.ucop.edu/", "user(), Some(\"guest\")");
owned_view!(WaisUrlBuf, WaisUrl, "wais://quake.think.com/servers?rfc", "search(), Some(\"rfc\")");
owned_view!(FileUrlBuf, FileUrl, "file:///etc/motd", "path(), \"etc/motd\"");
owned_view!(ProsperoUrlBuf, ProsperoUrl, "prospero://host.dom//pros/name", "hsoname(), \"/pros/name\"");
owned_view!(OtherUrlBuf, OtherUrl, "x-finger://user@example.org/", "is_ip_schemepart(), true");

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn owned_and_borrowed_agree() {
        let text = "ftp://a:b@ftp.example.org:2121/pub/x;type=i#f";
        let buf: UrlBuf = text.parse().unwrap();
        let url = Url::parse(text).unwrap();
        assert_eq!(buf.as_url(), url);
        assert_eq!(crate::__private::parts(&buf.as_url()), crate::__private::parts(&url));
        assert_eq!(UrlBuf::from(url), buf);
        assert_eq!(url.to_buf(), buf);
        assert_eq!(UrlBuf::parse(text.to_string()).unwrap(), buf);
        assert_eq!(alloc::format!("{buf:?}"), alloc::format!("{url:?}"));
        assert_eq!(buf.clone().into_string(), text);
        assert_eq!(buf, text);
    }

    #[test]
    fn errors_are_the_parsers() {
        let err = UrlBuf::try_from("http://h:/").unwrap_err();
        assert_eq!((err.offset(), err.length(), err.rule()), (8, 1, "port"));
    }

    #[test]
    fn typed_owned_urls_take_only_their_scheme() {
        let text = "ftp://a@ftp.example.org/pub/x;type=i";
        let ftp: FtpUrlBuf = text.parse().unwrap();
        let view = FtpUrl::parse(text).unwrap();
        assert_eq!(ftp.view(), view);
        assert_eq!(crate::__private::parts(&ftp.as_url()), crate::__private::parts(&view.as_url()));
        assert_eq!(view.to_buf(), ftp);
        assert_eq!(FtpUrlBuf::parse(text.to_string()).unwrap(), ftp);
        assert_eq!(FtpUrlBuf::try_from(UrlBuf::from(view.as_url())).unwrap(), ftp);
        assert_eq!(alloc::format!("{ftp:?}"), alloc::format!("{view:?}"));
        assert_eq!(UrlBuf::from(ftp.clone()), *ftp.as_url_buf());

        let http = "http://info.cern.ch/";
        let err = http.parse::<FtpUrlBuf>().unwrap_err();
        assert_eq!(err.to_string(), FtpUrl::parse(http).unwrap_err().to_string());
        assert_eq!(err, FtpUrlBuf::parse(http.to_string()).unwrap_err());
        assert_eq!(err, FtpUrlBuf::try_from(http.parse::<UrlBuf>().unwrap()).unwrap_err());
        assert_eq!(err, FtpUrlBuf::try_from(Url::parse(http).unwrap()).unwrap_err());
        assert!(http.parse::<HttpUrlBuf>().is_ok());
    }
}

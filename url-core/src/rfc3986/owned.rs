//! Owned RFC 3986 URIs (feature `alloc`): [`UriBuf`], [`UriRefBuf`],
//! [`HttpUriBuf`] and [`WsUriBuf`], as [`UrlBuf`](crate::UrlBuf) and the
//! owned typed URLs are for RFC 1738.
//!
//! Each keeps its text and the positions the parser found, and lends the
//! borrowed value ([`Uri`], [`UriRef`], [`HttpUri`], [`WsUri`]) on demand
//! with no parsing and no allocation; every accessor is reached through that
//! borrow. Equality, hashing and order are those of the text, so that each
//! is also [`Borrow<str>`](Borrow): a `HashSet<UriBuf>` can be looked up
//! with a `&str`.

use alloc::string::String;
use core::borrow::Borrow;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use crate::chars::{self, is, HEX};
use crate::error::ParseError;
use crate::rfc3986::authority::HostKind;
use crate::rfc3986::schemes::{HttpUri, WsUri};
use crate::rfc3986::uri::{Uri, UriRef};
use crate::scan::byte;
use crate::scan::swar::class_end_bytewise;
use crate::view::url::NO_OFFSET;

/// The positions of a parsed reference without its text: a [`UriRef`]
/// whose text is `""`, given the owner's text back by [`with`](Self::with).
#[derive(Clone, Copy)]
struct Parts(UriRef<'static>);

/// The end of the run from `i` of bytes of `CLASS` (which holds no `%`)
/// and of `pct-encoded` triplets (`"%" HEXDIG HEXDIG`, RFC 3986 §2.1).
fn run<const CLASS: u32>(b: &[u8], mut i: usize) -> usize {
    loop {
        i = class_end_bytewise::<CLASS>(b, i);
        if byte(b, i) == b'%' && is(byte(b, i + 1), HEX) && is(byte(b, i + 2), HEX) {
            i += 3;
        } else {
            return i;
        }
    }
}

/// `s` as [`UriRef::parse`] reads it when `s` is a relative reference
/// without an authority, a `URI-reference` of RFC 3986 §4.1 in the form
/// `relative-part [ "?" query ] [ "#" fragment ]` with `relative-part =
/// path-absolute / path-noscheme / path-empty` (§4.2); `None` for any
/// other text, valid or not, which the caller gives to [`UriRef::parse`].
///
/// Why the answer is the parser's when it is `Some` (the test
/// `relative_path_is_the_parse` holds the two to it on random texts):
/// - no scheme: a scheme ends at the first `:`, before any `/`, `?` or
///   `#`, and its bytes (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`)
///   are all in `segment-nz-nc`; the first run below takes the bytes of
///   `segment-nz-nc` from 0 and answers `None` when a `:` stops it. So a
///   text answered has no `:` before its first `/`, `?` or `#`, hence no
///   scheme (§3.1), and is a `relative-ref`; its first segment, when the
///   text does not start with `/`, is a `segment-nz-nc` or empty, as
///   `path-noscheme` and `path-empty` want;
/// - no authority: a text that starts with `//` answers `None`, and only
///   `"//" authority` starts a `relative-part` with an authority;
/// - the path (§3.3) runs up to the first `?` or `#`: its bytes are
///   `pchar`s and `/`, a `path-absolute` when it starts with `/` (not
///   `//`), else a `path-noscheme` or `path-empty`; the query (§3.4) runs
///   from a `?` up to the first `#`, the fragment (§3.5) from that `#` to
///   the end, both `*( pchar / "/" / "?" )`; a `%` is taken only as the
///   first byte of `pct-encoded`; a byte that ends no run where it stands
///   (a second `#`, `[`, a space, a byte of 80-FF) answers `None`;
/// - the parts are those the parser writes for such a text: no scheme,
///   authority, host or port, the path from 0, the `?` and the `#` where
///   they stand, or `NO_OFFSET`; the rules of known schemes do not apply
///   (there is no scheme), and the length limit is the parser's.
fn relative_path(s: &str) -> Option<UriRef<'_>> {
    const SEGMENT_NC: u32 = chars::U_SEGMENT_NC & !chars::PERCENT;
    const PATH: u32 = chars::U_PATH & !chars::PERCENT;
    const QUERY: u32 = chars::U_QUERY & !chars::PERCENT;
    let b = s.as_bytes();
    if b.len() > crate::MAX_LEN || b.starts_with(b"//") {
        return None;
    }
    let mut i = run::<SEGMENT_NC>(b, 0);
    if byte(b, i) == b':' {
        return None;
    }
    i = run::<PATH>(b, i);
    let (mut query, mut fragment) = (NO_OFFSET, NO_OFFSET);
    if byte(b, i) == b'?' {
        query = i as u32;
        i = run::<QUERY>(b, i + 1);
    }
    if byte(b, i) == b'#' {
        fragment = i as u32;
        i = run::<QUERY>(b, i + 1);
    }
    if i < b.len() {
        return None;
    }
    Some(UriRef {
        s,
        scheme_end: NO_OFFSET,
        auth_start: NO_OFFSET,
        host_start: NO_OFFSET,
        host_end: NO_OFFSET,
        path_start: 0,
        query,
        fragment,
        port: 0,
        host: HostKind::None,
    })
}

impl Parts {
    /// The positions of `r`.
    fn of(r: &UriRef<'_>) -> Parts {
        Parts(UriRef { s: "", ..*r })
    }

    /// The reference of text `s`, which must be the text these positions
    /// were read from.
    fn with<'a>(&self, s: &'a str) -> UriRef<'a> {
        UriRef { s, ..self.0 }
    }
}

/// An owned, validated URI reference of RFC 3986 (feature `alloc`): a
/// `String` and the positions of its parts, so that
/// [`as_uri_ref`](UriRefBuf::as_uri_ref) lends a [`UriRef`] without parsing
/// again.
///
/// ```
/// use url_core::UriRefBuf;
///
/// let r: UriRefBuf = "../a/b?x=1#top".parse().unwrap();
/// assert!(r.as_uri_ref().is_relative());
/// assert_eq!(r.as_uri_ref().path(), "../a/b");
/// assert_eq!(r, "../a/b?x=1#top");
/// ```
///
/// `Display` and `as_str()` give the text as written; `Debug` writes the
/// password of a userinfo (`user:password@`), even an empty one, as `***`.
#[derive(Clone)]
pub struct UriRefBuf {
    text: String,
    parts: Parts,
}

/// An owned, validated URI of RFC 3986 (feature `alloc`): a `String` and the
/// positions of its parts, so that [`as_uri`](UriBuf::as_uri) lends a [`Uri`]
/// without parsing again.
///
/// [`Uri`] borrows its text and so cannot implement [`FromStr`]; `UriBuf`
/// can:
///
/// ```
/// use url_core::{UriBuf, UriHost};
///
/// let uri: UriBuf = "https://[2001:db8::7]:8443/v1/items?next=/home".parse()?;
/// assert_eq!(uri.as_uri().host(), Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 7])));
/// assert_eq!(uri.as_uri().port(), Some(8443));
/// assert_eq!(uri.to_string(), "https://[2001:db8::7]:8443/v1/items?next=/home");
///
/// // The same parser, the same errors.
/// let err = "http://user@example.com/".parse::<UriBuf>().unwrap_err();
/// assert_eq!((err.offset(), err.rule()), (7, "userinfo"));
/// # Ok::<(), url_core::ParseError>(())
/// ```
///
/// `Display` and `as_str()` give the URI as written; `Debug` writes the
/// password of a userinfo, even an empty one, as `***`:
///
/// ```
/// use url_core::UriBuf;
///
/// let uri: UriBuf = "ftp://anonymous:s3cr3t@ftp.example.org/".parse().unwrap();
/// assert_eq!(format!("{uri:?}"), r#"Uri("ftp://anonymous:***@ftp.example.org/")"#);
/// ```
///
/// Equality, hashing and order are those of the text (`HTTP://h/` and
/// `http://h/` differ), which makes `UriBuf` [`Borrow<str>`](Borrow);
/// [`Uri::equivalent`] compares by RFC 3986 §6.2 instead.
///
/// # Borrowing: `as_uri()`, not `Deref`
///
/// [`Uri<'a>`](Uri) is a value (the `&'a str` and the positions of its
/// parts), not a type reached through a reference, so `Deref<Target = Uri>`
/// (or `AsRef<Uri>`) would have to return a `&Uri` stored inside the
/// `UriBuf`, pointing at the `UriBuf`'s own `String`: a self-referential
/// value, which safe Rust cannot build. The borrow is
/// [`as_uri`](UriBuf::as_uri), which copies a few words and parses nothing,
/// and `Uri::from(&buf)` for generic code taking `impl Into<Uri<'a>>`:
///
/// ```
/// use url_core::{Uri, UriBuf};
///
/// fn path_of<'a>(uri: impl Into<Uri<'a>>) -> &'a str {
///     uri.into().path()
/// }
///
/// let buf: UriBuf = "https://api.example.com/v1/items?page=2".parse()?;
/// assert_eq!(path_of(&buf), "/v1/items");
/// assert_eq!(path_of(Uri::parse("urn:isbn:0451450523")?), "isbn:0451450523");
/// # Ok::<(), url_core::ParseError>(())
/// ```
#[derive(Clone)]
pub struct UriBuf(UriRefBuf);

impl UriRefBuf {
    /// Parses `text` as a `URI-reference`, keeping it (no copy).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`UriRef::parse`].
    pub fn parse(text: String) -> Result<UriRefBuf, ParseError> {
        let parts = Parts::of(&UriRef::parse(&text)?);
        Ok(UriRefBuf { text, parts })
    }

    /// [`parse`](Self::parse), the same result for every text, read first
    /// by [`relative_path`], which answers for the common relative
    /// reference (a path, query and fragment: what most template
    /// expansions are) without [`UriRef::parse`]'s set-up; any other text,
    /// and every error, is [`UriRef::parse`]'s.
    pub(crate) fn parse_relative_first(text: String) -> Result<UriRefBuf, ParseError> {
        match relative_path(&text) {
            Some(r) => Ok(UriRefBuf { parts: Parts::of(&r), text }),
            None => UriRefBuf::parse(text),
        }
    }

    /// The reference, borrowed: every accessor of [`UriRef`] is there.
    /// Cheap: no parsing, no allocation.
    pub fn as_uri_ref(&self) -> UriRef<'_> {
        self.parts.with(&self.text)
    }

    /// The text of the reference.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, given back.
    pub fn into_string(self) -> String {
        self.text
    }
}

impl UriBuf {
    /// Parses `text` as a `URI`, keeping it (no copy).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`Uri::parse`].
    pub fn parse(text: String) -> Result<UriBuf, ParseError> {
        UriBuf::parse_or_return(text).map_err(|(_, e)| e)
    }

    /// [`parse`](Self::parse), giving the text back with the error.
    pub(crate) fn parse_or_return(text: String) -> Result<UriBuf, (String, ParseError)> {
        match Uri::parse(&text).map(|uri| Parts::of(&uri.as_uri_ref())) {
            Ok(parts) => Ok(UriBuf(UriRefBuf { text, parts })),
            Err(e) => Err((text, e)),
        }
    }

    /// The URI, borrowed: every accessor of [`Uri`] is there. Cheap: no
    /// parsing, no allocation.
    ///
    /// ```
    /// use url_core::UriBuf;
    ///
    /// let uri: UriBuf = "wss://chat.example.com/socket".parse().unwrap();
    /// assert_eq!(uri.as_uri().default_port(), Some(443));
    /// ```
    pub fn as_uri(&self) -> Uri<'_> {
        Uri(self.0.as_uri_ref())
    }

    /// The URI as a [`UriRef`], borrowed.
    pub fn as_uri_ref(&self) -> UriRef<'_> {
        self.0.as_uri_ref()
    }

    /// The owned reference (a URI is a `URI-reference`).
    pub fn as_uri_ref_buf(&self) -> &UriRefBuf {
        &self.0
    }

    /// The text of the URI.
    pub fn as_str(&self) -> &str {
        &self.0.text
    }

    /// The text, given back.
    pub fn into_string(self) -> String {
        self.0.text
    }
}

impl UriBuf {
    /// A URI whose positions are known without parsing (the URI template
    /// writer): `r` holds the positions of a `URI` whose text is `text`
    /// (its own text is not used).
    pub(crate) fn from_built(text: String, r: UriRef<'static>) -> UriBuf {
        UriBuf(UriRefBuf { text, parts: Parts(UriRef { s: "", ..r }) })
    }
}

impl UriRefBuf {
    /// A reference whose positions are known without parsing (an IRI
    /// reference mapped to a URI reference): `r` holds the positions of a
    /// `URI-reference` whose text is `text` (its own text is not used).
    pub(crate) fn from_built(text: String, r: UriRef<'static>) -> UriRefBuf {
        UriRefBuf { text, parts: Parts(UriRef { s: "", ..r }) }
    }
}

impl<'a> UriRef<'a> {
    /// An owned copy of this reference (feature `alloc`): one copy of the
    /// text, no parsing.
    pub fn to_buf(&self) -> UriRefBuf {
        UriRefBuf::from(*self)
    }
}

impl<'a> Uri<'a> {
    /// An owned copy of this URI (feature `alloc`): one copy of the text, no
    /// parsing.
    ///
    /// ```
    /// use url_core::{Uri, UriBuf};
    ///
    /// let text = String::from("https://example.com/a?b");
    /// let owned: UriBuf = Uri::parse(&text).unwrap().to_buf();
    /// drop(text);
    /// assert_eq!(owned.as_uri().query(), Some("b"));
    /// ```
    pub fn to_buf(&self) -> UriBuf {
        UriBuf::from(*self)
    }
}

impl From<UriRef<'_>> for UriRefBuf {
    fn from(r: UriRef<'_>) -> UriRefBuf {
        UriRefBuf { text: r.as_str().into(), parts: Parts::of(&r) }
    }
}

impl From<&UriRef<'_>> for UriRefBuf {
    fn from(r: &UriRef<'_>) -> UriRefBuf {
        UriRefBuf::from(*r)
    }
}

impl From<Uri<'_>> for UriBuf {
    fn from(uri: Uri<'_>) -> UriBuf {
        UriBuf(UriRefBuf::from(uri.as_uri_ref()))
    }
}

impl From<&Uri<'_>> for UriBuf {
    fn from(uri: &Uri<'_>) -> UriBuf {
        UriBuf::from(*uri)
    }
}

impl From<UriBuf> for UriRefBuf {
    fn from(uri: UriBuf) -> UriRefBuf {
        uri.0
    }
}

/// A reference with a scheme is a URI; a relative one is the error of
/// [`Uri::parse`] on its text.
impl TryFrom<UriRefBuf> for UriBuf {
    type Error = ParseError;

    fn try_from(r: UriRefBuf) -> Result<UriBuf, ParseError> {
        if r.as_uri_ref().is_relative() {
            // The error only: a relative reference is never a `URI`.
            return Uri::parse(r.as_str()).map(UriBuf::from);
        }
        Ok(UriBuf(r))
    }
}

impl From<UriRefBuf> for String {
    fn from(r: UriRefBuf) -> String {
        r.text
    }
}

impl From<UriBuf> for String {
    fn from(uri: UriBuf) -> String {
        uri.0.text
    }
}

impl FromStr for UriRefBuf {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<UriRefBuf, ParseError> {
        UriRef::parse(s).map(UriRefBuf::from)
    }
}

impl FromStr for UriBuf {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<UriBuf, ParseError> {
        Uri::parse(s).map(UriBuf::from)
    }
}

/// The borrowed reference, as [`UriRefBuf::as_uri_ref`] lends it.
impl<'a> From<&'a UriRefBuf> for UriRef<'a> {
    fn from(r: &'a UriRefBuf) -> UriRef<'a> {
        r.as_uri_ref()
    }
}

/// The borrowed URI, as [`UriBuf::as_uri`] lends it.
impl<'a> From<&'a UriBuf> for Uri<'a> {
    fn from(uri: &'a UriBuf) -> Uri<'a> {
        uri.as_uri()
    }
}

impl fmt::Debug for UriRefBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.as_uri_ref(), f)
    }
}

impl fmt::Debug for UriBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.as_uri(), f)
    }
}

/// The impls every owned type has alike: `TryFrom` of `String` and `&str`,
/// `Display`, `AsRef<str>`, `Borrow<str>`, and textual equality, hashing and
/// order, with its borrowed form and `str`.
macro_rules! textual {
    ($($name:ident $borrowed:ident),* $(,)?) => {$(
        impl TryFrom<String> for $name {
            type Error = ParseError;

            fn try_from(s: String) -> Result<Self, ParseError> {
                $name::parse(s)
            }
        }

        impl TryFrom<&str> for $name {
            type Error = ParseError;

            fn try_from(s: &str) -> Result<Self, ParseError> {
                s.parse()
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
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

        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl Eq for $name {}

        impl Hash for $name {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.as_str().hash(state);
            }
        }

        impl PartialOrd for $name {
            fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        impl Ord for $name {
            fn cmp(&self, other: &Self) -> core::cmp::Ordering {
                self.as_str().cmp(other.as_str())
            }
        }

        impl PartialEq<$borrowed<'_>> for $name {
            fn eq(&self, other: &$borrowed<'_>) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<$name> for $borrowed<'_> {
            fn eq(&self, other: &$name) -> bool {
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
    )*};
}

pub(crate) use textual;

textual! {
    UriRefBuf UriRef,
    UriBuf Uri,
    HttpUriBuf HttpUri,
    WsUriBuf WsUri,
}

/// Generates the owned form of a typed view: a [`UriBuf`] known to have one
/// of the view's two schemes, lending the view through `view()`.
macro_rules! owned_view {
    ($name:ident, $view:ident, $example:literal, $accessor:literal) => {
        #[doc = concat!("An owned [`", stringify!($view), "`] (feature `alloc`): a [`UriBuf`] known to have one of")]
        /// the view's two schemes.
        ///
        #[doc = concat!("[`view`](", stringify!($name), "::view) lends the [`", stringify!($view), "`] with all its")]
        /// accessors, without parsing again. `Display` and
        /// [`as_str`](Self::as_str) give the URI as written; equality,
        /// hashing and order are those of the text.
        ///
        /// ```
        #[doc = concat!("use url_core::{", stringify!($name), ", ", stringify!($view), "};")]
        ///
        #[doc = concat!("let owned: ", stringify!($name), " = ", stringify!($example), ".parse().unwrap();")]
        #[doc = concat!("let view: ", stringify!($view), "<'_> = owned.view();")]
        #[doc = concat!("assert_eq!(view.", $accessor, ");")]
        #[doc = concat!("assert_eq!(owned, ", stringify!($name), "::from(view));")]
        /// ```
        #[derive(Clone)]
        pub struct $name(UriBuf);

        impl $name {
            /// Parses `text`, which must be a valid URI of one of this
            /// view's schemes, keeping it (no copy).
            ///
            /// # Errors
            ///
            #[doc = concat!("The [`ParseError`] of [`", stringify!($view), "::parse`]: the parser's error for an")]
            /// invalid URI, or one naming both schemes for a valid URI of
            /// another scheme.
            pub fn parse(text: String) -> Result<Self, ParseError> {
                let parts = Parts::of(&$view::parse(&text)?.as_uri().as_uri_ref());
                Ok($name(UriBuf(UriRefBuf { text, parts })))
            }

            /// The owned URI, if it has one of this view's schemes.
            ///
            /// # Errors
            ///
            /// A [`ParseError`] naming both schemes otherwise.
            pub fn from_uri_buf(uri: UriBuf) -> Result<Self, ParseError> {
                $view::from_uri(uri.as_uri())?;
                Ok($name(uri))
            }

            #[doc = concat!("The [`", stringify!($view), "`], borrowed: every accessor of the view is there.")]
            /// Cheap: no parsing, no allocation.
            pub fn view(&self) -> $view<'_> {
                $view::from_uri_unchecked(self.0.as_uri())
            }

            /// The URI, borrowed (the accessors every scheme shares).
            pub fn as_uri(&self) -> Uri<'_> {
                self.0.as_uri()
            }

            /// The owned URI, without the knowledge of its scheme.
            pub fn as_uri_buf(&self) -> &UriBuf {
                &self.0
            }

            /// The text of the URI.
            pub fn as_str(&self) -> &str {
                self.0.as_str()
            }

            /// The owned URI, without the knowledge of its scheme.
            pub fn into_uri_buf(self) -> UriBuf {
                self.0
            }

            /// The text, given back.
            pub fn into_string(self) -> String {
                self.0.into_string()
            }
        }

        impl<'a> $view<'a> {
            /// An owned copy of this URI (feature `alloc`): one copy of the
            /// text, no parsing.
            pub fn to_buf(&self) -> $name {
                $name::from(*self)
            }
        }

        impl From<$view<'_>> for $name {
            fn from(view: $view<'_>) -> Self {
                $name(UriBuf::from(view.as_uri()))
            }
        }

        impl From<$name> for UriBuf {
            fn from(uri: $name) -> UriBuf {
                uri.0
            }
        }

        impl From<$name> for String {
            fn from(uri: $name) -> String {
                uri.into_string()
            }
        }

        impl TryFrom<UriBuf> for $name {
            type Error = ParseError;

            fn try_from(uri: UriBuf) -> Result<Self, ParseError> {
                $name::from_uri_buf(uri)
            }
        }

        impl TryFrom<Uri<'_>> for $name {
            type Error = ParseError;

            fn try_from(uri: Uri<'_>) -> Result<Self, ParseError> {
                $view::from_uri(uri).map($name::from)
            }
        }

        impl FromStr for $name {
            type Err = ParseError;

            fn from_str(s: &str) -> Result<Self, ParseError> {
                $view::parse(s).map($name::from)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.view(), f)
            }
        }

        /// The borrowed view, as `view()` lends it.
        impl<'a> From<&'a $name> for $view<'a> {
            fn from(uri: &'a $name) -> $view<'a> {
                uri.view()
            }
        }

        /// The borrowed URI, as `as_uri()` lends it.
        impl<'a> From<&'a $name> for Uri<'a> {
            fn from(uri: &'a $name) -> Uri<'a> {
                uri.as_uri()
            }
        }

        impl PartialEq<UriBuf> for $name {
            fn eq(&self, other: &UriBuf) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<$name> for UriBuf {
            fn eq(&self, other: &$name) -> bool {
                self.as_str() == other.as_str()
            }
        }
    };
}

owned_view!(HttpUriBuf, HttpUri, "https://api.example.com/v1?page=2", "port_or_default(), 443");
owned_view!(WsUriBuf, WsUri, "ws://chat.example.com/socket", "path(), \"/socket\"");

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// [`relative_path`] answers only for texts that `UriRef::parse`
    /// accepts, and then with its parts; `parse_relative_first` gives
    /// `parse`'s result (parts or error) for every text. Random texts of
    /// bytes that decide the form (`/ ? # : @ % [ ]`, hex digits, a space,
    /// `é`) after a scheme, an authority or nothing, with enough of each
    /// answer that either could fail.
    #[test]
    fn relative_path_is_the_parse() {
        use url_literal_gen::Rng;
        let pieces = [
            "a", "Z", "0", "9", "-", ".", "_", "~", "!", "=", "/", "/", "?", "#", ":", "@", "%", "%2", "%41", "%e9",
            "[", "]", " ", "é", "//",
        ];
        let mut rng = Rng::new(3986);
        let mut seen = [0usize; 3];
        for _ in 0..50_000 {
            let heads = ["", "", "//h", "a:", "s:/", "./"];
            let mut text = String::from(heads[(rng.next_u64() % heads.len() as u64) as usize]);
            for _ in 0..rng.next_u64() % 14 {
                text.push_str(pieces[(rng.next_u64() % pieces.len() as u64) as usize]);
            }
            let full = UriRef::parse(&text);
            match relative_path(&text) {
                Some(r) => {
                    assert_eq!(Ok(r), full, "{text:?}");
                    seen[0] += 1;
                }
                None => seen[if full.is_ok() { 1 } else { 2 }] += 1,
            }
            let first = UriRefBuf::parse_relative_first(text.clone()).map(|u| Parts::of(&u.as_uri_ref()).0);
            let long = UriRefBuf::parse(text.clone()).map(|u| Parts::of(&u.as_uri_ref()).0);
            assert_eq!(first, long, "{text:?}");
        }
        // Answered; valid but left to the parser (a scheme, an authority);
        // refused.
        assert!(seen.iter().all(|&n| n > 3_000), "{seen:?}");
    }

    #[test]
    fn owned_and_borrowed_agree() {
        for text in [
            "https://[2001:db8::7]:8443/v1?next=/home#top",
            "ftp://u:p@192.0.2.1:21/a;type=i",
            "foo:bar",
            "x://[v7.a:b]/",
            "file:///etc/motd",
            "h:",
        ] {
            let uri = Uri::parse(text).unwrap();
            let buf = UriBuf::parse(text.to_string()).unwrap();
            // Every field, the host kind and the port value included.
            assert_eq!(buf.as_uri(), uri, "{text}");
            assert_eq!(buf.as_uri_ref(), uri.as_uri_ref(), "{text}");
            assert_eq!(uri.to_buf(), buf);
            assert_eq!(text.parse::<UriBuf>().unwrap().as_uri(), uri);
            let r = UriRefBuf::from(buf.clone());
            assert_eq!(r.as_uri_ref(), uri.as_uri_ref());
            assert_eq!(UriBuf::try_from(r).unwrap(), buf);
        }
        for text in ["//h:8/p?q#f", "../a", "", "?q", "#f"] {
            let r = UriRef::parse(text).unwrap();
            let buf: UriRefBuf = text.parse().unwrap();
            assert_eq!(buf.as_uri_ref(), r, "{text}");
            assert_eq!(UriRefBuf::parse(text.to_string()).unwrap().as_uri_ref(), r);
            let err = UriBuf::try_from(buf).unwrap_err();
            assert_eq!(err, Uri::parse(text).unwrap_err());
        }
    }

    #[test]
    fn typed_owned_uris_keep_their_view() {
        let text = "HTTPS://h:444/p?q#f";
        let view = HttpUri::parse(text).unwrap();
        let buf: HttpUriBuf = text.parse().unwrap();
        assert_eq!(buf.view(), view);
        assert!(buf.view().is_secure());
        assert_eq!(HttpUriBuf::parse(text.to_string()).unwrap().view(), view);
        assert_eq!(HttpUriBuf::try_from(text.parse::<UriBuf>().unwrap()).unwrap().view(), view);
        let ws = WsUri::parse("ws://h/").unwrap();
        assert_eq!(WsUriBuf::from(ws).view(), ws);
        assert!(!WsUriBuf::from(ws).view().is_secure());

        let err = HttpUriBuf::try_from(Uri::parse("ws://h/").unwrap()).unwrap_err();
        assert_eq!(err, HttpUri::parse("ws://h/").unwrap_err());
        assert_eq!(err, "ws://h/".parse::<HttpUriBuf>().unwrap_err());
        assert_eq!(err, HttpUriBuf::try_from("ws://h/".parse::<UriBuf>().unwrap()).unwrap_err());
    }
}

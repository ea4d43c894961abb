//! Percent-decoding and percent-encoding (RFC 1738 §2.2).
//!
//! Every accessor of [`Url`](crate::Url) returns its component *raw*, still
//! encoded. [`decode`] turns such a component back into the octets it stands
//! for, without allocating; [`encode`] does the reverse for one
//! [`Component`], escaping exactly the octets that component may not hold
//! as themselves.
//!
//! ```
//! use url_core::percent::{self, Component};
//! use url_core::FtpUrl;
//!
//! let ftp = FtpUrl::parse("ftp://host/pub/a%20b/x%3By.txt").unwrap();
//! let name = ftp.name().unwrap();
//! assert!(percent::decode(name).eq(b"x;y.txt".iter().copied()));
//!
//! // and back: ';' is reserved in an ftp name (§3.2.2), ' ' is unsafe (§2.2)
//! assert_eq!(percent::encode("x;y.txt", Component::FtpSegment).to_string(), "x%3By.txt");
//! assert_eq!(percent::encode("a b", Component::FtpSegment).to_string(), "a%20b");
//! ```
//!
//! # What is decoded
//!
//! `%` followed by two hex digits (either case) is the octet they spell;
//! everything else is itself. A `%` that does not start such an escape (which
//! [`Url::parse`](crate::Url::parse) never accepts) is passed through as it
//! is, so decoding is total. `+` is not a space: that is a convention of HTML
//! forms, not of RFC 1738.
//!
//! # What is encoded
//!
//! RFC 1738 §2.2: "Octets must be encoded if they have no corresponding
//! graphic character within the US-ASCII coded character set, if the use of
//! the corresponding character is unsafe, or if the corresponding character is
//! reserved for some other interpretation within the particular URL scheme."
//! So every [`Component`] escapes controls (00-1F, 7F), octets 80-FF, the
//! unsafe characters `<space> < > " # % { } | \ ^ ~ [ ] `` ` `` and, on top of
//! those, the reserved characters its own production excludes (and, for http,
//! the `;` that §3.3 reserves). Everything else is written as itself.

#[cfg(feature = "alloc")]
use alloc::{borrow::Cow, string::FromUtf8Error, string::String, vec::Vec};
use core::fmt;
use core::iter::FusedIterator;

mod decoded;

pub use decoded::Decoded;
#[allow(deprecated)]
pub use decoded::DecodedBytes;

use crate::chars::{self, is, FIELD, FSEGMENT, HSEGMENT, LOGIN, PERCENT, SEMI, SLASH, UCHAR, XCHAR};

// ---------------------------------------------------------------------------
// decoding
// ---------------------------------------------------------------------------

/// Decodes the percent-escapes of `raw`: an iterator over the octets it
/// stands for. No allocation; see [`Decode`] for what else it offers.
///
/// ```
/// use url_core::percent;
///
/// let bytes: Vec<u8> = percent::decode("a%20b%2Fc").collect();
/// assert_eq!(bytes, b"a b/c");
/// // a '%' that starts no escape stays a '%'; '+' stays a '+'
/// assert!(percent::decode("100%+%zz").eq(b"100%+%zz".iter().copied()));
/// ```
pub const fn decode(raw: &str) -> Decode<'_> {
    Decode { rest: raw.as_bytes(), escapes: true }
}

/// The octets of a percent-encoded string; made by [`decode`].
///
/// Besides being an iterator, it writes the decoded text through [`Display`]
/// (invalid UTF-8 shown as U+FFFD, as [`String::from_utf8_lossy`] would,
/// still without allocating), and with the `alloc` feature it collects into a
/// [`Cow`] that borrows the input when there is nothing to decode.
///
/// ```
/// use url_core::percent;
///
/// let d = percent::decode("caf%C3%A9%20au%20lait");
/// assert_eq!(d.to_string(), "café au lait");
/// assert_eq!(d.clone().count(), 13);
/// assert_eq!(percent::decode("%FF").to_string(), "\u{FFFD}");
/// ```
///
/// [`Display`]: fmt::Display
/// [`String::from_utf8_lossy`]: https://doc.rust-lang.org/std/string/struct.String.html#method.from_utf8_lossy
/// [`Cow`]: https://doc.rust-lang.org/std/borrow/enum.Cow.html
///
/// A [`Decoded`] made of plain octets reads through a `Decode` that decodes
/// nothing ([`Decoded::bytes`]): one decoder serves both.
#[derive(Clone, Debug)]
pub struct Decode<'a> {
    rest: &'a [u8],
    /// Whether `%XX` is decoded (`false`: the octets are given as they are).
    escapes: bool,
}

/// The value of `%hl`, if `h` and `l` are hex digits.
#[inline]
const fn hex_pair(h: u8, l: u8) -> Option<u8> {
    if is(h, chars::HEX) && is(l, chars::HEX) {
        Some(chars::hex_val(h) << 4 | chars::hex_val(l))
    } else {
        None
    }
}

impl<'a> Decode<'a> {
    /// The octets `bytes` as they are: a `%` is itself.
    pub(crate) const fn verbatim(bytes: &'a [u8]) -> Self {
        Decode { rest: bytes, escapes: false }
    }

    /// The part of the input not decoded yet (all of it before the first
    /// call to `next`).
    ///
    /// ```
    /// let mut d = url_core::percent::decode("%41bc");
    /// assert_eq!(d.next(), Some(b'A'));
    /// assert_eq!(d.raw(), b"bc");
    /// ```
    pub const fn raw(&self) -> &'a [u8] {
        self.rest
    }

    /// Whether the rest of the input holds at least one `%XX` escape, that
    /// is, whether decoding changes anything.
    ///
    /// ```
    /// use url_core::percent;
    /// assert!(percent::decode("a%2Fb").has_escapes());
    /// assert!(!percent::decode("a/b").has_escapes());
    /// assert!(!percent::decode("100%").has_escapes());
    /// ```
    pub fn has_escapes(&self) -> bool {
        self.escapes && self.rest.windows(3).any(|w| w[0] == b'%' && hex_pair(w[1], w[2]).is_some())
    }

    /// How many octets the rest of the input decodes to.
    ///
    /// ```
    /// assert_eq!(url_core::percent::decode("a%20b").decoded_len(), 3);
    /// ```
    pub fn decoded_len(&self) -> usize {
        if self.escapes {
            self.clone().count()
        } else {
            self.rest.len()
        }
    }

    /// The decoded octets, borrowing the input when it has no escape:
    /// lossless, whatever the octets are.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use url_core::percent;
    ///
    /// assert!(matches!(percent::decode("plain").into_bytes(), Cow::Borrowed(b"plain")));
    /// assert_eq!(percent::decode("%FF%00").into_bytes().as_ref(), [0xff, 0x00]);
    /// ```
    #[cfg(feature = "alloc")]
    pub fn into_bytes(self) -> Cow<'a, [u8]> {
        if self.has_escapes() {
            Cow::Owned(self.collect::<Vec<u8>>())
        } else {
            Cow::Borrowed(self.rest)
        }
    }

    /// The decoded text, if the octets are UTF-8; borrowing the input when it
    /// has no escape. Nothing is lost on failure: the error gives back the
    /// octets ([`FromUtf8Error::into_bytes`]).
    ///
    /// ```
    /// use url_core::percent;
    ///
    /// assert_eq!(percent::decode("na%C3%AFve").decode_utf8().unwrap(), "naïve");
    /// let err = percent::decode("latin%E9").decode_utf8().unwrap_err();
    /// assert_eq!(err.into_bytes(), b"latin\xe9");
    /// ```
    ///
    /// # Errors
    ///
    /// When the decoded octets are not UTF-8.
    ///
    /// [`FromUtf8Error::into_bytes`]: https://doc.rust-lang.org/std/string/struct.FromUtf8Error.html#method.into_bytes
    #[cfg(feature = "alloc")]
    pub fn decode_utf8(self) -> Result<Cow<'a, str>, FromUtf8Error> {
        match self.into_bytes() {
            Cow::Borrowed(b) => match core::str::from_utf8(b) {
                Ok(s) => Ok(Cow::Borrowed(s)),
                Err(_) => String::from_utf8(b.to_vec()).map(Cow::Owned),
            },
            Cow::Owned(v) => String::from_utf8(v).map(Cow::Owned),
        }
    }

    /// The decoded text, with each invalid UTF-8 sequence replaced by U+FFFD;
    /// borrowing the input when it has no escape.
    ///
    /// ```
    /// use url_core::percent;
    ///
    /// assert_eq!(percent::decode("a%20b").decode_utf8_lossy(), "a b");
    /// assert_eq!(percent::decode("latin%E9").decode_utf8_lossy(), "latin\u{FFFD}");
    /// ```
    #[cfg(feature = "alloc")]
    pub fn decode_utf8_lossy(self) -> Cow<'a, str> {
        match self.decode_utf8() {
            Ok(s) => s,
            Err(e) => Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
        }
    }
}

impl Iterator for Decode<'_> {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        let (&b, tail) = self.rest.split_first()?;
        if b == b'%' && self.escapes {
            if let [h, l, rest @ ..] = tail {
                if let Some(v) = hex_pair(*h, *l) {
                    self.rest = rest;
                    return Some(v);
                }
            }
        }
        self.rest = tail;
        Some(b)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.rest.len();
        (if self.escapes { n.div_ceil(3) } else { n }, Some(n))
    }
}

impl FusedIterator for Decode<'_> {}

#[cfg(feature = "alloc")]
impl<'a> From<Decode<'a>> for Cow<'a, [u8]> {
    /// Same as [`Decode::into_bytes`].
    ///
    /// ```
    /// use std::borrow::Cow;
    /// let bytes: Cow<[u8]> = url_core::percent::decode("a%00").into();
    /// assert_eq!(bytes.as_ref(), b"a\0");
    /// ```
    fn from(d: Decode<'a>) -> Self {
        d.into_bytes()
    }
}

/// Writes `buf[..len]` as UTF-8, replacing invalid sequences by U+FFFD; an
/// incomplete sequence at the end is kept for the next call (moved to the
/// start of `buf`) unless `last`. Returns how many bytes were kept.
fn flush_lossy(f: &mut fmt::Formatter<'_>, buf: &mut [u8], len: usize, last: bool) -> Result<usize, fmt::Error> {
    let mut start = 0;
    loop {
        match core::str::from_utf8(&buf[start..len]) {
            Ok(s) => {
                f.write_str(s)?;
                return Ok(0);
            }
            Err(e) => {
                let good = start + e.valid_up_to();
                if let Ok(s) = core::str::from_utf8(&buf[start..good]) {
                    f.write_str(s)?;
                }
                match e.error_len() {
                    Some(n) => {
                        f.write_str("\u{FFFD}")?;
                        start = good + n;
                    }
                    None if last => {
                        f.write_str("\u{FFFD}")?;
                        return Ok(0);
                    }
                    None => {
                        buf.copy_within(good..len, 0);
                        return Ok(len - good);
                    }
                }
            }
        }
    }
}

impl fmt::Display for Decode<'_> {
    /// The decoded text, lossy (U+FFFD for invalid UTF-8), without allocating.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 64];
        let mut len = 0;
        for b in self.clone() {
            buf[len] = b;
            len += 1;
            if len == buf.len() {
                len = flush_lossy(f, &mut buf, len, false)?;
            }
        }
        flush_lossy(f, &mut buf, len, true).map(|_| ())
    }
}

// ---------------------------------------------------------------------------
// encoding
// ---------------------------------------------------------------------------

const fn escape_table() -> [u8; 768] {
    let mut t = [0u8; 768];
    let mut i = 0;
    while i < 256 {
        t[3 * i] = b'%';
        t[3 * i + 1] = chars::HEX_UPPER[i >> 4];
        t[3 * i + 2] = chars::HEX_UPPER[i & 15];
        i += 1;
    }
    t
}

/// The bytes of [`ESCAPES`]: `%XX` of octet `b` at `3 * b`.
pub(crate) const ESCAPE_BYTES: [u8; 768] = escape_table();
/// `"%00%01...%FF"`.
const ESCAPES: &str = match core::str::from_utf8(&ESCAPE_BYTES) {
    Ok(s) => s,
    Err(_) => panic!("escape table is ASCII"),
};

/// The escape `%XX` of octet `b`, with upper-case hex digits (the form
/// RFC 1738 §2.2 lists first).
///
/// ```
/// assert_eq!(url_core::percent::escape(b' '), "%20");
/// assert_eq!(url_core::percent::escape(0xab), "%AB");
/// ```
pub const fn escape(b: u8) -> &'static str {
    let i = b as usize * 3;
    ESCAPES.split_at(i + 3).0.split_at(i).1
}

/// A component of a URL, as far as escaping goes: which octets [`encode`]
/// must write as `%XX` there.
///
/// Every component escapes what RFC 1738 §2.2 says must always be encoded:
/// controls (00-1F, 7F), octets 80-FF and the unsafe characters
/// `<space> < > " # % { } | \ ^ ~ [ ] `` ` ``. On top of that:
///
/// | component | also escapes | production |
/// | --- | --- | --- |
/// | [`Login`](Component::Login) | `:` `@` `/` | `user`, `password` (§3.1) |
/// | [`FtpSegment`](Component::FtpSegment), [`FileSegment`](Component::FileSegment) | `/` `;` | `fsegment` (§3.2.2, §3.10) |
/// | [`HttpSegment`](Component::HttpSegment) | `/` `;` `?` | `hsegment` (§3.3) |
/// | [`HttpSearch`](Component::HttpSearch) | `/` `;` `?` | `search` (§3.3) |
/// | [`Gopher`](Component::Gopher) | nothing | `gtype`, `selector`, `search`, `gopher+_string` (§3.4.1) |
/// | [`Mailto`](Component::Mailto) | nothing | `encoded822addr` (§3.5) |
/// | [`NewsArticle`](Component::NewsArticle) | `@` | the `article` before its `@` (§3.6) |
/// | [`Wais`](Component::Wais) | `; / ? : @ & =` | `database`, `wtype`, `wpath` (§3.9) |
/// | [`WaisSearch`](Component::WaisSearch) | `/` `?` | `search` (§3.9) |
/// | [`ProsperoName`](Component::ProsperoName) | `;` | `ppath` (§3.11) |
/// | [`ProsperoField`](Component::ProsperoField) | `;` `=` `/` | `fieldname`, `fieldvalue` (§3.11) |
/// | [`Fragment`](Component::Fragment) | nothing | RFC 1630 fragment (`*xchar`) |
/// | [`SchemePart`](Component::SchemePart) | nothing | `schemepart = *xchar` of other schemes (§5) |
/// | [`Unreserved`](Component::Unreserved) | `; / ? : @ & =` | `*uchar`, valid anywhere escapes are |
///
/// Newsgroup names (news and nntp), hosts, ports and the ftp typecode take no
/// escapes at all, so there is no component for them.
///
/// ```
/// use url_core::percent::{encode, Component};
///
/// let s = "a/b;c?d:e@f&g=h";
/// assert_eq!(encode(s, Component::Login).to_string(), "a%2Fb;c?d%3Ae%40f&g=h");
/// assert_eq!(encode(s, Component::FtpSegment).to_string(), "a%2Fb%3Bc?d:e@f&g=h");
/// assert_eq!(encode(s, Component::HttpSegment).to_string(), "a%2Fb%3Bc%3Fd:e@f&g=h");
/// assert_eq!(encode(s, Component::HttpSearch).to_string(), "a%2Fb%3Bc%3Fd:e@f&g=h");
/// assert_eq!(encode(s, Component::Gopher).to_string(), "a/b;c?d:e@f&g=h");
/// assert_eq!(encode(s, Component::Mailto).to_string(), "a/b;c?d:e@f&g=h");
/// assert_eq!(encode(s, Component::NewsArticle).to_string(), "a/b;c?d:e%40f&g=h");
/// assert_eq!(encode(s, Component::Wais).to_string(), "a%2Fb%3Bc%3Fd%3Ae%40f%26g%3Dh");
/// assert_eq!(encode(s, Component::WaisSearch).to_string(), "a%2Fb;c%3Fd:e@f&g=h");
/// assert_eq!(encode(s, Component::FileSegment).to_string(), "a%2Fb%3Bc?d:e@f&g=h");
/// assert_eq!(encode(s, Component::ProsperoName).to_string(), "a/b%3Bc?d:e@f&g=h");
/// assert_eq!(encode(s, Component::ProsperoField).to_string(), "a%2Fb%3Bc?d:e@f&g%3Dh");
/// assert_eq!(encode(s, Component::Fragment).to_string(), "a/b;c?d:e@f&g=h");
/// assert_eq!(encode(s, Component::SchemePart).to_string(), "a/b;c?d:e@f&g=h");
/// assert_eq!(encode(s, Component::Unreserved).to_string(), "a%2Fb%3Bc%3Fd%3Ae%40f%26g%3Dh");
/// // and always: unsafe, national and non-graphic characters
/// assert_eq!(encode("# %\t~é", Component::Gopher).to_string(), "%23%20%25%09%7E%C3%A9");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Component {
    /// A user name or a password (§3.1: "Within the user and password field,
    /// any ':', '@', or '/' must be encoded"); `;` `?` `&` `=` stay.
    Login,
    /// An ftp `<cwd>` or `<name>` (§3.2.2: "Within a name or CWD component,
    /// the characters '/' and ';' are reserved and must be encoded").
    FtpSegment,
    /// An http path segment (`hsegment`): `/` and `?` (which the production
    /// excludes) and `;` (reserved by §3.3) are escaped.
    HttpSegment,
    /// The http `<searchpart>` after `?`: `/` and `?` (which the production
    /// excludes) and `;` (reserved by §3.3) are escaped.
    HttpSearch,
    /// Any part of a gopher-path: type, selector, search, gopher+ string
    /// (§3.4.1: "Within the `<gopher-path>`, no characters are reserved").
    ///
    /// Tab, CR and LF are controls, so they are always escaped (`%09`,
    /// `%0D`, `%0A`); note that a `%09` in a selector or search *is* the
    /// separator of the next part, and that a selector may not hold CR or LF
    /// at all (§3.4.1), which no encoding can change.
    Gopher,
    /// A mailto address (§3.5: "Within mailto URLs, there are no reserved
    /// characters"; `%` "must be encoded").
    Mailto,
    /// The part of a news message-id before its `@` (§3.6; the `@` is what
    /// tells a message-id from a group name, so a literal `@` is escaped).
    NewsArticle,
    /// A wais `database`, `wtype` or `wpath` (`*uchar`, §3.9): every reserved
    /// character is escaped.
    Wais,
    /// A wais `search` (§3.9, the `search` production): `/` and `?` are
    /// escaped.
    WaisSearch,
    /// A file path segment (`fsegment`, §3.10): `/` and `;` are escaped.
    FileSegment,
    /// A prospero `<hsoname>` as a whole (§3.11: "The semicolon ';' is
    /// reserved and may not appear without quoting in the `<hsoname>`", while
    /// "a slash '/' may appear in the `<hsoname>` without quoting").
    ProsperoName,
    /// A prospero field name or value (`fieldname`, `fieldvalue`, §3.11):
    /// `;`, `=` and `/` are escaped.
    ProsperoField,
    /// An RFC 1630 fragment identifier after `#` (`*xchar`).
    Fragment,
    /// The scheme-specific part of a scheme RFC 1738 does not define
    /// (`schemepart = *xchar`, §5).
    SchemePart,
    /// Only `unreserved` characters stay (`*uchar`): valid in every component
    /// that takes escapes, and every reserved character loses its meaning.
    Unreserved,
}

impl Component {
    /// Every component.
    ///
    /// ```
    /// use url_core::percent::{encode, Component};
    /// for c in Component::ALL {
    ///     assert_eq!(encode("a b", c).to_string(), "a%20b");
    /// }
    /// ```
    pub const ALL: [Component; 15] = [
        Component::Login,
        Component::FtpSegment,
        Component::HttpSegment,
        Component::HttpSearch,
        Component::Gopher,
        Component::Mailto,
        Component::NewsArticle,
        Component::Wais,
        Component::WaisSearch,
        Component::FileSegment,
        Component::ProsperoName,
        Component::ProsperoField,
        Component::Fragment,
        Component::SchemePart,
        Component::Unreserved,
    ];

    /// The character class (a mask of `chars` flags) of the component's
    /// production, `%` included.
    const fn production(self) -> u32 {
        match self {
            Component::Login => LOGIN,
            Component::FtpSegment | Component::FileSegment => FSEGMENT,
            Component::HttpSegment | Component::HttpSearch | Component::WaisSearch => HSEGMENT,
            Component::Gopher | Component::Mailto | Component::Fragment | Component::SchemePart => XCHAR,
            Component::NewsArticle => chars::ARTICLE,
            Component::Wais | Component::Unreserved => UCHAR,
            Component::ProsperoName => FSEGMENT | SLASH,
            Component::ProsperoField => FIELD,
        }
    }

    /// The characters the encoder writes as themselves.
    const fn kept(self) -> u32 {
        let p = self.production() & !PERCENT;
        match self {
            Component::HttpSegment | Component::HttpSearch => p & !SEMI,
            _ => p,
        }
    }

    /// Whether [`encode`] writes octet `b` as `%XX` in this component.
    ///
    /// ```
    /// use url_core::percent::Component;
    /// assert!(Component::FtpSegment.must_escape(b';'));
    /// assert!(!Component::FtpSegment.must_escape(b'?'));
    /// assert!(Component::Mailto.must_escape(b'%'));
    /// assert!(!Component::Mailto.must_escape(b'@'));
    /// ```
    pub const fn must_escape(self, b: u8) -> bool {
        !is(b, self.kept())
    }

    /// Whether octet `b` may appear as itself in this component, by its
    /// production (so `;` in an http segment, which the `hsegment` production
    /// allows but [`encode`] escapes, is allowed). `%` is not: it is only
    /// allowed as the start of an escape.
    ///
    /// ```
    /// use url_core::percent::Component;
    /// assert!(Component::HttpSegment.allows(b';'));
    /// assert!(Component::HttpSegment.must_escape(b';'));
    /// assert!(!Component::HttpSegment.allows(b'/'));
    /// assert!(!Component::Gopher.allows(b'%'));
    /// ```
    pub const fn allows(self, b: u8) -> bool {
        is(b, self.production() & !PERCENT)
    }

    /// Whether `raw` is a valid value of this component: every character
    /// [allowed](Component::allows) as itself, or part of a `%XX` escape.
    ///
    /// ```
    /// use url_core::percent::Component;
    /// assert!(Component::FtpSegment.is_valid("a%2Fb?c"));
    /// assert!(!Component::FtpSegment.is_valid("a/b"));
    /// assert!(!Component::FtpSegment.is_valid("100%"));
    /// ```
    pub const fn is_valid(self, raw: &str) -> bool {
        let b = raw.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'%' {
                if i + 2 >= b.len() || hex_pair(b[i + 1], b[i + 2]).is_none() {
                    return false;
                }
                i += 3;
            } else if self.allows(b[i]) {
                i += 1;
            } else {
                return false;
            }
        }
        true
    }
}

/// Percent-encodes `input` for `component`: an iterator over pieces of the
/// result (runs of `input` kept as they are, and `%XX` escapes), which is
/// also [`Display`](fmt::Display). No allocation.
///
/// `input` is any octets (`&str`, `&[u8]`, `String`, ...); the result decodes
/// back to exactly them ([`decode`]) and holds only what `component`'s
/// production allows ([`Component::is_valid`]).
///
/// ```
/// use url_core::percent::{self, Component};
///
/// let e = percent::encode("über/ueber", Component::FtpSegment);
/// assert_eq!(e.to_string(), "%C3%BCber%2Fueber");
/// assert_eq!(e.clone().collect::<Vec<_>>(), ["%C3", "%BC", "ber", "%2F", "ueber"]);
/// assert!(percent::decode(&e.to_string()).eq("über/ueber".bytes()));
///
/// let raw: &[u8] = &[0xff, b'a'];
/// assert_eq!(percent::encode(raw, Component::Fragment).to_string(), "%FFa");
/// ```
pub fn encode<T: AsRef<[u8]> + ?Sized>(input: &T, component: Component) -> Encode<'_> {
    Encode { rest: input.as_ref(), component }
}

/// Percent-encodes `input` for `component` into a new `String` (feature
/// `alloc`); see [`encode`].
///
/// ```
/// use url_core::percent::{encode_to_string, Component};
/// assert_eq!(encode_to_string("a b?", Component::HttpSearch), "a%20b%3F");
/// ```
#[cfg(feature = "alloc")]
pub fn encode_to_string<T: AsRef<[u8]> + ?Sized>(input: &T, component: Component) -> String {
    let mut out = String::with_capacity(input.as_ref().len());
    for piece in encode(input, component) {
        out.push_str(piece);
    }
    out
}

/// The encoding of some octets for one [`Component`]; made by [`encode`].
///
/// An iterator of `&str` pieces, [`Display`](fmt::Display), and (feature
/// `alloc`) convertible into a `Cow<str>` that borrows the input when nothing
/// needs escaping.
///
/// ```
/// use url_core::percent::{encode, Component};
///
/// assert_eq!(format!("{}", encode("a=b", Component::Wais)), "a%3Db");
/// assert_eq!(encode("a=b", Component::Wais).count(), 3);
/// ```
#[derive(Clone, Debug)]
pub struct Encode<'a> {
    rest: &'a [u8],
    component: Component,
}

impl Encode<'_> {
    /// The length of the encoded text.
    ///
    /// ```
    /// use url_core::percent::{encode, Component};
    /// assert_eq!(encode("a b", Component::Fragment).encoded_len(), 5);
    /// ```
    pub fn encoded_len(&self) -> usize {
        self.rest.iter().map(|&b| if self.component.must_escape(b) { 3 } else { 1 }).sum()
    }

    /// Whether encoding changes nothing (no octet of the rest of the input
    /// needs escaping).
    ///
    /// ```
    /// use url_core::percent::{encode, Component};
    /// assert!(!encode("a;b", Component::HttpSearch).is_unchanged());
    /// assert!(encode("a;b", Component::WaisSearch).is_unchanged());
    /// ```
    pub fn is_unchanged(&self) -> bool {
        !self.rest.iter().any(|&b| self.component.must_escape(b))
    }
}

impl<'a> Iterator for Encode<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let (&first, tail) = self.rest.split_first()?;
        let c = self.component;
        if c.must_escape(first) {
            self.rest = tail;
            return Some(escape(first));
        }
        let n = self.rest.iter().position(|&b| c.must_escape(b)).unwrap_or(self.rest.len());
        let (run, rest) = self.rest.split_at(n);
        self.rest = rest;
        // Every kept octet is ASCII (no component keeps 80-FF).
        Some(core::str::from_utf8(run).unwrap_or_default())
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (usize::from(!self.rest.is_empty()), Some(self.rest.len()))
    }
}

impl FusedIterator for Encode<'_> {}

impl fmt::Display for Encode<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for piece in self.clone() {
            f.write_str(piece)?;
        }
        Ok(())
    }
}

#[cfg(feature = "alloc")]
impl<'a> From<Encode<'a>> for Cow<'a, str> {
    /// The encoded text, borrowing the input when nothing needs escaping.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use url_core::percent::{encode, Component};
    ///
    /// let cow: Cow<str> = encode("plain", Component::Wais).into();
    /// assert!(matches!(cow, Cow::Borrowed("plain")));
    /// let cow: Cow<str> = encode("a=b", Component::Wais).into();
    /// assert_eq!(cow, "a%3Db");
    /// ```
    fn from(mut e: Encode<'a>) -> Self {
        let Some(first) = e.next() else { return Cow::Borrowed("") };
        let Some(second) = e.next() else { return Cow::Borrowed(first) };
        let mut out = String::with_capacity(first.len() + second.len() + e.rest.len() * 3);
        out.push_str(first);
        out.push_str(second);
        for piece in e {
            out.push_str(piece);
        }
        Cow::Owned(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_table() {
        for b in 0..=255u8 {
            let e = escape(b);
            assert_eq!(e.len(), 3);
            assert!(decode(e).eq([b]));
        }
    }

    #[test]
    fn every_component_escapes_what_2_2_requires() {
        for c in Component::ALL {
            for b in 0..=255u8 {
                if !(0x21..0x7f).contains(&b) || b" <>\"#%{}|\\^~[]`".contains(&b) {
                    assert!(c.must_escape(b), "{c:?} {b:#04x}");
                }
                if is(b, chars::UNRESERVED) {
                    assert!(!c.must_escape(b), "{c:?} {b:#04x}");
                }
                // what is kept is allowed by the production
                if !c.must_escape(b) {
                    assert!(c.allows(b), "{c:?} {b:#04x}");
                }
            }
        }
    }

    #[test]
    fn round_trip_all_octets() {
        let all: [u8; 256] = core::array::from_fn(|i| i as u8);
        for c in Component::ALL {
            let mut buf = [0u8; 768];
            let mut n = 0;
            for piece in encode(&all[..], c) {
                buf[n..n + piece.len()].copy_from_slice(piece.as_bytes());
                n += piece.len();
            }
            let text = core::str::from_utf8(&buf[..n]).unwrap();
            assert!(c.is_valid(text), "{c:?}");
            assert!(decode(text).eq(all.iter().copied()), "{c:?}");
            assert_eq!(encode(&all[..], c).encoded_len(), n);
        }
    }
}

//! [`Decoded`]: octets a client uses as they are, either still percent-encoded
//! (decoded as they are read, by [`Decode`]) or plain.

#[cfg(feature = "alloc")]
use alloc::{borrow::Cow, string::FromUtf8Error};
use core::fmt;
use core::hash::{Hash, Hasher};

use super::Decode;

/// Some octets that a client uses as they are: either a part of a URL, still
/// percent-encoded and decoded as it is read, or plain octets given by the
/// caller (an e-mail address, a search the user typed) or by the protocol
/// (`anonymous`).
///
/// Two `Decoded` are equal when their decoded octets are; a `Decoded` also
/// compares with `str` and `[u8]` (decoded octets against the plain ones).
/// [`Display`](fmt::Display) writes the decoded text, invalid UTF-8 as
/// U+FFFD; [`bytes`](Decoded::bytes) gives the exact octets.
///
/// ```
/// use url_core::interpret::Decoded;
///
/// let d = Decoded::encoded("a%20b%2Fc");
/// assert_eq!(d, "a b/c");
/// assert_eq!(d, Decoded::plain(b"a b/c"));
/// assert_eq!(d.to_string(), "a b/c");
/// assert_eq!(d.len(), 5);
/// assert_eq!(d.raw(), Some("a%20b%2Fc"));
/// assert!(d.bytes().eq(*b"a b/c"));
///
/// // a plain '%' is itself
/// assert_eq!(Decoded::plain(b"100%25"), "100%25");
/// assert_eq!(Decoded::from("100%25"), "100%25");
/// ```
#[derive(Clone, Copy)]
pub struct Decoded<'a> {
    src: Src<'a>,
}

#[derive(Clone, Copy)]
enum Src<'a> {
    /// Percent-encoded text (decoded when read).
    Encoded(&'a str),
    /// The octets themselves.
    Plain(&'a [u8]),
}

impl<'a> Decoded<'a> {
    /// The octets that `raw`, percent-encoded text, stands for (as
    /// [`percent::decode`](super::decode) reads it: a `%` that starts no escape is itself).
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// assert_eq!(Decoded::encoded("%2Fetc"), "/etc");
    /// ```
    pub const fn encoded(raw: &'a str) -> Self {
        Decoded { src: Src::Encoded(raw) }
    }

    /// The octets `bytes`, as they are (nothing is decoded).
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// assert_eq!(Decoded::plain(b"%2F"), "%2F");
    /// ```
    pub const fn plain(bytes: &'a [u8]) -> Self {
        Decoded { src: Src::Plain(bytes) }
    }

    /// The text as the URL writes it, still encoded; `None` for plain
    /// octets.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// assert_eq!(Decoded::encoded("a%3Bb").raw(), Some("a%3Bb"));
    /// assert_eq!(Decoded::plain(b"a;b").raw(), None);
    /// ```
    pub const fn raw(&self) -> Option<&'a str> {
        match self.src {
            Src::Encoded(raw) => Some(raw),
            Src::Plain(_) => None,
        }
    }

    /// The one decoder over the octets: [`percent::decode`](super::decode)
    /// for encoded text, a decoder that decodes nothing for plain octets.
    const fn decode(&self) -> Decode<'a> {
        match self.src {
            Src::Encoded(raw) => super::decode(raw),
            Src::Plain(b) => Decode::verbatim(b),
        }
    }

    /// The decoded octets, one by one; no allocation.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// let bytes: Vec<u8> = Decoded::encoded("caf%C3%A9").bytes().collect();
    /// assert_eq!(bytes, "café".as_bytes());
    /// ```
    pub fn bytes(&self) -> Decode<'a> {
        self.decode()
    }

    /// Whether there is no octet.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// assert!(Decoded::encoded("").is_empty());
    /// assert!(!Decoded::encoded("%20").is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        match self.src {
            Src::Encoded(raw) => raw.is_empty(),
            Src::Plain(b) => b.is_empty(),
        }
    }

    /// How many octets there are, decoded.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// assert_eq!(Decoded::encoded("a%20b").len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.decode().decoded_len()
    }

    /// The decoded octets as a slice of the input, when decoding changes
    /// nothing (no escape); `None` otherwise. No allocation.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// assert_eq!(Decoded::encoded("motd").as_bytes(), Some(&b"motd"[..]));
    /// assert_eq!(Decoded::encoded("%2Fetc").as_bytes(), None);
    /// ```
    pub fn as_bytes(&self) -> Option<&'a [u8]> {
        let d = self.decode();
        if d.has_escapes() {
            None
        } else {
            Some(d.raw())
        }
    }

    /// The decoded text as a slice of the input, when decoding changes
    /// nothing and the octets are UTF-8; `None` otherwise. No allocation.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// assert_eq!(Decoded::encoded("motd").as_str(), Some("motd"));
    /// assert_eq!(Decoded::plain(b"\xff").as_str(), None);
    /// ```
    pub fn as_str(&self) -> Option<&'a str> {
        core::str::from_utf8(self.as_bytes()?).ok()
    }

    /// The decoded octets (feature `alloc`), borrowing the input when there
    /// is nothing to decode.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use url_core::interpret::Decoded;
    ///
    /// assert!(matches!(Decoded::encoded("motd").to_bytes(), Cow::Borrowed(b"motd")));
    /// assert_eq!(Decoded::encoded("%FF%00").to_bytes().as_ref(), [0xff, 0]);
    /// ```
    #[cfg(feature = "alloc")]
    pub fn to_bytes(&self) -> Cow<'a, [u8]> {
        self.decode().into_bytes()
    }

    /// The decoded text (feature `alloc`), if the octets are UTF-8;
    /// borrowing the input when there is nothing to decode.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    ///
    /// assert_eq!(Decoded::encoded("na%C3%AFve").to_str().unwrap(), "naïve");
    /// assert_eq!(Decoded::encoded("latin%E9").to_str().unwrap_err().into_bytes(), b"latin\xe9");
    /// ```
    ///
    /// # Errors
    ///
    /// When the decoded octets are not UTF-8 (the error gives them back).
    #[cfg(feature = "alloc")]
    pub fn to_str(&self) -> Result<Cow<'a, str>, FromUtf8Error> {
        self.decode().decode_utf8()
    }

    /// The decoded text (feature `alloc`), invalid UTF-8 replaced by U+FFFD;
    /// borrowing the input when there is nothing to decode.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// assert_eq!(Decoded::encoded("latin%E9").to_str_lossy(), "latin\u{FFFD}");
    /// ```
    #[cfg(feature = "alloc")]
    pub fn to_str_lossy(&self) -> Cow<'a, str> {
        self.decode().decode_utf8_lossy()
    }
}

impl<'a> From<&'a str> for Decoded<'a> {
    /// Plain text: the same as [`Decoded::plain`] (nothing is decoded).
    fn from(s: &'a str) -> Self {
        Decoded::plain(s.as_bytes())
    }
}

impl<'a> From<&'a [u8]> for Decoded<'a> {
    /// The same as [`Decoded::plain`].
    fn from(b: &'a [u8]) -> Self {
        Decoded::plain(b)
    }
}

impl PartialEq for Decoded<'_> {
    fn eq(&self, other: &Self) -> bool {
        match (self.as_bytes(), other.as_bytes()) {
            (Some(a), Some(b)) => a == b,
            _ => self.bytes().eq(other.bytes()),
        }
    }
}

impl Eq for Decoded<'_> {}

impl PartialEq<[u8]> for Decoded<'_> {
    fn eq(&self, other: &[u8]) -> bool {
        self.bytes().eq(other.iter().copied())
    }
}

impl PartialEq<&[u8]> for Decoded<'_> {
    fn eq(&self, other: &&[u8]) -> bool {
        *self == **other
    }
}

impl<const N: usize> PartialEq<[u8; N]> for Decoded<'_> {
    fn eq(&self, other: &[u8; N]) -> bool {
        *self == other[..]
    }
}

impl<const N: usize> PartialEq<&[u8; N]> for Decoded<'_> {
    fn eq(&self, other: &&[u8; N]) -> bool {
        *self == other[..]
    }
}

impl PartialEq<str> for Decoded<'_> {
    fn eq(&self, other: &str) -> bool {
        *self == *other.as_bytes()
    }
}

impl PartialEq<&str> for Decoded<'_> {
    fn eq(&self, other: &&str) -> bool {
        *self == *other.as_bytes()
    }
}

impl Hash for Decoded<'_> {
    /// Hashes the decoded octets, consistently with `==`.
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_usize(self.len());
        for b in self.bytes() {
            state.write_u8(b);
        }
    }
}

impl fmt::Display for Decoded<'_> {
    /// The decoded text, invalid UTF-8 as U+FFFD; no allocation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.decode(), f)
    }
}

impl fmt::Debug for Decoded<'_> {
    /// `Decoded("...")` with the decoded octets, escaped as Rust would.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Decoded(\"")?;
        for b in self.bytes() {
            fmt::Display::fmt(&core::ascii::escape_default(b), f)?;
        }
        f.write_str("\")")
    }
}

/// The octets of a [`Decoded`], now the [`Decode`] that
/// [`Decoded::bytes`] returns: `Decoded` reads through the one decoder of
/// this module, and this was a second iterator doing the same.
#[deprecated(since = "0.1.0", note = "use `url_core::percent::Decode`, which `Decoded::bytes` returns")]
pub type DecodedBytes<'a> = Decode<'a>;

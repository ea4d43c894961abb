//! What a URL means, scheme by scheme, as RFC 1738 §3 states it.
//!
//! Parsing says a URL is well formed; this module says what a client does
//! with it. Every part comes back *decoded* (§3.2.2: "The components are
//! decoded prior to their use"), as a [`Decoded`]: a borrowed view that
//! decodes its `%XX` escapes as it is read, without allocating.
//!
//! | scheme | what | §    |
//! | --- | --- | --- |
//! | ftp | the command plan: [`FtpUrl::commands`] ([`FtpCommand`]) | 3.2.1–3.2.3 |
//! | gopher | the request line: [`GopherUrl::request`] ([`GopherRequest`]), the gopher+ string: [`GopherUrl::gopher_plus_item`] ([`GopherPlus`]) | 3.4 |
//! | mailto | the decoded address: [`MailtoUrl::local_part_decoded`], [`MailtoUrl::domain_decoded`] | 3.5 |
//! | news | all groups, a group or a message-id: [`NewsUrl::item`] ([`NewsItem`]) | 3.6 |
//! | telnet | the advisory login: [`TelnetUrl::advice`] ([`TelnetAdvice`]) | 3.8 |
//! | wais | database, search or document: [`WaisUrl::request`] ([`WaisRequest`]) | 3.9 |
//! | file | local or remote, decoded segments: [`FileUrl::location`], [`FileUrl::segments_decoded`] | 3.10 |
//! | prospero | the hsoname and fields: [`ProsperoUrl::hsoname_decoded`], [`ProsperoUrl::fields_decoded`] | 3.11 |
//!
//! ```
//! use url_core::interpret::FtpCommand;
//! use url_core::FtpUrl;
//!
//! // RFC 1738 §3.2.2
//! let ftp = FtpUrl::parse("ftp://myname@host.dom/%2Fetc/motd").unwrap();
//! let plan: Vec<String> = ftp.commands("me@example.org")?.map(|c| c.to_string()).collect();
//! assert_eq!(plan, ["USER myname", "PASS <ask the user>", "CWD /etc", "TYPE <guess>", "RETR motd"]);
//!
//! let ftp = FtpUrl::parse("ftp://myname@host.dom//etc/motd;type=i").unwrap();
//! let plan: Vec<FtpCommand> = ftp.commands("me@example.org")?.collect();
//! assert_eq!(plan[2], FtpCommand::Cwd("".into()));
//! assert_eq!(plan[3], FtpCommand::Cwd("etc".into()));
//! # Ok::<(), url_core::interpret::WireError>(())
//! ```
//!
//! # What goes on the wire (RFC 1738 §6)
//!
//! The ftp plan and the gopher request are what a client sends, and they are
//! built only from a URL and arguments that are safe to send. A `%0D`, `%0A`
//! or `%00` decoded into a command would end it early and start another one
//! of the URL's choosing (`ftp://h/a%0D%0ADELE%20x/f` would `CWD a`, then
//! `DELE x`), which §6 warns of: "Care should be taken when URLs contain
//! embedded encoded delimiters for a given protocol (for example, CR and LF
//! characters for telnet protocols) that these are not unencoded before
//! transmission." So:
//!
//! - [`FtpUrl::commands`], [`FtpUrl::commands_with_type`],
//!   [`GopherUrl::request`] and [`GopherUrl::form_request`] check the URL
//!   once, with [`Url::control_on_wire`](crate::Url::control_on_wire),
//!   before anything of the plan is made, and refuse it with the
//!   [`ControlOnWire`] that names the part, the offset and the byte;
//! - text the caller gives, which is sent as it is (the anonymous login's
//!   e-mail address, a search the user typed, the values of a form), is
//!   refused the same way when it holds a CR, LF or NUL
//!   ([`ControlInArgument`], naming the [`Argument`]);
//! - [`WireError`] joins the two for the plans that take both.
//!
//! No command of a plan and no line of a request then holds a CR, LF or NUL
//! but the CR LF that ends a gopher line. The decoded views (`*_decoded`,
//! [`Decoded`], [`GopherForm`], [`NewsItem`], [`WaisRequest`], ...) are not
//! checked: they give the octets the URL stands for, whatever they are, and
//! a client that sends one of them checks `control_on_wire` itself.
//!
//! ```
//! use url_core::interpret::Argument;
//! use url_core::{FtpUrl, GopherUrl};
//!
//! let refused = FtpUrl::parse("ftp://u%0D%0ASITE%20EXEC@h/f").unwrap().commands("me@example.org").unwrap_err();
//! assert_eq!(
//!     refused.to_string(),
//!     "encoded CR (%0D) in the user would be sent to the server as a line break (RFC 1738 §6)"
//! );
//! let req = GopherUrl::parse("gopher://h/7sel").unwrap().request().unwrap();
//! assert_eq!(req.with_search(b"q\r\nevil").unwrap_err().argument(), Argument::Search);
//! ```

#[cfg(feature = "alloc")]
use alloc::{borrow::Cow, string::FromUtf8Error, string::String, vec::Vec};
use core::fmt;
use core::hash::{Hash, Hasher};
use core::iter::FusedIterator;

use crate::percent::{self, Decode};
use crate::unwise::ControlOnWire;
use crate::view::file::FileUrl;
use crate::view::ftp::{FtpType, FtpUrl};
use crate::view::gopher::GopherUrl;
use crate::view::mailto::MailtoUrl;
use crate::view::news::{NewsTarget, NewsUrl};
use crate::view::prospero::ProsperoUrl;
use crate::view::telnet::TelnetUrl;
use crate::view::wais::{WaisForm, WaisUrl};
use crate::view::Segments;

// ---------------------------------------------------------------------------
// Decoded
// ---------------------------------------------------------------------------

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

/// The empty [`Decoded`].
const EMPTY: Decoded<'static> = Decoded::plain(b"");

impl<'a> Decoded<'a> {
    /// The octets that `raw`, percent-encoded text, stands for (as
    /// [`percent::decode`] reads it: a `%` that starts no escape is itself).
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

    /// The decoded octets, one by one; no allocation.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    /// let bytes: Vec<u8> = Decoded::encoded("caf%C3%A9").bytes().collect();
    /// assert_eq!(bytes, "café".as_bytes());
    /// ```
    pub fn bytes(&self) -> DecodedBytes<'a> {
        DecodedBytes(match self.src {
            Src::Encoded(raw) => Bytes::Encoded(percent::decode(raw)),
            Src::Plain(b) => Bytes::Plain(b.iter()),
        })
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
        match self.src {
            Src::Encoded(raw) => percent::decode(raw).decoded_len(),
            Src::Plain(b) => b.len(),
        }
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
        match self.src {
            Src::Encoded(raw) if percent::decode(raw).has_escapes() => None,
            Src::Encoded(raw) => Some(raw.as_bytes()),
            Src::Plain(b) => Some(b),
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
        match self.src {
            Src::Encoded(raw) => percent::decode(raw).into_bytes(),
            Src::Plain(b) => Cow::Borrowed(b),
        }
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
        match self.src {
            Src::Encoded(raw) => percent::decode(raw).decode_utf8(),
            Src::Plain(b) => match core::str::from_utf8(b) {
                Ok(s) => Ok(Cow::Borrowed(s)),
                Err(_) => String::from_utf8(b.to_vec()).map(Cow::Owned),
            },
        }
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
        match self.src {
            Src::Encoded(raw) => percent::decode(raw).decode_utf8_lossy(),
            Src::Plain(b) => String::from_utf8_lossy(b),
        }
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
        match self.src {
            Src::Encoded(raw) => fmt::Display::fmt(&percent::decode(raw), f),
            Src::Plain(b) => {
                for chunk in b.utf8_chunks() {
                    f.write_str(chunk.valid())?;
                    if !chunk.invalid().is_empty() {
                        f.write_str("\u{FFFD}")?;
                    }
                }
                Ok(())
            }
        }
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

/// The octets of a [`Decoded`]; made by [`Decoded::bytes`].
///
/// ```
/// use url_core::interpret::Decoded;
/// let mut b = Decoded::encoded("%41b").bytes();
/// assert_eq!(b.next(), Some(b'A'));
/// assert_eq!(b.next(), Some(b'b'));
/// assert_eq!(b.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct DecodedBytes<'a>(Bytes<'a>);

#[derive(Clone, Debug)]
enum Bytes<'a> {
    Encoded(Decode<'a>),
    Plain(core::slice::Iter<'a, u8>),
}

impl Iterator for DecodedBytes<'_> {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        match &mut self.0 {
            Bytes::Encoded(d) => d.next(),
            Bytes::Plain(p) => p.next().copied(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.0 {
            Bytes::Encoded(d) => d.size_hint(),
            Bytes::Plain(p) => p.size_hint(),
        }
    }
}

impl FusedIterator for DecodedBytes<'_> {}

/// The raw text of `raw` after what `rest` (a decoder over a tail of it) has
/// not read yet.
fn rest_of<'a>(raw: &'a str, rest: &Decode<'_>) -> &'a str {
    raw.get(raw.len() - rest.raw().len()..).unwrap_or("")
}

/// The raw range of the first octet of `raw` that decodes to `target`.
fn find_octet(raw: &str, target: u8) -> Option<(usize, usize)> {
    let mut d = percent::decode(raw);
    loop {
        let start = raw.len() - d.raw().len();
        if d.next()? == target {
            return Some((start, raw.len() - d.raw().len()));
        }
    }
}

/// `raw` split around the first octet that decodes to `target`.
fn split_octet(raw: &str, target: u8) -> Option<(&str, &str)> {
    let (s, e) = find_octet(raw, target)?;
    Some((raw.get(..s)?, raw.get(e..)?))
}

/// Each `/`-separated segment of a path, decoded (a `%2F` stays inside its
/// segment); made by [`FtpUrl::cwd_decoded`] and [`FileUrl::segments_decoded`].
///
/// ```
/// let f = url_core::FileUrl::parse("file:///a%2Fb/c%20d").unwrap();
/// let segs: Vec<String> = f.segments_decoded().map(|s| s.to_string()).collect();
/// assert_eq!(segs, ["a/b", "c d"]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DecodedSegments<'a>(Segments<'a>);

impl<'a> Iterator for DecodedSegments<'a> {
    type Item = Decoded<'a>;

    fn next(&mut self) -> Option<Decoded<'a>> {
        self.0.next().map(Decoded::encoded)
    }
}

impl FusedIterator for DecodedSegments<'_> {}

// ---------------------------------------------------------------------------
// Refusals (RFC 1738 §6)
// ---------------------------------------------------------------------------

/// Which text given by the caller, and sent to the server as it is, a
/// [`ControlInArgument`] was found in.
///
/// [`Display`](fmt::Display) writes it as the messages name it.
///
/// ```
/// use url_core::interpret::Argument;
///
/// assert_eq!(Argument::Email.to_string(), "e-mail address");
/// assert_eq!(Argument::Search.to_string(), "search");
/// assert_eq!(Argument::FormValue(1).to_string(), "form value at index 1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Argument {
    /// The end user's e-mail address given to [`FtpUrl::commands`] and
    /// [`FtpUrl::commands_with_type`], sent as `PASS` for anonymous FTP.
    Email,
    /// The search given to [`GopherRequest::with_search`].
    Search,
    /// A value given to [`GopherUrl::form_request`], by its index in the
    /// slice (from 0).
    FormValue(usize),
}

impl Argument {
    /// The argument's name without an index: `"e-mail address"`, `"search"`
    /// or `"form value"`.
    ///
    /// ```
    /// use url_core::interpret::Argument;
    /// assert_eq!(Argument::FormValue(3).name(), "form value");
    /// ```
    pub const fn name(&self) -> &'static str {
        match self {
            Argument::Email => "e-mail address",
            Argument::Search => "search",
            Argument::FormValue(_) => "form value",
        }
    }
}

impl fmt::Display for Argument {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Argument::FormValue(i) => write!(f, "form value at index {i}"),
            _ => f.write_str(self.name()),
        }
    }
}

/// A CR, LF or NUL in text the caller gives to a plan (an e-mail address, a
/// search, a form value), which the plan would send to the server as it is
/// (RFC 1738 §6).
///
/// The URL's own parts are checked by [`Url::control_on_wire`](crate::Url::control_on_wire)
/// ([`ControlOnWire`]); this is the same rule for the plain octets that come
/// from elsewhere. Nothing in them is decoded, so the [`offset`](Self::offset)
/// counts octets of the argument as given (decoded octets, for a form value
/// given as an encoded [`Decoded`]).
///
/// ```
/// use url_core::interpret::Argument;
/// use url_core::FtpUrl;
///
/// let ftp = FtpUrl::parse("ftp://host/pub/README").unwrap();
/// let refused = ftp.commands("me@example.org\r\nDELE README").unwrap_err();
/// let found = refused.argument().unwrap();
/// assert_eq!((found.argument(), found.offset(), found.byte()), (Argument::Email, 14, b'\r'));
/// assert_eq!(
///     found.to_string(),
///     "CR at offset 14 in the e-mail address would be sent to the server as a line break (RFC 1738 §6)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ControlInArgument {
    argument: Argument,
    offset: usize,
    byte: u8,
}

impl ControlInArgument {
    /// The argument that holds the byte.
    ///
    /// ```
    /// use url_core::interpret::Argument;
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch").unwrap();
    /// let refused = g.request().unwrap().with_search(b"fish\n").unwrap_err();
    /// assert_eq!(refused.argument(), Argument::Search);
    /// ```
    pub const fn argument(&self) -> Argument {
        self.argument
    }

    /// The index of the byte among the argument's octets.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch").unwrap();
    /// assert_eq!(g.request().unwrap().with_search(b"fish\n").unwrap_err().offset(), 4);
    /// ```
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// The byte: `b'\r'`, `b'\n'` or `0`.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch").unwrap();
    /// assert_eq!(g.request().unwrap().with_search(b"a\0").unwrap_err().byte(), 0);
    /// ```
    pub const fn byte(&self) -> u8 {
        self.byte
    }

    /// `"CR"`, `"LF"` or `"NUL"`.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch").unwrap();
    /// assert_eq!(g.request().unwrap().with_search(b"a\0").unwrap_err().name(), "NUL");
    /// ```
    pub const fn name(&self) -> &'static str {
        control_name(self.byte)
    }

    /// The section that states the rule: always `"6"` (RFC 1738 §6).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch").unwrap();
    /// assert_eq!(g.request().unwrap().with_search(b"\r").unwrap_err().section(), "6");
    /// ```
    pub const fn section(&self) -> &'static str {
        "6"
    }
}

impl fmt::Display for ControlInArgument {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.byte == 0 { "a NUL byte" } else { "a line break" };
        write!(
            f,
            "{} at offset {} in the {} would be sent to the server as {what} (RFC 1738 §6)",
            self.name(),
            self.offset,
            self.argument
        )
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ControlInArgument {}

const fn control_name(byte: u8) -> &'static str {
    match byte {
        b'\r' => "CR",
        b'\n' => "LF",
        _ => "NUL",
    }
}

/// Whether `b` would end or cut a command or request line: CR, LF or NUL.
const fn is_control_on_wire(b: u8) -> bool {
    matches!(b, b'\r' | b'\n' | 0)
}

/// The first CR, LF or NUL among `octets`, as a refusal of `argument`.
fn check_argument(octets: impl Iterator<Item = u8>, argument: Argument) -> Result<(), ControlInArgument> {
    match octets.enumerate().find(|&(_, b)| is_control_on_wire(b)) {
        Some((offset, byte)) => Err(ControlInArgument { argument, offset, byte }),
        None => Ok(()),
    }
}

/// Why a plan that takes both a URL and text from the caller was refused:
/// an encoded CR, LF or NUL in a part of the URL, or a CR, LF or NUL in an
/// argument (RFC 1738 §6).
///
/// The two refusals are separate types, joined here, because they answer
/// different questions: a [`ControlOnWire`] points into the URL's text (the
/// fix is another URL), a [`ControlInArgument`] into the caller's own
/// argument (the fix is in the caller). Most entry points can only fail one
/// way, and return the narrow type ([`GopherUrl::request`] a
/// [`ControlOnWire`], [`GopherRequest::with_search`] a
/// [`ControlInArgument`]); the plans that take both ([`FtpUrl::commands`],
/// [`GopherUrl::form_request`]) return this enum, and its `From` impls for both
/// let `?` gather either kind.
///
/// The URL is checked first, then the arguments, so a plan refused for the
/// URL says nothing of its arguments.
///
/// ```
/// use url_core::interpret::{Argument, WireError};
/// use url_core::FtpUrl;
///
/// let ftp = FtpUrl::parse("ftp://h/a%0D%0ADELE%20x/f").unwrap();
/// let WireError::Url(found) = ftp.commands("me@example.org").unwrap_err() else { panic!() };
/// assert_eq!((found.component(), found.offset(), found.byte()), ("ftp path", 9, b'\r'));
///
/// let ftp = FtpUrl::parse("ftp://h/f").unwrap();
/// let refused = ftp.commands("me\0").unwrap_err();
/// assert_eq!(refused.argument().map(|a| a.argument()), Some(Argument::Email));
/// assert_eq!((refused.name(), refused.section()), ("NUL", "6"));
/// assert_eq!(
///     refused.to_string(),
///     "NUL at offset 2 in the e-mail address would be sent to the server as a NUL byte (RFC 1738 §6)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WireError {
    /// An encoded CR, LF or NUL in a part of the URL a client decodes onto
    /// the wire.
    Url(ControlOnWire),
    /// A CR, LF or NUL in text the caller gave.
    Argument(ControlInArgument),
}

impl WireError {
    /// The refusal of the URL, if that is what this is.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://u%0D%0ASITE%20EXEC@h/f").unwrap();
    /// assert_eq!(ftp.commands("").unwrap_err().url().map(|c| c.component()), Some("user"));
    /// ```
    pub const fn url(&self) -> Option<ControlOnWire> {
        match *self {
            WireError::Url(c) => Some(c),
            WireError::Argument(_) => None,
        }
    }

    /// The refusal of an argument, if that is what this is.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://h/f").unwrap();
    /// assert_eq!(ftp.commands("a\nb").unwrap_err().argument().map(|a| a.offset()), Some(1));
    /// ```
    pub const fn argument(&self) -> Option<ControlInArgument> {
        match *self {
            WireError::Url(_) => None,
            WireError::Argument(a) => Some(a),
        }
    }

    /// The byte: `b'\r'`, `b'\n'` or `0`.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://h/a%00").unwrap();
    /// assert_eq!(ftp.commands("").unwrap_err().byte(), 0);
    /// ```
    pub const fn byte(&self) -> u8 {
        match self {
            WireError::Url(c) => c.byte(),
            WireError::Argument(a) => a.byte(),
        }
    }

    /// `"CR"`, `"LF"` or `"NUL"`.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://h/a%0A").unwrap();
    /// assert_eq!(ftp.commands("").unwrap_err().name(), "LF");
    /// ```
    pub const fn name(&self) -> &'static str {
        control_name(self.byte())
    }

    /// The section that states the rule: always `"6"` (RFC 1738 §6).
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://h/a%0A").unwrap();
    /// assert_eq!(ftp.commands("").unwrap_err().section(), "6");
    /// ```
    pub const fn section(&self) -> &'static str {
        "6"
    }
}

impl From<ControlOnWire> for WireError {
    fn from(c: ControlOnWire) -> Self {
        WireError::Url(c)
    }
}

impl From<ControlInArgument> for WireError {
    fn from(a: ControlInArgument) -> Self {
        WireError::Argument(a)
    }
}

impl fmt::Display for WireError {
    /// The message of the refusal it holds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::Url(c) => fmt::Display::fmt(c, f),
            WireError::Argument(a) => fmt::Display::fmt(a, f),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for WireError {}

// ---------------------------------------------------------------------------
// ftp
// ---------------------------------------------------------------------------

/// One step of the FTP session an ftp URL stands for (RFC 1738 §3.2.1,
/// §3.2.2); see [`FtpUrl::commands`].
///
/// [`Display`](fmt::Display) writes the command as sent, without the CRLF
/// (`CWD /etc`, `CWD ` with an empty argument, `NLST` without one); the two
/// steps that need the client's decision show what it must supply in angle
/// brackets: `PASS <ask the user>` and `TYPE <guess>`.
///
/// [`Debug`](fmt::Debug) shows the argument of [`Pass`](FtpCommand::Pass)
/// as `***`, so that logging a plan does not log a password; `Display`,
/// which is what goes on the wire, writes it exactly.
///
/// A plan made by [`FtpUrl::commands`] never holds a CR, LF or NUL in an
/// argument (RFC 1738 §6: the URL and the e-mail address are checked before
/// the plan is made); a command built by hand is written as it is built.
///
/// ```
/// use url_core::interpret::FtpCommand;
/// use url_core::FtpType;
///
/// assert_eq!(FtpCommand::Cwd("/etc".into()).to_string(), "CWD /etc");
/// assert_eq!(FtpCommand::Cwd("".into()).to_string(), "CWD ");
/// assert_eq!(FtpCommand::Type(FtpType::Image).to_string(), "TYPE I");
/// assert_eq!(FtpCommand::Nlst("".into()).to_string(), "NLST");
/// assert_eq!(FtpCommand::PassPrompt.verb(), "PASS");
/// assert_eq!(FtpCommand::Retr("motd".into()).argument(), Some("motd".into()));
///
/// assert_eq!(FtpCommand::Pass("s3cr3t".into()).to_string(), "PASS s3cr3t");
/// assert_eq!(format!("{:?}", FtpCommand::Pass("s3cr3t".into())), "Pass(***)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum FtpCommand<'a> {
    /// `USER <name>`: the URL's user name, or `anonymous` when it has none
    /// (§3.2.1). An empty user name (`ftp://@host/`) is an empty argument.
    User(Decoded<'a>),
    /// `PASS <password>`, sent if the server asks for a password: the URL's
    /// password, or for anonymous FTP the end user's e-mail address
    /// (§3.2.1).
    Pass(Decoded<'a>),
    /// The URL has a user name but no password: if the server asks for one,
    /// "the program interpreting the FTP URL should request one from the
    /// user" (§3.2.1) and send it with `PASS`.
    PassPrompt,
    /// `CWD <directory>`, for each `<cwd>` segment in turn; an empty segment
    /// is a `CWD` with an empty argument (§3.2.2).
    Cwd(Decoded<'a>),
    /// `TYPE A` or `TYPE I`, for `;type=a` or `;type=i` (§3.2.2).
    /// ([`FtpType::Directory`] is never given here: it is [`Nlst`](FtpCommand::Nlst).)
    Type(FtpType),
    /// The URL has no `;type=`: "the client program interpreting the URL
    /// must guess the appropriate mode to use" (§3.2.3) and send `TYPE` with
    /// it. [`FtpUrl::commands_with_type`] gives the plan for a guess.
    GuessType,
    /// `RETR <name>`: access the file `<name>` (§3.2.2).
    Retr(Decoded<'a>),
    /// `NLST <name>` for `;type=d`: a name list, read as a directory listing
    /// (§3.2.2); `NLST` without an argument when the name is empty.
    Nlst(Decoded<'a>),
}

impl<'a> FtpCommand<'a> {
    /// The FTP command: `USER`, `PASS`, `CWD`, `TYPE`, `RETR` or `NLST`
    /// (`PASS` for [`PassPrompt`](FtpCommand::PassPrompt), `TYPE` for
    /// [`GuessType`](FtpCommand::GuessType)).
    ///
    /// ```
    /// use url_core::interpret::FtpCommand;
    /// assert_eq!(FtpCommand::GuessType.verb(), "TYPE");
    /// ```
    pub const fn verb(&self) -> &'static str {
        match self {
            FtpCommand::User(_) => "USER",
            FtpCommand::Pass(_) | FtpCommand::PassPrompt => "PASS",
            FtpCommand::Cwd(_) => "CWD",
            FtpCommand::Type(_) | FtpCommand::GuessType => "TYPE",
            FtpCommand::Retr(_) => "RETR",
            FtpCommand::Nlst(_) => "NLST",
        }
    }

    /// The argument to send after the verb and a space, decoded; `None`
    /// when the command is sent without one (`NLST` with an empty name) or
    /// when the client must supply it ([`PassPrompt`](FtpCommand::PassPrompt),
    /// [`GuessType`](FtpCommand::GuessType)).
    ///
    /// ```
    /// use url_core::interpret::FtpCommand;
    /// use url_core::FtpType;
    ///
    /// assert_eq!(FtpCommand::Type(FtpType::Ascii).argument(), Some("A".into()));
    /// assert_eq!(FtpCommand::Cwd("".into()).argument(), Some("".into()));
    /// assert_eq!(FtpCommand::Nlst("".into()).argument(), None);
    /// assert_eq!(FtpCommand::PassPrompt.argument(), None);
    /// ```
    pub fn argument(&self) -> Option<Decoded<'a>> {
        match *self {
            FtpCommand::User(d) | FtpCommand::Pass(d) | FtpCommand::Cwd(d) | FtpCommand::Retr(d) => Some(d),
            FtpCommand::Nlst(d) => (!d.is_empty()).then_some(d),
            FtpCommand::Type(t) => Some(Decoded::plain(match t {
                FtpType::Ascii => b"A",
                FtpType::Image => b"I",
                FtpType::Directory => b"D",
            })),
            FtpCommand::PassPrompt | FtpCommand::GuessType => None,
        }
    }

    /// Whether this step needs the client's input before it can be sent
    /// ([`PassPrompt`](FtpCommand::PassPrompt), [`GuessType`](FtpCommand::GuessType)).
    ///
    /// ```
    /// use url_core::interpret::FtpCommand;
    /// assert!(FtpCommand::GuessType.needs_input());
    /// assert!(!FtpCommand::Retr("motd".into()).needs_input());
    /// ```
    pub const fn needs_input(&self) -> bool {
        matches!(self, FtpCommand::PassPrompt | FtpCommand::GuessType)
    }
}

/// Shows `***` in place of a secret.
struct Redacted;

impl fmt::Debug for Redacted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

impl fmt::Debug for FtpCommand<'_> {
    /// As derived, but the argument of `Pass` is `***`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FtpCommand::User(d) => f.debug_tuple("User").field(d).finish(),
            FtpCommand::Pass(_) => f.debug_tuple("Pass").field(&Redacted).finish(),
            FtpCommand::PassPrompt => f.write_str("PassPrompt"),
            FtpCommand::Cwd(d) => f.debug_tuple("Cwd").field(d).finish(),
            FtpCommand::Type(t) => f.debug_tuple("Type").field(t).finish(),
            FtpCommand::GuessType => f.write_str("GuessType"),
            FtpCommand::Retr(d) => f.debug_tuple("Retr").field(d).finish(),
            FtpCommand::Nlst(d) => f.debug_tuple("Nlst").field(d).finish(),
        }
    }
}

impl fmt::Display for FtpCommand<'_> {
    /// The command as sent, without the CR LF (the password included).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.verb())?;
        match self {
            FtpCommand::PassPrompt => f.write_str(" <ask the user>"),
            FtpCommand::GuessType => f.write_str(" <guess>"),
            _ => match self.argument() {
                Some(arg) => write!(f, " {arg}"),
                None => Ok(()),
            },
        }
    }
}

/// The command plan of an ftp URL; made by [`FtpUrl::commands`].
///
/// Login (`USER`, then `PASS` or [`PassPrompt`](FtpCommand::PassPrompt)),
/// a `CWD` per `<cwd>` segment, then `TYPE` (or
/// [`GuessType`](FtpCommand::GuessType)) and `RETR`, or `NLST`. No
/// argument holds a CR, LF or NUL. `Debug` shows the password as `***`.
///
/// ```
/// let ftp = url_core::FtpUrl::parse("ftp://ftp.example.org/pub/a%20b/x%3By.txt;type=i").unwrap();
/// let plan: Vec<String> = ftp.commands("me@example.org").unwrap().map(|c| c.to_string()).collect();
/// assert_eq!(plan, ["USER anonymous", "PASS me@example.org", "CWD pub", "CWD a b", "TYPE I", "RETR x;y.txt"]);
/// ```
#[derive(Clone, Debug)]
pub struct FtpCommands<'a> {
    login: [Option<FtpCommand<'a>>; 2],
    cwd: DecodedSegments<'a>,
    tail: [Option<FtpCommand<'a>>; 2],
}

impl<'a> Iterator for FtpCommands<'a> {
    type Item = FtpCommand<'a>;

    fn next(&mut self) -> Option<FtpCommand<'a>> {
        if let Some(c) = self.login.iter_mut().find_map(Option::take) {
            return Some(c);
        }
        if let Some(d) = self.cwd.next() {
            return Some(FtpCommand::Cwd(d));
        }
        self.tail.iter_mut().find_map(Option::take)
    }
}

impl FusedIterator for FtpCommands<'_> {}

/// `USER anonymous`'s argument.
const ANONYMOUS: &[u8] = b"anonymous";

impl<'a> FtpUrl<'a> {
    /// The FTP commands this URL stands for (§3.2.1–§3.2.3), in order, with
    /// their arguments decoded:
    ///
    /// 1. login: `USER <user>`, then `PASS <password>`, or, when the URL has
    ///    a user name but no password, [`PassPrompt`](FtpCommand::PassPrompt)
    ///    (ask the user, if the server wants a password); without a user name,
    ///    the anonymous convention: `USER anonymous`, `PASS <email>`, where
    ///    `email` is "the Internet e-mail address of the end user";
    /// 2. `CWD <cwd>` for each directory segment, in order, an empty one
    ///    included;
    /// 3. for `;type=d`, `NLST <name>`; for `;type=a` or `;type=i`, `TYPE A`
    ///    or `TYPE I` and `RETR <name>`; without `;type=`,
    ///    [`GuessType`](FtpCommand::GuessType) and `RETR <name>`.
    ///
    /// `PASS` is only sent if the server asks for a password. A URL without
    /// a path reads as one with an empty `<name>`.
    ///
    /// # Errors
    ///
    /// No command of the plan holds a CR, LF or NUL in its argument: sent
    /// decoded, one would end the command early and start another of the
    /// URL's choosing (RFC 1738 §6). Before the plan is made, the URL is
    /// checked with [`Url::control_on_wire`](crate::Url::control_on_wire)
    /// (an encoded `%0D`, `%0A` or `%00` in the user, password or path gives
    /// [`WireError::Url`]), then `email`, which is sent as it is, whether
    /// the plan uses it or not (a CR, LF or NUL gives [`WireError::Argument`]
    /// with [`Argument::Email`]).
    ///
    /// ```
    /// use url_core::interpret::FtpCommand;
    /// use url_core::{FtpType, FtpUrl};
    ///
    /// let ftp = FtpUrl::parse("ftp://myname@host.dom/etc/motd;type=a").unwrap();
    /// let plan: Vec<FtpCommand> = ftp.commands("me@example.org").unwrap().collect();
    /// assert_eq!(
    ///     plan,
    ///     [
    ///         FtpCommand::User("myname".into()),
    ///         FtpCommand::PassPrompt,
    ///         FtpCommand::Cwd("etc".into()),
    ///         FtpCommand::Type(FtpType::Ascii),
    ///         FtpCommand::Retr("motd".into()),
    ///     ]
    /// );
    ///
    /// let ftp = FtpUrl::parse("ftp://h/a%0D%0ADELE%20x/f").unwrap();
    /// assert_eq!(
    ///     ftp.commands("me@example.org").unwrap_err().to_string(),
    ///     "encoded CR (%0D) in the ftp path would be sent to the server as a line break (RFC 1738 §6)"
    /// );
    /// ```
    pub fn commands<'b>(&self, email: &'b str) -> Result<FtpCommands<'b>, WireError>
    where
        'a: 'b,
    {
        self.plan(email, self.typecode())
    }

    /// The command plan as if the URL said `;type=<typecode>`: what the
    /// client does once it has guessed the type of a URL without one
    /// (§3.2.3), for example [`FtpType::Directory`] for a name ending in `/`.
    ///
    /// ```
    /// use url_core::FtpType;
    ///
    /// let ftp = url_core::FtpUrl::parse("ftp://host/pub/").unwrap();
    /// let plan: Vec<String> =
    ///     ftp.commands_with_type("", FtpType::Directory).unwrap().map(|c| c.to_string()).collect();
    /// assert_eq!(plan, ["USER anonymous", "PASS ", "CWD pub", "NLST"]);
    /// ```
    ///
    /// # Errors
    ///
    /// As [`commands`](FtpUrl::commands): an encoded CR, LF or NUL in the
    /// URL, or a CR, LF or NUL in `email` (RFC 1738 §6).
    pub fn commands_with_type<'b>(&self, email: &'b str, typecode: FtpType) -> Result<FtpCommands<'b>, WireError>
    where
        'a: 'b,
    {
        self.plan(email, Some(typecode))
    }

    fn plan<'b>(&self, email: &'b str, typecode: Option<FtpType>) -> Result<FtpCommands<'b>, WireError>
    where
        'a: 'b,
    {
        // once, before anything of the plan exists (RFC 1738 §6)
        if let Some(found) = self.0.control_on_wire() {
            return Err(WireError::Url(found));
        }
        check_argument(email.bytes(), Argument::Email)?;
        let login = match (self.user(), self.password()) {
            (Some(user), Some(pass)) => {
                [FtpCommand::User(Decoded::encoded(user)), FtpCommand::Pass(Decoded::encoded(pass))]
            }
            (Some(user), None) => [FtpCommand::User(Decoded::encoded(user)), FtpCommand::PassPrompt],
            (None, _) => [FtpCommand::User(Decoded::plain(ANONYMOUS)), FtpCommand::Pass(Decoded::from(email))],
        };
        let name = self.name_decoded().unwrap_or(EMPTY);
        let tail = match typecode {
            Some(FtpType::Directory) => [Some(FtpCommand::Nlst(name)), None],
            Some(t) => [Some(FtpCommand::Type(t)), Some(FtpCommand::Retr(name))],
            None => [Some(FtpCommand::GuessType), Some(FtpCommand::Retr(name))],
        };
        Ok(FtpCommands { login: login.map(Some), cwd: self.cwd_decoded(), tail })
    }

    /// The `<cwd>` segments, decoded (§3.2.2: a `%2F` is a `/` inside the
    /// argument of one `CWD`).
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://host/%2Fetc//a%20b/motd").unwrap();
    /// let cwd: Vec<String> = ftp.cwd_decoded().map(|d| d.to_string()).collect();
    /// assert_eq!(cwd, ["/etc", "", "a b"]);
    /// ```
    pub const fn cwd_decoded(&self) -> DecodedSegments<'a> {
        DecodedSegments(self.cwd())
    }

    /// The `<name>`, decoded (possibly empty); `None` without a path.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://host/x%3By.txt;type=i").unwrap();
    /// assert_eq!(ftp.name_decoded().unwrap(), "x;y.txt");
    /// ```
    pub const fn name_decoded(&self) -> Option<Decoded<'a>> {
        match self.name() {
            Some(n) => Some(Decoded::encoded(n)),
            None => None,
        }
    }

    /// The user name, decoded.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://a%40b:c%3Ad@host/").unwrap();
    /// assert_eq!(ftp.user_decoded().unwrap(), "a@b");
    /// ```
    pub const fn user_decoded(&self) -> Option<Decoded<'a>> {
        match self.user() {
            Some(u) => Some(Decoded::encoded(u)),
            None => None,
        }
    }

    /// The password, decoded.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://a%40b:c%3Ad@host/").unwrap();
    /// assert_eq!(ftp.password_decoded().unwrap(), "c:d");
    /// ```
    pub const fn password_decoded(&self) -> Option<Decoded<'a>> {
        match self.password() {
            Some(p) => Some(Decoded::encoded(p)),
            None => None,
        }
    }
}

// ---------------------------------------------------------------------------
// gopher
// ---------------------------------------------------------------------------

/// What a gopher client sends after the selector (RFC 1738 §3.4.2, §3.4.3
/// as draft-ietf-uri-url-06 explains it); see [`GopherRequest::search`].
///
/// ```
/// use url_core::interpret::GopherSearch;
/// use url_core::GopherUrl;
///
/// let g = GopherUrl::parse("gopher://host/7/search%09red%20fish").unwrap();
/// assert_eq!(g.request().unwrap().search(), GopherSearch::Given("red fish".into()));
/// let g = GopherUrl::parse("gopher://host/7/search").unwrap();
/// assert_eq!(g.request().unwrap().search(), GopherSearch::Prompt);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GopherSearch<'a> {
    /// No search field: the selector alone (or followed by a tab and the
    /// gopher+ string).
    None,
    /// A tab and this search string follow the selector.
    Given(Decoded<'a>),
    /// The item is a search engine (type `7`) but the URL gives no search
    /// (or an empty one): the client must ask the user for the search string
    /// before sending the request ([`GopherRequest::with_search`]).
    Prompt,
}

/// The request a gopher client sends for a URL: the decoded selector, then
/// maybe a tab and a search, then maybe a tab and the gopher+ string, then
/// CR LF (RFC 1738 §3.4); made by [`GopherUrl::request`] and
/// [`GopherUrl::form_request`].
///
/// A request is only made once its URL and every argument given to it are
/// checked (RFC 1738 §6), so its line holds no CR, LF or NUL but the CR LF
/// that ends it (and, for a filled-out form, the CR LF that ends each line of
/// the form: see [`GopherUrl::form_request`]).
///
/// ```
/// use url_core::GopherUrl;
///
/// let g = GopherUrl::parse("gopher://host/7/search%09red%20fish").unwrap();
/// assert_eq!(g.request().unwrap().line().unwrap().collect::<Vec<u8>>(), b"/search\tred fish\r\n");
///
/// let g = GopherUrl::parse("gopher://host/7/search").unwrap();
/// let req = g.request().unwrap();
/// assert!(req.needs_search());
/// assert!(req.line().is_none());
/// let req = req.with_search(b"blue fish").unwrap();
/// assert_eq!(req.line().unwrap().collect::<Vec<u8>>(), b"/search\tblue fish\r\n");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GopherRequest<'a> {
    selector: Decoded<'a>,
    search: GopherSearch<'a>,
    plus: Option<Decoded<'a>>,
    ask: bool,
    form: Option<&'a [Decoded<'a>]>,
}

/// The gopher+ request for an item's +ASK attribute.
const ASK_FETCH: &[u8] = b"!+ASK";

impl<'a> GopherRequest<'a> {
    /// The selector, decoded (empty for the server's top-level directory).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/0a%20b").unwrap();
    /// assert_eq!(g.request().unwrap().selector(), "a b");
    /// ```
    pub const fn selector(&self) -> Decoded<'a> {
        self.selector
    }

    /// What is sent after the selector: nothing, a search, or a search the
    /// user must supply.
    ///
    /// ```
    /// use url_core::interpret::GopherSearch;
    /// let g = url_core::GopherUrl::parse("gopher://host/0a").unwrap();
    /// assert_eq!(g.request().unwrap().search(), GopherSearch::None);
    /// ```
    pub const fn search(&self) -> GopherSearch<'a> {
        self.search
    }

    /// The gopher+ commands sent after the (last) tab, decoded; for a
    /// gopher+ string of `?` (§3.4.5), `!+ASK`, the request for the item's
    /// form (see [`needs_form`](GopherRequest::needs_form)).
    ///
    /// For a filled-out form ([`GopherUrl::form_request`]), `+`: the form's
    /// data follows it ([`form_values`](GopherRequest::form_values)).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/0a%09%09!+ABSTRACT").unwrap();
    /// assert_eq!(g.request().unwrap().gopher_plus().unwrap(), "!+ABSTRACT");
    /// ```
    pub const fn gopher_plus(&self) -> Option<Decoded<'a>> {
        self.plus
    }

    /// The values of a filled-out form, sent one per line after the
    /// selector, the gopher+ `+` and the data header (§3.4.9); `None` for
    /// a request that sends no form.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    ///
    /// let g = url_core::GopherUrl::parse("gopher://host/1form%09%09?").unwrap();
    /// assert_eq!(g.request().unwrap().form_values(), None);
    /// let values = [Decoded::from("red")];
    /// assert_eq!(g.form_request(&values).unwrap().form_values(), Some(&values[..]));
    /// ```
    pub const fn form_values(&self) -> Option<&'a [Decoded<'a>]> {
        self.form
    }

    /// Whether the user must supply a search string first
    /// ([`GopherSearch::Prompt`]).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7").unwrap();
    /// assert!(g.request().unwrap().needs_search());
    /// ```
    pub const fn needs_search(&self) -> bool {
        matches!(self.search, GopherSearch::Prompt)
    }

    /// Whether the URL's gopher+ string is `?`, an item with a +ASK form
    /// (§3.4.4, §3.4.5): the client fetches the item's +ASK attribute (that
    /// is what [`line`](GopherRequest::line) asks for), has the user fill out
    /// the form, and returns the responses with the selector (the form of
    /// §3.4.9: [`GopherUrl::form_request`]).
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    ///
    /// let g = url_core::GopherUrl::parse("gopher://host/1form%09%09?").unwrap();
    /// let req = g.request().unwrap();
    /// assert!(req.needs_form());
    /// assert_eq!(req.line().unwrap().collect::<Vec<u8>>(), b"form\t!+ASK\r\n");
    /// let values = [Decoded::from("red")];
    /// let filled = g.form_request(&values).unwrap();
    /// assert!(!filled.needs_form());
    /// assert_eq!(filled.line().unwrap().collect::<Vec<u8>>(), b"form\t+\t1\r\n+-1\r\nred\r\n.\r\n");
    /// ```
    pub const fn needs_form(&self) -> bool {
        self.ask
    }

    /// The request with `search` (plain octets, not encoded) as its search:
    /// for a search engine whose URL gives none, what the user typed.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch%09%09+").unwrap();
    /// let req = g.request().unwrap().with_search(b"x%y").unwrap();
    /// assert_eq!(req.line().unwrap().collect::<Vec<u8>>(), b"srch\tx%y\t+\r\n");
    /// ```
    ///
    /// # Errors
    ///
    /// When `search` holds a CR, LF or NUL, which would end the request
    /// line early (RFC 1738 §6): [`Argument::Search`], with the offset of
    /// the first such byte.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch").unwrap();
    /// assert_eq!(
    ///     g.request().unwrap().with_search(b"q\r\nevil").unwrap_err().to_string(),
    ///     "CR at offset 1 in the search would be sent to the server as a line break (RFC 1738 §6)"
    /// );
    /// ```
    pub fn with_search<'b>(self, search: &'b [u8]) -> Result<GopherRequest<'b>, ControlInArgument>
    where
        'a: 'b,
    {
        check_argument(search.iter().copied(), Argument::Search)?;
        Ok(GopherRequest { search: GopherSearch::Given(Decoded::plain(search)), ..self })
    }

    /// The octets of the request, CR LF included; `None` while a search
    /// must be prompted for. No allocation.
    ///
    /// One line, ending with CR LF; for a filled-out form
    /// ([`GopherUrl::form_request`]), the lines of §3.4.9, each ending
    /// with CR LF. No other CR, LF or NUL is ever written.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/1").unwrap();
    /// assert_eq!(g.request().unwrap().line().unwrap().collect::<Vec<u8>>(), b"\r\n");
    /// ```
    pub fn line(&self) -> Option<GopherLine<'a>> {
        const TAB: Decoded<'static> = Decoded::plain(b"\t");
        let none = || EMPTY.bytes();
        let (tab1, search) = match self.search {
            GopherSearch::Prompt => return None,
            GopherSearch::None => (none(), none()),
            GopherSearch::Given(s) => (TAB.bytes(), s.bytes()),
        };
        let (tab2, plus) = match self.plus {
            Some(p) => (TAB.bytes(), p.bytes()),
            None => (none(), none()),
        };
        let (end, values, form_end): (&'static [u8], &'a [Decoded<'a>], &'static [u8]) = match self.form {
            // "<selector><tab>+<tab>1<cr><lf>+-1<cr><lf><value><cr><lf>...<cr><lf>.<cr><lf>"
            Some(values) => (FORM_HEADER, values, FORM_END),
            None => (b"\r\n", &[], b""),
        };
        Some(GopherLine {
            parts: [self.selector.bytes(), tab1, search, tab2, plus, Decoded::plain(end).bytes()],
            i: 0,
            values: values.iter(),
            value: none(),
            crlf: b"",
            end: form_end.iter(),
        })
    }

    /// The request (feature `alloc`); `None` while a search must be
    /// prompted for.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/0a%09%09+").unwrap();
    /// assert_eq!(g.request().unwrap().to_vec().unwrap(), b"a\t+\r\n");
    /// ```
    #[cfg(feature = "alloc")]
    pub fn to_vec(&self) -> Option<Vec<u8>> {
        Some(self.line()?.collect())
    }
}

/// What follows the gopher+ `+` of a filled-out form, before its values
/// (§3.4.9): a tab, the data flag `1`, and the data block's length line
/// `+-1` (the block ends with a line `.`).
const FORM_HEADER: &[u8] = b"\t1\r\n+-1\r\n";

/// The last line of a filled-out form (§3.4.9).
const FORM_END: &[u8] = b".\r\n";

/// The octets of a gopher request; made by [`GopherRequest::line`].
///
/// ```
/// let g = url_core::GopherUrl::parse("gopher://host/0%2Fa").unwrap();
/// let line = g.request().unwrap().line().unwrap();
/// assert!(line.eq(*b"/a\r\n"));
/// ```
#[derive(Clone, Debug)]
pub struct GopherLine<'a> {
    /// Selector, tab, search, tab, gopher+ string, then CR LF (or the form
    /// header).
    parts: [DecodedBytes<'a>; 6],
    i: usize,
    /// The form's values not started yet.
    values: core::slice::Iter<'a, Decoded<'a>>,
    /// The rest of the current value, then of its CR LF.
    value: DecodedBytes<'a>,
    crlf: &'static [u8],
    /// The form's last line.
    end: core::slice::Iter<'static, u8>,
}

impl Iterator for GopherLine<'_> {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        while let Some(part) = self.parts.get_mut(self.i) {
            if let Some(b) = part.next() {
                return Some(b);
            }
            self.i += 1;
        }
        loop {
            if let Some(b) = self.value.next() {
                return Some(b);
            }
            if let Some((&b, rest)) = self.crlf.split_first() {
                self.crlf = rest;
                return Some(b);
            }
            match self.values.next() {
                Some(v) => {
                    self.value = v.bytes();
                    self.crlf = b"\r\n";
                }
                None => return self.end.next().copied(),
            }
        }
    }
}

impl FusedIterator for GopherLine<'_> {}

/// What a gopher+ string refers to (RFC 1738 §3.4.4–§3.4.9); see
/// [`GopherUrl::gopher_plus_item`]. The string is classified by its decoded
/// octets, and every part given here is decoded.
///
/// ```
/// use url_core::interpret::GopherPlus;
/// use url_core::GopherUrl;
///
/// let g = GopherUrl::parse("gopher://host/9doc%09%09+application/postscript%20Es_ES").unwrap();
/// assert_eq!(
///     g.gopher_plus_item(),
///     Some(GopherPlus::View { view: "application/postscript".into(), language: Some("Es_ES".into()) })
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GopherPlus<'a> {
    /// `+`: the item's default view (data representation) (§3.4.4).
    DefaultView,
    /// `?`: an item with a Gopher+ electronic form (+ASK) (§3.4.4, §3.4.5);
    /// see [`GopherRequest::needs_form`].
    Ask,
    /// `!` with the attribute names that follow, if any: the item's
    /// attributes, all of them or the ones named (§3.4.6, §3.4.7).
    ItemAttributes(GopherAttributes<'a>),
    /// `$` with the attribute names that follow, if any: the attributes of
    /// all items in a directory, all of them or the ones named (§3.4.6,
    /// §3.4.7).
    DirectoryAttributes(GopherAttributes<'a>),
    /// `+<view_name>` with an optional space and `<language_name>`: an
    /// alternate view (§3.4.8).
    View {
        /// The view name (a MIME type such as `application/postscript`).
        view: Decoded<'a>,
        /// The language name after the space, if any (such as `Es_ES`).
        language: Option<Decoded<'a>>,
    },
    /// `+` then a tab: a filled-out electronic form (§3.4.9).
    Form(GopherForm<'a>),
    /// Any other gopher+ string (the empty one included), decoded.
    Other(Decoded<'a>),
}

impl<'a> GopherPlus<'a> {
    /// Classifies a raw (still encoded) gopher+ string.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// assert_eq!(GopherPlus::classify("+"), GopherPlus::DefaultView);
    /// assert_eq!(GopherPlus::classify("%3F"), GopherPlus::Ask);
    /// assert_eq!(GopherPlus::classify("x"), GopherPlus::Other("x".into()));
    /// ```
    pub fn classify(raw: &'a str) -> Self {
        let mut d = percent::decode(raw);
        let first = d.next();
        let rest = rest_of(raw, &d);
        match first {
            Some(b'+') if rest.is_empty() => GopherPlus::DefaultView,
            Some(b'?') if rest.is_empty() => GopherPlus::Ask,
            Some(b'!') => GopherPlus::ItemAttributes(GopherAttributes { raw: rest }),
            Some(b'$') => GopherPlus::DirectoryAttributes(GopherAttributes { raw: rest }),
            Some(b'+') => {
                let mut r = percent::decode(rest);
                if r.next() == Some(b'\t') {
                    return GopherPlus::Form(GopherForm { raw: rest_of(rest, &r) });
                }
                match split_octet(rest, b' ') {
                    Some((view, lang)) => {
                        GopherPlus::View { view: Decoded::encoded(view), language: Some(Decoded::encoded(lang)) }
                    }
                    None => GopherPlus::View { view: Decoded::encoded(rest), language: None },
                }
            }
            _ => GopherPlus::Other(Decoded::encoded(raw)),
        }
    }
}

/// The attribute names of a gopher+ `!` or `$` string (§3.4.6, §3.4.7):
/// separated by (encoded) spaces; none means all attributes.
///
/// ```
/// use url_core::interpret::GopherPlus;
///
/// let GopherPlus::ItemAttributes(a) = GopherPlus::classify("!+ABSTRACT%20+SMELL") else { panic!() };
/// assert_eq!(a.names().map(|n| n.to_string()).collect::<Vec<_>>(), ["+ABSTRACT", "+SMELL"]);
/// assert!(!a.is_all());
/// let GopherPlus::ItemAttributes(a) = GopherPlus::classify("!") else { panic!() };
/// assert!(a.is_all());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GopherAttributes<'a> {
    raw: &'a str,
}

impl<'a> GopherAttributes<'a> {
    /// Whether no attribute is named: all of them are meant (§3.4.6).
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::DirectoryAttributes(a) = GopherPlus::classify("$") else { panic!() };
    /// assert!(a.is_all());
    /// ```
    pub fn is_all(&self) -> bool {
        self.names().next().is_none()
    }

    /// The attribute names, decoded, in order (empty ones skipped).
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::DirectoryAttributes(a) = GopherPlus::classify("$+VIEWS") else { panic!() };
    /// assert_eq!(a.names().collect::<Vec<_>>(), ["+VIEWS"]);
    /// ```
    pub fn names(&self) -> GopherAttributeNames<'a> {
        GopherAttributeNames { rest: Some(self.raw) }
    }

    /// The names as the URL writes them (after the `!` or `$`).
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::ItemAttributes(a) = GopherPlus::classify("!+A%20+B") else { panic!() };
    /// assert_eq!(a.raw(), "+A%20+B");
    /// ```
    pub const fn raw(&self) -> &'a str {
        self.raw
    }
}

/// The names of [`GopherAttributes::names`].
///
/// ```
/// use url_core::interpret::GopherPlus;
/// let GopherPlus::ItemAttributes(a) = GopherPlus::classify("!a%20%20b") else { panic!() };
/// assert_eq!(a.names().count(), 2);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct GopherAttributeNames<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for GopherAttributeNames<'a> {
    type Item = Decoded<'a>;

    fn next(&mut self) -> Option<Decoded<'a>> {
        loop {
            let rest = self.rest?;
            let name = match split_octet(rest, b' ') {
                Some((name, after)) => {
                    self.rest = Some(after);
                    name
                }
                None => {
                    self.rest = None;
                    rest
                }
            };
            if !name.is_empty() {
                return Some(Decoded::encoded(name));
            }
        }
    }
}

impl FusedIterator for GopherAttributeNames<'_> {}

/// A filled-out Gopher+ electronic form (§3.4.9): the gopher+ string
/// `+%091%0D%0A+-1%0D%0A<value1>%0D%0A<value2>%0D%0A.%0D%0A`, that is `+`,
/// a tab, then the data the client sends.
///
/// ```
/// use url_core::interpret::GopherPlus;
///
/// let GopherPlus::Form(form) = GopherPlus::classify("+%091%0D%0A+-1%0D%0Ared%0D%0Ablue%0D%0A.%0D%0A") else {
///     panic!()
/// };
/// assert_eq!(form.data(), "1\r\n+-1\r\nred\r\nblue\r\n.\r\n");
/// assert_eq!(form.values().collect::<Vec<_>>(), ["red", "blue"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GopherForm<'a> {
    raw: &'a str,
}

impl<'a> GopherForm<'a> {
    /// What follows the `+` and the tab, decoded.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::Form(f) = GopherPlus::classify("+%09x") else { panic!() };
    /// assert_eq!(f.data(), "x");
    /// ```
    pub const fn data(&self) -> Decoded<'a> {
        Decoded::encoded(self.raw)
    }

    /// The lines of the data, decoded, without their CR LF.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::Form(f) = GopherPlus::classify("+%091%0D%0A+-1%0D%0A.%0D%0A") else { panic!() };
    /// assert_eq!(f.lines().collect::<Vec<_>>(), ["1", "+-1", "."]);
    /// ```
    pub fn lines(&self) -> GopherFormLines<'a> {
        GopherFormLines { rest: (!self.raw.is_empty()).then_some(self.raw) }
    }

    /// The values of the ask items: the lines after the first two (`1` and
    /// `+-1` in §3.4.9) up to the line `.`.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::Form(f) = GopherPlus::classify("+%091%0D%0A+-1%0D%0Aa%20b%0D%0A.%0D%0A") else { panic!() };
    /// assert_eq!(f.values().collect::<Vec<_>>(), ["a b"]);
    /// ```
    pub fn values(&self) -> impl Iterator<Item = Decoded<'a>> + Clone + 'a {
        self.lines().skip(2).take_while(|line| *line != ".")
    }
}

/// The lines of [`GopherForm::lines`].
///
/// ```
/// use url_core::interpret::GopherPlus;
/// let GopherPlus::Form(f) = GopherPlus::classify("+%09a%0D%0Ab") else { panic!() };
/// assert_eq!(f.lines().collect::<Vec<_>>(), ["a", "b"]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct GopherFormLines<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for GopherFormLines<'a> {
    type Item = Decoded<'a>;

    fn next(&mut self) -> Option<Decoded<'a>> {
        let rest = self.rest?;
        let mut search = rest;
        let mut offset = 0;
        while let Some((s, e)) = find_octet(search, b'\r') {
            let after = search.get(e..).unwrap_or("");
            let mut d = percent::decode(after);
            if d.next() == Some(b'\n') {
                let line = rest.get(..offset + s).unwrap_or("");
                let next = rest_of(after, &d);
                self.rest = (!next.is_empty()).then_some(next);
                return Some(Decoded::encoded(line));
            }
            offset += e;
            search = after;
        }
        self.rest = None;
        Some(Decoded::encoded(rest))
    }
}

impl FusedIterator for GopherFormLines<'_> {}

impl<'a> GopherUrl<'a> {
    /// The gopher type, decoded: `b'1'` (a directory) when the gopher-path
    /// is empty (§3.4.1).
    ///
    /// ```
    /// use url_core::GopherUrl;
    /// assert_eq!(GopherUrl::parse("gopher://host/%37srch").unwrap().gopher_type(), b'7');
    /// assert_eq!(GopherUrl::parse("gopher://host").unwrap().gopher_type(), b'1');
    /// ```
    pub fn gopher_type(&self) -> u8 {
        percent::decode(self.item_type()).next().unwrap_or(b'1')
    }

    /// Whether the item is a search engine (type `7`): the search is sent,
    /// and prompted for when the URL gives none.
    ///
    /// ```
    /// assert!(url_core::GopherUrl::parse("gopher://host/7").unwrap().is_search_engine());
    /// ```
    pub fn is_search_engine(&self) -> bool {
        self.gopher_type() == b'7'
    }

    /// The selector, decoded (empty when the gopher-path is).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/11%2Fdir").unwrap();
    /// assert_eq!(g.selector_decoded(), "1/dir");
    /// ```
    pub fn selector_decoded(&self) -> Decoded<'a> {
        self.selector().map_or(EMPTY, Decoded::encoded)
    }

    /// The search after the first `%09`, decoded.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7s%09a%20b").unwrap();
    /// assert_eq!(g.search_decoded().unwrap(), "a b");
    /// ```
    pub fn search_decoded(&self) -> Option<Decoded<'a>> {
        self.search().map(Decoded::encoded)
    }

    /// The gopher+ string after the second `%09`, decoded.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/1s%09%09!+ABSTRACT%20+SMELL").unwrap();
    /// assert_eq!(g.gopher_plus_decoded().unwrap(), "!+ABSTRACT +SMELL");
    /// ```
    pub fn gopher_plus_decoded(&self) -> Option<Decoded<'a>> {
        self.gopher_plus().map(Decoded::encoded)
    }

    /// What the gopher+ string refers to; `None` for a plain gopher URL.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let g = url_core::GopherUrl::parse("gopher://host/1s%09%09+").unwrap();
    /// assert_eq!(g.gopher_plus_item(), Some(GopherPlus::DefaultView));
    /// ```
    pub fn gopher_plus_item(&self) -> Option<GopherPlus<'a>> {
        self.gopher_plus().map(GopherPlus::classify)
    }

    /// The request a client sends to the server (§3.4).
    ///
    /// - The decoded selector comes first (§3.4.1).
    /// - A search engine (type `7`) gets a tab and the decoded search; when
    ///   the URL gives none, or an empty one, the client must ask the user
    ///   for it ([`GopherSearch::Prompt`]).
    /// - Another type gets a tab and the search when the URL has one
    ///   (§3.4.2), except in a gopher+ URL: there, as draft-ietf-uri-url-06
    ///   §3.4.3 spells out, only a search type sends the search, and another
    ///   type sends the selector, a tab and the gopher+ commands (RFC 1738
    ///   §3.4.9's example sends `<selector><tab>+<tab>1...` this way).
    /// - A gopher+ URL then gets a tab and the decoded gopher+ string
    ///   (§3.4.3), which for `?` becomes the fetch of the item's +ASK form
    ///   ([`GopherRequest::needs_form`]).
    /// - CR LF ends the line.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/1item%09%09!+ABSTRACT").unwrap();
    /// assert_eq!(g.request().unwrap().line().unwrap().collect::<Vec<u8>>(), b"item\t!+ABSTRACT\r\n");
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch%09fish%09+").unwrap();
    /// assert_eq!(g.request().unwrap().line().unwrap().collect::<Vec<u8>>(), b"srch\tfish\t+\r\n");
    /// ```
    ///
    /// # Errors
    ///
    /// When [`Url::control_on_wire`](crate::Url::control_on_wire) finds an
    /// encoded CR, LF or NUL in the selector, the search or the gopher+
    /// string: sent decoded, it would end the request line early and start
    /// another of the URL's choosing (RFC 1738 §6, which tells of gopher URLs
    /// made to send mail through an SMTP server). The URL is checked once,
    /// before the request is made; nothing of it is built.
    ///
    /// A filled-out form written in the gopher+ string (§3.4.9) is refused
    /// too, since its `%0D%0A` are line breaks of the URL's choosing; a
    /// client that means to send it takes its
    /// [`values`](GopherForm::values) to [`form_request`](GopherUrl::form_request).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://h/7sel%09q%0D%0Aevil").unwrap();
    /// let refused = g.request().unwrap_err();
    /// assert_eq!((refused.component(), refused.offset(), refused.byte()), ("gopher search", 19, b'\r'));
    /// ```
    pub fn request(&self) -> Result<GopherRequest<'a>, ControlOnWire> {
        match self.0.control_on_wire() {
            Some(found) => Err(found),
            None => Ok(self.unchecked_request()),
        }
    }

    /// The request of a filled-out Gopher+ electronic form (§3.4.9): the
    /// request of [`request`](GopherUrl::request) with `+` for its gopher+
    /// string, then the data the client sends, one line each, every line
    /// ending with CR LF:
    ///
    /// ```text
    /// <selector><tab>+<tab>1
    /// +-1
    /// <value 0>
    /// <value 1>
    /// ...
    /// .
    /// ```
    ///
    /// For an item whose URL ends in `?` (a +ASK form,
    /// [`GopherRequest::needs_form`]), the values are what the user filled
    /// in; for a URL that carries a filled-out form, they are its
    /// [`GopherForm::values`], given back explicitly. Each value is one line;
    /// a value `.` ends the data there.
    ///
    /// ```
    /// use url_core::interpret::{Decoded, GopherPlus};
    /// use url_core::GopherUrl;
    ///
    /// // RFC 1738 §3.4.9
    /// let g = GopherUrl::parse("gopher://host/1sel%09%09+%091%0D%0A+-1%0D%0Ared%0D%0Ablue%0D%0A.%0D%0A").unwrap();
    /// assert!(g.request().is_err());
    /// let Some(GopherPlus::Form(form)) = g.gopher_plus_item() else { panic!() };
    /// let values: Vec<Decoded> = form.values().collect();
    /// let req = g.form_request(&values).unwrap();
    /// assert_eq!(req.line().unwrap().collect::<Vec<u8>>(), b"sel\t+\t1\r\n+-1\r\nred\r\nblue\r\n.\r\n");
    /// ```
    ///
    /// # Errors
    ///
    /// An encoded CR, LF or NUL in the selector or the search
    /// ([`WireError::Url`]; the URL's gopher+ string is not sent, so it is
    /// not checked), then a CR, LF or NUL in a value, which would cut it in
    /// two lines or end the form early ([`WireError::Argument`] with
    /// [`Argument::FormValue`] and the value's index; the offset counts
    /// decoded octets of the value).
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    ///
    /// let g = url_core::GopherUrl::parse("gopher://host/1form%09%09?").unwrap();
    /// assert_eq!(
    ///     g.form_request(&[Decoded::from("ok"), Decoded::encoded("a%0Ab")]).unwrap_err().to_string(),
    ///     "LF at offset 1 in the form value at index 1 would be sent to the server as a line break (RFC 1738 §6)"
    /// );
    /// ```
    pub fn form_request<'b>(&self, values: &'b [Decoded<'b>]) -> Result<GopherRequest<'b>, WireError>
    where
        'a: 'b,
    {
        if let Some(found) = self.0.control_on_wire() {
            // selector, then search, then gopher+ string: a hazard found in
            // the gopher+ string means the two parts sent are clean
            if !matches!(found.component().as_bytes(), b"gopher+ string") {
                return Err(WireError::Url(found));
            }
        }
        for (i, v) in values.iter().enumerate() {
            check_argument(v.bytes(), Argument::FormValue(i))?;
        }
        Ok(GopherRequest {
            plus: Some(Decoded::plain(b"+")),
            ask: false,
            form: Some(values),
            ..self.unchecked_request()
        })
    }

    /// The request, the URL not checked.
    fn unchecked_request(&self) -> GopherRequest<'a> {
        let plus = self.gopher_plus();
        let search = if self.is_search_engine() {
            match self.search() {
                Some(s) if !s.is_empty() => GopherSearch::Given(Decoded::encoded(s)),
                _ => GopherSearch::Prompt,
            }
        } else {
            match (self.search(), plus) {
                (Some(s), None) => GopherSearch::Given(Decoded::encoded(s)),
                _ => GopherSearch::None,
            }
        };
        let ask = matches!(self.gopher_plus_item(), Some(GopherPlus::Ask));
        let plus = if ask { Some(Decoded::plain(ASK_FETCH)) } else { plus.map(Decoded::encoded) };
        GopherRequest { selector: self.selector_decoded(), search, plus, ask, form: None }
    }
}

// ---------------------------------------------------------------------------
// mailto
// ---------------------------------------------------------------------------

impl<'a> MailtoUrl<'a> {
    /// The whole address, decoded (§3.5: no character is reserved, so every
    /// escape is the character itself).
    ///
    /// ```
    /// let m = url_core::MailtoUrl::parse("mailto:gorby%25kremvax@example.com").unwrap();
    /// assert_eq!(m.address_decoded(), "gorby%kremvax@example.com");
    /// ```
    pub const fn address_decoded(&self) -> Decoded<'a> {
        Decoded::encoded(self.address())
    }

    /// The local part before the `@`, decoded (an RFC 822 quoted-string
    /// keeps its quotes).
    ///
    /// ```
    /// let m = url_core::MailtoUrl::parse("mailto:%22a%20b%22@example.com").unwrap();
    /// assert_eq!(m.local_part_decoded(), "\"a b\"");
    /// ```
    pub const fn local_part_decoded(&self) -> Decoded<'a> {
        Decoded::encoded(self.local_part())
    }

    /// The domain after the `@`, decoded.
    ///
    /// ```
    /// let m = url_core::MailtoUrl::parse("mailto:a%40example%2Ecom").unwrap();
    /// assert_eq!(m.domain_decoded(), "example.com");
    /// ```
    pub const fn domain_decoded(&self) -> Decoded<'a> {
        Decoded::encoded(self.domain())
    }
}

// ---------------------------------------------------------------------------
// news
// ---------------------------------------------------------------------------

/// What a news URL refers to (RFC 1738 §3.6), decoded; see [`NewsUrl::item`].
///
/// ```
/// use url_core::interpret::NewsItem;
/// use url_core::NewsUrl;
///
/// assert_eq!(NewsUrl::parse("news:*").unwrap().item(), NewsItem::AllGroups);
/// assert_eq!(NewsUrl::parse("news:comp.lang.c").unwrap().item(), NewsItem::Group("comp.lang.c"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NewsItem<'a> {
    /// `news:*`: "all available news groups".
    AllGroups,
    /// A news group by name (group names hold no escapes).
    Group(&'a str),
    /// One article by its message-id.
    Article(MessageId<'a>),
}

/// A message-id: `<unique>@<full_domain_name>`, the Message-ID of RFC 1036
/// §2.1.5 without the enclosing `<` and `>` (RFC 1738 §3.6).
///
/// ```
/// use url_core::interpret::NewsItem;
///
/// let NewsItem::Article(id) = url_core::NewsUrl::parse("news:a%40b@info.cern.ch").unwrap().item() else {
///     panic!()
/// };
/// assert_eq!(id.unique(), "a@b");
/// assert_eq!(id.domain(), "info.cern.ch");
/// assert_eq!(id.id(), "a@b@info.cern.ch");
/// assert_eq!(id.to_string(), "<a@b@info.cern.ch>");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MessageId<'a> {
    raw: &'a str,
    at: usize,
}

impl<'a> MessageId<'a> {
    /// The `<unique>` part before the `@`, decoded.
    ///
    /// ```
    /// use url_core::interpret::NewsItem;
    /// let NewsItem::Article(id) = url_core::NewsUrl::parse("news:1234@host.dom").unwrap().item() else { panic!() };
    /// assert_eq!(id.unique(), "1234");
    /// ```
    pub fn unique(&self) -> Decoded<'a> {
        Decoded::encoded(self.raw.get(..self.at).unwrap_or(""))
    }

    /// The full domain name after the `@`.
    ///
    /// ```
    /// use url_core::interpret::NewsItem;
    /// let NewsItem::Article(id) = url_core::NewsUrl::parse("news:1234@host.dom").unwrap().item() else { panic!() };
    /// assert_eq!(id.domain(), "host.dom");
    /// ```
    pub fn domain(&self) -> &'a str {
        self.raw.get(self.at + 1..).unwrap_or("")
    }

    /// The whole message-id, decoded, without `<` `>`.
    ///
    /// ```
    /// use url_core::interpret::NewsItem;
    /// let NewsItem::Article(id) = url_core::NewsUrl::parse("news:a%2Fb@host.dom").unwrap().item() else { panic!() };
    /// assert_eq!(id.id(), "a/b@host.dom");
    /// ```
    pub const fn id(&self) -> Decoded<'a> {
        Decoded::encoded(self.raw)
    }
}

impl fmt::Display for MessageId<'_> {
    /// The Message-ID as RFC 1036 writes it: `<`, the decoded id, `>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<{}>", self.id())
    }
}

impl<'a> NewsUrl<'a> {
    /// All groups, a group, or an article by its decoded message-id.
    ///
    /// ```
    /// use url_core::interpret::NewsItem;
    /// let n = url_core::NewsUrl::parse("news:12345@info.cern.ch").unwrap();
    /// let NewsItem::Article(id) = n.item() else { panic!() };
    /// assert_eq!(id.id(), "12345@info.cern.ch");
    /// ```
    pub fn item(&self) -> NewsItem<'a> {
        match self.target() {
            NewsTarget::All => NewsItem::AllGroups,
            NewsTarget::Group(g) => NewsItem::Group(g),
            NewsTarget::Article(raw) => NewsItem::Article(MessageId { raw, at: raw.rfind('@').unwrap_or(raw.len()) }),
        }
    }

    /// The message-id, decoded; `None` for a group or `news:*`.
    ///
    /// ```
    /// let n = url_core::NewsUrl::parse("news:x%3Cy@host.dom").unwrap();
    /// assert_eq!(n.message_id_decoded().unwrap(), "x<y@host.dom");
    /// ```
    pub const fn message_id_decoded(&self) -> Option<Decoded<'a>> {
        match self.message_id() {
            Some(id) => Some(Decoded::encoded(id)),
            None => None,
        }
    }
}

// ---------------------------------------------------------------------------
// telnet
// ---------------------------------------------------------------------------

/// The user name and password a telnet URL suggests (RFC 1738 §3.8): they
/// "are advisory only: clients accessing a telnet URL merely advise the user
/// of the suggested username and password". A client shows them; it never
/// sends them on its own. See [`TelnetUrl::advice`].
///
/// [`Display`](fmt::Display) writes the advice for the user, the password
/// included; [`Debug`](fmt::Debug) shows the password as `***`.
///
/// ```
/// let t = url_core::TelnetUrl::parse("telnet://guest:pa%3Ass@host/").unwrap();
/// let advice = t.advice().unwrap();
/// assert_eq!(advice.user(), "guest");
/// assert_eq!(advice.password().unwrap(), "pa:ss");
/// assert_eq!(advice.to_string(), "suggested user name \"guest\", password \"pa:ss\"");
/// assert_eq!(format!("{advice:?}"), "TelnetAdvice { user: Decoded(\"guest\"), password: Some(***) }");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TelnetAdvice<'a> {
    user: Decoded<'a>,
    password: Option<Decoded<'a>>,
}

impl<'a> TelnetAdvice<'a> {
    /// The suggested user name, decoded (possibly empty).
    ///
    /// ```
    /// let t = url_core::TelnetUrl::parse("telnet://guest@host").unwrap();
    /// assert_eq!(t.advice().unwrap().user(), "guest");
    /// ```
    pub const fn user(&self) -> Decoded<'a> {
        self.user
    }

    /// The suggested password, decoded, if the URL gives one.
    ///
    /// ```
    /// let t = url_core::TelnetUrl::parse("telnet://guest@host").unwrap();
    /// assert_eq!(t.advice().unwrap().password(), None);
    /// ```
    pub const fn password(&self) -> Option<Decoded<'a>> {
        self.password
    }
}

impl fmt::Debug for TelnetAdvice<'_> {
    /// As derived, but the password is `***`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TelnetAdvice")
            .field("user", &self.user)
            .field("password", &self.password.map(|_| Redacted))
            .finish()
    }
}

impl fmt::Display for TelnetAdvice<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "suggested user name {:?}", DisplayQuoted(self.user))?;
        if let Some(p) = self.password {
            write!(f, ", password {:?}", DisplayQuoted(p))?;
        }
        Ok(())
    }
}

/// Writes a [`Decoded`] as a quoted, escaped string through `Debug`
/// (invalid UTF-8 as U+FFFD).
struct DisplayQuoted<'a>(Decoded<'a>);

impl fmt::Debug for DisplayQuoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Escape<'f, 'g>(&'f mut fmt::Formatter<'g>);
        impl fmt::Write for Escape<'_, '_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                s.chars().try_for_each(|c| fmt::Display::fmt(&c.escape_debug(), self.0))
            }
        }
        f.write_str("\"")?;
        fmt::Write::write_fmt(&mut Escape(f), format_args!("{}", self.0))?;
        f.write_str("\"")
    }
}

impl<'a> TelnetUrl<'a> {
    /// The advisory login: `None` when the URL names no user (§3.1: "there
    /// is no way to specify a password without specifying a user name").
    ///
    /// ```
    /// assert_eq!(url_core::TelnetUrl::parse("telnet://melvyl.ucop.edu/").unwrap().advice(), None);
    /// let t = url_core::TelnetUrl::parse("telnet://guest@melvyl.ucop.edu/").unwrap();
    /// assert_eq!(t.advice().unwrap().to_string(), "suggested user name \"guest\"");
    /// ```
    pub const fn advice(&self) -> Option<TelnetAdvice<'a>> {
        match self.user() {
            Some(user) => Some(TelnetAdvice {
                user: Decoded::encoded(user),
                password: match self.password() {
                    Some(p) => Some(Decoded::encoded(p)),
                    None => None,
                },
            }),
            None => None,
        }
    }
}

// ---------------------------------------------------------------------------
// wais
// ---------------------------------------------------------------------------

/// What a wais URL designates (RFC 1738 §3.9), decoded; see
/// [`WaisUrl::request`].
///
/// ```
/// use url_core::interpret::WaisRequest;
///
/// let w = url_core::WaisUrl::parse("wais://quake.think.com/directory-of-servers?gopher%20sites").unwrap();
/// assert_eq!(
///     w.request(),
///     WaisRequest::Search { database: "directory-of-servers".into(), search: "gopher sites".into() }
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaisRequest<'a> {
    /// `wais://<host>:<port>/<database>`: a database "available for
    /// searching".
    Database {
        /// The database name, decoded.
        database: Decoded<'a>,
    },
    /// `wais://<host>:<port>/<database>?<search>`: "a particular search".
    Search {
        /// The database name, decoded.
        database: Decoded<'a>,
        /// The search, decoded (`+` is not a space).
        search: Decoded<'a>,
    },
    /// `wais://<host>:<port>/<database>/<wtype>/<wpath>`: "a particular
    /// document within a WAIS database to be retrieved".
    Document {
        /// The database name, decoded.
        database: Decoded<'a>,
        /// The WAIS type of the object, decoded.
        wtype: Decoded<'a>,
        /// The WAIS document-id, decoded; opaque ("it may only be decomposed
        /// by the server that issued it").
        wpath: Decoded<'a>,
    },
}

impl<'a> WaisRequest<'a> {
    /// The database, decoded, whatever the form.
    ///
    /// ```
    /// let w = url_core::WaisUrl::parse("wais://host/my%20db/TEXT/1").unwrap();
    /// assert_eq!(w.request().database(), "my db");
    /// ```
    pub const fn database(&self) -> Decoded<'a> {
        match *self {
            WaisRequest::Database { database }
            | WaisRequest::Search { database, .. }
            | WaisRequest::Document { database, .. } => database,
        }
    }
}

impl<'a> WaisUrl<'a> {
    /// The database, search or document, decoded.
    ///
    /// ```
    /// use url_core::interpret::WaisRequest;
    /// let w = url_core::WaisUrl::parse("wais://host/db/TEXT/id%2F1").unwrap();
    /// assert_eq!(
    ///     w.request(),
    ///     WaisRequest::Document { database: "db".into(), wtype: "TEXT".into(), wpath: "id/1".into() }
    /// );
    /// ```
    pub const fn request(&self) -> WaisRequest<'a> {
        let database = Decoded::encoded(self.database());
        match self.form() {
            WaisForm::Database => WaisRequest::Database { database },
            WaisForm::Index { search } => WaisRequest::Search { database, search: Decoded::encoded(search) },
            WaisForm::Document { wtype, wpath } => {
                WaisRequest::Document { database, wtype: Decoded::encoded(wtype), wpath: Decoded::encoded(wpath) }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// file
// ---------------------------------------------------------------------------

/// Where the file of a file URL is (RFC 1738 §3.10); see
/// [`FileUrl::location`].
///
/// ```
/// use url_core::interpret::FileLocation;
/// use url_core::FileUrl;
///
/// assert_eq!(FileUrl::parse("file:///etc/motd").unwrap().location(), FileLocation::Local);
/// assert_eq!(FileUrl::parse("file://LocalHost/etc/motd").unwrap().location(), FileLocation::Local);
/// assert_eq!(FileUrl::parse("file://vms.host.edu/x").unwrap().location(), FileLocation::Remote("vms.host.edu"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileLocation<'a> {
    /// An empty host or `localhost` (in any case): "the machine from which
    /// the URL is being interpreted".
    Local,
    /// The host on which the path is accessible, as written; the scheme
    /// names no way to reach it.
    Remote(&'a str),
}

impl<'a> FileUrl<'a> {
    /// Local (empty host or `localhost`) or remote.
    ///
    /// ```
    /// use url_core::interpret::FileLocation;
    /// assert_eq!(url_core::FileUrl::parse("file://localhost/x").unwrap().location(), FileLocation::Local);
    /// ```
    pub const fn location(&self) -> FileLocation<'a> {
        if self.is_local() {
            FileLocation::Local
        } else {
            FileLocation::Remote(self.host())
        }
    }

    /// The path's segments (`<directory>/.../<name>`), each decoded (a
    /// `%2F` stays inside its segment).
    ///
    /// ```
    /// let f = url_core::FileUrl::parse("file://vms.host.edu/disk$user/my/notes/note12345.txt").unwrap();
    /// let segs: Vec<String> = f.segments_decoded().map(|s| s.to_string()).collect();
    /// assert_eq!(segs, ["disk$user", "my", "notes", "note12345.txt"]);
    /// ```
    pub const fn segments_decoded(&self) -> DecodedSegments<'a> {
        DecodedSegments(self.segments())
    }
}

// ---------------------------------------------------------------------------
// prospero
// ---------------------------------------------------------------------------

/// The `(name, value)` fields of a prospero URL, decoded; made by
/// [`ProsperoUrl::fields_decoded`].
///
/// ```
/// let p = url_core::ProsperoUrl::parse("prospero://host/x;A%3Db=1;C=%3B").unwrap();
/// let fields: Vec<(String, String)> = p.fields_decoded().map(|(n, v)| (n.to_string(), v.to_string())).collect();
/// assert_eq!(fields, [("A=b".to_string(), "1".to_string()), ("C".to_string(), ";".to_string())]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DecodedFields<'a>(crate::view::prospero::Fields<'a>);

impl<'a> Iterator for DecodedFields<'a> {
    type Item = (Decoded<'a>, Decoded<'a>);

    fn next(&mut self) -> Option<(Decoded<'a>, Decoded<'a>)> {
        self.0.next().map(|(n, v)| (Decoded::encoded(n), Decoded::encoded(v)))
    }
}

impl FusedIterator for DecodedFields<'_> {}

impl<'a> ProsperoUrl<'a> {
    /// The host-specific object name, decoded; opaque, to be interpreted by
    /// the Prospero server ("no significance may be assumed" of a `/`).
    ///
    /// ```
    /// let p = url_core::ProsperoUrl::parse("prospero://host.dom//pros/name").unwrap();
    /// assert_eq!(p.hsoname_decoded(), "/pros/name");
    /// ```
    pub const fn hsoname_decoded(&self) -> Decoded<'a> {
        Decoded::encoded(self.hsoname())
    }

    /// The `;<field>=<value>` pairs, decoded, in order.
    ///
    /// ```
    /// let p = url_core::ProsperoUrl::parse("prospero://host.dom//pros/name;OBJECT-VERSION=2").unwrap();
    /// assert_eq!(p.fields_decoded().collect::<Vec<_>>(), [("OBJECT-VERSION".into(), "2".into())]);
    /// ```
    pub const fn fields_decoded(&self) -> DecodedFields<'a> {
        DecodedFields(self.fields())
    }

    /// The value of the first field whose decoded name is `name` (compared
    /// octet for octet), decoded.
    ///
    /// ```
    /// let p = url_core::ProsperoUrl::parse("prospero://host.dom//pros/name;OBJECT-VERSION=2").unwrap();
    /// assert_eq!(p.field("OBJECT-VERSION").unwrap(), "2");
    /// assert_eq!(p.field("object-version"), None);
    /// ```
    pub fn field(&self, name: &str) -> Option<Decoded<'a>> {
        self.fields_decoded().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

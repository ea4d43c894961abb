//! Refusals: what a plan will not send to a server (RFC 1738 §6).

use core::fmt;
use core::hash::Hash;

#[cfg(doc)]
use super::GopherRequest;
#[cfg(doc)]
use crate::percent::Decoded;
use crate::unwise::ControlOnWire;
#[cfg(doc)]
use crate::view::{ftp::FtpUrl, gopher::GopherUrl};

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
pub(super) fn check_argument(octets: impl Iterator<Item = u8>, argument: Argument) -> Result<(), ControlInArgument> {
    for (offset, byte) in octets.enumerate() {
        if is_control_on_wire(byte) {
            return Err(ControlInArgument { argument, offset, byte });
        }
    }
    Ok(())
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

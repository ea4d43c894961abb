//! The errors of the builders: [`BuildError`] and what it names.

use core::fmt;

use crate::error::ParseError;
use crate::rfc1738::scheme::Scheme;

/// Why a builder could not produce a URL: which [`Part`] and what is wrong
/// with it ([`Reason`]).
///
/// Its `Display` is one lowercase sentence, `invalid <part>: <why>`, citing
/// the section of RFC 1738 that states the rule:
///
/// ```
/// use url_core::build::{Mailto, Part, Reason};
///
/// let err = Mailto::new("postmaster", "").build().unwrap_err();
/// assert_eq!((err.part(), err.reason()), (Part::MailtoDomain, Reason::Empty));
/// assert_eq!(
///     err.to_string(),
///     "invalid mailto domain: empty; an RFC 822 addr-spec needs a domain after the '@' (RFC 1738 §3.5)",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BuildError {
    part: Part,
    reason: Reason,
}

/// The part of a URL a [`BuildError`] is about.
///
/// ```
/// use url_core::build::{Http, Part};
///
/// let err = Http::new("exa mple.org").build().unwrap_err();
/// assert_eq!(err.part(), Part::Host);
/// assert_eq!(Part::Host.to_string(), "host");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Part {
    /// The scheme name of an [`Other`](crate::build::Other) or [`OtherIp`](crate::build::OtherIp) URL.
    Scheme,
    /// The raw scheme-specific part given to [`Other::raw`](crate::build::Other::raw).
    SchemePart,
    /// The password.
    Password,
    /// The host.
    Host,
    /// The gopher selector.
    GopherSelector,
    /// The gopher search.
    GopherSearch,
    /// The local part of a mailto address (before the `@`).
    MailtoLocalPart,
    /// The domain of a mailto address (after the `@`).
    MailtoDomain,
    /// A newsgroup name (news or nntp).
    Newsgroup,
    /// A news message-id (`<unique>@<host>`).
    MessageId,
    /// The URL as a whole (only in [`Reason::Unparsable`]).
    Url,
}

/// What is wrong with a [`Part`]; see [`BuildError::reason`].
///
/// Indexes are byte offsets into the part as it was given to the builder
/// (decoded); the [`ParseError`]s of [`Reason::Invalid`] locate the problem
/// the same way.
///
/// ```
/// use url_core::build::{News, Reason};
///
/// let err = News::group("comp/lang").build().unwrap_err();
/// assert_eq!(err.reason(), Reason::Octet { index: 4, octet: b'/' });
/// let err = News::group("4chan").build().unwrap_err();
/// assert_eq!(err.reason(), Reason::Expected { index: 0, expected: "a letter" });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reason {
    /// The part is empty and may not be.
    Empty,
    /// The octet at `index` cannot appear in the part, escaped or not.
    Octet {
        /// Byte offset of the octet in the part.
        index: usize,
        /// The octet.
        octet: u8,
    },
    /// The part's syntax wants `expected` at `index`.
    Expected {
        /// Byte offset in the part.
        index: usize,
        /// What the syntax takes there.
        expected: &'static str,
    },
    /// The parser's own diagnosis of the part alone (a host that is not a
    /// host name or IPv4 address, a scheme name, a raw scheme-specific part),
    /// its offset and length within the part.
    Invalid(ParseError),
    /// A password was given without a user name: `login = [ user [ ":"
    /// password ] "@" ] hostport` (§3.1, §5).
    PasswordWithoutUser,
    /// The scheme given to [`Other`](crate::build::Other) or [`OtherIp`](crate::build::OtherIp) is one RFC 1738 defines,
    /// whose URLs follow their own production; use that scheme's builder.
    DefinedScheme(Scheme),
    /// The text the builder wrote did not parse. This is a bug in url-core,
    /// reported as an error rather than a panic.
    Unparsable(ParseError),
}

impl BuildError {
    pub(crate) const fn new(part: Part, reason: Reason) -> Self {
        BuildError { part, reason }
    }

    /// The part that cannot be expressed.
    ///
    /// ```
    /// use url_core::build::{Ftp, Part};
    /// let err = Ftp::new("ftp.example.org").password("secret").build().unwrap_err();
    /// assert_eq!(err.part(), Part::Password);
    /// ```
    pub const fn part(&self) -> Part {
        self.part
    }

    /// Why it cannot be expressed.
    ///
    /// ```
    /// use url_core::build::{Ftp, Reason};
    /// let err = Ftp::new("ftp.example.org").password("secret").build().unwrap_err();
    /// assert_eq!(err.reason(), Reason::PasswordWithoutUser);
    /// ```
    pub const fn reason(&self) -> Reason {
        self.reason
    }
}

impl Part {
    /// The part's name in messages.
    const fn name(self) -> &'static str {
        match self {
            Part::Scheme => "scheme",
            Part::SchemePart => "scheme-specific part",
            Part::Password => "password",
            Part::Host => "host",
            Part::GopherSelector => "gopher selector",
            Part::GopherSearch => "gopher search",
            Part::MailtoLocalPart => "mailto local part",
            Part::MailtoDomain => "mailto domain",
            Part::Newsgroup => "newsgroup name",
            Part::MessageId => "message-id",
            Part::Url => "URL",
        }
    }

    /// The section of RFC 1738 that states the part's rule.
    const fn section(self) -> &'static str {
        match self {
            Part::Scheme | Part::SchemePart | Part::Url => "2.1",
            Part::Password | Part::Host => "3.1",
            Part::GopherSelector | Part::GopherSearch => "3.4",
            Part::MailtoLocalPart | Part::MailtoDomain => "3.5",
            Part::Newsgroup | Part::MessageId => "3.6",
        }
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Writes an octet for a message: `'c'` when it is a graphic ASCII
/// character, `0xXX` (with a name for tab, LF, CR and space) otherwise.
fn write_octet(f: &mut fmt::Formatter<'_>, octet: u8) -> fmt::Result {
    match octet {
        b'\'' => f.write_str("\"'\""),
        0x21..=0x7e => write!(f, "'{}'", octet as char),
        b'\t' => f.write_str("octet 0x09 (tab)"),
        b'\n' => f.write_str("octet 0x0A (LF)"),
        b'\r' => f.write_str("octet 0x0D (CR)"),
        b' ' => f.write_str("octet 0x20 (space)"),
        _ => write!(f, "octet 0x{octet:02X}"),
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid {}: ", self.part)?;
        match self.reason {
            Reason::Empty => f.write_str(match self.part {
                Part::Scheme => "empty; a scheme is one or more letters, digits, '+', '-' or '.' (RFC 1738 §2.1)",
                Part::MailtoDomain => "empty; an RFC 822 addr-spec needs a domain after the '@' (RFC 1738 §3.5)",
                Part::Newsgroup => "empty; a newsgroup name starts with a letter (RFC 1738 §3.6)",
                Part::Host => "empty; expected a host name or an IPv4 address (RFC 1738 §3.1)",
                _ => "empty",
            }),
            Reason::Octet { index, octet } => {
                write_octet(f, octet)?;
                write!(f, " at index {index}; ")?;
                f.write_str(match (self.part, octet) {
                    (Part::GopherSelector, b'\t') => {
                        "a tab ends the selector, so give the search separately (RFC 1738 §3.4)"
                    }
                    (Part::GopherSelector, _) => "a selector may not hold CR or LF, even escaped (RFC 1738 §3.4.1)",
                    (Part::GopherSearch, _) => {
                        "a tab ends the search, so give the gopher+ string separately (RFC 1738 §3.4)"
                    }
                    (Part::MailtoLocalPart, _) => "an RFC 822 local part is ASCII (RFC 1738 §3.5)",
                    (Part::MailtoDomain, _) => {
                        "an RFC 822 domain is atoms or '[' domain literals ']' joined by '.', in ASCII \
                         (RFC 1738 §3.5)"
                    }
                    (Part::Newsgroup, _) => {
                        "a newsgroup name holds only letters, digits, '-', '.', '+' and '_', unescaped \
                         (RFC 1738 §3.6)"
                    }
                    _ => "it cannot be written in this part",
                })
            }
            Reason::Expected { index, expected } => {
                write!(f, "expected {expected} at index {index} (RFC 1738 §{})", self.part.section())
            }
            Reason::Invalid(e) => write!(f, "{e}"),
            Reason::PasswordWithoutUser => {
                f.write_str("a password needs a user name before it; set one, empty if need be (RFC 1738 §3.1)")
            }
            Reason::DefinedScheme(Scheme::Https) => f.write_str(
                "https URLs follow http's production with the scheme https (RFC 2818 §2.4); use build::Http::https",
            ),
            Reason::DefinedScheme(s) => {
                let builder = s.builder();
                write!(f, "{s} URLs follow their own production (RFC 1738 §{}); use build::{builder}", s.section())
            }
            Reason::Unparsable(e) => write!(f, "the built text does not parse, which is a bug in url-core: {e}"),
        }
    }
}

impl core::error::Error for BuildError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match &self.reason {
            Reason::Invalid(e) | Reason::Unparsable(e) => Some(e),
            _ => None,
        }
    }
}

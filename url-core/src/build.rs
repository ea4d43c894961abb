//! Builders: valid URLs from decoded parts, with the right escaping (feature `alloc`).
//!
//! One builder per scheme of RFC 1738 §3, and [`Other`] / [`OtherIp`] for
//! the rest. Every builder takes the parts of a URL *decoded* (the octets
//! they stand for, not their URL form) and writes each one with
//! [`percent::encode`] for its own [`Component`], so that exactly what the
//! component may not hold as itself is escaped: unsafe, national and control
//! octets everywhere (§2.2), and the reserved characters of that component
//! (§3). `build()` then parses what it wrote with [`UrlBuf::parse`]: its
//! result is always a valid URL, and [`percent::decode`] of each raw
//! component of the parsed view gives back the parts the builder was given.
//!
//! ```
//! use url_core::build::Ftp;
//! use url_core::{percent, FtpType};
//!
//! let url = Ftp::new("ftp.example.org").cwd(["pub", "a b"]).name("x;y.txt").typecode(FtpType::Image).build()?;
//! assert_eq!(url.as_str(), "ftp://ftp.example.org/pub/a%20b/x%3By.txt;type=i");
//!
//! let url = url.as_url();
//! let url_core::Details::Ftp(ftp) = url.details() else { unreachable!() };
//! assert_eq!(percent::decode(ftp.name().unwrap()).collect::<Vec<u8>>(), b"x;y.txt");
//! # Ok::<(), url_core::build::BuildError>(())
//! ```
//!
//! # The builders
//!
//! | Builder | Parts (decoded) | Written with |
//! |---|---|---|
//! | [`Ftp`] | user, password, host, port, cwd segments, name, typecode | [`Login`](Component::Login), [`FtpSegment`](Component::FtpSegment) |
//! | [`Http`] | host, port, path segments, search | [`HttpSegment`](Component::HttpSegment), [`HttpSearch`](Component::HttpSearch) |
//! | [`Gopher`] | host, port, item type, selector, search, gopher+ string | [`Gopher`](Component::Gopher) |
//! | [`Mailto`] | local part, domain | RFC 822 quoting, then [`Mailto`](Component::Mailto) |
//! | [`News`] | group, message-id, or all groups | no escapes in a group; [`NewsArticle`](Component::NewsArticle) |
//! | [`Nntp`] | host, port, group, article number | no escapes |
//! | [`Telnet`] | user, password, host, port | [`Login`](Component::Login) |
//! | [`Wais`] | host, port, database, then a search or a document (wtype, wpath) | [`Wais`](Component::Wais), [`WaisSearch`](Component::WaisSearch) |
//! | [`File`] | host (or none), path segments | [`FileSegment`](Component::FileSegment) |
//! | [`Prospero`] | host, port, hsoname, fields | [`ProsperoName`](Component::ProsperoName), [`ProsperoField`](Component::ProsperoField) |
//! | [`Other`], [`OtherIp`] | scheme and scheme-specific part, or user, password, host, port, path | [`SchemePart`](Component::SchemePart), [`Login`](Component::Login) |
//!
//! Every builder also takes a `fragment` (RFC 1630), written with
//! [`Fragment`](Component::Fragment). Hosts, ports, newsgroup names, nntp
//! article numbers and ftp typecodes take no escapes: they are checked, not
//! encoded.
//!
//! # Conventions
//!
//! - Parts are given *decoded*: `"a b"` is written `a%20b`, and `"%20"` is
//!   written `%2520`. Where RFC 1738 allows any octet, setters take
//!   `impl AsRef<[u8]>` (so `&str`, `String`, `&[u8]`, `Vec<u8>`); hosts,
//!   schemes and newsgroup names are `&str`.
//! - Setters replace what was set before, except [`Http::segment`],
//!   [`File::segment`] and [`Prospero::field`], which append.
//! - Nothing is written for a part that was not set; the `/` after the host
//!   is written when a later part needs it, when the scheme's production
//!   requires it (nntp, wais, file, prospero), and for telnet (`telnet://host/`,
//!   as §3.8 writes it).
//! - A path is a list of segments, and an empty path is *one empty segment*
//!   (`http://host/` has the segments `[""]`, as [`HttpUrl::segments`](crate::HttpUrl::segments)
//!   reports). An [`Http`] with a search and no segment writes the empty path
//!   `/` (the `?` must follow a `/`); a [`File`] with no segment writes the
//!   empty path its production requires.
//! - A part a scheme never takes (a user name in http, a port in file) has no
//!   setter, so asking for one is a compile error rather than a [`BuildError`].
//!
//! # Errors
//!
//! `build()` fails with a [`BuildError`] that names the [`Part`] and the
//! [`Reason`] when a part cannot be expressed by any encoding: a host that is
//! neither a host name nor an IPv4 address, a newsgroup name with characters
//! the `group` production lacks, a gopher selector holding CR or LF, an empty
//! mailto domain, a password without a user name, ...
//!
//! ```
//! use url_core::build::{Gopher, Part, Reason};
//!
//! let err = Gopher::new("gopher.example.org").selector("a\r\nb").build().unwrap_err();
//! assert_eq!(err.part(), Part::GopherSelector);
//! assert_eq!(err.reason(), Reason::Octet { index: 1, octet: b'\r' });
//! assert_eq!(
//!     err.to_string(),
//!     "invalid gopher selector: octet 0x0D (CR) at index 1; a selector may not hold CR or LF, \
//!      even escaped (RFC 1738 §3.4.1)",
//! );
//! ```

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};

use crate::chars::{self, is, ATOM};
use crate::error::{Component as ErrComponent, ErrorKind, ParseError};
use crate::percent::{self, Component};
use crate::{FtpType, Scheme, UrlBuf};

// ---------------------------------------------------------------------------
// errors
// ---------------------------------------------------------------------------

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
    /// The scheme name of an [`Other`] or [`OtherIp`] URL.
    Scheme,
    /// The raw scheme-specific part given to [`Other::raw`].
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
    /// The scheme given to [`Other`] or [`OtherIp`] is one RFC 1738 defines,
    /// whose URLs follow their own production; use that scheme's builder.
    DefinedScheme(Scheme),
    /// The text the builder wrote did not parse. This is a bug in url-core,
    /// reported as an error rather than a panic.
    Unparsable(ParseError),
}

impl BuildError {
    const fn new(part: Part, reason: Reason) -> Self {
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
                let builder = match s {
                    Scheme::Ftp => "Ftp",
                    Scheme::Http | Scheme::Https => "Http",
                    Scheme::Gopher => "Gopher",
                    Scheme::Mailto => "Mailto",
                    Scheme::News => "News",
                    Scheme::Nntp => "Nntp",
                    Scheme::Telnet => "Telnet",
                    Scheme::Wais => "Wais",
                    Scheme::File => "File",
                    Scheme::Prospero => "Prospero",
                    Scheme::Other => "Other",
                };
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

// ---------------------------------------------------------------------------
// shared writing and checking
// ---------------------------------------------------------------------------

/// Appends `input` encoded for `c`.
fn push(out: &mut String, input: &[u8], c: Component) {
    out.extend(percent::encode(input, c));
}

/// Checks `b[start..end]` as `host = hostname | hostnumber` (§3.1, §5, with
/// DESIGN.md's length and range limits): the parser's own rule, its error
/// offsets within `b`.
fn check_host(b: &[u8], start: usize, end: usize) -> Result<(), ParseError> {
    if start == end {
        // Callers report an empty host themselves; the parser's error is the fallback.
        return Err(ParseError::new(start, 0, ErrorKind::MissingHost, ErrComponent::Host));
    }
    if let Some(i) = (start..end).find(|&i| !is(b[i], chars::HOST)) {
        return Err(ParseError::unexpected(b, i, ErrComponent::Host));
    }
    crate::parse::host(b, start, end).map(|_| ())
}

/// The `//` login of §3.1: `[ user [ ":" password ] "@" ] host [ ":" port ]`.
/// Its `Debug` shows a password as `Some(***)`.
#[derive(Clone, PartialEq, Eq)]
struct Login {
    user: Option<Vec<u8>>,
    password: Option<Vec<u8>>,
    host: String,
    port: Option<u16>,
}

impl fmt::Debug for Login {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Login")
            .field("user", &self.user)
            .field("password", &self.password.as_ref().map(|_| crate::scheme::Hidden))
            .field("host", &self.host)
            .field("port", &self.port)
            .finish()
    }
}

impl Login {
    fn new(host: &str) -> Self {
        Login { user: None, password: None, host: host.into(), port: None }
    }

    /// Writes `prefix`, then the login; an empty host is an error unless
    /// `empty_host` (file URLs).
    fn write(&self, prefix: &str, empty_host: bool) -> Result<String, BuildError> {
        let mut out = String::with_capacity(prefix.len() + self.host.len() + 16);
        out.push_str(prefix);
        match (&self.user, &self.password) {
            (None, None) => {}
            (None, Some(_)) => return Err(BuildError::new(Part::Password, Reason::PasswordWithoutUser)),
            (Some(user), password) => {
                push(&mut out, user, Component::Login);
                if let Some(password) = password {
                    out.push(':');
                    push(&mut out, password, Component::Login);
                }
                out.push('@');
            }
        }
        if self.host.is_empty() {
            if !empty_host {
                return Err(BuildError::new(Part::Host, Reason::Empty));
            }
        } else {
            check_host(self.host.as_bytes(), 0, self.host.len())
                .map_err(|e| BuildError::new(Part::Host, Reason::Invalid(e)))?;
        }
        out.push_str(&self.host);
        if let Some(port) = self.port {
            // Writing into a String cannot fail.
            let _ = write!(out, ":{port}");
        }
        Ok(out)
    }
}

/// Appends the fragment, if any, and parses the result.
fn finish(mut out: String, fragment: &Option<Vec<u8>>) -> Result<UrlBuf, BuildError> {
    if let Some(fragment) = fragment {
        out.push('#');
        push(&mut out, fragment, Component::Fragment);
    }
    UrlBuf::parse(out).map_err(|e| BuildError::new(Part::Url, Reason::Unparsable(e)))
}

fn bytes(input: impl AsRef<[u8]>) -> Vec<u8> {
    input.as_ref().to_vec()
}

fn all_bytes<I>(items: I) -> Vec<Vec<u8>>
where
    I: IntoIterator,
    I::Item: AsRef<[u8]>,
{
    items.into_iter().map(bytes).collect()
}

/// Checks a newsgroup name: `group = alpha *[ alpha | digit | "-" | "." |
/// "+" | "_" ]` (§5).
fn check_group(g: &[u8]) -> Result<(), BuildError> {
    let err = |reason| Err(BuildError::new(Part::Newsgroup, reason));
    match g.first() {
        None => return err(Reason::Empty),
        Some(c) if c.is_ascii_alphabetic() => {}
        Some(&c) if is(c, chars::GROUP) => return err(Reason::Expected { index: 0, expected: "a letter" }),
        Some(&c) => return err(Reason::Octet { index: 0, octet: c }),
    }
    match g.iter().position(|&c| !is(c, chars::GROUP)) {
        Some(index) => err(Reason::Octet { index, octet: g[index] }),
        None => Ok(()),
    }
}

// ---------------------------------------------------------------------------
// ftp
// ---------------------------------------------------------------------------

/// Builds an ftp URL (RFC 1738 §3.2):
/// `ftp://<user>:<password>@<host>:<port>/<cwd1>/.../<cwdN>/<name>;type=<typecode>`.
///
/// Each cwd segment and the name are written with
/// [`Component::FtpSegment`] (`/` and `;` escaped, §3.2.2), the user name
/// and password with [`Component::Login`]. Without cwd segments, name or
/// typecode, no path is written; with cwd segments or a typecode but no
/// name, the name is empty (`ftp://host/pub/`). `Debug` shows a password set as `Some(***)`.
///
/// ```
/// use url_core::build::Ftp;
/// use url_core::FtpType;
///
/// let url = Ftp::new("ftp.example.org").cwd(["pub", "a b"]).name("x;y.txt").typecode(FtpType::Image).build()?;
/// assert_eq!(url.as_str(), "ftp://ftp.example.org/pub/a%20b/x%3By.txt;type=i");
///
/// let url = Ftp::new("host.dom").user("myname").password("p@ss/word").port(2121).cwd(["/etc"]).name("motd").build()?;
/// assert_eq!(url.as_str(), "ftp://myname:p%40ss%2Fword@host.dom:2121/%2Fetc/motd");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ftp {
    login: Login,
    cwd: Vec<Vec<u8>>,
    name: Option<Vec<u8>>,
    typecode: Option<FtpType>,
    fragment: Option<Vec<u8>>,
}

impl Ftp {
    /// An ftp URL for `host`: a host name or an IPv4 address (checked by
    /// [`build`](Ftp::build)).
    ///
    /// ```
    /// assert_eq!(url_core::build::Ftp::new("10.0.0.1").build().unwrap().as_str(), "ftp://10.0.0.1");
    /// ```
    pub fn new(host: impl AsRef<str>) -> Ftp {
        Ftp { login: Login::new(host.as_ref()), cwd: Vec::new(), name: None, typecode: None, fragment: None }
    }

    /// The user name (decoded; may be empty: `ftp://@host/` is not the same
    /// as `ftp://host/`, §3.1).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// assert_eq!(Ftp::new("host").user("a:b").build().unwrap().as_str(), "ftp://a%3Ab@host");
    /// assert_eq!(Ftp::new("host").user("").build().unwrap().as_str(), "ftp://@host");
    /// ```
    pub fn user(mut self, user: impl AsRef<[u8]>) -> Ftp {
        self.login.user = Some(bytes(user));
        self
    }

    /// The password (decoded); it needs a [`user`](Ftp::user).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// assert_eq!(Ftp::new("host").user("foo").password("").build().unwrap().as_str(), "ftp://foo:@host");
    /// ```
    pub fn password(mut self, password: impl AsRef<[u8]>) -> Ftp {
        self.login.password = Some(bytes(password));
        self
    }

    /// The port (written even when it is the default, 21).
    ///
    /// ```
    /// assert_eq!(url_core::build::Ftp::new("host").port(21).build().unwrap().as_str(), "ftp://host:21");
    /// ```
    pub fn port(mut self, port: u16) -> Ftp {
        self.login.port = Some(port);
        self
    }

    /// The directories to `CWD` into, in order (decoded; an empty segment is
    /// a `CWD` with an empty argument, §3.2.2).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// let url = Ftp::new("host").cwd(["", "etc"]).name("motd").build().unwrap();
    /// assert_eq!(url.as_str(), "ftp://host//etc/motd");
    /// ```
    pub fn cwd<I>(mut self, segments: I) -> Ftp
    where
        I: IntoIterator,
        I::Item: AsRef<[u8]>,
    {
        self.cwd = all_bytes(segments);
        self
    }

    /// The file name after the directories (decoded).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// assert_eq!(Ftp::new("host").name("a/b").build().unwrap().as_str(), "ftp://host/a%2Fb");
    /// ```
    pub fn name(mut self, name: impl AsRef<[u8]>) -> Ftp {
        self.name = Some(bytes(name));
        self
    }

    /// The transfer type, written `;type=a`, `;type=i` or `;type=d`.
    ///
    /// ```
    /// use url_core::{build::Ftp, FtpType};
    /// let url = Ftp::new("host").cwd(["pub"]).typecode(FtpType::Directory).build().unwrap();
    /// assert_eq!(url.as_str(), "ftp://host/pub/;type=d");
    /// ```
    pub fn typecode(mut self, typecode: FtpType) -> Ftp {
        self.typecode = Some(typecode);
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// assert_eq!(Ftp::new("host").name("f").fragment("a b").build().unwrap().as_str(), "ftp://host/f#a%20b");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Ftp {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host or a password without a user
    /// name.
    ///
    /// ```
    /// use url_core::build::{Ftp, Part};
    /// assert_eq!(Ftp::new("ftp..example.org").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("ftp://", false)?;
        if !self.cwd.is_empty() || self.name.is_some() || self.typecode.is_some() {
            out.push('/');
            for segment in &self.cwd {
                push(&mut out, segment, Component::FtpSegment);
                out.push('/');
            }
            if let Some(name) = &self.name {
                push(&mut out, name, Component::FtpSegment);
            }
            if let Some(t) = self.typecode {
                out.push_str(";type=");
                out.push(t.as_char());
            }
        }
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// http
// ---------------------------------------------------------------------------

/// Builds an http URL (RFC 1738 §3.3): `http://<host>:<port>/<path>?<searchpart>`,
/// or, from [`Http::https`], an https URL in the same form (RFC 2818 §2.4).
///
/// Path segments are written with [`Component::HttpSegment`] and the search
/// with [`Component::HttpSearch`] (`/`, `;` and `?` escaped in both). http
/// takes no user name or password, so there is no setter for them.
///
/// ```
/// use url_core::build::Http;
///
/// let url = Http::new("info.cern.ch").segments(["hypertext", "WWW", "The Project.html"]).search("q=a;b").build()?;
/// assert_eq!(url.as_str(), "http://info.cern.ch/hypertext/WWW/The%20Project.html?q=a%3Bb");
/// assert_eq!(Http::new("example.com").build()?.as_str(), "http://example.com");
/// assert_eq!(Http::new("example.com").segment("").build()?.as_str(), "http://example.com/");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Http {
    secure: bool,
    login: Login,
    segments: Vec<Vec<u8>>,
    search: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

impl Http {
    /// An http URL for `host` (a host name or an IPv4 address).
    ///
    /// ```
    /// assert_eq!(url_core::build::Http::new("127.0.0.1").build().unwrap().as_str(), "http://127.0.0.1");
    /// ```
    pub fn new(host: impl AsRef<str>) -> Http {
        Http { secure: false, login: Login::new(host.as_ref()), segments: Vec::new(), search: None, fragment: None }
    }

    /// An https URL for `host` (RFC 2818 §2.4: http's form with the scheme
    /// `https`); every other setter is [`Http::new`]'s.
    ///
    /// ```
    /// use url_core::build::Http;
    ///
    /// let url = Http::https("api.example.com").segments(["v1", "items"]).search("page=2").build()?;
    /// assert_eq!(url.as_str(), "https://api.example.com/v1/items?page=2");
    /// assert_eq!(url.as_url().port_or_default(), Some(443));
    /// # Ok::<(), url_core::build::BuildError>(())
    /// ```
    pub fn https(host: impl AsRef<str>) -> Http {
        Http { secure: true, ..Http::new(host) }
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Http::new("h.org").port(8080).build().unwrap().as_str(), "http://h.org:8080");
    /// ```
    pub fn port(mut self, port: u16) -> Http {
        self.login.port = Some(port);
        self
    }

    /// The path segments (decoded), replacing any set before.
    ///
    /// ```
    /// use url_core::build::Http;
    /// assert_eq!(Http::new("h.org").segments(["a/b", "c?"]).build().unwrap().as_str(), "http://h.org/a%2Fb/c%3F");
    /// ```
    pub fn segments<I>(mut self, segments: I) -> Http
    where
        I: IntoIterator,
        I::Item: AsRef<[u8]>,
    {
        self.segments = all_bytes(segments);
        self
    }

    /// Appends one path segment (decoded).
    ///
    /// ```
    /// use url_core::build::Http;
    /// assert_eq!(Http::new("h.org").segment("a").segment("").build().unwrap().as_str(), "http://h.org/a/");
    /// ```
    pub fn segment(mut self, segment: impl AsRef<[u8]>) -> Http {
        self.segments.push(bytes(segment));
        self
    }

    /// The search part after `?` (decoded). Without path segments, the empty
    /// path `/` is written before the `?`.
    ///
    /// ```
    /// use url_core::build::Http;
    /// assert_eq!(Http::new("h.org").search("a b/c").build().unwrap().as_str(), "http://h.org/?a%20b%2Fc");
    /// ```
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Http {
        self.search = Some(bytes(search));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// use url_core::build::Http;
    /// assert_eq!(Http::new("h.org").segment("").fragment("top").build().unwrap().as_str(), "http://h.org/#top");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Http {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host.
    ///
    /// ```
    /// use url_core::build::Http;
    /// let err = Http::new("-h.org").build().unwrap_err();
    /// assert!(err.to_string().starts_with("invalid host: "));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write(if self.secure { "https://" } else { "http://" }, false)?;
        if !self.segments.is_empty() || self.search.is_some() {
            out.push('/');
            for (i, segment) in self.segments.iter().enumerate() {
                if i > 0 {
                    out.push('/');
                }
                push(&mut out, segment, Component::HttpSegment);
            }
            if let Some(search) = &self.search {
                out.push('?');
                push(&mut out, search, Component::HttpSearch);
            }
        }
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// gopher
// ---------------------------------------------------------------------------

/// Builds a gopher URL (RFC 1738 §3.4):
/// `gopher://<host>:<port>/<gophertype><selector>%09<search>%09<gopher+_string>`.
///
/// Everything after the `/` is written with [`Component::Gopher`] (no
/// reserved characters, §3.4.1); the type is one octet (`1`, a directory,
/// unless set). The tabs between selector, search and gopher+ string are
/// written `%09`; so a selector may not hold a tab, nor CR or LF (§3.4.1),
/// and a search may not hold a tab. A gopher+ string without a search gets an
/// empty search (the request line has both tabs).
///
/// ```
/// use url_core::build::Gopher;
///
/// let url = Gopher::new("gopher.example.org").item_type(b'7').selector("/search").search("red fish").build()?;
/// assert_eq!(url.as_str(), "gopher://gopher.example.org/7/search%09red%20fish");
/// assert_eq!(Gopher::new("gopher.example.org").build()?.as_str(), "gopher://gopher.example.org");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gopher {
    login: Login,
    item_type: Option<u8>,
    selector: Option<Vec<u8>>,
    search: Option<Vec<u8>>,
    gopher_plus: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

impl Gopher {
    /// A gopher URL for `host` (a host name or an IPv4 address).
    ///
    /// ```
    /// assert_eq!(url_core::build::Gopher::new("10.1.2.3").build().unwrap().as_str(), "gopher://10.1.2.3");
    /// ```
    pub fn new(host: impl AsRef<str>) -> Gopher {
        Gopher {
            login: Login::new(host.as_ref()),
            item_type: None,
            selector: None,
            search: None,
            gopher_plus: None,
            fragment: None,
        }
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Gopher::new("h.org").port(7070).build().unwrap().as_str(), "gopher://h.org:7070");
    /// ```
    pub fn port(mut self, port: u16) -> Gopher {
        self.login.port = Some(port);
        self
    }

    /// The gopher item type: one octet (escaped if need be). When a selector,
    /// search or gopher+ string is set and the type is not, it is `1`.
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// assert_eq!(Gopher::new("h.org").item_type(b'0').build().unwrap().as_str(), "gopher://h.org/0");
    /// assert_eq!(Gopher::new("h.org").item_type(b' ').build().unwrap().as_str(), "gopher://h.org/%20");
    /// ```
    pub fn item_type(mut self, item_type: u8) -> Gopher {
        self.item_type = Some(item_type);
        self
    }

    /// The selector (decoded): any octets but tab, CR and LF.
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// assert_eq!(Gopher::new("h.org").selector("a b").build().unwrap().as_str(), "gopher://h.org/1a%20b");
    /// ```
    pub fn selector(mut self, selector: impl AsRef<[u8]>) -> Gopher {
        self.selector = Some(bytes(selector));
        self
    }

    /// The search string (decoded): any octets but tab.
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// let url = Gopher::new("h.org").item_type(b'7').search("x").build().unwrap();
    /// assert_eq!(url.as_str(), "gopher://h.org/7%09x");
    /// ```
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Gopher {
        self.search = Some(bytes(search));
        self
    }

    /// The gopher+ string (decoded): any octets.
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// let url = Gopher::new("h.org").selector("s").gopher_plus("+").build().unwrap();
    /// assert_eq!(url.as_str(), "gopher://h.org/1s%09%09+");
    /// ```
    pub fn gopher_plus(mut self, gopher_plus: impl AsRef<[u8]>) -> Gopher {
        self.gopher_plus = Some(bytes(gopher_plus));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// assert_eq!(Gopher::new("h.org").fragment("#").build().unwrap().as_str(), "gopher://h.org#%23");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Gopher {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host, a tab, CR or LF in the selector,
    /// or a tab in the search.
    ///
    /// ```
    /// use url_core::build::{Gopher, Part, Reason};
    /// let err = Gopher::new("h.org").search("a\tb").build().unwrap_err();
    /// assert_eq!((err.part(), err.reason()), (Part::GopherSearch, Reason::Octet { index: 1, octet: b'\t' }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("gopher://", false)?;
        let check = |part: Part, value: &Option<Vec<u8>>, forbidden: &[u8]| match value {
            Some(v) => match v.iter().position(|c| forbidden.contains(c)) {
                Some(index) => Err(BuildError::new(part, Reason::Octet { index, octet: v[index] })),
                None => Ok(()),
            },
            None => Ok(()),
        };
        check(Part::GopherSelector, &self.selector, b"\t\r\n")?;
        check(Part::GopherSearch, &self.search, b"\t")?;
        let rest = self.selector.is_some() || self.search.is_some() || self.gopher_plus.is_some();
        if self.item_type.is_some() || rest {
            out.push('/');
            push(&mut out, &[self.item_type.unwrap_or(b'1')], Component::Gopher);
            if let Some(selector) = &self.selector {
                push(&mut out, selector, Component::Gopher);
            }
            if self.search.is_some() || self.gopher_plus.is_some() {
                out.push_str("%09");
                if let Some(search) = &self.search {
                    push(&mut out, search, Component::Gopher);
                }
            }
            if let Some(gopher_plus) = &self.gopher_plus {
                out.push_str("%09");
                push(&mut out, gopher_plus, Component::Gopher);
            }
        }
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// mailto
// ---------------------------------------------------------------------------

/// Whether `s` is `atom *("." atom)`.
fn is_dot_atoms(s: &[u8]) -> bool {
    s.split(|&c| c == b'.').all(|atom| !atom.is_empty() && atom.iter().all(|&c| is(c, ATOM)))
}

/// Checks an RFC 822 `domain = sub-domain *("." sub-domain)`, `sub-domain =
/// atom / domain-literal`, `domain-literal = "[" *(dtext / quoted-pair) "]"`.
fn check_domain(d: &[u8]) -> Result<(), BuildError> {
    let err = |reason| Err(BuildError::new(Part::MailtoDomain, reason));
    let octet = |index: usize| Reason::Octet { index, octet: d[index] };
    if d.is_empty() {
        return err(Reason::Empty);
    }
    let mut i = 0;
    loop {
        if i == d.len() || d[i] == b'.' {
            return err(Reason::Expected { index: i, expected: "a sub-domain on each side of '.'" });
        }
        if d[i] == b'[' {
            let open = i;
            i += 1;
            loop {
                match d.get(i) {
                    None => return err(Reason::Expected { index: open, expected: "']' closing the domain literal" }),
                    Some(b']') => break,
                    Some(b'\\') if i + 1 < d.len() => {
                        if d[i + 1] >= 0x80 {
                            return err(octet(i + 1));
                        }
                        i += 2;
                    }
                    Some(b'\\') => {
                        return err(Reason::Expected { index: open, expected: "']' closing the domain literal" })
                    }
                    Some(&c) if c >= 0x80 || c == b'\r' || c == b'[' => return err(octet(i)),
                    Some(_) => i += 1,
                }
            }
            i += 1;
        } else {
            let start = i;
            while i < d.len() && is(d[i], ATOM) {
                i += 1;
            }
            if i == start {
                return err(octet(i));
            }
        }
        if i == d.len() {
            return Ok(());
        }
        if d[i] != b'.' {
            return err(octet(i));
        }
        i += 1;
    }
}

/// Builds a mailto URL (RFC 1738 §3.5): `mailto:<rfc822-addr-spec>`.
///
/// The local part is written as it is when it is a sequence of RFC 822 atoms
/// joined by `.`, and as an RFC 822 quoted-string otherwise (with `"`, `\`
/// and CR quoted by `\`); the domain must be RFC 822 atoms or domain
/// literals joined by `.`. The address is then written with
/// [`Component::Mailto`] (§3.5: no reserved characters; `%` and the unsafe
/// characters are escaped).
///
/// ```
/// use url_core::build::Mailto;
///
/// assert_eq!(Mailto::new("gorby%kremvax", "example.com").build()?.as_str(), "mailto:gorby%25kremvax@example.com");
/// assert_eq!(Mailto::new("John Doe", "example.com").build()?.as_str(), "mailto:%22John%20Doe%22@example.com");
/// assert_eq!(Mailto::new("a\"b", "[10.0.0.1]").build()?.as_str(), "mailto:%22a%5C%22b%22@%5B10.0.0.1%5D");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mailto {
    local_part: Vec<u8>,
    domain: Vec<u8>,
    fragment: Option<Vec<u8>>,
}

impl Mailto {
    /// A mailto URL for `local_part@domain` (both decoded, ASCII).
    ///
    /// ```
    /// let url = url_core::build::Mailto::new("a.b", "example.org").build().unwrap();
    /// assert_eq!(url.as_str(), "mailto:a.b@example.org");
    /// ```
    pub fn new(local_part: impl AsRef<[u8]>, domain: impl AsRef<[u8]>) -> Mailto {
        Mailto { local_part: bytes(local_part), domain: bytes(domain), fragment: None }
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::Mailto::new("a", "b.org").fragment("x").build().unwrap();
    /// assert_eq!(url.as_str(), "mailto:a@b.org#x");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Mailto {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for a local part that is not ASCII, or a domain that
    /// is empty or not an RFC 822 `domain`.
    ///
    /// ```
    /// use url_core::build::{Mailto, Part, Reason};
    /// let err = Mailto::new("café", "example.org").build().unwrap_err();
    /// assert_eq!((err.part(), err.reason()), (Part::MailtoLocalPart, Reason::Octet { index: 3, octet: 0xC3 }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let local = &self.local_part;
        if let Some(index) = local.iter().position(|&c| c >= 0x80) {
            return Err(BuildError::new(Part::MailtoLocalPart, Reason::Octet { index, octet: local[index] }));
        }
        check_domain(&self.domain)?;
        let mut address = Vec::with_capacity(local.len() + self.domain.len() + 3);
        if is_dot_atoms(local) {
            address.extend_from_slice(local);
        } else {
            address.push(b'"');
            for &c in local {
                if matches!(c, b'"' | b'\\' | b'\r') {
                    address.push(b'\\');
                }
                address.push(c);
            }
            address.push(b'"');
        }
        address.push(b'@');
        address.extend_from_slice(&self.domain);
        let mut out = String::from("mailto:");
        push(&mut out, &address, Component::Mailto);
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// news
// ---------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq)]
enum NewsTarget {
    All,
    Group(String),
    MessageId(Vec<u8>),
}

/// Builds a news URL (RFC 1738 §3.6): `news:<newsgroup-name>`,
/// `news:<message-id>` or `news:*`.
///
/// A newsgroup name takes no escapes: it must match `group = alpha *[ alpha |
/// digit | "-" | "." | "+" | "_" ]`. A message-id is `<unique>@<host>`
/// without `<` `>`; the unique part (before the last `@`) is written with
/// [`Component::NewsArticle`] and the host must be a host name or an IPv4
/// address.
///
/// ```
/// use url_core::build::News;
///
/// assert_eq!(News::group("comp.infosystems.www.misc").build()?.as_str(), "news:comp.infosystems.www.misc");
/// assert_eq!(News::message_id("a b@c@info.cern.ch").build()?.as_str(), "news:a%20b%40c@info.cern.ch");
/// assert_eq!(News::all().build()?.as_str(), "news:*");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct News {
    target: NewsTarget,
    fragment: Option<Vec<u8>>,
}

impl News {
    /// `news:*`: all available newsgroups.
    ///
    /// ```
    /// assert!(url_core::NewsUrl::parse(url_core::build::News::all().build().unwrap().as_str()).unwrap().is_all());
    /// ```
    pub fn all() -> News {
        News { target: NewsTarget::All, fragment: None }
    }

    /// `news:<newsgroup-name>`.
    ///
    /// ```
    /// assert_eq!(url_core::build::News::group("alt.test").build().unwrap().as_str(), "news:alt.test");
    /// ```
    pub fn group(name: impl AsRef<str>) -> News {
        News { target: NewsTarget::Group(name.as_ref().into()), fragment: None }
    }

    /// `news:<message-id>`, the message-id decoded and without `<` `>`.
    ///
    /// ```
    /// let url = url_core::build::News::message_id("12345@info.cern.ch").build().unwrap();
    /// assert_eq!(url.as_str(), "news:12345@info.cern.ch");
    /// ```
    pub fn message_id(id: impl AsRef<[u8]>) -> News {
        News { target: NewsTarget::MessageId(bytes(id)), fragment: None }
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::News::all().fragment("x").build().unwrap().as_str(), "news:*#x");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> News {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for a newsgroup name outside the `group` production,
    /// or a message-id without `@`, with nothing before it, or whose host is
    /// invalid.
    ///
    /// ```
    /// use url_core::build::{News, Part, Reason};
    /// let err = News::message_id("12345").build().unwrap_err();
    /// assert_eq!((err.part(), err.reason()), (Part::MessageId, Reason::Expected { index: 5, expected: "'@' and a host" }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = String::from("news:");
        match &self.target {
            NewsTarget::All => out.push('*'),
            NewsTarget::Group(g) => {
                check_group(g.as_bytes())?;
                out.push_str(g);
            }
            NewsTarget::MessageId(id) => {
                let err = |reason| Err(BuildError::new(Part::MessageId, reason));
                let Some(at) = id.iter().rposition(|&c| c == b'@') else {
                    return err(Reason::Expected { index: id.len(), expected: "'@' and a host" });
                };
                if at == 0 {
                    return err(Reason::Expected { index: 0, expected: "a unique part before the '@'" });
                }
                if at + 1 == id.len() {
                    return err(Reason::Expected { index: id.len(), expected: "a host after the '@'" });
                }
                if let Err(e) = check_host(id, at + 1, id.len()) {
                    return err(Reason::Invalid(e));
                }
                push(&mut out, &id[..at], Component::NewsArticle);
                out.push('@');
                out.extend(id[at + 1..].iter().map(|&c| c as char));
            }
        }
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// nntp
// ---------------------------------------------------------------------------

/// Builds an nntp URL (RFC 1738 §3.7):
/// `nntp://<host>:<port>/<newsgroup-name>/<article-number>`.
///
/// The newsgroup name takes no escapes (see [`News`]); the article number is
/// optional.
///
/// ```
/// use url_core::build::Nntp;
///
/// let url = Nntp::new("news.server.org", "example.group.this").port(42).article(12345).build()?;
/// assert_eq!(url.as_str(), "nntp://news.server.org:42/example.group.this/12345");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nntp {
    login: Login,
    group: String,
    article: Option<u64>,
    fragment: Option<Vec<u8>>,
}

impl Nntp {
    /// An nntp URL for newsgroup `group` on `host`.
    ///
    /// ```
    /// let url = url_core::build::Nntp::new("news.example.org", "comp.lang.c").build().unwrap();
    /// assert_eq!(url.as_str(), "nntp://news.example.org/comp.lang.c");
    /// ```
    pub fn new(host: impl AsRef<str>, group: impl AsRef<str>) -> Nntp {
        Nntp { login: Login::new(host.as_ref()), group: group.as_ref().into(), article: None, fragment: None }
    }

    /// The port.
    ///
    /// ```
    /// let url = url_core::build::Nntp::new("h.org", "g").port(119).build().unwrap();
    /// assert_eq!(url.as_str(), "nntp://h.org:119/g");
    /// ```
    pub fn port(mut self, port: u16) -> Nntp {
        self.login.port = Some(port);
        self
    }

    /// The article number.
    ///
    /// ```
    /// let url = url_core::build::Nntp::new("h.org", "g").article(0).build().unwrap();
    /// assert_eq!(url.as_str(), "nntp://h.org/g/0");
    /// ```
    pub fn article(mut self, article: u64) -> Nntp {
        self.article = Some(article);
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::Nntp::new("h.org", "g").fragment("f").build().unwrap();
    /// assert_eq!(url.as_str(), "nntp://h.org/g#f");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Nntp {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host or newsgroup name.
    ///
    /// ```
    /// use url_core::build::{Nntp, Part};
    /// assert_eq!(Nntp::new("h.org", "").build().unwrap_err().part(), Part::Newsgroup);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("nntp://", false)?;
        check_group(self.group.as_bytes())?;
        out.push('/');
        out.push_str(&self.group);
        if let Some(article) = self.article {
            let _ = write!(out, "/{article}");
        }
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// telnet
// ---------------------------------------------------------------------------

/// Builds a telnet URL (RFC 1738 §3.8): `telnet://<user>:<password>@<host>:<port>/`.
///
/// The user name and password are written with [`Component::Login`]; the
/// trailing `/` is always written, as §3.8 shows it. `Debug` shows a password set as `Some(***)`.
///
/// ```
/// use url_core::build::Telnet;
///
/// assert_eq!(Telnet::new("melvyl.ucop.edu").user("guest").build()?.as_str(), "telnet://guest@melvyl.ucop.edu/");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Telnet {
    login: Login,
    fragment: Option<Vec<u8>>,
}

impl Telnet {
    /// A telnet URL for `host`.
    ///
    /// ```
    /// assert_eq!(url_core::build::Telnet::new("h.org").build().unwrap().as_str(), "telnet://h.org/");
    /// ```
    pub fn new(host: impl AsRef<str>) -> Telnet {
        Telnet { login: Login::new(host.as_ref()), fragment: None }
    }

    /// The suggested user name (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Telnet::new("h.org").user("a@b").build().unwrap().as_str(), "telnet://a%40b@h.org/");
    /// ```
    pub fn user(mut self, user: impl AsRef<[u8]>) -> Telnet {
        self.login.user = Some(bytes(user));
        self
    }

    /// The suggested password (decoded); it needs a [`user`](Telnet::user).
    ///
    /// ```
    /// let url = url_core::build::Telnet::new("h.org").user("u").password("p:w").build().unwrap();
    /// assert_eq!(url.as_str(), "telnet://u:p%3Aw@h.org/");
    /// ```
    pub fn password(mut self, password: impl AsRef<[u8]>) -> Telnet {
        self.login.password = Some(bytes(password));
        self
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Telnet::new("h.org").port(2323).build().unwrap().as_str(), "telnet://h.org:2323/");
    /// ```
    pub fn port(mut self, port: u16) -> Telnet {
        self.login.port = Some(port);
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Telnet::new("h.org").fragment("").build().unwrap().as_str(), "telnet://h.org/#");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Telnet {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host or a password without a user
    /// name.
    ///
    /// ```
    /// use url_core::build::{Part, Telnet};
    /// assert_eq!(Telnet::new("").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("telnet://", false)?;
        out.push('/');
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// wais
// ---------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq)]
enum WaisTarget {
    Database,
    Search(Vec<u8>),
    Document(Vec<u8>, Vec<u8>),
}

/// Builds a wais URL (RFC 1738 §3.9), one of its three forms:
/// `wais://<host>:<port>/<database>`, `.../<database>?<search>` or
/// `.../<database>/<wtype>/<wpath>`.
///
/// The database, wtype and wpath are written with [`Component::Wais`] (every
/// reserved character escaped), the search with [`Component::WaisSearch`].
/// [`search`](Wais::search) and [`document`](Wais::document) each replace the
/// other.
///
/// ```
/// use url_core::build::Wais;
///
/// let url = Wais::new("quake.think.com", "directory-of-servers").document("TEXT", "1234").build()?;
/// assert_eq!(url.as_str(), "wais://quake.think.com/directory-of-servers/TEXT/1234");
/// assert_eq!(Wais::new("h.org", "db").search("a b").build()?.as_str(), "wais://h.org/db?a%20b");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wais {
    login: Login,
    database: Vec<u8>,
    target: WaisTarget,
    fragment: Option<Vec<u8>>,
}

impl Wais {
    /// A wais URL for `database` (decoded) on `host`.
    ///
    /// ```
    /// assert_eq!(url_core::build::Wais::new("h.org", "a/b").build().unwrap().as_str(), "wais://h.org/a%2Fb");
    /// ```
    pub fn new(host: impl AsRef<str>, database: impl AsRef<[u8]>) -> Wais {
        Wais {
            login: Login::new(host.as_ref()),
            database: bytes(database),
            target: WaisTarget::Database,
            fragment: None,
        }
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Wais::new("h.org", "db").port(210).build().unwrap().as_str(), "wais://h.org:210/db");
    /// ```
    pub fn port(mut self, port: u16) -> Wais {
        self.login.port = Some(port);
        self
    }

    /// A search of the database (decoded): the `waisindex` form.
    ///
    /// ```
    /// assert_eq!(url_core::build::Wais::new("h.org", "db").search("?").build().unwrap().as_str(), "wais://h.org/db?%3F");
    /// ```
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Wais {
        self.target = WaisTarget::Search(bytes(search));
        self
    }

    /// One document of the database, by type and path (decoded): the
    /// `waisdoc` form.
    ///
    /// ```
    /// let url = url_core::build::Wais::new("h.org", "db").document("", "a/b").build().unwrap();
    /// assert_eq!(url.as_str(), "wais://h.org/db//a%2Fb");
    /// ```
    pub fn document(mut self, wtype: impl AsRef<[u8]>, wpath: impl AsRef<[u8]>) -> Wais {
        self.target = WaisTarget::Document(bytes(wtype), bytes(wpath));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Wais::new("h.org", "db").fragment("f").build().unwrap().as_str(), "wais://h.org/db#f");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Wais {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host.
    ///
    /// ```
    /// use url_core::build::{Part, Wais};
    /// assert_eq!(Wais::new("h.1", "db").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("wais://", false)?;
        out.push('/');
        push(&mut out, &self.database, Component::Wais);
        match &self.target {
            WaisTarget::Database => {}
            WaisTarget::Search(search) => {
                out.push('?');
                push(&mut out, search, Component::WaisSearch);
            }
            WaisTarget::Document(wtype, wpath) => {
                out.push('/');
                push(&mut out, wtype, Component::Wais);
                out.push('/');
                push(&mut out, wpath, Component::Wais);
            }
        }
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// file
// ---------------------------------------------------------------------------

/// Builds a file URL (RFC 1738 §3.10): `file://<host>/<path>`.
///
/// The host is a host name, an IPv4 address, or empty for "the machine from
/// which the URL is being interpreted" ([`File::local`]); file URLs take no
/// port. Path segments are written with [`Component::FileSegment`] (`/` and
/// `;` escaped). The production requires the `/` after the host, so with no
/// segment the path is empty (one empty segment).
///
/// ```
/// use url_core::build::File;
///
/// let url = File::new("vms.host.edu").segments(["disk$user", "my notes", "note12345.txt"]).build()?;
/// assert_eq!(url.as_str(), "file://vms.host.edu/disk$user/my%20notes/note12345.txt");
/// assert_eq!(File::local().segments(["etc", "motd"]).build()?.as_str(), "file:///etc/motd");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    login: Login,
    segments: Vec<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

impl File {
    /// A file URL on `host` (`""` and `"localhost"` name the local machine).
    ///
    /// ```
    /// assert_eq!(url_core::build::File::new("localhost").build().unwrap().as_str(), "file://localhost/");
    /// ```
    pub fn new(host: impl AsRef<str>) -> File {
        File { login: Login::new(host.as_ref()), segments: Vec::new(), fragment: None }
    }

    /// A file URL with an empty host: the local machine.
    ///
    /// ```
    /// assert_eq!(url_core::build::File::local().build().unwrap().as_str(), "file:///");
    /// ```
    pub fn local() -> File {
        File::new("")
    }

    /// The path segments (decoded), replacing any set before.
    ///
    /// ```
    /// let url = url_core::build::File::local().segments(["a;b", "c/d"]).build().unwrap();
    /// assert_eq!(url.as_str(), "file:///a%3Bb/c%2Fd");
    /// ```
    pub fn segments<I>(mut self, segments: I) -> File
    where
        I: IntoIterator,
        I::Item: AsRef<[u8]>,
    {
        self.segments = all_bytes(segments);
        self
    }

    /// Appends one path segment (decoded).
    ///
    /// ```
    /// let url = url_core::build::File::local().segment("tmp").segment("x y").build().unwrap();
    /// assert_eq!(url.as_str(), "file:///tmp/x%20y");
    /// ```
    pub fn segment(mut self, segment: impl AsRef<[u8]>) -> File {
        self.segments.push(bytes(segment));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::File::local().segment("f").fragment("l10").build().unwrap();
    /// assert_eq!(url.as_str(), "file:///f#l10");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> File {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for a host that is neither empty, a host name nor an
    /// IPv4 address.
    ///
    /// ```
    /// use url_core::build::{File, Part};
    /// assert_eq!(File::new("C:").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("file://", true)?;
        out.push('/');
        for (i, segment) in self.segments.iter().enumerate() {
            if i > 0 {
                out.push('/');
            }
            push(&mut out, segment, Component::FileSegment);
        }
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// prospero
// ---------------------------------------------------------------------------

/// Builds a prospero URL (RFC 1738 §3.11):
/// `prospero://<host>:<port>/<hsoname>;<field>=<value>`.
///
/// The hsoname is written with [`Component::ProsperoName`] (`;` escaped, `/`
/// kept: §3.11), field names and values with [`Component::ProsperoField`]
/// (`;`, `=` and `/` escaped).
///
/// ```
/// use url_core::build::Prospero;
///
/// let url = Prospero::new("host.dom", "/pros/name").field("OBJECT-VERSION", "2").build()?;
/// assert_eq!(url.as_str(), "prospero://host.dom//pros/name;OBJECT-VERSION=2");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prospero {
    login: Login,
    hsoname: Vec<u8>,
    fields: Vec<(Vec<u8>, Vec<u8>)>,
    fragment: Option<Vec<u8>>,
}

impl Prospero {
    /// A prospero URL for the object `hsoname` (decoded) on `host`.
    ///
    /// ```
    /// let url = url_core::build::Prospero::new("h.org", "a;b").build().unwrap();
    /// assert_eq!(url.as_str(), "prospero://h.org/a%3Bb");
    /// ```
    pub fn new(host: impl AsRef<str>, hsoname: impl AsRef<[u8]>) -> Prospero {
        Prospero { login: Login::new(host.as_ref()), hsoname: bytes(hsoname), fields: Vec::new(), fragment: None }
    }

    /// The port.
    ///
    /// ```
    /// let url = url_core::build::Prospero::new("h.org", "n").port(1525).build().unwrap();
    /// assert_eq!(url.as_str(), "prospero://h.org:1525/n");
    /// ```
    pub fn port(mut self, port: u16) -> Prospero {
        self.login.port = Some(port);
        self
    }

    /// Appends a `;name=value` field (both decoded).
    ///
    /// ```
    /// let url = url_core::build::Prospero::new("h.org", "n").field("a=b", "c;d").field("", "").build().unwrap();
    /// assert_eq!(url.as_str(), "prospero://h.org/n;a%3Db=c%3Bd;=");
    /// ```
    pub fn field(mut self, name: impl AsRef<[u8]>, value: impl AsRef<[u8]>) -> Prospero {
        self.fields.push((bytes(name), bytes(value)));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::Prospero::new("h.org", "n").fragment("f").build().unwrap();
    /// assert_eq!(url.as_str(), "prospero://h.org/n#f");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Prospero {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host.
    ///
    /// ```
    /// use url_core::build::{Part, Prospero};
    /// assert_eq!(Prospero::new("h.org.", "n").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("prospero://", false)?;
        out.push('/');
        push(&mut out, &self.hsoname, Component::ProsperoName);
        for (name, value) in &self.fields {
            out.push(';');
            push(&mut out, name, Component::ProsperoField);
            out.push('=');
            push(&mut out, value, Component::ProsperoField);
        }
        finish(out, &self.fragment)
    }
}

// ---------------------------------------------------------------------------
// other schemes
// ---------------------------------------------------------------------------

/// Checks a scheme name for [`Other`] and [`OtherIp`]: `1*[ lowalpha | digit
/// | "+" | "-" | "." ]` (upper case accepted, §2.1), and none of the ten RFC
/// 1738 defines.
fn check_scheme(scheme: &str) -> Result<(), BuildError> {
    let b = scheme.as_bytes();
    let err = |reason| Err(BuildError::new(Part::Scheme, reason));
    if b.is_empty() {
        return err(Reason::Empty);
    }
    if let Some(i) = b.iter().position(|&c| !is(c, chars::SCHEME)) {
        return err(Reason::Invalid(ParseError::unexpected(b, i, ErrComponent::Scheme)));
    }
    match Scheme::from_name(scheme) {
        Scheme::Other => Ok(()),
        defined => err(Reason::DefinedScheme(defined)),
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum SchemePart {
    Decoded(Vec<u8>),
    Raw(String),
}

/// Builds a URL of a scheme RFC 1738 does not define (`otherurl`, §5):
/// `<scheme>:<scheme-specific part>`.
///
/// The scheme-specific part is either given decoded ([`Other::new`], written
/// with [`Component::SchemePart`]: only unsafe, national and control octets
/// escaped, since RFC 1738 does not know which characters the scheme
/// reserves) or raw ([`Other::raw`], checked and written as it is). For the
/// `//user:password@host:port/path` form, see [`Other::ip`].
///
/// ```
/// use url_core::build::Other;
///
/// assert_eq!(Other::new("tel", "+31 641 044 153").build()?.as_str(), "tel:+31%20641%20044%20153");
/// assert_eq!(Other::raw("urn", "ietf:rfc:1738").build()?.as_str(), "urn:ietf:rfc:1738");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Other {
    scheme: String,
    part: SchemePart,
    fragment: Option<Vec<u8>>,
}

impl Other {
    /// A URL of `scheme` with the scheme-specific part `part` (decoded).
    ///
    /// ```
    /// let url = url_core::build::Other::new("x-note", "50% off").build().unwrap();
    /// assert_eq!(url.as_str(), "x-note:50%25%20off");
    /// ```
    pub fn new(scheme: impl AsRef<str>, part: impl AsRef<[u8]>) -> Other {
        Other { scheme: scheme.as_ref().into(), part: SchemePart::Decoded(bytes(part)), fragment: None }
    }

    /// A URL of `scheme` with the scheme-specific part `raw`, already encoded:
    /// it must be `*xchar` (letters, digits, `$-_.+!*'(),;/?:@&=` and `%XX`
    /// escapes) and is written unchanged.
    ///
    /// ```
    /// let url = url_core::build::Other::raw("x-id", "a%2Fb/c").build().unwrap();
    /// assert_eq!(url.as_str(), "x-id:a%2Fb/c");
    /// ```
    pub fn raw(scheme: impl AsRef<str>, raw: impl AsRef<str>) -> Other {
        Other { scheme: scheme.as_ref().into(), part: SchemePart::Raw(raw.as_ref().into()), fragment: None }
    }

    /// A URL of `scheme` in the `ip-schemepart` form (§3.1), on `host`; see
    /// [`OtherIp`].
    ///
    /// ```
    /// let url = url_core::build::Other::ip("rlogin", "a.sn.no").user("aas").build().unwrap();
    /// assert_eq!(url.as_str(), "rlogin://aas@a.sn.no");
    /// ```
    pub fn ip(scheme: impl AsRef<str>, host: impl AsRef<str>) -> OtherIp {
        OtherIp { scheme: scheme.as_ref().into(), login: Login::new(host.as_ref()), path: None, fragment: None }
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::Other::new("x", "y").fragment("z").build().unwrap();
    /// assert_eq!(url.as_str(), "x:y#z");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Other {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for a scheme name that is empty, holds a character
    /// other than letters, digits, `+`, `-` and `.`, or is one RFC 1738
    /// defines; or a raw part that is not `*xchar`.
    ///
    /// ```
    /// use url_core::build::{Other, Part, Reason};
    /// use url_core::Scheme;
    ///
    /// let err = Other::new("HTTP", "//h.org/").build().unwrap_err();
    /// assert_eq!((err.part(), err.reason()), (Part::Scheme, Reason::DefinedScheme(Scheme::Http)));
    /// assert_eq!(Other::raw("x", "a b").build().unwrap_err().part(), Part::SchemePart);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        check_scheme(&self.scheme)?;
        let mut out = String::with_capacity(self.scheme.len() + 1);
        out.push_str(&self.scheme);
        out.push(':');
        match &self.part {
            SchemePart::Decoded(part) => push(&mut out, part, Component::SchemePart),
            SchemePart::Raw(raw) => {
                let b = raw.as_bytes();
                let end = crate::parse::scan::<{ chars::XCHAR }>(b, 0, ErrComponent::SchemePart)
                    .map_err(|e| BuildError::new(Part::SchemePart, Reason::Invalid(e)))?;
                if end < b.len() {
                    let e = ParseError::unexpected(b, end, ErrComponent::SchemePart);
                    return Err(BuildError::new(Part::SchemePart, Reason::Invalid(e)));
                }
                out.push_str(raw);
            }
        }
        finish(out, &self.fragment)
    }
}

/// Builds a URL of a scheme RFC 1738 does not define in the `ip-schemepart`
/// form (§3.1): `<scheme>://<user>:<password>@<host>:<port>/<url-path>`;
/// made by [`Other::ip`].
///
/// The user name and password are written with [`Component::Login`]; the
/// url-path, whose structure RFC 1738 leaves to the scheme, with
/// [`Component::SchemePart`] (only unsafe, national and control octets
/// escaped; `/` is kept). `Debug` shows a password set as `Some(***)`.
///
/// ```
/// use url_core::build::Other;
///
/// let url = Other::ip("x-sftp", "files.example.org").user("me").port(22).path("home/me/a b").build()?;
/// assert_eq!(url.as_str(), "x-sftp://me@files.example.org:22/home/me/a%20b");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherIp {
    scheme: String,
    login: Login,
    path: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

impl OtherIp {
    /// The user name (decoded).
    ///
    /// ```
    /// let url = url_core::build::Other::ip("x", "h.org").user("a/b").build().unwrap();
    /// assert_eq!(url.as_str(), "x://a%2Fb@h.org");
    /// ```
    pub fn user(mut self, user: impl AsRef<[u8]>) -> OtherIp {
        self.login.user = Some(bytes(user));
        self
    }

    /// The password (decoded); it needs a [`user`](OtherIp::user).
    ///
    /// ```
    /// let url = url_core::build::Other::ip("x", "h.org").user("u").password("@").build().unwrap();
    /// assert_eq!(url.as_str(), "x://u:%40@h.org");
    /// ```
    pub fn password(mut self, password: impl AsRef<[u8]>) -> OtherIp {
        self.login.password = Some(bytes(password));
        self
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Other::ip("x", "h.org").port(1).build().unwrap().as_str(), "x://h.org:1");
    /// ```
    pub fn port(mut self, port: u16) -> OtherIp {
        self.login.port = Some(port);
        self
    }

    /// The url-path after the `/` that follows the host (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Other::ip("x", "h.org").path("a/b?").build().unwrap().as_str(), "x://h.org/a/b?");
    /// ```
    pub fn path(mut self, path: impl AsRef<[u8]>) -> OtherIp {
        self.path = Some(bytes(path));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Other::ip("x", "h.org").fragment("f").build().unwrap().as_str(), "x://h.org#f");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> OtherIp {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid scheme name (see [`Other::build`]), an
    /// invalid host, or a password without a user name.
    ///
    /// ```
    /// use url_core::build::{Other, Part};
    /// assert_eq!(Other::ip("x", "a_b.org").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        check_scheme(&self.scheme)?;
        let mut prefix = String::with_capacity(self.scheme.len() + 3);
        prefix.push_str(&self.scheme);
        prefix.push_str("://");
        let mut out = self.login.write(&prefix, false)?;
        if let Some(path) = &self.path {
            out.push('/');
            push(&mut out, path, Component::SchemePart);
        }
        finish(out, &self.fragment)
    }
}

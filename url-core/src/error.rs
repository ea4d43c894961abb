//! [`ParseError`]: where a URL went wrong, which rule it broke, and what to do.

use core::fmt;

use crate::chars::{self, HEX_UPPER};
use crate::Scheme;

/// Why a string is not an RFC 1738 URL.
///
/// A `ParseError` knows the byte [`offset`](Self::offset) and
/// [`length`](Self::length) of the first offending text, the RFC 1738 §5
/// production (or RFC 822 / RFC 1034 rule) that failed ([`rule`](Self::rule)),
/// the section of RFC 1738 that states it ([`section`](Self::section)) and
/// what the grammar [`expected`](Self::expected) there.
///
/// Its `Display` is one lowercase sentence followed by the citation, the way a
/// compiler would say it:
///
/// ```
/// use url_core::Url;
///
/// let err = Url::parse("http://host/~smith/").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2)",
/// );
/// assert_eq!((err.offset(), err.length()), (12, 1));
/// assert_eq!((err.rule(), err.section()), ("hsegment", "2.2"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParseError {
    offset: u32,
    len: u32,
    found: char,
    kind: ErrorKind,
    comp: Component,
}

/// What went wrong; private so that new kinds are not breaking changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ErrorKind {
    /// The input is longer than `u32::MAX` bytes.
    TooLong,
    /// The input is wrapped in `<...>` or `<URL:...>` (RFC 1738 appendix).
    Wrapper,
    /// Nothing before the first `:`.
    EmptyScheme,
    /// No `:` after the scheme name.
    MissingColon,
    /// A character that the component does not allow.
    Unexpected,
    /// A `%` not followed by two hex digits.
    BadEscape,
    /// The scheme's production starts with `scheme://`.
    MissingSlashes(Scheme),
    /// `//` with no host after it.
    MissingHost,
    /// Two dots in a row, or a leading dot, in a host name.
    EmptyLabel,
    /// A host name that ends with a dot.
    TrailingDot,
    /// A host name label that starts with `-`.
    LabelStartsWithHyphen,
    /// A host name label that ends with `-`.
    LabelEndsWithHyphen,
    /// A host name label longer than 63 octets (RFC 1034).
    LabelTooLong,
    /// A host name longer than 255 octets (RFC 1034).
    NameTooLong,
    /// The last label of a host name starts with a digit and the host is not
    /// four decimal groups either.
    TopLabelDigit,
    /// An IPv4 group above 255.
    Ipv4Range,
    /// `host:` with nothing after the colon.
    EmptyPort,
    /// A port above 65535.
    PortRange,
    /// A user name or password where the scheme allows none.
    LoginNotAllowed(Scheme),
    /// A port where the scheme allows none.
    PortNotAllowed(Scheme),
    /// The scheme needs a `/` after the host.
    MissingPath(Scheme),
    /// `?` right after the host of an http URL.
    SearchWithoutPath,
    /// A `;` in an ftp path that does not start `;type=`.
    FtpParam,
    /// A typecode other than `a`, `i`, `d`.
    FtpTypecode,
    /// Text after what must end the URL.
    Trailing,
    /// `%0D` or `%0A` inside a gopher selector.
    GopherCrLf,
    /// `mailto:` with nothing after it.
    MailtoEmpty,
    /// A mailto address without the `@` of an addr-spec.
    MailtoNoAt,
    /// A decoded character that RFC 822 does not allow where it stands.
    MailtoChar,
    /// An empty word in a local part or an empty sub-domain.
    MailtoEmptyWord,
    /// A quoted-string or domain-literal with no closing quote or bracket.
    MailtoUnterminated,
    /// `news:` with nothing after it.
    NewsEmpty,
    /// A newsgroup name that does not start with a letter.
    NewsGroupStart,
    /// A message-id with nothing before the `@`.
    NewsEmptyArticle,
    /// `/` after an nntp group with no digits after it.
    NntpEmptyArticle,
    /// An nntp article number that does not fit in a `u64`.
    NntpArticleRange,
    /// `wais://host/db/type` without the `/wpath`.
    WaisMissingPath,
    /// A prospero field without `=`.
    FieldWithoutEquals,
    /// A typed parser given a URL of another scheme.
    WrongScheme {
        /// The scheme the typed parser takes.
        expected: Scheme,
        /// The scheme the URL has.
        found: Scheme,
    },
}

/// The part of the URL being read when the error happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Component {
    Url,
    Scheme,
    User,
    Password,
    Host,
    Port,
    Fragment,
    SchemePart,
    FtpPath,
    FtpType,
    HttpPath,
    HttpSearch,
    GopherType,
    GopherSelector,
    GopherSearch,
    GopherPlus,
    MailtoAddress,
    MailtoLocal,
    MailtoDomain,
    NewsGroup,
    NewsArticle,
    NntpGroup,
    NntpArticle,
    Telnet,
    WaisDatabase,
    WaisSearch,
    WaisType,
    WaisPath,
    FilePath,
    ProsperoPath,
    FieldName,
    FieldValue,
}

impl Component {
    /// The name used in messages ("http path").
    const fn name(self) -> &'static str {
        match self {
            Component::Url => "URL",
            Component::Scheme => "scheme",
            Component::User => "user name",
            Component::Password => "password",
            Component::Host => "host",
            Component::Port => "port",
            Component::Fragment => "fragment",
            Component::SchemePart => "scheme-specific part",
            Component::FtpPath => "ftp path",
            Component::FtpType => "ftp typecode",
            Component::HttpPath => "http path",
            Component::HttpSearch => "http search",
            Component::GopherType => "gopher type",
            Component::GopherSelector => "gopher selector",
            Component::GopherSearch => "gopher search",
            Component::GopherPlus => "gopher+ string",
            Component::MailtoAddress => "mailto address",
            Component::MailtoLocal => "mailto local part",
            Component::MailtoDomain => "mailto domain",
            Component::NewsGroup | Component::NntpGroup => "newsgroup name",
            Component::NewsArticle => "message-id",
            Component::NntpArticle => "article number",
            Component::Telnet => "telnet URL",
            Component::WaisDatabase => "wais database",
            Component::WaisSearch => "wais search",
            Component::WaisType => "wais type",
            Component::WaisPath => "wais path",
            Component::FilePath => "file path",
            Component::ProsperoPath => "prospero name",
            Component::FieldName => "prospero field name",
            Component::FieldValue => "prospero field value",
        }
    }

    /// The RFC 1738 §5 production (or RFC 822 rule) for the component.
    const fn rule(self) -> &'static str {
        match self {
            Component::Url => "url",
            Component::Scheme => "scheme",
            Component::User => "user",
            Component::Password => "password",
            Component::Host => "host",
            Component::Port => "port",
            Component::Fragment => "fragmentid",
            Component::SchemePart => "schemepart",
            Component::FtpPath | Component::FilePath => "fsegment",
            Component::FtpType => "ftptype",
            Component::HttpPath => "hsegment",
            Component::HttpSearch | Component::WaisSearch => "search",
            Component::GopherType => "gtype",
            Component::GopherSelector => "selector",
            Component::GopherSearch => "gopherurl",
            Component::GopherPlus => "gopher+_string",
            Component::MailtoAddress => "encoded822addr",
            Component::MailtoLocal => "local-part",
            Component::MailtoDomain => "domain",
            Component::NewsGroup | Component::NntpGroup => "group",
            Component::NewsArticle => "article",
            Component::NntpArticle => "digits",
            Component::Telnet => "telneturl",
            Component::WaisDatabase => "database",
            Component::WaisType => "wtype",
            Component::WaisPath => "wpath",
            Component::ProsperoPath => "psegment",
            Component::FieldName => "fieldname",
            Component::FieldValue => "fieldvalue",
        }
    }

    /// The RFC 1738 section that states the component's rule.
    const fn section(self) -> &'static str {
        match self {
            Component::Url | Component::Scheme | Component::SchemePart => "2.1",
            Component::User | Component::Password | Component::Host | Component::Port => "3.1",
            Component::Fragment => "2.2",
            Component::FtpPath | Component::FtpType => "3.2.2",
            Component::HttpPath | Component::HttpSearch => "3.3",
            Component::GopherType
            | Component::GopherSelector
            | Component::GopherSearch
            | Component::GopherPlus => "3.4.1",
            Component::MailtoAddress | Component::MailtoLocal | Component::MailtoDomain => "3.5",
            Component::NewsGroup | Component::NewsArticle => "3.6",
            Component::NntpGroup | Component::NntpArticle => "3.7",
            Component::Telnet => "3.8",
            Component::WaisDatabase
            | Component::WaisSearch
            | Component::WaisType
            | Component::WaisPath => "3.9",
            Component::FilePath => "3.10",
            Component::ProsperoPath | Component::FieldName | Component::FieldValue => "3.11",
        }
    }

    /// What the component takes, as a phrase after "expected".
    const fn takes(self) -> &'static str {
        match self {
            Component::Url => "a URL",
            Component::Scheme => "letters, digits, '+', '-' or '.' and then ':'",
            Component::Host => "letters, digits, '-' and '.' (no escapes)",
            Component::Port => "decimal digits",
            Component::FtpType => "'a', 'i' or 'd'",
            Component::GopherType => "one character or one %XX escape",
            Component::NewsGroup | Component::NntpGroup => {
                "letters, digits, '-', '.', '+' and '_', starting with a letter"
            }
            Component::NntpArticle => "decimal digits",
            Component::Telnet => "nothing but an optional '/' after the host and port",
            Component::MailtoLocal => "an RFC 822 atom or quoted-string",
            Component::MailtoDomain => "an RFC 822 atom or domain-literal",
            _ => "letters, digits, \"$-_.+!*'(),\" and %XX escapes",
        }
    }

    /// Whether a reserved character here is best fixed by escaping it.
    const fn escapable(self) -> bool {
        !matches!(
            self,
            Component::Url
                | Component::Scheme
                | Component::Host
                | Component::Port
                | Component::FtpType
                | Component::NewsGroup
                | Component::NntpGroup
                | Component::NntpArticle
                | Component::Telnet
                | Component::MailtoLocal
                | Component::MailtoDomain
        )
    }
}

/// How a byte relates to RFC 1738 §2.2.
enum Class {
    NonAscii,
    Control,
    Space,
    Unsafe,
    Reserved,
    Other,
}

const fn class_of(c: char) -> Class {
    let v = c as u32;
    if v >= 0x80 {
        Class::NonAscii
    } else if v < 0x20 || v == 0x7f {
        Class::Control
    } else if v == 0x20 {
        Class::Space
    } else if chars::is(v as u8, chars::UNSAFE) {
        Class::Unsafe
    } else if chars::is(v as u8, chars::RESERVED) {
        Class::Reserved
    } else {
        Class::Other
    }
}

impl ParseError {
    pub(crate) const fn new(offset: usize, len: usize, kind: ErrorKind, comp: Component) -> Self {
        ParseError { offset: offset as u32, len: len as u32, found: '\0', kind, comp }
    }

    /// An error about the character that starts at byte `i` of `s`.
    pub(crate) const fn at_char(s: &[u8], i: usize, kind: ErrorKind, comp: Component) -> Self {
        let (found, len) = decode_char(s, i);
        ParseError { offset: i as u32, len: len as u32, found, kind, comp }
    }

    /// "unexpected character" at byte `i` (end of input gives a zero-length
    /// error there).
    pub(crate) const fn unexpected(s: &[u8], i: usize, comp: Component) -> Self {
        if i >= s.len() {
            return ParseError::new(i, 0, ErrorKind::Unexpected, comp);
        }
        ParseError::at_char(s, i, ErrorKind::Unexpected, comp)
    }

    /// An error about one already-decoded octet of a mailto address.
    pub(crate) const fn mailto(offset: usize, len: usize, octet: u8, kind: ErrorKind, comp: Component) -> Self {
        ParseError { offset: offset as u32, len: len as u32, found: octet as char, kind, comp }
    }

    /// The typed parsers' error for a URL of another scheme.
    pub(crate) const fn wrong_scheme(expected: Scheme, found: Scheme, scheme_len: usize) -> Self {
        ParseError::new(0, scheme_len, ErrorKind::WrongScheme { expected, found }, Component::Scheme)
    }

    #[cfg(test)]
    pub(crate) const fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Byte offset in the input of the first offending text.
    pub const fn offset(&self) -> usize {
        self.offset as usize
    }

    /// Length in bytes of the offending text; 0 when something is missing at
    /// [`offset`](Self::offset) (for example at the end of the input).
    pub const fn length(&self) -> usize {
        self.len as usize
    }

    /// The offending bytes as a range, for slicing the input.
    pub const fn span(&self) -> core::ops::Range<usize> {
        self.offset as usize..(self.offset + self.len) as usize
    }

    /// The RFC 1738 §5 production that failed (`"httpurl"`, `"hsegment"`,
    /// `"port"`, ...), or the RFC 822 (`"addr-spec"`, `"local-part"`, ...)
    /// or RFC 1034 rule that DESIGN.md adds.
    pub const fn rule(&self) -> &'static str {
        match self.kind {
            ErrorKind::TooLong | ErrorKind::Wrapper => "url",
            ErrorKind::EmptyScheme => "scheme",
            ErrorKind::MissingColon => "genericurl",
            ErrorKind::MissingSlashes(s)
            | ErrorKind::LoginNotAllowed(s)
            | ErrorKind::PortNotAllowed(s)
            | ErrorKind::MissingPath(s) => s.production(),
            ErrorKind::WrongScheme { expected, .. } => expected.production(),
            ErrorKind::MissingHost => "host",
            ErrorKind::EmptyLabel
            | ErrorKind::TrailingDot
            | ErrorKind::LabelStartsWithHyphen
            | ErrorKind::LabelEndsWithHyphen
            | ErrorKind::LabelTooLong => "domainlabel",
            ErrorKind::NameTooLong => "hostname",
            ErrorKind::TopLabelDigit => "toplabel",
            ErrorKind::Ipv4Range => "hostnumber",
            ErrorKind::EmptyPort | ErrorKind::PortRange => "port",
            ErrorKind::SearchWithoutPath => "httpurl",
            ErrorKind::FtpParam => "fpath",
            ErrorKind::FtpTypecode => "ftptype",
            ErrorKind::GopherCrLf => "selector",
            ErrorKind::MailtoEmpty => "encoded822addr",
            ErrorKind::MailtoNoAt => "addr-spec",
            ErrorKind::NewsEmpty => "grouppart",
            ErrorKind::NewsGroupStart => "group",
            ErrorKind::NewsEmptyArticle => "article",
            ErrorKind::NntpEmptyArticle | ErrorKind::NntpArticleRange => "digits",
            ErrorKind::WaisMissingPath => "waisdoc",
            ErrorKind::FieldWithoutEquals => "fieldspec",
            ErrorKind::Unexpected
            | ErrorKind::BadEscape
            | ErrorKind::Trailing
            | ErrorKind::MailtoChar
            | ErrorKind::MailtoEmptyWord
            | ErrorKind::MailtoUnterminated => self.comp.rule(),
        }
    }

    /// The section of RFC 1738 that states the rule (`"3.3"`, `"2.2"`, ...).
    pub const fn section(&self) -> &'static str {
        match self.kind {
            ErrorKind::TooLong | ErrorKind::EmptyScheme | ErrorKind::MissingColon => "2.1",
            ErrorKind::Wrapper | ErrorKind::BadEscape => "2.2",
            ErrorKind::MissingSlashes(s)
            | ErrorKind::LoginNotAllowed(s)
            | ErrorKind::PortNotAllowed(s)
            | ErrorKind::MissingPath(s) => s.section(),
            ErrorKind::WrongScheme { expected, .. } => expected.section(),
            ErrorKind::MissingHost
            | ErrorKind::EmptyLabel
            | ErrorKind::TrailingDot
            | ErrorKind::LabelStartsWithHyphen
            | ErrorKind::LabelEndsWithHyphen
            | ErrorKind::LabelTooLong
            | ErrorKind::NameTooLong
            | ErrorKind::TopLabelDigit
            | ErrorKind::Ipv4Range
            | ErrorKind::EmptyPort
            | ErrorKind::PortRange => "3.1",
            ErrorKind::SearchWithoutPath => "3.3",
            ErrorKind::FtpParam | ErrorKind::FtpTypecode => "3.2.2",
            ErrorKind::GopherCrLf => "3.4.1",
            ErrorKind::MailtoEmpty | ErrorKind::MailtoNoAt => "3.5",
            ErrorKind::NewsEmpty | ErrorKind::NewsEmptyArticle => "3.6",
            ErrorKind::NewsGroupStart => self.comp.section(),
            ErrorKind::NntpEmptyArticle | ErrorKind::NntpArticleRange => "3.7",
            ErrorKind::WaisMissingPath => "3.9",
            ErrorKind::FieldWithoutEquals => "3.11",
            ErrorKind::Unexpected => match class_of(self.found) {
                _ if self.len == 0 || !self.comp.escapable() => self.comp.section(),
                Class::Reserved | Class::Other => self.comp.section(),
                _ => "2.2",
            },
            ErrorKind::Trailing
            | ErrorKind::MailtoChar
            | ErrorKind::MailtoEmptyWord
            | ErrorKind::MailtoUnterminated => self.comp.section(),
        }
    }

    /// What the grammar takes where the error is, as a phrase
    /// ("decimal digits", "letters, digits, '-' and '.' (no escapes)", ...).
    pub const fn expected(&self) -> &'static str {
        match self.kind {
            ErrorKind::TooLong => "at most 4294967295 bytes",
            ErrorKind::Wrapper => "the URL without its '<URL:' and '>' wrapper",
            ErrorKind::EmptyScheme | ErrorKind::MissingColon => "a scheme name and ':'",
            ErrorKind::MissingSlashes(s) => s.prefix(),
            ErrorKind::MissingHost => "a host name or IPv4 address",
            ErrorKind::EmptyLabel
            | ErrorKind::TrailingDot
            | ErrorKind::LabelStartsWithHyphen
            | ErrorKind::LabelEndsWithHyphen => "labels of letters, digits and inner '-', joined by '.'",
            ErrorKind::LabelTooLong => "labels of at most 63 characters",
            ErrorKind::NameTooLong => "a host name of at most 255 characters",
            ErrorKind::TopLabelDigit => {
                "a host name whose last label starts with a letter, or four decimal groups"
            }
            ErrorKind::Ipv4Range => "IPv4 groups from 0 to 255",
            ErrorKind::EmptyPort => "digits after ':', or no ':'",
            ErrorKind::PortRange => "a port from 0 to 65535",
            ErrorKind::LoginNotAllowed(_) => "a host without user name or password",
            ErrorKind::PortNotAllowed(_) => "a host without port",
            ErrorKind::MissingPath(s) => s.path_hint(),
            ErrorKind::SearchWithoutPath => "'/' before the '?'",
            ErrorKind::FtpParam => "';type=a', ';type=i' or ';type=d' at the end of the path",
            ErrorKind::FtpTypecode => "'a', 'i' or 'd'",
            ErrorKind::GopherCrLf => "a selector without CR or LF",
            ErrorKind::MailtoEmpty | ErrorKind::MailtoNoAt => "an RFC 822 addr-spec: local-part@domain",
            ErrorKind::NewsEmpty | ErrorKind::NewsGroupStart => {
                "a newsgroup name, a message-id with '@', or '*'"
            }
            ErrorKind::NewsEmptyArticle => "a message-id before the '@'",
            ErrorKind::NntpEmptyArticle => "an article number after the '/'",
            ErrorKind::NntpArticleRange => "an article number below 2^64",
            ErrorKind::WaisMissingPath => "'/<wpath>' after the wais type",
            ErrorKind::FieldWithoutEquals => "';name=value'",
            ErrorKind::WrongScheme { expected, .. } => expected.prefix(),
            ErrorKind::MailtoEmptyWord => match self.comp {
                Component::MailtoDomain => "a sub-domain on each side of '.'",
                _ => "a word on each side of '.'",
            },
            ErrorKind::MailtoUnterminated => match self.comp {
                Component::MailtoDomain => "']' closing the domain-literal",
                _ => "'\"' closing the quoted-string",
            },
            ErrorKind::Unexpected | ErrorKind::BadEscape | ErrorKind::Trailing | ErrorKind::MailtoChar => {
                self.comp.takes()
            }
        }
    }

    /// The message alone, without the "(RFC 1738 §x)" citation that
    /// `Display` adds.
    ///
    /// ```
    /// let err = url_core::Url::parse("http://user@host/").unwrap_err();
    /// assert_eq!(err.message().to_string(), "http URLs take no user name or password");
    /// ```
    pub const fn message(&self) -> Message<'_> {
        Message(self)
    }
}

/// A [`ParseError`]'s message without its citation; see [`ParseError::message`].
#[derive(Clone, Copy)]
pub struct Message<'e>(&'e ParseError);

impl fmt::Debug for Message<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Decodes the UTF-8 character at byte `i` of `s`, with its length; a byte that
/// does not start a character reads as U+FFFD of length 1.
pub(crate) const fn decode_char(s: &[u8], i: usize) -> (char, usize) {
    let b0 = s[i] as u32;
    let (len, init) = if b0 < 0x80 {
        return (b0 as u8 as char, 1);
    } else if b0 >= 0xf0 {
        (4, b0 & 0x07)
    } else if b0 >= 0xe0 {
        (3, b0 & 0x0f)
    } else if b0 >= 0xc0 {
        (2, b0 & 0x1f)
    } else {
        return ('\u{fffd}', 1);
    };
    if i + len > s.len() {
        return ('\u{fffd}', 1);
    }
    let mut v = init;
    let mut k = 1;
    while k < len {
        v = (v << 6) | (s[i + k] as u32 & 0x3f);
        k += 1;
    }
    match char::from_u32(v) {
        Some(c) => (c, len),
        None => ('\u{fffd}', 1),
    }
}

/// Writes `c` as `%XX` escapes of its UTF-8 bytes.
fn write_escaped(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
    let mut buf = [0u8; 4];
    for b in c.encode_utf8(&mut buf).bytes() {
        write!(f, "%{}{}", HEX_UPPER[(b >> 4) as usize] as char, HEX_UPPER[(b & 15) as usize] as char)?;
    }
    Ok(())
}

impl fmt::Display for Message<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.0;
        let c = e.found;
        let name = e.comp.name();
        match e.kind {
            ErrorKind::TooLong => f.write_str("URL longer than 4294967295 bytes"),
            ErrorKind::Wrapper => f.write_str(
                "a URL in angle brackets; write the URL itself, without '<URL:' and '>' around it",
            ),
            ErrorKind::EmptyScheme => f.write_str("missing scheme before ':'"),
            ErrorKind::MissingColon => {
                f.write_str("missing ':' after the scheme; a URL is <scheme>:<scheme-specific-part>")
            }
            ErrorKind::Unexpected if e.len == 0 => write!(f, "unexpected end of {name}; expected {}", e.comp.takes()),
            ErrorKind::Unexpected if !e.comp.escapable() => {
                match class_of(c) {
                    Class::NonAscii => write!(f, "non-ASCII character '{c}'")?,
                    Class::Control => write!(f, "control character U+{:04X}", c as u32)?,
                    Class::Space => f.write_str("space")?,
                    _ => write!(f, "unexpected character '{c}'")?,
                }
                write!(f, " in {name}; expected {}", e.comp.takes())
            }
            ErrorKind::Unexpected => match class_of(c) {
                Class::NonAscii => {
                    write!(f, "non-ASCII character '{c}' in {name}; octets 80-FF must be percent-encoded, here as ")?;
                    write_escaped(f, c)
                }
                Class::Control => {
                    write!(f, "control character U+{:04X} in {name}; write it as ", c as u32)?;
                    write_escaped(f, c)
                }
                Class::Space => write!(f, "space in {name}; write it as %20"),
                Class::Unsafe if c == '#' && matches!(e.comp, Component::Fragment) => {
                    f.write_str("second '#' in fragment; write it as %23")
                }
                Class::Unsafe => {
                    write!(f, "unexpected character '{c}' in {name}; '{c}' is unsafe and must be written ")?;
                    write_escaped(f, c)
                }
                Class::Reserved if e.comp.escapable() => {
                    write!(f, "unexpected character '{c}' in {name}; '{c}' is reserved there and must be written ")?;
                    write_escaped(f, c)
                }
                Class::Reserved | Class::Other => {
                    write!(f, "unexpected character '{c}' in {name}; expected {}", e.comp.takes())
                }
            },
            ErrorKind::BadEscape => {
                write!(f, "'%' not followed by two hex digits in {name}; write a literal '%' as %25")
            }
            ErrorKind::MissingSlashes(s) => write!(f, "{} URLs start with '{}'", s.name(), s.prefix()),
            ErrorKind::MissingHost => f.write_str("missing host"),
            ErrorKind::EmptyLabel => f.write_str("empty label in host name"),
            ErrorKind::TrailingDot => f.write_str("host name ends with '.'; RFC 1738 host names take no final dot"),
            ErrorKind::LabelStartsWithHyphen => f.write_str("host name label starts with '-'"),
            ErrorKind::LabelEndsWithHyphen => f.write_str("host name label ends with '-'"),
            ErrorKind::LabelTooLong => f.write_str("host name label longer than 63 characters"),
            ErrorKind::NameTooLong => f.write_str("host name longer than 255 characters"),
            ErrorKind::TopLabelDigit => f.write_str(
                "last label of host name starts with a digit; a host is a name whose last label \
                 starts with a letter, or an IPv4 address of four decimal groups",
            ),
            ErrorKind::Ipv4Range => f.write_str("IPv4 address group larger than 255"),
            ErrorKind::EmptyPort => f.write_str("empty port; when there is no port, omit the ':' as well"),
            ErrorKind::PortRange => f.write_str("port number larger than 65535"),
            ErrorKind::LoginNotAllowed(s) => write!(f, "{} URLs take no user name or password", s.name()),
            ErrorKind::PortNotAllowed(s) => write!(f, "{} URLs take no port", s.name()),
            ErrorKind::MissingPath(s) => write!(f, "{} URLs need {} after the host", s.name(), s.path_hint()),
            ErrorKind::SearchWithoutPath => {
                f.write_str("'?' right after the host; an http search follows a path: write '/?'")
            }
            ErrorKind::FtpParam => f.write_str(
                "unexpected ';' in ftp path; ';' is reserved and must be written %3B \
                 (only ';type=a', ';type=i' or ';type=d' may end the path)",
            ),
            ErrorKind::FtpTypecode if e.len == 0 => {
                f.write_str("missing ftp typecode after ';type='; expected 'a', 'i' or 'd'")
            }
            ErrorKind::FtpTypecode => write!(f, "invalid ftp typecode '{c}'; expected 'a', 'i' or 'd' (either case)"),
            ErrorKind::Trailing => match e.comp {
                Component::FtpType => write!(f, "unexpected character '{c}' after the ftp typecode; ';type=<code>' ends the URL"),
                Component::Telnet => write!(f, "unexpected character '{c}' in telnet URL; telnet URLs end after the host, port and an optional '/'"),
                Component::NewsGroup => write!(f, "unexpected character '{c}' after 'news:*'; '*' stands alone"),
                _ => write!(f, "unexpected character '{c}' after the {name}"),
            },
            ErrorKind::GopherCrLf => f.write_str(
                "encoded CR or LF in gopher selector; gopher selectors cannot contain %0D or %0A",
            ),
            ErrorKind::MailtoEmpty => f.write_str("empty mailto address; expected local-part@domain"),
            ErrorKind::MailtoNoAt => {
                f.write_str("mailto address has no '@'; expected an RFC 822 addr-spec local-part@domain")
            }
            ErrorKind::MailtoChar if (c as u32) >= 0x80 => write!(
                f,
                "octet %{}{} in {name} is not ASCII; RFC 822 addresses are ASCII",
                HEX_UPPER[(c as u32 >> 4) as usize] as char,
                HEX_UPPER[(c as u32 & 15) as usize] as char
            ),
            ErrorKind::MailtoChar if (c as u32) < 0x21 || c as u32 == 0x7f => write!(
                f,
                "{} U+{:04X} in {name}; RFC 822 allows it only inside a quoted-string",
                if c == ' ' { "space" } else { "control character" },
                c as u32
            ),
            ErrorKind::MailtoChar => write!(f, "unexpected character '{c}' in {name}; expected {}", e.comp.takes()),
            ErrorKind::MailtoEmptyWord => match e.comp {
                Component::MailtoDomain => f.write_str("empty sub-domain in mailto domain"),
                _ => f.write_str("empty word in mailto local part"),
            },
            ErrorKind::MailtoUnterminated => match e.comp {
                Component::MailtoDomain => f.write_str("unterminated domain-literal in mailto domain; expected ']'"),
                _ => f.write_str("unterminated quoted-string in mailto local part; expected '\"'"),
            },
            ErrorKind::NewsEmpty => f.write_str("empty news URL; expected a newsgroup name, a message-id or '*'"),
            ErrorKind::NewsGroupStart => write!(
                f,
                "newsgroup name starts with '{c}'; a newsgroup name starts with a letter, and a message-id has an '@'"
            ),
            ErrorKind::NewsEmptyArticle => f.write_str("empty message-id before '@'"),
            ErrorKind::NntpEmptyArticle => f.write_str("empty article number after '/'; write digits or drop the '/'"),
            ErrorKind::NntpArticleRange => f.write_str("article number larger than 18446744073709551615"),
            ErrorKind::WaisMissingPath => f.write_str("wais document URL without '/<wpath>' after the type"),
            ErrorKind::FieldWithoutEquals => f.write_str("prospero field without '='; fields are ';name=value'"),
            ErrorKind::WrongScheme { expected, found: Scheme::Other } => write!(
                f,
                "expected {} {} URL, found a URL of a scheme RFC 1738 does not define",
                expected.article(),
                expected.name()
            ),
            ErrorKind::WrongScheme { expected, found } => write!(
                f,
                "expected {} {} URL, found {} {} URL",
                expected.article(),
                expected.name(),
                found.article(),
                found.name()
            ),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (RFC 1738 §{})", self.message(), self.section())
    }
}

impl fmt::Debug for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseError")
            .field("offset", &self.offset)
            .field("length", &self.len)
            .field("rule", &self.rule())
            .field("section", &self.section())
            .field("message", &self.message())
            .finish()
    }
}

impl core::error::Error for ParseError {}

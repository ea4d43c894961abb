//! [`ParseError`]: where a URL went wrong, which rule it broke, and what to do.

use core::fmt;

use crate::chars::{self, HEX_UPPER};
use crate::rfc1738::scheme::Scheme;
use crate::rfc3986::scheme::UriScheme;

/// Why a string is not an RFC 1738 URL (or, from [`Uri`](crate::Uri) and
/// [`UriRef`](crate::UriRef), not an RFC 3986 URI or URI reference).
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
/// let err = Url::parse("http://host/a b").unwrap_err();
/// assert_eq!(err.to_string(), "space in http path; write it as %20 (RFC 1738 §2.2)");
/// assert_eq!((err.offset(), err.length()), (13, 1));
/// assert_eq!((err.rule(), err.section()), ("hsegment", "2.2"));
/// ```
///
/// When the text that RFC 1738 rejects is a valid RFC 3986 URI, a note after
/// the citation says so ([`input_is_uri`](Self::input_is_uri)):
///
/// ```
/// use url_core::Url;
///
/// let err = Url::parse("http://host/~smith/").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); \
///      the text is a valid RFC 3986 URI: use uri! or Uri::parse",
/// );
/// assert_eq!((err.offset(), err.length(), err.input_is_uri()), (12, 1, true));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParseError {
    offset: u32,
    len: u32,
    found: char,
    kind: ErrorKind,
    comp: Component,
    /// Set by the RFC 1738 entry points when the input they rejected is a
    /// valid RFC 3986 URI ([`ParseError::input_is_uri`]).
    uri: bool,
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
    // RFC 3986 (`Uri`, `UriRef`), always with one of the `Uri*` components.
    // `Unexpected`, `BadEscape`, `PortRange` and `TooLong` serve both grammars.
    /// `Uri::parse("")`.
    UriEmpty,
    /// A scheme with no `:` after it (offset 0, the scheme's length).
    UriMissingColon,
    /// A `URI` whose first byte cannot start a scheme.
    UriSchemeStart,
    /// A `:` in the first segment of a relative path (RFC 3986 §4.2).
    UriFirstSegmentColon,
    /// An IP literal with no `]` before the end of the input.
    UriUnclosed,
    /// An error inside an IP literal (RFC 3986 §3.2.2).
    UriIp(IpError),
    /// A rule of a scheme that `Uri::parse` knows (RFC 9110 §4.2, RFC 6455 §3).
    UriSchemeRule(SchemeRule, UriScheme),
    /// A typed view (`HttpUri`: `Http`, `WsUri`: `Ws`) given a URI of
    /// another scheme.
    UriWrongScheme(UriScheme),
}

/// What is wrong inside an IP literal (RFC 3986 §3.2.2), at the first byte
/// that cannot continue one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum IpError {
    /// `[]`.
    Empty,
    /// `[:` not followed by a second `:`.
    SingleColon,
    /// A fifth hex digit in a group.
    GroupTooLong,
    /// A second `::`.
    SecondGap,
    /// `:::`.
    TripleColon,
    /// More than eight groups, or seven beside `::`.
    TooManyGroups,
    /// `]` after fewer than eight groups and no `::`.
    TooFewGroups,
    /// `]` right after a single `:`.
    TrailingColon,
    /// `.` after a group that is not a `dec-octet`.
    NotOctet,
    /// `.` where the address has no room for 32 bits.
    Ipv4Position,
    /// A `dec-octet` above 255.
    OctetRange,
    /// A `dec-octet` with a leading zero.
    OctetLeadingZero,
    /// `]` after fewer than four octets.
    Ipv4Short,
    /// `v` not followed by a hex digit.
    FutureVersion,
    /// The IPvFuture version not followed by `.`.
    FutureDot,
    /// Nothing after the `.` of an IPvFuture.
    FutureEmpty,
}

/// Which rule of a known scheme a URI broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum SchemeRule {
    /// A userinfo (`user@`) where the scheme takes none.
    Userinfo,
    /// No `//` authority.
    NoAuthority,
    /// An empty host.
    EmptyHost,
    /// A fragment where the scheme takes none.
    Fragment,
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
    /// A relative reference (`resolve::RelativeRef`), before its fragment.
    Reference,
    // RFC 3986 components.
    /// The whole URI reference.
    UriRef,
    /// `scheme` (RFC 3986 §3.1).
    UriScheme,
    /// `userinfo` (§3.2.1).
    UriUserinfo,
    /// `host` as a `reg-name` or what stands after it (§3.2.2).
    UriHost,
    /// `IP-literal` (§3.2.2).
    UriIpLiteral,
    /// `IPv6address` (§3.2.2).
    UriIpv6,
    /// The `IPv4address` inside an `IPv6address` (§3.2.2).
    UriIpv4,
    /// `IPvFuture` (§3.2.2).
    UriIpvFuture,
    /// `port` (§3.2.3).
    UriPort,
    /// `path` (§3.3).
    UriPath,
    /// `query` (§3.4).
    UriQuery,
    /// `fragment` (§3.5).
    UriFragment,
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
            Component::Reference => "reference",
            Component::FieldValue => "prospero field value",
            Component::UriRef => "URI reference",
            Component::UriScheme => "scheme",
            Component::UriUserinfo => "userinfo",
            Component::UriHost => "host",
            Component::UriIpLiteral => "IP literal",
            Component::UriIpv6 => "IPv6 address",
            Component::UriIpv4 => "IPv4 address",
            Component::UriIpvFuture => "IPvFuture address",
            Component::UriPort => "port",
            Component::UriPath => "path",
            Component::UriQuery => "query",
            Component::UriFragment => "fragment",
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
            Component::Reference => "xchar",
            Component::FieldValue => "fieldvalue",
            Component::UriRef => "URI-reference",
            Component::UriScheme => "scheme",
            Component::UriUserinfo => "userinfo",
            Component::UriHost => "host",
            Component::UriIpLiteral => "IP-literal",
            Component::UriIpv6 => "IPv6address",
            Component::UriIpv4 => "IPv4address",
            Component::UriIpvFuture => "IPvFuture",
            Component::UriPort => "port",
            Component::UriPath => "path",
            Component::UriQuery => "query",
            Component::UriFragment => "fragment",
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
            Component::GopherType | Component::GopherSelector | Component::GopherSearch | Component::GopherPlus => {
                "3.4.1"
            }
            Component::MailtoAddress | Component::MailtoLocal | Component::MailtoDomain => "3.5",
            Component::NewsGroup | Component::NewsArticle => "3.6",
            Component::NntpGroup | Component::NntpArticle => "3.7",
            Component::Telnet => "3.8",
            Component::WaisDatabase | Component::WaisSearch | Component::WaisType | Component::WaisPath => "3.9",
            Component::FilePath => "3.10",
            Component::ProsperoPath | Component::FieldName | Component::FieldValue => "3.11",
            Component::Reference => "2.2",
            Component::UriRef => "4.1",
            Component::UriScheme => "3.1",
            Component::UriUserinfo => "3.2.1",
            Component::UriHost
            | Component::UriIpLiteral
            | Component::UriIpv6
            | Component::UriIpv4
            | Component::UriIpvFuture => "3.2.2",
            Component::UriPort => "3.2.3",
            Component::UriPath => "3.3",
            Component::UriQuery => "3.4",
            Component::UriFragment => "3.5",
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
            Component::User | Component::Password => "letters, digits, \"$-_.+!*'(),;?&=\" and %XX escapes",
            Component::FtpPath | Component::FilePath | Component::ProsperoPath => {
                "letters, digits, \"$-_.+!*'(),?:@&=/\" and %XX escapes"
            }
            Component::HttpPath => "letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes",
            Component::HttpSearch | Component::WaisSearch => "letters, digits, \"$-_.+!*'(),;:@&=\" and %XX escapes",
            Component::NewsArticle => "letters, digits, \"$-_.+!*'(),;/?:&=\" and %XX escapes, then '@' and a host",
            Component::FieldName | Component::FieldValue => "letters, digits, \"$-_.+!*'(),?:@&\" and %XX escapes",
            Component::WaisDatabase | Component::WaisType | Component::WaisPath => {
                "letters, digits, \"$-_.+!*'(),\" and %XX escapes"
            }
            Component::Fragment
            | Component::SchemePart
            | Component::GopherSelector
            | Component::GopherSearch
            | Component::GopherPlus
            | Component::MailtoAddress
            | Component::Reference => "letters, digits, \"$-_.+!*'(),;/?:@&=\" and %XX escapes",
            Component::UriRef => "a URI or a relative reference",
            Component::UriScheme => "letters, digits, '+', '-' or '.' and then ':'",
            Component::UriUserinfo => "letters, digits, \"-._~!$&'()*+,;=:\" and %XX escapes, then '@'",
            Component::UriHost => {
                "letters, digits, \"-._~!$&'()*+,;=\" and %XX escapes, or an IP literal in brackets, \
                 then ':' and a port or the end of the authority"
            }
            Component::UriIpLiteral => "an IPv6 address, or 'v' and an IPvFuture, between '[' and ']'",
            Component::UriIpv6 => "hex digits, ':' and '.' up to the closing ']'",
            Component::UriIpv4 => "four decimal octets (0 to 255, no leading zero) joined by '.', then ']'",
            Component::UriIpvFuture => "'v', hex digits, '.', then letters, digits and \"-._~!$&'()*+,;=:\" up to ']'",
            Component::UriPort => "decimal digits, then the end of the authority",
            Component::UriPath => "letters, digits, \"-._~!$&'()*+,;=:@/\" and %XX escapes",
            Component::UriQuery | Component::UriFragment => "letters, digits, \"-._~!$&'()*+,;=:@/?\" and %XX escapes",
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

    /// Whether the component is one of RFC 3986's.
    const fn is_uri(self) -> bool {
        matches!(
            self,
            Component::UriRef
                | Component::UriScheme
                | Component::UriUserinfo
                | Component::UriHost
                | Component::UriIpLiteral
                | Component::UriIpv6
                | Component::UriIpv4
                | Component::UriIpvFuture
                | Component::UriPort
                | Component::UriPath
                | Component::UriQuery
                | Component::UriFragment
        )
    }

    /// Whether an RFC 3986 component takes a character written as `%XX`.
    const fn uri_escapable(self) -> bool {
        matches!(
            self,
            Component::UriUserinfo
                | Component::UriHost
                | Component::UriPath
                | Component::UriQuery
                | Component::UriFragment
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
        ParseError { offset: offset as u32, len: len as u32, found: '\0', kind, comp, uri: false }
    }

    /// An error about the character that starts at byte `i` of `s`.
    pub(crate) const fn at_char(s: &[u8], i: usize, kind: ErrorKind, comp: Component) -> Self {
        let (found, len) = decode_char(s, i);
        ParseError { offset: i as u32, len: len as u32, found, kind, comp, uri: false }
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
        ParseError { offset: offset as u32, len: len as u32, found: octet as char, kind, comp, uri: false }
    }

    /// This error at `offset` and `len` of another text (a URI template's,
    /// where the error was found in the text with its holes stood in for).
    #[cfg(feature = "alloc")]
    pub(crate) const fn moved(self, offset: usize, len: usize) -> Self {
        ParseError { offset: offset as u32, len: len as u32, ..self }
    }

    /// The typed parsers' error for a URL of another scheme.
    pub(crate) const fn wrong_scheme(expected: Scheme, found: Scheme, scheme_len: usize) -> Self {
        ParseError::new(0, scheme_len, ErrorKind::WrongScheme { expected, found }, Component::Scheme)
    }

    /// What went wrong, for `crate::advice`.
    pub(crate) const fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The component being read, for `crate::advice`.
    pub(crate) const fn component(&self) -> Component {
        self.comp
    }

    /// A space or angle bracket in a mailto address: the form of an address
    /// with a display name (`Joe <joe@example.com>`), which escaping does not
    /// make an addr-spec.
    const fn mailto_form(&self) -> bool {
        matches!(self.comp, Component::MailtoAddress) && self.len > 0 && matches!(self.found, ' ' | '<' | '>')
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
    /// or RFC 1034 rule that DESIGN.md adds; for [`Uri`](crate::Uri) and
    /// [`UriRef`](crate::UriRef), the RFC 3986 ABNF rule (`"IPv6address"`,
    /// `"pct-encoded"`, `"path"`, ...), or the component a scheme's rule is
    /// about (`"userinfo"`, `"authority"`, `"host"`, `"fragment"`).
    pub const fn rule(&self) -> &'static str {
        if self.comp.is_uri() {
            return self.uri_rule();
        }
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
            ErrorKind::UriEmpty
            | ErrorKind::UriMissingColon
            | ErrorKind::UriSchemeStart
            | ErrorKind::UriFirstSegmentColon
            | ErrorKind::UriUnclosed
            | ErrorKind::UriIp(_)
            | ErrorKind::UriSchemeRule(..)
            | ErrorKind::UriWrongScheme(_) => self.uri_rule(),
        }
    }

    /// The section of RFC 1738 that states the rule (`"3.3"`, `"2.2"`, ...);
    /// for an error of [`Uri`](crate::Uri) or [`UriRef`](crate::UriRef), the
    /// section of RFC 3986 (`"3.2.2"`), or another RFC and its section for
    /// the rules of a scheme (`"RFC 9110 4.2.4"`, `"RFC 6455 3"`).
    ///
    /// ```
    /// let e = url_core::Uri::parse("http://[::1").unwrap_err();
    /// assert_eq!((e.rule(), e.section()), ("IP-literal", "3.2.2"));
    /// let e = url_core::Uri::parse("https://user@example.com/").unwrap_err();
    /// assert_eq!((e.rule(), e.section()), ("userinfo", "RFC 9110 4.2.4"));
    /// ```
    pub const fn section(&self) -> &'static str {
        if self.comp.is_uri() {
            return self.uri_section();
        }
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
            ErrorKind::Unexpected if self.mailto_form() => "3.5",
            ErrorKind::Unexpected => match class_of(self.found) {
                _ if self.len == 0 || !self.comp.escapable() => self.comp.section(),
                Class::Reserved | Class::Other => self.comp.section(),
                _ => "2.2",
            },
            ErrorKind::Trailing
            | ErrorKind::MailtoChar
            | ErrorKind::MailtoEmptyWord
            | ErrorKind::MailtoUnterminated => self.comp.section(),
            ErrorKind::UriEmpty
            | ErrorKind::UriMissingColon
            | ErrorKind::UriSchemeStart
            | ErrorKind::UriFirstSegmentColon
            | ErrorKind::UriUnclosed
            | ErrorKind::UriIp(_)
            | ErrorKind::UriSchemeRule(..)
            | ErrorKind::UriWrongScheme(_) => self.uri_section(),
        }
    }

    /// What the grammar takes where the error is, as a phrase
    /// ("decimal digits", "letters, digits, '-' and '.' (no escapes)", ...).
    pub const fn expected(&self) -> &'static str {
        if self.comp.is_uri() {
            return self.uri_expected();
        }
        match self.kind {
            ErrorKind::TooLong => "at most 4294967294 bytes",
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
            ErrorKind::TopLabelDigit => "a host name whose last label starts with a letter, or four decimal groups",
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
            ErrorKind::NewsGroupStart if matches!(self.comp, Component::NntpGroup) => {
                "a newsgroup name, starting with a letter"
            }
            ErrorKind::NewsEmpty | ErrorKind::NewsGroupStart => "a newsgroup name, a message-id with '@', or '*'",
            ErrorKind::NewsEmptyArticle => "a message-id before the '@'",
            ErrorKind::NntpEmptyArticle => "an article number after the '/'",
            ErrorKind::NntpArticleRange => "an article number below 2^64",
            ErrorKind::WaisMissingPath => "'/<wpath>' after the wais type",
            ErrorKind::FieldWithoutEquals => "';name=value'",
            ErrorKind::WrongScheme { expected: Scheme::Http, .. } => "http:// or https://",
            ErrorKind::WrongScheme { expected, .. } => expected.prefix(),
            ErrorKind::MailtoEmptyWord => match self.comp {
                Component::MailtoDomain => "a sub-domain on each side of '.'",
                _ => "a word on each side of '.'",
            },
            ErrorKind::MailtoUnterminated => match self.comp {
                Component::MailtoDomain => "']' closing the domain-literal",
                _ => "'\"' closing the quoted-string",
            },
            ErrorKind::Trailing => "the end of the URL (or '#' and a fragment)",
            ErrorKind::Unexpected | ErrorKind::BadEscape | ErrorKind::MailtoChar => self.comp.takes(),
            ErrorKind::UriEmpty
            | ErrorKind::UriMissingColon
            | ErrorKind::UriSchemeStart
            | ErrorKind::UriFirstSegmentColon
            | ErrorKind::UriUnclosed
            | ErrorKind::UriIp(_)
            | ErrorKind::UriSchemeRule(..)
            | ErrorKind::UriWrongScheme(_) => self.uri_expected(),
        }
    }

    /// The message alone, without the "(RFC 1738 §x)" citation that
    /// `Display` adds (but with the note of [`input_is_uri`](Self::input_is_uri)
    /// at its end). Built in a `const fn`, so it is available in const
    /// evaluation too (as [`ErrorText::as_str`]).
    ///
    /// ```
    /// let err = url_core::Url::parse("http://user@host/").unwrap_err();
    /// assert_eq!(err.message().as_str(), "http URLs take no user name or password");
    /// let err = url_core::Url::parse("http://[::1]/").unwrap_err();
    /// assert_eq!(
    ///     err.message().as_str(),
    ///     "unexpected character '[' in host; expected letters, digits, '-' and '.' (no escapes); \
    ///      the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    /// );
    /// ```
    pub const fn message(&self) -> ErrorText {
        let mut t = ErrorText::new();
        self.write_message(&mut t);
        self.write_note(&mut t);
        t
    }

    /// Whether the text an RFC 1738 parser ([`Url::parse`](crate::Url::parse),
    /// a typed view's `parse` such as [`HttpUrl::parse`](crate::HttpUrl::parse))
    /// rejected is a valid RFC 3986 URI: one that [`Uri::parse`](crate::Uri::parse)
    /// accepts, the rules of the schemes it knows included. The message then
    /// ends with a note that says so and names `uri!` and `Uri::parse`,
    /// after the citation of the RFC 1738 rule in `Display`.
    ///
    /// Always `false` for the errors of the RFC 3986 parsers themselves, of
    /// [`RelativeRef`](crate::resolve::RelativeRef), and of a typed view
    /// given a URL of another scheme (not a grammar error).
    ///
    /// ```
    /// use url_core::{FtpUrl, Url};
    ///
    /// let err = Url::parse("http://host/~smith/").unwrap_err();
    /// assert!(err.input_is_uri());
    /// assert_eq!(
    ///     err.to_string(),
    ///     "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); \
    ///      the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    /// );
    /// // A space is not valid in RFC 3986 either: no note.
    /// let err = FtpUrl::parse("ftp://h/a b").unwrap_err();
    /// assert!(!err.input_is_uri());
    /// assert_eq!(err.to_string(), "space in ftp path; write it as %20 (RFC 1738 §2.2)");
    /// ```
    pub const fn input_is_uri(&self) -> bool {
        self.uri
    }

    /// Whether the note of [`input_is_uri`](Self::input_is_uri) may apply
    /// to this error: not to a wrong scheme, nor to an error of RFC 3986.
    pub(crate) const fn may_be_uri(&self) -> bool {
        !matches!(self.kind, ErrorKind::WrongScheme { .. }) && !self.comp.is_uri()
    }

    /// `self`, marked as the error of an RFC 1738 entry point whose input is
    /// a valid RFC 3986 URI (see [`input_is_uri`](Self::input_is_uri)).
    pub(crate) const fn with_uri_note(mut self) -> Self {
        self.uri = true;
        self
    }

    /// The note of [`input_is_uri`](Self::input_is_uri), if it is set.
    const fn write_note(&self, t: &mut ErrorText) {
        if self.uri {
            t.str("; the text is a valid RFC 3986 URI: use uri! or Uri::parse");
        }
    }

    /// The whole `Display` text, message and citation (and the note of
    /// [`input_is_uri`](Self::input_is_uri) after them), built in a `const fn`.
    ///
    /// ```
    /// const E: url_core::ParseError = match url_core::Url::parse("ftp://h/a;type=x") {
    ///     Err(e) => e,
    ///     Ok(_) => panic!(),
    /// };
    /// const TEXT: &str = E.text().as_str();
    /// assert_eq!(
    ///     TEXT,
    ///     "invalid ftp typecode 'x'; expected 'a', 'i' or 'd' (either case) (RFC 1738 §3.2.2); \
    ///      the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    /// );
    /// ```
    pub const fn text(&self) -> ErrorText {
        self.prefixed_text("")
    }

    /// [`text`](Self::text) after `prefix`.
    pub(crate) const fn prefixed_text(&self, prefix: &str) -> ErrorText {
        let mut t = ErrorText::new();
        t.str(prefix);
        self.write_message(&mut t);
        t.str(" (");
        self.write_citation(&mut t);
        t.str(")");
        self.write_note(&mut t);
        t
    }

    /// The RFC and section that state the rule, as `Display` cites them:
    /// `"RFC 1738 §3.3"`, `"RFC 3986 §3.2.2"`, `"RFC 9110 §4.2.4"`.
    ///
    /// ```
    /// let e = url_core::Uri::parse("http://h/a b").unwrap_err();
    /// assert_eq!(e.citation().as_str(), "RFC 3986 §3.3");
    /// let e = url_core::Url::parse("http://h/a b").unwrap_err();
    /// assert_eq!(e.citation().as_str(), "RFC 1738 §2.2");
    /// ```
    pub const fn citation(&self) -> ErrorText {
        let mut t = ErrorText::new();
        self.write_citation(&mut t);
        t
    }

    const fn write_citation(&self, t: &mut ErrorText) {
        let section = self.section().as_bytes();
        if section.len() > 4 && section[0] == b'R' && section[1] == b'F' && section[2] == b'C' && section[3] == b' ' {
            // "RFC 9110 4.2.4": the RFC, then its section after the last space.
            let mut k = section.len();
            while k > 4 && section[k - 1] != b' ' {
                k -= 1;
            }
            let (rfc, number) = section.split_at(k);
            t.bytes(rfc.split_at(rfc.len() - 1).0);
            t.str(" §");
            t.bytes(number);
        } else {
            t.str(if self.comp.is_uri() { "RFC 3986 §" } else { "RFC 1738 §" });
            t.bytes(section);
        }
    }
}

/// A [`ParseError`]'s message as text, built without allocating (and in
/// `const`); see [`ParseError::message`] and [`ParseError::text`].
///
/// Messages are short; a message that would not fit the fixed buffer ends in
/// `...`.
#[derive(Clone, Copy)]
pub struct ErrorText {
    buf: [u8; ErrorText::CAPACITY],
    len: usize,
}

impl ErrorText {
    const CAPACITY: usize = 384;

    pub(crate) const fn new() -> Self {
        ErrorText { buf: [0; ErrorText::CAPACITY], len: 0 }
    }

    /// The text.
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.buf.split_at(self.len).0) {
            Ok(s) => s,
            Err(_) => "",
        }
    }

    const fn bytes(&mut self, b: &[u8]) {
        let mut i = 0;
        while i < b.len() {
            if self.len >= ErrorText::CAPACITY - 3 {
                self.ellipsis();
                return;
            }
            self.buf[self.len] = b[i];
            self.len += 1;
            i += 1;
        }
    }

    const fn ellipsis(&mut self) {
        while self.len > 0 && (self.buf[self.len - 1] & 0xc0) == 0x80 {
            self.len -= 1;
        }
        if self.len > 0 && self.buf[self.len - 1] >= 0xc0 {
            self.len -= 1;
        }
        let mut k = 0;
        while k < 3 && self.len < ErrorText::CAPACITY {
            self.buf[self.len] = b'.';
            self.len += 1;
            k += 1;
        }
    }

    pub(crate) const fn str(&mut self, s: &str) {
        self.bytes(s.as_bytes());
    }

    /// `'c'` (`"'"` for the quote itself); a control, bidi or invisible
    /// character as its escape (`'\t'`, `'\u{202e}'`), as the caret picture
    /// shows it ([`crate::escape`]).
    const fn quoted(&mut self, c: char) {
        let q = if c == '\'' { "\"" } else { "'" };
        self.str(q);
        let (buf, len) = crate::escape::escape(c);
        self.bytes(buf.split_at(len).0);
        self.str(q);
    }

    const fn hex2(&mut self, v: u8) {
        self.bytes(&[HEX_UPPER[(v >> 4) as usize], HEX_UPPER[(v & 15) as usize]]);
    }

    /// `c` as `%XX` escapes of its UTF-8 bytes.
    const fn escaped(&mut self, c: char) {
        let mut b = [0u8; 4];
        let s = c.encode_utf8(&mut b);
        let bytes = s.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            self.str("%");
            self.hex2(bytes[i]);
            i += 1;
        }
    }
}

impl fmt::Display for ErrorText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for ErrorText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<str> for ErrorText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for ErrorText {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
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

/// Writes "unexpected character 'c' in <name>; expected <takes>".
const fn unexpected_in(t: &mut ErrorText, c: char, name: &str, takes: &str) {
    t.str("unexpected character ");
    t.quoted(c);
    in_expected(t, name, takes);
}

/// Writes " in <name>; expected <takes>".
const fn in_expected(t: &mut ErrorText, name: &str, takes: &str) {
    t.str(" in ");
    t.str(name);
    t.str("; expected ");
    t.str(takes);
}

impl ParseError {
    /// Writes the message (no citation) into `t`.
    const fn write_message(&self, t: &mut ErrorText) {
        if self.comp.is_uri() {
            return self.write_uri_message(t);
        }
        let e = self;
        let c = e.found;
        let name = e.comp.name();
        match e.kind {
            ErrorKind::TooLong => {
                t.str(if matches!(e.comp, Component::Reference) { "reference" } else { "URL" });
                t.str(" longer than 4294967294 bytes");
            }
            ErrorKind::Wrapper => {
                t.str("a URL in angle brackets; write the URL itself, without '<URL:' and '>' around it")
            }
            ErrorKind::EmptyScheme => t.str("missing scheme before ':'"),
            ErrorKind::MissingColon if e.offset == 0 => t.str("empty string; a URL is <scheme>:<scheme-specific-part>"),
            ErrorKind::MissingColon => t.str("missing ':' after the scheme; a URL is <scheme>:<scheme-specific-part>"),
            ErrorKind::Unexpected if e.mailto_form() => {
                if c == ' ' {
                    t.str(
                        "space in mailto address; an addr-spec has no display name, and a space only inside a \
                         quoted local part, written %20",
                    );
                } else {
                    t.str("unexpected character ");
                    t.quoted(c);
                    t.str(
                        " in mailto address; RFC 1738 mailto takes only the addr-spec, without display name or \
                         angle brackets",
                    );
                }
            }
            ErrorKind::Unexpected if e.len == 0 => {
                t.str("unexpected end of ");
                t.str(name);
                t.str("; expected ");
                t.str(e.comp.takes());
            }
            ErrorKind::Unexpected if !e.comp.escapable() || matches!(class_of(c), Class::Other) => {
                match class_of(c) {
                    Class::NonAscii => {
                        t.str("non-ASCII character ");
                        t.quoted(c);
                    }
                    Class::Control => {
                        t.str("control character ");
                        t.quoted(c);
                    }
                    Class::Space => t.str("space"),
                    _ => {
                        t.str("unexpected character ");
                        t.quoted(c);
                    }
                }
                in_expected(t, name, e.comp.takes());
            }
            ErrorKind::Unexpected => match class_of(c) {
                Class::NonAscii => {
                    t.str("non-ASCII character ");
                    t.quoted(c);
                    t.str(" in ");
                    t.str(name);
                    t.str("; octets 80-FF must be percent-encoded, here as ");
                    t.escaped(c);
                }
                Class::Control => {
                    t.str("control character ");
                    t.quoted(c);
                    t.str(" in ");
                    t.str(name);
                    t.str("; write it as ");
                    t.escaped(c);
                }
                Class::Space => {
                    t.str("space in ");
                    t.str(name);
                    t.str("; write it as %20");
                }
                Class::Unsafe if c == '#' && matches!(e.comp, Component::Fragment) => {
                    t.str("second '#' in fragment; write it as %23")
                }
                // Unsafe or reserved: `Other` took the branch above.
                _ => {
                    t.str("unexpected character ");
                    t.quoted(c);
                    t.str(" in ");
                    t.str(name);
                    t.str("; ");
                    t.quoted(c);
                    t.str(if matches!(class_of(c), Class::Unsafe) {
                        " is unsafe and must be written "
                    } else {
                        " is reserved there and must be written "
                    });
                    t.escaped(c);
                }
            },
            ErrorKind::BadEscape => {
                t.str("'%' not followed by two hex digits in ");
                t.str(name);
                t.str("; write a literal '%' as %25");
            }
            ErrorKind::MissingSlashes(s) => {
                t.str(s.name());
                t.str(" URLs start with '");
                t.str(s.prefix());
                t.str("'");
            }
            ErrorKind::MissingHost => t.str("missing host"),
            ErrorKind::EmptyLabel => t.str("empty label in host name"),
            ErrorKind::TrailingDot => t.str("host name ends with '.'; RFC 1738 host names take no final dot"),
            ErrorKind::LabelStartsWithHyphen => t.str("host name label starts with '-'"),
            ErrorKind::LabelEndsWithHyphen => t.str("host name label ends with '-'"),
            ErrorKind::LabelTooLong => t.str("host name label longer than 63 characters"),
            ErrorKind::NameTooLong => t.str("host name longer than 255 characters"),
            ErrorKind::TopLabelDigit => t.str(
                "last label of host name starts with a digit; a host is a name whose last label \
                 starts with a letter, or an IPv4 address of four decimal groups",
            ),
            ErrorKind::Ipv4Range => t.str("IPv4 address group larger than 255"),
            ErrorKind::EmptyPort => t.str("empty port; when there is no port, omit the ':' as well"),
            ErrorKind::PortRange => t.str("port number larger than 65535"),
            ErrorKind::LoginNotAllowed(s) => {
                t.str(s.name());
                t.str(" URLs take no user name or password");
            }
            ErrorKind::PortNotAllowed(s) => {
                t.str(s.name());
                t.str(" URLs take no port");
            }
            ErrorKind::MissingPath(s) => {
                t.str(s.name());
                t.str(" URLs need ");
                t.str(s.path_hint());
                t.str(" after the host");
            }
            ErrorKind::SearchWithoutPath => {
                t.str("'?' right after the host; an http search follows a path: write '/?'")
            }
            ErrorKind::FtpParam => t.str(
                "unexpected ';' in ftp path; ';' is reserved and must be written %3B \
                 (only ';type=a', ';type=i' or ';type=d' may end the path)",
            ),
            ErrorKind::FtpTypecode if e.len == 0 => {
                t.str("missing ftp typecode after ';type='; expected 'a', 'i' or 'd'")
            }
            ErrorKind::FtpTypecode => {
                t.str("invalid ftp typecode ");
                t.quoted(c);
                t.str("; expected 'a', 'i' or 'd' (either case)");
            }
            ErrorKind::Trailing => {
                t.str("unexpected character ");
                t.quoted(c);
                match e.comp {
                    Component::FtpType => t.str(" after the ftp typecode; ';type=<code>' ends the URL"),
                    Component::Telnet => {
                        t.str(" in telnet URL; telnet URLs end after the host, port and an optional '/'")
                    }
                    Component::NewsGroup => t.str(" after 'news:*'; '*' stands alone"),
                    _ => {
                        t.str(" after the ");
                        t.str(name);
                    }
                }
            }
            ErrorKind::GopherCrLf => {
                t.str("encoded CR or LF in gopher selector; gopher selectors cannot contain %0D or %0A")
            }
            ErrorKind::MailtoEmpty => t.str("empty mailto address; expected local-part@domain"),
            ErrorKind::MailtoNoAt => {
                t.str("mailto address has no '@'; expected an RFC 822 addr-spec local-part@domain")
            }
            ErrorKind::MailtoChar if (c as u32) >= 0x80 => {
                t.str("octet %");
                t.hex2(c as u32 as u8);
                t.str(" in ");
                t.str(name);
                t.str(" is not ASCII; RFC 822 addresses are ASCII");
            }
            ErrorKind::MailtoChar if (c as u32) < 0x21 || c as u32 == 0x7f => {
                if c == ' ' {
                    t.str("space in ");
                } else {
                    t.str("control character ");
                    t.quoted(c);
                    t.str(" in ");
                }
                t.str(name);
                t.str(if c == '\r' {
                    "; RFC 822 allows CR only as a quoted-pair ('\\' before it) inside a quoted-string"
                } else {
                    "; RFC 822 allows it only inside a quoted-string"
                });
            }
            // Any other octet RFC 822 does not allow there.
            ErrorKind::MailtoChar => unexpected_in(t, c, name, e.comp.takes()),
            ErrorKind::MailtoEmptyWord => match e.comp {
                Component::MailtoDomain => t.str("empty sub-domain in mailto domain"),
                _ => t.str("empty word in mailto local part"),
            },
            ErrorKind::MailtoUnterminated => match e.comp {
                Component::MailtoDomain => t.str("unterminated domain-literal in mailto domain; expected ']'"),
                _ => t.str("unterminated quoted-string in mailto local part; expected '\"'"),
            },
            ErrorKind::NewsEmpty => t.str("empty news URL; expected a newsgroup name, a message-id or '*'"),
            ErrorKind::NewsGroupStart => {
                t.str("newsgroup name starts with ");
                t.quoted(c);
                t.str(if matches!(e.comp, Component::NntpGroup) {
                    "; a newsgroup name starts with a letter"
                } else {
                    "; a newsgroup name starts with a letter, and a message-id has an '@'"
                });
            }
            ErrorKind::NewsEmptyArticle => t.str("empty message-id before '@'"),
            ErrorKind::NntpEmptyArticle => t.str("empty article number after '/'; write digits or drop the '/'"),
            ErrorKind::NntpArticleRange => t.str("article number larger than 18446744073709551615"),
            ErrorKind::WaisMissingPath => t.str("wais document URL without '/<wpath>' after the type"),
            ErrorKind::FieldWithoutEquals => t.str("prospero field without '='; fields are ';name=value'"),
            ErrorKind::WrongScheme { expected, found } => {
                t.str("expected ");
                if matches!(expected, Scheme::Other) {
                    t.str("a URL of a scheme RFC 1738 does not define, found ");
                    t.str(found.article());
                    t.str(" ");
                    t.str(found.name());
                    t.str(" URL");
                    return;
                }
                t.str(expected.article());
                t.str(" ");
                t.str(expected.name());
                if matches!(expected, Scheme::Http) {
                    // `HttpUrl` takes https too (RFC 2818 §2.4)
                    t.str(" or https");
                }
                if matches!(found, Scheme::Other) {
                    t.str(" URL, found a URL of a scheme RFC 1738 does not define");
                } else {
                    t.str(" URL, found ");
                    t.str(found.article());
                    t.str(" ");
                    t.str(found.name());
                    t.str(" URL");
                }
            }
            ErrorKind::UriEmpty
            | ErrorKind::UriMissingColon
            | ErrorKind::UriSchemeStart
            | ErrorKind::UriFirstSegmentColon
            | ErrorKind::UriUnclosed
            | ErrorKind::UriIp(_)
            | ErrorKind::UriSchemeRule(..)
            | ErrorKind::UriWrongScheme(_) => self.write_uri_message(t),
        }
    }
}

/// The RFC 3986 side of [`ParseError`]: rules, sections and messages for the
/// `Uri*` components.
impl ParseError {
    const fn uri_rule(&self) -> &'static str {
        match self.kind {
            ErrorKind::TooLong => "URI-reference",
            ErrorKind::UriEmpty | ErrorKind::UriMissingColon | ErrorKind::UriSchemeStart => "scheme",
            ErrorKind::UriWrongScheme(_) => "scheme",
            ErrorKind::BadEscape => "pct-encoded",
            ErrorKind::UriFirstSegmentColon => "segment-nz-nc",
            ErrorKind::Trailing => "authority",
            ErrorKind::UriUnclosed => "IP-literal",
            ErrorKind::UriIp(IpError::OctetRange | IpError::OctetLeadingZero) => "dec-octet",
            ErrorKind::UriIp(IpError::NotOctet | IpError::Ipv4Short) => "IPv4address",
            ErrorKind::UriIp(IpError::Ipv4Position) => "ls32",
            ErrorKind::UriIp(IpError::Empty) => "IP-literal",
            ErrorKind::UriIp(IpError::FutureVersion | IpError::FutureDot | IpError::FutureEmpty) => "IPvFuture",
            ErrorKind::UriIp(_) => "IPv6address",
            ErrorKind::UriSchemeRule(SchemeRule::Userinfo, _) => "userinfo",
            ErrorKind::UriSchemeRule(SchemeRule::NoAuthority, _) => "authority",
            ErrorKind::UriSchemeRule(SchemeRule::EmptyHost, _) => "host",
            ErrorKind::UriSchemeRule(SchemeRule::Fragment, _) => "fragment",
            _ => self.comp.rule(),
        }
    }

    const fn uri_section(&self) -> &'static str {
        match self.kind {
            ErrorKind::TooLong => "4.1",
            ErrorKind::UriEmpty | ErrorKind::UriMissingColon => "3",
            ErrorKind::UriSchemeStart => "3.1",
            ErrorKind::BadEscape => "2.1",
            ErrorKind::UriFirstSegmentColon => "4.2",
            ErrorKind::UriUnclosed | ErrorKind::UriIp(_) => "3.2.2",
            ErrorKind::Trailing => "3.2",
            ErrorKind::UriSchemeRule(rule, scheme) => scheme.section(matches!(rule, SchemeRule::Userinfo)),
            ErrorKind::UriWrongScheme(family) => family.family_section(),
            _ => self.comp.section(),
        }
    }

    const fn uri_expected(&self) -> &'static str {
        match self.kind {
            ErrorKind::TooLong => "at most 4294967294 bytes",
            ErrorKind::UriEmpty | ErrorKind::UriMissingColon | ErrorKind::UriSchemeStart => {
                "a scheme (a letter, then letters, digits, '+', '-' or '.') and ':'"
            }
            ErrorKind::BadEscape => "'%' and two hex digits",
            ErrorKind::UriFirstSegmentColon => "'./' before a first segment with ':', or ':' written %3A",
            ErrorKind::UriUnclosed => "']' closing the IP literal",
            ErrorKind::Trailing => "':' and a port, or the end of the authority",
            ErrorKind::UriIp(IpError::OctetRange | IpError::OctetLeadingZero | IpError::NotOctet) => {
                "decimal octets from 0 to 255 without leading zeros"
            }
            ErrorKind::UriIp(IpError::Ipv4Short) => "four octets joined by '.'",
            ErrorKind::UriIp(IpError::Ipv4Position) => "an IPv4 address only as the last 32 bits",
            ErrorKind::UriIp(IpError::Empty) => "an IPv6 address, or 'v' and an IPvFuture",
            ErrorKind::UriIp(IpError::FutureVersion) => "hex digits after 'v'",
            ErrorKind::UriIp(IpError::FutureDot) => "'.' after the version",
            ErrorKind::UriIp(IpError::FutureEmpty) => "letters, digits, \"-._~!$&'()*+,;=:\" after the '.'",
            ErrorKind::UriIp(_) => "eight groups of one to four hex digits joined by ':', or fewer with one '::'",
            ErrorKind::UriSchemeRule(SchemeRule::Userinfo, _) => "the host without 'user@'",
            ErrorKind::UriSchemeRule(SchemeRule::NoAuthority | SchemeRule::EmptyHost, _) => "'//' and a host",
            ErrorKind::UriSchemeRule(SchemeRule::Fragment, _) => "no fragment ('#' written %23)",
            ErrorKind::UriWrongScheme(family) => family.family_prefixes(),
            ErrorKind::PortRange => "a port from 0 to 65535",
            _ => self.comp.takes(),
        }
    }

    /// Writes the message of an RFC 3986 error (no citation) into `t`.
    const fn write_uri_message(&self, t: &mut ErrorText) {
        let c = self.found;
        let name = self.comp.name();
        match self.kind {
            ErrorKind::TooLong => t.str("URI longer than 4294967294 bytes"),
            ErrorKind::UriEmpty => t.str("empty string; a URI is <scheme>:<hier-part>"),
            ErrorKind::UriMissingColon => {
                t.str("missing ':' after the scheme; a URI is <scheme>:<hier-part> (UriRef reads relative references)")
            }
            ErrorKind::UriSchemeStart => {
                t.str("a URI starts with a scheme, and a scheme with a letter, not ");
                t.quoted(c);
                t.str(" (UriRef reads relative references)");
            }
            ErrorKind::UriFirstSegmentColon => t.str(
                "':' in the first segment of a relative path, which would read as a scheme; \
                 write it as %3A or start the path with './'",
            ),
            ErrorKind::UriUnclosed => t.str("IP literal not closed with ']'"),
            ErrorKind::BadEscape => {
                t.str("'%' not followed by two hex digits in ");
                t.str(name);
                t.str("; write a literal '%' as %25");
            }
            ErrorKind::PortRange => t.str("port number larger than 65535"),
            ErrorKind::Trailing => {
                t.str("unexpected character ");
                t.quoted(c);
                t.str(" after the IP literal; expected ':' and a port, or the end of the authority");
            }
            ErrorKind::UriIp(ip) => t.str(match ip {
                IpError::Empty => {
                    "empty IP literal; expected an IPv6 address, or 'v' and an IPvFuture, in the brackets"
                }
                IpError::SingleColon => "IPv6 address starts with a single ':'; write '::' or a group first",
                IpError::GroupTooLong => "IPv6 group longer than four hex digits",
                IpError::SecondGap => "second '::' in IPv6 address; '::' may stand only once",
                IpError::TripleColon => "':::' in IPv6 address; groups are joined by ':' and one '::'",
                IpError::TooManyGroups => "IPv6 address longer than eight groups ('::' stands for at least one)",
                IpError::TooFewGroups => "IPv6 address of fewer than eight groups and no '::'",
                IpError::TrailingColon => "IPv6 address ends with a single ':'; expected a group after it",
                IpError::NotOctet => {
                    "the group before '.' in an IPv6 address is not an IPv4 octet (0 to 255, no leading zero)"
                }
                IpError::Ipv4Position => {
                    "IPv4 address inside an IPv6 address where it does not fit; it takes the last two groups"
                }
                IpError::OctetRange => "IPv4 octet larger than 255",
                IpError::OctetLeadingZero => "IPv4 octet with a leading zero",
                IpError::Ipv4Short => "IPv4 address of fewer than four octets",
                IpError::FutureVersion => "'v' not followed by a hex version number in IPvFuture",
                IpError::FutureDot => "missing '.' after the IPvFuture version",
                IpError::FutureEmpty => "empty IPvFuture address after the '.'",
            }),
            ErrorKind::UriSchemeRule(rule, scheme) => {
                let name = scheme.name();
                match rule {
                    SchemeRule::Userinfo => {
                        t.str(name);
                        t.str(if scheme.is_ws() {
                            " URIs take no userinfo; a WebSocket URI is host, port, path and query"
                        } else {
                            " URIs take no userinfo ('user:password@'); send credentials in a header"
                        });
                    }
                    SchemeRule::NoAuthority => {
                        t.str(name);
                        t.str(" URIs need an authority: write '");
                        t.str(name);
                        t.str("://' and a host");
                    }
                    SchemeRule::EmptyHost => {
                        t.str("empty host in ");
                        t.str(scheme.article());
                        t.str(" ");
                        t.str(name);
                        t.str(" URI; expected a host name or IP address");
                    }
                    SchemeRule::Fragment => {
                        t.str(name);
                        t.str(" URIs take no fragment; write a '#' in them as %23");
                    }
                }
            }
            ErrorKind::UriWrongScheme(family) => {
                t.str("expected ");
                t.str(family.family_names());
                t.str(" URI, found a URI of another scheme");
            }
            // Every other RFC 3986 error is about a character that stands
            // where it may not (the parser reports the end of the input
            // only as the kinds above).
            _ => self.write_uri_unexpected(t, c, name),
        }
    }

    /// "unexpected character" and its kin for an RFC 3986 component.
    const fn write_uri_unexpected(&self, t: &mut ErrorText, c: char, name: &str) {
        let escapable = self.comp.uri_escapable();
        match class_of(c) {
            Class::NonAscii => {
                t.str("non-ASCII character ");
                t.quoted(c);
                t.str(" in ");
                t.str(name);
                if matches!(self.comp, Component::UriHost) {
                    t.str(
                        "; write an internationalized name in punycode (IDNA), or percent-encode its UTF-8 bytes as ",
                    );
                    t.escaped(c);
                } else if escapable {
                    t.str("; URIs are ASCII: percent-encode its UTF-8 bytes as ");
                    t.escaped(c);
                } else {
                    t.str("; expected ");
                    t.str(self.comp.takes());
                }
                return;
            }
            Class::Control if escapable => {
                t.str("control character ");
                t.quoted(c);
                t.str(" in ");
                t.str(name);
                t.str("; write it as ");
                t.escaped(c);
                return;
            }
            Class::Space if escapable => {
                t.str("space in ");
                t.str(name);
                t.str("; write it as %20");
                return;
            }
            _ => {}
        }
        if escapable {
            match c {
                '#' if matches!(self.comp, Component::UriFragment) => t.str("second '#' in fragment; write it as %23"),
                '@' if matches!(self.comp, Component::UriHost) => {
                    t.str("second '@' in authority; the userinfo ends at the first '@', so write a literal '@' as %40")
                }
                _ => {
                    t.str("unexpected character ");
                    t.quoted(c);
                    t.str(" in ");
                    t.str(name);
                    t.str("; write it as ");
                    t.escaped(c);
                }
            }
            return;
        }
        if c == '@' && matches!(self.comp, Component::UriPort) {
            return t.str("second '@' in authority; the userinfo ends at the first '@', so write a literal '@' as %40");
        }
        match class_of(c) {
            Class::Control => {
                t.str("control character ");
                t.quoted(c);
            }
            Class::Space => t.str("space"),
            _ => {
                t.str("unexpected character ");
                t.quoted(c);
            }
        }
        in_expected(t, name, self.comp.takes());
        if c == '%' && matches!(self.comp, Component::UriIpv6 | Component::UriIpv4) {
            t.str(" (RFC 3986 has no IPv6 zone identifier; RFC 6874 adds one, outside this grammar)");
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text().as_str())
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

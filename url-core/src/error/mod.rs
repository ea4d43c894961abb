//! [`ParseError`]: where a URL went wrong, which rule it broke, and what to do.
//!
//! The error's parts, one concern a file:
//! - [`kind`]: [`ErrorKind`], what went wrong, as one table with a row per
//!   kind (rule, section, what was expected, message), and
//!   [`detail`]: the tables of two RFC 3986 kinds' details ([`IpError`],
//!   [`SchemeRule`]);
//! - [`component`]: [`Component`], the part being read, as one table (its
//!   name, rule, section, what it takes);
//! - [`site`]: [`Site`](site::Site), where the error is and what stands
//!   there; [`unexpected`]: the messages for a character that stands where
//!   it may not;
//! - [`text`]: [`ErrorText`], the const string writer the messages are
//!   written with; [`utf8`]: the const UTF-8 decoder;
//! - [`render`] (public as `url_core::render`): the caret picture of an
//!   error under its input, for people; [`picture`]: the same in `const`,
//!   for the macros' panics.

use core::fmt;

use self::site::Site;
pub(crate) use self::utf8::decode_char;
use crate::rfc1738::scheme::Scheme;

mod component;
mod detail;
mod kind;
pub(crate) mod picture;
pub mod render;
mod rfc_rule;
mod site;
mod template_rule;
mod text;
mod unexpected;
mod utf8;

pub(crate) use self::component::Component;
pub(crate) use self::detail::{IpError, SchemeRule};
pub(crate) use self::kind::ErrorKind;
pub(crate) use self::rfc_rule::RfcRule;
pub(crate) use self::template_rule::TemplateRule;
pub use self::text::ErrorText;

/// Why a string is not an RFC 1738 URL (or, from [`Uri`](crate::Uri) and
/// [`UriRef`](crate::UriRef), not an RFC 3986 URI or URI reference; from
/// [`Iri`](crate::Iri) and [`IriRef`](crate::IriRef), not an RFC 3987 IRI
/// or IRI reference, cited "RFC 3987 §2.2" or "§4.1").
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
    /// Where the error is and what stands there.
    site: Site,
    kind: ErrorKind,
    /// Set by the RFC 1738 entry points when the input they rejected is a
    /// valid RFC 3986 URI ([`ParseError::input_is_uri`]).
    uri: bool,
}

impl ParseError {
    pub(crate) const fn new(offset: usize, len: usize, kind: ErrorKind, comp: Component) -> Self {
        ParseError::with_found(offset, len, '\0', kind, comp)
    }

    /// An error at `offset` and `len` about the character `found` (a
    /// character decoded from escapes, which the text does not show as such).
    pub(crate) const fn with_found(offset: usize, len: usize, found: char, kind: ErrorKind, comp: Component) -> Self {
        ParseError { site: Site { offset: offset as u32, len: len as u32, found, comp, iri: false }, kind, uri: false }
    }

    /// An error about the character that starts at byte `i` of `s`.
    pub(crate) const fn at_char(s: &[u8], i: usize, kind: ErrorKind, comp: Component) -> Self {
        let (found, len) = decode_char(s, i);
        ParseError::with_found(i, len, found, kind, comp)
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
        ParseError::with_found(offset, len, octet as char, kind, comp)
    }

    /// This error at `offset` and `len` of another text (a URI template's,
    /// where the error was found in the text with its holes stood in for).
    #[cfg(feature = "alloc")]
    pub(crate) const fn moved(self, offset: usize, len: usize) -> Self {
        ParseError { site: Site { offset: offset as u32, len: len as u32, ..self.site }, ..self }
    }

    /// This error of the RFC 3986 grammar read as an IRI's (RFC 3987): its
    /// rule, section and citation those of RFC 3987 (see [`rule`](Self::rule)).
    ///
    /// An error about a bidirectional formatting character, wherever it
    /// stands (a scheme, a port, an IP literal: ASCII rules that refuse any
    /// non-ASCII character), becomes the error of RFC 3987 §4.1, which bans
    /// them from the whole IRI.
    pub(crate) const fn in_iri(mut self) -> Self {
        self.site.iri = true;
        if self.site.len > 0
            && crate::chars::in_ranges(self.site.found, &crate::chars::BIDI)
            && !matches!(self.kind, ErrorKind::UriSchemeRule(..) | ErrorKind::UriRfcRule(..))
        {
            self.kind = ErrorKind::IriBidi;
        }
        self
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
        self.site.comp
    }

    /// Byte offset in the input of the first offending text.
    pub const fn offset(&self) -> usize {
        self.site.offset as usize
    }

    /// Length in bytes of the offending text; 0 when something is missing at
    /// [`offset`](Self::offset) (for example at the end of the input).
    pub const fn length(&self) -> usize {
        self.site.len as usize
    }

    /// The offending bytes as a range, for slicing the input.
    pub const fn span(&self) -> core::ops::Range<usize> {
        self.site.offset as usize..(self.site.offset + self.site.len) as usize
    }

    /// The RFC 1738 §5 production that failed (`"httpurl"`, `"hsegment"`,
    /// `"port"`, ...), or the RFC 822 (`"addr-spec"`, `"local-part"`, ...)
    /// or RFC 1034 rule that DESIGN.md adds; for [`Uri`](crate::Uri) and
    /// [`UriRef`](crate::UriRef), the RFC 3986 ABNF rule (`"IPv6address"`,
    /// `"pct-encoded"`, `"path"`, ...), or the component a scheme's rule is
    /// about (`"userinfo"`, `"authority"`, `"host"`, `"fragment"`).
    ///
    /// For [`Iri`](crate::Iri) and [`IriRef`](crate::IriRef), the RFC 3987
    /// rule (`"ipchar"`, `"iquery"`, `"ifragment"`, `"ihost"`, `"ireg-name"`
    /// for a character no `ireg-name` takes, `"iuserinfo"`, ...), the RFC 3986 name where RFC 3987 takes the rule
    /// from RFC 3986 (`"port"`, `"IPv6address"`, `"pct-encoded"`), or
    /// `"bidi"` for a bidirectional formatting character (RFC 3987 §4.1).
    pub const fn rule(&self) -> &'static str {
        let rule = self.kind.rule(&self.site);
        if !self.site.iri || matches!(self.kind, ErrorKind::UriSchemeRule(..) | ErrorKind::UriRfcRule(..)) {
            rule
        } else if matches!((self.kind, self.site.comp), (ErrorKind::IriChar, Component::UriHost)) {
            // A character of the host's name that no `ireg-name` takes.
            "ireg-name"
        } else {
            iri_rule(rule)
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
    ///
    /// For [`Iri`](crate::Iri) and [`IriRef`](crate::IriRef), the section of
    /// RFC 3987: `"2.2"` (the IRI grammar, RFC 3986's rules included), or
    /// `"4.1"` for a bidirectional formatting character; the rules of a
    /// scheme keep their RFC.
    ///
    /// ```
    /// let e = url_core::Iri::parse("http://h/\u{202E}x").unwrap_err();
    /// assert_eq!((e.rule(), e.section()), ("bidi", "4.1"));
    /// assert_eq!(e.citation().as_str(), "RFC 3987 §4.1");
    /// ```
    pub const fn section(&self) -> &'static str {
        let section = self.kind.section(&self.site);
        if self.site.iri
            && !matches!(self.kind, ErrorKind::UriSchemeRule(..) | ErrorKind::UriRfcRule(..) | ErrorKind::IriBidi)
        {
            "2.2"
        } else {
            section
        }
    }

    /// What the grammar takes where the error is, as a phrase
    /// ("decimal digits", "letters, digits, '-' and '.' (no escapes)", ...).
    ///
    /// In an IRI, a component that RFC 3987 widens says so:
    ///
    /// ```
    /// let e = url_core::Iri::parse("https://h/ü b").unwrap_err();
    /// assert_eq!(e.expected(), "letters, digits, \"-._~!$&'()*+,;=:@/\", %XX escapes and non-ASCII ucschar characters");
    /// ```
    pub const fn expected(&self) -> &'static str {
        let expected = self.kind.expected(&self.site);
        if !self.site.iri || !matches!(self.kind, ErrorKind::Unexpected) {
            return expected;
        }
        match self.site.comp {
            Component::UriPath => {
                "letters, digits, \"-._~!$&'()*+,;=:@/\", %XX escapes and non-ASCII ucschar characters"
            }
            Component::UriQuery => {
                "letters, digits, \"-._~!$&'()*+,;=:@/?\", %XX escapes and non-ASCII ucschar and iprivate characters"
            }
            Component::UriFragment => {
                "letters, digits, \"-._~!$&'()*+,;=:@/?\", %XX escapes and non-ASCII ucschar characters"
            }
            Component::UriHost => {
                "letters, digits, \"-._~!$&'()*+,;=\", %XX escapes and non-ASCII ucschar characters, or an IP \
                 literal in brackets, then ':' and a port or the end of the authority"
            }
            Component::UriUserinfo => {
                "letters, digits, \"-._~!$&'()*+,;=:\", %XX escapes and non-ASCII ucschar characters, then '@'"
            }
            _ => expected,
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
        self.kind.write_message(&self.site, &mut t);
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
        !matches!(self.kind, ErrorKind::WrongScheme { .. }) && !self.site.is_uri()
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
    /// const E: url_core::ParseError = match url_core::Url::parse_const("ftp://h/a;type=x") {
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
        self.kind.write_message(&self.site, &mut t);
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
            t.str(if matches!(self.kind, ErrorKind::Rfc6570(_)) {
                "RFC 6570 §"
            } else if self.site.iri {
                "RFC 3987 §"
            } else if self.site.is_uri() {
                "RFC 3986 §"
            } else {
                "RFC 1738 §"
            });
            t.bytes(section);
        }
    }
}

/// The RFC 3987 name of an RFC 3986 rule an IRI broke: the `i` rules of
/// RFC 3987 §2.2 where it renames them, else the RFC 3986 rule it imports
/// (`scheme`, `port`, `IP-literal`, `pct-encoded`, ...).
const fn iri_rule(rule: &'static str) -> &'static str {
    const RENAMED: [(&str, &str); 8] = [
        ("URI-reference", "IRI-reference"),
        ("path", "ipchar"),
        ("segment-nz-nc", "isegment-nz-nc"),
        ("query", "iquery"),
        ("fragment", "ifragment"),
        ("host", "ihost"),
        ("userinfo", "iuserinfo"),
        ("authority", "iauthority"),
    ];
    let mut k = 0;
    while k < RENAMED.len() {
        let (a, b) = (RENAMED[k].0.as_bytes(), rule.as_bytes());
        if a.len() == b.len() {
            let mut i = 0;
            while i < a.len() && a[i] == b[i] {
                i += 1;
            }
            if i == a.len() {
                return RENAMED[k].1;
            }
        }
        k += 1;
    }
    rule
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text().as_str())
    }
}

impl fmt::Debug for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseError")
            .field("offset", &self.site.offset)
            .field("length", &self.site.len)
            .field("rule", &self.rule())
            .field("section", &self.section())
            .field("message", &self.message())
            .finish()
    }
}

impl core::error::Error for ParseError {}

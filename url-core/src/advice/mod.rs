//! "Did you mean": a corrected text for the common mistakes behind a parse
//! error, and for the texts that parse but are likely not what was meant.
//!
//! [`ParseError::suggestion`] looks at an error of either grammar (RFC 1738,
//! RFC 3986) and the text it was found in; [`Url::suggestion`] and
//! [`Uri::suggestion`] look at a valid value. Each gives a [`Suggestion`]:
//! the corrected text ([`Suggestion::text`], a `Display` adapter, so nothing
//! allocates) and why ([`Suggestion::reason`]).
//!
//! | Mistake | Text | Suggested |
//! |---|---|---|
//! | missing scheme | `www.example.com/x` | `http://www.example.com/x` |
//! | `\` for `/` | `http:\\host\x` | `http://host/x` |
//! | mailto with a display name | `mailto:Joe <joe@example.com>` | `mailto:joe@example.com` |
//! | drive letter as a host | `file://C:/x`, `C:\x` | `file:///C:/x` |
//! | UNC path after `file:` (RFC 8089 E.3.2) | `file:////host/share` | `file://host/share` |
//! | missing `/` | `ftp:/host/` | `ftp://host/` |
//! | scheme of the wrong typed view | `ws_uri!("https://h/")` | `wss://h/` |
//! | scheme one edit from the expected one | `http_url!("htp://h/")` | `http://h/` |
//! | (valid) host and port without scheme | `localhost:8080` | `http://localhost:8080` |
//! | (valid) scheme one edit from a known one | `htps://h/` | `https://h/` |
//! | (valid) drive letter read as a scheme | `C:/x` | `file:///C:/x` |
//!
//! ```
//! use url_core::Url;
//!
//! let input = "www.example.com/x";
//! let err = Url::parse(input).unwrap_err();
//! let help = err.suggestion(input).unwrap();
//! assert_eq!(help.text().to_string(), "http://www.example.com/x");
//! assert_eq!(help.reason().as_str(), "missing scheme (RFC 1738 §2.1)");
//! assert_eq!(help.to_string(), "missing scheme (RFC 1738 §2.1); did you mean `http://www.example.com/x`?");
//! ```
//!
//! A suggestion is a guess about intent, never applied silently: the
//! `url!` and `uri!` macros show it as a `help:` line under a compile error,
//! or as a warning for a literal that parses.

use core::fmt::{self, Write};

use crate::chars;
use crate::error::ParseError;
use crate::error::{Component, ErrorKind, ErrorText, TemplateRule};
use crate::rfc1738::scheme::Scheme;
use crate::rfc3986::scheme::UriScheme;
use crate::rfc3986::uri::Uri;
use crate::scan::{first_of, first_outside, last_of};
use crate::view::url::Url;

mod known;
use known::{first_known, REAL};

/// A correction for a text: the corrected text and why. Made by
/// [`ParseError::suggestion`], [`Url::suggestion`] and [`Uri::suggestion`].
///
/// `Display` writes the reason and the corrected text, for people, with the
/// text's control, bidi and invisible characters escaped
/// ([`Escaped`](crate::render::Escaped)):
///
/// ```text
/// missing scheme (RFC 1738 §2.1); did you mean `http://www.example.com/x`?
/// ```
///
/// `Debug` writes the reason and the corrected text, its password written
/// `***` (not the input, whose password may be where no parser finds it):
///
/// ```
/// use url_core::Url;
///
/// let url = Url::parse("htp://deploy:hunter2@example.com/").unwrap();
/// assert_eq!(
///     format!("{:?}", url.suggestion().unwrap()),
///     r#"Suggestion { reason: "unknown scheme 'htp', one letter from http (RFC 1738 §2.1)", text: "http://deploy:***@example.com/" }"#
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Suggestion<'a> {
    input: &'a str,
    /// Replacements, sorted and disjoint: `input[start..end]` becomes `with`.
    edits: [Edit; 2],
    /// How many of `edits` are in use.
    count: usize,
    /// Every `\` at or after this index is written `/`.
    slashes_from: usize,
    why: Why,
}

/// `input[start..end]` replaced by `with`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Edit {
    start: usize,
    end: usize,
    with: &'static str,
}

/// The mistake, for the reason's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Why {
    MissingScheme {
        uri: bool,
    },
    Backslash {
        uri: bool,
    },
    MailtoDisplayName {
        uri: bool,
    },
    DriveLetter,
    /// `'/'` or `"//"` missing after `scheme:`.
    MissingSlashes {
        uri: bool,
        slashes: &'static str,
    },
    /// A valid text that reads as scheme and port.
    HostPort {
        uri: bool,
        scheme_len: usize,
    },
    /// A scheme one edit from `known`.
    SchemeTypo {
        uri: bool,
        scheme_len: usize,
        known: &'static str,
    },
    /// `file:////host/share` (RFC 8089 appendix E.3.2).
    UncSlashes,
    /// A typed RFC 3986 view given the other family's scheme.
    OtherFamily {
        ws: bool,
    },
    /// A mistake in an RFC 6570 template.
    Template(TemplateHelp),
}

/// The RFC 6570 mistakes with a likely fix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TemplateHelp {
    /// `{?a}{?b}`: a second query.
    SecondQuery,
    /// `{ name }`, `{?x, y}`.
    Spaces,
    /// `{:3}`: a prefix without a name.
    MissingName,
    /// `{name`: no `}`.
    Unclosed,
}

impl<'a> Suggestion<'a> {
    const fn new(input: &'a str, why: Why) -> Self {
        let none = Edit { start: input.len(), end: input.len(), with: "" };
        Suggestion { input, edits: [none, none], count: 0, slashes_from: usize::MAX, why }
    }

    const fn edit(mut self, start: usize, end: usize, with: &'static str) -> Self {
        if self.count < self.edits.len() {
            self.edits[self.count] = Edit { start, end, with };
            self.count += 1;
        }
        self
    }

    const fn slashes_from(mut self, i: usize) -> Self {
        self.slashes_from = i;
        self
    }

    /// The corrected text, as a `Display` adapter (written as it is, not
    /// escaped: it is meant for a program as much as for people).
    ///
    /// ```
    /// let input = r"http:\\example.com\a\b";
    /// let err = url_core::Url::parse(input).unwrap_err();
    /// assert_eq!(err.suggestion(input).unwrap().text().to_string(), "http://example.com/a/b");
    /// ```
    pub const fn text(&self) -> Corrected<'a> {
        Corrected(*self)
    }

    /// Why the text is likely not what was meant, citing the RFC, as text
    /// built without allocating.
    ///
    /// ```
    /// let input = "mailto:Joe <joe@example.com>";
    /// let err = url_core::Url::parse(input).unwrap_err();
    /// assert_eq!(
    ///     err.suggestion(input).unwrap().reason().as_str(),
    ///     "RFC 1738 mailto takes only the addr-spec, without display name or angle brackets (RFC 1738 §3.5)",
    /// );
    /// ```
    pub const fn reason(&self) -> ErrorText {
        let mut t = ErrorText::new();
        let (cite_uri, section) = match self.why {
            Why::MissingScheme { uri } => {
                t.str("missing scheme");
                (uri, "3.1")
            }
            Why::Backslash { uri } => {
                t.str("'\\' for '/': URLs separate their parts with '/'");
                (uri, if uri { "3.3" } else { "3.1" })
            }
            Why::MailtoDisplayName { uri: false } => {
                t.str("RFC 1738 mailto takes only the addr-spec, without display name or angle brackets");
                (false, "3.5")
            }
            Why::MailtoDisplayName { uri: true } => {
                t.str("a mailto URI takes only the address, without display name or angle brackets (RFC 6068 §2)");
                return t;
            }
            Why::DriveLetter => {
                t.str("a drive letter belongs to the path, after 'file:///'");
                (false, "3.10")
            }
            Why::MissingSlashes { uri, slashes } => {
                t.str(if slashes.len() == 1 {
                    "missing '/' of the '//' before the host"
                } else {
                    "missing '//' before the host"
                });
                (uri, if uri { "3.2" } else { "3.1" })
            }
            Why::HostPort { uri, scheme_len } => {
                t.str("'");
                t.str(prefix(self.input, scheme_len));
                t.str("' reads as a scheme; a host and port need 'http://' before them");
                (uri, if uri { "3.2" } else { "3.1" })
            }
            Why::SchemeTypo { uri, scheme_len, known } => {
                t.str("unknown scheme '");
                t.str(prefix(self.input, scheme_len));
                t.str("', one letter from ");
                t.str(known);
                (uri, "3.1")
            }
            Why::UncSlashes => {
                t.str(
                    "a file on another host is 'file://host/share/...' (RFC 8089 §2; appendix E.3.2 for the UNC form)",
                );
                return t;
            }
            Why::Template(help) => {
                t.str(match help {
                    TemplateHelp::SecondQuery => {
                        "a query starts with '?' once and goes on with '&' (RFC 6570 §3.2.8, §3.2.9)"
                    }
                    TemplateHelp::Spaces => "variable names take no spaces, nor spaces around them (RFC 6570 §2.3)",
                    TemplateHelp::MissingName => {
                        "a prefix modifier follows the name of the variable it shortens (RFC 6570 §2.4.1)"
                    }
                    TemplateHelp::Unclosed => "an expression ends with '}' (RFC 6570 §2.2)",
                });
                return t;
            }
            Why::OtherFamily { ws } => {
                t.str(if ws {
                    "WebSocket URIs use ws, and wss over TLS (RFC 6455 §3)"
                } else {
                    "http URIs use http, and https over TLS (RFC 9110 §4.2)"
                });
                return t;
            }
        };
        let (rfc, section) = if cite_uri {
            (" (RFC 3986 §", section)
        } else {
            (
                " (RFC 1738 §",
                if matches!(self.why, Why::MissingScheme { .. } | Why::SchemeTypo { .. }) { "2.1" } else { section },
            )
        };
        t.str(rfc);
        t.str(section);
        t.str(")");
        t
    }
}

/// `s[..n]`, or `""` when `n` does not fit.
const fn prefix(s: &str, n: usize) -> &str {
    if n > s.len() {
        return "";
    }
    match core::str::from_utf8(s.as_bytes().split_at(n).0) {
        Ok(p) => p,
        Err(_) => "",
    }
}

impl fmt::Display for Suggestion<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.reason().as_str())?;
        f.write_str("; did you mean `")?;
        write_corrected(&mut EscapeTo(f), self)?;
        f.write_str("`?")
    }
}

/// The corrected text of a [`Suggestion`], as a `Display` adapter; with the
/// `alloc` feature, `to_string()` gives it as a `String`.
///
/// `Debug` writes the text quoted, its password written `***`:
/// `Corrected("http://deploy:***@example.com/")`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Corrected<'a>(Suggestion<'a>);

impl fmt::Debug for Suggestion<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Suggestion").field("reason", &self.reason()).field("text", &Quoted(*self)).finish()
    }
}

impl fmt::Debug for Corrected<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Corrected").field(&Quoted(self.0)).finish()
    }
}

/// `Debug` of the corrected text: quoted, its password written `***`.
struct Quoted<'a>(Suggestion<'a>);

impl fmt::Debug for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The corrected text is written, not held: a first pass finds its
        // password, a second writes it quoted with the password hidden.
        let mut span = SpanOf(crate::redact::Span::default());
        write_corrected(&mut span, &self.0)?;
        let hide = span.0.finish();
        f.write_str("\"")?;
        write_corrected(&mut RedactTo { f, at: 0, hide, hidden: false }, &self.0)?;
        f.write_str("\"")
    }
}

/// A writer that finds the password of what goes through it.
struct SpanOf(crate::redact::Span);

impl Write for SpanOf {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.bytes() {
            self.0.push(c);
        }
        Ok(())
    }
}

/// A writer that writes what goes through it as `str`'s `Debug` does
/// between the quotes, the bytes `hide` of the whole as `***`.
struct RedactTo<'a, 'b> {
    f: &'a mut fmt::Formatter<'b>,
    /// How many bytes went through.
    at: usize,
    hide: Option<(usize, usize)>,
    /// Whether `***` is written.
    hidden: bool,
}

impl Write for RedactTo<'_, '_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for (i, c) in s.char_indices() {
            let at = self.at + i;
            if let Some((p, q)) = self.hide {
                if at >= p && !self.hidden {
                    self.f.write_str("***")?;
                    self.hidden = true;
                }
                if at >= p && at < q {
                    continue;
                }
            }
            crate::redact::write_escaped(self.f, c.encode_utf8(&mut [0; 4]))?;
        }
        self.at += s.len();
        Ok(())
    }
}

impl fmt::Display for Corrected<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_corrected(f, &self.0)
    }
}

/// Writes the input with the edits applied and backslashes turned. A `dyn`
/// writer: one function for its four writers (a generic one was four copies
/// in url-core's build).
fn write_corrected(w: &mut dyn Write, s: &Suggestion<'_>) -> fmt::Result {
    let input = s.input;
    let mut at = 0;
    for e in s.edits {
        let (start, end) = (e.start.clamp(at, input.len()), e.end.clamp(e.start.clamp(at, input.len()), input.len()));
        write_slashed(w, input, at, start, s.slashes_from)?;
        w.write_str(e.with)?;
        at = end;
    }
    write_slashed(w, input, at, input.len(), s.slashes_from)
}

/// Writes `input[from..to]`, with every `\` at or after `slashes_from` as `/`.
fn write_slashed(w: &mut dyn Write, input: &str, from: usize, to: usize, slashes_from: usize) -> fmt::Result {
    let Some(part) = input.get(from..to) else { return Ok(()) };
    let mut plain = 0;
    for (i, c) in part.char_indices() {
        if c == '\\' && from + i >= slashes_from {
            w.write_str(&part[plain..i])?;
            w.write_char('/')?;
            plain = i + 1;
        }
    }
    w.write_str(&part[plain..])
}

/// A writer that escapes what goes through it (the rule of
/// [`Escaped`](crate::render::Escaped)).
struct EscapeTo<'a, 'b>(&'a mut fmt::Formatter<'b>);

impl Write for EscapeTo<'_, '_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        crate::error::render::write_escaped(self.0, s)
    }
}

impl ParseError {
    /// A likely correction of `input`, the text this error was found in:
    /// the corrected text and why (see [`advice`](crate::advice) for the
    /// mistakes it knows), or `None`. Works for the errors of both grammars.
    ///
    /// ```
    /// use url_core::{FileUrl, Uri, Url};
    ///
    /// let input = "file://C:/autoexec.bat";
    /// let help = FileUrl::parse(input).unwrap_err().suggestion(input).unwrap();
    /// assert_eq!(help.text().to_string(), "file:///C:/autoexec.bat");
    ///
    /// let input = "//www.example.com/";
    /// let help = Uri::parse(input).unwrap_err().suggestion(input).unwrap();
    /// assert_eq!(help.to_string(), "missing scheme (RFC 3986 §3.1); did you mean `http://www.example.com/`?");
    ///
    /// // A mistake without a likely fix.
    /// let input = "http://host/a b";
    /// assert_eq!(Url::parse(input).unwrap_err().suggestion(input), None);
    /// ```
    pub fn suggestion<'a>(&self, input: &'a str) -> Option<Suggestion<'a>> {
        if let ErrorKind::Rfc6570(rule) = self.kind() {
            return template_help(input, self.offset(), rule);
        }
        let uri = is_uri_error(self);
        let b = input.as_bytes();
        if let Some(s) = drive_letter(input) {
            return Some(s);
        }
        if let Some(s) = mailto_display_name(input, uri) {
            return Some(s);
        }
        let at = b.get(self.offset()).copied();
        if at == Some(b'\\') {
            let fixed = Suggestion::new(input, Why::Backslash { uri }).slashes_from(0);
            // `http:\\host`: the two slashes the scheme wants.
            return Some(fixed);
        }
        match self.kind() {
            ErrorKind::MissingSlashes(s) => return missing_slashes(input, s.name().len(), uri),
            ErrorKind::UriSchemeRule(crate::error::SchemeRule::NoAuthority, _) => {
                let len = scheme_len(b)?;
                return missing_slashes(input, len, uri);
            }
            ErrorKind::WrongScheme { expected, found: Scheme::Other } => {
                let len = scheme_len(b)?;
                let name = &input[..len];
                let known = expected.name();
                return one_edit(name, known).then(|| {
                    Suggestion::new(input, Why::SchemeTypo { uri, scheme_len: len, known }).edit(0, len, known)
                });
            }
            ErrorKind::UriWrongScheme(family) => return other_family(input, family),
            ErrorKind::UriRfcRule(crate::error::RfcRule::FileUncSlashes) => {
                let (start, end) = (self.offset(), self.offset() + self.length());
                return Some(Suggestion::new(input, Why::UncSlashes).edit(start, end, "//"));
            }
            ErrorKind::EmptyScheme
            | ErrorKind::MissingColon
            | ErrorKind::UriMissingColon
            | ErrorKind::UriSchemeStart
            | ErrorKind::UriEmpty => return missing_scheme(input, uri),
            ErrorKind::Unexpected if matches!(self.component(), Component::Scheme | Component::UriScheme) => {
                return missing_scheme(input, uri)
            }
            _ => {}
        }
        None
    }
}

impl<'a> Url<'a> {
    /// A likely correction of a URL that parses but is likely not what was
    /// meant: a host and port without scheme (`localhost:8080`, which reads
    /// as scheme `localhost`), a scheme one letter from a known one followed
    /// by that scheme's form (`htp://h/`, `htps://h/`; schemes that exist,
    /// such as `ftps`, `sftp` and `tftp`, are left alone), or a drive letter
    /// read as a scheme (`C:/x`). `None` for every other URL, and for every
    /// URL of a scheme RFC 1738 defines. See [`advice`](crate::advice).
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// let url = Url::parse("localhost:8080").unwrap();
    /// assert_eq!(url.scheme(), "localhost");
    /// let help = url.suggestion().unwrap();
    /// assert_eq!(help.text().to_string(), "http://localhost:8080");
    /// assert_eq!(
    ///     help.reason().as_str(),
    ///     "'localhost' reads as a scheme; a host and port need 'http://' before them (RFC 1738 §3.1)",
    /// );
    /// let url = Url::parse("htp://example.com/").unwrap();
    /// assert_eq!(url.suggestion().unwrap().text().to_string(), "http://example.com/");
    /// assert_eq!(Url::parse("tel:911").unwrap().suggestion(), None);
    /// assert_eq!(Url::parse("sftp://example.com/").unwrap().suggestion(), None);
    /// ```
    pub fn suggestion(&self) -> Option<Suggestion<'a>> {
        if !matches!(self.kind(), Scheme::Other) {
            return None;
        }
        valid_lookalike(self.as_str(), false)
    }
}

impl<'a> Uri<'a> {
    /// The same as [`Url::suggestion`] for an RFC 3986 URI: a host and port
    /// without scheme, a scheme one letter from a known one, a drive letter
    /// read as a scheme (`C:/x`). (`file://C:/x`, which RFC 3986 reads as
    /// host `C` with an empty port, RFC 8089 §2 refuses: the drive letter
    /// is then the error's [`suggestion`](ParseError::suggestion).)
    ///
    /// ```
    /// use url_core::Uri;
    ///
    /// let uri = Uri::parse("C:/Windows").unwrap();
    /// assert_eq!(uri.scheme(), "C");
    /// assert_eq!(uri.suggestion().unwrap().text().to_string(), "file:///C:/Windows");
    /// let e = Uri::parse("file://C:/Windows").unwrap_err();
    /// assert_eq!(e.suggestion("file://C:/Windows").unwrap().text().to_string(), "file:///C:/Windows");
    /// let uri = Uri::parse("example.com:8080/x").unwrap();
    /// assert_eq!(uri.suggestion().unwrap().text().to_string(), "http://example.com:8080/x");
    /// assert_eq!(Uri::parse("https://example.com/").unwrap().suggestion(), None);
    /// ```
    pub fn suggestion(&self) -> Option<Suggestion<'a>> {
        let text = self.as_str();
        drive_letter(text).or_else(|| valid_lookalike(text, true))
    }
}

/// Whether the error is one of the RFC 3986 parsers'.
/// The fix of an RFC 6570 template's mistake at `at`, for the mistakes
/// that have a likely one: `{?a}{?b}` (`{?a,b}`, or `{&b}` after other
/// text), spaces in an expression (`{ name }`: removed), a prefix without
/// a name (`{:3}`: `{name:3}`, the name to fill in), and an unclosed
/// expression (`{name`: `}` after its variables).
fn template_help(input: &str, at: usize, rule: TemplateRule) -> Option<Suggestion<'_>> {
    let b = input.as_bytes();
    let help = |h| Suggestion::new(input, Why::Template(h));
    match rule {
        TemplateRule::SecondQuery => {
            // The operator of the expression just before, if `}` ends one
            // right before this one.
            let before =
                (at > 0 && b[at - 1] == b'}').then(|| last_of(&b[..at - 1], b"{")).flatten().map(|open| b[open + 1]);
            Some(if matches!(before, Some(b'?' | b'&')) {
                help(TemplateHelp::SecondQuery).edit(at - 1, at + 2, ",")
            } else {
                help(TemplateHelp::SecondQuery).edit(at + 1, at + 2, "&")
            })
        }
        TemplateRule::VarnameSpace => {
            let run_end = |mut i: usize| {
                while b.get(i) == Some(&b' ') {
                    i += 1;
                }
                i
            };
            let end = run_end(at);
            let name = |i: usize| b.get(i).is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'%'));
            if at > 0 && name(at - 1) && name(end) {
                // A space inside a name (`{with space}`): no likely fix.
                return None;
            }
            let fixed = help(TemplateHelp::Spaces).edit(at, end, "");
            // A second run of spaces in the same expression (`{ name }`).
            let next = end + first_of(&b[end..], b" }{").unwrap_or(b.len() - end);
            Some(if next < b.len() && b[next] == b' ' { fixed.edit(next, run_end(next), "") } else { fixed })
        }
        TemplateRule::VarnameMissing if b.get(at) == Some(&b':') => {
            Some(help(TemplateHelp::MissingName).edit(at, at, "name"))
        }
        TemplateRule::Unclosed => {
            // After the operator and varspecs that follow the `{`.
            let mut end = at + 1;
            while end < b.len() && (b[end].is_ascii_alphanumeric() || b"+#./;?&_%:*,".contains(&b[end])) {
                end += 1;
            }
            Some(help(TemplateHelp::Unclosed).edit(end, end, "}"))
        }
        _ => None,
    }
}

fn is_uri_error(e: &ParseError) -> bool {
    matches!(
        e.component(),
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

/// The length of the scheme name when `b` starts with `scheme ":"` (a letter,
/// then letters, digits, `+`, `-`, `.`).
fn scheme_len(b: &[u8]) -> Option<usize> {
    if !b.first()?.is_ascii_alphabetic() {
        return None;
    }
    let len = first_outside(b, chars::SCHEME)?;
    (b[len] == b':').then_some(len)
}

/// Where a drive letter starts in `b`: after `file:`, `file:/` or
/// `file://` (any slash may be a `\`), a letter, `:` or `|`, then `/`, `\`
/// or the end; without `file:`, a letter and `:` at the start, then `/` or
/// `\` (`C:` alone is a scheme). Such a path belongs after `file:///`.
/// (RFC 3986 reads `file://C:/x` as host `C` and an empty port: valid, but
/// not what was meant.)
const fn drive_start(b: &[u8]) -> Option<usize> {
    let mut i = 0;
    let scheme = b.len() >= 5 && crate::chars::eq_ignore_case(b.split_at(5).0, b"file:");
    if scheme {
        i = 5;
        while i < 7 && i < b.len() && (b[i] == b'/' || b[i] == b'\\') {
            i += 1;
        }
    }
    if i + 1 >= b.len() || !b[i].is_ascii_alphabetic() || !(b[i + 1] == b':' || b[i + 1] == b'|') {
        return None;
    }
    if i + 2 == b.len() {
        return if scheme { Some(i) } else { None };
    }
    if b[i + 2] == b'/' || b[i + 2] == b'\\' {
        Some(i)
    } else {
        None
    }
}

/// The drive letter fix of [`drive_start`]: `file:///`, the path with `/`
/// for `\`, and `:` for the old `|`.
fn drive_letter(input: &str) -> Option<Suggestion<'_>> {
    let i = drive_start(input.as_bytes())?;
    let fixed = Suggestion::new(input, Why::DriveLetter).edit(0, i, "file:///").slashes_from(i);
    // `C|`, the old form of `C:` (RFC 8089 appendix E.2.2).
    Some(if input.as_bytes()[i + 1] == b'|' { fixed.edit(i + 1, i + 2, ":") } else { fixed })
}

/// `mailto:` and an address in angle brackets, after a display name or
/// not: the addr-spec alone.
fn mailto_display_name(input: &str, uri: bool) -> Option<Suggestion<'_>> {
    let b = input.as_bytes();
    if b.len() < 7 || !b[..7].eq_ignore_ascii_case(b"mailto:") {
        return None;
    }
    let open = 7 + first_of(&b[7..], b"<")?;
    let close = open + first_of(&b[open..], b">")?;
    let addr = &input[open + 1..close];
    if !addr.contains('@') || addr.contains(['<', ' ']) {
        return None;
    }
    Some(Suggestion::new(input, Why::MailtoDisplayName { uri }).edit(7, open + 1, "").edit(close, input.len(), ""))
}

/// `scheme:` followed by fewer slashes than `scheme://`.
fn missing_slashes(input: &str, scheme_len: usize, uri: bool) -> Option<Suggestion<'_>> {
    let b = input.as_bytes();
    let after = scheme_len + 1;
    if b.get(scheme_len) != Some(&b':') {
        return None;
    }
    let (at, slashes) = match (b.get(after), b.get(after + 1)) {
        (Some(b'/'), Some(b'/')) => return None,
        (Some(b'/'), _) => (after + 1, "/"),
        _ => (after, "//"),
    };
    // Something to read as the host after them.
    if b.len() <= at {
        return None;
    }
    Some(Suggestion::new(input, Why::MissingSlashes { uri, slashes }).edit(at, at, slashes))
}

/// A text with no scheme that starts with a host name (with a dot, or
/// `localhost`) or with `//`: `http://` (or `http:`) before it.
fn missing_scheme(input: &str, uri: bool) -> Option<Suggestion<'_>> {
    if input.starts_with("//") && input.len() > 2 {
        return Some(Suggestion::new(input, Why::MissingScheme { uri }).edit(0, 0, "http:"));
    }
    let end = input.find(['/', '?', '#', ':']).unwrap_or(input.len());
    looks_like_host(&input[..end]).then(|| Suggestion::new(input, Why::MissingScheme { uri }).edit(0, 0, "http://"))
}

/// Letters, digits, `-` and `.`, starting with a letter or digit, with a dot
/// and a last label that starts with a letter (or `localhost`).
fn looks_like_host(s: &str) -> bool {
    let b = s.as_bytes();
    if s.eq_ignore_ascii_case("localhost") {
        return true;
    }
    let last = s.rsplit('.').next().unwrap_or("");
    !b.is_empty()
        && b[0].is_ascii_alphanumeric()
        && first_outside(b, chars::HOST).is_none()
        && s.contains('.')
        && last.as_bytes().first().is_some_and(u8::is_ascii_alphabetic)
}

/// A typed RFC 3986 view given the other family's scheme: `http` for `ws`,
/// `https` for `wss`, and back.
fn other_family(input: &str, family: UriScheme) -> Option<Suggestion<'_>> {
    let len = scheme_len(input.as_bytes())?;
    let name = &input[..len];
    let ws = matches!(family, UriScheme::Ws | UriScheme::Wss);
    let with = match UriScheme::from_bytes(name.as_bytes()) {
        Some(UriScheme::Http) if ws => "ws",
        Some(UriScheme::Https) if ws => "wss",
        Some(UriScheme::Ws) if !ws => "http",
        Some(UriScheme::Wss) if !ws => "https",
        _ => {
            let names: &[&'static str] = if ws { &["ws", "wss"] } else { &["http", "https"] };
            let known = *names.iter().find(|k| k.len() > 2 && one_edit(name, k))?;
            return Some(
                Suggestion::new(input, Why::SchemeTypo { uri: true, scheme_len: len, known }).edit(0, len, known),
            );
        }
    };
    Some(Suggestion::new(input, Why::OtherFamily { ws }).edit(0, len, with))
}

/// Schemes whose scheme-specific part may be digits alone (telephone
/// numbers), not a port.
const NUMBERS: &[&str] = &["tel", "fax", "modem", "sms", "mms", "callto"];

/// A valid text of an unknown scheme that looks like a mistake.
fn valid_lookalike(text: &str, uri: bool) -> Option<Suggestion<'_>> {
    let b = text.as_bytes();
    let len = scheme_len(b)?;
    let name = &text[..len];
    let rest = &text[len + 1..];
    if drive_letter(text).is_some() {
        return drive_letter(text);
    }
    // `localhost:8080`, `example.com:8080/x`: a port, then the end or a path.
    let digits = crate::scan::digits(rest.as_bytes(), 0).0;
    let port_ends = matches!(rest.as_bytes().get(digits), None | Some(b'/' | b'?' | b'#'));
    if (1..=5).contains(&digits)
        && port_ends
        && rest[..digits].parse::<u32>().is_ok_and(|p| p <= 65535)
        && !NUMBERS.iter().any(|n| n.eq_ignore_ascii_case(name))
        && (name.contains('.') || name.eq_ignore_ascii_case("localhost") || rest.len() > digits)
    {
        return Some(Suggestion::new(text, Why::HostPort { uri, scheme_len: len }).edit(0, 0, "http://"));
    }
    let mut listed = first_known(|k, _| k.eq_ignore_ascii_case(name)).is_some();
    for r in REAL {
        listed |= r.eq_ignore_ascii_case(name);
    }
    if listed || Scheme::from_name(name) != Scheme::Other {
        return None;
    }
    let slashes = rest.starts_with("//");
    // A name of two letters (`ws`) is one edit from too many others to be
    // the one meant; it is known, not a target.
    let known = first_known(|k, needs_slashes| k.len() > 2 && (slashes || !needs_slashes) && one_edit(name, k))?.0;
    Some(Suggestion::new(text, Why::SchemeTypo { uri, scheme_len: len, known }).edit(0, len, known))
}

/// Whether `a` becomes `b` (ASCII case ignored) by one insertion, deletion,
/// substitution or swap of two neighbours, and is not `b` already.
fn one_edit(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.eq_ignore_ascii_case(b) {
        return false;
    }
    let same = |x: &[u8], y: &[u8]| x.eq_ignore_ascii_case(y);
    let mut common = 0;
    while common < a.len().min(b.len()) && a[common].eq_ignore_ascii_case(&b[common]) {
        common += 1;
    }
    let (ra, rb) = (&a[common..], &b[common..]);
    match (ra.len(), rb.len()) {
        (la, lb) if la == lb => {
            same(&ra[1..], &rb[1..])
                || (la >= 2 && same(&ra[..1], &rb[1..2]) && same(&ra[1..2], &rb[..1]) && same(&ra[2..], &rb[2..]))
        }
        (la, lb) if la + 1 == lb => same(ra, &rb[1..]),
        (la, lb) if la == lb + 1 => same(&ra[1..], rb),
        _ => false,
    }
}

#[cfg(test)]
mod tests;

//! Expansion (RFC 6570 §3, Appendix A) and the checks on its result: the
//! text is read back as an RFC 3986 URI-reference, and a value that makes a
//! dot segment or moves the scheme or authority is refused, naming the
//! variable.

use alloc::string::String;
use alloc::vec::Vec;
use core::cell::Cell;
use core::fmt::{self, Write};

use super::value::{Kind, Variable, Vars};
use super::{grammar, Operator, UriTemplate};
use crate::chars::{is, HEX, HEX_UPPER, U_RESERVED, U_UNRESERVED};
use crate::rfc3986::owned::UriRefBuf;
use crate::template::{TemplateError, ValueProblem};

/// Where one varspec's expansion landed in the output: bytes
/// `start..end`, written for the varspec whose text is `spec` in the
/// expression whose `{` is at `open` (for naming it: `{+path}`).
#[derive(Clone, Copy, Default)]
struct Span {
    start: usize,
    end: usize,
    open: usize,
    spec: (usize, usize),
    reserved: bool,
    /// Whether the expression writes its value where it stands, with
    /// nothing before it (`{x}`, `{+x}`): then even an empty or undefined
    /// value stands in the segment around it.
    inline: bool,
}

/// The spans of an expansion: the first ones inline, so that a template
/// with a few variables allocates nothing but its output.
struct Spans {
    inline: [Span; 8],
    len: usize,
    more: Vec<Span>,
}

impl Spans {
    fn new() -> Spans {
        Spans { inline: [Span::default(); 8], len: 0, more: Vec::new() }
    }

    fn push(&mut self, s: Span) {
        if self.len < self.inline.len() {
            self.inline[self.len] = s;
            self.len += 1;
        } else {
            self.more.push(s);
        }
    }

    fn iter(&self) -> impl Iterator<Item = &Span> + '_ {
        self.inline[..self.len].iter().chain(self.more.iter())
    }

    fn len(&self) -> usize {
        self.len + self.more.len()
    }

    fn get(&self, k: usize) -> &Span {
        if k < self.len {
            &self.inline[k]
        } else {
            &self.more[k - self.len]
        }
    }
}

/// The dot-segment rule of [`crate::template`], the one both template
/// forms answer to, on one path segment of the expansion as written;
/// `touched(i)` says whether a value wrote its byte `i` (or stands there,
/// empty). The segment is a value's to answer for: the caller asks only
/// about segments a value touches.
fn dot_problem(segment: &[u8], touched: impl Fn(usize) -> bool) -> Option<ValueProblem> {
    crate::template::dot_problem(segment, touched)
}

/// A `fmt::Write` that appends to `out` what a value writes, percent-encoded
/// as Appendix A's `allow` says: `U` (unreserved kept) or, for `+` and `#`,
/// `U+R` (reserved characters and `%XX` triplets kept too); and, with a
/// prefix modifier, only the first `left` characters (a kept triplet is one
/// character, and is never cut).
struct Encoder<'o> {
    out: &'o mut String,
    reserved: bool,
    /// Characters still to write; `usize::MAX` without a prefix.
    left: usize,
    /// A `%` and up to one hex digit held until the next byte says whether
    /// they start a triplet (only when `reserved`).
    held: [u8; 2],
    held_len: usize,
    /// Whether the bytes of the current character are dropped (past the
    /// prefix).
    dropping: bool,
}

impl<'o> Encoder<'o> {
    fn new(out: &'o mut String, reserved: bool, prefix: Option<u16>) -> Encoder<'o> {
        Encoder {
            out,
            reserved,
            left: prefix.map_or(usize::MAX, usize::from),
            held: [0; 2],
            held_len: 0,
            dropping: false,
        }
    }

    /// Writes one byte of the value, not part of a kept triplet.
    #[inline]
    fn byte(&mut self, c: u8) {
        // A character starts at every byte that is not a UTF-8
        // continuation; once the prefix is used up, every character is
        // dropped whole.
        if c & 0xC0 != 0x80 {
            if self.left == 0 {
                self.dropping = true;
                return;
            }
            self.left -= 1;
            self.dropping = false;
        } else if self.dropping {
            return;
        }
        let keep = if self.reserved { U_UNRESERVED | U_RESERVED } else { U_UNRESERVED };
        if c < 0x80 && is(c, keep) {
            self.out.push(char::from(c));
        } else {
            self.out.push('%');
            self.out.push(char::from(HEX_UPPER[usize::from(c >> 4)]));
            self.out.push(char::from(HEX_UPPER[usize::from(c & 15)]));
        }
    }

    /// Writes what is held as ordinary bytes (`%` escaped as `%25`).
    fn flush_held(&mut self) {
        let (held, n) = (self.held, self.held_len);
        self.held_len = 0;
        for &c in &held[..n] {
            self.byte(c);
        }
    }

    /// Ends the value.
    fn finish(&mut self) {
        self.flush_held();
    }
}

impl Write for Encoder<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut b = s.as_bytes();
        if self.left == usize::MAX && self.held_len == 0 {
            // Without a prefix, a run of kept bytes goes in at once.
            let keep = if self.reserved { U_UNRESERVED | U_RESERVED } else { U_UNRESERVED };
            loop {
                let run = b.iter().position(|&c| !is(c, keep)).unwrap_or(b.len());
                // ASCII: valid UTF-8, and the check is a fast one.
                self.out.push_str(core::str::from_utf8(&b[..run]).unwrap_or_default());
                b = &b[run..];
                match b.first() {
                    None => return Ok(()),
                    Some(b'%') if self.reserved => break,
                    Some(&c) => {
                        self.byte(c);
                        b = &b[1..];
                    }
                }
            }
        }
        for &c in b {
            if !self.reserved {
                self.byte(c);
                continue;
            }
            match (self.held_len, c) {
                (0, b'%') => {
                    self.held = [b'%', 0];
                    self.held_len = 1;
                }
                (1, h) if is(h, HEX) => {
                    self.held[1] = h;
                    self.held_len = 2;
                }
                (2, h) if is(h, HEX) => {
                    // A triplet: kept as it is, one character.
                    self.held_len = 0;
                    if self.left > 0 {
                        self.left -= 1;
                        self.dropping = false;
                        self.out.push('%');
                        self.out.push(char::from(self.held[1]));
                        self.out.push(char::from(h));
                    }
                }
                (0, c) => self.byte(c),
                (_, c) => {
                    self.flush_held();
                    if c == b'%' {
                        // It may start a triplet of its own.
                        self.held = [b'%', 0];
                        self.held_len = 1;
                    } else {
                        self.byte(c);
                    }
                }
            }
        }
        Ok(())
    }
}

/// What the expansion does for one expression (Appendix A), and where it
/// is.
struct Expr<'o> {
    out: &'o mut String,
    op: Operator,
    /// Whether nothing was written for the expression yet (`first`).
    first: bool,
}

impl Expr<'_> {
    /// Appendix A's `first` or `sep`, before a defined value.
    fn lead(&mut self) {
        if self.first {
            self.out.push_str(self.op.first());
            self.first = false;
        } else {
            self.out.push(char::from(self.op.separator()));
        }
    }

    /// `text` encoded for the operator.
    fn encoded(&mut self, text: &dyn fmt::Display, prefix: Option<u16>) {
        let mut e = Encoder::new(self.out, self.op.allows_reserved(), prefix);
        // An `Encoder` never fails; a `Display` that does has written what
        // it wrote.
        let _ = write!(e, "{text}");
        e.finish();
    }

    /// `name=value` (or `name` and `ifemp` for an empty value) for a named
    /// operator, `value` for the others; `name` as written in the template
    /// (a varname is literal text: `%XX` and `.`).
    fn item(&mut self, name: Option<&dyn fmt::Display>, value: &dyn fmt::Display, prefix: Option<u16>) {
        match name {
            Some(name) if self.op.named() => {
                self.encoded(name, None);
                self.out.push('=');
                let at = self.out.len();
                self.encoded(value, prefix);
                if self.out.len() == at {
                    self.out.pop();
                    self.out.push_str(self.op.if_empty());
                }
            }
            _ => self.encoded(value, prefix),
        }
    }
}

/// A varname, written as it is (its bytes are all allowed characters).
struct Name<'a>(&'a str);

impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Writes one defined variable (Appendix A, "if defined"); `Err` for a
/// prefix on a composite value.
fn variable(
    x: &mut Expr<'_>,
    name: &str,
    prefix: Option<u16>,
    explode: bool,
    v: &dyn Variable,
) -> Result<(), ValueProblem> {
    let kind = v.kind();
    if prefix.is_some() && kind != Kind::String {
        return Err(ValueProblem::PrefixOnComposite);
    }
    let op = x.op;
    match kind {
        Kind::String => {
            x.lead();
            if op.named() {
                x.out.push_str(name);
                x.out.push('=');
                let at = x.out.len();
                let mut e = Encoder::new(x.out, op.allows_reserved(), prefix);
                let _ = v.write(&mut e);
                e.finish();
                if x.out.len() == at {
                    x.out.pop();
                    x.out.push_str(op.if_empty());
                }
            } else {
                let mut e = Encoder::new(x.out, op.allows_reserved(), prefix);
                let _ = v.write(&mut e);
                e.finish();
            }
        }
        Kind::List if explode => {
            let _ = v.items(&mut |item| {
                x.lead();
                x.item(Some(&Name(name)), item, None);
                Ok(())
            });
        }
        Kind::AssocArray if explode => {
            let _ = v.pairs(&mut |key, value| {
                x.lead();
                if op.named() {
                    x.item(Some(key), value, None);
                } else {
                    x.encoded(key, None);
                    x.out.push('=');
                    x.encoded(value, None);
                }
                Ok(())
            });
        }
        Kind::List | Kind::AssocArray => {
            // Not exploded: `name=` once, then the items (or keys and
            // values) joined by `,`. The lead is written with the first
            // item, so that an empty composite writes nothing (§2.3).
            let mut any = false;
            let mut start = |x: &mut Expr<'_>| {
                if any {
                    x.out.push(',');
                } else {
                    any = true;
                    x.lead();
                    if op.named() {
                        x.out.push_str(name);
                        x.out.push('=');
                    }
                }
            };
            if kind == Kind::List {
                let _ = v.items(&mut |item| {
                    start(x);
                    x.encoded(item, None);
                    Ok(())
                });
            } else {
                let _ = v.pairs(&mut |key, value| {
                    start(x);
                    x.encoded(key, None);
                    x.out.push(',');
                    x.encoded(value, None);
                    Ok(())
                });
            }
        }
    }
    Ok(())
}

/// Copies literal text (§3.1): characters a URI takes as they are, `%XX`
/// triplets as they are, any other character (a `ucschar` or `iprivate`)
/// percent-encoded as UTF-8.
fn literal(out: &mut String, text: &str) {
    let mut rest = text;
    while let Some(k) = rest.bytes().position(|c| c >= 0x80) {
        out.push_str(&rest[..k]);
        let c = rest[k..].chars().next().map_or(1, char::len_utf8);
        for &byte in &rest.as_bytes()[k..k + c] {
            out.push('%');
            out.push(char::from(HEX_UPPER[usize::from(byte >> 4)]));
            out.push(char::from(HEX_UPPER[usize::from(byte & 15)]));
        }
        rest = &rest[k + c..];
    }
    out.push_str(rest);
}

impl<'a> UriTemplate<'a> {
    /// Expands the template with `vars` (RFC 6570 §3, Appendix A), and
    /// checks the result.
    ///
    /// The expansion is exactly the RFC's: strings, lists and associative
    /// arrays as §3.2 writes them, undefined variables (and empty lists and
    /// associative arrays) left out, prefixes counted in Unicode
    /// characters, values percent-encoded as UTF-8, from the unreserved set
    /// or, for `{+x}` and `{#x}`, the unreserved and reserved sets with
    /// `%XX` triplets kept. A prefix on a list or associative array is
    /// refused (§2.4.1: it does not apply to them).
    ///
    /// Then the promise over the RFC: the text is read as an RFC 3986
    /// URI-reference with the rules of its scheme ([`UriRef::parse`](crate::UriRef::parse)), and
    /// refused, naming the variable as the template writes it (`{+path}`),
    /// when
    /// - a value makes a path segment `.` or `..` in any spelling
    ///   ([`ValueProblem::DotSegment`]), as `try_uri_format!` refuses;
    /// - a reserved expansion's value (`{+x}`) reaches into the scheme or
    ///   authority ([`ValueProblem::Moves`]); only a template that starts
    ///   with it (`{+base}/x`) takes a scheme and authority from a value;
    /// - any other value writes or stands in the scheme
    ///   ([`ValueProblem::InScheme`]: `{x}:y` with `javascript`), or writes,
    ///   or stands empty right before, the `//` of an authority that the
    ///   fixed text did not write ([`ValueProblem::MakesAuthority`]:
    ///   `{/a}{/b}/file` with `""` and `evil.example` would be
    ///   `//evil.example/file`), as `uri_format!` refuses holes there;
    /// - the expansion is no URI-reference at all (a `#` that
    ///   `{+x}` writes after a fragment, a `[` in a path).
    ///
    /// Nothing is rewritten: the output is the RFC's, byte for byte.
    ///
    /// ```
    /// use std::collections::BTreeMap;
    /// use url_core::rfc6570::{UriTemplate, Value};
    ///
    /// let t = UriTemplate::parse("https://example.com{+path}").unwrap();
    /// let vars = BTreeMap::from([("path", Value::from("/a/b"))]);
    /// assert_eq!(t.expand(&vars).unwrap().as_str(), "https://example.com/a/b");
    ///
    /// let vars = BTreeMap::from([("path", Value::from("@evil.example/x"))]);
    /// let e = t.expand(&vars).unwrap_err();
    /// assert_eq!(e.hole(), Some("{+path}"));
    /// assert_eq!(
    ///     e.to_string(),
    ///     "the value of {+path} moves the host away from what the template's fixed text wrote \
    ///      (RFC 6570 §3.2.3 writes reserved characters as they are)",
    /// );
    ///
    /// let t = UriTemplate::parse("/files{/seg}").unwrap();
    /// let vars = BTreeMap::from([("seg", Value::from(".."))]);
    /// assert_eq!(t.expand(&vars).unwrap_err().hole(), Some("{/seg}"));
    /// ```
    pub fn expand<V: Vars + ?Sized>(&self, vars: &V) -> Result<UriRefBuf, TemplateError> {
        let mut out = String::with_capacity(self.text.len() + self.text.len() / 2 + 8);
        let mut spans = Spans::new();
        self.expand_into(vars, &mut out, &mut spans)?;
        check(self.text, out, &spans)
    }

    fn expand_into<V: Vars + ?Sized>(
        &self,
        vars: &V,
        out: &mut String,
        spans: &mut Spans,
    ) -> Result<(), TemplateError> {
        let text = self.text;
        let b = text.as_bytes();
        let mut at = 0;
        let mut index = 0;
        while at < b.len() {
            let Some(open) = b[at..].iter().position(|&c| c == b'{').map(|k| at + k) else {
                literal(out, &text[at..]);
                break;
            };
            literal(out, &text[at..open]);
            // The template was checked: its varspecs are read again, one
            // after the other, up to the `}`.
            let op = Operator::from_byte(b[open + 1]);
            let mut j = open + if matches!(op, Operator::Simple) { 1 } else { 2 };
            let mut x = Expr { out: &mut *out, op, first: true };
            loop {
                let Ok(s) = grammar::varspec(b, open, j) else { return Ok(()) };
                let name = &text[j..s.name_end];
                let prefix = if s.prefix == 0 { None } else { Some(s.prefix) };
                let start = x.out.len();
                let mut problem = None;
                vars.with(name, index, &mut |v| {
                    if let Some(v) = v {
                        if let Err(p) = variable(&mut x, name, prefix, s.explode, v) {
                            problem = Some(p);
                        }
                    }
                });
                let span = Span {
                    start,
                    end: x.out.len(),
                    open,
                    spec: (j, s.end),
                    reserved: op.allows_reserved(),
                    inline: matches!(op, Operator::Simple | Operator::Reserved),
                };
                if let Some(p) = problem {
                    return Err(TemplateError::variable(hole_name(text, &span), p));
                }
                spans.push(span);
                index += 1;
                j = s.end + 1;
                if b[s.end] == b'}' {
                    break;
                }
            }
            at = j;
        }
        Ok(())
    }
}

/// The varspec of `span` as the template would write it alone: `{+path}`.
fn hole_name(text: &str, span: &Span) -> String {
    let b = text.as_bytes();
    let op = b[span.open + 1];
    let mut s = String::with_capacity(span.spec.1 - span.spec.0 + 3);
    s.push('{');
    if matches!(op, b'+' | b'#' | b'.' | b'/' | b';' | b'?' | b'&') {
        s.push(char::from(op));
    }
    s.push_str(&text[span.spec.0..span.spec.1]);
    s.push('}');
    s
}

/// The offset of `part` (a slice of `whole`) in `whole`.
fn offset_in(whole: &str, part: &str) -> usize {
    part.as_ptr() as usize - whole.as_ptr() as usize
}

/// Where the text written so far stands, for the values of `{+x}` that
/// follow: whether it can still become a scheme, or is inside an authority
/// that a value could extend (RFC 3986 §3: `scheme ":" [ "//" authority ]`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lead {
    /// Nothing written.
    Start,
    /// Letters, digits, `+`, `-` and `.` after a letter: a `:` would make
    /// them a scheme.
    Scheme,
    /// `scheme:` and nothing after it.
    AfterColon,
    /// One `/` at the start or after `scheme:`: another makes an authority.
    Slash,
    /// Inside `//authority`, not ended by `/`, `?` or `#`; whether any of
    /// it is written.
    Authority { empty: bool },
    /// In the path, query or fragment: no value can move what came before.
    Closed,
}

impl Lead {
    fn feed(self, c: u8) -> Lead {
        match (self, c) {
            (Lead::Closed, _) => Lead::Closed,
            (Lead::Start, c) if c.is_ascii_alphabetic() => Lead::Scheme,
            (Lead::Scheme, b':') => Lead::AfterColon,
            (Lead::Scheme, c) if is(c, crate::chars::U_SCHEME) => Lead::Scheme,
            (Lead::Start | Lead::AfterColon, b'/') => Lead::Slash,
            (Lead::Slash, b'/') => Lead::Authority { empty: true },
            (Lead::Authority { .. }, b'/' | b'?' | b'#') => Lead::Closed,
            (Lead::Authority { .. }, _) => Lead::Authority { empty: false },
            _ => Lead::Closed,
        }
    }

    /// The component that a reserved value `v`, written here, moves from
    /// what the text before it wrote, if it moves one.
    fn moves(self, v: &[u8]) -> Option<&'static str> {
        let head = &v[..v.iter().position(|&c| matches!(c, b'/' | b'?' | b'#')).unwrap_or(v.len())];
        match self {
            Lead::Scheme if head.contains(&b':') => Some("scheme"),
            Lead::AfterColon if v.starts_with(b"//") => Some("host"),
            Lead::Slash if v.starts_with(b"/") => Some("host"),
            Lead::Authority { .. } if head.is_empty() => None,
            Lead::Authority { empty } => Some(if head.contains(&b'@') {
                if empty {
                    "userinfo"
                } else {
                    "host"
                }
            } else if port_colon(head) {
                "port"
            } else {
                "host"
            }),
            _ => None,
        }
    }
}

/// Whether `head`, written into an authority, has a `:` that starts a port:
/// one after its last `]`, not one inside an IPv6 literal (`[::1]`).
fn port_colon(head: &[u8]) -> bool {
    let after = head.iter().rposition(|&c| c == b']').map_or(0, |k| k + 1);
    head[after..].contains(&b':')
}

/// Reads the expansion back and holds the promise (see
/// [`UriTemplate::expand`]).
fn check(text: &str, out: String, spans: &Spans) -> Result<UriRefBuf, TemplateError> {
    let b = out.as_bytes();
    // A reserved value that writes into the scheme or authority the text
    // before it began; a template that starts with one takes its scheme
    // and authority from it (`{+base}/x`).
    let (mut lead, mut fed) = (Lead::Start, 0);
    for s in spans.iter() {
        while fed < s.start && lead != Lead::Closed {
            lead = lead.feed(b[fed]);
            fed += 1;
        }
        if lead == Lead::Closed {
            break;
        }
        if s.reserved && s.start > 0 && s.end > s.start {
            if let Some(component) = lead.moves(&b[s.start..s.end]) {
                return Err(TemplateError::variable(hole_name(text, s), ValueProblem::Moves { component }));
            }
        }
    }
    let buf = match UriRefBuf::parse(out) {
        Ok(buf) => buf,
        Err(e) => {
            let at = e.offset();
            let culprit = spans
                .iter()
                .find(|s| s.start <= at && at < s.end)
                .or_else(|| spans.iter().find(|s| s.start == at || s.end == at))
                .map(|s| hole_name(text, s));
            return Err(TemplateError::not_uri_ref(culprit, e));
        }
    };
    let r = buf.as_uri_ref();
    // A value that writes the scheme, or writes (or stands empty right
    // before) the `//` of the authority: the template's fixed text did not
    // write them. A reserved expansion that starts the template
    // (`{+base}/x`, not `{y}{+base}`) gives both.
    // The value named is one that wrote there, else one that stands there
    // empty (`{y}{+x}` with `y` undefined: `{+x}`).
    let owner = |s: &Span| !(s.reserved && s.open == 0 && s.start == 0);
    let culprit = |at: &dyn Fn(&Span) -> bool| {
        let mut found = spans.iter().filter(|s| owner(s) && at(s));
        let first = found.next()?;
        Some(if first.end > first.start { first } else { found.find(|s| s.end > s.start).unwrap_or(first) })
    };
    if let Some(scheme) = r.scheme() {
        let colon = scheme.len();
        if let Some(s) = culprit(&|s| s.start <= colon) {
            return Err(TemplateError::variable(hole_name(text, s), ValueProblem::InScheme));
        }
    }
    if let Some(authority) = r.authority() {
        let a = offset_in(r.as_str(), authority);
        if let Some(s) = culprit(&|s| s.start < a && s.end + 2 >= a) {
            return Err(TemplateError::variable(hole_name(text, s), ValueProblem::MakesAuthority));
        }
    }
    let b = r.as_str().as_bytes();
    let path_start = offset_in(r.as_str(), r.path());
    let path_end = path_start + r.path().len();
    // A value in a path segment that makes it `.` or `..`: the segments
    // and the spans are both in order, read side by side. A segment is a
    // value's to answer for when the value writes one of its bytes or the
    // `/` before it, or, written where it stands (`{x}`, `{+x}`), stands in
    // it empty or undefined; not when the template wrote the dot segment
    // whole (`/a/..{/x}`).
    let n = spans.len();
    let touches = |s: &Span, a: usize, z: usize| {
        if s.start == s.end {
            s.inline && a <= s.start && s.start <= z
        } else {
            s.start < z && s.end >= a && s.end > path_start
        }
    };
    let (mut k, mut a) = (0, path_start);
    while a <= path_end {
        let z = b[a..path_end].iter().position(|&c| c == b'/').map_or(path_end, |k| a + k);
        while k < n && spans.get(k).end < a {
            k += 1;
        }
        if k == n {
            break;
        }
        // The rule reads the segment up to its first `;`, as the readers
        // that split parameters off do: a value that writes only after it
        // is not the segment's (`/.;{.y}`); one that writes it is.
        let zs = b[a..z].iter().position(|&c| c == b';').map_or(z, |k| a + k);
        let culprit = (k..n)
            .map(|q| spans.get(q))
            .take_while(|s| s.start <= zs)
            .find(|s| touches(s, a, zs) || (zs < z && s.start == zs && s.end > s.start));
        if let Some(culprit) = culprit {
            // Whether a value wrote the byte at `a + i` (or, empty, stands
            // there); asked with `i` increasing, so the search moves on. At
            // the segment's end (`z`) only a value that stands there empty
            // counts: one that writes the `/`, `?` or `#` there does not
            // make the segment's last part, as it does not make a whole
            // segment (`/a/..{?q}`, `/a/b%2F..{?q}`).
            let from = Cell::new(k);
            let touched = |i: usize| {
                let at = a + i;
                let mut p = from.get();
                while p < n && spans.get(p).end < at {
                    p += 1;
                }
                from.set(p);
                (p..n)
                    .map(|q| spans.get(q))
                    .take_while(|s| s.start <= at)
                    .any(|s| (at < s.end && at < z) || (s.start == s.end && s.inline))
            };
            if let Some(problem) = dot_problem(&b[a..z], touched) {
                return Err(TemplateError::variable(hole_name(text, culprit), problem));
            }
        }
        a = z + 1;
    }
    Ok(buf)
}

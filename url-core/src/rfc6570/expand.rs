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
use crate::chars::{is, HEX, U_RESERVED, U_UNRESERVED};
use crate::rfc3986::owned::UriRefBuf;
use crate::scan::swar::{bytes_equal, keep_before, load_word};
use crate::template::{TemplateError, ValueProblem};

/// Where one varspec's expansion landed in the output: bytes
/// `start..end`, written for the varspec whose text is `spec` in the
/// expression whose `{` is at `open` (for naming it: `{+path}`).
///
/// The template's offsets are `u32`s (a template is shorter than
/// `u32::MAX`: `parse` refuses a longer one), so that a span is four words
/// and the inline ones cost little to set up.
#[derive(Clone, Copy, Default)]
struct Span {
    start: usize,
    end: usize,
    open: u32,
    spec: (u32, u32),
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
            self.out.push_str(crate::percent::escape(c));
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
    #[inline]
    fn finish(&mut self) {
        if self.held_len > 0 {
            self.flush_held();
        }
    }
}

impl Write for Encoder<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut b = s.as_bytes();
        if self.left == usize::MAX && self.held_len == 0 {
            // Without a prefix, a run of kept bytes goes in at once: ASCII,
            // so a run that is not empty starts and ends at a character's
            // boundary in `s`.
            let keep = if self.reserved { U_UNRESERVED | U_RESERVED } else { U_UNRESERVED };
            let mut at = 0;
            loop {
                let run = b[at..].iter().position(|&c| !is(c, keep)).map_or(b.len(), |k| at + k);
                if run > at {
                    self.out.push_str(&s[at..run]);
                }
                match b.get(run) {
                    None => return Ok(()),
                    Some(b'%') if self.reserved => {
                        b = &b[run..];
                        break;
                    }
                    Some(&c) => {
                        // Not kept: escaped (no prefix to count against).
                        self.out.push_str(crate::percent::escape(c));
                        at = run + 1;
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

/// A name, item, key or value to write: text at hand, or a `Display`
/// value (formatted into the encoder).
#[derive(Clone, Copy)]
enum Piece<'v> {
    Str(&'v str),
    Shown(&'v dyn fmt::Display),
}

impl Expr<'_> {
    /// Appendix A's `first` or `sep`, before a defined value.
    fn lead(&mut self) {
        if self.first {
            // `first` is one character or none.
            if let Some(&c) = self.op.first().as_bytes().first() {
                self.out.push(char::from(c));
            }
            self.first = false;
        } else {
            self.out.push(char::from(self.op.separator()));
        }
    }

    /// `text` encoded for the operator.
    fn encoded(&mut self, text: Piece<'_>, prefix: Option<u16>) {
        let mut e = Encoder::new(self.out, self.op.allows_reserved(), prefix);
        // An `Encoder` never fails; a `Display` that does has written what
        // it wrote.
        let _ = match text {
            Piece::Str(s) => e.write_str(s),
            Piece::Shown(d) => write!(e, "{d}"),
        };
        e.finish();
    }

    /// `name=value` (or `name` and `ifemp` for an empty value) for a named
    /// operator, `value` for the others; `name` as written in the template
    /// (a varname is literal text: `%XX` and `.`).
    fn item(&mut self, name: Option<Piece<'_>>, value: Piece<'_>, prefix: Option<u16>) {
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

    /// One item of an exploded list (Appendix A, "explode" with a list).
    fn exploded_item(&mut self, name: &str, item: Piece<'_>) {
        self.lead();
        self.item(Some(Piece::Str(name)), item, None);
    }

    /// One pair of an exploded associative array.
    fn exploded_pair(&mut self, key: Piece<'_>, value: Piece<'_>) {
        self.lead();
        if self.op.named() {
            self.item(Some(key), value, None);
        } else {
            self.encoded(key, None);
            self.out.push('=');
            self.encoded(value, None);
        }
    }

    /// Before an item (or pair) of a list (or associative array) that is
    /// not exploded: `name=` once, then the items joined by `,`. The lead
    /// is written with the first item, so that an empty composite writes
    /// nothing (§2.3).
    fn joined(&mut self, name: &str, any: &mut bool) {
        if *any {
            self.out.push(',');
        } else {
            *any = true;
            self.lead();
            if self.op.named() {
                self.out.push_str(name);
                self.out.push('=');
            }
        }
    }
}

/// Writes one defined variable (Appendix A, "if defined"); `Err` for a
/// prefix on a composite value. Items and pairs are read as `&str` when
/// the value has them so ([`Variable::str_items`]), through `Display`
/// otherwise.
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
            if !v.str_items(&mut |item| x.exploded_item(name, Piece::Str(item))) {
                let _ = v.items(&mut |item| {
                    x.exploded_item(name, Piece::Shown(item));
                    Ok(())
                });
            }
        }
        Kind::AssocArray if explode => {
            if !v.str_pairs(&mut |key, value| x.exploded_pair(Piece::Str(key), Piece::Str(value))) {
                let _ = v.pairs(&mut |key, value| {
                    x.exploded_pair(Piece::Shown(key), Piece::Shown(value));
                    Ok(())
                });
            }
        }
        Kind::List => {
            let mut any = false;
            let mut each = |x: &mut Expr<'_>, item: Piece<'_>| {
                x.joined(name, &mut any);
                x.encoded(item, None);
            };
            if !v.str_items(&mut |item| each(x, Piece::Str(item))) {
                let _ = v.items(&mut |item| {
                    each(x, Piece::Shown(item));
                    Ok(())
                });
            }
        }
        Kind::AssocArray => {
            let mut any = false;
            let mut each = |x: &mut Expr<'_>, key: Piece<'_>, value: Piece<'_>| {
                x.joined(name, &mut any);
                x.encoded(key, None);
                x.out.push(',');
                x.encoded(value, None);
            };
            if !v.str_pairs(&mut |key, value| each(x, Piece::Str(key), Piece::Str(value))) {
                let _ = v.pairs(&mut |key, value| {
                    each(x, Piece::Shown(key), Piece::Shown(value));
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
    if text.is_ascii() {
        out.push_str(text);
        return;
    }
    let mut rest = text;
    while let Some(k) = rest.bytes().position(|c| c >= 0x80) {
        out.push_str(&rest[..k]);
        let c = rest[k..].chars().next().map_or(1, char::len_utf8);
        for &byte in &rest.as_bytes()[k..k + c] {
            out.push_str(crate::percent::escape(byte));
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
        // One allocation for most expansions: values are short beside the
        // template's text (the suite's cases grow past 1.5 times it).
        let mut out = String::with_capacity(2 * self.text.len() + 32);
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
            // after the other, up to the `}`, without the grammar's checks.
            let op = Operator::from_byte(b[open + 1]);
            let mut j = open + if matches!(op, Operator::Simple) { 1 } else { 2 };
            let mut x = Expr { out: &mut *out, op, first: true };
            loop {
                let s = grammar::checked_varspec(b, j);
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
                    open: open as u32,
                    spec: (j as u32, s.end as u32),
                    reserved: op.allows_reserved(),
                    inline: matches!(op, Operator::Simple | Operator::Reserved),
                };
                if let Some(p) = problem {
                    return Err(TemplateError::variable(hole_name(text, &span), p));
                }
                spans.push(span);
                index += 1;
                j = s.end + 1;
                if b.get(s.end) != Some(&b',') {
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
    let (open, spec) = (span.open as usize, span.spec.0 as usize..span.spec.1 as usize);
    let op = b[open + 1];
    let mut s = String::with_capacity(spec.len() + 3);
    s.push('{');
    if matches!(op, b'+' | b'#' | b'.' | b'/' | b';' | b'?' | b'&') {
        s.push(char::from(op));
    }
    s.push_str(&text[spec]);
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

/// Whether `b[from..to]` holds a `.` or a `%2E` (`%2e`), which decodes to
/// one: a word at a time, each `%` looked at alone (byte by byte in a text
/// shorter than a word). A path without either has no dot segment.
fn may_hold_dot(b: &[u8], from: usize, to: usize) -> bool {
    let escaped_dot = |k: usize| k + 2 < to && b[k + 1] == b'2' && b[k + 2] | 0x20 == b'e';
    if b.len() < 8 {
        return (from..to).any(|k| b[k] == b'.' || (b[k] == b'%' && escaped_dot(k)));
    }
    let mut p = from;
    while p < to {
        let w = load_word(b, p);
        let keep = keep_before(p, to);
        if bytes_equal(w, b'.') & keep != 0 {
            return true;
        }
        let mut percents = bytes_equal(w, b'%') & keep;
        while percents != 0 {
            if escaped_dot(p + percents.trailing_zeros() as usize / 8) {
                return true;
            }
            percents &= percents - 1;
        }
        p += 8;
    }
    false
}

/// In a `mailto` URI whose `hfields` (RFC 6068 §2) are `b[q..]` (`b[q]`
/// is the `?`), the span of a value that writes a header field's `?` or
/// `&`, a byte of its name, or its `=`: `None` when each of them is the
/// template's fixed text, or the `?` or `&`, the varname and the `=` that
/// a `{?x}` or `{&x}` writes for its own variable (an exploded list too:
/// `?x=a&x=b`; an exploded map's keys are the value's, refused).
fn header_writer<'s>(text: &str, b: &[u8], q: usize, spans: &'s Spans) -> Option<&'s Span> {
    let t = text.as_bytes();
    let (mut p, mut first) = (q, 0);
    while p < b.len() {
        let field_end = b[p + 1..].iter().position(|&c| c == b'&').map_or(b.len(), |k| p + 1 + k);
        let name_end = b[p + 1..field_end].iter().position(|&c| c == b'=').map_or(field_end, |k| p + 1 + k);
        // the delimiter, the name and its `=`
        let hi = (name_end + 1).min(field_end);
        let name = &b[p + 1..name_end];
        // The fields and the spans are both in order: the spans that end
        // before this field are passed once, for all fields (linear time).
        while first < spans.len() && spans.get(first).end <= p {
            first += 1;
        }
        let writer = (first..spans.len())
            .map(|k| spans.get(k))
            .take_while(|s| s.start < hi)
            .filter(|s| s.end > s.start && s.end > p)
            .find(|s| {
                let op = t[s.open as usize + 1];
                let spec = &t[s.spec.0 as usize..s.spec.1 as usize];
                let var = spec.split(|&c| c == b':' || c == b'*').next().unwrap_or(spec);
                // not the operator's own delimiter, varname and `=`
                !(matches!(op, b'?' | b'&') && s.start <= p && name == var)
            });
        if writer.is_some() {
            return writer;
        }
        p = field_end;
    }
    None
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
    check_with(text, out, spans, UriRefBuf::parse_relative_first)
}

/// [`check`], reading the expansion with `parse`: `UriRefBuf::parse` or
/// its quicker twin (the test `quick_read_back_is_the_parse` holds the
/// two to the same answers).
#[inline(always)]
fn check_with(
    text: &str,
    out: String,
    spans: &Spans,
    parse: impl Fn(String) -> Result<UriRefBuf, crate::ParseError>,
) -> Result<UriRefBuf, TemplateError> {
    let b = out.as_bytes();
    // A reserved value that writes into the scheme or authority the text
    // before it began; a template that starts with one takes its scheme
    // and authority from it (`{+base}/x`).
    // Only such a value can move them: without one, nothing is fed.
    let (mut lead, mut fed) = (Lead::Start, 0);
    let reserved_inside = spans.iter().any(|s| s.reserved && s.start > 0 && s.end > s.start);
    for s in spans.iter().filter(|_| reserved_inside) {
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
    let buf = match parse(out) {
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
    // The spans are in order of `start`: those that start at or before
    // `until` are the only ones asked.
    let culprit = |until: usize, at: &dyn Fn(&Span) -> bool| {
        let mut found = spans.iter().take_while(|s| s.start <= until).filter(|s| owner(s) && at(s));
        let first = found.next()?;
        Some(if first.end > first.start { first } else { found.find(|s| s.end > s.start).unwrap_or(first) })
    };
    if let Some(scheme) = r.scheme() {
        let colon = scheme.len();
        if let Some(s) = culprit(colon, &|_| true) {
            return Err(TemplateError::variable(hole_name(text, s), ValueProblem::InScheme));
        }
    }
    if let Some(authority) = r.authority() {
        let a = offset_in(r.as_str(), authority);
        if let Some(s) = culprit(a, &|s| s.start < a && s.end + 2 >= a) {
            return Err(TemplateError::variable(hole_name(text, s), ValueProblem::MakesAuthority));
        }
    }
    if let (Some(scheme), Some(query)) = (r.scheme(), r.query()) {
        if scheme.eq_ignore_ascii_case("mailto") {
            let q = offset_in(r.as_str(), query) - 1;
            let b = &r.as_str().as_bytes()[..q + 1 + query.len()];
            if let Some(s) = header_writer(text, b, q, spans) {
                return Err(TemplateError::variable(hole_name(text, s), ValueProblem::MakesHeader));
            }
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
    // A segment without a dot (`.` or `%2E`) has no problem: the others
    // alone are read further.
    let (mut k, mut a) = (0, path_start);
    let dotless = !may_hold_dot(b, path_start, path_end);
    while a <= path_end && !dotless {
        let z = b[a..path_end].iter().position(|&c| c == b'/').map_or(path_end, |k| a + k);
        if !crate::template::has_dot(&b[a..z]) {
            a = z + 1;
            continue;
        }
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

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;
    use url_literal_gen::Rng;

    use super::may_hold_dot;

    /// The expansion's read-back gives the same answer through
    /// `UriRefBuf::parse_relative_first` as through `UriRefBuf::parse` on
    /// random templates and values: both accept with the same parts (and
    /// text), or both refuse with the same hole and message.
    #[test]
    fn quick_read_back_is_the_parse() {
        use super::{check_with, Spans};
        use crate::rfc3986::owned::UriRefBuf;
        use crate::rfc6570::{UriTemplate, Value};
        use alloc::collections::BTreeMap;
        use alloc::string::{String, ToString};

        let pieces = [
            "/", "?", "#", ":", "@", "[", "]", "a", "%41", ".", "..", "//", "http:", "x=1&", "{a}", "{+a}", "{#a}",
            "{/a,b}", "{?a,b}", "{&b}", "{.a}", "{;b}", "{+b}", "{l*}", "{/l*}", "{?m*}", "{+a:2}", "é",
        ];
        let values =
            ["", "x", "a b", "/p/q", "?q", "#f", ":", "h:x", "..", ".", "%2E", "%zz", "[1]", "u@h", "//h", "é"];
        let mut rng = Rng::new(3986);
        let mut seen = [0usize; 3];
        for _ in 0..20_000 {
            let mut text = String::new();
            for _ in 0..1 + rng.next_u64() % 6 {
                text.push_str(pieces[(rng.next_u64() % pieces.len() as u64) as usize]);
            }
            let Ok(t) = UriTemplate::parse(&text) else { continue };
            let mut pick = || values[(rng.next_u64() % values.len() as u64) as usize];
            let l = Value::List(alloc::vec![pick().to_string(), pick().to_string()]);
            let vars = BTreeMap::from([
                ("a", Value::from(pick())),
                ("b", Value::from(pick())),
                ("l", l),
                ("m", Value::from(pick())),
            ]);
            let mut out = String::new();
            let mut spans = Spans::new();
            if t.expand_into(&vars, &mut out, &mut spans).is_err() {
                continue;
            }
            let show = |r: Result<UriRefBuf, crate::template::TemplateError>| {
                r.map(|u| {
                    let r = u.as_uri_ref();
                    (
                        r.scheme_end,
                        r.auth_start,
                        r.host_start,
                        r.host_end,
                        r.path_start,
                        r.query,
                        r.fragment,
                        r.port,
                        r.host,
                    )
                })
                .map_err(|e| (e.hole().map(str::to_string), e.to_string()))
            };
            let quick = show(check_with(&text, out.clone(), &spans, UriRefBuf::parse_relative_first));
            let long = show(check_with(&text, out.clone(), &spans, UriRefBuf::parse));
            assert_eq!(quick, long, "{text:?} -> {out:?}");
            seen[match &long {
                Ok(r) if r.0 == crate::view::url::NO_OFFSET && !out.starts_with("//") => 0,
                Ok(_) => 1,
                Err(_) => 2,
            }] += 1;
        }
        // Relative references without an authority (the quick path's),
        // other references, refusals.
        assert!(seen.iter().all(|&n| n > 500), "{seen:?}");
    }

    /// The word-at-a-time search for `.` and `%2E` agrees with a byte loop on every range of
    /// random texts, short (byte by byte) and long (a word at a time).
    #[test]
    fn may_hold_dot_is_a_byte_search() {
        let alphabet = b"a/._%2Ee~-=?9%2";
        let mut rng = Rng::new(6570);
        let mut found = [0; 2];
        for _ in 0..2_000 {
            let len = (rng.next_u64() % 40) as usize;
            let b: Vec<u8> = (0..len).map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize]).collect();
            for from in 0..=len {
                for to in from..=len {
                    let want = (from..to)
                        .any(|k| b[k] == b'.' || (b[k..to].starts_with(b"%2E") || b[k..to].starts_with(b"%2e")));
                    assert_eq!(may_hold_dot(&b, from, to), want, "{b:?} {from}..{to}");
                    found[usize::from(want)] += 1;
                }
            }
        }
        assert!(found[0] > 10_000 && found[1] > 10_000, "{found:?}");
    }
}

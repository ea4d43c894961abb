//! The compile-time check of a URI template: the fixed text parsed by
//! [`Uri::parse`] with each hole stood in for by one character, each hole
//! classified by the component its stand-in fell in.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::hole::Hole;
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc3986::uri::Uri;
use crate::scan::{first_of, last_of};
use crate::view::url::NO_OFFSET;

/// One piece of a template, as the macro read it from the format string.
///
/// `Debug` writes a password in the text `***` (`Text { text:
/// "ftp://u:***@h/", at: 0, width: 14 }`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Fixed text: `text` is what it stands for, `at` and `width` where it
    /// is in the template (`{{` is the text `{` of width 2).
    Text {
        /// The characters.
        text: &'a str,
        /// Byte offset in the template.
        at: usize,
        /// Length in the template.
        width: usize,
    },
    /// A hole: `{name}`, or with `tail`, `{name..}` (path segments or query
    /// pairs), at `at`, `width` bytes long in the template.
    Hole {
        /// Byte offset in the template.
        at: usize,
        /// Length in the template.
        width: usize,
        /// `{name..}`.
        tail: bool,
    },
}

impl fmt::Debug for Piece<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Piece::Text { text, at, width } => f
                .debug_struct("Text")
                .field("text", &crate::redact::Redacted::piece(text))
                .field("at", &at)
                .field("width", &width)
                .finish(),
            Piece::Hole { at, width, tail } => {
                f.debug_struct("Hole").field("at", &at).field("width", &width).field("tail", &tail).finish()
            }
        }
    }
}

/// What [`check_uri`] found in a valid template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The class of each hole, in order.
    pub holes: Vec<Hole>,
    /// Where the boundaries of [`UriWriter::mark`](super::UriWriter::mark)
    /// fall, in order: `(piece, offset in the piece's text, boundary)`;
    /// `piece == pieces.len()` is the end of the template.
    pub marks: Vec<(usize, usize, usize)>,
    /// The port, when it is fixed text (0 otherwise).
    pub port: u16,
    /// The host's kind and address as `UriWriter::new` takes them (from
    /// the fixed host; meaningless when a hole is in the host).
    pub host: (u8, u128),
}

/// Why a template is not one: a mistake in its fixed text (the error of
/// [`Uri::parse`], moved to the template's offsets), or a hole where no
/// escaping could make the URI valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckError {
    offset: usize,
    len: usize,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Parse(ParseError),
    /// A hole before the fragment of a URI whose scheme's own RFC
    /// constrains it (the scheme, its RFC and section).
    OwnRfc(&'static str, &'static str),
    InScheme,
    InEscape,
    InHost,
    PortPart,
    Nowhere(ParseError),
    TailPlace,
    TailNoAuthority,
    TailWhere(&'static str),
    PairsPlace,
    PathStart,
    Misplaced(&'static str, &'static str),
}

impl CheckError {
    /// Byte offset of the offending text in the template.
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// Its length in bytes.
    pub const fn length(&self) -> usize {
        self.len
    }

    /// The parser's error, when the fixed text is at fault.
    pub const fn parse_error(&self) -> Option<ParseError> {
        match self.kind {
            Kind::Parse(e) => Some(e),
            _ => None,
        }
    }

    /// The two caret lines under `template` (as [`ParseError::display_in`]
    /// draws them), the last naming the rule and what it expected.
    pub fn display_in<'a>(&'a self, template: &'a str) -> impl fmt::Display + 'a {
        Drawn { e: self, template }
    }

    /// The rule a misplaced hole breaks and what it expected there.
    fn label(&self) -> (&'static str, &'static str) {
        match self.kind {
            Kind::Parse(e) | Kind::Nowhere(e) => (e.rule(), e.expected()),
            Kind::InScheme => ("scheme", "fixed text"),
            Kind::OwnRfc(..) => ("hole", "fixed text before the fragment"),
            Kind::InEscape => ("pct-encoded", "two fixed hex digits after '%'"),
            Kind::InHost => ("host", "fixed text, or try_uri_format!"),
            Kind::PortPart => ("port", "one hole for the whole port"),
            Kind::TailPlace | Kind::TailNoAuthority => ("path-abempty", "'/' {segments..} then '/' or the end"),
            Kind::TailWhere(_) => ("hole", "{name} here, {name..} in the path or query only"),
            Kind::PairsPlace => ("query", "'?' or '&' {pairs..} then '&', '#' or the end"),
            Kind::PathStart => ("path-absolute", "a path that cannot start with '//'"),
            Kind::Misplaced(_, expected) => ("hole", expected),
        }
    }
}

struct Drawn<'a> {
    e: &'a CheckError,
    template: &'a str,
}

impl fmt::Display for Drawn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Kind::Parse(e) = self.e.kind {
            return e.display_in(self.template).fmt(f);
        }
        let at = ParseError::new(self.e.offset, self.e.len, ErrorKind::Unexpected, Component::UriPath);
        let (rule, expected) = self.e.label();
        write!(f, "{} {rule}: expected {expected}", at.display_in(self.template).without_label())
    }
}

/// The message, with its citation: `a hole in the scheme; ... (RFC 3986 §3.1)`.
impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Parse(e) => e.fmt(f),
            Kind::OwnRfc(scheme, cite) => write!(
                f,
                "a hole in a {scheme} URI before its fragment; {cite} constrains every part, and no escaping makes \
                 every value fit it, so build the text and parse it with Uri::parse"
            ),
            Kind::InScheme => f.write_str(
                "a hole in the scheme; the scheme decides how the rest of the URI is read, so it must be fixed \
                 text (RFC 3986 §3.1)",
            ),
            Kind::InEscape => f.write_str(
                "a hole inside a %XX escape; put the whole character in the value, which is escaped for you \
                 (RFC 3986 §2.1)",
            ),
            Kind::InHost => f.write_str(
                "a hole in the host; no escaping makes every value a host, so use try_uri_format!, which checks \
                 the host at run time (RFC 3986 §3.2.2)",
            ),
            Kind::PortPart => f.write_str(
                "a hole in part of the port; a port hole must be the whole port, and takes a u16 (RFC 3986 \
                 §3.2.3)",
            ),
            Kind::Nowhere(e) => {
                write!(f, "a hole where no value can stand; {} cannot hold it ({})", e.rule(), e.citation())
            }
            Kind::TailPlace => f.write_str(
                "a path-tail hole that is not whole segments; write it after a '/' and before a '/' or the end \
                 of the path (RFC 3986 §3.3)",
            ),
            Kind::TailNoAuthority => f.write_str(
                "a path-tail hole in a URI without authority; empty segments could make the path start with \
                 '//', which reads as an authority (RFC 3986 §3.3)",
            ),
            Kind::TailWhere(component) => write!(
                f,
                "a '..' hole in the {component}; it takes path segments in the path or (key, value) pairs in \
                 the query (RFC 3986 §3.3, §3.4)"
            ),
            Kind::PairsPlace => f.write_str(
                "a query-pairs hole that is not whole items of the query; write it after '?' or '&' and before \
                 '&', '#' or the end (RFC 3986 §3.4)",
            ),
            Kind::Misplaced(why, _) => f.write_str(why),
            Kind::PathStart => f.write_str(
                "a hole at the start of a path without authority; an empty value would make the path start \
                 with '//', which reads as an authority (RFC 3986 §3.3)",
            ),
        }
    }
}

/// Two lines that draw `text` with carets under bytes `offset..offset +
/// len` (one caret when `len` is 0), as [`ParseError::display_in`] draws an
/// error: for the other mistakes of a template (an unknown argument, an
/// unclosed `{`), in the same look.
///
/// ```
/// use url_core::template::underline;
/// assert_eq!(underline("https://h/{id", 10, 3).to_string(), "  https://h/{id\n            ^^^");
/// ```
pub fn underline(text: &str, offset: usize, len: usize) -> impl fmt::Display + '_ {
    let at = ParseError::new(offset, len, ErrorKind::Unexpected, Component::UriPath);
    Underline(at, text)
}

struct Underline<'a>(ParseError, &'a str);

impl fmt::Display for Underline<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.display_in(self.1).without_label().fmt(f)
    }
}

/// The stand-in text of `pieces` and where each piece starts in it.
pub(crate) struct StandIn {
    pub(crate) text: String,
    /// Start of each piece in `text`, then `text.len()`.
    starts: Vec<usize>,
    /// Stand-in position of each hole, and its piece.
    pub(crate) holes: Vec<(usize, usize)>,
    /// For each byte of `text`, the template span it stands for; then the
    /// template's end.
    pub(crate) map: Vec<(usize, usize)>,
}

impl StandIn {
    /// The index of the first hole whose stand-in is in `lo..hi`, if any. A
    /// plain loop (see [`first_of`]).
    fn first_hole_in(&self, lo: usize, hi: usize) -> Option<usize> {
        for (h, &(p, _)) in self.holes.iter().enumerate() {
            if lo <= p && p < hi {
                return Some(h);
            }
        }
        None
    }

    /// Whether `text[lo..hi]` has a byte `c` that is no hole's stand-in.
    fn fixed_in(&self, lo: usize, hi: usize, c: u8) -> bool {
        let b = self.text.as_bytes();
        let mut i = lo;
        while i < hi {
            if b[i] == c && !self.is_hole(i) {
                return true;
            }
            i += 1;
        }
        false
    }

    /// Whether a hole's stand-in is at `i`.
    pub(crate) fn is_hole(&self, i: usize) -> bool {
        self.first_hole_in(i, i + 1).is_some()
    }

    fn new(pieces: &[Piece<'_>], chars: &[u8]) -> StandIn {
        let mut s = StandIn {
            text: String::new(),
            starts: Vec::with_capacity(pieces.len() + 1),
            holes: Vec::new(),
            map: Vec::new(),
        };
        let mut end = 0;
        for (k, p) in pieces.iter().enumerate() {
            s.starts.push(s.text.len());
            match *p {
                Piece::Text { text, at, width } => {
                    s.text.push_str(text);
                    for i in 0..text.len() {
                        s.map.push(if text.len() == width { (at + i, 1) } else { (at, width) });
                    }
                    end = at + width;
                }
                Piece::Hole { at, width, .. } => {
                    s.holes.push((s.text.len(), k));
                    s.text.push(char::from(chars[s.holes.len() - 1]));
                    s.map.push((at, width));
                    end = at + width;
                }
            }
        }
        s.starts.push(s.text.len());
        s.map.push((end, 0));
        s
    }

    /// The piece that holds stand-in byte `i` (the first non-empty one),
    /// and the offset in it; `(pieces.len(), 0)` at the end.
    fn piece_at(&self, i: usize) -> (usize, usize) {
        if i >= self.text.len() {
            return (self.starts.len() - 1, 0);
        }
        let k = self.starts.partition_point(|&s| s <= i) - 1;
        (k, i - self.starts[k])
    }

    /// The template span of stand-in bytes `i..j`.
    fn span(&self, i: usize, j: usize) -> (usize, usize) {
        let i = i.min(self.text.len());
        let start = self.map[i].0;
        if j <= i {
            return (start, 0);
        }
        let (at, width) = self.map[j.min(self.text.len()) - 1];
        (start, at + width - start)
    }
}

/// Checks a URI template, given as its pieces: the fixed text is parsed by
/// [`Uri::parse`] with each hole stood in for by one letter (a digit where
/// a letter cannot stand, as in the port), so that its errors are `uri!`'s,
/// moved to the template; then each hole is classified ([`Hole`]) or
/// refused, with a message that says why. `fallible` allows holes in the
/// host (`try_uri_format!`, which checks the host at run time).
///
/// ```
/// use url_core::template::{check_uri, Hole, Piece};
///
/// // "https://h/{id}?q={q}"
/// let pieces = [
///     Piece::Text { text: "https://h/", at: 0, width: 10 },
///     Piece::Hole { at: 10, width: 4, tail: false },
///     Piece::Text { text: "?q=", at: 14, width: 3 },
///     Piece::Hole { at: 17, width: 3, tail: false },
/// ];
/// let checked = check_uri(&pieces, false).unwrap();
/// assert_eq!(checked.holes, [Hole::PathSegment, Hole::QueryValue]);
///
/// // "{s}://h/": a hole in the scheme.
/// let pieces = [Piece::Hole { at: 0, width: 3, tail: false }, Piece::Text { text: "://h/", at: 3, width: 5 }];
/// let e = check_uri(&pieces, false).unwrap_err();
/// assert_eq!((e.offset(), e.length()), (0, 3));
/// assert!(e.to_string().starts_with("a hole in the scheme;"));
/// ```
///
/// # Errors
///
/// A [`CheckError`] for the first mistake.
pub fn check_uri(pieces: &[Piece<'_>], fallible: bool) -> Result<Checked, CheckError> {
    own_rfc_holes(pieces)?;
    let s = parse_with_stand_ins(pieces, |t| Uri::parse(t).map(|_| ()))?;
    let uri = Uri::parse(&s.text).map_err(|e| parse_error(&s, e))?;
    classify(pieces, &s, uri, fallible).map_err(|(h, kind)| {
        let (offset, len) = s.map[s.holes[h].0];
        CheckError { offset, len, kind }
    })
}

/// The first hole before the fragment of a `file`, `mailto`, `data` or
/// `urn` template: the rules of those schemes' RFCs (an addr-spec, base64,
/// a NID, ...) are not ones that escaping a value keeps, so such a hole
/// is refused rather than checked at run time.
fn own_rfc_holes(pieces: &[Piece<'_>]) -> Result<(), CheckError> {
    let Some(Piece::Text { text, .. }) = pieces.first() else { return Ok(()) };
    let Some(colon) = text.find(':') else { return Ok(()) };
    let Some(scheme) = crate::rfc3986::scheme::RfcScheme::from_bytes(&text.as_bytes()[..colon]) else {
        return Ok(());
    };
    let cite = match scheme.section() {
        "RFC 8089 2" => "RFC 8089 §2",
        "RFC 6068 2" => "RFC 6068 §2",
        "RFC 2397 3" => "RFC 2397 §3",
        _ => "RFC 8141 §2",
    };
    let name = &text[..colon];
    let name = if name.eq_ignore_ascii_case("file") {
        "file"
    } else if name.eq_ignore_ascii_case("mailto") {
        "mailto"
    } else if name.eq_ignore_ascii_case("data") {
        "data"
    } else {
        "urn"
    };
    for p in pieces {
        match *p {
            Piece::Text { text, .. } if text.contains('#') => return Ok(()),
            Piece::Hole { at, width, .. } => {
                return Err(CheckError { offset: at, len: width, kind: Kind::OwnRfc(name, cite) });
            }
            Piece::Text { .. } => {}
        }
    }
    Ok(())
}

/// The error of a misplaced hole `h`, for a reason of the RFC 1738
/// templates.
pub(crate) fn hole_error(s: &StandIn, h: usize, why: &'static str, expected: &'static str) -> CheckError {
    let (offset, len) = s.map[s.holes[h].0];
    CheckError { offset, len, kind: Kind::Misplaced(why, expected) }
}

/// The parser's error `e` in the stand-in text, moved to the template.
pub(crate) fn parse_error(s: &StandIn, e: ParseError) -> CheckError {
    let (at, len) = s.span(e.offset(), e.offset() + e.length());
    CheckError { offset: at, len, kind: Kind::Parse(e.moved(at, len)) }
}

/// The stand-in text of `pieces` that `parse` accepts: each hole a letter,
/// or a digit where the parser refused the letter; or the error to report.
pub(crate) fn parse_with_stand_ins(
    pieces: &[Piece<'_>],
    parse: impl Fn(&str) -> Result<(), ParseError>,
) -> Result<StandIn, CheckError> {
    stand_ins_dyn(pieces, &parse)
}

/// [`parse_with_stand_ins`], compiled once for both parsers (a generic body
/// was a copy per parser in url-core's build).
fn stand_ins_dyn(pieces: &[Piece<'_>], parse: &dyn Fn(&str) -> Result<(), ParseError>) -> Result<StandIn, CheckError> {
    let mut n = 0;
    for p in pieces {
        n += matches!(p, Piece::Hole { .. }) as usize;
    }
    let mut chars: Vec<u8> = alloc::vec![b'a'; n];
    let at_hole = |s: &StandIn, h: usize, kind: Kind| {
        let (offset, len) = s.map[s.holes[h].0];
        CheckError { offset, len, kind }
    };
    // Inside an escape: '%' then a hole, or '%' hex then a hole.
    let s = StandIn::new(pieces, &chars);
    let b = s.text.as_bytes();
    for (h, &(p, _)) in s.holes.iter().enumerate() {
        let fixed = |i: usize| !s.is_hole(i);
        if (p >= 1 && b[p - 1] == b'%' && fixed(p - 1)) || (p >= 2 && b[p - 2] == b'%' && fixed(p - 2) && fixed(p - 1))
        {
            return Err(at_hole(&s, h, Kind::InEscape));
        }
    }
    loop {
        let s = StandIn::new(pieces, &chars);
        let Err(e) = parse(&s.text) else {
            return Ok(s);
        };
        let (o, l) = (e.offset(), e.length().max(1));
        // An error at the stand-in alone is the hole's: try a digit, then give up.
        if let (1, Some(h)) = (l, s.first_hole_in(o, o + 1)) {
            if chars[h] == b'a' {
                chars[h] = b'1';
                continue;
            }
            return Err(at_hole(&s, h, Kind::Nowhere(e)));
        }
        // An IP literal with a hole: the hole is what no value fits.
        let b = s.text.as_bytes();
        let open = last_of(&b[..o.min(b.len())], b"[/?#@");
        if let Some(open) = open.filter(|&i| b[i] == b'[') {
            let close = first_of(&b[open..], b"]").map_or(b.len(), |k| open + k);
            if let Some(h) = s.first_hole_in(open + 1, close) {
                return Err(at_hole(&s, h, Kind::Nowhere(e)));
            }
        }
        return Err(parse_error(&s, e));
    }
}

/// Whether the values of a segment `a..z` of stand-in text `b` could make
/// it `.` or `..` through hole `p`: `p` is before the segment's first fixed
/// `;` (a value's `;` is escaped), and the fixed text before that `;`,
/// decoded, is only dots (`.`, `%2E`).
pub(crate) fn only_dots(b: &[u8], a: usize, z: usize, p: usize, is_hole: &dyn Fn(usize) -> bool) -> bool {
    let mut semi = a;
    while semi < z && (is_hole(semi) || b[semi] != b';') {
        semi += 1;
    }
    if p > semi {
        return false;
    }
    let mut i = a;
    while i < semi {
        if is_hole(i) || b[i] == b'.' {
            i += 1;
        } else if b[i] == b'%' && i + 2 < semi && b[i + 1] == b'2' && matches!(b[i + 2], b'e' | b'E') {
            i += 3;
        } else {
            return false;
        }
    }
    true
}

/// The offsets of [`UriRef::parts`](crate::rfc3986::uri::UriRef) as `usize`s: a
/// plain loop, not an array `map` (a handful of core's functions for this one
/// call in url-core's build).
fn widen(o: [u32; 7]) -> [usize; 7] {
    let mut w = [0; 7];
    for k in 0..7 {
        w[k] = o[k] as usize;
    }
    w
}

/// Classifies the holes of a template whose stand-in text parsed as `uri`.
fn classify(pieces: &[Piece<'_>], s: &StandIn, uri: Uri<'_>, fallible: bool) -> Result<Checked, (usize, Kind)> {
    let (o, port, kind, address) = uri.as_uri_ref().parts();
    let [scheme_end, auth_start, host_start, host_end, path_start, query, fragment] = widen(o);
    let none = NO_OFFSET as usize;
    let b = s.text.as_bytes();
    let len = b.len();
    let path_end = if query != none {
        query
    } else if fragment != none {
        fragment
    } else {
        len
    };
    let query_end = if fragment != none { fragment } else { len };
    let is_hole = |i: usize| s.is_hole(i);
    let mut holes = Vec::with_capacity(s.holes.len());
    for (h, &(p, k)) in s.holes.iter().enumerate() {
        let tail = matches!(pieces[k], Piece::Hole { tail: true, .. });
        let class = if p < scheme_end {
            return Err((h, Kind::InScheme));
        } else if auth_start != none && p >= auth_start && p < path_start {
            let class = if p < host_start {
                Hole::Userinfo
            } else if p < host_end {
                if !fallible {
                    return Err((h, Kind::InHost));
                }
                Hole::Host
            } else if p == host_end + 1 && path_start == p + 1 {
                Hole::Port
            } else {
                return Err((h, Kind::PortPart));
            };
            if tail {
                return Err((h, Kind::TailWhere(class.name())));
            }
            class
        } else if p < path_end {
            // The segment around the hole: from after the '/' before it to the next '/'.
            let mut a = p;
            while a > path_start && b[a - 1] != b'/' {
                a -= 1;
            }
            let mut z = p + 1;
            while z < path_end && b[z] != b'/' {
                z += 1;
            }
            if tail {
                if a != p || z != p + 1 || a == path_start {
                    return Err((h, Kind::TailPlace));
                }
                if auth_start == none {
                    return Err((h, Kind::TailNoAuthority));
                }
                Hole::PathTail
            } else if only_dots(b, a, z, p, &is_hole) {
                Hole::PathSegment
            } else {
                Hole::PathPart
            }
        } else if p < query_end {
            let mut a = p;
            while a > query + 1 && b[a - 1] != b'&' {
                a -= 1;
            }
            let mut z = p + 1;
            while z < query_end && b[z] != b'&' {
                z += 1;
            }
            if tail {
                if a != p || z != p + 1 {
                    return Err((h, Kind::PairsPlace));
                }
                Hole::QueryPairs
            } else if s.fixed_in(a, p, b'=') {
                Hole::QueryValue
            } else {
                Hole::QueryKey
            }
        } else {
            if tail {
                return Err((h, Kind::TailWhere("fragment")));
            }
            Hole::Fragment
        };
        holes.push(class);
    }
    // Without an authority, empty values must not make the path start with "//".
    if auth_start == none {
        // The first two bytes of the path that are no hole's.
        let (mut fixed, mut n, mut i) = ([0u8; 2], 0, path_start);
        while i < path_end && n < 2 {
            if !is_hole(i) {
                fixed[n] = b[i];
                n += 1;
            }
            i += 1;
        }
        if fixed == *b"//" {
            let h = s.first_hole_in(path_start, path_end).unwrap_or(0);
            return Err((h, Kind::PathStart));
        }
    }
    let mut marks = Vec::new();
    for (boundary, &at) in o.iter().enumerate() {
        if at != NO_OFFSET {
            let (k, off) = s.piece_at(at as usize);
            marks.push((k, off, boundary));
        }
    }
    marks.sort_unstable();
    let port = if holes.contains(&Hole::Port) { 0 } else { port };
    Ok(Checked { holes, marks, port, host: (kind, address) })
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use std::string::ToString;
    use std::vec;

    /// The pieces of a template in format! syntax (`{x}`, `{x..}`, `{{`).
    fn pieces(t: &str) -> Vec<Piece<'_>> {
        let mut out = Vec::new();
        let b = t.as_bytes();
        let (mut i, mut start) = (0, 0);
        while i < b.len() {
            let brace = if b[i] == b'{' && b.get(i + 1) == Some(&b'{') {
                Some("{")
            } else if b[i] == b'}' && b.get(i + 1) == Some(&b'}') {
                Some("}")
            } else {
                None
            };
            if b[i] != b'{' && brace.is_none() {
                i += 1;
                continue;
            }
            if start < i {
                out.push(Piece::Text { text: &t[start..i], at: start, width: i - start });
            }
            if let Some(text) = brace {
                out.push(Piece::Text { text, at: i, width: 2 });
                i += 2;
            } else {
                let close = i + t[i..].find('}').unwrap();
                out.push(Piece::Hole { at: i, width: close + 1 - i, tail: t[i..close].ends_with("..") });
                i = close + 1;
            }
            start = i;
        }
        if start < b.len() {
            out.push(Piece::Text { text: &t[start..], at: start, width: b.len() - start });
        }
        out
    }

    #[track_caller]
    fn classes(t: &str) -> Vec<Hole> {
        check_uri(&pieces(t), true).unwrap().holes
    }

    #[track_caller]
    fn refused(t: &str, fallible: bool) -> (usize, usize, String, String) {
        let e = check_uri(&pieces(t), fallible).unwrap_err();
        let drawn = e.display_in(t).to_string();
        (e.offset(), e.length(), e.to_string(), drawn)
    }

    #[test]
    fn holes_are_classified_by_their_component() {
        use Hole::*;
        assert_eq!(
            classes("https://api.example.com/users/{id}/repos?page={page}&{q}=1#{frag}"),
            [PathSegment, QueryValue, QueryKey, Fragment]
        );
        assert_eq!(classes("https://h/v{n}/.{x}/{a}{b}"), [PathPart, PathSegment, PathSegment, PathSegment]);
        assert_eq!(
            classes("https://h/%2E{a}/{b};v=1/x;{c}/{d}.txt/%2e%2E{e}"),
            [PathSegment, PathSegment, PathPart, PathPart, PathSegment]
        );
        assert_eq!(
            classes("ftp://{user}:{pw}@h:{port}/files/{rest..}?{pairs..}"),
            [Userinfo, Userinfo, Port, PathTail, QueryPairs]
        );
        assert_eq!(classes("https://{tenant}.example.com/"), [Host]);
        assert_eq!(classes("x-note:{to}"), [PathSegment]);
        assert_eq!(classes("tag:isbn:{n}"), [PathPart]);
        assert_eq!(classes("https://h/?a=1&{p..}&b=2"), [QueryPairs]);
    }

    #[test]
    fn marks_fall_on_the_boundaries() {
        let c = check_uri(&pieces("https://h:{p}/{x}?q#f"), false).unwrap();
        // scheme end, authority, host start, host end in piece 0; path start in piece 2;
        // query and fragment in piece 4.
        assert_eq!(c.marks, vec![(0, 5, 0), (0, 8, 1), (0, 8, 2), (0, 9, 3), (2, 0, 4), (4, 0, 5), (4, 2, 6)]);
        assert_eq!((c.port, c.host), (0, (1, 0)));
        let c = check_uri(&pieces("http://10.0.0.1:8080"), false).unwrap();
        assert_eq!(c.marks, vec![(0, 4, 0), (0, 7, 1), (0, 7, 2), (0, 15, 3), (1, 0, 4)]);
        assert_eq!((c.port, c.host), (8080, (2, 0x0a00_0001)));
    }

    #[test]
    fn fixed_text_gets_the_parser_errors_at_template_offsets() {
        let (at, len, msg, drawn) = refused("https://h/{id}/a b", false);
        assert_eq!((at, len), (16, 1));
        assert_eq!(msg, "space in path; write it as %20 (RFC 3986 §3.3)");
        assert_eq!(
            drawn,
            "  https://h/{id}/a b\n                  ^ path: expected letters, digits, \"-._~!$&'()*+,;=:@/\" and %XX escapes"
        );
        let (at, len, msg, _) = refused("https://h/{{x}}", false);
        assert_eq!((at, len), (10, 2));
        assert_eq!(msg, "unexpected character '{' in path; write it as %7B (RFC 3986 §3.3)");
        let (at, len, msg, _) = refused("http://u@h/{x}", false);
        assert_eq!((at, len), (7, 2));
        assert!(msg.starts_with("http URIs take no userinfo"), "{msg}");
        let (at, len, msg, _) = refused("https://{user}@h/", false);
        assert_eq!((at, len), (8, 7));
        assert_eq!(
            msg,
            "https URIs take no userinfo ('user:password@'); send credentials in a header (RFC 9110 §4.2.4)"
        );
    }

    #[test]
    fn misplaced_holes_say_why() {
        assert_eq!(
            refused("{s}://h/", false),
            (
                0,
                3,
                "a hole in the scheme; the scheme decides how the rest of the URI is read, so it must be fixed text \
                 (RFC 3986 §3.1)"
                    .to_string(),
                "  {s}://h/\n  ^^^ scheme: expected fixed text".to_string()
            )
        );
        let (at, len, _, _) = refused("https://h/%{x}", false);
        assert_eq!((at, len), (11, 3));
        assert_eq!(
            refused("https://h/%{x}", false).3,
            "  https://h/%{x}\n             ^^^ pct-encoded: expected two fixed hex digits after '%'"
        );
        assert_eq!(refused("https://h/%4{x}", false).2, "a hole inside a %XX escape; put the whole character in the value, which is escaped for you (RFC 3986 §2.1)");
        assert_eq!(refused("https://{h}/", false).2, "a hole in the host; no escaping makes every value a host, so use try_uri_format!, which checks the host at run time (RFC 3986 §3.2.2)");
        assert_eq!(
            refused("https://h:8{p}/", false).2,
            "a hole in part of the port; a port hole must be the whole port, and takes a u16 (RFC 3986 §3.2.3)"
        );
        assert_eq!(refused("https://h/a{r..}", false).2, "a path-tail hole that is not whole segments; write it after a '/' and before a '/' or the end of the path (RFC 3986 §3.3)");
        assert_eq!(refused("a:/{r..}", false).2, "a path-tail hole in a URI without authority; empty segments could make the path start with '//', which reads as an authority (RFC 3986 §3.3)");
        assert_eq!(refused("https://h/#{r..}", false).2, "a '..' hole in the fragment; it takes path segments in the path or (key, value) pairs in the query (RFC 3986 §3.3, §3.4)");
        assert_eq!(refused("https://h/?a{r..}", false).2, "a query-pairs hole that is not whole items of the query; write it after '?' or '&' and before '&', '#' or the end (RFC 3986 §3.4)");
        assert_eq!(refused("a:/{x}/b", false).2, "a hole at the start of a path without authority; an empty value would make the path start with '//', which reads as an authority (RFC 3986 §3.3)");
        let (at, len, msg, drawn) = refused("https://[{x}]/", true);
        assert_eq!((at, len), (9, 3));
        assert_eq!(msg, "a hole where no value can stand; IPv6address cannot hold it (RFC 3986 §3.2.2)");
        assert!(drawn.starts_with("  https://[{x}]/\n           ^^^ IPv6address: expected"), "{drawn}");
    }
}

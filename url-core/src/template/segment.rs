//! The rule that no value makes a path segment `.` or `..` (RFC 3986 §3.3,
//! removed by §5.2.4), an ftp segment empty or a path, or a gopher selector
//! climb: decided on the segment as it is written (the fixed text and the
//! escaped values together), decoded once as every reader decodes it, split
//! at the `/` and `\` a server may split at after decoding (`%2F`, `%5C`),
//! each part read with its trailing spaces and NULs removed, as Windows and
//! C strings read it (`.. `, `..%00` are `..`); and
//! [`SegmentSafe`], the types whose values cannot break it, which the
//! infallible `uri_format!` and `url_format!` take in a path hole.

use core::fmt::{self, Display};

/// What a value did to the path that the fallible forms refuse (see
/// [`TemplateError::problem`](super::TemplateError::problem)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ValueProblem {
    /// The value makes a path segment `.` (`dots` 1) or `..` (`dots` 2), in
    /// any spelling that a reader decodes once: `%2E`, `.%2e`, with the
    /// fixed dots of the segment, or followed by spaces or NULs (`.. `,
    /// `..%00`), which Windows strips and a C string ends at. Every reader
    /// removes it (RFC 3986 §5.2.4), and `..` climbs one level. A segment's
    /// part before a fixed `;` counts as the segment, as the servers that
    /// read `;` as the start of parameters see it. `%252E` (decoded once,
    /// `%2E`) is no dot.
    DotSegment {
        /// 1 for `.`, 2 for `..`.
        dots: u8,
    },
    /// The value makes a part of a path segment, between a `/` or `\` that
    /// it decodes to (`%2F`, `%5C`) and the segment's ends, `.` or `..` (with
    /// trailing spaces and NULs removed, as for [`DotSegment`](Self::DotSegment)):
    /// a server that splits at `\` (Windows, and many frameworks) or
    /// decodes `%2F` before it splits reads a dot segment there, and `..`
    /// climbs (`..%5C..%5Cetc`).
    DotPart {
        /// 1 for `.`, 2 for `..`.
        dots: u8,
    },
    /// The value makes an ftp path segment `.` or `..`: `CWD ..` (RFC 1738
    /// §3.2.2); or, split at the `/` and `\` that the server reads inside one
    /// argument, a part of it.
    FtpDotSegment {
        /// 1 for `.`, 2 for `..`.
        dots: u8,
    },
    /// The value empties an ftp path segment: a `CWD` without argument, or
    /// a `RETR` without a name (RFC 1738 §3.2.2).
    FtpEmptySegment,
    /// The value puts a `/` or `\` in an ftp path segment: sent decoded
    /// inside one `CWD` or `RETR` argument (RFC 1738 §3.2.2), which the
    /// server reads as a path of its own (`/etc`, `a/../..`).
    FtpSeparator,
    /// The value puts a CR, LF or NUL in an ftp path segment: sent decoded,
    /// it would end the command and start another (RFC 1738 §6).
    FtpControl,
    /// The value makes a part of a gopher selector, between `/` or `\`,
    /// `.` or `..`: a server that maps selectors to files climbs with it
    /// (RFC 1738 §3.4 sends the selector as it is).
    GopherDotSegment {
        /// 1 for `.`, 2 for `..`.
        dots: u8,
    },
    /// RFC 6570: a reserved expansion's value (`{+x}`) reaches into the
    /// scheme or authority and changes the `component` (`"scheme"`,
    /// `"userinfo"`, `"host"` or `"port"`) from what the template's fixed
    /// text wrote (`https://example.com{+path}` with `@evil.example/x`).
    Moves {
        /// The component that moved.
        component: &'static str,
    },
    /// RFC 6570: a prefix modifier (`{x:3}`) on a list or an associative
    /// array, to which it does not apply (§2.4.1).
    PrefixOnComposite,
    /// RFC 6570: a value (other than a reserved expansion that starts the
    /// template, `{+base}`) writes or stands in the scheme (`{x}:y` with
    /// `javascript`), which the template's fixed text must write, as
    /// `uri_format!` asks.
    InScheme,
    /// RFC 6570: a value writes, or stands empty right before, the `//`
    /// that starts an authority the template's fixed text did not write
    /// (`/{x}/{y}` with `""` and `evil.example`, `{/a}{/b}` with `""`).
    MakesAuthority,
    /// RFC 6570: in a `mailto` URI, a value writes a header field's name,
    /// or the `?` or `&` that starts a header field (RFC 6068 §2,
    /// `hfields`), which a mail composer adds to the message
    /// (`mailto:{+to}` with `a@b.example?bcc=evil@x.example`, or
    /// `mailto:a@b.example{?h*}` with a map `{"bcc": …}`). The template's
    /// own names stay: fixed text, and the varnames that `{?x}` and `{&x}`
    /// write.
    MakesHeader,
}

impl fmt::Display for ValueProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = |n: u8| if n == 1 { "." } else { ".." };
        match *self {
            ValueProblem::DotSegment { dots: n } => write!(
                f,
                "makes the path segment '{}', a dot segment, which every reader removes (RFC 3986 §3.3, §5.2.4)",
                dots(n)
            ),
            ValueProblem::DotPart { dots: n } => write!(
                f,
                "makes a part of the path segment '{}', between a '/' or '\\' it decodes to, which a server that \
                 splits there reads as a dot segment (RFC 3986 §2.3, §5.2.4)",
                dots(n)
            ),
            ValueProblem::FtpDotSegment { dots: n } => write!(
                f,
                "makes the ftp path segment '{}', which the server reads as a step in its file tree (RFC 1738 \
                 §3.2.2)",
                dots(n)
            ),
            ValueProblem::FtpEmptySegment => {
                f.write_str("makes the ftp path segment empty, a CWD or RETR without argument (RFC 1738 §3.2.2)")
            }
            ValueProblem::FtpSeparator => f.write_str(
                "puts a '/' or '\\' in an ftp path segment, which the server reads as a path inside one CWD or \
                 RETR argument (RFC 1738 §3.2.2)",
            ),
            ValueProblem::FtpControl => f.write_str(
                "puts a CR, LF or NUL in an ftp path segment, which would end the FTP command it is sent in \
                 (RFC 1738 §6)",
            ),
            ValueProblem::GopherDotSegment { dots: n } => write!(
                f,
                "makes a part of the gopher selector '{}', which a server that maps selectors to files reads as a \
                 step in its file tree (RFC 1738 §3.4)",
                dots(n)
            ),
            ValueProblem::Moves { component } => write!(
                f,
                "moves the {component} away from what the template's fixed text wrote (RFC 6570 §3.2.3 writes \
                 reserved characters as they are)"
            ),
            ValueProblem::PrefixOnComposite => f.write_str(
                "is a list or an associative array, to which a prefix modifier does not apply (RFC 6570 §2.4.1)",
            ),
            ValueProblem::InScheme => f.write_str(
                "writes the scheme, which decides how the rest of the URI is read and must be the template's fixed \
                 text (RFC 3986 §3.1)",
            ),
            ValueProblem::MakesAuthority => f.write_str(
                "makes the expansion start an authority with '//' where the template's fixed text wrote none \
                 (RFC 3986 §3.2, §3.3)",
            ),
            ValueProblem::MakesHeader => f.write_str(
                "writes a header field's name, or the '?' or '&' that starts one, in a mailto URI, which a mail \
                 composer adds to the message (RFC 6068 §2, §5)",
            ),
        }
    }
}

/// The value of a hex digit of a valid `%XX` escape.
const fn hex(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c.wrapping_sub(b'A').wrapping_add(10),
    }
}

/// The dots of one part of a segment, read octet by octet: `Some(n)`
/// while the part is `n` dots (at most two) and then only spaces and NULs,
/// `None` once it is anything else.
#[derive(Clone, Copy)]
struct PartDots {
    dots: Option<u8>,
    /// Whether a space or NUL followed the dots.
    trailing: bool,
}

impl PartDots {
    const EMPTY: PartDots = PartDots { dots: Some(0), trailing: false };

    fn push(&mut self, c: u8) {
        self.dots = match self.dots {
            Some(n) if c == b'.' && n < 2 && !self.trailing => Some(n + 1),
            Some(n) if dot_part_octet(c) && c != b'.' => {
                self.trailing = true;
                Some(n)
            }
            _ => None,
        };
    }

    /// 1 or 2 when the part is `.` or `..` once its trailing spaces and
    /// NULs are removed.
    fn dots(self) -> Option<u8> {
        self.dots.filter(|n| matches!(n, 1..=2))
    }
}

/// Whether the decoded octet `c` is one a dot part is written with: a dot,
/// or a space or NUL, which a reader strips from its end (`.. `, `..%00`).
pub(crate) const fn dot_part_octet(c: u8) -> bool {
    matches!(c, b'.' | b' ' | 0)
}

/// Whether the decoded octet `c` splits a segment into parts for a server
/// that splits after decoding (`%2F`) or at `\` (`%5C`).
pub(crate) const fn part_separator(c: u8) -> bool {
    c == b'/' || c == b'\\'
}

/// The octet at `raw[i]`, decoded (`%XX` is one octet), and where the next
/// one starts.
pub(crate) fn decode_at(raw: &[u8], i: usize) -> (u8, usize) {
    if raw[i] == b'%' && i + 2 < raw.len() {
        (hex(raw[i + 1]) << 4 | hex(raw[i + 2]), i + 3)
    } else {
        (raw[i], i + 1)
    }
}

/// The problem of a path segment written as `raw`, up to its first `;`
/// (written `%3B` in a value, so a fixed one), decoded once: the segment is
/// `.` or `..` ([`ValueProblem::DotSegment`]), or a part of it between the
/// `/` and `\` it decodes to is ([`ValueProblem::DotPart`]); each once its
/// trailing spaces and NULs are removed. A part counts when a value made
/// it: `touched(i)` says whether a value wrote the byte at `i` (or, for an
/// empty value, stands at `i`, before the byte there), and a part is a
/// value's when one of its bytes, the separator before it (written by a
/// value), the separator after it, or its end (a value stands there) is; a
/// part of fixed text alone between fixed separators is the template's own.
pub(crate) fn dot_problem(raw: &[u8], touched: impl Fn(usize) -> bool) -> Option<ValueProblem> {
    // Every problem is a part that holds a dot: without one (no `.`, no
    // `%2E`), nothing needs to be asked of `touched`.
    if !has_dot(raw) {
        return None;
    }
    dot_problem_dyn(raw, &touched)
}

/// [`dot_problem`], compiled once for every caller's `touched` (a generic
/// body was a copy per caller in url-core's build).
fn dot_problem_dyn(raw: &[u8], touched: &dyn Fn(usize) -> bool) -> Option<ValueProblem> {
    // Whether a value made the part `raw[from..to]`: wrote the separator
    // before it (`sep`: its index and width; for a `%XX`, its last byte
    // too, as an empty value cannot stand inside it), or wrote or stands
    // at one of its bytes. Asked only of a part that is dots, with indices
    // that only grow, as `touched` wants.
    let mine = |sep: Option<(usize, usize)>, from: usize, to: usize| {
        if let Some((at, width)) = sep {
            if touched(at + width - 1) {
                return true;
            }
        }
        let mut k = from;
        while k < to {
            if touched(k) {
                return true;
            }
            k = decode_at(raw, k).1;
        }
        false
    };
    let mut part = PartDots::EMPTY;
    // The current part's start and separator, and whether the segment split.
    let (mut from, mut sep, mut split) = (0, None, false);
    let mut i = 0;
    while i < raw.len() && raw[i] != b';' {
        let (c, next) = decode_at(raw, i);
        if part_separator(c) {
            // `touched(i)`: a value wrote the separator, or stands empty
            // before it, at the end of the part before it.
            if let Some(dots) = part.dots() {
                if mine(sep, from, i) || touched(i) {
                    return Some(ValueProblem::DotPart { dots });
                }
            }
            part = PartDots::EMPTY;
            (from, sep, split) = (next, Some((i, next - i)), true);
        } else {
            part.push(c);
        }
        i = next;
    }
    match part.dots() {
        Some(dots) if !split => Some(ValueProblem::DotSegment { dots }),
        Some(dots) if mine(sep, from, i) || touched(i) => Some(ValueProblem::DotPart { dots }),
        _ => None,
    }
}

/// Whether `raw`, read octet by octet as [`dot_problem`] reads it up to
/// its first `;`, holds a `.` (`.` or `%2E`): a segment without one has no
/// part `.` or `..`, so no problem.
pub(crate) fn has_dot(raw: &[u8]) -> bool {
    let mut i = 0;
    while let Some(k) = raw[i..].iter().position(|&c| matches!(c, b'.' | b'%' | b';')) {
        i += k;
        match raw[i] {
            b'.' => return true,
            b';' => return false,
            _ => {
                let (c, next) = decode_at(raw, i);
                if c == b'.' {
                    return true;
                }
                i = next;
            }
        }
    }
    false
}

/// The first problem of an ftp segment or a gopher selector, written as
/// `raw`, whose bytes `values` (ranges into `raw`) came from values: split
/// decoded at `/` and `\`, a part that holds a value's byte must not be `.`
/// or `..`; for ftp (`ftp`), no value's byte may decode to `/` or `\`, and
/// the segment must not be empty. Gives the problem and the index (in
/// `values`) of the value at fault.
pub(crate) fn split_problem(raw: &[u8], values: &[(usize, usize)], ftp: bool) -> Option<(usize, ValueProblem)> {
    let value_at = |i: usize| values.iter().position(|&(a, z)| a <= i && i < z);
    if ftp && raw.is_empty() {
        return Some((0, ValueProblem::FtpEmptySegment));
    }
    // The current part: its dots (trailing spaces and NULs aside), and the
    // first value that wrote in it.
    let mut part: (PartDots, Option<usize>) = (PartDots::EMPTY, None);
    let end = |part: (PartDots, Option<usize>)| match (part.0.dots(), part.1) {
        (Some(d), Some(v)) => Some((
            v,
            if ftp { ValueProblem::FtpDotSegment { dots: d } } else { ValueProblem::GopherDotSegment { dots: d } },
        )),
        _ => None,
    };
    let mut i = 0;
    while i < raw.len() {
        let at = i;
        let (c, next) = decode_at(raw, i);
        i = next;
        let v = value_at(at);
        if part_separator(c) {
            if let (true, Some(v)) = (ftp, v) {
                return Some((v, ValueProblem::FtpSeparator));
            }
            if let Some(p) = end(part) {
                return Some(p);
            }
            part = (PartDots::EMPTY, None);
            continue;
        }
        part.1 = part.1.or(v);
        part.0.push(c);
    }
    end(part)
}

mod sealed {
    pub trait Sealed {}
}

/// The types whose values the infallible `uri_format!` and `url_format!`
/// take in a path hole (a whole segment or a part of one, an ftp segment, a
/// `{name..}` tail's items): their `Display` is never empty, never only
/// dots, and never holds a `/`, `\`, space or NUL, so no value can make the
/// segment, or a part of it between the `/` and `\` it decodes to, `.`,
/// `..` or empty, whatever fixed text stands beside it. Text (`&str`, `String`, `char`) can, so it
/// needs `try_uri_format!` or `try_url_format!`, which refuse such a value
/// with a [`TemplateError`](super::TemplateError).
///
/// Implemented for the integer types and their `NonZero` forms, `bool`,
/// `f32`, `f64`, the IP address types, and references to them. Sealed: a
/// `Display` the crate does not know could spell `..`.
///
/// ```
/// use url_core::template::SegmentSafe;
///
/// fn takes<T: SegmentSafe + ?Sized>(_: &T) {}
/// takes(&42u64);
/// takes(&-1i8);
/// takes(&true);
/// takes(&core::net::Ipv4Addr::LOCALHOST);
/// ```
///
/// ```compile_fail
/// fn takes<T: url_core::template::SegmentSafe + ?Sized>(_: &T) {}
/// takes(&"..");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot fill a path segment of `uri_format!` or `url_format!`: a text value could make the \
               segment `.` or `..`",
    label = "this value could be `..`, which would climb a level of the path",
    note = "use the fallible form, which refuses such a value with an error naming the hole: \
            `let uri = try_uri_format!(\"https://api.example.com/users/{{user}}/delete\")?;` \
            (`try_url_format!` for `url_format!`)",
    note = "a path segment of the infallible form takes integers, `bool`, floats and IP addresses; query, \
            fragment and userinfo holes take any `Display`"
)]
pub trait SegmentSafe: Display + sealed::Sealed {}

macro_rules! segment_safe {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl SegmentSafe for $t {}
    )*};
}

segment_safe!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, bool, f32, f64);
segment_safe!(core::net::IpAddr, core::net::Ipv4Addr, core::net::Ipv6Addr);
segment_safe!(core::num::NonZeroU8, core::num::NonZeroU16, core::num::NonZeroU32, core::num::NonZeroU64);
segment_safe!(core::num::NonZeroU128, core::num::NonZeroUsize, core::num::NonZeroI8, core::num::NonZeroI16);
segment_safe!(core::num::NonZeroI32, core::num::NonZeroI64, core::num::NonZeroI128, core::num::NonZeroIsize);

impl<T: SegmentSafe + ?Sized> sealed::Sealed for &T {}
impl<T: SegmentSafe + ?Sized> SegmentSafe for &T {}
impl<T: SegmentSafe + ?Sized> sealed::Sealed for &mut T {}
impl<T: SegmentSafe + ?Sized> SegmentSafe for &mut T {}

/// `value`, checked at compile time to be [`SegmentSafe`]: what
/// `uri_format!` and `url_format!` wrap a path hole's argument in.
#[doc(hidden)]
#[inline]
pub const fn segment_safe<T: SegmentSafe + ?Sized>(value: &T) -> &T {
    value
}

/// `items`, checked at compile time to yield [`SegmentSafe`] values: what
/// `uri_format!` wraps a `{name..}` path tail's argument in.
#[doc(hidden)]
#[inline]
pub fn segment_safe_tail<I>(items: I) -> I
where
    I: IntoIterator,
    I::Item: SegmentSafe,
{
    items
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use std::string::ToString;

    /// The reading that `uri_template!` shares (`__private::segment_octet`,
    /// `dot_part_octet`, `part_separator`): a triplet decoded once, the
    /// octets of a dot part, the separators of parts.
    #[test]
    fn the_octets_the_rule_reads() {
        let raw = b"a%2e%5C%2F%252E%00 ";
        let mut read = std::vec::Vec::new();
        let mut i = 0;
        while i < raw.len() {
            let (c, next) = decode_at(raw, i);
            read.push((c, next - i));
            i = next;
        }
        assert_eq!(
            read,
            [(b'a', 1), (b'.', 3), (b'\\', 3), (b'/', 3), (b'%', 3), (b'2', 1), (b'E', 1), (0, 3), (b' ', 1)]
        );
        let dotty: std::vec::Vec<u8> = (0..=255u8).filter(|&c| dot_part_octet(c)).collect();
        assert_eq!(dotty, [0, b' ', b'.']);
        let seps: std::vec::Vec<u8> = (0..=255u8).filter(|&c| part_separator(c)).collect();
        assert_eq!(seps, [b'/', b'\\']);
    }

    #[test]
    fn dot_problems_of_a_segment() {
        use ValueProblem::{DotPart, DotSegment};
        for (raw, want) in [
            ("", None),
            (".", Some(DotSegment { dots: 1 })),
            ("..", Some(DotSegment { dots: 2 })),
            ("%2E", Some(DotSegment { dots: 1 })),
            (".%2e", Some(DotSegment { dots: 2 })),
            ("%2e%2E", Some(DotSegment { dots: 2 })),
            ("..;x", Some(DotSegment { dots: 2 })),
            (";..", None),
            ("...", None),
            ("%2E%2E%2E", None),
            ("..%3B", None),
            ("%252E", None),
            ("%252E%252E", None),
            ("a", None),
            (".a", None),
            // Trailing spaces and NULs, which Windows and C strings drop.
            ("..%20", Some(DotSegment { dots: 2 })),
            ("..%00", Some(DotSegment { dots: 2 })),
            (".%20%00%20", Some(DotSegment { dots: 1 })),
            ("%20..", None),
            (".%20.", None),
            ("..%20.", None),
            ("..%20a", None),
            ("%00", None),
            // Split at the '/' and '\' that the segment decodes to.
            ("..%5C..%5Cetc", Some(DotPart { dots: 2 })),
            ("..%5c", Some(DotPart { dots: 2 })),
            ("a%5C.", Some(DotPart { dots: 1 })),
            ("a%2F..", Some(DotPart { dots: 2 })),
            ("%2F..", Some(DotPart { dots: 2 })),
            ("x%5C..%20%5Cy", Some(DotPart { dots: 2 })),
            ("a%5C...%5Cb", None),
            ("a%5Cb%2Fc", None),
            ("%5C", None),
            ("%255C..", None),
            ("a;%5C..", None),
        ] {
            assert_eq!(dot_problem(raw.as_bytes(), |_| true), want, "{raw}");
        }
    }

    /// `has_dot`, the prefilter of `dot_problem`, is the segment (up to its
    /// first `;`, decoded octet by octet) holding a `.`; without one,
    /// `dot_problem` finds nothing, whatever a value touched.
    #[test]
    fn has_dot_is_a_decoded_dot_before_the_first_semicolon() {
        use std::vec::Vec;
        use url_literal_gen::Rng;

        let pieces: [&[u8]; 16] = [
            b".", b".", b"%2E", b"%2e", b"%", b"a", b";", b"%3B", b"%5C", b"%2F", b"%20", b"%00", b" ", b"%252E",
            b"2E", b"E",
        ];
        let mut rng = Rng::new(3986);
        let mut dotless_with_dots = 0;
        for _ in 0..20_000 {
            let raw: Vec<u8> =
                (0..rng.next_u64() % 8).flat_map(|_| pieces[(rng.next_u64() % 16) as usize].iter().copied()).collect();
            let (mut i, mut dot) = (0, false);
            while i < raw.len() && raw[i] != b';' {
                let (c, next) = decode_at(&raw, i);
                dot |= c == b'.';
                i = next;
            }
            assert_eq!(has_dot(&raw), dot, "{raw:?}");
            if !dot {
                dotless_with_dots += usize::from(raw.contains(&b'.'));
                assert_eq!(dot_problem(&raw, |_| true), None, "{raw:?}");
                assert_eq!(dot_problem(&raw, |i| i % 3 == 0), None, "{raw:?}");
            }
        }
        // Some of them hold a `.` after their `;`.
        assert!(dotless_with_dots > 100, "{dotless_with_dots}");
        assert!(!has_dot(b"a;..") && has_dot(b"a%2e") && !has_dot(b"%252E%252E") && has_dot(b"x."));
    }

    #[test]
    fn only_the_parts_a_value_made_count() {
        use ValueProblem::{DotPart, DotSegment};
        // `%2E%2E%5C{v}` with `1`: the part `..` is the template's own.
        assert_eq!(dot_problem(b"%2E%2E%5C1", |i| i == 9), None);
        // `..{v}` with `\x`: the value's separator makes the fixed `..` a part.
        assert_eq!(dot_problem(b"..%5Cx", |i| i >= 2), Some(DotPart { dots: 2 }));
        // `x%5C{v}` with `..`, and with `.` beside a fixed `.`.
        assert_eq!(dot_problem(b"x%5C..", |i| i >= 4), Some(DotPart { dots: 2 }));
        assert_eq!(dot_problem(b"x%5C..", |i| i == 5), Some(DotPart { dots: 2 }));
        // An empty value at the end of a fixed part `..` (`x%5C..{v}`), and
        // one before a fixed separator (`..{v}%5Cx`).
        assert_eq!(dot_problem(b"x%5C..", |i| i == 6), Some(DotPart { dots: 2 }));
        assert_eq!(dot_problem(b"..%5Cx", |i| i == 2), Some(DotPart { dots: 2 }));
        // An empty value in another part (`..%5C{v}x`).
        assert_eq!(dot_problem(b"..%5Cx", |i| i == 5), None);
        assert_eq!(dot_problem(b"..%5Cx", |_| false), None);
        // A value before a fixed part `..` at the end (`{v}%5C..`).
        assert_eq!(dot_problem(b"x%5C..", |i| i == 0), None);
        // A whole segment of fixed dots and an empty value, as before.
        assert_eq!(dot_problem(b"..", |i| i == 2), Some(DotSegment { dots: 2 }));
    }

    #[test]
    fn split_problems() {
        let p = |raw: &str, v: &[(usize, usize)], ftp| split_problem(raw.as_bytes(), v, ftp);
        assert_eq!(p("", &[(0, 0)], true), Some((0, ValueProblem::FtpEmptySegment)));
        assert_eq!(p("", &[(0, 0)], false), None);
        assert_eq!(p("a%2Fb", &[(0, 5)], true), Some((0, ValueProblem::FtpSeparator)));
        assert_eq!(p("%2Fx", &[(3, 4)], true), None);
        // A fixed '%2F' right after a value is the template's, not the value's.
        assert_eq!(p("a%2Fx", &[(0, 1)], true), None);
        assert_eq!(p("%2F..", &[(3, 5)], true), Some((0, ValueProblem::FtpDotSegment { dots: 2 })));
        assert_eq!(p("x%2E", &[(0, 1), (1, 4)], true), None);
        assert_eq!(p("1docs/../x", &[(1, 10)], false), Some((0, ValueProblem::GopherDotSegment { dots: 2 })));
        assert_eq!(p("1docs%5C.", &[(6, 9)], false), Some((0, ValueProblem::GopherDotSegment { dots: 1 })));
        assert_eq!(p("1../x", &[(4, 5)], false), None);
        assert_eq!(p("1.../x", &[(1, 4)], false), None);
        // Trailing spaces and NULs removed: `.. ` is `..` (issue 44).
        assert_eq!(p("..%20", &[(0, 5)], true), Some((0, ValueProblem::FtpDotSegment { dots: 2 })));
        assert_eq!(p("1docs%5C..%20%20", &[(8, 16)], false), Some((0, ValueProblem::GopherDotSegment { dots: 2 })));
        assert_eq!(p("1docs%5C.%00", &[(8, 12)], false), Some((0, ValueProblem::GopherDotSegment { dots: 1 })));
        assert_eq!(p("1docs%5c..", &[(8, 10)], false), Some((0, ValueProblem::GopherDotSegment { dots: 2 })));
        assert_eq!(p("1docs%5C..%20x", &[(8, 14)], false), None);
        assert_eq!(
            ValueProblem::DotSegment { dots: 2 }.to_string(),
            "makes the path segment '..', a dot segment, which every reader removes (RFC 3986 §3.3, §5.2.4)"
        );
        assert_eq!(
            ValueProblem::DotPart { dots: 2 }.to_string(),
            "makes a part of the path segment '..', between a '/' or '\\' it decodes to, which a server that splits \
             there reads as a dot segment (RFC 3986 §2.3, §5.2.4)"
        );
    }
}

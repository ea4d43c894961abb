//! The rule that no value makes a path segment `.` or `..` (RFC 3986 §3.3,
//! removed by §5.2.4), an ftp segment empty or a path, or a gopher selector
//! climb: decided on the segment as it is written (the fixed text and the
//! escaped values together), decoded once as every reader decodes it; and
//! [`SegmentSafe`], the types whose values cannot break it, which the
//! infallible `uri_format!` and `url_format!` take in a path hole.

use core::fmt::{self, Display};

/// What a value did to the path that the fallible forms refuse (see
/// [`TemplateError::problem`](super::TemplateError::problem)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ValueProblem {
    /// The value makes a path segment `.` (`dots` 1) or `..` (`dots` 2), in
    /// any spelling (`%2E`, `.%2e`, or with the fixed dots of the segment):
    /// every reader removes it (RFC 3986 §5.2.4), and `..` climbs one level.
    /// A segment's part before a fixed `;` counts as the segment, as the
    /// servers that read `;` as the start of parameters see it.
    DotSegment {
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

/// The dots a segment's text decodes to, up to its first `;` (written `%3B`
/// in a value, so a fixed one): `Some(0)` when that is empty, `Some(1)` for
/// `.`, `Some(2)` for `..`, `None` for anything else.
pub(crate) fn dots(raw: &[u8]) -> Option<u8> {
    let mut n = 0u8;
    let mut i = 0;
    while i < raw.len() && raw[i] != b';' {
        let c = if raw[i] == b'%' && i + 2 < raw.len() {
            i += 3;
            hex(raw[i - 2]) << 4 | hex(raw[i - 1])
        } else {
            i += 1;
            raw[i - 1]
        };
        if c != b'.' || n == 2 {
            return None;
        }
        n += 1;
    }
    Some(n)
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
    // The current part: its dots (None once something else), and the first
    // value that wrote in it.
    let mut part: (Option<u8>, Option<usize>) = (Some(0), None);
    let end = |part: (Option<u8>, Option<usize>)| match part {
        (Some(d @ 1..=2), Some(v)) => Some((
            v,
            if ftp { ValueProblem::FtpDotSegment { dots: d } } else { ValueProblem::GopherDotSegment { dots: d } },
        )),
        _ => None,
    };
    let mut i = 0;
    while i < raw.len() {
        let at = i;
        let c = if raw[i] == b'%' && i + 2 < raw.len() {
            i += 3;
            hex(raw[at + 1]) << 4 | hex(raw[at + 2])
        } else {
            i += 1;
            raw[at]
        };
        let v = value_at(at);
        if c == b'/' || c == b'\\' {
            if let (true, Some(v)) = (ftp, v) {
                return Some((v, ValueProblem::FtpSeparator));
            }
            if let Some(p) = end(part) {
                return Some(p);
            }
            part = (Some(0), None);
            continue;
        }
        part.1 = part.1.or(v);
        part.0 = match part.0 {
            Some(n) if c == b'.' && n < 2 => Some(n + 1),
            _ => None,
        };
    }
    end(part)
}

mod sealed {
    pub trait Sealed {}
}

/// The types whose values the infallible `uri_format!` and `url_format!`
/// take in a path hole (a whole segment, a segment with only dots or a
/// fixed `;` after the hole, an ftp segment, a `{name..}` tail's items):
/// their `Display` is never empty, never only dots, and never holds a `/`
/// or `\`, so no value can make the segment `.`, `..` or empty, whatever
/// fixed text stands beside it. Text (`&str`, `String`, `char`) can, so it
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

    #[test]
    fn dots_of_a_segment() {
        for (raw, want) in [
            ("", Some(0)),
            (".", Some(1)),
            ("..", Some(2)),
            ("%2E", Some(1)),
            (".%2e", Some(2)),
            ("%2e%2E", Some(2)),
            ("..;x", Some(2)),
            (";..", Some(0)),
            ("...", None),
            ("%2E%2E%2E", None),
            ("..%3B", None),
            ("%252E", None),
            ("a", None),
            (".a", None),
        ] {
            assert_eq!(dots(raw.as_bytes()), want, "{raw}");
        }
    }

    #[test]
    fn split_problems() {
        let p = |raw: &str, v: &[(usize, usize)], ftp| split_problem(raw.as_bytes(), v, ftp);
        assert_eq!(p("", &[(0, 0)], true), Some((0, ValueProblem::FtpEmptySegment)));
        assert_eq!(p("", &[(0, 0)], false), None);
        assert_eq!(p("a%2Fb", &[(0, 5)], true), Some((0, ValueProblem::FtpSeparator)));
        assert_eq!(p("%2Fx", &[(3, 4)], true), None);
        assert_eq!(p("%2F..", &[(3, 5)], true), Some((0, ValueProblem::FtpDotSegment { dots: 2 })));
        assert_eq!(p("x%2E", &[(0, 1), (1, 4)], true), None);
        assert_eq!(p("1docs/../x", &[(1, 10)], false), Some((0, ValueProblem::GopherDotSegment { dots: 2 })));
        assert_eq!(p("1docs%5C.", &[(6, 9)], false), Some((0, ValueProblem::GopherDotSegment { dots: 1 })));
        assert_eq!(p("1../x", &[(4, 5)], false), None);
        assert_eq!(p("1.../x", &[(1, 4)], false), None);
        assert_eq!(
            ValueProblem::DotSegment { dots: 2 }.to_string(),
            "makes the path segment '..', a dot segment, which every reader removes (RFC 3986 §3.3, §5.2.4)"
        );
    }
}

//! `mailtourl` (RFC 1738 §3.5, §5) with the RFC 822 `addr-spec` check.

// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::prim::{class_end, class_end_marked, scan};
use crate::chars::{hex_val, is, AT, ATEXT, ATOM, SAFE, XCHAR};
use crate::error::{Component, ErrorKind, ParseError};
use crate::scan::{at_end, finish, tri};
use crate::view::url::Url;

cfn! {
/// Parses the part after `mailto:`.
///
/// ```text
/// mailtourl      = "mailto:" encoded822addr
/// encoded822addr = 1*xchar               ; further defined in RFC822
/// ```
///
/// The decoded address must be one RFC 822 `addr-spec` (DESIGN.md); see
/// [`addr_spec`]. Marks: `[0]` the `@` (or `%40`) between local part and
/// domain, `[1]` its length in the URL (1 or 3).
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let start = u.scheme_end as usize + 1;
    if let Some((at, end)) = plain_address(b, start) {
        u.marks[0] = at as u32;
        u.marks[1] = 1;
        u.end = end as u32;
        return Ok(());
    }
    let e = tri!(scan::<{ XCHAR }>(b, start, Component::MailtoAddress));
    let end = tri!(finish(b, e, Component::MailtoAddress));
    if end == start {
        return Err(ParseError::new(start, 0, ErrorKind::MailtoEmpty, Component::MailtoAddress));
    }
    let (at, at_len) = tri!(addr_spec(b, start, end));
    u.marks[0] = at as u32;
    u.marks[1] = at_len as u32;
    u.end = end as u32;
    Ok(())
}
}

cfn! {
/// The common case in one pass: `atom *("." atom) "@" atom *("." atom)` in
/// plain characters (no escape, quoted string or domain literal) up to the end
/// of the URL. Returns the positions of the `@` and of the end, or `None` for
/// anything else, which the full check then reads with its exact errors.
///
/// One run over atom characters, `.` and `@` to the end of the URL, with the
/// masks of its `@` and `.` bytes ([`class_end_marked`]; an address of at
/// most 63 bytes), then the separators checked on the masks (no branch per
/// atom): exactly one `@`, and no separator first, last or right after
/// another (an empty atom).
#[inline(always)]
fn plain_address(b: &[u8], start: usize) -> Option<(usize, usize)> {
    // SAFE adds the `.` (its other characters are atom characters).
    let (end, marks) = class_end_marked::<{ ATEXT | SAFE | AT }>(b, start, b'@', b'.');
    let (ats, dots) = match marks {
        Some(m) if end > start && at_end(b, end) => m,
        _ => return None,
    };
    // A separator first (the byte before `start` counts as one), right after
    // another or last; no `@`, or more than one.
    let seps = ats | dots;
    let last = seps >> (end - start - 1) & 1;
    if seps & (seps << 1 | 1) | last != 0 || ats == 0 || ats & (ats - 1) != 0 {
        return None;
    }
    Some((start + ats.trailing_zeros() as usize, end))
}
}

cfn! {
/// The octet at raw position `i` of an already validated `*xchar` run, and the
/// position after it (escapes decode; "within mailto URLs, there are no
/// reserved characters", §3.5).
fn next(b: &[u8], i: usize) -> (u8, usize) {
    if b[i] == b'%' {
        ((hex_val(b[i + 1]) << 4) | hex_val(b[i + 2]), i + 3)
    } else {
        (b[i], i + 1)
    }
}
}

cfn! {
fn bad(i: usize, nx: usize, c: u8, comp: Component) -> ParseError {
    ParseError::mailto(i, nx - i, c, ErrorKind::MailtoChar, comp)
}
}

cfn! {
/// Reads one `atom` from `i`; returns its end (== `i` when there is none).
///
/// `b[i..end]` is `*xchar` and `b[end]` is no `xchar`, so the raw atom
/// characters are [`ATEXT`] and `%`: the plain ones go by in chunks, and an
/// escape is decoded.
fn atom(b: &[u8], mut i: usize, end: usize) -> usize {
    loop {
        i = class_end::<{ ATEXT }>(b, i);
        if i >= end || b[i] != b'%' {
            return i;
        }
        let (c, nx) = next(b, i);
        if !is(c, ATOM) {
            return i;
        }
        i = nx;
    }
}
}

cfn! {
/// Reads the rest of a `quoted-string` (`open` is `"`) or `domain-literal`
/// (`open` is `[`) whose opening character ends at `i`; returns the position
/// after the closing character.
///
/// ```text
/// quoted-string  = <"> *(qtext/quoted-pair) <">
/// domain-literal = "[" *(dtext / quoted-pair) "]"
/// quoted-pair    = "\" CHAR
/// ```
fn quoted(
    b: &[u8],
    open_at: usize,
    mut i: usize,
    end: usize,
    close: u8,
    comp: Component,
) -> Result<usize, ParseError> {
    loop {
        // Every raw `xchar` but `%` is qtext and dtext (`"`, `[`, `]`, `\`
        // and CR come escaped): those go by in chunks.
        i = class_end::<{ XCHAR }>(b, i);
        if i >= end {
            break;
        }
        let (c, nx) = next(b, i);
        if c == close {
            return Ok(nx);
        }
        if c == b'\\' {
            if nx >= end {
                break;
            }
            let (c2, nx2) = next(b, nx);
            if c2 >= 0x80 {
                return Err(bad(nx, nx2, c2, comp));
            }
            i = nx2;
            continue;
        }
        // qtext excludes <"> "\" CR; dtext excludes "[" "]" "\" CR.
        if c >= 0x80 || c == b'\r' || (close == b']' && c == b'[') {
            return Err(bad(i, nx, c, comp));
        }
        i = nx;
    }
    let (_, nx) = next(b, open_at);
    Err(ParseError::new(open_at, nx - open_at, ErrorKind::MailtoUnterminated, comp))
}
}

cfn! {
/// Checks that `b[start..end]` (valid `*xchar`, up to the end of the URL: no
/// `xchar` at `end`) decodes to an RFC 822
/// `addr-spec`, without comments or folding white space between its tokens.
/// Returns the raw position and length of the separating `@`.
///
/// ```text
/// addr-spec  = local-part "@" domain
/// local-part = word *("." word)
/// word       = atom / quoted-string
/// domain     = sub-domain *("." sub-domain)
/// sub-domain = domain-ref / domain-literal
/// domain-ref = atom
/// ```
pub(crate) fn addr_spec(b: &[u8], start: usize, end: usize) -> Result<(usize, usize), ParseError> {
    let mut i = start;
    // local-part
    loop {
        if i >= end {
            return Err(ParseError::new(start, end - start, ErrorKind::MailtoNoAt, Component::MailtoAddress));
        }
        let (c, nx) = next(b, i);
        if c == b'"' {
            i = tri!(quoted(b, i, nx, end, b'"', Component::MailtoLocal));
        } else {
            let e = atom(b, i, end);
            if e == i {
                return Err(if c == b'.' || c == b'@' {
                    ParseError::new(i, nx - i, ErrorKind::MailtoEmptyWord, Component::MailtoLocal)
                } else {
                    bad(i, nx, c, Component::MailtoLocal)
                });
            }
            i = e;
        }
        if i >= end {
            return Err(ParseError::new(start, end - start, ErrorKind::MailtoNoAt, Component::MailtoAddress));
        }
        let (c, nx) = next(b, i);
        if c == b'@' {
            break;
        }
        if c != b'.' {
            return Err(bad(i, nx, c, Component::MailtoLocal));
        }
        i = nx;
    }
    let at = i;
    let (_, mut i) = next(b, at);
    // domain
    loop {
        if i >= end {
            return Err(ParseError::new(i, 0, ErrorKind::MailtoEmptyWord, Component::MailtoDomain));
        }
        let (c, nx) = next(b, i);
        if c == b'[' {
            i = tri!(quoted(b, i, nx, end, b']', Component::MailtoDomain));
        } else {
            let e = atom(b, i, end);
            if e == i {
                return Err(if c == b'.' {
                    ParseError::new(i, nx - i, ErrorKind::MailtoEmptyWord, Component::MailtoDomain)
                } else {
                    bad(i, nx, c, Component::MailtoDomain)
                });
            }
            i = e;
        }
        if i >= end {
            break;
        }
        let (c, nx) = next(b, i);
        if c != b'.' {
            return Err(bad(i, nx, c, Component::MailtoDomain));
        }
        i = nx;
    }
    let (_, after_at) = next(b, at);
    Ok((at, after_at - at))
}
}

const_only! {
#[cfg(test)]
mod tests;
}

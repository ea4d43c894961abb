//! `gopherurl` (RFC 1738 §3.4, §5).

// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::authority;
use super::super::prim::class_end;
use crate::chars::{is, XCHAR};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc1738::scheme::Scheme;
use crate::scan::{at_end, check_escape, finish, tri};
use crate::view::url::{Url, NO_OFFSET};

cfn! {
/// Parses the part after `gopher:`.
///
/// ```text
/// gopherurl      = "gopher://" hostport [ / [ gtype [ selector
///                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
/// gtype          = xchar
/// selector       = *xchar
/// gopher+_string = *xchar
/// ```
///
/// As DESIGN.md reads it: the gopher-path is `*xchar` with no reserved
/// character (§3.4.1), the type is one `xchar` (an escape counts as one), the
/// rest splits into selector, search and gopher+ string at the first two
/// `%09`, and the selector may not hold an encoded CR or LF (§3.4.1).
///
/// Marks: `[0]` start of the selector (`NO_OFFSET` for an empty gopher-path),
/// `[1]` the first `%09`, `[2]` the second.
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Gopher));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) || at_end(b, i + 1) {
        u.end = if at_end(b, i) { i } else { i + 1 } as u32;
        return Ok(());
    }
    // gtype = xchar
    let t = i + 1;
    let mut k = if b[t] == b'%' {
        tri!(check_escape(b, t, Component::GopherType));
        t + 3
    } else if is(b[t], XCHAR) {
        t + 1
    } else {
        return Err(ParseError::unexpected(b, t, Component::GopherType));
    };
    u.marks[0] = k as u32;
    let mut comp = Component::GopherSelector;
    loop {
        // (no chunk for the empty run between two escapes)
        if k < b.len() && b[k] != b'%' {
            k = class_end::<{ XCHAR }>(b, k);
        }
        if k < b.len() && b[k] == b'%' {
            tri!(check_escape(b, k, comp));
            if b[k + 1] == b'0' {
                let lo = b[k + 2];
                if lo == b'9' {
                    if u.marks[1] == NO_OFFSET {
                        u.marks[1] = k as u32;
                        comp = Component::GopherSearch;
                    } else if u.marks[2] == NO_OFFSET {
                        u.marks[2] = k as u32;
                        comp = Component::GopherPlus;
                    }
                } else if matches!(comp, Component::GopherSelector) && matches!(lo, b'a' | b'A' | b'd' | b'D') {
                    return Err(ParseError::new(k, 3, ErrorKind::GopherCrLf, comp));
                }
            }
            k += 3;
        } else {
            break;
        }
    }
    u.end = tri!(finish(b, k, comp)) as u32;
    Ok(())
}
}

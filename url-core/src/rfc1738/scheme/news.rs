//! `newsurl` (RFC 1738 §3.6, §5).

// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::host_at;
use super::super::prim::scan;
use crate::chars::{is, ALPHA, ARTICLE, GROUP, UCHAR};
use crate::error::{Component, ErrorKind, ParseError};
use crate::scan::{at_end, byte, finish, tri};
use crate::view::url::{Url, IPV4};

cfn! {
/// Parses the part after `news:`.
///
/// ```text
/// newsurl   = "news:" grouppart
/// grouppart = "*" | group | article
/// group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
/// article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
/// ```
///
/// Marks: `[0]` the `@` of a message-id.
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let start = u.scheme_end as usize + 1;
    if at_end(b, start) {
        return Err(ParseError::new(start, 0, ErrorKind::NewsEmpty, Component::NewsGroup));
    }
    if b[start] == b'*' && at_end(b, start + 1) {
        u.end = (start + 1) as u32;
        return Ok(());
    }
    let k = tri!(scan::<{ ARTICLE }>(b, start, Component::NewsArticle));
    if byte(b, k) != b'@' && has_at(b, k) {
        // A message-id with a character that the article production lacks.
        return Err(ParseError::unexpected(b, k, Component::NewsArticle));
    }
    if byte(b, k) != b'@' && b[start] == b'*' {
        return Err(ParseError::at_char(b, start + 1, ErrorKind::Trailing, Component::NewsGroup));
    }
    if byte(b, k) == b'@' {
        if k == start {
            return Err(ParseError::new(k, 1, ErrorKind::NewsEmptyArticle, Component::NewsArticle));
        }
        let (h, v4) = tri!(host_at(b, k + 1));
        u.marks[0] = k as u32;
        if v4 {
            u.host_flags |= IPV4;
        }
        u.end = tri!(finish(b, h, Component::Host)) as u32;
        return Ok(());
    }
    if !is(b[start], ALPHA) {
        if is(b[start], UCHAR) || is(b[start], ARTICLE) {
            return Err(ParseError::at_char(b, start, ErrorKind::NewsGroupStart, Component::NewsGroup));
        }
        return Err(ParseError::unexpected(b, start, Component::NewsGroup));
    }
    let g = tri!(scan::<{ GROUP }>(b, start, Component::NewsGroup));
    u.end = tri!(finish(b, g, Component::NewsGroup)) as u32;
    Ok(())
}
}

cfn! {
/// Whether an `@` follows `i` before the end of the URL.
fn has_at(b: &[u8], mut i: usize) -> bool {
    while !at_end(b, i) {
        if b[i] == b'@' {
            return true;
        }
        i += 1;
    }
    false
}
}

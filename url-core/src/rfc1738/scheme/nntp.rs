//! `nntpurl` (RFC 1738 §3.7, §5).

// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::authority;
use super::super::prim::scan;
use crate::chars::{is, ALPHA, GROUP};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc1738::scheme::Scheme;
use crate::scan::{at_end, byte, digits, finish, tri};
use crate::view::url::Url;

cfn! {
/// Parses the part after `nntp:`.
///
/// ```text
/// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
/// group   = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
/// ```
///
/// The article number must fit in a `u64`. Marks: `[0]` end of the group.
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Nntp));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) || at_end(b, i + 1) {
        let at = if at_end(b, i) { i } else { i + 1 };
        return Err(ParseError::new(at, 0, ErrorKind::MissingPath(Scheme::Nntp), Component::NntpGroup));
    }
    let start = i + 1;
    if !is(b[start], ALPHA) {
        if is(b[start], GROUP) {
            return Err(ParseError::at_char(b, start, ErrorKind::NewsGroupStart, Component::NntpGroup));
        }
        return Err(ParseError::unexpected(b, start, Component::NntpGroup));
    }
    let g = tri!(scan::<{ GROUP }>(b, start, Component::NntpGroup));
    u.marks[0] = g as u32;
    if byte(b, g) != b'/' {
        u.end = tri!(finish(b, g, Component::NntpGroup)) as u32;
        return Ok(());
    }
    let (d, value) = digits(b, g + 1);
    if d == g + 1 {
        if at_end(b, d) {
            return Err(ParseError::new(g, 1, ErrorKind::NntpEmptyArticle, Component::NntpArticle));
        }
        return Err(ParseError::unexpected(b, d, Component::NntpArticle));
    }
    if value == u64::MAX && !fits_u64(b, g + 1, d) {
        return Err(ParseError::new(g + 1, d - g - 1, ErrorKind::NntpArticleRange, Component::NntpArticle));
    }
    u.end = tri!(finish(b, d, Component::NntpArticle)) as u32;
    Ok(())
}
}

cfn! {
/// Whether the digits `b[i..end]` (whose value saturated) are exactly
/// `u64::MAX`, possibly with leading zeros.
fn fits_u64(b: &[u8], mut i: usize, end: usize) -> bool {
    while i < end && b[i] == b'0' {
        i += 1;
    }
    let max = b"18446744073709551615";
    if end - i != max.len() {
        return false;
    }
    let mut k = 0;
    while k < max.len() {
        if b[i + k] != max[k] {
            return false;
        }
        k += 1;
    }
    true
}
}

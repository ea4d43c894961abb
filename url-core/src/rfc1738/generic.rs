//! `genericurl` (RFC 1738 §5): the scheme, the dispatch to its production
//! and the RFC 1630 fragment. Mounted twice: the `const` instance here and
//! the run-time one in [`super::fast`] (see [`crate::twin`]); each calls its
//! own instance's `parse_rest` and `prim`.

use super::parse_rest;
use super::prim::scan;
use crate::chars::{self};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc1738::scheme::scheme_of;
use crate::scan::swar::class_end_bytewise;
use crate::scan::tri;
use crate::view::url::Url;

cfn! {
/// The RFC 1738 grammar behind `rfc1738::parse` and `rfc1738::fast::parse`
/// (inlined there, so that the valid path runs as it did before they marked
/// errors).
#[inline(always)]
pub(super) fn grammar(s: &str) -> Result<Url<'_>, ParseError> {
    let b = s.as_bytes();
    if b.len() > crate::MAX_LEN {
        return Err(ParseError::new(0, 0, ErrorKind::TooLong, Component::Url));
    }
    if !b.is_empty() && b[0] == b'<' {
        let len = if b.len() >= 5 && starts_with_url_colon(b) { 5 } else { 1 };
        return Err(ParseError::new(0, len, ErrorKind::Wrapper, Component::Url));
    }
    let (i, kind) = match scheme_of(b) {
        Some(found) => found,
        None => {
            // scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]   (§5, §2.1)
            let i = class_end_bytewise::<{ chars::SCHEME }>(b, 0);
            return Err(if i >= b.len() {
                ParseError::new(i, 0, ErrorKind::MissingColon, Component::Scheme)
            } else if b[i] != b':' {
                ParseError::unexpected(b, i, Component::Scheme)
            } else {
                ParseError::new(0, 1, ErrorKind::EmptyScheme, Component::Scheme)
            });
        }
    };
    let mut u = Url::empty(s, i as u32, kind);
    tri!(parse_rest(kind, b, &mut u));
    // RFC 1630: the first '#' ends the URL; the fragment is *xchar.
    let end = u.end as usize;
    if end < b.len() {
        let f = tri!(scan::<{ chars::XCHAR }>(b, end + 1, Component::Fragment));
        if f < b.len() {
            return Err(ParseError::unexpected(b, f, Component::Fragment));
        }
    }
    Ok(u)
}
}

/// Whether `b` (at least five bytes) starts with `<URL:` in any case.
const fn starts_with_url_colon(b: &[u8]) -> bool {
    (b[1] == b'U' || b[1] == b'u') && (b[2] == b'R' || b[2] == b'r') && (b[3] == b'L' || b[3] == b'l') && b[4] == b':'
}

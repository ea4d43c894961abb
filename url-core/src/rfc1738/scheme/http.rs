//! `httpurl` (RFC 1738 §3.3, §5), for http and for https (RFC 2818 §2.4).

use crate::chars::{HSEGMENT, SLASH};
use crate::error::{Component, ParseError};
// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::authority;
use super::super::prim::{runs, scan_in};
use crate::scan::{at_end, byte, finish, tri, HTTP_RUNS};
use crate::view::url::Url;

cfn! {
/// Parses the part after `http:` or `https:` (RFC 2818 §2.4: https URLs
/// take http's form; the scheme name is the only difference).
///
/// ```text
/// httpurl  = "http://" hostport [ "/" hpath [ "?" search ]]
/// hpath    = hsegment *[ "/" hsegment ]
/// hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// search   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// ```
///
/// Marks: `[0]` the `?` before the search.
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    // Read ahead by the run-time instance (nothing in the `const` one).
    let r = runs::<HTTP_RUNS>(b);
    let a = tri!(authority(b, u.scheme_end as usize + 1, u.kind));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) {
        u.end = i as u32;
        return Ok(());
    }
    let p = tri!(scan_in::<{ HSEGMENT | SLASH }, HTTP_RUNS>(b, &r, i + 1, Component::HttpPath));
    if byte(b, p) == b'?' {
        u.marks[0] = p as u32;
        let q = tri!(scan_in::<{ HSEGMENT }, HTTP_RUNS>(b, &r, p + 1, Component::HttpSearch));
        u.end = tri!(finish(b, q, Component::HttpSearch)) as u32;
    } else {
        u.end = tri!(finish(b, p, Component::HttpPath)) as u32;
    }
    Ok(())
}
}

//! `httpurl` (RFC 1738 §3.3, §5).

use crate::chars::{HSEGMENT, SLASH};
use crate::error::{Component, ParseError};
use crate::rfc1738::authority::authority;
use crate::rfc1738::scheme::Scheme;
use crate::scan::{at_end, byte, finish, scan, tri};
use crate::view::url::Url;

/// Parses the part after `http:`.
///
/// ```text
/// httpurl  = "http://" hostport [ "/" hpath [ "?" search ]]
/// hpath    = hsegment *[ "/" hsegment ]
/// hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// search   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// ```
///
/// Marks: `[0]` the `?` before the search.
pub(crate) const fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Http));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) {
        u.end = i as u32;
        return Ok(());
    }
    let p = tri!(scan::<{ HSEGMENT | SLASH }>(b, i + 1, Component::HttpPath));
    if byte(b, p) == b'?' {
        u.marks[0] = p as u32;
        let q = tri!(scan::<{ HSEGMENT }>(b, p + 1, Component::HttpSearch));
        u.end = tri!(finish(b, q, Component::HttpSearch)) as u32;
    } else {
        u.end = tri!(finish(b, p, Component::HttpPath)) as u32;
    }
    Ok(())
}

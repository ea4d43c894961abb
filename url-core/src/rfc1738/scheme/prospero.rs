//! `prosperourl` (RFC 1738 §3.11, §5).

// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::authority;
use super::super::prim::scan;
use crate::chars::{FIELD, FSEGMENT, SLASH};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc1738::scheme::Scheme;
use crate::scan::{at_end, byte, finish, scan_short, tri};
use crate::view::url::Url;

cfn! {
/// Parses the part after `prospero:`.
///
/// ```text
/// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
/// ppath       = psegment *[ "/" psegment ]
/// psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// fieldspec   = ";" fieldname "=" fieldvalue
/// fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
/// fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
/// ```
///
/// Marks: `[0]` end of the hsoname (the first `;`, or the end).
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Prospero));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) {
        return Err(ParseError::new(i, 0, ErrorKind::MissingPath(Scheme::Prospero), Component::ProsperoPath));
    }
    let mut k = tri!(scan::<{ FSEGMENT | SLASH }>(b, i + 1, Component::ProsperoPath));
    u.marks[0] = k as u32;
    let mut comp = Component::ProsperoPath;
    while byte(b, k) == b';' {
        let n = tri!(scan_short::<{ FIELD }>(b, k + 1, Component::FieldName));
        if byte(b, n) != b'=' {
            if at_end(b, n) || b[n] == b';' {
                return Err(ParseError::new(k, n - k, ErrorKind::FieldWithoutEquals, Component::FieldName));
            }
            return Err(ParseError::unexpected(b, n, Component::FieldName));
        }
        k = tri!(scan_short::<{ FIELD }>(b, n + 1, Component::FieldValue));
        comp = Component::FieldValue;
    }
    u.end = tri!(finish(b, k, comp)) as u32;
    Ok(())
}
}

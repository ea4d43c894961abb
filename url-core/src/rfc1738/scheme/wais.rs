//! `waisurl` (RFC 1738 §3.9, §5).

// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::authority;
use super::super::prim::scan;
use crate::chars::{HSEGMENT, UCHAR};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc1738::scheme::Scheme;
use crate::scan::{at_end, byte, finish, tri};
use crate::view::url::Url;

cfn! {
/// Parses the part after `wais:`.
///
/// ```text
/// waisurl      = waisdatabase | waisindex | waisdoc
/// waisdatabase = "wais://" hostport "/" database
/// waisindex    = "wais://" hostport "/" database "?" search
/// waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
/// database     = *uchar
/// wtype        = *uchar
/// wpath        = *uchar
/// ```
///
/// Marks: `[0]` end of the database (`?`, `/` or the end), `[1]` the `/`
/// between wtype and wpath.
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Wais));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) {
        return Err(ParseError::new(i, 0, ErrorKind::MissingPath(Scheme::Wais), Component::WaisDatabase));
    }
    let d = tri!(scan::<{ UCHAR }>(b, i + 1, Component::WaisDatabase));
    u.marks[0] = d as u32;
    let end = match byte(b, d) {
        b'?' => {
            let s = tri!(scan::<{ HSEGMENT }>(b, d + 1, Component::WaisSearch));
            tri!(finish(b, s, Component::WaisSearch))
        }
        b'/' => {
            let t = tri!(scan::<{ UCHAR }>(b, d + 1, Component::WaisType));
            if byte(b, t) != b'/' {
                if at_end(b, t) {
                    return Err(ParseError::new(t, 0, ErrorKind::WaisMissingPath, Component::WaisType));
                }
                return Err(ParseError::unexpected(b, t, Component::WaisType));
            }
            u.marks[1] = t as u32;
            let p = tri!(scan::<{ UCHAR }>(b, t + 1, Component::WaisPath));
            tri!(finish(b, p, Component::WaisPath))
        }
        _ => tri!(finish(b, d, Component::WaisDatabase)),
    };
    u.end = end as u32;
    Ok(())
}
}

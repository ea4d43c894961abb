//! `fileurl` (RFC 1738 §3.10, §5).

// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::authority;
use super::super::prim::scan;
use crate::chars::{FSEGMENT, SLASH};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc1738::scheme::Scheme;
use crate::scan::{at_end, finish, tri};
use crate::view::url::Url;

cfn! {
/// Parses the part after `file:`.
///
/// ```text
/// fileurl = "file://" [ host | "localhost" ] "/" fpath
/// fpath   = fsegment *[ "/" fsegment ]
/// ```
///
/// No user name, password or port; the `/` after the host is required.
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::File));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) {
        return Err(ParseError::new(i, 0, ErrorKind::MissingPath(Scheme::File), Component::FilePath));
    }
    let p = tri!(scan::<{ FSEGMENT | SLASH }>(b, i + 1, Component::FilePath));
    u.end = tri!(finish(b, p, Component::FilePath)) as u32;
    Ok(())
}
}

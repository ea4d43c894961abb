//! `telneturl` (RFC 1738 §3.8, §5).

// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::authority;
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc1738::scheme::Scheme;
use crate::scan::{at_end, byte, tri};
use crate::view::url::Url;

cfn! {
/// Parses the part after `telnet:`.
///
/// ```text
/// telneturl = "telnet://" login [ "/" ]
/// ```
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Telnet));
    a.store(u);
    let mut i = a.end as usize;
    if byte(b, i) == b'/' {
        i += 1;
    }
    if !at_end(b, i) {
        return Err(ParseError::at_char(b, i, ErrorKind::Trailing, Component::Telnet));
    }
    u.end = i as u32;
    Ok(())
}
}

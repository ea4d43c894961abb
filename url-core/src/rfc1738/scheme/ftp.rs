//! `ftpurl` (RFC 1738 §3.2, §5).

use crate::chars::{FSEGMENT, SLASH};
use crate::error::{Component, ErrorKind, ParseError};
// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::authority;
use super::super::prim::scan;
use crate::rfc1738::scheme::Scheme;
use crate::scan::swar::after_last;
use crate::scan::{at_end, byte, finish, tri};
use crate::view::url::Url;

cfn! {
/// Parses the part after `ftp:`.
///
/// ```text
/// ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
/// fpath    = fsegment *[ "/" fsegment ]
/// fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
/// ```
///
/// Marks: `[0]` start of the name (after the last `/`), `[1]` the `;` of
/// `;type=`.
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Ftp));
    a.store(u);
    let mut i = a.end as usize;
    if at_end(b, i) {
        u.end = i as u32;
        return Ok(());
    }
    // b[i] == '/': the whole fpath, then back to its last '/' for the name
    let slash = i;
    i = tri!(scan::<{ FSEGMENT | SLASH }>(b, i + 1, Component::FtpPath));
    u.marks[0] = after_last(b, slash + 1, i, b'/') as u32;
    if byte(b, i) == b';' {
        if !(i + 6 <= b.len() && matches!(b.split_at(i).1.split_at(6).0, b";type=")) {
            return Err(ParseError::new(i, 1, ErrorKind::FtpParam, Component::FtpPath));
        }
        let t = i + 6;
        if at_end(b, t) {
            return Err(ParseError::new(t, 0, ErrorKind::FtpTypecode, Component::FtpType));
        }
        if !matches!(b[t], b'a' | b'A' | b'i' | b'I' | b'd' | b'D') {
            return Err(ParseError::at_char(b, t, ErrorKind::FtpTypecode, Component::FtpType));
        }
        if !at_end(b, t + 1) {
            return Err(ParseError::at_char(b, t + 1, ErrorKind::Trailing, Component::FtpType));
        }
        u.marks[1] = i as u32;
        u.end = (t + 1) as u32;
        return Ok(());
    }
    u.end = tri!(finish(b, i, Component::FtpPath)) as u32;
    Ok(())
}
}

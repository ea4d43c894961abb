//! [`scan`], the class run with its escapes, in both instances: mounted by
//! [`crate::scan`] (`const`, SWAR runs) and by [`crate::scan::fast`]
//! (run time, SIMD runs); see [`crate::twin`].

use super::class_end;
use crate::chars;
use crate::error::{Component, ParseError};
use crate::scan::{check_escape, tri};

cfn! {
/// Advances over bytes of `CLASS` from `i` (checking every escape when `CLASS`
/// includes `%`) and returns the index of the first byte outside it.
#[inline(always)]
pub(crate) fn scan<const CLASS: u32>(b: &[u8], i: usize, comp: Component) -> Result<usize, ParseError> {
    let mut i = class_end::<CLASS>(b, i);
    while CLASS & chars::PERCENT != 0 && i < b.len() && b[i] == b'%' {
        tri!(check_escape(b, i, comp));
        i += 3;
        // After an escape, often another escape or the delimiter: no chunk
        // for an empty run.
        if i < b.len() && chars::Set::<CLASS>::MEMBERS[b[i] as usize] != 0 {
            i = class_end::<CLASS>(b, i);
        }
    }
    Ok(i)
}
}

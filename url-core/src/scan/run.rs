//! [`scan`], the class run with its escapes, in both instances: mounted by
//! [`crate::scan`] (`const`, SWAR runs) and by [`crate::scan::fast`]
//! (run time, SIMD runs); see [`crate::twin`].

use super::{class_end, class_end_in, Runs};
use crate::chars;
use crate::error::{Component, ParseError};
use crate::scan::{check_escape, tri, WIDE};

cfn! {
/// Advances over bytes of `CLASS` from `i` (checking every escape when `CLASS`
/// includes `%`) and returns the index of the first byte outside it.
///
/// The escapes are read by [`escapes`], out of line: this function stays
/// small enough for the run-time instance's inliner (whose functions cannot
/// be `#[inline(always)]`, being `#[target_feature]` ones).
#[inline(always)]
pub(crate) fn scan<const CLASS: u32>(b: &[u8], i: usize, comp: Component) -> Result<usize, ParseError> {
    after_run::<CLASS>(b, class_end::<CLASS>(b, i), comp)
}

/// [`scan`] through the runs `r` read ahead from `b`.
#[inline(always)]
pub(crate) fn scan_in<const CLASS: u32, const SET: usize>(
    b: &[u8],
    r: &Runs<SET>,
    i: usize,
    comp: Component,
) -> Result<usize, ParseError> {
    let i = class_end_in::<CLASS, SET>(b, r, i);
    if CLASS & chars::PERCENT != 0 && i < b.len() && b[i] == b'%' {
        return escapes_in::<CLASS, SET>(b, r, i, comp);
    }
    Ok(i)
}

/// Where a run of `CLASS` that stopped at `i` ends once its escapes are
/// read: `i`, or [`escapes`] from the `%` at `i`.
#[inline(always)]
fn after_run<const CLASS: u32>(b: &[u8], i: usize, comp: Component) -> Result<usize, ParseError> {
    if CLASS & chars::PERCENT != 0 && i < b.len() && b[i] == b'%' {
        return escapes::<CLASS>(b, i, comp);
    }
    Ok(i)
}

/// [`escapes`] through the runs `r` read ahead from `b` (in a
/// [`WIDE`](crate::scan::WIDE) set, the runs between the escapes take the
/// bytes of 80-FF too).
fn escapes_in<const CLASS: u32, const SET: usize>(
    b: &[u8],
    r: &Runs<SET>,
    mut i: usize,
    comp: Component,
) -> Result<usize, ParseError> {
    while i < b.len() && b[i] == b'%' {
        tri!(check_escape(b, i, comp));
        i += 3;
        // As in `escapes`: no run looked up for an empty one.
        if i < b.len() && (chars::Set::<CLASS>::MEMBERS[b[i] as usize] != 0 || WIDE[SET] && b[i] >= 0x80) {
            i = class_end_in::<CLASS, SET>(b, r, i);
        }
    }
    Ok(i)
}

/// [`scan`] from the escape at `i`: the escape, then runs of `CLASS` and
/// escapes until a byte outside both.
fn escapes<const CLASS: u32>(b: &[u8], mut i: usize, comp: Component) -> Result<usize, ParseError> {
    while i < b.len() && b[i] == b'%' {
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

//! Runs of a character class sixteen bytes at a time with SSE2, for the
//! run-time instance ([`super::fast`]). SSE2 is part of x86_64 itself, so its
//! intrinsics are safe to call here with no detection and no `unsafe`.
//!
//! A class is tested as the byte ranges it is made of, derived at compile
//! time from its [`chars::Set`] table by [`ranges`] (a `const fn`): each
//! range costs one comparison (two for a range of more than one byte), the
//! fewer of the members' ranges and the non-members' ranges is used, and the
//! answer is the same bytes as the table's by construction (a unit test
//! checks every byte of every class the grammar scans).

use crate::chars;

/// At most this many ranges per class (a class that needs more fails to
/// compile: the `const` evaluation of [`ranges`] panics).
const MAX: usize = 12;

/// The byte ranges of a class: `(lo, hi)` pairs, `n` of them, and whether
/// they are the members' (`true`) or the non-members' (`false`).
#[derive(Clone, Copy)]
pub(crate) struct Ranges {
    r: [(u8, u8); MAX],
    n: usize,
    members: bool,
}

/// The ranges of `CLASS` (`%` excluded, as in [`chars::Set`]).
struct Class<const CLASS: u32>;

impl<const CLASS: u32> Class<CLASS> {
    const RANGES: Ranges = ranges(chars::Set::<CLASS>::MEMBERS);
}

/// The maximal runs of bytes with `m[b] == want`.
const fn runs(m: &[u8; 256], want: u8) -> ([(u8, u8); 128], usize) {
    let mut r = [(0u8, 0u8); 128];
    let (mut n, mut c) = (0, 0);
    while c < 256 {
        if m[c] == want {
            let lo = c;
            while c < 256 && m[c] == want {
                c += 1;
            }
            r[n] = (lo as u8, (c - 1) as u8);
            n += 1;
        } else {
            c += 1;
        }
    }
    (r, n)
}

/// The cost of testing runs `r[..n]`: one operation per single byte, two per
/// wider range.
const fn cost(r: &[(u8, u8); 128], n: usize) -> usize {
    let (mut k, mut c) = (0, 0);
    while k < n {
        c += if r[k].0 == r[k].1 { 1 } else { 2 };
        k += 1;
    }
    c
}

/// The cheaper of the members' and the non-members' ranges of the table `m`.
pub(crate) const fn ranges(m: &[u8; 256]) -> Ranges {
    let (yes, ny) = runs(m, 1);
    let (no, nn) = runs(m, 0);
    let members = cost(&yes, ny) <= cost(&no, nn);
    let (src, n) = if members { (yes, ny) } else { (no, nn) };
    assert!(n <= MAX, "a class of more than MAX ranges");
    let mut r = [(0u8, 0u8); MAX];
    let mut k = 0;
    while k < n {
        r[k] = src[k];
        k += 1;
    }
    Ranges { r, n, members }
}

/// Byte `k` of the result is `0xff` when byte `k` of `c` is in the class of
/// `rs`, else 0. Plain Rust over sixteen lanes, which LLVM compiles to SSE2
/// comparisons (no intrinsic: their calls need `unsafe` outside a
/// `#[target_feature]` function, even where the feature is part of the
/// target).
#[inline(always)]
fn members16(rs: &Ranges, c: &[u8; 16]) -> u128 {
    let mut hits = [0u8; 16];
    let mut k = 0;
    while k < rs.n {
        let (a, b) = rs.r[k];
        let width = b - a;
        let mut j = 0;
        while j < 16 {
            hits[j] |= 0u8.wrapping_sub((c[j].wrapping_sub(a) <= width) as u8);
            j += 1;
        }
        k += 1;
    }
    let m = u128::from_le_bytes(hits);
    if rs.members {
        m
    } else {
        !m
    }
}

/// [`super::swar::class_end`] sixteen bytes at a time: the index of the first
/// byte from `i` outside `CLASS` (a `%` included), or the input's length.
#[inline(always)]
pub(crate) fn class_end<const CLASS: u32>(b: &[u8], mut i: usize) -> usize {
    if b.len() < 16 {
        return super::swar::class_end::<CLASS>(b, i);
    }
    let rs = &Class::<CLASS>::RANGES;
    while let Some(c) = b.split_at(i.min(b.len())).1.first_chunk::<16>() {
        let m = members16(rs, c);
        if m != u128::MAX {
            return i + (!m).trailing_zeros() as usize / 8;
        }
        i += 16;
    }
    // The last `b.len() - i` (< 16) bytes: the input's last sixteen, shifted
    // so that bit 0 is byte `i`'s, with zeros past the end.
    match b.split_at(b.len() - 16).1.first_chunk::<16>() {
        Some(c) if i < b.len() => {
            let m = members16(rs, c) >> (8 * (16 - (b.len() - i)));
            i + (!m).trailing_zeros() as usize / 8
        }
        _ => i.min(b.len()),
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use crate::chars::*;
    use crate::scan::swar::class_end_bytewise;
    use std::vec::Vec;
    use url_literal_gen::Rng;

    /// Every byte of every class the grammar scans: the ranges' answer is
    /// the table's.
    #[test]
    fn ranges_are_the_tables() {
        fn check<const CLASS: u32>() {
            let rs = Class::<CLASS>::RANGES;
            for start in (0..256).step_by(16) {
                let c: [u8; 16] = core::array::from_fn(|k| (start + k) as u8);
                let m = members16(&rs, &c);
                for k in 0..16 {
                    let want = Set::<CLASS>::MEMBERS[start + k] != 0;
                    assert_eq!(m >> (8 * k) & 0xff != 0, want, "class {CLASS:#x}, byte {:#04x}", start + k);
                }
            }
        }
        check::<{ HSEGMENT | SLASH }>();
        check::<HSEGMENT>();
        check::<{ FSEGMENT | SLASH }>();
        check::<XCHAR>();
        check::<HOST>();
        check::<LOGIN>();
        check::<U_REG_NAME>();
        check::<U_USERINFO>();
        check::<U_PATH>();
        check::<U_QUERY>();
        check::<U_SEGMENT_NC>();
        check::<UCHAR>();
    }

    /// Runs from every start in random inputs of every length: the same end
    /// as the byte-by-byte reference.
    #[test]
    fn class_end_agrees_with_a_byte_loop() {
        let mut r = Rng::new(3986);
        let alphabet = b"aZ09-./?:@%#~ [";
        for _ in 0..20_000 {
            let len = (r.next_u64() % 70) as usize;
            let b: Vec<u8> = (0..len).map(|_| alphabet[(r.next_u64() % alphabet.len() as u64) as usize]).collect();
            for i in 0..=len {
                assert_eq!(class_end::<{ HSEGMENT | SLASH }>(&b, i), class_end_bytewise::<{ HSEGMENT | SLASH }>(&b, i));
                assert_eq!(class_end::<HOST>(&b, i), class_end_bytewise::<HOST>(&b, i));
            }
        }
    }
}

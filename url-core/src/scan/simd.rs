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
#[cfg(not(target_feature = "ssse3"))]
#[inline(always)]
fn members16<const CLASS: u32>(c: &[u8; 16]) -> u128 {
    // By value: a constant, so that the loops unroll and fold to the
    // comparisons of this class alone.
    let rs: Ranges = Class::<CLASS>::RANGES;
    let mut hits = [0u8; 16];
    for k in 0..MAX {
        if k < rs.n {
            let (a, width) = (rs.r[k].0, rs.r[k].1 - rs.r[k].0);
            for j in 0..16 {
                hits[j] |= 0u8.wrapping_sub((c[j].wrapping_sub(a) <= width) as u8);
            }
        }
    }
    let m = u128::from_le_bytes(hits);
    if rs.members {
        m
    } else {
        !m
    }
}

/// Bit `k` of the result is set when byte `k` of `c` is not in `CLASS`.
#[cfg(not(target_feature = "ssse3"))]
#[inline(always)]
fn misses16<const CLASS: u32>(c: &[u8; 16]) -> u32 {
    // The top bit of each byte of the lanes, gathered: LLVM makes it one
    // `pmovmskb`.
    let hits = members16::<CLASS>(c).to_le_bytes();
    let mut m = 0u32;
    for (k, h) in hits.iter().enumerate() {
        m |= ((*h >> 7) as u32 ^ 1) << k;
    }
    m
}

/// The nibble tables of a class for `pshufb` (SSSE3): byte `lo` of `LOW`
/// has bit `hi` set when the byte `hi << 4 | lo` (below 0x80) is a member;
/// byte `hi` of `HIGH` is `1 << hi` (0 for `hi >= 8`: no byte above 0x7f is
/// in a class). A byte is a member when `LOW[lo] & HIGH[hi] != 0`.
#[cfg(target_feature = "ssse3")]
struct Nibbles<const CLASS: u32>;

#[cfg(target_feature = "ssse3")]
impl<const CLASS: u32> Nibbles<CLASS> {
    const LOW: [u8; 16] = low_nibbles(chars::Set::<CLASS>::MEMBERS);
    const HIGH: [u8; 16] = [1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0];
}

/// [`Nibbles::LOW`] of the table `m`.
#[cfg(target_feature = "ssse3")]
const fn low_nibbles(m: &[u8; 256]) -> [u8; 16] {
    let mut t = [0u8; 16];
    let mut c = 0;
    while c < 256 {
        if m[c] != 0 {
            assert!(c < 0x80, "a class with a byte above 0x7f");
            t[c & 15] |= 1 << (c >> 4);
        }
        c += 1;
    }
    t
}

/// Bit `k` of the result is set when byte `k` of `c` is not in `CLASS`: two
/// `pshufb` lookups (SSSE3, enabled at compile time).
#[cfg(target_feature = "ssse3")]
#[inline(always)]
fn misses16<const CLASS: u32>(c: &[u8; 16]) -> u32 {
    #[allow(unsafe_code, reason = "measured: see BENCHMARKS.md, the twin (issue 19)")]
    // SAFETY: `cfg(target_feature = "ssse3")`: the crate is compiled for
    // CPUs with SSSE3 (and SSE2), so the intrinsics' features are present.
    unsafe {
        nibble_members(c, Nibbles::<CLASS>::LOW, Nibbles::<CLASS>::HIGH)
    }
}

#[cfg(target_feature = "ssse3")]
#[target_feature(enable = "ssse3")]
#[inline]
fn nibble_members(c: &[u8; 16], low: [u8; 16], high: [u8; 16]) -> u32 {
    use core::arch::x86_64::{
        _mm_and_si128, _mm_cmpeq_epi8, _mm_movemask_epi8, _mm_set1_epi8, _mm_set_epi64x, _mm_setzero_si128,
        _mm_shuffle_epi8, _mm_srli_epi16,
    };
    let vec = |a: &[u8; 16]| {
        let (l, h) = a.split_at(8);
        let w = |x: &[u8]| match x.first_chunk::<8>() {
            Some(w) => i64::from_le_bytes(*w),
            None => 0,
        };
        _mm_set_epi64x(w(h), w(l))
    };
    let v = vec(c);
    let nib = _mm_set1_epi8(0x0f);
    let lo = _mm_shuffle_epi8(vec(&low), _mm_and_si128(v, nib));
    let hi = _mm_shuffle_epi8(vec(&high), _mm_and_si128(_mm_srli_epi16::<4>(v), nib));
    let miss = _mm_cmpeq_epi8(_mm_and_si128(lo, hi), _mm_setzero_si128());
    _mm_movemask_epi8(miss) as u32
}

/// [`super::swar::class_end`] sixteen bytes at a time: the index of the first
/// byte from `i` outside `CLASS` (a `%` included), or the input's length.
#[inline(always)]
pub(crate) fn class_end<const CLASS: u32>(b: &[u8], mut i: usize) -> usize {
    if b.len() < 16 {
        return super::swar::class_end::<CLASS>(b, i);
    }
    while let Some(c) = b.split_at(i.min(b.len())).1.first_chunk::<16>() {
        let m = misses16::<CLASS>(c);
        if m != 0 {
            return i + m.trailing_zeros() as usize;
        }
        i += 16;
    }
    // The last `b.len() - i` (< 16) bytes: the input's last sixteen, shifted
    // so that bit 0 is byte `i`'s, with a miss at the end.
    match b.split_at(b.len() - 16).1.first_chunk::<16>() {
        Some(c) if i < b.len() => {
            let m = (misses16::<CLASS>(c) | 1 << 16) >> (16 - (b.len() - i));
            i + m.trailing_zeros() as usize
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
            for start in (0..256).step_by(16) {
                let c: [u8; 16] = core::array::from_fn(|k| (start + k) as u8);
                let m = misses16::<CLASS>(&c);
                for k in 0..16 {
                    let want = Set::<CLASS>::MEMBERS[start + k] != 0;
                    assert_eq!(m >> k & 1 == 0, want, "class {CLASS:#x}, byte {:#04x}", start + k);
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

//! Runs of a character class sixteen bytes at a time with SSSE3's `pshufb`,
//! for the run-time instance ([`super::fast`]) when the crate is compiled
//! for CPUs that have it (`-C target-cpu=native`, `x86-64-v2` and up).
//! Otherwise only the tables are compiled (and tested), and the run-time
//! instance takes the SWAR runs of [`super::swar`], as the `const` one does.
//!
//! A class is looked up through two 16-byte nibble tables, derived at compile
//! time from its [`chars::Set`] table by [`low_nibbles`] (a `const fn`), so a
//! class is still written once; a unit test checks every byte of every class
//! the grammar scans against the table.
//!
//! The one `unsafe` block of the crate is here: `core::arch` intrinsics are
//! safe to call only from a `#[target_feature]` function, and calling one of
//! those from the grammar (a plain `fn`) is `unsafe` even where the feature
//! is enabled for the whole build. The block is sound because this module
//! exists only when SSSE3 is enabled at compile time; BENCHMARKS.md ("The
//! twin") has the measured reason.

use crate::chars;

/// The nibble tables of a class for `pshufb` (SSSE3): byte `lo` of `LOW`
/// has bit `hi` set when the byte `hi << 4 | lo` (below 0x80) is a member;
/// byte `hi` of `HIGH` is `1 << hi` (0 for `hi >= 8`: no byte above 0x7f is
/// in a class). A byte is a member when `LOW[lo] & HIGH[hi] != 0`.
#[cfg_attr(not(all(target_arch = "x86_64", target_feature = "ssse3")), allow(dead_code))]
struct Nibbles<const CLASS: u32>;

#[cfg_attr(not(all(target_arch = "x86_64", target_feature = "ssse3")), allow(dead_code))]
impl<const CLASS: u32> Nibbles<CLASS> {
    const LOW: [u8; 16] = low_nibbles(chars::Set::<CLASS>::MEMBERS);
    const HIGH: [u8; 16] = [1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0];
}

/// [`Nibbles::LOW`] of the table `m`.
#[cfg_attr(not(all(target_arch = "x86_64", target_feature = "ssse3")), allow(dead_code))]
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

#[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
/// Bit `k` of the result is set when byte `k` of `c` is not in `CLASS`: two
/// `pshufb` lookups (SSSE3, enabled at compile time).
#[inline(always)]
fn misses16<const CLASS: u32>(c: &[u8; 16]) -> u32 {
    #[allow(unsafe_code, reason = "measured: see BENCHMARKS.md, the twin (issue 19)")]
    // SAFETY: `cfg(target_feature = "ssse3")`: the crate is compiled for
    // CPUs with SSSE3 (and SSE2), so the intrinsics' features are present.
    unsafe {
        nibble_members(c, Nibbles::<CLASS>::LOW, Nibbles::<CLASS>::HIGH)
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
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

#[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
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

    /// The lookup `LOW[lo] & HIGH[hi]`, byte by byte (what `pshufb` does
    /// sixteen at a time).
    fn member<const CLASS: u32>(c: u8) -> bool {
        Nibbles::<CLASS>::LOW[(c & 15) as usize] & Nibbles::<CLASS>::HIGH[(c >> 4) as usize] != 0
    }

    /// Every byte of every class the grammar scans: the nibble tables'
    /// answer is the class table's.
    #[test]
    fn nibble_tables_are_the_class_tables() {
        fn check<const CLASS: u32>() {
            for c in 0..=255u8 {
                assert_eq!(
                    member::<CLASS>(c),
                    Set::<CLASS>::MEMBERS[c as usize] != 0,
                    "class {CLASS:#x}, byte {c:#04x}"
                );
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
        // '%' is in no run: an escape is checked on its own.
        assert!(!member::<U_PATH>(b'%') && !member::<XCHAR>(b'%'));
        assert!(member::<U_PATH>(b'~') && !member::<HSEGMENT>(b'~'));
    }

    /// Runs from every start in random inputs of every length: the same end
    /// as the byte-by-byte reference.
    #[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
    #[test]
    fn class_end_agrees_with_a_byte_loop() {
        use crate::scan::swar::class_end_bytewise;
        use std::vec::Vec;
        use url_literal_gen::Rng;

        let mut r = Rng::new(3986);
        let alphabet = b"aZ09-./?:@%#~ [\xc3\xa9";
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

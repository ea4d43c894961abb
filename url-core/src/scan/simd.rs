//! Runs of a character class sixteen bytes at a time with SSSE3's `pshufb`
//! (x86-64 only: elsewhere `parse_fast` is `parse`), for the run-time instance ([`super::fast`]), which runs where the CPU has
//! SSSE3: [`ssse3`] asks the CPU once (`cpuid`, no `std` needed) and
//! [`dispatch`] calls the run-time instance or the `const` one.
//!
//! A class is looked up through two 16-byte nibble tables, derived at compile
//! time from its [`chars::Set`] table by [`low_nibbles`] (a `const fn`), so a
//! class is still written once; a unit test checks every byte of every class
//! the grammar scans against the table.
//!
//! Every function of the run-time instance is `#[target_feature(enable =
//! "ssse3")]` (see `ssse3_fns!` in [`crate::twin`]), so the intrinsics are
//! safe calls there and inline into the grammar's loops. The crate's
//! `unsafe` blocks are both here: [`dispatch`] enters that instance from a
//! plain function, sound once [`ssse3`] has said yes; and [`ssse3`] runs
//! `cpuid`, a safe function only from Rust 1.94 on (the MSRV is 1.87).
//! BENCHMARKS.md ("The twin") has the measured reason.

use crate::chars;

/// The nibble tables of a class for `pshufb` (SSSE3): byte `lo` of `LOW`
/// has bit `hi` set when the byte `hi << 4 | lo` (below 0x80) is a member;
/// byte `hi` of `HIGH` is `1 << hi` (0 for `hi >= 8`: no byte above 0x7f is
/// in a class). A byte is a member when `LOW[lo] & HIGH[hi] != 0`.
struct Nibbles<const CLASS: u32>;

impl<const CLASS: u32> Nibbles<CLASS> {
    const LOW: [u8; 16] = low_nibbles(chars::Set::<CLASS>::MEMBERS);
    const HIGH: [u8; 16] = [1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0];
}

/// [`Nibbles::LOW`] of the table `m`.
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
/// `pshufb` lookups.
#[target_feature(enable = "ssse3")]
#[inline]
fn misses16<const CLASS: u32>(c: &[u8; 16]) -> u32 {
    nibble_members(c, Nibbles::<CLASS>::LOW, Nibbles::<CLASS>::HIGH)
}

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
#[target_feature(enable = "ssse3")]
#[inline]
pub(crate) fn class_end<const CLASS: u32>(b: &[u8], mut i: usize) -> usize {
    if b.len() < 16 {
        return short::<CLASS>(b, i);
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

/// [`class_end`] on an input shorter than one block: the SWAR run, out of
/// line, so that [`class_end`] stays small enough to inline into the
/// grammar's loops (a `#[target_feature]` function cannot be
/// `#[inline(always)]`; measured in BENCHMARKS.md, "The twin").
#[inline(never)]
fn short<const CLASS: u32>(b: &[u8], i: usize) -> usize {
    super::swar::class_end::<CLASS>(b, i)
}

/// Whether the CPU has SSSE3: `cpuid` leaf 1, ECX bit 9, asked once and
/// kept (SSE state is always enabled by an x86-64 operating system, so the
/// bit is the whole answer). `true` without asking where the build enables
/// SSSE3 (`-C target-cpu=native`, `x86-64-v2` and up).
#[inline]
pub(crate) fn ssse3() -> bool {
    use core::sync::atomic::{AtomicU8, Ordering::Relaxed};
    /// 0: not asked yet; 1: no; 2: yes.
    static KNOWN: AtomicU8 = AtomicU8::new(0);
    if cfg!(target_feature = "ssse3") {
        return true;
    }
    match KNOWN.load(Relaxed) {
        0 => {
            // `__cpuid` is a safe function from Rust 1.94 on, `unsafe` before
            // (the crate's MSRV is 1.87): hence the block, and the lint
            // allowed for the toolchains where it is not needed.
            #[allow(unsafe_code, unused_unsafe, reason = "__cpuid is unsafe before Rust 1.94")]
            // SAFETY: every x86-64 CPU has the CPUID instruction.
            let leaf1 = unsafe { core::arch::x86_64::__cpuid(1) };
            let yes = leaf1.ecx & 1 << 9 != 0;
            KNOWN.store(1 + u8::from(yes), Relaxed);
            yes
        }
        k => k == 2,
    }
}

/// `simd(a)` (a function of the run-time instance) where the CPU has SSSE3,
/// `plain(a)` (the `const` instance's) elsewhere. The two return the same
/// for every input (the `twin` tests and fuzz target hold them to it).
#[inline(always)]
pub(crate) fn dispatch<A, R>(a: A, simd: unsafe fn(A) -> R, plain: fn(A) -> R) -> R {
    if ssse3() {
        #[allow(unsafe_code, reason = "measured: see BENCHMARKS.md, the twin (issue 19)")]
        // SAFETY: `simd` is a `#[target_feature(enable = "ssse3")]` function
        // (the only kind passed here), and `ssse3()` has just said that this
        // CPU has SSSE3 (and SSE2, which x86-64 always has).
        return unsafe { simd(a) };
    }
    plain(a)
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
    /// as the byte-by-byte reference (where this CPU has SSSE3; the test
    /// counts the inputs it checked, and says so if it checked none).
    #[test]
    fn class_end_agrees_with_a_byte_loop() {
        #[target_feature(enable = "ssse3")]
        fn agree(seed: u64) -> usize {
            use crate::scan::swar::class_end_bytewise;
            use std::vec::Vec;
            use url_literal_gen::Rng;

            let mut r = Rng::new(seed);
            let alphabet = b"aZ09-./?:@%#~ [\xc3\xa9";
            for _ in 0..20_000 {
                let len = (r.next_u64() % 70) as usize;
                let b: Vec<u8> = (0..len).map(|_| alphabet[(r.next_u64() % alphabet.len() as u64) as usize]).collect();
                for i in 0..=len {
                    assert_eq!(
                        class_end::<{ HSEGMENT | SLASH }>(&b, i),
                        class_end_bytewise::<{ HSEGMENT | SLASH }>(&b, i)
                    );
                    assert_eq!(class_end::<HOST>(&b, i), class_end_bytewise::<HOST>(&b, i));
                }
            }
            20_000
        }
        let checked = dispatch(3986, agree, |_| 0);
        assert_eq!(checked, if ssse3() { 20_000 } else { 0 }, "SSSE3: {}", ssse3());
    }
}

//! Runs of a character class 32 bytes at a time with AVX2's `vpshufb`
//! (x86-64 only: elsewhere `parse` calls `parse_const`), for the run-time
//! instance ([`super::fast`]), which runs where the CPU has AVX2: [`avx2`]
//! asks the CPU once (`cpuid` and `xgetbv`, no `std` needed) and
//! [`dispatch`] calls the run-time instance or the `const` one.
//!
//! A class is looked up through two 16-byte nibble tables, derived at compile
//! time from its [`chars::Set`] table by [`low_nibbles`] (a `const fn`), so a
//! class is still written once; a unit test checks every byte of every class
//! the grammar scans against the table.
//!
//! Two ways to find where a run ends:
//! - [`class_end`] from a position: a chunk at a time until a byte falls
//!   outside the class. Each run waits for the one before it to end (its
//!   start is that end), and the load, the lookups and the mask of a chunk
//!   take some twenty cycles: the grammar's runs in a row were most of a
//!   URI's time.
//! - [`Runs`], read once before the grammar starts: the misses of the
//!   (up to) three classes a grammar runs over in nearly every URL of it
//!   ([`RUN_SETS`]: RFC 3986's `reg-name`, path and query; RFC 1738 http's
//!   `hpath` and `search`), for the first 64 bytes, as bit masks. Their
//!   loads and lookups depend on nothing but the input, so they overlap; a
//!   run's end is then a shift and a count of trailing zeros
//!   ([`class_end_in`]).
//!
//! RFC 3987's set ([`WIDE`]) takes the bytes of 80-FF into its runs (their
//! top bits, `vpmovmskb`, cleared from the misses), and [`Runs`] also holds
//! the input's *odd* bytes, those of the characters an IRI component might
//! not take (`rfc3987::BEFORE`: a byte, given the byte before it, looked up
//! through nibble tables computed from the two tables there, [`odd32`]).
//! [`unchecked`] says from where a run's characters need checking: mostly
//! nowhere, so a run of Cyrillic or CJK costs what a run of ASCII does.
//!
//! [`map_to_uri`] is the run-time twin of RFC 3987 §3.1's mapping
//! (`rfc3987::owned::map_bytes`): sixteen bytes per step, each byte of 80-FF
//! written as `%XX` through a `pshufb` pattern per four bytes.
//!
//! [`class_end_marked`] adds the masks of two bytes of the run, from the
//! same register (an RFC 1738 host's `.` and `-`, a mail address's `@` and
//! `.`). An input shorter than 32 bytes is read as the whole input padded
//! with zeros, put together in a register ([`padded`]) rather than through a
//! buffer in memory.
//!
//! Every function of the run-time instance is `#[target_feature(enable =
//! "avx2")]` (see `avx2_fns!` in [`crate::twin`]), so the intrinsics are
//! safe calls there and inline into the grammar's loops. The crate's
//! `unsafe` blocks are all here: [`dispatch`] enters that instance from a
//! plain function, sound once [`avx2`] has said yes; [`avx2`] runs `cpuid`
//! (a safe function only from Rust 1.94 on; the MSRV is 1.87) and `xgetbv`;
//! `load32` reads a chunk in one instruction (the safe alternative, two
//! `i64`s per sixteen bytes, costs 6% of the time of a URI); and
//! [`map_to_string`] makes its buffer a `String` without a UTF-8 check
//! (every byte it can hold is ASCII; the check was 13% of `Iri::to_uri`'s
//! time). BENCHMARKS.md ("The twin", "IRIs") has the measurements.
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | the nibble tables, runs of a class, [`Runs`], odd bytes |
//! | `map.rs` | RFC 3987 §3.1's mapping ([`map_to_uri`], [`map_to_string`], [`high_count`]) |
//! | `cpu.rs` | [`avx2`] (the CPU's answer) and [`dispatch`] |
//! | `tests.rs` | each function against a byte loop or the plain instance |

mod cpu;
#[cfg(feature = "alloc")]
mod map;
#[cfg(test)]
mod tests;

pub(crate) use self::cpu::dispatch;
#[cfg(test)]
pub(crate) use self::cpu::{avx2, ENTERED};
#[cfg(feature = "alloc")]
pub(crate) use self::map::{high_count, map_to_string};
#[cfg(all(test, feature = "alloc"))]
pub(crate) use self::map::{map_to_uri, MAP_ROOM};

use crate::chars;
use crate::rfc3987::{ALONE, AT, BEFORE};
use crate::scan::{run_index, NO_CLASS, RUN_SETS, WIDE};
use core::arch::x86_64::{
    __m128i, __m256i, _mm256_alignr_epi8, _mm256_and_si256, _mm256_cmpeq_epi8, _mm256_loadu_si256,
    _mm256_movemask_epi8, _mm256_or_si256, _mm256_permute2x128_si256, _mm256_set1_epi8, _mm256_set_epi64x,
    _mm256_set_m128i, _mm256_setzero_si256, _mm256_shuffle_epi8, _mm256_srli_epi16, _mm_set_epi64x, _mm_setzero_si128,
    _mm_shuffle_epi8,
};

/// The high-nibble table of every class for `pshufb`: byte `hi` is
/// `1 << hi` (0 for `hi >= 8`: no byte above 0x7f is in a class). See
/// [`low_nibbles`].
const HIGH: [u8; 16] = [1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0];

/// The low-nibble table of `class` for `pshufb`, from its [`chars::Set`]
/// table: byte `lo` has bit `hi` set when the byte `hi << 4 | lo` (below
/// 0x80) is a member. A byte is a member when `low[lo] & HIGH[hi] != 0`.
const fn low_nibbles(class: u32) -> [u8; 16] {
    nibbles_of(&chars::set_members(class))
}

/// [`low_nibbles`] of the class whose membership table is `m`: the
/// run-time instance's class runs read [`chars::Set::MEMBERS`], which the
/// const evaluator has built already for the `const` instance's, rather than
/// build the table again per class while url-core compiles.
const fn nibbles_of(m: &[u8; 256]) -> [u8; 16] {
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

/// A nibble table in both halves of a 256-bit register (`vpshufb` looks up
/// within each half).
#[target_feature(enable = "avx2")]
#[inline]
fn table32(t: &[u8; 16]) -> __m256i {
    let mut both = [0u8; 32];
    let (lo, hi) = both.split_at_mut(16);
    lo.copy_from_slice(t);
    hi.copy_from_slice(t);
    load32(&both)
}

/// The chunk in a vector register, in one instruction.
#[target_feature(enable = "avx2")]
#[inline]
fn load32(c: &[u8; 32]) -> __m256i {
    #[allow(unsafe_code, reason = "measured: a safe load costs 6% of a URI's time (BENCHMARKS.md, the twin)")]
    // SAFETY: `c` is 32 readable bytes, and `loadu` needs no alignment.
    unsafe {
        _mm256_loadu_si256(c.as_ptr().cast())
    }
}

/// Bit `k` set when byte `k` of `v` is not in `CLASS`: two `vpshufb`
/// lookups in the nibble tables.
#[target_feature(enable = "avx2")]
#[inline]
fn misses<const CLASS: u32>(v: __m256i) -> u32 {
    let (lo, hi) = nibbles(v);
    class_misses(lo, hi, &const { nibbles_of(chars::Set::<CLASS>::MEMBERS) })
}

/// The low nibbles of `v`'s bytes, and the high-nibble lookup ([`HIGH`]),
/// which is the same for every class.
#[target_feature(enable = "avx2")]
#[inline]
fn nibbles(v: __m256i) -> (__m256i, __m256i) {
    let nib = _mm256_set1_epi8(0x0f);
    let hi = _mm256_shuffle_epi8(table32(&HIGH), _mm256_and_si256(_mm256_srli_epi16::<4>(v), nib));
    (_mm256_and_si256(v, nib), hi)
}

/// The misses of the class whose low-nibble table is `low`, from
/// [`nibbles`]: a lookup, a comparison and a mask.
#[target_feature(enable = "avx2")]
#[inline]
fn class_misses(lo: __m256i, hi: __m256i, low: &[u8; 16]) -> u32 {
    let l = _mm256_shuffle_epi8(table32(low), lo);
    _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_and_si256(l, hi), _mm256_setzero_si256())) as u32
}

/// [`super::swar::class_end`] 32 bytes at a time: the index of the first
/// byte from `i` outside `CLASS` (a `%` included), or the input's length.
/// [`run_end`] with the ASCII class.
/// A chunk at a time, then the input's last chunk shifted so that bit 0 is
/// byte `i`'s, with a miss at the end; [`class_end_short`] in an input
/// shorter than a chunk.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn class_end<const CLASS: u32>(b: &[u8], i: usize) -> usize {
    run_end::<CLASS, false>(b, i)
}

/// The index of the first byte from `i` outside `CLASS` and, with `WIDE`,
/// not of 80-FF either ([`WIDE`]): a chunk at a time, then the input's last
/// chunk shifted so that bit 0 is byte `i`'s, with a miss at the end;
/// [`class_end_short`] in an input shorter than a chunk.
#[target_feature(enable = "avx2")]
#[inline]
fn run_end<const CLASS: u32, const WIDE: bool>(b: &[u8], mut i: usize) -> usize {
    if b.len() < 32 {
        return class_end_short::<CLASS, WIDE>(b, i);
    }
    while let Some(c) = b.split_at(i.min(b.len())).1.first_chunk::<32>() {
        let m = run_misses::<CLASS, WIDE>(load32(c));
        if m != 0 {
            return i + m.trailing_zeros() as usize;
        }
        i += 32;
    }
    match b.split_at(b.len() - 32).1.first_chunk::<32>() {
        Some(c) if i < b.len() => {
            let m = (u64::from(run_misses::<CLASS, WIDE>(load32(c))) | 1 << 32) >> (32 - (b.len() - i));
            i + m.trailing_zeros() as usize
        }
        _ => i.min(b.len()),
    }
}

/// [`misses`] of `CLASS`, less the bytes of 80-FF with `WIDE`: their top
/// bits, which `vpmovmskb` gathers.
#[target_feature(enable = "avx2")]
#[inline]
fn run_misses<const CLASS: u32, const WIDE: bool>(v: __m256i) -> u32 {
    let m = misses::<CLASS>(v);
    if WIDE {
        m & !(_mm256_movemask_epi8(v) as u32)
    } else {
        m
    }
}

/// [`super::swar::class_end_marked`] from one 32-byte load where the run
/// ends within the 32 bytes from `i` (within the input's last 32, shifted,
/// when fewer are left; within the whole input, padded, when it is shorter
/// than 32): the class's misses and the two bytes' masks come from the same
/// register, so the masks do not wait for the run's end; a run of 32 to 63
/// bytes from two. [`class_end`], and no masks, for a longer run.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn class_end_marked<const CLASS: u32>(b: &[u8], i: usize, c1: u8, c2: u8) -> (usize, Option<(u64, u64)>) {
    let (v, shift) = match window32(b, i) {
        Some((c, shift)) => (load32(c), shift),
        None => (padded(b), i),
    };
    // A miss stands right after the window: where fewer than 32 bytes are
    // left, that is the input's end (in a padded input, a zero is first).
    let n = ((u64::from(misses::<CLASS>(v)) >> shift) | 1 << (32 - shift)).trailing_zeros() as usize;
    let eq = |v: __m256i, x: u8| _mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(x as i8))) as u32;
    if n < 32 {
        let keep = (1u64 << n) - 1;
        let eq = |x: u8| (u64::from(eq(v, x)) >> shift) & keep;
        return (i + n, Some((eq(c1), eq(c2))));
    }
    // A run through the whole window (so `shift` is 0): the next 32 bytes,
    // for a run of up to 63.
    if let Some((c, shift)) = window32(b, i + 32) {
        let w = load32(c);
        let n = 32 + ((u64::from(misses::<CLASS>(w)) >> shift) | 1 << (32 - shift)).trailing_zeros() as usize;
        if n < 64 {
            let keep = (1u64 << n) - 1;
            let eq = |x: u8| (u64::from(eq(v, x)) | (u64::from(eq(w, x)) >> shift) << 32) & keep;
            return (i + n, Some((eq(c1), eq(c2))));
        }
    }
    // 64 bytes or more: no masks (the SWAR instance gives none either).
    (class_end::<CLASS>(b, i), None)
}

/// The 32 bytes from `p` (at most `b.len()`), and 0; or, where fewer are
/// left, the input's last 32 and how far byte `p` stands into them (bit 0 of
/// a chunk's mask shifted right by it is byte `p`'s). `None` in an input
/// shorter than 32 bytes.
#[inline(always)]
fn window32(b: &[u8], p: usize) -> Option<(&[u8; 32], usize)> {
    match b.split_at(p.min(b.len())).1.first_chunk::<32>() {
        Some(c) => Some((c, 0)),
        None => match b.len().checked_sub(32) {
            Some(last) => b.split_at(last).1.first_chunk::<32>().map(|c| (c, p - last)),
            None => None,
        },
    }
}

/// How many bytes [`Runs`] holds: 64 (one `u64` per class) measured faster
/// than 128 (a `u128`, whose shifts and counts take several instructions)
/// on the RFC 3986 corpus, whose URIs are 72 bytes long on average.
const RUN_BYTES: usize = 64;

/// The runs of the classes of [`RUN_SETS`]`[SET]` over the first
/// [`RUN_BYTES`] bytes of an input, read at once: bit `k` of `miss[c]` is
/// set when byte `k` is not in class `c` (nor of 80-FF, in a [`WIDE`] set),
/// or lies past the end (but where the input is exactly 32 bytes long: see
/// [`class_end_in`]). In a `WIDE` set, bit `k` of `odd` is set when byte `k`
/// is odd (`rfc3987::BEFORE`): [`unchecked`] reads it.
pub(crate) struct Runs<const SET: usize> {
    miss: [u64; 3],
    odd: u64,
}

/// The misses of the (up to) three classes of [`RUN_SETS`]`[SET]` in 32 bytes: one
/// load, the high nibbles' lookup shared (the same for every class), then a
/// lookup, a comparison and a mask per class.
#[target_feature(enable = "avx2")]
#[inline]
fn misses3<const SET: usize>(v: __m256i) -> [u32; 3] {
    let (lo, hi) = nibbles(v);
    // In a wide set, the bytes of 80-FF are in every class.
    let high = if WIDE[SET] { _mm256_movemask_epi8(v) as u32 } else { 0 };
    let miss = |class: u32, low: &[u8; 16]| {
        if class == NO_CLASS {
            // An empty slot of the set (a constant: no code).
            return !0;
        }
        class_misses(lo, hi, low) & !high
    };
    [
        miss(RUN_SETS[SET][0], &const { low_nibbles(RUN_SETS[SET][0]) }),
        miss(RUN_SETS[SET][1], &const { low_nibbles(RUN_SETS[SET][1]) }),
        miss(RUN_SETS[SET][2], &const { low_nibbles(RUN_SETS[SET][2]) }),
    ]
}

/// [`Runs`] of `b`.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn runs<const SET: usize>(b: &[u8]) -> Runs<SET> {
    let n = b.len();
    if n < 32 {
        return runs_short::<SET>(b);
    }
    let mut miss = [0u64; 3];
    let mut odd = 0u64;
    // The 32 bytes from `j` (a constant in each call below), or the input's
    // last 32 shifted down when fewer are left, the bytes past the end set
    // (and not odd). In a wide set, each byte's odd bit: the byte before
    // the first is none (byte 0) or read from the byte before the chunk.
    let mut chunk = |j: usize| {
        let (m, o) = match window32(b, j) {
            Some((c, s)) => {
                let v = load32(c);
                let m = misses3::<SET>(v);
                let o = if !WIDE[SET] {
                    0
                } else if j == 0 {
                    odd32(v, before_first(v))
                } else {
                    // The chunk's first byte is not byte 0: the 32 bytes
                    // before it, one byte earlier.
                    match b.split_at(j - s - 1).1.first_chunk::<32>() {
                        Some(p) => odd32(v, load32(p)),
                        None => !0,
                    }
                };
                let past = !(!0u32.checked_shr(s as u32).unwrap_or(0));
                ([m[0] >> s | past, m[1] >> s | past, m[2] >> s | past], o >> s)
            }
            None => ([!0; 3], 0),
        };
        miss[0] |= u64::from(m[0]) << j;
        miss[1] |= u64::from(m[1]) << j;
        miss[2] |= u64::from(m[2]) << j;
        odd |= u64::from(o) << j;
    };
    chunk(0);
    if n > 32 {
        chunk(32);
    }
    Runs { miss, odd }
}

/// The lookup tables of a table of bits over bytes whose every bit stands
/// for a set `hi × lo` of high and low nibbles (the tables of
/// `rfc3987::BEFORE` and `rfc3987::AT` are), as two 16-byte `pshufb`
/// tables: byte `c` has `lo[c & 15] & hi[c >> 4]`. Checked at compile time
/// for all 256 bytes.
const fn nibble_split(t: &[u8; 256]) -> ([u8; 16], [u8; 16]) {
    let (mut lo, mut hi) = ([0u8; 16], [0u8; 16]);
    let mut c = 0;
    while c < 256 {
        lo[c & 15] |= t[c];
        hi[c >> 4] |= t[c];
        c += 1;
    }
    c = 0;
    while c < 256 {
        assert!(lo[c & 15] & hi[c >> 4] == t[c], "a bit of the table is not a set of nibbles");
        c += 1;
    }
    (lo, hi)
}

/// [`nibble_split`] of `rfc3987::BEFORE`.
const BEFORE_NIBBLES: ([u8; 16], [u8; 16]) = nibble_split(&BEFORE);
/// [`nibble_split`] of `rfc3987::AT`.
const AT_NIBBLES: ([u8; 16], [u8; 16]) = nibble_split(&AT);

/// The bits of `v`'s bytes in the table split as `t` ([`nibble_split`]).
#[target_feature(enable = "avx2")]
#[inline]
fn lookup(v: __m256i, t: &([u8; 16], [u8; 16])) -> __m256i {
    let nib = _mm256_set1_epi8(0x0f);
    let lo = _mm256_shuffle_epi8(table32(&t.0), _mm256_and_si256(v, nib));
    let hi = _mm256_shuffle_epi8(table32(&t.1), _mm256_and_si256(_mm256_srli_epi16::<4>(v), nib));
    _mm256_and_si256(lo, hi)
}

/// Bit `k` set when byte `k` of `v` is odd (`rfc3987::odd`), byte `k` of
/// `prev` standing before it.
#[target_feature(enable = "avx2")]
#[inline]
fn odd32(v: __m256i, prev: __m256i) -> u32 {
    let at = lookup(v, &AT_NIBBLES);
    let odd = _mm256_or_si256(
        _mm256_and_si256(lookup(prev, &BEFORE_NIBBLES), at),
        _mm256_and_si256(at, _mm256_set1_epi8(ALONE as i8)),
    );
    !(_mm256_movemask_epi8(_mm256_cmpeq_epi8(odd, _mm256_setzero_si256())) as u32)
}

/// The bytes of `v` one place later, a zero first: byte `k` of the result
/// is the byte before byte `k` of `v`.
#[target_feature(enable = "avx2")]
#[inline]
fn before_first(v: __m256i) -> __m256i {
    // [zero, v's low half], then each half's bytes moved up one, taking the
    // last byte of the half before.
    _mm256_alignr_epi8::<15>(v, _mm256_permute2x128_si256::<0x08>(v, v))
}

/// [`runs`] of an input shorter than 32 bytes, out of line: the input
/// [`padded`] with zeros (0 is in no class, so the bytes past the end are
/// misses).
#[target_feature(enable = "avx2")]
#[inline(never)]
fn runs_short<const SET: usize>(b: &[u8]) -> Runs<SET> {
    let v = padded(b);
    let m = misses3::<SET>(v);
    let odd = if WIDE[SET] { odd32(v, before_first(v)) } else { 0 };
    Runs { miss: [u64::from(m[0]), u64::from(m[1]), u64::from(m[2])], odd: u64::from(odd) }
}

/// [`class_end`] in an input shorter than 32 bytes: the input padded to
/// 32, out of line (so that [`class_end`] stays small enough to inline into
/// the grammar: a `#[target_feature]` function cannot be
/// `#[inline(always)]`).
#[target_feature(enable = "avx2")]
#[inline(never)]
fn class_end_short<const CLASS: u32, const WIDE: bool>(b: &[u8], i: usize) -> usize {
    // Padding zeros are misses in a wide run too.
    i + (run_misses::<CLASS, WIDE>(padded(b)) >> i).trailing_zeros() as usize
}

/// An input shorter than 32 bytes, then zeros to 32 (0 is in no class), in
/// a register: built from loads of the input's ends, not stored and loaded
/// again (a 32-byte load of bytes just stored in smaller pieces waits for
/// the stores: the first version, through a buffer, cost a short URL about
/// a quarter of its time).
#[target_feature(enable = "avx2")]
#[inline]
fn padded(b: &[u8]) -> __m256i {
    /// `[0, 1, ..., 15]` then sixteen `0x80` (which `vpshufb` reads as zero):
    /// the sixteen from `s` move a register's bytes down by `s`.
    const DOWN: [u8; 32] = {
        let mut t = [0x80; 32];
        let mut k = 0;
        while k < 16 {
            t[k] = k as u8;
            k += 1;
        }
        t
    };
    let n = b.len();
    /// The little-endian word of up to eight bytes.
    fn word<const N: usize>(c: &[u8; N]) -> u64 {
        let mut w = [0u8; 8];
        if let Some(to) = w.first_chunk_mut::<N>() {
            *to = *c;
        }
        u64::from_le_bytes(w)
    }
    /// Sixteen bytes in a register, as two words.
    #[target_feature(enable = "avx2")]
    fn vec16(c: &[u8; 16]) -> __m128i {
        match (c.first_chunk::<8>(), c.last_chunk::<8>()) {
            (Some(lo), Some(hi)) => _mm_set_epi64x(word(hi) as i64, word(lo) as i64),
            _ => _mm_setzero_si128(),
        }
    }
    if let (Some(first), Some(last)) = (b.first_chunk::<16>(), b.last_chunk::<16>()) {
        // 16 to 31 bytes: the first sixteen, and the last sixteen moved down
        // so that byte 16 comes first, the rest zeros.
        let down = match DOWN.split_at(32 - n).1.first_chunk::<16>() {
            Some(d) => vec16(d),
            None => _mm_setzero_si128(),
        };
        return _mm256_set_m128i(_mm_shuffle_epi8(vec16(last), down), vec16(first));
    }
    let lo = if let (Some(first), Some(last)) = (b.first_chunk::<8>(), b.last_chunk::<8>()) {
        // 8 to 15 bytes: the last eight moved down so that byte 8 comes first.
        [word(first), word(last).checked_shr(8 * (16 - n) as u32).unwrap_or(0)]
    } else if let (Some(first), Some(last)) = (b.first_chunk::<4>(), b.last_chunk::<4>()) {
        [word(first) | word(last).checked_shr(8 * (8 - n) as u32).unwrap_or(0) << 32, 0]
    } else {
        let mut w = 0;
        let mut k = 0;
        while k < n {
            w |= u64::from(b[k]) << (8 * k);
            k += 1;
        }
        [w, 0]
    };
    _mm256_set_epi64x(0, 0, lo[1] as i64, lo[0] as i64)
}

/// [`class_end`] through `r`, the [`Runs`] of `b`, where it holds `CLASS`
/// and `i` (at most `b.len()`). A run that reaches byte [`RUN_BYTES`] goes
/// on with [`class_end`] from there: in a longer input, or in one of exactly
/// 32 bytes (where no bit stands past the end), for which it returns the end.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn class_end_in<const CLASS: u32, const SET: usize>(b: &[u8], r: &Runs<SET>, mut i: usize) -> usize {
    let k = const { run_index(SET, CLASS) };
    debug_assert!(i <= b.len());
    if i < RUN_BYTES {
        let e = i + (r.miss[k] >> i).trailing_zeros() as usize;
        if e < RUN_BYTES {
            return e;
        }
        i = RUN_BYTES;
    }
    if WIDE[SET] {
        far::<CLASS, true>(b, i)
    } else {
        far::<CLASS, false>(b, i)
    }
}

/// [`run_end`] out of line, for [`class_end_in`] past what its [`Runs`]
/// holds.
#[target_feature(enable = "avx2")]
#[inline(never)]
fn far<const CLASS: u32, const WIDE: bool>(b: &[u8], i: usize) -> usize {
    run_end::<CLASS, WIDE>(b, i)
}

/// Where the non-ASCII characters of the run `b[s..e]` of a [`WIDE`] set,
/// read through `r`, need checking from: the start of the character of
/// its first odd byte (`rfc3987::BEFORE`) within [`RUN_BYTES`], or else
/// of the character at byte `RUN_BYTES` where the run goes on past it (or
/// `s`, past it); `e` where none does. In a set that is not wide, `e`.
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) fn unchecked<const SET: usize>(b: &[u8], r: &Runs<SET>, s: usize, e: usize) -> usize {
    if !WIDE[SET] || s >= e {
        return e;
    }
    if s < RUN_BYTES {
        let odd = r.odd >> s & (!0u64).checked_shr((64 + s - e.min(RUN_BYTES)) as u32).unwrap_or(0);
        if odd != 0 {
            return char_start(b, s, s + odd.trailing_zeros() as usize);
        }
        if e <= RUN_BYTES {
            return e;
        }
    }
    match far_odd(b, s.max(RUN_BYTES), e) {
        Some(k) => char_start(b, s, k),
        None => e,
    }
}

/// The first odd byte (`rfc3987::BEFORE`) of `b[j..e]`, 32 at a time:
/// each chunk and the 32 bytes one before it; `None` where there is none.
/// Out of line, for [`unchecked`] past what its [`Runs`] holds (so `b` is
/// longer than 64 bytes); where a chunk cannot be read so (an input of 32
/// bytes or fewer), `Some(j)`: check from `j`.
#[target_feature(enable = "avx2")]
#[inline(never)]
fn far_odd(b: &[u8], mut j: usize, e: usize) -> Option<usize> {
    while j < e {
        // The window's first byte is at `j - shift`, at least 1 (where
        // that could fail, the characters are checked from `j`).
        let Some((c, shift)) = window32(b, j) else { return Some(j) };
        let Some(p) = (j - shift).checked_sub(1).and_then(|p| b.split_at(p).1.first_chunk::<32>()) else {
            return Some(j);
        };
        let mut m = odd32(load32(c), load32(p)) >> shift;
        if e - j < 32 {
            m &= (1 << (e - j)) - 1;
        }
        if m != 0 {
            return Some(j + m.trailing_zeros() as usize);
        }
        j += 32;
    }
    None
}

/// The start of the character that holds byte `k` of `b`, at least `s`:
/// back over continuation bytes (80-BF).
#[inline(always)]
fn char_start(b: &[u8], s: usize, mut k: usize) -> usize {
    while k > s && b[k] & 0xC0 == 0x80 {
        k -= 1;
    }
    k
}

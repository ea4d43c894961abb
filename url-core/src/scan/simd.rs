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
    let m = chars::set_members(class);
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
    class_misses(lo, hi, &const { low_nibbles(CLASS) })
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

/// The §3.1 mapping of RFC 3987 (`rfc3987::owned::map_bytes`, the plain
/// instance, which the `twin` tests hold it to): `src` into `out`, which
/// has room for its mapping and [`MAP_ROOM`] bytes more; returns the
/// mapping's length. Sixteen bytes at a time, with no branch on what they
/// are: the first byte each gives (itself, or `%` for a byte of 80-FF), its
/// two hex digits, and a `pshufb` per four bytes that keeps the digits of
/// the bytes of 80-FF only ([`MAP_PATTERNS`]), stored sixteen bytes at a
/// time, of which the next store overwrites those that do not count. The
/// last bytes (fewer than sixteen) as sixteen, padded with zeros, of which
/// as many are then taken back. Where `chunks` has room, it gets, for each
/// sixteen bytes of `src`, where their mapping starts and which of them are
/// of 80-FF (bit `k` for byte `k`): what `rfc3987::owned::map_bytes`
/// gives too.
#[cfg(feature = "alloc")]
#[target_feature(enable = "avx2")]
#[inline(never)]
pub(crate) fn map_to_uri((src, out, chunks): (&[u8], &mut [u8], &mut [(u32, u16)])) -> usize {
    let mut o = 0;
    let mut whole = src.chunks_exact(16);
    let mut k = 0;
    for c in &mut whole {
        if let Some(c) = c.first_chunk::<16>() {
            o = map16(c, out, o, chunks.get_mut(k));
        }
        k += 1;
    }
    let rest = whole.remainder();
    if !rest.is_empty() {
        let mut c = [0u8; 16];
        if let Some(to) = c.get_mut(..rest.len()) {
            to.copy_from_slice(rest);
        }
        // The padding zeros map to one byte each.
        o = map16(&c, out, o, chunks.get_mut(k)) - (16 - rest.len());
    }
    o
}

/// [`map_to_uri`] into a new `String` of the mapping's length `len`, which
/// the caller has counted (`rfc3987::owned::map_string`, the plain
/// instance, checks its buffer with `String::from_utf8`); and the length
/// written, `len` unless the count was wrong.
#[cfg(feature = "alloc")]
#[target_feature(enable = "avx2")]
#[inline(never)]
pub(crate) fn map_to_string((src, len, chunks): (&[u8], usize, &mut [(u32, u16)])) -> (alloc::string::String, usize) {
    let mut out = crate::rfc3987::owned::zeroed(len + MAP_ROOM);
    let n = map_to_uri((src, &mut out, chunks));
    out.truncate(n.min(len));
    #[allow(unsafe_code, reason = "measured: the UTF-8 check was 13% of `to_uri`'s time (BENCHMARKS.md, IRIs)")]
    // SAFETY: every byte of `out` is ASCII, so it is UTF-8: the zeros of
    // `zeroed`, and what `map16` stores, a `pshufb` of its byte groups
    // (pattern bytes 0-11 pick a byte, 0x80 writes a zero), whose bytes are
    // zeros, hex digits of `HEX_UPPER`, and each byte of `src` below 0x80 or
    // else `%` (`blendv` on the byte's top bit).
    let s = unsafe { alloc::string::String::from_utf8_unchecked(out) };
    (s, n)
}

/// How many bytes of `b` are of 80-FF (`rfc3987::owned::high_bytes`, the
/// plain instance): their top bits, 32 at a time, then the input's last 32
/// shifted (an input shorter than 32, padded with zeros).
#[cfg(feature = "alloc")]
#[target_feature(enable = "avx2")]
#[inline(never)]
pub(crate) fn high_count(b: &[u8]) -> usize {
    let high = |v: __m256i| (_mm256_movemask_epi8(v) as u32).count_ones() as usize;
    if b.len() < 32 {
        return high(padded(b));
    }
    let (mut n, mut i) = (0, 0);
    while let Some(c) = b.split_at(i.min(b.len())).1.first_chunk::<32>() {
        n += high(load32(c));
        i += 32;
    }
    if let (Some((c, shift)), true) = (window32(b, i), i < b.len()) {
        n += ((_mm256_movemask_epi8(load32(c)) as u32) >> shift).count_ones() as usize;
    }
    n
}

/// Room [`map_to_uri`] needs past the mapping: a store of sixteen bytes
/// where as few as four count.
#[cfg(feature = "alloc")]
pub(crate) const MAP_ROOM: usize = 16;

/// For each 4-bit mask of which of four bytes are of 80-FF, the `pshufb`
/// pattern that writes them from `[first bytes (4), high digits (4), low
/// digits (4), 0 (4)]`: each byte's first byte, then, for a byte of 80-FF,
/// its two digits (`0x80`, a zero, after the last); and how many bytes that
/// is.
#[cfg(feature = "alloc")]
const MAP_PATTERNS: [([u8; 16], usize); 16] = {
    let mut t = [([0x80u8; 16], 0); 16];
    let mut m = 0;
    while m < 16 {
        let mut o = 0;
        let mut k = 0;
        while k < 4 {
            t[m].0[o] = k as u8;
            o += 1;
            if m & 1 << k != 0 {
                t[m].0[o] = 4 + k as u8;
                t[m].0[o + 1] = 8 + k as u8;
                o += 2;
            }
            k += 1;
        }
        t[m].1 = o;
        m += 1;
    }
    t
};

/// Sixteen bytes as a register, from two little-endian words.
#[cfg(feature = "alloc")]
#[target_feature(enable = "avx2")]
#[inline]
fn vec16_of(lo: u64, hi: u64) -> __m128i {
    _mm_set_epi64x(hi as i64, lo as i64)
}

/// The little-endian word of eight bytes.
#[cfg(feature = "alloc")]
const fn le_word(b: &[u8], at: usize) -> u64 {
    let mut w = 0;
    let mut k = 0;
    while k < 8 {
        w |= (b[at + k] as u64) << (8 * k);
        k += 1;
    }
    w
}

/// [`map_to_uri`] of sixteen bytes at `out[o..]`; returns where it ended.
#[cfg(feature = "alloc")]
#[target_feature(enable = "avx2")]
#[inline]
fn map16(c: &[u8; 16], out: &mut [u8], o: usize, chunk: Option<&mut (u32, u16)>) -> usize {
    use core::arch::x86_64::{
        _mm_and_si128, _mm_blendv_epi8, _mm_cmplt_epi8, _mm_cvtsi128_si64, _mm_extract_epi64, _mm_movemask_epi8,
        _mm_set1_epi8, _mm_shuffle_epi8 as shuffle16, _mm_srli_epi16, _mm_unpackhi_epi32, _mm_unpackhi_epi64,
        _mm_unpacklo_epi32, _mm_unpacklo_epi64,
    };
    const HEX: (u64, u64) = (le_word(crate::chars::HEX_UPPER, 0), le_word(crate::chars::HEX_UPPER, 8));
    const PATTERNS: [(u64, u64); 16] = {
        let mut t = [(0, 0); 16];
        let mut m = 0;
        while m < 16 {
            t[m] = (le_word(&MAP_PATTERNS[m].0, 0), le_word(&MAP_PATTERNS[m].0, 8));
            m += 1;
        }
        t
    };
    let x = vec16_of(le_word(c, 0), le_word(c, 8));
    let hex = vec16_of(HEX.0, HEX.1);
    let nib = _mm_set1_epi8(0x0f);
    let zero = _mm_setzero_si128();
    let high = _mm_cmplt_epi8(x, zero);
    let first = _mm_blendv_epi8(x, _mm_set1_epi8(b'%' as i8), high);
    let hi = shuffle16(hex, _mm_and_si128(_mm_srli_epi16::<4>(x), nib));
    let lo = shuffle16(hex, _mm_and_si128(x, nib));
    // Per four bytes: [first, hi, lo, 0], four bytes each.
    let (fh0, fh1) = (_mm_unpacklo_epi32(first, hi), _mm_unpackhi_epi32(first, hi));
    let (l0, l1) = (_mm_unpacklo_epi32(lo, zero), _mm_unpackhi_epi32(lo, zero));
    let groups = [
        _mm_unpacklo_epi64(fh0, l0),
        _mm_unpackhi_epi64(fh0, l0),
        _mm_unpacklo_epi64(fh1, l1),
        _mm_unpackhi_epi64(fh1, l1),
    ];
    let m = _mm_movemask_epi8(high) as usize;
    if let Some(chunk) = chunk {
        *chunk = (o as u32, m as u16);
    }
    let mut o = o;
    for (k, v) in groups.into_iter().enumerate() {
        let m = m >> (4 * k) & 15;
        let p = PATTERNS[m];
        let w = shuffle16(v, vec16_of(p.0, p.1));
        if let Some(to) = out.get_mut(o..o + 16) {
            let (a, b) = to.split_at_mut(8);
            a.copy_from_slice(&(_mm_cvtsi128_si64(w) as u64).to_le_bytes());
            b.copy_from_slice(&(_mm_extract_epi64::<1>(w) as u64).to_le_bytes());
        }
        o += MAP_PATTERNS[m].1;
    }
    o
}

/// Whether the CPU has AVX2, and the operating system saves the 256-bit
/// registers: `cpuid` leaf 1 (ECX bit 27 OSXSAVE, bit 28 AVX), `xgetbv` 0
/// (XMM and YMM state enabled, bits 1 and 2) and `cpuid` leaf 7 (EBX bit 5,
/// AVX2), asked once and kept. `true` without asking where the build
/// enables AVX2 (`-C target-cpu=native`, `x86-64-v3` and up). Under Miri,
/// which cannot run `cpuid`, the build alone answers: `false` unless it
/// enables AVX2 (`-C target-feature=+avx2`, as `.ci/miri.sh` runs the
/// tests once), which Miri then emulates.
#[inline]
pub(crate) fn avx2() -> bool {
    use core::sync::atomic::{AtomicU8, Ordering::Relaxed};
    /// 0: not asked yet; 1: no; 2: yes.
    static KNOWN: AtomicU8 = AtomicU8::new(0);
    if cfg!(target_feature = "avx2") {
        return true;
    }
    if cfg!(miri) {
        return false;
    }
    match KNOWN.load(Relaxed) {
        0 => {
            let yes = ask_avx2();
            KNOWN.store(1 + u8::from(yes), Relaxed);
            yes
        }
        k => k == 2,
    }
}

/// [`avx2`]'s question to the CPU.
///
/// `__cpuid` and `__cpuid_count` are safe functions from Rust 1.94 on,
/// `unsafe` before (the crate's MSRV is 1.87): hence their blocks, and
/// `unused_unsafe` allowed for the toolchains where they are not needed.
#[cold]
#[allow(unsafe_code, unused_unsafe, reason = "cpuid is unsafe before Rust 1.94; xgetbv is unsafe")]
fn ask_avx2() -> bool {
    use core::arch::x86_64::{__cpuid, __cpuid_count, _xgetbv};
    // SAFETY: every x86-64 CPU has the CPUID instruction, with leaves 0 and 1.
    let (max, leaf1) = unsafe { (__cpuid(0).eax, __cpuid(1)) };
    let (osxsave, avx) = (leaf1.ecx & 1 << 27 != 0, leaf1.ecx & 1 << 28 != 0);
    if !(osxsave && avx) || max < 7 {
        return false;
    }
    // SAFETY: OSXSAVE (just read) says that the OS has enabled XGETBV.
    let xcr0 = unsafe { _xgetbv(0) };
    // SAFETY: leaf 7 exists (`max` >= 7).
    let leaf7 = unsafe { __cpuid_count(7, 0) };
    xcr0 & 0b110 == 0b110 && leaf7.ebx & 1 << 5 != 0
}

/// How many times [`dispatch`] has entered the run-time instance: the
/// tests check which instance ran.
#[cfg(test)]
pub(crate) static ENTERED: core::sync::atomic::AtomicUsize = core::sync::atomic::AtomicUsize::new(0);

/// `simd(a)` (a function of the run-time instance) where the CPU has AVX2,
/// `plain(a)` (the `const` instance's) elsewhere. The two return the same
/// for every input (the `twin` tests and fuzz target hold them to it).
#[inline(always)]
pub(crate) fn dispatch<A, R>(a: A, simd: unsafe fn(A) -> R, plain: fn(A) -> R) -> R {
    if avx2() {
        #[cfg(test)]
        ENTERED.fetch_add(1, core::sync::atomic::Ordering::Relaxed);
        #[allow(unsafe_code, reason = "measured: see BENCHMARKS.md, the twin (issue 19)")]
        // SAFETY: `simd` is a `#[target_feature(enable = "avx2")]` function
        // (the only kind passed here), and `avx2()` has just said that this
        // CPU has AVX2 (and what it implies: SSE to SSE4.2, AVX) and that
        // the operating system saves its registers.
        return unsafe { simd(a) };
    }
    plain(a)
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use crate::chars::*;
    use crate::scan::{HTTP_RUNS, IRI_RUNS, URI_RUNS};

    /// The input lengths the tests take under Miri (`.ci/miri.sh`), which
    /// runs them some ten thousand times slower: around each edge of the
    /// 16- and 32-byte chunks, of [`RUN_BYTES`] and of a second chunk past
    /// it. Natively the tests take every length, or random ones.
    const MIRI_LENGTHS: [usize; 16] = [0, 1, 7, 15, 16, 17, 31, 32, 33, 47, 63, 64, 65, 70, 96, 97];

    /// The lookup `LOW[lo] & HIGH[hi]`, byte by byte (what `pshufb` does
    /// sixteen at a time), in the table `misses` looks up.
    fn member<const CLASS: u32>(c: u8) -> bool {
        (const { low_nibbles(CLASS) })[(c & 15) as usize] & HIGH[(c >> 4) as usize] != 0
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
        // The tables `misses3` builds from the run sets' classes as values.
        for set in RUN_SETS {
            for class in set.into_iter().filter(|&c| c != crate::scan::NO_CLASS) {
                let low = low_nibbles(class);
                for c in 0..=255u8 {
                    let member = low[(c & 15) as usize] & HIGH[(c >> 4) as usize] != 0;
                    assert_eq!(member, crate::chars::is(c, class) && c != b'%', "class {class:#x}, byte {c:#04x}");
                }
            }
        }
        // '%' is in no run: an escape is checked on its own.
        assert!(!member::<U_PATH>(b'%') && !member::<XCHAR>(b'%'));
        assert!(member::<U_PATH>(b'~') && !member::<HSEGMENT>(b'~'));
    }

    /// Runs from every start in random inputs of every length, through
    /// [`class_end`] and through [`Runs`] ([`class_end_in`], for the classes
    /// of both run sets): the same end as the byte-by-byte
    /// reference (where this CPU has AVX2; the test counts the inputs it
    /// checked, and says so if it checked none). The lengths cross 16, 32,
    /// 64 and 96 bytes, where the chunks and the tail change.
    #[test]
    fn class_end_agrees_with_a_byte_loop() {
        #[target_feature(enable = "avx2")]
        fn agree(seed: u64) -> usize {
            use crate::scan::swar::class_end_bytewise;
            use std::vec::Vec;
            use url_literal_gen::Rng;

            #[target_feature(enable = "avx2")]
            fn same<const CLASS: u32>(b: &[u8], i: usize) {
                let want = class_end_bytewise::<CLASS>(b, i);
                assert_eq!(class_end::<CLASS>(b, i), want, "class_end {CLASS:#x} from {i} in {b:?}");
            }
            #[target_feature(enable = "avx2")]
            fn same_in<const CLASS: u32, const SET: usize>(b: &[u8], r: &Runs<SET>, i: usize) {
                let want = class_end_bytewise::<CLASS>(b, i);
                assert_eq!(class_end_in::<CLASS, SET>(b, r, i), want, "{CLASS:#x} ({SET}) from {i} in {b:?}");
            }
            let mut rng = Rng::new(seed);
            // Mostly members of the classes, so that runs are long.
            let alphabet = b"aZ09-._~!$&'()*+,;=:@/?aZ09-.aZ09%#[ \xc3\xa9";
            let mut checked = 0;
            for round in 0..ROUNDS {
                let len =
                    if cfg!(miri) { MIRI_LENGTHS[round % MIRI_LENGTHS.len()] } else { (rng.next_u64() % 110) as usize };
                let b: Vec<u8> =
                    (0..len).map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize]).collect();
                let (uri, http) = (runs::<URI_RUNS>(&b), runs::<HTTP_RUNS>(&b));
                for i in 0..=len {
                    same::<{ HSEGMENT | SLASH }>(&b, i);
                    same::<HSEGMENT>(&b, i);
                    same::<HOST>(&b, i);
                    same::<U_REG_NAME>(&b, i);
                    same::<U_PATH>(&b, i);
                    same::<U_QUERY>(&b, i);
                    same::<XCHAR>(&b, i);
                    same_in::<U_REG_NAME, URI_RUNS>(&b, &uri, i);
                    same_in::<U_PATH, URI_RUNS>(&b, &uri, i);
                    same_in::<U_QUERY, URI_RUNS>(&b, &uri, i);
                    same_in::<{ HSEGMENT | SLASH }, HTTP_RUNS>(&b, &http, i);
                    same_in::<HSEGMENT, HTTP_RUNS>(&b, &http, i);
                }
                checked += 1;
            }
            checked
        }
        const ROUNDS: usize = if cfg!(miri) { MIRI_LENGTHS.len() } else { 20_000 };
        let checked = dispatch(3986, agree, |_| 0);
        assert_eq!(checked, if avx2() { ROUNDS } else { 0 }, "AVX2: {}", avx2());
    }

    /// [`class_end_marked`] (AVX2) and the SWAR one against byte loops, from
    /// every start in random inputs of 0 to 100 bytes: the same end, and the
    /// masks exactly where the run is at most 63 bytes.
    #[test]
    fn marked_runs_agree_with_a_byte_loop() {
        #[target_feature(enable = "avx2")]
        fn agree(seed: u64) -> usize {
            use crate::scan::swar::class_end_bytewise;
            use std::vec::Vec;
            use url_literal_gen::Rng;

            let mut rng = Rng::new(seed);
            let mut checked = 0;
            for round in 0..ROUNDS {
                let len = if cfg!(miri) { MIRI_LENGTHS[round / 2] } else { (rng.next_u64() % 101) as usize };
                // Long runs in some inputs, misses everywhere in others.
                let alphabet: &[u8] = if round % 2 == 0 { b"a.-b.9" } else { b"a.-b/%:9" };
                let b: Vec<u8> =
                    (0..len).map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize]).collect();
                for start in 0..=len {
                    let end = class_end_bytewise::<HOST>(&b, start);
                    let mask = |c: u8| (start..end).filter(|&k| b[k] == c).fold(0u64, |m, k| m | 1 << (k - start));
                    let want = (end, (end - start <= 63).then(|| (mask(b'.'), mask(b'-'))));
                    assert_eq!(class_end_marked::<HOST>(&b, start, b'.', b'-'), want, "from {start} in {b:?}");
                    assert_eq!(super::super::swar::class_end_marked::<HOST>(&b, start, b'.', b'-'), want);
                    checked += 1;
                }
            }
            checked
        }
        const ROUNDS: usize = if cfg!(miri) { 2 * MIRI_LENGTHS.len() } else { 6_000 };
        let checked = dispatch(1738, agree, |_| 0);
        // Every start of every input: natively 0 to 100 bytes, 51 on average.
        if cfg!(miri) {
            let starts = 2 * MIRI_LENGTHS.iter().map(|n| n + 1).sum::<usize>();
            assert_eq!(checked, if avx2() { starts } else { 0 }, "AVX2: {}", avx2());
        } else {
            assert!(if avx2() { checked > 250_000 } else { checked == 0 }, "AVX2: {}, {checked}", avx2());
        }
    }

    /// The runs of the wide set ([`IRI_RUNS`]) and its odd bytes, from every
    /// start in random UTF-8 text of 0 to 140 bytes: the runs end where a
    /// byte loop ends them (bytes of 80-FF taken); bit `k` of `Runs::odd`
    /// is `rfc3987::odd` of byte `k`; [`far_odd`] finds the first odd byte;
    /// and [`unchecked`] never passes over a character with one.
    #[test]
    fn wide_runs_and_odd_bytes_agree_with_a_byte_loop() {
        #[target_feature(enable = "avx2")]
        fn agree(seed: u64) -> usize {
            use crate::rfc3987::odd;
            use std::string::String;
            use url_literal_gen::Rng;

            let wide_end = |b: &[u8], mut i: usize| {
                while i < b.len() && (crate::chars::is(b[i], U_PATH) && b[i] != b'%' || b[i] >= 0x80) {
                    i += 1;
                }
                i
            };
            let odd_at = |b: &[u8], k: usize| odd(if k == 0 { 0 } else { b[k - 1] }, b[k]);
            let pieces = [
                "a",
                "/",
                "%",
                " ",
                "é",
                "\u{80}",
                "\u{A0}",
                "\u{202E}",
                "\u{2014}",
                "例",
                "\u{E000}",
                "\u{FFE5}",
                "😀",
                "\u{1FFFE}",
                "\u{10FFE}",
                "\u{F0000}",
                "ж",
            ];
            let mut rng = Rng::new(seed);
            let mut checked = 0;
            for round in 0..ROUNDS {
                let len = if cfg!(miri) { MIRI_LENGTHS[round % MIRI_LENGTHS.len()] } else { rng.below(141) };
                let mut s = String::new();
                while s.len() < len {
                    s.push_str(pieces[rng.below(pieces.len())]);
                }
                let b = s.as_bytes();
                let r = runs::<IRI_RUNS>(b);
                for k in 0..b.len().min(RUN_BYTES) {
                    assert_eq!(r.odd >> k & 1 == 1, odd_at(b, k), "odd bit {k} of {s:?}");
                }
                let first_odd = |j: usize, e: usize| (j..e).find(|&k| odd_at(b, k));
                for i in 0..=b.len() {
                    assert_eq!(class_end_in::<U_PATH, IRI_RUNS>(b, &r, i), wide_end(b, i), "from {i} in {s:?}");
                    if !s.is_char_boundary(i) {
                        continue;
                    }
                    // (`unchecked` calls it past `RUN_BYTES` only; on fewer than 32
                    // bytes it says to check from `i`.)
                    if i >= 1 && b.len() > 32 {
                        assert_eq!(far_odd(b, i, b.len()), first_odd(i, b.len()), "far_odd from {i} in {s:?}");
                    }
                    let e = wide_end(b, i);
                    let from = unchecked(b, &r, i, e);
                    assert!(i <= from && from <= e && s.is_char_boundary(from), "{from} from {i} to {e} in {s:?}");
                    assert_eq!(first_odd(i, from), None, "odd byte before {from} (from {i}) in {s:?}");
                    if from < e && from < RUN_BYTES {
                        // Where the odd byte is known, it is in the character at `from`.
                        let k = first_odd(i, e).unwrap();
                        assert!(k < from + 4 && s[from..].chars().next().unwrap().len_utf8() > k - from, "{s:?}");
                    }
                }
                checked += 1;
            }
            checked
        }
        const ROUNDS: usize = if cfg!(miri) { MIRI_LENGTHS.len() } else { 6_000 };
        let checked = dispatch(3987, agree, |_| 0);
        assert_eq!(checked, if avx2() { ROUNDS } else { 0 }, "AVX2: {}", avx2());
    }

    /// [`map_to_string`] on random UTF-8 text (every length to 200; under
    /// Miri, the [`MIRI_LENGTHS`]): the reference mapping, each byte of 80-FF
    /// as `%XX`, and nothing but ASCII in the `String` it made without a
    /// UTF-8 check.
    #[cfg(feature = "alloc")]
    #[test]
    fn the_mapped_string_is_the_reference_and_ascii() {
        #[target_feature(enable = "avx2")]
        fn agree(seed: u64) -> usize {
            use std::string::String;
            use url_literal_gen::Rng;

            let pieces = ["a", "/", "%41", "é", "例", "😀", "\u{80}", "\u{10FFFD}", "ж"];
            let mut rng = Rng::new(seed);
            let lengths: std::vec::Vec<usize> =
                if cfg!(miri) { MIRI_LENGTHS.to_vec() } else { (0..2_000).map(|k| k % 201).collect() };
            for &len in &lengths {
                let mut s = String::new();
                while s.len() < len {
                    s.push_str(pieces[rng.below(pieces.len())]);
                }
                let want: String = s
                    .bytes()
                    .map(|b| if b < 0x80 { String::from(b as char) } else { std::format!("%{b:02X}") })
                    .collect();
                let (text, n) = map_to_string((s.as_bytes(), want.len(), &mut []));
                assert_eq!((text.as_str(), n), (want.as_str(), want.len()), "{s:?}");
                assert!(text.as_bytes().is_ascii(), "{s:?}");
            }
            lengths.len()
        }
        let checked = dispatch(3987, agree, |_| 0);
        assert_eq!(
            checked,
            if avx2() {
                if cfg!(miri) {
                    MIRI_LENGTHS.len()
                } else {
                    2_000
                }
            } else {
                0
            }
        );
    }

    /// Every length from 0 to 130 with every byte a member, then with one
    /// miss at every place: the runs of [`Runs`] end where the reference
    /// ends them (the edges of the chunks and of the input, exhaustively).
    /// Under Miri, the [`MIRI_LENGTHS`], with the miss and the start around
    /// the edges.
    #[test]
    fn runs_at_every_edge() {
        /// Around the edges of the chunks, under Miri.
        const EDGES: [usize; 11] = [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65];
        /// Where the one miss of an input of `len` bytes goes (`len`: none).
        fn misses(len: usize) -> impl Iterator<Item = usize> {
            (0..=len).filter(move |&m| !cfg!(miri) || m + 1 >= len || EDGES.contains(&m))
        }
        /// Where the runs start: under Miri, around the edges and the miss.
        fn starts(len: usize, miss: usize) -> impl Iterator<Item = usize> {
            (0..=len).filter(move |&i| !cfg!(miri) || i + 1 >= len || i.abs_diff(miss) <= 1 || EDGES.contains(&i))
        }
        fn lengths() -> impl Iterator<Item = usize> {
            (0..=130).filter(|n| !cfg!(miri) || MIRI_LENGTHS.contains(n))
        }
        #[target_feature(enable = "avx2")]
        fn edges(_: ()) -> usize {
            use crate::scan::swar::class_end_bytewise;
            use std::vec;

            let mut checked = 0;
            for len in lengths() {
                for miss in misses(len) {
                    let mut b = vec![b'a'; len];
                    if miss < len {
                        b[miss] = b'%';
                    }
                    let (uri, http) = (runs::<URI_RUNS>(&b), runs::<HTTP_RUNS>(&b));
                    for i in starts(len, miss) {
                        let want = class_end_bytewise::<U_PATH>(&b, i);
                        assert_eq!(
                            class_end_in::<U_PATH, URI_RUNS>(&b, &uri, i),
                            want,
                            "len {len}, miss {miss}, from {i}"
                        );
                        assert_eq!(class_end_in::<U_QUERY, URI_RUNS>(&b, &uri, i), want);
                        assert_eq!(class_end_in::<U_REG_NAME, URI_RUNS>(&b, &uri, i), want);
                        assert_eq!(class_end_in::<{ HSEGMENT | SLASH }, HTTP_RUNS>(&b, &http, i), want);
                        assert_eq!(class_end_in::<HSEGMENT, HTTP_RUNS>(&b, &http, i), want);
                        checked += 1;
                    }
                }
            }
            checked
        }
        let checked = dispatch((), edges, |()| 0);
        let starts = if cfg!(miri) {
            lengths().flat_map(|len| misses(len).map(move |m| starts(len, m).count())).sum()
        } else {
            757_966
        };
        assert_eq!(checked, if avx2() { starts } else { 0 }, "AVX2: {}", avx2());
    }
}

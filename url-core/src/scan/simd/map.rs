//! RFC 3987 §3.1's mapping of an IRI to a URI, run-time instance: each
//! byte of 80-FF as `%XX`, sixteen bytes at a time (the plain instance is
//! `rfc3987::owned::map_bytes`).

use super::{load32, padded, window32};
use crate::scan::buf::zeroed;
use core::arch::x86_64::{__m128i, __m256i, _mm256_movemask_epi8, _mm_set_epi64x, _mm_setzero_si128};

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
#[target_feature(enable = "avx2")]
#[inline(never)]
pub(crate) fn map_to_string((src, len, chunks): (&[u8], usize, &mut [(u32, u16)])) -> (alloc::string::String, usize) {
    let mut out = zeroed(len + MAP_ROOM);
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
pub(crate) const MAP_ROOM: usize = 16;

/// For each 4-bit mask of which of four bytes are of 80-FF, the `pshufb`
/// pattern that writes them from `[first bytes (4), high digits (4), low
/// digits (4), 0 (4)]`: each byte's first byte, then, for a byte of 80-FF,
/// its two digits (`0x80`, a zero, after the last); and how many bytes that
/// is.
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
#[target_feature(enable = "avx2")]
#[inline]
fn vec16_of(lo: u64, hi: u64) -> __m128i {
    _mm_set_epi64x(hi as i64, lo as i64)
}

/// The little-endian word of eight bytes.
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

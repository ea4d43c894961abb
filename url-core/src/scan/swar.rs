//! SWAR (SIMD within a register): runs of a character class eight bytes at
//! a time, and byte searches over 64-bit words, for the long components of
//! both grammars. Each has a byte-by-byte reference it is tested against
//! (`rfc1738::authority`'s `fast_paths` tests).

use crate::chars;

/// Advances over bytes of `CLASS` other than `%` from `i` and returns the
/// index of the first byte outside (or the input length).
///
/// Eight bytes at a time while they last, then four: the membership bits of
/// the chunk's bytes are gathered into one mask with no branch per byte, and
/// the number of trailing ones of the mask is how many of them belong; the
/// last bytes go one by one.
#[inline(always)]
pub(crate) const fn class_end<const CLASS: u32>(b: &[u8], mut i: usize) -> usize {
    let m = Lanes::<CLASS>::TABLES;
    while i + 8 <= b.len() {
        let bits = match b.split_at(i).1.first_chunk::<8>() {
            Some(c) => members8(m, c),
            None => break,
        };
        if bits != 0xff {
            return i + (!bits).trailing_zeros() as usize;
        }
        // Not `i += n`: the next chunk's loads do not wait for this one's
        // bits, so long runs go at the speed of the loads.
        i += 8;
    }
    if b.len() >= 8 {
        // The last `b.len() - i` (< 8) bytes: the input's last eight bytes,
        // shifted so that bit 0 is byte `i`'s, with zeros past the end. No
        // branch on how many are left.
        if let Some(c) = b.split_at(b.len() - 8).1.first_chunk::<8>() {
            let bits = members8(m, c) >> (8 - (b.len() - i));
            return i + (!bits).trailing_zeros() as usize;
        }
    }
    class_end_bytewise::<CLASS>(b, i)
}

/// [`chars::Set::MEMBERS`] of `CLASS` once per byte of a chunk, table `k`
/// holding bit `k` for a member: a chunk's mask is then eight lookups ORed
/// together, with no shift.
struct Lanes<const CLASS: u32>;

impl<const CLASS: u32> Lanes<CLASS> {
    const TABLES: &'static [[u8; 256]; 8] = &lanes(chars::Set::<CLASS>::MEMBERS);
}

/// Written for the const evaluator, which runs it once per class while
/// url-core compiles: the tables start at zero and only a member's eight
/// entries are written, rather than 2,048 steps a class (BENCHMARKS.md, "A
/// user's clean build").
const fn lanes(m: &[u8; 256]) -> [[u8; 256]; 8] {
    let mut t = [[0u8; 256]; 8];
    let mut c = 0;
    while c < 256 {
        if m[c] != 0 {
            let mut k = 0;
            while k < 8 {
                t[k][c] = m[c] << k;
                k += 1;
            }
        }
        c += 1;
    }
    t
}

/// Bit `k` set when byte `k` of `c` is a member (`t` is a [`Lanes`] table
/// set): eight lookups, no branch.
#[inline(always)]
const fn members8(t: &[[u8; 256]; 8], c: &[u8; 8]) -> u32 {
    (t[0][c[0] as usize]
        | t[1][c[1] as usize]
        | t[2][c[2] as usize]
        | t[3][c[3] as usize]
        | t[4][c[4] as usize]
        | t[5][c[5] as usize]
        | t[6][c[6] as usize]
        | t[7][c[7] as usize]) as u32
}

/// Bit 7 set in exactly the bytes of the word `w` equal to `c` (an exact
/// zero-byte test, no false positive from a borrow).
#[inline(always)]
pub(crate) const fn bytes_equal(w: u64, c: u8) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let x = w ^ (c as u64 * 0x0101_0101_0101_0101);
    !(((x & LOW7) + LOW7) | x) & HIGH
}

/// Bit `k` of the first mask set when `b[start + k]` is `c1`, of the second
/// when it is `c2`, for `k < end - start` (at most 64; `b` at least eight
/// bytes long): a word at a time, each word's matches gathered into eight
/// bits by one multiplication.
#[inline(always)]
pub(crate) const fn bytes_mask2(b: &[u8], start: usize, end: usize, c1: u8, c2: u8) -> (u64, u64) {
    /// The high bit of each byte of `x` as bit `k` for byte `k`.
    #[inline(always)]
    const fn gather(x: u64) -> u64 {
        ((x >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
    }
    let (mut m1, mut m2) = (0, 0);
    let mut p = start;
    while p < end {
        let w = load_word(b, p);
        let keep = keep_before(p, end);
        m1 |= gather(bytes_equal(w, c1) & keep) << (p - start);
        m2 |= gather(bytes_equal(w, c2) & keep) << (p - start);
        p += 8;
    }
    (m1, m2)
}

/// The end of the run of `CLASS` from `i` ([`class_end`]) and, where the
/// run is at most 63 bytes long, the masks of its `c1` and `c2` bytes (bit
/// `k` for byte `i + k`; [`bytes_mask2`], or byte by byte in an input
/// shorter than a word): what a host's labels are checked on. The run-time
/// instance reads all three from one load.
#[inline(always)]
pub(crate) const fn class_end_marked<const CLASS: u32>(
    b: &[u8],
    i: usize,
    c1: u8,
    c2: u8,
) -> (usize, Option<(u64, u64)>) {
    let end = class_end::<CLASS>(b, i);
    if end - i > 63 {
        return (end, None);
    }
    if b.len() >= 8 {
        return (end, Some(bytes_mask2(b, i, end, c1, c2)));
    }
    let (mut m1, mut m2) = (0, 0);
    let mut k = i;
    while k < end {
        m1 |= ((b[k] == c1) as u64) << (k - i);
        m2 |= ((b[k] == c2) as u64) << (k - i);
        k += 1;
    }
    (end, Some((m1, m2)))
}

/// The eight bytes from `p` as a little-endian word, for the bytes before the
/// end of `b` (which must have at least eight); what stands in the bytes past
/// the end is unspecified, and every caller masks them off with
/// [`keep_before`]. No branch: near the end it is the last eight bytes
/// shifted down.
#[inline(always)]
pub(crate) const fn load_word(b: &[u8], p: usize) -> u64 {
    let at = if p + 8 <= b.len() { p } else { b.len() - 8 };
    match b.split_at(at).1.first_chunk::<8>() {
        // `p - at` is 8 or more only when `p` is past the end.
        Some(c) => u64::from_le_bytes(*c).wrapping_shr(8 * (p - at) as u32),
        None => 0,
    }
}

/// The mask of the bytes of the word read at `p` ([`load_word`]) that lie before
/// `end`.
#[inline(always)]
pub(crate) const fn keep_before(p: usize, end: usize) -> u64 {
    let left = end.saturating_sub(p);
    if left >= 8 {
        u64::MAX
    } else {
        (1u64 << (8 * left)) - 1
    }
}

/// Where the bytes after the last `c` in `b[from..to]` start: the index after
/// that `c`, or `from` when there is none. A word at a time from the back,
/// so a name of up to eight bytes costs one step (byte by byte in an input
/// shorter than a word).
#[inline(always)]
pub(crate) const fn after_last(b: &[u8], from: usize, to: usize, c: u8) -> usize {
    let mut p = to;
    if b.len() < 8 {
        while p > from && b[p - 1] != c {
            p -= 1;
        }
        return p;
    }
    while p > from {
        let q = if p - from > 8 { p - 8 } else { from };
        // The bytes of [q, p): the word at q, cut at p.
        let hits = bytes_equal(load_word(b, q), c) & keep_before(q, p);
        if hits != 0 {
            return q + (63 - hits.leading_zeros() as usize) / 8 + 1;
        }
        p = q;
    }
    from
}

/// [`class_end`] for runs that are short as a rule (host labels, atoms): byte by
/// byte, which costs less than a chunk when the run ends within a few bytes.
#[inline(always)]
pub(crate) const fn class_end_bytewise<const CLASS: u32>(b: &[u8], mut i: usize) -> usize {
    let m = chars::Set::<CLASS>::MEMBERS;
    while i < b.len() && m[b[i] as usize] != 0 {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::{class_end, class_end_bytewise, Lanes};
    use crate::chars::{self, Set};

    /// Table `k` of a class's lanes holds the member bit of every byte at bit
    /// `k`, and nothing else, for classes with few and many members.
    #[test]
    fn lanes_are_the_members_shifted() {
        fn check<const CLASS: u32>() {
            let (t, m) = (Lanes::<CLASS>::TABLES, Set::<CLASS>::MEMBERS);
            for (k, table) in t.iter().enumerate() {
                for (c, (&got, &member)) in table.iter().zip(m).enumerate() {
                    assert_eq!(got, member << k, "class {CLASS:#x}, table {k}, byte {c:#04x}");
                }
            }
        }
        check::<{ chars::HEX }>();
        check::<{ chars::XCHAR }>();
        check::<{ chars::U_PATH }>();
        check::<{ chars::UNSAFE }>();
        assert_eq!(Lanes::<{ chars::HEX }>::TABLES[3][b'f' as usize], 8);
        assert_eq!(Lanes::<{ chars::HEX }>::TABLES[3][b'g' as usize], 0);
    }

    /// The word-at-a-time run ends where the byte-by-byte one does, at every
    /// position of a non-member in a run of members longer than a chunk.
    #[test]
    fn class_end_agrees_with_the_bytewise_run() {
        for len in [0, 1, 7, 8, 9, 16, 23] {
            for stop in 0..=len {
                let mut buf = [b'a'; 23];
                if stop < len {
                    buf[stop] = b'/';
                }
                let b = &buf[..len];
                assert_eq!(class_end::<{ chars::HOST }>(b, 0), stop, "len {len}, stop {stop}");
                assert_eq!(class_end_bytewise::<{ chars::HOST }>(b, 0), stop, "len {len}, stop {stop}");
            }
        }
    }
}

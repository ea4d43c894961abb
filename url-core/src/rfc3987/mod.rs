//! RFC 3987, IRIs: RFC 3986's grammar with the wider character classes of
//! §2.2, on the same grammar source (`rfc3986/grammar.rs`, const parameter
//! `IRI`) and the same primitives; this module holds what is the IRIs'
//! own.
//!
//! | file | RFC 3987 | what |
//! |---|---|---|
//! | `mod.rs` | §2.2, §4.1, §3.1 | [`ichar`]: one non-ASCII character of an IRI against `ucschar`, `iprivate` and the bidi formatting characters (the ranges are in `chars.rs`); [`BEFORE`] and [`AT`], the bytes of the characters that may fail it (*odd* bytes), which the run-time runs look for; the mapping's writer |
//! | `iri.rs` | §2.2 | [`Iri`] (`IRI`), [`IriRef`] (`IRI-reference`): zero-copy views, the accessors of `Uri` |
//! | `parse.rs` | §2.2 | the entry points: `parse` (run time, the twin of `crate::twin`) and `parse_const` |
//! | `tests.rs` | §2.2, §4.1 | unit tests: [`ichar`] at every edge of the ranges, the mapping, ASCII text read alike by the `URI` and `IRI` instances |
//! | `owned.rs` | §3.1, §5.3, §6.5 | feature `alloc`: [`IriBuf`], [`IriRefBuf`], the mapping to a URI (`to_uri`), resolution (`resolve`, `join`) and normalization (`normalized`, `equivalent`) |
//!
//! ```text
//! IRI            = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
//! iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
//! iquery         = *( ipchar / iprivate / "/" / "?" )
//! ifragment      = *( ipchar / "/" / "?" )
//! ```
//!
//! [`IriBuf`]: crate::IriBuf
//! [`IriRefBuf`]: crate::IriRefBuf

pub(crate) mod iri;
#[cfg(feature = "alloc")]
pub(crate) mod owned;
mod parse;

use crate::chars::{in_ranges, BIDI, IPRIVATE, UCSCHAR};
use crate::error::{decode_char, Component, ErrorKind, ParseError};

pub use self::iri::{Iri, IriRef};

/// The non-ASCII character at byte `i` of `b` (valid UTF-8: the grammar
/// reads a `&str`) as an IRI's component `comp` takes it, by RFC 3987:
/// a `ucschar`, or in a query an `iprivate` (§2.2), and never a
/// bidirectional formatting character (§4.1). Returns where the character
/// ends; an error names it at its full width.
///
/// Reaches no primitive, so both instances of the grammar share it.
#[inline(always)]
pub(crate) const fn ichar(b: &[u8], i: usize, comp: Component) -> Result<usize, ParseError> {
    let n = plain_char(b, i);
    if n != 0 {
        return Ok(i + n);
    }
    decoded_ichar(b, i, comp)
}

/// [`ichar`] of a character [`plain_char`] leaves to it: decoded, and
/// looked up in the ranges.
#[inline(never)]
const fn decoded_ichar(b: &[u8], i: usize, comp: Component) -> Result<usize, ParseError> {
    let (c, len) = decode_char(b, i);
    let v = c as u32;
    // The common case first: U+00A0 to U+D7FF (Latin to Hangul), bidi aside.
    if v >= 0xA0 && v <= 0xD7FF && !in_ranges(c, &BIDI) {
        return Ok(i + len);
    }
    if in_ranges(c, &BIDI) {
        return Err(ParseError::at_char(b, i, ErrorKind::IriBidi, comp));
    }
    if in_ranges(c, &UCSCHAR) || (matches!(comp, Component::UriQuery) && in_ranges(c, &IPRIVATE)) {
        return Ok(i + len);
    }
    Err(ParseError::at_char(b, i, ErrorKind::IriChar, comp))
}

/// The bytes that may belong to a non-ASCII character some IRI component
/// does not take, one byte and the one before it at a time: a byte is *odd*
/// when [`AT`] gives it bit 8, or a bit of 1, 2 or 4 that [`BEFORE`] gives
/// the byte before it. Every character outside `ucschar`, and every bidi
/// formatting character, has an odd byte (the unit test
/// `odd_bytes_cover_every_character_ichar_refuses` tries every scalar
/// value); the common scripts have none:
///
/// | characters | UTF-8 | odd byte |
/// |---|---|---|
/// | U+0080–009F (C1 controls) | `C2 80`–`C2 9F` | the second: `C2` (1) before 80-9F (1) |
/// | U+200E–202E (bidi among them) | `E2 80 xx` | the second: `E2` (2) before `80` (2) |
/// | U+E000–FFFF (`iprivate`, U+FDD0–FDEF, U+FFF0–FFFF) | `EE`, `EF` lead | the lead (8) |
/// | the last two of planes 1–15 | `.. BF BE`, `.. BF BF` | the fourth: `BF` (4) before `BE`/`BF` (4) |
/// | U+C0000–10FFFF (U+E0000–E0FFF, `iprivate`) | `F3`, `F4` lead | the lead (16) |
///
/// Some characters every component takes have an odd byte too, and are
/// then decoded ([`ichar`]): U+2000 to U+203F but the bidi ones, U+F900 to
/// U+FFEF, planes 12 to 14 (lead `F3`), and the last two of each 4,096
/// elsewhere (U+0FFE, U+0FFF, ...): 195,041 scalar values, which the unit
/// test counts. The run-time instance finds odd bytes 32 at a time
/// (`scan::simd`, whose lookup tables are computed from these two).
pub(crate) const BEFORE: [u8; 256] = {
    let mut t = [0u8; 256];
    t[0xC2] = 1;
    t[0xE2] = 2;
    t[0xBF] = 4;
    t
};

/// The bits of a byte as the second of two ([`BEFORE`]): 1 for 80-9F, 2 for
/// `80`, 4 for `BE` and `BF`; odd on their own, 8 for the leads `EE` and
/// `EF`, 16 for `F3` and `F4` (two bits, so that each bit is a set of high
/// nibbles times a set of low ones, which `scan::simd` looks up).
pub(crate) const AT: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0x80;
    while c <= 0x9F {
        t[c] |= 1;
        c += 1;
    }
    t[0x80] |= 2;
    t[0xBE] |= 4;
    t[0xBF] |= 4;
    t[0xEE] |= 8;
    t[0xEF] |= 8;
    t[0xF3] |= 16;
    t[0xF4] |= 16;
    t
};

/// The bits of [`AT`] that make a byte odd on its own.
pub(crate) const ALONE: u8 = 8 | 16;

/// Whether the byte `c`, after `prev`, is odd ([`BEFORE`]): the reference
/// the tests hold `plain_char` and the run-time instance's lookups to.
#[cfg(test)]
pub(crate) const fn odd(prev: u8, c: u8) -> bool {
    BEFORE[prev as usize] & AT[c as usize] != 0 || AT[c as usize] & ALONE != 0
}

/// The length of the non-ASCII character at byte `i` of `b` (valid UTF-8:
/// a lead byte, then its continuation bytes) when none of its bytes is odd
/// ([`BEFORE`]), so that every component takes it; 0 when [`ichar`] must
/// decode it.
#[inline(always)]
pub(crate) const fn plain_char(b: &[u8], i: usize) -> usize {
    let len = if b[i] >= 0xF0 {
        4
    } else if b[i] >= 0xE0 {
        3
    } else {
        2
    };
    // A lead is odd only on its own (no bit of 1, 2 or 4 in AT).
    let mut odd_bits = AT[b[i] as usize] & ALONE;
    let mut k = 1;
    while k < len {
        odd_bits |= BEFORE[b[i + k - 1] as usize] & AT[b[i + k] as usize];
        k += 1;
    }
    if odd_bits == 0 {
        len
    } else {
        0
    }
}

/// [`ichar`] over every non-ASCII character of `b[i..e]` (a run of the
/// component `comp`, which starts and ends at a character boundary): the
/// first one the component does not take is the error.
#[inline(never)]
pub(crate) const fn ichars(b: &[u8], mut i: usize, e: usize, comp: Component) -> Result<(), ParseError> {
    while i < e {
        if b[i] < 0x80 {
            i += 1;
        } else {
            i = match ichar(b, i, comp) {
                Ok(k) => k,
                Err(err) => return Err(err),
            };
        }
    }
    Ok(())
}

/// Writes `text` mapped to a URI (RFC 3987 §3.1 step 2): each byte of 80-FF
/// (a byte of a non-ASCII character's UTF-8) as `%XX`, upper-case hex
/// ([`percent::escape`](crate::percent::escape)); everything else as
/// written.
pub(crate) fn write_mapped<W: core::fmt::Write + ?Sized>(text: &str, out: &mut W) -> core::fmt::Result {
    let mut rest = text;
    while let Some(k) = rest.bytes().position(|b| b >= 0x80) {
        let (ascii, high) = rest.split_at(k);
        out.write_str(ascii)?;
        // The bytes of the characters in a row; the next is ASCII, or the end.
        let n = high.bytes().position(|b| b < 0x80).unwrap_or(high.len());
        for &b in &high.as_bytes()[..n] {
            out.write_str(crate::percent::escape(b))?;
        }
        rest = high.split_at(n).1;
    }
    out.write_str(rest)
}

#[cfg(test)]
mod tests;

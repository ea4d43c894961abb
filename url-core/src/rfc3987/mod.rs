//! RFC 3987, IRIs: RFC 3986's grammar with the wider character classes of
//! §2.2, on the same grammar source (`rfc3986/grammar.rs`, const parameter
//! `IRI`) and the same primitives; this module holds what is the IRIs'
//! own.
//!
//! | file | RFC 3987 | what |
//! |---|---|---|
//! | `mod.rs` | §2.2, §4.1 | [`ichar`]: one non-ASCII character of an IRI against `ucschar`, `iprivate` and the bidi formatting characters (the ranges are in `chars.rs`) |
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
#[inline]
pub(crate) const fn ichar(b: &[u8], i: usize, comp: Component) -> Result<usize, ParseError> {
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

/// Writes `text` mapped to a URI (RFC 3987 §3.1 step 2): each byte of 80-FF
/// (a byte of a non-ASCII character's UTF-8) as `%XX`, upper-case hex;
/// everything else as written.
pub(crate) fn write_mapped<W: core::fmt::Write + ?Sized>(text: &str, out: &mut W) -> core::fmt::Result {
    let mut rest = text;
    while let Some(k) = rest.bytes().position(|b| b >= 0x80) {
        out.write_str(&rest[..k])?;
        let (c, len) = decode_char(rest.as_bytes(), k);
        let mut buf = [0u8; 4];
        for &b in c.encode_utf8(&mut buf).as_bytes() {
            let hex = crate::chars::HEX_UPPER;
            out.write_str("%")?;
            out.write_char(hex[(b >> 4) as usize] as char)?;
            out.write_char(hex[(b & 15) as usize] as char)?;
        }
        rest = &rest[k + len..];
    }
    out.write_str(rest)
}

#[cfg(test)]
mod tests;

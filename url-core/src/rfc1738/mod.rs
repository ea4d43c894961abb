//! RFC 1738: the generic grammar (`genericurl`, `scheme`, RFC 1630
//! fragments) and the dispatch to the production of each §3 scheme;
//! `ip-schemepart` (`login`, `hostport`) is in [`authority`], the schemes in
//! [`scheme`].

pub(crate) mod authority;
pub(crate) mod scheme;

use crate::chars::{self};
use crate::error::{Component, ErrorKind, ParseError};
use crate::scan::{run_short, scan, tri};
use crate::view::url::Scheme;
use crate::view::url::{Url, NONE};

/// Parses a complete URL; see [`Url::parse`]. The entry point of every RFC
/// 1738 parse: an error is marked when `s` is a valid RFC 3986 URI
/// ([`ParseError::input_is_uri`]), out of line, so that valid URLs pay
/// nothing for it.
#[inline]
pub(crate) const fn parse(s: &str) -> Result<Url<'_>, ParseError> {
    // The result is marked in place: rebuilding it (`Ok(u) => Ok(u)`) would
    // copy the `Url` on the valid path.
    let mut result = grammar(s);
    if let Err(e) = &mut result {
        *e = e.advised(s);
    }
    result
}

/// The RFC 1738 grammar behind [`parse`] (inlined there, so that the valid
/// path runs as it did before [`parse`] marked errors).
#[inline(always)]
const fn grammar(s: &str) -> Result<Url<'_>, ParseError> {
    let b = s.as_bytes();
    if b.len() >= NONE as usize {
        return Err(ParseError::new(0, 0, ErrorKind::TooLong, Component::Url));
    }
    if !b.is_empty() && b[0] == b'<' {
        let len = if b.len() >= 5 && starts_with_url_colon(b) { 5 } else { 1 };
        return Err(ParseError::new(0, len, ErrorKind::Wrapper, Component::Url));
    }
    let (i, kind) = match scheme_of(b) {
        Some(found) => found,
        None => {
            // scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]   (§5, §2.1)
            let i = run_short::<{ chars::SCHEME }>(b, 0);
            return Err(if i >= b.len() {
                ParseError::new(i, 0, ErrorKind::MissingColon, Component::Scheme)
            } else if b[i] != b':' {
                ParseError::unexpected(b, i, Component::Scheme)
            } else {
                ParseError::new(0, 1, ErrorKind::EmptyScheme, Component::Scheme)
            });
        }
    };
    let mut u = Url::empty(s, i as u32, kind);
    tri!(match kind {
        Scheme::Ftp => scheme::ftp::parse(b, &mut u),
        Scheme::Http => scheme::http::parse(b, &mut u),
        Scheme::Gopher => scheme::gopher::parse(b, &mut u),
        Scheme::Mailto => scheme::mailto::parse(b, &mut u),
        Scheme::News => scheme::news::parse(b, &mut u),
        Scheme::Nntp => scheme::nntp::parse(b, &mut u),
        Scheme::Telnet => scheme::telnet::parse(b, &mut u),
        Scheme::Wais => scheme::wais::parse(b, &mut u),
        Scheme::File => scheme::file::parse(b, &mut u),
        Scheme::Prospero => scheme::prospero::parse(b, &mut u),
        Scheme::Other => scheme::other::parse(b, &mut u),
    });
    // RFC 1630: the first '#' ends the URL; the fragment is *xchar.
    let end = u.end as usize;
    if end < b.len() {
        let f = tri!(scan::<{ chars::XCHAR }>(b, end + 1, Component::Fragment));
        if f < b.len() {
            return Err(ParseError::unexpected(b, f, Component::Fragment));
        }
    }
    Ok(u)
}

/// `scheme ":"` at the start of `b` (§2.1): the index of the colon and the
/// scheme, or `None` when `b` does not start with a non-empty scheme and a
/// colon. The one reader of the scheme for [`parse`], the typed parsers and
/// the macros' panic text.
#[inline(always)]
pub(crate) const fn scheme_of(b: &[u8]) -> Option<(usize, Scheme)> {
    if let Some(known) = known_scheme(b) {
        return Some(known);
    }
    let i = run_short::<{ chars::SCHEME }>(b, 0);
    if i > 0 && i < b.len() && b[i] == b':' {
        Some((i, Scheme::from_bytes(b.split_at(i).0)))
    } else {
        None
    }
}

/// The common case of `scheme ":"`: one of the schemes of §3, recognised by
/// comparing those bytes as one word; returns the index of the colon and the
/// scheme, or `None` (then the scheme is read byte by byte). prospero, whose
/// colon is the ninth byte, is compared as a word and a byte.
///
/// Bit 0x20 is set in the bytes of the name only: that folds the case of a
/// letter, and no byte but a letter becomes a letter. The colon is compared
/// as it is.
#[inline(always)]
const fn known_scheme(b: &[u8]) -> Option<(usize, Scheme)> {
    /// The name of `kind` and its colon (the first eight bytes of them) as a
    /// little-endian word, and the mask of those bytes.
    const fn word(kind: Scheme) -> (u64, u64) {
        let name = kind.name().as_bytes();
        let n = if name.len() < 8 { name.len() + 1 } else { 8 };
        let mut w = 0;
        let mut i = 0;
        while i < n {
            w |= (if i < name.len() { name[i] } else { b':' } as u64) << (8 * i);
            i += 1;
        }
        (w, u64::MAX >> (64 - 8 * n))
    }
    /// Bit 0x20 in each byte of a name of `n` bytes.
    const fn fold(n: usize) -> u64 {
        0x2020_2020_2020_2020 >> (64 - 8 * n)
    }
    const HTTP: (u64, u64) = word(Scheme::Http);
    const FTP: (u64, u64) = word(Scheme::Ftp);
    const GOPHER: (u64, u64) = word(Scheme::Gopher);
    const MAILTO: (u64, u64) = word(Scheme::Mailto);
    const NEWS: (u64, u64) = word(Scheme::News);
    const NNTP: (u64, u64) = word(Scheme::Nntp);
    const TELNET: (u64, u64) = word(Scheme::Telnet);
    const WAIS: (u64, u64) = word(Scheme::Wais);
    const FILE: (u64, u64) = word(Scheme::File);
    const PROSPERO: u64 = word(Scheme::Prospero).0;
    let w = match b.first_chunk::<8>() {
        Some(c) => u64::from_le_bytes(*c),
        None => return None,
    };
    let w3 = w | fold(3);
    let w4 = w | fold(4);
    let w6 = w | fold(6);
    Some(if w4 & HTTP.1 == HTTP.0 {
        (4, Scheme::Http)
    } else if w3 & FTP.1 == FTP.0 {
        (3, Scheme::Ftp)
    } else if w6 & GOPHER.1 == GOPHER.0 {
        (6, Scheme::Gopher)
    } else if w6 & MAILTO.1 == MAILTO.0 {
        (6, Scheme::Mailto)
    } else if w4 & NEWS.1 == NEWS.0 {
        (4, Scheme::News)
    } else if w4 & NNTP.1 == NNTP.0 {
        (4, Scheme::Nntp)
    } else if w6 & TELNET.1 == TELNET.0 {
        (6, Scheme::Telnet)
    } else if w4 & WAIS.1 == WAIS.0 {
        (4, Scheme::Wais)
    } else if w4 & FILE.1 == FILE.0 {
        (4, Scheme::File)
    } else if w | fold(8) == PROSPERO && b.len() > 8 && b[8] == b':' {
        (8, Scheme::Prospero)
    } else {
        return None;
    })
}

const fn starts_with_url_colon(b: &[u8]) -> bool {
    (b[1] == b'U' || b[1] == b'u') && (b[2] == b'R' || b[2] == b'r') && (b[3] == b'L' || b[3] == b'l') && b[4] == b':'
}

/// [`parse`] for a typed view: a valid URL of another scheme is an error
/// naming both schemes (reported before anything else the URL may get wrong).
pub(crate) const fn expect_scheme(s: &str, want: Scheme) -> Result<Url<'_>, ParseError> {
    if let Some((i, found)) = scheme_of(s.as_bytes()) {
        if found as u8 != want as u8 {
            return Err(ParseError::wrong_scheme(want, found, i));
        }
    }
    parse(s)
}

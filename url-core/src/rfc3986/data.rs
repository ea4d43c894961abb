//! `data` URIs by RFC 2397 §3, on top of RFC 3986:
//!
//! ```text
//! dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data
//! mediatype  := [ type "/" subtype ] *( ";" parameter )
//! data       := *urlchar
//! parameter  := attribute "=" value
//! ```
//!
//! with `type`, `subtype`, `attribute` and `value` those of RFC 2045 §5.1,
//! read percent-decoded:
//!
//! ```text
//! value := token / quoted-string
//! token := 1*<any (US-ASCII) CHAR except SPACE, CTLs,
//!             or tspecials>
//! tspecials :=  "(" / ")" / "<" / ">" / "@" /
//!               "," / ";" / ":" / "\" / <">
//!               "/" / "[" / "]" / "?" / "="
//! ```
//!
//! With `;base64` (any case), the data, percent-decoded, is base64 of RFC
//! 4648 §4: the 64 characters `A`-`Z`, `a`-`z`, `0`-`9`, `+`, `/` in groups
//! of four, the last padded with one or two `=`, and (§3.5) no bit set
//! beyond the last octet. The data runs from the first `,` to the fragment
//! (a `?` in it is data); the fragment is RFC 3986's (§3.5).
//!
//! [`DataUri`] is the typed view, which decodes.

use crate::error::{ParseError, RfcRule};
use crate::rfc3986::scheme::{octet, rfc_fail, rfc_fail_octet};
use crate::rfc3986::uri::UriRef;
use crate::view::url::NO_OFFSET;

/// Where the parts of a data URI are: the media type (from after `data:`
/// to the `;base64` or the `,`), whether `;base64` is given, and the data
/// (from after the `,` to the fragment or the end).
#[derive(Clone, Copy)]
pub(crate) struct Parts {
    /// The media type with its parameters, without `;base64`.
    pub(crate) media: (usize, usize),
    /// Whether `;base64` is given.
    pub(crate) base64: bool,
    /// The data.
    pub(crate) data: (usize, usize),
}

/// The rules of RFC 2397 §3 on the valid `URI` `u`, whose scheme is `data`.
pub(crate) const fn check(u: &UriRef<'_>) -> Result<(), ParseError> {
    match parts(u) {
        Ok(_) => Ok(()),
        Err(e) => Err(e),
    }
}

/// Whether `c` is a `token` character of RFC 2045 §5.1.
pub(crate) const fn token(c: u8) -> bool {
    c > b' '
        && c < 0x7f
        && !matches!(
            c,
            b'(' | b')' | b'<' | b'>' | b'@' | b',' | b';' | b':' | b'\\' | b'"' | b'/' | b'[' | b']' | b'?' | b'='
        )
}

/// A token from `i` (percent-decoded) to the first octet it does not take:
/// that index, or the error of an empty token.
const fn read_token(b: &[u8], i: usize, end: usize) -> Result<usize, ParseError> {
    let mut k = i;
    while k < end {
        let (c, n) = octet(b, k);
        if !token(c) {
            break;
        }
        k = n;
    }
    if k == i {
        if k < end {
            let (c, n) = octet(b, k);
            // A stray character rather than an empty token.
            if !matches!(c, b'/' | b';' | b'=' | b'"') {
                return Err(rfc_fail_octet(k, n - k, c, RfcRule::MediaChar));
            }
        }
        return Err(rfc_fail(k, 0, RfcRule::MediaEmpty));
    }
    Ok(k)
}

/// Whether `b[i..end]` is `base64`, in any case.
const fn is_base64_param(b: &[u8], i: usize, end: usize) -> bool {
    end - i == 6 && crate::chars::eq_ignore_case(b.split_at(i).1.split_at(6).0, b"base64")
}

/// [`check`], returning the parts.
pub(crate) const fn parts(u: &UriRef<'_>) -> Result<Parts, ParseError> {
    let b = u.s.as_bytes();
    let start = u.scheme_end as usize + 1;
    let end = if u.fragment != NO_OFFSET { u.fragment as usize } else { b.len() };
    let mut comma = start;
    while comma < end && b[comma] != b',' {
        comma += 1;
    }
    if comma == end {
        return Err(rfc_fail(end, 0, RfcRule::DataComma));
    }
    let mut parts = Parts { media: (start, comma), base64: false, data: (comma + 1, end) };
    let mut i = start;
    // [ type "/" subtype ]
    if i < comma && octet(b, i).0 != b';' {
        i = match read_token(b, i, comma) {
            Ok(k) => k,
            Err(e) => return Err(e),
        };
        if i == comma || octet(b, i).0 != b'/' {
            return Err(rfc_fail(start, i - start, RfcRule::MediaSlash));
        }
        i = match read_token(b, octet(b, i).1, comma) {
            Ok(k) => k,
            Err(e) => return Err(e),
        };
    }
    // *( ";" parameter ) [ ";base64" ]
    while i < comma {
        let (c, n) = octet(b, i);
        if c != b';' {
            return Err(rfc_fail_octet(i, n - i, c, RfcRule::MediaChar));
        }
        let semi = i;
        i = match read_token(b, n, comma) {
            Ok(k) => k,
            Err(e) => return Err(e),
        };
        if i == comma && is_base64_param(b, n, i) {
            parts.media.1 = semi;
            parts.base64 = true;
            break;
        }
        if i == comma || octet(b, i).0 != b'=' {
            return Err(rfc_fail(n, i - n, RfcRule::MediaParam));
        }
        i = octet(b, i).1;
        if i < comma && octet(b, i).0 == b'"' {
            // quoted-string (RFC 822 §3.3): qtext, or '\' and a character.
            let open = i;
            i = octet(b, i).1;
            loop {
                if i >= comma {
                    return Err(rfc_fail(open, comma - open, RfcRule::MediaQuote));
                }
                let (c, n) = octet(b, i);
                if c == b'"' {
                    i = n;
                    break;
                }
                if c == b'\\' && n < comma {
                    let (d, m) = octet(b, n);
                    if d >= 0x80 {
                        return Err(rfc_fail_octet(n, m - n, d, RfcRule::MediaChar));
                    }
                    i = m;
                    continue;
                }
                if c >= 0x80 || c == b'\r' || c == b'\\' {
                    return Err(rfc_fail_octet(i, n - i, c, RfcRule::MediaChar));
                }
                i = n;
            }
        } else {
            i = match read_token(b, i, comma) {
                Ok(k) => k,
                Err(e) => return Err(e),
            };
        }
    }
    if parts.base64 {
        if let Err(e) = base64(b, parts.data.0, parts.data.1) {
            return Err(e);
        }
    }
    Ok(parts)
}

/// The value of a base64 character, or 0xff.
pub(crate) const fn b64_value(c: u8) -> u8 {
    match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => 0xff,
    }
}

/// The base64 written (percent-encoded) in `b[start..end]`.
const fn base64(b: &[u8], start: usize, end: usize) -> Result<(), ParseError> {
    let mut i = start;
    let mut count = 0;
    let mut pad = 0;
    // The last character before the padding: its offset and value.
    let mut last = (start, 0u8);
    while i < end {
        let (c, n) = octet(b, i);
        if c == b'=' {
            pad += 1;
            if pad > 2 {
                return Err(rfc_fail(i, n - i, RfcRule::Base64Padding));
            }
        } else if b64_value(c) == 0xff {
            return Err(rfc_fail_octet(i, n - i, c, RfcRule::Base64Char));
        } else if pad > 0 {
            return Err(rfc_fail(i, n - i, RfcRule::Base64Padding));
        } else {
            last = (i, b64_value(c));
        }
        count += 1;
        i = n;
    }
    if count % 4 != 0 {
        return Err(rfc_fail(start, end - start, RfcRule::Base64Length));
    }
    // One '=' leaves 2 bits over, two '=' leave 4.
    let mask = match pad {
        1 => 0b11,
        2 => 0b1111,
        _ => 0,
    };
    if last.1 & mask != 0 {
        let (_, n) = octet(b, last.0);
        return Err(rfc_fail(last.0, n - last.0, RfcRule::Base64Bits));
    }
    Ok(())
}

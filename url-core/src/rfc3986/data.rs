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
use crate::rfc3986::own_rfc::{octet, rfc_fail, rfc_fail_octet};
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
    match parts(u, true) {
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
                return Err(rfc_fail_octet(b, k, n - k, c, RfcRule::MediaChar));
            }
        }
        return Err(rfc_fail(k, 0, RfcRule::MediaEmpty));
    }
    Ok(k)
}

/// Whether `b[i..end]`, percent-decoded, is `base64`, in any case.
const fn is_base64_param(b: &[u8], mut i: usize, end: usize) -> bool {
    let want = b"base64";
    let mut k = 0;
    while i < end {
        let (c, n) = octet(b, i);
        if k == want.len() || c.to_ascii_lowercase() != want[k] {
            return false;
        }
        k += 1;
        i = n;
    }
    k == want.len()
}

/// [`check`], returning the parts; without `base64`, the base64 data is
/// not checked (the typed view of a URI that `Uri::parse` checked).
pub(crate) const fn parts(u: &UriRef<'_>, base64: bool) -> Result<Parts, ParseError> {
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
            return Err(rfc_fail_octet(b, i, n - i, c, RfcRule::MediaChar));
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
                        return Err(rfc_fail_octet(b, n, m - n, d, RfcRule::MediaChar));
                    }
                    i = m;
                    continue;
                }
                if c >= 0x80 || c == b'\r' || c == b'\\' {
                    return Err(rfc_fail_octet(b, i, n - i, c, RfcRule::MediaChar));
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
    if parts.base64 && base64 {
        if let Err(e) = check_base64(b, parts.data.0, parts.data.1) {
            return Err(e);
        }
    }
    Ok(parts)
}

/// [`b64_value`] of every octet, for the loops over long data.
const B64: [u8; 256] = {
    let mut t = [0xff; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = b64_value(c as u8);
        c += 1;
    }
    t
};

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
const fn check_base64(b: &[u8], start: usize, end: usize) -> Result<(), ParseError> {
    let mut i = start;
    let mut count = 0;
    let mut pad = 0;
    // The last character before the padding: its offset and value.
    let mut last = (start, 0u8);
    while i < end {
        // the common run: characters of the alphabet written as themselves
        let v = B64[b[i] as usize];
        if v != 0xff && pad == 0 {
            last = (i, v);
            count += 1;
            i += 1;
            continue;
        }
        let (c, n) = octet(b, i);
        if c == b'=' {
            pad += 1;
            if pad > 2 {
                return Err(rfc_fail(i, n - i, RfcRule::Base64Padding));
            }
        } else if b64_value(c) == 0xff {
            return Err(rfc_fail_octet(b, i, n - i, c, RfcRule::Base64Char));
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

/// A data URI (RFC 2397 §3): a [`Uri`] whose scheme is `data`, so that it
/// has a media type of RFC 2045 §5.1 and, with `;base64`, base64 data of
/// RFC 4648 §4. `decode` (feature `alloc`) gives the octets;
/// [`decode_array`](Self::decode_array) does it in a `const` item (as
/// `data_uri!(bytes ..)` does for a constant argument; a literal it decodes
/// itself), so that an embedded asset costs no decoding at run time.
///
/// This is RFC 2397's reading, which refuses what the WHATWG "data: URL
/// processor" (browsers, the `data-url` crate) repairs: spaces and other
/// characters RFC 3986 does not take, a media type that is no RFC 2045
/// `type/subtype` (`data:X,X`), base64 without its padding or with spaces in
/// it, `;base64` before another parameter (`tests/conformance/schemes-README.md`
/// lists the 46 such cases of the web-platform-tests).
///
/// ```
/// use url_core::DataUri;
///
/// const NOTE: DataUri<'static> = match DataUri::parse_const("data:text/plain;charset=UTF-8;base64,SGVsbG8=") {
///     Ok(d) => d,
///     Err(_) => panic!("invalid data URI"),
/// };
/// const BYTES: [u8; NOTE.decoded_len()] = NOTE.decode_array();
/// assert_eq!(&BYTES, b"Hello");
/// assert_eq!((NOTE.media_type(), NOTE.is_base64()), (Some("text/plain"), true));
/// assert_eq!(NOTE.parameters().collect::<Vec<_>>(), [("charset", "UTF-8")]);
///
/// let plain = DataUri::parse("data:,A%20brief%20note").unwrap();
/// # #[cfg(feature = "alloc")]
/// assert_eq!(plain.decode(), b"A brief note");
/// assert_eq!(plain.media_type(), None);
///
/// let e = DataUri::parse("data:text/plain;base64,SGVsbG8").unwrap_err();
/// assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (23, 7, "base64", "RFC 4648 4"));
/// ```
///
/// [`Uri`]: crate::Uri
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DataUri<'a> {
    uri: crate::rfc3986::uri::Uri<'a>,
    /// Where the media type (and its parameters, without `;base64`) ends.
    media_end: u32,
    /// Where the data starts (after the `,`).
    data_start: u32,
    /// Where the data ends (the `#` or the end).
    data_end: u32,
    base64: bool,
}

crate::rfc3986::own_rfc::rfc_view!(DataUri, crate::rfc3986::scheme::RfcScheme::Data);

impl<'a> DataUri<'a> {
    /// The view of a URI whose scheme is `data` (for `from_uri`).
    const fn layout(uri: crate::rfc3986::uri::Uri<'a>) -> Self {
        let p = match parts(&uri.0, false) {
            Ok(p) => p,
            // `Uri::parse` checked the URI.
            Err(_) => Parts { media: (5, 5), base64: false, data: (5, 5) },
        };
        DataUri {
            uri,
            media_end: p.media.1 as u32,
            data_start: p.data.0 as u32,
            data_end: p.data.1 as u32,
            base64: p.base64,
        }
    }

    /// The media type and its parameters as written, without `;base64`
    /// (`text/plain;charset=UTF-8`; empty when the URI gives none).
    pub const fn media_type_and_parameters(&self) -> &'a str {
        let s = self.uri.as_str();
        let start = self.uri.scheme().len() + 1;
        s.split_at(self.media_end as usize).0.split_at(start).1
    }

    /// `type/subtype` as written, when the URI gives one (RFC 2397 §3 then
    /// reads `text/plain;charset=US-ASCII`).
    pub const fn media_type(&self) -> Option<&'a str> {
        let m = self.media_type_and_parameters().as_bytes();
        let i = find(m, 0, b';').0;
        if i == 0 {
            return None;
        }
        Some(self.media_type_and_parameters().split_at(i).0)
    }

    /// The parameters, in order, as `(attribute, value)` as written (a
    /// quoted value without its quotes).
    pub fn parameters(&self) -> Parameters<'a> {
        let m = self.media_type_and_parameters();
        let (i, n) = find(m.as_bytes(), 0, b';');
        Parameters { rest: if i < m.len() { Some(&m[n..]) } else { None } }
    }

    /// Whether `;base64` is given.
    pub const fn is_base64(&self) -> bool {
        self.base64
    }

    /// The data after the `,`, raw (percent-encoded, and base64 when
    /// [`is_base64`](Self::is_base64)).
    pub const fn data(&self) -> &'a str {
        self.uri.as_str().split_at(self.data_end as usize).0.split_at(self.data_start as usize).1
    }

    /// The number of octets the data decodes to.
    pub const fn decoded_len(&self) -> usize {
        let b = self.data().as_bytes();
        let mut i = 0;
        let mut n = 0;
        let mut pad = 0;
        while i < b.len() {
            let (c, next) = octet(b, i);
            if c == b'=' {
                pad += 1;
            }
            n += 1;
            i = next;
        }
        if self.base64 {
            n / 4 * 3 - pad
        } else {
            n
        }
    }

    /// Decodes the data into `out`, which must hold at least
    /// [`decoded_len`](Self::decoded_len) octets: percent-decoding, then
    /// base64 when [`is_base64`](Self::is_base64). Returns the number of
    /// octets written.
    ///
    /// # Panics
    ///
    /// When `out` is shorter than [`decoded_len`](Self::decoded_len).
    pub const fn decode_into(&self, out: &mut [u8]) -> usize {
        let b = self.data().as_bytes();
        let mut i = 0;
        let mut n = 0;
        if !self.base64 {
            while i < b.len() {
                let (c, next) = octet(b, i);
                out[n] = c;
                n += 1;
                i = next;
            }
            return n;
        }
        let mut acc: u32 = 0;
        let mut bits = 0;
        while i < b.len() {
            let (c, next) = octet(b, i);
            i = next;
            if c == b'=' {
                break;
            }
            acc = (acc << 6) | b64_value(c) as u32;
            bits += 6;
            if bits >= 8 {
                bits -= 8;
                out[n] = (acc >> bits) as u8;
                n += 1;
            }
        }
        n
    }

    /// The decoded data as an array, in a `const` item: `N` is
    /// [`decoded_len`](Self::decoded_len).
    ///
    /// # Panics
    ///
    /// When `N` is not [`decoded_len`](Self::decoded_len) (at compile time
    /// in a `const` item).
    pub const fn decode_array<const N: usize>(&self) -> [u8; N] {
        let mut out = [0u8; N];
        let n = self.decode_into(&mut out);
        assert!(n == N, "decode_array: N is not decoded_len()");
        out
    }

    /// The decoded data: percent-decoding, then base64 when
    /// [`is_base64`](Self::is_base64).
    #[cfg(feature = "alloc")]
    pub fn decode(&self) -> alloc::vec::Vec<u8> {
        let b = self.data().as_bytes();
        if self.base64 && !b.contains(&b'%') {
            return decode_base64(b);
        }
        let mut out = alloc::vec![0u8; self.decoded_len()];
        let n = self.decode_into(&mut out);
        out.truncate(n);
        out
    }
}

/// Base64 written without escapes, as `DataUri::parse` has checked it (RFC
/// 4648 §4: the alphabet, a length that is a multiple of 4, at most two
/// `=` at the end), four characters to three octets at a time: the run-time
/// path of [`DataUri::decode`], whose octet-by-octet `decode_into` serves
/// `const` evaluation.
#[cfg(feature = "alloc")]
fn decode_base64(b: &[u8]) -> alloc::vec::Vec<u8> {
    let v = |c: u8| u32::from(B64[usize::from(c)]);
    let body = b.strip_suffix(b"==").or_else(|| b.strip_suffix(b"=")).unwrap_or(b);
    let mut out = alloc::vec::Vec::with_capacity(body.len() / 4 * 3 + 2);
    let mut quads = body.chunks_exact(4);
    for q in &mut quads {
        let n = v(q[0]) << 18 | v(q[1]) << 12 | v(q[2]) << 6 | v(q[3]);
        out.extend_from_slice(&[(n >> 16) as u8, (n >> 8) as u8, n as u8]);
    }
    match *quads.remainder() {
        [a, b] => out.push(((v(a) << 18 | v(b) << 12) >> 16) as u8),
        [a, b, c] => {
            let n = v(a) << 18 | v(b) << 12 | v(c) << 6;
            out.extend_from_slice(&[(n >> 16) as u8, (n >> 8) as u8]);
        }
        _ => {}
    }
    out
}

/// Where the first octet `target` is written in `b` from `i` (itself or
/// `%XX`), and the index after it; `(b.len(), b.len())` when none is.
const fn find(b: &[u8], mut i: usize, target: u8) -> (usize, usize) {
    while i < b.len() {
        let (c, n) = octet(b, i);
        if c == target {
            return (i, n);
        }
        i = n;
    }
    (b.len(), b.len())
}

/// The parameters of a [`DataUri`] ([`DataUri::parameters`]).
#[derive(Clone, Debug)]
pub struct Parameters<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for Parameters<'a> {
    type Item = (&'a str, &'a str);

    fn next(&mut self) -> Option<Self::Item> {
        let rest = self.rest?;
        let (eq, n) = find(rest.as_bytes(), 0, b'=');
        if eq == rest.len() {
            self.rest = None;
            return None;
        }
        let (attr, after) = (&rest[..eq], &rest[n..]);
        let quoted = after.strip_prefix('"').or_else(|| after.strip_prefix("%22"));
        let (value, next) = match quoted {
            Some(q) => {
                // The closing quote: '"' or %22 not after a '\' (or %5C).
                let qb = q.as_bytes();
                let mut i = 0;
                let end = loop {
                    let (c, n) = octet(qb, i);
                    if c == b'\\' {
                        i = octet(qb, n).1;
                        continue;
                    }
                    if c == b'"' {
                        break (i, n);
                    }
                    i = n;
                };
                let tail = &q[end.1..];
                let (i, n) = find(tail.as_bytes(), 0, b';');
                (&q[..end.0], if i < tail.len() { Some(&tail[n..]) } else { None })
            }
            None => {
                let (i, n) = find(after.as_bytes(), 0, b';');
                (&after[..i], if i < after.len() { Some(&after[n..]) } else { None })
            }
        };
        self.rest = next;
        Some((attr, value))
    }
}

impl core::iter::FusedIterator for Parameters<'_> {}

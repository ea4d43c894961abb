//! RFC 3986 §3.2: `authority = [ userinfo "@" ] host [ ":" port ]`, with
//! `userinfo` (§3.2.1), `host` (§3.2.2) and `port` (§3.2.3).
//!
//! ```text
//! userinfo    = *( unreserved / pct-encoded / sub-delims / ":" )
//! host        = IP-literal / IPv4address / reg-name
//! reg-name    = *( unreserved / pct-encoded / sub-delims )
//! port        = *DIGIT
//! ```
//!
//! The authority ends at the first `/`, `?` or `#` (or the end); neither
//! `userinfo`, `host` nor `port` holds an `@`, so the userinfo is what stands
//! before the first `@` of the authority, if there is one.

use core::fmt;

use crate::chars::{self, DIGIT};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc3986::ip::{self, Literal};
use crate::scan::swar::class_end_bytewise;
use crate::scan::{byte, scan, tri};

/// A host of RFC 3986 §3.2.2, as [`Uri::host`](crate::Uri::host) gives it.
///
/// ```
/// use url_core::{Uri, UriHost};
///
/// let host = |s| Uri::parse(s).unwrap().host();
/// assert_eq!(host("http://example.com/"), Some(UriHost::RegName("example.com")));
/// assert_eq!(host("http://192.0.2.1/"), Some(UriHost::Ipv4([192, 0, 2, 1])));
/// assert_eq!(host("http://[2001:db8::1]/"), Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])));
/// assert_eq!(host("http://[v7.x:y]/"), Some(UriHost::IpvFuture("v7.x:y")));
/// // Not four dec-octets: a reg-name.
/// assert_eq!(host("http://256.1.1.1/"), Some(UriHost::RegName("256.1.1.1")));
/// assert_eq!(host("mailto:a@example.com"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UriHost<'a> {
    /// `reg-name`: a registered name, raw (still percent-encoded, in the case
    /// it was written); may be empty (`file:///x`).
    RegName(&'a str),
    /// `IPv4address`: four `dec-octet`s, each without a leading zero.
    Ipv4([u8; 4]),
    /// `IPv6address` in brackets: its eight 16-bit groups, `::` expanded and
    /// an embedded IPv4 address read as the last two.
    Ipv6([u16; 8]),
    /// `IPvFuture` in brackets: the text between them (`v1.abc`).
    IpvFuture(&'a str),
}

impl<'a> UriHost<'a> {
    /// `"reg-name"`, `"ipv4"`, `"ipv6"` or `"ipvfuture"`.
    pub const fn kind(&self) -> &'static str {
        match self {
            UriHost::RegName(_) => "reg-name",
            UriHost::Ipv4(_) => "ipv4",
            UriHost::Ipv6(_) => "ipv6",
            UriHost::IpvFuture(_) => "ipvfuture",
        }
    }
}

impl fmt::Display for UriHost<'_> {
    /// The host as a URI writes it: IPv6 in its RFC 5952 form, in brackets.
    ///
    /// ```
    /// use url_core::UriHost;
    /// assert_eq!(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]).to_string(), "[2001:db8::1:0:0:1]");
    /// assert_eq!(UriHost::Ipv4([10, 0, 0, 1]).to_string(), "10.0.0.1");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UriHost::RegName(s) => f.write_str(s),
            UriHost::Ipv4([a, b, c, d]) => write!(f, "{a}.{b}.{c}.{d}"),
            UriHost::IpvFuture(s) => write!(f, "[{s}]"),
            UriHost::Ipv6(g) => {
                // RFC 5952 §4.2: the longest run of two or more zero groups
                // (the first of equals) becomes "::".
                let (mut best, mut best_len, mut k) = (8, 1, 0);
                while k < 8 {
                    let mut e = k;
                    while e < 8 && g[e] == 0 {
                        e += 1;
                    }
                    if e - k > best_len {
                        (best, best_len) = (k, e - k);
                    }
                    k = e + 1;
                }
                f.write_str("[")?;
                let mut k = 0;
                while k < 8 {
                    if k == best {
                        f.write_str("::")?;
                        k += best_len;
                        continue;
                    }
                    if k > 0 && k != best + best_len {
                        f.write_str(":")?;
                    }
                    write!(f, "{:x}", g[k])?;
                    k += 1;
                }
                f.write_str("]")
            }
        }
    }
}

/// The kind of host a parsed URI holds (what [`UriHost`] is built from).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum HostKind {
    /// No authority.
    None,
    /// A `reg-name` (possibly empty).
    RegName,
    /// An `IPv4address`.
    Ipv4([u8; 4]),
    /// An `IPv6address` in brackets, its eight groups.
    Ipv6([u16; 8]),
    /// An `IPvFuture` in brackets.
    IpvFuture,
}

/// What [`authority`] read: positions in the input.
#[derive(Clone, Copy)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(crate) struct Authority {
    /// Where the host starts: the authority's start without userinfo, else
    /// after the `@`.
    pub(crate) host_start: usize,
    pub(crate) host_end: usize,
    /// Where the authority ends (a `/`, `?`, `#` or the end of the input).
    pub(crate) end: usize,
    /// The port's value, when there are digits after the `:`.
    pub(crate) port: u16,
    pub(crate) host: HostKind,
}

/// Whether `i` ends an authority: the end of the input, `/`, `?` or `#`.
#[inline(always)]
const fn at_end(b: &[u8], i: usize) -> bool {
    i >= b.len() || matches!(b[i], b'/' | b'?' | b'#')
}

/// `authority` from `start` (just after `//`).
///
/// The common case in one pass: a `reg-name` run, then `@`, or `:` and the
/// port's digits, or the end. Anything else goes to [`authority_split`],
/// which finds the `@` first so that an error is blamed on the right part.
#[inline(always)]
pub(crate) const fn authority(b: &[u8], start: usize) -> Result<Authority, ParseError> {
    let k = match scan::<{ chars::U_REG_NAME }>(b, start, Component::UriHost) {
        Ok(k) => k,
        Err(_) => return authority_split(b, start),
    };
    if at_end(b, k) {
        return after_host(b, start, k, reg_name_kind(b, start, k));
    }
    match b[k] {
        b'@' => hostport(b, k + 1),
        b':' => {
            let p = class_end_bytewise::<DIGIT>(b, k + 1);
            if at_end(b, p) {
                return after_host(b, start, k, reg_name_kind(b, start, k));
            }
            // Perhaps `user:password@`.
            match scan::<{ chars::U_USERINFO }>(b, p, Component::UriUserinfo) {
                Ok(q) if byte(b, q) == b'@' => hostport(b, q + 1),
                _ => authority_split(b, start),
            }
        }
        // An IP literal: `host [ ":" port ]` holds no '@', so when it reads
        // to the end of the authority there was no userinfo.
        b'[' if k == start => match hostport(b, start) {
            Ok(a) => Ok(a),
            Err(_) => authority_split(b, start),
        },
        _ => authority_split(b, start),
    }
}

/// `authority` read by the book: the userinfo is what stands before the
/// first `@` of the authority, if any.
const fn authority_split(b: &[u8], start: usize) -> Result<Authority, ParseError> {
    let mut at = start;
    while !at_end(b, at) && b[at] != b'@' {
        at += 1;
    }
    if at_end(b, at) {
        return hostport(b, start);
    }
    let k = tri!(scan::<{ chars::U_USERINFO }>(b, start, Component::UriUserinfo));
    if k < at {
        return Err(ParseError::unexpected(b, k, Component::UriUserinfo));
    }
    hostport(b, at + 1)
}

/// `host [ ":" port ]` from `hs` to the end of the authority.
pub(crate) const fn hostport(b: &[u8], hs: usize) -> Result<Authority, ParseError> {
    let (k, host) = if byte(b, hs) == b'[' {
        match tri!(ip::ip_literal(b, hs)) {
            (k, Literal::V6(groups)) => (k, HostKind::Ipv6(groups)),
            (k, Literal::Future) => (k, HostKind::IpvFuture),
        }
    } else {
        let k = tri!(scan::<{ chars::U_REG_NAME }>(b, hs, Component::UriHost));
        (k, reg_name_kind(b, hs, k))
    };
    after_host(b, hs, k, host)
}

/// An IPv4address or else a reg-name: the kind of the host `b[hs..k]` of
/// reg-name characters.
#[inline(always)]
const fn reg_name_kind(b: &[u8], hs: usize, k: usize) -> HostKind {
    // An IPv4address starts with a digit.
    if hs < k && b[hs].is_ascii_digit() {
        if let Some(a) = ip::ipv4(b, hs, k) {
            return HostKind::Ipv4(a);
        }
    }
    HostKind::RegName
}

/// `[ ":" port ]` after the host `b[hs..k]` of kind `host`, to the end of
/// the authority.
#[inline(always)]
const fn after_host(b: &[u8], hs: usize, k: usize, host: HostKind) -> Result<Authority, ParseError> {
    let mut a = Authority { host_start: hs, host_end: k, end: k, port: 0, host };
    if at_end(b, k) {
        return Ok(a);
    }
    if b[k] != b':' {
        if matches!(host, HostKind::Ipv6(_) | HostKind::IpvFuture) {
            return Err(ParseError::at_char(b, k, ErrorKind::Trailing, Component::UriIpLiteral));
        }
        return Err(ParseError::unexpected(b, k, Component::UriHost));
    }
    // port = *DIGIT, up to the end of the authority.
    let p = class_end_bytewise::<DIGIT>(b, k + 1);
    if !at_end(b, p) {
        return Err(ParseError::unexpected(b, p, Component::UriPort));
    }
    let mut v: u32 = 0;
    let mut i = k + 1;
    while i < p {
        v = v * 10 + (b[i] - b'0') as u32;
        if v > 65535 {
            return Err(ParseError::new(k + 1, p - k - 1, ErrorKind::PortRange, Component::UriPort));
        }
        i += 1;
    }
    a.port = v as u16;
    a.end = p;
    Ok(a)
}

#[cfg(test)]
mod tests {
    //! The one-pass reading of [`authority`] must agree with the reading by
    //! the book ([`authority_split`]), result for result and error for error.

    extern crate std;

    use super::*;
    use std::string::String;

    #[test]
    fn fast_reading_agrees_with_the_split() {
        let pieces = [
            "a", "b.c", "1.2.3.4", "256", ":", ":", "80", "@", "@", "[", "]", "[::1]", "[v1.x]", "%41", "%4", " ", "é",
            "!", "/", "?", "#", "x", "99999",
        ];
        let mut state = 1u64;
        let mut fast = 0;
        for _ in 0..100_000 {
            let mut s = String::from("//");
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let n = 1 + (state >> 60) as usize % 7;
            for k in 0..n {
                let r = state.rotate_left(9 * k as u32 + 5);
                s.push_str(pieces[(r >> 40) as usize % pieces.len()]);
            }
            let b = s.as_bytes();
            let got = authority(b, 2);
            assert_eq!(got, authority_split(b, 2), "{s:?}");
            fast += got.is_ok() as usize;
        }
        assert!(fast > 10_000, "{fast}");
    }
}

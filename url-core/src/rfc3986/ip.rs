//! RFC 3986 §3.2.2: `IPv4address` (`dec-octet`), `IP-literal` with
//! `IPv6address` (the nine forms of RFC 4291 §2.2, embedded IPv4 included)
//! and `IPvFuture`.
//!
//! ```text
//! IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"
//! IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
//! IPv6address   =                            6( h16 ":" ) ls32
//!               /                       "::" 5( h16 ":" ) ls32
//!               / [               h16 ] "::" 4( h16 ":" ) ls32
//!               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
//!               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
//!               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
//!               / [ *4( h16 ":" ) h16 ] "::"              ls32
//!               / [ *5( h16 ":" ) h16 ] "::"              h16
//!               / [ *6( h16 ":" ) h16 ] "::"
//! h16           = 1*4HEXDIG
//! ls32          = ( h16 ":" h16 ) / IPv4address
//! IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet
//! dec-octet     = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
//! ```
//!
//! The nine alternatives of `IPv6address` say together: at most eight
//! groups, of which `::` (once at most) stands for one or more zero groups,
//! and an IPv4 address may take the place of the last two. The reader here
//! goes once from left to right and reports the first byte that cannot
//! continue any of them.

use crate::chars::{self, hex_val, is, HEX};
use crate::error::{Component, ErrorKind, IpError, ParseError};
use crate::scan::byte;
use crate::scan::swar::class_end_bytewise;

/// `IPv4address` exactly (four `dec-octet`s: no leading zero, each at most
/// 255) in `b[start..end]`, or `None` (then the host is a `reg-name`, as
/// `256.1.1.1` and `01.1.1.1` are).
pub(crate) const fn ipv4(b: &[u8], start: usize, end: usize) -> Option<[u8; 4]> {
    let mut out = [0u8; 4];
    let mut i = start;
    let mut k = 0;
    while k < 4 {
        let g = i;
        let mut v: u32 = 0;
        while i < end && b[i].is_ascii_digit() && i - g < 3 {
            v = v * 10 + (b[i] - b'0') as u32;
            i += 1;
        }
        if i == g || v > 255 || (i - g > 1 && b[g] == b'0') {
            return None;
        }
        out[k] = v as u8;
        k += 1;
        if k < 4 {
            if i < end && b[i] == b'.' {
                i += 1;
            } else {
                return None;
            }
        }
    }
    if i == end {
        Some(out)
    } else {
        None
    }
}

/// What an IP literal holds.
#[derive(Clone, Copy)]
pub(crate) enum Literal {
    /// An `IPv6address`, as its eight groups.
    V6([u16; 8]),
    /// An `IPvFuture`.
    Future,
}

/// `IP-literal` from the `[` at `open`: the index after its `]`, and what
/// it holds.
pub(crate) const fn ip_literal(b: &[u8], open: usize) -> Result<(usize, Literal), ParseError> {
    match byte(b, open + 1) {
        b'v' | b'V' => match ipvfuture(b, open) {
            Ok(end) => Ok((end, Literal::Future)),
            Err(e) => Err(e),
        },
        _ => match ipv6(b, open) {
            Ok((end, groups)) => Ok((end, Literal::V6(groups))),
            Err(e) => Err(e),
        },
    }
}

/// An error at byte `i` inside the literal opened at `open`; at the end of
/// the input, the literal is unclosed (reported at its `[`).
const fn at(b: &[u8], open: usize, i: usize, kind: ErrorKind, comp: Component) -> ParseError {
    if i >= b.len() {
        ParseError::new(open, b.len() - open, ErrorKind::UriUnclosed, Component::UriIpLiteral)
    } else {
        ParseError::at_char(b, i, kind, comp)
    }
}

/// [`at`] for one of the [`IpError`]s.
const fn ip_err(b: &[u8], open: usize, i: usize, e: IpError, comp: Component) -> ParseError {
    at(b, open, i, ErrorKind::UriIp(e), comp)
}

/// The value of a `HEXDIG` byte, or 0xff for any other byte: one lookup
/// for the membership test and the value.
const HEX_VALUE: [u8; 256] = {
    let mut t = [0xffu8; 256];
    let mut c = 0;
    while c < 256 {
        if is(c as u8, HEX) {
            t[c] = hex_val(c as u8);
        }
        c += 1;
    }
    t
};

/// `IPv6address "]"` after the `[` at `open`: the index after the `]` and
/// the eight groups (an embedded IPv4 address gives the last two).
pub(crate) const fn ipv6(b: &[u8], open: usize) -> Result<(usize, [u16; 8]), ParseError> {
    const V6: Component = Component::UriIpv6;
    /// No `::` (yet).
    const NO_GAP: usize = 9;
    let mut groups = [0u16; 8];
    // Groups read, where `::` stands (how many groups before it), and
    // whether the last thing read is that `::`.
    let mut n = 0;
    let mut gap = NO_GAP;
    let mut after_gap = false;
    let mut i = open + 1;
    if byte(b, i) == b':' {
        if byte(b, i + 1) != b':' {
            return Err(ip_err(b, open, i + 1, IpError::SingleColon, V6));
        }
        gap = 0;
        after_gap = true;
        i += 2;
    }
    loop {
        // At the start of a group: after `[`, `:` or `::`.
        let limit = if gap == NO_GAP { 8 } else { 7 };
        let g = i;
        let mut v: u32 = 0;
        while i < b.len() && i - g < 4 {
            let d = HEX_VALUE[b[i] as usize];
            if d > 15 {
                break;
            }
            v = v << 4 | d as u32;
            i += 1;
        }
        let c = byte(b, i);
        if i == g {
            if c == b']' && after_gap {
                return Ok((i + 1, expand(groups, n, gap)));
            }
            let e = match c {
                b':' => IpError::TripleColon,
                b']' if n == 0 && gap == NO_GAP => {
                    return Err(ip_err(b, open, i, IpError::Empty, Component::UriIpLiteral));
                }
                b']' => IpError::TrailingColon,
                _ => return Err(at(b, open, i, ErrorKind::Unexpected, V6)),
            };
            return Err(ip_err(b, open, i, e, V6));
        }
        if n == limit {
            // `::` after seven groups: only `]` may follow.
            return Err(ip_err(b, open, g, IpError::TooManyGroups, V6));
        }
        if i - g == 4 && is(c, HEX) {
            return Err(ip_err(b, open, i, IpError::GroupTooLong, V6));
        }
        if c == b'.' {
            // ls32 as an IPv4address: this group is its first dec-octet.
            let first = match ipv4_octet(b, g, i) {
                Some(v) => v,
                None => return Err(ip_err(b, open, i, IpError::NotOctet, Component::UriIpv4)),
            };
            if !(gap == NO_GAP && n == 6 || gap != NO_GAP && n <= 5) {
                return Err(ip_err(b, open, i, IpError::Ipv4Position, V6));
            }
            let (end, rest) = match ipv4_tail(b, open, i) {
                Ok(found) => found,
                Err(e) => return Err(e),
            };
            groups[n] = (first as u16) << 8 | rest[0] as u16;
            groups[n + 1] = (rest[1] as u16) << 8 | rest[2] as u16;
            return Ok((end, expand(groups, n + 2, gap)));
        }
        groups[n] = v as u16;
        n += 1;
        after_gap = false;
        match c {
            b']' => {
                if gap == NO_GAP && n < 8 {
                    return Err(ip_err(b, open, i, IpError::TooFewGroups, V6));
                }
                return Ok((i + 1, expand(groups, n, gap)));
            }
            b':' if byte(b, i + 1) == b':' => {
                if gap != NO_GAP {
                    return Err(ip_err(b, open, i + 1, IpError::SecondGap, V6));
                }
                if n == 8 {
                    return Err(ip_err(b, open, i, IpError::TooManyGroups, V6));
                }
                gap = n;
                after_gap = true;
                i += 2;
            }
            b':' => {
                if n == limit {
                    return Err(ip_err(b, open, i, IpError::TooManyGroups, V6));
                }
                i += 1;
            }
            _ => return Err(at(b, open, i, ErrorKind::Unexpected, V6)),
        }
    }
}

/// The value of `b[start..end]` when it is a `dec-octet`.
const fn ipv4_octet(b: &[u8], start: usize, end: usize) -> Option<u8> {
    if end == start || end - start > 3 || (end - start > 1 && b[start] == b'0') {
        return None;
    }
    let mut v: u32 = 0;
    let mut i = start;
    while i < end {
        if !b[i].is_ascii_digit() {
            return None;
        }
        v = v * 10 + (b[i] - b'0') as u32;
        i += 1;
    }
    if v > 255 {
        None
    } else {
        Some(v as u8)
    }
}

/// `"." dec-octet "." dec-octet "." dec-octet "]"` from the `.` at `i`: the
/// index after the `]` and the three octets.
const fn ipv4_tail(b: &[u8], open: usize, mut i: usize) -> Result<(usize, [u8; 3]), ParseError> {
    const V4: Component = Component::UriIpv4;
    let mut out = [0u8; 3];
    let mut k = 0;
    while k < 3 {
        i += 1; // the '.'
        let s = i;
        let mut v: u32 = 0;
        while i < b.len() && b[i].is_ascii_digit() {
            if i > s && b[s] == b'0' {
                return Err(ip_err(b, open, i, IpError::OctetLeadingZero, V4));
            }
            v = v * 10 + (b[i] - b'0') as u32;
            if v > 255 {
                return Err(ip_err(b, open, i, IpError::OctetRange, V4));
            }
            i += 1;
        }
        if i == s {
            return Err(at(b, open, i, ErrorKind::Unexpected, V4));
        }
        out[k] = v as u8;
        k += 1;
        let c = byte(b, i);
        if k < 3 && c != b'.' {
            if c == b']' {
                return Err(ip_err(b, open, i, IpError::Ipv4Short, V4));
            }
            return Err(at(b, open, i, ErrorKind::Unexpected, V4));
        }
    }
    if byte(b, i) != b']' {
        return Err(at(b, open, i, ErrorKind::Unexpected, V4));
    }
    Ok((i + 1, out))
}

/// The eight groups from the `n` read, `::` standing after the first `gap`
/// of them (`gap` above 8: no `::`, and `n` is 8).
const fn expand(g: [u16; 8], n: usize, gap: usize) -> [u16; 8] {
    if gap > 8 {
        return g;
    }
    let mut out = [0u16; 8];
    let mut k = 0;
    while k < gap {
        out[k] = g[k];
        k += 1;
    }
    let tail = n - gap;
    let mut k = 0;
    while k < tail {
        out[8 - tail + k] = g[gap + k];
        k += 1;
    }
    out
}

/// `IPvFuture "]"` from the `[` at `open` (the `v` follows it): the index
/// after the `]`.
const fn ipvfuture(b: &[u8], open: usize) -> Result<usize, ParseError> {
    const F: Component = Component::UriIpvFuture;
    let i = open + 2;
    let h = class_end_bytewise::<HEX>(b, i);
    if h == i {
        return Err(ip_err(b, open, h, IpError::FutureVersion, F));
    }
    if byte(b, h) != b'.' {
        return Err(ip_err(b, open, h, IpError::FutureDot, F));
    }
    let k = class_end_bytewise::<{ chars::U_IPVFUTURE }>(b, h + 1);
    let c = byte(b, k);
    if k == h + 1 && (c == b']' || k >= b.len()) {
        return Err(ip_err(b, open, k, IpError::FutureEmpty, F));
    }
    if c != b']' {
        return Err(at(b, open, k, ErrorKind::Unexpected, F));
    }
    Ok(k + 1)
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::ipv4;
    use std::format;

    /// Four groups from candidates of every shape (leading zeros, values
    /// around 255, four digits, letters, empty), every combination: an
    /// `IPv4address` exactly when each group is a value's own decimal
    /// writing and at most 255, as `dec-octet` says; with the values.
    #[test]
    fn ipv4_is_four_dec_octets() {
        let groups = [
            "0", "00", "01", "1", "9", "10", "99", "100", "199", "200", "249", "250", "255", "256", "260", "300",
            "999", "1000", "0001", "a", "", "1a", "2-",
        ];
        let octet = |g: &str| g.parse::<u8>().ok().filter(|v| format!("{v}") == g);
        let mut valid = 0;
        for a in groups {
            for b in groups {
                for c in groups {
                    for d in groups {
                        let s = format!("x{a}.{b}.{c}.{d}y");
                        let want = match (octet(a), octet(b), octet(c), octet(d)) {
                            (Some(a), Some(b), Some(c), Some(d)) => Some([a, b, c, d]),
                            _ => None,
                        };
                        assert_eq!(ipv4(s.as_bytes(), 1, s.len() - 1), want, "{s:?}");
                        valid += want.is_some() as usize;
                    }
                }
            }
        }
        assert_eq!(valid, 11 * 11 * 11 * 11);
        // Too few or too many groups, a trailing dot, the bytes past `end`.
        for s in ["1.2.3", "1.2.3.4.5", "1.2.3.4.", ".1.2.3.4", "1..2.3", "1.2.3.4"] {
            let want = (s == "1.2.3.4").then_some([1, 2, 3, 4]);
            assert_eq!(ipv4(s.as_bytes(), 0, s.len()), want, "{s:?}");
        }
        assert_eq!(ipv4(b"1.2.3.45", 0, 7), Some([1, 2, 3, 4]));
        assert_eq!(ipv4(b"1.2.3.4", 0, 6), None);
    }
}

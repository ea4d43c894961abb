//! The RFC 3986 grammar (§3, §4.1, §4.2; the authority of §3.2): what
//! [`UriRef::parse`](crate::UriRef::parse) and [`Uri::parse`](crate::Uri::parse)
//! run. Mounted twice (see [`crate::twin`]): the `const` instance here and
//! the run-time one in [`super::fast`]; each calls its own instance's `prim`
//! and functions.
//!
//! The same grammar is RFC 3987's (IRIs, `crate::rfc3987`) with the const
//! parameter `IRI` (and its run set, `IRI_RUNS`): RFC 3987 §2.2 is
//! RFC 3986's productions with `ucschar` in `iunreserved` and `iprivate` in
//! `iquery`, so where a run of an RFC 3986 class stops at a byte of 80-FF
//! (the error path of a URI), the IRI instance reads the UTF-8 scalar there
//! ([`crate::rfc3987::ichar`]) and goes on with the run. The run-time
//! instance's runs of the path, query and fragment, and of the common
//! authority, take the bytes of 80-FF as they go ([`crate::scan::WIDE`]):
//! their characters are checked afterwards, from the first that might not
//! be taken ([`iscan_in`]). Only the components RFC 3987 widens take
//! non-ASCII characters (`ireg-name`, `iuserinfo`, the path's segments,
//! `iquery`, `ifragment`); `scheme`, `port` and the IP literals stay ASCII.
//! With `IRI` false each such branch is `if false`, and the URI instance is
//! the code it was.
//!
//! ```text
//! authority   = [ userinfo "@" ] host [ ":" port ]
//! userinfo    = *( unreserved / pct-encoded / sub-delims / ":" )
//! host        = IP-literal / IPv4address / reg-name
//! reg-name    = *( unreserved / pct-encoded / sub-delims )
//! port        = *DIGIT
//! ```
//!
//! The authority ends at the first `/`, `?` or `#` (or the end); neither
//! `userinfo`, `host` nor `port` holds an `@`, so the userinfo is what stands
//! before the first `@` of the authority, if there is one.

use super::prim::{class_end_in, runs, scan, scan_in, unchecked, Runs};
use crate::chars::{self, DIGIT, U_SCHEME};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc3986::authority::{Authority, HostKind};
use crate::rfc3986::ip::{self, Literal};
use crate::rfc3986::scheme::{self, RfcScheme, UriScheme};
use crate::rfc3986::schemes::check;
use crate::rfc3986::uri::UriRef;
use crate::rfc3987::{ichar, ichars};
use crate::scan::swar::class_end_bytewise;
use crate::scan::{byte, tri, IRI_RUNS, URI_RUNS};
use crate::view::url::NO_OFFSET;

cfn! {
/// Parses `s` as a `URI-reference`; with `ABSOLUTE`, as a `URI`; with
/// `IRI`, as an `IRI-reference` or `IRI` (RFC 3987 §2.2), reading the runs
/// of `SET`: [`URI_RUNS`], or [`IRI_RUNS`] with `IRI`. (Const parameters:
/// each entry point has its own copy, which the compiler can inline,
/// writing the result where the caller wants it.)
#[inline]
pub(crate) fn parse<const ABSOLUTE: bool, const IRI: bool, const SET: usize>(
    s: &str,
) -> Result<UriRef<'_>, ParseError> {
    const { assert!(SET == if IRI { IRI_RUNS } else { URI_RUNS }, "the run set of the grammar") };
    let b = s.as_bytes();
    if b.len() > crate::MAX_LEN {
        return Err(ParseError::new(0, 0, ErrorKind::TooLong, Component::UriRef));
    }
    let r = runs::<SET>(b);
    let mut u = UriRef {
        s,
        scheme_end: NO_OFFSET,
        auth_start: NO_OFFSET,
        host_start: NO_OFFSET,
        host_end: NO_OFFSET,
        path_start: 0,
        query: NO_OFFSET,
        fragment: NO_OFFSET,
        port: 0,
        host: HostKind::None,
    };
    // scheme ":"
    let (k, known) = match scheme::http_prefix(b) {
        Some(found) => found,
        None => (class_end_bytewise::<U_SCHEME>(b, 0), None),
    };
    let mut i = 0;
    if k > 0 && b[0].is_ascii_alphabetic() && byte(b, k) == b':' {
        u.scheme_end = k as u32;
        i = k + 1;
    } else if ABSOLUTE {
        return Err(if b.is_empty() {
            ParseError::new(0, 0, ErrorKind::UriEmpty, Component::UriScheme)
        } else if !b[0].is_ascii_alphabetic() {
            ParseError::at_char(b, 0, ErrorKind::UriSchemeStart, Component::UriScheme)
        } else if k >= b.len() {
            ParseError::new(0, k, ErrorKind::UriMissingColon, Component::UriScheme)
        } else {
            ParseError::unexpected(b, k, Component::UriScheme)
        });
    }
    if byte(b, i) == b'/' && byte(b, i + 1) == b'/' {
        let start = i + 2;
        // The common authority, unless an IRI's run holds a character to
        // check: then `authority` reads it, and checks it in its place.
        let k = class_end_in::<{ chars::U_REG_NAME }, SET>(b, &r, start);
        let plain = if IRI && unchecked(b, &r, start, k) < k { None } else { plain_authority(b, start, k) };
        let a = match plain {
            Some(a) => a,
            None => tri!(authority::<IRI>(b, start)),
        };
        u.auth_start = start as u32;
        u.host_start = a.host_start as u32;
        u.host_end = a.host_end as u32;
        u.port = a.port;
        u.host = a.host;
        i = a.end;
    } else if i == 0 && byte(b, 0) != b'/' {
        // path-noscheme: no ':' in the first segment.
        i = tri!(scan::<{ chars::U_SEGMENT_NC }>(b, 0, Component::UriPath));
        if IRI {
            i = tri!(more::<{ chars::U_SEGMENT_NC }>(b, i, Component::UriPath));
        }
        if byte(b, i) == b':' {
            return Err(ParseError::at_char(b, i, ErrorKind::UriFirstSegmentColon, Component::UriPath));
        }
    }
    // Without an authority, the path starts after `scheme:` (or at 0).
    u.path_start = if u.auth_start != NO_OFFSET {
        i as u32
    } else if u.scheme_end != NO_OFFSET {
        u.scheme_end + 1
    } else {
        0
    };
    i = tri!(iscan_in::<{ chars::U_PATH }, SET, IRI>(b, &r, i, Component::UriPath));
    let mut comp = Component::UriPath;
    if byte(b, i) == b'?' {
        u.query = i as u32;
        comp = Component::UriQuery;
        i = tri!(iscan_in::<{ chars::U_QUERY }, SET, IRI>(b, &r, i + 1, Component::UriQuery));
    }
    if byte(b, i) == b'#' {
        u.fragment = i as u32;
        comp = Component::UriFragment;
        i = tri!(iscan_in::<{ chars::U_QUERY }, SET, IRI>(b, &r, i + 1, Component::UriFragment));
    }
    if i < b.len() {
        return Err(ParseError::unexpected(b, i, comp));
    }
    if u.scheme_end != NO_OFFSET {
        let known = match known {
            Some(_) => known,
            None => UriScheme::from_bytes(b.split_at(k).0),
        };
        if let Some(scheme) = known {
            tri!(check(&u, scheme));
        } else if let Some(own) = RfcScheme::from_bytes(b.split_at(k).0) {
            tri!(check_own(&u, own));
        }
    }
    Ok(u)
}

/// `authority` from `start` (just after `//`).
///
/// The common case in one pass: a `reg-name` run, then `@`, or `:` and the
/// port's digits, or the end. Anything else goes to [`authority_split`],
/// which finds the `@` first so that an error is blamed on the right part.
#[inline(always)]
pub(crate) fn authority<const IRI: bool>(b: &[u8], start: usize) -> Result<Authority, ParseError> {
    let mut k = match scan::<{ chars::U_REG_NAME }>(b, start, Component::UriHost) {
        Ok(k) => k,
        Err(_) => return authority_split::<IRI>(b, start),
    };
    if IRI {
        k = match more::<{ chars::U_REG_NAME }>(b, k, Component::UriHost) {
            Ok(k) => k,
            Err(_) => return authority_split::<IRI>(b, start),
        };
    }
    if at_end(b, k) {
        return after_host(b, start, k, reg_name_kind(b, start, k));
    }
    match b[k] {
        b'@' => hostport::<IRI>(b, k + 1),
        b':' => {
            let p = class_end_bytewise::<DIGIT>(b, k + 1);
            if at_end(b, p) {
                return after_host(b, start, k, reg_name_kind(b, start, k));
            }
            // Perhaps `user:password@`.
            match iscan::<{ chars::U_USERINFO }, IRI>(b, p, Component::UriUserinfo) {
                Ok(q) if byte(b, q) == b'@' => hostport::<IRI>(b, q + 1),
                _ => authority_split::<IRI>(b, start),
            }
        }
        // An IP literal: `host [ ":" port ]` holds no '@', so when it reads
        // to the end of the authority there was no userinfo.
        b'[' if k == start => match hostport::<IRI>(b, start) {
            Ok(a) => Ok(a),
            Err(_) => authority_split::<IRI>(b, start),
        },
        _ => authority_split::<IRI>(b, start),
    }
}

/// `authority` read by the book: the userinfo is what stands before the
/// first `@` of the authority, if any.
fn authority_split<const IRI: bool>(b: &[u8], start: usize) -> Result<Authority, ParseError> {
    let mut at = start;
    while !at_end(b, at) && b[at] != b'@' {
        at += 1;
    }
    if at_end(b, at) {
        return hostport::<IRI>(b, start);
    }
    let k = tri!(iscan::<{ chars::U_USERINFO }, IRI>(b, start, Component::UriUserinfo));
    if k < at {
        return Err(ParseError::unexpected(b, k, Component::UriUserinfo));
    }
    hostport::<IRI>(b, at + 1)
}

/// `host [ ":" port ]` from `hs` to the end of the authority.
pub(crate) fn hostport<const IRI: bool>(b: &[u8], hs: usize) -> Result<Authority, ParseError> {
    let (k, host) = if byte(b, hs) == b'[' {
        match tri!(ip::ip_literal(b, hs)) {
            (k, Literal::V6(groups)) => (k, HostKind::Ipv6(groups)),
            (k, Literal::Future) => (k, HostKind::IpvFuture),
        }
    } else {
        let k = tri!(iscan::<{ chars::U_REG_NAME }, IRI>(b, hs, Component::UriHost));
        (k, reg_name_kind(b, hs, k))
    };
    after_host(b, hs, k, host)
}


/// [`scan`] of `CLASS` from `i`; with `IRI`, also over the non-ASCII
/// characters the component's RFC 3987 production takes ([`more`]).
#[inline(always)]
fn iscan<const CLASS: u32, const IRI: bool>(b: &[u8], i: usize, comp: Component) -> Result<usize, ParseError> {
    let k = tri!(scan::<CLASS>(b, i, comp));
    if IRI {
        more::<CLASS>(b, k, comp)
    } else {
        Ok(k)
    }
}

/// Where a run of `CLASS` (escapes read) that stopped at `k` ends in an
/// IRI: while a non-ASCII character stands there, that character
/// ([`ichar`]: a `ucschar`, or an `iprivate` in a query, and no bidi
/// formatting character), then the run again.
fn more<const CLASS: u32>(b: &[u8], mut k: usize, comp: Component) -> Result<usize, ParseError> {
    while k < b.len() && b[k] >= 0x80 {
        k = tri!(ichar(b, k, comp));
        k = tri!(scan::<CLASS>(b, k, comp));
    }
    Ok(k)
}

/// [`scan_in`] of `CLASS` from `k` through the runs `r` of `SET`; with
/// `IRI`, also over the non-ASCII characters the component's RFC 3987
/// production takes. A run may hold such characters (the run-time
/// instance's, [`crate::scan::WIDE`]): they are checked from where
/// [`unchecked`] says (on an error, up to it first, so that the first
/// error is the one reported). Where a run stops at one (the `const`
/// instance's, or after an escape), the characters in a row, then the run
/// again.
#[inline(always)]
fn iscan_in<const CLASS: u32, const SET: usize, const IRI: bool>(
    b: &[u8],
    r: &Runs<SET>,
    mut k: usize,
    comp: Component,
) -> Result<usize, ParseError> {
    if !IRI {
        return scan_in::<CLASS, SET>(b, r, k, comp);
    }
    loop {
        let s = k;
        // The run's end, or the bad escape's start (after the run's characters).
        let (end, escape) = match scan_in::<CLASS, SET>(b, r, k, comp) {
            Ok(e) => (e, None),
            Err(err) => (err.offset(), Some(err)),
        };
        let from = unchecked(b, r, s, end);
        if from < end {
            tri!(ichars(b, from, end, comp));
        }
        if let Some(err) = escape {
            return Err(err);
        }
        k = end;
        if k >= b.len() || b[k] < 0x80 {
            return Ok(k);
        }
        loop {
            k = tri!(ichar(b, k, comp));
            if k >= b.len() || b[k] < 0x80 {
                break;
            }
        }
    }
}
}

// The two below reach no run-time primitive: plain `const fn`s, the same in
// both instances, and `#[inline(always)]` in the run-time one too (see
// crate::twin).

/// The common authority, read inline: a reg-name `b[start..k]` (`k` the end
/// of its run) not starting with a digit (which might make it an
/// IPv4address), then [`after_host`]'s end of the authority or port. `None`
/// for anything else, which [`authority`] reads (and reports).
#[inline(always)]
const fn plain_authority(b: &[u8], start: usize, k: usize) -> Option<Authority> {
    if k == start || b[start].is_ascii_digit() {
        return None;
    }
    match after_host(b, start, k, HostKind::RegName) {
        Ok(a) => Some(a),
        Err(_) => None,
    }
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

/// Whether `i` ends an authority: the end of the input, `/`, `?` or `#`.
#[inline(always)]
const fn at_end(b: &[u8], i: usize) -> bool {
    i >= b.len() || matches!(b[i], b'/' | b'?' | b'#')
}

const_only! {
#[cfg(test)]
mod tests;
}

/// The rules of a scheme read by its own RFC on the parsed reference `u` (a
/// valid `URI`): `file.rs`, `mailto.rs`, `data.rs`, `urn.rs`.
#[inline]
pub(crate) const fn check_own(u: &UriRef<'_>, scheme: RfcScheme) -> Result<(), ParseError> {
    match scheme {
        RfcScheme::File => crate::rfc3986::file::check(u),
        RfcScheme::Mailto => crate::rfc3986::mailto::check(u),
        RfcScheme::Data => crate::rfc3986::data::check(u),
        RfcScheme::Urn => crate::rfc3986::urn::check(u),
    }
}

//! `ip-schemepart` (RFC 1738 §3.1, §5): `login`, `hostport`, `host` and
//! `port`, with fast paths for the common shapes and the full reading they
//! are tested against. Mounted twice: the `const` instance here and the
//! run-time one in `rfc1738::fast` (see `crate::twin`).

use crate::chars::{self, is};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc1738::scheme::Scheme;
// This file is mounted twice (see `crate::twin`): `prim` is the instance's.
use super::prim::{class_end_marked, scan};
use crate::scan::swar::class_end_bytewise;
use crate::scan::{at_end, byte, digits, tri};
use crate::view::url::{Url, NO_OFFSET};

/// What `"//" login` read: positions in the input (or [`NO_OFFSET`]).
#[derive(Clone, Copy)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(crate) struct Authority {
    pub(crate) at: u32,
    pub(crate) colon: u32,
    pub(crate) host_end: u32,
    pub(crate) end: u32,
    pub(crate) port: u16,
    pub(crate) ipv4: bool,
}

impl Authority {
    cfn! {
    /// Stores what was read into `u`.
    pub(crate) fn store(self, u: &mut Url<'_>) {
        u.at = self.at;
        u.colon = self.colon;
        u.host_end = self.host_end;
        u.auth_end = self.end;
        u.port = self.port;
        if self.ipv4 {
            u.host_flags |= crate::view::url::IPV4;
        }
    }
    }
}

cfn! {
/// `ip-schemepart = "//" login [ "/" urlpath ]` up to the end of `login`
/// (§5, §3.1), with the restrictions `scheme`'s own production adds:
/// `hostport` only (no user or password) except for ftp, telnet and other
/// schemes; no port and a possibly empty host for file.
///
/// `i` is the index just after `scheme:`. Returns where `login` ends: at a
/// `/`, a `#` or the end of the input.
pub(crate) fn authority(b: &[u8], i: usize, scheme: Scheme) -> Result<Authority, ParseError> {
    if !(i + 1 < b.len() && b[i] == b'/' && b[i + 1] == b'/') {
        // Point at what stands where the `//` should be: nothing after one
        // `/`, or the first character (a whole UTF-8 sequence) otherwise.
        if byte(b, i) == b'/' || at_end(b, i) {
            let off = if byte(b, i) == b'/' { i + 1 } else { i };
            return Err(ParseError::new(off, 0, ErrorKind::MissingSlashes(scheme), Component::Url));
        }
        return Err(ParseError::at_char(b, i, ErrorKind::MissingSlashes(scheme), Component::Url));
    }
    let start = i + 2;
    if let Some(a) = authority_fast(b, start, scheme) {
        return Ok(a);
    }
    authority_full(b, start, scheme)
}
}

cfn! {
/// The common cases of `login` in one pass: `[ user [ ":" password ] "@" ]
/// hostport` where the user and password are plain `*[ uchar | ";" | "?" |
/// "&" | "=" ]` runs, the host passes [`hostname_fast`], the port has 1 to 5
/// digits and is in range, and the login ends right after it; also file's
/// empty host. `None` for anything else (a login where the scheme allows none,
/// a bad name or port, ...), which [`authority_full`] then reads from the
/// start with its exact errors.
///
/// When this returns `Some(a)`, `authority_full` returns `Ok(a)`: the user
/// and password hold no `@`, so the one `@` read here is the login's last.
#[inline(always)]
fn authority_fast(b: &[u8], start: usize, scheme: Scheme) -> Option<Authority> {
    let mut a =
        Authority { at: NO_OFFSET, colon: NO_OFFSET, host_end: NO_OFFSET, end: NO_OFFSET, port: 0, ipv4: false };
    if matches!(scheme, Scheme::File) && (start == b.len() || b[start] == b'/') {
        // file:/// : an empty host
        a.host_end = start as u32;
        a.end = start as u32;
        return Some(a);
    }
    if let Some(hp) = hostport_fast(b, start, scheme) {
        return Some(hp.store_into(a));
    }
    // Not `hostport` alone: try `user [ ":" password ] "@" hostport`.
    if !matches!(scheme, Scheme::Ftp | Scheme::Telnet | Scheme::Other) {
        return None;
    }
    let mut at = match scan::<{ chars::LOGIN }>(b, start, Component::User) {
        Ok(k) => k,
        Err(_) => return None,
    };
    if at < b.len() && b[at] == b':' {
        a.colon = at as u32;
        at = match scan::<{ chars::LOGIN }>(b, at + 1, Component::Password) {
            Ok(k) => k,
            Err(_) => return None,
        };
    }
    if !(at < b.len() && b[at] == b'@') {
        return None;
    }
    a.at = at as u32;
    match hostport_fast(b, at + 1, scheme) {
        Some(hp) => Some(hp.store_into(a)),
        None => None,
    }
}
}

/// What [`hostport_fast`] read: positions in the input.
struct HostPort {
    host_end: usize,
    ipv4: bool,
    end: usize,
    port: u16,
}

impl HostPort {
    cfn! {
    /// `a` with this host and port.
    fn store_into(self, mut a: Authority) -> Authority {
        a.host_end = self.host_end as u32;
        a.ipv4 = self.ipv4;
        a.end = self.end as u32;
        a.port = self.port;
        a
    }
    }
}

cfn! {
/// `hostport` from `start` when it is the whole rest of the login: a host that
/// passes [`hostname_fast`], then `":" port` with 1 to 5 digits in range (not
/// for file), then `/`, `#` or the end. `None` otherwise. The port's digits
/// are read once.
#[inline(always)]
fn hostport_fast(b: &[u8], start: usize, scheme: Scheme) -> Option<HostPort> {
    let (h, ipv4) = match hostname_fast(b, start) {
        Some(found) => found,
        None => return None,
    };
    let mut hp = HostPort { host_end: h, ipv4, end: h, port: 0 };
    if h < b.len() && b[h] == b':' {
        if matches!(scheme, Scheme::File) {
            return None;
        }
        let (p, v) = digits(b, h + 1);
        if p == h + 1 || v > u16::MAX as u64 {
            return None;
        }
        hp.end = p;
        hp.port = v as u16;
    }
    if hp.end < b.len() && b[hp.end] != b'/' && b[hp.end] != b'#' {
        return None;
    }
    Some(hp)
}
}

cfn! {
/// `login` after `//`, from `start`: everything [`authority`] promises,
/// including every error.
fn authority_full(b: &[u8], start: usize, scheme: Scheme) -> Result<Authority, ParseError> {
    // The host, as if there were no user or password.
    let mut h = class_end_bytewise::<{ chars::HOST }>(b, start);
    // Fast path: a login with no '@' in it is `host [ ":" digits ]`.
    let mut end = h;
    if byte(b, end) == b':' {
        end += 1;
        while end < b.len() && b[end].is_ascii_digit() {
            end += 1;
        }
    }
    let mut last_at = NO_OFFSET as usize;
    if !(at_end(b, end) || b[end] == b'/') {
        // The login ends at the first '/' or '#'; note its last '@'.
        while end < b.len() && b[end] != b'/' && b[end] != b'#' {
            if b[end] == b'@' {
                last_at = end;
            }
            end += 1;
        }
    }
    let mut a =
        Authority { at: NO_OFFSET, colon: NO_OFFSET, host_end: NO_OFFSET, end: end as u32, port: 0, ipv4: false };
    let mut host_start = start;
    if last_at != NO_OFFSET as usize {
        // [ user [ ":" password ] "@" ]
        if !matches!(scheme, Scheme::Ftp | Scheme::Telnet | Scheme::Other) {
            return Err(ParseError::new(
                start,
                last_at + 1 - start,
                ErrorKind::LoginNotAllowed(scheme),
                Component::User,
            ));
        }
        let u_end = tri!(scan::<{ chars::LOGIN }>(b, start, Component::User));
        if u_end != last_at {
            if b[u_end] != b':' {
                return Err(ParseError::unexpected(b, u_end, Component::User));
            }
            let p_end = tri!(scan::<{ chars::LOGIN }>(b, u_end + 1, Component::Password));
            if p_end != last_at {
                return Err(ParseError::unexpected(b, p_end, Component::Password));
            }
            a.colon = u_end as u32;
        }
        a.at = last_at as u32;
        host_start = last_at + 1;
        // hostport = host [ ":" port ], after the login
        h = host_start;
        while h < end && is(b[h], chars::HOST) {
            h += 1;
        }
    }
    if h < end && b[h] != b':' {
        if b[h] == b'?' && matches!(scheme, Scheme::Http | Scheme::Https) && h > host_start {
            return Err(ParseError::new(h, 1, ErrorKind::SearchWithoutPath, Component::Host));
        }
        return Err(ParseError::unexpected(b, h, Component::Host));
    }
    if h == host_start && h < end && matches!(scheme, Scheme::File) {
        return Err(ParseError::new(h, end - h, ErrorKind::PortNotAllowed(scheme), Component::Port));
    }
    if h == host_start {
        if !(matches!(scheme, Scheme::File) && h == end) {
            return Err(ParseError::new(h, 0, ErrorKind::MissingHost, Component::Host));
        }
    } else {
        a.ipv4 = tri!(host_is_hostnumber(b, host_start, h));
    }
    a.host_end = h as u32;
    if h < end {
        // b[h] == ':'
        if matches!(scheme, Scheme::File) {
            return Err(ParseError::new(h, end - h, ErrorKind::PortNotAllowed(scheme), Component::Port));
        }
        let (p_end, value) = digits(b, h + 1);
        if p_end == h + 1 && p_end == end {
            return Err(ParseError::new(h, 1, ErrorKind::EmptyPort, Component::Port));
        }
        if p_end != end || p_end == h + 1 {
            if p_end > h + 1 && b[p_end] == b'?' && matches!(scheme, Scheme::Http | Scheme::Https) {
                return Err(ParseError::new(p_end, 1, ErrorKind::SearchWithoutPath, Component::Port));
            }
            return Err(ParseError::unexpected(b, p_end, Component::Port));
        }
        if value > u16::MAX as u64 {
            return Err(ParseError::new(h + 1, p_end - h - 1, ErrorKind::PortRange, Component::Port));
        }
        a.port = value as u16;
    }
    Ok(a)
}
}

/// `host = hostname | hostnumber` over `b[start..end]`, which holds only
/// letters, digits, `-` and `.`. Returns whether it is a `hostnumber`.
///
/// ```text
/// hostname    = *[ domainlabel "." ] toplabel
/// domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
/// toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
/// hostnumber  = digits "." digits "." digits "." digits
/// ```
///
/// with DESIGN.md's readings: labels of at most 63 octets and names of at most
/// 255 (RFC 1034 §3.1), and hostnumber groups of 0..=255.
///
/// It reaches no run-time primitive: a plain `const fn` in both instances
/// (see [`crate::twin`]).
pub(crate) const fn host_is_hostnumber(b: &[u8], start: usize, end: usize) -> Result<bool, ParseError> {
    // One pass. The hostname rules are checked at the end of each label, but
    // the first failure is kept rather than returned: four decimal groups are
    // a hostnumber, to which those rules do not apply.
    let mut first_err: Option<ParseError> = None;
    let mut numeric = true;
    let mut empty_label = false;
    let mut dots = 0;
    let mut label = start;
    let mut k = start;
    loop {
        if k < end && b[k] != b'.' {
            if !b[k].is_ascii_digit() {
                numeric = false;
            }
            k += 1;
            continue;
        }
        // The label b[label..k] ends here.
        if first_err.is_none() {
            first_err = if k == label {
                empty_label = true;
                if k == end {
                    Some(ParseError::new(k - 1, 1, ErrorKind::TrailingDot, Component::Host))
                } else {
                    Some(ParseError::new(k, 1, ErrorKind::EmptyLabel, Component::Host))
                }
            } else if b[label] == b'-' {
                Some(ParseError::new(label, 1, ErrorKind::LabelStartsWithHyphen, Component::Host))
            } else if b[k - 1] == b'-' {
                Some(ParseError::new(k - 1, 1, ErrorKind::LabelEndsWithHyphen, Component::Host))
            } else if k - label > 63 {
                Some(ParseError::new(label, k - label, ErrorKind::LabelTooLong, Component::Host))
            } else {
                None
            };
        } else if k == label {
            empty_label = true;
        }
        if k == end {
            break;
        }
        dots += 1;
        k += 1;
        label = k;
    }
    // hostnumber: four non-empty digit groups, each 0..=255.
    if numeric && dots == 3 && !empty_label {
        return match dotted_quad(b, start, end) {
            Ok(_) => Ok(true),
            Err(e) => Err(e),
        };
    }
    // hostname: the label rules, then the top label, then the length.
    if let Some(e) = first_err {
        return Err(e);
    }
    if !b[label].is_ascii_alphabetic() {
        return Err(ParseError::new(label, end - label, ErrorKind::TopLabelDigit, Component::Host));
    }
    if end - start > 255 {
        return Err(ParseError::new(start, end - start, ErrorKind::NameTooLong, Component::Host));
    }
    Ok(false)
}

cfn! {
/// The common case of `host` in one pass from `start`: a `hostname` whose
/// labels are all well formed (1 to 63 characters, no `-` at either end), at
/// most 255 characters long, whose top label starts with a letter; or, when
/// the top label starts with a digit, whatever [`host`] accepts (a
/// hostnumber). Returns the end of the host (the first byte that is neither
/// `alphadigit`, `-` nor `.`) and whether it is a hostnumber, or `None` when
/// the bytes from `start` are anything else (an invalid name, no host), which
/// the callers hand to [`host`] for the exact error. When this returns
/// `Some((k, v4))`, `host_is_hostnumber(b, start, k)` is `Ok(v4)`.
#[inline(always)]
pub(crate) fn hostname_fast(b: &[u8], start: usize) -> Option<(usize, bool)> {
    // The dots and hyphens as bit masks, no branch per label.
    let (end, marks) = class_end_marked::<{ chars::HOST }>(b, start, b'.', b'-');
    if end == start {
        return None;
    }
    if let Some((dots, hyphens)) = marks {
        match labels_ok(start, end, dots, hyphens) {
            Some(top) if b[top].is_ascii_alphabetic() => return Some((end, false)),
            Some(_) if hyphens == 0 && dots.count_ones() == 3 && matches!(dotted_quad(b, start, end), Ok(true)) => {
                return Some((end, true))
            }
            Some(_) => {}
            None => return None,
        }
    }
    // A hostnumber, a name longer than 63 bytes, a very short input: the
    // exact reading.
    match host_is_hostnumber(b, start, end) {
        Ok(v4) => Some((end, v4)),
        Err(_) => None,
    }
}
}

/// Whether the host `b[start..end]` (1 to 63 bytes, all `alphadigit`, `-`
/// or `.`), whose `.` and `-` bytes are the bits of `dots` and `hyphens`
/// (bit `k` for byte `start + k`), is a sequence of labels with no empty
/// label and no `-` at either end of one; returns where the last label
/// starts. No label can be longer than 63 bytes.
///
/// A bad label is a `.` right after a `.`, a `-` or the start, a `-` right
/// after a `.` or the start, or a `.` or `-` as the last byte: shifts and
/// masks, no branch per label. A plain `const fn` in both instances, like
/// [`host_is_hostnumber`]; the masks come from the instance's
/// `class_end_marked`.
#[inline(always)]
const fn labels_ok(start: usize, end: usize, dots: u64, hyphens: u64) -> Option<usize> {
    // The start is as after a '.'.
    let after_dot = dots << 1 | 1;
    let after_hyphen = hyphens << 1;
    let last = (dots | hyphens) >> (end - start - 1) & 1;
    if dots & (after_dot | after_hyphen) | hyphens & after_dot | last != 0 {
        return None;
    }
    // After the last '.', if any.
    Some(if dots == 0 { start } else { start + 64 - dots.leading_zeros() as usize })
}

/// `hostnumber`'s groups in `b[start..end]`, a host of three dots and no
/// empty label: `Ok(true)` for four groups of digits, each 0..=255 (the
/// reading DESIGN.md fixes); `Ok(false)` when a group holds anything but
/// digits (then it is no hostnumber); the range error of the first group
/// above 255. Written once for [`host_is_hostnumber`] and the fast path of
/// [`hostname_fast`]. A plain `const fn` in both instances.
#[inline(always)]
const fn dotted_quad(b: &[u8], start: usize, end: usize) -> Result<bool, ParseError> {
    let mut g = start;
    loop {
        let (e, v) = digits(b, g);
        if e < end && b[e] != b'.' {
            return Ok(false);
        }
        if v > 255 {
            return Err(ParseError::new(g, e - g, ErrorKind::Ipv4Range, Component::Host));
        }
        if e == end {
            return Ok(true);
        }
        g = e + 1;
    }
}

cfn! {
/// Scans a standalone host (as in a news message-id) from `i` and checks it.
/// Returns its end.
pub(crate) fn host_at(b: &[u8], i: usize) -> Result<(usize, bool), ParseError> {
    if let Some(found) = hostname_fast(b, i) {
        return Ok(found);
    }
    let h = class_end_bytewise::<{ chars::HOST }>(b, i);
    if h == i {
        if at_end(b, h) {
            return Err(ParseError::new(h, 0, ErrorKind::MissingHost, Component::Host));
        }
        return Err(ParseError::unexpected(b, h, Component::Host));
    }
    let v4 = tri!(host_is_hostnumber(b, i, h));
    Ok((h, v4))
}
}

const_only! {
#[cfg(test)]
mod fast_paths;
}

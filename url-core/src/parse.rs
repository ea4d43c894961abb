//! The generic grammar: `genericurl`, `scheme`, `ip-schemepart` (`login`,
//! `hostport`, `host`, `port`) and RFC 1630 fragments, plus the scanning
//! primitives every scheme module uses.
//!
//! Everything here is a `const fn` over bytes: index loops, `tri!` instead of
//! `?`, no trait calls. Each function takes the input and a position and
//! returns the position where its production stops.

use crate::chars::{self, is, HEX};
use crate::error::{Component, ErrorKind, ParseError};
use crate::url::{Url, NONE};
use crate::{scheme, Scheme};

/// `?` for `const fn`: unwraps an `Ok` or returns the `Err`.
macro_rules! tri {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => return Err(e),
        }
    };
}
pub(crate) use tri;

/// Whether `i` is where the URL proper ends: the end of the input or the `#`
/// that starts an RFC 1630 fragment.
#[inline(always)]
pub(crate) const fn at_end(b: &[u8], i: usize) -> bool {
    i >= b.len() || b[i] == b'#'
}

/// The byte at `i`, or 0 past the end (0 is in no character class).
#[inline(always)]
pub(crate) const fn byte(b: &[u8], i: usize) -> u8 {
    if i < b.len() {
        b[i]
    } else {
        0
    }
}

/// Checks that the `%` at `i` starts `escape = "%" hex hex` (§5, §2.2).
#[inline(always)]
pub(crate) const fn escape(b: &[u8], i: usize, comp: Component) -> Result<(), ParseError> {
    if i + 2 < b.len() && is(b[i + 1], HEX) && is(b[i + 2], HEX) {
        Ok(())
    } else {
        let mut len = 1;
        while len < 3 && i + len < b.len() && b[i + len] != b'#' && b[i + len] < 0x80 {
            len += 1;
        }
        Err(ParseError::new(i, len, ErrorKind::BadEscape, comp))
    }
}

/// Advances over bytes of `CLASS` other than `%` from `i` and returns the
/// index of the first byte outside (or the input length).
///
/// Eight bytes at a time while they last, then four: the membership bits of
/// the chunk's bytes are gathered into one mask with no branch per byte, and
/// the number of trailing ones of the mask is how many of them belong; the
/// last bytes go one by one.
#[inline(always)]
pub(crate) const fn run<const CLASS: u32>(b: &[u8], mut i: usize) -> usize {
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
    run_short::<CLASS>(b, i)
}

/// [`chars::Set::MEMBERS`] of `CLASS` once per byte of a chunk, table `k`
/// holding bit `k` for a member: a chunk's mask is then eight lookups ORed
/// together, with no shift.
struct Lanes<const CLASS: u32>;

impl<const CLASS: u32> Lanes<CLASS> {
    const TABLES: &'static [[u8; 256]; 8] = &lanes(chars::Set::<CLASS>::MEMBERS);
}

const fn lanes(m: &[u8; 256]) -> [[u8; 256]; 8] {
    let mut t = [[0u8; 256]; 8];
    let mut k = 0;
    while k < 8 {
        let mut c = 0;
        while c < 256 {
            t[k][c] = m[c] << k;
            c += 1;
        }
        k += 1;
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

/// [`run`] for runs that are short as a rule (host labels, atoms): byte by
/// byte, which costs less than a chunk when the run ends within a few bytes.
#[inline(always)]
pub(crate) const fn run_short<const CLASS: u32>(b: &[u8], mut i: usize) -> usize {
    let m = chars::Set::<CLASS>::MEMBERS;
    while i < b.len() && m[b[i] as usize] != 0 {
        i += 1;
    }
    i
}

/// Advances over bytes of `CLASS` from `i` (checking every escape when `CLASS`
/// includes `%`) and returns the index of the first byte outside it.
#[inline(always)]
pub(crate) const fn scan<const CLASS: u32>(b: &[u8], mut i: usize, comp: Component) -> Result<usize, ParseError> {
    i = run::<CLASS>(b, i);
    while CLASS & chars::PERCENT != 0 && i < b.len() && b[i] == b'%' {
        tri!(escape(b, i, comp));
        i += 3;
        // After an escape, often another escape or the delimiter: no chunk
        // for an empty run.
        if i < b.len() && chars::Set::<CLASS>::MEMBERS[b[i] as usize] != 0 {
            i = run::<CLASS>(b, i);
        }
    }
    Ok(i)
}

/// [`scan`] for runs that are short as a rule (prospero's field names and
/// values): [`run_short`] between escapes.
#[inline(always)]
pub(crate) const fn scan_short<const CLASS: u32>(b: &[u8], mut i: usize, comp: Component) -> Result<usize, ParseError> {
    loop {
        i = run_short::<CLASS>(b, i);
        if CLASS & chars::PERCENT != 0 && i < b.len() && b[i] == b'%' {
            tri!(escape(b, i, comp));
            i += 3;
        } else {
            return Ok(i);
        }
    }
}

/// Requires the URL to end at `i` (end of input or `#`); returns `i`.
#[inline]
pub(crate) const fn finish(b: &[u8], i: usize, comp: Component) -> Result<usize, ParseError> {
    if at_end(b, i) {
        Ok(i)
    } else {
        Err(ParseError::unexpected(b, i, comp))
    }
}

/// Reads `1*digit` from `i`: returns the end and the value, saturated at
/// `u64::MAX`.
pub(crate) const fn digits(b: &[u8], mut i: usize) -> (usize, u64) {
    let mut v: u64 = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        v = v.saturating_mul(10).saturating_add((b[i] - b'0') as u64);
        i += 1;
    }
    (i, v)
}

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
        Scheme::Http | Scheme::Https => scheme::http::parse(b, &mut u),
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

/// The common case of `scheme ":"`: one of the schemes of §3 or https, recognised by
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
    const HTTPS: (u64, u64) = word(Scheme::Https);
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
    let w5 = w | fold(5);
    let w6 = w | fold(6);
    Some(if w4 & HTTP.1 == HTTP.0 {
        (4, Scheme::Http)
    } else if w5 & HTTPS.1 == HTTPS.0 {
        (5, Scheme::Https)
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

/// What `"//" login` read: positions in the input (or [`NONE`]).
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
    /// Stores what was read into `u`.
    pub(crate) const fn store(self, u: &mut Url<'_>) {
        u.at = self.at;
        u.colon = self.colon;
        u.host_end = self.host_end;
        u.auth_end = self.end;
        u.port = self.port;
        if self.ipv4 {
            u.flags |= crate::url::IPV4;
        }
    }
}

/// `ip-schemepart = "//" login [ "/" urlpath ]` up to the end of `login`
/// (§5, §3.1), with the restrictions `scheme`'s own production adds:
/// `hostport` only (no user or password) except for ftp, telnet and other
/// schemes; no port and a possibly empty host for file.
///
/// `i` is the index just after `scheme:`. Returns where `login` ends: at a
/// `/`, a `#` or the end of the input.
pub(crate) const fn authority(b: &[u8], i: usize, scheme: Scheme) -> Result<Authority, ParseError> {
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
const fn authority_fast(b: &[u8], start: usize, scheme: Scheme) -> Option<Authority> {
    let mut a = Authority { at: NONE, colon: NONE, host_end: NONE, end: NONE, port: 0, ipv4: false };
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

/// What [`hostport_fast`] read: positions in the input.
struct HostPort {
    host_end: usize,
    ipv4: bool,
    end: usize,
    port: u16,
}

impl HostPort {
    /// `a` with this host and port.
    const fn store_into(self, mut a: Authority) -> Authority {
        a.host_end = self.host_end as u32;
        a.ipv4 = self.ipv4;
        a.end = self.end as u32;
        a.port = self.port;
        a
    }
}

/// `hostport` from `start` when it is the whole rest of the login: a host that
/// passes [`hostname_fast`], then `":" port` with 1 to 5 digits in range (not
/// for file), then `/`, `#` or the end. `None` otherwise. The port's digits
/// are read once.
#[inline(always)]
const fn hostport_fast(b: &[u8], start: usize, scheme: Scheme) -> Option<HostPort> {
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

/// `login` after `//`, from `start`: everything [`authority`] promises,
/// including every error.
const fn authority_full(b: &[u8], start: usize, scheme: Scheme) -> Result<Authority, ParseError> {
    // The host, as if there were no user or password.
    let mut h = run_short::<{ chars::HOST }>(b, start);
    // Fast path: a login with no '@' in it is `host [ ":" digits ]`.
    let mut end = h;
    if byte(b, end) == b':' {
        end += 1;
        while end < b.len() && b[end].is_ascii_digit() {
            end += 1;
        }
    }
    let mut last_at = NONE as usize;
    if !(at_end(b, end) || b[end] == b'/') {
        // The login ends at the first '/' or '#'; note its last '@'.
        while end < b.len() && b[end] != b'/' && b[end] != b'#' {
            if b[end] == b'@' {
                last_at = end;
            }
            end += 1;
        }
    }
    let mut a = Authority { at: NONE, colon: NONE, host_end: NONE, end: end as u32, port: 0, ipv4: false };
    let mut host_start = start;
    if last_at != NONE as usize {
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
        a.ipv4 = tri!(host(b, host_start, h));
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
pub(crate) const fn host(b: &[u8], start: usize, end: usize) -> Result<bool, ParseError> {
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
        let mut g = start;
        while g < end {
            let (g_end, v) = digits(b, g);
            if v > 255 {
                return Err(ParseError::new(g, g_end - g, ErrorKind::Ipv4Range, Component::Host));
            }
            g = g_end + 1;
        }
        return Ok(true);
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

/// The common case of `host` in one pass from `start`: a `hostname` whose
/// labels are all well formed (1 to 63 characters, no `-` at either end), at
/// most 255 characters long, whose top label starts with a letter; or, when
/// the top label starts with a digit, whatever [`host`] accepts (a
/// hostnumber). Returns the end of the host (the first byte that is neither
/// `alphadigit`, `-` nor `.`) and whether it is a hostnumber, or `None` when
/// the bytes from `start` are anything else (an invalid name, no host), which
/// the callers hand to [`host`] for the exact error. When this returns
/// `Some((k, v4))`, `host(b, start, k)` is `Ok(v4)`.
#[inline(always)]
pub(crate) const fn hostname_fast(b: &[u8], start: usize) -> Option<(usize, bool)> {
    let end = run::<{ chars::HOST }>(b, start);
    if end == start {
        return None;
    }
    if end - start <= 63 && b.len() >= 8 {
        // One chunk per eight bytes, no branch per label.
        match labels_ok(b, start, end) {
            Some(top) if b[top].is_ascii_alphabetic() => return Some((end, false)),
            Some(_) => {}
            None => return None,
        }
    }
    // A hostnumber, a name longer than 63 bytes, a very short input: the
    // exact reading.
    match host(b, start, end) {
        Ok(v4) => Some((end, v4)),
        Err(_) => None,
    }
}

/// Whether `b[start..end]` (at most 63 bytes, all `alphadigit`, `-` or `.`,
/// in an input of at least eight bytes) is a sequence of labels with no empty
/// label and no `-` at either end of one; returns where the last label
/// starts. No label can be longer than 63 bytes.
///
/// Eight bytes at a time, as a word: the `.` and `-` bytes are marked by an
/// exact zero-byte test (bit 7 of each byte), and a bad label is a `.` right
/// after a `.`, a `-` or the start, or a `-` right after a `.` or the start,
/// or a `.` or `-` as the last byte. The bytes of a word from `end` on are
/// masked off.
#[inline(always)]
const fn labels_ok(b: &[u8], start: usize, end: usize) -> Option<usize> {
    /// One word of the host from `p`: updates `(bad, after_dot, after_hyphen,
    /// last_dot)`, where bit 7 of `after_*` says that the byte before the
    /// word is a `.` (or the start) or a `-`.
    #[inline(always)]
    const fn step(b: &[u8], p: usize, end: usize, st: (u64, u64, u64, usize)) -> (u64, u64, u64, usize) {
        let (bad, after_dot, after_hyphen, last_dot) = st;
        let w = word(b, p);
        let keep = keep_before(p, end);
        let dots = eq(w, b'.') & keep;
        let hyphens = eq(w, b'-') & keep;
        let prev_dot = dots << 8 | after_dot;
        let prev_hyphen = hyphens << 8 | after_hyphen;
        let bad = bad | dots & (prev_dot | prev_hyphen) | hyphens & prev_dot;
        // The last '.' so far, without a branch: `has` is 0 or 1.
        let has = (dots != 0) as usize;
        let here = p + (63 - (dots | 1).leading_zeros() as usize) / 8;
        let last_dot = has * here + (1 - has) * last_dot;
        (bad, dots >> 56, hyphens >> 56, last_dot)
    }
    // Byte 0 of the first word follows the start: as after a '.'. Two words
    // always (16 bytes cover most hosts), then the rest.
    let mut st = step(b, start, end, (0, 0x80, 0, start.wrapping_sub(1)));
    st = step(b, start + 8, end, st);
    let mut p = start + 16;
    while p < end {
        st = step(b, p, end, st);
        p += 8;
    }
    let last = b[end - 1];
    if st.0 != 0 || last == b'.' || last == b'-' {
        return None;
    }
    Some(st.3.wrapping_add(1))
}

/// Bit 7 set in exactly the bytes of the word `w` equal to `c` (an exact
/// zero-byte test, no false positive from a borrow).
#[inline(always)]
pub(crate) const fn eq(w: u64, c: u8) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let x = w ^ (c as u64 * 0x0101_0101_0101_0101);
    !(((x & LOW7) + LOW7) | x) & HIGH
}

/// The eight bytes from `p` as a little-endian word, for the bytes before the
/// end of `b` (which must have at least eight); what stands in the bytes past
/// the end is unspecified, and every caller masks them off with
/// [`keep_before`]. No branch: near the end it is the last eight bytes
/// shifted down.
#[inline(always)]
pub(crate) const fn word(b: &[u8], p: usize) -> u64 {
    let at = if p + 8 <= b.len() { p } else { b.len() - 8 };
    match b.split_at(at).1.first_chunk::<8>() {
        // `p - at` is 8 or more only when `p` is past the end.
        Some(c) => u64::from_le_bytes(*c).wrapping_shr(8 * (p - at) as u32),
        None => 0,
    }
}

/// The mask of the bytes of the word read at `p` ([`word`]) that lie before
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
        let hits = eq(word(b, q), c) & keep_before(q, p);
        if hits != 0 {
            return q + (63 - hits.leading_zeros() as usize) / 8 + 1;
        }
        p = q;
    }
    from
}

/// Scans a standalone host (as in a news message-id) from `i` and checks it.
/// Returns its end.
pub(crate) const fn host_at(b: &[u8], i: usize) -> Result<(usize, bool), ParseError> {
    if let Some(found) = hostname_fast(b, i) {
        return Ok(found);
    }
    let h = run_short::<{ chars::HOST }>(b, i);
    if h == i {
        if at_end(b, h) {
            return Err(ParseError::new(h, 0, ErrorKind::MissingHost, Component::Host));
        }
        return Err(ParseError::unexpected(b, h, Component::Host));
    }
    let v4 = tri!(host(b, i, h));
    Ok((h, v4))
}

/// [`parse`] for a typed view: a valid URL of another scheme is an error
/// naming both schemes (reported before anything else the URL may get wrong).
pub(crate) const fn expect_scheme(s: &str, want: Scheme) -> Result<Url<'_>, ParseError> {
    if let Some((i, found)) = scheme_of(s.as_bytes()) {
        if !want.view_takes(found) {
            return Err(ParseError::wrong_scheme(want, found, i));
        }
    }
    parse(s)
}

#[cfg(test)]
mod fast_paths {
    //! Each fast path must agree with the full reading it short-cuts: when it
    //! answers, the full reading gives the same answer; and it must answer for
    //! the common valid inputs it exists for.

    extern crate std;

    use super::*;
    use std::format;
    use std::string::{String, ToString};
    use std::vec::Vec;

    /// A small deterministic generator (SplitMix64).
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }

        fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
            items[(self.next() % items.len() as u64) as usize]
        }
    }

    #[test]
    fn after_last_agrees_with_a_byte_loop() {
        let mut r = Rng(1630);
        for _ in 0..20_000 {
            let len = (r.next() % 40) as usize;
            let b: Vec<u8> = (0..len).map(|_| if r.next().is_multiple_of(5) { b'/' } else { b'a' }).collect();
            let from = (r.next() as usize) % (len + 1);
            let to = from + (r.next() as usize) % (len - from + 1);
            let want = b[from..to].iter().rposition(|&c| c == b'/').map_or(from, |k| from + k + 1);
            assert_eq!(after_last(&b, from, to, b'/'), want, "{:?} {from} {to}", String::from_utf8_lossy(&b));
        }
        assert_eq!(after_last(b"ftp://h/pub/rfc/x.txt", 8, 21, b'/'), 16);
        assert_eq!(after_last(b"ftp://h/x", 8, 9, b'/'), 8);
    }

    /// The host run byte by byte: the reference for the chunked `run`.
    fn host_run_end(b: &[u8], start: usize) -> usize {
        run_short::<{ chars::HOST }>(b, start)
    }

    /// Hosts from pieces: labels of every shape, digit groups, dots, hyphens.
    fn hosts(n: usize) -> Vec<String> {
        let pieces = [
            "a", "b7", "x-y", "-a", "a-", "9", "255", "256", "0", "01", "example", "com", "Z", ".", ".", "..", "-", "",
        ];
        let mut rng = Rng(1738);
        let mut out: Vec<String> = [
            "info.cern.ch",
            "www.example.com",
            "10.0.0.1",
            "255.255.255.255",
            "256.1.1.1",
            "1.2.3",
            "1.2.3.4.5",
            "1.2.3.a",
            "a.1",
            "a.b.",
            ".a",
            "a..b",
            "x-.y",
            "x.-y",
            "",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        out.push("a".repeat(63));
        out.push("a".repeat(64));
        out.push(format!("{}.{}", "a".repeat(63), "b".repeat(63)));
        out.push(["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(63)].join("."));
        out.push(["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(64)].join("."));
        out.push(["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(62)].join("."));
        while out.len() < n {
            let k = 1 + rng.next() % 7;
            let mut h = String::new();
            for _ in 0..k {
                h.push_str(rng.pick(&pieces));
                if !rng.next().is_multiple_of(3) {
                    h.push('.');
                }
            }
            out.push(h);
        }
        out
    }

    #[test]
    fn hostname_fast_agrees_with_host() {
        let mut fast = 0;
        for h in hosts(20_000) {
            for tail in ["", "/", ":80", "@x", "#f", "?", "_"] {
                let s = format!("{h}{tail}");
                let b = s.as_bytes();
                let end = host_run_end(b, 0);
                let full = if end == 0 { None } else { host(b, 0, end).ok() };
                match hostname_fast(b, 0) {
                    Some((k, v4)) => {
                        assert_eq!((k, Some(v4)), (end, full), "{s:?}");
                        fast += 1;
                    }
                    // Every valid host takes the fast path.
                    None => assert_eq!(full, None, "{s:?}: valid, but not on the fast path"),
                }
            }
        }
        assert!(fast > 5_000, "{fast}");
    }

    #[test]
    fn authority_fast_agrees_with_authority_full() {
        let logins = [
            "",
            "",
            "",
            "u@",
            "u:p@",
            ":@",
            "u:@",
            ":p@",
            "a%41b:c%42@",
            "u;?&=:p@",
            "u@v@",
            "u:p:q@",
            "%4@",
            "host:80@",
        ];
        let ports = ["", "", ":", ":0", ":21", ":65535", ":65536", ":99999999999", ":8a", "::1"];
        let tails = ["", "/", "/x", "#f", "?q", " ", "/%41"];
        let schemes =
            [Scheme::Http, Scheme::Https, Scheme::Ftp, Scheme::File, Scheme::Telnet, Scheme::Gopher, Scheme::Other];
        let mut rng = Rng(1630);
        let hosts = hosts(3_000);
        let mut fast = 0;
        for round in 0..60_000 {
            let host = &hosts[round % hosts.len()];
            let s = format!("x://{}{host}{}{}", rng.pick(&logins), rng.pick(&ports), rng.pick(&tails));
            let b = s.as_bytes();
            for scheme in schemes {
                if let Some(a) = authority_fast(b, 4, scheme) {
                    assert_eq!(Ok(a), authority_full(b, 4, scheme), "{s:?} as {scheme:?}");
                    fast += 1;
                }
            }
        }
        assert!(fast > 2_000, "{fast}");
        // The common cases are on the fast path.
        for (s, scheme) in [
            ("x://info.cern.ch/", Scheme::Http),
            ("x://host.com:8080", Scheme::Http),
            ("x://10.0.0.1:21/", Scheme::Ftp),
            ("x://user:pass@ftp.example.org/", Scheme::Ftp),
            ("x://user@host#f", Scheme::Telnet),
            ("x:///etc/motd", Scheme::File),
            ("x://localhost/etc", Scheme::File),
        ] {
            let b = s.as_bytes();
            assert_eq!(authority_fast(b, 4, scheme).map(Ok), Some(authority_full(b, 4, scheme)), "{s:?}");
        }
    }

    #[test]
    fn known_scheme_agrees_with_the_scheme_rule() {
        let names = [
            "ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero", "https", "htt",
            "fil", "ftps", "newsx", "x", "", "httpss", "httpx", "shttp",
        ];
        let mut rng = Rng(822);
        let mut known = 0;
        for _ in 0..20_000 {
            let name: String = rng
                .pick(&names)
                .chars()
                .map(|c| if rng.next().is_multiple_of(2) { c.to_ascii_uppercase() } else { c })
                .collect();
            let sep = rng.pick(&[":", ":", ":", ";", "\x1a", "", "s:", "+:"]);
            let s = format!("{name}{sep}//host/xxxxxxxx");
            let b = s.as_bytes();
            if let Some((i, kind)) = known_scheme(b) {
                known += 1;
                let end = run::<{ chars::SCHEME }>(b, 0);
                assert_eq!((i, b[i]), (end, b':'), "{s:?}");
                assert_eq!(kind, Scheme::from_bytes(&b[..i]), "{s:?}");
                assert_ne!(kind, Scheme::Other, "{s:?}");
            }
        }
        assert!(known > 3_000, "{known}");
    }
}

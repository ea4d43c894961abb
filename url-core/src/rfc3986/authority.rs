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
//! This file holds what an authority reads to: the typed host ([`UriHost`])
//! and the positions. The grammar that reads it is in `grammar.rs`, which is
//! mounted twice (see `crate::twin`).

use core::fmt;
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

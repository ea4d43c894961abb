//! [`Url`], [`Scheme`] and [`Host`].

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};

use crate::rfc1738::scheme::Scheme;

/// "No such position" in the offsets of a [`Url`].
pub(crate) const NO_OFFSET: u32 = u32::MAX;
/// Flag: the host is a `hostnumber` (IPv4 address).
pub(crate) const IPV4: u8 = 1;

/// The slice `s[start..end]`, in a `const fn`. Every offset a [`Url`] stores
/// sits between ASCII bytes, so it is always a character boundary.
#[inline(always)]
pub(crate) const fn slice(s: &str, start: usize, end: usize) -> &str {
    s.split_at(end).0.split_at(start).1
}

/// A URL as RFC 1738 defines it, with an RFC 1630 fragment identifier: a
/// validated, zero-copy view of the text it was parsed from.
///
/// `Url` stores the input `&str` and the offsets of its components; every
/// accessor is a `const fn` that slices the input, so a `Url` built in a
/// `const` (by [`Url::parse`] or by the `url!` macro) answers in `const` too.
/// Components are returned *raw*, still percent-encoded, exactly as written.
///
/// # Syntax
///
/// ```text
/// genericurl     = scheme ":" schemepart
/// schemepart     = *xchar | ip-schemepart
/// ip-schemepart  = "//" login [ "/" urlpath ]
/// login          = [ user [ ":" password ] "@" ] hostport
/// hostport       = host [ ":" port ]
/// ```
///
/// plus the per-scheme productions of RFC 1738 §5 (see the typed views reached
/// through [`details`](Url::details)), and `"#" fragment` after any of them.
///
/// # Examples
///
/// ```
/// use url_core::{Host, Scheme, Url};
///
/// const MIRROR: Url<'static> = match Url::parse_const("ftp://anonymous@ftp.example.org:2121/pub/README;type=a#top") {
///     Ok(u) => u,
///     Err(_) => panic!("invalid URL"),
/// };
/// const PORT: Option<u16> = MIRROR.port_or_default();
///
/// assert_eq!(MIRROR.kind(), Scheme::Ftp);
/// assert_eq!(MIRROR.user(), Some("anonymous"));
/// assert_eq!(MIRROR.host(), Some(Host::Name("ftp.example.org")));
/// assert_eq!(PORT, Some(2121));
/// assert_eq!(MIRROR.fragment(), Some("top"));
/// ```
///
/// # Display and Debug
///
/// `Display` and `as_str()` give the URL exactly as written. `Debug` gives
/// the text too, as `Url("…")`, with a password, even an empty one, written
/// `***` (`ftp://user:***@host/`): a password is a secret that logs should
/// not keep, and `{:?}` is what ends up in logs and panic messages; an empty
/// password is hidden too, since even its length is something only the
/// password's owner should know. The `Debug` of [`details`](Url::details)
/// (or of a typed view) lists the parts.
///
/// ```
/// use url_core::Url;
///
/// let url = Url::parse("ftp://anonymous:s3cr3t@ftp.example.org/README").unwrap();
/// assert_eq!(url.to_string(), "ftp://anonymous:s3cr3t@ftp.example.org/README");
/// assert_eq!(format!("{url:?}"), r#"Url("ftp://anonymous:***@ftp.example.org/README")"#);
/// assert_eq!(
///     format!("{:?}", url.details()),
///     r#"FtpUrl { url: "ftp://anonymous:***@ftp.example.org/README", user: "anonymous", password: ***, host: Name("ftp.example.org"), cwd: [], name: Some("README"), typecode: None }"#
/// );
/// ```
///
/// # Equality, hashing and order
///
/// `==`, [`Hash`] and [`Ord`] compare the text as written, byte for byte
/// (as `str` does): `HTTP://Example.com/` and `http://example.com/` differ,
/// and so do `%7e` and `%7E`. That is what a map key, a set or a `match`
/// needs: cheap, and never equal for two texts a program might treat
/// differently. Whether two URLs *name the same resource* is another
/// question, answered by [`equivalent`](Url::equivalent) (RFC 1738 §2.1,
/// §2.2, §3.1 and the RFC 1630 draft: the case of the scheme and of the host,
/// escapes of characters that need none, the default port, ...), with
/// [`hash_normalized`](Url::hash_normalized) to hash by it and `normalized()`
/// (feature `alloc`) for its canonical text. `UrlBuf` and
/// the typed views compare, hash and order the same way, and a `Url` equals
/// a `str` or a `UrlBuf` of the same text.
///
/// ```
/// use url_core::Url;
///
/// let a = Url::parse("HTTP://Info.CERN.ch:80/hypertext/%7Eowner").unwrap();
/// let b = Url::parse("http://info.cern.ch/hypertext/%7eowner").unwrap();
/// assert!(a != b); // not the same text
/// assert!(a.equivalent(&b)); // the same resource
/// assert_eq!(a, "HTTP://Info.CERN.ch:80/hypertext/%7Eowner");
/// ```
///
/// # In patterns
///
/// A `const` URL is a pattern (equality is structural), so `match` can
/// compare against it, textually, as `==` does; an equivalent URL in
/// another spelling does not match.
///
/// ```
/// use url_core::Url;
///
/// const HOME: Url<'static> = match Url::parse_const("http://info.cern.ch/") {
///     Ok(u) => u,
///     Err(_) => panic!("invalid URL"),
/// };
///
/// fn label(url: Url<'_>) -> &'static str {
///     match url {
///         HOME => "home",
///         _ => "elsewhere",
///     }
/// }
/// assert_eq!(label(Url::parse("http://info.cern.ch/").unwrap()), "home");
/// assert_eq!(label(Url::parse("HTTP://info.cern.ch/").unwrap()), "elsewhere");
/// ```
// `PartialEq` and `Eq` are derived, so that a `const` URL is a pattern: the
// offsets are a function of the text (every `Url` comes from the parser, or
// from offsets it computed for that text), so comparing every field is
// comparing the text, which `Hash` and `Ord` hash and order.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Url<'a> {
    #[doc(hidden)]
    pub s: &'a str,
    /// Index of the `:` after the scheme.
    #[doc(hidden)]
    pub scheme_end: u32,
    /// Index of the `@` that ends the login, or `NO_OFFSET`.
    #[doc(hidden)]
    pub at: u32,
    /// Index of the `:` between user and password, or `NO_OFFSET`.
    #[doc(hidden)]
    pub colon: u32,
    /// End of the host, or `NO_OFFSET` when the URL has no `//` login.
    #[doc(hidden)]
    pub host_end: u32,
    /// End of `hostport`.
    #[doc(hidden)]
    pub auth_end: u32,
    /// End of the URL proper: the index of `#`, or the input length.
    #[doc(hidden)]
    pub end: u32,
    /// Scheme-specific positions (see each scheme module).
    #[doc(hidden)]
    pub marks: [u32; 3],
    #[doc(hidden)]
    pub port: u16,
    #[doc(hidden)]
    pub kind: Scheme,
    /// Facts about the host, a set of bits: `IPV4` when it is a `hostnumber`.
    #[doc(hidden)]
    pub host_flags: u8,
}

impl<'a> Url<'a> {
    pub(crate) const fn empty(s: &'a str, scheme_end: u32, kind: Scheme) -> Self {
        Url {
            s,
            scheme_end,
            at: NO_OFFSET,
            colon: NO_OFFSET,
            host_end: NO_OFFSET,
            auth_end: NO_OFFSET,
            end: s.len() as u32,
            marks: [NO_OFFSET; 3],
            port: 0,
            kind,
            host_flags: 0,
        }
    }

    /// The whole URL, exactly as parsed (fragment included).
    pub const fn as_str(&self) -> &'a str {
        self.s
    }

    /// The scheme as written (`"HTTP"` stays upper case).
    pub const fn scheme(&self) -> &'a str {
        slice(self.s, 0, self.scheme_end as usize)
    }

    /// Which scheme this is, recognised case-insensitively (§2.1): one of the
    /// ten of RFC 1738, https (RFC 2818), or [`Scheme::Other`].
    pub const fn kind(&self) -> Scheme {
        self.kind
    }

    /// Everything after the first `:` up to the fragment.
    pub const fn scheme_specific_part(&self) -> &'a str {
        slice(self.s, self.scheme_end as usize + 1, self.end as usize)
    }

    /// The URL without its fragment.
    pub const fn without_fragment(&self) -> &'a str {
        slice(self.s, 0, self.end as usize)
    }

    /// The RFC 1630 fragment identifier after `#`, if any (possibly empty).
    pub const fn fragment(&self) -> Option<&'a str> {
        if (self.end as usize) < self.s.len() {
            Some(slice(self.s, self.end as usize + 1, self.s.len()))
        } else {
            None
        }
    }

    /// Whether the URL has the `//login` of RFC 1738 §3.1 (always for ftp,
    /// http, https, gopher, nntp, telnet, wais, file and prospero; for other schemes
    /// when the scheme-specific part also reads as `ip-schemepart`).
    pub const fn has_login(&self) -> bool {
        self.host_end != NO_OFFSET
    }

    /// The user name, if the URL has one; `Some("")` for `ftp://@host/`
    /// (§3.1: an empty user name is not the same as none).
    pub const fn user(&self) -> Option<&'a str> {
        if self.at == NO_OFFSET {
            return None;
        }
        let end = if self.colon != NO_OFFSET { self.colon } else { self.at };
        Some(slice(self.s, self.scheme_end as usize + 3, end as usize))
    }

    /// The password, if the URL has one; `Some("")` for `ftp://foo:@host/`.
    pub const fn password(&self) -> Option<&'a str> {
        if self.colon == NO_OFFSET {
            return None;
        }
        Some(slice(self.s, self.colon as usize + 1, self.at as usize))
    }

    pub(crate) const fn host_start(&self) -> usize {
        if self.at != NO_OFFSET {
            self.at as usize + 1
        } else {
            self.scheme_end as usize + 3
        }
    }

    /// The host as written, if the URL has a login part (`""` for
    /// `file:///`).
    pub const fn host_str(&self) -> Option<&'a str> {
        if self.host_end == NO_OFFSET {
            return None;
        }
        Some(slice(self.s, self.host_start(), self.host_end as usize))
    }

    /// The host: a domain name or an IPv4 address.
    ///
    /// ```
    /// use url_core::{Host, Url};
    /// assert_eq!(Url::parse("http://10.0.0.1/").unwrap().host(), Some(Host::Ipv4([10, 0, 0, 1])));
    /// assert_eq!(Url::parse("news:comp.lang.c").unwrap().host(), None);
    /// ```
    ///
    /// # Hosts that other parsers read differently
    ///
    /// This is the host as RFC 1738 reads it, which is not always how other
    /// software reads the same text. An IPv4 group with a leading zero is
    /// decimal here (`0127.0.0.1` is 127.0.0.1, §3.1 `hostnumber`) but octal
    /// for WHATWG URL parsers and `inet_aton` (87.0.0.1); a `?` in the user
    /// name or password belongs to it here, while WHATWG ends the host before
    /// it (`ftp://a?b@example.com/` has the host `a` there). Checking `host()`
    /// against an allow-list and then handing the text to one of those could
    /// reach a host the check never saw, so such a host is *ambiguous*
    /// ([`has_ambiguous_host`](Url::has_ambiguous_host), and
    /// [`ambiguous_host`](Url::ambiguous_host) for both readings), and the
    /// conversions to `url::Url` and `http::Uri` refuse it. Where the text
    /// leaves this crate any other way, refuse it yourself.
    ///
    /// ```
    /// use url_core::{Host, Url};
    ///
    /// let url = Url::parse("http://0127.0.0.1/").unwrap();
    /// assert_eq!(url.host(), Some(Host::Ipv4([127, 0, 0, 1])));
    /// assert!(url.has_ambiguous_host());
    /// ```
    pub const fn host(&self) -> Option<Host<'a>> {
        let Some(h) = self.host_str() else { return None };
        if self.host_flags & IPV4 == 0 {
            return Some(Host::Name(h));
        }
        let b = h.as_bytes();
        let mut out = [0u8; 4];
        let mut i = 0;
        let mut g = 0;
        while g < 4 {
            let (e, v) = crate::scan::digits(b, i);
            out[g] = v as u8;
            i = e + 1;
            g += 1;
        }
        Some(Host::Ipv4(out))
    }

    /// The port written in the URL, if any.
    pub const fn port(&self) -> Option<u16> {
        if self.host_end != NO_OFFSET && self.auth_end > self.host_end {
            Some(self.port)
        } else {
            None
        }
    }

    /// The scheme's default port (ftp 21, http 80, https 443, gopher 70,
    /// nntp 119, telnet 23, wais 210, prospero 1525), or `None`.
    pub const fn default_port(&self) -> Option<u16> {
        self.kind.default_port()
    }

    /// The port to connect to: the explicit one, else the scheme's default;
    /// `None` when the URL names no port and its scheme has no default
    /// (mailto, news, file and other schemes). No port is invented: an
    /// explicit `:0` is `Some(0)`, and nothing else gives 0.
    ///
    /// The typed views of the schemes that always have a default
    /// ([`FtpUrl`](crate::FtpUrl), [`HttpUrl`](crate::HttpUrl), [`GopherUrl`](crate::GopherUrl),
    /// [`NntpUrl`](crate::NntpUrl), [`TelnetUrl`](crate::TelnetUrl), [`WaisUrl`](crate::WaisUrl),
    /// [`ProsperoUrl`](crate::ProsperoUrl)) have a `port_or_default` that
    /// returns a plain `u16`.
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// assert_eq!(Url::parse("https://example.com/").unwrap().port_or_default(), Some(443));
    /// assert_eq!(Url::parse("http://example.com:8080/").unwrap().port_or_default(), Some(8080));
    /// assert_eq!(Url::parse("mailto:timbl@info.cern.ch").unwrap().port_or_default(), None);
    /// assert_eq!(Url::parse("x-api://example.com/").unwrap().port_or_default(), None);
    /// assert_eq!(Url::parse("x-api://example.com:9000/").unwrap().port_or_default(), Some(9000));
    /// ```
    pub const fn port_or_default(&self) -> Option<u16> {
        match self.port() {
            Some(p) => Some(p),
            None => self.default_port(),
        }
    }

    /// For URLs with a login part: the `url-path` after the `/` that follows
    /// the host (§3.1: that `/` is not part of it); `None` without that `/`.
    pub const fn url_path(&self) -> Option<&'a str> {
        if self.host_end == NO_OFFSET || self.auth_end >= self.end {
            return None;
        }
        Some(slice(self.s, self.auth_end as usize + 1, self.end as usize))
    }
}

impl fmt::Display for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.s)
    }
}

/// `Url("…")`: the text, quoted and escaped as `str`'s `Debug` writes it,
/// with a password, even an empty one, written `***`. The parts are in the
/// `Debug` of [`details`](Url::details).
impl fmt::Debug for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Url").field(&crate::redact::Redacted::whole(self.s)).finish()
    }
}

impl Hash for Url<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.s.hash(state);
    }
}

impl PartialOrd for Url<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Url<'_> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.s.cmp(other.s)
    }
}

impl AsRef<str> for Url<'_> {
    fn as_ref(&self) -> &str {
        self.s
    }
}

impl PartialEq<str> for Url<'_> {
    fn eq(&self, other: &str) -> bool {
        self.s == other
    }
}

impl PartialEq<&str> for Url<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.s == *other
    }
}

/// A host of RFC 1738 §3.1: a fully qualified domain name or an IPv4 address
/// ("a set of four decimal digit groups separated by '.'").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Host<'a> {
    /// A `hostname`, as written (compare case-insensitively).
    Name(&'a str),
    /// A `hostnumber`, each group 0..=255.
    Ipv4([u8; 4]),
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::Name(n) => f.write_str(n),
            Host::Ipv4([a, b, c, d]) => write!(f, "{a}.{b}.{c}.{d}"),
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::Scheme;
    use std::format;
    use std::vec::Vec;

    #[test]
    fn every_scheme_name_in_any_case_and_near_misses() {
        for s in Scheme::ALL.into_iter().take(11) {
            let name = s.name();
            assert_eq!(Scheme::from_name(name), s);
            assert_eq!(Scheme::from_name(&name.to_ascii_uppercase()), s);
            let plus_s = if s == Scheme::Http { Scheme::Https } else { Scheme::Other };
            assert_eq!(Scheme::from_name(&format!("{name}s")), plus_s);
            assert_eq!(Scheme::from_name(&name[1..]), Scheme::Other);
            let mut swapped: Vec<u8> = name.bytes().collect();
            swapped.swap(1, 2);
            if swapped != name.as_bytes() {
                assert_eq!(Scheme::from_name(core::str::from_utf8(&swapped).unwrap()), Scheme::Other, "{name}");
            }
        }
        for other in
            ["", "f", "fp", "ftq", "nnews", "nttp", "neww", "x-ftp", "@ttp", "Http1", "httpss", "shttp", "htps"]
        {
            assert_eq!(Scheme::from_name(other), Scheme::Other, "{other}");
        }
    }
}

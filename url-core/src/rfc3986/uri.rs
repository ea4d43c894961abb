//! RFC 3986 §3 and §4.1–4.2: `URI`, `relative-ref` and `URI-reference`, as
//! [`Uri`] and [`UriRef`].
//!
//! ```text
//! URI-reference = URI / relative-ref
//! URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
//! relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
//! hier-part     = "//" authority path-abempty / path-absolute / path-rootless / path-empty
//! relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
//! scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
//! path-noscheme = segment-nz-nc *( "/" segment )
//! query         = *( pchar / "/" / "?" )
//! fragment      = *( pchar / "/" / "?" )
//! ```
//!
//! After `scheme ":"`, the four kinds of `hier-part` path are together any
//! `*( pchar / "/" )` (a path that would start with `//` is an authority);
//! a relative reference's first segment takes no `:` (§4.2), so that it
//! cannot read as a scheme.

use core::fmt;

use crate::rfc3986::authority::{HostKind, UriHost};
use crate::rfc3986::scheme::UriScheme;
use crate::scan::first_of;
use crate::view::url::{slice, NO_OFFSET};

/// A URI reference of RFC 3986 (`URI-reference`): a [`Uri`], or a relative
/// reference (`//host/p`, `/p`, `p`, `?q`, `#f`, `""`); a validated,
/// zero-copy view of the text it was parsed from.
///
/// Every accessor is a `const fn` that slices the input and returns the
/// component raw, still percent-encoded; an absent component is `None`, an
/// empty one `Some("")`.
///
/// ```
/// use url_core::UriRef;
///
/// let r = UriRef::parse("../a/b?x=1#top").unwrap();
/// assert!(r.is_relative());
/// assert_eq!((r.scheme(), r.host_str()), (None, None));
/// assert_eq!((r.path(), r.query(), r.fragment()), ("../a/b", Some("x=1"), Some("top")));
///
/// // `a:b/c` is a URI of scheme `a`; the relative path is written `./a:b/c`
/// // (RFC 3986 §4.2), and a ':' in a relative path's first segment is an error.
/// assert_eq!(UriRef::parse("a:b/c").unwrap().scheme(), Some("a"));
/// assert_eq!(UriRef::parse("./a:b/c").unwrap().path(), "./a:b/c");
/// assert_eq!(UriRef::parse("1a:b").unwrap_err().rule(), "segment-nz-nc");
/// ```
///
/// Like [`Uri::parse`], `UriRef::parse` applies the rules of the schemes it
/// knows (http, https, ws, wss, and file, mailto, data and urn by their own
/// RFCs) when the reference has a scheme.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct UriRef<'a> {
    #[doc(hidden)]
    pub s: &'a str,
    /// The `:` after the scheme, or `NO_OFFSET` for a relative reference.
    #[doc(hidden)]
    pub scheme_end: u32,
    /// Just after the `//`, or `NO_OFFSET` without an authority.
    #[doc(hidden)]
    pub auth_start: u32,
    /// Where the host starts (after the `@` when there is a userinfo).
    #[doc(hidden)]
    pub host_start: u32,
    /// Where the host ends (a `:` before the port, or the path).
    #[doc(hidden)]
    pub host_end: u32,
    /// Where the path starts (the end of the authority).
    #[doc(hidden)]
    pub path_start: u32,
    /// The `?` before the query, or `NO_OFFSET`.
    #[doc(hidden)]
    pub query: u32,
    /// The `#` before the fragment, or `NO_OFFSET`.
    #[doc(hidden)]
    pub fragment: u32,
    /// The port's value when its digits are not empty.
    #[doc(hidden)]
    pub port: u16,
    #[doc(hidden)]
    pub host: HostKind,
}

/// A URI of RFC 3986 (`URI`: `scheme ":" hier-part [ "?" query ] [ "#"
/// fragment ]`): a validated, zero-copy view of the text it was parsed from.
///
/// ```
/// use url_core::{Uri, UriHost};
///
/// const API: Uri<'static> = match Uri::parse_const("https://[2001:db8::7]:8443/v1/items?next=/home#top") {
///     Ok(uri) => uri,
///     Err(_) => panic!("invalid URI"),
/// };
/// assert_eq!(API.scheme(), "https");
/// assert_eq!(API.host(), Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 7])));
/// assert_eq!(API.host_str(), Some("[2001:db8::7]"));
/// assert_eq!((API.port(), API.default_port()), (Some(8443), Some(443)));
/// assert_eq!((API.path(), API.query(), API.fragment()), ("/v1/items", Some("next=/home"), Some("top")));
/// ```
///
/// `Uri::parse` applies the rules of the schemes it knows, compared
/// case-insensitively: http and https (RFC 9110 §4.2) need an authority with
/// a non-empty host and take no userinfo; ws and wss (RFC 6455 §3) likewise,
/// and take no fragment. The schemes read by their own RFCs are checked by
/// those RFCs too, as their views ([`FileUri`](crate::FileUri),
/// [`MailtoUri`](crate::MailtoUri), [`DataUri`](crate::DataUri),
/// [`Urn`](crate::Urn)) read them: file (RFC 8089 §2), mailto (RFC 6068
/// §2, its addresses by RFC 5322 §3.4.1), data (RFC 2397 §3, RFC 2045 §5.1,
/// RFC 4648 §4) and urn (RFC 8141 §2, a `urn:uuid:` by RFC 9562 §4).
///
/// ```
/// use url_core::Uri;
///
/// let e = Uri::parse("http://user:pw@example.com/").unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "http URIs take no userinfo ('user:password@'); send credentials in a header (RFC 9110 §4.2.4)",
/// );
/// assert_eq!((e.offset(), e.length(), e.rule()), (7, 8, "userinfo"));
///
/// let e = Uri::parse("file://h:80/x").unwrap_err();
/// assert_eq!(e.to_string(), "file URIs take no port; the authority is 'localhost' or a host (RFC 8089 §2)");
/// assert_eq!((e.offset(), e.length(), e.rule()), (8, 3, "file-auth"));
/// let e = Uri::parse("data:;base64,QQ").unwrap_err();
/// assert_eq!((e.offset(), e.length(), e.rule()), (13, 2, "base64"));
/// ```
///
/// # Equality, hashing and order
///
/// `==`, [`Hash`] and [`Ord`] compare the text as written, byte for byte
/// (as `str` does): `HTTPS://Example.com/` and `https://example.com/`
/// differ, and so do `%7e` and `%7E`, `https://h` and `https://h:443/`.
/// That is what a map key, a set or a `match` needs. Whether two URIs are
/// the same by RFC 3986 §6.2.2 and §6.2.3 (case, percent-encoding, dot
/// segments, default port, empty path) is [`equivalent`](Uri::equivalent),
/// with [`hash_normalized`](Uri::hash_normalized) to hash by it. The owned
/// and typed forms (`UriBuf`, [`HttpUri`](crate::HttpUri),
/// ...) compare the same way.
///
/// ```
/// use url_core::Uri;
///
/// let a = Uri::parse("HTTPS://Example.com:443/%7euser").unwrap();
/// let b = Uri::parse("https://example.com/~user").unwrap();
/// assert!(a != b && a < b); // not the same text, and 'H' < 'h'
/// assert!(a.equivalent(&b)); // the same URI by RFC 3986 §6.2
/// ```
///
/// A `const` URI is a pattern (equality is structural, which for a parsed
/// text is textual):
///
/// ```
/// use url_core::Uri;
///
/// const HEALTH: Uri<'static> = match Uri::parse_const("https://api.example.com/health") {
///     Ok(uri) => uri,
///     Err(_) => panic!("invalid URI"),
/// };
/// let is_health = |text: &str| matches!(Uri::parse(text), Ok(HEALTH));
/// assert!(is_health("https://api.example.com/health"));
/// assert!(!is_health("https://API.example.com/health"));
/// ```
// `PartialEq`, `Eq` and `Hash` are derived (a `const` is then a pattern):
// the positions are a function of the text, so they compare as the text.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Uri<'a>(#[doc(hidden)] pub UriRef<'a>);

impl<'a> UriRef<'a> {
    /// The text, as given to [`parse`](Self::parse).
    pub const fn as_str(&self) -> &'a str {
        self.s
    }

    /// Whether this is a `relative-ref` (no scheme).
    pub const fn is_relative(&self) -> bool {
        self.scheme_end == NO_OFFSET
    }

    /// This reference as a [`Uri`], when it has a scheme.
    ///
    /// ```
    /// use url_core::UriRef;
    /// assert_eq!(UriRef::parse("a:b").unwrap().as_uri().map(|u| u.path()), Some("b"));
    /// assert!(UriRef::parse("b").unwrap().as_uri().is_none());
    /// ```
    pub const fn as_uri(&self) -> Option<Uri<'a>> {
        if self.scheme_end == NO_OFFSET {
            None
        } else {
            Some(Uri(*self))
        }
    }

    /// The scheme as written (`None` for a relative reference).
    pub const fn scheme(&self) -> Option<&'a str> {
        if self.scheme_end == NO_OFFSET {
            None
        } else {
            Some(slice(self.s, 0, self.scheme_end as usize))
        }
    }

    /// The authority after `//` (`userinfo@host:port`), raw; `None`
    /// without `//`.
    pub const fn authority(&self) -> Option<&'a str> {
        if self.auth_start == NO_OFFSET {
            None
        } else {
            Some(slice(self.s, self.auth_start as usize, self.path_start as usize))
        }
    }

    /// The userinfo before `@`, raw (`None` without `@`).
    pub const fn userinfo(&self) -> Option<&'a str> {
        if self.auth_start == NO_OFFSET || self.host_start == self.auth_start {
            None
        } else {
            Some(slice(self.s, self.auth_start as usize, self.host_start as usize - 1))
        }
    }

    /// The host, typed (`None` without an authority).
    pub const fn host(&self) -> Option<UriHost<'a>> {
        let (start, end) = (self.host_start as usize, self.host_end as usize);
        Some(match self.host {
            HostKind::None => return None,
            HostKind::RegName => UriHost::RegName(slice(self.s, start, end)),
            HostKind::Ipv4(a) => UriHost::Ipv4(a),
            HostKind::Ipv6(g) => UriHost::Ipv6(g),
            HostKind::IpvFuture => UriHost::IpvFuture(slice(self.s, start + 1, end - 1)),
        })
    }

    /// The host as written, brackets of an IP literal kept (`None` without
    /// an authority; `Some("")` for an empty reg-name).
    pub const fn host_str(&self) -> Option<&'a str> {
        if self.auth_start == NO_OFFSET {
            None
        } else {
            Some(slice(self.s, self.host_start as usize, self.host_end as usize))
        }
    }

    /// The port's digits as written, after the `:` (`Some("")` for `h:`,
    /// `None` without `:`).
    pub const fn port_str(&self) -> Option<&'a str> {
        if self.auth_start == NO_OFFSET || self.host_end == self.path_start {
            None
        } else {
            Some(slice(self.s, self.host_end as usize + 1, self.path_start as usize))
        }
    }

    /// The port (0..=65535), when digits follow the `:`.
    pub const fn port(&self) -> Option<u16> {
        match self.port_str() {
            Some(p) if !p.is_empty() => Some(self.port),
            _ => None,
        }
    }

    /// The path, raw; always present, perhaps empty.
    pub const fn path(&self) -> &'a str {
        let end = if self.query != NO_OFFSET {
            self.query
        } else if self.fragment != NO_OFFSET {
            self.fragment
        } else {
            self.s.len() as u32
        };
        slice(self.s, self.path_start as usize, end as usize)
    }

    /// The query after `?`, raw (`None` without `?`).
    pub const fn query(&self) -> Option<&'a str> {
        if self.query == NO_OFFSET {
            return None;
        }
        let end = if self.fragment != NO_OFFSET { self.fragment as usize } else { self.s.len() };
        Some(slice(self.s, self.query as usize + 1, end))
    }

    /// The fragment after `#`, raw (`None` without `#`).
    pub const fn fragment(&self) -> Option<&'a str> {
        if self.fragment == NO_OFFSET {
            None
        } else {
            Some(slice(self.s, self.fragment as usize + 1, self.s.len()))
        }
    }

    /// The default port of the scheme: 80 for http and ws, 443 for https
    /// and wss; `None` for every other scheme and for relative references
    /// (no port is invented).
    pub const fn default_port(&self) -> Option<u16> {
        match self.known_scheme() {
            Some(s) => Some(s.default_port()),
            None => None,
        }
    }

    /// The scheme, when it is one whose rules the parser applies.
    pub(crate) const fn known_scheme(&self) -> Option<UriScheme> {
        match self.scheme() {
            Some(s) => UriScheme::from_bytes(s.as_bytes()),
            None => None,
        }
    }
}

impl<'a> Uri<'a> {
    /// The text, as given to [`parse`](Self::parse).
    pub const fn as_str(&self) -> &'a str {
        self.0.s
    }

    /// This URI as a [`UriRef`].
    pub const fn as_uri_ref(&self) -> UriRef<'a> {
        self.0
    }

    /// The scheme as written.
    pub const fn scheme(&self) -> &'a str {
        slice(self.0.s, 0, self.0.scheme_end as usize)
    }

    /// The authority after `//`, raw; `None` without `//`.
    pub const fn authority(&self) -> Option<&'a str> {
        self.0.authority()
    }

    /// The userinfo before `@`, raw (`None` without `@`).
    pub const fn userinfo(&self) -> Option<&'a str> {
        self.0.userinfo()
    }

    /// The host, typed (`None` without an authority).
    pub const fn host(&self) -> Option<UriHost<'a>> {
        self.0.host()
    }

    /// The host as written, brackets of an IP literal kept.
    pub const fn host_str(&self) -> Option<&'a str> {
        self.0.host_str()
    }

    /// The port's digits as written (`Some("")` for `h:`, `None` without `:`).
    pub const fn port_str(&self) -> Option<&'a str> {
        self.0.port_str()
    }

    /// The port, when digits follow the `:`.
    pub const fn port(&self) -> Option<u16> {
        self.0.port()
    }

    /// The path, raw; always present, perhaps empty.
    pub const fn path(&self) -> &'a str {
        self.0.path()
    }

    /// The query after `?`, raw (`None` without `?`).
    pub const fn query(&self) -> Option<&'a str> {
        self.0.query()
    }

    /// The fragment after `#`, raw (`None` without `#`).
    pub const fn fragment(&self) -> Option<&'a str> {
        self.0.fragment()
    }

    /// 80 for http and ws, 443 for https and wss, else `None`.
    pub const fn default_port(&self) -> Option<u16> {
        self.0.default_port()
    }
}

impl<'a> From<Uri<'a>> for UriRef<'a> {
    fn from(uri: Uri<'a>) -> Self {
        uri.0
    }
}

impl fmt::Display for UriRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.s)
    }
}

impl UriRef<'_> {
    /// The password of the userinfo (what follows its first `:`) as a byte
    /// range of the text, `start == end` when empty; `None` without one.
    fn password_span(&self) -> Option<(usize, usize)> {
        let info = self.userinfo()?;
        let start = self.auth_start as usize;
        let colon = first_of(info.as_bytes(), b":")?;
        Some((start + colon + 1, start + info.len()))
    }

    /// The text for `Debug`: the password written `***`.
    pub(crate) fn redacted(&self) -> crate::redact::Redacted<'_> {
        crate::redact::Redacted { text: self.s, start: 0, end: self.s.len(), password: self.password_span() }
    }
}

/// The text, with the password of a userinfo (`user:password@`), even an
/// empty one, written `***`.
///
/// ```
/// use url_core::UriRef;
///
/// let r = UriRef::parse("//user:s3cr3t@example.com/").unwrap();
/// assert_eq!(format!("{r:?}"), r#"UriRef("//user:***@example.com/")"#);
/// ```
impl fmt::Debug for UriRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UriRef").field(&self.redacted()).finish()
    }
}

impl fmt::Display for Uri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.s)
    }
}

/// The text, with the password of a userinfo (`user:password@`), even an
/// empty one, written `***`.
///
/// ```
/// use url_core::Uri;
///
/// let uri = Uri::parse("ftp://anonymous:s3cr3t@ftp.example.org/").unwrap();
/// assert_eq!(uri.to_string(), "ftp://anonymous:s3cr3t@ftp.example.org/");
/// assert_eq!(format!("{uri:?}"), r#"Uri("ftp://anonymous:***@ftp.example.org/")"#);
/// ```
impl fmt::Debug for Uri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Uri").field(&self.0.redacted()).finish()
    }
}

/// What the `uri!` macros rebuild a value from (`crate::__private`): the
/// parser's offsets and host, taken apart at expansion time and put back
/// together in the expansion, so that nothing is parsed again.
impl<'a> UriRef<'a> {
    /// The offsets (`scheme_end`, `auth_start`, `host_start`, `host_end`,
    /// `path_start`, `query`, `fragment`), the port, the host's kind (0 none,
    /// 1 reg-name, 2 IPv4, 3 IPv6, 4 IPvFuture) and its address: an IPv4
    /// address in the low 32 bits (first octet highest), an IPv6 address as
    /// 128 bits (first group highest), else 0.
    pub(crate) const fn parts(&self) -> ([u32; 7], u16, u8, u128) {
        let (kind, address) = match self.host {
            HostKind::None => (0, 0),
            HostKind::RegName => (1, 0),
            HostKind::Ipv4(a) => (2, u32::from_be_bytes(a) as u128),
            HostKind::Ipv6(g) => {
                let mut v = 0u128;
                let mut i = 0;
                while i < 8 {
                    v = v << 16 | g[i] as u128;
                    i += 1;
                }
                (3, v)
            }
            HostKind::IpvFuture => (4, 0),
        };
        let o = [
            self.scheme_end,
            self.auth_start,
            self.host_start,
            self.host_end,
            self.path_start,
            self.query,
            self.fragment,
        ];
        (o, self.port, kind, address)
    }
}

/// The host of [`UriRef::parts`]' kind and address (for URI templates).
#[cfg(feature = "alloc")]
pub(crate) const fn host_kind(kind: u8, address: u128) -> HostKind {
    match kind {
        1 => HostKind::RegName,
        2 => HostKind::Ipv4((address as u32).to_be_bytes()),
        3 => {
            let mut g = [0u16; 8];
            let mut i = 0;
            while i < 8 {
                g[i] = (address >> (16 * (7 - i))) as u16;
                i += 1;
            }
            HostKind::Ipv6(g)
        }
        4 => HostKind::IpvFuture,
        _ => HostKind::None,
    }
}

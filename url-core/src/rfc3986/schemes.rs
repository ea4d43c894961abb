//! The schemes whose rules `Uri::parse` applies on top of RFC 3986, and
//! their typed views:
//!
//! - http and https (RFC 9110 §4.2.1, §4.2.2): an authority with a non-empty
//!   host; no userinfo (§4.2.4: "A sender MUST NOT generate the userinfo
//!   subcomponent (and its "@" delimiter) when an "http" or "https" URI
//!   reference is generated"); default ports 80 and 443;
//! - ws and wss (RFC 6455 §3): `"ws:" "//" host [ ":" port ] path [ "?"
//!   query ]`, so no userinfo and no fragment; a non-empty host as for http;
//!   default ports 80 and 443.

use crate::error::{Component, ErrorKind, ParseError, SchemeRule};
use crate::rfc3986::authority::UriHost;
use crate::rfc3986::uri::{Uri, UriRef};
use crate::scan::run_short;
use crate::view::url::NONE;

/// A scheme whose rules the RFC 3986 parser applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum UriScheme {
    Http,
    Https,
    Ws,
    Wss,
}

impl UriScheme {
    /// The scheme named by `b`, case-insensitively.
    ///
    /// Bit 0x20 folds the case of a letter, and only `H` and `h` become `h`
    /// that way (and so on for `t`, `p`, `s`, `w`), so each byte needs one
    /// comparison.
    #[inline]
    pub(crate) const fn from_bytes(b: &[u8]) -> Option<UriScheme> {
        const fn low(b: &[u8], i: usize) -> u8 {
            b[i] | 0x20
        }
        match b.len() {
            2 | 3 if low(b, 0) == b'w' && low(b, 1) == b's' => match b.len() {
                2 => Some(UriScheme::Ws),
                _ if low(b, 2) == b's' => Some(UriScheme::Wss),
                _ => None,
            },
            4 | 5 if low(b, 0) == b'h' && low(b, 1) == b't' && low(b, 2) == b't' && low(b, 3) == b'p' => {
                match b.len() {
                    4 => Some(UriScheme::Http),
                    _ if low(b, 4) == b's' => Some(UriScheme::Https),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The lower-case name.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            UriScheme::Http => "http",
            UriScheme::Https => "https",
            UriScheme::Ws => "ws",
            UriScheme::Wss => "wss",
        }
    }

    /// "a" or "an", for messages.
    pub(crate) const fn article(self) -> &'static str {
        match self {
            UriScheme::Http | UriScheme::Https => "an",
            UriScheme::Ws | UriScheme::Wss => "a",
        }
    }

    /// Whether the scheme is a WebSocket one.
    pub(crate) const fn is_ws(self) -> bool {
        matches!(self, UriScheme::Ws | UriScheme::Wss)
    }

    /// Whether the scheme runs over TLS.
    pub(crate) const fn is_secure(self) -> bool {
        matches!(self, UriScheme::Https | UriScheme::Wss)
    }

    /// 80, or 443 over TLS (RFC 9110 §4.2.1, §4.2.2; RFC 6455 §3).
    pub(crate) const fn default_port(self) -> u16 {
        if self.is_secure() {
            443
        } else {
            80
        }
    }

    /// The RFC and section that state a rule of the scheme (the userinfo
    /// rule, or the others).
    pub(crate) const fn section(self, userinfo: bool) -> &'static str {
        match self {
            UriScheme::Http | UriScheme::Https if userinfo => "RFC 9110 4.2.4",
            UriScheme::Http => "RFC 9110 4.2.1",
            UriScheme::Https => "RFC 9110 4.2.2",
            UriScheme::Ws | UriScheme::Wss => "RFC 6455 3",
        }
    }

    /// The section that defines the scheme and its twin.
    pub(crate) const fn family_section(self) -> &'static str {
        if self.is_ws() {
            "RFC 6455 3"
        } else {
            "RFC 9110 4.2"
        }
    }

    /// How URIs of the scheme and its twin start.
    pub(crate) const fn family_prefixes(self) -> &'static str {
        if self.is_ws() {
            "'ws://' or 'wss://'"
        } else {
            "'http://' or 'https://'"
        }
    }

    /// The scheme and its twin, after "expected".
    pub(crate) const fn family_names(self) -> &'static str {
        if self.is_ws() {
            "a ws or wss"
        } else {
            "an http or https"
        }
    }
}

/// The common case of `scheme ":"`: `http:` or `https:` (any case) at the
/// start of `b`, read as one word: the index of the `:` and the scheme.
/// `None` for anything else, which the parser then reads byte by byte.
#[inline(always)]
pub(crate) const fn http_prefix(b: &[u8]) -> Option<(usize, Option<UriScheme>)> {
    // "http:" and "https:" as little-endian words, and the masks of their
    // bytes; bit 0x20 of a byte folds a letter's case, and makes a letter of
    // no byte but that letter's other case (':' is compared as it is).
    const HTTP: u64 = u64::from_le_bytes(*b"http:\0\0\0");
    const HTTPS: u64 = u64::from_le_bytes(*b"https:\0\0");
    let w = match b.first_chunk::<8>() {
        Some(c) => u64::from_le_bytes(*c),
        None => return None,
    };
    // Bit 0x20 in the four or five bytes of the name, then the bytes of
    // the name and its ':'.
    if (w | 0x2020_2020) & 0xff_ffff_ffff == HTTP {
        Some((4, Some(UriScheme::Http)))
    } else if (w | 0x20_2020_2020) & 0xffff_ffff_ffff == HTTPS {
        Some((5, Some(UriScheme::Https)))
    } else {
        None
    }
}

/// The rules of `scheme` on the parsed reference `u` (grammar errors come
/// first: this runs on a valid `URI`).
pub(crate) const fn check(u: &UriRef<'_>, scheme: UriScheme) -> Result<(), ParseError> {
    let scheme_len = scheme.name().len();
    const fn fail(offset: usize, len: usize, rule: SchemeRule, scheme: UriScheme) -> ParseError {
        ParseError::new(offset, len, ErrorKind::UriSchemeRule(rule, scheme), Component::UriRef)
    }
    if u.auth_start == NONE {
        return Err(fail(scheme_len + 1, 0, SchemeRule::NoAuthority, scheme));
    }
    let (auth_start, host_start) = (u.auth_start as usize, u.host_start as usize);
    if host_start > auth_start {
        // The userinfo and its '@'.
        return Err(fail(auth_start, host_start - auth_start, SchemeRule::Userinfo, scheme));
    }
    if u.host_end as usize == host_start {
        // Point at where the host should be, with the port if any.
        return Err(fail(auth_start, u.path_start as usize - auth_start, SchemeRule::EmptyHost, scheme));
    }
    if scheme.is_ws() && u.fragment != NONE {
        let hash = u.fragment as usize;
        return Err(fail(hash, u.s.len() - hash, SchemeRule::Fragment, scheme));
    }
    Ok(())
}

/// A typed parser's scheme check: when `s` starts with a scheme that is not
/// `a` or `b`, the error naming both (before anything else the URI may get
/// wrong).
const fn expect_family(s: &str, a: UriScheme, b: UriScheme) -> Result<(), ParseError> {
    let bytes = s.as_bytes();
    let k = run_short::<{ crate::chars::U_SCHEME }>(bytes, 0);
    if k == 0 || !bytes[0].is_ascii_alphabetic() || k >= bytes.len() || bytes[k] != b':' {
        return Ok(());
    }
    match UriScheme::from_bytes(bytes.split_at(k).0) {
        Some(found) if found as u8 == a as u8 || found as u8 == b as u8 => Ok(()),
        _ => Err(ParseError::new(0, k, ErrorKind::UriWrongScheme(a), Component::UriScheme)),
    }
}

/// An http or https URI (RFC 9110 §4.2): a [`Uri`] whose scheme is one of
/// them, so that it has a non-empty host and no userinfo.
///
/// ```
/// use url_core::{HttpUri, UriHost};
///
/// const API: HttpUri<'static> = match HttpUri::parse("https://api.example.com/v1?page=2") {
///     Ok(uri) => uri,
///     Err(_) => panic!("invalid URI"),
/// };
/// assert!(API.is_secure());
/// assert_eq!(API.port_or_default(), 443);
/// assert_eq!(API.host(), UriHost::RegName("api.example.com"));
///
/// let e = HttpUri::parse("ftp://example.com/").unwrap_err();
/// assert_eq!(e.to_string(), "expected an http or https URI, found a URI of another scheme (RFC 9110 §4.2)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HttpUri<'a> {
    uri: Uri<'a>,
    secure: bool,
}

/// A ws or wss URI (RFC 6455 §3): a [`Uri`] whose scheme is one of them, so
/// that it has a non-empty host, no userinfo and no fragment.
///
/// ```
/// use url_core::WsUri;
///
/// let ws = WsUri::parse("wss://chat.example.com/socket?room=1").unwrap();
/// assert!(ws.is_secure());
/// assert_eq!((ws.port(), ws.port_or_default()), (None, 443));
/// assert_eq!(ws.path(), "/socket");
///
/// let e = WsUri::parse("ws://chat.example.com/#x").unwrap_err();
/// assert_eq!(e.to_string(), "ws URIs take no fragment; write a '#' in them as %23 (RFC 6455 §3)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct WsUri<'a> {
    uri: Uri<'a>,
    secure: bool,
}

/// The accessors both typed views share.
macro_rules! typed_view {
    ($ty:ident, $a:expr, $b:expr) => {
        impl<'a> $ty<'a> {
            /// Parses `s` as a [`Uri`] of this view's two schemes; a URI of
            /// another scheme is an error naming both.
            pub const fn parse(s: &'a str) -> Result<Self, ParseError> {
                if let Err(e) = expect_family(s, $a, $b) {
                    return Err(e);
                }
                match Uri::parse(s) {
                    Ok(uri) => {
                        let secure = match UriScheme::from_bytes(uri.scheme().as_bytes()) {
                            Some(found) => found.is_secure(),
                            None => false,
                        };
                        Ok($ty { uri, secure })
                    }
                    Err(e) => Err(e),
                }
            }

            /// This view of `uri`, when its scheme is one of this view's
            /// two: no parsing, since [`Uri::parse`] applied the scheme's
            /// rules already. A URI of another scheme is the error of
            /// [`parse`](Self::parse) naming both.
            pub const fn from_uri(uri: Uri<'a>) -> Result<Self, ParseError> {
                match UriScheme::from_bytes(uri.scheme().as_bytes()) {
                    Some(found) if found as u8 == $a as u8 || found as u8 == $b as u8 => {
                        Ok($ty { uri, secure: found.is_secure() })
                    }
                    _ => {
                        Err(ParseError::new(0, uri.scheme().len(), ErrorKind::UriWrongScheme($a), Component::UriScheme))
                    }
                }
            }

            /// This view of `uri`, whose scheme is known to be one of this
            /// view's two (the owned views keep only such URIs).
            #[cfg(feature = "alloc")]
            pub(crate) const fn from_uri_unchecked(uri: Uri<'a>) -> Self {
                let secure = match UriScheme::from_bytes(uri.scheme().as_bytes()) {
                    Some(found) => found.is_secure(),
                    None => false,
                };
                $ty { uri, secure }
            }

            /// The URI.
            pub const fn as_uri(&self) -> Uri<'a> {
                self.uri
            }

            /// The text, as given to [`parse`](Self::parse).
            pub const fn as_str(&self) -> &'a str {
                self.uri.as_str()
            }

            /// Whether the scheme is the one over TLS.
            pub const fn is_secure(&self) -> bool {
                self.secure
            }

            /// The scheme as written.
            pub const fn scheme(&self) -> &'a str {
                self.uri.scheme()
            }

            /// The host, typed (always present and non-empty).
            pub const fn host(&self) -> UriHost<'a> {
                match self.uri.host() {
                    Some(h) => h,
                    None => UriHost::RegName(""),
                }
            }

            /// The host as written, brackets of an IP literal kept.
            pub const fn host_str(&self) -> &'a str {
                match self.uri.host_str() {
                    Some(h) => h,
                    None => "",
                }
            }

            /// The port, when digits follow the `:`.
            pub const fn port(&self) -> Option<u16> {
                self.uri.port()
            }

            /// The port, or the scheme's default (80, or 443 over TLS).
            pub const fn port_or_default(&self) -> u16 {
                match self.uri.port() {
                    Some(p) => p,
                    None if self.secure => 443,
                    None => 80,
                }
            }

            /// The path, raw; always present, perhaps empty.
            pub const fn path(&self) -> &'a str {
                self.uri.path()
            }

            /// The query after `?`, raw (`None` without `?`).
            pub const fn query(&self) -> Option<&'a str> {
                self.uri.query()
            }
        }

        impl<'a> From<$ty<'a>> for Uri<'a> {
            fn from(v: $ty<'a>) -> Self {
                v.uri
            }
        }

        impl core::fmt::Display for $ty<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.uri.as_str())
            }
        }
    };
}

typed_view!(HttpUri, UriScheme::Http, UriScheme::Https);
typed_view!(WsUri, UriScheme::Ws, UriScheme::Wss);

impl<'a> HttpUri<'a> {
    /// The fragment after `#`, raw (`None` without `#`).
    pub const fn fragment(&self) -> Option<&'a str> {
        self.uri.fragment()
    }
}

/// The typed views rebuilt from a parsed [`Uri`], for `crate::__private`
/// (the `http_uri!` and `ws_uri!` macros): `uri` must be of the view's
/// schemes, `secure` true for https or wss.
impl<'a> HttpUri<'a> {
    pub(crate) const fn from_parts_unchecked(uri: Uri<'a>, secure: bool) -> Self {
        HttpUri { uri, secure }
    }
}

impl<'a> WsUri<'a> {
    pub(crate) const fn from_parts_unchecked(uri: Uri<'a>, secure: bool) -> Self {
        WsUri { uri, secure }
    }
}

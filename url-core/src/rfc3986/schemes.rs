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
use crate::rfc3986::scheme::UriScheme;
use crate::rfc3986::uri::{Uri, UriRef};
use crate::scan::swar::class_end_bytewise;
use crate::view::url::NO_OFFSET;

/// A typed parser's scheme check: when `s` starts with a scheme that is not
/// `a` or `b`, the error naming both (before anything else the URI may get
/// wrong).
const fn expect_family(s: &str, a: UriScheme, b: UriScheme) -> Result<(), ParseError> {
    let bytes = s.as_bytes();
    let k = class_end_bytewise::<{ crate::chars::U_SCHEME }>(bytes, 0);
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
/// const API: HttpUri<'static> = match HttpUri::parse_const("https://api.example.com/v1?page=2") {
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
    #[doc(hidden)]
    pub uri: Uri<'a>,
    #[doc(hidden)]
    pub secure: bool,
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
    #[doc(hidden)]
    pub uri: Uri<'a>,
    #[doc(hidden)]
    pub secure: bool,
}

/// The accessors both typed views share.
macro_rules! typed_view {
    ($ty:ident, $a:expr, $b:expr) => {
        impl<'a> TryFrom<&'a str> for $ty<'a> {
            type Error = ParseError;

            #[doc = concat!("[`", stringify!($ty), "::parse`].")]
            fn try_from(s: &'a str) -> Result<Self, ParseError> {
                $ty::parse(s)
            }
        }

        impl<'a> $ty<'a> {
            /// Parses `s` as a [`Uri`] of this view's two schemes; a URI of
            /// another scheme is an error naming both.
            ///
            /// The run-time parser ([`Uri::parse`]);
            /// [`parse_const`](Self::parse_const) is the same as a `const fn`.
            ///
            /// # Errors
            ///
            /// A [`ParseError`] for an invalid URI, or one naming both
            /// schemes for a valid URI of another scheme.
            pub fn parse(s: &'a str) -> Result<Self, ParseError> {
                expect_family(s, $a, $b)?;
                Self::from_uri(Uri::parse(s)?)
            }

            /// [`parse`](Self::parse) as a `const fn`, for `const` and
            /// `static` items ([`Uri::parse_const`]): the same result for
            /// every input.
            ///
            /// # Errors
            ///
            /// Exactly those of [`parse`](Self::parse).
            pub const fn parse_const(s: &'a str) -> Result<Self, ParseError> {
                if let Err(e) = expect_family(s, $a, $b) {
                    return Err(e);
                }
                match Uri::parse_const(s) {
                    Ok(uri) => Self::from_uri(uri),
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

/// The rules of `scheme` on the parsed reference `u` (grammar errors come
/// first: this runs on a valid `URI`).
pub(crate) const fn check(u: &UriRef<'_>, scheme: UriScheme) -> Result<(), ParseError> {
    let scheme_len = scheme.name().len();
    const fn fail(offset: usize, len: usize, rule: SchemeRule, scheme: UriScheme) -> ParseError {
        ParseError::new(offset, len, ErrorKind::UriSchemeRule(rule, scheme), Component::UriRef)
    }
    if u.auth_start == NO_OFFSET {
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
    if scheme.is_ws() && u.fragment != NO_OFFSET {
        let hash = u.fragment as usize;
        return Err(fail(hash, u.s.len() - hash, SchemeRule::Fragment, scheme));
    }
    Ok(())
}

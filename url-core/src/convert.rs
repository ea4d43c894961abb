//! The errors of the conversions to and from `url::Url` and `http::Uri`
//! (features `url` and `http`): [`ConvertError`], and for an RFC 3986 URI
//! the other type would write differently, [`Rewrite`] and its [`Change`]s.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::view::url::Url;

/// Why a URL did not convert to `url::Url` or `http::Uri`
/// (features `url` and `http`).
///
/// `E` is the target's parser's error: `url::ParseError` or
/// `http::uri::InvalidUri` for the conversions to `url::Url` and
/// `http::Uri`, this crate's [`ParseError`](crate::ParseError) for the
/// conversions from them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ConvertError<E> {
    /// The target's parser rejected the text.
    Rejected(E),
    /// The URL's host is ambiguous ([`Url::ambiguous_host`]): the other
    /// crate, or the resolver it hands the host to, would read a different
    /// host, or none. Holds the message of [`AmbiguousHost`](crate::AmbiguousHost).
    AmbiguousHost(alloc::string::String),
    /// The other crate would keep the URI, but not as written (an RFC 3986
    /// [`Uri`](crate::Uri) only: WHATWG lower-cases the host, drops the
    /// default port, ...): [`Rewrite`](crate::Rewrite) says how.
    Rewritten(Rewrite),
    /// The two parsers read different addresses in the text: another host,
    /// or none (`file://server/c:/x`, where WHATWG drops the host before a
    /// drive letter), another user name, port, path segments or query
    /// ([`Moved`](crate::Moved) says which, and both readings). Checked in
    /// both directions, after the parse; only the rewrites listed on
    /// [`Moved`](crate::Moved) count as the same address.
    Moved(alloc::boxed::Box<crate::Moved>),
}

impl<E> ConvertError<E> {
    /// The error for `url`, whose host is ambiguous, if it is.
    pub(crate) fn check(url: &Url<'_>) -> Result<(), Self> {
        match url.ambiguous_host() {
            Some(found) => Err(ConvertError::AmbiguousHost(alloc::string::ToString::to_string(&found))),
            None => Ok(()),
        }
    }
}

impl<E: fmt::Display> fmt::Display for ConvertError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConvertError::Rejected(e) => e.fmt(f),
            ConvertError::AmbiguousHost(message) => f.write_str(message),
            ConvertError::Rewritten(rewrite) => rewrite.fmt(f),
            ConvertError::Moved(moved) => moved.fmt(f),
        }
    }
}

impl<E: core::error::Error + 'static> core::error::Error for ConvertError<E> {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            ConvertError::Rejected(e) => Some(e),
            ConvertError::AmbiguousHost(_) | ConvertError::Rewritten(_) | ConvertError::Moved(_) => None,
        }
    }
}

/// One way in which `url::Url` or `http::Uri` would write an RFC 3986 URI
/// differently from its text: an item of [`Rewrite::changes`].
///
/// `Display` says what the other type does, with the section of RFC 3986
/// (or RFC 5952) that names the change (most are the normalizations of RFC
/// 3986 §6.2, which a conversion does not silently apply):
///
/// ```
/// use url_core::Change;
///
/// assert_eq!(Change::HostCase.to_string(), "lower-cases the host (RFC 3986 §6.2.2.1)");
/// assert_eq!(Change::DefaultPort(443).to_string(), "drops the default port :443 (RFC 3986 §6.2.3)");
/// assert_eq!(
///     Change::Encodes { part: "query", byte: b'\'' }.to_string(),
///     "percent-encodes ''' in the query as %27, which RFC 3986 §2.2 does not count as the same URI"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Change {
    /// `HTTP:` becomes `http:`.
    SchemeCase,
    /// `EXAMPLE.com` becomes `example.com`.
    HostCase,
    /// `www.yaho%6f.com` becomes `www.yahoo.com`.
    HostDecoded,
    /// A host that decodes to non-ASCII (`%e4%b8%96.com`) becomes its
    /// punycode (`xn--rhqv96g.com`).
    HostIdna,
    /// `[FF02:0:0:0:0:0:0:2]` becomes `[ff02::2]` (RFC 5952's form).
    Ipv6Form {
        /// The address as written, brackets kept.
        written: String,
        /// The address as the other type writes it.
        rewritten: String,
    },
    /// `h:/` becomes `h/`.
    EmptyPort,
    /// `h:80/` becomes `h/` for http (the scheme's default port, here).
    DefaultPort(u16),
    /// `h:0081/` becomes `h:81/`.
    PortZeros,
    /// `http://h` becomes `http://h/`.
    EmptyPath,
    /// `/a/../b` becomes `/b` (`%2e` counts as a dot).
    DotSegments,
    /// A character of a part becomes its escape (`'` in a query becomes
    /// `%27`): the first one.
    Encodes {
        /// `"userinfo"`, `"path"`, `"query"` or `"fragment"`.
        part: &'static str,
        /// The character (ASCII).
        byte: u8,
    },
    /// `@h` becomes `h`.
    EmptyUserinfo,
    /// `user:@h` becomes `user@h`.
    EmptyPassword,
    /// A difference of another kind: see [`Rewrite::text`].
    Other,
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Change::SchemeCase => f.write_str("lower-cases the scheme (RFC 3986 §6.2.2.1)"),
            Change::HostCase => f.write_str("lower-cases the host (RFC 3986 §6.2.2.1)"),
            Change::HostDecoded => f.write_str("decodes the percent-encoded host (RFC 3986 §6.2.2.2)"),
            Change::HostIdna => {
                f.write_str("decodes the percent-encoded host and writes it in punycode (RFC 3986 §3.2.2)")
            }
            Change::Ipv6Form { written, rewritten } => {
                write!(f, "writes the IPv6 address {written} as {rewritten} (RFC 5952 §4)")
            }
            Change::EmptyPort => f.write_str("drops the empty port ':' (RFC 3986 §6.2.3)"),
            Change::DefaultPort(port) => write!(f, "drops the default port :{port} (RFC 3986 §6.2.3)"),
            Change::PortZeros => f.write_str("drops the leading zeros of the port (RFC 3986 §6.2.3)"),
            Change::EmptyPath => f.write_str("adds '/' as the path (RFC 3986 §6.2.3)"),
            Change::DotSegments => f.write_str("removes the dot segments of the path (RFC 3986 §6.2.2.3)"),
            Change::Encodes { part, byte } => write!(
                f,
                "percent-encodes '{}' in the {part} as %{byte:02X}, which RFC 3986 §2.2 does not count as the same URI",
                char::from(*byte)
            ),
            Change::EmptyUserinfo => f.write_str("drops the empty userinfo and its '@' (RFC 3986 §3.2.1)"),
            Change::EmptyPassword => f.write_str("drops the ':' of an empty password (RFC 3986 §3.2.1)"),
            Change::Other => f.write_str("rewrites it otherwise"),
        }
    }
}

/// How `url::Url` or `http::Uri` would write an RFC 3986 URI that it keeps
/// but not as written: held by [`ConvertError::Rewritten`].
///
/// `Display` names the other type, the text it would write (its password,
/// if any, written `***`) and each [`Change`]:
///
/// ```
/// use url_core::{Change, ConvertError, Uri};
///
/// let uri = Uri::parse("HTTP://EXAMPLE.com").unwrap();
/// let Err(ConvertError::Rewritten(rewrite)) = url::Url::try_from(uri) else { panic!() };
/// assert_eq!(rewrite.text(), "http://example.com/");
/// assert_eq!(rewrite.changes(), [Change::SchemeCase, Change::HostCase, Change::EmptyPath]);
/// assert_eq!(
///     rewrite.to_string(),
///     "url::Url would rewrite the URI as http://example.com/: WHATWG lower-cases the scheme (RFC 3986 \
///      §6.2.2.1), lower-cases the host (RFC 3986 §6.2.2.1) and adds '/' as the path (RFC 3986 §6.2.3)"
/// );
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Rewrite {
    target: &'static str,
    text: String,
    changes: Vec<Change>,
}

impl Rewrite {
    /// `target`'s rewrite of a URI as `text`, with the `changes` that make
    /// it differ.
    pub(crate) fn new(target: &'static str, text: String, changes: Vec<Change>) -> Rewrite {
        Rewrite { target, text, changes }
    }

    /// The type that would rewrite the URI: `"url::Url"` or `"http::Uri"`.
    pub fn target(&self) -> &'static str {
        self.target
    }

    /// The text the other type would hold, password included.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Each difference, in the order of the parts of a URI; at least one.
    pub fn changes(&self) -> &[Change] {
        &self.changes
    }
}

/// `text` with its password, if any, written `***`.
struct Hidden<'a>(&'a str);

impl fmt::Display for Hidden<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0;
        match crate::redact::password_span(s.bytes()) {
            Some((p, q)) => write!(f, "{}***{}", &s[..p], &s[q..]),
            None => f.write_str(s),
        }
    }
}

impl fmt::Display for Rewrite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} would rewrite the URI as {}", self.target, Hidden(&self.text))?;
        if self.changes == [Change::Other] {
            return Ok(());
        }
        f.write_str(if self.target == "url::Url" { ": WHATWG " } else { ": it " })?;
        for (i, change) in self.changes.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == self.changes.len() { " and " } else { ", " })?;
            }
            fmt::Display::fmt(change, f)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Rewrite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Rewrite")
            .field("target", &self.target)
            .field("text", &crate::redact::Redacted::whole(&self.text))
            .field("changes", &self.changes)
            .finish()
    }
}

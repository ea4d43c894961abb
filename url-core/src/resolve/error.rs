//! The errors of resolution.

use core::fmt;

/// Why a reference was not resolved.
///
/// Every case but [`Write`](Self::Write) means the algorithm does not apply
/// to this base and reference; the other algorithm may.
///
/// ```
/// use url_core::resolve::{resolve_rfc1630, RelativeRef, ResolveError};
/// use url_core::Url;
///
/// let base = Url::parse("news:comp.lang.c").unwrap();
/// let err = resolve_rfc1630(&base, &RelativeRef::parse("//g").unwrap(), &mut String::new()).unwrap_err();
/// assert_eq!(err, ResolveError::NoSlashRun { slashes: 2 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResolveError {
    /// The writer returned an error.
    Write,
    /// The base (a [`RelativeRef`](crate::resolve::RelativeRef)) has no scheme.
    BaseNotAbsolute,
    /// RFC 1630: the reference starts with this many slashes and the base
    /// has no run of exactly as many, so the draft says nothing.
    NoSlashRun {
        /// The number of slashes the reference starts with.
        slashes: usize,
    },
    /// RFC 1630: the reference has a `:` before any `/`, which makes it an
    /// absolute form, but what precedes the `:` is not a scheme.
    ColonNotScheme,
    /// RFC 3986: the base or the reference is not an RFC 3986 reference.
    NotRfc3986 {
        /// Whether it is the base (else the reference).
        in_base: bool,
        /// What is wrong.
        reason: &'static str,
    },
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveError::Write => f.write_str("the writer failed"),
            ResolveError::BaseNotAbsolute => f.write_str("the base has no scheme; a base must be absolute"),
            ResolveError::NoSlashRun { slashes } => write!(
                f,
                "the reference starts with {slashes} slash{} and the base has no run of exactly {slashes} \
                 (RFC 1630 partial form)",
                if *slashes == 1 { "" } else { "es" }
            ),
            ResolveError::ColonNotScheme => f.write_str(
                "a ':' before any '/' makes the reference absolute, but what precedes it is not a scheme; \
                 write './' before a relative path with a ':' (RFC 1630 partial form)",
            ),
            ResolveError::NotRfc3986 { in_base, reason } => {
                write!(f, "the {} is not an RFC 3986 reference: {reason}", if *in_base { "base" } else { "reference" })
            }
        }
    }
}

impl core::error::Error for ResolveError {}

impl From<fmt::Error> for ResolveError {
    fn from(_: fmt::Error) -> Self {
        ResolveError::Write
    }
}

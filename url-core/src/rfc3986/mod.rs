//! RFC 3986, the generic syntax that replaced RFC 1738's in 2005, on the same
//! scanning primitives and character table as the RFC 1738 grammar.
//!
//! | file | RFC 3986 | what |
//! |---|---|---|
//! | `uri.rs` | §3, §4.1, §4.2 | [`Uri`] (`URI`), [`UriRef`] (`URI-reference`: `URI` or `relative-ref`), scheme, path, query, fragment |
//! | `parse.rs` | — | the entry points: `parse` (run time) and `parse_const` of [`Uri`] and [`UriRef`] (those of `Iri` and `IriRef` are in `rfc3987/parse.rs`, their run-time instances in `fast.rs`) |
//! | `authority.rs` | §3.2 | the authority's host ([`UriHost`]) and positions |
//! | `grammar.rs` | §3, §3.2 | the grammar (with `check_own`, which applies the rules of `file.rs`, `mailto.rs`, `data.rs` and `urn.rs`): `URI-reference`, `URI`, `authority` (userinfo §3.2.1, host §3.2.2, port §3.2.3); mounted twice (`const` here, run time in `fast.rs`, see `crate::twin`); with its const parameter `IRI`, RFC 3987's `IRI-reference` and `IRI` too (`crate::rfc3987`) |
//! | `ip.rs` | §3.2.2 | `IPv4address` (`dec-octet`), `IP-literal`: `IPv6address` (nine forms, embedded IPv4), `IPvFuture` |
//! | `resolve.rs` | §5.2, §5.3 | [`Uri::resolve`]: a reference resolved against a URI |
//! | `normalize.rs` | §6.2.2, §6.2.3 | [`Uri::normalized`], [`Uri::equivalent`], [`Uri::hash_normalized`] |
//! | `scheme.rs` | §3.1 | the names of the schemes below, read from the start of a URI |
//! | `schemes.rs` | — | the rules (`check`, which the grammar applies) of http and https (RFC 9110 §4.2) and ws and wss (RFC 6455 §3), [`HttpUri`], [`WsUri`] |
//! | `own_rfc.rs` | — | what the four below share: their errors, octets, the ends of path and query, the common parts of their typed views |
//! | `file.rs`, `mailto.rs`, `data.rs`, `urn.rs` | — | the rules of `file` (RFC 8089 §2), `mailto` (RFC 6068 §2, RFC 5322 §3.4.1), `data` (RFC 2397 §3, RFC 2045 §5.1, RFC 4648 §4) and `urn` (RFC 8141 §2, RFC 9562 §4), which the grammar applies, and their typed views |
//! | `owned.rs` | — | the owned forms (feature `alloc`): `UriBuf`, `UriRefBuf`, `HttpUriBuf`, `WsUriBuf` |
//! | `interop.rs` | §6.2, §7.4 | conversions to and from `url::Url` and `http::Uri` (features `url`, `http`), refused where the other type would rewrite the text |
//!
//! The character classes (`unreserved`, `sub-delims`, `pchar`, ...) are in
//! `chars.rs`, each with its ABNF line; errors are the one [`ParseError`]
//! type, citing RFC 3986 (or RFC 9110 / RFC 6455 for a scheme's rules).
//!
//! [`ParseError`]: crate::ParseError

pub(crate) mod authority;
pub(crate) mod data;
#[allow(clippy::duplicate_mod, reason = "the run-time instance mounts grammar.rs again (see crate::twin)")]
#[cfg(target_arch = "x86_64")]
pub(crate) mod fast;
pub(crate) mod file;
pub(crate) mod grammar;
#[cfg(any(feature = "url", feature = "http"))]
pub(crate) mod interop;
pub(crate) mod ip;
pub(crate) mod mailto;
pub(crate) mod normalize;
mod order;
pub(crate) mod own_rfc;
#[cfg(feature = "alloc")]
pub(crate) mod owned;
mod parse;
pub(crate) mod resolve;
#[cfg(test)]
mod rfc_schemes_tests;
pub(crate) mod scheme;
pub(crate) mod schemes;
pub(crate) mod uri;
pub(crate) mod urn;

/// The primitives of this (`const`) instance: see [`crate::twin`].
use crate::scan as prim;

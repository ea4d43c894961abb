//! The grammars behind [`url-literal`]: RFC 3986 URIs, RFC 3987 IRIs and
//! RFC 1738 URLs, each a `no_std`, dependency-free, `const fn` parser (with
//! a run-time twin) and typed, zero-copy views of what it found.
//!
//! RFC 3986 (`rfc3986/`), for the URLs programs use today: [`Uri`] (`URI`),
//! [`UriRef`] (`URI-reference`), typed hosts ([`UriHost`]: reg-name, IPv4,
//! IPv6 as its eight groups, IPvFuture), the rules of http and https (RFC
//! 9110 §4.2, [`HttpUri`]) and ws and wss (RFC 6455 §3, [`WsUri`]), §5.2
//! resolution ([`Uri::resolve`], `Uri::join`), §6.2 normalization and
//! equivalence, owned forms (`UriBuf`, ...), serde and conversions.
//!
//! ```
//! use url_core::{Uri, UriHost};
//!
//! const API: Uri<'static> = match Uri::parse_const("https://[::1]:8443/v1/items?next=/home") {
//!     Ok(u) => u,
//!     Err(_) => panic!("invalid URI"),
//! };
//! assert_eq!(API.host(), Some(UriHost::Ipv6([0, 0, 0, 0, 0, 0, 0, 1])));
//! assert_eq!((API.port(), API.path(), API.query()), (Some(8443), "/v1/items", Some("next=/home")));
//! ```
//!
//! RFC 3987 (`rfc3987/`), on the same grammar source as RFC 3986: [`Iri`]
//! (`IRI`) and [`IriRef`] (`IRI-reference`), whose userinfo, host, path,
//! query and fragment take non-ASCII characters (`ucschar`, and `iprivate`
//! in the query), never a bidirectional formatting character (§4.1); the
//! mapping to a URI (§3.1, `Iri::to_uri`), resolution and normalization
//! (§6.5, §5.3; no NFC), owned forms (`IriBuf`, `IriRefBuf`) and serde.
//!
//! ```
//! use url_core::Iri;
//!
//! const WIKI: Iri<'static> = match Iri::parse_const("https://de.wikipedia.org/wiki/München") {
//!     Ok(i) => i,
//!     Err(_) => panic!("invalid IRI"),
//! };
//! assert_eq!(WIKI.path(), "/wiki/München");
//! let e = Iri::parse("https://example.com/\u{202E}moc.elpmaxe").unwrap_err();
//! assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (20, 3, "bidi", "4.1"));
//! ```
//!
//! RFC 1738 (`rfc1738/`), for URLs as the web first defined them: [`Url`]
//! with a typed view for each of the ten schemes RFC 1738 defines ([`Details`]),
//! each scheme's own rules checked, with the same `const fn` parser style and
//! the same [`ParseError`].
//!
//! ```
//! use url_core::{Details, FtpType, Url};
//!
//! const README: Url<'static> = match Url::parse_const("ftp://ftp.example.org/pub/README;type=a") {
//!     Ok(url) => url,
//!     Err(_) => panic!("invalid URL"),
//! };
//!
//! let Details::Ftp(ftp) = README.details() else { unreachable!() };
//! assert_eq!(ftp.cwd().collect::<Vec<_>>(), ["pub"]);
//! assert_eq!(ftp.name(), Some("README"));
//! assert_eq!(ftp.typecode(), Some(FtpType::Ascii));
//! assert_eq!(README.port_or_default(), Some(21));
//! ```
//!
//! # What is checked
//!
//! Every production of RFC 1738 §5 and every per-scheme rule of §3, plus the
//! RFC 1630 fragment identifier after `#`, with these readings where the RFC
//! leaves room (DESIGN.md):
//!
//! - only `xchar` appears unencoded; `%` must start a two-hex-digit escape;
//! - the scheme is recognised case-insensitively; an empty scheme is an error;
//! - hosts are RFC 1034 names (labels of at most 63 octets, at most 255 in
//!   all, no final dot) or IPv4 addresses with groups 0..=255; ports are
//!   0..=65535 and `host:` with an empty port is an error;
//! - http, gopher, nntp, wais, prospero and file take no user or password;
//!   file takes no port and may have an empty host;
//! - gopher's selector, search and gopher+ string split at the first two
//!   `%09`, and the selector holds no encoded CR or LF;
//! - mailto's decoded address is one RFC 822 `addr-spec` (without comments
//!   or folding white space);
//! - nntp article numbers fit in a `u64`.
//!
//! Every accessor returns a raw slice of the input, still percent-encoded.
//!
//! # Passwords in `Debug`
//!
//! `Display` and `as_str()` give every URL exactly as written, password
//! included. `Debug`, which is what logs and panic messages print, never
//! shows a password: [`Url`], the typed views, `UrlBuf` and the owned typed
//! URLs, the builders, [`resolve::RelativeRef`] and the URLs found by
//! [`text::find_urls`] write it `***`, in their text too
//! (`ftp://user:***@host/`). An empty password is written `***` as well.
//!
//! # Features
//!
//! None is on by default, and without features the crate has no dependency.
//!
//! | feature | adds | dependency |
//! |---|---|---|
//! | `alloc` | `UrlBuf` and the owned typed URLs (`FtpUrlBuf`, ...), the `build` module, and what allocates elsewhere (decoding into a `Vec`, resolving into a `String`, ...) | — |
//! | `std` | implies `alloc` | — |
//! | `serde` | `Serialize` / `Deserialize` for every URL type | `serde` (no_std) |
//! | `url` | `TryFrom` to and from `url::Url`; implies `alloc` | `url` (no_std) |
//! | `http` | `TryFrom` between http URLs and `http::Uri`; implies `std` | `http` |
//!
//! The `serde`, `url` and `http` integrations are here, behind optional
//! dependencies, and not in a crate of their own, because of the orphan rule:
//! a trait may be implemented for a type only in the crate of the trait or of
//! the type, so `Serialize for Url` or `TryFrom<Url<'_>> for url::Url` can only
//! live in `url-core` (or in `serde`, `url` or `http`). `url-literal`
//! re-exposes each as a feature of the same name (`serde = ["url-core/serde"]`,
//! ...). The crate docs of `url-literal` describe what each one does and how
//! WHATWG URLs differ from RFC 1738 ones.
//!
//! # Errors
//!
//! A [`ParseError`] carries the offset and length of the first offending
//! text, the production that failed and the RFC section stating it, and a
//! message that says what to write instead. A character of the input that a
//! message quotes is escaped when it is a control, bidi or invisible one
//! (`'\t'`, `'\u{202e}'`), as [`render`] draws the input. For the common
//! mistakes (no scheme, `\` for `/`, a mailto display name, a drive letter,
//! a scheme typo), [`ParseError::suggestion`] gives the corrected text; and
//! [`Url::suggestion`] / [`Uri::suggestion`] do for valid texts that are
//! likely mistakes, such as `localhost:8080` (see [`advice`]).
//!
//! [`url-literal`]: https://docs.rs/url-literal
#![no_std]
#![deny(unsafe_code)]
#![deny(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

// `cfn!`, the functions of the grammar's two instances: first, so that
// every module sees it.
#[macro_use]
mod twin;

/// The longest text a URL, URI, IRI or reference of this crate holds:
/// 4294967294 bytes. Positions are `u32`s, and `u32::MAX` marks a part
/// that is absent. `parse` refuses a longer text (`ErrorKind::TooLong`),
/// and every constructor of an owned form checks its output against it.
///
/// Lowered to 64 KiB in url-core's own unit tests (`cfg(test)`), so that
/// they check each constructor's refusal without allocating 4 GiB.
pub(crate) const MAX_LEN: usize = if cfg!(test) { 1 << 16 } else { u32::MAX as usize - 1 };

// `__private`: what the macros expand to (not public API).
#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
pub mod advice;
#[cfg(feature = "alloc")]
pub mod build;
mod chars;
#[cfg(any(feature = "url", feature = "http"))]
mod convert;
mod equiv;
mod error;
mod escape;
#[cfg(feature = "alloc")]
pub mod idna;
pub mod interpret;
#[cfg(feature = "alloc")]
mod join;
#[cfg(all(test, feature = "alloc"))]
mod max_len;
pub mod percent;
#[cfg(doctest)]
mod readme;
mod redact;
pub mod resolve;
mod rfc1738;
mod rfc3986;
mod rfc3987;
pub mod rfc6570;
#[cfg(any(feature = "url", feature = "http"))]
mod same;
mod scan;
#[cfg(feature = "alloc")]
pub mod template;
pub mod text;
mod unwise;
mod view;

#[cfg(any(feature = "url", feature = "http"))]
pub use crate::convert::{Change, ConvertError, Rewrite};
pub use crate::error::render;
pub use crate::error::{ErrorText, ParseError};
pub use crate::rfc1738::scheme::Scheme;
pub use crate::rfc3986::authority::UriHost;
pub use crate::rfc3986::data::{DataUri, Parameters};
#[cfg(feature = "alloc")]
pub use crate::rfc3986::file::FilePathError;
pub use crate::rfc3986::file::FileUri;
pub use crate::rfc3986::mailto::{Addresses, Headers, MailtoUri};
#[cfg(feature = "alloc")]
pub use crate::rfc3986::owned::{HttpUriBuf, UriBuf, UriRefBuf, WsUriBuf};
pub use crate::rfc3986::schemes::{HttpUri, WsUri};
pub use crate::rfc3986::uri::{Uri, UriRef};
pub use crate::rfc3986::urn::Urn;
#[cfg(feature = "alloc")]
pub use crate::rfc3987::owned::{IriBuf, IriRefBuf};
pub use crate::rfc3987::{Iri, IriRef};
#[cfg(any(feature = "url", feature = "http"))]
pub use crate::same::Moved;
pub use crate::unwise::{AmbiguousHost, ControlOnWire};
pub use crate::view::details::Details;
pub use crate::view::file::FileUrl;
pub use crate::view::ftp::{FtpType, FtpUrl};
pub use crate::view::gopher::GopherUrl;
pub use crate::view::http::HttpUrl;
pub use crate::view::mailto::MailtoUrl;
pub use crate::view::news::{NewsTarget, NewsUrl};
pub use crate::view::nntp::NntpUrl;
pub use crate::view::other::OtherUrl;
#[cfg(feature = "alloc")]
pub use crate::view::owned::{
    FileUrlBuf, FtpUrlBuf, GopherUrlBuf, HttpUrlBuf, MailtoUrlBuf, NewsUrlBuf, NntpUrlBuf, OtherUrlBuf, ProsperoUrlBuf,
    TelnetUrlBuf, UrlBuf, WaisUrlBuf,
};
pub use crate::view::prospero::{Fields, ProsperoUrl};
pub use crate::view::telnet::TelnetUrl;
pub use crate::view::url::{Host, Url};
pub use crate::view::wais::{WaisForm, WaisUrl};
pub use crate::view::Segments;

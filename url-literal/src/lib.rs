//! URLs as RFC 1738 defines them, checked by one `no_std`, `const fn` grammar.
//!
//! This facade re-exports [`url_core`]: [`Url::parse`] works at run time and in
//! `const`, and the typed views ([`FtpUrl`], [`HttpUrl`], ...) expose each
//! scheme's own parts.
//!
//! ```
//! use url_literal::{Host, Url};
//!
//! const HOME: Url<'static> = match Url::parse("http://info.cern.ch/hypertext/WWW/TheProject.html") {
//!     Ok(url) => url,
//!     Err(_) => panic!("invalid URL"),
//! };
//! assert_eq!(HOME.host(), Some(Host::Name("info.cern.ch")));
//! assert_eq!(HOME.port_or_default(), 80);
//! ```
//!
//! # Features
//!
//! - `std` (default): implies `alloc`; enables the `std` parts of the core.
//! - `alloc`: conveniences that allocate.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub use url_core::*;

//! Deterministic inputs for the url-literal tests, benchmarks and build-cost
//! harness (`cargo xtask`), written once.
//!
//! Everything is drawn from fixed seeds by one small PRNG, [`Rng`]
//! (SplitMix64), so every run on every machine sees byte-identical inputs:
//!
//! - [`corpus`]: ~10,000 URLs valid under RFC 1738 and DESIGN.md, mixed like
//!   real use; [`scheme_corpus`] per scheme; [`long_inputs`] (4 KiB and
//!   64 KiB) and [`linear_inputs`] (normal and adversarial, valid and invalid)
//!   for the linear-cost bench;
//! - [`uri_corpus`]: ~10,000 URIs valid under RFC 3986 and the rules
//!   `url_core::Uri::parse` applies to http, https, ws and wss;
//! - [`iri_corpus`]: ~10,000 IRIs (RFC 3987) in Latin with diacritics,
//!   Cyrillic, Greek, CJK, Arabic and emoji, in hosts, paths, queries and
//!   fragments, with percent-encoded words mixed in;
//! - [`literals`]: the distinct constants whose build cost `cargo xtask
//!   build-cost` measures (URLs of every scheme, http URLs, UUIDs);
//! - [`fixture`]: test inputs too big to commit, written at test time.
//!
//! ```
//! use url_literal_gen::Rng;
//! let mut a = Rng::new(7);
//! let mut b = Rng::new(7);
//! assert_eq!(a.next_u64(), b.next_u64());
//! assert!(a.below(10) < 10);
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod corpus;
pub mod fixture;
mod iri;
pub mod literals;
mod rng;
mod uri;

pub use corpus::{
    corpus, corpus_urls, corpus_with, generate, linear_inputs, linear_inputs_seeded, long_inputs, scheme_corpus, Entry,
    LinearInput, Long, CORPUS_LEN, LINEAR_SIZES, MIX, SCHEMES, SCHEME_LEN, SEED,
};
pub use iri::{generate_iri, iri_corpus, iri_corpus_with, IriEntry, IRI_CORPUS_LEN, IRI_MIX, IRI_SCRIPTS, IRI_SEED};
pub use rng::Rng;
pub use uri::{generate_uri, uri_corpus, uri_corpus_with, UriEntry, URI_CORPUS_LEN, URI_KINDS, URI_MIX, URI_SEED};

//! IRIs (RFC 3987), interleaved with the peers as paired.rs times them
//! (`common::paired`: each round times url_core and one peer back to back
//! on the same IRIs, alternating which goes first; the report keeps the
//! median ratio), on the IRI corpus (`iri_corpus`: 10,000 IRIs in Latin with
//! diacritics, Cyrillic, Greek, CJK, Arabic, emoji and mixes).
//!
//! - `iri-parse`: `Iri::parse` (the run-time instance) against oxiri's
//!   `Iri::parse`, iri-string's `IriStr::new` and fluent-uri's
//!   `Iri::parse`, each on the IRIs it accepts; the `const` row times
//!   `Iri::parse_const`.
//! - `iri-to-uri`: the §3.1 mapping of IRIs parsed beforehand (outside the
//!   timing): `Iri::to_uri` against iri-string's `encode_to_uri` written to
//!   a `UriString`, and fluent-uri's `Iri::to_uri`.
//!
//! Output: `$URL_BENCH_META/iri.tsv`, the columns of `paired.tsv`:
//! `group<TAB>parser<TAB>iris<TAB>bytes<TAB>median ns per pass<TAB>median url_core ns per pass<TAB>median ratio`
//! `<TAB>fastest round's ns per pass<TAB>url_core's fastest round's ns per pass`;
//! and the same lines on standard error.

#[allow(dead_code)] // the parsers of paired.rs, not timed here
mod common;

use std::hint::black_box;
use std::sync::OnceLock;

use common::{meta_dir, paired, Parser};
use iri_string::format::ToDedicatedString;
use url_literal_bench::total_bytes;
use url_literal_gen::iri_corpus;

macro_rules! parser {
    ($name:literal, |$s:ident| $e:expr) => {{
        fn accepts($s: &str) -> bool {
            $e.is_ok()
        }
        #[inline(never)]
        fn run(iris: &[&str]) {
            for &u in iris {
                let $s = black_box(u);
                let _ = black_box($e);
            }
        }
        Parser { name: $name, accepts, run }
    }};
}

/// The corpus's IRIs that every parser here accepts (the peers differ on
/// the bidi characters and the scheme rules; the corpus holds neither).
fn iris() -> &'static [&'static str] {
    static IRIS: OnceLock<Vec<&'static str>> = OnceLock::new();
    IRIS.get_or_init(|| iri_corpus().into_iter().map(|e| &*Box::leak(e.iri.into_boxed_str())).collect())
}

/// The IRIs parsed by each library, beforehand, for `iri-to-uri`.
fn ours() -> &'static [url_core::Iri<'static>] {
    static V: OnceLock<Vec<url_core::Iri<'static>>> = OnceLock::new();
    V.get_or_init(|| iris().iter().filter_map(|s| url_core::Iri::parse(s).ok()).collect())
}

fn theirs_iri_string() -> &'static [&'static iri_string::types::IriStr] {
    static V: OnceLock<Vec<&'static iri_string::types::IriStr>> = OnceLock::new();
    V.get_or_init(|| iris().iter().filter_map(|s| iri_string::types::IriStr::new(s).ok()).collect())
}

fn theirs_fluent() -> &'static [fluent_uri::Iri<&'static str>] {
    static V: OnceLock<Vec<fluent_uri::Iri<&'static str>>> = OnceLock::new();
    V.get_or_init(|| iris().iter().filter_map(|s| fluent_uri::Iri::parse(*s).ok()).collect())
}

// The mapping loops take the slice paired() passes for its length only:
// each maps the values its library parsed beforehand.
#[inline(never)]
fn map_ours(_: &[&str]) {
    for iri in ours() {
        black_box(black_box(iri).to_uri());
    }
}

#[inline(never)]
fn map_iri_string(_: &[&str]) {
    for iri in theirs_iri_string() {
        black_box(black_box(iri).encode_to_uri().to_dedicated_string());
    }
}

#[inline(never)]
fn map_fluent(_: &[&str]) {
    for iri in theirs_fluent() {
        black_box(black_box(iri).to_uri());
    }
}

fn main() {
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let all = iris();
    let core = parser!("url_core", |s| url_core::Iri::parse(s));
    let konst = parser!("const", |s| url_core::Iri::parse_const(s));
    let peers = [
        parser!("oxiri", |s| oxiri::Iri::parse(s)),
        parser!("iri-string", |s| iri_string::types::IriStr::new(s)),
        parser!("fluent-uri", |s| fluent_uri::Iri::parse(s)),
    ];
    let mut out = String::new();
    let mut line = |group: &str, name: &str, n: usize, bytes: usize, t: (f64, f64, f64, f64, f64)| {
        let (tc, tp, r, min_c, min_p) = t;
        let l = format!("{group}\t{name}\t{n}\t{bytes}\t{tp:.0}\t{tc:.0}\t{r:.4}\t{min_p:.0}\t{min_c:.0}\n");
        eprint!("{l}");
        out.push_str(&l);
    };
    let accepted: Vec<&str> = all.iter().copied().filter(|s| (core.accepts)(s)).collect();
    assert_eq!(accepted.len(), all.len(), "the IRI corpus is valid");
    line("iri-parse", "const", all.len(), total_bytes(all), paired(core.run, konst.run, all));
    for p in &peers {
        let sub: Vec<&str> = all.iter().copied().filter(|u| (p.accepts)(u)).collect();
        line("iri-parse", p.name, sub.len(), total_bytes(&sub), paired(core.run, p.run, &sub));
    }
    // The mapping: the same IRIs on both sides when the peer accepts them all.
    for (name, run, n) in [
        ("iri-string", map_iri_string as fn(&[&str]), theirs_iri_string().len()),
        ("fluent-uri", map_fluent, theirs_fluent().len()),
    ] {
        assert_eq!(n, ours().len(), "{name} parses every IRI of the corpus");
        line("iri-to-uri", name, n, total_bytes(all), paired(map_ours, run, all));
    }
    std::fs::write(format!("{}/iri.tsv", meta_dir()), out).unwrap();
}

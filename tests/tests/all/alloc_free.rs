//! Bounded cost, memory side: `Url::parse`, the typed parsers and their
//! accessors, `percent::decode` (and `encode`) iteration, `equivalent()`,
//! `hash_normalized`, `write_normalized`, reference parsing and resolution
//! into a fixed buffer, and error messages allocate nothing, on valid,
//! invalid and hostile inputs (a megabyte each for parsing, 16 KiB for the
//! rest, to keep the debug build fast).
//!
//! The counting global allocator is `allocation-counter`'s: it counts per
//! thread, so the test harness's own threads never enter a measurement. (A
//! hand-written `GlobalAlloc` needs `unsafe impl`, which the workspace's
//! `unsafe_code = "forbid"` rules out in this crate, and a `forbid` cannot be
//! lifted locally.) The first test proves the counter is live, so a zero
//! cannot pass vacuously.

use crate::grammar;

use std::collections::hash_map::DefaultHasher;
use std::fmt::Write as _;
use std::hash::Hasher;
use std::hint::black_box;

use allocation_counter::measure;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use url_core::percent::{self, Component};
use url_core::resolve::{resolve_rfc1630, resolve_rfc3986, RelativeRef};
use url_core::{Details, FtpUrl, GopherUrl, HttpUrl, MailtoUrl, NewsUrl, NntpUrl, OtherUrl, Url};

/// The writer the resolving and writing below use: 4 KiB, never allocates.
type Fixed = crate::support::vectors::Fixed<4096>;

/// Valid URLs of every scheme (from the grammar-driven generator, fixed
/// seed), edits of them that are mostly invalid, and hostile inputs of `mb`
/// bytes: built before anything is measured.
fn inputs(mb: usize) -> Vec<String> {
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]));
    let strategy = grammar::any_url();
    let mut out = Vec::new();
    for _ in 0..300 {
        let s = strategy.new_tree(&mut runner).unwrap().current().url;
        let mid = s.len() / 2;
        out.push(format!("{}%{}", &s[..mid], &s[mid..]));
        out.push(format!("{} {}", &s[..mid], &s[mid..]));
        out.push(s[..mid].to_owned());
        out.push(s);
    }
    out.push(format!("http://h/{}", "a".repeat(mb)));
    out.push(format!("http://h/{}", "%41".repeat(mb / 3)));
    out.push("%".repeat(mb));
    out.push(format!("ftp://{}@h/", "%2".repeat(mb / 2)));
    out.push(format!("mailto:{}@h", "\\".repeat(mb)));
    out.push(format!("mailto:%22{}", "%5C%22".repeat(mb / 6)));
    out.push(format!("gopher://h/1{}", "%09".repeat(mb / 3)));
    out.push(format!("news:{}@h", "/".repeat(mb)));
    out.push(format!("x:{}", "#".repeat(mb)));
    out.push(format!("http://{}/", "a.".repeat(mb / 2)));
    out
}

#[test]
fn the_counter_counts() {
    let info = measure(|| {
        black_box(Box::new(black_box(1u32)));
    });
    assert_eq!(info.count_total, 1, "the counting allocator is not installed");
    let info = measure(|| {
        black_box(String::from("allocates"));
    });
    assert!(info.count_total >= 1);
}

#[test]
fn parsing_allocates_nothing() {
    let inputs = inputs(1 << 20);
    let mut valid = 0usize;
    let info = measure(|| {
        for s in &inputs {
            match Url::parse(s) {
                Ok(u) => {
                    valid += 1;
                    black_box((u.scheme(), u.user(), u.password(), u.host(), u.port_or_default(), u.url_path()));
                    black_box((u.fragment(), u.without_fragment(), u.scheme_specific_part()));
                    // the typed view of its scheme, parsed again, and its accessors
                    match u.details() {
                        Details::Ftp(v) => {
                            black_box(FtpUrl::parse(s).unwrap().cwd().count());
                            black_box((v.name(), v.typecode()));
                        }
                        Details::Http(v) => {
                            black_box(HttpUrl::parse(s).unwrap().segments().count());
                            black_box(v.search());
                        }
                        Details::Gopher(v) => {
                            black_box(GopherUrl::parse(s).unwrap().item_type());
                            black_box((v.selector(), v.search(), v.gopher_plus()));
                        }
                        Details::Mailto(v) => {
                            black_box(MailtoUrl::parse(s).unwrap().domain());
                            black_box(v.local_part());
                        }
                        Details::News(v) => {
                            black_box(NewsUrl::parse(s).unwrap().target());
                            black_box(v.message_id_host());
                        }
                        Details::Nntp(v) => {
                            black_box(NntpUrl::parse(s).unwrap().article());
                            black_box(v.group());
                        }
                        Details::Telnet(v) => {
                            black_box((v.user(), v.port()));
                        }
                        Details::Wais(v) => {
                            black_box(v.form());
                        }
                        Details::File(v) => {
                            black_box(v.segments().count());
                        }
                        Details::Prospero(v) => {
                            black_box(v.fields().count());
                        }
                        Details::Other(v) => {
                            black_box((OtherUrl::parse(s).unwrap().is_ip_schemepart(), v.path()));
                        }
                    }
                    // Debug and Display into a fixed buffer
                    let mut w = Fixed::new();
                    let _ = write!(w, "{u:?}{u}");
                    black_box(w.len());
                }
                Err(e) => {
                    black_box((e.offset(), e.length(), e.rule(), e.section(), e.expected()));
                    black_box(FtpUrl::parse(s).is_err());
                    let mut w = Fixed::new();
                    let _ = write!(w, "{e} {e:?}");
                    black_box(w.len());
                }
            }
        }
    });
    assert_eq!(info.count_total, 0, "parsing {} inputs allocated: {info:?}", inputs.len());
    assert!(valid > 300, "only {valid} valid inputs");
}

#[test]
fn percent_coding_allocates_nothing() {
    let inputs = inputs(1 << 14);
    let info = measure(|| {
        for s in &inputs {
            let d = percent::decode(s);
            black_box(d.clone().fold(0u64, |a, b| a.wrapping_add(u64::from(b))));
            black_box((d.has_escapes(), d.decoded_len(), d.raw().len()));
            let mut w = Fixed::new();
            let _ = write!(w, "{d}");
            black_box(w.len());
            for c in Component::ALL {
                let e = percent::encode(s, c);
                black_box((e.encoded_len(), e.is_unchanged()));
                black_box(e.map(str::len).sum::<usize>());
                black_box(c.is_valid(s));
            }
        }
    });
    assert_eq!(info.count_total, 0, "percent coding allocated: {info:?}");
}

#[test]
fn equivalence_allocates_nothing() {
    let inputs = inputs(1 << 14);
    let urls: Vec<Url<'_>> = inputs.iter().filter_map(|s| Url::parse(s).ok()).collect();
    let info = measure(|| {
        for pair in urls.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            black_box(a.equivalent(b));
            black_box(a.equivalent(a));
            let mut h = DefaultHasher::new();
            a.hash_normalized(&mut h);
            black_box(h.finish());
            let mut w = Fixed::new();
            black_box(a.write_normalized(&mut w).is_ok());
        }
    });
    assert_eq!(info.count_total, 0, "equivalence allocated: {info:?}");
}

#[test]
fn resolution_allocates_nothing() {
    let inputs = inputs(1 << 14);
    let refs = ["g", "../g", "//g", "/g", "?y", "#s", "", ";x", "g:h", "../../../../g", "./g/.", "g/../..//h"];
    let bases: Vec<&str> = inputs.iter().map(String::as_str).filter(|s| s.len() < 200).collect();
    let info = measure(|| {
        for b in &bases {
            let Ok(base) = Url::parse(b) else {
                black_box(RelativeRef::parse(b).is_ok());
                continue;
            };
            for r in refs {
                let r = RelativeRef::parse(r).unwrap();
                let mut w = Fixed::new();
                black_box(resolve_rfc1630(&base, &r, &mut w).is_ok());
                let mut w = Fixed::new();
                black_box(resolve_rfc3986(&base, &r, &mut w).is_ok());
            }
        }
    });
    assert_eq!(info.count_total, 0, "resolution allocated: {info:?}");
}

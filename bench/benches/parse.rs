//! url_core::Url::parse against its peers and the table-scan floor, in one run
//! on one corpus (see `src/lib.rs` for the corpus and the floor).
//!
//! Each peer is timed only on the URLs it accepts under its own grammar (the
//! filtering happens once, before any timing), and url_core is timed again on
//! exactly that subset so that every ratio compares like with like. The
//! acceptance counts, subset sizes and `size_of::<Url>()` go to a metadata file
//! (`$URL_BENCH_META`, default `target/bench-meta`) that `report.py` reads.

mod common;

use std::fmt::Write as _;
use std::time::Duration;

use common::{meta_dir, peers, run_floor, uri_core_parser, url_core_parser, Parser};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput};
use url_literal_bench::{corpus, long_inputs, scheme_corpus, total_bytes, uri_corpus, SCHEMES, URI_KINDS};

/// Metadata for the report, as `kind\tkey...\tvalue` lines.
struct Meta(String);

impl Meta {
    fn line(&mut self, fields: &[&dyn std::fmt::Display]) {
        let mut first = true;
        for f in fields {
            if !first {
                self.0.push('\t');
            }
            first = false;
            write!(self.0, "{f}").unwrap();
        }
        self.0.push('\n');
    }

    fn save(&self, name: &str) {
        std::fs::write(format!("{}/{name}.tsv", meta_dir()), &self.0).unwrap();
    }
}

/// Shows a URL in one line of at most 160 bytes.
fn shorten(u: &str) -> String {
    if u.len() > 160 {
        format!("{}... ({} bytes)", &u[..150], u.len())
    } else {
        u.to_string()
    }
}

fn bench_group(c: &mut Criterion, group: &str, subsets: &[(&str, &str, &[&str])]) {
    bench_group_of(c, group, url_core_parser().run, subsets);
}

/// [`bench_group`] with `core` as the function named `url_core`.
fn bench_group_of(c: &mut Criterion, group: &str, core: fn(&[&str]), subsets: &[(&str, &str, &[&str])]) {
    let mut g = c.benchmark_group(group);
    g.sampling_mode(SamplingMode::Flat).sample_size(20);
    for &(func, param, urls) in subsets {
        if urls.is_empty() {
            continue;
        }
        g.throughput(Throughput::Bytes(total_bytes(urls) as u64));
        let run = match func {
            "url_core" => core,
            "floor" => run_floor,
            _ => peers().into_iter().find(|p| p.name == func).unwrap().run,
        };
        g.bench_with_input(BenchmarkId::new(func, param), &urls, |b, urls| b.iter(|| run(urls)));
    }
    g.finish();
}

fn parse_benches(c: &mut Criterion) {
    let corpus = corpus();
    let all: Vec<&str> = corpus.iter().map(|e| e.url.as_str()).collect();
    let peers = peers();
    let core = url_core_parser();
    let mut meta = Meta(String::new());
    meta.line(&[&"size_of_url", &std::mem::size_of::<url_core::Url<'static>>()]);
    meta.line(&[&"size_of_result", &std::mem::size_of::<Result<url_core::Url<'static>, url_core::ParseError>>()]);
    meta.line(&[&"size_of_parse_error", &std::mem::size_of::<url_core::ParseError>()]);
    assert!(all.iter().all(|u| (core.accepts)(u)), "url_core rejects part of the corpus; run `cargo test`");

    // ---- the whole corpus, and each peer's accepted subset ----
    let subsets: Vec<(&Parser, Vec<&str>)> =
        peers.iter().map(|p| (p, all.iter().copied().filter(|u| (p.accepts)(u)).collect())).collect();
    meta.line(&[&"subset", &"corpus", &"all", &all.len(), &total_bytes(&all)]);
    for (p, sub) in &subsets {
        meta.line(&[&"subset", &"corpus", &p.name, &sub.len(), &total_bytes(sub)]);
        // One rejected example per scheme, for the report.
        for scheme in SCHEMES {
            let rejected = corpus.iter().find(|e| e.scheme == scheme && !(p.accepts)(&e.url));
            if let Some(e) = rejected {
                meta.line(&[&"rejected", &p.name, &scheme, &shorten(&e.url)]);
            }
        }
    }
    let mut list: Vec<(&str, &str, &[&str])> = vec![("url_core", "all", &all), ("floor", "all", &all)];
    for (p, sub) in &subsets {
        list.push(("url_core", p.name, sub));
        list.push((p.name, p.name, sub));
    }
    bench_group(c, "corpus", &list);

    // ---- per scheme ----
    // Each scheme from its own SCHEME_LEN URLs, not the corpus's few hundred:
    // a small set is learned by the branch predictor (see `SCHEME_LEN`).
    for scheme in SCHEMES {
        let urls = scheme_corpus(scheme);
        let of: Vec<&str> = urls.iter().map(String::as_str).collect();
        assert!(of.iter().all(|u| (core.accepts)(u)), "url_core rejects part of the {scheme} URLs; run `cargo test`");
        meta.line(&[&"subset", &scheme, &"all", &of.len(), &total_bytes(&of)]);
        let mut list: Vec<(&str, &str, &[&str])> = vec![("url_core", "all", &of), ("floor", "all", &of)];
        let subs: Vec<(&str, Vec<&str>)> =
            peers.iter().map(|p| (p.name, of.iter().copied().filter(|u| (p.accepts)(u)).collect())).collect();
        for (name, sub) in &subs {
            meta.line(&[&"subset", &scheme, name, &sub.len(), &total_bytes(sub)]);
            if sub.len() != of.len() && !sub.is_empty() {
                list.push(("url_core", name, sub));
            }
            list.push((name, name, sub));
        }
        bench_group(c, &format!("scheme-{scheme}"), &list);
    }

    // ---- long inputs ----
    let longs = long_inputs();
    for l in &longs {
        let one = [l.url.as_str()];
        let mut list: Vec<(&str, &str, &[&str])> = vec![("url_core", "all", &one), ("floor", "all", &one)];
        meta.line(&[&"subset", &l.name, &"all", &1, &l.url.len()]);
        for p in &peers {
            let ok = (p.accepts)(&l.url);
            meta.line(&[&"subset", &l.name, &p.name, &(ok as usize), &if ok { l.url.len() } else { 0 }]);
            if ok {
                list.push((p.name, p.name, &one));
            }
        }
        bench_group(c, &format!("long-{}", l.name), &list);
    }
    meta.save("parse");
}

/// `url_core::Uri::parse` against the peers on the RFC 3986 corpus
/// (`uri_corpus`), each peer on the URIs it accepts and `Uri::parse` again on
/// exactly those. Metadata goes to `parse3986.tsv`.
fn uri_benches(c: &mut Criterion) {
    let corpus = uri_corpus();
    let all: Vec<&str> = corpus.iter().map(|e| e.uri.as_str()).collect();
    let core = uri_core_parser();
    assert!(all.iter().all(|u| (core.accepts)(u)), "Uri::parse rejects part of the RFC 3986 corpus; run `cargo test`");
    let peers = peers();
    let mut meta = Meta(String::new());
    let subsets: Vec<(&Parser, Vec<&str>)> =
        peers.iter().map(|p| (p, all.iter().copied().filter(|u| (p.accepts)(u)).collect())).collect();
    meta.line(&[&"subset", &"uri-corpus", &"all", &all.len(), &total_bytes(&all)]);
    for (p, sub) in &subsets {
        meta.line(&[&"subset", &"uri-corpus", &p.name, &sub.len(), &total_bytes(sub)]);
        for kind in URI_KINDS {
            if let Some(e) = corpus.iter().find(|e| e.kind == kind && !(p.accepts)(&e.uri)) {
                meta.line(&[&"rejected", &p.name, &kind, &shorten(&e.uri)]);
            }
        }
    }
    let mut list: Vec<(&str, &str, &[&str])> = vec![("url_core", "all", &all), ("floor", "all", &all)];
    for (p, sub) in &subsets {
        if sub.len() != all.len() {
            list.push(("url_core", p.name, sub));
        }
        list.push((p.name, p.name, sub));
    }
    bench_group_of(c, "uri-corpus", core.run, &list);
    meta.save("parse3986");
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(2));
    targets = parse_benches, uri_benches
}
criterion_main!(benches);

//! What the corpus's mix of schemes costs: url_core and fluent-uri on the
//! corpus as drawn (schemes shuffled), on the same URLs grouped by scheme,
//! and on each scheme's URLs alone; the sum of the schemes' times weighted by
//! their share is what the corpus would cost if the order did not matter.
//! Fastest of 41 passes, ns per URL, the two parsers alternating.
//!
//! ```text
//! cargo run --profile bench --example mix_cost
//! ```
use std::hint::black_box;
use std::time::Instant;

#[inline(never)]
fn url_core(urls: &[&str]) {
    for &u in urls {
        let _ = black_box(url_core::Url::parse_fast(black_box(u)));
    }
}

#[inline(never)]
fn fluent(urls: &[&str]) {
    for &u in urls {
        let _ = black_box(fluent_uri::Uri::parse(black_box(u)));
    }
}

/// The fastest of 41 passes of each, alternating, in ns per URL.
fn fastest(urls: &[&str]) -> (f64, f64) {
    let (mut ours, mut theirs) = (f64::MAX, f64::MAX);
    for _ in 0..41 {
        let t = Instant::now();
        url_core(urls);
        ours = ours.min(t.elapsed().as_nanos() as f64 / urls.len() as f64);
        let t = Instant::now();
        fluent(urls);
        theirs = theirs.min(t.elapsed().as_nanos() as f64 / urls.len() as f64);
    }
    (ours, theirs)
}

fn main() {
    let corpus = url_literal_bench::corpus();
    // Each set in fresh allocations, one string after another, as the corpus
    // itself is laid out (a reordered list of the corpus's strings would
    // also measure scattered reads).
    let copy = |pick: &dyn Fn(&&url_literal_bench::Entry) -> bool| -> Vec<String> {
        corpus.iter().filter(pick).map(|e| e.url.clone()).collect()
    };
    let drawn = copy(&|_| true);
    let mut grouped: Vec<String> = Vec::new();
    let mut alone = Vec::new();
    for scheme in &url_literal_bench::SCHEMES {
        let own = copy(&|e| e.scheme == *scheme);
        grouped.extend(own.iter().cloned());
        alone.push((*scheme, own));
    }
    println!("{:<22} {:>6} {:>9} {:>11} {:>11}", "URLs", "count", "url_core", "fluent-uri", "ours/fluent");
    let row = |name: &str, set: &[String]| {
        let urls: Vec<&str> = set.iter().map(String::as_str).collect();
        assert!(urls.iter().all(|u| url_core::Url::parse(u).is_ok()), "{name}");
        let (ours, theirs) = fastest(&urls);
        println!("{name:<22} {:>6} {ours:>9.1} {theirs:>11.1} {:>11.3}", urls.len(), ours / theirs);
        (ours, theirs)
    };
    row("as drawn", &drawn);
    row("grouped by scheme", &grouped);
    let (mut ours, mut theirs) = (0.0, 0.0);
    for (scheme, own) in &alone {
        let (o, t) = row(&format!("{scheme} alone"), own);
        let share = own.len() as f64 / drawn.len() as f64;
        ours += o * share;
        theirs += t * share;
    }
    println!("{:<22} {:>6} {ours:>9.1} {theirs:>11.1} {:>11.3}", "schemes alone, weighted", drawn.len(), ours / theirs);
}

//! Where the time of an http URL goes: url_core and fluent-uri on the http
//! URLs of 100,000 drawn like the corpus, whole, cut after the authority, and
//! replaced by the shortest `http://a.bc` (the fixed cost of one URL, every
//! branch predicted). Median of 11 passes, ns per URL.
//!
//! ```text
//! cargo run --profile bench --example split_cost
//! ```
use std::hint::black_box;

#[inline(never)]
fn url_core(urls: &[&str]) {
    for &u in urls {
        let _ = black_box(url_core::Url::parse_const(black_box(u)));
    }
}

#[inline(never)]
fn fluent(urls: &[&str]) {
    for &u in urls {
        let _ = black_box(fluent_uri::Uri::parse(black_box(u)));
    }
}

fn ns_per_url(f: fn(&[&str]), urls: &[&str]) -> f64 {
    let mut v: Vec<f64> = (0..11).map(|_| url_literal_bench::pass_ns(f, urls)).collect();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[5]
}

fn main() {
    let corpus = url_literal_bench::corpus_with(url_literal_bench::SEED, 100_000);
    // Each set in fresh allocations, one after another, as a corpus is laid
    // out (slices of the corpus's strings would also measure its gaps).
    let whole: Vec<String> = corpus.iter().filter(|e| e.scheme == "http").map(|e| e.url.clone()).collect();
    // "http://" is seven bytes; the authority ends at the first '/' or '#' after it.
    let cut: Vec<String> =
        whole.iter().map(|u| u[..7 + u[7..].find(['/', '#']).unwrap_or(u.len() - 7)].to_string()).collect();
    let shortest: Vec<String> = whole.iter().map(|_| "http://a.bc".to_string()).collect();
    println!("{:<24} {:>8} {:>11} {:>10}", "http URLs", "url_core", "fluent-uri", "bytes/URL");
    for (name, set) in [("whole", &whole), ("cut after the authority", &cut), ("http://a.bc", &shortest)] {
        let urls: Vec<&str> = set.iter().map(String::as_str).collect();
        let urls = &urls;
        assert!(urls.iter().all(|u| url_core::Url::parse_const(u).is_ok()), "{name}");
        let bytes: usize = urls.iter().map(|u| u.len()).sum();
        println!(
            "{name:<24} {:>8.1} {:>11.1} {:>10.1}",
            ns_per_url(url_core, urls),
            ns_per_url(fluent, urls),
            bytes as f64 / urls.len() as f64
        );
    }
}

//! What the corpus's mix of schemes costs: url_core and fluent-uri on the
//! corpus as drawn (schemes shuffled), on the same URLs grouped by scheme,
//! and on each scheme's URLs alone; the sum of the schemes' times weighted by
//! their share is what the corpus would cost if the order did not matter.
//! Fastest of 41 passes, ns per URL, the two parsers alternating.
//!
//! A second table times, in both orders, what any parser that checks each
//! scheme's own production must do before it reads more than the scheme:
//! the floor (`floor_scan`, no branch on the data), `Scheme::of` alone, and
//! `Scheme::of` followed by a branch to one of ten small bodies. A third
//! gives the shuffle's cost (as drawn minus grouped) of the whole corpus and
//! of the corpus without each scheme's URLs in turn.
//!
//! ```text
//! cargo run --profile bench --example mix_cost
//! ```
use std::hint::black_box;
use url_literal_bench::{pass_ns, Entry, SCHEMES};

#[inline(never)]
fn url_core(urls: &[&str]) {
    for &u in urls {
        let _ = black_box(url_core::Url::parse(black_box(u)));
    }
}

#[inline(never)]
fn fluent(urls: &[&str]) {
    for &u in urls {
        let _ = black_box(fluent_uri::Uri::parse(black_box(u)));
    }
}

#[inline(never)]
fn floor(urls: &[&str]) {
    for &u in urls {
        black_box(url_literal_bench::floor_scan(black_box(u).as_bytes()));
    }
}

#[inline(never)]
fn scheme_of(urls: &[&str]) {
    for &u in urls {
        black_box(url_core::Scheme::of(black_box(u)));
    }
}

/// `Scheme::of`, then a branch on the scheme to one of ten bodies that each
/// read one byte of their own (what a grammar per scheme starts with).
#[inline(never)]
fn scheme_branch(urls: &[&str]) {
    use url_core::Scheme;
    for &u in urls {
        let u = black_box(u);
        let at = |k: usize| u.as_bytes().get(k).copied().unwrap_or(0);
        black_box(match Scheme::of(u) {
            Some(Scheme::Http) => at(7),
            Some(Scheme::Ftp) => at(6) ^ 1,
            Some(Scheme::Gopher) => at(9) ^ 2,
            Some(Scheme::Mailto) => at(7) ^ 3,
            Some(Scheme::News) => at(5) ^ 4,
            Some(Scheme::Nntp) => at(7) ^ 5,
            Some(Scheme::Telnet) => at(9) ^ 6,
            Some(Scheme::Wais) => at(7) ^ 7,
            Some(Scheme::File) => at(7) ^ 8,
            Some(Scheme::Prospero) => at(11) ^ 9,
            _ => 0,
        });
    }
}

/// The fastest of 41 passes of each parser over `urls`, alternating, in ns
/// per URL.
fn fastest(urls: &[&str]) -> (f64, f64) {
    fastest_pair((url_core, urls), (fluent, urls))
}

/// The fastest of 41 passes of `a.0` over `a.1` and of `b.0` over `b.1`,
/// alternating, in ns per URL.
fn fastest_pair(a: (fn(&[&str]), &[&str]), b: (fn(&[&str]), &[&str])) -> (f64, f64) {
    let (mut ta, mut tb) = (f64::MAX, f64::MAX);
    for _ in 0..41 {
        ta = ta.min(pass_ns(a.0, a.1));
        tb = tb.min(pass_ns(b.0, b.1));
    }
    (ta, tb)
}

/// The URLs of `corpus` that `keep` keeps, as drawn and grouped by scheme,
/// each set in fresh allocations, one string after another, as the corpus
/// itself is laid out (a reordered list of the corpus's strings would also
/// measure scattered reads).
fn orders(corpus: &[Entry], keep: &dyn Fn(&Entry) -> bool) -> (Vec<String>, Vec<String>) {
    let urls = |e: &&Entry| keep(e);
    let drawn = corpus.iter().filter(urls).map(|e| e.url.clone()).collect();
    let grouped = SCHEMES
        .iter()
        .flat_map(|scheme| corpus.iter().filter(urls).filter(move |e| e.scheme == *scheme))
        .map(|e| e.url.clone())
        .collect();
    (drawn, grouped)
}

/// Borrowed views of a set of URLs.
fn strs(set: &[String]) -> Vec<&str> {
    set.iter().map(String::as_str).collect()
}

fn main() {
    let corpus = url_literal_bench::corpus();
    let (drawn, grouped) = orders(&corpus, &|_| true);
    println!("{:<22} {:>6} {:>9} {:>11} {:>11}", "URLs", "count", "url_core", "fluent-uri", "ours/fluent");
    let row = |name: &str, set: &[String]| {
        let urls = strs(set);
        assert!(urls.iter().all(|u| url_core::Url::parse_const(u).is_ok()), "{name}");
        let (ours, theirs) = fastest(&urls);
        println!("{name:<22} {:>6} {ours:>9.1} {theirs:>11.1} {:>11.3}", urls.len(), ours / theirs);
        (ours, theirs)
    };
    row("as drawn", &drawn);
    row("grouped by scheme", &grouped);
    let (mut ours, mut theirs) = (0.0, 0.0);
    for scheme in &SCHEMES {
        let (own, _) = orders(&corpus, &|e| e.scheme == *scheme);
        let (o, t) = row(&format!("{scheme} alone"), &own);
        let share = own.len() as f64 / drawn.len() as f64;
        ours += o * share;
        theirs += t * share;
    }
    println!("{:<22} {:>6} {ours:>9.1} {theirs:>11.1} {:>11.3}", "schemes alone, weighted", drawn.len(), ours / theirs);
    println!();
    println!("{:<22} {:>9} {:>9} {:>9}", "before the grammar", "as drawn", "grouped", "difference");
    let (drawn, grouped) = (strs(&drawn), strs(&grouped));
    for (name, f) in
        [("the floor", floor as fn(&[&str])), ("Scheme::of", scheme_of), ("Scheme::of, a branch", scheme_branch)]
    {
        let (d, g) = fastest_pair((f, &drawn), (f, &grouped));
        println!("{name:<22} {d:>9.1} {g:>9.1} {:>9.1}", d - g);
    }
    // Whether one scheme's URLs make the shuffle's cost: the corpus without
    // them, in both orders.
    println!();
    println!("{:<22} {:>6} {:>16} {:>16}", "the shuffle's cost", "count", "url_core", "fluent-uri");
    for skip in [None].into_iter().chain(SCHEMES.iter().map(Some)) {
        let (drawn, grouped) = orders(&corpus, &|e| Some(&e.scheme) != skip);
        let (drawn, grouped) = (strs(&drawn), strs(&grouped));
        let (od, og) = fastest_pair((url_core, &drawn), (url_core, &grouped));
        let (fd, fg) = fastest_pair((fluent, &drawn), (fluent, &grouped));
        let name = skip.map_or("whole corpus".to_string(), |s| format!("without {s}"));
        println!(
            "{name:<22} {:>6} {:>16} {:>16}",
            drawn.len(),
            format!("{od:.1} - {og:.1} = {:.1}", od - og),
            format!("{fd:.1} - {fg:.1} = {:.1}", fd - fg)
        );
    }
}

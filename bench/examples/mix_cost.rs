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
        let b = black_box(u).as_bytes();
        let at = |k: usize| b.get(k).copied().unwrap_or(0);
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

/// The fastest of 41 passes of each, alternating, in ns per URL.
fn fastest(urls: &[&str]) -> (f64, f64) {
    fastest_of(urls, url_core, fluent)
}

/// The fastest of 41 passes of `a` and of `b`, alternating, in ns per URL.
fn fastest_of(urls: &[&str], a: fn(&[&str]), b: fn(&[&str])) -> (f64, f64) {
    let (mut ours, mut theirs) = (f64::MAX, f64::MAX);
    for _ in 0..41 {
        ours = ours.min(time(a, urls));
        theirs = theirs.min(time(b, urls));
    }
    (ours, theirs)
}

/// One pass of `f` over `urls`, in ns per URL.
fn time(f: fn(&[&str]), urls: &[&str]) -> f64 {
    let t = Instant::now();
    f(urls);
    t.elapsed().as_nanos() as f64 / urls.len() as f64
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
    println!();
    println!("{:<22} {:>9} {:>9} {:>9}", "before the grammar", "as drawn", "grouped", "difference");
    let (drawn_urls, grouped_urls): (Vec<&str>, Vec<&str>) =
        (drawn.iter().map(String::as_str).collect(), grouped.iter().map(String::as_str).collect());
    for (name, f) in
        [("the floor", floor as fn(&[&str])), ("Scheme::of", scheme_of), ("Scheme::of, a branch", scheme_branch)]
    {
        let (d, g) = orders(f, &drawn_urls, &grouped_urls);
        println!("{name:<22} {d:>9.1} {g:>9.1} {:>9.1}", d - g);
    }
    // Whether one scheme's URLs make the shuffle's cost: the corpus without
    // them, in both orders (each set in fresh allocations, as above).
    println!();
    println!("{:<22} {:>6} {:>16} {:>16}", "the shuffle's cost", "count", "url_core", "fluent-uri");
    for skip in [None].into_iter().chain(url_literal_bench::SCHEMES.iter().map(Some)) {
        let kept = |e: &&url_literal_bench::Entry| Some(&e.scheme) != skip;
        let drawn = copy(&|e| kept(e));
        let mut grouped: Vec<String> = Vec::new();
        for scheme in &url_literal_bench::SCHEMES {
            grouped.extend(copy(&|e| e.scheme == *scheme && kept(e)));
        }
        let drawn: Vec<&str> = drawn.iter().map(String::as_str).collect();
        let grouped: Vec<&str> = grouped.iter().map(String::as_str).collect();
        let (od, og) = orders(url_core, &drawn, &grouped);
        let (fd, fg) = orders(fluent, &drawn, &grouped);
        let name = skip.map_or("whole corpus".to_string(), |s| format!("without {s}"));
        println!(
            "{name:<22} {:>6} {:>16} {:>16}",
            drawn.len(),
            format!("{od:.1} - {og:.1} = {:.1}", od - og),
            format!("{fd:.1} - {fg:.1} = {:.1}", fd - fg)
        );
    }
}

/// The fastest of 41 passes of `f` over `drawn` and over `grouped`,
/// alternating, in ns per URL.
fn orders(f: fn(&[&str]), drawn: &[&str], grouped: &[&str]) -> (f64, f64) {
    let (mut d, mut g) = (f64::MAX, f64::MAX);
    for _ in 0..41 {
        d = d.min(time(f, drawn));
        g = g.min(time(f, grouped));
    }
    (d, g)
}

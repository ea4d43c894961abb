//! What the benches share: the parsers under test, each as an acceptance test
//! (used to filter, never timed) and a timed loop.

use std::hint::black_box;
use std::time::Instant;

use url_literal_bench::floor_scan;

/// One parser: a name, an acceptance test and a timed loop over a slice of
/// URLs that keeps every result alive through `black_box`, so no parser can
/// skip computing what it returns.
pub struct Parser {
    pub name: &'static str,
    pub accepts: fn(&str) -> bool,
    pub run: fn(&[&str]),
}

macro_rules! parser {
    ($name:literal, |$s:ident| $e:expr) => {{
        fn accepts($s: &str) -> bool {
            $e.is_ok()
        }
        #[inline(never)]
        fn run(urls: &[&str]) {
            for &u in urls {
                let $s = black_box(u);
                let _ = black_box($e);
            }
        }
        Parser { name: $name, accepts, run }
    }};
}

/// url_core's run-time parser, `Url::parse` (the SIMD instance of the
/// grammar's run-time twin).
pub fn url_core_parser() -> Parser {
    parser!("url_core", |s| url_core::Url::parse(s))
}

/// url_core's RFC 3986 run-time parser, `Uri::parse`, for the RFC 3986
/// corpus (named `url_core` in the reports, as the subject of every ratio).
pub fn uri_core_parser() -> Parser {
    parser!("url_core", |s| url_core::Uri::parse(s))
}

/// The `const` instance, `Url::parse_const` (the `const` row of paired.rs: the
/// twin against it).
pub fn url_core_const_parser() -> Parser {
    parser!("const", |s| url_core::Url::parse_const(s))
}

/// The `const` instance of the RFC 3986 grammar, `Uri::parse_const`.
pub fn uri_core_const_parser() -> Parser {
    parser!("const", |s| url_core::Uri::parse_const(s))
}

/// The peers, in report order.
pub fn peers() -> Vec<Parser> {
    vec![
        parser!("url", |s| url::Url::parse(s)),
        parser!("fluent-uri", |s| fluent_uri::Uri::parse(s)),
        parser!("http", |s| s.parse::<http::Uri>()),
        parser!("iri-string", |s| iri_string::types::UriStr::new(s)),
        parser!("oxiri", |s| oxiri::Iri::parse(s)),
    ]
}

/// The floor: [`floor_scan`] over each URL.
#[inline(never)]
pub fn run_floor(urls: &[&str]) {
    for &u in urls {
        black_box(floor_scan(black_box(u).as_bytes()));
    }
}

/// Where the benches leave metadata for `report.py`.
pub fn meta_dir() -> String {
    let dir = std::env::var("URL_BENCH_META")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/target/bench-meta").to_string());
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Rounds of [`paired`]: 41, or `URL_BENCH_ROUNDS` (at least 1; a small
/// number for a smoke run, whose figures mean nothing).
///
/// # Panics
///
/// When `URL_BENCH_ROUNDS` is not a number above 0.
#[allow(dead_code)] // parse.rs shares the module
fn rounds() -> usize {
    match std::env::var("URL_BENCH_ROUNDS") {
        Ok(v) => match v.parse::<usize>() {
            Ok(n) if n > 0 => n,
            _ => panic!("URL_BENCH_ROUNDS: expected a number of rounds above 0, found {v:?}"),
        },
        Err(_) => 41,
    }
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn time(run: fn(&[&str]), urls: &[&str], reps: usize) -> f64 {
    let t = Instant::now();
    for _ in 0..reps {
        run(urls);
    }
    t.elapsed().as_nanos() as f64 / reps as f64
}

/// Interleaved timing (paired.rs, iri.rs): median ns per pass of `a` and `b`, the median per-round ratio b / a, and
/// the fastest round's ns per pass of `a` and of `b`.
#[allow(dead_code)] // parse.rs shares the module
pub fn paired(a: fn(&[&str]), b: fn(&[&str]), urls: &[&str]) -> (f64, f64, f64, f64, f64) {
    // Enough repetitions that the faster side runs for about 2 ms per round.
    let once = time(a, urls, 1).min(time(b, urls, 1)).max(1.0);
    let reps = ((2e6 / once) as usize).clamp(1, 10_000);
    time(a, urls, reps);
    time(b, urls, reps);
    let (mut ta, mut tb, mut r) = (Vec::new(), Vec::new(), Vec::new());
    for round in 0..rounds() {
        let (x, y) = if round % 2 == 0 {
            let x = time(a, urls, reps);
            (x, time(b, urls, reps))
        } else {
            let y = time(b, urls, reps);
            (time(a, urls, reps), y)
        };
        ta.push(x);
        tb.push(y);
        r.push(y / x);
    }
    let min = |v: &[f64]| v.iter().copied().fold(f64::INFINITY, f64::min);
    let (min_a, min_b) = (min(&ta), min(&tb));
    (median(&mut ta), median(&mut tb), median(&mut r), min_a, min_b)
}

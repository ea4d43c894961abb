//! What `whatwg_url!` and `http_crate_uri!` cost at run time, against what
//! a program writes without them, interleaved: each round times the macro
//! and one peer back to back (alternating which goes first) on a pass of
//! [`EVALS`] evaluations, and keeps that round's ratio; the report is the
//! median ratio over [`ROUNDS`] rounds, which background load on the other
//! core skews less than one benchmark after another.
//!
//! - `whatwg_url!(LIT)` (the `url::Url` a thread parsed at its first
//!   evaluation of the call site, looked up by the literal's address and
//!   cloned per evaluation) against `url::Url::parse(LIT).unwrap()` on every
//!   evaluation, against a hand-written `LazyLock<url::Url>` and `.clone()`
//!   (a `static` per call site, the macro's shape until its build cost was
//!   cut: the ratio shows what the lookup costs), and against `&*LAZY`
//!   (what a `&'static url::Url` would cost: no clone; reqwest's `IntoUrl`
//!   takes `Url` by value, which is why the macro clones);
//! - `http_crate_uri!(LIT)` (`http::Uri::from_static` at a thread's first
//!   evaluation, then looked up and cloned) against
//!   `LIT.parse::<http::Uri>().unwrap()` (a parse and a copy of the text),
//!   against `http::Uri::from_static(LIT)` on every evaluation (the
//!   macro's first shape: a parse that keeps the `&'static str`, about six
//!   times the clone, which is why it changed) and against a hand-written
//!   `LazyLock<http::Uri>` and `.clone()`.
//!
//! Output: one line per pair, `name<TAB>macro ns per eval<TAB>peer ns per eval<TAB>median ratio peer/macro`,
//! on standard output and in `$URL_BENCH_META/ecosystem.tsv`.

#[allow(dead_code)]
mod common;

use std::hint::black_box;
use std::sync::LazyLock;
use std::time::Instant;

use common::meta_dir;
use url_literal::{http_crate_uri, whatwg_url};

const ROUNDS: usize = 41;
const EVALS: usize = 1000;

/// The literal of every row: an API endpoint with a port, a path and a query.
const LIT: &str = "https://api.example.com:8443/v1/items?page=2&sort=name";

static LAZY_URL: LazyLock<url::Url> = LazyLock::new(|| url::Url::parse(LIT).unwrap());
static LAZY_HTTP: LazyLock<http::Uri> = LazyLock::new(|| LIT.parse().unwrap());

fn macro_url() {
    for _ in 0..EVALS {
        black_box(whatwg_url!("https://api.example.com:8443/v1/items?page=2&sort=name"));
    }
}

fn parse_url() {
    for _ in 0..EVALS {
        black_box(url::Url::parse(black_box(LIT)).unwrap());
    }
}

fn lazy_clone_url() {
    for _ in 0..EVALS {
        black_box(LAZY_URL.clone());
    }
}

fn lazy_ref_url() {
    for _ in 0..EVALS {
        black_box(&*LAZY_URL);
    }
}

fn macro_http() {
    for _ in 0..EVALS {
        black_box(http_crate_uri!("https://api.example.com:8443/v1/items?page=2&sort=name"));
    }
}

fn parse_http() {
    for _ in 0..EVALS {
        black_box(black_box(LIT).parse::<http::Uri>().unwrap());
    }
}

fn from_static_http() {
    for _ in 0..EVALS {
        black_box(http::Uri::from_static(black_box(LIT)));
    }
}

fn lazy_clone_http() {
    for _ in 0..EVALS {
        black_box(LAZY_HTTP.clone());
    }
}

/// A row: its name, the macro's pass and the peer's.
type Pair = (&'static str, fn(), fn());

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// Nanoseconds per evaluation of one pass of `f`, repeated `reps` times.
fn time(f: fn(), reps: usize) -> f64 {
    let t = Instant::now();
    for _ in 0..reps {
        f();
    }
    t.elapsed().as_nanos() as f64 / (reps * EVALS) as f64
}

/// Median ns per evaluation of `a` and `b`, and the median per-round ratio
/// b / a.
fn paired(a: fn(), b: fn()) -> (f64, f64, f64) {
    let once = time(a, 1).min(time(b, 1)).max(1.0) * EVALS as f64;
    let reps = ((2e6 / once) as usize).clamp(1, 1000);
    time(a, reps);
    time(b, reps);
    let (mut ta, mut tb, mut r) = (Vec::new(), Vec::new(), Vec::new());
    for round in 0..ROUNDS {
        let (x, y) = if round % 2 == 0 {
            let x = time(a, reps);
            (x, time(b, reps))
        } else {
            let y = time(b, reps);
            (time(a, reps), y)
        };
        ta.push(x);
        tb.push(y);
        r.push(y / x);
    }
    (median(&mut ta), median(&mut tb), median(&mut r))
}

fn main() {
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    assert_eq!(whatwg_url!("https://api.example.com:8443/v1/items?page=2&sort=name").as_str(), LIT);
    assert_eq!(http_crate_uri!("https://api.example.com:8443/v1/items?page=2&sort=name"), LIT);
    let pairs: [Pair; 6] = [
        ("whatwg_url! vs url::Url::parse(LIT).unwrap()", macro_url, parse_url),
        ("whatwg_url! vs LazyLock<url::Url> + clone", macro_url, lazy_clone_url),
        ("whatwg_url! vs &*LazyLock<url::Url>", macro_url, lazy_ref_url),
        ("http_crate_uri! vs LIT.parse::<http::Uri>().unwrap()", macro_http, parse_http),
        ("http_crate_uri! vs http::Uri::from_static(LIT)", macro_http, from_static_http),
        ("http_crate_uri! vs LazyLock<http::Uri> + clone", macro_http, lazy_clone_http),
    ];
    let mut out = String::new();
    for (name, a, b) in pairs {
        let (ta, tb, r) = paired(a, b);
        let line = format!("{name}\t{ta:.1}\t{tb:.1}\t{r:.3}\n");
        print!("{line}");
        out.push_str(&line);
    }
    let path = format!("{}/ecosystem.tsv", meta_dir());
    std::fs::write(&path, out).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
}

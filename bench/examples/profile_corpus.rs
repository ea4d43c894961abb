//! Parses the corpus with url_core `ROUNDS` times (default 20), for a profiler:
//!
//! ```text
//! cargo build --profile bench --example profile_corpus
//! valgrind --tool=callgrind --dump-instr=yes --toggle-collect='*parse_all*' --toggle-collect='*floor_all*' \
//!     target/release/examples/profile_corpus 5
//! callgrind_annotate --auto=yes callgrind.out.*
//! ```
//!
//! An optional second argument takes one scheme's own URLs instead (as the
//! per-scheme benches do; `all` for the corpus);
//! a third argument `floor` runs the table-scan floor instead of url_core.
use std::hint::black_box;

#[inline(never)]
fn parse_all(urls: &[&str]) -> usize {
    let mut ok = 0;
    for &u in urls {
        let r = url_core::Url::parse(black_box(u));
        ok += r.is_ok() as usize;
        black_box(r.ok());
    }
    ok
}

#[inline(never)]
fn floor_all(urls: &[&str]) -> usize {
    let mut ok = 0;
    for &u in urls {
        ok += (url_literal_bench::floor_scan(black_box(u).as_bytes()) == 0) as usize;
    }
    ok
}

fn main() {
    let mut args = std::env::args().skip(1);
    let rounds: usize = args.next().map(|a| a.parse().unwrap()).unwrap_or(20);
    let only = args.next().filter(|s| s != "all");
    let floor = args.next().is_some_and(|a| a == "floor");
    let urls = url_literal_bench::corpus_urls(only.as_deref());
    let urls: Vec<&str> = urls.iter().map(String::as_str).collect();
    let mut ok = 0;
    for _ in 0..rounds {
        ok += if floor { floor_all(&urls) } else { parse_all(&urls) };
    }
    let bytes: usize = urls.iter().map(|u| u.len()).sum();
    println!("{ok} of {} parsed; {} URLs, {bytes} bytes per round", urls.len() * rounds, urls.len());
}

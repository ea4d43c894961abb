//! A target for instruction counting under valgrind: only `measured` is
//! collected (`--toggle-collect='*measured*'`), so the counts are exact and
//! independent of machine load.
//!
//! ```text
//! instr_count corpus PARSER [SCHEME]   # PARSER: url_core floor url fluent-uri http iri-string oxiri
//! instr_count linear INDEX SIZE        # one input of linear_inputs(SIZE)
//! ```
//!
//! `bench/instr.sh` runs it under callgrind and tabulates instructions per URL
//! and per byte.
use std::hint::black_box;

#[inline(never)]
fn measured(urls: &[&str], f: fn(&str) -> bool) -> usize {
    let mut n = 0;
    for &u in urls {
        n += f(black_box(u)) as usize;
    }
    n
}

fn pick(name: &str) -> fn(&str) -> bool {
    match name {
        "url_core" => |s| black_box(url_core::Url::parse(s)).is_ok(),
        "floor" => |s| black_box(url_literal_bench::floor_scan(s.as_bytes())) == 0,
        "url" => |s| black_box(url::Url::parse(s)).is_ok(),
        "fluent-uri" => |s| black_box(fluent_uri::Uri::parse(s)).is_ok(),
        "http" => |s| black_box(s.parse::<http::Uri>()).is_ok(),
        "iri-string" => |s| black_box(iri_string::types::UriStr::new(s)).is_ok(),
        "oxiri" => |s| black_box(oxiri::Iri::parse(s)).is_ok(),
        _ => panic!("unknown parser {name}"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("corpus") => {
            let f = pick(&args[1]);
            // The whole corpus, or one scheme's own URLs as in the benches.
            let urls = url_literal_bench::corpus_urls(args.get(2).map(String::as_str).filter(|s| *s != "all"));
            let urls: Vec<&str> = urls
                .iter()
                .map(String::as_str)
                .filter(|u| f(u)) // only what this parser accepts, as in the benches
                .collect();
            let ok = measured(&urls, f);
            println!("urls {} bytes {} ok {ok}", urls.len(), url_literal_bench::total_bytes(&urls));
        }
        Some("linear-count") => println!("{}", url_literal_bench::linear_inputs(100).len()),
        Some("linear") => {
            let k: usize = args[1].parse().unwrap();
            let size: usize = args[2].parse().unwrap();
            let x = url_literal_bench::linear_inputs(size).swap_remove(k);
            let ok = measured(&[x.url.as_str()], pick("url_core"));
            println!("urls 1 bytes {} ok {ok} name {}", x.url.len(), x.name);
        }
        _ => eprintln!("usage: instr_count corpus PARSER [SCHEME] | linear INDEX SIZE"),
    }
}

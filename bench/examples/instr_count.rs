//! A target for instruction counting under valgrind: only `measured` is
//! collected (`--toggle-collect='*measured*'`), so the counts are exact and
//! independent of machine load.
//!
//! ```text
//! instr_count corpus PARSER [SCHEME]   # PARSER: url_core floor url fluent-uri http iri-string oxiri
//! instr_count uri PARSER [KIND [PEER]]  # the RFC 3986 corpus (url_core is Uri::parse),
//!                                      # on the URIs PARSER (and PEER) accept
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
        "uri_core" => |s| black_box(url_core::Uri::parse(s)).is_ok(),
        "url_core_const" => |s| black_box(url_core::Url::parse_const(s)).is_ok(),
        "uri_core_const" => |s| black_box(url_core::Uri::parse_const(s)).is_ok(),
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
        Some("uri") => {
            let f: fn(&str) -> bool = match args[1].as_str() {
                "url_core" => pick("uri_core"),
                // The floor's table knows RFC 1738's bytes ('~', '[' and ']'
                // are outside it): scan every URI, accept them all.
                "floor" => |s| black_box(url_literal_bench::floor_scan(s.as_bytes())) < 2,
                p => pick(p),
            };
            // The whole RFC 3986 corpus, or one kind of it.
            let kind = args.get(2).map(String::as_str).filter(|s| *s != "all");
            let corpus = url_literal_bench::uri_corpus();
            let urls: Vec<&str> = corpus
                .iter()
                .filter(|e| kind.is_none_or(|k| e.kind == k))
                .map(|e| e.uri.as_str())
                .filter(|u| f(u))
                .collect();
            // The subset another parser accepts, to compare like with like.
            let urls: Vec<&str> = match args.get(3) {
                Some(peer) => urls.into_iter().filter(|u| pick(peer)(u)).collect(),
                None => urls,
            };
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
        _ => eprintln!("usage: instr_count corpus PARSER [SCHEME] | uri PARSER [KIND] | linear INDEX SIZE"),
    }
}

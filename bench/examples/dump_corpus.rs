//! Prints the corpus, one `scheme<TAB>url` per line (`--stats` for a summary);
//! `--uri` does the same for the RFC 3986 corpus (`kind<TAB>uri`).
fn main() {
    let uri = std::env::args().any(|a| a == "--uri");
    let (c, kinds): (Vec<(&str, String)>, &[&str]) = if uri {
        (url_literal_bench::uri_corpus().into_iter().map(|e| (e.kind, e.uri)).collect(), &url_literal_bench::URI_KINDS)
    } else {
        (url_literal_bench::corpus().into_iter().map(|e| (e.scheme, e.url)).collect(), &url_literal_bench::SCHEMES)
    };
    if std::env::args().any(|a| a == "--stats") {
        let bytes: usize = c.iter().map(|e| e.1.len()).sum();
        println!("{} URLs, {} bytes, {:.1} bytes/URL", c.len(), bytes, bytes as f64 / c.len() as f64);
        for &s in kinds {
            let of: Vec<_> = c.iter().filter(|e| e.0 == s).collect();
            let b: usize = of.iter().map(|e| e.1.len()).sum();
            println!("{s:9} {:5} URLs  {:6.1} bytes/URL", of.len(), b as f64 / of.len() as f64);
        }
        return;
    }
    for (s, u) in c {
        println!("{s}\t{u}");
    }
}

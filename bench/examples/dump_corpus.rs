//! Prints the corpus, one `scheme<TAB>url` per line (`--stats` for a summary).
fn main() {
    let c = url_literal_bench::corpus();
    if std::env::args().any(|a| a == "--stats") {
        let bytes: usize = c.iter().map(|e| e.url.len()).sum();
        println!("{} URLs, {} bytes, {:.1} bytes/URL", c.len(), bytes, bytes as f64 / c.len() as f64);
        for s in url_literal_bench::SCHEMES {
            let of: Vec<_> = c.iter().filter(|e| e.scheme == s).collect();
            let b: usize = of.iter().map(|e| e.url.len()).sum();
            println!("{s:9} {:5} URLs  {:6.1} bytes/URL", of.len(), b as f64 / of.len() as f64);
        }
        return;
    }
    for e in c {
        println!("{}\t{}", e.scheme, e.url);
    }
}

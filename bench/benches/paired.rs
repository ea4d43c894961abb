//! Interleaved ratios, a cross-check of the criterion medians that holds up on
//! a busy machine.
//!
//! Criterion times one benchmark after another, so a build starting on the
//! other core halfway through the run skews the ratios between benchmarks.
//! Here each round times url_core and one peer back to back on the same URLs
//! (alternating which goes first) and keeps the ratio of that round; the
//! report uses the median over all rounds. Background load slows both sides
//! of a round alike, so the ratio survives it.
//!
//! Groups: the shuffled corpus; the same URLs grouped by scheme
//! (`corpus-by-scheme`: what the mix costs, against the shuffled order); ten
//! times as many URLs (`corpus-100k`: the steady state, which the branch
//! predictor cannot learn); each scheme alone, from its own
//! [`SCHEME_LEN`](url_literal_bench::SCHEME_LEN) URLs. Then the RFC 3986
//! groups, where the url_core side is `Uri::parse`: `uri-corpus` (the
//! shuffled [`uri_corpus`]), `uri-corpus-by-kind` and `uri-corpus-100k`.
//! The url_core side is the run-time instance (`parse`); the `const`
//! row times the `const` instance (`parse_const`) against it. `URL_BENCH_ONLY=corpus,fluent-uri` limits the run to the
//! groups and sides named (for quick comparisons while optimising; the report
//! needs a full run): naming no group runs them all, naming no side (`floor`,
//! `const` or a peer) runs every side; an unknown name is an error.
//! `URL_BENCH_ROUNDS=3` makes a smoke run (its figures mean nothing).
//!
//! Output: `$URL_BENCH_META/paired.tsv` with
//! `group<TAB>parser<TAB>urls<TAB>bytes<TAB>median ns per pass<TAB>median url_core ns per pass<TAB>median ratio`
//! `<TAB>fastest round's ns per pass<TAB>url_core's fastest round's ns per pass`.

mod common;

use common::{
    meta_dir, paired, peers, run_floor, uri_core_const_parser, uri_core_parser, url_core_const_parser, url_core_parser,
};
use url_literal_bench::{
    corpus, corpus_with, scheme_corpus, total_bytes, uri_corpus, uri_corpus_with, CORPUS_LEN, SCHEMES, SEED,
    URI_CORPUS_LEN, URI_KINDS, URI_SEED,
};

fn main() {
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let only = std::env::var("URL_BENCH_ONLY").ok();
    let named: Vec<&str> = only.as_deref().map_or(Vec::new(), |o| o.split(',').filter(|w| !w.is_empty()).collect());
    let corpus = corpus();
    let core = url_core_parser();
    let mut peers = peers();
    let mut out = String::new();
    let mut groups: Vec<(String, Vec<&str>)> = vec![("corpus".into(), corpus.iter().map(|e| e.url.as_str()).collect())];
    // The same URLs in scheme order (the order within a scheme kept).
    let by_scheme = SCHEMES.iter().flat_map(|&s| corpus.iter().filter(move |e| e.scheme == s)).map(|e| e.url.as_str());
    groups.push(("corpus-by-scheme".into(), by_scheme.collect()));
    // The steady state: ten times the corpus, more than the predictor learns.
    let big = corpus_with(SEED, 10 * CORPUS_LEN);
    groups.push(("corpus-100k".into(), big.iter().map(|e| e.url.as_str()).collect()));
    let per_scheme: Vec<(&str, Vec<String>)> = SCHEMES.iter().map(|&s| (s, scheme_corpus(s))).collect();
    for (s, urls) in &per_scheme {
        groups.push((format!("scheme-{s}"), urls.iter().map(String::as_str).collect()));
    }
    // The RFC 3986 corpus, read by `Uri::parse`.
    let uris = uri_corpus();
    let mut uri_groups: Vec<(String, Vec<&str>)> =
        vec![("uri-corpus".into(), uris.iter().map(|e| e.uri.as_str()).collect())];
    let by_kind = URI_KINDS.iter().flat_map(|&k| uris.iter().filter(move |e| e.kind == k)).map(|e| e.uri.as_str());
    uri_groups.push(("uri-corpus-by-kind".into(), by_kind.collect()));
    let big_uris = uri_corpus_with(URI_SEED, 10 * URI_CORPUS_LEN);
    uri_groups.push(("uri-corpus-100k".into(), big_uris.iter().map(|e| e.uri.as_str()).collect()));
    // `URL_BENCH_ONLY` names groups and sides: the groups named (all when
    // it names none), against the sides named (all when it names none).
    let sides: Vec<&str> = ["const", "floor"].into_iter().chain(peers.iter().map(|p| p.name)).collect();
    let group_names: Vec<&str> = groups.iter().chain(&uri_groups).map(|(g, _)| g.as_str()).collect();
    if let Some(bad) = named.iter().find(|w| !sides.contains(w) && !group_names.contains(w)) {
        panic!("URL_BENCH_ONLY: unknown name {bad:?}; groups: {}; sides: {}", group_names.join(", "), sides.join(", "));
    }
    let any_group = named.iter().any(|w| group_names.contains(w));
    let any_side = named.iter().any(|w| sides.contains(w));
    let wanted_group = |g: &str| !any_group || named.contains(&g);
    let wanted = |side: &str| !any_side || named.contains(&side);
    groups.retain(|(g, _)| wanted_group(g));
    uri_groups.retain(|(g, _)| wanted_group(g));
    peers.retain(|p| wanted(p.name));
    let uri_core = uri_core_parser();
    let (url_const, uri_const) = (url_core_const_parser(), uri_core_const_parser());
    let tagged =
        groups.iter().map(|g| (g, &core, &url_const)).chain(uri_groups.iter().map(|g| (g, &uri_core, &uri_const)));
    for ((group, urls), core, konst) in tagged {
        if wanted("const") {
            // The `const` instance against the run-time one (the twin).
            let (tc, tk, r, min_c, min_k) = paired(core.run, konst.run, urls);
            out.push_str(&format!(
                "{group}\tconst\t{}\t{}\t{tk:.0}\t{tc:.0}\t{r:.4}\t{min_k:.0}\t{min_c:.0}\n",
                urls.len(),
                total_bytes(urls)
            ));
        }
        if wanted("floor") {
            let (tc, tf, r, min_c, min_f) = paired(core.run, run_floor, urls);
            // The floor row: ratio is url_core / floor (r is floor / url_core).
            out.push_str(&format!(
                "{group}\tfloor\t{}\t{}\t{tf:.0}\t{tc:.0}\t{:.4}\t{min_f:.0}\t{min_c:.0}\n",
                urls.len(),
                total_bytes(urls),
                1.0 / r
            ));
        }
        for p in &peers {
            let sub: Vec<&str> = urls.iter().copied().filter(|u| (p.accepts)(u)).collect();
            if sub.is_empty() {
                continue;
            }
            let (tc, tp, r, min_c, min_p) = paired(core.run, p.run, &sub);
            out.push_str(&format!(
                "{group}\t{}\t{}\t{}\t{tp:.0}\t{tc:.0}\t{r:.4}\t{min_p:.0}\t{min_c:.0}\n",
                p.name,
                sub.len(),
                total_bytes(&sub)
            ));
        }
        eprintln!("paired: {group} done");
    }
    std::fs::write(format!("{}/paired.tsv", meta_dir()), out).unwrap();
}

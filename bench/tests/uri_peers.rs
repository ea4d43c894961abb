//! The peers that the benchmarks compare url-core with read the RFC 3986
//! corpus (from `url-literal-gen`) as they should: a benchmark of a parser
//! on URIs it rejects would time an error path.

use url_core::Uri;
use url_literal_bench::uri_corpus;

/// Every peer that reads RFC 3986 (or WHATWG's URL Standard, a superset
/// of what the corpus holds) accepts every URI; `http::Uri` reads only
/// the request-target forms of HTTP (RFC 9112 §3.2), so it takes every
/// URI with `scheme://host` and rejects most of the rest.
#[test]
fn peers_accept_what_they_should() {
    let c = uri_corpus();
    let all = |name: &str, f: &dyn Fn(&str) -> bool| {
        let rejected: Vec<&str> = c.iter().map(|e| e.uri.as_str()).filter(|u| !f(u)).collect();
        assert!(
            rejected.is_empty(),
            "{name} rejects {} URIs, e.g. {:?}",
            rejected.len(),
            &rejected[..rejected.len().min(5)]
        );
    };
    all("fluent-uri", &|s| fluent_uri::Uri::parse(s).is_ok());
    all("iri-string", &|s| iri_string::types::UriStr::new(s).is_ok());
    all("oxiri", &|s| oxiri::Iri::parse(s).is_ok());
    all("url", &|s| url::Url::parse(s).is_ok());
    let mut http_rejects = std::collections::BTreeMap::<String, usize>::new();
    for e in &c {
        let u = Uri::parse_const(&e.uri).unwrap();
        let ok = e.uri.parse::<http::Uri>().is_ok();
        let has_host = u.host_str().is_some_and(|h| !h.is_empty());
        if !ok {
            *http_rejects.entry(u.scheme().to_string()).or_default() += 1;
        }
        // Without `//host`, http::Uri tries the authority-form
        // (`host:port`, RFC 9112 §3.2.3) and reads `tel:+1-...`,
        // `news:group` and a query-less `mailto:a@b` as one (a misreading,
        // but an acceptance); `file:///`, `urn:a:b:c` and a mailto with
        // a query it rejects.
        let authority_form = matches!(u.scheme(), "tel" | "news") || u.scheme() == "mailto" && u.query().is_none();
        assert_eq!(ok, has_host || authority_form, "http::Uri on {}", e.uri);
    }
    let rejects: Vec<(&str, usize)> = http_rejects.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    assert_eq!(rejects, [("file", 54), ("mailto", 71), ("urn", 243)]);
}

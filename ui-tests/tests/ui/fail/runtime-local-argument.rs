// A local variable where the macros take a constant, a name alone: rustc's
// own error on the name ("non-constant value", and rustc's help to make it a
// `const`), evaluated in an inline `const` block (before: E0435 with "this
// would need to be a `let`" over the whole call, about a `const` item the
// user never wrote). Every family whose constant goes through const
// evaluation (data_uri!(bytes ..): data-uri-bytes-runtime-local-argument.rs).
use url_literal::{http_url, iri, iri_ref, uri, uri_ref, url, urn};

fn main() {
    let local = "https://api.example.com/v1";
    let _ = uri!(local);
    let home = "http://www.example.com/";
    let _ = url!(home);
    let _ = http_url!(home);
    let _ = uri_ref!(local);
    let _ = urn!(local);
    let _ = iri!(local);
    let _ = iri_ref!(local);
}

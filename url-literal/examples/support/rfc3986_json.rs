//! The `--grammar rfc3986` JSON view of `explain` (see `shared/explain-json.md`):
//! one object per input, read as an RFC 3986 `URI-reference` by
//! `url_core::UriRef::parse`.

use serde_json::{json, Value};
use url_core::UriRef;

/// The explain-json object for `input` read as an RFC 3986 URI reference.
pub fn json(input: &str) -> Value {
    match UriRef::parse(input) {
        Ok(r) => json!({
            "input": input,
            "valid": true,
            "grammar": "rfc3986",
            "kind": if r.is_relative() { "relative" } else { "uri" },
            "scheme": r.scheme(),
            "userinfo": r.userinfo(),
            "host": r.host_str(),
            "host_kind": r.host().map(|h| h.kind()),
            "port": r.port(),
            "port_raw": r.port_str(),
            "default_port": r.default_port(),
            "path": r.path(),
            "query": r.query(),
            "fragment": r.fragment(),
        }),
        Err(e) => json!({
            "input": input,
            "valid": false,
            "grammar": "rfc3986",
            "error": {
                "offset": e.offset(),
                "length": e.length(),
                "rule": e.rule(),
                "section": e.section(),
                "message": e.message().as_str(),
            },
        }),
    }
}

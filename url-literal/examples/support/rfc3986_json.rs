//! The `--grammar rfc3986` JSON view of `explain` (see `shared/explain-json.md`):
//! one object per input, read as an RFC 3986 `URI-reference` by
//! `url_core::UriRef::parse`, with its keys in the order that file lists them.

use url_core::UriRef;

use crate::Json;

/// The explain-json object for `input` read as an RFC 3986 URI reference,
/// and whether it is one.
pub fn json(input: &str) -> (Json, bool) {
    match UriRef::parse(input) {
        Ok(r) => {
            let object = Json::Object(vec![
                ("input", input.into()),
                ("valid", Json::Bool(true)),
                ("grammar", "rfc3986".into()),
                ("kind", if r.is_relative() { "relative" } else { "uri" }.into()),
                ("scheme", r.scheme().into()),
                ("userinfo", r.userinfo().into()),
                ("host", r.host_str().into()),
                ("host_kind", r.host().map(|h| h.kind()).into()),
                ("port", r.port().into()),
                ("port_raw", r.port_str().into()),
                ("default_port", r.default_port().into()),
                ("path", r.path().into()),
                ("query", r.query().into()),
                ("fragment", r.fragment().into()),
            ]);
            (object, true)
        }
        Err(e) => {
            let error = Json::Object(vec![
                ("offset", Json::Int(e.offset() as u64)),
                ("length", Json::Int(e.length() as u64)),
                ("rule", e.rule().into()),
                ("section", e.section().into()),
                ("message", e.message().as_str().into()),
            ]);
            let object = Json::Object(vec![
                ("input", input.into()),
                ("valid", Json::Bool(false)),
                ("grammar", "rfc3986".into()),
                ("error", error),
            ]);
            (object, false)
        }
    }
}

//! The RFC 3987 vectors of `tests/conformance/rfc3987.json` (its README
//! says where each comes from), run through url-core's IRI parsers directly:
//! `IriRef::parse` (run time) and `IriRef::parse_const` must give the same
//! answer, and that answer the vector's verdict; on a valid input every
//! component the vector states and its `uri` (RFC 3987 §3.1, `to_uri_ref`); on
//! an invalid one its `offset`, `rule` (any of the `|`-separated names, as a
//! case-insensitive part of ours, as `check3987.py` matches them) and
//! `section`. CI runs the same file through `explain --json --grammar
//! rfc3987` with `check3987.py` (`.ci/run`).

use serde_json::Value;
use url_core::{Iri, IriRef};

use crate::support::data;

/// The vectors, and how many are valid and invalid (the README's counts: a
/// file that lost vectors fails here, not silently).
fn vectors() -> Vec<Value> {
    let text = data::text(&data::conformance("rfc3987.json"));
    let vectors: Vec<Value> = serde_json::from_str(&text).expect("rfc3987.json is a JSON array");
    let valid = vectors.iter().filter(|v| v["expect"] == "valid").count();
    assert_eq!(
        (valid, vectors.len() - valid),
        (602, 266),
        "rfc3987.json's counts changed; update its README and this test"
    );
    vectors
}

/// A component of `r` by the vector's key, as JSON.
fn component(r: &IriRef<'_>, key: &str) -> Value {
    let text = |s: Option<&str>| s.map_or(Value::Null, |s| Value::String(s.to_owned()));
    match key {
        "scheme" => text(r.scheme()),
        "userinfo" => text(r.userinfo()),
        "host" => text(r.host_str()),
        "port" => r.port().map_or(Value::Null, Value::from),
        "port_raw" => text(r.port_str()),
        "path" => Value::String(r.path().to_owned()),
        "query" => text(r.query()),
        "fragment" => text(r.fragment()),
        "authority" => text(r.authority()),
        "uri" => Value::String(r.to_uri_ref().as_str().to_owned()),
        other => panic!("rfc3987.json names an unknown component {other:?}"),
    }
}

/// Why url-core disagrees with vector `v`, if it does.
fn disagreement(v: &Value) -> Option<String> {
    let input = v["input"].as_str().expect("every vector has an input");
    let run = IriRef::parse(input);
    let konst = IriRef::parse_const(input);
    if run != konst {
        return Some(format!("parse {run:?} but parse_const {konst:?}"));
    }
    let want_valid = v["expect"] == "valid";
    match (run, want_valid) {
        (Ok(r), true) => {
            if !r.is_relative() {
                // An absolute reference is an IRI, by Iri::parse too.
                match Iri::parse(input) {
                    Ok(iri) if iri.as_str() == input => {}
                    other => return Some(format!("IriRef::parse accepts it, Iri::parse gives {other:?}")),
                }
            }
            let mut why = Vec::new();
            for (key, want) in v["components"].as_object().into_iter().flatten() {
                let have = component(&r, key);
                if &have != want {
                    why.push(format!("{key} = {have} (expected {want})"));
                }
            }
            (!why.is_empty()).then(|| why.join("; "))
        }
        (Ok(r), false) => Some(format!("valid (expected invalid): path {:?}", r.path())),
        (Err(e), true) => Some(format!("invalid (expected valid): {e} at {} ({})", e.offset(), e.rule())),
        (Err(e), false) => {
            let mut why = Vec::new();
            if let Some(offset) = v.get("offset") {
                if offset.as_u64() != Some(e.offset() as u64) {
                    why.push(format!("offset {} (expected {offset})", e.offset()));
                }
            }
            if let Some(rules) = v.get("rule").and_then(Value::as_str) {
                let ours = e.rule().to_lowercase();
                if !rules.split('|').any(|r| ours.contains(&r.to_lowercase())) {
                    why.push(format!("rule {:?} (expected {rules:?})", e.rule()));
                }
            }
            if let Some(section) = v.get("section").and_then(Value::as_str) {
                if e.section() != section {
                    why.push(format!("section {:?} (expected {section:?})", e.section()));
                }
            }
            (!why.is_empty()).then(|| format!("{}: {e}", why.join("; ")))
        }
    }
}

#[test]
fn every_rfc3987_vector_passes() {
    let vectors = vectors();
    let failures: Vec<String> = vectors
        .iter()
        .filter_map(|v| disagreement(v).map(|why| format!("{:?} [{}]: {why}", v["input"], v["source"])))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} RFC 3987 vectors disagree:\n{}",
        failures.len(),
        vectors.len(),
        failures.join("\n")
    );
}

#[test]
fn the_vectors_check_what_they_say() {
    // Not a suite that passes by checking nothing: components on 253
    // vectors (61 with `uri`), offsets on 181, rules on 161.
    let vectors = vectors();
    let count = |f: &dyn Fn(&Value) -> bool| vectors.iter().filter(|v| f(v)).count();
    assert_eq!(count(&|v| v.get("components").is_some()), 253);
    assert_eq!(count(&|v| v["components"].get("uri").is_some()), 61);
    assert_eq!(count(&|v| v.get("offset").is_some()), 181);
    assert_eq!(count(&|v| v.get("rule").is_some()), 161);
    assert_eq!(count(&|v| v.get("section").is_some()), 25);
}

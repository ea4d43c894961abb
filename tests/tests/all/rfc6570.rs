//! RFC 6570 URI Templates: the uritemplate-test suite
//! (`tests/conformance/rfc6570/`, its four files) through
//! `UriTemplate::parse` and `UriTemplate::expand`, every case counted.

use serde_json::Value as Json;
use url_core::rfc6570::UriTemplate;

use crate::support::data;

/// What one case gave: the expansion, or the refusal (at parse or at
/// expansion) as text.
fn run(template: &str, vars: &Json) -> Result<String, String> {
    let t = UriTemplate::parse(template).map_err(|e| format!("parse: {e} at {}", e.offset()))?;
    t.expand(vars).map(|u| u.as_str().to_owned()).map_err(|e| format!("expand: {e}"))
}

/// Runs every case of one suite file; returns (cases, expansions, refusals).
fn suite(file: &str) -> (usize, usize, usize) {
    let text = data::text(&data::conformance(&format!("rfc6570/{file}")));
    let groups: Json = serde_json::from_str(&text).expect("a JSON object");
    let (mut cases, mut expanded, mut refused) = (0, 0, 0);
    let mut failures = Vec::new();
    for (group, g) in groups.as_object().expect("groups") {
        let level = g["level"].as_u64().unwrap_or(4);
        for case in g["testcases"].as_array().expect("testcases") {
            cases += 1;
            let template = case[0].as_str().expect("template");
            let got = run(template, &g["variables"]);
            match (&case[1], &got) {
                (Json::Bool(false), Err(_)) => refused += 1,
                (Json::String(want), Ok(got)) if want == got => expanded += 1,
                (Json::Array(alts), Ok(got)) if alts.iter().any(|a| a == got.as_str()) => expanded += 1,
                _ => failures.push(format!("{file} {group}: {template} gave {got:?}, expected {}", case[1])),
            }
            if let Ok(t) = UriTemplate::parse(template) {
                assert!(u64::from(t.level()) <= level, "{template}: level {} above the group's {level}", t.level());
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    (cases, expanded, refused)
}

#[test]
fn spec_examples() {
    assert_eq!(suite("spec-examples.json"), (64, 64, 0));
}

#[test]
fn spec_examples_by_section() {
    assert_eq!(suite("spec-examples-by-section.json"), (117, 117, 0));
}

#[test]
fn extended_tests() {
    assert_eq!(suite("extended-tests.json"), (53, 53, 0));
}

#[test]
fn negative_tests() {
    assert_eq!(suite("negative-tests.json"), (36, 0, 36));
}

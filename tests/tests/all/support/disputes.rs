//! The one Rust reader of `tests/conformance/disputes.json`, the shared
//! vectors whose label this project disputes (see
//! `tests/conformance/README.md`; `.ci/conformance.py` is the Python one).
//! Used by the tests (`support::disputes`) and by `tests/build.rs`, which
//! includes this file by path (beside `data.rs`, as here).

use std::path::{Path, PathBuf};

use serde_json::Value;

/// One entry of `disputes.json`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dispute {
    /// The input, as the shared file writes it.
    pub input: String,
    /// The shared file's label: `"valid"` or `"invalid"`.
    pub labelled: String,
    /// This project's verdict.
    pub verdict: String,
    /// For an `"invalid"` verdict, the error `Url::parse` gives.
    pub error: Option<DisputedError>,
}

/// The error a disputed input gets, as `explain --json` writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DisputedError {
    /// In bytes of the input.
    pub offset: usize,
    /// In bytes.
    pub length: usize,
    /// The rule, as `ParseError::rule`.
    pub rule: String,
    /// The section, as `ParseError::section`.
    pub section: String,
    /// The message, as `ParseError::message`.
    pub message: String,
}

/// `tests/conformance/disputes.json`.
pub fn path() -> PathBuf {
    super::data::conformance("disputes.json")
}

/// The disputes of the vector file `file` (`"parse.json"`) recorded at
/// `path`, in the order written; panics, naming the file and the entry,
/// on a file that cannot be read or an entry without a field.
pub fn read(path: &Path, file: &str) -> Vec<Dispute> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let entries: Vec<Value> =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} is not a JSON array: {e}", path.display()));
    let s = |d: &Value, k: &str| {
        d[k].as_str().unwrap_or_else(|| panic!("{}: a dispute without `{k}`: {d}", path.display())).to_owned()
    };
    let n = |d: &Value, k: &str| {
        let n = d[k].as_u64().unwrap_or_else(|| panic!("{}: a dispute without `{k}`: {d}", path.display()));
        usize::try_from(n).unwrap_or_else(|_| panic!("{}: `{k}` out of range: {d}", path.display()))
    };
    entries
        .iter()
        .filter(|d| d["file"] == file)
        .map(|d| Dispute {
            input: s(d, "input"),
            labelled: s(d, "labelled"),
            verdict: s(d, "verdict"),
            error: (d["verdict"] == "invalid").then(|| DisputedError {
                offset: n(d, "offset"),
                length: n(d, "length"),
                rule: s(d, "rule"),
                section: s(d, "section"),
                message: s(d, "message"),
            }),
        })
        .collect()
}

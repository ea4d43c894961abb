//! What the tests that run the examples share: the repository root, building
//! an example, and failure reports of a process; the reader of
//! `tests/conformance/disputes.json` ([`disputes`]); the runner of
//! resolution vector tables ([`vectors`]); the paths of the copied vectors
//! and spec texts ([`data`]); what the client tests share ([`fetch`]).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

pub mod data;
pub mod disputes;
pub mod fetch;
pub mod vectors;

/// The repository root: the parent of this crate's directory.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ has a parent").to_path_buf()
}

/// Builds the example `name` of url-literal and returns its executable. The
/// build goes to a target directory of its own under `CARGO_TARGET_TMPDIR`, so
/// that the nested cargo never waits on the lock of the build that is running
/// the tests.
pub fn build_example(name: &str) -> PathBuf {
    build_example_with(name, &[])
}

/// [`build_example`] with url-literal's `features` on.
pub fn build_example_with(name: &str, features: &[&str]) -> PathBuf {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("explain");
    let root = repo_root();
    let out = Command::new(&cargo)
        .current_dir(&root)
        .env("CARGO_TARGET_DIR", &target_dir)
        .args(["build", "--quiet", "--message-format=json-render-diagnostics", "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .args(["-p", "url-literal", "--example", name])
        .args(if features.is_empty() { Vec::new() } else { vec!["--features".to_owned(), features.join(",")] })
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cargo:?} to build the {name} example: {e}"));
    assert!(out.status.success(), "building the {name} example failed ({}):\n{}", out.status, report(&out));
    // The executable cargo reports, wherever the target configuration puts it.
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|msg| msg["reason"] == "compiler-artifact" && msg["target"]["name"] == name)
        .find_map(|msg| msg["executable"].as_str().map(PathBuf::from))
        .unwrap_or_else(|| panic!("cargo built no {name} executable:\n{}", report(&out)))
}

/// A process's exit status, stdout and stderr, for failure messages.
pub fn report(out: &Output) -> String {
    format!(
        "--- status: {}\n--- stdout:\n{}\n--- stderr:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The disputes of `parse.json` recorded in `tests/conformance/disputes.json`.
pub fn parse_json_disputes() -> Vec<disputes::Dispute> {
    disputes::read(&disputes::path(), "parse.json")
}

/// The disputes of `rfc3986.json` (`tests/conformance/disputes.json`).
pub fn rfc3986_json_disputes() -> Vec<disputes::Dispute> {
    disputes::read(&disputes::path(), "rfc3986.json")
}

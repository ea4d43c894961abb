//! What the tests that run the examples share: the repository root, building
//! an example, and failure reports of a process; the reader of
//! `tests/conformance/disputes.json` ([`disputes`]); the runner of
//! resolution vector tables ([`vectors`]); the paths of the copied vectors
//! and spec texts ([`data`]); what the client tests share ([`fetch`]).

use std::path::{Path, PathBuf};
use std::process::Output;

pub mod data;
pub mod disputes;
pub mod fetch;
pub mod vectors;

/// The repository root: the parent of this crate's directory.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ has a parent").to_path_buf()
}

/// The executable of url-literal's example `name`, built by cargo with the
/// tests as the `<name>-example` binary of this package (`tests/Cargo.toml`):
/// from the example's own source file, against the crates the tests use,
/// with url-literal's `url`, `http`, `client`, `serde` and `idna` features
/// on.
pub fn build_example(name: &str) -> PathBuf {
    let exe = match name {
        "explain" => env!("CARGO_BIN_EXE_explain-example"),
        "lint" => env!("CARGO_BIN_EXE_lint-example"),
        "config" => env!("CARGO_BIN_EXE_config-example"),
        "api_client" => env!("CARGO_BIN_EXE_api_client-example"),
        "ecosystem" => env!("CARGO_BIN_EXE_ecosystem-example"),
        "fetch" => env!("CARGO_BIN_EXE_fetch-example"),
        _ => panic!("no example {name:?} among the binaries of tests/Cargo.toml"),
    };
    PathBuf::from(exe)
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

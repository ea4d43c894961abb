//! Compile-fail and compile-pass cases of the `url!` and `uri!` macros (trybuild).
//!
//! - `tests/ui/fail/*.rs`: one mistake per file, named after it; the
//!   `.stderr` beside each is the exact compiler output.
//! - `pass/*.rs` (beside `tests/`): uses that must compile (most under
//!   `#![deny(warnings)]`), each a test target of its own in `Cargo.toml`
//!   (`harness = false`), built with the workspace's tests and run as a test,
//!   so their assertions hold; [`every_pass_case_is_a_test_target`] checks
//!   the list. `tests/ui/pass/*.rs`: the pass cases trybuild still runs, the
//!   ones that read the variables set below and `rewritten-literals.rs`.
//! - `tests/ui/fail-when-built/*.rs`: mistakes that only a build reports, not
//!   `cargo check` (a constant evaluated when a generic function is
//!   instantiated); they run with the pass cases, which trybuild builds.
//!
//! Regenerate the snapshots with
//! `TRYBUILD=overwrite cargo test -p url-literal-ui-tests`, then read every
//! changed `.stderr`.
//!
//! `tests/ui/fail/one-megabyte-literal.rs` (1.1 MB) is not committed: this
//! test writes it from `url_literal_gen::fixture::one_megabyte_literal` before
//! trybuild reads the directory (it is listed in `.gitignore`); its `.stderr`
//! is committed as the others are.

use std::path::Path;

/// Writes the generated case `path` unless it already holds `source`.
fn generated(path: &Path, source: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(source) {
        std::fs::write(path, source).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }
}

#[test]
fn ui() {
    let fail = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ui/fail");
    generated(&fail.join("one-megabyte-literal.rs"), &url_literal_gen::fixture::one_megabyte_literal());
    // Read by `env!` in `fail/env-var-with-bad-url.rs`, `pass/assembled-arguments.rs`, ...
    std::env::set_var("URL_LITERAL_UI_HOME", "http://www.example.com/~smith/");
    std::env::set_var("URL_LITERAL_UI_DOCS", "https://docs.example.com/my docs");
    std::env::set_var("URL_LITERAL_UI_OK", "http://www.example.com/");
    // Two runs, one after the other (trybuild runs its cases when `TestCases`
    // drops). With only compile-fail cases in a run, trybuild checks them all
    // in one `cargo check --keep-going`, which cargo spreads over the cores;
    // a pass case in the same run makes it build every case one by one (one
    // cargo call each: 170 s instead of about 50 s on two cores).
    {
        let fail = trybuild::TestCases::new();
        fail.compile_fail("tests/ui/fail/*.rs");
    }
    let built = trybuild::TestCases::new();
    built.pass("tests/ui/pass/*.rs");
    built.compile_fail("tests/ui/fail-when-built/*.rs");
}

/// Every file of `pass/` is a `[[test]]` target of the manifest (cargo
/// builds no file it is not told of).
#[test]
fn every_pass_case_is_a_test_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut cases: Vec<String> = std::fs::read_dir(root.join("pass"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".rs"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 25, "{cases:?}");
    for case in cases {
        let stem = case.trim_end_matches(".rs");
        let entry = format!("[[test]]\nname = \"pass-{stem}\"\npath = \"pass/{case}\"\nharness = false\n");
        assert!(manifest.contains(&entry), "pass/{case} is not listed in ui-tests/Cargo.toml as:\n{entry}");
    }
}

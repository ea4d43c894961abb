//! The integration tests of the url-literal crates, as one test binary
//! (`cargo test -p url-literal-tests --test all`): one module per area, so
//! that the whole suite links once instead of once per file.
//!
//! A new test file goes in this directory and gets a `mod` line below; the
//! test [`every_file_is_a_module`] fails while one has none. The client tests
//! against real daemons are the package's other test binary, `servers`
//! (`tests/servers/`, `cargo xtask servers`), kept out of the workspace run. `helpers`,
//! `grammar` and `support` are shared by the modules (`use crate::helpers;`).

// shared by the modules
mod grammar;
mod helpers;
mod support;

mod alloc_free;
mod api;
mod architecture;
mod build;
mod client;
mod conformance;
mod const_eval;
mod errors;
mod examples;
mod file;
mod ftp;
mod fuzz_regressions;
mod generated;
mod generic;
mod gopher;
mod http;
mod interop;
mod interpret;
mod iri;
mod iri_conformance;
mod iri_macros;
mod macro_agreement;
mod mailto;
mod news;
mod nntp;
mod no_panic;
mod nothing_moves;
mod oracle;
mod other;
mod percent_equiv;
mod prospero;
mod resolve;
mod rfc3986;
mod rfc3986_meaning;
mod rfc3986_owned;
mod rfc6570;
mod rfc6570_probe;
mod scheme_vectors;
mod serde;
mod spec_examples;
mod telnet;
mod template;
mod template_attack;
mod text;
mod traits;
mod twin;
mod uri_template;
mod wais;
mod whatwg;

/// The test binaries of the package are exactly two directories: `all`
/// (this one) and `servers` (the daemon tests, built only with the `servers`
/// feature; `cargo xtask servers` runs them). Every `.rs` file and module
/// directory in each is declared by a `mod` line of its `main.rs`: a test
/// file without one would never run, and a file left directly in `tests/`
/// would be a binary of its own. Beside them, `proptest-regressions/` (where
/// proptest's default `SourceParallel` writes the seeds of a failure, which
/// it reads back) holds only `<module>.txt` files of their modules.
#[test]
fn every_file_is_a_module() {
    let tests = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut binaries: Vec<String> = std::fs::read_dir(&tests)
        .expect("tests/tests")
        .map(|e| e.expect("a directory entry").file_name().to_string_lossy().into_owned())
        .collect();
    binaries.sort();
    // proptest's seeds of failures (its default `SourceParallel`: beside the
    // directory of each binary's main.rs, one `<module>.txt` per file).
    let seeds = binaries.iter().position(|b| b == "proptest-regressions").map(|i| binaries.remove(i));
    assert_eq!(binaries, ["all", "servers"], "the entries of tests/tests: one directory per test binary");
    let mains: Vec<String> =
        binaries.iter().map(|b| std::fs::read_to_string(tests.join(b).join("main.rs")).expect("main.rs")).collect();
    let mut stray = Vec::new();
    for entry in seeds.map(|d| std::fs::read_dir(tests.join(d)).expect("proptest-regressions")).into_iter().flatten() {
        let path = entry.expect("a directory entry").path();
        let module = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let is_module = |main: &String| main.lines().any(|l| l == format!("mod {module};"));
        if path.extension().is_none_or(|e| e != "txt") || !mains.iter().any(is_module) {
            stray.push(path.display().to_string());
        }
    }
    assert_eq!(stray, Vec::<String>::new(), "files of tests/tests/proptest-regressions not named after a module");
    let mut missing = Vec::new();
    for binary in binaries {
        let dir = tests.join(&binary);
        let main = std::fs::read_to_string(dir.join("main.rs")).expect("main.rs");
        for entry in std::fs::read_dir(&dir).expect("a test binary's directory") {
            let path = entry.expect("a directory entry").path();
            let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_owned();
            let module = path.extension().is_some_and(|e| e == "rs") || path.join("mod.rs").is_file();
            if module && name != "main" && !main.lines().any(|l| l == format!("mod {name};")) {
                missing.push(format!("{binary}/{name}"));
            }
        }
    }
    missing.sort();
    assert_eq!(missing, Vec::<String>::new(), "files in tests/tests without a `mod` line in their main.rs");
}

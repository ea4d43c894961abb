//! Where the files the tests read but did not write live: the one place
//! their paths are built. Used by the tests (`support::data`) and by
//! `tests/build.rs`, which includes this file by path.
//!
//! - `tests/conformance/`: other projects' conformance vectors and their
//!   checkers (`parse.json`, `resolve.json`, `rfc3986.json`, `check.py`,
//!   `check3986.py`), byte-identical copies of the shared suite, beside this
//!   project's own `disputes.json`;
//! - `tests/spec/`: the spec texts (`rfc1738.txt`,
//!   `draft-ietf-uri-url-06.txt`), copies too.
//!
//! The copies are part of the repository, so a clone tests alone;
//! `.ci/copies.py` fails when one differs from the shared directory it came
//! from (see `tests/conformance/README.md`).

use std::path::{Path, PathBuf};

/// The directory of the tests crate.
fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `tests/conformance/<name>`.
pub fn conformance(name: &str) -> PathBuf {
    crate_dir().join("conformance").join(name)
}

/// `tests/spec/<name>`.
pub fn spec(name: &str) -> PathBuf {
    crate_dir().join("spec").join(name)
}

/// The text of `path` (from [`conformance`] or [`spec`]), or why it cannot
/// be read, naming the file.
pub fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| {
        format!(
            "cannot read {} ({e}); it is part of the repository (tests/conformance/README.md says where it comes from)",
            path.display()
        )
    })
}

/// The text of `path`, or a panic saying why not: a missing file is a
/// failure, never a skip.
#[track_caller]
pub fn text(path: &Path) -> String {
    read(path).unwrap_or_else(|e| panic!("{e}"))
}

//! `ARCHITECTURE.md` names only what the repository holds: every path it
//! writes in backticks exists, and the README and the docs cite no file
//! outside the repository (the design texts are copies in `docs/`).

use std::path::Path;

/// The repository's root (the tests crate sits one level below it).
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the repository root")
}

/// The backticked spans of `text` that read as paths of the repository: no
/// space, only path characters, and a `/` or a file extension (`Cargo.toml`,
/// `url-core/src/chars.rs`, `docs/`). A placeholder (`<scheme>`) is not a
/// path.
fn paths(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for (k, span) in text.split('`').enumerate() {
        let pathlike = span.chars().all(|c| c.is_ascii_alphanumeric() || "-_./".contains(c));
        let named = span.contains('/')
            || [".rs", ".md", ".py", ".sh", ".toml", ".json", ".txt", ".lock"].iter().any(|e| span.ends_with(e));
        if k % 2 == 1 && pathlike && named && !span.starts_with('-') && !span.contains("//") {
            out.push(span);
        }
    }
    out
}

#[test]
fn the_path_reader_finds_paths_and_nothing_else() {
    let text = "see `url-core/src/chars.rs`, `docs/`, `Cargo.toml`, `url!(\"…\")`, `crate::twin`, \
                `tests/tests/all/<scheme>.rs`, `-D warnings`, `https://example.com/` and `.ci/copies.py`";
    assert_eq!(paths(text), ["url-core/src/chars.rs", "docs/", "Cargo.toml", ".ci/copies.py"]);
}

#[test]
fn every_path_named_exists() {
    let doc = std::fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let named = paths(&doc);
    assert!(named.len() > 80, "ARCHITECTURE.md names {} paths: the reader missed them", named.len());
    let missing: Vec<&str> = named.iter().copied().filter(|p| !root().join(p).exists()).collect();
    assert_eq!(missing, Vec::<&str>::new(), "paths ARCHITECTURE.md names that the repository does not hold");
}

/// The README and the docs point at the repository's copies of the shared
/// texts (`docs/DESIGN.md`, `docs/explain-json.md`), not at `shared/`, which
/// a clone does not have; and the files they link exist.
#[test]
fn the_readme_cites_files_of_the_repository() {
    for file in ["README.md", "ARCHITECTURE.md", "tests/README.md", "fuzz/README.md", "BENCHMARKS.md"] {
        let text = std::fs::read_to_string(root().join(file)).expect(file);
        let outside: Vec<&str> = text.lines().filter(|l| l.contains("`shared/") || l.contains("(shared/")).collect();
        assert_eq!(outside, Vec::<&str>::new(), "{file} cites files outside the repository");
    }
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    for link in ["ARCHITECTURE.md", "docs/DESIGN.md", "docs/explain-json.md", "BENCHMARKS.md"] {
        assert!(readme.contains(&format!("]({link})")), "README.md links {link}");
        assert!(root().join(link).is_file(), "{link}");
    }
}

//! `cargo xtask url-core-once`: url-core is compiled once in a user's build.
//!
//! The proc macros (url-macros, built for the host) and the program (built
//! for the target) both link url-core. Cargo compiles a library once for
//! both only when the two units are alike: the same features (and so the
//! same dependencies), the same profile settings (the dev profile's
//! `build-override` turns debuginfo off for proc macros and their
//! dependencies only where no target unit would be the same crate), and no
//! `--target` on the command line. url-macros takes url-core with `std` and
//! passes url-literal's integration features on to it, so that its url-core
//! is the program's.
//!
//! For each feature set of url-literal in [`SETS`], a fresh user crate in a
//! temporary directory (depending on url-literal by path, the repository's
//! `Cargo.lock` copied beside it so that the versions are the workspace's)
//! is built with `cargo build -v`, one target directory for all sets, with
//! url-core's fingerprints removed before each build so that every url-core
//! unit of that build is compiled, and its rustc runs for url-core are
//! counted (`--crate-name url_core`): one for every set. Without url-literal's
//! default features (`no_std`) url-core may be built twice; that set is not
//! checked (README.md, "Features").

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use crate::measure::{self, Scratch};

/// The feature sets checked: a name and url-literal's `features = [..]`,
/// each beside the default features.
pub const SETS: [(&str, &[&str]); 6] = [
    ("default", &[]),
    ("url", &["url"]),
    ("http", &["http"]),
    ("idna", &["idna"]),
    ("serde", &["serde"]),
    ("url, http, idna, serde", &["url", "http", "idna", "serde"]),
];

/// What `url-core-once` was asked to do.
pub struct Options {
    keep: bool,
}

impl Options {
    /// Reads the command line after `url-core-once`.
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut o = Options { keep: false };
        for a in args {
            match a.as_str() {
                "--keep" => o.keep = true,
                other => return Err(format!("url-core-once: unknown option `{other}` (see `cargo xtask help`)")),
            }
        }
        Ok(o)
    }
}

/// The rustc runs of one `cargo build -v` that compile url-core, read from
/// its stderr. (Its `Compiling url-core` status line is printed once per
/// package, however many units of it are compiled.)
pub fn url_core_runs(stderr: &str) -> usize {
    stderr.lines().filter(|l| l.trim_start().starts_with("Running `") && l.contains(" --crate-name url_core ")).count()
}

/// Makes the next build compile every url-core unit it has: removes their
/// fingerprints from the target directory `target` (the registry crates
/// stay built).
fn forget_url_core(target: &Path) -> Result<(), String> {
    let Ok(entries) = std::fs::read_dir(target.join("debug/.fingerprint")) else { return Ok(()) };
    for e in entries.flatten().filter(|e| e.file_name().to_string_lossy().starts_with("url-core-")) {
        std::fs::remove_dir_all(e.path()).map_err(|err| format!("{}: {err}", e.path().display()))?;
    }
    Ok(())
}

/// The manifest of the user crate with url-literal at `url_literal` and
/// `features`.
fn manifest(url_literal: &Path, features: &[&str]) -> String {
    let features: Vec<String> = features.iter().map(|f| format!("\"{f}\"")).collect();
    format!(
        "[package]\nname = \"user\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
         [dependencies]\nurl-literal = {{ path = \"{}\", features = [{}] }}\n\n[workspace]\n",
        url_literal.display(),
        features.join(", ")
    )
}

/// Builds the user crate for every set and checks url-core's count.
pub fn run(o: &Options) -> Result<(), String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask/ has a parent").to_path_buf();
    let scratch = Scratch::new("url-literal-url-core-once", o.keep)?;
    let dir = &scratch.path;
    measure::write(
        &dir.join("src/lib.rs"),
        "pub const U: url_literal::Url = url_literal::url!(\"http://example.org/\");\n",
    )?;
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).map_err(|e| format!("Cargo.lock: {e}"))?;
    let mut report = String::from("| url-literal's features | url-core compiled | seconds |\n|---|---:|---:|\n");
    let mut failed = Vec::new();
    for (name, features) in SETS {
        measure::write(&dir.join("Cargo.toml"), &manifest(&root.join("url-literal"), features))?;
        measure::write(&dir.join("Cargo.lock"), &lock)?;
        eprintln!("== url-literal with {name}");
        forget_url_core(&dir.join("target"))?;
        let start = Instant::now();
        let out = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
            .args(["build", "-v", "--manifest-path"])
            .arg(dir.join("Cargo.toml"))
            .env("CARGO_TARGET_DIR", dir.join("target"))
            .env_remove("CARGO_BUILD_TARGET")
            .output()
            .map_err(|e| format!("cargo: {e}"))?;
        let secs = start.elapsed().as_secs_f64();
        let stderr = String::from_utf8_lossy(&out.stderr);
        if !out.status.success() {
            return Err(format!("the user crate with {name} does not build:\n{stderr}"));
        }
        let runs = url_core_runs(&stderr);
        report.push_str(&format!("| {name} | {runs} | {secs:.1} |\n"));
        if runs != 1 {
            failed.push(format!("{name}: url-core compiled {runs} times"));
        }
    }
    print!("{report}");
    if failed.is_empty() {
        println!("url-core once: ok");
        Ok(())
    } else {
        Err(failed.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::url_core_runs;

    #[test]
    fn url_core_runs_are_counted_in_cargo_verbose_output() {
        let log = "   Compiling url-core v0.1.0 (/r/url-core)\n     \
                   Running `/x/rustc --crate-name url_core --edition=2024 url-core/src/lib.rs --cfg 'feature=\"alloc\"'`\n     \
                   Running `/x/rustc --crate-name url_core --edition=2024 url-core/src/lib.rs --cfg 'feature=\"std\"'`\n   \
                   Compiling url-macros v0.1.0 (/r/url-macros)\n     \
                   Running `/x/rustc --crate-name url_macros --extern url_core=/t/liburl_core-1.rlib`\n     \
                   Running `/x/rustc --crate-name url_core_x src/lib.rs`\n";
        assert_eq!(url_core_runs(log), 2);
        assert_eq!(url_core_runs("       Fresh url-core v0.1.0 (/r/url-core)\n"), 0);
    }
}

//! `cargo xtask build-cost --user-build`: what a user pays to compile, the
//! whole build. A crate of [`CONSTANTS`] URLs, written once per dependency:
//! url-literal (`uri!` constants), `url` and `fluent-uri` (the same URLs
//! parsed at run time, one function), `static-iref` (`iri!` constants), and
//! with `--baseline REV` url-literal as it is at that revision. Each crate
//! is built by `cargo build` (dev profile, the user's defaults) from an
//! empty target directory of its own, `--runs` times, the crates
//! interleaved (one build of each per round), sources fetched beforehand.
//!
//! url-literal is a dependency from outside the user's workspace, as a
//! user of crates.io has it: the working tree's url-core, url-macros and
//! url-literal (or the baseline's) are committed to a git repository of
//! their own under the scratch directory, and the crate depends on it by
//! `git = "file://…"`. A `path` dependency would be a member of the user's
//! build that cargo compiles incrementally and with the user's lints, which
//! costs a third more (measured: 6.5 s against 4.9 s wall, 9.2 + 1.8 s
//! against 7.6 + 0.9 s of CPU) and which no registry or git dependency —
//! `url`, fluent-uri, static-iref here — pays.
//! Wall time, CPU time (user + sys of cargo and every rustc) and the crates
//! compiled, medians; ratios to url-literal's (BENCHMARKS.md, "A user's
//! clean build").

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use url_literal_gen::literals;

use crate::measure::{self, median, Scratch, Timing};

/// URL constants per crate.
pub const CONSTANTS: usize = 20;

/// One crate of the table: its name, the `[dependencies]` lines (`@ROOT@`
/// is the repository or the baseline's copy of it) and how a URL becomes
/// Rust source.
struct Peer {
    name: &'static str,
    label: &'static str,
    deps: &'static str,
    item: fn(usize, &str) -> String,
    /// the items are the statements of one `pub fn` (run-time parsing)
    in_fn: bool,
}

const PEERS: [Peer; 4] = [
    Peer {
        name: "url-literal",
        label: "url-literal (`uri!`, default features)",
        deps: "url-literal = { git = \"@ROOT@\" }\n",
        item: |i, l| format!("pub const U{i}: url_literal::Uri<'static> = url_literal::uri!({l});\n"),
        in_fn: false,
    },
    Peer {
        name: "url",
        label: "`url` 2.5.8 (run-time parse)",
        deps: "url = \"=2.5.8\"\n",
        item: |_, l| format!("        url::Url::parse({l}).ok(),\n"),
        in_fn: true,
    },
    Peer {
        name: "fluent-uri",
        label: "`fluent-uri` 0.4.1 (run-time parse)",
        deps: "fluent-uri = \"=0.4.1\"\n",
        item: |_, l| format!("        fluent_uri::Uri::parse({l}).ok(),\n"),
        in_fn: true,
    },
    Peer {
        name: "static-iref",
        label: "`static-iref` 3.0.0 (`iri!`)",
        deps: "iref = \"3\"\nstatic-iref = \"=3.0.0\"\n",
        item: |i, l| format!("pub const U{i}: &'static iref::Iri = static_iref::iri!({l});\n"),
        in_fn: false,
    },
];

/// The run-time type of the crates that parse in a function.
fn parsed_type(name: &str) -> &'static str {
    match name {
        "url" => "url::Url",
        _ => "fluent_uri::Uri<&'static str>",
    }
}

/// The source of `peer`'s crate over `urls`.
fn source(peer: &Peer, urls: &[String]) -> String {
    let lits: Vec<String> = urls.iter().map(|u| format!("{u:?}")).collect();
    let items: String = lits.iter().enumerate().map(|(i, l)| (peer.item)(i, l)).collect();
    if peer.in_fn {
        format!(
            "/// The {n} URLs, parsed.\npub fn urls() -> [Option<{t}>; {n}] {{\n    [\n{items}    ]\n}}\n",
            n = urls.len(),
            t = parsed_type(peer.name)
        )
    } else {
        items
    }
}

/// One crate to build: a label, its directory.
struct Built {
    label: String,
    dir: PathBuf,
    times: Vec<Timing>,
    crates: usize,
}

/// `cargo build` of the crate in `dir` from an empty target directory:
/// its timing and the crates compiled.
fn clean_build(dir: &Path) -> Result<(Timing, usize), String> {
    let target = dir.join("target");
    let _ = std::fs::remove_dir_all(&target);
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let log = dir.join("build.log");
    let mut cmd = Command::new("sh");
    cmd.args(["-c", "\"$0\" build --offline --manifest-path \"$1\" 2>\"$2\""])
        .arg(&cargo)
        .arg(dir.join("Cargo.toml"))
        .arg(&log)
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("CARGO_BUILD_TARGET")
        .env_remove("RUSTC_WORKSPACE_WRAPPER")
        .env_remove("RUSTC_WRAPPER")
        .env_remove("CARGO_INCREMENTAL");
    let t = measure::timed(&mut cmd)?;
    let text = std::fs::read_to_string(&log).map_err(|e| e.to_string())?;
    let crates = text.lines().filter(|l| l.trim_start().starts_with("Compiling ")).count();
    Ok((t, crates))
}

/// Writes the crates, fetches their sources, builds each `runs` times
/// interleaved and prints the table.
pub fn run(runs: usize, baseline: Option<&str>, keep: bool, root: &Path) -> Result<(), String> {
    let scratch = Scratch::new("url-literal-user-build", keep)?;
    let work = &scratch.path;
    let urls = literals::urls(CONSTANTS);
    let mut built = Vec::new();
    let mut add = |label: String, name: &str, peer: &Peer, at: &Path| -> Result<(), String> {
        let dir = work.join(name);
        let deps = peer.deps.replace("@ROOT@", &format!("file://{}", at.display()));
        measure::write(
            &dir.join("Cargo.toml"),
            &format!(
                "[package]\nname = \"user-{name}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
                 [dependencies]\n{deps}\n[workspace]\n"
            ),
        )?;
        measure::write(&dir.join("src/lib.rs"), &source(peer, &urls))?;
        if peer.name == "url-literal" {
            // the versions of syn, quote, ... of the workspace at `at`
            let lock = std::fs::read_to_string(at.join("Cargo.lock")).map_err(|e| format!("Cargo.lock: {e}"))?;
            measure::write(&dir.join("Cargo.lock"), &lock)?;
        }
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        measure::run(Command::new(cargo).arg("fetch").arg("--manifest-path").arg(dir.join("Cargo.toml")))?;
        built.push(Built { label, dir, times: Vec::new(), crates: 0 });
        Ok(())
    };
    // the working tree as it is, committed or not
    let src = work.join("url-literal-src");
    let copy = "git -C \"$1\" ls-files -z --cached --others --exclude-standard -- $FILES \
                | (cd \"$1\" && tar --null -T - -c) | tar -x -C \"$2\"";
    snapshot(&src, Command::new("sh").args(["-c", copy, "sh"]).arg(root).arg(&src))?;
    add(PEERS[0].label.to_owned(), "url-literal", &PEERS[0], &src)?;
    if let Some(rev) = baseline {
        let src = work.join("baseline-src");
        let archive = "git -C \"$1\" archive \"$3\" $FILES | tar -x -C \"$2\"";
        snapshot(&src, Command::new("sh").args(["-c", archive, "sh"]).arg(root).arg(&src).arg(rev))?;
        add(format!("url-literal at `{rev}`"), "url-literal-baseline", &PEERS[0], &src)?;
    }
    for peer in &PEERS[1..] {
        add(peer.label.to_owned(), peer.name, peer, root)?;
    }
    eprintln!("== {} clean builds of each crate, interleaved", runs);
    for round in 1..=runs {
        let mut line = String::new();
        for b in &mut built {
            let (t, crates) = clean_build(&b.dir)?;
            b.times.push(t);
            b.crates = crates;
            let _ =
                write!(line, "{}={:.1}s ", b.dir.file_name().unwrap_or_default().to_string_lossy(), t.wall / 1000.0);
        }
        eprintln!("   round {round}/{runs} (wall): {line}");
    }
    for b in &built {
        let _ = std::fs::remove_dir_all(b.dir.join("target"));
    }
    let wall = |b: &Built| median(&b.times.iter().map(|t| t.wall / 1000.0).collect::<Vec<_>>());
    let cpu = |b: &Built| median(&b.times.iter().map(|t| t.cpu / 1000.0).collect::<Vec<_>>());
    let (w0, c0) = (wall(&built[0]), cpu(&built[0]));
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "## A user's clean build: {CONSTANTS} URL constants, `cargo build` (dev), {runs} rounds interleaved, load at the end {}\n",
        load.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
    );
    let _ = writeln!(
        out,
        "| dependency | wall s, median | wall s, all runs | CPU s, median | crates compiled | url-literal ÷ this, wall | url-literal ÷ this, CPU |"
    );
    let _ = writeln!(out, "|---|---:|---|---:|---:|---:|---:|");
    for b in &built {
        let all: Vec<String> = b.times.iter().map(|t| format!("{:.1}", t.wall / 1000.0)).collect();
        let _ = writeln!(
            out,
            "| {} | {:.1} | {} | {:.1} | {} | {:.2}× | {:.2}× |",
            b.label,
            wall(b),
            all.join(" "),
            cpu(b),
            b.crates,
            w0 / wall(b),
            c0 / cpu(b)
        );
    }
    print!("{out}");
    Ok(())
}

/// The files of the repository a user's build takes url-literal from.
const FILES: &str = "Cargo.toml Cargo.lock url-core url-macros url-literal";

/// Fills the empty directory `dir` by `fill` (a shell command that sees
/// the files to copy as `$FILES`) and commits it to a git repository of
/// its own, which a crate then takes as a `git` dependency.
fn snapshot(dir: &Path, fill: &mut Command) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    measure::run(fill.env("FILES", FILES))?;
    let commit = "git init -q && git add -A && \
                  git -c user.name=xtask -c user.email=xtask@invalid commit -q -m 'user build'";
    measure::run(Command::new("sh").args(["-c", commit]).current_dir(dir)).map(drop)
}

#[cfg(test)]
mod tests {
    use super::{source, PEERS};

    #[test]
    fn each_crate_holds_the_urls_as_its_dependency_takes_them() {
        let urls = ["http://a.example/".to_owned(), "ftp://b.example/x".to_owned()];
        assert_eq!(
            source(&PEERS[0], &urls),
            "pub const U0: url_literal::Uri<'static> = url_literal::uri!(\"http://a.example/\");\n\
             pub const U1: url_literal::Uri<'static> = url_literal::uri!(\"ftp://b.example/x\");\n"
        );
        assert_eq!(
            source(&PEERS[1], &urls),
            "/// The 2 URLs, parsed.\npub fn urls() -> [Option<url::Url>; 2] {\n    [\n        \
             url::Url::parse(\"http://a.example/\").ok(),\n        url::Url::parse(\"ftp://b.example/x\").ok(),\n    ]\n}\n"
        );
        assert_eq!(
            source(&PEERS[3], &urls[..1]),
            "pub const U0: &'static iref::Iri = static_iref::iri!(\"http://a.example/\");\n"
        );
    }
}

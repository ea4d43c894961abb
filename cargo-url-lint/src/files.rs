//! Which files are read (a package's targets and the modules they declare,
//! or the PATHs given), and the parallel read of them.

use std::collections::{HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Condvar, Mutex};

use serde_json::Value;

use crate::check::{check, At, Counts, Finding};
use crate::cook::Cooked;
use crate::scan::{self, Candidate, Module};

/// `path` as a terminal is given it in a message: a line break or an
/// escape character in it escaped (`\n`, `\u{1b}`), as in the findings.
pub fn escaped(path: &Path) -> String {
    url_core::render::Escaped::new(&path.display().to_string()).to_string()
}

/// A package of `cargo metadata`.
#[derive(Debug, Clone)]
pub struct Package {
    /// Its name.
    pub name: String,
    /// Its Cargo.toml.
    pub manifest: PathBuf,
    /// The root files of its targets.
    pub roots: Vec<PathBuf>,
    /// Its dependencies: (package name, crate name, kind, features, default features).
    pub deps: Vec<Dep>,
    /// Its edition (`2021`).
    pub edition: String,
}

/// One dependency as `cargo metadata` lists it.
#[derive(Debug, Clone)]
pub struct Dep {
    /// The package's name (`url-literal`).
    pub name: String,
    /// The name the code uses (`url_literal`, or its rename).
    pub krate: String,
    /// `None` for a normal dependency, `Some("dev")`, `Some("build")`.
    pub kind: Option<String>,
    /// The features asked for.
    pub features: Vec<String>,
    /// Whether the default features are on.
    pub default: bool,
}

/// Runs `cargo metadata --no-deps` for `manifest` (`None`: the current
/// directory's).
pub fn metadata(manifest: Option<&Path>) -> Result<Value, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args(["metadata", "--no-deps", "--format-version", "1", "--offline"]);
    if let Some(m) = manifest {
        cmd.arg("--manifest-path").arg(m);
    }
    let out = cmd.output().map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    if !out.status.success() {
        return Err(format!("cargo metadata failed: {}", String::from_utf8_lossy(&out.stderr).trim()));
    }
    serde_json::from_slice(&out.stdout).map_err(|e| format!("cannot read cargo metadata's output: {e}"))
}

/// The packages of `cargo metadata`'s output.
pub fn read_packages(meta: &Value) -> Vec<Package> {
    let mut list = Vec::new();
    for p in meta["packages"].as_array().into_iter().flatten() {
        let roots = p["targets"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|t| t["src_path"].as_str().map(PathBuf::from))
            .collect();
        let deps = p["dependencies"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|d| {
                let name = d["name"].as_str().unwrap_or_default().to_owned();
                let krate = d["rename"].as_str().unwrap_or(&name).replace('-', "_");
                Dep {
                    name,
                    krate,
                    kind: d["kind"].as_str().map(str::to_owned),
                    features: d["features"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|f| f.as_str().map(str::to_owned))
                        .collect(),
                    default: d["uses_default_features"].as_bool().unwrap_or(true),
                }
            })
            .collect();
        list.push(Package {
            name: p["name"].as_str().unwrap_or_default().to_owned(),
            manifest: PathBuf::from(p["manifest_path"].as_str().unwrap_or_default()),
            roots,
            deps,
            edition: p["edition"].as_str().unwrap_or("2015").to_owned(),
        });
    }
    list
}

/// The packages to lint: the one of `manifest`, or with `workspace` (or a
/// virtual manifest) every member.
pub fn packages(manifest: Option<&Path>, workspace: bool) -> Result<Vec<Package>, String> {
    let meta = metadata(manifest)?;
    let all = read_packages(&meta);
    if workspace {
        return Ok(all);
    }
    let wanted = match manifest {
        Some(m) => m.canonicalize().map_err(|e| format!("cannot read {}: {e}", escaped(m)))?,
        None => Path::new("Cargo.toml").canonicalize().map_err(|e| format!("cannot read Cargo.toml: {e}"))?,
    };
    let one: Vec<Package> =
        all.iter().filter(|p| p.manifest.canonicalize().ok().as_deref() == Some(wanted.as_path())).cloned().collect();
    Ok(if one.is_empty() { all } else { one })
}

/// One file to read: its path, the directory its `mod x;` files are in
/// (`None`: do not follow them), and the manifest of the package whose
/// target declares it (`None` for a PATH given).
#[derive(Debug, Clone)]
pub struct Job {
    path: PathBuf,
    mod_dir: Option<PathBuf>,
    package: Option<PathBuf>,
}

/// The root files of the packages' targets.
pub fn roots(packages: &[Package]) -> Vec<Job> {
    let mut seen = HashSet::new();
    let mut jobs = Vec::new();
    for p in packages {
        for r in &p.roots {
            if seen.insert(r.clone()) {
                let (mod_dir, package) = (r.parent().map(Path::to_path_buf), Some(p.manifest.clone()));
                jobs.push(Job { path: r.clone(), mod_dir, package });
            }
        }
    }
    jobs
}

/// The `.rs` files of `paths` (directories read recursively, `target` and
/// hidden directories skipped), in order.
pub fn walk(paths: &[PathBuf]) -> Result<Vec<Job>, String> {
    fn visit(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", escaped(dir)))?;
        let mut list: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        list.sort();
        for p in list {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let Ok(meta) = std::fs::symlink_metadata(&p) else { continue };
            if meta.is_dir() {
                if !name.starts_with('.') && name != "target" {
                    visit(&p, out)?;
                }
            } else if meta.is_file() && name.ends_with(".rs") {
                out.push(p);
            }
        }
        Ok(())
    }
    let mut files = Vec::new();
    for p in paths {
        let meta = std::fs::metadata(p).map_err(|e| format!("cannot read {}: {e}", escaped(p)))?;
        if meta.is_dir() {
            visit(p, &mut files)?;
        } else {
            files.push(p.clone());
        }
    }
    Ok(files.into_iter().map(|path| Job { path, mod_dir: None, package: None }).collect())
}

/// A finding placed in its file.
#[derive(Debug, Clone)]
pub struct Placed {
    /// The finding.
    pub finding: Finding,
    /// Its source byte range.
    pub start: usize,
    /// The end of it.
    pub end: usize,
    /// The literal's value.
    pub literal: String,
    /// The module of the call (for `--fix`).
    pub module: usize,
}

/// Why a file was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// Reading it failed: an I/O error, which makes the exit status 2.
    Io(String),
    /// It was read, but is no Rust source the lint can visit (not UTF-8,
    /// does not parse, too deeply nested, a bug of the lint): skipped with
    /// a warning, the other files still read. The position (1-based line
    /// and column) where there is one.
    Skipped(Option<(usize, usize)>, String),
}

/// What one file gave.
#[derive(Debug, Default)]
pub struct Report {
    /// The path, as found.
    pub path: PathBuf,
    /// The manifest of the package whose target declares the file (a
    /// `mod` may point out of its directory: `#[path = "../x.rs"]`);
    /// `None` for a PATH given.
    pub package: Option<PathBuf>,
    /// Its text, kept when there is a finding.
    pub text: String,
    /// Why it was not read.
    pub failure: Option<Failure>,
    /// Its findings, in source order.
    pub findings: Vec<Placed>,
    /// Its modules.
    pub modules: Vec<Module>,
    /// Counts.
    pub counts: Counts,
}

/// `text` with a BOM and a shebang line blanked (syn would cut them off and
/// its offsets would move).
fn prepare(text: &str) -> String {
    let mut s = text.to_owned();
    if s.starts_with('\u{feff}') {
        s.replace_range(..3, "   ");
    }
    let from = if s.starts_with("   ") && text.starts_with('\u{feff}') { 3 } else { 0 };
    if s[from..].starts_with("#!") && !s[from + 2..].trim_start().starts_with('[') {
        let end = s.find('\n').unwrap_or(s.len());
        s.replace_range(from..end, &" ".repeat(end - from));
    }
    s
}

/// The stack each reading thread gets: what syn's recursive descent needs
/// for [`STACK_PER_LEVEL`] times the nesting bound of the files seen in
/// practice.
const WORKER_STACK: usize = 256 << 20;

/// The stack one level of syn's recursion (and of the visit and the drop
/// of the tree it builds) may take, per token consumed: measured at about
/// 13 KiB in a debug build for `V<V<…>>` and `((…))`, the deepest frames
/// per token; twice that, to be safe.
const STACK_PER_LEVEL: usize = 32 << 10;

/// The stack below the recursion (the thread's own frames, the lint's).
const STACK_BASE: usize = 16 << 20;

/// The largest stack a file is given (on a thread of its own): beyond it,
/// the file is reported too deeply nested and skipped.
const MAX_STACK: usize = 1 << 30;

/// An upper bound of the depth of syn's recursion on `tokens` (the levels
/// one file can open), computed without recursion: each level of syn's
/// descent consumes at least one token, and a `;` (or a `,` outside any
/// `<`) of a group closes every level opened since the previous one in
/// that group. So the bound is, over every path of nested groups, the sum
/// of each group's longest run of tokens between such separators (a group
/// counted as one token of its parent).
pub fn nesting(tokens: proc_macro2::TokenStream) -> usize {
    use proc_macro2::TokenTree;
    let mut deepest = 0;
    let mut todo = vec![(tokens, 0usize)];
    while let Some((stream, above)) = todo.pop() {
        let (mut run, mut widest, mut angled) = (0usize, 0usize, false);
        let mut groups = Vec::new();
        for tree in stream {
            match &tree {
                TokenTree::Punct(p) if p.as_char() == ';' => {
                    (run, angled) = (0, false);
                    continue;
                }
                TokenTree::Punct(p) if p.as_char() == ',' && !angled => {
                    run = 0;
                    continue;
                }
                TokenTree::Punct(p) if p.as_char() == '<' => angled = true,
                TokenTree::Group(g) => groups.push(g.stream()),
                _ => {}
            }
            run += 1;
            widest = widest.max(run);
        }
        deepest = deepest.max(above + widest);
        todo.extend(groups.into_iter().map(|g| (g, above + widest)));
    }
    deepest
}

/// What reading one file gave: its report and the `mod x;` files it
/// declares, or the stack it needs (more than the thread has).
enum Outcome {
    Read(Box<Report>, Vec<Job>),
    NeedsStack(usize),
}

/// Reads one file on a thread of `stack` bytes: its findings and the
/// `mod x;` files it declares. A file whose nesting needs more than
/// `stack` is read on a thread of its own with the stack it needs, up to
/// [`MAX_STACK`]; beyond that it is reported and skipped.
fn lint_file(job: &Job) -> (Report, Vec<Job>) {
    match lint_file_on(job, WORKER_STACK) {
        Outcome::Read(report, next) => (*report, next),
        Outcome::NeedsStack(need) => {
            let skipped = |why: String| {
                let report =
                    Report { path: job.path.clone(), failure: Some(Failure::Skipped(None, why)), ..Report::default() };
                (report, Vec::new())
            };
            let levels = (need - STACK_BASE) / STACK_PER_LEVEL;
            if need > MAX_STACK {
                return skipped(format!(
                    "too deeply nested to read (up to {levels} levels of syntax, more than the {} the lint reads)",
                    (MAX_STACK - STACK_BASE) / STACK_PER_LEVEL
                ));
            }
            let run = std::thread::scope(|s| {
                let thread = std::thread::Builder::new().stack_size(need).spawn_scoped(s, || lint_file_on(job, need));
                thread.map(|t| t.join())
            });
            match run {
                Ok(Ok(Outcome::Read(report, next))) => (*report, next),
                Ok(Ok(Outcome::NeedsStack(_))) | Err(_) => skipped(format!(
                    "too deeply nested to read (up to {levels} levels of syntax: no thread with that stack)"
                )),
                Ok(Err(panic)) => std::panic::resume_unwind(panic),
            }
        }
    }
}

/// [`lint_file`] on a thread of `stack` bytes.
fn lint_file_on(job: &Job, stack: usize) -> Outcome {
    let mut report = Report { path: job.path.clone(), package: job.package.clone(), ..Report::default() };
    let text = match std::fs::read(&job.path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(_) => {
                report.failure = Some(Failure::Skipped(None, "not UTF-8".to_owned()));
                return Outcome::Read(Box::new(report), Vec::new());
            }
        },
        Err(e) => {
            report.failure = Some(Failure::Io(e.to_string()));
            return Outcome::Read(Box::new(report), Vec::new());
        }
    };
    let prepared = prepare(&text);
    let mut next = Vec::new();
    {
        // lexed without recursion (proc-macro2 keeps a stack of its own),
        // measured, and only then parsed
        let parsed = prepared.parse::<proc_macro2::TokenStream>().map_err(syn::Error::from).and_then(|tokens| {
            let need = nesting(tokens.clone()).saturating_mul(STACK_PER_LEVEL).saturating_add(STACK_BASE);
            if need > stack {
                return Ok(Err(need));
            }
            syn::parse2::<syn::File>(tokens).map(Ok)
        });
        let file = match parsed {
            Ok(Ok(f)) => f,
            Ok(Err(need)) => {
                proc_macro2::extra::invalidate_current_thread_spans();
                return Outcome::NeedsStack(need);
            }
            Err(e) => {
                let at = e.span().start();
                report.failure = Some(Failure::Skipped(Some((at.line, at.column + 1)), format!("does not parse: {e}")));
                proc_macro2::extra::invalidate_current_thread_spans();
                return Outcome::Read(Box::new(report), Vec::new());
            }
        };
        let found = scan::scan(&file, &text);
        for c in &found.candidates {
            if let Some(p) = place(c, &text, &mut report.counts) {
                report.findings.push(p);
            }
        }
        report.modules = found.modules;
        if let Some(dir) = &job.mod_dir {
            for (name, path_attr, inline) in found.mods {
                let mut base = dir.clone();
                base.extend(&inline);
                let candidates = match path_attr {
                    Some(p) if inline.is_empty() => vec![job.path.parent().unwrap_or(dir).join(p)],
                    Some(p) => vec![base.join(p)],
                    None => vec![base.join(format!("{name}.rs")), base.join(&name).join("mod.rs")],
                };
                if let Some(found) = candidates.into_iter().map(|p| normal(&p)).find(|p| p.is_file()) {
                    let is_mod_rs = found.file_name().is_some_and(|n| n == "mod.rs");
                    let mod_dir =
                        if is_mod_rs { found.parent().map(Path::to_path_buf) } else { Some(base.join(&name)) };
                    next.push(Job { path: found, mod_dir, package: job.package.clone() });
                }
            }
        }
    }
    proc_macro2::extra::invalidate_current_thread_spans();
    if !report.findings.is_empty() {
        report.text = text;
    }
    Outcome::Read(Box::new(report), next)
}

/// `path` with its `.` and `dir/..` components taken out (`#[path =
/// "../scheme/file.rs"]`), so that one file read as two modules is read
/// once.
fn normal(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.components().next_back(), Some(Component::Normal(_))) => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// The finding of one candidate, placed in the source.
fn place(c: &Candidate, text: &str, counts: &mut Counts) -> Option<Placed> {
    let token = text.get(c.token.0..c.token.1)?;
    let cooked = Cooked::read(token, c.token.0)?;
    let finding = check(&cooked.value, token, &c.usage, counts)?;
    let (start, end) = match finding.at {
        At::Value(a, b) => cooked.source_range(a, b),
        At::Source(a, b) => (a, b),
    };
    Some(Placed { finding, start, end, literal: cooked.value, module: c.module })
}

/// Reads every job, and the modules they declare, on `threads` threads
/// (default: one per core); the reports in path order.
pub fn lint_all(jobs: Vec<Job>, follow: bool, threads: Option<usize>) -> Vec<Report> {
    struct State {
        queue: VecDeque<Job>,
        active: usize,
        seen: HashSet<PathBuf>,
        done: Vec<Report>,
    }
    let seen = jobs.iter().map(|j| j.path.clone()).collect();
    let state = Mutex::new(State { queue: jobs.into(), active: 0, seen, done: Vec::new() });
    let wake = Condvar::new();
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let work = || {
        let mut guard = state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(job) = guard.queue.pop_front() {
                guard.active += 1;
                drop(guard);
                // a bug of the lint on one file is reported as its
                // failure, and the others are still read
                let (report, next) = std::panic::catch_unwind(|| lint_file(&job)).unwrap_or_else(|panic| {
                    proc_macro2::extra::invalidate_current_thread_spans();
                    let why = panic
                        .downcast_ref::<String>()
                        .map(String::as_str)
                        .or_else(|| panic.downcast_ref::<&str>().copied())
                        .unwrap_or("a panic");
                    let failure = Some(Failure::Skipped(None, format!("internal error of the lint: {why}")));
                    (Report { path: job.path.clone(), failure, ..Report::default() }, Vec::new())
                });
                guard = state.lock().unwrap_or_else(|e| e.into_inner());
                guard.active -= 1;
                guard.done.push(report);
                if follow {
                    for j in next {
                        if guard.seen.insert(j.path.clone()) {
                            guard.queue.push_back(j);
                        }
                    }
                }
                wake.notify_all();
            } else if guard.active == 0 {
                wake.notify_all();
                return;
            } else {
                guard = wake.wait(guard).unwrap_or_else(|e| e.into_inner());
            }
        }
    };
    let mut spawned = 0;
    std::thread::scope(|s| {
        for _ in 0..threads {
            // syn descends recursively: deeply nested code needs a deep stack
            let worker = std::thread::Builder::new().stack_size(WORKER_STACK);
            if worker.spawn_scoped(s, work).is_ok() {
                spawned += 1;
            }
        }
    });
    if spawned == 0 {
        work();
    }
    let mut done = state.into_inner().unwrap_or_else(|e| e.into_inner()).done;
    done.sort_by(|a, b| a.path.cmp(&b.path));
    done
}

/// The CPU time of this process (user and system, every thread) in
/// seconds, from `/proc/self/stat` (Linux); `None` elsewhere.
pub fn cpu_time() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    // fields 14 and 15 of stat(5), counted from 3 after the name
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::{nesting, normal, prepare};

    fn bound(text: &str) -> usize {
        nesting(text.parse().unwrap())
    }

    /// The bound of syn's recursion: the longest run between separators
    /// of each group, summed along the deepest path of groups.
    #[test]
    fn nesting_bounds_the_recursion() {
        // `fn`, `f`, `()`, `{…}` (a group is one token); in the braces `let x = 1`
        assert_eq!(bound("fn f() { let x = 1; }"), 4 + 4);
        // `;` and `,` (outside `<`) close what was opened before them
        assert_eq!(bound("fn f() { a; b; c; d; }"), 4 + 1);
        assert_eq!(bound("const A: [u8; 4] = [1, 2, 3, 4];"), 6 + 1);
        // after a `<`, a `,` closes nothing (`V<A, V<B, …>>`)
        assert_eq!(bound("type T = V<A, V<B, C>>;"), 14);
        assert_eq!(bound(&format!("x = {}1{};", "(".repeat(1000), ")".repeat(1000))), 3 + 1000);
        assert_eq!(bound(&format!("x = {}1;", "-".repeat(1000))), 1003);
        assert_eq!(bound(""), 0);
    }

    #[test]
    fn module_paths_are_normalized() {
        assert_eq!(
            normal(Path::new("src/rfc1738/fast/../scheme/file.rs")),
            PathBuf::from("src/rfc1738/scheme/file.rs")
        );
        assert_eq!(normal(Path::new("./src/./a.rs")), PathBuf::from("src/a.rs"));
        assert_eq!(normal(Path::new("../x/../y.rs")), PathBuf::from("../y.rs"));
    }

    #[test]
    fn bom_and_shebang_keep_their_offsets() {
        assert_eq!(prepare("\u{feff}#!/bin/x\nfn f() {}"), "           \nfn f() {}");
        assert_eq!(prepare("#![allow(x)]\nfn f() {}"), "#![allow(x)]\nfn f() {}");
        assert_eq!(prepare("#!/bin/x\nfn f() {}"), "        \nfn f() {}");
    }
}

//! `cargo xtask build-cost`: what literals add to compiling a crate.
//!
//! Generated in a temporary directory: a workspace of the benchmark crates
//! (one `pub const` per literal, see [`crate::sources`]) and the identity
//! proc macro `ident-macro` with its `$crate` wrapper `ident-facade`, whose
//! sources are real files in `xtask/templates/`.
//!
//! How the crates are timed: all dependencies are built once, with this
//! binary as cargo's `RUSTC_WORKSPACE_WRAPPER`, which records the exact rustc
//! command (arguments, environment, directory) of each benchmark crate. Each
//! command is then run `--runs` times directly, round-robin over the crates:
//! a full, non-incremental compile of the crate alone (`CARGO_INCREMENTAL=0`,
//! as for a dependency from crates.io), dev profile. Each run records CPU
//! time (user + sys of rustc; the tables and ratios use it) and wall time.
//!
//! With `--instructions`, each crate's compile also runs once under
//! valgrind's callgrind, which counts the instructions rustc executes: a
//! number that does not move with the load on the machine, split into
//! those executed in the proc macros' code (the macro's own run) and the
//! rest (rustc lexing, serving the proc-macro bridge, compiling the
//! expansion; [`measure::Instructions`]).
//! With `--baseline REV`, url-core, url-macros and url-literal as they are at
//! that git revision get crates of their own, `bench-url-baseline`,
//! `bench-uri-baseline`, `bench-our-iri-baseline`, `bench-http-url-baseline`,
//! `bench-http-uri-baseline`, `bench-whatwg-url-baseline` and
//! `bench-http-crate-uri-baseline` (each with the dependencies and features
//! of the crate it copies), with the same sources as the crates of those
//! macros, timed and counted in the same rounds.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use url_core::{Uri, Url};
use url_literal_gen::literals;

use crate::measure::{self, median, Rustc, Scratch, Timing};
use crate::sources::{self, Corpora};

/// What `build-cost` was asked to do.
pub struct Options {
    count: usize,
    runs: usize,
    only: Option<Vec<String>>,
    peers: bool,
    clean: bool,
    instructions: bool,
    baseline: Option<String>,
    keep: bool,
    user_build: bool,
}

impl Options {
    /// Reads the command line after `build-cost`.
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut o = Options {
            count: 2000,
            runs: 5,
            only: None,
            peers: true,
            clean: true,
            instructions: false,
            baseline: None,
            keep: false,
            user_build: false,
        };
        let mut i = 0;
        while i < args.len() {
            match args[i].as_str() {
                "--count" => o.count = crate::value(args, &mut i, "--count")?,
                "--runs" => o.runs = crate::value(args, &mut i, "--runs")?,
                "--only" => {
                    let list: String = crate::value(args, &mut i, "--only")?;
                    o.only = Some(list.split(',').map(|s| s.trim().trim_start_matches("bench-").to_owned()).collect());
                }
                "--no-peers" => o.peers = false,
                "--no-clean" => o.clean = false,
                "--instructions" => o.instructions = true,
                "--baseline" => o.baseline = Some(crate::value(args, &mut i, "--baseline")?),
                "--keep" => o.keep = true,
                "--user-build" => o.user_build = true,
                other => return Err(format!("build-cost: unknown option `{other}` (see `cargo xtask help`)")),
            }
            i += 1;
        }
        if o.count == 0 || o.runs == 0 {
            return Err("build-cost: --count and --runs must be at least 1".into());
        }
        if let Some(only) = &o.only {
            for name in only {
                if !CRATES.iter().any(|c| c.name == format!("bench-{name}")) {
                    return Err(format!("build-cost: no crate `{name}` (see the report's names)"));
                }
            }
        }
        Ok(o)
    }
}

/// What a benchmark crate depends on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Dep {
    None,
    Ident,
    IdentFacade,
    UrlLiteral,
    /// url-literal with its `url` and `http` features, and `url` and `http`
    /// (crates.io), for `whatwg_url!` and `http_crate_uri!`
    UrlLiteralInterop,
    /// `iref` and `static-iref` (crates.io)
    Iref,
    /// `uuid` (crates.io)
    Uuid,
}

/// Which strings a crate holds, so which `&str` crate is its baseline.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Corpus {
    Urls,
    Http,
    Uuids,
}

impl Corpus {
    fn baseline(self) -> &'static str {
        match self {
            Corpus::Urls => "bench-str",
            Corpus::Http => "bench-str-http",
            Corpus::Uuids => "bench-str-uuid",
        }
    }
}

struct Spec {
    name: &'static str,
    dep: Dep,
    corpus: Corpus,
}

const fn spec(name: &'static str, dep: Dep, corpus: Corpus) -> Spec {
    Spec { name, dep, corpus }
}

/// Every benchmark crate of the workspace, in timing order. `bench-url-opt`
/// and `bench-url-baseline` are `bench-url` built otherwise (see [`run`]).
const CRATES: &[Spec] = &[
    spec("bench-str", Dep::None, Corpus::Urls),
    spec("bench-ident", Dep::Ident, Corpus::Urls),
    spec("bench-ident-wrapped", Dep::IdentFacade, Corpus::Urls),
    spec("bench-url", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-url-baseline", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-url-opt", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-uri", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-uri-baseline", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-our-iri", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-our-iri-baseline", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-iri", Dep::Iref, Corpus::Urls),
    spec("bench-iref-uri", Dep::Iref, Corpus::Urls),
    spec("bench-str-http", Dep::None, Corpus::Http),
    spec("bench-http-url", Dep::UrlLiteral, Corpus::Http),
    spec("bench-http-url-baseline", Dep::UrlLiteral, Corpus::Http),
    spec("bench-http-uri", Dep::UrlLiteral, Corpus::Http),
    spec("bench-http-uri-baseline", Dep::UrlLiteral, Corpus::Http),
    spec("bench-whatwg-url", Dep::UrlLiteralInterop, Corpus::Http),
    spec("bench-whatwg-url-baseline", Dep::UrlLiteralInterop, Corpus::Http),
    spec("bench-http-crate-uri", Dep::UrlLiteralInterop, Corpus::Http),
    spec("bench-http-crate-uri-baseline", Dep::UrlLiteralInterop, Corpus::Http),
    spec("bench-str-uuid", Dep::None, Corpus::Uuids),
    spec("bench-uuid", Dep::Uuid, Corpus::Uuids),
    spec("bench-expanded", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-expanded-item", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-expanded-inline", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-expanded-fn", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-pair", Dep::UrlLiteral, Corpus::Urls),
    spec("bench-concat", Dep::UrlLiteral, Corpus::Urls),
];

/// The crates.io versions of the peers, pinned so that reruns compare alike.
const PEER_DEPS: [(Dep, &str); 2] =
    [(Dep::Iref, "iref = \"3\"\nstatic-iref = \"=3.0.0\"\n"), (Dep::Uuid, "uuid = \"=1.29.3\"\n")];

/// The crates to measure, in timing order.
fn selected(o: &Options) -> Vec<&'static Spec> {
    let plain = |c: &Spec| -> bool {
        let short = &c.name["bench-".len()..];
        match c.name {
            "bench-str" | "bench-ident" => true,
            _ if !o.peers && matches!(c.dep, Dep::Iref | Dep::Uuid) => false,
            _ => o.only.as_ref().is_none_or(|only| only.iter().any(|n| n == short)),
        }
    };
    // `bench-x-baseline` (a copy of `bench-x`'s source) with `--baseline`, when `bench-x` is measured
    let wanted = |c: &Spec| -> bool {
        match c.name.strip_suffix("-baseline") {
            Some(of) => o.baseline.is_some() && CRATES.iter().any(|x| x.name == of && plain(x)),
            None => plain(c),
        }
    };
    let mut out: Vec<&Spec> = CRATES.iter().filter(|c| wanted(c)).collect();
    // each corpus's `&str` baseline comes along
    for c in out.clone() {
        if !out.iter().any(|x| x.name == c.corpus.baseline()) {
            let base = CRATES.iter().find(|x| x.name == c.corpus.baseline()).expect("in CRATES");
            let at = out.iter().position(|x| x.name == c.name).unwrap_or(0);
            out.insert(at, base);
        }
    }
    out
}

/// Whether crate `name` is another crate's source built otherwise: with the
/// macros at opt-level 3, or against url-literal at `--baseline`.
fn built_otherwise(name: &str) -> bool {
    name == "bench-url-opt" || name.ends_with("-baseline")
}

/// The repository root (the parent of this crate's directory).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask/ has a parent").to_path_buf()
}

fn cargo(target: &Path) -> Command {
    let mut c = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    c.env("CARGO_INCREMENTAL", "0").env("CARGO_TARGET_DIR", target);
    c
}

fn manifest(name: &str, deps: &str, lib: &str) -> String {
    format!("[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n{lib}[dependencies]\n{deps}")
}

/// The three lists of literals.
struct Literals {
    urls: Vec<String>,
    http: Vec<String>,
    uuids: Vec<String>,
}

/// The literals, checked: every URL valid for `url!` without a warning and
/// for `uri!`; every http URL an http URL.
fn corpora(count: usize) -> Result<Literals, String> {
    let urls = literals::urls(count);
    let http = literals::http_urls(count);
    let uuids = literals::uuids(count);
    for u in &urls {
        let parsed = Url::parse(u).map_err(|e| format!("generated an invalid URL {u:?}: {e}"))?;
        if parsed.password().is_some() {
            return Err(format!("{u}: a password raises a url! warning"));
        }
        if parsed.port().is_some_and(|p| p < 1024 && parsed.default_port() != Some(p)) {
            return Err(format!("{u}: a low port raises a url! warning"));
        }
        Uri::parse(u).map_err(|e| format!("{u:?} is not an RFC 3986 URI: {e}"))?;
    }
    if let Some(u) = http.iter().find(|u| !Url::parse(u).is_ok_and(|p| p.kind() == url_core::Scheme::Http)) {
        return Err(format!("{u:?} is not an http URL"));
    }
    if let Some(u) = http.iter().find(|u| url_core::HttpUri::parse(u).is_err()) {
        return Err(format!("{u:?} is not an http URI for http_uri!"));
    }
    Ok(Literals { urls, http, uuids })
}

/// The `[dependencies]` of a crate that depends on `dep`, with url-literal
/// at `url_literal` (a path).
fn deps(dep: Dep, url_literal: &str) -> String {
    match dep {
        Dep::None => String::new(),
        Dep::Ident => "ident-macro = { path = \"../ident-macro\" }\n".into(),
        Dep::IdentFacade => "ident-facade = { path = \"../ident-facade\" }\n".into(),
        Dep::UrlLiteral => format!("url-literal = {{ path = \"{url_literal}\" }}\n"),
        Dep::UrlLiteralInterop => format!(
            "url-literal = {{ path = \"{url_literal}\", features = [\"url\", \"http\"] }}\nurl = \"2.5.4\"\nhttp = \"1\"\n"
        ),
        peer => PEER_DEPS.iter().find(|p| p.0 == peer).map(|p| p.1.to_owned()).unwrap_or_default(),
    }
}

/// Writes the workspace: the helper crates and the crates of `specs`.
fn write_workspace(work: &Path, specs: &[&Spec], c: &Corpora) -> Result<(), String> {
    let root = root();
    let rootp = root.display();
    let helpers = [
        ("ident-macro", String::new(), "[lib]\nproc-macro = true\n\n", include_str!("../templates/ident_macro.rs")),
        (
            "ident-facade",
            "ident-macro = { path = \"../ident-macro\" }\n".into(),
            "",
            include_str!("../templates/ident_facade.rs"),
        ),
    ];
    for (name, deps, lib, src) in &helpers {
        measure::write(&work.join(name).join("Cargo.toml"), &manifest(name, deps, lib))?;
        measure::write(&work.join(name).join("src/lib.rs"), src)?;
    }
    let srcs = sources::all(c);
    let mut members: Vec<String> = helpers.iter().map(|h| h.0.to_owned()).collect();
    for s in specs.iter().filter(|s| !built_otherwise(s.name)) {
        let deps = deps(s.dep, &format!("{rootp}/url-literal"));
        let src = &srcs.iter().find(|x| x.0 == s.name).ok_or_else(|| format!("no source for {}", s.name))?.1;
        measure::write(&work.join(s.name).join("Cargo.toml"), &manifest(s.name, &deps, ""))?;
        measure::write(&work.join(s.name).join("src/lib.rs"), src)?;
        members.push(s.name.to_owned());
    }
    let members: Vec<String> = members.iter().map(|m| format!("\"{m}\"")).collect();
    measure::write(
        &work.join("Cargo.toml"),
        &format!(
            "[workspace]\nresolver = \"2\"\nmembers = [{}]\n\n[profile.dev]\n# the defaults, spelled out: what a user's `cargo build` does\nopt-level = 0\ndebug = true\n",
            members.join(", ")
        ),
    )
}

/// Builds everything once (no warning allowed) and returns each measured
/// crate's rustc command.
fn build_and_record(work: &Path, specs: &[&Spec], o: &Options) -> Result<BTreeMap<&'static str, Rustc>, String> {
    let mut out = BTreeMap::new();
    let plain: Vec<&str> = specs.iter().map(|s| s.name).filter(|n| !built_otherwise(n)).collect();
    eprintln!("== building the dependencies once (and checking every crate compiles without warnings)");
    let mut build = cargo(&work.join("target"));
    build.args(["build", "--workspace", "--manifest-path"]).arg(work.join("Cargo.toml"));
    let cmds = Rustc::record(&mut build, &work.join("rustc"), &plain)?;
    out.extend(plain.iter().copied().zip(cmds));
    if specs.iter().any(|s| s.name == "bench-url-opt") {
        // bench-url again, its proc macro (and the url-core it runs) built at
        // opt-level 3 in a target dir of its own; the crate itself stays dev
        let mut build = cargo(&work.join("target-opt"));
        build.env("CARGO_PROFILE_DEV_BUILD_OVERRIDE_OPT_LEVEL", "3");
        build.args(["build", "-p", "bench-url", "--manifest-path"]).arg(work.join("Cargo.toml"));
        let cmd = Rustc::record(&mut build, &work.join("rustc-opt"), &["bench-url"])?;
        out.insert("bench-url-opt", cmd.into_iter().next().expect("one"));
    }
    if let Some(rev) = &o.baseline {
        eprintln!("== url-literal at {rev}, for the baseline crates");
        let src = work.join("baseline-src");
        std::fs::create_dir_all(&src).map_err(|e| e.to_string())?;
        let archive = "git -C \"$1\" archive \"$2\" Cargo.toml url-core url-macros url-literal | tar -x -C \"$3\"";
        measure::run(Command::new("sh").args(["-c", archive, "sh"]).arg(root()).arg(rev).arg(&src))?;
        for s in specs.iter().filter(|s| s.name.ends_with("-baseline")) {
            let of = s.name.strip_suffix("-baseline").expect("a baseline");
            let dir = work.join(s.name);
            let manifest = manifest(s.name, &deps(s.dep, "../baseline-src/url-literal"), "")
                + "\n[workspace]\n\n[profile.dev]\nopt-level = 0\ndebug = true\n";
            measure::write(&dir.join("Cargo.toml"), &manifest)?;
            let of_src = std::fs::read_to_string(work.join(of).join("src/lib.rs"))
                .map_err(|e| format!("{of}'s source (measure it too): {e}"))?;
            measure::write(&dir.join("src/lib.rs"), &of_src)?;
            let mut build = cargo(&work.join("target-baseline"));
            build.args(["build", "--manifest-path"]).arg(dir.join("Cargo.toml"));
            let cmd = Rustc::record(&mut build, &work.join("rustc-baseline"), &[s.name])?;
            out.insert(s.name, cmd.into_iter().next().expect("one"));
        }
    }
    Ok(out)
}

/// Everything measured.
#[derive(Default)]
struct Results {
    count: usize,
    times: BTreeMap<String, Vec<Timing>>,
    instructions: BTreeMap<String, measure::Instructions>,
    parse_us: f64,
}

impl Results {
    fn cpu(&self, c: &str) -> Option<f64> {
        self.times.get(c).map(|t| median(&t.iter().map(|t| t.cpu).collect::<Vec<_>>()))
    }
    fn wall(&self, c: &str) -> Option<f64> {
        self.times.get(c).map(|t| median(&t.iter().map(|t| t.wall).collect::<Vec<_>>()))
    }
    /// µs per literal of crate `a` over crate `b` (CPU medians).
    fn per(&self, a: &str, b: &str) -> Option<f64> {
        Some((self.cpu(a)? - self.cpu(b)?) * 1000.0 / self.count as f64)
    }
    /// Thousand instructions per literal of `a` over `b`.
    fn kper(&self, a: &str, b: &str) -> Option<f64> {
        let n = |c: &str| Some(self.instructions.get(c)?.total as f64);
        Some((n(a)? - n(b)?) / 1000.0 / self.count as f64)
    }
    /// Thousand instructions per literal of `a` over `b`, in the proc
    /// macros' code and in rustc's.
    fn ksplit(&self, a: &str, b: &str) -> Option<(f64, f64)> {
        let (a, b) = (self.instructions.get(a)?, self.instructions.get(b)?);
        let per = |x: u64, y: u64| (x as f64 - y as f64) / 1000.0 / self.count as f64;
        Some((per(a.in_macros, b.in_macros), per(a.total - a.in_macros, b.total - b.in_macros)))
    }
}

/// Runs the whole measurement and prints the report.
pub fn run(o: &Options) -> Result<(), String> {
    if o.user_build {
        return crate::user_build::run(o.runs, o.baseline.as_deref(), o.keep, &root());
    }
    let specs = selected(o);
    let scratch = Scratch::new("url-literal-build-cost", o.keep)?;
    let work = &scratch.path;
    eprintln!("== generating {} literals per crate and {} crates in {}", o.count, specs.len(), work.display());
    let Literals { urls, http, uuids } = corpora(o.count)?;
    // What the parser itself costs, built as the proc macro is (this binary
    // has the dev profile too): parse every URL 20 times.
    let start = std::time::Instant::now();
    for _ in 0..20 {
        for u in &urls {
            std::hint::black_box(Url::parse(std::hint::black_box(u)).map_err(|e| e.to_string())?);
        }
    }
    let parse_us = start.elapsed().as_secs_f64() * 1e6 / (20 * urls.len()) as f64;
    let mut lens: Vec<usize> = urls.iter().map(String::len).collect();
    lens.sort_unstable();
    eprintln!(
        "   {} URLs, lengths min {} / median {} / max {}, mean {:.1}",
        lens.len(),
        lens[0],
        lens[lens.len() / 2],
        lens[lens.len() - 1],
        lens.iter().sum::<usize>() as f64 / lens.len() as f64
    );
    write_workspace(work, &specs, &Corpora { urls: &urls, http: &http, uuids: &uuids })?;
    let cmds = build_and_record(work, &specs, o)?;

    let mut r = Results { count: o.count, parse_us, ..Results::default() };
    eprintln!("== timing each crate's own compile, {} runs, round-robin", o.runs);
    for run in 1..=o.runs {
        let mut line = String::new();
        for s in &specs {
            let t = measure::timed(&mut cmds[s.name].command(&[]))?;
            let _ = write!(line, "{}={:.0} ", &s.name["bench-".len()..], t.cpu);
            r.times.entry(s.name.to_owned()).or_default().push(t);
        }
        eprintln!("   run {run}/{} (CPU ms): {line}", o.runs);
    }
    if o.instructions {
        eprintln!("== counting instructions: each crate's compile once under valgrind (callgrind)");
        for s in &specs {
            let n = measure::instructions(&cmds[s.name], &work.join("callgrind.out"))?;
            eprintln!("   {}: {} instructions, {} in the proc macros", s.name, n.total, n.in_macros);
            r.instructions.insert(s.name.to_owned(), n);
        }
    }
    if o.clean {
        eprintln!("== timing clean builds from an empty target directory, {} runs each", o.runs);
        let clean = work.join("clean-target");
        let root_manifest = root().join("Cargo.toml");
        let work_manifest = work.join("Cargo.toml");
        for (label, manifest, args) in [
            ("clean-url-macros", &root_manifest, &["--locked", "-p", "url-macros"][..]),
            ("clean-url-literal", &root_manifest, &["--locked", "-p", "url-literal"][..]),
            ("clean-ident-macro", &work_manifest, &["-p", "ident-macro"][..]),
        ] {
            for _ in 0..o.runs {
                let _ = std::fs::remove_dir_all(&clean);
                let t = measure::timed(cargo(&clean).arg("build").arg("--manifest-path").arg(manifest).args(args))?;
                r.times.entry(label.to_owned()).or_default().push(t);
            }
            let walls: Vec<String> = r.times[label].iter().map(|t| format!("{:.0}", t.wall)).collect();
            eprintln!("   {label} wall ms: {}", walls.join(" "));
        }
        let _ = std::fs::remove_dir_all(&clean);
    }
    print!("{}", report(o, &specs, &r));
    Ok(())
}

/// `{:.0}` of a value that may be missing.
fn f0(x: Option<f64>) -> String {
    x.map_or("–".into(), |x| format!("{x:.0}"))
}

fn ratio(a: Option<f64>, b: Option<f64>) -> String {
    match (a, b) {
        (Some(a), Some(b)) => format!("{:.2}×", a / b),
        _ => "–".into(),
    }
}

/// The Markdown report.
fn report(o: &Options, specs: &[&Spec], r: &Results) -> String {
    let mut out = String::new();
    let ir = o.instructions;
    let rustc = Command::new("rustc")
        .arg("--version")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned());
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    let count = o.count;
    let _ = writeln!(out, "## {count} literals, N={}, {cpus} CPUs, {}\n", o.runs, rustc.unwrap_or_default());
    let _ =
        writeln!(out, "Own compile of each crate (rustc alone, dependencies prebuilt, non-incremental, dev profile).");
    let _ = writeln!(
        out,
        "CPU = user + sys. Per literal: (CPU median − CPU median of the plain `&str` crate of the same strings) / {count}; \
         over the identity macro: that minus the identity proc macro's own figure."
    );
    if ir {
        let _ = writeln!(
            out,
            "Instructions: rustc's, counted once by valgrind's callgrind; per literal, in thousands, over plain `&str`, \
             and over the identity macro split into those executed in the proc macros' code (the macro's run: its \
             parser, syn, quote) and the rest, rustc's (lexing, the proc-macro bridge, compiling the expansion)."
        );
    }
    let measured = |c: &str| specs.iter().any(|s| s.name == c);
    let base = |c: &str| CRATES.iter().find(|s| s.name == c).map_or("bench-str", |s| s.corpus.baseline());
    let over_ident = |c: &str| Some(r.per(c, base(c))? - r.per("bench-ident", "bench-str")?);
    let kover_ident = |c: &str| Some(r.kper(c, base(c))? - r.kper("bench-ident", "bench-str")?);
    let ksplit_ident = |c: &str| {
        let ((m, rc), (im, irc)) = (r.ksplit(c, base(c))?, r.ksplit("bench-ident", "bench-str")?);
        Some((m - im, rc - irc))
    };
    let table = |out: &mut String, head: &str, rows: &[(&str, String)]| {
        let rows: Vec<_> = rows.iter().filter(|(c, _)| measured(c)).collect();
        if rows.is_empty() {
            return;
        }
        let _ = writeln!(out);
        let _ = write!(
            out,
            "| {head} | CPU ms, median | wall ms, median | CPU ms, all runs | µs per literal over `&str` | µs per literal over the identity macro |"
        );
        if ir {
            let _ = write!(
                out,
                " instructions, millions | k instructions per literal | k per literal over the identity macro | \
                 of which in the macro's run | of which in rustc |"
            );
        }
        let _ = writeln!(out, "\n|---|---:|---:|---|---:|---:|{}", if ir { "---:|---:|---:|---:|---:|" } else { "" });
        for (c, label) in rows {
            let all: Vec<String> = r.times[*c].iter().map(|t| format!("{:.0}", t.cpu)).collect();
            let _ = write!(
                out,
                "| {label} | {} | {} | {} | {} | {} |",
                f0(r.cpu(c)),
                f0(r.wall(c)),
                all.join(" "),
                f0(r.per(c, base(c))),
                f0(over_ident(c))
            );
            if ir {
                let m = r.instructions.get(*c).map(|n| n.total as f64 / 1e6);
                let split = ksplit_ident(c);
                let _ = write!(
                    out,
                    " {} | {} | {} | {} | {} |",
                    f0(m),
                    f0(r.kper(c, base(c))),
                    f0(kover_ident(c)),
                    f0(split.map(|s| s.0)),
                    f0(split.map(|s| s.1))
                );
            }
            let _ = writeln!(out);
        }
    };
    let at = o.baseline.as_ref().map_or(String::new(), |b| {
        let short = Command::new("git").arg("-C").arg(root()).args(["rev-parse", "--short", b]).output().ok();
        let short = short.map_or(String::new(), |s| String::from_utf8_lossy(&s.stdout).trim().to_owned());
        format!("{b} ({short})")
    });
    table(
        &mut out,
        &format!("crate ({count} constants)"),
        &[
            ("bench-str", "plain `&str`".into()),
            ("bench-ident", "identity proc macro `ident!(\"..\")`".into()),
            ("bench-ident-wrapped", "identity behind a `$crate` wrapper `lit!(\"..\")`".into()),
            ("bench-url", "**`url!(\"..\")`**".into()),
            ("bench-url-opt", "`url!(\"..\")`, macros built with opt-level 3".into()),
            (
                "bench-expanded",
                "url!'s expansion written out, no macro: `::url_literal::Url { s: \"..\", scheme_end: 4, .. }`".into(),
            ),
            (
                "bench-expanded-item",
                "that struct literal in a `const` item: `{ const URL_LITERAL: Url = Url { .. }; URL_LITERAL }`".into(),
            ),
            ("bench-expanded-inline", "that struct literal in an inline const: `const { Url { .. } }`".into()),
            ("bench-expanded-fn", "that struct literal in a `#[inline] const fn` never called (no const eval)".into()),
            ("bench-pair", "the smallest aggregate: `(&str, Scheme)`".into()),
            ("bench-concat", "`url!(concat!(..))`: the text assembled by the macro".into()),
        ],
    );
    let _ = writeln!(
        out,
        "\nAgainst other macros that check a literal at compile time. Each row's per-literal figure is over plain `&str` \
         constants of the same strings: {count} URLs of all schemes (`url!`, `uri!`, `static_iref`), {count} http URLs \
         (`http_url!`, `http_uri!`), {count} UUIDs (`uuid!`)."
    );
    table(
        &mut out,
        &format!("macro ({count} constants)"),
        &[
            ("bench-ident", "identity proc macro `ident!(\"..\")`".into()),
            ("bench-url", "**`url_literal::url!`** → `Url`".into()),
            ("bench-url-baseline", format!("`url_literal::url!` at {at}")),
            ("bench-uri", "**`url_literal::uri!`** → `Uri`".into()),
            ("bench-uri-baseline", format!("`url_literal::uri!` at {at}")),
            ("bench-our-iri", "**`url_literal::iri!`** → `Iri`".into()),
            ("bench-our-iri-baseline", format!("`url_literal::iri!` at {at}")),
            ("bench-str-http", "plain `&str`, the http URLs".into()),
            ("bench-http-url", "**`url_literal::http_url!`** → `HttpUrl`".into()),
            ("bench-http-url-baseline", format!("`url_literal::http_url!` at {at}")),
            ("bench-http-uri", "**`url_literal::http_uri!`** → `HttpUri`".into()),
            ("bench-http-uri-baseline", format!("`url_literal::http_uri!` at {at}")),
            ("bench-whatwg-url", "**`url_literal::whatwg_url!`** → `url::Url`, one `pub fn` each".into()),
            ("bench-whatwg-url-baseline", format!("`url_literal::whatwg_url!` at {at}")),
            ("bench-http-crate-uri", "**`url_literal::http_crate_uri!`** → `http::Uri`, one `pub fn` each".into()),
            ("bench-http-crate-uri-baseline", format!("`url_literal::http_crate_uri!` at {at}")),
            ("bench-iri", "`static_iref::iri!` 3.0.0 → `&'static iref::Iri`".into()),
            ("bench-iref-uri", "`static_iref::uri!` 3.0.0 → `&'static iref::Uri`".into()),
            ("bench-str-uuid", "plain `&str`, the UUIDs".into()),
            ("bench-uuid", "`uuid::uuid!` 1.29.3 → `Uuid`".into()),
        ],
    );
    if o.clean {
        let _ = writeln!(
            out,
            "\n| clean build, empty target dir, dev profile | wall ms, median | CPU ms, median | wall ms, all runs |"
        );
        let _ = writeln!(out, "|---|---:|---:|---|");
        for (c, label) in [
            ("clean-url-macros", "`cargo build -p url-macros` (url-core + url-macros)"),
            ("clean-url-literal", "`cargo build -p url-literal` (url-core, url-macros, url-literal)"),
            ("clean-ident-macro", "the identity proc-macro crate, for scale"),
        ] {
            let all: Vec<String> = r.times[c].iter().map(|t| format!("{:.0}", t.wall)).collect();
            let _ = writeln!(out, "| {label} | {} | {} | {} |", f0(r.wall(c)), f0(r.cpu(c)), all.join(" "));
        }
    }
    let _ = writeln!(out);
    let (url, ident, wrapped) = (r.cpu("bench-url"), r.cpu("bench-ident"), r.cpu("bench-ident-wrapped"));
    if url.is_some() {
        let _ = writeln!(
            out,
            "- url! / identity proc macro, crate CPU time: {} (url! / wrapped identity: {})",
            ratio(url, ident),
            ratio(url, wrapped)
        );
        if ir {
            let i = |c: &str| r.instructions.get(c).map(|n| n.total as f64);
            let _ = writeln!(
                out,
                "- the same in instructions: {} (url! / wrapped identity: {})",
                ratio(i("bench-url"), i("bench-ident")),
                ratio(i("bench-url"), i("bench-ident-wrapped"))
            );
        }
        if measured("bench-expanded") {
            let _ = writeln!(
                out,
                "- url!'s {} µs per literal over plain &str: compiling the emitted code {} µs, running the macro {} µs \
                 (url-core's parse, unoptimized: {:.2} µs; with the macros built at opt-level 3 the macro step is {} µs)",
                f0(r.per("bench-url", "bench-str")),
                f0(r.per("bench-expanded", "bench-str")),
                f0(r.per("bench-url", "bench-expanded")),
                r.parse_us,
                f0(r.per("bench-url-opt", "bench-expanded"))
            );
        }
        if ir && measured("bench-expanded") {
            let _ = writeln!(
                out,
                "- in k instructions per literal: url! {}, identity {}, wrapped identity {}; the emitted code {}, running the macro {}",
                f0(r.kper("bench-url", "bench-str")),
                f0(r.kper("bench-ident", "bench-str")),
                f0(r.kper("bench-ident-wrapped", "bench-str")),
                f0(r.kper("bench-expanded", "bench-str")),
                f0(r.kper("bench-url", "bench-expanded"))
            );
        }
    }
    let macros = [
        ("url!", "bench-url"),
        ("uri!", "bench-uri"),
        ("iri!", "bench-our-iri"),
        ("http_url!", "bench-http-url"),
        ("http_uri!", "bench-http-uri"),
        ("whatwg_url!", "bench-whatwg-url"),
        ("http_crate_uri!", "bench-http-crate-uri"),
        ("static_iref::iri!", "bench-iri"),
        ("static_iref::uri!", "bench-iref-uri"),
        ("uuid!", "bench-uuid"),
    ];
    let macros: Vec<_> = macros.iter().filter(|(_, c)| measured(c)).collect();
    if !macros.is_empty() {
        let peers: Vec<String> = macros.iter().map(|(m, c)| format!("{m} {} µs", f0(over_ident(c)))).collect();
        let _ = writeln!(out, "- per literal over the identity macro: {}", peers.join(", "));
    }
    if ir && !macros.is_empty() {
        // each macro beside its `-baseline` crate, when measured
        let k = |c: &str| {
            let split = ksplit_ident(c).map_or("–".into(), |(m, rc)| format!("{m:.0} + {rc:.0}"));
            format!("{} k ({split})", f0(kover_ident(c)))
        };
        let all: Vec<String> = macros
            .iter()
            .map(|(m, c)| {
                let before = format!("{c}-baseline");
                if measured(&before) {
                    format!("{m} {} (at {}: {})", k(c), o.baseline.as_deref().unwrap_or("?"), k(&before))
                } else {
                    format!("{m} {}", k(c))
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "- in instructions per literal over the identity macro (the macro's run + rustc's): {}",
            all.join("; ")
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(args: &[&str]) -> Vec<&'static str> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        selected(&Options::parse(&args).expect("valid options")).iter().map(|s| s.name).collect()
    }

    #[test]
    fn only_brings_the_baselines_of_its_corpora() {
        assert_eq!(
            names(&["--only", "url,uuid"]),
            ["bench-str", "bench-ident", "bench-url", "bench-str-uuid", "bench-uuid"]
        );
        assert_eq!(
            names(&["--only", "bench-http-url"]),
            ["bench-str", "bench-ident", "bench-str-http", "bench-http-url"]
        );
        assert_eq!(
            names(&["--only", "uri,http-uri", "--baseline", "HEAD"]),
            [
                "bench-str",
                "bench-ident",
                "bench-uri",
                "bench-uri-baseline",
                "bench-str-http",
                "bench-http-uri",
                "bench-http-uri-baseline"
            ]
        );
    }

    #[test]
    fn every_crate_but_the_baseline_by_default_and_no_peers_offline() {
        let all = names(&[]);
        assert_eq!(all.len(), CRATES.len() - 7);
        assert!(!all.iter().any(|n| n.ends_with("-baseline")));
        let offline = names(&["--no-peers"]);
        assert_eq!(offline.len(), CRATES.len() - 10);
        assert!(!offline.iter().any(|n| matches!(*n, "bench-iri" | "bench-iref-uri" | "bench-uuid")));
    }

    #[test]
    fn unknown_options_and_crates_are_errors() {
        let parse = |a: &[&str]| Options::parse(&a.iter().map(|s| s.to_string()).collect::<Vec<_>>()).err();
        assert_eq!(parse(&["--only", "nope"]), Some("build-cost: no crate `nope` (see the report's names)".into()));
        assert_eq!(parse(&["--fast"]), Some("build-cost: unknown option `--fast` (see `cargo xtask help`)".into()));
        assert_eq!(parse(&["--runs", "0"]), Some("build-cost: --count and --runs must be at least 1".into()));
    }

    #[test]
    fn every_crate_has_a_source() {
        let urls = literals::urls(20);
        let http = literals::http_urls(5);
        let uuids = literals::uuids(5);
        let srcs = sources::all(&Corpora { urls: &urls, http: &http, uuids: &uuids });
        for c in CRATES.iter().filter(|c| !built_otherwise(c.name)) {
            assert!(srcs.iter().any(|s| s.0 == c.name), "{}", c.name);
        }
        assert_eq!(srcs.len(), CRATES.len() - 8);
    }
}

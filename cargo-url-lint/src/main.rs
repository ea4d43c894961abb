//! `cargo url-lint`: reads a crate's sources, reports every invalid URL
//! literal (and every invalid RFC 6570 template handed to a template
//! parser) with the precision of url-literal's macros, warns where the
//! run-time parser (`url::Url`, `http::Uri`) would rewrite a valid one, and
//! offers (`--fix` writes) the compile-checked macro for the rest.
//!
//! ```text
//! cargo url-lint [--manifest-path PATH] [--workspace] [--message-format human|json] [--fix] [--stats] [PATH...]
//! ```

mod check;
mod cook;
mod files;
mod fix;
mod render;
mod resolve;
mod scan;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use crate::check::{Counts, Level};

const USAGE: &str = "\
Usage: cargo url-lint [OPTIONS] [PATH...]

Reads the URL literals of a crate: reports the invalid ones (error), the valid
ones that url::Url or http::Uri would rewrite (warning), and the valid ones
parsed at run time that a compile-checked macro of url-literal can replace
(help); and the RFC 6570 templates handed to uritemplate::UriTemplate::new,
iri-string's UriTemplateStr::new and UriTemplateString, and
UriTemplate::parse: the invalid ones (error), the valid ones (help). Without PATHs, every target of the package of --manifest-path; with
PATHs, those .rs files and the .rs files under those directories.

Options:
      --manifest-path <PATH>     Cargo.toml of the package (default: ./Cargo.toml)
      --workspace                every member of the manifest's workspace
      --message-format <FORMAT>  human (default) or json: one object per finding and line
      --fix                      rewrite each help finding into its macro, adding its `use`
      --stats                    print the counts and the time to stderr
  -j, --jobs <N>                 files read at once (default: the number of CPUs)
  -h, --help                     print this help
  -V, --version                  print the version

Exit status: 1 when an error was found, 2 on a usage or I/O error, 0 otherwise.
";

/// The command line.
#[derive(Debug, Default)]
struct Options {
    manifest: Option<PathBuf>,
    workspace: bool,
    json: bool,
    fix: bool,
    stats: bool,
    jobs: Option<usize>,
    paths: Vec<PathBuf>,
}

fn parse_args(mut args: Vec<String>) -> Result<Option<Options>, String> {
    if args.first().map(String::as_str) == Some("url-lint") {
        args.remove(0);
    }
    let mut o = Options::default();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_owned(), Some(v.to_owned())),
            _ => (a.clone(), None),
        };
        let mut value =
            |name: &str| inline.clone().or_else(|| it.next()).ok_or_else(|| format!("missing value for {name}"));
        match flag.as_str() {
            "-h" | "--help" => {
                print!("{USAGE}");
                return Ok(None);
            }
            "-V" | "--version" => {
                println!("cargo-url-lint {}", env!("CARGO_PKG_VERSION"));
                return Ok(None);
            }
            "--manifest-path" => o.manifest = Some(PathBuf::from(value("--manifest-path")?)),
            "--message-format" => match value("--message-format")?.as_str() {
                "human" => o.json = false,
                "json" => o.json = true,
                other => return Err(format!("invalid value '{other}' for --message-format; expected human or json")),
            },
            "--workspace" => o.workspace = true,
            "--fix" => o.fix = true,
            "--stats" => o.stats = true,
            "-j" | "--jobs" => {
                let v = value("--jobs")?;
                match v.parse::<usize>() {
                    Ok(n) if n > 0 => o.jobs = Some(n),
                    _ => return Err(format!("invalid value '{v}' for --jobs; expected a number of at least 1")),
                }
            }
            "--" => {
                o.paths.extend(it.by_ref().map(PathBuf::from));
            }
            f if f.starts_with('-') && f.len() > 1 => return Err(format!("unknown option '{f}'")),
            _ => o.paths.push(PathBuf::from(a)),
        }
    }
    if !o.paths.is_empty() && (o.manifest.is_some() || o.workspace) {
        return Err("PATHs cannot be given with --manifest-path or --workspace".to_owned());
    }
    Ok(Some(o))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse_args(args) {
        Ok(Some(o)) => o,
        Ok(None) => return ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(o: &Options) -> Result<ExitCode, String> {
    let started = Instant::now();
    let cpu_start = files::cpu_time();
    let (jobs, packages) = if o.paths.is_empty() {
        let packages = files::packages(o.manifest.as_deref(), o.workspace)?;
        (files::roots(&packages), packages)
    } else {
        (files::walk(&o.paths)?, Vec::new())
    };
    let follow = o.paths.is_empty();
    let mut reports = files::lint_all(jobs.clone(), follow, o.jobs);
    let fixed = if o.fix { fix::fix(&reports, &packages)? } else { 0 };
    if fixed > 0 {
        // what is left, where it now is
        reports = files::lint_all(jobs, follow, o.jobs);
    }
    let mut counts = Counts::default();
    let mut levels = [0usize; 3];
    let (mut failed, mut io) = (0, false);
    for r in &reports {
        counts.read += r.counts.read;
        counts.invalid += r.counts.invalid;
        counts.whatwg_rewrites += r.counts.whatwg_rewrites;
        match r.failure {
            Some(files::Failure::Io(_)) => io = true,
            Some(files::Failure::Skipped(..)) => failed += 1,
            None => {}
        }
    }
    let mut out = String::new();
    for r in &reports {
        if let Some(line) = render::failure(r) {
            eprintln!("{line}");
        }
        let lines = render::Lines::new(&r.text);
        for f in &r.findings {
            levels[f.finding.level as usize] += 1;
            if o.json {
                out += &render::json(r, &lines, f);
                out.push('\n');
            } else {
                out += &render::human(r, &lines, f);
                out.push('\n');
            }
        }
    }
    {
        use std::io::Write;
        let mut stdout = std::io::stdout().lock();
        // a closed pipe (`| head`) is no error of the lint
        let _ = stdout.write_all(out.as_bytes());
        let _ = stdout.flush();
    }
    let plural = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    if !o.json || o.stats {
        eprintln!(
            "url-lint: {} read in {}: {}, {}, {}",
            plural(counts.read, "URL literal", "URL literals"),
            plural(reports.len(), "file", "files"),
            plural(levels[Level::Error as usize], "error", "errors"),
            plural(levels[Level::Warning as usize], "warning", "warnings"),
            plural(levels[Level::Help as usize], "help", "helps"),
        );
    }
    if fixed > 0 {
        eprintln!("url-lint: {} rewritten", plural(fixed, "call", "calls"));
    }
    if o.stats {
        let cpu = files::cpu_time().zip(cpu_start).map(|(a, b)| a - b);
        eprintln!(
            "url-lint: stats: files {}, unparsed {failed}, literals read {}, invalid {}, WHATWG rewrites {}, \
             wall {:.2} s, cpu {}",
            reports.len(),
            counts.read,
            counts.invalid,
            counts.whatwg_rewrites,
            started.elapsed().as_secs_f64(),
            cpu.map_or_else(|| "unknown".to_owned(), |c| format!("{c:.2} s")),
        );
    }
    Ok(if io {
        // a file that could not be read: the run is incomplete
        ExitCode::from(2)
    } else if levels[Level::Error as usize] > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

//! A linter for URL lists: reads URLs, one per line, and reports each one that
//! is not an RFC 1738 URL, with a caret under the offending bytes.
//!
//! ```text
//! cargo run -p url-literal --example lint -- FILE...      # or `-` for stdin
//! some-command | cargo run -p url-literal --example lint  # stdin
//! ```
//!
//! For each invalid URL, on standard output:
//!
//! ```text
//! urls.txt:2:8: error: http URLs take no user name or password (RFC 1738 §3.3)
//!     http://user@host/
//!            ^^^^^
//! ```
//!
//! `LINE` counts from 1; `COL` is the 1-based column, in characters, where
//! the error starts. Lines are taken as they are (a space before a URL is an
//! error), except that a final `\r` is dropped; empty lines and lines starting
//! with `#` are skipped. Standard input is named `<stdin>`.
//!
//! At the end, a summary goes to standard error (`N URLs checked, M invalid`).
//! On large inputs a progress count goes there too, every 100,000 lines, when
//! standard error is a terminal or with `--progress` (`--progress=N`: every N
//! lines).
//!
//! Exit status: 0 when every URL is valid, 1 when any is invalid, 2 when a
//! file cannot be read or the arguments are wrong.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use url_literal::{ParseError, Url};

/// Lines between two progress counts, unless `--progress=N` says otherwise.
const PROGRESS_EVERY: u64 = 100_000;

/// What `--help` prints.
const USAGE: &str = "usage: lint [--progress[=N]] [--] [FILE|-]...
Reports every line of the FILEs (or of standard input) that is not an RFC 1738 URL.
Exit status: 0 all valid, 1 some invalid, 2 error.";

/// The counts of a run.
#[derive(Default)]
struct Totals {
    /// URLs checked (lines that are neither empty nor comments).
    urls: u64,
    /// Of which invalid.
    invalid: u64,
}

/// How progress is shown.
struct Progress {
    /// Lines between two counts; `None`: no progress.
    every: Option<u64>,
    /// Overwrite one line (`\r`) rather than print one line per count.
    terminal: bool,
    /// Whether a count is on screen and needs a newline before the summary.
    shown: bool,
}

impl Progress {
    fn tick(&mut self, name: &str, line: u64) {
        let Some(every) = self.every else { return };
        if !line.is_multiple_of(every) {
            return;
        }
        let mut err = io::stderr().lock();
        if self.terminal {
            let _ = write!(err, "\r{name}: {line} lines checked");
            self.shown = true;
        } else {
            let _ = writeln!(err, "{name}: {line} lines checked");
        }
        let _ = err.flush();
    }

    fn finish(&mut self) {
        if self.shown {
            eprintln!();
            self.shown = false;
        }
    }
}

fn main() -> ExitCode {
    let mut files = Vec::new();
    let mut every = None;
    let mut options = true;
    for arg in std::env::args().skip(1) {
        if options && arg == "--" {
            options = false;
        } else if options && (arg == "-h" || arg == "--help") {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        } else if options && arg == "--progress" {
            every = Some(PROGRESS_EVERY);
        } else if let Some(n) = arg.strip_prefix("--progress=").filter(|_| options) {
            match n.parse::<u64>() {
                Ok(n) if n > 0 => every = Some(n),
                _ => {
                    eprintln!("lint: --progress wants a positive number of lines, not {n:?}\n{USAGE}");
                    return ExitCode::from(2);
                }
            }
        } else if options && arg.starts_with("--") {
            eprintln!("lint: unknown option {arg}\n{USAGE}");
            return ExitCode::from(2);
        } else {
            files.push(arg);
        }
    }
    if files.is_empty() {
        files.push("-".to_owned());
    }
    let terminal = io::stderr().is_terminal();
    let mut progress =
        Progress { every: every.or(if terminal { Some(PROGRESS_EVERY) } else { None }), terminal, shown: false };

    let mut out = BufWriter::new(io::stdout().lock());
    let mut totals = Totals::default();
    for file in &files {
        let (name, result) = if file == "-" {
            ("<stdin>", lint(&mut io::stdin().lock(), "<stdin>", &mut out, &mut totals, &mut progress))
        } else {
            let result = File::open(file).and_then(|f| {
                lint(&mut BufReader::with_capacity(1 << 16, f), file, &mut out, &mut totals, &mut progress)
            });
            (file.as_str(), result)
        };
        if let Err(e) = result {
            let _ = out.flush();
            progress.finish();
            eprintln!("lint: cannot read {name}: {e}");
            return ExitCode::from(2);
        }
    }
    if let Err(e) = out.flush() {
        eprintln!("lint: cannot write the report: {e}");
        return ExitCode::from(2);
    }
    progress.finish();
    eprintln!("{} URLs checked, {} invalid", totals.urls, totals.invalid);
    if totals.invalid > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Checks every line of `input`, named `name`, reporting to `out`.
fn lint(
    input: &mut dyn BufRead,
    name: &str,
    out: &mut dyn Write,
    totals: &mut Totals,
    progress: &mut Progress,
) -> io::Result<()> {
    let mut buf = Vec::new();
    let mut number = 0u64;
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        number += 1;
        progress.tick(name, number);
        let mut line = buf.as_slice();
        line = line.strip_suffix(b"\n").unwrap_or(line);
        line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.is_empty() || line[0] == b'#' {
            continue;
        }
        totals.urls += 1;
        // A line that is not UTF-8 is read with U+FFFD for the bad bytes,
        // which the parser reports like any other non-ASCII character.
        let text = String::from_utf8_lossy(line);
        if let Err(e) = Url::parse(&text) {
            totals.invalid += 1;
            report(out, name, number, &text, &e)?;
        }
    }
}

/// `name:line:col: error: message`, then the line with a caret under the error.
fn report(out: &mut dyn Write, name: &str, number: u64, text: &str, e: &ParseError) -> io::Result<()> {
    let before = text[..e.offset()].chars().count();
    let carets = text[e.span()].chars().count().max(1);
    let shown = text.replace(|c: char| c.is_control(), "\u{fffd}");
    writeln!(out, "{name}:{number}:{}: error: {e}", before + 1)?;
    writeln!(out, "    {shown}")?;
    writeln!(out, "    {}{}", " ".repeat(before), "^".repeat(carets))
}

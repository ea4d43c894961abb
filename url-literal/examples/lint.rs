//! A linter for URL lists: reads URLs, one per line, and reports each one that
//! is not an RFC 1738 URL, with a caret under the offending bytes.
//!
//! ```text
//! cargo run -p url-literal --example lint -- FILE...      # or `-` for stdin
//! some-command | cargo run -p url-literal --example lint  # stdin
//! cargo run -p url-literal --example lint -- --grammar rfc3987 FILE...  # IRIs
//! ```
//!
//! `--grammar rfc3986` checks each line as an RFC 3986 `URI-reference`
//! (`UriRef::parse`), `--grammar rfc3987` as an RFC 3987 `IRI-reference`
//! (`IriRef::parse`: Unicode as written, no bidi formatting character);
//! `rfc1738`, the default, as a URL (`Url::parse`). Another name is a usage
//! error.
//!
//! For each invalid URL, on standard output:
//!
//! ```text
//! urls.txt:2:8: error: http URLs take no user name or password (RFC 1738 §3.3)
//!     http://user@host/
//!            ^^^^^
//! ```
//!
//! When url-core knows a likely fix (`ParseError::suggestion`), a `help:`
//! line follows the caret:
//!
//! ```text
//! urls.txt:3:16: error: unexpected character '/' in scheme; expected letters, digits, '+', '-' or '.' and then ':' (RFC 1738 §2.1)
//!     www.example.com/x
//!                    ^
//!     help: missing scheme (RFC 1738 §2.1); did you mean `http://www.example.com/x`?
//! ```
//!
//! `LINE` counts from 1; `COL` is the 1-based column, in characters, where
//! the error starts. Lines are taken as they are (a space before a URL is an
//! error), except that a final `\r` is dropped; empty lines and lines starting
//! with `#` are skipped. Standard input is named `<stdin>`. The line under the
//! message is drawn by `url_core::render`: cut to 40 characters on each side
//! of the error, and with control, bidi and invisible characters escaped the
//! way Rust's `char::escape_debug` writes them (`\u{1b}`, `\t`, `\u{202e}`),
//! as are file names and messages: nothing from the input reaches the terminal
//! raw.
//!
//! Input is read as a stream, a line at a time, so memory stays bounded by the
//! longest line allowed: `--max-line-bytes N` (default 1048576, 1 MiB) bytes
//! before the newline. A longer line is not checked; it is reported and lint
//! goes on with the next line:
//!
//! ```text
//! urls.txt:7: error: line longer than 1048576 bytes, not checked (see --max-line-bytes)
//! ```
//!
//! At the end, a summary goes to standard error (`N URLs checked, M invalid`,
//! and `, K lines too long` when there were such lines).
//! On large inputs a progress count goes there too, every 100,000 lines, when
//! standard error is a terminal or with `--progress` (`--progress=N`: every N
//! lines).
//!
//! Exit status: 0 when every URL is valid, 1 when any is invalid or a line is
//! too long, 2 when a file cannot be read, the report cannot be written or the
//! arguments are wrong. When standard output is a closed pipe (`lint FILE |
//! head -1`), lint stops quietly with status 0.

use std::borrow::Cow;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use url_literal::render::Escaped;
use url_literal::{IriRef, ParseError, UriRef, Url};

/// Lines between two progress counts, unless `--progress=N` says otherwise.
const PROGRESS_EVERY: u64 = 100_000;

/// The longest line checked, in bytes, unless `--max-line-bytes` says
/// otherwise.
const MAX_LINE_BYTES: usize = 1 << 20;

/// What `--help` prints.
const USAGE: &str =
    "usage: lint [--grammar rfc1738|rfc3986|rfc3987] [--progress[=N]] [--max-line-bytes N] [--] [FILE|-]...
Reports every line of the FILEs (or of standard input) that is not an RFC 1738 URL
(an RFC 3986 URI reference, an RFC 3987 IRI reference with --grammar).
Lines longer than N bytes (default 1048576) are reported, not checked.
Exit status: 0 all valid, 1 some invalid or too long, 2 error.";

/// The grammar a line is checked against.
#[derive(Clone, Copy)]
enum Grammar {
    /// RFC 1738, `Url::parse`.
    Rfc1738,
    /// RFC 3986 `URI-reference`, `UriRef::parse`.
    Rfc3986,
    /// RFC 3987 `IRI-reference`, `IriRef::parse`.
    Rfc3987,
}

impl Grammar {
    /// The grammar `--grammar` names.
    fn named(name: &str) -> Option<Grammar> {
        match name {
            "rfc1738" => Some(Grammar::Rfc1738),
            "rfc3986" => Some(Grammar::Rfc3986),
            "rfc3987" => Some(Grammar::Rfc3987),
            _ => None,
        }
    }

    /// `text` checked by this grammar's parser.
    fn check(self, text: &str) -> Result<(), ParseError> {
        match self {
            Grammar::Rfc1738 => Url::parse(text).map(drop),
            Grammar::Rfc3986 => UriRef::parse(text).map(drop),
            Grammar::Rfc3987 => IriRef::parse(text).map(drop),
        }
    }
}

/// The counts of a run.
#[derive(Default)]
struct Totals {
    /// URLs checked (lines that are neither empty nor comments).
    urls: u64,
    /// Of which invalid.
    invalid: u64,
    /// Lines longer than the limit, not checked.
    too_long: u64,
}

/// Why a run stopped early.
enum Failure {
    /// Reading the input failed.
    Read(io::Error),
    /// Writing the report failed.
    Write(io::Error),
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
            let _ = writeln!(io::stderr());
            self.shown = false;
        }
    }
}

fn main() -> ExitCode {
    let mut files: Vec<PathBuf> = Vec::new();
    let mut every = None;
    let mut max_line = MAX_LINE_BYTES;
    let mut grammar = Grammar::Rfc1738;
    let mut options = true;
    let mut args = std::env::args_os().skip(1);
    while let Some(arg) = args.next() {
        // Options are UTF-8; a file name need not be.
        let text = arg.to_str().filter(|_| options);
        match text {
            Some("--") => options = false,
            Some("-h" | "--help") => {
                let _ = writeln!(io::stdout(), "{USAGE}");
                return ExitCode::SUCCESS;
            }
            Some("--grammar") => match args.next().as_deref().and_then(|g| Grammar::named(g.to_str()?)) {
                Some(g) => grammar = g,
                None => return usage_error("--grammar wants rfc1738, rfc3986 or rfc3987"),
            },
            Some(t) if t.starts_with("--grammar=") => match Grammar::named(&t["--grammar=".len()..]) {
                Some(g) => grammar = g,
                None => return usage_error("--grammar wants rfc1738, rfc3986 or rfc3987"),
            },
            Some("--progress") => every = Some(PROGRESS_EVERY),
            Some(t) if t.starts_with("--progress=") => match count(&t["--progress=".len()..]) {
                Some(n) => every = Some(n),
                None => {
                    return usage_error(&format!("--progress wants a positive number of lines, not {:?}", &t[11..]))
                }
            },
            Some("--max-line-bytes") => match args.next().as_deref().and_then(|n| count(n.to_str()?)) {
                Some(n) => max_line = n,
                None => return usage_error("--max-line-bytes wants a positive number of bytes"),
            },
            Some(t) if t.starts_with("--max-line-bytes=") => match count(&t["--max-line-bytes=".len()..]) {
                Some(n) => max_line = n,
                None => return usage_error("--max-line-bytes wants a positive number of bytes"),
            },
            _ if options && arg.as_encoded_bytes().starts_with(b"--") => {
                return usage_error(&format!("unknown option {}", Escaped::new(&arg.to_string_lossy())));
            }
            _ => files.push(arg.into()),
        }
    }
    if files.is_empty() {
        files.push("-".into());
    }
    let terminal = io::stderr().is_terminal();
    let mut progress =
        Progress { every: every.or(if terminal { Some(PROGRESS_EVERY) } else { None }), terminal, shown: false };

    let mut out = BufWriter::new(io::stdout().lock());
    let mut totals = Totals::default();
    for file in &files {
        let (name, result) = if file.as_os_str() == "-" {
            let name = "<stdin>".to_owned();
            let result =
                lint(&mut io::stdin().lock(), &name, (grammar, max_line), &mut out, &mut totals, &mut progress);
            (name, result)
        } else {
            let name = Escaped::new(&file.to_string_lossy()).to_string();
            let result = File::open(file).map_err(Failure::Read).and_then(|f| {
                let mut input = BufReader::with_capacity(1 << 16, f);
                lint(&mut input, &name, (grammar, max_line), &mut out, &mut totals, &mut progress)
            });
            (name, result)
        };
        match result {
            Ok(()) => {}
            Err(Failure::Write(e)) => return write_failed(&e),
            Err(Failure::Read(e)) => {
                if let Err(e) = out.flush() {
                    return write_failed(&e);
                }
                progress.finish();
                let _ = writeln!(io::stderr(), "lint: cannot read {name}: {e}");
                return ExitCode::from(2);
            }
        }
    }
    if let Err(e) = out.flush() {
        return write_failed(&e);
    }
    progress.finish();
    let too_long = match totals.too_long {
        0 => String::new(),
        1 => ", 1 line too long".to_owned(),
        n => format!(", {n} lines too long"),
    };
    let _ = writeln!(io::stderr(), "{} URLs checked, {} invalid{too_long}", totals.urls, totals.invalid);
    if totals.invalid > 0 || totals.too_long > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// A positive number, or `None`.
fn count<T: std::str::FromStr + Default + PartialOrd>(text: &str) -> Option<T> {
    text.parse::<T>().ok().filter(|n| *n > T::default())
}

/// Wrong arguments: the complaint and the usage, status 2.
fn usage_error(complaint: &str) -> ExitCode {
    let _ = writeln!(io::stderr(), "lint: {complaint}\n{USAGE}");
    ExitCode::from(2)
}

/// The report could not be written: a closed pipe (`lint | head`) ends
/// quietly with status 0, anything else is an error.
fn write_failed(e: &io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    let _ = writeln!(io::stderr(), "lint: cannot write the report: {e}");
    ExitCode::from(2)
}

/// Checks every line of `input`, named `name`, by `grammar`, reporting to
/// `out`.
fn lint(
    input: &mut dyn BufRead,
    name: &str,
    (grammar, max_line): (Grammar, usize),
    out: &mut dyn Write,
    totals: &mut Totals,
    progress: &mut Progress,
) -> Result<(), Failure> {
    let mut buf = Vec::new();
    let mut number = 0u64;
    loop {
        let Some(complete) = read_line(input, &mut buf, max_line).map_err(Failure::Read)? else {
            return Ok(());
        };
        number += 1;
        progress.tick(name, number);
        if !complete {
            totals.too_long += 1;
            writeln!(
                out,
                "{name}:{number}: error: line longer than {max_line} bytes, not checked (see --max-line-bytes)"
            )
            .map_err(Failure::Write)?;
            continue;
        }
        let line = buf.strip_suffix(b"\r").unwrap_or(&buf);
        if line.is_empty() || line[0] == b'#' {
            continue;
        }
        totals.urls += 1;
        // A line that is not UTF-8 is read with U+FFFD for the bad bytes,
        // which the parser reports like any other non-ASCII character.
        let text: Cow<'_, str> = String::from_utf8_lossy(line);
        if let Err(e) = grammar.check(&text) {
            totals.invalid += 1;
            report(out, name, number, &text, &e).map_err(Failure::Write)?;
        }
    }
}

/// Reads the next line of `input` into `buf`, without its `\n`: `None` at the
/// end of the input, `Some(true)` for a line, `Some(false)` for a line longer
/// than `max` bytes, which is read to its end and dropped (`buf` is left
/// empty). `buf` never holds more than `max` bytes.
fn read_line(input: &mut dyn BufRead, buf: &mut Vec<u8>, max: usize) -> io::Result<Option<bool>> {
    buf.clear();
    let (mut started, mut fits) = (false, true);
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(started.then_some(fits));
        }
        started = true;
        let (part, used, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], i + 1, true),
            None => (chunk, chunk.len(), false),
        };
        if fits && buf.len() + part.len() <= max {
            buf.extend_from_slice(part);
        } else if fits {
            fits = false;
            buf.clear();
        }
        input.consume(used);
        if done {
            return Ok(Some(fits));
        }
    }
}

/// `name:line:col: error: message`, then the line with a caret under the
/// error, and a `help:` line when url-core knows a likely fix
/// (`ParseError::suggestion`).
fn report(out: &mut dyn Write, name: &str, number: u64, text: &str, e: &ParseError) -> io::Result<()> {
    let column = text[..e.offset()].chars().count() + 1;
    writeln!(out, "{name}:{number}:{column}: error: {}", Escaped::new(e.text().as_str()))?;
    writeln!(out, "{}", e.display_in(text).indent(4).without_label())?;
    match e.suggestion(text) {
        Some(help) => writeln!(out, "    help: {help}"),
        None => Ok(()),
    }
}

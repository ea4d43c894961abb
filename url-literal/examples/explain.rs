//! Explains URLs: what RFC 1738 makes of each one, or exactly where and why it
//! is not a URL.
//!
//! ```text
//! cargo run -p url-literal --example explain                 # a tour of every scheme
//! cargo run -p url-literal --example explain -- URL...       # for people
//! cargo run -p url-literal --example explain -- --json URL...  # one JSON object per URL
//! ```
//!
//! `--json` prints the format of `shared/explain-json.md`: raw (still
//! percent-encoded) components, `null` for absent ones. A `--` argument ends the
//! options. Without `--json`, the exit status is 1 when any URL given is invalid.
//! An argument that is not UTF-8 is refused (status 2): a URL is text.
//!
//! The view for people echoes its input with control, bidi and invisible
//! characters escaped the way Rust's `char::escape_debug` writes them
//! (`\u{1b}`, `\t`, `\u{202e}`), and draws errors with `url_core::render`, so
//! the carets stay under the right characters; the JSON escapes as JSON does.
//! It adds a `help:` line with url-core's likely fix when there is one
//! (`ParseError::suggestion`, and `Url::suggestion` / `Uri::suggestion` for a
//! valid text such as `localhost:8080`); the JSON has no such key.
//! When standard output is a closed pipe (`explain | head -1`), explain stops
//! quietly with status 0.
//!
//! # Relative references
//!
//! ```text
//! cargo run -p url-literal --example explain -- --base BASE REF...          # for people
//! cargo run -p url-literal --example explain -- --json --base BASE REF...   # one JSON object per REF
//! ```
//!
//! With `--base`, every other argument is a reference, resolved against BASE
//! by both algorithms of `url_core::resolve`: the RFC 1630 draft's partial
//! form (`resolve_rfc1630`) and RFC 3986 §5.2 (`resolve_rfc3986`). BASE is
//! normally an RFC 1738 URL; an absolute reference that RFC 1738 rejects
//! (`http:///s//a/b/c`) is accepted too, and said so in the human view. With
//! `--json`, one object per reference, in argument order:
//!
//! ```json
//! {"base": "http://a/b/c/d;p?q", "reference": "?y",
//!  "rfc1630": "http://a/b/c/?y", "rfc3986": "http://a/b/c/d;p?y", "error": null}
//! ```
//!
//! - `rfc1630`, `rfc3986`: the resolved string, or `null` where the algorithm
//!   does not apply (the draft has no rule for `//g` against a base without
//!   `//`; RFC 3986 takes no scheme starting with a digit, ...). The human view
//!   says why, and marks results that are not RFC 1738 URLs.
//! - `error`: `null`, or when the reference (or the base) is not one, an
//!   object like a URL's parse error (`offset`, `length`, `rule`, `section`,
//!   `message`; offsets in bytes of the text named by `in`) plus `"in"`:
//!   `"reference"` or `"base"`. Both results are then `null`.
//!
//! Without `--json`, the exit status is 1 when the base or any reference is
//! invalid (an algorithm that does not apply is not an error).

use std::fmt::Write as _;
use std::io::{self, Write as _};
use std::process::ExitCode;

use url_literal::render::Escaped;
use url_literal::resolve::{self, RelativeRef, ResolveError};
use url_literal::{Details, Host, NewsTarget, ParseError, Url, WaisForm};

/// The tour shown when no URL is given: one URL or more per scheme, and a few
/// mistakes.
const TOUR: &[&str] = &[
    "ftp://anonymous@ftp.example.org:2121/pub/README;type=a#top",
    "ftp://myname@host.dom/%2Fetc/motd",
    "http://info.cern.ch/hypertext/WWW/TheProject.html",
    "http://www.example.com/cgi-bin/search?query=rfc1738",
    "gopher://gopher.hole.url:7777/7/apps/a_search_engine%09red%20blue%20green",
    "mailto:timbl@info.cern.ch",
    "news:comp.infosystems.www.misc",
    "news:12345@info.cern.ch",
    "nntp://news.example.org/comp.lang.c/1234",
    "telnet://guest@melvyl.ucop.edu/",
    "wais://quake.think.com/directory-of-servers?biology",
    "file://vms.host.edu/disk$user/my/notes/note12345.txt",
    "prospero://host.dom//pros/name;OBJECT-VERSION=2",
    "x-finger://user@example.org/",
    "http://user@host/",
    "ftp://host/~smith/",
];

#[path = "support/rfc3986_json.rs"]
mod rfc3986_json;

/// The grammar `--grammar` names.
#[derive(Clone, Copy, PartialEq)]
enum Grammar {
    Rfc1738,
    Rfc3986,
}

fn main() -> ExitCode {
    let mut json = false;
    let mut grammar = Grammar::Rfc1738;
    let mut urls = Vec::new();
    let mut base = None;
    let mut options = true;
    let mut args = std::env::args_os().skip(1);
    while let Some(arg) = args.next() {
        // A URL is text: an argument that is not UTF-8 is not one, and
        // reading it lossily would explain a U+FFFD that is not there.
        let Some(arg) = arg.to_str().map(str::to_owned) else { return not_utf8(&arg) };
        if options && arg == "--" {
            options = false;
        } else if options && arg == "--json" {
            json = true;
        } else if options && arg == "--grammar" {
            grammar = match args.next().as_ref().and_then(|g| g.to_str()) {
                Some("rfc1738") => Grammar::Rfc1738,
                Some("rfc3986") => Grammar::Rfc3986,
                _ => {
                    let _ = writeln!(io::stderr(), "explain: --grammar takes rfc1738 or rfc3986");
                    return ExitCode::from(2);
                }
            };
        } else if options && arg == "--base" {
            match args.next().map(|b| b.into_string()) {
                Some(Ok(b)) => base = Some(b),
                Some(Err(b)) => return not_utf8(&b),
                None => {
                    let _ = writeln!(io::stderr(), "explain: --base needs a BASE URL");
                    return ExitCode::from(2);
                }
            }
        } else if options && (arg == "--help" || arg == "-h") {
            let usage = "usage: explain [--json] [--grammar rfc1738|rfc3986] [--] [URL...]\n       \
                         explain [--json] --base BASE [--] REF...\n";
            return emit(usage).err().unwrap_or(ExitCode::SUCCESS);
        } else {
            urls.push(arg);
        }
    }
    if grammar == Grammar::Rfc3986 {
        if base.is_some() {
            let _ =
                writeln!(io::stderr(), "explain: --base resolves RFC 1738 URLs; it does not take --grammar rfc3986");
            return ExitCode::from(2);
        }
        if urls.is_empty() {
            urls = TOUR_3986.iter().map(|s| s.to_string()).collect();
        }
        let mut all_valid = true;
        for input in &urls {
            let mut out = String::new();
            if json {
                let (value, valid) = rfc3986_json::json(input);
                all_valid &= valid;
                out.push_str(&value.to_line());
                out.push('\n');
            } else {
                all_valid &= describe3986(&mut out, input);
            }
            if let Err(code) = emit(&out) {
                return code;
            }
        }
        return if !json && !all_valid { ExitCode::from(1) } else { ExitCode::SUCCESS };
    }
    if let Some(base) = base {
        let (out, all_valid) = resolve_all(&base, &urls, json);
        if let Err(code) = emit(&out) {
            return code;
        }
        return if !json && !all_valid { ExitCode::from(1) } else { ExitCode::SUCCESS };
    }
    let tour = urls.is_empty();
    if tour {
        urls = TOUR.iter().map(|s| s.to_string()).collect();
    }
    let mut all_valid = true;
    for input in &urls {
        let parsed = Url::parse(input);
        all_valid &= parsed.is_ok();
        let mut out = String::new();
        if json {
            out.push_str(&to_json(input, parsed));
            out.push('\n');
        } else {
            describe(&mut out, input, parsed);
        }
        if let Err(code) = emit(&out) {
            return code;
        }
    }
    if !json && !all_valid && !tour {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// A few URIs of today, for `--grammar rfc3986` without arguments.
const TOUR_3986: &[&str] = &[
    "https://api.example.com/v1/users?next=/home#top",
    "http://[::1]:8080/~user/",
    "wss://chat.example.org/socket",
    "//cdn.example.net/lib.js",
    "mailto:joe@example.com?subject=hi",
    "https://user@example.com/",
    "http://[::1/",
];

/// `input` read as an RFC 3986 URI reference, for people; whether it is one.
fn describe3986(out: &mut String, input: &str) -> bool {
    writeln!(out, "{}", Escaped::new(input)).unwrap();
    let r = match url_core::UriRef::parse(input) {
        Ok(r) => r,
        Err(e) => {
            writeln!(out, "  error: {}", Escaped::new(e.text().as_str())).unwrap();
            writeln!(out, "{}", e.display_in(input).indent(4).without_label()).unwrap();
            help(out, e.suggestion(input));
            writeln!(out, "  rule {} ({}); expected {}\n", e.rule(), e.citation().as_str(), e.expected()).unwrap();
            return false;
        }
    };
    let show =
        |v: Option<&str>| v.map_or_else(|| "(none)".to_owned(), |s| format!("{:?}", Escaped::new(s).to_string()));
    let mut row = |key: &str, value: String| writeln!(out, "  {key:<12} {value}").unwrap();
    row("kind", if r.is_relative() { "relative reference" } else { "URI" }.to_owned());
    row("scheme", show(r.scheme()));
    row("userinfo", show(r.userinfo()));
    row("host", show(r.host_str()));
    row("host kind", r.host().map_or_else(|| "(none)".to_owned(), |h| h.kind().to_owned()));
    row("port", r.port().map_or_else(|| "(none)".to_owned(), |p| p.to_string()));
    if let Some(d) = r.default_port() {
        row("default port", d.to_string());
    }
    row("path", show(Some(r.path())));
    row("query", show(r.query()));
    row("fragment", show(r.fragment()));
    help(out, r.as_uri().and_then(|u| u.suggestion()));
    out.push('\n');
    true
}

/// A command-line argument that is not UTF-8 (shown with `\xFF` escapes):
/// status 2.
fn not_utf8(arg: &std::ffi::OsStr) -> ExitCode {
    let _ = writeln!(io::stderr(), "explain: argument {arg:?} is not UTF-8; URLs and options are text");
    ExitCode::from(2)
}

/// Writes `text` to standard output. A closed pipe (`explain | head -1`)
/// ends the program quietly with status 0 (`Err(SUCCESS)`); another error
/// with status 2.
fn emit(text: &str) -> Result<(), ExitCode> {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(ExitCode::SUCCESS),
        Err(e) => {
            let _ = writeln!(io::stderr(), "explain: cannot write to standard output: {e}");
            Err(ExitCode::from(2))
        }
    }
}

/// A JSON value, just enough for explain's output.
enum Json {
    Null,
    Bool(bool),
    Int(u64),
    Str(String),
    Array(Vec<Json>),
    Object(Vec<(&'static str, Json)>),
}

impl From<&str> for Json {
    fn from(s: &str) -> Json {
        Json::Str(s.to_owned())
    }
}

impl From<Option<&str>> for Json {
    fn from(s: Option<&str>) -> Json {
        s.map_or(Json::Null, Json::from)
    }
}

impl From<Option<u16>> for Json {
    fn from(p: Option<u16>) -> Json {
        p.map_or(Json::Null, |p| Json::Int(p.into()))
    }
}

impl Json {
    /// The value on one line, as explain-json.md shows it: `", "` and `": "`
    /// between items, keys in the order given.
    fn to_line(&self) -> String {
        let mut line = String::new();
        self.write(&mut line);
        line
    }

    fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(n) => write!(out, "{n}").expect("writing to a String does not fail"),
            Json::Str(s) => write_json_string(out, s),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Object(fields) => {
                out.push('{');
                for (i, (key, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_json_string(out, key);
                    out.push_str(": ");
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

/// `s` as a JSON string (RFC 8259 §7): `\"` and `\\`, the short escapes
/// of line feed, carriage return and tab, `\u00XX` for the other control
/// characters and for DEL, and every other character as itself.
fn write_json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0'..='\u{1f}' | '\u{7f}' => {
                write!(out, "\\u{:04x}", c as u32).expect("writing to a String does not fail")
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The facts about one URL, as `(key, value)` pairs in the order of
/// explain-json.md.
fn facts(url: &Url<'_>) -> Vec<(&'static str, Json)> {
    let mut f: Vec<(&'static str, Json)> = vec![("kind", url.kind().name().into()), ("scheme", url.scheme().into())];
    if url.has_login() {
        f.push(("user", url.user().into()));
        f.push(("password", url.password().into()));
        f.push(("host", url.host_str().into()));
        f.push(("port", url.port().into()));
        f.push(("default_port", url.default_port().into()));
    }
    f.push(("fragment", url.fragment().into()));
    match url.details() {
        Details::Ftp(ftp) => {
            f.push(("cwd", Json::Array(ftp.cwd().map(Json::from).collect())));
            f.push(("name", ftp.name().into()));
            f.push(("typecode", ftp.typecode_str().into()));
        }
        Details::Http(http) => {
            f.push(("path", http.path().into()));
            f.push(("search", http.search().into()));
        }
        Details::Gopher(g) => {
            f.push(("gopher_type", g.raw_item_type().into()));
            f.push(("selector", g.selector().into()));
            f.push(("search", g.search().into()));
            f.push(("gopher_plus", g.gopher_plus().into()));
        }
        Details::Mailto(m) => f.push(("address", m.address().into())),
        Details::News(n) => {
            f.push(("group", n.group().into()));
            f.push(("message_id", n.message_id().into()));
        }
        Details::Nntp(n) => {
            f.push(("group", n.group().into()));
            f.push(("article", n.article_str().into()));
        }
        Details::Telnet(_) => {}
        Details::Wais(w) => {
            f.push(("database", w.database().into()));
            f.push(("search", w.search().into()));
            f.push(("wtype", w.wtype().into()));
            f.push(("wpath", w.wpath().into()));
        }
        Details::File(file) => f.push(("path", file.path().into())),
        Details::Prospero(p) => {
            f.push(("hsoname", p.hsoname().into()));
            let fields = p.fields().map(|(k, v)| Json::Array(vec![k.into(), v.into()])).collect();
            f.push(("fields", Json::Array(fields)));
        }
        Details::Other(o) => {
            f.push(("scheme_part", o.scheme_part().into()));
            if o.is_ip_schemepart() {
                f.push(("path", o.path().into()));
            }
        }
    }
    f
}

fn to_json(input: &str, parsed: Result<Url<'_>, ParseError>) -> String {
    let mut fields = vec![("input", Json::from(input))];
    match parsed {
        Ok(url) => {
            fields.push(("valid", Json::Bool(true)));
            fields.extend(facts(&url));
        }
        Err(e) => {
            fields.push(("valid", Json::Bool(false)));
            fields.push((
                "error",
                Json::Object(vec![
                    ("offset", Json::Int(e.offset() as u64)),
                    ("length", Json::Int(e.length() as u64)),
                    ("rule", e.rule().into()),
                    ("section", e.section().into()),
                    ("message", Json::Str(e.message().to_string())),
                ]),
            ));
        }
    }
    Json::Object(fields).to_line()
}

/// The `help:` line of a suggestion (`ParseError::suggestion`,
/// `Url::suggestion`, `Uri::suggestion`), if there is one.
fn help(out: &mut String, suggestion: Option<url_literal::advice::Suggestion<'_>>) {
    if let Some(s) = suggestion {
        writeln!(out, "  help: {s}").unwrap();
    }
}

/// The human-readable view.
fn describe(out: &mut String, input: &str, parsed: Result<Url<'_>, ParseError>) {
    writeln!(out, "{}", Escaped::new(input)).unwrap();
    let url = match parsed {
        Ok(url) => url,
        Err(e) => {
            writeln!(out, "  error: {}", Escaped::new(e.text().as_str())).unwrap();
            writeln!(out, "{}", e.display_in(input).indent(4).without_label()).unwrap();
            help(out, e.suggestion(input));
            writeln!(out, "  rule {} (RFC 1738 §{}); expected {}\n", e.rule(), e.section(), e.expected()).unwrap();
            return;
        }
    };
    let mut row = |key: &str, value: String| writeln!(out, "  {key:<12} {value}").unwrap();
    row("kind", url.kind().name().to_owned());
    row("scheme", url.scheme().to_owned());
    let show = |v: Option<&str>| v.map_or_else(|| "(none)".to_owned(), |s| format!("{s:?}"));
    if url.has_login() {
        if url.user().is_some() {
            row("user", show(url.user()));
            row("password", show(url.password()));
        }
        row(
            "host",
            match url.host() {
                Some(Host::Ipv4(a)) => format!("{} (IPv4 {})", url.host_str().unwrap_or(""), Host::Ipv4(a)),
                Some(Host::Name("")) => "(empty: the local machine)".to_owned(),
                Some(Host::Name(n)) => n.to_owned(),
                None => "(none)".to_owned(),
            },
        );
        row(
            "port",
            match (url.port(), url.default_port()) {
                (Some(p), Some(d)) if p == d => format!("{p} (the default)"),
                (Some(p), Some(d)) => format!("{p} (default {d})"),
                (Some(p), None) => p.to_string(),
                (None, Some(d)) => format!("{d} (default)"),
                (None, None) => "(none)".to_owned(),
            },
        );
    }
    match url.details() {
        Details::Ftp(ftp) => {
            row("cwd", format!("{:?}", ftp.cwd().collect::<Vec<_>>()));
            row("name", show(ftp.name()));
            row("typecode", ftp.typecode().map_or("(none: guess)".to_owned(), |t| t.as_char().to_string()));
        }
        Details::Http(http) => {
            row("path", show(http.path()));
            row("search", show(http.search()));
        }
        Details::Gopher(g) => {
            row("type", g.raw_item_type().map_or("1 (default)".to_owned(), str::to_owned));
            row("selector", show(g.selector()));
            row("search", show(g.search()));
            row("gopher+", show(g.gopher_plus()));
        }
        Details::Mailto(m) => {
            row("local part", show(Some(m.local_part())));
            row("domain", show(Some(m.domain())));
        }
        Details::News(n) => match n.target() {
            NewsTarget::All => row("group", "* (all groups)".to_owned()),
            NewsTarget::Group(g) => row("group", g.to_owned()),
            NewsTarget::Article(id) => row("message-id", id.to_owned()),
        },
        Details::Nntp(n) => {
            row("group", n.group().to_owned());
            row("article", n.article().map_or("(none)".to_owned(), |a| a.to_string()));
        }
        Details::Telnet(_) => {}
        Details::Wais(w) => {
            row("database", show(Some(w.database())));
            match w.form() {
                WaisForm::Database => row("form", "database".to_owned()),
                WaisForm::Index { search } => row("search", show(Some(search))),
                WaisForm::Document { wtype, wpath } => {
                    row("wtype", show(Some(wtype)));
                    row("wpath", show(Some(wpath)));
                }
            }
        }
        Details::File(file) => {
            row("path", show(Some(file.path())));
            row("local", file.is_local().to_string());
        }
        Details::Prospero(p) => {
            row("hsoname", show(Some(p.hsoname())));
            for (k, v) in p.fields() {
                row("field", format!("{k:?} = {v:?}"));
            }
        }
        Details::Other(o) => {
            row("scheme part", show(Some(o.scheme_part())));
            if o.is_ip_schemepart() {
                row("url-path", show(o.path()));
            }
        }
    }
    if let Some(frag) = url.fragment() {
        row("fragment", show(Some(frag)));
    }
    help(out, url.suggestion());
    out.push('\n');
}

/// A base to resolve against: an RFC 1738 URL, or an absolute reference that
/// RFC 1738 rejects (with the reason).
enum BaseArg<'a> {
    Url(Url<'a>),
    Other(RelativeRef<'a>, ParseError),
}

/// The error object of `--base --json`: a parse error's fields plus `in`.
fn error_json(offset: usize, length: usize, rule: &str, section: &str, message: String, within: &str) -> Json {
    Json::Object(vec![
        ("offset", Json::Int(offset as u64)),
        ("length", Json::Int(length as u64)),
        ("rule", rule.into()),
        ("section", section.into()),
        ("message", Json::Str(message)),
        ("in", within.into()),
    ])
}

/// `--base BASE REF...`: every reference under both algorithms. Returns the
/// output and whether the base and every reference were valid.
fn resolve_all(base_text: &str, refs: &[String], json: bool) -> (String, bool) {
    let mut out = String::new();
    let base = match Url::parse(base_text) {
        Ok(url) => Ok(BaseArg::Url(url)),
        Err(e) => match RelativeRef::parse(base_text) {
            Ok(r) if r.is_absolute() => Ok(BaseArg::Other(r, e)),
            _ => Err(e),
        },
    };
    if !json {
        match &base {
            Ok(BaseArg::Url(_)) => writeln!(out, "base {}\n", Escaped::new(base_text)).unwrap(),
            Ok(BaseArg::Other(_, e)) => writeln!(
                out,
                "base {}\n  (not an RFC 1738 URL: {}; resolved as a reference)\n",
                Escaped::new(base_text),
                Escaped::new(e.text().as_str())
            )
            .unwrap(),
            Err(e) => {
                writeln!(out, "base {}", Escaped::new(base_text)).unwrap();
                caret(&mut out, base_text, e);
                return (out, false);
            }
        }
    }
    let mut all_valid = base.is_ok();
    for reference in refs {
        let parsed = RelativeRef::parse(reference);
        all_valid &= parsed.is_ok();
        let results = match (&base, &parsed) {
            (Ok(b), Ok(r)) => Some(match b {
                BaseArg::Url(u) => {
                    (to_string(|s| resolve::resolve_rfc1630(u, r, s)), to_string(|s| resolve::resolve_rfc3986(u, r, s)))
                }
                BaseArg::Other(b, _) => {
                    (to_string(|s| resolve::resolve_rfc1630(b, r, s)), to_string(|s| resolve::resolve_rfc3986(b, r, s)))
                }
            }),
            _ => None,
        };
        if json {
            let result = |r: Option<&Result<String, ResolveError>>| match r {
                Some(Ok(s)) => Json::from(s.as_str()),
                _ => Json::Null,
            };
            let error = match (&base, &parsed) {
                (Err(e), _) => {
                    error_json(e.offset(), e.length(), e.rule(), e.section(), e.message().to_string(), "base")
                }
                (_, Err(e)) => {
                    error_json(e.offset(), e.length(), e.rule(), e.section(), e.message().to_string(), "reference")
                }
                _ => Json::Null,
            };
            let fields = vec![
                ("base", Json::from(base_text)),
                ("reference", Json::from(reference.as_str())),
                ("rfc1630", result(results.as_ref().map(|r| &r.0))),
                ("rfc3986", result(results.as_ref().map(|r| &r.1))),
                ("error", error),
            ];
            out.push_str(&Json::Object(fields).to_line());
            out.push('\n');
            continue;
        }
        match (&parsed, &results) {
            (Err(e), _) => {
                writeln!(out, "{}", Escaped::new(reference)).unwrap();
                caret(&mut out, reference, e);
            }
            (Ok(r), Some((old, new))) => {
                let form = match r.form() {
                    resolve::RefForm::Absolute => "absolute",
                    resolve::RefForm::NetworkPath => "network-path",
                    resolve::RefForm::AbsolutePath => "absolute-path",
                    resolve::RefForm::RelativePath => "relative-path",
                    resolve::RefForm::Params => "params",
                    resolve::RefForm::Query => "query",
                    resolve::RefForm::Fragment => "fragment",
                    resolve::RefForm::Empty => "empty",
                };
                writeln!(out, "{:?}  ({form} reference)", reference).unwrap();
                for (name, result) in [("rfc1630", old), ("rfc3986", new)] {
                    match result {
                        Ok(s) => match Url::parse(s) {
                            Ok(_) => writeln!(out, "  {name:<9} {}", Escaped::new(s)).unwrap(),
                            Err(e) => writeln!(
                                out,
                                "  {name:<9} {}\n  {:<9} (not an RFC 1738 URL: {})",
                                Escaped::new(s),
                                "",
                                Escaped::new(e.text().as_str())
                            )
                            .unwrap(),
                        },
                        Err(e) => writeln!(out, "  {name:<9} (does not apply: {e})").unwrap(),
                    }
                }
                out.push('\n');
            }
            (Ok(_), None) => {}
        }
    }
    (out, all_valid)
}

/// Runs a resolving function into a new string.
fn to_string(f: impl FnOnce(&mut String) -> Result<(), ResolveError>) -> Result<String, ResolveError> {
    let mut s = String::new();
    f(&mut s).map(|()| s)
}

/// An error under its text, with carets under the offending characters.
fn caret(out: &mut String, input: &str, e: &ParseError) {
    writeln!(out, "  error: {}", Escaped::new(e.text().as_str())).unwrap();
    writeln!(out, "{}\n", e.display_in(input).indent(4).without_label()).unwrap();
}

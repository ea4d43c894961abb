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

use serde_core::ser::{Serialize, SerializeMap, Serializer};
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
                let value = rfc3986_json::UriJson::new(input);
                all_valid &= value.is_valid();
                out.push_str(&to_line(&value));
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
            out.push_str(&to_line(&UrlJson { input, parsed }));
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

#[path = "support/json_line.rs"]
mod json_line;

use json_line::{to_line, ErrorJson};

/// The explain-json object of one URL (explain-json.md): `input`, `valid`,
/// then the facts or the error.
struct UrlJson<'a> {
    input: &'a str,
    parsed: Result<Url<'a>, ParseError>,
}

impl Serialize for UrlJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("input", self.input)?;
        map.serialize_entry("valid", &self.parsed.is_ok())?;
        match &self.parsed {
            Ok(url) => facts(&mut map, url)?,
            Err(e) => map.serialize_entry("error", &ErrorJson::of(e, None))?,
        }
        map.end()
    }
}

/// The facts about one URL, in the order of explain-json.md.
fn facts<M: SerializeMap>(f: &mut M, url: &Url<'_>) -> Result<(), M::Error> {
    f.serialize_entry("kind", url.kind().name())?;
    f.serialize_entry("scheme", url.scheme())?;
    if url.has_login() {
        f.serialize_entry("user", &url.user())?;
        f.serialize_entry("password", &url.password())?;
        f.serialize_entry("host", &url.host_str())?;
        f.serialize_entry("port", &url.port())?;
        f.serialize_entry("default_port", &url.default_port())?;
    }
    f.serialize_entry("fragment", &url.fragment())?;
    match url.details() {
        Details::Ftp(ftp) => {
            f.serialize_entry("cwd", &ftp.cwd().collect::<Vec<_>>())?;
            f.serialize_entry("name", &ftp.name())?;
            f.serialize_entry("typecode", &ftp.typecode_str())?;
        }
        Details::Http(http) => {
            f.serialize_entry("path", &http.path())?;
            f.serialize_entry("search", &http.search())?;
        }
        Details::Gopher(g) => {
            f.serialize_entry("gopher_type", &g.raw_item_type())?;
            f.serialize_entry("selector", &g.selector())?;
            f.serialize_entry("search", &g.search())?;
            f.serialize_entry("gopher_plus", &g.gopher_plus())?;
        }
        Details::Mailto(m) => f.serialize_entry("address", m.address())?,
        Details::News(n) => {
            f.serialize_entry("group", &n.group())?;
            f.serialize_entry("message_id", &n.message_id())?;
        }
        Details::Nntp(n) => {
            f.serialize_entry("group", n.group())?;
            f.serialize_entry("article", &n.article_str())?;
        }
        Details::Telnet(_) => {}
        Details::Wais(w) => {
            f.serialize_entry("database", w.database())?;
            f.serialize_entry("search", &w.search())?;
            f.serialize_entry("wtype", &w.wtype())?;
            f.serialize_entry("wpath", &w.wpath())?;
        }
        Details::File(file) => f.serialize_entry("path", &file.path())?,
        Details::Prospero(p) => {
            f.serialize_entry("hsoname", p.hsoname())?;
            f.serialize_entry("fields", &p.fields().collect::<Vec<_>>())?;
        }
        Details::Other(o) => {
            f.serialize_entry("scheme_part", o.scheme_part())?;
            if o.is_ip_schemepart() {
                f.serialize_entry("path", &o.path())?;
            }
        }
    }
    Ok(())
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

/// The object of `--base --json` for one reference.
struct ResolveJson<'a> {
    base: &'a str,
    reference: &'a str,
    rfc1630: Option<&'a str>,
    rfc3986: Option<&'a str>,
    error: Option<ErrorJson<'a>>,
}

impl Serialize for ResolveJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(5))?;
        map.serialize_entry("base", self.base)?;
        map.serialize_entry("reference", self.reference)?;
        map.serialize_entry("rfc1630", &self.rfc1630)?;
        map.serialize_entry("rfc3986", &self.rfc3986)?;
        map.serialize_entry("error", &self.error)?;
        map.end()
    }
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
            let error = match (&base, &parsed) {
                (Err(e), _) => Some(ErrorJson::of(e, Some("base"))),
                (_, Err(e)) => Some(ErrorJson::of(e, Some("reference"))),
                _ => None,
            };
            out.push_str(&to_line(&ResolveJson {
                base: base_text,
                reference,
                rfc1630: results.as_ref().and_then(|r| r.0.as_deref().ok()),
                rfc3986: results.as_ref().and_then(|r| r.1.as_deref().ok()),
                error,
            }));
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

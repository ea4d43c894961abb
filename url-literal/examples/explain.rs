//! Explains URLs: what RFC 3986 and RFC 1738 each make of one, or exactly
//! where and why it is not one.
//!
//! ```text
//! cargo run -p url-literal --example explain                 # a tour: today's URLs, every RFC 1738 scheme, mistakes
//! cargo run -p url-literal --example explain -- URL...       # for people
//! cargo run -p url-literal --example explain -- --grammar rfc3986 URL...  # one grammar only
//! cargo run -p url-literal --example explain -- --json URL...  # one JSON object per URL
//! ```
//!
//! The view for people shows each input under both grammars, RFC 3986 first
//! (the grammar of today's URLs, which `uri!` checks), then RFC 1738 (`url!`):
//!
//! ```text
//! http://[::1]:8080/
//!   RFC 3986: valid URI (uri!, http_uri!)
//!     scheme       "http"
//!     host         "[::1]" (IPv6 [::1])
//!     port         8080
//!     HttpUri      is_secure false, port_or_default 8080
//!     path         "/"
//!   RFC 1738: not a URL
//!     error: unexpected character '[' in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)
//!       http://[::1]:8080/
//!              ^
//!     rule host (RFC 1738 §3.1); expected letters, digits, '-' and '.' (no escapes)
//! ```
//!
//! Under each grammar's heading (valid, and the macros that take the text;
//! or the error), the components it reads, raw (still percent-encoded). The
//! RFC 3986 view is `UriRef`'s, with the typed view of http, https, ws and
//! wss (`HttpUri`, `WsUri`: `is_secure`, `port_or_default`); components
//! that are absent have no row. A relative reference (`../v2/items`) is an
//! RFC 3986 `relative-ref`; RFC 1738 has none at top level (relative URLs
//! are RFC 1808's), and says only that. An error is drawn with
//! `url_core::render`, carets under the offending characters, then its
//! rule; the note RFC 1738's errors end with when the text is a URI ("use
//! uri!") is left out, since the RFC 3986 view above says so.
//!
//! Text outside ASCII is also read as an IRI (RFC 3987, `iri!`), shown
//! first with the URI it maps to (§3.1).
//!
//! `--grammar rfc3986` or `--grammar rfc1738` (also `--grammar=NAME`) shows
//! that grammar alone; another name is refused (status 2) with the list of
//! the known ones. `--grammar rfc3987` reads IRIs (RFC 3987: Unicode as
//! written, `iri!`), and shows the URI each maps to (§3.1).
//! `--grammar rfc6570` reads RFC 6570 URI templates (`UriTemplate`): the
//! level, variables and expressions; with `--vars JSON` (an object of
//! variables: strings, numbers, arrays, objects in their order, `null`)
//! the expansion, or the refusal naming the variable. `--vars` without
//! `--grammar rfc6570`, or a `--vars` that is no such object, is refused
//! (status 2).
//!
//! Exit status, for people: 1 when an input given is valid under none of
//! the grammars shown (both without `--grammar`: a text valid under either
//! is explained), else 0; the tour, whose mistakes are on purpose, is 0.
//! With `--json` the status is 0: each object says `valid`.
//!
//! `--json` prints the format of `docs/explain-json.md`: RFC 1738 objects,
//! or with `--grammar rfc3986` RFC 3986 objects (`rfc3987`: RFC 3987 ones,
//! with their `uri`; `rfc6570`: templates, with their `expansion` under
//! `--vars`); raw (still percent-encoded)
//! components, `null` for absent ones. A `--` argument ends the options.
//! An argument that is not UTF-8 is refused (status 2): a URL is text.
//!
//! The view for people echoes its input with control, bidi and invisible
//! characters escaped the way Rust's `char::escape_debug` writes them
//! (`\u{1b}`, `\t`, `\u{202e}`), and draws errors with `url_core::render`, so
//! the carets stay under the right characters; the JSON escapes as JSON does.
//! It adds a `help:` line with url-core's likely fix when there is one
//! (`ParseError::suggestion`, and `Url::suggestion` / `Uri::suggestion` for a
//! valid text such as `localhost:8080`), once when both grammars give the
//! same; the JSON has no such key.
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
//! invalid (an algorithm that does not apply is not an error). `--base` takes
//! no `--grammar rfc3986` (status 2).

use std::fmt::Write as _;
use std::io::{self, Write as _};
use std::process::ExitCode;

use serde_core::ser::{Serialize, SerializeMap, Serializer};
use url_literal::render::Escaped;
use url_literal::resolve::{self, RelativeRef, ResolveError};
use url_literal::{Details, Host, HttpUri, NewsTarget, ParseError, UriHost, UriRef, Url, WaisForm, WsUri};

/// The tour's first stops: URLs of today, which RFC 3986 reads.
const TODAY: &[&str] = &[
    "https://api.example.com/v1/users?next=/home#top",
    "http://[::1]:8080/",
    "wss://chat.example.org/socket",
    "../v2/items?page=2",
    "//cdn.example.net/lib.js",
];

/// The tour's IRI: Unicode as written, which RFC 3987 reads and maps to a URI.
const IRI: &str = "https://de.wikipedia.org/wiki/München?action=edit";

/// The schemes of RFC 1738, one URL or more each.
const RFC1738_SCHEMES: &[&str] = &[
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
];

/// Mistakes: of RFC 1738 only, of RFC 3986 only, of neither grammar (valid,
/// but likely not what was meant), of both.
const MISTAKES: &[&str] =
    &["ftp://host/~smith/", "ws://chat.example.org/socket#room", "localhost:8080", "http://user@host/", "http://[::1/"];

/// One input of the tour: the heading of the group it starts, and a note
/// saying where its text comes from.
struct Stop {
    heading: Option<&'static str>,
    text: String,
    note: Option<String>,
}

/// The tour shown when no URL is given: today's URLs (one of them built by
/// `uri_format!`), every scheme of RFC 1738, and a few mistakes.
fn tour_stops() -> Vec<Stop> {
    let stop = |heading, text: &str| Stop { heading, text: text.to_owned(), note: None };
    let mut stops: Vec<Stop> = Vec::new();
    for (i, text) in TODAY.iter().enumerate() {
        stops.push(stop((i == 0).then_some("today's URLs (RFC 3986)"), text));
    }
    // A template's output: the '/' of the value stays in its path segment.
    let (user, page) = ("o'brien/admin", 2);
    // A text value in a path segment takes the fallible form (a `..` is refused).
    let built = url_literal::try_uri_format!("https://api.example.com/v2/users/{user}/repos?page={page}")
        .map_or_else(|e| e.to_string(), url_literal::UriBuf::into_string);
    stops.push(Stop {
        heading: None,
        text: built,
        note: Some(format!(
            "built by try_uri_format!(\"https://api.example.com/v2/users/{{user}}/repos?page={{page}}\") with user = \
             {user:?}, page = {page}"
        )),
    });
    // Unicode as people write it: an IRI (RFC 3987), shown first for text outside ASCII.
    stops.push(stop(None, IRI));
    for (i, text) in RFC1738_SCHEMES.iter().enumerate() {
        stops.push(stop((i == 0).then_some("the schemes of RFC 1738"), text));
    }
    for (i, text) in MISTAKES.iter().enumerate() {
        stops.push(stop((i == 0).then_some("mistakes"), text));
    }
    stops
}

#[path = "support/rfc3986_json.rs"]
#[macro_use]
mod rfc3986_json;
#[path = "support/rfc3987_json.rs"]
mod rfc3987_json;
#[path = "support/rfc6570_json.rs"]
mod rfc6570_json;

/// A grammar `--grammar` names.
#[derive(Clone, Copy, PartialEq)]
enum Grammar {
    Rfc1738,
    Rfc3986,
    Rfc3987,
    Rfc6570,
}

/// The names `--grammar` takes, in the order the human view shows them.
const GRAMMARS: &[(&str, Grammar)] = &[
    ("rfc3986", Grammar::Rfc3986),
    ("rfc1738", Grammar::Rfc1738),
    ("rfc3987", Grammar::Rfc3987),
    ("rfc6570", Grammar::Rfc6570),
];

/// The grammar named `name` (the value of `--grammar`), or the message for
/// a name that is none.
fn grammar_named(name: Option<&str>) -> Result<Grammar, String> {
    let known = GRAMMARS.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ");
    match name {
        None => Err(format!("explain: --grammar needs a grammar; known grammars: {known}")),
        Some(name) => GRAMMARS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, g)| *g)
            .ok_or_else(|| format!("explain: unknown grammar \"{}\"; known grammars: {known}", Escaped::new(name))),
    }
}

fn main() -> ExitCode {
    let mut json = false;
    let mut grammar = None;
    let mut urls = Vec::new();
    let mut base = None;
    let mut vars = None;
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
        } else if options && (arg == "--grammar" || arg.starts_with("--grammar=")) {
            let name = match arg.strip_prefix("--grammar=") {
                Some(name) => Some(name.to_owned()),
                None => match args.next().map(|g| g.into_string()) {
                    Some(Ok(g)) => Some(g),
                    Some(Err(g)) => return not_utf8(&g),
                    None => None,
                },
            };
            grammar = match grammar_named(name.as_deref()) {
                Ok(g) => Some(g),
                Err(message) => {
                    let _ = writeln!(io::stderr(), "{message}");
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
        } else if options && arg == "--vars" {
            let parsed = match args.next().map(|v| v.into_string()) {
                Some(Ok(v)) => rfc6570_json::Vars::parse(&v),
                Some(Err(v)) => return not_utf8(&v),
                None => Err("explain: --vars needs a JSON object".to_owned()),
            };
            match parsed {
                Ok(v) => vars = Some(v),
                Err(message) => {
                    let _ = writeln!(io::stderr(), "{message}");
                    return ExitCode::from(2);
                }
            }
        } else if options && (arg == "--help" || arg == "-h") {
            let usage = "usage: explain [--json] [--grammar rfc3986|rfc1738|rfc3987|rfc6570] [--] [URL...]\n       \
                         explain [--json] --base BASE [--] REF...\n       \
                         explain [--json] --grammar rfc6570 [--vars JSON] [--] TEMPLATE...\n";
            return emit(usage).err().unwrap_or(ExitCode::SUCCESS);
        } else {
            urls.push(arg);
        }
    }
    if vars.is_some() && grammar != Some(Grammar::Rfc6570) {
        let _ = writeln!(io::stderr(), "explain: --vars expands URI templates; it needs --grammar rfc6570");
        return ExitCode::from(2);
    }
    if let Some(base) = base {
        if let Some(g @ (Grammar::Rfc3986 | Grammar::Rfc3987 | Grammar::Rfc6570)) = grammar {
            let name = GRAMMARS.iter().find(|(_, h)| *h == g).map_or("", |(n, _)| *n);
            let _ = writeln!(io::stderr(), "explain: --base resolves RFC 1738 URLs; it does not take --grammar {name}");
            return ExitCode::from(2);
        }
        let (out, all_valid) = resolve_all(&base, &urls, json);
        if let Err(code) = emit(&out) {
            return code;
        }
        return if !json && !all_valid { ExitCode::from(1) } else { ExitCode::SUCCESS };
    }
    let tour = urls.is_empty();
    let stops = if tour {
        tour_stops()
    } else {
        urls.into_iter().map(|text| Stop { heading: None, text, note: None }).collect()
    };
    // Whether every input is valid under a grammar shown.
    let mut all_explained = true;
    for stop in &stops {
        let input = stop.text.as_str();
        let mut out = String::new();
        if json {
            // explain-json.md: RFC 1738 unless --grammar rfc3986, rfc3987 or rfc6570.
            if grammar == Some(Grammar::Rfc3986) {
                out.push_str(&to_line(&rfc3986_json::UriJson::new(input)));
            } else if grammar == Some(Grammar::Rfc3987) {
                out.push_str(&to_line(&rfc3987_json::IriJson::new(input)));
            } else if grammar == Some(Grammar::Rfc6570) {
                out.push_str(&to_line(&rfc6570_json::TemplateJson::new(input, vars.as_ref())));
            } else {
                out.push_str(&to_line(&UrlJson { input, parsed: Url::parse(input) }));
            }
            out.push('\n');
        } else {
            if let Some(heading) = stop.heading {
                writeln!(out, "== {heading} ==\n").unwrap();
            }
            all_explained &= if grammar == Some(Grammar::Rfc6570) {
                writeln!(out, "{}", Escaped::new(input)).unwrap();
                let valid = rfc6570_json::describe(&mut out, input, vars.as_ref());
                out.push('\n');
                valid
            } else {
                describe(&mut out, input, stop.note.as_deref(), grammar)
            };
        }
        if let Err(code) = emit(&out) {
            return code;
        }
    }
    if !json && !all_explained && !tour {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
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

/// The view for people of one input: the input, then what each grammar
/// shown makes of it (RFC 3987 first for text outside ASCII, then RFC 3986,
/// then RFC 1738; `grammar` keeps one). Returns whether
/// the input is valid under a grammar shown.
fn describe(out: &mut String, input: &str, note: Option<&str>, grammar: Option<Grammar>) -> bool {
    writeln!(out, "{}", Escaped::new(input)).unwrap();
    if let Some(note) = note {
        writeln!(out, "  ({note})").unwrap();
    }
    let valid = match grammar {
        Some(Grammar::Rfc3986) => rfc3986(out, input).0,
        Some(Grammar::Rfc1738) => rfc1738(out, input, None),
        Some(Grammar::Rfc3987) => rfc3987_json::describe(out, input),
        Some(Grammar::Rfc6570) => rfc6570_json::describe(out, input, None),
        None => {
            // Text outside ASCII is read as people read it first: an IRI.
            let iri = !input.is_ascii() && rfc3987_json::describe(out, input);
            let (valid, help) = rfc3986(out, input);
            // Every grammar runs: no short-circuit.
            rfc1738(out, input, Some(help.as_deref())) | valid | iri
        }
    };
    out.push('\n');
    valid
}

/// One row of facts: a key and its value, under a grammar's heading.
fn row(out: &mut String, key: &str, value: impl std::fmt::Display) {
    writeln!(out, "    {key:<12} {value}").unwrap();
}

/// The `help:` line of a suggestion (`ParseError::suggestion`,
/// `Url::suggestion`, `Uri::suggestion`), unless it is `shown` already;
/// returns its text.
fn help(
    out: &mut String,
    suggestion: Option<url_literal::advice::Suggestion<'_>>,
    shown: Option<&str>,
) -> Option<String> {
    let text = suggestion?.to_string();
    if shown != Some(text.as_str()) {
        writeln!(out, "    help: {text}").unwrap();
    }
    Some(text)
}

/// An error of either grammar: its message (`text`), the input with carets
/// under the offending characters, the `help:` line, the rule.
fn error_block(out: &mut String, input: &str, e: &ParseError, text: &str, shown: Option<&str>) -> Option<String> {
    writeln!(out, "    error: {}", Escaped::new(text)).unwrap();
    writeln!(out, "{}", e.display_in(input).indent(6).without_label()).unwrap();
    let help = help(out, e.suggestion(input), shown);
    writeln!(out, "    rule {} ({}); expected {}", e.rule(), e.citation().as_str(), e.expected()).unwrap();
    help
}

/// `input` read as an RFC 3986 URI reference (`UriRef`, and for http, https,
/// ws and wss the typed view `HttpUri` / `WsUri`): whether it is one, and
/// the text of its `help:` line.
fn rfc3986(out: &mut String, input: &str) -> (bool, Option<String>) {
    let r = match UriRef::parse(input) {
        Ok(r) => r,
        Err(e) => {
            writeln!(out, "  RFC 3986: not a URI reference").unwrap();
            return (false, error_block(out, input, &e, e.text().as_str(), None));
        }
    };
    let uri = r.as_uri();
    // The typed views, with what they add: is_secure and port_or_default.
    let typed = uri.and_then(|u| {
        let http = HttpUri::from_uri(u).ok().map(|h| ("HttpUri", "http_uri!", h.is_secure(), h.port_or_default()));
        http.or_else(|| WsUri::from_uri(u).ok().map(|w| ("WsUri", "ws_uri!", w.is_secure(), w.port_or_default())))
    });
    // The view of a scheme read by its own RFC (file, mailto, data, urn).
    let own = uri.and_then(rfc3986_json::SchemeView::of);
    match (uri, typed, &own) {
        (None, ..) => writeln!(out, "  RFC 3986: valid relative reference (uri_ref!)").unwrap(),
        (Some(_), Some((_, mac, ..)), _) => writeln!(out, "  RFC 3986: valid URI (uri!, {mac})").unwrap(),
        (Some(_), None, Some(view)) => writeln!(out, "  RFC 3986: valid URI (uri!, {})", view.names().1).unwrap(),
        (Some(_), None, None) => writeln!(out, "  RFC 3986: valid URI (uri!)").unwrap(),
    }
    if let Some(scheme) = r.scheme() {
        row(out, "scheme", format_args!("{scheme:?}"));
    }
    if let Some(userinfo) = r.userinfo() {
        row(out, "userinfo", format_args!("{userinfo:?}"));
    }
    if let (Some(text), Some(host)) = (r.host_str(), r.host()) {
        match host {
            UriHost::RegName("") => row(out, "host", "\"\" (empty reg-name)"),
            UriHost::RegName(_) => row(out, "host", format_args!("{text:?} (reg-name)")),
            UriHost::Ipv4(_) => row(out, "host", format_args!("{text:?} (IPv4 {host})")),
            UriHost::Ipv6(_) => row(out, "host", format_args!("{text:?} (IPv6 {host})")),
            UriHost::IpvFuture(_) => row(out, "host", format_args!("{text:?} (IPvFuture)")),
        }
    }
    match (r.port_str(), r.port()) {
        (Some(""), _) => row(out, "port", "(empty)"),
        (Some(digits), Some(port)) if digits != port.to_string() => {
            row(out, "port", format_args!("{port} ({digits:?})"))
        }
        (Some(_), Some(port)) => row(out, "port", port),
        _ => {}
    }
    if let Some((view, _, secure, port)) = typed {
        row(out, view, format_args!("is_secure {secure}, port_or_default {port}"));
    }
    row(out, "path", format_args!("{:?}", r.path()));
    if let Some(query) = r.query() {
        row(out, "query", format_args!("{query:?}"));
    }
    if let Some(fragment) = r.fragment() {
        row(out, "fragment", format_args!("{fragment:?}"));
    }
    if let Some(view) = own {
        row(out, view.names().0, format_args!("{} (RFC {})", view.scheme(), view_rfc(view.scheme())));
        for (name, value) in view.rows() {
            row(out, name, value);
        }
    }
    (true, help(out, uri.and_then(|u| u.suggestion()), None))
}

/// The RFC that defines `scheme`, one of the four of `SchemeView`.
fn view_rfc(scheme: &str) -> &'static str {
    match scheme {
        "file" => "8089",
        "mailto" => "6068",
        "data" => "2397",
        _ => "8141",
    }
}

/// The note RFC 1738's errors end with when the text is an RFC 3986 URI
/// (`ParseError::input_is_uri`): left out when the RFC 3986 view is shown
/// above, which says so.
const URI_NOTE: &str = "; the text is a valid RFC 3986 URI: use uri! or Uri::parse";

/// `input` read as an RFC 1738 URL: whether it is one. With the RFC 3986
/// view shown above (`shown`: its `help:` text), the note that the text is
/// a URI and a `help:` line it has given already are left out.
fn rfc1738(out: &mut String, input: &str, shown: Option<Option<&str>>) -> bool {
    let url = match Url::parse(input) {
        Ok(url) => url,
        Err(e) => {
            let seen = shown.flatten();
            if matches!(UriRef::parse(input), Ok(r) if r.is_relative()) {
                writeln!(out, "  RFC 1738: no relative URLs at top level (RFC 1808 has them; see --base)").unwrap();
                help(out, e.suggestion(input), seen);
                return false;
            }
            writeln!(out, "  RFC 1738: not a URL").unwrap();
            let text = e.text();
            let text = match shown {
                Some(_) => text.as_str().strip_suffix(URI_NOTE).unwrap_or(text.as_str()),
                None => text.as_str(),
            };
            error_block(out, input, &e, text, seen);
            return false;
        }
    };
    let kind = url.kind().name();
    match kind {
        "other" => writeln!(out, "  RFC 1738: valid URL (url!)").unwrap(),
        "https" => writeln!(out, "  RFC 1738: valid https URL (url!, http_url!)").unwrap(),
        _ => writeln!(out, "  RFC 1738: valid {kind} URL (url!, {kind}_url!)").unwrap(),
    }
    let show = |v: Option<&str>| v.map_or_else(|| "(none)".to_owned(), |s| format!("{s:?}"));
    if kind == "other" {
        row(out, "scheme", format_args!("{:?}", url.scheme()));
    }
    if url.has_login() {
        if url.user().is_some() {
            row(out, "user", show(url.user()));
            row(out, "password", show(url.password()));
        }
        row(
            out,
            "host",
            match url.host() {
                Some(Host::Ipv4(a)) => format!("{} (IPv4 {})", url.host_str().unwrap_or(""), Host::Ipv4(a)),
                Some(Host::Name("")) => "(empty: the local machine)".to_owned(),
                Some(Host::Name(n)) => n.to_owned(),
                None => "(none)".to_owned(),
            },
        );
        row(
            out,
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
            row(out, "cwd", format_args!("{:?}", ftp.cwd().collect::<Vec<_>>()));
            row(out, "name", show(ftp.name()));
            row(out, "typecode", ftp.typecode().map_or("(none: guess)".to_owned(), |t| t.as_char().to_string()));
        }
        Details::Http(http) => {
            row(out, "path", show(http.path()));
            row(out, "search", show(http.search()));
        }
        Details::Gopher(g) => {
            row(out, "type", g.raw_item_type().map_or("1 (default)".to_owned(), str::to_owned));
            row(out, "selector", show(g.selector()));
            row(out, "search", show(g.search()));
            row(out, "gopher+", show(g.gopher_plus()));
        }
        Details::Mailto(m) => {
            row(out, "local part", show(Some(m.local_part())));
            row(out, "domain", show(Some(m.domain())));
        }
        Details::News(n) => match n.target() {
            NewsTarget::All => row(out, "group", "* (all groups)"),
            NewsTarget::Group(g) => row(out, "group", g),
            NewsTarget::Article(id) => row(out, "message-id", id),
        },
        Details::Nntp(n) => {
            row(out, "group", n.group());
            row(out, "article", n.article().map_or("(none)".to_owned(), |a| a.to_string()));
        }
        Details::Telnet(_) => {}
        Details::Wais(w) => {
            row(out, "database", show(Some(w.database())));
            match w.form() {
                WaisForm::Database => row(out, "form", "database"),
                WaisForm::Index { search } => row(out, "search", show(Some(search))),
                WaisForm::Document { wtype, wpath } => {
                    row(out, "wtype", show(Some(wtype)));
                    row(out, "wpath", show(Some(wpath)));
                }
            }
        }
        Details::File(file) => {
            row(out, "path", show(Some(file.path())));
            row(out, "local", file.is_local());
        }
        Details::Prospero(p) => {
            row(out, "hsoname", show(Some(p.hsoname())));
            for (k, v) in p.fields() {
                row(out, "field", format_args!("{k:?} = {v:?}"));
            }
        }
        Details::Other(o) => {
            row(out, "scheme part", show(Some(o.scheme_part())));
            if o.is_ip_schemepart() {
                row(out, "url-path", show(o.path()));
            }
        }
    }
    if let Some(frag) = url.fragment() {
        row(out, "fragment", show(Some(frag)));
    }
    help(out, url.suggestion(), shown.flatten());
    true
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

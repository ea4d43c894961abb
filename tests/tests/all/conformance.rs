//! The conformance suite, wired into `cargo test`.
//!
//! The vectors and `check.py` are the repository's copies in
//! `tests/conformance/` (see the README there). Three tests use them:
//!
//! - [`check_py_passes`] runs `check.py` itself against the `explain` example,
//!   exactly as CI does, and wants N >= 700 passed and every failure one of
//!   the disputes of `tests/conformance/disputes.json`;
//! - [`parse_json_verdicts`] checks every verdict of `parse.json` against
//!   [`url_core::Url::parse`] directly, without Python or the example, and
//!   every disputed vector against the exact error the dispute records;
//! - [`explain_json_shape`] checks that `explain --json` prints the keys
//!   `docs/explain-json.md` requires for each kind, and its two examples
//!   value for value.
//!
//! A missing file is a failure, never a skip: a suite that is not there has
//! not passed.

use crate::support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use serde_json::{json, Map, Value};
use support::{build_example, data, parse_json_disputes, repo_root, report};
use url_core::Url;

/// The fewest vectors a run may check and still count: `parse.json` holds 759
/// absolute ones; far fewer means the suite was not really read.
const MIN_VECTORS: usize = 700;

/// The `explain` example, built once per test run into a target directory of
/// its own under `CARGO_TARGET_TMPDIR`, so that the nested cargo never waits on
/// the lock of the build that is running these tests.
fn explain() -> &'static Path {
    static EXPLAIN: OnceLock<PathBuf> = OnceLock::new();
    EXPLAIN.get_or_init(|| build_example("explain"))
}

/// Quotes `s` for Python's `shlex.split` (POSIX rules).
fn shell_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

#[test]
fn check_py_passes() {
    let check = data::conformance("check.py");
    assert!(check.is_file(), "{} is missing; it is part of the repository", check.display());
    let explain = explain().to_str().expect("explain's path is UTF-8");
    let out = Command::new("python3")
        .current_dir(repo_root())
        .arg(&check)
        .args(["--show", "100000", "--explain"])
        .arg(format!("{} --json", shell_quote(explain)))
        .output()
        .unwrap_or_else(|e| panic!("cannot run python3, which the conformance suite needs: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let last = stdout.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
    let (passed, failed) = last
        .strip_suffix(" failed")
        .and_then(|l| l.split_once(" passed, "))
        .and_then(|(p, f)| Some((p.parse::<usize>().ok()?, f.parse::<usize>().ok()?)))
        .unwrap_or_else(|| panic!("check.py's last line is not `N passed, M failed`: {last:?}\n{}", report(&out)));
    // `FAIL '<input>' [source]`: Python's repr of the input; the disputed
    // inputs hold no quote or backslash, so their repr is `'<input>'`.
    let disputed: Vec<String> = parse_json_disputes().iter().map(|d| format!("FAIL '{}' [", d.input)).collect();
    let failures: Vec<&str> = stdout.lines().filter(|l| l.starts_with("FAIL ")).collect();
    let undisputed: Vec<&&str> = failures.iter().filter(|l| !disputed.iter().any(|d| l.starts_with(d))).collect();
    assert!(undisputed.is_empty(), "check.py reported failures that are not disputes:\n{}", report(&out));
    assert_eq!(failures.len(), failed, "check.py's count of failures and its FAIL lines disagree:\n{}", report(&out));
    assert_eq!(out.status.success(), failed == 0, "check.py's exit status:\n{}", report(&out));
    assert!(passed >= MIN_VECTORS, "check.py checked only {passed} vectors (want >= {MIN_VECTORS}):\n{}", report(&out));
}

#[test]
fn parse_json_verdicts() {
    let path = data::conformance("parse.json");
    let text = data::text(&path);
    let entries: Vec<Value> =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} is not a JSON array: {e}", path.display()));

    let disputes = parse_json_disputes();
    let mut checked = 0;
    let mut problems = Vec::new();
    for d in &disputes {
        let Some(entry) = entries.iter().find(|e| e["input"] == *d.input) else {
            problems.push(format!("{:?}: disputed, but parse.json no longer holds it", d.input));
            continue;
        };
        if entry["expect"] != *d.labelled {
            // settled in the shared file: the ordinary check below covers it
            continue;
        }
        checked += 1;
        match (Url::parse(&d.input), &d.error) {
            (Ok(_), None) if d.verdict == "valid" => {}
            (Err(e), Some(want)) => {
                let got = (e.offset(), e.length(), e.rule(), e.section(), e.message().to_string());
                let wanted =
                    (want.offset, want.length, want.rule.as_str(), want.section.as_str(), want.message.clone());
                if got != wanted {
                    problems.push(format!("{:?}: disputed as {:?}, but the error is {got:?}", d.input, d.error));
                }
            }
            (got, _) => {
                problems.push(format!("{:?}: disputed as {}, but Url::parse gives {got:?}", d.input, d.verdict))
            }
        }
    }
    for entry in &entries {
        if entry["kind"] == "relative" || entry["scheme"] == "relative" || entry["expect"] == "unknown" {
            continue;
        }
        if disputes.iter().any(|d| entry["input"] == *d.input && entry["expect"] == *d.labelled) {
            continue;
        }
        let input = entry["input"].as_str().unwrap_or_else(|| panic!("entry without an input: {entry}"));
        let source = entry["source"].as_str().unwrap_or("?");
        let expect_valid = match entry["expect"].as_str() {
            Some("valid") => true,
            Some("invalid") => false,
            other => panic!("entry {input:?} has an unknown verdict {other:?}"),
        };
        checked += 1;
        match Url::parse(input) {
            Ok(url) if expect_valid => {
                if url.as_str() != input {
                    problems.push(format!("{input:?} [{source}]: parsed, but as_str() is {:?}", url.as_str()));
                }
            }
            Ok(_) => problems.push(format!("{input:?} [{source}]: expected invalid, but it parses")),
            Err(e) if expect_valid => problems.push(format!("{input:?} [{source}]: expected valid, got error: {e}")),
            Err(e) => {
                let (offset, length) = (e.offset(), e.length());
                if offset.checked_add(length).is_none_or(|end| end > input.len()) {
                    problems.push(format!(
                        "{input:?} [{source}]: error span {offset}+{length} lies outside the input ({} bytes): {e}",
                        input.len()
                    ));
                } else if input.get(e.span()).is_none() {
                    problems.push(format!(
                        "{input:?} [{source}]: error span {offset}+{length} splits a UTF-8 character: {e}"
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} of {checked} parse.json vectors disagree with Url::parse:\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert!(checked >= MIN_VECTORS, "only {checked} parse.json vectors were checked (want >= {MIN_VECTORS})");
}

/// Runs `explain --json -- URL...` and returns one parsed object per URL.
fn explain_json(urls: &[&str]) -> Vec<Map<String, Value>> {
    let out = Command::new(explain())
        .args(["--json", "--"])
        .args(urls)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", explain().display()));
    assert!(out.status.success(), "explain --json failed:\n{}", report(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), urls.len(), "explain --json printed one line per URL?\n{}", report(&out));
    lines
        .iter()
        .map(|line| match serde_json::from_str(line) {
            Ok(Value::Object(map)) => map,
            Ok(other) => panic!("explain --json printed a non-object: {other}"),
            Err(e) => panic!("explain --json printed a line that is not JSON ({e}): {line}"),
        })
        .collect()
}

/// Keys of every valid object.
const BASE: &[&str] = &["input", "valid", "kind", "scheme", "fragment"];
/// Keys of every kind with `//`.
const LOGIN: &[&str] = &["user", "password", "host", "port", "default_port"];

/// The keys explain-json.md requires for a valid URL of `kind` (with `login`
/// when it has `//`), and the ones it allows beside them.
fn required_keys(kind: &str, login: bool) -> (BTreeSet<&'static str>, BTreeSet<&'static str>) {
    let own: &[&str] = match kind {
        "ftp" => &["cwd", "name", "typecode"],
        "http" => &["path", "search"],
        "gopher" => &["gopher_type", "selector", "search", "gopher_plus"],
        "mailto" => &["address"],
        // `group` or `message_id`: either may be there, checked below.
        "news" | "telnet" => &[],
        "nntp" => &["group", "article"],
        "wais" => &["database", "search", "wtype", "wpath"],
        "file" => &["path"],
        "prospero" => &["hsoname", "fields"],
        "other" if login => &["scheme_part", "path"],
        "other" => &["scheme_part"],
        _ => panic!("unknown kind {kind:?}"),
    };
    let mut required: BTreeSet<&str> = BASE.iter().chain(own).copied().collect();
    if login {
        required.extend(LOGIN);
    }
    let mut allowed = required.clone();
    if kind == "news" {
        allowed.extend(["group", "message_id"]);
    }
    (required, allowed)
}

/// Checks the type of each value explain-json.md describes.
fn check_types(obj: &Map<String, Value>) -> Vec<String> {
    let mut bad = Vec::new();
    for (key, value) in obj {
        let ok = match key.as_str() {
            "valid" => value.is_boolean(),
            "input" | "kind" | "scheme" | "scheme_part" | "hsoname" | "address" | "database" => value.is_string(),
            "port" | "default_port" => value.is_null() || value.as_u64().is_some_and(|p| p <= 65535),
            "cwd" => value.as_array().is_some_and(|a| a.iter().all(Value::is_string)),
            "fields" => value.as_array().is_some_and(|a| {
                a.iter().all(|pair| pair.as_array().is_some_and(|p| p.len() == 2 && p.iter().all(Value::is_string)))
            }),
            _ => value.is_null() || value.is_string(),
        };
        if !ok {
            bad.push(format!("{key}: unexpected value {value}"));
        }
    }
    bad
}

#[test]
fn explain_json_shape() {
    // (input, valid, kind, has `//` login)
    let cases: &[(&str, bool, &str, bool)] = &[
        ("ftp://anonymous@ftp.example.org:2121/pub/README;type=a#top", true, "ftp", true),
        ("ftp://@host.com/", true, "ftp", true),
        ("ftp://host.com/", true, "ftp", true),
        ("ftp://foo.bar", true, "ftp", true),
        ("http://info.cern.ch/hypertext/WWW/TheProject.html", true, "http", true),
        ("HTTP://Example.COM/a/b?c", true, "http", true),
        ("http://host", true, "http", true),
        ("gopher://gopher.hole.url:7777/7/apps/a_search_engine%09red%20blue%20green", true, "gopher", true),
        ("gopher://gopher.example.org/", true, "gopher", true),
        ("mailto:timbl@info.cern.ch", true, "mailto", false),
        ("news:comp.infosystems.www.misc", true, "news", false),
        ("news:12345@info.cern.ch", true, "news", false),
        ("news:*", true, "news", false),
        ("nntp://news.example.org/comp.lang.c/1234", true, "nntp", true),
        ("nntp://news.example.org/comp.lang.c", true, "nntp", true),
        ("telnet://guest@melvyl.ucop.edu/", true, "telnet", true),
        ("wais://quake.think.com/directory-of-servers?biology", true, "wais", true),
        ("wais://quake.think.com/db/type/path", true, "wais", true),
        ("file://vms.host.edu/disk$user/my/notes/note12345.txt", true, "file", true),
        ("file:///etc/motd", true, "file", true),
        ("prospero://host.dom//pros/name;OBJECT-VERSION=2", true, "prospero", true),
        ("x-finger://user@example.org/", true, "other", true),
        ("x-foo:bar#frag", true, "other", false),
        ("http://user@host/", false, "http", false),
        ("ftp://host/~smith/", false, "ftp", false),
        ("ftp://h/a;type=x", false, "ftp", false),
        ("gopher://host:/", false, "gopher", false),
        ("mailto:nobody", false, "mailto", false),
        ("news:", false, "news", false),
        ("nntp://host/", false, "nntp", false),
        ("telnet://host/path", false, "telnet", false),
        ("wais://h/db/t", false, "wais", false),
        ("file:/x", false, "file", false),
        ("prospero://h/a;x", false, "prospero", false),
        ("x-foo:a b", false, "other", false),
        (":nothing", false, "other", false),
        ("-x", false, "other", false),
        ("", false, "other", false),
    ];
    let urls: Vec<&str> = cases.iter().map(|c| c.0).collect();
    let objects = explain_json(&urls);

    let mut problems = Vec::new();
    for (&(input, valid, kind, login), obj) in cases.iter().zip(&objects) {
        let mut bad = Vec::new();
        if obj.get("input") != Some(&json!(input)) {
            bad.push(format!("input echoed as {:?}", obj.get("input")));
        }
        if obj.get("valid") != Some(&json!(valid)) {
            bad.push(format!("expected valid = {valid}, got {:?}", obj.get("valid")));
        }
        let keys: BTreeSet<&str> = obj.keys().map(String::as_str).collect();
        if obj.get("valid") == Some(&json!(true)) {
            if obj.get("kind") != Some(&json!(kind)) {
                bad.push(format!("expected kind {kind:?}, got {:?}", obj.get("kind")));
            }
            let (required, allowed) = required_keys(kind, login);
            let missing: Vec<_> = required.difference(&keys).collect();
            let extra: Vec<_> = keys.difference(&allowed).collect();
            if !missing.is_empty() || !extra.is_empty() {
                bad.push(format!("keys: missing {missing:?}, unexpected {extra:?}"));
            }
            if kind == "news" {
                let present = ["group", "message_id"].iter().filter(|k| obj.get(**k).is_some_and(Value::is_string));
                if present.count() != 1 {
                    bad.push("news: expected exactly one of group / message_id".to_owned());
                }
            }
            bad.extend(check_types(obj));
        } else if obj.get("valid") == Some(&json!(false)) {
            let want: BTreeSet<&str> = ["input", "valid", "error"].into();
            if keys != want {
                bad.push(format!("keys {keys:?}, expected {want:?}"));
            }
            match obj.get("error") {
                Some(Value::Object(err)) => {
                    let ekeys: BTreeSet<&str> = err.keys().map(String::as_str).collect();
                    let ewant: BTreeSet<&str> = ["offset", "length", "rule", "section", "message"].into();
                    if ekeys != ewant {
                        bad.push(format!("error keys {ekeys:?}, expected {ewant:?}"));
                    }
                    let offset = err.get("offset").and_then(Value::as_u64);
                    let length = err.get("length").and_then(Value::as_u64);
                    match (offset, length) {
                        (Some(o), Some(l)) if o + l <= input.len() as u64 => {}
                        _ => bad.push(format!("error span {offset:?}+{length:?} not within the input")),
                    }
                    for key in ["rule", "section", "message"] {
                        if err.get(key).and_then(Value::as_str).is_none_or(str::is_empty) {
                            bad.push(format!("error.{key} is not a non-empty string"));
                        }
                    }
                    // The same error as the library reports.
                    if let Err(e) = Url::parse(input) {
                        let lib = json!({"offset": e.offset(), "length": e.length(), "rule": e.rule(),
                                         "section": e.section()});
                        let got = json!({"offset": err.get("offset"), "length": err.get("length"),
                                         "rule": err.get("rule"), "section": err.get("section")});
                        if lib != got {
                            bad.push(format!("error {got} differs from Url::parse's {lib}"));
                        }
                    }
                }
                other => bad.push(format!("error is {other:?}, expected an object")),
            }
        }
        if !bad.is_empty() {
            problems.push(format!("{input:?}: {}\n    {}", bad.join("; "), Value::Object(obj.clone())));
        }
    }
    assert!(problems.is_empty(), "explain --json disagrees with explain-json.md:\n{}", problems.join("\n"));

    let by_input = |input: &str| {
        let i = cases.iter().position(|c| c.0 == input).expect("a listed case");
        Value::Object(objects[i].clone())
    };
    // The two examples of explain-json.md, value for value.
    assert_eq!(
        by_input("ftp://anonymous@ftp.example.org:2121/pub/README;type=a#top"),
        json!({"input": "ftp://anonymous@ftp.example.org:2121/pub/README;type=a#top",
               "valid": true, "kind": "ftp", "scheme": "ftp",
               "user": "anonymous", "password": null, "host": "ftp.example.org",
               "port": 2121, "default_port": 21, "fragment": "top",
               "cwd": ["pub"], "name": "README", "typecode": "a"}),
    );
    assert_eq!(
        by_input("http://user@host/"),
        json!({"input": "http://user@host/", "valid": false,
               "error": {"offset": 7, "length": 5, "rule": "httpurl", "section": "3.3",
                         "message": "http URLs take no user name or password"}}),
    );
    // Absent is not empty (explain-json.md), and the documented nulls.
    assert_eq!(by_input("ftp://@host.com/")["user"], json!(""));
    assert_eq!(by_input("ftp://host.com/")["user"], Value::Null);
    assert_eq!(by_input("ftp://foo.bar")["name"], Value::Null);
    assert_eq!(by_input("http://host")["path"], Value::Null);
    assert_eq!(by_input("gopher://gopher.example.org/")["gopher_type"], Value::Null);
    assert_eq!(by_input("file:///etc/motd")["host"], json!(""));
    assert_eq!(by_input("file:///etc/motd")["path"], json!("etc/motd"));
    assert_eq!(by_input("news:*")["group"], json!("*"));
    assert_eq!(by_input("nntp://news.example.org/comp.lang.c")["article"], Value::Null);
    assert_eq!(by_input("nntp://news.example.org/comp.lang.c/1234")["article"], json!("1234"));
    assert_eq!(by_input("HTTP://Example.COM/a/b?c")["scheme"], json!("HTTP"));
    assert_eq!(by_input("x-foo:bar#frag")["scheme_part"], json!("bar"));
    assert_eq!(by_input("x-foo:bar#frag")["fragment"], json!("frag"));
    assert_eq!(by_input("prospero://host.dom//pros/name;OBJECT-VERSION=2")["fields"], json!([["OBJECT-VERSION", "2"]]));
}

#[test]
fn the_disputes_reader_reads_every_field() {
    // The shared vectors have settled every dispute this project recorded
    // so far; the reader is checked on an entry of the file's own format.
    let dir = std::env::temp_dir().join(format!("url-literal-disputes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("disputes.json");
    std::fs::write(
        &path,
        r#"[
 {"file": "parse.json", "input": "https://exam$ple.net", "labelled": "valid", "source": "curl",
  "verdict": "invalid", "offset": 12, "length": 1, "rule": "host", "section": "3.1",
  "message": "unexpected character '$' in host", "why": "a fixture"},
 {"file": "rfc3986.json", "input": "file://foo", "labelled": "valid", "source": "oxiri",
  "verdict": "invalid", "offset": 10, "length": 0, "rule": "path-absolute", "section": "RFC 8089 §2",
  "message": "a fixture", "why": "a fixture"}
]"#,
    )
    .unwrap();
    let disputes = support::disputes::read(&path, "parse.json");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        disputes,
        [support::disputes::Dispute {
            input: "https://exam$ple.net".to_owned(),
            labelled: "valid".to_owned(),
            verdict: "invalid".to_owned(),
            error: Some(support::disputes::DisputedError {
                offset: 12,
                length: 1,
                rule: "host".to_owned(),
                section: "3.1".to_owned(),
                message: "unexpected character '$' in host".to_owned(),
            }),
        }]
    );
}

//! Relative resolution (`url_core::resolve`): the RFC 1630 draft's partial
//! form and RFC 3986 §5.2.
//!
//! - Every `rfc3986` entry of `tests/conformance/resolve.json` must come out of
//!   [`resolve_rfc3986`], and every `rfc1630` entry out of [`resolve_rfc1630`];
//!   all failures are collected and reported together. A missing file is a
//!   failure, never a skip.
//! - The `rfc1808` and `other` entries are compared under both algorithms and
//!   the counts printed (`cargo test --test resolve -- --nocapture`), never
//!   asserted: they are other algorithms.
//! - The RFC 1630 draft's printed examples and the RFC 3986 §5.4 tables are
//!   also tests of their own, written out here.

use std::collections::BTreeMap;
use std::fmt;

use serde_json::Value;
use url_core::resolve::{
    resolve_rfc1630, resolve_rfc1630_to_string, resolve_rfc3986, resolve_rfc3986_to_string, RefForm, RelativeRef,
    ResolveError,
};
use url_core::Url;

use crate::support::data;
use crate::support::vectors::{remove_dot_segments, Fixed, ABNORMAL, BASE, NORMAL, STRICT};

/// `tests/conformance/resolve.json`, read, or a failure saying why not.
fn vectors() -> Vec<Value> {
    let path = data::conformance("resolve.json");
    let text = data::text(&path);
    let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: not JSON: {e}", path.display()));
    let entries = v.as_array().unwrap_or_else(|| panic!("{}: not a JSON array", path.display())).clone();
    assert!(entries.len() >= 400, "{}: only {} entries; expected 481", path.display(), entries.len());
    entries
}

fn field<'v>(e: &'v Value, key: &str) -> &'v str {
    e.get(key).and_then(Value::as_str).unwrap_or_else(|| panic!("entry without a string {key:?}: {e}"))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Alg {
    Rfc1630,
    Rfc3986,
}

impl fmt::Display for Alg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Alg::Rfc1630 => "rfc1630",
            Alg::Rfc3986 => "rfc3986",
        })
    }
}

/// Resolves `reference` against `base` with `alg`. The base is a [`Url`]
/// when it parses as one, else an absolute [`RelativeRef`] (for bases such
/// as `http:///s//a/b/c` that RFC 1738 rejects). `Err` says why there is no
/// result.
fn resolve(alg: Alg, base: &str, reference: &str) -> Result<String, String> {
    let r = RelativeRef::parse(reference).map_err(|e| format!("reference: {e}"))?;
    let mut out = String::new();
    let result = match Url::parse(base) {
        Ok(url) => match alg {
            Alg::Rfc1630 => resolve_rfc1630(&url, &r, &mut out),
            Alg::Rfc3986 => resolve_rfc3986(&url, &r, &mut out),
        },
        Err(_) => {
            let b = RelativeRef::parse(base).map_err(|e| format!("base: {e}"))?;
            match alg {
                Alg::Rfc1630 => resolve_rfc1630(&b, &r, &mut out),
                Alg::Rfc3986 => resolve_rfc3986(&b, &r, &mut out),
            }
        }
    };
    result.map(|()| out).map_err(|e| e.to_string())
}

/// Runs every entry of `resolve.json` tagged `tag` under `alg`; returns the
/// failures, one line each, and how many entries ran.
fn run_tagged(tag: &str, alg: Alg) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut ran = 0;
    for e in vectors().iter().filter(|e| field(e, "algorithm") == tag) {
        ran += 1;
        let (base, reference, expect) = (field(e, "base"), field(e, "reference"), field(e, "expect"));
        match resolve(alg, base, reference) {
            Ok(got) if got == expect => {}
            got => failures.push(format!(
                "{base:?} + {reference:?}: expected {expect:?}, got {got:?}  [{}]",
                e.get("source").and_then(Value::as_str).unwrap_or("?")
            )),
        }
    }
    (failures, ran)
}

#[test]
fn resolve_json_rfc3986_entries_pass_under_rfc3986() {
    let (failures, ran) = run_tagged("rfc3986", Alg::Rfc3986);
    assert!(ran >= 40, "only {ran} rfc3986 entries in resolve.json; expected 43");
    assert!(failures.is_empty(), "{} of {ran} rfc3986 entries failed:\n{}", failures.len(), failures.join("\n"));
    println!("rfc3986: {ran} of {ran} entries pass");
}

#[test]
fn resolve_json_rfc1630_entries_pass_under_rfc1630() {
    let (failures, ran) = run_tagged("rfc1630", Alg::Rfc1630);
    assert!(ran >= 40, "only {ran} rfc1630 entries in resolve.json; expected 40");
    assert!(failures.is_empty(), "{} of {ran} rfc1630 entries failed:\n{}", failures.len(), failures.join("\n"));
    println!("rfc1630: {ran} of {ran} entries pass");
}

/// How the `rfc1808` and `other` entries fare under each algorithm. Printed,
/// not asserted: they state other algorithms (RFC 1808, RFC 2396 drafts,
/// libraries' own choices).
#[test]
fn resolve_json_rfc1808_and_other_entries_compared() {
    let entries = vectors();
    // (tag, alg) -> (agree, differ, no result)
    let mut counts: BTreeMap<(String, Alg), [usize; 3]> = BTreeMap::new();
    let mut details: Vec<String> = Vec::new();
    for e in entries.iter().filter(|e| matches!(field(e, "algorithm"), "rfc1808" | "other")) {
        let tag = field(e, "algorithm");
        let (base, reference, expect) = (field(e, "base"), field(e, "reference"), field(e, "expect"));
        let alt = e.get("expect_alternative").and_then(Value::as_str);
        for alg in [Alg::Rfc1630, Alg::Rfc3986] {
            let slot = counts.entry((tag.to_owned(), alg)).or_default();
            match resolve(alg, base, reference) {
                Ok(got) if got == expect || Some(got.as_str()) == alt => slot[0] += 1,
                Ok(got) => {
                    slot[1] += 1;
                    details.push(format!("{tag:7} {alg}: {base:?} + {reference:?} = {got:?}, entry says {expect:?}"));
                }
                Err(why) => {
                    slot[2] += 1;
                    details.push(format!(
                        "{tag:7} {alg}: {base:?} + {reference:?}: no result ({why}); entry says {expect:?}"
                    ));
                }
            }
        }
    }
    println!("entries: agree / differ / no result");
    for ((tag, alg), [agree, differ, none]) in &counts {
        println!("  {tag:7} under {alg}: {agree} / {differ} / {none}  (of {})", agree + differ + none);
    }
    for d in &details {
        println!("  {d}");
    }
    let total: usize = counts.values().map(|c| c.iter().sum::<usize>()).sum();
    assert!(total >= 2 * 300, "only {total} comparisons: the rfc1808 and other entries were not read");
}

/// Which results are RFC 1738 URLs (`Url::parse`), for every entry and both
/// algorithms. Reported, not asserted.
#[test]
fn results_reparsed_as_rfc1738_urls() {
    let mut valid: BTreeMap<Alg, [usize; 2]> = BTreeMap::new();
    let mut invalid_examples: BTreeMap<Alg, Vec<String>> = BTreeMap::new();
    for e in vectors() {
        for alg in [Alg::Rfc1630, Alg::Rfc3986] {
            if let Ok(got) = resolve(alg, field(&e, "base"), field(&e, "reference")) {
                let slot = valid.entry(alg).or_default();
                match Url::parse(&got) {
                    Ok(_) => slot[0] += 1,
                    Err(err) => {
                        slot[1] += 1;
                        let list = invalid_examples.entry(alg).or_default();
                        if list.len() < 12 {
                            list.push(format!("{got:?}: {err}"));
                        }
                    }
                }
            }
        }
    }
    for (alg, [ok, bad]) in &valid {
        println!("{alg}: {ok} results are RFC 1738 URLs, {bad} are not; for example:");
        for x in invalid_examples.get(alg).into_iter().flatten() {
            println!("  {x}");
        }
    }
}

fn check(alg: Alg, base: &str, table: &[(&str, &str)]) {
    let failures: Vec<String> = table
        .iter()
        .filter_map(|&(reference, expect)| match resolve(alg, base, reference) {
            Ok(got) if got == expect => None,
            got => Some(format!("{base:?} + {reference:?}: expected {expect:?}, got {got:?}")),
        })
        .collect();
    assert!(failures.is_empty(), "{alg}:\n{}", failures.join("\n"));
}

/// The RFC 1630 draft, "Partial (relative) form", Examples: the same five
/// results in the context of `magic://a/b/c//d/e/f` and of
/// `magic://a/b/c//d/e/`.
#[test]
fn rfc1630_draft_printed_examples() {
    let table = [
        ("g", "magic://a/b/c//d/e/g"),
        ("/g", "magic://a/g"),
        ("//g", "magic://g"),
        ("../g", "magic://a/b/c//d/g"),
        ("g:a", "g:a"),
    ];
    check(Alg::Rfc1630, "magic://a/b/c//d/e/f", &table);
    check(Alg::Rfc1630, "magic://a/b/c//d/e/", &table);
    // Both bases are RFC 1738 URLs (scheme `magic` reads as ip-schemepart).
    assert!(Url::parse("magic://a/b/c//d/e/f").is_ok());
}

/// The draft's rules beyond its examples, as the module documentation reads
/// them.
#[test]
fn rfc1630_rules_as_read() {
    let base = "http://a/b/c/d;p?q";
    check(
        Alg::Rfc1630,
        base,
        &[
            // "the given partial URI appended in its place": query, params,
            // fragment and the empty reference all replace the last segment.
            ("?y", "http://a/b/c/?y"),
            (";x", "http://a/b/c/;x"),
            ("#s", "http://a/b/c/#s"),
            ("", "http://a/b/c/"),
            // "/." goes with its slash; "xxx/../" needs the slash after "..".
            (".", "http://a/b/c"),
            ("./", "http://a/b/c/"),
            ("..", "http://a/b/c/.."),
            ("../", "http://a/b/"),
            ("../../../g", "http://a/../g"),
            ("g?y/./x", "http://a/b/c/g?y/./x"),
            // Same scheme: the scheme is dropped and the rest is partial.
            ("http:g", "http://a/b/c/g"),
            ("HTTP://x/y", "http://x/y"),
            ("ftp:g", "ftp:g"),
            // The slash rule copies the partial URI as it stands.
            ("//g/./x", "http://g/./x"),
        ],
    );
    // A host with no path after it is the last part of the path.
    check(Alg::Rfc1630, "http://a", &[("g", "http://g")]);
    assert_eq!(resolve(Alg::Rfc1630, "http://a", "/g"), Err(ResolveError::NoSlashRun { slashes: 1 }.to_string()));
    check(Alg::Rfc1630, "news:comp.lang.c", &[("comp.lang.ada", "news:comp.lang.ada")]);
    assert_eq!(resolve(Alg::Rfc1630, "news:x", "//g"), Err(ResolveError::NoSlashRun { slashes: 2 }.to_string()));
    assert_eq!(resolve(Alg::Rfc1630, "http://a/b", ":g"), Err(ResolveError::ColonNotScheme.to_string()));
    check(Alg::Rfc1630, "http://a/b", &[("./:g", "http://a/:g")]);
    // Fielding's test page 4, [Tim] column, with the runs the draft counts.
    check(
        Alg::Rfc1630,
        "fred:///s//a/b/c",
        &[("///g", "fred:///g"), ("//g", "fred:///s//g"), ("/g", "fred:///s//a/g"), ("../../g", "fred:///s//a/../g")],
    );
}

/// RFC 3986 §5.4.1 "Normal Examples" and §5.4.2 "Abnormal Examples".
#[test]
fn rfc3986_section_5_4_tables() {
    check(Alg::Rfc3986, BASE, &NORMAL);
    check(Alg::Rfc3986, BASE, &ABNORMAL);
    check(Alg::Rfc3986, BASE, &[STRICT]);
}

#[test]
fn rfc3986_edges() {
    // §5.2.3: a base with an authority and an empty path merges under "/".
    check(Alg::Rfc3986, "http://a", &[("g", "http://a/g"), ("?y", "http://a?y")]);
    // A base without an authority.
    check(Alg::Rfc3986, "news:comp.lang.c", &[("x", "news:x"), ("#f", "news:comp.lang.c#f")]);
    // The base's fragment is never inherited; the base's query only by "".
    check(Alg::Rfc3986, "http://a/b?q#f", &[("", "http://a/b?q"), ("#g", "http://a/b?q#g"), ("c", "http://a/c")]);
    // RFC 3986 grammar on top of RFC 1738's characters.
    assert!(matches!(
        RelativeRef::parse(":g").map(|r| resolve_rfc3986_to_string(&Url::parse("http://a/").unwrap(), &r)),
        Ok(Err(ResolveError::NotRfc3986 { in_base: false, .. }))
    ));
    assert!(resolve(Alg::Rfc3986, "http://a/", "1x:y").is_err());
    assert!(resolve(Alg::Rfc3986, "http://a/", "//h:x/").is_err());
    assert_eq!(resolve(Alg::Rfc3986, "http://a/", "//u:p@h:80/x"), Ok("http://u:p@h:80/x".to_owned()));
    // RFC 1630 takes the digit-led scheme RFC 1738 allows.
    assert_eq!(resolve(Alg::Rfc1630, "http://a/", "1x:y"), Ok("1x:y".to_owned()));
}

#[test]
fn reference_forms_and_errors() {
    let form = |s| RelativeRef::parse(s).unwrap().form();
    assert_eq!(form("//net_loc/path"), RefForm::NetworkPath);
    assert_eq!(form("/abs/path"), RefForm::AbsolutePath);
    assert_eq!(form("rel/path"), RefForm::RelativePath);
    assert_eq!(form("?query"), RefForm::Query);
    assert_eq!(form(";params"), RefForm::Params);
    assert_eq!(form("#fragment"), RefForm::Fragment);
    assert_eq!(form(""), RefForm::Empty);
    assert_eq!(form("ftp://h/p"), RefForm::Absolute);

    let err = |s| RelativeRef::parse(s).unwrap_err();
    let e = err("a b");
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (1, 1, "xchar", "2.2"));
    assert_eq!(e.to_string(), "space in reference; write it as %20 (RFC 1738 §2.2)");
    for (s, at) in [("<g>", 0), ("g{", 1), ("a|b", 1), ("\\", 0), ("^", 0), ("~x", 0), ("[", 0), ("]", 0), ("`", 0)] {
        let e = err(s);
        assert_eq!(e.offset(), at, "{s:?}");
        assert!(e.to_string().contains("is unsafe and must be written %"), "{s:?}: {e}");
    }
    let e = err("g%2x");
    assert_eq!((e.offset(), e.length(), e.rule()), (1, 3, "xchar"));
    assert_eq!(
        e.to_string(),
        "'%' not followed by two hex digits in reference; write a literal '%' as %25 (RFC 1738 §2.2)"
    );
    let e = err("g#a%");
    assert_eq!((e.offset(), e.length()), (3, 1));
    assert!(e.to_string().contains("in fragment"));
    let e = err("g#a#b");
    assert_eq!((e.offset(), e.rule()), (3, "fragmentid"));
    let e = err("caf\u{e9}");
    assert_eq!((e.offset(), e.length()), (3, 2));
    assert_eq!(
        e.message().to_string(),
        "non-ASCII character 'é' in reference; octets 80-FF must be percent-encoded, here as %C3%A9"
    );
    assert!(err("a\u{7f}").to_string().starts_with("control character '\\u{7f}'"));
    // Escapes and every xchar are fine, in either case of hex.
    assert!(RelativeRef::parse("a%2fB%2F$-_.+!*'(),;/?:@&=#$-_.+!*'(),;/?:@&=%7e").is_ok());
}

#[test]
fn a_url_as_base_or_reference_resolves_to_itself() {
    let url = Url::parse("ftp://ftp.example.org/pub/README;type=a#top").unwrap();
    let as_ref = RelativeRef::from_url(&url);
    let other = Url::parse("http://a/b/c").unwrap();
    assert_eq!(resolve_rfc3986_to_string(&other, &as_ref).unwrap(), url.as_str());
    assert_eq!(resolve_rfc1630_to_string(&other, &as_ref).unwrap(), url.as_str());
    // Against itself: RFC 1630 reads the same scheme as partial, and the
    // "//" rule then gives the same URL back.
    assert_eq!(resolve_rfc1630_to_string(&url, &as_ref).unwrap(), url.as_str());
    // A base with no scheme is refused.
    let rel = RelativeRef::parse("a/b").unwrap();
    assert_eq!(resolve_rfc1630_to_string(&rel, &rel), Err(ResolveError::BaseNotAbsolute));
    assert_eq!(resolve_rfc3986_to_string(&rel, &rel), Err(ResolveError::BaseNotAbsolute));
}

#[test]
fn fixed_buffers_and_failing_writers() {
    let base = Url::parse("http://a/b/c/d;p?q").unwrap();
    let r = RelativeRef::parse("../g?y#s").unwrap();
    // A writer with room for N bytes: resolution needs no allocation, and a
    // failing writer is reported as `ResolveError::Write`.
    let mut w = Fixed::<64>::new();
    resolve_rfc3986(&base, &r, &mut w).unwrap();
    assert_eq!(w.as_str(), "http://a/b/g?y#s");
    let mut w = Fixed::<64>::new();
    resolve_rfc1630(&base, &r, &mut w).unwrap();
    assert_eq!(w.as_str(), "http://a/b/g?y#s");
    let mut small = Fixed::<8>::new();
    assert_eq!(resolve_rfc3986(&base, &r, &mut small), Err(ResolveError::Write));
    let mut small = Fixed::<8>::new();
    assert_eq!(resolve_rfc1630(&base, &r, &mut small), Err(ResolveError::Write));
}

/// Long, deep references: both algorithms agree with a plain stack-based
/// reimplementation, and a megabyte-long reference takes a few passes, not a
/// quadratic number.
#[test]
fn deep_and_long_paths() {
    // Reference stack implementation of RFC 3986 remove_dot_segments for
    // absolute paths.
    fn rds(path: &str) -> String {
        let mut out: Vec<&str> = Vec::new();
        let segs: Vec<&str> = path.split('/').skip(1).collect();
        for (i, s) in segs.iter().enumerate() {
            let last = i + 1 == segs.len();
            match *s {
                "." if last => out.push(""),
                "." => {}
                ".." => {
                    out.pop();
                    if last {
                        out.push("");
                    }
                }
                s => out.push(s),
            }
        }
        out.iter().map(|s| format!("/{s}")).collect()
    }
    let base = Url::parse("http://h/x/y/").unwrap();
    for seed in 0..40u64 {
        let mut rng = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mut path = String::new();
        for _ in 0..(seed as usize * 7 + 3) {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            path.push('/');
            path.push_str(["a", "b", "..", ".", "cd", "..", "e"][(rng >> 33) as usize % 7]);
        }
        let r = RelativeRef::parse(&path).unwrap();
        let got = resolve_rfc3986_to_string(&base, &r).unwrap();
        assert_eq!(got, format!("http://h{}", rds(&path)), "path {path}");
    }
    // A megabyte of "a/" and then as many "../" as leave half of them.
    let n = 250_000;
    let reference = format!("{}{}g", "a/".repeat(n), "../".repeat(n / 2));
    let r = RelativeRef::parse(&reference).unwrap();
    let expect = format!("http://h/x/y/{}g", "a/".repeat(n - n / 2));
    assert_eq!(resolve_rfc3986_to_string(&base, &r).unwrap(), expect);
    assert_eq!(resolve_rfc1630_to_string(&base, &r).unwrap(), expect);
}

/// The RFC 1630 dot rule as the module documentation states it, by textual
/// rewriting: remove the leftmost `"/."` (a complete `.` element) or eligible
/// `"xxx/../"`, and repeat until there is none.
fn partial_dot_rule_by_rewriting(path: &str) -> String {
    let mut s = path.as_bytes().to_vec();
    loop {
        let n = s.len();
        let mut found: Option<(usize, usize)> = None;
        for i in 0..n {
            // "/." with the "." a complete element.
            if s[i] == b'/' && i + 1 < n && s[i + 1] == b'.' && (i + 2 == n || s[i + 2] == b'/') {
                found = Some((i, i + 2));
                break;
            }
            // "xxx/../" starting here: xxx a complete element other than "..",
            // preceded by nothing or by exactly one slash.
            let starts_element = s[i] != b'/' && (i == 0 || s[i - 1] == b'/');
            let single_before = i == 0 || (s[i - 1] == b'/' && (i < 2 || s[i - 2] != b'/'));
            if starts_element && single_before {
                let k = (i..n).find(|&k| s[k] == b'/').unwrap_or(n);
                let xxx = &s[i..k];
                if xxx != b".." && k + 3 < n && &s[k..k + 4] == b"/../" {
                    found = Some((i, k + 4));
                    break;
                }
            }
        }
        match found {
            Some((a, b)) => {
                s.drain(a..b);
            }
            None => return String::from_utf8(s).unwrap(),
        }
    }
}

#[test]
fn random_paths_agree_with_plain_implementations() {
    let pieces = ["a", "b", ".", "..", "/", "//", "x.", "/", "/"];
    let mut rng: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let base_3986 = Url::parse("s://h/").unwrap();
    for _ in 0..20_000 {
        let len = (next() % if next() % 4 == 0 { 90 } else { 14 }) as usize;
        let path: String = (0..len).map(|_| pieces[(next() % pieces.len() as u64) as usize]).collect();
        // RFC 3986: against "s://h/", an absolute path is the input of
        // remove_dot_segments, and a relative path is merged under "/".
        let input = if path.starts_with("//") {
            continue; // a network-path reference
        } else if path.starts_with('/') {
            path.clone()
        } else {
            format!("/{path}")
        };
        let got = resolve_rfc3986_to_string(&base_3986, &RelativeRef::parse(&path).unwrap()).unwrap();
        assert_eq!(got, format!("s://h{}", remove_dot_segments(&input)), "rfc3986 {path:?}");
        // RFC 1630: a relative path against bases whose directory is "",
        // "x/" and "//h/", so the rule sees the directory and the path.
        if path.starts_with('/') {
            continue;
        }
        for (base, dir) in [("s:", ""), ("s:x/y", "x/"), ("s://h/y", "//h/")] {
            let b = RelativeRef::parse(base).unwrap();
            let got = resolve_rfc1630_to_string(&b, &RelativeRef::parse(&path).unwrap()).unwrap();
            let expect = format!("s:{}", partial_dot_rule_by_rewriting(&format!("{dir}{path}")));
            assert_eq!(got, expect, "rfc1630 {base:?} + {path:?}");
        }
    }
}

// ---------------------------------------------------------------------------
// Url::join: resolution into a URL
// ---------------------------------------------------------------------------

/// `base.join(reference)`, as its text or its error's message.
fn join(base: &str, reference: &str) -> Result<String, String> {
    let base = Url::parse(base).unwrap();
    base.join(reference).map(|u| u.into_string()).map_err(|e| e.to_string())
}

#[test]
fn join_gives_the_rfc3986_result_as_a_url() {
    let base = "http://a/b/c/d;p?q";
    for (reference, want) in [
        ("g", "http://a/b/c/g"),
        ("../g", "http://a/b/g"),
        ("../../../g", "http://a/g"),
        ("?y", "http://a/b/c/d;p?y"),
        ("#s", "http://a/b/c/d;p?q#s"),
        ("", "http://a/b/c/d;p?q"),
        ("//g", "http://g"),
        ("g:h", "g:h"),
        ("ftp://u:p@h/x;type=d", "ftp://u:p@h/x;type=d"),
    ] {
        assert_eq!(join(base, reference), Ok(want.to_owned()), "{reference:?}");
    }
    // The URL comes parsed, of whatever scheme the result has.
    let joined = Url::parse(base).unwrap().join("g:h").unwrap();
    assert_eq!((joined.as_url().scheme(), joined.as_url().kind()), ("g", url_core::Scheme::Other));
    let ftp = url_core::FtpUrl::parse("ftp://ftp.example.org/pub/doc/README").unwrap();
    let joined = ftp.join("../src/main.c;type=i").unwrap(); // a view derefs to its Url
    let url_core::Details::Ftp(view) = joined.details() else { panic!("{joined}") };
    assert_eq!((view.cwd().collect::<Vec<_>>(), view.name()), (vec!["pub", "src"], Some("main.c")));
    // UrlBuf::join is the same.
    let buf: url_core::UrlBuf = base.parse().unwrap();
    assert_eq!(buf.join("../g").unwrap(), "http://a/b/g");
}

#[test]
fn join_keeps_a_double_slash_path_from_becoming_a_host() {
    // §5.2's text for this is `x://g`, which parses with the host `g`
    let base = Url::parse("x:/a/b").unwrap();
    let text = url_core::resolve::resolve_rfc3986_to_string(&base, &RelativeRef::parse("..//g").unwrap());
    assert_eq!(text.as_deref(), Ok("x://g"));
    let joined = base.join("..//g").unwrap();
    assert_eq!(joined.as_str(), "x:/.//g");
    assert_eq!((joined.as_url().host_str(), joined.as_url().scheme_specific_part()), (None, "/.//g"));
    assert_eq!(base.join("../g").unwrap().as_str(), "x:/g");
}

#[test]
fn join_says_why_there_is_no_url() {
    use url_core::resolve::JoinError;
    let base = "http://a/b/c/d;p?q";
    for (reference, want) in [
        (
            "g?y/./x",
            "the reference resolves to text that is not an RFC 1738 URL: unexpected character '/' in http search; \
             '/' is reserved there and must be written %2F (RFC 1738 §3.3); the text is a valid RFC 3986 URI: use \
             uri! or Uri::parse",
        ),
        (
            "http:g",
            "the reference resolves to text that is not an RFC 1738 URL: http URLs start with 'http://' (RFC 1738 §3.3)",
        ),
        (
            "//u@h/",
            "the reference resolves to text that is not an RFC 1738 URL: http URLs take no user name or password \
             (RFC 1738 §3.3)",
        ),
        ("a b", "the reference is invalid: space in reference; write it as %20 (RFC 1738 §2.2)"),
        (
            ":g",
            "the reference does not resolve: the reference is not an RFC 3986 reference: a relative path has no ':' \
             in its first segment (path-noscheme); write './' before it",
        ),
    ] {
        assert_eq!(join(base, reference), Err(want.to_owned()), "{reference:?}");
    }
    // The variants, with the resolved text and the parser's error on it.
    let url = Url::parse(base).unwrap();
    let err = url.join("g?y/./x").unwrap_err();
    let JoinError::NotRfc1738 { text, error } = &err else { panic!("{err:?}") };
    assert_eq!(text, "http://a/b/c/g?y/./x");
    assert_eq!((error.offset(), error.length(), error.rule()), (16, 1, "search"));
    assert_eq!(*error, Url::parse(text).unwrap_err());
    assert_eq!(url.join("a b"), Err(JoinError::InvalidReference(RelativeRef::parse("a b").unwrap_err())));
    assert!(matches!(url.join(":g"), Err(JoinError::NotResolved(ResolveError::NotRfc3986 { in_base: false, .. }))));
    // The source is the inner error.
    let source = std::error::Error::source(&err).unwrap();
    assert_eq!(source.to_string(), error.to_string());
    // Other schemes: a mailto address replaced (no URI either: RFC 6068 §2
    // takes an addr-spec), an nntp article that is no number.
    assert_eq!(
        join("mailto:a@b.example", "c"),
        Err("the reference resolves to text that is not an RFC 1738 URL: mailto address has no '@'; expected an \
             RFC 822 addr-spec local-part@domain (RFC 1738 §3.5)"
            .to_owned())
    );
    assert_eq!(
        join("nntp://h/g/12", "x"),
        Err("the reference resolves to text that is not an RFC 1738 URL: unexpected character 'x' in article \
             number; expected decimal digits (RFC 1738 §3.7); the text is a valid RFC 3986 URI: use uri! or \
             Uri::parse"
            .to_owned())
    );
    // Debug hides the base's password in the resolved text; Display never shows the text.
    let err = Url::parse("ftp://u:s3cr3t@h/a/b").unwrap().join("x;y").unwrap_err();
    let debug = format!("{err:?}");
    assert!(debug.starts_with("NotRfc1738 { text: \"ftp://u:***@h/a/x;y\", error: ParseError {"), "{debug}");
    assert!(!err.to_string().contains("s3cr3t"));
}

/// Every `resolve.json` entry with an RFC 1738 base: `join` is `Ok` exactly
/// when RFC 3986's text parses, with that text, and its error otherwise.
#[test]
fn join_agrees_with_the_text_on_every_vector() {
    use url_core::resolve::JoinError;
    let (mut ok, mut not_url) = (0, 0);
    for e in vectors() {
        let Ok(base) = Url::parse(field(&e, "base")) else { continue };
        let reference = field(&e, "reference");
        let got = base.join(reference);
        let Ok(r) = RelativeRef::parse(reference) else {
            assert!(matches!(got, Err(JoinError::InvalidReference(_))), "{reference:?}");
            continue;
        };
        match (resolve_rfc3986_to_string(&base, &r), got) {
            (Ok(text), Ok(url)) => {
                assert_eq!(url.as_str(), text);
                same_url(url.as_url(), Url::parse(&text).unwrap());
                ok += 1;
            }
            (Ok(text), Err(JoinError::NotRfc1738 { text: t, error })) => {
                assert_eq!((&t, Err(error)), (&text, Url::parse(&text).map(|_| ())));
                not_url += 1;
            }
            (Err(e), Err(JoinError::NotResolved(got))) => assert_eq!(got, e),
            (text, got) => panic!("{base} + {reference:?}: {text:?} but {got:?}"),
        }
    }
    println!("join: {ok} URLs, {not_url} resolved texts that are no RFC 1738 URL");
    assert!(ok >= 300 && not_url >= 10, "{ok} {not_url}");
}

/// `a` and `b` are the same URL, part by part.
#[track_caller]
fn same_url(a: Url<'_>, b: Url<'_>) {
    assert_eq!(a, b);
    assert_eq!(
        (a.kind(), a.user(), a.password(), a.host(), a.port(), a.url_path(), a.fragment()),
        (b.kind(), b.user(), b.password(), b.host(), b.port(), b.url_path(), b.fragment())
    );
    assert_eq!(format!("{:?}", a.details()), format!("{:?}", b.details()));
}

/// `resolve_rfc3986` keeps RFC 3986 §5.2's text, where a target without an
/// authority whose path starts with `//` reads as having one (`g:` + `//` is
/// `g://`); `join` writes `/.` before such a path (WHATWG's fix), so that its
/// result parses as what was resolved. The §5.2 text with that guard.
fn authority_guarded(text: &str) -> String {
    match text.split_once(':') {
        Some((scheme, rest)) if rest.starts_with("//") => format!("{scheme}:/.{rest}"),
        _ => text.to_owned(),
    }
}

#[test]
fn join_guards_a_path_that_would_read_as_an_authority() {
    let base = Url::parse("http://a/b/c/d;p?q").unwrap();
    let reference = RelativeRef::parse("g:/.//").unwrap();
    assert_eq!(resolve_rfc3986_to_string(&base, &reference).unwrap(), "g://");
    let joined = base.join("g:/.//").unwrap();
    assert_eq!(joined.as_str(), "g:/.//");
    assert_eq!((joined.as_url().has_login(), joined.as_url().host()), (false, None));
}

proptest::proptest! {
    /// A `join` result always parses again as the same URL, with the text
    /// of `resolve_rfc3986` (guarded as [`authority_guarded`] says); an error is the parser's on that text.
    #[test]
    fn join_results_reparse_equal(
        base in proptest::sample::select(vec![
            "http://a/b/c/d;p?q", "ftp://u:p@h/a/b/c;type=i", "gopher://h/1a/b", "file:///a/b/c",
            "nntp://h/g/12", "news:comp.lang.c", "mailto:a@b.example", "x-y://h/a/b?q#f", "wais://h/db?s",
            "prospero://h/a/b;f=v", "telnet://u@h/",
        ]),
        reference in proptest::collection::vec(
            proptest::sample::select(vec![
                "a", "b", ".", "..", "/", "//", "?", "#", ";", "=", ":", "@", "g:", "http:", "%2F", "%3F", "h", "~",
                "type=a", "12", "x.y",
            ]),
            0..8,
        ),
    ) {
        use url_core::resolve::JoinError;
        let reference: String = reference.concat();
        let base = Url::parse(base).unwrap();
        match base.join(&reference) {
            Ok(url) => {
                let again = Url::parse(url.as_str()).unwrap();
                same_url(url.as_url(), again);
                let text = resolve_rfc3986_to_string(&base, &RelativeRef::parse(&reference).unwrap()).unwrap();
                proptest::prop_assert!(
                    url.as_str() == text || url.as_str() == authority_guarded(&text),
                    "{} against {}", url.as_str(), text
                );
            }
            Err(JoinError::NotRfc1738 { text, error }) => {
                proptest::prop_assert_eq!(Url::parse(&text).unwrap_err(), error);
                let again = resolve_rfc3986_to_string(&base, &RelativeRef::parse(&reference).unwrap()).unwrap();
                proptest::prop_assert!(text == again || text == authority_guarded(&again), "{} against {}", text, again);
            }
            Err(JoinError::InvalidReference(e)) => {
                proptest::prop_assert_eq!(RelativeRef::parse(&reference).unwrap_err(), e);
            }
            Err(JoinError::NotResolved(e)) => {
                let r = RelativeRef::parse(&reference).unwrap();
                proptest::prop_assert_eq!(resolve_rfc3986_to_string(&base, &r).unwrap_err(), e);
            }
            Err(e) => proptest::prop_assert!(false, "{:?}", e),
        }
    }
}

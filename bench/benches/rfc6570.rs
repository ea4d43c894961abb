//! RFC 6570 URI Templates: parse + expand, `url_core::rfc6570::UriTemplate`
//! against `uritemplate-next` (the most downloaded RFC 6570 crate) and
//! `iri-string`'s `template` module, on two sets:
//!
//! - the uritemplate-test suite (`tests/conformance/rfc6570/`: spec
//!   examples, by section, extended tests), every case whose expansion all
//!   three give as the suite expects (the others are counted and left out:
//!   a peer that panics or writes another text is not timed on it);
//! - GitHub-style API templates (`*_url` fields of GitHub's REST API) with
//!   typical values; there also `try_uri_template!`, which parses nothing
//!   at run time.
//!
//! Each side does what its API asks for one URI from a template text and
//! values held by the caller: ours `UriTemplate::parse` and `expand` over a
//! `BTreeMap` of `Value`s (the expansion read back as a checked
//! `UriRefBuf`); `uritemplate-next` `UriTemplate::new`, `set` for each
//! variable (its API takes each value by value: a clone) and `build`;
//! `iri-string` `UriTemplateStr::new` and `expand::<UriSpec, _>` over a
//! `SimpleContext`, to a `String`.
//!
//! Interleaved rounds, as `template.rs`: each round times ours and one peer
//! back to back on the same cases (alternating which goes first) and keeps
//! the ratio; the median over rounds is reported.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

use iri_string::spec::UriSpec;
use iri_string::template::simple_context::{SimpleContext, Value as IriValue};
use iri_string::template::UriTemplateStr;
use serde_json::Value as Json;
use uritemplate::{TemplateVar, UriTemplate as NextTemplate};
use url_core::rfc6570::{UriTemplate, Value};
use url_literal::try_uri_template;

/// One case: a template, its variables in each library's form.
struct Case {
    template: String,
    ours: BTreeMap<String, Value>,
    next: Vec<(String, TemplateVar)>,
    iri: SimpleContext,
}

/// A JSON scalar as the suite means it: a string as itself, a number as its
/// text.
fn text(v: &Json) -> String {
    match v {
        Json::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn case(template: &str, vars: &serde_json::Map<String, Json>) -> Case {
    let mut ours = BTreeMap::new();
    let mut next = Vec::new();
    let mut iri = SimpleContext::new();
    for (k, v) in vars {
        let (o, n, i) = match v {
            Json::Null => continue,
            Json::Array(a) => {
                let l: Vec<String> = a.iter().map(text).collect();
                (Value::List(l.clone()), TemplateVar::List(l.clone()), IriValue::List(l))
            }
            Json::Object(m) => {
                let p: Vec<(String, String)> = m.iter().map(|(k, v)| (k.clone(), text(v))).collect();
                (Value::AssocArray(p.clone()), TemplateVar::AssociativeArray(p.clone()), IriValue::Assoc(p))
            }
            scalar => {
                let s = text(scalar);
                (Value::String(s.clone()), TemplateVar::Scalar(s.clone()), IriValue::String(s))
            }
        };
        ours.insert(k.clone(), o);
        next.push((k.clone(), n));
        iri.insert(k.as_str(), i);
    }
    Case { template: template.to_owned(), ours, next, iri }
}

fn ours(c: &Case) -> Option<String> {
    let t = UriTemplate::parse(&c.template).ok()?;
    t.expand(&c.ours).ok().map(|u| u.as_str().to_owned())
}

fn next(c: &Case) -> String {
    let mut t = NextTemplate::new(&c.template);
    for (k, v) in &c.next {
        t.set(k, v.clone());
    }
    t.build()
}

fn iri(c: &Case) -> Option<String> {
    let t = UriTemplateStr::new(&c.template).ok()?;
    Some(t.expand::<UriSpec, _>(&c.iri).ok()?.to_string())
}

/// The suite's cases (not the negative ones): template, variables, the
/// expected expansions.
fn suite() -> Vec<(Case, Vec<String>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/conformance/rfc6570/");
    let mut out = Vec::new();
    for file in ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json"] {
        let json: Json = serde_json::from_str(&std::fs::read_to_string(format!("{dir}{file}")).unwrap()).unwrap();
        for group in json.as_object().unwrap().values() {
            let vars = group["variables"].as_object().unwrap();
            for tc in group["testcases"].as_array().unwrap() {
                let want: Vec<String> = match &tc[1] {
                    Json::String(s) => vec![s.clone()],
                    Json::Array(a) => a.iter().map(text).collect(),
                    _ => continue,
                };
                out.push((case(tc[0].as_str().unwrap(), vars), want));
            }
        }
    }
    out
}

/// GitHub-style API templates and values.
fn github() -> Vec<Case> {
    let vars: serde_json::Map<String, Json> = serde_json::from_str(
        r#"{"owner": "rust-lang", "repo": "rust", "number": 1347, "user": "octocat", "q": "is:open label:bug",
            "page": 2, "per_page": 100, "sort": "created", "order": "desc", "id": 5, "name": "notes v1.txt",
            "gist_id": "aa5a315d61ae9438b18d", "sha": "6dcb09b5b57875f334f61aebed695e2e4193db5e",
            "base": "main", "head": "feature", "path": "src/lib.rs", "since": "2026-01-01T00:00:00Z"}"#,
    )
    .unwrap();
    [
        "https://api.github.com/repos/{owner}/{repo}/issues{/number}",
        "https://api.github.com/users/{user}/repos{?type,page,per_page,sort}",
        "https://api.github.com/search/repositories{?q,page,per_page,sort,order}",
        "https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}",
        "https://api.github.com/repos/{owner}/{repo}/git/commits{/sha}",
        "https://api.github.com/gists{/gist_id}",
        "https://api.github.com/repos/{owner}/{repo}/compare/{base}...{head}",
        "https://api.github.com/notifications{?since,all,participating}",
        "https://api.github.com/user/following{/user}",
        "https://api.github.com/repos/{owner}/{repo}/contents/{+path}",
    ]
    .iter()
    .map(|t| case(t, &vars))
    .collect()
}

/// The same GitHub templates through `try_uri_template!` (the values as
/// typed locals).
fn macro_side() -> usize {
    let (owner, repo, number, user, q) = ("rust-lang", "rust", 1347u32, "octocat", "is:open label:bug");
    let (page, per_page, sort, order, id, name) = (2u32, 100u32, "created", "desc", 5u32, "notes v1.txt");
    let (gist_id, sha, base, head, path) =
        ("aa5a315d61ae9438b18d", "6dcb09b5b57875f334f61aebed695e2e4193db5e", "main", "feature", "src/lib.rs");
    let since = "2026-01-01T00:00:00Z";
    let none: Option<&str> = None;
    let mut n = 0;
    let mut add = |r: Result<url_literal::UriBuf, url_literal::template::TemplateError>| {
        n += black_box(r).map_or(0, |u| u.as_str().len());
    };
    add(try_uri_template!("https://api.github.com/repos/{owner}/{repo}/issues{/number}"));
    add(try_uri_template!("https://api.github.com/users/{user}/repos{?type,page,per_page,sort}", "type" = none));
    add(try_uri_template!("https://api.github.com/search/repositories{?q,page,per_page,sort,order}"));
    add(try_uri_template!(
        "https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}",
        label = none
    ));
    add(try_uri_template!("https://api.github.com/repos/{owner}/{repo}/git/commits{/sha}"));
    add(try_uri_template!("https://api.github.com/gists{/gist_id}"));
    add(try_uri_template!("https://api.github.com/repos/{owner}/{repo}/compare/{base}...{head}"));
    add(try_uri_template!("https://api.github.com/notifications{?since,all,participating}", all = none, participating = none));
    add(try_uri_template!("https://api.github.com/user/following{/user}"));
    add(try_uri_template!("https://api.github.com/repos/{owner}/{repo}/contents/{+path}"));
    n
}

/// One side on one set, 10 passes: what callgrind counts
/// (`--toggle-collect='*measured*'`), independent of the machine's load.
#[inline(never)]
fn measured(f: &dyn Fn() -> usize) -> usize {
    (0..10).map(|_| black_box(f())).sum()
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// `f` over `cases`, ns per case: the mean over `reps` passes.
fn time(cases: usize, reps: usize, f: &dyn Fn() -> usize) -> f64 {
    let t = Instant::now();
    for _ in 0..reps {
        black_box(f());
    }
    t.elapsed().as_nanos() as f64 / reps as f64 / cases as f64
}

/// Interleaved rounds of `a` against `b`: medians of each side and of the ratio.
fn pair(cases: usize, reps: usize, a: &dyn Fn() -> usize, b: &dyn Fn() -> usize) -> (f64, f64, f64) {
    let (mut x, mut y, mut r) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..3 {
        time(cases, reps, a);
        time(cases, reps, b);
    }
    for round in 0..15 {
        let (p, q) = if round % 2 == 0 {
            let p = time(cases, reps, a);
            (p, time(cases, reps, b))
        } else {
            let q = time(cases, reps, b);
            (time(cases, reps, a), q)
        };
        x.push(p);
        y.push(q);
        r.push(q / p);
    }
    (median(&mut x), median(&mut y), median(&mut r))
}

fn main() {
    // The suite's cases that all three expand as the suite expects.
    let all = suite();
    let total = all.len();
    let (mut ours_ok, mut next_ok, mut iri_ok) = (0, 0, 0);
    let mut common = Vec::new();
    // A peer's panic is counted, not printed.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for (c, want) in all {
        let o = ours(&c).is_some_and(|s| want.contains(&s));
        let n = catch_unwind(AssertUnwindSafe(|| next(&c))).is_ok_and(|s| want.contains(&s));
        let i = catch_unwind(AssertUnwindSafe(|| iri(&c))).is_ok_and(|s| s.is_some_and(|s| want.contains(&s)));
        ours_ok += usize::from(o);
        next_ok += usize::from(n);
        iri_ok += usize::from(i);
        if o && n && i {
            common.push(c);
        }
    }
    std::panic::set_hook(hook);
    println!(
        "suite: {total} positive cases; as expected: ours {ours_ok}, uritemplate-next {next_ok}, iri-string {iri_ok}; \
         timed: the {} all three pass",
        common.len()
    );
    let gh = github();
    for c in &gh {
        let o = ours(c).unwrap();
        assert_eq!(next(c), o, "{}", c.template);
        assert_eq!(iri(c).unwrap(), o, "{}", c.template);
    }
    let run = |cases: &[Case], f: fn(&Case) -> usize| cases.iter().map(f).sum::<usize>();
    let ours_f = |c: &Case| match UriTemplate::parse(&c.template) {
        Ok(t) => t.expand(&c.ours).map_or(0, |u| u.as_str().len()),
        Err(_) => 0,
    };
    let next_f = |c: &Case| next(c).len();
    let iri_f = |c: &Case| iri(c).map_or(0, |s| s.len());
    // `RFC6570_INSTR=ours|next|iri|macro:suite|github`: one side once, for
    // callgrind (`bench/rfc6570_instr.sh`).
    if let Ok(which) = std::env::var("RFC6570_INSTR") {
        let (side, set) = which.split_once(':').unwrap();
        let cases = if set == "suite" { &common[..] } else { &gh[..] };
        let n = match side {
            "ours" => measured(&|| run(cases, ours_f)),
            "next" => measured(&|| run(cases, next_f)),
            "iri" => measured(&|| run(cases, iri_f)),
            _ => measured(&macro_side),
        };
        println!("cases {} bytes {n}", cases.len());
        return;
    }
    println!("{:<44} {:>9} {:>9} {:>8}", "set / peer (peer ÷ ours)", "ours ns", "peer ns", "ratio");
    for (set, cases, reps) in [("suite", &common[..], 40), ("github", &gh[..], 400)] {
        let n = cases.len();
        let (a, b, r) = pair(n, reps, &|| run(cases, ours_f), &|| run(cases, next_f));
        println!("{:<44} {:>9.1} {:>9.1} {:>8.2}", format!("{set} / uritemplate-next"), a, b, r);
        let (a, b, r) = pair(n, reps, &|| run(cases, ours_f), &|| run(cases, iri_f));
        println!("{:<44} {:>9.1} {:>9.1} {:>8.2}", format!("{set} / iri-string"), a, b, r);
    }
    // try_uri_template! on the GitHub set: nothing parsed at run time.
    let n = gh.len();
    let (a, b, r) = pair(n, 400, &macro_side, &|| run(&gh, ours_f));
    println!("{:<44} {:>9.1} {:>9.1} {:>8.2}", "github / try_uri_template! vs UriTemplate", a, b, r);
    let (a, b, r) = pair(n, 400, &macro_side, &|| run(&gh, next_f));
    println!("{:<44} {:>9.1} {:>9.1} {:>8.2}", "github / try_uri_template! vs uritemplate-next", a, b, r);
    let (a, b, r) = pair(n, 400, &macro_side, &|| run(&gh, iri_f));
    println!("{:<44} {:>9.1} {:>9.1} {:>8.2}", "github / try_uri_template! vs iri-string", a, b, r);
}

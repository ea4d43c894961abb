//! RFC 6570 URI Templates: the uritemplate-test suite
//! (`tests/conformance/rfc6570/`, its four files) through
//! `UriTemplate::parse` and `UriTemplate::expand`, every case counted.

use std::collections::{BTreeMap, HashMap};

use proptest::prelude::*;
use serde_json::{json, Value as Json};
use url_core::rfc6570::{UriTemplate, Value};
use url_core::template::ValueProblem;

use crate::support::data;

/// What one case gave: the expansion, or the refusal (at parse or at
/// expansion) as text.
fn run(template: &str, vars: &Json) -> Result<String, String> {
    let t = UriTemplate::parse(template).map_err(|e| format!("parse: {e} at {}", e.offset()))?;
    t.expand(vars).map(|u| u.as_str().to_owned()).map_err(|e| format!("expand: {e}"))
}

/// Runs every case of one suite file; returns (cases, expansions, refusals).
fn suite(file: &str) -> (usize, usize, usize) {
    let text = data::text(&data::conformance(&format!("rfc6570/{file}")));
    let groups: Json = serde_json::from_str(&text).expect("a JSON object");
    let (mut cases, mut expanded, mut refused) = (0, 0, 0);
    let mut failures = Vec::new();
    for (group, g) in groups.as_object().expect("groups") {
        let level = g["level"].as_u64().unwrap_or(4);
        for case in g["testcases"].as_array().expect("testcases") {
            cases += 1;
            let template = case[0].as_str().expect("template");
            let got = run(template, &g["variables"]);
            match (&case[1], &got) {
                (Json::Bool(false), Err(_)) => refused += 1,
                (Json::String(want), Ok(got)) if want == got => expanded += 1,
                (Json::Array(alts), Ok(got)) if alts.iter().any(|a| a == got.as_str()) => expanded += 1,
                _ => failures.push(format!("{file} {group}: {template} gave {got:?}, expected {}", case[1])),
            }
            if let Ok(t) = UriTemplate::parse(template) {
                assert!(u64::from(t.level()) <= level, "{template}: level {} above the group's {level}", t.level());
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    (cases, expanded, refused)
}

#[test]
fn spec_examples() {
    assert_eq!(suite("spec-examples.json"), (64, 64, 0));
}

#[test]
fn spec_examples_by_section() {
    assert_eq!(suite("spec-examples-by-section.json"), (117, 117, 0));
}

#[test]
fn extended_tests() {
    assert_eq!(suite("extended-tests.json"), (53, 53, 0));
}

#[test]
fn negative_tests() {
    assert_eq!(suite("negative-tests.json"), (36, 0, 36));
}

/// Every negative case, refused where and as it must be: at parse, the
/// offset, length, rule, section and message; at expansion (a prefix on an
/// associative array, §2.4.1), the message naming the variable.
#[test]
fn negative_cases_exactly() {
    const PARSE: &[(&str, usize, usize, &str, &str, &str)] = &[
        ("{/id*", 0, 1, "expression", "2.2", "unclosed expression: '{' without a matching '}'"),
        ("/id*}", 4, 1, "literals", "2.1", "'}' without an opening '{'; write a literal '}' as %7D"),
        ("{/?id}", 2, 1, "varname", "2.3", "character '?' in a variable name"),
        (
            "{var:prefix}",
            4,
            1,
            "max-length",
            "2.4.1",
            "prefix modifier without a length; write ':' and a length from 1 to 9999",
        ),
        (
            "{hello:2*}",
            8,
            1,
            "modifier-level4",
            "2.4",
            "a variable takes either a prefix modifier or an explode modifier, not both",
        ),
        ("{??hello}", 2, 1, "varname", "2.3", "character '?' in a variable name"),
        ("{!hello}", 1, 1, "op-reserve", "2.2", "operator '!' is reserved for future extensions of RFC 6570"),
        (
            "{with space}",
            5,
            1,
            "varname",
            "2.3",
            "space in an expression; variable names take no spaces, and none stands around them",
        ),
        (
            "{ leading_space}",
            1,
            1,
            "varname",
            "2.3",
            "space in an expression; variable names take no spaces, and none stands around them",
        ),
        (
            "{trailing_space }",
            15,
            1,
            "varname",
            "2.3",
            "space in an expression; variable names take no spaces, and none stands around them",
        ),
        ("{=path}", 1, 1, "op-reserve", "2.2", "operator '=' is reserved for future extensions of RFC 6570"),
        (
            "{$var}",
            1,
            1,
            "expression",
            "2.2",
            "character '$' is reserved for application-level templating, not RFC 6570 expressions",
        ),
        ("{|var*}", 1, 1, "op-reserve", "2.2", "operator '|' is reserved for future extensions of RFC 6570"),
        (
            "{*keys?}",
            1,
            1,
            "varname",
            "2.3",
            "character '*' in a variable name; the explode modifier '*' follows the name",
        ),
        (
            "{?empty=default,var}",
            7,
            1,
            "varname",
            "2.3",
            "character '=' in a variable name; RFC 6570 has no default values",
        ),
        (
            "{var}{-prefix|/-/|var}",
            6,
            1,
            "varname",
            "2.3",
            "character '-' in a variable name; variable names take letters, digits, '_' and '.'",
        ),
        (
            "?q={searchTerms}&amp;c={example:color?}",
            31,
            1,
            "max-length",
            "2.4.1",
            "prefix modifier without a length; write ':' and a length from 1 to 9999",
        ),
        ("x{?empty|foo=none}", 8, 1, "varname", "2.3", "character '|' in a variable name"),
        ("/h{#hello+}", 9, 1, "varname", "2.3", "character '+' in a variable name"),
        ("/h#{hello+}", 9, 1, "varname", "2.3", "character '+' in a variable name"),
        (
            "{;keys:1*}",
            8,
            1,
            "modifier-level4",
            "2.4",
            "a variable takes either a prefix modifier or an explode modifier, not both",
        ),
        (
            "?{-join|&|var,list}",
            2,
            1,
            "varname",
            "2.3",
            "character '-' in a variable name; variable names take letters, digits, '_' and '.'",
        ),
        (
            "/people/{~thing}",
            9,
            1,
            "varname",
            "2.3",
            "character '~' in a variable name; variable names take letters, digits, '_' and '.'",
        ),
        (
            "/{default-graph-uri}",
            9,
            1,
            "varname",
            "2.3",
            "character '-' in a variable name; variable names take letters, digits, '_' and '.'",
        ),
        (
            "/sparql{?query,default-graph-uri}",
            22,
            1,
            "varname",
            "2.3",
            "character '-' in a variable name; variable names take letters, digits, '_' and '.'",
        ),
        (
            "/sparql{?query){&default-graph-uri*}",
            14,
            1,
            "expression",
            "2.2",
            "character ')' is reserved for application-level templating, not RFC 6570 expressions",
        ),
        (
            "/resolution{?x, y}",
            15,
            1,
            "varname",
            "2.3",
            "space in an expression; variable names take no spaces, and none stands around them",
        ),
        (
            "{var:0}",
            5,
            1,
            "max-length",
            "2.4.1",
            "prefix length starting with 0; write a length from 1 to 9999 without leading zero",
        ),
        (
            "{var:01}",
            5,
            2,
            "max-length",
            "2.4.1",
            "prefix length starting with 0; write a length from 1 to 9999 without leading zero",
        ),
        ("{var:10000}", 5, 5, "max-length", "2.4.1", "prefix length above 9999"),
        (
            "{var:}",
            4,
            1,
            "max-length",
            "2.4.1",
            "prefix modifier without a length; write ':' and a length from 1 to 9999",
        ),
        ("{x.}", 2, 1, "varname", "2.3", "'.' in a variable name must stand between two of its characters"),
        ("{x..y}", 2, 1, "varname", "2.3", "'.' in a variable name must stand between two of its characters"),
        ("{%2x}", 1, 3, "pct-encoded", "2.3", "'%' not followed by two hex digits in a variable name"),
    ];
    for &(template, offset, length, rule, section, message) in PARSE {
        let e = UriTemplate::parse(template).unwrap_err();
        assert_eq!(
            (e.offset(), e.length(), e.rule(), e.section(), e.message().as_str()),
            (offset, length, rule, section, message),
            "{template}"
        );
        assert_eq!(e.to_string(), format!("{message} (RFC 6570 §{section})"));
        assert_eq!(UriTemplate::parse_const(template), Err(e));
    }
    let vars = json!({"keys": {"semi": ";", "dot": ".", "comma": ","}});
    for (template, hole) in [("{keys:1}", "{keys:1}"), ("{+keys:1}", "{+keys:1}")] {
        let e = UriTemplate::parse(template).unwrap().expand(&vars).unwrap_err();
        assert_eq!(e.hole(), Some(hole));
        assert_eq!(e.problem(), Some(ValueProblem::PrefixOnComposite));
        assert_eq!(
            e.to_string(),
            format!(
                "the value of {hole} is a list or an associative array, to which a prefix modifier does not apply \
                 (RFC 6570 §2.4.1)"
            )
        );
    }
    assert_eq!(PARSE.len() + 2, 36);
}

/// The errors' other rows, and the help of the common mistakes.
#[test]
fn errors_and_help() {
    // (template, offset, length, rule, section, the suggestion's text)
    type Case = (&'static str, usize, usize, &'static str, &'static str, Option<&'static str>);
    let cases: &[Case] = &[
        ("/search{?q}{?page}", 11, 2, "operator", "3.2.8", Some("/search{?q,page}")),
        ("/search?q={q}{?page}", 13, 2, "operator", "3.2.8", Some("/search?q={q}{&page}")),
        ("{?a}{y}{?b}", 7, 2, "operator", "3.2.8", Some("{?a}{y}{&b}")),
        ("{ name }", 1, 1, "varname", "2.3", Some("{name}")),
        ("/r{?x, y}", 6, 1, "varname", "2.3", Some("/r{?x,y}")),
        ("{with space}", 5, 1, "varname", "2.3", None),
        ("{:3}", 1, 0, "varname", "2.3", Some("{name:3}")),
        ("/x{/id*", 2, 1, "expression", "2.2", Some("/x{/id*}")),
        ("{var", 0, 1, "expression", "2.2", Some("{var}")),
        ("{a{b}", 2, 1, "expression", "2.2", None),
        ("{}", 0, 2, "expression", "2.2", None),
        ("{a,}", 3, 0, "varname", "2.3", None),
        ("/a b", 2, 1, "literals", "2.1", None),
        ("/a|b", 2, 1, "literals", "2.1", None),
        ("/%zz", 1, 3, "pct-encoded", "2.1", None),
        ("/\u{7f}", 1, 1, "literals", "2.1", None),
        ("/a\r\nHost: evil", 2, 1, "literals", "2.1", None),
        ("/\u{fdd0}", 1, 3, "literals", "2.1", None),
    ];
    for &(template, offset, length, rule, section, fixed) in cases {
        let e = UriTemplate::parse(template).unwrap_err();
        assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (offset, length, rule, section), "{template}");
        assert_eq!(e.suggestion(template).map(|s| s.text().to_string()).as_deref(), fixed, "{template}");
    }
    let e = UriTemplate::parse("/a b").unwrap_err();
    assert_eq!(e.to_string(), "character ' ' in the template's literal text; write it as %20 (RFC 6570 §2.1)");
    let e = UriTemplate::parse("/search{?q}{?page}").unwrap_err();
    assert_eq!(
        e.suggestion("/search{?q}{?page}").unwrap().to_string(),
        "a query starts with '?' once and goes on with '&' (RFC 6570 §3.2.8, §3.2.9); did you mean `/search{?q,page}`?"
    );
    // A `?` in the fragment is data: a `{?` there is not a second query.
    assert!(UriTemplate::parse("/p#x?y{?q}").is_ok());
    assert!(UriTemplate::parse("/p{#f}{?q}").is_ok());
}

/// Level (§1.2), variables, expressions and varspecs, as explain-json.md's
/// example gives them.
#[test]
fn template_parts() {
    let t = UriTemplate::parse("https://api.example.com/repos/{owner}/{repo}/issues{?state,labels}").unwrap();
    assert_eq!((t.level(), t.variables()), (3, vec!["owner", "repo", "state", "labels"]));
    type Spec<'a> = (&'a str, Option<u16>, bool);
    let parts: Vec<(usize, &str, Vec<Spec<'_>>)> = t
        .expressions()
        .map(|e| {
            (e.offset(), e.operator().as_str(), e.varspecs().map(|v| (v.name(), v.prefix(), v.explode())).collect())
        })
        .collect();
    assert_eq!(
        parts,
        [
            (30, "", vec![("owner", None, false)]),
            (38, "", vec![("repo", None, false)]),
            (51, "?", vec![("state", None, false), ("labels", None, false)]),
        ]
    );
    for (template, level) in [
        ("", 1),
        ("/x", 1),
        ("{x}", 1),
        ("{+x}", 2),
        ("{#x}", 2),
        ("{x,y}", 3),
        ("{.x}", 3),
        ("{x*}", 4),
        ("{/x:3}", 4),
    ] {
        assert_eq!(UriTemplate::parse(template).unwrap().level(), level, "{template}");
    }
    let t = UriTemplate::parse("{a}{/b*,a:12}{?Some%20Thing,last.name}").unwrap();
    assert_eq!(t.variables(), ["a", "b", "Some%20Thing", "last.name"]);
    let specs: Vec<_> = t.expressions().flat_map(|e| e.varspecs()).map(|v| (v.offset(), v.as_str())).collect();
    assert_eq!(specs, [(1, "a"), (5, "b*"), (8, "a:12"), (15, "Some%20Thing"), (28, "last.name")]);
    assert!(UriTemplate::parse("https://h{/x}").unwrap().has_scheme());
    assert!(!UriTemplate::parse("{s}://h").unwrap().has_scheme());
    // Debug redacts a password of the fixed text.
    let t = UriTemplate::parse("https://deploy:hunter2@h/{x}").unwrap();
    assert_eq!(format!("{t:?}"), r#"UriTemplate { text: "https://deploy:***@h/{x}", level: 1 }"#);
}

/// Expansion details of §3: prefixes in characters, triplets under `+`
/// and `#`, UTF-8, undefined values, empty values.
#[test]
fn expansion_exactly() {
    let vars = json!({
        "greek": "αβγ", "crlf": "a\r\n\u{0}b", "pct": "%2Fab%zz", "odd": "%é%%41%2", "e": "é", "empty": "", "none": null, "nolist": [], "nomap": {},
        "list": ["a", "", "b c"], "map": {"k": "", "l": "/"}, "n": 6, "f": -1.5,
    });
    let cases = [
        ("{greek:2}", "%CE%B1%CE%B2"),
        ("{+greek:1}", "%CE%B1"),
        ("{+pct:1}", "%2F"),
        ("{+pct:2}", "%2Fa"),
        ("{pct:2}", "%252"),
        ("{+pct}", "%2Fab%25zz"),
        ("{#pct:6}", "#%2Fab%25zz"),
        ("{#pct:5}", "#%2Fab%25z"),
        ("{+e}", "%C3%A9"),
        // No CR, LF or NUL from a value reaches the URI, in any expansion.
        ("{+crlf}", "a%0D%0A%00b"),
        ("{#crlf}", "#a%0D%0A%00b"),
        ("{?crlf}", "?crlf=a%0D%0A%00b"),
        ("{+odd}", "%25%C3%A9%25%41%252"),
        ("{+odd:2}", "%25%C3%A9"),
        ("{+odd:4}", "%25%C3%A9%25%41"),
        ("{+odd:5}", "%25%C3%A9%25%41%25"),
        ("{odd:3}", "%25%C3%A9%25"),
        ("{e}", "%C3%A9"),
        ("{?empty,none,nolist,nomap}", "?empty="),
        ("{;empty,none}", ";empty"),
        ("{/none,nolist,nomap}", ""),
        ("x{.none}", "x"),
        ("{?list}", "?list=a,,b%20c"),
        ("{?list*}", "?list=a&list=&list=b%20c"),
        ("{;list*}", ";list=a;list;list=b%20c"),
        ("{;map*}", ";k;l=%2F"),
        ("{?map*}", "?k=&l=%2F"),
        ("{+map*}", "k=,l=/"),
        ("{map}", "k,,l,%2F"),
        ("{?n,f}", "?n=6&f=-1.5"),
        ("caf\u{e9}/{n}", "caf%C3%A9/6"),
        ("\u{e000}", "%EE%80%80"),
    ];
    for (template, want) in cases {
        let got = UriTemplate::parse(template).unwrap().expand(&vars);
        assert_eq!(got.map(|u| u.as_str().to_owned()).map_err(|e| e.to_string()), Ok(want.to_owned()), "{template}");
    }
}

/// The maps and the closure give the same expansion as JSON.
#[test]
fn every_kind_of_vars() {
    let t = UriTemplate::parse("/search{?q,page,tags*}").unwrap();
    let mut tree = BTreeMap::new();
    tree.insert("q", Value::from("rust uri"));
    tree.insert("tags", Value::from(["a", "b"]));
    assert_eq!(t.expand(&tree).unwrap().as_str(), "/search?q=rust%20uri&tags=a&tags=b");
    let hash: HashMap<String, Value> = tree.iter().map(|(k, v)| ((*k).to_owned(), v.clone())).collect();
    assert_eq!(t.expand(&hash).unwrap().as_str(), "/search?q=rust%20uri&tags=a&tags=b");
    let closure = |name: &str| match name {
        "page" => Some(Value::from(2u32)),
        "tags" => Some(Value::Undefined),
        _ => None,
    };
    assert_eq!(t.expand(&closure).unwrap().as_str(), "/search?page=2");
    let map = Value::assoc([("b", "2"), ("a", "1")]);
    let t = UriTemplate::parse("{?m*}").unwrap();
    assert_eq!(t.expand(&|_: &str| Some(map.clone())).unwrap().as_str(), "?b=2&a=1");
}

/// The two programs of the issue, and every other way a value could
/// change the request: refused, naming the variable.
#[test]
fn no_value_changes_the_request() {
    let refused = |template: &str, vars: serde_json::Value| {
        let e = UriTemplate::parse(template).unwrap().expand(&vars).unwrap_err();
        (e.hole().map(str::to_owned), e.problem(), e.to_string())
    };
    let moves = |c| Some(ValueProblem::Moves { component: c });
    let (hole, problem, text) = refused("https://example.com{+path}", json!({"path": "@evil.example/x"}));
    assert_eq!((hole.as_deref(), problem), (Some("{+path}"), moves("host")));
    assert_eq!(
        text,
        "the value of {+path} moves the host away from what the template's fixed text wrote (RFC 6570 §3.2.3 writes \
         reserved characters as they are)"
    );
    let (hole, problem, text) = refused("/files{/seg}", json!({"seg": ".."}));
    assert_eq!((hole.as_deref(), problem), (Some("{/seg}"), Some(ValueProblem::DotSegment { dots: 2 })));
    assert_eq!(
        text,
        "the value of {/seg} makes the path segment '..', a dot segment, which every reader removes (RFC 3986 §3.3, \
         §5.2.4)"
    );
    for (template, vars, hole, problem) in [
        ("https://example.com{+path}", json!({"path": ":8080/x"}), "{+path}", moves("port")),
        ("https://example.com{+path}", json!({"path": ".evil.com/"}), "{+path}", moves("host")),
        ("https://{+h}/", json!({"h": "user@evil"}), "{+h}", moves("userinfo")),
        ("foo{+x}", json!({"x": ":bar"}), "{+x}", moves("scheme")),
        ("/{+x}", json!({"x": "/evil/x"}), "{+x}", moves("host")),
        ("http:{+x}", json!({"x": "//evil/"}), "{+x}", moves("host")),
        ("{+base}{+path}", json!({"base": "http://a.example", "path": "@evil"}), "{+path}", moves("host")),
        ("/a/{x}/b", json!({"x": "."}), "{x}", Some(ValueProblem::DotSegment { dots: 1 })),
        ("/a/{x}./b", json!({"x": "."}), "{x}", Some(ValueProblem::DotSegment { dots: 2 })),
        ("/a/{+x}", json!({"x": "b/%2e%2E/c"}), "{+x}", Some(ValueProblem::DotSegment { dots: 2 })),
        ("/a{/x*}", json!({"x": ["b", "."]}), "{/x*}", Some(ValueProblem::DotSegment { dots: 1 })),
        ("{x}", json!({"x": ".."}), "{x}", Some(ValueProblem::DotSegment { dots: 2 })),
        // A value that writes the `/` before fixed dots, or stands empty
        // beside them, makes the dot segment too.
        ("/a{+x}..", json!({"x": "/"}), "{+x}", Some(ValueProblem::DotSegment { dots: 2 })),
        ("/a/..{x}", json!({"x": ""}), "{x}", Some(ValueProblem::DotSegment { dots: 2 })),
    ] {
        let (got_hole, got_problem, _) = refused(template, vars);
        assert_eq!((got_hole.as_deref(), got_problem), (Some(hole), problem), "{template}");
    }
    // Not a URI-reference at all.
    let (hole, problem, text) = refused("/p{#x}", json!({"x": "a#b"}));
    assert_eq!((hole.as_deref(), problem), (Some("{#x}"), None));
    assert_eq!(
        text,
        "the value of {#x} makes the expansion no RFC 3986 URI-reference: second '#' in fragment; write it as %23 \
         (RFC 3986 §3.5)"
    );
    let (hole, _, _) = refused("/p{+x}", json!({"x": "["}));
    assert_eq!(hole.as_deref(), Some("{+x}"));
    let e = UriTemplate::parse("http://[{x}").unwrap().expand(&json!({})).unwrap_err();
    assert_eq!((e.hole(), e.error().map(|e| e.rule())), (None, Some("IP-literal")));
    // What is allowed: a template that starts with its base, a value that
    // starts the path after the authority, dots beside other text.
    for (template, vars, want) in [
        ("{+base}index", json!({"base": "http://example.com/home/"}), "http://example.com/home/index"),
        ("https://example.com{+path}", json!({"path": "/a/b?c#d"}), "https://example.com/a/b?c#d"),
        ("https://example.com{+path}", json!({"path": ""}), "https://example.com"),
        ("/a/{x}.txt", json!({"x": "."}), "/a/..txt"),
        ("/a/{x}?q=..", json!({"x": "b"}), "/a/b?q=.."),
        ("/a/..{/x}", json!({"x": "b"}), "/a/../b"),
        ("/a/{x}/..", json!({"x": ""}), "/a//.."),
        ("https://{host}/", json!({"host": "example.com"}), "https://example.com/"),
        ("https://example.com{?q}", json!({"q": ":@/"}), "https://example.com?q=%3A%40%2F"),
    ] {
        let got = UriTemplate::parse(template).unwrap().expand(&vars).map(|u| u.as_str().to_owned());
        assert_eq!(got.map_err(|e| e.to_string()), Ok(want.to_owned()), "{template}");
    }
}

/// A value, not only a reserved one, must not write the scheme nor make
/// an authority that the template's fixed text did not write: `{/a}{/b}`
/// with `""` and `evil.example` gave the network-path reference
/// `//evil.example/file`, whose host is a value's, and `{x}:{y}` gave
/// `javascript:a` (`uri_format!` refuses a hole in the scheme, and one
/// whose empty value makes a path start with `//`).
#[test]
fn no_value_writes_the_scheme_or_makes_an_authority() {
    let scheme = "the value of {x} writes the scheme, which decides how the rest of the URI is read and must be the \
                  template's fixed text (RFC 3986 §3.1)";
    let authority = |hole: &str| {
        format!(
            "the value of {hole} makes the expansion start an authority with '//' where the template's fixed text \
             wrote none (RFC 3986 §3.2, §3.3)"
        )
    };
    for (template, vars, hole, problem, text) in [
        (
            "{/a}{/b}/file",
            json!({"a": "", "b": "evil.example"}),
            "{/a}",
            ValueProblem::MakesAuthority,
            authority("{/a}"),
        ),
        ("{/a*}/file", json!({"a": ["", "evil.example"]}), "{/a*}", ValueProblem::MakesAuthority, authority("{/a*}")),
        ("/{/b}/file", json!({"b": "evil.example"}), "{/b}", ValueProblem::MakesAuthority, authority("{/b}")),
        ("/{x}/{y}", json!({"x": "", "y": "evil"}), "{x}", ValueProblem::MakesAuthority, authority("{x}")),
        ("/{x}/{y}", json!({"y": "evil"}), "{x}", ValueProblem::MakesAuthority, authority("{x}")),
        ("{x}//{y}", json!({"x": "", "y": "evil"}), "{x}", ValueProblem::MakesAuthority, authority("{x}")),
        ("foo:{/a}{/b}", json!({"a": "", "b": "evil"}), "{/a}", ValueProblem::MakesAuthority, authority("{/a}")),
        ("{x}:{y}", json!({"x": "javascript", "y": "a"}), "{x}", ValueProblem::InScheme, scheme.to_owned()),
        ("{x}://h/", json!({"x": "https"}), "{x}", ValueProblem::InScheme, scheme.to_owned()),
        // A reserved value after an undefined one does not start the
        // template: it is no base, and it is the one named.
        (
            "{y}{+x}/a",
            json!({"x": "https://evil.example"}),
            "{+x}",
            ValueProblem::InScheme,
            scheme.replace("{x}", "{+x}"),
        ),
        ("{/q}{+x}/a", json!({"x": "//evil.example"}), "{+x}", ValueProblem::MakesAuthority, authority("{+x}")),
    ] {
        let e = UriTemplate::parse(template).unwrap().expand(&vars).unwrap_err();
        assert_eq!((e.hole(), e.problem(), e.to_string()), (Some(hole), Some(problem), text), "{template}");
    }
    // Still taken: the same templates where the values keep the path a
    // path, an authority the fixed text wrote, a base that starts the
    // template.
    for (template, vars, want) in [
        ("/{x}/{y}", json!({"x": "a", "y": "evil"}), "/a/evil"),
        ("{/a}{/b}/file", json!({"a": "x", "b": "evil.example"}), "/x/evil.example/file"),
        ("https://h{/a}{/b}", json!({"a": "", "b": "c"}), "https://h//c"),
        ("https://{host}/{p}", json!({"host": "a.example", "p": "c"}), "https://a.example/c"),
        ("{+base}/a", json!({"base": "https://h"}), "https://h/a"),
    ] {
        let got = UriTemplate::parse(template).unwrap().expand(&vars).map(|u| u.as_str().to_owned());
        assert_eq!(got.map_err(|e| e.to_string()), Ok(want.to_owned()), "{template}");
    }
}

/// 1 MB templates (a quarter of one in a debug build's loop): no panic,
/// and 8 times the size takes no more than 8 times the time and a margin.
#[test]
fn one_megabyte_templates() {
    let size = crate::helpers::sized(1 << 18, 1 << 20);
    let unit = "/a{b}{+c}{?d,e*}{&f:3}%20é{#g}";
    let vars = json!({"b": "..", "c": "x/y", "d": ["1", "2"], "e": {"k": "v"}, "f": "four"});
    let time = |t: &str| {
        let clock = std::time::Instant::now();
        let template = UriTemplate::parse(t).unwrap();
        let got = template.expand(&vars).map(|u| u.as_str().len());
        (clock.elapsed(), template.level(), got)
    };
    let count = size / unit.len();
    let big = unit.repeat(count);
    let (t1, level, got) = time(&big);
    assert_eq!(level, 4);
    // `{#g}` opens the fragment for the grammar, so `{?d` after it is no
    // second query; `g` is undefined, so the expansion has no fragment:
    // each unit writes `/a..x/y?d=1,2&k=v&f=fou%20%C3%A9`.
    assert_eq!(got, Ok(count * 32));
    let huge = big.repeat(8);
    let (t8, _, _) = time(&huge);
    assert!(t8 < t1 * 8 * 4 + std::time::Duration::from_millis(200), "{t1:?} then {t8:?}");
    // Long runs of what the grammar reads: literal text, one long name.
    let long = format!("/{}{{{}}}", "a%20".repeat(size / 4), "v".repeat(size));
    let t = UriTemplate::parse(&long).unwrap();
    assert_eq!(t.variables()[0].len(), size);
    assert_eq!(t.expand(&json!({})).unwrap().as_str().len(), 1 + size);
    // A long path of values, one a segment: the check reads the segments
    // and the spans side by side, never from the first span again.
    let path = |n: usize| {
        let text = "/{x}".repeat(n);
        let t = UriTemplate::parse(&text).unwrap();
        let clock = std::time::Instant::now();
        let got = t.expand(&json!({"x": "a"})).map(|u| u.as_str().len());
        (clock.elapsed(), got)
    };
    let n = size / 64;
    let ((p1, got1), (p8, got8)) = (path(n), path(8 * n));
    assert_eq!((got1, got8), (Ok(2 * n), Ok(16 * n)));
    assert!(p8 < p1 * 8 * 4 + std::time::Duration::from_millis(200), "{p1:?} then {p8:?}");
    // Unclosed at the end of a long expression.
    let e = UriTemplate::parse(&format!("{{{}", "v,".repeat(size / 2))).unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule()), (0, 1, "expression"));
}

/// `explain --json --grammar rfc6570 --vars` prints explain-json.md's
/// example exactly, and the refusal of the issue's first program.
#[test]
fn explain_prints_the_documented_object() {
    let explain = crate::support::build_example("explain");
    let out = std::process::Command::new(&explain)
        .args([
            "--json",
            "--grammar",
            "rfc6570",
            "--vars",
            r#"{"owner": "o", "repo": "r", "state": "open", "labels": null, "path": "@evil.example/x"}"#,
            "--",
        ])
        .args([
            "https://api.example.com/repos/{owner}/{repo}/issues{?state,labels}",
            "https://example.com{+path}",
            "{?a}{?b}",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(
        lines,
        [
            r#"{"input": "https://api.example.com/repos/{owner}/{repo}/issues{?state,labels}", "valid": true, "grammar": "rfc6570", "level": 3, "variables": ["owner", "repo", "state", "labels"], "expressions": [{"offset": 30, "operator": "", "varspecs": [{"name": "owner", "prefix": null, "explode": false}]}, {"offset": 38, "operator": "", "varspecs": [{"name": "repo", "prefix": null, "explode": false}]}, {"offset": 51, "operator": "?", "varspecs": [{"name": "state", "prefix": null, "explode": false}, {"name": "labels", "prefix": null, "explode": false}]}], "expansion": "https://api.example.com/repos/o/r/issues?state=open"}"#,
            r#"{"input": "https://example.com{+path}", "valid": true, "grammar": "rfc6570", "level": 2, "variables": ["path"], "expressions": [{"offset": 19, "operator": "+", "varspecs": [{"name": "path", "prefix": null, "explode": false}]}], "expansion": null, "expansion_error": {"variable": "path", "message": "the value of {+path} moves the host away from what the template's fixed text wrote (RFC 6570 §3.2.3 writes reserved characters as they are)"}}"#,
            r#"{"input": "{?a}{?b}", "valid": false, "grammar": "rfc6570", "error": {"offset": 4, "length": 2, "rule": "operator", "section": "3.2.8", "message": "a '?' expression after the query has begun writes a second '?'; continue the query with '&' (or name the variables in one expression: {?a,b})"}}"#,
        ]
    );
    // `--vars` without `--grammar rfc6570`, and a `--vars` that is no object: status 2.
    for args in [&["--vars", "{}", "x"][..], &["--grammar", "rfc6570", "--vars", "[1]", "x"]] {
        let out = std::process::Command::new(&explain).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

/// `--vars` numbers expand as their text as written, never a double's
/// rounding (123456789012345678901234567890 expanded as
/// 123456789012345680000000000000, 9007199254740991.0 as
/// 9007199254740990); deep or wrong-typed values: status 2 and the
/// message.
#[test]
fn explain_writes_numbers_as_written() {
    let explain = crate::support::build_example("explain");
    let run = |vars: &str| {
        let out = std::process::Command::new(&explain)
            .args(["--json", "--grammar", "rfc6570", "--vars", vars, "--", "/p{?x*}"])
            .output()
            .unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        let expansion = stdout.split("\"expansion\": ").nth(1).map(|s| s.trim_end_matches(['}', '\n']).to_owned());
        (out.status.code(), expansion, String::from_utf8(out.stderr).unwrap())
    };
    for (vars, want) in [
        (r#"{"x": 123456789012345678901234567890}"#, "/p?x=123456789012345678901234567890"),
        (r#"{"x": [18446744073709551616, -9223372036854775809]}"#, "/p?x=18446744073709551616&x=-9223372036854775809"),
        (r#"{"x": {"a": 9007199254740991.0}}"#, "/p?a=9007199254740991.0"),
        (r#"{"x": [ 1.5 , 1e400 ]}"#, "/p?x=1.5&x=1e400"),
        (r#"{"x": "\u00e9 \r\n"}"#, "/p?x=%C3%A9%20%0D%0A"),
        (r#"{"x": null}"#, "/p"),
    ] {
        assert_eq!(run(vars), (Some(0), Some(format!("\"{want}\"")), String::new()), "{vars}");
    }
    let deep = format!(r#"{{"x": {}{}}}"#, "[".repeat(30_000), "]".repeat(30_000));
    for (vars, message) in [
        (
            r#"{"x": true}"#,
            "a variable's value must be a string, a number, an array, an object or null at line 1 column 11",
        ),
        (r#"{"x": [true]}"#, "an item or member of a list or object must be a string or a number at line 1 column 13"),
        (
            r#"{"x": {"a": {"b": 1}}}"#,
            "an item or member of a list or object must be a string or a number at line 1 column 22",
        ),
        (&deep, "an item or member of a list or object must be a string or a number at line 1 column 60007"),
    ] {
        assert_eq!(run(vars), (Some(2), None, format!("explain: --vars: {message}\n")), "{}", &vars[..20]);
    }
}

/// Text that looks like templates: every brace, operator and modifier,
/// escapes, spaces, non-ASCII.
fn template_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        proptest::sample::select(vec![
            "{", "}", "+", "#", ".", "/", ";", "?", "&", "=", ",", "!", "@", "|", "$", "(", ")", ":", "*", "%", "2",
            "0", "9", "F", "g", "a", "_", "~", "-", " ", "'", "\"", "[", "]", "é", "\u{e000}", "\u{fdd0}", "x", "var",
            "%41", "{x}", "{+y}", "{?a,b}", "{l*}", "{m:3}",
        ]),
        0..24,
    )
    .prop_map(|parts| parts.concat())
}

/// Values that break naive expansions.
fn hostile() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        proptest::sample::select(vec![
            "/",
            "?",
            "#",
            "&",
            "=",
            "+",
            "%",
            "%2e",
            "%2F",
            ".",
            "..",
            ":",
            "@",
            "[",
            "]",
            " ",
            "é",
            "\u{1F600}",
            "a",
            "evil.example",
            "8080",
            "",
        ]),
        0..6,
    )
    .prop_map(|parts| parts.concat())
}

/// A template built from valid parts: fixed text (a scheme and host or
/// not, path text) and expressions of every operator over the variables
/// `a`, `b` (strings), `l` (a list) and `m` (an associative array).
fn valid_template() -> impl Strategy<Value = String> {
    let fixed =
        proptest::sample::select(vec!["", "https://example.com", "/p/", "x", "http:", "/", "?q=1", "#f", "..", "a."]);
    let op = proptest::sample::select(vec!["", "+", "#", ".", "/", ";", "?", "&"]);
    let spec = proptest::sample::select(vec!["a", "b", "a:2", "l", "l*", "m", "m*", "b:1"]);
    let expr =
        (op, proptest::collection::vec(spec, 1..3)).prop_map(|(op, specs)| format!("{{{op}{}}}", specs.join(",")));
    (fixed.clone(), proptest::collection::vec((expr, fixed), 0..4)).prop_map(|(start, rest)| {
        let mut t = start.to_owned();
        for (e, f) in rest {
            t.push_str(&e);
            t.push_str(f);
        }
        t
    })
}

/// RFC 6570 Appendix A written the plain way, over whole strings, for the
/// differential below: a template known valid, the variables of `vars`.
fn oracle(template: &str, vars: &BTreeMap<&str, Value>) -> String {
    fn encode(s: &str, reserved: bool) -> String {
        let mut out = String::new();
        let b = s.as_bytes();
        let mut i = 0;
        while i < s.len() {
            if reserved
                && b[i] == b'%'
                && i + 2 < b.len()
                && b[i + 1].is_ascii_hexdigit()
                && b[i + 2].is_ascii_hexdigit()
            {
                out.push_str(&s[i..i + 3]);
                i += 3;
                continue;
            }
            let c = s[i..].chars().next().unwrap();
            let unreserved = c.is_ascii_alphanumeric() || "-._~".contains(c);
            if unreserved || (reserved && ":/?#[]@!$&'()*+,;=".contains(c)) {
                out.push(c);
            } else {
                for byte in c.to_string().bytes() {
                    out.push_str(&format!("%{byte:02X}"));
                }
            }
            i += c.len_utf8();
        }
        out
    }
    /// The first `n` characters, a kept triplet counting as one.
    fn cut(s: &str, n: usize, reserved: bool) -> &str {
        let b = s.as_bytes();
        let (mut i, mut k) = (0, 0);
        while i < s.len() && k < n {
            let triplet = reserved
                && b[i] == b'%'
                && i + 2 < b.len()
                && b[i + 1].is_ascii_hexdigit()
                && b[i + 2].is_ascii_hexdigit();
            i += if triplet { 3 } else { s[i..].chars().next().unwrap().len_utf8() };
            k += 1;
        }
        &s[..i]
    }
    let mut out = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&encode(&rest[..open], true));
        let close = open + rest[open..].find('}').unwrap();
        let body = &rest[open + 1..close];
        rest = &rest[close + 1..];
        let (op, list) = match body.chars().next() {
            Some(c @ ('+' | '#' | '.' | '/' | ';' | '?' | '&')) => (c, &body[1..]),
            _ => (' ', body),
        };
        let (first, sep, named, ifemp, reserved) = match op {
            '+' => ("", ",", false, "", true),
            '#' => ("#", ",", false, "", true),
            '.' => (".", ".", false, "", false),
            '/' => ("/", "/", false, "", false),
            ';' => (";", ";", true, "", false),
            '?' => ("?", "&", true, "=", false),
            '&' => ("&", "&", true, "=", false),
            _ => ("", ",", false, "", false),
        };
        let mut parts: Vec<String> = Vec::new();
        for spec in list.split(',') {
            let (name, explode) = spec.strip_suffix('*').map_or((spec, false), |n| (n, true));
            let (name, prefix) = name.split_once(':').map_or((name, None), |(n, p)| (n, p.parse::<usize>().ok()));
            let named_value = |v: &str, n: &str| {
                if !named {
                    v.to_owned()
                } else if v.is_empty() {
                    format!("{n}{ifemp}")
                } else {
                    format!("{n}={v}")
                }
            };
            match vars.get(name) {
                None | Some(Value::Undefined) => {}
                Some(Value::String(v)) => {
                    let v = encode(prefix.map_or(v.as_str(), |n| cut(v, n, reserved)), reserved);
                    parts.push(if named { named_value(&v, name) } else { v });
                }
                Some(Value::List(l)) if l.is_empty() => {}
                Some(Value::AssocArray(m)) if m.is_empty() => {}
                Some(Value::List(l)) if explode => {
                    parts.extend(l.iter().map(|v| named_value(&encode(v, reserved), name)));
                }
                Some(Value::List(l)) => {
                    let joined = l.iter().map(|v| encode(v, reserved)).collect::<Vec<_>>().join(",");
                    parts.push(if named { format!("{name}={joined}") } else { joined });
                }
                Some(Value::AssocArray(m)) if explode => parts.extend(m.iter().map(|(k, v)| {
                    let (k, v) = (encode(k, reserved), encode(v, reserved));
                    if named {
                        named_value(&v, &k)
                    } else {
                        format!("{k}={v}")
                    }
                })),
                Some(Value::AssocArray(m)) => {
                    let joined = m
                        .iter()
                        .map(|(k, v)| format!("{},{}", encode(k, reserved), encode(v, reserved)))
                        .collect::<Vec<_>>()
                        .join(",");
                    parts.push(if named { format!("{name}={joined}") } else { joined });
                }
            }
        }
        if !parts.is_empty() {
            out.push_str(first);
            out.push_str(&parts.join(sep));
        }
    }
    out.push_str(&encode(rest, true));
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::helpers::sized(500, 5000) as u32, ..ProptestConfig::default() })]

    /// Any text: no panic, the const and run-time forms agree, an error
    /// lies inside the text, and a valid template's parts are found again.
    #[test]
    fn parse_never_panics(text in template_text()) {
        let parsed = UriTemplate::parse(&text);
        prop_assert_eq!(parsed, UriTemplate::parse_const(&text));
        match parsed {
            Err(e) => prop_assert!(e.offset() + e.length() <= text.len(), "{}: {:?}", text, e),
            Ok(t) => {
                for e in t.expressions() {
                    let braced = e.as_str().starts_with('{') && e.as_str().ends_with('}');
                    prop_assert!(braced, "{}", e.as_str());
                    prop_assert_eq!(&text[e.offset()..e.offset() + e.as_str().len()], e.as_str());
                    prop_assert!(e.varspecs().count() >= 1);
                }
                let names: Vec<&str> = t.expressions().flat_map(|e| e.varspecs()).map(|v| v.name()).collect();
                for v in t.variables() {
                    prop_assert!(names.contains(&v));
                }
                prop_assert!((1..=4).contains(&t.level()));
            }
        }
    }

    /// Every expansion is the URI-reference it claims: it parses back as
    /// itself; with a scheme in the fixed text, as a URI of that scheme; a
    /// refusal names a variable of the template or the parser's error.
    #[test]
    fn every_expansion_parses_as_claimed(
        template in valid_template(), a in hostile(), b in hostile(),
        l in proptest::collection::vec(hostile(), 0..3), m in proptest::collection::vec((hostile(), hostile()), 0..3),
    ) {
        // The parts are valid; only a second `{?` is refused.
        let t = match UriTemplate::parse(&template) {
            Ok(t) => t,
            Err(e) => {
                prop_assert_eq!((e.rule(), e.section()), ("operator", "3.2.8"));
                return Ok(());
            }
        };
        let mut vars = BTreeMap::new();
        vars.insert("a", Value::from(a));
        vars.insert("b", Value::from(b));
        vars.insert("l", Value::from(l));
        vars.insert("m", Value::assoc(m));
        let plain = oracle(&template, &vars);
        match t.expand(&vars) {
            Ok(u) => {
                prop_assert_eq!(u.as_str(), plain.as_str());
                let again = url_core::UriRef::parse(u.as_str());
                prop_assert_eq!(again, Ok(u.as_uri_ref()));
                if t.has_scheme() {
                    let scheme = &template[..template.find(':').unwrap()];
                    let uri = url_core::UriBuf::try_from(u.clone()).unwrap();
                    prop_assert_eq!(uri.as_uri().scheme(), scheme);
                }
            }
            Err(e) => {
                prop_assert!(e.hole().is_some() || e.error().is_some(), "{}", e);
                // What is refused is the RFC's expansion: no URI-reference,
                // or one with a dot segment, or a reserved value before the
                // path.
                match (e.problem(), url_core::UriRef::parse(&plain)) {
                    (None, parsed) => prop_assert!(parsed.is_err(), "{} gave {} but {}", template, plain, e),
                    (Some(ValueProblem::DotSegment { .. } | ValueProblem::DotPart { .. }), Ok(r)) => {
                        // A segment decoded once (up to a `;`), or a part of
                        // it between the '/' and '\' it decodes to, is `.` or
                        // `..` once trailing spaces and NULs are removed.
                        let dots = |s: &str| {
                            let d = url_core::percent::decode(s.split(';').next().unwrap()).collect::<Vec<u8>>();
                            d.split(|&c| c == b'/' || c == b'\\').any(|part| {
                                let end = part.iter().rposition(|&c| c != b' ' && c != 0).map_or(0, |k| k + 1);
                                matches!(&part[..end], b"." | b"..")
                            })
                        };
                        prop_assert!(r.path().split('/').any(dots), "{} gave {}", template, plain);
                    }
                    (Some(ValueProblem::Moves { .. }), _) => prop_assert!(template.contains('+')),
                    (Some(ValueProblem::InScheme), Ok(r)) => prop_assert!(r.scheme().is_some()),
                    (Some(ValueProblem::MakesAuthority), Ok(r)) => prop_assert!(r.authority().is_some()),
                    (problem, parsed) => prop_assert!(false, "{}: {:?} {:?}", template, problem, parsed),
                }
                if let Some(hole) = e.hole() {
                    let name = hole.trim_matches(['{', '}', '+', '#', '.', '/', ';', '?', '&']);
                    let name = name.split([':', '*']).next().unwrap();
                    prop_assert!(t.variables().contains(&name), "{} names {}", template, hole);
                }
            }
        }
    }

    /// A template without variables expands to itself, when it is a
    /// URI-reference; when it is none, the refusal names no variable.
    #[test]
    fn fixed_text_expands_to_itself(text in "[-a-zA-Z0-9._~:/?#\\[\\]@!$&'()*+,;=]{0,24}") {
        let t = UriTemplate::parse(&text).unwrap();
        prop_assert_eq!(t.level(), 1);
        match (t.expand(&json!({})), url_core::UriRef::parse(&text)) {
            (Ok(u), Ok(_)) => prop_assert_eq!(u.as_str(), text.as_str()),
            (Err(e), Err(p)) => {
                prop_assert_eq!(e.hole(), None);
                prop_assert_eq!(e.error(), Some(&p));
            }
            (got, parsed) => prop_assert!(false, "{}: {:?} but {:?}", text, got, parsed),
        }
    }
}

/// Parsing allocates nothing; an expansion allocates its output and nothing
/// else (up to 8 variables: their places in the output are kept inline).
#[test]
fn expansion_allocates_only_its_output() {
    let templates = [
        "https://api.github.com/repos/{owner}/{repo}/issues{/number}",
        "/search{?q,page}",
        "{/id*}{?fields,first_name,last.name,token}",
        "{x:prefix}",
        "/a b",
        "{?a}{?b}",
    ];
    let info = allocation_counter::measure(|| {
        for t in templates {
            let parsed = UriTemplate::parse(std::hint::black_box(t));
            let _ =
                std::hint::black_box(parsed.map(|t| (t.level(), t.expressions().flat_map(|e| e.varspecs()).count())));
        }
    });
    assert_eq!(info.count_total, 0);
    let t = UriTemplate::parse(templates[0]).unwrap();
    let vars = BTreeMap::from([
        ("owner", Value::from("rust-lang")),
        ("repo", Value::from("rust")),
        ("number", Value::from(42)),
    ]);
    let json = json!({"owner": "rust-lang", "repo": "rust", "number": 42});
    let closure = |name: &str| (name == "owner").then(|| Value::from("rust-lang"));
    let mut outputs = Vec::with_capacity(3);
    let info = allocation_counter::measure(|| {
        outputs.push(t.expand(&vars).unwrap());
        outputs.push(t.expand(&json).unwrap());
    });
    assert_eq!(info.count_total, 2);
    assert_eq!(outputs[0].as_str(), "https://api.github.com/repos/rust-lang/rust/issues/42");
    assert_eq!(outputs[0], outputs[1]);
    // The closure builds its `Value`: one allocation for the text beside the output.
    let info = allocation_counter::measure(|| outputs.push(t.expand(&closure).unwrap()));
    assert_eq!(info.count_total, 2);
    assert_eq!(outputs[2].as_str(), "https://api.github.com/repos/rust-lang//issues");
}

/// Typed, borrowed values (`Text`, `List`, `Pairs`) expand as the same
/// `Value`s do, and allocate nothing but the output (which grows past its
/// first guess as a `String` does).
#[test]
fn typed_values_expand_alike_without_allocating() {
    use url_core::rfc6570::{List, Pairs, Text, Variable, Vars};

    struct Typed<'a> {
        user: Text<&'a str>,
        page: Text<u32>,
        ids: List<'a, [u64]>,
        filter: Pairs<'a, BTreeMap<&'a str, &'a str>>,
        none: List<'a, Vec<String>>,
    }
    impl Vars for Typed<'_> {
        fn with(&self, name: &str, _: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
            f(match name {
                "user" => Some(&self.user),
                "page" => Some(&self.page),
                "ids" => Some(&self.ids),
                "filter" => Some(&self.filter),
                "none" => Some(&self.none),
                _ => None,
            })
        }
    }
    let filter = BTreeMap::from([("state", "open"), ("sort", "updated")]);
    let empty = Vec::new();
    let typed = Typed {
        user: Text("o'brien é"),
        page: Text(2),
        ids: List(&[3, 5][..]),
        filter: Pairs(&filter),
        none: List(&empty),
    };
    // The output is the one allocation: a template whose expansion fits the
    // first guess of its size (twice the template and 32 bytes), no more.
    let short = Typed { user: Text("ob"), ..typed };
    let t = UriTemplate::parse("https://h/users/{user}/items{?page,ids*,none}").unwrap();
    let mut out = None;
    let info = allocation_counter::measure(|| out = Some(t.expand(&short)));
    assert_eq!(out.unwrap().unwrap().as_str(), "https://h/users/ob/items?page=2&ids=3&ids=5");
    assert_eq!(info.count_total, 1);
    // A prefix on a typed map is refused as on a `Value`'s (§2.4.1).
    let t = UriTemplate::parse("https://h/{#ids,filter:1}").unwrap();
    let e = t.expand(&typed).unwrap_err();
    assert_eq!((e.hole(), e.problem()), (Some("{#filter:1}"), Some(ValueProblem::PrefixOnComposite)));
    let t = UriTemplate::parse("https://h/users/{user}/items{?page,ids*,none}{&filter*}{#ids,filter}").unwrap();
    let want =
        "https://h/users/o%27brien%20%C3%A9/items?page=2&ids=3&ids=5&sort=updated&state=open#3,5,sort,updated,state,open";
    assert_eq!(t.expand(&typed).unwrap().as_str(), want);
    let values = json!({"user": "o'brien é", "page": 2, "ids": ["3", "5"], "filter": {"sort": "updated", "state": "open"}, "none": []});
    assert_eq!(t.expand(&values).unwrap().as_str(), want);
}

/// In a `mailto` URI the query is the message's header fields (RFC 6068
/// §2): a value that writes a header's `?` or `&`, its name or its `=`
/// adds a header field of its choosing (a `Bcc:`), and is refused, naming
/// the variable; the template's own names (fixed text, the varnames of
/// `{?x}` and `{&x}`, an exploded list's) and any value of a field stay.
#[test]
fn no_value_adds_a_mail_header() {
    let expand = |template: &str, vars: serde_json::Value| {
        UriTemplate::parse(template)
            .unwrap()
            .expand(&vars)
            .map(|u| u.as_str().to_owned())
            .map_err(|e| (e.hole().map(str::to_owned), e.problem(), e.to_string()))
    };
    let header = |hole: &str| {
        Err((
            Some(hole.to_owned()),
            Some(ValueProblem::MakesHeader),
            format!(
        "the value of {hole} writes a header field's name, or the '?' or '&' that starts one, in a mailto URI, which \
         a mail composer adds to the message (RFC 6068 §2, §5)"
    ),
        ))
    };
    for (template, vars, want) in [
        ("mailto:{+to}", json!({"to": "ops@example.com?bcc=evil@x.example"}), header("{+to}")),
        ("mailto:ops@example.com?subject={+s}", json!({"s": "hi&bcc=evil@x.example"}), header("{+s}")),
        ("mailto:ops@example.com{?h*}", json!({"h": {"bcc": "evil@x.example"}}), header("{?h*}")),
        ("mailto:ops@example.com?subject=x{&h*}", json!({"h": {"bcc": "e@x.example"}}), header("{&h*}")),
        ("mailto:ops@example.com?{n}=e@x.example", json!({"n": "bcc"}), header("{n}")),
        ("MAILTO:ops@example.com?sub{n}=x", json!({"n": "ject"}), header("{n}")),
        // the template's own header fields, whatever their values
        (
            "mailto:{to}{?subject,body}",
            json!({"to": "ops@example.com", "subject": "a&bcc=b", "body": "x"}),
            Ok("mailto:ops%40example.com?subject=a%26bcc%3Db&body=x".to_owned()),
        ),
        (
            "mailto:ops@example.com{?cc*}",
            json!({"cc": ["a@x.example", "b@x.example"]}),
            Ok("mailto:ops@example.com?cc=a%40x.example&cc=b%40x.example".to_owned()),
        ),
        (
            "mailto:ops@example.com?subject={+s}",
            json!({"s": "ok,done:1"}),
            Ok("mailto:ops@example.com?subject=ok,done:1".to_owned()),
        ),
        // other schemes' queries are no headers
        (
            "https://example.com/search{?q*}",
            json!({"q": {"bcc": "x"}}),
            Ok("https://example.com/search?bcc=x".to_owned()),
        ),
    ] {
        assert_eq!(expand(template, vars), want, "{template}");
    }
}

//! RFC 6570 templates through the macros (`uri_template!`,
//! `try_uri_template!`): each type bound to its kind, the expansion equal
//! to RFC 6570's and to `UriTemplate::expand` on the same values, the
//! arguments named as `format!` names them, the output type by the
//! template's scheme, and the refusals of the fallible form naming the
//! variable (the two programs of issue 46's "Why").

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};

use proptest::prelude::*;
use url_literal::rfc6570::{UriTemplate, Value};
use url_literal::{try_uri_template, uri_template, UriBuf, UriRefBuf};

#[test]
fn strings_options_lists_and_maps_by_type() {
    // RFC 6570 §3.2's variables.
    let var = "value";
    let hello = "Hello World!";
    let path = "/foo/bar";
    let list = ["red", "green", "blue"];
    let keys = [("semi", ";"), ("dot", "."), ("comma", ",")];
    let empty_keys: [(&str, &str); 0] = [];
    let undef: Option<&str> = None;

    let u = |r: Result<UriRefBuf, url_literal::template::TemplateError>| r.unwrap().as_str().to_owned();
    assert_eq!(u(try_uri_template!("{var}")), "value");
    assert_eq!(u(try_uri_template!("{hello}")), "Hello%20World%21");
    assert_eq!(u(try_uri_template!("{+path}/here")), "/foo/bar/here");
    assert_eq!(u(try_uri_template!("here?ref={+path}")), "here?ref=/foo/bar");
    assert_eq!(u(try_uri_template!("X{.var}")), "X.value");
    assert_eq!(u(try_uri_template!("X{.list}")), "X.red,green,blue");
    assert_eq!(u(try_uri_template!("X{.list*}")), "X.red.green.blue");
    assert_eq!(u(try_uri_template!("{/list*,path:4}")), "/red/green/blue/%2Ffoo");
    assert_eq!(u(try_uri_template!("{;keys}")), ";keys=semi,%3B,dot,.,comma,%2C");
    assert_eq!(u(try_uri_template!("{;keys*}")), ";semi=%3B;dot=.;comma=%2C");
    assert_eq!(u(try_uri_template!("{?keys}")), "?keys=semi,%3B,dot,.,comma,%2C");
    assert_eq!(u(try_uri_template!("{?keys*}")), "?semi=%3B&dot=.&comma=%2C");
    assert_eq!(u(try_uri_template!("{?var:3,undef}")), "?var=val");
    assert_eq!(u(try_uri_template!("{&empty_keys,undef}")), "");
    assert_eq!(u(try_uri_template!("{#keys*}")), "#semi=;,dot=.,comma=,");

    // The same through the run-time expansion with `Value`s.
    let vars: BTreeMap<&str, Value> = BTreeMap::from([
        ("var", Value::from(var)),
        ("list", Value::from(list)),
        ("keys", Value::AssocArray(keys.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect())),
        ("path", Value::from(path)),
    ]);
    for (t, want) in [
        ("X{.list*}", "X.red.green.blue"),
        ("{/list*,path:4}", "/red/green/blue/%2Ffoo"),
        ("{?keys*}", "?semi=%3B&dot=.&comma=%2C"),
        ("{?var:3,undef}", "?var=val"),
    ] {
        assert_eq!(UriTemplate::parse(t).unwrap().expand(&vars).unwrap().as_str(), want, "{t}");
    }
}

#[test]
fn every_container_binds_to_its_kind() {
    let v = vec![3, 1];
    let d: VecDeque<&str> = ["a b", "c"].into_iter().collect();
    let s: BTreeSet<char> = ['z', 'y'].into_iter().collect();
    let slice: &[u8] = &[9, 8];
    let b: BTreeMap<&str, i32> = [("z", 1), ("a", -2)].into_iter().collect();
    let h: HashMap<String, u8> = (0..20).map(|i| (format!("k{i:02}"), i)).collect();
    let pairs = vec![("x", 1.5)];
    let uri = uri_template!("https://h/p{?v,d,s,slice,b*,pairs*}");
    assert_eq!(uri.as_str(), "https://h/p?v=3,1&d=a%20b,c&s=y,z&slice=9,8&a=-2&z=1&x=1.5");
    // A HashMap in the order of its keys, the same on every run.
    let uri = uri_template!("https://h/p{?h*}");
    let want: String = (0..20).map(|i| format!("k{i:02}={i}")).collect::<Vec<_>>().join("&");
    assert_eq!(uri.as_str(), format!("https://h/p?{want}"));
    // Empty lists and maps, `None`: undefined, left out (§3.2.1).
    let (v, b, o): (Vec<u8>, BTreeMap<u8, u8>, Option<String>) = (vec![], BTreeMap::new(), None);
    assert_eq!(uri_template!("https://h/p{?v,b,o}").as_str(), "https://h/p");
    // A reference to a container is the container.
    let r = &vec!["x"];
    assert_eq!(uri_template!("https://h/p{?r}").as_str(), "https://h/p?r=x");
    let o = &Some("y");
    assert_eq!(uri_template!("https://h/p{?o}").as_str(), "https://h/p?o=y");
}

#[test]
fn arguments_as_format_names_them() {
    let q = "from scope";
    let uri = uri_template!("https://h/s{?q,page}", page = 2 + 1);
    assert_eq!(uri.as_str(), "https://h/s?q=from%20scope&page=3");
    let uri = uri_template!("https://h/s{?q}", q = "named wins");
    assert_eq!(uri.as_str(), "https://h/s?q=named%20wins");
    // A varname that is no Rust identifier: by a string key.
    let uri = uri_template!("https://h/s{?user.id,type}", "user.id" = 7, "type" = "bot");
    assert_eq!(uri.as_str(), "https://h/s?user.id=7&type=bot");
    // Each argument is evaluated once, even when the template uses it twice.
    let mut calls = 0;
    let uri = uri_template!(
        "https://h/s{?n}{&n}",
        n = {
            calls += 1;
            calls
        }
    );
    assert_eq!((uri.as_str(), calls), ("https://h/s?n=1&n=1", 1));
}

#[test]
fn the_output_type_follows_the_fixed_text() {
    let id = 7u32;
    let uri: UriBuf = uri_template!("https://h/users{/id}");
    assert_eq!(uri.as_uri().path(), "/users/7");
    let r: UriRefBuf = uri_template!("/users{/id}");
    assert_eq!(r.as_str(), "/users/7");
    let r: Result<UriRefBuf, _> = try_uri_template!("{+id}/x");
    assert_eq!(r.unwrap().as_str(), "7/x");
}

#[test]
fn numbers_fill_path_segments_without_try() {
    let (number, v, ip) = (1347u64, [2, 0], std::net::Ipv4Addr::LOCALHOST);
    let uri = uri_template!("https://api.github.com/repos/rust-lang/rust/issues{/number}");
    assert_eq!(uri.as_str(), "https://api.github.com/repos/rust-lang/rust/issues/1347");
    assert_eq!(uri_template!("https://h/{number}/x{/v*}").as_str(), "https://h/1347/x/2/0");
    assert_eq!(uri_template!("https://h/a/{+ip}{#number}").as_str(), "https://h/a/127.0.0.1#1347");
    // In the query: any `Display`.
    let q = "../etc";
    assert_eq!(uri_template!("https://h/v/x?q={q}").as_str(), "https://h/v/x?q=..%2Fetc");
    // Text beside fixed text in a segment: through `try_`, since a value
    // could make a part of it between a decoded '/' or '\' `..` (`v%2F..`).
    let name = "../etc";
    let uri = try_uri_template!("https://h/v{name}/x?q={name}").unwrap();
    assert_eq!(uri.as_str(), "https://h/v..%2Fetc/x?q=..%2Fetc");
    let name = "/..";
    assert_eq!(try_uri_template!("https://h/v{name}/x").unwrap_err().hole(), Some("{name}"));
}

/// In a generic function, a `Display` parameter is a string; a template
/// without variables is its own text; a variable used twice is bound once.
#[test]
fn generic_values_empty_templates_and_repeated_variables() {
    fn search<T: std::fmt::Display>(q: T) -> UriBuf {
        uri_template!("https://h/s?q={q}")
    }
    assert_eq!(search("a b").as_str(), "https://h/s?q=a%20b");
    assert_eq!(search(7).as_str(), "https://h/s?q=7");
    let r: UriRefBuf = uri_template!("");
    assert_eq!(r.as_str(), "");
    assert_eq!(uri_template!("https://h/%7Bx%7D").as_str(), "https://h/%7Bx%7D");
    let n = 5u8;
    assert_eq!(uri_template!("https://h{/n}{?n}{#n}").as_str(), "https://h/5?n=5#5");
}

/// The macros allocate the output and nothing else: the values are bound
/// by reference, the template is a constant, the variables are found by
/// index (a `HashMap` is the exception: a vector of its pairs, sorted).
#[test]
fn the_output_is_the_only_allocation() {
    let (owner, repo, number, q) = ("rust-lang", "rust", 1347u32, "is:open label:bug");
    let labels = ["bug", "help wanted"];
    let page: Option<u8> = None;
    let info = allocation_counter::measure(|| {
        let uri = uri_template!("https://api.github.com/search/issues{?q,labels,page}{#number}");
        std::hint::black_box(uri);
        let uri = try_uri_template!("https://api.github.com/repos/{owner}/{repo}/issues{/number}");
        std::hint::black_box(uri.unwrap());
    });
    assert_eq!(info.count_total, 2);
}

/// Issue 46's "Why": a reserved expansion that moves the host, and a path
/// segment made `..`, refused by the macro and by `UriTemplate::expand`,
/// each naming the variable.
#[test]
fn values_that_change_the_request_are_refused_naming_the_variable() {
    let path = "@evil.example/x";
    let e = try_uri_template!("https://example.com{+path}").unwrap_err();
    assert_eq!(e.hole(), Some("{+path}"), "{e}");
    assert_eq!(
        e.to_string(),
        "the value of {+path} moves the host away from what the template's fixed text wrote \
         (RFC 6570 §3.2.3 writes reserved characters as they are)"
    );
    let seg = "..";
    let e = try_uri_template!("https://example.com/files{/seg}").unwrap_err();
    assert_eq!(e.hole(), Some("{/seg}"));
    assert_eq!(
        e.to_string(),
        "the value of {/seg} makes the path segment '..', a dot segment, which every reader removes \
         (RFC 3986 §3.3, §5.2.4)"
    );
    // The same refusals at run time.
    for (t, name, value) in
        [("https://example.com{+path}", "path", "@evil.example/x"), ("https://example.com/files{/seg}", "seg", "..")]
    {
        let vars = BTreeMap::from([(name, Value::from(value))]);
        let run = UriTemplate::parse(t).unwrap().expand(&vars).unwrap_err();
        let mac = if name == "path" {
            try_uri_template!("https://example.com{+path}").unwrap_err()
        } else {
            try_uri_template!("https://example.com/files{/seg}").unwrap_err()
        };
        assert_eq!((run.hole(), run.to_string()), (mac.hole(), mac.to_string()), "{t}");
    }
    // A whole segment, `%2E` spelled, through `try_`.
    let owner = "%2E%2e";
    let e = try_uri_template!("https://api.github.com/repos/{owner}/x").map(|u| u.to_string());
    assert_eq!(e.as_deref(), Ok("https://api.github.com/repos/%252E%252e/x"));
    let owner = ".";
    let e = try_uri_template!("https://api.github.com/repos/{owner}/x").unwrap_err();
    assert_eq!(e.hole(), Some("{owner}"));
}

/// Text values (any character) where `uri_template!` takes text.
fn text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            proptest::sample::select(vec![
                "/",
                "?",
                "#",
                "&",
                "=",
                "+",
                "%",
                "%2E",
                ".",
                "..",
                ":",
                "@",
                "[",
                "]",
                "\\",
                " ",
                "é",
                "\u{10FFFF}",
                "a",
                "",
            ])
            .prop_map(str::to_owned),
            any::<char>().prop_map(String::from),
        ],
        0..6,
    )
    .prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// The macro's expansion is `UriTemplate::expand`'s on the same values,
    /// and `uri_template!` never refuses a value it admits.
    #[test]
    fn the_macro_expands_as_the_run_time_template(
        q in text(), p in text(), l in proptest::collection::vec(text(), 0..3), n in any::<i64>(),
        o in proptest::option::of(text()),
    ) {
        let vars = BTreeMap::from([
            ("q", Value::from(q.as_str())),
            ("p", Value::from(p.as_str())),
            ("l", Value::from(l.clone())),
            ("n", Value::from(n)),
            ("o", o.as_deref().map_or(Value::Undefined, Value::from)),
        ]);
        let check = |t: &str, got: Result<String, String>| {
            let want = UriTemplate::parse(t).unwrap().expand(&vars).map(|u| u.to_string()).map_err(|e| e.to_string());
            assert_eq!(got, want, "{}", t);
        };
        let texts = |r: Result<String, url_literal::template::TemplateError>| r.map_err(|e| e.to_string());
        check("https://h/{n}/x{/n}{?q,l,o}{&n}", Ok(uri_template!("https://h/{n}/x{/n}{?q,l,o}{&n}").to_string()));
        // Text in a path segment beside fixed text: through `try_`.
        check(
            "https://h/v{p}/x{/n}{?q,l,o}{&n}",
            texts(try_uri_template!("https://h/v{p}/x{/n}{?q,l,o}{&n}").map(|u| u.to_string())),
        );
        check(
            "https://h/{n}/{p}.json{;q,o}{#n}",
            texts(try_uri_template!("https://h/{n}/{p}.json{;q,o}{#n}").map(|u| u.to_string())),
        );
        check("/a{.p}{?l*}", texts(try_uri_template!("/a{.p}{?l*}").map(|u| u.to_string())));
        // Reserved expansion through `try_`: the RFC's text or a refusal naming
        // the variable; never a raw CR, LF or space, always a URI.
        for r in [
            try_uri_template!("https://h/a/{+p}{#q}").map(|u| u.to_string()),
            try_uri_template!("https://h/{p}/{+q}?x={+p}").map(|u| u.to_string()),
        ] {
            match r {
                Ok(u) => {
                    assert!(!u.contains(['\r', '\n', ' ']), "{}", u);
                    url_literal::Uri::parse(&u).unwrap();
                }
                Err(e) => assert!(matches!(e.hole(), Some("{+p}" | "{#q}" | "{p}" | "{+q}")), "{}", e),
            }
        }
    }
}

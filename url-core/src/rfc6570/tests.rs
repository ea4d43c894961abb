//! The character classes of RFC 6570 against its ABNF, written out here
//! from §2.1 and §2.3, and the phrases the errors quote against the classes.

use super::UriTemplate;
use crate::chars::{is, is_varchar, T_LITERAL};

/// §2.1: `literals = %x21 / %x23-24 / %x26 / %x28-3B / %x3D / %x3F-5B /
/// %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate / pct-encoded`, and
/// `'` (%x27), which the RFC's own example takes (see `T_LITERAL`).
fn abnf_literal(b: u8) -> bool {
    matches!(b, 0x21 | 0x23..=0x24 | 0x26 | 0x27 | 0x28..=0x3B | 0x3D | 0x3F..=0x5B | 0x5D | 0x5F | 0x61..=0x7A | 0x7E)
}

#[test]
fn literal_class_is_the_abnf() {
    for b in 0..128u8 {
        assert_eq!(is(b, T_LITERAL), abnf_literal(b), "{:?}", b as char);
        let text = [b];
        let text = core::str::from_utf8(&text).unwrap();
        let parsed = UriTemplate::parse(text);
        // `{` and `%` start more than one character; the others stand alone.
        if b != b'{' && b != b'%' {
            assert_eq!(parsed.is_ok(), abnf_literal(b), "{text:?}");
        }
    }
}

#[test]
fn varchar_is_the_abnf() {
    for b in 0..128u8 {
        // §2.3: varchar = ALPHA / DIGIT / "_" / pct-encoded.
        let want = b.is_ascii_alphanumeric() || b == b'_';
        assert_eq!(is_varchar(b), want, "{:?}", b as char);
        let text = [b'{', b, b'}'];
        let text = core::str::from_utf8(&text).unwrap();
        let ok = UriTemplate::parse(text).is_ok();
        let operator = b"+#./;?&".contains(&b);
        // An operator alone is an expression without a name.
        assert_eq!(ok, want, "{text:?} (operator {operator})");
    }
}

/// The set the literal errors quote is the class.
#[test]
fn literal_phrase_names_the_class() {
    let e = UriTemplate::parse("a b").unwrap_err();
    let phrase = e.expected();
    let quoted = phrase.split('"').nth(1).unwrap().as_bytes();
    for b in 0..128u8 {
        let punctuation = b.is_ascii_punctuation() && b != b'%';
        if punctuation {
            assert_eq!(quoted.contains(&b), is(b, T_LITERAL), "{:?} in {phrase:?}", b as char);
        }
    }
}

/// The expansion's reader of a checked template's varspecs
/// (`grammar::checked_varspec`) reads every varspec of every valid template
/// as the grammar's `varspec` does: random texts of template pieces, the
/// valid ones walked expression by expression.
#[cfg(feature = "alloc")]
#[test]
fn checked_varspecs_read_as_the_grammar_reads() {
    use super::grammar::{checked_varspec, expression, varspec};
    use alloc::string::String;
    use url_literal_gen::Rng;

    let pieces = [
        "{", "}", "{", "}", "+", "#", ".", "/", ";", "?", "&", ",", ",", ":", "*", "a", "x_1", "%41", "b.c", "A%2eb",
        "var", "1", "9", "0", "30", "9999", "10000", "/p/", "?q=1", "é", "%20", " ", "{x}", "{y:3}", "{l*}", "{+p,q}",
    ];
    let mut rng = Rng::new(6570);
    let (mut templates, mut specs) = (0, 0);
    for _ in 0..20_000 {
        let mut text = String::new();
        for _ in 0..rng.next_u64() % 12 {
            text.push_str(pieces[(rng.next_u64() % pieces.len() as u64) as usize]);
        }
        if UriTemplate::parse(&text).is_err() {
            continue;
        }
        templates += 1;
        let b = text.as_bytes();
        let mut at = 0;
        while let Some(open) = b[at..].iter().position(|&c| c == b'{').map(|k| at + k) {
            let x = expression(b, open).unwrap();
            let mut j = open + if x.op == 0 { 1 } else { 2 };
            loop {
                let want = varspec(b, open, j).unwrap();
                let got = checked_varspec(b, j);
                let fields = |s: super::grammar::Spec| (s.name_end, s.prefix, s.explode, s.end);
                assert_eq!(fields(got), fields(want), "{text:?} at {j}");
                specs += 1;
                j = want.end + 1;
                if b[want.end] == b'}' {
                    break;
                }
            }
            at = x.end;
        }
    }
    assert!(templates > 2_000 && specs > 3_000, "{templates} templates, {specs} varspecs");
}

/// Expansion (expand.rs) against exact outputs and refusals: the unit
/// tests that `cargo mutants` runs on url-core's lib (with `alloc` and
/// `serde_json`).
#[cfg(feature = "serde_json")]
mod expansion {
    use alloc::borrow::ToOwned;
    use alloc::format;
    use alloc::string::{String, ToString as _};
    use alloc::vec::Vec;

    use serde_json::{json, Value as Json};

    use super::UriTemplate;
    use crate::template::ValueProblem;

    /// The expansion, or the refusal as (hole, problem, text).
    fn run(template: &str, vars: &Json) -> Result<String, (Option<String>, Option<ValueProblem>, String)> {
        let t = UriTemplate::parse(template).unwrap();
        t.expand(vars)
            .map(|u| u.as_str().to_owned())
            .map_err(|e| (e.hole().map(str::to_owned), e.problem(), e.to_string()))
    }

    fn ok(template: &str, vars: Json) -> String {
        run(template, &vars).unwrap_or_else(|e| panic!("{template}: {e:?}"))
    }

    fn refused(template: &str, vars: Json) -> (Option<String>, Option<ValueProblem>) {
        match run(template, &vars) {
            Err((hole, problem, _)) => (hole, problem),
            Ok(got) => panic!("{template} gave {got:?}"),
        }
    }

    /// Every case of the uritemplate-test suite files that expand.
    #[test]
    fn suites() {
        let files = [
            include_str!("../../../tests/conformance/rfc6570/spec-examples.json"),
            include_str!("../../../tests/conformance/rfc6570/spec-examples-by-section.json"),
            include_str!("../../../tests/conformance/rfc6570/extended-tests.json"),
        ];
        let mut counted = Vec::new();
        for text in files {
            let groups: Json = serde_json::from_str(text).unwrap();
            let mut cases = 0;
            for g in groups.as_object().unwrap().values() {
                for case in g["testcases"].as_array().unwrap() {
                    cases += 1;
                    let template = case[0].as_str().unwrap();
                    let got = run(template, &g["variables"]);
                    let good = match (&case[1], &got) {
                        (Json::String(want), Ok(got)) => want == got,
                        (Json::Array(alts), Ok(got)) => alts.iter().any(|a| a == got.as_str()),
                        _ => false,
                    };
                    assert!(good, "{template}: {got:?}, expected {}", case[1]);
                }
            }
            counted.push(cases);
        }
        assert_eq!(counted, [64, 117, 53]);
    }

    /// The encoder: prefixes in characters, triplets kept whole under `+`
    /// and `#`, a `%` that starts none escaped.
    #[test]
    fn encoder() {
        let cases: &[(&str, Json, &str)] = &[
            ("{x:3}", json!({"x": "value"}), "val"),
            ("{x:2}", json!({"x": "äöü"}), "%C3%A4%C3%B6"),
            ("{x:1}", json!({"x": "é/"}), "%C3%A9"),
            ("{x}", json!({"x": "a b%41é"}), "a%20b%2541%C3%A9"),
            ("{x}", json!({"x": "~-._"}), "~-._"),
            ("{+x}", json!({"x": "%41%42c"}), "%41%42c"),
            ("{+x:2}", json!({"x": "%41%42c"}), "%41%42"),
            ("{+x:1}", json!({"x": "%41%42c"}), "%41"),
            ("{+x:3}", json!({"x": "ab%41%42"}), "ab%41"),
            ("{+x:2}", json!({"x": "a%4"}), "a%25"),
            ("{+x:2}", json!({"x": "é%41z"}), "%C3%A9%41"),
            ("{+x}", json!({"x": "%4g"}), "%254g"),
            ("{+x}", json!({"x": "%%41"}), "%25%41"),
            ("{+x}", json!({"x": "a%"}), "a%25"),
            ("{+x}", json!({"x": "a%4"}), "a%254"),
            ("{+x}", json!({"x": "%4%41"}), "%254%41"),
            ("{+x}", json!({"x": "%aF b"}), "%aF%20b"),
            ("{+x}", json!({"x": "a é"}), "a%20%C3%A9"),
            ("{#x}", json!({"x": "a/b?c"}), "#a/b?c"),
            ("{x}", json!({"x": "a/b?c"}), "a%2Fb%3Fc"),
            ("{?x:2}", json!({"x": "%41"}), "?x=%254"),
            ("{?x:9}", json!({"x": ""}), "?x="),
            ("{;x:2}", json!({"x": ""}), ";x"),
            ("{;x:2}", json!({"x": "abc"}), ";x=ab"),
        ];
        for (template, vars, want) in cases {
            assert_eq!(ok(template, vars.clone()), *want, "{template}");
        }
    }

    /// Lists and associative arrays, named and not, exploded and not,
    /// empty values and empty composites.
    #[test]
    fn composites() {
        let vars = json!({
            "list": ["a", "", "c d"], "keys": {"k": "v", "e": ""}, "none": [], "nomap": {}, "empty": "",
            "b.c": "x"
        });
        let cases: &[(&str, &str)] = &[
            ("{list}", "a,,c%20d"),
            ("{list*}", "a,,c%20d"),
            ("{;list}", ";list=a,,c%20d"),
            ("{;list*}", ";list=a;list;list=c%20d"),
            ("{?list*}", "?list=a&list=&list=c%20d"),
            ("{?list}", "?list=a,,c%20d"),
            ("{keys}", "e,,k,v"),
            ("{keys*}", "e=,k=v"),
            ("{;keys*}", ";e;k=v"),
            ("{?keys*}", "?e=&k=v"),
            ("{?keys}", "?keys=e,,k,v"),
            ("{/keys*}", "/e=/k=v"),
            ("{.list*}", ".a..c%20d"),
            ("{#list}", "#a,,c%20d"),
            ("x{none}y{nomap}z{?none}{;nomap*}", "xyz"),
            ("{?none,empty}", "?empty="),
            ("{;none,empty}", ";empty"),
            ("{&empty,list}", "&empty=&list=a,,c%20d"),
            ("{?b.c}", "?b.c=x"),
            ("{?b.c,undef,empty}", "?b.c=x&empty="),
            ("a%20é{x}b", "a%20%C3%A9b"),
            ("é€😀", "%C3%A9%E2%82%AC%F0%9F%98%80"),
        ];
        for (template, want) in cases {
            assert_eq!(ok(template, vars.clone()), *want, "{template}");
        }
        for (template, hole) in [("{list:1}", "{list:1}"), ("{+keys:1}", "{+keys:1}"), ("{?a,list:2}", "{?list:2}")] {
            assert_eq!(
                run(template, &vars).unwrap_err(),
                (
                    Some(hole.to_owned()),
                    Some(ValueProblem::PrefixOnComposite),
                    format!(
                        "the value of {hole} is a list or an associative array, to which a prefix modifier does not \
                         apply (RFC 6570 §2.4.1)"
                    )
                )
            );
        }
    }

    /// The hole named as the template writes it, every operator.
    #[test]
    fn holes_named() {
        let cases: &[(&str, &str)] = &[
            ("/{x}/", "{x}"),
            ("/{+x}/", "{+x}"),
            ("/{.x}/", "{.x}"),
            ("/a{/x}", "{/x}"),
            ("/a{/y,x:5}", "{/x:5}"),
            ("/a{/x*}", "{/x*}"),
        ];
        for (template, hole) in cases {
            let vars = json!({"x": ".", "y": "b"});
            let got = refused(template, vars);
            let dots = if template.contains("{.x}") { 2 } else { 1 };
            assert_eq!(got, (Some((*hole).to_owned()), Some(ValueProblem::DotSegment { dots })), "{template}");
        }
        // `#`, `;`, `?` and `&` write after the path: named when their
        // value makes no URI-reference.
        for (template, hole) in [("/p{#x}", "{#x}"), ("/p#{+x}", "{+x}")] {
            let (h, p, text) = run(template, &json!({"x": "a#b"})).unwrap_err();
            assert_eq!((h.as_deref(), p), (Some(hole), None), "{template}");
            assert_eq!(
                text,
                format!(
                    "the value of {hole} makes the expansion no RFC 3986 URI-reference: second '#' in fragment; \
                     write it as %23 (RFC 3986 §3.5)"
                )
            );
        }
        for (template, vars) in
            [("/p{;x}{&y}", json!({"x": "a#b", "y": "#"})), ("/p{?x}", json!({"x": "#"})), ("/p{x}", json!({}))]
        {
            assert!(run(template, &vars).is_ok(), "{template}");
        }
    }

    /// Which value moves what: every state of the lead.
    #[test]
    fn moves() {
        let moves = |c| Some(ValueProblem::Moves { component: c });
        let cases: &[(&str, Json, &str, Option<ValueProblem>)] = &[
            ("https://example.com{+path}", json!({"path": "@evil.example/x"}), "{+path}", moves("host")),
            ("https://example.com{+path}", json!({"path": ":8080/x"}), "{+path}", moves("port")),
            ("https://example.com{+path}", json!({"path": ":8080@h"}), "{+path}", moves("host")),
            ("https://example.com{+path}", json!({"path": ".evil.com/"}), "{+path}", moves("host")),
            ("https://example.com{+path}", json!({"path": "x?@:"}), "{+path}", moves("host")),
            ("https://{+h}/", json!({"h": "user@evil"}), "{+h}", moves("userinfo")),
            ("https://{+h}/", json!({"h": "evil:1"}), "{+h}", moves("port")),
            ("https://{+h}/", json!({"h": "evil"}), "{+h}", moves("host")),
            ("https://{+h}/", json!({"h": "e/@:"}), "{+h}", moves("host")),
            ("https://{h}{+p}/", json!({"h": "a", "p": "@b"}), "{+p}", moves("host")),
            ("foo{+x}", json!({"x": ":bar"}), "{+x}", moves("scheme")),
            ("f1+-.{+x}", json!({"x": "a:b"}), "{+x}", moves("scheme")),
            ("/{+x}", json!({"x": "/evil/x"}), "{+x}", moves("host")),
            ("http:{+x}", json!({"x": "//evil/"}), "{+x}", moves("host")),
            ("http:/{+x}", json!({"x": "/evil/"}), "{+x}", moves("host")),
            ("{+base}{+path}", json!({"base": "http://a.example", "path": "@evil"}), "{+path}", moves("host")),
            ("{x}{+y}", json!({"x": "a", "y": ":b"}), "{+y}", moves("scheme")),
            // only the first expression may write the scheme (a base)
            ("{x}{+y}", json!({"y": "a:b"}), "{+y}", Some(ValueProblem::InScheme)),
            ("{x}{+y}", json!({"x": "", "y": "a:b"}), "{+y}", Some(ValueProblem::InScheme)),
        ];
        for (template, vars, hole, problem) in cases {
            assert_eq!(refused(template, vars.clone()), (Some((*hole).to_owned()), *problem), "{template}");
        }
        // `{#y}` writes `#` first: nothing moves.
        assert_eq!(ok("{x}{#y}", json!({"x": "a", "y": ":b"})), "a#:b");
        let allowed: &[(&str, Json, &str)] = &[
            ("{+base}index", json!({"base": "http://example.com/home/"}), "http://example.com/home/index"),
            ("https://example.com{+path}", json!({"path": "/a/b?c#d"}), "https://example.com/a/b?c#d"),
            ("https://example.com{+path}", json!({"path": "?a:@"}), "https://example.com?a:@"),
            ("https://example.com{+path}", json!({"path": "#a:@"}), "https://example.com#a:@"),
            ("https://example.com{+path}", json!({"path": ""}), "https://example.com"),
            ("https://example.com/{+path}", json!({"path": "@a:b"}), "https://example.com/@a:b"),
            ("https://example.com?{+q}", json!({"q": "@a:b//"}), "https://example.com?@a:b//"),
            ("foo{+x}", json!({"x": "/a:b"}), "foo/a:b"),
            ("foo{+x}", json!({"x": "b"}), "foob"),
            ("1a{+x}", json!({"x": "b/c:d"}), "1ab/c:d"),
            ("a%20b{+x}", json!({"x": "c/d:e"}), "a%20bc/d:e"),
            ("foo:{+x}", json!({"x": "/a"}), "foo:/a"),
            ("foo:{+x}", json!({"x": "a//b"}), "foo:a//b"),
            ("/{+x}", json!({"x": "a//b:@"}), "/a//b:@"),
            ("//{+x}", json!({"x": ""}), "//"),
            ("/{+x}", json!({"x": ""}), "/"),
            ("a:{+x}", json!({"x": ""}), "a:"),
            ("{+x}//h", json!({"x": "http:"}), "http://h"),
            ("{x}{+y}", json!({"x": "a", "y": "/:b"}), "a/:b"),
            ("foo:x{+y}", json!({"y": "//a@b:1"}), "foo:x//a@b:1"),
            ("http://h/{+a}{+b}", json!({"a": "x", "b": "@y:1"}), "http://h/x@y:1"),
        ];
        for (template, vars, want) in allowed {
            assert_eq!(ok(template, vars.clone()), *want, "{template}");
        }
        let (_, _, text) = run("https://{+h}/", &json!({"h": "user@evil"})).unwrap_err();
        assert_eq!(
            text,
            "the value of {+h} moves the userinfo away from what the template's fixed text wrote (RFC 6570 §3.2.3 \
             writes reserved characters as they are)"
        );
    }

    /// Dot segments made by a value, in the path only, and the segments
    /// the template wrote whole.
    #[test]
    fn dot_segments() {
        let dot = |dots| Some(ValueProblem::DotSegment { dots });
        let cases: &[(&str, Json, &str, Option<ValueProblem>)] = &[
            ("/files{/seg}", json!({"seg": ".."}), "{/seg}", dot(2)),
            ("/a/{x}/b", json!({"x": "."}), "{x}", dot(1)),
            ("/a/{x}./b", json!({"x": "."}), "{x}", dot(2)),
            ("/a/{+x}", json!({"x": "b/%2e%2E/c"}), "{+x}", dot(2)),
            ("/a{/x*}", json!({"x": ["b", "."]}), "{/x*}", dot(1)),
            ("{x}", json!({"x": ".."}), "{x}", dot(2)),
            ("{x}/a", json!({"x": "."}), "{x}", dot(1)),
            ("/a{+x}..", json!({"x": "/"}), "{+x}", dot(2)),
            ("/a/..{x}", json!({"x": ""}), "{x}", dot(2)),
            ("/a/..{+x}", json!({}), "{+x}", dot(2)),
            ("/a/{x}..", json!({}), "{x}", dot(2)),
            ("/a/{x}{y}", json!({"y": ".."}), "{x}", dot(2)),
            ("/a/{x}/{y}", json!({"x": "b", "y": ".."}), "{y}", dot(2)),
            ("/a/{x}/b/{y}", json!({"x": "b", "y": "."}), "{y}", dot(1)),
            ("/{a}/{b}/{c}/{d}/{e}/{f}/{g}/{h}/{i}/{j}", json!({"a": "x", "j": ".."}), "{j}", dot(2)),
            ("/{a}{b}{c}{d}{e}{f}{g}{h}{i}/{j}", json!({"a": "x", "j": "."}), "{j}", dot(1)),
            ("/{a}{b}{c}{d}{e}{f}{g}{h}{i}{j}/x", json!({"i": "."}), "{a}", dot(1)),
            ("http://h{/x}", json!({"x": "."}), "{/x}", dot(1)),
            ("http://{h}/{x}", json!({"h": "a", "x": ".."}), "{x}", dot(2)),
        ];
        for (template, vars, hole, problem) in cases {
            assert_eq!(refused(template, vars.clone()), (Some((*hole).to_owned()), *problem), "{template}");
        }
        let allowed: &[(&str, Json, &str)] = &[
            ("/a/{x}.txt", json!({"x": "."}), "/a/..txt"),
            ("/a/{x}?q=..", json!({"x": "b"}), "/a/b?q=.."),
            ("/a/{x}?q={y}", json!({"x": "b", "y": ".."}), "/a/b?q=.."),
            ("/a/{x}#{y}", json!({"x": "b", "y": ".."}), "/a/b#.."),
            ("/a/..{/x}", json!({"x": "b"}), "/a/../b"),
            ("/a/../{x}", json!({"x": "b"}), "/a/../b"),
            ("/../a{x}/..", json!({"x": "b"}), "/../ab/.."),
            ("/a/{x}/..", json!({"x": ""}), "/a//.."),
            ("/a/{x}b/..", json!({}), "/a/b/.."),
            ("/a/{.x}", json!({"x": "b"}), "/a/.b"),
            ("/{a}{b}{c}{d}{e}{f}{g}{h}{i}{j}/..", json!({"j": "x"}), "/x/.."),
            ("/{a}/{b}/{c}/{d}/{e}/{f}/{g}/{h}/{i}/{j}", json!({"a": "x", "j": "..."}), "/x/////////..."),
            ("{?a}/..", json!({"a": "b"}), "?a=b/.."),
            ("http://{h}/..", json!({"h": ".."}), "http://../.."),
            ("http://{h}{/x}", json!({"h": "a", "x": "..."}), "http://a/..."),
            ("/{x}/..", json!({"x": "a"}), "/a/.."),
        ];
        for (template, vars, want) in allowed {
            assert_eq!(ok(template, vars.clone()), *want, "{template}");
        }
    }

    /// A refusal that is no value's: the template's own fixed text.
    #[test]
    fn not_uri_ref() {
        let (h, p, _) = run("http://[{x}", &json!({})).unwrap_err();
        assert_eq!((h, p), (None, None));
        let (h, p, _) = run("/p{+x}", &json!({"x": "["})).unwrap_err();
        assert_eq!((h.as_deref(), p), (Some("{+x}"), None));
        // The error at the byte just after an empty value: named by it.
        let (h, _, _) = run("/p{x}[", &json!({"x": ""})).unwrap_err();
        assert_eq!(h.as_deref(), Some("{x}"));
        // At the byte where a value starts.
        let (h, _, _) = run("/p{+x}", &json!({"x": "[a"})).unwrap_err();
        assert_eq!(h.as_deref(), Some("{+x}"));
        let (h, _, _) = run("/p{+x}{+y}", &json!({"x": "a", "y": "["})).unwrap_err();
        assert_eq!(h.as_deref(), Some("{+y}"));
    }

    /// A value written in pieces (a `Display` that calls `write_str` more
    /// than once): a `%` held at the end of one piece starts a triplet
    /// with the next.
    #[test]
    fn value_in_pieces() {
        use crate::rfc6570::{Text, Variable, Vars};
        use core::fmt;

        struct Pieces(&'static [&'static str]);
        impl fmt::Display for Pieces {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.iter().try_for_each(|p| f.write_str(p))
            }
        }
        struct One(Text<Pieces>);
        impl Vars for One {
            fn with(&self, name: &str, _: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
                f((name == "x").then_some(&self.0 as &dyn Variable));
            }
        }
        let cases: &[(&str, &'static [&'static str], &str)] = &[
            ("{+x}", &["a%4", "1b"], "a%41b"),
            ("{+x}", &["a%", "41b"], "a%41b"),
            ("{+x}", &["a%", "4", "1b"], "a%41b"),
            ("{+x}", &["a%4", "g b"], "a%254g%20b"),
            ("{+x}", &["a%", ""], "a%25"),
            ("{+x:2}", &["%4", "1bc"], "%41b"),
            ("{#x}", &["%", "7E/"], "#%7E/"),
            ("{x}", &["a%4", "1b"], "a%2541b"),
        ];
        for (template, pieces, want) in cases {
            let got = UriTemplate::parse(template).unwrap().expand(&One(Text(Pieces(pieces)))).unwrap();
            assert_eq!(got.as_str(), *want, "{template} {pieces:?}");
        }
    }

    /// `Vars::with` is told the varspec's index among all of the
    /// template's, in order.
    #[test]
    fn vars_by_index() {
        use crate::rfc6570::{Text, Variable, Vars};

        struct ByIndex([Text<&'static str>; 3]);
        impl Vars for ByIndex {
            fn with(&self, _: &str, index: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
                f(self.0.get(index).map(|v| v as &dyn Variable));
            }
        }
        let vars = ByIndex([Text("a"), Text("b"), Text("c")]);
        let got = UriTemplate::parse("/{x}{/y,x}{?z}").unwrap().expand(&vars).unwrap();
        assert_eq!(got.as_str(), "/a/b/c");
    }

    /// The edges of "a value's segment" and of the lead, each a mutant
    /// that survived the tests above.
    #[test]
    fn edges() {
        let allowed: &[(&str, Json, &str)] = &[
            // An undefined `{/x}` stands nowhere: `..` is the template's.
            ("/a/..{/x}", json!({}), "/a/.."),
            ("/a/..{?x}{/y}", json!({}), "/a/.."),
            // A value that ends where the path starts writes none of it.
            ("{+x}..", json!({"x": "foo:"}), "foo:.."),
            // `/` ends what could have been a scheme.
            ("a/b{+x}", json!({"x": ":c"}), "a/b:c"),
        ];
        for (template, vars, want) in allowed {
            assert_eq!(ok(template, vars.clone()), *want, "{template}");
        }
        // The error just after a value names it.
        let (h, _, _) = run("/p{x}[", &json!({"x": "a"})).unwrap_err();
        assert_eq!(h.as_deref(), Some("{x}"));
        // A ninth span, the first one past the inline ones.
        let dot = |dots| Some(ValueProblem::DotSegment { dots });
        for (vars, hole) in [(json!({"a": "x", "i": ".."}), "{i}"), (json!({"a": "x", "i": "..", "j": "b"}), "{i}")] {
            assert_eq!(refused("/{a}/{b}/{c}/{d}/{e}/{f}/{g}/{h}/{i}/{j}", vars), (Some(hole.to_owned()), dot(2)));
        }
        assert_eq!(
            refused("/{a}/{b}/{c}/{d}/{e}/{f}/{g}/{h}/{i}", json!({"a": "x", "i": "."})),
            (Some("{i}".to_owned()), dot(1))
        );
    }
}

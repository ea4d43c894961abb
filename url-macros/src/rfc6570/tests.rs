//! Unit tests of the RFC 6570 macros' checks (`super`).

use std::collections::BTreeMap;

use url_core::rfc6570::{UriTemplate, Value};

use super::*;

/// The expressions of `t`, as `expand_with` reads them.
fn exps(t: &str) -> Vec<Exp> {
    UriTemplate::parse(t)
        .unwrap()
        .expressions()
        .map(|e| Exp {
            at: e.offset(),
            end: e.offset() + e.as_str().len(),
            op: e.operator().as_str().bytes().next().unwrap_or(0),
            vars: e.varspecs().map(|v| (v.name().to_owned(), v.prefix().is_some())).collect(),
        })
        .collect()
}

/// The variables that need a safe value, or the refusal's expression
/// text and reason.
fn verdict(t: &str) -> Result<Vec<String>, (String, String)> {
    let e = exps(t);
    match check_infallible(t, &e, rules(t)) {
        Ok(b) => Ok(b.into_iter().filter(|(_, b)| b.safe).map(|(n, _)| n).collect()),
        Err((k, why)) => Err((t[e[k].at..e[k].end].to_owned(), why)),
    }
}

/// A text value beside fixed text in a path segment could make a part
/// of it between a '/' or '\' it decodes to `..` (`v%2F..`), so it too
/// needs a safe value; in the query and the fragment, any value.
#[test]
fn which_variables_need_a_safe_value() {
    for (t, safe) in [
        ("https://api.github.com/repos/{owner}/{repo}/issues{/number}", &["owner", "repo", "number"][..]),
        ("https://h/search{?q,page}", &[]),
        ("https://h/v{n}/{name}.json{;p}{&x}", &["n", "name", "x"]),
        ("https://h/a/{+path}", &["path"]),
        ("https://h/a{#frag}", &["frag"]),
        ("https://h/a/.{x}/{y}..", &["x", "y"]),
        ("https://h/a/{x}%2E/b", &["x"]),
        ("https://h/a/{x};v=1", &["x"]),
        ("https://h/a/{.x}", &["x"]),
        ("https://h/a/b{.x}", &["x"]),
        ("https://h/a?{x}#{y}", &[]),
        ("/users/{id}", &["id"]),
        ("{x}", &["x"]),
        ("x{y}", &["y"]),
    ] {
        assert_eq!(verdict(t), Ok(safe.iter().map(|s| s.to_string()).collect()), "{t}");
    }
}

/// An undefined value standing in a segment of fixed dots that an
/// expression after it can end leaves the segment `.`: only a string.
#[test]
fn which_variables_must_be_defined() {
    let defined = |t: &str| {
        let e = exps(t);
        let b = check_infallible(t, &e, rules(t)).unwrap();
        b.into_iter().filter(|(_, b)| b.defined).map(|(n, _)| n).collect::<Vec<_>>()
    };
    assert_eq!(defined("https://h/{x}.{#y}x"), ["x"]);
    assert_eq!(defined("https://h/{+x}/{z}"), ["x", "z"]);
    assert_eq!(defined("https://h/v{x}/{.y}{/z}{?q}"), Vec::<String>::new());
}

#[test]
fn where_any_value_could_be_refused() {
    let authority = "it stands in the authority, where a value could change the host or the port (RFC 3986 §3.2)";
    for (t, at, why) in [
        ("https://{tenant}.example.com/", "{tenant}", authority),
        ("https://example.com{+path}", "{+path}", authority),
        ("https://h:{port}/", "{port}", authority),
        ("https://h{/x}:8080/", "{/x}", "a value that is not empty would end the authority before the fixed text that follows, moving the host or the port (RFC 3986 §3.2)"),
        ("https://h/a#b{#c}", "{#c}", "it writes a second '#' in the fragment, which no URI has (RFC 3986 §3.5)"),
        ("/{/x}", "{/x}", "it writes a '/' after the path's first '/', and '//' starts an authority (RFC 3986 §3.3)"),
        ("/{x}/y", "{x}", "with a value that is empty it leaves '//' at the start of the path, which starts an authority (RFC 3986 §3.3)"),
        ("{x}:y", "{x}", "it stands in the scheme, which a value cannot write (RFC 3986 §3.1)"),
        ("{+x}/y", "{+x}", "a reserved expansion in the first segment of a relative reference could write ':', which makes it a scheme (RFC 4.2)"),
        ("mailto:{to}", "{to}", "the scheme's own rules (RFC 8089, RFC 6068, RFC 2397, RFC 8141) could refuse a value"),
    ] {
        assert_eq!(verdict(t), Err((at.to_owned(), why.replace("(RFC 4.2)", "(RFC 3986 §4.2)"))), "{t}");
    }
    // What follows a value that may end the authority is a delimiter: fine.
    assert_eq!(verdict("https://h{/x}/y{?q}"), Ok(vec!["x".to_owned()]));
    assert_eq!(verdict("https://h{?q}"), Ok(vec![]));
}

/// The templates of a suite file: the first string of each case of a
/// `"testcases"` array (`[ "template", expected ]`).
fn suite_templates(file: &str) -> Vec<String> {
    let path = format!("{}/../tests/conformance/rfc6570/{file}", env!("CARGO_MANIFEST_DIR"));
    let json = std::fs::read_to_string(path).unwrap();
    let mut out = Vec::new();
    for part in json.split("\"testcases\"").skip(1) {
        // Depth 1: the list of cases; 2: a case, whose first string is its template.
        let (mut depth, mut chars, mut first) = (0, part.chars(), false);
        while let Some(c) = chars.next() {
            match c {
                '[' => {
                    depth += 1;
                    first = depth == 2;
                }
                ']' if depth == 1 => break,
                ']' => depth -= 1,
                '"' => {
                    let mut s = String::new();
                    while let Some(c) = chars.next() {
                        match c {
                            '"' => break,
                            '\\' => s.push(chars.next().unwrap()),
                            c => s.push(c),
                        }
                    }
                    if std::mem::take(&mut first) {
                        out.push(s);
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// The macros refuse a template exactly when `UriTemplate::parse` does,
/// with its error drawn under the template: on every template of the
/// uritemplate-test suite, the negative ones too.
#[test]
fn the_macro_and_the_parser_agree_on_the_suite() {
    let mut counts = (0, 0);
    for file in ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"] {
        for t in suite_templates(file) {
            let lit = proc_macro2::Literal::string(&t);
            let errors = crate::tests::errors(&expand(quote!(krate; #lit), Form::Fallible));
            let refused: Vec<&String> = errors.iter().filter(|e| e.starts_with("invalid URI template")).collect();
            match UriTemplate::parse(&t) {
                Ok(_) => {
                    assert!(refused.is_empty(), "{t}: {refused:?}");
                    counts.0 += 1;
                }
                Err(e) => {
                    assert_eq!(refused, [&crate::diag::render_uri("invalid URI template", &t, &e)], "{t}");
                    counts.1 += 1;
                }
            }
        }
    }
    // The 270 cases of the four files: 234 positive ones and 2 negative
    // ones that parse (refused at expansion), 34 refused by the grammar.
    assert_eq!(counts, (236, 34));
}

/// The fallible form refuses at compile time the fixed text that every
/// call would refuse, and only that.
#[test]
fn fixed_text_always_refused_is_decided_before_the_values() {
    let refused = |t: &str| fixed_text_always_refused(&UriTemplate::parse(t).unwrap()).map(|e| e.to_string());
    assert_eq!(
        refused("https://u:secret@h/{p}").as_deref(),
        Some(
            "the expansion is no RFC 3986 URI-reference: https URIs take no userinfo ('user:password@'); send \
             credentials in a header (RFC 9110 §4.2.4)"
        )
    );
    assert_eq!(
        refused("http://h:99999/x{?q}").as_deref().map(|m| m.starts_with("the expansion is no RFC 3986")),
        Some(true)
    );
    // A value could still make these valid, or nothing is refused.
    for t in ["http://[{+p}", "https://u:secret@{h}/", "{+base}/x", "https://h/{p}", "//u@h/{p}", "https://h{+p}/"] {
        assert_eq!(refused(t), None, "{t}");
    }
}

/// Values of each kind: text of every shape, and the `SafeAtom` types'
/// `Display`s.
fn values(safe: bool) -> Vec<Value> {
    let atoms: &[&str] = if safe {
        &["1", "-1.5", "::1", "127.0.0.1", "true", "NaN", "-inf"]
    } else {
        &["", ".", "..", "a", "/", "@e", "a:b", "?#", "%2E", "..\\..", " ", "é"]
    };
    let mut v: Vec<Value> = atoms.iter().map(|s| Value::from(*s)).collect();
    v.push(Value::Undefined);
    v.push(Value::List(atoms.iter().take(3).map(|s| s.to_string()).collect()));
    v.push(Value::AssocArray(atoms.iter().take(2).map(|s| (s.to_string(), s.to_string())).collect()));
    v
}

/// Every template `{start}{{op1}x}{mid}{{op2}y}{end}` of the lists that
/// the infallible form admits, expanded with every value of the types it
/// admits for `x` and `y`, none refused: how many were admitted, and how
/// many expansions ran.
fn sweep(starts: &[&str], mids: &[&str], ends: &[&str]) -> (usize, usize) {
    let ops = ["", "+", "#", ".", "/", ";", "?", "&"];
    let (mut admitted, mut expansions) = (0, 0);
    for start in starts {
        for op1 in ops {
            for mid in mids {
                for op2 in ops {
                    for end in ends {
                        let t = format!("{start}{{{op1}x}}{mid}{{{op2}y}}{end}");
                        let Ok(parsed) = UriTemplate::parse(&t) else { continue };
                        if fixed_text_refused(&parsed).is_some() {
                            continue;
                        }
                        let Ok(bounds) = check_infallible(&t, &exps(&t), rules(&t)) else { continue };
                        admitted += 1;
                        let of = |n: &str| {
                            let b = bounds.iter().find(|(m, _)| m == n).map(|(_, b)| *b).unwrap_or_default();
                            // A `SafeDefined` value is a string, always there.
                            values(b.safe)
                                .into_iter()
                                .filter(|v| !b.defined || matches!(v, Value::String(_)))
                                .collect::<Vec<_>>()
                        };
                        for x in of("x") {
                            for y in of("y") {
                                let vars = BTreeMap::from([("x", x.clone()), ("y", y.clone())]);
                                expansions += 1;
                                if let Err(e) = parsed.expand(&vars) {
                                    panic!("{t} admitted, but x = {x:?}, y = {y:?} is refused: {e}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    (admitted, expansions)
}

/// Every template of two expressions between fixed texts that the
/// infallible form admits expands without a refusal for every value
/// of the types it admits: the check is sound against url-core's.
#[test]
fn the_infallible_form_admits_only_what_the_expansion_takes() {
    let starts = ["https://h", "https://h/", "https://h/a", "ws://h/p", "", "/", "a", "//h", "x:"];
    let mids = ["", "/", ".", "x", "?", "#", ":", ";p", "%2E", "/."];
    let (admitted, expansions) = sweep(&starts, &mids, &["", "/", "x"]);
    // Every variable takes 10 (safe) or 15 (text) values: at least 100 expansions a template.
    assert_eq!(admitted, 9887);
    assert!(expansions >= 100 * admitted, "{expansions}");
}

/// What a hostile probe found the infallible form admitting while the
/// expansion refused it, so that `uri_template!` panicked at run time:
/// an expression that may write nothing (`{/x}`, `{?x}`, `{#x}`) between
/// fixed dots and a `{;y}`, which then stands after the dots (`.{/x}{;y}`
/// with `x` undefined is `.;y`): refused at compile time now.
#[test]
fn an_expression_that_may_write_nothing_leaves_the_dots_before_it() {
    let why = "it follows only dots in its path segment, which its ';' ends as a dot segment for the readers that \
               split parameters off (RFC 3986 §3.3)";
    for t in [".{/x}{;y}", "/a/..{?x}{;y}", "https://h/a/.{#x}{;y}", ".{/x}%20{;y}"] {
        assert_eq!(verdict(t), Err(("{;y}".to_owned(), why.to_owned())), "{t}");
    }
    // Text after the dots, before or after the expression: fine.
    assert!(verdict("a.{/x}{;y}").is_ok());
    assert!(verdict("/a/.{/x}b{;y}").is_ok());
}

/// The sweep above, over the fixed texts a probe used against the
/// dot-segment rule's reading of separators and `;` (`%2F.`, `%5C..`,
/// `;`, a relative reference that starts with dots): every template the
/// infallible form admits expands without a refusal for every value of
/// the types it admits.
#[test]
fn the_infallible_form_admits_only_what_the_expansion_takes_beside_separators() {
    let starts = ["https://h/", "https://h/a", ".", "..", "/a/."];
    let mids = ["%2F.", "%5C..", ";", "%2F", ";p"];
    let (admitted, expansions) = sweep(&starts, &mids, &["", "x", ".."]);
    assert_eq!(admitted, 3078);
    assert!(expansions >= 100 * admitted, "{expansions}");
}

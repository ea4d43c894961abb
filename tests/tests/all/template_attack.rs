//! The attacker's table: every kind of path hole of every
//! template form, filled with the values that spell a dot segment or try to
//! (`.`, `..`, `%2E`, `.%2e`, `..%2F`, `%2e%2E`, `./`, `/..`, `\`, `..;`, the
//! empty value, and issue 44's: `..\..\etc`, `..` and a NUL, `.. `, `..\b`,
//! `%252E%252E`). Each cell is refused with its exact error, or accepted
//! with its exact URL and checked three ways: this crate's `normalized()`
//! keeps every segment (same count, same decoded values), `url::Url::parse`
//! keeps the path's segments, and the ftp and gopher plans send no `CWD ..`,
//! `CWD .`, empty `CWD`, and no selector that climbs. Then a property: random
//! values (dots and escapes among them) in random templates, the same checks.

use proptest::prelude::*;
use url_literal::template::TemplateError;
use url_literal::{percent, try_uri_format, try_url_format, Uri};

/// The values of the issues, and the empty one.
const VALUES: [&str; 15] =
    [".", "..", "%2E", ".%2e", "..%2F", "%2e%2E", "./", "/..", "\\", "..;", "", "..\\..\\etc", "..\0", ".. ", "..\\b"];

/// Whether text, decoded, has a part between `/` and `\` that is `.` or `..`
/// once its trailing spaces and NULs are removed: what a server that splits
/// at both, and strips as Windows does, reads as a dot segment.
fn dotty(decoded: &str) -> bool {
    decoded.split(['/', '\\']).any(|p| matches!(p.trim_end_matches([' ', '\0']), "." | ".."))
}

/// The decoded segments of a path (after its leading `/`).
fn segments(path: &str) -> Vec<String> {
    let path = path.strip_prefix('/').unwrap_or(path);
    path.split('/').map(|s| String::from_utf8_lossy(&percent::decode(s).collect::<Vec<u8>>()).into_owned()).collect()
}

/// A raw segment that a reader takes for a dot segment: decoded, up to its
/// first `;` as written (where servers that read parameters cut it), split
/// at `/` and `\`, trailing spaces and NULs removed ([`dotty`]).
fn is_dot(raw: &str) -> bool {
    let name = raw.split(';').next().unwrap_or("");
    dotty(&String::from_utf8_lossy(&percent::decode(name).collect::<Vec<u8>>()))
}

/// The three readers agree that `text` (an http, https or ftp URL, or any
/// URI with a hierarchical path) keeps its segments, none of them a dot
/// segment: the same decoded segments in this crate's parse, in its
/// `normalized()` form, and in `url::Url`'s.
#[track_caller]
fn keeps_segments(text: &str) -> Vec<String> {
    let uri = Uri::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let ours = segments(uri.path());
    assert!(!uri.path().split('/').any(is_dot), "{text}: a dot segment in {ours:?}");
    let normalized = uri.normalized();
    let n = Uri::parse(&normalized).unwrap();
    assert_eq!(segments(n.path()), ours, "{text}: normalized as {normalized}");
    let whatwg = url::Url::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let theirs: Vec<String> = whatwg
        .path_segments()
        .unwrap_or_else(|| panic!("{text}: no segments in {whatwg}"))
        .map(|s| String::from_utf8_lossy(&percent::decode(s).collect::<Vec<u8>>()).into_owned())
        .collect();
    assert_eq!(theirs, ours, "{text}: url::Url reads {whatwg}");
    ours
}

/// The ftp plan of `text`: no `CWD` that is empty, `.`, `..` or holds a
/// `/` or `\`, no `RETR` of `.` or `..`. Gives the plan.
#[track_caller]
fn ftp_plan(text: &str) -> Vec<String> {
    let ftp = url_literal::FtpUrl::parse(text).unwrap();
    let plan: Vec<String> = ftp.commands("me@example.org").unwrap().map(|c| c.to_string()).collect();
    for c in &plan {
        if let Some(arg) = c.strip_prefix("CWD ") {
            assert!(!arg.is_empty() && !dotty(arg) && !arg.contains(['/', '\\']), "{text}: {plan:?}");
        }
        if let Some(arg) = c.strip_prefix("RETR ") {
            assert!(!arg.is_empty() && !dotty(arg) && !arg.contains(['/', '\\']), "{text}: {plan:?}");
        }
    }
    plan
}

/// The gopher request of `text`: its selector, of which no part between
/// `/` or `\` is `.` or `..`.
#[track_caller]
fn gopher_selector(text: &str) -> String {
    let g = url_literal::GopherUrl::parse(text).unwrap();
    let selector = g.request().unwrap().selector().to_string();
    assert!(!dotty(&selector), "{text}: selects {selector:?}");
    selector
}

/// The kinds of path hole, each filled with `v` by its template form.
const KINDS: [&str; 12] = [
    "uri segment",
    "uri segment beside dots",
    "uri part of segment",
    "uri segment before ;",
    "uri tail",
    "uri tail item after others",
    "url http segment",
    "url http segment beside dots",
    "url http part of segment",
    "url ftp cwd",
    "url ftp name",
    "url gopher selector",
];

/// One cell: the URL, checked by the readers of its kind, or the error.
fn cell(kind: usize, v: &str) -> Result<String, TemplateError> {
    let uri = |r: Result<url_literal::UriBuf, TemplateError>| {
        r.map(|u| {
            keeps_segments(u.as_str());
            u.into_string()
        })
    };
    match kind {
        0 => uri(try_uri_format!("https://api.example.com/users/{v}/delete")),
        1 => uri(try_uri_format!("https://api.example.com/users/.{v}/delete")),
        2 => uri(try_uri_format!("https://api.example.com/users/x{v}/delete")),
        3 => uri(try_uri_format!("https://api.example.com/users/{v};v=1/delete")),
        4 => uri(try_uri_format!("https://api.example.com/files/{p..}/delete", p = [v])),
        5 => uri(try_uri_format!("https://api.example.com/files/{p..}/delete", p = ["a", v])),
        6 => try_url_format!("http://api.example.com/users/{v}/delete").map(|u| {
            keeps_segments(u.as_str());
            u.as_str().to_owned()
        }),
        7 => try_url_format!("http://api.example.com/users/.{v}/delete").map(|u| {
            keeps_segments(u.as_str());
            u.as_str().to_owned()
        }),
        8 => try_url_format!("http://api.example.com/users/x{v}/delete").map(|u| {
            keeps_segments(u.as_str());
            u.as_str().to_owned()
        }),
        9 => try_url_format!("ftp://ftp.example.org/pub/{v}/passwd").map(|u| {
            ftp_plan(u.as_str());
            u.as_str().to_owned()
        }),
        10 => try_url_format!("ftp://ftp.example.org/pub/{v}").map(|u| {
            ftp_plan(u.as_str());
            u.as_str().to_owned()
        }),
        _ => try_url_format!("gopher://gopher.example.org/1docs/{v}").map(|u| {
            gopher_selector(u.as_str());
            u.as_str().to_owned()
        }),
    }
}

/// The table as text, one line per cell: `kind | value | URL or error`.
fn table() -> (String, Vec<(usize, usize)>) {
    let mut out = String::new();
    let mut counts = Vec::new();
    for (k, kind) in KINDS.iter().enumerate() {
        let (mut refused, mut accepted) = (0, 0);
        for v in VALUES {
            let got = match cell(k, v) {
                Ok(url) => {
                    accepted += 1;
                    url
                }
                Err(e) => {
                    refused += 1;
                    format!("refused: {e}")
                }
            };
            out += &format!("{kind} | {v:?} | {got}\n");
        }
        counts.push((refused, accepted));
    }
    (out, counts)
}

#[test]
fn the_attackers_table() {
    let (got, counts) = table();
    let want = include_str!("template_attack.txt");
    if got != want && std::env::var_os("ATTACK_TABLE_OVERWRITE").is_some() {
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/all/template_attack.txt"), &got).unwrap();
    }
    assert_eq!(got, want);
    // (refused, accepted) per kind, in the order of KINDS.
    assert_eq!(
        counts,
        [(8, 7), (6, 9), (2, 13), (8, 7), (8, 7), (8, 7), (8, 7), (6, 9), (2, 13), (10, 5), (10, 5), (8, 7)]
    );
    let total = counts.iter().fold((0, 0), |(r, a), &(x, y)| (r + x, a + y));
    assert_eq!(total, (84, 96));
}

/// The two programs of the issue: refused.
#[test]
fn the_programs_of_the_issue_are_refused() {
    let user = "..";
    let e = try_uri_format!("https://api.example.com/users/{user}/delete").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the value of {user} makes the path segment '..', a dot segment, which every reader removes (RFC 3986 §3.3, \
         §5.2.4)"
    );
    let (dir, file) = ("..", "passwd");
    let e = try_url_format!("ftp://ftp.example.org/pub/{dir}/{file}").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the value of {dir} makes the ftp path segment '..', which the server reads as a step in its file tree (RFC \
         1738 §3.2.2)"
    );
    // `.{}` with `.`, and a tail item `..`: the same.
    let e = try_uri_format!("https://api.example.com/users/.{}/delete", ".").unwrap_err();
    assert_eq!(e.hole(), Some("{} (argument 0)"));
    let e = try_uri_format!("https://h/{p..}", p = ["a", ".."]).unwrap_err();
    assert_eq!(e.hole(), Some("{p..}"));
    // A CR, LF or NUL in an ftp segment would end the command (found by the
    // property below): refused, so that the plan is never refused later.
    for v in ["\0", "a\r\nDELE x", "\n"] {
        let e = try_url_format!("ftp://ftp.example.org/pub/{v}").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the value of {v} puts a CR, LF or NUL in an ftp path segment, which would end the FTP command it is sent \
             in (RFC 1738 §6)"
        );
    }
}

/// Issue 44, item 4: the spellings a server reads as `..` once it has
/// decoded the segment once (a `\` or a `/` inside, trailing spaces and
/// NULs), refused with their exact errors; the double encoding kept.
#[test]
fn dot_segments_in_every_spelling_a_server_reads() {
    use url_literal::template::ValueProblem::{DotPart, DotSegment, FtpDotSegment, GopherDotSegment};
    let refused = |r: Result<url_literal::UriBuf, TemplateError>| {
        let e = r.unwrap_err();
        (e.hole().unwrap().to_string(), e.problem().unwrap(), e.to_string())
    };
    let v = r"..\..\etc";
    assert_eq!(
        refused(try_uri_format!("https://h/files/{v}")),
        (
            "{v}".into(),
            DotPart { dots: 2 },
            "the value of {v} makes a part of the path segment '..', between a '/' or '\\' it decodes to, which a \
             server that splits there reads as a dot segment (RFC 3986 §2.3, §5.2.4)"
                .into()
        )
    );
    for v in ["..\0", ".. ", "..  \0 "] {
        assert_eq!(
            refused(try_uri_format!("https://h/files/{v}")),
            (
                "{v}".into(),
                DotSegment { dots: 2 },
                "the value of {v} makes the path segment '..', a dot segment, which every reader removes (RFC 3986 \
                 §3.3, §5.2.4)"
                    .into()
            )
        );
    }
    assert_eq!(refused(try_uri_format!("https://h/files/{v}", v = ". ")).1, DotSegment { dots: 1 });
    for v in ["/..", "../x", "x/../y", "a\\.", "x\\.. "] {
        assert_eq!(refused(try_uri_format!("https://h/files/{v}")).1, DotPart { dots: 2 - u8::from(v == "a\\.") });
    }
    // Part of a segment, and a tail item.
    assert_eq!(refused(try_uri_format!("https://h/files/x{v}.txt", v = "/../")).1, DotPart { dots: 2 });
    let e = try_uri_format!("https://h/files/{p..}", p = ["a", r"..\b"]).unwrap_err();
    assert_eq!((e.hole(), e.problem()), (Some("{p..}"), Some(DotPart { dots: 2 })));
    // RFC 1738 forms: http, ftp and gopher, `.. ` and a lower-case `%5c`.
    let e = try_url_format!("http://h/files/{v}", v = "..\\x").unwrap_err();
    assert_eq!(e.problem(), Some(DotPart { dots: 2 }));
    let e = try_url_format!("ftp://ftp.example.org/pub/{v}/x", v = ".. ").unwrap_err();
    assert_eq!(e.problem(), Some(FtpDotSegment { dots: 2 }));
    let v = "..";
    let e = try_url_format!("gopher://gopher.example.org/1docs%5c{v}").unwrap_err();
    assert_eq!(e.problem(), Some(GopherDotSegment { dots: 2 }));
    let e = try_url_format!("ftp://ftp.example.org/pub%5c{v}/x").unwrap_err();
    assert_eq!(e.problem(), Some(FtpDotSegment { dots: 2 }));
    let e = try_uri_format!("https://h/docs%5c{v}/x").unwrap_err();
    assert_eq!(e.problem(), Some(DotPart { dots: 2 }));
    // A fixed part `..` is the template's own, not a value's: the infallible
    // form neither refuses nor panics; a value that splits it off is refused.
    assert_eq!(url_literal::uri_format!("https://h/%2E%2E%5C{n}", n = 1).as_str(), "https://h/%2E%2E%5C1");
    let e = try_uri_format!("https://h/..{v}", v = "\\x").unwrap_err();
    assert_eq!(e.problem(), Some(DotPart { dots: 2 }));
    // Kept: decoded once, these are names (a double encoding, three dots, a
    // dot with more after its space).
    for (v, url) in [
        ("%2E%2E", "https://h/files/%252E%252E"),
        ("%2E%2E%5C", "https://h/files/%252E%252E%255C"),
        ("...", "https://h/files/..."),
        (".. x", "https://h/files/..%20x"),
        ("a\\b", "https://h/files/a%5Cb"),
    ] {
        assert_eq!(try_uri_format!("https://h/files/{v}").unwrap().into_string(), url, "{v:?}");
    }
}

/// Random values, dots and escapes among them.
fn value() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            4 => proptest::sample::select(vec![".", "..", "%2E", "%2e", "/", "\\", ";", "%", "a", "%2F", "?", "#", " ", "\0"])
                .prop_map(String::from),
            1 => any::<char>().prop_map(String::from),
        ],
        0..4,
    )
    .prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    /// Random values in every kind of hole: refused only for the reason the
    /// error gives (checked against the decoded value here), and otherwise
    /// kept by all three readers.
    #[test]
    fn no_value_makes_a_dot_segment(kind in 0..KINDS.len(), a in value(), b in value()) {
        let expect_refused = match kind {
            0 | 3 | 4 | 5 | 6 => dotty(&a),
            // `.{a}`: `.` and the empty value make it `..` or `.`.
            1 | 7 => dotty(&format!(".{a}")),
            2 | 8 => dotty(&format!("x{a}")),
            9 | 10 => a.is_empty() || dotty(&a) || a.contains(['/', '\\', '\r', '\n', '\0']),
            _ => dotty(&a) || a.contains(['\t', '\r', '\n', '\0']),
        };
        match cell(kind, &a) {
            Ok(url) => prop_assert!(!expect_refused, "{}: {:?} gave {}", KINDS[kind], a, url),
            Err(e) => prop_assert!(expect_refused, "{}: {:?} refused: {}", KINDS[kind], a, e),
        }
        // Two holes in one segment.
        let joined = format!("{a}{b}");
        match try_uri_format!("https://h/x/{a}{b}/y") {
            Ok(u) => {
                prop_assert!(!dotty(&joined));
                prop_assert_eq!(keeps_segments(u.as_str()), vec!["x".to_string(), joined, "y".to_string()]);
            }
            Err(e) => {
                prop_assert!(dotty(&joined), "{}", e);
                prop_assert_eq!(e.hole(), Some("{a}"));
            }
        }
    }
}

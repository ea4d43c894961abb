//! URI templates (`uri_format!`, `try_uri_format!`): any value in, a URI
//! that parses out, each hole decoding back to its exact value, or an error
//! for a value that makes a dot segment; the argument rules of `format!`;
//! the host check of the fallible form; no panic and linear time on large
//! values. The attacker's table of dot segments: `template_attack.rs`.

use proptest::prelude::*;
use url_literal::{percent, try_uri_format, uri_format, Uri, UriBuf, UriHost};

/// The octets `raw` decodes to, as a string (values are UTF-8).
#[track_caller]
/// Whether a decoded segment is, or has a part between `/` and `\` that is,
/// `.` or `..` once its trailing spaces and NULs are removed: what the
/// templates refuse (issue 44).
fn dotty(v: &str) -> bool {
    v.split(['/', '\\']).any(|p| matches!(p.trim_end_matches([' ', '\0']), "." | ".."))
}

fn decoded(raw: &str) -> String {
    String::from_utf8(percent::decode(raw).collect()).unwrap()
}

/// The URI parses, and its parsed view agrees with the built one.
#[track_caller]
fn reparsed(uri: &UriBuf) -> Uri<'_> {
    let parsed = Uri::parse(uri.as_str()).unwrap_or_else(|e| panic!("{uri}: {e}"));
    assert_eq!(parsed, uri.as_uri(), "{uri}");
    parsed
}

/// Characters that break naive templates: delimiters, `%`, dots, controls,
/// non-ASCII.
fn value() -> impl Strategy<Value = String> {
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
                ".",
                "..",
                ":",
                "@",
                "[",
                "]",
                " ",
                "\0",
                "\r",
                "\n",
                "%41",
                "é",
                "\u{202e}",
                "\u{10ffff}",
                "~",
                ";",
                ",",
                "'",
                "{",
                "}",
                "\\",
            ])
            .prop_map(String::from),
            "[a-zA-Z0-9]{0,3}",
            any::<char>().prop_map(String::from),
        ],
        0..8,
    )
    .prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::helpers::sized(400, 2000) as u32, ..ProptestConfig::default() })]

    #[test]
    fn every_hole_decodes_back(a in value(), b in value(), c in value(), d in value(), e in value(), f in value()) {
        let xb = format!("x{b}");
        let uri = match try_uri_format!("https://api.example.com/users/{a}/x{b}/{c}?q={d}&{e}=1#{f}") {
            Ok(uri) => uri,
            Err(err) => {
                let hole = if dotty(&a) { "{a}" } else if dotty(&xb) { "{b}" } else { "{c}" };
                prop_assert_eq!(err.hole(), Some(hole));
                prop_assert!(dotty(&a) || dotty(&xb) || dotty(&c), "{}", err);
                return Ok(());
            }
        };
        prop_assert!(!dotty(&a) && !dotty(&xb) && !dotty(&c));
        let parsed = reparsed(&uri);
        let segments: Vec<&str> = parsed.path().split('/').collect();
        prop_assert_eq!(segments.len(), 5, "{}", uri);
        prop_assert_eq!(segments[1], "users");
        prop_assert_eq!(decoded(segments[2]), a.clone());
        prop_assert_eq!(decoded(segments[3]), format!("x{b}"));
        prop_assert_eq!(decoded(segments[4]), c.clone());
        prop_assert!(segments[2] != "." && segments[2] != ".." && segments[4] != "." && segments[4] != "..");
        let items: Vec<&str> = parsed.query().unwrap().split('&').collect();
        prop_assert_eq!(items.len(), 2, "{}", uri);
        let (k0, v0) = items[0].split_once('=').unwrap();
        prop_assert_eq!((k0, decoded(v0)), ("q", d.clone()));
        let (k1, v1) = items[1].split_once('=').unwrap();
        prop_assert_eq!((decoded(k1), v1), (e.clone(), "1"));
        prop_assert!(!items[1][..k1.len()].contains('+'));
        prop_assert_eq!(decoded(parsed.fragment().unwrap()), f.clone());
    }

    #[test]
    fn userinfo_port_tails_and_pairs_decode_back(
        user in value(),
        port in any::<u16>(),
        rest in proptest::collection::vec(value(), 1..4),
        pairs in proptest::collection::vec((value(), value()), 0..4),
    ) {
        let refused = rest.iter().any(|v| dotty(v));
        let uri = match try_uri_format!("ftp://{user}@ftp.example.org:{port}/pub/{rest..}?{pairs..}") {
            Ok(uri) => uri,
            Err(err) => {
                prop_assert!(refused, "{}", err);
                prop_assert_eq!(err.hole(), Some("{rest..}"));
                return Ok(());
            }
        };
        prop_assert!(!refused);
        let parsed = reparsed(&uri);
        prop_assert_eq!(decoded(parsed.userinfo().unwrap()), user.clone());
        prop_assert!(!parsed.userinfo().unwrap().contains(':'));
        prop_assert_eq!(parsed.port(), Some(port));
        let got: Vec<String> = parsed.path().split('/').skip(2).map(decoded).collect();
        prop_assert_eq!(got, rest.clone());
        let query = parsed.query().unwrap();
        let got: Vec<(String, String)> = if query.is_empty() {
            Vec::new()
        } else {
            query.split('&').map(|item| {
                let (k, v) = item.split_once('=').unwrap();
                (decoded(k), decoded(v))
            }).collect()
        };
        prop_assert_eq!(got, pairs.clone());
    }

    /// Without authority, a path segment hole: the value may hold anything
    /// but `.` and `..`. (A scheme without rules of its own: `mailto:` takes
    /// addresses, RFC 6068 §2, and its templates take holes only in the
    /// fragment.)
    #[test]
    fn rootless_paths(v in value(), w in value()) {
        let Ok(uri) = try_uri_format!("x-note:{v}?subject={w}") else {
            prop_assert!(dotty(&v));
            return Ok(());
        };
        let parsed = reparsed(&uri);
        prop_assert_eq!(decoded(parsed.path()), v.clone());
        prop_assert_eq!(decoded(parsed.query().unwrap().strip_prefix("subject=").unwrap()), w.clone());
    }

    /// A host hole: either a URI whose host is exactly the value, or an error.
    #[test]
    fn host_holes_are_checked(h in value()) {
        match try_uri_format!("https://{h}/x") {
            Ok(uri) => {
                let parsed = reparsed(&uri);
                prop_assert_eq!(parsed.host_str(), Some(h.as_str()));
            }
            Err(e) => {
                prop_assert_eq!(e.host(), h.as_str());
                // Written as it is, the value is no host: the URI fails, or its host is another.
                let naive = format!("https://{h}/x");
                prop_assert!(Uri::parse(&naive).map_or(true, |u| u.host_str() != Some(h.as_str())), "{}: {}", h, e);
            }
        }
    }
}

#[test]
fn format_argument_rules() {
    let id = 7;
    let name = "a b";
    // Implicit capture, positional (`{}` counts on, `{0}` points), named.
    let uri = try_uri_format!("https://h/{id}/{}/{0}/{}/{n}", "p0", "p1", n = name).unwrap();
    assert_eq!(uri.as_str(), "https://h/7/p0/p0/p1/a%20b");
    let uri = uri_format!("https://h/{id}/{}/{0}/{}/{n}", 0u8, -1i64, n = true);
    assert_eq!(uri.as_str(), "https://h/7/0/0/-1/true");
    // A named argument shadows a local of the same name.
    let uri = try_uri_format!("https://h/{id}", id = "named").unwrap();
    assert_eq!(uri.as_str(), "https://h/named");
    // `{}` in an error: named by its argument's position.
    let e = try_uri_format!("https://h/{}/{}", "a", "..").unwrap_err();
    assert_eq!(e.hole(), Some("{} (argument 1)"));
    // An argument is evaluated once, however many holes it fills.
    let mut calls = 0;
    let mut next = || {
        calls += 1;
        calls
    };
    let uri = uri_format!("https://h/{v}?a={v}#{v}", v = next());
    assert_eq!(uri.as_str(), "https://h/1?a=1#1");
    assert_eq!(calls, 1);
    // Trailing comma, and an expression as an argument.
    let uri = uri_format!("https://h/{}", 1 + 1,);
    assert_eq!(uri.as_str(), "https://h/2");
}

#[test]
fn each_class_escapes_exactly_this() {
    let v = "a/b?c&d=e+f#g%h i:j@k.l~m;n";
    assert_eq!(
        try_uri_format!("https://h/{v}/x{v}?{v}={v}#{v}").unwrap().as_str(),
        "https://h/a%2Fb%3Fc&d=e+f%23g%25h%20i:j@k.l~m%3Bn/xa%2Fb%3Fc&d=e+f%23g%25h%20i:j@k.l~m%3Bn\
         ?a/b?c%26d%3De%2Bf%23g%25h%20i:j@k.l~m;n=a/b?c%26d%3De%2Bf%23g%25h%20i:j@k.l~m;n\
         #a/b?c&d=e+f%23g%25h%20i:j@k.l~m;n"
    );
    // Beside other fixed text: escaped alike (the infallible form takes no
    // text there since issue 44: `x{v}` with `%5C..` makes a part `..`).
    assert_eq!(
        try_uri_format!("https://h/x{v}.json").unwrap().as_str(),
        "https://h/xa%2Fb%3Fc&d=e+f%23g%25h%20i:j@k.l~m%3Bn.json"
    );
    assert_eq!(uri_format!("ftp://{v}@h/").as_str(), "ftp://a%2Fb%3Fc&d=e+f%23g%25h%20i%3Aj%40k.l~m;n@h/");
    // Dot segments: refused as a whole segment, beside fixed dots, before a
    // fixed ';'; kept as part of one.
    let (one, two) = (".", "..");
    let problem = |r: Result<UriBuf, url_literal::template::TemplateError>| {
        let e = r.unwrap_err();
        (e.hole().unwrap().to_string(), e.problem().unwrap())
    };
    use url_literal::template::ValueProblem::DotSegment;
    assert_eq!(problem(try_uri_format!("https://h/a/{one}/b")), ("{one}".into(), DotSegment { dots: 1 }));
    assert_eq!(problem(try_uri_format!("https://h/a/{two}")), ("{two}".into(), DotSegment { dots: 2 }));
    assert_eq!(problem(try_uri_format!("https://h/.{one}/b")), ("{one}".into(), DotSegment { dots: 2 }));
    assert_eq!(problem(try_uri_format!("https://h/%2e{one}/b")), ("{one}".into(), DotSegment { dots: 2 }));
    assert_eq!(problem(try_uri_format!("https://h/{one}{one}?q")), ("{one}".into(), DotSegment { dots: 2 }));
    assert_eq!(problem(try_uri_format!("https://h/{two};v=1")), ("{two}".into(), DotSegment { dots: 2 }));
    assert_eq!(try_uri_format!("https://h/x{two}/{two}{one}/v;{two}").unwrap().as_str(), "https://h/x../.../v;..");
    assert_eq!(
        problem(try_uri_format!("https://h/{rest..}", rest = ["...", "", "."])),
        ("{rest..}".into(), DotSegment { dots: 1 })
    );
    assert_eq!(try_uri_format!("https://h/{rest..}", rest = ["...", "", "a"]).unwrap().as_str(), "https://h/...//a");
    assert_eq!(uri_format!("https://h/{rest..}/", rest = Vec::<u8>::new()).as_str(), "https://h//");
}

#[test]
fn the_built_uri_knows_its_parts() {
    let (user, port, q) = ("u", 8080u16, "x");
    let uri = uri_format!("ftp://{user}@[2001:db8::1]:{port}/a?q={q}#f");
    assert_eq!(uri.as_uri().userinfo(), Some("u"));
    assert_eq!(uri.as_uri().host(), Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])));
    assert_eq!((uri.as_uri().port(), uri.as_uri().path()), (Some(8080), "/a"));
    assert_eq!((uri.as_uri().query(), uri.as_uri().fragment()), (Some("q=x"), Some("f")));
    let uri = uri_format!("http://10.0.0.1:{port}");
    assert_eq!(uri.as_uri().host(), Some(UriHost::Ipv4([10, 0, 0, 1])));
    assert_eq!((uri.as_uri().port(), uri.as_uri().path()), (Some(8080), ""));
}

#[test]
fn host_holes_are_checked_by_the_host_rule() {
    let ok = |h: &str| try_uri_format!("https://{h}:{p}/", p = 1u16).map(|u| u.as_uri().host().map(|h| h.to_string()));
    assert_eq!(ok("example.com"), Ok(Some("example.com".into())));
    assert_eq!(ok("[::1]"), Ok(Some("[::1]".into())));
    let uri = try_uri_format!("https://{h}.example.com/", h = "10.0").unwrap();
    assert_eq!(uri.as_uri().host(), Some(UriHost::RegName("10.0.example.com")));
    let uri = try_uri_format!("https://{h}/", h = "192.0.2.1").unwrap();
    assert_eq!(uri.as_uri().host(), Some(UriHost::Ipv4([192, 0, 2, 1])));
    let err = |h: &str| try_uri_format!("https://{h}/").unwrap_err().to_string();
    assert_eq!(err("a b"), "invalid host 'a b': space in host; write it as %20 (RFC 3986 §3.2.2)");
    assert_eq!(err("h:80"), "invalid host 'h:80': unexpected character ':' in host; write it as %3A (RFC 3986 §3.2.2)");
    assert_eq!(
        err("u@h"),
        "invalid host 'u@h': second '@' in authority; the userinfo ends at the first '@', so write a literal '@' as \
         %40 (RFC 3986 §3.2.2)"
    );
    assert_eq!(
        err("a\r\nb"),
        "invalid host 'a\\r\\nb': control character '\\r' in host; write it as %0D (RFC 3986 §3.2.2)"
    );
    assert_eq!(
        err(""),
        "invalid host '': empty host in an https URI; expected a host name or IP address (RFC 9110 §4.2.2)"
    );
    let e = try_uri_format!("https://{h}/", h = "[::1").unwrap_err();
    assert_eq!((e.host(), e.error().map(|e| e.offset())), ("[::1", Some(0)));
    assert_eq!((e.hole(), e.problem()), (None, None));
    // Not a host hole: the fallible form of a template with text in a path segment.
    assert_eq!(try_uri_format!("https://h/{}", "a/b").unwrap().as_str(), "https://h/a%2Fb");
}

/// 1 MB values of every hard character (a quarter of one in a debug build's
/// test loop, [`crate::helpers::sized`]): no panic, every hole decodes back,
/// and the time grows linearly (8 times the size takes no more than 8 times
/// the time and a margin).
#[test]
fn one_megabyte_values() {
    // A megabyte in the long run; a quarter of one in a debug build's loop.
    let size = crate::helpers::sized(1 << 18, 1 << 20);
    let unit = "a/b?c&d=e+f#g%h i\0\r\n.é\u{202e}";
    let big = unit.repeat(size / unit.len());
    let time = |v: &str| {
        let t = std::time::Instant::now();
        let uri = try_uri_format!("https://h/{v}?q={v}#{v}").unwrap();
        (t.elapsed(), uri)
    };
    let (t1, uri) = time(&big);
    let parsed = reparsed(&uri);
    assert_eq!(decoded(&parsed.path()[1..]), big);
    assert_eq!(decoded(&parsed.query().unwrap()[2..]), big);
    assert_eq!(decoded(parsed.fragment().unwrap()), big);
    let huge = big.repeat(8);
    let (t8, _) = time(&huge);
    assert!(t8 < t1 * 8 * 4 + std::time::Duration::from_millis(200), "{t1:?} then {t8:?}");
    let host = "a".repeat(size);
    assert!(try_uri_format!("https://{host}/").is_ok());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::helpers::sized(250, 1000) as u32, ..ProptestConfig::default() })]

    /// RFC 1738: http and ftp holes decode back, the URL parses as its type.
    #[test]
    fn url_format_holes_decode_back(a in value(), b in value(), q in value()) {
        let xb = format!("x{b}");
        let http = match url_literal::try_url_format!("http://info.cern.ch/{a}/x{b}?{q}") {
            Ok(http) => http,
            Err(e) => {
                prop_assert!(dotty(&a) || dotty(&xb), "{}", e);
                prop_assert_eq!(e.hole(), Some(if dotty(&a) { "{a}" } else { "{b}" }));
                return Ok(());
            }
        };
        prop_assert!(!dotty(&a) && !dotty(&xb));
        let reparsed = url_literal::HttpUrl::parse(http.as_str()).unwrap();
        let path = reparsed.path().unwrap();
        let segments: Vec<&str> = path.split('/').collect();
        prop_assert_eq!(segments.len(), 2, "{}", http);
        prop_assert_eq!(decoded(segments[0]), a.clone());
        prop_assert_eq!(decoded(segments[1]), format!("x{b}"));
        prop_assert_eq!(decoded(reparsed.search().unwrap()), q.clone());
        let bad = |v: &str| v.is_empty() || dotty(v) || v.contains(['/', '\\', '\r', '\n', '\0']);
        let ftp = match url_literal::try_url_format!("ftp://ftp.example.org/{a}/{b};type=i") {
            Ok(ftp) => ftp,
            Err(e) => {
                prop_assert!(bad(&a) || bad(&b), "{}", e);
                prop_assert_eq!(e.hole(), Some(if bad(&a) { "{a}" } else { "{b}" }));
                return Ok(());
            }
        };
        prop_assert!(!bad(&a) && !bad(&b));
        let reparsed = url_literal::FtpUrl::parse(ftp.as_str()).unwrap();
        let path = reparsed.path().unwrap().strip_suffix(";type=i").unwrap();
        let got: Vec<String> = path.split('/').map(decoded).collect();
        prop_assert_eq!(got, vec![a.clone(), b.clone()]);
    }

    /// Gopher: a selector value decodes back, or holds a TAB, CR, LF or NUL, or
    /// makes a `.` or `..` step between `/` or `\`, and is an error.
    #[test]
    fn gopher_selectors(s in value()) {
        let climbs = dotty(&s);
        match url_literal::try_url_format!("gopher://gopher.example.org/0{s}") {
            Ok(url) => {
                prop_assert!(!s.contains(['\t', '\r', '\n', '\0']) && !climbs);
                prop_assert_eq!(decoded(url.view().selector().unwrap()), s.clone());
            }
            Err(e) => prop_assert!(s.contains(['\t', '\r', '\n', '\0']) || climbs, "{:?}: {}", s, e),
        }
    }
}

#[test]
fn url_format_exact_values() {
    let v = "a/b?c;d&e=f+g h.~%";
    assert_eq!(
        url_literal::try_url_format!("http://h/{v}?{v}").unwrap().as_str(),
        "http://h/a%2Fb%3Fc%3Bd&e=f+g%20h.%7E%25?a%2Fb%3Fc%3Bd%26e%3Df%2Bg%20h.%7E%25"
    );
    assert_eq!(
        url_literal::try_url_format!("http://h/v{v}").unwrap().as_str(),
        "http://h/va%2Fb%3Fc%3Bd&e=f+g%20h.%7E%25"
    );
    let w = "b?c;d&e=f+g h.~%";
    assert_eq!(url_literal::try_url_format!("ftp://h/{w}").unwrap().as_str(), "ftp://h/b?c%3Bd&e=f+g%20h.%7E%25");
    let e = url_literal::try_url_format!("ftp://h/{v}").unwrap_err();
    assert_eq!((e.hole(), e.problem()), (Some("{v}"), Some(url_literal::template::ValueProblem::FtpSeparator)));
    let e = url_literal::try_url_format!("gopher://h/0a{}", "\tb").unwrap_err();
    assert_eq!(e.error().map(|e| (e.offset(), e.length())), Some((13, 3)));
    assert_eq!(e.hole(), Some("{} (argument 0)"));
    // https, as RFC 1738 reads it here (RFC 2818): http's rules.
    assert_eq!(
        url_literal::try_url_format!("https://h/{v}").unwrap().as_str(),
        "https://h/a%2Fb%3Fc%3Bd&e=f+g%20h.%7E%25"
    );
    let ok = url_literal::try_url_format!("http://h/{}", "x").unwrap();
    assert_eq!(ok.as_str(), "http://h/x");
}

//! The macros and the runtime parser agree on every valid absolute vector of
//! the conformance suite (`tests/conformance/parse.json`).
//!
//! `build.rs` turns each such vector into `(input, url!(input))`, each vector
//! of one of the ten RFC 1738 schemes also into `(input, ftp_url!(input))` (or
//! that scheme's macro), and a sample into `url!(concat!(...))` calls, which
//! take the const-eval path. Here each value must equal the parse of its input
//! in every observable way: the parts the value is built from, the text, the
//! `Debug` and `Display` output and `==`.
//!
//! The same for the `uri!` family and the RFC 3986 suite
//! (`rfc3986.json`): every valid vector through `uri_ref!`, the absolute ones
//! through `uri!`, the http and https ones through `http_uri!`, and a sample
//! through `concat!`, each equal to the runtime parse (`UriRef::parse`,
//! `Uri::parse`, `HttpUri::parse`).
//!
//! A missing suite is a failure, never a skip: the generated file then holds
//! no vectors and says why.

use std::fmt::Debug;

use url_core::__private::parts;
use url_literal::{
    FileUrl, FtpUrl, GopherUrl, HttpUrl, MailtoUrl, NewsUrl, NntpUrl, ParseError, ProsperoUrl, TelnetUrl, Url, WaisUrl,
};

include!(concat!(env!("OUT_DIR"), "/macro_vectors.rs"));

/// The fewest `url!` vectors a run may check and still count: `parse.json`
/// holds 422 valid absolute ones.
const MIN_VECTORS: usize = 400;

/// Fails with the reason the generated file gives, if it gives one.
fn vectors_present() {
    if let Some(why) = VECTORS_ERROR {
        panic!("no macro vectors were generated from {VECTORS_PATH}: {why}");
    }
}

/// Where `value` (from the macro call `how`) differs from `parsed`, the
/// runtime parse of `input`: each named fact `facts` gives of both, the
/// value's `text` against the input, `Debug` and `==`. The one comparison
/// of both families, [`disagreements`] (`url!`) and [`uri_disagreements`]
/// (`uri!`).
fn compare<T: Debug + PartialEq>(
    input: &str,
    how: &str,
    value: T,
    parsed: Result<T, ParseError>,
    text: impl Fn(&T) -> String,
    facts: impl Fn(&T) -> Vec<(&'static str, String)>,
) -> Vec<String> {
    let parsed = match parsed {
        Ok(parsed) => parsed,
        Err(e) => return vec![format!("{how}: compiled, but parsing {input:?} at run time fails: {e}")],
    };
    let mut problems = Vec::new();
    let mut differ = |what: &str, macro_side: String, parse_side: String| {
        if macro_side != parse_side {
            problems.push(format!("{how}: {what} differs\n    macro: {macro_side}\n    parse: {parse_side}"));
        }
    };
    for ((what, macro_side), (_, parse_side)) in facts(&value).into_iter().zip(facts(&parsed)) {
        differ(what, macro_side, parse_side);
    }
    differ("as_str vs input", text(&value), format!("{input:?}"));
    differ("Debug", format!("{value:?}"), format!("{parsed:?}"));
    differ("==", format!("{}", value == parsed), "true".to_owned());
    problems
}

/// [`compare`] for the `url!` family: the parts a [`Url`] is built from, its
/// text, `Debug` with `{:#?}` and `Display`.
fn disagreements<T: Debug + PartialEq>(
    input: &str,
    how: &str,
    value: T,
    parsed: Result<T, ParseError>,
    url: impl Fn(&T) -> Url<'static>,
) -> Vec<String> {
    let text = |t: &T| format!("{:?}", url(t).as_str());
    let facts = |t: &T| {
        let u = url(t);
        vec![
            ("parts", format!("{:?}", parts(&u))),
            ("as_str", format!("{:?}", u.as_str())),
            ("Debug {:#?}", format!("{t:#?}")),
            ("Display", u.to_string()),
        ]
    };
    compare(input, how, value, parsed, text, facts)
}

/// Fails listing every problem between `macros` and the parser, out of
/// `checked` vectors from `path`.
fn assert_no_problems(macros: &str, problems: &[String], checked: usize, path: &str) {
    assert!(
        problems.is_empty(),
        "{} disagreement(s) between {macros} and the parser, over {checked} vectors from {path}:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn url_macro_agrees_with_parse() {
    vectors_present();
    let mut problems = Vec::new();
    for &(input, value) in URL_VECTORS {
        let how = format!("url!({input:?})");
        problems.extend(disagreements(input, &how, value, Url::parse(input), |u| *u));
    }
    assert_no_problems("the macros", &problems, URL_VECTORS.len(), VECTORS_PATH);
    assert!(
        URL_VECTORS.len() >= MIN_VECTORS,
        "only {} url! vectors were checked (want >= {MIN_VECTORS}) from {VECTORS_PATH}",
        URL_VECTORS.len()
    );
}

/// Checks each `(array, view)`: the typed macro's value against
/// `View::parse`, and its `Url` against `Url::parse`. Evaluates to the number
/// of vectors checked.
macro_rules! check_typed {
    ($problems:ident; $($vectors:ident: $view:ident),* $(,)?) => {{
        let mut checked = 0;
        $(
            for &(input, value) in $vectors {
                let how = format!("{}!({input:?})", macro_name(stringify!($view)));
                $problems.extend(disagreements(input, &how, value, $view::parse(input), |v| v.as_url()));
                $problems.extend(disagreements(input, &how, value.as_url(), Url::parse(input), |u| *u));
                checked += 1;
            }
        )*
        checked
    }};
}

/// `FtpUrl` -> `ftp_url`.
fn macro_name(view: &str) -> String {
    format!("{}_url", view.trim_end_matches("Url").to_ascii_lowercase())
}

#[test]
fn typed_macros_agree_with_typed_parse() {
    vectors_present();
    let mut problems = Vec::new();
    let checked = check_typed!(problems;
        FTP_VECTORS: FtpUrl,
        HTTP_VECTORS: HttpUrl,
        GOPHER_VECTORS: GopherUrl,
        MAILTO_VECTORS: MailtoUrl,
        NEWS_VECTORS: NewsUrl,
        NNTP_VECTORS: NntpUrl,
        TELNET_VECTORS: TelnetUrl,
        WAIS_VECTORS: WaisUrl,
        FILE_VECTORS: FileUrl,
        PROSPERO_VECTORS: ProsperoUrl,
    );
    assert_no_problems("the macros", &problems, checked, VECTORS_PATH);
    assert_eq!(checked, TYPED_VECTORS, "every typed vector generated was checked");
    // Each of the ten schemes is exercised, not just some.
    for (name, n) in [
        ("ftp", FTP_VECTORS.len()),
        ("http", HTTP_VECTORS.len()),
        ("gopher", GOPHER_VECTORS.len()),
        ("mailto", MAILTO_VECTORS.len()),
        ("news", NEWS_VECTORS.len()),
        ("nntp", NNTP_VECTORS.len()),
        ("telnet", TELNET_VECTORS.len()),
        ("wais", WAIS_VECTORS.len()),
        ("file", FILE_VECTORS.len()),
        ("prospero", PROSPERO_VECTORS.len()),
    ] {
        assert!(n > 0, "no {name} vectors in {VECTORS_PATH}");
    }
}

/// As [`check_typed`], for the `concat!` sample, whose arrays also carry the
/// expression's text.
macro_rules! check_typed_concat {
    ($problems:ident; $($vectors:ident: $view:ident),* $(,)?) => {{
        let mut checked = 0;
        $(
            for &(input, how, value) in $vectors {
                $problems.extend(disagreements(input, how, value, $view::parse(input), |v| v.as_url()));
                checked += 1;
            }
        )*
        checked
    }};
}

#[test]
fn concat_fallback_agrees_with_parse() {
    vectors_present();
    let mut problems = Vec::new();
    for &(input, how, value) in URL_CONCAT {
        problems.extend(disagreements(input, how, value, Url::parse(input), |u| *u));
    }
    let typed = check_typed_concat!(problems;
        FTP_CONCAT: FtpUrl,
        HTTP_CONCAT: HttpUrl,
        GOPHER_CONCAT: GopherUrl,
        MAILTO_CONCAT: MailtoUrl,
        NEWS_CONCAT: NewsUrl,
        NNTP_CONCAT: NntpUrl,
        TELNET_CONCAT: TelnetUrl,
        WAIS_CONCAT: WaisUrl,
        FILE_CONCAT: FileUrl,
        PROSPERO_CONCAT: ProsperoUrl,
    );
    assert_no_problems("the macros", &problems, URL_CONCAT.len() + typed, VECTORS_PATH);
    // One per scheme at least (the ten and `other`), and one per typed macro.
    assert!(URL_CONCAT.len() >= 11, "only {} url!(concat!(..)) vectors", URL_CONCAT.len());
    assert_eq!(typed, 10, "one concat! vector per typed macro");
}

/// A literal and the same text through `concat!` yield values that agree
/// with each other too, not only each with the parser.
#[test]
fn literal_and_concat_paths_agree() {
    vectors_present();
    let mut problems = Vec::new();
    for &(input, how, value) in URL_CONCAT {
        match URL_VECTORS.iter().find(|(i, _)| *i == input) {
            Some(&(_, literal)) => {
                problems.extend(disagreements(input, how, value, Ok::<_, ParseError>(literal), |u| *u));
            }
            None => problems.push(format!("{how}: no url! literal vector for {input:?}")),
        }
    }
    assert_no_problems("the macros", &problems, URL_CONCAT.len(), VECTORS_PATH);
}

/// The comparison is not vacuous: a value rebuilt with one part changed is
/// reported, though its text (and so `==`) is the same.
#[test]
fn a_changed_part_is_reported() {
    let input = "http://info.cern.ch:8080/hypertext/WWW/TheProject.html";
    let good = Url::parse(input).expect("a valid URL");
    let (offsets, port, kind, flags) = parts(&good);
    let bad = url_core::__private::url(input, offsets, port + 1, kind, flags);
    let problems = disagreements(input, "self-test", bad, Ok(good), |u| *u);
    assert!(problems.iter().any(|p| p.contains("parts differ")), "{problems:#?}");
    assert!(disagreements(input, "self-test", good, Ok(good), |u| *u).is_empty());
}

/// Literals with offsets above 127 (which an earlier expansion had to
/// spell otherwise) agree with the parser as short ones do.
#[test]
fn long_literals_agree_with_the_parser() {
    use url_literal::{ftp_url, url, Url};
    const HTTP: Url<'static> = url!(
        "http://www.example.org/a/very/long/path/that/goes/on/and/on/and/on/for/more/than/one/hundred/and/twenty/eight/bytes/index.html?q=1#frag"
    );
    // Also the warning path: the password raises the §6 warning, silenced here.
    #[allow(deprecated)]
    const FTP: url_literal::FtpUrl<'static> = ftp_url!(
        "ftp://user:pw@ftp.example.org:2121/pub/a/long/directory/tree/that/is/more/than/one/hundred/and/twenty/eight/bytes/long/README;type=a"
    );
    const SHORT_BEFORE_LONG_FRAGMENT: Url<'static> = url!(
        "http://h/#a-fragment-that-is-long-enough-to-push-the-length-of-the-whole-literal-past-one-hundred-and-twenty-eight-bytes-in-total"
    );
    for (url, text) in [
        (HTTP, HTTP.as_str()),
        (FTP.as_url(), FTP.as_str()),
        (SHORT_BEFORE_LONG_FRAGMENT, SHORT_BEFORE_LONG_FRAGMENT.as_str()),
    ] {
        assert!(text.len() > 128, "{text} is too short to test an offset above 127");
        let parsed = Url::parse(text).unwrap();
        assert_eq!(url_core::__private::parts(&url), url_core::__private::parts(&parsed), "{text}");
        assert_eq!(format!("{url:?}"), format!("{parsed:?}"));
    }
    assert_eq!(FTP.name(), Some("README"));
    assert_eq!(FTP.port(), Some(2121));
    assert_eq!(HTTP.fragment(), Some("frag"));
}

// ---------------------------------------------------------------------------
// RFC 3986: the `uri!` family
// ---------------------------------------------------------------------------

use url_core::__private::uri_parts;
use url_literal::{HttpUri, Uri, UriRef};

/// The fewest `uri_ref!` vectors a run may check and still count:
/// `rfc3986.json` holds 441 valid ones (240 absolute), of which one is disputed
/// (`file://foo`, `tests/conformance/disputes.json`).
const MIN_URI_VECTORS: usize = 400;

/// Fails with the reason the generated file gives, if it gives one.
fn uri_vectors_present() {
    if let Some(why) = URI_VECTORS_ERROR {
        panic!("no uri! vectors were generated from {URI_VECTORS_PATH}: {why}");
    }
}

/// [`compare`] for the `uri!` family: the parts a [`UriRef`] is built from
/// (offsets, port, host and its address), what the accessors return, and
/// `Display`.
fn uri_disagreements<T: Debug + PartialEq>(
    input: &str,
    how: &str,
    value: T,
    parsed: Result<T, ParseError>,
    uri_ref: impl Fn(&T) -> UriRef<'static>,
) -> Vec<String> {
    let text = |t: &T| format!("{:?}", uri_ref(t).as_str());
    let facts = |t: &T| {
        let r = uri_ref(t);
        let accessors = (
            r.scheme(),
            r.userinfo(),
            r.host(),
            r.host_str(),
            r.port(),
            r.port_str(),
            r.path(),
            r.query(),
            r.fragment(),
            r.default_port(),
        );
        vec![
            ("parts", format!("{:?}", uri_parts(&r))),
            ("accessors", format!("{accessors:?}")),
            ("Display", r.to_string()),
        ]
    };
    compare(input, how, value, parsed, text, facts)
}

#[test]
fn uri_ref_macro_agrees_with_parse() {
    uri_vectors_present();
    let mut problems = Vec::new();
    for &(input, value) in URI_REF_VECTORS {
        let how = format!("uri_ref!({input:?})");
        problems.extend(uri_disagreements(input, &how, value, UriRef::parse(input), |r| *r));
    }
    assert_no_problems("the uri! macros", &problems, URI_REF_VECTORS.len(), URI_VECTORS_PATH);
    assert!(
        URI_REF_VECTORS.len() >= MIN_URI_VECTORS,
        "only {} uri_ref! vectors were checked (want >= {MIN_URI_VECTORS}) from {URI_VECTORS_PATH}",
        URI_REF_VECTORS.len()
    );
    // Relative references and URIs both, and every host kind.
    let relative = URI_REF_VECTORS.iter().filter(|(_, r)| r.is_relative()).count();
    assert!(relative >= 150 && URI_REF_VECTORS.len() - relative >= 200, "{relative} relative");
    for kind in ["RegName", "Ipv4", "Ipv6", "IpvFuture"] {
        assert!(
            URI_REF_VECTORS.iter().any(|(_, r)| format!("{:?}", r.host()).starts_with(&format!("Some({kind}("))),
            "no {kind} host among the uri_ref! vectors"
        );
    }
}

#[test]
fn uri_and_http_uri_macros_agree_with_parse() {
    uri_vectors_present();
    let mut problems = Vec::new();
    for &(input, value) in URI_VECTORS {
        let how = format!("uri!({input:?})");
        problems.extend(uri_disagreements(input, &how, value, Uri::parse(input), |u| u.as_uri_ref()));
    }
    for &(input, value) in HTTP_URI_VECTORS {
        let how = format!("http_uri!({input:?})");
        problems.extend(uri_disagreements(input, &how, value, HttpUri::parse(input), |u| u.as_uri().as_uri_ref()));
        let parsed = HttpUri::parse(input).ok();
        let typed = |u: &HttpUri<'_>| (u.is_secure(), u.port_or_default());
        if parsed.map(|p| typed(&p)) != Some(typed(&value)) {
            problems.push(format!("http_uri!({input:?}): is_secure/port_or_default differ: {:?}", typed(&value)));
        }
    }
    assert_no_problems("the uri! macros", &problems, URI_VECTORS.len() + HTTP_URI_VECTORS.len(), URI_VECTORS_PATH);
    assert!(URI_VECTORS.len() >= 200, "only {} uri! vectors", URI_VECTORS.len());
    assert!(HTTP_URI_VECTORS.len() >= 100, "only {} http_uri! vectors", HTTP_URI_VECTORS.len());
    assert!(HTTP_URI_VECTORS.iter().any(|(_, u)| u.is_secure()), "no https vector");
}

#[test]
fn uri_concat_fallback_agrees_with_parse_and_literals() {
    uri_vectors_present();
    let mut problems = Vec::new();
    for &(input, how, value) in URI_REF_CONCAT {
        problems.extend(uri_disagreements(input, how, value, UriRef::parse(input), |r| *r));
        match URI_REF_VECTORS.iter().find(|(i, _)| *i == input) {
            Some(&(_, literal)) => {
                problems.extend(uri_disagreements(input, how, value, Ok::<_, ParseError>(literal), |r| *r));
            }
            None => problems.push(format!("{how}: no uri_ref! literal vector for {input:?}")),
        }
    }
    for &(input, how, value) in URI_CONCAT {
        problems.extend(uri_disagreements(input, how, value, Uri::parse(input), |u| u.as_uri_ref()));
    }
    for &(input, how, value) in HTTP_URI_CONCAT {
        problems.extend(uri_disagreements(input, how, value, HttpUri::parse(input), |u| u.as_uri().as_uri_ref()));
    }
    assert_no_problems(
        "the uri! macros",
        &problems,
        URI_REF_CONCAT.len() + URI_CONCAT.len() + HTTP_URI_CONCAT.len(),
        URI_VECTORS_PATH,
    );
    // One group per scheme and one for relative references, two each at most.
    assert!(URI_REF_CONCAT.len() >= 10, "only {} uri_ref!(concat!(..)) vectors", URI_REF_CONCAT.len());
    assert!(!URI_CONCAT.is_empty() && !HTTP_URI_CONCAT.is_empty());
}

/// The comparison is not vacuous: a value rebuilt with one part changed is
/// reported, and so is one with another host address.
#[test]
fn a_changed_uri_part_is_reported() {
    let input = "http://[2001:db8::7]:8080/a?b#c";
    let good = UriRef::parse(input).expect("a valid URI");
    // the fields the macros spell out (`#[doc(hidden)] pub`)
    let other_host = url_core::__private::HostKind::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 8]);
    for bad in [UriRef { port: good.port + 1, ..good }, UriRef { host: other_host, ..good }] {
        let problems = uri_disagreements(input, "self-test", bad, Ok(good), |r| *r);
        assert!(problems.iter().any(|p| p.contains("parts differ")), "{problems:#?}");
        assert!(problems.iter().any(|p| p.contains("== differs")), "{problems:#?}");
    }
    assert!(uri_disagreements(input, "self-test", good, Ok(good), |r| *r).is_empty());
}

//! `httpurl` (RFC 1738 §3.3, §5).
//!
//! ```text
//! httpurl  = "http://" hostport [ "/" hpath [ "?" search ]]
//! hpath    = hsegment *[ "/" hsegment ]
//! hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//! search   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//! ```

use crate::helpers;

use helpers::*;
use url_core::{Details, Host, HttpUrl, Scheme, Url};

/// Everything an http URL tells, for one `assert_eq!`.
#[derive(Debug, PartialEq)]
struct Http<'a> {
    host: Host<'a>,
    port: Option<u16>,
    path: Option<&'a str>,
    segments: Vec<&'a str>,
    search: Option<&'a str>,
    fragment: Option<&'a str>,
}

#[track_caller]
fn http(input: &str) -> HttpUrl<'_> {
    let url = ok(input);
    let secure = input.get(..6).is_some_and(|s| s.eq_ignore_ascii_case("https:"));
    assert_eq!(url.kind(), if secure { Scheme::Https } else { Scheme::Http });
    let Details::Http(view) = url.details() else { panic!("{input:?} is not seen as http") };
    assert_eq!(view.is_secure(), secure);
    assert_eq!(HttpUrl::parse(input), Ok(view));
    assert_eq!(HttpUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    assert_eq!(view.to_string(), input);
    // No user name or password, ever.
    assert_eq!((url.user(), url.password()), (None, None));
    view
}

#[track_caller]
fn parts(input: &str) -> Http<'_> {
    let h = http(input);
    assert_eq!(h.as_url().host(), Some(h.host()));
    assert_eq!(h.port_or_default(), h.port().unwrap_or(if h.is_secure() { 443 } else { 80 }));
    assert_eq!(h.as_url().port_or_default(), Some(h.port_or_default()));
    Http {
        host: h.host(),
        port: h.port(),
        path: h.path(),
        segments: h.segments().collect(),
        search: h.search(),
        fragment: h.fragment(),
    }
}

fn at(host: &str) -> Http<'_> {
    Http { host: Host::Name(host), port: None, path: None, segments: vec![], search: None, fragment: None }
}

#[test]
fn spec_examples() {
    assert_eq!(
        parts("http://www.acl.lanl.gov/URI/archive/uri-archive.index.html"),
        Http {
            path: Some("URI/archive/uri-archive.index.html"),
            segments: vec!["URI", "archive", "uri-archive.index.html"],
            ..at("www.acl.lanl.gov")
        }
    );
    assert_eq!(
        parts("http://ds.internic.net/instructions/overview.html#WARNING"),
        Http {
            path: Some("instructions/overview.html"),
            segments: vec!["instructions", "overview.html"],
            fragment: Some("WARNING"),
            ..at("ds.internic.net")
        }
    );
}

#[test]
fn draft_1994_examples() {
    assert_eq!(
        parts("http://info.cern.ch/hypertext/WWW/Addressing/URL/URI_Overview.html"),
        Http {
            path: Some("hypertext/WWW/Addressing/URL/URI_Overview.html"),
            segments: vec!["hypertext", "WWW", "Addressing", "URL", "URI_Overview.html"],
            ..at("info.cern.ch")
        }
    );
    assert_eq!(
        parts("http://info.cern.ch/albert/bertram/marie-claude").segments,
        ["albert", "bertram", "marie-claude"]
    );
    assert_eq!(
        parts("http://info.cern.ch/albert/bertram/marie%2Dclaude").segments,
        ["albert", "bertram", "marie%2Dclaude"]
    );
    // The encoded slash has no hierarchical significance.
    assert_eq!(
        parts("http://info.cern.ch/albert/bertram%2Fmarie-claude").segments,
        ["albert", "bertram%2Fmarie-claude"]
    );
    assert_eq!(parts("http://www.my.work.com/"), Http { path: Some(""), segments: vec![""], ..at("www.my.work.com") });
    assert_eq!(
        parts("http://www.my.uni.edu/info/matriculation/enroling.html").segments,
        ["info", "matriculation", "enroling.html"]
    );
    assert_eq!(parts("http://info.my.org/AboutUs/Phonebook").path, Some("AboutUs/Phonebook"));
    assert_eq!(
        parts("http://www.library.my.town.va.us/Catalogue/76523471236%2Fwen44--4.98"),
        Http {
            path: Some("Catalogue/76523471236%2Fwen44--4.98"),
            segments: vec!["Catalogue", "76523471236%2Fwen44--4.98"],
            ..at("www.library.my.town.va.us")
        }
    );
    assert_eq!(
        parts("http://www.my.org/462F4F2D4241522A314159265358979323846").path,
        Some("462F4F2D4241522A314159265358979323846")
    );
    assert_eq!(
        parts("http://info.cern.ch:8000/imaginary/test"),
        Http {
            port: Some(8000),
            path: Some("imaginary/test"),
            segments: vec!["imaginary", "test"],
            ..at("info.cern.ch")
        }
    );
    assert_eq!(
        parts("http://www.myu.edu/org/admin/people#andy"),
        Http {
            path: Some("org/admin/people"),
            segments: vec!["org", "admin", "people"],
            fragment: Some("andy"),
            ..at("www.myu.edu")
        }
    );
    assert_eq!(
        parts("http://info.my.org/AboutUs/Index/Phonebook?dobbins"),
        Http {
            path: Some("AboutUs/Index/Phonebook"),
            segments: vec!["AboutUs", "Index", "Phonebook"],
            search: Some("dobbins"),
            ..at("info.my.org")
        }
    );
}

#[test]
fn draft_1994_search_with_a_bare_percent_is_invalid() {
    // "%%3D": the first '%' is not followed by two hex digits.
    err(
        "http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins",
        44,
        3,
        "search",
        "2.2",
        SEARCH_CHARS,
        "'%' not followed by two hex digits in http search; write a literal '%' as %25",
    );
    let h = parts("http://info.cern.ch/RDB/EMP?*%20where%20name%25%3Ddobbins");
    assert_eq!(h.search, Some("*%20where%20name%25%3Ddobbins"));
    assert_eq!(h.path, Some("RDB/EMP"));
}

#[test]
fn path_and_search_are_optional() {
    // "If neither <path> nor <searchpart> is present, the "/" may also be omitted."
    assert_eq!(parts("http://host"), at("host"));
    assert_eq!(parts("http://host:8080"), Http { port: Some(8080), ..at("host") });
    assert_eq!(parts("http://host/"), Http { path: Some(""), segments: vec![""], ..at("host") });
    assert_eq!(parts("http://host/?"), Http { path: Some(""), segments: vec![""], search: Some(""), ..at("host") });
    assert_eq!(parts("http://host/?q"), Http { path: Some(""), segments: vec![""], search: Some("q"), ..at("host") });
    assert_eq!(parts("http://host#f"), Http { fragment: Some("f"), ..at("host") });
    assert_eq!(parts("http://host/#"), Http { path: Some(""), segments: vec![""], fragment: Some(""), ..at("host") });
}

#[test]
fn hsegment_and_search_characters() {
    assert_eq!(
        parts("http://host/a;b:c@d&e=f?g;h:i@j&k=l"),
        Http { path: Some("a;b:c@d&e=f"), segments: vec!["a;b:c@d&e=f"], search: Some("g;h:i@j&k=l"), ..at("host") }
    );
    assert_eq!(parts("http://host/a//b/").segments, ["a", "", "b", ""]);
    assert_eq!(parts("http://host/@x").path, Some("@x"));
    assert_eq!(parts("http://host/a+b?c+d").search, Some("c+d"));
    assert_eq!(parts("http://host/%3F?%2F%3F").search, Some("%2F%3F"));
    assert_eq!(parts("http://1.2.3.4:80/x").host, Host::Ipv4([1, 2, 3, 4]));
}

#[test]
fn search_excludes_slash_and_question_mark() {
    // §3.3: within <path> and <searchpart>, "/", ";", "?" are reserved.
    err_uri(
        "http://host/a?b?c",
        15,
        1,
        "search",
        "3.3",
        SEARCH_CHARS,
        "unexpected character '?' in http search; '?' is reserved there and must be written %3F",
    );
    err_uri(
        "http://host/a?b/c",
        15,
        1,
        "search",
        "3.3",
        SEARCH_CHARS,
        "unexpected character '/' in http search; '/' is reserved there and must be written %2F",
    );
    err_uri(
        "http://host/??",
        13,
        1,
        "search",
        "3.3",
        SEARCH_CHARS,
        "unexpected character '?' in http search; '?' is reserved there and must be written %3F",
    );
    err("http://host/?a b", 14, 1, "search", "2.2", SEARCH_CHARS, "space in http search; write it as %20");
    err(
        "http://host/?a|b",
        14,
        1,
        "search",
        "2.2",
        SEARCH_CHARS,
        "unexpected character '|' in http search; '|' is unsafe and must be written %7C",
    );
}

#[test]
fn path_errors() {
    err_uri(
        "http://host/~smith/",
        12,
        1,
        "hsegment",
        "2.2",
        HPATH_CHARS,
        "unexpected character '~' in http path; '~' is unsafe and must be written %7E",
    );
    err("http://host/a b", 13, 1, "hsegment", "2.2", HPATH_CHARS, "space in http path; write it as %20");
    err(
        "http://host/a%zzb",
        13,
        3,
        "hsegment",
        "2.2",
        HPATH_CHARS,
        "'%' not followed by two hex digits in http path; write a literal '%' as %25",
    );
    err(
        "http://host/a\"b\"",
        13,
        1,
        "hsegment",
        "2.2",
        HPATH_CHARS,
        "unexpected character '\"' in http path; '\"' is unsafe and must be written %22",
    );
}

#[test]
fn search_needs_a_path_slash() {
    let msg = "'?' right after the host; an http search follows a path: write '/?'";
    err_uri("http://host?x", 11, 1, "httpurl", "3.3", "'/' before the '?'", msg);
    err_uri("http://host?", 11, 1, "httpurl", "3.3", "'/' before the '?'", msg);
    err_uri("HTTP://a.b.c?q=1", 12, 1, "httpurl", "3.3", "'/' before the '?'", msg);
}

#[test]
fn no_user_name_or_password() {
    // The error covers the whole login, '@' included.
    let msg = "http URLs take no user name or password";
    err("http://user@host/", 7, 5, "httpurl", "3.3", NO_LOGIN, msg);
    err("http://u:p@host/", 7, 4, "httpurl", "3.3", NO_LOGIN, msg);
    err("http://@host/", 7, 1, "httpurl", "3.3", NO_LOGIN, msg);
    err("http://:@host/", 7, 2, "httpurl", "3.3", NO_LOGIN, msg);
    err("http://a@b@host/", 7, 4, "httpurl", "3.3", NO_LOGIN, msg);
    err("http://user@/", 7, 5, "httpurl", "3.3", NO_LOGIN, msg);
    err("http://user:pass@host:80/path?q#f", 7, 10, "httpurl", "3.3", NO_LOGIN, msg);
    err("HTTP://user@host/", 7, 5, "httpurl", "3.3", NO_LOGIN, msg);
    // After the host, '@' is path data.
    assert_eq!(parts("http://host/user@x").path, Some("user@x"));
}

#[test]
fn missing_slashes() {
    let msg = "http URLs start with 'http://'";
    err("http:", 5, 0, "httpurl", "3.3", "http://", msg);
    err("http:foo", 5, 1, "httpurl", "3.3", "http://", msg);
    err("http:/foo", 6, 0, "httpurl", "3.3", "http://", msg);
    err("http:#x", 5, 0, "httpurl", "3.3", "http://", msg);
    err("http:\\\\host", 5, 1, "httpurl", "3.3", "http://", msg);
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = HttpUrl::parse("ftp://x/").unwrap_err();
    check(
        &e,
        "ftp://x/",
        0,
        3,
        "httpurl",
        "3.3",
        "http:// or https://",
        "expected an http or https URL, found an ftp URL",
    );
    assert_eq!(e.to_string(), "expected an http or https URL, found an ftp URL (RFC 1738 §3.3)");
    let e = HttpUrl::parse("shttp://x/").unwrap_err();
    check(
        &e,
        "shttp://x/",
        0,
        5,
        "httpurl",
        "3.3",
        "http:// or https://",
        "expected an http or https URL, found a URL of a scheme RFC 1738 does not define",
    );
    let e = HttpUrl::from_url(Url::parse("gopher://x/").unwrap()).unwrap_err();
    check(
        &e,
        "gopher://x/",
        0,
        6,
        "httpurl",
        "3.3",
        "http:// or https://",
        "expected an http or https URL, found a gopher URL",
    );
    let h = http("HTTP://x/a");
    let url: Url<'_> = h.into();
    assert_eq!(HttpUrl::try_from(url), Ok(h));
    assert_eq!(h.segments().collect::<Vec<_>>(), ["a"]);
}

// ---------------------------------------------------------------------------
// https (RFC 2818 §2.4: http's form, default port 443)
// ---------------------------------------------------------------------------

#[test]
fn https_is_http_with_another_scheme_and_port() {
    assert_eq!(
        parts("https://api.example.com/v1/items?page=2#top"),
        Http {
            path: Some("v1/items"),
            segments: vec!["v1", "items"],
            search: Some("page=2"),
            fragment: Some("top"),
            ..at("api.example.com")
        }
    );
    assert_eq!(parts("HTTPS://h"), at("h"));
    assert_eq!(
        parts("https://10.0.0.1:8443/"),
        Http { host: Host::Ipv4([10, 0, 0, 1]), port: Some(8443), path: Some(""), segments: vec![""], ..at("") }
    );
    let h = http("https://h:80/");
    assert_eq!((h.port(), h.port_or_default(), h.as_url().default_port()), (Some(80), 80, Some(443)));
    let h = http("https://h/");
    assert_eq!((h.port(), h.port_or_default(), h.as_url().default_port()), (None, 443, Some(443)));
    assert_eq!(h.as_url().port_or_default(), Some(443));
    let h = http("http://h:443/");
    assert_eq!((h.is_secure(), h.port_or_default()), (false, 443));
    let u = ok("https://h/x");
    assert_eq!((u.scheme(), u.kind().name(), u.url_path()), ("https", "https", Some("x")));
    assert_eq!(
        format!("{:?}", u.details()),
        r#"HttpUrl { url: "https://h/x", host: Name("h"), path: Some("x"), search: None }"#
    );
}

#[test]
fn https_errors_are_http_errors_naming_https() {
    // §3.3's rules, cited there; the message names the scheme as written in its lower-case name
    err("https://user@host/", 8, 5, "httpurl", "3.3", NO_LOGIN, "https URLs take no user name or password");
    err("HTTPS://u:p@host/", 8, 4, "httpurl", "3.3", NO_LOGIN, "https URLs take no user name or password");
    err("https:", 6, 0, "httpurl", "3.3", "https://", "https URLs start with 'https://'");
    err("https:/x", 7, 0, "httpurl", "3.3", "https://", "https URLs start with 'https://'");
    err(
        "https://h?q",
        9,
        1,
        "httpurl",
        "3.3",
        "'/' before the '?'",
        "'?' right after the host; an http search follows a path: write '/?'; the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    );
    err(
        "https://h/~u",
        10,
        1,
        "hsegment",
        "2.2",
        "letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes",
        "unexpected character '~' in http path; '~' is unsafe and must be written %7E; the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    );
    err(
        "https://h/a?b/c",
        13,
        1,
        "search",
        "3.3",
        "letters, digits, \"$-_.+!*'(),;:@&=\" and %XX escapes",
        "unexpected character '/' in http search; '/' is reserved there and must be written %2F; the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    );
    err(
        "https://h:/",
        9,
        1,
        "port",
        "3.1",
        "digits after ':', or no ':'",
        "empty port; when there is no port, omit the ':' as well; the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    );
    err(
        "https://exam$ple.net",
        12,
        1,
        "host",
        "3.1",
        "letters, digits, '-' and '.' (no escapes)",
        "unexpected character '$' in host; expected letters, digits, '-' and '.' (no escapes); the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    );
    let e = Url::parse("https://user@host/").unwrap_err();
    assert_eq!(e.to_string(), "https URLs take no user name or password (RFC 1738 §3.3)");
}

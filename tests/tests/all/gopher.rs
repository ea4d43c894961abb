//! `gopherurl` (RFC 1738 §3.4, §5).
//!
//! ```text
//! gopherurl      = "gopher://" hostport [ / [ gtype [ selector
//!                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
//! gtype          = xchar
//! selector       = *xchar
//! gopher+_string = *xchar
//! ```

use crate::helpers;

use helpers::*;
use url_core::{Details, GopherUrl, Host, Scheme, Url};

/// Everything a gopher URL tells, for one `assert_eq!`.
#[derive(Debug, PartialEq)]
struct Gopher<'a> {
    host: Host<'a>,
    port: Option<u16>,
    item_type: &'a str,
    raw_item_type: Option<&'a str>,
    gopher_path: Option<&'a str>,
    selector: Option<&'a str>,
    search: Option<&'a str>,
    gopher_plus: Option<&'a str>,
}

#[track_caller]
fn gopher(input: &str) -> GopherUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::Gopher);
    let Details::Gopher(view) = url.details() else { panic!("{input:?} is not seen as gopher") };
    assert_eq!(GopherUrl::parse(input), Ok(view));
    assert_eq!(GopherUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    assert_eq!((url.user(), url.password()), (None, None));
    view
}

#[track_caller]
fn parts(input: &str) -> Gopher<'_> {
    let g = gopher(input);
    assert_eq!(g.port_or_default(), g.port().unwrap_or(70));
    Gopher {
        host: g.host(),
        port: g.port(),
        item_type: g.item_type(),
        raw_item_type: g.raw_item_type(),
        gopher_path: g.gopher_path(),
        selector: g.selector(),
        search: g.search(),
        gopher_plus: g.gopher_plus(),
    }
}

/// A gopher URL with an empty gopher-path.
fn root(host: &str) -> Gopher<'_> {
    Gopher {
        host: Host::Name(host),
        port: None,
        item_type: "1",
        raw_item_type: None,
        gopher_path: None,
        selector: None,
        search: None,
        gopher_plus: None,
    }
}

/// A gopher URL with type `t` and selector `sel`.
fn item<'a>(host: &'a str, path: &'a str, t: &'a str, sel: &'a str) -> Gopher<'a> {
    Gopher { item_type: t, raw_item_type: Some(t), gopher_path: Some(path), selector: Some(sel), ..root(host) }
}

#[test]
fn type_defaults_to_directory_when_the_path_is_empty() {
    // "The entire <gopher-path> may also be empty, in which case the
    // delimiting "/" is also optional and the <gophertype> defaults to "1"."
    assert_eq!(parts("gopher://host"), root("host"));
    assert_eq!(parts("gopher://host/"), root("host"));
    assert_eq!(parts("gopher://host:70"), Gopher { port: Some(70), ..root("host") });
    assert_eq!(parts("gopher://host:7070/"), Gopher { port: Some(7070), ..root("host") });
    let g = gopher("gopher://host/#f");
    assert_eq!((g.raw_item_type(), g.item_type(), g.fragment()), (None, "1", Some("f")));
    assert_eq!(gopher("gopher://host").port_or_default(), 70);
}

#[test]
fn type_and_selector() {
    assert_eq!(parts("gopher://host/1"), item("host", "1", "1", ""));
    assert_eq!(parts("gopher://host/0"), item("host", "0", "0", ""));
    assert_eq!(parts("gopher://host/0about"), item("host", "0about", "0", "about"));
    // "some Gopher <selector> strings begin with a copy of the <gophertype>".
    assert_eq!(
        parts("gopher://boombox.micro.umn.edu/11/gopher/gopher_protocol"),
        item("boombox.micro.umn.edu", "11/gopher/gopher_protocol", "1", "1/gopher/gopher_protocol")
    );
    assert_eq!(
        parts("gopher://gopher.micro.umn.edu/00/Information%20About%20Gopher/About%20Gopher"),
        item(
            "gopher.micro.umn.edu",
            "00/Information%20About%20Gopher/About%20Gopher",
            "0",
            "0/Information%20About%20Gopher/About%20Gopher",
        )
    );
    // Within the gopher-path no characters are reserved.
    assert_eq!(parts("gopher://host/1a;b/c?d:e@f&g=h"), item("host", "1a;b/c?d:e@f&g=h", "1", "a;b/c?d:e@f&g=h"));
    // Any xchar is a type; an escape counts as one.
    assert_eq!(parts("gopher://host/?x"), item("host", "?x", "?", "x"));
    assert_eq!(parts("gopher://host//x"), item("host", "/x", "/", "x"));
    assert_eq!(parts("gopher://host/%41x"), item("host", "%41x", "%41", "x"));
    assert_eq!(parts("gopher://host/%2b"), item("host", "%2b", "%2b", ""));
    assert_eq!(parts("gopher://10.0.0.1/7").host, Host::Ipv4([10, 0, 0, 1]));
}

#[test]
fn as_printed_in_the_1994_draft_the_selector_has_spaces() {
    err(
        "gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher",
        44,
        1,
        "selector",
        "2.2",
        XCHARS,
        "space in gopher selector; write it as %20",
    );
}

#[test]
fn encoded_tabs_split_selector_search_and_gopher_plus() {
    assert_eq!(
        parts("gopher://host/7/search%09red%20fish"),
        Gopher { search: Some("red%20fish"), ..item("host", "7/search%09red%20fish", "7", "/search") }
    );
    // §3.4.3: the search may be empty when a gopher+ string follows.
    assert_eq!(
        parts("gopher://host/7sel%09%09+"),
        Gopher { search: Some(""), gopher_plus: Some("+"), ..item("host", "7sel%09%09+", "7", "sel") }
    );
    assert_eq!(parts("gopher://host/1%09"), Gopher { search: Some(""), ..item("host", "1%09", "1", "") });
    assert_eq!(
        parts("gopher://host/1%09%09"),
        Gopher { search: Some(""), gopher_plus: Some(""), ..item("host", "1%09%09", "1", "") }
    );
    // Only the first two %09 split; a third stays in the gopher+ string.
    assert_eq!(
        parts("gopher://host/1a%09b%09c%09d"),
        Gopher { search: Some("b"), gopher_plus: Some("c%09d"), ..item("host", "1a%09b%09c%09d", "1", "a") }
    );
    // %09 is not %9 nor a literal tab; "%090" is a tab then "0".
    assert_eq!(parts("gopher://host/1a%090b"), Gopher { search: Some("0b"), ..item("host", "1a%090b", "1", "a") });
}

#[test]
fn gopher_plus_strings_of_the_spec() {
    for plus in
        ["+", "?", "!", "$", "!+ABSTRACT", "$+ABSTRACT", "!+ABSTRACT%20+SMELL", "+application/postscript%20Es_ES"]
    {
        let input = format!("gopher://host/1x%09%09{plus}");
        let g = gopher(&input);
        assert_eq!((g.selector(), g.search(), g.gopher_plus()), (Some("x"), Some(""), Some(plus)), "{input}");
    }
    // §3.4.9: a filled-out ASK form, with encoded tabs, CRs and LFs.
    let form = "+%091%0D%0A+-1%0D%0Ared%0D%0Ablue%0D%0A.%0D%0A";
    let input = format!("gopher://host/1sel%09q%09{form}");
    assert_eq!(
        parts(&input),
        Gopher { search: Some("q"), gopher_plus: Some(form), ..item("host", &input[14..], "1", "sel") }
    );
}

#[test]
fn encoded_cr_or_lf_is_rejected_in_the_selector_only() {
    let msg = "encoded CR or LF in gopher selector; gopher selectors cannot contain %0D or %0A";
    let exp = "a selector without CR or LF";
    err_uri("gopher://host/1sel%0D", 18, 3, "selector", "3.4.1", exp, msg);
    err_uri("gopher://host/1sel%0d", 18, 3, "selector", "3.4.1", exp, msg);
    err_uri("gopher://host/1sel%0A", 18, 3, "selector", "3.4.1", exp, msg);
    err_uri("gopher://host/1sel%0a", 18, 3, "selector", "3.4.1", exp, msg);
    err_uri("gopher://host/1%0D%0A", 15, 3, "selector", "3.4.1", exp, msg);
    err_uri("gopher://host/1a%0Ab%09c", 16, 3, "selector", "3.4.1", exp, msg);
    // In the search and the gopher+ string they are data.
    assert_eq!(
        parts("gopher://host/1a%09b%0Dc"),
        Gopher { search: Some("b%0Dc"), ..item("host", "1a%09b%0Dc", "1", "a") }
    );
    assert_eq!(
        parts("gopher://host/1a%09%0a%09%0D%0A"),
        Gopher { search: Some("%0a"), gopher_plus: Some("%0D%0A"), ..item("host", "1a%09%0a%09%0D%0A", "1", "a") }
    );
    // Other escapes starting with 0 are fine in the selector, and so are the
    // octets "0D" after an escape.
    assert_eq!(parts("gopher://host/1%00%0B%0C%0E").selector, Some("%00%0B%0C%0E"));
    assert_eq!(parts("gopher://host/1a%250D%250a").selector, Some("a%250D%250a"));
    assert_eq!(parts("gopher://host/1a%090D").search, Some("0D"));
}

#[test]
fn type_errors() {
    let bad = "'%' not followed by two hex digits in gopher type; write a literal '%' as %25";
    let exp = "one character or one %XX escape";
    err("gopher://host/%zzabc", 14, 3, "gtype", "2.2", exp, bad);
    err("gopher://host/%2", 14, 2, "gtype", "2.2", exp, bad);
    err("gopher://host/%", 14, 1, "gtype", "2.2", exp, bad);
    err("gopher://host/ abc", 14, 1, "gtype", "2.2", exp, "space in gopher type; write it as %20");
    err_uri(
        "gopher://host/~",
        14,
        1,
        "gtype",
        "2.2",
        exp,
        "unexpected character '~' in gopher type; '~' is unsafe and must be written %7E",
    );
}

#[test]
fn selector_search_and_gopher_plus_characters() {
    err("gopher://host/1a b", 16, 1, "selector", "2.2", XCHARS, "space in gopher selector; write it as %20");
    err(
        "gopher://host/1%",
        15,
        1,
        "selector",
        "2.2",
        XCHARS,
        "'%' not followed by two hex digits in gopher selector; write a literal '%' as %25",
    );
    err("gopher://host/1a%09b c", 20, 1, "gopherurl", "2.2", XCHARS, "space in gopher search; write it as %20");
    err(
        "gopher://host/1a%09%zz",
        19,
        3,
        "gopherurl",
        "2.2",
        XCHARS,
        "'%' not followed by two hex digits in gopher search; write a literal '%' as %25",
    );
    err(
        "gopher://host/1a%09b%09c d",
        24,
        1,
        "gopher+_string",
        "2.2",
        XCHARS,
        "space in gopher+ string; write it as %20",
    );
    err(
        "gopher://host/1a%09b%09c^",
        24,
        1,
        "gopher+_string",
        "2.2",
        XCHARS,
        "unexpected character '^' in gopher+ string; '^' is unsafe and must be written %5E",
    );
}

#[test]
fn no_user_name_or_password() {
    let msg = "gopher URLs take no user name or password";
    err_uri("gopher://user@host/", 9, 5, "gopherurl", "3.4", NO_LOGIN, msg);
    err_uri("gopher://u:p@host", 9, 4, "gopherurl", "3.4", NO_LOGIN, msg);
    err_uri("gopher:host", 7, 1, "gopherurl", "3.4", "gopher://", "gopher URLs start with 'gopher://'");
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = GopherUrl::parse("HTTP://user@x/").unwrap_err();
    check(&e, "HTTP://user@x/", 0, 4, "gopherurl", "3.4", "gopher://", "expected a gopher URL, found an http URL");
    let e = GopherUrl::from_url(Url::parse("wais://h/d").unwrap()).unwrap_err();
    check(&e, "wais://h/d", 0, 4, "gopherurl", "3.4", "gopher://", "expected a gopher URL, found a wais URL");
}

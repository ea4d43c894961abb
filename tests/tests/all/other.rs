//! `otherurl` (RFC 1738 §5): schemes RFC 1738 does not define.
//!
//! ```text
//! otherurl      = genericurl
//! genericurl    = scheme ":" schemepart
//! schemepart    = *xchar | ip-schemepart
//! ip-schemepart = "//" login [ "/" urlpath ]
//! ```
//!
//! DESIGN.md: valid when the scheme-specific part is `*xchar`; when it also
//! reads as `ip-schemepart`, user, host, port and path are exposed.

use crate::helpers;

use helpers::*;
use url_core::{Details, Host, OtherUrl, Scheme, Url};

/// Everything an other-scheme URL tells, for one `assert_eq!`.
#[derive(Debug, PartialEq)]
struct Other<'a> {
    scheme: &'a str,
    scheme_part: &'a str,
    ip: bool,
    user: Option<&'a str>,
    password: Option<&'a str>,
    host: Option<Host<'a>>,
    port: Option<u16>,
    path: Option<&'a str>,
}

#[track_caller]
fn other(input: &str) -> OtherUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::Other);
    let Details::Other(view) = url.details() else { panic!("{input:?} is not seen as other") };
    assert_eq!(OtherUrl::parse(input), Ok(view));
    assert_eq!(OtherUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    assert_eq!(url.default_port(), None);
    assert_eq!(url.port_or_default(), url.port());
    assert_eq!(view.is_ip_schemepart(), url.has_login());
    view
}

#[track_caller]
fn parts(input: &str) -> Other<'_> {
    let o = other(input);
    Other {
        scheme: o.scheme(),
        scheme_part: o.scheme_part(),
        ip: o.is_ip_schemepart(),
        user: o.user(),
        password: o.password(),
        host: o.host(),
        port: o.port(),
        path: o.path(),
    }
}

/// An other-scheme URL read as `*xchar` only.
fn opaque<'a>(scheme: &'a str, part: &'a str) -> Other<'a> {
    Other { scheme, scheme_part: part, ip: false, user: None, password: None, host: None, port: None, path: None }
}

/// An other-scheme URL that also reads as `ip-schemepart`.
fn ip<'a>(scheme: &'a str, part: &'a str, host: &'a str, path: Option<&'a str>) -> Other<'a> {
    Other { ip: true, host: Some(Host::Name(host)), path, ..opaque(scheme, part) }
}

#[test]
fn opaque_scheme_parts() {
    assert_eq!(parts("tel:+31-641044153"), opaque("tel", "+31-641044153"));
    assert_eq!(parts("x-foo:"), opaque("x-foo", ""));
    assert_eq!(parts("mid:foo@bar"), opaque("mid", "foo@bar"));
    assert_eq!(parts("cid:part1.abc@host"), opaque("cid", "part1.abc@host"));
    assert_eq!(parts("g:a"), opaque("g", "a"));
    assert_eq!(parts("z39.50:x"), opaque("z39.50", "x"));
    assert_eq!(parts("foo:a%41b"), opaque("foo", "a%41b"));
    // Every xchar: unreserved, reserved and escapes.
    assert_eq!(parts("foo:a;b/c?d:e@f&g=h$-_.+!*'(),%7e"), opaque("foo", "a;b/c?d:e@f&g=h$-_.+!*'(),%7e"));
    // RFC 1630 draft: a URN example.
    assert_eq!(
        parts("urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3"),
        opaque("urn", "/iana/dns/ch/cern/cn/techdoc/94/1642-3")
    );
    let o = other("foo:bar#frag");
    assert_eq!((o.scheme_part(), o.fragment()), ("bar", Some("frag")));
    assert_eq!(o.as_url().without_fragment(), "foo:bar");
}

#[test]
fn ip_schemepart_reading() {
    assert_eq!(
        parts("rlogin://aas@a.sn.no"),
        Other { user: Some("aas"), ..ip("rlogin", "//aas@a.sn.no", "a.sn.no", None) }
    );
    assert_eq!(
        parts("foo://u:p@h:1/x"),
        Other { user: Some("u"), password: Some("p"), port: Some(1), ..ip("foo", "//u:p@h:1/x", "h", Some("x")) }
    );
    assert_eq!(parts("foo://h"), ip("foo", "//h", "h", None));
    assert_eq!(parts("foo://h/"), ip("foo", "//h/", "h", Some("")));
    assert_eq!(parts("foo://@h"), Other { user: Some(""), ..ip("foo", "//@h", "h", None) });
    assert_eq!(
        parts("shttp://example.com/path?q=1"),
        ip("shttp", "//example.com/path?q=1", "example.com", Some("path?q=1"))
    );
    assert_eq!(parts("afs://host/x"), ip("afs", "//host/x", "host", Some("x")));
    assert_eq!(
        parts("tn3270://host.dom:23"),
        Other { port: Some(23), ..ip("tn3270", "//host.dom:23", "host.dom", None) }
    );
    assert_eq!(
        parts("x://10.0.0.1/"),
        Other { host: Some(Host::Ipv4([10, 0, 0, 1])), ..ip("x", "//10.0.0.1/", "", Some("")) }
    );
    let o = other("foo://u:p@h:1/x#f");
    assert_eq!((o.path(), o.fragment()), (Some("x"), Some("f")));
}

#[test]
fn draft_1994_partial_form_examples() {
    // The base and the expansions of the partial forms in RFC 1630.
    assert_eq!(parts("magic://a/b/c//d/e/f"), ip("magic", "//a/b/c//d/e/f", "a", Some("b/c//d/e/f")));
    assert_eq!(parts("magic://a/b/c//d/e/"), ip("magic", "//a/b/c//d/e/", "a", Some("b/c//d/e/")));
    assert_eq!(parts("magic://a/b/c//d/e/g"), ip("magic", "//a/b/c//d/e/g", "a", Some("b/c//d/e/g")));
    assert_eq!(parts("magic://a/g"), ip("magic", "//a/g", "a", Some("g")));
    assert_eq!(parts("magic://g"), ip("magic", "//g", "g", None));
    assert_eq!(parts("magic://a/b/c//d/g"), ip("magic", "//a/b/c//d/g", "a", Some("b/c//d/g")));
    assert_eq!(parts("g:a"), opaque("g", "a"));
}

#[test]
fn xchar_that_is_not_an_ip_schemepart() {
    // Valid as *xchar, but the login does not read as `login`.
    for (input, part) in [
        ("foo://-bad/x", "//-bad/x"),
        ("foo://h:/x", "//h:/x"),
        ("foo://h:99999/x", "//h:99999/x"),
        ("foo://a@b@c/", "//a@b@c/"),
        ("foo://h?x", "//h?x"),
        ("foo:///x", "///x"),
        ("foo://", "//"),
        ("foo://h.", "//h."),
        ("foo://256.0.0.1/", "//256.0.0.1/"),
        ("foo:/x", "/x"),
    ] {
        assert_eq!(parts(input), opaque(&input[..3], part), "{input}");
    }
}

#[test]
fn draft_1994_bad_escape_example() {
    // "there is no decoding defined for "%*"".
    err(
        "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred",
        36,
        3,
        "schemepart",
        "2.2",
        XCHARS,
        "'%' not followed by two hex digits in scheme-specific part; write a literal '%' as %25",
    );
    assert_eq!(
        parts("fxqn:/us/va/reston/cnri/ietf/24/asdf%25*.fred"),
        opaque("fxqn", "/us/va/reston/cnri/ietf/24/asdf%25*.fred")
    );
}

#[test]
fn characters_outside_xchar() {
    let msg = "'%' not followed by two hex digits in scheme-specific part; write a literal '%' as %25";
    err("foo:%zz", 4, 3, "schemepart", "2.2", XCHARS, msg);
    err("foo:%", 4, 1, "schemepart", "2.2", XCHARS, msg);
    err("foo:a b", 5, 1, "schemepart", "2.2", XCHARS, "space in scheme-specific part; write it as %20");
    err_uri(
        "foo:a~b",
        5,
        1,
        "schemepart",
        "2.2",
        XCHARS,
        "unexpected character '~' in scheme-specific part; '~' is unsafe and must be written %7E",
    );
    err(
        "foo:\u{e9}",
        4,
        2,
        "schemepart",
        "2.2",
        XCHARS,
        "non-ASCII character '\u{e9}' in scheme-specific part; octets 80-FF must be percent-encoded, here as %C3%A9",
    );
    err(
        "foo:\u{1}",
        4,
        1,
        "schemepart",
        "2.2",
        XCHARS,
        "control character '\\u{1}' in scheme-specific part; write it as %01",
    );
    err(
        "x://h\u{7f}/",
        5,
        1,
        "schemepart",
        "2.2",
        XCHARS,
        "control character '\\u{7f}' in scheme-specific part; write it as %7F",
    );
    err("foo:a#b#c", 7, 1, "fragmentid", "2.2", XCHARS, "second '#' in fragment; write it as %23");
}

#[test]
fn the_appendix_prefix_without_brackets_is_a_scheme() {
    // "URL:" alone is not the wrapper: it reads as a scheme named "URL".
    assert_eq!(parts("URL:http://host/"), opaque("URL", "http://host/"));
}

#[test]
fn typed_parse_rejects_the_ten_schemes() {
    let cases = [
        ("ftp://h/", 3, "an ftp"),
        ("http://x/", 4, "an http"),
        ("gopher://h", 6, "a gopher"),
        ("mailto:a@b", 6, "a mailto"),
        ("news:*", 4, "a news"),
        ("nntp://h/g", 4, "an nntp"),
        ("telnet://h", 6, "a telnet"),
        ("wais://h/d", 4, "a wais"),
        ("file:///x", 4, "a file"),
        ("prospero://h/x", 8, "a prospero"),
    ];
    for (input, len, found) in cases {
        let e = OtherUrl::parse(input).unwrap_err();
        let msg = format!("expected a URL of a scheme RFC 1738 does not define, found {found} URL");
        check(&e, input, 0, len, "otherurl", "4", "<scheme>:", &msg);
        let e = OtherUrl::from_url(Url::parse(input).unwrap()).unwrap_err();
        check(&e, input, 0, len, "otherurl", "4", "<scheme>:", &msg);
    }
}

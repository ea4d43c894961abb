//! `telneturl` (RFC 1738 §3.8, §5).
//!
//! ```text
//! telneturl = "telnet://" login [ "/" ]
//! ```

use crate::helpers;

use helpers::*;
use url_core::{Details, Host, Scheme, TelnetUrl, Url};

/// `(user, password, host, port)` of a telnet URL.
type Telnet<'a> = (Option<&'a str>, Option<&'a str>, Host<'a>, Option<u16>);

#[track_caller]
fn telnet(input: &str) -> TelnetUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::Telnet);
    let Details::Telnet(view) = url.details() else { panic!("{input:?} is not seen as telnet") };
    assert_eq!(TelnetUrl::parse(input), Ok(view));
    assert_eq!(TelnetUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    assert_eq!(view.port_or_default(), view.port().unwrap_or(23));
    assert_eq!(
        (url.user(), url.password(), url.host(), url.port()),
        (view.user(), view.password(), Some(view.host()), view.port())
    );
    view
}

#[track_caller]
fn parts(input: &str) -> Telnet<'_> {
    let t = telnet(input);
    (t.user(), t.password(), t.host(), t.port())
}

#[test]
fn login_with_an_optional_final_slash() {
    // "The final "/" character may be omitted."
    assert_eq!(parts("telnet://host"), (None, None, Host::Name("host"), None));
    assert_eq!(parts("telnet://host/"), (None, None, Host::Name("host"), None));
    assert_eq!(parts("telnet://host:2323"), (None, None, Host::Name("host"), Some(2323)));
    assert_eq!(parts("telnet://host:23/"), (None, None, Host::Name("host"), Some(23)));
    // "The :<password> can be omitted, as well as the whole <user>:<password> part."
    assert_eq!(parts("telnet://user:pass@host:23/"), (Some("user"), Some("pass"), Host::Name("host"), Some(23)));
    assert_eq!(parts("telnet://guest@melvyl.ucop.edu/"), (Some("guest"), None, Host::Name("melvyl.ucop.edu"), None));
    assert_eq!(parts("telnet://@host"), (Some(""), None, Host::Name("host"), None));
    assert_eq!(parts("telnet://u:@host"), (Some("u"), Some(""), Host::Name("host"), None));
    assert_eq!(parts("telnet://u%3Ax:p%40y@1.2.3.4"), (Some("u%3Ax"), Some("p%40y"), Host::Ipv4([1, 2, 3, 4]), None));
    assert_eq!(telnet("telnet://host").port_or_default(), 23);
    assert_eq!(telnet("telnet://host").as_url().url_path(), None);
    assert_eq!(telnet("telnet://host/").as_url().url_path(), Some(""));
    let t = telnet("telnet://host/#f");
    assert_eq!(t.fragment(), Some("f"));
    assert_eq!(t.as_url().without_fragment(), "telnet://host/");
    let t = telnet("telnet://host#f");
    assert_eq!(t.fragment(), Some("f"));
}

#[test]
fn nothing_may_follow_the_slash() {
    let exp = TRAILING;
    let msg = |c: &str| {
        format!("unexpected character '{c}' in telnet URL; telnet URLs end after the host, port and an optional '/'")
    };
    err_uri("telnet://host//", 14, 1, "telneturl", "3.8", exp, &msg("/"));
    err_uri("telnet://host/x", 14, 1, "telneturl", "3.8", exp, &msg("x"));
    err_uri("telnet://host/%20", 14, 1, "telneturl", "3.8", exp, &msg("%"));
    err_uri("telnet://host/?q", 14, 1, "telneturl", "3.8", exp, &msg("?"));
    err("telnet://host/ ", 14, 1, "telneturl", "3.8", exp, &msg(" "));
    err("telnet://host/\u{e9}", 14, 2, "telneturl", "3.8", exp, &msg("\u{e9}"));
    err("telnet://h/\u{1}", 11, 1, "telneturl", "3.8", exp, &msg(r"\u{1}"));
}

#[test]
fn login_errors() {
    err_uri(
        "telnet://host:",
        13,
        1,
        "port",
        "3.1",
        "digits after ':', or no ':'",
        "empty port; when there is no port, omit the ':' as well",
    );
    err_uri("telnet://", 9, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
    err_uri("telnet://user@", 14, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
    err_uri(
        "telnet://a:b:c@host",
        12,
        1,
        "password",
        "3.1",
        LOGIN_CHARS,
        "unexpected character ':' in password; ':' is reserved there and must be written %3A",
    );
    err_uri(
        "telnet://host?x",
        13,
        1,
        "host",
        "3.1",
        HOST_CHARS,
        "unexpected character '?' in host; expected letters, digits, '-' and '.' (no escapes)",
    );
    err_uri("telnet:host", 7, 1, "telneturl", "3.8", "telnet://", "telnet URLs start with 'telnet://'");
    err_uri("telnet:", 7, 0, "telneturl", "3.8", "telnet://", "telnet URLs start with 'telnet://'");
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = TelnetUrl::parse("wais://h/d").unwrap_err();
    check(&e, "wais://h/d", 0, 4, "telneturl", "3.8", "telnet://", "expected a telnet URL, found a wais URL");
    let e = TelnetUrl::parse("rlogin://aas@a.sn.no").unwrap_err();
    check(
        &e,
        "rlogin://aas@a.sn.no",
        0,
        6,
        "telneturl",
        "3.8",
        "telnet://",
        "expected a telnet URL, found a URL of a scheme RFC 1738 does not define",
    );
    let e = TelnetUrl::from_url(Url::parse("ftp://h").unwrap()).unwrap_err();
    check(&e, "ftp://h", 0, 3, "telneturl", "3.8", "telnet://", "expected a telnet URL, found an ftp URL");
}

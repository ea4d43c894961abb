//! The generic syntax of RFC 1738 §2, §3.1 and §5 (`scheme`, `login`,
//! `hostport`, character classes and escapes), RFC 1630 fragments, the
//! `<URL:...>` wrapper of the appendix, and the traits every `Url` has.

use crate::helpers;

use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeSet, HashSet};
use std::hash::{Hash, Hasher};

use helpers::*;
use url_core::{Details, Host, ParseError, Scheme, Url};

// ---------------------------------------------------------------------------
// scheme (§2.1, §5)
// ---------------------------------------------------------------------------

#[test]
fn the_ten_schemes_are_recognised() {
    let cases = [
        ("ftp://host/", Scheme::Ftp),
        ("http://host/", Scheme::Http),
        ("gopher://host/", Scheme::Gopher),
        ("mailto:a@host", Scheme::Mailto),
        ("news:comp.misc", Scheme::News),
        ("nntp://host/comp.misc", Scheme::Nntp),
        ("telnet://host/", Scheme::Telnet),
        ("wais://host/db", Scheme::Wais),
        ("file:///etc", Scheme::File),
        ("prospero://host/x", Scheme::Prospero),
        ("x-other:anything", Scheme::Other),
    ];
    for (input, kind) in cases {
        let url = ok(input);
        assert_eq!(url.kind(), kind, "{input}");
        assert_eq!(url.scheme(), &input[..input.find(':').unwrap()], "{input}");
    }
}

#[test]
fn upper_case_schemes_are_recognised_and_kept_as_written() {
    let cases = [
        ("HTTP://host/", Scheme::Http, "HTTP"),
        ("Ftp://host/", Scheme::Ftp, "Ftp"),
        ("GOPHER://host", Scheme::Gopher, "GOPHER"),
        ("MailTo:a@host", Scheme::Mailto, "MailTo"),
        ("NeWs:*", Scheme::News, "NeWs"),
        ("NNTP://host/g", Scheme::Nntp, "NNTP"),
        ("TELNET://host", Scheme::Telnet, "TELNET"),
        ("WAIS://host/db", Scheme::Wais, "WAIS"),
        ("FILE:///x", Scheme::File, "FILE"),
        ("PROSPERO://host/x", Scheme::Prospero, "PROSPERO"),
        ("X-Foo:bar", Scheme::Other, "X-Foo"),
    ];
    for (input, kind, scheme) in cases {
        let url = ok(input);
        assert_eq!(url.kind(), kind, "{input}");
        assert_eq!(url.scheme(), scheme, "{input}");
        assert_eq!(url.details().as_url().kind(), kind, "{input}");
    }
    // The per-scheme rules apply whatever the case of the scheme.
    err("HTTP://user@host/", 7, 5, "httpurl", "3.3", NO_LOGIN, "http URLs take no user name or password");
    err_uri("FTP:host", 4, 1, "ftpurl", "3.2", "ftp://", "ftp URLs start with 'ftp://'");
}

#[test]
fn scheme_names_may_hold_digits_plus_hyphen_and_dot() {
    for input in ["1abc:x", "a+b-c.d:x", "z39.50:x", "x-foo:", "tn3270://host", "-:x", "+:x", ".:x"] {
        let url = ok(input);
        assert_eq!(url.kind(), Scheme::Other, "{input}");
        assert_eq!(url.scheme(), &input[..input.find(':').unwrap()]);
    }
    // "https" is not one of the RFC 1738 schemes, but RFC 2818 §2.4 gives
    // it http's form: it is known, in any case; "ftps" is not.
    assert_eq!(ok("https://example.com/").kind(), Scheme::Https);
    assert_eq!(ok("HttpS://example.com/").kind(), Scheme::Https);
    assert_eq!(ok("ftps://example.com/").kind(), Scheme::Other);
    assert_eq!(ok("httpss://example.com/").kind(), Scheme::Other);
    assert_eq!(ok("shttp://example.com/").kind(), Scheme::Other);
}

#[test]
fn scheme_api() {
    assert_eq!(Scheme::ALL.len(), 12);
    assert_eq!(Scheme::ALL[11], Scheme::Other);
    let table = [
        (Scheme::Ftp, "ftp", "ftpurl", "3.2", "ftp://", Some(21)),
        (Scheme::Http, "http", "httpurl", "3.3", "http://", Some(80)),
        (Scheme::Gopher, "gopher", "gopherurl", "3.4", "gopher://", Some(70)),
        (Scheme::Mailto, "mailto", "mailtourl", "3.5", "mailto:", None),
        (Scheme::News, "news", "newsurl", "3.6", "news:", None),
        (Scheme::Nntp, "nntp", "nntpurl", "3.7", "nntp://", Some(119)),
        (Scheme::Telnet, "telnet", "telneturl", "3.8", "telnet://", Some(23)),
        (Scheme::Wais, "wais", "waisurl", "3.9", "wais://", Some(210)),
        (Scheme::File, "file", "fileurl", "3.10", "file://", None),
        (Scheme::Prospero, "prospero", "prosperourl", "3.11", "prospero://", Some(1525)),
        (Scheme::Https, "https", "httpurl", "3.3", "https://", Some(443)),
        (Scheme::Other, "other", "otherurl", "4", "<scheme>:", None),
    ];
    for (i, (scheme, name, production, section, prefix, port)) in table.into_iter().enumerate() {
        assert_eq!(Scheme::ALL[i], scheme);
        assert_eq!(scheme.name(), name);
        assert_eq!(scheme.to_string(), name);
        assert_eq!(scheme.production(), production);
        assert_eq!(scheme.section(), section);
        assert_eq!(scheme.prefix(), prefix);
        assert_eq!(scheme.default_port(), port);
        if scheme != Scheme::Other {
            assert_eq!(Scheme::from_name(name), scheme);
            assert_eq!(Scheme::from_name(&name.to_uppercase()), scheme);
        }
    }
    assert_eq!(Scheme::from_name("https"), Scheme::Https);
    assert_eq!(Scheme::from_name("hTTpS"), Scheme::Https);
    assert_eq!(Scheme::from_name("httpss"), Scheme::Other);
    assert_eq!(Scheme::from_name("other"), Scheme::Other);
    assert_eq!(Scheme::from_name(""), Scheme::Other);
    assert_eq!(Scheme::from_name("ftpx"), Scheme::Other);
    assert_eq!(Scheme::from_name("ft"), Scheme::Other);
}

#[test]
fn scheme_errors() {
    let missing_colon = "missing ':' after the scheme; a URL is <scheme>:<scheme-specific-part>";
    err(
        "",
        0,
        0,
        "genericurl",
        "2.1",
        "a scheme name and ':'",
        "empty string; a URL is <scheme>:<scheme-specific-part>",
    );
    err("http", 4, 0, "genericurl", "2.1", "a scheme name and ':'", missing_colon);
    err("localhost", 9, 0, "genericurl", "2.1", "a scheme name and ':'", missing_colon);
    err(":foo", 0, 1, "scheme", "2.1", "a scheme name and ':'", "missing scheme before ':'");
    err("://host/", 0, 1, "scheme", "2.1", "a scheme name and ':'", "missing scheme before ':'");
    err(
        "ht tp://x/",
        2,
        1,
        "scheme",
        "2.1",
        SCHEME_CHARS,
        "space in scheme; expected letters, digits, '+', '-' or '.' and then ':'",
    );
    err(
        "h_t://x",
        1,
        1,
        "scheme",
        "2.1",
        SCHEME_CHARS,
        "unexpected character '_' in scheme; expected letters, digits, '+', '-' or '.' and then ':'",
    );
    // A relative URL has no scheme.
    err(
        "/foo/bar",
        0,
        1,
        "scheme",
        "2.1",
        SCHEME_CHARS,
        "unexpected character '/' in scheme; expected letters, digits, '+', '-' or '.' and then ':'",
    );
    err(
        " http://x/",
        0,
        1,
        "scheme",
        "2.1",
        SCHEME_CHARS,
        "space in scheme; expected letters, digits, '+', '-' or '.' and then ':'",
    );
    err(
        "h\u{e9}:x",
        1,
        2,
        "scheme",
        "2.1",
        SCHEME_CHARS,
        "non-ASCII character '\u{e9}' in scheme; expected letters, digits, '+', '-' or '.' and then ':'",
    );
    err(
        "h\tp:x",
        1,
        1,
        "scheme",
        "2.1",
        SCHEME_CHARS,
        "control character '\\t' in scheme; expected letters, digits, '+', '-' or '.' and then ':'",
    );
    err(
        "a%62:x",
        1,
        1,
        "scheme",
        "2.1",
        SCHEME_CHARS,
        "unexpected character '%' in scheme; expected letters, digits, '+', '-' or '.' and then ':'",
    );
}

// ---------------------------------------------------------------------------
// <URL:...> wrapper (appendix)
// ---------------------------------------------------------------------------

#[test]
fn wrapper_is_not_part_of_the_url() {
    let msg = "a URL in angle brackets; write the URL itself, without '<URL:' and '>' around it";
    let exp = "the URL without its '<URL:' and '>' wrapper";
    err("<URL:http://x/>", 0, 5, "url", "2.2", exp, msg);
    err("<URL:ftp://myname@host.dom/%2Fetc/motd>", 0, 5, "url", "2.2", exp, msg);
    err("<url:ftp://h/>", 0, 5, "url", "2.2", exp, msg);
    err("<Url:news:*>", 0, 5, "url", "2.2", exp, msg);
    err("<http://x/>", 0, 1, "url", "2.2", exp, msg);
    err("<U", 0, 1, "url", "2.2", exp, msg);
    err("<", 0, 1, "url", "2.2", exp, msg);
    // Without the wrapper, the same URLs parse.
    assert_eq!(ok("http://x/").host(), Some(Host::Name("x")));
}

// ---------------------------------------------------------------------------
// login: user and password (§3.1)
// ---------------------------------------------------------------------------

#[test]
fn empty_user_or_password_differs_from_none() {
    // §3.1: "<URL:ftp://@host.com/> has an empty user name and no password,
    // <URL:ftp://host.com/> has no user name, while <URL:ftp://foo:@host.com/>
    // has a user name of "foo" and an empty password."
    let u = ok("ftp://@host.com/");
    assert_eq!((u.user(), u.password()), (Some(""), None));
    let u = ok("ftp://host.com/");
    assert_eq!((u.user(), u.password()), (None, None));
    let u = ok("ftp://foo:@host.com/");
    assert_eq!((u.user(), u.password()), (Some("foo"), Some("")));
    let u = ok("ftp://:@host.com/");
    assert_eq!((u.user(), u.password()), (Some(""), Some("")));
    let u = ok("ftp://:secret@host.com/");
    assert_eq!((u.user(), u.password()), (Some(""), Some("secret")));
    let u = ok("telnet://guest:pw@host.com:2323/");
    assert_eq!((u.user(), u.password(), u.port()), (Some("guest"), Some("pw"), Some(2323)));
    for u in [ok("ftp://@host.com/"), ok("ftp://host.com/"), ok("ftp://foo:@host.com/")] {
        assert_eq!(u.host(), Some(Host::Name("host.com")));
        assert_eq!(u.host_str(), Some("host.com"));
    }
}

#[test]
fn user_and_password_characters() {
    // user = *[ uchar | ";" | "?" | "&" | "=" ]
    let u = ok("ftp://user;x?y&z=w:p;q?r&s=t@host/");
    assert_eq!(u.user(), Some("user;x?y&z=w"));
    assert_eq!(u.password(), Some("p;q?r&s=t"));
    let u = ok("ftp://a$-_.+!*'(),b:c$-_.+!*'(),d@host/");
    assert_eq!(u.user(), Some("a$-_.+!*'(),b"));
    assert_eq!(u.password(), Some("c$-_.+!*'(),d"));
    // ":", "@" and "/" must be encoded, and stay encoded.
    let u = ok("ftp://a%40b%3a%2F:c%3Ad%40@host/");
    assert_eq!(u.user(), Some("a%40b%3a%2F"));
    assert_eq!(u.password(), Some("c%3Ad%40"));
    assert_eq!(u.host(), Some(Host::Name("host")));
}

#[test]
fn user_and_password_errors() {
    err(
        "ftp://a@b@host/",
        7,
        1,
        "user",
        "3.1",
        LOGIN_CHARS,
        "unexpected character '@' in user name; '@' is reserved there and must be written %40",
    );
    err_uri(
        "ftp://a:b:c@host/",
        9,
        1,
        "password",
        "3.1",
        LOGIN_CHARS,
        "unexpected character ':' in password; ':' is reserved there and must be written %3A",
    );
    err(
        "ftp://a:b@c@host/",
        9,
        1,
        "password",
        "3.1",
        LOGIN_CHARS,
        "unexpected character '@' in password; '@' is reserved there and must be written %40",
    );
    err(
        "ftp://a%zz@host/",
        7,
        3,
        "user",
        "2.2",
        LOGIN_CHARS,
        "'%' not followed by two hex digits in user name; write a literal '%' as %25",
    );
    err(
        "ftp://a:%zz@host/",
        8,
        3,
        "password",
        "2.2",
        LOGIN_CHARS,
        "'%' not followed by two hex digits in password; write a literal '%' as %25",
    );
    err("ftp://a b@host/", 7, 1, "user", "2.2", LOGIN_CHARS, "space in user name; write it as %20");
    err_uri(
        "ftp://a~b@host/",
        7,
        1,
        "user",
        "2.2",
        LOGIN_CHARS,
        "unexpected character '~' in user name; '~' is unsafe and must be written %7E",
    );
    err(
        "ftp://\u{e9}@h/",
        6,
        2,
        "user",
        "2.2",
        LOGIN_CHARS,
        "non-ASCII character '\u{e9}' in user name; octets 80-FF must be percent-encoded, here as %C3%A9",
    );
    err(
        "ftp://u:\u{e9}@h/",
        8,
        2,
        "password",
        "2.2",
        LOGIN_CHARS,
        "non-ASCII character '\u{e9}' in password; octets 80-FF must be percent-encoded, here as %C3%A9",
    );
    err_uri("ftp://user@/", 11, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
    err_uri("ftp://user:pw@", 14, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
}

#[test]
fn the_first_hash_ends_the_login() {
    // RFC 1630: the first '#' starts the fragment, even inside what looks
    // like a user name.
    let u = ok("ftp://a#b@host/");
    assert_eq!(u.user(), None);
    assert_eq!(u.host(), Some(Host::Name("a")));
    assert_eq!(u.fragment(), Some("b@host/"));
    assert_eq!(u.url_path(), None);
}

// ---------------------------------------------------------------------------
// host (§3.1, §5; RFC 1034 lengths)
// ---------------------------------------------------------------------------

#[test]
fn host_names() {
    for host in [
        "a",
        "a1",
        "host",
        "host.dom",
        "info.cern.ch",
        "a.b.c.d.e.f.g",
        "1a.com",
        "123.456.789.com",
        "a-b.c-d",
        "a--b.com",
        "a.c-1",
        "x.y9",
        "Host.DOM",
        "localhost",
        "1.2.3.a",
    ] {
        let input = format!("http://{host}/");
        let u = ok(&input);
        assert_eq!(u.host(), Some(Host::Name(host)), "{input}");
        assert_eq!(u.host_str(), Some(host), "{input}");
        assert_eq!(u.host().unwrap().to_string(), host);
    }
}

#[test]
fn ipv4_hosts() {
    for v in 0..=255u8 {
        let input = format!("http://{v}.{v}.{v}.{v}/");
        assert_eq!(ok(&input).host(), Some(Host::Ipv4([v, v, v, v])), "{input}");
        let input = format!("ftp://1.{v}.3.4:21/");
        assert_eq!(ok(&input).host(), Some(Host::Ipv4([1, v, 3, 4])), "{input}");
    }
    let u = ok("http://10.0.0.1:8080/x");
    assert_eq!(u.host(), Some(Host::Ipv4([10, 0, 0, 1])));
    assert_eq!(u.host_str(), Some("10.0.0.1"));
    assert_eq!(u.port(), Some(8080));
    // Leading zeros are digits like any other; the value is decimal.
    let u = ok("http://001.002.003.010/");
    assert_eq!(u.host(), Some(Host::Ipv4([1, 2, 3, 10])));
    assert_eq!(u.host_str(), Some("001.002.003.010"));
    assert_eq!(Host::Ipv4([1, 2, 3, 10]).to_string(), "1.2.3.10");
    assert_eq!(ok("telnet://0.0.0.0").host(), Some(Host::Ipv4([0, 0, 0, 0])));
    assert_eq!(ok("ftp://u@255.255.255.255").host(), Some(Host::Ipv4([255, 255, 255, 255])));
}

#[test]
fn ipv4_groups_above_255() {
    let msg = "IPv4 address group larger than 255";
    let exp = "IPv4 groups from 0 to 255";
    err_uri("http://256.1.1.1/", 7, 3, "hostnumber", "3.1", exp, msg);
    err_uri("http://1.256.1.1/", 9, 3, "hostnumber", "3.1", exp, msg);
    err_uri("http://1.2.256.1/", 11, 3, "hostnumber", "3.1", exp, msg);
    err_uri("http://1.2.3.256/", 13, 3, "hostnumber", "3.1", exp, msg);
    err_uri("http://1.2.3.1234/", 13, 4, "hostnumber", "3.1", exp, msg);
    err_uri("http://1.2.3.0256/", 13, 4, "hostnumber", "3.1", exp, msg);
    err_uri("http://999.999.999.999/", 7, 3, "hostnumber", "3.1", exp, msg);
    err_uri("http://1.2.3.99999999999999999999999/", 13, 23, "hostnumber", "3.1", exp, msg);
    for v in 256..=999 {
        let input = format!("ftp://10.0.0.{v}/");
        err_uri(&input, 13, 3, "hostnumber", "3.1", exp, msg);
    }
}

#[test]
fn digit_hosts_that_are_not_four_groups() {
    // The rightmost label of a host name never starts with a digit (§3.1).
    err_uri("http://1.2.3/", 11, 1, "toplabel", "3.1", TOPLABEL, TOPLABEL_MSG);
    err_uri("http://1.2.3.4.5/", 15, 1, "toplabel", "3.1", TOPLABEL, TOPLABEL_MSG);
    err_uri("http://123/", 7, 3, "toplabel", "3.1", TOPLABEL, TOPLABEL_MSG);
    err_uri("http://a.1com/", 9, 4, "toplabel", "3.1", TOPLABEL, TOPLABEL_MSG);
    err_uri("http://host.dom.9/", 16, 1, "toplabel", "3.1", TOPLABEL, TOPLABEL_MSG);
    err_uri("http://0x7f.0.0.1/", 16, 1, "toplabel", "3.1", TOPLABEL, TOPLABEL_MSG);
    err_uri("ftp://u@1.2.3:21/", 12, 1, "toplabel", "3.1", TOPLABEL, TOPLABEL_MSG);
    // Empty groups make it neither.
    err_uri("http://1..2.3/", 9, 1, "domainlabel", "3.1", LABELS, "empty label in host name");
    err_uri("http://.1.2.3/", 7, 1, "domainlabel", "3.1", LABELS, "empty label in host name");
    err_uri(
        "http://1.2.3.4./",
        14,
        1,
        "domainlabel",
        "3.1",
        LABELS,
        "host name ends with '.'; RFC 1738 host names take no final dot",
    );
}

#[test]
fn label_and_name_lengths() {
    let l63 = "a".repeat(63);
    let l64 = "a".repeat(64);
    let input = format!("http://{l63}.com/");
    assert_eq!(ok(&input).host(), Some(Host::Name(&input[7..74])));
    let input = format!("http://x.{l63}/");
    assert_eq!(ok(&input).host_str(), Some(&input[7..72]));
    let msg = "host name label longer than 63 characters";
    err_uri(&format!("http://{l64}.com/"), 7, 64, "domainlabel", "3.1", "labels of at most 63 characters", msg);
    err_uri(&format!("http://x.{l64}/"), 9, 64, "domainlabel", "3.1", "labels of at most 63 characters", msg);
    err_uri(&format!("ftp://u:p@{l64}:21/"), 10, 64, "domainlabel", "3.1", "labels of at most 63 characters", msg);

    // 4 labels of 63 and 3 dots: 255 octets.
    let n255 = [l63.as_str(); 4].join(".");
    assert_eq!(n255.len(), 255);
    let input = format!("http://{n255}:80/");
    let u = ok(&input);
    assert_eq!(u.host_str(), Some(n255.as_str()));
    assert_eq!(u.port(), Some(80));
    // 63 + 63 + 63 + 62 + 1 and 4 dots: 256 octets.
    let n256 = [l63.as_str(), &l63, &l63, &"a".repeat(62), "b"].join(".");
    assert_eq!(n256.len(), 256);
    err_uri(
        &format!("http://{n256}/"),
        7,
        256,
        "hostname",
        "3.1",
        "a host name of at most 255 characters",
        "host name longer than 255 characters",
    );
}

#[test]
fn hyphens_dots_and_empty_labels() {
    let starts = "host name label starts with '-'";
    let ends = "host name label ends with '-'";
    err_uri("http://-a.com/", 7, 1, "domainlabel", "3.1", LABELS, starts);
    err_uri("http://a.-b/", 9, 1, "domainlabel", "3.1", LABELS, starts);
    err_uri("http://-/", 7, 1, "domainlabel", "3.1", LABELS, starts);
    err_uri("http://a-.com/", 8, 1, "domainlabel", "3.1", LABELS, ends);
    err_uri("http://a.b-/", 10, 1, "domainlabel", "3.1", LABELS, ends);
    err_uri("http://a.b.c-d-/", 14, 1, "domainlabel", "3.1", LABELS, ends);
    let empty = "empty label in host name";
    err_uri("http://.host/", 7, 1, "domainlabel", "3.1", LABELS, empty);
    err_uri("http://a..b/", 9, 1, "domainlabel", "3.1", LABELS, empty);
    err_uri("http://./", 7, 1, "domainlabel", "3.1", LABELS, empty);
    let dot = "host name ends with '.'; RFC 1738 host names take no final dot";
    err_uri("http://host.com./", 15, 1, "domainlabel", "3.1", LABELS, dot);
    err_uri("http://host.com.:80/", 15, 1, "domainlabel", "3.1", LABELS, dot);
    err_uri("ftp://host.", 10, 1, "domainlabel", "3.1", LABELS, dot);
}

#[test]
fn host_characters() {
    let unexpected =
        |c: &str| format!("unexpected character '{c}' in host; expected letters, digits, '-' and '.' (no escapes)");
    err_uri("http://ho_st/", 9, 1, "host", "3.1", HOST_CHARS, &unexpected("_"));
    err_uri("http://%41bc/", 7, 1, "host", "3.1", HOST_CHARS, &unexpected("%"));
    err_uri("http://ho%73t/", 9, 1, "host", "3.1", HOST_CHARS, &unexpected("%"));
    err_uri("http://a+b/", 8, 1, "host", "3.1", HOST_CHARS, &unexpected("+"));
    err_uri("ftp://host;type=a", 10, 1, "host", "3.1", HOST_CHARS, &unexpected(";"));
    err("http://?x", 7, 1, "host", "3.1", HOST_CHARS, &unexpected("?"));
    err(
        "http://h\u{e9}.com/",
        8,
        2,
        "host",
        "3.1",
        HOST_CHARS,
        "non-ASCII character '\u{e9}' in host; expected letters, digits, '-' and '.' (no escapes)",
    );
    err(
        "http://h x/",
        8,
        1,
        "host",
        "3.1",
        HOST_CHARS,
        "space in host; expected letters, digits, '-' and '.' (no escapes)",
    );
    err(
        "http://h\u{1}/",
        8,
        1,
        "host",
        "3.1",
        HOST_CHARS,
        "control character '\\u{1}' in host; expected letters, digits, '-' and '.' (no escapes)",
    );
    err_uri("http://[::1]/", 7, 1, "host", "3.1", HOST_CHARS, &unexpected("["));
}

#[test]
fn missing_host() {
    err("http://", 7, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
    err("http:///path", 7, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
    err("http://#frag", 7, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
    err_uri("ftp://:21/", 6, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
    err_uri("telnet://", 9, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
}

// ---------------------------------------------------------------------------
// port (§3.1)
// ---------------------------------------------------------------------------

#[test]
fn ports() {
    let u = ok("http://host:0/");
    assert_eq!((u.port(), u.port_or_default()), (Some(0), Some(0)));
    let u = ok("http://host:65535/");
    assert_eq!((u.port(), u.port_or_default()), (Some(65535), Some(65535)));
    let u = ok("http://host:00080/");
    assert_eq!((u.port(), u.port_or_default()), (Some(80), Some(80)));
    let u = ok("http://host:000000000000000000000000065535");
    assert_eq!(u.port(), Some(65535));
    let u = ok("http://host:8000");
    assert_eq!((u.port(), u.url_path()), (Some(8000), None));
    let u = ok("http://host:8000#f");
    assert_eq!((u.port(), u.fragment()), (Some(8000), Some("f")));
    let u = ok("http://host");
    assert_eq!((u.port(), u.port_or_default(), u.default_port()), (None, Some(80), Some(80)));
    let u = ok("https://host");
    assert_eq!((u.port(), u.port_or_default(), u.default_port()), (None, Some(443), Some(443)));
    let u = ok("x-y://host:0/");
    assert_eq!((u.port(), u.port_or_default(), u.default_port()), (Some(0), Some(0), None));
    let u = ok("ftp://u:p@1.2.3.4:2121/");
    assert_eq!((u.host(), u.port()), (Some(Host::Ipv4([1, 2, 3, 4])), Some(2121)));
}

#[test]
fn port_errors() {
    let empty = "empty port; when there is no port, omit the ':' as well";
    let exp = "digits after ':', or no ':'";
    err_uri("http://host:/", 11, 1, "port", "3.1", exp, empty);
    err_uri("http://host:", 11, 1, "port", "3.1", exp, empty);
    err_uri("http://host:#f", 11, 1, "port", "3.1", exp, empty);
    err_uri("ftp://u@host:/x", 12, 1, "port", "3.1", exp, empty);
    err_uri("telnet://host:", 13, 1, "port", "3.1", exp, empty);
    let range = "port number larger than 65535";
    let exp = "a port from 0 to 65535";
    err("http://host:65536/", 12, 5, "port", "3.1", exp, range);
    err("http://host:99999/", 12, 5, "port", "3.1", exp, range);
    err("http://host:0065536/", 12, 7, "port", "3.1", exp, range);
    err("http://host:99999999999999999999999/", 12, 23, "port", "3.1", exp, range);
    let digits = |c: &str| format!("unexpected character '{c}' in port; expected decimal digits");
    err("http://host:8a/", 13, 1, "port", "3.1", "decimal digits", &digits("a"));
    err("http://host:a8/", 12, 1, "port", "3.1", "decimal digits", &digits("a"));
    err("http://host::80/", 12, 1, "port", "3.1", "decimal digits", &digits(":"));
    err("http://host:80:90/", 14, 1, "port", "3.1", "decimal digits", &digits(":"));
    err("http://host:+80/", 12, 1, "port", "3.1", "decimal digits", &digits("+"));
    err("http://host:-1/", 12, 1, "port", "3.1", "decimal digits", &digits("-"));
    err("http://host:%38%30/", 12, 1, "port", "3.1", "decimal digits", &digits("%"));
    err(
        "http://h:8\t/",
        10,
        1,
        "port",
        "3.1",
        "decimal digits",
        "control character '\\t' in port; expected decimal digits",
    );
}

#[test]
fn default_ports() {
    let cases = [
        ("ftp://h", Some(21), Some(21)),
        ("http://h", Some(80), Some(80)),
        ("https://h", Some(443), Some(443)),
        ("HTTPS://h:8443", Some(443), Some(8443)),
        ("gopher://h", Some(70), Some(70)),
        ("mailto:a@h", None, None),
        ("news:*", None, None),
        ("news:a@b", None, None),
        ("nntp://h/g", Some(119), Some(119)),
        ("telnet://h", Some(23), Some(23)),
        ("wais://h/d", Some(210), Some(210)),
        ("file:///x", None, None),
        ("file://h/x", None, None),
        ("prospero://h/x", Some(1525), Some(1525)),
        ("x-y://h", None, None),
        ("x-y:opaque", None, None),
        ("x-y://h:9", None, Some(9)),
        ("x-y://h:0", None, Some(0)),
    ];
    for (input, default, or_default) in cases {
        let u = ok(input);
        assert_eq!(u.default_port(), default, "{input}");
        assert_eq!(u.port_or_default(), or_default, "{input}");
    }
}

// ---------------------------------------------------------------------------
// fragments (RFC 1630)
// ---------------------------------------------------------------------------

#[test]
fn fragments() {
    let u = ok("http://host/path");
    assert_eq!((u.fragment(), u.without_fragment()), (None, "http://host/path"));
    let u = ok("http://host/path#");
    assert_eq!((u.fragment(), u.without_fragment()), (Some(""), "http://host/path"));
    let u = ok("http://www.myu.edu/org/admin/people#andy");
    assert_eq!(u.fragment(), Some("andy"));
    assert_eq!(u.without_fragment(), "http://www.myu.edu/org/admin/people");
    assert_eq!(u.scheme_specific_part(), "//www.myu.edu/org/admin/people");
    assert_eq!(u.url_path(), Some("org/admin/people"));
    // *xchar: reserved characters and escapes are fine.
    let u = ok("http://host/#a/b?c;d:e@f&g=h%23$-_.+!*'(),");
    assert_eq!(u.fragment(), Some("a/b?c;d:e@f&g=h%23$-_.+!*'(),"));
    assert_eq!(u.url_path(), Some(""));
    // The '#' ends every part of every scheme.
    let cases = [
        ("http://host#f", "http://host"),
        ("http://host:80#f", "http://host:80"),
        ("http://host/a?b#f", "http://host/a?b"),
        ("ftp://u:p@host#f", "ftp://u:p@host"),
        ("ftp://host/a;type=i#f", "ftp://host/a;type=i"),
        ("gopher://host/#f", "gopher://host/"),
        ("gopher://host/1sel%09s%09+#f", "gopher://host/1sel%09s%09+"),
        ("mailto:a@b.org#f", "mailto:a@b.org"),
        ("news:*#f", "news:*"),
        ("news:comp.misc#f", "news:comp.misc"),
        ("news:123@host#f", "news:123@host"),
        ("nntp://host/g/1#f", "nntp://host/g/1"),
        ("nntp://host/g#f", "nntp://host/g"),
        ("telnet://host/#f", "telnet://host/"),
        ("wais://host/db?x#f", "wais://host/db?x"),
        ("wais://host/db/t/p#f", "wais://host/db/t/p"),
        ("file:///x#f", "file:///x"),
        ("prospero://host/x;a=b#f", "prospero://host/x;a=b"),
        ("x-y:abc#f", "x-y:abc"),
        ("x-y:#f", "x-y:"),
    ];
    for (input, without) in cases {
        let u = ok(input);
        assert_eq!(u.fragment(), Some("f"), "{input}");
        assert_eq!(u.without_fragment(), without, "{input}");
        assert_eq!(u.details().as_url().fragment(), Some("f"), "{input}");
    }
}

#[test]
fn fragment_errors() {
    err("http://host/#a#b", 14, 1, "fragmentid", "2.2", XCHARS, "second '#' in fragment; write it as %23");
    err("http://host/##", 13, 1, "fragmentid", "2.2", XCHARS, "second '#' in fragment; write it as %23");
    err("x:#a#", 4, 1, "fragmentid", "2.2", XCHARS, "second '#' in fragment; write it as %23");
    err("http://host/#a b", 14, 1, "fragmentid", "2.2", XCHARS, "space in fragment; write it as %20");
    err(
        "http://host/#a%zz",
        14,
        3,
        "fragmentid",
        "2.2",
        XCHARS,
        "'%' not followed by two hex digits in fragment; write a literal '%' as %25",
    );
    err(
        "http://host/#%",
        13,
        1,
        "fragmentid",
        "2.2",
        XCHARS,
        "'%' not followed by two hex digits in fragment; write a literal '%' as %25",
    );
    err_uri(
        "http://host/#a~",
        14,
        1,
        "fragmentid",
        "2.2",
        XCHARS,
        "unexpected character '~' in fragment; '~' is unsafe and must be written %7E",
    );
    err(
        "http://host/#\u{e9}",
        13,
        2,
        "fragmentid",
        "2.2",
        XCHARS,
        "non-ASCII character '\u{e9}' in fragment; octets 80-FF must be percent-encoded, here as %C3%A9",
    );
}

// ---------------------------------------------------------------------------
// characters (§2.2, §5) and escapes
// ---------------------------------------------------------------------------

#[test]
fn safe_and_extra_characters_are_allowed_unencoded() {
    let u = ok("http://host/$-_.+!*'(),?$-_.+!*'(),");
    assert_eq!(u.url_path(), Some("$-_.+!*'(),?$-_.+!*'(),"));
    let u = ok("x-y:$-_.+!*'(),;/?:@&=AZaz09");
    assert_eq!(u.scheme_specific_part(), "$-_.+!*'(),;/?:@&=AZaz09");
}

#[test]
fn every_unsafe_character_is_rejected_and_named_as_an_escape() {
    // §2.2: space, "<", ">", '"', "{", "}", "|", "\", "^", "~", "[", "]", "`".
    // Of them, RFC 3986 takes only '~' in a path (unreserved, §2.3).
    for c in ['<', '>', '"', '{', '}', '|', '\\', '^', '~', '[', ']', '`'] {
        let err = if c == '~' { err_uri } else { err };
        let input = format!("http://host/a{c}b");
        let hex = format!("%{:02X}", c as u32);
        let msg = format!("unexpected character '{c}' in http path; '{c}' is unsafe and must be written {hex}");
        err(&input, 13, 1, "hsegment", "2.2", HPATH_CHARS, &msg);
        let input = format!("x-y:a{c}b");
        let msg =
            format!("unexpected character '{c}' in scheme-specific part; '{c}' is unsafe and must be written {hex}");
        err(&input, 5, 1, "schemepart", "2.2", XCHARS, &msg);
    }
    err("http://host/a b", 13, 1, "hsegment", "2.2", HPATH_CHARS, "space in http path; write it as %20");
    err("x-y:a b", 5, 1, "schemepart", "2.2", XCHARS, "space in scheme-specific part; write it as %20");
}

#[test]
fn every_control_character_is_rejected() {
    for c in (0u8..0x20).chain([0x7f]) {
        let input = format!("http://host/a{}b", c as char);
        let msg = format!("control character {:?} in http path; write it as %{c:02X}", c as char);
        err(&input, 13, 1, "hsegment", "2.2", HPATH_CHARS, &msg);
    }
}

#[test]
fn non_ascii_characters_are_rejected_with_their_utf8_escapes() {
    let cases = [
        ('\u{80}', "%C2%80"),
        ('\u{e9}', "%C3%A9"),
        ('\u{ff}', "%C3%BF"),
        ('\u{20ac}', "%E2%82%AC"),
        ('\u{1f600}', "%F0%9F%98%80"),
    ];
    for (c, escaped) in cases {
        let input = format!("http://host/{c}");
        // U+0080, a C1 control, is quoted escaped.
        let msg = format!(
            "non-ASCII character '{}' in http path; octets 80-FF must be percent-encoded, here as {escaped}",
            c.escape_debug()
        );
        err(&input, 12, c.len_utf8(), "hsegment", "2.2", HPATH_CHARS, &msg);
    }
}

#[test]
fn escapes_in_either_case() {
    for input in [
        "http://host/%2f%2F%aB%Ab%ff%FF%00",
        "http://host/a%2Db",
        "http://host/a%2db",
        "ftp://host/%2Fetc/%2fmotd",
        "x-y:%41%62%7e%7E",
        "gopher://host/0%7Esmith",
        "http://host/#%41%e9",
    ] {
        let u = ok(input);
        // Components stay raw: nothing is decoded.
        assert_eq!(u.as_str(), input);
    }
    assert_eq!(ok("http://host/%7Esmith/").url_path(), Some("%7Esmith/"));
}

#[test]
fn bad_escapes() {
    let msg = "'%' not followed by two hex digits in http path; write a literal '%' as %25";
    err("http://host/a%zzb", 13, 3, "hsegment", "2.2", HPATH_CHARS, msg);
    err("http://host/a%g0", 13, 3, "hsegment", "2.2", HPATH_CHARS, msg);
    err("http://host/a%0g", 13, 3, "hsegment", "2.2", HPATH_CHARS, msg);
    err("http://host/a%%41", 13, 3, "hsegment", "2.2", HPATH_CHARS, msg);
    err("http://host/a%4", 13, 2, "hsegment", "2.2", HPATH_CHARS, msg);
    err("http://host/a%", 13, 1, "hsegment", "2.2", HPATH_CHARS, msg);
    // The span stops at the fragment and at non-ASCII characters.
    err("http://host/a%4#f", 13, 2, "hsegment", "2.2", HPATH_CHARS, msg);
    err("http://host/a%#f", 13, 1, "hsegment", "2.2", HPATH_CHARS, msg);
    err("http://host/%\u{e9}", 12, 1, "hsegment", "2.2", HPATH_CHARS, msg);
    err("http://host/%4\u{e9}", 12, 2, "hsegment", "2.2", HPATH_CHARS, msg);
    err(
        "http://host/?a%2",
        14,
        2,
        "search",
        "2.2",
        SEARCH_CHARS,
        "'%' not followed by two hex digits in http search; write a literal '%' as %25",
    );
}

// ---------------------------------------------------------------------------
// accessors common to all URLs
// ---------------------------------------------------------------------------

#[test]
fn login_accessors() {
    let u = ok("ftp://u:p@host.dom:21/a/b;type=a#frag");
    assert!(u.has_login());
    assert_eq!(u.scheme(), "ftp");
    assert_eq!(u.user(), Some("u"));
    assert_eq!(u.password(), Some("p"));
    assert_eq!(u.host_str(), Some("host.dom"));
    assert_eq!(u.host(), Some(Host::Name("host.dom")));
    assert_eq!(u.port(), Some(21));
    assert_eq!(u.url_path(), Some("a/b;type=a"));
    assert_eq!(u.scheme_specific_part(), "//u:p@host.dom:21/a/b;type=a");
    assert_eq!(u.without_fragment(), "ftp://u:p@host.dom:21/a/b;type=a");
    assert_eq!(u.fragment(), Some("frag"));
    assert_eq!(AsRef::<str>::as_ref(&u), "ftp://u:p@host.dom:21/a/b;type=a#frag");

    // §3.1: the "/" between the host (or port) and the url-path is not part of it.
    assert_eq!(ok("http://h").url_path(), None);
    assert_eq!(ok("http://h/").url_path(), Some(""));
    assert_eq!(ok("http://h//").url_path(), Some("/"));
    assert_eq!(ok("http://h:1/a/").url_path(), Some("a/"));

    // URLs without "//".
    for input in ["mailto:a@b", "news:*", "news:a@b.c", "x-y:z"] {
        let u = ok(input);
        assert!(!u.has_login(), "{input}");
        assert_eq!(
            (u.user(), u.password(), u.host(), u.host_str(), u.port(), u.url_path()),
            (None, None, None, None, None, None),
            "{input}"
        );
    }
    // Every "//" scheme has a login, file's possibly with an empty host.
    for input in
        ["ftp://h", "http://h", "gopher://h", "nntp://h/g", "telnet://h", "wais://h/d", "file://h/", "prospero://h/x"]
    {
        assert!(ok(input).has_login(), "{input}");
    }
    let u = ok("file:///etc/motd");
    assert!(u.has_login());
    assert_eq!(u.host_str(), Some(""));
    assert_eq!(u.url_path(), Some("etc/motd"));
}

// ---------------------------------------------------------------------------
// traits
// ---------------------------------------------------------------------------

fn hash_of<T: Hash>(t: &T) -> u64 {
    let mut h = DefaultHasher::new();
    t.hash(&mut h);
    h.finish()
}

#[test]
fn display_round_trips() {
    for input in [
        "ftp://myname@host.dom/%2Fetc/motd;type=i#x",
        "HTTP://Info.CERN.ch:8000/imaginary/test?a=b",
        "gopher://host/7sel%09q%09+",
        "mailto:%22a%20b%22@x.org",
        "news:*",
        "nntp://h/g/1",
        "telnet://u:p@h:23/",
        "wais://h/db/t/p",
        "file:///",
        "prospero://h//x;a=b",
        "x-y:%41#%42",
    ] {
        let u = ok(input);
        let text = u.to_string();
        assert_eq!(text, input);
        assert_eq!(format!("{u}"), input);
        let again = Url::parse(&text).unwrap();
        assert_eq!(again, u);
        assert_eq!(format!("{again:?}"), format!("{u:?}"));
        let d = u.details();
        assert_eq!(d.as_url(), u);
    }
}

#[test]
fn equality_hash_and_order_are_on_the_text() {
    let a = ok("http://info.cern.ch/albert/bertram/marie-claude");
    let b = ok("http://info.cern.ch/albert/bertram/marie%2Dclaude");
    let a2 = Url::parse("http://info.cern.ch/albert/bertram/marie-claude").unwrap();
    assert_eq!(a, a2);
    assert_eq!(hash_of(&a), hash_of(&a2));
    // Same resource (RFC 1630 example 1), different text: not equal.
    assert_ne!(a, b);
    assert_ne!(ok("HTTP://h/"), ok("http://h/"));
    assert_ne!(ok("http://h/"), ok("http://h/#"));
    assert_eq!(a, "http://info.cern.ch/albert/bertram/marie-claude");
    assert_eq!(a, *"http://info.cern.ch/albert/bertram/marie-claude");

    // Ord is the order of the text.
    let mut texts = ["news:*", "ftp://b/", "ftp://a/", "HTTP://z/", "http://a/", "http://a/#"];
    let urls: BTreeSet<Url<'_>> = texts.iter().map(|s| ok(s)).collect();
    texts.sort_unstable();
    assert_eq!(urls.iter().map(|u| u.as_str()).collect::<Vec<_>>(), texts);
    assert!(ok("ftp://a/") < ok("ftp://b/"));
    assert_eq!(ok("x:a").cmp(&ok("x:a")), std::cmp::Ordering::Equal);

    let set: HashSet<Url<'_>> = ["http://h/", "http://h/", "http://h/#", "HTTP://h/"].iter().map(|s| ok(s)).collect();
    assert_eq!(set.len(), 3);

    // Views and errors compare and hash too.
    assert_eq!(ok("ftp://h/").details(), ok("ftp://h/").details());
    assert_ne!(ok("ftp://h/").details(), ok("ftp://h").details());
    let e1 = Url::parse("http://h:/").unwrap_err();
    let e2 = Url::parse("http://h:/").unwrap_err();
    assert_eq!(e1, e2);
    assert_eq!(hash_of(&e1), hash_of(&e2));
    assert_ne!(e1, Url::parse("http://h:x/").unwrap_err());
}

#[test]
fn debug_shows_the_components() {
    let u = ok("ftp://myname:pw@host.dom:2121/%2Fetc/motd;type=a#top");
    // `Debug` of a `Url` is its text; the parts are in its view's.
    assert_eq!(format!("{u:?}"), r#"Url("ftp://myname:***@host.dom:2121/%2Fetc/motd;type=a#top")"#);
    let debug = format!("{:?}", u.details());
    for part in ["FtpUrl", "\"myname\"", "password: ***", "host.dom", "2121", "%2Fetc", "\"motd\"", "Ascii", "\"top\""]
    {
        assert!(debug.contains(part), "{part} missing from {debug}");
    }
    // the password is hidden (`***`)
    assert!(!debug.contains("pw"), "{debug}");
    let debug = format!("{:?}", ok("http://10.0.0.1/a?b").details());
    for part in ["HttpUrl", "Ipv4([10, 0, 0, 1])", "\"a\"", "\"b\""] {
        assert!(debug.contains(part), "{part} missing from {debug}");
    }
    let debug = format!("{:?}", ok("gopher://h/7sel%09q").details());
    for part in ["GopherUrl", "\"7\"", "\"sel\"", "\"q\""] {
        assert!(debug.contains(part), "{part} missing from {debug}");
    }
    let debug = format!("{:?}", ok("mailto:joe@example.org").details());
    for part in ["MailtoUrl", "\"joe\"", "\"example.org\""] {
        assert!(debug.contains(part), "{part} missing from {debug}");
    }
    let debug = format!("{:?}", ok("news:comp.misc").details());
    assert!(debug.contains("NewsUrl") && debug.contains("Group(\"comp.misc\")"), "{debug}");
    let debug = format!("{:?}", ok("nntp://h/comp.misc/42").details());
    assert!(debug.contains("NntpUrl") && debug.contains("\"comp.misc\"") && debug.contains("42"), "{debug}");
    let debug = format!("{:?}", ok("telnet://guest@h").details());
    assert!(debug.contains("TelnetUrl") && debug.contains("\"guest\""), "{debug}");
    let debug = format!("{:?}", ok("wais://h/db/TEXT/1234").details());
    assert!(debug.contains("WaisUrl") && debug.contains("\"db\"") && debug.contains("\"TEXT\""), "{debug}");
    let debug = format!("{:?}", ok("file://vms.host.edu/disk$user/x").details());
    assert!(debug.contains("FileUrl") && debug.contains("vms.host.edu") && debug.contains("disk$user/x"), "{debug}");
    let debug = format!("{:?}", ok("prospero://h//pros/name;OBJECT-VERSION=2").details());
    assert!(debug.contains("ProsperoUrl") && debug.contains("/pros/name") && debug.contains("OBJECT-VERSION"));
    let debug = format!("{:?}", ok("rlogin://aas@a.sn.no").details());
    assert!(debug.contains("OtherUrl") && debug.contains("\"rlogin\"") && debug.contains("\"aas\""), "{debug}");

    let e = Url::parse("http://user@host/").unwrap_err();
    let debug = format!("{e:?}");
    for part in ["ParseError", "7", "5", "httpurl", "3.3", "http URLs take no user name or password"] {
        assert!(debug.contains(part), "{part} missing from {debug}");
    }
}

#[test]
fn copy_send_sync() {
    fn assert_traits<T: Copy + Send + Sync + 'static>() {}
    assert_traits::<Url<'static>>();
    assert_traits::<ParseError>();
    assert_traits::<Scheme>();
    assert_traits::<Host<'static>>();
    assert_traits::<Details<'static>>();
    assert_traits::<url_core::FtpUrl<'static>>();
    assert_traits::<url_core::FtpType>();
    assert_traits::<url_core::HttpUrl<'static>>();
    assert_traits::<url_core::GopherUrl<'static>>();
    assert_traits::<url_core::MailtoUrl<'static>>();
    assert_traits::<url_core::NewsUrl<'static>>();
    assert_traits::<url_core::NewsTarget<'static>>();
    assert_traits::<url_core::NntpUrl<'static>>();
    assert_traits::<url_core::TelnetUrl<'static>>();
    assert_traits::<url_core::WaisUrl<'static>>();
    assert_traits::<url_core::WaisForm<'static>>();
    assert_traits::<url_core::FileUrl<'static>>();
    assert_traits::<url_core::ProsperoUrl<'static>>();
    assert_traits::<url_core::OtherUrl<'static>>();
    assert_traits::<url_core::Segments<'static>>();
    assert_traits::<url_core::Fields<'static>>();
    fn assert_error<T: std::error::Error + Send + Sync + 'static>() {}
    assert_error::<ParseError>();

    let u = ok("http://h/");
    let copy = u;
    assert_eq!(u, copy);
    let handle = std::thread::spawn(move || copy.host());
    assert_eq!(handle.join().unwrap(), Some(Host::Name("h")));
}

#[test]
fn parse_error_is_an_error() {
    use std::error::Error;
    let e = Url::parse("http://h:/").unwrap_err();
    assert!(e.source().is_none());
    let boxed: Box<dyn Error> = Box::new(e);
    assert_eq!(
        boxed.to_string(),
        "empty port; when there is no port, omit the ':' as well (RFC 1738 §3.1); \
         the text is a valid RFC 3986 URI: use uri! or Uri::parse"
    );
}

const HOME: Url<'static> = match Url::parse_const("http://info.cern.ch:8000/hypertext/WWW/TheProject.html#top") {
    Ok(url) => url,
    Err(_) => panic!("invalid URL"),
};
const HOME_PORT: Option<u16> = HOME.port_or_default();
const HOME_SCHEME: Scheme = HOME.kind();
const HOME_FRAGMENT: Option<&str> = HOME.fragment();
const BAD: ParseError = match Url::parse_const("http://host/~smith/") {
    Ok(_) => panic!("valid URL"),
    Err(e) => e,
};
const BAD_OFFSET: usize = BAD.offset();
const BAD_RULE: &str = BAD.rule();

#[test]
fn parse_and_accessors_work_in_const() {
    assert_eq!(HOME_PORT, Some(8000));
    assert_eq!(HOME_SCHEME, Scheme::Http);
    assert_eq!(HOME_FRAGMENT, Some("top"));
    assert_eq!(HOME.host(), Some(Host::Name("info.cern.ch")));
    assert_eq!(BAD_OFFSET, 12);
    assert_eq!(BAD_RULE, "hsegment");
    assert_eq!(BAD.section(), "2.2");
}

#[test]
fn the_facade_reexports_the_core() {
    let u: url_literal::Url<'_> = url_core::Url::parse("http://h/").unwrap();
    assert_eq!(u.kind(), url_literal::Scheme::Http);
    let e: url_literal::ParseError = url_literal::Url::parse("http:").unwrap_err();
    assert_eq!(e, url_core::Url::parse("http:").unwrap_err());
    let f: url_core::FtpUrl<'_> = url_literal::FtpUrl::parse("ftp://h/x").unwrap();
    assert_eq!(f.name(), Some("x"));
}

#[test]
fn long_inputs_are_handled() {
    // A long path, a long fragment and a long other-scheme part all parse.
    let path = "a/".repeat(100_000);
    let input = format!("http://host/{path}#{}", "f".repeat(100_000));
    let u = ok(&input);
    assert_eq!(u.url_path(), Some(path.as_str()));
    // A long run of '%' fails at the first one.
    let input = format!("x:{}", "%".repeat(100_000));
    err(
        &input,
        2,
        3,
        "schemepart",
        "2.2",
        XCHARS,
        "'%' not followed by two hex digits in scheme-specific part; write a literal '%' as %25",
    );
    // Many '@' in an ftp login: only the last one ends the login.
    let input = format!("ftp://{}host/", "a%40".repeat(50_000) + "@");
    assert_eq!(ok(&input).user(), Some(&input[6..input.len() - 6]));
}

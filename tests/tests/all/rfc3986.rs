//! The RFC 3986 grammar (`Uri`, `UriRef`, `UriHost`, `HttpUri`, `WsUri`):
//! components, hosts of every form, the scheme rules of http/https and
//! ws/wss, every error kind word for word, const use, and a differential
//! check of validity against a regular expression built from Appendix A.

use std::net::{Ipv4Addr, Ipv6Addr};
use std::str::FromStr;

use url_core::{HttpUri, ParseError, Uri, UriHost, UriRef, WsUri};

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

/// The components of a valid reference: scheme, userinfo, host (raw), port
/// (raw), path, query, fragment.
type Parts<'a> =
    (Option<&'a str>, Option<&'a str>, Option<&'a str>, Option<&'a str>, &'a str, Option<&'a str>, Option<&'a str>);

/// Parses `input` as a `URI-reference` that must be valid, checks that its
/// components put back together give the input, and returns them.
#[track_caller]
fn parts(input: &str) -> Parts<'_> {
    let r = UriRef::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    assert_eq!(r.as_str(), input);
    assert_eq!(r.to_string(), input);
    assert_eq!(reassemble(&r), input);
    assert_eq!(r.is_relative(), r.scheme().is_none());
    match Uri::parse(input) {
        Ok(u) => {
            assert_eq!(Some(u.scheme()), r.scheme(), "{input:?}");
            assert_eq!(UriRef::from(u), r);
            assert_eq!(r.as_uri(), Some(u));
            assert_eq!(
                (u.userinfo(), u.host(), u.host_str(), u.port(), u.port_str(), u.path(), u.query(), u.fragment()),
                (r.userinfo(), r.host(), r.host_str(), r.port(), r.port_str(), r.path(), r.query(), r.fragment()),
            );
            assert_eq!((u.authority(), u.default_port()), (r.authority(), r.default_port()));
        }
        Err(e) => {
            assert!(r.is_relative(), "{input:?}: a URI reference with a scheme is a URI, but {e}");
            assert_eq!(r.as_uri(), None);
        }
    }
    (r.scheme(), r.userinfo(), r.host_str(), r.port_str(), r.path(), r.query(), r.fragment())
}

/// The reference written back from its components (RFC 3986 §5.3).
fn reassemble(r: &UriRef<'_>) -> String {
    let mut s = String::new();
    if let Some(scheme) = r.scheme() {
        s += scheme;
        s += ":";
    }
    if let Some(auth) = r.authority() {
        let mut a = String::new();
        if let Some(u) = r.userinfo() {
            a += u;
            a += "@";
        }
        a += r.host_str().unwrap();
        if let Some(p) = r.port_str() {
            a += ":";
            a += p;
        }
        assert_eq!(a, auth);
        s += "//";
        s += auth;
    }
    s += r.path();
    if let Some(q) = r.query() {
        s += "?";
        s += q;
    }
    if let Some(f) = r.fragment() {
        s += "#";
        s += f;
    }
    s
}

/// The typed host of a valid reference.
#[track_caller]
fn host(input: &str) -> Option<UriHost<'_>> {
    parts(input);
    UriRef::parse(input).unwrap().host()
}

/// The eight groups of the IPv6 literal `[addr]` in `//[addr]`.
#[track_caller]
fn v6(addr: &str) -> [u16; 8] {
    let s = format!("//[{addr}]");
    match UriRef::parse(&s).unwrap_or_else(|e| panic!("{s:?}: {e}")).host() {
        Some(UriHost::Ipv6(g)) => g,
        other => panic!("{s:?}: {other:?}"),
    }
}

/// Checks every field of the error `e` of `input`; `display` is the whole
/// `Display` text, citation included.
#[track_caller]
fn check(e: &ParseError, input: &str, offset: usize, length: usize, rule: &str, section: &str, display: &str) {
    let citation = match section.strip_prefix("RFC ") {
        Some(rest) => {
            let (rfc, number) = rest.split_once(' ').unwrap();
            format!("RFC {rfc} §{number}")
        }
        None => format!("RFC 3986 §{section}"),
    };
    let message = display
        .strip_suffix(&format!(" ({citation})"))
        .unwrap_or_else(|| panic!("{display:?} does not end in ({citation})"));
    assert_eq!(
        (e.offset(), e.length(), e.rule(), e.section(), e.message().as_str()),
        (offset, length, rule, section, message),
        "{input:?}"
    );
    assert_eq!(e.citation().as_str(), citation, "{input:?}");
    assert_eq!(e.to_string(), display, "{input:?}");
    assert_eq!(e.text().as_str(), display, "{input:?}");
    assert_eq!(&input[e.span()], &input[offset..offset + length]);
}

/// `UriRef::parse(input)` must fail so (and `Uri::parse` too, the same way,
/// when the input has a scheme).
#[track_caller]
fn err(input: &str, offset: usize, length: usize, rule: &str, section: &str, display: &str) {
    let e = UriRef::parse(input).expect_err(input);
    check(&e, input, offset, length, rule, section, display);
    if input.split_once(':').is_some_and(|(s, _)| {
        s.bytes().next().is_some_and(|c| c.is_ascii_alphabetic())
            && s.bytes().all(|c| c.is_ascii_alphanumeric() || b"+-.".contains(&c))
    }) {
        assert_eq!(Uri::parse(input).expect_err(input), e, "{input:?}");
    }
}

/// `Uri::parse(input)` must fail so.
#[track_caller]
fn uri_err(input: &str, offset: usize, length: usize, rule: &str, section: &str, display: &str) {
    check(&Uri::parse(input).expect_err(input), input, offset, length, rule, section, display);
}

const V6_TAKES: &str = "expected hex digits, ':' and '.' up to the closing ']'";
const V4_TAKES: &str = "expected four decimal octets (0 to 255, no leading zero) joined by '.', then ']'";

// ---------------------------------------------------------------------------
// components
// ---------------------------------------------------------------------------

#[test]
fn uri_components() {
    assert_eq!(
        parts("https://[::1]:8443/a?b=/c#d"),
        (Some("https"), None, Some("[::1]"), Some("8443"), "/a", Some("b=/c"), Some("d"))
    );
    assert_eq!(
        parts("ftp://user:pw@ftp.example.org:21/pub/~x?y?z#f/?"),
        (Some("ftp"), Some("user:pw"), Some("ftp.example.org"), Some("21"), "/pub/~x", Some("y?z"), Some("f/?"))
    );
    assert_eq!(parts("mailto:a@example.com"), (Some("mailto"), None, None, None, "a@example.com", None, None));
    assert_eq!(parts("urn:isbn:0451450523"), (Some("urn"), None, None, None, "isbn:0451450523", None, None));
    assert_eq!(parts("x:"), (Some("x"), None, None, None, "", None, None));
    assert_eq!(parts("file:///etc/motd"), (Some("file"), None, Some(""), None, "/etc/motd", None, None));
    assert_eq!(parts("foo://@:"), (Some("foo"), Some(""), Some(""), Some(""), "", None, None));
    assert_eq!(parts("http://h?"), (Some("http"), None, Some("h"), None, "", Some(""), None));
    assert_eq!(parts("http://h#"), (Some("http"), None, Some("h"), None, "", None, Some("")));
    assert_eq!(parts("A+b-C.d://h"), (Some("A+b-C.d"), None, Some("h"), None, "", None, None));
    // Every character each component takes, and escapes.
    let all = "-._~!$&'()*+,;=%41";
    let s = format!("s://{all}:@{all}:65535/{all}:@/?{all}:@/?#{all}:@/?");
    let p = parts(&s);
    assert_eq!(p.1, Some(&*format!("{all}:")));
    assert_eq!(p.2, Some(all));
    assert_eq!(p.4, format!("/{all}:@/"));
    let u = UriRef::parse(&s).unwrap();
    assert_eq!(u.port(), Some(65535));
    assert_eq!(u.authority(), Some(&*format!("{all}:@{all}:65535")));
}

#[test]
fn ports() {
    let port = |s: &'static str| {
        let u = Uri::parse(s).unwrap();
        (u.port(), u.port_str())
    };
    assert_eq!(port("http://h:8080/"), (Some(8080), Some("8080")));
    assert_eq!(port("http://h:0"), (Some(0), Some("0")));
    assert_eq!(port("http://h:00080"), (Some(80), Some("00080")));
    assert_eq!(port("http://h:65535"), (Some(65535), Some("65535")));
    // `h:` (empty port) is allowed and has no port.
    assert_eq!(port("http://h:/"), (None, Some("")));
    assert_eq!(port("http://h/"), (None, None));
    assert_eq!(port("http://[::1]:"), (None, Some("")));
    err("http://h:65536/", 9, 5, "port", "3.2.3", "port number larger than 65535 (RFC 3986 §3.2.3)");
    err("//h:99999999999999999999999", 4, 23, "port", "3.2.3", "port number larger than 65535 (RFC 3986 §3.2.3)");
}

#[test]
fn default_ports() {
    let d = |s: &'static str| UriRef::parse(s).unwrap().default_port();
    assert_eq!(d("http://h"), Some(80));
    assert_eq!(d("HTTPS://h"), Some(443));
    assert_eq!(d("ws://h"), Some(80));
    assert_eq!(d("wsS://h"), Some(443));
    assert_eq!(d("ftp://h"), None);
    assert_eq!(d("httpx://h"), None);
    assert_eq!(d("//h"), None);
}

#[test]
fn relative_references() {
    assert_eq!(parts("//h"), (None, None, Some("h"), None, "", None, None));
    assert_eq!(parts("//u@h:1/p?q#f"), (None, Some("u"), Some("h"), Some("1"), "/p", Some("q"), Some("f")));
    assert_eq!(parts("//"), (None, None, Some(""), None, "", None, None));
    assert_eq!(parts("/p"), (None, None, None, None, "/p", None, None));
    assert_eq!(parts("/p:q"), (None, None, None, None, "/p:q", None, None));
    assert_eq!(parts("p"), (None, None, None, None, "p", None, None));
    assert_eq!(parts("p/q:r"), (None, None, None, None, "p/q:r", None, None));
    assert_eq!(parts("?q"), (None, None, None, None, "", Some("q"), None));
    assert_eq!(parts("?a:b"), (None, None, None, None, "", Some("a:b"), None));
    assert_eq!(parts("#f"), (None, None, None, None, "", None, Some("f")));
    assert_eq!(parts(""), (None, None, None, None, "", None, None));
    assert_eq!(parts("../../g;x"), (None, None, None, None, "../../g;x", None, None));
    assert_eq!(parts("@x"), (None, None, None, None, "@x", None, None));
    // `a:b` reads as a URI; `./a:b` is the path that means the same file.
    assert_eq!(parts("a:b"), (Some("a"), None, None, None, "b", None, None));
    assert_eq!(parts("./a:b"), (None, None, None, None, "./a:b", None, None));
    assert!(!UriRef::parse("a:b").unwrap().is_relative());
    assert!(UriRef::parse("./a:b").unwrap().is_relative());
    // A scheme starts with a letter: these are relative paths, whose first
    // segment may not hold ':'.
    err(
        "3ttp://a.com",
        4,
        1,
        "segment-nz-nc",
        "4.2",
        "':' in the first segment of a relative path, which would read as a scheme; write it as %3A or start \
         the path with './' (RFC 3986 §4.2)",
    );
    err(
        "a%20:foo",
        4,
        1,
        "segment-nz-nc",
        "4.2",
        "':' in the first segment of a relative path, which would read as a scheme; write it as %3A or start \
         the path with './' (RFC 3986 §4.2)",
    );
}

// ---------------------------------------------------------------------------
// hosts
// ---------------------------------------------------------------------------

#[test]
fn reg_names_and_ipv4() {
    assert_eq!(host("//example.com"), Some(UriHost::RegName("example.com")));
    assert_eq!(host("//Ex%41mple!$&'()*+,;=-._~"), Some(UriHost::RegName("Ex%41mple!$&'()*+,;=-._~")));
    assert_eq!(host("//0.0.0.0"), Some(UriHost::Ipv4([0, 0, 0, 0])));
    assert_eq!(host("//255.255.255.255:80"), Some(UriHost::Ipv4([255, 255, 255, 255])));
    assert_eq!(host("//192.0.2.10/"), Some(UriHost::Ipv4([192, 0, 2, 10])));
    assert_eq!(host("//199.249.100.109"), Some(UriHost::Ipv4([199, 249, 100, 109])));
    // Not four dec-octets: reg-names (RFC 3986 §3.2.2 and §7.4).
    for s in [
        "256.1.1.1",
        "01.1.1.1",
        "1.2.3.04",
        "1.2.3.256",
        "1.2.3",
        "1.2.3.4.",
        "1.2.3.4.5",
        ".1.2.3",
        "1..2.3",
        "0x1.2.3.4",
        "1000.1.1.1",
        "1.2.3.%34",
    ] {
        assert_eq!(host(&format!("//{s}")), Some(UriHost::RegName(s)), "{s}");
    }
    assert_eq!(host("mailto:x@y"), None);
    assert_eq!(host("/p"), None);
}

#[test]
fn ipv6_every_form() {
    // RFC 4291 §2.2, form 1: eight groups.
    assert_eq!(v6("2001:DB8:0:0:8:800:200C:417A"), [0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]);
    assert_eq!(v6("FEDC:BA98:7654:3210:FEDC:BA98:7654:3210")[7], 0x3210);
    assert_eq!(v6("0001:02:003:0004:5:6:7:8"), [1, 2, 3, 4, 5, 6, 7, 8]);
    // Form 2: "::" for zero groups.
    assert_eq!(v6("2001:DB8::8:800:200C:417A"), [0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]);
    assert_eq!(v6("FF01::101"), [0xff01, 0, 0, 0, 0, 0, 0, 0x101]);
    assert_eq!(v6("::1"), [0, 0, 0, 0, 0, 0, 0, 1]);
    assert_eq!(v6("::"), [0; 8]);
    // Form 3: an IPv4 address in the last 32 bits.
    assert_eq!(v6("0:0:0:0:0:0:13.1.68.3"), [0, 0, 0, 0, 0, 0, 0x0d01, 0x4403]);
    assert_eq!(v6("0:0:0:0:0:FFFF:129.144.52.38"), [0, 0, 0, 0, 0, 0xffff, 0x8190, 0x3426]);
    assert_eq!(v6("::13.1.68.3"), [0, 0, 0, 0, 0, 0, 0x0d01, 0x4403]);
    assert_eq!(v6("::FFFF:129.144.52.38"), [0, 0, 0, 0, 0, 0xffff, 0x8190, 0x3426]);
    assert_eq!(v6("::0.0.0.0"), [0; 8]);
    assert_eq!(v6("::255.255.255.255"), [0, 0, 0, 0, 0, 0, 0xffff, 0xffff]);
    // The nine alternatives of RFC 3986's IPv6address, each with h16 ":" h16
    // and with an IPv4address as ls32 where it has one.
    let cases: [(&str, [u16; 8]); 20] = [
        ("1:2:3:4:5:6:7:8", [1, 2, 3, 4, 5, 6, 7, 8]),
        ("1:2:3:4:5:6:0.0.0.9", [1, 2, 3, 4, 5, 6, 0, 9]),
        ("::2:3:4:5:6:7:8", [0, 2, 3, 4, 5, 6, 7, 8]),
        ("::2:3:4:5:6:0.0.0.9", [0, 2, 3, 4, 5, 6, 0, 9]),
        ("1::3:4:5:6:7:8", [1, 0, 3, 4, 5, 6, 7, 8]),
        ("::3:4:5:6:7:8", [0, 0, 3, 4, 5, 6, 7, 8]),
        ("1:2::4:5:6:7:8", [1, 2, 0, 4, 5, 6, 7, 8]),
        ("1::4:5:6:7:8", [1, 0, 0, 4, 5, 6, 7, 8]),
        ("1:2:3::5:6:7:8", [1, 2, 3, 0, 5, 6, 7, 8]),
        ("1:2:3::5:6:0.0.0.9", [1, 2, 3, 0, 5, 6, 0, 9]),
        ("1:2:3:4::6:7:8", [1, 2, 3, 4, 0, 6, 7, 8]),
        ("1:2:3:4::6:0.0.0.9", [1, 2, 3, 4, 0, 6, 0, 9]),
        ("1:2:3:4:5::7:8", [1, 2, 3, 4, 5, 0, 7, 8]),
        ("1:2:3:4:5::0.0.0.9", [1, 2, 3, 4, 5, 0, 0, 9]),
        ("1::7:8", [1, 0, 0, 0, 0, 0, 7, 8]),
        ("1:2:3:4:5:6::8", [1, 2, 3, 4, 5, 6, 0, 8]),
        ("1::8", [1, 0, 0, 0, 0, 0, 0, 8]),
        ("1:2:3:4:5:6:7::", [1, 2, 3, 4, 5, 6, 7, 0]),
        ("1::", [1, 0, 0, 0, 0, 0, 0, 0]),
        ("abcd:EF01::", [0xabcd, 0xef01, 0, 0, 0, 0, 0, 0]),
    ];
    for (addr, groups) in cases {
        assert_eq!(v6(addr), groups, "{addr}");
        assert_eq!(Ipv6Addr::from_str(addr).unwrap().segments(), groups, "{addr}");
    }
    // The raw host keeps the brackets; Display writes RFC 5952's form.
    let u = Uri::parse("http://[2001:DB8:0:0:1:0:0:1]:8080/").unwrap();
    assert_eq!(u.host_str(), Some("[2001:DB8:0:0:1:0:0:1]"));
    assert_eq!(u.host().unwrap().to_string(), "[2001:db8::1:0:0:1]");
    assert_eq!(UriHost::Ipv6([0; 8]).to_string(), "[::]");
    assert_eq!(UriHost::Ipv6([1, 0, 0, 0, 0, 0, 0, 0]).to_string(), "[1::]");
    assert_eq!(UriHost::Ipv6([1, 2, 3, 4, 5, 6, 7, 8]).to_string(), "[1:2:3:4:5:6:7:8]");
    assert_eq!(UriHost::Ipv6([1, 0, 3, 4, 5, 6, 7, 8]).to_string(), "[1:0:3:4:5:6:7:8]");
}

#[test]
fn ipvfuture() {
    assert_eq!(host("//[v1.x]"), Some(UriHost::IpvFuture("v1.x")));
    assert_eq!(host("//[VaF.a-._~!$&'()*+,;=:z]:9"), Some(UriHost::IpvFuture("VaF.a-._~!$&'()*+,;=:z")));
    assert_eq!(UriRef::parse("//[v1.x]").unwrap().host().unwrap().kind(), "ipvfuture");
    assert_eq!(UriHost::IpvFuture("v1.x").to_string(), "[v1.x]");
}

#[test]
fn host_kinds() {
    let kind = |s: &'static str| UriRef::parse(s).unwrap().host().map(|h| h.kind());
    assert_eq!(kind("//a"), Some("reg-name"));
    assert_eq!(kind("//"), Some("reg-name"));
    assert_eq!(kind("//1.2.3.4"), Some("ipv4"));
    assert_eq!(kind("//[::]"), Some("ipv6"));
    assert_eq!(kind("//[v0.0]"), Some("ipvfuture"));
    assert_eq!(kind("a"), None);
}

// ---------------------------------------------------------------------------
// errors in IP literals
// ---------------------------------------------------------------------------

#[test]
fn ipv6_errors() {
    let s = "3.2.2";
    err(
        "//[1:2:3:4:5:6:7:8:9]",
        18,
        1,
        "IPv6address",
        s,
        "IPv6 address longer than eight groups ('::' stands for at least one) (RFC 3986 §3.2.2)",
    );
    err(
        "//[::1:2:3:4:5:6:7:8]",
        18,
        1,
        "IPv6address",
        s,
        "IPv6 address longer than eight groups ('::' stands for at least one) (RFC 3986 §3.2.2)",
    );
    // `::` after eight groups, and a group after seven and `::`.
    err(
        "//[1:2:3:4:5:6:7:8::]",
        18,
        1,
        "IPv6address",
        s,
        "IPv6 address longer than eight groups ('::' stands for at least one) (RFC 3986 §3.2.2)",
    );
    err(
        "//[1:2:3:4:5:6:7::8]",
        18,
        1,
        "IPv6address",
        s,
        "IPv6 address longer than eight groups ('::' stands for at least one) (RFC 3986 §3.2.2)",
    );
    err(
        "//[1:2:3:4:5:6:7]",
        16,
        1,
        "IPv6address",
        s,
        "IPv6 address of fewer than eight groups and no '::' (RFC 3986 §3.2.2)",
    );
    err(
        "example://[44:55::66::77]",
        21,
        1,
        "IPv6address",
        s,
        "second '::' in IPv6 address; '::' may stand only once (RFC 3986 §3.2.2)",
    );
    err(
        "//[1:::2]",
        6,
        1,
        "IPv6address",
        s,
        "':::' in IPv6 address; groups are joined by ':' and one '::' (RFC 3986 §3.2.2)",
    );
    err(
        "//[:::]",
        5,
        1,
        "IPv6address",
        s,
        "':::' in IPv6 address; groups are joined by ':' and one '::' (RFC 3986 §3.2.2)",
    );
    err(
        "//[:1::1]",
        4,
        1,
        "IPv6address",
        s,
        "IPv6 address starts with a single ':'; write '::' or a group first (RFC 3986 §3.2.2)",
    );
    err(
        "//[1::1:]",
        8,
        1,
        "IPv6address",
        s,
        "IPv6 address ends with a single ':'; expected a group after it (RFC 3986 §3.2.2)",
    );
    err("//[12345::]", 7, 1, "IPv6address", s, "IPv6 group longer than four hex digits (RFC 3986 §3.2.2)");
    err("//[::ffff4.4.4.4]", 9, 1, "IPv6address", s, "IPv6 group longer than four hex digits (RFC 3986 §3.2.2)");
    err(
        "//[::g]",
        5,
        1,
        "IPv6address",
        s,
        &format!("unexpected character 'g' in IPv6 address; {V6_TAKES} (RFC 3986 §3.2.2)"),
    );
    err(
        "//[::1/]",
        6,
        1,
        "IPv6address",
        s,
        &format!("unexpected character '/' in IPv6 address; {V6_TAKES} (RFC 3986 §3.2.2)"),
    );
    // Zone identifiers are RFC 6874, not RFC 3986.
    err(
        "http://[fe80::1%25en0]/",
        15,
        1,
        "IPv6address",
        s,
        &format!(
            "unexpected character '%' in IPv6 address; {V6_TAKES} (RFC 3986 has no IPv6 zone identifier; \
             RFC 6874 adds one, outside this grammar) (RFC 3986 §3.2.2)"
        ),
    );
    err(
        "//[::é]",
        5,
        2,
        "IPv6address",
        s,
        &format!("non-ASCII character 'é' in IPv6 address; {V6_TAKES} (RFC 3986 §3.2.2)"),
    );
    err(
        "//[]",
        3,
        1,
        "IP-literal",
        s,
        "empty IP literal; expected an IPv6 address, or 'v' and an IPvFuture, in the brackets (RFC 3986 §3.2.2)",
    );
    // Unclosed: at the '[', up to the end.
    err("//[::1", 2, 4, "IP-literal", s, "IP literal not closed with ']' (RFC 3986 §3.2.2)");
    err("//[", 2, 1, "IP-literal", s, "IP literal not closed with ']' (RFC 3986 §3.2.2)");
    err("//[::44.1", 2, 7, "IP-literal", s, "IP literal not closed with ']' (RFC 3986 §3.2.2)");
    err("//[v1.a", 2, 5, "IP-literal", s, "IP literal not closed with ']' (RFC 3986 §3.2.2)");
    err(
        "//[::1]x",
        7,
        1,
        "authority",
        "3.2",
        "unexpected character 'x' after the IP literal; expected ':' and a port, or the end of the authority \
         (RFC 3986 §3.2)",
    );
}

#[test]
fn embedded_ipv4_errors() {
    let s = "3.2.2";
    // The group before '.' is a valid h16, but no dec-octet: the '.' is the
    // first byte that cannot continue.
    for (addr, dot) in [("::01.1.1.1", 7), ("::256.1.1.1", 8), ("::1a.1.1.1", 7), ("::0001.2.3.4", 9)] {
        err(
            &format!("//[{addr}]"),
            dot,
            1,
            "IPv4address",
            s,
            "the group before '.' in an IPv6 address is not an IPv4 octet (0 to 255, no leading zero) \
             (RFC 3986 §3.2.2)",
        );
    }
    err(
        "//[1:2:3:4:5:1.2.3.4]",
        14,
        1,
        "ls32",
        s,
        "IPv4 address inside an IPv6 address where it does not fit; it takes the last two groups (RFC 3986 §3.2.2)",
    );
    err(
        "//[1:2:3:4:5:6::1.2.3.4]",
        17,
        1,
        "ls32",
        s,
        "IPv4 address inside an IPv6 address where it does not fit; it takes the last two groups (RFC 3986 §3.2.2)",
    );
    err(
        "//[1.2.3.4]",
        4,
        1,
        "ls32",
        s,
        "IPv4 address inside an IPv6 address where it does not fit; it takes the last two groups (RFC 3986 §3.2.2)",
    );
    err("//[::1.2.3.256]", 13, 1, "dec-octet", s, "IPv4 octet larger than 255 (RFC 3986 §3.2.2)");
    err("//[::1.2.3.1111]", 14, 1, "dec-octet", s, "IPv4 octet larger than 255 (RFC 3986 §3.2.2)");
    err("//[::1.02.3.4]", 8, 1, "dec-octet", s, "IPv4 octet with a leading zero (RFC 3986 §3.2.2)");
    err("//[::1.2.3]", 10, 1, "IPv4address", s, "IPv4 address of fewer than four octets (RFC 3986 §3.2.2)");
    err(
        "//[::1.2.3.4:5]",
        12,
        1,
        "IPv4address",
        s,
        &format!("unexpected character ':' in IPv4 address; {V4_TAKES} (RFC 3986 §3.2.2)"),
    );
    err(
        "//[::1.2.3.]",
        11,
        1,
        "IPv4address",
        s,
        &format!("unexpected character ']' in IPv4 address; {V4_TAKES} (RFC 3986 §3.2.2)"),
    );
}

#[test]
fn ipvfuture_errors() {
    let s = "3.2.2";
    let takes = "expected 'v', hex digits, '.', then letters, digits and \"-._~!$&'()*+,;=:\" up to ']'";
    err("//[vG.a]", 4, 1, "IPvFuture", s, "'v' not followed by a hex version number in IPvFuture (RFC 3986 §3.2.2)");
    err("//[v1]", 5, 1, "IPvFuture", s, "missing '.' after the IPvFuture version (RFC 3986 §3.2.2)");
    err("//[v1.]", 6, 1, "IPvFuture", s, "empty IPvFuture address after the '.' (RFC 3986 §3.2.2)");
    err(
        "//[v1.%41]",
        6,
        1,
        "IPvFuture",
        s,
        &format!("unexpected character '%' in IPvFuture address; {takes} (RFC 3986 §3.2.2)"),
    );
}

// ---------------------------------------------------------------------------
// errors elsewhere
// ---------------------------------------------------------------------------

#[test]
fn scheme_errors() {
    uri_err("", 0, 0, "scheme", "3", "empty string; a URI is <scheme>:<hier-part> (RFC 3986 §3)");
    uri_err(
        "foo",
        0,
        3,
        "scheme",
        "3",
        "missing ':' after the scheme; a URI is <scheme>:<hier-part> (UriRef reads relative references) \
         (RFC 3986 §3)",
    );
    uri_err(
        "/a",
        0,
        1,
        "scheme",
        "3.1",
        "a URI starts with a scheme, and a scheme with a letter, not '/' (UriRef reads relative references) \
         (RFC 3986 §3.1)",
    );
    uri_err(
        "3ttp://x",
        0,
        1,
        "scheme",
        "3.1",
        "a URI starts with a scheme, and a scheme with a letter, not '3' (UriRef reads relative references) \
         (RFC 3986 §3.1)",
    );
    uri_err(
        "exam=ple:foo",
        4,
        1,
        "scheme",
        "3.1",
        "unexpected character '=' in scheme; expected letters, digits, '+', '-' or '.' and then ':' (RFC 3986 §3.1)",
    );
    uri_err(
        "a_b:c",
        1,
        1,
        "scheme",
        "3.1",
        "unexpected character '_' in scheme; expected letters, digits, '+', '-' or '.' and then ':' (RFC 3986 §3.1)",
    );
    // UriRef reads the same texts as relative references.
    assert_eq!(parts("foo").4, "foo");
    assert_eq!(parts("/a").4, "/a");
}

#[test]
fn character_errors() {
    err("//a b", 3, 1, "host", "3.2.2", "space in host; write it as %20 (RFC 3986 §3.2.2)");
    err(
        "//exämple.com",
        4,
        2,
        "host",
        "3.2.2",
        "non-ASCII character 'ä' in host; write an internationalized name in punycode (IDNA), or percent-encode \
         its UTF-8 bytes as %C3%A4 (RFC 3986 §3.2.2)",
    );
    err("//h<", 3, 1, "host", "3.2.2", "unexpected character '<' in host; write it as %3C (RFC 3986 §3.2.2)");
    err(
        "//u@h@x",
        5,
        1,
        "host",
        "3.2.2",
        "second '@' in authority; the userinfo ends at the first '@', so write a literal '@' as %40 (RFC 3986 §3.2.2)",
    );
    err(
        "//u@h:1@x",
        7,
        1,
        "port",
        "3.2.3",
        "second '@' in authority; the userinfo ends at the first '@', so write a literal '@' as %40 (RFC 3986 §3.2.3)",
    );
    // A bad byte before an '@' is blamed on the userinfo.
    err("// @foo", 2, 1, "userinfo", "3.2.1", "space in userinfo; write it as %20 (RFC 3986 §3.2.1)");
    err(
        "//[v1.@]",
        2,
        1,
        "userinfo",
        "3.2.1",
        "unexpected character '[' in userinfo; write it as %5B (RFC 3986 §3.2.1)",
    );
    err(
        "//u\u{7f}@h",
        3,
        1,
        "userinfo",
        "3.2.1",
        "control character '\\u{7f}' in userinfo; write it as %7F (RFC 3986 §3.2.1)",
    );
    err(
        "//h:8a",
        5,
        1,
        "port",
        "3.2.3",
        "unexpected character 'a' in port; expected decimal digits, then the end of the authority (RFC 3986 §3.2.3)",
    );
    err(
        "//h:8é",
        5,
        2,
        "port",
        "3.2.3",
        "non-ASCII character 'é' in port; expected decimal digits, then the end of the authority (RFC 3986 §3.2.3)",
    );
    err(
        "//h: ",
        4,
        1,
        "port",
        "3.2.3",
        "space in port; expected decimal digits, then the end of the authority (RFC 3986 §3.2.3)",
    );
    err("/a\tb", 2, 1, "path", "3.3", "control character '\\t' in path; write it as %09 (RFC 3986 §3.3)");
    err("x:/a|b", 4, 1, "path", "3.3", "unexpected character '|' in path; write it as %7C (RFC 3986 §3.3)");
    err(
        "/ü",
        1,
        2,
        "path",
        "3.3",
        "non-ASCII character 'ü' in path; URIs are ASCII: percent-encode its UTF-8 bytes as %C3%BC (RFC 3986 §3.3)",
    );
    err("?a b", 2, 1, "query", "3.4", "space in query; write it as %20 (RFC 3986 §3.4)");
    err("?a[]=1", 2, 1, "query", "3.4", "unexpected character '[' in query; write it as %5B (RFC 3986 §3.4)");
    err("#a#b", 2, 1, "fragment", "3.5", "second '#' in fragment; write it as %23 (RFC 3986 §3.5)");
    err("x:#\"", 3, 1, "fragment", "3.5", "unexpected character '\"' in fragment; write it as %22 (RFC 3986 §3.5)");
}

#[test]
fn escape_errors() {
    let msg = |part: &str| {
        format!("'%' not followed by two hex digits in {part}; write a literal '%' as %25 (RFC 3986 §2.1)")
    };
    err("%", 0, 1, "pct-encoded", "2.1", &msg("path"));
    err("foo%xxd", 3, 3, "pct-encoded", "2.1", &msg("path"));
    err("/a%4", 2, 2, "pct-encoded", "2.1", &msg("path"));
    err("?%G0", 1, 3, "pct-encoded", "2.1", &msg("query"));
    err("#%", 1, 1, "pct-encoded", "2.1", &msg("fragment"));
    err("//%zz", 2, 3, "pct-encoded", "2.1", &msg("host"));
    err("//u%@h", 3, 3, "pct-encoded", "2.1", &msg("userinfo"));
    err("//u:%x@h", 4, 3, "pct-encoded", "2.1", &msg("userinfo"));
}

// ---------------------------------------------------------------------------
// scheme rules
// ---------------------------------------------------------------------------

#[test]
fn http_rules() {
    for ok in ["http://h", "HTTP://Example.COM:80/a?b#c", "https://[::1]:443/", "hTTpS://h:/", "http://1.2.3.4"] {
        parts(ok);
    }
    err(
        "http://user:pw@h/",
        7,
        8,
        "userinfo",
        "RFC 9110 4.2.4",
        "http URIs take no userinfo ('user:password@'); send credentials in a header (RFC 9110 §4.2.4)",
    );
    err(
        "HTTPS://@h/",
        8,
        1,
        "userinfo",
        "RFC 9110 4.2.4",
        "https URIs take no userinfo ('user:password@'); send credentials in a header (RFC 9110 §4.2.4)",
    );
    err(
        "http:/p",
        5,
        0,
        "authority",
        "RFC 9110 4.2.1",
        "http URIs need an authority: write 'http://' and a host (RFC 9110 §4.2.1)",
    );
    err(
        "https:",
        6,
        0,
        "authority",
        "RFC 9110 4.2.2",
        "https URIs need an authority: write 'https://' and a host (RFC 9110 §4.2.2)",
    );
    err(
        "http://:80/",
        7,
        3,
        "host",
        "RFC 9110 4.2.1",
        "empty host in an http URI; expected a host name or IP address (RFC 9110 §4.2.1)",
    );
    err(
        "https://",
        8,
        0,
        "host",
        "RFC 9110 4.2.2",
        "empty host in an https URI; expected a host name or IP address (RFC 9110 §4.2.2)",
    );
    // The grammar first: here the port, not the userinfo.
    err(
        "http://j@ne:password@google.com",
        12,
        1,
        "port",
        "3.2.3",
        "unexpected character 'p' in port; expected decimal digits, then the end of the authority (RFC 3986 §3.2.3)",
    );
    // Other schemes take userinfo, no authority, empty hosts.
    parts("ftp://user:pw@h/");
    parts("httpx://@/");
    parts("htt:p");
}

#[test]
fn ws_rules() {
    for ok in ["ws://h/chat?x", "WSS://[::1]:9000", "wss://h:"] {
        parts(ok);
    }
    err(
        "ws://u@h/",
        5,
        2,
        "userinfo",
        "RFC 6455 3",
        "ws URIs take no userinfo; a WebSocket URI is host, port, path and query (RFC 6455 §3)",
    );
    err(
        "wss://h/#",
        8,
        1,
        "fragment",
        "RFC 6455 3",
        "wss URIs take no fragment; write a '#' in them as %23 (RFC 6455 §3)",
    );
    err(
        "ws:/chat",
        3,
        0,
        "authority",
        "RFC 6455 3",
        "ws URIs need an authority: write 'ws://' and a host (RFC 6455 §3)",
    );
    err(
        "wss:///x",
        6,
        0,
        "host",
        "RFC 6455 3",
        "empty host in a wss URI; expected a host name or IP address (RFC 6455 §3)",
    );
}

#[test]
fn typed_views() {
    let h = HttpUri::parse("https://api.example.com/v1?x#y").unwrap();
    assert!(h.is_secure());
    assert_eq!((h.scheme(), h.host(), h.host_str()), ("https", UriHost::RegName("api.example.com"), "api.example.com"));
    assert_eq!((h.port(), h.port_or_default()), (None, 443));
    assert_eq!((h.path(), h.query(), h.fragment()), ("/v1", Some("x"), Some("y")));
    assert_eq!(h.as_str(), "https://api.example.com/v1?x#y");
    assert_eq!(Uri::from(h), Uri::parse("https://api.example.com/v1?x#y").unwrap());
    assert_eq!(h.as_uri().scheme(), "https");
    let h = HttpUri::parse("HTTP://[::1]:8080").unwrap();
    assert!(!h.is_secure());
    assert_eq!((h.port(), h.port_or_default(), h.path()), (Some(8080), 8080, ""));
    assert_eq!(HttpUri::parse("http://h:").unwrap().port_or_default(), 80);
    let w = WsUri::parse("wss://h/s").unwrap();
    assert_eq!((w.is_secure(), w.port_or_default(), w.to_string()), (true, 443, "wss://h/s".to_string()));
    assert_eq!(WsUri::parse("ws://h:9/").unwrap().port_or_default(), 9);
    assert!(!WsUri::parse("Ws://h").unwrap().is_secure());

    for (input, len) in [("ftp://h/", 3), ("ws://h/", 2), ("httpx://h", 5)] {
        let e = HttpUri::parse(input).unwrap_err();
        check(
            &e,
            input,
            0,
            len,
            "scheme",
            "RFC 9110 4.2",
            "expected an http or https URI, found a URI of another scheme (RFC 9110 §4.2)",
        );
    }
    for (input, len) in [("http://h/", 4), ("wss2://h", 4)] {
        let e = WsUri::parse(input).unwrap_err();
        check(
            &e,
            input,
            0,
            len,
            "scheme",
            "RFC 6455 3",
            "expected a ws or wss URI, found a URI of another scheme (RFC 6455 §3)",
        );
    }
    // The scheme is checked before the rest; without one, the URI's error.
    let e = HttpUri::parse("ftp://h/ x").unwrap_err();
    assert_eq!((e.offset(), e.rule()), (0, "scheme"));
    assert_eq!(HttpUri::parse("/x").unwrap_err(), Uri::parse("/x").unwrap_err());
    assert_eq!(HttpUri::parse("http://u@h").unwrap_err(), Uri::parse("http://u@h").unwrap_err());
    assert_eq!(WsUri::parse("ws://h#f").unwrap_err(), Uri::parse("ws://h#f").unwrap_err());
}

// ---------------------------------------------------------------------------
// const
// ---------------------------------------------------------------------------

#[test]
fn const_use() {
    const U: Uri<'static> = match Uri::parse_const("https://[2001:db8::1]:8443/a/b?q=/x#frag") {
        Ok(u) => u,
        Err(_) => panic!("invalid"),
    };
    const SCHEME: &str = U.scheme();
    const HOST: Option<UriHost<'static>> = U.host();
    const HOST_STR: Option<&str> = U.host_str();
    const PORT: Option<u16> = U.port();
    const PATH: &str = U.path();
    const QUERY: Option<&str> = U.query();
    const FRAGMENT: Option<&str> = U.fragment();
    const DEFAULT: Option<u16> = U.default_port();
    assert_eq!(SCHEME, "https");
    assert_eq!(HOST, Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])));
    assert_eq!((HOST_STR, PORT, DEFAULT), (Some("[2001:db8::1]"), Some(8443), Some(443)));
    assert_eq!((PATH, QUERY, FRAGMENT), ("/a/b", Some("q=/x"), Some("frag")));

    const R: UriRef<'static> = match UriRef::parse_const("../a?b") {
        Ok(r) => r,
        Err(_) => panic!("invalid"),
    };
    const REL: bool = R.is_relative();
    const RPATH: &str = R.path();
    const { assert!(REL) };
    assert_eq!(RPATH, "../a");

    const W: WsUri<'static> = match WsUri::parse_const("wss://h/s") {
        Ok(w) => w,
        Err(_) => panic!("invalid"),
    };
    const WPORT: u16 = W.port_or_default();
    assert_eq!(WPORT, 443);

    const E: ParseError = match Uri::parse_const("http://u@h/") {
        Ok(_) => panic!("valid"),
        Err(e) => e,
    };
    const TEXT: &str = E.text().as_str();
    const SECTION: &str = E.section();
    assert_eq!(TEXT, "http URIs take no userinfo ('user:password@'); send credentials in a header (RFC 9110 §4.2.4)");
    assert_eq!(SECTION, "RFC 9110 4.2.4");
}

// ---------------------------------------------------------------------------
// against Appendix A as a regular expression
// ---------------------------------------------------------------------------

/// `URI-reference` of RFC 3986 Appendix A, as one anchored regex.
fn appendix_a() -> regex::Regex {
    let pct = "%[0-9A-Fa-f]{2}";
    let unres_sub = r"A-Za-z0-9\-._~!$&'()*+,;=";
    let pchar = format!("(?:[{unres_sub}:@]|{pct})");
    let scheme = r"[A-Za-z][A-Za-z0-9+\-.]*";
    let userinfo = format!("(?:[{unres_sub}:]|{pct})*");
    let h16 = "[0-9A-Fa-f]{1,4}";
    let dec = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
    let ipv4 = format!(r"{dec}\.{dec}\.{dec}\.{dec}");
    let ls32 = format!("(?:{h16}:{h16}|{ipv4})");
    let rep = |n: usize| format!("(?:{h16}:){{{n}}}");
    let upto = |n: usize| if n == 0 { format!("(?:{h16})?") } else { format!("(?:(?:{h16}:){{0,{n}}}{h16})?") };
    let ipv6 = [
        format!("{}{ls32}", rep(6)),
        format!("::{}{ls32}", rep(5)),
        format!("{}::{}{ls32}", upto(0), rep(4)),
        format!("{}::{}{ls32}", upto(1), rep(3)),
        format!("{}::{}{ls32}", upto(2), rep(2)),
        format!("{}::{h16}:{ls32}", upto(3)),
        format!("{}::{ls32}", upto(4)),
        format!("{}::{h16}", upto(5)),
        format!("{}::", upto(6)),
    ]
    .join("|");
    let future = format!(r"[vV][0-9A-Fa-f]+\.[{unres_sub}:]+");
    let host = format!(r"(?:\[(?:{ipv6}|{future})\]|(?:[{unres_sub}]|{pct})*)");
    let authority = format!("(?:{userinfo}@)?{host}(?::[0-9]*)?");
    let segment = format!("{pchar}*");
    let nz = format!("{pchar}+");
    let nc = format!("(?:[{unres_sub}@]|{pct})+");
    let tail = format!(r"(?:\?(?:{pchar}|[/?])*)?(?:#(?:{pchar}|[/?])*)?");
    let hier = format!("(?://{authority}(?:/{segment})*|/(?:{nz}(?:/{segment})*)?|{nz}(?:/{segment})*|)");
    let rel = format!("(?://{authority}(?:/{segment})*|/(?:{nz}(?:/{segment})*)?|{nc}(?:/{segment})*|)");
    regex::Regex::new(&format!("^(?:{scheme}:{hier}{tail}|{rel}{tail})$")).unwrap()
}

/// Random references from pieces that exercise every production: valid by
/// the parser exactly when the regex matches (scheme rules and port range
/// aside), and every valid one keeps its text in its components.
#[test]
fn agrees_with_appendix_a() {
    let re = appendix_a();
    let pieces = [
        "a",
        "Z9",
        "x+y",
        "http",
        "ws",
        ":",
        ":",
        "/",
        "/",
        "//",
        "?",
        "#",
        "@",
        "[",
        "]",
        "::",
        "1",
        "ff",
        "abcd",
        "12345",
        ".",
        "1.2.3.4",
        "256",
        "01",
        "v1.",
        "v",
        "%41",
        "%4",
        "%",
        " ",
        "é",
        "-",
        "~",
        "_",
        "!",
        "'",
        "80",
        "99999",
        "<",
        "\\",
        "[::1]",
        "[v7.x]",
        "[1:2:3:4:5:6:7:8]",
        "[::ffff:1.2.3.4]",
        "//h",
        "//u@h:1",
    ];
    let mut rng = url_literal_gen::Rng::new(3986);
    let mut next = || rng.next_u64();
    let (mut valid, mut invalid) = (0, 0);
    for _ in 0..40_000 {
        let n = 1 + next() % 8;
        let s: String = (0..n).map(|_| pieces[(next() % pieces.len() as u64) as usize]).collect();
        let grammar_ok = grammar_ok(&s);
        assert_eq!(grammar_ok, re.is_match(&s), "{s:?}: {:?}", UriRef::parse(&s));
        if grammar_ok {
            valid += 1;
        } else {
            invalid += 1;
        }
    }
    assert!(valid > 5_000 && invalid > 5_000, "{valid} valid, {invalid} invalid");
}

/// Whether `s` is a `URI-reference` by Appendix A alone: valid, or refused
/// only by a scheme's rules or for a port above 65535 (whose digits are then
/// replaced by `1` to read on).
fn grammar_ok(s: &str) -> bool {
    match UriRef::parse(s) {
        Ok(r) => {
            assert_eq!(reassemble(&r), s);
            match r.host() {
                Some(UriHost::Ipv6(g)) => {
                    let h = r.host_str().unwrap();
                    assert_eq!(Ipv6Addr::from_str(&h[1..h.len() - 1]).unwrap().segments(), g, "{s:?}");
                }
                Some(UriHost::Ipv4(a)) => {
                    assert_eq!(Ipv4Addr::from_str(r.host_str().unwrap()).unwrap().octets(), a, "{s:?}");
                }
                _ => {}
            }
            true
        }
        // The scheme rules are beside Appendix A.
        Err(e) if e.section().starts_with("RFC ") => true,
        Err(e) if e.message().as_str() == "port number larger than 65535" => {
            grammar_ok(&format!("{}1{}", &s[..e.offset()], &s[e.offset() + e.length()..]))
        }
        Err(e) => {
            assert!(e.offset() + e.length() <= s.len(), "{s:?}: {e}");
            assert!(s.is_char_boundary(e.offset()) && s.is_char_boundary(e.offset() + e.length()), "{s:?}");
            false
        }
    }
}

/// `expected()` of each kind of RFC 3986 error.
#[test]
fn expected_phrases() {
    let scheme = "a scheme (a letter, then letters, digits, '+', '-' or '.') and ':'";
    for (input, want) in
        [("", scheme), ("foo", scheme), ("/a", scheme), ("a=b:c", "letters, digits, '+', '-' or '.' and then ':'")]
    {
        assert_eq!(Uri::parse(input).unwrap_err().expected(), want, "{input:?}");
    }
    let six = "eight groups of one to four hex digits joined by ':', or fewer with one '::'";
    let octets = "decimal octets from 0 to 255 without leading zeros";
    for (input, want) in [
        ("1:x", "'./' before a first segment with ':', or ':' written %3A"),
        ("%x", "'%' and two hex digits"),
        ("//[::1", "']' closing the IP literal"),
        ("//[::1]x", "':' and a port, or the end of the authority"),
        ("//[]", "an IPv6 address, or 'v' and an IPvFuture"),
        ("//[:1]", six),
        ("//[1::2::3]", six),
        ("//[::01.1.1.1]", octets),
        ("//[::1.1.1.256]", octets),
        ("//[::1.1.1.01]", octets),
        ("//[::1.1.1]", "four octets joined by '.'"),
        ("//[1.1.1.1]", "an IPv4 address only as the last 32 bits"),
        ("//[vx.1]", "hex digits after 'v'"),
        ("//[v1]", "'.' after the version"),
        ("//[v1.]", "letters, digits, \"-._~!$&'()*+,;=:\" after the '.'"),
        ("//h:70000", "a port from 0 to 65535"),
        ("//h:x", "decimal digits, then the end of the authority"),
        ("/ ", "letters, digits, \"-._~!$&'()*+,;=:@/\" and %XX escapes"),
        ("? ", "letters, digits, \"-._~!$&'()*+,;=:@/?\" and %XX escapes"),
        ("# ", "letters, digits, \"-._~!$&'()*+,;=:@/?\" and %XX escapes"),
        ("// @", "letters, digits, \"-._~!$&'()*+,;=:\" and %XX escapes, then '@'"),
        ("http://u@h", "the host without 'user@'"),
        ("http:h", "'//' and a host"),
        ("http://", "'//' and a host"),
        ("ws://h#", "no fragment ('#' written %23)"),
    ] {
        assert_eq!(UriRef::parse(input).unwrap_err().expected(), want, "{input:?}");
    }
    assert_eq!(HttpUri::parse("ws://h").unwrap_err().expected(), "'http://' or 'https://'");
    assert_eq!(WsUri::parse("http://h").unwrap_err().expected(), "'ws://' or 'wss://'");
    assert_eq!(
        UriRef::parse("//a b").unwrap_err().expected(),
        "letters, digits, \"-._~!$&'()*+,;=\" and %XX escapes, or an IP literal in brackets, then ':' and a port \
         or the end of the authority"
    );
}

/// Megabyte inputs built to provoke backtracking or rescanning: each gets
/// its exact verdict, all in one pass (a quadratic reading of any of them
/// would take hours).
#[test]
fn hostile_inputs_finish_with_exact_verdicts() {
    const MB: usize = 1 << 20;
    let start = std::time::Instant::now();
    let n = MB;
    let rep = |s: &str, k: usize| s.repeat(k);
    #[track_caller]
    fn verdict(s: &str, offset: usize, length: usize, rule: &str) {
        let e = UriRef::parse(s).expect_err(&s[..s.len().min(40)]);
        assert_eq!((e.offset(), e.length(), e.rule()), (offset, length, rule), "{}...: {e}", &s[..s.len().min(40)]);
    }

    let e = Uri::parse(&rep("a", n)).unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule()), (0, n, "scheme"));
    assert_eq!(UriRef::parse(&rep("a", n)).unwrap().path().len(), n);
    let s = rep("a", n) + ":";
    assert_eq!(Uri::parse(&s).unwrap().scheme().len(), n);
    verdict(&rep(":", n), 0, 1, "segment-nz-nc");

    // Authorities: ':' and '@' in every arrangement.
    verdict(&(String::from("//") + &rep("a:", n / 2)), 4, 1, "port");
    let s = String::from("//") + &rep(":", n) + "@h";
    assert_eq!(UriRef::parse(&s).unwrap().userinfo().unwrap().len(), n);
    verdict(&(String::from("//") + &rep("@", n)), 3, 1, "host");
    let s = String::from("//") + &rep("a", n) + "@" + &rep("b", n);
    assert_eq!(UriRef::parse(&s).unwrap().host_str().unwrap().len(), n);
    verdict(&(String::from("//") + &rep("%41", n / 3) + "[@"), 2 + n / 3 * 3, 1, "userinfo");
    verdict(&(String::from("//") + &rep("a", n) + " " + &rep("@", n)), 2 + n, 1, "userinfo");
    verdict(&(String::from("//h:") + &rep("9", n)), 4, n, "port");
    let s = String::from("//h:") + &rep("0", n) + "80";
    assert_eq!(UriRef::parse(&s).unwrap().port(), Some(80));
    verdict(&(String::from("//h") + &rep(":", n)), 4, 1, "port");

    // IP literals.
    verdict(&(String::from("//[") + &rep("1:", n / 2) + "]"), 18, 1, "IPv6address");
    verdict(&(String::from("//[") + &rep(":", n)), 5, 1, "IPv6address");
    verdict(&(String::from("//[::") + &rep("f", n)), 9, 1, "IPv6address");
    verdict(&(String::from("//[v") + &rep("f", n) + "]"), 4 + n, 1, "IPvFuture");
    verdict(&(String::from("//[v1.") + &rep("a", n)), 2, n + 4, "IP-literal");
    verdict(&(String::from("//[::1.1.1.") + &rep("0", n) + "]"), 12, 1, "dec-octet");

    // Paths, queries, fragments, escapes.
    verdict(&(String::from("/") + &rep("%", n)), 1, 3, "pct-encoded");
    let s = String::from("x:") + &rep("%41/", n / 4) + "?" + &rep("?/", n / 2) + "#" + &rep("/?", n / 2);
    let u = Uri::parse(&s).unwrap();
    assert_eq!((u.path().len(), u.query().unwrap().len(), u.fragment().unwrap().len()), (n, n, n));
    verdict(&(String::from("#") + &rep("#", n)), 1, 1, "fragment");
    verdict(&(rep("a", n) + ":" + &rep("b", n) + " "), 2 * n + 1, 1, "path");
    verdict(&(rep("-", n) + ":"), n, 1, "segment-nz-nc");
    // The scheme rules after a long valid URI.
    verdict(&(String::from("ws://h/") + &rep("a", n) + "#"), 7 + n, 1, "fragment");

    assert!(start.elapsed().as_secs() < 60, "{:?}", start.elapsed());
}

/// `tests/conformance/rfc3986.json`: its vectors.
fn vectors() -> Vec<serde_json::Value> {
    let text = crate::support::data::text(&crate::support::data::conformance("rfc3986.json"));
    let v: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    assert!(v.len() >= 695, "{} vectors", v.len());
    v
}

/// Every vector of `rfc3986.json`, checked against `UriRef::parse` directly
/// as `check3986.py` checks the explain JSON: verdict, each component the
/// vector states, the error offset and rule where it has them.
#[test]
fn conformance_vectors() {
    use serde_json::{json, Value};
    let mut failures = Vec::new();
    let disputes = crate::support::rfc3986_json_disputes();
    let mut disputed = 0;
    for v in vectors() {
        let input = v["input"].as_str().unwrap();
        if let Some(d) = disputes.iter().find(|d| d.input == input && v["expect"] == *d.labelled) {
            // Our verdict, with the exact error the dispute records.
            disputed += 1;
            let got = UriRef::parse(input).map(|_| ()).map_err(|e| {
                (e.offset(), e.length(), e.rule().to_owned(), e.section().to_owned(), e.message().to_string())
            });
            let want = match &d.error {
                Some(e) => Err((e.offset, e.length, e.rule.clone(), e.section.clone(), e.message.clone())),
                None => Ok(()),
            };
            if got != want {
                failures.push(format!("{input:?}: disputed as {want:?}, but UriRef::parse gives {got:?}"));
            }
            continue;
        }
        let want_valid = v["expect"] == "valid";
        match UriRef::parse(input) {
            Ok(r) if want_valid => {
                let got = json!({
                    "kind": if r.is_relative() { "relative" } else { "uri" },
                    "scheme": r.scheme(), "userinfo": r.userinfo(), "host": r.host_str(),
                    "host_kind": r.host().map(|h| h.kind()), "port": r.port(), "port_raw": r.port_str(),
                    "default_port": r.default_port(), "path": r.path(), "query": r.query(), "fragment": r.fragment(),
                });
                for (key, val) in v["components"].as_object().into_iter().flatten() {
                    if &got[key] != val {
                        failures.push(format!("{input:?}: {key} = {} (expected {val})", got[key]));
                    }
                }
            }
            Err(e) if !want_valid => {
                if let Some(off) = v.get("offset").and_then(Value::as_u64) {
                    if e.offset() as u64 != off {
                        failures.push(format!("{input:?}: offset {} (expected {off})", e.offset()));
                    }
                }
                if let Some(rule) = v.get("rule").and_then(Value::as_str) {
                    if !rule.split('|').any(|r| e.rule().to_lowercase().contains(&r.to_lowercase())) {
                        failures.push(format!("{input:?}: rule {} (expected {rule})", e.rule()));
                    }
                }
            }
            got => failures.push(format!("{input:?}: {got:?} (expected {})", v["expect"])),
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    // Each dispute still stands in the shared file (else: settled, remove it).
    assert_eq!(disputed, disputes.len(), "a dispute of disputes.json that rfc3986.json no longer carries");
}

/// Every prefix and every single-character edit of every conformance input
/// parses without panicking to a self-consistent verdict: a valid reference
/// keeps its text in its components; an error points inside the input, on
/// character boundaries, with a rule, a section and a lowercase message
/// without a final period.
#[test]
fn every_prefix_and_single_edit_of_the_conformance_inputs() {
    const REPLACEMENTS: &[char] =
        &['%', '#', '@', ':', '/', '?', '[', ']', '.', ' ', '\0', 'é', '😀', '0', 'f', 'v', 'z', '~', '!'];
    #[track_caller]
    fn one(s: &str) {
        match UriRef::parse(s) {
            Ok(r) => {
                assert_eq!(reassemble(&r), s);
                assert_eq!(Uri::parse(s).is_ok(), !r.is_relative(), "{s:?}");
            }
            Err(e) => {
                let (a, b) = (e.offset(), e.offset() + e.length());
                assert!(b <= s.len() && s.is_char_boundary(a) && s.is_char_boundary(b), "{s:?}: {e:?}");
                let m = e.message();
                let m = m.as_str();
                assert!(!e.rule().is_empty() && !e.section().is_empty() && !e.expected().is_empty(), "{s:?}");
                assert!(
                    !m.ends_with('.') && m.starts_with(|c: char| !c.is_uppercase() || m.starts_with("IP")),
                    "{m:?}"
                );
                assert!(e.to_string().ends_with(&format!("({})", e.citation().as_str())), "{s:?}");
            }
        }
    }
    let mut count = 0;
    let mut buf = String::new();
    for v in vectors() {
        let input = v["input"].as_str().unwrap();
        let bounds: Vec<usize> = input.char_indices().map(|(i, _)| i).chain([input.len()]).collect();
        for w in bounds.windows(2) {
            let (i, j) = (w[0], w[1]);
            one(&input[..i]);
            for &c in REPLACEMENTS {
                buf.clear();
                buf.push_str(&input[..i]);
                buf.push(c);
                buf.push_str(&input[j..]);
                one(&buf);
            }
            buf.clear();
            buf.push_str(&input[..i]);
            buf.push_str(&input[j..]);
            one(&buf);
            count += REPLACEMENTS.len() + 2;
        }
        one(input);
    }
    assert!(count > 100_000, "{count}");
}

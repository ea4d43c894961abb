//! Every kind of `ParseError`, word for word: offset, length, rule, section,
//! expected, message and the full `Display` text as a literal.
//!
//! (The kind for inputs longer than `u32::MAX` bytes is not exercised: it
//! needs a 4 GiB string.)

use crate::helpers;

use helpers::*;
use url_core::{
    FileUrl, FtpUrl, GopherUrl, HttpUrl, MailtoUrl, NewsUrl, NntpUrl, OtherUrl, ParseError, ProsperoUrl, TelnetUrl,
    Url, WaisUrl,
};

/// Parses `input`, which must fail, and checks every field; `display` is the
/// whole `Display` text, citation (and [`URI_NOTE`]) included.
#[track_caller]
fn case(input: &str, offset: usize, length: usize, rule: &str, section: &str, expected: &str, display: &str) {
    typed_case(Url::parse(input), input, offset, length, rule, section, expected, display);
}

/// [`case`] for an input that RFC 1738 rejects but that is a valid RFC 3986
/// URI: `display` is the `Display` text before the [`URI_NOTE`] that must
/// end it.
#[track_caller]
fn case_uri(input: &str, offset: usize, length: usize, rule: &str, section: &str, expected: &str, display: &str) {
    case(input, offset, length, rule, section, expected, &format!("{display}{URI_NOTE}"));
}

/// [`case_uri`] when `uri`, else [`case`].
#[track_caller]
#[allow(clippy::too_many_arguments)]
fn case_if(
    uri: bool,
    input: &str,
    offset: usize,
    length: usize,
    rule: &str,
    section: &str,
    expected: &str,
    display: &str,
) {
    if uri {
        case_uri(input, offset, length, rule, section, expected, display);
    } else {
        case(input, offset, length, rule, section, expected, display);
    }
}

/// As [`case`], for the error of a typed parser.
#[track_caller]
#[allow(clippy::too_many_arguments)]
fn typed_case<T: std::fmt::Debug>(
    result: Result<T, ParseError>,
    input: &str,
    offset: usize,
    length: usize,
    rule: &str,
    section: &str,
    expected: &str,
    display: &str,
) {
    let e = result.expect_err(input);
    let citation = format!(" (RFC 1738 §{section})");
    let (display_core, note) = match display.strip_suffix(URI_NOTE) {
        Some(core) => (core, URI_NOTE),
        None => (display, ""),
    };
    let message =
        display_core.strip_suffix(&citation).unwrap_or_else(|| panic!("{display:?} does not end in {citation:?}"));
    check(&e, input, offset, length, rule, section, expected, &format!("{message}{note}"));
    assert_eq!(e.to_string(), display);
}

// ---------------------------------------------------------------------------
// the URL as a whole and its scheme (§2.1, appendix)
// ---------------------------------------------------------------------------

#[test]
fn wrapper() {
    case(
        "<URL:ftp://host/>",
        0,
        5,
        "url",
        "2.2",
        "the URL without its '<URL:' and '>' wrapper",
        "a URL in angle brackets; write the URL itself, without '<URL:' and '>' around it (RFC 1738 §2.2)",
    );
    case(
        "<ftp://host/>",
        0,
        1,
        "url",
        "2.2",
        "the URL without its '<URL:' and '>' wrapper",
        "a URL in angle brackets; write the URL itself, without '<URL:' and '>' around it (RFC 1738 §2.2)",
    );
}

#[test]
fn empty_scheme() {
    case(":x", 0, 1, "scheme", "2.1", "a scheme name and ':'", "missing scheme before ':' (RFC 1738 §2.1)");
}

#[test]
fn empty_string() {
    case(
        "",
        0,
        0,
        "genericurl",
        "2.1",
        "a scheme name and ':'",
        "empty string; a URL is <scheme>:<scheme-specific-part> (RFC 1738 §2.1)",
    );
}

#[test]
fn missing_colon() {
    case(
        "news",
        4,
        0,
        "genericurl",
        "2.1",
        "a scheme name and ':'",
        "missing ':' after the scheme; a URL is <scheme>:<scheme-specific-part> (RFC 1738 §2.1)",
    );
}

// ---------------------------------------------------------------------------
// unexpected characters
// ---------------------------------------------------------------------------

#[test]
fn unexpected_character_where_escapes_are_not_allowed() {
    // Scheme, host, port, newsgroup name and article number cannot be fixed
    // by escaping: the message says what they take.
    case(
        "a_b:x",
        1,
        1,
        "scheme",
        "2.1",
        SCHEME_CHARS,
        "unexpected character '_' in scheme; expected letters, digits, '+', '-' or '.' and then ':' (RFC 1738 §2.1)",
    );
    case(
        "a b:x",
        1,
        1,
        "scheme",
        "2.1",
        SCHEME_CHARS,
        "space in scheme; expected letters, digits, '+', '-' or '.' and then ':' (RFC 1738 §2.1)",
    );
    case_uri(
        "http://h_st/",
        8,
        1,
        "host",
        "3.1",
        HOST_CHARS,
        "unexpected character '_' in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)",
    );
    case(
        "http://h\u{7f}/",
        8,
        1,
        "host",
        "3.1",
        HOST_CHARS,
        "control character '\\u{7f}' in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)",
    );
    case(
        "http://\u{20ac}/",
        7,
        3,
        "host",
        "3.1",
        HOST_CHARS,
        "non-ASCII character '\u{20ac}' in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)",
    );
    case(
        "http://h:8x/",
        10,
        1,
        "port",
        "3.1",
        "decimal digits",
        "unexpected character 'x' in port; expected decimal digits (RFC 1738 §3.1)",
    );
    case_uri(
        "news:comp/x",
        9,
        1,
        "group",
        "3.6",
        GROUP_CHARS,
        "unexpected character '/' in newsgroup name; \
         expected letters, digits, '-', '.', '+' and '_', starting with a letter (RFC 1738 §3.6)",
    );
    case_uri(
        "nntp://h/comp/x",
        14,
        1,
        "digits",
        "3.7",
        "decimal digits",
        "unexpected character 'x' in article number; expected decimal digits (RFC 1738 §3.7)",
    );
}

#[test]
fn unexpected_unsafe_character() {
    case_uri(
        "http://host/~smith/",
        12,
        1,
        "hsegment",
        "2.2",
        HPATH_CHARS,
        "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2)",
    );
    case(
        "ftp://host/a{b}",
        12,
        1,
        "fsegment",
        "2.2",
        FPATH_CHARS,
        "unexpected character '{' in ftp path; '{' is unsafe and must be written %7B (RFC 1738 §2.2)",
    );
}

#[test]
fn unexpected_reserved_character() {
    let cases = [
        ("ftp://a@b@host/", 7, "user", "3.1", "user name", '@', "%40", false),
        ("ftp://a:b:c@host/", 9, "password", "3.1", "password", ':', "%3A", true),
        ("http://h/a?b?c", 12, "search", "3.3", "http search", '?', "%3F", true),
        ("http://h/a?b/c", 12, "search", "3.3", "http search", '/', "%2F", true),
        ("wais://h/d;b", 10, "database", "3.9", "wais database", ';', "%3B", true),
        ("wais://h/d?a/b", 12, "search", "3.9", "wais search", '/', "%2F", true),
        ("wais://h/d/t?/p", 12, "wtype", "3.9", "wais type", '?', "%3F", true),
        ("wais://h/d/t/p/q", 14, "wpath", "3.9", "wais path", '/', "%2F", true),
        ("file:///a;b", 9, "fsegment", "3.10", "file path", ';', "%3B", true),
        ("prospero://h/x;a/b=c", 16, "fieldname", "3.11", "prospero field name", '/', "%2F", true),
        ("prospero://h/x;a=b=c", 18, "fieldvalue", "3.11", "prospero field value", '=', "%3D", true),
    ];
    for (input, offset, rule, section, name, c, hex, uri) in cases {
        let display = format!(
            "unexpected character '{c}' in {name}; '{c}' is reserved there and must be written {hex} (RFC 1738 §{section})"
        );
        case_if(uri, input, offset, 1, rule, section, takes(rule), &display);
    }
}

#[test]
fn space_control_and_non_ascii_where_escapes_are_allowed() {
    case("http://h/a b", 10, 1, "hsegment", "2.2", HPATH_CHARS, "space in http path; write it as %20 (RFC 1738 §2.2)");
    case(
        "http://h/a\nb",
        10,
        1,
        "hsegment",
        "2.2",
        HPATH_CHARS,
        "control character '\\n' in http path; write it as %0A (RFC 1738 §2.2)",
    );
    case(
        "http://h/a\u{0}b",
        10,
        1,
        "hsegment",
        "2.2",
        HPATH_CHARS,
        "control character '\\0' in http path; write it as %00 (RFC 1738 §2.2)",
    );
    case(
        "http://h/\u{fc}",
        9,
        2,
        "hsegment",
        "2.2",
        HPATH_CHARS,
        "non-ASCII character '\u{fc}' in http path; octets 80-FF must be percent-encoded, here as %C3%BC (RFC 1738 §2.2)",
    );
}

#[test]
fn second_hash() {
    case(
        "http://h/#a#b",
        11,
        1,
        "fragmentid",
        "2.2",
        XCHARS,
        "second '#' in fragment; write it as %23 (RFC 1738 §2.2)",
    );
}

// ---------------------------------------------------------------------------
// escapes (§2.2): the message names the component, the rule is its production
// ---------------------------------------------------------------------------

#[test]
fn bad_escape_in_every_component() {
    let cases = [
        ("ftp://%zz@h/", 6, "user", "user name"),
        ("ftp://u:%zz@h/", 8, "password", "password"),
        ("ftp://h/%zz", 8, "fsegment", "ftp path"),
        ("http://h/%zz", 9, "hsegment", "http path"),
        ("http://h/?%zz", 10, "search", "http search"),
        ("gopher://h/%zz", 11, "gtype", "gopher type"),
        ("gopher://h/1%zz", 12, "selector", "gopher selector"),
        ("gopher://h/1%09%zz", 15, "gopherurl", "gopher search"),
        ("gopher://h/1%09%09%zz", 18, "gopher+_string", "gopher+ string"),
        ("mailto:%zz@h", 7, "encoded822addr", "mailto address"),
        ("news:a%zz@h", 6, "article", "message-id"),
        ("wais://h/%zz", 9, "database", "wais database"),
        ("wais://h/d?%zz", 11, "search", "wais search"),
        ("wais://h/d/%zz/p", 11, "wtype", "wais type"),
        ("wais://h/d/t/%zz", 13, "wpath", "wais path"),
        ("file:///%zz", 8, "fsegment", "file path"),
        ("prospero://h/%zz", 13, "psegment", "prospero name"),
        ("prospero://h/x;%zz=v", 15, "fieldname", "prospero field name"),
        ("prospero://h/x;n=%zz", 17, "fieldvalue", "prospero field value"),
        ("x-y:%zz", 4, "schemepart", "scheme-specific part"),
        ("x-y:#%zz", 5, "fragmentid", "fragment"),
    ];
    for (input, offset, rule, name) in cases {
        let display =
            format!("'%' not followed by two hex digits in {name}; write a literal '%' as %25 (RFC 1738 §2.2)");
        case(input, offset, 3, rule, "2.2", takes(rule), &display);
    }
}

// ---------------------------------------------------------------------------
// ip-schemepart (§3.1)
// ---------------------------------------------------------------------------

#[test]
fn missing_slashes() {
    let cases = [
        ("ftp:x", 4, "ftpurl", "3.2", "ftp", "ftp://", true),
        ("http:x", 5, "httpurl", "3.3", "http", "http://", false),
        ("gopher:x", 7, "gopherurl", "3.4", "gopher", "gopher://", true),
        ("nntp:x", 5, "nntpurl", "3.7", "nntp", "nntp://", true),
        ("telnet:x", 7, "telneturl", "3.8", "telnet", "telnet://", true),
        ("wais:x", 5, "waisurl", "3.9", "wais", "wais://", true),
        // RFC 8089 §2: `file:x` and `file:` are not file URIs (local-path
        // is a path-absolute), `file:/x` is.
        ("file:x", 5, "fileurl", "3.10", "file", "file://", false),
        ("prospero:x", 9, "prosperourl", "3.11", "prospero", "prospero://", true),
    ];
    // `uri`: RFC 3986 takes all three forms (but http needs an authority).
    for (input, offset, rule, section, name, prefix, uri) in cases {
        let display = format!("{name} URLs start with '{prefix}' (RFC 1738 §{section})");
        case_if(uri, input, offset, 1, rule, section, prefix, &display);
        // Nothing at all after the colon, or a single slash: zero-length.
        let bare = &input[..input.len() - 1];
        case_if(uri, bare, offset, 0, rule, section, prefix, &display);
        let one = format!("{bare}/x");
        case_if(uri || name == "file", &one, offset + 1, 0, rule, section, prefix, &display);
    }
}

#[test]
fn missing_host() {
    case_uri("ftp:///x", 6, 0, "host", "3.1", "a host name or IPv4 address", "missing host (RFC 1738 §3.1)");
}

#[test]
fn host_name_errors() {
    let labels = "labels of letters, digits and inner '-', joined by '.'";
    case_uri("http://a..b/", 9, 1, "domainlabel", "3.1", labels, "empty label in host name (RFC 1738 §3.1)");
    case_uri(
        "http://a.b./",
        10,
        1,
        "domainlabel",
        "3.1",
        labels,
        "host name ends with '.'; RFC 1738 host names take no final dot (RFC 1738 §3.1)",
    );
    case_uri("http://-a/", 7, 1, "domainlabel", "3.1", labels, "host name label starts with '-' (RFC 1738 §3.1)");
    case_uri("http://a-/", 8, 1, "domainlabel", "3.1", labels, "host name label ends with '-' (RFC 1738 §3.1)");
    case_uri(
        &format!("http://{}/", "x".repeat(64)),
        7,
        64,
        "domainlabel",
        "3.1",
        "labels of at most 63 characters",
        "host name label longer than 63 characters (RFC 1738 §3.1)",
    );
    let long = format!("{}.{}.{}.{}.x", "a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(62));
    case_uri(
        &format!("http://{long}/"),
        7,
        256,
        "hostname",
        "3.1",
        "a host name of at most 255 characters",
        "host name longer than 255 characters (RFC 1738 §3.1)",
    );
    case_uri(
        "http://a.b.9c/",
        11,
        2,
        "toplabel",
        "3.1",
        "a host name whose last label starts with a letter, or four decimal groups",
        "last label of host name starts with a digit; a host is a name whose last label starts with a letter, \
         or an IPv4 address of four decimal groups (RFC 1738 §3.1)",
    );
    case_uri(
        "http://1.2.3.300/",
        13,
        3,
        "hostnumber",
        "3.1",
        "IPv4 groups from 0 to 255",
        "IPv4 address group larger than 255 (RFC 1738 §3.1)",
    );
}

#[test]
fn port_errors() {
    case_uri(
        "http://h:/",
        8,
        1,
        "port",
        "3.1",
        "digits after ':', or no ':'",
        "empty port; when there is no port, omit the ':' as well (RFC 1738 §3.1)",
    );
    case(
        "http://h:65536/",
        9,
        5,
        "port",
        "3.1",
        "a port from 0 to 65535",
        "port number larger than 65535 (RFC 1738 §3.1)",
    );
}

#[test]
fn login_not_allowed() {
    let cases = [
        ("http://u@h/", 7, "httpurl", "3.3", "http", false),
        ("gopher://u@h/", 9, "gopherurl", "3.4", "gopher", true),
        ("nntp://u@h/g", 7, "nntpurl", "3.7", "nntp", true),
        ("wais://u@h/d", 7, "waisurl", "3.9", "wais", true),
        // RFC 8089 §2: a file URI takes no userinfo either.
        ("file://u@h/x", 7, "fileurl", "3.10", "file", false),
        ("prospero://u@h/x", 11, "prosperourl", "3.11", "prospero", true),
    ];
    // `uri`: RFC 3986 takes a userinfo but in http (RFC 9110 §4.2.4).
    for (input, offset, rule, section, name, uri) in cases {
        let display = format!("{name} URLs take no user name or password (RFC 1738 §{section})");
        case_if(uri, input, offset, 2, rule, section, "a host without user name or password", &display);
    }
}

#[test]
fn port_not_allowed() {
    // RFC 8089 §2: a file URI takes no port either.
    case("file://h:21/x", 8, 3, "fileurl", "3.10", "a host without port", "file URLs take no port (RFC 1738 §3.10)");
}

#[test]
fn missing_path() {
    case_uri(
        "nntp://h",
        8,
        0,
        "nntpurl",
        "3.7",
        "'/<newsgroup>'",
        "nntp URLs need '/<newsgroup>' after the host (RFC 1738 §3.7)",
    );
    case_uri(
        "wais://h",
        8,
        0,
        "waisurl",
        "3.9",
        "'/<database>'",
        "wais URLs need '/<database>' after the host (RFC 1738 §3.9)",
    );
    // RFC 8089 §2 (auth-path): not a URI either.
    case("file://h", 8, 0, "fileurl", "3.10", "'/'", "file URLs need '/' after the host (RFC 1738 §3.10)");
    case_uri(
        "prospero://h",
        12,
        0,
        "prosperourl",
        "3.11",
        "'/<hsoname>'",
        "prospero URLs need '/<hsoname>' after the host (RFC 1738 §3.11)",
    );
}

// ---------------------------------------------------------------------------
// per-scheme rules (§3.2 - §3.11)
// ---------------------------------------------------------------------------

#[test]
fn search_without_path() {
    case_uri(
        "http://h?q",
        8,
        1,
        "httpurl",
        "3.3",
        "'/' before the '?'",
        "'?' right after the host; an http search follows a path: write '/?' (RFC 1738 §3.3)",
    );
}

#[test]
fn ftp_param() {
    case_uri(
        "ftp://h/a;b",
        9,
        1,
        "fpath",
        "3.2.2",
        "';type=a', ';type=i' or ';type=d' at the end of the path",
        "unexpected ';' in ftp path; ';' is reserved and must be written %3B \
         (only ';type=a', ';type=i' or ';type=d' may end the path) (RFC 1738 §3.2.2)",
    );
}

#[test]
fn ftp_typecode() {
    case_uri(
        "ftp://h/a;type=x",
        15,
        1,
        "ftptype",
        "3.2.2",
        "'a', 'i' or 'd'",
        "invalid ftp typecode 'x'; expected 'a', 'i' or 'd' (either case) (RFC 1738 §3.2.2)",
    );
    case_uri(
        "ftp://h/a;type=",
        15,
        0,
        "ftptype",
        "3.2.2",
        "'a', 'i' or 'd'",
        "missing ftp typecode after ';type='; expected 'a', 'i' or 'd' (RFC 1738 §3.2.2)",
    );
}

#[test]
fn trailing_text() {
    case_uri(
        "ftp://h/a;type=ax",
        16,
        1,
        "ftptype",
        "3.2.2",
        TRAILING,
        "unexpected character 'x' after the ftp typecode; ';type=<code>' ends the URL (RFC 1738 §3.2.2)",
    );
    case_uri(
        "telnet://h/x",
        11,
        1,
        "telneturl",
        "3.8",
        TRAILING,
        "unexpected character 'x' in telnet URL; telnet URLs end after the host, port and an optional '/' (RFC 1738 §3.8)",
    );
    case_uri(
        "news:*x",
        6,
        1,
        "group",
        "3.6",
        TRAILING,
        "unexpected character 'x' after 'news:*'; '*' stands alone (RFC 1738 §3.6)",
    );
}

#[test]
fn gopher_cr_lf() {
    case_uri(
        "gopher://h/0a%0Db",
        13,
        3,
        "selector",
        "3.4.1",
        "a selector without CR or LF",
        "encoded CR or LF in gopher selector; gopher selectors cannot contain %0D or %0A (RFC 1738 §3.4.1)",
    );
}

#[test]
fn mailto_errors() {
    let addr = "an RFC 822 addr-spec: local-part@domain";
    case_uri(
        "mailto:",
        7,
        0,
        "encoded822addr",
        "3.5",
        addr,
        "empty mailto address; expected local-part@domain (RFC 1738 §3.5)",
    );
    case(
        "mailto:joe",
        7,
        3,
        "addr-spec",
        "3.5",
        addr,
        "mailto address has no '@'; expected an RFC 822 addr-spec local-part@domain (RFC 1738 §3.5)",
    );
    let local = "an RFC 822 atom or quoted-string";
    case(
        "mailto:a,b@c",
        8,
        1,
        "local-part",
        "3.5",
        local,
        "unexpected character ',' in mailto local part; expected an RFC 822 atom or quoted-string (RFC 1738 §3.5)",
    );
    case(
        "mailto:a%20b@c",
        8,
        3,
        "local-part",
        "3.5",
        local,
        "space in mailto local part; RFC 822 allows it only inside a quoted-string (RFC 1738 §3.5)",
    );
    case(
        "mailto:a%00b@c",
        8,
        3,
        "local-part",
        "3.5",
        local,
        "control character '\\0' in mailto local part; RFC 822 allows it only inside a quoted-string (RFC 1738 §3.5)",
    );
    // No valid RFC 3986 URI either (RFC 6068 takes well-formed UTF-8 only,
    // RFC 6532 §3.1), so no note pointing to `uri!`.
    case(
        "mailto:a%80b@c",
        8,
        3,
        "local-part",
        "3.5",
        local,
        "octet %80 in mailto local part is not ASCII; RFC 822 addresses are ASCII (RFC 1738 §3.5)",
    );
    let domain = "an RFC 822 atom or domain-literal";
    case(
        "mailto:a@b@c",
        10,
        1,
        "domain",
        "3.5",
        domain,
        "unexpected character '@' in mailto domain; expected an RFC 822 atom or domain-literal (RFC 1738 §3.5)",
    );
    case(
        "mailto:a..b@c",
        9,
        1,
        "local-part",
        "3.5",
        "a word on each side of '.'",
        "empty word in mailto local part (RFC 1738 §3.5)",
    );
    case(
        "mailto:a@b..c",
        11,
        1,
        "domain",
        "3.5",
        "a sub-domain on each side of '.'",
        "empty sub-domain in mailto domain (RFC 1738 §3.5)",
    );
    case(
        "mailto:%22a@b",
        7,
        3,
        "local-part",
        "3.5",
        "'\"' closing the quoted-string",
        "unterminated quoted-string in mailto local part; expected '\"' (RFC 1738 §3.5)",
    );
    case(
        "mailto:a@%5Bb",
        9,
        3,
        "domain",
        "3.5",
        "']' closing the domain-literal",
        "unterminated domain-literal in mailto domain; expected ']' (RFC 1738 §3.5)",
    );
}

#[test]
fn news_errors() {
    let grouppart = "a newsgroup name, a message-id with '@', or '*'";
    case_uri(
        "news:",
        5,
        0,
        "grouppart",
        "3.6",
        grouppart,
        "empty news URL; expected a newsgroup name, a message-id or '*' (RFC 1738 §3.6)",
    );
    case_uri(
        "news:9lives",
        5,
        1,
        "group",
        "3.6",
        grouppart,
        "newsgroup name starts with '9'; a newsgroup name starts with a letter, \
         and a message-id has an '@' (RFC 1738 §3.6)",
    );
    case_uri(
        "news:@h",
        5,
        1,
        "article",
        "3.6",
        "a message-id before the '@'",
        "empty message-id before '@' (RFC 1738 §3.6)",
    );
}

#[test]
fn nntp_errors() {
    case_uri(
        "nntp://h/9lives",
        9,
        1,
        "group",
        "3.7",
        "a newsgroup name, starting with a letter",
        "newsgroup name starts with '9'; a newsgroup name starts with a letter (RFC 1738 §3.7)",
    );
    case_uri(
        "nntp://h/g/",
        10,
        1,
        "digits",
        "3.7",
        "an article number after the '/'",
        "empty article number after '/'; write digits or drop the '/' (RFC 1738 §3.7)",
    );
    case_uri(
        "nntp://h/g/18446744073709551616",
        11,
        20,
        "digits",
        "3.7",
        "an article number below 2^64",
        "article number larger than 18446744073709551615 (RFC 1738 §3.7)",
    );
}

#[test]
fn wais_missing_wpath() {
    case_uri(
        "wais://h/d/t",
        12,
        0,
        "waisdoc",
        "3.9",
        "'/<wpath>' after the wais type",
        "wais document URL without '/<wpath>' after the type (RFC 1738 §3.9)",
    );
}

#[test]
fn prospero_field_without_equals() {
    case_uri(
        "prospero://h/x;f",
        14,
        2,
        "fieldspec",
        "3.11",
        "';name=value'",
        "prospero field without '='; fields are ';name=value' (RFC 1738 §3.11)",
    );
}

// ---------------------------------------------------------------------------
// typed parsers
// ---------------------------------------------------------------------------

#[test]
fn wrong_scheme_names_both_schemes() {
    typed_case(
        FtpUrl::parse("http://h/"),
        "http://h/",
        0,
        4,
        "ftpurl",
        "3.2",
        "ftp://",
        "expected an ftp URL, found an http URL (RFC 1738 §3.2)",
    );
    typed_case(
        HttpUrl::parse("ftp://h/"),
        "ftp://h/",
        0,
        3,
        "httpurl",
        "3.3",
        "http:// or https://",
        "expected an http or https URL, found an ftp URL (RFC 1738 §3.3)",
    );
    typed_case(
        GopherUrl::parse("news:*"),
        "news:*",
        0,
        4,
        "gopherurl",
        "3.4",
        "gopher://",
        "expected a gopher URL, found a news URL (RFC 1738 §3.4)",
    );
    typed_case(
        MailtoUrl::parse("telnet://h"),
        "telnet://h",
        0,
        6,
        "mailtourl",
        "3.5",
        "mailto:",
        "expected a mailto URL, found a telnet URL (RFC 1738 §3.5)",
    );
    typed_case(
        NewsUrl::parse("nntp://h/g"),
        "nntp://h/g",
        0,
        4,
        "newsurl",
        "3.6",
        "news:",
        "expected a news URL, found an nntp URL (RFC 1738 §3.6)",
    );
    typed_case(
        NntpUrl::parse("news:g"),
        "news:g",
        0,
        4,
        "nntpurl",
        "3.7",
        "nntp://",
        "expected an nntp URL, found a news URL (RFC 1738 §3.7)",
    );
    typed_case(
        TelnetUrl::parse("gopher://h"),
        "gopher://h",
        0,
        6,
        "telneturl",
        "3.8",
        "telnet://",
        "expected a telnet URL, found a gopher URL (RFC 1738 §3.8)",
    );
    typed_case(
        WaisUrl::parse("prospero://h/x"),
        "prospero://h/x",
        0,
        8,
        "waisurl",
        "3.9",
        "wais://",
        "expected a wais URL, found a prospero URL (RFC 1738 §3.9)",
    );
    typed_case(
        FileUrl::parse("mailto:a@b"),
        "mailto:a@b",
        0,
        6,
        "fileurl",
        "3.10",
        "file://",
        "expected a file URL, found a mailto URL (RFC 1738 §3.10)",
    );
    typed_case(
        ProsperoUrl::parse("wais://h/d"),
        "wais://h/d",
        0,
        4,
        "prosperourl",
        "3.11",
        "prospero://",
        "expected a prospero URL, found a wais URL (RFC 1738 §3.11)",
    );
    typed_case(
        OtherUrl::parse("file:///x"),
        "file:///x",
        0,
        4,
        "otherurl",
        "4",
        "<scheme>:",
        "expected a URL of a scheme RFC 1738 does not define, found a file URL (RFC 1738 §4)",
    );
    typed_case(
        FtpUrl::parse("sftp://h/"),
        "sftp://h/",
        0,
        4,
        "ftpurl",
        "3.2",
        "ftp://",
        "expected an ftp URL, found a URL of a scheme RFC 1738 does not define (RFC 1738 §3.2)",
    );
}

#[test]
fn wrong_scheme_comes_before_other_errors() {
    // A typed parser names the scheme mismatch even when the URL is invalid.
    typed_case(
        FtpUrl::parse("http://user@h/~x"),
        "http://user@h/~x",
        0,
        4,
        "ftpurl",
        "3.2",
        "ftp://",
        "expected an ftp URL, found an http URL (RFC 1738 §3.2)",
    );
    // With its own scheme, it gives the parser's error.
    typed_case(
        HttpUrl::parse("HTTP://user@h/"),
        "HTTP://user@h/",
        7,
        5,
        "httpurl",
        "3.3",
        "a host without user name or password",
        "http URLs take no user name or password (RFC 1738 §3.3)",
    );
    // No scheme at all: the generic errors.
    typed_case(
        FtpUrl::parse("<URL:ftp://h/>"),
        "<URL:ftp://h/>",
        0,
        5,
        "url",
        "2.2",
        "the URL without its '<URL:' and '>' wrapper",
        "a URL in angle brackets; write the URL itself, without '<URL:' and '>' around it (RFC 1738 §2.2)",
    );
    typed_case(
        FtpUrl::parse("ftp"),
        "ftp",
        3,
        0,
        "genericurl",
        "2.1",
        "a scheme name and ':'",
        "missing ':' after the scheme; a URL is <scheme>:<scheme-specific-part> (RFC 1738 §2.1)",
    );
}

#[test]
fn message_and_display_agree() {
    for input in ["", ":", "http://u@h/", "ftp://h/;type=q", "mailto:", "news:", "nntp://h", "wais://h/d/t", "x:%"] {
        let e = Url::parse(input).unwrap_err();
        let message = e.message().to_string();
        let (core, note) = match message.strip_suffix(URI_NOTE) {
            Some(core) => (core, URI_NOTE),
            None => (message.as_str(), ""),
        };
        assert_eq!(e.input_is_uri(), !note.is_empty(), "{input:?}");
        assert_eq!(e.to_string(), format!("{core} (RFC 1738 §{}){note}", e.section()), "{input:?}");
        assert!(!e.message().to_string().is_empty());
        assert!(!e.expected().is_empty());
        assert!(!e.rule().is_empty());
        assert_eq!(e.span(), e.offset()..e.offset() + e.length());
    }
}

// ---------------------------------------------------------------------------
// the note on a valid RFC 3986 URI (`ParseError::input_is_uri`)
// ---------------------------------------------------------------------------

#[test]
fn valid_rfc3986_uris_are_named_as_such() {
    let tilde = "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2)";
    case_uri("http://host/~smith/", 12, 1, "hsegment", "2.2", HPATH_CHARS, tilde);
    typed_case(
        HttpUrl::parse("http://host/~smith/"),
        "http://host/~smith/",
        12,
        1,
        "hsegment",
        "2.2",
        HPATH_CHARS,
        &format!("{tilde}{URI_NOTE}"),
    );
    case_uri(
        "http://[::1]:8080/",
        7,
        1,
        "host",
        "3.1",
        HOST_CHARS,
        "unexpected character '[' in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)",
    );
    case_uri(
        "http://h/?a=/b",
        12,
        1,
        "search",
        "3.3",
        SEARCH_CHARS,
        "unexpected character '/' in http search; '/' is reserved there and must be written %2F (RFC 1738 §3.3)",
    );
    // https has http's form (RFC 2818 §2.4): the path rule of §3.3 applies.
    case_uri(
        "https://example.com/~me/?next=/home",
        20,
        1,
        "hsegment",
        "2.2",
        HPATH_CHARS,
        "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2)",
    );
    typed_case(
        FtpUrl::parse("ftp://h/~x"),
        "ftp://h/~x",
        8,
        1,
        "fsegment",
        "2.2",
        FPATH_CHARS,
        "unexpected character '~' in ftp path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); \
         the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    );
    // The message (as explain's JSON gives it) ends with the note too.
    let e = Url::parse("http://h/?a=/b").unwrap_err();
    assert!(e.input_is_uri());
    assert_eq!(
        e.message().as_str(),
        "unexpected character '/' in http search; '/' is reserved there and must be written %2F; \
         the text is a valid RFC 3986 URI: use uri! or Uri::parse"
    );
    // The owned parser carries it.
    let owned = url_core::UrlBuf::parse("http://h/?a=/b".to_owned()).unwrap_err();
    assert_eq!(owned, e);
}

#[test]
fn no_note_when_rfc3986_rejects_it_too() {
    // A space is not in RFC 3986 either.
    typed_case(
        FtpUrl::parse("ftp://h/a b"),
        "ftp://h/a b",
        9,
        1,
        "fsegment",
        "2.2",
        FPATH_CHARS,
        "space in ftp path; write it as %20 (RFC 1738 §2.2)",
    );
    // RFC 3986's https rules take no userinfo (RFC 9110 §4.2.4).
    case(
        "https://user@example.com/~x",
        8,
        5,
        "httpurl",
        "3.3",
        "a host without user name or password",
        "https URLs take no user name or password (RFC 1738 §3.3)",
    );
    assert_eq!(url_core::Uri::parse("https://user@example.com/~x").unwrap_err().rule(), "userinfo");
    // A typed parser given a URL of another scheme: the error is not the
    // grammar's, and says nothing of RFC 3986 (the text is a valid URI).
    typed_case(
        HttpUrl::parse("ftp://h/~x"),
        "ftp://h/~x",
        0,
        3,
        "httpurl",
        "3.3",
        "http:// or https://",
        "expected an http or https URL, found an ftp URL (RFC 1738 §3.3)",
    );
    assert!(url_core::Uri::parse("ftp://h/~x").is_ok());
    // The errors of the RFC 3986 parsers themselves carry no note.
    let e = url_core::Uri::parse("http://h/a b").unwrap_err();
    assert!(!e.input_is_uri());
    assert_eq!(e.to_string(), "space in path; write it as %20 (RFC 3986 §3.3)");
}

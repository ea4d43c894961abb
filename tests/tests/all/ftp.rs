//! `ftpurl` (RFC 1738 §3.2, §5).
//!
//! ```text
//! ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
//! fpath    = fsegment *[ "/" fsegment ]
//! fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//! ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
//! ```

use crate::helpers;

use helpers::*;
use url_core::{Details, FtpType, FtpUrl, Host, Scheme, Url};

/// Everything an ftp URL tells, for one `assert_eq!`.
#[derive(Debug, PartialEq)]
struct Ftp<'a> {
    user: Option<&'a str>,
    password: Option<&'a str>,
    host: Host<'a>,
    port: Option<u16>,
    path: Option<&'a str>,
    cwd: Vec<&'a str>,
    name: Option<&'a str>,
    typecode: Option<FtpType>,
    fragment: Option<&'a str>,
}

/// Parses an ftp URL that must be valid, through `Url::parse` and
/// `FtpUrl::parse`, and returns its view.
#[track_caller]
fn ftp(input: &str) -> FtpUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::Ftp);
    let Details::Ftp(view) = url.details() else { panic!("{input:?} is not seen as ftp") };
    assert_eq!(FtpUrl::parse(input), Ok(view));
    assert_eq!(FtpUrl::from_url(url), Ok(view));
    assert_eq!(FtpUrl::try_from(input), Ok(view));
    assert_eq!(view.as_url(), url);
    assert_eq!(view.as_str(), input);
    assert_eq!(view.to_string(), input);
    view
}

#[track_caller]
fn parts(input: &str) -> Ftp<'_> {
    let f = ftp(input);
    let url: Url<'_> = f.into();
    // The generic accessors agree with the view's.
    assert_eq!(url.user(), f.user());
    assert_eq!(url.password(), f.password());
    assert_eq!(url.host(), Some(f.host()));
    assert_eq!(url.port(), f.port());
    assert_eq!(url.url_path(), f.path());
    assert_eq!(f.port_or_default(), f.port().unwrap_or(21));
    assert_eq!(
        f.typecode_str().map(|t| t.to_ascii_lowercase().chars().next().unwrap()),
        f.typecode().map(|t| t.as_char())
    );
    Ftp {
        user: f.user(),
        password: f.password(),
        host: f.host(),
        port: f.port(),
        path: f.path(),
        cwd: f.cwd().collect(),
        name: f.name(),
        typecode: f.typecode(),
        fragment: f.fragment(),
    }
}

fn plain<'a>(host: &'a str, cwd: Vec<&'a str>, name: Option<&'a str>, path: Option<&'a str>) -> Ftp<'a> {
    Ftp {
        user: None,
        password: None,
        host: Host::Name(host),
        port: None,
        path,
        cwd,
        name,
        typecode: None,
        fragment: None,
    }
}

// ---------------------------------------------------------------------------
// §3.2.2 examples
// ---------------------------------------------------------------------------

#[test]
fn spec_encoded_slash_is_one_cwd_to_the_root() {
    // "CWD /etc" and then "RETR motd".
    assert_eq!(
        parts("ftp://myname@host.dom/%2Fetc/motd"),
        Ftp { user: Some("myname"), ..plain("host.dom", vec!["%2Fetc"], Some("motd"), Some("%2Fetc/motd")) }
    );
}

#[test]
fn spec_relative_cwd() {
    // "CWD etc" and then "RETR motd".
    assert_eq!(
        parts("ftp://myname@host.dom/etc/motd"),
        Ftp { user: Some("myname"), ..plain("host.dom", vec!["etc"], Some("motd"), Some("etc/motd")) }
    );
}

#[test]
fn spec_double_slash_is_an_empty_cwd() {
    // "CWD " with a null argument, then "CWD etc", and then "RETR motd".
    assert_eq!(
        parts("ftp://myname@host.dom//etc/motd"),
        Ftp { user: Some("myname"), ..plain("host.dom", vec!["", "etc"], Some("motd"), Some("/etc/motd")) }
    );
}

#[test]
fn spec_empty_user_no_user_empty_password() {
    assert_eq!(parts("ftp://@host.com/"), Ftp { user: Some(""), ..plain("host.com", vec![], Some(""), Some("")) });
    assert_eq!(parts("ftp://host.com/"), plain("host.com", vec![], Some(""), Some("")));
    assert_eq!(
        parts("ftp://foo:@host.com/"),
        Ftp { user: Some("foo"), password: Some(""), ..plain("host.com", vec![], Some(""), Some("")) }
    );
}

#[test]
fn spec_appendix_and_reference_urls() {
    assert_eq!(
        parts("ftp://info.cern.ch/pub/www/doc;type=d"),
        Ftp {
            typecode: Some(FtpType::Directory),
            ..plain("info.cern.ch", vec!["pub", "www"], Some("doc"), Some("pub/www/doc;type=d"))
        }
    );
    assert_eq!(parts("ftp://ds.internic.net/rfc"), plain("ds.internic.net", vec![], Some("rfc"), Some("rfc")));
    assert_eq!(
        parts("ftp://ds.internic.net/rfc/rfc1436.txt;type=a"),
        Ftp {
            typecode: Some(FtpType::Ascii),
            ..plain("ds.internic.net", vec!["rfc"], Some("rfc1436.txt"), Some("rfc/rfc1436.txt;type=a"))
        }
    );
    assert_eq!(
        parts("ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt"),
        plain(
            "boombox.micro.umn.edu",
            vec!["pub", "gopher", "gopher_protocol", "Gopher+"],
            Some("Gopher+.txt"),
            Some("pub/gopher/gopher_protocol/Gopher+/Gopher+.txt"),
        )
    );
    assert_eq!(
        parts("ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z"),
        plain("info.cern.ch", vec!["pub", "www", "doc"], Some("http-spec.txt.Z"), Some("pub/www/doc/http-spec.txt.Z"),)
    );
    assert_eq!(
        parts("ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z"),
        plain(
            "prospero.isi.edu",
            vec!["pub", "prospero", "doc"],
            Some("prospero-protocol.PS.Z"),
            Some("pub/prospero/doc/prospero-protocol.PS.Z"),
        )
    );
    assert_eq!(
        parts("ftp://quake.think.com/pub/wais/doc/protspec.txt"),
        plain("quake.think.com", vec!["pub", "wais", "doc"], Some("protspec.txt"), Some("pub/wais/doc/protspec.txt"))
    );
}

// ---------------------------------------------------------------------------
// login, host and port
// ---------------------------------------------------------------------------

#[test]
fn full_login() {
    assert_eq!(
        parts("ftp://u:p@h:2121/a/b;type=I#x"),
        Ftp {
            user: Some("u"),
            password: Some("p"),
            host: Host::Name("h"),
            port: Some(2121),
            path: Some("a/b;type=I"),
            cwd: vec!["a"],
            name: Some("b"),
            typecode: Some(FtpType::Image),
            fragment: Some("x"),
        }
    );
    let f = ftp("ftp://anonymous:joe%40example.org@10.1.2.3:21/");
    assert_eq!(f.user(), Some("anonymous"));
    assert_eq!(f.password(), Some("joe%40example.org"));
    assert_eq!(f.host(), Host::Ipv4([10, 1, 2, 3]));
    assert_eq!((f.port(), f.port_or_default()), (Some(21), 21));
    let f = ftp("ftp://host");
    assert_eq!((f.port(), f.port_or_default()), (None, 21));
}

#[test]
fn the_path_may_be_omitted() {
    // "The whole url-path may be omitted, including the "/" delimiting it".
    assert_eq!(parts("ftp://host"), plain("host", vec![], None, None));
    assert_eq!(parts("ftp://host:21"), Ftp { port: Some(21), ..plain("host", vec![], None, None) });
    assert_eq!(parts("ftp://host#f"), Ftp { fragment: Some("f"), ..plain("host", vec![], None, None) });
    assert_eq!(parts("ftp://user@host"), Ftp { user: Some("user"), ..plain("host", vec![], None, None) });
}

// ---------------------------------------------------------------------------
// fpath: cwd and name
// ---------------------------------------------------------------------------

#[test]
fn cwd_and_name() {
    assert_eq!(parts("ftp://h/"), plain("h", vec![], Some(""), Some("")));
    assert_eq!(parts("ftp://h/file"), plain("h", vec![], Some("file"), Some("file")));
    assert_eq!(parts("ftp://h/a/b/"), plain("h", vec!["a", "b"], Some(""), Some("a/b/")));
    assert_eq!(parts("ftp://h//"), plain("h", vec![""], Some(""), Some("/")));
    assert_eq!(parts("ftp://h///x"), plain("h", vec!["", ""], Some("x"), Some("//x")));
    assert_eq!(
        parts("ftp://h/pub//a%2Fb/file"),
        plain("h", vec!["pub", "", "a%2Fb"], Some("file"), Some("pub//a%2Fb/file"))
    );
    // fsegment takes "?", ":", "@", "&", "=" unencoded.
    assert_eq!(parts("ftp://h/a?b:c@d&e=f/g"), plain("h", vec!["a?b:c@d&e=f"], Some("g"), Some("a?b:c@d&e=f/g")));
    // An encoded ';' is data, not a typecode.
    assert_eq!(parts("ftp://h/%3Btype=a"), plain("h", vec![], Some("%3Btype=a"), Some("%3Btype=a")));
    assert_eq!(parts("ftp://h/a%3bb"), plain("h", vec![], Some("a%3bb"), Some("a%3bb")));
}

#[test]
fn segments_iterator() {
    let f = ftp("ftp://h/a/b/c/d");
    let mut cwd = f.cwd();
    assert_eq!(cwd.next(), Some("a"));
    assert_eq!(cwd.next(), Some("b"));
    assert_eq!(cwd.next(), Some("c"));
    assert_eq!(cwd.next(), None);
    assert_eq!(cwd.next(), None);
    assert_eq!(ftp("ftp://h").cwd().count(), 0);
    assert_eq!(ftp("ftp://h/").cwd().count(), 0);
}

// ---------------------------------------------------------------------------
// ;type= (§3.2.2, §3.2.3)
// ---------------------------------------------------------------------------

#[test]
fn typecodes_in_all_six_cases() {
    let cases = [
        ("a", FtpType::Ascii),
        ("A", FtpType::Ascii),
        ("i", FtpType::Image),
        ("I", FtpType::Image),
        ("d", FtpType::Directory),
        ("D", FtpType::Directory),
    ];
    for (code, ty) in cases {
        let input = format!("ftp://h/dir/f;type={code}");
        let f = ftp(&input);
        assert_eq!(f.typecode(), Some(ty), "{input}");
        assert_eq!(f.typecode_str(), Some(code), "{input}");
        assert_eq!(f.name(), Some("f"), "{input}");
        assert_eq!(f.cwd().collect::<Vec<_>>(), ["dir"], "{input}");
        assert_eq!(f.path(), Some(&input[8..]), "{input}");
        let input = format!("ftp://h/;type={code}#frag");
        let f = ftp(&input);
        assert_eq!((f.typecode(), f.name(), f.fragment()), (Some(ty), Some(""), Some("frag")), "{input}");
    }
    assert_eq!(FtpType::Ascii.as_char(), 'a');
    assert_eq!(FtpType::Image.as_char(), 'i');
    assert_eq!(FtpType::Directory.as_char(), 'd');
    assert_eq!(
        parts("ftp://host/pub/;type=D"),
        Ftp { typecode: Some(FtpType::Directory), ..plain("host", vec!["pub"], Some(""), Some("pub/;type=D")) }
    );
    let f = ftp("ftp://h/f");
    assert_eq!((f.typecode(), f.typecode_str()), (None, None));
}

#[test]
fn bad_typecodes() {
    let exp = "'a', 'i' or 'd'";
    let invalid = |c: &str| format!("invalid ftp typecode '{c}'; expected 'a', 'i' or 'd' (either case)");
    err_uri("ftp://host/f;type=x", 18, 1, "ftptype", "3.2.2", exp, &invalid("x"));
    err_uri("ftp://host/f;type=b", 18, 1, "ftptype", "3.2.2", exp, &invalid("b"));
    err_uri("ftp://host/f;type=1", 18, 1, "ftptype", "3.2.2", exp, &invalid("1"));
    err_uri("ftp://host/f;type=/", 18, 1, "ftptype", "3.2.2", exp, &invalid("/"));
    err_uri("ftp://host/f;type=%61", 18, 1, "ftptype", "3.2.2", exp, &invalid("%"));
    err("ftp://host/f;type=\u{e9}", 18, 2, "ftptype", "3.2.2", exp, &invalid("\u{e9}"));
    err("ftp://h/f;type=\t", 15, 1, "ftptype", "3.2.2", exp, &invalid(r"\t"));
    let missing = "missing ftp typecode after ';type='; expected 'a', 'i' or 'd'";
    err_uri("ftp://host/f;type=", 18, 0, "ftptype", "3.2.2", exp, missing);
    err_uri("ftp://host/f;type=#x", 18, 0, "ftptype", "3.2.2", exp, missing);
    err_uri("ftp://host/;type=", 17, 0, "ftptype", "3.2.2", exp, missing);
}

#[test]
fn the_typecode_ends_the_url() {
    let exp = TRAILING;
    let after = |c: &str| format!("unexpected character '{c}' after the ftp typecode; ';type=<code>' ends the URL");
    err_uri("ftp://host/f;type=aa", 19, 1, "ftptype", "3.2.2", exp, &after("a"));
    err_uri("ftp://host/f;type=a/b", 19, 1, "ftptype", "3.2.2", exp, &after("/"));
    err_uri("ftp://host/f;type=a;type=i", 19, 1, "ftptype", "3.2.2", exp, &after(";"));
    err("ftp://host/f;type=i ", 19, 1, "ftptype", "3.2.2", exp, &after(" "));
    err("ftp://h/f;type=a\u{1}", 16, 1, "ftptype", "3.2.2", exp, &after(r"\u{1}"));
}

#[test]
fn semicolon_elsewhere_in_the_path() {
    // §3.2.2: within a name or CWD component ";" is reserved and must be encoded.
    let exp = "';type=a', ';type=i' or ';type=d' at the end of the path";
    let msg = "unexpected ';' in ftp path; ';' is reserved and must be written %3B \
               (only ';type=a', ';type=i' or ';type=d' may end the path)";
    err_uri("ftp://host/a;b/c", 12, 1, "fpath", "3.2.2", exp, msg);
    err_uri("ftp://host/f;", 12, 1, "fpath", "3.2.2", exp, msg);
    err_uri("ftp://host/f;typ", 12, 1, "fpath", "3.2.2", exp, msg);
    err_uri("ftp://host/f;type", 12, 1, "fpath", "3.2.2", exp, msg);
    err_uri("ftp://host/f;x=a", 12, 1, "fpath", "3.2.2", exp, msg);
    err_uri("ftp://host/;", 11, 1, "fpath", "3.2.2", exp, msg);
    err_uri("ftp://host/a/;b/c", 13, 1, "fpath", "3.2.2", exp, msg);
    // The literal of the BNF is ";type=", in lower case.
    err_uri("ftp://host/f;TYPE=a", 12, 1, "fpath", "3.2.2", exp, msg);
    // No ';' in the host either.
    err_uri(
        "ftp://host;type=a",
        10,
        1,
        "host",
        "3.1",
        HOST_CHARS,
        "unexpected character ';' in host; expected letters, digits, '-' and '.' (no escapes)",
    );
}

#[test]
fn path_characters() {
    err("ftp://host/a b", 12, 1, "fsegment", "2.2", FPATH_CHARS, "space in ftp path; write it as %20");
    err_uri(
        "ftp://host/a~b",
        12,
        1,
        "fsegment",
        "2.2",
        FPATH_CHARS,
        "unexpected character '~' in ftp path; '~' is unsafe and must be written %7E",
    );
    err(
        "ftp://host/%zz",
        11,
        3,
        "fsegment",
        "2.2",
        FPATH_CHARS,
        "'%' not followed by two hex digits in ftp path; write a literal '%' as %25",
    );
    err(
        "ftp://host/dir/f\u{e9}",
        16,
        2,
        "fsegment",
        "2.2",
        FPATH_CHARS,
        "non-ASCII character '\u{e9}' in ftp path; octets 80-FF must be percent-encoded, here as %C3%A9",
    );
}

#[test]
fn missing_slashes() {
    err_uri("ftp:host", 4, 1, "ftpurl", "3.2", "ftp://", "ftp URLs start with 'ftp://'");
    err_uri("ftp:", 4, 0, "ftpurl", "3.2", "ftp://", "ftp URLs start with 'ftp://'");
    err_uri("ftp:/host/x", 5, 0, "ftpurl", "3.2", "ftp://", "ftp URLs start with 'ftp://'");
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = FtpUrl::parse("http://host/").unwrap_err();
    check(&e, "http://host/", 0, 4, "ftpurl", "3.2", "ftp://", "expected an ftp URL, found an http URL");
    let e = FtpUrl::parse("HTTP://user@host/").unwrap_err();
    check(&e, "HTTP://user@host/", 0, 4, "ftpurl", "3.2", "ftp://", "expected an ftp URL, found an http URL");
    let e = FtpUrl::parse("ftps://host/").unwrap_err();
    check(
        &e,
        "ftps://host/",
        0,
        4,
        "ftpurl",
        "3.2",
        "ftp://",
        "expected an ftp URL, found a URL of a scheme RFC 1738 does not define",
    );
    let e = FtpUrl::from_url(Url::parse("news:*").unwrap()).unwrap_err();
    check(&e, "news:*", 0, 4, "ftpurl", "3.2", "ftp://", "expected an ftp URL, found a news URL");
    let e = FtpUrl::try_from(Url::parse("file:///x").unwrap()).unwrap_err();
    check(&e, "file:///x", 0, 4, "ftpurl", "3.2", "ftp://", "expected an ftp URL, found a file URL");
    // The view dereferences to the URL.
    let f = ftp("FTP://h/x");
    assert_eq!(f.scheme(), "FTP");
    assert_eq!(f.kind(), Scheme::Ftp);
}

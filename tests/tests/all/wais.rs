//! `waisurl` (RFC 1738 §3.9, §5).
//!
//! ```text
//! waisurl      = waisdatabase | waisindex | waisdoc
//! waisdatabase = "wais://" hostport "/" database
//! waisindex    = "wais://" hostport "/" database "?" search
//! waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
//! database     = *uchar
//! wtype        = *uchar
//! wpath        = *uchar
//! ```

use crate::helpers;

use helpers::*;
use url_core::{Details, Host, Scheme, Url, WaisForm, WaisUrl};

/// Everything a wais URL tells, for one `assert_eq!`.
#[derive(Debug, PartialEq)]
struct Wais<'a> {
    host: Host<'a>,
    port: Option<u16>,
    database: &'a str,
    form: WaisForm<'a>,
    search: Option<&'a str>,
    document: Option<(&'a str, &'a str)>,
}

#[track_caller]
fn wais(input: &str) -> WaisUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::Wais);
    let Details::Wais(view) = url.details() else { panic!("{input:?} is not seen as wais") };
    assert_eq!(WaisUrl::parse(input), Ok(view));
    assert_eq!(WaisUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    assert_eq!((url.user(), url.password()), (None, None));
    view
}

#[track_caller]
fn parts(input: &str) -> Wais<'_> {
    let w = wais(input);
    assert_eq!(w.port_or_default(), w.port().unwrap_or(210));
    assert_eq!(w.wtype(), w.document().map(|d| d.0));
    assert_eq!(w.wpath(), w.document().map(|d| d.1));
    Wais {
        host: w.host(),
        port: w.port(),
        database: w.database(),
        form: w.form(),
        search: w.search(),
        document: w.document(),
    }
}

fn database<'a>(host: &'a str, db: &'a str) -> Wais<'a> {
    Wais { host: Host::Name(host), port: None, database: db, form: WaisForm::Database, search: None, document: None }
}

fn index<'a>(host: &'a str, db: &'a str, search: &'a str) -> Wais<'a> {
    Wais { form: WaisForm::Index { search }, search: Some(search), ..database(host, db) }
}

fn doc<'a>(host: &'a str, db: &'a str, wtype: &'a str, wpath: &'a str) -> Wais<'a> {
    Wais { form: WaisForm::Document { wtype, wpath }, document: Some((wtype, wpath)), ..database(host, db) }
}

#[test]
fn database_form() {
    assert_eq!(parts("wais://host/db"), database("host", "db"));
    assert_eq!(parts("wais://host/"), database("host", ""));
    assert_eq!(parts("wais://host:210/db"), Wais { port: Some(210), ..database("host", "db") });
    assert_eq!(parts("wais://host/a%2Fb$-_.+!*'(),"), database("host", "a%2Fb$-_.+!*'(),"));
    let w = wais("wais://host/db#f");
    assert_eq!((w.form(), w.fragment()), (WaisForm::Database, Some("f")));
    assert_eq!(wais("wais://host/db").port_or_default(), 210);
}

#[test]
fn index_form() {
    assert_eq!(
        parts("wais://quake.think.com/wais-discussion-archives?lynch"),
        index("quake.think.com", "wais-discussion-archives", "lynch")
    );
    assert_eq!(parts("wais://host/db?"), index("host", "db", ""));
    assert_eq!(parts("wais://host/?x"), index("host", "", "x"));
    // search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
    assert_eq!(parts("wais://host/db?a+b;c:d@e&f=g"), index("host", "db", "a+b;c:d@e&f=g"));
    assert_eq!(parts("wais://host/db?a%2Fb%3F"), index("host", "db", "a%2Fb%3F"));
}

#[test]
fn document_form() {
    assert_eq!(
        parts("wais://quake.think.com/directory-of-servers/TEXT/1234"),
        doc("quake.think.com", "directory-of-servers", "TEXT", "1234")
    );
    assert_eq!(parts("wais://host/db/TEXT/"), doc("host", "db", "TEXT", ""));
    assert_eq!(parts("wais://host/db//"), doc("host", "db", "", ""));
    assert_eq!(parts("wais://host///"), doc("host", "", "", ""));
    assert_eq!(parts("wais://host/db/TEXT/0%2F1%3B2"), doc("host", "db", "TEXT", "0%2F1%3B2"));
    assert_eq!(parts("wais://1.2.3.4:8/d/t/p#f").host, Host::Ipv4([1, 2, 3, 4]));
}

#[test]
fn document_needs_its_wpath() {
    let msg = "wais document URL without '/<wpath>' after the type";
    let exp = "'/<wpath>' after the wais type";
    err_uri("wais://host/db/", 15, 0, "waisdoc", "3.9", exp, msg);
    err_uri("wais://host/db/TEXT", 19, 0, "waisdoc", "3.9", exp, msg);
    err_uri("wais://host/db/TEXT#f", 19, 0, "waisdoc", "3.9", exp, msg);
}

#[test]
fn the_database_is_required() {
    let msg = "wais URLs need '/<database>' after the host";
    err_uri("wais://host", 11, 0, "waisurl", "3.9", "'/<database>'", msg);
    err_uri("wais://host:210", 15, 0, "waisurl", "3.9", "'/<database>'", msg);
    err_uri("wais://host#f", 11, 0, "waisurl", "3.9", "'/<database>'", msg);
}

#[test]
fn reserved_characters_must_be_encoded() {
    let reserved = |c: &str, part: &str, hex: &str| {
        format!("unexpected character '{c}' in wais {part}; '{c}' is reserved there and must be written {hex}")
    };
    err_uri("wais://host/d;b", 13, 1, "database", "3.9", UCHARS, &reserved(";", "database", "%3B"));
    err_uri("wais://host/d:b", 13, 1, "database", "3.9", UCHARS, &reserved(":", "database", "%3A"));
    err_uri("wais://host/d@b", 13, 1, "database", "3.9", UCHARS, &reserved("@", "database", "%40"));
    err_uri("wais://host/d=b", 13, 1, "database", "3.9", UCHARS, &reserved("=", "database", "%3D"));
    err_uri("wais://host/db?a/b", 16, 1, "search", "3.9", SEARCH_CHARS, &reserved("/", "search", "%2F"));
    err_uri("wais://host/db?a?b", 16, 1, "search", "3.9", SEARCH_CHARS, &reserved("?", "search", "%3F"));
    err_uri("wais://host/db/TE?XT/1", 17, 1, "wtype", "3.9", UCHARS, &reserved("?", "type", "%3F"));
    err_uri("wais://host/db/T;X/1", 16, 1, "wtype", "3.9", UCHARS, &reserved(";", "type", "%3B"));
    err_uri("wais://host/db/TEXT/12/34", 22, 1, "wpath", "3.9", UCHARS, &reserved("/", "path", "%2F"));
    err_uri("wais://host/db/TEXT/1?2", 21, 1, "wpath", "3.9", UCHARS, &reserved("?", "path", "%3F"));
    err_uri("wais://host/db/TEXT/a:b", 21, 1, "wpath", "3.9", UCHARS, &reserved(":", "path", "%3A"));
}

#[test]
fn unsafe_characters_and_escapes() {
    err("wais://host/db/TEXT/a b", 21, 1, "wpath", "2.2", UCHARS, "space in wais path; write it as %20");
    err("wais://host/d b", 13, 1, "database", "2.2", UCHARS, "space in wais database; write it as %20");
    err("wais://host/db?a b", 16, 1, "search", "2.2", SEARCH_CHARS, "space in wais search; write it as %20");
    err("wais://host/db/T X/p", 16, 1, "wtype", "2.2", UCHARS, "space in wais type; write it as %20");
    err(
        "wais://host/d%zz",
        13,
        3,
        "database",
        "2.2",
        UCHARS,
        "'%' not followed by two hex digits in wais database; write a literal '%' as %25",
    );
    err(
        "wais://host/d/%g/p",
        14,
        3,
        "wtype",
        "2.2",
        UCHARS,
        "'%' not followed by two hex digits in wais type; write a literal '%' as %25",
    );
}

#[test]
fn no_user_name_or_password() {
    let msg = "wais URLs take no user name or password";
    err_uri("wais://user@host/db", 7, 5, "waisurl", "3.9", NO_LOGIN, msg);
    err_uri("wais://u:p@host/db", 7, 4, "waisurl", "3.9", NO_LOGIN, msg);
    err_uri("wais:host/db", 5, 1, "waisurl", "3.9", "wais://", "wais URLs start with 'wais://'");
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = WaisUrl::parse("file:///x").unwrap_err();
    check(&e, "file:///x", 0, 4, "waisurl", "3.9", "wais://", "expected a wais URL, found a file URL");
    let e = WaisUrl::from_url(Url::parse("z39.50s://h/db").unwrap()).unwrap_err();
    check(
        &e,
        "z39.50s://h/db",
        0,
        7,
        "waisurl",
        "3.9",
        "wais://",
        "expected a wais URL, found a URL of a scheme RFC 1738 does not define",
    );
}

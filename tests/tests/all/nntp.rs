//! `nntpurl` (RFC 1738 §3.7, §5).
//!
//! ```text
//! nntpurl = "nntp://" hostport "/" group [ "/" digits ]
//! group   = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//! ```

use crate::helpers;

use helpers::*;
use url_core::{Details, Host, NntpUrl, Scheme, Url};

/// Everything an nntp URL tells, for one `assert_eq!`.
#[derive(Debug, PartialEq)]
struct Nntp<'a> {
    host: Host<'a>,
    port: Option<u16>,
    group: &'a str,
    article_str: Option<&'a str>,
    article: Option<u64>,
    fragment: Option<&'a str>,
}

#[track_caller]
fn nntp(input: &str) -> NntpUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::Nntp);
    let Details::Nntp(view) = url.details() else { panic!("{input:?} is not seen as nntp") };
    assert_eq!(NntpUrl::parse(input), Ok(view));
    assert_eq!(NntpUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    assert_eq!((url.user(), url.password()), (None, None));
    view
}

#[track_caller]
fn parts(input: &str) -> Nntp<'_> {
    let n = nntp(input);
    assert_eq!(n.port_or_default(), n.port().unwrap_or(119));
    Nntp {
        host: n.host(),
        port: n.port(),
        group: n.group(),
        article_str: n.article_str(),
        article: n.article(),
        fragment: n.fragment(),
    }
}

fn in_group<'a>(host: &'a str, group: &'a str) -> Nntp<'a> {
    Nntp { host: Host::Name(host), port: None, group, article_str: None, article: None, fragment: None }
}

#[test]
fn group_and_article() {
    assert_eq!(
        parts("nntp://news.server.org:42/example.group.this/12345"),
        Nntp {
            port: Some(42),
            article_str: Some("12345"),
            article: Some(12345),
            ..in_group("news.server.org", "example.group.this")
        }
    );
    assert_eq!(
        parts("nntp://host/comp.lang.c/0"),
        Nntp { article_str: Some("0"), article: Some(0), ..in_group("host", "comp.lang.c") }
    );
    assert_eq!(
        parts("nntp://host/comp.lang.c/00012"),
        Nntp { article_str: Some("00012"), article: Some(12), ..in_group("host", "comp.lang.c") }
    );
    assert_eq!(
        parts("nntp://host/comp.lang.c/1#f"),
        Nntp { article_str: Some("1"), article: Some(1), fragment: Some("f"), ..in_group("host", "comp.lang.c") }
    );
    assert_eq!(parts("nntp://10.0.0.1:119/g").host, Host::Ipv4([10, 0, 0, 1]));
    assert_eq!(nntp("nntp://h/g").port_or_default(), 119);
}

#[test]
fn the_article_number_is_optional() {
    assert_eq!(parts("nntp://host/comp.lang.c"), in_group("host", "comp.lang.c"));
    assert_eq!(parts("nntp://host/a_b+c-d.e"), in_group("host", "a_b+c-d.e"));
    assert_eq!(parts("nntp://host/g#f"), Nntp { fragment: Some("f"), ..in_group("host", "g") });
    assert_eq!(parts("NNTP://Host/G"), in_group("Host", "G"));
}

#[test]
fn article_numbers_up_to_u64_max() {
    let max = u64::MAX.to_string();
    let input = format!("nntp://host/comp.lang.c/{max}");
    assert_eq!(parts(&input).article, Some(u64::MAX));
    let input = format!("nntp://host/comp.lang.c/0000{max}");
    assert_eq!(parts(&input).article, Some(u64::MAX));
    let input = format!("nntp://host/g/{}", u64::MAX - 1);
    assert_eq!(parts(&input).article, Some(u64::MAX - 1));
    let input = format!("nntp://host/g/{}", u64::from(u32::MAX) + 1);
    assert_eq!(parts(&input).article, Some(4_294_967_296));

    let msg = "article number larger than 18446744073709551615";
    let exp = "an article number below 2^64";
    err_uri("nntp://host/comp.lang.c/18446744073709551616", 24, 20, "digits", "3.7", exp, msg);
    err_uri("nntp://host/comp.lang.c/99999999999999999999999", 24, 23, "digits", "3.7", exp, msg);
    err_uri("nntp://host/g/100000000000000000000", 14, 21, "digits", "3.7", exp, msg);
    err_uri("nntp://host/g/0018446744073709551616#f", 14, 22, "digits", "3.7", exp, msg);
}

#[test]
fn article_number_errors() {
    let msg = "empty article number after '/'; write digits or drop the '/'";
    let exp = "an article number after the '/'";
    err_uri("nntp://host/comp.lang.c/", 23, 1, "digits", "3.7", exp, msg);
    err_uri("nntp://host/comp.lang.c/#f", 23, 1, "digits", "3.7", exp, msg);
    let digits = |c: &str| format!("unexpected character '{c}' in article number; expected decimal digits");
    err_uri("nntp://host/comp.lang.c/12a", 26, 1, "digits", "3.7", "decimal digits", &digits("a"));
    err_uri("nntp://host/comp.lang.c/a", 24, 1, "digits", "3.7", "decimal digits", &digits("a"));
    err_uri("nntp://host/comp.lang.c/12/x", 26, 1, "digits", "3.7", "decimal digits", &digits("/"));
    err_uri("nntp://host/g//1", 14, 1, "digits", "3.7", "decimal digits", &digits("/"));
    err_uri("nntp://host/g/-1", 14, 1, "digits", "3.7", "decimal digits", &digits("-"));
    err_uri("nntp://host/g/%31", 14, 1, "digits", "3.7", "decimal digits", &digits("%"));
    err(
        "nntp://h/g/1\u{e9}",
        12,
        2,
        "digits",
        "3.7",
        "decimal digits",
        "non-ASCII character '\u{e9}' in article number; expected decimal digits",
    );
    err("nntp://h/g/1 ", 12, 1, "digits", "3.7", "decimal digits", "space in article number; expected decimal digits");
}

#[test]
fn the_group_is_required() {
    let msg = "nntp URLs need '/<newsgroup>' after the host";
    err_uri("nntp://host", 11, 0, "nntpurl", "3.7", "'/<newsgroup>'", msg);
    err_uri("nntp://host:119", 15, 0, "nntpurl", "3.7", "'/<newsgroup>'", msg);
    err_uri("nntp://host/", 12, 0, "nntpurl", "3.7", "'/<newsgroup>'", msg);
    err_uri("nntp://host/#f", 12, 0, "nntpurl", "3.7", "'/<newsgroup>'", msg);
    err_uri("nntp://host#f", 11, 0, "nntpurl", "3.7", "'/<newsgroup>'", msg);
}

#[test]
fn group_errors() {
    let start = |c: &str| format!("newsgroup name starts with '{c}'; a newsgroup name starts with a letter");
    err_uri("nntp://host/1abc", 12, 1, "group", "3.7", NNTP_GROUP, &start("1"));
    err_uri("nntp://host/_abc", 12, 1, "group", "3.7", NNTP_GROUP, &start("_"));
    err_uri("nntp://host/.abc", 12, 1, "group", "3.7", NNTP_GROUP, &start("."));
    let chars = |c: &str| {
        format!(
            "unexpected character '{c}' in newsgroup name; \
             expected letters, digits, '-', '.', '+' and '_', starting with a letter"
        )
    };
    err_uri("nntp://host/~abc", 12, 1, "group", "3.7", GROUP_CHARS, &chars("~"));
    err_uri("nntp://host/*", 12, 1, "group", "3.7", GROUP_CHARS, &chars("*"));
    err_uri("nntp://host/a~b", 13, 1, "group", "3.7", GROUP_CHARS, &chars("~"));
    err_uri("nntp://host/a%41", 13, 1, "group", "3.7", GROUP_CHARS, &chars("%"));
    err_uri("nntp://host/a;b", 13, 1, "group", "3.7", GROUP_CHARS, &chars(";"));
    err_uri("nntp://host/a@b.com", 13, 1, "group", "3.7", GROUP_CHARS, &chars("@"));
}

#[test]
fn no_user_name_or_password() {
    let msg = "nntp URLs take no user name or password";
    err_uri("nntp://user@host/g", 7, 5, "nntpurl", "3.7", NO_LOGIN, msg);
    err_uri("nntp://u:p@host/g/1", 7, 4, "nntpurl", "3.7", NO_LOGIN, msg);
    err_uri("nntp:host/g", 5, 1, "nntpurl", "3.7", "nntp://", "nntp URLs start with 'nntp://'");
    err_uri("nntp:/host/g", 6, 0, "nntpurl", "3.7", "nntp://", "nntp URLs start with 'nntp://'");
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = NntpUrl::parse("telnet://h").unwrap_err();
    check(&e, "telnet://h", 0, 6, "nntpurl", "3.7", "nntp://", "expected an nntp URL, found a telnet URL");
    let e = NntpUrl::from_url(Url::parse("news:comp.misc").unwrap()).unwrap_err();
    check(&e, "news:comp.misc", 0, 4, "nntpurl", "3.7", "nntp://", "expected an nntp URL, found a news URL");
}

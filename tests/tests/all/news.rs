//! `newsurl` (RFC 1738 §3.6, §5).
//!
//! ```text
//! newsurl   = "news:" grouppart
//! grouppart = "*" | group | article
//! group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//! article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
//! ```

use crate::helpers;

use helpers::*;
use url_core::{Details, NewsTarget, NewsUrl, Scheme, Url};

/// Everything a news URL tells, for one `assert_eq!`.
#[derive(Debug, PartialEq)]
struct News<'a> {
    target: NewsTarget<'a>,
    grouppart: &'a str,
    group: Option<&'a str>,
    message_id: Option<&'a str>,
    message_id_host: Option<&'a str>,
    is_all: bool,
}

#[track_caller]
fn news(input: &str) -> NewsUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::News);
    let Details::News(view) = url.details() else { panic!("{input:?} is not seen as news") };
    assert_eq!(NewsUrl::parse(input), Ok(view));
    assert_eq!(NewsUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    // News URLs are location-independent: no host of their own.
    assert!(!url.has_login());
    assert_eq!((url.host(), url.port(), url.port_or_default()), (None, None, None));
    view
}

#[track_caller]
fn parts(input: &str) -> News<'_> {
    let n = news(input);
    News {
        target: n.target(),
        grouppart: n.grouppart(),
        group: n.group(),
        message_id: n.message_id(),
        message_id_host: n.message_id_host(),
        is_all: n.is_all(),
    }
}

fn group(name: &str) -> News<'_> {
    News {
        target: NewsTarget::Group(name),
        grouppart: name,
        group: Some(name),
        message_id: None,
        message_id_host: None,
        is_all: false,
    }
}

fn article<'a>(id: &'a str, host: &'a str) -> News<'a> {
    News {
        target: NewsTarget::Article(id),
        grouppart: id,
        group: None,
        message_id: Some(id),
        message_id_host: Some(host),
        is_all: false,
    }
}

#[test]
fn all_groups() {
    // "If <newsgroup-name> is "*" (as in <URL:news:*>), it is used to refer
    // to "all available news groups"."
    let all = News {
        target: NewsTarget::All,
        grouppart: "*",
        group: Some("*"),
        message_id: None,
        message_id_host: None,
        is_all: true,
    };
    assert_eq!(parts("news:*"), all);
    assert_eq!(parts("NEWS:*"), all);
    assert_eq!(parts("news:*#top"), all);
    assert_eq!(news("news:*#top").fragment(), Some("top"));
}

#[test]
fn star_stands_alone_as_a_group() {
    let msg = |c: &str| format!("unexpected character '{c}' after 'news:*'; '*' stands alone");
    err_uri("news:*x", 6, 1, "group", "3.6", TRAILING, &msg("x"));
    err_uri("news:**", 6, 1, "group", "3.6", TRAILING, &msg("*"));
    err_uri("news:*.misc", 6, 1, "group", "3.6", TRAILING, &msg("."));
    err_uri("news:*/", 6, 1, "group", "3.6", TRAILING, &msg("/"));
    err("news:*\u{1}", 6, 1, "group", "3.6", TRAILING, &msg(r"\u{1}"));
}

#[test]
fn message_id_may_start_with_a_star() {
    // '*' is an `extra`, hence a `uchar`: "*@host" and "*abc@host" match
    // `article`, so they are message-ids, not a misspelt "news:*".
    assert_eq!(parts("news:*@host.com"), article("*@host.com", "host.com"));
    assert_eq!(parts("news:*abc@info.cern.ch"), article("*abc@info.cern.ch", "info.cern.ch"));
    assert_eq!(parts("news:**@x.org"), article("**@x.org", "x.org"));
}

#[test]
fn groups() {
    assert_eq!(parts("news:comp.infosystems.www.misc"), group("comp.infosystems.www.misc"));
    assert_eq!(parts("news:comp.infosystems.www"), group("comp.infosystems.www"));
    assert_eq!(parts("news:comp.lang.c++"), group("comp.lang.c++"));
    assert_eq!(parts("news:a_b-c.d+e"), group("a_b-c.d+e"));
    assert_eq!(parts("news:a"), group("a"));
    assert_eq!(parts("news:Z9"), group("Z9"));
    assert_eq!(parts("news:alt.3d"), group("alt.3d"));
    assert_eq!(parts("news:a..b."), group("a..b."));
    assert_eq!(parts("news:comp.misc#f"), group("comp.misc"));
    assert_eq!(parts("NEWS:comp.lang"), group("comp.lang"));
}

#[test]
fn message_ids() {
    assert_eq!(parts("news:12345@info.cern.ch"), article("12345@info.cern.ch", "info.cern.ch"));
    assert_eq!(parts("news:123@sn.no"), article("123@sn.no", "sn.no"));
    assert_eq!(
        parts("news:perl-faq/module-list-1-794455075@ig.co.uk"),
        article("perl-faq/module-list-1-794455075@ig.co.uk", "ig.co.uk")
    );
    // Every character `article` takes before the '@'.
    assert_eq!(parts("news:a;b/c?d:e&f=g%41@host.com"), article("a;b/c?d:e&f=g%41@host.com", "host.com"));
    assert_eq!(parts("news:$-_.+!*'(),@h"), article("$-_.+!*'(),@h", "h"));
    assert_eq!(parts("news:%3C1%40x%3E@h.org"), article("%3C1%40x%3E@h.org", "h.org"));
    assert_eq!(parts("news:a%40b@host"), article("a%40b@host", "host"));
    // The host may be an IPv4 address.
    assert_eq!(parts("news:a@1.2.3.4"), article("a@1.2.3.4", "1.2.3.4"));
    let n = news("news:a@host#frag");
    assert_eq!((n.message_id(), n.fragment()), (Some("a@host"), Some("frag")));
}

#[test]
fn draft_1994_message_id_with_a_bare_percent_is_invalid() {
    // "there is no decoding defined for "%as"".
    err(
        "news:12345667123%asdghfh@info.cern.ch",
        16,
        3,
        "article",
        "2.2",
        ARTICLE_CHARS,
        "'%' not followed by two hex digits in message-id; write a literal '%' as %25",
    );
    assert_eq!(
        parts("news:12345667123%25asdghfh@info.cern.ch"),
        article("12345667123%25asdghfh@info.cern.ch", "info.cern.ch")
    );
}

#[test]
fn empty_news_url() {
    let msg = "empty news URL; expected a newsgroup name, a message-id or '*'";
    err_uri("news:", 5, 0, "grouppart", "3.6", GROUPPART, msg);
    err_uri("news:#x", 5, 0, "grouppart", "3.6", GROUPPART, msg);
}

#[test]
fn group_must_start_with_a_letter() {
    let msg = |c: &str| {
        format!("newsgroup name starts with '{c}'; a newsgroup name starts with a letter, and a message-id has an '@'")
    };
    err_uri("news:1abc", 5, 1, "group", "3.6", GROUPPART, &msg("1"));
    err_uri("news:_abc", 5, 1, "group", "3.6", GROUPPART, &msg("_"));
    err_uri("news:-abc", 5, 1, "group", "3.6", GROUPPART, &msg("-"));
    err_uri("news:.abc", 5, 1, "group", "3.6", GROUPPART, &msg("."));
    err_uri("news:+abc", 5, 1, "group", "3.6", GROUPPART, &msg("+"));
    err_uri("news:%41bc", 5, 1, "group", "3.6", GROUPPART, &msg("%"));
    err_uri("news:/abc", 5, 1, "group", "3.6", GROUPPART, &msg("/"));
}

#[test]
fn group_characters() {
    let msg = |c: &str| {
        format!(
            "unexpected character '{c}' in newsgroup name; \
             expected letters, digits, '-', '.', '+' and '_', starting with a letter"
        )
    };
    err_uri("news:comp/lang", 9, 1, "group", "3.6", GROUP_CHARS, &msg("/"));
    err_uri("news:comp%2Flang", 9, 1, "group", "3.6", GROUP_CHARS, &msg("%"));
    err_uri("news:comp;x", 9, 1, "group", "3.6", GROUP_CHARS, &msg(";"));
    err_uri("news:a!", 6, 1, "group", "3.6", GROUP_CHARS, &msg("!"));
    err_uri("news:~abc", 5, 1, "group", "3.6", GROUP_CHARS, &msg("~"));
    err(
        "news:a b",
        6,
        1,
        "group",
        "3.6",
        GROUP_CHARS,
        "space in newsgroup name; expected letters, digits, '-', '.', '+' and '_', starting with a letter",
    );
    err(
        "news:comp.lang.\u{e9}",
        15,
        2,
        "group",
        "3.6",
        GROUP_CHARS,
        "non-ASCII character '\u{e9}' in newsgroup name; \
         expected letters, digits, '-', '.', '+' and '_', starting with a letter",
    );
    err(
        "news:a\u{1}",
        6,
        1,
        "group",
        "3.6",
        GROUP_CHARS,
        "control character '\\u{1}' in newsgroup name; \
         expected letters, digits, '-', '.', '+' and '_', starting with a letter",
    );
}

#[test]
fn message_id_errors() {
    err_uri("news:@host.com", 5, 1, "article", "3.6", "a message-id before the '@'", "empty message-id before '@'");
    err_uri("news:a@", 7, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
    err_uri("news:a@#f", 7, 0, "host", "3.1", HOST_OR_IPV4, "missing host");
    let host =
        |c: &str| format!("unexpected character '{c}' in host; expected letters, digits, '-' and '.' (no escapes)");
    err_uri("news:a@host.com/x", 15, 1, "host", "3.1", HOST_CHARS, &host("/"));
    err_uri("news:a@b@c.com", 8, 1, "host", "3.1", HOST_CHARS, &host("@"));
    err_uri("news:a@h_x", 8, 1, "host", "3.1", HOST_CHARS, &host("_"));
    err_uri("news:a@%41", 7, 1, "host", "3.1", HOST_CHARS, &host("%"));
    err_uri("news:a@host:119", 11, 1, "host", "3.1", HOST_CHARS, &host(":"));
    err(
        "news:a@\u{e9}x",
        7,
        2,
        "host",
        "3.1",
        HOST_CHARS,
        "non-ASCII character '\u{e9}' in host; expected letters, digits, '-' and '.' (no escapes)",
    );
    // The host rules of §3.1 apply.
    err_uri(
        "news:a@256.1.1.1",
        7,
        3,
        "hostnumber",
        "3.1",
        "IPv4 groups from 0 to 255",
        "IPv4 address group larger than 255",
    );
    err_uri("news:fnord@127.0.1", 17, 1, "toplabel", "3.1", TOPLABEL, TOPLABEL_MSG);
    err_uri(
        "news:a@host.",
        11,
        1,
        "domainlabel",
        "3.1",
        LABELS,
        "host name ends with '.'; RFC 1738 host names take no final dot",
    );
    err_uri("news:a@-x", 7, 1, "domainlabel", "3.1", LABELS, "host name label starts with '-'");
    err_uri("news:fnord@www.example..com", 23, 1, "domainlabel", "3.1", LABELS, "empty label in host name");
    err(
        "news:fnord%GG@x.org",
        10,
        3,
        "article",
        "2.2",
        ARTICLE_CHARS,
        "'%' not followed by two hex digits in message-id; write a literal '%' as %25",
    );
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = NewsUrl::parse("nntp://h/g").unwrap_err();
    check(&e, "nntp://h/g", 0, 4, "newsurl", "3.6", "news:", "expected a news URL, found an nntp URL");
    let e = NewsUrl::from_url(Url::parse("snews:comp.misc").unwrap()).unwrap_err();
    check(
        &e,
        "snews:comp.misc",
        0,
        5,
        "newsurl",
        "3.6",
        "news:",
        "expected a news URL, found a URL of a scheme RFC 1738 does not define",
    );
}

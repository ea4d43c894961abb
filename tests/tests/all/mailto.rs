//! `mailtourl` (RFC 1738 §3.5, §5): the decoded address is one RFC 822
//! `addr-spec` (DESIGN.md).
//!
//! ```text
//! mailtourl      = "mailto:" encoded822addr
//! encoded822addr = 1*xchar               ; further defined in RFC822
//! addr-spec      = local-part "@" domain            (RFC 822)
//! local-part     = word *("." word)
//! domain         = sub-domain *("." sub-domain)
//! ```

use crate::helpers;

use helpers::*;
use url_core::{Details, MailtoUrl, Scheme, Url};

#[track_caller]
fn mailto(input: &str) -> MailtoUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::Mailto);
    let Details::Mailto(view) = url.details() else { panic!("{input:?} is not seen as mailto") };
    assert_eq!(MailtoUrl::parse(input), Ok(view));
    assert_eq!(MailtoUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    assert!(!url.has_login());
    assert_eq!(url.port_or_default(), None);
    view
}

/// `(address, local_part, domain)` of a valid mailto URL.
#[track_caller]
fn parts(input: &str) -> (&str, &str, &str) {
    let m = mailto(input);
    assert_eq!(m.address(), m.as_url().scheme_specific_part());
    (m.address(), m.local_part(), m.domain())
}

#[test]
fn plain_addresses() {
    assert_eq!(parts("mailto:a@b.org"), ("a@b.org", "a", "b.org"));
    assert_eq!(parts("mailto:a@b"), ("a@b", "a", "b"));
    assert_eq!(
        parts("mailto:www-talk-request@info.cern.ch"),
        ("www-talk-request@info.cern.ch", "www-talk-request", "info.cern.ch")
    );
    assert_eq!(parts("mailto:timbl@info.cern.ch"), ("timbl@info.cern.ch", "timbl", "info.cern.ch"));
    assert_eq!(parts("mailto:A.B.C@x.y.z"), ("A.B.C@x.y.z", "A.B.C", "x.y.z"));
    assert_eq!(parts("MAILTO:Joe@Example.ORG"), ("Joe@Example.ORG", "Joe", "Example.ORG"));
    let m = mailto("mailto:a@b.org#frag");
    assert_eq!((m.address(), m.fragment()), ("a@b.org", Some("frag")));
}

#[test]
fn within_mailto_no_character_is_reserved() {
    // atext holds "/", "?", "&", "=", "!", "#"-free specials-free characters.
    assert_eq!(parts("mailto:a/b?c&d=e@x"), ("a/b?c&d=e@x", "a/b?c&d=e", "x"));
    assert_eq!(parts("mailto:a$-_+!*'@x"), ("a$-_+!*'@x", "a$-_+!*'", "x"));
    assert_eq!(parts("mailto:a@b_c.org"), ("a@b_c.org", "a", "b_c.org"));
    assert_eq!(parts("mailto:a@1.2.3.4"), ("a@1.2.3.4", "a", "1.2.3.4"));
    // "%" must be encoded (§3.5) and decodes into the address.
    assert_eq!(
        parts("mailto:gorby%25kremvax@example.com"),
        ("gorby%25kremvax@example.com", "gorby%25kremvax", "example.com")
    );
    // Escapes decode before the addr-spec is read: %2E is a dot, %40 the '@'.
    assert_eq!(parts("mailto:a%2Eb@x"), ("a%2Eb@x", "a%2Eb", "x"));
    assert_eq!(parts("mailto:a@b%2Ec"), ("a@b%2Ec", "a", "b%2Ec"));
    assert_eq!(parts("mailto:a%40b.org"), ("a%40b.org", "a", "b.org"));
    assert_eq!(parts("mailto:%61%40%62"), ("%61%40%62", "%61", "%62"));
    // An encoded '%' followed by "40" is not an '@'.
    assert_eq!(parts("mailto:a%2540b@x"), ("a%2540b@x", "a%2540b", "x"));
}

#[test]
fn quoted_strings_and_domain_literals() {
    assert_eq!(parts("mailto:%22a%20b%22@x.org"), ("%22a%20b%22@x.org", "%22a%20b%22", "x.org"));
    assert_eq!(parts("mailto:%22%22@x.org"), ("%22%22@x.org", "%22%22", "x.org"));
    // Inside quotes, specials are text; a quoted-pair escapes a quote.
    assert_eq!(parts("mailto:%22a@b,c%22@x"), ("%22a@b,c%22@x", "%22a@b,c%22", "x"));
    assert_eq!(parts("mailto:%22a%5C%22b%22@x.org"), ("%22a%5C%22b%22@x.org", "%22a%5C%22b%22", "x.org"));
    assert_eq!(parts("mailto:%22a%22.b@x"), ("%22a%22.b@x", "%22a%22.b", "x"));
    assert_eq!(parts("mailto:a.%22b%22@x"), ("a.%22b%22@x", "a.%22b%22", "x"));
    assert_eq!(parts("mailto:a@%5B1.2.3.4%5D"), ("a@%5B1.2.3.4%5D", "a", "%5B1.2.3.4%5D"));
    assert_eq!(parts("mailto:a@%5Bx@y%5D.org"), ("a@%5Bx@y%5D.org", "a", "%5Bx@y%5D.org"));
    assert_eq!(parts("mailto:a@%5Bx%5C%5Dy%5D"), ("a@%5Bx%5C%5Dy%5D", "a", "%5Bx%5C%5Dy%5D"));
}

#[test]
fn empty_address() {
    let exp = ADDR_SPEC;
    let msg = "empty mailto address; expected local-part@domain";
    err_uri("mailto:", 7, 0, "encoded822addr", "3.5", exp, msg);
    err_uri("mailto:#x", 7, 0, "encoded822addr", "3.5", exp, msg);
    err(
        "mailto",
        6,
        0,
        "genericurl",
        "2.1",
        "a scheme name and ':'",
        "missing ':' after the scheme; a URL is <scheme>:<scheme-specific-part>",
    );
}

#[test]
fn address_without_at() {
    let msg = "mailto address has no '@'; expected an RFC 822 addr-spec local-part@domain";
    err("mailto:abc", 7, 3, "addr-spec", "3.5", ADDR_SPEC, msg);
    err("mailto:a.b.c", 7, 5, "addr-spec", "3.5", ADDR_SPEC, msg);
    err("mailto:%22a@b%22", 7, 9, "addr-spec", "3.5", ADDR_SPEC, msg);
    err("mailto:joe#x@y", 7, 3, "addr-spec", "3.5", ADDR_SPEC, msg);
}

#[test]
fn two_at_signs() {
    let msg = "unexpected character '@' in mailto domain; expected an RFC 822 atom or domain-literal";
    err("mailto:a@b@c.org", 10, 1, "domain", "3.5", DOMAIN, msg);
    err("mailto:a%40b%40c.org", 12, 3, "domain", "3.5", DOMAIN, msg);
    err("mailto:a@b%40c.org", 10, 3, "domain", "3.5", DOMAIN, msg);
}

#[test]
fn one_address_only() {
    err(
        "mailto:a,b@x.org",
        8,
        1,
        "local-part",
        "3.5",
        LOCAL,
        "unexpected character ',' in mailto local part; expected an RFC 822 atom or quoted-string",
    );
    err_uri(
        "mailto:a@b.org,c@d.org",
        14,
        1,
        "domain",
        "3.5",
        DOMAIN,
        "unexpected character ',' in mailto domain; expected an RFC 822 atom or domain-literal",
    );
    err(
        "mailto:a@b.org%2Cc@d.org",
        14,
        3,
        "domain",
        "3.5",
        DOMAIN,
        "unexpected character ',' in mailto domain; expected an RFC 822 atom or domain-literal",
    );
}

#[test]
fn empty_words_and_sub_domains() {
    let word = "empty word in mailto local part";
    let exp = "a word on each side of '.'";
    err("mailto:a..b@x", 9, 1, "local-part", "3.5", exp, word);
    err("mailto:.a@x", 7, 1, "local-part", "3.5", exp, word);
    err("mailto:a.@x", 9, 1, "local-part", "3.5", exp, word);
    err("mailto:@x.org", 7, 1, "local-part", "3.5", exp, word);
    err("mailto:%40x.org", 7, 3, "local-part", "3.5", exp, word);
    err("mailto:a%2E%2Eb@x", 11, 3, "local-part", "3.5", exp, word);
    let sub = "empty sub-domain in mailto domain";
    let exp = "a sub-domain on each side of '.'";
    err("mailto:a@", 9, 0, "domain", "3.5", exp, sub);
    err("mailto:a@#f", 9, 0, "domain", "3.5", exp, sub);
    err("mailto:a@x..y", 11, 1, "domain", "3.5", exp, sub);
    err("mailto:a@x.", 11, 0, "domain", "3.5", exp, sub);
    err("mailto:a@.x", 9, 1, "domain", "3.5", exp, sub);
}

#[test]
fn unterminated_quotes_and_brackets() {
    err(
        "mailto:%22abc@x.org",
        7,
        3,
        "local-part",
        "3.5",
        "'\"' closing the quoted-string",
        "unterminated quoted-string in mailto local part; expected '\"'",
    );
    err(
        "mailto:%22a%5C",
        7,
        3,
        "local-part",
        "3.5",
        "'\"' closing the quoted-string",
        "unterminated quoted-string in mailto local part; expected '\"'",
    );
    err(
        "mailto:a@%5Bx",
        9,
        3,
        "domain",
        "3.5",
        "']' closing the domain-literal",
        "unterminated domain-literal in mailto domain; expected ']'",
    );
    err(
        "mailto:a@%5bx%5c%5d",
        9,
        3,
        "domain",
        "3.5",
        "']' closing the domain-literal",
        "unterminated domain-literal in mailto domain; expected ']'",
    );
}

#[test]
fn decoded_characters_rfc_822_does_not_allow() {
    let local =
        |c: &str| format!("unexpected character '{c}' in mailto local part; expected an RFC 822 atom or quoted-string");
    for (input, offset, length, c) in [
        ("mailto:a;b@x", 8, 1, ";"),
        ("mailto:a:b@x", 8, 1, ":"),
        ("mailto:a(b)@x", 8, 1, "("),
        ("mailto:a)@x", 8, 1, ")"),
        ("mailto:a%3Cb@x", 8, 3, "<"),
        ("mailto:a%3Eb@x", 8, 3, ">"),
        ("mailto:a%5Bb@x", 8, 3, "["),
        ("mailto:a%5C@x", 8, 3, "\\"),
    ] {
        // Not an RFC 5322 dot-atom either (RFC 6068 §2): no URI.
        err(input, offset, length, "local-part", "3.5", LOCAL, &local(c));
    }
    err(
        "mailto:a@b(c)",
        10,
        1,
        "domain",
        "3.5",
        DOMAIN,
        "unexpected character '(' in mailto domain; expected an RFC 822 atom or domain-literal",
    );
    err(
        "mailto:a@x%22",
        10,
        3,
        "domain",
        "3.5",
        DOMAIN,
        "unexpected character '\"' in mailto domain; expected an RFC 822 atom or domain-literal",
    );
    err(
        "mailto:a@%5Bx%5By%5D",
        13,
        3,
        "domain",
        "3.5",
        DOMAIN,
        "unexpected character '[' in mailto domain; expected an RFC 822 atom or domain-literal",
    );
    err(
        "mailto:a%20b@x",
        8,
        3,
        "local-part",
        "3.5",
        LOCAL,
        "space in mailto local part; RFC 822 allows it only inside a quoted-string",
    );
    err(
        "mailto:a%01b@x",
        8,
        3,
        "local-part",
        "3.5",
        LOCAL,
        "control character '\\u{1}' in mailto local part; RFC 822 allows it only inside a quoted-string",
    );
    err(
        "mailto:a%7Fb@x",
        8,
        3,
        "local-part",
        "3.5",
        LOCAL,
        "control character '\\u{7f}' in mailto local part; RFC 822 allows it only inside a quoted-string",
    );
    err(
        "mailto:a@b%09c",
        10,
        3,
        "domain",
        "3.5",
        DOMAIN,
        "control character '\\t' in mailto domain; RFC 822 allows it only inside a quoted-string",
    );
    err_uri(
        "mailto:a%C3%A9@x",
        8,
        3,
        "local-part",
        "3.5",
        LOCAL,
        "octet %C3 in mailto local part is not ASCII; RFC 822 addresses are ASCII",
    );
    err(
        "mailto:%22a%C3%A9%22@x.org",
        11,
        3,
        "local-part",
        "3.5",
        LOCAL,
        "octet %C3 in mailto local part is not ASCII; RFC 822 addresses are ASCII",
    );
    // Ill-formed UTF-8: no mailto URI by RFC 6068 either (RFC 6532 §3.1).
    err(
        "mailto:a@x%FF",
        10,
        3,
        "domain",
        "3.5",
        DOMAIN,
        "octet %FF in mailto domain is not ASCII; RFC 822 addresses are ASCII",
    );
}

#[test]
fn carriage_return_is_not_qtext() {
    // RFC 822: qtext excludes CR, so even quoted it must be a quoted-pair.
    let e = Url::parse("mailto:%22a%0Db%22@x.org").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (11, 3, "local-part", "3.5"));
    assert_eq!(parts("mailto:%22a%5C%0Db%22@x.org").1, "%22a%5C%0Db%22");
    // Other controls and spaces are qtext.
    assert_eq!(parts("mailto:%22a%09%20%01b%22@x.org").1, "%22a%09%20%01b%22");
}

#[test]
fn url_level_characters() {
    err(
        "mailto:a b@x",
        8,
        1,
        "encoded822addr",
        "3.5",
        XCHARS,
        "space in mailto address; an addr-spec has no display name, and a space only inside a quoted local part, \
         written %20",
    );
    err(
        "mailto:a%zz@x",
        8,
        3,
        "encoded822addr",
        "2.2",
        XCHARS,
        "'%' not followed by two hex digits in mailto address; write a literal '%' as %25",
    );
    err(
        "mailto:a<b>@x",
        8,
        1,
        "encoded822addr",
        "3.5",
        XCHARS,
        "unexpected character '<' in mailto address; RFC 1738 mailto takes only the addr-spec, without display \
         name or angle brackets",
    );
    err(
        "mailto:j\u{f6}rg@x",
        8,
        2,
        "encoded822addr",
        "2.2",
        XCHARS,
        "non-ASCII character '\u{f6}' in mailto address; octets 80-FF must be percent-encoded, here as %C3%B6",
    );
    err(
        "mailto:a%gorby@x",
        8,
        3,
        "encoded822addr",
        "2.2",
        XCHARS,
        "'%' not followed by two hex digits in mailto address; write a literal '%' as %25",
    );
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = MailtoUrl::parse("news:*").unwrap_err();
    check(&e, "news:*", 0, 4, "mailtourl", "3.5", "mailto:", "expected a mailto URL, found a news URL");
    let e = MailtoUrl::parse("mail:a@b").unwrap_err();
    check(
        &e,
        "mail:a@b",
        0,
        4,
        "mailtourl",
        "3.5",
        "mailto:",
        "expected a mailto URL, found a URL of a scheme RFC 1738 does not define",
    );
}

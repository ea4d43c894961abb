//! The rules of `file`, `mailto`, `data` and `urn` (`file.rs`, `mailto.rs`,
//! `data.rs`, `urn.rs`) through `Uri::parse`, both instances, and `Iri`.

extern crate std;

use std::string::{String, ToString};

use crate::rfc3986::uri::{Uri, UriRef};
use crate::rfc3987::Iri;

/// The error of `s`: offset, length, rule, section and message, the same
/// from both instances, `UriRef` and `Iri`.
fn err(s: &str) -> (usize, usize, &'static str, &'static str, String) {
    let e = Uri::parse(s).unwrap_err();
    assert_eq!(Uri::parse_const(s), Err(e), "{s:?}");
    assert_eq!(UriRef::parse(s).unwrap_err(), e, "{s:?}");
    let i = Iri::parse(s).unwrap_err();
    assert_eq!((i.offset(), i.length(), i.rule(), i.section()), (e.offset(), e.length(), e.rule(), e.section()));
    (e.offset(), e.length(), e.rule(), e.section(), e.to_string())
}

/// The offset, length and rule of the error of `s`.
fn at(s: &str) -> (usize, usize, &'static str) {
    let (o, l, r, _, _) = err(s);
    (o, l, r)
}

/// `s` is valid, by both instances and as an IRI.
fn ok(s: &str) {
    assert_eq!(Uri::parse(s).map(|u| u.as_str()), Ok(s), "{s:?}");
    assert_eq!(Uri::parse_const(s).map(|u| u.as_str()), Ok(s), "{s:?}");
    assert!(Iri::parse(s).is_ok(), "{s:?}");
}

#[test]
fn file_rules_of_rfc_8089_section_2() {
    for s in [
        "file:///etc/fstab",
        "file:/etc/fstab",
        "file://localhost/etc/fstab",
        "file://LOCALHOST/x",
        "file://host.example.com/path/to/file",
        "file:///C:/Program%20Files/a.txt",
        "file://[::1]/x",
        "file:///",
        "file:/",
        "FILE:///x#frag",
    ] {
        ok(s);
    }
    assert_eq!(
        err("file://host:80/x"),
        (
            11,
            3,
            "file-auth",
            "RFC 8089 2",
            "file URIs take no port; the authority is 'localhost' or a host (RFC 8089 §2)".into()
        )
    );
    assert_eq!(at("file://host:/x"), (11, 1, "file-auth"));
    assert_eq!(
        err("file://user@host/x"),
        (
            7,
            5,
            "file-auth",
            "RFC 8089 2",
            "file URIs take no userinfo; the authority is 'localhost' or a host (RFC 8089 §2)".into()
        )
    );
    assert_eq!(
        err("file://foo"),
        (
            10,
            0,
            "auth-path",
            "RFC 8089 2",
            "file URI without a path after the host; write '/' and the path (RFC 8089 §2)".into()
        )
    );
    assert_eq!(at("file://"), (7, 0, "auth-path"));
    assert_eq!(at("file://h//x"), (8, 2, "auth-path"));
    assert_eq!(
        err("file:////host/share"),
        (
            5,
            4,
            "auth-path",
            "RFC 8089 2",
            "nonstandard UNC path after 'file://' (RFC 8089 appendix E.3.2); the host goes in the authority \
             (RFC 8089 §2)"
                .into()
        )
    );
    assert_eq!(at("file://///host/share"), (5, 5, "auth-path"));
    assert_eq!(
        err("file:c:/x"),
        (
            5,
            4,
            "local-path",
            "RFC 8089 2",
            "file URI path is not absolute; expected 'file:///path' or 'file://host/path' (RFC 8089 §2)".into()
        )
    );
    assert_eq!(at("file:"), (5, 0, "local-path"));
    assert_eq!(at("file:x#y"), (5, 1, "local-path"));
    assert_eq!(
        err("file:///x?y#z"),
        (
            9,
            2,
            "file-URI",
            "RFC 8089 2",
            "file URIs take no query; write a '?' in the path as %3F (RFC 8089 §2)".into()
        )
    );
}

#[test]
fn file_appendix_e_errors_help_with_the_section_2_form() {
    for (s, fixed) in [
        ("file:c:/x", "file:///c:/x"),
        ("file:C:/Windows/x", "file:///C:/Windows/x"),
        ("file:////host/share/a", "file://host/share/a"),
        ("file://///host/share", "file://host/share"),
        ("file://C:/x", "file:///C:/x"),
    ] {
        let help = Uri::parse(s).unwrap_err().suggestion(s).unwrap();
        assert_eq!(help.text().to_string(), fixed, "{s:?}");
        ok(fixed);
    }
    let s = "file:////host/share";
    assert_eq!(
        Uri::parse(s).unwrap_err().suggestion(s).unwrap().reason().as_str(),
        "a file on another host is 'file://host/share/...' (RFC 8089 §2; appendix E.3.2 for the UNC form)"
    );
}

#[test]
fn mailto_rules_of_rfc_6068_section_2() {
    for s in [
        "mailto:",
        "mailto:chris@example.com",
        "mailto:addr1@an.example,addr2@an.example",
        "mailto:?to=addr1@an.example,addr2@an.example",
        "mailto:infobot@example.com?subject=current-issue",
        "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
        "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
        "mailto:majordomo@example.com?body=subscribe%20bamboo-l",
        "mailto:joe@example.com?cc=bob@example.com&body=hello",
        "mailto:gorby%25kremvax@example.com",
        "mailto:unlikely%3Faddress@example.com?blat=foop",
        "mailto:%22not%40me%22@example.org",
        "mailto:%22oh%5C%5Cno%22@example.org",
        "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
        "mailto:user@example.org?subject=caf%C3%A9",
        "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
        "mailto:a@%5B127.0.0.1%5D",
        "mailto:a@b#frag",
        "mailto:?subject=",
        "mailto:?to=&cc=&bcc=",
        "mailto:%22a%20b%22@example.org",
        "mailto:%22a%09b%5C%20c%22@example.org",
        "mailto:?To=a@b,c@d&CC=%22x%20y%22@z&bCc=e@%5B127.0.0.1%5D",
        "mailto:?subject=a%09b&body=a%00b%0D%0A%0D%0Ac",
        "mailto:?BODY=%0D%0A",
        "mailto:%F0%9F%93%A7@%E7%B4%8D.example",
    ] {
        ok(s);
    }
    assert_eq!(
        err("mailto:a@b@c"),
        (10, 1, "addr-spec", "RFC 5322 3.4.1", "character '@' in the domain of an address (RFC 5322 §3.4.1)".into())
    );
    assert_eq!(
        err("mailto:john..doe@example.org"),
        (
            12,
            1,
            "addr-spec",
            "RFC 5322 3.4.1",
            "empty local part of an address, or one with '.' at its start or end, or '..' (RFC 5322 §3.4.1)".into()
        )
    );
    assert_eq!(at("mailto:.a@b"), (7, 1, "addr-spec"));
    assert_eq!(at("mailto:a.@b"), (8, 1, "addr-spec"));
    assert_eq!(at("mailto:@b"), (7, 0, "addr-spec"));
    assert_eq!(at("mailto:a@"), (9, 0, "addr-spec"));
    assert_eq!(at("mailto:a@b."), (10, 1, "addr-spec"));
    assert_eq!(
        err("mailto:joe"),
        (7, 3, "addr-spec", "RFC 5322 3.4.1", "address without '@' and a domain (RFC 5322 §3.4.1)".into())
    );
    assert_eq!(
        err("mailto:a@b,,c@d"),
        (11, 0, "addr-spec", "RFC 6068 2", "empty address in a mailto URI (RFC 6068 §2)".into())
    );
    assert_eq!(
        err("mailto:Joe%20Bloggs@example.com"),
        (
            10,
            3,
            "addr-spec",
            "RFC 5322 3.4.1",
            "character ' ' in the local part of an address; quote the local part (%22...%22) to use it (RFC 5322 §3.4.1)"
                .into()
        )
    );
    assert_eq!(at("mailto:%22ab@c"), (7, 7, "addr-spec"));
    assert_eq!(at("mailto:%22a%0Ab%22@c"), (11, 3, "addr-spec"));
    // A quoted-pair takes a space, a tab or printable ASCII: no LF, DEL or
    // NUL (so no `\` + LF reaches `to()`); a last `\` leaves the quote open.
    assert_eq!(
        err("mailto:%22a%5C%0Ab%22@c"),
        (
            14,
            3,
            "addr-spec",
            "RFC 5322 3.4.1",
            "character '\\n' in the quoted local part of an address (RFC 5322 §3.4.1)".into()
        )
    );
    assert_eq!(at("mailto:%22a%5C%7F%22@c"), (14, 3, "addr-spec"));
    assert_eq!(at("mailto:%22a%5C%00%22@c"), (14, 3, "addr-spec"));
    assert_eq!(at("mailto:%22a%5C"), (7, 7, "addr-spec"));
    assert_eq!(at("mailto:x@y,%22a%5C"), (11, 7, "addr-spec"));
    ok("mailto:%22a%5C%09%5C%20%5C!%5C~%22@c");
    assert_eq!(at("mailto:a@%5B1.2"), (9, 6, "addr-spec"));
    assert_eq!(at("mailto:a@%5B1%5Dx"), (16, 1, "addr-spec"));
    // Escaped, the character after ']' and a first '.' are named at their width.
    assert_eq!(at("mailto:a@%5B1%5D%20"), (16, 3, "addr-spec"));
    assert_eq!(at("mailto:%2Ea@b"), (7, 3, "addr-spec"));
    assert_eq!(at("mailto:a@%2Eb"), (9, 3, "addr-spec"));
    assert_eq!(at("mailto:a@%5Bx%5Cy%5D"), (13, 3, "addr-spec"));
    assert_eq!(
        err("mailto:a@b?subject"),
        (11, 7, "hfield", "RFC 6068 2", "header field of a mailto URI without '=' (RFC 6068 §2)".into())
    );
    assert_eq!(at("mailto:a@b?x=1&"), (15, 0, "hfield"));
    assert_eq!(at("mailto:?"), (8, 0, "hfield"));
    assert_eq!(
        err("mailto:a@b?body=a/b"),
        (
            17,
            1,
            "hfield",
            "RFC 6068 2",
            "character '/' in a header field of a mailto URI; write it as %XX (RFC 6068 §2)".into()
        )
    );
    assert_eq!(at("mailto:a@b?x=1=2"), (14, 1, "hfield"));
    assert_eq!(
        err("mailto://a@b"),
        (
            7,
            2,
            "mailtoURI",
            "RFC 6068 2",
            "mailto URIs have no authority; write the address right after 'mailto:' (RFC 6068 §2)".into()
        )
    );
}

/// Item 1 of issue 44: what a mail composer takes from the header fields,
/// decoded, writes no header field the URI chose; item 2: an address shows
/// what it is.
#[test]
fn mailto_header_fields_a_composer_can_trust() {
    assert_eq!(
        err("mailto:ops@example.com?subject=Report%0D%0ABcc:%20attacker@evil.example"),
        (
            37,
            3,
            "hfield",
            "RFC 6068 5",
            "encoded CR (%0D) in a header field of a mailto URI, which a mail composer decodes and writes as a line \
             break, starting a header field of the URI's choosing; only 'body' takes line breaks (RFC 6068 §5)"
                .into()
        )
    );
    assert_eq!(
        err("mailto:?subject=a%0Ab"),
        (
            17,
            3,
            "hfield",
            "RFC 6068 5",
            "encoded LF (%0A) in a header field of a mailto URI, which a mail composer decodes and writes as a line \
             break, starting a header field of the URI's choosing; only 'body' takes line breaks (RFC 6068 §5)"
                .into()
        )
    );
    assert_eq!(
        err("mailto:?subject=a%00b"),
        (
            17,
            3,
            "hfield",
            "RFC 5322 2.2",
            "encoded NUL (%00) in a header field of a mailto URI, where a mail composer may end the value (RFC 5322 §2.2)"
                .into()
        )
    );
    // `body` takes line breaks, as CR LF only.
    assert_eq!(
        err("mailto:?body=a%0Ab"),
        (
            14,
            3,
            "hfield",
            "RFC 6068 5",
            "encoded LF (%0A) alone in the body of a mailto URI; a line break there is %0D%0A (RFC 6068 §5)".into()
        )
    );
    assert_eq!(at("mailto:?body=a%0Db"), (14, 3, "hfield"));
    assert_eq!(at("mailto:?body=a%0D"), (14, 3, "hfield"));
    assert_eq!(at("mailto:?body=%0D%0A%0A"), (19, 3, "hfield"));
    assert_eq!(at("mailto:?x=1&Body=%0D%0D%0A"), (17, 3, "hfield"));
    // Only the name `body` (decoded, in any case) is the body.
    assert_eq!(at("mailto:?bodyx=%0D%0A"), (14, 3, "hfield"));
    assert_eq!(at("mailto:?bod=%0D%0A"), (12, 3, "hfield"));
    ok("mailto:?b%6Fdy=%0D%0A");

    // The name: RFC 5322 §3.6.8's ftext, decoded, not empty.
    assert_eq!(
        err("mailto:?x%0D%0ABcc=a@b"),
        (
            9,
            3,
            "hfield",
            "RFC 5322 3.6.8",
            "character '\\r' in a header field name of a mailto URI; a field name is printable ASCII without ':' \
             (RFC 5322 §3.6.8)"
                .into()
        )
    );
    assert_eq!(
        err("mailto:a@b?subject=x&=y"),
        (21, 0, "hfield", "RFC 5322 3.6.8", "empty header field name in a mailto URI (RFC 5322 §3.6.8)".into())
    );
    assert_eq!(at("mailto:?="), (8, 0, "hfield"));
    assert_eq!(at("mailto:?Sub:ject=x"), (11, 1, "hfield"));
    assert_eq!(at("mailto:?sub%3Aject=x"), (11, 3, "hfield"));
    assert_eq!(at("mailto:?x%20y=1"), (9, 3, "hfield"));
    assert_eq!(at("mailto:?x%7F=1"), (9, 3, "hfield"));
    assert_eq!(at("mailto:?x%00=1"), (9, 3, "hfield"));
    assert_eq!(
        err("mailto:?caf%C3%A9=1"),
        (
            11,
            6,
            "hfield",
            "RFC 5322 3.6.8",
            "character 'é' in a header field name of a mailto URI; a field name is printable ASCII without ':' \
             (RFC 5322 §3.6.8)"
                .into()
        )
    );
    assert_eq!(err("mailto:?a%FF=1").4, "character '\u{fffd}' in a header field name of a mailto URI; a field name is printable ASCII without ':' (RFC 5322 §3.6.8)");
    assert_eq!(at("mailto:?a%FF=1"), (9, 3, "hfield"));
    ok("mailto:?~!$'()*+,;@=1");

    // `to`, `cc` and `bcc` (decoded, in any case): addresses, as the path's.
    assert_eq!(
        err("mailto:?to=attacker"),
        (11, 8, "addr-spec", "RFC 5322 3.4.1", "address without '@' and a domain (RFC 5322 §3.4.1)".into())
    );
    assert_eq!(at("mailto:a@b?CC=a@b,,c@d"), (18, 0, "addr-spec"));
    assert_eq!(
        err("mailto:?bcc=a@b%0D%0ABcc:x@y"),
        (15, 3, "addr-spec", "RFC 5322 3.4.1", "character '\\r' in the domain of an address (RFC 5322 §3.4.1)".into())
    );
    assert_eq!(at("mailto:?%62cc=x"), (14, 1, "addr-spec"));
    assert_eq!(at("mailto:?cc=%22a%0Ab%22@c"), (15, 3, "addr-spec"));
    assert_eq!(at("mailto:?To=a@b,c"), (15, 1, "addr-spec"));
    assert_eq!(at("mailto:?to=%E2%80%AEa@b"), (11, 9, "addr-spec"));
}

/// Item 2 of issue 44: an address is well-formed UTF-8 once decoded (RFC
/// 6532 §3.1), without bidi formatting (RFC 3987 §4.1) or invisible
/// characters.
#[test]
fn mailto_addresses_show_what_they_are() {
    assert_eq!(
        err("mailto:a%FF@example.com"),
        (
            8,
            3,
            "addr-spec",
            "RFC 6532 3.1",
            "octet %FF that is not well-formed UTF-8 (stray, overlong, surrogate or cut short) in an address \
             (RFC 6532 §3.1)"
                .into()
        )
    );
    // Overlong (C0, C1, E0 80-9F, F0 80-8F), surrogate, past U+10FFFF, stray, cut short.
    assert_eq!(at("mailto:a%C0%AE@example.com"), (8, 3, "addr-spec"));
    assert_eq!(at("mailto:a%C1%BF@example.com"), (8, 3, "addr-spec"));
    assert_eq!(at("mailto:a%E0%80%AE@x"), (8, 6, "addr-spec"));
    assert_eq!(at("mailto:a%F0%8F%BF%BF@x"), (8, 6, "addr-spec"));
    assert_eq!(at("mailto:a%ED%A0%80@x"), (8, 6, "addr-spec"));
    assert_eq!(at("mailto:a%F4%90%80%80@x"), (8, 6, "addr-spec"));
    assert_eq!(at("mailto:a%F5%80%80%80@x"), (8, 3, "addr-spec"));
    assert_eq!(at("mailto:a%80@x"), (8, 3, "addr-spec"));
    assert_eq!(at("mailto:a%C3%A9%A9@x"), (14, 3, "addr-spec"));
    assert_eq!(at("mailto:a%E2%80@x"), (8, 6, "addr-spec"));
    assert_eq!(at("mailto:a@x%E2%80"), (10, 6, "addr-spec"));
    assert_eq!(err("mailto:a%C3@x").4, "octet %C3 that is not well-formed UTF-8 (stray, overlong, surrogate or cut short) in an address (RFC 6532 §3.1)");
    assert_eq!(at("mailto:a@ex%FFample.com"), (11, 3, "addr-spec"));
    // The edges that are well-formed.
    ok("mailto:%C2%80%DF%BF%E0%A0%80%ED%9F%BF%EE%80%80%F0%90%80%80%F4%8F%BF%BF@x");
    // Four octets led by F1 to F3 (U+40000 to U+FFFFF), decoded whole:
    // U+4FEFF, whose low 16 bits are U+FEFF's, is not U+FEFF.
    ok("mailto:%F1%80%80%80%F3%BF%BF%BD@x");
    ok("mailto:%F1%8F%BB%BF@x");
    let e = Iri::parse("mailto:\u{40000}\u{200c}@x").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (11, 3, "addr-spec", "RFC 5892 2.6"));

    assert_eq!(
        err("mailto:%E2%80%AEelpmaxe.knab@nimda"),
        (
            7,
            9,
            "addr-spec",
            "RFC 3987 4.1",
            "bidirectional formatting character '\\u{202e}' in an address, which makes it display as another \
             (RFC 3987 §4.1)"
                .into()
        )
    );
    for (s, c) in [
        ("mailto:a%E2%80%8Eb@x", 0x200E),
        ("mailto:a%E2%80%8Fb@x", 0x200F),
        ("mailto:a%E2%80%AAb@x", 0x202A),
        ("mailto:a%E2%80%ADb@x", 0x202D),
    ] {
        assert_eq!(err(s).2, "addr-spec", "{s}");
        assert_eq!((at(s), err(s).3), ((8, 9, "addr-spec"), "RFC 3987 4.1"), "U+{c:04X}");
    }
    assert_eq!(
        err("mailto:a%E2%80%8Bb@x"),
        (
            8,
            9,
            "addr-spec",
            "RFC 5892 2.6",
            "invisible character '\\u{200b}' in an address, which makes it display as another (RFC 5892 §2.6)".into()
        )
    );
    for s in [
        "mailto:a%E2%80%8Cb@x",
        "mailto:a%E2%80%8Db@x",
        "mailto:a%E2%81%A0b@x",
        "mailto:a%E2%81%A6b@x",
        "mailto:a%E2%81%A9b@x",
        "mailto:a%EF%BB%BFb@x",
    ] {
        assert_eq!((at(s), err(s).3), ((8, 9, "addr-spec"), "RFC 5892 2.6"), "{s}");
    }
    assert_eq!(at("mailto:a@x%EF%BB%BF.com"), (10, 9, "addr-spec"));
    // Their neighbours are taken.
    ok("mailto:%C2%AC%C2%AE%E2%80%8A%E2%80%90%E2%80%A9%E2%80%AF%E2%81%9F%E2%81%B0%EF%BB%BE@x");
    // Every default-ignorable code point: the soft hyphen, a tag, ...
    assert_eq!(at("mailto:ad%C2%ADmin@bank.example"), (9, 6, "addr-spec"));
    assert_eq!(at("mailto:a%F3%A0%80%81@x"), (8, 12, "addr-spec"));
    assert_eq!(at("mailto:a%E2%81%A1@x"), (8, 9, "addr-spec"));
    // As an IRI, written as themselves: the invisible ones reach this rule
    // (RFC 3987 §2.2 takes them), the bidi ones RFC 3987 §4.1's.
    let e = Iri::parse("mailto:a\u{200b}b@x").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (8, 3, "addr-spec", "RFC 5892 2.6"));
    let e = Iri::parse("mailto:a\u{feff}@x").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (8, 3, "addr-spec", "RFC 5892 2.6"));
    let e = Iri::parse("mailto:a%E2é@x").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (8, 5, "addr-spec", "RFC 6532 3.1"));
    let e = Iri::parse("mailto:a\u{202e}@x").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (8, 3, "bidi", "4.1"));
    assert_eq!(Iri::parse("mailto:ü@納豆.example").map(|i| i.as_str()), Ok("mailto:ü@納豆.example"));
}

#[test]
fn data_rules_of_rfc_2397_section_3() {
    for s in [
        "data:,A%20brief%20note",
        "data:text/plain;base64,SGVsbG8=",
        "data:;base64,",
        "data:,",
        "data:text/plain;charset=%22utf-8%22,x",
        "data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local",
        "DATA:Text/HTML;BASE64,PHA+",
        "data:text/html,%3Cp%3E?x,y#z",
    ] {
        ok(s);
    }
    assert_eq!(
        err("data:text/plain;base64,SGVsbG8"),
        (
            23,
            7,
            "base64",
            "RFC 4648 4",
            "base64 data whose length is not a multiple of 4; pad the last group with '=' (RFC 4648 §4)".into()
        )
    );
    assert_eq!(
        err("data:text/plain"),
        (15, 0, "dataurl", "RFC 2397 3", "data URI without ','; the data follows the first ',' (RFC 2397 §3)".into())
    );
    assert_eq!(
        err("data:text,x"),
        (5, 4, "mediatype", "RFC 2397 3", "media type of a data URI without '/' and a subtype (RFC 2397 §3)".into())
    );
    assert_eq!(at("data:text/,x"), (10, 0, "mediatype"));
    assert_eq!(
        err("data:text/pl(ain,x"),
        (12, 1, "mediatype", "RFC 2045 5.1", "character '(' in the media type of a data URI (RFC 2045 §5.1)".into())
    );
    assert_eq!(at("data:text/plain;charset,x"), (16, 7, "mediatype"));
    assert_eq!(at("data:;base64;charset=x,x"), (6, 6, "mediatype"));
    assert_eq!(at("data:;charset=%22x,x"), (14, 4, "mediatype"));
    assert_eq!(at("data:;charset=,x"), (14, 0, "mediatype"));
    assert_eq!(
        err("data:;base64,SGVs%20bG8="),
        (17, 3, "base64", "RFC 4648 4", "character ' ' in the base64 data of a data URI (RFC 4648 §4)".into())
    );
    assert_eq!(at("data:;base64,S=VsbG8="), (15, 1, "base64"));
    assert_eq!(at("data:;base64,SGVsbG8==="), (22, 1, "base64"));
    assert_eq!(
        err("data:;base64,QR=="),
        (
            14,
            1,
            "base64",
            "RFC 4648 3.5",
            "base64 data whose last character holds bits beyond the data; the encoding is not canonical (RFC 4648 §3.5)"
                .into()
        )
    );
    ok("data:;base64,QQ==");
    ok("data:;base64,SGVs%62G8%3D");
    ok("data:text/plain;base64=no,SGVsbG8");
}

#[test]
fn urn_rules_of_rfc_8141_section_2() {
    for s in [
        "urn:example:a123,z456",
        "URN:example:a123,z456",
        "urn:EXAMPLE:a123,z456",
        "urn:example:a123,z456?+abc",
        "urn:example:a123,z456?=xyz",
        "urn:example:a123,z456#789",
        "urn:example:a123,z456/foo",
        "urn:example:a123,z456?+abc?=xyz#789",
        "urn:example:a123%2Cz456",
        "urn:ietf:params:oauth:grant-type:jwt-bearer",
        "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
        "urn:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
        "urn:isbn:0451450523",
        "urn:ab:c",
        "urn:a2345678901234567890123456789012:x",
    ] {
        ok(s);
    }
    assert_eq!(
        err("urn:a:b"),
        (4, 1, "NID", "RFC 8141 2", "namespace identifier of a URN not of 2 to 32 characters (RFC 8141 §2)".into())
    );
    assert_eq!(at("urn:a23456789012345678901234567890123:x"), (4, 33, "NID"));
    assert_eq!(at("urn:"), (4, 0, "NID"));
    assert_eq!(
        err("urn:-ab:c"),
        (4, 3, "NID", "RFC 8141 2", "namespace identifier of a URN starting or ending with '-' (RFC 8141 §2)".into())
    );
    assert_eq!(at("urn:ab-:c"), (4, 3, "NID"));
    assert_eq!(
        err("urn:a.b:c"),
        (5, 1, "NID", "RFC 8141 2", "character '.' in the namespace identifier of a URN (RFC 8141 §2)".into())
    );
    assert_eq!(at("urn://ab/c"), (4, 1, "NID"));
    assert_eq!(
        err("urn:isbn"),
        (8, 0, "NSS", "RFC 8141 2", "missing namespace-specific string after the NID of a URN (RFC 8141 §2)".into())
    );
    assert_eq!(at("urn:isbn:"), (8, 1, "NSS"));
    assert_eq!(at("urn:isbn:/x"), (8, 3, "NSS"));
    assert_eq!(
        err("urn:uuid:not-a-uuid"),
        (9, 10, "UUID", "RFC 9562 4", "urn:uuid: not followed by a UUID (8-4-4-4-12 hex digits) (RFC 9562 §4)".into())
    );
    assert_eq!(at("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf"), (9, 35, "UUID"));
    assert_eq!(at("urn:uuid:f81d4fae7dec-11d0-a765-00a0c91e6bf6-"), (9, 36, "UUID"));
    assert_eq!(
        err("urn:ab:c?x"),
        (
            8,
            2,
            "rq-components",
            "RFC 8141 2",
            "query of a URN that is not '?+' and an r-component or '?=' and a q-component (neither empty) (RFC 8141 §2)"
                .into()
        )
    );
    assert_eq!(at("urn:ab:c?"), (8, 1, "rq-components"));
    assert_eq!(at("urn:ab:c?+"), (8, 2, "rq-components"));
    assert_eq!(at("urn:ab:c?="), (8, 2, "rq-components"));
    assert_eq!(at("urn:ab:c?+a?="), (11, 2, "rq-components"));
    ok("urn:ab:c?=a?+b");
}

/// Issue 44, item 3: a path is refused when a decoded segment climbs, and
/// on Windows when Windows would open another file than the one shown.
#[cfg(feature = "alloc")]
#[test]
fn file_paths_refuse_dot_segments_devices_streams_and_stripped_ends() {
    use crate::rfc3986::file::{FilePathError, FileUri};
    use std::format;
    use FilePathError::*;
    let unix = |s: &str| FileUri::parse(s).unwrap().to_unix_path();
    let win = |s: &str| FileUri::parse(s).unwrap().to_windows_path();
    let f = FileUri::parse("file:///srv/uploads/%2E%2E/%2E%2E/etc/passwd").unwrap();
    assert!(f.path().starts_with("/srv/uploads/"));
    assert_eq!(f.to_unix_path(), Err(DotSegment));
    #[cfg(all(feature = "std", unix))]
    assert_eq!(f.to_path(), Err(DotSegment));
    for u in ["file:///a/..", "file:///a/../b", "file:///./b", "file:///a/%2e", "file:///a/.%2E/b", "file:///%2E%2e"] {
        assert_eq!((u, unix(u)), (u, Err(DotSegment)));
        let w = u.replacen("file:///", "file:///C:/", 1);
        assert_eq!((u, win(&w)), (u, Err(DotSegment)));
    }
    // Not dot segments: three dots, a dot with more, a double encoding.
    for (u, p) in [("file:///a/...", "/a/..."), ("file:///.a/a.", "/.a/a."), ("file:///%252E%252E", "/%2E%2E")] {
        assert_eq!(unix(u).as_deref(), Ok(p));
    }
    for seg in [
        "CON",
        "con",
        "Prn.txt",
        "aux.tar.gz",
        "NUL",
        "nul%20.txt",
        "COM1",
        "com9.log",
        "COM0",
        "LPT1",
        "lpt9",
        "COM%C2%B9",
        "lpt%C2%B2.txt",
        "LPT%C2%B3",
        "CONIN$",
        "conout$.x",
    ] {
        assert_eq!((seg, win(&format!("file:///C:/dir/{seg}"))), (seg, Err(DeviceName)));
        assert_eq!((seg, win(&format!("file://server/share/{seg}"))), (seg, Err(DeviceName)));
    }
    // Unix has no devices by name.
    assert_eq!(unix("file:///dir/CON/nul%20.txt").as_deref(), Ok("/dir/CON/nul .txt"));
    for (seg, ok) in [
        ("CONSOLE", "CONSOLE"),
        ("COM", "COM"),
        ("COM10", "COM10"),
        ("LPT%C2%B4", "LPT\u{b4}"),
        ("NULL.txt", "NULL.txt"),
        ("xCON", "xCON"),
        ("con_x", "con_x"),
        ("COM1x", "COM1x"),
        ("CONIN", "CONIN"),
    ] {
        assert_eq!(win(&format!("file:///C:/dir/{seg}")), Ok(format!("C:\\dir\\{ok}")));
    }
    for seg in ["a:stream", "a.txt:x:$DATA", "a%3Ab", "D:"] {
        assert_eq!((seg, win(&format!("file:///C:/dir/{seg}"))), (seg, Err(AlternateStream)));
    }
    assert_eq!(win("file://server/C:/x"), Err(AlternateStream));
    for seg in ["a.", "a%20", "a.txt.", "a.%20", "...", "CON%20"] {
        assert_eq!((seg, win(&format!("file:///C:/dir/{seg}"))), (seg, Err(TrailingDotOrSpace)));
    }
    assert_eq!(win("file:///C:/a.b/c%20d/e").as_deref(), Ok(r"C:\a.b\c d\e"));
    assert_eq!(
        DotSegment.to_string(),
        "segment '.' or '..' once decoded, which would climb out of the path (RFC 3986 §2.3, §3.3)"
    );
    assert_eq!(DeviceName.to_string(), "Windows device name as a path segment, which opens the device, not a file");
    assert_eq!(
        AlternateStream.to_string(),
        "':' in a path segment other than the drive letter, which Windows reads as an alternate data stream"
    );
    assert_eq!(TrailingDotOrSpace.to_string(), "path segment ending in '.' or ' ', which Windows strips");
}

/// Issue 44, item 3: normalization keeps a file URI's drive letter as the
/// root of its path (RFC 8089 Appendix E.2), and only a file URI's.
#[cfg(feature = "alloc")]
#[test]
fn normalization_keeps_the_drive_of_a_file_uri() {
    let n = |s: &str| Uri::parse(s).unwrap().normalized();
    let eq = |a: &str, b: &str| Uri::parse(a).unwrap().equivalent(&Uri::parse(b).unwrap());
    for (u, want) in [
        ("file:///C:/x/%2E%2E/%2E%2E/Windows", "file:///C:/Windows"),
        ("file:///C:/..", "file:///C:/"),
        ("file:///c:/a/../../../b/./c", "file:///c:/b/c"),
        ("file:/C:/../x", "file:/C:/x"),
        ("file://localhost/C:/../x", "file://localhost/C:/x"),
        ("file:///%43:/x/../../y", "file:///C:/y"),
        ("file:///y/../C:/../x", "file:///C:/x"),
        ("FILE:///C:/%2e%2e", "file:///C:/"),
        ("file:///C:x/../../y", "file:///y"),
        ("file:///CC:/../y", "file:///y"),
        ("file:///C%3A/../y", "file:///y"),
        ("file:///x/C:/../../y", "file:///y"),
        ("ex:/C:/../y", "ex:/y"),
        ("http://h/C:/../y", "http://h/y"),
    ] {
        assert_eq!((u, n(u).as_str()), (u, want));
        assert_eq!((u, n(&n(u))), (u, n(u)));
        assert!(eq(u, want), "{u}");
    }
    assert!(eq("file:///C:/x/%2E%2E/%2E%2E/Windows", "file:///y/../C:/Windows"));
    assert!(!eq("file:///C:/x/%2E%2E/%2E%2E/Windows", "file:///Windows"));
    assert!(!eq("file:///C:/..", "file:///"));
    // Resolution (RFC 3986 §5.2.4) is unchanged.
    let base = Uri::parse("file:///C:/x/").unwrap();
    let r = UriRef::parse("../../Windows").unwrap();
    assert_eq!(base.resolve_to_string(&r), "file:///Windows");
}

#[cfg(feature = "alloc")]
#[test]
fn typed_views_of_the_four_schemes() {
    use crate::rfc3986::data::DataUri;
    use crate::rfc3986::file::{FilePathError, FileUri};
    use crate::rfc3986::mailto::MailtoUri;
    use crate::rfc3986::urn::Urn;
    use std::vec::Vec;

    let e = FileUri::parse("http://h/").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (0, 4, "scheme", "RFC 8089 2"));
    assert_eq!(e.to_string(), "expected a file URI, found a URI of another scheme (RFC 8089 §2)");
    assert_eq!(FileUri::parse_const("file:/x"), FileUri::parse("file:/x"));
    let e = Urn::from_uri(Uri::parse("data:,x").unwrap()).unwrap_err();
    assert_eq!(e.to_string(), "expected a urn URI, found a URI of another scheme (RFC 8141 §2)");

    let f = FileUri::parse("file:/etc/fstab").unwrap();
    assert_eq!((f.host(), f.is_local(), f.path()), (None, true, "/etc/fstab"));
    assert_eq!(f.segments().collect::<Vec<_>>(), ["etc", "fstab"]);
    assert!(FileUri::parse("file://LocalHost/x").unwrap().is_local());
    assert_eq!(FileUri::parse("file://LocalHost/x").unwrap().to_unix_path().as_deref(), Ok("/x"));
    assert_eq!(FileUri::parse("file:///%FF").unwrap().to_unix_path(), Err(FilePathError::NotUtf8));
    assert_eq!(FileUri::parse("file:///C:").unwrap().to_windows_path().as_deref(), Ok("C:\\"));
    assert_eq!(FileUri::parse("file:///C:/").unwrap().to_windows_path().as_deref(), Ok("C:\\"));
    assert_eq!(FileUri::parse("file:///C%7C/x").unwrap().to_windows_path(), Err(FilePathError::NoDrive));
    assert_eq!(FileUri::parse("file://[::1]/s/x").unwrap().to_windows_path(), Err(FilePathError::UncHost));
    assert_eq!(FileUri::parse("file://h/s/a%2Fb").unwrap().to_windows_path(), Err(FilePathError::EncodedSeparator));
    // Host `.` would make the device path `\\.\pipe\x`: none.
    assert_eq!(FileUri::parse("file://./pipe/x").unwrap().to_windows_path(), Err(FilePathError::UncHost));
    assert_eq!(FileUri::parse("file://../s/x").unwrap().to_windows_path().as_deref(), Ok(r"\\..\s\x"));
    // `localhost` without a drive: the local machine's UNC path; with one, the drive.
    let on = |s: &str| FileUri::parse(s).unwrap().to_windows_path();
    assert_eq!(on("file://localhost/c$/x").as_deref(), Ok(r"\\localhost\c$\x"));
    assert_eq!(on("file://LocalHost/share/").as_deref(), Ok(r"\\LocalHost\share\"));
    assert_eq!(on("file://localhost/C:/x").as_deref(), Ok(r"C:\x"));
    let no_drive = Err(FilePathError::NoDrive);
    assert_eq!(
        (on("file://localhost/"), on("file:///share/x"), on("file:/share/x")),
        (Err(FilePathError::UncHost), no_drive.clone(), no_drive)
    );
    // A share named like a drive on localhost keeps its ':' escaped, so it reads back as the share.
    assert_eq!(FileUri::from_windows_path(r"\\localhost\C:\x").unwrap().as_str(), "file://localhost/C%3A/x");
    assert_eq!(FileUri::from_windows_path(r"\\LocalHost\c:").unwrap().as_str(), "file://LocalHost/c%3A");
    assert_eq!(FileUri::from_windows_path(r"\\server\C:\x").unwrap().as_str(), "file://server/C:/x");
    assert_eq!(FileUri::from_windows_path(r"\\localhost\C:x").unwrap().as_str(), "file://localhost/C:x");
    assert_eq!(FileUri::from_unix_path("/").unwrap().as_str(), "file:///");
    assert_eq!(FileUri::from_unix_path("/a%b/c?d").unwrap().as_str(), "file:///a%25b/c%3Fd");
    assert_eq!(FileUri::from_unix_path("//x"), Err(FilePathError::EmptyFirstSegment));
    assert_eq!(FileUri::from_unix_path("/a\0"), Err(FilePathError::Nul));
    assert_eq!(FileUri::from_unix_path(""), Err(FilePathError::Relative));
    assert_eq!(FileUri::from_windows_path(r"C:\").unwrap().as_str(), "file:///C:/");
    assert_eq!(FileUri::from_windows_path(r"\\?\C:\x"), Err(FilePathError::Verbatim));
    assert_eq!(FileUri::from_windows_path(r"\\.\pipe\x"), Err(FilePathError::Verbatim));
    assert_eq!(FileUri::from_windows_path(r"\\host"), Err(FilePathError::UncHost));
    assert_eq!(FileUri::from_windows_path(r"\\host\"), Err(FilePathError::UncHost));
    assert_eq!(FileUri::from_windows_path(r"\\a b\s"), Err(FilePathError::UncHost));
    assert_eq!(FileUri::from_windows_path(r"\x"), Err(FilePathError::Relative));
    assert_eq!(FileUri::from_windows_path("C:"), Err(FilePathError::Relative));
    assert_eq!(FileUri::from_windows_path("C:\\a\0"), Err(FilePathError::Nul));
    for p in ["/", "/tmp/a b/ü/%/#?", "/a//b/", "/C:/x"] {
        let u = FileUri::from_unix_path(p).unwrap();
        assert_eq!(FileUri::parse(u.as_str()).unwrap().to_unix_path().as_deref(), Ok(p));
    }
    for p in [r"C:\", r"C:\Program Files\a#b.txt", r"\\server\share\dir\ü", r"d:\a\\b", r"\\localhost\c$\x"] {
        let u = FileUri::from_windows_path(p).unwrap();
        assert_eq!(FileUri::parse(u.as_str()).unwrap().to_windows_path().as_deref(), Ok(p));
    }
    // A share named like a drive holds a ':', which Windows reads as an
    // alternate data stream (a share name has none): the URI is written, its
    // Windows path refused.
    for p in [r"\\localhost\C:\x", r"\\localhost\c:", r"\\server\C:\x"] {
        let u = FileUri::from_windows_path(p).unwrap();
        assert_eq!(FileUri::parse(u.as_str()).unwrap().to_windows_path(), Err(FilePathError::AlternateStream));
    }

    let m = MailtoUri::parse("mailto:").unwrap();
    assert_eq!((m.to().count(), m.headers().count()), (0, 0));
    assert_eq!(m.query(), None);
    // Each address once, the ',' between them stepped over; spaces kept in a quoted local part.
    let m = MailtoUri::parse("mailto:a@b,%22c%20d%22@e,f@g?x=1&y=#h").unwrap();
    // (`take`: a `to()` that does not step past the ',' would not end.)
    assert_eq!(m.to().take(4).map(|a| a.to_string()).collect::<Vec<_>>(), ["a@b", "\"c d\"@e", "f@g"]);
    assert_eq!(m.query(), Some("x=1&y="));
    let m = MailtoUri::parse("mailto:?to=a@b&x=").unwrap();
    assert_eq!(m.query(), Some("to=a@b&x="));
    // (`take`: headers() that do not step past the '&' would not end.)
    let h: Vec<_> = m.headers().take(3).map(|(n, v)| (n.to_string(), v.to_string())).collect();
    assert_eq!(h, [("to".to_string(), "a@b".to_string()), ("x".to_string(), String::new())]);

    let d = DataUri::parse("data:text/plain%3Bcharset=%22a;b%22;x=y;base64,QQ==#f").unwrap();
    assert_eq!(d.media_type(), Some("text/plain"));
    assert_eq!(d.parameters().collect::<Vec<_>>(), [("charset", "a;b"), ("x", "y")]);
    assert_eq!((d.data(), d.decoded_len(), d.decode()), ("QQ==", 1, b"A".to_vec()));
    assert_eq!(d.fragment(), Some("f"));
    let d = DataUri::parse("data:;base64,SGVsbG8gd29ybGQ%3D").unwrap();
    assert_eq!((d.media_type(), d.parameters().count()), (None, 0));
    assert_eq!(d.decode(), b"Hello world");
    let d = DataUri::parse("data:,%00%FF?x").unwrap();
    assert_eq!(d.decode(), [0, 0xff, b'?', b'x']);

    let u = Urn::parse("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6").unwrap();
    assert_eq!(u.uuid().unwrap()[..3], [0xf8, 0x1d, 0x4f]);
    assert_eq!(Urn::parse("urn:isbn:1").unwrap().uuid(), None);
    let u = Urn::parse("urn:ab:c?=q?+r").unwrap();
    assert_eq!((u.r_component(), u.q_component()), (None, Some("q?+r")));
    assert!(Urn::parse("urn:ab:%2c").unwrap().equivalent(&Urn::parse("urn:AB:%2C?+x").unwrap()));
    assert!(!Urn::parse("urn:ab:c").unwrap().equivalent(&Urn::parse("urn:ab:C").unwrap()));
    // RFC 9562 §4 (to which RFC 8141 §3 leaves the namespace's equivalence):
    // a UUID's hex digits in any case; other namespaces' NSS stays exact.
    let upper = Urn::parse("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6").unwrap();
    let lower = Urn::parse("URN:UUID:f81d4fae-7dec-11d0-a765-00a0c91e6bf6?=q").unwrap();
    assert!(upper.equivalent(&lower) && lower.equivalent(&upper));
    let other = Urn::parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf7").unwrap();
    assert!(!upper.equivalent(&other));
    assert!(!Urn::parse("urn:uuidx:ab").unwrap().equivalent(&Urn::parse("urn:uuidx:AB").unwrap()));
    // Debug: the parts as the accessors give them, no placeholder offset.
    assert_eq!(
        std::format!("{:?}", Urn::parse("urn:isbn:0451450523").unwrap()),
        r#"Urn { uri: Uri("urn:isbn:0451450523"), nid: "isbn", nss: "0451450523", r_component: None, q_component: None, f_component: None }"#
    );
    assert_eq!(
        std::format!("{:?}", Urn::parse("urn:example:a?+r?=q#f").unwrap()),
        r#"Urn { uri: Uri("urn:example:a?+r?=q#f"), nid: "example", nss: "a", r_component: Some("r"), q_component: Some("q"), f_component: Some("f") }"#
    );
}

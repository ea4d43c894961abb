//! IRIs (RFC 3987): `Iri`, `IriRef`, `IriBuf`, `IriRefBuf`. Every boundary
//! code point of `ucschar` and `iprivate` (§2.2), every bidi formatting
//! character (§4.1) in every component, error offsets into multi-byte text,
//! the mapping to a URI (§3.1) with exact outputs that `Uri::parse` takes,
//! resolution (§6.5) on RFC 3986 §5.4's examples in other scripts,
//! normalization (§5.3), owned forms and serde. The twin agreement of both
//! parsers on an IRI corpus is in `twin.rs` ([`iri_corpus`]).

use std::collections::HashSet;

use url_core::{Iri, IriBuf, IriRef, IriRefBuf, Uri, UriHost, UriRef};
use url_literal_gen::{uri_corpus, Rng};

use crate::support::vectors::{ABNORMAL, BASE, NORMAL};

/// Both parsers of `Iri` on `s` (the same answer, or the test fails).
#[track_caller]
fn iri(s: &str) -> Result<Iri<'_>, url_core::ParseError> {
    let r = Iri::parse(s);
    assert_eq!(Iri::parse_const(s), r, "{s:?}");
    r
}

/// Both parsers of `IriRef` on `s`.
#[track_caller]
fn iri_ref(s: &str) -> Result<IriRef<'_>, url_core::ParseError> {
    let r = IriRef::parse(s);
    assert_eq!(IriRef::parse_const(s), r, "{s:?}");
    r
}

/// The error of `Iri::parse(s)`: offset, length, rule, section, `Display`.
#[track_caller]
fn err(s: &str) -> (usize, usize, &'static str, &'static str, String) {
    let e = iri(s).unwrap_err();
    (e.offset(), e.length(), e.rule(), e.section(), e.to_string())
}

// ------------------------------------------------------------ §2.2 ranges

/// Every edge of `ucschar` and `iprivate`, in the path, the query and the
/// fragment: accepted, or refused with the exact error.
#[test]
fn every_boundary_code_point() {
    // (code point, in a path or fragment, in a query)
    let edges: [(u32, bool, bool); 27] = [
        (0x9F, false, false),
        (0xA0, true, true),
        (0xD7FF, true, true),
        (0xE000, false, true),
        (0xF8FF, false, true),
        (0xF900, true, true),
        (0xFDCF, true, true),
        (0xFDD0, false, false),
        (0xFDEF, false, false),
        (0xFDF0, true, true),
        (0xFFEF, true, true),
        (0xFFF0, false, false),
        (0xFFFE, false, false),
        (0xFFFF, false, false),
        (0x10000, true, true),
        (0x1FFFD, true, true),
        (0x1FFFE, false, false),
        (0xE0000, false, false),
        (0xE0FFF, false, false),
        (0xE1000, true, true),
        (0xEFFFD, true, true),
        (0xEFFFE, false, false),
        (0xF0000, false, true),
        (0xFFFFD, false, true),
        (0xFFFFE, false, false),
        (0x100000, false, true),
        (0x10FFFD, false, true),
    ];
    for (v, in_path, in_query) in edges {
        let c = char::from_u32(v).unwrap();
        let w = c.len_utf8();
        let escaped: String = c.to_string().bytes().map(|b| format!("%{b:02X}")).collect();
        let private =
            (0xE000..=0xF8FF).contains(&v) || (0xF0000..=0xFFFFD).contains(&v) || (0x100000..=0x10FFFD).contains(&v);
        let what = if (0xFDD0..=0xFDEF).contains(&v) || v & 0xFFFE == 0xFFFE {
            "noncharacter"
        } else if v < 0xA0 {
            "control character"
        } else if private {
            "private-use character"
        } else {
            "character"
        };
        let fix = if private {
            "iprivate is allowed only in the query, percent-encode it as"
        } else {
            "not a ucschar, percent-encode it as"
        };
        let message = |name: &str| format!("{what} U+{v:04X} in {name}; {fix} {escaped} (RFC 3987 §2.2)");
        // Path (after 'x', at byte 15), fragment (16), query (16).
        let path = format!("https://h.example/x{c}y");
        let query = format!("https://h.example/?q{c}y");
        let fragment = format!("https://h.example/#f{c}y");
        for (s, ok, rule, name) in [
            (&path, in_path, "ipchar", "path"),
            (&fragment, in_path, "ifragment", "fragment"),
            (&query, in_query, "iquery", "query"),
        ] {
            let at = s.find(c).unwrap();
            assert_eq!(at, if name == "path" { 19 } else { 20 });
            if ok {
                let i = iri(s).unwrap();
                let part = match name {
                    "path" => i.path().to_owned(),
                    "query" => i.query().unwrap().to_owned(),
                    _ => i.fragment().unwrap().to_owned(),
                };
                assert_eq!(
                    part,
                    format!(
                        "{}{c}y",
                        if name == "path" {
                            "/x"
                        } else if name == "query" {
                            "q"
                        } else {
                            "f"
                        }
                    )
                );
                assert_eq!(i.to_uri().as_str(), s.replace(c, &escaped), "{s:?}");
            } else {
                assert_eq!(err(s), (at, w, rule, "2.2", message(name)), "{s:?}");
            }
        }
        // The same in an ireg-name and an iuserinfo (no iprivate there).
        let host = format!("foo://a{c}b.example/");
        let user = format!("foo://u{c}v@h/");
        if in_path {
            assert_eq!(iri(&host).unwrap().host(), Some(UriHost::RegName(&host[6..host.len() - 1])));
            assert_eq!(iri(&user).unwrap().userinfo(), Some(&user[6..user.len() - 3]));
        } else {
            assert_eq!(err(&host), (7, w, "ireg-name", "2.2", message("host")), "{host:?}");
            assert_eq!(err(&user), (7, w, "iuserinfo", "2.2", message("userinfo")), "{user:?}");
        }
    }
}

#[test]
fn exact_messages_of_the_brief() {
    assert_eq!(
        err("https://example.com/\u{FDD0}"),
        (
            20,
            3,
            "ipchar",
            "2.2",
            "noncharacter U+FDD0 in path; not a ucschar, percent-encode it as %EF%B7%90 (RFC 3987 §2.2)".into()
        )
    );
    assert_eq!(
        err("https://example.com/\u{202E}"),
        (
            20,
            3,
            "bidi",
            "4.1",
            "bidirectional formatting character U+202E in path; IRIs must not contain it, a reader would see \
             another address (RFC 3987 §4.1)"
                .into()
        )
    );
    let e = Iri::parse("https://example.com/\u{1FFFE}").unwrap_err();
    assert_eq!(e.citation().as_str(), "RFC 3987 §2.2");
    assert_eq!(e.expected(), "a ucschar character, or its UTF-8 bytes percent-encoded");
    assert_eq!(e.span(), 20..24);
}

// ------------------------------------------------------------ §4.1 bidi

/// Each of the seven bidi formatting characters, in each component, as
/// the §4.1 error at its offset and full width.
#[test]
fn every_bidi_character_in_every_component() {
    for v in [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E] {
        let c = char::from_u32(v).unwrap();
        // (text, offset, component name); `IriRef` for the relative ones.
        let cases: [(String, usize, &str); 10] = [
            (format!("ht{c}tp://h/"), 2, "scheme"),
            (format!("http://us{c}er@h/"), 9, "userinfo"),
            (format!("http://ü{c}/"), 9, "host"),
            (format!("http://h:8{c}/"), 10, "port"),
            (format!("http://[::1{c}]/"), 11, "IPv6 address"),
            (format!("http://[::1]{c}/"), 12, "IP literal"),
            (format!("http://ü/ä{c}"), 12, "path"),
            (format!("http://h/?é{c}"), 12, "query"),
            (format!("http://h/#é{c}"), 12, "fragment"),
            (format!("ü{c}/x"), 2, "path"),
        ];
        for (s, at, name) in &cases {
            let e = if s.starts_with("ü") { iri_ref(s).unwrap_err() } else { iri(s).unwrap_err() };
            let message = format!(
                "bidirectional formatting character U+{v:04X} in {name}; IRIs must not contain it, a reader \
                 would see another address (RFC 3987 §4.1)"
            );
            assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (*at, 3, "bidi", "4.1"), "{s:?}");
            assert_eq!(e.to_string(), message, "{s:?}");
        }
    }
}

// ------------------------------------------------------------ ASCII rules

#[test]
fn ascii_productions_stay_ascii() {
    // scheme, port, IP literals take no non-ASCII character.
    let e = iri("hé://x").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (1, 2, "scheme", "2.2"));
    let e = iri("http://例え.テスト:8é/").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule()), (25, 2, "port"));
    assert_eq!(
        e.to_string(),
        "non-ASCII character 'é' in port; expected decimal digits, then the end of the authority (RFC 3987 §2.2)"
    );
    let e = iri("http://[::ü]/").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (10, 2, "IPv6address", "2.2"));
    let e = iri("http://[v1.ü]/").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule()), (11, 2, "IPvFuture"));
    // The rules of http, https, ws and wss, as for Uri.
    let e = iri("https://jürgen@bücher.example/").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (8, 8, "userinfo", "RFC 9110 4.2.4"));
    assert_eq!(e.citation().as_str(), "RFC 9110 §4.2.4");
    let e = iri("wss://bücher.example/#ü").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (22, 3, "fragment", "RFC 6455 3"));
    let e = iri("http:ü").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule()), (5, 0, "authority"));
}

#[test]
fn error_offsets_in_multi_byte_text() {
    // 例え = 6 bytes, テスト = 9, パス = 6.
    let s = "https://例え.テスト/パス/a b";
    assert_eq!(err(s), (33, 1, "ipchar", "2.2", "space in path; write it as %20 (RFC 3987 §2.2)".into()));
    let s = "https://例え.テスト/パス?a=%zz";
    assert_eq!(
        err(s),
        (
            34,
            3,
            "pct-encoded",
            "2.2",
            "'%' not followed by two hex digits in query; write a literal '%' as %25 (RFC 3987 §2.2)".into()
        )
    );
    let s = "https://例え.テスト/パス#ä#";
    assert_eq!(err(s), (34, 1, "ifragment", "2.2", "second '#' in fragment; write it as %23 (RFC 3987 §2.2)".into()));
    let s = "https://例え<.jp/";
    assert_eq!(err(s).0, 14);
    assert_eq!(err(s).2, "ihost");
    // What an IRI component takes, non-ASCII included.
    let expected = |s: &str| iri_ref(s).unwrap_err().expected();
    assert_eq!(
        expected("https://例え<.jp/"),
        "letters, digits, \"-._~!$&'()*+,;=\", %XX escapes and non-ASCII ucschar characters, or an IP literal in \
         brackets, then ':' and a port or the end of the authority"
    );
    assert_eq!(
        expected("/ü<"),
        "letters, digits, \"-._~!$&'()*+,;=:@/\", %XX escapes and non-ASCII ucschar characters"
    );
    assert_eq!(
        expected("?ü<"),
        "letters, digits, \"-._~!$&'()*+,;=:@/?\", %XX escapes and non-ASCII ucschar and iprivate characters"
    );
    assert_eq!(
        expected("#ü<"),
        "letters, digits, \"-._~!$&'()*+,;=:@/?\", %XX escapes and non-ASCII ucschar characters"
    );
    assert_eq!(
        expected("//ü<@h"),
        "letters, digits, \"-._~!$&'()*+,;=:\", %XX escapes and non-ASCII ucschar characters, then '@'"
    );
    assert_eq!(expected("//h:ü"), "decimal digits, then the end of the authority");
    let e = iri_ref("ü:x").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule()), (2, 1, "isegment-nz-nc"));
    let e = iri("").unwrap_err();
    assert_eq!(e.to_string(), "empty string; an IRI is <scheme>:<ihier-part> (RFC 3987 §2.2)");
    // The caret picture sits under the character, at its full width.
    let s = "http://h/é\u{FDD0}x";
    let e = iri(s).unwrap_err();
    assert_eq!((e.offset(), e.length()), (11, 3));
    assert_eq!(
        e.display_in(s).to_string(),
        "  http://h/é\\u{fdd0}x\n            ^^^^^^^^ ipchar: expected a ucschar character, or its UTF-8 bytes percent-encoded"
    );
}

// ------------------------------------------------------------ accessors

#[test]
fn accessors_as_on_uri() {
    let s = "https://jürgen@例え.jp:8443/パス/ü?q=値&\u{E000}#frag-é";
    // http's rule refuses the userinfo, in an Iri and an IriRef alike.
    assert_eq!(iri(s).unwrap_err().rule(), "userinfo");
    assert_eq!(iri_ref(s).unwrap_err(), Iri::parse(s).unwrap_err());
    let s = "foo://jürgen:geheim@例え.jp:8443/パス/ü?q=値&\u{E000}#frag-é";
    let i = iri(s).unwrap();
    assert_eq!(i.scheme(), "foo");
    assert_eq!(i.authority(), Some("jürgen:geheim@例え.jp:8443"));
    assert_eq!(i.userinfo(), Some("jürgen:geheim"));
    assert_eq!(i.host(), Some(UriHost::RegName("例え.jp")));
    assert_eq!(i.host_str(), Some("例え.jp"));
    assert_eq!((i.port(), i.port_str(), i.default_port()), (Some(8443), Some("8443"), None));
    assert_eq!(i.path(), "/パス/ü");
    assert_eq!(i.query(), Some("q=値&\u{E000}"));
    assert_eq!(i.fragment(), Some("frag-é"));
    assert_eq!(i.as_str(), s);
    assert_eq!(i.to_string(), s);
    assert_eq!(format!("{i:?}"), "Iri(\"foo://jürgen:***@例え.jp:8443/パス/ü?q=値&\\u{e000}#frag-é\")");
    assert_eq!(i.as_iri_ref().as_iri(), Some(i));
    assert_eq!(i.as_uri(), None);
    let i = iri("https://[2001:db8::1]/ä").unwrap();
    assert_eq!((i.host(), i.default_port()), (Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])), Some(443)));
    let r = iri_ref("//ä/b?c#d").unwrap();
    assert!(r.is_relative() && r.as_iri().is_none());
    assert_eq!((r.scheme(), r.host_str(), r.path()), (None, Some("ä"), "/b"));
    assert!(iri("a:ä").unwrap() < iri("a:ü").unwrap() && iri_ref("B").unwrap() < iri_ref("a").unwrap());
    assert_eq!(Iri::try_from("a:ü"), Iri::parse("a:ü"));
    assert_eq!(IriRef::try_from("ü"), IriRef::parse("ü"));
    const C: Iri<'static> = match Iri::parse_const("https://例え.jp/ホーム") {
        Ok(i) => i,
        Err(_) => panic!(),
    };
    assert_eq!(C.path(), "/ホーム");
}

/// Every URI is an IRI (RFC 3987 §2): on the URI corpus, `Iri` reads what
/// `Uri` reads, to the same parts, and refuses the rest at the same place.
#[test]
fn every_uri_is_an_iri() {
    let mut same = 0;
    for e in uri_corpus() {
        let s = e.uri.as_str();
        match (Uri::parse(s), Iri::parse(s)) {
            (Ok(u), Ok(i)) => {
                assert_eq!(Iri::from(u), i, "{s:?}");
                assert_eq!(i.as_uri(), Some(u), "{s:?}");
                same += 1;
            }
            (Err(u), Err(i)) if s.is_ascii() => assert_eq!((u.offset(), u.length()), (i.offset(), i.length()), "{s:?}"),
            (Err(_), _) if !s.is_ascii() => {}
            (u, i) => panic!("{s:?}: {u:?} as a URI, {i:?} as an IRI"),
        }
        match (UriRef::parse(s), IriRef::parse(s)) {
            (Ok(u), Ok(i)) => assert_eq!(IriRef::from(u), i, "{s:?}"),
            (Err(_), _) if !s.is_ascii() => {}
            (Err(u), Err(i)) => assert_eq!((u.offset(), u.length()), (i.offset(), i.length()), "{s:?}"),
            (u, i) => panic!("{s:?}: {u:?} as a URI reference, {i:?} as an IRI reference"),
        }
    }
    assert!(same > 5_000, "{same}");
}

// ------------------------------------------------------------ §3.1 to a URI

#[test]
fn to_uri_exact_outputs() {
    let cases = [
        ("https://de.wikipedia.org/wiki/München?q=ü", "https://de.wikipedia.org/wiki/M%C3%BCnchen?q=%C3%BC"),
        ("http://例え.テスト/", "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/"),
        ("foo://jürgen@h/", "foo://j%C3%BCrgen@h/"),
        ("https://h/?p=\u{E000}\u{10FFFD}", "https://h/?p=%EE%80%80%F4%8F%BF%BD"),
        ("https://h/#\u{1F600}", "https://h/#%F0%9F%98%80"),
        ("https://h/a%C3%BC/ü", "https://h/a%C3%BC/%C3%BC"),
        ("https://h/\u{A0}\u{D7FF}\u{F900}\u{FFEF}", "https://h/%C2%A0%ED%9F%BF%EF%A4%80%EF%BF%AF"),
        ("urn:ex:ü", "urn:ex:%C3%BC"),
        ("https://H/Ä", "https://H/%C3%84"),
        ("https://h/plain?x#y", "https://h/plain?x#y"),
    ];
    for (text, want) in cases {
        let i = iri(text).unwrap();
        let uri = i.to_uri();
        assert_eq!(uri, want, "{text:?}");
        // A URI, parsed to the very positions `to_uri` moved.
        assert_eq!(Uri::parse(want), Ok(uri.as_uri()), "{text:?}");
        let mut out = String::new();
        i.write_uri(&mut out).unwrap();
        assert_eq!(out, want);
        assert_eq!(i.as_iri_ref().to_uri_ref(), want);
        assert_eq!(IriBuf::try_from(text).unwrap().to_uri(), want);
    }
    let r = iri_ref("../ü?ö#ä").unwrap();
    assert_eq!(r.to_uri_ref(), "../%C3%BC?%C3%B6#%C3%A4");
    assert_eq!(UriRef::parse("../%C3%BC?%C3%B6#%C3%A4"), Ok(r.to_uri_ref().as_uri_ref()));
}

#[test]
fn to_uri_with_a_host_from_elsewhere() {
    let i = iri("https://bücher.example:8443/straße?ü#ä").unwrap();
    let uri = i.to_uri_with_host("xn--bcher-kva.example").unwrap();
    assert_eq!(uri, "https://xn--bcher-kva.example:8443/stra%C3%9Fe?%C3%BC#%C3%A4");
    assert_eq!(uri.as_uri().host_str(), Some("xn--bcher-kva.example"));
    let e = i.to_uri_with_host("bad host").unwrap_err();
    assert_eq!((e.offset(), e.rule()), (11, "host"));
    let e = i.to_uri_with_host("").unwrap_err();
    assert_eq!(e.rule(), "host");
    // No authority: nothing to replace.
    assert_eq!(iri("tag:ü").unwrap().to_uri_with_host("x").unwrap(), "tag:%C3%BC");
    // The userinfo and port stay where they were.
    let i = iri("foo://jü@bü:1/").unwrap();
    assert_eq!(i.to_uri_with_host("xn--b-1ga").unwrap(), "foo://j%C3%BC@xn--b-1ga:1/");
}

/// `to_uri` of every IRI of the corpus is a URI whose parts are the
/// IRI's parts, mapped.
#[test]
fn to_uri_is_a_uri_part_by_part() {
    let map = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii() {
                    c.to_string()
                } else {
                    c.to_string().bytes().map(|b| format!("%{b:02X}")).collect()
                }
            })
            .collect()
    };
    let mut n = 0;
    for s in iri_corpus(1000, 3987) {
        let Ok(i) = Iri::parse(&s) else { continue };
        let uri = i.to_uri();
        let u = Uri::parse(uri.as_str()).unwrap_or_else(|e| panic!("{s:?} -> {uri:?}: {e}"));
        assert_eq!(u, uri.as_uri(), "{s:?}");
        assert_eq!(uri.as_str(), map(&s));
        assert_eq!(u.scheme(), i.scheme());
        assert_eq!(u.authority().map(str::to_owned), i.authority().map(map));
        assert_eq!(u.userinfo().map(str::to_owned), i.userinfo().map(map));
        assert_eq!(u.host_str().map(str::to_owned), i.host_str().map(map));
        assert_eq!(u.port(), i.port());
        assert_eq!(u.path(), map(i.path()));
        assert_eq!(u.query().map(str::to_owned), i.query().map(map));
        assert_eq!(u.fragment().map(str::to_owned), i.fragment().map(map));
        n += 1;
    }
    assert!(n > 400 && n < 1000, "{n}");
}

// ------------------------------------------------------------ §6.5 resolve

/// RFC 3986 §5.4.1 and §5.4.2, with the segments and the host in other
/// scripts: b c d g a become β γ δ ω ä (the schemes `g:` and `http:` stay).
#[test]
fn resolution_of_rfc3986_examples_in_other_scripts() {
    // §5.4.1 and §5.4.2's tables, shared with the RFC 1738 and RFC 3986 tests.
    let examples = NORMAL.iter().chain(ABNORMAL.iter()).copied();
    // §5.4.1's last, "http:g" (strict: "http:g"), is no http IRI: http's
    // rules (RFC 9110 §4.2.1) want an authority.
    assert_eq!(iri_ref("http:ω").unwrap_err().rule(), "authority");
    let script = |s: &str| -> String {
        if s == "g:h" {
            return s.to_owned();
        }
        let (head, rest) = s.strip_prefix("http:").map_or(("", s), |r| ("http:", r));
        let body: String = rest
            .chars()
            .map(|c| match c {
                'a' => 'ä',
                'b' => 'β',
                'c' => 'γ',
                'd' => 'δ',
                'g' => 'ω',
                c => c,
            })
            .collect();
        format!("{head}{body}")
    };
    let base_text = script(BASE);
    assert_eq!(base_text, "http://ä/β/γ/δ;p?q");
    let base = iri(&base_text).unwrap();
    for (reference, target) in examples {
        let (reference, target) = (script(reference), script(target));
        let r = iri_ref(&reference).unwrap();
        assert_eq!(base.resolve_to_string(&r), target, "{reference:?}");
        assert_eq!(base.join(&reference).unwrap(), target.as_str(), "{reference:?}");
        // Resolving then mapping is mapping then resolving.
        let mapped = base.to_uri().as_uri().resolve_to_string(&r.to_uri_ref().as_uri_ref());
        assert_eq!(iri(&target).unwrap().to_uri(), mapped.as_str(), "{reference:?}");
    }
    assert!(matches!(base.join("a b"), Err(url_core::resolve::JoinError::InvalidReference(_))));
}

// ------------------------------------------------------------ §5.3 normalize

#[test]
fn normalization_is_rfc3986s_ladder_without_nfc() {
    let n = |s: &str| iri(s).unwrap().normalized();
    assert_eq!(n("HTTP://Bücher.Example:80/a/./b/../%7e/ü"), "http://bücher.example/a/~/ü");
    assert_eq!(n("https://ü.example:443"), "https://ü.example/");
    assert_eq!(n("foo://h/%c3%bc?%c3%a4#%c3%b6"), "foo://h/%C3%BC?%C3%A4#%C3%B6");
    // Non-ASCII letters keep their case; no NFC.
    assert_eq!(n("http://Ä/É"), "http://Ä/É");
    assert_eq!(n("http://h/e\u{301}"), "http://h/e\u{301}");
    // Long text: characters that straddle the 64-byte chunks of the writer.
    let long = format!("http://h/{}", "ü".repeat(100));
    assert_eq!(n(&long), long);
    let long = format!("http://h/x{}", "€".repeat(70));
    assert_eq!(n(&long), long);
    let eq = |a: &str, b: &str| iri(a).unwrap().equivalent(&iri(b).unwrap());
    assert!(eq("HTTP://h:80/ü/./x", "http://h/ü/x"));
    assert!(eq("http://h/%7Eü", "http://h/~ü"));
    assert!(!eq("http://h/\u{E9}", "http://h/e\u{301}"));
    assert!(!eq("http://h/ü", "http://h/%C3%BC"));
    assert!(!eq("http://h/ü", "http://h/Ü"));
    let hash = |s: &str| {
        use std::hash::{DefaultHasher, Hasher};
        let mut h = DefaultHasher::new();
        iri(s).unwrap().hash_normalized(&mut h);
        h.finish()
    };
    assert_eq!(hash("HTTP://h:80/ü/../é"), hash("http://h/é"));
}

// ------------------------------------------------------------ owned, serde

#[test]
fn owned_iris() {
    let text = "foo://jürgen:geheim@例え.jp/パス?q=値#é";
    let i = iri(text).unwrap();
    for buf in [
        text.parse::<IriBuf>().unwrap(),
        IriBuf::parse(text.to_owned()).unwrap(),
        IriBuf::try_from(text).unwrap(),
        IriBuf::try_from(text.to_owned()).unwrap(),
        IriBuf::from(i),
        i.to_buf(),
    ] {
        assert_eq!(buf.as_iri(), i);
        assert_eq!(buf, i);
        assert_eq!(buf, text);
        assert_eq!(buf.as_iri().host_str(), Some("例え.jp"));
        assert_eq!(format!("{buf:?}"), "Iri(\"foo://jürgen:***@例え.jp/パス?q=値#é\")");
        assert_eq!(buf.to_string(), text);
        assert_eq!(buf.as_iri_ref_buf().as_str(), text);
    }
    let r: IriRefBuf = "../ü?x".parse().unwrap();
    assert_eq!((r.as_iri_ref().path(), r.as_iri_ref().query()), ("../ü", Some("x")));
    assert_eq!(format!("{r:?}"), "IriRef(\"../ü?x\")");
    let e = "http://h/\u{202E}".parse::<IriBuf>().unwrap_err();
    assert_eq!((e.offset(), e.rule()), (9, "bidi"));
    let e = IriRefBuf::parse("\u{FDD0}".to_owned()).unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule()), (0, 3, "ipchar"));
    let set: HashSet<IriBuf> = ["https://h/ü", "https://h/ä"].iter().map(|s| s.parse().unwrap()).collect();
    assert!(set.contains("https://h/ü"));
    assert_eq!(String::from(IriBuf::try_from("a:ü").unwrap()), "a:ü");
}

#[test]
fn serde_as_the_string() {
    let i = iri("https://h/ü?q=\u{E000}").unwrap();
    let json = serde_json::to_string(&i).unwrap();
    assert_eq!(json, "\"https://h/ü?q=\u{E000}\"");
    let back: Iri<'_> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, i);
    let back: IriRef<'_> = serde_json::from_str("\"ü\"").unwrap();
    assert_eq!(back.path(), "ü");
    let owned: IriBuf = serde_json::from_str(&json).unwrap();
    assert_eq!(owned, i);
    let owned: IriRefBuf = serde_json::from_str("\"../ä\"").unwrap();
    assert_eq!(owned.as_iri_ref().path(), "../ä");
    let e = serde_json::from_str::<IriBuf>("\"https://h/\\u202e\"").unwrap_err();
    assert!(e.to_string().starts_with("bidirectional formatting character U+202E in path"), "{e}");
    assert_eq!(serde_json::to_string(&owned).unwrap(), "\"../ä\"");
}

// ------------------------------------------------------------ corpus

/// `n` IRIs and IRI references, drawn from `seed`: schemes (with and
/// without rules), ASCII and non-ASCII hosts and userinfo, IP literals,
/// ports, paths, queries (with `iprivate`) and fragments in several
/// scripts, and now and then a character no IRI takes (a noncharacter, a
/// bidi formatting character, `iprivate` outside the query, a C1 control,
/// a space).
pub(crate) fn iri_corpus(n: usize, seed: u64) -> Vec<String> {
    const SCHEMES: [&str; 7] = ["https", "http", "ws", "foo", "tag", "x-ü", "HTTP"];
    const HOSTS: [&str; 10] = [
        "example.com",
        "例え.テスト",
        "bücher.example",
        "[2001:db8::1]",
        "192.0.2.7",
        "xn--bcher-kva.example",
        "ουτοπία.δπθ.gr",
        "",
        "%C3%BC.example",
        "[v1.x]",
    ];
    const WORDS: [&str; 16] = [
        "wiki",
        "München",
        "パス",
        "ü",
        "Ελληνικά",
        "a%20b",
        "😀",
        "\u{A0}",
        "\u{D7FF}",
        "\u{F900}",
        "\u{10000}",
        "\u{EFFFD}",
        "עברית",
        "a.b",
        "..",
        "~x",
    ];
    const PRIVATE: [&str; 3] = ["\u{E000}", "\u{F0000}", "\u{10FFFD}"];
    const BAD: [&str; 9] =
        ["\u{FDD0}", "\u{202E}", "\u{200E}", "\u{E000}", "\u{9F}", " ", "\u{FFFE}", "\u{E0001}", "\u{1FFFF}"];
    let mut r = Rng::new(seed);
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let mut s = String::new();
        if r.chance(85) {
            s.push_str(r.pick(&SCHEMES));
            s.push(':');
        }
        if r.chance(80) {
            s.push_str("//");
            if r.chance(15) {
                s.push_str(r.pick(&["jürgen", "user:pw", "ü:ö"]));
                s.push('@');
            }
            s.push_str(r.pick(&HOSTS));
            if r.chance(20) {
                s.push_str(r.pick(&[":8080", ":", ":443"]));
            }
        }
        for _ in 0..r.below(4) {
            s.push('/');
            s.push_str(r.pick(&WORDS));
        }
        if r.chance(40) {
            s.push('?');
            s.push_str(r.pick(&WORDS));
            if r.chance(30) {
                s.push_str(r.pick(&PRIVATE));
            }
        }
        if r.chance(25) {
            s.push('#');
            s.push_str(r.pick(&WORDS));
        }
        if r.chance(15) {
            let cuts: Vec<usize> = (0..=s.len()).filter(|&k| s.is_char_boundary(k)).collect();
            let at = r.pick(&cuts);
            s.insert_str(at, r.pick(&BAD));
        }
        out.push(s);
    }
    out
}

/// The corpus holds both verdicts, and both parsers agree on all of it.
#[test]
fn the_corpus_has_both_verdicts() {
    let corpus = iri_corpus(600, 3987);
    let ok = corpus.iter().filter(|s| iri_ref(s).is_ok()).count();
    assert!(ok > 300 && ok < 600, "{ok}");
}

/// What an `iri!` macro rebuilds a value from: the parser's positions,
/// in bytes of the UTF-8 text.
#[test]
fn macro_parts_are_byte_positions() {
    let i = iri("https://例え.jp:8/パス?q#f").unwrap();
    let parts = url_core::__private::iri_parts(&i.as_iri_ref());
    assert_eq!(parts, ([5, 8, 8, 17, 19, 26, 28], 8, 1, 0));
    let r = iri_ref("//[::1]/ü").unwrap();
    assert_eq!(url_core::__private::iri_parts(&r), ([u32::MAX, 2, 2, 7, 7, u32::MAX, u32::MAX], 0, 3, 1));
    let r = iri_ref("//bücher.example/ü").unwrap();
    assert_eq!(r.to_uri_ref_with_host("xn--bcher-kva.example").unwrap(), "//xn--bcher-kva.example/%C3%BC");
    assert_eq!(r.to_uri_ref_with_host("a b").unwrap_err().offset(), 3);
}

//! `iri!`, `iri_ref!` and `iri_uri!`: the values they expand to are those of
//! url-core's parsers (`Iri::parse`, `IriRef::parse`) and of the §3.1
//! mapping with IDNA (`url_literal::iri::to_uri_idna`), for literals,
//! `concat!` and `const` arguments; and the run-time IDNA step itself.

use url_literal::iri::{host_to_ascii, to_uri_idna};
use url_literal::{iri, iri_ref, iri_uri, Iri, IriRef, Uri, UriHost};

const WIKI: Iri<'static> = iri!("https://de.wikipedia.org/wiki/München?q=ü#Geschichte");
const CJK: Iri<'static> = iri!("http://例え.テスト:8080/パス");
const NEXT: IriRef<'static> = iri_ref!("../Straße?seite=2");
const PRIVATE: IriRef<'static> = iri_ref!("?q=\u{E000}");
const RUSSIAN: Uri<'static> = iri_uri!("https://пример.рф/путь?q=ü");
const OTHER_SCHEME: Uri<'static> = iri_uri!("tag:例え:ü");
const V6: Iri<'static> = iri!("http://[2001:db8::1]/ä");
const ASSEMBLED: Iri<'static> = iri!(concat!("https://", "bücher.example", "/straße"));
const TEXT: &str = "mailto:józef@example.com";
const FROM_CONST: Iri<'static> = iri!(TEXT);
const REF_FROM_CONST: IriRef<'static> = iri_ref!(TEXT);

#[test]
fn literals_have_the_parsers_components() {
    for iri in [WIKI, CJK, V6, ASSEMBLED, FROM_CONST] {
        assert_eq!(iri, Iri::parse(iri.as_str()).unwrap(), "{iri:?}");
    }
    for r in [NEXT, PRIVATE, REF_FROM_CONST] {
        assert_eq!(r, IriRef::parse(r.as_str()).unwrap(), "{r:?}");
    }
    assert_eq!(WIKI.scheme(), "https");
    assert_eq!(WIKI.host(), Some(UriHost::RegName("de.wikipedia.org")));
    assert_eq!((WIKI.path(), WIKI.query(), WIKI.fragment()), ("/wiki/München", Some("q=ü"), Some("Geschichte")));
    assert_eq!((CJK.host_str(), CJK.port(), CJK.path()), (Some("例え.テスト"), Some(8080), "/パス"));
    assert_eq!(V6.host(), Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])));
    assert_eq!((NEXT.is_relative(), NEXT.path(), NEXT.query()), (true, "../Straße", Some("seite=2")));
    assert_eq!(PRIVATE.query(), Some("q=\u{E000}"));
    assert_eq!(ASSEMBLED.as_str(), "https://bücher.example/straße");
    assert_eq!((FROM_CONST.scheme(), FROM_CONST.path()), ("mailto", "józef@example.com"));
    assert_eq!(REF_FROM_CONST.scheme(), Some("mailto"));
}

#[test]
fn iri_uri_maps_the_literal_and_writes_dns_hosts_in_punycode() {
    assert_eq!(RUSSIAN.as_str(), "https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C?q=%C3%BC");
    assert_eq!(RUSSIAN.host_str(), Some("xn--e1afmkfd.xn--p1ai"));
    assert_eq!(RUSSIAN.path(), "/%D0%BF%D1%83%D1%82%D1%8C");
    assert_eq!(RUSSIAN, Uri::parse(RUSSIAN.as_str()).unwrap());
    // not a DNS scheme: §3.1 step 2 only
    assert_eq!(OTHER_SCHEME.as_str(), "tag:%E4%BE%8B%E3%81%88:%C3%BC");
    // the macro and the run-time function agree
    for text in ["https://пример.рф/путь?q=ü", "tag:例え:ü"] {
        let iri = Iri::parse(text).unwrap();
        let expected = if text.starts_with("tag") { OTHER_SCHEME } else { RUSSIAN };
        assert_eq!(to_uri_idna(&iri).unwrap(), expected.as_str());
    }
}

#[test]
fn idna_at_run_time() {
    let uri = |s: &str| to_uri_idna(&Iri::parse(s).unwrap()).map(|u| u.as_str().to_owned());
    assert_eq!(uri("http://Bücher.Example/").as_deref(), Ok("http://xn--bcher-kva.example/"));
    assert_eq!(uri("wss://例え.テスト:8443/ü").as_deref(), Ok("wss://xn--r8jz45g.xn--zckzah:8443/%C3%BC"));
    assert_eq!(uri("ftp://straße.de/").as_deref(), Ok("ftp://xn--strae-oqa.de/"));
    // an ASCII host stays as written, case included (§3.1 converts the
    // labels with non-ASCII only)
    assert_eq!(uri("HTTP://Example.COM/ü").as_deref(), Ok("HTTP://Example.COM/%C3%BC"));
    // a host that IDNA refuses: where it is, and why
    let err = to_uri_idna(&Iri::parse("https://a.\u{301}b.example/").unwrap()).unwrap_err();
    assert_eq!((err.offset(), err.length(), err.host()), (8, 13, "a.\u{301}b.example"));
    assert_eq!(
        err.to_string(),
        "host 'a.\\u{301}b.example' is not an internationalized domain name that IDNA can write in ASCII (UTS 46 \
         ToASCII, RFC 3987 §3.1)"
    );
    assert_eq!(host_to_ascii("xn--bcher-kva.example").unwrap(), "xn--bcher-kva.example");
    assert!(host_to_ascii(&format!("{}.example", "ü".repeat(64))).is_err(), "a label over 63 bytes");
}

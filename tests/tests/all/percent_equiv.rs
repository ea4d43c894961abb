//! Percent-decoding and per-component encoding (RFC 1738 §2.2), and URL
//! equivalence (the RFC 1630 draft's "same encoding level" rule): exact
//! values, the draft's three examples, and properties over generated input.

use std::borrow::Cow;
use std::collections::hash_map::DefaultHasher;
use std::hash::Hasher;
use std::ops::Range;

use proptest::prelude::*;
use url_core::percent::{self, Component};
use url_core::{Details, Host, Scheme, Url, WaisForm};

const UNRESERVED_PUNCT: &[u8] = b"$-_.+!*'(),";
const RESERVED: &[u8] = b";/?:@&=";
const UNSAFE: &[u8] = b" <>\"#%{}|\\^~[]`";

fn is_unreserved(c: u8) -> bool {
    c.is_ascii_alphanumeric() || UNRESERVED_PUNCT.contains(&c)
}

fn is_xchar(c: u8) -> bool {
    is_unreserved(c) || RESERVED.contains(&c)
}

fn enc(input: &str, c: Component) -> String {
    percent::encode(input, c).to_string()
}

fn dec(raw: &str) -> Vec<u8> {
    percent::decode(raw).collect()
}

fn url(s: &str) -> Url<'_> {
    Url::parse(s).unwrap_or_else(|e| panic!("{s:?} should parse: {e}"))
}

fn equivalent(a: &str, b: &str) -> bool {
    url(a).equivalent(&url(b))
}

fn hash_of(u: &Url<'_>) -> u64 {
    let mut h = DefaultHasher::new();
    u.hash_normalized(&mut h);
    h.finish()
}

// ---------------------------------------------------------------------------
// decoding: exact values
// ---------------------------------------------------------------------------

#[test]
fn decode_exact_values() {
    let cases: &[(&str, &[u8])] = &[
        ("", b""),
        ("abc", b"abc"),
        ("%41%42", b"AB"),
        ("%4a%4A", b"JJ"),
        ("%2f%2F", b"//"),
        ("%25", b"%"),
        ("%2525", b"%25"),
        ("%00%7F%80%ff", b"\x00\x7f\x80\xff"),
        ("a+b", b"a+b"),
        ("a%20b", b"a b"),
        ("%09%0D%0a", b"\t\r\n"),
        // a '%' that starts no escape is itself
        ("%", b"%"),
        ("%4", b"%4"),
        ("%zz", b"%zz"),
        ("%%41", b"%A"),
        ("%4%41", b"%4A"),
        ("100%", b"100%"),
        ("caf%C3%A9", "café".as_bytes()),
        ("café", "café".as_bytes()),
    ];
    for &(raw, want) in cases {
        assert_eq!(dec(raw), want, "{raw:?}");
        assert_eq!(percent::decode(raw).decoded_len(), want.len(), "{raw:?}");
    }
}

#[test]
fn decode_iterator_helpers() {
    let mut d = percent::decode("%41b%2Fc");
    assert!(d.has_escapes());
    assert_eq!(d.size_hint(), (3, Some(8)));
    assert_eq!(d.next(), Some(b'A'));
    assert_eq!(d.raw(), b"b%2Fc");
    assert_eq!(d.next(), Some(b'b'));
    assert_eq!(d.next(), Some(b'/'));
    assert!(!d.has_escapes());
    assert_eq!(d.next(), Some(b'c'));
    assert_eq!(d.next(), None);
    assert_eq!(d.next(), None, "fused");
    assert_eq!(d.raw(), b"");
    assert!(!percent::decode("50%").has_escapes());
    assert!(!percent::decode("%g0").has_escapes());
    assert!(percent::decode("%a0").has_escapes());
}

#[test]
fn decode_into_cows() {
    assert!(matches!(percent::decode("plain/text").into_bytes(), Cow::Borrowed(b"plain/text")));
    assert!(matches!(percent::decode("100%").into_bytes(), Cow::Borrowed(b"100%")));
    assert!(matches!(percent::decode("a%2Fb").into_bytes(), Cow::Owned(ref v) if v == b"a/b"));
    let bytes: Cow<[u8]> = percent::decode("%ff").into();
    assert_eq!(bytes.as_ref(), [0xff]);

    assert!(matches!(percent::decode("plain").decode_utf8(), Ok(Cow::Borrowed("plain"))));
    assert!(matches!(percent::decode("caf%C3%A9").decode_utf8(), Ok(Cow::Owned(ref s)) if s == "café"));
    let err = percent::decode("a%E9b").decode_utf8().unwrap_err();
    assert_eq!(err.as_bytes(), b"a\xe9b");
    assert_eq!(err.into_bytes(), b"a\xe9b");

    assert!(matches!(percent::decode("plain").decode_utf8_lossy(), Cow::Borrowed("plain")));
    assert_eq!(percent::decode("a%E9b").decode_utf8_lossy(), "a\u{FFFD}b");
    assert_eq!(percent::decode("%F0%9F%92%96").decode_utf8_lossy(), "💖");
    // a truncated sequence is one replacement character, as in from_utf8_lossy
    assert_eq!(percent::decode("%F0%9F%92").decode_utf8_lossy(), "\u{FFFD}");
}

#[test]
fn decode_display_is_lossy_utf8() {
    assert_eq!(percent::decode("a%20b").to_string(), "a b");
    assert_eq!(percent::decode("%C3%A9t%C3%A9").to_string(), "été");
    assert_eq!(percent::decode("%FF%FE").to_string(), "\u{FFFD}\u{FFFD}");
    assert_eq!(percent::decode("%F0%9F%92").to_string(), "\u{FFFD}");
    assert_eq!(percent::decode("%F0%9F%92x").to_string(), "\u{FFFD}x");
    // multi-byte characters across the 64-byte chunks of the implementation
    for pad in 0..8 {
        let text = format!("{}{}", "a".repeat(pad), "é€💖".repeat(20));
        let raw = percent::encode(&text, Component::Unreserved).to_string();
        assert_eq!(percent::decode(&raw).to_string(), text, "pad {pad}");
        let mut bytes = text.clone().into_bytes();
        bytes.truncate(bytes.len() - 1);
        bytes.insert(63 - pad, 0xff);
        let raw = percent::encode(&bytes, Component::Unreserved).to_string();
        assert_eq!(percent::decode(&raw).to_string(), String::from_utf8_lossy(&bytes), "pad {pad}");
    }
}

// ---------------------------------------------------------------------------
// encoding: exact values
// ---------------------------------------------------------------------------

#[test]
fn escape_table() {
    assert_eq!(percent::escape(0), "%00");
    assert_eq!(percent::escape(b'\t'), "%09");
    assert_eq!(percent::escape(b'/'), "%2F");
    assert_eq!(percent::escape(0xff), "%FF");
    for b in 0..=255u8 {
        assert_eq!(percent::escape(b), format!("%{b:02X}"));
    }
}

#[test]
fn encode_reserved_per_component() {
    // Which of ";/?:@&=" each component escapes (§2.2, §3).
    let cases: &[(Component, &str)] = &[
        (Component::Login, ":@/"),
        (Component::FtpSegment, "/;"),
        (Component::FileSegment, "/;"),
        (Component::HttpSegment, "/;?"),
        (Component::HttpSearch, "/;?"),
        (Component::Gopher, ""),
        (Component::Mailto, ""),
        (Component::NewsArticle, "@"),
        (Component::Wais, ";/?:@&="),
        (Component::WaisSearch, "/?"),
        (Component::ProsperoName, ";"),
        (Component::ProsperoField, ";=/"),
        (Component::Fragment, ""),
        (Component::SchemePart, ""),
        (Component::Unreserved, ";/?:@&="),
    ];
    assert_eq!(cases.len(), Component::ALL.len());
    for &(c, escaped) in cases {
        for &r in RESERVED {
            let s = (r as char).to_string();
            let want = if escaped.as_bytes().contains(&r) { percent::escape(r).to_string() } else { s.clone() };
            assert_eq!(enc(&s, c), want, "{c:?} {s:?}");
            assert_eq!(c.must_escape(r), escaped.as_bytes().contains(&r), "{c:?} {s:?}");
        }
    }
}

#[test]
fn encode_always_escapes_unsafe_national_and_non_graphic() {
    for c in Component::ALL {
        for b in 0..=255u8 {
            let must = !(0x21..0x7f).contains(&b) || UNSAFE.contains(&b);
            if must {
                assert!(c.must_escape(b), "{c:?} {b:#04x}");
                assert!(!c.allows(b), "{c:?} {b:#04x}");
                assert_eq!(percent::encode(&[b][..], c).to_string(), percent::escape(b));
            }
            if is_unreserved(b) {
                assert!(!c.must_escape(b), "{c:?} {b:#04x}");
                assert_eq!(percent::encode(&[b][..], c).to_string(), (b as char).to_string());
            }
        }
        assert_eq!(enc("", c), "");
        assert_eq!(enc("AZaz09$-_.+!*'(),", c), "AZaz09$-_.+!*'(),");
        assert_eq!(enc("a b#c%d~e", c), "a%20b%23c%25d%7Ee");
        assert_eq!(enc("\t\r\n\x7f", c), "%09%0D%0A%7F");
        assert_eq!(enc("é", c), "%C3%A9");
    }
}

#[test]
fn encode_exact_values() {
    // The ftp builder example.
    let cwd = ["pub", "a b"].map(|s| enc(s, Component::FtpSegment));
    let name = enc("x;y.txt", Component::FtpSegment);
    let built = format!("ftp://ftp.example.org/{}/{};type=i", cwd.join("/"), name);
    assert_eq!(built, "ftp://ftp.example.org/pub/a%20b/x%3By.txt;type=i");
    let Details::Ftp(ftp) = url(&built).details() else { panic!() };
    assert_eq!(ftp.cwd().collect::<Vec<_>>(), ["pub", "a%20b"]);
    assert_eq!(ftp.name(), Some("x%3By.txt"));

    // §3.2.2: a CWD argument holding "/".
    assert_eq!(enc("/etc", Component::FtpSegment), "%2Fetc");
    // §3.1: ':' '@' '/' in user and password.
    assert_eq!(enc("joe@home:80/x;y?z&w=v", Component::Login), "joe%40home%3A80%2Fx;y?z&w=v");
    // §3.3
    assert_eq!(enc("a/b;c?d:e@f&g=h", Component::HttpSegment), "a%2Fb%3Bc%3Fd:e@f&g=h");
    assert_eq!(enc("q=a b&r=/?", Component::HttpSearch), "q=a%20b&r=%2F%3F");
    // §3.4: controls, including tab, CR and LF, are escaped; nothing reserved.
    assert_eq!(enc("/docs/a?b\tsearch", Component::Gopher), "/docs/a?b%09search");
    assert_eq!(enc("+\t1\r\n", Component::Gopher), "+%091%0D%0A");
    // §3.5: "%" must be encoded; nothing is reserved.
    assert_eq!(enc("gorby%kremvax@example.com", Component::Mailto), "gorby%25kremvax@example.com");
    assert_eq!(enc("\"odd name\"@[1.2.3.4]", Component::Mailto), "%22odd%20name%22@%5B1.2.3.4%5D");
    // §3.6
    assert_eq!(enc("a@b/c", Component::NewsArticle), "a%40b/c");
    // §3.9
    assert_eq!(enc("db/x?y", Component::Wais), "db%2Fx%3Fy");
    assert_eq!(enc("a b;c/d?e", Component::WaisSearch), "a%20b;c%2Fd%3Fe");
    // §3.10
    assert_eq!(enc("disk$user:[my.notes]", Component::FileSegment), "disk$user:%5Bmy.notes%5D");
    // §3.11
    assert_eq!(enc("/pros/name;v", Component::ProsperoName), "/pros/name%3Bv");
    assert_eq!(enc("OBJECT-VERSION=2;x/y", Component::ProsperoField), "OBJECT-VERSION%3D2%3Bx%2Fy");
    // RFC 1630 fragment
    assert_eq!(enc("section #2", Component::Fragment), "section%20%232");
    // other schemes
    assert_eq!(enc("+31 64", Component::SchemePart), "+31%2064");
}

#[test]
fn encode_iterator_and_conversions() {
    let e = percent::encode("a b/c", Component::FtpSegment);
    assert_eq!(e.clone().collect::<Vec<_>>(), ["a", "%20", "b", "%2F", "c"]);
    assert_eq!(e.encoded_len(), 9);
    assert!(!e.is_unchanged());
    let mut e2 = e.clone();
    assert_eq!(e2.by_ref().count(), 5);
    assert_eq!(e2.next(), None, "fused");

    assert!(percent::encode("abc", Component::FtpSegment).is_unchanged());
    assert!(matches!(Cow::from(percent::encode("abc", Component::Wais)), Cow::Borrowed("abc")));
    assert!(matches!(Cow::from(percent::encode("", Component::Wais)), Cow::Borrowed("")));
    assert!(matches!(Cow::from(percent::encode("/", Component::Wais)), Cow::Borrowed("%2F")));
    assert!(matches!(Cow::from(percent::encode("a/b", Component::Wais)), Cow::Owned(ref s) if s == "a%2Fb"));
    assert_eq!(percent::encode_to_string("a/b", Component::Wais), "a%2Fb");
    assert_eq!(percent::encode_to_string(&[0u8, 0x80][..], Component::Wais), "%00%80");
    assert_eq!(percent::encode_to_string(&String::from("x y"), Component::Wais), "x%20y");
}

#[test]
fn is_valid_follows_the_productions() {
    assert!(Component::HttpSegment.is_valid("a;b:c@d&e=f%2F"));
    assert!(!Component::HttpSegment.is_valid("a/b"));
    assert!(!Component::HttpSegment.is_valid("a?b"));
    assert!(Component::HttpSearch.is_valid(";:@&="));
    assert!(!Component::HttpSearch.is_valid("/"));
    assert!(Component::Login.is_valid(";?&="));
    assert!(!Component::Login.is_valid(":"));
    assert!(Component::Gopher.is_valid(";/?:@&="));
    assert!(!Component::Gopher.is_valid("#"));
    assert!(!Component::Wais.is_valid("="));
    assert!(Component::ProsperoName.is_valid("/a/b"));
    assert!(!Component::ProsperoName.is_valid("a;b"));
    assert!(!Component::ProsperoField.is_valid("a=b"));
    assert!(!Component::NewsArticle.is_valid("a@b"));
    for c in Component::ALL {
        assert!(c.is_valid(""));
        assert!(c.is_valid("%00%ff"));
        assert!(!c.is_valid("%"));
        assert!(!c.is_valid("%0"));
        assert!(!c.is_valid("%0g"));
        assert!(!c.is_valid(" "));
        assert!(!c.is_valid("é"));
    }
}

// ---------------------------------------------------------------------------
// encoding: round trips (properties)
// ---------------------------------------------------------------------------

/// Where an encoded value of `c` goes in a URL, and what the parser reads
/// back there; `None` when the bytes cannot be placed there whatever their
/// encoding (a tab in a gopher selector, an empty message-id, ...).
fn placed(c: Component, raw: &str, bytes: &[u8]) -> Option<(String, Vec<String>)> {
    let has = |b: u8| bytes.contains(&b);
    Some(match c {
        Component::Login => (format!("ftp://{raw}:{raw}@host/"), vec![raw.into(), raw.into()]),
        Component::FtpSegment => (format!("ftp://host/{raw}/{raw};type=a"), vec![raw.into(), raw.into()]),
        Component::FileSegment => (format!("file:///{raw}/{raw}"), vec![raw.into(), raw.into()]),
        Component::HttpSegment => (format!("http://host/{raw}/{raw}?q"), vec![raw.into(), raw.into()]),
        Component::HttpSearch => (format!("http://host/p?{raw}"), vec![raw.into()]),
        Component::Gopher if !(has(b'\t') || has(b'\r') || has(b'\n')) => {
            (format!("gopher://host/1{raw}%09{raw}%09{raw}"), vec![raw.into(), raw.into(), raw.into()])
        }
        Component::Gopher => return None,
        Component::Mailto => return None,
        Component::NewsArticle if !bytes.is_empty() => (format!("news:{raw}@host"), vec![raw.into()]),
        Component::NewsArticle => return None,
        Component::Wais => (format!("wais://host/{raw}/{raw}/{raw}"), vec![raw.into(), raw.into(), raw.into()]),
        Component::WaisSearch => (format!("wais://host/db?{raw}"), vec![raw.into()]),
        Component::ProsperoName => (format!("prospero://host/{raw};f=v"), vec![raw.into()]),
        Component::ProsperoField => (format!("prospero://host/x;{raw}={raw}"), vec![raw.into(), raw.into()]),
        Component::Fragment => (format!("http://host/#{raw}"), vec![raw.into()]),
        Component::SchemePart => (format!("x-test:{raw}"), vec![raw.into()]),
        Component::Unreserved => (format!("wais://host/{raw}?{raw}"), vec![raw.into(), raw.into()]),
    })
}

/// What the parser read at the places [`placed`] put the value.
fn read_back(c: Component, u: &Url<'_>) -> Vec<String> {
    let v = |s: &str| s.to_string();
    match (c, u.details()) {
        (Component::Login, _) => vec![v(u.user().unwrap()), v(u.password().unwrap())],
        (Component::FtpSegment, Details::Ftp(f)) => {
            let mut out: Vec<String> = f.cwd().map(v).collect();
            out.push(v(f.name().unwrap()));
            out
        }
        (Component::FileSegment, Details::File(f)) => f.segments().map(v).collect(),
        (Component::HttpSegment, Details::Http(h)) => h.segments().map(v).collect(),
        (Component::HttpSearch, Details::Http(h)) => vec![v(h.search().unwrap())],
        (Component::Gopher, Details::Gopher(g)) => {
            vec![v(g.selector().unwrap()), v(g.search().unwrap()), v(g.gopher_plus().unwrap())]
        }
        (Component::NewsArticle, Details::News(n)) => {
            let id = n.message_id().unwrap();
            vec![v(&id[..id.len() - "@host".len()])]
        }
        (Component::Wais, Details::Wais(w)) => {
            let (t, p) = w.document().unwrap();
            vec![v(w.database()), v(t), v(p)]
        }
        (Component::WaisSearch, Details::Wais(w)) => vec![v(w.search().unwrap())],
        (Component::ProsperoName, Details::Prospero(p)) => vec![v(p.hsoname())],
        (Component::ProsperoField, Details::Prospero(p)) => {
            let fields: Vec<_> = p.fields().collect();
            assert_eq!(fields.len(), 1);
            vec![v(fields[0].0), v(fields[0].1)]
        }
        (Component::Fragment, _) => vec![v(u.fragment().unwrap())],
        (Component::SchemePart, _) => vec![v(u.scheme_specific_part())],
        (Component::Unreserved, Details::Wais(w)) => vec![v(w.database()), v(w.search().unwrap())],
        (c, d) => panic!("{c:?} read from {d:?}"),
    }
}

fn check_round_trip(c: Component, bytes: &[u8]) -> Result<(), TestCaseError> {
    let e = percent::encode(bytes, c);
    let raw = e.to_string();
    // only what the production allows, and never what this component escapes
    prop_assert!(c.is_valid(&raw), "{:?} {:?}", c, raw);
    let mut k = 0;
    let b = raw.as_bytes();
    while k < b.len() {
        if b[k] == b'%' {
            prop_assert!(c.must_escape(u8::from_str_radix(&raw[k + 1..k + 3], 16).unwrap()));
            prop_assert!(raw[k + 1..k + 3].bytes().all(|h| h.is_ascii_digit() || h.is_ascii_uppercase()));
            k += 3;
        } else {
            prop_assert!(!c.must_escape(b[k]) && c.allows(b[k]), "{:?} {:?}", c, raw);
            k += 1;
        }
    }
    // decode returns the input
    prop_assert_eq!(dec(&raw), bytes);
    prop_assert_eq!(percent::decode(&raw).into_bytes(), Cow::Borrowed(bytes));
    prop_assert_eq!(e.encoded_len(), raw.len());
    prop_assert_eq!(e.is_unchanged(), raw.as_bytes() == bytes);
    prop_assert_eq!(Cow::from(e.clone()), raw.as_str());
    prop_assert_eq!(e.clone().collect::<String>(), raw.as_str());
    prop_assert_eq!(percent::encode_to_string(bytes, c), raw.as_str());
    // and the URL parser reads it where the component goes
    if let Some((text, want)) = placed(c, &raw, bytes) {
        let u = Url::parse(&text);
        prop_assert!(u.is_ok(), "{:?}: {:?} does not parse: {:?}", c, text, u.err());
        prop_assert_eq!(read_back(c, &u.unwrap()), want, "{:?} in {:?}", c, text);
    }
    Ok(())
}

/// Octet strings with the interesting characters over-represented.
fn octets() -> impl Strategy<Value = Vec<u8>> {
    let special: Vec<u8> = b";/?:@&=%#+ \t\r\n<>\"{}|\\^~[]`$-_.!*'(),".to_vec();
    prop::collection::vec(
        prop_oneof![
            3 => any::<u8>(),
            3 => prop::sample::select(special),
            2 => prop::char::range('a', 'z').prop_map(|c| c as u8),
            1 => prop::char::range('0', '9').prop_map(|c| c as u8),
        ],
        0..24,
    )
}

proptest! {
    #[test]
    fn encode_then_decode_round_trips_in_every_component(bytes in octets()) {
        for c in Component::ALL {
            check_round_trip(c, &bytes)?;
        }
    }

    #[test]
    fn encode_then_decode_round_trips_text(text in "\\PC{0,12}") {
        for c in Component::ALL {
            check_round_trip(c, text.as_bytes())?;
            let raw = enc(&text, c);
            prop_assert_eq!(percent::decode(&raw).decode_utf8().unwrap(), text.as_str());
            prop_assert_eq!(percent::decode(&raw).decode_utf8_lossy(), text.as_str());
            prop_assert_eq!(percent::decode(&raw).to_string(), text.as_str());
        }
    }

    /// Decoding any text (escapes in either case, stray '%') agrees with a
    /// straightforward reference, and the Cow and Display forms agree.
    #[test]
    fn decode_agrees_with_a_reference(parts in prop::collection::vec(
        prop_oneof![
            any::<u8>().prop_map(|b| format!("%{b:02x}")),
            any::<u8>().prop_map(|b| format!("%{b:02X}")),
            Just("%".to_string()),
            Just("%g".to_string()),
            "\\PC{0,3}",
        ],
        0..16,
    )) {
        let raw: String = parts.concat();
        let mut want = Vec::new();
        let b = raw.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'%' && i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() {
                want.push(u8::from_str_radix(&raw[i + 1..i + 3], 16).unwrap());
                i += 3;
            } else {
                want.push(b[i]);
                i += 1;
            }
        }
        let d = percent::decode(&raw);
        let (lo, hi) = d.size_hint();
        prop_assert!(lo <= want.len() && want.len() <= hi.unwrap());
        prop_assert_eq!(d.clone().collect::<Vec<u8>>(), want.clone());
        prop_assert_eq!(d.decoded_len(), want.len());
        prop_assert_eq!(d.has_escapes(), want.as_slice() != raw.as_bytes());
        prop_assert_eq!(d.clone().into_bytes(), Cow::Borrowed(want.as_slice()));
        prop_assert_eq!(d.to_string(), String::from_utf8_lossy(&want));
        prop_assert_eq!(d.clone().decode_utf8_lossy(), String::from_utf8_lossy(&want));
        match String::from_utf8(want.clone()) {
            Ok(s) => prop_assert_eq!(d.clone().decode_utf8().unwrap(), s),
            Err(_) => prop_assert_eq!(d.clone().decode_utf8().unwrap_err().into_bytes(), want),
        }
    }

    /// The lossy `Display` of arbitrary octets matches `String::from_utf8_lossy`.
    #[test]
    fn decode_display_matches_from_utf8_lossy(bytes in prop::collection::vec(
        prop_oneof![any::<u8>(), Just(0xe2u8), Just(0x82u8), Just(0xacu8), Just(0xf0u8), Just(0x9fu8)],
        0..200,
    )) {
        let raw = percent::encode(&bytes, Component::Unreserved).to_string();
        prop_assert_eq!(percent::decode(&raw).to_string(), String::from_utf8_lossy(&bytes));
    }
}

// ---------------------------------------------------------------------------
// equivalence: the RFC 1630 draft's examples
// ---------------------------------------------------------------------------

#[test]
fn rfc1630_example_1_escaped_hyphen_is_identical() {
    let a = "http://info.cern.ch/albert/bertram/marie-claude";
    let b = "http://info.cern.ch/albert/bertram/marie%2Dclaude";
    assert!(equivalent(a, b));
    assert!(equivalent(b, a));
    assert_eq!(url(a).normalized(), url(b).normalized());
    assert_eq!(url(b).normalized(), a);
}

#[test]
fn rfc1630_example_2_escaped_slash_is_not_identical() {
    let a = "http://info.cern.ch/albert/bertram/marie-claude";
    let b = "http://info.cern.ch/albert/bertram%2Fmarie-claude";
    assert!(!equivalent(a, b));
    assert!(!equivalent(b, a));
    assert_eq!(url(b).normalized(), b);
}

#[test]
fn rfc1630_example_3_bad_escapes_are_illegal() {
    // "are illegal, as all % characters imply encodings, and there is no
    // decoding defined for "%*" or "%as" in this recommendation."
    for s in ["fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred", "news:12345667123%asdghfh@info.cern.ch"] {
        assert!(Url::parse(s).is_err(), "{s}");
    }
    // decoding is total nevertheless: such a '%' stays a '%'
    assert_eq!(dec("asdf%*.fred"), b"asdf%*.fred");
    assert_eq!(dec("12345667123%asdghfh"), b"12345667123%asdghfh");
}

// ---------------------------------------------------------------------------
// equivalence: exact cases
// ---------------------------------------------------------------------------

#[test]
fn equivalent_pairs() {
    let pairs = [
        // https: its default port 443 is the same as none, its '/' may be omitted (RFC 2818 §2.3, §2.4)
        ("https://h:443/", "https://h/"),
        ("HTTPS://H:00443", "https://h/"),
        ("https://h/%7Ea?%71", "https://h/%7ea?q"),
        // scheme and host case (§2.1, §3.1)
        ("HTTP://INFO.CERN.CH/", "http://info.cern.ch/"),
        ("Ftp://Host.Example/x", "ftp://host.example/x"),
        ("X-Foo:bar", "x-foo:bar"),
        ("x-foo://HOST/p", "x-foo://host/p"),
        // escapes of unreserved characters (§2.2)
        ("http://h/%41%62%63%30%24%2d%5F%2E%2b%21%2a%27%28%29%2C", "http://h/Abc0$-_.+!*'(),"),
        ("ftp://u%73er:p%61ss@h/%70ub", "ftp://user:pass@h/pub"),
        ("telnet://gu%65st@h/", "telnet://guest@h"),
        ("wais://h/d%62?s%65arch", "wais://h/db?search"),
        ("wais://h/db/T%45XT/1%32", "wais://h/db/TEXT/12"),
        ("file:///%65tc/motd", "file:///etc/motd"),
        ("prospero://h/%61;%62=%63", "prospero://h/a;b=c"),
        ("news:%31@h", "news:1@h"),
        ("x:%61", "x:a"),
        ("http://h/#%61", "http://h/#a"),
        // hex case of remaining escapes
        ("http://h/%7e%2f%3b", "http://h/%7E%2F%3B"),
        ("http://h/a%2fb#c%2fd", "http://h/a%2Fb#c%2Fd"),
        // default ports (§3.x)
        ("ftp://h:21/", "ftp://h/"),
        ("http://h:80/", "http://h/"),
        ("gopher://h:70/", "gopher://h/"),
        ("nntp://h:119/g", "nntp://h/g"),
        ("telnet://h:23/", "telnet://h/"),
        ("wais://h:210/db", "wais://h/db"),
        ("prospero://h:1525/x", "prospero://h/x"),
        ("http://h:0080/", "http://h/"),
        ("http://h:08080/", "http://h:8080/"),
        // optional '/' (§3.3, §3.8) and the empty gopher-path (§3.4.1)
        ("http://h", "http://h/"),
        ("http://h#f", "http://h/#f"),
        ("telnet://h", "telnet://h/"),
        ("gopher://h", "gopher://h/"),
        ("gopher://h", "gopher://h/1"),
        ("gopher://h/%31", "gopher://h/1"),
        // IPv4 groups by value; file localhost (§3.10)
        ("http://010.0.0.001/", "http://10.0.0.1/"),
        ("file://localhost/etc/motd", "file:///etc/motd"),
        ("file://LocalHost/etc/motd", "file:///etc/motd"),
        // ftp typecode case
        ("ftp://h/x;type=A", "ftp://h/x;type=a"),
        ("ftp://h/x;type=D", "ftp://h/x;type=d"),
        // no reserved characters in mailto (§3.5), a gopher-path (§3.4.1), news (§3.6)
        ("mailto:joe%40example.com", "mailto:joe@example.com"),
        ("mailto:%22a%3Ab%22@example.com", "mailto:%22a:b%22@example.com"),
        ("mailto:joe@Example.COM", "mailto:joe@example.com"),
        ("mailto:joe@%45xample.com", "mailto:joe@example.com"),
        ("gopher://h/1/a%2Fb%3Fc%3Bd", "gopher://h/1/a/b?c;d"),
        ("gopher://h/%2F", "gopher://h//"),
        ("gopher://h/7/s%09a%3Db", "gopher://h/7/s%09a=b"),
        ("news:a%2Fb%3Bc@h", "news:a/b;c@h"),
    ];
    for (a, b) in pairs {
        assert!(equivalent(a, b), "{a} ~ {b}");
        assert!(equivalent(b, a), "{b} ~ {a}");
        assert_eq!(url(a).normalized(), url(b).normalized(), "{a} ~ {b}");
        assert_eq!(hash_of(&url(a)), hash_of(&url(b)), "{a} ~ {b}");
    }
}

#[test]
fn inequivalent_pairs() {
    let pairs = [
        // http and https are different schemes, whatever the ports
        ("https://h/", "http://h/"),
        ("https://h:443/", "http://h:443/"),
        ("https://h:80/", "http://h/"),
        ("https://h:80/", "https://h/"),
        ("http://h:443/", "http://h/"),
        // an encoded reserved character is never the character (§2.2, RFC 1630)
        ("http://h/a/b", "http://h/a%2Fb"),
        ("http://h/a;b", "http://h/a%3Bb"),
        ("http://h/a?b", "http://h/a%3Fb"),
        ("http://h/a:b", "http://h/a%3Ab"),
        ("http://h/p?a=b&c=d", "http://h/p?a%3Db%26c=d"),
        ("ftp://h/x;type=a", "ftp://h/x%3Btype=a"),
        ("ftp://u;x@h/", "ftp://u%3Bx@h/"),
        ("ftp://u:p@h/", "ftp://u%3Ap@h/"),
        ("wais://h/db?a", "wais://h/db%3Fa"),
        ("prospero://h/a;b=c", "prospero://h/a%3Bb=c"),
        ("prospero://h/a;b=c:d", "prospero://h/a;b=c%3Ad"),
        ("prospero://h/a/b", "prospero://h/a%2Fb"),
        ("file:///a/b", "file:///a%2Fb"),
        ("x:a/b", "x:a%2Fb"),
        ("http://h/#a/b", "http://h/#a%2Fb"),
        ("gopher://h/1a#a/b", "gopher://h/1a#a%2Fb"),
        // §3.2.2's three ftp examples all differ
        ("ftp://myname@host.dom/%2Fetc/motd", "ftp://myname@host.dom/etc/motd"),
        ("ftp://myname@host.dom/%2Fetc/motd", "ftp://myname@host.dom//etc/motd"),
        ("ftp://myname@host.dom/etc/motd", "ftp://myname@host.dom//etc/motd"),
        // the '@' of a message-id is reserved
        ("news:a%40b@h", "news:a%2540b@h"),
        // escapes of unsafe, national and control characters stay escapes
        ("http://h/%7E", "http://h/%257E"),
        ("http://h/a%20b", "http://h/a+b"),
        ("http://h/%2541", "http://h/%41"),
        // case matters outside scheme and host
        ("http://h/A", "http://h/a"),
        ("http://h/#A", "http://h/#a"),
        ("ftp://User@h/", "ftp://user@h/"),
        ("mailto:Joe@h.com", "mailto:joe@h.com"),
        ("mailto:a@%5BA%5D", "mailto:a@%5Ba%5D"),
        ("news:comp.Lang", "news:comp.lang"),
        ("news:a@Host", "news:a@host"),
        ("nntp://h/Comp.lang", "nntp://h/comp.lang"),
        // empty user and password are not absent (§3.1)
        ("ftp://@h/", "ftp://h/"),
        ("ftp://u:@h/", "ftp://u@h/"),
        // a non-default port, another scheme, presence of things
        ("http://h:81/", "http://h/"),
        ("http://h/", "ftp://h/"),
        ("ftp://h", "ftp://h/"),
        ("http://h/", "http://h/?"),
        ("http://h/", "http://h/#"),
        ("gopher://h/1", "gopher://h/1%09"),
        ("gopher://h/", "gopher://h/0"),
        ("file://host/x", "file:///x"),
        ("http://h/a/./b", "http://h/a/b"),
        ("x-foo://Ho%73t/", "x-foo://host/"),
    ];
    for (a, b) in pairs {
        assert!(!equivalent(a, b), "{a} !~ {b}");
        assert!(!equivalent(b, a), "{b} !~ {a}");
        assert_ne!(url(a).normalized(), url(b).normalized(), "{a} !~ {b}");
    }
}

#[test]
fn normalized_exact_values() {
    let cases = [
        ("HTTPS://Api.Example.com:443", "https://api.example.com/"),
        ("https://h:80/a", "https://h:80/a"),
        ("http://h:443/a", "http://h:443/a"),
        ("HTTP://Info.CERN.ch:80", "http://info.cern.ch/"),
        ("http://h/%7euser/%41%2f%3b?q=%3d%61#%7e", "http://h/%7Euser/A%2F%3B?q=%3Da#%7E"),
        (
            "ftp://Anon:Pa%73s@FTP.Example.ORG:021/a%20dir/x%3by.txt;type=I",
            "ftp://Anon:Pass@ftp.example.org/a%20dir/x%3By.txt;type=i",
        ),
        ("gopher://Host:70", "gopher://host/"),
        ("gopher://host/%31", "gopher://host/"),
        ("gopher://host/1%2Fa%09b%3F%0d", "gopher://host/1/a%09b?%0D"),
        ("mailto:%4Aoe%40Example.COM", "mailto:Joe@example.com"),
        ("mailto:a@%5bA.b%5D", "mailto:a@%5BA.b%5D"),
        ("news:a%2fB%40c@Host.Com", "news:a/B%40c@Host.Com"),
        ("nntp://NEWS.example:119/Comp.Lang/007", "nntp://news.example/Comp.Lang/007"),
        ("telnet://User:PW@Host:23", "telnet://User:PW@host/"),
        ("wais://Host:210/db/T%45XT/%2f", "wais://host/db/TEXT/%2F"),
        ("file://LOCALHOST/a%3a/b", "file:///a%3A/b"),
        ("file://Host.Example/a", "file://host.example/a"),
        ("prospero://Host//pros/name;OBJECT-VERSION=%32", "prospero://host//pros/name;OBJECT-VERSION=2"),
        ("X-Test://U%73er@Host:099/%7e?%3f#%2f", "x-test://User@host:99/%7E?%3F#%2F"),
        ("X-Test://Ho%73t:1/%73", "x-test://Ho%73t:1/s"),
        ("URN:ISBN:%30-395", "urn:ISBN:0-395"),
        ("http://001.002.003.004:65535/", "http://1.2.3.4:65535/"),
    ];
    for (input, want) in cases {
        let u = url(input);
        assert_eq!(u.normalized(), want, "{input}");
        let mut written = String::new();
        u.write_normalized(&mut written).unwrap();
        assert_eq!(written, want, "{input}");
        assert_eq!(url(want).normalized(), want, "idempotent: {input}");
        assert!(u.equivalent(&url(want)), "{input}");
    }
}

// ---------------------------------------------------------------------------
// equivalence: properties over generated URLs
// ---------------------------------------------------------------------------

/// Valid URLs covering every scheme, escapes, logins, ports and fragments.
const CORPUS: &[&str] = &[
    "https://API.Example.com:443/v1/%7Eitems?page=%32",
    "HTTPS://h:80",
    "ftp://ftp.example.org/pub/README;type=a",
    "ftp://myname@host.dom/%2Fetc/motd",
    "ftp://myname@host.dom//etc/motd",
    "ftp://Anon:Pa%24s;w=x@FTP.Example.ORG:21/a%20dir/x%3By.txt;type=I",
    "ftp://@host.com/",
    "ftp://foo:@host.com/",
    "ftp://host.com",
    "ftp://10.0.0.1:2121/%7Ex/y?z:w@v&u=t#Top",
    "http://info.cern.ch/albert/bertram/marie-claude",
    "http://info.cern.ch/albert/bertram/marie%2Dclaude",
    "HTTP://Info.CERN.ch:80",
    "http://www.example.com/a;b/c:d@e&f=g?x=1&y=%2F;z#frag",
    "http://192.168.001.010:8080/%7Euser/index.html?q=a+b",
    "gopher://gopher.example.org",
    "gopher://gopher.example.org/1",
    "gopher://host:70/0/docs/readme.txt",
    "gopher://host/7/search%09red%20fish",
    "gopher://host/1/a?b;c=d%3F%09s%09+",
    "gopher://host/9sel%09%09!+ABSTRACT%20+SMELL#x",
    "mailto:joe@example.com",
    "mailto:gorby%25kremvax@example.com",
    "mailto:Joe.Bloggs%40Example.COM",
    "mailto:%22odd%20name%22@%5B1.2.3.4%5D",
    "news:comp.infosystems.www.misc",
    "news:*",
    "news:12345@info.cern.ch",
    "news:a%3Bb/c;d@Host.Example.COM",
    "nntp://news.server.org:42/example.group.this/12345",
    "nntp://news.server.org/comp.lang.c",
    "telnet://guest@melvyl.ucop.edu/",
    "telnet://user:pass@host:23",
    "wais://quake.think.com/directory-of-servers",
    "wais://quake.think.com:210/db?a%20b;c",
    "wais://quake.think.com/db/TEXT/1234%2F5",
    "file:///etc/motd",
    "file://localhost/etc/motd",
    "file://vms.host.edu/disk$user/my/notes/note12345.txt",
    "prospero://host.dom//pros/name;OBJECT-VERSION=2",
    "prospero://host.dom:1525/a%3Bb;f%3D=v%3B",
    "rlogin://aas@a.sn.no",
    "x-test://User:Pw@Host.Example:0099/p%61th?q#f",
    "tel:+31-641044153",
    "urn:ISBN:0-395-36341-1",
    "x:%2F%2Fhost/p",
    "x://Ho%73t/%73",
];

/// A reference normalizer written from the typed views, independently of the
/// implementation's offsets: escapes whose octet `decode` accepts are decoded,
/// the others upper-cased; with `lower`, everything else is lower-cased.
fn norm(raw: &str, decode: impl Fn(u8) -> bool, lower: bool) -> String {
    let b = raw.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let v = u8::from_str_radix(&raw[i + 1..i + 3], 16).unwrap();
            if decode(v) {
                out.push(if lower { v.to_ascii_lowercase() } else { v } as char);
            } else {
                out.push_str(&format!("%{v:02X}"));
            }
            i += 3;
        } else {
            out.push(if lower { b[i].to_ascii_lowercase() } else { b[i] } as char);
            i += 1;
        }
    }
    out
}

fn reference(u: &Url<'_>) -> String {
    let plain = |raw: &str| norm(raw, is_unreserved, false);
    let all = |raw: &str| norm(raw, is_xchar, false);
    let mut out = u.scheme().to_ascii_lowercase() + ":";
    let login = |out: &mut String| {
        out.push_str("//");
        if let Some(user) = u.user() {
            out.push_str(&plain(user));
            if let Some(pw) = u.password() {
                out.push(':');
                out.push_str(&plain(pw));
            }
            out.push('@');
        }
        match u.host().unwrap() {
            h @ Host::Ipv4(_) => out.push_str(&h.to_string()),
            Host::Name(n) if u.kind() == Scheme::File && n.eq_ignore_ascii_case("localhost") => {}
            Host::Name(n) => out.push_str(&n.to_ascii_lowercase()),
        }
        if let Some(p) = u.port() {
            if Some(p) != u.default_port() {
                out.push_str(&format!(":{p}"));
            }
        }
    };
    match u.details() {
        Details::Ftp(f) => {
            login(&mut out);
            if let Some(p) = f.path() {
                out.push('/');
                match f.typecode_str() {
                    Some(t) => {
                        out.push_str(&plain(&p[..p.len() - ";type=a".len()]));
                        out.push_str(";type=");
                        out.push_str(&t.to_ascii_lowercase());
                    }
                    None => out.push_str(&plain(p)),
                }
            }
        }
        Details::Http(h) => {
            login(&mut out);
            out.push('/');
            out.push_str(&plain(h.path().unwrap_or("")));
            if let Some(q) = h.search() {
                out.push('?');
                out.push_str(&plain(q));
            }
        }
        Details::Gopher(g) => {
            login(&mut out);
            out.push('/');
            if let Some(p) = g.gopher_path() {
                if dec(p) != b"1" {
                    out.push_str(&all(p));
                }
            }
        }
        Details::Mailto(m) => {
            out.push_str(&all(m.local_part()));
            out.push('@');
            let literal = m.domain().to_ascii_lowercase().contains("%5b");
            out.push_str(&norm(m.domain(), is_xchar, !literal));
        }
        Details::News(n) => out.push_str(&norm(n.grouppart(), |c| is_xchar(c) && c != b'@', false)),
        Details::Nntp(n) => {
            login(&mut out);
            out.push('/');
            out.push_str(n.group());
            if let Some(a) = n.article_str() {
                out.push('/');
                out.push_str(a);
            }
        }
        Details::Telnet(_) => {
            login(&mut out);
            out.push('/');
        }
        Details::Wais(w) => {
            login(&mut out);
            out.push('/');
            out.push_str(&plain(w.database()));
            match w.form() {
                WaisForm::Database => {}
                WaisForm::Index { search } => {
                    out.push('?');
                    out.push_str(&plain(search));
                }
                WaisForm::Document { wtype, wpath } => {
                    out.push('/');
                    out.push_str(&plain(wtype));
                    out.push('/');
                    out.push_str(&plain(wpath));
                }
            }
        }
        Details::File(f) => {
            login(&mut out);
            out.push('/');
            out.push_str(&plain(f.path()));
        }
        Details::Prospero(p) => {
            login(&mut out);
            out.push('/');
            out.push_str(&plain(p.hsoname()));
            for (name, value) in p.fields() {
                out.push(';');
                out.push_str(&plain(name));
                out.push('=');
                out.push_str(&plain(value));
            }
        }
        Details::Other(o) if o.is_ip_schemepart() => {
            login(&mut out);
            if let Some(p) = o.path() {
                out.push('/');
                out.push_str(&plain(p));
            }
        }
        Details::Other(o) => {
            let ssp = o.scheme_part();
            if let Some(rest) = ssp.strip_prefix("//") {
                let end = rest.find('/').unwrap_or(rest.len());
                out.push_str("//");
                out.push_str(&norm(&rest[..end], |_| false, false));
                out.push_str(&plain(&rest[end..]));
            } else {
                out.push_str(&plain(ssp));
            }
        }
    }
    if let Some(f) = u.fragment() {
        out.push('#');
        out.push_str(&plain(f));
    }
    out
}

/// Everything owed by one URL: the reference agrees, the normalized form is
/// a valid URL equivalent to it, normalizing is idempotent, and the other
/// forms agree.
fn check_normalized(s: &str) -> Result<(), TestCaseError> {
    let u = url(s);
    let n = u.normalized();
    prop_assert_eq!(&n, &reference(&u), "reference, for {:?}", s);
    let nu = Url::parse(&n);
    prop_assert!(nu.is_ok(), "normalized {:?} of {:?} does not parse: {:?}", n, s, nu.err());
    let nu = nu.unwrap();
    prop_assert_eq!(nu.kind(), u.kind());
    prop_assert!(u.equivalent(&nu) && nu.equivalent(&u), "{:?} !~ {:?}", s, n);
    prop_assert_eq!(&nu.normalized(), &n, "not idempotent: {:?}", s);
    prop_assert!(u.equivalent(&u));
    prop_assert_eq!(hash_of(&u), hash_of(&nu));
    let mut written = String::new();
    u.write_normalized(&mut written).unwrap();
    prop_assert_eq!(written, n);
    Ok(())
}

#[test]
fn corpus_normalizes() {
    for s in CORPUS {
        check_normalized(s).unwrap();
    }
    // every scheme is covered
    for k in Scheme::ALL {
        assert!(CORPUS.iter().any(|s| url(s).kind() == k), "{k:?}");
    }
}

/// An edit of a URL's text.
#[derive(Clone, Debug)]
enum Op {
    /// Toggle the case of the n-th letter that is not in an escape.
    FlipCase(usize),
    /// Write the n-th character that is not in an escape as `%XX` (lower-case
    /// hex if the flag says so).
    Escape(usize, bool),
    /// Write the n-th escape as its character, if that is an `xchar`.
    Unescape(usize),
    /// Toggle the case of the hex digits of the n-th escape.
    HexCase(usize),
    /// Write the default port explicitly.
    DefaultPort,
}

/// Byte positions of the characters of `s` (a valid URL) that are not part
/// of an escape, and the positions of the `%` of every escape.
fn positions(s: &str) -> (Vec<usize>, Vec<usize>) {
    let b = s.as_bytes();
    let (mut plain, mut escapes) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            escapes.push(i);
            i += 3;
        } else {
            plain.push(i);
            i += 1;
        }
    }
    (plain, escapes)
}

/// The byte range of the host in the URL's text.
fn host_range(u: &Url<'_>) -> Option<Range<usize>> {
    let host = u.host_str()?;
    let mut at = u.scheme().len() + 3;
    if let Some(user) = u.user() {
        at += user.len() + 1 + u.password().map_or(0, |p| p.len() + 1);
    }
    Some(at..at + host.len())
}

/// For another scheme whose part after `:` starts with `//` without reading
/// as `ip-schemepart`: the byte range up to the next `/`, which is compared
/// as written.
fn opaque_login_range(u: &Url<'_>) -> Option<Range<usize>> {
    let ssp = u.scheme_specific_part();
    if u.kind() != Scheme::Other || u.has_login() || !ssp.starts_with("//") {
        return None;
    }
    let start = u.scheme().len() + 1;
    Some(start..start + 2 + ssp[2..].find('/').unwrap_or(ssp.len() - 2))
}

/// Applies `op` to `s`; `None` when it does not apply or the result is not a
/// valid URL. `keep` decides which edits to allow: given the URL, the byte
/// position and the octet before and after, it says yes or no.
fn apply(s: &str, op: &Op, keep: &dyn Fn(&Url<'_>, usize, u8, u8) -> bool) -> Option<String> {
    let u = url(s);
    let (plain, escapes) = positions(s);
    let b = s.as_bytes();
    let out = match *op {
        Op::FlipCase(n) => {
            let letters: Vec<usize> = plain.into_iter().filter(|&i| b[i].is_ascii_alphabetic()).collect();
            let i = *letters.get(n % letters.len().max(1))?;
            let c = b[i] ^ 0x20;
            if !keep(&u, i, b[i], c) {
                return None;
            }
            format!("{}{}{}", &s[..i], c as char, &s[i + 1..])
        }
        Op::Escape(n, lower) => {
            let i = *plain.get(n % plain.len().max(1))?;
            if !keep(&u, i, b[i], b[i]) {
                return None;
            }
            let e = if lower { format!("%{:02x}", b[i]) } else { format!("%{:02X}", b[i]) };
            format!("{}{}{}", &s[..i], e, &s[i + 1..])
        }
        Op::Unescape(n) => {
            let i = *escapes.get(n % escapes.len().max(1))?;
            let v = u8::from_str_radix(&s[i + 1..i + 3], 16).unwrap();
            if !is_xchar(v) || !keep(&u, i, v, v) {
                return None;
            }
            format!("{}{}{}", &s[..i], v as char, &s[i + 3..])
        }
        Op::HexCase(n) => {
            let i = *escapes.get(n % escapes.len().max(1))?;
            let hex: String = s[i + 1..i + 3]
                .chars()
                .map(|h| if h.is_ascii_uppercase() { h.to_ascii_lowercase() } else { h.to_ascii_uppercase() })
                .collect();
            format!("{}%{}{}", &s[..i], hex, &s[i + 3..])
        }
        Op::DefaultPort => {
            if u.port().is_some() {
                return None;
            }
            let at = host_range(&u)?.end;
            format!("{}:{}{}", &s[..at], u.default_port()?, &s[at..])
        }
    };
    Url::parse(&out).ok()?;
    Some(out)
}

fn mutate(base: &str, ops: &[Op], keep: &dyn Fn(&Url<'_>, usize, u8, u8) -> bool) -> String {
    let mut cur = base.to_string();
    for op in ops {
        if let Some(next) = apply(&cur, op, keep) {
            cur = next;
        }
    }
    cur
}

fn any_edit(_: &Url<'_>, _: usize, _: u8, _: u8) -> bool {
    true
}

/// Edits that keep the meaning: case in the scheme and the host, escaping
/// and unescaping an unreserved character (and a reserved one where nothing
/// is reserved), hex case, default ports. For other schemes the edit must not
/// change whether the URL reads as `ip-schemepart`.
fn meaning_preserving(u: &Url<'_>, i: usize, old: u8, new: u8) -> bool {
    let scheme_end = u.scheme().len();
    if old != new {
        // a case flip: only in the scheme or the host
        return i < scheme_end || host_range(u).is_some_and(|r| r.contains(&i));
    }
    if opaque_login_range(u).is_some_and(|r| r.contains(&i)) {
        return false;
    }
    if is_unreserved(old) {
        return true;
    }
    let body = i > scheme_end && i < u.without_fragment().len();
    match u.kind() {
        Scheme::Mailto => body,
        Scheme::News => body && old != b'@',
        Scheme::Gopher => {
            // inside the gopher-path: after the '/' that follows hostport
            let path_start = u.without_fragment().len() - u.url_path().map_or(0, str::len);
            body && u.url_path().is_some() && i >= path_start
        }
        _ => false,
    }
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        any::<usize>().prop_map(Op::FlipCase),
        (any::<usize>(), any::<bool>()).prop_map(|(n, l)| Op::Escape(n, l)),
        any::<usize>().prop_map(Op::Unescape),
        any::<usize>().prop_map(Op::HexCase),
        Just(Op::DefaultPort),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::helpers::sized(128, 512) as u32))]

    /// Arbitrary edits: the normalized form of the result is right (by the
    /// reference), valid, equivalent and idempotent; equivalence is
    /// reflexive, symmetric, agrees with comparing normalized forms, and
    /// equivalent URLs hash alike.
    #[test]
    fn equivalence_agrees_with_normalized(
        base in 0..CORPUS.len(),
        ops_a in prop::collection::vec(op(), 0..8),
        ops_b in prop::collection::vec(op(), 0..8),
    ) {
        let a = mutate(CORPUS[base], &ops_a, &any_edit);
        let b = mutate(CORPUS[base], &ops_b, &any_edit);
        check_normalized(&a)?;
        check_normalized(&b)?;
        let (ua, ub) = (url(&a), url(&b));
        let eq = ua.equivalent(&ub);
        prop_assert_eq!(eq, ub.equivalent(&ua), "symmetry: {:?} {:?}", a, b);
        prop_assert_eq!(eq, ua.normalized() == ub.normalized(), "{:?} {:?}", a, b);
        prop_assert_eq!(eq, reference(&ua) == reference(&ub), "{:?} {:?}", a, b);
        if eq {
            prop_assert_eq!(hash_of(&ua), hash_of(&ub));
        }
    }

    /// Edits that keep the meaning give equivalent URLs.
    #[test]
    fn meaning_preserving_edits_are_equivalent(
        base in 0..CORPUS.len(),
        ops in prop::collection::vec(op(), 0..10),
    ) {
        let keep = |u: &Url<'_>, i: usize, old: u8, new: u8| meaning_preserving(u, i, old, new);
        let edited = mutate(CORPUS[base], &ops, &keep);
        let (u, e) = (url(CORPUS[base]), url(&edited));
        prop_assume!(u.has_login() == e.has_login());
        prop_assert!(u.equivalent(&e), "{:?} !~ {:?}", CORPUS[base], edited);
        prop_assert_eq!(u.normalized(), e.normalized());
        prop_assert_eq!(hash_of(&u), hash_of(&e));
    }

    /// Escaping any one reserved character of an edited URL changes its
    /// meaning, except where nothing is reserved.
    #[test]
    fn escaping_a_reserved_character_of_edited_urls(
        base in 0..CORPUS.len(),
        ops in prop::collection::vec(op(), 0..8),
    ) {
        check_reserved_escapes(&mutate(CORPUS[base], &ops, &any_edit))?;
    }
}

/// Escapes each reserved character of `s` in turn: where the result is a
/// valid URL, it is equivalent to `s` exactly where nothing is reserved
/// (mailto, gopher-path, news other than `@`). Returns how many were checked.
fn check_reserved_escapes(s: &str) -> Result<usize, TestCaseError> {
    let u = url(s);
    let mut checked = 0;
    for i in positions(s).0 {
        let c = s.as_bytes()[i];
        if !RESERVED.contains(&c) {
            continue;
        }
        let edited = format!("{}{}{}", &s[..i], percent::escape(c), &s[i + 1..]);
        let Ok(e) = Url::parse(&edited) else { continue };
        checked += 1;
        let same = meaning_preserving(&u, i, c, c);
        prop_assert_eq!(u.equivalent(&e), same, "{:?} vs {:?}", s, edited);
        prop_assert_eq!(u.normalized() == e.normalized(), same, "{:?} vs {:?}", s, edited);
    }
    Ok(checked)
}

#[test]
fn escaping_a_reserved_character_of_the_corpus() {
    let mut checked = 0;
    for s in CORPUS {
        checked += check_reserved_escapes(s).unwrap();
    }
    assert!(checked > 60, "{checked}");
}

#[test]
fn equivalence_is_reflexive_and_symmetric_over_the_corpus() {
    for a in CORPUS {
        assert!(url(a).equivalent(&url(a)));
        for b in CORPUS {
            let (ua, ub) = (url(a), url(b));
            assert_eq!(ua.equivalent(&ub), ub.equivalent(&ua), "{a} {b}");
            assert_eq!(ua.equivalent(&ub), ua.normalized() == ub.normalized(), "{a} {b}");
        }
    }
    // the corpus holds these equivalent pairs and no others
    let mut pairs = Vec::new();
    for (i, a) in CORPUS.iter().enumerate() {
        for b in &CORPUS[i + 1..] {
            if url(a).equivalent(&url(b)) {
                pairs.push((*a, *b));
            }
        }
    }
    assert_eq!(
        pairs,
        [
            ("http://info.cern.ch/albert/bertram/marie-claude", "http://info.cern.ch/albert/bertram/marie%2Dclaude"),
            ("gopher://gopher.example.org", "gopher://gopher.example.org/1"),
            ("file:///etc/motd", "file://localhost/etc/motd"),
        ]
    );
}

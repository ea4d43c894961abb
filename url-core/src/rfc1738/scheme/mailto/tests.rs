extern crate std;

use super::*;
use std::string::String;

/// The plain-address fast path agrees with the full RFC 822 reading, and
/// takes the plain addresses it exists for.
#[test]
fn plain_address_agrees_with_addr_spec() {
    let pieces = ["a", "b.c", ".", "@", "%40", "\"q\"", "[1.2]", "-", "(", "x!", "#", "", "é", "%2", " "];
    let mut state: u64 = 1738;
    let mut plain = 0;
    for _ in 0..100_000 {
        let mut s = String::from("mailto:");
        for _ in 0..6 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            s.push_str(pieces[(state >> 33) as usize % pieces.len()]);
        }
        let b = s.as_bytes();
        if let Some((at, end)) = plain_address(b, 7) {
            plain += 1;
            let e = scan::<{ XCHAR }>(b, 7, Component::MailtoAddress).unwrap();
            assert_eq!(e, end, "{s:?}");
            assert_eq!(addr_spec(b, 7, end), Ok((at, 1)), "{s:?}");
        } else if s.bytes().skip(7).all(|c| c == b'.' || c == b'@' || is(c, ATEXT)) {
            // Plain characters only: the fast path declines exactly what
            // the full reading rejects.
            assert!(b.len() == 7 || addr_spec(b, 7, b.len()).is_err(), "{s:?}");
        }
    }
    assert!(plain > 100, "{plain}");
    assert_eq!(plain_address(b"mailto:a.b@c.d#x", 7), Some((10, 14)));
    assert_eq!(plain_address(b"mailto:a.b@c.d.", 7), None);
    assert_eq!(plain_address(b"mailto:a.b@c@d", 7), None);
    assert_eq!(plain_address(b"mailto:.a@c", 7), None);
    assert_eq!(plain_address(b"mailto:a.@c", 7), None);
    assert_eq!(plain_address(b"mailto:a@.c", 7), None);
    assert_eq!(plain_address(b"mailto:a..b@c", 7), None);
    assert_eq!(plain_address(b"mailto:a@b", 7), Some((8, 10)));
    assert_eq!(plain_address(b"mailto:list-request.v1@rust-lang.org", 7), Some((22, 36)));
    // Separators across a word boundary (bytes 7 + 8 = 15 and 16).
    assert_eq!(plain_address(b"mailto:abcdefgh.@x", 7), None);
    assert_eq!(plain_address(b"mailto:abcdefg.h@x.yz", 7), Some((16, 21)));
    // The masks hold 63 bytes: a longer address goes to the full reading.
    let local = "a".repeat(59);
    let s = std::format!("mailto:{local}@b.c");
    assert_eq!(plain_address(s.as_bytes(), 7), Some((66, 70)));
    let s = std::format!("mailto:{local}@bc.d");
    assert_eq!(plain_address(s.as_bytes(), 7), None);
    assert_eq!(addr_spec(s.as_bytes(), 7, 71), Ok((66, 1)));
}

/// Issue 44, item 2, in the RFC 1738 view: an RFC 822 address is ASCII
/// (§3.5), so no decoded octet past 7F reaches it, quoted, escaped by `\` or
/// in a domain literal, and with it no ill-formed UTF-8 and no bidi
/// formatting or invisible character.
#[test]
fn no_octet_past_ascii_in_an_address() {
    for (s, at, rule) in [
        ("mailto:a%FF@example.com", 8, "local-part"),
        ("mailto:a%C0%AE@example.com", 8, "local-part"),
        ("mailto:%E2%80%AEelpmaxe.knab@nimda", 7, "local-part"),
        ("mailto:a%E2%80%8Bb@example.com", 8, "local-part"),
        ("mailto:a@ex%EF%BB%BFample.com", 11, "domain"),
        ("mailto:%22a%E2%80%AE%22@example.com", 11, "local-part"),
        ("mailto:%22a%5C%E2%80%AE%22@example.com", 14, "local-part"),
        ("mailto:a@%5B1%E2%80%8B%5D", 13, "domain"),
    ] {
        let e = crate::Url::parse(s).unwrap_err();
        assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (at, 3, rule, "3.5"), "{s}");
    }
}

//! `url_core::percent`: decoding agrees with a naive decoder (and its
//! `Cow`, UTF-8, `Display`, length and size-hint forms agree with each
//! other); encoding for every component gives a valid value of that
//! component that decodes back to the input.
#![no_main]

use std::borrow::Cow;

use libfuzzer_sys::fuzz_target;
use url_core::percent::{self, Component};

/// The obvious decoder: `%` and two hex digits is an octet, anything else is
/// itself.
fn naive(s: &[u8]) -> Vec<u8> {
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'%' && i + 2 < s.len() {
            if let (Some(h), Some(l)) = (hex(s[i + 1]), hex(s[i + 2])) {
                out.push(h << 4 | l);
                i += 3;
                continue;
            }
        }
        out.push(s[i]);
        i += 1;
    }
    out
}

fuzz_target!(|data: &[u8]| {
    // encoding takes any octets
    for c in Component::ALL {
        let e = percent::encode(data, c);
        let text = e.to_string();
        assert_eq!(e.encoded_len(), text.len());
        assert_eq!(e.is_unchanged(), text.as_bytes() == data);
        assert!(c.is_valid(&text), "{c:?}: {text:?} is not valid");
        assert!(percent::decode(&text).eq(data.iter().copied()), "{c:?}: {text:?} does not decode back");
        assert_eq!(percent::encode_to_string(data, c), text);
        for &b in data {
            // what the production does not allow is escaped; what it allows
            // is kept, but for the ';' that http reserves (§3.3)
            if !c.allows(b) {
                assert!(c.must_escape(b), "{c:?} keeps {b:#04x}");
            } else if !(b == b';' && matches!(c, Component::HttpSegment | Component::HttpSearch)) {
                assert!(!c.must_escape(b), "{c:?} escapes {b:#04x}");
            }
        }
    }

    let Ok(s) = core::str::from_utf8(data) else { return };
    let d = percent::decode(s);
    let got: Vec<u8> = d.clone().collect();
    assert_eq!(got, naive(data));
    assert_eq!(d.decoded_len(), got.len());
    assert_eq!(d.has_escapes(), got.len() != data.len());
    let (lo, hi) = d.size_hint();
    assert!(lo <= got.len() && hi.is_none_or(|h| got.len() <= h));
    let bytes = d.clone().into_bytes();
    assert_eq!(bytes.as_ref(), got.as_slice());
    assert_eq!(matches!(bytes, Cow::Borrowed(_)), !d.has_escapes());
    match d.clone().decode_utf8() {
        Ok(t) => assert_eq!(t.as_bytes(), got.as_slice()),
        Err(e) => {
            assert!(std::str::from_utf8(&got).is_err());
            assert_eq!(e.into_bytes(), got);
        }
    }
    let lossy = String::from_utf8_lossy(&got);
    assert_eq!(d.clone().decode_utf8_lossy(), lossy);
    assert_eq!(d.to_string(), lossy);
    // stepping: raw() is always a suffix of the input
    let mut it = percent::decode(s);
    while it.next().is_some() {
        assert!(data.ends_with(it.raw()));
    }
    assert!(it.raw().is_empty());
});

//! The character classes of RFC 6570 against its ABNF, written out here
//! from §2.1 and §2.3, and the phrases the errors quote against the classes.

use super::UriTemplate;
use crate::chars::{is, is_varchar, T_LITERAL};

/// §2.1: `literals = %x21 / %x23-24 / %x26 / %x28-3B / %x3D / %x3F-5B /
/// %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate / pct-encoded`, and
/// `'` (%x27), which the RFC's own example takes (see `T_LITERAL`).
fn abnf_literal(b: u8) -> bool {
    matches!(b, 0x21 | 0x23..=0x24 | 0x26 | 0x27 | 0x28..=0x3B | 0x3D | 0x3F..=0x5B | 0x5D | 0x5F | 0x61..=0x7A | 0x7E)
}

#[test]
fn literal_class_is_the_abnf() {
    for b in 0..128u8 {
        assert_eq!(is(b, T_LITERAL), abnf_literal(b), "{:?}", b as char);
        let text = [b];
        let text = core::str::from_utf8(&text).unwrap();
        let parsed = UriTemplate::parse(text);
        // `{` and `%` start more than one character; the others stand alone.
        if b != b'{' && b != b'%' {
            assert_eq!(parsed.is_ok(), abnf_literal(b), "{text:?}");
        }
    }
}

#[test]
fn varchar_is_the_abnf() {
    for b in 0..128u8 {
        // §2.3: varchar = ALPHA / DIGIT / "_" / pct-encoded.
        let want = b.is_ascii_alphanumeric() || b == b'_';
        assert_eq!(is_varchar(b), want, "{:?}", b as char);
        let text = [b'{', b, b'}'];
        let text = core::str::from_utf8(&text).unwrap();
        let ok = UriTemplate::parse(text).is_ok();
        let operator = b"+#./;?&".contains(&b);
        // An operator alone is an expression without a name.
        assert_eq!(ok, want, "{text:?} (operator {operator})");
    }
}

/// The set the literal errors quote is the class.
#[test]
fn literal_phrase_names_the_class() {
    let e = UriTemplate::parse("a b").unwrap_err();
    let phrase = e.expected();
    let quoted = phrase.split('"').nth(1).unwrap().as_bytes();
    for b in 0..128u8 {
        let punctuation = b.is_ascii_punctuation() && b != b'%';
        if punctuation {
            assert_eq!(quoted.contains(&b), is(b, T_LITERAL), "{:?} in {phrase:?}", b as char);
        }
    }
}

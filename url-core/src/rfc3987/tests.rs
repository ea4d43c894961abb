//! Unit tests of what RFC 3987 adds to the RFC 3986 grammar: [`ichar`]
//! at the edges of every range, the mapping to a URI, and the grammar's
//! `IRI` instance against its `URI` one on ASCII text.

use super::{ichar, odd, plain_char, write_mapped};
use crate::chars::{in_ranges, BIDI, UCSCHAR};
use crate::error::Component;
use crate::rfc3986::grammar::parse;
use crate::scan::{IRI_RUNS, URI_RUNS};

/// [`ichar`] on `c` alone, in `comp`: its end, or the error's (offset,
/// length, rule, section).
fn one(c: char, comp: Component) -> Result<usize, (usize, usize, &'static str, &'static str)> {
    let mut buf = [0u8; 4];
    let b = c.encode_utf8(&mut buf).as_bytes();
    ichar(b, 0, comp).map_err(|e| {
        let e = e.in_iri();
        (e.offset(), e.length(), e.rule(), e.section())
    })
}

#[test]
fn ucschar_at_every_edge() {
    // (code point, a ucschar)
    let edges = [
        (0x80, false),
        (0x9F, false),
        (0xA0, true),
        (0xD7FF, true),
        (0xE000, false),
        (0xF8FF, false),
        (0xF900, true),
        (0xFDCF, true),
        (0xFDD0, false),
        (0xFDEF, false),
        (0xFDF0, true),
        (0xFFEF, true),
        (0xFFF0, false),
        (0xFFFD, false),
        (0xFFFE, false),
        (0xFFFF, false),
        (0x10000, true),
        (0x1FFFD, true),
        (0x1FFFE, false),
        (0x1FFFF, false),
        (0x20000, true),
        (0x2FFFD, true),
        (0x2FFFE, false),
        (0xDFFFD, true),
        (0xDFFFE, false),
        (0xE0000, false),
        (0xE0FFF, false),
        (0xE1000, true),
        (0xEFFFD, true),
        (0xEFFFE, false),
        (0xF0000, false),
        (0x10FFFD, false),
        (0x10FFFF, false),
    ];
    for (v, ucs) in edges {
        let c = char::from_u32(v).unwrap();
        let len = c.len_utf8();
        for comp in [Component::UriPath, Component::UriFragment, Component::UriHost, Component::UriUserinfo] {
            let rule = match comp {
                Component::UriPath => "ipchar",
                Component::UriFragment => "ifragment",
                Component::UriHost => "ireg-name",
                _ => "iuserinfo",
            };
            let want = if ucs { Ok(len) } else { Err((0, len, rule, "2.2")) };
            assert_eq!(one(c, comp), want, "U+{v:04X} in {comp:?}");
        }
    }
}

#[test]
fn iprivate_only_in_the_query() {
    for v in [0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD] {
        let c = char::from_u32(v).unwrap();
        let len = c.len_utf8();
        assert_eq!(one(c, Component::UriQuery), Ok(len), "U+{v:04X}");
        assert_eq!(one(c, Component::UriPath), Err((0, len, "ipchar", "2.2")), "U+{v:04X}");
        assert_eq!(one(c, Component::UriFragment), Err((0, len, "ifragment", "2.2")), "U+{v:04X}");
    }
    // Next to the iprivate ranges: neither.
    for v in [0xFFFFE, 0xFFFFF, 0x10FFFE, 0x10FFFF, 0xEFFFE, 0xEFFFF] {
        let c = char::from_u32(v).unwrap();
        assert_eq!(one(c, Component::UriQuery), Err((0, 4, "iquery", "2.2")), "U+{v:04X}");
    }
}

#[test]
fn bidi_formatting_characters_everywhere() {
    for v in [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E] {
        let c = char::from_u32(v).unwrap();
        for comp in [Component::UriPath, Component::UriQuery, Component::UriFragment, Component::UriHost] {
            assert_eq!(one(c, comp), Err((0, 3, "bidi", "4.1")), "U+{v:04X} in {comp:?}");
        }
    }
    // Their neighbours are ucschar.
    for v in [0x200D, 0x2010, 0x2029, 0x202F] {
        assert_eq!(one(char::from_u32(v).unwrap(), Component::UriPath), Ok(3), "U+{v:04X}");
    }
}

/// Every scalar value from U+0080: one with no odd byte (`odd`, which the
/// run-time instance's runs pass over unchecked) is a `ucschar` and no bidi
/// formatting character, so every component takes it; `plain_char` says
/// so exactly for those, with their length. The odd ones that are taken
/// anyway (decoded, then taken) are few, and counted here.
#[test]
fn odd_bytes_cover_every_character_ichar_refuses() {
    let comps = [Component::UriPath, Component::UriQuery, Component::UriFragment, Component::UriHost];
    let (mut plain, mut odd_but_taken) = (0, 0);
    for v in 0x80..=0x10FFFF {
        let Some(c) = char::from_u32(v) else { continue };
        let mut buf = [0u8; 4];
        let b = c.encode_utf8(&mut buf).as_bytes();
        // The byte before the lead is ASCII (or none): never odd with it.
        let has_odd = (0..b.len()).any(|k| odd(if k == 0 { b'a' } else { b[k - 1] }, b[k]));
        let taken = in_ranges(c, &UCSCHAR) && !in_ranges(c, &BIDI);
        if !has_odd {
            assert!(taken, "U+{v:04X} has no odd byte but is not a ucschar");
            for comp in comps {
                assert_eq!(ichar(b, 0, comp).map_err(|_| ()), Ok(b.len()), "U+{v:04X}");
            }
            plain += 1;
        } else if taken {
            odd_but_taken += 1;
        }
        assert_eq!(plain_char(b, 0), if has_odd { 0 } else { b.len() }, "U+{v:04X}");
    }
    assert_eq!((plain, odd_but_taken), (775_212, 195_041));
    // Of the latter, 192,506 are the ucschar of planes 12 to 14 (lead F3,
    // where no script in use lives); the rest are U+2000-203F but the bidi
    // ones, U+F900-FFEF, and the last two of each 4,096 elsewhere.
    let f3 = (0xC0000..=0xEFFFF).filter(|&v| char::from_u32(v).is_some_and(|c| in_ranges(c, &UCSCHAR))).count();
    assert_eq!(f3, 192_506);
}

/// A fixed buffer to write into (no `alloc` in these tests).
struct Buf([u8; 64], usize);

impl core::fmt::Write for Buf {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        let end = self.1 + s.len();
        self.0.get_mut(self.1..end).ok_or(core::fmt::Error)?.copy_from_slice(s.as_bytes());
        self.1 = end;
        Ok(())
    }
}

#[test]
fn mapping_writes_every_non_ascii_byte() {
    let mut out = Buf([0; 64], 0);
    write_mapped("a\u{A0}/é?\u{10FFFD}#%41€", &mut out).unwrap();
    assert_eq!(&out.0[..out.1], b"a%C2%A0/%C3%A9?%F4%8F%BF%BD#%41%E2%82%AC");
    let mut out = Buf([0; 64], 0);
    write_mapped("", &mut out).unwrap();
    assert_eq!(out.1, 0);
}

/// On ASCII text the `IRI` instance is the `URI` one: the same positions,
/// the same error at the same place (only its naming differs).
#[test]
fn ascii_text_reads_alike() {
    let inputs = [
        "http://example.com/a/b?c#d",
        "//u:p@h:8/x",
        "a:b",
        "1a:b",
        "http://[::1]:80/",
        "http://[::1%25x]/",
        "http://h/a b",
        "https://u@h/",
        "ws://h/#f",
        "",
        "?q#f",
        "s://h:99999/",
    ];
    for s in inputs {
        for absolute in [false, true] {
            let (uri, iri) = if absolute {
                (parse::<true, false, URI_RUNS>(s), parse::<true, true, IRI_RUNS>(s))
            } else {
                (parse::<false, false, URI_RUNS>(s), parse::<false, true, IRI_RUNS>(s))
            };
            match (uri, iri) {
                (Ok(u), Ok(i)) => assert_eq!(u, i, "{s:?}"),
                (Err(u), Err(i)) => assert_eq!((u.offset(), u.length()), (i.offset(), i.length()), "{s:?}"),
                (u, i) => panic!("{s:?}: {u:?} as a URI, {i:?} as an IRI"),
            }
        }
    }
}

#[test]
fn code_points_are_written_as_unicode_writes_them() {
    let mut t = crate::error::ErrorText::new();
    t.code_point('\u{A0}');
    t.str(" ");
    t.code_point('\u{FDD0}');
    t.str(" ");
    t.code_point('\u{1FFFE}');
    t.str(" ");
    t.code_point('\u{10FFFD}');
    assert_eq!(t.as_str(), "U+00A0 U+FDD0 U+1FFFE U+10FFFD");
}

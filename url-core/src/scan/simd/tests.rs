extern crate std;

use super::*;
use crate::chars::*;
use crate::scan::{HTTP_RUNS, IRI_RUNS, URI_RUNS};

/// The input lengths the tests take under Miri (`.ci/miri.sh`), which
/// runs them some ten thousand times slower: around each edge of the
/// 16- and 32-byte chunks, of [`RUN_BYTES`] and of a second chunk past
/// it. Natively the tests take every length, or random ones.
const MIRI_LENGTHS: [usize; 16] = [0, 1, 7, 15, 16, 17, 31, 32, 33, 47, 63, 64, 65, 70, 96, 97];

/// The lookup `LOW[lo] & HIGH[hi]`, byte by byte (what `pshufb` does
/// sixteen at a time), in the table `misses` looks up.
fn member<const CLASS: u32>(c: u8) -> bool {
    (const { low_nibbles(CLASS) })[(c & 15) as usize] & HIGH[(c >> 4) as usize] != 0
}

/// Every byte of every class the grammar scans: the nibble tables'
/// answer is the class table's.
#[test]
fn nibble_tables_are_the_class_tables() {
    fn check<const CLASS: u32>() {
        for c in 0..=255u8 {
            assert_eq!(member::<CLASS>(c), Set::<CLASS>::MEMBERS[c as usize] != 0, "class {CLASS:#x}, byte {c:#04x}");
        }
    }
    check::<{ HSEGMENT | SLASH }>();
    check::<HSEGMENT>();
    check::<{ FSEGMENT | SLASH }>();
    check::<XCHAR>();
    check::<HOST>();
    check::<LOGIN>();
    check::<U_REG_NAME>();
    check::<U_USERINFO>();
    check::<U_PATH>();
    check::<U_QUERY>();
    check::<U_SEGMENT_NC>();
    check::<UCHAR>();
    // The tables `misses3` builds from the run sets' classes as values.
    for set in RUN_SETS {
        for class in set.into_iter().filter(|&c| c != crate::scan::NO_CLASS) {
            let low = low_nibbles(class);
            for c in 0..=255u8 {
                let member = low[(c & 15) as usize] & HIGH[(c >> 4) as usize] != 0;
                assert_eq!(member, crate::chars::is(c, class) && c != b'%', "class {class:#x}, byte {c:#04x}");
            }
        }
    }
    // '%' is in no run: an escape is checked on its own.
    assert!(!member::<U_PATH>(b'%') && !member::<XCHAR>(b'%'));
    assert!(member::<U_PATH>(b'~') && !member::<HSEGMENT>(b'~'));
}

/// Runs from every start in random inputs of every length, through
/// [`class_end`] and through [`Runs`] ([`class_end_in`], for the classes
/// of both run sets): the same end as the byte-by-byte
/// reference (where this CPU has AVX2; the test counts the inputs it
/// checked, and says so if it checked none). The lengths cross 16, 32,
/// 64 and 96 bytes, where the chunks and the tail change.
#[test]
fn class_end_agrees_with_a_byte_loop() {
    #[target_feature(enable = "avx2")]
    fn agree(seed: u64) -> usize {
        use crate::scan::swar::class_end_bytewise;
        use std::vec::Vec;
        use url_literal_gen::Rng;

        #[target_feature(enable = "avx2")]
        fn same<const CLASS: u32>(b: &[u8], i: usize) {
            let want = class_end_bytewise::<CLASS>(b, i);
            assert_eq!(class_end::<CLASS>(b, i), want, "class_end {CLASS:#x} from {i} in {b:?}");
        }
        #[target_feature(enable = "avx2")]
        fn same_in<const CLASS: u32, const SET: usize>(b: &[u8], r: &Runs<SET>, i: usize) {
            let want = class_end_bytewise::<CLASS>(b, i);
            assert_eq!(class_end_in::<CLASS, SET>(b, r, i), want, "{CLASS:#x} ({SET}) from {i} in {b:?}");
        }
        let mut rng = Rng::new(seed);
        // Mostly members of the classes, so that runs are long.
        let alphabet = b"aZ09-._~!$&'()*+,;=:@/?aZ09-.aZ09%#[ \xc3\xa9";
        let mut checked = 0;
        for round in 0..class_end_rounds() {
            let len =
                if cfg!(miri) { MIRI_LENGTHS[round % MIRI_LENGTHS.len()] } else { (rng.next_u64() % 110) as usize };
            let b: Vec<u8> = (0..len).map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize]).collect();
            let (uri, http) = (runs::<URI_RUNS>(&b), runs::<HTTP_RUNS>(&b));
            for i in 0..=len {
                same::<{ HSEGMENT | SLASH }>(&b, i);
                same::<HSEGMENT>(&b, i);
                same::<HOST>(&b, i);
                same::<U_REG_NAME>(&b, i);
                same::<U_PATH>(&b, i);
                same::<U_QUERY>(&b, i);
                same::<XCHAR>(&b, i);
                same_in::<U_REG_NAME, URI_RUNS>(&b, &uri, i);
                same_in::<U_PATH, URI_RUNS>(&b, &uri, i);
                same_in::<U_QUERY, URI_RUNS>(&b, &uri, i);
                same_in::<{ HSEGMENT | SLASH }, HTTP_RUNS>(&b, &http, i);
                same_in::<HSEGMENT, HTTP_RUNS>(&b, &http, i);
            }
            checked += 1;
        }
        checked
    }
    let checked = dispatch(3986, agree, |_| 0);
    assert_eq!(checked, if avx2() { class_end_rounds() } else { 0 }, "AVX2: {}", avx2());
}

/// The random inputs of `class_end_agrees_with_a_byte_loop`: 20,000 in the
/// long runs (`URL_LITERAL_LONG=1`, as `.ci/run` asks), 5,000 in a
/// contributor's `cargo test` (the test takes most of url-core's unit tests'
/// time in a debug build), the fixed lengths under Miri.
fn class_end_rounds() -> usize {
    if cfg!(miri) {
        MIRI_LENGTHS.len()
    } else if std::env::var_os("URL_LITERAL_LONG").is_some_and(|v| v == "1") {
        20_000
    } else {
        5_000
    }
}

/// [`class_end_marked`] (AVX2) and the SWAR one against byte loops, from
/// every start in random inputs of 0 to 100 bytes: the same end, and the
/// masks exactly where the run is at most 63 bytes.
#[test]
fn marked_runs_agree_with_a_byte_loop() {
    #[target_feature(enable = "avx2")]
    fn agree(seed: u64) -> usize {
        use crate::scan::swar::class_end_bytewise;
        use std::vec::Vec;
        use url_literal_gen::Rng;

        let mut rng = Rng::new(seed);
        let mut checked = 0;
        for round in 0..ROUNDS {
            let len = if cfg!(miri) { MIRI_LENGTHS[round / 2] } else { (rng.next_u64() % 101) as usize };
            // Long runs in some inputs, misses everywhere in others.
            let alphabet: &[u8] = if round % 2 == 0 { b"a.-b.9" } else { b"a.-b/%:9" };
            let b: Vec<u8> = (0..len).map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize]).collect();
            for start in 0..=len {
                let end = class_end_bytewise::<HOST>(&b, start);
                let mask = |c: u8| (start..end).filter(|&k| b[k] == c).fold(0u64, |m, k| m | 1 << (k - start));
                let want = (end, (end - start <= 63).then(|| (mask(b'.'), mask(b'-'))));
                assert_eq!(class_end_marked::<HOST>(&b, start, b'.', b'-'), want, "from {start} in {b:?}");
                assert_eq!(super::super::swar::class_end_marked::<HOST>(&b, start, b'.', b'-'), want);
                checked += 1;
            }
        }
        checked
    }
    const ROUNDS: usize = if cfg!(miri) { 2 * MIRI_LENGTHS.len() } else { 6_000 };
    let checked = dispatch(1738, agree, |_| 0);
    // Every start of every input: natively 0 to 100 bytes, 51 on average.
    if cfg!(miri) {
        let starts = 2 * MIRI_LENGTHS.iter().map(|n| n + 1).sum::<usize>();
        assert_eq!(checked, if avx2() { starts } else { 0 }, "AVX2: {}", avx2());
    } else {
        assert!(if avx2() { checked > 250_000 } else { checked == 0 }, "AVX2: {}, {checked}", avx2());
    }
}

/// The runs of the wide set ([`IRI_RUNS`]) and its odd bytes, from every
/// start in random UTF-8 text of 0 to 140 bytes: the runs end where a
/// byte loop ends them (bytes of 80-FF taken); bit `k` of `Runs::odd`
/// is `rfc3987::odd` of byte `k`; [`far_odd`] finds the first odd byte;
/// and [`unchecked`] never passes over a character with one.
#[test]
fn wide_runs_and_odd_bytes_agree_with_a_byte_loop() {
    #[target_feature(enable = "avx2")]
    fn agree(seed: u64) -> usize {
        use crate::rfc3987::odd;
        use std::string::String;
        use url_literal_gen::Rng;

        let wide_end = |b: &[u8], mut i: usize| {
            while i < b.len() && (crate::chars::is(b[i], U_PATH) && b[i] != b'%' || b[i] >= 0x80) {
                i += 1;
            }
            i
        };
        let odd_at = |b: &[u8], k: usize| odd(if k == 0 { 0 } else { b[k - 1] }, b[k]);
        let pieces = [
            "a",
            "/",
            "%",
            " ",
            "é",
            "\u{80}",
            "\u{A0}",
            "\u{202E}",
            "\u{2014}",
            "例",
            "\u{E000}",
            "\u{FFE5}",
            "😀",
            "\u{1FFFE}",
            "\u{10FFE}",
            "\u{F0000}",
            "ж",
        ];
        let mut rng = Rng::new(seed);
        let mut checked = 0;
        for round in 0..ROUNDS {
            let len = if cfg!(miri) { MIRI_LENGTHS[round % MIRI_LENGTHS.len()] } else { rng.below(141) };
            let mut s = String::new();
            while s.len() < len {
                s.push_str(pieces[rng.below(pieces.len())]);
            }
            let b = s.as_bytes();
            let r = runs::<IRI_RUNS>(b);
            for k in 0..b.len().min(RUN_BYTES) {
                assert_eq!(r.odd >> k & 1 == 1, odd_at(b, k), "odd bit {k} of {s:?}");
            }
            let first_odd = |j: usize, e: usize| (j..e).find(|&k| odd_at(b, k));
            for i in 0..=b.len() {
                assert_eq!(class_end_in::<U_PATH, IRI_RUNS>(b, &r, i), wide_end(b, i), "from {i} in {s:?}");
                if !s.is_char_boundary(i) {
                    continue;
                }
                // (`unchecked` calls it past `RUN_BYTES` only; on fewer than 32
                // bytes it says to check from `i`.)
                if i >= 1 && b.len() > 32 {
                    assert_eq!(far_odd(b, i, b.len()), first_odd(i, b.len()), "far_odd from {i} in {s:?}");
                }
                let e = wide_end(b, i);
                let from = unchecked(b, &r, i, e);
                assert!(i <= from && from <= e && s.is_char_boundary(from), "{from} from {i} to {e} in {s:?}");
                assert_eq!(first_odd(i, from), None, "odd byte before {from} (from {i}) in {s:?}");
                if from < e && from < RUN_BYTES {
                    // Where the odd byte is known, it is in the character at `from`.
                    let k = first_odd(i, e).unwrap();
                    assert!(k < from + 4 && s[from..].chars().next().unwrap().len_utf8() > k - from, "{s:?}");
                }
            }
            checked += 1;
        }
        checked
    }
    const ROUNDS: usize = if cfg!(miri) { MIRI_LENGTHS.len() } else { 6_000 };
    let checked = dispatch(3987, agree, |_| 0);
    assert_eq!(checked, if avx2() { ROUNDS } else { 0 }, "AVX2: {}", avx2());
}

/// [`map_to_string`] on random UTF-8 text (every length to 200; under
/// Miri, the [`MIRI_LENGTHS`]): the reference mapping, each byte of 80-FF
/// as `%XX`, and nothing but ASCII in the `String` it made without a
/// UTF-8 check.
#[cfg(feature = "alloc")]
#[test]
fn the_mapped_string_is_the_reference_and_ascii() {
    #[target_feature(enable = "avx2")]
    fn agree(seed: u64) -> usize {
        use std::string::String;
        use url_literal_gen::Rng;

        let pieces = ["a", "/", "%41", "é", "例", "😀", "\u{80}", "\u{10FFFD}", "ж"];
        let mut rng = Rng::new(seed);
        let lengths: std::vec::Vec<usize> =
            if cfg!(miri) { MIRI_LENGTHS.to_vec() } else { (0..2_000).map(|k| k % 201).collect() };
        for &len in &lengths {
            let mut s = String::new();
            while s.len() < len {
                s.push_str(pieces[rng.below(pieces.len())]);
            }
            let want: String =
                s.bytes().map(|b| if b < 0x80 { String::from(b as char) } else { std::format!("%{b:02X}") }).collect();
            let (text, n) = map_to_string((s.as_bytes(), want.len(), &mut []));
            assert_eq!((text.as_str(), n), (want.as_str(), want.len()), "{s:?}");
            assert!(text.as_bytes().is_ascii(), "{s:?}");
        }
        lengths.len()
    }
    let checked = dispatch(3987, agree, |_| 0);
    assert_eq!(
        checked,
        if avx2() {
            if cfg!(miri) {
                MIRI_LENGTHS.len()
            } else {
                2_000
            }
        } else {
            0
        }
    );
}

/// Every length from 0 to 130 with every byte a member, then with one
/// miss at every place: the runs of [`Runs`] end where the reference
/// ends them (the edges of the chunks and of the input, exhaustively).
/// Under Miri, the [`MIRI_LENGTHS`], with the miss and the start around
/// the edges.
#[test]
fn runs_at_every_edge() {
    /// Around the edges of the chunks, under Miri.
    const EDGES: [usize; 11] = [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65];
    /// Where the one miss of an input of `len` bytes goes (`len`: none).
    fn misses(len: usize) -> impl Iterator<Item = usize> {
        (0..=len).filter(move |&m| !cfg!(miri) || m + 1 >= len || EDGES.contains(&m))
    }
    /// Where the runs start: under Miri, around the edges and the miss.
    fn starts(len: usize, miss: usize) -> impl Iterator<Item = usize> {
        (0..=len).filter(move |&i| !cfg!(miri) || i + 1 >= len || i.abs_diff(miss) <= 1 || EDGES.contains(&i))
    }
    fn lengths() -> impl Iterator<Item = usize> {
        (0..=130).filter(|n| !cfg!(miri) || MIRI_LENGTHS.contains(n))
    }
    #[target_feature(enable = "avx2")]
    fn edges(_: ()) -> usize {
        use crate::scan::swar::class_end_bytewise;
        use std::vec;

        let mut checked = 0;
        for len in lengths() {
            for miss in misses(len) {
                let mut b = vec![b'a'; len];
                if miss < len {
                    b[miss] = b'%';
                }
                let (uri, http) = (runs::<URI_RUNS>(&b), runs::<HTTP_RUNS>(&b));
                for i in starts(len, miss) {
                    let want = class_end_bytewise::<U_PATH>(&b, i);
                    assert_eq!(class_end_in::<U_PATH, URI_RUNS>(&b, &uri, i), want, "len {len}, miss {miss}, from {i}");
                    assert_eq!(class_end_in::<U_QUERY, URI_RUNS>(&b, &uri, i), want);
                    assert_eq!(class_end_in::<U_REG_NAME, URI_RUNS>(&b, &uri, i), want);
                    assert_eq!(class_end_in::<{ HSEGMENT | SLASH }, HTTP_RUNS>(&b, &http, i), want);
                    assert_eq!(class_end_in::<HSEGMENT, HTTP_RUNS>(&b, &http, i), want);
                    checked += 1;
                }
            }
        }
        checked
    }
    let checked = dispatch((), edges, |()| 0);
    let starts = if cfg!(miri) {
        lengths().flat_map(|len| misses(len).map(move |m| starts(len, m).count())).sum()
    } else {
        757_966
    };
    assert_eq!(checked, if avx2() { starts } else { 0 }, "AVX2: {}", avx2());
}

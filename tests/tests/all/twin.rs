//! The two instances of the grammar give the same answer: the `const` one
//! (`Url::parse_const`, `Uri::parse_const`, `UriRef::parse_const` and the
//! typed views', which `url!` and `uri!` use for `const` arguments) and the
//! run-time one with SIMD scanning (`parse`, what users call), on
//! every bench corpus URL, every conformance vector and mutants of
//! them: the same value (every position) or the same error (offset, length,
//! kind, message).
//!
//! The exact-value tests put the offending byte at every offset around the
//! 8- and 16-byte chunks of the runs, where a vector scan could misplace it.

use serde_json::Value;
use url_core::{FtpUrl, HttpUri, HttpUrl, Iri, IriRef, MailtoUrl, Uri, UriRef, Url, WsUri};
use url_literal_gen::{corpus, long_inputs, uri_corpus, Rng};

use crate::support::data;

/// Both instances on `s`, for all three entry points; returns how many of
/// the three accepted it.
#[track_caller]
fn agree(s: &str) -> usize {
    let url = Url::parse_const(s);
    assert_eq!(Url::parse(s), url, "Url on {s:?}");
    let uri = Uri::parse_const(s);
    assert_eq!(Uri::parse(s), uri, "Uri on {s:?}");
    let r = UriRef::parse_const(s);
    assert_eq!(UriRef::parse(s), r, "UriRef on {s:?}");
    assert_eq!(HttpUri::parse(s), HttpUri::parse_const(s), "HttpUri on {s:?}");
    assert_eq!(WsUri::parse(s), WsUri::parse_const(s), "WsUri on {s:?}");
    assert_eq!(HttpUrl::parse(s), HttpUrl::parse_const(s), "HttpUrl on {s:?}");
    assert_eq!(FtpUrl::parse(s), FtpUrl::parse_const(s), "FtpUrl on {s:?}");
    assert_eq!(MailtoUrl::parse(s), MailtoUrl::parse_const(s), "MailtoUrl on {s:?}");
    agree_iri(s);
    url.is_ok() as usize + uri.is_ok() as usize + r.is_ok() as usize
}

/// Both instances of the IRI grammar on `s`: the same `Iri` and `IriRef`,
/// or the same error; returns how many of the two accepted it.
#[track_caller]
fn agree_iri(s: &str) -> usize {
    let iri = Iri::parse_const(s);
    assert_eq!(Iri::parse(s), iri, "Iri on {s:?}");
    let r = IriRef::parse_const(s);
    assert_eq!(IriRef::parse(s), r, "IriRef on {s:?}");
    iri.is_ok() as usize + r.is_ok() as usize
}

/// The `input` of every vector of `tests/conformance/<file>`.
fn vectors(file: &str) -> Vec<String> {
    let text = data::text(&data::conformance(file));
    let entries: Vec<Value> = serde_json::from_str(&text).expect("a JSON array");
    entries.iter().filter_map(|e| e["input"].as_str().map(str::to_owned)).collect()
}

/// Bytes a mutant may gain: delimiters of both grammars, escapes, bytes
/// outside every class, a multi-byte character.
const SPICE: [&str; 22] = [
    "/", "?", "#", "@", ":", "%", "%4", "%41", "[", "]", "~", " ", ".", "-", "..", ";type=a", "\t", "é", "=", "&", "0",
    "a",
];

/// `s` changed once: a byte removed, a piece inserted, a byte replaced or
/// the text cut (at char boundaries, so that it stays a `&str`).
fn mutant(r: &mut Rng, s: &str) -> String {
    let cuts: Vec<usize> = (0..=s.len()).filter(|&k| s.is_char_boundary(k)).collect();
    let at = cuts[(r.next_u64() % cuts.len() as u64) as usize];
    let piece = SPICE[(r.next_u64() % SPICE.len() as u64) as usize];
    let rest_start = |k: usize| (k + 1..=s.len()).find(|&e| s.is_char_boundary(e)).unwrap_or(s.len());
    match r.next_u64() % 4 {
        0 => format!("{}{}", &s[..at], &s[rest_start(at)..]),
        1 => format!("{}{piece}{}", &s[..at], &s[at..]),
        2 => format!("{}{piece}{}", &s[..at], &s[rest_start(at)..]),
        _ => s[..at].to_owned(),
    }
}

#[test]
fn every_corpus_url_and_its_mutants() {
    let mut r = Rng::new(19);
    let (mut inputs, mut accepted, mut mutants) = (0, 0, 0);
    let urls = corpus().into_iter().map(|e| e.url);
    let uris = uri_corpus().into_iter().map(|e| e.uri);
    let long = long_inputs().into_iter().map(|l| l.url);
    for s in urls.chain(uris).chain(long) {
        accepted += agree(&s);
        inputs += 1;
        for _ in 0..4 {
            accepted += agree(&mutant(&mut r, &s));
            mutants += 1;
        }
    }
    // Both corpora of 10,000, and both verdicts among the mutants.
    assert!(inputs >= 20_000, "{inputs}");
    assert!(mutants >= 80_000, "{mutants}");
    assert!(accepted > 40_000 && accepted < 3 * (inputs + mutants), "{accepted}");
}

#[test]
fn every_conformance_vector_and_its_mutants() {
    let mut r = Rng::new(1738);
    let all: Vec<String> = vectors("parse.json").into_iter().chain(vectors("rfc3986.json")).collect();
    // parse.json holds 759 vectors, rfc3986.json 695.
    assert!(all.len() >= 1_400, "{}", all.len());
    let mut accepted = 0;
    for s in &all {
        accepted += agree(s);
        for _ in 0..20 {
            agree(&mutant(&mut r, s));
        }
    }
    assert!(accepted > 1_000, "{accepted}");
}

/// A run of `n` bytes, then one the class does not hold: both instances
/// stop at it, for every `n` across two 16-byte chunks, in each component
/// the run-time scans cover.
#[test]
fn the_first_bad_byte_at_every_offset() {
    for n in 0..40 {
        let run = "a".repeat(n);
        for (prefix, bad, tail, rule) in [
            ("http://h/", " ", "", "hsegment"),
            ("http://h/x?", " ", "", "search"),
            ("ftp://h/", "~", "/x", "fsegment"),
            ("http://h/#", " ", "", "fragmentid"),
        ] {
            let s = format!("{prefix}{run}{bad}{tail}");
            for e in [Url::parse_const(&s).unwrap_err(), Url::parse(&s).unwrap_err()] {
                assert_eq!((e.offset(), e.length(), e.rule()), (prefix.len() + n, 1, rule), "{s:?}");
            }
        }
        for (prefix, rule) in [("https://h/", "path"), ("https://h/?", "query"), ("https://h/#", "fragment")] {
            let s = format!("{prefix}{run}^");
            for e in [Uri::parse_const(&s).unwrap_err(), Uri::parse(&s).unwrap_err()] {
                assert_eq!((e.offset(), e.length(), e.rule()), (prefix.len() + n, 1, rule), "{s:?}");
            }
        }
    }
}

/// Every vector of `tests/conformance/rfc3987.json` (868 inputs, 198 of the
/// invalid ones with characters outside ASCII) and mutants of it: both
/// instances of every parser, the IRI ones included, give the same answer.
#[test]
fn every_rfc3987_vector_and_its_mutants() {
    let mut r = Rng::new(3987);
    let all = vectors("rfc3987.json");
    assert!(all.len() >= 860, "{}", all.len());
    let mut accepted = 0;
    for s in &all {
        agree(s);
        accepted += agree_iri(s);
        for _ in 0..20 {
            let m = mutant(&mut r, s);
            agree(&m);
            agree_iri(&m);
        }
    }
    // 614 of them are valid IRI references, fewer valid IRIs.
    assert!(accepted > 900 && accepted < 2 * all.len(), "{accepted}");
}

/// Pieces an IRI mutant may gain: characters of each RFC 3987 class and
/// of none, multi-byte, and the delimiters.
const IRI_SPICE: [&str; 16] = [
    "ü",
    "例",
    "😀",
    "\u{E000}",
    "\u{FDD0}",
    "\u{202E}",
    "\u{200F}",
    "\u{9F}",
    "\u{FFFE}",
    "\u{E0FFF}",
    "/",
    "?",
    "#",
    "@",
    ":",
    "%C3",
];

/// The IRI corpus of `iri.rs` and mutants of it with IRI spice: both
/// instances give the same `Iri`, `IriRef` or error.
#[test]
fn every_iri_and_its_mutants() {
    let mut r = Rng::new(3987);
    let (mut inputs, mut accepted) = (0, 0);
    for s in crate::iri::iri_corpus(800, 17) {
        accepted += agree_iri(&s);
        inputs += 1;
        for _ in 0..8 {
            let mut m = mutant(&mut r, &s);
            let cuts: Vec<usize> = (0..=m.len()).filter(|&k| m.is_char_boundary(k)).collect();
            let at = cuts[r.below(cuts.len())];
            m.insert_str(at, IRI_SPICE[r.below(IRI_SPICE.len())]);
            accepted += agree_iri(&m);
            inputs += 1;
        }
    }
    assert_eq!(inputs, 7_200);
    assert!(accepted > 2_000 && accepted < 2 * inputs, "{accepted}");
}

/// A run of `n` characters of 1 to 4 bytes, then one no IRI takes there:
/// both instances stop at it, for every `n` across the 32-byte chunks and
/// the 64 bytes of runs the run-time instance reads ahead, in each
/// component that takes non-ASCII characters; and the same runs with
/// characters that are taken, among them some that the run-time instance
/// checks one by one.
#[test]
fn the_first_bad_character_at_every_offset() {
    for unit in ["a", "é", "例", "😀"] {
        for n in 0..48 {
            let run = unit.repeat(n);
            for (prefix, bad, rule, width) in [
                ("https://h/", "\u{FDD0}", "ipchar", 3),
                ("https://h/?", "\u{FFFE}", "iquery", 3),
                ("https://h/#", "\u{E000}", "ifragment", 3),
                ("https://h/", "\u{202E}", "bidi", 3),
                ("https://h/?", " ", "iquery", 1),
                ("foo://", "\u{1FFFE}", "ireg-name", 4),
                ("foo://", "\u{9F}", "iuserinfo", 2),
                ("https://h/", "\u{E0001}", "ipchar", 4),
                ("https://h/", "\u{10FFFD}", "ipchar", 4),
                ("https://h/?", "\u{85}", "iquery", 2),
                ("https://h/#", "\u{200F}", "bidi", 3),
                ("https://h/?", "\u{FDEF}", "iquery", 3),
            ] {
                let tail = if rule == "iuserinfo" { "@h/" } else { "" };
                let s = format!("{prefix}{run}{bad}x{tail}");
                for e in [Iri::parse_const(&s).unwrap_err(), Iri::parse(&s).unwrap_err()] {
                    assert_eq!((e.offset(), e.length(), e.rule()), (prefix.len() + run.len(), width, rule), "{s:?}");
                }
                // Characters taken there, some with bytes that the run-time
                // instance's runs stop to check (`rfc3987::BEFORE`).
                let ok = format!("{prefix}{run}x\u{2014}\u{FFE5}\u{10FFE}\u{E1000}\u{A0}{run}");
                assert_eq!(Iri::parse(&ok), Iri::parse_const(&ok), "{ok:?}");
                assert!(Iri::parse(&ok).is_ok(), "{ok:?}");
            }
        }
    }
}

/// A valid run of every length ends exactly where the next component starts.
#[test]
fn runs_of_every_length_end_at_the_delimiter() {
    for n in 0..40 {
        let seg = "b".repeat(n);
        let s = format!("http://{seg}x.example:8080/{seg}?{seg}#{seg}");
        for u in [Url::parse_const(&s).unwrap(), Url::parse(&s).unwrap()] {
            assert_eq!((u.host_str(), u.port()), (Some(&*format!("{seg}x.example")), Some(8080)), "{s:?}");
            assert_eq!((u.url_path(), u.fragment()), (Some(&*format!("{seg}?{seg}")), Some(&*seg)), "{s:?}");
        }
        let s = format!("https://{seg}x.example:8080/{seg}?{seg}#{seg}");
        for u in [Uri::parse_const(&s).unwrap(), Uri::parse(&s).unwrap()] {
            assert_eq!((u.host_str(), u.port()), (Some(&*format!("{seg}x.example")), Some(8080)), "{s:?}");
            let parts = (u.path(), u.query(), u.fragment());
            assert_eq!(parts, (&*format!("/{seg}"), Some(&*seg), Some(&*seg)), "{s:?}");
        }
    }
}

/// `TryFrom<&str>` is the run-time `parse` of each type, value and error.
#[test]
fn try_from_is_parse() {
    for s in ["https://api.example.com/v1?q=/x", "ws://h:9000/chat", "http://user@h/", "ftp://h/a;type=i", "a b"] {
        assert_eq!(Uri::try_from(s), Uri::parse(s), "{s:?}");
        assert_eq!(UriRef::try_from(s), UriRef::parse(s), "{s:?}");
        assert_eq!(HttpUri::try_from(s), HttpUri::parse(s), "{s:?}");
        assert_eq!(WsUri::try_from(s), WsUri::parse(s), "{s:?}");
        assert_eq!(Url::try_from(s), Url::parse(s), "{s:?}");
        assert_eq!(FtpUrl::try_from(s), FtpUrl::parse(s), "{s:?}");
    }
    let e = HttpUri::try_from("ws://h/").unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule()), (0, 2, "scheme"));
    assert!(WsUri::try_from("wss://h/").unwrap().is_secure());
}

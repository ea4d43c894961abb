//! The laws of `Url::equivalent` and `normalized`. The input is a URL, a
//! newline, then edit bytes that derive a second URL from the first (case
//! flips, escaping a character, unescaping an escape, adding a default port,
//! dropping a slash...), so that equivalent pairs are common; a second
//! newline and a third URL give a triple for transitivity.
//!
//! Laws: reflexive, symmetric, transitive; `a ~ b` iff their normalized
//! forms are equal; equivalent URLs hash alike; the normalized form is a
//! valid URL of the same scheme, equivalent to the URL, and a fixed point;
//! `write_normalized` writes what `normalized` returns.
#![no_main]

use std::collections::hash_map::DefaultHasher;
use std::hash::Hasher;

use libfuzzer_sys::fuzz_target;
use url_core::Url;

/// With `EQUIV_STATS` set, each input prints what kind of pair it made
/// (`-runs=0` over a corpus then tells how often the laws saw equivalent
/// pairs of different texts).
fn stats() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("EQUIV_STATS").is_some())
}

fn hash(u: &Url<'_>) -> u64 {
    let mut h = DefaultHasher::new();
    u.hash_normalized(&mut h);
    h.finish()
}

/// Derives a second text from `s` by the edits in `ops`.
fn derive(s: &str, ops: &[u8]) -> String {
    let mut t: Vec<u8> = s.as_bytes().to_vec();
    for pair in ops.chunks(2) {
        if t.is_empty() {
            break;
        }
        let (op, at) = (pair[0], pair.get(1).copied().unwrap_or(0) as usize % t.len());
        match op % 6 {
            // flip the case of a letter
            0 => {
                if t[at].is_ascii_alphabetic() {
                    t[at] ^= 0x20;
                }
            }
            // escape a character
            1 => {
                if t[at].is_ascii() && t[at] != b'%' {
                    let e = format!("%{:02X}", t[at]);
                    t.splice(at..at + 1, e.bytes());
                }
            }
            // unescape an escape
            2 => {
                if t[at] == b'%' && at + 2 < t.len() {
                    if let Ok(v) = u8::from_str_radix(std::str::from_utf8(&t[at + 1..at + 3]).unwrap_or("zz"), 16) {
                        if v.is_ascii() {
                            t.splice(at..at + 3, [v]);
                        }
                    }
                }
            }
            // lower-case the hex digits of an escape
            3 => {
                if t[at] == b'%' && at + 2 < t.len() {
                    t[at + 1] = t[at + 1].to_ascii_lowercase();
                    t[at + 2] = t[at + 2].to_ascii_lowercase();
                }
            }
            // insert a default port or a leading zero after a ':'
            4 => {
                if t[at] == b':' {
                    let ins: &[u8] = if op & 0x80 != 0 { b"0" } else { b"80" };
                    t.splice(at + 1..at + 1, ins.iter().copied());
                }
            }
            // drop or duplicate a '/'
            _ => {
                if t[at] == b'/' {
                    if op & 0x80 != 0 {
                        t.remove(at);
                    } else {
                        t.insert(at, b'/');
                    }
                }
            }
        }
    }
    String::from_utf8(t).unwrap_or_default()
}

fn laws(a: &Url<'_>, b: &Url<'_>) {
    let e = a.equivalent(b);
    assert_eq!(e, b.equivalent(a), "symmetry: {a} / {b}");
    let (na, nb) = (a.normalized(), b.normalized());
    assert_eq!(e, na == nb, "equivalent({a}, {b}) = {e} but normalized forms {na:?} / {nb:?}");
    if e {
        assert_eq!(hash(a), hash(b), "equivalent {a} / {b} hash apart");
    }
}

fn single(a: &Url<'_>) {
    assert!(a.equivalent(a));
    let n = a.normalized();
    let mut w = String::new();
    a.write_normalized(&mut w).unwrap();
    assert_eq!(w, n);
    let nu = Url::parse(&n).unwrap_or_else(|e| panic!("normalized {n:?} of {a} rejected: {e}"));
    assert_eq!(nu.kind(), a.kind());
    assert!(a.equivalent(&nu) && nu.equivalent(a), "{a} vs its normalized form {n:?}");
    assert_eq!(nu.normalized(), n, "normalized form {n:?} of {a} is no fixed point");
    assert_eq!(hash(a), hash(&nu));
}

fuzz_target!(|data: &[u8]| {
    let Ok(s) = core::str::from_utf8(data) else { return };
    let mut parts = s.splitn(3, '\n');
    let first = parts.next().unwrap_or("");
    let ops = parts.next().unwrap_or("");
    let third = parts.next();
    let Ok(a) = Url::parse(first) else { return };
    single(&a);
    let derived = derive(first, ops.as_bytes());
    if stats() {
        let b = Url::parse(&derived).ok();
        let kind = match b {
            None => "derived-invalid",
            Some(_) if derived == first => "derived-same-text",
            Some(b) if a.equivalent(&b) => "derived-equivalent",
            Some(_) => "derived-different",
        };
        eprintln!("equiv-stat {kind}");
    }
    if let Ok(b) = Url::parse(&derived) {
        single(&b);
        laws(&a, &b);
        if let Some(c) = third.and_then(|t| Url::parse(t).ok()) {
            single(&c);
            laws(&a, &c);
            laws(&b, &c);
            if a.equivalent(&b) && b.equivalent(&c) {
                assert!(a.equivalent(&c), "transitivity: {a} ~ {b} ~ {c}");
            }
        }
    }
});

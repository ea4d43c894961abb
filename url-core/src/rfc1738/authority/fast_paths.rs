//! Each fast path must agree with the full reading it short-cuts: when it
//! answers, the full reading gives the same answer; and it must answer for
//! the common valid inputs it exists for.

extern crate std;

use super::*;
use crate::rfc1738::scheme::known_scheme;
use crate::scan::class_end;
use crate::scan::swar::after_last;
use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

/// The project's one deterministic generator (SplitMix64).
use url_literal_gen::Rng;

#[test]
fn after_last_agrees_with_a_byte_loop() {
    let mut r = Rng::new(1630);
    for _ in 0..20_000 {
        let len = (r.next_u64() % 40) as usize;
        let b: Vec<u8> = (0..len).map(|_| if r.next_u64().is_multiple_of(5) { b'/' } else { b'a' }).collect();
        let from = (r.next_u64() as usize) % (len + 1);
        let to = from + (r.next_u64() as usize) % (len - from + 1);
        let want = b[from..to].iter().rposition(|&c| c == b'/').map_or(from, |k| from + k + 1);
        assert_eq!(after_last(&b, from, to, b'/'), want, "{:?} {from} {to}", String::from_utf8_lossy(&b));
    }
    assert_eq!(after_last(b"ftp://h/pub/rfc/x.txt", 8, 21, b'/'), 16);
    assert_eq!(after_last(b"ftp://h/x", 8, 9, b'/'), 8);
}

/// The host run byte by byte: the reference for the chunked `run`.
fn host_run_end(b: &[u8], start: usize) -> usize {
    class_end_bytewise::<{ chars::HOST }>(b, start)
}

/// Hosts from pieces: labels of every shape, digit groups, dots, hyphens.
fn hosts(n: usize) -> Vec<String> {
    let pieces = [
        "a", "b7", "x-y", "-a", "a-", "9", "255", "256", "0", "01", "example", "com", "Z", ".", ".", "..", "-", "",
    ];
    let mut rng = Rng::new(1738);
    let mut out: Vec<String> = [
        "info.cern.ch",
        "www.example.com",
        "10.0.0.1",
        "255.255.255.255",
        "256.1.1.1",
        "1.2.3",
        "1.2.3.4.5",
        "1.2.3.a",
        "a.1",
        "a.b.",
        ".a",
        "a..b",
        "x-.y",
        "x.-y",
        "",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    out.push("a".repeat(63));
    out.push("a".repeat(64));
    out.push(format!("{}.{}", "a".repeat(63), "b".repeat(63)));
    out.push(["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(63)].join("."));
    out.push(["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(64)].join("."));
    out.push(["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(62)].join("."));
    while out.len() < n {
        let k = 1 + rng.next_u64() % 7;
        let mut h = String::new();
        for _ in 0..k {
            h.push_str(rng.pick(&pieces));
            if !rng.next_u64().is_multiple_of(3) {
                h.push('.');
            }
        }
        out.push(h);
    }
    out
}

#[test]
fn hostname_fast_agrees_with_host() {
    let mut fast = 0;
    for h in hosts(20_000) {
        for tail in ["", "/", ":80", "@x", "#f", "?", "_"] {
            let s = format!("{h}{tail}");
            let b = s.as_bytes();
            let end = host_run_end(b, 0);
            let full = if end == 0 { None } else { host_is_hostnumber(b, 0, end).ok() };
            match hostname_fast(b, 0) {
                Some((k, v4)) => {
                    assert_eq!((k, Some(v4)), (end, full), "{s:?}");
                    fast += 1;
                }
                // Every valid host takes the fast path.
                None => assert_eq!(full, None, "{s:?}: valid, but not on the fast path"),
            }
        }
    }
    assert!(fast > 5_000, "{fast}");
}

#[test]
fn authority_fast_agrees_with_authority_full() {
    let logins = [
        "",
        "",
        "",
        "u@",
        "u:p@",
        ":@",
        "u:@",
        ":p@",
        "a%41b:c%42@",
        "u;?&=:p@",
        "u@v@",
        "u:p:q@",
        "%4@",
        "host:80@",
    ];
    let ports = ["", "", ":", ":0", ":21", ":65535", ":65536", ":99999999999", ":8a", "::1"];
    let tails = ["", "/", "/x", "#f", "?q", " ", "/%41"];
    let schemes =
        [Scheme::Http, Scheme::Https, Scheme::Ftp, Scheme::File, Scheme::Telnet, Scheme::Gopher, Scheme::Other];
    let mut rng = Rng::new(1630);
    let hosts = hosts(3_000);
    let mut fast = 0;
    for round in 0..60_000 {
        let host = &hosts[round % hosts.len()];
        let s = format!("x://{}{host}{}{}", rng.pick(&logins), rng.pick(&ports), rng.pick(&tails));
        let b = s.as_bytes();
        for scheme in schemes {
            if let Some(a) = authority_fast(b, 4, scheme) {
                assert_eq!(Ok(a), authority_full(b, 4, scheme), "{s:?} as {scheme:?}");
                fast += 1;
            }
        }
    }
    assert!(fast > 2_000, "{fast}");
    // The common cases are on the fast path.
    for (s, scheme) in [
        ("x://info.cern.ch/", Scheme::Http),
        ("x://host.com:8080", Scheme::Http),
        ("x://10.0.0.1:21/", Scheme::Ftp),
        ("x://user:pass@ftp.example.org/", Scheme::Ftp),
        ("x://user@host#f", Scheme::Telnet),
        ("x:///etc/motd", Scheme::File),
        ("x://localhost/etc", Scheme::File),
    ] {
        let b = s.as_bytes();
        assert_eq!(authority_fast(b, 4, scheme).map(Ok), Some(authority_full(b, 4, scheme)), "{s:?}");
    }
}

#[test]
fn known_scheme_agrees_with_the_scheme_rule() {
    let names = [
        "ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero", "https", "htt",
        "fil", "ftps", "newsx", "x", "", "httpss", "httpx", "shttp",
    ];
    let mut rng = Rng::new(822);
    let mut known = 0;
    for _ in 0..20_000 {
        let name: String = rng
            .pick(&names)
            .chars()
            .map(|c| if rng.next_u64().is_multiple_of(2) { c.to_ascii_uppercase() } else { c })
            .collect();
        let sep = rng.pick(&[":", ":", ":", ";", "\x1a", "", "s:", "+:"]);
        let s = format!("{name}{sep}//host/xxxxxxxx");
        let b = s.as_bytes();
        if let Some((i, kind)) = known_scheme(b) {
            known += 1;
            let end = class_end::<{ chars::SCHEME }>(b, 0);
            assert_eq!((i, b[i]), (end, b':'), "{s:?}");
            assert_eq!(kind, Scheme::from_bytes(&b[..i]), "{s:?}");
            assert_ne!(kind, Scheme::Other, "{s:?}");
        }
    }
    assert!(known > 3_000, "{known}");
}

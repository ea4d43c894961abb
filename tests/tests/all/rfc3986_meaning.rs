//! Meaning for RFC 3986 URIs: resolution (`Uri::resolve`, §5.2) and
//! normalization and equivalence (`Uri::normalized`, `Uri::equivalent`,
//! `Uri::hash_normalized`, §6.2.2 and §6.2.3).
//!
//! - Every example of RFC 3986 §5.4.1 and §5.4.2, written out, and every
//!   `rfc3986` entry of `tests/conformance/resolve.json` (a missing file is a
//!   failure, never a skip).
//! - Resolution against a plain transcription of §5.2.2-§5.2.4 and §5.3
//!   (`String`s, Appendix B's regular expression), on generated bases and
//!   references; the target always parses as a URI, or fails only by a
//!   scheme's rule (RFC 9110 / RFC 6455), and then is a URI of the generic
//!   syntax under another scheme name.
//! - The laws of normalization: a valid URI, a fixed point, equivalent to the
//!   original; equivalence is equality of normalized forms, and equivalent
//!   URIs hash alike; on generated URIs and on noisy copies of them (case
//!   flips, escapes of unreserved characters, dot segments, default and
//!   empty ports).

use std::collections::hash_map::DefaultHasher;
use std::fmt;
use std::hash::Hasher;

use allocation_counter::measure;
use proptest::prelude::*;
use serde_json::Value;
use url_core::resolve::{resolve_rfc3986_to_string, RelativeRef};
use url_core::{Uri, UriRef};

use crate::support::data;
use crate::support::vectors::{Fixed, ABNORMAL, BASE, NORMAL, STRICT};

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

#[track_caller]
fn uri(s: &str) -> Uri<'_> {
    Uri::parse(s).unwrap_or_else(|e| panic!("{s:?} is not a URI: {e}"))
}

#[track_caller]
fn reference(s: &str) -> UriRef<'_> {
    UriRef::parse(s).unwrap_or_else(|e| panic!("{s:?} is not a URI reference: {e}"))
}

/// `reference` resolved against `base`, through `resolve` into a `String`;
/// `resolve_to_string` must agree.
#[track_caller]
fn resolve(base: &str, r: &str) -> String {
    let (b, r) = (uri(base), reference(r));
    let mut out = String::new();
    b.resolve(&r, &mut out).unwrap();
    assert_eq!(b.resolve_to_string(&r), out);
    out
}

#[track_caller]
fn normalized(s: &str) -> String {
    let u = uri(s);
    let mut out = String::new();
    u.write_normalized(&mut out).unwrap();
    assert_eq!(u.normalized(), out);
    out
}

fn hash(u: &Uri<'_>) -> u64 {
    let mut h = DefaultHasher::new();
    u.hash_normalized(&mut h);
    h.finish()
}

#[track_caller]
fn equivalent(a: &str, b: &str) -> bool {
    let (x, y) = (uri(a), uri(b));
    let eq = x.equivalent(&y);
    assert_eq!(y.equivalent(&x), eq, "equivalent is not symmetric on {a:?} and {b:?}");
    assert_eq!(eq, normalized(a) == normalized(b), "equivalent({a:?}, {b:?}) disagrees with the normalized forms");
    if eq {
        assert_eq!(hash(&x), hash(&y), "{a:?} and {b:?} are equivalent but hash differently");
    }
    eq
}

/// The error of `Uri::parse(s)`: (message, offset, length, rule, section).
#[track_caller]
fn uri_error(s: &str) -> (String, usize, usize, &'static str, &'static str) {
    let e = Uri::parse(s).map(|u| u.as_str().to_owned()).expect_err("expected an error");
    (e.to_string(), e.offset(), e.length(), e.rule(), e.section())
}

// ---------------------------------------------------------------------------
// RFC 3986 §5.4 and resolve.json
// ---------------------------------------------------------------------------

/// §5.4.2's `"http:g" = "http:g" ; for strict parsers`: the reference breaks
/// http's rule (RFC 9110 §4.2.1) and `UriRef::parse` refuses it; the text
/// strict §5.2 gives, by the same algorithm (`resolve_rfc3986`), is
/// `http:g`, which `Uri::parse` refuses by the same rule.
#[track_caller]
fn check_http_g(base: &str, r: &str, expect: &str) {
    assert_eq!((r, expect), ("http:g", "http:g"));
    let e = UriRef::parse(r).unwrap_err();
    assert_eq!(e.to_string(), "http URIs need an authority: write 'http://' and a host (RFC 9110 §4.2.1)");
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (5, 0, "authority", "RFC 9110 4.2.1"));
    let text = resolve_rfc3986_to_string(&RelativeRef::parse(base).unwrap(), &RelativeRef::parse(r).unwrap()).unwrap();
    assert_eq!(text, expect);
    assert_eq!(Uri::parse(&text).unwrap_err(), e);
}

#[test]
fn rfc3986_section_5_4_1_normal_examples() {
    for (r, expect) in NORMAL {
        assert_eq!(resolve(BASE, r), expect, "{r:?}");
        // every target is an http URI
        assert_eq!(uri(expect).scheme(), if r == "g:h" { "g" } else { "http" });
    }
}

#[test]
fn rfc3986_section_5_4_2_abnormal_examples() {
    for (r, expect) in ABNORMAL {
        assert_eq!(resolve(BASE, r), expect, "{r:?}");
        assert_eq!(uri(expect).host_str(), Some("a"));
    }
    check_http_g(BASE, STRICT.0, STRICT.1);
}

/// `tests/conformance/resolve.json`, read, or a failure saying why not.
fn vectors() -> Vec<Value> {
    let path = data::conformance("resolve.json");
    let text = data::text(&path);
    let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: not JSON: {e}", path.display()));
    v.as_array().unwrap_or_else(|| panic!("{}: not a JSON array", path.display())).clone()
}

#[test]
fn resolve_json_rfc3986_entries() {
    let field =
        |e: &Value, k: &str| e.get(k).and_then(Value::as_str).unwrap_or_else(|| panic!("no {k:?}: {e}")).to_owned();
    let mut failures = Vec::new();
    let (mut ran, mut refused) = (0, 0);
    for e in vectors().iter().filter(|e| e.get("algorithm").and_then(Value::as_str) == Some("rfc3986")) {
        ran += 1;
        let (base, r, expect) = (field(e, "base"), field(e, "reference"), field(e, "expect"));
        if r == "http:g" {
            refused += 1;
            check_http_g(&base, &r, &expect);
            continue;
        }
        let got = resolve(&base, &r);
        if got != expect {
            failures.push(format!("{base:?} + {r:?}: expected {expect:?}, got {got:?}"));
        }
        // and the target reads back as a URI of the same text
        assert_eq!(uri(&got).as_str(), got);
    }
    assert_eq!((ran, refused), (43, 1), "resolve.json should hold 43 rfc3986 entries, one of them http:g");
    assert!(failures.is_empty(), "{} of {ran} failed:\n{}", failures.len(), failures.join("\n"));
}

// ---------------------------------------------------------------------------
// Resolution: targets that are no URI of their scheme, and the `/.` guard
// ---------------------------------------------------------------------------

#[test]
fn targets_that_break_a_scheme_rule_are_text_and_say_so() {
    assert_eq!(resolve(BASE, "//"), "http://");
    assert_eq!(
        uri_error("http://"),
        (
            "empty host in an http URI; expected a host name or IP address (RFC 9110 §4.2.1)".to_owned(),
            7,
            0,
            "host",
            "RFC 9110 4.2.1"
        )
    );
    assert_eq!(resolve(BASE, "//u@h/x"), "http://u@h/x");
    assert_eq!(
        uri_error("http://u@h/x"),
        (
            "http URIs take no userinfo ('user:password@'); send credentials in a header (RFC 9110 §4.2.4)".to_owned(),
            7,
            2,
            "userinfo",
            "RFC 9110 4.2.4"
        )
    );
    // ws takes no fragment (RFC 6455 §3), and a fragment-only reference brings one
    let t = resolve("ws://h/chat", "#f");
    assert_eq!(t, "ws://h/chat#f");
    assert_eq!(
        uri_error(&t),
        (
            "ws URIs take no fragment; write a '#' in them as %23 (RFC 6455 §3)".to_owned(),
            11,
            2,
            "fragment",
            "RFC 6455 3"
        )
    );
    // a reference with the scheme of its own that breaks that scheme's rules
    // is refused as a reference
    assert_eq!(
        UriRef::parse("ws:x").unwrap_err().to_string(),
        "ws URIs need an authority: write 'ws://' and a host (RFC 6455 §3)"
    );
}

#[test]
fn a_path_that_would_read_as_an_authority_gets_dot_slash() {
    for (base, r, expect) in [
        ("s:/a/b", "..//g", "s:/.//g"),
        ("s:/a/b", ".//g", "s:/a//g"),
        ("s:/b", ".//g", "s:/.//g"),
        ("s:/a/b", "/..//g", "s:/.//g"),
        ("s:/a/b", "/.//g?q#f", "s:/.//g?q#f"),
        ("s:a/b", "..//g", "s:/.//g"),
        ("s:", "./..//g", "s:/g"),
        ("s:", "a/..//g", "s:/.//g"),
        ("s:", "/..//", "s:/.//"),
        ("s:/a/b", "t:/..//g", "t:/.//g"),
        ("s:/a/b", "t:a/..//g", "t:/.//g"),
        // one slash, or an authority: nothing to guard
        ("s:/a/b", "../g", "s:/g"),
        ("s:/a/b", "..", "s:/"),
        ("s://h/a/b", "..//g", "s://h//g"),
        ("s:/a/b", "t://h/..//g", "t://h//g"),
    ] {
        let got = resolve(base, r);
        assert_eq!(got, expect, "{base:?} + {r:?}");
        let u = uri(&got);
        // the path is still the one §5.2 gives, once its dot segment goes
        let strict =
            resolve_rfc3986_to_string(&RelativeRef::parse(base).unwrap(), &RelativeRef::parse(r).unwrap()).unwrap();
        if u.authority().is_none() && u.path().starts_with("/.//") {
            assert_eq!(got.replacen(":/.", ":", 1), strict, "{base:?} + {r:?}");
        } else {
            assert_eq!(got, strict, "{base:?} + {r:?}");
        }
    }
}

#[test]
fn a_fixed_buffer_and_a_failing_writer() {
    let base = uri("https://example.com/a/b/c?q");
    let r = reference("../../x/./y?z#f");
    let mut out = Fixed::<64>::new();
    base.resolve(&r, &mut out).unwrap();
    assert_eq!(out.as_str(), "https://example.com/x/y?z#f");
    let mut small = Fixed::<10>::new();
    assert_eq!(base.resolve(&r, &mut small), Err(fmt::Error));
    let mut small = Fixed::<10>::new();
    assert_eq!(uri("HTTPS://EXAMPLE.COM:443/%7e/./x").write_normalized(&mut small), Err(fmt::Error));
    let mut out = Fixed::<64>::new();
    uri("HTTPS://EXAMPLE.COM:443/%7e/./x").write_normalized(&mut out).unwrap();
    assert_eq!(out.as_str(), "https://example.com/~/x");
}

#[test]
fn nothing_is_allocated() {
    let info = measure(|| {
        std::hint::black_box(Box::new(1u8));
    });
    assert_eq!(info.count_total, 1, "the counting allocator is not installed");
    let pairs = [
        ("HTTP://Example.COM:80/a/./b/../%7euser/%c3%a9", "http://example.com/a/~user/%C3%A9"),
        ("s:/a/..//g", "s:/.//g"),
        ("x://[v1F.AB:Cd]:0080/", "x://[v1f.ab:cd]:80"),
    ];
    let parsed: Vec<(Uri<'_>, Uri<'_>)> = pairs.iter().map(|(a, b)| (uri(a), uri(b))).collect();
    let r = reference("../../x/./y?z#f");
    let mut verdicts = Vec::with_capacity(parsed.len());
    let info = measure(|| {
        for (a, b) in &parsed {
            verdicts.push(a.equivalent(b));
            let mut h = DefaultHasher::new();
            a.hash_normalized(&mut h);
            std::hint::black_box(h.finish());
            let mut out = Fixed::<256>::new();
            a.write_normalized(&mut out).unwrap();
            a.resolve(&r, &mut out).unwrap();
            std::hint::black_box(out.len());
        }
    });
    assert_eq!(info.count_total, 0);
    assert_eq!(verdicts, [true, true, false]);
}

// ---------------------------------------------------------------------------
// Resolution against a plain transcription of §5.2
// ---------------------------------------------------------------------------

mod oracle {
    /// The five components, as Appendix B splits them.
    #[derive(Debug, PartialEq, Eq)]
    pub struct Parts<'a> {
        pub scheme: Option<&'a str>,
        pub authority: Option<&'a str>,
        pub path: &'a str,
        pub query: Option<&'a str>,
        pub fragment: Option<&'a str>,
    }

    /// RFC 3986 Appendix B: `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
    pub fn split(s: &str) -> Parts<'_> {
        static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
        let re =
            RE.get_or_init(|| regex::Regex::new(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?").unwrap());
        let c = re.captures(s).unwrap();
        let get = |i: usize| c.get(i).map(|m| &s[m.range()]);
        Parts { scheme: get(2), authority: get(4), path: get(5).unwrap_or(""), query: get(7), fragment: get(9) }
    }

    /// §5.2.4, with two `String` buffers, step by step (shared with
    /// `resolve.rs`).
    pub use crate::support::vectors::remove_dot_segments;

    /// §5.2.3.
    fn merge(base: &Parts<'_>, r: &str) -> String {
        if base.authority.is_some() && base.path.is_empty() {
            format!("/{r}")
        } else {
            match base.path.rfind('/') {
                Some(i) => format!("{}{r}", &base.path[..=i]),
                None => r.to_owned(),
            }
        }
    }

    /// §5.2.2's pseudo-code, then §5.3; a path that would start with `//`
    /// without an authority is written `/.//...` (the crate's documented
    /// guard).
    pub fn resolve(base: &str, r: &str) -> String {
        let (b, r) = (split(base), split(r));
        let (scheme, authority, path, query);
        if let Some(s) = r.scheme {
            scheme = s;
            authority = r.authority;
            path = remove_dot_segments(r.path);
            query = r.query;
        } else {
            if let Some(a) = r.authority {
                authority = Some(a);
                path = remove_dot_segments(r.path);
                query = r.query;
            } else {
                if r.path.is_empty() {
                    path = b.path.to_owned();
                    query = r.query.or(b.query);
                } else {
                    path = if r.path.starts_with('/') {
                        remove_dot_segments(r.path)
                    } else {
                        remove_dot_segments(&merge(&b, r.path))
                    };
                    query = r.query;
                }
                authority = b.authority;
            }
            scheme = b.scheme.unwrap();
        }
        let mut t = format!("{scheme}:");
        if let Some(a) = authority {
            t += "//";
            t += a;
        } else if path.starts_with("//") {
            t += "/.";
        }
        t += &path;
        if let Some(q) = query {
            t += "?";
            t += q;
        }
        if let Some(f) = r.fragment {
            t += "#";
            t += f;
        }
        t
    }
}

#[test]
fn the_oracle_gives_the_rfc_tables() {
    for (r, expect) in NORMAL.iter().chain(&ABNORMAL) {
        assert_eq!(oracle::resolve(BASE, r), *expect, "{r:?}");
    }
    assert_eq!(oracle::remove_dot_segments("/a/b/c/./../../g"), "/a/g");
    assert_eq!(oracle::remove_dot_segments("mid/content=5/../6"), "mid/6");
}

// ---------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------

/// Schemes: the four the parser knows, in any case, and others.
fn scheme() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["http", "HTTP", "https", "Https", "ws", "wsS", "s", "Ex+a.b-c", "urn"])
}

fn is_known(scheme: &str) -> bool {
    ["http", "https", "ws", "wss"].contains(&scheme.to_ascii_lowercase().as_str())
}

fn segment() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "a", "B", "%41", "%2e", "%2E%2E", ".", "..", "", "%7e", "~", "%c3%A9", "x:y", "%2F", "a.b", "..g", "@",
    ])
}

fn segments(max: usize) -> impl Strategy<Value = Vec<&'static str>> {
    prop::collection::vec(segment(), 0..max)
}

fn host() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "a",
        "Example.COM",
        "ex%41mple",
        "h%2eb",
        "127.0.0.1",
        "[2001:DB8::A]",
        "[::FFFF:1.2.3.4]",
        "[v1F.Ab:c]",
        "x_y~",
    ])
}

fn text() -> impl Strategy<Value = Option<String>> {
    prop::option::of(
        prop::collection::vec(prop::sample::select(vec!["a", "Q", "/", "?", "%41", "%3f", "%3F", "./..", "%7E"]), 0..4)
            .prop_map(|v| v.concat()),
    )
}

/// A valid URI's text, from components (userinfo only where the scheme takes
/// one, no fragment for ws, an authority for the known schemes).
fn uri_text() -> impl Strategy<Value = String> {
    (
        scheme(),
        any::<bool>(),
        prop::option::of(prop::sample::select(vec!["u", "U%3a:p%41", ""])),
        host(),
        prop::option::of(prop::sample::select(vec!["", "80", "443", "080", "8080", "0"])),
        any::<bool>(),
        segments(5),
        text(),
        text(),
    )
        .prop_map(|(scheme, authority, userinfo, host, port, rooted, segs, query, fragment)| {
            let known = is_known(scheme);
            let ws = scheme.eq_ignore_ascii_case("ws") || scheme.eq_ignore_ascii_case("wss");
            let mut s = format!("{scheme}:");
            let authority = authority || known;
            if authority {
                s += "//";
                if let (Some(u), false) = (userinfo, known) {
                    s += u;
                    s += "@";
                }
                s += host;
                if let Some(p) = port {
                    s += ":";
                    s += p;
                }
            }
            let path = segs.join("/");
            if authority || rooted {
                if !segs.is_empty() {
                    s += "/";
                }
                // no "//" at the start without an authority
                if !authority && path.starts_with('/') {
                    s += "x";
                }
            }
            s += &path;
            if let Some(q) = query {
                s += "?";
                s += &q;
            }
            if let (Some(f), false) = (fragment, ws) {
                s += "#";
                s += &f;
            }
            s
        })
        .prop_filter("a valid URI", |s| Uri::parse(s).is_ok())
}

/// References of every form.
fn reference_text() -> impl Strategy<Value = String> {
    (0..6u8, uri_text(), prop::option::of(host()), any::<bool>(), segments(6), text(), text())
        .prop_map(|(form, absolute, host, rooted, segs, query, fragment)| {
            let mut s = String::new();
            match form {
                0 => return absolute,
                1 => {
                    s += "//";
                    s += host.unwrap_or("");
                    if !segs.is_empty() {
                        s += "/";
                    }
                }
                2 if rooted => s += "/",
                _ => {}
            }
            let path = segs.join("/");
            // a relative path's first segment holds no ':' (§4.2)
            if s.is_empty() && path.split('/').next().is_some_and(|f| f.contains(':')) {
                s += "./";
            }
            // neither "//" nor, without "//", ...
            if s == "/" && path.starts_with('/') {
                s += "x";
            }
            s += &path;
            if form < 5 {
                if let Some(q) = query {
                    s += "?";
                    s += &q;
                }
            }
            if let Some(f) = fragment {
                s += "#";
                s += &f;
            }
            s
        })
        .prop_filter("a valid reference", |s| UriRef::parse(s).is_ok())
}

/// A copy of the valid URI `s` that RFC 3986 §6.2.2 and §6.2.3 call
/// equivalent to it: letters of the scheme and host flipped in case, hex
/// digits of escapes flipped, unreserved characters escaped, dot segments
/// inserted, a default port, an empty port or a leading zero added, `/` for
/// an empty http path. `seed` picks the changes.
fn noisy(s: &str, seed: u64) -> String {
    let u = uri(s);
    let mut rng = seed | 1;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let mut out = flip_case(u.scheme(), &mut next);
    out += ":";
    if u.authority().is_some() {
        out += "//";
        if let Some(ui) = u.userinfo() {
            out += &escape(ui, &mut next, false);
            out += "@";
        }
        let host = u.host_str().unwrap();
        out += &if host.starts_with('[') { flip_case(host, &mut next) } else { escape(host, &mut next, true) };
        match (u.port(), u.default_port(), next() % 4) {
            (Some(p), _, 0) => out += &format!(":0{p}"),
            (Some(p), _, _) => out += &format!(":{p}"),
            (None, Some(d), 0) => out += &format!(":{d}"),
            (None, Some(d), 1) => out += &format!(":00{d}"),
            (None, _, 2) => out += ":",
            (None, _, _) => {}
        }
    }
    let mut path = escape(u.path(), &mut next, false);
    // dot segments after some slashes; in a rootless path, only "." ones
    // (§5.2.4 makes `a/../b` the rooted `/b`: a ".." that empties the
    // output turns a rootless path into a rooted one)
    let rootless = !path.is_empty() && !path.starts_with('/');
    let mut with_dots = String::new();
    for c in path.chars() {
        with_dots.push(c);
        if c == '/' {
            match next() % if rootless { 2 } else { 5 } {
                0 => with_dots += "./",
                1 => with_dots += "%2E/",
                2 => with_dots += "zz/../",
                3 => with_dots += "q%2e/%2e%2E/",
                _ => {}
            }
        }
    }
    path = with_dots;
    if path.is_empty() && is_known(u.scheme()) && next().is_multiple_of(2) {
        path = "/".to_owned();
    }
    out += &path;
    if let Some(q) = u.query() {
        out += "?";
        out += &escape(q, &mut next, false);
    }
    if let Some(f) = u.fragment() {
        out += "#";
        out += &escape(f, &mut next, false);
    }
    out
}

/// `t` with each letter's case picked by `next`.
fn flip_case(t: &str, next: &mut dyn FnMut() -> u64) -> String {
    t.chars().map(|c| if next().is_multiple_of(2) { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() }).collect()
}

/// `t` with the hex digits of its escapes in a case picked by `next`, some
/// unreserved characters escaped, and with `case_too` its letters' case
/// picked too.
fn escape(t: &str, next: &mut dyn FnMut() -> u64, case_too: bool) -> String {
    {
        let mut out = String::new();
        let b = t.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            if c == b'%' {
                let hex = &t[i + 1..i + 3];
                out.push('%');
                out += &if next().is_multiple_of(2) { hex.to_ascii_lowercase() } else { hex.to_ascii_uppercase() };
                i += 3;
                continue;
            }
            let unreserved = c.is_ascii_alphanumeric() || b"-._~".contains(&c);
            if unreserved && next().is_multiple_of(3) {
                out += &if next().is_multiple_of(2) { format!("%{c:02x}") } else { format!("%{c:02X}") };
            } else if case_too && c.is_ascii_alphabetic() && next().is_multiple_of(2) {
                out.push(char::from(c.to_ascii_uppercase()));
            } else if case_too {
                out.push(char::from(c.to_ascii_lowercase()));
            } else {
                out.push(c as char);
            }
            i += 1;
        }
        out
    }
}

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: crate::helpers::sized(256, 1024) as u32,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    /// `resolve` is the plain transcription; its target is a URI of the
    /// generic syntax with exactly the transcription's components, which
    /// `Uri::parse` accepts unless a scheme's rule says otherwise; and where
    /// RFC 1738's characters allow it, the RFC 1738 side (`resolve_rfc3986`,
    /// the same algorithm without the `/.` guard) agrees.
    #[test]
    fn resolution_is_section_5_2(base in uri_text(), r in reference_text()) {
        let target = resolve(&base, &r);
        prop_assert_eq!(&target, &oracle::resolve(&base, &r));
        let parts = oracle::split(&target);
        match Uri::parse(&target) {
            Ok(t) => {
                prop_assert_eq!(t.as_str(), &target);
                prop_assert_eq!(
                    (Some(t.scheme()), t.authority(), t.path(), t.query(), t.fragment()),
                    (parts.scheme, parts.authority, parts.path, parts.query, parts.fragment)
                );
            }
            Err(e) => {
                prop_assert!(e.section().starts_with("RFC 9110") || e.section().starts_with("RFC 6455"), "{target:?}: {e}");
                let generic = format!("x-generic{}", &target[parts.scheme.unwrap().len()..]);
                let t = Uri::parse(&generic).unwrap_or_else(|e| panic!("{generic:?}: {e}"));
                prop_assert_eq!((t.authority(), t.path(), t.query(), t.fragment()), (parts.authority, parts.path, parts.query, parts.fragment));
            }
        }
        if let (Ok(b), Ok(rr)) = (RelativeRef::parse(&base), RelativeRef::parse(&r)) {
            let strict = resolve_rfc3986_to_string(&b, &rr).unwrap();
            if parts.authority.is_none() && parts.path.starts_with("/.//") {
                prop_assert_eq!(strict, target.replacen(":/.", ":", 1));
            } else {
                prop_assert_eq!(strict, target);
            }
        }
    }

    /// A URI resolved as a reference against any base is the same target,
    /// whatever the base, and equivalent to the URI, unless the URI has an
    /// escaped dot: §5.2.4 sees no dot segment in `%2E`, §6.2.2.2's
    /// decoding makes one (see `escaped_dots_resolution_and_normalization`).
    #[test]
    fn an_absolute_reference_ignores_the_base(base in uri_text(), u in uri_text()) {
        let target = resolve(&base, &u);
        prop_assert_eq!(&target, &oracle::resolve("s:", &u));
        if !u.to_ascii_lowercase().contains("%2e") {
            prop_assert!(uri(&target).equivalent(&uri(&u)), "{u:?} resolved to {target:?}");
        }
    }

    /// Normalized: a valid URI, a fixed point, equivalent to the original,
    /// hashed alike.
    #[test]
    fn normalization_laws(s in uri_text()) {
        let u = uri(&s);
        let n = normalized(&s);
        let nu = Uri::parse(&n).unwrap_or_else(|e| panic!("normalized form {n:?} of {s:?} rejected: {e}"));
        prop_assert_eq!(normalized(&n), n.clone(), "normalizing {:?} again", n);
        prop_assert!(u.equivalent(&nu) && nu.equivalent(&u), "{s:?} and its normalized form {n:?}");
        prop_assert_eq!(hash(&u), hash(&nu));
        prop_assert_eq!(nu.scheme(), u.scheme().to_ascii_lowercase());
    }

    /// Noisy copies are equivalent to the original and to each other, with
    /// the same normalized form.
    #[test]
    fn noisy_copies_are_equivalent(s in uri_text(), seed1 in any::<u64>(), seed2 in any::<u64>()) {
        let (a, b) = (noisy(&s, seed1), noisy(&s, seed2));
        prop_assert!(equivalent(&s, &a), "{s:?} and {a:?}");
        prop_assert!(equivalent(&a, &b), "{a:?} and {b:?}");
    }

    /// On arbitrary pairs (from a small alphabet, so that many are
    /// equivalent), `equivalent` is equality of normalized forms (the
    /// `equivalent` helper asserts it, and symmetry, and the hashes).
    #[test]
    fn equivalence_is_equality_of_normalized_forms(a in uri_text(), b in uri_text(), seed in any::<u64>()) {
        equivalent(&a, &b);
        equivalent(&noisy(&a, seed), &b);
    }
}

// ---------------------------------------------------------------------------
// Normalization, case by case
// ---------------------------------------------------------------------------

#[test]
fn rfc3986_section_6_examples() {
    // §6.2.2
    assert_eq!(normalized("example://a/b/c/%7Bfoo%7D"), "example://a/b/c/%7Bfoo%7D");
    assert_eq!(normalized("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"), "example://a/b/c/%7Bfoo%7D");
    assert!(equivalent("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"));
    // §6.2.2.1
    assert!(equivalent("HTTP://www.EXAMPLE.com/", "http://www.example.com/"));
    assert!(equivalent("http://h/%3a", "http://h/%3A"));
    // §6.2.3
    for same in ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"] {
        assert_eq!(normalized(same), "http://example.com/", "{same:?}");
        assert!(equivalent(same, "http://example.com/"));
    }
    // §6.2.1's example of non-equivalence by case (the path keeps its case)
    assert!(!equivalent("http://h/a", "http://h/A"));
}

/// §5.2.4 works on the text as written, where `%2E` is no dot; §6.2.2.2
/// says `%2E` is `.`, and normalization decodes it before removing dot
/// segments (the other order is no fixed point: `/a/%2E/b` would become
/// `/a/./b`). So resolving and normalizing can disagree on escaped dots.
#[test]
fn escaped_dots_resolution_and_normalization() {
    assert_eq!(resolve("http://h/", "/a/%2e/.."), "http://h/a/");
    assert_eq!(resolve("http://h/", "/a/./.."), "http://h/");
    assert_eq!(normalized("http://h/a/%2e/.."), "http://h/");
    assert!(!equivalent("http://h/a/%2e/..", "http://h/a/"));
    assert!(equivalent("http://h/a/%2e/..", "http://h/a/./.."));
}

#[test]
fn normalized_forms() {
    for (input, want) in [
        // scheme and host lower-cased; nothing else
        ("HTTP://Example.COM/Path?Q#F", "http://example.com/Path?Q#F"),
        ("Ex+A.b-C://U@Host/", "ex+a.b-c://U@host/"),
        // escapes: unreserved decoded everywhere, others upper-cased
        ("s://%75%3a@H%41st/%41%7e%2d%2E%5f%2F?%61%3D#%7A%25", "s://u%3A@hast/A~-._%2F?a%3D#z%25"),
        ("s:%c3%a9", "s:%C3%A9"),
        ("s://ex%41mple.com", "s://example.com"),
        // dot segments, escaped ones too
        ("s://h/a/%2e/b/%2E%2e/c", "s://h/a/c"),
        ("s://h/a/b/..", "s://h/a/"),
        ("s://h/..", "s://h/"),
        ("s://h", "s://h"),
        ("s:a/../b", "s:/b"),
        ("s:..", "s:"),
        ("s:%2e%2e/x", "s:x"),
        // a path that would read as an authority
        ("s:/a/..//g", "s:/.//g"),
        ("s:/.//g", "s:/.//g"),
        ("s:/%2E//g", "s:/.//g"),
        ("s:a/..//", "s:/.//"),
        ("s://h/a/..//g", "s://h//g"),
        // ports
        ("http://h:80/", "http://h/"),
        ("http://h:080/", "http://h/"),
        ("http://h:443/", "http://h:443/"),
        ("https://h:443/", "https://h/"),
        ("https://h:80/", "https://h:80/"),
        ("ws://h:80/chat", "ws://h/chat"),
        ("wss://h:0443", "wss://h/"),
        ("wss://h:8443", "wss://h:8443/"),
        ("s://h:80/", "s://h:80/"),
        ("s://h:/", "s://h/"),
        ("s://h:0/", "s://h:0/"),
        ("s://h:00/", "s://h:0/"),
        ("s://h:65535", "s://h:65535"),
        // the empty path of the schemes the crate knows
        ("http://h", "http://h/"),
        ("https://h?q", "https://h/?q"),
        ("ws://h?q", "ws://h/?q"),
        ("s://h?q", "s://h?q"),
        // IP literals: case only, no re-compression
        ("http://[2001:DB8:0:0::A]/", "http://[2001:db8:0:0::a]/"),
        ("http://[::FFFF:1.2.3.4]", "http://[::ffff:1.2.3.4]/"),
        ("s://[V1F.AbC:D]/", "s://[v1f.abc:d]/"),
        ("http://127.0.0.1:80", "http://127.0.0.1/"),
        // an empty userinfo, query and fragment stay
        ("s://@h?#", "s://@h?#"),
    ] {
        assert_eq!(normalized(input), want, "{input:?}");
        assert_eq!(normalized(want), want, "{want:?} is not a fixed point");
        assert!(equivalent(input, want), "{input:?} and {want:?}");
    }
}

#[test]
fn not_equivalent() {
    for (a, b) in [
        ("http://h/a%2Fb", "http://h/a/b"), // an escaped reserved character is not the character
        ("http://h/a?b", "http://h/a%3Fb"), // nor an escaped '?'
        ("http://h/", "https://h/"),        // nor another scheme
        ("https://h:80/", "https://h/"),    // the other scheme's default port
        ("s://h:80/", "s://h/"),            // an unknown scheme has no default port
        ("s://h", "s://h/"),                // nor an empty path that means "/"
        ("s://U@h/", "s://u@h/"),           // userinfo keeps its case
        ("http://h/?a", "http://h/?A"),     // so does the query
        ("http://h/#a", "http://h/#A"),     // and the fragment
        ("http://h/?", "http://h/"),        // an empty query is a query
        ("http://h/#", "http://h/"),        // an empty fragment is a fragment
        ("s://@h/", "s://h/"),              // an empty userinfo is a userinfo
        ("s:/a", "s:a"),                    // a rooted path is not a rootless one
        ("s:/.//g", "s://g"),               // a path is not an authority
        ("s://h/a/..", "s://h/a/.."),       // (same text: equivalent, as a control)
        ("http://[::1]/", "http://[0:0:0:0:0:0:0:1]/"), // no re-compression
        ("http://h/a+b", "http://h/a%20b"), // '+' is not a space
        ("http://h/%7e", "http://h/%257e"), // one level of decoding
    ] {
        assert_eq!(equivalent(a, b), a == b, "{a:?} and {b:?}");
    }
}

/// Paths deeper than one lockstep pass settles (16 levels), deeper than two
/// (256), differing at one level, or equal after dot removal, and a
/// megabyte-long path: `equivalent` agrees with the normalized forms and
/// takes a few passes, not a quadratic number.
#[test]
fn deep_paths() {
    for depth in [15, 16, 17, 255, 256, 257, 300, 4097] {
        let a: String = (0..depth).map(|i| format!("/s{i}")).collect();
        let b: String = (0..depth).map(|i| format!("/x/../s{i}")).collect();
        for differ_at in [0, depth / 2, depth - 1] {
            let c: String =
                (0..depth).map(|i| if i == differ_at { format!("/S{i}") } else { format!("/s{i}") }).collect();
            let (ua, ub, uc) = (format!("s://h{a}"), format!("S://H{b}"), format!("s://h{c}"));
            assert!(equivalent(&ua, &ub), "depth {depth}");
            assert!(!equivalent(&ua, &uc), "depth {depth}, differing at {differ_at}");
            assert!(!equivalent(&ub, &uc), "depth {depth}, differing at {differ_at}");
        }
        // same text up to a final segment more
        let longer = format!("s://h{a}/t");
        assert!(!uri(&format!("s://h{a}")).equivalent(&uri(&longer)));
    }
    let n = 200_000;
    let a = format!("s://h/{}g", "a/".repeat(n / 2));
    let b = format!("s://h/{}{}g", "a/".repeat(n), "../".repeat(n / 2));
    let start = std::time::Instant::now();
    assert!(uri(&a).equivalent(&uri(&b)));
    let took = start.elapsed();
    assert!(took.as_secs() < 10, "a megabyte-long equivalence took {took:?}");
    assert_eq!(normalized(&b), a);
}

#[test]
fn a_hash_map_keyed_by_equivalence() {
    use std::collections::HashMap;
    use std::hash::{Hash, Hasher as _};

    struct Key(String);
    impl PartialEq for Key {
        fn eq(&self, other: &Key) -> bool {
            uri(&self.0).equivalent(&uri(&other.0))
        }
    }
    impl Eq for Key {}
    impl Hash for Key {
        fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
            uri(&self.0).hash_normalized(state);
        }
    }
    let mut map = HashMap::new();
    for s in ["HTTP://h:80", "http://h/./", "http://H/%2e", "https://h/", "http://h/a", "http://h/b/../a"] {
        *map.entry(Key(s.to_owned())).or_insert(0) += 1;
    }
    let mut counts: Vec<(String, i32)> = map.into_iter().map(|(k, v)| (uri(&k.0).normalized(), v)).collect();
    counts.sort();
    assert_eq!(counts, [("http://h/".to_owned(), 3), ("http://h/a".to_owned(), 2), ("https://h/".to_owned(), 1)]);
    let mut h = DefaultHasher::new();
    uri("http://h").hash_normalized(&mut h);
    let mut g = DefaultHasher::new();
    g.write(b"http://h/");
    g.write_u8(0xff);
    assert_eq!(h.finish(), g.finish(), "the hash is of the normalized text and a terminator");
}

#[test]
fn join_gives_an_owned_uri_or_says_why_not() {
    use url_core::resolve::JoinError;
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    let joined = base.join("../g?x=/y#f").unwrap();
    assert_eq!(joined, "http://a/b/g?x=/y#f");
    assert_eq!((joined.as_uri().path(), joined.as_uri().query()), ("/b/g", Some("x=/y")));
    assert_eq!(base.join("a b"), Err(JoinError::InvalidReference(UriRef::parse("a b").unwrap_err())));
    let err = base.join("//u@h/").unwrap_err();
    let JoinError::NotUri { text, error } = &err else { panic!("{err:?}") };
    assert_eq!(text, "http://u@h/");
    assert_eq!(*error, Uri::parse("http://u@h/").unwrap_err());
    assert_eq!(
        err.to_string(),
        "the reference resolves to an invalid URI: http URIs take no userinfo ('user:password@'); send \
         credentials in a header (RFC 9110 §4.2.4)"
    );
    let ws = Uri::parse("wss://chat.example.org/a/b").unwrap();
    assert!(
        matches!(ws.join("c#top"), Err(JoinError::NotUri { ref text, .. }) if text == "wss://chat.example.org/a/c#top")
    );
}

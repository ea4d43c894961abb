//! `IriRef::parse` and `Iri::parse` (RFC 3987) on arbitrary text.
//!
//! - No panic. The run-time parser and `parse_const` give the same answer.
//!   A valid reference displays as its input, and its components are
//!   slices of the input that rebuild it (`scheme ":" ["//" authority] path
//!   ["?" query] ["#" fragment]`). `Iri::parse` accepts exactly the
//!   `IriRef`s with a scheme. An ASCII text is an IRI reference exactly when
//!   it is a URI reference, with the same components (RFC 3987 §2.2 adds
//!   non-ASCII characters only).
//! - `to_uri_ref` (§3.1 step 2) is ASCII, a `UriRef`, and the text with
//!   each non-ASCII character written as the `%XX` of its UTF-8 bytes,
//!   upper-case hex: the components map one to one.
//! - An error's span lies inside the input, on character boundaries, and
//!   its `Display` cites an RFC.
//!
//! Differential against fluent-uri 0.4's `IriRef` (RFC 3987 §2.2's ABNF,
//! without scheme rules): on inputs both accept, scheme, authority,
//! userinfo, host, port, path, query, fragment and the mapping to a URI
//! (`to_uri_ref`) agree. The verdicts differ only where DESIGN.md ("IRIs
//! beside URIs", "Modern URIs beside RFC 1738") adds to the ABNF, each an
//! error of ours that fluent-uri does not make:
//!
//! - a bidirectional formatting character, U+200E, U+200F, U+202A to
//!   U+202E (RFC 3987 §4.1 "MUST NOT"; they are `ucschar`s, so the ABNF
//!   alone takes them): rule `bidi`, section 4.1;
//! - the scheme rules of http and https (RFC 9110 §4.2) and of ws and wss
//!   (RFC 6455 §3): errors whose section names RFC 9110 or RFC 6455;
//! - the rules of file, mailto, data and urn by their own RFCs: errors whose
//!   section names RFC 8089, 6068, 5322, 2397, 2045, 4648, 8141 or 9562;
//! - a port above 65535.
//!
//! Anything else, either way, is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_core::{Iri, IriRef, ParseError, UriRef};

/// The byte offset of `part` in `s`, which it must be a slice of.
fn offset_in(s: &str, part: &str) -> usize {
    let (base, p) = (s.as_ptr() as usize, part.as_ptr() as usize);
    assert!(p >= base && p + part.len() <= base + s.len(), "{part:?} is not a slice of {s:?}");
    p - base
}

fn check_error(s: &str, e: &ParseError) {
    let span = e.span();
    assert!(span.end <= s.len(), "{s:?}: span {span:?} past the end ({e})");
    assert!(s.is_char_boundary(span.start) && s.is_char_boundary(span.end), "{s:?}: span {span:?} splits a char");
    let shown = e.to_string();
    assert!(shown.contains(" (RFC "), "{s:?}: {shown:?} cites no RFC");
    assert!(!e.rule().is_empty() && !e.expected().is_empty(), "{s:?}");
}

/// `s` as §3.1 step 2 writes it: each non-ASCII character as `%XX` of its
/// UTF-8 bytes (written here independently of url-core).
fn mapped(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

/// The components of a valid reference are slices of `s`, in order, rebuild
/// it, and map one to one into its URI.
fn check_components(s: &str, r: &IriRef<'_>) {
    assert_eq!(r.as_str(), s);
    assert_eq!(r.to_string(), s);
    let mut rebuilt = String::new();
    let mut at = 0;
    if let Some(scheme) = r.scheme() {
        assert_eq!(offset_in(s, scheme), 0);
        assert!(scheme.is_ascii(), "{s:?}: a scheme is ASCII");
        rebuilt.push_str(scheme);
        rebuilt.push(':');
        at = scheme.len() + 1;
    }
    if let Some(authority) = r.authority() {
        assert_eq!(offset_in(s, authority), at + 2, "{s:?}: authority");
        let mut a = String::new();
        if let Some(userinfo) = r.userinfo() {
            a.push_str(userinfo);
            a.push('@');
        }
        let host = r.host_str().expect("an authority has a host");
        a.push_str(host);
        if let Some(port) = r.port_str() {
            assert!(port.bytes().all(|b| b.is_ascii_digit()), "{s:?}: port {port:?}");
            a.push(':');
            a.push_str(port);
        }
        assert_eq!(a, authority, "{s:?}: authority rebuilt");
        rebuilt.push_str("//");
        rebuilt.push_str(authority);
        at += 2 + authority.len();
    }
    assert_eq!(offset_in(s, r.path()), at, "{s:?}: path");
    rebuilt.push_str(r.path());
    if let Some(query) = r.query() {
        rebuilt.push('?');
        rebuilt.push_str(query);
    }
    if let Some(fragment) = r.fragment() {
        rebuilt.push('#');
        rebuilt.push_str(fragment);
    }
    assert_eq!(rebuilt, s, "{s:?}: components do not rebuild the input");

    let uri = r.to_uri_ref();
    assert_eq!(uri.as_str(), mapped(s), "{s:?}: to_uri_ref");
    let u = UriRef::parse(uri.as_str()).unwrap_or_else(|e| panic!("{s:?}: its URI is not a URI reference: {e}"));
    let map = |x: Option<&str>| x.map(mapped);
    assert_eq!(
        (u.scheme(), u.userinfo(), u.host_str(), u.port_str(), u.path(), u.query(), u.fragment()),
        (
            r.scheme(),
            map(r.userinfo()).as_deref(),
            map(r.host_str()).as_deref(),
            r.port_str(),
            mapped(r.path()).as_str(),
            map(r.query()).as_deref(),
            map(r.fragment()).as_deref()
        ),
        "{s:?}: the URI's components are the IRI's, mapped"
    );
}

/// Whether our rejection of `s` is one DESIGN.md adds to RFC 3987's ABNF
/// (see the module docs).
fn documented_difference(e: &ParseError) -> bool {
    (e.rule() == "bidi" && e.section() == "4.1")
        || e.section().starts_with("RFC 9110")
        || e.section().starts_with("RFC 6455")
        || ["RFC 8089", "RFC 6068", "RFC 5322", "RFC 2397", "RFC 2045", "RFC 4648", "RFC 8141", "RFC 9562"]
            .iter()
            .any(|rfc| e.section().starts_with(rfc))
        || (e.rule() == "port" && e.message().as_str() == "port number larger than 65535")
}

fn differential(s: &str, ours: &Result<IriRef<'_>, ParseError>) {
    let theirs = fluent_uri::IriRef::parse(s);
    match (ours, &theirs) {
        (Ok(r), Ok(f)) => {
            assert_eq!(r.scheme(), f.scheme().map(|x| x.as_str()), "{s:?}: scheme");
            let fa = f.authority();
            assert_eq!(r.authority(), fa.as_ref().map(|a| a.as_str()), "{s:?}: authority");
            if let Some(a) = fa {
                assert_eq!(r.userinfo(), a.userinfo().map(|u| u.as_str()), "{s:?}: userinfo");
                assert_eq!(r.host_str(), Some(a.host()), "{s:?}: host");
                assert_eq!(r.port_str(), a.port().map(|p| p.as_str()), "{s:?}: port");
            }
            assert_eq!(r.path(), f.path().as_str(), "{s:?}: path");
            assert_eq!(r.query(), f.query().map(|q| q.as_str()), "{s:?}: query");
            assert_eq!(r.fragment(), f.fragment().map(|q| q.as_str()), "{s:?}: fragment");
            assert_eq!(r.to_uri_ref().as_str(), f.to_uri_ref().as_str(), "{s:?}: to_uri_ref");
        }
        (Err(e), Ok(_)) => assert!(documented_difference(e), "{s:?}: only fluent-uri accepts it; ours: {e}"),
        (Ok(_), Err(e)) => panic!("{s:?}: only ours accepts it; fluent-uri: {e}"),
        (Err(_), Err(_)) => {}
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    let r = IriRef::parse(s);
    assert_eq!(r, IriRef::parse_const(s), "{s:?}: parse and parse_const differ");
    match &r {
        Ok(r) => check_components(s, r),
        Err(e) => check_error(s, e),
    }
    // Iri: exactly the references with a scheme.
    match (&r, Iri::parse(s)) {
        (Ok(r), Ok(i)) => assert!(r.scheme().is_some() && i.as_iri_ref() == *r, "{s:?}"),
        (Ok(r), Err(e)) => assert!(r.scheme().is_none(), "{s:?}: an IRI reference with a scheme, not an IRI: {e}"),
        (Err(_), Ok(_)) => panic!("{s:?}: an IRI that is not an IRI reference"),
        (Err(_), Err(e)) => check_error(s, &e),
    }
    // ASCII: RFC 3987 is RFC 3986.
    if s.is_ascii() {
        match (&r, UriRef::parse(s)) {
            (Ok(r), Ok(u)) => assert!(r.0 == u, "{s:?}: the IRI and URI readings differ"),
            (Err(a), Err(b)) => assert_eq!((a.offset(), a.length()), (b.offset(), b.length()), "{s:?}"),
            (a, b) => panic!("{s:?}: ASCII read differently: IRI {a:?}, URI {b:?}"),
        }
    }
    differential(s, &r);
});

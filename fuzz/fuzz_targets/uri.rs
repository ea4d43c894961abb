//! `UriRef::parse` and `Uri::parse` (RFC 3986) on arbitrary text.
//!
//! - No panic. A valid reference displays as its input, parses again to the
//!   very same value, and its components are slices of the input, in order,
//!   that rebuild it exactly (`scheme ":" ["//" authority] path ["?" query]
//!   ["#" fragment]`, the authority `[userinfo "@"] host [":" port]`); the
//!   typed host agrees with the host as written.
//! - `Uri::parse` accepts exactly the `UriRef`s that have a scheme (both
//!   apply the rules of the schemes they know), with the same value;
//!   `HttpUri::parse` and `WsUri::parse` accept exactly the `Uri`s of their
//!   two schemes, with the same components.
//! - An error's span lies inside the input, on character boundaries; its
//!   `Display` cites an RFC; it carries no RFC 3986 note.
//! - The typed views of file, mailto, data and urn accept exactly the URIs
//!   of their scheme; a file URI's path converts to a path and back
//!   (`to_unix_path` -> `from_unix_path` -> `to_unix_path`, and the same for
//!   Windows); a data URI decodes to `decoded_len` octets.
//! - `Url::parse` (RFC 1738): its error says the input is a valid RFC 3986
//!   URI (`input_is_uri`) exactly when `Uri::parse` accepts it.
//!
//! Differential against fluent-uri 0.4 (`UriRef::parse`, the same grammar
//! without scheme rules): on inputs both accept, scheme, authority,
//! userinfo, host (and its kind: IPv4, IPv6 with the same eight groups,
//! IPvFuture, reg-name), port, path, query and fragment agree. The verdicts
//! differ only for the rules DESIGN.md ("Modern URIs beside RFC 1738") adds
//! to the grammar, each an error of ours fluent-uri does not make:
//!
//! - the scheme rules of http and https (RFC 9110 §4.2: an authority with a
//!   non-empty host, no userinfo) and of ws and wss (RFC 6455 §3: the same,
//!   and no fragment): errors whose section names RFC 9110 or RFC 6455;
//! - the rules of file, mailto, data and urn by their own RFCs (DESIGN.md,
//!   "Today's schemes by their own RFCs"): errors whose section names RFC
//!   8089, RFC 6068, RFC 5322, RFC 2397, RFC 2045, RFC 4648, RFC 8141 or
//!   RFC 9562;
//! - a port above 65535 (RFC 3986 §3.2.3 allows any digits; DESIGN.md:
//!   "above 65535 is an error"), which fluent-uri leaves to the caller.
//!
//! Anything else, either way, is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_core::{DataUri, FileUri, HttpUri, MailtoUri, ParseError, Uri, UriHost, UriRef, Url, Urn, WsUri};

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
    assert!(!e.message().as_str().is_empty() && !e.rule().is_empty() && !e.expected().is_empty(), "{s:?}");
    assert!(!e.input_is_uri(), "{s:?}: an RFC 3986 error with the RFC 3986 note");
}

/// The components of a valid reference are slices of `s`, in order, and
/// rebuild it.
fn check_components(s: &str, r: &UriRef<'_>) {
    assert_eq!(r.as_str(), s);
    assert_eq!(r.to_string(), s);
    let again = UriRef::parse(&s[..]).expect("a valid reference parses again");
    assert!(again == *r, "{s:?}: parsed twice to different values");
    let mut rebuilt = String::new();
    let mut at = 0;
    if let Some(scheme) = r.scheme() {
        assert_eq!(offset_in(s, scheme), 0);
        rebuilt.push_str(scheme);
        rebuilt.push(':');
        at = scheme.len() + 1;
        assert!(!r.is_relative() && r.as_uri().is_some());
    } else {
        assert!(r.is_relative() && r.as_uri().is_none());
    }
    match r.authority() {
        Some(authority) => {
            assert_eq!(offset_in(s, authority), at + 2, "{s:?}: authority");
            rebuilt.push_str("//");
            let mut a = String::new();
            let mut k = at + 2;
            if let Some(userinfo) = r.userinfo() {
                assert_eq!(offset_in(s, userinfo), k, "{s:?}: userinfo");
                a.push_str(userinfo);
                a.push('@');
                k += userinfo.len() + 1;
            }
            let host = r.host_str().expect("an authority has a host");
            assert_eq!(offset_in(s, host), k, "{s:?}: host");
            a.push_str(host);
            k += host.len();
            match r.port_str() {
                Some(port) => {
                    assert_eq!(offset_in(s, port), k + 1, "{s:?}: port");
                    assert!(port.bytes().all(|b| b.is_ascii_digit()), "{s:?}: port {port:?}");
                    assert_eq!(r.port(), if port.is_empty() { None } else { Some(port.parse::<u16>().unwrap()) });
                    a.push(':');
                    a.push_str(port);
                }
                None => assert_eq!(r.port(), None),
            }
            assert_eq!(a, authority, "{s:?}: authority rebuilt");
            rebuilt.push_str(authority);
            at = at + 2 + authority.len();
            check_host(s, host, r.host().expect("an authority has a host"));
        }
        None => {
            assert!(r.userinfo().is_none() && r.host().is_none() && r.host_str().is_none() && r.port().is_none());
        }
    }
    assert_eq!(offset_in(s, r.path()), at, "{s:?}: path");
    rebuilt.push_str(r.path());
    at += r.path().len();
    if let Some(query) = r.query() {
        assert_eq!(offset_in(s, query), at + 1, "{s:?}: query");
        rebuilt.push('?');
        rebuilt.push_str(query);
        at += query.len() + 1;
    }
    if let Some(fragment) = r.fragment() {
        assert_eq!(offset_in(s, fragment), at + 1, "{s:?}: fragment");
        rebuilt.push('#');
        rebuilt.push_str(fragment);
    }
    assert_eq!(rebuilt, s, "{s:?}: components do not rebuild the input");
}

/// The typed host agrees with the host as written.
fn check_host(s: &str, written: &str, host: UriHost<'_>) {
    match host {
        UriHost::RegName(name) => assert_eq!(name, written, "{s:?}"),
        UriHost::Ipv4(octets) => {
            let ip: std::net::Ipv4Addr = written.parse().unwrap_or_else(|_| panic!("{s:?}: IPv4 {written:?}"));
            assert_eq!(ip.octets(), octets, "{s:?}");
        }
        UriHost::Ipv6(groups) => {
            let inner = &written[1..written.len() - 1];
            let ip: std::net::Ipv6Addr = inner.parse().unwrap_or_else(|_| panic!("{s:?}: IPv6 {written:?}"));
            assert_eq!(ip.segments(), groups, "{s:?}");
        }
        UriHost::IpvFuture(text) => assert_eq!(format!("[{text}]"), written, "{s:?}"),
    }
}

/// Whether our rejection of `s` is one DESIGN.md adds to RFC 3986's
/// grammar (see the module docs).
fn documented_difference(e: &ParseError) -> bool {
    e.section().starts_with("RFC 9110") || e.section().starts_with("RFC 6455") || own_rfc(e) || is_port_range(e)
}

/// Whether `e` is a rule of a scheme read by its own RFC: file (RFC 8089),
/// mailto (RFC 6068, RFC 5322), data (RFC 2397, RFC 2045, RFC 4648), urn
/// (RFC 8141, RFC 9562).
fn own_rfc(e: &ParseError) -> bool {
    ["RFC 8089", "RFC 6068", "RFC 5322", "RFC 2397", "RFC 2045", "RFC 4648", "RFC 8141", "RFC 9562"]
        .iter()
        .any(|rfc| e.section().starts_with(rfc))
}

/// The typed views of the schemes read by their own RFCs, on a valid URI:
/// each accepts exactly the URIs of its scheme; a file URI's Unix path,
/// when it has one, gives the same URI path back through `from_unix_path`
/// (up to the escapes it writes), and a data URI decodes to
/// `decoded_len` octets, the same through the `const` array decoder.
fn scheme_views(u: Uri<'_>) {
    let scheme = u.scheme().to_ascii_lowercase();
    assert_eq!(FileUri::from_uri(u).is_ok(), scheme == "file", "{u}");
    assert_eq!(MailtoUri::from_uri(u).is_ok(), scheme == "mailto", "{u}");
    assert_eq!(DataUri::from_uri(u).is_ok(), scheme == "data", "{u}");
    assert_eq!(Urn::from_uri(u).is_ok(), scheme == "urn", "{u}");
    if let Ok(f) = FileUri::from_uri(u) {
        if let Ok(path) = f.to_unix_path() {
            // from_path -> to_path: the same path.
            let back = FileUri::from_unix_path(&path).expect("a decoded absolute path converts");
            let back = FileUri::parse(back.as_str()).expect("from_unix_path writes a file URI");
            assert_eq!(back.to_unix_path().as_deref(), Ok(path.as_str()), "{u}");
        }
        if let Ok(path) = f.to_windows_path() {
            let back = FileUri::from_windows_path(&path).expect("a Windows path converts");
            let back = FileUri::parse(back.as_str()).expect("from_windows_path writes a file URI");
            assert_eq!(back.to_windows_path().as_deref(), Ok(path.as_str()), "{u}");
        }
    }
    if let Ok(d) = DataUri::from_uri(u) {
        let bytes = d.decode();
        assert_eq!(bytes.len(), d.decoded_len(), "{u}");
    }
    if let Ok(m) = MailtoUri::from_uri(u) {
        assert_eq!(m.to().count(), if m.as_uri().path().is_empty() { 0 } else { m.as_uri().path().split(',').count() });
    }
    if let Ok(n) = Urn::from_uri(u) {
        assert!(n.equivalent(&n), "{u}");
        assert!((2..=32).contains(&n.nid().len()), "{u}");
    }
}

fn is_port_range(e: &ParseError) -> bool {
    e.rule() == "port" && e.message().as_str() == "port number larger than 65535"
}

fn differential(s: &str, ours: &Result<UriRef<'_>, ParseError>) {
    let theirs = fluent_uri::UriRef::parse(s);
    match (ours, &theirs) {
        (Ok(r), Ok(f)) => {
            assert_eq!(r.scheme(), f.scheme().map(|x| x.as_str()), "{s:?}: scheme");
            let fa = f.authority();
            assert_eq!(r.authority(), fa.as_ref().map(|a| a.as_str()), "{s:?}: authority");
            if let Some(a) = fa {
                assert_eq!(r.userinfo(), a.userinfo().map(|u| u.as_str()), "{s:?}: userinfo");
                assert_eq!(r.host_str(), Some(a.host()), "{s:?}: host");
                assert_eq!(r.port_str(), a.port().map(|p| p.as_str()), "{s:?}: port");
                assert_eq!(r.port(), a.port_to_u16().expect("ours took the port"), "{s:?}: port value");
                use fluent_uri::component::Host;
                match (r.host().unwrap(), a.host_parsed()) {
                    (UriHost::RegName(x), Host::RegName(y)) => assert_eq!(x, y.as_str(), "{s:?}"),
                    (UriHost::Ipv4(x), Host::Ipv4(y)) => assert_eq!(x, y.octets(), "{s:?}"),
                    (UriHost::Ipv6(x), Host::Ipv6(y)) => assert_eq!(x, y.segments(), "{s:?}"),
                    (UriHost::IpvFuture(_), Host::IpvFuture { .. }) => {}
                    (x, _) => panic!("{s:?}: host kinds differ: ours {x:?}"),
                }
            }
            assert_eq!(r.path(), f.path().as_str(), "{s:?}: path");
            assert_eq!(r.query(), f.query().map(|q| q.as_str()), "{s:?}: query");
            assert_eq!(r.fragment(), f.fragment().map(|q| q.as_str()), "{s:?}: fragment");
        }
        (Err(e), Ok(_)) => assert!(documented_difference(e), "{s:?}: only fluent-uri accepts it; ours: {e}"),
        (Ok(_), Err(e)) => panic!("{s:?}: only ours accepts it; fluent-uri: {e}"),
        (Err(_), Err(_)) => {}
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    let r = UriRef::parse(s);
    let u = Uri::parse(s);
    match &r {
        Ok(r) => check_components(s, r),
        Err(e) => check_error(s, e),
    }
    // Uri: exactly the references with a scheme.
    match (&r, &u) {
        (Ok(r), Ok(u)) => {
            assert!(r.scheme().is_some(), "{s:?}: a URI without a scheme");
            assert!(u.as_uri_ref() == *r && r.as_uri() == Some(*u), "{s:?}");
            scheme_views(*u);
            assert_eq!(u.to_string(), s);
            assert_eq!(
                (u.scheme(), u.authority(), u.userinfo(), u.host(), u.port(), u.path(), u.query(), u.fragment()),
                (
                    r.scheme().unwrap(),
                    r.authority(),
                    r.userinfo(),
                    r.host(),
                    r.port(),
                    r.path(),
                    r.query(),
                    r.fragment()
                ),
            );
        }
        (Ok(r), Err(e)) => {
            assert!(r.scheme().is_none(), "{s:?}: UriRef with a scheme, Uri rejects it: {e}");
            check_error(s, e);
        }
        (Err(_), Ok(_)) => panic!("{s:?}: Uri accepts what UriRef rejects"),
        (Err(_), Err(e)) => check_error(s, e),
    }
    // The typed views: exactly the URIs of their schemes.
    let scheme = u.as_ref().ok().map(|u| u.scheme().to_ascii_lowercase());
    let is = |a: &str, b: &str| scheme.as_deref() == Some(a) || scheme.as_deref() == Some(b);
    match HttpUri::parse(s) {
        Ok(h) => {
            assert!(is("http", "https"), "{s:?}: HttpUri of another scheme");
            let u = u.unwrap();
            assert_eq!(h.as_uri(), u);
            assert_eq!(h.is_secure(), scheme.as_deref() == Some("https"));
            assert_eq!(
                (h.host_str(), h.port(), h.path(), h.query()),
                (u.host_str().unwrap(), u.port(), u.path(), u.query())
            );
            assert_eq!(h.port_or_default(), u.port().or(u.default_port()).unwrap());
            assert_eq!(h.fragment(), u.fragment());
        }
        Err(e) => {
            assert!(!is("http", "https"), "{s:?}: a valid http(s) URI that HttpUri rejects: {e}");
            check_error(s, &e);
        }
    }
    match WsUri::parse(s) {
        Ok(w) => {
            assert!(is("ws", "wss"), "{s:?}: WsUri of another scheme");
            let u = u.unwrap();
            assert_eq!(w.as_uri(), u);
            assert_eq!(w.is_secure(), scheme.as_deref() == Some("wss"));
            assert_eq!(
                (w.host_str(), w.port(), w.path(), w.query()),
                (u.host_str().unwrap(), u.port(), u.path(), u.query())
            );
            assert!(u.fragment().is_none() && u.userinfo().is_none(), "{s:?}");
        }
        Err(e) => {
            assert!(!is("ws", "wss"), "{s:?}: a valid ws(s) URI that WsUri rejects: {e}");
            check_error(s, &e);
        }
    }
    // RFC 1738's errors name RFC 3986 exactly when it takes the text.
    if let Err(e) = Url::parse(s) {
        assert_eq!(e.input_is_uri(), u.is_ok(), "{s:?}: {e}");
    }
    differential(s, &r);
});

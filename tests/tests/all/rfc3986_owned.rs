//! The owned RFC 3986 URIs (`UriBuf`, `UriRefBuf`, `HttpUriBuf`, `WsUriBuf`),
//! `Debug` without passwords, serde for every RFC 3986 type, and the
//! conversions to and from `url::Url` and `http::Uri`, which refuse whatever
//! the other type would rewrite.

use std::collections::{BTreeMap, HashSet};

use serde_json::Value;
use url_core::{Change, ConvertError, HttpUri, HttpUriBuf, Uri, UriBuf, UriHost, UriRef, UriRefBuf, WsUri, WsUriBuf};

// ---------------------------------------------------------------- owned

#[test]
fn owned_uris_lend_the_parsed_value() {
    let text = "https://[2001:db8::7]:8443/v1/items?next=/home#top";
    let uri = Uri::parse(text).unwrap();
    for buf in [
        text.parse::<UriBuf>().unwrap(),
        UriBuf::parse(text.to_string()).unwrap(),
        UriBuf::try_from(text).unwrap(),
        UriBuf::try_from(text.to_string()).unwrap(),
        UriBuf::from(uri),
        uri.to_buf(),
    ] {
        let u = buf.as_uri();
        assert_eq!(u, uri);
        assert_eq!(u.scheme(), "https");
        assert_eq!(u.host(), Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 7])));
        assert_eq!((u.port(), u.default_port()), (Some(8443), Some(443)));
        assert_eq!((u.path(), u.query(), u.fragment()), ("/v1/items", Some("next=/home"), Some("top")));
        assert_eq!(buf.to_string(), text);
        assert_eq!(buf.as_ref() as &str, text);
        assert_eq!(buf, text);
        assert_eq!(buf, uri);
        assert_eq!(uri, buf);
        assert_eq!(buf.clone().into_string(), text);
        assert_eq!(String::from(buf), text);
    }
    // The text is kept, not copied, by `parse(String)`.
    let owned = String::from("ws://h:1/");
    let at = owned.as_ptr();
    assert_eq!(UriBuf::parse(owned).unwrap().as_str().as_ptr(), at);
}

#[test]
fn owned_references_and_typed_views() {
    let r: UriRefBuf = "//u@h:8/p?q#f".parse().unwrap();
    let view = r.as_uri_ref();
    assert!(view.is_relative());
    assert_eq!(
        (view.userinfo(), view.host_str(), view.port(), view.path(), view.query(), view.fragment()),
        (Some("u"), Some("h"), Some(8), "/p", Some("q"), Some("f"))
    );
    assert_eq!(UriRef::parse("//u@h:8/p?q#f").unwrap().to_buf(), r);
    let err = UriBuf::try_from(r).unwrap_err();
    assert_eq!((err.offset(), err.rule()), (0, "scheme"));
    let as_ref = UriRefBuf::from("a:b".parse::<UriBuf>().unwrap());
    assert_eq!(UriBuf::try_from(as_ref).unwrap().as_uri().path(), "b");

    let http: HttpUriBuf = "HTTPS://api.example.com/v1?page=2#x".parse().unwrap();
    let v: HttpUri<'_> = http.view();
    assert!(v.is_secure());
    assert_eq!(
        (v.host_str(), v.port_or_default(), v.path(), v.query(), v.fragment()),
        ("api.example.com", 443, "/v1", Some("page=2"), Some("x"))
    );
    assert_eq!(http.as_uri().scheme(), "HTTPS");
    assert_eq!(*http.as_uri_buf(), "HTTPS://api.example.com/v1?page=2#x");
    assert_eq!(UriBuf::from(http.clone()), http);
    let ws = WsUriBuf::from(WsUri::parse("ws://chat.example.com:81/s").unwrap());
    assert_eq!((ws.view().is_secure(), ws.view().port_or_default()), (false, 81));

    // A typed owned URI takes only its two schemes.
    let expected = "expected an http or https URI, found a URI of another scheme (RFC 9110 §4.2)";
    let e = "ws://h/".parse::<HttpUriBuf>().unwrap_err();
    assert_eq!((e.to_string().as_str(), e.offset(), e.length()), (expected, 0, 2));
    assert_eq!(HttpUriBuf::try_from("ws://h/".parse::<UriBuf>().unwrap()).unwrap_err(), e);
    assert_eq!(HttpUriBuf::try_from(Uri::parse("ws://h/").unwrap()).unwrap_err(), e);
    assert_eq!(HttpUri::from_uri(Uri::parse("ws://h/").unwrap()).unwrap_err(), e);
    assert_eq!(
        "http://h/".parse::<WsUriBuf>().unwrap_err().to_string(),
        "expected a ws or wss URI, found a URI of another scheme (RFC 6455 §3)"
    );
}

#[test]
fn equality_hashing_and_order_are_textual() {
    let a: UriBuf = "http://h/a".parse().unwrap();
    let b: UriBuf = "HTTP://h/a".parse().unwrap();
    assert_ne!(a, b);
    let mut sorted: [UriBuf; 3] = [a.clone(), b.clone(), "ftp://x/".parse().unwrap()];
    sorted.sort();
    assert_eq!(sorted.iter().map(UriBuf::as_str).collect::<Vec<_>>(), ["HTTP://h/a", "ftp://x/", "http://h/a"]);
    // `Borrow<str>`: a set of owned URIs is searched with a `&str`.
    let set: HashSet<UriBuf> = [a, b].into_iter().collect();
    assert!(set.contains("http://h/a"));
    assert!(!set.contains("http://h/b"));
    let set: HashSet<HttpUriBuf> = ["https://h/".parse().unwrap()].into_iter().collect();
    assert!(set.contains("https://h/"));
}

// ---------------------------------------------------------------- Debug

#[track_caller]
fn debug_of(s: &str) -> (String, String, String) {
    let uri = Uri::parse(s).unwrap();
    (format!("{uri:?}"), format!("{:?}", UriBuf::from(uri)), format!("{:?}", uri.as_uri_ref()))
}

#[test]
fn debug_hides_the_password() {
    assert_eq!(
        debug_of("ftp://anonymous:s3cr3t@ftp.example.org/README"),
        (
            r#"Uri("ftp://anonymous:***@ftp.example.org/README")"#.to_string(),
            r#"Uri("ftp://anonymous:***@ftp.example.org/README")"#.to_string(),
            r#"UriRef("ftp://anonymous:***@ftp.example.org/README")"#.to_string(),
        )
    );
    // An empty password too; everything after the first ':' of the userinfo.
    assert_eq!(debug_of("ftp://u:@h/").0, r#"Uri("ftp://u:***@h/")"#);
    assert_eq!(debug_of("x://a:b:c@h:21/p:q@r").0, r#"Uri("x://a:***@h:21/p:q@r")"#);
    // No password: nothing hidden.
    assert_eq!(debug_of("ftp://u@h:21/").0, r#"Uri("ftp://u@h:21/")"#);
    assert_eq!(debug_of("foo:a:b@c").0, r#"Uri("foo:a:b@c")"#);
    assert_eq!(debug_of("x://h/a:b@c?d:e@f").0, r#"Uri("x://h/a:b@c?d:e@f")"#);
    let r: UriRefBuf = "//u:pw@h/".parse().unwrap();
    assert_eq!(format!("{r:?}"), r#"UriRef("//u:***@h/")"#);
    // Display keeps the text.
    assert_eq!(Uri::parse("ftp://u:pw@h/").unwrap().to_string(), "ftp://u:pw@h/");
    // The typed views hold no userinfo; their Debug shows the URI.
    let h: HttpUriBuf = "https://h/".parse().unwrap();
    assert_eq!(format!("{h:?}"), r#"HttpUri { uri: Uri("https://h/"), secure: true }"#);
}

// ---------------------------------------------------------------- serde

#[test]
fn serde_round_trips() {
    let text = "https://[::1]:8443/a?b=/c#d";
    let json = format!("\"{text}\"");
    let uri: Uri<'_> = serde_json::from_str(&json).unwrap();
    assert_eq!(uri.as_str(), text);
    // Zero-copy: the URI's text lies inside the JSON.
    let range = json.as_bytes().as_ptr_range();
    assert!(range.contains(&uri.as_str().as_ptr()));
    assert_eq!(serde_json::to_string(&uri).unwrap(), json);

    let buf: UriBuf = serde_json::from_str(&json).unwrap();
    assert_eq!(buf, text);
    assert_eq!(serde_json::to_string(&buf).unwrap(), json);
    let buf: UriBuf = serde_json::from_value(Value::String(text.into())).unwrap();
    assert_eq!(buf.as_uri().port(), Some(8443));

    let r: UriRef<'_> = serde_json::from_str("\"../a?b\"").unwrap();
    assert_eq!((r.path(), r.query()), ("../a", Some("b")));
    let r: UriRefBuf = serde_json::from_str("\"../a?b\"").unwrap();
    assert_eq!(serde_json::to_string(&r).unwrap(), "\"../a?b\"");
    let h: HttpUri<'_> = serde_json::from_str("\"http://h/\"").unwrap();
    assert_eq!(serde_json::to_string(&h).unwrap(), "\"http://h/\"");
    let h: HttpUriBuf = serde_json::from_str("\"http://h/\"").unwrap();
    assert_eq!(h.view().port_or_default(), 80);
    let w: WsUri<'_> = serde_json::from_str("\"wss://h/s\"").unwrap();
    assert_eq!(serde_json::to_string(&w).unwrap(), "\"wss://h/s\"");
    let w: WsUriBuf = serde_json::from_str("\"wss://h/s\"").unwrap();
    assert_eq!(w.view().port_or_default(), 443);
    // An escaped string is no borrowable text, but an owned URI takes it.
    let b: UriBuf = serde_json::from_str(r#""http://h/\u0061""#).unwrap();
    assert_eq!(b, "http://h/a");
}

/// The message of `serde_json`'s error deserializing a `$ty` from `$json`.
macro_rules! json_error {
    ($ty:ty, $json:expr) => {
        serde_json::from_str::<$ty>($json).err().unwrap().to_string()
    };
}

#[test]
fn serde_errors() {
    assert_eq!(
        json_error!(HttpUri<'_>, "\"ws://h/\""),
        "expected an http or https URI, found a URI of another scheme (RFC 9110 §4.2) at line 1 column 9"
    );
    assert_eq!(
        json_error!(HttpUriBuf, "\"ftp://h/\""),
        "expected an http or https URI, found a URI of another scheme (RFC 9110 §4.2) at line 1 column 10"
    );
    assert_eq!(
        json_error!(WsUriBuf, "\"http://h/\""),
        "expected a ws or wss URI, found a URI of another scheme (RFC 6455 §3) at line 1 column 11"
    );
    assert_eq!(
        json_error!(Uri<'_>, r#""http://h/\u0061""#),
        "cannot borrow a Uri from this input (the format gave a transient string, for example a JSON string with \
         escapes or one read from a stream); deserialize an owned URI (UriBuf, UriRefBuf, HttpUriBuf, WsUriBuf) \
         instead at line 1 column 17"
    );
    // An invalid URI is reported as such, borrowed or not.
    let invalid = Uri::parse("http://h/a b").unwrap_err().to_string();
    assert_eq!(invalid, "space in path; write it as %20 (RFC 3986 §3.3)");
    assert_eq!(json_error!(Uri<'_>, "\"http://h/a b\""), format!("{invalid} at line 1 column 14"));
    assert_eq!(json_error!(Uri<'_>, r#""http://h/a\u0020b""#), format!("{invalid} at line 1 column 19"));
    assert_eq!(json_error!(UriBuf, "\"http://h/a b\""), format!("{invalid} at line 1 column 14"));
    assert_eq!(
        json_error!(UriBuf, "\"/p\""),
        "a URI starts with a scheme, and a scheme with a letter, not '/' (UriRef reads relative references) (RFC 3986 \
         §3.1) at line 1 column 4"
    );
    assert_eq!(
        json_error!(UriBuf, "3"),
        "invalid type: integer `3`, expected an RFC 3986 URI string at line 1 column 1"
    );
    assert_eq!(
        json_error!(UriRefBuf, "null"),
        "invalid type: null, expected an RFC 3986 URI-reference string at line 1 column 4"
    );
}

// ---------------------------------------------------------------- interop

#[track_caller]
fn to_url(s: &str) -> Result<url::Url, String> {
    url::Url::try_from(Uri::parse(s).unwrap()).map_err(|e| e.to_string())
}

#[track_caller]
fn changes(s: &str) -> Vec<Change> {
    match url::Url::try_from(Uri::parse(s).unwrap()) {
        Err(ConvertError::Rewritten(r)) => r.changes().to_vec(),
        other => panic!("{s}: {other:?}"),
    }
}

#[test]
fn to_url_keeps_the_text_or_says_what_changes() {
    let url = to_url("https://example.com/a/b?c=d#e").unwrap();
    assert_eq!(url.as_str(), "https://example.com/a/b?c=d#e");
    assert_eq!(
        url::Url::try_from(&"foo://EXAMPLE.com:80".parse::<UriBuf>().unwrap()).unwrap().as_str(),
        "foo://EXAMPLE.com:80"
    );

    assert_eq!(
        to_url("HTTP://EXAMPLE.com").unwrap_err(),
        "url::Url would rewrite the URI as http://example.com/: WHATWG lower-cases the scheme (RFC 3986 §6.2.2.1), \
         lower-cases the host (RFC 3986 §6.2.2.1) and adds '/' as the path (RFC 3986 §6.2.3)"
    );
    assert_eq!(
        to_url("http://h").unwrap_err(),
        "url::Url would rewrite the URI as http://h/: WHATWG adds '/' as the path (RFC 3986 §6.2.3)"
    );
    assert_eq!(
        to_url("http://h:80/").unwrap_err(),
        "url::Url would rewrite the URI as http://h/: WHATWG drops the default port :80 (RFC 3986 §6.2.3)"
    );
    assert_eq!(
        to_url("http://0127.0.0.1/").unwrap_err(),
        "ambiguous host 0127.0.0.1: RFC 3986 reads a reg-name, a name to look up, but WHATWG URL parsers and \
         inet_aton read the IPv4 address 87.0.0.1 (a group with a leading zero is octal); write the address as four \
         decimal groups without leading zeros (RFC 3986 §7.4)"
    );
    assert_eq!(
        to_url("http://0x7f.1/").unwrap_err(),
        "ambiguous host 0x7f.1: RFC 3986 reads a reg-name, a name to look up, but WHATWG URL parsers and inet_aton \
         read the IPv4 address 127.0.0.1 (a group starting 0x is hexadecimal; the last of fewer than four groups \
         fills the remaining bytes); write the address as four decimal groups without leading zeros (RFC 3986 §7.4)"
    );
    assert_eq!(
        to_url("http://192.168.0.%31./").unwrap_err(),
        "ambiguous host 192.168.0.%31.: RFC 3986 reads a reg-name, a name to look up, but WHATWG URL parsers read \
         the IPv4 address 192.168.0.1 (once percent-decoded; the final dot is dropped); write the address as four \
         decimal groups without leading zeros (RFC 3986 §7.4)"
    );
    assert_eq!(
        to_url("http://h/a/../b").unwrap_err(),
        "url::Url would rewrite the URI as http://h/b: WHATWG removes the dot segments of the path (RFC 3986 §6.2.2.3)"
    );
    assert_eq!(
        to_url("http://h/?a='b'").unwrap_err(),
        "url::Url would rewrite the URI as http://h/?a=%27b%27: WHATWG percent-encodes ''' in the query as %27, \
         which RFC 3986 §2.2 does not count as the same URI"
    );
    assert_eq!(
        to_url("http://[::FFFF:1.2.3.4]:/x").unwrap_err(),
        "url::Url would rewrite the URI as http://[::ffff:102:304]/x: WHATWG writes the IPv6 address \
         [::FFFF:1.2.3.4] as [::ffff:102:304] (RFC 5952 §4) and drops the empty port ':' (RFC 3986 §6.2.3)"
    );
    assert_eq!(changes("http://www.yaho%6F.com/"), [Change::HostDecoded]);
    assert_eq!(changes("http://%e4%b8%96.com/"), [Change::HostIdna]);
    assert_eq!(changes("ftp://h:0021/"), [Change::DefaultPort(21)]);
    assert_eq!(changes("http://h:0081/"), [Change::PortZeros]);
    assert_eq!(changes("ftp://u:@h/"), [Change::EmptyPassword]);
    assert_eq!(changes("ftp://@h/"), [Change::EmptyUserinfo]);
    assert_eq!(changes("ftp://u;v@h/"), [Change::Encodes { part: "userinfo", byte: b';' }]);
    assert_eq!(changes("https://h/%2E"), [Change::DotSegments]);
    // A password is never shown, even in the rewritten text.
    assert_eq!(
        to_url("ftp://u:s3cr3t@H/").unwrap_err(),
        "url::Url would rewrite the URI as ftp://u:***@h/: WHATWG lower-cases the host (RFC 3986 §6.2.2.1)"
    );
    // WHATWG reads the hosts of its special schemes only.
    assert_eq!(to_url("foo://0127.0.0.1/").unwrap().as_str(), "foo://0127.0.0.1/");
    assert_eq!(to_url("file://0x7f.1/").unwrap_err().split(':').next(), Some("ambiguous host 0x7f.1"));
    // A difference of no class: the generic message.
    assert_eq!(changes("file://localhost/etc/motd"), [Change::Other]);
    assert_eq!(to_url("file://localhost/etc/motd").unwrap_err(), "url::Url would rewrite the URI as file:///etc/motd");
    // Rejected by WHATWG: its error.
    assert_eq!(to_url("http://[v7.x]/").unwrap_err(), "invalid IPv6 address");
    assert_eq!(to_url("http://1.2.3.08/").unwrap_err(), "invalid IPv4 address");
    assert!(matches!(
        url::Url::try_from(Uri::parse("http://[v7.x]/").unwrap()),
        Err(ConvertError::Rejected(url::ParseError::InvalidIpv6Address))
    ));
}

#[test]
fn from_url_parses_again_under_rfc_3986() {
    let url = url::Url::parse("https://example.com/a?b#c").unwrap();
    let uri = Uri::try_from(&url).unwrap();
    assert_eq!(uri.as_str().as_ptr(), url.as_str().as_ptr());
    assert_eq!(UriBuf::try_from(&url).unwrap(), "https://example.com/a?b#c");
    assert_eq!(HttpUriBuf::try_from(url.clone()).unwrap().view().query(), Some("b"));
    assert_eq!(HttpUri::try_from(&url).unwrap().fragment(), Some("c"));
    let err = WsUriBuf::try_from(&url).unwrap_err();
    assert_eq!(err.to_string(), "expected a ws or wss URI, found a URI of another scheme (RFC 6455 §3)");
    // WHATWG keeps characters RFC 3986 does not allow.
    let url = url::Url::parse("https://example.com/a|b").unwrap();
    let Err(ConvertError::Rejected(err)) = UriBuf::try_from(url) else { panic!("RFC 3986 rejects '|'") };
    assert_eq!((err.offset(), err.rule()), (21, "path"));
    // Round trip.
    let back = UriBuf::try_from(&to_url("ws://h:81/s?q").unwrap()).unwrap();
    assert_eq!(back, "ws://h:81/s?q");
}

#[track_caller]
fn to_http(s: &str) -> Result<http::Uri, String> {
    http::Uri::try_from(HttpUri::parse(s).unwrap()).map_err(|e| e.to_string())
}

#[test]
fn to_http_uri_keeps_the_text_but_the_fragment() {
    assert_eq!(to_http("https://h:443/a?b#c").unwrap(), "https://h:443/a?b");
    assert_eq!(to_http("http://EXAMPLE.com/").unwrap(), "http://EXAMPLE.com/");
    assert_eq!(to_http("http://[v7.x]/").unwrap(), "http://[v7.x]/");
    assert_eq!(http::Uri::try_from(&"http://h:/#f".parse::<HttpUriBuf>().unwrap()).unwrap(), "http://h:/");
    assert_eq!(
        to_http("http://h#f").unwrap_err(),
        "http::Uri would rewrite the URI as http://h/: it adds '/' as the path (RFC 3986 §6.2.3)"
    );
    assert_eq!(
        to_http("HTTP://h/").unwrap_err(),
        "http::Uri would rewrite the URI as http://h/: it lower-cases the scheme (RFC 3986 §6.2.2.1)"
    );
    assert_eq!(
        to_http("http://2130706433/").unwrap_err(),
        "ambiguous host 2130706433: RFC 3986 reads a reg-name, a name to look up, but WHATWG URL parsers and \
         inet_aton read the IPv4 address 127.0.0.1 (the last of fewer than four groups fills the remaining bytes); \
         write the address as four decimal groups without leading zeros (RFC 3986 §7.4)"
    );
    assert_eq!(to_http("http://%41/").unwrap_err(), "invalid authority");
    // WebSocket URIs too.
    let ws: WsUriBuf = "wss://chat.example.com/s?room=1".parse().unwrap();
    assert_eq!(http::Uri::try_from(&ws).unwrap(), "wss://chat.example.com/s?room=1");
    assert_eq!(
        http::Uri::try_from(WsUri::parse("WS://h").unwrap()).unwrap_err().to_string(),
        // (it lower-cases only the schemes http and https)
        "http::Uri would rewrite the URI as WS://h/: it adds '/' as the path (RFC 3986 §6.2.3)"
    );
    let back = WsUriBuf::try_from(&http::Uri::try_from(ws.clone()).unwrap()).unwrap();
    assert_eq!(back, ws);
}

#[test]
fn from_http_uri_parses_again_under_rfc_3986() {
    let h: http::Uri = "https://h:8443/a?b".parse().unwrap();
    assert_eq!(HttpUriBuf::try_from(&h).unwrap().view().port(), Some(8443));
    assert_eq!(UriBuf::try_from(h).unwrap(), "https://h:8443/a?b");
    let path: http::Uri = "/a?b".parse().unwrap();
    let Err(ConvertError::Rejected(err)) = UriBuf::try_from(&path) else { panic!("a path is no URI") };
    assert_eq!(err.rule(), "scheme");
    let other: http::Uri = "ftp://h/".parse().unwrap();
    assert_eq!(
        HttpUriBuf::try_from(other).unwrap_err().to_string(),
        "expected an http or https URI, found a URI of another scheme (RFC 9110 §4.2)"
    );
}

// ---------------------------------------------------------------- conformance

/// `tests/conformance/rfc3986.json`: its vectors.
fn vectors() -> Vec<Value> {
    let text = crate::support::data::text(&crate::support::data::conformance("rfc3986.json"));
    serde_json::from_str(&text).unwrap()
}

/// The class of the conversion of `uri` to `url::Url`: `"kept"` when it
/// comes back as the same text, else the reason it is refused.
fn class(uri: Uri<'_>) -> String {
    match url::Url::try_from(uri) {
        Ok(url) => {
            let back = UriBuf::try_from(&url).unwrap();
            assert_eq!(back, uri, "{uri}");
            "kept".into()
        }
        Err(ConvertError::Rejected(e)) => format!("rejected: {e}"),
        Err(ConvertError::AmbiguousHost(_)) => "ambiguous host".into(),
        Err(ConvertError::Rewritten(r)) => {
            let names: Vec<String> = r
                .changes()
                .iter()
                .map(|c| {
                    let d = format!("{c:?}");
                    d.split([' ', '(', '{']).next().unwrap().to_string()
                })
                .collect();
            format!("rewritten: {}", names.join("+"))
        }
        Err(e) => panic!("{uri}: {e:?}"),
    }
}

#[test]
fn every_http_vector_converts_back_identically_or_is_refused_with_a_reason() {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for v in vectors() {
        let input = v["input"].as_str().unwrap();
        let Ok(uri) = Uri::parse(input) else { continue };
        if !(uri.scheme().eq_ignore_ascii_case("http") || uri.scheme().eq_ignore_ascii_case("https")) {
            continue;
        }
        assert_eq!(v["expect"], "valid", "{input}");
        let c = class(uri);
        assert!(!c.contains("Other"), "{input}: {c}");
        *counts.entry(c).or_default() += 1;
    }
    let got: Vec<(&str, usize)> = counts.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    assert_eq!(
        got,
        [
            ("ambiguous host", 2),
            ("kept", 48),
            ("rejected: invalid IPv4 address", 2),
            ("rejected: invalid IPv6 address", 4),
            ("rejected: invalid international domain name", 2),
            ("rewritten: DefaultPort", 3),
            ("rewritten: DefaultPort+EmptyPath", 1),
            ("rewritten: DotSegments", 10),
            ("rewritten: EmptyPath", 18),
            ("rewritten: EmptyPort", 5),
            ("rewritten: EmptyPort+EmptyPath", 2),
            ("rewritten: HostCase+EmptyPath", 1),
            ("rewritten: HostDecoded", 1),
            ("rewritten: HostDecoded+EmptyPath", 1),
            ("rewritten: HostIdna", 1),
            ("rewritten: Ipv6Form", 3),
            ("rewritten: Ipv6Form+DefaultPort", 3),
            ("rewritten: Ipv6Form+EmptyPath", 9),
            ("rewritten: SchemeCase+HostCase", 2),
        ]
    );
    assert_eq!(counts.values().sum::<usize>(), 118);
}

/// The class of the conversion of `uri` to `http::Uri`, as [`class`] does
/// for `url::Url`; the fragment is left out, the rest must come back.
fn http_class(uri: HttpUri<'_>) -> String {
    match http::Uri::try_from(uri) {
        Ok(h) => {
            let back = HttpUriBuf::try_from(&h).unwrap();
            let sent = uri.as_str().split('#').next().unwrap();
            assert_eq!(back, sent, "{uri}");
            "kept".into()
        }
        Err(ConvertError::Rejected(e)) => format!("rejected: {e}"),
        Err(ConvertError::AmbiguousHost(_)) => "ambiguous host".into(),
        Err(ConvertError::Rewritten(r)) => {
            let names: Vec<String> = r.changes().iter().map(|c| format!("{c:?}")).collect();
            format!("rewritten: {}", names.join("+"))
        }
        Err(e) => panic!("{uri}: {e:?}"),
    }
}

#[test]
fn every_http_vector_converts_to_http_uri_as_written_or_is_refused_with_a_reason() {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for v in vectors() {
        let Ok(uri) = HttpUri::parse(v["input"].as_str().unwrap()) else { continue };
        *counts.entry(http_class(uri)).or_default() += 1;
    }
    let got: Vec<(&str, usize)> = counts.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    assert_eq!(
        got,
        [
            ("ambiguous host", 2),
            ("kept", 73),
            ("rejected: invalid authority", 5),
            ("rewritten: EmptyPath", 36),
            ("rewritten: SchemeCase", 2),
        ]
    );
    assert_eq!(counts.values().sum::<usize>(), 118);
}

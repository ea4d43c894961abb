#![deny(warnings)]

use url_literal::{http_uri, uri, uri_ref, ws_uri, HttpUri, Uri, UriHost, UriRef, WsUri};

const API: Uri<'static> = uri!("https://api.example.com:8443/~v1/items?next=/home&q=a?b#top");
static CHAT: WsUri<'static> = ws_uri!("wss://chat.example.com/socket?room=1");
const LOCAL: HttpUri<'static> = http_uri!("http://[::1]:8080/");
const NEXT: UriRef<'static> = uri_ref!("../v2/items?page=2#list");

// Every accessor is a const fn, and the macro's value is a constant.
const P: Option<u16> = API.port();
const DEFAULT: Option<u16> = API.default_port();
const SCHEME: &str = API.scheme();
const HOST: Option<UriHost<'static>> = API.host();
const PATH: &str = API.path();
const QUERY: Option<&str> = API.query();
const FRAGMENT: Option<&str> = API.fragment();
const USERINFO: Option<&str> = uri!("ftp://anonymous@ftp.example.org/").userinfo();
const LOCAL_PORT: u16 = LOCAL.port_or_default();
const LOCAL_HOST: UriHost<'static> = LOCAL.host();
const SECURE: bool = http_uri!("HTTPS://api.example.com/").is_secure();
const CHAT_PORT: u16 = CHAT_CONST.port_or_default();
const CHAT_CONST: WsUri<'static> = ws_uri!("wss://chat.example.com/socket?room=1");
const RELATIVE: bool = NEXT.is_relative();
const NEXT_QUERY: Option<&str> = NEXT.query();
const ALL: [Uri<'static>; 2] = [uri!("urn:isbn:0451450523"), uri!("mailto:someone@example.org")];

// In a const array length and a const generic argument.
const LEN: usize = uri!("https://a.example/").as_str().len();
struct Port<const N: u16>;
const fn port_of<const N: u16>(_: Port<N>) -> u16 {
    N
}

fn main() {
    assert_eq!((P, DEFAULT, SCHEME), (Some(8443), Some(443), "https"));
    assert_eq!(HOST, Some(UriHost::RegName("api.example.com")));
    assert_eq!((PATH, QUERY, FRAGMENT), ("/~v1/items", Some("next=/home&q=a?b"), Some("top")));
    assert_eq!(USERINFO, Some("anonymous"));
    assert_eq!((LOCAL_PORT, LOCAL_HOST), (8080, UriHost::Ipv6([0, 0, 0, 0, 0, 0, 0, 1])));
    assert!(SECURE);
    assert_eq!(CHAT_PORT, 443);
    assert!(RELATIVE);
    assert_eq!(NEXT_QUERY, Some("page=2"));
    assert_eq!(ALL[0].path(), "isbn:0451450523");
    assert_eq!(ALL[1].scheme(), "mailto");
    let bytes = [0u8; LEN];
    assert_eq!(bytes.len(), 18);
    assert_eq!(port_of(Port::<{ http_uri!("https://g.example/").port_or_default() }>), 443);

    assert_eq!(CHAT.query(), Some("room=1"));
    assert!(CHAT.is_secure());

    // In a let, a closure and a generic function; `&'static` text.
    let plain: HttpUri<'static> = http_uri!("http://localhost:8000/");
    assert_eq!((plain.port(), plain.is_secure()), (Some(8000), false));
    let text: &'static str = plain.as_str();
    assert_eq!(text, "http://localhost:8000/");
    let make = || ws_uri!("ws://127.0.0.1:9000/");
    assert_eq!(make().host(), UriHost::Ipv4([127, 0, 0, 1]));
    fn generic<T: Default>() -> (T, UriRef<'static>) {
        (T::default(), uri_ref!("//cdn.example.net/lib.js"))
    }
    assert_eq!(generic::<u8>().1.host_str(), Some("cdn.example.net"));

    // The value equals the parse of its text.
    assert_eq!(API, Uri::parse(API.as_str()).unwrap());
    assert_eq!(NEXT, UriRef::parse("../v2/items?page=2#list").unwrap());
    assert_eq!(LOCAL, HttpUri::parse("http://[::1]:8080/").unwrap());
    assert_eq!(CHAT_CONST, WsUri::parse("wss://chat.example.com/socket?room=1").unwrap());
}

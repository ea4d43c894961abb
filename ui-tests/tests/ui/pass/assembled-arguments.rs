// concat! and env! arguments the macro assembles itself: every form rustc's
// concat! takes that the macro reads (strings, raw strings, characters,
// integers in any base and with a suffix, booleans, nested concat!, env!,
// paths through core and std, through macro_rules), each checked against
// rustc's own text by the expansion.
#![deny(warnings)]

use url_literal::{http_uri, uri_ref, url, ws_uri, HttpUri, UriRef, Url, WsUri};

macro_rules! forward {
    ($e:expr) => {
        url_literal::url!($e)
    };
}

const PORT: Url<'static> = url!(concat!("http://www.example.com:", 8080u16, "/"));
const HEX: Url<'static> = url!(concat!("http://www.example.com:", 0x1F90, "/"));
const CHAR: Url<'static> = url!(concat!("news", ':', "comp.lang.rust"));
const BOOL: Url<'static> = url!(concat!("http://h/", true, "/", false));
const RAW: Url<'static> = url!(concat!(r"http://h/", r#"a"#, "\x62"));
const NESTED: Url<'static> = url!(concat!("http://", concat!("www.", concat!("example", ".com")), "/"));
const PATHS: Url<'static> = url!(::core::concat!("http://", core::concat!("h"), std::concat!("/")));
const ENV: Url<'static> = url!(env!("URL_LITERAL_UI_OK"));
const ENV_WITH_MESSAGE: Url<'static> = url!(std::env!("URL_LITERAL_UI_OK", "set by ui.rs"));
const ENV_IN_CONCAT: UriRef<'static> = uri_ref!(concat!(env!("CARGO_PKG_NAME"), "/docs"));
const API: HttpUri<'static> = http_uri!(concat!("https://api.example.com", "/v", 2, "/"));
const CHAT: WsUri<'static> = ws_uri!(concat!("wss://", "chat.example.com", "/socket",));
// What the message of fail/option-env-argument.rs suggests: a const argument.
const DEFAULT: Url<'static> = url!(match option_env!("URL_LITERAL_UI_NEVER_SET") {
    Some(v) => v,
    None => "http://info.cern.ch/",
});
// Lower-case consts named like the expansion's bindings or types.
#[allow(non_upper_case_globals)]
const url: &str = "http://h/lower";
#[allow(non_upper_case_globals, dead_code)]
const e: &str = "e";
#[allow(non_upper_case_globals, dead_code)]
const password_in_url: &str = "p";
const LOWER: Url<'static> = url!(url);

fn main() {
    assert_eq!(PORT.as_str(), "http://www.example.com:8080/");
    assert_eq!(HEX.port(), Some(8080));
    assert_eq!(CHAR.as_str(), "news:comp.lang.rust");
    assert_eq!(BOOL.as_str(), "http://h/true/false");
    assert_eq!(RAW.as_str(), "http://h/ab");
    assert_eq!(NESTED.as_str(), "http://www.example.com/");
    assert_eq!(PATHS.as_str(), "http://h/");
    assert_eq!((ENV.as_str(), ENV_WITH_MESSAGE), ("http://www.example.com/", ENV));
    assert!(ENV_IN_CONCAT.path().ends_with("/docs"));
    assert_eq!(API.path(), "/v2/");
    assert_eq!(CHAT.path(), "/socket");
    assert_eq!(DEFAULT.as_str(), "http://info.cern.ch/");
    assert_eq!(LOWER.as_str(), "http://h/lower");
    let forwarded = forward!(concat!("gopher://", "gopher.example.org/"));
    assert_eq!(forwarded.port_or_default(), Some(70));
    // In a function body, and promoted to a `&'static`.
    let promoted: &'static Url<'static> = &url!(concat!("http://", "h/"));
    assert_eq!(promoted.as_str(), "http://h/");
}

// Local items that shadow what a careless expansion would name unqualified.
#![deny(warnings)]
#![allow(non_snake_case, non_upper_case_globals, dead_code, unused_macros)]

fn Ok() {}
fn Err() {}
fn Some() {}
fn None() {}
mod core {}
mod std {}
struct Uri;
struct UriRef;
struct HttpUri;
struct WsUri;
struct Result;
struct Option;
macro_rules! panic {
    ($($t:tt)*) => {
        compile_error!("the expansion called a local panic!")
    };
}
macro_rules! compile_error {
    ($($t:tt)*) => {
        ::core::compile_error!("the expansion called a local compile_error!")
    };
}
mod __private {}
const URI_LITERAL: u8 = 0;
const URI_LITERAL_TEXT: u8 = 0;
const uri_unpack: u8 = 0;
const as_uri: u8 = 0;
#[allow(non_camel_case_types)]
struct u128;
#[allow(non_camel_case_types)]
struct str;
#[allow(non_camel_case_types)]
struct bool;

const API: url_literal::Uri<'static> = url_literal::uri!("https://api.example.com/v1");
const NEXT: url_literal::UriRef<'static> = url_literal::uri_ref!("../v2");
const WEB: url_literal::HttpUri<'static> = url_literal::http_uri!("https://[::1]/");
const CHAT: url_literal::WsUri<'static> = url_literal::ws_uri!("ws://chat.example.com/");
const VIA_CONCAT: url_literal::Uri<'static> = url_literal::uri!(concat!("https://", "api.example.com/v1"));
const WS_VIA_CONCAT: url_literal::WsUri<'static> = url_literal::ws_uri!(concat!("ws://", "chat.example.com/"));

mod nested {
    fn Ok() {}
    struct Uri;
    mod core {}

    pub fn api() -> url_literal::Uri<'static> {
        url_literal::uri!("https://api.example.com/v1")
    }
}

fn main() {
    assert_eq!(API, nested::api());
    assert_eq!(API, VIA_CONCAT);
    assert_eq!(CHAT, WS_VIA_CONCAT);
    assert_eq!(NEXT.path(), "../v2");
    assert!(WEB.is_secure());
    assert_eq!(URI_LITERAL + URI_LITERAL_TEXT + uri_unpack + as_uri, 0);
    let _ = (u128, str, bool, Uri, UriRef, HttpUri, WsUri);
}

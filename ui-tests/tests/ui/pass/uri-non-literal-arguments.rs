// Arguments a proc macro cannot read: the macros expand to const evaluation
// of the same parsers.
#![deny(warnings)]

use url_literal::{http_uri, uri, uri_ref, ws_uri, HttpUri, Uri, UriRef, WsUri};

const HOST: &str = "api.example.com";
const S: &str = "https://api.example.com/v1";

const FROM_CONCAT: Uri<'static> = uri!(concat!("https://", "example.com/", "?next=/home"));
const FROM_ENV: UriRef<'static> = uri_ref!(concat!("/crates/", env!("CARGO_PKG_NAME"), "/docs"));
const FROM_CONST: HttpUri<'static> = http_uri!(S);
const FROM_PATH: Uri<'static> = uri!(self::S);
const FROM_BLOCK: WsUri<'static> = ws_uri!({
    let s: &'static str = "wss://chat.example.com/";
    s
});
const TRAILING_COMMA: Uri<'static> = uri!(concat!("tag:", "x"),);
const _: () = assert!(HOST.len() == 15);

mod consts {
    pub const SOCKET: &str = "ws://127.0.0.1:9000/live";
}
const FROM_MODULE: WsUri<'static> = ws_uri!(consts::SOCKET);

fn main() {
    assert_eq!(FROM_CONCAT.query(), Some("next=/home"));
    // trybuild names the package `url-literal-ui-tests-tests`.
    assert!(FROM_ENV.path().starts_with("/crates/url-literal-ui-tests"), "{FROM_ENV}");
    assert!(FROM_ENV.path().ends_with("/docs") && FROM_ENV.is_relative());
    assert_eq!((FROM_CONST.port_or_default(), FROM_CONST.path()), (443, "/v1"));
    assert_eq!(FROM_PATH, FROM_CONST.as_uri());
    assert!(FROM_BLOCK.is_secure());
    assert_eq!(TRAILING_COMMA.path(), "x");
    assert_eq!(FROM_MODULE.port(), Some(9000));

    // In a function body too, and equal to the literal path's value.
    let local = uri!(concat!("https://", "api.example.com/v1"));
    assert_eq!(local, uri!("https://api.example.com/v1"));
}

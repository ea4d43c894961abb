#![deny(warnings)]

extern crate url_literal as renamed;

use url_literal as u;
use url_literal::{http_uri as web, uri as link};

const VIA_ALIAS: u::Uri<'static> = u::uri!("https://api.example.com/");
const VIA_EXTERN_CRATE: renamed::Uri<'static> = renamed::uri!("https://api.example.com/");
const VIA_RENAMED_MACRO: renamed::Uri<'static> = link!("https://api.example.com/");
const TYPED: u::HttpUri<'static> = web!("https://api.example.com/");
const FALLBACK: u::Uri<'static> = u::uri!(concat!("https://", "api.example.com/"));
const TYPED_FALLBACK: renamed::WsUri<'static> = renamed::ws_uri!(concat!("wss://", "chat.example.com/"));
const REFERENCE: renamed::UriRef<'static> = renamed::uri_ref!("https://api.example.com/");

fn main() {
    assert_eq!(VIA_ALIAS, VIA_EXTERN_CRATE);
    assert_eq!(VIA_ALIAS, VIA_RENAMED_MACRO);
    assert_eq!(VIA_ALIAS, TYPED.as_uri());
    assert_eq!(VIA_ALIAS, FALLBACK);
    assert_eq!(VIA_ALIAS.as_uri_ref(), REFERENCE);
    assert_eq!(TYPED_FALLBACK.port_or_default(), 443);
}

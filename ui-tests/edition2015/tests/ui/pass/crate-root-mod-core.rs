// Edition 2015, where a leading `::` names the crate root: a crate-root
// `mod core {}` (and `mod std {}` in a module) must not capture anything the
// expansions name. Valid calls of every macro family, from literals,
// `concat!` and const paths (whose evaluation has an error arm), in const,
// static and let, in generic functions and with warnings silenced.
//
// Before, `::core::compile_error!` and a const evaluation's `::core::panic!`
// at the user's spans: "cannot find `compile_error` in `core`" for every
// refusal, and "cannot find `panic` in `core`" for every VALID constant
// argument. Tried with rustc 1.95 (`emit::core_alias` now):
// - the `::` token at `Span::call_site().located_at(span)`: resolves in
//   every edition, but every error gains "this error originates in the
//   macro `$crate::__private::__url`" (a macro call's span takes the context
//   of its path's first token);
// - `use ::core as __url_literal_core;` in the expansion's block: no note,
//   but the import resolves a round later, which defers every call and
//   turns the order of a file's errors around;
// - a plain `compile_error!` at the user's span: captured by a local
//   `macro_rules! compile_error` (pass/hygiene-local-items.rs has one);
// - `extern crate core as __url_literal_core;` in the block, the call at
//   the user's spans: no note, errors in the file's order, nothing captures
//   it (kept).
#![deny(warnings)]
#![allow(dead_code)]

extern crate url_literal;

mod core {}

mod nested {
    mod core {}
    mod std {}

    pub fn api() -> ::url_literal::Uri<'static> {
        ::url_literal::uri!("https://api.example.com/v1")
    }
}

use url_literal::{
    data_uri, file_uri, ftp_url, http_crate_uri, http_uri, http_url, iri, iri_ref, iri_uri, mailto_uri, try_uri_format,
    try_uri_template, try_url_format, uri, uri_format, uri_ref, uri_template, url, url_format, urn, whatwg_url, ws_uri,
    DataUri, FileUri, FtpUrl, HttpUri, HttpUrl, Iri, IriRef, MailtoUri, Uri, UriRef, Url, Urn, WsUri,
};

const HOME_TEXT: &str = "http://info.cern.ch/";
const API_TEXT: &str = "https://api.example.com/v1";
const NEXT_TEXT: &str = "../v2";
const SHOP_TEXT: &str = "https://bücher.example/straße";
const NOTE_TEXT: &str = "data:text/plain;base64,SGVsbG8=";

trait HasUrl {
    const URL: &'static str;
}
struct Api;
impl HasUrl for Api {
    const URL: &'static str = "https://api.example.com/v1";
}

const HOME: Url<'static> = url!("http://info.cern.ch/");
const HOME_CONST: Url<'static> = url!(HOME_TEXT);
const HOME_CONCAT: Url<'static> = url!(concat!("http://", "info.cern.ch/"));
const FTP: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/");
const WEB: HttpUrl<'static> = http_url!(HOME_TEXT);
#[allow(deprecated)]
const SECRET: Url<'static> = url!("ftp://user:pw@ftp.example.org/");
const SECRET_ALLOWED: Url<'static> = url!("ftp://user:pw@ftp.example.org/", allow(password));
static API: Uri<'static> = uri!("https://api.example.com/v1");
const API_CONST: Uri<'static> = uri!(API_TEXT);
const NEXT: UriRef<'static> = uri_ref!(NEXT_TEXT);
const LOCAL: HttpUri<'static> = http_uri!("https://[::1]/");
const LOCAL_CONST: HttpUri<'static> = http_uri!(API_TEXT);
const CHAT: WsUri<'static> = ws_uri!("ws://chat.example.com/");
const SHOP: Iri<'static> = iri!(SHOP_TEXT);
const SHOP_REF: IriRef<'static> = iri_ref!("../straße");
const SHOP_URI: Uri<'static> = iri_uri!("https://bücher.example/straße");
const HOSTS: FileUri<'static> = file_uri!("file:///etc/hosts");
const SUPPORT: MailtoUri<'static> = mailto_uri!("mailto:support@example.com");
const NOTE: DataUri<'static> = data_uri!(NOTE_TEXT);
const HELLO: &[u8] = data_uri!(bytes NOTE_TEXT);
const GRANT: Urn<'static> = urn!("urn:ietf:params:oauth:grant-type:jwt-bearer");

fn generic<T: HasUrl>() -> Uri<'static> {
    uri!(T::URL)
}

fn main() {
    assert_eq!(HOME, HOME_CONST);
    assert_eq!(HOME, HOME_CONCAT);
    assert_eq!(WEB.as_url(), HOME);
    assert_eq!(FTP.port_or_default(), 21);
    assert_eq!(SECRET, SECRET_ALLOWED);
    assert_eq!(API, nested::api());
    assert_eq!(API, API_CONST);
    assert_eq!(API, generic::<Api>());
    assert_eq!(NEXT.path(), "../v2");
    assert!(LOCAL.is_secure() && LOCAL_CONST.is_secure());
    assert_eq!(CHAT.as_str(), "ws://chat.example.com/");
    assert_eq!(SHOP.as_str(), SHOP_TEXT);
    assert_eq!(SHOP_REF.as_str(), "../straße");
    assert_eq!(SHOP_URI.as_str(), "https://xn--bcher-kva.example/stra%C3%9Fe");
    assert_eq!(HOSTS.as_str(), "file:///etc/hosts");
    assert_eq!(SUPPORT.as_str(), "mailto:support@example.com");
    assert_eq!(NOTE.as_str(), NOTE_TEXT);
    assert_eq!(HELLO, b"Hello");
    assert_eq!(GRANT.as_str(), "urn:ietf:params:oauth:grant-type:jwt-bearer");
    let id = 42;
    assert_eq!(uri_format!("https://h/{id}?q={}", "x").as_str(), "https://h/42?q=x");
    assert_eq!(try_uri_format!("https://h/{}", id).unwrap().as_str(), "https://h/42");
    assert_eq!(uri_template!("https://h{/id}{?q}", q = "x").as_str(), "https://h/42?q=x");
    assert_eq!(try_uri_template!("https://h/{q}", q = "x").unwrap().as_str(), "https://h/x");
    assert_eq!(url_format!("http://h/{id}").as_str(), "http://h/42");
    assert_eq!(try_url_format!("http://h/{}", id).unwrap().as_str(), "http://h/42");
    assert_eq!(whatwg_url!("https://api.example.com/v1").as_str(), API_TEXT);
    assert_eq!(whatwg_url!(concat!("https://api.example.com", "/v1")).as_str(), API_TEXT);
    assert_eq!(http_crate_uri!("https://api.example.com/v1").path(), "/v1");
    assert_eq!(http_crate_uri!(concat!("https://api.example.com", "/v1")).path(), "/v1");
}

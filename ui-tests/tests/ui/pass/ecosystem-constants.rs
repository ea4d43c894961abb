//! `whatwg_url!` and `http_crate_uri!` compile to a `url::Url` and an
//! `http::Uri` with no fallible call, and warn as `uri!` does.
#![deny(warnings)]

use url_literal::{http_crate_uri, whatwg_url};

fn main() {
    let api = whatwg_url!("https://api.example.com/v1?page=2");
    assert_eq!(api.as_str(), "https://api.example.com/v1?page=2");
    let again = || whatwg_url!("ftp://backup:hunter2@ftp.example.org/", allow(password));
    assert_eq!((again().username(), again().password()), ("backup", Some("hunter2")));
    let env = whatwg_url!(env!("URL_LITERAL_UI_OK"));
    assert_eq!(env.as_str(), "http://www.example.com/");
    let uri = http_crate_uri!(concat!("https://api.example.com", ":8443", "/v1"));
    assert_eq!((uri.port_u16(), uri.path()), (Some(8443), "/v1"));
    let ws = http_crate_uri!("ws://[::1]:9000/socket?room=1");
    assert_eq!(ws.to_string(), "ws://[::1]:9000/socket?room=1");
}

//! Constants the ecosystem takes: a `url::Url` and an `http::Uri` from
//! literals checked at compile time, with no `unwrap`, `expect` or `?`.
//!
//! ```text
//! cargo run -p url-literal --example ecosystem --features url,http
//! ```
//!
//! `whatwg_url!` yields the `url::Url` that reqwest's `client.get(..)` takes
//! (its `IntoUrl` is implemented for `Url` by value), `http_crate_uri!` the
//! `http::Uri` of `http::Request::get(..)` (hyper, axum). Each literal is
//! checked against RFC 3986 and then by the other crate's own parser while
//! the program compiles: `whatwg_url!("HTTP://Example.COM")` or
//! `http_crate_uri!("https://example.com/#top")` fail the build, saying what
//! WHATWG or `http` would have done and what to write instead.

use url_literal::{http_crate_uri, whatwg_url};

/// What a reqwest-like client takes: anything that becomes a `url::Url`
/// (reqwest's `IntoUrl`, implemented for `Url` by value).
fn get(url: impl Into<url::Url>) -> String {
    let url = url.into();
    format!("GET {} (host {:?}, port {:?})", url.as_str(), url.host_str(), url.port_or_known_default())
}

/// The endpoints of a fictional service.
fn endpoints() -> Vec<url::Url> {
    vec![
        whatwg_url!("https://api.example.com/v1/items?page=2"),
        whatwg_url!("http://[2001:db8::7]:8080/~user/"),
        whatwg_url!(concat!("wss://", "chat.example.com", "/socket")),
        whatwg_url!("mailto:support@example.com"),
    ]
}

fn main() {
    // Each call site parses once: the second round clones the parsed values.
    for _ in 0..2 {
        for url in endpoints() {
            println!("{}", get(url));
        }
    }
    // `http::Request::get(http_crate_uri!(..))` is what hyper and axum code
    // writes; the builder's `body` returns a `Result` of its own, so here
    // the request is built without one.
    let mut request = http::Request::new(());
    *request.uri_mut() = http_crate_uri!("https://api.example.com/v1/health");
    println!("{} {} (authority {:?})", request.method(), request.uri(), request.uri().authority());
    let ws: http::Uri = http_crate_uri!("wss://chat.example.com/socket?room=1");
    println!("{ws} (scheme {:?}, path and query {:?})", ws.scheme_str(), ws.path_and_query().map(|p| p.as_str()));
}

#![deny(deprecated)]

use url_literal::{http_url, url, HttpUrl, Url};

// 443 is https's default: no warning; http's 80 on https is another
// protocol's port, and so is 443 on http.
const DEFAULT: Url<'static> = url!("https://www.example.com:443/");
const HTTP_PORT: HttpUrl<'static> = http_url!("https://www.example.com:80/");
const HTTPS_PORT: Url<'static> = url!("http://www.example.com:443/");

fn main() {
    assert_eq!(DEFAULT.port(), Some(443));
    assert_eq!(HTTP_PORT.port(), Some(80));
    assert_eq!(HTTPS_PORT.port(), Some(443));
}

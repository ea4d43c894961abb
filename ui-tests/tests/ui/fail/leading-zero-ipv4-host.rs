// RFC 1738 reads 0127.0.0.1 as 127.0.0.1, WHATWG parsers and inet_aton as
// 87.0.0.1: an allow-list check on the host could be bypassed.
#![deny(deprecated)]

use url_literal::{http_url, url, Host, HttpUrl, Url};

const LOOPBACK: Url<'static> = url!("http://0127.0.0.1/");
const LAST_GROUP: HttpUrl<'static> = http_url!("http://127.0.0.01:8080/");

fn main() {
    assert_eq!(LOOPBACK.host(), Some(Host::Ipv4([127, 0, 0, 1])));
    assert_eq!(LAST_GROUP.as_url().host(), Some(Host::Ipv4([127, 0, 0, 1])));
}

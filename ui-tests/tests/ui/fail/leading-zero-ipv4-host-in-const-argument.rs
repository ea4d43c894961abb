#![deny(deprecated)]

use url_literal::{url, Host, Url};

const LOOPBACK: Url<'static> = url!(concat!("http://", "0127.0.0.1", "/"));

fn main() {
    assert_eq!(LOOPBACK.host(), Some(Host::Ipv4([127, 0, 0, 1])));
}

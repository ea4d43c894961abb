// RFC 1738 allows '?' in a user name, so the host here is good.example; WHATWG
// parsers end the authority at the '?' and connect to evil.example.
#![deny(deprecated)]

use url_literal::{url, Host, Url};

const MIRROR: Url<'static> = url!("ftp://evil.example?@good.example/pub/");

fn main() {
    assert_eq!(MIRROR.host(), Some(Host::Name("good.example")));
}

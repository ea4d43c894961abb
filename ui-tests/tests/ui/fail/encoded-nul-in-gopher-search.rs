// An encoded NUL in a gopher search, sent decoded in the request line
// (RFC 1738 §6); an encoded line break in the fragment, never sent, is fine.
#![deny(deprecated)]

use url_literal::{gopher_url, GopherUrl};

const SEARCH: GopherUrl<'static> = gopher_url!("gopher://gopher.example.org/7search%09rfc%00x#%0D%0A");

fn main() {
    assert_eq!(SEARCH.search(), Some("rfc%00x"));
}

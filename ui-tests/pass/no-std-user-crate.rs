// A `#![no_std]` crate (its binary links std, as url-literal's `std`
// feature needs) with no prelude, whose root holds items named like the
// table's and the facade's: the expansion names only `$crate`'s function.
#![no_std]
#![no_implicit_prelude]
#![forbid(unsafe_code)]
#![deny(warnings)]

extern crate std as realstd;
extern crate url_literal;

mod core {}
mod std {}
mod __private {
    pub fn whatwg_url(_: &str) -> u8 {
        0
    }
    pub fn http_crate_uri(_: &str) -> u8 {
        0
    }
}
struct Sites;
struct OnceLock;
fn cached() {}

fn main() {
    let _ = (__private::whatwg_url(""), __private::http_crate_uri(""), Sites, OnceLock, cached());
    let url = || ::url_literal::whatwg_url!("https://no-std.example/a");
    let uri = ::url_literal::http_crate_uri!("https://no-std.example/a");
    realstd::assert_eq!((url().as_str(), url() == url()), ("https://no-std.example/a", true));
    realstd::assert_eq!((uri.host(), uri.path()), (realstd::option::Option::Some("no-std.example"), "/a"));
}

// RFC 1738 rejects the '~', and RFC 3986's https rules (RFC 9110 §4.2.4) the
// userinfo: no note about uri!.
use url_literal::{url, Url};

const U: Url<'static> = url!("https://user@example.com/~x");

fn main() {}

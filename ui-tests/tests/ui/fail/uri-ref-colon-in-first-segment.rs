// A relative path whose first segment has a ':' would read as a scheme
// (RFC 3986 §4.2); `1a` cannot start a scheme, so this is an error.
use url_literal::{uri_ref, UriRef};

const TIME: UriRef<'static> = uri_ref!("12:30/schedule");

fn main() {}

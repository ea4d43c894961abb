// env! gives the package name, which has no ':' but '-': a valid relative
// reference; with a space after it, not one.
use url_literal::{uri_ref, UriRef};

const R: UriRef<'static> = uri_ref!(concat!(env!("CARGO_PKG_NAME"), " docs"));

fn main() {}

use url_literal::{uri_ref, UriRef};

const SHOP: UriRef<'static> = uri_ref!("//bücher.example/");

fn main() {}

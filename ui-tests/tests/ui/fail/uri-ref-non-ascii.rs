use url_literal::{uri_ref, UriRef};

const MENU: UriRef<'static> = uri_ref!("/menu/café?lang=fr");

fn main() {}

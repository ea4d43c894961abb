use url_literal::{http_uri, HttpUri};

const API: HttpUri<'static> = http_uri!("https:///v1/items");

fn main() {}

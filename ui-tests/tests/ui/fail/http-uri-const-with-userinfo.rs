use url_literal::{http_uri, HttpUri};

const TEXT: &str = "https://user@api.example.com/";
const API: HttpUri<'static> = http_uri!(TEXT);

fn main() {}

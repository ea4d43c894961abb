use url_literal::{http_uri, HttpUri};

const API: HttpUri<'static> = http_uri!("https://api.example.com/", allow(password));

fn main() {}

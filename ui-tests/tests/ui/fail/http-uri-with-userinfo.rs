use url_literal::{http_uri, HttpUri};

const API: HttpUri<'static> = http_uri!("https://deploy:hunter2@api.example.com/v1");

fn main() {}

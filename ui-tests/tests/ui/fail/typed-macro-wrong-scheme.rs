use url_literal::{http_url, HttpUrl};

const URL: HttpUrl<'static> = http_url!("ftp://ftp.example.org/pub/");

fn main() {}

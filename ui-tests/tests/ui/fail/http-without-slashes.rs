use url_literal::{http_url, HttpUrl};

const URL: HttpUrl<'static> = http_url!("http:www.example.com/");

fn main() {}

use url_literal::{http_url, url, HttpUrl, Url};

const API: Url<'static> = url!("https://user@api.example.com/");
const TYPED: HttpUrl<'static> = http_url!("https://api.example.com/~user");

fn main() {}

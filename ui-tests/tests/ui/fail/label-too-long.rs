use url_literal::{url, Url};

const URL: Url<'static> = url!("http://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.example.com/");

fn main() {}

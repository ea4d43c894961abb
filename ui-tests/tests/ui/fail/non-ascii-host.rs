use url_literal::{url, Url};

const URL: Url<'static> = url!("http://bücher.example/");

fn main() {}

use url_literal::{url, Url};

const URL: Url<'static> = url!("://www.example.com/");

fn main() {}

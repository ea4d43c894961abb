use url_literal::{url, Url};

const URL: Url<'static> = url!("http://www.example.com/100%zz");

fn main() {}

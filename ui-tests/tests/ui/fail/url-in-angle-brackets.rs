use url_literal::{url, Url};

const URL: Url<'static> = url!("<URL:http://www.example.com/>");

fn main() {}

use url_literal::{url, Url};

const URL: Url<'static> = url!("http://www.example.com/my page.html");

fn main() {}

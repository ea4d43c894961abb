use url_literal::{url, Url};

const URL: Url<'static> = url!("http://-www.example.com/");

fn main() {}

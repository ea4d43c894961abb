use url_literal::{url, Url};

const URL: Url<'static> = url!("http://192.168.1.256/");

fn main() {}

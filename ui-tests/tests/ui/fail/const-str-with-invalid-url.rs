use url_literal::{url, Url};

const HOME: &str = "http://user@www.example.com/";
const URL: Url<'static> = url!(HOME);

fn main() {}

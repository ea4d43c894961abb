use url_literal::{url, Url};

const URL: Url<'static> = url!("http://user:secret@www.example.com/");

fn main() {}

use url_literal::{url, Url};

const URL: Url<'static> = url!("こんにちは、世界");

fn main() {}

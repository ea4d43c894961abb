use url_literal::{uri, Uri};

const API: Uri<'static> = uri!("https://api.example.com:65536/v1");

fn main() {}

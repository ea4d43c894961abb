use url_literal::{gopher_url, GopherUrl};

const URL: GopherUrl<'static> = gopher_url!("gopher://gopher.example.org/<menu>");

fn main() {}

use url_literal::{gopher_url, GopherUrl};

const URL: GopherUrl<'static> = gopher_url!("gopher://anonymous@gopher.example.org/");

fn main() {}

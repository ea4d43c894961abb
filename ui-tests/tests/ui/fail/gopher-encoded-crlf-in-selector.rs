use url_literal::{gopher_url, GopherUrl};

const URL: GopherUrl<'static> = gopher_url!("gopher://gopher.example.org/0about%0D%0Aquit");

fn main() {}

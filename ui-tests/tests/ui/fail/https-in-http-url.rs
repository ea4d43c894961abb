// RFC 1738 defines no https scheme: the help line names the RFC 3986 macros.
use url_literal::{http_url, HttpUrl};

const SECURE: HttpUrl<'static> = http_url!("https://www.example.com/");

fn main() {}

// A valid RFC 3986 URI that RFC 1738 rejects: the error says to use uri!.
use url_literal::{http_url, HttpUrl};

const LOCAL: HttpUrl<'static> = http_url!("http://[::1]:8080/");

fn main() {}

// A valid RFC 3986 URI that RFC 1738 rejects: the error says to use uri!.
use url_literal::{url, Url};

const NEXT: Url<'static> = url!("http://h/?a=/b");

fn main() {}

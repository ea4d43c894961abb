use url_literal::{uri, Uri};

const LOCAL: Uri<'static> = uri!("http://[2001:db8::1::2]:8080/");

fn main() {}

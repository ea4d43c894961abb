// uri! applies the rules of the schemes it knows too (RFC 9110 §4.2.4 here).
use url_literal::{uri, Uri};

const API: Uri<'static> = uri!("http://user@example.com/");

fn main() {}

use url_literal::{uri, Uri};

const SEARCH: Uri<'static> = uri!("https://example.com/search?q=100%");

fn main() {}

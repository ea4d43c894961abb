use url_literal::{uri, Uri};

const NOTHING: Uri<'static> = uri!("");

fn main() {}

// uri! on Unicode: a URI is ASCII; help names iri! and the encoded literal.
use url_literal::{uri, Uri};

const ARTICLE: Uri<'static> = uri!("https://de.wikipedia.org/wiki/München");

fn main() {}

// iri_uri! computes the URI when it expands: it needs the text then.
use url_literal::{iri_uri, Uri};

const TEXT: &str = "https://bücher.example/";
const SITE: Uri<'static> = iri_uri!(TEXT);

fn main() {}

// A const item: the caret picture in const, the bidi mark escaped.
use url_literal::{iri, Iri};

const TEXT: &str = "https://example.com/a\u{200f}b";
const PAGE: Iri<'static> = iri!(TEXT);

fn main() {}

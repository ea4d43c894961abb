// U+FDD0 is a noncharacter, outside ucschar (RFC 3987 §2.2).
use url_literal::{iri, Iri};

const PAGE: Iri<'static> = iri!("https://example.com/\u{fdd0}");

fn main() {}

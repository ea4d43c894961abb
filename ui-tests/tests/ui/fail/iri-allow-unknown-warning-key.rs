// iri! raises uri!'s warnings, password and likely_mistake.
use url_literal::{iri, Iri};

const HOME: Iri<'static> = iri!("https://example.com/ü", allow(reserved_port));

fn main() {}

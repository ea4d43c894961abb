// RFC 3987 §4.1: no bidirectional formatting character, even where a
// ucschar would do. The right-to-left override is shown escaped.
use url_literal::{iri, Iri};

const DOWNLOAD: Iri<'static> = iri!("https://example.com/\u{202e}gpj.exe");

fn main() {}

// A host RFC 3987 takes but IDNA does not: a label that starts with a
// combining mark (UTS 46 §4.1 V5) cannot be written in punycode.
use url_literal::{iri_uri, Uri};

const SITE: Uri<'static> = iri_uri!("https://\u{301}x.example/");

fn main() {}

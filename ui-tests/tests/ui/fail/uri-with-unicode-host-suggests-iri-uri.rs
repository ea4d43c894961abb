// uri! with an internationalized host of a DNS scheme: help names iri!, the
// percent-encoded literal, and iri_uri!, which writes the host in punycode.
use url_literal::{uri, Uri};

const SHOP: Uri<'static> = uri!("https://bücher.example/straße");

fn main() {}

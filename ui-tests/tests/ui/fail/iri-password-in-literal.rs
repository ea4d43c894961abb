// The password warning of uri!, for an IRI; denied here to show it.
#![deny(deprecated)]
use url_literal::{iri, Iri};

const BACKUP: Iri<'static> = iri!("ftp://józef:hasło@ftp.example.pl/");

fn main() {}

// iri!, iri_ref! and iri_uri! in const, static and let, from literals,
// concat!, raw strings and const items, with the warnings silenced where
// there are some; no other warning (the crate denies them).
#![deny(warnings)]

use url_literal::{iri, iri_ref, iri_uri, Iri, IriRef, Uri};

const TEXT: &str = "https://ja.wikipedia.org/wiki/東京";
const WIKI: Iri<'static> = iri!(TEXT);
static REL: IriRef<'static> = iri_ref!("../café?q=\u{e000}");
const SHOP: Uri<'static> = iri_uri!(concat!("https://bücher", ".example/", "straße"));
const RAW: Iri<'static> = iri!(r"tag:例:ü");
const SECRET: Iri<'static> = iri!("ftp://józef:hasło@ftp.example.pl/", allow(password));

fn main() {
    let local = iri!("mailto:józef@example.pl");
    assert_eq!(WIKI.path(), "/wiki/東京");
    assert_eq!(REL.query(), Some("q=\u{e000}"));
    assert_eq!(SHOP.as_str(), "https://xn--bcher-kva.example/stra%C3%9Fe");
    assert_eq!(RAW.path(), "例:ü");
    assert_eq!(SECRET.userinfo(), Some("józef:hasło"));
    assert_eq!(local.scheme(), "mailto");
    let promoted: &'static Iri<'static> = &iri!("https://example.com/ü");
    assert_eq!(promoted.host_str(), Some("example.com"));
}

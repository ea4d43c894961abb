// A const argument that names a generic parameter (`T::URL`, `Self::URL`,
// `<T as HasUrl>::URL`): a const item cannot see it (E0401), so the macros
// evaluate it in an inline `const { .. }` block, instantiated per type. Its
// warnings (a password, a reserved port) are not raised: the value is not
// known before the function is instantiated.
#![deny(warnings)]

use url_literal::{http_url, iri, uri, url, HttpUrl, Iri, Uri, Url};

trait HasUrl {
    const URL: &'static str;
}

struct Api;
impl HasUrl for Api {
    const URL: &'static str = "http://api.example.com/v1";
}

struct Mirror;
impl HasUrl for Mirror {
    const URL: &'static str = "http://mirror.example.org/pub";
}

fn uri_of<T: HasUrl>() -> Uri<'static> {
    uri!(T::URL)
}

fn url_of<T: HasUrl>() -> Url<'static> {
    url!(T::URL)
}

fn http_url_of<T: HasUrl>() -> HttpUrl<'static> {
    http_url!(<T as HasUrl>::URL)
}

fn iri_of<T: HasUrl>() -> Iri<'static> {
    iri!(T::URL)
}

struct Endpoint<T>(T);
impl<T: HasUrl> Endpoint<T> {
    const URL: &'static str = T::URL;
    fn uri(&self) -> Uri<'static> {
        uri!(Self::URL)
    }
}

fn main() {
    assert_eq!(uri_of::<Api>().as_str(), "http://api.example.com/v1");
    assert_eq!(uri_of::<Mirror>().as_str(), "http://mirror.example.org/pub");
    assert_eq!(url_of::<Api>().as_str(), "http://api.example.com/v1");
    assert_eq!(http_url_of::<Mirror>().as_url().as_str(), "http://mirror.example.org/pub");
    assert_eq!(iri_of::<Api>().as_str(), "http://api.example.com/v1");
    assert_eq!(Endpoint(Mirror).uri().path(), "/pub");
}

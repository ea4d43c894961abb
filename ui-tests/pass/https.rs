// https (RFC 2818 §2.4): http's form, default port 443; `url!` knows it and
// `http_url!` takes it, in const, as a literal and as another argument.
#![deny(warnings)]

use url_literal::{http_url, url, Details, HttpUrl, Scheme, Url};

const API: Url<'static> = url!("https://api.example.com/v1/items?page=2#top");
const TYPED: HttpUrl<'static> = http_url!("https://api.example.com:8443/v1");
const PLAIN: HttpUrl<'static> = http_url!("http://info.cern.ch/");
const FROM_CONCAT: HttpUrl<'static> = http_url!(concat!("HTTPS://", "api.example.com"));
const SECURE: bool = TYPED.is_secure();
const PORT: u16 = TYPED.port_or_default();
const API_PORT: Option<u16> = API.port_or_default();
const KIND: Scheme = API.kind();

fn main() {
    assert_eq!((KIND, API_PORT), (Scheme::Https, Some(443)));
    let Details::Http(view) = API.details() else { panic!("not http's view") };
    assert_eq!((view.is_secure(), view.path(), view.search()), (true, Some("v1/items"), Some("page=2")));
    assert_eq!((SECURE, PORT, TYPED.path()), (true, 8443, Some("v1")));
    assert_eq!((PLAIN.is_secure(), PLAIN.port_or_default()), (false, 80));
    assert_eq!((FROM_CONCAT.is_secure(), FROM_CONCAT.port_or_default(), FROM_CONCAT.scheme()), (true, 443, "HTTPS"));
}

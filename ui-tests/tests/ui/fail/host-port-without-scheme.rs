#![deny(deprecated)]
// `localhost:8080` is a valid URL of scheme `localhost`; the macros say what
// was likely meant.
use url_literal::{uri, url, Uri, Url};

const LOCALHOST: Url<'static> = url!("localhost:8080");
const WITH_PATH: Uri<'static> = uri!("example.com:8080/status");

fn main() {
    assert_eq!(LOCALHOST.scheme(), "localhost");
    assert_eq!(WITH_PATH.scheme(), "example.com");
}

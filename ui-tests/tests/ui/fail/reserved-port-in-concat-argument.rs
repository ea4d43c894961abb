#![deny(deprecated)]

use url_literal::{url, Url};

const MAIL: Url<'static> = url!(concat!("http://www.example.com:", "25", "/"));

fn main() {
    assert_eq!(MAIL.port(), Some(25));
}

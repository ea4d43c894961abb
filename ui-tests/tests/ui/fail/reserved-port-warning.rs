#![deny(deprecated)]

use url_literal::{url, Url};

const MAIL: Url<'static> = url!("http://www.example.com:25/");
const SSH: Url<'static> = url!("x-ssh://git.example.org:22/");

fn main() {
    assert_eq!(MAIL.port(), Some(25));
    assert_eq!(SSH.port(), Some(22));
}

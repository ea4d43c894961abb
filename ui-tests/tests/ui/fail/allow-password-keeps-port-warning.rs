// allow(password) silences the password warning only: the port one stays.
#![deny(deprecated)]

use url_literal::{url, Url};

const TEXT: &str = "ftp://backup:hunter2@ftp.example.org:23/";
const LITERAL: Url<'static> = url!("ftp://backup:hunter2@ftp.example.org:23/", allow(password));
const CONSTANT: Url<'static> = url!(TEXT, allow(password));

fn main() {
    assert_eq!(LITERAL, CONSTANT);
}

#![deny(deprecated)]

use url_literal::{url, Url};

const BACKUP: Url<'static> = url!("ftp://backup:hunter2@ftp.example.org/");

fn main() {
    assert_eq!(BACKUP.password(), Some("hunter2"));
}

// The §6 warnings hold for a non-literal argument too, computed in const.
#![deny(deprecated)]

use url_literal::{ftp_url, url, FtpUrl, Url};

const TEXT: &str = "ftp://backup:hunter2@ftp.example.org/";
const BACKUP: Url<'static> = url!(TEXT);
const TYPED: FtpUrl<'static> = ftp_url!(concat!("ftp://backup:", "hunter2", "@ftp.example.org/"));

fn main() {
    assert_eq!(BACKUP.password(), Some("hunter2"));
    assert_eq!(TYPED.as_url().password(), Some("hunter2"));
}

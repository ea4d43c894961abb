#![deny(warnings)]

extern crate url_literal as renamed;

use url_literal as u;
use url_literal::{http_url as web, url as link};

const VIA_ALIAS: u::Url<'static> = u::url!("http://info.cern.ch/");
const VIA_EXTERN_CRATE: renamed::Url<'static> = renamed::url!("http://info.cern.ch/");
const VIA_RENAMED_MACRO: renamed::Url<'static> = link!("http://info.cern.ch/");
const TYPED: u::HttpUrl<'static> = web!("http://info.cern.ch/");
const FALLBACK: u::Url<'static> = u::url!(concat!("http://", "info.cern.ch/"));
const TYPED_FALLBACK: renamed::FtpUrl<'static> = renamed::ftp_url!(concat!("ftp://", "ftp.example.org/"));

fn main() {
    assert_eq!(VIA_ALIAS, VIA_EXTERN_CRATE);
    assert_eq!(VIA_ALIAS, VIA_RENAMED_MACRO);
    assert_eq!(VIA_ALIAS, TYPED.as_url());
    assert_eq!(VIA_ALIAS, FALLBACK);
    assert_eq!(TYPED_FALLBACK.port_or_default(), 21);
}

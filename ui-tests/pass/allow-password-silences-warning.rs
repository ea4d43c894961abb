// allow(..) after the argument silences that warning of that call, for a
// literal, an assembled text and a const item alike; the crate denies all
// warnings, so this would not compile if one stayed.
#![deny(warnings)]

use url_literal::{ftp_url, uri, uri_ref, url, FtpUrl, Uri, UriRef, Url};

const TEXT: &str = "ftp://backup:hunter2@ftp.example.org/";

const LITERAL: Url<'static> = url!("ftp://backup:hunter2@ftp.example.org/", allow(password));
const TYPED: FtpUrl<'static> = ftp_url!("ftp://backup:hunter2@ftp.example.org/", allow(password),);
const ASSEMBLED: Url<'static> = url!(concat!("ftp://backup:", "hunter2", "@ftp.example.org/"), allow(password));
const CONSTANT: Url<'static> = url!(TEXT, allow(password));
const ALL_FOUR: Url<'static> = url!(
    "ftp://backup:hunter2@010.0.0.1:23/a%0D%0ADELE%20x/f",
    allow(password, reserved_port, control_character, ambiguous_host)
);
const ALL_FOUR_CONSTANT: Url<'static> = url!(
    concat!("ftp://backup:hunter2@010.0.0.1:23/", "a%00/", "f"),
    allow(ambiguous_host, control_character, reserved_port, password)
);
const URI: Uri<'static> = uri!("ftp://backup:hunter2@ftp.example.org/", allow(password));
const URI_CONSTANT: UriRef<'static> = uri_ref!(TEXT, allow(password));

fn main() {
    assert_eq!(LITERAL.password(), Some("hunter2"));
    assert_eq!(TYPED.as_url(), LITERAL);
    assert_eq!((ASSEMBLED, CONSTANT), (LITERAL, LITERAL));
    assert_eq!(ALL_FOUR.port(), Some(23));
    assert_eq!(ALL_FOUR_CONSTANT.as_str(), "ftp://backup:hunter2@010.0.0.1:23/a%00/f");
    assert_eq!(URI.userinfo(), Some("backup:hunter2"));
    assert_eq!(URI_CONSTANT.userinfo(), Some("backup:hunter2"));
    let local = url!("telnet://guest:guest@bbs.example.org:2/", allow(password, reserved_port));
    assert_eq!(local.port(), Some(2));
}

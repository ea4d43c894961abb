//! The expansions raise no lint of their own in a crate that denies every
//! warning: trybuild allows `dead_code` in its pass cases, so the one lint
//! that a const argument whose warnings do not fire could raise (the unused
//! `check` of each warning's local type) is checked here, where rustc runs
//! the crate's own lints, with the allowed-by-default lints that an
//! expansion's `extern crate` (`emit::core_alias`) could raise.
#![deny(warnings, rust_2018_idioms, unused_extern_crates, unused_qualifications)]

use url_literal::{ftp_url, uri, uri_ref, url, FtpUrl, Uri, UriRef, Url};

const PLAIN: &str = "ftp://ftp.example.org/pub/";
const SECRET: &str = "ftp://backup:hunter2@ftp.example.org:23/";

const FROM_CONST: Url<'static> = url!(PLAIN);
const TYPED: FtpUrl<'static> = ftp_url!(PLAIN);
const ALLOWED: Url<'static> = url!(SECRET, allow(password, reserved_port));
const URI: Uri<'static> = uri!(PLAIN);
const URI_ALLOWED: UriRef<'static> = uri_ref!(SECRET, allow(password));
const ASSEMBLED: Url<'static> = url!(concat!("ftp://", "ftp.example.org", "/pub/"));

#[test]
fn const_arguments_whose_warnings_do_not_fire() {
    let local = url!(SECRET, allow(password, reserved_port));
    assert_eq!(FROM_CONST, TYPED.as_url());
    assert_eq!((ALLOWED.port(), local.port()), (Some(23), Some(23)));
    assert_eq!((URI.path(), URI_ALLOWED.userinfo()), ("/pub/", Some("backup:hunter2")));
    assert_eq!(ASSEMBLED.as_str(), PLAIN);
}

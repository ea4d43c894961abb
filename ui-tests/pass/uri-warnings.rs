// The password warning of the uri! macros is a `deprecated` lint that
// `#[allow(deprecated)]` silences; nothing else warns: no password, an empty
// one, an encoded ':', or a port below 1024. The crate denies all warnings.
#![deny(warnings)]

use url_literal::{uri, uri_ref, Uri, UriRef};

const SECRET: &str = "ftp://backup:hunter2@ftp.example.org/";

#[allow(deprecated)]
const LITERAL: Uri<'static> = uri!("ftp://backup:hunter2@ftp.example.org/");
#[allow(deprecated)]
static FROM_CONST: Uri<'static> = uri!(SECRET);
#[allow(deprecated)]
const RELATIVE: UriRef<'static> = uri_ref!(concat!("//u:", "p@h/"));

const NO_PASSWORD: Uri<'static> = uri!("ssh://git@git.example.org:22/repo");
const EMPTY_PASSWORD: Uri<'static> = uri!("ftp://anonymous:@ftp.example.org:21/");
const ENCODED_COLON: UriRef<'static> = uri_ref!("//a%3Ab@h/");
const NO_PASSWORD_CONST: Uri<'static> = uri!(concat!("ssh://git@", "git.example.org/"));

fn main() {
    assert_eq!(LITERAL, FROM_CONST);
    assert_eq!(RELATIVE.userinfo(), Some("u:p"));
    #[allow(deprecated)]
    let local = uri_ref!("//u:p@h/");
    assert_eq!(local, RELATIVE);
    assert_eq!(NO_PASSWORD.port(), Some(22));
    assert_eq!(EMPTY_PASSWORD.userinfo(), Some("anonymous:"));
    assert_eq!(ENCODED_COLON.userinfo(), Some("a%3Ab"));
    assert_eq!(NO_PASSWORD_CONST.userinfo(), Some("git"));
}

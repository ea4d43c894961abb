// RFC 3986 §3.2.1 deprecates 'user:password' in the userinfo: a warning,
// denied here so that it shows.
#![deny(deprecated)]

use url_literal::{uri, uri_ref, Uri, UriRef};

const BACKUP: Uri<'static> = uri!("ftp://backup:hunter2@ftp.example.org/");
const MIRROR: UriRef<'static> = uri_ref!("//backup:hunter2@mirror.example.org/");

fn main() {
    assert_eq!(BACKUP.userinfo(), Some("backup:hunter2"));
    assert_eq!(MIRROR.userinfo(), Some("backup:hunter2"));
}

// The password warning holds for a non-literal argument too, computed in const.
#![deny(deprecated)]

use url_literal::{uri, uri_ref, Uri, UriRef};

const TEXT: &str = "ssh://git:hunter2@git.example.org/repo";
const REPO: Uri<'static> = uri!(TEXT);
const MIRROR: UriRef<'static> = uri_ref!(concat!("//backup:", "hunter2", "@mirror.example.org/"));

fn main() {
    assert_eq!(REPO.userinfo(), Some("git:hunter2"));
    assert_eq!(MIRROR.userinfo(), Some("backup:hunter2"));
}

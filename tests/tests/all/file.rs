//! `fileurl` (RFC 1738 §3.10, §5).
//!
//! ```text
//! fileurl = "file://" [ host | "localhost" ] "/" fpath
//! fpath   = fsegment *[ "/" fsegment ]
//! ```
//!
//! DESIGN.md: the `/` after the host is required; the host may be empty or
//! `localhost`; no user name, password or port.

use crate::helpers;

use helpers::*;
use url_core::{Details, FileUrl, Host, Scheme, Url};

/// `(host, is_local, path, segments)` of a file URL.
type File<'a> = (&'a str, bool, &'a str, Vec<&'a str>);

#[track_caller]
fn file(input: &str) -> FileUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::File);
    let Details::File(view) = url.details() else { panic!("{input:?} is not seen as file") };
    assert_eq!(FileUrl::parse(input), Ok(view));
    assert_eq!(FileUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    assert!(url.has_login());
    assert_eq!((url.user(), url.password(), url.port(), url.port_or_default()), (None, None, None, None));
    assert_eq!(url.host_str(), Some(view.host()));
    assert_eq!(url.url_path(), Some(view.path()));
    view
}

#[track_caller]
fn parts(input: &str) -> File<'_> {
    let f = file(input);
    (f.host(), f.is_local(), f.path(), f.segments().collect())
}

#[test]
fn spec_vms_example() {
    // DISK$USER:[MY.NOTES]NOTE123456.TXT
    assert_eq!(
        parts("file://vms.host.edu/disk$user/my/notes/note12345.txt"),
        ("vms.host.edu", false, "disk$user/my/notes/note12345.txt", vec!["disk$user", "my", "notes", "note12345.txt"])
    );
    let f = file("file://vms.host.edu/disk$user/my/notes/note12345.txt");
    assert_eq!(f.as_url().host(), Some(Host::Name("vms.host.edu")));
}

#[test]
fn local_hosts() {
    // "<host> can be the string "localhost" or the empty string".
    assert_eq!(parts("file:///etc/motd"), ("", true, "etc/motd", vec!["etc", "motd"]));
    assert_eq!(parts("file://localhost/etc/motd"), ("localhost", true, "etc/motd", vec!["etc", "motd"]));
    assert_eq!(parts("file://LocalHost/x"), ("LocalHost", true, "x", vec!["x"]));
    assert_eq!(parts("file://LOCALHOST/"), ("LOCALHOST", true, "", vec![""]));
    assert_eq!(parts("file:///"), ("", true, "", vec![""]));
    assert_eq!(parts("FILE:///x"), ("", true, "x", vec!["x"]));
    // Not local.
    assert_eq!(parts("file://localhost.dom/x"), ("localhost.dom", false, "x", vec!["x"]));
    assert_eq!(parts("file://local/x"), ("local", false, "x", vec!["x"]));
    assert_eq!(parts("file://127.0.0.1/x"), ("127.0.0.1", false, "x", vec!["x"]));
    assert_eq!(file("file://127.0.0.1/x").as_url().host(), Some(Host::Ipv4([127, 0, 0, 1])));
}

#[test]
fn paths() {
    assert_eq!(parts("file://host/a//b/"), ("host", false, "a//b/", vec!["a", "", "b", ""]));
    assert_eq!(parts("file:////abs"), ("", true, "/abs", vec!["", "abs"]));
    // fsegment takes "?", ":", "@", "&", "=" unencoded.
    assert_eq!(parts("file://host/a?b:c@d&e=f=g"), ("host", false, "a?b:c@d&e=f=g", vec!["a?b:c@d&e=f=g"]));
    assert_eq!(parts("file:///c:/autoexec.bat"), ("", true, "c:/autoexec.bat", vec!["c:", "autoexec.bat"]));
    assert_eq!(parts("file:///a%3Bb%2Fc"), ("", true, "a%3Bb%2Fc", vec!["a%3Bb%2Fc"]));
    let f = file("file:///#f");
    assert_eq!((f.path(), f.fragment()), ("", Some("f")));
    let f = file("file:///x/y#top");
    assert_eq!((f.path(), f.fragment()), ("x/y", Some("top")));
}

#[test]
fn the_slash_after_the_host_is_required() {
    let msg = "file URLs need '/' after the host";
    err("file://", 7, 0, "fileurl", "3.10", "'/'", msg);
    err("file://host", 11, 0, "fileurl", "3.10", "'/'", msg);
    err("file://localhost", 16, 0, "fileurl", "3.10", "'/'", msg);
    err("file://host#f", 11, 0, "fileurl", "3.10", "'/'", msg);
    err("file://#f", 7, 0, "fileurl", "3.10", "'/'", msg);
}

#[test]
fn no_login_and_no_port() {
    let msg = "file URLs take no user name or password";
    err("file://user@host/x", 7, 5, "fileurl", "3.10", NO_LOGIN, msg);
    err("file://@host/x", 7, 1, "fileurl", "3.10", NO_LOGIN, msg);
    err("file://u:p@/x", 7, 4, "fileurl", "3.10", NO_LOGIN, msg);
    let msg = "file URLs take no port";
    err("file://host:80/x", 11, 3, "fileurl", "3.10", "a host without port", msg);
    err("file://host:/x", 11, 1, "fileurl", "3.10", "a host without port", msg);
    err("file://localhost:0/", 16, 2, "fileurl", "3.10", "a host without port", msg);
}

#[test]
fn slashes_and_host() {
    let msg = "file URLs start with 'file://'";
    err_uri("file:/etc/motd", 6, 0, "fileurl", "3.10", "file://", msg);
    err("file:etc", 5, 1, "fileurl", "3.10", "file://", msg);
    err("file:", 5, 0, "fileurl", "3.10", "file://", msg);
    err_uri("file://-x/a", 7, 1, "domainlabel", "3.1", LABELS, "host name label starts with '-'");
    err_uri(
        "file://host./a",
        11,
        1,
        "domainlabel",
        "3.1",
        LABELS,
        "host name ends with '.'; RFC 1738 host names take no final dot",
    );
    err("file://c:\\x", 8, 3, "fileurl", "3.10", "a host without port", "file URLs take no port");
}

#[test]
fn path_characters() {
    err_uri(
        "file://host/a;b",
        13,
        1,
        "fsegment",
        "3.10",
        FPATH_CHARS,
        "unexpected character ';' in file path; ';' is reserved there and must be written %3B",
    );
    err("file://host/a b", 13, 1, "fsegment", "2.2", FPATH_CHARS, "space in file path; write it as %20");
    err(
        "file:///a\\b",
        9,
        1,
        "fsegment",
        "2.2",
        FPATH_CHARS,
        "unexpected character '\\' in file path; '\\' is unsafe and must be written %5C",
    );
    err(
        "file:///a%",
        9,
        1,
        "fsegment",
        "2.2",
        FPATH_CHARS,
        "'%' not followed by two hex digits in file path; write a literal '%' as %25",
    );
    err(
        "file:///\u{e9}t\u{e9}",
        8,
        2,
        "fsegment",
        "2.2",
        FPATH_CHARS,
        "non-ASCII character '\u{e9}' in file path; octets 80-FF must be percent-encoded, here as %C3%A9",
    );
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = FileUrl::parse("prospero://h/x").unwrap_err();
    check(&e, "prospero://h/x", 0, 8, "fileurl", "3.10", "file://", "expected a file URL, found a prospero URL");
    let e = FileUrl::from_url(Url::parse("ftp://h/x").unwrap()).unwrap_err();
    check(&e, "ftp://h/x", 0, 3, "fileurl", "3.10", "file://", "expected a file URL, found an ftp URL");
}

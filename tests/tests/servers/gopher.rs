//! gopher and gopher+ against Debian's pygopherd: menus, text, search,
//! attributes, its error answers.

use std::fs;

use url_literal::client::{Error, Input, Step};

use crate::daemon::{Daemon, Scratch};
use crate::fetch::{assert_reply, client, fetch, fetch_err, fetch_with};

const ABOUT: &[u8] = b"About this server.\r\nSecond line\n";

fn gopher_daemon() -> Daemon {
    let s = Scratch::new("gopher");
    s.file(
        "root/gophermap",
        b"Welcome to the test server\n0About this server\tabout.txt\n7Search the words\tsearch.sh\n1Files\tfiles\n",
    );
    s.file("root/about.txt", ABOUT);
    s.file("root/search.sh", b"#!/bin/sh\nprintf 'you searched for: %s\\n' \"$SEARCHREQUEST\"\n");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(s.path().join("root/search.sh"), fs::Permissions::from_mode(0o755)).unwrap();
    }
    s.file("root/files/a b.txt", b"spaced\n");
    Daemon::gopher(s)
}

#[test]
fn gopher_menu_text_and_search() {
    let d = gopher_daemon();
    let p = d.port;
    let menu = String::from_utf8(fetch(&d.url("gopher", "/"))).unwrap();
    assert_eq!(
        menu,
        format!(
            "iWelcome to the test server\tfake\t(NULL)\t0\r\n\
             0About this server\t/about.txt\t127.0.0.1\t{p}\t+\r\n\
             7Search the words\t/search.sh\t127.0.0.1\t{p}\t+\r\n\
             1Files\t/files\t127.0.0.1\t{p}\t+\r\n"
        )
    );
    // type 1 and an empty path are the same menu
    assert_eq!(fetch(&d.url("gopher", "/1")), menu.as_bytes());
    assert_eq!(fetch(&d.url("gopher", "/0/about.txt")), ABOUT);
    assert_eq!(fetch(&d.url("gopher", "/7/search.sh%09red%20fish")), b"you searched for: red fish\n");
    // a search engine's search from the user
    let url = d.url("gopher", "/7/search.sh");
    let e = fetch_err(&url);
    assert!(matches!(e, Error::NeedsInput(Input::Search)), "{e:?}");
    assert_eq!(fetch_with(&client().search("blue fish"), &url), b"you searched for: blue fish\n");
    // a directory the server lists itself (the name without its
    // extension), a selector with a space
    let files = String::from_utf8(fetch(&d.url("gopher", "/1/files"))).unwrap();
    assert_eq!(files, format!("0a b\t/files/a b.txt\t127.0.0.1\t{p}\t+\r\n"));
    assert_eq!(fetch(&d.url("gopher", "/0/files/a%20b.txt")), b"spaced\n");
    let log = d.log_with("/files/a b.txt");
    let seen: Vec<&str> = log.lines().filter(|l| l.starts_with("127.0.0.1 [")).collect();
    assert_eq!(
        seen[..4],
        [
            "127.0.0.1 [GopherProtocol/BuckGophermapHandler]: /",
            "127.0.0.1 [GopherProtocol/BuckGophermapHandler]: /",
            "127.0.0.1 [GopherProtocol/FileHandler]: /about.txt",
            "127.0.0.1 [GopherProtocol/ExecHandler]: /search.sh",
        ]
    );
}

#[test]
fn gopher_plus_requests() {
    let d = gopher_daemon();
    // "+": the item's default view; the response's "+<length>" header is read
    assert_eq!(fetch(&d.url("gopher", "/0/about.txt%09%09+")), ABOUT);
    // "!": the item's attributes, "+-1"/"+-2" delimited
    let info = String::from_utf8(fetch(&d.url("gopher", "/0/about.txt%09%09!"))).unwrap();
    let head = format!(
        "+INFO: 0about.txt\t/about.txt\t127.0.0.1\t{}\t+\r\n+ADMIN:\r\n \
         Admin: Unconfigured Pygopherd Admin <pygopherd@nowhere.nowhere>\r\n Mod-Date: ",
        d.port
    );
    assert!(info.starts_with(&head), "{info:?}");
    // the date, then the views; no "." line (the "+-1" terminator) is written
    assert!(info.ends_with(">\r\n+VIEWS:\r\n text/plain: <0k>\r\n"), "{info:?}");
    assert_eq!(info.matches("\r\n").count(), 6, "{info:?}");
    // a gopher+ error: "--2" and what it is
    let e = fetch_err(&d.url("gopher", "/0/nope%09%09+"));
    assert_reply(
        &e,
        Step::Status,
        r"/nope\t+",
        "--2 1 Unconfigured Pygopherd Admin <pygopherd@nowhere.nowhere>",
        "+<length>",
    );
    let log = d.log_with("/nope");
    assert!(log.contains("127.0.0.1 [GopherPlusProtocol/FileHandler]: /about.txt"), "{log}");
    assert!(log.contains("[GopherPlusProtocol/None] EXCEPTION FileNotFound: '/nope' does not exist"), "{log}");
}

#[test]
fn gopher_missing_item_is_an_error_menu() {
    // plain gopher has no status: the server answers with a type-3 item
    let d = gopher_daemon();
    let body = String::from_utf8(fetch(&d.url("gopher", "/0/nope"))).unwrap();
    assert_eq!(body, "3'/nope' does not exist (no handler found)\t\terror.host\t1\r\n");
}

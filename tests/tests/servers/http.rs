//! http against Python's `http.server`.

use url_literal::client::Step;

use crate::daemon::{binary, Daemon, Scratch};
use crate::fetch::{assert_reply, fetch, fetch_err};

fn http_daemon() -> Daemon {
    let s = Scratch::new("http");
    s.file("root/index.txt", b"plain http\n");
    s.file("root/dir/bin.dat", &binary());
    s.file("root/a b.txt", b"spaced\n");
    Daemon::http(s)
}

#[test]
fn http_get() {
    let d = http_daemon();
    assert_eq!(fetch(&d.url("http", "/index.txt")), b"plain http\n");
    assert_eq!(fetch(&d.url("http", "/dir/bin.dat")), binary());
    assert_eq!(fetch(&d.url("http", "/a%20b.txt?x=1")), b"spaced\n");
    let e = fetch_err(&d.url("http", "/missing.txt"));
    assert_reply(&e, Step::Status, "GET /missing.txt HTTP/1.0", "HTTP/1.0 404 File not found", "2xx");
    let log = d.log_with("missing.txt");
    let seen: Vec<&str> = log.lines().filter_map(|l| l.split_once("] \"").map(|(_, r)| r)).collect();
    assert_eq!(
        seen,
        [
            "GET /index.txt HTTP/1.0\" 200 -",
            "GET /dir/bin.dat HTTP/1.0\" 200 -",
            "GET /a%20b.txt?x=1 HTTP/1.0\" 200 -",
            "GET /missing.txt HTTP/1.0\" 404 -",
        ]
    );
}

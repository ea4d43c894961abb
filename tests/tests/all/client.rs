//! `url_literal::client` without daemons: refusals before connecting, a
//! closed port, a silent server, and scripted servers (threads of this test
//! on 127.0.0.1 with an ephemeral port) for replies no real daemon gives;
//! the `fetch` example's usage errors.
//!
//! The tests against real daemons others wrote (pyftpdlib, pygopherd,
//! Python's `http.server`) are the `servers` test binary
//! (`tests/tests/servers/`), which `cargo test --workspace` does not build:
//! `cargo xtask servers` installs the daemons and runs it.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::thread;
use std::time::{Duration, Instant};

use url_literal::client::{Client, Error, Step};
use url_literal::interpret::WireError;

use crate::support::fetch::{assert_reply, client, fetch, fetch_bin, fetch_err, fetch_err_with, USAGE};

// ---------------------------------------------------------------------------
// ftp
// ---------------------------------------------------------------------------

#[test]
fn ftp_control_characters_are_refused_before_connecting() {
    // a listener that records whether anyone connected
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    let e = fetch_err(&format!("ftp://127.0.0.1:{port}/a%0D%0ADELE%20x/f"));
    assert!(matches!(e, Error::Refused(WireError::Url(_))), "{e:?}");
    assert!(e.is_url_error());
    assert_eq!(
        e.to_string(),
        "refused before connecting: encoded CR (%0D) in the ftp path would be sent to the server as a line break (RFC 1738 §6)"
    );
    let e = fetch_err_with(&Client::new().email("me\r\nDELE x"), &format!("ftp://127.0.0.1:{port}/f"));
    assert!(matches!(e, Error::Refused(WireError::Argument(_))), "{e:?}");
    let e = fetch_err_with(&Client::new().password("pw\nDELE x"), &format!("ftp://u@127.0.0.1:{port}/f"));
    assert!(matches!(e, Error::RefusedPassword { offset: 2, byte: b'\n' }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "refused before connecting: LF at offset 2 in the password would be sent to the server as a line break (RFC 1738 §6)"
    );
    let e = fetch_err(&format!("gopher://127.0.0.1:{port}/7sel%09q%0D%0Aevil"));
    assert!(matches!(e, Error::Refused(WireError::Url(_))), "{e:?}");
    let e = fetch_err_with(&Client::new().search("a\r\nb"), &format!("gopher://127.0.0.1:{port}/7sel"));
    assert!(matches!(e, Error::Refused(WireError::Argument(_))), "{e:?}");
    // nobody connected
    assert_eq!(listener.accept().unwrap_err().kind(), std::io::ErrorKind::WouldBlock);
}

#[test]
fn closed_port_is_a_connect_error() {
    let port = {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    for scheme in ["ftp", "gopher", "http"] {
        let e = fetch_err(&format!("{scheme}://127.0.0.1:{port}/x"));
        match &e {
            Error::Connect { host, port: p, source } => {
                assert_eq!(
                    (host.as_str(), *p, source.kind()),
                    ("127.0.0.1", port, std::io::ErrorKind::ConnectionRefused)
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(e.to_string().starts_with(&format!("cannot connect to 127.0.0.1:{port}: ")), "{e}");
        assert_eq!(e.step(), Some(Step::Connect));
    }
}

#[test]
fn silent_server_is_a_timeout() {
    // accepts, then says nothing: the greeting never comes
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let held = thread::spawn(move || {
        let mut kept = Vec::new();
        for _ in 0..2 {
            kept.push(listener.accept().unwrap().0);
        }
        thread::sleep(Duration::from_secs(2));
        drop(kept);
    });
    let quick = client().read_timeout(Duration::from_millis(300));
    let start = Instant::now();
    let e = fetch_err_with(&quick, &format!("ftp://127.0.0.1:{port}/f"));
    assert!(matches!(e, Error::Timeout { step: Step::Greeting, command: None }), "{e:?}");
    assert_eq!(e.to_string(), "greeting: no answer in time");
    let e = fetch_err_with(&quick, &format!("gopher://127.0.0.1:{port}/0about"));
    assert!(matches!(&e, Error::Timeout { step: Step::Body, command: Some(c) } if c == "about"), "{e:?}");
    assert_eq!(e.to_string(), "body: no answer in time to \"about\"");
    assert!(start.elapsed() < Duration::from_secs(2), "{:?}", start.elapsed());
    held.join().unwrap();
}

#[test]
fn ftp_reply_of_the_wrong_class_mid_session() {
    // a scripted server: fine greeting and login, then a 421 to CWD
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut r = BufReader::new(s.try_clone().unwrap());
        let mut seen = Vec::new();
        s.write_all(b"220-multi\r\n220 line greeting\r\n").unwrap();
        for reply in ["331 password please\r\n", "230 ok\r\n", "421 Service not available\x1b[31m\r\n"] {
            let mut line = String::new();
            r.read_line(&mut line).unwrap();
            seen.push(line);
            s.write_all(reply.as_bytes()).unwrap();
        }
        seen
    });
    let e = fetch_err(&format!("ftp://127.0.0.1:{port}/dir/f"));
    assert_reply(&e, Step::Cwd, "CWD dir", r"421 Service not available\u{1b}[31m", "2xx");
    assert_eq!(server.join().unwrap(), ["USER anonymous\r\n", "PASS tester@example.org\r\n", "CWD dir\r\n"]);
}

#[test]
fn https_and_other_schemes_are_out_of_scope() {
    let e = fetch_err("https://127.0.0.1:1/");
    assert!(matches!(&e, Error::Unsupported(s) if s == "https"), "{e:?}");
    assert!(e.is_url_error());
    assert_eq!(e.to_string(), "https is out of scope for this client, which speaks plain http/1.0 without TLS");
    let e = fetch_err("mailto:someone@example.org");
    assert_eq!(e.to_string(), "a mailto URL is not fetched but sent: Client::send_mail (RFC 6068)");
    let e = fetch_err("telnet://127.0.0.1:1/");
    assert_eq!(e.to_string(), "a telnet URL is not fetched but opened as a session: Client::telnet (RFC 1738 §3.8)");
    let e = fetch_err("wais://127.0.0.1:1/db?query");
    assert!(matches!(&e, Error::Unsupported(s) if s == "wais"), "{e:?}");
    assert_eq!(e.to_string(), "the client fetches ftp, gopher, http, news and nntp URLs, not wais");
    let e = fetch_err("http://user@host/");
    assert!(matches!(e, Error::Parse(_)), "{e:?}");
}

#[test]
fn http_short_body_is_truncated() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut req = [0u8; 1024];
        let n = s.read(&mut req).unwrap();
        s.write_all(b"HTTP/1.0 200 OK\r\nContent-Length: 10\r\n\r\nshort").unwrap();
        String::from_utf8_lossy(&req[..n]).into_owned()
    });
    let e = fetch_err(&format!("http://127.0.0.1:{port}/x?y"));
    assert!(matches!(e, Error::Truncated { expected: 10, received: 5 }), "{e:?}");
    assert_eq!(
        server.join().unwrap(),
        format!("GET /x?y HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\nUser-Agent: url-literal/0.1.0\r\nAccept: */*\r\n\r\n")
    );
}

// ---------------------------------------------------------------------------
// the fetch example, as a process
// ---------------------------------------------------------------------------

#[test]
fn fetch_example_usage_errors() {
    // refused before anything is sent: a listener records that nobody
    // connected
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    let out = fetch_bin().arg("https://example.org/").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "fetch: https is out of scope for this client, which speaks plain http/1.0 without TLS\n"
    );
    let out = fetch_bin().output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr), format!("fetch: no URL\n{USAGE}\n"));
    {
        use std::os::unix::ffi::OsStrExt;
        let out = fetch_bin().arg(std::ffi::OsStr::from_bytes(b"ftp://h/\xff")).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("fetch: argument is not UTF-8: ftp://h/\u{fffd}\n{USAGE}\n")
        );
    }
    let out = fetch_bin().arg(format!("ftp://127.0.0.1:{port}/a%0Ab")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stdout, b"");
    assert_eq!(listener.accept().unwrap_err().kind(), std::io::ErrorKind::WouldBlock);
}

/// A server that answers each of `replies` (one connection each) after
/// reading the request line, and returns the lines it read.
fn scripted(replies: Vec<&'static [u8]>) -> (u16, thread::JoinHandle<Vec<String>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let handle = thread::spawn(move || {
        let mut seen = Vec::new();
        for reply in replies {
            let (mut s, _) = listener.accept().unwrap();
            let mut line = String::new();
            BufReader::new(s.try_clone().unwrap()).read_line(&mut line).unwrap();
            seen.push(line);
            s.write_all(reply).unwrap();
        }
        seen
    });
    (port, handle)
}

#[test]
fn gopher_plus_length_delimiters() {
    // pygopherd answers "+<length>" and "+-2"; "+-1" (ends with a "." line)
    // and short bodies come from a scripted server
    let (port, server) = scripted(vec![
        b"+-1\r\nfirst\r\n.second\r\n.\r\n",
        b"+-1\r\n.\r\n",
        b"+5\r\nhello, and more",
        b"+10\r\nshort",
        b"ok\r\n",
    ]);
    let url = |rest: &str| format!("gopher://127.0.0.1:{port}/0{rest}");
    assert_eq!(fetch(&url("a%09%09+")), b"first\r\n.second\r\n");
    assert_eq!(fetch(&url("b%09%09+")), b"");
    assert_eq!(fetch(&url("c%09%09+")), b"hello");
    let e = fetch_err(&url("d%09%09+"));
    assert!(matches!(e, Error::Truncated { expected: 10, received: 5 }), "{e:?}");
    assert_eq!(e.to_string(), "body: the server announced 10 bytes and closed after 5");
    let e = fetch_err(&url("e%09%09+"));
    assert_reply(&e, Step::Status, r"e\t+", "ok", "+<length>");
    assert_eq!(server.join().unwrap(), ["a\t+\r\n", "b\t+\r\n", "c\t+\r\n", "d\t+\r\n", "e\t+\r\n"]);
}

//! news and nntp against Debian's INN (innd and nnrpd): articles posted
//! through the server (`POST`), then fetched by number and by message-id,
//! a group listed, every group listed, and each error.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::thread;
use std::time::Duration;

use url_literal::client::{Client, Error, Step};

use crate::daemon::{Daemon, Scratch};
use crate::fetch::{client, fetch_bin, fetch_err_with, fetch_with};

/// A line that starts with `.` and one that starts with `..`: the server
/// sends them dot-stuffed, the client must give them back as they are.
const ONE: &[u8] = b"From: Tester <tester@test.invalid>\r\n\
Newsgroups: local.one\r\n\
Subject: first\r\n\
Date: Mon, 07 Dec 2026 00:00:00 +0000\r\n\
Message-ID: <one@test.invalid>\r\n\
\r\n\
hello\r\n\
.dot line\r\n\
..two dots\r\n";

/// A non-ASCII body, in UTF-8.
const TWO: &[u8] = "From: Tester <tester@test.invalid>\r\n\
Newsgroups: local.one\r\n\
Subject: second\r\n\
Date: Mon, 07 Dec 2026 00:00:01 +0000\r\n\
Message-ID: <two@test.invalid>\r\n\
MIME-Version: 1.0\r\n\
Content-Type: text/plain; charset=utf-8\r\n\
Content-Transfer-Encoding: 8bit\r\n\
\r\n\
café crème, naïve Ωμέγα\r\n"
    .as_bytes();

const THREE: &[u8] = b"From: Tester <tester@test.invalid>\r\n\
Newsgroups: local.two\r\n\
Subject: in two\r\n\
Date: Mon, 07 Dec 2026 00:00:02 +0000\r\n\
Message-ID: <three@test.invalid>\r\n\
\r\n\
third\r\n";

/// Reads one response line.
fn line(r: &mut impl BufRead) -> String {
    let mut l = String::new();
    r.read_line(&mut l).unwrap();
    l
}

/// Posts `article` through the server (RFC 3977 §6.3.1), dot-stuffed.
fn post(port: u16, article: &[u8]) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    let mut r = BufReader::new(s.try_clone().unwrap());
    assert!(line(&mut r).starts_with("200 "));
    s.write_all(b"POST\r\n").unwrap();
    assert!(line(&mut r).starts_with("340 "));
    let mut data = Vec::new();
    for l in article.split_inclusive(|&b| b == b'\n') {
        if l.first() == Some(&b'.') {
            data.push(b'.');
        }
        data.extend_from_slice(l);
    }
    data.extend_from_slice(b".\r\n");
    s.write_all(&data).unwrap();
    let reply = line(&mut r);
    assert!(reply.starts_with("240 "), "{reply}");
    s.write_all(b"QUIT\r\n").unwrap();
    assert!(line(&mut r).starts_with("205 "));
}

/// INN with the three articles posted.
fn inn() -> Daemon {
    let d = Daemon::innd(Scratch::new("news"));
    for a in [ONE, TWO, THREE] {
        post(d.port, a);
    }
    d
}

/// `article` as INN stores and serves it: its `Path` first, then the
/// poster's headers with nnrpd's `Organization` before `Message-ID`, then
/// `Injection-Info` (left out here: it names the machine and the nnrpd
/// process) and `Xref`.
fn served(article: &[u8], xref: &str) -> Vec<u8> {
    let split = article.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 2;
    let id = article.windows(12).position(|w| w == b"\nMessage-ID:").unwrap() + 1;
    let mut out = b"Path: test.invalid!.POSTED!not-for-mail\r\n".to_vec();
    out.extend_from_slice(&article[..id]);
    out.extend_from_slice(b"Organization: url-literal tests\r\n");
    out.extend_from_slice(&article[id..split]);
    out.extend_from_slice(format!("Xref: test.invalid {xref}\r\n").as_bytes());
    out.extend_from_slice(&article[split..]);
    out
}

/// `article` without its `Injection-Info` field (and its continuation
/// lines).
fn without_injection_info(article: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut skipping = false;
    for l in article.split_inclusive(|&b| b == b'\n') {
        if l.starts_with(b"Injection-Info:") {
            skipping = true;
            continue;
        }
        if skipping && (l.starts_with(b"\t") || l.starts_with(b" ")) {
            continue;
        }
        skipping = false;
        out.extend_from_slice(l);
    }
    out
}

fn news_client(d: &Daemon) -> Client {
    client().news_server("127.0.0.1", d.port)
}

#[test]
fn nntp_and_news_articles_groups_and_errors() {
    let d = inn();
    let p = d.port;
    // by number: GROUP, ARTICLE n
    let one = fetch_with(&client(), &format!("nntp://127.0.0.1:{p}/local.one/1"));
    assert_eq!(without_injection_info(&one), served(ONE, "local.one:1"));
    assert!(one.windows(14).any(|w| w == b"\r\n.dot line\r\n."), "dot-unstuffed");
    let two = fetch_with(&client(), &format!("nntp://127.0.0.1:{p}/local.one/2"));
    assert_eq!(without_injection_info(&two), served(TWO, "local.one:2"));
    // by message-id, from the configured server
    let c = news_client(&d);
    assert_eq!(fetch_with(&c, "news:two@test.invalid"), two);
    assert_eq!(fetch_with(&c, "news:one@test.invalid"), one);
    let three = fetch_with(&c, "news:three@test.invalid");
    assert_eq!(without_injection_info(&three), served(THREE, "local.two:1"));
    assert_eq!(fetch_with(&client(), &format!("nntp://127.0.0.1:{p}/local.two/1")), three);
    // a group: numbers and subjects (OVER); an nntp URL without a number
    assert_eq!(fetch_with(&c, "news:local.one"), b"1\tfirst\n2\tsecond\n");
    assert_eq!(fetch_with(&c, "news:local.two"), b"1\tin two\n");
    assert_eq!(fetch_with(&client(), &format!("nntp://127.0.0.1:{p}/local.two")), b"1\tin two\n");
    // every group (LIST ACTIVE)
    assert_eq!(fetch_with(&c, "news:*"), b"local.one\nlocal.two\ncontrol\ncontrol.cancel\njunk\n");

    // 411, 423, 430
    let e = fetch_err_with(&client(), &format!("nntp://127.0.0.1:{p}/no.such.group/1"));
    assert!(
        matches!(&e, Error::NoSuchGroup { group, reply } if group == "no.such.group" && reply == "411 No such group no.such.group"),
        "{e:?}"
    );
    assert_eq!(e.to_string(), "group: the server has no group no.such.group: \"411 No such group no.such.group\"");
    assert_eq!(e.step(), Some(Step::Group));
    let e = fetch_err_with(&client(), &format!("nntp://127.0.0.1:{p}/local.one/9"));
    assert!(
        matches!(&e, Error::NoSuchArticle { article, reply } if article == "9" && reply == "423 No such article number 9"),
        "{e:?}"
    );
    let e = fetch_err_with(&c, "news:nope@test.invalid");
    assert!(
        matches!(&e, Error::NoSuchArticle { article, reply } if article == "<nope@test.invalid>" && reply == "430 No such article"),
        "{e:?}"
    );
    assert_eq!(e.to_string(), "article: the server has no article <nope@test.invalid>: \"430 No such article\"");
    let e = fetch_err_with(&c, "news:no.such.group");
    assert!(matches!(&e, Error::NoSuchGroup { group, .. } if group == "no.such.group"), "{e:?}");
}

#[test]
fn news_message_ids_that_cannot_be_sent() {
    // refused before connecting: the server's port is never opened
    let c = client().news_server("127.0.0.1", 1);
    let e = fetch_err_with(&c, "news:a%20b@test.invalid");
    assert!(matches!(e, Error::RefusedMessageId { offset: 1, byte: b' ' }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "refused before connecting: byte 0x20 at offset 1 of the message-id is not allowed in a message-id (RFC 3977 §3.6)"
    );
    assert!(e.is_url_error());
    let e = fetch_err_with(&c, "news:a%3E@test.invalid");
    assert!(matches!(e, Error::RefusedMessageId { offset: 1, byte: b'>' }), "{e:?}");
    let e = fetch_err_with(&c, "news:a%0D%0AQUIT@test.invalid");
    assert_eq!(
        e.to_string(),
        "refused before connecting: encoded CR (%0D) in the news message-id would be sent to the server as a line break (RFC 1738 §6)"
    );
    let long = format!("news:{}@test.invalid", "a".repeat(240));
    let e = fetch_err_with(&c, &long);
    assert!(matches!(e, Error::RefusedMessageId { offset: 253, byte: 0 }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "refused before connecting: the message-id is 253 octets long, over the 248 a message-id may hold (RFC 3977 §3.6)"
    );
}

/// A server that greets, reads one command, and then `then` (close, or
/// wait): what the client does when the answer never comes.
fn half_server(then_close: bool) -> (u16, thread::JoinHandle<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        s.write_all(b"200 fake news server\r\n").unwrap();
        let mut r = BufReader::new(s.try_clone().unwrap());
        let command = line(&mut r);
        if !then_close {
            // until the client gives up and closes
            let mut rest = Vec::new();
            let _ = r.read_to_end(&mut rest);
        }
        command
    });
    (port, server)
}

#[test]
fn news_server_that_closes_or_does_not_answer() {
    let (port, server) = half_server(true);
    let e = fetch_err_with(&client(), &format!("nntp://127.0.0.1:{port}/local.one/1"));
    assert!(matches!(&e, Error::Closed { step: Step::Group, command: Some(c) } if c == "GROUP local.one"), "{e:?}");
    assert_eq!(e.to_string(), "group: the server closed the connection after \"GROUP local.one\"");
    assert_eq!(server.join().unwrap(), "GROUP local.one\r\n");

    let (port, server) = half_server(false);
    let c = client().news_server("127.0.0.1", port).read_timeout(Duration::from_millis(300));
    let e = fetch_err_with(&c, "news:*");
    assert!(matches!(&e, Error::Timeout { step: Step::List, command: Some(c) } if c == "LIST ACTIVE"), "{e:?}");
    drop(c);
    assert_eq!(server.join().unwrap(), "LIST ACTIVE\r\n");
}

#[test]
fn fetch_example_reads_news_from_nntpserver() {
    let d = inn();
    let out = fetch_bin().arg("news:local.two").env("NNTPSERVER", format!("127.0.0.1:{}", d.port)).output().unwrap();
    assert_eq!(
        (out.status.code(), out.stdout.as_slice(), String::from_utf8_lossy(&out.stderr).as_ref()),
        (Some(0), &b"1\tin two\n"[..], "")
    );
    let out = fetch_bin().arg("news:local.two").env_remove("NNTPSERVER").output().unwrap();
    assert_eq!(
        (out.status.code(), String::from_utf8_lossy(&out.stderr).as_ref()),
        (
            Some(2),
            "fetch: a news URL names no server and none is configured (Client::news_server or NNTPSERVER, RFC 1738 §3.6)\n"
        )
    );
}

//! The client against hostile servers (fakes on 127.0.0.1, an ephemeral
//! port, a thread of the test each) and hostile mailto URLs: what each
//! costs the client, and what it refuses.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::string::{String, ToString};
use std::thread;
use std::time::{Duration, Instant};
use std::vec::Vec;

use super::{Client, Error, Step};
use crate::{MailtoUri, NntpUrl, TelnetUrl};

/// A server that runs `script` on its one connection; the port.
fn serve(script: impl FnOnce(TcpStream) + Send + 'static) -> (u16, thread::JoinHandle<()>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let handle = thread::spawn(move || {
        let (s, _) = listener.accept().unwrap();
        s.set_write_timeout(Some(Duration::from_secs(10))).unwrap();
        script(s);
    });
    (port, handle)
}

/// Reads one line the client sent.
fn line(r: &mut BufReader<TcpStream>) -> String {
    let mut l = String::new();
    r.read_line(&mut l).unwrap();
    l
}

fn quick(ms: u64) -> Client {
    Client::new().email("me@example.org").read_timeout(Duration::from_millis(ms))
}

fn nntp(port: u16, rest: &str) -> String {
    std::format!("nntp://127.0.0.1:{port}/{rest}")
}

#[test]
fn nntp_reply_line_without_lf_is_oversized() {
    // "200 " and 1 MiB without a line end, the connection kept open: the
    // client reads 8 KiB of it and stops
    let (port, server) = serve(|mut s| {
        let _ = s.write_all(b"200 ");
        let _ = s.write_all(&std::vec![b'x'; 1 << 20]);
        thread::sleep(Duration::from_millis(500));
    });
    let url = nntp(port, "local.test/1");
    let start = Instant::now();
    let e = quick(5000).fetch_nntp(&NntpUrl::parse(&url).unwrap(), &mut Vec::new()).unwrap_err();
    assert!(
        matches!(e, Error::Oversized { step: Step::Greeting, command: None, what: "a line over 8192 bytes" }),
        "{e:?}"
    );
    assert_eq!(e.to_string(), "greeting: the server sent a line over 8192 bytes");
    assert!(start.elapsed() < Duration::from_secs(2), "{:?}", start.elapsed());
    server.join().unwrap();
}

#[test]
fn nntp_greeting_a_byte_at_a_time_is_a_timeout() {
    // a byte every 100 ms: each read is quick, the line never is
    let (port, server) = serve(|mut s| {
        for &b in b"200 slow server, slower and slower\r\n" {
            if s.write_all(&[b]).is_err() {
                return;
            }
            thread::sleep(Duration::from_millis(100));
        }
    });
    let url = nntp(port, "local.test/1");
    let start = Instant::now();
    let e = quick(600).fetch_nntp(&NntpUrl::parse(&url).unwrap(), &mut Vec::new()).unwrap_err();
    assert!(matches!(e, Error::Timeout { step: Step::Greeting, command: None }), "{e:?}");
    assert!(start.elapsed() < Duration::from_millis(1500), "{:?}", start.elapsed());
    server.join().unwrap();
}

/// An NNTP server that greets, answers `GROUP` and `ARTICLE` with
/// `article` (the 220 line and the block as given), then `QUIT`; or closes
/// after the article.
fn news_server(article: Vec<u8>, close: bool) -> (u16, thread::JoinHandle<Vec<String>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let handle = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut r = BufReader::new(s.try_clone().unwrap());
        let mut seen = Vec::new();
        s.write_all(b"200 ready\r\n").unwrap();
        seen.push(line(&mut r));
        s.write_all(b"211 1 1 1 local.test\r\n").unwrap();
        seen.push(line(&mut r));
        s.write_all(&article).unwrap();
        if close {
            return seen;
        }
        let quit = line(&mut r);
        if !quit.is_empty() {
            s.write_all(b"205 bye\r\n").unwrap();
            seen.push(quit);
        }
        seen
    });
    (port, handle)
}

#[test]
fn nntp_article_lines_over_8_kib_are_written_whole() {
    let long = std::vec![b'a'; 20_000];
    let mut article = Vec::from(&b"220 1 <x@y> article\r\nSubject: s\r\n\r\n"[..]);
    article.extend_from_slice(&long);
    article.extend_from_slice(b"\r\n..dot\r\n.\r\n");
    let (port, server) = news_server(article, false);
    let mut out = Vec::new();
    let fetched = quick(5000).fetch_nntp(&NntpUrl::parse(&nntp(port, "local.test/1")).unwrap(), &mut out).unwrap();
    let mut expected = Vec::from(&b"Subject: s\r\n\r\n"[..]);
    expected.extend_from_slice(&long);
    expected.extend_from_slice(b"\r\n.dot\r\n");
    assert_eq!(out, expected);
    assert_eq!(fetched.bytes(), expected.len() as u64);
    assert_eq!(server.join().unwrap(), ["GROUP local.test\r\n", "ARTICLE 1\r\n", "QUIT\r\n"]);
}

#[test]
fn nntp_article_without_its_dot_line_is_closed() {
    // the block ends with the connection, not with "."; a line "..\r\n" is
    // a stuffed ".", not the end
    let (port, server) = news_server(b"220 1 <x@y>\r\nline\r\n..\r\n.. \r\n".to_vec(), true);
    let mut out = Vec::new();
    let e = quick(5000).fetch_nntp(&NntpUrl::parse(&nntp(port, "local.test/1")).unwrap(), &mut out).unwrap_err();
    assert!(matches!(&e, Error::Closed { step: Step::Article, command: Some(c) } if c == "ARTICLE 1"), "{e:?}");
    assert_eq!(out, b"line\r\n.\r\n. \r\n");
    server.join().unwrap();
}

#[test]
fn smtp_endless_continuation_lines_are_oversized() {
    // "220-" lines without end: the client keeps 100 and stops
    let (port, server) = serve(|mut s| {
        let lines = b"220-hello\r\n".repeat(100_000);
        let _ = s.write_all(&lines);
    });
    let url = MailtoUri::parse("mailto:a@example.com").unwrap();
    let start = Instant::now();
    let e = quick(5000).smtp_relay("127.0.0.1", port).send_mail(&url).unwrap_err();
    assert!(
        matches!(e, Error::Oversized { step: Step::Greeting, command: None, what: "a reply of over 100 lines" }),
        "{e:?}"
    );
    assert_eq!(e.to_string(), "greeting: the server sent a reply of over 100 lines");
    assert!(start.elapsed() < Duration::from_secs(2), "{:?}", start.elapsed());
    server.join().unwrap();
}

#[test]
fn smtp_reply_continued_a_line_at_a_time_is_a_timeout() {
    // each continuation line quick, the reply never done
    let (port, server) = serve(|mut s| {
        for _ in 0..20 {
            if s.write_all(b"220-still here\r\n").is_err() {
                return;
            }
            thread::sleep(Duration::from_millis(100));
        }
    });
    let url = MailtoUri::parse("mailto:a@example.com").unwrap();
    let start = Instant::now();
    let e = quick(600).smtp_relay("127.0.0.1", port).send_mail(&url).unwrap_err();
    assert!(matches!(e, Error::Timeout { step: Step::Greeting, command: None }), "{e:?}");
    assert!(start.elapsed() < Duration::from_millis(1500), "{:?}", start.elapsed());
    server.join().unwrap();
}

/// A telnet server that sends `bytes` (draining what the client answers),
/// then waits.
fn telnet_server(bytes: Vec<u8>, hold: Duration) -> (u16, thread::JoinHandle<usize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let handle = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut r = s.try_clone().unwrap();
        let drain = thread::spawn(move || {
            let mut n = 0;
            let mut buf = [0u8; 4096];
            while let Ok(k @ 1..) = r.read(&mut buf) {
                n += k;
            }
            n
        });
        let _ = s.write_all(&bytes);
        thread::sleep(hold);
        drop(s);
        drain.join().unwrap()
    });
    (port, handle)
}

#[test]
fn telnet_option_storm_is_stopped() {
    // IAC DO TTYPE for ever (here 1 MiB), no data: refused each time, and
    // the wait ends after 64 KiB
    let storm = [255u8, 253, 24].repeat(350_000);
    let (port, server) = telnet_server(storm, Duration::from_millis(300));
    let text = std::format!("telnet://127.0.0.1:{port}/");
    let url = TelnetUrl::parse(&text).unwrap();
    let e = quick(5000).telnet(&url).unwrap_err();
    assert!(matches!(e, Error::NoPrompt { bytes } if (65_536..65_536 + 4096).contains(&bytes)), "{e:?}");
    // at most one refusal (3 bytes) per request read
    assert!(server.join().unwrap() <= 65_536 + 4096);
}

#[test]
fn telnet_subnegotiation_never_ended_is_stopped() {
    let mut sb = std::vec![255u8, 250, 24];
    sb.extend(core::iter::repeat_n(b'x', 1 << 20));
    sb.extend_from_slice(b"\r\nlogin: ");
    let (port, server) = telnet_server(sb, Duration::from_millis(300));
    let text = std::format!("telnet://127.0.0.1:{port}/");
    let url = TelnetUrl::parse(&text).unwrap();
    let e = quick(5000).telnet(&url).unwrap_err();
    assert!(matches!(e, Error::NoPrompt { bytes } if (65_536..65_536 + 4096).contains(&bytes)), "{e:?}");
    assert_eq!(server.join().unwrap(), 0);
}

#[test]
fn telnet_banner_a_byte_at_a_time_is_a_timeout() {
    let (port, server) = serve(|mut s| {
        for &b in b"welcome to a very slow host\r\nlogin: " {
            if s.write_all(&[b]).is_err() {
                return;
            }
            thread::sleep(Duration::from_millis(100));
        }
    });
    let text = std::format!("telnet://127.0.0.1:{port}/");
    let url = TelnetUrl::parse(&text).unwrap();
    let start = Instant::now();
    let e = quick(600).telnet(&url).unwrap_err();
    assert!(matches!(e, Error::Timeout { step: Step::Prompt, command: None }), "{e:?}");
    assert!(start.elapsed() < Duration::from_millis(1500), "{:?}", start.elapsed());
    server.join().unwrap();
}

#[test]
fn telnet_session_read_of_commands_only_ends_at_its_timeout() {
    // the prompt, then commands without data, a NOP every 50 ms
    let (port, server) = serve(|mut s| {
        s.write_all(b"login: ").unwrap();
        for _ in 0..40 {
            if s.write_all(&[255, 241]).is_err() {
                return;
            }
            thread::sleep(Duration::from_millis(50));
        }
    });
    let text = std::format!("telnet://127.0.0.1:{port}/");
    let url = TelnetUrl::parse(&text).unwrap();
    let mut session = quick(5000).telnet(&url).unwrap();
    assert_eq!(session.banner(), b"login: ");
    session.set_read_timeout(Some(Duration::from_millis(400))).unwrap();
    let start = Instant::now();
    let e = session.read(&mut [0u8; 16]).unwrap_err();
    assert!(matches!(e.kind(), std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock), "{e:?}");
    assert!(start.elapsed() < Duration::from_millis(1000), "{:?}", start.elapsed());
    // the caller's timeout is kept for the next read
    let start = Instant::now();
    let e = session.read(&mut [0u8; 16]).unwrap_err();
    assert!(matches!(e.kind(), std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock), "{e:?}");
    assert!(start.elapsed() < Duration::from_millis(1000), "{:?}", start.elapsed());
    drop(session);
    server.join().unwrap();
}

fn composed(url: &str) -> Result<super::Composed, Error> {
    Client::new().email("me@example.org").compose(&MailtoUri::parse(url).unwrap())
}

fn refused_text(url: &str) -> (String, usize, &'static str, &'static str) {
    match composed(url) {
        Err(Error::RefusedText { field, offset, what, rfc }) => (field, offset, what, rfc),
        other => panic!("{url}: {other:?}"),
    }
}

#[test]
fn mailto_text_that_would_display_otherwise_is_refused() {
    assert_eq!(
        refused_text("mailto:a@example.com?subject=ok%1B%5B2J"),
        ("subject".into(), 2, "a control character", "RFC 5322 §3.2.5")
    );
    let e = composed("mailto:a@example.com?subject=ok%1B%5B2J").unwrap_err();
    assert_eq!(
        e.to_string(),
        "refused before connecting: a control character at offset 2 in the subject field (RFC 5322 §3.2.5)"
    );
    assert_eq!(
        refused_text("mailto:a@example.com?keywords=a%7Fb"),
        ("keywords".into(), 1, "a control character", "RFC 5322 §3.2.5")
    );
    assert_eq!(
        refused_text("mailto:a@example.com?subject=x%C2%85Bcc:%20e@evil.example"),
        ("subject".into(), 1, "a control character", "RFC 5198 §2")
    );
    assert_eq!(
        refused_text("mailto:a@example.com?subject=x%E2%80%A8Bcc:%20e@evil.example"),
        ("subject".into(), 1, "a line or paragraph separator", "RFC 5198 §2")
    );
    assert_eq!(
        refused_text("mailto:a@example.com?subject=pay%20%E2%80%AEgnp.exe"),
        ("subject".into(), 4, "a bidirectional formatting character", "RFC 3987 §4.1")
    );
    assert_eq!(
        refused_text("mailto:a@example.com?in-reply-to=%3Ca@b%3E%E2%81%A6"),
        ("in-reply-to".into(), 5, "a bidirectional formatting character", "RFC 3987 §4.1")
    );
    assert_eq!(
        refused_text("mailto:a@example.com?in-reply-to=%3Ca@b%3E%C3%A9"),
        ("in-reply-to".into(), 5, "a non-ASCII octet", "RFC 5322 §3.6.4")
    );
    assert_eq!(
        refused_text("mailto:a@example.com?subject=a%FF"),
        ("subject".into(), 1, "an octet that is not UTF-8", "RFC 6068 §2")
    );
    assert_eq!(
        refused_text("mailto:a@example.com?body=caf%E9"),
        ("body".into(), 3, "an octet that is not UTF-8", "RFC 6068 §2")
    );
    // a tab is white space, text as it is
    assert!(composed("mailto:a@example.com?subject=a%09b").is_ok_and(|c| contains(c.message(), b"Subject: a\tb\r\n")));
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

#[test]
fn mailto_encoded_word_lookalikes_are_encoded() {
    // "=?utf-8?B?eA0KQmNjOiBlQGV2aWwuZXhhbXBsZQ==?=" decodes to
    // "x\r\nBcc: e@evil.example": written as the text it is
    let c =
        composed("mailto:a@example.com?subject=%3D%3Futf-8%3FB%3FeA0KQmNjOiBlQGV2aWwuZXhhbXBsZQ%3D%3D%3F%3D").unwrap();
    let m = c.message();
    assert!(
        contains(m, b"\r\nSubject: =?utf-8?B?PT91dGYtOD9CP2VBMEtRbU5qT2lCbFFHVjJhV3d1WlhoaGJYQnNaUT09Pz0=?=\r\n"),
        "{}",
        String::from_utf8_lossy(m)
    );
    assert!(!contains(m, b"eA0KQmNjOiBlQGV2aWwuZXhhbXBsZQ"));
    let c = composed("mailto:a@example.com?keywords=plain,%3D%3Fx%3Fq%3Fy%3F%3D").unwrap();
    assert!(
        contains(c.message(), b"\r\nKeywords: plain, =?utf-8?B?PT94P3E/eT89?=\r\n"),
        "{}",
        String::from_utf8_lossy(c.message())
    );
    // "=" and "?" apart are text
    let c = composed("mailto:a@example.com?subject=1%2B1%3D2%3F").unwrap();
    assert!(contains(c.message(), b"\r\nSubject: 1+1=2?\r\n"));
}

#[test]
fn mailto_in_reply_to_over_a_line_is_refused() {
    let id = std::format!("%3C{}@example.com%3E", "a".repeat(990));
    assert_eq!(
        refused_text(&std::format!("mailto:a@example.com?in-reply-to={id}")),
        ("in-reply-to".into(), 985, "a line over 998 octets", "RFC 5322 §2.1.1")
    );
    let id = std::format!("%3C{}@example.com%3E", "a".repeat(971));
    let c = composed(&std::format!("mailto:a@example.com?in-reply-to={id}")).unwrap();
    let line = c.message().split(|&b| b == b'\n').find(|l| l.starts_with(b"In-Reply-To: ")).unwrap();
    assert_eq!(line.len(), 998 + 1);
}

#[test]
fn telnet_read_after_a_timeout_takes_only_what_the_server_sent() {
    // a read that times out, then the server's "ok": read as "ok", not as
    // the NULs of a buffer the failed read left behind
    let (port, server) = serve(|mut s| {
        s.write_all(b"login: ").unwrap();
        thread::sleep(Duration::from_millis(600));
        s.write_all(b"ok").unwrap();
    });
    let text = std::format!("telnet://127.0.0.1:{port}/");
    let url = TelnetUrl::parse(&text).unwrap();
    let mut session = quick(5000).telnet(&url).unwrap();
    session.set_read_timeout(Some(Duration::from_millis(200))).unwrap();
    let e = session.read(&mut [0u8; 16]).unwrap_err();
    assert!(matches!(e.kind(), std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock), "{e:?}");
    session.set_read_timeout(None).unwrap();
    let mut rest = Vec::new();
    session.read_to_end(&mut rest).unwrap();
    assert_eq!(rest, b"ok");
    server.join().unwrap();
}

#[test]
fn news_and_nntp_values_that_would_inject_are_refused_before_connecting() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    let client = Client::new().news_server("127.0.0.1", port);
    for (url, message) in [
        (
            "news:a%0D%0AQUIT@c",
            "refused before connecting: encoded CR (%0D) in the news message-id would be sent to the server as a line break (RFC 1738 §6)",
        ),
        (
            "news:a%00b@c",
            "refused before connecting: encoded NUL (%00) in the news message-id would be sent to the server as a NUL byte (RFC 1738 §6)",
        ),
        (
            "news:a%20b@c",
            "refused before connecting: byte 0x20 at offset 1 of the message-id is not allowed in a message-id (RFC 3977 §3.6)",
        ),
        (
            "news:a%3E%20x@c",
            "refused before connecting: byte 0x3E at offset 1 of the message-id is not allowed in a message-id (RFC 3977 §3.6)",
        ),
        (
            "news:a%E2%80%A8b@c",
            "refused before connecting: byte 0xE2 at offset 1 of the message-id is not allowed in a message-id (RFC 3977 §3.6)",
        ),
    ] {
        let e = client.fetch_news(&crate::NewsUrl::parse(url).unwrap(), &mut Vec::new()).unwrap_err();
        assert_eq!(e.to_string(), message, "{url}");
    }
    // a group name or an article number with anything else is no URL
    for (url, offset, rule) in [
        ("nntp://127.0.0.1/a%0D%0AQUIT/1", 18, "group"),
        ("nntp://127.0.0.1/a b/1", 18, "group"),
        ("nntp://127.0.0.1/grp/1%0D%0A", 22, "digits"),
    ] {
        let e = NntpUrl::parse(url).unwrap_err();
        assert_eq!((e.offset(), e.rule()), (offset, rule), "{url}");
    }
    for url in ["news:gr%20oup", "news:gr%0D%0Aoup"] {
        assert_eq!(crate::NewsUrl::parse(url).unwrap_err().rule(), "group", "{url}");
    }
    // nobody connected
    assert_eq!(listener.accept().unwrap_err().kind(), std::io::ErrorKind::WouldBlock);
}

/// An SMTP server answering each command with the next of `replies`
/// (after its greeting), recording the commands and the data.
fn smtp_server(replies: Vec<&'static [u8]>) -> (u16, thread::JoinHandle<Vec<String>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let handle = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut r = BufReader::new(s.try_clone().unwrap());
        let mut seen = Vec::new();
        s.write_all(b"220-first line\r\n220 ready\r\n").unwrap();
        for reply in replies {
            let mut l = line(&mut r);
            if l == "DATA\r\n" {
                s.write_all(b"354 go on\r\n").unwrap();
                loop {
                    let d = line(&mut r);
                    l.push_str(&d);
                    if d == ".\r\n" || d.is_empty() {
                        break;
                    }
                }
            }
            seen.push(l);
            if s.write_all(reply).is_err() {
                break;
            }
        }
        seen
    });
    (port, handle)
}

#[test]
fn smtp_dot_lines_and_replies_at_each_step() {
    let url = MailtoUri::parse("mailto:a@example.com?body=x%0D%0A.%0D%0A..%0D%0A.").unwrap();
    let (port, server) = smtp_server(std::vec![
        b"250-relay.example\r\n250-8BITMIME\r\n250 SIZE 1000\r\n",
        b"250 ok\r\n",
        b"250 ok\r\n",
        b"250 queued\r\n",
        b"221 bye\r\n",
    ]);
    let sent = quick(5000).smtp_relay("127.0.0.1", port).send_mail(&url).unwrap();
    assert_eq!(sent.reply(), "250 queued");
    let seen = server.join().unwrap();
    assert_eq!(seen[1..3], ["MAIL FROM:<me@example.org>\r\n", "RCPT TO:<a@example.com>\r\n"]);
    // every line that starts with '.' doubled, the body's own last '.'
    // line too, then the end of the data
    assert!(seen[3].ends_with("\r\n\r\nx\r\n..\r\n...\r\n..\r\n.\r\n"), "{:?}", seen[3]);
    assert_eq!(seen[4], "QUIT\r\n");
    // a 4xx or 5xx at each step: an error that names it, the reply's first
    // line, and nothing sent after
    let steps: [(&[&'static [u8]], Step, &str, &str); 4] = [
        (&[b"421-busy\r\n421 try later\r\n"], Step::Ehlo, "421-busy", "250"),
        (&[b"250 relay\r\n", b"550 no\r\n"], Step::MailFrom, "550 no", "250"),
        (&[b"250 relay\r\n", b"250 ok\r\n", b"450-mailbox\r\n450 busy\r\n"], Step::RcptTo, "450-mailbox", "250 or 251"),
        (&[b"250 relay\r\n", b"250 ok\r\n", b"250 ok\r\n", b"554 spam\r\n"], Step::Data, "554 spam", "250"),
    ];
    for (replies, step, reply, expected) in steps {
        let (port, server) = smtp_server(replies.to_vec());
        let e = quick(5000).smtp_relay("127.0.0.1", port).send_mail(&url).unwrap_err();
        match &e {
            Error::Reply { step: s, reply: r, expected: x, .. } => {
                assert_eq!((*s, r.as_str(), *x), (step, reply, expected))
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(server.join().unwrap().len(), replies.len());
    }
}

#[test]
fn mailto_quoted_local_parts_that_would_end_the_smtp_path_are_refused() {
    // `RCPT TO:<"a> NOTIFY=NEVER"@example.com>`: to a relay that does not
    // read quoted strings, the path ends at the first '>'
    let what = "a space, '<' or '>' in a quoted local part, which a relay may read as the path's end";
    assert_eq!(
        refused_text("mailto:%22a%3E%20NOTIFY%3DNEVER%22@example.com"),
        ("to".into(), 2, what, "RFC 5321 §4.1.2")
    );
    assert_eq!(
        refused_text("mailto:a@example.com?to=%22x%20y%22@example.com"),
        ("to".into(), 2, what, "RFC 5321 §4.1.2")
    );
    assert_eq!(
        refused_text("mailto:a@example.com?cc=%22%3Cz%22@example.com"),
        ("cc".into(), 1, what, "RFC 5321 §4.1.2")
    );
    let e = Client::new()
        .email("\"me> RET=FULL\"@example.org")
        .compose(&MailtoUri::parse("mailto:a@example.com").unwrap())
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "refused before connecting: a space, '<' or '>' in a quoted local part, which a relay may read as the path's end at offset 3 in the from field (RFC 5321 §4.1.2)"
    );
    // a quoted local part without them, and an address literal, are sent
    let c = composed("mailto:%22a.b%22@example.com,a@%5B127.0.0.1%5D").unwrap();
    assert_eq!(c.recipients(), ["\"a.b\"@example.com", "a@[127.0.0.1]"]);
}

#[test]
fn nntp_overview_lines_over_8_kib_are_listed() {
    // an overview line whose References run over 8 KiB: its number and
    // subject listed, the rest of the line dropped
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut r = BufReader::new(s.try_clone().unwrap());
        let mut seen = Vec::new();
        s.write_all(b"200 ready\r\n").unwrap();
        seen.push(line(&mut r));
        s.write_all(b"211 2 1 2 local.test\r\n").unwrap();
        seen.push(line(&mut r));
        let references = "<a@b> ".repeat(3000);
        let over = std::format!(
            "224 overview\r\n1\tfirst\ta@b\tdate\t<1@b>\t{references}\t10\t1\r\n2\t..dotted\ta@b\tdate\t<2@b>\t\t10\t1\r\n.\r\n"
        );
        s.write_all(over.as_bytes()).unwrap();
        seen.push(line(&mut r));
        s.write_all(b"205 bye\r\n").unwrap();
        seen
    });
    let mut out = Vec::new();
    quick(5000).fetch_nntp(&NntpUrl::parse(&nntp(port, "local.test")).unwrap(), &mut out).unwrap();
    assert_eq!(out, b"1\tfirst\n2\t..dotted\n");
    assert_eq!(server.join().unwrap(), ["GROUP local.test\r\n", "OVER 1-2\r\n", "QUIT\r\n"]);
}

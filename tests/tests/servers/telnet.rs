//! telnet against GNU inetutils' telnetd (Debian's inetutils-telnetd), run
//! as inetd would for each connection, with a login program that shows a
//! banner and a `login:` prompt: the client reaches the prompt, sends
//! nothing but its answers to the server's options and what it is told to,
//! and the URL's user name and password stay advice.

use std::fs;
use std::io::{Read, Write};
use std::net::TcpListener;
use std::process::Stdio;
use std::thread;
use std::time::Duration;

use url_literal::client::{Error, Step};
use url_literal::TelnetUrl;

use crate::daemon::{Daemon, Scratch};
use crate::fetch::{client, fetch_bin};

fn telnetd() -> Daemon {
    Daemon::telnetd(Scratch::new("telnet"))
}

/// Reads from `r` until what was read ends with `end`.
fn read_until(r: &mut impl Read, end: &[u8]) -> Vec<u8> {
    let mut got = Vec::new();
    let mut buf = [0u8; 256];
    while !got.ends_with(end) {
        let n = r.read(&mut buf).unwrap();
        assert!(n > 0, "closed after {:?}", String::from_utf8_lossy(&got));
        got.extend_from_slice(&buf[..n]);
    }
    got
}

const IAC: u8 = 255;
const DONT: u8 = 254;
const DO: u8 = 253;
const WONT: u8 = 252;

/// The client's answers to inetutils telnetd's options, in the order it
/// asks: it refuses AUTHENTICATION (37) and ENCRYPT (38) that the server
/// offers, and TTYPE (24), TSPEED (32), XDISPLOC (35), NEW-ENVIRON (39),
/// OLD-ENVIRON (36) that it asks for; takes SUPPRESS-GO-AHEAD (3); refuses
/// to echo itself (1), LINEMODE (34), NAWS (31), STATUS (5), LFLOW (33);
/// lets the server ECHO (1); refuses TIMING-MARK (6) and BINARY (0).
const ANSWERS: [[u8; 3]; 16] = [
    [IAC, DONT, 37],
    [IAC, DONT, 38],
    [IAC, WONT, 24],
    [IAC, WONT, 32],
    [IAC, WONT, 35],
    [IAC, WONT, 39],
    [IAC, WONT, 36],
    [IAC, DO, 3],
    [IAC, WONT, 1],
    [IAC, WONT, 34],
    [IAC, WONT, 31],
    [IAC, DONT, 5],
    [IAC, WONT, 33],
    [IAC, DO, 1],
    [IAC, WONT, 6],
    [IAC, WONT, 0],
];

const BANNER: &[u8] = b"url-literal telnet test\r\n\r\nlogin: ";

#[test]
fn telnet_reaches_the_prompt_and_sends_only_what_it_is_told() {
    let d = telnetd();
    let text = d.url("telnet", "/").replace("telnet://", "telnet://guest:s3cret@");
    let url = TelnetUrl::parse(&text).unwrap();
    let advice = url.advice().unwrap();
    assert_eq!(advice.to_string(), "suggested user name \"guest\", password \"s3cret\"");
    let mut session = client().telnet(&url).unwrap();
    assert_eq!(String::from_utf8_lossy(session.banner()), String::from_utf8_lossy(BANNER));
    session.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    // what the user types: LF sent as CR LF; the server echoes it
    session.write_all(b"visitor\n").unwrap();
    assert_eq!(read_until(&mut session, b"hello visitor\r\n"), b"visitor\r\nhello visitor\r\n");
    // the program ends: the server closes
    let mut rest = Vec::new();
    session.read_to_end(&mut rest).unwrap();
    assert_eq!(rest, b"");
    assert_eq!(fs::read(d.scratch().join("typed.txt")).unwrap(), b"visitor\n");
    // every byte the client sent: its answers, then the line it was given
    // (never the URL's user name or password)
    let mut expected: Vec<u8> = ANSWERS.concat();
    expected.extend_from_slice(b"visitor\r\n");
    assert_eq!(fs::read(d.scratch().join("seen.bin")).unwrap(), expected);
}

#[test]
fn fetch_example_hands_the_terminal_to_the_session() {
    let d = telnetd();
    let mut child = fetch_bin()
        .arg(d.url("telnet", "/").replace("telnet://", "telnet://guest@"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    assert_eq!(read_until(&mut stdout, b"login: "), BANNER);
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"visitor\n").unwrap();
    assert_eq!(read_until(&mut stdout, b"hello visitor\r\n"), b"visitor\r\nhello visitor\r\n");
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        (out.status.code(), out.stdout.as_slice(), String::from_utf8_lossy(&out.stderr).as_ref()),
        (Some(0), &b""[..], "fetch: suggested user name \"guest\" (RFC 1738 §3.8: advice only, not sent)\n")
    );
    let mut expected: Vec<u8> = ANSWERS.concat();
    expected.extend_from_slice(b"visitor\r\n");
    assert_eq!(fs::read(d.scratch().join("seen.bin")).unwrap(), expected);
}

#[test]
fn telnet_server_without_a_prompt() {
    // closes after a banner
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        s.write_all(&[IAC, 251, 1]).unwrap();
        s.write_all(b"closed for maintenance\r\n").unwrap();
        let mut seen = [0u8; 3];
        s.read_exact(&mut seen).unwrap();
        seen
    });
    let url = format!("telnet://127.0.0.1:{port}/");
    let e = client().telnet(&TelnetUrl::parse(&url).unwrap()).unwrap_err();
    assert!(matches!(e, Error::Closed { step: Step::Prompt, command: None }), "{e:?}");
    assert_eq!(e.to_string(), "prompt: the server closed the connection");
    assert_eq!(server.join().unwrap(), [IAC, DO, 1]);
    // never sends one
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        s.write_all(b"password: ").unwrap();
        let mut rest = Vec::new();
        let _ = s.read_to_end(&mut rest);
        rest
    });
    let url = format!("telnet://guest@127.0.0.1:{port}/");
    let c = client().read_timeout(Duration::from_millis(300));
    let e = c.telnet(&TelnetUrl::parse(&url).unwrap()).unwrap_err();
    assert!(matches!(e, Error::Timeout { step: Step::Prompt, command: None }), "{e:?}");
    assert_eq!(server.join().unwrap(), b"");
}

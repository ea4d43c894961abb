//! mailto against aiosmtpd (Debian's python3-aiosmtpd): the message a URL
//! describes, submitted over SMTP, as the server received it (envelope and
//! bytes); the hostile URLs refused before any connection.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::thread;

use url_literal::client::{Client, Error, IgnoredField, Input};
use url_literal::MailtoUri;

use crate::daemon::{Daemon, Scratch};
use crate::fetch::{client, fetch_bin};

fn smtpd() -> Daemon {
    Daemon::smtpd(Scratch::new("mail"))
}

fn mail_client(d: &Daemon) -> Client {
    client().smtp_relay("127.0.0.1", d.port)
}

/// The messages the server stored, in order: (envelope, bytes).
fn received(d: &Daemon) -> Vec<(String, Vec<u8>)> {
    let dir = d.scratch().join("mail");
    let mut out = Vec::new();
    for n in 1.. {
        let Ok(envelope) = fs::read_to_string(dir.join(format!("{n}.envelope"))) else { break };
        out.push((envelope, fs::read(dir.join(format!("{n}.eml"))).unwrap()));
    }
    assert_eq!(fs::read_dir(&dir).unwrap().count(), out.len() * 2);
    out
}

/// The commands aiosmtpd logged (its `>> b'...'` lines), once it has
/// logged `QUIT`.
fn commands(d: &Daemon) -> Vec<String> {
    d.log_with(">> b'QUIT'")
        .lines()
        .filter_map(|l| l.split_once(") >> b'").map(|(_, c)| c.trim_end_matches('\'').to_string()))
        .collect()
}

/// `message` with its `Date` and `Message-ID` (which change with the
/// clock) checked and written as `DATE` and `ID`.
fn fixed(message: &[u8]) -> String {
    let text = String::from_utf8(message.to_vec()).unwrap();
    let date = regex::Regex::new(
        r"(?m)^Date: (Mon|Tue|Wed|Thu|Fri|Sat|Sun), [1-9][0-9]? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 2[0-9]{3} [0-2][0-9]:[0-5][0-9]:[0-6][0-9] \+0000\r$",
    )
    .unwrap();
    let id = regex::Regex::new(r"(?m)^Message-ID: <[0-9]+\.[0-9]{9}\.[0-9]+@example\.org>\r$").unwrap();
    assert_eq!(date.find_iter(&text).count(), 1, "{text}");
    assert_eq!(id.find_iter(&text).count(), 1, "{text}");
    let text = date.replace(&text, "Date: DATE\r");
    id.replace(&text, "Message-ID: ID\r").into_owned()
}

#[test]
fn mailto_several_addresses_encoded_subject_and_a_dot_line() {
    let d = smtpd();
    let url = MailtoUri::parse(
        "mailto:alice@test.invalid,bob@test.invalid?cc=carol@test.invalid,dave@test.invalid\
         &subject=caf%C3%A9%20cr%C3%A8me&keywords=one,two&x-mailer=evil\
         &body=first%20line%0D%0A.%0D%0A..two%0D%0Alast",
    )
    .unwrap();
    let sent = mail_client(&d).send_mail(&url).unwrap();
    assert_eq!(sent.reply(), "250 stored as 1");
    let c = sent.composed();
    assert_eq!(c.recipients(), ["alice@test.invalid", "bob@test.invalid", "carol@test.invalid", "dave@test.invalid"]);
    assert_eq!(c.ignored(), [IgnoredField::NotSafe("x-mailer".into())]);
    assert_eq!(
        c.ignored()[0].to_string(),
        "header field \"x-mailer\" ignored: not among the fields RFC 6068 §3 calls safe"
    );
    assert_eq!(
        fixed(c.message()),
        "Date: DATE\r\n\
         From: tester@example.org\r\n\
         To: alice@test.invalid, bob@test.invalid\r\n\
         Cc: carol@test.invalid, dave@test.invalid\r\n\
         Subject: =?utf-8?B?Y2Fmw6kgY3LDqG1l?=\r\n\
         Keywords: one, two\r\n\
         Message-ID: ID\r\n\
         \r\n\
         first line\r\n\
         .\r\n\
         ..two\r\n\
         last\r\n"
    );
    // what the server got: the envelope, and the message byte for byte
    // (the "." and ".." lines dot-stuffed on the wire, unstuffed by it)
    let got = received(&d);
    assert_eq!(got.len(), 1);
    assert_eq!(
        got[0].0,
        "tester@example.org\nalice@test.invalid\nbob@test.invalid\ncarol@test.invalid\ndave@test.invalid\n"
    );
    assert_eq!(got[0].1, c.message());
    assert_eq!(
        commands(&d),
        [
            "EHLO [127.0.0.1]",
            "MAIL FROM:<tester@example.org>",
            "RCPT TO:<alice@test.invalid>",
            "RCPT TO:<bob@test.invalid>",
            "RCPT TO:<carol@test.invalid>",
            "RCPT TO:<dave@test.invalid>",
            "DATA",
            "QUIT",
        ]
    );
}

#[test]
fn mailto_non_ascii_body_goes_as_8bitmime() {
    let d = smtpd();
    let url = MailtoUri::parse("mailto:alice@test.invalid?subject=plain%20words&body=gr%C3%BC%C3%9Fe%0D%0A").unwrap();
    let sent = mail_client(&d).send_mail(&url).unwrap();
    let c = sent.composed();
    assert!(c.needs_8bitmime() && !c.needs_smtputf8());
    assert_eq!(
        fixed(c.message()),
        "Date: DATE\r\n\
         From: tester@example.org\r\n\
         To: alice@test.invalid\r\n\
         Subject: plain words\r\n\
         Message-ID: ID\r\n\
         MIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\
         Content-Transfer-Encoding: 8bit\r\n\
         \r\n\
         grüße\r\n"
    );
    let got = received(&d);
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].0, "tester@example.org BODY=8BITMIME\nalice@test.invalid\n");
    assert_eq!(got[0].1, c.message());
    assert_eq!(
        commands(&d),
        [
            "EHLO [127.0.0.1]",
            "MAIL FROM:<tester@example.org> BODY=8BITMIME",
            "RCPT TO:<alice@test.invalid>",
            "DATA",
            "QUIT"
        ]
    );
    // a non-ASCII address: SMTPUTF8 (RFC 6531), the address in UTF-8
    let url = MailtoUri::parse("mailto:j%C3%B6rg@test.invalid?subject=hej").unwrap();
    let sent = mail_client(&d).send_mail(&url).unwrap();
    assert!(sent.composed().needs_smtputf8() && !sent.composed().needs_8bitmime());
    let got = received(&d);
    assert_eq!(got[1].0, "tester@example.org SMTPUTF8\njörg@test.invalid\n");
    assert_eq!(got[1].1, sent.composed().message());
    assert!(fixed(&got[1].1).contains("\r\nTo: jörg@test.invalid\r\n"));
}

/// The error for `url`, which must be refused before connecting: by the
/// composer, or (for a CR or LF in a field) by url-core's RFC 6068 parser,
/// at the offset of the `%` that encodes it.
fn refused(d: &Daemon, url: &str, at_parse: Option<usize>) -> Option<Error> {
    match MailtoUri::parse(url) {
        Ok(u) => {
            let e = mail_client(d).send_mail(&u).unwrap_err();
            assert!(e.is_url_error(), "{e:?}");
            Some(e)
        }
        Err(e) => {
            assert_eq!(Some(e.offset()), at_parse, "{url}: {e}");
            None
        }
    }
}

#[test]
fn mailto_hostile_urls_are_refused_before_connecting() {
    let d = smtpd();
    let url = "mailto:alice@test.invalid?subject=hi%0D%0ABcc:%20eve@evil.invalid";
    if let Some(e) = refused(&d, url, Some(36)) {
        assert!(
            matches!(&e, Error::RefusedText { field, offset: 2, what: "CR", rfc: "RFC 5322 §2.2" } if field == "subject"),
            "{e:?}"
        );
        assert_eq!(e.to_string(), "refused before connecting: CR at offset 2 in the subject field (RFC 5322 §2.2)");
    }
    for (url, name) in [
        ("mailto:alice@test.invalid?bcc=eve@evil.invalid", "bcc"),
        ("mailto:alice@test.invalid?subject=x&from=boss@test.invalid", "from"),
        ("mailto:alice@test.invalid?Content-Type=text%2Fhtml&body=x", "Content-Type"),
        ("mailto:alice@test.invalid?Received=from%20x", "Received"),
        ("mailto:alice@test.invalid?resent-to=eve@evil.invalid", "resent-to"),
    ] {
        let e = refused(&d, url, None).unwrap();
        assert!(matches!(&e, Error::RefusedField { name: n } if n == name), "{url}: {e:?}");
        assert_eq!(
            e.to_string(),
            format!(
                "refused before connecting: the header field \"{name}\" is dangerous in a mailto URL, no message is created (RFC 6068 §6)"
            )
        );
    }
    // A cc or to value that is no address list: url-core's RFC 6068 parser
    // refuses it (at the address it reads), or the composer.
    if let Some(e) = refused(&d, "mailto:alice@test.invalid?cc=not-an-address", Some(29)) {
        assert_eq!(
            e.to_string(),
            "refused before connecting: \"not-an-address\" in the cc field is not an addr-spec (RFC 5322 §3.4.1)"
        );
    }
    if let Some(e) = refused(&d, "mailto:alice@test.invalid?to=a@b%3E%20NOTIFY%3DNEVER", Some(32)) {
        assert!(
            matches!(&e, Error::RefusedAddress { field: "to", address } if address == "a@b> NOTIFY=NEVER"),
            "{e:?}"
        );
    }
    if let Some(e) = refused(&d, "mailto:alice@test.invalid?body=a%0Ab", Some(32)) {
        assert_eq!(e.to_string(), "refused before connecting: a bare LF at offset 1 in the body field (RFC 6068 §2)");
    }
    let e = refused(&d, "mailto:?subject=nobody", None).unwrap();
    assert!(matches!(e, Error::NeedsInput(Input::Recipient)), "{e:?}");
    let e =
        Client::new().smtp_relay("127.0.0.1", d.port).send_mail(&MailtoUri::parse("mailto:a@test.invalid").unwrap());
    assert!(matches!(e, Err(Error::NeedsInput(Input::Sender))), "{e:?}");
    let e = client().send_mail(&MailtoUri::parse("mailto:a@test.invalid").unwrap());
    assert!(matches!(e, Err(Error::NeedsInput(Input::Relay))), "{e:?}");
    // none of them reached the server: after one message that does, it
    // has seen one connection and stored one message
    let ok = MailtoUri::parse("mailto:alice@test.invalid?subject=after").unwrap();
    mail_client(&d).send_mail(&ok).unwrap();
    assert_eq!(commands(&d)[0], "EHLO [127.0.0.1]");
    assert_eq!(d.log_with("").matches("INFO:mail.log:Peer: ").count(), 1);
    assert_eq!(received(&d).len(), 1);
}

#[test]
fn mailto_relay_without_8bitmime() {
    // a relay whose EHLO offers nothing: the 8-bit message is not sent
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut r = BufReader::new(s.try_clone().unwrap());
        s.write_all(b"220 plain relay\r\n").unwrap();
        let mut seen = Vec::new();
        for reply in ["250 plain relay\r\n", "221 bye\r\n"] {
            let mut line = String::new();
            r.read_line(&mut line).unwrap();
            seen.push(line);
            s.write_all(reply.as_bytes()).unwrap();
        }
        seen
    });
    let url = MailtoUri::parse("mailto:alice@test.invalid?body=caf%C3%A9").unwrap();
    let e = client().smtp_relay("127.0.0.1", port).send_mail(&url).unwrap_err();
    assert!(matches!(e, Error::MissingExtension { extension: "8BITMIME" }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "ehlo: the message has a non-ASCII body and the relay does not offer 8BITMIME (RFC 6152)"
    );
    assert_eq!(server.join().unwrap(), ["EHLO [127.0.0.1]\r\n", "QUIT\r\n"]);
}

#[test]
fn fetch_example_sends_mailto() {
    let d = smtpd();
    let out = fetch_bin()
        .arg("mailto:alice@test.invalid?subject=from%20fetch&x-priority=1&body=hi")
        .args(["--smtp", &format!("127.0.0.1:{}", d.port), "--from", "tester@example.org"])
        .output()
        .unwrap();
    assert_eq!(
        (out.status.code(), out.stdout.as_slice(), String::from_utf8_lossy(&out.stderr).as_ref()),
        (
            Some(0),
            &b""[..],
            "fetch: sent to alice@test.invalid: 250 stored as 1\n\
             fetch: header field \"x-priority\" ignored: not among the fields RFC 6068 §3 calls safe\n"
        )
    );
    let got = received(&d);
    assert_eq!(got[0].0, "tester@example.org\nalice@test.invalid\n");
    assert!(fixed(&got[0].1).ends_with("Subject: from fetch\r\nMessage-ID: ID\r\n\r\nhi\r\n"));
    // without --smtp: the message on stdout, nothing sent
    let out =
        fetch_bin().arg("mailto:bob@test.invalid?body=dry").args(["--from", "tester@example.org"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        fixed(&out.stdout),
        "Date: DATE\r\nFrom: tester@example.org\r\nTo: bob@test.invalid\r\nMessage-ID: ID\r\n\r\ndry\r\n"
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), "fetch: not sent (no --smtp); recipients bob@test.invalid\n");
    assert_eq!(received(&d).len(), 1);
}

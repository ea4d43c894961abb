//! `FtpUrl::commands` and `commands_with_type`: no CR, LF or NUL ever
//! reaches an FTP server (RFC 1738 §6). Input: a URL, then optionally a
//! newline and the e-mail address (any octets, read as UTF-8 with U+FFFD for
//! the invalid ones). For every ftp URL, with every typecode: no panic; a plan
//! is made exactly when `control_on_wire()` is `None` and the address holds
//! no CR, LF or NUL; no command of a plan holds one, and `Debug` shows `PASS`'s
//! argument as `***`; a refusal names the first such byte, in the URL or the address.
//! `control_on_wire()` is itself checked against the decoded parts the plan
//! sends.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_core::interpret::{Argument, Decoded, FtpCommand, WireError};
use url_core::{Details, FtpType, FtpUrl, Url};

fn is_line_end(b: u8) -> bool {
    matches!(b, b'\r' | b'\n' | 0)
}

fn holds_line_end(d: Option<Decoded<'_>>) -> bool {
    d.is_some_and(|d| d.bytes().any(is_line_end))
}

fuzz_target!(|data: &[u8]| {
    let (url, email) = match data.iter().position(|&b| b == b'\n') {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &b""[..]),
    };
    let Ok(text) = std::str::from_utf8(url) else { return };
    let email = String::from_utf8_lossy(email);
    let Ok(url) = Url::parse(text) else { return };
    let Details::Ftp(ftp) = url.details() else { return };
    assert_eq!(FtpUrl::parse(text).map(|f| f.as_url()), Ok(url));

    let hazard = url.control_on_wire();
    let sent = holds_line_end(ftp.user_decoded())
        || holds_line_end(ftp.password_decoded())
        || ftp.cwd_decoded().any(|c| holds_line_end(Some(c)))
        || holds_line_end(ftp.name_decoded());
    assert_eq!(hazard.is_some(), sent, "control_on_wire disagrees with the decoded parts of {text:?}");
    if let Some(c) = hazard {
        let escape = &text[c.offset()..c.offset() + c.length()];
        assert!(escape.eq_ignore_ascii_case(c.escape()), "{escape:?} is not {}", c.escape());
    }
    let bad_email = email.bytes().position(is_line_end);

    let mut refusals = Vec::new();
    for typecode in [None, Some(FtpType::Ascii), Some(FtpType::Image), Some(FtpType::Directory)] {
        let plan = match typecode {
            None => ftp.commands(&email),
            Some(t) => ftp.commands_with_type(&email, t),
        };
        match plan {
            Ok(cmds) => {
                assert!(hazard.is_none() && bad_email.is_none(), "a plan for {text:?} with {email:?}");
                for c in cmds {
                    let line = c.to_string();
                    assert!(!line.contains(['\r', '\n', '\0']), "{line:?} from {text:?}");
                    assert!(!c.argument().is_some_and(|a| a.bytes().any(is_line_end)));
                    if let FtpCommand::Pass(_) = c {
                        assert_eq!(format!("{c:?}"), "Pass(***)");
                    }
                }
            }
            Err(e) => {
                let message = e.to_string();
                assert!(message.ends_with(" (RFC 1738 §6)"), "{message}");
                assert_eq!(e.section(), "6");
                match e {
                    WireError::Url(c) => assert_eq!(Some(c), hazard),
                    WireError::Argument(a) => {
                        assert!(hazard.is_none());
                        assert_eq!(a.argument(), Argument::Email);
                        assert_eq!(Some(a.offset()), bad_email);
                        assert_eq!(a.byte(), email.as_bytes()[a.offset()]);
                    }
                }
                refusals.push(e);
            }
        }
    }
    // refused for every typecode or for none, alike
    assert!(refusals.is_empty() || (refusals.len() == 4 && refusals.iter().all(|e| *e == refusals[0])));
});

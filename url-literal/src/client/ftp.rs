//! The FTP session of an ftp URL (RFC 1738 §3.2, RFC 959, RFC 2428).

use std::io::{self, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::string::String;
use std::vec::Vec;

use super::{connect, connect_addr, escaped, io_error, read_line, Client, Counted, Error, Fetched, Input, Step, CHUNK};
use crate::interpret::{Decoded, FtpCommand};
use crate::{FtpType, FtpUrl};

pub(super) fn fetch<W: Write + ?Sized>(client: &Client, url: &FtpUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
    // RFC 1738 §3.2.3: without ;type=, the client guesses: a listing for an
    // empty name (a directory), an image transfer (exact bytes) otherwise
    let typecode = url.typecode().unwrap_or(match url.name() {
        None | Some("") => FtpType::Directory,
        Some(_) => FtpType::Image,
    });
    // every check (RFC 1738 §6) before the connection
    let plan: Vec<FtpCommand<'_>> = url.commands_with_type(&client.email, typecode)?.collect();
    if plan.contains(&FtpCommand::PassPrompt) {
        if let Some(p) = &client.password {
            if let Some(offset) = p.bytes().position(|b| matches!(b, b'\r' | b'\n' | 0)) {
                return Err(Error::RefusedPassword { offset, byte: p.as_bytes()[offset] });
            }
        }
    }

    let stream = connect(client, url.host(), url.port_or_default())?;
    let peer = stream.peer_addr().map_err(|e| io_error(Step::Connect, None, e))?;
    let reader = stream.try_clone().map_err(|e| io_error(Step::Connect, None, e))?;
    let mut session = Session { reader: BufReader::new(reader), writer: stream, peer, line: Vec::new() };
    let mut counted = Counted { out, bytes: 0 };

    // greeting: 220, maybe after 120 ("service ready in nnn minutes")
    let mut greeting = session.reply(Step::Greeting, None)?;
    if greeting.code / 100 == 1 {
        greeting = session.reply(Step::Greeting, None)?;
    }
    session.expect(&greeting, 2, Step::Greeting, "(connected)", "2xx")?;

    let mut logged_in = false;
    for command in plan {
        match command {
            FtpCommand::User(user) => {
                let (line, shown) = line_of("USER", Some(user));
                let reply = session.send(&line, Step::User, &shown)?;
                match reply.code {
                    230 => logged_in = true,
                    331 => {}
                    _ => return Err(session.unexpected(&reply, Step::User, &shown, "230 or 331")),
                }
            }
            FtpCommand::Pass(_) | FtpCommand::PassPrompt if logged_in => {}
            FtpCommand::Pass(pass) => session.pass(pass)?,
            FtpCommand::PassPrompt => match &client.password {
                Some(p) => session.pass(Decoded::plain(p.as_bytes()))?,
                None => return Err(Error::NeedsInput(Input::Password)),
            },
            FtpCommand::Cwd(dir) => {
                let (line, shown) = line_of("CWD", Some(dir));
                let reply = session.send(&line, Step::Cwd, &shown)?;
                session.expect(&reply, 2, Step::Cwd, &shown, "2xx")?;
            }
            FtpCommand::Type(FtpType::Ascii) => session.set_type(b"A")?,
            FtpCommand::Type(_) | FtpCommand::GuessType => session.set_type(b"I")?,
            FtpCommand::Retr(name) => {
                let (line, shown) = line_of("RETR", Some(name));
                session.transfer(client, &line, &shown, typecode == FtpType::Ascii, &mut counted)?;
            }
            FtpCommand::Nlst(name) => {
                let (line, shown) = line_of("NLST", (!name.is_empty()).then_some(name));
                // a name list is sent as ASCII (RFC 959 §4.1.3): LF line ends
                session.transfer(client, &line, &shown, true, &mut counted)?;
            }
        }
    }
    let reply = session.send(b"QUIT\r\n", Step::Quit, "QUIT")?;
    session.expect(&reply, 2, Step::Quit, "QUIT", "2xx")?;
    counted.flush()?;
    Ok(Fetched { bytes: counted.bytes })
}

/// `VERB arg\r\n` and how errors show it.
fn line_of(verb: &str, arg: Option<Decoded<'_>>) -> (Vec<u8>, String) {
    let mut line = Vec::from(verb.as_bytes());
    if let Some(arg) = arg {
        line.push(b' ');
        line.extend(arg.bytes());
    }
    let shown = escaped(&line);
    line.extend_from_slice(b"\r\n");
    (line, shown)
}

/// A reply: its code and its first line.
struct Reply {
    code: u16,
    line: Vec<u8>,
}

struct Session {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    peer: SocketAddr,
    line: Vec<u8>,
}

impl Session {
    /// Sends `line` (which ends with CR LF and holds no other) and reads
    /// the reply.
    fn send(&mut self, line: &[u8], step: Step, shown: &str) -> Result<Reply, Error> {
        debug_assert!(!line[..line.len() - 2].iter().any(|&b| matches!(b, b'\r' | b'\n' | 0)));
        self.writer.write_all(line).map_err(|e| io_error(step, Some(shown), e))?;
        self.reply(step, Some(shown))
    }

    /// Reads one reply (RFC 959 §4.2: a multi-line reply runs to the line
    /// that starts with the same code and a space).
    fn reply(&mut self, step: Step, shown: Option<&str>) -> Result<Reply, Error> {
        let eof =
            || io_error(step, shown, io::Error::new(io::ErrorKind::UnexpectedEof, "the server closed the connection"));
        if !read_line(&mut self.reader, &mut self.line).map_err(|e| io_error(step, shown, e))? {
            return Err(eof());
        }
        let first = core::mem::take(&mut self.line);
        let Some(code) = reply_code(&first) else {
            return Err(Error::Reply {
                step,
                command: shown.unwrap_or("(connected)").into(),
                reply: escaped(&first),
                expected: "a reply code",
            });
        };
        if first.get(3) == Some(&b'-') {
            loop {
                if !read_line(&mut self.reader, &mut self.line).map_err(|e| io_error(step, shown, e))? {
                    return Err(eof());
                }
                if reply_code(&self.line) == Some(code) && matches!(self.line.get(3), None | Some(b' ')) {
                    break;
                }
            }
        }
        Ok(Reply { code, line: first })
    }

    fn unexpected(&self, reply: &Reply, step: Step, shown: &str, expected: &'static str) -> Error {
        Error::Reply { step, command: shown.into(), reply: escaped(&reply.line), expected }
    }

    fn expect(&self, reply: &Reply, class: u16, step: Step, shown: &str, expected: &'static str) -> Result<(), Error> {
        if reply.code / 100 == class {
            Ok(())
        } else {
            Err(self.unexpected(reply, step, shown, expected))
        }
    }

    fn pass(&mut self, pass: Decoded<'_>) -> Result<(), Error> {
        let mut line = Vec::from(&b"PASS "[..]);
        line.extend(pass.bytes());
        line.extend_from_slice(b"\r\n");
        let reply = self.send(&line, Step::Pass, "PASS ***")?;
        self.expect(&reply, 2, Step::Pass, "PASS ***", "2xx")
    }

    fn set_type(&mut self, t: &[u8]) -> Result<(), Error> {
        let shown = if t == b"A" { "TYPE A" } else { "TYPE I" };
        let mut line = Vec::from(shown.as_bytes());
        line.extend_from_slice(b"\r\n");
        let reply = self.send(&line, Step::Type, shown)?;
        self.expect(&reply, 2, Step::Type, shown, "2xx")
    }

    /// A passive data connection: `EPSV` (RFC 2428), or `PASV` when the
    /// server does not know it. The data connection goes to the control
    /// connection's peer, whatever address a `227` reply gives (which may
    /// be a private one behind NAT, or another host's: the FTP bounce).
    fn passive(&mut self, client: &Client) -> Result<TcpStream, Error> {
        let reply = self.send(b"EPSV\r\n", Step::Passive, "EPSV")?;
        let (port, shown) = match reply.code {
            229 => match epsv_port(&reply.line) {
                Some(p) => (p, "EPSV"),
                None => return Err(self.unexpected(&reply, Step::Passive, "EPSV", "229 (|||port|)")),
            },
            500..=502 | 504 => {
                let reply = self.send(b"PASV\r\n", Step::Passive, "PASV")?;
                match (reply.code, pasv_port(&reply.line)) {
                    (227, Some(p)) => (p, "PASV"),
                    _ => return Err(self.unexpected(&reply, Step::Passive, "PASV", "227 (h1,h2,h3,h4,p1,p2)")),
                }
            }
            _ => return Err(self.unexpected(&reply, Step::Passive, "EPSV", "229")),
        };
        let addr = SocketAddr::new(self.peer.ip(), port);
        connect_addr(client, addr).map_err(|e| io_error(Step::DataConnect, Some(shown), e))
    }

    /// `RETR` or `NLST` over a passive data connection: `1xx`, the data,
    /// then `2xx`.
    fn transfer<W: Write + ?Sized>(
        &mut self,
        client: &Client,
        line: &[u8],
        shown: &str,
        ascii: bool,
        out: &mut Counted<'_, W>,
    ) -> Result<(), Error> {
        let mut data = self.passive(client)?;
        let reply = self.send(line, Step::Transfer, shown)?;
        self.expect(&reply, 1, Step::Transfer, shown, "1xx")?;
        // large reads: fewer system calls on a fast data connection
        let mut buf = std::vec![0u8; 4 * CHUNK];
        let mut conv = Vec::new();
        let mut pending_cr = false;
        loop {
            let n = match data.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(io_error(Step::Completion, Some(shown), e)),
            };
            if ascii {
                crlf_to_lf(&buf[..n], &mut pending_cr, &mut conv);
                out.write(&conv)?;
            } else {
                out.write(&buf[..n])?;
            }
        }
        if pending_cr {
            out.write(b"\r")?;
        }
        drop(data);
        let reply = self.reply(Step::Completion, Some(shown))?;
        self.expect(&reply, 2, Step::Completion, shown, "2xx")
    }
}

/// RFC 959 §3.1.1.1: the network's CR LF line ends, as LF. A CR at the end
/// of `chunk` waits for the next one (`pending_cr`).
fn crlf_to_lf(chunk: &[u8], pending_cr: &mut bool, conv: &mut Vec<u8>) {
    conv.clear();
    for &b in chunk {
        if core::mem::take(pending_cr) && b != b'\n' {
            conv.push(b'\r');
        }
        if b == b'\r' {
            *pending_cr = true;
        } else {
            conv.push(b);
        }
    }
}

/// The three-digit code a reply line starts with.
fn reply_code(line: &[u8]) -> Option<u16> {
    match line {
        [a @ b'1'..=b'5', b @ b'0'..=b'9', c @ b'0'..=b'9', ..] => {
            Some(u16::from(a - b'0') * 100 + u16::from(b - b'0') * 10 + u16::from(c - b'0'))
        }
        _ => None,
    }
}

/// The port of `229 Entering Extended Passive Mode (|||6446|)` (RFC 2428 §3).
fn epsv_port(line: &[u8]) -> Option<u16> {
    let open = line.iter().position(|&b| b == b'(')?;
    let rest = line.get(open + 1..)?;
    let &d = rest.first()?;
    // (<d><d><d><port><d>)
    let rest = rest.strip_prefix(&[d, d, d][..])?;
    let end = rest.iter().position(|&b| b == d)?;
    parse_u16(&rest[..end]).filter(|&p| p != 0)
}

/// The port of `227 Entering Passive Mode (h1,h2,h3,h4,p1,p2)` (RFC 959
/// §4.1.2); the parentheses are optional.
fn pasv_port(line: &[u8]) -> Option<u16> {
    let text = line.get(4..)?;
    let start = text.iter().position(u8::is_ascii_digit)?;
    let mut numbers = text[start..].split(|&b| b == b',');
    let mut n = [0u16; 6];
    for slot in &mut n {
        let field = numbers.next()?;
        let digits = field.iter().take_while(|b| b.is_ascii_digit()).count();
        let v = parse_u16(&field[..digits])?;
        if v > 255 {
            return None;
        }
        *slot = v;
    }
    let port = n[4] * 256 + n[5];
    (port != 0).then_some(port)
}

fn parse_u16(digits: &[u8]) -> Option<u16> {
    if digits.is_empty() || digits.len() > 5 {
        return None;
    }
    let mut v: u32 = 0;
    for &b in digits {
        if !b.is_ascii_digit() {
            return None;
        }
        v = v * 10 + u32::from(b - b'0');
    }
    u16::try_from(v).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passive_replies() {
        assert_eq!(epsv_port(b"229 Entering Extended Passive Mode (|||6446|)"), Some(6446));
        assert_eq!(epsv_port(b"229 ok (!!!21!)"), Some(21));
        assert_eq!(epsv_port(b"229 ok (|||0|)"), None);
        assert_eq!(epsv_port(b"229 ok (||6446|)"), None);
        assert_eq!(epsv_port(b"229 ok (|||70000|)"), None);
        assert_eq!(epsv_port(b"229 ok"), None);
        assert_eq!(pasv_port(b"227 Entering Passive Mode (127,0,0,1,4,1)."), Some(1025));
        assert_eq!(pasv_port(b"227 =127,0,0,1,255,255"), Some(65535));
        assert_eq!(pasv_port(b"227 (127,0,0,1,256,1)"), None);
        assert_eq!(pasv_port(b"227 (127,0,0,1,4)"), None);
        assert_eq!(pasv_port(b"227"), None);
    }

    #[test]
    fn reply_codes() {
        assert_eq!(reply_code(b"550 No such file"), Some(550));
        assert_eq!(reply_code(b"230-Welcome"), Some(230));
        assert_eq!(reply_code(b"600 x"), None);
        assert_eq!(reply_code(b"22"), None);
        assert_eq!(reply_code(b"HTTP/1.0 200 OK"), None);
    }

    #[test]
    fn ascii_line_ends_across_chunks() {
        let mut pending = false;
        let mut out = Vec::new();
        let mut all = Vec::new();
        for chunk in [&b"a\r"[..], b"\nb\r", b"c\r\r\n", b"\r"] {
            crlf_to_lf(chunk, &mut pending, &mut out);
            all.extend_from_slice(&out);
        }
        assert!(pending);
        assert_eq!(all, b"a\nb\rc\r\n");
    }
}

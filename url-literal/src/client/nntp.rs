//! news and nntp URLs read from a news server (RFC 1738 §3.6–3.7, RFC 3977).

use std::borrow::ToOwned;
use std::format;
use std::io::{self, BufReader, Write};
use std::net::TcpStream;
use std::string::String;
use std::vec::Vec;

use super::{connect, escaped, io_error, read_line, read_piece, Client, Counted, Error, Fetched, Input, Step, Timed};
use crate::interpret::NewsItem;
use crate::{Host, NewsUrl, NntpUrl};

/// The NNTP port (RFC 3977 §3.1 names 119 for NNTP, RFC 1738 §3.7 too).
const NNTP_PORT: u16 = 119;

/// The longest message-id without its `<` `>` (RFC 3977 §3.6).
const MAX_MESSAGE_ID: usize = 248;

pub(super) fn fetch_news<W: Write + ?Sized>(client: &Client, url: &NewsUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
    // every check before the connection: the URL's message-id (RFC 1738 §6,
    // RFC 3977 §3.6)
    if let Some(c) = url.as_url().control_on_wire() {
        return Err(c.into());
    }
    let item = url.item();
    let id: Option<Vec<u8>> = match item {
        NewsItem::Article(id) => Some(checked_message_id(&id.id().to_bytes())?),
        _ => None,
    };
    let (host, port) = news_server(client)?;
    let mut session = Session::open(client, Host::Name(&host), port)?;
    let mut counted = Counted { out, bytes: 0 };
    match (item, id) {
        (NewsItem::Article(_), Some(id)) => {
            let mut line = Vec::from(&b"ARTICLE <"[..]);
            line.extend_from_slice(&id);
            line.push(b'>');
            session.article(&line, &mut counted)?;
        }
        (NewsItem::Group(group), _) => session.list_group(group, &mut counted)?,
        _ => session.list_active(&mut counted)?,
    }
    session.quit()?;
    counted.flush()?;
    Ok(Fetched { bytes: counted.bytes })
}

pub(super) fn fetch_nntp<W: Write + ?Sized>(client: &Client, url: &NntpUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
    // a group name is letters, digits and "-.+_" (RFC 1738 §5), an article
    // number digits: nothing to refuse
    let mut session = Session::open(client, url.host(), url.port_or_default())?;
    let mut counted = Counted { out, bytes: 0 };
    match url.article_str() {
        Some(n) => {
            session.group(url.group())?;
            session.article(format!("ARTICLE {n}").as_bytes(), &mut counted)?;
        }
        None => session.list_group(url.group(), &mut counted)?,
    }
    session.quit()?;
    counted.flush()?;
    Ok(Fetched { bytes: counted.bytes })
}

/// The configured news server: [`Client::news_server`], else `NNTPSERVER`
/// (`host` or `host:port`).
fn news_server(client: &Client) -> Result<(String, u16), Error> {
    if let Some(s) = &client.news_server {
        return Ok(s.clone());
    }
    let var = std::env::var("NNTPSERVER").unwrap_or_default();
    let var = var.trim();
    if var.is_empty() {
        return Err(Error::NeedsInput(Input::NewsServer));
    }
    Ok(match var.rsplit_once(':') {
        Some((host, port)) if !host.contains(':') => match port.parse() {
            Ok(port) => (host.to_owned(), port),
            Err(_) => {
                return Err(Error::Connect {
                    host: var.to_owned(),
                    port: 0,
                    source: io::Error::new(io::ErrorKind::InvalidInput, "NNTPSERVER's port is not a number"),
                })
            }
        },
        _ => (var.to_owned(), NNTP_PORT),
    })
}

/// The decoded message-id, if RFC 3977 §3.6 lets it be sent: 1 to 248
/// octets of `%x21-3D / %x3F-7E` (printable US-ASCII but `>`).
fn checked_message_id(id: &[u8]) -> Result<Vec<u8>, Error> {
    if let Some(offset) = id.iter().position(|&b| !(0x21..=0x7E).contains(&b) || b == b'>') {
        return Err(Error::RefusedMessageId { offset, byte: id[offset] });
    }
    if id.len() > MAX_MESSAGE_ID {
        return Err(Error::RefusedMessageId { offset: id.len(), byte: 0 });
    }
    Ok(id.to_vec())
}

/// The three-digit code a response line starts with (RFC 3977 §3.2).
fn code(line: &[u8]) -> Option<u16> {
    match line {
        [a @ b'1'..=b'5', b @ b'0'..=b'9', c @ b'0'..=b'9', rest @ ..] if matches!(rest.first(), None | Some(b' ')) => {
            Some(u16::from(a - b'0') * 100 + u16::from(b - b'0') * 10 + u16::from(c - b'0'))
        }
        _ => None,
    }
}

struct Session {
    /// Each response line ends within the read timeout (a deadline), a data
    /// block's lines each read within it.
    reader: BufReader<Timed>,
    writer: TcpStream,
    line: Vec<u8>,
    /// The last command, as errors show it.
    shown: Option<String>,
}

impl Session {
    /// Connects and reads the greeting: `200` or `201` (RFC 3977 §5.1.1).
    fn open(client: &Client, host: Host<'_>, port: u16) -> Result<Session, Error> {
        let stream = connect(client, host, port)?;
        let reader = stream.try_clone().map_err(|e| io_error(Step::Connect, None, e))?;
        let mut s = Session {
            reader: BufReader::new(Timed::new(reader, client)),
            writer: stream,
            line: Vec::new(),
            shown: None,
        };
        let code = s.response(Step::Greeting)?;
        if !matches!(code, 200 | 201) {
            return Err(s.unexpected(Step::Greeting, "200 or 201"));
        }
        Ok(s)
    }

    /// Sends `command` and reads the response's first line.
    fn send(&mut self, command: &[u8], step: Step) -> Result<u16, Error> {
        // every argument was checked before: the line holds no CR, LF or NUL
        // and fits in 512 octets (RFC 3977 §3.1)
        debug_assert!(!command.iter().any(|&b| matches!(b, b'\r' | b'\n' | 0)) && command.len() <= 510);
        let shown = escaped(command);
        let mut line = command.to_vec();
        line.extend_from_slice(b"\r\n");
        self.writer.write_all(&line).map_err(|e| io_error(step, Some(&shown), e))?;
        self.shown = Some(shown);
        self.response(step)
    }

    /// Reads a response line into `self.line`: its code. The line must
    /// come whole within the read timeout (a server that sends it a byte at
    /// a time is a [`Error::Timeout`]).
    fn response(&mut self, step: Step) -> Result<u16, Error> {
        self.reader.get_mut().start_deadline();
        let read = self.read(step);
        self.reader.get_mut().clear_deadline();
        read?;
        match code(&self.line) {
            Some(c) => Ok(c),
            None => Err(self.unexpected(step, "a response code")),
        }
    }

    /// Reads one line (without CR LF) into `self.line`; the end of the
    /// stream is [`Error::Closed`].
    fn read(&mut self, step: Step) -> Result<(), Error> {
        match read_line(&mut self.reader, &mut self.line) {
            Ok(true) => Ok(()),
            Ok(false) => Err(Error::Closed { step, command: self.shown.clone() }),
            Err(e) => Err(io_error(step, self.shown.as_deref(), e)),
        }
    }

    fn unexpected(&self, step: Step, expected: &'static str) -> Error {
        Error::Reply {
            step,
            command: self.shown.clone().unwrap_or_else(|| "(connected)".into()),
            reply: escaped(&self.line),
            expected,
        }
    }

    /// `GROUP group`: `211 count low high group` (RFC 3977 §6.1.1), as
    /// `(count, low, high)`.
    fn group(&mut self, group: &str) -> Result<(u64, u64, u64), Error> {
        match self.send(format!("GROUP {group}").as_bytes(), Step::Group)? {
            211 => {}
            411 => return Err(Error::NoSuchGroup { group: group.to_owned(), reply: escaped(&self.line) }),
            _ => return Err(self.unexpected(Step::Group, "211")),
        }
        let mut numbers = self
            .line
            .split(|&b| b == b' ')
            .skip(1)
            .map(|w| core::str::from_utf8(w).ok().and_then(|w| w.parse::<u64>().ok()));
        match (numbers.next().flatten(), numbers.next().flatten(), numbers.next().flatten()) {
            (Some(count), Some(low), Some(high)) => Ok((count, low, high)),
            _ => Err(self.unexpected(Step::Group, "211 number low high group")),
        }
    }

    /// `ARTICLE ...`: `220`, then the article, written dot-unstuffed.
    fn article<W: Write + ?Sized>(&mut self, command: &[u8], out: &mut Counted<'_, W>) -> Result<(), Error> {
        match self.send(command, Step::Article)? {
            220 => self.article_block(out),
            423 | 430 => {
                let article = core::str::from_utf8(&command[b"ARTICLE ".len()..]).unwrap_or("").to_owned();
                Err(Error::NoSuchArticle { article, reply: escaped(&self.line) })
            }
            _ => Err(self.unexpected(Step::Article, "220")),
        }
    }

    /// An article's data block up to its `.` line (RFC 3977 §3.1.1),
    /// written as sent, a leading `..` as `.`: a line of any length is
    /// written whole, read in pieces of at most 8 KiB.
    fn article_block<W: Write + ?Sized>(&mut self, out: &mut Counted<'_, W>) -> Result<(), Error> {
        let mut line_start = true;
        loop {
            let (any, complete) = read_piece(&mut self.reader, &mut self.line)
                .map_err(|e| io_error(Step::Article, self.shown.as_deref(), e))?;
            if !any {
                return Err(Error::Closed { step: Step::Article, command: self.shown.clone() });
            }
            let mut piece = self.line.as_slice();
            if line_start {
                if complete && matches!(piece, b".\r\n" | b".\n") {
                    return Ok(());
                }
                if piece.first() == Some(&b'.') {
                    piece = &piece[1..];
                }
            }
            out.write(piece)?;
            line_start = complete;
        }
    }

    /// A group's articles: `GROUP`, then `OVER low-high` (RFC 3977 §8.3),
    /// one `number TAB subject` line per article; `LISTGROUP` (§6.1.2),
    /// numbers alone, on a server without `OVER`.
    fn list_group<W: Write + ?Sized>(&mut self, group: &str, out: &mut Counted<'_, W>) -> Result<(), Error> {
        let (count, low, high) = self.group(group)?;
        if count == 0 || high < low {
            return Ok(());
        }
        match self.send(format!("OVER {low}-{high}").as_bytes(), Step::Over)? {
            224 => self.block(
                Step::Over,
                |line, out| {
                    // number TAB subject TAB ...: the first two fields
                    let mut fields = line.splitn(3, |&b| b == b'\t');
                    out.write(fields.next().unwrap_or(b""))?;
                    out.write(b"\t")?;
                    out.write(fields.next().unwrap_or(b""))?;
                    out.write(b"\n")
                },
                out,
            ),
            // the current group has no such articles
            423 => Ok(()),
            // OVER is optional (RFC 3977 §8.1): the numbers alone
            500 | 503 => match self.send(format!("LISTGROUP {group}").as_bytes(), Step::Over)? {
                211 => self.block(
                    Step::Over,
                    |line, out| {
                        out.write(line)?;
                        out.write(b"\n")
                    },
                    out,
                ),
                _ => Err(self.unexpected(Step::Over, "211")),
            },
            _ => Err(self.unexpected(Step::Over, "224")),
        }
    }

    /// `LIST ACTIVE` (RFC 3977 §7.6.3): `215`, then the groups, of which
    /// the names are written, one a line.
    fn list_active<W: Write + ?Sized>(&mut self, out: &mut Counted<'_, W>) -> Result<(), Error> {
        if self.send(b"LIST ACTIVE", Step::List)? != 215 {
            return Err(self.unexpected(Step::List, "215"));
        }
        self.block(
            Step::List,
            |line, out| {
                out.write(line.split(|&b| b == b' ').next().unwrap_or(b""))?;
                out.write(b"\n")
            },
            out,
        )
    }

    /// Reads a multi-line data block up to its `.` line (RFC 3977 §3.1.1),
    /// each line dot-unstuffed (a leading `..` read as `.`) and handed to
    /// `each`: its first 8 KiB, the rest of a longer line dropped (the
    /// lists write the first fields of a line only).
    fn block<W: Write + ?Sized>(
        &mut self,
        step: Step,
        mut each: impl FnMut(&[u8], &mut Counted<'_, W>) -> Result<(), Error>,
        out: &mut Counted<'_, W>,
    ) -> Result<(), Error> {
        loop {
            let complete = self.piece(step)?;
            let mut line = self.line.as_slice();
            if complete {
                line = line.strip_suffix(b"\n").unwrap_or(line);
                line = line.strip_suffix(b"\r").unwrap_or(line);
                if line == b"." {
                    return Ok(());
                }
            }
            let line = if line.first() == Some(&b'.') { &line[1..] } else { line };
            each(line, out)?;
            // the rest of a line over 8 KiB: the fields after the ones
            // written (an overview line's long References), read and dropped
            let mut complete = complete;
            while !complete {
                complete = self.piece(step)?;
            }
        }
    }

    /// Reads a piece of a line (at most 8 KiB) into `self.line`: whether it
    /// ends the line. The end of the stream is [`Error::Closed`].
    fn piece(&mut self, step: Step) -> Result<bool, Error> {
        match read_piece(&mut self.reader, &mut self.line) {
            Ok((true, complete)) => Ok(complete),
            Ok((false, _)) => Err(Error::Closed { step, command: self.shown.clone() }),
            Err(e) => Err(io_error(step, self.shown.as_deref(), e)),
        }
    }

    /// `QUIT`: `205` (RFC 3977 §5.4).
    fn quit(&mut self) -> Result<(), Error> {
        match self.send(b"QUIT", Step::Quit)? {
            205 => Ok(()),
            _ => Err(self.unexpected(Step::Quit, "205")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{checked_message_id, code};
    use crate::client::Error;

    #[test]
    fn response_codes() {
        assert_eq!(code(b"211 3 1 3 local.one"), Some(211));
        assert_eq!(code(b"205"), Some(205));
        assert_eq!(code(b"2110 x"), None);
        assert_eq!(code(b"21 x"), None);
        assert_eq!(code(b"abc"), None);
    }

    #[test]
    fn message_ids() {
        assert_eq!(checked_message_id(b"a@b").unwrap(), b"a@b");
        assert!(matches!(checked_message_id(b"a b@c"), Err(Error::RefusedMessageId { offset: 1, byte: b' ' })));
        assert!(matches!(checked_message_id(b"a>@c"), Err(Error::RefusedMessageId { offset: 1, byte: b'>' })));
        assert!(matches!(checked_message_id("é@c".as_bytes()), Err(Error::RefusedMessageId { offset: 0, byte: 0xC3 })));
        let long = [b'a'; 249];
        assert!(matches!(checked_message_id(&long), Err(Error::RefusedMessageId { offset: 249, byte: 0 })));
        assert!(checked_message_id(&long[..248]).is_ok());
    }
}

//! telnet URLs opened as sessions (RFC 1738 §3.8, RFC 854, RFC 855).
//!
//! The client takes no option of its own and lets the server take two:
//! `ECHO` (RFC 857: the server echoes what the user types, as a login
//! expects) and `SUPPRESS-GO-AHEAD` (RFC 858: a full-duplex terminal). To
//! every other `WILL` it answers `DONT`, to every `DO` `WONT` (RFC 854: "the
//! party may refuse"); a subnegotiation is skipped. What is left is the
//! network virtual terminal of RFC 854.

use std::io::{self, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use std::vec::Vec;

use super::{connect, io_error, Client, Error, Step};
use crate::TelnetUrl;

const IAC: u8 = 255;
const DONT: u8 = 254;
const DO: u8 = 253;
const WONT: u8 = 252;
const WILL: u8 = 251;
const SB: u8 = 250;
const SE: u8 = 240;
/// RFC 857.
const ECHO: u8 = 1;
/// RFC 858.
const SUPPRESS_GO_AHEAD: u8 = 3;

/// The most bytes read from the server while waiting for the login prompt,
/// its commands counted: a server that negotiates for ever, or never ends
/// a subnegotiation, sends no data and is stopped all the same.
const MAX_BANNER: usize = 64 * 1024;

pub(super) fn open(client: &Client, url: &TelnetUrl<'_>) -> Result<TelnetSession, Error> {
    // nothing from the URL is sent: its user and password are advice
    // (RFC 1738 §3.8), its host and port only connect
    let stream = connect(client, url.host(), url.port_or_default())?;
    let reader = stream.try_clone().map_err(|e| io_error(Step::Connect, None, e))?;
    let mut session = TelnetSession {
        reader,
        writer: TelnetWriter { stream: Arc::new(Mutex::new(stream)), cr_pending: false },
        parser: Parser::default(),
        raw: Vec::new(),
        raw_at: 0,
        data: Vec::new(),
        data_at: 0,
        banner: Vec::new(),
    };
    // the prompt must come within the read timeout, however the server
    // spreads its bytes
    let deadline = Instant::now() + client.read_timeout;
    let mut received = 0usize;
    let mut chunk = [0u8; 4096];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(Error::Timeout { step: Step::Prompt, command: None });
        }
        session.reader.set_read_timeout(Some(left)).map_err(|e| io_error(Step::Prompt, None, e))?;
        let n = match session.reader.read(&mut chunk) {
            Ok(0) => return Err(Error::Closed { step: Step::Prompt, command: None }),
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(io_error(Step::Prompt, None, e)),
        };
        // the whole chunk, then the question: a prompt is what the server
        // sent last
        received += n;
        let mut reply = Vec::new();
        for &b in &chunk[..n] {
            if let Some(d) = session.parser.byte(b, &mut reply) {
                session.banner.push(d);
            }
        }
        if !reply.is_empty() {
            session.writer.raw(&reply).map_err(|e| io_error(Step::Prompt, None, e))?;
        }
        if is_prompt(&session.banner) {
            session.reader.set_read_timeout(None).map_err(|e| io_error(Step::Prompt, None, e))?;
            return Ok(session);
        }
        if received >= MAX_BANNER {
            return Err(Error::NoPrompt { bytes: received });
        }
    }
}

/// Whether `banner`'s last line is a login prompt: `login:`, `username:`,
/// `user name:` or `user:`, in any case, maybe followed by spaces.
fn is_prompt(banner: &[u8]) -> bool {
    let last = match banner.iter().rposition(|&b| b == b'\n') {
        Some(i) => &banner[i + 1..],
        None => banner,
    };
    let end = last.iter().rposition(|&b| b != b' ' && b != b'\t').map_or(0, |i| i + 1);
    let last = &last[..end];
    [&b"login:"[..], b"username:", b"user name:", b"user:"]
        .iter()
        .any(|p| last.len() >= p.len() && last[last.len() - p.len()..].eq_ignore_ascii_case(p))
}

/// The receiving side of the protocol: commands out, data through.
#[derive(Default)]
struct Parser {
    state: State,
    /// Whether the server's ECHO and SUPPRESS-GO-AHEAD are on.
    echo: bool,
    sga: bool,
}

#[derive(Default, Clone, Copy)]
enum State {
    #[default]
    Data,
    /// After a CR in the data.
    Cr,
    Iac,
    /// After IAC and WILL, WONT, DO or DONT.
    Verb(u8),
    /// In a subnegotiation, and after an IAC in one.
    Sb,
    SbIac,
}

impl Parser {
    /// Takes one byte from the server: the data byte it stands for, if any;
    /// the answer to an option request goes to `reply`.
    fn byte(&mut self, b: u8, reply: &mut Vec<u8>) -> Option<u8> {
        match self.state {
            State::Data | State::Cr => {
                let after_cr = matches!(self.state, State::Cr);
                self.state = State::Data;
                match b {
                    IAC => {
                        self.state = State::Iac;
                        None
                    }
                    // CR NUL is a bare CR (RFC 854)
                    0 if after_cr => None,
                    b'\r' => {
                        self.state = State::Cr;
                        Some(b)
                    }
                    _ => Some(b),
                }
            }
            State::Iac => {
                self.state = State::Data;
                match b {
                    IAC => Some(IAC),
                    WILL | WONT | DO | DONT => {
                        self.state = State::Verb(b);
                        None
                    }
                    SB => {
                        self.state = State::Sb;
                        None
                    }
                    // NOP, GA, DM, AYT, ...: nothing to show
                    _ => None,
                }
            }
            State::Verb(verb) => {
                self.state = State::Data;
                self.option(verb, b, reply);
                None
            }
            State::Sb => {
                if b == IAC {
                    self.state = State::SbIac;
                }
                None
            }
            State::SbIac => {
                self.state = if b == SE { State::Data } else { State::Sb };
                None
            }
        }
    }

    /// Answers `IAC verb option` (RFC 854, RFC 855), acknowledging only a
    /// change of state so that no answer loops.
    fn option(&mut self, verb: u8, option: u8, reply: &mut Vec<u8>) {
        let on = match option {
            ECHO => Some(&mut self.echo),
            SUPPRESS_GO_AHEAD => Some(&mut self.sga),
            _ => None,
        };
        match (verb, on) {
            (WILL, Some(on)) if !*on => {
                *on = true;
                reply.extend_from_slice(&[IAC, DO, option]);
            }
            (WILL, None) => reply.extend_from_slice(&[IAC, DONT, option]),
            (WONT, Some(on)) if *on => {
                *on = false;
                reply.extend_from_slice(&[IAC, DONT, option]);
            }
            // the client takes no option: every DO is refused
            (DO, _) => reply.extend_from_slice(&[IAC, WONT, option]),
            // WILL of what is on, WONT of what is off, any DONT: what
            // already holds, not acknowledged (RFC 854)
            _ => {}
        }
    }
}

/// A telnet session: [`Client::telnet`] returns it once the server's login
/// prompt has arrived.
///
/// [`Read`] gives the server's data, the protocol's commands taken out
/// (and answered); [`Write`] sends the user's, as the network virtual
/// terminal writes it: a line end `\n` or `\r\n` as CR LF, a bare CR as
/// CR NUL, the byte 255 as IAC IAC (RFC 854). Reads wait without a time
/// limit ([`set_read_timeout`](TelnetSession::set_read_timeout) sets one);
/// [`writer`](TelnetSession::writer) gives a second writer for another
/// thread.
pub struct TelnetSession {
    reader: TcpStream,
    writer: TelnetWriter,
    parser: Parser,
    /// Bytes read from the server and not yet taken.
    raw: Vec<u8>,
    raw_at: usize,
    /// Data taken and not yet read by the caller.
    data: Vec<u8>,
    data_at: usize,
    banner: Vec<u8>,
}

impl core::fmt::Debug for TelnetSession {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("TelnetSession")
            .field("peer", &self.reader.peer_addr().ok())
            .field("banner", &super::escaped(&self.banner))
            .finish_non_exhaustive()
    }
}

impl TelnetSession {
    /// What the server sent up to and with its login prompt, as data (CR
    /// LF line ends as sent, the commands taken out).
    pub fn banner(&self) -> &[u8] {
        &self.banner
    }

    /// A writer of this session for another thread (the user's input while
    /// this one reads).
    pub fn writer(&self) -> TelnetWriter {
        TelnetWriter { stream: Arc::clone(&self.writer.stream), cr_pending: false }
    }

    /// How long a read may wait for the server's data; `None` (the default
    /// after the prompt) waits for ever. A read that gets only the
    /// protocol's commands for that long ends all the same, with a timeout
    /// error ([`io::ErrorKind::TimedOut`], or [`io::ErrorKind::WouldBlock`]
    /// as the socket reports its own timeout).
    ///
    /// # Errors
    ///
    /// A zero duration, as [`TcpStream::set_read_timeout`].
    pub fn set_read_timeout(&self, timeout: Option<Duration>) -> io::Result<()> {
        self.reader.set_read_timeout(timeout)
    }
}

impl Read for TelnetSession {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let timeout = self.reader.read_timeout()?;
        let read = self.read_within(buf, timeout.map(|t| Instant::now() + t));
        if timeout.is_some() {
            // the caller's timeout again, for the next read
            self.reader.set_read_timeout(timeout)?;
        }
        read
    }
}

impl TelnetSession {
    /// [`Read::read`], ended at `deadline` if there is one: a server that
    /// sends commands and no data (an option storm, a subnegotiation never
    /// ended) does not hold a read past the caller's timeout.
    fn read_within(&mut self, buf: &mut [u8], deadline: Option<Instant>) -> io::Result<usize> {
        loop {
            if self.data_at < self.data.len() {
                let n = buf.len().min(self.data.len() - self.data_at);
                buf[..n].copy_from_slice(&self.data[self.data_at..self.data_at + n]);
                self.data_at += n;
                return Ok(n);
            }
            if buf.is_empty() {
                return Ok(0);
            }
            if self.raw_at == self.raw.len() {
                if let Some(deadline) = deadline {
                    let left = deadline.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        return Err(io::ErrorKind::TimedOut.into());
                    }
                    self.reader.set_read_timeout(Some(left))?;
                }
                // read into a buffer of its own: a read that fails (a
                // timeout) leaves nothing behind to be taken as data
                let mut chunk = [0u8; 4096];
                let n = self.reader.read(&mut chunk)?;
                self.raw.clear();
                self.raw.extend_from_slice(&chunk[..n]);
                self.raw_at = 0;
                if n == 0 {
                    return Ok(0);
                }
            }
            self.data.clear();
            self.data_at = 0;
            let mut reply = Vec::new();
            for &b in &self.raw[self.raw_at..] {
                if let Some(d) = self.parser.byte(b, &mut reply) {
                    self.data.push(d);
                }
            }
            self.raw_at = self.raw.len();
            if !reply.is_empty() {
                self.writer.raw(&reply)?;
            }
        }
    }
}

impl Write for TelnetSession {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.writer.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.writer.flush()
    }
}

/// The writing side of a [`TelnetSession`] ([`TelnetSession::writer`]):
/// the user's bytes as the network virtual terminal writes them (see
/// [`TelnetSession`]).
pub struct TelnetWriter {
    stream: Arc<Mutex<TcpStream>>,
    /// A CR was sent last: a LF next completes CR LF, anything else
    /// needs the NUL of CR NUL first.
    cr_pending: bool,
}

impl core::fmt::Debug for TelnetWriter {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("TelnetWriter").finish_non_exhaustive()
    }
}

impl TelnetWriter {
    fn lock(&self) -> MutexGuard<'_, TcpStream> {
        self.stream.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Sends `bytes` as they are (the protocol's own commands).
    fn raw(&self, bytes: &[u8]) -> io::Result<()> {
        self.lock().write_all(bytes)
    }

    /// Tells the server the user has nothing more to send (closes the
    /// sending half of the connection).
    ///
    /// # Errors
    ///
    /// As [`TcpStream::shutdown`].
    pub fn close(&self) -> io::Result<()> {
        self.lock().shutdown(Shutdown::Write)
    }
}

impl Write for TelnetWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let out = nvt(buf, &mut self.cr_pending);
        self.raw(&out)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.lock().flush()
    }
}

/// The user's bytes as the network virtual terminal writes them (RFC 854):
/// `\n` and `\r\n` as CR LF, a bare CR as CR NUL, 255 as IAC IAC;
/// `cr_pending` carries a CR at the end of one write to the next.
fn nvt(buf: &[u8], cr_pending: &mut bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(buf.len() + 8);
    for &b in buf {
        if core::mem::take(cr_pending) {
            if b == b'\n' {
                out.push(b'\n');
                continue;
            }
            out.push(0);
        }
        match b {
            b'\r' => {
                out.push(b'\r');
                *cr_pending = true;
            }
            b'\n' => out.extend_from_slice(b"\r\n"),
            IAC => out.extend_from_slice(&[IAC, IAC]),
            _ => out.push(b),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{is_prompt, nvt, Parser, DO, DONT, ECHO, IAC, SB, SE, SUPPRESS_GO_AHEAD, WILL, WONT};
    use std::vec::Vec;

    fn run(p: &mut Parser, bytes: &[u8]) -> (Vec<u8>, Vec<u8>) {
        let (mut data, mut reply) = (Vec::new(), Vec::new());
        for &b in bytes {
            data.extend(p.byte(b, &mut reply));
        }
        (data, reply)
    }

    #[test]
    fn options_refused_but_echo_and_sga() {
        let mut p = Parser::default();
        // inetutils telnetd's first requests: WILL AUTHENTICATION, DO TTYPE
        let (data, reply) =
            run(&mut p, &[IAC, WILL, 37, IAC, DO, 24, b'h', IAC, WILL, ECHO, IAC, WILL, SUPPRESS_GO_AHEAD]);
        assert_eq!(data, b"h");
        assert_eq!(reply, [IAC, DONT, 37, IAC, WONT, 24, IAC, DO, ECHO, IAC, DO, SUPPRESS_GO_AHEAD]);
        // asked again: already on, no answer; turned off: acknowledged once
        let (_, reply) =
            run(&mut p, &[IAC, WILL, ECHO, IAC, WONT, ECHO, IAC, WONT, ECHO, IAC, DONT, 24, IAC, WONT, 37]);
        assert_eq!(reply, [IAC, DONT, ECHO]);
        // DO SGA: the client takes no option
        assert_eq!(run(&mut p, &[IAC, DO, SUPPRESS_GO_AHEAD]).1, [IAC, WONT, SUPPRESS_GO_AHEAD]);
    }

    #[test]
    fn data_escapes_and_subnegotiation() {
        let mut p = Parser::default();
        let (data, reply) =
            run(&mut p, &[b'a', IAC, IAC, b'\r', 0, b'\r', b'\n', IAC, SB, 24, 1, IAC, IAC, IAC, SE, b'z', IAC, 241]);
        assert_eq!(data, [b'a', IAC, b'\r', b'\r', b'\n', b'z']);
        assert!(reply.is_empty());
    }

    #[test]
    fn user_bytes_as_the_nvt_writes_them() {
        let mut cr = false;
        assert_eq!(nvt(b"a\nb\r\nc\rd", &mut cr), b"a\r\nb\r\nc\r\0d");
        assert_eq!(nvt(&[b'x', IAC, b'y'], &mut cr), [b'x', IAC, IAC, b'y']);
        // a CR at the end of one write: LF next completes it, else NUL
        assert_eq!(nvt(b"e\r", &mut cr), b"e\r");
        assert!(cr);
        assert_eq!(nvt(b"\nf\r", &mut cr), b"\nf\r");
        assert_eq!(nvt(b"g", &mut cr), b"\0g");
        assert!(!cr);
    }

    #[test]
    fn prompts() {
        assert!(is_prompt(b"welcome\r\nlogin: "));
        assert!(is_prompt(b"Username:"));
        assert!(is_prompt(b"host LOGIN:\t"));
        assert!(!is_prompt(b"login: \r\n"));
        assert!(!is_prompt(b"password: "));
        assert!(!is_prompt(b"no prompt"));
    }
}

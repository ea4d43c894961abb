//! The gopher request of a gopher URL (RFC 1738 §3.4, RFC 1436, Gopher+).

use std::io::{self, BufReader, Read, Write};
use std::vec::Vec;

use super::{connect, escaped, io_error, read_line, Client, Counted, Error, Fetched, Input, Step, CHUNK};
use crate::GopherUrl;

pub(super) fn fetch<W: Write + ?Sized>(client: &Client, url: &GopherUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
    // every check (RFC 1738 §6) before the connection
    let request = url.request()?;
    let request = match (&client.search, request.needs_search()) {
        (Some(search), true) => request.with_search(search)?,
        (None, true) => return Err(Error::NeedsInput(Input::Search)),
        (_, false) => request,
    };
    let Some(line) = request.line() else { return Err(Error::NeedsInput(Input::Search)) };
    let line: Vec<u8> = line.collect();
    let shown = escaped(line.strip_suffix(b"\r\n").unwrap_or(&line));

    let mut stream = connect(client, url.host(), url.port_or_default())?;
    stream.write_all(&line).map_err(|e| io_error(Step::Request, Some(&shown), e))?;
    let mut reader = BufReader::with_capacity(CHUNK, stream);
    let mut out = Counted { out, bytes: 0 };
    let body = if url.gopher_plus().is_some() { plus_header(&mut reader, &shown)? } else { Length::ToClose };
    let io = |e: io::Error| io_error(Step::Body, Some(&shown), e);
    let mut buf = std::vec![0u8; CHUNK];
    match body {
        Length::ToClose => loop {
            match reader.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => out.write(&buf[..n])?,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(io(e)),
            }
        },
        Length::Exactly(expected) => {
            let mut left = expected;
            while left > 0 {
                let want = usize::try_from(left).unwrap_or(usize::MAX).min(buf.len());
                match reader.read(&mut buf[..want]) {
                    Ok(0) => return Err(Error::Truncated { expected, received: expected - left }),
                    Ok(n) => {
                        out.write(&buf[..n])?;
                        left -= n as u64;
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(io(e)),
                }
            }
        }
        Length::DotTerminated => {
            // hold back the last three bytes: a final ".\r\n" line is not data
            let mut held: Vec<u8> = Vec::new();
            let mut last_written: Option<u8> = None;
            loop {
                match reader.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => {
                        held.extend_from_slice(&buf[..n]);
                        let keep = held.len().min(3);
                        let flush = held.len() - keep;
                        if flush > 0 {
                            out.write(&held[..flush])?;
                            last_written = Some(held[flush - 1]);
                            held.drain(..flush);
                        }
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(io(e)),
                }
            }
            let at_line_start = matches!(last_written, None | Some(b'\n'));
            let tail: &[u8] = match held.as_slice() {
                b".\r\n" if at_line_start => b"",
                [x, b'.', b'\n'] if *x == b'\n' => &held[..1],
                [b'.', b'\n'] if at_line_start => b"",
                other => other,
            };
            out.write(tail)?;
        }
    }
    out.flush()?;
    Ok(Fetched { bytes: out.bytes })
}

/// How a gopher+ response's data is delimited.
enum Length {
    ToClose,
    Exactly(u64),
    DotTerminated,
}

/// Reads the header line of a gopher+ response: `+<length>`, `+-1` (data
/// ends with a `.` line), `+-2` (data ends at the close); `-<...>` is an
/// error, followed by a line that says what it is.
fn plus_header<R: io::BufRead>(reader: &mut R, shown: &str) -> Result<Length, Error> {
    let mut line = Vec::new();
    let got = read_line(reader, &mut line).map_err(|e| io_error(Step::Status, Some(shown), e))?;
    let reply = |line: &[u8], expected| Error::Reply {
        step: Step::Status,
        command: shown.into(),
        reply: escaped(line),
        expected,
    };
    if !got {
        return Err(reply(b"", "+<length>"));
    }
    match line.as_slice() {
        b"+-1" => Ok(Length::DotTerminated),
        b"+-2" => Ok(Length::ToClose),
        [b'+', digits @ ..] if !digits.is_empty() && digits.len() <= 19 && digits.iter().all(u8::is_ascii_digit) => {
            let n = digits.iter().fold(0u64, |n, &d| n * 10 + u64::from(d - b'0'));
            Ok(Length::Exactly(n))
        }
        [b'-', ..] => {
            // the error's code and text follow on the next line
            let mut detail = Vec::new();
            if read_line(reader, &mut detail).unwrap_or(false) {
                line.extend_from_slice(b" ");
                line.extend_from_slice(&detail);
            }
            Err(reply(&line, "+<length>"))
        }
        _ => Err(reply(&line, "+<length>")),
    }
}

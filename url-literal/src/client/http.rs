//! A plain HTTP/1.0 `GET` for an http URL (RFC 1738 §3.3, RFC 1945).

use std::io::{self, BufReader, Read, Write};
use std::vec::Vec;

use super::{connect, escaped, io_error, read_line, Client, Counted, Error, Fetched, Step, CHUNK};
use crate::HttpUrl;

/// The most header lines read before the response is refused.
const MAX_HEADERS: usize = 256;

pub(super) fn fetch<W: Write + ?Sized>(client: &Client, url: &HttpUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
    // the path and search go as the URL writes them, still encoded: the
    // grammar leaves no space, CR or LF in them, and a %0D stays three bytes
    let mut target = Vec::from(&b"/"[..]);
    target.extend_from_slice(url.path().unwrap_or("").as_bytes());
    if let Some(search) = url.search() {
        target.push(b'?');
        target.extend_from_slice(search.as_bytes());
    }
    let mut request = Vec::from(&b"GET "[..]);
    request.extend_from_slice(&target);
    request.extend_from_slice(b" HTTP/1.0");
    let shown = escaped(&request);
    request.extend_from_slice(b"\r\nHost: ");
    request.extend_from_slice(url.host_str().unwrap_or("").as_bytes());
    if let Some(port) = url.port() {
        request.extend_from_slice(std::format!(":{port}").as_bytes());
    }
    request.extend_from_slice(
        std::format!("\r\nUser-Agent: url-literal/{}\r\nAccept: */*\r\n\r\n", env!("CARGO_PKG_VERSION")).as_bytes(),
    );

    let mut stream = connect(client, url.host(), url.port_or_default())?;
    stream.write_all(&request).map_err(|e| io_error(Step::Request, Some(&shown), e))?;
    let mut reader = BufReader::with_capacity(CHUNK, stream);

    let mut line = Vec::new();
    let got = read_line(&mut reader, &mut line).map_err(|e| io_error(Step::Status, Some(&shown), e))?;
    let status = match line.as_slice() {
        [b'H', b'T', b'T', b'P', b'/', b'1', b'.', _, b' ', a, b, c, ..]
            if got && [a, b, c].iter().all(|d| d.is_ascii_digit()) && matches!(line.get(12), None | Some(b' ')) =>
        {
            (a - b'0') as u16 * 100 + (b - b'0') as u16 * 10 + (c - b'0') as u16
        }
        _ => {
            return Err(Error::Reply {
                step: Step::Status,
                command: shown,
                reply: escaped(&line),
                expected: "an HTTP/1.x status line",
            })
        }
    };
    if status / 100 != 2 {
        return Err(Error::Reply { step: Step::Status, command: shown, reply: escaped(&line), expected: "2xx" });
    }

    let mut length: Option<u64> = None;
    let mut header = Vec::new();
    for i in 0.. {
        if i == MAX_HEADERS {
            return Err(Error::Reply {
                step: Step::Headers,
                command: shown,
                reply: escaped(&header),
                expected: "at most 256 header lines",
            });
        }
        if !read_line(&mut reader, &mut header).map_err(|e| io_error(Step::Headers, Some(&shown), e))? {
            return Err(io_error(
                Step::Headers,
                Some(&shown),
                io::Error::new(io::ErrorKind::UnexpectedEof, "the server closed the connection"),
            ));
        }
        if header.is_empty() {
            break;
        }
        if let Some(colon) = header.iter().position(|&b| b == b':') {
            if header[..colon].eq_ignore_ascii_case(b"content-length") {
                let value = header[colon + 1..].trim_ascii();
                length = match value {
                    [..] if !value.is_empty() && value.len() <= 19 && value.iter().all(u8::is_ascii_digit) => {
                        Some(value.iter().fold(0u64, |n, &d| n * 10 + u64::from(d - b'0')))
                    }
                    _ => {
                        return Err(Error::Reply {
                            step: Step::Headers,
                            command: shown,
                            reply: escaped(&header),
                            expected: "a decimal Content-Length",
                        })
                    }
                };
            }
        }
    }

    let mut out = Counted { out, bytes: 0 };
    let mut buf = std::vec![0u8; CHUNK];
    let mut received: u64 = 0;
    loop {
        let want = match length {
            Some(l) => usize::try_from(l - received).unwrap_or(usize::MAX).min(buf.len()),
            None => buf.len(),
        };
        if want == 0 {
            break;
        }
        match reader.read(&mut buf[..want]) {
            Ok(0) => break,
            Ok(n) => {
                out.write(&buf[..n])?;
                received += n as u64;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(io_error(Step::Body, Some(&shown), e)),
        }
    }
    if let Some(expected) = length {
        if received < expected {
            return Err(Error::Truncated { expected, received });
        }
    }
    out.flush()?;
    Ok(Fetched { bytes: out.bytes })
}

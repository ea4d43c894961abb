//! Fetches an ftp, gopher, http, news or nntp URL with `url_literal::client`
//! and writes the body to standard output or a file; sends the message of a
//! mailto URL; opens a telnet URL as a session on the terminal.
//!
//! ```text
//! cargo run -p url-literal --features client --example fetch -- URL [-o FILE]
//!     [--email ADDRESS] [--search TEXT] [--timeout SECONDS]
//!     [--smtp HOST:PORT] [--from ADDRESS]
//! ```
//!
//! - `-o FILE`: write the body to FILE (created or truncated) instead of
//!   standard output;
//! - `--email ADDRESS`: the e-mail address sent as the anonymous FTP
//!   password (RFC 1738 §3.2.1); empty by default;
//! - `--search TEXT`: the search for a gopher search engine whose URL gives
//!   none;
//! - `--timeout SECONDS`: the read timeout (30 by default); connecting may
//!   take 10 seconds at most;
//! - `--smtp HOST:PORT`: the relay a mailto URL's message is submitted to
//!   (RFC 5321); without it, the message is written to standard output (or
//!   `-o FILE`) and nothing is sent;
//! - `--from ADDRESS`: the sender of a mailto URL's message (`MAIL FROM`
//!   and `From`); `--email` gives it too.
//!
//! A `news:` URL is read from the server named by the `NNTPSERVER`
//! environment variable (`host` or `host:port`). A mailto URL is read by RFC
//! 6068 (its `?subject=`, `&body=`, ... header fields); each field left out
//! is named on standard error, and the relay's answer too. A telnet URL
//! shows its user name and password as advice on standard error (RFC 1738
//! §3.8: they are never sent), then the server's banner up to its login
//! prompt, then the session: what is typed goes to the server, what it
//! sends to standard output, until either side closes.
//!
//! The password of an ftp URL that names a user but no password is read from
//! the `FETCH_PASSWORD` environment variable, if the server asks for one.
//!
//! A transfer over 1 MB shows a progress line on standard error (the size so
//! far and the rate), then a summary line.
//!
//! Exit status: 0 when the body was fetched, 1 when the server or the
//! network failed (a reply of the wrong class, a refused connection, a
//! timeout) or the output cannot be written, 2 for a bad URL or bad arguments
//! (a URL that is not RFC 1738, a scheme the client does not fetch, `https`
//! included, a URL that would send a CR, LF or NUL, RFC 1738 §6). When
//! standard output is a closed pipe, fetch stops quietly with status 0.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use url_literal::client::{Client, Error};
use url_literal::render::Escaped;
use url_literal::{Details, MailtoUri, TelnetUrl, Url};

/// Transfers over this many bytes show progress.
const PROGRESS_OVER: u64 = 1_000_000;
/// Time between two progress lines.
const PROGRESS_EVERY: Duration = Duration::from_millis(500);

const USAGE: &str = "usage: fetch URL [-o FILE] [--email ADDRESS] [--search TEXT] [--timeout SECONDS] [--smtp HOST:PORT] [--from ADDRESS]";

struct Args {
    url: String,
    output: Option<OsString>,
    email: String,
    search: Option<String>,
    timeout: Option<Duration>,
    smtp: Option<(String, u16)>,
}

fn parse_args(mut args: impl Iterator<Item = OsString>) -> Result<Args, String> {
    let text = |a: OsString| a.into_string().map_err(|a| format!("argument is not UTF-8: {}", a.to_string_lossy()));
    let mut url = None;
    let mut out =
        Args { url: String::new(), output: None, email: String::new(), search: None, timeout: None, smtp: None };
    while let Some(arg) = args.next() {
        match arg.to_str() {
            Some("-o") => out.output = Some(args.next().ok_or("-o needs a file name")?),
            Some("--email") => out.email = text(args.next().ok_or("--email needs an address")?)?,
            Some("--from") => out.email = text(args.next().ok_or("--from needs an address")?)?,
            Some("--smtp") => {
                let relay = text(args.next().ok_or("--smtp needs HOST:PORT")?)?;
                let parsed = relay.rsplit_once(':').and_then(|(h, p)| Some((h, p.parse::<u16>().ok()?)));
                match parsed {
                    Some((host, port)) if !host.is_empty() && port != 0 => out.smtp = Some((host.to_owned(), port)),
                    _ => return Err(format!("--smtp needs HOST:PORT, not {}", Escaped::new(&relay))),
                }
            }
            Some("--search") => out.search = Some(text(args.next().ok_or("--search needs a text")?)?),
            Some("--timeout") => {
                let t = text(args.next().ok_or("--timeout needs a number of seconds")?)?;
                let secs: f64 =
                    t.parse().map_err(|_| format!("--timeout needs a number of seconds, not {}", Escaped::new(&t)))?;
                if !(secs > 0.0 && secs < 1e9) {
                    return Err(format!("--timeout needs a positive number of seconds, not {}", Escaped::new(&t)));
                }
                out.timeout = Some(Duration::from_secs_f64(secs));
            }
            Some(s) if s.starts_with('-') && s.len() > 1 => return Err(format!("unknown option {}", Escaped::new(s))),
            _ if url.is_some() => return Err("more than one URL".into()),
            _ => url = Some(text(arg)?),
        }
    }
    out.url = url.ok_or("no URL")?;
    Ok(out)
}

/// Counts the bytes written and shows progress once past 1 MB.
struct Progress<W: Write> {
    out: W,
    bytes: u64,
    start: Instant,
    last: Instant,
    shown: bool,
}

impl<W: Write> Progress<W> {
    fn new(out: W) -> Self {
        let now = Instant::now();
        Progress { out, bytes: 0, start: now, last: now, shown: false }
    }

    fn line(&self) -> String {
        let secs = self.start.elapsed().as_secs_f64().max(1e-6);
        format!("{:.1} MB, {:.1} MB/s", self.bytes as f64 / 1e6, self.bytes as f64 / 1e6 / secs)
    }

    fn finish(&self) {
        if self.bytes > PROGRESS_OVER {
            eprintln!(
                "\rfetched {} bytes ({}) in {:.2} s",
                self.bytes,
                self.line(),
                self.start.elapsed().as_secs_f64()
            );
        }
    }
}

impl<W: Write> Write for Progress<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.out.write(buf)?;
        self.bytes += n as u64;
        if self.bytes > PROGRESS_OVER && self.last.elapsed() >= PROGRESS_EVERY {
            self.last = Instant::now();
            self.shown = true;
            eprint!("\r{}   ", self.line());
        }
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args_os().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("fetch: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut client = Client::new().email(args.email.clone());
    if let Some(t) = args.timeout {
        client = client.read_timeout(t);
    }
    if let Some(s) = args.search.clone() {
        client = client.search(s);
    }
    if let Some(p) = std::env::var_os("FETCH_PASSWORD") {
        match p.into_string() {
            Ok(p) => client = client.password(p),
            Err(_) => {
                eprintln!("fetch: FETCH_PASSWORD is not UTF-8");
                return ExitCode::from(2);
            }
        }
    }
    if let Some((host, port)) = &args.smtp {
        client = client.smtp_relay(host.clone(), *port);
    }
    if args.url.get(..7).is_some_and(|s| s.eq_ignore_ascii_case("mailto:")) {
        return mailto(&client, &args);
    }
    let url = match Url::parse(&args.url) {
        Ok(u) => u,
        Err(e) => {
            eprintln!("fetch: invalid URL: {e}\n  {}", e.display_in(&args.url));
            return ExitCode::from(2);
        }
    };
    if let Details::Telnet(t) = url.details() {
        return telnet(&client, &t);
    }
    let result = match &args.output {
        Some(path) => match File::create(path) {
            Ok(f) => {
                let mut p = Progress::new(BufWriter::with_capacity(256 * 1024, f));
                let r = client.fetch(&url, &mut p);
                p.finish();
                r
            }
            Err(e) => {
                eprintln!("fetch: cannot create {}: {e}", Escaped::new(&path.to_string_lossy()));
                return ExitCode::from(1);
            }
        },
        None => {
            let mut p = Progress::new(BufWriter::with_capacity(256 * 1024, io::stdout().lock()));
            let r = client.fetch(&url, &mut p);
            p.finish();
            r
        }
    };
    match result {
        Ok(_) => ExitCode::SUCCESS,
        Err(Error::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe && args.output.is_none() => ExitCode::SUCCESS,
        Err(e) => failed(&e),
    }
}

/// The exit status of a client error: 2 for the URL's or the caller's
/// fault, 1 for the server's or the network's.
fn failed(e: &Error) -> ExitCode {
    eprintln!("fetch: {e}");
    ExitCode::from(if e.is_url_error() { 2 } else { 1 })
}

/// A mailto URL (RFC 6068): sent to the `--smtp` relay, or written out.
fn mailto(client: &Client, args: &Args) -> ExitCode {
    let url = match MailtoUri::parse(&args.url) {
        Ok(u) => u,
        Err(e) => {
            eprintln!("fetch: invalid URL: {e}\n  {}", e.display_in(&args.url));
            return ExitCode::from(2);
        }
    };
    let composed = if args.smtp.is_some() {
        match client.send_mail(&url) {
            Ok(sent) => {
                eprintln!("fetch: sent to {}: {}", sent.composed().recipients().join(", "), sent.reply());
                sent.composed().clone()
            }
            Err(e) => return failed(&e),
        }
    } else {
        match client.compose(&url) {
            Ok(c) => {
                let written = match &args.output {
                    Some(path) => std::fs::write(path, c.message()),
                    None => io::stdout().lock().write_all(c.message()),
                };
                if let Err(e) = written {
                    eprintln!("fetch: cannot write the message: {e}");
                    return ExitCode::from(1);
                }
                eprintln!("fetch: not sent (no --smtp); recipients {}", c.recipients().join(", "));
                c
            }
            Err(e) => return failed(&e),
        }
    };
    for field in composed.ignored() {
        eprintln!("fetch: {field}");
    }
    ExitCode::SUCCESS
}

/// A telnet URL: the advice, the banner, then the terminal to the session.
fn telnet(client: &Client, url: &TelnetUrl<'_>) -> ExitCode {
    if let Some(advice) = url.advice() {
        eprintln!("fetch: {advice} (RFC 1738 §3.8: advice only, not sent)");
    }
    let mut session = match client.telnet(url) {
        Ok(s) => s,
        Err(e) => return failed(&e),
    };
    let mut stdout = io::stdout().lock();
    if stdout.write_all(session.banner()).and_then(|()| stdout.flush()).is_err() {
        return ExitCode::SUCCESS;
    }
    let mut writer = session.writer();
    std::thread::spawn(move || {
        let _ = io::copy(&mut io::stdin().lock(), &mut writer);
        let _ = writer.close();
    });
    let mut buf = [0u8; 4096];
    loop {
        match session.read(&mut buf) {
            Ok(0) => return ExitCode::SUCCESS,
            Ok(n) => {
                if stdout.write_all(&buf[..n]).and_then(|()| stdout.flush()).is_err() {
                    return ExitCode::SUCCESS;
                }
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => {
                eprintln!("fetch: telnet: {e}");
                return ExitCode::from(1);
            }
        }
    }
}

//! A small blocking client that carries out what a URL means (feature
//! `client`): the FTP session of RFC 1738 §3.2, the gopher request of §3.4,
//! a plain HTTP/1.0 `GET` for §3.3, a news reader's session for §3.6–3.7, a
//! mail message for §3.5, and a telnet session for §3.8.
//!
//! | scheme | what the client does | entry point | proven against (`cargo xtask servers`) |
//! |---|---|---|---|
//! | ftp | the session of §3.2 (RFC 959) | [`Client::fetch_ftp`] | pyftpdlib |
//! | gopher | the request of §3.4, gopher+ | [`Client::fetch_gopher`] | pygopherd (Debian) |
//! | http | `GET`, HTTP/1.0, no TLS | [`Client::fetch_http`] | Python's `http.server` |
//! | news | an article, a group or all groups from a configured server (RFC 3977) | [`Client::fetch_news`] | INN (Debian's inn2) |
//! | nntp | an article by number, or a group (RFC 3977) | [`Client::fetch_nntp`] | INN (Debian's inn2) |
//! | mailto | a message (RFC 6068, RFC 5322) submitted over SMTP (RFC 5321) | [`Client::send_mail`] | aiosmtpd (Debian's python3-aiosmtpd) |
//! | telnet | a session up to the login prompt, then the caller's (RFC 854) | [`Client::telnet`] | GNU inetutils telnetd (Debian) |
//!
//! wais and prospero are not executed: their plans stop at
//! [`interpret`](crate::interpret) (the request a client would send), as no
//! server of either is in a package registry to test a client against.
//! [`Client::fetch`] reads the five schemes that have a body to write.
//!
//! It is built on [`interpret`](crate::interpret): the ftp command plan
//! ([`FtpUrl::commands`]) and the gopher request ([`GopherUrl::request`]) are
//! what goes on the wire, so nothing with a CR, LF or NUL is ever sent: a URL
//! that would send one is refused before any connection is made
//! ([`Error::Refused`], RFC 1738 §6). Only `std` is used: no async runtime, no
//! other dependency.
//!
//! - **ftp**: one control connection; login with the URL's user and password,
//!   or RFC 1738's anonymous default (`USER anonymous`, `PASS` with the end
//!   user's e-mail address, [`Client::email`]); one `CWD` per directory
//!   segment, in turn; `TYPE A` or `TYPE I` and `RETR`, or `NLST` for
//!   `;type=d`; each data connection passive (`EPSV`, then `PASV` if the
//!   server does not know `EPSV`); `QUIT`. Without `;type=`, the client
//!   guesses (§3.2.3): a directory listing for an empty name, an image
//!   (binary) transfer otherwise. An ASCII transfer is written with LF line
//!   ends (the local representation of RFC 959 §3.1.1.1 on this platform);
//!   an image transfer is written byte for byte.
//! - **gopher**: the request line, then everything the server sends until
//!   it closes the connection. A gopher+ request (a URL with a gopher+
//!   string) reads the response's header line first: `+<length>`, `+-1`
//!   (ends with a `.` line, not written) or `+-2` (to the close); `--1` or
//!   `--2` is a server error.
//! - **http**: `GET <path>?<search> HTTP/1.0` with a `Host` header; a `2xx`
//!   status streams the body, any other status is an [`Error::Reply`]
//!   (redirects are not followed). `https` is out of scope for this client
//!   ([`Error::Unsupported`]).
//! - **news** and **nntp**: the greeting (`200` or `201`), then for
//!   `nntp://host/group/N` `GROUP group` and `ARTICLE N`; for
//!   `news:unique@domain` `ARTICLE <unique@domain>`; for `news:group` (and
//!   an nntp URL without a number) `GROUP`, then `OVER` (or `LISTGROUP` on
//!   a server without it), written as `number TAB subject` lines; for
//!   `news:*` `LIST ACTIVE`, the group names a line each; `QUIT`. An
//!   article is written as sent, CR LF kept, dot-stuffing undone (RFC 3977
//!   §3.1.1). A news URL names no server: [`Client::news_server`], or the
//!   `NNTPSERVER` variable (RFC 1738 §3.6: a client is configured with
//!   one). `411`, `423` and `430` are [`Error::NoSuchGroup`] and
//!   [`Error::NoSuchArticle`]; a message-id RFC 3977 §3.6 does not allow
//!   (a space, `>`, a non-ASCII byte, over 248 octets) is refused before
//!   connecting ([`Error::RefusedMessageId`]). `MODE READER` is not sent:
//!   a server that needs it answers the reader commands with an error.
//!   `news://server/...` (RFC 5538 §2) is not an RFC 1738 URL: the parser
//!   refuses it, so a news URL's server is always the configured one.
//! - **mailto** ([`Client::compose`], [`Client::send_mail`]): the message
//!   has `Date`, `From` (the client's [`email`](Client::email)), `To` (the
//!   URL's addresses and its `to` fields), `Cc`, `Subject`, `In-Reply-To`,
//!   `Keywords`, a `Message-ID`, and the `body` field as its body: the
//!   fields RFC 6068 §3 names as safe, and no other. A field §6 counts as
//!   dangerous (`from`, `sender`, `bcc`, `received`, `return-path`,
//!   `message-id`, `date`, `mime-version`, `resent-*`, `content-*`)
//!   refuses the whole message ([`Error::RefusedField`]); any other field
//!   is left out and listed ([`IgnoredField`]). A CR, LF or NUL in a header
//!   field refuses the message, as does any text a reader would show
//!   otherwise than as it is (another control character, a C1 control, a
//!   line or paragraph separator, a bidirectional formatting character,
//!   an octet that is not UTF-8), a bare CR or LF or an octet that is not
//!   UTF-8 in the body (§2: a line break is `%0D%0A`), or a line over 998
//!   octets (RFC 5322 §2.1.1); so does an address whose quoted local part
//!   holds a space, `<` or `>` (RFC 5321 §4.1.2 asks that such local parts
//!   be avoided: a relay that does not read quoted strings would end the
//!   path there and read the rest as parameters). A non-ASCII subject or
//!   keyword, and one that
//!   holds `=?` (which a reader would decode as an encoded-word of its own),
//!   is written as RFC 2047 encoded-words (UTF-8, base64); a non-ASCII body is sent as `text/plain;
//!   charset=utf-8` in `8bit` with `BODY=8BITMIME` (RFC 6152), a non-ASCII
//!   address with `SMTPUTF8` (RFC 6531): when the relay does not offer the
//!   extension the message needs, nothing is sent
//!   ([`Error::MissingExtension`]). The envelope: `EHLO` with the client's
//!   address literal, `MAIL FROM` the sender, one `RCPT TO` per `To` and
//!   `Cc` address, `DATA` dot-stuffed (RFC 5321 §4.5.2), `QUIT`.
//! - **telnet**: see [`Client::telnet`] and [`TelnetSession`]: the options
//!   the server asks for are refused but its `ECHO` and
//!   `SUPPRESS-GO-AHEAD`; the URL's user name and password are advice to
//!   show, never sent (RFC 1738 §3.8).
//!
//! Each connection has a connect timeout and a read timeout
//! ([`Client::connect_timeout`], [`Client::read_timeout`]; 10 s and 30 s by
//! default). What a hostile server can make the client spend is bounded:
//! a reply line is at most 8 KiB (a longer one, or one that never ends, is
//! an [`Error::Oversized`], read no further), an SMTP reply at most 100
//! lines; an NNTP or SMTP reply, and a telnet server's banner up to its
//! login prompt (at most 64 KiB, its commands counted), must come whole
//! within the read timeout, however slowly the server sends it. A body or
//! an article is streamed to the output in pieces of at most 64 KiB (an
//! article's lines of any length written whole, 8 KiB at a time), each
//! read within the read timeout (an NNTP list written from each line's
//! first 8 KiB): its size and so its time are the server's, and the
//! output's writer can end it by failing. Every reply that is not of the expected class is an
//! [`Error::Reply`] that names the [`Step`], the command sent and the reply
//! line.
//!
//! ```no_run
//! use url_literal::client::Client;
//! use url_literal::Url;
//!
//! let url = Url::parse("ftp://ftp.example.org/pub/rfc/rfc1738.txt;type=a")?;
//! let mut body = Vec::new();
//! let fetched = Client::new().email("me@example.org").fetch(&url, &mut body)?;
//! println!("{} bytes", fetched.bytes());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod ftp;
mod gopher;
#[cfg(test)]
mod hostile;
mod http;
mod mail;
mod nntp;
mod telnet;

pub use error::{Error, Input, Step};
pub use mail::{Composed, IgnoredField, Sent};
pub use telnet::{TelnetSession, TelnetWriter};

use std::borrow::ToOwned;
use std::fmt;
use std::io::{self, BufRead, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::string::{String, ToString};
use std::time::{Duration, Instant};
use std::vec::Vec;

use crate::{Details, FtpUrl, GopherUrl, Host, HttpUrl, MailtoUri, NewsUrl, NntpUrl, TelnetUrl, Url};

/// How long a connection may take to open, by default.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a read may wait for the server, by default.
pub const DEFAULT_READ_TIMEOUT: Duration = Duration::from_secs(30);

/// The longest reply or header line read: a longer one is an
/// [`Error::Oversized`].
const MAX_LINE: usize = 8 * 1024;

/// Fetches ftp, gopher and http URLs; see the [module docs](self).
///
/// A `Client` is only its settings: each fetch opens its own connections and
/// closes them before it returns.
///
/// ```no_run
/// use std::time::{Duration, Instant};
/// use url_literal::client::Client;
/// use url_literal::FtpUrl;
///
/// let client = Client::new()
///     .email("me@example.org")
///     .connect_timeout(Duration::from_secs(3))
///     .read_timeout(Duration::from_secs(5));
/// let url = FtpUrl::parse("ftp://ftp.example.org/pub/;type=d")?;
/// client.fetch_ftp(&url, &mut std::io::stdout())?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// `Debug` writes the password, if one is set, as `***`.
#[derive(Clone)]
pub struct Client {
    connect_timeout: Duration,
    read_timeout: Duration,
    email: String,
    password: Option<String>,
    search: Option<Vec<u8>>,
    news_server: Option<(String, u16)>,
    smtp_relay: Option<(String, u16)>,
}

impl fmt::Debug for Client {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// `***`, unquoted.
        struct Hidden;
        impl fmt::Debug for Hidden {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("***")
            }
        }
        f.debug_struct("Client")
            .field("connect_timeout", &self.connect_timeout)
            .field("read_timeout", &self.read_timeout)
            .field("email", &self.email)
            .field("password", &self.password.as_ref().map(|_| Hidden))
            .field("search", &self.search)
            .field("news_server", &self.news_server)
            .field("smtp_relay", &self.smtp_relay)
            .finish()
    }
}

impl Default for Client {
    fn default() -> Self {
        Client::new()
    }
}

impl Client {
    /// A client with the default timeouts, an empty e-mail address for
    /// anonymous FTP, no password and no search.
    pub fn new() -> Self {
        Client {
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
            read_timeout: DEFAULT_READ_TIMEOUT,
            email: String::new(),
            password: None,
            search: None,
            news_server: None,
            smtp_relay: None,
        }
    }

    /// How long opening a connection may take (a zero duration is taken as
    /// one millisecond).
    pub fn connect_timeout(mut self, timeout: Duration) -> Self {
        self.connect_timeout = timeout.max(Duration::from_millis(1));
        self
    }

    /// How long one read or write may wait for the server (a zero duration
    /// is taken as one millisecond).
    pub fn read_timeout(mut self, timeout: Duration) -> Self {
        self.read_timeout = timeout.max(Duration::from_millis(1));
        self
    }

    /// The end user's e-mail address, sent as the password of an anonymous
    /// FTP login (RFC 1738 §3.2.1). A CR, LF or NUL in it makes every ftp
    /// fetch fail with [`Error::Refused`] (§6).
    pub fn email(mut self, email: impl Into<String>) -> Self {
        self.email = email.into();
        self
    }

    /// The password to send when an ftp URL names a user but no password
    /// and the server asks for one: what the client "should request … from
    /// the user" (RFC 1738 §3.2.1).
    pub fn password(mut self, password: impl Into<String>) -> Self {
        self.password = Some(password.into());
        self
    }

    /// The search to send to a gopher search engine (type `7`) whose URL
    /// gives none: what the user typed (RFC 1738 §3.4).
    pub fn search(mut self, search: impl Into<Vec<u8>>) -> Self {
        self.search = Some(search.into());
        self
    }

    /// The news server that `news:` URLs are read from (RFC 1738 §3.6: the
    /// URL names none, a reader is "configured" with one), as a host name
    /// or address and a port. Without it, the `NNTPSERVER` environment
    /// variable, `host` or `host:port` (port 119 by default), as news readers
    /// do.
    pub fn news_server(mut self, host: impl Into<String>, port: u16) -> Self {
        self.news_server = Some((host.into(), port));
        self
    }

    /// The SMTP relay that [`send_mail`](Client::send_mail) submits to, as
    /// a host name or address and a port (RFC 5321; no TLS, no
    /// authentication).
    pub fn smtp_relay(mut self, host: impl Into<String>, port: u16) -> Self {
        self.smtp_relay = Some((host.into(), port));
        self
    }

    /// Fetches `url` (ftp, gopher, http, news or nntp) and writes its body
    /// to `out`.
    ///
    /// # Errors
    ///
    /// [`Error::Unsupported`] for any other scheme (`https` included; a
    /// mailto URL is sent with [`send_mail`](Client::send_mail), a telnet
    /// URL opened with [`telnet`](Client::telnet)), and whatever
    /// [`fetch_ftp`](Client::fetch_ftp), [`fetch_gopher`](Client::fetch_gopher),
    /// [`fetch_http`](Client::fetch_http), [`fetch_news`](Client::fetch_news)
    /// or [`fetch_nntp`](Client::fetch_nntp) returns.
    pub fn fetch<W: Write + ?Sized>(&self, url: &Url<'_>, out: &mut W) -> Result<Fetched, Error> {
        match url.details() {
            Details::Ftp(u) => self.fetch_ftp(&u, out),
            Details::Gopher(u) => self.fetch_gopher(&u, out),
            Details::Http(u) => self.fetch_http(&u, out),
            Details::News(u) => self.fetch_news(&u, out),
            Details::Nntp(u) => self.fetch_nntp(&u, out),
            _ => Err(Error::Unsupported(url.scheme().to_ascii_lowercase())),
        }
    }

    /// Reads what a news URL designates (RFC 1738 §3.6) from the
    /// [`news_server`](Client::news_server) and writes it to `out`: an
    /// article by its message-id (`ARTICLE <id>`), a group's articles
    /// (`GROUP`, then `OVER`: one line per article, its number, a tab and
    /// its subject), or every group's name (`news:*`: `LIST ACTIVE`, one
    /// name a line). An article is written as the server sends it, CR LF
    /// line ends kept, dot-stuffing undone (RFC 3977 §3.1.1).
    ///
    /// # Errors
    ///
    /// [`Error::Refused`] or [`Error::RefusedMessageId`] before connecting
    /// for a message-id that cannot be sent (a CR, LF or NUL, RFC 1738 §6;
    /// a space, `>` or a non-ASCII byte, RFC 3977 §3.6);
    /// [`Error::NeedsInput`] when no news server is set and `NNTPSERVER` is
    /// empty; [`Error::NoSuchGroup`], [`Error::NoSuchArticle`],
    /// [`Error::Closed`], [`Error::Timeout`], or a reply error naming the
    /// step.
    pub fn fetch_news<W: Write + ?Sized>(&self, url: &NewsUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
        nntp::fetch_news(self, url, out)
    }

    /// Reads an article of an nntp URL (RFC 1738 §3.7) from the URL's
    /// server, `GROUP` then `ARTICLE <number>`, and writes it to `out` as
    /// [`fetch_news`](Client::fetch_news) does; a URL without an article
    /// number lists the group.
    ///
    /// # Errors
    ///
    /// As [`fetch_news`](Client::fetch_news), but the server is the URL's.
    pub fn fetch_nntp<W: Write + ?Sized>(&self, url: &NntpUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
        nntp::fetch_nntp(self, url, out)
    }

    /// The message a mailto URL describes (RFC 6068), from the client's
    /// [`email`](Client::email) address, as [`send_mail`](Client::send_mail)
    /// would submit it; nothing is sent. See [`Composed`].
    ///
    /// # Errors
    ///
    /// As [`send_mail`](Client::send_mail)'s refusals: [`Error::RefusedField`],
    /// [`Error::RefusedAddress`], [`Error::RefusedText`],
    /// [`Error::NeedsInput`] for an empty sender or no recipient.
    pub fn compose(&self, url: &MailtoUri<'_>) -> Result<Composed, Error> {
        mail::compose(self, url)
    }

    /// Composes the message of a mailto URL ([`compose`](Client::compose))
    /// and submits it over SMTP to the [`smtp_relay`](Client::smtp_relay)
    /// (RFC 5321: `EHLO`, `MAIL FROM` the client's [`email`](Client::email),
    /// one `RCPT TO` per recipient, `DATA`, `QUIT`).
    ///
    /// # Errors
    ///
    /// The refusals of [`compose`](Client::compose), before connecting;
    /// [`Error::NeedsInput`] without a relay; [`Error::MissingExtension`]
    /// when the message needs `8BITMIME` or `SMTPUTF8` and the relay does
    /// not offer it; otherwise an error naming the step that failed.
    pub fn send_mail(&self, url: &MailtoUri<'_>) -> Result<Sent, Error> {
        mail::send(self, url)
    }

    /// Opens a telnet session to a telnet URL's host (RFC 1738 §3.8, RFC
    /// 854): every option the server asks for is refused but its `ECHO` and
    /// `SUPPRESS-GO-AHEAD`, and the session is returned once the server's
    /// login prompt has arrived ([`TelnetSession::banner`]). The URL's user
    /// name and password are never sent: show them to the user
    /// ([`TelnetUrl::advice`]).
    ///
    /// # Errors
    ///
    /// [`Error::Closed`] when the server closes before a prompt,
    /// [`Error::Timeout`] when none comes within the
    /// [`read_timeout`](Client::read_timeout) of connecting (however the
    /// server spreads its bytes), [`Error::NoPrompt`] when 64 KiB arrive
    /// without one (the commands counted: a server that negotiates for ever
    /// is stopped there); a connection error.
    pub fn telnet(&self, url: &TelnetUrl<'_>) -> Result<TelnetSession, Error> {
        telnet::open(self, url)
    }

    /// Parses `url` with [`Url::parse`], then [`fetch`](Client::fetch)es it.
    ///
    /// ```no_run
    /// let mut out = Vec::new();
    /// url_literal::client::Client::new().fetch_str("gopher://gopher.example.org/0about.txt", &mut out)?;
    /// # Ok::<(), url_literal::client::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Parse`] for text that is not a URL, then as
    /// [`fetch`](Client::fetch).
    pub fn fetch_str<W: Write + ?Sized>(&self, url: &str, out: &mut W) -> Result<Fetched, Error> {
        let url = Url::parse(url).map_err(Error::Parse)?;
        self.fetch(&url, out)
    }

    /// Carries out the FTP session of an ftp URL (RFC 1738 §3.2) and writes
    /// the file, or the name list for `;type=d`, to `out`.
    ///
    /// # Errors
    ///
    /// [`Error::Refused`] before connecting when the plan would send a CR,
    /// LF or NUL; [`Error::NeedsInput`] when the server asks for a password
    /// the URL does not give and none was set; otherwise an error naming the
    /// step that failed.
    pub fn fetch_ftp<W: Write + ?Sized>(&self, url: &FtpUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
        ftp::fetch(self, url, out)
    }

    /// Sends the gopher request of a gopher URL (RFC 1738 §3.4) and writes
    /// the response to `out`.
    ///
    /// # Errors
    ///
    /// [`Error::Refused`] before connecting when the request would send a
    /// CR, LF or NUL (from the URL or from [`Client::search`]);
    /// [`Error::NeedsInput`] for a search engine without a search; otherwise
    /// an error naming the step that failed.
    pub fn fetch_gopher<W: Write + ?Sized>(&self, url: &GopherUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
        gopher::fetch(self, url, out)
    }

    /// Sends `GET` for an http URL (HTTP/1.0) and writes the body of a `2xx`
    /// response to `out`.
    ///
    /// # Errors
    ///
    /// [`Error::Unsupported`] for an https URL ([`HttpUrl::is_secure`]),
    /// before connecting: this client speaks no TLS, and sending the request
    /// in the clear to port 443 is what https exists to prevent.
    /// [`Error::Reply`] for a status other than `2xx`, [`Error::Truncated`]
    /// when the body is shorter than its `Content-Length`; otherwise an
    /// error naming the step that failed.
    pub fn fetch_http<W: Write + ?Sized>(&self, url: &HttpUrl<'_>, out: &mut W) -> Result<Fetched, Error> {
        if url.is_secure() {
            return Err(Error::Unsupported(url.scheme().to_ascii_lowercase()));
        }
        http::fetch(self, url, out)
    }
}

/// What a fetch did: returned by [`Client::fetch`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fetched {
    bytes: u64,
}

impl Fetched {
    /// How many bytes were written to the output.
    pub const fn bytes(&self) -> u64 {
        self.bytes
    }
}

// ---------------------------------------------------------------------------
// shared plumbing
// ---------------------------------------------------------------------------

/// `text` with control and invisible characters escaped (server text is
/// untrusted).
fn escaped(bytes: &[u8]) -> String {
    crate::render::Escaped::new(&String::from_utf8_lossy(bytes)).to_string()
}

/// An I/O error as a fetch error of `step`: a timeout is [`Error::Timeout`].
fn io_error(step: Step, command: Option<&str>, e: io::Error) -> Error {
    let command = command.map(ToOwned::to_owned);
    if let Some(what) = e.get_ref().and_then(|e| e.downcast_ref::<Oversized>()) {
        return Error::Oversized { step, command, what: what.what() };
    }
    match e.kind() {
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => Error::Timeout { step, command },
        _ => Error::Io { step, command, source: e },
    }
}

/// Opens a connection to `host:port`, trying each address in turn within
/// the connect timeout, with the read and write timeouts set.
fn connect(client: &Client, host: Host<'_>, port: u16) -> Result<TcpStream, Error> {
    let addrs: Vec<SocketAddr> = match host {
        Host::Ipv4(ip) => std::vec![SocketAddr::from((ip, port))],
        Host::Name(name) => match (name, port).to_socket_addrs() {
            Ok(a) => a.collect(),
            Err(source) => return Err(Error::Connect { host: name.to_owned(), port, source }),
        },
    };
    let mut last = io::Error::new(io::ErrorKind::NotFound, "the host name has no address");
    for addr in addrs {
        match connect_addr(client, addr) {
            Ok(s) => return Ok(s),
            Err(e) => last = e,
        }
    }
    Err(Error::Connect { host: host.to_string(), port, source: last })
}

/// Opens a connection to `addr` with the client's timeouts.
fn connect_addr(client: &Client, addr: SocketAddr) -> io::Result<TcpStream> {
    let s = TcpStream::connect_timeout(&addr, client.connect_timeout)?;
    s.set_read_timeout(Some(client.read_timeout))?;
    s.set_write_timeout(Some(client.read_timeout))?;
    // commands are small and answered one at a time
    s.set_nodelay(true)?;
    Ok(s)
}

/// Reads one line (up to LF) into `line`, without its CR LF. A line of
/// more than [`MAX_LINE`] bytes is an error ([`Oversized`], read no
/// further: a server that never sends a LF is not read for ever).
/// `Ok(false)` at the end of the stream before any byte.
fn read_line<R: BufRead + ?Sized>(r: &mut R, line: &mut Vec<u8>) -> io::Result<bool> {
    let (any, complete) = read_piece(r, line)?;
    if !complete && line.len() >= MAX_LINE {
        return Err(io::Error::new(io::ErrorKind::InvalidData, Oversized::Line));
    }
    while matches!(line.last(), Some(b'\n' | b'\r')) {
        line.pop();
    }
    Ok(any)
}

/// Reads into `piece` the bytes up to and with the next LF, or
/// [`MAX_LINE`] bytes of a longer line (the rest is the next piece's), as
/// they are: `(any byte read, the LF reached)`.
fn read_piece<R: BufRead + ?Sized>(r: &mut R, piece: &mut Vec<u8>) -> io::Result<(bool, bool)> {
    piece.clear();
    let mut any = false;
    loop {
        let buf = match r.fill_buf() {
            Ok(buf) => buf,
            // a signal, not the server: read again (as std's read_until)
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok((any, false));
        }
        any = true;
        let room = MAX_LINE - piece.len();
        let (n, done) = match buf.iter().take(room).position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len().min(room), false),
        };
        piece.extend_from_slice(&buf[..n]);
        r.consume(n);
        if done || piece.len() == MAX_LINE {
            return Ok((true, done));
        }
    }
}

/// What a hostile server sent too much of: the marker inside an
/// [`io::Error`] that [`io_error`] turns into [`Error::Oversized`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Oversized {
    /// A line over [`MAX_LINE`] bytes.
    Line,
    /// A multi-line reply over [`MAX_REPLY_LINES`] lines.
    Reply,
}

impl Oversized {
    /// What was too long, as [`Error::Oversized`] says it.
    const fn what(self) -> &'static str {
        match self {
            Oversized::Line => "a line over 8192 bytes",
            Oversized::Reply => "a reply of over 100 lines",
        }
    }
}

impl fmt::Display for Oversized {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what())
    }
}

impl std::error::Error for Oversized {}

/// The most lines a multi-line reply (SMTP's `250-...`) may have.
const MAX_REPLY_LINES: usize = 100;

/// A connection's reading half whose reads each wait at most the read
/// timeout and, while a deadline is set, end at the deadline: a reply that
/// trickles in a byte at a time still ends in time.
struct Timed {
    stream: TcpStream,
    per_read: Duration,
    deadline: Option<Instant>,
}

impl Timed {
    fn new(stream: TcpStream, client: &Client) -> Timed {
        Timed { stream, per_read: client.read_timeout, deadline: None }
    }

    /// The next reads end within the read timeout from now, together.
    fn start_deadline(&mut self) {
        self.deadline = Some(Instant::now() + self.per_read);
    }

    /// The next reads each wait at most the read timeout.
    fn clear_deadline(&mut self) {
        self.deadline = None;
    }
}

impl io::Read for Timed {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut wait = self.per_read;
        if let Some(deadline) = self.deadline {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(io::ErrorKind::TimedOut.into());
            }
            wait = wait.min(left);
        }
        self.stream.set_read_timeout(Some(wait))?;
        self.stream.read(buf)
    }
}

/// A writer that counts the bytes written through it, and tells output
/// errors from the others.
struct Counted<'w, W: Write + ?Sized> {
    out: &'w mut W,
    bytes: u64,
}

impl<W: Write + ?Sized> Counted<'_, W> {
    fn write(&mut self, data: &[u8]) -> Result<(), Error> {
        self.out.write_all(data).map_err(Error::Output)?;
        self.bytes += data.len() as u64;
        Ok(())
    }

    fn flush(&mut self) -> Result<(), Error> {
        self.out.flush().map_err(Error::Output)
    }
}

/// The buffer size for reading bodies.
const CHUNK: usize = 64 * 1024;

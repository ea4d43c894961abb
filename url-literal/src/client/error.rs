//! What a fetch needs and was not given, its steps, and why it failed.

use std::fmt;
use std::io;
use std::string::String;

use crate::interpret::{ControlInArgument, WireError};
use crate::{ControlOnWire, ParseError};

#[cfg(doc)]
use super::{Client, TelnetSession};

/// The input a fetch needs from the user and was not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Input {
    /// An ftp URL names a user but no password and the server asks for one
    /// (RFC 1738 §3.2.1): [`Client::password`].
    Password,
    /// A gopher search engine's URL gives no search (RFC 1738 §3.4):
    /// [`Client::search`].
    Search,
    /// A news URL names no server and none is configured (RFC 1738 §3.6):
    /// [`Client::news_server`] or `NNTPSERVER`.
    NewsServer,
    /// A message needs a sender: [`Client::email`].
    Sender,
    /// A mailto URL names no recipient.
    Recipient,
    /// A message needs a relay to submit it to: [`Client::smtp_relay`].
    Relay,
}

/// A step of a fetch, named in its errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Step {
    /// Opening the (control) connection.
    Connect,
    /// The FTP server's greeting (`220`).
    Greeting,
    /// `USER`.
    User,
    /// `PASS`.
    Pass,
    /// One `CWD`.
    Cwd,
    /// `TYPE A` or `TYPE I`.
    Type,
    /// `EPSV` or `PASV`: asking for a passive data connection.
    Passive,
    /// Opening the data connection.
    DataConnect,
    /// `RETR` or `NLST` and its preliminary reply (`1xx`).
    Transfer,
    /// Reading the data, and the reply that closes the transfer (`2xx`).
    Completion,
    /// `QUIT`.
    Quit,
    /// Sending a gopher or http request.
    Request,
    /// A gopher+ response header or an http status line.
    Status,
    /// The http response headers.
    Headers,
    /// Reading a gopher or http body.
    Body,
    /// NNTP `GROUP`.
    Group,
    /// NNTP `ARTICLE` and the article.
    Article,
    /// NNTP `OVER` (or `LISTGROUP`) and the list.
    Over,
    /// NNTP `LIST ACTIVE` and the list.
    List,
    /// SMTP `EHLO`.
    Ehlo,
    /// SMTP `MAIL FROM`.
    MailFrom,
    /// SMTP `RCPT TO`.
    RcptTo,
    /// SMTP `DATA` and the message.
    Data,
    /// Telnet: the options and the banner up to the login prompt.
    Prompt,
}

impl Step {
    /// The step's name as errors write it (`"cwd"`, `"passive"`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Step::Connect => "connect",
            Step::Greeting => "greeting",
            Step::User => "user",
            Step::Pass => "pass",
            Step::Cwd => "cwd",
            Step::Type => "type",
            Step::Passive => "passive",
            Step::DataConnect => "data connection",
            Step::Transfer => "transfer",
            Step::Completion => "completion",
            Step::Quit => "quit",
            Step::Request => "request",
            Step::Status => "status",
            Step::Headers => "headers",
            Step::Body => "body",
            Step::Group => "group",
            Step::Article => "article",
            Step::Over => "over",
            Step::List => "list",
            Step::Ehlo => "ehlo",
            Step::MailFrom => "mail from",
            Step::RcptTo => "rcpt to",
            Step::Data => "data",
            Step::Prompt => "prompt",
        }
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a fetch failed.
///
/// [`is_url_error`](Error::is_url_error) tells the URL's (or the caller's)
/// fault from the server's or the network's.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// The text is not a URL ([`Client::fetch_str`]).
    Parse(ParseError),
    /// The scheme is not one this client fetches (the lowercased scheme
    /// name); `https` is out of scope.
    Unsupported(String),
    /// The URL, the e-mail address or the search would send a CR, LF or NUL
    /// to the server (RFC 1738 §6); nothing was sent, no connection made.
    Refused(WireError),
    /// The password given to [`Client::password`] holds a CR, LF or NUL
    /// (RFC 1738 §6); nothing was sent, no connection made.
    RefusedPassword {
        /// The index of the byte in the password.
        offset: usize,
        /// The byte: `b'\r'`, `b'\n'` or `0`.
        byte: u8,
    },
    /// The fetch needs input the client was not given.
    NeedsInput(Input),
    /// No address of the host accepted a connection.
    Connect {
        /// The host as the URL writes it.
        host: String,
        /// The port.
        port: u16,
        /// The last connection error.
        source: io::Error,
    },
    /// The server did not answer in time.
    Timeout {
        /// The step that waited.
        step: Step,
        /// The command or request sent before the wait, if any.
        command: Option<String>,
    },
    /// The server's reply was not of the expected class (or not a reply).
    Reply {
        /// The step that got it.
        step: Step,
        /// The command sent (`PASS ***` for a password), or the request line.
        command: String,
        /// The reply line, escaped.
        reply: String,
        /// What was expected (`"2xx"`, ...).
        expected: &'static str,
    },
    /// The body ended before the length the server announced.
    Truncated {
        /// The announced length.
        expected: u64,
        /// The bytes received.
        received: u64,
    },
    /// Reading from or writing to the server failed.
    Io {
        /// The step.
        step: Step,
        /// The command or request sent before, if any.
        command: Option<String>,
        /// The error.
        source: io::Error,
    },
    /// Writing to the output failed.
    Output(io::Error),
    /// A news message-id holds a byte that RFC 3977 §3.6 does not allow in
    /// one (a space, `>`, a control or a non-ASCII byte), or is longer than
    /// 248 octets; nothing was sent, no connection made.
    RefusedMessageId {
        /// The index of the byte in the decoded message-id (its length,
        /// for one too long).
        offset: usize,
        /// The byte (`0` for one too long).
        byte: u8,
    },
    /// The server has no such news group (NNTP `411`).
    NoSuchGroup {
        /// The group.
        group: String,
        /// The reply line, escaped.
        reply: String,
    },
    /// The server has no such article (NNTP `423` for a number, `430` for a
    /// message-id).
    NoSuchArticle {
        /// The article: its number, or its message-id in `<` `>`.
        article: String,
        /// The reply line, escaped.
        reply: String,
    },
    /// The server closed the connection before its answer was complete.
    Closed {
        /// The step that was reading.
        step: Step,
        /// The command sent before, if any.
        command: Option<String>,
    },
    /// A mailto URL's header field that RFC 6068 §6 counts as dangerous
    /// (`from`, `bcc`, `received`, a `content-` field, ...): the message is
    /// not created (§3: "SHOULD NOT create a message if any of the header
    /// fields are considered dangerous"); nothing was sent.
    RefusedField {
        /// The field's name as the URL writes it, decoded and escaped.
        name: String,
    },
    /// An address (of the path, a `to` or `cc` field, or the sender) that is
    /// not an RFC 5322 §3.4.1 `addr-spec`; nothing was sent.
    RefusedAddress {
        /// Where it was: `"to"`, `"cc"` or `"from"`.
        field: &'static str,
        /// The address, escaped.
        address: String,
    },
    /// A header field or the body holds text a message cannot carry as it
    /// is; nothing was sent.
    RefusedText {
        /// The field: `"subject"`, `"body"`, ...
        field: String,
        /// The index of the octet in the decoded value.
        offset: usize,
        /// What is there, as the message says it (`"CR"`, `"a bare LF"`,
        /// `"a line over 998 octets"`, ...).
        what: &'static str,
        /// The RFC and section that forbid it.
        rfc: &'static str,
    },
    /// The message needs an SMTP extension the relay does not offer in its
    /// `EHLO` reply: `8BITMIME` (RFC 6152) for a non-ASCII body,
    /// `SMTPUTF8` (RFC 6531) for a non-ASCII address.
    MissingExtension {
        /// `"8BITMIME"` or `"SMTPUTF8"`.
        extension: &'static str,
    },
    /// A telnet server sent this many bytes without a login prompt.
    NoPrompt {
        /// The bytes read from the server (its data and its commands).
        bytes: usize,
    },
    /// The server sent more than the client reads of one reply: a line over
    /// 8192 bytes without its line end (read no further), or an SMTP reply
    /// of over 100 lines.
    Oversized {
        /// The step that was reading.
        step: Step,
        /// The command sent before, if any.
        command: Option<String>,
        /// What was too long: `"a line over 8192 bytes"` or `"a reply of
        /// over 100 lines"`.
        what: &'static str,
    },
}

impl Error {
    /// Whether the URL or the caller is at fault ([`Parse`](Error::Parse),
    /// [`Unsupported`](Error::Unsupported), [`Refused`](Error::Refused),
    /// [`RefusedPassword`](Error::RefusedPassword),
    /// [`NeedsInput`](Error::NeedsInput)), not the server, the network or
    /// the output.
    pub const fn is_url_error(&self) -> bool {
        matches!(
            self,
            Error::Parse(_)
                | Error::Unsupported(_)
                | Error::Refused(_)
                | Error::RefusedPassword { .. }
                | Error::NeedsInput(_)
                | Error::RefusedMessageId { .. }
                | Error::RefusedField { .. }
                | Error::RefusedAddress { .. }
                | Error::RefusedText { .. }
        )
    }

    /// The step that failed, for the errors that happen after connecting
    /// begins.
    pub const fn step(&self) -> Option<Step> {
        match self {
            Error::Connect { .. } => Some(Step::Connect),
            Error::Timeout { step, .. }
            | Error::Reply { step, .. }
            | Error::Io { step, .. }
            | Error::Closed { step, .. }
            | Error::Oversized { step, .. } => Some(*step),
            Error::Truncated { .. } => Some(Step::Body),
            Error::NoSuchGroup { .. } => Some(Step::Group),
            Error::NoSuchArticle { .. } => Some(Step::Article),
            Error::MissingExtension { .. } => Some(Step::Ehlo),
            Error::NoPrompt { .. } => Some(Step::Prompt),
            _ => None,
        }
    }

    /// The reply line, for [`Error::Reply`].
    pub fn reply(&self) -> Option<&str> {
        match self {
            Error::Reply { reply, .. } => Some(reply),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(e) => write!(f, "invalid URL: {e}"),
            Error::Unsupported(s) if s == "https" => {
                f.write_str("https is out of scope for this client, which speaks plain http/1.0 without TLS")
            }
            Error::Unsupported(s) if s == "mailto" => {
                f.write_str("a mailto URL is not fetched but sent: Client::send_mail (RFC 6068)")
            }
            Error::Unsupported(s) if s == "telnet" => {
                f.write_str("a telnet URL is not fetched but opened as a session: Client::telnet (RFC 1738 §3.8)")
            }
            Error::Unsupported(s) => {
                write!(
                    f,
                    "the client fetches ftp, gopher, http, news and nntp URLs, not {}",
                    crate::render::Escaped::new(s)
                )
            }
            Error::Refused(e) => write!(f, "refused before connecting: {e}"),
            Error::RefusedPassword { offset, byte } => {
                let (name, what) = match byte {
                    b'\r' => ("CR", "a line break"),
                    b'\n' => ("LF", "a line break"),
                    _ => ("NUL", "a NUL byte"),
                };
                write!(
                    f,
                    "refused before connecting: {name} at offset {offset} in the password would be sent to the server as {what} (RFC 1738 §6)"
                )
            }
            Error::NeedsInput(Input::Password) => {
                f.write_str("the server asks for a password the URL does not give and none was set (RFC 1738 §3.2.1)")
            }
            Error::NeedsInput(Input::Search) => {
                f.write_str("the gopher search engine needs a search the URL does not give (RFC 1738 §3.4)")
            }
            Error::NeedsInput(Input::NewsServer) => f.write_str(
                "a news URL names no server and none is configured (Client::news_server or NNTPSERVER, RFC 1738 §3.6)",
            ),
            Error::NeedsInput(Input::Sender) => {
                f.write_str("a message needs the sender's address and none was set (Client::email, RFC 5321 §3.3)")
            }
            Error::NeedsInput(Input::Recipient) => {
                f.write_str("the mailto URL names no recipient (RFC 6068 §2)")
            }
            Error::NeedsInput(Input::Relay) => {
                f.write_str("a message needs a relay to submit it to and none was set (Client::smtp_relay)")
            }
            Error::Connect { host, port, source } => {
                write!(f, "cannot connect to {}:{port}: {source}", crate::render::Escaped::new(host))
            }
            Error::Timeout { step, command: Some(c) } => write!(f, "{step}: no answer in time to \"{c}\""),
            Error::Timeout { step, command: None } => write!(f, "{step}: no answer in time"),
            Error::Reply { step, command, reply, expected } => {
                write!(f, "{step}: sent \"{command}\", the server replied \"{reply}\" ({expected} expected)")
            }
            Error::Truncated { expected, received } => {
                write!(f, "body: the server announced {expected} bytes and closed after {received}")
            }
            Error::Io { step, command: Some(c), source } => write!(f, "{step}: after \"{c}\": {source}"),
            Error::Io { step, command: None, source } => write!(f, "{step}: {source}"),
            Error::Output(e) => write!(f, "cannot write the output: {e}"),
            Error::RefusedMessageId { offset, byte: 0 } if *offset > 248 => write!(
                f,
                "refused before connecting: the message-id is {offset} octets long, over the 248 a message-id may hold (RFC 3977 §3.6)"
            ),
            Error::RefusedMessageId { offset, byte } => write!(
                f,
                "refused before connecting: byte 0x{byte:02X} at offset {offset} of the message-id is not allowed in a message-id (RFC 3977 §3.6)"
            ),
            Error::NoSuchGroup { group, reply } => {
                write!(f, "group: the server has no group {}: \"{reply}\"", crate::render::Escaped::new(group))
            }
            Error::NoSuchArticle { article, reply } => {
                write!(f, "article: the server has no article {}: \"{reply}\"", crate::render::Escaped::new(article))
            }
            Error::Closed { step, command: Some(c) } => {
                write!(f, "{step}: the server closed the connection after \"{c}\"")
            }
            Error::Closed { step, command: None } => write!(f, "{step}: the server closed the connection"),
            Error::RefusedField { name } => write!(
                f,
                "refused before connecting: the header field \"{name}\" is dangerous in a mailto URL, no message is created (RFC 6068 §6)"
            ),
            Error::RefusedAddress { field, address } => write!(
                f,
                "refused before connecting: \"{address}\" in the {field} field is not an addr-spec (RFC 5322 §3.4.1)"
            ),
            Error::RefusedText { field, offset, what, rfc } => write!(
                f,
                "refused before connecting: {what} at offset {offset} in the {} field ({rfc})",
                crate::render::Escaped::new(field)
            ),
            Error::MissingExtension { extension: "8BITMIME" } => f.write_str(
                "ehlo: the message has a non-ASCII body and the relay does not offer 8BITMIME (RFC 6152)",
            ),
            Error::MissingExtension { extension } => write!(
                f,
                "ehlo: the message has a non-ASCII address and the relay does not offer {extension} (RFC 6531)"
            ),
            Error::NoPrompt { bytes } => {
                write!(f, "prompt: the server sent {bytes} bytes and no login prompt")
            }
            Error::Oversized { step, command: Some(c), what } => {
                write!(f, "{step}: the server sent {what} after \"{c}\"")
            }
            Error::Oversized { step, command: None, what } => write!(f, "{step}: the server sent {what}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Parse(e) => Some(e),
            Error::Refused(e) => Some(e),
            Error::Connect { source, .. } | Error::Io { source, .. } | Error::Output(source) => Some(source),
            _ => None,
        }
    }
}

impl From<WireError> for Error {
    fn from(e: WireError) -> Self {
        Error::Refused(e)
    }
}

impl From<ControlOnWire> for Error {
    fn from(e: ControlOnWire) -> Self {
        Error::Refused(WireError::Url(e))
    }
}

impl From<ControlInArgument> for Error {
    fn from(e: ControlInArgument) -> Self {
        Error::Refused(WireError::Argument(e))
    }
}

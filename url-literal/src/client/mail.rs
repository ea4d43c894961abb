//! mailto URLs composed as messages (RFC 6068, RFC 5322) and submitted over
//! SMTP (RFC 5321).
//!
//! What is written, ignored or refused: the client module's docs.

use std::borrow::ToOwned;
use std::fmt;
use std::format;
use std::io::{self, BufReader, Write};
use std::net::{IpAddr, TcpStream};
use std::string::{String, ToString};
use std::time::{SystemTime, UNIX_EPOCH};
use std::vec::Vec;

use super::{connect, escaped, io_error, read_line, Client, Error, Input, Oversized, Step, Timed, MAX_REPLY_LINES};
use crate::{Host, MailtoUri};

/// The longest line of a message without its CR LF (RFC 5322 §2.1.1).
const MAX_LINE: usize = 998;
/// Header lines are folded before this length (RFC 5322 §2.1.1: "SHOULD
/// be no more than 78 characters").
const FOLD_AT: usize = 78;

/// A header field of a mailto URL left out of the message (RFC 6068 §3:
/// "it may also choose to create a message with only a subset of the
/// header fields given in the URI").
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IgnoredField {
    /// Not among the fields that RFC 6068 §3 calls safe and this client
    /// writes (the name as the URL writes it, decoded).
    NotSafe(String),
    /// `subject`, `in-reply-to` or `body` given again: the first is kept
    /// (RFC 5322 §3.6: at most one `Subject` and `In-Reply-To`).
    Repeated(String),
}

impl IgnoredField {
    /// The field's name as the URL writes it, decoded.
    pub fn name(&self) -> &str {
        match self {
            IgnoredField::NotSafe(n) | IgnoredField::Repeated(n) => n,
        }
    }
}

impl fmt::Display for IgnoredField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IgnoredField::NotSafe(n) => write!(
                f,
                "header field \"{}\" ignored: not among the fields RFC 6068 §3 calls safe",
                crate::render::Escaped::new(n)
            ),
            IgnoredField::Repeated(n) => {
                write!(f, "header field \"{}\" ignored: given again (RFC 5322 §3.6)", crate::render::Escaped::new(n))
            }
        }
    }
}

/// The message a mailto URL describes: [`Client::compose`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Composed {
    sender: String,
    recipients: Vec<String>,
    message: Vec<u8>,
    ignored: Vec<IgnoredField>,
    eight_bit: bool,
    utf8_addresses: bool,
}

impl Composed {
    /// The envelope's sender (`MAIL FROM`): the client's e-mail address.
    pub fn sender(&self) -> &str {
        &self.sender
    }

    /// The envelope's recipients (one `RCPT TO` each): the `To` addresses,
    /// then the `Cc` ones, each once.
    pub fn recipients(&self) -> &[String] {
        &self.recipients
    }

    /// The message as RFC 5322 writes it, CR LF line ends, before
    /// dot-stuffing.
    pub fn message(&self) -> &[u8] {
        &self.message
    }

    /// The URL's header fields left out, in the URL's order.
    pub fn ignored(&self) -> &[IgnoredField] {
        &self.ignored
    }

    /// Whether the body is not ASCII (it needs `8BITMIME`).
    pub fn needs_8bitmime(&self) -> bool {
        self.eight_bit
    }

    /// Whether an address is not ASCII (it needs `SMTPUTF8`).
    pub fn needs_smtputf8(&self) -> bool {
        self.utf8_addresses
    }
}

/// A message submitted: [`Client::send_mail`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sent {
    composed: Composed,
    reply: String,
}

impl Sent {
    /// What was sent.
    pub fn composed(&self) -> &Composed {
        &self.composed
    }

    /// The relay's reply to the end of the message (`250 ...`), escaped.
    pub fn reply(&self) -> &str {
        &self.reply
    }
}

/// Fields whose presence refuses the message (RFC 6068 §6), lowercase; and
/// the prefixes of such fields.
const DANGEROUS: [&str; 8] = ["from", "sender", "bcc", "received", "return-path", "message-id", "date", "mime-version"];
const DANGEROUS_PREFIXES: [&str; 2] = ["resent-", "content-"];

pub(super) fn compose(client: &Client, url: &MailtoUri<'_>) -> Result<Composed, Error> {
    let sender = client.email.clone();
    if sender.is_empty() {
        return Err(Error::NeedsInput(Input::Sender));
    }
    check_address("from", sender.as_bytes())?;
    check_envelope("from", sender.as_bytes())?;
    let mut to: Vec<Vec<u8>> = Vec::new();
    for a in url.to() {
        // checked by the parser (RFC 6068 §2)
        to.push(a.to_bytes().into_owned());
    }
    let (mut cc, mut keywords) = (Vec::new(), Vec::new());
    let mut subject: Option<Vec<u8>> = None;
    let mut in_reply_to: Option<Vec<u8>> = None;
    let mut body: Option<Vec<u8>> = None;
    let mut ignored = Vec::new();
    for (name, value) in url.headers() {
        let name = name.to_str_lossy().into_owned();
        let lower = name.to_ascii_lowercase();
        let value = value.to_bytes().into_owned();
        if DANGEROUS.contains(&lower.as_str()) || DANGEROUS_PREFIXES.iter().any(|p| lower.starts_with(p)) {
            return Err(Error::RefusedField { name: crate::render::Escaped::new(&name).to_string() });
        }
        let once = |slot: &mut Option<Vec<u8>>, ignored: &mut Vec<IgnoredField>, value: Vec<u8>| {
            if slot.is_some() {
                ignored.push(IgnoredField::Repeated(name.clone()));
            } else {
                *slot = Some(value);
            }
        };
        match lower.as_str() {
            "to" | "cc" => {
                let field = if lower == "to" { "to" } else { "cc" };
                check_line(&lower, &value)?;
                for a in value.split(|&b| b == b',') {
                    let a = trim(a);
                    if a.is_empty() {
                        continue;
                    }
                    check_address(field, a)?;
                    if field == "to" { &mut to } else { &mut cc }.push(a.to_vec());
                }
            }
            "subject" | "in-reply-to" | "keywords" => {
                check_line(&lower, &value)?;
                match lower.as_str() {
                    "subject" => once(&mut subject, &mut ignored, value),
                    "in-reply-to" => {
                        if let Some(offset) = value.iter().position(|b| !b.is_ascii()) {
                            return Err(Error::RefusedText {
                                field: lower,
                                offset,
                                what: "a non-ASCII octet",
                                rfc: "RFC 5322 §3.6.4",
                            });
                        }
                        let room = MAX_LINE - "In-Reply-To: ".len();
                        if value.len() > room {
                            return Err(Error::RefusedText {
                                field: lower,
                                offset: room,
                                what: "a line over 998 octets",
                                rfc: "RFC 5322 §2.1.1",
                            });
                        }
                        once(&mut in_reply_to, &mut ignored, value);
                    }
                    _ => keywords.push(value),
                }
            }
            "body" => {
                check_body(&value)?;
                once(&mut body, &mut ignored, value);
            }
            _ => ignored.push(IgnoredField::NotSafe(name.clone())),
        }
    }
    if to.is_empty() && cc.is_empty() {
        return Err(Error::NeedsInput(Input::Recipient));
    }
    for a in &to {
        check_envelope("to", a)?;
    }
    for a in &cc {
        check_envelope("cc", a)?;
    }
    let mut recipients: Vec<String> = Vec::new();
    for a in to.iter().chain(&cc) {
        let a = String::from_utf8_lossy(a).into_owned();
        if !recipients.contains(&a) {
            recipients.push(a);
        }
    }
    let utf8_addresses = !sender.is_ascii() || recipients.iter().any(|r| !r.is_ascii());
    let body = body.unwrap_or_default();
    let eight_bit = !body.is_ascii();

    let mut m = Vec::new();
    header(&mut m, "Date", date(SystemTime::now()).as_bytes());
    header(&mut m, "From", sender.as_bytes());
    address_list(&mut m, "To", &to);
    address_list(&mut m, "Cc", &cc);
    if let Some(s) = &subject {
        text_field(&mut m, "subject", "Subject", s, true)?;
    }
    if let Some(r) = &in_reply_to {
        header(&mut m, "In-Reply-To", r);
    }
    if !keywords.is_empty() {
        let mut words = Vec::new();
        for k in &keywords {
            for w in k.split(|&b| b == b',') {
                let w = trim(w);
                if !w.is_empty() {
                    words.push(w.to_vec());
                }
            }
        }
        let mut value = Vec::new();
        for (i, w) in words.iter().enumerate() {
            if i > 0 {
                value.extend_from_slice(b", ");
            }
            if w.is_ascii() && !looks_encoded(w) {
                value.extend_from_slice(w);
            } else {
                value.extend_from_slice(&encoded_words(w, "keywords")?.join(&b' '));
            }
        }
        // each word written as encoded-words where it needs them
        text_field(&mut m, "keywords", "Keywords", &value, false)?;
    }
    header(&mut m, "Message-ID", message_id(&sender).as_bytes());
    if eight_bit {
        header(&mut m, "MIME-Version", b"1.0");
        header(&mut m, "Content-Type", b"text/plain; charset=utf-8");
        header(&mut m, "Content-Transfer-Encoding", b"8bit");
    }
    m.extend_from_slice(b"\r\n");
    m.extend_from_slice(&body);
    // RFC 6068 §2: "MAY add a final line break"
    if !body.is_empty() && !body.ends_with(b"\r\n") {
        m.extend_from_slice(b"\r\n");
    }
    Ok(Composed { sender, recipients, message: m, ignored, eight_bit, utf8_addresses })
}

fn trim(mut s: &[u8]) -> &[u8] {
    while let [b' ' | b'\t', rest @ ..] = s {
        s = rest;
    }
    while let [rest @ .., b' ' | b'\t'] = s {
        s = rest;
    }
    s
}

/// `address` is one RFC 5322 `addr-spec` (read by url-core's RFC 6068
/// grammar, the one that checks a mailto URL's own addresses), and fits in
/// an SMTP path (RFC 5321 §4.5.3.1.3: 256 octets with `<` `>`).
fn check_address(field: &'static str, address: &[u8]) -> Result<(), Error> {
    let refused = || Error::RefusedAddress { field, address: escaped(address) };
    if address.len() > 254 || address.iter().any(|&b| matches!(b, b'\r' | b'\n' | 0 | b',')) {
        return Err(refused());
    }
    let mut uri = String::from("mailto:");
    for &b in address {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'@') {
            uri.push(char::from(b));
        } else {
            uri.push_str(crate::percent::escape(b));
        }
    }
    match MailtoUri::parse(&uri) {
        Ok(m) if m.to().count() == 1 && m.query().is_none() => Ok(()),
        _ => Err(refused()),
    }
}

/// An address goes into `MAIL FROM:<…>` or `RCPT TO:<…>` as it is: a
/// quoted local part may hold a space, `<` or `>` (RFC 5321 §4.1.2), which
/// a relay that does not read quoted strings takes as the path's end and
/// the start of parameters (`"a> NOTIFY=NEVER"@example.com`). RFC 5321
/// §4.1.2 asks that such local parts be avoided: refused.
fn check_envelope(field: &'static str, address: &[u8]) -> Result<(), Error> {
    let local = address.iter().rposition(|&b| b == b'@').map_or(address, |at| &address[..at]);
    if !local.contains(&b'"') {
        return Ok(());
    }
    match local.iter().position(|&b| matches!(b, b' ' | b'<' | b'>')) {
        Some(offset) => Err(Error::RefusedText {
            field: field.to_owned(),
            offset,
            what: "a space, '<' or '>' in a quoted local part, which a relay may read as the path's end",
            rfc: "RFC 5321 §4.1.2",
        }),
        None => Ok(()),
    }
}

/// A header field's value holds no CR, LF or NUL: one would end the field
/// and start another (RFC 5322 §2.2); and nothing that a reader would show
/// otherwise than as the text it is: no other control character (§3.2.5:
/// text is visible characters and white space), no C1 control, line or
/// paragraph separator (RFC 5198 §2), no bidirectional formatting character
/// (RFC 3987 §4.1's set and the isolates U+2066 to U+2069).
fn check_line(field: &str, value: &[u8]) -> Result<(), Error> {
    let refuse = |offset, what, rfc| Err(Error::RefusedText { field: field.to_owned(), offset, what, rfc });
    let text = match core::str::from_utf8(value) {
        Ok(text) => text,
        Err(e) => return refuse(e.valid_up_to(), "an octet that is not UTF-8", "RFC 6068 §2"),
    };
    for (offset, c) in text.char_indices() {
        match u32::from(c) {
            0x0D => return refuse(offset, "CR", "RFC 5322 §2.2"),
            0x0A => return refuse(offset, "LF", "RFC 5322 §2.2"),
            0 => return refuse(offset, "NUL", "RFC 5322 §2.2"),
            0x09 => {}
            0x01..=0x1F | 0x7F => return refuse(offset, "a control character", "RFC 5322 §3.2.5"),
            0x80..=0x9F => return refuse(offset, "a control character", "RFC 5198 §2"),
            0x2028 | 0x2029 => return refuse(offset, "a line or paragraph separator", "RFC 5198 §2"),
            // the isolates U+2066-2069, which RFC 3987 predates, beside its set
            v if url_core::__private::is_bidi_format(c) || (0x2066..=0x2069).contains(&v) => {
                return refuse(offset, "a bidirectional formatting character", "RFC 3987 §4.1")
            }
            _ => {}
        }
    }
    Ok(())
}

/// Whether an ASCII value holds what a reader would decode as an RFC 2047
/// encoded-word (`=?`): such a value is written as encoded-words itself, so
/// that it reads as the URL's text.
fn looks_encoded(value: &[u8]) -> bool {
    value.windows(2).any(|w| w == b"=?")
}

/// The body is UTF-8 (RFC 6068 §2; it is sent as `charset=utf-8`), its
/// line breaks are CR LF (§2), it holds no NUL (RFC 5322 §2.3) and no line
/// over 998 octets (§2.1.1).
fn check_body(body: &[u8]) -> Result<(), Error> {
    let refuse = |offset, what, rfc| Err(Error::RefusedText { field: "body".to_owned(), offset, what, rfc });
    if let Err(e) = core::str::from_utf8(body) {
        return refuse(e.valid_up_to(), "an octet that is not UTF-8", "RFC 6068 §2");
    }
    let mut line_start = 0;
    let mut i = 0;
    while i < body.len() {
        match body[i] {
            b'\r' if body.get(i + 1) == Some(&b'\n') => {
                line_start = i + 2;
                i += 2;
                continue;
            }
            b'\r' => return refuse(i, "a bare CR", "RFC 6068 §2"),
            b'\n' => return refuse(i, "a bare LF", "RFC 6068 §2"),
            0 => return refuse(i, "NUL", "RFC 5322 §2.3"),
            _ => {}
        }
        if i - line_start >= MAX_LINE {
            return refuse(i, "a line over 998 octets", "RFC 5322 §2.1.1");
        }
        i += 1;
    }
    Ok(())
}

/// `Name: value` CR LF, the value as it is (checked before).
fn header(m: &mut Vec<u8>, name: &str, value: &[u8]) {
    m.extend_from_slice(name.as_bytes());
    m.extend_from_slice(b": ");
    m.extend_from_slice(value);
    m.extend_from_slice(b"\r\n");
}

/// `Name: a, b, ...`, folded before an address that would pass 78
/// characters; nothing for no address.
fn address_list(m: &mut Vec<u8>, name: &str, addresses: &[Vec<u8>]) {
    if addresses.is_empty() {
        return;
    }
    let mut line = name.len() + 1;
    m.extend_from_slice(name.as_bytes());
    m.push(b':');
    for (i, a) in addresses.iter().enumerate() {
        if i > 0 {
            m.push(b',');
            line += 1;
        }
        if i > 0 && line + 1 + a.len() > FOLD_AT {
            m.extend_from_slice(b"\r\n");
            line = 0;
        }
        m.push(b' ');
        m.extend_from_slice(a);
        line += 1 + a.len();
    }
    m.extend_from_slice(b"\r\n");
}

/// An unstructured field (RFC 5322 §3.2.5): ASCII folded at spaces, or,
/// when `encode` is set, RFC 2047 encoded-words for a value that is not
/// ASCII or holds `=?` (which a reader would decode).
fn text_field(m: &mut Vec<u8>, field: &str, name: &str, value: &[u8], encode: bool) -> Result<(), Error> {
    if encode && (!value.is_ascii() || looks_encoded(value)) {
        let words = encoded_words(value, field)?;
        m.extend_from_slice(name.as_bytes());
        m.push(b':');
        for (i, w) in words.iter().enumerate() {
            if i > 0 {
                m.extend_from_slice(b"\r\n");
            }
            m.push(b' ');
            m.extend_from_slice(w);
        }
        m.extend_from_slice(b"\r\n");
        return Ok(());
    }
    // fold before a space where the line would pass 78 characters; a run
    // without a space over 998 octets cannot be written
    let mut out = Vec::from(name.as_bytes());
    out.extend_from_slice(b": ");
    let mut line = out.len();
    for (i, word) in value.split(|&b| b == b' ').enumerate() {
        if i > 0 {
            if line + 1 + word.len() > FOLD_AT && line > name.len() + 2 {
                out.extend_from_slice(b"\r\n");
                line = 0;
            }
            out.push(b' ');
            line += 1;
        }
        out.extend_from_slice(word);
        line += word.len();
        if line > MAX_LINE {
            let offset = value.len().min(MAX_LINE);
            return Err(Error::RefusedText {
                field: field.to_owned(),
                offset,
                what: "a line over 998 octets",
                rfc: "RFC 5322 §2.1.1",
            });
        }
    }
    out.extend_from_slice(b"\r\n");
    m.extend_from_slice(&out);
    Ok(())
}

/// `value` as RFC 2047 encoded-words, `=?utf-8?B?...?=`, each of at most
/// 45 octets of text (72 characters, under the 75 of §2), cut between
/// characters (§5: "each 'encoded-word' MUST represent an integral number
/// of characters").
fn encoded_words(value: &[u8], field: &str) -> Result<Vec<Vec<u8>>, Error> {
    let text = core::str::from_utf8(value).map_err(|e| Error::RefusedText {
        field: field.to_owned(),
        offset: e.valid_up_to(),
        what: "an octet that is not UTF-8",
        rfc: "RFC 6068 §2",
    })?;
    let mut words = Vec::new();
    let mut start = 0;
    while start < text.len() {
        let mut end = start;
        for (i, c) in text[start..].char_indices() {
            if i + c.len_utf8() > 45 {
                break;
            }
            end = start + i + c.len_utf8();
        }
        let mut w = Vec::from(&b"=?utf-8?B?"[..]);
        base64(&text.as_bytes()[start..end], &mut w);
        w.extend_from_slice(b"?=");
        words.push(w);
        start = end;
    }
    Ok(words)
}

/// Base64 (RFC 4648 §4), with padding.
fn base64(data: &[u8], out: &mut Vec<u8>) {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for chunk in data.chunks(3) {
        let n = (u32::from(chunk[0]) << 16)
            | (u32::from(chunk.get(1).copied().unwrap_or(0)) << 8)
            | u32::from(chunk.get(2).copied().unwrap_or(0));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]);
            } else {
                out.push(b'=');
            }
        }
    }
}

/// `Mon, 7 Dec 2026 05:09:52 +0000` (RFC 5322 §3.3), in UTC.
fn date(now: SystemTime) -> String {
    let secs = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = secs / 86_400;
    let (h, mi, s) = (secs % 86_400 / 3600, secs % 3600 / 60, secs % 60);
    // the civil date of a day count (H. Hinnant's days_from_civil, inverted)
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    format!("{}, {d} {} {y} {h:02}:{mi:02}:{s:02} +0000", DAYS[(days % 7) as usize], MONTHS[(m - 1) as usize])
}

/// `<seconds.nanoseconds.pid@domain>`, the domain the sender's.
fn message_id(sender: &str) -> String {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    let domain = sender.rsplit_once('@').map_or("localhost", |(_, d)| d);
    format!("<{}.{:09}.{}@{domain}>", now.as_secs(), now.subsec_nanos(), std::process::id())
}

pub(super) fn send(client: &Client, url: &MailtoUri<'_>) -> Result<Sent, Error> {
    let composed = compose(client, url)?;
    let Some((host, port)) = &client.smtp_relay else {
        return Err(Error::NeedsInput(Input::Relay));
    };
    let stream = connect(client, Host::Name(host), *port)?;
    let local = stream.local_addr().map_err(|e| io_error(Step::Connect, None, e))?;
    let reader = stream.try_clone().map_err(|e| io_error(Step::Connect, None, e))?;
    let mut s = Smtp {
        reader: BufReader::new(Timed::new(reader, client)),
        writer: stream,
        line: Vec::new(),
        lines: Vec::new(),
        shown: None,
    };
    s.expect(None, Step::Greeting, &[220], "220")?;
    // the client has no name of its own to give: its address (RFC 5321
    // §4.1.4)
    let ehlo = match local.ip() {
        IpAddr::V4(ip) => format!("EHLO [{ip}]"),
        IpAddr::V6(ip) => format!("EHLO [IPv6:{ip}]"),
    };
    s.expect(Some(ehlo.as_bytes()), Step::Ehlo, &[250], "250")?;
    let offers = |ext: &str| {
        s.lines.iter().skip(1).chain(s.lines.first()).any(|l| {
            l.get(4..)
                .is_some_and(|k| k.split(|&b| b == b' ').next().is_some_and(|k| k.eq_ignore_ascii_case(ext.as_bytes())))
        })
    };
    let missing = if composed.eight_bit && !offers("8BITMIME") {
        Some("8BITMIME")
    } else if composed.utf8_addresses && !offers("SMTPUTF8") {
        Some("SMTPUTF8")
    } else {
        None
    };
    if let Some(extension) = missing {
        // the session is left as it should be, whatever QUIT gets
        let _ = s.expect(Some(b"QUIT"), Step::Quit, &[221], "221");
        return Err(Error::MissingExtension { extension });
    }
    let mut mail = format!("MAIL FROM:<{}>", composed.sender).into_bytes();
    if composed.eight_bit {
        mail.extend_from_slice(b" BODY=8BITMIME");
    }
    if composed.utf8_addresses {
        mail.extend_from_slice(b" SMTPUTF8");
    }
    s.expect(Some(&mail), Step::MailFrom, &[250], "250")?;
    for r in &composed.recipients {
        s.expect(Some(format!("RCPT TO:<{r}>").as_bytes()), Step::RcptTo, &[250, 251], "250 or 251")?;
    }
    s.expect(Some(b"DATA"), Step::Data, &[354], "354")?;
    // dot-stuffing (RFC 5321 §4.5.2), then the end of the data
    let mut data = Vec::with_capacity(composed.message.len() + 16);
    for line in composed.message.split_inclusive(|&b| b == b'\n') {
        if line.first() == Some(&b'.') {
            data.push(b'.');
        }
        data.extend_from_slice(line);
    }
    data.extend_from_slice(b".\r\n");
    s.writer.write_all(&data).map_err(|e| io_error(Step::Data, Some("(the message)"), e))?;
    s.shown = Some("(the message)".into());
    s.expect(None, Step::Data, &[250], "250")?;
    let reply = escaped(s.lines.first().map_or(&[][..], Vec::as_slice));
    s.expect(Some(b"QUIT"), Step::Quit, &[221], "221")?;
    Ok(Sent { composed, reply })
}

struct Smtp {
    /// A whole reply, all its lines, ends within the read timeout.
    reader: BufReader<Timed>,
    writer: TcpStream,
    line: Vec<u8>,
    /// The lines of the last reply.
    lines: Vec<Vec<u8>>,
    shown: Option<String>,
}

impl Smtp {
    /// Sends `command` (if any) and reads the reply (RFC 5321 §4.2: lines
    /// `code-text` up to `code text`), whose code must be one of `codes`.
    fn expect(
        &mut self,
        command: Option<&[u8]>,
        step: Step,
        codes: &[u16],
        expected: &'static str,
    ) -> Result<(), Error> {
        if let Some(c) = command {
            // every part was checked: no CR, LF or NUL
            debug_assert!(!c.iter().any(|&b| matches!(b, b'\r' | b'\n' | 0)));
            let shown = escaped(c);
            let mut line = c.to_vec();
            line.extend_from_slice(b"\r\n");
            self.writer.write_all(&line).map_err(|e| io_error(step, Some(&shown), e))?;
            self.shown = Some(shown);
        }
        self.lines.clear();
        self.reader.get_mut().start_deadline();
        let code = self.reply(step);
        self.reader.get_mut().clear_deadline();
        let code = code?;
        if codes.contains(&code) {
            Ok(())
        } else {
            Err(Error::Reply {
                step,
                command: self.shown.clone().unwrap_or_else(|| "(connected)".into()),
                reply: escaped(self.lines.first().map_or(&[][..], Vec::as_slice)),
                expected,
            })
        }
    }

    /// Reads a reply's lines into `self.lines`, at most
    /// [`MAX_REPLY_LINES`]: its code (0 for a line that has none).
    fn reply(&mut self, step: Step) -> Result<u16, Error> {
        loop {
            if self.lines.len() == MAX_REPLY_LINES {
                let e = io::Error::new(io::ErrorKind::InvalidData, Oversized::Reply);
                return Err(io_error(step, self.shown.as_deref(), e));
            }
            match read_line(&mut self.reader, &mut self.line) {
                Ok(true) => {}
                Ok(false) => return Err(Error::Closed { step, command: self.shown.clone() }),
                Err(e) => return Err(io_error(step, self.shown.as_deref(), e)),
            }
            self.lines.push(self.line.clone());
            let code = match self.line.as_slice() {
                [a @ b'2'..=b'5', b @ b'0'..=b'9', c @ b'0'..=b'9', ..] => {
                    u16::from(a - b'0') * 100 + u16::from(b - b'0') * 10 + u16::from(c - b'0')
                }
                _ => 0,
            };
            if code == 0 || self.line.get(3) != Some(&b'-') {
                return Ok(code);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{base64, check_body, date, encoded_words};
    use crate::client::Error;
    use std::string::ToString;
    use std::time::{Duration, UNIX_EPOCH};
    use std::vec::Vec;

    #[test]
    fn base64_of_rfc4648() {
        for (data, b64) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")] {
            let mut out = Vec::new();
            base64(data.as_bytes(), &mut out);
            assert_eq!(out, b64.as_bytes());
        }
    }

    #[test]
    fn dates() {
        assert_eq!(date(UNIX_EPOCH), "Thu, 1 Jan 1970 00:00:00 +0000");
        assert_eq!(date(UNIX_EPOCH + Duration::from_secs(951_782_400)), "Tue, 29 Feb 2000 00:00:00 +0000");
        assert_eq!(date(UNIX_EPOCH + Duration::from_secs(1_796_619_592)), "Mon, 7 Dec 2026 04:59:52 +0000");
    }

    #[test]
    fn encoded_words_cut_between_characters() {
        let words = encoded_words("café".as_bytes(), "subject").unwrap();
        assert_eq!(words, [b"=?utf-8?B?Y2Fmw6k=?=".to_vec()]);
        // 30 two-octet characters: 22 in the first word (44 octets), 8 after
        let words = encoded_words("é".repeat(30).as_bytes(), "subject").unwrap();
        assert_eq!(words.len(), 2);
        assert!(words.iter().all(|w| w.len() <= 75));
        let e = encoded_words(b"a\xff", "subject").unwrap_err();
        assert!(matches!(e, Error::RefusedText { offset: 1, what: "an octet that is not UTF-8", .. }), "{e:?}");
    }

    #[test]
    fn body_line_breaks() {
        assert!(check_body(b"a\r\nb\r\n").is_ok());
        let e = check_body(b"a\nb").unwrap_err();
        assert_eq!(e.to_string(), "refused before connecting: a bare LF at offset 1 in the body field (RFC 6068 §2)");
        let e = check_body(b"a\rb").unwrap_err();
        assert_eq!(e.to_string(), "refused before connecting: a bare CR at offset 1 in the body field (RFC 6068 §2)");
        let long = [b'x'; 999];
        let e = check_body(&long).unwrap_err();
        assert_eq!(
            e.to_string(),
            "refused before connecting: a line over 998 octets at offset 998 in the body field (RFC 5322 §2.1.1)"
        );
        assert!(check_body(&long[..998]).is_ok());
    }
}

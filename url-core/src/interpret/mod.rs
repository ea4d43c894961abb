//! What a URL means, scheme by scheme, as RFC 1738 §3 states it.
//!
//! Parsing says a URL is well formed; this module says what a client does
//! with it. Every part comes back *decoded* (§3.2.2: "The components are
//! decoded prior to their use"), as a [`Decoded`]: a borrowed view that
//! decodes its `%XX` escapes as it is read, without allocating.
//!
//! | scheme | what | §    |
//! | --- | --- | --- |
//! | ftp | the command plan: [`FtpUrl::commands`] ([`FtpCommand`]) | 3.2.1–3.2.3 |
//! | gopher | the request line: [`GopherUrl::request`] ([`GopherRequest`]), the gopher+ string: [`GopherUrl::gopher_plus_item`] ([`GopherPlus`]) | 3.4 |
//! | mailto | the decoded address: [`MailtoUrl::local_part_decoded`], [`MailtoUrl::domain_decoded`] | 3.5 |
//! | news | all groups, a group or a message-id: [`NewsUrl::item`] ([`NewsItem`]) | 3.6 |
//! | telnet | the advisory login: [`TelnetUrl::advice`] ([`TelnetAdvice`]) | 3.8 |
//! | wais | database, search or document: [`WaisUrl::request`] ([`WaisRequest`]) | 3.9 |
//! | file | local or remote, decoded segments: [`FileUrl::location`], [`FileUrl::segments_decoded`] | 3.10 |
//! | prospero | the hsoname and fields: [`ProsperoUrl::hsoname_decoded`], [`ProsperoUrl::fields_decoded`] | 3.11 |
//!
//! ```
//! use url_core::interpret::FtpCommand;
//! use url_core::FtpUrl;
//!
//! // RFC 1738 §3.2.2
//! let ftp = FtpUrl::parse("ftp://myname@host.dom/%2Fetc/motd").unwrap();
//! let plan: Vec<String> = ftp.commands("me@example.org")?.map(|c| c.to_string()).collect();
//! assert_eq!(plan, ["USER myname", "PASS <ask the user>", "CWD /etc", "TYPE <guess>", "RETR motd"]);
//!
//! let ftp = FtpUrl::parse("ftp://myname@host.dom//etc/motd;type=i").unwrap();
//! let plan: Vec<FtpCommand> = ftp.commands("me@example.org")?.collect();
//! assert_eq!(plan[2], FtpCommand::Cwd("".into()));
//! assert_eq!(plan[3], FtpCommand::Cwd("etc".into()));
//! # Ok::<(), url_core::interpret::WireError>(())
//! ```
//!
//! # What goes on the wire (RFC 1738 §6)
//!
//! The ftp plan and the gopher request are what a client sends, and they are
//! built only from a URL and arguments that are safe to send. A `%0D`, `%0A`
//! or `%00` decoded into a command would end it early and start another one
//! of the URL's choosing (`ftp://h/a%0D%0ADELE%20x/f` would `CWD a`, then
//! `DELE x`), which §6 warns of: "Care should be taken when URLs contain
//! embedded encoded delimiters for a given protocol (for example, CR and LF
//! characters for telnet protocols) that these are not unencoded before
//! transmission." So:
//!
//! - [`FtpUrl::commands`], [`FtpUrl::commands_with_type`],
//!   [`GopherUrl::request`] and [`GopherUrl::form_request`] check the URL
//!   once, with [`Url::control_on_wire`](crate::Url::control_on_wire),
//!   before anything of the plan is made, and refuse it with the
//!   [`ControlOnWire`] that names the part, the offset and the byte;
//! - text the caller gives, which is sent as it is (the anonymous login's
//!   e-mail address, a search the user typed, the values of a form), is
//!   refused the same way when it holds a CR, LF or NUL
//!   ([`ControlInArgument`], naming the [`Argument`]);
//! - [`WireError`] joins the two for the plans that take both.
//!
//! No command of a plan and no line of a request then holds a CR, LF or NUL
//! but the CR LF that ends a gopher line. The decoded views (`*_decoded`,
//! [`Decoded`], [`GopherForm`], [`NewsItem`], [`WaisRequest`], ...) are not
//! checked: they give the octets the URL stands for, whatever they are, and
//! a client that sends one of them checks `control_on_wire` itself.
//!
//! ```
//! use url_core::interpret::Argument;
//! use url_core::{FtpUrl, GopherUrl};
//!
//! let refused = FtpUrl::parse("ftp://u%0D%0ASITE%20EXEC@h/f").unwrap().commands("me@example.org").unwrap_err();
//! assert_eq!(
//!     refused.to_string(),
//!     "encoded CR (%0D) in the user would be sent to the server as a line break (RFC 1738 §6)"
//! );
//! let req = GopherUrl::parse("gopher://h/7sel").unwrap().request().unwrap();
//! assert_eq!(req.with_search(b"q\r\nevil").unwrap_err().argument(), Argument::Search);
//! ```
//!
//! # Layout
//!
//! One file per scheme's interpretation (`ftp.rs`, `gopher.rs`, `mailto.rs`,
//! `news.rs`, `telnet.rs`, `wais.rs`, `file.rs`, `prospero.rs`), the §6
//! refusals in `wire.rs`; this file keeps the octet search over encoded text
//! that several schemes share. [`Decoded`] is defined in
//! [`percent`] and reads through its one decoder,
//! [`percent::Decode`].

use core::iter::FusedIterator;

use crate::percent::{self, Decode};
#[cfg(doc)]
use crate::unwise::ControlOnWire;
use crate::view::Segments;
#[cfg(doc)]
use crate::view::{
    file::FileUrl, ftp::FtpUrl, gopher::GopherUrl, mailto::MailtoUrl, news::NewsUrl, prospero::ProsperoUrl,
    telnet::TelnetUrl, wais::WaisUrl,
};

mod file;
mod ftp;
mod gopher;
mod mailto;
mod news;
mod prospero;
mod telnet;
mod wais;
mod wire;

pub use file::FileLocation;
pub use ftp::{FtpCommand, FtpCommands};
pub use gopher::{
    GopherAttributeNames, GopherAttributes, GopherForm, GopherFormLines, GopherLine, GopherPlus, GopherRequest,
    GopherSearch,
};
pub use news::{MessageId, NewsItem};
pub use prospero::DecodedFields;
pub use telnet::TelnetAdvice;
pub use wais::WaisRequest;
pub use wire::{Argument, ControlInArgument, WireError};

/// [`Decoded`] lives in [`percent`], beside the decoder it reads through.
pub use crate::percent::Decoded;
#[allow(deprecated)]
pub use crate::percent::DecodedBytes;

/// The empty [`Decoded`].
const EMPTY: Decoded<'static> = Decoded::plain(b"");

/// The raw text of `raw` after what `rest` (a decoder over a tail of it) has
/// not read yet.
fn rest_of<'a>(raw: &'a str, rest: &Decode<'_>) -> &'a str {
    raw.get(raw.len() - rest.raw().len()..).unwrap_or("")
}

/// The raw range of the first octet of `raw` that decodes to `target`.
fn find_octet(raw: &str, target: u8) -> Option<(usize, usize)> {
    let mut d = percent::decode(raw);
    loop {
        let start = raw.len() - d.raw().len();
        if d.next()? == target {
            return Some((start, raw.len() - d.raw().len()));
        }
    }
}

/// `raw` split around the first octet that decodes to `target`.
fn split_octet(raw: &str, target: u8) -> Option<(&str, &str)> {
    let (s, e) = find_octet(raw, target)?;
    Some((raw.get(..s)?, raw.get(e..)?))
}

/// Each `/`-separated segment of a path, decoded (a `%2F` stays inside its
/// segment); made by [`FtpUrl::cwd_decoded`] and [`FileUrl::segments_decoded`].
///
/// ```
/// let f = url_core::FileUrl::parse("file:///a%2Fb/c%20d").unwrap();
/// let segs: Vec<String> = f.segments_decoded().map(|s| s.to_string()).collect();
/// assert_eq!(segs, ["a/b", "c d"]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DecodedSegments<'a>(Segments<'a>);

impl<'a> Iterator for DecodedSegments<'a> {
    type Item = Decoded<'a>;

    fn next(&mut self) -> Option<Decoded<'a>> {
        self.0.next().map(Decoded::encoded)
    }
}

impl FusedIterator for DecodedSegments<'_> {}

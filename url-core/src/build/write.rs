//! What the builders share: writing a component percent-encoded, and
//! checking a host, a port and the whole URL.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};

use crate::build::error::{BuildError, Part, Reason};
use crate::chars::{self, is};
use crate::error::{Component as ErrComponent, ErrorKind, ParseError};
use crate::percent::{self, Component};
use crate::scan::first_outside;
use crate::view::owned::UrlBuf;

/// Appends `input` encoded for `c`.
pub(super) fn push(out: &mut String, input: &[u8], c: Component) {
    out.extend(percent::encode(input, c));
}

/// Checks `b[start..end]` as `host = hostname | hostnumber` (§3.1, §5, with
/// DESIGN.md's length and range limits): the parser's own rule, its error
/// offsets within `b`.
pub(super) fn check_host(b: &[u8], start: usize, end: usize) -> Result<(), ParseError> {
    if start == end {
        // Callers report an empty host themselves; the parser's error is the fallback.
        return Err(ParseError::new(start, 0, ErrorKind::MissingHost, ErrComponent::Host));
    }
    if let Some(k) = first_outside(&b[start..end], chars::HOST) {
        return Err(ParseError::unexpected(b, start + k, ErrComponent::Host));
    }
    crate::rfc1738::authority::host_is_hostnumber(b, start, end).map(|_| ())
}

/// The `//` login of §3.1: `[ user [ ":" password ] "@" ] host [ ":" port ]`.
/// Its `Debug` shows a password as `Some(***)`.
#[derive(Clone, PartialEq, Eq)]
pub(super) struct Login {
    pub(super) user: Option<Vec<u8>>,
    pub(super) password: Option<Vec<u8>>,
    pub(super) host: String,
    pub(super) port: Option<u16>,
}

impl fmt::Debug for Login {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Login")
            .field("user", &self.user)
            .field("password", &self.password.as_ref().map(|_| crate::redact::Hidden))
            .field("host", &self.host)
            .field("port", &self.port)
            .finish()
    }
}

impl Login {
    pub(super) fn new(host: &str) -> Self {
        Login { user: None, password: None, host: host.into(), port: None }
    }

    /// Writes `prefix`, then the login; an empty host is an error unless
    /// `empty_host` (file URLs).
    pub(super) fn write(&self, prefix: &str, empty_host: bool) -> Result<String, BuildError> {
        let mut out = String::with_capacity(prefix.len() + self.host.len() + 16);
        out.push_str(prefix);
        match (&self.user, &self.password) {
            (None, None) => {}
            (None, Some(_)) => return Err(BuildError::new(Part::Password, Reason::PasswordWithoutUser)),
            (Some(user), password) => {
                push(&mut out, user, Component::Login);
                if let Some(password) = password {
                    out.push(':');
                    push(&mut out, password, Component::Login);
                }
                out.push('@');
            }
        }
        if self.host.is_empty() {
            if !empty_host {
                return Err(BuildError::new(Part::Host, Reason::Empty));
            }
        } else {
            check_host(self.host.as_bytes(), 0, self.host.len())
                .map_err(|e| BuildError::new(Part::Host, Reason::Invalid(e)))?;
        }
        out.push_str(&self.host);
        if let Some(port) = self.port {
            // Writing into a String cannot fail.
            let _ = write!(out, ":{port}");
        }
        Ok(out)
    }
}

/// Appends the fragment, if any, and parses the result.
pub(super) fn finish(mut out: String, fragment: &Option<Vec<u8>>) -> Result<UrlBuf, BuildError> {
    if let Some(fragment) = fragment {
        out.push('#');
        push(&mut out, fragment, Component::Fragment);
    }
    UrlBuf::parse(out).map_err(|e| match e.kind() {
        // the one error of a text written right: its length
        crate::error::ErrorKind::TooLong => BuildError::new(Part::Url, Reason::Invalid(e)),
        _ => BuildError::new(Part::Url, Reason::Unparsable(e)),
    })
}

pub(super) fn bytes(input: impl AsRef<[u8]>) -> Vec<u8> {
    input.as_ref().to_vec()
}

pub(super) fn all_bytes<I>(items: I) -> Vec<Vec<u8>>
where
    I: IntoIterator,
    I::Item: AsRef<[u8]>,
{
    items.into_iter().map(bytes).collect()
}

/// Checks a newsgroup name: `group = alpha *[ alpha | digit | "-" | "." |
/// "+" | "_" ]` (§5).
pub(super) fn check_group(g: &[u8]) -> Result<(), BuildError> {
    let err = |reason| Err(BuildError::new(Part::Newsgroup, reason));
    match g.first() {
        None => return err(Reason::Empty),
        Some(c) if c.is_ascii_alphabetic() => {}
        Some(&c) if is(c, chars::GROUP) => return err(Reason::Expected { index: 0, expected: "a letter" }),
        Some(&c) => return err(Reason::Octet { index: 0, octet: c }),
    }
    match first_outside(g, chars::GROUP) {
        Some(index) => err(Reason::Octet { index, octet: g[index] }),
        None => Ok(()),
    }
}

//! The run-time half of a URI template: each value written through
//! `Display` into one `String`, percent-encoded on the fly for its hole, and
//! the positions of the parts recorded as they are written, so that the
//! result is a [`UriBuf`] without parsing.

use alloc::string::String;
use core::fmt::{self, Display, Write};

use super::hole::Hole;
use super::segment::{dot_problem, ValueProblem};
use crate::chars::HEX_UPPER;
use crate::error::ParseError;
use crate::error::{Component, ErrorKind};
use crate::rfc3986::authority::HostKind;
use crate::rfc3986::grammar as authority;
use crate::rfc3986::owned::UriBuf;
use crate::rfc3986::scheme::UriScheme;
use crate::rfc3986::schemes;
use crate::rfc3986::uri::UriRef;
use crate::scan::{first_of, last_of};

/// The writer that `uri_format!` and `try_uri_format!` expand to: the
/// template's fixed text ([`text`](Self::text)), its values
/// ([`hole`](Self::hole), [`tail`](Self::tail), [`pairs`](Self::pairs),
/// [`port`](Self::port), [`host`](Self::host)) and the positions of its
/// parts ([`mark`](Self::mark)), in order. The macros compute every call
/// from the template at compile time ([`check_uri`](super::check_uri)); by
/// hand, the calls must follow a template that `check_uri` accepted.
///
/// ```
/// use url_core::template::{Hole, UriWriter};
///
/// // uri_format!("https://h/users/{id}?q={q}")
/// let mut w = UriWriter::new(32, [u32::MAX; 7], 0, 1, 0);
/// w.text("https");
/// w.mark(0);
/// w.text("://");
/// w.mark(1);
/// w.mark(2);
/// w.text("h");
/// w.mark(3);
/// w.mark(4);
/// w.text("/users/");
/// w.hole(Hole::PathSegment, &"a/b");
/// w.mark(5);
/// w.text("?q=");
/// w.hole(Hole::QueryValue, &"x&y=1");
/// let uri = w.finish();
/// assert_eq!(uri.as_str(), "https://h/users/a%2Fb?q=x%26y%3D1");
/// assert_eq!(uri.as_uri().path(), "/users/a%2Fb");
/// ```
///
/// `Debug` writes the text so far, its password written `***`.
#[derive(Clone)]
pub struct UriWriter {
    text: String,
    o: [u32; 7],
    port: u16,
    host: HostKind,
    /// Where a host hole was written, so that the host is checked.
    host_hole: bool,
    /// The first hole whose value failed (its `Display` returned an error).
    failed: bool,
    /// Holes begun so far.
    holes: u32,
    /// The segment being written that holds a hole: where it starts, and
    /// its first hole.
    segment: Option<(usize, u32)>,
    /// The bytes the values wrote in that segment, as ranges of `text`.
    values: alloc::vec::Vec<(usize, usize)>,
    /// The first hole whose value made a path segment `.` or `..`.
    problem: Option<(u32, ValueProblem)>,
}

impl UriWriter {
    /// A writer with room for `capacity` bytes, for a template whose fixed
    /// port is `port` (0 without one) and whose fixed host has `kind` and
    /// `address` as [`Checked::host`](super::Checked::host) gives them;
    /// `offsets` are the boundaries of [`mark`](Self::mark) known before
    /// any value is written (`u32::MAX` for the others).
    #[inline]
    pub fn new(capacity: usize, offsets: [u32; 7], port: u16, kind: u8, address: u128) -> UriWriter {
        let host = crate::rfc3986::uri::host_kind(kind, address);
        UriWriter {
            text: String::with_capacity(capacity),
            o: offsets,
            port,
            host,
            host_hole: false,
            failed: false,
            holes: 0,
            segment: None,
            values: alloc::vec::Vec::new(),
            problem: None,
        }
    }

    /// Counts a hole of class `hole` about to be written; a path hole opens
    /// its segment (from after the `/` before it, or the path's start) if it
    /// is not open yet.
    #[inline]
    fn begin(&mut self, hole: Hole) {
        let n = self.holes;
        self.holes += 1;
        if matches!(hole, Hole::PathSegment | Hole::PathPart) && self.segment.is_none() {
            let path = if self.o[4] == u32::MAX { 0 } else { self.o[4] as usize };
            let b = self.text.as_bytes();
            let start = last_of(&b[path.min(b.len())..], b"/").map_or(path, |i| path + i + 1);
            self.segment = Some((start, n));
        }
    }

    /// Closes the open segment at `end`: refused if it decodes to `.` or
    /// `..`, or a part of it between the `/` and `\` it decodes to does
    /// (up to a fixed `;`, trailing spaces and NULs removed).
    #[inline]
    fn close(&mut self, end: usize) {
        if let Some((start, hole)) = self.segment.take() {
            let values = core::mem::take(&mut self.values);
            self.check(start, end, hole, &values);
            self.values = values;
            self.values.clear();
        }
    }

    /// Records the problem of segment `start..end`, written by `hole`,
    /// whose values wrote `values` (ranges of `text`).
    #[inline]
    fn check(&mut self, start: usize, end: usize, hole: u32, values: &[(usize, usize)]) {
        if self.problem.is_none() {
            let touched = |i: usize| {
                for &(a, z) in values {
                    let (a, z) = (a.saturating_sub(start), z.saturating_sub(start));
                    if (a <= i && i < z) || (a == z && a == i) {
                        return true;
                    }
                }
                false
            };
            if let Some(problem) = dot_problem(&self.text.as_bytes()[start..end], touched) {
                self.problem = Some((hole, problem));
            }
        }
    }

    /// Records that the value of a path hole wrote `text[at..]`.
    #[inline]
    fn wrote(&mut self, hole: Hole, at: usize) {
        if matches!(hole, Hole::PathSegment | Hole::PathPart) {
            self.values.push((at, self.text.len()));
        }
    }

    /// The positions written so far, as a reference of text `s`.
    #[inline]
    fn positions<'a>(&self, s: &'a str) -> UriRef<'a> {
        let o = self.o;
        UriRef {
            s,
            scheme_end: o[0],
            auth_start: o[1],
            host_start: o[2],
            host_end: o[3],
            path_start: o[4],
            query: o[5],
            fragment: o[6],
            port: self.port,
            host: self.host,
        }
    }

    /// Appends fixed text of the template (already valid where it stands).
    #[inline]
    pub fn text(&mut self, s: &str) {
        let len = self.text.len();
        self.text.push_str(s);
        if self.segment.is_some() {
            if let Some(i) = first_of(s.as_bytes(), b"/?#") {
                self.close(len + i);
            }
        }
    }

    /// Records that boundary `i` (`scheme_end`, `auth_start`, `host_start`,
    /// `host_end`, `path_start`, `query`, `fragment`) is here.
    #[inline]
    pub fn mark(&mut self, i: usize) {
        if i >= 5 {
            self.close(self.text.len());
        }
        if let Some(o) = self.o.get_mut(i) {
            *o = self.text.len() as u32;
        }
    }

    /// Writes `value` for a hole of class `hole` (not [`Hole::Port`]:
    /// [`port`](Self::port); nor the `..` holes: [`tail`](Self::tail),
    /// [`pairs`](Self::pairs); nor [`Hole::Host`]: [`host`](Self::host)).
    ///
    /// A path hole's value is escaped, never rewritten: a value that makes
    /// its segment `.` or `..` (with the segment's fixed text, decoded) is
    /// written as it is and refused by [`try_finish`](Self::try_finish).
    #[inline]
    pub fn hole<T: Display + ?Sized>(&mut self, hole: Hole, value: &T) {
        self.begin(hole);
        let at = self.text.len();
        let mut e = Escaper { out: &mut self.text, keep: hole.table() };
        self.failed |= write!(e, "{value}").is_err();
        self.wrote(hole, at);
    }

    /// [`hole`](Self::hole) for a value that is text already: no
    /// formatting machinery.
    #[inline]
    pub fn hole_str(&mut self, hole: Hole, value: &str) {
        self.begin(hole);
        let at = self.text.len();
        let _ = Escaper { out: &mut self.text, keep: hole.table() }.write_str(value);
        self.wrote(hole, at);
    }

    /// A path tail (`{rest..}`): each item a segment (escaped as
    /// [`Hole::PathTail`]), `/` between them; an item that is `.` or `..`
    /// in any spelling is refused by [`try_finish`](Self::try_finish). No
    /// item writes nothing (an empty item, an empty segment).
    pub fn tail<I>(&mut self, items: I)
    where
        I: IntoIterator,
        I::Item: Display,
    {
        self.begin(Hole::PathTail);
        let hole = self.holes - 1;
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                self.text.push('/');
            }
            let start = self.text.len();
            let mut e = Escaper { out: &mut self.text, keep: Hole::PathTail.table() };
            self.failed |= write!(e, "{item}").is_err();
            self.check(start, self.text.len(), hole, &[(start, self.text.len())]);
        }
    }

    /// Query pairs (`{pairs..}`): `key=value` for each pair, `&` between
    /// them, keys and values as [`Hole::QueryValue`].
    pub fn pairs<I>(&mut self, pairs: I)
    where
        I: IntoIterator,
        I::Item: QueryPair,
    {
        self.begin(Hole::QueryPairs);
        for (i, pair) in pairs.into_iter().enumerate() {
            if i > 0 {
                self.text.push('&');
            }
            let (k, v) = pair.pair();
            let mut e = Escaper { out: &mut self.text, keep: Hole::QueryValue.table() };
            self.failed |= write!(e, "{k}").is_err();
            self.text.push('=');
            let mut e = Escaper { out: &mut self.text, keep: Hole::QueryValue.table() };
            self.failed |= write!(e, "{v}").is_err();
        }
    }

    /// The port's hole: its digits.
    #[inline]
    pub fn port(&mut self, port: u16) {
        self.begin(Hole::Port);
        self.port = port;
        let mut digits = [0u8; 5];
        let mut n = 0;
        let mut p = port;
        loop {
            digits[4 - n] = b'0' + (p % 10) as u8;
            n += 1;
            p /= 10;
            if p == 0 {
                break;
            }
        }
        for &d in &digits[5 - n..] {
            self.text.push(char::from(d));
        }
    }

    /// A host hole: the value as it is, checked with the rest of the host by
    /// the host rule in [`try_finish`](Self::try_finish).
    pub fn host<T: Display + ?Sized>(&mut self, value: &T) {
        self.begin(Hole::Host);
        self.host_hole = true;
        self.failed |= write!(self.text, "{value}").is_err();
    }

    /// Panics when the text is too long for the positions of a URI (the
    /// marks, `u32`s, would have wrapped).
    fn check_len(&self) {
        assert!(
            self.text.len() <= crate::MAX_LEN,
            "a URI template wrote {} bytes, more than the 4294967294 bytes a URI can have",
            self.text.len()
        );
    }

    /// The reference the writer built.
    fn built(&self) -> UriRef<'_> {
        self.positions(&self.text)
    }

    /// The URI, for a template without host hole. No parsing: in debug
    /// builds, a parse of the text checks that the positions agree.
    ///
    /// # Panics
    ///
    /// When a value's `Display` returned an error, as `format!` does; when
    /// a value made a path segment `.` or `..`, which `uri_format!` rules
    /// out at compile time ([`SegmentSafe`](super::SegmentSafe) values in
    /// such holes): a writer used by hand ends with
    /// [`try_finish`](Self::try_finish); when the URI is longer than
    /// 4294967294 bytes, the most a URI can hold (its positions are `u32`s;
    /// `parse` refuses a longer text).
    pub fn finish(mut self) -> UriBuf {
        self.close(self.text.len());
        assert!(!self.failed, "a Display implementation returned an error unexpectedly");
        self.check_len();
        if let Some((hole, problem)) = self.problem {
            panic!("the value of hole {hole} {problem}");
        }
        debug_assert_eq!(crate::rfc3986::uri::Uri::parse(&self.text).map(|u| u.as_uri_ref()), Ok(self.built()));
        let r = self.positions("");
        UriBuf::from_built(self.text, r)
    }

    /// The URI of a fallible template: the host of a host hole checked by
    /// the host rule of RFC 3986 §3.2.2, and the scheme's rules (a non-empty
    /// host for http, https, ws and wss) applied; a value that made a path
    /// segment `.` or `..` refused. [`try_finish_named`](Self::try_finish_named)
    /// with the holes' names as the template wrote them.
    ///
    /// # Errors
    ///
    /// A [`TemplateError`] when the host is not one, or a value made a dot
    /// segment.
    ///
    /// # Panics
    ///
    /// As [`finish`](Self::finish): when a value's `Display` returned an
    /// error; when the URI is longer than 4294967294 bytes.
    pub fn try_finish(self) -> Result<UriBuf, TemplateError> {
        self.try_finish_named(&[])
    }

    /// [`try_finish`](Self::try_finish), an error naming hole `i` by
    /// `holes[i]` (`{user}`, `{0}`, `{rest..}`; `hole i` beyond the slice).
    ///
    /// ```
    /// use url_core::template::{Hole, UriWriter, ValueProblem};
    ///
    /// let mut w = UriWriter::new(32, [5, 8, 8, 9, 9, u32::MAX, u32::MAX], 0, 1, 0);
    /// // The segment's fixed `%2E` and the value `.`: `..`.
    /// w.text("https://h/users/%2E");
    /// w.hole(Hole::PathSegment, &".");
    /// w.text("/x");
    /// let e = w.try_finish_named(&["{user}"]).unwrap_err();
    /// assert_eq!((e.hole(), e.problem()), (Some("{user}"), Some(ValueProblem::DotSegment { dots: 2 })));
    ///
    /// let mut w = UriWriter::new(32, [5, 8, 8, 9, 9, u32::MAX, u32::MAX], 0, 1, 0);
    /// w.text("https://h/users/");
    /// w.hole(Hole::PathSegment, &"..");
    /// w.text("/x");
    /// assert_eq!(
    ///     w.try_finish_named(&["{user}"]).unwrap_err().to_string(),
    ///     "the value of {user} makes the path segment '..', a dot segment, which every reader removes \
    ///      (RFC 3986 §3.3, §5.2.4)"
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// As [`try_finish`](Self::try_finish).
    ///
    /// # Panics
    ///
    /// As [`try_finish`](Self::try_finish).
    pub fn try_finish_named(mut self, holes: &[&str]) -> Result<UriBuf, TemplateError> {
        self.close(self.text.len());
        self.check_len();
        if let Some((hole, problem)) = self.problem.take() {
            return Err(TemplateError::value(holes, hole as usize, problem));
        }
        if self.host_hole {
            let (hs, he) = (self.o[2] as usize, self.o[3] as usize);
            let host = self.text.get(hs..he).unwrap_or("");
            let b = host.as_bytes();
            // A login with a password in the host value (`user:pw@host`, as
            // `Redacted::piece` finds it): the error is at its `:`, so that it
            // quotes no character of the password.
            if let (Some(colon), Some(at)) = (host.find(':'), host.rfind('@')) {
                if colon < at {
                    return Err(TemplateError::of_host(host, ParseError::unexpected(b, colon, Component::UriHost)));
                }
            }
            let checked = match authority::hostport::<false>(b, 0) {
                Ok(a) if a.host_end == b.len() => Ok(a.host),
                Ok(a) => Err(ParseError::unexpected(b, a.host_end, Component::UriHost)),
                Err(e) => Err(e),
            };
            self.host = match checked {
                Ok(kind) => kind,
                Err(error) => return Err(TemplateError::of_host(host, error)),
            };
            let r = self.built();
            if let Some(scheme) = r.scheme().and_then(|s| UriScheme::from_bytes(s.as_bytes())) {
                if let Err(e) = schemes::check(&r, scheme) {
                    let error = ParseError::new(0, 0, ErrorKind::Unexpected, Component::UriHost);
                    let error =
                        if e.offset() >= hs && e.offset() <= he { e.moved(e.offset() - hs, e.length()) } else { error };
                    return Err(TemplateError::of_host(host, error));
                }
            }
        }
        Ok(self.finish())
    }
}

/// A `(key, value)` of a query-pairs hole: `(K, V)` or `&(K, V)`, so that
/// both a `Vec<(K, V)>` and an iterator over a slice of pairs serve.
pub trait QueryPair {
    /// The key's type.
    type Key: Display + ?Sized;
    /// The value's type.
    type Value: Display + ?Sized;
    /// The key and the value.
    fn pair(&self) -> (&Self::Key, &Self::Value);
}

impl<K: Display, V: Display> QueryPair for (K, V) {
    type Key = K;
    type Value = V;
    fn pair(&self) -> (&K, &V) {
        (&self.0, &self.1)
    }
}

impl<K: Display, V: Display> QueryPair for &(K, V) {
    type Key = K;
    type Value = V;
    fn pair(&self) -> (&K, &V) {
        (&self.0, &self.1)
    }
}

/// Why a fallible template (`try_uri_format!`, `try_url_format!`) gave no
/// URI: a host value that is not a host (RFC 3986 §3.2.2), or that leaves an
/// http, https, ws or wss URI without one; a value that would change which
/// resource the path names ([`ValueProblem`]: a `.` or `..` segment in any
/// spelling, an empty ftp segment, ...); a gopher selector value's TAB, CR
/// or LF. A value is never rewritten to fit: it is refused.
///
/// ```
/// use url_core::template::{TemplateError, UriWriter};
///
/// let mut w = UriWriter::new(16, [u32::MAX; 7], 0, 0, 0);
/// w.text("https");
/// w.mark(0);
/// w.text("://");
/// w.mark(1);
/// w.mark(2);
/// w.host(&"evil.example/x?");
/// w.mark(3);
/// w.mark(4);
/// w.text("/");
/// let e: TemplateError = w.try_finish().unwrap_err();
/// assert_eq!(e.host(), "evil.example/x?");
/// assert_eq!(
///     e.to_string(),
///     "invalid host 'evil.example/x?': unexpected character '/' in host; write it as %2F (RFC 3986 §3.2.2)"
/// );
/// ```
///
/// `Debug` and `Display` write a password in the host `***` (a value
/// `user:pw@host` for the host hole): the host's userinfo-like part, up to
/// its last `@`; [`host`](Self::host) gives it as the values made it.
#[derive(Clone, PartialEq, Eq)]
pub struct TemplateError {
    kind: ErrorWhat,
}

#[derive(Clone, PartialEq, Eq)]
enum ErrorWhat {
    Host {
        host: String,
        error: ParseError,
    },
    Value {
        hole: String,
        problem: ValueProblem,
    },
    Selector {
        hole: String,
        error: ParseError,
    },
    /// RFC 6570: the expansion is no RFC 3986 URI-reference; the variable
    /// whose value is where the parser stopped, if one is.
    NotUriRef {
        hole: Option<String>,
        error: ParseError,
    },
}

/// `holes[i]`, or `hole i`.
fn hole_name(holes: &[&str], i: usize) -> String {
    match holes.get(i) {
        Some(name) => String::from(*name),
        None => alloc::format!("hole {i}"),
    }
}

impl TemplateError {
    pub(crate) fn of_host(host: &str, error: ParseError) -> TemplateError {
        TemplateError { kind: ErrorWhat::Host { host: host.into(), error } }
    }

    pub(crate) fn value(holes: &[&str], i: usize, problem: ValueProblem) -> TemplateError {
        TemplateError { kind: ErrorWhat::Value { hole: hole_name(holes, i), problem } }
    }

    pub(crate) fn selector(holes: &[&str], i: usize, error: ParseError) -> TemplateError {
        TemplateError { kind: ErrorWhat::Selector { hole: hole_name(holes, i), error } }
    }

    /// The error of an RFC 6570 expansion's value, the variable named as
    /// the template writes it (`{+path}`).
    #[allow(dead_code)]
    pub(crate) fn variable(hole: String, problem: ValueProblem) -> TemplateError {
        TemplateError { kind: ErrorWhat::Value { hole, problem } }
    }

    /// An RFC 6570 expansion that is no URI-reference.
    pub(crate) fn not_uri_ref(hole: Option<String>, error: ParseError) -> TemplateError {
        TemplateError { kind: ErrorWhat::NotUriRef { hole, error } }
    }

    /// The host as the values made it, for an error of the host; empty for
    /// the others.
    pub fn host(&self) -> &str {
        match &self.kind {
            ErrorWhat::Host { host, .. } => host,
            _ => "",
        }
    }

    /// The parser's error: of the host rule, its offsets in
    /// [`host`](Self::host); of a gopher selector's TAB, CR or LF, its
    /// offsets in the URL. `None` for a [`problem`](Self::problem).
    pub const fn error(&self) -> Option<&ParseError> {
        match &self.kind {
            ErrorWhat::Host { error, .. } | ErrorWhat::Selector { error, .. } | ErrorWhat::NotUriRef { error, .. } => {
                Some(error)
            }
            ErrorWhat::Value { .. } => None,
        }
    }

    /// The hole whose value is at fault, as the template wrote it (`{user}`,
    /// `{0}`, `{rest..}`; `{}` with its argument's position), for an error
    /// of a value; `None` for the host's.
    pub fn hole(&self) -> Option<&str> {
        match &self.kind {
            ErrorWhat::Value { hole, .. } | ErrorWhat::Selector { hole, .. } => Some(hole),
            ErrorWhat::NotUriRef { hole, .. } => hole.as_deref(),
            ErrorWhat::Host { .. } => None,
        }
    }

    /// What the value would have done to the path.
    pub const fn problem(&self) -> Option<ValueProblem> {
        match self.kind {
            ErrorWhat::Value { problem, .. } => Some(problem),
            _ => None,
        }
    }
}

impl fmt::Debug for UriWriter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UriWriter")
            .field("text", &crate::redact::Redacted::whole(&self.text))
            .field("o", &self.o)
            .field("port", &self.port)
            .field("host", &self.host)
            .field("host_hole", &self.host_hole)
            .field("failed", &self.failed)
            .finish()
    }
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorWhat::Host { host, error } => {
                f.write_str("invalid host '")?;
                crate::redact::Redacted::piece(host).write_message(f)?;
                write!(f, "': {error}")
            }
            ErrorWhat::Value { hole, problem } => write!(f, "the value of {hole} {problem}"),
            ErrorWhat::Selector { hole, error } => write!(f, "the value of {hole}: {error}"),
            ErrorWhat::NotUriRef { hole: Some(hole), error } => {
                write!(f, "the value of {hole} makes the expansion no RFC 3986 URI-reference: {error}")
            }
            ErrorWhat::NotUriRef { hole: None, error } => {
                write!(f, "the expansion is no RFC 3986 URI-reference: {error}")
            }
        }
    }
}

impl fmt::Debug for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorWhat::Host { host, error } => f
                .debug_struct("TemplateError")
                .field("host", &crate::redact::Redacted::piece(host))
                .field("error", error)
                .finish(),
            ErrorWhat::Value { hole, problem } => {
                f.debug_struct("TemplateError").field("hole", hole).field("problem", problem).finish()
            }
            ErrorWhat::Selector { hole, error } => {
                f.debug_struct("TemplateError").field("hole", hole).field("error", error).finish()
            }
            ErrorWhat::NotUriRef { hole, error } => {
                f.debug_struct("TemplateError").field("hole", hole).field("error", error).finish()
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for TemplateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ErrorWhat::Host { error, .. } | ErrorWhat::Selector { error, .. } | ErrorWhat::NotUriRef { error, .. } => {
                Some(error)
            }
            ErrorWhat::Value { .. } => None,
        }
    }
}

/// A `fmt::Write` that percent-encodes what is written into `out`: the
/// bytes of `keep` as themselves, every other one as `%XX`.
struct Escaper<'a> {
    out: &'a mut String,
    keep: &'static [bool; 256],
}

impl Write for Escaper<'_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let b = s.as_bytes();
        let mut start = 0;
        for (i, &c) in b.iter().enumerate() {
            if !self.keep[usize::from(c)] {
                // `start..i` is a run of kept (ASCII) bytes, so both ends
                // are character boundaries.
                if start < i {
                    self.out.push_str(&s[start..i]);
                }
                self.out.push('%');
                self.out.push(char::from(HEX_UPPER[usize::from(c >> 4)]));
                self.out.push(char::from(HEX_UPPER[usize::from(c & 15)]));
                start = i + 1;
            }
        }
        if start == 0 {
            self.out.push_str(s);
        } else if start < b.len() {
            self.out.push_str(&s[start..]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use std::vec;
    use std::vec::Vec;

    fn one(hole: Hole, v: &str) -> String {
        let mut w = UriWriter::new(0, [u32::MAX; 7], 0, 0, 0);
        w.hole(hole, v);
        w.text
    }

    #[test]
    fn each_class_escapes_what_it_must() {
        let all = "a/b?c&d=e+f#g%h i:j@k.l~m;n\0\r\né";
        assert_eq!(one(Hole::PathSegment, all), "a%2Fb%3Fc&d=e+f%23g%25h%20i:j@k.l~m%3Bn%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::PathPart, all), "a%2Fb%3Fc&d=e+f%23g%25h%20i:j@k.l~m%3Bn%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::QueryKey, all), "a/b?c%26d%3De%2Bf%23g%25h%20i:j@k.l~m;n%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::QueryValue, all), "a/b?c%26d%3De%2Bf%23g%25h%20i:j@k.l~m;n%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::Fragment, all), "a/b?c&d=e+f%23g%25h%20i:j@k.l~m;n%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::Userinfo, all), "a%2Fb%3Fc&d=e+f%23g%25h%20i%3Aj%40k.l~m;n%00%0D%0A%C3%A9");
    }

    /// `https://h/{pre}{v}{post}/x` with the fixed text around the hole.
    fn around(pre: &str, v: &dyn Display, post: &str) -> Result<String, TemplateError> {
        let mut w = UriWriter::new(0, [5, 8, 8, 9, 9, u32::MAX, u32::MAX], 0, 1, 0);
        w.text("https://h/");
        w.text(pre);
        w.hole(Hole::PathSegment, v);
        w.text(post);
        w.text("/x");
        w.try_finish_named(&["{v}"]).map(|u| u.as_str().into())
    }

    #[test]
    fn dot_segments_are_refused_never_rewritten() {
        let refused = |pre: &str, v: &str, post: &str| around(pre, &v, post).map_err(|e| e.problem());
        let one = Err(Some(ValueProblem::DotSegment { dots: 1 }));
        let two = Err(Some(ValueProblem::DotSegment { dots: 2 }));
        assert_eq!(refused("", ".", ""), one);
        assert_eq!(refused("", "..", ""), two);
        assert_eq!(refused(".", ".", ""), two);
        assert_eq!(refused("%2E", ".", ""), two);
        assert_eq!(refused("", ".", ";v=1"), one);
        assert_eq!(refused("", "..", ";v=1"), two);
        assert_eq!(refused("", "..;", ""), Ok("https://h/..%3B/x".into()));
        assert_eq!(refused("", "%2E%2E", ""), Ok("https://h/%252E%252E/x".into()));
        assert_eq!(refused("", "...", ""), Ok("https://h/.../x".into()));
        assert_eq!(refused("", "", ""), Ok("https://h//x".into()));
        assert_eq!(refused("a", "..", ""), Ok("https://h/a../x".into()));
        // A Display that writes in pieces.
        struct Pieces(&'static [&'static str]);
        impl Display for Pieces {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.iter().try_for_each(|p| f.write_str(p))
            }
        }
        assert_eq!(around("", &Pieces(&[".", "", "."]), "").map_err(|e| e.problem()), two);
        assert_eq!(around("", &Pieces(&[".", ".", "x"]), "").map_err(|e| e.problem()), Ok("https://h/..x/x".into()));
        // `{a}{b}`: the first hole of the segment is named.
        let mut w = UriWriter::new(0, [5, 8, 8, 9, 9, u32::MAX, u32::MAX], 0, 1, 0);
        w.text("https://h/");
        w.hole(Hole::PathSegment, &".");
        w.hole(Hole::PathSegment, &".");
        let e = w.try_finish_named(&["{a}", "{b}"]).unwrap_err();
        assert_eq!(e.hole(), Some("{a}"));
        assert_eq!(std::format!("{e:?}"), "TemplateError { hole: \"{a}\", problem: DotSegment { dots: 2 } }");
    }

    #[test]
    #[should_panic(expected = "the value of hole 0 makes the path segment '..'")]
    fn finish_by_hand_panics_on_a_dot_segment() {
        let mut w = UriWriter::new(0, [5, 8, 8, 9, 9, u32::MAX, u32::MAX], 0, 1, 0);
        w.text("https://h/");
        w.hole(Hole::PathSegment, &"..");
        let _ = w.finish();
    }

    #[test]
    fn tails_pairs_and_ports() {
        let mut w = UriWriter::new(0, [u32::MAX; 7], 0, 0, 0);
        w.tail(["a/b", "...", "", "c;"]);
        w.text("?");
        w.pairs(&[("k&", "v=1"), ("", "")]);
        w.pairs(vec![(1, 2)]);
        w.pairs(Vec::<(u8, u8)>::new());
        w.text(":");
        w.port(0);
        w.port(65535);
        w.port(8080);
        assert_eq!(w.text, "a%2Fb/...//c%3B?k%26=v%3D1&=1=2:0655358080");
        let mut w = UriWriter::new(0, [5, 8, 8, 9, 9, u32::MAX, u32::MAX], 0, 1, 0);
        w.text("https://h/");
        w.tail(["a", "%2e."]);
        assert_eq!(w.clone().try_finish().unwrap().as_str(), "https://h/a/%252e.");
        w.text("/");
        w.tail(["."]);
        let e = w.try_finish_named(&["{rest..}", "{more..}"]).unwrap_err();
        assert_eq!((e.hole(), e.problem()), (Some("{more..}"), Some(ValueProblem::DotSegment { dots: 1 })));
        assert_eq!(e.host(), "");
        assert_eq!(e.error(), None);
    }

    #[test]
    fn host_errors_redact_their_debug_and_display() {
        let mut w = UriWriter::new(16, [5, 8, 8, u32::MAX, u32::MAX, u32::MAX, u32::MAX], 0, 0, 0);
        w.text("https://");
        w.host(&"user:pw@evil");
        w.mark(3);
        w.mark(4);
        w.text("/");
        let e = w.try_finish().unwrap_err();
        let debug = std::format!("{e:?}");
        assert!(debug.starts_with("TemplateError { host: \"user:***@evil\", error: "), "{debug}");
        assert!(!debug.contains("pw"), "{debug}");
        // Display too (issue 44, item 7): errors are logged through it.
        use std::string::ToString;
        assert_eq!(
            e.to_string(),
            "invalid host 'user:***@evil': unexpected character ':' in host; write it as %3A (RFC 3986 §3.2.2)"
        );
        assert_eq!(e.host(), "user:pw@evil");
        // The error is at the login's ':', so that it quotes no character of
        // the password (it was at the password's first character, 'p').
        assert_eq!(e.error().map(|e| (e.offset(), e.length())), Some((4, 1)));
    }

    #[test]
    fn integers_are_written_as_display_writes_them() {
        use std::string::ToString;
        let mut w = UriWriter::new(0, [u32::MAX; 7], 0, 0, 0);
        let mut want = String::new();
        macro_rules! each {
            ($($v:expr),*) => {$(
                w.hole(Hole::PathSegment, &$v);
                want += &$v.to_string();
            )*};
        }
        each!(0u8, 255u8, u16::MAX, u32::MAX, u64::MAX, usize::MAX, u128::MAX, 0u128);
        each!(i8::MIN, i8::MAX, i16::MIN, i32::MIN, -1i32, i64::MIN, i64::MAX, isize::MIN, i128::MIN, i128::MAX, 0i64);
        assert_eq!(w.text, want);
    }
}

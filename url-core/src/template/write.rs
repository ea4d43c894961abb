//! The run-time half of a URI template: each value written through
//! `Display` into one `String`, percent-encoded on the fly for its hole, and
//! the positions of the parts recorded as they are written, so that the
//! result is a [`UriBuf`] without parsing.

use alloc::string::String;
use core::fmt::{self, Display, Write};

use super::hole::Hole;
use crate::chars::HEX_UPPER;
use crate::error::ParseError;
use crate::error::{Component, ErrorKind};
use crate::rfc3986::authority::HostKind;
use crate::rfc3986::grammar as authority;
use crate::rfc3986::owned::UriBuf;
use crate::rfc3986::scheme::UriScheme;
use crate::rfc3986::schemes;
use crate::rfc3986::uri::UriRef;

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
        UriWriter { text: String::with_capacity(capacity), o: offsets, port, host, host_hole: false, failed: false }
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
        self.text.push_str(s);
    }

    /// Records that boundary `i` (`scheme_end`, `auth_start`, `host_start`,
    /// `host_end`, `path_start`, `query`, `fragment`) is here.
    #[inline]
    pub fn mark(&mut self, i: usize) {
        if let Some(o) = self.o.get_mut(i) {
            *o = self.text.len() as u32;
        }
    }

    /// Writes `value` for a hole of class `hole` (not [`Hole::Port`]:
    /// [`port`](Self::port); nor the `..` holes: [`tail`](Self::tail),
    /// [`pairs`](Self::pairs); nor [`Hole::Host`]: [`host`](Self::host)).
    #[inline]
    pub fn hole<T: Display + ?Sized>(&mut self, hole: Hole, value: &T) {
        if hole == Hole::PathSegment {
            let mut e =
                Dots { out: Escaper { out: &mut self.text, keep: Hole::PathSegment.table() }, dots: 0, other: false };
            self.failed |= write!(e, "{value}").is_err();
            e.finish();
        } else {
            let mut e = Escaper { out: &mut self.text, keep: hole.table() };
            self.failed |= write!(e, "{value}").is_err();
        }
    }

    /// [`hole`](Self::hole) for a value that is text already: no
    /// formatting machinery.
    #[inline]
    pub fn hole_str(&mut self, hole: Hole, value: &str) {
        let _ = if hole == Hole::PathSegment {
            let mut e =
                Dots { out: Escaper { out: &mut self.text, keep: Hole::PathSegment.table() }, dots: 0, other: false };
            let _ = e.write_str(value);
            e.finish();
            Ok(())
        } else {
            Escaper { out: &mut self.text, keep: hole.table() }.write_str(value)
        };
    }

    /// A path segment: as [`Hole::PathSegment`], a value that is exactly
    /// `.` or `..` written `%2E` or `%2E%2E`.
    fn segment<T: Display + ?Sized>(&mut self, value: &T) {
        self.hole(Hole::PathSegment, value);
    }

    /// A path tail (`{rest..}`): each item a segment ([`Hole::PathSegment`]),
    /// `/` between them.
    pub fn tail<I>(&mut self, items: I)
    where
        I: IntoIterator,
        I::Item: Display,
    {
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                self.text.push('/');
            }
            self.segment(&item);
        }
    }

    /// Query pairs (`{pairs..}`): `key=value` for each pair, `&` between
    /// them, keys and values as [`Hole::QueryValue`].
    pub fn pairs<I>(&mut self, pairs: I)
    where
        I: IntoIterator,
        I::Item: QueryPair,
    {
        for (i, pair) in pairs.into_iter().enumerate() {
            if i > 0 {
                self.text.push('&');
            }
            let (k, v) = pair.pair();
            self.hole(Hole::QueryValue, k);
            self.text.push('=');
            self.hole(Hole::QueryValue, v);
        }
    }

    /// The port's hole: its digits.
    #[inline]
    pub fn port(&mut self, port: u16) {
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
    /// the URI is longer than 4294967294 bytes, the most a URI can hold (its
    /// positions are `u32`s; `parse` refuses a longer text).
    pub fn finish(self) -> UriBuf {
        assert!(!self.failed, "a Display implementation returned an error unexpectedly");
        self.check_len();
        debug_assert_eq!(crate::rfc3986::uri::Uri::parse(&self.text).map(|u| u.as_uri_ref()), Ok(self.built()));
        let r = self.positions("");
        UriBuf::from_built(self.text, r)
    }

    /// The URI of a template with a host hole: the host checked by the host
    /// rule of RFC 3986 §3.2.2, and the scheme's rules (a non-empty host for
    /// http, https, ws and wss) applied.
    ///
    /// # Errors
    ///
    /// A [`TemplateError`] when the host is not one.
    ///
    /// # Panics
    ///
    /// As [`finish`](Self::finish): when a value's `Display` returned an
    /// error; when the URI is longer than 4294967294 bytes.
    pub fn try_finish(mut self) -> Result<UriBuf, TemplateError> {
        self.check_len();
        if self.host_hole {
            let (hs, he) = (self.o[2] as usize, self.o[3] as usize);
            let host = self.text.get(hs..he).unwrap_or("");
            let b = host.as_bytes();
            let checked = match authority::hostport::<false>(b, 0) {
                Ok(a) if a.host_end == b.len() => Ok(a.host),
                Ok(a) => Err(ParseError::unexpected(b, a.host_end, Component::UriHost)),
                Err(e) => Err(e),
            };
            self.host = match checked {
                Ok(kind) => kind,
                Err(error) => return Err(TemplateError { host: host.into(), error }),
            };
            let r = self.built();
            if let Some(scheme) = r.scheme().and_then(|s| UriScheme::from_bytes(s.as_bytes())) {
                if let Err(e) = schemes::check(&r, scheme) {
                    let error = ParseError::new(0, 0, ErrorKind::Unexpected, Component::UriHost);
                    let error =
                        if e.offset() >= hs && e.offset() <= he { e.moved(e.offset() - hs, e.length()) } else { error };
                    return Err(TemplateError { host: host.into(), error });
                }
            }
        }
        Ok(self.finish())
    }
}

/// A hole's value as the macros pass it: `(&Value(&v)).write_to(&mut w,
/// hole)` writes text and integers directly ([`WriteDirect`]) and anything
/// else through `Display` ([`WriteDisplay`]), with the same result; method
/// resolution picks the first that applies.
#[doc(hidden)]
pub struct Value<'a, T: ?Sized>(pub &'a T);

/// Values written without the formatting machinery: `str`, `String`,
/// `Cow<str>`, `Box<str>`, references to them, and the integer types.
#[doc(hidden)]
pub trait Direct {
    /// Writes the value into `w` for `hole`.
    fn write_direct(&self, w: &mut UriWriter, hole: Hole);
}

/// The preferred way to write a [`Value`].
#[doc(hidden)]
pub trait WriteDirect {
    /// Writes the value into `w` for `hole`.
    fn write_to(&self, w: &mut UriWriter, hole: Hole);
}

/// The fallback way to write a [`Value`]: through `Display`.
#[doc(hidden)]
pub trait WriteDisplay {
    /// Writes the value into `w` for `hole`.
    fn write_to(&self, w: &mut UriWriter, hole: Hole);
}

impl<T: Direct + ?Sized> WriteDirect for Value<'_, T> {
    #[inline]
    fn write_to(&self, w: &mut UriWriter, hole: Hole) {
        self.0.write_direct(w, hole);
    }
}

impl<T: Display + ?Sized> WriteDisplay for &Value<'_, T> {
    #[inline]
    fn write_to(&self, w: &mut UriWriter, hole: Hole) {
        w.hole(hole, self.0);
    }
}

impl Direct for str {
    #[inline]
    fn write_direct(&self, w: &mut UriWriter, hole: Hole) {
        w.hole_str(hole, self);
    }
}

impl<T: Direct + ?Sized> Direct for &T {
    #[inline]
    fn write_direct(&self, w: &mut UriWriter, hole: Hole) {
        (**self).write_direct(w, hole);
    }
}

impl Direct for String {
    #[inline]
    fn write_direct(&self, w: &mut UriWriter, hole: Hole) {
        w.hole_str(hole, self);
    }
}

impl Direct for alloc::borrow::Cow<'_, str> {
    #[inline]
    fn write_direct(&self, w: &mut UriWriter, hole: Hole) {
        w.hole_str(hole, self);
    }
}

impl Direct for alloc::boxed::Box<str> {
    #[inline]
    fn write_direct(&self, w: &mut UriWriter, hole: Hole) {
        w.hole_str(hole, self);
    }
}

macro_rules! direct_integers {
    ($($t:ty: $abs:expr),*) => {$(
        /// Digits (and a `-`) are kept by every hole.
        impl Direct for $t {
            #[inline]
            fn write_direct(&self, w: &mut UriWriter, _: Hole) {
                #[allow(unused_comparisons)]
                if *self < 0 {
                    w.text.push('-');
                }
                let abs: fn($t) -> u64 = $abs;
                digits(w, abs(*self));
            }
        }
    )*};
}

direct_integers!(
    u8: u64::from, u16: u64::from, u32: u64::from, u64: |v| v, usize: |v| v as u64,
    i8: |v| u64::from(v.unsigned_abs()), i16: |v| u64::from(v.unsigned_abs()),
    i32: |v| u64::from(v.unsigned_abs()), i64: i64::unsigned_abs, isize: |v| v.unsigned_abs() as u64
);

impl Direct for u128 {
    #[inline]
    fn write_direct(&self, w: &mut UriWriter, _: Hole) {
        let mut buf = [0u8; 39];
        let mut i = buf.len();
        let mut v = *self;
        loop {
            i -= 1;
            buf[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        for &d in &buf[i..] {
            w.text.push(char::from(d));
        }
    }
}

impl Direct for i128 {
    #[inline]
    fn write_direct(&self, w: &mut UriWriter, hole: Hole) {
        if *self < 0 {
            w.text.push('-');
        }
        self.unsigned_abs().write_direct(w, hole);
    }
}

/// The decimal digits of `v`.
#[inline]
fn digits(w: &mut UriWriter, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for &d in &buf[i..] {
        w.text.push(char::from(d));
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

/// A host value of `try_uri_format!` that is not a host (RFC 3986 §3.2.2),
/// or that leaves an http, https, ws or wss URI without one.
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
/// `Debug` writes a password in the host `***` (a value `user:pw@host` for
/// the host hole): `TemplateError { host: "u:***@h", error: ... }`.
#[derive(Clone, PartialEq, Eq)]
pub struct TemplateError {
    host: String,
    error: ParseError,
}

impl TemplateError {
    /// The host as the values made it.
    pub fn host(&self) -> &str {
        &self.host
    }

    /// The host rule's error, its offsets in [`host`](Self::host).
    pub const fn error(&self) -> &ParseError {
        &self.error
    }
}

impl fmt::Debug for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TemplateError")
            .field("host", &crate::redact::Redacted::piece(&self.host))
            .field("error", &self.error)
            .finish()
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
        write!(f, "invalid host '{}': {}", self.host.escape_debug(), self.error)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for TemplateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
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

impl Dots<'_> {
    /// Writes the dots held back: escaped when they were the whole value.
    #[inline]
    fn finish(&mut self) {
        for _ in 0..self.dots {
            self.out.out.push_str(if self.other { "." } else { "%2E" });
        }
        self.dots = 0;
    }
}

/// An [`Escaper`] for a whole segment that holds back a value's first one
/// or two dots until it knows whether the value is exactly `.` or `..`.
struct Dots<'a> {
    out: Escaper<'a>,
    dots: u8,
    other: bool,
}

impl Write for Dots<'_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if !self.other {
            if s.as_bytes().first().is_some_and(|&c| c != b'.') && self.dots == 0 {
                self.other = true;
                return self.out.write_str(s);
            }
            if s.bytes().all(|c| c == b'.') && usize::from(self.dots) + s.len() <= 2 {
                self.dots += s.len() as u8;
                return Ok(());
            }
            self.other = true;
            for _ in 0..self.dots {
                self.out.out.push('.');
            }
            self.dots = 0;
        }
        self.out.write_str(s)
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
        assert_eq!(one(Hole::PathSegment, all), "a%2Fb%3Fc&d=e+f%23g%25h%20i:j@k.l~m;n%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::PathPart, all), "a%2Fb%3Fc&d=e+f%23g%25h%20i:j@k.l~m;n%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::QueryKey, all), "a/b?c%26d%3De%2Bf%23g%25h%20i:j@k.l~m;n%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::QueryValue, all), "a/b?c%26d%3De%2Bf%23g%25h%20i:j@k.l~m;n%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::Fragment, all), "a/b?c&d=e+f%23g%25h%20i:j@k.l~m;n%00%0D%0A%C3%A9");
        assert_eq!(one(Hole::Userinfo, all), "a%2Fb%3Fc&d=e+f%23g%25h%20i%3Aj%40k.l~m;n%00%0D%0A%C3%A9");
    }

    #[test]
    fn dot_segments_are_escaped_and_only_they() {
        for (v, want) in [(".", "%2E"), ("..", "%2E%2E"), ("...", "..."), (".a", ".a"), ("a.", "a."), ("", "")] {
            assert_eq!(one(Hole::PathSegment, v), want, "{v:?}");
            assert_eq!(one(Hole::PathPart, v), v, "{v:?}");
        }
        // A Display that writes in pieces: "." then "." then "x".
        struct Pieces(&'static [&'static str]);
        impl Display for Pieces {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.iter().try_for_each(|p| f.write_str(p))
            }
        }
        let mut w = UriWriter::new(0, [u32::MAX; 7], 0, 0, 0);
        w.hole(Hole::PathSegment, &Pieces(&[".", ".", "x"]));
        w.hole(Hole::PathSegment, &Pieces(&[".", "."]));
        w.hole(Hole::PathSegment, &Pieces(&[".", "", "."]));
        assert_eq!(w.text, "..x%2E%2E%2E%2E");
    }

    #[test]
    fn tails_pairs_and_ports() {
        let mut w = UriWriter::new(0, [u32::MAX; 7], 0, 0, 0);
        w.tail(["a/b", "..", "", "c"]);
        w.text("?");
        w.pairs(&[("k&", "v=1"), ("", "")]);
        w.pairs(vec![(1, 2)]);
        w.pairs(Vec::<(u8, u8)>::new());
        w.text(":");
        w.port(0);
        w.port(65535);
        w.port(8080);
        assert_eq!(w.text, "a%2Fb/%2E%2E//c?k%26=v%3D1&=1=2:0655358080");
    }

    #[test]
    fn integers_are_written_as_display_writes_them() {
        use std::string::ToString;
        let mut w = UriWriter::new(0, [u32::MAX; 7], 0, 0, 0);
        let mut want = String::new();
        macro_rules! each {
            ($($v:expr),*) => {$(
                Value(&$v).write_to(&mut w, Hole::PathSegment);
                want += &$v.to_string();
            )*};
        }
        each!(0u8, 255u8, u16::MAX, u32::MAX, u64::MAX, usize::MAX, u128::MAX, 0u128);
        each!(i8::MIN, i8::MAX, i16::MIN, i32::MIN, -1i32, i64::MIN, i64::MAX, isize::MIN, i128::MIN, i128::MAX, 0i64);
        assert_eq!(w.text, want);
    }
}

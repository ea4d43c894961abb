//! RFC 1738 templates (`url_format!`, `try_url_format!`): holes in the http
//! path and search, the ftp path and the gopher selector, escaped with that
//! grammar's classes ([`percent::Component`](crate::percent::Component)).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Display, Write};

use super::check::{hole_error, parse_error, parse_with_stand_ins};
use super::check::{CheckError, Piece};
use crate::error::ParseError;
use crate::error::{Component, ErrorKind};
use crate::percent::Component as Escaping;
use crate::rfc1738::scheme::Scheme;
use crate::view::ftp::FtpUrl;
use crate::view::gopher::GopherUrl;
use crate::view::http::HttpUrl;
use crate::view::owned::{FtpUrlBuf, GopherUrlBuf, HttpUrlBuf};
use crate::view::url::Url;

/// The component an RFC 1738 template's hole stands in.
///
/// | hole | written as itself | escaped |
/// |---|---|---|
/// | [`HttpSegment`](UrlHole::HttpSegment) | `hsegment` but `;` (§3.3) | `/ ; ?`, unsafe, `%`; a segment `.`/`..` |
/// | [`HttpSearch`](UrlHole::HttpSearch) | `search` but `; & = +` | `/ ; ? & = +`, unsafe, `%` |
/// | [`FtpSegment`](UrlHole::FtpSegment) | `fsegment` (§3.2.2) | `/ ;`, unsafe, `%`; a segment `.`/`..` |
/// | [`GopherSelector`](UrlHole::GopherSelector) | `xchar` (§3.4) | unsafe, `%`; a TAB, CR or LF is an error |
///
/// ```
/// use url_core::template::UrlHole;
/// assert!(!UrlHole::HttpSegment.keeps(b'/'));
/// assert!(!UrlHole::HttpSearch.keeps(b'&'));
/// assert!(UrlHole::GopherSelector.keeps(b'/'));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UrlHole {
    /// A path segment of an http URL (`hsegment`, RFC 1738 §3.3).
    HttpSegment,
    /// The search of an http URL (`search`, §3.3), with the delimiters of
    /// HTML forms (`&`, `=`, `+`) escaped.
    HttpSearch,
    /// A path segment of an ftp URL (`fsegment`, §3.2.2): a `CWD` argument
    /// or the file name.
    FtpSegment,
    /// A gopher selector (§3.4): its TAB, CR or LF cannot be sent and is an
    /// error of the fallible form.
    GopherSelector,
}

impl UrlHole {
    /// Whether a value's byte `b` is written as itself (else as `%XX`).
    pub const fn keeps(self, b: u8) -> bool {
        match self {
            UrlHole::HttpSegment => !Escaping::HttpSegment.must_escape(b),
            UrlHole::HttpSearch => !Escaping::HttpSearch.must_escape(b) && !matches!(b, b'&' | b'=' | b'+'),
            UrlHole::FtpSegment => !Escaping::FtpSegment.must_escape(b),
            UrlHole::GopherSelector => !Escaping::Gopher.must_escape(b),
        }
    }
}

/// What [`check_url`] found in a valid RFC 1738 template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedUrl {
    /// The template's scheme: http, ftp or gopher.
    pub scheme: Scheme,
    /// Each hole's class, and whether it is a whole path segment (a value
    /// `.` or `..` is then escaped).
    pub holes: Vec<(UrlHole, bool)>,
}

/// Checks an RFC 1738 template (`url_format!`) as [`check_uri`](super::check_uri)
/// checks an RFC 3986 one: the fixed text by [`Url::parse`] with the holes
/// stood in for, then each hole by where it fell. Holes may stand in the
/// http path and search, the ftp path and the gopher selector (the last only
/// when `fallible`: a value's TAB, CR or LF is an error there).
///
/// # Errors
///
/// A [`CheckError`] for the first mistake.
pub fn check_url(pieces: &[Piece<'_>], fallible: bool) -> Result<CheckedUrl, CheckError> {
    let s = parse_with_stand_ins(pieces, |t| Url::parse(t).map(|_| ()))?;
    let text = s.text.as_str();
    let url = Url::parse(text).map_err(|e| parse_error(&s, e))?;
    let offset = |part: &str| part.as_ptr() as usize - text.as_ptr() as usize;
    let range = |part: Option<&str>| part.map(|p| (offset(p), offset(p) + p.len()));
    let scheme = url.kind();
    let mut holes = Vec::new();
    for (h, &(p, k)) in s.holes.iter().enumerate() {
        let refuse = |why: &'static str, expected: &'static str| Err(hole_error(&s, h, why, expected));
        if matches!(pieces[k], Piece::Hole { tail: true, .. }) {
            return refuse(
                "url_format! takes no '..' holes; write the segments one by one (RFC 1738 §3.3)",
                "{name}, not {name..}",
            );
        }
        let (class, within) = match scheme {
            Scheme::Http | Scheme::Https => {
                let http = HttpUrl::parse(text).map_err(|e| parse_error(&s, e))?;
                match (range(http.path()), range(http.search())) {
                    (Some((a, z)), _) if a <= p && p < z => (UrlHole::HttpSegment, (a, z)),
                    (_, Some((a, z))) if a <= p && p < z => (UrlHole::HttpSearch, (a, z)),
                    _ => {
                        return refuse(
                            "a hole outside the path and search of an http URL (RFC 1738 §3.3)",
                            "fixed text outside the path and search",
                        )
                    }
                }
            }
            Scheme::Ftp => {
                let ftp = FtpUrl::parse(text).map_err(|e| parse_error(&s, e))?;
                match range(ftp.path()) {
                    Some((a, z)) if a <= p && p < z && !text[a..p].contains(';') => (UrlHole::FtpSegment, (a, z)),
                    _ => {
                        return refuse(
                            "a hole outside the path of an ftp URL (RFC 1738 §3.2)",
                            "fixed text outside the path",
                        )
                    }
                }
            }
            Scheme::Gopher => {
                let gopher = GopherUrl::parse(text).map_err(|e| parse_error(&s, e))?;
                match range(gopher.selector()) {
                    Some((a, z)) if a <= p && p < z => {
                        if !fallible {
                            return refuse(
                                "a hole in a gopher selector, which cannot hold a value's TAB, CR or LF; use \
                                 try_url_format!, which returns them as errors (RFC 1738 §3.4)",
                                "try_url_format! for a selector hole",
                            );
                        }
                        (UrlHole::GopherSelector, (a, z))
                    }
                    _ => {
                        return refuse(
                            "a hole outside the selector of a gopher URL (RFC 1738 §3.4)",
                            "fixed text outside the selector",
                        )
                    }
                }
            }
            _ => {
                return refuse(
                    "url_format! takes http, https, ftp and gopher templates; use uri_format! for the others",
                    "an http, https, ftp or gopher template",
                )
            }
        };
        let b = text.as_bytes();
        let (mut a, mut z) = (p, p + 1);
        while a > within.0 && b[a - 1] != b'/' {
            a -= 1;
        }
        while z < within.1 && b[z] != b'/' {
            z += 1;
        }
        let is_hole = |i: usize| s.holes.iter().any(|&(q, _)| q == i);
        let whole = class != UrlHole::HttpSearch && (a..z).all(|i| is_hole(i) || b[i] == b'.');
        holes.push((class, whole));
    }
    Ok(CheckedUrl { scheme, holes })
}

/// The run-time half of `url_format!`: fixed text and escaped values into
/// one `String`, then the typed URL (parsed once: RFC 1738's owned URLs are
/// built by their parser).
///
/// ```
/// use url_core::template::{UrlHole, UrlWriter};
///
/// let mut w = UrlWriter::new(32);
/// w.text("http://h/a/");
/// w.hole(UrlHole::HttpSegment, true, &"..");
/// w.text("?");
/// w.hole(UrlHole::HttpSearch, false, &"x&y z");
/// assert_eq!(w.http().as_str(), "http://h/a/%2E%2E?x%26y%20z");
/// ```
///
/// `Debug` writes the text so far, its password written `***`.
#[derive(Clone)]
pub struct UrlWriter {
    text: String,
    /// Where a gopher selector value held a TAB, CR or LF (its escape).
    control: Option<(usize, u8)>,
    failed: bool,
}

impl fmt::Debug for UrlWriter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UrlWriter")
            .field("text", &crate::redact::Redacted::whole(&self.text))
            .field("control", &self.control)
            .field("failed", &self.failed)
            .finish()
    }
}

impl UrlWriter {
    /// A writer with room for `capacity` bytes.
    pub fn new(capacity: usize) -> UrlWriter {
        UrlWriter { text: String::with_capacity(capacity), control: None, failed: false }
    }

    /// Appends fixed text of the template.
    pub fn text(&mut self, s: &str) {
        self.text.push_str(s);
    }

    /// Writes `value` for a hole of class `hole`; with `whole`, a value that
    /// is exactly `.` or `..` is written `%2E` or `%2E%2E`.
    pub fn hole<T: Display + ?Sized>(&mut self, hole: UrlHole, whole: bool, value: &T) {
        let start = self.text.len();
        let mut e = Escape { w: self, hole };
        let failed = write!(e, "{value}").is_err();
        self.failed |= failed;
        let written = &self.text[start..];
        if whole && (written == "." || written == "..") {
            let n = written.len();
            self.text.truncate(start);
            for _ in 0..n {
                self.text.push_str("%2E");
            }
        }
    }

    /// Panics when a value's `Display` failed, or when the text is too long
    /// for a URL.
    fn check(&self) {
        assert!(!self.failed, "a Display implementation returned an error unexpectedly");
        assert!(
            self.text.len() <= crate::MAX_LEN,
            "a URL template wrote {} bytes, more than the 4294967294 bytes a URL can have",
            self.text.len()
        );
    }

    /// Ends an http template.
    ///
    /// # Panics
    ///
    /// When a value's `Display` failed; when the URL is longer than
    /// 4294967294 bytes, the most a URL can hold (its positions are `u32`s;
    /// `parse` refuses a longer text); or on a bug (the text is valid by
    /// construction).
    pub fn http(self) -> HttpUrlBuf {
        self.check();
        HttpUrlBuf::parse(self.text).expect("url_format! builds valid http URLs")
    }

    /// Ends an ftp template.
    ///
    /// # Panics
    ///
    /// As [`http`](Self::http).
    pub fn ftp(self) -> FtpUrlBuf {
        self.check();
        FtpUrlBuf::parse(self.text).expect("url_format! builds valid ftp URLs")
    }

    /// Ends a gopher template: an error when a selector value held a TAB
    /// (which would end the selector), CR or LF (which would end the
    /// request; RFC 1738 §3.4.1).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of the selector, at the escape in the text.
    ///
    /// # Panics
    ///
    /// As [`http`](Self::http) (a text too long for a URL included).
    pub fn gopher(self) -> Result<GopherUrlBuf, ParseError> {
        self.check();
        if let Some((at, c)) = self.control {
            let kind = if c == b'\t' { ErrorKind::Unexpected } else { ErrorKind::GopherCrLf };
            return Err(ParseError::at_char(&[c], 0, kind, Component::GopherSelector).moved(at, 3));
        }
        GopherUrlBuf::parse(self.text)
    }
}

struct Escape<'a> {
    w: &'a mut UrlWriter,
    hole: UrlHole,
}

impl Write for Escape<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let b = s.as_bytes();
        let mut start = 0;
        for (i, &c) in b.iter().enumerate() {
            if !self.hole.keeps(c) {
                if start < i {
                    self.w.text.push_str(&s[start..i]);
                }
                if self.hole == UrlHole::GopherSelector
                    && matches!(c, b'\t' | b'\r' | b'\n')
                    && self.w.control.is_none()
                {
                    self.w.control = Some((self.w.text.len(), c));
                }
                self.w.text.push_str(crate::percent::escape(c));
                start = i + 1;
            }
        }
        if start < b.len() {
            self.w.text.push_str(&s[start..]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use std::string::ToString;

    #[test]
    fn each_class_escapes_this() {
        let esc = |h: UrlHole| (0x20u8..0x7f).filter(|&b| !h.keeps(b)).map(char::from).collect::<String>();
        assert_eq!(esc(UrlHole::HttpSegment), " \"#%/;<>?[\\]^`{|}~");
        assert_eq!(esc(UrlHole::HttpSearch), " \"#%&+/;<=>?[\\]^`{|}~");
        assert_eq!(esc(UrlHole::FtpSegment), " \"#%/;<>[\\]^`{|}~");
        assert_eq!(esc(UrlHole::GopherSelector), " \"#%<>[\\]^`{|}~");
    }

    #[test]
    fn gopher_controls_are_errors() {
        let mut w = UrlWriter::new(0);
        w.text("gopher://h/0");
        w.hole(UrlHole::GopherSelector, false, &"a\r\nb");
        let e = w.gopher().unwrap_err();
        assert_eq!((e.offset(), e.length()), (13, 3));
        assert_eq!(
            e.to_string(),
            "encoded CR or LF in gopher selector; gopher selectors cannot contain %0D or %0A (RFC 1738 §3.4.1)"
        );
        let mut w = UrlWriter::new(0);
        w.text("gopher://h/0");
        w.hole(UrlHole::GopherSelector, false, &"a b/c");
        assert_eq!(w.gopher().unwrap().as_str(), "gopher://h/0a%20b/c");
    }
}

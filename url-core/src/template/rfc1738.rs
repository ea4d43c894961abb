//! RFC 1738 templates (`url_format!`, `try_url_format!`): holes in the http
//! path and search, the ftp path and the gopher selector, escaped with that
//! grammar's classes ([`percent::Component`](crate::percent::Component)).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Display, Write};

use super::check::{hole_error, only_dots, parse_error, parse_with_stand_ins};
use super::check::{CheckError, Piece};
use super::segment::{dot_problem, split_problem, ValueProblem};
use super::write::TemplateError;
use crate::error::ParseError;
use crate::error::{Component, ErrorKind};
use crate::percent::Component as Escaping;
use crate::rfc1738::scheme::Scheme;
use crate::scan::{first_of, last_of};
use crate::view::ftp::FtpUrl;
use crate::view::gopher::GopherUrl;
use crate::view::http::HttpUrl;
use crate::view::owned::{FtpUrlBuf, GopherUrlBuf, HttpUrlBuf};
use crate::view::url::Url;

/// The component an RFC 1738 template's hole stands in.
///
/// | hole | written as itself | escaped | refused (fallible form) |
/// |---|---|---|---|
/// | [`HttpSegment`](UrlHole::HttpSegment) | `hsegment` but `;` (§3.3) | `/ ; ?`, unsafe, `%` | a value that makes its segment `.` or `..` |
/// | [`HttpSearch`](UrlHole::HttpSearch) | `search` but `; & = +` | `/ ; ? & = +`, unsafe, `%` | nothing |
/// | [`FtpSegment`](UrlHole::FtpSegment) | `fsegment` (§3.2.2) | `/ ;`, unsafe, `%` | a value that makes its segment empty, `.` or `..`, or puts a `/`, `\`, CR, LF or NUL in it |
/// | [`GopherSelector`](UrlHole::GopherSelector) | `xchar` (§3.4) | unsafe, `%` | a TAB, CR, LF or NUL; a value that makes a part of the selector between `/` or `\` `.` or `..` |
///
/// In `url_format!`, an ftp hole and an http segment hole whose values could
/// make it `.` or `..` take only [`SegmentSafe`](super::SegmentSafe) values.
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
    /// A gopher selector (§3.4): its TAB, CR, LF or NUL cannot be sent and is an
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
    /// Each hole's class, and whether its values could make its http path
    /// segment `.` or `..` (the segment's fixed text before a fixed `;`,
    /// decoded, is only dots).
    pub holes: Vec<(UrlHole, bool)>,
}

impl CheckedUrl {
    /// Whether hole `i` takes only [`SegmentSafe`](super::SegmentSafe)
    /// values in `url_format!`: an ftp segment (a value's `/` or emptiness
    /// would change the `CWD`), an http segment or a part of one (a text
    /// value could make it, or a part of it between the `/` or `\` it
    /// decodes to, `.` or `..`).
    pub fn needs_segment_safe(&self, i: usize) -> bool {
        matches!(self.holes.get(i), Some(&(UrlHole::FtpSegment | UrlHole::GopherSelector | UrlHole::HttpSegment, _)))
    }
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
        let is_hole = |i: usize| s.is_hole(i);
        let whole = class != UrlHole::HttpSearch && only_dots(b, a, z, p, &is_hole);
        holes.push((class, whole));
    }
    Ok(CheckedUrl { scheme, holes })
}

/// The run-time half of `url_format!`: fixed text and escaped values into
/// one `String`, then the typed URL (parsed once: RFC 1738's owned URLs are
/// built by their parser). A value is never rewritten: one that would
/// change the path (see [`UrlHole`]) is refused by the `try_` endings.
///
/// ```
/// use url_core::template::{UrlHole, UrlWriter, ValueProblem};
///
/// let mut w = UrlWriter::new(32);
/// w.text("http://h/a/");
/// w.hole(UrlHole::HttpSegment, true, &"b c");
/// w.text("?");
/// w.hole(UrlHole::HttpSearch, false, &"x&y z");
/// assert_eq!(w.http().as_str(), "http://h/a/b%20c?x%26y%20z");
///
/// let mut w = UrlWriter::new(32);
/// w.text("ftp://h/pub/");
/// w.hole(UrlHole::FtpSegment, true, &"..");
/// w.text("/");
/// w.hole(UrlHole::FtpSegment, true, &"passwd");
/// let e = w.try_ftp(&["{dir}", "{file}"]).unwrap_err();
/// assert_eq!((e.hole(), e.problem()), (Some("{dir}"), Some(ValueProblem::FtpDotSegment { dots: 2 })));
/// ```
///
/// `Debug` writes the text so far, its password written `***`.
#[derive(Clone)]
pub struct UrlWriter {
    text: String,
    /// Where a gopher selector value held a TAB, CR, LF or NUL (its escape), and
    /// the hole.
    control: Option<(usize, u8, usize)>,
    /// The first ftp hole whose value held a CR, LF or NUL.
    ftp_control: Option<usize>,
    failed: bool,
    /// Each hole's value: where it was written, and its class.
    holes: Vec<(usize, usize, UrlHole)>,
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
        UrlWriter {
            text: String::with_capacity(capacity),
            control: None,
            ftp_control: None,
            failed: false,
            holes: Vec::new(),
        }
    }

    /// Appends fixed text of the template.
    pub fn text(&mut self, s: &str) {
        self.text.push_str(s);
    }

    /// Writes `value` for a hole of class `hole`, escaped, never rewritten
    /// (`whole` is [`CheckedUrl::holes`]'s, kept for the macros' calls).
    pub fn hole<T: Display + ?Sized>(&mut self, hole: UrlHole, whole: bool, value: &T) {
        let _ = whole;
        let start = self.text.len();
        let mut e = Escape { w: self, hole };
        let failed = write!(e, "{value}").is_err();
        self.failed |= failed;
        self.holes.push((start, self.text.len(), hole));
    }

    /// The first value that changes the path: its hole and the problem.
    fn problem(&self) -> Option<(usize, ValueProblem)> {
        let b = self.text.as_bytes();
        for (k, &(start, end, class)) in self.holes.iter().enumerate() {
            if self.ftp_control == Some(k) {
                return Some((k, ValueProblem::FtpControl));
            }
            let found = match class {
                UrlHole::HttpSearch => None,
                UrlHole::HttpSegment => {
                    let a = last_of(&b[..start], b"/").map_or(0, |i| i + 1);
                    let z = first_of(&b[end..], b"/?").map_or(b.len(), |i| end + i);
                    let values = self.values(a, z);
                    let touched = |i: usize| values.iter().any(|&(s, e)| (s <= i && i < e) || (s == e && s == i));
                    dot_problem(&b[a..z], touched).map(|p| (k, p))
                }
                UrlHole::FtpSegment => {
                    let a = last_of(&b[..start], b"/").map_or(0, |i| i + 1);
                    let z = first_of(&b[end..], b"/;").map_or(b.len(), |i| end + i);
                    let values = self.values(a, z);
                    split_problem(&b[a..z], &values, true).map(|(v, p)| (self.first_in(a, z) + v, p))
                }
                UrlHole::GopherSelector => {
                    // The selector: after the path's '/' and the type.
                    let after = self.text.find("://").map_or(0, |i| i + 3);
                    let a = first_of(&b[after..], b"/").map_or(b.len(), |i| after + i + 2);
                    let a = a.min(start);
                    let values = self.values(a, b.len());
                    split_problem(&b[a..], &values, false).map(|(v, p)| (self.first_in(a, b.len()) + v, p))
                }
            };
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// The values written in `a..z`, as ranges from `a`.
    fn values(&self, a: usize, z: usize) -> Vec<(usize, usize)> {
        let mut values = Vec::new();
        for &(s, e, _) in &self.holes {
            if a <= s && e <= z {
                values.push((s - a, e - a));
            }
        }
        values
    }

    /// The index of the first hole written in `a..z`.
    fn first_in(&self, a: usize, z: usize) -> usize {
        self.holes.iter().position(|&(s, e, _)| a <= s && e <= z).unwrap_or(0)
    }

    /// The first error of the values: a problem, or a selector's control.
    fn error(&self, holes: &[&str]) -> Option<TemplateError> {
        let problem = self.problem();
        let control = self.control.map(|(at, c, hole)| {
            let kind = if matches!(c, b'\r' | b'\n') { ErrorKind::GopherCrLf } else { ErrorKind::Unexpected };
            (hole, ParseError::at_char(&[c], 0, kind, Component::GopherSelector).moved(at, 3))
        });
        match (problem, control) {
            (Some((h, p)), Some((c, _))) if h <= c => Some(TemplateError::value(holes, h, p)),
            (Some((h, p)), None) => Some(TemplateError::value(holes, h, p)),
            (_, Some((c, e))) => Some(TemplateError::selector(holes, c, e)),
            (None, None) => None,
        }
    }

    /// Panics with the first error of the values, which `url_format!` rules
    /// out at compile time.
    fn assert_sound(&self) {
        assert!(!self.failed, "a Display implementation returned an error unexpectedly");
        if let Some(e) = self.error(&[]) {
            panic!("{e}");
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
    /// When a value's `Display` failed; when a value made a path segment
    /// `.` or `..` (which `url_format!` rules out at compile time:
    /// [`SegmentSafe`](super::SegmentSafe) values in such holes; by hand,
    /// end with [`try_http`](Self::try_http)); when the URL is longer than
    /// 4294967294 bytes, the most a URL can hold (its positions are `u32`s;
    /// `parse` refuses a longer text).
    pub fn http(self) -> HttpUrlBuf {
        self.check();
        self.assert_sound();
        HttpUrlBuf::parse(self.text).expect("url_format! builds valid http URLs")
    }

    /// Ends an ftp template.
    ///
    /// # Panics
    ///
    /// As [`http`](Self::http), for a value that makes an ftp segment empty,
    /// `.` or `..`, or puts a `/` or `\` in it ([`try_ftp`](Self::try_ftp)).
    pub fn ftp(self) -> FtpUrlBuf {
        self.check();
        self.assert_sound();
        FtpUrlBuf::parse(self.text).expect("url_format! builds valid ftp URLs")
    }

    /// Ends an http template of `try_url_format!`: `holes[i]` names hole
    /// `i` in an error.
    ///
    /// # Errors
    ///
    /// A [`TemplateError`] when a value made a path segment `.` or `..`.
    ///
    /// # Panics
    ///
    /// When a value's `Display` failed.
    pub fn try_http(self, holes: &[&str]) -> Result<HttpUrlBuf, TemplateError> {
        self.check();
        match self.error(holes) {
            Some(e) => Err(e),
            None => Ok(HttpUrlBuf::parse(self.text).expect("url_format! builds valid http URLs")),
        }
    }

    /// Ends an ftp template of `try_url_format!`.
    ///
    /// # Errors
    ///
    /// A [`TemplateError`] when a value made an ftp path segment empty, `.`
    /// or `..`, or put a `/` or `\` in it.
    ///
    /// # Panics
    ///
    /// When a value's `Display` failed.
    pub fn try_ftp(self, holes: &[&str]) -> Result<FtpUrlBuf, TemplateError> {
        self.check();
        match self.error(holes) {
            Some(e) => Err(e),
            None => Ok(FtpUrlBuf::parse(self.text).expect("url_format! builds valid ftp URLs")),
        }
    }

    /// Ends a gopher template: an error when a selector value held a TAB
    /// (which would end the selector), CR or LF (which would end the
    /// request; RFC 1738 §3.4.1), or made a part of the selector `.` or
    /// `..`.
    ///
    /// # Errors
    ///
    /// A [`TemplateError`]: of a TAB, CR, LF or NUL, with the selector's
    /// [`ParseError`] at the escape in the text.
    ///
    /// # Panics
    ///
    /// When a value's `Display` failed; when the URL is longer than
    /// 4294967294 bytes (as [`http`](Self::http)).
    pub fn try_gopher(self, holes: &[&str]) -> Result<GopherUrlBuf, TemplateError> {
        self.check();
        match self.error(holes) {
            Some(e) => Err(e),
            None => Ok(GopherUrlBuf::parse(self.text).expect("url_format! builds valid gopher URLs")),
        }
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
                    && matches!(c, b'\t' | b'\r' | b'\n' | 0)
                    && self.w.control.is_none()
                {
                    self.w.control = Some((self.w.text.len(), c, self.w.holes.len()));
                }
                if self.hole == UrlHole::FtpSegment && matches!(c, b'\r' | b'\n' | 0) && self.w.ftp_control.is_none() {
                    self.w.ftp_control = Some(self.w.holes.len());
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
        let e = w.try_gopher(&["{s}"]).unwrap_err();
        let p = e.error().unwrap();
        assert_eq!((p.offset(), p.length()), (13, 3));
        assert_eq!(
            e.to_string(),
            "the value of {s}: encoded CR or LF in gopher selector; gopher selectors cannot contain %0D or %0A \
             (RFC 1738 §3.4.1)"
        );
        let mut w = UrlWriter::new(0);
        w.text("gopher://h/0");
        w.hole(UrlHole::GopherSelector, false, &"a b/c");
        assert_eq!(w.try_gopher(&[]).unwrap().as_str(), "gopher://h/0a%20b/c");
    }

    #[test]
    fn values_that_change_the_path_are_refused() {
        let gopher = |v: &str| {
            let mut w = UrlWriter::new(0);
            w.text("gopher://h:70/1docs/");
            w.hole(UrlHole::GopherSelector, false, &v);
            w.try_gopher(&["{s}"]).map(|u| u.as_str().to_string()).map_err(|e| e.problem())
        };
        assert_eq!(gopher("../x"), Err(Some(ValueProblem::GopherDotSegment { dots: 2 })));
        assert_eq!(gopher("a\\."), Err(Some(ValueProblem::GopherDotSegment { dots: 1 })));
        assert_eq!(gopher("a/..b"), Ok("gopher://h:70/1docs/a/..b".to_string()));
        let ftp = |v: &str| {
            let mut w = UrlWriter::new(0);
            w.text("ftp://h/pub/");
            w.hole(UrlHole::FtpSegment, true, &v);
            w.text(";type=i");
            w.try_ftp(&[]).map(|u| u.as_str().to_string()).map_err(|e| e.to_string())
        };
        assert_eq!(
            ftp(""),
            Err("the value of hole 0 makes the ftp path segment empty, a CWD or RETR without argument (RFC 1738 \
                 §3.2.2)"
                .to_string())
        );
        assert_eq!(ftp("/etc").unwrap_err(), ftp("a\\b").unwrap_err());
        assert_eq!(ftp("%2E%2E"), Ok("ftp://h/pub/%252E%252E;type=i".to_string()));
    }
}

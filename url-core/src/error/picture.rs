//! The caret picture of a [`ParseError`] built in `const`, for the panic
//! message of the macros' const evaluation (a `const` item given to `url!`
//! or `uri!`): the same pieces as [`Caret`](crate::render::Caret)'s
//! `Display` ([`pieces`]), written into a fixed buffer.
//!
//! Only the escaping differs: rustc's const evaluation has no Unicode
//! tables, so every character that is not printable ASCII is written as an
//! escape (`\t`, `\n`, `\r`, `\0`, `\u{1b}`, `\u{e9}`): a superset of what
//! [`Escaped`](crate::render::Escaped) escapes, so nothing that reaches the
//! terminal moves the cursor, reorders the line or hides.

use super::render::{pieces, Columns, Piece};
use super::ParseError;
use crate::rfc1738::scheme::Scheme;

/// A message built in const ([`panic_picture`]): at most 4,096 bytes (`Picture::CAPACITY`), cut with
/// `...` beyond.
#[derive(Clone, Copy)]
pub struct Picture {
    buf: [u8; Picture::CAPACITY],
    len: usize,
}

impl Picture {
    /// Room for the message, the picture of 160 characters of input each
    /// escaped to at most 10 bytes, its carets and the label.
    const CAPACITY: usize = 4096;

    const fn new() -> Self {
        Picture { buf: [0; Picture::CAPACITY], len: 0 }
    }

    /// The text.
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.buf.split_at(self.len).0) {
            Ok(s) => s,
            Err(_) => "",
        }
    }

    const fn byte(&mut self, b: u8) {
        if self.len < Picture::CAPACITY - 3 {
            self.buf[self.len] = b;
            self.len += 1;
        } else if self.len == Picture::CAPACITY - 3 {
            // Full: end with "...", after a whole character.
            while self.len > 0 && (self.buf[self.len - 1] & 0xc0) == 0x80 {
                self.len -= 1;
            }
            if self.len > 0 && self.buf[self.len - 1] >= 0xc0 {
                self.len -= 1;
            }
            while self.len < Picture::CAPACITY {
                self.buf[self.len] = b'.';
                self.len += 1;
            }
        }
    }

    const fn str(&mut self, s: &str) {
        let b = s.as_bytes();
        let mut i = 0;
        while i < b.len() {
            self.byte(b[i]);
            i += 1;
        }
    }

    const fn repeat(&mut self, b: u8, n: usize) {
        let mut i = 0;
        while i < n && self.len < Picture::CAPACITY {
            self.byte(b);
            i += 1;
        }
    }

    /// `s[from..to]`, escaped: every character of the input that is not
    /// printable ASCII (`all`), or only the controls and the characters that
    /// reorder or hide text (in the message, whose `§` stays).
    const fn escaped(&mut self, s: &[u8], from: usize, to: usize, all: bool) {
        let mut i = from;
        while i < to {
            let (c, n) = decode(s, i);
            if if all { needs_escape(c, n) } else { hides(c) } {
                self.escape(c);
            } else {
                let mut k = 0;
                while k < n {
                    self.byte(s[i + k]);
                    k += 1;
                }
            }
            i += n;
        }
    }

    /// The escape of `c`, as `char::escape_debug` writes it.
    const fn escape(&mut self, c: u32) {
        match c {
            0x09 => self.str("\\t"),
            0x0a => self.str("\\n"),
            0x0d => self.str("\\r"),
            0 => self.str("\\0"),
            _ => {
                self.str("\\u{");
                let mut shift = (digits(c) - 1) * 4;
                loop {
                    self.byte(b"0123456789abcdef"[((c >> shift) & 0xf) as usize]);
                    if shift == 0 {
                        break;
                    }
                    shift -= 4;
                }
                self.str("}");
            }
        }
    }
}

/// The character starting at byte `i` of `s` (valid UTF-8) and its length.
const fn decode(s: &[u8], i: usize) -> (u32, usize) {
    let b = s[i] as u32;
    let n = if b < 0x80 {
        return (b, 1);
    } else if b >= 0xf0 {
        4
    } else if b >= 0xe0 {
        3
    } else {
        2
    };
    let mut c = b & (0x7f >> n);
    let mut k = 1;
    while k < n && i + k < s.len() {
        c = c << 6 | (s[i + k] as u32 & 0x3f);
        k += 1;
    }
    (c, n)
}

/// Whether the const writer escapes `c` (of `n` bytes): controls and
/// everything beyond ASCII, the quotes and backslash excepted.
const fn needs_escape(c: u32, n: usize) -> bool {
    n > 1 || c < 0x20 || c == 0x7f
}

/// Whether `c` is a control, or a character that reorders or hides text
/// (bidi controls, zero-width characters, the soft hyphen, the BOM).
const fn hides(c: u32) -> bool {
    matches!(c, 0..=0x1f | 0x7f..=0x9f | 0xad | 0x61c | 0x200b..=0x200f | 0x202a..=0x202e | 0x2060..=0x2069 | 0xfeff)
}

/// How many hex digits `c` takes.
const fn digits(c: u32) -> u32 {
    let mut d = 1;
    while d < 8 && c >> (4 * d) != 0 {
        d += 1;
    }
    d
}

/// The width of `s[from..to]` once escaped by the const writer.
const fn width(s: &[u8], (from, to): (usize, usize)) -> usize {
    let mut w = 0;
    let mut i = from;
    while i < to {
        let (c, n) = decode(s, i);
        w += if !needs_escape(c, n) {
            1
        } else if matches!(c, 0x09 | 0x0a | 0x0d | 0) {
            2
        } else {
            4 + digits(c) as usize
        };
        i += n;
    }
    w
}

const fn columns(s: &[u8], n: Columns) -> usize {
    let w = n.extra + width(s, n.ranges[0]) + width(s, n.ranges[1]);
    if w < n.min {
        n.min
    } else {
        w
    }
}

/// `prefix`, the error's text (message, citation and note) and, on the
/// next lines, the input drawn with a caret under the error: in const, what
/// the macros print for an invalid literal.
///
/// ```
/// # use url_core::Url;
/// const TEXT: &str = "http://user@host/";
/// const ERR: url_core::ParseError = match Url::parse_const(TEXT) {
///     Err(e) => e,
///     Ok(_) => panic!(),
/// };
/// const PICTURE: &str = url_core::__private::panic_picture("invalid http URL: ", TEXT, &ERR).as_str();
/// assert_eq!(
///     PICTURE,
///     "invalid http URL: http URLs take no user name or password (RFC 1738 §3.3)\n  http://user@host/\n         \
///      ^^^^^ httpurl: expected a host without user name or password"
/// );
/// ```
pub const fn panic_picture(prefix: &str, input: &str, e: &ParseError) -> Picture {
    let mut p = Picture::new();
    p.str(prefix);
    let text = e.text();
    let text = text.as_str().as_bytes();
    p.escaped(text, 0, text.len(), false);
    p.byte(b'\n');
    let s = input.as_bytes();
    let all = pieces(input, e.offset(), e.length());
    let mut k = 0;
    while k < all.len() {
        match all[k] {
            Piece::Skip => {}
            Piece::Indent => p.repeat(b' ', 2),
            Piece::Str(t) => p.str(t),
            Piece::Input(a, b) => p.escaped(s, a, b, true),
            Piece::Repeat(c, n) => p.repeat(c as u8, columns(s, n)),
            Piece::Label => {
                p.byte(b' ');
                p.str(e.rule());
                p.str(": expected ");
                p.str(e.expected());
            }
        }
        k += 1;
    }
    p
}

/// The start of a `url!` error for `s`: `"invalid http URL: "`, or
/// `"invalid URL: "` for a scheme without rules of its own or none.
pub const fn url_prefix(s: &str) -> &'static str {
    match Scheme::of(s) {
        Some(scheme) => scheme.panic_prefix(),
        None => "invalid URL: ",
    }
}

/// The start of an `http_url!` error for `s`: `"invalid https URL: "` for
/// an https URL, else `"invalid http URL: "`.
pub const fn http_prefix(s: &str) -> &'static str {
    match Scheme::of(s) {
        Some(Scheme::Https) => "invalid https URL: ",
        _ => "invalid http URL: ",
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::panic_picture;
    use crate::rfc3986::uri::Uri;
    use crate::view::url::Url;

    /// The const picture agrees with the run-time one wherever the input
    /// is printable ASCII.
    #[test]
    fn agrees_with_the_caret_renderer_on_ascii() {
        let long = std::format!("http://h/{}~{}", "a".repeat(100), "b".repeat(100));
        let span = std::format!("http://{}.com/", "a".repeat(300));
        for input in ["http://user@host/", "", "http:", "ftp://h/~x", &long, &span] {
            let e = Url::parse(input).unwrap_err();
            let expected = std::format!("x: {}\n{}", e.text(), e.display_in(input));
            assert_eq!(panic_picture("x: ", input, &e).as_str(), expected, "{input:?}");
        }
        let e = Uri::parse("https://h/a b").unwrap_err();
        assert_eq!(
            panic_picture("invalid URI: ", "https://h/a b", &e).as_str(),
            "invalid URI: space in path; write it as %20 (RFC 3986 §3.3)\n  https://h/a b\n             ^ path: \
             expected letters, digits, \"-._~!$&'()*+,;=:@/\" and %XX escapes"
        );
    }

    #[test]
    fn prefixes_name_the_scheme() {
        use super::{http_prefix, url_prefix};
        assert_eq!(url_prefix("ftp://h/"), "invalid ftp URL: ");
        assert_eq!(url_prefix("HTTPS://h/"), "invalid https URL: ");
        assert_eq!(url_prefix("x-api:"), "invalid URL: ");
        assert_eq!(url_prefix("no scheme"), "invalid URL: ");
        assert_eq!(http_prefix("https://u@h/"), "invalid https URL: ");
        assert_eq!(http_prefix("http://u@h/"), "invalid http URL: ");
        assert_eq!(http_prefix("ftp://h/"), "invalid http URL: ");
    }

    #[test]
    fn escapes_controls_and_everything_beyond_ascii() {
        let input = "http://h/\t\u{e9}\u{202e}~";
        let e = Url::parse(input).unwrap_err();
        let picture = panic_picture("", input, &e);
        let lines: std::vec::Vec<&str> = picture.as_str().lines().collect();
        assert_eq!(lines[0], "control character '\\t' in http path; write it as %09 (RFC 1738 §2.2)");
        assert_eq!(lines[1], "  http://h/\\t\\u{e9}\\u{202e}~");
        assert_eq!(lines[2], "           ^^ hsegment: expected letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes");
        // The message keeps its '§' but escapes what would reorder the line.
        let e = Url::parse("http://h/\u{202e}").unwrap_err();
        assert_eq!(
            panic_picture("", "http://h/\u{202e}", &e).as_str().lines().next(),
            Some(
                "non-ASCII character '\\u{202e}' in http path; octets 80-FF must be percent-encoded, here as \
                 %E2%80%AE (RFC 1738 §2.2)"
            )
        );
    }
}

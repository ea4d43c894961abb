//! [`ErrorText`]: the fixed buffer a [`ParseError`](super::ParseError)'s
//! message is written into, in `const` and without allocating, and the
//! small writers the messages are made of (a quoted character, a `%XX`
//! escape).

use core::fmt;

use crate::chars::HEX_UPPER;

/// A [`ParseError`](crate::ParseError)'s message as text, built without
/// allocating (and in `const`); see [`ParseError::message`](crate::ParseError::message)
/// and [`ParseError::text`](crate::ParseError::text).
///
/// Messages are short; a message that would not fit the fixed buffer ends in
/// `...`.
#[derive(Clone, Copy)]
pub struct ErrorText {
    buf: [u8; ErrorText::CAPACITY],
    len: usize,
}

impl ErrorText {
    const CAPACITY: usize = 384;

    pub(crate) const fn new() -> Self {
        ErrorText { buf: [0; ErrorText::CAPACITY], len: 0 }
    }

    /// The text.
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.buf.split_at(self.len).0) {
            Ok(s) => s,
            Err(_) => "",
        }
    }

    /// Appends `b`, which holds whole UTF-8 characters; past the capacity,
    /// `...` ends the text.
    pub(crate) const fn bytes(&mut self, b: &[u8]) {
        let mut i = 0;
        while i < b.len() {
            if self.len >= ErrorText::CAPACITY - 3 {
                self.ellipsis();
                return;
            }
            self.buf[self.len] = b[i];
            self.len += 1;
            i += 1;
        }
    }

    const fn ellipsis(&mut self) {
        while self.len > 0 && (self.buf[self.len - 1] & 0xc0) == 0x80 {
            self.len -= 1;
        }
        if self.len > 0 && self.buf[self.len - 1] >= 0xc0 {
            self.len -= 1;
        }
        let mut k = 0;
        while k < 3 && self.len < ErrorText::CAPACITY {
            self.buf[self.len] = b'.';
            self.len += 1;
            k += 1;
        }
    }

    /// Appends `s`.
    pub(crate) const fn str(&mut self, s: &str) {
        self.bytes(s.as_bytes());
    }

    /// `'c'` (`"'"` for the quote itself); a control, bidi or invisible
    /// character as its escape (`'\t'`, `'\u{202e}'`), as the caret picture
    /// shows it ([`crate::escape`]).
    pub(crate) const fn quoted(&mut self, c: char) {
        let q = if c == '\'' { "\"" } else { "'" };
        self.str(q);
        let (buf, len) = crate::escape::escape(c);
        self.bytes(buf.split_at(len).0);
        self.str(q);
    }

    /// `v` as two uppercase hex digits.
    pub(crate) const fn hex2(&mut self, v: u8) {
        self.bytes(&[HEX_UPPER[(v >> 4) as usize], HEX_UPPER[(v & 15) as usize]]);
    }

    /// `U+` and the code point of `c` in uppercase hex, at least four digits
    /// (`U+00A0`, `U+1FFFE`), as Unicode writes it.
    pub(crate) const fn code_point(&mut self, c: char) {
        let v = c as u32;
        self.str("U+");
        let mut digits = 4;
        while digits < 6 && v >> (4 * digits) != 0 {
            digits += 1;
        }
        while digits > 0 {
            digits -= 1;
            self.bytes(&[HEX_UPPER[((v >> (4 * digits)) & 15) as usize]]);
        }
    }

    /// `c` as `%XX` escapes of its UTF-8 bytes.
    pub(crate) const fn escaped(&mut self, c: char) {
        let mut b = [0u8; 4];
        let s = c.encode_utf8(&mut b);
        let bytes = s.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            self.str("%");
            self.hex2(bytes[i]);
            i += 1;
        }
    }

    /// `" in <name>; expected <takes>"`.
    pub(crate) const fn in_expected(&mut self, name: &str, takes: &str) {
        self.str(" in ");
        self.str(name);
        self.str("; expected ");
        self.str(takes);
    }
}

impl fmt::Display for ErrorText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for ErrorText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<str> for ErrorText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for ErrorText {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

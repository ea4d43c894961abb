//! [`Cleaned`]: a URL broken across lines, with the whitespace of its line
//! breaks taken out, and its [`Pieces`].

use core::fmt;
use core::iter::FusedIterator;
use core::ops::Range;

#[cfg(feature = "alloc")]
use alloc::string::String;

use crate::error::ParseError;
#[cfg(feature = "alloc")]
use crate::view::owned::UrlBuf;
use crate::view::url::Url;

/// A found URL without the whitespace of its line breaks: made by
/// [`Found::cleaned`](super::Found::cleaned) and [`Found::dehyphenated`](super::Found::dehyphenated). No copy is made: it walks
/// the text each time it is used.
///
/// It writes itself through `Display` (into any [`fmt::Write`]), compares
/// with a `str`, lends its [`pieces`](Self::pieces), parses in a caller's
/// buffer ([`parse_in`](Self::parse_in)) or, with the `alloc` feature, into a
/// `UrlBuf` (`to_url_buf`).
///
/// `Display`, [`pieces`](Self::pieces) and [`as_str`](Self::as_str) give the
/// URL exactly as written; `Debug` writes the password of a
/// `scheme://user:password@host` as `***`, even when the text does not parse.
///
/// ```
/// use core::fmt::Write;
/// use url_core::text::find_urls;
///
/// let found = find_urls("<URL:ftp://ds.in\n      ternic.net/rfc>").next().unwrap();
/// let cleaned = found.cleaned();
/// assert_eq!(cleaned, "ftp://ds.internic.net/rfc");
/// assert_eq!(cleaned.len(), 25);
///
/// let mut out = String::new();
/// write!(out, "{cleaned}").unwrap();
/// assert_eq!(out, "ftp://ds.internic.net/rfc");
/// ```
#[derive(Clone, Copy)]
pub struct Cleaned<'a> {
    /// The URL as written (`Found::raw`).
    pub(super) raw: &'a str,
    /// Offset of `raw` in the text.
    pub(super) base: usize,
    /// Whether `raw` holds a line break.
    pub(super) broken: bool,
    /// Whether hyphens that end a line are dropped.
    pub(super) dehyphenate: bool,
}

impl<'a> Cleaned<'a> {
    /// The pieces of the URL, in order: the text between the line breaks
    /// (without the dropped hyphens, for [`Found::dehyphenated`](super::Found::dehyphenated)). No piece
    /// is empty.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let found = find_urls("<URL:http://ds.internic.\n  net/in-\n  structions>").next().unwrap();
    /// assert!(found.cleaned().pieces().eq(["http://ds.internic.", "net/in-", "structions"]));
    /// assert!(found.dehyphenated().pieces().eq(["http://ds.internic.", "net/in", "structions"]));
    /// ```
    pub fn pieces(&self) -> Pieces<'a> {
        Pieces { raw: self.raw, pos: 0, dehyphenate: self.dehyphenate }
    }

    /// The URL as one slice of the text, when nothing had to be removed.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let mut urls = find_urls("<URL:ftp://x.example/> <URL:ftp://x.\n  example/>");
    /// assert_eq!(urls.next().unwrap().cleaned().as_str(), Some("ftp://x.example/"));
    /// assert_eq!(urls.next().unwrap().cleaned().as_str(), None);
    /// ```
    pub fn as_str(&self) -> Option<&'a str> {
        if self.broken {
            None
        } else {
            Some(self.raw)
        }
    }

    /// The length of the URL in bytes.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let found = find_urls("<URL:ftp://x.\n  example/>").next().unwrap();
    /// assert_eq!(found.cleaned().len(), "ftp://x.example/".len());
    /// ```
    pub fn len(&self) -> usize {
        self.pieces().map(str::len).sum()
    }

    /// Whether the URL is empty (as in `<URL:>`).
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// assert!(find_urls("<URL:>").next().unwrap().cleaned().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.pieces().next().is_none()
    }

    /// Copies the URL into `buf` (when it is not a slice of the text already)
    /// and parses it. `None` only when `buf` is too short: a `buf` of
    /// [`len`](Self::len) bytes suffices, and so does one as long as
    /// [`Found::raw`](super::Found::raw); a contiguous URL needs none.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`Url::parse`]; [`text_span`](Self::text_span)
    /// maps its offsets to the text.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let found = find_urls("<URL:ftp://ftp.ex-\n  ample.org/>").next().unwrap();
    /// let mut buf = [0; 64];
    /// let kept = found.cleaned().parse_in(&mut buf).unwrap().unwrap();
    /// assert_eq!(kept.host_str(), Some("ftp.ex-ample.org"));
    /// let dropped = found.dehyphenated().parse_in(&mut buf).unwrap().unwrap();
    /// assert_eq!(dropped.host_str(), Some("ftp.example.org"));
    /// ```
    pub fn parse_in<'b>(&self, buf: &'b mut [u8]) -> Option<Result<Url<'b>, ParseError>>
    where
        'a: 'b,
    {
        if let Some(s) = self.as_str() {
            return Some(Url::parse(s));
        }
        let mut n = 0;
        for piece in self.pieces() {
            buf.get_mut(n..n + piece.len())?.copy_from_slice(piece.as_bytes());
            n += piece.len();
        }
        // The pieces are whole characters (they are cut at ASCII whitespace
        // and hyphens), so this never fails.
        let s = core::str::from_utf8(buf.get(..n)?).ok()?;
        Some(Url::parse(s))
    }

    /// The URL, parsed and owned (feature `alloc`).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`Url::parse`]; [`text_span`](Self::text_span)
    /// maps its offsets to the text.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let found = find_urls("<URL:ftp://ftp.ex-\n  ample.org/>").next().unwrap();
    /// assert_eq!(found.dehyphenated().to_url_buf().unwrap().as_str(), "ftp://ftp.example.org/");
    /// ```
    #[cfg(feature = "alloc")]
    pub fn to_url_buf(&self) -> Result<UrlBuf, ParseError> {
        match self.as_str() {
            Some(s) => Url::parse(s).map(UrlBuf::from),
            None => {
                let mut s = String::with_capacity(self.raw.len());
                s.extend(self.pieces());
                UrlBuf::parse(s)
            }
        }
    }

    /// The byte offset in the text of byte `offset` of the URL (the offset
    /// of the end of the URL for `offset` at or past its end).
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let text = "<URL:ftp://ds.in\n      ternic.net/rfc>";
    /// let cleaned = find_urls(text).next().unwrap().cleaned();
    /// assert_eq!(&text[cleaned.text_offset(11)..], "ternic.net/rfc>"); // "ftp://ds.in" is 11 bytes
    /// assert_eq!(cleaned.text_offset(99), text.len() - 1);
    /// ```
    pub fn text_offset(&self, offset: usize) -> usize {
        let mut rest = offset;
        for (at, piece) in self.pieces().offsets() {
            if rest < piece.len() {
                return self.base + at + rest;
            }
            rest -= piece.len();
        }
        self.base + self.raw.len()
    }

    /// The byte range in the text of the part of this URL that `error` (from
    /// parsing this URL) is about. It spans any line break inside that part.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let text = "<URL:ftp://ds.in\n ternic.net/a%2/b>";
    /// let found = find_urls(text).next().unwrap();
    /// let err = found.cleaned().parse_in(&mut [0; 64]).unwrap().unwrap_err();
    /// assert_eq!(&text[found.cleaned().text_span(&err)], "%2/");
    /// ```
    pub fn text_span(&self, error: &ParseError) -> Range<usize> {
        let start = self.text_offset(error.offset());
        if error.length() == 0 {
            return start..start;
        }
        let last = error.offset().saturating_add(error.length() - 1);
        let end = self.text_offset(last).saturating_add(1).min(self.base + self.raw.len());
        start..end.max(start)
    }
}

impl fmt::Display for Cleaned<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.pieces().try_for_each(|piece| f.write_str(piece))
    }
}

impl fmt::Debug for Cleaned<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        // a password (`scheme://user:password@host`) is written `***`, even
        // when the text is no URL
        let hide = crate::redact::input_span(|| self.pieces().flat_map(str::bytes));
        f.write_char('"')?;
        let mut pos = 0;
        for piece in self.pieces() {
            for (i, c) in piece.char_indices() {
                match hide {
                    Some((p, q)) if (p..q).contains(&(pos + i)) || p == pos + i => {
                        if p == pos + i {
                            f.write_str("***")?;
                        }
                        if p < q {
                            continue;
                        }
                    }
                    _ => {}
                }
                crate::redact::write_escaped(f, c.encode_utf8(&mut [0; 4]))?;
            }
            pos += piece.len();
        }
        f.write_char('"')
    }
}

impl PartialEq<str> for Cleaned<'_> {
    fn eq(&self, other: &str) -> bool {
        let mut rest = other.as_bytes();
        for piece in self.pieces() {
            match rest.split_at_checked(piece.len()) {
                Some((head, tail)) if head == piece.as_bytes() => rest = tail,
                _ => return false,
            }
        }
        rest.is_empty()
    }
}

impl PartialEq<&str> for Cleaned<'_> {
    fn eq(&self, other: &&str) -> bool {
        *self == **other
    }
}

impl PartialEq<Cleaned<'_>> for str {
    fn eq(&self, other: &Cleaned<'_>) -> bool {
        *other == *self
    }
}

impl PartialEq<Cleaned<'_>> for &str {
    fn eq(&self, other: &Cleaned<'_>) -> bool {
        *other == **self
    }
}

/// The pieces of a [`Cleaned`] URL: made by [`Cleaned::pieces`].
///
/// ```
/// use url_core::text::find_urls;
///
/// let found = find_urls("<URL:ftp://ds.in\n      ternic.net/rfc>").next().unwrap();
/// let pieces: Vec<&str> = found.cleaned().pieces().collect();
/// assert_eq!(pieces, ["ftp://ds.in", "ternic.net/rfc"]);
/// ```
///
/// `Debug` writes the password of a `scheme://user:password@host` as `***`.
#[derive(Clone)]
pub struct Pieces<'a> {
    raw: &'a str,
    pos: usize,
    dehyphenate: bool,
}

impl fmt::Debug for Pieces<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Pieces")
            .field("raw", &crate::redact::Redacted::input(self.raw))
            .field("pos", &self.pos)
            .field("dehyphenate", &self.dehyphenate)
            .finish()
    }
}

impl<'a> Pieces<'a> {
    /// The pieces with their offsets in the URL as written.
    fn offsets(self) -> impl Iterator<Item = (usize, &'a str)> {
        let mut pieces = self;
        core::iter::from_fn(move || pieces.next_piece())
    }

    /// The next piece and its offset in `raw`.
    fn next_piece(&mut self) -> Option<(usize, &'a str)> {
        let b = self.raw.as_bytes();
        while self.pos < b.len() {
            let start = self.pos;
            let mut i = start;
            // Find the next run of whitespace holding a line break.
            let (end, next) = loop {
                if i >= b.len() {
                    break (b.len(), b.len());
                }
                if is_space(b[i]) {
                    let (run_end, breaks) = space_run(b, i);
                    if breaks > 0 {
                        let end = if self.dehyphenate && i > start && b[i - 1] == b'-' { i - 1 } else { i };
                        break (end, run_end);
                    }
                    i = run_end;
                } else {
                    i += 1;
                }
            };
            self.pos = next;
            if end > start {
                if let Some(piece) = self.raw.get(start..end) {
                    return Some((start, piece));
                }
            }
        }
        None
    }
}

impl<'a> Iterator for Pieces<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        self.next_piece().map(|(_, piece)| piece)
    }
}

impl FusedIterator for Pieces<'_> {}

/// Space, tab, LF, VT, FF, CR.
pub(super) const fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The end of the whitespace run that starts at `i`, and how many line breaks
/// it holds (LF, CR, or CR LF counting once).
pub(super) fn space_run(b: &[u8], mut i: usize) -> (usize, usize) {
    let mut breaks = 0;
    while i < b.len() && is_space(b[i]) {
        if b[i] == b'\n' || (b[i] == b'\r' && b.get(i + 1) != Some(&b'\n')) {
            breaks += 1;
        }
        i += 1;
    }
    (i, breaks)
}

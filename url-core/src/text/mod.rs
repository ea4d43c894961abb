//! URLs in free text: RFC 1738, "APPENDIX: Recommendations for URLs in Context".
//!
//! [`find_urls`] reads a text (a mail, a news article, a page of an RFC) once,
//! left to right, and yields each URL marked the way the appendix recommends,
//! as a [`Found`]: where it is in the text ([`span`](Found::span),
//! [`url_span`](Found::url_span)), how it was marked ([`Form`]), and the URL
//! itself: parsed and borrowed from the text when it is written in one piece,
//! or with the whitespace of its line breaks taken out ([`Cleaned`]) when it
//! was broken across lines.
//!
//! ```
//! use url_core::text::{self, Form};
//!
//! let mail = "Get it from <URL:ftp://ds.in\n    ternic.net/rfc> or URL:http://info.cern.ch/.";
//! let found: Vec<_> = text::find_urls(mail).collect();
//! assert_eq!(found.len(), 2);
//!
//! assert_eq!(found[0].form(), Form::Wrapper);
//! assert_eq!(&mail[found[0].span()], "<URL:ftp://ds.in\n    ternic.net/rfc>");
//! assert_eq!(found[0].cleaned(), "ftp://ds.internic.net/rfc");
//! assert!(found[0].url().is_none()); // not a substring of `mail`: see `Cleaned`
//!
//! assert_eq!(found[1].form(), Form::Prefixed);
//! let url = found[1].url().unwrap().unwrap(); // borrows `mail`; the final '.' ends the sentence
//! assert_eq!(url.as_str(), "http://info.cern.ch/");
//! ```
//!
//! # Getting the URL
//!
//! - [`Found::url`]: when the URL is a substring of the text (no line break
//!   inside it), the parse result, borrowing the text.
//! - [`Found::cleaned`]: the URL with the whitespace of its line breaks removed,
//!   as a [`Cleaned`]. It writes itself through `Display` (into any
//!   [`fmt::Write`], no allocation), lends its [`pieces`](Cleaned::pieces),
//!   parses in a caller's buffer ([`Cleaned::parse_in`]) and, with the `alloc`
//!   feature, into a `UrlBuf` (`Cleaned::to_url_buf`).
//! - [`Found::parse_in`] and (`alloc`) `Found::to_url_buf`: the same for any
//!   found URL, whatever its shape.
//!
//! A URL inside a wrapper that does not parse is yielded all the same, with its
//! [`ParseError`]. The error's offsets count bytes of the cleaned URL;
//! [`Found::text_span`] (or [`Cleaned::text_span`]) maps them back to the text.
//!
//! # How the appendix is read
//!
//! ## What is found
//!
//! 1. [`Form::Wrapper`], `<URL:` ... `>`: what the appendix recommends for
//!    URLs in other kinds of text ("angle brackets ("<" and ">"), along with
//!    the prefix "URL:""). `URL:` is matched in any case, as the parser's own
//!    diagnostic for a wrapped URL does. Everything up to the first `>` is the
//!    URL, valid or not.
//! 2. [`Form::AngleBrackets`], `<` ... `>` without the prefix: common usage,
//!    not the appendix's. Angle brackets enclose much else (HTML and XML tags,
//!    addresses like `<uri@bunyip.com>`, the RFC's own
//!    `<scheme>:<scheme-specific-part>`), so they count only when the `<` is
//!    directly followed by a scheme and `:`, the scheme is one of the ten that
//!    RFC 1738 defines or https (RFC 2818), or the `:` is followed by `//` (the
//!    common Internet scheme syntax of §3.1: `<x-api://example.org/>` is found,
//!    `<xsl:template match="/">` and `<xsl:apply-templates/>` are not), and no
//!    whitespace stands inside except at line breaks and just before the `>`.
//! 3. [`Form::Prefixed`], `URL:` with no brackets: the prefix of the appendix's
//!    first paragraph. Only `URL:` in upper case, at the start of the text or
//!    after whitespace, one of `( [ { < " ' `` ` `` or a non-ASCII character
//!    that is not alphanumeric (`“`, `«`), and directly followed by the URL.
//!    The appendix gives this form no end: delimiting is what the wrapper is
//!    for, "to delimit the URL and separate it from the rest of the text, and
//!    in particular from punctuation marks that might be mistaken for part of
//!    the URL". The reading is therefore conservative: the URL ends before the
//!    first whitespace, control or non-ASCII character, `<`, `>` or `"` (the
//!    characters §2.2 names as delimiters around URLs); then any trailing
//!    `.` `,` `;` `:` `!` `?` `'` `` ` ``, and any trailing `)` `]` `}` that
//!    closes nothing opened inside the URL, is left to the sentence. Such a URL
//!    never spans lines. When nothing is left, nothing is yielded.
//!
//! ## Whitespace
//!
//! "In some cases, extra whitespace (spaces, linebreaks, tabs, etc.) may need
//! to be added to break long URLs across lines. The whitespace should be
//! ignored when extracting the URL." Read as: inside a wrapper, every run of
//! whitespace that contains a line break (the break, any blanks before it, the
//! indentation after it) is removed, and so is whitespace just inside the
//! brackets (`<URL: ftp://host/ >`). Whitespace within a line, inside the URL,
//! was not added to break it across lines: in `<URL:...>` it stays, and the
//! parser reports it (a URL holds no space; §2.2 says to write `%20`); in
//! plain `<...>` it means the brackets hold no URL. Whitespace is space, tab,
//! LF, VT, FF and CR; a line break is LF, CR, or CR LF.
//!
//! ## Hyphens
//!
//! "No whitespace should be introduced after a hyphen ("-") character. Because
//! some typesetters and printers may (erroneously) introduce a hyphen at the
//! end of line when breaking a line, the interpreter of a URL containing a line
//! break immediately after a hyphen should ignore all unencoded whitespace
//! around the line break, and should be aware that the hyphen may or may not
//! actually be part of the URL."
//!
//! The text asks to ignore the whitespace, not the hyphen, and says the hyphen
//! is uncertain. So [`Found::cleaned`] keeps it (only whitespace is ever
//! removed); [`Found::break_hyphens`] counts the hyphens that end a line inside
//! the URL (blanks between the hyphen and the break allowed: they are
//! whitespace "around the line break"), and [`Found::dehyphenated`] is the
//! other reading, with all of those hyphens removed. Only the reader can tell
//! which is meant, for example by trying both.
//!
//! ## Where a wrapper ends
//!
//! At the first `>`. A `<` before it, a blank line (a whitespace run with two
//! line breaks) or the end of the text means the wrapper is not closed: the
//! `URL:` of an unclosed `<URL:` is then read as a bare one (ending as in 3.;
//! it is found when written in upper case), and a plain `<` is no wrapper.
//!
//! # Cost
//!
//! One pass: every byte of the text is looked at a bounded number of times,
//! nothing is allocated (only `to_url_buf` does), and no input panics.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::Range;

#[cfg(feature = "alloc")]
use alloc::string::String;

use crate::chars::{self, is};
use crate::error::ParseError;
use crate::rfc1738::scheme::Scheme;
#[cfg(feature = "alloc")]
use crate::view::owned::UrlBuf;
use crate::view::url::Url;

/// Finds the URLs in `text`, as the RFC 1738 appendix marks them; see the
/// [module documentation](self) for exactly what is found.
///
/// ```
/// use url_core::text::find_urls;
///
/// let text = "See <URL:news:comp.infosystems.www> and <http://info.cern.ch/>, not <b>.";
/// let urls: Vec<_> = find_urls(text).map(|f| f.raw()).collect();
/// assert_eq!(urls, ["news:comp.infosystems.www", "http://info.cern.ch/"]);
/// ```
pub const fn find_urls(text: &str) -> Urls<'_> {
    Urls { text, pos: 0 }
}

/// The iterator of [`find_urls`]: yields each URL found, in the order of the
/// text, as a [`Found`].
///
/// ```
/// use url_core::text::find_urls;
///
/// let mut urls = find_urls("<URL:ftp://a.example/> <URL:ftp://b.example/>");
/// assert_eq!(urls.next().unwrap().span(), 0..22);
/// assert_eq!(urls.next().unwrap().span(), 23..45);
/// assert!(urls.next().is_none());
/// ```
#[derive(Clone)]
pub struct Urls<'a> {
    text: &'a str,
    pos: usize,
}

impl fmt::Debug for Urls<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Urls").field("len", &self.text.len()).field("pos", &self.pos).finish()
    }
}

/// How a URL was marked in the text.
///
/// ```
/// use url_core::text::{find_urls, Form};
///
/// let forms: Vec<Form> =
///     find_urls("<URL:ftp://a.example/>, <ftp://b.example/>, URL:ftp://c.example/").map(|f| f.form()).collect();
/// assert_eq!(forms, [Form::Wrapper, Form::AngleBrackets, Form::Prefixed]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// `<URL:...>`, the wrapper the appendix recommends.
    Wrapper,
    /// `<...>` without the `URL:` prefix.
    AngleBrackets,
    /// `URL:...` without brackets.
    Prefixed,
}

/// One URL found in a text by [`find_urls`].
///
/// It knows where it is ([`span`](Self::span) for the whole marked text,
/// [`url_span`](Self::url_span) for the URL between the marks), and gives the
/// URL as the text has it ([`raw`](Self::raw)), parsed when that is the URL
/// itself ([`url`](Self::url)), or cleaned of the whitespace of line breaks
/// ([`cleaned`](Self::cleaned)).
///
/// `Debug` shows the cleaned URL with its password written `***` (see
/// [`Cleaned`]); [`raw`](Self::raw) and the rest give it exactly.
///
/// ```
/// use url_core::text::find_urls;
///
/// let text = "under <URL:ftp://info.cern.ch/pub/www/doc;\n      type=d> but";
/// let found = find_urls(text).next().unwrap();
/// assert_eq!(found.span(), 6..56);
/// assert_eq!(found.raw(), "ftp://info.cern.ch/pub/www/doc;\n      type=d");
/// assert_eq!(found.cleaned(), "ftp://info.cern.ch/pub/www/doc;type=d");
///
/// let mut buf = [0; 64];
/// let url = found.parse_in(&mut buf).unwrap().unwrap();
/// assert_eq!(url.port_or_default(), Some(21));
/// ```
#[derive(Clone, Copy)]
pub struct Found<'a> {
    text: &'a str,
    form: Form,
    start: usize,
    end: usize,
    url_start: usize,
    url_end: usize,
    /// Whether the URL has a line break inside (so it is not a substring).
    broken: bool,
    hyphens: usize,
}

impl<'a> Found<'a> {
    /// How the URL was marked.
    ///
    /// ```
    /// use url_core::text::{find_urls, Form};
    ///
    /// assert_eq!(find_urls("(URL:ftp://x.example/)").next().unwrap().form(), Form::Prefixed);
    /// ```
    pub const fn form(&self) -> Form {
        self.form
    }

    /// The byte range of the whole marked URL in the text: from `<` to `>`
    /// inclusive, or from the `U` of a bare `URL:` to the URL's end.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let text = "at <URL:ftp://x.example/> and URL:ftp://y.example/.";
    /// let spans: Vec<_> = find_urls(text).map(|f| &text[f.span()]).collect();
    /// assert_eq!(spans, ["<URL:ftp://x.example/>", "URL:ftp://y.example/"]);
    /// ```
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The byte range of the URL in the text: between the marks, without the
    /// whitespace just inside the brackets, still holding the whitespace of
    /// any line break inside the URL.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let text = "at <URL: ftp://x.example/a\n   b >";
    /// let found = find_urls(text).next().unwrap();
    /// assert_eq!(found.url_span(), 9..31);
    /// assert_eq!(&text[found.url_span()], "ftp://x.example/a\n   b");
    /// ```
    pub const fn url_span(&self) -> Range<usize> {
        self.url_start..self.url_end
    }

    /// The text of [`url_span`](Self::url_span): the URL as written, line
    /// breaks included.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let found = find_urls("<ftp://x.example/a\n b>").next().unwrap();
    /// assert_eq!(found.raw(), "ftp://x.example/a\n b");
    /// ```
    pub fn raw(&self) -> &'a str {
        self.text.get(self.url_start..self.url_end).unwrap_or("")
    }

    /// Whether the URL is written in one piece, so that [`raw`](Self::raw) is
    /// the URL and [`url`](Self::url) is `Some`.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let mut urls = find_urls("<URL:ftp://x.example/> <URL:ftp://x.\n  example/>");
    /// assert!(urls.next().unwrap().is_contiguous());
    /// assert!(!urls.next().unwrap().is_contiguous());
    /// ```
    pub const fn is_contiguous(&self) -> bool {
        !self.broken
    }

    /// The URL parsed, borrowing the text, when it is written in one piece;
    /// `None` when a line break inside it has to be removed first (then see
    /// [`cleaned`](Self::cleaned), [`parse_in`](Self::parse_in) and
    /// `to_url_buf`).
    ///
    /// The error's offsets count bytes of [`raw`](Self::raw);
    /// [`text_span`](Self::text_span) turns them into a range of the text.
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let text = "<URL:http://info.cern.ch/> <URL:http://host/~smith/>";
    /// let mut urls = find_urls(text);
    /// let url = urls.next().unwrap().url().unwrap().unwrap();
    /// assert_eq!(url.host_str(), Some("info.cern.ch"));
    ///
    /// let bad = urls.next().unwrap();
    /// let err = bad.url().unwrap().unwrap_err();
    /// assert_eq!(err.offset(), 12);
    /// assert_eq!(&text[bad.text_span(&err)], "~");
    /// ```
    pub fn url(&self) -> Option<Result<Url<'a>, ParseError>> {
        if self.broken {
            None
        } else {
            Some(Url::parse(self.raw()))
        }
    }

    /// The URL with the whitespace of its line breaks removed, hyphens that
    /// end a line kept (see the [module documentation](self#hyphens)).
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let found = find_urls("<URL:http://ds.internic.\n      net/instructions/>").next().unwrap();
    /// assert_eq!(found.cleaned(), "http://ds.internic.net/instructions/");
    /// ```
    pub fn cleaned(&self) -> Cleaned<'a> {
        Cleaned { raw: self.raw(), base: self.url_start, broken: self.broken, dehyphenate: false }
    }

    /// How many hyphens end a line inside the URL: each "may or may not
    /// actually be part of the URL" (RFC 1738 appendix).
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let found = find_urls("<URL:ftp://ftp.ex-\n   ample.org/pub/file->").next().unwrap();
    /// assert_eq!(found.break_hyphens(), 1); // the last '-' ends no line
    /// ```
    pub const fn break_hyphens(&self) -> usize {
        self.hyphens
    }

    /// The other reading of the hyphen rule: like [`cleaned`](Self::cleaned),
    /// with every hyphen that ends a line inside the URL removed as well (the
    /// same as `cleaned` when [`break_hyphens`](Self::break_hyphens) is 0).
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let found = find_urls("<URL:ftp://ftp.ex-\n   ample.org/a-\n b>").next().unwrap();
    /// assert_eq!(found.cleaned(), "ftp://ftp.ex-ample.org/a-b");
    /// assert_eq!(found.dehyphenated(), "ftp://ftp.example.org/ab");
    /// ```
    pub fn dehyphenated(&self) -> Cleaned<'a> {
        Cleaned { dehyphenate: self.hyphens > 0, ..self.cleaned() }
    }

    /// Parses the [`cleaned`](Self::cleaned) URL: borrowed from the text when
    /// it is written in one piece, otherwise copied into `buf` first. `None`
    /// only when `buf` is too short for the cleaned URL; a `buf` as long as
    /// [`raw`](Self::raw) always suffices. See [`Cleaned::parse_in`].
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`Url::parse`], its offsets counting bytes of the
    /// cleaned URL ([`text_span`](Self::text_span) maps them to the text).
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let found = find_urls("<URL:ftp://ds.in\n      ternic.net/rfc>").next().unwrap();
    /// let mut buf = [0; 32];
    /// let url = found.parse_in(&mut buf).unwrap().unwrap();
    /// assert_eq!(url.host_str(), Some("ds.internic.net"));
    /// assert!(found.parse_in(&mut [0; 8]).is_none());
    /// ```
    pub fn parse_in<'b>(&self, buf: &'b mut [u8]) -> Option<Result<Url<'b>, ParseError>>
    where
        'a: 'b,
    {
        self.cleaned().parse_in(buf)
    }

    /// The [`cleaned`](Self::cleaned) URL, parsed and owned (feature `alloc`).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`Url::parse`], its offsets counting bytes of the
    /// cleaned URL ([`text_span`](Self::text_span) maps them to the text).
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let text = "<URL:ftp://ds.in\n ternic.net/rfc> <URL:http://ds.in\n ternic.net:/>";
    /// let urls: Vec<_> = find_urls(text).map(|f| (f, f.to_url_buf())).collect();
    /// assert_eq!(urls[0].1.as_ref().unwrap().as_str(), "ftp://ds.internic.net/rfc");
    ///
    /// let (found, Err(err)) = &urls[1] else { panic!() };
    /// assert_eq!(err.offset(), 22); // in "http://ds.internic.net:/"
    /// assert_eq!(&text[found.text_span(err)], ":");
    /// ```
    #[cfg(feature = "alloc")]
    pub fn to_url_buf(&self) -> Result<UrlBuf, ParseError> {
        self.cleaned().to_url_buf()
    }

    /// The byte range in the text of the part of the [`cleaned`](Self::cleaned)
    /// URL that `error` is about (an error of [`url`](Self::url),
    /// [`parse_in`](Self::parse_in) or `to_url_buf`). For
    /// an error of the [`dehyphenated`](Self::dehyphenated) reading, use its
    /// own [`Cleaned::text_span`].
    ///
    /// ```
    /// use url_core::text::find_urls;
    ///
    /// let text = "<URL:http://ds.inter\n    nic.net:99999/>";
    /// let found = find_urls(text).next().unwrap();
    /// let err = found.parse_in(&mut [0; 64]).unwrap().unwrap_err();
    /// assert_eq!(&text[found.text_span(&err)], "99999");
    /// ```
    pub fn text_span(&self, error: &ParseError) -> Range<usize> {
        self.cleaned().text_span(error)
    }
}

impl fmt::Debug for Found<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Found")
            .field("form", &self.form)
            .field("span", &self.span())
            .field("url_span", &self.url_span())
            .field("cleaned", &self.cleaned())
            .field("break_hyphens", &self.hyphens)
            .finish()
    }
}

/// A found URL without the whitespace of its line breaks: made by
/// [`Found::cleaned`] and [`Found::dehyphenated`]. No copy is made: it walks
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
    raw: &'a str,
    /// Offset of `raw` in the text.
    base: usize,
    /// Whether `raw` holds a line break.
    broken: bool,
    /// Whether hyphens that end a line are dropped.
    dehyphenate: bool,
}

impl<'a> Cleaned<'a> {
    /// The pieces of the URL, in order: the text between the line breaks
    /// (without the dropped hyphens, for [`Found::dehyphenated`]). No piece
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
    /// [`Found::raw`]; a contiguous URL needs none.
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
        let hide = crate::redact::password_span(self.pieces().flat_map(str::bytes));
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
            .field("raw", &crate::redact::Redacted::whole(self.raw))
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

// ---------------------------------------------------------------------------
// scanning
// ---------------------------------------------------------------------------

/// Space, tab, LF, VT, FF, CR.
const fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The end of the whitespace run that starts at `i`, and how many line breaks
/// it holds (LF, CR, or CR LF counting once).
fn space_run(b: &[u8], mut i: usize) -> (usize, usize) {
    let mut breaks = 0;
    while i < b.len() && is_space(b[i]) {
        if b[i] == b'\n' || (b[i] == b'\r' && b.get(i + 1) != Some(&b'\n')) {
            breaks += 1;
        }
        i += 1;
    }
    (i, breaks)
}

/// Whether a bare URL's run stops before `c`: whitespace, controls,
/// non-ASCII, and the delimiters of §2.2.
const fn ends_bare(c: u8) -> bool {
    c <= b' ' || c >= 0x7f || c == b'<' || c == b'>' || c == b'"'
}

/// Whether the character before a bare `URL:` lets it start there.
fn starts_bare(before: Option<char>) -> bool {
    match before {
        None => true,
        Some(c) if c.is_ascii() => is_space(c as u8) || matches!(c, '(' | '[' | '{' | '<' | '"' | '\'' | '`'),
        Some(c) => !c.is_alphanumeric(),
    }
}

impl<'a> Urls<'a> {
    /// The wrapper whose `<` is at `lt`, if it is one.
    fn wrapped(&self, lt: usize) -> Option<Found<'a>> {
        let b = self.text.as_bytes();
        let (form, content) = match b.get(lt + 1..lt + 5) {
            Some(p) if p.eq_ignore_ascii_case(b"URL:") => (Form::Wrapper, lt + 5),
            _ => {
                let mut j = lt + 1;
                while j < b.len() && is(b[j], chars::SCHEME) {
                    j += 1;
                }
                if j == lt + 1 || b.get(j) != Some(&b':') {
                    return None;
                }
                let mut k = j + 1;
                while k < b.len() && is_space(b[k]) {
                    k += 1;
                }
                let known = Scheme::from_name(self.text.get(lt + 1..j)?) != Scheme::Other;
                if !known && !b[k..].starts_with(b"//") {
                    return None;
                }
                (Form::AngleBrackets, lt + 1)
            }
        };
        let mut first = None;
        let mut last = content;
        let mut broken = false;
        let mut hyphens = 0;
        let mut i = content;
        loop {
            let c = *b.get(i)?;
            if c == b'>' {
                break;
            }
            if c == b'<' {
                return None;
            }
            if is_space(c) {
                let (end, breaks) = space_run(b, i);
                if breaks >= 2 {
                    return None;
                }
                let inside = first.is_some() && *b.get(end)? != b'>';
                if inside {
                    if breaks == 1 {
                        broken = true;
                        if b[i - 1] == b'-' {
                            hyphens += 1;
                        }
                    } else if form == Form::AngleBrackets {
                        return None;
                    }
                }
                i = end;
            } else {
                first.get_or_insert(i);
                i += 1;
                last = i;
            }
        }
        let url_start = first.unwrap_or(i);
        let url_end = if first.is_some() { last } else { i };
        Some(Found { text: self.text, form, start: lt, end: i + 1, url_start, url_end, broken, hyphens })
    }

    /// The bare `URL:` at `u`: the URL, or where to go on when nothing is
    /// found there.
    fn bare(&self, u: usize) -> Result<Found<'a>, usize> {
        let b = self.text.as_bytes();
        if !b[u..].starts_with(b"URL:") || !starts_bare(self.text.get(..u).and_then(|s| s.chars().next_back())) {
            return Err(u + 1);
        }
        let start = u + 4;
        let mut run_end = start;
        let (mut open, mut close) = ([0usize; 3], [0usize; 3]);
        while run_end < b.len() && !ends_bare(b[run_end]) {
            match b[run_end] {
                b'(' => open[0] += 1,
                b'[' => open[1] += 1,
                b'{' => open[2] += 1,
                b')' => close[0] += 1,
                b']' => close[1] += 1,
                b'}' => close[2] += 1,
                _ => {}
            }
            run_end += 1;
        }
        let mut end = run_end;
        while end > start {
            let k = match b[end - 1] {
                b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'`' => {
                    end -= 1;
                    continue;
                }
                b')' => 0,
                b']' => 1,
                b'}' => 2,
                _ => break,
            };
            if close[k] <= open[k] {
                break;
            }
            close[k] -= 1;
            end -= 1;
        }
        if end == start {
            return Err(run_end.max(u + 1));
        }
        Ok(Found {
            text: self.text,
            form: Form::Prefixed,
            start: u,
            end,
            url_start: start,
            url_end: end,
            broken: false,
            hyphens: 0,
        })
    }
}

impl<'a> Iterator for Urls<'a> {
    type Item = Found<'a>;

    fn next(&mut self) -> Option<Found<'a>> {
        let b = self.text.as_bytes();
        while self.pos < b.len() {
            let i = self.pos;
            match b[i] {
                b'<' => {
                    if let Some(found) = self.wrapped(i) {
                        self.pos = found.end;
                        return Some(found);
                    }
                    self.pos = i + 1;
                }
                b'U' => match self.bare(i) {
                    Ok(found) => {
                        self.pos = found.end;
                        return Some(found);
                    }
                    Err(next) => self.pos = next,
                },
                _ => self.pos = i + 1,
            }
        }
        None
    }
}

impl FusedIterator for Urls<'_> {}

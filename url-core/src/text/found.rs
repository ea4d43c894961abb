//! [`Found`]: one URL found in a text, where it is, how it was marked, and
//! the URL itself.

use core::fmt;
use core::ops::Range;

use crate::error::ParseError;
#[cfg(feature = "alloc")]
use crate::view::owned::UrlBuf;
use crate::view::url::Url;

use super::cleaned::Cleaned;
#[cfg(doc)]
use super::find_urls;
use super::Form;

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
    pub(super) text: &'a str,
    pub(super) form: Form,
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) url_start: usize,
    pub(super) url_end: usize,
    /// Whether the URL has a line break inside (so it is not a substring).
    pub(super) broken: bool,
    pub(super) hyphens: usize,
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
    /// end a line kept (see the [module documentation](super#hyphens)).
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

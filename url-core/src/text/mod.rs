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
//!
//! # Layout
//!
//! This file holds the entry point ([`find_urls`], [`Urls`], [`Form`]);
//! `scan.rs` the scanner (how each form is recognised and where it ends),
//! `found.rs` the [`Found`] it yields, `cleaned.rs` the [`Cleaned`] URL and
//! its [`Pieces`].

use core::fmt;

#[cfg(doc)]
use crate::error::ParseError;

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

mod cleaned;
mod found;
mod scan;

pub use cleaned::{Cleaned, Pieces};
pub use found::Found;

//! `nntpurl` (RFC 1738 §3.7, §5).

use core::fmt;

use crate::chars::{is, ALPHA, GROUP};
use crate::error::{Component, ErrorKind, ParseError};
use crate::parse::{at_end, authority, byte, digits, finish, scan, tri};
use crate::url::{slice, Url};
use crate::Scheme;

/// Parses the part after `nntp:`.
///
/// ```text
/// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
/// group   = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
/// ```
///
/// The article number must fit in a `u64`. Marks: `[0]` end of the group.
pub(crate) const fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Nntp));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) || at_end(b, i + 1) {
        let at = if at_end(b, i) { i } else { i + 1 };
        return Err(ParseError::new(at, 0, ErrorKind::MissingPath(Scheme::Nntp), Component::NntpGroup));
    }
    let start = i + 1;
    if !is(b[start], ALPHA) {
        if is(b[start], GROUP) {
            return Err(ParseError::at_char(b, start, ErrorKind::NewsGroupStart, Component::NntpGroup));
        }
        return Err(ParseError::unexpected(b, start, Component::NntpGroup));
    }
    let g = tri!(scan::<{ GROUP }>(b, start, Component::NntpGroup));
    u.marks[0] = g as u32;
    if byte(b, g) != b'/' {
        u.end = tri!(finish(b, g, Component::NntpGroup)) as u32;
        return Ok(());
    }
    let (d, value) = digits(b, g + 1);
    if d == g + 1 {
        if at_end(b, d) {
            return Err(ParseError::new(g, 1, ErrorKind::NntpEmptyArticle, Component::NntpArticle));
        }
        return Err(ParseError::unexpected(b, d, Component::NntpArticle));
    }
    if value == u64::MAX && !fits_u64(b, g + 1, d) {
        return Err(ParseError::new(g + 1, d - g - 1, ErrorKind::NntpArticleRange, Component::NntpArticle));
    }
    u.end = tri!(finish(b, d, Component::NntpArticle)) as u32;
    Ok(())
}

/// Whether the digits `b[i..end]` (whose value saturated) are exactly
/// `u64::MAX`, possibly with leading zeros.
const fn fits_u64(b: &[u8], mut i: usize, end: usize) -> bool {
    while i < end && b[i] == b'0' {
        i += 1;
    }
    let max = b"18446744073709551615";
    if end - i != max.len() {
        return false;
    }
    let mut k = 0;
    while k < max.len() {
        if b[i + k] != max[k] {
            return false;
        }
        k += 1;
    }
    true
}

crate::scheme::view! {
    /// An nntp URL (RFC 1738 §3.7):
    /// `nntp://<host>:<port>/<newsgroup-name>/<article-number>`.
    ///
    /// # Syntax
    ///
    /// ```text
    /// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
    /// group   = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
    /// ```
    ///
    /// ```
    /// let n = url_core::NntpUrl::parse("nntp://news.server.org:42/example.group.this/12345").unwrap();
    /// assert_eq!(n.group(), "example.group.this");
    /// assert_eq!(n.article(), Some(12345));
    /// assert_eq!(n.port_or_default(), 42);
    /// ```
    NntpUrl, Nntp, "`nntp://...`"
}

impl<'a> NntpUrl<'a> {
    /// The host.
    pub const fn host(&self) -> crate::Host<'a> {
        match self.0.host() {
            Some(h) => h,
            None => crate::Host::Name(""),
        }
    }

    /// The explicit port, if any.
    pub const fn port(&self) -> Option<u16> {
        self.0.port()
    }

    /// The explicit port, or 119.
    pub const fn port_or_default(&self) -> u16 {
        self.0.port_or(119)
    }

    /// The newsgroup name.
    pub const fn group(&self) -> &'a str {
        slice(self.0.s, self.0.auth_end as usize + 1, self.0.marks[0] as usize)
    }

    /// The article number's digits as written, if any.
    pub const fn article_str(&self) -> Option<&'a str> {
        let g = self.0.marks[0];
        if g >= self.0.end {
            return None;
        }
        Some(slice(self.0.s, g as usize + 1, self.0.end as usize))
    }

    /// The article number, if any.
    pub const fn article(&self) -> Option<u64> {
        match self.article_str() {
            Some(d) => Some(digits(d.as_bytes(), 0).1),
            None => None,
        }
    }
}

impl fmt::Debug for NntpUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("NntpUrl");
        d.field("url", &crate::scheme::Redacted::whole(self.as_str()));
        crate::scheme::debug_login(&mut d, &self.0);
        d.field("group", &self.group()).field("article", &self.article());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

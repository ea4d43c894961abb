//! `nntpurl` (RFC 1738 §3.7, §5).

use core::fmt;

use crate::scan::digits;
use crate::view::url::slice;

crate::view::view! {
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
    NntpUrl, Nntp, "`nntp://...`", server
}

impl<'a> NntpUrl<'a> {
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
        d.field("url", &crate::redact::Redacted::whole(self.as_str()));
        crate::view::debug_login(&mut d, &self.0);
        d.field("group", &self.group()).field("article", &self.article());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

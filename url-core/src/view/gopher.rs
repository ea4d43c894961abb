//! `gopherurl` (RFC 1738 §3.4, §5).

use core::fmt;

use crate::view::url::{slice, NO_OFFSET};

crate::view::view! {
    /// A gopher URL (RFC 1738 §3.4):
    /// `gopher://<host>:<port>/<gophertype><selector>%09<search>%09<gopher+_string>`.
    ///
    /// # Syntax
    ///
    /// ```text
    /// gopherurl      = "gopher://" hostport [ / [ gtype [ selector
    ///                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
    /// gtype          = xchar
    /// selector       = *xchar
    /// gopher+_string = *xchar
    /// ```
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7/search%09red%20fish").unwrap();
    /// assert_eq!(g.item_type(), "7");
    /// assert_eq!(g.selector(), Some("/search"));
    /// assert_eq!(g.search(), Some("red%20fish"));
    /// assert_eq!(g.gopher_plus(), None);
    /// assert_eq!(url_core::GopherUrl::parse("gopher://host").unwrap().item_type(), "1");
    /// ```
    GopherUrl, Gopher, "`gopher://...`", server
}

impl<'a> GopherUrl<'a> {
    /// The gopher type as written (one character, or one `%XX` escape);
    /// `"1"` (a directory) when the gopher-path is empty (§3.4.1).
    pub const fn item_type(&self) -> &'a str {
        match self.raw_item_type() {
            Some(t) => t,
            None => "1",
        }
    }

    /// The gopher type as written, `None` when the gopher-path is empty.
    pub const fn raw_item_type(&self) -> Option<&'a str> {
        let sel = self.0.marks[0];
        if sel == NO_OFFSET {
            return None;
        }
        Some(slice(self.0.s, self.0.auth_end as usize + 1, sel as usize))
    }

    /// The gopher-path after the `/` (type, selector, search and gopher+
    /// string, raw), or `None` when it is empty.
    pub const fn gopher_path(&self) -> Option<&'a str> {
        if self.0.marks[0] == NO_OFFSET {
            return None;
        }
        Some(slice(self.0.s, self.0.auth_end as usize + 1, self.0.end as usize))
    }

    /// The selector (possibly empty), `None` when the gopher-path is empty.
    pub const fn selector(&self) -> Option<&'a str> {
        let sel = self.0.marks[0];
        if sel == NO_OFFSET {
            return None;
        }
        let end = if self.0.marks[1] != NO_OFFSET { self.0.marks[1] } else { self.0.end };
        Some(slice(self.0.s, sel as usize, end as usize))
    }

    /// The search string after the first `%09`, if any.
    pub const fn search(&self) -> Option<&'a str> {
        let t1 = self.0.marks[1];
        if t1 == NO_OFFSET {
            return None;
        }
        let end = if self.0.marks[2] != NO_OFFSET { self.0.marks[2] } else { self.0.end };
        Some(slice(self.0.s, t1 as usize + 3, end as usize))
    }

    /// The gopher+ string after the second `%09`, if any.
    pub const fn gopher_plus(&self) -> Option<&'a str> {
        let t2 = self.0.marks[2];
        if t2 == NO_OFFSET {
            return None;
        }
        Some(slice(self.0.s, t2 as usize + 3, self.0.end as usize))
    }
}

impl fmt::Debug for GopherUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("GopherUrl");
        d.field("url", &crate::redact::Redacted::whole(self.as_str()));
        crate::view::debug_login(&mut d, &self.0);
        d.field("item_type", &self.item_type())
            .field("selector", &self.selector())
            .field("search", &self.search())
            .field("gopher_plus", &self.gopher_plus());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

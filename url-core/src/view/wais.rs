//! `waisurl` (RFC 1738 §3.9, §5).

use core::fmt;

use crate::view::url::slice;

/// Which of the three wais forms a URL has (§3.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaisForm<'a> {
    /// `wais://<host>:<port>/<database>`: a database available for searching.
    Database,
    /// `wais://<host>:<port>/<database>?<search>`: a particular search.
    Index {
        /// The search, raw.
        search: &'a str,
    },
    /// `wais://<host>:<port>/<database>/<wtype>/<wpath>`: one document.
    Document {
        /// The WAIS type of the object, raw.
        wtype: &'a str,
        /// The WAIS document-id, raw.
        wpath: &'a str,
    },
}

crate::view::view! {
    /// A wais URL (RFC 1738 §3.9): a database, a search or a document.
    ///
    /// # Syntax
    ///
    /// ```text
    /// waisurl      = waisdatabase | waisindex | waisdoc
    /// waisdatabase = "wais://" hostport "/" database
    /// waisindex    = "wais://" hostport "/" database "?" search
    /// waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
    /// ```
    ///
    /// ```
    /// use url_core::{WaisForm, WaisUrl};
    ///
    /// let w = WaisUrl::parse("wais://quake.think.com/directory-of-servers/TEXT/1234").unwrap();
    /// assert_eq!(w.database(), "directory-of-servers");
    /// assert_eq!(w.form(), WaisForm::Document { wtype: "TEXT", wpath: "1234" });
    /// ```
    WaisUrl, Wais, "`wais://...`", server
}

impl<'a> WaisUrl<'a> {
    /// The database name (possibly empty).
    pub const fn database(&self) -> &'a str {
        slice(self.0.s, self.0.auth_end as usize + 1, self.0.marks[0] as usize)
    }

    /// Which form the URL has, with its parts.
    pub const fn form(&self) -> WaisForm<'a> {
        let d = self.0.marks[0];
        if d >= self.0.end {
            return WaisForm::Database;
        }
        if self.0.s.as_bytes()[d as usize] == b'?' {
            return WaisForm::Index { search: slice(self.0.s, d as usize + 1, self.0.end as usize) };
        }
        let t = self.0.marks[1];
        WaisForm::Document {
            wtype: slice(self.0.s, d as usize + 1, t as usize),
            wpath: slice(self.0.s, t as usize + 1, self.0.end as usize),
        }
    }

    /// The search of a `waisindex` URL.
    pub const fn search(&self) -> Option<&'a str> {
        match self.form() {
            WaisForm::Index { search } => Some(search),
            _ => None,
        }
    }

    /// The `(wtype, wpath)` of a `waisdoc` URL.
    pub const fn document(&self) -> Option<(&'a str, &'a str)> {
        match self.form() {
            WaisForm::Document { wtype, wpath } => Some((wtype, wpath)),
            _ => None,
        }
    }

    /// The wtype of a `waisdoc` URL.
    pub const fn wtype(&self) -> Option<&'a str> {
        match self.document() {
            Some((t, _)) => Some(t),
            None => None,
        }
    }

    /// The wpath of a `waisdoc` URL.
    pub const fn wpath(&self) -> Option<&'a str> {
        match self.document() {
            Some((_, p)) => Some(p),
            None => None,
        }
    }
}

impl fmt::Debug for WaisUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("WaisUrl");
        d.field("url", &crate::redact::Redacted::whole(self.as_str()));
        crate::view::debug_login(&mut d, &self.0);
        d.field("database", &self.database()).field("form", &self.form());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

//! `httpurl` (RFC 1738 §3.3, §5), for http and for https (RFC 2818 §2.4).

use core::fmt;

use crate::view::url::{slice, NO_OFFSET};
use crate::view::Segments;

crate::view::view! {
    /// An http URL (RFC 1738 §3.3): `http://<host>:<port>/<path>?<searchpart>`,
    /// or an https URL, which RFC 2818 §2.4 writes in the same form with the
    /// scheme `https` (and the default port 443, §2.3).
    /// [`is_secure`](HttpUrl::is_secure) tells which.
    ///
    /// # Syntax
    ///
    /// ```text
    /// httpurl  = "http://" hostport [ "/" hpath [ "?" search ]]
    /// hpath    = hsegment *[ "/" hsegment ]
    /// hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
    /// search   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
    /// ```
    ///
    /// No user name or password is allowed, and `/`, `;`, `?` are reserved
    /// in the path and the search.
    ///
    /// ```
    /// let http = url_core::HttpUrl::parse("http://info.cern.ch/hypertext/WWW/TheProject.html?x=1").unwrap();
    /// assert_eq!(http.path(), Some("hypertext/WWW/TheProject.html"));
    /// assert_eq!(http.search(), Some("x=1"));
    /// assert_eq!(http.port_or_default(), 80);
    ///
    /// let https = url_core::HttpUrl::parse("https://api.example.com/v1/items?page=2").unwrap();
    /// assert_eq!((https.is_secure(), https.port_or_default()), (true, 443));
    /// assert_eq!((https.path(), https.search()), (Some("v1/items"), Some("page=2")));
    /// ```
    HttpUrl, Http, "`http://...` or `https://...`", server
}

impl<'a> HttpUrl<'a> {
    /// Whether this is an https URL (RFC 2818) rather than an http one; the
    /// scheme is compared case-insensitively (`HTTPS://h/` is secure).
    ///
    /// ```
    /// use url_core::HttpUrl;
    /// assert!(HttpUrl::parse("HTTPS://example.com/").unwrap().is_secure());
    /// assert!(!HttpUrl::parse("http://example.com/").unwrap().is_secure());
    /// ```
    pub const fn is_secure(&self) -> bool {
        matches!(self.0.kind, crate::rfc1738::scheme::Scheme::Https)
    }

    /// The `hpath` without its leading `/`; `None` when there is no `/`
    /// after the host.
    pub const fn path(&self) -> Option<&'a str> {
        if self.0.auth_end >= self.0.end {
            return None;
        }
        let end = if self.0.marks[0] != NO_OFFSET { self.0.marks[0] } else { self.0.end };
        Some(slice(self.0.s, self.0.auth_end as usize + 1, end as usize))
    }

    /// The path's `hsegment`s (none when there is no path).
    pub const fn segments(&self) -> Segments<'a> {
        Segments::new(self.path())
    }

    /// The search part after `?`, if any (possibly empty).
    pub const fn search(&self) -> Option<&'a str> {
        if self.0.marks[0] == NO_OFFSET {
            return None;
        }
        Some(slice(self.0.s, self.0.marks[0] as usize + 1, self.0.end as usize))
    }
}

impl fmt::Debug for HttpUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("HttpUrl");
        d.field("url", &crate::redact::Redacted::whole(self.as_str()));
        crate::view::debug_login(&mut d, &self.0);
        d.field("path", &self.path()).field("search", &self.search());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

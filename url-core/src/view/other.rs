//! `otherurl` (RFC 1738 §5): any scheme RFC 1738 does not define.

use core::fmt;

use crate::view::url::NO_OFFSET;

crate::view::view! {
    /// A URL of a scheme RFC 1738 does not define (`otherurl`, §5).
    ///
    /// # Syntax
    ///
    /// ```text
    /// otherurl      = genericurl
    /// genericurl    = scheme ":" schemepart
    /// schemepart    = *xchar | ip-schemepart
    /// ip-schemepart = "//" login [ "/" urlpath ]
    /// ```
    ///
    /// When the scheme-specific part also reads as `ip-schemepart`, the
    /// generic accessors of [`Url`](crate::Url) (user, host, port, url-path) answer.
    ///
    /// ```
    /// let o = url_core::OtherUrl::parse("rlogin://aas@a.sn.no").unwrap();
    /// assert_eq!(o.scheme_part(), "//aas@a.sn.no");
    /// assert!(o.is_ip_schemepart());
    /// assert_eq!(o.user(), Some("aas"));
    /// let t = url_core::OtherUrl::parse("tel:+31-641044153").unwrap();
    /// assert!(!t.is_ip_schemepart());
    /// ```
    OtherUrl, Other, "one whose scheme is none of the ten RFC 1738 defines"
}

impl<'a> OtherUrl<'a> {
    /// Everything after the first `:`, fragment excluded.
    pub const fn scheme_part(&self) -> &'a str {
        self.0.scheme_specific_part()
    }

    /// Whether the scheme part also reads as `ip-schemepart`.
    pub const fn is_ip_schemepart(&self) -> bool {
        self.0.host_end != NO_OFFSET
    }

    /// The `urlpath` of the `ip-schemepart` reading, after the `/` that
    /// follows the host.
    pub const fn path(&self) -> Option<&'a str> {
        self.0.url_path()
    }
}

impl fmt::Debug for OtherUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("OtherUrl");
        let (text, part) = (self.as_str(), self.0.scheme_end as usize + 1);
        d.field("url", &crate::redact::Redacted::whole(text))
            .field("scheme", &self.scheme())
            .field("scheme_part", &crate::redact::Redacted::range(text, part, self.0.end as usize));
        crate::view::debug_login(&mut d, &self.0);
        if let Some(path) = self.path() {
            d.field("path", &path);
        }
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

//! `mailtourl` (RFC 1738 §3.5, §5) with the RFC 822 `addr-spec` check.

use crate::view::url::slice;
use core::fmt;

crate::view::view! {
    /// A mailto URL (RFC 1738 §3.5): `mailto:<rfc822-addr-spec>`.
    ///
    /// # Syntax
    ///
    /// ```text
    /// mailtourl      = "mailto:" encoded822addr
    /// encoded822addr = 1*xchar               ; further defined in RFC822
    /// ```
    ///
    /// The decoded address is one RFC 822 `addr-spec` (`local-part@domain`);
    /// within mailto URLs no character is reserved, so `%40` is an `@`.
    ///
    /// ```
    /// let m = url_core::MailtoUrl::parse("mailto:gorby%25kremvax@example.com").unwrap();
    /// assert_eq!(m.address(), "gorby%25kremvax@example.com");
    /// assert_eq!(m.local_part(), "gorby%25kremvax");
    /// assert_eq!(m.domain(), "example.com");
    /// ```
    MailtoUrl, Mailto, "`mailto:...`"
}

impl<'a> MailtoUrl<'a> {
    /// The whole encoded address.
    pub const fn address(&self) -> &'a str {
        slice(self.0.s, self.0.scheme_end as usize + 1, self.0.end as usize)
    }

    /// The local part before the `@` (raw).
    pub const fn local_part(&self) -> &'a str {
        slice(self.0.s, self.0.scheme_end as usize + 1, self.0.marks[0] as usize)
    }

    /// The domain after the `@` (raw).
    pub const fn domain(&self) -> &'a str {
        slice(self.0.s, (self.0.marks[0] + self.0.marks[1]) as usize, self.0.end as usize)
    }
}

impl fmt::Debug for MailtoUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("MailtoUrl");
        d.field("url", &crate::redact::Redacted::whole(self.as_str()))
            .field("local_part", &self.local_part())
            .field("domain", &self.domain());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

//! mailto: the decoded address (RFC 1738 §3.5).

use crate::percent::Decoded;
use crate::view::mailto::MailtoUrl;

impl<'a> MailtoUrl<'a> {
    /// The whole address, decoded (§3.5: no character is reserved, so every
    /// escape is the character itself).
    ///
    /// ```
    /// let m = url_core::MailtoUrl::parse("mailto:gorby%25kremvax@example.com").unwrap();
    /// assert_eq!(m.address_decoded(), "gorby%kremvax@example.com");
    /// ```
    pub const fn address_decoded(&self) -> Decoded<'a> {
        Decoded::encoded(self.address())
    }

    /// The local part before the `@`, decoded (an RFC 822 quoted-string
    /// keeps its quotes).
    ///
    /// ```
    /// let m = url_core::MailtoUrl::parse("mailto:%22a%20b%22@example.com").unwrap();
    /// assert_eq!(m.local_part_decoded(), "\"a b\"");
    /// ```
    pub const fn local_part_decoded(&self) -> Decoded<'a> {
        Decoded::encoded(self.local_part())
    }

    /// The domain after the `@`, decoded.
    ///
    /// ```
    /// let m = url_core::MailtoUrl::parse("mailto:a%40example%2Ecom").unwrap();
    /// assert_eq!(m.domain_decoded(), "example.com");
    /// ```
    pub const fn domain_decoded(&self) -> Decoded<'a> {
        Decoded::encoded(self.domain())
    }
}

//! `telneturl` (RFC 1738 §3.8, §5).

use core::fmt;

crate::view::view! {
    /// A telnet URL (RFC 1738 §3.8): `telnet://<user>:<password>@<host>:<port>/`.
    ///
    /// # Syntax
    ///
    /// ```text
    /// telneturl = "telnet://" login [ "/" ]
    /// ```
    ///
    /// The user name and password are advisory only: a client merely tells
    /// the user which to use.
    ///
    /// ```
    /// let t = url_core::TelnetUrl::parse("telnet://guest@melvyl.ucop.edu/").unwrap();
    /// assert_eq!(t.user(), Some("guest"));
    /// assert_eq!(t.port_or_default(), 23);
    /// ```
    TelnetUrl, Telnet, "`telnet://...`", server
}

impl<'a> TelnetUrl<'a> {
    /// The suggested user name.
    pub const fn user(&self) -> Option<&'a str> {
        self.0.user()
    }

    /// The suggested password.
    pub const fn password(&self) -> Option<&'a str> {
        self.0.password()
    }
}

impl fmt::Debug for TelnetUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("TelnetUrl");
        d.field("url", &crate::redact::Redacted::whole(self.as_str()));
        crate::view::debug_login(&mut d, &self.0);
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

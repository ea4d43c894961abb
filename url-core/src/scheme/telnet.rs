//! `telneturl` (RFC 1738 §3.8, §5).

use core::fmt;

use crate::error::{Component, ErrorKind, ParseError};
use crate::parse::{at_end, authority, byte, tri};
use crate::url::Url;
use crate::Scheme;

/// Parses the part after `telnet:`.
///
/// ```text
/// telneturl = "telnet://" login [ "/" ]
/// ```
pub(crate) const fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Telnet));
    a.store(u);
    let mut i = a.end as usize;
    if byte(b, i) == b'/' {
        i += 1;
    }
    if !at_end(b, i) {
        return Err(ParseError::at_char(b, i, ErrorKind::Trailing, Component::Telnet));
    }
    u.end = i as u32;
    Ok(())
}

crate::scheme::view! {
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
    TelnetUrl, Telnet, "`telnet://...`"
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

    /// The explicit port, or 23.
    pub const fn port_or_default(&self) -> u16 {
        self.0.port_or(23)
    }
}

impl fmt::Debug for TelnetUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("TelnetUrl");
        d.field("url", &crate::scheme::Redacted::whole(self.as_str()));
        crate::scheme::debug_login(&mut d, &self.0);
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

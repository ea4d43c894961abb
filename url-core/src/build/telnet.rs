//! [`Telnet`]: telnet URLs (RFC 1738 §3.8).

use alloc::vec::Vec;

use crate::build::error::BuildError;
use crate::build::write::{bytes, finish, Login};
use crate::view::owned::UrlBuf;

/// Builds a telnet URL (RFC 1738 §3.8): `telnet://<user>:<password>@<host>:<port>/`.
///
/// The user name and password are written with [`Component::Login`](crate::percent::Component::Login); the
/// trailing `/` is always written, as §3.8 shows it. `Debug` shows a password set as `Some(***)`.
///
/// ```
/// use url_core::build::Telnet;
///
/// assert_eq!(Telnet::new("melvyl.ucop.edu").user("guest").build()?.as_str(), "telnet://guest@melvyl.ucop.edu/");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Telnet {
    login: Login,
    fragment: Option<Vec<u8>>,
}

impl Telnet {
    /// A telnet URL for `host`.
    ///
    /// ```
    /// assert_eq!(url_core::build::Telnet::new("h.org").build().unwrap().as_str(), "telnet://h.org/");
    /// ```
    pub fn new(host: impl AsRef<str>) -> Telnet {
        Telnet { login: Login::new(host.as_ref()), fragment: None }
    }

    /// The suggested user name (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Telnet::new("h.org").user("a@b").build().unwrap().as_str(), "telnet://a%40b@h.org/");
    /// ```
    pub fn user(mut self, user: impl AsRef<[u8]>) -> Telnet {
        self.login.user = Some(bytes(user));
        self
    }

    /// The suggested password (decoded); it needs a [`user`](Telnet::user).
    ///
    /// ```
    /// let url = url_core::build::Telnet::new("h.org").user("u").password("p:w").build().unwrap();
    /// assert_eq!(url.as_str(), "telnet://u:p%3Aw@h.org/");
    /// ```
    pub fn password(mut self, password: impl AsRef<[u8]>) -> Telnet {
        self.login.password = Some(bytes(password));
        self
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Telnet::new("h.org").port(2323).build().unwrap().as_str(), "telnet://h.org:2323/");
    /// ```
    pub fn port(mut self, port: u16) -> Telnet {
        self.login.port = Some(port);
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Telnet::new("h.org").fragment("").build().unwrap().as_str(), "telnet://h.org/#");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Telnet {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host or a password without a user
    /// name.
    ///
    /// ```
    /// use url_core::build::{Part, Telnet};
    /// assert_eq!(Telnet::new("").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("telnet://", false)?;
        out.push('/');
        finish(out, &self.fragment)
    }
}

//! [`Prospero`]: prospero URLs (RFC 1738 §3.11).

use alloc::vec::Vec;

use crate::build::error::BuildError;
use crate::build::write::{bytes, finish, push, Login};
use crate::percent::Component;
use crate::view::owned::UrlBuf;

/// Builds a prospero URL (RFC 1738 §3.11):
/// `prospero://<host>:<port>/<hsoname>;<field>=<value>`.
///
/// The hsoname is written with [`Component::ProsperoName`] (`;` escaped, `/`
/// kept: §3.11), field names and values with [`Component::ProsperoField`]
/// (`;`, `=` and `/` escaped).
///
/// ```
/// use url_core::build::Prospero;
///
/// let url = Prospero::new("host.dom", "/pros/name").field("OBJECT-VERSION", "2").build()?;
/// assert_eq!(url.as_str(), "prospero://host.dom//pros/name;OBJECT-VERSION=2");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prospero {
    login: Login,
    hsoname: Vec<u8>,
    fields: Vec<(Vec<u8>, Vec<u8>)>,
    fragment: Option<Vec<u8>>,
}

impl Prospero {
    /// A prospero URL for the object `hsoname` (decoded) on `host`.
    ///
    /// ```
    /// let url = url_core::build::Prospero::new("h.org", "a;b").build().unwrap();
    /// assert_eq!(url.as_str(), "prospero://h.org/a%3Bb");
    /// ```
    pub fn new(host: impl AsRef<str>, hsoname: impl AsRef<[u8]>) -> Prospero {
        Prospero { login: Login::new(host.as_ref()), hsoname: bytes(hsoname), fields: Vec::new(), fragment: None }
    }

    /// The port.
    ///
    /// ```
    /// let url = url_core::build::Prospero::new("h.org", "n").port(1525).build().unwrap();
    /// assert_eq!(url.as_str(), "prospero://h.org:1525/n");
    /// ```
    pub fn port(mut self, port: u16) -> Prospero {
        self.login.port = Some(port);
        self
    }

    /// Appends a `;name=value` field (both decoded).
    ///
    /// ```
    /// let url = url_core::build::Prospero::new("h.org", "n").field("a=b", "c;d").field("", "").build().unwrap();
    /// assert_eq!(url.as_str(), "prospero://h.org/n;a%3Db=c%3Bd;=");
    /// ```
    pub fn field(mut self, name: impl AsRef<[u8]>, value: impl AsRef<[u8]>) -> Prospero {
        self.fields.push((bytes(name), bytes(value)));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::Prospero::new("h.org", "n").fragment("f").build().unwrap();
    /// assert_eq!(url.as_str(), "prospero://h.org/n#f");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Prospero {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host.
    ///
    /// ```
    /// use url_core::build::{Part, Prospero};
    /// assert_eq!(Prospero::new("h.org.", "n").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("prospero://", false)?;
        out.push('/');
        push(&mut out, &self.hsoname, Component::ProsperoName);
        for (name, value) in &self.fields {
            out.push(';');
            push(&mut out, name, Component::ProsperoField);
            out.push('=');
            push(&mut out, value, Component::ProsperoField);
        }
        finish(out, &self.fragment)
    }
}

//! [`Nntp`]: nntp URLs (RFC 1738 §3.7).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use crate::build::error::BuildError;
use crate::build::write::{bytes, check_group, finish, Login};
use crate::view::owned::UrlBuf;

/// Builds an nntp URL (RFC 1738 §3.7):
/// `nntp://<host>:<port>/<newsgroup-name>/<article-number>`.
///
/// The newsgroup name takes no escapes (see [`News`](crate::build::News)); the article number is
/// optional.
///
/// ```
/// use url_core::build::Nntp;
///
/// let url = Nntp::new("news.server.org", "example.group.this").port(42).article(12345).build()?;
/// assert_eq!(url.as_str(), "nntp://news.server.org:42/example.group.this/12345");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nntp {
    login: Login,
    group: String,
    article: Option<u64>,
    fragment: Option<Vec<u8>>,
}

impl Nntp {
    /// An nntp URL for newsgroup `group` on `host`.
    ///
    /// ```
    /// let url = url_core::build::Nntp::new("news.example.org", "comp.lang.c").build().unwrap();
    /// assert_eq!(url.as_str(), "nntp://news.example.org/comp.lang.c");
    /// ```
    pub fn new(host: impl AsRef<str>, group: impl AsRef<str>) -> Nntp {
        Nntp { login: Login::new(host.as_ref()), group: group.as_ref().into(), article: None, fragment: None }
    }

    /// The port.
    ///
    /// ```
    /// let url = url_core::build::Nntp::new("h.org", "g").port(119).build().unwrap();
    /// assert_eq!(url.as_str(), "nntp://h.org:119/g");
    /// ```
    pub fn port(mut self, port: u16) -> Nntp {
        self.login.port = Some(port);
        self
    }

    /// The article number.
    ///
    /// ```
    /// let url = url_core::build::Nntp::new("h.org", "g").article(0).build().unwrap();
    /// assert_eq!(url.as_str(), "nntp://h.org/g/0");
    /// ```
    pub fn article(mut self, article: u64) -> Nntp {
        self.article = Some(article);
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::Nntp::new("h.org", "g").fragment("f").build().unwrap();
    /// assert_eq!(url.as_str(), "nntp://h.org/g#f");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Nntp {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host or newsgroup name.
    ///
    /// ```
    /// use url_core::build::{Nntp, Part};
    /// assert_eq!(Nntp::new("h.org", "").build().unwrap_err().part(), Part::Newsgroup);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("nntp://", false)?;
        check_group(self.group.as_bytes())?;
        out.push('/');
        out.push_str(&self.group);
        if let Some(article) = self.article {
            let _ = write!(out, "/{article}");
        }
        finish(out, &self.fragment)
    }
}

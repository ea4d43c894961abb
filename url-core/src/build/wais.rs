//! [`Wais`]: wais URLs (RFC 1738 §3.9).

use alloc::vec::Vec;

use crate::build::error::BuildError;
use crate::build::write::{bytes, finish, push, Login};
use crate::percent::Component;
use crate::view::owned::UrlBuf;

#[derive(Clone, Debug, PartialEq, Eq)]
enum WaisTarget {
    Database,
    Search(Vec<u8>),
    Document(Vec<u8>, Vec<u8>),
}

/// Builds a wais URL (RFC 1738 §3.9), one of its three forms:
/// `wais://<host>:<port>/<database>`, `.../<database>?<search>` or
/// `.../<database>/<wtype>/<wpath>`.
///
/// The database, wtype and wpath are written with [`Component::Wais`] (every
/// reserved character escaped), the search with [`Component::WaisSearch`].
/// [`search`](Wais::search) and [`document`](Wais::document) each replace the
/// other.
///
/// ```
/// use url_core::build::Wais;
///
/// let url = Wais::new("quake.think.com", "directory-of-servers").document("TEXT", "1234").build()?;
/// assert_eq!(url.as_str(), "wais://quake.think.com/directory-of-servers/TEXT/1234");
/// assert_eq!(Wais::new("h.org", "db").search("a b").build()?.as_str(), "wais://h.org/db?a%20b");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wais {
    login: Login,
    database: Vec<u8>,
    target: WaisTarget,
    fragment: Option<Vec<u8>>,
}

impl Wais {
    /// A wais URL for `database` (decoded) on `host`.
    ///
    /// ```
    /// assert_eq!(url_core::build::Wais::new("h.org", "a/b").build().unwrap().as_str(), "wais://h.org/a%2Fb");
    /// ```
    pub fn new(host: impl AsRef<str>, database: impl AsRef<[u8]>) -> Wais {
        Wais {
            login: Login::new(host.as_ref()),
            database: bytes(database),
            target: WaisTarget::Database,
            fragment: None,
        }
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Wais::new("h.org", "db").port(210).build().unwrap().as_str(), "wais://h.org:210/db");
    /// ```
    pub fn port(mut self, port: u16) -> Wais {
        self.login.port = Some(port);
        self
    }

    /// A search of the database (decoded): the `waisindex` form.
    ///
    /// ```
    /// assert_eq!(url_core::build::Wais::new("h.org", "db").search("?").build().unwrap().as_str(), "wais://h.org/db?%3F");
    /// ```
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Wais {
        self.target = WaisTarget::Search(bytes(search));
        self
    }

    /// One document of the database, by type and path (decoded): the
    /// `waisdoc` form.
    ///
    /// ```
    /// let url = url_core::build::Wais::new("h.org", "db").document("", "a/b").build().unwrap();
    /// assert_eq!(url.as_str(), "wais://h.org/db//a%2Fb");
    /// ```
    pub fn document(mut self, wtype: impl AsRef<[u8]>, wpath: impl AsRef<[u8]>) -> Wais {
        self.target = WaisTarget::Document(bytes(wtype), bytes(wpath));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Wais::new("h.org", "db").fragment("f").build().unwrap().as_str(), "wais://h.org/db#f");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Wais {
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
    /// use url_core::build::{Part, Wais};
    /// assert_eq!(Wais::new("h.1", "db").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("wais://", false)?;
        out.push('/');
        push(&mut out, &self.database, Component::Wais);
        match &self.target {
            WaisTarget::Database => {}
            WaisTarget::Search(search) => {
                out.push('?');
                push(&mut out, search, Component::WaisSearch);
            }
            WaisTarget::Document(wtype, wpath) => {
                out.push('/');
                push(&mut out, wtype, Component::Wais);
                out.push('/');
                push(&mut out, wpath, Component::Wais);
            }
        }
        finish(out, &self.fragment)
    }
}

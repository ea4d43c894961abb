//! [`Http`]: http URLs (RFC 1738 §3.3).

use alloc::vec::Vec;

use crate::build::error::BuildError;
use crate::build::write::{all_bytes, bytes, finish, push, Login};
use crate::percent::Component;
use crate::view::owned::UrlBuf;

/// Builds an http URL (RFC 1738 §3.3): `http://<host>:<port>/<path>?<searchpart>`,
/// or, from [`Http::https`], an https URL in the same form (RFC 2818 §2.4).
///
/// Path segments are written with [`Component::HttpSegment`] and the search
/// with [`Component::HttpSearch`] (`/`, `;` and `?` escaped in both). http
/// takes no user name or password, so there is no setter for them.
///
/// ```
/// use url_core::build::Http;
///
/// let url = Http::new("info.cern.ch").segments(["hypertext", "WWW", "The Project.html"]).search("q=a;b").build()?;
/// assert_eq!(url.as_str(), "http://info.cern.ch/hypertext/WWW/The%20Project.html?q=a%3Bb");
/// assert_eq!(Http::new("example.com").build()?.as_str(), "http://example.com");
/// assert_eq!(Http::new("example.com").segment("").build()?.as_str(), "http://example.com/");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Http {
    secure: bool,
    login: Login,
    segments: Vec<Vec<u8>>,
    search: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

impl Http {
    /// An http URL for `host` (a host name or an IPv4 address).
    ///
    /// ```
    /// assert_eq!(url_core::build::Http::new("127.0.0.1").build().unwrap().as_str(), "http://127.0.0.1");
    /// ```
    pub fn new(host: impl AsRef<str>) -> Http {
        Http { secure: false, login: Login::new(host.as_ref()), segments: Vec::new(), search: None, fragment: None }
    }

    /// An https URL for `host` (RFC 2818 §2.4: http's form with the scheme
    /// `https`); every other setter is [`Http::new`]'s.
    ///
    /// ```
    /// use url_core::build::Http;
    ///
    /// let url = Http::https("api.example.com").segments(["v1", "items"]).search("page=2").build()?;
    /// assert_eq!(url.as_str(), "https://api.example.com/v1/items?page=2");
    /// assert_eq!(url.as_url().port_or_default(), Some(443));
    /// # Ok::<(), url_core::build::BuildError>(())
    /// ```
    pub fn https(host: impl AsRef<str>) -> Http {
        Http { secure: true, ..Http::new(host) }
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Http::new("h.org").port(8080).build().unwrap().as_str(), "http://h.org:8080");
    /// ```
    pub fn port(mut self, port: u16) -> Http {
        self.login.port = Some(port);
        self
    }

    /// The path segments (decoded), replacing any set before.
    ///
    /// ```
    /// use url_core::build::Http;
    /// assert_eq!(Http::new("h.org").segments(["a/b", "c?"]).build().unwrap().as_str(), "http://h.org/a%2Fb/c%3F");
    /// ```
    pub fn segments<I>(mut self, segments: I) -> Http
    where
        I: IntoIterator,
        I::Item: AsRef<[u8]>,
    {
        self.segments = all_bytes(segments);
        self
    }

    /// Appends one path segment (decoded).
    ///
    /// ```
    /// use url_core::build::Http;
    /// assert_eq!(Http::new("h.org").segment("a").segment("").build().unwrap().as_str(), "http://h.org/a/");
    /// ```
    pub fn segment(mut self, segment: impl AsRef<[u8]>) -> Http {
        self.segments.push(bytes(segment));
        self
    }

    /// The search part after `?` (decoded). Without path segments, the empty
    /// path `/` is written before the `?`.
    ///
    /// ```
    /// use url_core::build::Http;
    /// assert_eq!(Http::new("h.org").search("a b/c").build().unwrap().as_str(), "http://h.org/?a%20b%2Fc");
    /// ```
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Http {
        self.search = Some(bytes(search));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// use url_core::build::Http;
    /// assert_eq!(Http::new("h.org").segment("").fragment("top").build().unwrap().as_str(), "http://h.org/#top");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Http {
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
    /// use url_core::build::Http;
    /// let err = Http::new("-h.org").build().unwrap_err();
    /// assert!(err.to_string().starts_with("invalid host: "));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write(if self.secure { "https://" } else { "http://" }, false)?;
        if !self.segments.is_empty() || self.search.is_some() {
            out.push('/');
            for (i, segment) in self.segments.iter().enumerate() {
                if i > 0 {
                    out.push('/');
                }
                push(&mut out, segment, Component::HttpSegment);
            }
            if let Some(search) = &self.search {
                out.push('?');
                push(&mut out, search, Component::HttpSearch);
            }
        }
        finish(out, &self.fragment)
    }
}

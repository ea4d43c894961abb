//! [`Gopher`]: gopher URLs (RFC 1738 §3.4).

use alloc::vec::Vec;

use crate::build::error::{BuildError, Part, Reason};
use crate::build::write::{bytes, finish, push, Login};
use crate::percent::Component;
use crate::scan::first_of;
use crate::view::owned::UrlBuf;

/// Builds a gopher URL (RFC 1738 §3.4):
/// `gopher://<host>:<port>/<gophertype><selector>%09<search>%09<gopher+_string>`.
///
/// Everything after the `/` is written with [`Component::Gopher`] (no
/// reserved characters, §3.4.1); the type is one octet (`1`, a directory,
/// unless set). The tabs between selector, search and gopher+ string are
/// written `%09`; so a selector may not hold a tab, nor CR or LF (§3.4.1),
/// and a search may not hold a tab. A gopher+ string without a search gets an
/// empty search (the request line has both tabs).
///
/// ```
/// use url_core::build::Gopher;
///
/// let url = Gopher::new("gopher.example.org").item_type(b'7').selector("/search").search("red fish").build()?;
/// assert_eq!(url.as_str(), "gopher://gopher.example.org/7/search%09red%20fish");
/// assert_eq!(Gopher::new("gopher.example.org").build()?.as_str(), "gopher://gopher.example.org");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gopher {
    login: Login,
    item_type: Option<u8>,
    selector: Option<Vec<u8>>,
    search: Option<Vec<u8>>,
    gopher_plus: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

impl Gopher {
    /// A gopher URL for `host` (a host name or an IPv4 address).
    ///
    /// ```
    /// assert_eq!(url_core::build::Gopher::new("10.1.2.3").build().unwrap().as_str(), "gopher://10.1.2.3");
    /// ```
    pub fn new(host: impl AsRef<str>) -> Gopher {
        Gopher {
            login: Login::new(host.as_ref()),
            item_type: None,
            selector: None,
            search: None,
            gopher_plus: None,
            fragment: None,
        }
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Gopher::new("h.org").port(7070).build().unwrap().as_str(), "gopher://h.org:7070");
    /// ```
    pub fn port(mut self, port: u16) -> Gopher {
        self.login.port = Some(port);
        self
    }

    /// The gopher item type: one octet (escaped if need be). When a selector,
    /// search or gopher+ string is set and the type is not, it is `1`.
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// assert_eq!(Gopher::new("h.org").item_type(b'0').build().unwrap().as_str(), "gopher://h.org/0");
    /// assert_eq!(Gopher::new("h.org").item_type(b' ').build().unwrap().as_str(), "gopher://h.org/%20");
    /// ```
    pub fn item_type(mut self, item_type: u8) -> Gopher {
        self.item_type = Some(item_type);
        self
    }

    /// The selector (decoded): any octets but tab, CR and LF.
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// assert_eq!(Gopher::new("h.org").selector("a b").build().unwrap().as_str(), "gopher://h.org/1a%20b");
    /// ```
    pub fn selector(mut self, selector: impl AsRef<[u8]>) -> Gopher {
        self.selector = Some(bytes(selector));
        self
    }

    /// The search string (decoded): any octets but tab.
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// let url = Gopher::new("h.org").item_type(b'7').search("x").build().unwrap();
    /// assert_eq!(url.as_str(), "gopher://h.org/7%09x");
    /// ```
    pub fn search(mut self, search: impl AsRef<[u8]>) -> Gopher {
        self.search = Some(bytes(search));
        self
    }

    /// The gopher+ string (decoded): any octets.
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// let url = Gopher::new("h.org").selector("s").gopher_plus("+").build().unwrap();
    /// assert_eq!(url.as_str(), "gopher://h.org/1s%09%09+");
    /// ```
    pub fn gopher_plus(mut self, gopher_plus: impl AsRef<[u8]>) -> Gopher {
        self.gopher_plus = Some(bytes(gopher_plus));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// use url_core::build::Gopher;
    /// assert_eq!(Gopher::new("h.org").fragment("#").build().unwrap().as_str(), "gopher://h.org#%23");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Gopher {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host, a tab, CR or LF in the selector,
    /// or a tab in the search.
    ///
    /// ```
    /// use url_core::build::{Gopher, Part, Reason};
    /// let err = Gopher::new("h.org").search("a\tb").build().unwrap_err();
    /// assert_eq!((err.part(), err.reason()), (Part::GopherSearch, Reason::Octet { index: 1, octet: b'\t' }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("gopher://", false)?;
        let check = |part: Part, value: &Option<Vec<u8>>, forbidden: &[u8]| match value {
            Some(v) => match first_of(v, forbidden) {
                Some(index) => Err(BuildError::new(part, Reason::Octet { index, octet: v[index] })),
                None => Ok(()),
            },
            None => Ok(()),
        };
        check(Part::GopherSelector, &self.selector, b"\t\r\n")?;
        check(Part::GopherSearch, &self.search, b"\t")?;
        let rest = self.selector.is_some() || self.search.is_some() || self.gopher_plus.is_some();
        if self.item_type.is_some() || rest {
            out.push('/');
            push(&mut out, &[self.item_type.unwrap_or(b'1')], Component::Gopher);
            if let Some(selector) = &self.selector {
                push(&mut out, selector, Component::Gopher);
            }
            if self.search.is_some() || self.gopher_plus.is_some() {
                out.push_str("%09");
                if let Some(search) = &self.search {
                    push(&mut out, search, Component::Gopher);
                }
            }
            if let Some(gopher_plus) = &self.gopher_plus {
                out.push_str("%09");
                push(&mut out, gopher_plus, Component::Gopher);
            }
        }
        finish(out, &self.fragment)
    }
}

//! [`News`]: news URLs (RFC 1738 §3.6).

use alloc::string::String;
use alloc::vec::Vec;

use crate::build::error::{BuildError, Part, Reason};
use crate::build::write::{bytes, check_group, check_host, finish, push};
use crate::percent::Component;
use crate::scan::last_of;
use crate::view::owned::UrlBuf;

#[derive(Clone, Debug, PartialEq, Eq)]
enum NewsTarget {
    All,
    Group(String),
    MessageId(Vec<u8>),
}

/// Builds a news URL (RFC 1738 §3.6): `news:<newsgroup-name>`,
/// `news:<message-id>` or `news:*`.
///
/// A newsgroup name takes no escapes: it must match `group = alpha *[ alpha |
/// digit | "-" | "." | "+" | "_" ]`. A message-id is `<unique>@<host>`
/// without `<` `>`; the unique part (before the last `@`) is written with
/// [`Component::NewsArticle`] and the host must be a host name or an IPv4
/// address.
///
/// ```
/// use url_core::build::News;
///
/// assert_eq!(News::group("comp.infosystems.www.misc").build()?.as_str(), "news:comp.infosystems.www.misc");
/// assert_eq!(News::message_id("a b@c@info.cern.ch").build()?.as_str(), "news:a%20b%40c@info.cern.ch");
/// assert_eq!(News::all().build()?.as_str(), "news:*");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct News {
    target: NewsTarget,
    fragment: Option<Vec<u8>>,
}

impl News {
    /// `news:*`: all available newsgroups.
    ///
    /// ```
    /// assert!(url_core::NewsUrl::parse(url_core::build::News::all().build().unwrap().as_str()).unwrap().is_all());
    /// ```
    pub fn all() -> News {
        News { target: NewsTarget::All, fragment: None }
    }

    /// `news:<newsgroup-name>`.
    ///
    /// ```
    /// assert_eq!(url_core::build::News::group("alt.test").build().unwrap().as_str(), "news:alt.test");
    /// ```
    pub fn group(name: impl AsRef<str>) -> News {
        News { target: NewsTarget::Group(name.as_ref().into()), fragment: None }
    }

    /// `news:<message-id>`, the message-id decoded and without `<` `>`.
    ///
    /// ```
    /// let url = url_core::build::News::message_id("12345@info.cern.ch").build().unwrap();
    /// assert_eq!(url.as_str(), "news:12345@info.cern.ch");
    /// ```
    pub fn message_id(id: impl AsRef<[u8]>) -> News {
        News { target: NewsTarget::MessageId(bytes(id)), fragment: None }
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::News::all().fragment("x").build().unwrap().as_str(), "news:*#x");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> News {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for a newsgroup name outside the `group` production,
    /// or a message-id without `@`, with nothing before it, or whose host is
    /// invalid.
    ///
    /// ```
    /// use url_core::build::{News, Part, Reason};
    /// let err = News::message_id("12345").build().unwrap_err();
    /// assert_eq!((err.part(), err.reason()), (Part::MessageId, Reason::Expected { index: 5, expected: "'@' and a host" }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = String::from("news:");
        match &self.target {
            NewsTarget::All => out.push('*'),
            NewsTarget::Group(g) => {
                check_group(g.as_bytes())?;
                out.push_str(g);
            }
            NewsTarget::MessageId(id) => {
                let err = |reason| Err(BuildError::new(Part::MessageId, reason));
                let Some(at) = last_of(id, b"@") else {
                    return err(Reason::Expected { index: id.len(), expected: "'@' and a host" });
                };
                if at == 0 {
                    return err(Reason::Expected { index: 0, expected: "a unique part before the '@'" });
                }
                if at + 1 == id.len() {
                    return err(Reason::Expected { index: id.len(), expected: "a host after the '@'" });
                }
                if let Err(e) = check_host(id, at + 1, id.len()) {
                    return err(Reason::Invalid(e));
                }
                push(&mut out, &id[..at], Component::NewsArticle);
                out.push('@');
                for &c in &id[at + 1..] {
                    out.push(c as char);
                }
            }
        }
        finish(out, &self.fragment)
    }
}

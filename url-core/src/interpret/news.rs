//! news: all groups, a group or a message-id (RFC 1738 §3.6).

use core::fmt;
use core::hash::Hash;

use crate::percent::Decoded;
use crate::view::news::{NewsTarget, NewsUrl};

/// What a news URL refers to (RFC 1738 §3.6), decoded; see [`NewsUrl::item`].
///
/// ```
/// use url_core::interpret::NewsItem;
/// use url_core::NewsUrl;
///
/// assert_eq!(NewsUrl::parse("news:*").unwrap().item(), NewsItem::AllGroups);
/// assert_eq!(NewsUrl::parse("news:comp.lang.c").unwrap().item(), NewsItem::Group("comp.lang.c"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NewsItem<'a> {
    /// `news:*`: "all available news groups".
    AllGroups,
    /// A news group by name (group names hold no escapes).
    Group(&'a str),
    /// One article by its message-id.
    Article(MessageId<'a>),
}

/// A message-id: `<unique>@<full_domain_name>`, the Message-ID of RFC 1036
/// §2.1.5 without the enclosing `<` and `>` (RFC 1738 §3.6).
///
/// ```
/// use url_core::interpret::NewsItem;
///
/// let NewsItem::Article(id) = url_core::NewsUrl::parse("news:a%40b@info.cern.ch").unwrap().item() else {
///     panic!()
/// };
/// assert_eq!(id.unique(), "a@b");
/// assert_eq!(id.domain(), "info.cern.ch");
/// assert_eq!(id.id(), "a@b@info.cern.ch");
/// assert_eq!(id.to_string(), "<a@b@info.cern.ch>");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MessageId<'a> {
    raw: &'a str,
    at: usize,
}

impl<'a> MessageId<'a> {
    /// The `<unique>` part before the `@`, decoded.
    ///
    /// ```
    /// use url_core::interpret::NewsItem;
    /// let NewsItem::Article(id) = url_core::NewsUrl::parse("news:1234@host.dom").unwrap().item() else { panic!() };
    /// assert_eq!(id.unique(), "1234");
    /// ```
    pub fn unique(&self) -> Decoded<'a> {
        Decoded::encoded(self.raw.get(..self.at).unwrap_or(""))
    }

    /// The full domain name after the `@`.
    ///
    /// ```
    /// use url_core::interpret::NewsItem;
    /// let NewsItem::Article(id) = url_core::NewsUrl::parse("news:1234@host.dom").unwrap().item() else { panic!() };
    /// assert_eq!(id.domain(), "host.dom");
    /// ```
    pub fn domain(&self) -> &'a str {
        self.raw.get(self.at + 1..).unwrap_or("")
    }

    /// The whole message-id, decoded, without `<` `>`.
    ///
    /// ```
    /// use url_core::interpret::NewsItem;
    /// let NewsItem::Article(id) = url_core::NewsUrl::parse("news:a%2Fb@host.dom").unwrap().item() else { panic!() };
    /// assert_eq!(id.id(), "a/b@host.dom");
    /// ```
    pub const fn id(&self) -> Decoded<'a> {
        Decoded::encoded(self.raw)
    }
}

impl fmt::Display for MessageId<'_> {
    /// The Message-ID as RFC 1036 writes it: `<`, the decoded id, `>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<{}>", self.id())
    }
}

impl<'a> NewsUrl<'a> {
    /// All groups, a group, or an article by its decoded message-id.
    ///
    /// ```
    /// use url_core::interpret::NewsItem;
    /// let n = url_core::NewsUrl::parse("news:12345@info.cern.ch").unwrap();
    /// let NewsItem::Article(id) = n.item() else { panic!() };
    /// assert_eq!(id.id(), "12345@info.cern.ch");
    /// ```
    pub fn item(&self) -> NewsItem<'a> {
        match self.target() {
            NewsTarget::All => NewsItem::AllGroups,
            NewsTarget::Group(g) => NewsItem::Group(g),
            NewsTarget::Article(raw) => NewsItem::Article(MessageId { raw, at: raw.rfind('@').unwrap_or(raw.len()) }),
        }
    }

    /// The message-id, decoded; `None` for a group or `news:*`.
    ///
    /// ```
    /// let n = url_core::NewsUrl::parse("news:x%3Cy@host.dom").unwrap();
    /// assert_eq!(n.message_id_decoded().unwrap(), "x<y@host.dom");
    /// ```
    pub const fn message_id_decoded(&self) -> Option<Decoded<'a>> {
        match self.message_id() {
            Some(id) => Some(Decoded::encoded(id)),
            None => None,
        }
    }
}

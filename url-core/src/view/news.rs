//! `newsurl` (RFC 1738 §3.6, §5).

use core::fmt;

use crate::view::url::{slice, NO_OFFSET};

/// What a news URL designates (§3.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NewsTarget<'a> {
    /// `news:*`: all available news groups.
    All,
    /// `news:<newsgroup-name>`.
    Group(&'a str),
    /// `news:<message-id>`: `<unique>@<full_domain_name>`, without `<` `>`.
    Article(&'a str),
}

crate::view::view! {
    /// A news URL (RFC 1738 §3.6): `news:<newsgroup-name>`, `news:<message-id>`
    /// or `news:*`.
    ///
    /// # Syntax
    ///
    /// ```text
    /// newsurl   = "news:" grouppart
    /// grouppart = "*" | group | article
    /// group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
    /// article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
    /// ```
    ///
    /// ```
    /// use url_core::{NewsTarget, NewsUrl};
    ///
    /// let n = NewsUrl::parse("news:comp.infosystems.www.misc").unwrap();
    /// assert_eq!(n.target(), NewsTarget::Group("comp.infosystems.www.misc"));
    /// let m = NewsUrl::parse("news:12345@info.cern.ch").unwrap();
    /// assert_eq!(m.message_id(), Some("12345@info.cern.ch"));
    /// assert!(NewsUrl::parse("news:*").unwrap().is_all());
    /// ```
    NewsUrl, News, "`news:...`"
}

impl<'a> NewsUrl<'a> {
    /// The grouppart: everything after `news:` up to the fragment.
    pub const fn grouppart(&self) -> &'a str {
        slice(self.0.s, self.0.scheme_end as usize + 1, self.0.end as usize)
    }

    /// What the URL designates.
    pub const fn target(&self) -> NewsTarget<'a> {
        let part = self.grouppart();
        if self.0.marks[0] != NO_OFFSET {
            NewsTarget::Article(part)
        } else if part.len() == 1 && part.as_bytes()[0] == b'*' {
            NewsTarget::All
        } else {
            NewsTarget::Group(part)
        }
    }

    /// Whether this is `news:*`.
    pub const fn is_all(&self) -> bool {
        matches!(self.target(), NewsTarget::All)
    }

    /// The newsgroup name (`"*"` for all groups), or `None` for a message-id.
    pub const fn group(&self) -> Option<&'a str> {
        if self.0.marks[0] != NO_OFFSET {
            None
        } else {
            Some(self.grouppart())
        }
    }

    /// The message-id (without `<` `>`), or `None` for a group.
    pub const fn message_id(&self) -> Option<&'a str> {
        if self.0.marks[0] != NO_OFFSET {
            Some(self.grouppart())
        } else {
            None
        }
    }

    /// The host after the `@` of a message-id.
    pub const fn message_id_host(&self) -> Option<&'a str> {
        if self.0.marks[0] != NO_OFFSET {
            Some(slice(self.0.s, self.0.marks[0] as usize + 1, self.0.end as usize))
        } else {
            None
        }
    }
}

impl fmt::Debug for NewsUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("NewsUrl");
        d.field("url", &crate::redact::Redacted::whole(self.as_str())).field("target", &self.target());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

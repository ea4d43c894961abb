//! [`Component`]: the part of the text a parser was reading when it failed,
//! as ONE table, one row per component, with everything a message says
//! about it: the name a message calls it by, the grammar rule and section
//! that define it, what it takes (the phrase after "expected"), and whether
//! a character it does not take is best fixed by escaping it.
//!
//! The table has two groups: RFC 1738's components (and the RFC 822 and
//! RFC 1034 rules DESIGN.md adds), cited as "RFC 1738 §x"; and RFC 3986's,
//! cited as "RFC 3986 §x" ([`Component::is_uri`]).

/// What the component takes, where several components take the same.
mod takes {
    pub(super) const DIGITS: &str = "decimal digits";
    pub(super) const SCHEME: &str = "letters, digits, '+', '-' or '.' and then ':'";
    pub(super) const NEWSGROUP: &str = "letters, digits, '-', '.', '+' and '_', starting with a letter";
    /// `xchar` (RFC 1738 §5).
    pub(super) const XCHARS: &str = "letters, digits, \"$-_.+!*'(),;/?:@&=\" and %XX escapes";
    /// `user` and `password` (§5).
    pub(super) const LOGIN: &str = "letters, digits, \"$-_.+!*'(),;?&=\" and %XX escapes";
    /// `fsegment` (§5), also for file and prospero paths.
    pub(super) const FSEGMENT: &str = "letters, digits, \"$-_.+!*'(),?:@&=/\" and %XX escapes";
    /// `search` (§5).
    pub(super) const SEARCH: &str = "letters, digits, \"$-_.+!*'(),;:@&=\" and %XX escapes";
    /// `fieldname` and `fieldvalue` (§5).
    pub(super) const FIELD: &str = "letters, digits, \"$-_.+!*'(),?:@&\" and %XX escapes";
    /// `database`, `wtype`, `wpath` (§5: `uchar`).
    pub(super) const UCHARS: &str = "letters, digits, \"$-_.+!*'(),\" and %XX escapes";
    /// `query` and `fragment` (RFC 3986 §3.4, §3.5).
    pub(super) const QUERY: &str = "letters, digits, \"-._~!$&'()*+,;=:@/?\" and %XX escapes";
}

/// Defines [`Component`] and its `const fn` columns from the table below:
/// rows are `Variant { name, rule, section, takes, escapable }`, in a group
/// `rfc1738` or `rfc3986`.
macro_rules! components {
    (
        rfc1738 { $($(#[doc = $doc:literal])* $v:ident { $($row:tt)* })* }
        rfc3986 { $($(#[doc = $udoc:literal])* $uv:ident { $($urow:tt)* })* }
    ) => {
        /// The part of the URL (or URI) being read when the error happened.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub(crate) enum Component {
            $($(#[doc = $doc])* $v,)*
            $($(#[doc = $udoc])* $uv,)*
        }

        impl Component {
            /// The name used in messages ("http path").
            pub(crate) const fn name(self) -> &'static str {
                match self {
                    $(Component::$v => components!(@name $($row)*),)*
                    $(Component::$uv => components!(@name $($urow)*),)*
                }
            }

            /// The grammar rule for the component: an RFC 1738 §5
            /// production (or RFC 822 rule), or an RFC 3986 ABNF rule.
            pub(crate) const fn rule(self) -> &'static str {
                match self {
                    $(Component::$v => components!(@rule $($row)*),)*
                    $(Component::$uv => components!(@rule $($urow)*),)*
                }
            }

            /// The section of RFC 1738 (or RFC 3986) that states the rule.
            pub(crate) const fn section(self) -> &'static str {
                match self {
                    $(Component::$v => components!(@section $($row)*),)*
                    $(Component::$uv => components!(@section $($urow)*),)*
                }
            }

            /// What the component takes, as a phrase after "expected".
            pub(crate) const fn takes(self) -> &'static str {
                match self {
                    $(Component::$v => components!(@takes $($row)*),)*
                    $(Component::$uv => components!(@takes $($urow)*),)*
                }
            }

            /// Whether a character the component does not take is best
            /// fixed by escaping it (written `%XX`, it is data there); not
            /// in a scheme, host, port or the like.
            pub(crate) const fn escapable(self) -> bool {
                match self {
                    $(Component::$v => components!(@escapable $($row)*),)*
                    $(Component::$uv => components!(@escapable $($urow)*),)*
                }
            }

            /// Whether the component is one of RFC 3986's.
            pub(crate) const fn is_uri(self) -> bool {
                matches!(self, $(Component::$uv)|*)
            }

            /// Every component, in the order of the table.
            #[cfg(test)]
            const ALL: &'static [Component] = &[$(Component::$v,)* $(Component::$uv,)*];
        }
    };
    (@name name $n:literal, rule $r:literal, section $s:literal, takes $t:expr, escapable $e:literal) => { $n };
    (@rule name $n:literal, rule $r:literal, section $s:literal, takes $t:expr, escapable $e:literal) => { $r };
    (@section name $n:literal, rule $r:literal, section $s:literal, takes $t:expr, escapable $e:literal) => { $s };
    (@takes name $n:literal, rule $r:literal, section $s:literal, takes $t:expr, escapable $e:literal) => { $t };
    (@escapable name $n:literal, rule $r:literal, section $s:literal, takes $t:expr, escapable $e:literal) => { $e };
}

components! {
    rfc1738 {
        Url { name "URL", rule "url", section "2.1", takes "a URL", escapable false }
        Scheme { name "scheme", rule "scheme", section "2.1", takes takes::SCHEME, escapable false }
        User { name "user name", rule "user", section "3.1", takes takes::LOGIN, escapable true }
        Password { name "password", rule "password", section "3.1", takes takes::LOGIN, escapable true }
        Host {
            name "host", rule "host", section "3.1",
            takes "letters, digits, '-' and '.' (no escapes)", escapable false
        }
        Port { name "port", rule "port", section "3.1", takes takes::DIGITS, escapable false }
        /// After `#` (RFC 1630).
        Fragment { name "fragment", rule "fragmentid", section "2.2", takes takes::XCHARS, escapable true }
        SchemePart { name "scheme-specific part", rule "schemepart", section "2.1", takes takes::XCHARS, escapable true }
        FtpPath { name "ftp path", rule "fsegment", section "3.2.2", takes takes::FSEGMENT, escapable true }
        FtpType { name "ftp typecode", rule "ftptype", section "3.2.2", takes "'a', 'i' or 'd'", escapable false }
        HttpPath {
            name "http path", rule "hsegment", section "3.3",
            takes "letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes", escapable true
        }
        HttpSearch { name "http search", rule "search", section "3.3", takes takes::SEARCH, escapable true }
        GopherType {
            name "gopher type", rule "gtype", section "3.4.1",
            takes "one character or one %XX escape", escapable true
        }
        GopherSelector { name "gopher selector", rule "selector", section "3.4.1", takes takes::XCHARS, escapable true }
        GopherSearch { name "gopher search", rule "gopherurl", section "3.4.1", takes takes::XCHARS, escapable true }
        GopherPlus { name "gopher+ string", rule "gopher+_string", section "3.4.1", takes takes::XCHARS, escapable true }
        MailtoAddress {
            name "mailto address", rule "encoded822addr", section "3.5", takes takes::XCHARS, escapable true
        }
        /// The decoded address's `local-part` (RFC 822).
        MailtoLocal {
            name "mailto local part", rule "local-part", section "3.5",
            takes "an RFC 822 atom or quoted-string", escapable false
        }
        /// The decoded address's `domain` (RFC 822).
        MailtoDomain {
            name "mailto domain", rule "domain", section "3.5",
            takes "an RFC 822 atom or domain-literal", escapable false
        }
        NewsGroup { name "newsgroup name", rule "group", section "3.6", takes takes::NEWSGROUP, escapable false }
        NewsArticle {
            name "message-id", rule "article", section "3.6",
            takes "letters, digits, \"$-_.+!*'(),;/?:&=\" and %XX escapes, then '@' and a host", escapable true
        }
        NntpGroup { name "newsgroup name", rule "group", section "3.7", takes takes::NEWSGROUP, escapable false }
        NntpArticle { name "article number", rule "digits", section "3.7", takes takes::DIGITS, escapable false }
        Telnet {
            name "telnet URL", rule "telneturl", section "3.8",
            takes "nothing but an optional '/' after the host and port", escapable false
        }
        WaisDatabase { name "wais database", rule "database", section "3.9", takes takes::UCHARS, escapable true }
        WaisSearch { name "wais search", rule "search", section "3.9", takes takes::SEARCH, escapable true }
        WaisType { name "wais type", rule "wtype", section "3.9", takes takes::UCHARS, escapable true }
        WaisPath { name "wais path", rule "wpath", section "3.9", takes takes::UCHARS, escapable true }
        FilePath { name "file path", rule "fsegment", section "3.10", takes takes::FSEGMENT, escapable true }
        ProsperoPath { name "prospero name", rule "psegment", section "3.11", takes takes::FSEGMENT, escapable true }
        FieldName { name "prospero field name", rule "fieldname", section "3.11", takes takes::FIELD, escapable true }
        FieldValue { name "prospero field value", rule "fieldvalue", section "3.11", takes takes::FIELD, escapable true }
        /// A relative reference (`resolve::RelativeRef`), before its fragment.
        Reference { name "reference", rule "xchar", section "2.2", takes takes::XCHARS, escapable true }
    }
    rfc3986 {
        /// The whole URI reference.
        UriRef { name "URI reference", rule "URI-reference", section "4.1", takes "a URI or a relative reference", escapable false }
        /// `scheme` (RFC 3986 §3.1).
        UriScheme { name "scheme", rule "scheme", section "3.1", takes takes::SCHEME, escapable false }
        /// `userinfo` (§3.2.1).
        UriUserinfo {
            name "userinfo", rule "userinfo", section "3.2.1",
            takes "letters, digits, \"-._~!$&'()*+,;=:\" and %XX escapes, then '@'", escapable true
        }
        /// `host` as a `reg-name` or what stands after it (§3.2.2).
        UriHost {
            name "host", rule "host", section "3.2.2",
            takes "letters, digits, \"-._~!$&'()*+,;=\" and %XX escapes, or an IP literal in brackets, \
                   then ':' and a port or the end of the authority",
            escapable true
        }
        /// `IP-literal` (§3.2.2).
        UriIpLiteral {
            name "IP literal", rule "IP-literal", section "3.2.2",
            takes "an IPv6 address, or 'v' and an IPvFuture, between '[' and ']'", escapable false
        }
        /// `IPv6address` (§3.2.2).
        UriIpv6 {
            name "IPv6 address", rule "IPv6address", section "3.2.2",
            takes "hex digits, ':' and '.' up to the closing ']'", escapable false
        }
        /// The `IPv4address` inside an `IPv6address` (§3.2.2).
        UriIpv4 {
            name "IPv4 address", rule "IPv4address", section "3.2.2",
            takes "four decimal octets (0 to 255, no leading zero) joined by '.', then ']'", escapable false
        }
        /// `IPvFuture` (§3.2.2).
        UriIpvFuture {
            name "IPvFuture address", rule "IPvFuture", section "3.2.2",
            takes "'v', hex digits, '.', then letters, digits and \"-._~!$&'()*+,;=:\" up to ']'", escapable false
        }
        /// `port` (§3.2.3).
        UriPort {
            name "port", rule "port", section "3.2.3",
            takes "decimal digits, then the end of the authority", escapable false
        }
        /// `path` (§3.3).
        UriPath {
            name "path", rule "path", section "3.3",
            takes "letters, digits, \"-._~!$&'()*+,;=:@/\" and %XX escapes", escapable true
        }
        /// `query` (§3.4).
        UriQuery { name "query", rule "query", section "3.4", takes takes::QUERY, escapable true }
        /// `fragment` (§3.5).
        UriFragment { name "fragment", rule "fragment", section "3.5", takes takes::QUERY, escapable true }
        /// An RFC 6570 template (`UriTemplate`), cited "RFC 6570 §x".
        UriTemplate {
            name "URI template", rule "URI-Template", section "2", takes "literals and expressions", escapable false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Component;
    use crate::chars::{self, ARTICLE, FIELD, FSEGMENT, HSEGMENT, LOGIN, SLASH, UCHAR, XCHAR};
    use crate::chars::{U_IPVFUTURE, U_PATH, U_QUERY, U_REG_NAME, U_USERINFO};

    /// The class of bytes each component whose `takes` quotes a set of
    /// characters (`letters, digits, "..." and %XX escapes`) reads, `/`
    /// included where it separates segments.
    const CLASSES: &[(Component, u32)] = &[
        (Component::User, LOGIN),
        (Component::Password, LOGIN),
        (Component::Fragment, XCHAR),
        (Component::SchemePart, XCHAR),
        (Component::FtpPath, FSEGMENT | SLASH),
        (Component::HttpPath, HSEGMENT | SLASH),
        (Component::HttpSearch, HSEGMENT),
        (Component::GopherSelector, XCHAR),
        (Component::GopherSearch, XCHAR),
        (Component::GopherPlus, XCHAR),
        (Component::MailtoAddress, XCHAR),
        (Component::NewsArticle, ARTICLE),
        (Component::WaisDatabase, UCHAR),
        (Component::WaisSearch, HSEGMENT),
        (Component::WaisType, UCHAR),
        (Component::WaisPath, UCHAR),
        (Component::FilePath, FSEGMENT | SLASH),
        (Component::ProsperoPath, FSEGMENT | SLASH),
        (Component::FieldName, FIELD),
        (Component::FieldValue, FIELD),
        (Component::Reference, XCHAR),
        (Component::UriUserinfo, U_USERINFO),
        (Component::UriHost, U_REG_NAME),
        (Component::UriIpvFuture, U_IPVFUTURE),
        (Component::UriPath, U_PATH),
        (Component::UriQuery, U_QUERY),
        (Component::UriFragment, U_QUERY),
    ];

    /// The ASCII punctuation in `class` (letters, digits and `%` aside).
    fn punctuation(class: u32) -> [bool; 128] {
        let mut set = [false; 128];
        for b in 0..128u8 {
            set[b as usize] = b.is_ascii_punctuation() && b != b'%' && chars::is(b, class);
        }
        set
    }

    /// The characters between the first two `"` of `phrase`.
    fn quoted(phrase: &str) -> Option<[bool; 128]> {
        let mut parts = phrase.split('"');
        parts.next();
        let inner = parts.next()?;
        let mut set = [false; 128];
        for b in inner.bytes() {
            assert!(!set[b as usize], "{phrase:?} names {:?} twice", b as char);
            set[b as usize] = true;
        }
        Some(set)
    }

    /// Every set of characters a message says a component takes is the set
    /// its class in `chars` holds: the phrases are written by hand, the
    /// classes are the grammar.
    #[test]
    fn takes_names_the_class() {
        let mut checked = 0;
        for &comp in Component::ALL {
            let phrase = comp.takes();
            let class = CLASSES.iter().find(|(c, _)| *c == comp).map(|&(_, class)| class);
            match (quoted(phrase), class) {
                (Some(named), Some(class)) => {
                    let expected = punctuation(class);
                    for b in 0..128u8 {
                        assert_eq!(named[b as usize], expected[b as usize], "{comp:?}: {:?} in {phrase:?}", b as char);
                    }
                    checked += 1;
                }
                (None, None) => {}
                (Some(_), None) => panic!("{comp:?} quotes a set of characters without a class in CLASSES"),
                (None, Some(_)) => panic!("{comp:?} has a class in CLASSES but quotes no set"),
            }
        }
        assert_eq!(checked, CLASSES.len());
    }

    /// The same for the one error kind that quotes a set of its own: an
    /// empty IPvFuture address.
    #[test]
    fn ipvfuture_expected_names_the_class() {
        let phrase = super::super::IpError::FutureEmpty.expected();
        assert_eq!(phrase, "letters, digits, \"-._~!$&'()*+,;=:\" after the '.'");
        assert_eq!(quoted(phrase), Some(punctuation(U_IPVFUTURE)));
    }
}

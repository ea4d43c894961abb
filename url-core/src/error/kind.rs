//! [`ErrorKind`]: what went wrong, as ONE table, one row per kind (in the
//! spirit of the `http` crate's `status_codes!`), with everything a
//! [`ParseError`](super::ParseError) says about it: the grammar rule that
//! failed, the section that states it, what the grammar expected there, and
//! the message.
//!
//! A row has a part per grammar. `rfc1738 { ... }` is what the kind says
//! when an RFC 1738 parser reports it (cited "RFC 1738 §x");
//! `rfc3986 { ... }` when an RFC 3986 parser does (an error about one of
//! the `Uri*` components, cited "RFC 3986 §x"). A kind without an
//! `rfc1738` part is RFC 3986's alone and says what its `rfc3986` part
//! says whatever the component. A kind without an `rfc3986` part, under an
//! RFC 3986 component, says what the component says (its rule, section and
//! what it takes) and the message of an unexpected character
//! ([`super::unexpected::rfc3986`]).
//!
//! Each column is an expression in which `e` is the error's [`Site`]
//! (offset, length, the character found, the component) and the variant's
//! fields are bound by the names the row gives them; a message is a string
//! literal, or a block that writes into `t`, the [`ErrorText`].
//!
//! Two kinds carry a detail with a table of its own, in [`super::detail`]:
//! [`IpError`] (what is wrong inside an IP literal) and [`SchemeRule`]
//! (which rule of a known scheme a URI broke).

use super::component::Component;
use super::detail::{IpError, SchemeRule};
use super::rfc_rule::RfcRule;
use super::site::Site;
use super::template_rule::TemplateRule;
use super::text::ErrorText;
use super::unexpected;
use crate::rfc1738::scheme::Scheme;
use crate::rfc3986::scheme::{RfcScheme, UriScheme};

/// Defines [`ErrorKind`] and its columns ([`ErrorKind::rule`],
/// [`ErrorKind::section`], [`ErrorKind::expected`],
/// [`ErrorKind::write_message`]) from the table below.
macro_rules! error_kinds {
    (
        |$e:ident, $t:ident|
        $(
            $(#[doc = $doc:literal])*
            $v:ident
            $(($($b:ident: $bt:ty),+))?
            $({$($(#[doc = $fdoc:literal])* $f:ident: $ft:ty),+ $(,)?})?
            => {
                $(rfc1738 {
                    rule $r1:expr,
                    section $s1:expr,
                    expected $x1:expr,
                    message $m1:tt $(,)?
                })?
                $(rfc3986 {
                    rule $r3:expr,
                    section $s3:expr,
                    expected $x3:expr,
                    message $m3:tt $(,)?
                })?
            }
        )*
    ) => {
        /// What went wrong; private so that new kinds are not breaking changes.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub(crate) enum ErrorKind {
            $(
                $(#[doc = $doc])*
                $v $(($($bt),+))? $({$($(#[doc = $fdoc])* $f: $ft),+})?,
            )*
        }

        // A row's bindings and `e` serve only some of its columns.
        #[allow(unused_variables)]
        impl ErrorKind {
            /// The rule that failed (see [`ParseError::rule`](super::ParseError::rule)).
            pub(crate) const fn rule(self, $e: &Site) -> &'static str {
                let uri = $e.is_uri();
                match self {
                    $(ErrorKind::$v $(($($b),+))? $({$($f),+})? => {
                        if uri {
                            error_kinds!(@or [$($r3)?] [$e.comp.rule()])
                        } else {
                            error_kinds!(@or [$($r1)?] [error_kinds!(@or [$($r3)?] [$e.comp.rule()])])
                        }
                    })*
                }
            }

            /// The section that states the rule, without its RFC when it is
            /// the grammar's (see [`ParseError::section`](super::ParseError::section)).
            pub(crate) const fn section(self, $e: &Site) -> &'static str {
                let uri = $e.is_uri();
                match self {
                    $(ErrorKind::$v $(($($b),+))? $({$($f),+})? => {
                        if uri {
                            error_kinds!(@or [$($s3)?] [$e.comp.section()])
                        } else {
                            error_kinds!(@or [$($s1)?] [error_kinds!(@or [$($s3)?] [$e.comp.section()])])
                        }
                    })*
                }
            }

            /// What the grammar takes there (see [`ParseError::expected`](super::ParseError::expected)).
            pub(crate) const fn expected(self, $e: &Site) -> &'static str {
                let uri = $e.is_uri();
                match self {
                    $(ErrorKind::$v $(($($b),+))? $({$($f),+})? => {
                        if uri {
                            error_kinds!(@or [$($x3)?] [$e.comp.takes()])
                        } else {
                            error_kinds!(@or [$($x1)?] [error_kinds!(@or [$($x3)?] [$e.comp.takes()])])
                        }
                    })*
                }
            }

            /// Writes the message (no citation, no note) into `t`.
            pub(crate) const fn write_message(self, $e: &Site, $t: &mut ErrorText) {
                let uri = $e.is_uri();
                match self {
                    $(ErrorKind::$v $(($($b),+))? $({$($f),+})? => {
                        if uri {
                            error_kinds!(@write $t [$($m3)?] [unexpected::rfc3986($e, $t)])
                        } else {
                            error_kinds!(@write $t [$($m1)?] [
                                error_kinds!(@write $t [$($m3)?] [unexpected::rfc3986($e, $t)])
                            ])
                        }
                    })*
                }
            }
        }
    };
    (@or [$x:expr] [$default:expr]) => { $x };
    (@or [] [$default:expr]) => { $default };
    (@write $t:ident [$m:literal] [$($default:tt)*]) => { $t.str($m) };
    (@write $t:ident [$m:block] [$($default:tt)*]) => { $m };
    (@write $t:ident [] [$default:expr]) => { $default };
}

error_kinds! {
    |e, t|

    // Both grammars.

    /// The input is longer than `u32::MAX` bytes.
    TooLong => {
        rfc1738 {
            rule "url", section "2.1", expected "at most 4294967294 bytes",
            message {
                t.str(if matches!(e.comp, Component::Reference) { "reference" } else { "URL" });
                t.str(" longer than 4294967294 bytes");
            }
        }
        rfc3986 {
            rule "URI-reference", section "4.1", expected "at most 4294967294 bytes",
            message { t.str(if e.iri { "IRI longer than 4294967294 bytes" } else { "URI longer than 4294967294 bytes" }) }
        }
    }
    /// A character that the component does not allow.
    Unexpected => {
        rfc1738 {
            rule e.comp.rule(), section unexpected::rfc1738_section(e), expected e.comp.takes(),
            message { unexpected::rfc1738(e, t) }
        }
        rfc3986 {
            rule e.comp.rule(), section e.comp.section(), expected e.comp.takes(),
            message { unexpected::rfc3986(e, t) }
        }
    }
    /// A `%` not followed by two hex digits.
    BadEscape => {
        rfc1738 {
            rule e.comp.rule(), section "2.2", expected e.comp.takes(),
            message {
                t.str("'%' not followed by two hex digits in ");
                t.str(e.comp.name());
                t.str("; write a literal '%' as %25");
            }
        }
        rfc3986 {
            rule "pct-encoded", section "2.1", expected "'%' and two hex digits",
            message {
                t.str("'%' not followed by two hex digits in ");
                t.str(e.comp.name());
                t.str("; write a literal '%' as %25");
            }
        }
    }
    /// A port above 65535.
    PortRange => {
        rfc1738 {
            rule "port", section "3.1", expected "a port from 0 to 65535",
            message "port number larger than 65535"
        }
        rfc3986 {
            rule e.comp.rule(), section e.comp.section(), expected "a port from 0 to 65535",
            message "port number larger than 65535"
        }
    }
    /// Text after what must end the URL (for RFC 3986, after an IP literal).
    Trailing => {
        rfc1738 {
            rule e.comp.rule(), section e.comp.section(), expected "the end of the URL (or '#' and a fragment)",
            message {
                t.str("unexpected character ");
                t.quoted(e.found);
                match e.comp {
                    Component::FtpType => t.str(" after the ftp typecode; ';type=<code>' ends the URL"),
                    Component::Telnet => {
                        t.str(" in telnet URL; telnet URLs end after the host, port and an optional '/'")
                    }
                    Component::NewsGroup => t.str(" after 'news:*'; '*' stands alone"),
                    _ => {
                        t.str(" after the ");
                        t.str(e.comp.name());
                    }
                }
            }
        }
        rfc3986 {
            rule "authority", section "3.2", expected "':' and a port, or the end of the authority",
            message {
                t.str("unexpected character ");
                t.quoted(e.found);
                t.str(" after the IP literal; expected ':' and a port, or the end of the authority");
            }
        }
    }

    // RFC 1738 (`Url` and the typed views, `RelativeRef`).

    /// The input is wrapped in `<...>` or `<URL:...>` (RFC 1738 appendix).
    Wrapper => {
        rfc1738 {
            rule "url", section "2.2", expected "the URL without its '<URL:' and '>' wrapper",
            message "a URL in angle brackets; write the URL itself, without '<URL:' and '>' around it"
        }
    }
    /// Nothing before the first `:`.
    EmptyScheme => {
        rfc1738 { rule "scheme", section "2.1", expected "a scheme name and ':'", message "missing scheme before ':'" }
    }
    /// No `:` after the scheme name.
    MissingColon => {
        rfc1738 {
            rule "genericurl", section "2.1", expected "a scheme name and ':'",
            message {
                t.str(if e.offset == 0 {
                    "empty string; a URL is <scheme>:<scheme-specific-part>"
                } else {
                    "missing ':' after the scheme; a URL is <scheme>:<scheme-specific-part>"
                })
            }
        }
    }
    /// The scheme's production starts with `scheme://`.
    MissingSlashes(s: Scheme) => {
        rfc1738 {
            rule s.production(), section s.section(), expected s.prefix(),
            message {
                t.str(s.name());
                t.str(" URLs start with '");
                t.str(s.prefix());
                t.str("'");
            }
        }
    }
    /// `//` with no host after it.
    MissingHost => {
        rfc1738 { rule "host", section "3.1", expected "a host name or IPv4 address", message "missing host" }
    }
    /// Two dots in a row, or a leading dot, in a host name.
    EmptyLabel => {
        rfc1738 {
            rule "domainlabel", section "3.1", expected "labels of letters, digits and inner '-', joined by '.'",
            message "empty label in host name"
        }
    }
    /// A host name that ends with a dot.
    TrailingDot => {
        rfc1738 {
            rule "domainlabel", section "3.1", expected "labels of letters, digits and inner '-', joined by '.'",
            message "host name ends with '.'; RFC 1738 host names take no final dot"
        }
    }
    /// A host name label that starts with `-`.
    LabelStartsWithHyphen => {
        rfc1738 {
            rule "domainlabel", section "3.1", expected "labels of letters, digits and inner '-', joined by '.'",
            message "host name label starts with '-'"
        }
    }
    /// A host name label that ends with `-`.
    LabelEndsWithHyphen => {
        rfc1738 {
            rule "domainlabel", section "3.1", expected "labels of letters, digits and inner '-', joined by '.'",
            message "host name label ends with '-'"
        }
    }
    /// A host name label longer than 63 octets (RFC 1034).
    LabelTooLong => {
        rfc1738 {
            rule "domainlabel", section "3.1", expected "labels of at most 63 characters",
            message "host name label longer than 63 characters"
        }
    }
    /// A host name longer than 255 octets (RFC 1034).
    NameTooLong => {
        rfc1738 {
            rule "hostname", section "3.1", expected "a host name of at most 255 characters",
            message "host name longer than 255 characters"
        }
    }
    /// The last label of a host name starts with a digit and the host is not
    /// four decimal groups either.
    TopLabelDigit => {
        rfc1738 {
            rule "toplabel", section "3.1",
            expected "a host name whose last label starts with a letter, or four decimal groups",
            message "last label of host name starts with a digit; a host is a name whose last label \
                     starts with a letter, or an IPv4 address of four decimal groups"
        }
    }
    /// An IPv4 group above 255.
    Ipv4Range => {
        rfc1738 {
            rule "hostnumber", section "3.1", expected "IPv4 groups from 0 to 255",
            message "IPv4 address group larger than 255"
        }
    }
    /// `host:` with nothing after the colon.
    EmptyPort => {
        rfc1738 {
            rule "port", section "3.1", expected "digits after ':', or no ':'",
            message "empty port; when there is no port, omit the ':' as well"
        }
    }
    /// A user name or password where the scheme allows none.
    LoginNotAllowed(s: Scheme) => {
        rfc1738 {
            rule s.production(), section s.section(), expected "a host without user name or password",
            message {
                t.str(s.name());
                t.str(" URLs take no user name or password");
            }
        }
    }
    /// A port where the scheme allows none.
    PortNotAllowed(s: Scheme) => {
        rfc1738 {
            rule s.production(), section s.section(), expected "a host without port",
            message {
                t.str(s.name());
                t.str(" URLs take no port");
            }
        }
    }
    /// The scheme needs a `/` after the host.
    MissingPath(s: Scheme) => {
        rfc1738 {
            rule s.production(), section s.section(), expected s.path_hint(),
            message {
                t.str(s.name());
                t.str(" URLs need ");
                t.str(s.path_hint());
                t.str(" after the host");
            }
        }
    }
    /// `?` right after the host of an http URL.
    SearchWithoutPath => {
        rfc1738 {
            rule "httpurl", section "3.3", expected "'/' before the '?'",
            message "'?' right after the host; an http search follows a path: write '/?'"
        }
    }
    /// A `;` in an ftp path that does not start `;type=`.
    FtpParam => {
        rfc1738 {
            rule "fpath", section "3.2.2", expected "';type=a', ';type=i' or ';type=d' at the end of the path",
            message "unexpected ';' in ftp path; ';' is reserved and must be written %3B \
                     (only ';type=a', ';type=i' or ';type=d' may end the path)"
        }
    }
    /// A typecode other than `a`, `i`, `d`.
    FtpTypecode => {
        rfc1738 {
            rule "ftptype", section "3.2.2", expected "'a', 'i' or 'd'",
            message {
                if e.len == 0 {
                    t.str("missing ftp typecode after ';type='; expected 'a', 'i' or 'd'")
                } else {
                    t.str("invalid ftp typecode ");
                    t.quoted(e.found);
                    t.str("; expected 'a', 'i' or 'd' (either case)");
                }
            }
        }
    }
    /// `%0D` or `%0A` inside a gopher selector.
    GopherCrLf => {
        rfc1738 {
            rule "selector", section "3.4.1", expected "a selector without CR or LF",
            message "encoded CR or LF in gopher selector; gopher selectors cannot contain %0D or %0A"
        }
    }
    /// `mailto:` with nothing after it.
    MailtoEmpty => {
        rfc1738 {
            rule "encoded822addr", section "3.5", expected "an RFC 822 addr-spec: local-part@domain",
            message "empty mailto address; expected local-part@domain"
        }
    }
    /// A mailto address without the `@` of an addr-spec.
    MailtoNoAt => {
        rfc1738 {
            rule "addr-spec", section "3.5", expected "an RFC 822 addr-spec: local-part@domain",
            message "mailto address has no '@'; expected an RFC 822 addr-spec local-part@domain"
        }
    }
    /// A decoded character that RFC 822 does not allow where it stands.
    MailtoChar => {
        rfc1738 {
            rule e.comp.rule(), section e.comp.section(), expected e.comp.takes(),
            message {
                let c = e.found;
                if c as u32 >= 0x80 {
                    t.str("octet %");
                    t.hex2(c as u32 as u8);
                    t.str(" in ");
                    t.str(e.comp.name());
                    t.str(" is not ASCII; RFC 822 addresses are ASCII");
                } else if c as u32 >= 0x21 && c as u32 != 0x7f {
                    // Any other octet RFC 822 does not allow there.
                    t.str("unexpected character ");
                    t.quoted(c);
                    t.in_expected(e.comp.name(), e.comp.takes());
                } else {
                    if c == ' ' {
                        t.str("space in ");
                    } else {
                        t.str("control character ");
                        t.quoted(c);
                        t.str(" in ");
                    }
                    t.str(e.comp.name());
                    t.str(if c == '\r' {
                        "; RFC 822 allows CR only as a quoted-pair ('\\' before it) inside a quoted-string"
                    } else {
                        "; RFC 822 allows it only inside a quoted-string"
                    });
                }
            }
        }
    }
    /// An empty word in a local part or an empty sub-domain.
    MailtoEmptyWord => {
        rfc1738 {
            rule e.comp.rule(), section e.comp.section(),
            expected if matches!(e.comp, Component::MailtoDomain) {
                "a sub-domain on each side of '.'"
            } else {
                "a word on each side of '.'"
            },
            message {
                t.str(if matches!(e.comp, Component::MailtoDomain) {
                    "empty sub-domain in mailto domain"
                } else {
                    "empty word in mailto local part"
                })
            }
        }
    }
    /// A quoted-string or domain-literal with no closing quote or bracket.
    MailtoUnterminated => {
        rfc1738 {
            rule e.comp.rule(), section e.comp.section(),
            expected if matches!(e.comp, Component::MailtoDomain) {
                "']' closing the domain-literal"
            } else {
                "'\"' closing the quoted-string"
            },
            message {
                t.str(if matches!(e.comp, Component::MailtoDomain) {
                    "unterminated domain-literal in mailto domain; expected ']'"
                } else {
                    "unterminated quoted-string in mailto local part; expected '\"'"
                })
            }
        }
    }
    /// `news:` with nothing after it.
    NewsEmpty => {
        rfc1738 {
            rule "grouppart", section "3.6", expected "a newsgroup name, a message-id with '@', or '*'",
            message "empty news URL; expected a newsgroup name, a message-id or '*'"
        }
    }
    /// A newsgroup name that does not start with a letter.
    NewsGroupStart => {
        rfc1738 {
            rule "group", section e.comp.section(),
            expected if matches!(e.comp, Component::NntpGroup) {
                "a newsgroup name, starting with a letter"
            } else {
                "a newsgroup name, a message-id with '@', or '*'"
            },
            message {
                t.str("newsgroup name starts with ");
                t.quoted(e.found);
                t.str(if matches!(e.comp, Component::NntpGroup) {
                    "; a newsgroup name starts with a letter"
                } else {
                    "; a newsgroup name starts with a letter, and a message-id has an '@'"
                });
            }
        }
    }
    /// A message-id with nothing before the `@`.
    NewsEmptyArticle => {
        rfc1738 {
            rule "article", section "3.6", expected "a message-id before the '@'",
            message "empty message-id before '@'"
        }
    }
    /// `/` after an nntp group with no digits after it.
    NntpEmptyArticle => {
        rfc1738 {
            rule "digits", section "3.7", expected "an article number after the '/'",
            message "empty article number after '/'; write digits or drop the '/'"
        }
    }
    /// An nntp article number that does not fit in a `u64`.
    NntpArticleRange => {
        rfc1738 {
            rule "digits", section "3.7", expected "an article number below 2^64",
            message "article number larger than 18446744073709551615"
        }
    }
    /// `wais://host/db/type` without the `/wpath`.
    WaisMissingPath => {
        rfc1738 {
            rule "waisdoc", section "3.9", expected "'/<wpath>' after the wais type",
            message "wais document URL without '/<wpath>' after the type"
        }
    }
    /// A prospero field without `=`.
    FieldWithoutEquals => {
        rfc1738 {
            rule "fieldspec", section "3.11", expected "';name=value'",
            message "prospero field without '='; fields are ';name=value'"
        }
    }
    /// A typed parser given a URL of another scheme.
    WrongScheme {
        /// The scheme the typed parser takes.
        expected: Scheme,
        /// The scheme the URL has.
        found: Scheme,
    } => {
        rfc1738 {
            rule expected.production(), section expected.section(),
            expected if matches!(expected, Scheme::Http) { "http:// or https://" } else { expected.prefix() },
            message {
                t.str("expected ");
                if matches!(expected, Scheme::Other) {
                    t.str("a URL of a scheme RFC 1738 does not define, found ");
                    t.str(found.article());
                    t.str(" ");
                    t.str(found.name());
                    t.str(" URL");
                } else {
                    t.str(expected.article());
                    t.str(" ");
                    t.str(expected.name());
                    if matches!(expected, Scheme::Http) {
                        // `HttpUrl` takes https too (RFC 2818 §2.4)
                        t.str(" or https");
                    }
                    if matches!(found, Scheme::Other) {
                        t.str(" URL, found a URL of a scheme RFC 1738 does not define");
                    } else {
                        t.str(" URL, found ");
                        t.str(found.article());
                        t.str(" ");
                        t.str(found.name());
                        t.str(" URL");
                    }
                }
            }
        }
    }

    // RFC 3986 alone (`Uri`, `UriRef`), always with one of the `Uri*` components.

    /// `Uri::parse("")`.
    UriEmpty => {
        rfc3986 {
            rule "scheme", section "3", expected SCHEME_AND_COLON,
            message {
                t.str(if e.iri {
                    "empty string; an IRI is <scheme>:<ihier-part>"
                } else {
                    "empty string; a URI is <scheme>:<hier-part>"
                })
            }
        }
    }
    /// A scheme with no `:` after it (offset 0, the scheme's length).
    UriMissingColon => {
        rfc3986 {
            rule "scheme", section "3", expected SCHEME_AND_COLON,
            message {
                t.str(if e.iri {
                    "missing ':' after the scheme; an IRI is <scheme>:<ihier-part> (IriRef reads relative references)"
                } else {
                    "missing ':' after the scheme; a URI is <scheme>:<hier-part> (UriRef reads relative references)"
                })
            }
        }
    }
    /// A `URI` whose first byte cannot start a scheme.
    UriSchemeStart => {
        rfc3986 {
            rule "scheme", section "3.1", expected SCHEME_AND_COLON,
            message {
                t.str(if e.iri { "an IRI" } else { "a URI" });
                t.str(" starts with a scheme, and a scheme with a letter, not ");
                t.quoted(e.found);
                t.str(if e.iri { " (IriRef reads relative references)" } else { " (UriRef reads relative references)" });
            }
        }
    }
    /// A `:` in the first segment of a relative path (RFC 3986 §4.2).
    UriFirstSegmentColon => {
        rfc3986 {
            rule "segment-nz-nc", section "4.2", expected "'./' before a first segment with ':', or ':' written %3A",
            message "':' in the first segment of a relative path, which would read as a scheme; \
                     write it as %3A or start the path with './'"
        }
    }
    /// An IP literal with no `]` before the end of the input.
    UriUnclosed => {
        rfc3986 {
            rule "IP-literal", section "3.2.2", expected "']' closing the IP literal",
            message "IP literal not closed with ']'"
        }
    }
    /// An error inside an IP literal (RFC 3986 §3.2.2).
    UriIp(ip: IpError) => {
        rfc3986 { rule ip.rule(), section "3.2.2", expected ip.expected(), message { ip.write_message(t) } }
    }
    /// A rule of a scheme that `Uri::parse` knows (RFC 9110 §4.2, RFC 6455 §3).
    UriSchemeRule(r: SchemeRule, scheme: UriScheme) => {
        rfc3986 {
            rule r.rule(), section scheme.section(matches!(r, SchemeRule::Userinfo)), expected r.expected(),
            message { r.write_message(scheme, t) }
        }
    }
    /// A rule of a scheme's own RFC (`file`, `mailto`, `data`, `urn`).
    UriRfcRule(r: RfcRule) => {
        rfc3986 { rule r.rule(), section r.section(), expected r.expected(), message { r.write_message(e, t) } }
    }
    /// A typed view of one of those schemes (`FileUri`, ...) given a URI of
    /// another scheme.
    UriNotScheme(scheme: RfcScheme) => {
        rfc3986 {
            rule "scheme", section scheme.section(), expected scheme.prefix(),
            message {
                t.str("expected ");
                t.str(scheme.article_name());
                t.str(" URI, found a URI of another scheme");
            }
        }
    }
    /// A typed view (`HttpUri`: `Http`, `WsUri`: `Ws`) given a URI of
    /// another scheme.
    UriWrongScheme(family: UriScheme) => {
        rfc3986 {
            rule "scheme", section family.family_section(), expected family.family_prefixes(),
            message {
                t.str("expected ");
                t.str(family.family_names());
                t.str(" URI, found a URI of another scheme");
            }
        }
    }

    /// A rule of RFC 6570 (URI Templates) that a template broke.
    Rfc6570(r: TemplateRule) => {
        rfc3986 { rule r.rule(), section r.section(), expected r.expected(), message { r.write_message(e, t) } }
    }

    // RFC 3987 alone (`Iri`, `IriRef`): the RFC 3986 components, read as
    // their RFC 3987 counterparts (`Site::iri`).

    /// A non-ASCII character that the IRI component does not take: not a
    /// `ucschar` (nor, in a query, an `iprivate`) (RFC 3987 §2.2).
    IriChar => {
        rfc3986 {
            rule e.comp.rule(), section "2.2",
            expected if matches!(e.comp, Component::UriQuery) {
                "a ucschar or iprivate character, or its UTF-8 bytes percent-encoded"
            } else {
                "a ucschar character, or its UTF-8 bytes percent-encoded"
            },
            message {
                let c = e.found;
                let v = c as u32;
                if (v >= 0xFDD0 && v <= 0xFDEF) || v & 0xFFFE == 0xFFFE {
                    t.str("noncharacter ");
                } else if v < 0xA0 {
                    t.str("control character ");
                } else if crate::chars::in_ranges(c, &crate::chars::IPRIVATE) {
                    t.str("private-use character ");
                } else {
                    t.str("character ");
                }
                t.code_point(c);
                t.str(" in ");
                t.str(e.comp.name());
                if crate::chars::in_ranges(c, &crate::chars::IPRIVATE) {
                    t.str("; iprivate is allowed only in the query, percent-encode it as ");
                } else {
                    t.str("; not a ucschar, percent-encode it as ");
                }
                t.escaped(c);
            }
        }
    }
    /// A bidirectional formatting character (RFC 3987 §4.1: "IRIs MUST NOT
    /// contain bidirectional formatting characters").
    IriBidi => {
        rfc3986 {
            rule "bidi", section "4.1",
            expected "no bidirectional formatting character (U+200E, U+200F, U+202A to U+202E)",
            message {
                t.str("bidirectional formatting character ");
                t.code_point(e.found);
                t.str(" in ");
                t.str(e.comp.name());
                t.str("; IRIs must not contain it, a reader would see another address");
            }
        }
    }
}

/// What RFC 3986 expects where a scheme fails.
const SCHEME_AND_COLON: &str = "a scheme (a letter, then letters, digits, '+', '-' or '.') and ':'";

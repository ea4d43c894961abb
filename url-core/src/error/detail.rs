//! The details of two RFC 3986 error kinds, each a table with one row per
//! entry: [`IpError`], what is wrong inside an IP literal (§3.2.2,
//! `ErrorKind::UriIp`), and [`SchemeRule`], which rule of a scheme that
//! `Uri::parse` knows a URI broke (RFC 9110 §4.2, RFC 6455 §3,
//! `ErrorKind::UriSchemeRule`).

use super::text::ErrorText;
use crate::rfc3986::scheme::UriScheme;

/// Defines an enum and its columns `rule`, `expected` and `write_message`
/// from a table: rows are `Variant { rule, expected, message }`, where the
/// message is a string literal or a block that writes into the
/// [`ErrorText`] named first in the header (the other names there are the
/// further arguments of `write_message`).
macro_rules! details {
    (
        $(#[doc = $edoc:literal])*
        enum $name:ident |$t:ident $(, $arg:ident: $arg_ty:ty)*|
        $(
            $(#[doc = $doc:literal])*
            $v:ident { rule $r:expr, expected $x:expr, message $m:tt $(,)? }
        )*
    ) => {
        $(#[doc = $edoc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub(crate) enum $name {
            $($(#[doc = $doc])* $v,)*
        }

        impl $name {
            /// The ABNF rule that failed.
            pub(crate) const fn rule(self) -> &'static str {
                match self {
                    $($name::$v => $r,)*
                }
            }

            /// What the grammar takes there, as a phrase after "expected".
            pub(crate) const fn expected(self) -> &'static str {
                match self {
                    $($name::$v => $x,)*
                }
            }

            /// Writes the message into `t`.
            #[allow(unused_variables)]
            pub(crate) const fn write_message(self, $($arg: $arg_ty,)* $t: &mut ErrorText) {
                match self {
                    $($name::$v => details!(@write $t $m),)*
                }
            }
        }
    };
    (@write $t:ident $m:literal) => { $t.str($m) };
    (@write $t:ident $m:block) => { $m };
}

details! {
    /// What is wrong inside an IP literal (RFC 3986 §3.2.2), at the first byte
    /// that cannot continue one.
    enum IpError |t|

    /// `[]`.
    Empty {
        rule "IP-literal", expected "an IPv6 address, or 'v' and an IPvFuture",
        message "empty IP literal; expected an IPv6 address, or 'v' and an IPvFuture, in the brackets"
    }
    /// `[:` not followed by a second `:`.
    SingleColon {
        rule "IPv6address", expected IPV6,
        message "IPv6 address starts with a single ':'; write '::' or a group first"
    }
    /// A fifth hex digit in a group.
    GroupTooLong { rule "IPv6address", expected IPV6, message "IPv6 group longer than four hex digits" }
    /// A second `::`.
    SecondGap {
        rule "IPv6address", expected IPV6,
        message "second '::' in IPv6 address; '::' may stand only once"
    }
    /// `:::`.
    TripleColon {
        rule "IPv6address", expected IPV6,
        message "':::' in IPv6 address; groups are joined by ':' and one '::'"
    }
    /// More than eight groups, or seven beside `::`.
    TooManyGroups {
        rule "IPv6address", expected IPV6,
        message "IPv6 address longer than eight groups ('::' stands for at least one)"
    }
    /// `]` after fewer than eight groups and no `::`.
    TooFewGroups {
        rule "IPv6address", expected IPV6,
        message "IPv6 address of fewer than eight groups and no '::'"
    }
    /// `]` right after a single `:`.
    TrailingColon {
        rule "IPv6address", expected IPV6,
        message "IPv6 address ends with a single ':'; expected a group after it"
    }
    /// `.` after a group that is not a `dec-octet`.
    NotOctet {
        rule "IPv4address", expected OCTETS,
        message "the group before '.' in an IPv6 address is not an IPv4 octet (0 to 255, no leading zero)"
    }
    /// `.` where the address has no room for 32 bits.
    Ipv4Position {
        rule "ls32", expected "an IPv4 address only as the last 32 bits",
        message "IPv4 address inside an IPv6 address where it does not fit; it takes the last two groups"
    }
    /// A `dec-octet` above 255.
    OctetRange { rule "dec-octet", expected OCTETS, message "IPv4 octet larger than 255" }
    /// A `dec-octet` with a leading zero.
    OctetLeadingZero { rule "dec-octet", expected OCTETS, message "IPv4 octet with a leading zero" }
    /// `]` after fewer than four octets.
    Ipv4Short {
        rule "IPv4address", expected "four octets joined by '.'",
        message "IPv4 address of fewer than four octets"
    }
    /// `v` not followed by a hex digit.
    FutureVersion {
        rule "IPvFuture", expected "hex digits after 'v'",
        message "'v' not followed by a hex version number in IPvFuture"
    }
    /// The IPvFuture version not followed by `.`.
    FutureDot { rule "IPvFuture", expected "'.' after the version", message "missing '.' after the IPvFuture version" }
    /// Nothing after the `.` of an IPvFuture.
    FutureEmpty {
        rule "IPvFuture", expected "letters, digits, \"-._~!$&'()*+,;=:\" after the '.'",
        message "empty IPvFuture address after the '.'"
    }
}

/// What an `IPv6address` takes.
const IPV6: &str = "eight groups of one to four hex digits joined by ':', or fewer with one '::'";
/// What an `IPv4address` takes, octet by octet.
const OCTETS: &str = "decimal octets from 0 to 255 without leading zeros";

details! {
    /// Which rule of a known scheme a URI broke; its section is the scheme's
    /// ([`UriScheme::section`]).
    enum SchemeRule |t, scheme: UriScheme|

    /// A userinfo (`user@`) where the scheme takes none.
    Userinfo {
        rule "userinfo", expected "the host without 'user@'",
        message {
            t.str(scheme.name());
            t.str(if scheme.is_ws() {
                " URIs take no userinfo; a WebSocket URI is host, port, path and query"
            } else {
                " URIs take no userinfo ('user:password@'); send credentials in a header"
            });
        }
    }
    /// No `//` authority.
    NoAuthority {
        rule "authority", expected "'//' and a host",
        message {
            t.str(scheme.name());
            t.str(" URIs need an authority: write '");
            t.str(scheme.name());
            t.str("://' and a host");
        }
    }
    /// An empty host.
    EmptyHost {
        rule "host", expected "'//' and a host",
        message {
            t.str("empty host in ");
            t.str(scheme.article());
            t.str(" ");
            t.str(scheme.name());
            t.str(" URI; expected a host name or IP address");
        }
    }
    /// A fragment where the scheme takes none.
    Fragment {
        rule "fragment", expected "no fragment ('#' written %23)",
        message {
            t.str(scheme.name());
            t.str(" URIs take no fragment; write a '#' in them as %23");
        }
    }
}

//! [`RfcRule`]: which rule of the RFC of a scheme `Uri::parse` knows by its
//! own RFC a URI broke (`ErrorKind::UriRfcRule`): `file` (RFC 8089 §2),
//! `mailto` (RFC 6068 §2 and §5; addresses by RFC 5322 §3.4.1, RFC 6532
//! §3.1, RFC 3987 §4.1 and RFC 5892 §2.6; header field names by RFC 5322
//! §3.6.8, values by RFC 5322 §2.2), `data` (RFC 2397
//! §3, media types by RFC 2045 §5.1, base64 by RFC 4648 §4) and `urn`
//! (RFC 8141 §2, `urn:uuid:` by RFC 9562 §4). One row per rule: the ABNF
//! production that fails, its RFC and section, what it takes, the message.

use super::site::Site;
use super::text::ErrorText;

/// Defines [`RfcRule`] and its columns from the table below.
macro_rules! rfc_rules {
    (
        |$e:ident, $t:ident|
        $(
            $(#[doc = $doc:literal])*
            $v:ident { rule $r:expr, section $s:expr, expected $x:expr, message $m:tt $(,)? }
        )*
    ) => {
        /// Which rule of a scheme's own RFC a URI broke.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub(crate) enum RfcRule {
            $($(#[doc = $doc])* $v,)*
        }

        impl RfcRule {
            /// The ABNF production that failed.
            pub(crate) const fn rule(self) -> &'static str {
                match self {
                    $(RfcRule::$v => $r,)*
                }
            }

            /// The RFC and section (`"RFC 8089 2"`).
            pub(crate) const fn section(self) -> &'static str {
                match self {
                    $(RfcRule::$v => $s,)*
                }
            }

            /// What the rule takes there, after "expected".
            pub(crate) const fn expected(self) -> &'static str {
                match self {
                    $(RfcRule::$v => $x,)*
                }
            }

            /// Writes the message into `t`; `e` is where the error is (the
            /// character found, for the rows that name it).
            #[allow(unused_variables)]
            pub(crate) const fn write_message(self, $e: &Site, $t: &mut ErrorText) {
                match self {
                    $(RfcRule::$v => rfc_rules!(@write $t $m),)*
                }
            }
        }
    };
    (@write $t:ident $m:literal) => { $t.str($m) };
    (@write $t:ident $m:block) => { $m };
}

/// RFC 8089 §2.
const FILE: &str = "RFC 8089 2";
/// RFC 6068 §2.
const MAILTO: &str = "RFC 6068 2";
/// RFC 5322 §3.4.1.
const ADDR: &str = "RFC 5322 3.4.1";
/// RFC 2397 §3.
const DATA: &str = "RFC 2397 3";
/// RFC 2045 §5.1.
const MEDIA: &str = "RFC 2045 5.1";
/// RFC 4648 §4.
const BASE64: &str = "RFC 4648 4";
/// RFC 8141 §2.
const URN: &str = "RFC 8141 2";

/// What a dot-atom takes.
const DOT_ATOM: &str = "letters, digits and \"!#$%&'*+-/=?^_`{|}~\", in dot-separated atoms";
/// What a token of RFC 2045 takes.
const TOKEN: &str = "ASCII letters, digits and \"!#$%&'*+-.^_`{|}~\" (no space, control or tspecial)";
/// What base64 takes.
const B64: &str = "letters, digits, '+' and '/' in groups of four, the last padded with '='";

rfc_rules! {
    |e, t|

    // file (RFC 8089 §2): file-auth = "localhost" / host; auth-path =
    // [ file-auth ] path-absolute; local-path = path-absolute.

    /// `file://user@host/`.
    FileUserinfo {
        rule "file-auth", section FILE, expected "'localhost' or a host, without 'user@'",
        message "file URIs take no userinfo; the authority is 'localhost' or a host"
    }
    /// `file://host:80/`.
    FilePort {
        rule "file-auth", section FILE, expected "'localhost' or a host, without ':' and a port",
        message "file URIs take no port; the authority is 'localhost' or a host"
    }
    /// `file://host` (no path-absolute).
    FileNoPath {
        rule "auth-path", section FILE, expected "'/' and the path after the host",
        message "file URI without a path after the host; write '/' and the path"
    }
    /// `file:////host/share` (RFC 8089 appendix E.3.2): a UNC path with
    /// four or more slashes.
    FileUncSlashes {
        rule "auth-path", section FILE, expected "'file://host/share' for a file on another host",
        message "nonstandard UNC path after 'file://' (RFC 8089 appendix E.3.2); the host goes in the authority"
    }
    /// `file://host//x`: an empty first segment (`path-absolute` starts
    /// with a `segment-nz`).
    FileEmptySegment {
        rule "auth-path", section FILE, expected "a path-absolute: '/' and a non-empty first segment",
        message "empty first segment in a file URI path ('//' after the host)"
    }
    /// `file:c:/x`, `file:x`, `file:`: a path that is not `path-absolute`.
    FileLocalPath {
        rule "local-path", section FILE, expected "'/' and an absolute path, or '//' and a host",
        message "file URI path is not absolute; expected 'file:///path' or 'file://host/path'"
    }
    /// `file:///x?y`.
    FileQuery {
        rule "file-URI", section FILE, expected "no query ('?' written %3F)",
        message "file URIs take no query; write a '?' in the path as %3F"
    }

    // mailto (RFC 6068 §2).

    /// `mailto://...`.
    MailtoAuthority {
        rule "mailtoURI", section MAILTO, expected "the addresses right after 'mailto:'",
        message "mailto URIs have no authority; write the address right after 'mailto:'"
    }
    /// An empty address (`mailto:a@b,,c@d`).
    AddrEmpty {
        rule "addr-spec", section MAILTO, expected "an address 'local-part@domain'",
        message "empty address in a mailto URI"
    }
    /// An address without `@`.
    AddrNoAt {
        rule "addr-spec", section ADDR, expected "'@' and a domain after the local part",
        message "address without '@' and a domain"
    }
    /// A character no dot-atom takes in the local part.
    AddrLocalChar {
        rule "addr-spec", section ADDR, expected DOT_ATOM,
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in the local part of an address; quote the local part (%22...%22) to use it");
        }
    }
    /// A `.` that starts or ends the local part, or a `..`.
    AddrLocalDot {
        rule "addr-spec", section ADDR, expected DOT_ATOM,
        message "empty local part of an address, or one with '.' at its start or end, or '..'"
    }
    /// A quoted local part not closed.
    AddrQuoteUnclosed {
        rule "addr-spec", section ADDR, expected "'\"' (%22) closing the quoted local part",
        message "quoted local part of an address not closed with '\"' (%22)"
    }
    /// A character no quoted-string takes.
    AddrQuotedChar {
        rule "addr-spec", section ADDR, expected "printable ASCII, spaces, and '\\' before '\"' or '\\'",
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in the quoted local part of an address");
        }
    }
    /// A character the domain does not take (a second `@` among them).
    AddrDomainChar {
        rule "addr-spec", section ADDR, expected DOT_ATOM,
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in the domain of an address");
        }
    }
    /// A `.` that starts or ends the domain, a `..`, or an empty domain.
    AddrDomainDot {
        rule "addr-spec", section ADDR, expected "a domain of dot-separated atoms, or a domain literal in '[' ']'",
        message "empty domain in an address, or one with '.' at its start or end, or '..'"
    }
    /// A domain literal without `]`, or with a character no dtext takes.
    AddrDomainLiteral {
        rule "addr-spec", section ADDR, expected "printable ASCII but '[', ']' and '\\', then ']' closing it",
        message "domain literal of an address not closed with ']', or with '[' or '\\' inside"
    }
    /// Octets that are not well-formed UTF-8 once percent-decoded, in an
    /// address (`%FF`, the overlong `%C0%AE`, a surrogate, a sequence cut
    /// short); `found` is the octet that breaks it. (RFC 6532 §3.2 widens
    /// RFC 5322's `addr-spec` with §3.1's `UTF8-non-ascii`.)
    AddrUtf8 {
        rule "addr-spec", section "RFC 6532 3.1", expected "well-formed UTF-8 after percent-decoding",
        message {
            t.str("octet %");
            t.hex2(e.found as u32 as u8);
            t.str(" that is not well-formed UTF-8 (stray, overlong, surrogate or cut short) in an address");
        }
    }
    /// A bidirectional formatting character in an address, which reorders
    /// what is shown (`%E2%80%AEelpmaxe.knab@nimda` shows as
    /// `admin@bank.example`).
    AddrBidi {
        rule "addr-spec", section "RFC 3987 4.1", expected "an address without bidirectional formatting characters",
        message {
            t.str("bidirectional formatting character ");
            t.quoted(e.found);
            t.str(" in an address, which makes it display as another");
        }
    }
    /// An invisible character in an address: a default-ignorable code
    /// point other than the bidi ones (`chars::INVISIBLE`: U+00AD,
    /// U+200B-200D, U+2060-206F, U+FEFF, ...).
    AddrInvisible {
        rule "addr-spec", section "RFC 5892 2.6", expected "an address without invisible (default-ignorable) characters",
        message {
            t.str("invisible character ");
            t.quoted(e.found);
            t.str(" in an address, which makes it display as another");
        }
    }
    /// An hfield without `=`.
    HfieldNoEq {
        rule "hfield", section MAILTO, expected "'name=value' between '?' or '&' and the next '&'",
        message "header field of a mailto URI without '='"
    }
    /// A character no qchar is (`=`, `/`, `?` in a header field).
    HfieldChar {
        rule "hfield", section MAILTO, expected "letters, digits, \"-._~!$'()*+,;:@\" and %XX escapes",
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in a header field of a mailto URI; write it as %XX");
        }
    }
    /// An hfield with an empty name (`?=x`): RFC 5322's `field-name` is
    /// `1*ftext`. (The rows of the hfields name RFC 6068's production
    /// `hfield`, as `explain-json.md` lists the rules.)
    HfnameEmpty {
        rule "hfield", section "RFC 5322 3.6.8", expected "a field name: printable ASCII but ':', then '='",
        message "empty header field name in a mailto URI"
    }
    /// A decoded character no `ftext` is: a space, a control, `:`, or a
    /// character outside ASCII (`x%0D%0ABcc`, `Sub:ject`).
    HfnameChar {
        rule "hfield", section "RFC 5322 3.6.8", expected "printable ASCII but ':' (no space or control), decoded",
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in a header field name of a mailto URI; a field name is printable ASCII without ':'");
        }
    }
    /// An encoded CR or LF in the value of a header field other than
    /// `body`.
    HfvalueLineBreak {
        rule "hfield", section "RFC 6068 5", expected "a value without CR or LF (only 'body' takes line breaks, as %0D%0A)",
        message {
            t.str(if e.found == '\r' { "encoded CR (%0D)" } else { "encoded LF (%0A)" });
            t.str(" in a header field of a mailto URI, which a mail composer decodes and writes as a line break, \
                   starting a header field of the URI's choosing; only 'body' takes line breaks");
        }
    }
    /// A CR not followed by LF, or an LF not after CR, in `body`.
    HfvalueBodyBreak {
        rule "hfield", section "RFC 6068 5", expected "line breaks in the body written %0D%0A",
        message {
            t.str(if e.found == '\r' { "encoded CR (%0D)" } else { "encoded LF (%0A)" });
            t.str(" alone in the body of a mailto URI; a line break there is %0D%0A");
        }
    }
    /// An encoded NUL in the value of a header field other than `body`.
    HfvalueNul {
        rule "hfield", section "RFC 5322 2.2", expected "a value of printable characters, spaces and tabs",
        message "encoded NUL (%00) in a header field of a mailto URI, where a mail composer may end the value"
    }

    // data (RFC 2397 §3).

    /// No `,` before the data.
    DataComma {
        rule "dataurl", section DATA, expected "',' and the data after the media type",
        message "data URI without ','; the data follows the first ','"
    }
    /// A character no token takes in the media type.
    MediaChar {
        rule "mediatype", section MEDIA, expected TOKEN,
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in the media type of a data URI");
        }
    }
    /// An empty token: type, subtype, attribute or value.
    MediaEmpty {
        rule "mediatype", section MEDIA, expected TOKEN,
        message "empty type, subtype, parameter name or value in the media type of a data URI"
    }
    /// A type without `/` and a subtype.
    MediaSlash {
        rule "mediatype", section DATA, expected "'type/subtype', then the ';'-separated parameters",
        message "media type of a data URI without '/' and a subtype"
    }
    /// A parameter without `=` (other than a last `base64`).
    MediaParam {
        rule "mediatype", section DATA, expected "'attribute=value', or 'base64' last, just before ','",
        message "parameter of a data URI without '=' (only 'base64', last, stands alone)"
    }
    /// A quoted value not closed.
    MediaQuote {
        rule "mediatype", section MEDIA, expected "'\"' (%22) closing the quoted value",
        message "quoted parameter value of a data URI not closed with '\"' (%22)"
    }
    /// A character outside the base64 alphabet.
    Base64Char {
        rule "base64", section BASE64, expected B64,
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in the base64 data of a data URI");
        }
    }
    /// A length that is not a multiple of 4.
    Base64Length {
        rule "base64", section BASE64, expected B64,
        message "base64 data whose length is not a multiple of 4; pad the last group with '='"
    }
    /// `=` before the end, or more than two.
    Base64Padding {
        rule "base64", section BASE64, expected B64,
        message "'=' in base64 data other than one or two at the end"
    }
    /// Pad bits that are not zero (RFC 4648 §3.5).
    Base64Bits {
        rule "base64", section "RFC 4648 3.5", expected "zero bits after the last octet",
        message "base64 data whose last character holds bits beyond the data; the encoding is not canonical"
    }

    // urn (RFC 8141 §2).

    /// A NID shorter than 2 or longer than 32.
    NidLength {
        rule "NID", section URN, expected "2 to 32 letters, digits and '-'",
        message "namespace identifier of a URN not of 2 to 32 characters"
    }
    /// A character no NID takes.
    NidChar {
        rule "NID", section URN, expected "letters, digits and '-', then ':'",
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in the namespace identifier of a URN");
        }
    }
    /// A NID that starts or ends with `-`.
    NidHyphen {
        rule "NID", section URN, expected "a letter or digit at each end of the NID",
        message "namespace identifier of a URN starting or ending with '-'"
    }
    /// No `:` and NSS after the NID, or an empty NSS.
    Nss {
        rule "NSS", section URN, expected "':' and the namespace-specific string, starting with a pchar",
        message "missing namespace-specific string after the NID of a URN"
    }
    /// A query that is not `?+` r-component and/or `?=` q-component.
    RqComponents {
        rule "rq-components", section URN, expected "'?+' and an r-component, or '?=' and a q-component",
        message "query of a URN that is not '?+' and an r-component or '?=' and a q-component (neither empty)"
    }
    /// A `urn:uuid:` NSS that is not a UUID string.
    Uuid {
        rule "UUID", section "RFC 9562 4", expected "8-4-4-4-12 hex digits, such as f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
        message "urn:uuid: not followed by a UUID (8-4-4-4-12 hex digits)"
    }
}

//! `mailto` URIs by RFC 6068 §2, on top of RFC 3986:
//!
//! ```text
//! mailtoURI    = "mailto:" [ to ] [ hfields ]
//! to           = addr-spec *("," addr-spec )
//! hfields      = "?" hfield *( "&" hfield )
//! hfield       = hfname "=" hfvalue
//! hfname       = *qchar
//! hfvalue      = *qchar
//! addr-spec    = local-part "@" domain
//! local-part   = dot-atom-text / quoted-string
//! domain       = dot-atom-text / "[" *dtext-no-obs "]"
//! dtext-no-obs = %d33-90 / ; Printable US-ASCII
//!                %d94-126 ; characters not including
//!                         ; "[", "]", or "\"
//! qchar        = unreserved / pct-encoded / some-delims
//! some-delims  = "!" / "$" / "'" / "(" / ")" / "*"
//!              / "+" / "," / ";" / ":" / "@"
//! ```
//!
//! Each address is read percent-decoded, as an RFC 5322 §3.4.1 `addr-spec`
//! without the obsolete forms: a `dot-atom-text` or `quoted-string` local
//! part, a `dot-atom-text` or domain-literal domain. Their atoms take the
//! octets of UTF-8 as RFC 6532 §3.2 does (RFC 6068 §2 writes an
//! internationalized domain as its percent-encoded UTF-8; an IRI, RFC 3987,
//! as itself), and so does a header field of an IRI. The fragment is RFC 3986's
//! (§3.5) and stays.
//!
//! [`MailtoUri`] is the typed view.

use crate::error::{ParseError, RfcRule};
use crate::rfc3986::own_rfc::{octet, path_end, query_end, rfc_fail, rfc_fail_octet};
use crate::rfc3986::uri::UriRef;
use crate::view::url::NO_OFFSET;

/// The rules of RFC 6068 §2 on the valid `URI` `u`, whose scheme is `mailto`.
pub(crate) const fn check(u: &UriRef<'_>) -> Result<(), ParseError> {
    let b = u.s.as_bytes();
    if u.auth_start != NO_OFFSET {
        return Err(rfc_fail(u.auth_start as usize - 2, 2, RfcRule::MailtoAuthority));
    }
    let (start, end) = (u.path_start as usize, path_end(u));
    if start < end {
        let mut i = start;
        loop {
            let mut j = i;
            while j < end && b[j] != b',' {
                j += 1;
            }
            if let Err(e) = addr_spec(b, i, j) {
                return Err(e);
            }
            if j == end {
                break;
            }
            i = j + 1;
        }
    }
    if u.query != NO_OFFSET {
        let (mut i, end) = (u.query as usize + 1, query_end(u));
        loop {
            let mut j = i;
            let mut eq = false;
            while j < end && b[j] != b'&' {
                let c = b[j];
                if c == b'=' && !eq {
                    eq = true;
                } else if !(c == b'%' || c >= 0x80 || crate::chars::is(c, crate::chars::U_UNRESERVED) || some_delim(c))
                {
                    return Err(rfc_fail_octet(b, j, 1, c, RfcRule::HfieldChar));
                }
                j += 1;
            }
            if !eq {
                return Err(rfc_fail(i, j - i, RfcRule::HfieldNoEq));
            }
            if j == end {
                break;
            }
            i = j + 1;
        }
    }
    Ok(())
}

/// `some-delims` of RFC 6068.
const fn some_delim(c: u8) -> bool {
    matches!(c, b'!' | b'$' | b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b':' | b'@')
}

/// `atext` of RFC 5322 §3.2.3.
pub(crate) const fn atext(c: u8) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(
            c,
            b'!' | b'#'
                | b'$'
                | b'%'
                | b'&'
                | b'\''
                | b'*'
                | b'+'
                | b'-'
                | b'/'
                | b'='
                | b'?'
                | b'^'
                | b'_'
                | b'`'
                | b'{'
                | b'|'
                | b'}'
                | b'~'
        )
}

/// The `addr-spec` written (percent-encoded) in `b[start..end]`.
pub(crate) const fn addr_spec(b: &[u8], start: usize, end: usize) -> Result<(), ParseError> {
    if start == end {
        return Err(rfc_fail(start, 0, RfcRule::AddrEmpty));
    }
    let mut i = start;
    let (c, n) = octet(b, i);
    if c == b'"' {
        // quoted-string = DQUOTE *([FWS] qcontent) [FWS] DQUOTE, with FWS
        // as spaces and tabs, qcontent = qtext / quoted-pair.
        i = n;
        loop {
            if i >= end {
                return Err(rfc_fail(start, end - start, RfcRule::AddrQuoteUnclosed));
            }
            let (c, n) = octet(b, i);
            if c == b'"' {
                i = n;
                break;
            }
            if c == b'\\' {
                if n >= end {
                    return Err(rfc_fail(start, end - start, RfcRule::AddrQuoteUnclosed));
                }
                let (d, m) = octet(b, n);
                if !(d == b' ' || d == b'\t' || (d >= 33 && d <= 126)) {
                    return Err(rfc_fail_octet(b, n, m - n, d, RfcRule::AddrQuotedChar));
                }
                i = m;
                continue;
            }
            if !(c == b' ' || c == b'\t' || c == 33 || (c >= 35 && c <= 91) || (c >= 93 && c <= 126)) {
                return Err(rfc_fail_octet(b, i, n - i, c, RfcRule::AddrQuotedChar));
            }
            i = n;
        }
    } else {
        i = match dot_atom(b, start, end, false) {
            Ok(i) => i,
            Err(e) => return Err(e),
        };
    }
    if i >= end {
        return Err(rfc_fail(start, end - start, RfcRule::AddrNoAt));
    }
    let (c, n) = octet(b, i);
    if c != b'@' {
        return Err(rfc_fail_octet(b, i, n - i, c, RfcRule::AddrLocalChar));
    }
    let d = n;
    if d < end && octet(b, d).0 == b'[' {
        // "[" *dtext-no-obs "]"
        let mut i = octet(b, d).1;
        loop {
            if i >= end {
                return Err(rfc_fail(d, end - d, RfcRule::AddrDomainLiteral));
            }
            let (c, n) = octet(b, i);
            if c == b']' {
                if n < end {
                    let (c, m) = octet(b, n);
                    return Err(rfc_fail_octet(b, n, m - n, c, RfcRule::AddrDomainChar));
                }
                return Ok(());
            }
            if !((c >= 33 && c <= 90) || (c >= 94 && c <= 126)) {
                return Err(rfc_fail_octet(b, i, n - i, c, RfcRule::AddrDomainLiteral));
            }
            i = n;
        }
    }
    match dot_atom(b, d, end, true) {
        Ok(i) if i < end => {
            let (c, n) = octet(b, i);
            Err(rfc_fail_octet(b, i, n - i, c, RfcRule::AddrDomainChar))
        }
        Ok(_) => Ok(()),
        Err(e) => Err(e),
    }
}

/// A `dot-atom-text` from `start`, its `atext` widened with the octets of
/// UTF-8 (80-FF, RFC 6532 §3.2): the index of the first octet it does not
/// take (an `@` after a local part). `domain`: the domain's, which reports
/// its own errors.
const fn dot_atom(b: &[u8], start: usize, end: usize, domain: bool) -> Result<usize, ParseError> {
    let dot = if domain { RfcRule::AddrDomainDot } else { RfcRule::AddrLocalDot };
    let mut i = start;
    // Whether the last octet read was an atext (not a '.', nor nothing).
    let mut after_atext = false;
    while i < end {
        let (c, n) = octet(b, i);
        if atext(c) || c >= 0x80 {
            after_atext = true;
        } else if c == b'.' {
            if !after_atext {
                return Err(rfc_fail(i, n - i, dot));
            }
            after_atext = false;
        } else {
            break;
        }
        i = n;
    }
    if !after_atext {
        // Empty, or ending with '.'.
        return Err(if i > start { rfc_fail(i - 1, 1, dot) } else { rfc_fail(i, 0, dot) });
    }
    Ok(i)
}

/// A mailto URI (RFC 6068 §2): a [`Uri`] whose scheme is `mailto`, so that
/// each address is an RFC 5322 `addr-spec` and each header field
/// `name=value`.
///
/// ```
/// use url_core::MailtoUri;
///
/// let m = MailtoUri::parse("mailto:%22not%40me%22@example.org,b@example.org?subject=caf%C3%A9&body=hi").unwrap();
/// let to: Vec<String> = m.to().map(|a| a.to_string()).collect();
/// assert_eq!(to, ["\"not@me\"@example.org", "b@example.org"]);
/// let headers: Vec<(String, String)> = m.headers().map(|(n, v)| (n.to_string(), v.to_string())).collect();
/// assert_eq!(headers, [("subject".into(), "café".into()), ("body".into(), "hi".into())]);
///
/// let e = MailtoUri::parse("mailto:a@b@c").unwrap_err();
/// assert_eq!((e.offset(), e.rule(), e.section()), (10, "addr-spec", "RFC 5322 3.4.1"));
/// ```
///
/// [`Uri`]: crate::Uri
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MailtoUri<'a> {
    uri: crate::rfc3986::uri::Uri<'a>,
}

crate::rfc3986::own_rfc::rfc_view!(MailtoUri, crate::rfc3986::scheme::RfcScheme::Mailto);

impl<'a> MailtoUri<'a> {
    /// The view of a URI whose scheme is `mailto` (for `from_uri`).
    const fn layout(uri: crate::rfc3986::uri::Uri<'a>) -> Self {
        MailtoUri { uri }
    }

    /// The addresses of the path (`to`), each percent-decoded; none for an
    /// empty path. (A `to` header field is among [`headers`](Self::headers).)
    pub fn to(&self) -> Addresses<'a> {
        let p = self.uri.path();
        Addresses { rest: if p.is_empty() { None } else { Some(p) } }
    }

    /// The header fields (`hfields`), in order, as `(name, value)`, each
    /// percent-decoded; names as written (RFC 6068 §2 compares them
    /// case-insensitively).
    pub fn headers(&self) -> Headers<'a> {
        Headers { rest: self.uri.query() }
    }

    /// The query (the header fields) after `?`, raw.
    pub const fn query(&self) -> Option<&'a str> {
        self.uri.query()
    }
}

/// The addresses of a [`MailtoUri`] ([`MailtoUri::to`]).
#[derive(Clone, Debug)]
pub struct Addresses<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for Addresses<'a> {
    type Item = crate::percent::Decoded<'a>;

    fn next(&mut self) -> Option<Self::Item> {
        let rest = self.rest?;
        let (a, next) = match rest.find(',') {
            Some(i) => (&rest[..i], Some(&rest[i + 1..])),
            None => (rest, None),
        };
        self.rest = next;
        Some(crate::percent::Decoded::encoded(a))
    }
}

impl core::iter::FusedIterator for Addresses<'_> {}

/// The header fields of a [`MailtoUri`] ([`MailtoUri::headers`]).
#[derive(Clone, Debug)]
pub struct Headers<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for Headers<'a> {
    type Item = (crate::percent::Decoded<'a>, crate::percent::Decoded<'a>);

    fn next(&mut self) -> Option<Self::Item> {
        let rest = self.rest?;
        let (field, next) = match rest.find('&') {
            Some(i) => (&rest[..i], Some(&rest[i + 1..])),
            None => (rest, None),
        };
        self.rest = next;
        // Every hfield has its '=' (RFC 6068 §2, checked by the parser).
        let (name, value) = field.split_once('=').unwrap_or((field, ""));
        Some((crate::percent::Decoded::encoded(name), crate::percent::Decoded::encoded(value)))
    }
}

impl core::iter::FusedIterator for Headers<'_> {}

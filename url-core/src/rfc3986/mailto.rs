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
//! as itself), and so does a header field of an IRI. Decoded, those octets
//! are well-formed UTF-8 (RFC 6532 §3.1: no stray, overlong or surrogate
//! sequence), and an address holds no bidirectional formatting character
//! (RFC 3987 §4.1's, which `iri!` refuses) nor invisible one (Unicode's other
//! default-ignorable code points: U+00AD, U+200B-200D, U+2060-206F, U+FEFF,
//! the variation selectors, the tags, ...; RFC 5892 §2.6), which would make it display
//! as another. The fragment is RFC 3986's (§3.5) and stays.
//!
//! The header fields are read as a mail composer takes them, decoded: a
//! name is RFC 5322 §3.6.8's `1*ftext` (printable ASCII but `:`); the
//! values of `to`, `cc` and `bcc` (in any case) are addresses, checked as
//! the path's; any other value holds no CR, LF (a line break would start a
//! header field of the URI's choosing, `Bcc:` among them) or NUL, but
//! `body`, whose line breaks are `%0D%0A` (RFC 6068 §5).
//!
//! [`MailtoUri`] is the typed view.

use crate::error::{ParseError, RfcRule};
use crate::rfc3986::own_rfc::{octet, path_end, query_end, rfc_fail, rfc_fail_char, rfc_fail_octet};
use crate::rfc3986::uri::UriRef;
use crate::view::url::NO_OFFSET;

/// The rules of RFC 6068 §2 on the valid `URI` `u`, whose scheme is `mailto`.
pub(crate) const fn check(u: &UriRef<'_>) -> Result<(), ParseError> {
    let b = u.s.as_bytes();
    if u.auth_start != NO_OFFSET {
        return Err(rfc_fail(u.auth_start as usize - 2, 2, RfcRule::MailtoAuthority));
    }
    if let Err(e) = addr_list(b, u.path_start as usize, path_end(u)) {
        return Err(e);
    }
    if u.query != NO_OFFSET {
        let (mut i, end) = (u.query as usize + 1, query_end(u));
        loop {
            let mut j = i;
            // The first '=', or `end` when there is none yet.
            let mut eq = end;
            while j < end && b[j] != b'&' {
                let c = b[j];
                if c == b'=' && eq == end {
                    eq = j;
                } else if !(c == b'%' || c >= 0x80 || crate::chars::is(c, crate::chars::U_UNRESERVED) || some_delim(c))
                {
                    return Err(rfc_fail_octet(b, j, 1, c, RfcRule::HfieldChar));
                }
                j += 1;
            }
            if eq == end {
                return Err(rfc_fail(i, j - i, RfcRule::HfieldNoEq));
            }
            if let Err(e) = hfield(b, i, eq, j) {
                return Err(e);
            }
            if j == end {
                break;
            }
            i = j + 1;
        }
    }
    Ok(())
}

/// The addresses `addr-spec *("," addr-spec)` written in `b[start..end]`:
/// the path's, and the value of a `to`, `cc` or `bcc` header field; none
/// when empty.
const fn addr_list(b: &[u8], start: usize, end: usize) -> Result<(), ParseError> {
    if start == end {
        return Ok(());
    }
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
            return Ok(());
        }
        i = j + 1;
    }
}

/// The header field `b[start..end]`, its `=` at `eq`, as a mail composer
/// reads it once decoded: a name of RFC 5322 §3.6.8's `ftext` (printable
/// ASCII but `:`), not empty; the value of `to`, `cc` and `bcc` (in any
/// case) an address list, as the path; in any other value no CR, LF or NUL
/// (a line break would start a header field of the URI's choosing), but in
/// `body`, where a line break is CR LF (RFC 6068 §5).
const fn hfield(b: &[u8], start: usize, eq: usize, end: usize) -> Result<(), ParseError> {
    if start == eq {
        return Err(rfc_fail(start, 0, RfcRule::HfnameEmpty));
    }
    let mut k = start;
    while k < eq {
        let (c, n) = octet(b, k);
        if c >= 0x80 {
            // A character outside ASCII: named whole, once decoded.
            return Err(match utf8_char(b, k, eq) {
                Ok((ch, m)) => rfc_fail_char(k, m - k, ch, RfcRule::HfnameChar),
                // Ill-formed: the octet, read as U+FFFD.
                Err(_) => rfc_fail_char(k, n - k, char::REPLACEMENT_CHARACTER, RfcRule::HfnameChar),
            });
        }
        if c < 33 || c > 126 || c == b':' {
            return Err(rfc_fail_octet(b, k, n - k, c, RfcRule::HfnameChar));
        }
        k = n;
    }
    if name_is(b, start, eq, b"to") || name_is(b, start, eq, b"cc") || name_is(b, start, eq, b"bcc") {
        return addr_list(b, eq + 1, end);
    }
    let body = name_is(b, start, eq, b"body");
    let mut k = eq + 1;
    while k < end {
        let (c, n) = octet(b, k);
        if c == b'\r' || c == b'\n' {
            if !body {
                return Err(rfc_fail_octet(b, k, n - k, c, RfcRule::HfvalueLineBreak));
            }
            if c == b'\n' || n >= end || octet(b, n).0 != b'\n' {
                return Err(rfc_fail_octet(b, k, n - k, c, RfcRule::HfvalueBodyBreak));
            }
            k = octet(b, n).1;
            continue;
        }
        if c == 0 && !body {
            return Err(rfc_fail_octet(b, k, n - k, c, RfcRule::HfvalueNul));
        }
        k = n;
    }
    Ok(())
}

/// Whether the header field name `b[start..end]`, decoded, is `name`
/// (lowercase ASCII) in any case.
const fn name_is(b: &[u8], start: usize, end: usize, name: &[u8]) -> bool {
    let (mut i, mut k) = (start, 0);
    while i < end {
        let (c, n) = octet(b, i);
        if k >= name.len() || c.to_ascii_lowercase() != name[k] {
            return false;
        }
        i = n;
        k += 1;
    }
    k == name.len()
}

/// The character whose UTF-8 starts at `i` of `b` (a non-ASCII octet,
/// percent-decoded or not), read up to `end`: the character and the index
/// after it, or the error of the first octet that makes it ill-formed by
/// RFC 3629 §4 (RFC 6532 §3.1): a stray continuation, an overlong form, a
/// surrogate, beyond U+10FFFF, or cut short. The error spans the octets
/// from `i` to that one.
const fn utf8_char(b: &[u8], i: usize, end: usize) -> Result<(char, usize), ParseError> {
    let (c, mut n) = octet(b, i);
    // The length, the lead's bits, and the range of the second octet.
    let (len, mut v, mut lo, mut hi) = match c {
        0xC2..=0xDF => (2, c as u32 & 0x1F, 0x80, 0xBF),
        0xE0 => (3, 0, 0xA0, 0xBF),
        0xE1..=0xEC | 0xEE..=0xEF => (3, c as u32 & 0x0F, 0x80, 0xBF),
        0xED => (3, 0x0D, 0x80, 0x9F),
        0xF0 => (4, 0, 0x90, 0xBF),
        0xF1..=0xF3 => (4, c as u32 & 0x07, 0x80, 0xBF),
        0xF4 => (4, 4, 0x80, 0x8F),
        _ => return Err(rfc_fail_char(i, n - i, c as char, RfcRule::AddrUtf8)),
    };
    let mut k = 1;
    while k < len {
        if n >= end {
            return Err(rfc_fail_char(i, n - i, c as char, RfcRule::AddrUtf8));
        }
        let (d, mut m) = octet(b, n);
        if d < 0x80 {
            // Cut short by an ASCII character, which is itself.
            return Err(rfc_fail_char(i, n - i, c as char, RfcRule::AddrUtf8));
        }
        if d < lo || d > hi {
            if b[n] >= 0x80 {
                // A character written as itself (an IRI's): the whole of it.
                m = n + crate::error::decode_char(b, n).1;
            }
            return Err(rfc_fail_char(i, m - i, d as char, RfcRule::AddrUtf8));
        }
        v = v << 6 | (d & 0x3F) as u32;
        (n, lo, hi) = (m, 0x80, 0xBF);
        k += 1;
    }
    match char::from_u32(v) {
        Some(ch) => Ok((ch, n)),
        // The ranges above leave out every surrogate and value past U+10FFFF.
        None => Err(rfc_fail_char(i, n - i, c as char, RfcRule::AddrUtf8)),
    }
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

/// A `dot-atom-text` from `start`, its `atext` widened with the characters
/// of well-formed UTF-8 (RFC 6532 §3.1-3.2) but the bidi formatting and
/// invisible ones ([`BIDI`], [`INVISIBLE`]): the index of the first octet it does not
/// take (an `@` after a local part). `domain`: the domain's, which reports
/// its own errors.
///
/// [`BIDI`]: crate::chars::BIDI
/// [`INVISIBLE`]: crate::chars::INVISIBLE
const fn dot_atom(b: &[u8], start: usize, end: usize, domain: bool) -> Result<usize, ParseError> {
    let dot = if domain { RfcRule::AddrDomainDot } else { RfcRule::AddrLocalDot };
    let mut i = start;
    // Whether the last octet read was an atext (not a '.', nor nothing).
    let mut after_atext = false;
    while i < end {
        let (c, mut n) = octet(b, i);
        if c >= 0x80 {
            // Well-formed UTF-8, neither bidi formatting nor invisible.
            let ch = match utf8_char(b, i, end) {
                Ok((ch, m)) => {
                    n = m;
                    ch
                }
                Err(e) => return Err(e),
            };
            if crate::chars::in_ranges(ch, &crate::chars::BIDI) {
                return Err(rfc_fail_char(i, n - i, ch, RfcRule::AddrBidi));
            }
            if crate::chars::in_ranges(ch, &crate::chars::INVISIBLE) {
                return Err(rfc_fail_char(i, n - i, ch, RfcRule::AddrInvisible));
            }
            after_atext = true;
        } else if atext(c) {
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
/// `name=value`, safe to hand to a mail composer: decoded, a name is
/// printable ASCII without `:` (RFC 5322 §3.6.8), the values of `to`, `cc`
/// and `bcc` are addresses, no other value but `body` holds CR, LF or NUL
/// (RFC 6068 §5), and an address is well-formed UTF-8 without bidi
/// formatting or invisible characters.
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
/// // No header field of the URI's choosing, no address that shows as another.
/// let e = MailtoUri::parse("mailto:ops@example.com?subject=Report%0D%0ABcc:%20attacker@evil.example").unwrap_err();
/// assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (37, 3, "hfield", "RFC 6068 5"));
/// let e = MailtoUri::parse("mailto:%E2%80%AEelpmaxe.knab@nimda").unwrap_err();
/// assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (7, 9, "addr-spec", "RFC 3987 4.1"));
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
    /// case-insensitively). The parser has checked them (see the type's
    /// docs): a name is printable ASCII without `:`, and only a `body`
    /// value holds CR, LF (as CR LF) or NUL.
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

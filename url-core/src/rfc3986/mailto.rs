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
//! part, a `dot-atom-text` or domain-literal domain. A domain may hold the
//! UTF-8 octets of an internationalized name (RFC 6068 §2 writes them
//! percent-encoded); a local part is ASCII. A header field of an IRI
//! (RFC 3987) may hold non-ASCII characters. The fragment is RFC 3986's
//! (§3.5) and stays.
//!
//! [`MailtoUri`] is the typed view.

use crate::error::{ParseError, RfcRule};
use crate::rfc3986::scheme::{octet, path_end, query_end, rfc_fail, rfc_fail_octet};
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
                    return Err(rfc_fail_octet(j, 1, c, RfcRule::HfieldChar));
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
                    return Err(rfc_fail_octet(n, m - n, d, RfcRule::AddrQuotedChar));
                }
                i = m;
                continue;
            }
            if !(c == b' ' || c == b'\t' || c == 33 || (c >= 35 && c <= 91) || (c >= 93 && c <= 126)) {
                return Err(rfc_fail_octet(i, n - i, c, RfcRule::AddrQuotedChar));
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
        return Err(rfc_fail_octet(i, n - i, c, RfcRule::AddrLocalChar));
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
                    return Err(rfc_fail_octet(n, m - n, c, RfcRule::AddrDomainChar));
                }
                return Ok(());
            }
            if !((c >= 33 && c <= 90) || (c >= 94 && c <= 126)) {
                return Err(rfc_fail_octet(i, n - i, c, RfcRule::AddrDomainLiteral));
            }
            i = n;
        }
    }
    match dot_atom(b, d, end, true) {
        Ok(i) if i < end => {
            let (c, n) = octet(b, i);
            Err(rfc_fail_octet(i, n - i, c, RfcRule::AddrDomainChar))
        }
        Ok(_) => Ok(()),
        Err(e) => Err(e),
    }
}

/// A `dot-atom-text` from `start`: the index of the first octet it does
/// not take (an `@` after a local part). `domain`: the domain's, which
/// also takes UTF-8 octets (80-FF), and reports its own errors.
const fn dot_atom(b: &[u8], start: usize, end: usize, domain: bool) -> Result<usize, ParseError> {
    let dot = if domain { RfcRule::AddrDomainDot } else { RfcRule::AddrLocalDot };
    let mut i = start;
    // Whether the last octet read was an atext (not a '.', nor nothing).
    let mut after_atext = false;
    while i < end {
        let (c, n) = octet(b, i);
        if atext(c) || (domain && c >= 0x80) {
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

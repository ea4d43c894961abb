//! `urn` URIs by RFC 8141 §2, on top of RFC 3986:
//!
//! ```text
//! namestring    = assigned-name
//!                 [ rq-components ]
//!                 [ "#" f-component ]
//! assigned-name = "urn" ":" NID ":" NSS
//! NID           = (alphanum) 0*30(ldh) (alphanum)
//! ldh           = alphanum / "-"
//! NSS           = pchar *(pchar / "/")
//! rq-components = [ "?+" r-component ]
//!                 [ "?=" q-component ]
//! r-component   = pchar *( pchar / "/" / "?" )
//! q-component   = pchar *( pchar / "/" / "?" )
//! f-component   = fragment
//! ```
//!
//! and for the NID `uuid` (RFC 4122 §3, RFC 9562 §4), an NSS that is a UUID
//! string: 8-4-4-4-12 hex digits, of either case.
//!
//! [`Urn`] is the typed view.

use crate::error::{ParseError, RfcRule};
use crate::rfc3986::scheme::{path_end, query_end, rfc_fail, rfc_fail_octet};
use crate::rfc3986::uri::UriRef;
use crate::view::url::NO_OFFSET;

/// The parts of a URN: the end of its NID (at its `:`), and where its
/// r-component and q-component start and end (`NO_OFFSET` when absent).
#[derive(Clone, Copy)]
pub(crate) struct Parts {
    /// The `:` after the NID.
    pub(crate) nid_end: usize,
    /// The r-component, without `?+`.
    pub(crate) r: (usize, usize),
    /// The q-component, without `?=`.
    pub(crate) q: (usize, usize),
}

/// The rules of RFC 8141 §2 on the valid `URI` `u`, whose scheme is `urn`.
pub(crate) const fn check(u: &UriRef<'_>) -> Result<(), ParseError> {
    match parts(u) {
        Ok(_) => Ok(()),
        Err(e) => Err(e),
    }
}

/// Whether `c` may stand in a NID (`ldh`).
const fn ldh(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'-'
}

/// [`check`], returning the parts.
pub(crate) const fn parts(u: &UriRef<'_>) -> Result<Parts, ParseError> {
    let b = u.s.as_bytes();
    // The NID starts after `urn:`, authority or not (`urn://` fails there).
    let start = u.scheme_end as usize + 1;
    let end = path_end(u);
    let mut k = start;
    while k < end && ldh(b[k]) {
        k += 1;
    }
    if k < end && b[k] != b':' {
        let (c, n) = crate::rfc3986::scheme::octet(b, k);
        return Err(rfc_fail_octet(k, n - k, c, RfcRule::NidChar));
    }
    let n = k - start;
    if n < 2 || n > 32 {
        return Err(rfc_fail(start, n, RfcRule::NidLength));
    }
    if b[start] == b'-' || b[k - 1] == b'-' {
        return Err(rfc_fail(start, n, RfcRule::NidHyphen));
    }
    // NSS = pchar *(pchar / "/"): the grammar took the characters.
    if k >= end || k + 1 == end || b[k + 1] == b'/' {
        return Err(rfc_fail(k, end - k, RfcRule::Nss));
    }
    if n == 4 && crate::chars::eq_ignore_case(b.split_at(start).1.split_at(4).0, b"uuid") && !is_uuid(b, k + 1, end) {
        return Err(rfc_fail(k + 1, end - k - 1, RfcRule::Uuid));
    }
    let mut parts = Parts { nid_end: k, r: (NO_OFFSET as usize, 0), q: (NO_OFFSET as usize, 0) };
    if u.query != NO_OFFSET {
        let (q, qe) = (u.query as usize, query_end(u));
        let mut i = q;
        if i + 1 < qe && b[i + 1] == b'+' {
            // The r-component ends at `?=`.
            let r = i + 2;
            let mut j = r;
            while j < qe && !(b[j] == b'?' && j + 1 < qe && b[j + 1] == b'=') {
                j += 1;
            }
            if j == r || b[r] == b'/' || b[r] == b'?' {
                return Err(rfc_fail(i, j - i, RfcRule::RqComponents));
            }
            parts.r = (r, j);
            i = j;
        }
        if i < qe {
            if !(i + 1 < qe && b[i + 1] == b'=') {
                return Err(rfc_fail(i, if i + 1 < qe { 2 } else { 1 }, RfcRule::RqComponents));
            }
            let s = i + 2;
            if s == qe || b[s] == b'/' || b[s] == b'?' {
                return Err(rfc_fail(i, qe - i, RfcRule::RqComponents));
            }
            parts.q = (s, qe);
        }
    }
    Ok(parts)
}

/// Whether `b[start..end]` is a UUID string (RFC 9562 §4: `8HEXDIG "-"
/// 4HEXDIG "-" 4HEXDIG "-" 4HEXDIG "-" 12HEXDIG`, either case).
const fn is_uuid(b: &[u8], start: usize, end: usize) -> bool {
    if end - start != 36 {
        return false;
    }
    let mut i = 0;
    while i < 36 {
        let c = b[start + i];
        let ok = if i == 8 || i == 13 || i == 18 || i == 23 { c == b'-' } else { c.is_ascii_hexdigit() };
        if !ok {
            return false;
        }
        i += 1;
    }
    true
}

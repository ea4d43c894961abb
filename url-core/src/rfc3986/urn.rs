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
use crate::rfc3986::own_rfc::{path_end, query_end, rfc_fail, rfc_fail_octet};
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
        let (c, n) = crate::rfc3986::own_rfc::octet(b, k);
        return Err(rfc_fail_octet(b, k, n - k, c, RfcRule::NidChar));
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

/// A URN (RFC 8141): a [`Uri`] whose scheme is `urn`, so that it has a NID
/// of 2 to 32 letters, digits and `-`, an NSS, and a query of `?+` and an
/// r-component and/or `?=` and a q-component.
///
/// ```
/// use url_core::Urn;
///
/// const GRANT: Urn<'static> = match Urn::parse_const("urn:ietf:params:oauth:grant-type:jwt-bearer") {
///     Ok(u) => u,
///     Err(_) => panic!("invalid URN"),
/// };
/// assert_eq!((GRANT.nid(), GRANT.nss()), ("ietf", "params:oauth:grant-type:jwt-bearer"));
///
/// let a = Urn::parse("urn:example:a123,z456?+abc?=xyz#789").unwrap();
/// assert_eq!((a.r_component(), a.q_component(), a.f_component()), (Some("abc"), Some("xyz"), Some("789")));
/// // RFC 8141 §3: NID case-insensitive, r-, q- and f-components ignored.
/// assert!(a.equivalent(&Urn::parse("URN:EXAMPLE:a123,z456").unwrap()));
/// assert!(!a.equivalent(&Urn::parse("urn:example:A123,z456").unwrap()));
///
/// let e = Urn::parse("urn:uuid:not-a-uuid").unwrap_err();
/// assert_eq!((e.rule(), e.section()), ("UUID", "RFC 9562 4"));
/// ```
///
/// [`Uri`]: crate::Uri
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Urn<'a> {
    uri: crate::rfc3986::uri::Uri<'a>,
    /// The `:` after the NID.
    nid_end: u32,
    /// The r-component, without `?+` (`NO_OFFSET` when absent).
    r: (u32, u32),
    /// The q-component, without `?=` (`NO_OFFSET` when absent).
    q: (u32, u32),
}

crate::rfc3986::own_rfc::rfc_view!(Urn, crate::rfc3986::scheme::RfcScheme::Urn);

impl<'a> Urn<'a> {
    /// The view of a URI whose scheme is `urn` (for `from_uri`).
    const fn layout(uri: crate::rfc3986::uri::Uri<'a>) -> Self {
        let p = match parts(&uri.0) {
            Ok(p) => p,
            // `Uri::parse` checked the URI.
            Err(_) => Parts { nid_end: 4, r: (NO_OFFSET as usize, 0), q: (NO_OFFSET as usize, 0) },
        };
        Urn { uri, nid_end: p.nid_end as u32, r: (p.r.0 as u32, p.r.1 as u32), q: (p.q.0 as u32, p.q.1 as u32) }
    }

    /// `s[a..b]`, or `None` when `a` is `NO_OFFSET`.
    const fn part(&self, (a, b): (u32, u32)) -> Option<&'a str> {
        if a == NO_OFFSET {
            return None;
        }
        Some(self.uri.as_str().split_at(b as usize).0.split_at(a as usize).1)
    }

    /// The namespace identifier, as written.
    pub const fn nid(&self) -> &'a str {
        self.uri.as_str().split_at(self.nid_end as usize).0.split_at(self.uri.scheme().len() + 1).1
    }

    /// The namespace-specific string, as written.
    pub const fn nss(&self) -> &'a str {
        self.uri.path().split_at(self.nid_end as usize - self.uri.scheme().len()).1
    }

    /// The r-component after `?+`, raw.
    pub const fn r_component(&self) -> Option<&'a str> {
        self.part(self.r)
    }

    /// The q-component after `?=`, raw.
    pub const fn q_component(&self) -> Option<&'a str> {
        self.part(self.q)
    }

    /// The f-component after `#`, raw.
    pub const fn f_component(&self) -> Option<&'a str> {
        self.uri.fragment()
    }

    /// Whether the two URNs are equivalent by RFC 8141 §3: the same NID
    /// (case-insensitively) and the same NSS octet by octet, but for the
    /// case of the hex digits of `%XX` escapes; the `urn:` prefix in any
    /// case, and the r-, q- and f-components ignored. RFC 8141 §3 leaves
    /// more to each namespace: the NSS of `urn:uuid:` is a UUID, whose hex
    /// digits compare in any case (RFC 9562 §4), so that
    /// `urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6` is
    /// `urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6`.
    pub const fn equivalent(&self, other: &Urn<'_>) -> bool {
        if !crate::chars::eq_ignore_case(self.nid().as_bytes(), other.nid().as_bytes()) {
            return false;
        }
        let (a, b) = (self.nss().as_bytes(), other.nss().as_bytes());
        if a.len() != b.len() {
            return false;
        }
        if crate::chars::eq_ignore_case(self.nid().as_bytes(), b"uuid") {
            // Both UUID strings (checked by the parser): hex digits and '-'.
            return crate::chars::eq_ignore_case(a, b);
        }
        let mut i = 0;
        // Within an escape, the two hex digits compare in any case.
        let mut hex = 0;
        while i < a.len() {
            let same = if hex > 0 { a[i].eq_ignore_ascii_case(&b[i]) } else { a[i] == b[i] };
            if !same {
                return false;
            }
            hex = if a[i] == b'%' {
                2
            } else if hex > 0 {
                hex - 1
            } else {
                0
            };
            i += 1;
        }
        true
    }

    /// The UUID of a `urn:uuid:` URN, as its 16 octets (RFC 9562 §4).
    pub const fn uuid(&self) -> Option<[u8; 16]> {
        if !crate::chars::eq_ignore_case(self.nid().as_bytes(), b"uuid") {
            return None;
        }
        let s = self.nss().as_bytes();
        let mut out = [0u8; 16];
        let (mut i, mut k) = (0, 0);
        while k < 16 {
            if s[i] == b'-' {
                i += 1;
            }
            out[k] = crate::chars::hex_val(s[i]) << 4 | crate::chars::hex_val(s[i + 1]);
            i += 2;
            k += 1;
        }
        Some(out)
    }
}

/// The URI and its parts as the accessors give them (no component is
/// `None`, not an offset).
impl core::fmt::Debug for Urn<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Urn")
            .field("uri", &self.uri)
            .field("nid", &self.nid())
            .field("nss", &self.nss())
            .field("r_component", &self.r_component())
            .field("q_component", &self.q_component())
            .field("f_component", &self.f_component())
            .finish()
    }
}

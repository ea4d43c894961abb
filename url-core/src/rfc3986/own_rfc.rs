//! What the rules and the typed views of the schemes read by their own RFCs
//! (`file.rs`, `mailto.rs`, `data.rs`, `urn.rs`) share: their errors, the
//! octet at an index, where a path and a query end, the typed parser's
//! scheme check, and the common parts of each view (`rfc_view!`). Which
//! scheme a URI names is `scheme.rs`'s ([`RfcScheme`]); which rules the
//! grammar applies, `schemes.rs`'s.

use crate::rfc3986::scheme::RfcScheme;
use crate::rfc3986::uri::UriRef;

/// The error of `rule` at `offset` and `len` (the parsers of `file.rs`,
/// `mailto.rs`, `data.rs` and `urn.rs`).
pub(crate) const fn rfc_fail(offset: usize, len: usize, rule: crate::error::RfcRule) -> crate::error::ParseError {
    use crate::error::{Component, ErrorKind, ParseError};
    ParseError::new(offset, len, ErrorKind::UriRfcRule(rule), Component::UriRef)
}

/// The error of `rule` about the octet `octet`, written at `offset` and
/// `len` of `b` (`%XX` when escaped): the message names the octet, decoded,
/// or the character written there when it is not ASCII (an IRI's).
pub(crate) const fn rfc_fail_octet(
    b: &[u8],
    offset: usize,
    len: usize,
    octet: u8,
    rule: crate::error::RfcRule,
) -> crate::error::ParseError {
    use crate::error::{Component, ErrorKind, ParseError};
    if b[offset] >= 0x80 {
        return ParseError::at_char(b, offset, ErrorKind::UriRfcRule(rule), Component::UriRef);
    }
    ParseError::mailto(offset, len, octet, ErrorKind::UriRfcRule(rule), Component::UriRef)
}

/// The error of `rule` about the character `found`, decoded from the text
/// at `offset` and `len` (its `%XX` escapes, or itself).
pub(crate) const fn rfc_fail_char(
    offset: usize,
    len: usize,
    found: char,
    rule: crate::error::RfcRule,
) -> crate::error::ParseError {
    use crate::error::{Component, ErrorKind, ParseError};
    ParseError::with_found(offset, len, found, ErrorKind::UriRfcRule(rule), Component::UriRef)
}

/// The octet written at `i` of `b`, percent-decoded, and the index after
/// it (the grammar has checked every escape: `%` and two hex digits).
#[inline]
pub(crate) const fn octet(b: &[u8], i: usize) -> (u8, usize) {
    if b[i] == b'%' && i + 2 < b.len() {
        (crate::chars::hex_val(b[i + 1]) << 4 | crate::chars::hex_val(b[i + 2]), i + 3)
    } else {
        (b[i], i + 1)
    }
}

/// Where the path of `u` ends: at its `?`, its `#` or the end.
pub(crate) const fn path_end(u: &UriRef<'_>) -> usize {
    use crate::view::url::NO_OFFSET;
    if u.query != NO_OFFSET {
        u.query as usize
    } else if u.fragment != NO_OFFSET {
        u.fragment as usize
    } else {
        u.s.len()
    }
}

/// Where the query of `u` ends: at its `#` or the end.
pub(crate) const fn query_end(u: &UriRef<'_>) -> usize {
    use crate::view::url::NO_OFFSET;
    if u.fragment != NO_OFFSET {
        u.fragment as usize
    } else {
        u.s.len()
    }
}

/// A typed parser's scheme check: when `s` starts with a scheme that is not
/// `want`, the error naming `want` (before anything else the URI may get
/// wrong).
pub(crate) const fn expect_scheme(s: &str, want: RfcScheme) -> Result<(), crate::error::ParseError> {
    use crate::error::{Component, ErrorKind, ParseError};
    let bytes = s.as_bytes();
    let k = crate::scan::swar::class_end_bytewise::<{ crate::chars::U_SCHEME }>(bytes, 0);
    if k == 0 || !bytes[0].is_ascii_alphabetic() || k >= bytes.len() || bytes[k] != b':' {
        return Ok(());
    }
    match RfcScheme::from_bytes(bytes.split_at(k).0) {
        Some(found) if found as u8 == want as u8 => Ok(()),
        _ => Err(ParseError::new(0, k, ErrorKind::UriNotScheme(want), Component::UriScheme)),
    }
}

/// The parts of a typed view of one of the [`RfcScheme`]s that every such
/// view has: `parse`, `parse_const`, `from_uri` (through the view's
/// `const fn layout(uri: Uri<'a>) -> Self`), `as_uri`, `as_str`, `TryFrom`,
/// `Display` and `From<view> for Uri`.
macro_rules! rfc_view {
    ($ty:ident, $scheme:expr) => {
        impl<'a> TryFrom<&'a str> for $ty<'a> {
            type Error = $crate::error::ParseError;

            #[doc = concat!("[`", stringify!($ty), "::parse`].")]
            fn try_from(s: &'a str) -> Result<Self, $crate::error::ParseError> {
                $ty::parse(s)
            }
        }

        impl<'a> $ty<'a> {
            /// Parses `s` as a [`Uri`](crate::Uri) of this view's scheme
            /// (whose rules [`Uri::parse`](crate::Uri::parse) applies); a
            /// URI of another scheme is an error naming this one.
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) for an invalid URI, or one
            /// naming the scheme for a valid URI of another scheme.
            pub fn parse(s: &'a str) -> Result<Self, $crate::error::ParseError> {
                $crate::rfc3986::own_rfc::expect_scheme(s, $scheme)?;
                Self::from_uri($crate::rfc3986::uri::Uri::parse(s)?)
            }

            /// [`parse`](Self::parse) as a `const fn`, for `const` and
            /// `static` items: the same result for every input.
            ///
            /// # Errors
            ///
            /// Exactly those of [`parse`](Self::parse).
            pub const fn parse_const(s: &'a str) -> Result<Self, $crate::error::ParseError> {
                if let Err(e) = $crate::rfc3986::own_rfc::expect_scheme(s, $scheme) {
                    return Err(e);
                }
                match $crate::rfc3986::uri::Uri::parse_const(s) {
                    Ok(uri) => Self::from_uri(uri),
                    Err(e) => Err(e),
                }
            }

            /// This view of `uri`, when its scheme is this view's: no
            /// checking, since [`Uri::parse`](crate::Uri::parse) applied the
            /// scheme's rules already. A URI of another scheme is the error
            /// of [`parse`](Self::parse) naming this one.
            ///
            /// # Errors
            ///
            /// For a URI of another scheme.
            pub const fn from_uri(uri: $crate::rfc3986::uri::Uri<'a>) -> Result<Self, $crate::error::ParseError> {
                match $crate::rfc3986::scheme::RfcScheme::from_bytes(uri.scheme().as_bytes()) {
                    Some(found) if found as u8 == $scheme as u8 => Ok(Self::layout(uri)),
                    _ => Err($crate::error::ParseError::new(
                        0,
                        uri.scheme().len(),
                        $crate::error::ErrorKind::UriNotScheme($scheme),
                        $crate::error::Component::UriScheme,
                    )),
                }
            }

            /// The URI.
            pub const fn as_uri(&self) -> $crate::rfc3986::uri::Uri<'a> {
                self.uri
            }

            /// The text, as given to [`parse`](Self::parse).
            pub const fn as_str(&self) -> &'a str {
                self.uri.as_str()
            }

            /// The fragment after `#`, raw (`None` without `#`).
            pub const fn fragment(&self) -> Option<&'a str> {
                self.uri.fragment()
            }
        }

        impl<'a> From<$ty<'a>> for $crate::rfc3986::uri::Uri<'a> {
            fn from(v: $ty<'a>) -> Self {
                v.uri
            }
        }

        impl core::fmt::Display for $ty<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.uri.as_str())
            }
        }
    };
}
pub(crate) use rfc_view;

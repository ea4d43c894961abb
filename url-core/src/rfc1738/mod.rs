//! RFC 1738: the generic grammar (`genericurl`, `scheme`, RFC 1630
//! fragments) and the dispatch to the production of each §3 scheme;
//! `ip-schemepart` (`login`, `hostport`) is in [`authority`], the schemes in
//! [`scheme`].

pub(crate) mod authority;
pub(crate) mod scheme;

use crate::chars::{self};
use crate::error::{Component, ErrorKind, ParseError};
use crate::rfc1738::scheme::scheme_of;
use crate::rfc1738::scheme::Scheme;
use crate::rfc3986::uri::Uri;
use crate::scan::swar::class_end_bytewise;
use crate::scan::{scan, tri};
use crate::view::url::{Url, NO_OFFSET};

/// Parses a complete URL; see [`Url::parse`]. The entry point of every RFC
/// 1738 parse: an error is marked when `s` is a valid RFC 3986 URI
/// ([`ParseError::input_is_uri`]), out of line, so that valid URLs pay
/// nothing for it.
#[inline]
pub(crate) const fn parse(s: &str) -> Result<Url<'_>, ParseError> {
    // The result is marked in place: rebuilding it (`Ok(u) => Ok(u)`) would
    // copy the `Url` on the valid path.
    let mut result = grammar(s);
    if let Err(e) = &mut result {
        *e = advised(*e, s);
    }
    result
}

/// `e`, the error of an RFC 1738 entry point for `s`, marked when `s` is a
/// valid RFC 3986 URI (see [`ParseError::input_is_uri`]). Only ever called
/// on the error path, out of line.
#[cold]
#[inline(never)]
const fn advised(e: ParseError, s: &str) -> ParseError {
    if e.may_be_uri() && Uri::parse(s).is_ok() {
        e.with_uri_note()
    } else {
        e
    }
}

/// The RFC 1738 grammar behind [`parse`] (inlined there, so that the valid
/// path runs as it did before [`parse`] marked errors).
#[inline(always)]
const fn grammar(s: &str) -> Result<Url<'_>, ParseError> {
    let b = s.as_bytes();
    if b.len() >= NO_OFFSET as usize {
        return Err(ParseError::new(0, 0, ErrorKind::TooLong, Component::Url));
    }
    if !b.is_empty() && b[0] == b'<' {
        let len = if b.len() >= 5 && starts_with_url_colon(b) { 5 } else { 1 };
        return Err(ParseError::new(0, len, ErrorKind::Wrapper, Component::Url));
    }
    let (i, kind) = match scheme_of(b) {
        Some(found) => found,
        None => {
            // scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]   (§5, §2.1)
            let i = class_end_bytewise::<{ chars::SCHEME }>(b, 0);
            return Err(if i >= b.len() {
                ParseError::new(i, 0, ErrorKind::MissingColon, Component::Scheme)
            } else if b[i] != b':' {
                ParseError::unexpected(b, i, Component::Scheme)
            } else {
                ParseError::new(0, 1, ErrorKind::EmptyScheme, Component::Scheme)
            });
        }
    };
    let mut u = Url::empty(s, i as u32, kind);
    tri!(parse_rest(kind, b, &mut u));
    // RFC 1630: the first '#' ends the URL; the fragment is *xchar.
    let end = u.end as usize;
    if end < b.len() {
        let f = tri!(scan::<{ chars::XCHAR }>(b, end + 1, Component::Fragment));
        if f < b.len() {
            return Err(ParseError::unexpected(b, f, Component::Fragment));
        }
    }
    Ok(u)
}

const fn starts_with_url_colon(b: &[u8]) -> bool {
    (b[1] == b'U' || b[1] == b'u') && (b[2] == b'R' || b[2] == b'r') && (b[3] == b'L' || b[3] == b'l') && b[4] == b':'
}

/// [`parse`] for a typed view: a valid URL of another scheme is an error
/// naming both schemes (reported before anything else the URL may get wrong).
pub(crate) const fn expect_scheme(s: &str, want: Scheme) -> Result<Url<'_>, ParseError> {
    if let Some((i, found)) = scheme_of(s.as_bytes()) {
        if !want.view_takes(found) {
            return Err(ParseError::wrong_scheme(want, found, i));
        }
    }
    parse(s)
}

impl<'a> Url<'a> {
    /// Parses `s` as an RFC 1738 URL (with an optional RFC 1630 fragment).
    ///
    /// One linear pass, no allocation, no copy; usable in `const`. The whole
    /// of RFC 1738 §5 is checked, including the production of the URL's own
    /// scheme when it is one of the ten the RFC defines; see the crate docs
    /// for the readings DESIGN.md fixes where the RFC leaves room.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] locating the first offending text; when `s` is a
    /// valid RFC 3986 URI all the same, its message ends with a note that
    /// names [`Uri::parse`](crate::Uri::parse)
    /// ([`ParseError::input_is_uri`]).
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// let err = Url::parse("http://example.com:80x/").unwrap_err();
    /// assert_eq!(err.to_string(), "unexpected character 'x' in port; expected decimal digits (RFC 1738 §3.1)");
    /// assert_eq!(err.offset(), 21);
    ///
    /// // RFC 3986 allows an empty port: the error says so.
    /// let err = Url::parse("http://example.com:/").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "empty port; when there is no port, omit the ':' as well (RFC 1738 §3.1); \
    ///      the text is a valid RFC 3986 URI: use uri! or Uri::parse",
    /// );
    /// assert_eq!(err.offset(), 18);
    /// ```
    pub const fn parse(s: &'a str) -> Result<Self, ParseError> {
        crate::rfc1738::parse(s)
    }
}

impl<'a> TryFrom<&'a str> for Url<'a> {
    type Error = ParseError;

    fn try_from(s: &'a str) -> Result<Self, ParseError> {
        Url::parse(s)
    }
}

/// Generates [`parse_rest`], the dispatch to each scheme's production, from
/// the table of schemes ([`scheme::table`]).
macro_rules! define_dispatch {
    ([] $( $g:ident { $( $(#[$doc:meta])* $v:ident $(of $of:ident)? { module $module:ident } )* } )*) => {
        /// The production for the part after `<scheme>:` of a URL of scheme
        /// `kind` (the dispatch of [`crate::rfc1738`]).
        #[inline(always)]
        const fn parse_rest(kind: Scheme, b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
            match kind {
                $($(Scheme::$v => scheme::$module::parse(b, u),)*)*
            }
        }
    };
}

crate::__rfc1738_schemes!(define_dispatch[module]);

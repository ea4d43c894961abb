//! RFC 1738: the generic grammar (`genericurl`, `scheme`, RFC 1630
//! fragments) and the dispatch to the production of each §3 scheme;
//! `ip-schemepart` (`login`, `hostport`) is in [`authority`], the schemes in
//! [`scheme`].

pub(crate) mod authority;
mod generic;
pub(crate) mod scheme;

/// The primitives of this (`const`) instance: see [`crate::twin`].
use crate::scan as prim;

use crate::error::ParseError;
use crate::rfc1738::scheme::scheme_of;
use crate::rfc1738::scheme::Scheme;
use crate::rfc3986::uri::Uri;
use crate::view::url::Url;

/// Parses a complete URL; see [`Url::parse`]. The entry point of every RFC
/// 1738 parse: an error is marked when `s` is a valid RFC 3986 URI
/// ([`ParseError::input_is_uri`]), out of line, so that valid URLs pay
/// nothing for it.
#[inline]
pub(crate) const fn parse(s: &str) -> Result<Url<'_>, ParseError> {
    // The result is marked in place: rebuilding it (`Ok(u) => Ok(u)`) would
    // copy the `Url` on the valid path.
    let mut result = generic::grammar(s);
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
    if e.may_be_uri() && Uri::parse_const(s).is_ok() {
        e.with_uri_note()
    } else {
        e
    }
}

/// A typed view's scheme check: when `s` starts with a scheme that the
/// view of `want` does not take, the error naming both schemes (reported
/// before anything else the URL may get wrong).
pub(crate) const fn wrong_scheme(s: &str, want: Scheme) -> Result<(), ParseError> {
    if let Some((i, found)) = scheme_of(s.as_bytes()) {
        if !want.view_takes(found) {
            return Err(ParseError::wrong_scheme(want, found, i));
        }
    }
    Ok(())
}

/// [`parse`] for a typed view: [`wrong_scheme`], then the whole grammar.
pub(crate) const fn expect_scheme(s: &str, want: Scheme) -> Result<Url<'_>, ParseError> {
    match wrong_scheme(s, want) {
        Ok(()) => parse(s),
        Err(e) => Err(e),
    }
}

impl<'a> Url<'a> {
    /// Parses `s` as an RFC 1738 URL (with an optional RFC 1630 fragment).
    ///
    /// One linear pass, no allocation, no copy. The whole
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
    ///
    /// This is the run-time parser, with SIMD scanning where the CPU has
    /// AVX2; [`parse_const`](Self::parse_const) is the same grammar as a
    /// `const fn`, for `const` items (see there).
    #[inline]
    pub fn parse(s: &'a str) -> Result<Self, ParseError> {
        run_time!(s, crate::rfc1738::fast::parse, Url::parse_const)
    }

    /// [`parse`](Self::parse) as a `const fn`, for `const` and `static`
    /// items: the same result for every input (the same `Url`, the same
    /// error). [`url!`](https://docs.rs/url-literal/latest/url_literal/macro.url.html)
    /// uses it for arguments it cannot read itself (`concat!`, `env!`).
    ///
    /// Both are instances of one grammar, written once: `parse_const` is the
    /// `const` one, [`parse`](Self::parse) the one whose runs of characters
    /// go 32 bytes at a time with AVX2. The CPU is asked once (`cpuid` and
    /// `xgetbv`, no `std` needed; not at all where the build enables AVX2);
    /// without AVX2, or off x86-64, `parse` calls `parse_const`. A test and
    /// a fuzz target hold the two to the same answers. At run time, call
    /// `parse`: `parse_const` takes 1.3–1.5× its time there (BENCHMARKS.md).
    ///
    /// # Errors
    ///
    /// Exactly those of [`parse`](Self::parse).
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// const HOME: Url<'static> = match Url::parse_const("http://info.cern.ch/") {
    ///     Ok(url) => url,
    ///     Err(_) => panic!("invalid URL"),
    /// };
    /// assert_eq!(HOME.host_str(), Some("info.cern.ch"));
    ///
    /// let text = "http://www.example.com:8080/a/long/path/index.html?q=1";
    /// assert_eq!(Url::parse_const(text), Url::parse(text));
    /// let err = Url::parse_const("http://example.com/a b").unwrap_err();
    /// assert_eq!(err, Url::parse("http://example.com/a b").unwrap_err());
    /// assert_eq!(err.offset(), 20);
    /// ```
    pub const fn parse_const(s: &'a str) -> Result<Self, ParseError> {
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
        cfn! {
        /// The production for the part after `<scheme>:` of a URL of scheme
        /// `kind` (the dispatch of [`crate::rfc1738`]; expanded again in
        /// [`fast`], where `cfn!` and `scheme` are the run-time instance's).
        #[inline(always)]
        fn parse_rest(kind: Scheme, b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
            match kind {
                $($(Scheme::$v => scheme::$module::parse(b, u),)*)*
            }
        }
        }
    };
}

crate::__rfc1738_schemes!(define_dispatch[module]);

// After `define_dispatch`, which it expands again.
#[allow(
    clippy::duplicate_mod,
    reason = "the run-time instance mounts authority.rs, generic.rs and the schemes' files again (see crate::twin)"
)]
#[cfg(target_arch = "x86_64")]
pub(crate) mod fast;

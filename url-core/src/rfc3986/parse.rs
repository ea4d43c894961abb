//! The entry points of the RFC 3986 grammar: [`UriRef::parse`] and
//! [`Uri::parse`] (run time, the twin of [`crate::twin`]) and their `const`
//! instances [`UriRef::parse_const`] and [`Uri::parse_const`]. The types are
//! in `uri.rs`, the grammar that fills them in `grammar.rs`.

use crate::error::ParseError;
use crate::rfc3986::grammar::parse;
use crate::rfc3986::uri::{Uri, UriRef};
use crate::scan::URI_RUNS;

impl<'a> UriRef<'a> {
    /// Parses `s` as an RFC 3986 `URI-reference`: a URI, or a relative
    /// reference. Errors carry the offset of the first byte that cannot
    /// stand where it stands (a bad escape at its `%`), the ABNF rule and
    /// the section of RFC 3986 (or of RFC 9110 / RFC 6455 for the scheme
    /// rules).
    ///
    /// ```
    /// use url_core::UriRef;
    ///
    /// let e = UriRef::parse("/a b").unwrap_err();
    /// assert_eq!(e.to_string(), "space in path; write it as %20 (RFC 3986 §3.3)");
    /// assert_eq!((e.offset(), e.rule(), e.section()), (2, "path", "3.3"));
    /// ```
    ///
    /// The run-time parser, with SIMD scanning where the CPU has AVX2;
    /// [`parse_const`](Self::parse_const) is the same grammar as a `const fn`.
    #[inline]
    pub fn parse(s: &'a str) -> Result<Self, ParseError> {
        run_time!(s, crate::rfc3986::fast::uri_ref, UriRef::parse_const)
    }

    /// [`parse`](Self::parse) as a `const fn`, for `const` and `static`
    /// items: the same result for every input (see
    /// [`Uri::parse_const`]). At run time, call `parse`.
    ///
    /// # Errors
    ///
    /// Exactly those of [`parse`](Self::parse).
    ///
    /// ```
    /// use url_core::UriRef;
    ///
    /// const NEXT: UriRef<'static> = match UriRef::parse_const("../a/b?x=1") {
    ///     Ok(r) => r,
    ///     Err(_) => panic!("invalid reference"),
    /// };
    /// assert_eq!(NEXT.path(), "../a/b");
    /// assert_eq!(UriRef::parse_const("1a:b"), UriRef::parse("1a:b"));
    /// ```
    pub const fn parse_const(s: &'a str) -> Result<Self, ParseError> {
        parse::<false, false, URI_RUNS>(s)
    }
}

impl<'a> Uri<'a> {
    /// Parses `s` as an RFC 3986 `URI` (a scheme is required; see
    /// [`UriRef::parse`] for relative references), then applies the rules
    /// of the schemes it knows (http, https, ws, wss).
    ///
    /// ```
    /// use url_core::Uri;
    ///
    /// let e = Uri::parse("http://[::1%25eth0]/").unwrap_err();
    /// assert_eq!((e.offset(), e.rule(), e.section()), (11, "IPv6address", "3.2.2"));
    /// let e = Uri::parse("/relative").unwrap_err();
    /// assert_eq!((e.offset(), e.rule()), (0, "scheme"));
    /// ```
    ///
    /// The run-time parser, with SIMD scanning where the CPU has AVX2;
    /// [`parse_const`](Self::parse_const) is the same grammar as a `const fn`.
    #[inline]
    pub fn parse(s: &'a str) -> Result<Self, ParseError> {
        run_time!(s, crate::rfc3986::fast::uri, Uri::parse_const)
    }

    /// [`parse`](Self::parse) as a `const fn`, for `const` and `static`
    /// items: the same result for every input (the same `Uri`, the same
    /// error). Both are instances of one grammar, written once (see
    /// [`Url::parse_const`](crate::Url::parse_const)); at run time, call
    /// `parse`.
    ///
    /// # Errors
    ///
    /// Exactly those of [`parse`](Self::parse).
    ///
    /// ```
    /// use url_core::Uri;
    ///
    /// const API: Uri<'static> = match Uri::parse_const("https://api.example.com/v1/items?next=/home&page=2") {
    ///     Ok(uri) => uri,
    ///     Err(_) => panic!("invalid URI"),
    /// };
    /// assert_eq!(API.query(), Some("next=/home&page=2"));
    /// assert_eq!(Uri::parse(API.as_str()), Ok(API));
    /// let err = Uri::parse_const("https://example.com/a b").unwrap_err();
    /// assert_eq!(err, Uri::parse("https://example.com/a b").unwrap_err());
    /// assert_eq!(err.offset(), 21);
    /// ```
    pub const fn parse_const(s: &'a str) -> Result<Self, ParseError> {
        match parse::<true, false, URI_RUNS>(s) {
            Ok(r) => Ok(Uri(r)),
            Err(e) => Err(e),
        }
    }
}

impl<'a> TryFrom<&'a str> for UriRef<'a> {
    type Error = ParseError;

    /// [`UriRef::parse`].
    fn try_from(s: &'a str) -> Result<Self, ParseError> {
        UriRef::parse(s)
    }
}

impl<'a> TryFrom<&'a str> for Uri<'a> {
    type Error = ParseError;

    /// [`Uri::parse`].
    fn try_from(s: &'a str) -> Result<Self, ParseError> {
        Uri::parse(s)
    }
}

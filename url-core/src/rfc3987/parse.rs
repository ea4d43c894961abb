//! The entry points of the IRI grammar: [`IriRef::parse`] and
//! [`Iri::parse`] (run time, the twin of [`crate::twin`]) and their `const`
//! instances [`IriRef::parse_const`] and [`Iri::parse_const`]: the RFC 3986
//! grammar (`rfc3986/grammar.rs`) with its const parameter `IRI` set.

use crate::error::ParseError;
use crate::rfc3986::grammar::parse;
use crate::rfc3987::iri::{Iri, IriRef};
use crate::scan::IRI_RUNS;

impl<'a> IriRef<'a> {
    /// Parses `s` as an RFC 3987 `IRI-reference`: an IRI, or a relative
    /// reference. Errors carry the byte offset into the UTF-8 text of the
    /// first character that cannot stand where it stands, and its length
    /// (a character's full UTF-8 width), the RFC 3987 rule and section.
    ///
    /// ```
    /// use url_core::IriRef;
    ///
    /// assert_eq!(IriRef::parse("/Fuß/ü").unwrap().path(), "/Fuß/ü");
    /// let e = IriRef::parse("/Fuß/\u{200F}").unwrap_err();
    /// assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (6, 3, "bidi", "4.1"));
    /// ```
    ///
    /// The run-time parser, with SIMD scanning where the CPU has AVX2;
    /// [`parse_const`](Self::parse_const) is the same grammar as a `const fn`.
    #[inline]
    pub fn parse(s: &'a str) -> Result<Self, ParseError> {
        run_time!(s, crate::rfc3986::fast::iri_ref, IriRef::parse_const)
    }

    /// [`parse`](Self::parse) as a `const fn`, for `const` and `static`
    /// items: the same result for every input. At run time, call `parse`.
    ///
    /// # Errors
    ///
    /// Exactly those of [`parse`](Self::parse).
    pub const fn parse_const(s: &'a str) -> Result<Self, ParseError> {
        match parse::<false, true, IRI_RUNS>(s) {
            Ok(r) => Ok(IriRef(r)),
            Err(e) => Err(e.in_iri()),
        }
    }
}

impl<'a> Iri<'a> {
    /// Parses `s` as an RFC 3987 `IRI` (a scheme is required; see
    /// [`IriRef::parse`] for relative references), then applies the rules
    /// of the schemes it knows (http, https, ws, wss), as
    /// [`Uri::parse`](crate::Uri::parse) does.
    ///
    /// ```
    /// use url_core::Iri;
    ///
    /// let iri = Iri::parse("http://例え.テスト/パス").unwrap();
    /// assert_eq!((iri.host_str(), iri.path()), (Some("例え.テスト"), "/パス"));
    /// let e = Iri::parse("http://例え.テスト:8é/").unwrap_err();
    /// assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (25, 2, "port", "2.2"));
    /// ```
    ///
    /// The run-time parser, with SIMD scanning where the CPU has AVX2;
    /// [`parse_const`](Self::parse_const) is the same grammar as a `const fn`.
    #[inline]
    pub fn parse(s: &'a str) -> Result<Self, ParseError> {
        run_time!(s, crate::rfc3986::fast::iri, Iri::parse_const)
    }

    /// [`parse`](Self::parse) as a `const fn`, for `const` and `static`
    /// items: the same result for every input (the same `Iri`, the same
    /// error). At run time, call `parse`.
    ///
    /// # Errors
    ///
    /// Exactly those of [`parse`](Self::parse).
    ///
    /// ```
    /// use url_core::Iri;
    ///
    /// const HOME: Iri<'static> = match Iri::parse_const("https://例え.jp/ホーム") {
    ///     Ok(iri) => iri,
    ///     Err(_) => panic!("invalid IRI"),
    /// };
    /// assert_eq!(Iri::parse(HOME.as_str()), Ok(HOME));
    /// ```
    pub const fn parse_const(s: &'a str) -> Result<Self, ParseError> {
        match parse::<true, true, IRI_RUNS>(s) {
            Ok(r) => Ok(Iri(r)),
            Err(e) => Err(e.in_iri()),
        }
    }
}

impl<'a> TryFrom<&'a str> for IriRef<'a> {
    type Error = ParseError;

    /// [`IriRef::parse`].
    fn try_from(s: &'a str) -> Result<Self, ParseError> {
        IriRef::parse(s)
    }
}

impl<'a> TryFrom<&'a str> for Iri<'a> {
    type Error = ParseError;

    /// [`Iri::parse`].
    fn try_from(s: &'a str) -> Result<Self, ParseError> {
        Iri::parse(s)
    }
}

//! The run-time instance of the RFC 3986 grammar (see [`crate::twin`]):
//! `grammar.rs` mounted again with AVX2 `fn`s and the run-time primitives of
//! [`crate::scan::fast`]; [`crate::Uri::parse`] and
//! [`crate::UriRef::parse`] enter it where the CPU has AVX2.

/// This instance's functions are AVX2 `fn`s (see [`crate::twin`]).
macro_rules! cfn {
    ($($t:tt)*) => {
        avx2_fns! { $($t)* }
    };
}

/// This instance drops the `const` instance's unit tests (see [`crate::twin`]).
macro_rules! const_only {
    ($($t:tt)*) => {};
}

/// The primitives of this (run-time) instance.
use crate::scan::fast as prim;
use crate::scan::{IRI_RUNS, URI_RUNS};

#[path = "grammar.rs"]
#[allow(dead_code, reason = "hostport is for templates, which use the const instance")]
pub(crate) mod grammar;

cfn! {
/// [`crate::UriRef::parse`], run-time instance.
pub(crate) fn uri_ref(s: &str) -> Result<crate::rfc3986::uri::UriRef<'_>, crate::error::ParseError> {
    grammar::parse::<false, false, URI_RUNS>(s)
}

/// [`crate::Uri::parse`], run-time instance.
pub(crate) fn uri(s: &str) -> Result<crate::rfc3986::uri::Uri<'_>, crate::error::ParseError> {
    match grammar::parse::<true, false, URI_RUNS>(s) {
        Ok(r) => Ok(crate::rfc3986::uri::Uri(r)),
        Err(e) => Err(e),
    }
}

/// [`crate::IriRef::parse`], run-time instance.
pub(crate) fn iri_ref(s: &str) -> Result<crate::rfc3987::iri::IriRef<'_>, crate::error::ParseError> {
    match grammar::parse::<false, true, IRI_RUNS>(s) {
        Ok(r) => Ok(crate::rfc3987::iri::IriRef(r)),
        Err(e) => Err(e.in_iri()),
    }
}

/// [`crate::Iri::parse`], run-time instance.
pub(crate) fn iri(s: &str) -> Result<crate::rfc3987::iri::Iri<'_>, crate::error::ParseError> {
    match grammar::parse::<true, true, IRI_RUNS>(s) {
        Ok(r) => Ok(crate::rfc3987::iri::Iri(r)),
        Err(e) => Err(e.in_iri()),
    }
}
}

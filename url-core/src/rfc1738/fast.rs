//! The run-time instance of the RFC 1738 grammar (see [`crate::twin`]): the
//! same files as the `const` instance (`generic.rs`, `authority.rs`, and the
//! production of every scheme), mounted again with plain `fn`s and the
//! run-time primitives of [`crate::scan::fast`], every function compiled for
//! AVX2; [`crate::Url::parse`] enters it where the CPU has AVX2; the dispatch is the same
//! table's, expanded again here.

use crate::error::ParseError;
use crate::rfc1738::scheme::Scheme;
use crate::view::url::Url;

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

#[path = "authority.rs"]
#[allow(
    clippy::manual_map,
    clippy::question_mark,
    reason = "written for the const instance, where `?` and `map` are not available"
)]
pub(crate) mod authority;
#[path = "generic.rs"]
mod generic;

pub(crate) mod scheme;

cfn! {
/// [`crate::rfc1738::parse`], run-time instance: the same result for every
/// input (the `twin` tests and the `twin` fuzz target check it).
pub(crate) fn parse(s: &str) -> Result<Url<'_>, ParseError> {
    let mut result = generic::grammar(s);
    if let Err(e) = &mut result {
        *e = super::advised(*e, s);
    }
    result
}
}

crate::__rfc1738_schemes!(define_dispatch[module]);

//! The run-time instance of the RFC 1738 grammar (see [`crate::twin`]): the
//! same files as the `const` instance (`generic.rs`, `authority.rs`, and the
//! productions of http, https and ftp), mounted again with plain `fn`s and
//! the run-time primitives of [`crate::scan::fast`]. The other schemes are
//! dispatched to the `const` instance, which is as fast for them.

use crate::error::ParseError;
use crate::rfc1738::scheme::Scheme;
use crate::view::url::Url;

/// This instance's functions are plain `fn`s (see [`crate::twin`]).
macro_rules! cfn {
    ($($t:tt)*) => {
        twin_fns! { [] $($t)* }
    };
}

/// The primitives of this (run-time) instance.
use crate::scan::fast as prim;

#[path = "authority.rs"]
#[allow(dead_code, reason = "host_at is for news, which this instance leaves to the const one")]
#[allow(
    clippy::manual_map,
    clippy::question_mark,
    reason = "written for the const instance, where `?` and `map` are not available"
)]
pub(crate) mod authority;
#[path = "generic.rs"]
mod generic;

pub(crate) mod scheme;

/// [`crate::rfc1738::parse`], run-time instance: the same result for every
/// input (the `twin` tests and the `twin` fuzz target check it).
#[inline]
pub(crate) fn parse(s: &str) -> Result<Url<'_>, ParseError> {
    let mut result = generic::grammar(s);
    if let Err(e) = &mut result {
        *e = super::advised(*e, s);
    }
    result
}

/// The production for the part after `<scheme>:`: this instance's for http,
/// https and ftp, the `const` instance's for the other schemes.
#[inline(always)]
fn parse_rest(kind: Scheme, b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    match kind {
        Scheme::Http | Scheme::Https => scheme::http::parse(b, u),
        Scheme::Ftp => scheme::ftp::parse(b, u),
        _ => super::parse_rest(kind, b, u),
    }
}

//! Order of the borrowed RFC 3986 types (and RFC 3987's): that of the text as written, as
//! their equality and hashing are (derived, so that a `const` is a pattern;
//! the positions the parser finds are a function of the text), and as the
//! owned types' order is.

use core::cmp::Ordering;

use crate::rfc3986::schemes::{HttpUri, WsUri};
use crate::rfc3986::uri::{Uri, UriRef};
use crate::rfc3987::{Iri, IriRef};

macro_rules! textual_order {
    ($($ty:ident),*) => {$(
        /// The order of the text as written, byte by byte, as `str`'s.
        impl PartialOrd for $ty<'_> {
            fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
                Some(self.cmp(other))
            }
        }

        /// The order of the text as written, byte by byte, as `str`'s.
        impl Ord for $ty<'_> {
            fn cmp(&self, other: &Self) -> Ordering {
                self.as_str().cmp(other.as_str())
            }
        }
    )*};
}

textual_order!(UriRef, Uri, HttpUri, WsUri, IriRef, Iri);

//! The run-time instance of the RFC 3986 grammar (see [`crate::twin`]):
//! `grammar.rs` mounted again with plain `fn`s and the run-time primitives of
//! [`crate::scan::fast`].

/// This instance's functions are plain `fn`s (see [`crate::twin`]).
macro_rules! cfn {
    ($($t:tt)*) => {
        twin_fns! { [] $($t)* }
    };
}

/// The primitives of this (run-time) instance.
use crate::scan::fast as prim;

#[path = "grammar.rs"]
#[allow(dead_code, reason = "hostport is for templates, which use the const instance")]
pub(crate) mod grammar;

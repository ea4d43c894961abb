//! RFC 1738: the generic grammar and the ten schemes of §3.

pub(crate) mod authority;
pub(crate) mod scheme;

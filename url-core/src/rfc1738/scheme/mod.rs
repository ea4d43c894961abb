//! One production per RFC 1738 §3 scheme.

pub(crate) mod mailto;

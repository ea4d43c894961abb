//! trybuild cases for the `url!` macros live in `tests/`; this library is empty.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

//! Procedural macros behind `url-literal`'s `url!` family.
//!
//! This crate is a skeleton: the macros arrive with the macro issue. It already
//! depends on `url-core`, whose parser the macros will call so that no grammar
//! rule lives here.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

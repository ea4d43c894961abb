//! Compile-fail and compile-pass cases of the `url!` macros in an edition
//! 2015 crate (trybuild compiles each case in its crate's edition): see
//! `tests/ui.rs`.

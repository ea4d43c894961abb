//! The README's examples, run as doctests.
#![doc = include_str!("../README.md")]

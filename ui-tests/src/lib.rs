//! trybuild cases for the `url!` macros live in `tests/`; this library is empty.

//! Compile-fail and compile-pass cases of the `url!` macros in an edition
//! 2015 crate (trybuild), where a leading `::` names the crate root: the
//! expansions must not be captured by a crate-root `mod core {}`.
//!
//! Regenerate the snapshots with
//! `TRYBUILD=overwrite cargo test -p url-literal-ui-tests-2015`, then read
//! every changed `.stderr`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/fail/*.rs");
    t.pass("tests/ui/pass/*.rs");
}

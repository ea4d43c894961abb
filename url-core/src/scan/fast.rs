//! The run-time instance of the scanning primitives (see [`crate::twin`]):
//! [`scan`] over the SSSE3 runs of [`super::simd`], every function compiled
//! for SSSE3 (`avx2_fns!`). The grammar's run-time instances reach it as
//! `prim`; they run only where [`super::simd::ssse3`] says yes.

/// This instance's functions are SSSE3 `fn`s (see [`crate::twin`]).
macro_rules! cfn {
    ($($t:tt)*) => {
        avx2_fns! { $($t)* }
    };
}

pub(crate) use super::simd::{class_end, class_end_in, runs, Runs};

#[path = "run.rs"]
mod run;
pub(crate) use run::{scan, scan_in};

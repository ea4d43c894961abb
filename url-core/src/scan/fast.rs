//! The run-time instance of the scanning primitives (see [`crate::twin`]):
//! [`scan`] and [`scan_in`] over the AVX2 runs of [`super::simd`], every
//! function compiled for AVX2 (`avx2_fns!`). The grammar's run-time
//! instances reach it as `prim`; they run only where [`super::simd::avx2`]
//! says yes.

/// This instance's functions are AVX2 `fn`s (see [`crate::twin`]).
macro_rules! cfn {
    ($($t:tt)*) => {
        avx2_fns! { $($t)* }
    };
}

pub(crate) use super::simd::{class_end, class_end_in, class_end_marked, runs, unchecked, Runs};

#[path = "run.rs"]
mod run;
pub(crate) use run::{scan, scan_in};

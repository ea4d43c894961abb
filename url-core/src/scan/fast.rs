//! The run-time instance of the scanning primitives (see [`crate::twin`]):
//! [`scan`] over SIMD runs ([`super::simd`] where SSSE3 is enabled at
//! compile time, the SWAR runs elsewhere). The grammar's run-time instances reach it as `prim`.

/// This instance's functions are plain `fn`s (see [`crate::twin`]).
macro_rules! cfn {
    ($($t:tt)*) => {
        twin_fns! { [] $($t)* }
    };
}

#[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
pub(crate) use super::simd::class_end;
#[cfg(not(all(target_arch = "x86_64", target_feature = "ssse3")))]
pub(crate) use super::swar::class_end;

#[path = "run.rs"]
mod run;
pub(crate) use run::scan;

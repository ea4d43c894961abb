//! One grammar, two instances (issue 19): the productions that have a
//! run-time twin are written once, each function inside `cfn! { ... }`, and
//! their file is mounted twice.
//!
//! - The `const` instance (where the file sits in the module tree): `cfn!`
//!   is the crate-wide macro below and makes every function a `const fn`; its
//!   primitives are the `const` ones of [`crate::scan`] (SWAR runs). `url!`,
//!   `uri!`, [`Url::parse_const`](crate::Url::parse_const) and every error come from it.
//! - The run-time instance (a `fast` module that mounts the same file with
//!   `#[path]`, on x86-64): a local `cfn!` shadows this one and makes
//!   `#[target_feature(enable = "avx2")]` `fn`s ([`avx2_fns!`]), and its
//!   `prim` alias points at [`crate::scan::fast`], whose class runs go 32
//!   bytes at a time with AVX2 `vpshufb` (`crate::scan::simd`), RFC 3986's
//!   three common runs read at once before the grammar starts.
//!   [`Url::parse`](crate::Url::parse) and
//!   [`Uri::parse`](crate::Uri::parse) enter it where the CPU has
//!   AVX2 (asked once, at run time) and call the `const` instance
//!   elsewhere. Its unit tests are the `const` instance's only
//!   ([`const_only!`]).
//!
//! A function of such a file that reaches no primitive of `prim` (nor a
//! function that does) is written outside `cfn!`, as a plain `const fn`:
//! the two instances then have the same function, and the run-time one can
//! inline it with `#[inline(always)]`, which a `#[target_feature]` function
//! cannot have (`rfc3986::grammar::after_host`, `reg_name_kind`,
//! `plain_authority`; `rfc1738::authority::host_is_hostnumber`,
//! `labels_ok`: 490 → 461 instructions per URI on the RFC 3986 corpus, and
//! `plain_authority`, the common authority read inline, 388 → 372).
//!
//! A file mounted twice reaches its primitives through `prim` (the instance's
//! alias: `scan`, `class_end`, `class_end_marked`, and the `runs`,
//! `scan_in` and `class_end_in` of RFC 3986 and RFC 1738's http, whose
//! [`Runs`](crate::scan::simd::Runs) the `const` instance has as an empty
//! struct) and the other twin files through `super`,
//! so each instance calls only itself. A non-`const` function cannot be
//! called from a `const fn`, even in a dead branch: hence two instances
//! rather than one with a flag.

/// Stamps functions as `const fn` (with `[const]`) or `fn` (with `[]`): `fn`
/// items, with attributes, visibility, `const` generic parameters only
/// and an optional return type.
macro_rules! twin_fns {
    ([$($k:tt)?]) => {};
    (
        [$($k:tt)?]
        $(#[$m:meta])* $v:vis fn $name:ident $(<$(const $c:ident: $ct:ty),+>)? ($($a:tt)*) $(-> $r:ty)? $body:block
        $($rest:tt)*
    ) => {
        $(#[$m])* $v $($k)? fn $name $(<$(const $c: $ct),+>)? ($($a)*) $(-> $r)? $body
        twin_fns! { [$($k)?] $($rest)* }
    };
}

/// The `const` instance's functions: `cfn! { fn f() {..} }` is `const fn
/// f() {..}`. A run-time instance module shadows it with a `cfn!` of its own,
/// written out at its top (a macro-expanded one may not shadow this one):
///
/// ```ignore
/// macro_rules! cfn {
///     ($($t:tt)*) => {
///         twin_fns! { [] $($t)* }
///     };
/// }
/// ```
macro_rules! cfn {
    ($($t:tt)*) => {
        twin_fns! { [const] $($t)* }
    };
}

/// Stamps functions as AVX2 `fn`s for the run-time instance:
/// `#[target_feature(enable = "avx2")]`, so that `vpshufb` inlines into the
/// grammar's loops, with `#[inline(always)]` (which `target_feature` does not
/// allow) read as `#[inline]`. The same `fn` items as [`twin_fns!`] takes.
#[cfg(target_arch = "x86_64")]
macro_rules! avx2_fns {
    () => {};
    (@attrs [$($done:tt)*] #[inline(always)] $($rest:tt)*) => {
        avx2_fns! { @attrs [$($done)* #[inline]] $($rest)* }
    };
    (@attrs [$($done:tt)*] #[$($m:tt)*] $($rest:tt)*) => {
        avx2_fns! { @attrs [$($done)* #[$($m)*]] $($rest)* }
    };
    (
        @attrs [$($done:tt)*]
        $v:vis fn $name:ident $(<$(const $c:ident: $ct:ty),+>)? ($($a:tt)*) $(-> $r:ty)? $body:block
        $($rest:tt)*
    ) => {
        $($done)*
        #[target_feature(enable = "avx2")]
        $v fn $name $(<$(const $c: $ct),+>)? ($($a)*) $(-> $r)? $body
        avx2_fns! { $($rest)* }
    };
    ($($t:tt)+) => {
        avx2_fns! { @attrs [] $($t)+ }
    };
}

/// Items of the `const` instance only: the unit tests of a file mounted
/// twice, which call its functions directly (the run-time instance's are
/// `#[target_feature]` functions, `unsafe` to call from a test; the `twin`
/// tests hold that instance to the same answers). A run-time instance module
/// shadows it with one that drops them.
macro_rules! const_only {
    ($($t:tt)*) => {
        $($t)*
    };
}

/// A run-time `parse`: `$fast($s)`, a function of the run-time instance, through
/// [`crate::scan::simd::dispatch`] on x86-64 (where the CPU has AVX2), and
/// `$plain($s)`, the `const` instance's, elsewhere.
macro_rules! run_time {
    ($s:expr, $fast:path, $plain:path) => {{
        #[cfg(target_arch = "x86_64")]
        let result = crate::scan::simd::dispatch($s, $fast, $plain);
        #[cfg(not(target_arch = "x86_64"))]
        let result = $plain($s);
        result
    }};
}

//! One grammar, two instances (issue 19): the productions that have a
//! run-time twin are written once, each function inside `cfn! { ... }`, and
//! their file is mounted twice.
//!
//! - The `const` instance (where the file sits in the module tree): `cfn!`
//!   is the crate-wide macro below and makes every function a `const fn`; its
//!   primitives are the `const` ones of [`crate::scan`] (SWAR runs). `url!`,
//!   `uri!`, [`Url::parse`](crate::Url::parse) and every error come from it.
//! - The run-time instance (a `fast` module that mounts the same file with
//!   `#[path]`): a local `cfn!` shadows this one and makes plain `fn`s, and
//!   its `prim` alias points at [`crate::scan::fast`], whose class runs go
//!   sixteen bytes at a time with SSSE3 `pshufb` where the build enables
//!   SSSE3 (`crate::scan::simd`), and are the SWAR ones otherwise.
//!   [`Url::parse_fast`](crate::Url::parse_fast) and
//!   [`Uri::parse_fast`](crate::Uri::parse_fast) take it.
//!
//! A file mounted twice reaches its primitives through `prim` (the instance's
//! alias, `scan` and `class_end`) and the other twin files through `super`,
//! so each instance calls only itself. A non-`const` function cannot be
//! called from a `const fn`, even in a dead branch: hence two instances
//! rather than one with a flag.

/// Stamps functions as `const fn` (with `[const]`) or `fn` (with `[]`): `fn`
/// items, with attributes, visibility, at most one `const` generic parameter
/// and an optional return type.
macro_rules! twin_fns {
    ([$($k:tt)?]) => {};
    (
        [$($k:tt)?]
        $(#[$m:meta])* $v:vis fn $name:ident $(<const $c:ident: $ct:ty>)? ($($a:tt)*) $(-> $r:ty)? $body:block
        $($rest:tt)*
    ) => {
        $(#[$m])* $v $($k)? fn $name $(<const $c: $ct>)? ($($a)*) $(-> $r)? $body
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

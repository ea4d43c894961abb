//! One grammar, two instances: the productions that have a
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

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    extern crate std;

    use crate::rfc3986::uri::{Uri, UriRef};
    use crate::scan::simd::{avx2, ENTERED};
    use crate::view::url::Url;
    use core::sync::atomic::Ordering::Relaxed;
    use std::string::String;
    use std::vec::Vec;

    /// `prefix`, then `fill` repeated, then `suffix`, `n` bytes in all (the
    /// prefix cut short where it is longer); ASCII only.
    fn sized(n: usize, prefix: &str, fill: &str, suffix: &str) -> String {
        let mut s = String::from(&prefix[..prefix.len().min(n)]);
        let body = n.saturating_sub(s.len() + suffix.len());
        s.extend(fill.chars().cycle().take(body));
        s.push_str(&suffix[..n - s.len()]);
        s
    }

    /// Both instances on `s`, for all three entry points: the same value
    /// (every position) or the same error (offset, length, kind).
    fn agree(s: &str) {
        assert_eq!(Url::parse(s), Url::parse_const(s), "Url on {s:?}");
        assert_eq!(Uri::parse(s), Uri::parse_const(s), "Uri on {s:?}");
        assert_eq!(UriRef::parse(s), UriRef::parse_const(s), "UriRef on {s:?}");
    }

    /// Inputs of every length from 0 to 70 bytes, across the chunks of the
    /// runs (16 and 32 bytes, and the 64 of `Runs`), through the run-time
    /// instance and the `const` one: runs that end at every offset, escapes
    /// astride the chunks, hosts with the marks of `class_end_marked`, and a
    /// byte outside every class at the end. Small enough for Miri
    /// (`.ci/miri.sh`), which runs it with AVX2 and without; the test says
    /// which instance ran.
    #[test]
    fn both_instances_agree_on_every_length_to_70() {
        let before = ENTERED.load(Relaxed);
        let mut inputs: Vec<String> = Vec::new();
        for n in 0..=70 {
            let path = sized(n, "http://info.cern.ch/", "ab/", "");
            let bad = sized(n, "http://info.cern.ch/", "ab/", " ");
            if n >= 21 {
                // The run of `hpath` to the end, or to the space.
                assert_eq!(Url::parse_const(&path).map(|u| u.url_path()), Ok(Some(&path[20..])), "{path:?}");
                let e = Url::parse_const(&bad).unwrap_err();
                assert_eq!((e.offset(), e.length(), e.rule()), (n - 1, 1, "hsegment"), "{bad:?}");
            }
            let uri = sized(n, "s://u@h-o.st/", "pa~th/", "?q=1#f");
            if n >= 19 {
                let u = Uri::parse_const(&uri).unwrap();
                assert_eq!((u.path(), u.query(), u.fragment()), (&uri[12..n - 6], Some("q=1"), Some("f")), "{uri:?}");
            }
            inputs.extend([
                path,
                bad,
                uri,
                sized(n, "s://h/", "a", "?q/?#%"),
                sized(n, "http://", "a-b.c", "/"),
                sized(n, "http://h/", "%41x", ""),
                sized(n, "ftp://ftp.example.org/pub/", "rfc/", ";type=a"),
                sized(n, "mailto:", "first.last-", "@example.org"),
                sized(n, "s:", "/a", "%4"),
            ]);
        }
        for s in &inputs {
            agree(s);
        }
        // Which instance ran: every call went through the run-time one where
        // this CPU (under Miri, the build) has AVX2, none elsewhere (other
        // tests running at the same time may add their own).
        let entered = ENTERED.load(Relaxed) - before;
        if avx2() {
            assert!(entered >= 3 * inputs.len(), "{entered} of {} calls", 3 * inputs.len());
        } else {
            assert_eq!(entered, 0);
        }
        if cfg!(miri) {
            assert_eq!(avx2(), cfg!(target_feature = "avx2"));
        }
        // The instance the run was meant to check, where the build says
        // (`.ci/miri.sh` does, for each of its two runs).
        if let Some(want) = option_env!("URL_CORE_TEST_AVX2") {
            assert_eq!(avx2(), want == "yes", "URL_CORE_TEST_AVX2={want}");
        }
        assert_eq!(inputs.len(), 9 * 71);
    }
}

//! The scanning primitives both grammars are written with: `tri!` (`?` in a
//! `const fn`), byte access, escapes, runs of a character class and digits.
//! The word-at-a-time (SWAR) runs and searches are in [`swar`].
//!
//! Everything here is a `const fn` over bytes: index loops, `tri!` instead of
//! `?`, no trait calls. Each function takes the input and a position and
//! returns the position where its production stops.

#[cfg(feature = "alloc")]
pub(crate) mod buf;
#[allow(clippy::duplicate_mod, reason = "run.rs is mounted once per instance (see crate::twin)")]
#[cfg(target_arch = "x86_64")]
pub(crate) mod fast;
mod run;
#[cfg(target_arch = "x86_64")]
pub(crate) mod simd;
pub(crate) mod swar;

pub(crate) use self::run::{scan, scan_in};
use self::swar::class_end_bytewise;
pub(crate) use self::swar::{class_end, class_end_marked};
use crate::chars::{self, is, HEX};
use crate::error::{Component, ErrorKind, ParseError};

/// The classes whose runs a grammar reads ahead, in the run-time instance
/// (`simd::Runs`), before it starts: the runs of nearly every URL or URI of
/// that grammar, up to three ([`NO_CLASS`] fills an empty slot, and costs
/// nothing). Index with [`URI_RUNS`] or [`HTTP_RUNS`].
pub(crate) const RUN_SETS: [[u32; 3]; 3] = [
    // RFC 3986: reg-name (§3.2.2), path (§3.3), query and fragment (§3.4, §3.5).
    [chars::U_REG_NAME, chars::U_PATH, chars::U_QUERY],
    // RFC 1738 http (§3.3): hpath, search. (Its host is read by the
    // authority that every ip-scheme shares, which reads no runs ahead.)
    [chars::HSEGMENT | chars::SLASH, chars::HSEGMENT, NO_CLASS],
    // RFC 3987: ireg-name, ipath, iquery and ifragment (§2.2), the same
    // ASCII classes, read [`WIDE`].
    [chars::U_REG_NAME, chars::U_PATH, chars::U_QUERY],
];

/// Whether the run-time instance's runs of a [`RUN_SETS`] entry also take
/// every byte of 80-FF: RFC 3987's, whose components take `ucschar`s. Such a
/// run may hold characters that no IRI takes; the grammar checks them
/// (`rfc3987::ichars`) from where [`unchecked`](simd::unchecked) says, which
/// is the run's end unless one of its characters might be one. The `const`
/// instance's runs are ASCII in every set (its grammar reads each
/// non-ASCII character where a run stops).
pub(crate) const WIDE: [bool; 3] = [false, false, true];

/// An empty slot of a [`RUN_SETS`] entry (no byte is in class 0).
pub(crate) const NO_CLASS: u32 = 0;

/// Which class of `RUN_SETS[set]` is `class`. Evaluated at compile time by
/// `class_end_in` in both instances: asking for a run outside the grammar's
/// set is a compile error, not a silent fallback.
pub(crate) const fn run_index(set: usize, class: u32) -> usize {
    let mut k = 0;
    while k < RUN_SETS[set].len() {
        if RUN_SETS[set][k] == class && class != NO_CLASS {
            return k;
        }
        k += 1;
    }
    panic!("class_end_in asked for a class outside its run set")
}

/// [`RUN_SETS`] of RFC 3986's grammar.
pub(crate) const URI_RUNS: usize = 0;
/// [`RUN_SETS`] of RFC 1738's http.
pub(crate) const HTTP_RUNS: usize = 1;
/// [`RUN_SETS`] of RFC 3987's grammar.
pub(crate) const IRI_RUNS: usize = 2;

/// The `const` instance's runs read ahead (`simd::Runs` in the run-time
/// one): nothing, each run is scanned when it is reached.
pub(crate) struct Runs<const SET: usize>;

/// [`Runs`] of an input.
#[inline(always)]
pub(crate) const fn runs<const SET: usize>(_: &[u8]) -> Runs<SET> {
    Runs
}

/// [`class_end`] (the runs are not read ahead in this instance), for a class
/// of `RUN_SETS[SET]` ([`run_index`]).
#[inline(always)]
pub(crate) const fn class_end_in<const CLASS: u32, const SET: usize>(b: &[u8], _: &Runs<SET>, i: usize) -> usize {
    // The same check as the run-time instance's (there it also picks the mask).
    let _ = const { run_index(SET, CLASS) };
    class_end::<CLASS>(b, i)
}

/// Where the non-ASCII characters of the run `b[s..e]`, read through `r`,
/// may need checking from (see [`WIDE`]): in this instance, whose runs are
/// ASCII, nowhere (`e`).
#[inline(always)]
pub(crate) const fn unchecked<const SET: usize>(_: &[u8], _: &Runs<SET>, _: usize, e: usize) -> usize {
    e
}

/// `?` for `const fn`: unwraps an `Ok` or returns the `Err`.
macro_rules! tri {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => return Err(e),
        }
    };
}
pub(crate) use tri;

/// Whether `i` is where the URL proper ends: the end of the input or the `#`
/// that starts an RFC 1630 fragment.
#[inline(always)]
pub(crate) const fn at_end(b: &[u8], i: usize) -> bool {
    i >= b.len() || b[i] == b'#'
}

/// The byte at `i`, or 0 past the end (0 is in no character class).
#[inline(always)]
pub(crate) const fn byte(b: &[u8], i: usize) -> u8 {
    if i < b.len() {
        b[i]
    } else {
        0
    }
}

/// Checks that the `%` at `i` starts `escape = "%" hex hex` (§5, §2.2).
#[inline(always)]
pub(crate) const fn check_escape(b: &[u8], i: usize, comp: Component) -> Result<(), ParseError> {
    if i + 2 < b.len() && is(b[i + 1], HEX) && is(b[i + 2], HEX) {
        Ok(())
    } else {
        let mut len = 1;
        while len < 3 && i + len < b.len() && b[i + len] != b'#' && b[i + len] < 0x80 {
            len += 1;
        }
        Err(ParseError::new(i, len, ErrorKind::BadEscape, comp))
    }
}

/// [`scan`] for runs that are short as a rule (prospero's field names and
/// values): [`class_end_bytewise`] between escapes.
#[inline(always)]
pub(crate) const fn scan_short<const CLASS: u32>(b: &[u8], mut i: usize, comp: Component) -> Result<usize, ParseError> {
    loop {
        i = class_end_bytewise::<CLASS>(b, i);
        if CLASS & chars::PERCENT != 0 && i < b.len() && b[i] == b'%' {
            tri!(check_escape(b, i, comp));
            i += 3;
        } else {
            return Ok(i);
        }
    }
}

/// Requires the URL to end at `i` (end of input or `#`); returns `i`.
#[inline]
pub(crate) const fn finish(b: &[u8], i: usize, comp: Component) -> Result<usize, ParseError> {
    if at_end(b, i) {
        Ok(i)
    } else {
        Err(ParseError::unexpected(b, i, comp))
    }
}

/// The index of the first byte of `b` that is one of `set`, if any. A plain
/// loop, one function for every caller: an `iter().position` with a closure
/// is an instance of core's iterator code per call site, which a debug build
/// compiles each time (`BENCHMARKS.md`, "A user's clean build").
pub(crate) const fn first_of(b: &[u8], set: &[u8]) -> Option<usize> {
    let mut i = 0;
    while i < b.len() {
        if in_set(b[i], set) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The index of the last byte of `b` that is one of `set`, if any (see
/// [`first_of`]).
pub(crate) const fn last_of(b: &[u8], set: &[u8]) -> Option<usize> {
    let mut i = b.len();
    while i > 0 {
        i -= 1;
        if in_set(b[i], set) {
            return Some(i);
        }
    }
    None
}

/// The index of the first byte of `b` outside the class `class` (a mask of
/// [`chars`]), if any (see [`first_of`]).
pub(crate) const fn first_outside(b: &[u8], class: u32) -> Option<usize> {
    let mut i = 0;
    while i < b.len() {
        if !is(b[i], class) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Whether `c` is one of `set`.
const fn in_set(c: u8, set: &[u8]) -> bool {
    let mut k = 0;
    while k < set.len() {
        if set[k] == c {
            return true;
        }
        k += 1;
    }
    false
}

/// Reads `1*digit` from `i`: returns the end and the value, saturated at
/// `u64::MAX`.
pub(crate) const fn digits(b: &[u8], mut i: usize) -> (usize, u64) {
    let mut v: u64 = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        v = v.saturating_mul(10).saturating_add((b[i] - b'0') as u64);
        i += 1;
    }
    (i, v)
}

#[cfg(test)]
mod tests {
    use super::{first_of, first_outside, last_of};
    use crate::chars::{self, is};

    /// The byte searches give what core's `position` and `rposition` give,
    /// on every input of a small alphabet up to four bytes long.
    #[test]
    fn byte_searches_are_the_iterator_ones() {
        let alphabet = *b"a/?%.";
        let set: &[u8] = b"/?";
        let mut checked = 0;
        for len in 0..=4u32 {
            for mut code in 0..5usize.pow(len) {
                let mut b = [0u8; 4];
                for slot in b.iter_mut().take(len as usize) {
                    *slot = alphabet[code % 5];
                    code /= 5;
                }
                let b = &b[..len as usize];
                assert_eq!(first_of(b, set), b.iter().position(|c| set.contains(c)), "{b:?}");
                assert_eq!(last_of(b, set), b.iter().rposition(|c| set.contains(c)), "{b:?}");
                assert_eq!(first_outside(b, chars::HOST), b.iter().position(|&c| !is(c, chars::HOST)), "{b:?}");
                checked += 1;
            }
        }
        assert_eq!(checked, 1 + 5 + 25 + 125 + 625);
    }

    #[test]
    fn byte_searches_give_exact_indices() {
        assert_eq!(first_of(b"a/b?c/", b"?/"), Some(1));
        assert_eq!(last_of(b"a/b?c/", b"?"), Some(3));
        assert_eq!(last_of(b"a/b?c/", b"?/"), Some(5));
        assert_eq!(first_of(b"abc", b"/"), None);
        assert_eq!(last_of(b"", b"/"), None);
        assert_eq!(first_of(b"abc", b""), None);
        assert_eq!(first_outside(b"example.org:80", chars::HOST), Some(11));
        assert_eq!(first_outside(b"example.org", chars::HOST), None);
    }
}

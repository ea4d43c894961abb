//! Resolution as the RFC 1630 draft reads it.

use core::fmt;

use crate::chars::{self};
use crate::resolve::base::Base;
use crate::resolve::error::ResolveError;
use crate::resolve::machine::{write_path, write_slashes, Joined, PathMachine, Piece, Step};
use crate::resolve::reference::RelativeRef;

/// Resolves `reference` against `base` by the "Partial (relative) form" rules
/// of the RFC 1630 draft, writing the result into `out`.
///
/// See the [module documentation](crate::resolve) for the rules and how each is read.
///
/// # Errors
///
/// [`ResolveError::BaseNotAbsolute`] for a base without a scheme,
/// [`ResolveError::NoSlashRun`] and [`ResolveError::ColonNotScheme`] where the
/// draft gives no result, [`ResolveError::Write`] when `out` fails.
///
/// ```
/// use url_core::resolve::{resolve_rfc1630, RelativeRef};
/// use url_core::Url;
///
/// let base = Url::parse("magic://a/b/c//d/e/f").unwrap();
/// let resolve = |r| {
///     let mut out = String::new();
///     resolve_rfc1630(&base, &RelativeRef::parse(r).unwrap(), &mut out).unwrap();
///     out
/// };
/// assert_eq!(resolve("g"), "magic://a/b/c//d/e/g");
/// assert_eq!(resolve("/g"), "magic://a/g");
/// assert_eq!(resolve("//g"), "magic://g");
/// assert_eq!(resolve("../g"), "magic://a/b/c//d/g");
/// assert_eq!(resolve("g:a"), "g:a");
/// ```
pub fn resolve_rfc1630<W: fmt::Write + ?Sized>(
    base: &impl Base,
    reference: &RelativeRef<'_>,
    out: &mut W,
) -> Result<(), ResolveError> {
    let b = base.parts();
    let Some(base_scheme) = b.scheme() else {
        return Err(ResolveError::BaseNotAbsolute);
    };
    let partial = match reference.scheme() {
        Some(s) if !chars::eq_ignore_case(s.as_bytes(), base_scheme.as_bytes()) => {
            out.write_str(reference.as_str())?;
            return Ok(());
        }
        Some(_) => reference.after_scheme(),
        None if reference.colon_in_first_segment() => return Err(ResolveError::ColonNotScheme),
        None => reference.as_str(),
    };
    // The base after `scheme:`, up to its `?` or `#`: the draft's path.
    let prefix_len = b.hier_start();
    let hier = b.up_to_query().get(prefix_len..).unwrap_or("");
    let mut slashes = 0;
    while partial.as_bytes().get(slashes) == Some(&b'/') {
        slashes += 1;
    }
    if slashes > 0 {
        let Some(at) = find_run(hier.as_bytes(), slashes) else {
            return Err(ResolveError::NoSlashRun { slashes });
        };
        out.write_str(b.as_str().get(..prefix_len + at).unwrap_or(""))?;
        out.write_str(partial)?;
        return Ok(());
    }
    let dir = hier.get(..hier.rfind('/').map_or(0, |i| i + 1)).unwrap_or("");
    let path_end = partial.find(['?', '#']).unwrap_or(partial.len());
    out.write_str(base_scheme)?;
    out.write_str(":")?;
    let machine = Partial { v: Joined { a: dir, b: partial.get(..path_end).unwrap_or("") } };
    let last = write_path(&machine, machine.start(), out)?;
    write_slashes(last.pending, out)?;
    out.write_str(partial.get(path_end..).unwrap_or(""))?;
    Ok(())
}

/// The index of the first maximal run of exactly `n` slashes in `b`.
fn find_run(b: &[u8], n: usize) -> Option<usize> {
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' {
            let start = i;
            while i < b.len() && b[i] == b'/' {
                i += 1;
            }
            if i - start == n {
                return Some(start);
            }
        } else {
            i += 1;
        }
    }
    None
}

/// The dot rule of the RFC 1630 draft as a stack machine over the path's
/// elements (maximal non-slash strings) and runs of slashes.
///
/// `"/."` (a `.` element after a slash) is removed: one slash of the run
/// before it goes, and the runs on both sides join. `"xxx/../"` is removed
/// when the run between `xxx` and `..` is one slash, a slash follows `..`,
/// and `xxx` is eligible: not `..`, and preceded by one slash or nothing.
/// An element that is not eligible is never removed, so everything under it
/// on the stack is final: `floor` is the depth of the highest such element.
pub(crate) struct Partial<'a> {
    pub(super) v: Joined<'a>,
}

#[derive(Clone, Copy)]
pub(crate) struct PartialState {
    pos: usize,
    depth: usize,
    /// The run of slashes after the top element (before the next element).
    pub(super) pending: usize,
    /// Depth of the highest element that can never be removed.
    floor: usize,
    /// The run before the element at depth 1.
    first_run: usize,
    ops: usize,
}

impl Partial<'_> {
    pub(super) fn start(&self) -> PartialState {
        let mut lead = 0;
        while lead < self.v.len() && self.v.at(lead) == b'/' {
            lead += 1;
        }
        PartialState { pos: lead, depth: 0, pending: lead, floor: 0, first_run: 0, ops: 0 }
    }
}

impl PathMachine for Partial<'_> {
    type State = PartialState;

    fn step(&self, st: &mut PartialState) -> Option<Step> {
        let v = &self.v;
        let len = v.len();
        loop {
            if st.pos >= len {
                return None;
            }
            let start = st.pos;
            let mut end = start;
            while end < len && v.at(end) != b'/' {
                end += 1;
            }
            let mut next = end;
            while next < len && v.at(next) == b'/' {
                next += 1;
            }
            let run = next - end;
            st.pos = next;
            let dot = end - start == 1 && v.at(start) == b'.';
            let dotdot = end - start == 2 && v.at(start) == b'.' && v.at(start + 1) == b'.';
            if dot && st.pending >= 1 {
                st.pending = st.pending - 1 + run;
                continue;
            }
            if dotdot && run >= 1 && st.pending == 1 && st.depth > st.floor {
                let before = if st.depth == 1 { st.first_run } else { 1 };
                st.pending = before + run - 1;
                st.depth -= 1;
                st.ops += 1;
                return Some(Step::Pop);
            }
            let before = st.pending;
            st.depth += 1;
            if st.depth == 1 {
                st.first_run = before;
            }
            if dotdot || before >= 2 {
                st.floor = st.depth;
            }
            st.pending = run;
            st.ops += 1;
            return Some(Step::Push(Piece { slashes: before, start, end }));
        }
    }

    fn depth(st: &PartialState) -> usize {
        st.depth
    }

    fn ops(st: &PartialState) -> usize {
        st.ops
    }

    fn joined(&self) -> Joined<'_> {
        self.v
    }
}

//! Writing the survivors of a stack machine without a stack: the remove-dot-segments step shared by both readings.

use core::fmt;

/// Up to two strings read as one.
#[derive(Clone, Copy)]
pub(crate) struct Joined<'a> {
    pub(super) a: &'a str,
    pub(super) b: &'a str,
}

impl Joined<'_> {
    pub(super) fn len(&self) -> usize {
        self.a.len() + self.b.len()
    }

    pub(super) fn at(&self, i: usize) -> u8 {
        let a = self.a.as_bytes();
        if i < a.len() {
            a[i]
        } else {
            self.b.as_bytes().get(i - a.len()).copied().unwrap_or(0)
        }
    }

    fn write<W: fmt::Write + ?Sized>(&self, start: usize, end: usize, out: &mut W) -> fmt::Result {
        let al = self.a.len();
        if start < al {
            out.write_str(self.a.get(start..end.min(al)).unwrap_or(""))?;
        }
        if end > al {
            out.write_str(self.b.get(start.max(al) - al..end - al).unwrap_or(""))?;
        }
        Ok(())
    }
}

/// A piece of output: `slashes` slashes, then `v[start..end]`.
#[derive(Clone, Copy, Default)]
pub(crate) struct Piece {
    pub(crate) slashes: usize,
    pub(crate) start: usize,
    pub(crate) end: usize,
}

/// One step of a path machine.
pub(crate) enum Step {
    Push(Piece),
    Pop,
}

/// A deterministic stack machine over a path: each step pushes a piece or
/// pops the top one (a pop on an empty stack does nothing). Its state is
/// small and `Copy`, so a run can be resumed from any saved state.
pub(crate) trait PathMachine {
    type State: Copy;
    fn step(&self, st: &mut Self::State) -> Option<Step>;
    fn depth(st: &Self::State) -> usize;
    /// How many steps have pushed or popped.
    fn ops(st: &Self::State) -> usize;
    fn joined(&self) -> Joined<'_>;
}

/// How many stack levels one pass settles.
const LEVELS_PER_PASS: usize = 16;

pub(crate) fn write_slashes<W: fmt::Write + ?Sized>(mut n: usize, out: &mut W) -> fmt::Result {
    const SLASHES: &str = "////////////////////////////////";
    while n > 0 {
        let k = n.min(SLASHES.len());
        out.write_str(&SLASHES[..k])?;
        n -= k;
    }
    Ok(())
}

/// Writes the final stack of `m` run from `start`, bottom first, and returns
/// the final state.
///
/// The piece at level `j` of the final stack is the one pushed by the last
/// push that made the depth `j`; those pushes come in order of `j`, and after
/// the last push to level `j` the depth never falls below `j`. So levels can
/// be settled in groups: one pass over the steps records, for `LEVELS_PER_PASS` levels,
/// the last push to each; with more levels, one pass records where each of
/// `LEVELS_PER_PASS` groups of levels ends, and each group is then settled from there,
/// reading only its own stretch of steps. Every round of this reads each step
/// once, and there are at most ⌈log_FAN depth⌉ rounds.
pub(crate) fn write_path<M: PathMachine, W: fmt::Write + ?Sized>(
    m: &M,
    start: M::State,
    out: &mut W,
) -> Result<M::State, fmt::Error> {
    let mut last = start;
    while m.step(&mut last).is_some() {}
    write_levels(m, start, 1, M::depth(&last), usize::MAX, &mut Out(out))?;
    Ok(last)
}

/// A writer of any type as a `dyn` one: [`write_levels`] is compiled once
/// per machine rather than once per machine and writer (four writers, in
/// url-core's build).
struct Out<'a, W: fmt::Write + ?Sized>(&'a mut W);

impl<W: fmt::Write + ?Sized> fmt::Write for Out<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.write_str(s)
    }
}

/// Writes the final pieces of levels `lo..=hi`, running `m` from `from` (the
/// state right after the last push to level `lo - 1`) up to `until` steps.
fn write_levels<M: PathMachine>(
    m: &M,
    from: M::State,
    lo: usize,
    hi: usize,
    until: usize,
    out: &mut dyn fmt::Write,
) -> fmt::Result {
    if lo > hi {
        return Ok(());
    }
    let n = hi - lo + 1;
    let mut st = from;
    if n <= LEVELS_PER_PASS {
        let mut pieces = [Piece::default(); LEVELS_PER_PASS];
        while M::ops(&st) < until {
            match m.step(&mut st) {
                None => break,
                Some(Step::Push(p)) if (lo..=hi).contains(&M::depth(&st)) => pieces[M::depth(&st) - lo] = p,
                Some(_) => {}
            }
        }
        let v = m.joined();
        for p in &pieces[..n] {
            write_slashes(p.slashes, out)?;
            v.write(p.start, p.end, out)?;
        }
        return Ok(());
    }
    let size = n.div_ceil(LEVELS_PER_PASS);
    let groups = n.div_ceil(size);
    let mut ends = [from; LEVELS_PER_PASS];
    while M::ops(&st) < until {
        match m.step(&mut st) {
            None => break,
            Some(Step::Push(_)) => {
                let d = M::depth(&st);
                if (lo..=hi).contains(&d) && ((d - lo) % size == size - 1 || d == hi) {
                    ends[(d - lo) / size] = st;
                }
            }
            Some(Step::Pop) => {}
        }
    }
    let mut prev = from;
    for (g, end) in ends.iter().enumerate().take(groups) {
        let g_lo = lo + g * size;
        write_levels(m, prev, g_lo, (g_lo + size - 1).min(hi), M::ops(end), out)?;
        prev = *end;
    }
    Ok(())
}

/// [`write_levels`] for two machines whose final stacks have the same depth, in
/// lockstep: instead of writing the pieces of levels `lo..=hi`, compares
/// them pairwise with `same`, and says whether every pair is the same.
pub(crate) fn settle_pair<M: PathMachine>(
    m: [&M; 2],
    from: [M::State; 2],
    lo: usize,
    hi: usize,
    until: [usize; 2],
    same: &mut impl FnMut(&Piece, &Piece) -> bool,
) -> bool {
    if lo > hi {
        return true;
    }
    let n = hi - lo + 1;
    if n <= LEVELS_PER_PASS {
        let mut pieces = [[Piece::default(); LEVELS_PER_PASS]; 2];
        for k in 0..2 {
            let mut st = from[k];
            while M::ops(&st) < until[k] {
                match m[k].step(&mut st) {
                    None => break,
                    Some(Step::Push(p)) if (lo..=hi).contains(&M::depth(&st)) => pieces[k][M::depth(&st) - lo] = p,
                    Some(_) => {}
                }
            }
        }
        let mut k = 0;
        while k < n {
            if !same(&pieces[0][k], &pieces[1][k]) {
                return false;
            }
            k += 1;
        }
        return true;
    }
    let size = n.div_ceil(LEVELS_PER_PASS);
    let groups = n.div_ceil(size);
    let mut ends = [from[0]; LEVELS_PER_PASS];
    let mut ends_b = [from[1]; LEVELS_PER_PASS];
    for k in 0..2 {
        let mut st = from[k];
        while M::ops(&st) < until[k] {
            match m[k].step(&mut st) {
                None => break,
                Some(Step::Push(_)) => {
                    let d = M::depth(&st);
                    if (lo..=hi).contains(&d) && ((d - lo) % size == size - 1 || d == hi) {
                        if k == 0 {
                            ends[(d - lo) / size] = st;
                        } else {
                            ends_b[(d - lo) / size] = st;
                        }
                    }
                }
                Some(Step::Pop) => {}
            }
        }
    }
    let mut prev = from;
    for g in 0..groups {
        let g_lo = lo + g * size;
        let end = [ends[g], ends_b[g]];
        if !settle_pair(m, prev, g_lo, (g_lo + size - 1).min(hi), [M::ops(&end[0]), M::ops(&end[1])], same) {
            return false;
        }
        prev = end;
    }
    true
}

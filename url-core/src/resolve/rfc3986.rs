//! Resolution as RFC 3986 §5.2 states it.

use core::fmt;

use crate::chars;
use crate::resolve::base::Base;
use crate::resolve::error::ResolveError;
use crate::resolve::machine::{settle_pair, write_path, Joined, PathMachine, Piece, Step};
use crate::resolve::reference::RelativeRef;
use crate::scan::first_outside;

/// Resolves `reference` against `base` by RFC 3986 §5.2 (strict), writing
/// the result, recomposed as §5.3 says, into `out`.
///
/// The base's fragment is ignored; a reference with a scheme is absolute
/// even when it is the base's scheme (`http:g` stays `http:g`).
///
/// # Errors
///
/// [`ResolveError::BaseNotAbsolute`] for a base without a scheme,
/// [`ResolveError::NotRfc3986`] when the base or the reference is not an
/// RFC 3986 reference, [`ResolveError::Write`] when `out` fails.
///
/// ```
/// use url_core::resolve::{resolve_rfc3986, RelativeRef};
/// use url_core::Url;
///
/// let base = Url::parse("http://a/b/c/d;p?q").unwrap();
/// let resolve = |r| {
///     let mut out = String::new();
///     resolve_rfc3986(&base, &RelativeRef::parse(r).unwrap(), &mut out).unwrap();
///     out
/// };
/// assert_eq!(resolve("../g"), "http://a/b/g");
/// assert_eq!(resolve("?y"), "http://a/b/c/d;p?y");
/// assert_eq!(resolve("../../../g"), "http://a/g");
/// assert_eq!(resolve("http:g"), "http:g");
/// ```
pub fn resolve_rfc3986<W: fmt::Write + ?Sized>(
    base: &impl Base,
    reference: &RelativeRef<'_>,
    out: &mut W,
) -> Result<(), ResolveError> {
    resolve_3986(base, reference, false, out)
}

/// [`resolve_rfc3986`], with `guard` as [`transform`] takes it: `true` for
/// [`Url::join`], whose result must keep its meaning when parsed again.
pub(crate) fn resolve_3986<W: fmt::Write + ?Sized>(
    base: &impl Base,
    reference: &RelativeRef<'_>,
    guard: bool,
    out: &mut W,
) -> Result<(), ResolveError> {
    let b = base.parts();
    let r = reference;
    let Some(base_scheme) = b.scheme() else {
        return Err(ResolveError::BaseNotAbsolute);
    };
    check_rfc3986(&b).map_err(|reason| ResolveError::NotRfc3986 { in_base: true, reason })?;
    check_rfc3986(r).map_err(|reason| ResolveError::NotRfc3986 { in_base: false, reason })?;
    let base = Components { scheme: Some(base_scheme), ..components(&b) };
    transform(&base, &components(r), guard, out)?;
    Ok(())
}

/// The components of a reference split the RFC 3986 way.
fn components<'a>(x: &RelativeRef<'a>) -> Components<'a> {
    Components { scheme: x.scheme(), authority: x.net_loc(), path: x.path(), query: x.query(), fragment: x.fragment() }
}

/// The five components of RFC 3986 §5.2.1's `R` or `Base`, raw.
#[derive(Clone, Copy)]
pub(crate) struct Components<'a> {
    pub(crate) scheme: Option<&'a str>,
    pub(crate) authority: Option<&'a str>,
    pub(crate) path: &'a str,
    pub(crate) query: Option<&'a str>,
    pub(crate) fragment: Option<&'a str>,
}

/// RFC 3986 §5.2.2 (with §5.2.3's merge and §5.2.4's `remove_dot_segments`)
/// and §5.3's recomposition: the target of `r` against `b` (whose scheme is
/// `Some`), written into `out`. The one implementation behind
/// [`resolve_rfc3986`] and `Uri::resolve`.
///
/// With `guard`, a target without an authority whose path would start with
/// `//` gets `/.` before it (the WHATWG URL serializer's fix, RFC 3986 §5.2
/// has none): written plainly, the path's first segment would read as an
/// authority. [`resolve_rfc3986`] passes `false` and keeps §5.2's text.
pub(crate) fn transform<W: fmt::Write + ?Sized>(
    b: &Components<'_>,
    r: &Components<'_>,
    guard: bool,
    out: &mut W,
) -> fmt::Result {
    let base_scheme = b.scheme.unwrap_or("");
    let (scheme, authority, query) = match (r.scheme, r.authority) {
        (Some(s), a) => (s, a, r.query),
        (None, Some(a)) => (base_scheme, Some(a), r.query),
        (None, None) if r.path.is_empty() => (base_scheme, b.authority, r.query.or(b.query)),
        (None, None) => (base_scheme, b.authority, r.query),
    };
    out.write_str(scheme)?;
    out.write_str(":")?;
    if let Some(a) = authority {
        out.write_str("//")?;
        out.write_str(a)?;
    }
    let path = if r.scheme.is_some() || r.authority.is_some() || r.path.starts_with('/') {
        Some(Joined { a: "", b: r.path })
    } else if r.path.is_empty() {
        out.write_str(b.path)?;
        None
    } else if b.authority.is_some() && b.path.is_empty() {
        Some(Joined { a: "/", b: r.path }) // §5.2.3, first case
    } else {
        let bp = b.path;
        Some(Joined { a: bp.get(..bp.rfind('/').map_or(0, |i| i + 1)).unwrap_or(""), b: r.path })
    };
    if let Some(v) = path {
        let machine = DotSegments { v, escaped_dots: false, drive_root: false };
        let start = DotState::new(v.len());
        if guard && authority.is_none() {
            let mut g = NoAuthorityPath::new(out);
            write_path(&machine, start, &mut g)?;
            g.finish()?;
        } else {
            write_path(&machine, start, out)?;
        }
    }
    if let Some(q) = query {
        out.write_str("?")?;
        out.write_str(q)?;
    }
    if let Some(f) = r.fragment {
        out.write_str("#")?;
        out.write_str(f)?;
    }
    Ok(())
}

/// A writer for the path of a URI without an authority: when what is
/// written starts with `//`, it writes `/.` first, so that the path cannot
/// read as `//authority` (`s:/.//g` is the path `//g` after dot removal; the
/// WHATWG URL serializer does the same). Call [`finish`](Self::finish) at
/// the end.
pub(crate) struct NoAuthorityPath<'w, W: fmt::Write + ?Sized> {
    out: &'w mut W,
    /// 0: nothing written yet; 1: a `/` held back; 2: decided.
    state: u8,
}

impl<'w, W: fmt::Write + ?Sized> NoAuthorityPath<'w, W> {
    pub(crate) fn new(out: &'w mut W) -> Self {
        NoAuthorityPath { out, state: 0 }
    }

    /// Writes a `/` still held back.
    pub(crate) fn finish(self) -> fmt::Result {
        if self.state == 1 {
            self.out.write_str("/")?;
        }
        Ok(())
    }
}

impl<W: fmt::Write + ?Sized> fmt::Write for NoAuthorityPath<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if s.is_empty() || self.state == 2 {
            return self.out.write_str(s);
        }
        if self.state == 1 {
            self.state = 2;
            self.out.write_str(if s.starts_with('/') { "/./" } else { "/" })?;
            return self.out.write_str(s);
        }
        if s == "/" {
            self.state = 1;
            return Ok(());
        }
        self.state = 2;
        if s.starts_with("//") {
            self.out.write_str("/.")?;
        }
        self.out.write_str(s)
    }
}

/// Writes `remove_dot_segments(path)` (RFC 3986 §5.2.4) into `out`; with
/// `escaped_dots`, `%2E` (either case) counts as `.` when telling dot
/// segments (what decoding it, RFC 3986 §6.2.2.2, would make of it); with
/// `drive_root`, a first segment that is a drive letter is a root that no
/// `..` removes (see [`DotSegments::drive_root`]).
pub(crate) fn write_dot_free<W: fmt::Write + ?Sized>(
    path: &str,
    escaped_dots: bool,
    drive_root: bool,
    out: &mut W,
) -> fmt::Result {
    let machine = DotSegments { v: Joined { a: "", b: path }, escaped_dots, drive_root };
    write_path(&machine, DotState::new(path.len()), out)?;
    Ok(())
}

/// Whether `remove_dot_segments` of `a` and of `b` (dots and drive as in
/// [`write_dot_free`]) are the same text, when `same(x, y)` says whether
/// two segments, as written in `a` and `b`, are; without allocating.
///
/// The output is `["/"] segment *( "/" segment )` with no `/` inside a
/// segment, so two outputs are equal when they have as many pieces and each
/// pair of pieces (a leading slash or not, then the segment) is equal. Both
/// machines are settled in lockstep, level by level, as [`write_levels`] does.
pub(crate) fn dot_free_paths_equal(
    a: &str,
    b: &str,
    escaped_dots: bool,
    drive_root: bool,
    same: &mut impl FnMut(&str, &str) -> bool,
) -> bool {
    let ma = DotSegments { v: Joined { a: "", b: a }, escaped_dots, drive_root };
    let mb = DotSegments { v: Joined { a: "", b }, escaped_dots, drive_root };
    let sa = DotState::new(a.len());
    let sb = DotState::new(b.len());
    let (mut la, mut lb) = (sa, sb);
    while ma.step(&mut la).is_some() {}
    while mb.step(&mut lb).is_some() {}
    if la.depth != lb.depth {
        return false;
    }
    let mut same_piece = |p: &Piece, q: &Piece| {
        p.slashes == q.slashes && same(a.get(p.start..p.end).unwrap_or(""), b.get(q.start..q.end).unwrap_or(""))
    };
    settle_pair([&ma, &mb], [sa, sb], 1, la.depth, [usize::MAX; 2], &mut same_piece)
}

/// Checks what RFC 3986 adds to a reference's syntax, given RFC 1738's
/// characters: a scheme starting with a letter, no `:` in the first segment
/// of a relative path, an authority of `[userinfo@]host[:port]`.
fn check_rfc3986(r: &RelativeRef<'_>) -> Result<(), &'static str> {
    if let Some(s) = r.scheme() {
        if !s.as_bytes()[0].is_ascii_alphabetic() {
            return Err("a scheme starts with a letter");
        }
    } else if r.colon_in_first_segment() {
        return Err("a relative path has no ':' in its first segment (path-noscheme); write './' before it");
    }
    if let Some(a) = r.net_loc() {
        let host_port = match a.split_once('@') {
            Some((_, hp)) if hp.contains('@') => return Err("an authority has at most one '@'"),
            Some((_, hp)) => hp,
            None => a,
        };
        if let Some((_, port)) = host_port.split_once(':') {
            if first_outside(port.as_bytes(), chars::DIGIT).is_some() {
                return Err("a port is decimal digits (authority = [userinfo@]host[:port])");
            }
        }
    }
    Ok(())
}

/// `remove_dot_segments` of RFC 3986 §5.2.4, step by step: the input buffer
/// is `v[pos..end]` (the rewrites of steps B and C always leave a suffix of
/// the input, or the single `/` at `pos`), and the output buffer is a stack
/// of pieces `"/segment"` or `"segment"`.
pub(crate) struct DotSegments<'a> {
    pub(super) v: Joined<'a>,
    /// Whether `%2E` and `%2e` count as `.`.
    pub(super) escaped_dots: bool,
    /// Whether a first output segment that is a drive letter (`C:`, or its
    /// letter escaped, `%43:`) is the root of the path, which no `..`
    /// removes: RFC 8089 Appendix E.2's reading of `file:///C:/...`, for
    /// the normalization of file URIs (resolution, RFC 3986 §5.2.4, has
    /// no such root).
    pub(super) drive_root: bool,
}

#[derive(Clone, Copy)]
pub(crate) struct DotState {
    pub(super) pos: usize,
    pub(super) end: usize,
    pub(super) depth: usize,
    pub(super) ops: usize,
    /// Whether the piece at level 1 is a drive letter kept as the root
    /// (only with [`DotSegments::drive_root`]).
    pub(super) floor: bool,
}

impl DotState {
    /// The state before the first step over `v[..end]`.
    pub(crate) const fn new(end: usize) -> Self {
        DotState { pos: 0, end, depth: 0, ops: 0, floor: false }
    }
}

impl DotSegments<'_> {
    /// The character at `i` (0 at or past `end`) and its width: `%2E` or
    /// `%2e` is one `.`, three bytes wide, when `escaped_dots`.
    fn unit(&self, i: usize, end: usize) -> (u8, usize) {
        if i >= end {
            return (0, 0);
        }
        let v = &self.v;
        let c = v.at(i);
        if c == b'%' && self.escaped_dots && i + 2 < end && v.at(i + 1) == b'2' && v.at(i + 2) | 0x20 == b'e' {
            (b'.', 3)
        } else {
            (c, 1)
        }
    }

    /// Whether `v[start..end]` is a drive letter: `ALPHA ":"`, the letter
    /// perhaps escaped (`%43:`, which §6.2.2.2's decoding makes `C:`).
    fn is_drive(&self, start: usize, end: usize) -> bool {
        let v = &self.v;
        let letter = match end.wrapping_sub(start) {
            2 => v.at(start),
            4 if v.at(start) == b'%' => {
                crate::chars::hex_val(v.at(start + 1)) << 4 | crate::chars::hex_val(v.at(start + 2))
            }
            _ => return false,
        };
        letter.is_ascii_alphabetic() && v.at(end - 1) == b':'
    }
}

impl PathMachine for DotSegments<'_> {
    type State = DotState;

    fn step(&self, st: &mut DotState) -> Option<Step> {
        let v = &self.v;
        loop {
            let (p, e) = (st.pos, st.end);
            if p >= e {
                return None;
            }
            // The next four characters (0 past the end), an escaped dot
            // read as one `.` three bytes wide; each read only where a rule
            // below needs it (after a `.` or a `/`).
            let (c0, w0) = self.unit(p, e);
            let (c1, w1) = if c0 == b'.' || c0 == b'/' { self.unit(p + w0, e) } else { (0, 0) };
            let (c2, w2) = if c1 == b'.' { self.unit(p + w0 + w1, e) } else { (0, 0) };
            let (c3, _) = if c2 == b'.' { self.unit(p + w0 + w1 + w2, e) } else { (0, 0) };
            // A: a "../" or "./" prefix is removed.
            if c0 == b'.' && c1 == b'.' && c2 == b'/' {
                st.pos += w0 + w1 + w2;
                continue;
            }
            if c0 == b'.' && c1 == b'/' {
                st.pos += w0 + w1;
                continue;
            }
            // B: "/./" or a final "/." becomes "/".
            if c0 == b'/' && c1 == b'.' && c2 == b'/' {
                st.pos += w0 + w1;
                continue;
            }
            if c0 == b'/' && c1 == b'.' && c2 == 0 {
                st.end = p + 1;
                continue;
            }
            // C: "/../" or a final "/.." becomes "/", and the last output
            // segment goes.
            if c0 == b'/' && c1 == b'.' && c2 == b'.' && (c3 == b'/' || c3 == 0) {
                if c3 == 0 {
                    st.end = p + 1;
                } else {
                    st.pos += w0 + w1 + w2;
                }
                if st.floor && st.depth == 1 {
                    // The drive stays: `/C:/..` is `/C:/`.
                    continue;
                }
                st.depth = st.depth.saturating_sub(1);
                st.ops += 1;
                return Some(Step::Pop);
            }
            // D: "." or ".." alone is removed.
            if (c0 == b'.' && c1 == 0) || (c0 == b'.' && c1 == b'.' && c2 == 0) {
                st.pos = e;
                continue;
            }
            // E: the first segment, with its "/", moves to the output.
            let slash = c0 == b'/';
            let start = p + usize::from(slash);
            let mut end = start;
            while end < e && v.at(end) != b'/' {
                end += 1;
            }
            st.pos = end;
            st.depth += 1;
            st.ops += 1;
            if st.depth == 1 {
                st.floor = self.drive_root && slash && self.is_drive(start, end);
            }
            return Some(Step::Push(Piece { slashes: usize::from(slash), start, end }));
        }
    }

    fn depth(st: &DotState) -> usize {
        st.depth
    }

    fn ops(st: &DotState) -> usize {
        st.ops
    }

    fn joined(&self) -> Joined<'_> {
        self.v
    }
}

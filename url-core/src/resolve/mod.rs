//! Relative references and their resolution: the RFC 1630 partial form and RFC 3986 §5.2.
//!
//! A [`RelativeRef`] is the reference side: any of the partial forms of
//! RFC 1808 and the RFC 1630 draft (`//net_loc/path`, `/abs/path`,
//! `rel/path`, `?query`, `;params`, `#fragment`, the empty string) or an
//! absolute URL, written in the characters of RFC 1738 (`xchar` and `%XX`
//! escapes, plus one `#` before a fragment). Two algorithms turn a base and a
//! reference into a URL, and both write into any [`core::fmt::Write`], so
//! they need no allocator:
//!
//! - [`resolve_rfc1630`]: the "Partial (relative) form" of the RFC 1630 draft
//!   (`uri-in-www-draft-1994.txt`), exactly as it states it. It knows nothing
//!   of hosts: everything between `scheme:` and `?` is one path whose runs of
//!   slashes are significant, more slashes meaning a more significant boundary.
//! - [`resolve_rfc3986`]: RFC 3986 §5.2 (§5.2.1-§5.2.4 and the recomposition
//!   of §5.3), strict: a reference with a scheme is absolute even when the
//!   scheme is the base's. This is the resolution modern libraries implement.
//!
//! Under the `alloc` feature, `resolve_rfc1630_to_string` and
//! `resolve_rfc3986_to_string` return a `String`, and `Url::join` (and
//! `UrlBuf::join`) resolves by RFC 3986 into a `UrlBuf`, an RFC 1738 URL or
//! an error (`JoinError`) saying why there is none.
//!
//! ```
//! use url_core::resolve::{resolve_rfc1630, resolve_rfc3986, RelativeRef};
//! use url_core::Url;
//!
//! let base = Url::parse("magic://a/b/c//d/e/f").unwrap();
//! let (mut old, mut new) = (String::new(), String::new());
//! resolve_rfc1630(&base, &RelativeRef::parse("//g").unwrap(), &mut old).unwrap();
//! resolve_rfc3986(&base, &RelativeRef::parse("//g").unwrap(), &mut new).unwrap();
//! assert_eq!((old.as_str(), new.as_str()), ("magic://g", "magic://g"));
//!
//! let base = Url::parse("fred:///s//a/b/c").unwrap();
//! let (mut old, mut new) = (String::new(), String::new());
//! resolve_rfc1630(&base, &RelativeRef::parse("//g").unwrap(), &mut old).unwrap();
//! resolve_rfc3986(&base, &RelativeRef::parse("//g").unwrap(), &mut new).unwrap();
//! assert_eq!((old.as_str(), new.as_str()), ("fred:///s//g", "fred://g"));
//! ```
//!
//! # What resolution promises
//!
//! [`resolve_rfc1630`] and [`resolve_rfc3986`] write the text their RFC's
//! algorithm gives, exactly, and nothing else: pieces of the base and the
//! reference put together, so every character of it is an RFC 1738 `xchar`
//! or `%XX` escape, plus one `#` before a fragment (it always passes
//! [`RelativeRef::parse`]). They do not promise an RFC 1738 URL, because the
//! algorithms know only the generic syntax and RFC 1738 has a production per
//! scheme; a resolved text is no RFC 1738 URL when
//!
//! - the reference brings characters the scheme reserves where it puts them:
//!   against `http://a/b/c/d;p?q`, `g?y/./x` gives `http://a/b/c/g?y/./x`
//!   under both algorithms, and an http search holds no `/` (§3.3); `c;x`
//!   against an ftp URL gives a path with a `;` other than `;type=` (§3.2.2);
//!   `x` against `nntp://h/g/12` gives the article number `x` (§3.7);
//! - the reference replaces what the scheme requires: RFC 3986 keeps `http:g`
//!   (a reference with a scheme is absolute), which has no `//` (§3.3); `c`
//!   against `mailto:a@b.example` gives `mailto:c`, which has no `@` (§3.5);
//! - a network-path reference (`//...`) brings a login or host the scheme
//!   does not take: `//u@h/` against an http URL gives `http://u@h/` (http
//!   takes no user name, §3.3), `//-h/` a host label starting with `-`
//!   (§3.1); RFC 1630 copies it without any check.
//!
//! Where the result must be a URL, use `Url::join` (feature `alloc`): it
//! resolves by RFC 3986 and parses the text, and its error says whether the
//! reference was invalid, did not resolve, or resolved to text that is no
//! RFC 1738 URL (with the parser's error, whose offset counts bytes of that
//! text). For the RFC 1630 result as a URL, parse the text with
//! [`Url::parse`](crate::Url::parse) (or `UrlBuf::parse`).
//!
//! ```
//! # #[cfg(feature = "alloc")] {
//! use url_core::resolve::{resolve_rfc3986_to_string, JoinError, RelativeRef};
//! use url_core::Url;
//!
//! let base = Url::parse("http://a/b/c/d;p?q").unwrap();
//! assert_eq!(base.join("../g?y").unwrap().as_str(), "http://a/b/g?y");
//!
//! let text = resolve_rfc3986_to_string(&base, &RelativeRef::parse("g?y/./x").unwrap()).unwrap();
//! assert_eq!(text, "http://a/b/c/g?y/./x");
//! let err = base.join("g?y/./x").unwrap_err();
//! let JoinError::NotRfc1738 { text: joined, error } = &err else { unreachable!() };
//! assert_eq!((joined.as_str(), error.offset()), ("http://a/b/c/g?y/./x", 16));
//! assert_eq!(
//!     err.to_string(),
//!     "the reference resolves to text that is not an RFC 1738 URL: unexpected character '/' in http search; \
//!      '/' is reserved there and must be written %2F (RFC 1738 §3.3); the text is a valid RFC 3986 URI: use \
//!      uri! or Uri::parse"
//! );
//! # }
//! ```
//!
//! # The RFC 1630 draft, as read here
//!
//! The draft's rules, in its words, and how each is read:
//!
//! 1. "If the scheme parts are different, the whole absolute URI must be
//!    given. Otherwise, the scheme is omitted". A reference whose scheme
//!    differs from the base's (compared case-insensitively, RFC 1738 §2.1) is
//!    the result, unchanged. A reference with the base's scheme has it
//!    dropped and the rest read as a partial form, as the draft author's
//!    CERN libwww (`HTParse`) did: `http:g` against an `http` base is `g`.
//!    (RFC 3986 strict keeps `http:g`.)
//! 2. "A partial form can be distinguished from an absolute form in that the
//!    latter must have a colon and that colon must occur before any slash
//!    characters." A reference with a `:` in its first segment but no scheme
//!    before it (`:g`, `a;b:c`) is an absolute form with a malformed scheme:
//!    the rule does not apply ([`ResolveError::ColonNotScheme`]).
//! 3. "If the partial URI starts with a non-zero number of consecutive
//!    slashes, then everything from the context URI up to (but not including)
//!    the first occurrence of exactly the same number of consecutive slashes
//!    is taken to be the same and so prepended to the partial URL". Runs of
//!    slashes are counted whole (`//` is not two runs of one); the search
//!    covers the base after `scheme:` up to its `?` (a query is not part of
//!    the hierarchical path). With no such run in the base the draft gives no
//!    answer: [`ResolveError::NoSlashRun`]. Nothing else is done to the result
//!    in this case (the dot rule follows "Otherwise").
//! 4. "Otherwise: The last part of the path of the context URI (anything
//!    following the rightmost slash) is removed, and the given partial URI
//!    appended in its place". The whole reference is appended, so `?y`,
//!    `#s` and the empty reference also replace the last segment
//!    (`http://a/b/c/d;p?q` with `#s` gives `http://a/b/c/#s`). A base path
//!    without a slash is one last part, all of it replaced (`news:a` with `g`
//!    gives `news:g`); so is a host with no path after it (`http://a` with
//!    `g` gives `http://g`), since the draft sees no host, only a path.
//! 5. "Within the result, all occurrences of "xxx/../" or "/." are
//!    recursively removed, where xxx, ".." and "." are complete path
//!    elements." Applied to the path of the result (up to its `?`), left to
//!    right, repeating each removal where it creates a new match, as
//!    literal text: `/.` needs the `.` to end at a slash or the end of the
//!    path (`g/.` becomes `g`, not `g/`), and `xxx/../` needs the slash after
//!    `..` (a final `..` stays) and exactly one slash between `xxx` and `..`.
//!    `xxx` is not `..`, and it must be preceded by a single slash or begin
//!    the path: the first element after a run of two or more slashes heads
//!    its own level of the hierarchy (after `//` it is the host) and `..`
//!    does not climb over it. That is the reading of the draft's author in
//!    Fielding's test pages (`fred:///s//a/b/c` with `../../g` gives
//!    `fred:///s//a/../g`), and CERN libwww's `HTSimplify` leaves such an
//!    `xxx/..` alone too.
//!
//! The draft's own examples, against `magic://a/b/c//d/e/f` and
//! `magic://a/b/c//d/e/`, all hold: `g` → `magic://a/b/c//d/e/g`, `/g` →
//! `magic://a/g`, `//g` → `magic://g`, `../g` → `magic://a/b/c//d/g`,
//! `g:a` → `g:a`.
//!
//! # RFC 3986, strictly
//!
//! Both the base and the reference must also be RFC 3986 references: a
//! scheme starts with a letter (RFC 1738 allows a digit), a relative path has
//! no `:` in its first segment, and an authority is `[userinfo@]host[:port]`
//! with a numeric port. Otherwise [`ResolveError::NotRfc3986`]. The
//! components are split as RFC 3986 Appendix B does: an authority ends at the
//! first `/`, `?` or `#`. `remove_dot_segments` is §5.2.4 to the letter,
//! including its treatment of paths without a leading slash (`a/../b`
//! becomes `/b`). The same implementation resolves RFC 3986 URIs
//! ([`Uri::resolve`](crate::Uri::resolve)).
//!
//! # Cost
//!
//! Both algorithms take time linear in the length of the base and the
//! reference, times at most ⌈log₁₆ n⌉ extra passes over the path when more
//! than 16 segments survive dot removal, and a few kilobytes of stack at most;
//! nothing is allocated.

pub(crate) mod base;
pub(crate) mod error;
pub(crate) mod machine;
pub(crate) mod reference;
pub(crate) mod rfc1630;
pub(crate) mod rfc3986;

pub use self::base::Base;
pub use self::error::ResolveError;
pub use self::reference::{RefForm, RelativeRef};
pub use self::rfc1630::resolve_rfc1630;
pub use self::rfc3986::resolve_rfc3986;

#[cfg(feature = "alloc")]
use core::fmt;

#[cfg(feature = "alloc")]
use crate::error::ParseError;
#[cfg(feature = "alloc")]
use crate::resolve::rfc3986::resolve_3986;
#[cfg(feature = "alloc")]
use crate::view::owned::UrlBuf;
#[cfg(feature = "alloc")]
use crate::view::url::Url;

// ---------------------------------------------------------------------------
// String conveniences
// ---------------------------------------------------------------------------

/// [`resolve_rfc1630`] into a new `String`.
///
/// # Errors
///
/// As [`resolve_rfc1630`] (never [`ResolveError::Write`]).
///
/// ```
/// use url_core::resolve::{resolve_rfc1630_to_string, RelativeRef};
/// use url_core::Url;
///
/// let base = Url::parse("fred:///s//a/b/c").unwrap();
/// let r = RelativeRef::parse("../../g").unwrap();
/// assert_eq!(resolve_rfc1630_to_string(&base, &r).unwrap(), "fred:///s//a/../g");
/// ```
#[cfg(feature = "alloc")]
pub fn resolve_rfc1630_to_string(
    base: &impl Base,
    reference: &RelativeRef<'_>,
) -> Result<alloc::string::String, ResolveError> {
    let mut out = alloc::string::String::new();
    resolve_rfc1630(base, reference, &mut out)?;
    Ok(out)
}

/// [`resolve_rfc3986`] into a new `String`.
///
/// # Errors
///
/// As [`resolve_rfc3986`] (never [`ResolveError::Write`]).
///
/// ```
/// use url_core::resolve::{resolve_rfc3986_to_string, RelativeRef};
/// use url_core::Url;
///
/// let base = Url::parse("fred:///s//a/b/c").unwrap();
/// let r = RelativeRef::parse("../../g").unwrap();
/// assert_eq!(resolve_rfc3986_to_string(&base, &r).unwrap(), "fred:///s//g");
/// ```
#[cfg(feature = "alloc")]
pub fn resolve_rfc3986_to_string(
    base: &impl Base,
    reference: &RelativeRef<'_>,
) -> Result<alloc::string::String, ResolveError> {
    let mut out = alloc::string::String::new();
    resolve_rfc3986(base, reference, &mut out)?;
    Ok(out)
}

// ---------------------------------------------------------------------------
// Joining into a URL
// ---------------------------------------------------------------------------

/// Why [`Url::join`] gave no URL (feature `alloc`).
///
/// `Debug` writes a password of [`NotRfc1738`](Self::NotRfc1738)'s text as
/// `***`, and `Display` does not show that text at all.
///
/// ```
/// use url_core::resolve::{JoinError, ResolveError};
/// use url_core::Url;
///
/// let base = Url::parse("http://a/b/c/d;p?q").unwrap();
/// assert!(matches!(base.join("a b"), Err(JoinError::InvalidReference(_))));
/// assert!(matches!(base.join(":g"), Err(JoinError::NotResolved(ResolveError::NotRfc3986 { .. }))));
/// assert!(matches!(base.join("http:g"), Err(JoinError::NotRfc1738 { .. })));
/// ```
#[cfg(feature = "alloc")]
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum JoinError {
    /// The reference is not a reference: the error of [`RelativeRef::parse`].
    InvalidReference(ParseError),
    /// RFC 3986 does not resolve this reference against this base.
    NotResolved(ResolveError),
    /// The reference resolves to text that is no RFC 1738 URL (see the
    /// [module documentation](self#what-resolution-promises) for when).
    NotRfc1738 {
        /// The text RFC 3986 resolution gives, exactly.
        text: alloc::string::String,
        /// Why [`Url::parse`] rejects it; its offsets count bytes of `text`.
        error: ParseError,
    },
    /// From [`Uri::join`](crate::Uri::join): the reference resolves to an
    /// RFC 3986 URI that breaks a rule of its scheme (`//` against an http
    /// base gives `http://`, with no host: RFC 9110 §4.2.1).
    NotUri {
        /// The text RFC 3986 resolution gives, exactly.
        text: alloc::string::String,
        /// Why [`Uri::parse`](crate::Uri::parse) rejects it; its offsets
        /// count bytes of `text`.
        error: ParseError,
    },
}

#[cfg(feature = "alloc")]
impl fmt::Display for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JoinError::InvalidReference(e) => write!(f, "the reference is invalid: {e}"),
            JoinError::NotResolved(e) => write!(f, "the reference does not resolve: {e}"),
            JoinError::NotRfc1738 { error, .. } => {
                write!(f, "the reference resolves to text that is not an RFC 1738 URL: {error}")
            }
            JoinError::NotUri { error, .. } => write!(f, "the reference resolves to an invalid URI: {error}"),
        }
    }
}

#[cfg(feature = "alloc")]
impl fmt::Debug for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JoinError::InvalidReference(e) => f.debug_tuple("InvalidReference").field(e).finish(),
            JoinError::NotResolved(e) => f.debug_tuple("NotResolved").field(e).finish(),
            JoinError::NotRfc1738 { text, error } => f
                .debug_struct("NotRfc1738")
                .field("text", &crate::redact::Redacted::whole(text))
                .field("error", error)
                .finish(),
            JoinError::NotUri { text, error } => f
                .debug_struct("NotUri")
                .field("text", &crate::redact::Redacted::whole(text))
                .field("error", error)
                .finish(),
        }
    }
}

#[cfg(feature = "alloc")]
impl core::error::Error for JoinError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            JoinError::InvalidReference(e)
            | JoinError::NotRfc1738 { error: e, .. }
            | JoinError::NotUri { error: e, .. } => Some(e),
            JoinError::NotResolved(e) => Some(e),
        }
    }
}

#[cfg(feature = "alloc")]
impl Url<'_> {
    /// Resolves `reference` against this URL by RFC 3986 §5.2 (strict, as
    /// [`resolve_rfc3986`]), into a URL (feature `alloc`). Named after
    /// `url::Url::join`, which resolves by WHATWG's rules instead.
    ///
    /// The text resolution gives is parsed as an RFC 1738 URL, so an `Ok` is
    /// always a valid URL (of any scheme: `g:h` gives a `g` URL), and its text
    /// is exactly [`resolve_rfc3986`]'s, with one exception: where §5.2 would
    /// put a path starting with `//` right after a scheme with no authority
    /// (`x:/a/b` joined with `..//g` is `x://g` there), `join` writes `/.`
    /// before the path (`x:/.//g`), as WHATWG's serializer does, so that the
    /// result does not gain the host `g` when it is parsed.
    ///
    /// # Errors
    ///
    /// [`JoinError::InvalidReference`] when `reference` is no reference (a
    /// space, `~`, a bad escape...), [`JoinError::NotResolved`] when RFC 3986
    /// does not apply, and [`JoinError::NotRfc1738`] when the resolved text
    /// is no RFC 1738 URL: see the [module documentation](self) for when.
    ///
    /// ```
    /// use url_core::resolve::JoinError;
    /// use url_core::Url;
    ///
    /// let base = Url::parse("ftp://ftp.example.org/pub/doc/README").unwrap();
    /// let joined = base.join("../src/main.c;type=a").unwrap();
    /// assert_eq!(joined.as_str(), "ftp://ftp.example.org/pub/src/main.c;type=a");
    /// assert_eq!(joined.as_url().port_or_default(), Some(21));
    ///
    /// let err = base.join("x;y").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "the reference resolves to text that is not an RFC 1738 URL: unexpected ';' in ftp path; ';' is \
    ///      reserved and must be written %3B (only ';type=a', ';type=i' or ';type=d' may end the path) (RFC 1738 \
    ///      §3.2.2); the text is a valid RFC 3986 URI: use uri! or Uri::parse"
    /// );
    /// ```
    pub fn join(&self, reference: &str) -> Result<UrlBuf, JoinError> {
        let reference = RelativeRef::parse(reference).map_err(JoinError::InvalidReference)?;
        let mut text = alloc::string::String::new();
        // guarded: `x:/a/b` joined with `..//g` is `x:/.//g`, not §5.2's
        // literal `x://g`, which would parse with the host `g`
        resolve_3986(self, &reference, true, &mut text).map_err(JoinError::NotResolved)?;
        match Url::parse(&text) {
            Ok(url) => {
                let parts = crate::__private::parts(&url);
                Ok(UrlBuf::from_parts(text, parts))
            }
            Err(error) => Err(JoinError::NotRfc1738 { text, error }),
        }
    }
}

#[cfg(feature = "alloc")]
impl UrlBuf {
    /// Resolves `reference` against this URL into a URL: [`Url::join`].
    ///
    /// # Errors
    ///
    /// The [`JoinError`] of [`Url::join`].
    ///
    /// ```
    /// use url_core::UrlBuf;
    ///
    /// let base: UrlBuf = "http://info.cern.ch/hypertext/WWW/TheProject.html".parse().unwrap();
    /// assert_eq!(base.join("../DataSources/Top.html").unwrap(), "http://info.cern.ch/hypertext/DataSources/Top.html");
    /// ```
    pub fn join(&self, reference: &str) -> Result<UrlBuf, JoinError> {
        self.as_url().join(reference)
    }
}

#[cfg(test)]
mod tests {
    use core::fmt;

    use super::*;
    use crate::resolve::machine::write_path;
    use crate::resolve::machine::write_slashes;
    use crate::resolve::machine::Joined;
    use crate::resolve::rfc1630::Partial;
    use crate::resolve::rfc3986::dot_free_paths_equal;
    use crate::resolve::rfc3986::write_dot_free;
    use crate::resolve::rfc3986::DotSegments;
    use crate::resolve::rfc3986::DotState;
    use crate::resolve::rfc3986::NoAuthorityPath;

    /// A fixed-capacity writer, so that the tests need no allocator.
    struct Buf {
        b: [u8; 512],
        n: usize,
    }

    impl Buf {
        fn new() -> Self {
            Buf { b: [0; 512], n: 0 }
        }

        fn as_str(&self) -> &str {
            core::str::from_utf8(&self.b[..self.n]).unwrap()
        }
    }

    impl fmt::Write for Buf {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            let end = self.n + s.len();
            if end > self.b.len() {
                return Err(fmt::Error);
            }
            self.b[self.n..end].copy_from_slice(s.as_bytes());
            self.n = end;
            Ok(())
        }
    }

    fn rds(path: &str) -> Buf {
        let mut out = Buf::new();
        let m = DotSegments { v: Joined { a: "", b: path }, escaped_dots: false, drive_root: false };
        write_path(&m, DotState::new(path.len()), &mut out).unwrap();
        out
    }

    fn partial_dots(path: &str) -> Buf {
        let mut out = Buf::new();
        let m = Partial { v: Joined { a: "", b: path } };
        let last = write_path(&m, m.start(), &mut out).unwrap();
        write_slashes(last.pending, &mut out).unwrap();
        out
    }

    #[test]
    fn remove_dot_segments_examples() {
        // RFC 3986 §5.2.4's two walk-throughs, and the rootless case.
        assert_eq!(rds("/a/b/c/./../../g").as_str(), "/a/g");
        assert_eq!(rds("mid/content=5/../6").as_str(), "mid/6");
        assert_eq!(rds("a/../b").as_str(), "/b");
        assert_eq!(rds("/a/b/..").as_str(), "/a/");
        assert_eq!(rds("/..").as_str(), "/");
        assert_eq!(rds("..").as_str(), "");
        assert_eq!(rds("/a//../b").as_str(), "/a/b");
    }

    fn rds_escaped(path: &str) -> Buf {
        let mut out = Buf::new();
        write_dot_free(path, true, false, &mut out).unwrap();
        out
    }

    #[test]
    fn escaped_dots_count_as_dots_only_when_asked() {
        assert_eq!(rds("/a/%2E/b/%2e%2E/c").as_str(), "/a/%2E/b/%2e%2E/c");
        assert_eq!(rds_escaped("/a/%2E/b/%2e%2E/c").as_str(), "/a/c");
        assert_eq!(rds_escaped("%2E%2E/%2e/a/.%2E").as_str(), "/");
        assert_eq!(rds_escaped("%2E%2E/%2e/a/b").as_str(), "a/b");
        assert_eq!(rds_escaped("/a/%2E%2").as_str(), "/a/%2E%2");
        assert_eq!(rds_escaped("/a/%2Ex/%3E").as_str(), "/a/%2Ex/%3E");
        assert_eq!(rds_escaped("/a/b/%2E%2E").as_str(), "/a/");
    }

    #[test]
    fn the_authority_guard() {
        let guarded = |text: &[&str]| {
            let mut out = Buf::new();
            let mut g = NoAuthorityPath::new(&mut out);
            for t in text {
                fmt::Write::write_str(&mut g, t).unwrap();
            }
            g.finish().unwrap();
            out
        };
        assert_eq!(guarded(&["/", "", "/", "g"]).as_str(), "/.//g");
        assert_eq!(guarded(&["//g"]).as_str(), "/.//g");
        assert_eq!(guarded(&["/", "g", "//"]).as_str(), "/g//");
        assert_eq!(guarded(&["/"]).as_str(), "/");
        assert_eq!(guarded(&["", "/", "", "a"]).as_str(), "/a");
        assert_eq!(guarded(&["a", "//"]).as_str(), "a//");
        assert_eq!(guarded(&[]).as_str(), "");
    }

    #[test]
    fn dot_free_paths_compared_in_lockstep() {
        let same = |a: &str, b: &str| dot_free_paths_equal(a, b, true, false, &mut |x, y| x == y);
        assert!(same("/a/./b", "/a/x/../b"));
        assert!(same("/a/%2e/b", "/a/b"));
        assert!(!same("/a/b", "/a/b/"));
        assert!(!same("a/b", "/a/b"));
        assert!(same("a/../b", "/b"));
        assert!(same("", "."));
        // deeper than one pass (16 levels) and two (256), one level apart
        let mut a = [0u8; 1200];
        let mut b = [0u8; 1200];
        for depth in [17usize, 300] {
            for differ in [0, depth / 2, depth - 1] {
                let (mut n, mut m) = (0, 0);
                for i in 0..depth {
                    let c = b'a' + (i % 26) as u8;
                    a[n..n + 2].copy_from_slice(&[b'/', c]);
                    n += 2;
                    let d = if i == differ { c.to_ascii_uppercase() } else { c };
                    b[m..m + 2].copy_from_slice(&[b'/', d]);
                    m += 2;
                }
                let (x, y) = (core::str::from_utf8(&a[..n]).unwrap(), core::str::from_utf8(&b[..m]).unwrap());
                assert!(same(x, x));
                assert!(!same(x, y), "depth {depth}, differing at {differ}");
            }
        }
    }

    #[test]
    fn partial_dot_rule() {
        assert_eq!(partial_dots("///s//a/b/../../g").as_str(), "///s//a/../g");
        assert_eq!(partial_dots("a/b/../../").as_str(), "");
        assert_eq!(partial_dots("a/b/..//c").as_str(), "a//c");
        assert_eq!(partial_dots("a/./../b").as_str(), "b");
        assert_eq!(partial_dots("a/b/.").as_str(), "a/b");
        assert_eq!(partial_dots("a/b/..").as_str(), "a/b/..");
        assert_eq!(partial_dots("//a/../g").as_str(), "//a/../g");
        assert_eq!(partial_dots("/a/../g").as_str(), "/g");
    }

    #[test]
    fn deep_paths_settle_in_rounds() {
        // More levels than one pass settles, with pops in between.
        let mut path = [0u8; 400];
        let mut expect = [0u8; 400];
        let (mut n, mut e) = (0, 0);
        for i in 0..62u8 {
            let seg = [b'/', b'a' + i % 26, b'0' + i % 10];
            path[n..n + 3].copy_from_slice(&seg);
            n += 3;
            if i % 7 == 3 {
                path[n..n + 3].copy_from_slice(b"/..");
                n += 3;
            } else {
                expect[e..e + 3].copy_from_slice(&seg);
                e += 3;
            }
        }
        let path = core::str::from_utf8(&path[..n]).unwrap();
        let expect = core::str::from_utf8(&expect[..e]).unwrap();
        assert_eq!(rds(path).as_str(), expect);
        assert_eq!(partial_dots(path).as_str(), expect);
    }

    #[test]
    fn parse_rejects_and_splits() {
        assert!(RelativeRef::parse("a%2").is_err());
        assert!(RelativeRef::parse("a%zz").is_err());
        assert!(RelativeRef::parse("é").is_err());
        let r = RelativeRef::parse("http://h:80/p;x?q#f").unwrap();
        assert_eq!(r.scheme(), Some("http"));
        assert_eq!(r.net_loc(), Some("h:80"));
        assert_eq!(r.path(), "/p;x");
        assert_eq!(r.query(), Some("q"));
        assert_eq!(r.fragment(), Some("f"));
        let r = RelativeRef::parse("1a:b").unwrap();
        assert_eq!(r.scheme(), Some("1a"));
        assert!(RelativeRef::parse(":g").unwrap().scheme().is_none());
    }
}

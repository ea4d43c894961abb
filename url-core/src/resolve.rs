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
//! [`Url::parse`] (or `UrlBuf::parse`).
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

use core::fmt;

use crate::chars::{self, is};
use crate::error::{Component, ErrorKind};
use crate::parse::{scan, tri};
use crate::url::NONE;
use crate::{ParseError, Url};

// ---------------------------------------------------------------------------
// The reference side
// ---------------------------------------------------------------------------

/// A relative reference (or an absolute URL used as a reference): a validated,
/// zero-copy view of the text it was parsed from.
///
/// [`RelativeRef::parse`] checks the characters only: every character is an
/// RFC 1738 `xchar` or a `%XX` escape, and the first `#` starts a fragment of
/// `xchar`s. The components are then split the generic way (RFC 3986
/// Appendix B, which agrees with RFC 1808 §2.4 for these characters): a
/// scheme when the text starts with scheme characters and a `:`, a network
/// location after `//` up to the next `/` or `?`, the path up to `?`, the
/// query up to `#`, the fragment after it. Accessors return raw slices, still
/// percent-encoded.
///
/// `Display` and [`as_str`](Self::as_str) give the reference exactly as
/// written; `Debug` shows its parts with the password of a
/// `//user:password@host` written `***`.
///
/// ```
/// use url_core::resolve::{RefForm, RelativeRef};
///
/// let r = RelativeRef::parse("../g;x?y#s").unwrap();
/// assert_eq!(r.form(), RefForm::RelativePath);
/// assert_eq!((r.scheme(), r.net_loc()), (None, None));
/// assert_eq!(r.path(), "../g;x");
/// assert_eq!(r.params(), Some("x"));
/// assert_eq!((r.query(), r.fragment()), (Some("y"), Some("s")));
///
/// let err = RelativeRef::parse("a b").unwrap_err();
/// assert_eq!(err.to_string(), "space in reference; write it as %20 (RFC 1738 §2.2)");
/// ```
#[derive(Clone, Copy)]
pub struct RelativeRef<'a> {
    s: &'a str,
    /// Index of the `:` after the scheme, or `NONE`.
    scheme_end: u32,
    /// End of the network location, or `NONE` when there is no `//`.
    auth_end: u32,
    /// Start of the path.
    path_start: u32,
    /// End of the path: the index of `?` or `#`, or the length.
    path_end: u32,
    /// Index of the `#`, or `NONE`.
    frag: u32,
}

/// Which partial form a [`RelativeRef`] takes (RFC 1808 §2.2 names most of
/// them), from the most to the least inherited from the base.
///
/// ```
/// use url_core::resolve::{RefForm, RelativeRef};
///
/// let form = |s| RelativeRef::parse(s).unwrap().form();
/// assert_eq!(form("g:h"), RefForm::Absolute);
/// assert_eq!(form("//g/x"), RefForm::NetworkPath);
/// assert_eq!(form("/g"), RefForm::AbsolutePath);
/// assert_eq!(form("g/h"), RefForm::RelativePath);
/// assert_eq!(form(";x"), RefForm::Params);
/// assert_eq!(form("?y"), RefForm::Query);
/// assert_eq!(form("#s"), RefForm::Fragment);
/// assert_eq!(form(""), RefForm::Empty);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RefForm {
    /// `scheme:...`: a URL with a scheme.
    Absolute,
    /// `//net_loc/path`: a network-path reference.
    NetworkPath,
    /// `/abs/path`: an absolute-path reference.
    AbsolutePath,
    /// `rel/path`: a relative-path reference.
    RelativePath,
    /// `;params`: RFC 1808's parameters-only reference.
    Params,
    /// `?query`: a query only.
    Query,
    /// `#fragment`: a fragment only.
    Fragment,
    /// The empty reference.
    Empty,
}

/// The slice `s[start..end]` in a `const fn` (offsets here always sit between
/// ASCII bytes).
const fn slice(s: &str, start: usize, end: usize) -> &str {
    s.split_at(end).0.split_at(start).1
}

/// Splits `s` into components without checking its characters.
const fn split(s: &str) -> RelativeRef<'_> {
    let b = s.as_bytes();
    let n = b.len();
    let mut end = 0;
    while end < n && b[end] != b'#' {
        end += 1;
    }
    let frag = if end < n { end as u32 } else { NONE };
    let mut i = 0;
    while i < end && is(b[i], chars::SCHEME) {
        i += 1;
    }
    let scheme_end = if i > 0 && i < end && b[i] == b':' { i as u32 } else { NONE };
    let mut p = if scheme_end == NONE { 0 } else { i + 1 };
    let mut auth_end = NONE;
    if p + 1 < end && b[p] == b'/' && b[p + 1] == b'/' {
        let mut j = p + 2;
        while j < end && b[j] != b'/' && b[j] != b'?' {
            j += 1;
        }
        auth_end = j as u32;
        p = j;
    }
    let mut q = p;
    while q < end && b[q] != b'?' {
        q += 1;
    }
    RelativeRef { s, scheme_end, auth_end, path_start: p as u32, path_end: q as u32, frag }
}

impl<'a> RelativeRef<'a> {
    /// Parses `s` as a relative reference or an absolute URL.
    ///
    /// Only the characters are checked (RFC 1738 §2.2 and §5): `xchar`s,
    /// `%` followed by two hex digits, and one `#` that starts the fragment.
    /// Whether the reference makes sense against a base is for the resolving
    /// function to say. Usable in `const`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] at the first character that is not allowed: a
    /// space, a control character, a non-ASCII character, one of the unsafe
    /// characters `< > " { } | \ ^ ~ [ ] \``, a second `#`, or a `%` not
    /// followed by two hex digits.
    ///
    /// ```
    /// use url_core::resolve::RelativeRef;
    ///
    /// assert_eq!(RelativeRef::parse("g;x?y#s").unwrap().as_str(), "g;x?y#s");
    /// let err = RelativeRef::parse("~smith/").unwrap_err();
    /// assert_eq!((err.offset(), err.length()), (0, 1));
    /// assert_eq!(err.message().to_string(), "unexpected character '~' in reference; '~' is unsafe and must be written %7E");
    /// let err = RelativeRef::parse("100%").unwrap_err();
    /// assert_eq!((err.offset(), err.rule()), (3, "xchar"));
    /// ```
    pub const fn parse(s: &'a str) -> Result<RelativeRef<'a>, ParseError> {
        let b = s.as_bytes();
        if b.len() >= NONE as usize {
            return Err(ParseError::new(0, 0, ErrorKind::TooLong, Component::Reference));
        }
        let i = tri!(scan::<{ chars::XCHAR }>(b, 0, Component::Reference));
        if i < b.len() {
            if b[i] != b'#' {
                return Err(ParseError::unexpected(b, i, Component::Reference));
            }
            let f = tri!(scan::<{ chars::XCHAR }>(b, i + 1, Component::Fragment));
            if f < b.len() {
                return Err(ParseError::unexpected(b, f, Component::Fragment));
            }
        }
        Ok(split(s))
    }

    /// A [`Url`] as a reference (absolute, with its scheme). Cannot fail: a
    /// URL's characters are a reference's.
    ///
    /// ```
    /// use url_core::resolve::{RefForm, RelativeRef};
    /// use url_core::Url;
    ///
    /// let url = Url::parse("http://a/b?q#f").unwrap();
    /// let r = RelativeRef::from_url(&url);
    /// assert_eq!(r.form(), RefForm::Absolute);
    /// assert_eq!((r.net_loc(), r.path(), r.query()), (Some("a"), "/b", Some("q")));
    /// ```
    pub const fn from_url(url: &Url<'a>) -> RelativeRef<'a> {
        split(url.as_str())
    }

    /// The reference, exactly as parsed.
    pub const fn as_str(&self) -> &'a str {
        self.s
    }

    /// Which partial form this is.
    ///
    /// ```
    /// use url_core::resolve::{RefForm, RelativeRef};
    /// assert_eq!(RelativeRef::parse("../g").unwrap().form(), RefForm::RelativePath);
    /// ```
    pub const fn form(&self) -> RefForm {
        let b = self.s.as_bytes();
        let p = self.path_start as usize;
        if self.scheme_end != NONE {
            RefForm::Absolute
        } else if self.auth_end != NONE {
            RefForm::NetworkPath
        } else if p < self.path_end as usize {
            match b[p] {
                b'/' => RefForm::AbsolutePath,
                b';' => RefForm::Params,
                _ => RefForm::RelativePath,
            }
        } else if self.path_end as usize != self.end() {
            RefForm::Query
        } else if self.frag != NONE {
            RefForm::Fragment
        } else {
            RefForm::Empty
        }
    }

    /// Whether the reference has a scheme.
    ///
    /// ```
    /// use url_core::resolve::RelativeRef;
    /// assert!(RelativeRef::parse("http:g").unwrap().is_absolute());
    /// assert!(!RelativeRef::parse("./a:b").unwrap().is_absolute());
    /// ```
    pub const fn is_absolute(&self) -> bool {
        self.scheme_end != NONE
    }

    /// End of the reference proper: the index of `#`, or the length.
    const fn end(&self) -> usize {
        if self.frag == NONE {
            self.s.len()
        } else {
            self.frag as usize
        }
    }

    /// Start of what follows `scheme:` (0 without a scheme).
    const fn hier_start(&self) -> usize {
        if self.scheme_end == NONE {
            0
        } else {
            self.scheme_end as usize + 1
        }
    }

    /// The scheme as written, if the reference has one.
    ///
    /// ```
    /// use url_core::resolve::RelativeRef;
    /// assert_eq!(RelativeRef::parse("HTTP://h/").unwrap().scheme(), Some("HTTP"));
    /// assert_eq!(RelativeRef::parse("g").unwrap().scheme(), None);
    /// ```
    pub const fn scheme(&self) -> Option<&'a str> {
        if self.scheme_end == NONE {
            None
        } else {
            Some(slice(self.s, 0, self.scheme_end as usize))
        }
    }

    /// The network location after `//` (RFC 3986's authority), if any; it
    /// ends at the next `/`, `?` or `#`.
    ///
    /// ```
    /// use url_core::resolve::RelativeRef;
    /// assert_eq!(RelativeRef::parse("//g:80/x").unwrap().net_loc(), Some("g:80"));
    /// assert_eq!(RelativeRef::parse("///x").unwrap().net_loc(), Some(""));
    /// ```
    pub const fn net_loc(&self) -> Option<&'a str> {
        if self.auth_end == NONE {
            None
        } else {
            Some(slice(self.s, self.hier_start() + 2, self.auth_end as usize))
        }
    }

    /// The path, parameters included, up to `?` or `#` (possibly empty).
    ///
    /// ```
    /// use url_core::resolve::RelativeRef;
    /// assert_eq!(RelativeRef::parse("//g/x;p?q").unwrap().path(), "/x;p");
    /// assert_eq!(RelativeRef::parse("?q").unwrap().path(), "");
    /// ```
    pub const fn path(&self) -> &'a str {
        slice(self.s, self.path_start as usize, self.path_end as usize)
    }

    /// RFC 1808's parameters: what follows the first `;` of the path.
    ///
    /// ```
    /// use url_core::resolve::RelativeRef;
    /// assert_eq!(RelativeRef::parse("g;x=1/../y").unwrap().params(), Some("x=1/../y"));
    /// assert_eq!(RelativeRef::parse("g?a;b").unwrap().params(), None);
    /// ```
    pub const fn params(&self) -> Option<&'a str> {
        let b = self.s.as_bytes();
        let mut i = self.path_start as usize;
        while i < self.path_end as usize {
            if b[i] == b';' {
                return Some(slice(self.s, i + 1, self.path_end as usize));
            }
            i += 1;
        }
        None
    }

    /// The query after `?`, if any (possibly empty).
    ///
    /// ```
    /// use url_core::resolve::RelativeRef;
    /// assert_eq!(RelativeRef::parse("g?y/./x").unwrap().query(), Some("y/./x"));
    /// assert_eq!(RelativeRef::parse("g?").unwrap().query(), Some(""));
    /// ```
    pub const fn query(&self) -> Option<&'a str> {
        if self.path_end as usize == self.end() {
            None
        } else {
            Some(slice(self.s, self.path_end as usize + 1, self.end()))
        }
    }

    /// The fragment after `#`, if any (possibly empty).
    ///
    /// ```
    /// use url_core::resolve::RelativeRef;
    /// assert_eq!(RelativeRef::parse("#s/../x").unwrap().fragment(), Some("s/../x"));
    /// ```
    pub const fn fragment(&self) -> Option<&'a str> {
        if self.frag == NONE {
            None
        } else {
            Some(slice(self.s, self.frag as usize + 1, self.s.len()))
        }
    }

    /// The reference without its fragment.
    ///
    /// ```
    /// use url_core::resolve::RelativeRef;
    /// assert_eq!(RelativeRef::parse("g?y#s").unwrap().without_fragment(), "g?y");
    /// ```
    pub const fn without_fragment(&self) -> &'a str {
        slice(self.s, 0, self.end())
    }

    /// The text after `scheme:` (all of it without a scheme).
    fn after_scheme(&self) -> &'a str {
        self.s.get(self.hier_start()..).unwrap_or("")
    }

    /// `scheme ":" ["//" net_loc] path`: the reference up to its `?` or `#`.
    fn up_to_query(&self) -> &'a str {
        self.s.get(..self.path_end as usize).unwrap_or("")
    }

    /// Without a scheme: whether the first segment has a `:`, which makes
    /// the text an absolute form with a malformed scheme (RFC 1630) and no
    /// URI reference at all (RFC 3986 `path-noscheme`).
    fn colon_in_first_segment(&self) -> bool {
        self.scheme_end == NONE
            && self.auth_end == NONE
            && self.path().bytes().take_while(|&c| c != b'/').any(|c| c == b':')
    }
}

impl fmt::Display for RelativeRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.s)
    }
}

impl fmt::Debug for RelativeRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // the pieces of the text, with a password in a `//user:password@`
        // hidden wherever it falls (a `?` in it splits it off as a query)
        let s = self.s;
        let piece = |start: usize, end: usize| crate::scheme::Redacted::range(s, start, end);
        let net_loc = self.net_loc().map(|_| piece(self.hier_start() + 2, self.auth_end as usize));
        let query = self.query().map(|_| piece(self.path_end as usize + 1, self.end()));
        f.debug_struct("RelativeRef")
            .field("form", &self.form())
            .field("scheme", &self.scheme())
            .field("net_loc", &net_loc)
            .field("path", &piece(self.path_start as usize, self.path_end as usize))
            .field("query", &query)
            .field("fragment", &self.fragment())
            .finish()
    }
}

impl PartialEq for RelativeRef<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.s == other.s
    }
}

impl Eq for RelativeRef<'_> {}

impl core::hash::Hash for RelativeRef<'_> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.s.hash(state);
    }
}

impl AsRef<str> for RelativeRef<'_> {
    fn as_ref(&self) -> &str {
        self.s
    }
}

impl<'a> TryFrom<&'a str> for RelativeRef<'a> {
    type Error = ParseError;

    fn try_from(s: &'a str) -> Result<Self, ParseError> {
        RelativeRef::parse(s)
    }
}

impl<'a> From<Url<'a>> for RelativeRef<'a> {
    fn from(url: Url<'a>) -> Self {
        RelativeRef::from_url(&url)
    }
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/// Why a reference was not resolved.
///
/// Every case but [`Write`](Self::Write) means the algorithm does not apply
/// to this base and reference; the other algorithm may.
///
/// ```
/// use url_core::resolve::{resolve_rfc1630, RelativeRef, ResolveError};
/// use url_core::Url;
///
/// let base = Url::parse("news:comp.lang.c").unwrap();
/// let err = resolve_rfc1630(&base, &RelativeRef::parse("//g").unwrap(), &mut String::new()).unwrap_err();
/// assert_eq!(err, ResolveError::NoSlashRun { slashes: 2 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResolveError {
    /// The writer returned an error.
    Write,
    /// The base (a [`RelativeRef`]) has no scheme.
    BaseNotAbsolute,
    /// RFC 1630: the reference starts with this many slashes and the base
    /// has no run of exactly as many, so the draft says nothing.
    NoSlashRun {
        /// The number of slashes the reference starts with.
        slashes: usize,
    },
    /// RFC 1630: the reference has a `:` before any `/`, which makes it an
    /// absolute form, but what precedes the `:` is not a scheme.
    ColonNotScheme,
    /// RFC 3986: the base or the reference is not an RFC 3986 reference.
    NotRfc3986 {
        /// Whether it is the base (else the reference).
        in_base: bool,
        /// What is wrong.
        reason: &'static str,
    },
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveError::Write => f.write_str("the writer failed"),
            ResolveError::BaseNotAbsolute => f.write_str("the base has no scheme; a base must be absolute"),
            ResolveError::NoSlashRun { slashes } => write!(
                f,
                "the reference starts with {slashes} slash{} and the base has no run of exactly {slashes} \
                 (RFC 1630 partial form)",
                if *slashes == 1 { "" } else { "es" }
            ),
            ResolveError::ColonNotScheme => f.write_str(
                "a ':' before any '/' makes the reference absolute, but what precedes it is not a scheme; \
                 write './' before a relative path with a ':' (RFC 1630 partial form)",
            ),
            ResolveError::NotRfc3986 { in_base, reason } => {
                write!(f, "the {} is not an RFC 3986 reference: {reason}", if *in_base { "base" } else { "reference" })
            }
        }
    }
}

impl core::error::Error for ResolveError {}

impl From<fmt::Error> for ResolveError {
    fn from(_: fmt::Error) -> Self {
        ResolveError::Write
    }
}

// ---------------------------------------------------------------------------
// Bases
// ---------------------------------------------------------------------------

mod sealed {
    /// What the resolving functions need of a base.
    pub trait Sealed {
        /// The base split as a reference.
        fn parts(&self) -> super::RelativeRef<'_>;
    }
}

/// What a reference can be resolved against: a [`Url`], or a
/// [`RelativeRef`] with a scheme (for bases that are not RFC 1738 URLs, such
/// as `http:///s//a/b/c`). Sealed.
///
/// ```
/// use url_core::resolve::{resolve_rfc1630, RelativeRef};
///
/// let base = RelativeRef::parse("http:///s//a/b/c").unwrap();
/// let mut out = String::new();
/// resolve_rfc1630(&base, &RelativeRef::parse("/g").unwrap(), &mut out).unwrap();
/// assert_eq!(out, "http:///s//a/g");
/// ```
pub trait Base: sealed::Sealed {}

impl sealed::Sealed for Url<'_> {
    fn parts(&self) -> RelativeRef<'_> {
        split(self.as_str())
    }
}

impl Base for Url<'_> {}

impl sealed::Sealed for RelativeRef<'_> {
    fn parts(&self) -> RelativeRef<'_> {
        *self
    }
}

impl Base for RelativeRef<'_> {}

// ---------------------------------------------------------------------------
// RFC 1630
// ---------------------------------------------------------------------------

/// Resolves `reference` against `base` by the "Partial (relative) form" rules
/// of the RFC 1630 draft, writing the result into `out`.
///
/// See the [module documentation](self) for the rules and how each is read.
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
    let slashes = partial.bytes().take_while(|&c| c == b'/').count();
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
    let machine = Partial { v: Cat { a: dir, b: partial.get(..path_end).unwrap_or("") } };
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
struct Partial<'a> {
    v: Cat<'a>,
}

#[derive(Clone, Copy)]
struct PartialState {
    pos: usize,
    depth: usize,
    /// The run of slashes after the top element (before the next element).
    pending: usize,
    /// Depth of the highest element that can never be removed.
    floor: usize,
    /// The run before the element at depth 1.
    first_run: usize,
    ops: usize,
}

impl Partial<'_> {
    fn start(&self) -> PartialState {
        let mut lead = 0;
        while lead < self.v.len() && self.v.at(lead) == b'/' {
            lead += 1;
        }
        PartialState { pos: lead, depth: 0, pending: lead, floor: 0, first_run: 0, ops: 0 }
    }
}

impl Machine for Partial<'_> {
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

    fn cat(&self) -> Cat<'_> {
        self.v
    }
}

// ---------------------------------------------------------------------------
// RFC 3986
// ---------------------------------------------------------------------------

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
fn resolve_3986<W: fmt::Write + ?Sized>(
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
        Some(Cat { a: "", b: r.path })
    } else if r.path.is_empty() {
        out.write_str(b.path)?;
        None
    } else if b.authority.is_some() && b.path.is_empty() {
        Some(Cat { a: "/", b: r.path }) // §5.2.3, first case
    } else {
        let bp = b.path;
        Some(Cat { a: bp.get(..bp.rfind('/').map_or(0, |i| i + 1)).unwrap_or(""), b: r.path })
    };
    if let Some(v) = path {
        let machine = DotSegments { v, escaped_dots: false };
        let start = DotState { pos: 0, end: v.len(), depth: 0, ops: 0 };
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
/// segments (what decoding it, RFC 3986 §6.2.2.2, would make of it).
pub(crate) fn write_dot_free<W: fmt::Write + ?Sized>(path: &str, escaped_dots: bool, out: &mut W) -> fmt::Result {
    let machine = DotSegments { v: Cat { a: "", b: path }, escaped_dots };
    write_path(&machine, DotState { pos: 0, end: path.len(), depth: 0, ops: 0 }, out)?;
    Ok(())
}

/// Whether `remove_dot_segments` of `a` and of `b` (dots as in
/// [`write_dot_free`]) are the same text, when `same(x, y)` says whether
/// two segments, as written in `a` and `b`, are; without allocating.
///
/// The output is `["/"] segment *( "/" segment )` with no `/` inside a
/// segment, so two outputs are equal when they have as many pieces and each
/// pair of pieces (a leading slash or not, then the segment) is equal. Both
/// machines are settled in lockstep, level by level, as [`settle`] does.
pub(crate) fn dot_free_paths_equal(
    a: &str,
    b: &str,
    escaped_dots: bool,
    same: &mut impl FnMut(&str, &str) -> bool,
) -> bool {
    let ma = DotSegments { v: Cat { a: "", b: a }, escaped_dots };
    let mb = DotSegments { v: Cat { a: "", b }, escaped_dots };
    let sa = DotState { pos: 0, end: a.len(), depth: 0, ops: 0 };
    let sb = DotState { pos: 0, end: b.len(), depth: 0, ops: 0 };
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
            if !port.bytes().all(|c| c.is_ascii_digit()) {
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
struct DotSegments<'a> {
    v: Cat<'a>,
    /// Whether `%2E` and `%2e` count as `.`.
    escaped_dots: bool,
}

#[derive(Clone, Copy)]
struct DotState {
    pos: usize,
    end: usize,
    depth: usize,
    ops: usize,
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
}

impl Machine for DotSegments<'_> {
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
            return Some(Step::Push(Piece { slashes: usize::from(slash), start, end }));
        }
    }

    fn depth(st: &DotState) -> usize {
        st.depth
    }

    fn ops(st: &DotState) -> usize {
        st.ops
    }

    fn cat(&self) -> Cat<'_> {
        self.v
    }
}

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
                .field("text", &crate::scheme::Redacted::whole(text))
                .field("error", error)
                .finish(),
            JoinError::NotUri { text, error } => f
                .debug_struct("NotUri")
                .field("text", &crate::scheme::Redacted::whole(text))
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
    pub fn join(&self, reference: &str) -> Result<crate::UrlBuf, JoinError> {
        let reference = RelativeRef::parse(reference).map_err(JoinError::InvalidReference)?;
        let mut text = alloc::string::String::new();
        // guarded: `x:/a/b` joined with `..//g` is `x:/.//g`, not §5.2's
        // literal `x://g`, which would parse with the host `g`
        resolve_3986(self, &reference, true, &mut text).map_err(JoinError::NotResolved)?;
        match Url::parse(&text) {
            Ok(url) => {
                let parts = crate::__private::parts(&url);
                Ok(crate::UrlBuf::from_parts(text, parts))
            }
            Err(error) => Err(JoinError::NotRfc1738 { text, error }),
        }
    }
}

// ---------------------------------------------------------------------------
// Writing the survivors of a stack machine without a stack
// ---------------------------------------------------------------------------

/// Up to two strings read as one.
#[derive(Clone, Copy)]
struct Cat<'a> {
    a: &'a str,
    b: &'a str,
}

impl Cat<'_> {
    fn len(&self) -> usize {
        self.a.len() + self.b.len()
    }

    fn at(&self, i: usize) -> u8 {
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
struct Piece {
    slashes: usize,
    start: usize,
    end: usize,
}

/// One step of a path machine.
enum Step {
    Push(Piece),
    Pop,
}

/// A deterministic stack machine over a path: each step pushes a piece or
/// pops the top one (a pop on an empty stack does nothing). Its state is
/// small and `Copy`, so a run can be resumed from any saved state.
trait Machine {
    type State: Copy;
    fn step(&self, st: &mut Self::State) -> Option<Step>;
    fn depth(st: &Self::State) -> usize;
    /// How many steps have pushed or popped.
    fn ops(st: &Self::State) -> usize;
    fn cat(&self) -> Cat<'_>;
}

/// How many stack levels one pass settles.
const FAN: usize = 16;

fn write_slashes<W: fmt::Write + ?Sized>(mut n: usize, out: &mut W) -> fmt::Result {
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
/// be settled in groups: one pass over the steps records, for `FAN` levels,
/// the last push to each; with more levels, one pass records where each of
/// `FAN` groups of levels ends, and each group is then settled from there,
/// reading only its own stretch of steps. Every round of this reads each step
/// once, and there are at most ⌈log_FAN depth⌉ rounds.
fn write_path<M: Machine, W: fmt::Write + ?Sized>(m: &M, start: M::State, out: &mut W) -> Result<M::State, fmt::Error> {
    let mut last = start;
    while m.step(&mut last).is_some() {}
    settle(m, start, 1, M::depth(&last), usize::MAX, out)?;
    Ok(last)
}

/// Writes the final pieces of levels `lo..=hi`, running `m` from `from` (the
/// state right after the last push to level `lo - 1`) up to `until` steps.
fn settle<M: Machine, W: fmt::Write + ?Sized>(
    m: &M,
    from: M::State,
    lo: usize,
    hi: usize,
    until: usize,
    out: &mut W,
) -> fmt::Result {
    if lo > hi {
        return Ok(());
    }
    let n = hi - lo + 1;
    let mut st = from;
    if n <= FAN {
        let mut pieces = [Piece::default(); FAN];
        while M::ops(&st) < until {
            match m.step(&mut st) {
                None => break,
                Some(Step::Push(p)) if (lo..=hi).contains(&M::depth(&st)) => pieces[M::depth(&st) - lo] = p,
                Some(_) => {}
            }
        }
        let v = m.cat();
        for p in &pieces[..n] {
            write_slashes(p.slashes, out)?;
            v.write(p.start, p.end, out)?;
        }
        return Ok(());
    }
    let size = n.div_ceil(FAN);
    let groups = n.div_ceil(size);
    let mut ends = [from; FAN];
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
        settle(m, prev, g_lo, (g_lo + size - 1).min(hi), M::ops(end), out)?;
        prev = *end;
    }
    Ok(())
}

/// [`settle`] for two machines whose final stacks have the same depth, in
/// lockstep: instead of writing the pieces of levels `lo..=hi`, compares
/// them pairwise with `same`, and says whether every pair is the same.
fn settle_pair<M: Machine>(
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
    if n <= FAN {
        let mut pieces = [[Piece::default(); FAN]; 2];
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
        return pieces[0][..n].iter().zip(&pieces[1][..n]).all(|(p, q)| same(p, q));
    }
    let size = n.div_ceil(FAN);
    let groups = n.div_ceil(size);
    let mut ends = [from[0]; FAN];
    let mut ends_b = [from[1]; FAN];
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

#[cfg(test)]
mod tests {
    use super::*;

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
        let m = DotSegments { v: Cat { a: "", b: path }, escaped_dots: false };
        write_path(&m, DotState { pos: 0, end: path.len(), depth: 0, ops: 0 }, &mut out).unwrap();
        out
    }

    fn partial_dots(path: &str) -> Buf {
        let mut out = Buf::new();
        let m = Partial { v: Cat { a: "", b: path } };
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
        write_dot_free(path, true, &mut out).unwrap();
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
        let same = |a: &str, b: &str| dot_free_paths_equal(a, b, true, &mut |x, y| x == y);
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

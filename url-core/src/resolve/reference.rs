//! The reference side: [`RelativeRef`], a reference as RFC 1630 and RFC 3986 §4.1 read it.

use core::fmt;

use crate::chars::{self, is};
use crate::error::{Component, ErrorKind, ParseError};
use crate::scan::{first_of, scan, tri};
use crate::view::url::{Url, NO_OFFSET};

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
    /// Index of the `:` after the scheme, or `NO_OFFSET`.
    scheme_end: u32,
    /// End of the network location, or `NO_OFFSET` when there is no `//`.
    auth_end: u32,
    /// Start of the path.
    path_start: u32,
    /// End of the path: the index of `?` or `#`, or the length.
    path_end: u32,
    /// Index of the `#`, or `NO_OFFSET`.
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
pub(crate) const fn split(s: &str) -> RelativeRef<'_> {
    let b = s.as_bytes();
    let n = b.len();
    let mut end = 0;
    while end < n && b[end] != b'#' {
        end += 1;
    }
    let frag = if end < n { end as u32 } else { NO_OFFSET };
    let mut i = 0;
    while i < end && is(b[i], chars::SCHEME) {
        i += 1;
    }
    let scheme_end = if i > 0 && i < end && b[i] == b':' { i as u32 } else { NO_OFFSET };
    let mut p = if scheme_end == NO_OFFSET { 0 } else { i + 1 };
    let mut auth_end = NO_OFFSET;
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
        if b.len() > crate::MAX_LEN {
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
        if self.scheme_end != NO_OFFSET {
            RefForm::Absolute
        } else if self.auth_end != NO_OFFSET {
            RefForm::NetworkPath
        } else if p < self.path_end as usize {
            match b[p] {
                b'/' => RefForm::AbsolutePath,
                b';' => RefForm::Params,
                _ => RefForm::RelativePath,
            }
        } else if self.path_end as usize != self.end() {
            RefForm::Query
        } else if self.frag != NO_OFFSET {
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
        self.scheme_end != NO_OFFSET
    }

    /// End of the reference proper: the index of `#`, or the length.
    const fn end(&self) -> usize {
        if self.frag == NO_OFFSET {
            self.s.len()
        } else {
            self.frag as usize
        }
    }

    /// Start of what follows `scheme:` (0 without a scheme).
    pub(super) const fn hier_start(&self) -> usize {
        if self.scheme_end == NO_OFFSET {
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
        if self.scheme_end == NO_OFFSET {
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
        if self.auth_end == NO_OFFSET {
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
        if self.frag == NO_OFFSET {
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
    pub(super) fn after_scheme(&self) -> &'a str {
        self.s.get(self.hier_start()..).unwrap_or("")
    }

    /// `scheme ":" ["//" net_loc] path`: the reference up to its `?` or `#`.
    pub(super) fn up_to_query(&self) -> &'a str {
        self.s.get(..self.path_end as usize).unwrap_or("")
    }

    /// Without a scheme: whether the first segment has a `:`, which makes
    /// the text an absolute form with a malformed scheme (RFC 1630) and no
    /// URI reference at all (RFC 3986 `path-noscheme`).
    pub(super) fn colon_in_first_segment(&self) -> bool {
        self.scheme_end == NO_OFFSET
            && self.auth_end == NO_OFFSET
            && matches!(first_of(self.path().as_bytes(), b"/:"), Some(i) if self.path().as_bytes()[i] == b':')
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
        let piece = |start: usize, end: usize| crate::redact::Redacted::range(s, start, end);
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

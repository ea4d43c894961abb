//! RFC 3986 §5.2: resolving a [`UriRef`] against a [`Uri`] (§5.2.2, with
//! §5.2.3's merge, §5.2.4's `remove_dot_segments` and §5.3's
//! recomposition), written into any [`fmt::Write`], so nothing is
//! allocated.
//!
//! The algorithm is the one behind [`resolve_rfc3986`] for RFC 1738 URLs
//! (`crate::resolve::transform`): one implementation, two callers. Here the
//! base and the reference are already valid RFC 3986 text, so resolution
//! cannot fail; one case RFC 3986 leaves open is closed as WHATWG's URL
//! serializer and iri-string close it (see [`Uri::resolve`]).
//!
//! [`resolve_rfc3986`]: crate::resolve::resolve_rfc3986

use core::fmt;

use crate::resolve::rfc3986::{transform, Components};
#[cfg(feature = "alloc")]
use crate::resolve::JoinError;
use crate::rfc3986::uri::{Uri, UriRef};

/// The components of `r`, raw.
fn components<'a>(r: &UriRef<'a>) -> Components<'a> {
    Components {
        scheme: r.scheme(),
        authority: r.authority(),
        path: r.path(),
        query: r.query(),
        fragment: r.fragment(),
    }
}

impl Uri<'_> {
    /// Resolves `reference` against this URI by RFC 3986 §5.2 (strict: a
    /// reference with a scheme is absolute, even with this URI's scheme),
    /// writing the target URI into `out`. This URI's fragment is ignored, as
    /// §5.2.2 says. Allocation-free; linear time (see the [`resolve`
    /// module](crate::resolve#cost)).
    ///
    /// Every example of RFC 3986 §5.4.1 and §5.4.2 comes out as printed:
    ///
    /// ```
    /// use url_core::{Uri, UriRef};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    /// let resolve = |r: &str| {
    ///     let mut out = String::new();
    ///     base.resolve(&UriRef::parse(r).unwrap(), &mut out).unwrap();
    ///     out
    /// };
    /// assert_eq!(resolve("../g"), "http://a/b/g");
    /// assert_eq!(resolve("?y"), "http://a/b/c/d;p?y");
    /// assert_eq!(resolve("g;x=1/../y"), "http://a/b/c/y");
    /// assert_eq!(resolve("../../../g"), "http://a/g");
    /// ```
    ///
    /// # What the text is
    ///
    /// The target is always the text of an RFC 3986 `URI` (the generic
    /// syntax): pieces of the base and of the reference, with dot segments
    /// removed. It is *not* always a URI its scheme accepts, and
    /// [`Uri::parse`], which applies the rules of the schemes it knows,
    /// says why: against an http base, the network-path reference `//`
    /// gives `http://`, whose host is empty (RFC 9110 §4.2.1), and `//u@h/`
    /// gives `http://u@h/`, with a userinfo (§4.2.4).
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use url_core::{Uri, UriRef};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    /// let target = base.resolve_to_string(&UriRef::parse("//").unwrap());
    /// assert_eq!(target, "http://");
    /// assert_eq!(Uri::parse(&target).unwrap_err().section(), "RFC 9110 4.2.1");
    /// # }
    /// ```
    ///
    /// A reference *with* a scheme that breaks that scheme's rules never
    /// gets here: [`UriRef::parse`] applies them, so §5.4.2's `http:g`
    /// (which strict resolution keeps as `http:g`) is refused as a
    /// reference. Nothing is lost: §5.2.2 gives such a reference's scheme,
    /// authority, query and fragment to the target unchanged, so the target
    /// would break the same rule.
    ///
    /// ```
    /// use url_core::UriRef;
    ///
    /// assert_eq!(
    ///     UriRef::parse("http:g").unwrap_err().to_string(),
    ///     "http URIs need an authority: write 'http://' and a host (RFC 9110 §4.2.1)",
    /// );
    /// ```
    ///
    /// One case is not §5.2's text: when the target has no authority and
    /// `remove_dot_segments` leaves a path that starts with `//` (`..//g`
    /// against `s:/a/b`), §5.2 would give `s://g`, which reads as the
    /// authority `g`. The path is written `/.//g` instead, as WHATWG's URL
    /// serializer and iri-string write it: the same path once its dot
    /// segment is removed, and `normalized` keeps the
    /// `/.` for the same reason.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use url_core::{Uri, UriRef};
    ///
    /// let base = Uri::parse("s:/a/b").unwrap();
    /// let target = base.resolve_to_string(&UriRef::parse("..//g").unwrap());
    /// assert_eq!(target, "s:/.//g");
    /// assert_eq!((Uri::parse(&target).unwrap().authority(), Uri::parse(&target).unwrap().path()), (None, "/.//g"));
    /// # }
    /// ```
    ///
    /// # Errors
    ///
    /// Only those of `out`.
    pub fn resolve<W: fmt::Write + ?Sized>(&self, reference: &UriRef<'_>, out: &mut W) -> fmt::Result {
        transform(&components(&self.as_uri_ref()), &components(reference), true, out)
    }

    /// [`resolve`](Self::resolve) into a new `String` (feature `alloc`):
    /// the text of the target URI, which [`Uri::parse`] reads back (or
    /// rejects by the rules of its scheme, as `resolve` says).
    ///
    /// ```
    /// use url_core::{Uri, UriRef};
    ///
    /// let base = Uri::parse("https://api.example.com/v1/items/?page=2").unwrap();
    /// let next = base.resolve_to_string(&UriRef::parse("../users?id=7#top").unwrap());
    /// assert_eq!(next, "https://api.example.com/v1/users?id=7#top");
    /// assert_eq!(Uri::parse(&next).unwrap().path(), "/v1/users");
    /// ```
    #[cfg(feature = "alloc")]
    pub fn resolve_to_string(&self, reference: &UriRef<'_>) -> alloc::string::String {
        let mut out = alloc::string::String::new();
        // Writing to a `String` does not fail.
        let _ = self.resolve(reference, &mut out);
        out
    }
}

#[cfg(feature = "alloc")]
impl Uri<'_> {
    /// Resolves `reference` against this URI by RFC 3986 §5.2, into an owned
    /// URI (feature `alloc`): [`UriRef::parse`], [`resolve`](Self::resolve),
    /// then [`Uri::parse`] of the result. Named after `url::Url::join`,
    /// which resolves by WHATWG's rules instead.
    ///
    /// # Errors
    ///
    /// [`JoinError::InvalidReference`] when `reference` is no URI reference,
    /// and [`JoinError::NotUri`] when the target breaks a rule of its scheme
    /// (RFC 9110 §4.2, RFC 6455 §3), which [`Uri::parse`] applies.
    ///
    /// ```
    /// use url_core::resolve::JoinError;
    /// use url_core::Uri;
    ///
    /// let base = Uri::parse("https://api.example.com/v1/items/?page=2").unwrap();
    /// assert_eq!(base.join("../users?id=7").unwrap(), "https://api.example.com/v1/users?id=7");
    /// let Err(JoinError::NotUri { text, error }) = base.join("//") else { panic!() };
    /// assert_eq!((text.as_str(), error.rule()), ("https://", "host"));
    /// ```
    pub fn join(&self, reference: &str) -> Result<crate::rfc3986::owned::UriBuf, JoinError> {
        let reference = UriRef::parse(reference).map_err(JoinError::InvalidReference)?;
        crate::rfc3986::owned::UriBuf::parse_or_return(self.resolve_to_string(&reference))
            .map_err(|(text, error)| JoinError::NotUri { text, error })
    }
}

//! RFC 3987 §2.2: `IRI` and `IRI-reference`, as [`Iri`] and [`IriRef`]:
//! the positions of the RFC 3986 grammar ([`UriRef`]) over a text that may
//! hold non-ASCII characters where RFC 3987 takes them.
//!
//! ```text
//! IRI-reference  = IRI / irelative-ref
//! IRI            = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
//! irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
//! ```

use core::fmt;

use crate::rfc3986::authority::UriHost;
use crate::rfc3986::uri::{Uri, UriRef};

/// An IRI reference of RFC 3987 (`IRI-reference`): an [`Iri`], or a
/// relative reference (`//hôte/p`, `/über`, `ü`, `?q=ü`, `#é`, `""`); a
/// validated, zero-copy view of the text it was parsed from.
///
/// Every accessor is a `const fn` that slices the input and returns the
/// component raw, as written (non-ASCII characters and percent-escapes
/// alike); an absent component is `None`, an empty one `Some("")`.
///
/// ```
/// use url_core::IriRef;
///
/// let r = IriRef::parse("../wiki/München?q=ü#Straße").unwrap();
/// assert!(r.is_relative());
/// assert_eq!((r.path(), r.query(), r.fragment()), ("../wiki/München", Some("q=ü"), Some("Straße")));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct IriRef<'a>(#[doc(hidden)] pub UriRef<'a>);

/// An IRI of RFC 3987 (`IRI = scheme ":" ihier-part [ "?" iquery ] [ "#"
/// ifragment ]`): a validated, zero-copy view of the text it was parsed
/// from, with the accessors of [`Uri`].
///
/// RFC 3987 §2.2 is RFC 3986's grammar with `ucschar` (most of Unicode
/// beyond ASCII) in `iunreserved`, so in the userinfo, the host's
/// `ireg-name`, the path, the query and the fragment, and with the private
/// use characters (`iprivate`) in the query; the scheme, the port and the
/// IP literals stay ASCII. §4.1 bans the bidirectional formatting
/// characters. `Iri::parse` applies the rules of http, https, ws and wss
/// as [`Uri::parse`] does.
///
/// ```
/// use url_core::{Iri, UriHost};
///
/// const WIKI: Iri<'static> = match Iri::parse_const("https://de.wikipedia.org/wiki/München?q=ü") {
///     Ok(iri) => iri,
///     Err(_) => panic!("invalid IRI"),
/// };
/// assert_eq!(WIKI.host(), Some(UriHost::RegName("de.wikipedia.org")));
/// assert_eq!((WIKI.path(), WIKI.query()), ("/wiki/München", Some("q=ü")));
/// # #[cfg(feature = "alloc")]
/// assert_eq!(WIKI.to_uri(), "https://de.wikipedia.org/wiki/M%C3%BCnchen?q=%C3%BC");
///
/// let e = Iri::parse("https://example.com/\u{FDD0}").unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "noncharacter U+FDD0 in path; not a ucschar, percent-encode it as %EF%B7%90 (RFC 3987 §2.2)",
/// );
/// assert_eq!((e.offset(), e.length(), e.rule()), (20, 3, "ipchar"));
/// ```
///
/// # Equality, hashing and order
///
/// As for [`Uri`]: `==`, [`Hash`] and [`Ord`] compare the text as written;
/// `equivalent` (feature `alloc`) compares by RFC 3987 §5.3.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Iri<'a>(#[doc(hidden)] pub UriRef<'a>);

impl<'a> IriRef<'a> {
    /// The text, as given to [`parse`](Self::parse).
    pub const fn as_str(&self) -> &'a str {
        self.0.s
    }

    /// Whether this is an `irelative-ref` (no scheme).
    pub const fn is_relative(&self) -> bool {
        self.0.is_relative()
    }

    /// This reference as an [`Iri`], when it has a scheme.
    pub const fn as_iri(&self) -> Option<Iri<'a>> {
        if self.0.is_relative() {
            None
        } else {
            Some(Iri(self.0))
        }
    }

    /// The scheme as written (`None` for a relative reference).
    pub const fn scheme(&self) -> Option<&'a str> {
        self.0.scheme()
    }

    /// The authority after `//` (`iuserinfo@ihost:port`), raw; `None`
    /// without `//`.
    pub const fn authority(&self) -> Option<&'a str> {
        self.0.authority()
    }

    /// The userinfo before `@`, raw (`None` without `@`).
    pub const fn userinfo(&self) -> Option<&'a str> {
        self.0.userinfo()
    }

    /// The host, typed (`None` without an authority); an `ireg-name` is a
    /// [`UriHost::RegName`], non-ASCII characters as written.
    pub const fn host(&self) -> Option<UriHost<'a>> {
        self.0.host()
    }

    /// The host as written, brackets of an IP literal kept (`None` without
    /// an authority; `Some("")` for an empty `ireg-name`).
    pub const fn host_str(&self) -> Option<&'a str> {
        self.0.host_str()
    }

    /// The port's digits as written, after the `:` (`Some("")` for `h:`,
    /// `None` without `:`).
    pub const fn port_str(&self) -> Option<&'a str> {
        self.0.port_str()
    }

    /// The port (0..=65535), when digits follow the `:`.
    pub const fn port(&self) -> Option<u16> {
        self.0.port()
    }

    /// The path, raw; always present, perhaps empty.
    pub const fn path(&self) -> &'a str {
        self.0.path()
    }

    /// The query after `?`, raw (`None` without `?`).
    pub const fn query(&self) -> Option<&'a str> {
        self.0.query()
    }

    /// The fragment after `#`, raw (`None` without `#`).
    pub const fn fragment(&self) -> Option<&'a str> {
        self.0.fragment()
    }

    /// 80 for http and ws, 443 for https and wss; `None` for every other
    /// scheme and for relative references.
    pub const fn default_port(&self) -> Option<u16> {
        self.0.default_port()
    }

    /// The positions of the RFC 3986 grammar over this reference's text
    /// (which is a URI reference's only when it is ASCII).
    #[cfg(feature = "alloc")]
    pub(crate) const fn positions(&self) -> UriRef<'a> {
        self.0
    }

    /// This reference as a [`UriRef`], when its text is ASCII (then it is a
    /// URI reference as written, with the same parts).
    ///
    /// ```
    /// use url_core::IriRef;
    /// assert_eq!(IriRef::parse("/a?b").unwrap().as_uri_ref().map(|r| r.path()), Some("/a"));
    /// assert!(IriRef::parse("/ä").unwrap().as_uri_ref().is_none());
    /// ```
    pub const fn as_uri_ref(&self) -> Option<UriRef<'a>> {
        if self.0.s.is_ascii() {
            Some(self.0)
        } else {
            None
        }
    }
}

impl<'a> Iri<'a> {
    /// The text, as given to [`parse`](Self::parse).
    pub const fn as_str(&self) -> &'a str {
        self.0.s
    }

    /// This IRI as an [`IriRef`].
    pub const fn as_iri_ref(&self) -> IriRef<'a> {
        IriRef(self.0)
    }

    /// This IRI as a [`Uri`], when its text is ASCII (then it is a URI as
    /// written, with the same parts).
    ///
    /// ```
    /// use url_core::Iri;
    /// assert!(Iri::parse("https://example.com/a").unwrap().as_uri().is_some());
    /// assert!(Iri::parse("https://example.com/ä").unwrap().as_uri().is_none());
    /// ```
    pub const fn as_uri(&self) -> Option<Uri<'a>> {
        if self.0.s.is_ascii() {
            Some(Uri(self.0))
        } else {
            None
        }
    }

    /// The scheme as written.
    pub const fn scheme(&self) -> &'a str {
        match self.0.scheme() {
            Some(s) => s,
            None => "",
        }
    }

    /// The authority after `//`, raw; `None` without `//`.
    pub const fn authority(&self) -> Option<&'a str> {
        self.0.authority()
    }

    /// The userinfo before `@`, raw (`None` without `@`).
    pub const fn userinfo(&self) -> Option<&'a str> {
        self.0.userinfo()
    }

    /// The host, typed (`None` without an authority).
    pub const fn host(&self) -> Option<UriHost<'a>> {
        self.0.host()
    }

    /// The host as written, brackets of an IP literal kept.
    pub const fn host_str(&self) -> Option<&'a str> {
        self.0.host_str()
    }

    /// The port's digits as written (`Some("")` for `h:`, `None` without `:`).
    pub const fn port_str(&self) -> Option<&'a str> {
        self.0.port_str()
    }

    /// The port, when digits follow the `:`.
    pub const fn port(&self) -> Option<u16> {
        self.0.port()
    }

    /// The path, raw; always present, perhaps empty.
    pub const fn path(&self) -> &'a str {
        self.0.path()
    }

    /// The query after `?`, raw (`None` without `?`).
    pub const fn query(&self) -> Option<&'a str> {
        self.0.query()
    }

    /// The fragment after `#`, raw (`None` without `#`).
    pub const fn fragment(&self) -> Option<&'a str> {
        self.0.fragment()
    }

    /// 80 for http and ws, 443 for https and wss, else `None`.
    pub const fn default_port(&self) -> Option<u16> {
        self.0.default_port()
    }

    /// The positions of the RFC 3986 grammar over this IRI's text.
    #[cfg(feature = "alloc")]
    pub(crate) const fn positions(&self) -> UriRef<'a> {
        self.0
    }
}

impl<'a> From<Iri<'a>> for IriRef<'a> {
    fn from(iri: Iri<'a>) -> Self {
        IriRef(iri.0)
    }
}

/// Every URI is an IRI (RFC 3987 §2: "every URI is an IRI").
impl<'a> From<Uri<'a>> for Iri<'a> {
    fn from(uri: Uri<'a>) -> Self {
        Iri(uri.0)
    }
}

/// Every URI reference is an IRI reference.
impl<'a> From<UriRef<'a>> for IriRef<'a> {
    fn from(r: UriRef<'a>) -> Self {
        IriRef(r)
    }
}

impl fmt::Display for IriRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.s)
    }
}

impl fmt::Display for Iri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.s)
    }
}

/// The text, with the password of a userinfo (`user:password@`), even an
/// empty one, written `***`.
///
/// ```
/// use url_core::IriRef;
///
/// let r = IriRef::parse("//jürgen:geheim@example.com/").unwrap();
/// assert_eq!(format!("{r:?}"), r#"IriRef("//jürgen:***@example.com/")"#);
/// ```
impl fmt::Debug for IriRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("IriRef").field(&self.0.redacted()).finish()
    }
}

/// The text, with the password of a userinfo (`user:password@`), even an
/// empty one, written `***`.
///
/// ```
/// use url_core::Iri;
///
/// let iri = Iri::parse("ftp://jürgen:geheim@ftp.example.org/").unwrap();
/// assert_eq!(iri.to_string(), "ftp://jürgen:geheim@ftp.example.org/");
/// assert_eq!(format!("{iri:?}"), r#"Iri("ftp://jürgen:***@ftp.example.org/")"#);
/// ```
impl fmt::Debug for Iri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Iri").field(&self.0.redacted()).finish()
    }
}

/// What RFC 3987 §3.1, §5.3 and §6.5 do with an IRI, without allocating
/// (the owned results, `to_uri`, `join`, `normalized`, are in `owned.rs`).
impl<'a> IriRef<'a> {
    /// Writes this reference mapped to a URI reference (RFC 3987 §3.1 step
    /// 2) into `out`: each character outside ASCII as the `%XX` of its UTF-8
    /// bytes, upper-case hex, and nothing else changed. Allocation-free.
    ///
    /// ```
    /// use url_core::IriRef;
    ///
    /// let mut out = String::new();
    /// IriRef::parse("ü?ß").unwrap().write_uri(&mut out).unwrap();
    /// assert_eq!(out, "%C3%BC?%C3%9F");
    /// ```
    ///
    /// # Errors
    ///
    /// Only those of `out`.
    pub fn write_uri<W: fmt::Write + ?Sized>(&self, out: &mut W) -> fmt::Result {
        super::write_mapped(self.as_str(), out)
    }
}

impl<'a> Iri<'a> {
    /// Writes this IRI mapped to a URI (RFC 3987 §3.1 step 2) into `out`:
    /// each character outside ASCII as the `%XX` of its UTF-8 bytes,
    /// upper-case hex, and nothing else changed (what `to_uri` returns,
    /// feature `alloc`). Allocation-free.
    ///
    /// ```
    /// use url_core::Iri;
    ///
    /// let mut out = String::new();
    /// Iri::parse("https://example.com/ü").unwrap().write_uri(&mut out).unwrap();
    /// assert_eq!(out, "https://example.com/%C3%BC");
    /// ```
    ///
    /// # Errors
    ///
    /// Only those of `out`.
    pub fn write_uri<W: fmt::Write + ?Sized>(&self, out: &mut W) -> fmt::Result {
        super::write_mapped(self.as_str(), out)
    }

    /// Resolves `reference` against this IRI by RFC 3987 §6.5: RFC 3986
    /// §5.2's algorithm on the IRI's text (the code of [`Uri::resolve`]),
    /// writing the target IRI into `out`. Allocation-free; linear time.
    ///
    /// Every example of RFC 3986 §5.4 comes out as printed, with any
    /// segment in any script:
    ///
    /// ```
    /// use url_core::{Iri, IriRef};
    ///
    /// let base = Iri::parse("http://α/β/γ/δ;π?θ").unwrap();
    /// let mut out = String::new();
    /// base.resolve(&IriRef::parse("../../ω").unwrap(), &mut out).unwrap();
    /// assert_eq!(out, "http://α/ω");
    /// ```
    ///
    /// # Errors
    ///
    /// Only those of `out`.
    pub fn resolve<W: fmt::Write + ?Sized>(&self, reference: &IriRef<'_>, out: &mut W) -> fmt::Result {
        Uri(self.0).resolve(&reference.0, out)
    }

    /// Writes the normalized form of this IRI (RFC 3987 §5.3: the ladder of
    /// RFC 3986 §6.2.2 and §6.2.3 on the IRI's text, no NFC; see
    /// `normalized`, feature `alloc`) into `out`. Allocation-free.
    ///
    /// ```
    /// use url_core::Iri;
    ///
    /// let mut out = String::new();
    /// Iri::parse("HTTPS://Ä.example:443/x/../%c3%bc/ü").unwrap().write_normalized(&mut out).unwrap();
    /// assert_eq!(out, "https://Ä.example/%C3%BC/ü");
    /// ```
    ///
    /// # Errors
    ///
    /// Only those of `out`.
    pub fn write_normalized<W: fmt::Write + ?Sized>(&self, out: &mut W) -> fmt::Result {
        Uri(self.0).write_normalized(out)
    }

    /// Whether `self` and `other` are equivalent by RFC 3987 §5.3: the
    /// RFC 3986 ladder ([`Uri::equivalent`], the same code), without
    /// Unicode normalization (NFC only on request, RFC 3987 §5.3.2.2: not
    /// done here). Allocation-free.
    ///
    /// ```
    /// use url_core::Iri;
    ///
    /// let eq = |a: &str, b: &str| Iri::parse(a).unwrap().equivalent(&Iri::parse(b).unwrap());
    /// assert!(eq("HTTP://example.com:80/ü/./x", "http://example.com/ü/x"));
    /// assert!(!eq("http://example.com/\u{E9}", "http://example.com/e\u{301}")); // no NFC
    /// assert!(!eq("http://example.com/ü", "http://example.com/%C3%BC"));
    /// ```
    pub fn equivalent(&self, other: &Iri<'_>) -> bool {
        Uri(self.0).equivalent(&Uri(other.0))
    }

    /// Feeds the normalized form of this IRI to `state`, so that equivalent
    /// IRIs ([`equivalent`](Self::equivalent)) hash alike.
    pub fn hash_normalized<H: core::hash::Hasher + ?Sized>(&self, state: &mut H) {
        Uri(self.0).hash_normalized(state)
    }
}

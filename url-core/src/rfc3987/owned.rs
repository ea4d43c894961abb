//! Owned IRIs (feature `alloc`): [`IriBuf`] and [`IriRefBuf`], as
//! [`UriBuf`] and [`UriRefBuf`] are for URIs; and what of RFC 3987 writes a
//! new text: the mapping to a URI (§3.1, [`Iri::to_uri`]), resolution
//! (§6.5, [`Iri::join`]) and normalization (§5.3, [`Iri::normalized`]).

use alloc::string::String;
use core::borrow::Borrow;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use crate::error::ParseError;
use crate::resolve::JoinError;
use crate::rfc3986::owned::{textual, UriBuf, UriRefBuf};
use crate::rfc3986::uri::{Uri, UriRef};
use crate::rfc3987::iri::{Iri, IriRef};
use crate::view::url::NO_OFFSET;

/// An owned, validated IRI reference of RFC 3987 (feature `alloc`): a
/// `String` and the positions of its parts, so that
/// [`as_iri_ref`](IriRefBuf::as_iri_ref) lends an [`IriRef`] without
/// parsing again.
///
/// ```
/// use url_core::IriRefBuf;
///
/// let r: IriRefBuf = "../wiki/München?q=ü".parse().unwrap();
/// assert_eq!(r.as_iri_ref().path(), "../wiki/München");
/// assert_eq!(r.as_iri_ref().to_uri_ref(), "../wiki/M%C3%BCnchen?q=%C3%BC");
/// ```
#[derive(Clone)]
pub struct IriRefBuf {
    text: String,
    /// The positions, over the text `""` (see [`with`](Self::as_iri_ref)).
    parts: UriRef<'static>,
}

/// An owned, validated IRI of RFC 3987 (feature `alloc`): a `String` and the
/// positions of its parts, so that [`as_iri`](IriBuf::as_iri) lends an
/// [`Iri`] without parsing again.
///
/// ```
/// use url_core::IriBuf;
///
/// let iri: IriBuf = "https://例え.jp/パス?q=値".parse()?;
/// assert_eq!(iri.as_iri().host_str(), Some("例え.jp"));
/// assert_eq!(iri.to_string(), "https://例え.jp/パス?q=値");
/// let err = "https://例え.jp/\u{202E}".parse::<IriBuf>().unwrap_err();
/// assert_eq!((err.offset(), err.length(), err.rule()), (18, 3, "bidi"));
/// # Ok::<(), url_core::ParseError>(())
/// ```
///
/// `Display` and `as_str()` give the IRI as written; `Debug` writes the
/// password of a userinfo, even an empty one, as `***`. Equality, hashing
/// and order are those of the text; [`Iri::equivalent`] compares by
/// RFC 3987 §5.3.
#[derive(Clone)]
pub struct IriBuf(IriRefBuf);

impl IriRefBuf {
    /// Parses `text` as an `IRI-reference`, keeping it (no copy).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`IriRef::parse`].
    pub fn parse(text: String) -> Result<IriRefBuf, ParseError> {
        let parts = UriRef { s: "", ..IriRef::parse(&text)?.positions() };
        Ok(IriRefBuf { text, parts })
    }

    /// The reference, borrowed: every accessor of [`IriRef`] is there.
    /// Cheap: no parsing, no allocation.
    pub fn as_iri_ref(&self) -> IriRef<'_> {
        IriRef(UriRef { s: &self.text, ..self.parts })
    }

    /// The text of the reference.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, given back.
    pub fn into_string(self) -> String {
        self.text
    }
}

impl IriBuf {
    /// Parses `text` as an `IRI`, keeping it (no copy).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`Iri::parse`].
    pub fn parse(text: String) -> Result<IriBuf, ParseError> {
        IriBuf::parse_or_return(text).map_err(|(_, e)| e)
    }

    /// [`parse`](Self::parse), giving the text back with the error.
    fn parse_or_return(text: String) -> Result<IriBuf, (String, ParseError)> {
        match Iri::parse(&text).map(|iri| UriRef { s: "", ..iri.positions() }) {
            Ok(parts) => Ok(IriBuf(IriRefBuf { text, parts })),
            Err(e) => Err((text, e)),
        }
    }

    /// The IRI, borrowed: every accessor of [`Iri`] is there. Cheap: no
    /// parsing, no allocation.
    pub fn as_iri(&self) -> Iri<'_> {
        Iri(self.0.as_iri_ref().0)
    }

    /// The IRI as an [`IriRef`], borrowed.
    pub fn as_iri_ref(&self) -> IriRef<'_> {
        self.0.as_iri_ref()
    }

    /// The owned reference (an IRI is an `IRI-reference`).
    pub fn as_iri_ref_buf(&self) -> &IriRefBuf {
        &self.0
    }

    /// The text of the IRI.
    pub fn as_str(&self) -> &str {
        &self.0.text
    }

    /// The text, given back.
    pub fn into_string(self) -> String {
        self.0.text
    }

    /// [`Iri::to_uri`] of this IRI.
    pub fn to_uri(&self) -> UriBuf {
        self.as_iri().to_uri()
    }
}

impl FromStr for IriRefBuf {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<IriRefBuf, ParseError> {
        IriRef::parse(s).map(|r| IriRefBuf { text: String::from(s), parts: UriRef { s: "", ..r.positions() } })
    }
}

impl FromStr for IriBuf {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<IriBuf, ParseError> {
        Iri::parse(s).map(|iri| IriBuf::from(&iri))
    }
}

impl From<&IriRef<'_>> for IriRefBuf {
    fn from(r: &IriRef<'_>) -> IriRefBuf {
        IriRefBuf { text: String::from(r.as_str()), parts: UriRef { s: "", ..r.positions() } }
    }
}

impl From<IriRef<'_>> for IriRefBuf {
    fn from(r: IriRef<'_>) -> IriRefBuf {
        IriRefBuf::from(&r)
    }
}

impl From<&Iri<'_>> for IriBuf {
    fn from(iri: &Iri<'_>) -> IriBuf {
        IriBuf(IriRefBuf::from(&iri.as_iri_ref()))
    }
}

impl From<Iri<'_>> for IriBuf {
    fn from(iri: Iri<'_>) -> IriBuf {
        IriBuf::from(&iri)
    }
}

impl From<IriBuf> for IriRefBuf {
    fn from(iri: IriBuf) -> IriRefBuf {
        iri.0
    }
}

impl From<IriRefBuf> for String {
    fn from(r: IriRefBuf) -> String {
        r.text
    }
}

impl From<IriBuf> for String {
    fn from(iri: IriBuf) -> String {
        iri.0.text
    }
}

impl<'a> From<&'a IriRefBuf> for IriRef<'a> {
    fn from(r: &'a IriRefBuf) -> IriRef<'a> {
        r.as_iri_ref()
    }
}

impl<'a> From<&'a IriBuf> for Iri<'a> {
    fn from(iri: &'a IriBuf) -> Iri<'a> {
        iri.as_iri()
    }
}

impl fmt::Debug for IriRefBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.as_iri_ref(), f)
    }
}

impl fmt::Debug for IriBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.as_iri(), f)
    }
}

textual! {
    IriRefBuf IriRef,
    IriBuf Iri,
}

/// `o`, an offset into `text` (or `NO_OFFSET`), moved to the same place in
/// the text's mapping to a URI: each byte of 80-FF before it becomes three.
fn mapped_offset(text: &str, o: u32) -> u32 {
    if o == NO_OFFSET {
        return o;
    }
    let before = text.as_bytes()[..o as usize].iter().filter(|&&b| b >= 0x80).count();
    o + 2 * before as u32
}

/// The positions of `r` over the mapping of its text to a URI (RFC 3987
/// §3.1 step 2): the same parts, each of them mapped, the host of the same
/// kind (an IP literal or IPv4 address is ASCII; an `ireg-name` maps to a
/// `reg-name`).
fn mapped_positions(r: &UriRef<'_>) -> UriRef<'static> {
    let m = |o| mapped_offset(r.s, o);
    UriRef {
        s: "",
        scheme_end: m(r.scheme_end),
        auth_start: m(r.auth_start),
        host_start: m(r.host_start),
        host_end: m(r.host_end),
        path_start: m(r.path_start),
        query: m(r.query),
        fragment: m(r.fragment),
        port: r.port,
        host: r.host,
    }
}

/// The mapping of `text` to a URI (RFC 3987 §3.1 step 2), in a new `String`.
fn mapped(text: &str) -> String {
    let extra = text.bytes().filter(|&b| b >= 0x80).count();
    let mut out = String::with_capacity(text.len() + 2 * extra);
    // Writing to a `String` does not fail.
    let _ = super::write_mapped(text, &mut out);
    out
}

/// The text of `r` mapped to a URI, its host (if it has an authority)
/// written as `host`.
fn mapped_with_host(r: &UriRef<'_>, host: &str) -> String {
    if r.auth_start == NO_OFFSET {
        return mapped(r.s);
    }
    let (hs, he) = (r.host_start as usize, r.host_end as usize);
    let mut text = mapped(&r.s[..hs]);
    text.push_str(host);
    text.push_str(&mapped(&r.s[he..]));
    text
}

impl IriRef<'_> {
    /// [`to_uri_ref`](Self::to_uri_ref), with the host written as `host`
    /// (feature `alloc`), as [`Iri::to_uri_with_host`]: for a host converted
    /// to punycode outside this crate. Without an authority, `host` is not
    /// used.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`UriRef::parse`] for the new text.
    ///
    /// ```
    /// use url_core::IriRef;
    ///
    /// let r = IriRef::parse("//bücher.example/ü").unwrap();
    /// assert_eq!(r.to_uri_ref_with_host("xn--bcher-kva.example").unwrap(), "//xn--bcher-kva.example/%C3%BC");
    /// assert_eq!(IriRef::parse("ü").unwrap().to_uri_ref_with_host("x").unwrap(), "%C3%BC");
    /// ```
    pub fn to_uri_ref_with_host(&self, host: &str) -> Result<UriRefBuf, ParseError> {
        UriRefBuf::parse(mapped_with_host(&self.positions(), host))
    }

    /// This reference mapped to a URI reference (RFC 3987 §3.1 step 2,
    /// feature `alloc`): [`write_uri`](Self::write_uri) into a new
    /// [`UriRefBuf`], whose positions are this reference's, moved (nothing
    /// is parsed again).
    ///
    /// ```
    /// use url_core::IriRef;
    ///
    /// let r = IriRef::parse("/résumé?q=ü#ß").unwrap();
    /// assert_eq!(r.to_uri_ref(), "/r%C3%A9sum%C3%A9?q=%C3%BC#%C3%9F");
    /// assert_eq!(r.to_uri_ref().as_uri_ref().query(), Some("q=%C3%BC"));
    /// ```
    pub fn to_uri_ref(&self) -> UriRefBuf {
        UriRefBuf::from_built(mapped(self.as_str()), mapped_positions(&self.positions()))
    }
}

impl Iri<'_> {
    /// This IRI mapped to a URI (RFC 3987 §3.1 step 2, feature `alloc`):
    /// each character outside ASCII written as the `%XX` of its UTF-8 bytes
    /// (upper-case hex), the host, the query's `iprivate` characters and
    /// everything else included, and nothing else changed. The result is a
    /// [`UriBuf`] whose positions are this IRI's, moved (nothing is parsed
    /// again): every part of an IRI maps to the same part of a URI, and the
    /// rules of its scheme held for the IRI.
    ///
    /// A DNS host may instead be written in punycode (§3.1's other, optional
    /// step, IDNA): that needs Unicode tables, which this crate does not
    /// carry; [`to_uri_with_host`](Self::to_uri_with_host) takes the host so
    /// converted.
    ///
    /// ```
    /// use url_core::Iri;
    ///
    /// let iri = Iri::parse("http://例え.テスト/パス?q=\u{E000}").unwrap();
    /// let uri = iri.to_uri();
    /// assert_eq!(
    ///     uri,
    ///     "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%EE%80%80"
    /// );
    /// assert_eq!(uri.as_uri().path(), "/%E3%83%91%E3%82%B9");
    /// ```
    pub fn to_uri(&self) -> UriBuf {
        UriBuf::from_built(mapped(self.as_str()), mapped_positions(&self.positions()))
    }

    /// [`to_uri`](Self::to_uri), with the host written as `host` (feature
    /// `alloc`): for a host converted to punycode (IDNA, §3.1) outside this
    /// crate. `host` is written as given, the rest of the IRI mapped as
    /// `to_uri` maps it, and the text parsed as a [`Uri`]. An IRI without
    /// an authority has no host to replace: `host` is then not used.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`Uri::parse`] for the new text, when `host` is
    /// not a valid URI host there (offsets into the new text).
    ///
    /// ```
    /// use url_core::Iri;
    ///
    /// let iri = Iri::parse("https://bücher.example/straße").unwrap();
    /// let uri = iri.to_uri_with_host("xn--bcher-kva.example").unwrap();
    /// assert_eq!(uri, "https://xn--bcher-kva.example/stra%C3%9Fe");
    /// assert_eq!(iri.to_uri_with_host("bücher.example").unwrap_err().rule(), "host");
    /// ```
    pub fn to_uri_with_host(&self, host: &str) -> Result<UriBuf, ParseError> {
        UriBuf::parse(mapped_with_host(&self.positions(), host))
    }

    /// Resolves `reference` against this IRI by RFC 3987 §6.5, which is
    /// RFC 3986 §5.2's algorithm on the IRI's text ([`Uri::resolve`], the
    /// same code), into a new `String` (feature `alloc`).
    ///
    /// ```
    /// use url_core::{Iri, IriRef};
    ///
    /// let base = Iri::parse("http://ä/b/c/d;p?q").unwrap();
    /// assert_eq!(base.resolve_to_string(&IriRef::parse("../ü").unwrap()), "http://ä/b/ü");
    /// ```
    pub fn resolve_to_string(&self, reference: &IriRef<'_>) -> String {
        let mut out = String::new();
        // Writing to a `String` does not fail.
        let _ = self.resolve(reference, &mut out);
        out
    }

    /// Resolves `reference` against this IRI by RFC 3987 §6.5 (RFC 3986
    /// §5.2), into an owned IRI (feature `alloc`): [`IriRef::parse`],
    /// [`resolve`](Self::resolve), then [`Iri::parse`] of the result.
    ///
    /// # Errors
    ///
    /// [`JoinError::InvalidReference`] when `reference` is no IRI reference,
    /// and [`JoinError::NotUri`] when the target breaks a rule of its scheme
    /// (RFC 9110 §4.2, RFC 6455 §3), which [`Iri::parse`] applies.
    ///
    /// ```
    /// use url_core::Iri;
    ///
    /// let base = Iri::parse("https://example.com/wiki/München/").unwrap();
    /// assert_eq!(base.join("../Köln?q=ü").unwrap(), "https://example.com/wiki/Köln?q=ü");
    /// ```
    pub fn join(&self, reference: &str) -> Result<IriBuf, JoinError> {
        let reference = IriRef::parse(reference).map_err(JoinError::InvalidReference)?;
        IriBuf::parse_or_return(self.resolve_to_string(&reference))
            .map_err(|(text, error)| JoinError::NotUri { text, error })
    }

    /// The normalized form of this IRI (RFC 3987 §5.3, feature `alloc`):
    /// the ladder of RFC 3986 §6.2.2 and §6.2.3 ([`Uri::normalized`], the
    /// same code, on the IRI's text): scheme and host in lower case (ASCII
    /// letters: no Unicode case folding), hex digits of escapes in upper
    /// case, escapes of unreserved ASCII characters decoded, dot segments
    /// removed, a default port dropped, an empty http(s) or ws(s) path
    /// written `/`. Non-ASCII characters are kept as written.
    ///
    /// Unicode normalization (NFC, §5.3.2.2) is not done: §5.3 applies it
    /// only on request, and it needs Unicode tables, which this crate does
    /// not carry; so `é` written precomposed (U+00E9) and decomposed
    /// (`e` U+0301) are not equivalent here. Neither are an escape and the
    /// character it encodes (`%C3%BC` and `ü`): compare
    /// [`to_uri`](Self::to_uri) forms for that.
    ///
    /// ```
    /// use url_core::Iri;
    ///
    /// let iri = Iri::parse("HTTP://Bücher.Example:80/a/./b/../%7e/ü").unwrap();
    /// assert_eq!(iri.normalized(), "http://bücher.example/a/~/ü");
    /// ```
    pub fn normalized(&self) -> String {
        Uri(self.positions()).normalized()
    }
}

impl IriRef<'_> {
    /// The text of this reference as a new [`IriRefBuf`] (feature `alloc`).
    pub fn to_buf(&self) -> IriRefBuf {
        IriRefBuf::from(self)
    }
}

impl Iri<'_> {
    /// The text of this IRI as a new [`IriBuf`] (feature `alloc`).
    pub fn to_buf(&self) -> IriBuf {
        IriBuf::from(self)
    }
}

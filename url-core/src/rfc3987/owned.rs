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
use crate::scan::buf::zeroed;
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
    ///
    /// # Panics
    ///
    /// As [`Iri::to_uri`]: when the URI would be longer than 4294967294
    /// bytes.
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

/// The mapping of `r`'s text to a URI (RFC 3987 §3.1 step 2) in a new
/// `String`, and `r`'s positions over it: the same parts, each of them
/// mapped, the host of the same kind (an IP literal or IPv4 address is
/// ASCII; an `ireg-name` maps to a `reg-name`).
///
/// The bytes of 80-FF counted, the text mapped at once into a buffer of the
/// mapped length ([`map_text`]), and each position moved by twice the bytes
/// of 80-FF before it: in a text of up to 256 bytes, from what the mapping
/// recorded of each sixteen bytes (with no branch on the text: a loop over
/// the words up to each position cost `to_uri` a third of its time); past
/// that, counted a word at a time ([`move_marks_in_order`]).
fn mapped_with_positions(r: &UriRef<'_>) -> (String, UriRef<'static>) {
    let text = r.s.as_bytes();
    // In the order they stand in the text (those present).
    let mut marks = [r.scheme_end, r.auth_start, r.host_start, r.host_end, r.path_start, r.query, r.fragment];
    let mut chunks = [(0u32, 0u16); MARK_CHUNKS];
    let recorded = text.len() <= 16 * MARK_CHUNKS;
    let high = if recorded { count_high(text) } else { move_marks_in_order(text, &mut marks) };
    let len = text.len() + 2 * high;
    assert!(
        len <= crate::MAX_LEN,
        "an IRI of {} bytes maps to a URI of {len} bytes, longer than the 4294967294 bytes a URI can have",
        text.len()
    );
    let (text_out, written) = map_text((text, len, if recorded { &mut chunks[..] } else { &mut [] }));
    debug_assert_eq!(written, len);
    if recorded {
        for m in marks.iter_mut().filter(|m| **m != NO_OFFSET) {
            let (k, r) = (*m as usize / 16, *m % 16);
            *m = match chunks.get(k) {
                // A position in the text: where its sixteen bytes' mapping
                // starts, then `r` bytes, those of 80-FF twice more.
                Some(&(start, bits)) if 16 * k < text.len() => {
                    let before = bits & !(!0u16).checked_shl(r).unwrap_or(0);
                    start + r + 2 * u32::from(ONES[usize::from(before & 0xFF)] + ONES[usize::from(before >> 8)])
                }
                // The end of a text of a multiple of sixteen bytes.
                _ => written as u32,
            };
        }
    }
    let [scheme_end, auth_start, host_start, host_end, path_start, query, fragment] = marks;
    let positions = UriRef {
        s: "",
        scheme_end,
        auth_start,
        host_start,
        host_end,
        path_start,
        query,
        fragment,
        port: r.port,
        host: r.host,
    };
    (text_out, positions)
}

/// The number of bits set in each byte (a lookup: x86-64's baseline has no
/// `popcnt`, and `count_ones` is then a dozen instructions).
const ONES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = (b as u8).count_ones() as u8;
        b += 1;
    }
    t
};

/// How many sixteen-byte pieces of a text [`mapped_with_positions`] has the
/// mapping record: texts of up to 256 bytes.
const MARK_CHUNKS: usize = 16;

/// `src` mapped to a URI, whose length is `len` ([`count_high`]), in a new
/// `String`, each sixteen bytes recorded in `chunks` where it has room
/// ([`map_bytes`]); and the mapping's length. [`map_string`], or where the
/// CPU has AVX2 its run-time twin (`scan::simd::map_to_string`).
fn map_text(a: (&[u8], usize, &mut [(u32, u16)])) -> (String, usize) {
    #[cfg(target_arch = "x86_64")]
    let r = crate::scan::simd::dispatch(a, crate::scan::simd::map_to_string, map_string);
    #[cfg(not(target_arch = "x86_64"))]
    let r = map_string(a);
    r
}

/// [`map_text`] by [`map_bytes`], into a buffer of the mapped length and
/// three bytes more, which `String::from_utf8` then checks.
fn map_string((src, len, chunks): (&[u8], usize, &mut [(u32, u16)])) -> (String, usize) {
    let mut out = zeroed(len + 3);
    let n = map_bytes((src, &mut out, chunks));
    out.truncate(n.min(len));
    // Every byte written is ASCII, so this is never the lossy branch (were
    // it taken, it would give the same text).
    (String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()), n)
}

/// What [`map_bytes`] writes for each byte, as the bytes of a little-endian
/// `u32`: the byte, or its `%XX` ([`percent::escape`](crate::percent::escape));
/// then zeros; the top byte how many of them count.
const MAPPED: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = if b < 0x80 {
            b as u32 | 1 << 24
        } else {
            // The escape's bytes read from the table itself: `escape`'s two
            // `str` splits per byte cost the const evaluator more than the
            // rest of this table.
            let e = &crate::percent::ESCAPE_BYTES;
            u32::from_le_bytes([e[3 * b], e[3 * b + 1], e[3 * b + 2], 3])
        };
        b += 1;
    }
    t
};

/// `src` mapped to a URI into `out`, which has room for it and three bytes
/// more; returns the mapping's length. ASCII as it is, each byte of 80-FF
/// as `%XX`: four bytes written for each byte (one store, no branch), of
/// which the next byte's overwrite those that do not count. Where `chunks`
/// has room, it gets, for each sixteen bytes of `src`, where their mapping
/// starts and which of them are of 80-FF (bit `k` for byte `k`).
pub(crate) fn map_bytes((src, out, chunks): (&[u8], &mut [u8], &mut [(u32, u16)])) -> usize {
    let mut o = 0;
    for (k, c) in src.chunks(16).enumerate() {
        if let Some(chunk) = chunks.get_mut(k) {
            let bits = c.iter().enumerate().fold(0u16, |m, (j, &b)| m | u16::from(b >= 0x80) << j);
            *chunk = (o as u32, bits);
        }
        for &b in c {
            let m = MAPPED[b as usize];
            if let Some(to) = out.get_mut(o..o + 4) {
                to.copy_from_slice(&m.to_le_bytes());
            }
            o += (m >> 24) as usize;
        }
    }
    o
}

/// The top bit of each byte of a word: its bytes of 80-FF.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// How many bytes of 80-FF a word holds: the top bits moved to the bottom
/// and summed into the top byte by a multiplication (x86-64's baseline has
/// no `popcnt`).
const fn high_in(w: u64) -> usize {
    (((w & HIGH_BITS) >> 7).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
}

/// `mark` moved on by `by` bytes, `u32::MAX` past it (a text that long is
/// refused by the caller, [`MAX_LEN`](crate::MAX_LEN)).
fn moved(mark: u32, by: usize) -> u32 {
    mark.saturating_add(u32::try_from(by).unwrap_or(u32::MAX))
}

/// Moves each of `marks` (positions in `text`, in order, or `NO_OFFSET`)
/// to the same place in the text's mapping to a URI: by twice the number of
/// bytes of 80-FF before it. One pass, a word at a time; returns the number
/// of bytes of 80-FF in the whole text.
fn move_marks_in_order(text: &[u8], marks: &mut [u32; 7]) -> usize {
    let mut high = 0;
    // The next mark to move; an absent one (`NO_OFFSET`) is passed over.
    let mut k = 0;
    let mut words = text.chunks_exact(8);
    let mut base = 0;
    for w in &mut words {
        let w = w.first_chunk::<8>().map_or(0, |w| u64::from_le_bytes(*w));
        while k < marks.len() && (marks[k] == NO_OFFSET || (marks[k] as usize) < base + 8) {
            if marks[k] != NO_OFFSET {
                let part = w & !(!0u64 << (8 * (marks[k] as usize - base)));
                marks[k] = moved(marks[k], 2 * (high + high_in(part)));
            }
            k += 1;
        }
        high += high_in(w);
        base += 8;
    }
    for (j, &b) in words.remainder().iter().enumerate() {
        while k < marks.len() && (marks[k] == NO_OFFSET || (marks[k] as usize) <= base + j) {
            if marks[k] != NO_OFFSET {
                marks[k] = moved(marks[k], 2 * high);
            }
            k += 1;
        }
        high += usize::from(b >= 0x80);
    }
    // The marks at the end of the text.
    while k < marks.len() {
        if marks[k] != NO_OFFSET {
            marks[k] = moved(marks[k], 2 * high);
        }
        k += 1;
    }
    high
}

/// [`high_bytes`], or where the CPU has AVX2 its run-time twin
/// (`scan::simd::high_count`).
fn count_high(b: &[u8]) -> usize {
    #[cfg(target_arch = "x86_64")]
    let n = crate::scan::simd::dispatch(b, crate::scan::simd::high_count, high_bytes);
    #[cfg(not(target_arch = "x86_64"))]
    let n = high_bytes(b);
    n
}

/// How many bytes of `b` are of 80-FF, a word at a time.
fn high_bytes(b: &[u8]) -> usize {
    let (words, rest) = (b.chunks_exact(8), b.chunks_exact(8).remainder());
    words.map(|w| w.first_chunk::<8>().map_or(0, |w| high_in(u64::from_le_bytes(*w)))).sum::<usize>()
        + rest.iter().filter(|&&c| c >= 0x80).count()
}

/// The mapping of `text` to a URI (RFC 3987 §3.1 step 2), in a new `String`
/// ([`map_text`], of the length [`count_high`] gives).
fn mapped(text: &str) -> String {
    let b = text.as_bytes();
    map_text((b, b.len() + 2 * count_high(b), &mut [])).0
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
    ///
    /// # Panics
    ///
    /// When the URI would be longer than 4294967294 bytes, the most a URI
    /// can hold (its positions are `u32`s; `parse` refuses a longer text):
    /// an IRI of more than about 1.4 GB of non-ASCII characters, each of
    /// whose bytes becomes three.
    pub fn to_uri_ref(&self) -> UriRefBuf {
        let (text, positions) = mapped_with_positions(&self.positions());
        UriRefBuf::from_built(text, positions)
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
    ///
    /// # Panics
    ///
    /// When the URI would be longer than 4294967294 bytes, the most a URI
    /// can hold (its positions are `u32`s; `parse` refuses a longer text):
    /// an IRI of more than about 1.4 GB of non-ASCII characters, each of
    /// whose bytes becomes three.
    pub fn to_uri(&self) -> UriBuf {
        let (text, positions) = mapped_with_positions(&self.positions());
        UriBuf::from_built(text, positions)
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

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use std::vec::Vec;
    use url_literal_gen::Rng;

    /// Text of every length to 100, and some to 400, from pieces of 1 to 4
    /// bytes: the runs of non-ASCII characters of every length astride the
    /// 8-byte words.
    fn texts() -> impl Iterator<Item = String> {
        let mut rng = Rng::new(3987);
        let pieces = ["a", "/", "é", "例", "😀", "%41", "\u{80}", "\u{10FFFD}"];
        (0..3000).map(move |k| {
            let mut s = String::new();
            // Past 256 bytes too, where `move_marks` counts in order.
            let len = if k % 5 == 0 { k % 401 } else { k % 101 };
            while s.len() < len {
                s.push_str(pieces[rng.below(pieces.len())]);
            }
            s
        })
    }

    /// The reference mapping: each byte of 80-FF as `%XX`.
    fn naive(s: &str) -> String {
        s.bytes().map(|b| if b < 0x80 { String::from(b as char) } else { std::format!("%{b:02X}") }).collect()
    }

    /// What a mapping records of each sixteen bytes: where their mapping
    /// starts, and which are of 80-FF.
    fn reference_chunks(s: &str) -> Vec<(u32, u16)> {
        let mut start = 0;
        s.as_bytes()
            .chunks(16)
            .map(|c| {
                let bits = c.iter().enumerate().fold(0u16, |m, (j, &b)| m | u16::from(b >= 0x80) << j);
                let here = (start as u32, bits);
                start += c.len() + 2 * bits.count_ones() as usize;
                here
            })
            .collect()
    }

    /// [`map_bytes`] and, where this CPU has AVX2, its run-time twin write
    /// the reference mapping, with the room they ask for and no more, and
    /// record the same sixteen-byte pieces where they are given room.
    #[test]
    fn both_mappings_are_the_reference() {
        let mut simd_checked = 0;
        for s in texts() {
            let want = naive(&s);
            let chunks_want = reference_chunks(&s);
            let mut out = alloc::vec![0u8; want.len() + 3];
            let mut chunks = alloc::vec![(0, 0); chunks_want.len()];
            assert_eq!(map_bytes((s.as_bytes(), &mut out, &mut chunks)), want.len(), "{s:?}");
            assert_eq!((&out[..want.len()], &chunks), (want.as_bytes(), &chunks_want), "{s:?}");
            // Without room to record: the same text.
            assert_eq!(map_bytes((s.as_bytes(), &mut out, &mut [])), want.len(), "{s:?}");
            assert_eq!(&out[..want.len()], want.as_bytes(), "{s:?}");
            #[cfg(target_arch = "x86_64")]
            if crate::scan::simd::avx2() {
                use crate::scan::simd::{dispatch, map_to_uri, MAP_ROOM};
                let mut out = alloc::vec![0u8; want.len() + MAP_ROOM];
                let mut chunks = alloc::vec![(0, 0); chunks_want.len()];
                let n = dispatch((s.as_bytes(), &mut out[..], &mut chunks[..]), map_to_uri, |_| 0);
                assert_eq!((n, &out[..want.len()], &chunks), (want.len(), want.as_bytes(), &chunks_want), "{s:?}");
                let n = dispatch((s.as_bytes(), &mut out[..], &mut [][..]), map_to_uri, |_| 0);
                assert_eq!((n, &out[..want.len()]), (want.len(), want.as_bytes()), "{s:?}");
                simd_checked += 1;
            }
            assert_eq!(mapped(&s), want, "{s:?}");
            assert_eq!(count_high(s.as_bytes()), (want.len() - s.len()) / 2, "{s:?}");
            // Into a `String`: the plain instance, and `map_text` (the run-time
            // one where this CPU has AVX2), with the same records.
            for f in [map_string as fn((&[u8], usize, &mut [(u32, u16)])) -> (String, usize), map_text] {
                let mut chunks = alloc::vec![(0, 0); chunks_want.len()];
                let (text, n) = f((s.as_bytes(), want.len(), &mut chunks));
                assert_eq!((text.as_str(), n, &chunks), (want.as_str(), want.len(), &chunks_want), "{s:?}");
            }
        }
        #[cfg(target_arch = "x86_64")]
        assert_eq!(simd_checked, if crate::scan::simd::avx2() { 3000 } else { 0 });
    }

    /// `to_uri_ref` of references of every length to 400 (both ways of
    /// moving the positions: up to 256 bytes and past): the reference
    /// mapping, at the positions `UriRef::parse` finds in it.
    #[test]
    fn positions_are_those_of_the_uri_parsed() {
        let mut rng = Rng::new(17);
        let mut checked = 0;
        for piece in texts() {
            // What a path takes.
            let piece = piece.replace('\u{80}', "ü").replace('\u{10FFFD}', "😀");
            let half = (0..=piece.len() / 2).rev().find(|&k| piece.is_char_boundary(k)).unwrap_or(0);
            let host = if rng.below(2) == 0 { "bücher.例" } else { "h" };
            let mut s = std::format!("//{host}/{piece}");
            for delim in ["?", "#"] {
                if rng.below(2) == 0 {
                    s.push_str(delim);
                    s.push_str(&piece[..half]);
                }
            }
            let Ok(r) = IriRef::parse(&s) else { continue };
            let uri = r.to_uri_ref();
            assert_eq!(uri.as_str(), naive(&s), "{s:?}");
            assert_eq!(Ok(uri.as_uri_ref()), UriRef::parse(uri.as_str()), "{s:?}");
            checked += 1;
        }
        // The others cut a `%41` in two where the query repeats half the path.
        assert_eq!(checked, 2769);
    }

    /// [`move_marks_in_order`] against a count before each mark, for marks
    /// in order at every place, some of them absent.
    #[test]
    fn marks_move_by_twice_the_bytes_before_them() {
        let mut rng = Rng::new(5);
        for s in texts() {
            let b = s.as_bytes();
            let before = |m: usize| b[..m].iter().filter(|&&c| c >= 0x80).count();
            for _ in 0..20 {
                let mut at: Vec<u32> = (0..7).map(|_| rng.below(b.len() + 1) as u32).collect();
                at.sort();
                for m in &mut at {
                    if rng.below(3) == 0 {
                        *m = NO_OFFSET;
                    }
                }
                let mut marks: [u32; 7] = at.clone().try_into().unwrap();
                assert_eq!(move_marks_in_order(b, &mut marks), before(b.len()), "{s:?}");
                for (m, moved) in at.iter().zip(marks) {
                    let want = if *m == NO_OFFSET { NO_OFFSET } else { m + 2 * before(*m as usize) as u32 };
                    assert_eq!(moved, want, "{s:?} at {m}");
                }
            }
        }
    }
}

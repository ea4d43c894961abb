//! The optional step of RFC 3987 §3.1: the host of an IRI of a DNS scheme
//! in punycode (IDNA, UTS 46 `ToASCII`, non-transitional), through the
//! `idna` crate (feature `idna`; the grammar itself needs no Unicode
//! tables, this step does). The module is there with `alloc`; the
//! conversions, [`host_to_ascii`] and [`to_uri_idna`], with `idna`.
//!
//! [`to_uri_idna`] is [`Iri::to_uri`](crate::Iri::to_uri) (§3.1 step 2:
//! every non-ASCII character as the `%XX` of its UTF-8 bytes) but for the
//! host of an `http`, `https`, `ws`, `wss` or `ftp` IRI, which goes to
//! punycode instead; the `iri_uri!` macro computes the same conversion at
//! compile time, through [`to_uri_idna`].
// Without `idna`, the conversions the docs link to are not there.
#![cfg_attr(not(feature = "idna"), allow(rustdoc::broken_intra_doc_links))]

#[cfg(feature = "idna")]
use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

#[cfg(feature = "idna")]
use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

#[cfg(feature = "idna")]
use crate::rfc3986::owned::UriBuf;
use crate::rfc3987::Iri;

/// The schemes whose hosts are DNS names (RFC 3987 §3.1: "for IRIs of
/// schemes that use DNS"), whose non-ASCII hosts [`to_uri_idna`] writes in
/// punycode.
pub const DNS_SCHEMES: [&str; 5] = ["http", "https", "ws", "wss", "ftp"];

/// Whether `scheme` (any case) is one of the [`DNS_SCHEMES`].
pub fn is_dns_scheme(scheme: &str) -> bool {
    DNS_SCHEMES.iter().any(|s| s.eq_ignore_ascii_case(scheme))
}

/// The host of `iri` that [`to_uri_idna`] writes in punycode, with its
/// byte offset: a host with characters outside ASCII, of a
/// [DNS scheme](DNS_SCHEMES); `None` for every other IRI.
pub fn idna_host<'a>(iri: &Iri<'a>) -> Option<(usize, &'a str)> {
    let host = iri.host_str().filter(|h| !h.is_ascii() && is_dns_scheme(iri.scheme()))?;
    Some((host.as_ptr() as usize - iri.as_str().as_ptr() as usize, host))
}

/// A host that IDNA (UTS 46 `ToASCII`) refuses: a label that starts with a
/// combining mark or a hyphen-minus in the wrong place is fine for RFC 3987's
/// grammar but not for DNS. Where it is: the byte range of the host in the
/// IRI's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdnaError {
    offset: usize,
    length: usize,
    host: String,
}

impl IdnaError {
    /// The byte offset of the host in the IRI's text.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The host's length in bytes.
    pub fn length(&self) -> usize {
        self.length
    }

    /// The host as written in the IRI.
    pub fn host(&self) -> &str {
        &self.host
    }
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "host '{}' is not an internationalized domain name that IDNA can write in ASCII (UTS 46 ToASCII, \
             RFC 3987 §3.1)",
            crate::error::render::Escaped::new(&self.host)
        )
    }
}

#[cfg(feature = "std")]
impl std::error::Error for IdnaError {}

/// `host` (an `ireg-name` of a DNS scheme) in ASCII: as it is when it is
/// ASCII already (RFC 3987 §3.1 converts only the labels that are not), else
/// through UTS 46 `ToASCII`, non-transitional (mapped, lower-cased,
/// NFC-normalized, each label with non-ASCII as `xn--` punycode), with the
/// WHATWG URL deny list of ASCII characters (`%`, `/`, `:`, `@`, ...) and
/// DNS lengths checked (labels of 1 to 63 bytes, at most 253 in all, a root
/// dot allowed). The error's offset is 0 and its length the host's.
///
/// ```
/// # #[cfg(feature = "idna")] {
/// use url_core::idna::host_to_ascii;
///
/// assert_eq!(host_to_ascii("пример.рф").unwrap(), "xn--e1afmkfd.xn--p1ai");
/// assert_eq!(host_to_ascii("Bücher.example").unwrap(), "xn--bcher-kva.example");
/// assert_eq!(host_to_ascii("example.com").unwrap(), "example.com");
/// assert!(host_to_ascii("\u{301}x.example").is_err());
/// # }
/// ```
#[cfg(feature = "idna")]
pub fn host_to_ascii(host: &str) -> Result<Cow<'_, str>, IdnaError> {
    if host.is_ascii() {
        return Ok(Cow::Borrowed(host));
    }
    let refused = || IdnaError { offset: 0, length: host.len(), host: String::from(host) };
    Uts46::new()
        .to_ascii(host.as_bytes(), AsciiDenyList::URL, Hyphens::Allow, DnsLength::VerifyAllowRootDot)
        .map_err(|_| refused())
}

/// `iri` as a URI (RFC 3987 §3.1): [`Iri::to_uri`], but for a non-ASCII
/// host of a [DNS scheme](DNS_SCHEMES), which is written in punycode
/// ([`host_to_ascii`]) rather than percent-encoded
/// ([`Iri::to_uri_with_host`]).
///
/// # Errors
///
/// An [`IdnaError`] when IDNA refuses the host.
///
/// # Panics
///
/// As [`Iri::to_uri`]: when the URI would be longer than 4294967294 bytes,
/// the most a URI can hold.
///
/// ```
/// # #[cfg(feature = "idna")] {
/// use url_core::Iri;
/// use url_core::idna::to_uri_idna;
///
/// let iri = Iri::parse("https://пример.рф/путь?q=ü").unwrap();
/// assert_eq!(to_uri_idna(&iri).unwrap(), "https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C?q=%C3%BC");
/// // another scheme's host is percent-encoded, as to_uri writes it
/// let iri = Iri::parse("foo://пример/").unwrap();
/// assert_eq!(to_uri_idna(&iri).unwrap(), "foo://%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80/");
/// // IDNA refuses a label that starts with a combining mark
/// let iri = Iri::parse("https://\u{301}x.example/").unwrap();
/// let err = to_uri_idna(&iri).unwrap_err();
/// assert_eq!((err.offset(), err.length(), err.host()), (8, 11, "\u{301}x.example"));
/// # }
/// ```
#[cfg(feature = "idna")]
pub fn to_uri_idna(iri: &Iri<'_>) -> Result<UriBuf, IdnaError> {
    let Some((start, host)) = idna_host(iri) else { return Ok(iri.to_uri()) };
    let refused = || IdnaError { offset: start, length: host.len(), host: String::from(host) };
    let ascii = host_to_ascii(host).map_err(|_| refused())?;
    // UTS 46 with the URL deny list writes letters, digits, '-', '.' and
    // the sub-delims, a reg-name; were the text not a URI, the host is what
    // IDNA could not write.
    match iri.to_uri_with_host(&ascii) {
        Ok(uri) => Ok(uri),
        Err(e) if matches!(e.kind(), crate::error::ErrorKind::TooLong) => {
            panic!(
                "an IRI of {} bytes maps to a URI longer than the 4294967294 bytes a URI can have",
                iri.as_str().len()
            )
        }
        Err(_) => Err(refused()),
    }
}

//! The names of the schemes whose rules the RFC 3986 parser applies
//! ([`UriScheme`]), read from the start of a URI; the rules themselves are
//! in `schemes.rs`.

/// Generates [`UriScheme`] and its per-scheme `const fn`s from the RFC 3986
/// section of the table of schemes (`crate::__rfc3986_schemes!`).
macro_rules! define_uri_scheme {
    (
        []
        rfc3986 { $(
            $v:ident {
                name $name:literal article $art:literal port $port:literal secure $secure:literal
                ws $ws:literal section $sec:literal userinfo $userinfo:literal
            }
        )* }
    ) => {
        /// A scheme whose rules the RFC 3986 parser applies.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub(crate) enum UriScheme {
            $($v,)*
        }

        impl UriScheme {
            /// The lower-case name.
            pub(crate) const fn name(self) -> &'static str {
                match self {
                    $(UriScheme::$v => $name,)*
                }
            }

            /// "a" or "an", for messages.
            pub(crate) const fn article(self) -> &'static str {
                match self {
                    $(UriScheme::$v => $art,)*
                }
            }

            /// Whether the scheme is a WebSocket one.
            pub(crate) const fn is_ws(self) -> bool {
                match self {
                    $(UriScheme::$v => $ws,)*
                }
            }

            /// Whether the scheme runs over TLS.
            pub(crate) const fn is_secure(self) -> bool {
                match self {
                    $(UriScheme::$v => $secure,)*
                }
            }

            /// 80, or 443 over TLS (RFC 9110 §4.2.1, §4.2.2; RFC 6455 §3).
            pub(crate) const fn default_port(self) -> u16 {
                match self {
                    $(UriScheme::$v => $port,)*
                }
            }

            /// The RFC and section that state a rule of the scheme (the userinfo
            /// rule, or the others).
            pub(crate) const fn section(self, userinfo: bool) -> &'static str {
                match self {
                    $(UriScheme::$v => if userinfo { $userinfo } else { $sec },)*
                }
            }
        }
    };
}

crate::__rfc3986_schemes!(define_uri_scheme [name article port secure ws section userinfo]);

impl UriScheme {
    /// The scheme named by `b`, case-insensitively.
    ///
    /// Bit 0x20 folds the case of a letter, and only `H` and `h` become `h`
    /// that way (and so on for `t`, `p`, `s`, `w`), so each byte needs one
    /// comparison.
    #[inline]
    pub(crate) const fn from_bytes(b: &[u8]) -> Option<UriScheme> {
        const fn low(b: &[u8], i: usize) -> u8 {
            b[i] | 0x20
        }
        match b.len() {
            2 | 3 if low(b, 0) == b'w' && low(b, 1) == b's' => match b.len() {
                2 => Some(UriScheme::Ws),
                _ if low(b, 2) == b's' => Some(UriScheme::Wss),
                _ => None,
            },
            4 | 5 if low(b, 0) == b'h' && low(b, 1) == b't' && low(b, 2) == b't' && low(b, 3) == b'p' => {
                match b.len() {
                    4 => Some(UriScheme::Http),
                    _ if low(b, 4) == b's' => Some(UriScheme::Https),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The section that defines the scheme and its twin.
    pub(crate) const fn family_section(self) -> &'static str {
        if self.is_ws() {
            "RFC 6455 3"
        } else {
            "RFC 9110 4.2"
        }
    }

    /// How URIs of the scheme and its twin start.
    pub(crate) const fn family_prefixes(self) -> &'static str {
        if self.is_ws() {
            "'ws://' or 'wss://'"
        } else {
            "'http://' or 'https://'"
        }
    }

    /// The scheme and its twin, after "expected".
    pub(crate) const fn family_names(self) -> &'static str {
        if self.is_ws() {
            "a ws or wss"
        } else {
            "an http or https"
        }
    }
}

/// The common case of `scheme ":"`: `http:` or `https:` (any case) at the
/// start of `b`, read as one word: the index of the `:` and the scheme.
/// `None` for anything else, which the parser then reads byte by byte.
#[inline(always)]
pub(crate) const fn http_prefix(b: &[u8]) -> Option<(usize, Option<UriScheme>)> {
    // "http:" and "https:" as little-endian words, and the masks of their
    // bytes; bit 0x20 of a byte folds a letter's case, and makes a letter of
    // no byte but that letter's other case (':' is compared as it is).
    const HTTP: u64 = u64::from_le_bytes(*b"http:\0\0\0");
    const HTTPS: u64 = u64::from_le_bytes(*b"https:\0\0");
    let w = match b.first_chunk::<8>() {
        Some(c) => u64::from_le_bytes(*c),
        None => return None,
    };
    // Bit 0x20 in the four or five bytes of the name, then the bytes of
    // the name and its ':'.
    if (w | 0x2020_2020) & 0xff_ffff_ffff == HTTP {
        Some((4, Some(UriScheme::Http)))
    } else if (w | 0x20_2020_2020) & 0xffff_ffff_ffff == HTTPS {
        Some((5, Some(UriScheme::Https)))
    } else {
        None
    }
}

/// A scheme whose own RFC the RFC 3986 parser applies, beside http and ws
/// (DESIGN.md, "Today's schemes by their own RFCs"); its rules are in
/// `file.rs`, `mailto.rs`, `data.rs` and `urn.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum RfcScheme {
    /// `file` (RFC 8089).
    File,
    /// `mailto` (RFC 6068).
    Mailto,
    /// `data` (RFC 2397).
    Data,
    /// `urn` (RFC 8141).
    Urn,
}

impl RfcScheme {
    /// The scheme named by `b`, case-insensitively.
    #[inline]
    pub(crate) const fn from_bytes(b: &[u8]) -> Option<RfcScheme> {
        let (name, scheme) = match b.len() {
            3 => (b"urn".as_slice(), RfcScheme::Urn),
            4 if b[0] | 0x20 == b'f' => (b"file".as_slice(), RfcScheme::File),
            4 => (b"data".as_slice(), RfcScheme::Data),
            6 => (b"mailto".as_slice(), RfcScheme::Mailto),
            _ => return None,
        };
        if crate::chars::eq_ignore_case(b, name) {
            Some(scheme)
        } else {
            None
        }
    }

    /// The name after "a" or "an", for messages.
    pub(crate) const fn article_name(self) -> &'static str {
        match self {
            RfcScheme::File => "a file",
            RfcScheme::Mailto => "a mailto",
            RfcScheme::Data => "a data",
            RfcScheme::Urn => "a urn",
        }
    }

    /// How URIs of the scheme start.
    pub(crate) const fn prefix(self) -> &'static str {
        match self {
            RfcScheme::File => "'file:'",
            RfcScheme::Mailto => "'mailto:'",
            RfcScheme::Data => "'data:'",
            RfcScheme::Urn => "'urn:'",
        }
    }

    /// The RFC and section that define the scheme's syntax.
    pub(crate) const fn section(self) -> &'static str {
        match self {
            RfcScheme::File => "RFC 8089 2",
            RfcScheme::Mailto => "RFC 6068 2",
            RfcScheme::Data => "RFC 2397 3",
            RfcScheme::Urn => "RFC 8141 2",
        }
    }

    /// The scheme's rules on the parsed reference `u` (a valid `URI`).
    #[inline]
    pub(crate) const fn check(self, u: &crate::rfc3986::uri::UriRef<'_>) -> Result<(), crate::error::ParseError> {
        match self {
            RfcScheme::File => crate::rfc3986::file::check(u),
            RfcScheme::Mailto => crate::rfc3986::mailto::check(u),
            RfcScheme::Data => crate::rfc3986::data::check(u),
            RfcScheme::Urn => crate::rfc3986::urn::check(u),
        }
    }
}

/// The error of `rule` at `offset` and `len` (the parsers of `file.rs`,
/// `mailto.rs`, `data.rs` and `urn.rs`).
pub(crate) const fn rfc_fail(offset: usize, len: usize, rule: crate::error::RfcRule) -> crate::error::ParseError {
    use crate::error::{Component, ErrorKind, ParseError};
    ParseError::new(offset, len, ErrorKind::UriRfcRule(rule), Component::UriRef)
}

/// The error of `rule` about the octet `octet`, written at `offset` and
/// `len` of `b` (`%XX` when escaped): the message names the octet, decoded,
/// or the character written there when it is not ASCII (an IRI's).
pub(crate) const fn rfc_fail_octet(
    b: &[u8],
    offset: usize,
    len: usize,
    octet: u8,
    rule: crate::error::RfcRule,
) -> crate::error::ParseError {
    use crate::error::{Component, ErrorKind, ParseError};
    if b[offset] >= 0x80 {
        return ParseError::at_char(b, offset, ErrorKind::UriRfcRule(rule), Component::UriRef);
    }
    ParseError::mailto(offset, len, octet, ErrorKind::UriRfcRule(rule), Component::UriRef)
}

/// The octet written at `i` of `b`, percent-decoded, and the index after
/// it (the grammar has checked every escape: `%` and two hex digits).
#[inline]
pub(crate) const fn octet(b: &[u8], i: usize) -> (u8, usize) {
    if b[i] == b'%' && i + 2 < b.len() {
        (crate::chars::hex_val(b[i + 1]) << 4 | crate::chars::hex_val(b[i + 2]), i + 3)
    } else {
        (b[i], i + 1)
    }
}

/// Where the path of `u` ends: at its `?`, its `#` or the end.
pub(crate) const fn path_end(u: &crate::rfc3986::uri::UriRef<'_>) -> usize {
    use crate::view::url::NO_OFFSET;
    if u.query != NO_OFFSET {
        u.query as usize
    } else if u.fragment != NO_OFFSET {
        u.fragment as usize
    } else {
        u.s.len()
    }
}

/// Where the query of `u` ends: at its `#` or the end.
pub(crate) const fn query_end(u: &crate::rfc3986::uri::UriRef<'_>) -> usize {
    use crate::view::url::NO_OFFSET;
    if u.fragment != NO_OFFSET {
        u.fragment as usize
    } else {
        u.s.len()
    }
}

/// A typed parser's scheme check: when `s` starts with a scheme that is not
/// `want`, the error naming `want` (before anything else the URI may get
/// wrong).
pub(crate) const fn expect_scheme(s: &str, want: RfcScheme) -> Result<(), crate::error::ParseError> {
    use crate::error::{Component, ErrorKind, ParseError};
    let bytes = s.as_bytes();
    let k = crate::scan::swar::class_end_bytewise::<{ crate::chars::U_SCHEME }>(bytes, 0);
    if k == 0 || !bytes[0].is_ascii_alphabetic() || k >= bytes.len() || bytes[k] != b':' {
        return Ok(());
    }
    match RfcScheme::from_bytes(bytes.split_at(k).0) {
        Some(found) if found as u8 == want as u8 => Ok(()),
        _ => Err(ParseError::new(0, k, ErrorKind::UriNotScheme(want), Component::UriScheme)),
    }
}

/// The parts of a typed view of one of the [`RfcScheme`]s that every such
/// view has: `parse`, `parse_const`, `from_uri` (through the view's
/// `const fn layout(uri: Uri<'a>) -> Self`), `as_uri`, `as_str`, `TryFrom`,
/// `Display` and `From<view> for Uri`.
macro_rules! rfc_view {
    ($ty:ident, $scheme:expr) => {
        impl<'a> TryFrom<&'a str> for $ty<'a> {
            type Error = $crate::ParseError;

            #[doc = concat!("[`", stringify!($ty), "::parse`].")]
            fn try_from(s: &'a str) -> Result<Self, $crate::ParseError> {
                $ty::parse(s)
            }
        }

        impl<'a> $ty<'a> {
            /// Parses `s` as a [`Uri`](crate::Uri) of this view's scheme
            /// (whose rules [`Uri::parse`](crate::Uri::parse) applies); a
            /// URI of another scheme is an error naming this one.
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) for an invalid URI, or one
            /// naming the scheme for a valid URI of another scheme.
            pub fn parse(s: &'a str) -> Result<Self, $crate::ParseError> {
                $crate::rfc3986::scheme::expect_scheme(s, $scheme)?;
                Self::from_uri($crate::Uri::parse(s)?)
            }

            /// [`parse`](Self::parse) as a `const fn`, for `const` and
            /// `static` items: the same result for every input.
            ///
            /// # Errors
            ///
            /// Exactly those of [`parse`](Self::parse).
            pub const fn parse_const(s: &'a str) -> Result<Self, $crate::ParseError> {
                if let Err(e) = $crate::rfc3986::scheme::expect_scheme(s, $scheme) {
                    return Err(e);
                }
                match $crate::Uri::parse_const(s) {
                    Ok(uri) => Self::from_uri(uri),
                    Err(e) => Err(e),
                }
            }

            /// This view of `uri`, when its scheme is this view's: no
            /// checking, since [`Uri::parse`](crate::Uri::parse) applied the
            /// scheme's rules already. A URI of another scheme is the error
            /// of [`parse`](Self::parse) naming this one.
            ///
            /// # Errors
            ///
            /// For a URI of another scheme.
            pub const fn from_uri(uri: $crate::Uri<'a>) -> Result<Self, $crate::ParseError> {
                match $crate::rfc3986::scheme::RfcScheme::from_bytes(uri.scheme().as_bytes()) {
                    Some(found) if found as u8 == $scheme as u8 => Ok(Self::layout(uri)),
                    _ => Err($crate::ParseError::new(
                        0,
                        uri.scheme().len(),
                        $crate::error::ErrorKind::UriNotScheme($scheme),
                        $crate::error::Component::UriScheme,
                    )),
                }
            }

            /// The URI.
            pub const fn as_uri(&self) -> $crate::Uri<'a> {
                self.uri
            }

            /// The text, as given to [`parse`](Self::parse).
            pub const fn as_str(&self) -> &'a str {
                self.uri.as_str()
            }

            /// The fragment after `#`, raw (`None` without `#`).
            pub const fn fragment(&self) -> Option<&'a str> {
                self.uri.fragment()
            }
        }

        impl<'a> From<$ty<'a>> for $crate::Uri<'a> {
            fn from(v: $ty<'a>) -> Self {
                v.uri
            }
        }

        impl core::fmt::Display for $ty<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.uri.as_str())
            }
        }
    };
}
pub(crate) use rfc_view;

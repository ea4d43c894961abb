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
}

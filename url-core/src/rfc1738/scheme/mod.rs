//! The schemes of RFC 1738: [`Scheme`], the reading of `scheme ":"`
//! ([`scheme_of`]), and one production per §3 scheme in the files beside
//! this one (the `const fn parse` of the part after `<scheme>:`, called by
//! the dispatcher in [`crate::rfc1738`]). Each
//! records the scheme's marks in the [`Url`](crate::view::url::Url) it fills;
//! the typed views that read them are in `crate::view`.

pub(crate) mod file;
pub(crate) mod ftp;
pub(crate) mod gopher;
pub(crate) mod http;
pub(crate) mod mailto;
pub(crate) mod news;
pub(crate) mod nntp;
pub(crate) mod other;
pub(crate) mod prospero;
pub(crate) mod table;
#[cfg(test)]
mod table_tests;
pub(crate) mod telnet;
pub(crate) mod wais;

use core::fmt;

use crate::chars;
use crate::scan::swar::class_end_bytewise;

/// The text the macros' non-literal path puts before an error in a URL of
/// a scheme of the table's group `$g`: no name for other schemes.
macro_rules! panic_prefix {
    (other $name:literal) => {
        "invalid URL: "
    };
    ($g:ident $name:literal) => {
        concat!("invalid ", $name, " URL: ")
    };
}

/// Generates [`Scheme`] and its per-scheme `const fn`s from the table
/// ([`table`]): every group alike, in the order of [`Scheme::ALL`].
macro_rules! define_scheme {
    (
        []
        $( $g:ident { $(
            $(#[$doc:meta])* $v:ident $(of $of:ident)? {
                name $name:literal port ($port:expr) production $prod:literal section $sec:literal
                article $art:literal prefix $prefix:literal hint $hint:literal view $view:ident
                builder $builder:ident example $ex:literal takes [$( ($t:ident $tname:literal $tport:tt) )*]
            }
        )* } )*
    ) => {
        /// The schemes RFC 1738 defines, https (RFC 2818, in http's form), and
        /// `Other` for the rest.
        ///
        /// Recognised case-insensitively (§2.1: "programs interpreting URLs should
        /// treat upper case letters as equivalent to lower case in scheme names").
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Scheme {
            $($($(#[$doc])* $v,)*)*
        }

        impl Scheme {
            /// All schemes: the ten of RFC 1738 in the order of its §3, then
            /// `Https` (RFC 2818), then `Other`.
            pub const ALL: [Scheme; 12] = [$($(Scheme::$v,)*)*];

            /// The lower-case name (`"ftp"`, ..., and `"other"` for [`Scheme::Other`]).
            pub const fn name(self) -> &'static str {
                match self {
                    $($(Scheme::$v => $name,)*)*
                }
            }

            /// The default port of §3, and 443 for https (RFC 2818 §2.3); `None` for
            /// mailto, news, file and other schemes.
            pub const fn default_port(self) -> Option<u16> {
                match self {
                    $($(Scheme::$v => $port,)*)*
                }
            }

            /// The RFC 1738 §5 production for the scheme (`"ftpurl"`, ...,
            /// `"otherurl"`).
            ///
            /// https has no production of its own: RFC 2818 §2.4 writes its URLs with
            /// http's, so it is `"httpurl"` for both, and an error in an https URL
            /// names the rule of `httpurl` that it breaks.
            ///
            /// ```
            /// use url_core::Scheme;
            /// assert_eq!(Scheme::Https.production(), "httpurl");
            /// ```
            pub const fn production(self) -> &'static str {
                match self {
                    $($(Scheme::$v => $prod,)*)*
                }
            }

            /// The RFC 1738 section that states the scheme's [`production`](Scheme::production)
            /// (`"3.2"`, ...; `"4"` for other schemes).
            ///
            /// For https that is http's §3.3: RFC 2818 §2.4, which names the scheme,
            /// only says that its URLs take http's form, so the rules an https URL
            /// can break, and the errors that cite them, are those of §3.3.
            ///
            /// ```
            /// use url_core::Scheme;
            /// assert_eq!(Scheme::Https.section(), "3.3");
            /// ```
            pub const fn section(self) -> &'static str {
                match self {
                    $($(Scheme::$v => $sec,)*)*
                }
            }

            /// How URLs of the scheme start (`"ftp://"`, `"mailto:"`, `"news:"`).
            pub const fn prefix(self) -> &'static str {
                match self {
                    $($(Scheme::$v => $prefix,)*)*
                }
            }

            /// Whether the typed view of `self` takes a URL of scheme `found`: its
            /// own scheme, and a scheme written in its form (https for http's view,
            /// [`HttpUrl`](crate::HttpUrl)).
            pub(crate) const fn view_takes(self, found: Scheme) -> bool {
                match self {
                    $($(Scheme::$v => matches!(found, $(Scheme::$t)|*),)*)*
                }
            }

            /// What must follow the host, for schemes that need a path.
            pub(crate) const fn path_hint(self) -> &'static str {
                match self {
                    $($(Scheme::$v => $hint,)*)*
                }
            }

            /// "a" or "an", for messages.
            pub(crate) const fn article(self) -> &'static str {
                match self {
                    $($(Scheme::$v => $art,)*)*
                }
            }

            /// Not public API: the name of the scheme's typed view below the
            /// crate root (`"FtpUrl"`, `"HttpUrl"` for http and https,
            /// `"OtherUrl"`), for the macros.
            #[doc(hidden)]
            pub const fn __view_name(self) -> &'static str {
                match self {
                    $($(Scheme::$v => stringify!($view),)*)*
                }
            }

            /// Not public API: a URL of the scheme for usage messages (http's
            /// for other schemes), for the macros.
            #[doc(hidden)]
            pub const fn __example(self) -> &'static str {
                match self {
                    $($(Scheme::$v => $ex,)*)*
                }
            }

            /// The name of the scheme's builder in `crate::build` (`"Http"`
            /// for https, whose builder is `Http::https`).
            #[cfg(feature = "alloc")]
            pub(crate) const fn builder(self) -> &'static str {
                match self {
                    $($(Scheme::$v => stringify!($builder),)*)*
                }
            }

            /// The text the macros' non-literal path puts before an error in
            /// a URL of this scheme (`"invalid ftp URL: "`, `"invalid URL: "`
            /// for other schemes).
            pub(crate) const fn panic_prefix(self) -> &'static str {
                match self {
                    $($(Scheme::$v => panic_prefix!($g $name),)*)*
                }
            }
        }

    };
}

crate::__rfc1738_schemes!(define_scheme [name port production section article prefix hint view builder example takes]);

impl Scheme {
    /// The scheme `text` starts with, when it starts with `scheme ":"`
    /// (RFC 1738 §2.1; [`Scheme::Other`] for a scheme this crate does not
    /// define), whether or not the rest is a valid URL: the same reading of
    /// the scheme as [`Url::parse`](crate::Url::parse)'s.
    ///
    /// ```
    /// use url_core::Scheme;
    /// assert_eq!(Scheme::of("FTP://host/~x"), Some(Scheme::Ftp));
    /// assert_eq!(Scheme::of("x-y:z"), Some(Scheme::Other));
    /// assert_eq!(Scheme::of("www.example.com/x"), None);
    /// assert_eq!(Scheme::of(":x"), None);
    /// ```
    pub const fn of(text: &str) -> Option<Scheme> {
        match scheme_of(text.as_bytes()) {
            Some((_, scheme)) => Some(scheme),
            None => None,
        }
    }

    /// The scheme for a scheme name, compared case-insensitively.
    ///
    /// ```
    /// use url_core::Scheme;
    /// assert_eq!(Scheme::from_name("HTTP"), Scheme::Http);
    /// assert_eq!(Scheme::from_name("https"), Scheme::Https);
    /// assert_eq!(Scheme::from_name("shttp"), Scheme::Other);
    /// ```
    pub const fn from_name(name: &str) -> Scheme {
        Scheme::from_bytes(name.as_bytes())
    }

    pub(crate) const fn from_bytes(b: &[u8]) -> Scheme {
        // The parser's common schemes never get here (`parse::known_scheme`
        // reads them as a word); this is the general reading, by name
        // (`Other`'s own name, last, gives `Other` too).
        let mut k = 0;
        while k < Scheme::ALL.len() {
            if crate::chars::eq_ignore_case(b, Scheme::ALL[k].name().as_bytes()) {
                return Scheme::ALL[k];
            }
            k += 1;
        }
        Scheme::Other
    }
}

impl fmt::Display for Scheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `scheme ":"` at the start of `b` (§2.1): the index of the colon and the
/// scheme, or `None` when `b` does not start with a non-empty scheme and a
/// colon. The one reader of the scheme for [`parse`], the typed parsers and
/// the macros' panic text.
#[inline(always)]
pub(crate) const fn scheme_of(b: &[u8]) -> Option<(usize, Scheme)> {
    if let Some(known) = known_scheme(b) {
        return Some(known);
    }
    let i = class_end_bytewise::<{ chars::SCHEME }>(b, 0);
    if i > 0 && i < b.len() && b[i] == b':' {
        Some((i, Scheme::from_bytes(b.split_at(i).0)))
    } else {
        None
    }
}

/// The common case of `scheme ":"`: one of the schemes of §3 or https, recognised by
/// comparing those bytes as one word; returns the index of the colon and the
/// scheme, or `None` (then the scheme is read byte by byte). prospero, whose
/// colon is the ninth byte, is compared as a word and a byte.
///
/// Bit 0x20 is set in the bytes of the name only: that folds the case of a
/// letter, and no byte but a letter becomes a letter. The colon is compared
/// as it is.
#[inline(always)]
pub(super) const fn known_scheme(b: &[u8]) -> Option<(usize, Scheme)> {
    /// The name of `kind` and its colon (the first eight bytes of them) as a
    /// little-endian word, and the mask of those bytes.
    const fn word(kind: Scheme) -> (u64, u64) {
        let name = kind.name().as_bytes();
        let n = if name.len() < 8 { name.len() + 1 } else { 8 };
        let mut w = 0;
        let mut i = 0;
        while i < n {
            w |= (if i < name.len() { name[i] } else { b':' } as u64) << (8 * i);
            i += 1;
        }
        (w, u64::MAX >> (64 - 8 * n))
    }
    /// Bit 0x20 in each byte of a name of `n` bytes.
    const fn fold(n: usize) -> u64 {
        0x2020_2020_2020_2020 >> (64 - 8 * n)
    }
    const HTTP: (u64, u64) = word(Scheme::Http);
    const HTTPS: (u64, u64) = word(Scheme::Https);
    const FTP: (u64, u64) = word(Scheme::Ftp);
    const GOPHER: (u64, u64) = word(Scheme::Gopher);
    const MAILTO: (u64, u64) = word(Scheme::Mailto);
    const NEWS: (u64, u64) = word(Scheme::News);
    const NNTP: (u64, u64) = word(Scheme::Nntp);
    const TELNET: (u64, u64) = word(Scheme::Telnet);
    const WAIS: (u64, u64) = word(Scheme::Wais);
    const FILE: (u64, u64) = word(Scheme::File);
    const PROSPERO: u64 = word(Scheme::Prospero).0;
    let w = match b.first_chunk::<8>() {
        Some(c) => u64::from_le_bytes(*c),
        None => return None,
    };
    let w3 = w | fold(3);
    let w4 = w | fold(4);
    let w5 = w | fold(5);
    let w6 = w | fold(6);
    Some(if w4 & HTTP.1 == HTTP.0 {
        (4, Scheme::Http)
    } else if w5 & HTTPS.1 == HTTPS.0 {
        (5, Scheme::Https)
    } else if w3 & FTP.1 == FTP.0 {
        (3, Scheme::Ftp)
    } else if w6 & GOPHER.1 == GOPHER.0 {
        (6, Scheme::Gopher)
    } else if w6 & MAILTO.1 == MAILTO.0 {
        (6, Scheme::Mailto)
    } else if w4 & NEWS.1 == NEWS.0 {
        (4, Scheme::News)
    } else if w4 & NNTP.1 == NNTP.0 {
        (4, Scheme::Nntp)
    } else if w6 & TELNET.1 == TELNET.0 {
        (6, Scheme::Telnet)
    } else if w4 & WAIS.1 == WAIS.0 {
        (4, Scheme::Wais)
    } else if w4 & FILE.1 == FILE.0 {
        (4, Scheme::File)
    } else if w | fold(8) == PROSPERO && b.len() > 8 && b[8] == b':' {
        (8, Scheme::Prospero)
    } else {
        return None;
    })
}

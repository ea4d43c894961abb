//! URI, IRI and URL literals checked while the program compiles, each by one
//! `no_std`, `const fn` grammar that `parse` runs at run time too: RFC 3986
//! for today's URLs ([`uri!`], [`Uri::parse`]), RFC 3987 for those with
//! Unicode ([`iri!`], [`Iri::parse`]) and RFC 1738 for the URLs of 1994,
//! each scheme's own rules included ([`url!`], [`Url::parse`]).
//!
//! ```
//! use url_literal::{ftp_url, iri, uri, url, FtpType, FtpUrl, Host, Iri, Uri, UriHost, Url};
//!
//! // Checked at compile time; a typo here is a compile error with a caret
//! // under it.
//! const API: Uri<'static> = uri!("https://[2001:db8::7]:8443/v1/items?next=/home");
//! const WIKI: Iri<'static> = iri!("https://de.wikipedia.org/wiki/München");
//! const MIRROR: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/rfc/rfc1738.txt;type=a");
//! const HOME: Url<'static> = url!("http://info.cern.ch/hypertext/WWW/TheProject.html");
//! const PORT: Option<u16> = HOME.port_or_default();
//!
//! assert_eq!(API.host(), Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 7])));
//! assert_eq!(WIKI.path(), "/wiki/München");
//! assert_eq!(MIRROR.name(), Some("rfc1738.txt"));
//! assert_eq!(MIRROR.typecode(), Some(FtpType::Ascii));
//! assert_eq!(PORT, Some(80));
//!
//! // The same grammars at run time.
//! assert_eq!(Uri::parse("http://[::1]:8080/").unwrap().port(), Some(8080));
//! let url = Url::parse("gopher://gopher.example.org/0about.txt").unwrap();
//! assert_eq!(url.host(), Some(Host::Name("gopher.example.org")));
//! ```
//!
#![doc = include_str!("tour.md")]
//!
// The tour links to items that exist only with a feature off by default:
// where the feature is on, to the item; where it is off, to the item's page
// on docs.rs, which documents every feature (`package.metadata.docs.rs`).
// (The blank line above ends the tour's last paragraph, which would
// otherwise continue into these definitions.)
#![cfg_attr(feature = "client", doc = "[`client`]: client")]
#![cfg_attr(
    not(feature = "client"),
    doc = concat!("[`client`]: https://docs.rs/url-literal/", env!("CARGO_PKG_VERSION"), "/url_literal/client/index.html")
)]
#![cfg_attr(any(feature = "url", feature = "http"), doc = "[`ConvertError`]: ConvertError")]
#![cfg_attr(any(feature = "url", feature = "http"), doc = "[`ConvertError::Rewritten`]: ConvertError::Rewritten")]
#![cfg_attr(any(feature = "url", feature = "http"), doc = "[`Moved`]: Moved")]
#![cfg_attr(
    not(any(feature = "url", feature = "http")),
    doc = concat!("[`Moved`]: https://docs.rs/url-literal/", env!("CARGO_PKG_VERSION"), "/url_literal/struct.Moved.html")
)]
#![cfg_attr(
    not(any(feature = "url", feature = "http")),
    doc = concat!("[`ConvertError`]: https://docs.rs/url-literal/", env!("CARGO_PKG_VERSION"), "/url_literal/enum.ConvertError.html")
)]
#![cfg_attr(
    not(any(feature = "url", feature = "http")),
    doc = concat!(
        "[`ConvertError::Rewritten`]: https://docs.rs/url-literal/",
        env!("CARGO_PKG_VERSION"),
        "/url_literal/enum.ConvertError.html#variant.Rewritten"
    )
)]
#![no_std]
// The tour links to what `alloc` adds, a default feature; without it those
// links have no target.
#![cfg_attr(not(feature = "alloc"), allow(rustdoc::broken_intra_doc_links))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub use url_core::*;

#[cfg(any(feature = "client", feature = "http", all(feature = "url", feature = "std")))]
extern crate std;
#[cfg(feature = "client")]
pub mod client;

/// IRIs at run time beyond url-core's [`Iri`]: the optional step of RFC 3987
/// §3.1 that writes the host of an http, https, ws, wss or ftp IRI in
/// punycode (IDNA, UTS 46 non-transitional), as [`iri_uri!`] does at compile
/// time (feature `idna`, through the `idna` crate).
///
/// ```
/// use url_literal::iri;
/// use url_literal::iri::to_uri_idna;
///
/// let uri = to_uri_idna(&iri!("https://bücher.example/straße")).unwrap();
/// assert_eq!(uri.as_str(), "https://xn--bcher-kva.example/stra%C3%9Fe");
/// ```
#[cfg(feature = "idna")]
pub mod iri {
    pub use url_core::idna::{host_to_ascii, is_dns_scheme, to_uri_idna, IdnaError, DNS_SCHEMES};
}

/// The README's examples, run as doctests (with `alloc`, which the README's
/// template example needs; it is a default feature).
#[cfg(all(doctest, feature = "alloc"))]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

#[cfg(any(feature = "http", all(feature = "url", feature = "std")))]
mod sites;

/// Not public API: what the macros expand to.
#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

/// A compile-time checked URL of any scheme: `url!("http://info.cern.ch/")`
/// is a [`Url<'static>`](crate::Url) constant.
///
/// The literal is checked against the whole of RFC 1738 §5 and the rules of
/// its scheme; see the [crate docs](crate) for errors, warnings (silenced per
/// call by `allow(..)` after the argument: `url!("…", allow(password))`) and
/// non-literal arguments.
///
/// ```
/// use url_literal::{url, Host, Scheme, Url};
///
/// const NEWS: Url<'static> = url!("news:comp.infosystems.www.misc");
/// static HOME: Url<'static> = url!("http://info.cern.ch/");
/// let local = url!(r"file:///etc/motd");
///
/// assert_eq!(NEWS.kind(), Scheme::News);
/// assert_eq!(HOME.host(), Some(Host::Name("info.cern.ch")));
/// assert_eq!(local.url_path(), Some("etc/motd"));
/// ```
#[macro_export]
macro_rules! url {
    ($($arg:tt)*) => {
        $crate::__private::__url! { $crate; $($arg)* }
    };
}

/// The typed macros, one per scheme of url-core's table of schemes
/// (`url_core::__rfc1738_schemes!`), in its order: each forwards to its
/// proc-macro entry point with `$crate`. The examples below are given per
/// macro, in the table's order; a name out of place fails to compile.
macro_rules! typed_macros {
    (
        [$d:tt $( $given:ident { $(#[$example:meta])* } )*]
        rfc1738 { $(
            $(#[$doc:meta])* $v:ident { view $view:ident typed ($mac:ident $entry:ident) }
        )* }
        $($rest:tt)*
    ) => {
        $(
            const _: () = assert!(
                same(stringify!($given), stringify!($mac)),
                concat!("the example for ", stringify!($given), " is in the place of ", stringify!($mac), "'s")
            );

            #[doc = concat!("A compile-time checked [`", stringify!($view), "`](crate::", stringify!($view), ") constant.")]
            ///
            $(#[$example])*
            #[macro_export]
            macro_rules! $mac {
                ($d($d arg:tt)*) => {
                    $d crate::__private::$entry! { $d crate; $d($d arg)* }
                };
            }
        )*
    };
}

/// Whether two names are the same, for [`typed_macros!`]'s order check.
#[allow(dead_code, reason = "used in typed_macros!'s const assertions, which rustc 1.87 (the MSRV) does not count")]
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

url_core::__rfc1738_schemes!(
    typed_macros [view typed],
    $
    ftp_url {
        /// ```
        /// use url_literal::{ftp_url, FtpType, FtpUrl};
        /// const README: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/README;type=a");
        /// assert_eq!(README.typecode(), Some(FtpType::Ascii));
        /// ```
    }
    http_url {
        /// ```
        /// use url_literal::{http_url, HttpUrl};
        /// const SEARCH: HttpUrl<'static> = http_url!("http://www.example.com/cgi-bin/search?rfc1738");
        /// assert_eq!(SEARCH.search(), Some("rfc1738"));
        ///
        /// // https too (RFC 2818 §2.4: http's form, port 443); the view says which
        /// const API: HttpUrl<'static> = http_url!("https://api.example.com/v1/status");
        /// assert_eq!((API.is_secure(), API.port_or_default()), (true, 443));
        /// assert!(!SEARCH.is_secure());
        /// ```
    }
    gopher_url {
        /// ```
        /// use url_literal::{gopher_url, GopherUrl};
        /// const ROOT: GopherUrl<'static> = gopher_url!("gopher://gopher.example.org/");
        /// assert_eq!(ROOT.item_type(), "1");
        /// ```
    }
    mailto_url {
        /// ```
        /// use url_literal::{mailto_url, MailtoUrl};
        /// const AUTHOR: MailtoUrl<'static> = mailto_url!("mailto:timbl@info.cern.ch");
        /// assert_eq!(AUTHOR.domain(), "info.cern.ch");
        /// ```
    }
    news_url {
        /// ```
        /// use url_literal::{news_url, NewsUrl};
        /// const GROUP: NewsUrl<'static> = news_url!("news:comp.infosystems.www.misc");
        /// assert_eq!(GROUP.group(), Some("comp.infosystems.www.misc"));
        /// ```
    }
    nntp_url {
        /// ```
        /// use url_literal::{nntp_url, NntpUrl};
        /// const ARTICLE: NntpUrl<'static> = nntp_url!("nntp://news.example.org/comp.lang.c/1234");
        /// assert_eq!(ARTICLE.article(), Some(1234));
        /// ```
    }
    telnet_url {
        /// ```
        /// use url_literal::{telnet_url, TelnetUrl};
        /// const LIBRARY: TelnetUrl<'static> = telnet_url!("telnet://melvyl.ucop.edu/");
        /// assert_eq!(LIBRARY.port_or_default(), 23);
        /// ```
    }
    wais_url {
        /// ```
        /// use url_literal::{wais_url, WaisUrl};
        /// const SERVERS: WaisUrl<'static> = wais_url!("wais://quake.think.com/directory-of-servers");
        /// assert_eq!(SERVERS.database(), "directory-of-servers");
        /// ```
    }
    file_url {
        /// ```
        /// use url_literal::{file_url, FileUrl};
        /// const MOTD: FileUrl<'static> = file_url!("file:///etc/motd");
        /// assert!(MOTD.is_local());
        /// ```
    }
    prospero_url {
        /// ```
        /// use url_literal::{prospero_url, ProsperoUrl};
        /// const NAME: ProsperoUrl<'static> = prospero_url!("prospero://host.dom//pros/name");
        /// assert_eq!(NAME.hsoname(), "/pros/name");
        /// ```
    }
);

/// A compile-time checked RFC 3986 URI: `uri!("https://api.example.com/v1")`
/// is a [`Uri<'static>`](crate::Uri) constant, checked by [`Uri::parse`](crate::Uri::parse)
/// (the generic syntax of RFC 3986, the rules of http, https, ws and wss, and
/// those of file, mailto, data and urn by their own RFCs, as [`file_uri!`],
/// [`mailto_uri!`], [`data_uri!`] and [`urn!`] check them).
///
/// For the URLs programs use today (https, IPv6 hosts, `~`, `/` and `?` in a
/// query); [`url!`] checks RFC 1738 instead. An invalid literal is a compile
/// error with a caret under the offending bytes, citing RFC 3986 (or RFC 9110
/// / RFC 6455 for a scheme's rule); `concat!` and `env!` arguments are
/// checked as literals, a `const` one by const evaluation of the same
/// parser. `uri!("…", allow(password))` silences the password warning.
///
/// ```
/// use url_literal::{uri, Uri, UriHost};
///
/// const API: Uri<'static> = uri!("https://[2001:db8::7]:8443/~v1/items?next=/home#top");
/// const PORT: Option<u16> = API.port();
/// static DOCS: Uri<'static> = uri!(concat!("https://", "docs.example.com", "/"));
/// let urn = uri!("urn:isbn:0451450523");
///
/// assert_eq!(API.host(), Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 7])));
/// assert_eq!((PORT, API.default_port()), (Some(8443), Some(443)));
/// assert_eq!((API.path(), API.query()), ("/~v1/items", Some("next=/home")));
/// assert_eq!(DOCS.host_str(), Some("docs.example.com"));
/// assert_eq!((urn.scheme(), urn.path()), ("urn", "isbn:0451450523"));
/// ```
#[macro_export]
macro_rules! uri {
    ($($arg:tt)*) => {
        $crate::__private::__uri! { $crate; $($arg)* }
    };
}

/// A compile-time checked RFC 3986 URI reference (`URI-reference`: a URI or
/// a relative reference): a [`UriRef<'static>`](crate::UriRef) constant,
/// checked by [`UriRef::parse`](crate::UriRef::parse).
///
/// ```
/// use url_literal::{uri_ref, UriRef};
///
/// const NEXT: UriRef<'static> = uri_ref!("../v2/items?page=2");
/// const ABSOLUTE: UriRef<'static> = uri_ref!("https://example.com/");
///
/// assert!(NEXT.is_relative());
/// assert_eq!((NEXT.path(), NEXT.query()), ("../v2/items", Some("page=2")));
/// assert_eq!(ABSOLUTE.as_uri().map(|u| u.scheme()), Some("https"));
/// ```
#[macro_export]
macro_rules! uri_ref {
    ($($arg:tt)*) => {
        $crate::__private::__uri_ref! { $crate; $($arg)* }
    };
}

/// A compile-time checked RFC 3987 IRI: `iri!("https://example.com/café")`
/// is an [`Iri<'static>`](crate::Iri) constant, checked by
/// [`Iri::parse`](crate::Iri::parse): the grammar of [`uri!`] with Unicode
/// (`ucschar`) in every component and `iprivate` in the query (§2.2), no
/// bidirectional formatting character (§4.1), and the rules of http, https,
/// ws and wss, and of file, mailto, data and urn, as for [`uri!`]. Errors, warnings (`allow(password)`, `allow(likely_mistake)`)
/// and `concat!`/`env!`/`const` arguments as for [`uri!`]; a caret spans the
/// whole character, and a bidi or invisible character is shown escaped.
///
/// ```
/// use url_literal::{iri, Iri};
///
/// const MAP: Iri<'static> = iri!("https://例え.jp/地図?場所=東京#中心");
///
/// assert_eq!(MAP.host_str(), Some("例え.jp"));
/// assert_eq!((MAP.path(), MAP.query(), MAP.fragment()), ("/地図", Some("場所=東京"), Some("中心")));
/// ```
#[macro_export]
macro_rules! iri {
    ($($arg:tt)*) => {
        $crate::__private::__iri! { $crate; $($arg)* }
    };
}

/// A compile-time checked RFC 3987 IRI reference (`IRI-reference`: an IRI
/// or a relative reference): an [`IriRef<'static>`](crate::IriRef)
/// constant, checked by [`IriRef::parse`](crate::IriRef::parse).
///
/// ```
/// use url_literal::{iri_ref, IriRef};
///
/// const NEXT: IriRef<'static> = iri_ref!("../Straße?seite=2");
///
/// assert!(NEXT.is_relative());
/// assert_eq!((NEXT.path(), NEXT.query()), ("../Straße", Some("seite=2")));
/// ```
#[macro_export]
macro_rules! iri_ref {
    ($($arg:tt)*) => {
        $crate::__private::__iri_ref! { $crate; $($arg)* }
    };
}

/// The URI of a compile-time checked IRI literal (RFC 3987 §3.1), a
/// [`Uri<'static>`](crate::Uri) constant: every character outside ASCII as
/// the `%XX` of its UTF-8 bytes (upper-case hex), and for http, https, ws,
/// wss and ftp a host with Unicode in punycode (IDNA, UTS 46
/// non-transitional, through the `idna` crate at compile time, with the
/// feature `idna`: without it, such a host is a compile error that names
/// the feature; a host IDNA refuses is one too). Takes a literal, `concat!` or `env!`: the
/// URI is computed when the macro expands; for a `const` IRI, use
/// [`Iri::to_uri`](crate::Iri::to_uri) at run time.
///
/// ```
/// use url_literal::{iri_uri, Uri};
///
/// const FILE: Uri<'static> = iri_uri!("file:///home/józef/notes.txt");
/// assert_eq!(FILE.path(), "/home/j%C3%B3zef/notes.txt");
///
/// # #[cfg(feature = "idna")] {
/// // feature `idna`: the host in punycode
/// const SHOP: Uri<'static> = iri_uri!("https://bücher.example/straße?q=ü");
/// assert_eq!(SHOP.as_str(), "https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC");
/// assert_eq!(SHOP.host_str(), Some("xn--bcher-kva.example"));
/// # }
/// ```
#[macro_export]
macro_rules! iri_uri {
    ($($arg:tt)*) => {
        $crate::__private::__iri_uri! { $crate; $($arg)* }
    };
}

/// A compile-time checked http or https URI (RFC 9110 §4.2): an
/// [`HttpUri<'static>`](crate::HttpUri) constant, checked by
/// [`HttpUri::parse`](crate::HttpUri::parse): an authority with a non-empty
/// host, no userinfo.
///
/// ```
/// use url_literal::{http_uri, HttpUri};
///
/// const API: HttpUri<'static> = http_uri!("https://api.example.com/v1?page=2");
/// const PORT: u16 = API.port_or_default();
///
/// assert!(API.is_secure());
/// assert_eq!((PORT, API.host_str(), API.query()), (443, "api.example.com", Some("page=2")));
/// ```
#[macro_export]
macro_rules! http_uri {
    ($($arg:tt)*) => {
        $crate::__private::__http_uri! { $crate; $($arg)* }
    };
}

/// A compile-time checked ws or wss URI (RFC 6455 §3): a
/// [`WsUri<'static>`](crate::WsUri) constant, checked by
/// [`WsUri::parse`](crate::WsUri::parse): a non-empty host, no userinfo, no
/// fragment.
///
/// ```
/// use url_literal::{ws_uri, WsUri};
///
/// const CHAT: WsUri<'static> = ws_uri!("wss://chat.example.com/socket?room=1");
///
/// assert!(CHAT.is_secure());
/// assert_eq!((CHAT.port(), CHAT.port_or_default(), CHAT.path()), (None, 443, "/socket"));
/// ```
#[macro_export]
macro_rules! ws_uri {
    ($($arg:tt)*) => {
        $crate::__private::__ws_uri! { $crate; $($arg)* }
    };
}

/// A compile-time checked file URI (RFC 8089 §2): a
/// [`FileUri<'static>`](crate::FileUri) constant, checked by
/// [`FileUri::parse`](crate::FileUri::parse): no userinfo, no port, an
/// absolute path, no query.
///
/// ```
/// use url_literal::{file_uri, FileUri};
///
/// const HOSTS: FileUri<'static> = file_uri!("file:///etc/hosts");
/// assert!(HOSTS.is_local());
/// # #[cfg(feature = "alloc")]
/// assert_eq!(HOSTS.to_unix_path().as_deref(), Ok("/etc/hosts"));
/// ```
#[macro_export]
macro_rules! file_uri {
    ($($arg:tt)*) => {
        $crate::__private::__file_uri! { $crate; $($arg)* }
    };
}

/// A compile-time checked mailto URI (RFC 6068 §2): a
/// [`MailtoUri<'static>`](crate::MailtoUri) constant, checked by
/// [`MailtoUri::parse`](crate::MailtoUri::parse): each address an RFC 5322
/// `addr-spec` of well-formed UTF-8 without bidi formatting or invisible
/// characters, each header field `name=value`, decoded safe for a mail
/// composer (a name of printable ASCII without `:`, `to`, `cc` and `bcc`
/// values addresses, no CR, LF or NUL in a value but `body`'s CR LF).
///
/// ```
/// use url_literal::{mailto_uri, MailtoUri};
///
/// const SUPPORT: MailtoUri<'static> = mailto_uri!("mailto:support@example.com?subject=Order%2042");
/// assert_eq!(SUPPORT.to().next().unwrap(), "support@example.com");
/// ```
#[macro_export]
macro_rules! mailto_uri {
    ($($arg:tt)*) => {
        $crate::__private::__mailto_uri! { $crate; $($arg)* }
    };
}

/// A compile-time checked data URI (RFC 2397 §3): a
/// [`DataUri<'static>`](crate::DataUri) constant, checked by
/// [`DataUri::parse`](crate::DataUri::parse): a media type of RFC 2045 §5.1
/// and, with `;base64`, base64 of RFC 4648 §4.
///
/// `data_uri!(bytes "...")` gives the decoded octets instead, as a
/// `&'static [u8]` decoded at compile time, so that an embedded asset costs
/// no decoding at run time: the macro decodes a literal (or `concat!`,
/// `env!`) itself and writes the octets as a byte string literal, which
/// costs the build little more than a `&str` literal of the same size (1 MiB
/// of base64: 0.3 s more, `BENCHMARKS.md`); a `const` argument is decoded by
/// const evaluation
/// ([`DataUri::decode_array`](crate::DataUri::decode_array)), which is slow
/// at size (64 KiB: seconds).
///
/// ```
/// use url_literal::{data_uri, DataUri};
///
/// const NOTE: DataUri<'static> = data_uri!("data:text/plain;base64,SGVsbG8=");
/// const BYTES: &[u8] = data_uri!(bytes "data:text/plain;base64,SGVsbG8=");
/// assert_eq!(NOTE.media_type(), Some("text/plain"));
/// assert_eq!(BYTES, b"Hello");
/// ```
#[macro_export]
macro_rules! data_uri {
    (bytes $($arg:tt)*) => {
        $crate::__private::__data_uri_bytes! { $crate; $($arg)* }
    };
    ($($arg:tt)*) => {
        $crate::__private::__data_uri! { $crate; $($arg)* }
    };
}

/// A compile-time checked URN (RFC 8141 §2): a [`Urn<'static>`](crate::Urn)
/// constant, checked by [`Urn::parse`](crate::Urn::parse): a NID of 2 to 32
/// letters, digits and `-`, an NSS, `?+`/`?=` components; for `urn:uuid:`
/// a UUID (RFC 9562 §4).
///
/// ```
/// use url_literal::{urn, Urn};
///
/// const JWT_BEARER: Urn<'static> = urn!("urn:ietf:params:oauth:grant-type:jwt-bearer");
/// assert_eq!(JWT_BEARER.nid(), "ietf");
/// ```
#[macro_export]
macro_rules! urn {
    ($($arg:tt)*) => {
        $crate::__private::__urn! { $crate; $($arg)* }
    };
}

/// A [`url::Url`](https://docs.rs/url/2/url/struct.Url.html) from a literal
/// checked at compile time, with no fallible call in the program
/// (features `url` and `std`): `client.get(whatwg_url!("https://api.example.com/v1"))`.
///
/// The literal is checked as [`uri!`] checks it (RFC 3986, the rules of
/// http, https, ws and wss, and those of file, mailto, data and urn by their
/// own RFCs; the same carets and advice), then handed, while
/// the program compiles, to the `url` crate's own parser through
/// `url::Url::try_from(Uri)`. Any literal that `url::Url` would reject
/// (`http://[v1.x]/`), write differently (`HTTP://Example.COM/`,
/// `http://example.com:80/`, `http://example.com`, `http://h/a/../b`,
/// `http://[0:0:0:0:0:0:0:1]/`) or read as another address
/// (`http://0127.0.0.1/`, octal for WHATWG) is a compile error naming WHATWG
/// and each change ([`ConvertError::Rewritten`](crate::ConvertError::Rewritten)
/// classifies them), with the text WHATWG keeps ready to paste:
///
/// ```text
/// error: url::Url would rewrite the URI as http://example.com/: WHATWG drops the default port :80 (RFC 3986 §6.2.3)
///          http://example.com:80/
///                            ^^^
///          help: write it as WHATWG keeps it: "http://example.com/"
/// ```
///
/// The value is a `url::Url` by value, as reqwest's `IntoUrl` takes it
/// (implemented for `Url`, not `&Url`). At run time the text is parsed on
/// the call site's first evaluation, into a table of the program keyed by
/// the literal's address (`OnceLock` slots: no lock on the way, nothing to
/// compile per call site but one function call); each evaluation after
/// clones it (one allocation and a copy, no parse). Threads racing to a
/// first evaluation may each parse the text (one value is kept, the same);
/// no evaluation waits for another's, so a global allocator may evaluate
/// these macros too. A text the table has no room for (past tens of
/// thousands of distinct texts) is parsed at each evaluation. The value is
/// no constant: in a `const` or `static` rustc refuses the call
/// (`cannot call non-const function`); a `static` of one is a `LazyLock`.
/// Nothing on that path can panic: the `url` crate the
/// macro ran at compile time is the very version the program links (Cargo
/// resolves one version of `url` in Cargo.lock for the proc macro, built
/// for the host, and for the program), and its parser accepted the same
/// text and wrote it unchanged. The table is why the macro needs `std`;
/// without it, check the literal with [`uri!`] and convert it with
/// `url::Url::try_from`.
///
/// `concat!` of literals and `env!("VAR")` are assembled and checked as a
/// literal is. A `const` argument is refused: `url::Url`'s parser is not a
/// `const fn`, so it cannot run on a constant while the macro expands, and
/// its verdict at run time could only be a panic.
/// `whatwg_url!("…", allow(password))` and `allow(likely_mistake)` silence
/// [`uri!`]'s warnings.
///
/// ```
/// # #[cfg(all(feature = "url", feature = "std"))] {
/// use url_literal::whatwg_url;
///
/// let api: url::Url = whatwg_url!("https://api.example.com/v1/items?page=2");
/// assert_eq!((api.host_str(), api.path(), api.query()), (Some("api.example.com"), "/v1/items", Some("page=2")));
/// let docs = whatwg_url!(concat!("https://", "docs.example.com", "/"));
/// assert_eq!(docs, url::Url::parse("https://docs.example.com/").unwrap());
/// # }
/// ```
///
/// ```compile_fail
/// let home = url_literal::whatwg_url!("HTTPS://Example.COM"); // WHATWG writes "https://example.com/"
/// ```
#[cfg(all(feature = "url", feature = "std"))]
#[macro_export]
macro_rules! whatwg_url {
    ($($arg:tt)*) => {
        $crate::__private::__whatwg_url! { $crate; $($arg)* }
    };
}

/// An [`http::Uri`](https://docs.rs/http/1/http/uri/struct.Uri.html) from a
/// literal checked at compile time, with no fallible call in the program
/// (feature `http`): `Request::get(http_crate_uri!("https://api.example.com/v1"))`.
///
/// Named for the crate whose type it yields, as [`whatwg_url!`] is for the
/// standard `url::Url` implements: [`http_uri!`] is this crate's own typed
/// view ([`HttpUri`](crate::HttpUri)).
///
/// The literal is an http, https, ws or wss URI checked as [`http_uri!`]
/// (or [`ws_uri!`]) checks it, then handed, while the program compiles, to
/// the `http` crate's own parser through `http::Uri::try_from(HttpUri)`.
/// Any literal that `http::Uri` would reject, or whose `http::Uri` writes
/// differently (`HTTP://h/` lower-cased, `http://h` given the path `/`, a
/// `#fragment`, which an `http::Uri` cannot hold), and a host that WHATWG
/// and `inet_aton` read as another address (`http://0127.0.0.1/`), is a
/// compile error naming the change, with the text `http::Uri` keeps ready to
/// paste. `http::Uri` keeps the host's case and an explicit default port.
///
/// The value is `http::Uri::from_static` of the literal, which keeps the
/// `&'static str` (no copy of the text), run on the call site's first
/// evaluation into the table of the program that [`whatwg_url!`] describes,
/// and cloned for each evaluation after (no
/// parse, no copy of the text; about a sixth of a parse per evaluation,
/// measured in the bench crate's `ecosystem` bench). It cannot panic: the
/// same version of the `http` crate (one in Cargo.lock for the proc macro
/// and the program) parsed the same text while the program compiled and
/// wrote it unchanged. `concat!` and `env!` arguments are checked as
/// literals; a `const` one is refused, as with [`whatwg_url!`].
///
/// ```
/// # #[cfg(feature = "http")] {
/// use url_literal::http_crate_uri;
///
/// let uri: http::Uri = http_crate_uri!("https://api.example.com/v1/items?page=2");
/// assert_eq!((uri.host(), uri.path(), uri.query()), (Some("api.example.com"), "/v1/items", Some("page=2")));
/// let request = http::Request::get(http_crate_uri!("http://[::1]:8080/health")).body(()).unwrap();
/// assert_eq!(request.uri().port_u16(), Some(8080));
/// # }
/// ```
///
/// ```compile_fail
/// let uri = url_literal::http_crate_uri!("https://example.com/#top"); // http::Uri holds no fragment
/// ```
#[cfg(feature = "http")]
#[macro_export]
macro_rules! http_crate_uri {
    ($($arg:tt)*) => {
        $crate::__private::__http_crate_uri! { $crate; $($arg)* }
    };
}

/// A URI template, checked at compile time and filled at run time:
/// `uri_format!("https://api.example.com/users/{id}/repos?page={page}")` is
/// a [`UriBuf`](crate::UriBuf) (feature `alloc`) whose holes hold the
/// values, each percent-encoded for the component it stands in, so that it
/// decodes back to the exact value and the template's own `/`, `?`, `&`, `=`
/// and `#` keep their meaning.
///
/// The arguments follow `format!`'s: positional (`{}`, `{0}`),
/// named (`{id}` with `id = expr`), implicit captures (`{id}` alone takes the
/// local `id`), `{{` and `}}`; each value is written with its `Display`. An
/// unknown, missing or unused argument is a compile error.
///
/// A value never changes which resource the URI names: escaped, a `/` stays
/// in its segment and a `&` in its query value; and a value that would make
/// a path segment `.` or `..` is refused, never rewritten, in the spellings
/// a server reads, the segment decoded once: `%2E`, `.%2e`, with the
/// segment's fixed dots (`.{x}` with `.`), followed by spaces or NULs (`.. `,
/// `..%00`, which Windows and C strings drop), and as a part of the segment
/// between the `/` or `\` it decodes to (`..%5C..%5Cetc`, `%2F..`), where
/// servers on Windows and many frameworks split; its part before a fixed
/// `;` counts. `%252E%252E` (decoded once, `%2E%2E`) is no dot segment. So
/// that no call can fail or panic, every path hole (a whole segment, a part
/// of one, a `{name..}` tail's items) takes only
/// [`SegmentSafe`](crate::template::SegmentSafe) values here: integers,
/// `bool`, floats, IP addresses. Text there is a compile error that names
/// [`try_uri_format!`], which takes it and returns an error for these
/// values. Query, fragment and userinfo holes take any `Display`. An empty
/// value leaves an empty segment (`/users//repos`), which RFC 3986 and
/// WHATWG keep; a server that merges slashes does not, so check for it
/// where that matters.
///
/// ```compile_fail
/// // A text value in a whole path segment: `..` would climb a level.
/// let user = "..";
/// let _ = url_literal::uri_format!("https://api.example.com/users/{user}/delete");
/// ```
///
/// The fixed text is checked by [`Uri::parse`](crate::Uri::parse) with each
/// hole stood in for, so it gets `uri!`'s errors and carets; a hole where no
/// value could make the URI valid (in the scheme, inside a `%XX` escape, in
/// part of a port) is a compile error that says why. A hole in the host
/// needs [`try_uri_format!`]. What each hole escapes is listed in
/// [`template`](crate::template).
///
/// ```
/// use url_literal::uri_format;
///
/// let (id, page, q, name) = (42u64, 2, "rust & c++", 7);
/// let uri = uri_format!("https://api.example.com/users/{id}/v{page}/{name}.json?q={q}#{}", "a/b");
/// assert_eq!(uri.as_str(), "https://api.example.com/users/42/v2/7.json?q=rust%20%26%20c%2B%2B#a/b");
/// assert_eq!(uri.as_uri().path(), "/users/42/v2/7.json");
///
/// // `{name..}`: path segments (`/` between, escaped inside) and query pairs.
/// let path = [2024, 7];
/// let pairs = [("sort", "name"), ("dir", "a&z")];
/// let uri = uri_format!("https://h:{port}/archive/{path..}?{pairs..}", port = 8443u16);
/// assert_eq!(uri.as_str(), "https://h:8443/archive/2024/7?sort=name&dir=a%26z");
/// assert_eq!(uri.as_uri().port(), Some(8443));
/// ```
///
/// ```compile_fail
/// // A hole in the scheme: no escaping makes a value a scheme.
/// let s = "https";
/// let _ = url_literal::uri_format!("{s}://example.com/");
/// ```
#[cfg(feature = "alloc")]
#[macro_export]
macro_rules! uri_format {
    ($($arg:tt)*) => {
        $crate::__private::__uri_format! { $crate; $($arg)* }
    };
}

/// [`uri_format!`] for any value: text in a path segment, where a value
/// that would make the segment `.` or `..` is refused (in the spellings
/// [`uri_format!`] lists: `..`, `%2E%2E`, `.%2e`, `.` beside a fixed `.`,
/// `.. `, `..%00`, and `..` as a part between the `/` or `\` the segment
/// decodes to, `..%5C..%5Cetc`; RFC 3986 §2.3, §3.3, §5.2.4),
/// and holes in the host, which no escaping can make valid: the host is
/// checked at run time by the host rule of RFC 3986 §3.2.2 (and an http,
/// https, ws or wss URI must have one). Gives
/// `Result<UriBuf, TemplateError>`; the error names the hole as the
/// template wrote it. A value is never rewritten to fit.
///
/// ```
/// use url_literal::try_uri_format;
///
/// let tenant = "acme";
/// let uri = try_uri_format!("https://{tenant}.example.com/v1/{}", "items")?;
/// assert_eq!(uri.as_uri().host_str(), Some("acme.example.com"));
///
/// let user = "a/b";
/// let uri = try_uri_format!("https://api.example.com/users/{user}/delete")?;
/// assert_eq!(uri.as_str(), "https://api.example.com/users/a%2Fb/delete");
/// let user = "..";
/// let e = try_uri_format!("https://api.example.com/users/{user}/delete").unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "the value of {user} makes the path segment '..', a dot segment, which every reader removes \
///      (RFC 3986 §3.3, §5.2.4)"
/// );
/// let e = try_uri_format!("https://h/files/{rest..}", rest = ["a", "%2e%2E"]).map(|u| u.to_string());
/// assert_eq!(e.as_deref(), Ok("https://h/files/a/%252e%252E"));
/// let user = r"..\..\etc";
/// let e = try_uri_format!("https://api.example.com/users/{user}/delete").unwrap_err();
/// assert_eq!(e.problem(), Some(url_literal::template::ValueProblem::DotPart { dots: 2 }));
///
/// let tenant = "evil.example/";
/// let e = try_uri_format!("https://{tenant}.example.com/").unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "invalid host 'evil.example/.example.com': unexpected character '/' in host; write it as %2F \
///      (RFC 3986 §3.2.2)"
/// );
/// # Ok::<(), url_literal::template::TemplateError>(())
/// ```
#[cfg(feature = "alloc")]
#[macro_export]
macro_rules! try_uri_format {
    ($($arg:tt)*) => {
        $crate::__private::__try_uri_format! { $crate; $($arg)* }
    };
}

/// [`uri_format!`] for RFC 1738: an http, https (RFC 2818) or ftp template, checked by
/// [`Url::parse`](crate::Url::parse) at compile time, whose holes stand in
/// the http path (`hsegment`) and search or the ftp path (`fsegment`), each
/// value escaped with that grammar's class (see
/// [`UrlHole`](crate::template::UrlHole)); yields
/// [`HttpUrlBuf`](crate::HttpUrlBuf) or [`FtpUrlBuf`](crate::FtpUrlBuf).
/// A gopher template needs [`try_url_format!`].
///
/// As in [`uri_format!`], an http path hole (a segment or a part of one,
/// which a value could make `.` or `..`) takes only
/// [`SegmentSafe`](crate::template::SegmentSafe) values (integers,
/// `bool`, ...), and so does every ftp hole: an ftp segment is sent decoded
/// as one `CWD` or `RETR` argument, where a value's `/` would be a path of
/// its own and an empty one no argument. Text there needs
/// [`try_url_format!`].
///
/// ```
/// use url_literal::url_format;
///
/// let (year, file, q) = (2024, 1.5, "x&y");
/// let ftp = url_format!("ftp://ftp.example.org/pub/{year};type=d");
/// assert_eq!(ftp.as_str(), "ftp://ftp.example.org/pub/2024;type=d");
/// let http = url_format!("http://info.cern.ch/{}/{file}.html?{q}", 7);
/// assert_eq!(http.as_str(), "http://info.cern.ch/7/1.5.html?x%26y");
/// ```
///
/// ```compile_fail
/// // Text in an ftp segment: `..` would be `CWD ..`.
/// let (dir, file) = ("..", "passwd");
/// let _ = url_literal::url_format!("ftp://ftp.example.org/pub/{dir}/{file}");
/// ```
#[cfg(feature = "alloc")]
#[macro_export]
macro_rules! url_format {
    ($($arg:tt)*) => {
        $crate::__private::__url_format! { $crate; $($arg)* }
    };
}

/// [`url_format!`] for any value, and gopher templates; yields
/// `Result<_, TemplateError>`, the error naming the hole. Refused, never
/// rewritten: a value that makes an http path segment `.` or `..`; an ftp
/// segment empty, `.` or `..`, or with a `/` or `\` in it (each `CWD` and
/// the `RETR` take one segment, decoded: RFC 1738 §3.2.2); a gopher
/// selector's TAB, CR or LF (RFC 1738 §3.4.1), or a part of it between `/`
/// or `\` that a value makes `.` or `..` (a server that maps selectors to
/// files would climb).
///
/// ```
/// use url_literal::try_url_format;
///
/// let sel = "docs/read me";
/// assert_eq!(try_url_format!("gopher://gopher.example.org/0{sel}")?.as_str(), "gopher://gopher.example.org/0docs/read%20me");
/// let e = try_url_format!("gopher://gopher.example.org/0{}", "a\r\nQUIT").unwrap_err();
/// assert_eq!(e.to_string(), "the value of {} (argument 0): encoded CR or LF in gopher selector; gopher selectors cannot contain %0D or %0A (RFC 1738 §3.4.1)");
///
/// let (dir, file) = ("..", "passwd");
/// let e = try_url_format!("ftp://ftp.example.org/pub/{dir}/{file}").unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "the value of {dir} makes the ftp path segment '..', which the server reads as a step in its file tree \
///      (RFC 1738 §3.2.2)"
/// );
/// # Ok::<(), url_literal::template::TemplateError>(())
/// ```
#[cfg(feature = "alloc")]
#[macro_export]
macro_rules! try_url_format {
    ($($arg:tt)*) => {
        $crate::__private::__try_url_format! { $crate; $($arg)* }
    };
}

/// An RFC 6570 URI Template, checked at compile time and expanded at run
/// time: `uri_template!("https://api.example.com/search{?q,page}")` binds
/// `q` and `page` from the caller's scope (or from `name = value` after the
/// template, as `format!` names its arguments) and yields a
/// [`UriBuf`](crate::UriBuf) when the template's fixed text starts with a
/// scheme, a [`UriRefBuf`](crate::UriRefBuf) otherwise (feature `alloc`).
///
/// The template is checked by [`UriTemplate::parse_const`](crate::rfc6570::UriTemplate::parse_const),
/// the grammar [`UriTemplate::parse`](crate::rfc6570::UriTemplate::parse)
/// runs at run time: an error has the RFC 6570 rule and section and a caret
/// under the template's character. The expansion is RFC 6570's, §3, byte for
/// byte, read back as a URI that no value moves
/// ([`UriTemplate::expand`](crate::rfc6570::UriTemplate::expand)).
///
/// A variable's kind is its type's (see [`template::Bound`](crate::template::Bound)):
/// any `Display` (text, numbers) is a string; `Option<T>` is undefined when
/// `None`, and an undefined variable is left out with its operator's
/// `?name=` (§3.2.1); slices, arrays, `Vec`s, `VecDeque`s and `BTreeSet`s of
/// `Display` items are lists; `BTreeMap`s, `HashMap`s and slices of
/// `(name, value)` pairs are associative arrays, in their order. A
/// `HashMap`'s order changes from run to run, so it is expanded in the
/// order of its keys: the same values give the same URI on every run. A
/// prefix modifier on a list or an associative array is a compile error
/// (§2.4.1: it does not apply to them), as is a name without a value, an
/// unused argument, and an operator the grammar reserves.
///
/// ```
/// use url_literal::uri_template;
///
/// let q = "rust uri";
/// let page: Option<u32> = None;
/// let uri = uri_template!("https://api.example.com/search{?q,page}");
/// assert_eq!(uri.as_str(), "https://api.example.com/search?q=rust%20uri");
/// let page = Some(2);
/// let uri = uri_template!("https://api.example.com/search{?q,page}");
/// assert_eq!(uri.as_str(), "https://api.example.com/search?q=rust%20uri&page=2");
///
/// // Lists and associative arrays, exploded or not; a prefix of a string.
/// let labels = ["bug", "help wanted"];
/// let sort = [("by", "created"), ("dir", "desc")];
/// let uri = uri_template!("/issues{?labels,sort*}{#anchor:3}", anchor = 12345);
/// assert_eq!(uri.as_str(), "/issues?labels=bug,help%20wanted&by=created&dir=desc#123");
/// ```
///
/// So that no call can fail or panic, a variable whose value could be
/// refused at run time takes only values that cannot be: in a `{/x}`, a
/// `{x}`, `{.x}` or `{&x}` in a path segment (beside fixed text too, since
/// a value could make a part of it between a `/` or `\` it decodes to
/// `..`: `v%2F..`), a `{+x}` or a `{#x}`, only
/// integers, `bool`, floats and IP addresses (and lists and maps of them,
/// [`template::SafeValue`](crate::template::SafeValue)). Text there is a
/// compile error that names [`try_uri_template!`], which takes it and
/// refuses a value that makes a segment `.` or `..` or moves the host. A
/// `{x}` or `{+x}` in a segment whose fixed text is only dots takes only a
/// value that is always there (not an `Option` or a list:
/// [`template::SafeDefined`](crate::template::SafeDefined)), since an
/// undefined one could leave the segment `.` (`/{x}.{#y}`). An
/// expression in the scheme or the authority needs `try_uri_template!`
/// for any value.
///
/// ```
/// use url_literal::uri_template;
///
/// let number = 1347;
/// let uri = uri_template!("https://api.github.com/repos/rust-lang/rust/issues{/number}");
/// assert_eq!(uri.as_str(), "https://api.github.com/repos/rust-lang/rust/issues/1347");
/// ```
///
/// ```compile_fail
/// // Text in a whole path segment: `..` would climb a level.
/// let owner = "..";
/// let _ = url_literal::uri_template!("https://api.github.com/repos/{owner}/issues");
/// ```
///
/// ```compile_fail
/// // A prefix modifier on a list (RFC 6570 §2.4.1).
/// let tags = ["a", "b"];
/// let _ = url_literal::uri_template!("/t{?tags:3}");
/// ```
#[cfg(feature = "alloc")]
#[macro_export]
macro_rules! uri_template {
    ($($arg:tt)*) => {
        $crate::__private::__uri_template! { $crate; $($arg)* }
    };
}

/// [`uri_template!`] for any value: yields
/// `Result<UriBuf or UriRefBuf, TemplateError>`, the error naming the
/// variable as the template writes it (`{+path}`) when a value makes a path
/// segment `.` or `..`, moves the scheme, userinfo, host or port away from
/// what the template's fixed text wrote, writes a scheme or starts an
/// authority (`//`) that the fixed text did not, or makes the expansion no
/// URI-reference ([`UriTemplate::expand`](crate::rfc6570::UriTemplate::expand)).
/// A value is never rewritten to fit.
/// A template whose fixed text every call would refuse, a scheme and
/// authority before the first expression that the grammar refuses
/// (`https://u:secret@h/{p}`: RFC 9110 §4.2.4), is a compile error.
///
/// ```
/// use url_literal::try_uri_template;
///
/// let (owner, repo) = ("rust-lang", "rust");
/// let uri = try_uri_template!("https://api.github.com/repos/{owner}/{repo}/issues{/number}", number = 7)?;
/// assert_eq!(uri.as_str(), "https://api.github.com/repos/rust-lang/rust/issues/7");
///
/// let path = "@evil.example/x";
/// let e = try_uri_template!("https://example.com{+path}").unwrap_err();
/// assert_eq!(e.hole(), Some("{+path}"));
/// let seg = "..";
/// let e = try_uri_template!("https://example.com/files{/seg}").unwrap_err();
/// assert_eq!(e.hole(), Some("{/seg}"));
/// # Ok::<(), url_literal::template::TemplateError>(())
/// ```
#[cfg(feature = "alloc")]
#[macro_export]
macro_rules! try_uri_template {
    ($($arg:tt)*) => {
        $crate::__private::__try_uri_template! { $crate; $($arg)* }
    };
}

//! The one table of RFC 1738's schemes: each scheme once, with everything
//! the crates say about it (name, default port, §5 production, section,
//! article, prefix, the path a message asks for, production module, typed
//! view, builder, typed macro and its entry point, example), in the spirit of
//! the `http` crate's `status_codes!`.
//!
//! [`__rfc1738_schemes!`](crate::__rfc1738_schemes) hands the table to a
//! callback macro, which generates from it: [`Scheme`](super::Scheme) and its
//! `const fn` accessors (in `super`), [`Details`](crate::Details), the
//! dispatch to each scheme's production (`crate::rfc1738`), the macros'
//! panic texts and lists (`crate::__private`), and, in the other crates, the
//! proc-macro entry points (url-macros), the facade's typed macros
//! (url-literal) and the test lists (tests/build.rs, through
//! `__private::TYPED`).
//!
//! The table has three groups, in the order of [`Scheme::ALL`](super::Scheme::ALL):
//! - `rfc1738`: the ten schemes of RFC 1738 §3, each with its own
//!   production, view and typed macro;
//! - `forms`: schemes written in the form of one of those (`of`): https, in
//!   http's form (RFC 2818 §2.4), whose view, production and macro are http's;
//! - `other`: any other scheme (§5 `otherurl`), with a view and no macro.

/// Not public API: calls `$callback! { [<args>] <the table> }`, the
/// arguments being any tokens after `$callback,` (see
/// `url_core::rfc1738::scheme::table`). Rows are
/// `#[doc] Variant { name, port, production, section, article, prefix, hint,
/// module, view, builder, typed (macro entry), example }`.
#[doc(hidden)]
#[macro_export]
macro_rules! __rfc1738_schemes {
    ($callback:ident $(, $($arg:tt)*)?) => {
        $callback! {
            [$($($arg)*)?]
            rfc1738 {
                /// `ftp` — File Transfer Protocol (§3.2).
                Ftp {
                    name "ftp", port Some(21), production "ftpurl", section "3.2", article "an",
                    prefix "ftp://", hint "'/'", module ftp, view FtpUrl, builder Ftp,
                    typed (ftp_url __ftp_url), example "ftp://ftp.example.org/pub/README"
                }
                /// `http` — Hypertext Transfer Protocol (§3.3).
                Http {
                    name "http", port Some(80), production "httpurl", section "3.3", article "an",
                    prefix "http://", hint "'/'", module http, view HttpUrl, builder Http,
                    typed (http_url __http_url), example "http://info.cern.ch/"
                }
                /// `gopher` — the Gopher protocol (§3.4).
                Gopher {
                    name "gopher", port Some(70), production "gopherurl", section "3.4", article "a",
                    prefix "gopher://", hint "'/'", module gopher, view GopherUrl, builder Gopher,
                    typed (gopher_url __gopher_url), example "gopher://gopher.example.org/"
                }
                /// `mailto` — electronic mail address (§3.5).
                Mailto {
                    name "mailto", port None, production "mailtourl", section "3.5", article "a",
                    prefix "mailto:", hint "'/'", module mailto, view MailtoUrl, builder Mailto,
                    typed (mailto_url __mailto_url), example "mailto:timbl@info.cern.ch"
                }
                /// `news` — USENET news (§3.6).
                News {
                    name "news", port None, production "newsurl", section "3.6", article "a",
                    prefix "news:", hint "'/'", module news, view NewsUrl, builder News,
                    typed (news_url __news_url), example "news:comp.infosystems.www.misc"
                }
                /// `nntp` — USENET news using NNTP access (§3.7).
                Nntp {
                    name "nntp", port Some(119), production "nntpurl", section "3.7", article "an",
                    prefix "nntp://", hint "'/<newsgroup>'", module nntp, view NntpUrl, builder Nntp,
                    typed (nntp_url __nntp_url), example "nntp://news.example.org/comp.lang.c/1234"
                }
                /// `telnet` — reference to interactive sessions (§3.8).
                Telnet {
                    name "telnet", port Some(23), production "telneturl", section "3.8", article "a",
                    prefix "telnet://", hint "'/'", module telnet, view TelnetUrl, builder Telnet,
                    typed (telnet_url __telnet_url), example "telnet://melvyl.ucop.edu/"
                }
                /// `wais` — Wide Area Information Servers (§3.9).
                Wais {
                    name "wais", port Some(210), production "waisurl", section "3.9", article "a",
                    prefix "wais://", hint "'/<database>'", module wais, view WaisUrl, builder Wais,
                    typed (wais_url __wais_url), example "wais://quake.think.com/directory-of-servers"
                }
                /// `file` — host-specific file names (§3.10).
                File {
                    name "file", port None, production "fileurl", section "3.10", article "a",
                    prefix "file://", hint "'/'", module file, view FileUrl, builder File,
                    typed (file_url __file_url), example "file:///etc/motd"
                }
                /// `prospero` — Prospero Directory Service (§3.11).
                Prospero {
                    name "prospero", port Some(1525), production "prosperourl", section "3.11", article "a",
                    prefix "prospero://", hint "'/<hsoname>'", module prospero, view ProsperoUrl, builder Prospero,
                    typed (prospero_url __prospero_url), example "prospero://host.dom//pros/name"
                }
            }
            forms {
                /// `https` — HTTP over TLS (RFC 2818 §2.4). RFC 1738 does not define it,
                /// but RFC 2818 writes its URLs in http's form, `httpurl` (§3.3) with the
                /// scheme `https`, and gives it the default port 443. Its typed view is
                /// [`HttpUrl`](crate::HttpUrl), whose [`is_secure`](crate::HttpUrl::is_secure)
                /// tells the two apart.
                ///
                /// After the ten schemes of RFC 1738, so that they keep their places (and
                /// numbers) in [`ALL`](Scheme::ALL).
                Https of Http {
                    name "https", port Some(443), production "httpurl", section "3.3", article "an",
                    prefix "https://", hint "'/'", module http, view HttpUrl, builder Http,
                    typed (http_url __http_url), example "https://info.cern.ch/"
                }
            }
            other {
                /// Any other scheme: `otherurl = genericurl` (§5).
                Other {
                    name "other", port None, production "otherurl", section "4", article "an",
                    prefix "<scheme>:", hint "'/'", module other, view OtherUrl, builder Other,
                    example "http://info.cern.ch/"
                }
            }
        }
    };
}

/// Not public API: the second section of the table of schemes, the schemes
/// whose rules the RFC 3986 parser applies (DESIGN.md, "Modern URIs"):
/// calls `$callback! { [<args>] <rows> }`. Rows are
/// `Variant { name, article, port (default), secure (over TLS), ws
/// (a WebSocket scheme, view `WsUri`; else `HttpUri`), section (of its
/// rules), userinfo (the section of its userinfo rule) }`.
#[doc(hidden)]
#[macro_export]
macro_rules! __rfc3986_schemes {
    ($callback:ident $(, $($arg:tt)*)?) => {
        $callback! {
            [$($($arg)*)?]
            Http { name "http", article "an", port 80, secure false, ws false, section "RFC 9110 4.2.1", userinfo "RFC 9110 4.2.4" }
            Https { name "https", article "an", port 443, secure true, ws false, section "RFC 9110 4.2.2", userinfo "RFC 9110 4.2.4" }
            Ws { name "ws", article "a", port 80, secure false, ws true, section "RFC 6455 3", userinfo "RFC 6455 3" }
            Wss { name "wss", article "a", port 443, secure true, ws true, section "RFC 6455 3", userinfo "RFC 6455 3" }
        }
    };
}

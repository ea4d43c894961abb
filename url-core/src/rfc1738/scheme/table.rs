//! The one table of schemes: each scheme once, with everything the crates
//! say about it, in the spirit of the `http` crate's `status_codes!`.
//!
//! [`__rfc1738_schemes!`](crate::__rfc1738_schemes) holds RFC 1738's
//! schemes (name, default port, §5 production, section, article, prefix, the
//! path a message asks for, production module, typed view, builder, typed
//! macro and its entry point, example) and
//! [`__rfc3986_schemes!`](crate::__rfc3986_schemes) the schemes whose rules
//! the RFC 3986 parser applies. Each hands its rows to a callback macro,
//! with only the columns the callback names, through
//! [`__scheme_columns!`](crate::__scheme_columns): a row's shape is written
//! once, in its table's macro, and a new column touches this file and the
//! callbacks that use it. From the RFC 1738 table come
//! [`Scheme`](super::Scheme) and its `const fn` accessors (in `super`),
//! [`Details`](crate::Details), the dispatch to each scheme's production
//! (`crate::rfc1738`), the views' `port_or_default` (`crate::view::ports`),
//! the macros' panic texts and lists (`crate::__private`), the scheme names
//! advice measures typos against (`crate::advice::known`), and, in the other
//! crates, the proc-macro entry points (url-macros), the facade's typed
//! macros (url-literal) and the test lists (tests/build.rs, through
//! `__private::TYPED`).
//!
//! The RFC 1738 table has two groups, and a callback sees three, in the
//! order of [`Scheme::ALL`](super::Scheme::ALL):
//! - `rfc1738`: the ten schemes of RFC 1738 §3, each with its own
//!   production, view and typed macro;
//! - `forms`: schemes written in the form of one of those, written in the
//!   table inside that one's row (`forms { ... }`, with their own name,
//!   port, prefix and example, the rest taken from the row): https, in
//!   http's form (RFC 2818 §2.4). A callback sees them as `Https of Http`;
//! - `other`: any other scheme (§5 `otherurl`), with a view and no macro
//!   (`typed none`).
//!
//! Besides the written columns, each row has `takes`: the schemes its view
//! takes, with their names and default ports, `[(Http "http" (Some(80)))
//! (Https "https" (Some(443)))]` for http (a form's row takes only its own scheme). Ports reach a callback
//! as `port (Some(21))`, in parentheses, so that a callback can read the
//! number.

/// Not public API: the column picker of the tables of schemes.
///
/// `__scheme_columns! { ($callback [<args>]) [<wanted columns>] [<all
/// columns>] <groups> }`, each group `<name> { (<head>) {} [(<column>
/// <value>) ...] ... }`, calls `$callback! { [<args>] <name> { <head> {
/// <column> <value> ... } ... } ... }` with only the wanted columns, which
/// must be named in the table's order (a misspelt or misplaced one is a
/// compile error). One step per column, so it stays far below the
/// recursion limit.
#[doc(hidden)]
#[macro_export]
macro_rules! __scheme_columns {
    // The next column is wanted: move it to each row's picks.
    (@keep $cx:tt $want:tt $cols:tt $( $g:ident { $( $head:tt { $($pick:tt)* } [($key:ident $val:tt) $($rest:tt)*] )* } )*) => {
        $crate::__scheme_columns! { $cx $want $cols $( $g { $( $head { $($pick)* $key $val } [$($rest)*] )* } )* }
    };
    // The next column is not wanted: drop it.
    (@drop $cx:tt $want:tt $cols:tt $( $g:ident { $( $head:tt $pick:tt [$first:tt $($rest:tt)*] )* } )*) => {
        $crate::__scheme_columns! { $cx $want $cols $( $g { $( $head $pick [$($rest)*] )* } )* }
    };
    // Every wanted column picked: call back.
    (($cb:ident [$($arg:tt)*]) [] $cols:tt $( $g:ident { $( ($($head:tt)*) $pick:tt $rest:tt )* } )*) => {
        $cb! { [$($arg)*] $( $g { $( $($head)* $pick )* } )* }
    };
    // Is the next column the next wanted one? One arm per column name.
    ($cx:tt [name $($w:ident)*] [name $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [port $($w:ident)*] [port $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [production $($w:ident)*] [production $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [section $($w:ident)*] [section $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [article $($w:ident)*] [article $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [prefix $($w:ident)*] [prefix $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [hint $($w:ident)*] [hint $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [module $($w:ident)*] [module $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [view $($w:ident)*] [view $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [builder $($w:ident)*] [builder $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [typed $($w:ident)*] [typed $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [example $($w:ident)*] [example $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [takes $($w:ident)*] [takes $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [secure $($w:ident)*] [secure $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [ws $($w:ident)*] [ws $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    ($cx:tt [userinfo $($w:ident)*] [userinfo $($c:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @keep $cx [$($w)*] [$($c)*] $($g)* } };
    // A wanted column with no column left to match it.
    ($cx:tt [$w:ident $($ws:ident)*] [] $($g:tt)*) => {
        compile_error!(concat!(
            "no column `", stringify!($w), "` in the table of schemes, or not in the table's order"
        ));
    };
    // Another column: not wanted.
    ($cx:tt $want:tt [$c:ident $($cs:ident)*] $($g:tt)*) => { $crate::__scheme_columns! { @drop $cx $want [$($cs)*] $($g)* } };
}

/// Not public API: calls `$callback! { [<args>] <rows> }` with the columns
/// named in brackets, in the table's order, the arguments being any tokens
/// after `$callback [..],` (see `url_core::rfc1738::scheme::table`).
/// Columns: `name, port, production, section, article, prefix, hint,
/// module, view, builder, typed (macro entry), example` and the derived
/// `takes`. A callback sees the groups `rfc1738 { <Variant { .. }>* }
/// forms { <Variant of Base { .. }>* } other { Variant { .. } }`.
#[doc(hidden)]
#[macro_export]
macro_rules! __rfc1738_schemes {
    // A row's shape, once: every row as `(<head>) {} [(<column> <value>)
    // ...]`, a row's forms lifted out of it into their own group.
    (@rows $cx:tt $want:tt $( $g:ident { $(
        $(#$doc:tt)* $v:ident {
            name $name:literal, port $pk:ident $(($p:literal))?, production $prod:literal, section $sec:literal,
            article $art:literal, prefix $prefix:literal, hint $hint:literal, module $module:ident,
            view $view:ident, builder $builder:ident, typed $typed:tt, example $ex:literal
            $(, forms { $(
                $(#$fdoc:tt)* $fv:ident {
                    name $fname:literal, port $fpk:ident $(($fp:literal))?, prefix $fprefix:literal, example $fex:literal
                }
            )* })?
        }
    )* } )*) => {
        $crate::__rfc1738_schemes! { @order $cx $want
            $( $g { $(
                ($(#$doc)* $v) {} [
                    (name $name) (port ($pk $(($p))?)) (production $prod) (section $sec) (article $art)
                    (prefix $prefix) (hint $hint) (module $module) (view $view) (builder $builder)
                    (typed $typed) (example $ex)
                    (takes [($v $name ($pk $(($p))?)) $($( ($fv $fname ($fpk $(($fp))?)) )*)?])
                ]
            )* } )*
            forms { $( $( $( $(
                ($(#$fdoc)* $fv of $v) {} [
                    (name $fname) (port ($fpk $(($fp))?)) (production $prod) (section $sec) (article $art)
                    (prefix $fprefix) (hint $hint) (module $module) (view $view) (builder $builder)
                    (typed $typed) (example $fex) (takes [($fv $fname ($fpk $(($fp))?))])
                ]
            )* )? )* )* }
        }
    };
    // The groups in the order of `Scheme::ALL`.
    (@order $cx:tt $want:tt rfc1738 $rfc1738:tt other $other:tt forms $forms:tt) => {
        $crate::__scheme_columns! { $cx $want
            [name port production section article prefix hint module view builder typed example takes]
            rfc1738 $rfc1738 forms $forms other $other
        }
    };
    ($callback:ident [$($want:ident)*] $(, $($arg:tt)*)?) => {
        $crate::__rfc1738_schemes! {
            @rows ($callback [$($($arg)*)?]) [$($want)*]
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
                    typed (http_url __http_url), example "http://info.cern.ch/",
                    forms {
                        /// `https` — HTTP over TLS (RFC 2818 §2.4). RFC 1738 does not define it,
                        /// but RFC 2818 writes its URLs in http's form, `httpurl` (§3.3) with the
                        /// scheme `https`, and gives it the default port 443. Its typed view is
                        /// [`HttpUrl`](crate::HttpUrl), whose [`is_secure`](crate::HttpUrl::is_secure)
                        /// tells the two apart.
                        ///
                        /// After the ten schemes of RFC 1738, so that they keep their places (and
                        /// numbers) in [`ALL`](Scheme::ALL).
                        Https { name "https", port Some(443), prefix "https://", example "https://info.cern.ch/" }
                    }
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
            other {
                /// Any other scheme: `otherurl = genericurl` (§5).
                Other {
                    name "other", port None, production "otherurl", section "4", article "an",
                    prefix "<scheme>:", hint "'/'", module other, view OtherUrl, builder Other,
                    typed none, example "http://info.cern.ch/"
                }
            }
        }
    };
}

/// Not public API: the second section of the table of schemes, the schemes
/// whose rules the RFC 3986 parser applies (DESIGN.md, "Modern URIs"):
/// calls `$callback! { [<args>] rfc3986 { <Variant { .. }>* } }` with the
/// columns named in brackets, in the table's order: `name, article, port
/// (default), secure (over TLS), ws (a WebSocket scheme, view `WsUri`; else
/// `HttpUri`), section (of its rules), userinfo (the section of its
/// userinfo rule)`.
#[doc(hidden)]
#[macro_export]
macro_rules! __rfc3986_schemes {
    // A row's shape, once.
    (@rows $cx:tt $want:tt $(
        $v:ident {
            name $name:literal, article $art:literal, port $port:literal, secure $secure:literal,
            ws $ws:literal, section $sec:literal, userinfo $userinfo:literal
        }
    )*) => {
        $crate::__scheme_columns! { $cx $want [name article port secure ws section userinfo]
            rfc3986 { $( ($v) {} [
                (name $name) (article $art) (port $port) (secure $secure) (ws $ws) (section $sec) (userinfo $userinfo)
            ] )* }
        }
    };
    ($callback:ident [$($want:ident)*] $(, $($arg:tt)*)?) => {
        $crate::__rfc3986_schemes! {
            @rows ($callback [$($($arg)*)?]) [$($want)*]
            Http { name "http", article "an", port 80, secure false, ws false, section "RFC 9110 4.2.1", userinfo "RFC 9110 4.2.4" }
            Https { name "https", article "an", port 443, secure true, ws false, section "RFC 9110 4.2.2", userinfo "RFC 9110 4.2.4" }
            Ws { name "ws", article "a", port 80, secure false, ws true, section "RFC 6455 3", userinfo "RFC 6455 3" }
            Wss { name "wss", article "a", port 443, secure true, ws true, section "RFC 6455 3", userinfo "RFC 6455 3" }
        }
    };
}

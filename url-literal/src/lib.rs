//! URLs as RFC 1738 defines them, checked by one `no_std`, `const fn` grammar —
//! at compile time by the [`url!`] macros, at run time by [`Url::parse`]; and
//! today's URLs under RFC 3986 the same way, by [`uri!`] and [`Uri::parse`]
//! (see [RFC 3986](#rfc-3986-uri-for-todays-urls)).
//!
//! ```
//! use url_literal::{ftp_url, url, FtpType, FtpUrl, Host, Url};
//!
//! // Checked at compile time against the RFC 1738 BNF and ftp's own rules;
//! // a typo here is a compile error with a caret under it.
//! const MIRROR: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/rfc/rfc1738.txt;type=a");
//! const HOME: Url<'static> = url!("http://info.cern.ch/hypertext/WWW/TheProject.html");
//! const PORT: Option<u16> = HOME.port_or_default();
//!
//! assert_eq!(MIRROR.name(), Some("rfc1738.txt"));
//! assert_eq!(MIRROR.typecode(), Some(FtpType::Ascii));
//! assert_eq!(PORT, Some(80));
//!
//! // The same grammar at run time.
//! let url = Url::parse("gopher://gopher.example.org/0about.txt").unwrap();
//! assert_eq!(url.host(), Some(Host::Name("gopher.example.org")));
//! ```
//!
//! # A tour
//!
//! ## Compile-time constants
//!
//! [`url!`] takes a URL of any scheme and yields a [`Url<'static>`](Url); the
//! typed macros ([`ftp_url!`], [`http_url!`] (http and https), [`gopher_url!`],
//! [`mailto_url!`], [`news_url!`], [`nntp_url!`], [`telnet_url!`],
//! [`wais_url!`], [`file_url!`], [`prospero_url!`]) take a URL of their scheme
//! only and yield its typed view. Each expands to a constant: the literal and
//! the offsets of its parts, found at expansion time by the same parser
//! [`Url::parse`] runs, so nothing is parsed again when the program runs and
//! every accessor works in `const`:
//!
//! ```
//! use url_literal::{http_url, nntp_url, HttpUrl, NntpUrl};
//!
//! const STATUS: HttpUrl<'static> = http_url!("http://api.example.org:8080/v1/status?verbose=1");
//! const ARTICLE: NntpUrl<'static> = nntp_url!("nntp://news.example.org/comp.lang.c/1234");
//! const API_PORT: u16 = STATUS.port_or_default();
//! const NUMBER: Option<u64> = ARTICLE.article();
//!
//! assert_eq!((API_PORT, NUMBER), (8080, Some(1234)));
//! ```
//!
//! An invalid literal is a compile error that names the problem, the rule and
//! the RFC section, and draws the literal with a caret under the offending
//! bytes:
//!
//! ```text
//! error: invalid http URL: http URLs take no user name or password (RFC 1738 §3.3)
//!          http://user@host/
//!                 ^^^^^ httpurl: expected a host without user name or password
//! ```
//!
//! When the mistake has a likely fix ([`ParseError::suggestion`]), a `help:`
//! line gives the corrected literal:
//!
//! ```text
//! error: invalid URL: unexpected character '/' in scheme; expected letters, digits, '+', '-' or '.' and then ':' (RFC 1738 §2.1)
//!          www.example.com/x
//!                         ^ scheme
//!          help: missing scheme (RFC 1738 §2.1); did you mean `http://www.example.com/x`?
//! ```
//!
//! A literal that is valid but likely a mistake (`url!("localhost:8080")`,
//! scheme `localhost`; `url!("htp://h/")`) raises a warning with the same
//! help ([`Url::suggestion`], [`Uri::suggestion`]); `allow(likely_mistake)`
//! after the argument silences it for that call.
//!
//! The argument may also be `concat!(..)` of literals (strings, characters,
//! integers, booleans, nested `concat!` and `env!`) or `env!("VAR")`: the
//! macro assembles the text itself, as rustc does, and checks it like a
//! literal, with carets into the assembled text and a note that says where
//! it came from:
//!
//! ```text
//! error: invalid http URL: unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); ...
//!          http://www.example.com:8080/~smith/
//!                                      ^ hsegment: expected letters, digits, "$-_.+!*'(),;:@&=/" and %XX escapes
//!          note: the URL is the text concat! assembles
//! ```
//!
//! The expansion names the `env!` variables again, so rustc records them in
//! the crate's dep-info and cargo rebuilds the crate when one changes (a
//! variable that is not set is left to `env!`'s own error).
//!
//! Any other `&'static str` constant expression (a `const` item, a block)
//! is checked by const evaluation of the same parser: an invalid value is
//! still a compile error, whose message is the same, caret picture included
//! (every character that is not printable ASCII escaped, const evaluation
//! having no Unicode tables):
//!
//! ```text
//! error[E0080]: evaluation panicked: invalid http URL: http URLs take no user name or password (RFC 1738 §3.3)
//!                 http://user@www.example.com/
//!                        ^^^^^ httpurl: expected a host without user name or password
//!  --> src/main.rs:4:32
//!   |
//! 4 | const URL: Url<'static> = url!(HOME);
//!   |                                ^^^^ evaluation of `URL::HOME` failed here
//! ```
//!
//! What RFC 1738 §6 calls unwise raises a warning, each with a name that
//! `allow(..)` after the argument takes to silence it for that call only:
//!
//! - `password`: a password ("secret in source code");
//! - `reserved_port`: an explicit port below 1024 that is not the scheme's
//!   default;
//! - `control_character`: an encoded CR, LF or NUL (`%0D`, `%0A`, `%00`) in
//!   a part a client decodes before sending it ([`Url::control_on_wire`]:
//!   the user and password, the ftp path, the gopher selector, search and
//!   gopher+ string, ...), which would end a command early and smuggle in
//!   another;
//! - `ambiguous_host`: an IPv4 host with a group written with a leading zero
//!   ([`Url::has_ambiguous_host`]): `0127.0.0.1` is 127.0.0.1 under RFC 1738
//!   but 87.0.0.1 to WHATWG URL parsers and `inet_aton`.
//!
//! Beside them, `likely_mistake` names the warning on a valid literal that is
//! likely a mistake (above).
//!
//! ```
//! # use url_literal::{url, Url};
//! const LEGACY: Url<'static> = url!("ftp://backup:hunter2@ftp.example.org/", allow(password));
//! const SECRET: &str = "telnet://guest:guest@bbs.example.org:2/";
//! const FROM_CONST: Url<'static> = url!(SECRET, allow(password, reserved_port));
//! # assert_eq!(LEGACY.password(), Some("hunter2"));
//! # assert_eq!(FROM_CONST.port(), Some(2));
//! ```
//!
//! An unknown name is a compile error that lists the valid ones. A
//! literal's warning names the port, the part or the host, and points at the
//! literal; a non-literal argument raises the same four, computed in const
//! from the parsed value, as its error is. The value, its type and its
//! const-ness are the same with or without a warning. A warning reads:
//!
//! ```text
//! warning: use of deprecated macro `password_in_url`: password in a URL literal, a secret in source code (RFC 1738 §6); silence with url!(…, allow(password))
//!  --> src/main.rs:5:35
//!   |
//! 5 | const BACKUP: Url<'static> = url!("ftp://backup:hunter2@ftp.example.org/");
//!   |                                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
//! warning: use of deprecated associated function `BACKUP::password_in_url::check`: password in a URL constant, a secret in source code (RFC 1738 §6); silence with url!(…, allow(password))
//! ```
//!
//! The "deprecated macro" is the vehicle: a `deprecated` lint is the one
//! warning a macro can raise on stable Rust, so `#[allow(deprecated)]` on
//! the item or statement silences these warnings too (and any real
//! deprecation with them); prefer `allow(..)`.
//!
//! `examples/config.rs` is a configuration module of such constants, used at
//! run time.
//!
//! ## RFC 3986: `uri!` for today's URLs
//!
//! RFC 1738 predates https, IPv6 hosts, `~` in paths and `/` or `?` in a
//! query. For those, [`uri!`] checks a literal against RFC 3986, the generic
//! syntax that replaced RFC 1738's in 2005, with [`Uri::parse`]'s grammar
//! (which also applies the rules of http, https, ws and wss), and yields a
//! [`Uri<'static>`](Uri); [`uri_ref!`] takes a relative reference too
//! ([`UriRef`]), [`http_uri!`] an http or https URI ([`HttpUri`], RFC 9110
//! §4.2) and [`ws_uri!`] a ws or wss one ([`WsUri`], RFC 6455 §3). Use
//! [`url!`] where RFC 1738's exact rules are the point.
//!
//! | macro | grammar | type |
//! |---|---|---|
//! | [`uri!`] | RFC 3986 `URI` | [`Uri<'static>`](Uri) |
//! | [`uri_ref!`] | RFC 3986 `URI-reference` | [`UriRef<'static>`](UriRef) |
//! | [`http_uri!`] | RFC 3986 + RFC 9110 §4.2 | [`HttpUri<'static>`](HttpUri) |
//! | [`file_uri!`] | RFC 3986 + RFC 8089 §2 | [`FileUri<'static>`](FileUri) |
//! | [`mailto_uri!`] | RFC 3986 + RFC 6068 §2 | [`MailtoUri<'static>`](MailtoUri) |
//! | [`data_uri!`] | RFC 3986 + RFC 2397 §3 | [`DataUri<'static>`](DataUri), or the decoded `&'static [u8]` |
//! | [`urn!`] | RFC 3986 + RFC 8141 §2 | [`Urn<'static>`](Urn) |
//! | [`ws_uri!`] | RFC 3986 + RFC 6455 §3 | [`WsUri<'static>`](WsUri) |
//! | [`iri!`] | RFC 3987 `IRI` (Unicode) | [`Iri<'static>`](Iri) |
//! | [`iri_ref!`] | RFC 3987 `IRI-reference` | [`IriRef<'static>`](IriRef) |
//! | [`iri_uri!`] | RFC 3987 `IRI`, as its URI (§3.1; punycode hosts for http, https, ws, wss, ftp) | [`Uri<'static>`](Uri) |
//! | [`uri_format!`] (feature `alloc`) | RFC 3986 template, `format!` arguments | [`UriBuf`] |
//! | [`try_uri_format!`] (feature `alloc`) | the same, with holes in the host | `Result<UriBuf, TemplateError>` |
//! | [`url_format!`], [`try_url_format!`] (feature `alloc`) | RFC 1738 http, ftp, gopher template | [`HttpUrlBuf`], [`FtpUrlBuf`], [`GopherUrlBuf`] |
//! | `whatwg_url!` (features `url`, `std`) | RFC 3986, then `url::Url`'s parser keeps it as written | `url::Url` |
//! | `http_crate_uri!` (feature `http`) | RFC 3986 http, https, ws, wss, then `http::Uri`'s parser keeps it as written | `http::Uri` |
//!
//! The last two yield the ecosystem's types from a checked literal, with no
//! `unwrap` in the program: `client.get(whatwg_url!("https://api.example.com/v1"))`
//! for reqwest (its `IntoUrl` takes a `url::Url` by value),
//! `Request::get(http_crate_uri!("https://api.example.com/v1"))` for hyper
//! and axum. A literal the other crate would reject, write differently or
//! read as another address is a compile error naming each change, with the
//! text it keeps as the `help:`; see `whatwg_url!` and `http_crate_uri!`
//! (and `examples/ecosystem.rs`).
//!
//! [`iri!`] and [`iri_ref!`] take Unicode as it is written (RFC 3987, IRIs:
//! RFC 3986 with the characters of `ucschar` in every component and
//! `iprivate` in the query, a bidirectional formatting character never);
//! [`iri_uri!`] yields the URI an IRI literal maps to (§3.1: each character
//! outside ASCII as the `%XX` of its UTF-8 bytes, and for http, https, ws,
//! wss and ftp the host in punycode, IDNA / UTS 46, computed by the macro
//! with the feature `idna`), a constant too. `uri!` on a literal with Unicode answers with a `help:`
//! naming `iri!` and the percent-encoded literal. At run time,
//! [`Iri::to_uri`] maps an IRI, and with the feature `idna`,
//! `iri::to_uri_idna` writes DNS hosts in punycode as `iri_uri!` does.
//!
//! ```
//! use url_literal::{iri, iri_ref, iri_uri, Iri, IriRef, Uri};
//!
//! const ARTICLE: Iri<'static> = iri!("https://de.wikipedia.org/wiki/München?q=ü");
//! const NEXT: IriRef<'static> = iri_ref!("../café");
//! const FILE: Uri<'static> = iri_uri!("file:///home/józef/notes.txt");
//! # #[cfg(feature = "idna")]
//! const SITE: Uri<'static> = iri_uri!("https://пример.рф/путь");
//!
//! assert_eq!((ARTICLE.path(), ARTICLE.query()), ("/wiki/München", Some("q=ü")));
//! assert_eq!(NEXT.path(), "../café");
//! assert_eq!(FILE.as_str(), "file:///home/j%C3%B3zef/notes.txt");
//! # #[cfg(feature = "idna")]
//! assert_eq!(SITE.as_str(), "https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C");
//! # #[cfg(feature = "alloc")]
//! assert_eq!(ARTICLE.to_uri().as_str(), "https://de.wikipedia.org/wiki/M%C3%BCnchen?q=%C3%BC");
//! ```
//!
//! The `..._format!` macros build URLs from run-time values: the fixed text
//! is checked at compile time as the literal macros check it, and each value
//! is percent-encoded for the component it stands in ([`template`] lists
//! what each kind of hole escapes), so that it decodes back to exactly the
//! value and cannot add a path segment or a query parameter.
//!
//! They work as the RFC 1738 macros do: the value is a constant built from
//! the offsets the parser found at expansion time, every accessor is a
//! `const fn`, `concat!` and `env!` arguments are assembled and checked as
//! literals, a `const` argument by const evaluation, and an invalid literal
//! is a compile error with a caret, citing RFC 3986, or RFC 9110 / RFC 6455
//! for a scheme's rule:
//!
//! ```
//! use url_literal::{http_uri, uri, uri_ref, ws_uri, HttpUri, Uri, UriRef, WsUri};
//!
//! const API: HttpUri<'static> = http_uri!("https://api.example.com/v1/items?next=/home");
//! const MIRROR: Uri<'static> = uri!("http://[2001:db8::7]/~user/");
//! const NEXT: UriRef<'static> = uri_ref!("../v2/items?page=2");
//! const CHAT: WsUri<'static> = ws_uri!(concat!("wss://", "chat.example.com", "/socket"));
//! const API_PORT: u16 = API.port_or_default();
//!
//! assert_eq!((API_PORT, API.query()), (443, Some("next=/home")));
//! assert_eq!((MIRROR.port(), MIRROR.path()), (None, "/~user/"));
//! assert!(NEXT.is_relative() && CHAT.is_secure());
//! ```
//!
//! A password in the userinfo (`ftp://user:pw@host/`), which RFC 3986
//! §3.2.1 deprecates and §7.5 calls a secret not to publish, raises a
//! warning as `url!`'s does, on a literal and on a non-literal argument
//! alike, silenced by `uri!("…", allow(password))`; in http, https, ws and
//! wss URIs any userinfo is an error.
//!
//! ```text
//! error: invalid http URI: https URIs take no userinfo ('user:password@'); send credentials in a header (RFC 9110 §4.2.4)
//!          https://deploy:hunter2@api.example.com/v1
//!                  ^^^^^^^^^^^^^^^ userinfo: expected the host without 'user@'
//! ```
//!
//! ## Parsing at run time
//!
//! [`Url::parse`] checks a `&str` and lends a [`Url`] that borrows it: no
//! allocation, no copy, one linear pass, usable in `const` too. With the
//! `alloc` feature (on by default, through `std`), [`UrlBuf`] owns its text
//! and implements [`FromStr`](core::str::FromStr); [`UrlBuf::as_url`] lends
//! the [`Url`] again without parsing.
//!
//! ```
//! # #[cfg(feature = "alloc")] {
//! use url_literal::{Scheme, Url, UrlBuf};
//!
//! let line = String::from("wais://quake.think.com/directory-of-servers?biology");
//! let url = Url::parse(&line)?;
//! assert_eq!((url.kind(), url.port_or_default()), (Scheme::Wais, Some(210)));
//!
//! let owned: UrlBuf = "news:comp.infosystems.www.misc".parse()?;
//! let also_owned = UrlBuf::from(url); // one copy of the text, no parsing
//! assert_eq!(owned.as_url().kind(), Scheme::News);
//! assert_eq!(also_owned, line.as_str());
//! # }
//! # Ok::<(), url_literal::ParseError>(())
//! ```
//!
//! Every accessor returns the raw text of its component, still
//! percent-encoded; the [`percent`] module decodes, and [`interpret`] says
//! what each scheme's URL means (the ftp commands, the gopher request line,
//! ...). [`resolve`] resolves relative references, [`text`] finds URLs in free
//! text, and [`build`] writes valid URLs from decoded parts (feature `alloc`).
//!
//! ## Typed views
//!
//! [`Url::details`] gives the view of the URL's scheme ([`Details`]); each
//! view ([`FtpUrl`], [`HttpUrl`], [`GopherUrl`], [`MailtoUrl`], [`NewsUrl`],
//! [`NntpUrl`], [`TelnetUrl`], [`WaisUrl`], [`FileUrl`], [`ProsperoUrl`],
//! [`OtherUrl`]) has the accessors of its production, quoted in its
//! `# Syntax` section, and its own `parse`, which takes only its scheme. Each
//! has an owned form ([`FtpUrlBuf`], ...) with [`FromStr`](core::str::FromStr),
//! whose `view()` lends the view:
//!
//! ```
//! use url_literal::{Details, GopherUrl, Url};
//! # #[cfg(feature = "alloc")]
//! # use url_literal::FtpUrlBuf;
//!
//! let url = Url::parse("gopher://gopher.example.org/7search%09rfc1738")?;
//! let Details::Gopher(gopher) = url.details() else { unreachable!() };
//! assert_eq!((gopher.item_type(), gopher.selector(), gopher.search()), ("7", Some("search"), Some("rfc1738")));
//!
//! let err = GopherUrl::parse("http://info.cern.ch/").unwrap_err();
//! assert_eq!(err.to_string(), "expected a gopher URL, found an http URL (RFC 1738 §3.4)");
//!
//! # #[cfg(feature = "alloc")] {
//! let mirror: FtpUrlBuf = "ftp://ftp.example.org/pub/README".parse()?;
//! assert_eq!(mirror.view().cwd().collect::<Vec<_>>(), ["pub"]);
//! # }
//! # Ok::<(), url_literal::ParseError>(())
//! ```
//!
//! ## Joining, comparing, matching
//!
//! `join` resolves a reference (RFC 3986 §5.2) in one call on every URL and
//! URI type: [`Url`], the typed views, [`UrlBuf`] and the owned typed URLs
//! give a [`UrlBuf`], [`Uri`], [`HttpUri`], [`WsUri`] and their owned forms a
//! [`UriBuf`] (feature `alloc`). `==`, `Hash` and `Ord` compare the text as
//! written; [`Url::equivalent`] and [`Uri::equivalent`] say whether two texts
//! name the same resource. A `const` URL is a `match` pattern, and `Debug`
//! shows the text, with a password written `***`.
//!
//! ```
//! use url_literal::{url, Url};
//!
//! const HOME: Url<'static> = url!("http://info.cern.ch/hypertext/WWW/TheProject.html");
//!
//! # #[cfg(feature = "alloc")] {
//! let next = HOME.join("../DataSources/Top.html").unwrap();
//! assert_eq!(next, "http://info.cern.ch/hypertext/DataSources/Top.html");
//! # }
//!
//! let same = Url::parse("HTTP://info.cern.ch:80/hypertext/WWW/TheProject.html")?;
//! assert!(same != HOME && same.equivalent(&HOME));
//! assert!(matches!(Url::parse("http://info.cern.ch/hypertext/WWW/TheProject.html"), Ok(HOME)));
//! assert_eq!(format!("{HOME:?}"), r#"Url("http://info.cern.ch/hypertext/WWW/TheProject.html")"#);
//! # Ok::<(), url_literal::ParseError>(())
//! ```
//!
//! ## Errors
//!
//! A [`ParseError`] locates the first offending text ([`offset`], [`length`],
//! [`span`]), names the BNF production that failed ([`rule`]) and the RFC 1738
//! section stating it ([`section`]), says what was [`expected`], and displays
//! as a message that tells what to write instead. It never needs an
//! allocation. Drawing the input with a caret under the span is all a tool
//! needs, as `examples/lint.rs` (a linter for URL lists) does:
//!
//! ```
//! use url_literal::Url;
//!
//! let input = "ftp://ftp.example.org/~smith/";
//! let err = Url::parse(input).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "unexpected character '~' in ftp path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); \
//!      the text is a valid RFC 3986 URI: use uri! or Uri::parse",
//! );
//! assert!(err.input_is_uri());
//! assert_eq!((err.offset(), err.length(), err.rule(), err.section()), (22, 1, "fsegment", "2.2"));
//! let caret = format!("{}{}", " ".repeat(err.offset()), "^".repeat(err.length()));
//! assert_eq!(format!("{input}\n{caret}"), "ftp://ftp.example.org/~smith/\n                      ^");
//! ```
//!
//! [`offset`]: ParseError::offset
//! [`length`]: ParseError::length
//! [`span`]: ParseError::span
//! [`rule`]: ParseError::rule
//! [`section`]: ParseError::section
//! [`expected`]: ParseError::expected
//!
//! # Features
//!
//! | feature | default | adds | dependency |
//! |---|---|---|---|
//! | `std` | yes | implies `alloc` | — |
//! | `alloc` | through `std` | [`UrlBuf`] and the owned typed URLs ([`FtpUrlBuf`], ...), the [`build`] module, and what allocates elsewhere (decoding into a `Vec`, resolving into a `String`, ...) | — |
//! | `serde` | no | `Serialize` / `Deserialize` for every URL type (below) | `serde`, without its `std` |
//! | `url` | no | `TryFrom` to and from [`url::Url`](https://docs.rs/url) (below), and with `std` `whatwg_url!`; implies `alloc` | `url`, without its `std` (and for the proc macro) |
//! | `http` | no | `TryFrom` between http URLs and [`http::Uri`](https://docs.rs/http) (below), `http_crate_uri!`; implies `std` | `http` (and for the proc macro) |
//! | `idna` | no | punycode for the Unicode host of an http, https, ws, wss or ftp IRI (RFC 3987 §3.1, UTS 46): in [`iri_uri!`] at compile time (without the feature such a host is a compile error naming it), and at run time `iri::to_uri_idna`; implies `alloc` | `idna` (its Unicode tables, at compile time too) |
//! | `client` | no | [`client`]: a small std-only client that executes a URL's interpretation (FTP with passive data connections, gopher, plain HTTP/1.0 GET; no https), refusing before connecting anything that would put CR, LF or NUL on the wire | — |
//!
//! With `default-features = false` the crate is `no_std` and allocates
//! nothing: the macros, [`Url`], the typed views, the parser and its errors
//! all work. Without `serde`, `url` and `http`, `url-core` (the grammar) has
//! no dependency at all.
//!
//! The `serde`, `url` and `http` integrations are implemented in `url-core`,
//! behind optional dependencies and features of the same names, and
//! re-exposed here (`serde = ["dep:serde", "url-core/serde"]`, ...: the
//! facade names the same crate, so that the examples below can). They cannot live
//! anywhere else: the orphan rule lets a trait be implemented for a type only
//! in the crate of the trait or of the type, and `url-core` owns the types.
//!
//! ## serde
//!
//! Every URL type serializes as its text, exactly as written, and
//! deserializes through the parser: an invalid URL is rejected with the
//! [`ParseError`]'s message. [`Url<'de>`](Url) and the typed views borrow the
//! string from the input (zero-copy), which the format must lend: a JSON
//! string with escapes, or one read from a reader, cannot be lent, and the
//! error says to deserialize an owned URL ([`UrlBuf`], [`FtpUrlBuf`], ...)
//! instead, which takes any string. A typed view or owned typed URL takes only
//! its own scheme.
//!
//! ```
//! # #[cfg(feature = "serde")] {
//! use serde::de::value::{BorrowedStrDeserializer, Error};
//! use serde::Deserialize;
//! use url_literal::{FtpUrl, Url, UrlBuf};
//!
//! // A string as a format lends it (serde_json, toml, ...): here serde's own.
//! let text = "http://info.cern.ch/";
//! let url = Url::deserialize(BorrowedStrDeserializer::<Error>::new(text)).unwrap(); // borrows `text`
//! assert_eq!(url.port_or_default(), Some(80));
//!
//! let err = UrlBuf::deserialize(BorrowedStrDeserializer::<Error>::new("http://user@host/")).unwrap_err();
//! assert_eq!(err.to_string(), "http URLs take no user name or password (RFC 1738 §3.3)");
//! let err = FtpUrl::deserialize(BorrowedStrDeserializer::<Error>::new("http://info.cern.ch/")).unwrap_err();
//! assert_eq!(err.to_string(), "expected an ftp URL, found an http URL (RFC 1738 §3.2)");
//! # }
//! ```
//!
//! With `serde_json`, `serde_json::from_str::<Vec<Url<'_>>>(json)` borrows
//! each URL from `json`, and an error carries serde_json's position (`... (RFC
//! 1738 §3.3) at line 1 column 19`).
//!
//! ## Interoperability with `url` and `http`
//!
//! With the `url` feature, every URL type converts to [`url::Url`](https://docs.rs/url/2/url/struct.Url.html) with
//! `TryFrom` (the text goes through the WHATWG URL parser), and `url::Url`
//! converts back with `TryFrom`, parsed again under RFC 1738: to [`Url<'a>`]
//! and the typed views borrowing the `url::Url`'s text, to [`UrlBuf`] and the
//! owned typed URLs keeping it. With the `http` feature, [`HttpUrl`] and
//! [`HttpUrlBuf`] convert to [`http::Uri`](https://docs.rs/http/1/http/uri/struct.Uri.html), and an `http::Uri` converts back
//! to [`HttpUrlBuf`] or [`UrlBuf`]. The error going back is the parser's
//! [`ParseError`], which says why a WHATWG URL or an `http::Uri` is not an
//! RFC 1738 URL. Going there, the error is a [`ConvertError`]: the other
//! crate's own error, or a refusal where it would name another address than
//! this crate does ([`Url::ambiguous_host`]: an IPv4 group with a leading
//! zero, which WHATWG and `inet_aton` read as octal, or a `?` in the login,
//! where WHATWG ends the authority). The RFC 3986 types ([`Uri`],
//! [`HttpUri`], [`UriBuf`], ...) convert both ways too, and refuse
//! ([`ConvertError::Rewritten`]) wherever the other crate would change the
//! text, naming each change:
//!
//! ```
//! # #[cfg(all(feature = "url", feature = "http"))] {
//! use url_literal::{http_url, HttpUrlBuf, Url, UrlBuf};
//!
//! let whatwg = url::Url::try_from(url!("HTTP://Info.CERN.ch:80/hypertext/")).unwrap();
//! assert_eq!(whatwg.as_str(), "http://info.cern.ch/hypertext/");
//! let back = Url::try_from(&whatwg).unwrap(); // borrows `whatwg`'s text
//! assert_eq!(back.host_str(), Some("info.cern.ch"));
//!
//! let tilde = url::Url::parse("http://example.com/~user/").unwrap();
//! assert_eq!(
//!     UrlBuf::try_from(&tilde).unwrap_err().to_string(),
//!     "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); the \
//!      text is a valid RFC 3986 URI: use uri! or Uri::parse"
//! );
//!
//! let uri = http::Uri::try_from(http_url!("http://info.cern.ch/?q#top")).unwrap();
//! assert_eq!(uri, "http://info.cern.ch/?q"); // no fragment in an http::Uri
//! assert_eq!(HttpUrlBuf::try_from(&uri).unwrap(), "http://info.cern.ch/?q");
//! # use url_literal::url;
//! # }
//! ```
//!
//! WHATWG does not keep an RFC 1738 URL as written, and reads some
//! differently. Converting to `url::Url` may:
//!
//! - lower-case the scheme, and the host of http, ftp and file URLs (the
//!   "special" schemes; gopher, nntp, telnet, wais and prospero hosts keep
//!   their case); map a non-ASCII host to punycode, and reject an `xn--`
//!   label that is not valid punycode;
//! - drop the default port of http (80), https (443) and ftp (21), and a port's leading
//!   zeros (`:0080` is `:80`); gopher's 70 stays, gopher not being special;
//! - add `/` as the path of http, ftp and file URLs without one
//!   (`http://host` becomes `http://host/`);
//! - remove dot segments (`.`, `..`, `%2e`, ...) from the path of every URL
//!   with a host, changing an ftp `<name>` or a gopher selector;
//! - drop an empty user name or password (`ftp://@host/` becomes
//!   `ftp://host/`), which RFC 1738 §3.1 distinguishes from an absent one,
//!   and escape `;` and `=` in them;
//! - read an IPv4 group with a leading zero as octal (`010.0.0.1` is
//!   8.0.0.1 for WHATWG, 10.0.0.1 for RFC 1738) and reject one such as `08`;
//! - write `file://localhost/x` as `file:///x` (the same file, §3.10), and
//!   drop the empty segments at the start of a file path
//!   (`file:////tmp/x` becomes `file:///tmp/x`);
//! - escape `'` in an http search (`%27`);
//! - end the host at a `?` in the user name or password, which RFC 1738
//!   allows there (`ftp://a?b@host/` is the host `a` for WHATWG), and read a
//!   `?` in an ftp path or gopher selector as the start of a query;
//! - read `//...` after the scheme as an authority where RFC 1738 reads plain
//!   `*xchar`, and reject schemes that do not start with a letter (`+x:`).
//!
//! Of the 256 valid http, ftp, file and gopher URLs of the shared conformance
//! vectors, 207 keep their text and the rest are rewritten as above; every
//! one comes back as an RFC 1738 URL (`tests/tests/all/interop.rs` predicts and
//! asserts each rewrite). Going back, WHATWG URLs that RFC 1738 rejects
//! include those with `~`, `|`, `[`, `_` in a host, an IPv6 host, or a user
//! name in an http URL.
//!
//! `http::Uri` keeps the host's case and an explicit port; it lower-cases the
//! scheme, writes an empty path as `/`, and has no fragment (the conversion
//! leaves it out; it is never sent in a request).
//!
//! # Examples
//!
//! Beside the crate, `cargo run -p url-literal --example NAME`:
//!
//! - `explain`: what RFC 1738 makes of each URL given, or where and why it is
//!   not one (`--json` for one JSON object per URL);
//! - `config`: a configuration module of compile-checked constants, used at
//!   run time;
//! - `lint`: a linter for URL lists: each invalid line reported as
//!   `file:line:col: error: message` with a caret, exit status 1 if any.
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

/// Not public API: what the macros expand to.
#[doc(hidden)]
pub mod __private {
    pub use url_core::__private::*;
    pub use url_macros::*;

    /// Whether [`warnings`]`(..)` has an encoded CR, LF or NUL in a part
    /// sent decoded.
    pub const fn warns_control(warnings: u16) -> bool {
        control_part(warnings) != 0
    }

    /// A `bool` as a type, for [`Pick`].
    pub struct If<const C: bool>;

    /// Picks `W` for `If<true>` and `Q` for `If<false>`: the macros'
    /// const path calls `<<If<{ warns }> as Pick<W, Quiet>>::Out>::password()`,
    /// and `W`, a type of the expansion, has a deprecated `password`.
    pub trait Pick<W, Q> {
        /// `W` or `Q`.
        type Out;
    }
    impl<W, Q> Pick<W, Q> for If<true> {
        type Out = W;
    }
    impl<W, Q> Pick<W, Q> for If<false> {
        type Out = Q;
    }

    /// The type [`Pick`] picks when there is nothing to say: a function
    /// for each warning, none deprecated.
    pub struct Quiet;
    impl Quiet {
        /// No password.
        pub const fn password() {}
        /// No port below 1024 but the scheme's default.
        pub const fn reserved_port() {}
        /// No encoded CR, LF or NUL in a part sent decoded.
        pub const fn control_character() {}
        /// No host that another parser reads as another address.
        pub const fn ambiguous_host() {}
    }

    /// Checks that the text of a `concat!`/`env!` argument, as rustc
    /// evaluates it, is the text the macro assembled and checked.
    pub const fn same_text(rustc: &str, assembled: &str) {
        let (a, b) = (rustc.as_bytes(), assembled.as_bytes());
        let mut same = a.len() == b.len();
        let mut i = 0;
        while same && i < a.len() {
            same = a[i] == b[i];
            i += 1;
        }
        if !same {
            panic!("url-literal assembled another text than rustc's concat!/env!; please report this as a bug");
        }
    }

    /// The value a macro yields after its `compile_error!`, so that no
    /// follow-on type error appears.
    pub const STUB: crate::Url<'static> = match crate::Url::parse_const("invalid:") {
        Ok(url) => url,
        Err(_) => panic!("the stub URL is valid"),
    };

    /// The value `uri!` yields after its `compile_error!`.
    pub const URI_STUB: crate::Uri<'static> = match crate::Uri::parse_const("invalid:") {
        Ok(uri) => uri,
        Err(_) => panic!("the stub URI is valid"),
    };

    /// The value `uri_ref!` yields after its `compile_error!`.
    pub const URI_REF_STUB: crate::UriRef<'static> = URI_STUB.as_uri_ref();

    /// The value `iri!` yields after its `compile_error!`.
    pub const IRI_STUB: crate::Iri<'static> = match crate::Iri::parse_const("invalid:") {
        Ok(iri) => iri,
        Err(_) => panic!("the stub IRI is valid"),
    };

    /// The value `iri_ref!` yields after its `compile_error!`.
    pub const IRI_REF_STUB: crate::IriRef<'static> = IRI_STUB.as_iri_ref();

    /// The value `http_uri!` yields after its `compile_error!`.
    pub const HTTP_URI_STUB: crate::HttpUri<'static> = match crate::HttpUri::parse_const("http://invalid/") {
        Ok(uri) => uri,
        Err(_) => panic!("the stub http URI is valid"),
    };

    /// The value `file_uri!` yields after its `compile_error!`.
    pub const FILE_URI_STUB: crate::FileUri<'static> = match crate::FileUri::parse_const("file:///invalid") {
        Ok(uri) => uri,
        Err(_) => panic!("the stub file URI is valid"),
    };

    /// The value `mailto_uri!` yields after its `compile_error!`.
    pub const MAILTO_URI_STUB: crate::MailtoUri<'static> = match crate::MailtoUri::parse_const("mailto:") {
        Ok(uri) => uri,
        Err(_) => panic!("the stub mailto URI is valid"),
    };

    /// The value `data_uri!` yields after its `compile_error!`.
    pub const DATA_URI_STUB: crate::DataUri<'static> = match crate::DataUri::parse_const("data:,") {
        Ok(uri) => uri,
        Err(_) => panic!("the stub data URI is valid"),
    };

    /// The value `urn!` yields after its `compile_error!`.
    pub const URN_STUB: crate::Urn<'static> = match crate::Urn::parse_const("urn:invalid:x") {
        Ok(uri) => uri,
        Err(_) => panic!("the stub URN is valid"),
    };

    /// The value `ws_uri!` yields after its `compile_error!`.
    pub const WS_URI_STUB: crate::WsUri<'static> = match crate::WsUri::parse_const("ws://invalid/") {
        Ok(uri) => uri,
        Err(_) => panic!("the stub ws URI is valid"),
    };

    /// The cell of `whatwg_url!`'s and `http_crate_uri!`'s `static`.
    #[cfg(any(feature = "http", all(feature = "url", feature = "std")))]
    pub use std::sync::LazyLock;

    #[cfg(all(feature = "url", feature = "std"))]
    pub use url;

    #[cfg(feature = "http")]
    pub use http;

    /// `whatwg_url!`'s parse, run once per call site: `url::Url::parse` of
    /// a text that the same version of `url::Url::parse` accepted, and
    /// wrote as it is, while the program compiled (the `Err` arm is never
    /// taken: see [`whatwg_url!`](crate::whatwg_url)). Also the expression
    /// after a refusal's `compile_error!`, never run.
    #[cfg(all(feature = "url", feature = "std"))]
    pub fn whatwg_url(text: &'static str) -> url::Url {
        match url::Url::parse(text) {
            Ok(url) => url,
            Err(e) => unreachable!("whatwg_url!: url::Url::parse accepted {text:?} at compile time, now: {e}"),
        }
    }
}

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
/// (the generic syntax of RFC 3986 and the rules of http, https, ws and wss).
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
/// ws and wss. Errors, warnings (`allow(password)`, `allow(likely_mistake)`)
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
/// assert_eq!(HOSTS.to_unix_path().as_deref(), Some("/etc/hosts"));
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
/// `addr-spec`, each header field `name=value`.
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
/// `&'static [u8]` computed at compile time
/// ([`DataUri::decode_array`](crate::DataUri::decode_array)), so that an
/// embedded asset costs no decoding at run time.
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
    (bytes $($arg:tt)*) => {{
        const __URL_LITERAL_DATA: $crate::DataUri<'static> = $crate::__private::__data_uri! { $crate; $($arg)* };
        const __URL_LITERAL_BYTES: [u8; __URL_LITERAL_DATA.decoded_len()] = __URL_LITERAL_DATA.decode_array();
        &__URL_LITERAL_BYTES as &'static [u8]
    }};
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
/// The literal is checked as [`uri!`] checks it (RFC 3986 and the rules of
/// http, https, ws and wss, the same carets and advice), then handed, while
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
/// (implemented for `Url`, not `&Url`). At run time the text is parsed at
/// most once per call site, on first use, into a `static`
/// ([`std::sync::LazyLock`]); each evaluation clones it (one allocation and
/// a copy, no parse). Nothing on that path can panic: the `url` crate the
/// macro ran at compile time is the very version the program links (Cargo
/// resolves one version of `url` in Cargo.lock for the proc macro, built
/// for the host, and for the program), and its parser accepted the same
/// text and wrote it unchanged. The `static` is why the macro needs `std`;
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
/// `&'static str` (no copy of the text), run at most once per call site into
/// a `static` ([`std::sync::LazyLock`]) and cloned for each evaluation (no
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
/// let (user, page, q) = ("a/b", 2, "rust & c++");
/// let uri = uri_format!("https://api.example.com/users/{user}/repos?page={page}&q={q}#{}", "top");
/// assert_eq!(uri.as_str(), "https://api.example.com/users/a%2Fb/repos?page=2&q=rust%20%26%20c%2B%2B#top");
/// assert_eq!(uri.as_uri().path(), "/users/a%2Fb/repos");
///
/// // `{name..}`: path segments (`/` between, escaped inside) and query pairs.
/// let path = ["docs", "a b", ".."];
/// let pairs = [("sort", "name"), ("dir", "a&z")];
/// let uri = uri_format!("https://h:{port}/files/{path..}?{pairs..}", port = 8443u16);
/// assert_eq!(uri.as_str(), "https://h:8443/files/docs/a%20b/%2E%2E?sort=name&dir=a%26z");
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

/// [`uri_format!`] with holes in the host, which no escaping can make valid:
/// the host is checked at run time by the host rule of RFC 3986 §3.2.2 (and
/// an http, https, ws or wss URI must have one), giving
/// `Result<UriBuf, TemplateError>`.
///
/// ```
/// use url_literal::try_uri_format;
///
/// let tenant = "acme";
/// let uri = try_uri_format!("https://{tenant}.example.com/v1/{}", "items")?;
/// assert_eq!(uri.as_uri().host_str(), Some("acme.example.com"));
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
/// ```
/// use url_literal::url_format;
///
/// let (dir, file, q) = ("pub", "a;b c", "x&y");
/// let ftp = url_format!("ftp://ftp.example.org/{dir}/{file};type=i");
/// assert_eq!(ftp.as_str(), "ftp://ftp.example.org/pub/a%3Bb%20c;type=i");
/// let http = url_format!("http://info.cern.ch/{}/{file}?{q}", "..");
/// assert_eq!(http.as_str(), "http://info.cern.ch/%2E%2E/a%3Bb%20c?x%26y");
/// ```
#[cfg(feature = "alloc")]
#[macro_export]
macro_rules! url_format {
    ($($arg:tt)*) => {
        $crate::__private::__url_format! { $crate; $($arg)* }
    };
}

/// [`url_format!`] that may fail: also gopher templates, whose selector
/// cannot hold a value's TAB, CR or LF (RFC 1738 §3.4.1); yields
/// `Result<_, ParseError>`.
///
/// ```
/// use url_literal::try_url_format;
///
/// let sel = "docs/read me";
/// assert_eq!(try_url_format!("gopher://gopher.example.org/0{sel}")?.as_str(), "gopher://gopher.example.org/0docs/read%20me");
/// let e = try_url_format!("gopher://gopher.example.org/0{}", "a\r\nQUIT").unwrap_err();
/// assert_eq!(e.to_string(), "encoded CR or LF in gopher selector; gopher selectors cannot contain %0D or %0A (RFC 1738 §3.4.1)");
/// # Ok::<(), url_literal::ParseError>(())
/// ```
#[cfg(feature = "alloc")]
#[macro_export]
macro_rules! try_url_format {
    ($($arg:tt)*) => {
        $crate::__private::__try_url_format! { $crate; $($arg)* }
    };
}

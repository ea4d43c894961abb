//! Builders: valid URLs from decoded parts, with the right escaping (feature `alloc`).
//!
//! One builder per scheme of RFC 1738 §3, and [`Other`] / [`OtherIp`] for
//! the rest. Every builder takes the parts of a URL *decoded* (the octets
//! they stand for, not their URL form) and writes each one with
//! [`percent::encode`](crate::percent::encode) for its own [`Component`](crate::percent::Component), so that exactly what the
//! component may not hold as itself is escaped: unsafe, national and control
//! octets everywhere (§2.2), and the reserved characters of that component
//! (§3). `build()` then parses what it wrote with [`UrlBuf::parse`](crate::UrlBuf::parse): its
//! result is always a valid URL, and [`percent::decode`](crate::percent::decode) of each raw
//! component of the parsed view gives back the parts the builder was given.
//!
//! ```
//! use url_core::build::Ftp;
//! use url_core::{percent, FtpType};
//!
//! let url = Ftp::new("ftp.example.org").cwd(["pub", "a b"]).name("x;y.txt").typecode(FtpType::Image).build()?;
//! assert_eq!(url.as_str(), "ftp://ftp.example.org/pub/a%20b/x%3By.txt;type=i");
//!
//! let url = url.as_url();
//! let url_core::Details::Ftp(ftp) = url.details() else { unreachable!() };
//! assert_eq!(percent::decode(ftp.name().unwrap()).collect::<Vec<u8>>(), b"x;y.txt");
//! # Ok::<(), url_core::build::BuildError>(())
//! ```
//!
//! # The builders
//!
//! | Builder | Parts (decoded) | Written with |
//! |---|---|---|
//! | [`Ftp`] | user, password, host, port, cwd segments, name, typecode | [`Login`](crate::percent::Component::Login), [`FtpSegment`](crate::percent::Component::FtpSegment) |
//! | [`Http`] | host, port, path segments, search | [`HttpSegment`](crate::percent::Component::HttpSegment), [`HttpSearch`](crate::percent::Component::HttpSearch) |
//! | [`Gopher`] | host, port, item type, selector, search, gopher+ string | [`Gopher`](crate::percent::Component::Gopher) |
//! | [`Mailto`] | local part, domain | RFC 822 quoting, then [`Mailto`](crate::percent::Component::Mailto) |
//! | [`News`] | group, message-id, or all groups | no escapes in a group; [`NewsArticle`](crate::percent::Component::NewsArticle) |
//! | [`Nntp`] | host, port, group, article number | no escapes |
//! | [`Telnet`] | user, password, host, port | [`Login`](crate::percent::Component::Login) |
//! | [`Wais`] | host, port, database, then a search or a document (wtype, wpath) | [`Wais`](crate::percent::Component::Wais), [`WaisSearch`](crate::percent::Component::WaisSearch) |
//! | [`File`] | host (or none), path segments | [`FileSegment`](crate::percent::Component::FileSegment) |
//! | [`Prospero`] | host, port, hsoname, fields | [`ProsperoName`](crate::percent::Component::ProsperoName), [`ProsperoField`](crate::percent::Component::ProsperoField) |
//! | [`Other`], [`OtherIp`] | scheme and scheme-specific part, or user, password, host, port, path | [`SchemePart`](crate::percent::Component::SchemePart), [`Login`](crate::percent::Component::Login) |
//!
//! Every builder also takes a `fragment` (RFC 1630), written with
//! [`Fragment`](crate::percent::Component::Fragment). Hosts, ports, newsgroup names, nntp
//! article numbers and ftp typecodes take no escapes: they are checked, not
//! encoded.
//!
//! # Conventions
//!
//! - Parts are given *decoded*: `"a b"` is written `a%20b`, and `"%20"` is
//!   written `%2520`. Where RFC 1738 allows any octet, setters take
//!   `impl AsRef<[u8]>` (so `&str`, `String`, `&[u8]`, `Vec<u8>`); hosts,
//!   schemes and newsgroup names are `&str`.
//! - Setters replace what was set before, except [`Http::segment`],
//!   [`File::segment`] and [`Prospero::field`], which append.
//! - Nothing is written for a part that was not set; the `/` after the host
//!   is written when a later part needs it, when the scheme's production
//!   requires it (nntp, wais, file, prospero), and for telnet (`telnet://host/`,
//!   as §3.8 writes it).
//! - A path is a list of segments, and an empty path is *one empty segment*
//!   (`http://host/` has the segments `[""]`, as [`HttpUrl::segments`](crate::HttpUrl::segments)
//!   reports). An [`Http`] with a search and no segment writes the empty path
//!   `/` (the `?` must follow a `/`); a [`File`] with no segment writes the
//!   empty path its production requires.
//! - A part a scheme never takes (a user name in http, a port in file) has no
//!   setter, so asking for one is a compile error rather than a [`BuildError`].
//!
//! # Errors
//!
//! `build()` fails with a [`BuildError`] that names the [`Part`] and the
//! [`Reason`] when a part cannot be expressed by any encoding: a host that is
//! neither a host name nor an IPv4 address, a newsgroup name with characters
//! the `group` production lacks, a gopher selector holding CR or LF, an empty
//! mailto domain, a password without a user name, ...
//!
//! ```
//! use url_core::build::{Gopher, Part, Reason};
//!
//! let err = Gopher::new("gopher.example.org").selector("a\r\nb").build().unwrap_err();
//! assert_eq!(err.part(), Part::GopherSelector);
//! assert_eq!(err.reason(), Reason::Octet { index: 1, octet: b'\r' });
//! assert_eq!(
//!     err.to_string(),
//!     "invalid gopher selector: octet 0x0D (CR) at index 1; a selector may not hold CR or LF, \
//!      even escaped (RFC 1738 §3.4.1)",
//! );
//! ```

mod error;
mod file;
mod ftp;
mod gopher;
mod http;
mod mailto;
mod news;
mod nntp;
mod other;
mod prospero;
mod telnet;
mod wais;
mod write;

pub use self::error::{BuildError, Part, Reason};
pub use self::file::File;
pub use self::ftp::Ftp;
pub use self::gopher::Gopher;
pub use self::http::Http;
pub use self::mailto::Mailto;
pub use self::news::News;
pub use self::nntp::Nntp;
pub use self::other::{Other, OtherIp};
pub use self::prospero::Prospero;
pub use self::telnet::Telnet;
pub use self::wais::Wais;

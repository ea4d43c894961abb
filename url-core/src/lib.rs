//! The RFC 1738 grammar behind [`url-literal`]: a `no_std`, dependency-free,
//! `const fn` parser for URLs as the web first defined them, with typed views
//! for each of the ten schemes RFC 1738 defines.
//!
//! ```
//! use url_core::{Details, FtpType, Url};
//!
//! const README: Url<'static> = match Url::parse("ftp://ftp.example.org/pub/README;type=a") {
//!     Ok(url) => url,
//!     Err(_) => panic!("invalid URL"),
//! };
//!
//! let Details::Ftp(ftp) = README.details() else { unreachable!() };
//! assert_eq!(ftp.cwd().collect::<Vec<_>>(), ["pub"]);
//! assert_eq!(ftp.name(), Some("README"));
//! assert_eq!(ftp.typecode(), Some(FtpType::Ascii));
//! assert_eq!(README.port_or_default(), 21);
//! ```
//!
//! # What is checked
//!
//! Every production of RFC 1738 §5 and every per-scheme rule of §3, plus the
//! RFC 1630 fragment identifier after `#`, with these readings where the RFC
//! leaves room (DESIGN.md):
//!
//! - only `xchar` appears unencoded; `%` must start a two-hex-digit escape;
//! - the scheme is recognised case-insensitively; an empty scheme is an error;
//! - hosts are RFC 1034 names (labels of at most 63 octets, at most 255 in
//!   all, no final dot) or IPv4 addresses with groups 0..=255; ports are
//!   0..=65535 and `host:` with an empty port is an error;
//! - http, gopher, nntp, wais, prospero and file take no user or password;
//!   file takes no port and may have an empty host;
//! - gopher's selector, search and gopher+ string split at the first two
//!   `%09`, and the selector holds no encoded CR or LF;
//! - mailto's decoded address is one RFC 822 `addr-spec` (without comments
//!   or folding white space);
//! - nntp article numbers fit in a `u64`.
//!
//! Every accessor returns a raw slice of the input, still percent-encoded.
//!
//! # Passwords in `Debug`
//!
//! `Display` and `as_str()` give every URL exactly as written, password
//! included. `Debug`, which is what logs and panic messages print, never
//! shows a password: [`Url`], the typed views, `UrlBuf` and the owned typed
//! URLs, the builders, [`resolve::RelativeRef`] and the URLs found by
//! [`text::find_urls`] write it `***`, in their text too
//! (`ftp://user:***@host/`). An empty password is written `***` as well.
//!
//! # Features
//!
//! None is on by default, and without features the crate has no dependency.
//!
//! | feature | adds | dependency |
//! |---|---|---|
//! | `alloc` | `UrlBuf` and the owned typed URLs (`FtpUrlBuf`, ...), the `build` module, and what allocates elsewhere (decoding into a `Vec`, resolving into a `String`, ...) | — |
//! | `std` | implies `alloc` | — |
//! | `serde` | `Serialize` / `Deserialize` for every URL type | `serde` (no_std) |
//! | `url` | `TryFrom` to and from `url::Url`; implies `alloc` | `url` (no_std) |
//! | `http` | `TryFrom` between http URLs and `http::Uri`; implies `std` | `http` |
//!
//! The `serde`, `url` and `http` integrations are here, behind optional
//! dependencies, and not in a crate of their own, because of the orphan rule:
//! a trait may be implemented for a type only in the crate of the trait or of
//! the type, so `Serialize for Url` or `TryFrom<Url<'_>> for url::Url` can only
//! live in `url-core` (or in `serde`, `url` or `http`). `url-literal`
//! re-exposes each as a feature of the same name (`serde = ["url-core/serde"]`,
//! ...). The crate docs of `url-literal` describe what each one does and how
//! WHATWG URLs differ from RFC 1738 ones.
//!
//! # Errors
//!
//! A [`ParseError`] carries the offset and length of the first offending
//! text, the production that failed and the RFC section stating it, and a
//! message that says what to write instead.
//!
//! [`url-literal`]: https://docs.rs/url-literal
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "alloc")]
pub mod build;
mod chars;
mod equiv;
mod error;
#[cfg(feature = "http")]
mod http_interop;
pub mod interpret;
#[cfg(feature = "alloc")]
mod owned;
mod parse;
pub mod percent;
#[cfg(doctest)]
mod readme;
pub mod render;
pub mod resolve;
mod rfc3986;
mod scheme;
#[cfg(feature = "serde")]
mod serde_impl;
pub mod text;
mod unwise;
mod url;
#[cfg(feature = "url")]
mod url_interop;

pub use crate::error::{ErrorText, ParseError};
#[cfg(any(feature = "url", feature = "http"))]
pub use crate::rfc3986::{Change, Rewrite};
pub use crate::rfc3986::{HttpUri, Uri, UriHost, UriRef, WsUri};
#[cfg(feature = "alloc")]
pub use crate::rfc3986::{HttpUriBuf, UriBuf, UriRefBuf, WsUriBuf};
pub use crate::scheme::{
    Details, Fields, FileUrl, FtpType, FtpUrl, GopherUrl, HttpUrl, MailtoUrl, NewsTarget, NewsUrl, NntpUrl, OtherUrl,
    ProsperoUrl, Segments, TelnetUrl, WaisForm, WaisUrl,
};
#[cfg(any(feature = "url", feature = "http"))]
pub use crate::unwise::ConvertError;
pub use crate::unwise::{AmbiguousHost, ControlOnWire};
pub use crate::url::{Host, Scheme, Url};

#[cfg(feature = "alloc")]
pub use crate::owned::{
    FileUrlBuf, FtpUrlBuf, GopherUrlBuf, HttpUrlBuf, MailtoUrlBuf, NewsUrlBuf, NntpUrlBuf, OtherUrlBuf, ProsperoUrlBuf,
    TelnetUrlBuf, UrlBuf, WaisUrlBuf,
};

/// Not public API: what the `url!` macros expand to. The macro parses the
/// literal with [`Url::parse`] at expansion time and rebuilds the value from
/// its parts, so nothing is parsed again at compile or run time.
#[doc(hidden)]
pub mod __private {
    use crate::{ErrorText, ParseError, Scheme, Url};

    /// The const panic text of the macros' non-literal path for `s`:
    /// `invalid http URL: <message> (RFC 1738 §x)`.
    pub const fn panic_text(s: &str, e: &ParseError) -> ErrorText {
        let scheme = match crate::parse::scheme_of(s.as_bytes()) {
            Some((_, kind)) => kind,
            None => Scheme::Other,
        };
        e.prefixed_text(match scheme {
            Scheme::Ftp => "invalid ftp URL: ",
            Scheme::Http => "invalid http URL: ",
            Scheme::Gopher => "invalid gopher URL: ",
            Scheme::Mailto => "invalid mailto URL: ",
            Scheme::News => "invalid news URL: ",
            Scheme::Nntp => "invalid nntp URL: ",
            Scheme::Telnet => "invalid telnet URL: ",
            Scheme::Wais => "invalid wais URL: ",
            Scheme::File => "invalid file URL: ",
            Scheme::Prospero => "invalid prospero URL: ",
            Scheme::Other => "invalid URL: ",
        })
    }

    /// The parts of `url` that [`url`] rebuilds it from.
    pub const fn parts(url: &Url<'_>) -> ([u32; 9], u16, Scheme, u8) {
        (
            [
                url.scheme_end,
                url.at,
                url.colon,
                url.host_end,
                url.auth_end,
                url.end,
                url.marks[0],
                url.marks[1],
                url.marks[2],
            ],
            url.port,
            url.kind,
            url.flags,
        )
    }

    /// The parts of `url` in one integer, for [`packed`]; `None` when an
    /// offset is above 127 (the macros then pass the [`parts`] to [`url`]).
    ///
    /// Byte `i` (from the least significant) holds offset `i` of [`parts`]
    /// for `i < 9`, as an `i8`, so that `NONE` (`u32::MAX`) is -1 and comes
    /// back by sign extension; byte 9 holds the scheme, byte 10 the flags,
    /// bytes 11 and 12 the port.
    pub const fn pack(url: &Url<'_>) -> Option<u128> {
        let (o, port, kind, flags) = parts(url);
        let mut p = (kind as u128) << 72 | (flags as u128) << 80 | (port as u128) << 88;
        let mut i = 0;
        while i < 9 {
            if o[i] > 127 && o[i] != crate::url::NONE {
                return None;
            }
            p |= (o[i] as u8 as u128) << (8 * i);
            i += 1;
        }
        Some(p)
    }

    /// Rebuilds the [`Url`] that [`pack`] packed. Like [`url`], given a value
    /// that did not come from [`pack`] of a URL with this text, accessors may
    /// return wrong slices or panic; they can never cause undefined behaviour.
    ///
    /// The macros call it once per literal, so it is written for rustc: the
    /// signature names no lifetime parameter (nothing to infer at the call),
    /// and the body is what rustc's interpreter runs fastest, one shift and
    /// two casts per field, no loop and no call (BENCHMARKS.md).
    pub const fn packed(s: &'static str, p: u128) -> Url<'static> {
        Url {
            s,
            scheme_end: p as i8 as u32,
            at: (p >> 8u32) as i8 as u32,
            colon: (p >> 16u32) as i8 as u32,
            host_end: (p >> 24u32) as i8 as u32,
            auth_end: (p >> 32u32) as i8 as u32,
            end: (p >> 40u32) as i8 as u32,
            marks: [(p >> 48u32) as i8 as u32, (p >> 56u32) as i8 as u32, (p >> 64u32) as i8 as u32],
            kind: match (p >> 72u32) as u8 {
                0 => Scheme::Ftp,
                1 => Scheme::Http,
                2 => Scheme::Gopher,
                3 => Scheme::Mailto,
                4 => Scheme::News,
                5 => Scheme::Nntp,
                6 => Scheme::Telnet,
                7 => Scheme::Wais,
                8 => Scheme::File,
                9 => Scheme::Prospero,
                _ => Scheme::Other,
            },
            flags: (p >> 80u32) as u8,
            port: (p >> 88u32) as u16,
        }
    }

    /// Rebuilds the [`Url`] that [`parts`] took apart. Given parts that did not
    /// come from [`parts`] of a URL with this text, accessors may return wrong
    /// slices or panic; they can never cause undefined behaviour.
    pub const fn url(s: &str, o: [u32; 9], port: u16, kind: Scheme, flags: u8) -> Url<'_> {
        Url {
            s,
            scheme_end: o[0],
            at: o[1],
            colon: o[2],
            host_end: o[3],
            auth_end: o[4],
            end: o[5],
            marks: [o[6], o[7], o[8]],
            port,
            kind,
            flags,
        }
    }

    #[cfg(test)]
    mod tests {
        use super::{pack, packed, parts};
        use crate::url::NONE;
        use crate::Url;

        /// `pack` then `packed` gives back the parts of `s`, or `pack`
        /// declines, exactly when an offset is above 127.
        fn round_trip(s: &'static str) {
            let url = Url::parse(s).unwrap();
            let fits = parts(&url).0.iter().all(|&o| o <= 127 || o == NONE);
            match pack(&url) {
                Some(p) => {
                    assert!(fits, "{s:?}");
                    assert_eq!(parts(&packed(s, p)), parts(&url), "{s:?}");
                }
                None => assert!(!fits, "{s:?}"),
            }
        }

        #[test]
        fn every_scheme_round_trips() {
            for s in [
                "ftp://anonymous:secret@ftp.example.org:2121/pub/dir/README;type=a#top",
                "http://info.cern.ch:8080/hypertext/WWW/TheProject.html?q=1#s",
                "http://192.0.2.7:65535/",
                "gopher://gopher.example.org:70/1sel%09search%09plus",
                "mailto:timbl@info.cern.ch",
                "news:comp.infosystems.www.misc",
                "news:123@example.org",
                "nntp://news.example.org:119/comp.lang.c/1234",
                "telnet://user:pw@melvyl.ucop.edu:23/",
                "wais://quake.think.com:210/directory-of-servers?query",
                "file:///etc/motd",
                "file://localhost/etc/motd",
                "prospero://host.dom:1525//pros/name;field=value",
                "x-ssh://git:secret@git.example.org:22/#frag",
            ] {
                round_trip(s);
            }
        }

        #[test]
        fn offsets_up_to_127_round_trip_and_longer_ones_are_declined() {
            // 35 bytes; then 160 bytes, and 126 and 128 bytes before a `#`
            const HEAD: &str = "ftp://user:pw@ftp.example.org:2121/";
            const LONG: &str = concat!(
                "ftp://user:pw@ftp.example.org:2121/",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                "aaaaaaaaaaaaaaaaaaaaaaaaa",
            );
            const HASH_126: &str = concat!(
                "ftp://user:pw@ftp.example.org:2121/",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa#bbbbbbbbbb",
            );
            const HASH_128: &str = concat!(
                "ftp://user:pw@ftp.example.org:2121/",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa#bbbbbbbbbb",
            );
            assert_eq!((HEAD.len(), LONG.len()), (35, 160));
            assert_eq!((HASH_126.find('#'), HASH_128.find('#')), (Some(126), Some(128)));
            for s in [LONG, HASH_126, HASH_128] {
                for len in HEAD.len()..=s.len() {
                    round_trip(&s[..len]);
                }
            }
            assert_eq!(pack(&Url::parse(LONG).unwrap()), None);
            assert!(pack(&Url::parse(HASH_126).unwrap()).is_some());
            assert_eq!(pack(&Url::parse(HASH_128).unwrap()), None);
        }
    }
}

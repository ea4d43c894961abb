//! Not public API: what the `url!` macros expand to. The macro parses the
//! literal with [`Url::parse`] at expansion time and rebuilds the value from
//! its parts, so nothing is parsed again at compile or run time.

use crate::rfc3986::schemes::{HttpUri, WsUri};

use crate::rfc3986::uri::{Uri, UriRef};

use crate::error::ParseError;
use crate::rfc1738::scheme::Scheme;
use crate::view::url::Url;

pub use crate::error::picture::{http_prefix, panic_picture, url_prefix, Picture};

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
        url.host_flags,
    )
}

/// The parts of `url` in one integer, for [`unpack`]; `None` when an
/// offset is above 127 (the macros then pass the [`parts`] to [`url`]).
///
/// Byte `i` (from the least significant) holds offset `i` of [`parts`]
/// for `i < 9`, as an `i8`, so that `NO_OFFSET` (`u32::MAX`) is -1 and comes
/// back by sign extension; byte 9 holds the scheme (its discriminant,
/// which is its index in [`Scheme::ALL`]), byte 10 the host flags,
/// bytes 11 and 12 the port.
pub const fn pack(url: &Url<'_>) -> Option<u128> {
    let (o, port, kind, host_flags) = parts(url);
    let mut p = (kind as u128) << 72 | (host_flags as u128) << 80 | (port as u128) << 88;
    let mut i = 0;
    while i < 9 {
        if o[i] > 127 && o[i] != crate::view::url::NO_OFFSET {
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
pub const fn unpack(s: &'static str, p: u128) -> Url<'static> {
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
            10 => Scheme::Https,
            _ => Scheme::Other,
        },
        host_flags: (p >> 80u32) as u8,
        port: (p >> 88u32) as u16,
    }
}

/// Rebuilds the [`Url`] that [`parts`] took apart. Given parts that did not
/// come from [`parts`] of a URL with this text, accessors may return wrong
/// slices or panic; they can never cause undefined behaviour.
pub const fn url(s: &str, o: [u32; 9], port: u16, kind: Scheme, host_flags: u8) -> Url<'_> {
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
        host_flags,
    }
}

/// The RFC 1738 §6 warnings of `url`, as the bits the macros' non-literal
/// path tests: [`PASSWORD`], [`RESERVED_PORT`], [`AMBIGUOUS_HOST`], and in
/// the bits of [`CONTROL_PART`] the part that holds an encoded CR, LF or
/// NUL (its index in [`CONTROL_PARTS`] plus one; 0 for none). The literal
/// path tests the same conditions in the proc macro, through
/// [`reserved_port`] and `url-core`'s public API.
pub const fn warnings(url: &Url<'_>) -> u16 {
    let mut w = 0;
    if let Some(p) = url.password() {
        if !p.is_empty() {
            w |= PASSWORD;
        }
    }
    if reserved_port(url) {
        w |= RESERVED_PORT;
    }
    if url.has_ambiguous_host() {
        w |= AMBIGUOUS_HOST;
    }
    if let Some(c) = url.control_on_wire() {
        let mut i = 0;
        while i < CONTROL_PARTS.len() {
            if same(CONTROL_PARTS[i].as_bytes(), c.component().as_bytes()) {
                w |= ((i + 1) as u16) << CONTROL_SHIFT;
            }
            i += 1;
        }
    }
    w
}

const fn same(a: &[u8], b: &[u8]) -> bool {
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

/// Whether `url` names an explicit port below 1024 that is not its
/// scheme's default (RFC 1738 §6).
pub const fn reserved_port(url: &Url<'_>) -> bool {
    match (url.port(), url.default_port()) {
        (Some(p), Some(d)) => p < 1024 && p != d,
        (Some(p), None) => p < 1024,
        (None, _) => false,
    }
}

/// [`warnings`] bit: a non-empty password.
pub const PASSWORD: u16 = 1;
/// [`warnings`] bit: [`reserved_port`].
pub const RESERVED_PORT: u16 = 2;
/// [`warnings`] bit: [`Url::has_ambiguous_host`].
pub const AMBIGUOUS_HOST: u16 = 4;
/// [`warnings`] bits: the part of [`Url::control_on_wire`], see there.
pub const CONTROL_PART: u16 = 0xf << CONTROL_SHIFT;
const CONTROL_SHIFT: u32 = 3;
/// Whether [`warnings`] has [`PASSWORD`].
pub const fn warns_password(warnings: u16) -> bool {
    warnings & PASSWORD != 0
}

/// Whether [`warnings`] has [`RESERVED_PORT`].
pub const fn warns_port(warnings: u16) -> bool {
    warnings & RESERVED_PORT != 0
}

/// Whether [`warnings`] has [`AMBIGUOUS_HOST`].
pub const fn warns_host(warnings: u16) -> bool {
    warnings & AMBIGUOUS_HOST != 0
}

/// The part of [`warnings`]`(..) & CONTROL_PART`: 0 for none, else the
/// index in [`CONTROL_PARTS`] plus one.
pub const fn control_part(warnings: u16) -> u8 {
    ((warnings & CONTROL_PART) >> CONTROL_SHIFT) as u8
}

/// The parts [`crate::ControlOnWire::component`] names, in the order of
/// the [`control_part`] numbers (from 1).
pub const CONTROL_PARTS: [&str; 9] = [
    "user",
    "password",
    "ftp path",
    "gopher selector",
    "gopher search",
    "gopher+ string",
    "news message-id",
    "wais path",
    "prospero path",
];

// The `uri!` macros: the same scheme as `url!`'s, for [`UriRef`] and the
// views over it.

/// The parts of `r` that [`uri_ref`] rebuilds it from: the offsets, the
/// port, the host's kind and its IP address (see [`uri_pack`]).
pub const fn uri_parts(r: &UriRef<'_>) -> ([u32; 7], u16, u8, u128) {
    r.parts()
}

/// The parts of `r` in one integer, for [`uri_unpack`]; `None` when an
/// offset is above 127 or the host is an IPv6 address (the macros then
/// pass the [`uri_parts`] to [`uri_ref`]).
///
/// Byte `i` (from the least significant) holds offset `i` of
/// [`uri_parts`] for `i < 7`, as an `i8`, so that `NO_OFFSET` (`u32::MAX`) is
/// -1 and comes back by sign extension; bits 56..72 hold the port, 72..80
/// the host's kind, 80..112 an IPv4 address.
pub const fn uri_pack(r: &UriRef<'_>) -> Option<u128> {
    let (o, port, kind, address) = r.parts();
    if kind == 3 {
        return None;
    }
    let mut p = (port as u128) << 56 | (kind as u128) << 72 | address << 80;
    let mut i = 0;
    while i < 7 {
        if o[i] > 127 && o[i] != crate::view::url::NO_OFFSET {
            return None;
        }
        p |= (o[i] as u8 as u128) << (8 * i);
        i += 1;
    }
    Some(p)
}

/// Rebuilds the [`UriRef`] that [`uri_pack`] packed. Like [`unpack`],
/// given a value that did not come from [`uri_pack`] of a reference with
/// this text, accessors may return wrong slices or panic; they can never
/// cause undefined behaviour.
pub const fn uri_unpack(s: &'static str, p: u128) -> UriRef<'static> {
    UriRef::from_packed(s, p)
}

/// Rebuilds the [`UriRef`] that [`uri_parts`] took apart (same caveat as
/// [`uri_unpack`]).
pub const fn uri_ref(s: &'static str, o: [u32; 7], port: u16, kind: u8, address: u128) -> UriRef<'static> {
    UriRef::from_parts(s, o, port, kind, address)
}

/// `r`, which has a scheme, as a [`Uri`].
pub const fn as_uri(r: UriRef<'static>) -> Uri<'static> {
    Uri::from_ref_unchecked(r)
}

/// `r`, an http or https URI, as an [`HttpUri`]; `secure` for https.
pub const fn http_uri(r: UriRef<'static>, secure: bool) -> HttpUri<'static> {
    HttpUri::from_parts_unchecked(Uri::from_ref_unchecked(r), secure)
}

/// `r`, a ws or wss URI, as a [`WsUri`]; `secure` for wss.
pub const fn ws_uri(r: UriRef<'static>, secure: bool) -> WsUri<'static> {
    WsUri::from_parts_unchecked(Uri::from_ref_unchecked(r), secure)
}

/// Whether the userinfo of `r` holds a non-empty password after a `:`
/// (`user:password@`), whose use RFC 3986 §3.2.1 deprecates: the one
/// warning of the `uri!` macros, on a literal and in const.
pub const fn uri_has_password(r: UriRef<'_>) -> bool {
    let info = match r.userinfo() {
        Some(info) => info.as_bytes(),
        None => return false,
    };
    let mut i = 0;
    while i < info.len() {
        if info[i] == b':' {
            return i + 1 < info.len();
        }
        i += 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::{pack, parts, unpack};
    use crate::view::url::Url;
    use crate::view::url::NO_OFFSET;

    /// `pack` then `unpack` gives back the parts of `s`, or `pack`
    /// declines, exactly when an offset is above 127.
    fn round_trip(s: &'static str) {
        let url = Url::parse(s).unwrap();
        let fits = parts(&url).0.iter().all(|&o| o <= 127 || o == NO_OFFSET);
        match pack(&url) {
            Some(p) => {
                assert!(fits, "{s:?}");
                assert_eq!(parts(&unpack(s, p)), parts(&url), "{s:?}");
            }
            None => assert!(!fits, "{s:?}"),
        }
    }

    #[track_caller]
    fn bits(s: &str) -> (bool, bool, bool, u8) {
        let w = super::warnings(&Url::parse(s).unwrap());
        (
            w & super::PASSWORD != 0,
            w & super::RESERVED_PORT != 0,
            w & super::AMBIGUOUS_HOST != 0,
            super::control_part(w),
        )
    }

    #[test]
    fn warnings_of_the_non_literal_path() {
        assert_eq!(bits("http://www.example.com/"), (false, false, false, 0));
        assert_eq!(bits("ftp://backup:hunter2@010.0.0.1:23/a%0D%0ADELE%20x/f"), (true, true, true, 3));
        assert_eq!(bits("ftp://backup:@h/"), (false, false, false, 0)); // an empty password
        assert_eq!(bits("http://h:80/"), (false, false, false, 0));
        assert_eq!(bits("http://h:1024/"), (false, false, false, 0));
        assert_eq!(bits("http://h:1023/"), (false, true, false, 0));
        assert_eq!(bits("x-ssh://h:22/"), (false, true, false, 0)); // no default port
        assert_eq!(bits("http://127.0.0.01/a%0D%0A"), (false, false, true, 0));
        assert_eq!(bits("ftp://u%0D%0ASITE@h/f"), (false, false, false, 1));
        assert_eq!(bits("ftp://u:p%0A@h/f"), (true, false, false, 2));
        assert_eq!(bits("gopher://h/1a%00b"), (false, false, false, 4));
        assert_eq!(bits("gopher://h/7sel%09q%0D%0Aevil"), (false, false, false, 5));
        assert_eq!(bits("gopher://h/7sel%09q%09%2B%0A"), (false, false, false, 6));
        assert_eq!(bits("news:a%0Db@example.org"), (false, false, false, 7));
        assert_eq!(bits("wais://h/db?a%0Ab"), (false, false, false, 8));
        assert_eq!(bits("prospero://h/p;f=%00"), (false, false, false, 9));
    }

    #[test]
    fn control_parts_name_every_component_in_order() {
        assert_eq!(
            super::CONTROL_PARTS,
            [
                "user",
                "password",
                "ftp path",
                "gopher selector",
                "gopher search",
                "gopher+ string",
                "news message-id",
                "wais path",
                "prospero path"
            ]
        );
        // every part fits the four bits
        assert_eq!(super::control_part(super::CONTROL_PART), 15);
        assert_eq!(super::CONTROL_PART & (super::PASSWORD | super::RESERVED_PORT | super::AMBIGUOUS_HOST), 0);
    }

    /// `uri_pack` then `uri_unpack`, and `uri_parts` then `uri_ref`,
    /// give back the parts of `s`; `uri_pack` declines exactly when an
    /// offset is above 127 or the host is IPv6.
    #[track_caller]
    fn uri_round_trip(s: &'static str) -> bool {
        let r = crate::rfc3986::uri::UriRef::parse(s).unwrap();
        let parts = super::uri_parts(&r);
        let (o, port, kind, address) = parts;
        assert_eq!(super::uri_ref(s, o, port, kind, address), r, "{s:?}");
        assert_eq!(super::uri_parts(&super::uri_ref(s, o, port, kind, address)), parts, "{s:?}");
        let fits = kind != 3 && o.iter().all(|&o| o <= 127 || o == NO_OFFSET);
        match super::uri_pack(&r) {
            Some(p) => {
                assert!(fits, "{s:?}");
                assert_eq!(super::uri_parts(&super::uri_unpack(s, p)), parts, "{s:?}");
                assert_eq!(super::uri_unpack(s, p), r, "{s:?}");
                true
            }
            None => {
                assert!(!fits, "{s:?}");
                false
            }
        }
    }

    #[test]
    fn uri_parts_round_trip() {
        use crate::rfc3986::authority::UriHost;
        for s in [
            "https://api.example.com:8443/v1/items?next=/home#top",
            "http://192.0.2.255:80/",
            "foo://user:pw@[v7.a:b]:1/p?q#f",
            "mailto:a@example.org",
            "//h",
            "../a/b?x#y",
            "",
            "#f",
            "?",
        ] {
            assert!(uri_round_trip(s), "{s:?} is packed");
        }
        for s in ["http://[2001:db8::7]/", "ws://[::ffff:192.0.2.1]:1/x"] {
            assert!(!uri_round_trip(s), "{s:?} is not packed");
        }
        const LONG: &str = concat!(
            "https://example.com/",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "aaaaaaaa?q#f",
        );
        assert_eq!((LONG.len(), LONG.find('?')), (132, Some(128)));
        for len in 20..=LONG.len() {
            round_trip_prefix(LONG, len);
        }
        // The IP address comes back with the host.
        let (o, port, kind, address) =
            super::uri_parts(&crate::rfc3986::uri::UriRef::parse("http://[1:2:3:4:5:6:7:8]/").unwrap());
        let r = super::uri_ref("http://[1:2:3:4:5:6:7:8]/", o, port, kind, address);
        assert_eq!(r.host(), Some(UriHost::Ipv6([1, 2, 3, 4, 5, 6, 7, 8])));
        let p = super::uri_pack(&crate::rfc3986::uri::UriRef::parse("http://10.20.30.40:9/").unwrap()).unwrap();
        let r = super::uri_unpack("http://10.20.30.40:9/", p);
        assert_eq!((r.host(), r.port()), (Some(UriHost::Ipv4([10, 20, 30, 40])), Some(9)));
    }

    #[test]
    fn uri_passwords() {
        for (s, warns) in [
            ("ftp://user:secret@ftp.example.org/", true),
            ("ssh://git:x@h/", true),
            ("//u:p@h", true),
            ("ftp://user:@ftp.example.org/", false), // an empty password
            ("ftp://user@ftp.example.org/", false),
            ("ftp://:@h/", false),
            ("foo://a%3Ab@h/", false), // an encoded ':' is part of the user
            ("https://example.com/a:b?c:d@e", false),
            ("mailto:u:p@example.org", false), // no authority
        ] {
            assert_eq!(super::uri_has_password(crate::rfc3986::uri::UriRef::parse(s).unwrap()), warns, "{s:?}");
        }
    }

    fn round_trip_prefix(s: &'static str, len: usize) {
        let prefix = &s[..len];
        if crate::rfc3986::uri::UriRef::parse(prefix).is_ok() {
            uri_round_trip(prefix);
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

/// Generates [`TYPED`] from the table of schemes.
macro_rules! define_typed {
    (
        []
        rfc1738 { $(
            $(#[$doc:meta])* $v:ident { name $name:literal view $view:ident typed ($mac:ident $entry:ident) }
        )* }
        $($rest:tt)*
    ) => {
        /// The schemes with a typed macro, from the table of schemes
        /// ([`__rfc1738_schemes!`](crate::__rfc1738_schemes)):
        /// `(scheme, macro, view type)`, the ten of RFC 1738 in the order of
        /// its §3 (https takes http's macro). For build scripts and tests.
        pub const TYPED: [(&str, &str, &str); 10] = [$(($name, stringify!($mac), stringify!($view)),)*];
    };
}

crate::__rfc1738_schemes!(define_typed [name view typed]);

/// `s` through the typed view of `scheme` (https through http's): the
/// view's `parse`, for the typed macros.
pub const fn parse_as(s: &str, scheme: Scheme) -> Result<Url<'_>, ParseError> {
    crate::rfc1738::expect_scheme(s, scheme)
}

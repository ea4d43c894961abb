//! Not public API: what the `url!` and `uri!` macros use. The macro parses
//! the literal with [`Url::parse`] at expansion time, reads its [`parts`]
//! (or [`uri_parts`]) and expands to a struct literal of the value, whose
//! `#[doc(hidden)] pub` fields it spells out (with [`HostKind`] for a
//! [`UriRef`]'s host), so nothing is parsed again at compile or run time;
//! the warnings of the non-literal path are computed here in const.

use crate::rfc3986::uri::UriRef;

use crate::error::ParseError;
use crate::rfc1738::scheme::Scheme;
use crate::view::url::Url;

pub use crate::error::picture::{http_prefix, panic_picture, url_prefix, Picture};
pub use crate::rfc3986::authority::HostKind;

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
pub const CONTROL_PARTS: [&str; 10] = [
    "user",
    "password",
    "ftp path",
    "gopher selector",
    "gopher search",
    "gopher+ string",
    "news message-id",
    "wais path",
    "prospero path",
    "mailto address",
];

// The `uri!` macros: the same scheme as `url!`'s, for [`UriRef`] and the
// views over it.

/// The parts of `r`: the seven offsets (`scheme_end`, `auth_start`,
/// `host_start`, `host_end`, `path_start`, `query`, `fragment`), the port,
/// the host's kind (0 none, 1 reg-name, 2 IPv4, 3 IPv6, 4 IPvFuture) and its
/// IP address, for the macros' struct literal and the tests that compare
/// a macro's value with the parser's.
pub const fn uri_parts(r: &UriRef<'_>) -> ([u32; 7], u16, u8, u128) {
    r.parts()
}

/// [`uri_parts`] of an IRI reference (the `iri!` macros: `Iri` and `IriRef`
/// wrap the same [`UriRef`] positions, over text that may hold non-ASCII
/// characters; a macro rebuilds `Iri(UriRef { .. })` from them).
pub const fn iri_parts(r: &crate::rfc3987::IriRef<'_>) -> ([u32; 7], u16, u8, u128) {
    r.0.parts()
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

/// Whether `c` is one of RFC 3987 §4.1's bidirectional formatting
/// characters, the set `iri!` and the mailto addresses refuse: for the
/// client, which refuses them in the mail header fields it writes.
pub const fn is_bidi_format(c: char) -> bool {
    crate::chars::in_ranges(c, &crate::chars::BIDI)
}

#[cfg(test)]
mod tests {
    use super::{parts, uri_parts, url};
    use crate::rfc3986::uri::UriRef;
    use crate::view::url::{Url, NO_OFFSET};

    /// `url` rebuilds from `parts` the URL the parser found, at any length.
    #[test]
    fn url_rebuilds_what_parts_took_apart() {
        const LONG: &str = concat!(
            "ftp://user:pw@ftp.example.org:2121/",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa;type=a#top",
        );
        for s in [
            "ftp://anonymous:secret@ftp.example.org:2121/pub/dir/README;type=a#top",
            "http://info.cern.ch:8080/hypertext/WWW/TheProject.html?q=1#s",
            "http://192.0.2.7:65535/",
            "gopher://gopher.example.org:70/1sel%09search%09plus",
            "mailto:timbl@info.cern.ch",
            "news:123@example.org",
            "nntp://news.example.org:119/comp.lang.c/1234",
            "telnet://user:pw@melvyl.ucop.edu:23/",
            "wais://quake.think.com:210/directory-of-servers?query",
            "file://localhost/etc/motd",
            "prospero://host.dom:1525//pros/name;field=value",
            "x-ssh://git:secret@git.example.org:22/#frag",
            LONG,
        ] {
            let parsed = Url::parse(s).unwrap();
            let (o, port, kind, host_flags) = parts(&parsed);
            assert_eq!(parts(&url(s, o, port, kind, host_flags)), parts(&parsed), "{s:?}");
        }
        let (o, port, ..) = parts(&Url::parse(LONG).unwrap());
        assert_eq!((o[1], o[2], o[5], port), (13, 10, 142, 2121));
    }

    /// `uri_parts`: the seven offsets, the port, the host's kind and its
    /// address.
    #[test]
    fn uri_parts_of_each_kind_of_host() {
        let of = |s: &str| uri_parts(&UriRef::parse(s).unwrap());
        const N: u32 = NO_OFFSET;
        assert_eq!(of("http://10.20.30.40:9/a?b#c"), ([4, 7, 7, 18, 20, 22, 24], 9, 2, 0x0a14_1e28));
        assert_eq!(of("https://h/"), ([5, 8, 8, 9, 9, N, N], 0, 1, 0));
        assert_eq!(
            of("ws://[1:2:3:4:5:6:7:8]/"),
            ([2, 5, 5, 22, 22, N, N], 0, 3, 0x0001_0002_0003_0004_0005_0006_0007_0008)
        );
        assert_eq!(of("../a?x"), ([N, N, N, N, 0, 4, N], 0, 0, 0));
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
        assert_eq!(bits("mailto:%22a%0ABcc:%20x%22@example.com"), (false, false, false, 10));
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
                "prospero path",
                "mailto address"
            ]
        );
        // every part fits the four bits
        assert_eq!(super::control_part(super::CONTROL_PART), 15);
        assert_eq!(super::CONTROL_PART & (super::PASSWORD | super::RESERVED_PORT | super::AMBIGUOUS_HOST), 0);
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
            ("x-note:u:p@example.org", false), // no authority
        ] {
            assert_eq!(super::uri_has_password(crate::rfc3986::uri::UriRef::parse(s).unwrap()), warns, "{s:?}");
        }
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

/// The template of `uri_template!`, in a `const`: the macro checked `text`
/// with the same grammar, so the `panic!` is never evaluated.
pub const fn rfc6570_template(text: &str) -> crate::rfc6570::UriTemplate<'_> {
    match crate::rfc6570::UriTemplate::parse_const(text) {
        Ok(t) => t,
        Err(_) => {
            panic!("uri_template!: the template the macro checked is refused in const; please report this as a bug")
        }
    }
}

/// The expansion of a template whose fixed text starts with a scheme,
/// which no value moves ([`UriTemplate::has_scheme`](crate::rfc6570::UriTemplate::has_scheme)):
/// a URI.
#[cfg(feature = "alloc")]
fn uri_of(r: crate::UriRefBuf) -> crate::UriBuf {
    match crate::UriBuf::try_from(r) {
        Ok(u) => u,
        Err(e) => unreachable!(
            "uri_template!: the expansion of a template with a scheme is relative ({e}); please report this as a bug"
        ),
    }
}

/// `try_uri_template!`'s value for a template whose fixed text starts with
/// a scheme.
#[cfg(feature = "alloc")]
#[inline]
pub fn rfc6570_uri<V: crate::rfc6570::Vars>(
    t: &crate::rfc6570::UriTemplate<'_>,
    vars: &V,
) -> Result<crate::UriBuf, crate::template::TemplateError> {
    t.expand(vars).map(uri_of)
}

/// `try_uri_template!`'s value for a template without a scheme.
#[cfg(feature = "alloc")]
#[inline]
pub fn rfc6570_ref<V: crate::rfc6570::Vars>(
    t: &crate::rfc6570::UriTemplate<'_>,
    vars: &V,
) -> Result<crate::UriRefBuf, crate::template::TemplateError> {
    t.expand(vars)
}

/// `uri_template!`'s value for a template whose fixed text starts with a
/// scheme. The macro admitted only values that no check refuses (each
/// variable's type bound at compile time), so the error arm is a bug of
/// the macro's, never a value's.
#[cfg(feature = "alloc")]
#[inline]
pub fn rfc6570_uri_checked<V: crate::rfc6570::Vars>(t: &crate::rfc6570::UriTemplate<'_>, vars: &V) -> crate::UriBuf {
    match t.expand(vars) {
        Ok(u) => uri_of(u),
        Err(e) => {
            unreachable!("uri_template!: a value the macro admitted was refused ({e}); please report this as a bug")
        }
    }
}

/// `uri_template!`'s value for a template without a scheme (see
/// [`rfc6570_uri_checked`]).
#[cfg(feature = "alloc")]
#[inline]
pub fn rfc6570_ref_checked<V: crate::rfc6570::Vars>(t: &crate::rfc6570::UriTemplate<'_>, vars: &V) -> crate::UriRefBuf {
    match t.expand(vars) {
        Ok(u) => u,
        Err(e) => {
            unreachable!("uri_template!: a value the macro admitted was refused ({e}); please report this as a bug")
        }
    }
}

/// The octet of a path segment's text at `raw[i]` decoded once (`%XX` is
/// one octet), and where the next starts: the reading of the dot-segment
/// rule (`template::dot_problem`), for `uri_template!`'s reading of the
/// fixed text around an expression.
#[cfg(feature = "alloc")]
pub fn segment_octet(raw: &[u8], i: usize) -> (u8, usize) {
    crate::template::decode_at(raw, i)
}

/// Whether a decoded octet is one a dot part is written with (`.`, and the
/// spaces and NULs a reader strips after it), as the dot-segment rule
/// reads it.
#[cfg(feature = "alloc")]
pub const fn dot_part_octet(c: u8) -> bool {
    crate::template::dot_part_octet(c)
}

/// Whether a decoded octet splits a path segment into parts (`/`, `\`),
/// as the dot-segment rule reads it.
#[cfg(feature = "alloc")]
pub const fn part_separator(c: u8) -> bool {
    crate::template::part_separator(c)
}

/// The dots a path segment's text decodes to, or a part of it between the
/// `/` and `\` it decodes to, as the template checks read it when a value
/// wrote all of it (`Some(2)` for `..` in any spelling they refuse): for
/// `uri_template!`, which asks whether a value beside fixed text could be
/// refused (`v%5C..`, `v%2F..`), to require a safe value there if so.
#[cfg(feature = "alloc")]
pub fn segment_dots(raw: &[u8]) -> Option<u8> {
    use crate::template::ValueProblem;
    match crate::template::dot_problem(raw, |_| true) {
        Some(ValueProblem::DotSegment { dots } | ValueProblem::DotPart { dots }) => Some(dots),
        _ => None,
    }
}

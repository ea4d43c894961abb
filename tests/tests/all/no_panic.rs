//! Robustness of `Url::parse`: no input panics, every result is self-consistent,
//! and hostile megabyte inputs finish in one pass with the expected verdict.
//!
//! `every_prefix_and_single_edit` takes a few hundred valid URLs (built from
//! per-scheme templates) plus every input of `tests/conformance/parse.json`
//! and parses every prefix and every single-character edit of each: replacement
//! by one of [`REPLACEMENTS`] (the smaller [`CONFORMANCE_REPLACEMENTS`] for the
//! conformance inputs, to keep the test fast), deletion and duplication. Each
//! verdict is checked against the invariants below ([`check_ok`], [`check_err`]).

use std::collections::hash_map::DefaultHasher;
use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::time::Instant;

use url_core::{Details, FtpType, Host, NewsTarget, ParseError, Scheme, Url, WaisForm};

/// The sections RFC 1738 has (its table of contents).
const RFC1738_SECTIONS: &[&str] = &[
    "1", "2", "2.1", "2.2", "2.3", "3", "3.1", "3.2", "3.2.1", "3.2.2", "3.2.3", "3.2.4", "3.2.5", "3.3", "3.4",
    "3.4.1", "3.4.2", "3.4.3", "3.4.4", "3.4.5", "3.4.6", "3.4.7", "3.4.8", "3.4.9", "3.5", "3.6", "3.7", "3.8", "3.9",
    "3.10", "3.11", "4", "5", "6", "7",
];

/// What each character of an input is replaced with: the reserved and unsafe
/// characters, space and controls, non-ASCII characters of every UTF-8 length
/// (U+0080, U+00E9, U+20AC, U+1F600: the input stays valid UTF-8), digits,
/// letters (hex and not) and the `safe` characters.
const REPLACEMENTS: &[char] = &[
    '%', '#', '@', ':', '/', '?', ';', '=', '&', '~', '<', '>', '"', '{', '}', '|', '\\', '^', '[', ']', '`', ' ',
    '\t', '\n', '\r', '\0', '\x7f', '\u{80}', 'é', '€', '😀', '0', '9', 'a', 'F', 'z', '.', '-', '+', '_', '$', '*',
];

/// The replacements for the conformance inputs: one of each kind of character.
const CONFORMANCE_REPLACEMENTS: &[char] =
    &['%', '#', '@', ':', '/', '?', ';', '=', '~', ' ', '\0', 'é', '😀', '0', 'a', '.', '-'];

// ---------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------

const HOSTS: &[&str] = &[
    "example.com",
    "a.b-c.org",
    "x",
    "EXAMPLE.COM",
    "10.0.0.1",
    "255.255.255.255",
    "0.0.0.0",
    "a1.b2.c3",
    "xn--ls8h.la",
    "host-1.dom",
];

const PORTS: &[&str] = &["", ":0", ":21", ":8080", ":65535", ":00080"];

const FRAGMENTS: &[&str] = &["", "#", "#top", "#a%20b", "#sec;1/2?x=y&z:@"];

/// Templates: `{hp}` is replaced by host and port, `{h}` by a host alone.
const TEMPLATES: &[&str] = &[
    // ftp (§3.2)
    "ftp://{hp}",
    "ftp://{hp}/",
    "ftp://user@{hp}/pub/file.txt",
    "ftp://user:pa%20ss@{hp}/a/b/c;type=i",
    "ftp://@{hp}/",
    "ftp://foo:@{hp}/%2Fetc/motd;type=A",
    "ftp://{hp}/dir/;type=d",
    "ftp://u;x?y&z=w:p;q@{hp}/a?b:c@d&e=f/g",
    // http (§3.3)
    "http://{hp}",
    "http://{hp}/",
    "http://{hp}/a/b/c.html",
    "http://{hp}/?",
    "http://{hp}/path;p=1:2@x&y=z?q=1&r=%7E;s:t@u",
    "http://{hp}/%41%42%43/$-_.+!*'(),",
    // https (RFC 2818 §2.4: http's form)
    "https://{hp}/v1/items?page=2",
    "HTTPS://{hp}",
    // gopher (§3.4)
    "gopher://{hp}",
    "gopher://{hp}/",
    "gopher://{hp}/1",
    "gopher://{hp}/0/file.txt",
    "gopher://{hp}/7/search%09red%20fish",
    "gopher://{hp}/7sel%09search%09+plus%0D%0A",
    "gopher://{hp}/%41selector",
    // mailto (§3.5)
    "mailto:user@{h}",
    "mailto:first.last@{h}",
    "mailto:%22quoted%20str%22@{h}",
    "mailto:u%40{h}",
    "mailto:user+tag@%5B10.0.0.1%5D",
    // news (§3.6)
    "news:*",
    "news:comp.lang.c",
    "news:a+b_c-d.e1",
    "news:12345@{h}",
    "news:a;b/c?d:e&f=g%20@{h}",
    // nntp (§3.7)
    "nntp://{hp}/comp.lang.c",
    "nntp://{hp}/alt.x/12345",
    "nntp://{hp}/g/0",
    "nntp://{hp}/G+_-.x/18446744073709551615",
    // telnet (§3.8)
    "telnet://{hp}",
    "telnet://{hp}/",
    "telnet://guest@{hp}/",
    "telnet://u:p@{hp}",
    // wais (§3.9)
    "wais://{hp}/",
    "wais://{hp}/db",
    "wais://{hp}/db?query;x:y@z&w=v",
    "wais://{hp}/db/TEXT/1234%20x",
    "wais://{hp}/db//",
    // file (§3.10)
    "file://{h}/etc/motd",
    "file:///",
    "file://localhost/a/b/",
    "file:///C:/x?y@z&=/",
    // prospero (§3.11)
    "prospero://{hp}/",
    "prospero://{hp}//pros/name;OBJECT-VERSION=2",
    "prospero://{hp}/a/b;x=y;z=;=w",
    // other schemes (§4, §5 otherurl)
    "x:",
    "tel:+31-641044153",
    "rlogin://aas@{hp}",
    "urn:isbn:0-395-36341-1",
    "my+scheme.v-2://u:p@{hp}/a/b?c;d",
    "HTTP://{hp}/UPPER",
    "x-y://{hp}/%20",
    "z:/a//b?c",
];

/// A few hundred valid URLs: every template with every host (and a port and a
/// fragment that vary with the position).
fn valid_urls() -> Vec<String> {
    let mut out = Vec::new();
    let mut n = 0;
    for t in TEMPLATES {
        let uses_host = t.contains("{hp}") || t.contains("{h}");
        let hosts = if uses_host { HOSTS } else { &HOSTS[..1] };
        for h in hosts {
            n += 1;
            let port = PORTS[n % PORTS.len()];
            let frag = FRAGMENTS[n % FRAGMENTS.len()];
            let mut s = t.replace("{hp}", &format!("{h}{port}")).replace("{h}", h);
            s.push_str(frag);
            out.push(s);
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The `"input"` strings of the conformance vectors (a JSON array of objects),
/// read without a JSON crate: every `"input": "<json string>"`.
fn conformance_inputs() -> Vec<String> {
    let text = crate::support::data::text(&crate::support::data::conformance("parse.json"));
    let key = "\"input\": \"";
    let mut out = Vec::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find(key) {
        let (s, after) = json_string(&rest[i + key.len()..]);
        out.push(s);
        rest = after;
    }
    // parse.json holds 776 entries: far fewer means the file was not read
    assert!(out.len() >= 700, "only {} inputs in parse.json", out.len());
    out
}

/// Decodes a JSON string body up to its closing quote; returns it and the rest.
fn json_string(s: &str) -> (String, &str) {
    let mut out = String::new();
    let mut chars = s.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return (out, &s[i + 1..]),
            '\\' => {
                let (_, e) = chars.next().expect("escape");
                match e {
                    'n' => out.push('\n'),
                    'r' => out.push('\r'),
                    't' => out.push('\t'),
                    'b' => out.push('\u{8}'),
                    'f' => out.push('\u{c}'),
                    'u' => {
                        let mut v = hex4(&mut chars);
                        if (0xd800..0xdc00).contains(&v) {
                            assert_eq!(chars.next().map(|x| x.1), Some('\\'));
                            assert_eq!(chars.next().map(|x| x.1), Some('u'));
                            let lo = hex4(&mut chars);
                            v = 0x10000 + ((v - 0xd800) << 10) + (lo - 0xdc00);
                        }
                        out.push(char::from_u32(v).expect("scalar value"));
                    }
                    other => out.push(other),
                }
            }
            c => out.push(c),
        }
    }
    panic!("unterminated JSON string");
}

/// Four hex digits of a JSON `\\u` escape.
fn hex4(chars: &mut std::str::CharIndices<'_>) -> u32 {
    let h: String = (0..4).map(|_| chars.next().expect("\\u digits").1).collect();
    u32::from_str_radix(&h, 16).expect("\\u hex")
}

// ---------------------------------------------------------------------------
// Invariants
// ---------------------------------------------------------------------------

/// The byte offset of `comp` inside `input`, asserting that it is a slice of it.
#[track_caller]
fn pos(input: &str, comp: &str, what: &str) -> usize {
    let base = input.as_ptr() as usize;
    let p = comp.as_ptr() as usize;
    assert!(p >= base && p + comp.len() <= base + input.len(), "{what} {comp:?} is not a slice of the input {input:?}");
    p - base
}

/// `pos` plus: the slice starts at `at`.
#[track_caller]
fn at(input: &str, comp: &str, what: &str, at: usize) {
    assert_eq!(pos(input, comp, what), at, "{what} {comp:?} at the wrong position in {input:?}");
}

/// Whether `c` may never appear unencoded in a URL: not an `xchar`, `%` or `#`.
fn is_never_allowed(c: char) -> bool {
    !(c.is_ascii_alphanumeric() || "$-_.+!*'(),;/?:@&=%#".contains(c))
}

/// Whether every byte is an `xchar` or `#`, and every `%` starts an escape.
fn only_xchar(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'%' {
            if !(i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit()) {
                return false;
            }
            i += 3;
            continue;
        }
        if !(c.is_ascii_alphanumeric() || b"$-_.+!*'(),;/?:@&=#".contains(&c)) {
            return false;
        }
        i += 1;
    }
    true
}

fn check_hostname(input: &str, h: &str) {
    assert!(h.len() <= 255, "host name longer than 255 in {input:?}");
    let labels: Vec<&str> = h.split('.').collect();
    for (k, l) in labels.iter().enumerate() {
        let lb = l.as_bytes();
        assert!(!l.is_empty() && l.len() <= 63, "bad label {l:?} in {input:?}");
        assert!(lb[0].is_ascii_alphanumeric() && lb[lb.len() - 1].is_ascii_alphanumeric(), "{input:?}");
        assert!(lb.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-'), "{input:?}");
        if k == labels.len() - 1 {
            assert!(lb[0].is_ascii_alphabetic(), "top label {l:?} starts with a digit in {input:?}");
        }
    }
}

fn hash_of<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut h = DefaultHasher::new();
    v.hash(&mut h);
    h.finish()
}

/// The typed parser of `kind`, as a `Details`.
fn view_parse(kind: Scheme, s: &str) -> Result<Details<'_>, ParseError> {
    use url_core::*;
    match kind {
        Scheme::Ftp => FtpUrl::parse(s).map(Details::Ftp),
        Scheme::Http | Scheme::Https => HttpUrl::parse(s).map(Details::Http),
        Scheme::Gopher => GopherUrl::parse(s).map(Details::Gopher),
        Scheme::Mailto => MailtoUrl::parse(s).map(Details::Mailto),
        Scheme::News => NewsUrl::parse(s).map(Details::News),
        Scheme::Nntp => NntpUrl::parse(s).map(Details::Nntp),
        Scheme::Telnet => TelnetUrl::parse(s).map(Details::Telnet),
        Scheme::Wais => WaisUrl::parse(s).map(Details::Wais),
        Scheme::File => FileUrl::parse(s).map(Details::File),
        Scheme::Prospero => ProsperoUrl::parse(s).map(Details::Prospero),
        Scheme::Other => OtherUrl::parse(s).map(Details::Other),
    }
}

/// The typed `from_url` of `kind`, as a `Details`.
fn view_from_url(kind: Scheme, u: Url<'_>) -> Result<Details<'_>, ParseError> {
    use url_core::*;
    match kind {
        Scheme::Ftp => FtpUrl::from_url(u).map(Details::Ftp),
        Scheme::Http | Scheme::Https => HttpUrl::from_url(u).map(Details::Http),
        Scheme::Gopher => GopherUrl::from_url(u).map(Details::Gopher),
        Scheme::Mailto => MailtoUrl::from_url(u).map(Details::Mailto),
        Scheme::News => NewsUrl::from_url(u).map(Details::News),
        Scheme::Nntp => NntpUrl::from_url(u).map(Details::Nntp),
        Scheme::Telnet => TelnetUrl::from_url(u).map(Details::Telnet),
        Scheme::Wais => WaisUrl::from_url(u).map(Details::Wais),
        Scheme::File => FileUrl::from_url(u).map(Details::File),
        Scheme::Prospero => ProsperoUrl::from_url(u).map(Details::Prospero),
        Scheme::Other => OtherUrl::from_url(u).map(Details::Other),
    }
}

/// The error a typed parser of `want` gives for a valid URL of another scheme.
fn check_wrong_scheme(input: &str, u: &Url<'_>, want: Scheme, e: ParseError) {
    assert_eq!((e.offset(), e.length()), (0, u.scheme().len()), "wrong-scheme error span for {input:?}");
    assert_eq!(e.rule(), want.production(), "{input:?}");
    assert_eq!(e.section(), want.section(), "{input:?}");
    assert!(e.message().as_str().starts_with("expected "), "{input:?}: {e}");
    // A valid URL of another scheme: not a grammar error, no RFC 3986 note.
    assert!(!e.input_is_uri(), "{input:?}: {e}");
    check_err(input, e, true);
}

/// The generic components of `u`.
type Parts<'a> =
    (Scheme, Option<&'a str>, Option<&'a str>, Option<Host<'a>>, Option<u16>, Option<&'a str>, Option<&'a str>);

fn parts(u: Url<'_>) -> Parts<'_> {
    (u.kind(), u.user(), u.password(), u.host(), u.port(), u.url_path(), u.fragment())
}

/// Invariants of a successful parse of `input`. `deep` adds the costlier
/// ones (formatting, hashing, the typed parsers of other schemes).
fn check_ok(input: &str, u: Url<'_>, deep: bool) {
    // The text, as written.
    assert_eq!(u.as_str(), input);
    at(input, u.as_str(), "as_str", 0);
    assert_eq!(u.as_ref() as &str, input);
    assert!(u == *input && u == input);
    assert!(only_xchar(input), "valid URL {input:?} holds a character outside xchar or a bad escape");

    // Re-parsing gives an equal URL with the same components.
    let again = Url::parse(input).expect("re-parse");
    assert_eq!(again, u);
    assert_eq!(parts(again), parts(u), "{input:?}");
    if deep {
        assert_eq!(format!("{again:?}"), format!("{u:?}"));
        assert_eq!(again.details(), u.details());
        assert_eq!(Url::try_from(input), Ok(u));
        assert_eq!(u.to_string(), input);
        assert!(!format!("{u:?}").is_empty());
        assert_eq!(hash_of(&again), hash_of(input));
    }

    // scheme ":" scheme-specific-part [ "#" fragment ]
    let scheme = u.scheme();
    at(input, scheme, "scheme", 0);
    assert!(!scheme.is_empty());
    assert!(scheme.bytes().all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b)), "{input:?}");
    assert_eq!(input.as_bytes()[scheme.len()], b':');
    assert_eq!(u.kind(), Scheme::from_name(scheme), "{input:?}");
    let wf = u.without_fragment();
    at(input, wf, "without_fragment", 0);
    assert!(!wf.contains('#'), "{input:?}");
    match u.fragment() {
        Some(f) => {
            assert_eq!(input.as_bytes()[wf.len()], b'#');
            at(input, f, "fragment", wf.len() + 1);
            assert_eq!(wf.len() + 1 + f.len(), input.len());
            assert!(!f.contains('#'), "{input:?}");
        }
        None => assert_eq!(wf.len(), input.len(), "{input:?}"),
    }
    let ssp = u.scheme_specific_part();
    at(input, ssp, "scheme_specific_part", scheme.len() + 1);
    assert_eq!(scheme.len() + 1 + ssp.len(), wf.len());

    // login = [ user [ ":" password ] "@" ] hostport, then [ "/" url-path ]
    assert_eq!(u.has_login(), u.host_str().is_some());
    match u.host_str() {
        None => {
            assert_eq!((u.user(), u.password(), u.port(), u.url_path()), (None, None, None, None), "{input:?}");
            assert_eq!(u.host(), None);
            assert!(
                matches!(u.kind(), Scheme::Mailto | Scheme::News | Scheme::Other),
                "{input:?}: a {} URL without login",
                u.kind()
            );
        }
        Some(h) => {
            assert!(ssp.starts_with("//"), "{input:?}");
            let login_start = scheme.len() + 3;
            let mut host_start = login_start;
            if let Some(user) = u.user() {
                assert!(matches!(u.kind(), Scheme::Ftp | Scheme::Telnet | Scheme::Other), "{input:?}");
                at(input, user, "user", login_start);
                assert!(!user.contains([':', '@', '/']), "{input:?}");
                let user_end = login_start + user.len();
                let at_sign = match u.password() {
                    Some(pw) => {
                        assert_eq!(input.as_bytes()[user_end], b':');
                        at(input, pw, "password", user_end + 1);
                        assert!(!pw.contains([':', '@', '/']), "{input:?}");
                        user_end + 1 + pw.len()
                    }
                    None => user_end,
                };
                assert_eq!(input.as_bytes()[at_sign], b'@', "{input:?}");
                host_start = at_sign + 1;
            } else {
                assert_eq!(u.password(), None, "{input:?}");
            }
            at(input, h, "host_str", host_start);
            assert!(h.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.'), "{input:?}");
            if h.is_empty() {
                assert_eq!(u.kind(), Scheme::File, "{input:?}: empty host");
            }
            match u.host().expect("host with host_str") {
                Host::Name(n) => {
                    assert_eq!((n.as_ptr(), n.len()), (h.as_ptr(), h.len()), "{input:?}");
                    if !n.is_empty() {
                        check_hostname(input, n);
                    }
                }
                Host::Ipv4(a) => {
                    let groups: Vec<u8> = h.split('.').map(|g| g.parse().expect("IPv4 group")).collect();
                    assert_eq!(groups, a, "{input:?}");
                }
            }
            let mut hp_end = host_start + h.len();
            let rest = &wf[hp_end..];
            match u.port() {
                Some(p) => {
                    assert!(rest.starts_with(':'), "{input:?}");
                    let digits = rest[1..].split(|c: char| !c.is_ascii_digit()).next().unwrap();
                    assert!(!digits.is_empty(), "{input:?}");
                    assert_eq!(digits.parse::<u64>().ok(), Some(u64::from(p)), "{input:?}");
                    hp_end += 1 + digits.len();
                }
                None => assert!(!rest.starts_with(':'), "{input:?}"),
            }
            let rest = &wf[hp_end..];
            match u.url_path() {
                Some(p) => {
                    assert!(rest.starts_with('/'), "{input:?}");
                    at(input, p, "url_path", hp_end + 1);
                    assert_eq!(hp_end + 1 + p.len(), wf.len(), "{input:?}");
                }
                None => assert_eq!(rest, "", "{input:?}"),
            }
        }
    }
    assert_eq!(u.default_port(), u.kind().default_port());
    assert_eq!(u.port_or_default(), u.port().or(u.default_port()));
    assert!(u.port_or_default().is_some() || (u.port().is_none() && u.kind().default_port().is_none()));

    // The typed view.
    let d = u.details();
    assert_eq!(d.as_url(), u);
    check_details(input, &u, d);
    assert_eq!(view_from_url(u.kind(), u), Ok(d), "{input:?}");
    if !deep {
        return;
    }
    assert_eq!(view_parse(u.kind(), input), Ok(d), "{input:?}");
    assert!(!format!("{d:?}").is_empty());
    let other = Scheme::ALL[(input.len() + 1 + u.kind() as usize) % Scheme::ALL.len()];
    // http's view takes https and https has none of its own (HttpUrl)
    let family = |s: Scheme| if s == Scheme::Https { Scheme::Http } else { s };
    if family(other) != family(u.kind()) {
        let other = family(other);
        check_wrong_scheme(input, &u, other, view_parse(other, input).expect_err("wrong scheme"));
        check_wrong_scheme(input, &u, other, view_from_url(other, u).expect_err("wrong scheme"));
    }
}

/// Invariants of the per-scheme view: every part is a slice of the input at
/// its place, and the parts put back together give the URL's own text.
fn check_details(input: &str, u: &Url<'_>, d: Details<'_>) {
    let name = d.as_url().kind();
    assert_eq!(name, u.kind());
    let path_start = u.url_path().map(|p| pos(input, p, "url_path"));
    match d {
        Details::Ftp(v) => {
            assert_eq!(u.kind(), Scheme::Ftp);
            assert_eq!((v.user(), v.password(), v.port()), (u.user(), u.password(), u.port()));
            assert_eq!(Some(v.host()), u.host());
            assert_eq!(v.port_or_default(), u.port().unwrap_or(21));
            assert_eq!(v.path(), u.url_path());
            match v.path() {
                None => {
                    assert_eq!(v.name(), None, "{input:?}");
                    assert_eq!(v.cwd().count(), 0);
                    assert_eq!(v.typecode(), None);
                }
                Some(p) => {
                    let name = v.name().expect("ftp name");
                    let mut rebuilt = String::new();
                    for seg in v.cwd() {
                        pos(input, seg, "ftp cwd");
                        rebuilt.push_str(seg);
                        rebuilt.push('/');
                    }
                    at(input, name, "ftp name", path_start.unwrap() + rebuilt.len());
                    assert!(!name.contains(['/', ';']), "{input:?}");
                    rebuilt.push_str(name);
                    if let Some(t) = v.typecode_str() {
                        at(input, t, "ftp typecode", path_start.unwrap() + rebuilt.len() + 6);
                        rebuilt.push_str(";type=");
                        rebuilt.push_str(t);
                        let tc = v.typecode().expect("typecode");
                        assert_eq!(t.to_ascii_lowercase(), tc.as_char().to_string());
                        assert!(matches!(tc, FtpType::Ascii | FtpType::Image | FtpType::Directory));
                    } else {
                        assert_eq!(v.typecode(), None);
                    }
                    assert_eq!(rebuilt, p, "{input:?}");
                }
            }
        }
        Details::Http(v) => {
            assert_eq!(Some(v.host()), u.host());
            assert_eq!(v.port(), u.port());
            assert_eq!(v.is_secure(), u.kind() == Scheme::Https);
            assert_eq!(v.port_or_default(), u.port().unwrap_or(if v.is_secure() { 443 } else { 80 }));
            assert_eq!(u.user(), None, "{input:?}");
            match (v.path(), v.search()) {
                (None, s) => {
                    assert_eq!(s, None, "{input:?}");
                    assert_eq!(u.url_path(), None);
                    assert_eq!(v.segments().count(), 0);
                }
                (Some(p), s) => {
                    at(input, p, "http path", path_start.unwrap());
                    assert_eq!(v.segments().collect::<Vec<_>>().join("/"), p);
                    assert!(!p.contains('?'), "{input:?}");
                    let mut rebuilt = p.to_owned();
                    if let Some(s) = s {
                        at(input, s, "http search", path_start.unwrap() + p.len() + 1);
                        assert!(!s.contains(['?', '/']), "{input:?}");
                        rebuilt.push('?');
                        rebuilt.push_str(s);
                    }
                    assert_eq!(Some(rebuilt.as_str()), u.url_path(), "{input:?}");
                }
            }
        }
        Details::Gopher(v) => {
            assert_eq!(Some(v.host()), u.host());
            assert_eq!(v.port(), u.port());
            assert_eq!(v.port_or_default(), u.port().unwrap_or(70));
            assert_eq!(u.user(), None, "{input:?}");
            match v.gopher_path() {
                None => {
                    assert!(matches!(u.url_path(), None | Some("")), "{input:?}");
                    assert_eq!(v.item_type(), "1");
                    assert_eq!(
                        (v.raw_item_type(), v.selector(), v.search(), v.gopher_plus()),
                        (None, None, None, None)
                    );
                }
                Some(gp) => {
                    assert_eq!(Some(gp), u.url_path(), "{input:?}");
                    let t = v.raw_item_type().expect("gopher type");
                    assert_eq!(v.item_type(), t);
                    at(input, t, "gopher type", path_start.unwrap());
                    assert!(t.len() == 1 || (t.len() == 3 && t.starts_with('%')), "{input:?}");
                    let sel = v.selector().expect("selector");
                    at(input, sel, "gopher selector", path_start.unwrap() + t.len());
                    let lower = sel.to_ascii_lowercase();
                    assert!(!lower.contains("%09") && !lower.contains("%0d") && !lower.contains("%0a"), "{input:?}");
                    let mut rebuilt = format!("{t}{sel}");
                    if let Some(s) = v.search() {
                        at(input, s, "gopher search", path_start.unwrap() + rebuilt.len() + 3);
                        assert!(!s.contains("%09"), "{input:?}");
                        rebuilt.push_str("%09");
                        rebuilt.push_str(s);
                        if let Some(plus) = v.gopher_plus() {
                            at(input, plus, "gopher+", path_start.unwrap() + rebuilt.len() + 3);
                            rebuilt.push_str("%09");
                            rebuilt.push_str(plus);
                        }
                    } else {
                        assert_eq!(v.gopher_plus(), None);
                    }
                    assert_eq!(rebuilt, gp, "{input:?}");
                }
            }
        }
        Details::Mailto(v) => {
            let addr = v.address();
            assert_eq!(addr, u.scheme_specific_part());
            at(input, addr, "mailto address", u.scheme().len() + 1);
            let local = v.local_part();
            let domain = v.domain();
            at(input, local, "local part", u.scheme().len() + 1);
            assert!(!local.is_empty() && !domain.is_empty(), "{input:?}");
            let sep = &addr[local.len()..addr.len() - domain.len()];
            assert!(sep == "@" || sep == "%40", "{input:?}: separator {sep:?}");
            at(input, domain, "domain", u.scheme().len() + 1 + local.len() + sep.len());
        }
        Details::News(v) => {
            let gp = v.grouppart();
            assert_eq!(gp, u.scheme_specific_part());
            at(input, gp, "grouppart", u.scheme().len() + 1);
            match v.target() {
                NewsTarget::All => {
                    assert_eq!(gp, "*");
                    assert!(v.is_all());
                    assert_eq!((v.group(), v.message_id()), (Some("*"), None));
                }
                NewsTarget::Group(g) => {
                    assert_eq!(g, gp);
                    assert!(!v.is_all());
                    assert!(g.as_bytes()[0].is_ascii_alphabetic(), "{input:?}");
                    assert!(g.bytes().all(|c| c.is_ascii_alphanumeric() || b"-.+_".contains(&c)), "{input:?}");
                    assert_eq!((v.group(), v.message_id(), v.message_id_host()), (Some(g), None, None));
                }
                NewsTarget::Article(m) => {
                    assert_eq!(m, gp);
                    assert_eq!((v.group(), v.message_id()), (None, Some(m)));
                    let host = v.message_id_host().expect("message-id host");
                    at(input, host, "message-id host", pos(input, m, "message-id") + m.len() - host.len());
                    assert!(m.len() > host.len() + 1 && m.as_bytes()[m.len() - host.len() - 1] == b'@', "{input:?}");
                    assert!(!host.is_empty() && !host.contains('@'), "{input:?}");
                }
            }
        }
        Details::Nntp(v) => {
            assert_eq!(Some(v.host()), u.host());
            assert_eq!(v.port(), u.port());
            assert_eq!(v.port_or_default(), u.port().unwrap_or(119));
            assert_eq!(u.user(), None, "{input:?}");
            let g = v.group();
            at(input, g, "nntp group", path_start.expect("nntp path"));
            assert!(g.as_bytes()[0].is_ascii_alphabetic(), "{input:?}");
            let mut rebuilt = g.to_owned();
            if let Some(a) = v.article_str() {
                at(input, a, "article", path_start.unwrap() + g.len() + 1);
                assert_eq!(v.article(), Some(a.parse::<u64>().expect("article number")), "{input:?}");
                rebuilt.push('/');
                rebuilt.push_str(a);
            } else {
                assert_eq!(v.article(), None);
            }
            assert_eq!(Some(rebuilt.as_str()), u.url_path(), "{input:?}");
        }
        Details::Telnet(v) => {
            assert_eq!((v.user(), v.password(), v.port()), (u.user(), u.password(), u.port()));
            assert_eq!(Some(v.host()), u.host());
            assert_eq!(v.port_or_default(), u.port().unwrap_or(23));
            assert!(matches!(u.url_path(), None | Some("")), "{input:?}");
        }
        Details::Wais(v) => {
            assert_eq!(Some(v.host()), u.host());
            assert_eq!(v.port(), u.port());
            assert_eq!(v.port_or_default(), u.port().unwrap_or(210));
            assert_eq!(u.user(), None, "{input:?}");
            let db = v.database();
            let start = path_start.expect("wais path");
            at(input, db, "database", start);
            let rebuilt = match v.form() {
                WaisForm::Database => {
                    assert_eq!((v.search(), v.document()), (None, None));
                    db.to_owned()
                }
                WaisForm::Index { search } => {
                    at(input, search, "wais search", start + db.len() + 1);
                    assert_eq!((v.search(), v.document()), (Some(search), None));
                    format!("{db}?{search}")
                }
                WaisForm::Document { wtype, wpath } => {
                    at(input, wtype, "wtype", start + db.len() + 1);
                    at(input, wpath, "wpath", start + db.len() + wtype.len() + 2);
                    assert_eq!((v.search(), v.document()), (None, Some((wtype, wpath))));
                    assert_eq!((v.wtype(), v.wpath()), (Some(wtype), Some(wpath)));
                    format!("{db}/{wtype}/{wpath}")
                }
            };
            assert_eq!(Some(rebuilt.as_str()), u.url_path(), "{input:?}");
        }
        Details::File(v) => {
            let h = v.host();
            assert_eq!(Some(h), u.host_str());
            assert_eq!((u.user(), u.port()), (None, None), "{input:?}");
            assert_eq!(v.is_local(), h.is_empty() || h.eq_ignore_ascii_case("localhost"));
            let p = v.path();
            assert_eq!(Some(p), u.url_path(), "{input:?}");
            at(input, p, "file path", path_start.unwrap());
            assert_eq!(v.segments().collect::<Vec<_>>().join("/"), p);
        }
        Details::Prospero(v) => {
            assert_eq!(Some(v.host()), u.host());
            assert_eq!(v.port(), u.port());
            assert_eq!(v.port_or_default(), u.port().unwrap_or(1525));
            assert_eq!(u.user(), None, "{input:?}");
            let hso = v.hsoname();
            let start = path_start.expect("prospero path");
            at(input, hso, "hsoname", start);
            let mut rebuilt = hso.to_owned();
            for (name, value) in v.fields() {
                at(input, name, "field name", start + rebuilt.len() + 1);
                at(input, value, "field value", start + rebuilt.len() + name.len() + 2);
                rebuilt.push_str(&format!(";{name}={value}"));
            }
            assert_eq!(Some(rebuilt.as_str()), u.url_path(), "{input:?}");
        }
        Details::Other(v) => {
            assert_eq!(v.scheme_part(), u.scheme_specific_part());
            at(input, v.scheme_part(), "scheme_part", u.scheme().len() + 1);
            assert_eq!(v.is_ip_schemepart(), u.has_login());
            assert_eq!(v.path(), u.url_path());
        }
    }
}

/// Invariants of a failed parse of `input`; `deep` adds `Debug` and the
/// message alone.
fn check_err(input: &str, e: ParseError, deep: bool) {
    let (o, l) = (e.offset(), e.length());
    assert!(o + l <= input.len(), "{input:?}: error span {o}+{l} past the end ({e})");
    assert!(input.is_char_boundary(o) && input.is_char_boundary(o + l), "{input:?}: span {o}+{l} splits a char");
    assert_eq!(e.span(), o..o + l);
    let text = e.to_string();
    // The note of a valid RFC 3986 URI, exactly when `Uri::parse` takes the input.
    const NOTE: &str = "; the text is a valid RFC 3986 URI: use uri! or Uri::parse";
    // (A typed parser's wrong-scheme error has none: `check_wrong_scheme`.)
    let wrong_scheme = e.message().as_str().starts_with("expected ");
    assert_eq!(e.input_is_uri(), !wrong_scheme && url_core::Uri::parse(input).is_ok(), "{input:?}: {text:?}");
    let shown = text.strip_suffix(NOTE).unwrap_or(&text);
    assert_eq!(shown.len() < text.len(), e.input_is_uri(), "{input:?}: {text:?}");
    let note = &text[shown.len()..];
    assert!(shown.ends_with(')') && shown.contains("(RFC 1738 §"), "{input:?}: {shown:?}");
    let cite = " (RFC 1738 §";
    let cut = shown.rfind(cite).unwrap();
    assert_eq!(&shown[cut + cite.len()..shown.len() - 1], e.section(), "{input:?}: {shown:?} cites another section");
    let msg = &shown[..cut];
    let first = msg.chars().next().expect("empty message");
    // One lowercase sentence, unless it starts with a proper noun.
    assert!(
        !first.is_ascii_uppercase() || msg.starts_with("URL") || msg.starts_with("IPv4"),
        "{input:?}: message {msg:?} starts upper case"
    );
    assert!(RFC1738_SECTIONS.contains(&e.section()), "{input:?}: no section {} in RFC 1738", e.section());
    let rule = e.rule();
    assert!(!rule.is_empty(), "{input:?}");
    assert!(rule.bytes().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || b"-+_".contains(&c)), "{rule:?}");
    assert!(!e.expected().is_empty());
    if deep {
        assert_eq!(e.message().as_str(), format!("{msg}{note}"), "{input:?}");
        assert_eq!(e.message().to_string(), format!("{msg}{note}"), "{input:?}");
        assert_eq!(e.text().as_str(), text, "{input:?}");
        assert!(!format!("{e:?}").is_empty());
        assert!(!format!("{:?}", e.message()).is_empty());
    }
}

/// A verdict, for comparing two parses: valid, or the error's span and rule.
fn verdict(s: &str) -> Result<(), (usize, usize, &'static str)> {
    Url::parse(s).map(|_| ()).map_err(|e| (e.offset(), e.length(), e.rule()))
}

/// Verdicts that must not change: the scheme in upper case (§2.1), the hex
/// digits of escapes in the other case (§2.2), and a fragment appended to a
/// URL that has none (RFC 1630: the fragment is not part of the URL).
fn check_equivalent_verdicts(input: &str) {
    let v = verdict(input);
    if let Some(colon) = input.find(':') {
        let upper = format!("{}{}", input[..colon].to_ascii_uppercase(), &input[colon..]);
        assert_eq!(verdict(&upper), v, "{input:?} and {upper:?} differ");
        if !input.contains('#') {
            for frag in ["#", "#a", "#%20"] {
                let with = format!("{input}{frag}");
                assert_eq!(verdict(&with), v, "{input:?} and {with:?} differ");
            }
        }
    }
    let b = input.as_bytes();
    let mut flipped = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        flipped.push(b[i]);
        if b[i] == b'%' && i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() {
            for h in &b[i + 1..i + 3] {
                flipped.push(if h.is_ascii_lowercase() { h.to_ascii_uppercase() } else { h.to_ascii_lowercase() });
            }
            i += 2;
        }
        i += 1;
    }
    let flipped = String::from_utf8(flipped).unwrap();
    if flipped != input {
        assert_eq!(verdict(&flipped), v, "{input:?} and {flipped:?} differ");
    }
}

/// Parses `input` and checks the result.
///
/// `never_at`: the input is a valid URL with the character at this offset
/// replaced by one that no URL may hold unencoded (unsafe, control, space,
/// non-ASCII); then the first offending text starts at or before it.
fn check(input: &str, deep: bool, never_at: Option<usize>) {
    if deep {
        check_equivalent_verdicts(input);
    }
    match Url::parse(input) {
        Ok(u) => {
            assert!(never_at.is_none(), "{input:?} accepted despite the character at {never_at:?}");
            check_ok(input, u, deep);
        }
        Err(e) => {
            check_err(input, e, deep);
            if deep {
                assert_eq!(Url::try_from(input), Err(e));
                // The typed view of the input's own scheme reports the same error.
                let scheme_len = input.bytes().take_while(|b| b.is_ascii_alphanumeric() || b"+-.".contains(b)).count();
                let kind = Scheme::from_name(&input[..scheme_len]);
                assert_eq!(view_parse(kind, input), Err(e), "{input:?}: typed parse disagrees");
            }
            if let Some(i) = never_at {
                assert!(e.offset() <= i, "{input:?}: error at {} after the bad character at {i} ({e})", e.offset());
            }
        }
    }
}

/// Checks every prefix of `input` (itself included) and every single-character
/// edit of it; returns how many strings were parsed. The costlier checks run on
/// every prefix and on one edit in [`DEEP_EVERY`].
fn prefixes_and_edits(input: &str, replacements: &[char], buf: &mut String, failures: &mut Failures) -> usize {
    let valid = Url::parse(input).is_ok();
    let mut n = 0;
    for (i, c) in input.char_indices().chain(std::iter::once((input.len(), '\0'))) {
        check_recording(&input[..i], true, None, failures);
        n += 1;
        if i == input.len() {
            break;
        }
        let (head, tail) = (&input[..i], &input[i + c.len_utf8()..]);
        // Every replacement at every position in the long run; in a debug
        // build's loop, a third of them, turning with the position, so that
        // each still lands on every kind of position.
        let per = if crate::helpers::long() { replacements.len() } else { replacements.len().div_ceil(3) };
        let turned = replacements.iter().cycle().skip(i % replacements.len()).take(per);
        for &r in turned.filter(|&&r| r != c) {
            buf.clear();
            buf.push_str(head);
            buf.push(r);
            buf.push_str(tail);
            n += 1;
            let never_at = (valid && is_never_allowed(r)).then_some(i);
            check_recording(buf, n % DEEP_EVERY == 0, never_at, failures);
        }
        // deletion
        buf.clear();
        buf.push_str(head);
        buf.push_str(tail);
        n += 1;
        check_recording(buf, n % DEEP_EVERY == 0, None, failures);
        // duplication
        buf.clear();
        buf.push_str(head);
        buf.push(c);
        buf.push(c);
        buf.push_str(tail);
        n += 1;
        check_recording(buf, n % DEEP_EVERY == 0, None, failures);
    }
    n
}

#[test]
fn templates_are_valid() {
    let urls = valid_urls();
    assert!(urls.len() >= 300, "only {} base URLs", urls.len());
    let mut kinds = std::collections::BTreeSet::new();
    for s in &urls {
        match Url::parse(s) {
            Ok(u) => {
                kinds.insert(u.kind());
            }
            Err(e) => panic!("template URL {s:?} rejected: {e} at {}+{}", e.offset(), e.length()),
        }
    }
    assert_eq!(kinds.len(), Scheme::ALL.len(), "all ten schemes, https and an other one");
}

/// Failures grouped by message (input and numbers left out): how many, and the
/// shortest input with its message.
type Failures = BTreeMap<String, (usize, String, String)>;

/// Runs `check(s, deep, never_at)`, recording a panic (of the parser or of an
/// invariant) in `failures` instead of stopping at it.
fn check_recording(s: &str, deep: bool, never_at: Option<usize>, failures: &mut Failures) {
    let Err(p) = std::panic::catch_unwind(|| check(s, deep, never_at)) else { return };
    let msg = p
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|m| (*m).to_owned()))
        .unwrap_or_else(|| "(non-string panic)".to_owned());
    let first = msg.lines().next().unwrap_or_default();
    // The key: the first line without quoted text and digits.
    let mut key = String::new();
    let (mut quoted, mut escaped) = (false, false);
    for c in first.chars() {
        match c {
            '\\' if quoted => escaped = !escaped,
            '"' if !escaped => quoted = !quoted,
            _ if !quoted && !c.is_ascii_digit() => key.push(c),
            _ => escaped = false,
        }
    }
    let e = failures.entry(key).or_insert_with(|| (0, s.to_owned(), msg.clone()));
    e.0 += 1;
    if s.len() < e.1.len() {
        e.1 = s.to_owned();
        e.2 = msg;
    }
}

/// One edit in this many gets the costlier checks.
const DEEP_EVERY: usize = 16;

/// The thread name whose panics the hook keeps quiet (they are collected).
const WORKER: &str = "no_panic-worker";

#[test]
fn every_prefix_and_single_edit() {
    let start = Instant::now();
    let mut inputs = valid_urls();
    let base = inputs.len();
    inputs.extend(conformance_inputs());
    let conformance = inputs.len() - base;

    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if std::thread::current().name() != Some(WORKER) {
            default_hook(info);
        }
    }));
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(8);
    let inputs = &inputs;
    let (valid, parsed, failures) = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                std::thread::Builder::new()
                    .name(WORKER.to_owned())
                    .spawn_scoped(scope, move || {
                        let mut failures = Failures::new();
                        let (mut valid, mut parsed) = (0, 0);
                        let mut buf = String::new();
                        for (k, s) in inputs.iter().enumerate().skip(t).step_by(threads) {
                            let replacements = if k < base { REPLACEMENTS } else { CONFORMANCE_REPLACEMENTS };
                            valid += usize::from(Url::parse(s).is_ok());
                            parsed += prefixes_and_edits(s, replacements, &mut buf, &mut failures);
                        }
                        (valid, parsed, failures)
                    })
                    .expect("spawn")
            })
            .collect();
        let mut all = (0, 0, Failures::new());
        for h in handles {
            let (v, p, f) = h.join().expect("worker");
            all.0 += v;
            all.1 += p;
            for (k, (n, s, m)) in f {
                let e = all.2.entry(k).or_insert((0, s.clone(), m.clone()));
                e.0 += n;
                if s.len() < e.1.len() {
                    (e.1, e.2) = (s, m);
                }
            }
        }
        all
    });
    // Back to the default hook.
    drop(std::panic::take_hook());
    eprintln!(
        "{} inputs ({base} from templates, {conformance} conformance; {valid} valid): \
         {parsed} strings parsed and checked in {:?}",
        inputs.len(),
        start.elapsed()
    );
    let mut report = String::new();
    for (n, s, msg) in failures.values() {
        report.push_str(&format!("\n[{n} inputs] shortest: {s:?}\n    {}\n", msg.replace('\n', "\n    ")));
    }
    assert!(failures.is_empty(), "{} kinds of failure:{report}", failures.len());
    assert!(base >= 300 && valid >= base, "{base} base URLs, {valid} valid");
}

// ---------------------------------------------------------------------------
// Hostile megabyte inputs: one pass, exact verdicts
// ---------------------------------------------------------------------------

fn rep(s: &str, n: usize) -> String {
    s.repeat(n)
}

/// Parses `input`, checks the invariants, and asserts the error span.
#[track_caller]
fn expect_err(input: &str, offset: usize, length: usize, rule: &str) -> ParseError {
    let e = Url::parse(input).expect_err("should be invalid");
    assert_eq!((e.offset(), e.length(), e.rule()), (offset, length, rule), "{}...: {e}", &input[..input.len().min(40)]);
    check_err(input, e, false);
    e
}

#[track_caller]
fn expect_ok(input: &str) -> Url<'_> {
    match Url::parse(input) {
        Ok(u) => {
            check_ok(input, u, false);
            u
        }
        Err(e) => panic!("{}... rejected: {e} at {}+{}", &input[..input.len().min(40)], e.offset(), e.length()),
    }
}

#[test]
fn hostile_inputs_finish_with_exact_verdicts() {
    let start = Instant::now();
    // A megabyte each in the long run; a quarter of one in a debug build's
    // test loop (the verdicts and offsets are the same in both).
    let mb = crate::helpers::sized(1 << 18, 1 << 20);

    // Scheme and wrapper.
    expect_err(&rep("a", mb), mb, 0, "genericurl");
    let input = rep("a", mb) + ":";
    let u = expect_ok(&input);
    assert_eq!((u.kind(), u.scheme().len()), (Scheme::Other, mb));
    expect_err(&(rep(":", mb)), 0, 1, "scheme");
    expect_err(&(String::from("<URL:") + &rep("<", mb)), 0, 5, "url");

    // Logins: many '@' and ':'.
    let n = mb;
    expect_err(&(String::from("http://") + &rep("@", n) + "host/"), 7, n, "httpurl");
    expect_err(&(String::from("gopher://") + &rep("a@", n / 2) + "host/"), 9, n, "gopherurl");
    expect_err(&(String::from("ftp://") + &rep("@", n) + "host/"), 6, 1, "user");
    expect_err(&(String::from("ftp://") + &rep(":", n) + "@host/"), 7, 1, "password");
    expect_err(&(String::from("telnet://") + &rep("a:", n / 2) + "@h"), 12, 1, "password");
    let input = String::from("ftp://") + &rep("u", n) + ":" + &rep("p", n) + "@h/";
    let u = expect_ok(&input);
    assert_eq!((u.user().unwrap().len(), u.password().unwrap().len()), (n, n));
    let input = String::from("x://") + &rep("@", 3) + &rep(":", n);
    let u = expect_ok(&input);
    assert!(!u.has_login(), "x://@@@::: is *xchar but not ip-schemepart");

    // Hosts: dots, hyphens, long labels, long names, digits.
    expect_err(&(String::from("http://") + &rep(".", n) + "/"), 7, 1, "domainlabel");
    expect_err(&(String::from("http://a") + &rep("-", n) + "/"), 7 + n, 1, "domainlabel");
    expect_err(&(String::from("http://") + &rep("a", n) + "/"), 7, n, "domainlabel");
    expect_err(&(String::from("http://") + &rep("a.", n / 2) + "com/"), 7, n + 3, "hostname");
    expect_err(&(String::from("http://") + &rep("1.", n / 2) + "1/"), 7 + n, 1, "toplabel");
    expect_err(&(String::from("http://1.2.3.") + &rep("9", n) + "/"), 13, n, "hostnumber");
    expect_err(&(String::from("news:x@") + &rep("a.", n / 2) + "b"), 7, n + 1, "hostname");

    // Ports.
    expect_err(&(String::from("http://h:") + &rep("9", n) + "/"), 9, n, "port");
    let input = String::from("http://h:") + &rep("0", n) + "80/";
    let u = expect_ok(&input);
    assert_eq!(u.port(), Some(80));
    expect_err(&(String::from("http://h:") + &rep(":", n)), 9, 1, "port");

    // Escapes.
    expect_err(&(String::from("http://h/") + &rep("%", n)), 9, 3, "hsegment");
    let input = String::from("http://h/") + &rep("%41", n / 3);
    let u = expect_ok(&input);
    assert_eq!(u.url_path().unwrap().len(), n / 3 * 3);
    expect_err(&(String::from("http://h/") + &rep("%41", n / 3) + "%4"), 9 + n / 3 * 3, 2, "hsegment");
    expect_err(&(String::from("x:") + &rep("%2", n / 2)), 2, 3, "schemepart");

    // Paths with many segments, reserved characters, ftp typecodes.
    let input = String::from("ftp://h/") + &rep("a/", n / 2) + "x;type=i";
    let u = expect_ok(&input);
    let url_core::Details::Ftp(ftp) = u.details() else { unreachable!() };
    assert_eq!((ftp.cwd().count(), ftp.name(), ftp.typecode()), (n / 2, Some("x"), Some(FtpType::Image)));
    expect_err(&(String::from("ftp://h/") + &rep(";type=", n / 6)), 14, 1, "ftptype");
    expect_err(&(String::from("ftp://h/x;type=a") + &rep(";type=a", n / 7)), 16, 1, "ftptype");
    expect_err(&(String::from("ftp://h/") + &rep(";", n)), 8, 1, "fpath");
    expect_err(&(String::from("http://h/") + &rep("?", n)), 10, 1, "search");
    expect_err(&(String::from("http://h") + &rep("?", n)), 8, 1, "httpurl");
    let input = String::from("http://h/") + &rep("a;b:c@d&e=f/", n / 12) + "?" + &rep(";:@&=", n / 5);
    let u = expect_ok(&input);
    let url_core::Details::Http(http) = u.details() else { unreachable!() };
    assert_eq!(http.search().unwrap().len(), n / 5 * 5);
    let input = String::from("file://") + &rep("/", n);
    let u = expect_ok(&input);
    assert_eq!(u.host_str(), Some(""));
    let input = String::from("x:") + &rep("/", n);
    let u = expect_ok(&input);
    assert!(!u.has_login());

    // Gopher tabs, CR/LF.
    let input = String::from("gopher://h/1") + &rep("%09", n / 3);
    let u = expect_ok(&input);
    let url_core::Details::Gopher(g) = u.details() else { unreachable!() };
    assert_eq!((g.selector(), g.search()), (Some(""), Some("")));
    assert_eq!(g.gopher_plus().unwrap().len(), (n / 3 - 2) * 3);
    expect_err(&(String::from("gopher://h/1") + &rep("%0D", n / 3)), 12, 3, "selector");
    let input = String::from("gopher://h/1%09") + &rep("%0D", n / 3);
    let u = expect_ok(&input);
    assert_eq!(u.url_path().unwrap().len(), 4 + n / 3 * 3);

    // Mailto: long local parts, quoted strings, backslashes, unterminated.
    let input = String::from("mailto:") + &rep("a.", n / 2) + "a@b";
    let u = expect_ok(&input);
    let url_core::Details::Mailto(m) = u.details() else { unreachable!() };
    assert_eq!((m.local_part().len(), m.domain()), (n + 1, "b"));
    expect_err(&(String::from("mailto:%22") + &rep("a", n)), 7, 3, "local-part");
    expect_err(&(String::from("mailto:%5B") + &rep("a", n)), 7, 3, "local-part");
    expect_ok(&(String::from("mailto:%22") + &rep("%5C", 2 * (n / 6)) + "%22@x"));
    expect_err(&(String::from("mailto:a@%5B") + &rep("a", n)), 9, 3, "domain");
    expect_err(&(String::from("mailto:") + &rep(".", n)), 7, 1, "local-part");
    expect_err(&(String::from("mailto:") + &rep("a", n)), 7, n, "addr-spec");
    expect_err(&(String::from("mailto:a@") + &rep("@", n)), 9, 1, "domain");
    expect_err(&(String::from("mailto:a@b") + &rep(".", n)), 11, 1, "domain");

    // News and nntp.
    let input = String::from("news:") + &rep("a", n);
    let u = expect_ok(&input);
    assert_eq!(u.scheme_specific_part().len(), n);
    let input = String::from("news:") + &rep("1;/?:&=", n / 7) + "@h";
    let u = expect_ok(&input);
    assert!(matches!(u.details(), url_core::Details::News(v) if v.message_id().is_some()));
    expect_err(&(String::from("news:") + &rep("1", n)), 5, 1, "group");
    expect_err(&(String::from("news:*") + &rep("*", n)), 6, 1, "group");
    expect_err(&(String::from("nntp://h/g/") + &rep("9", n)), 11, n, "digits");
    let input = String::from("nntp://h/g/") + &rep("0", n) + "18446744073709551615";
    let u = expect_ok(&input);
    let url_core::Details::Nntp(nntp) = u.details() else { unreachable!() };
    assert_eq!(nntp.article(), Some(u64::MAX));
    expect_err(&(String::from("nntp://h/g/") + &rep("0", n) + "18446744073709551616"), 11, n + 20, "digits");
    expect_err(&(String::from("nntp://h/") + &rep("/", n)), 9, 1, "group");

    // Telnet, wais, prospero.
    expect_err(&(String::from("telnet://h") + &rep("/", n)), 11, 1, "telneturl");
    expect_err(&(String::from("wais://h/db/") + &rep("t", n)), 12 + n, 0, "waisdoc");
    let input = String::from("wais://h/db/") + &rep("t", n) + "/" + &rep("p", n);
    let u = expect_ok(&input);
    let url_core::Details::Wais(w) = u.details() else { unreachable!() };
    assert_eq!(w.wtype().map(str::len), Some(n));
    expect_err(&(String::from("wais://h/db/t/") + &rep("/", n)), 14, 1, "wpath");
    let input = String::from("prospero://h/p") + &rep(";a=b", n / 4);
    let u = expect_ok(&input);
    let url_core::Details::Prospero(p) = u.details() else { unreachable!() };
    assert_eq!(p.fields().count(), n / 4);
    expect_err(&(String::from("prospero://h/p") + &rep(";", n)), 14, 1, "fieldspec");
    expect_err(&(String::from("prospero://h/p;a=b") + &rep("=", n)), 18, 1, "fieldvalue");

    // Fragments.
    let input = String::from("http://h/#") + &rep("%23", n / 3);
    let u = expect_ok(&input);
    assert_eq!(u.fragment().map(str::len), Some(n / 3 * 3));
    expect_err(&(String::from("http://h/#") + &rep("#", n)), 10, 1, "fragmentid");
    let input = String::from("x:#") + &rep("/", n);
    let u = expect_ok(&input);
    assert_eq!(u.scheme_specific_part(), "");

    // Non-ASCII everywhere.
    expect_err(&(String::from("http://h/") + &rep("é", n / 2)), 9, 2, "hsegment");
    expect_err(&(String::from("http://h") + &rep("😀", n / 4)), 8, 4, "host");

    eprintln!("hostile inputs: {:?}", start.elapsed());
}

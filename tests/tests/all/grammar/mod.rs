//! A generator of valid URLs, written from the RFC 1738 §5 BNF (and the
//! readings of DESIGN.md), shared by `generated.rs` and `oracle.rs`.
//!
//! Every strategy builds a URL out of the productions of its scheme and
//! records, next to the text, what every component must read as: the raw
//! slice the parser has to return (still percent-encoded), so the tests can
//! compare them one by one. The rare corners are all reachable: empty user,
//! empty password, `;type=D`, gopher+ strings holding `%09`, prospero fields
//! with empty names and values, message-ids full of `/?:&=;`, quoted RFC 822
//! local parts holding `@`, escapes (in either hex case) wherever the BNF
//! allows `uchar` or `xchar`, upper-case schemes, IPv4 groups with leading
//! zeros, 63-octet labels, ports with leading zeros, fragments.
#![allow(dead_code)]

use proptest::prelude::*;
use proptest::string::string_regex;
use url_core::Scheme;

// ---------------------------------------------------------------------------
// What a generated URL must parse to
// ---------------------------------------------------------------------------

/// A generated URL and its expected components (all raw).
#[derive(Clone, Debug)]
pub struct Gen {
    /// The URL text.
    pub url: String,
    /// The scheme as written.
    pub scheme: String,
    /// The scheme it must be recognised as.
    pub kind: Scheme,
    /// `//login` present (`Url::has_login`).
    pub login: bool,
    /// `Url::user`.
    pub user: Option<String>,
    /// `Url::password`.
    pub password: Option<String>,
    /// `Url::host_str`.
    pub host: Option<String>,
    /// The value of a `hostnumber` host.
    pub ipv4: Option<[u8; 4]>,
    /// `Url::port`.
    pub port: Option<u16>,
    /// `Url::url_path`.
    pub url_path: Option<String>,
    /// `Url::fragment`.
    pub fragment: Option<String>,
    /// What the scheme's typed view must say.
    pub typed: Typed,
}

/// The expectations of each typed view.
#[derive(Clone, Debug)]
pub enum Typed {
    Ftp { cwd: Vec<String>, name: Option<String>, typecode: Option<char> },
    Http { path: Option<String>, search: Option<String> },
    Gopher { raw_type: Option<String>, selector: Option<String>, search: Option<String>, plus: Option<String> },
    Mailto { local: String, domain: String },
    News(News),
    Nntp { group: String, article: Option<(String, u64)> },
    Telnet,
    Wais { database: String, form: Wais },
    File { host: String, path: String },
    Prospero { hsoname: String, fields: Vec<(String, String)> },
    Other { part: String },
}

/// What a news URL designates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    All,
    Group(String),
    Article { id: String, host: String },
}

/// The three wais forms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wais {
    Database,
    Index(String),
    Document(String, String),
}

// ---------------------------------------------------------------------------
// Character classes of §5
// ---------------------------------------------------------------------------

pub const ALPHA: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
pub const ALNUM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/// `safe | extra`.
pub const PUNCT: &str = "$-_.+!*'(),";
/// `reserved`.
pub const RESERVED: &str = ";/?:@&=";

/// The ten schemes RFC 1738 defines, by name.
pub const KNOWN: [&str; 10] = ["ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero"];

/// `%XX` for `b`, each hex digit in the case asked for.
pub fn esc(b: u8, upper_hi: bool, upper_lo: bool) -> String {
    let d = |n: u8, up: bool| {
        let c = char::from_digit(u32::from(n), 16).unwrap();
        if up {
            c.to_ascii_uppercase()
        } else {
            c
        }
    };
    format!("%{}{}", d(b >> 4, upper_hi), d(b & 15, upper_lo))
}

/// Which octets an escape may stand for in a component.
#[derive(Clone, Copy, Debug)]
pub enum Esc {
    /// Any octet.
    Any,
    /// Not `%09` (it would end a gopher selector or search).
    NoTab,
    /// Not `%09`, `%0D`, `%0A` (a gopher selector, DESIGN.md / §3.4.1).
    NoTabCrLf,
}

impl Esc {
    fn fix(self, b: u8) -> u8 {
        match (self, b) {
            (Esc::NoTab | Esc::NoTabCrLf, 0x09) => 0x19,
            (Esc::NoTabCrLf, 0x0a | 0x0d) => 0x1d,
            _ => b,
        }
    }
}

fn chars_of(s: &str) -> Vec<char> {
    s.chars().collect()
}

/// One unit of a component: an alphanumeric, one of `punct` (the class's other
/// characters) or an escape.
fn unit(punct: &'static str, escapes: Esc) -> BoxedStrategy<String> {
    prop_oneof![
        3 => prop::sample::select(chars_of(ALNUM)).prop_map(String::from),
        3 => prop::sample::select(chars_of(punct)).prop_map(String::from),
        1 => (any::<u8>(), any::<bool>(), any::<bool>()).prop_map(move |(b, h, l)| esc(escapes.fix(b), h, l)),
    ]
    .boxed()
}

/// `*unit` of at most `max` units.
fn text(punct: &'static str, escapes: Esc, max: usize) -> BoxedStrategy<String> {
    prop::collection::vec(unit(punct, escapes), 0..=max).prop_map(|v| v.concat()).boxed()
}

/// `uchar` = unreserved | escape.
pub fn uchars(max: usize) -> BoxedStrategy<String> {
    text(PUNCT, Esc::Any, max)
}
/// `user`, `password` = *[ uchar | ";" | "?" | "&" | "=" ].
pub fn login_text(max: usize) -> BoxedStrategy<String> {
    text("$-_.+!*'(),;?&=", Esc::Any, max)
}
/// `fsegment`, `psegment` = *[ uchar | "?" | ":" | "@" | "&" | "=" ].
pub fn fsegment(max: usize) -> BoxedStrategy<String> {
    text("$-_.+!*'(),?:@&=", Esc::Any, max)
}
/// `hsegment`, `search` = *[ uchar | ";" | ":" | "@" | "&" | "=" ].
pub fn hsegment(max: usize) -> BoxedStrategy<String> {
    text("$-_.+!*'(),;:@&=", Esc::Any, max)
}
/// `fieldname`, `fieldvalue` = *[ uchar | "?" | ":" | "@" | "&" ].
pub fn field(max: usize) -> BoxedStrategy<String> {
    text("$-_.+!*'(),?:@&", Esc::Any, max)
}
/// `*xchar`, escapes restricted as asked.
pub fn xchars(escapes: Esc, max: usize) -> BoxedStrategy<String> {
    text("$-_.+!*'(),;/?:@&=", escapes, max)
}

/// `1*seg` joined by `/`.
fn segments(seg: BoxedStrategy<String>, max: usize) -> BoxedStrategy<Vec<String>> {
    prop::collection::vec(seg, 1..=max).boxed()
}

/// `s` with each ASCII letter in a random case.
fn recase(s: &'static str) -> BoxedStrategy<String> {
    prop::collection::vec(any::<bool>(), s.len())
        .prop_map(move |up| {
            s.chars().zip(up).map(|(c, u)| if u { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() }).collect()
        })
        .boxed()
}

/// The scheme name: mostly lower case as the BNF writes it, sometimes in any
/// case (§2.1).
fn scheme_name(name: &'static str) -> BoxedStrategy<String> {
    prop_oneof![3 => Just(name.to_owned()), 1 => recase(name)].boxed()
}

// ---------------------------------------------------------------------------
// host, port, login
// ---------------------------------------------------------------------------

/// A host as written, and its IPv4 value for a `hostnumber`.
#[derive(Clone, Debug)]
pub struct HostGen {
    pub text: String,
    pub ipv4: Option<[u8; 4]>,
}

fn regex(re: &str) -> BoxedStrategy<String> {
    string_regex(re).unwrap().boxed()
}

/// `hostname = *[ domainlabel "." ] toplabel`, labels of at most 63 octets,
/// sometimes exactly 63.
pub fn hostname() -> BoxedStrategy<String> {
    let domainlabel = prop_oneof![
        8 => regex("[A-Za-z0-9]([A-Za-z0-9-]{0,6}[A-Za-z0-9])?"),
        1 => regex("[0-9]{1,3}"),
        1 => regex("[A-Za-z0-9][A-Za-z0-9-]{61}[A-Za-z0-9]"),
    ];
    let toplabel = prop_oneof![
        8 => regex("[A-Za-z]([A-Za-z0-9-]{0,6}[A-Za-z0-9])?"),
        1 => regex("[A-Za-z][A-Za-z0-9-]{61}[A-Za-z0-9]"),
    ];
    (prop::collection::vec(domainlabel, 0..=3), toplabel)
        .prop_map(|(labels, top)| {
            let mut s = String::new();
            for l in labels {
                s.push_str(&l);
                s.push('.');
            }
            s.push_str(&top);
            s
        })
        .boxed()
}

/// `hostnumber = digits "." digits "." digits "." digits`, each 0..=255,
/// sometimes with leading zeros.
pub fn hostnumber() -> BoxedStrategy<HostGen> {
    prop::collection::vec((any::<u8>(), 0..3usize), 4)
        .prop_map(|groups| {
            let mut v = [0u8; 4];
            let mut text = String::new();
            for (i, (g, zeros)) in groups.into_iter().enumerate() {
                if i > 0 {
                    text.push('.');
                }
                let zeros = if zeros == 2 { 1 } else { 0 };
                text.push_str(&"0".repeat(zeros));
                text.push_str(&g.to_string());
                v[i] = g;
            }
            HostGen { text, ipv4: Some(v) }
        })
        .boxed()
}

/// `host = hostname | hostnumber`.
pub fn host() -> BoxedStrategy<HostGen> {
    prop_oneof![
        4 => hostname().prop_map(|text| HostGen { text, ipv4: None }),
        1 => hostnumber(),
    ]
    .boxed()
}

/// `[ ":" port ]`: the text after the host, and the port.
pub fn port() -> BoxedStrategy<(String, Option<u16>)> {
    prop_oneof![
        2 => Just((String::new(), None)),
        2 => (any::<u16>(), 0..4usize).prop_map(|(p, z)| {
            let zeros = if z == 3 { "00" } else { "" };
            (format!(":{zeros}{p}"), Some(p))
        }),
        1 => prop::sample::select(vec![0u16, 1, 21, 80, 65535]).prop_map(|p| (format!(":{p}"), Some(p))),
    ]
    .boxed()
}

/// `[ user [ ":" password ] "@" ]`: the text and the two parts.
pub fn userinfo() -> BoxedStrategy<(String, Option<String>, Option<String>)> {
    prop_oneof![
        2 => Just((String::new(), None, None)),
        1 => login_text(6).prop_map(|u| (format!("{u}@"), Some(u), None)),
        1 => (login_text(6), login_text(6)).prop_map(|(u, p)| (format!("{u}:{p}@"), Some(u), Some(p))),
        // the corners of §3.1: `ftp://@host`, `ftp://:@host`, `ftp://foo:@host`
        1 => prop::sample::select(vec![("", None), ("", Some("")), ("foo", Some(""))]).prop_map(|(u, p)| {
            let text = match p {
                Some(p) => format!("{u}:{p}@"),
                None => format!("{u}@"),
            };
            (text, Some(u.to_owned()), p.map(str::to_owned))
        }),
    ]
    .boxed()
}

/// The parts of `"//" login` every `//` scheme shares.
#[derive(Clone, Debug)]
struct Login {
    text: String,
    user: Option<String>,
    password: Option<String>,
    host: HostGen,
    port: Option<u16>,
}

fn login(with_user: bool) -> BoxedStrategy<Login> {
    let user = if with_user { userinfo() } else { Just((String::new(), None, None)).boxed() };
    (user, host(), port())
        .prop_map(|((utext, user, password), host, (ptext, port))| Login {
            text: format!("//{utext}{}{ptext}", host.text),
            user,
            password,
            host,
            port,
        })
        .boxed()
}

/// `[ "#" *xchar ]`.
pub fn fragment() -> BoxedStrategy<Option<String>> {
    prop_oneof![3 => Just(None), 1 => xchars(Esc::Any, 8).prop_map(Some)].boxed()
}

/// Fills in a [`Gen`] from the pieces every scheme has.
fn gen_from(
    scheme: String,
    kind: Scheme,
    login: Option<&Login>,
    rest: &str,
    url_path: Option<String>,
    fragment: Option<String>,
    typed: Typed,
) -> Gen {
    let mut url = format!("{scheme}:");
    if let Some(l) = login {
        url.push_str(&l.text);
    }
    url.push_str(rest);
    if let Some(f) = &fragment {
        url.push('#');
        url.push_str(f);
    }
    Gen {
        url,
        scheme,
        kind,
        login: login.is_some(),
        user: login.and_then(|l| l.user.clone()),
        password: login.and_then(|l| l.password.clone()),
        host: login.map(|l| l.host.text.clone()),
        ipv4: login.and_then(|l| l.host.ipv4),
        port: login.and_then(|l| l.port),
        url_path,
        fragment,
        typed,
    }
}

// ---------------------------------------------------------------------------
// The schemes
// ---------------------------------------------------------------------------

/// `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]`.
pub fn ftp() -> BoxedStrategy<Gen> {
    let path = prop::option::of((
        segments(fsegment(5), 4),
        prop::option::of(prop::sample::select(vec!['a', 'i', 'd', 'A', 'I', 'D'])),
    ));
    (scheme_name("ftp"), login(true), path, fragment())
        .prop_map(|(scheme, l, path, frag)| {
            let (rest, url_path, typed) = match path {
                None => (String::new(), None, Typed::Ftp { cwd: vec![], name: None, typecode: None }),
                Some((segs, t)) => {
                    let mut p = segs.join("/");
                    if let Some(t) = t {
                        p.push_str(";type=");
                        p.push(t);
                    }
                    let (name, cwd) = segs.split_last().unwrap();
                    let typed = Typed::Ftp { cwd: cwd.to_vec(), name: Some(name.clone()), typecode: t };
                    (format!("/{p}"), Some(p), typed)
                }
            };
            gen_from(scheme, Scheme::Ftp, Some(&l), &rest, url_path, frag, typed)
        })
        .boxed()
}

/// `httpurl = "http://" hostport [ "/" hpath [ "?" search ]]`, with the
/// scheme https one time in four (RFC 2818 §2.4: http's form).
pub fn http() -> BoxedStrategy<Gen> {
    let path = prop::option::of((segments(hsegment(5), 4), prop::option::of(hsegment(8))));
    let scheme = prop_oneof![
        3 => scheme_name("http").prop_map(|s| (s, Scheme::Http)),
        1 => scheme_name("https").prop_map(|s| (s, Scheme::Https)),
    ];
    (scheme, login(false), path, fragment())
        .prop_map(|((scheme, kind), l, path, frag)| {
            let (rest, url_path, typed) = match path {
                None => (String::new(), None, Typed::Http { path: None, search: None }),
                Some((segs, search)) => {
                    let p = segs.join("/");
                    let mut up = p.clone();
                    if let Some(s) = &search {
                        up.push('?');
                        up.push_str(s);
                    }
                    (format!("/{up}"), Some(up), Typed::Http { path: Some(p), search })
                }
            };
            gen_from(scheme, kind, Some(&l), &rest, url_path, frag, typed)
        })
        .boxed()
}

/// `gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search
/// [ "%09" gopher+_string ] ] ] ] ]`, split at the first two `%09` with no
/// encoded CR or LF in the selector (DESIGN.md).
pub fn gopher() -> BoxedStrategy<Gen> {
    // gtype = xchar: one character or one escape (any octet: it is no selector)
    let gtype = prop_oneof![
        4 => prop::sample::select(chars_of("0123456789+gIhsT;/?:@&=$-_.!*'(),")).prop_map(String::from),
        1 => (any::<u8>(), any::<bool>(), any::<bool>()).prop_map(|(b, h, l)| esc(b, h, l)),
        1 => Just("%09".to_owned()),
    ];
    let tail = prop::option::of((
        xchars(Esc::NoTabCrLf, 8),
        prop::option::of((xchars(Esc::NoTab, 6), prop::option::of(xchars(Esc::Any, 6)))),
    ));
    let path = prop_oneof![
        1 => Just(None),
        1 => Just(Some(None)),
        4 => (gtype, tail).prop_map(|t| Some(Some(t))),
    ];
    (scheme_name("gopher"), login(false), path, fragment())
        .prop_map(|(scheme, l, path, frag)| {
            let none = Typed::Gopher { raw_type: None, selector: None, search: None, plus: None };
            let (rest, url_path, typed) = match path {
                None => (String::new(), None, none),
                Some(None) => ("/".to_owned(), Some(String::new()), none),
                Some(Some((t, tail))) => {
                    let (sel, search, plus) = match tail {
                        None => (String::new(), None, None),
                        Some((sel, None)) => (sel, None, None),
                        Some((sel, Some((s, p)))) => (sel, Some(s), p),
                    };
                    let mut gp = format!("{t}{sel}");
                    if let Some(s) = &search {
                        gp.push_str("%09");
                        gp.push_str(s);
                    }
                    if let Some(p) = &plus {
                        gp.push_str("%09");
                        gp.push_str(p);
                    }
                    let typed = Typed::Gopher { raw_type: Some(t), selector: Some(sel), search, plus };
                    (format!("/{gp}"), Some(gp), typed)
                }
            };
            gen_from(scheme, Scheme::Gopher, Some(&l), &rest, url_path, frag, typed)
        })
        .boxed()
}

/// RFC 822 `atom` characters (any CHAR but specials, SPACE and CTLs).
const ATEXT: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-/=?^_`{|}~";

/// Writes the decoded octets `s` into a mailto URL: xchar octets (other than
/// `%`) as themselves or escaped, every other octet escaped.
fn encode_822(s: &[u8], how: &[bool]) -> String {
    let mut out = String::new();
    for (i, &b) in s.iter().enumerate() {
        let lit = b != b'%'
            && (b.is_ascii_alphanumeric() || PUNCT.as_bytes().contains(&b) || RESERVED.as_bytes().contains(&b));
        let coin = how.get(i % how.len().max(1)).copied().unwrap_or(true);
        if lit && coin {
            out.push(char::from(b));
        } else {
            out.push_str(&esc(b, coin, !coin));
        }
    }
    out
}

/// An RFC 822 `word` (decoded): an atom or a quoted-string.
fn word_822() -> BoxedStrategy<Vec<u8>> {
    let atom = prop::collection::vec(prop::sample::select(ATEXT.as_bytes().to_vec()), 1..=6);
    // qtext: any CHAR but <">, "\" and CR (LF alone is a CHAR); quoted-pair: "\" CHAR
    let qtext = (0u8..128).prop_map(|b| if matches!(b, b'"' | b'\\' | b'\r') { b'@' } else { b });
    let qpair = (0u8..128).prop_map(|b| vec![b'\\', b]);
    let qunit = prop_oneof![4 => qtext.prop_map(|b| vec![b]), 1 => qpair];
    let quoted = prop::collection::vec(qunit, 0..=5).prop_map(|v| {
        let mut s = vec![b'"'];
        s.extend(v.concat());
        s.push(b'"');
        s
    });
    prop_oneof![4 => atom, 1 => quoted].boxed()
}

/// An RFC 822 `sub-domain` (decoded): an atom or a domain-literal.
fn subdomain_822() -> BoxedStrategy<Vec<u8>> {
    let atom = prop::collection::vec(prop::sample::select(ATEXT.as_bytes().to_vec()), 1..=6);
    // dtext: any CHAR but "[", "]", "\" and CR
    let dtext = (0u8..128).prop_map(|b| if matches!(b, b'[' | b']' | b'\\' | b'\r') { b'.' } else { b });
    let dunit = prop_oneof![4 => dtext.prop_map(|b| vec![b]), 1 => (0u8..128).prop_map(|b| vec![b'\\', b])];
    let literal = prop::collection::vec(dunit, 0..=5).prop_map(|v| {
        let mut s = vec![b'['];
        s.extend(v.concat());
        s.push(b']');
        s
    });
    prop_oneof![5 => atom, 1 => literal].boxed()
}

/// `mailtourl = "mailto:" encoded822addr`, the decoded address an RFC 822
/// `addr-spec` (`local-part "@" domain`).
pub fn mailto() -> BoxedStrategy<Gen> {
    let words = prop::collection::vec(word_822(), 1..=3);
    let subs = prop::collection::vec(subdomain_822(), 1..=3);
    let coins = prop::collection::vec(any::<bool>(), 1..=7);
    (scheme_name("mailto"), words, subs, coins, any::<bool>(), any::<bool>(), fragment())
        .prop_map(|(scheme, words, subs, coins, at_lit, dot_lit, frag)| {
            let dot = if dot_lit { "." } else { "%2E" };
            let local = words.iter().map(|w| encode_822(w, &coins)).collect::<Vec<_>>().join(dot);
            let domain = subs.iter().map(|w| encode_822(w, &coins)).collect::<Vec<_>>().join(".");
            let at = if at_lit { "@" } else { "%40" };
            let rest = format!("{local}{at}{domain}");
            gen_from(scheme, Scheme::Mailto, None, &rest, None, frag, Typed::Mailto { local, domain })
        })
        .boxed()
}

/// `newsurl = "news:" grouppart`, `grouppart = "*" | group | article`.
pub fn news() -> BoxedStrategy<Gen> {
    let group = regex("[A-Za-z][A-Za-z0-9.+_-]{0,12}");
    let article_chars = text("$-_.+!*'(),;/?:&=", Esc::Any, 8);
    let article = (prop::sample::select(chars_of("a1*;/?:&=%")), article_chars, host()).prop_map(|(first, rest, h)| {
        let first = if first == '%' { "%41".to_owned() } else { first.to_string() };
        let id = format!("{first}{rest}");
        News::Article { id, host: h.text }
    });
    let target = prop_oneof![1 => Just(News::All), 3 => group.prop_map(News::Group), 4 => article];
    (scheme_name("news"), target, fragment())
        .prop_map(|(scheme, target, frag)| {
            let rest = match &target {
                News::All => "*".to_owned(),
                News::Group(g) => g.clone(),
                News::Article { id, host } => format!("{id}@{host}"),
            };
            gen_from(scheme, Scheme::News, None, &rest, None, frag, Typed::News(target))
        })
        .boxed()
}

/// `nntpurl = "nntp://" hostport "/" group [ "/" digits ]`.
pub fn nntp() -> BoxedStrategy<Gen> {
    let group = regex("[A-Za-z][A-Za-z0-9.+_-]{0,12}");
    let article = prop_oneof![
        3 => any::<u64>().prop_map(|n| (n.to_string(), n)),
        3 => (0u64..100_000).prop_map(|n| (n.to_string(), n)),
        1 => (0u64..100).prop_map(|n| (format!("000{n}"), n)),
        1 => Just((u64::MAX.to_string(), u64::MAX)),
    ];
    (scheme_name("nntp"), login(false), group, prop::option::of(article), fragment())
        .prop_map(|(scheme, l, group, article, frag)| {
            let mut p = group.clone();
            if let Some((a, _)) = &article {
                p.push('/');
                p.push_str(a);
            }
            let rest = format!("/{p}");
            gen_from(scheme, Scheme::Nntp, Some(&l), &rest, Some(p), frag, Typed::Nntp { group, article })
        })
        .boxed()
}

/// `telneturl = "telnet://" login [ "/" ]`.
pub fn telnet() -> BoxedStrategy<Gen> {
    (scheme_name("telnet"), login(true), any::<bool>(), fragment())
        .prop_map(|(scheme, l, slash, frag)| {
            let (rest, up) = if slash { ("/", Some(String::new())) } else { ("", None) };
            gen_from(scheme, Scheme::Telnet, Some(&l), rest, up, frag, Typed::Telnet)
        })
        .boxed()
}

/// `waisurl = waisdatabase | waisindex | waisdoc`.
pub fn wais() -> BoxedStrategy<Gen> {
    let form = prop_oneof![
        1 => Just(Wais::Database),
        1 => hsegment(8).prop_map(Wais::Index),
        1 => (uchars(5), uchars(6)).prop_map(|(t, p)| Wais::Document(t, p)),
    ];
    (scheme_name("wais"), login(false), uchars(6), form, fragment())
        .prop_map(|(scheme, l, database, form, frag)| {
            let p = match &form {
                Wais::Database => database.clone(),
                Wais::Index(s) => format!("{database}?{s}"),
                Wais::Document(t, w) => format!("{database}/{t}/{w}"),
            };
            let rest = format!("/{p}");
            gen_from(scheme, Scheme::Wais, Some(&l), &rest, Some(p), frag, Typed::Wais { database, form })
        })
        .boxed()
}

/// `fileurl = "file://" [ host | "localhost" ] "/" fpath`.
pub fn file() -> BoxedStrategy<Gen> {
    let host = prop_oneof![
        2 => Just(HostGen { text: String::new(), ipv4: None }),
        1 => recase("localhost").prop_map(|text| HostGen { text, ipv4: None }),
        3 => host(),
    ];
    (scheme_name("file"), host, segments(fsegment(5), 4), fragment())
        .prop_map(|(scheme, host, segs, frag)| {
            let p = segs.join("/");
            let l = Login { text: format!("//{}", host.text), user: None, password: None, host, port: None };
            let typed = Typed::File { host: l.host.text.clone(), path: p.clone() };
            let rest = format!("/{p}");
            gen_from(scheme, Scheme::File, Some(&l), &rest, Some(p), frag, typed)
        })
        .boxed()
}

/// `prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]`.
pub fn prospero() -> BoxedStrategy<Gen> {
    let fields = prop::collection::vec((field(5), field(5)), 0..=3);
    (scheme_name("prospero"), login(false), segments(fsegment(5), 4), fields, fragment())
        .prop_map(|(scheme, l, segs, fields, frag)| {
            let hsoname = segs.join("/");
            let mut p = hsoname.clone();
            for (n, v) in &fields {
                p.push_str(&format!(";{n}={v}"));
            }
            let rest = format!("/{p}");
            gen_from(scheme, Scheme::Prospero, Some(&l), &rest, Some(p), frag, Typed::Prospero { hsoname, fields })
        })
        .boxed()
}

/// `otherurl = genericurl`, `schemepart = *xchar | ip-schemepart`.
pub fn other() -> BoxedStrategy<Gen> {
    let name = regex("[a-zA-Z0-9+.-]{1,8}")
        .prop_filter("one of the ten schemes", |n| !KNOWN.iter().any(|k| k.eq_ignore_ascii_case(n)));
    // a scheme part that does not start with "//": never an ip-schemepart
    let plain = (prop::sample::select(chars_of("a0+;?:@&=$-_.!*'(),")), xchars(Esc::Any, 10))
        .prop_map(|(c, rest)| format!("{c}{rest}"));
    // "//" then text that cannot be a login (an escape in the host, no '@'
    // before the next '/')
    let not_login = (regex("[a-z]{0,3}"), xchars(Esc::Any, 6)).prop_map(|(h, rest)| format!("//{h}%41/{rest}"));
    let kind = prop_oneof![
        2 => plain.prop_map(|p| (None, p)),
        1 => Just((None, String::new())),
        1 => not_login.prop_map(|p| (None, p)),
        4 => (login(true), prop::option::of(xchars(Esc::Any, 10))).prop_map(|(l, path)| {
            let mut p = l.text.clone();
            if let Some(path) = &path {
                p.push('/');
                p.push_str(path);
            }
            (Some((l, path)), p)
        }),
    ];
    (name, kind, fragment())
        .prop_map(|(scheme, (ip, part), frag)| {
            let typed = Typed::Other { part: part.clone() };
            match ip {
                Some((l, path)) => {
                    let rest = part[l.text.len()..].to_owned();
                    gen_from(scheme, Scheme::Other, Some(&l), &rest, path, frag, typed)
                }
                None => gen_from(scheme, Scheme::Other, None, &part, None, frag, typed),
            }
        })
        .boxed()
}

/// Any of the eleven.
pub fn any_url() -> BoxedStrategy<Gen> {
    prop_oneof![ftp(), http(), gopher(), mailto(), news(), nntp(), telnet(), wais(), file(), prospero(), other(),]
        .boxed()
}

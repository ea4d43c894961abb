//! An independent oracle for `Url::parse`, and a differential test against it.
//!
//! The oracle is RFC 1738 §5 transcribed into regular expressions (the
//! `regex` crate), production by production, from the RFC text and not from
//! the parser; then the range rules of DESIGN.md, checked in plain Rust on
//! what the expressions captured:
//!
//! - port 0..=65535; IPv4 groups 0..=255; labels <= 63 octets, names <= 255
//!   (RFC 1034);
//! - mailto: the decoded address is an RFC 822 `addr-spec` without comments
//!   or folding white space (RFC 822 §6.1, §3.3, transcribed below as a
//!   regular expression over octets);
//! - gopher: the selector (up to the first `%09`) holds no `%0D` / `%0A`;
//! - nntp: the article number fits in a `u64`.
//!
//! Plus what DESIGN.md adds around the BNF: the first `#` ends the URL and
//! starts an RFC 1630 fragment of `*xchar`; the scheme is recognised
//! case-insensitively (§2.1).
//!
//! `differential` draws valid URLs from the grammar-driven generator
//! (`grammar/mod.rs`) with a fixed seed, mutates them (insertions, deletions,
//! replacements by bytes of the unsafe set, duplicated delimiters, escapes,
//! digit runs, splices, truncations, case flips) and asserts that the parser
//! and the oracle give the same verdict on every input, and on every input
//! both accept, the same user, password, host and port (for other schemes:
//! the same answer to "does the part after `:` read as `ip-schemepart`?").
//! `URL_ORACLE_INPUTS` (default 100000) sets how many inputs,
//! `URL_ORACLE_SEED` the seed; `URL_ORACLE_SHOW=n` prints the first `n`
//! unmutated inputs.

use crate::grammar;

use std::time::Instant;

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use regex::bytes::Regex as BytesRegex;
use regex::Regex;
use url_core::Url;
// the mutations' random numbers: the project's one generator (SplitMix64)
use url_literal_gen::Rng;

// ---------------------------------------------------------------------------
// The oracle
// ---------------------------------------------------------------------------

/// Builds the character class of a production: `unreserved` plus `extra`
/// characters, or an `escape`.
///
/// ```text
/// unreserved = alpha | digit | safe | extra
/// safe       = "$" | "-" | "_" | "." | "+"
/// extra      = "!" | "*" | "'" | "(" | ")" | ","
/// escape     = "%" hex hex
/// ```
fn class(extra: &str) -> String {
    format!(r"(?:[A-Za-z0-9$\-_.+!*'(),{extra}]|%[0-9A-Fa-f]{{2}})")
}

/// The compiled productions.
struct Oracle {
    scheme: Regex,
    fragment: Regex,
    ftp: Regex,
    file: Regex,
    http: Regex,
    gopher: Regex,
    mailto: Regex,
    news: Regex,
    nntp: Regex,
    telnet: Regex,
    wais: Regex,
    prospero: Regex,
    other: Regex,
    ip_schemepart: Regex,
    hostnumber: Regex,
    addr_spec: BytesRegex,
}

/// Why the oracle rejects (for messages only).
type Verdict = Result<(), &'static str>;

/// The `//login` parts of a URL, raw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Login<'s> {
    user: Option<&'s str>,
    password: Option<&'s str>,
    host: &'s str,
    port: Option<u16>,
}

impl<'s> Login<'s> {
    fn of(c: &regex::Captures<'s>) -> Login<'s> {
        Login {
            user: c.name("user").map(|m| m.as_str()),
            password: c.name("password").map(|m| m.as_str()),
            host: c.name("host").map_or("", |m| m.as_str()),
            port: c.name("port").map(|m| m.as_str().trim_start_matches('0').parse().unwrap_or(0)),
        }
    }
}

impl Oracle {
    fn new() -> Oracle {
        // uchar = unreserved | escape
        let uchar = class("");
        // xchar = unreserved | reserved | escape
        let xchar = class(r";/?:@&=");
        // user = *[ uchar | ";" | "?" | "&" | "=" ]   (password alike)
        let login_char = class(r";?&=");
        // fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]   (psegment alike)
        let fchar = class(r"?:@&=");
        // hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]   (search alike)
        let hchar = class(r";:@&=");
        // fieldname = *[ uchar | "?" | ":" | "@" | "&" ]   (fieldvalue alike)
        let field = class(r"?:@&");
        // article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
        let article = class(r";/?:&=");

        // domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
        let domainlabel = r"[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?";
        // toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit
        let toplabel = r"[A-Za-z](?:[A-Za-z0-9\-]*[A-Za-z0-9])?";
        // hostname = *[ domainlabel "." ] toplabel
        let hostname = format!(r"(?:{domainlabel}\.)*{toplabel}");
        // hostnumber = digits "." digits "." digits "." digits
        let hostnumber = r"[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+";
        // host = hostname | hostnumber
        let host = format!(r"(?P<host>{hostname}|{hostnumber})");
        // hostport = host [ ":" port ]
        let hostport = format!(r"{host}(?::(?P<port>[0-9]+))?");
        // login = [ user [ ":" password ] "@" ] hostport
        let login = format!(r"(?:(?P<user>{login_char}*)(?::(?P<password>{login_char}*))?@)?{hostport}");
        // fpath = fsegment *[ "/" fsegment ]
        let fpath = format!(r"{fchar}*(?:/{fchar}*)*");
        // group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
        let group = r"[A-Za-z][A-Za-z0-9\-.+_]*";

        let re = |body: String| Regex::new(&format!("^(?:{body})$")).unwrap();
        Oracle {
            // scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]  (upper case too, §2.1)
            scheme: re(r"[A-Za-z0-9+\-.]+".to_owned()),
            // RFC 1630 fragment: *xchar
            fragment: re(format!("{xchar}*")),
            // ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
            // ftptype = "A" | "I" | "D" | "a" | "i" | "d"
            ftp: re(format!(r"//{login}(?:/{fpath}(?:;type=[AIDaid])?)?")),
            // fileurl = "file://" [ host | "localhost" ] "/" fpath
            file: re(format!(r"//(?:{host}|localhost)?/{fpath}")),
            // httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
            // hpath = hsegment *[ "/" hsegment ]
            http: re(format!(r"//{hostport}(?:/{hchar}*(?:/{hchar}*)*(?:\?{hchar}*)?)?")),
            // gopherurl = "gopher://" hostport [ / [ gtype [ selector
            //             [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
            // gtype = xchar, selector = *xchar, gopher+_string = *xchar: as a
            // language, "/" then *xchar (search is swallowed by the selector,
            // which may hold %09); the split is checked below.
            gopher: re(format!(r"//{hostport}(?:/(?P<gpath>{xchar}*))?")),
            // mailtourl = "mailto:" encoded822addr; encoded822addr = 1*xchar
            mailto: re(format!(r"(?P<addr>{xchar}+)")),
            // newsurl = "news:" grouppart; grouppart = "*" | group | article
            news: re(format!(r"\*|{group}|{article}+@{host}")),
            // nntpurl = "nntp://" hostport "/" group [ "/" digits ]
            nntp: re(format!(r"//{hostport}/{group}(?:/(?P<article>[0-9]+))?")),
            // telneturl = "telnet://" login [ "/" ]
            telnet: re(format!(r"//{login}/?")),
            // waisurl = waisdatabase | waisindex | waisdoc
            // waisdatabase = "wais://" hostport "/" database
            // waisindex = "wais://" hostport "/" database "?" search
            // waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath
            // database = *uchar, wtype = *uchar, wpath = *uchar
            wais: re(format!(r"//{hostport}/{uchar}*(?:\?{hchar}*|/{uchar}*/{uchar}*)?")),
            // prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
            // fieldspec = ";" fieldname "=" fieldvalue
            prospero: re(format!(r"//{hostport}/{fpath}(?:;{field}*={field}*)*")),
            // otherurl = genericurl; schemepart = *xchar | ip-schemepart
            // (every ip-schemepart is also *xchar)
            other: re(format!(r"{xchar}*")),
            // ip-schemepart = "//" login [ "/" urlpath ]; urlpath = *xchar
            ip_schemepart: re(format!(r"//{login}(?:/{xchar}*)?")),
            hostnumber: re(hostnumber.to_owned()),
            addr_spec: addr_spec(),
        }
    }

    /// The verdict on `s`, and the `//login` parts of a valid URL that has
    /// them (for other schemes: when the part after `:` also reads as
    /// `ip-schemepart`).
    fn check<'s>(&self, s: &'s str) -> (Verdict, Option<Login<'s>>) {
        // RFC 1630: the first '#' ends the URL; the fragment is *xchar.
        let (url, frag) = match s.split_once('#') {
            Some((u, f)) => (u, Some(f)),
            None => (s, None),
        };
        if let Some(f) = frag {
            if !self.fragment.is_match(f) {
                return (Err("fragment"), None);
            }
        }
        // genericurl = scheme ":" schemepart
        let Some((scheme, part)) = url.split_once(':') else { return (Err("no ':'"), None) };
        if !self.scheme.is_match(scheme) {
            return (Err("scheme"), None);
        }
        let lower = scheme.to_ascii_lowercase();
        let re = match lower.as_str() {
            "ftp" => &self.ftp,
            "file" => &self.file,
            // https: http's form (RFC 2818 §2.4)
            "http" | "https" => &self.http,
            "gopher" => &self.gopher,
            "mailto" => &self.mailto,
            "news" => &self.news,
            "nntp" => &self.nntp,
            "telnet" => &self.telnet,
            "wais" => &self.wais,
            "prospero" => &self.prospero,
            _ => {
                if !self.other.is_match(part) {
                    return (Err("otherurl"), None);
                }
                let ip = self.ip_schemepart.captures(part).filter(|c| self.hostport_ok(c).is_ok());
                return (Ok(()), ip.map(|c| Login::of(&c)));
            }
        };
        let Some(c) = re.captures(part) else { return (Err("production"), None) };
        if let Err(e) = self.hostport_ok(&c) {
            return (Err(e), None);
        }
        let v = match lower.as_str() {
            "gopher" => c.name("gpath").map_or(Ok(()), |p| gopher_split_ok(p.as_str())),
            "mailto" => {
                let decoded = decode(c.name("addr").unwrap().as_str());
                if self.addr_spec.is_match(&decoded) {
                    Ok(())
                } else {
                    Err("RFC 822 addr-spec")
                }
            }
            "nntp" => match c.name("article") {
                Some(a) if !fits(a.as_str(), u128::from(u64::MAX)) => Err("article number"),
                _ => Ok(()),
            },
            _ => Ok(()),
        };
        let login = if matches!(lower.as_str(), "mailto" | "news") { None } else { Some(Login::of(&c)) };
        (v, login)
    }

    /// DESIGN.md's range rules on a captured `host` and `port`.
    fn hostport_ok(&self, c: &regex::Captures<'_>) -> Verdict {
        if let Some(h) = c.name("host") {
            let h = h.as_str();
            if self.hostnumber.is_match(h) {
                if !h.split('.').all(|g| fits(g, 255)) {
                    return Err("IPv4 group over 255");
                }
            } else if h.len() > 255 || h.split('.').any(|l| l.len() > 63) {
                return Err("name or label too long");
            }
        }
        if let Some(p) = c.name("port") {
            if !fits(p.as_str(), 65535) {
                return Err("port over 65535");
            }
        }
        Ok(())
    }
}

/// Whether the decimal `digits` (leading zeros allowed) are at most `max`.
fn fits(digits: &str, max: u128) -> bool {
    let d = digits.trim_start_matches('0');
    d.len() <= 39 && d.parse::<u128>().map_or(d.is_empty(), |v| v <= max)
}

/// The units of a `*xchar` run: one character or one `%XX` escape each.
fn units(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let n = if s.as_bytes()[i] == b'%' { 3 } else { 1 };
        out.push(&s[i..i + n]);
        i += n;
    }
    out
}

/// gopher (DESIGN.md, §3.4.1): after the one-unit gtype, the selector runs to
/// the first `%09` and holds no encoded CR or LF.
fn gopher_split_ok(gpath: &str) -> Verdict {
    let u = units(gpath);
    for unit in u.iter().skip(1) {
        if *unit == "%09" {
            break;
        }
        if unit.eq_ignore_ascii_case("%0d") || unit.eq_ignore_ascii_case("%0a") {
            return Err("CR or LF in the gopher selector");
        }
    }
    Ok(())
}

/// Percent-decoding of a validated `*xchar` run.
fn decode(s: &str) -> Vec<u8> {
    units(s)
        .into_iter()
        .map(|u| if u.len() == 3 { u8::from_str_radix(&u[1..], 16).unwrap() } else { u.as_bytes()[0] })
        .collect()
}

/// RFC 822 §6.1 and §3.3 as a regular expression over octets, without
/// comments or folding white space between the tokens (DESIGN.md).
///
/// ```text
/// addr-spec      = local-part "@" domain
/// local-part     = word *("." word)
/// domain         = sub-domain *("." sub-domain)
/// sub-domain     = domain-ref / domain-literal
/// domain-ref     = atom
/// word           = atom / quoted-string
/// atom           = 1*<any CHAR except specials, SPACE and CTLs>
/// specials       = "(" / ")" / "<" / ">" / "@" / "," / ";" / ":" / "\" / <"> / "." / "[" / "]"
/// quoted-string  = <"> *(qtext/quoted-pair) <">
/// qtext          = <any CHAR excepting <">, "\" & CR, and including linear-white-space>
/// domain-literal = "[" *(dtext / quoted-pair) "]"
/// dtext          = <any CHAR excluding "[", "]", "\" & CR, & including linear-white-space>
/// quoted-pair    = "\" CHAR
/// CHAR           = <any ASCII character>  (0-127)
/// CTL            = <any ASCII control character and DEL>  (0-31, 127)
/// ```
///
/// (Linear white space inside a quoted-string or domain-literal is a
/// sequence of CRLF SPACE/TAB; without folding, CR never appears there.)
fn addr_spec() -> BytesRegex {
    let atom = r#"[^\x00-\x20\x7F-\xFF()<>@,;:\\".\[\]]+"#;
    let quoted_pair = r"\\[\x00-\x7F]";
    let quoted_string = format!(r#""(?:[^"\\\r\x80-\xFF]|{quoted_pair})*""#);
    let domain_literal = format!(r"\[(?:[^\[\]\\\r\x80-\xFF]|{quoted_pair})*\]");
    let word = format!("(?:{atom}|{quoted_string})");
    let sub_domain = format!("(?:{atom}|{domain_literal})");
    BytesRegex::new(&format!(r"(?-u)^{word}(?:\.{word})*@{sub_domain}(?:\.{sub_domain})*$")).unwrap()
}

// ---------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------

/// RFC 1738 §2.2's unsafe characters, controls, DEL and non-ASCII
/// characters (the input stays UTF-8).
const UNSAFE: &[char] = &[
    ' ', '<', '>', '"', '#', '%', '{', '}', '|', '\\', '^', '~', '[', ']', '`', '\t', '\n', '\r', '\0', '\x7f',
    '\u{80}', 'é', '€',
];
/// The delimiters of the grammar.
const DELIMITERS: &[char] = &[':', '/', '@', ';', '?', '=', '&', '#', '%', '.', '-', '+', '*'];
/// Everything an insertion or replacement may use.
const POOL: &[char] = &[
    ':', '/', '@', ';', '?', '=', '&', '#', '%', '.', '-', '+', '*', '$', '_', '!', '\'', '(', ')', ',', ' ', '<', '"',
    '{', '|', '\\', '^', '~', '[', '`', '\t', '\r', '\0', 'é', '0', '1', '5', '9', 'a', 'f', 'F', 'g', 'x', 'Z',
];
/// Escapes worth inserting: the gopher separators and forbidden CR/LF, the
/// reserved characters, and broken escapes.
const ESCAPES: &[&str] =
    &["%09", "%0d", "%0A", "%0D", "%40", "%2F", "%3a", "%25", "%23", "%", "%4", "%zz", "%%", "%%%", "%0"];
/// Digit runs: port, IPv4 group and article number boundaries.
const DIGITS: &[&str] = &[
    "0",
    "9",
    "256",
    "255",
    "65535",
    "65536",
    "99999",
    "18446744073709551615",
    "18446744073709551616",
    "0000000000000000000000000",
];

/// Byte index of the `k`-th character boundary of `s` (0..=char count).
fn boundary(s: &str, k: usize) -> usize {
    s.char_indices().map(|(i, _)| i).chain(std::iter::once(s.len())).nth(k).unwrap_or(s.len())
}

/// One random edit of `s`.
fn mutate(s: &str, other: &str, rng: &mut Rng) -> String {
    let n = s.chars().count();
    let mut out = s.to_owned();
    match rng.below(12) {
        // insert a character
        0 | 1 => out.insert(boundary(s, rng.below(n + 1)), rng.pick(POOL)),
        // delete a character
        2 | 3 if n > 0 => {
            let at = boundary(s, rng.below(n));
            out.remove(at);
        }
        // replace a character by one of the unsafe set
        4 | 5 if n > 0 => {
            let at = boundary(s, rng.below(n));
            out.remove(at);
            out.insert(at, rng.pick(UNSAFE));
        }
        // replace a character by anything
        6 if n > 0 => {
            let at = boundary(s, rng.below(n));
            out.remove(at);
            out.insert(at, rng.pick(POOL));
        }
        // duplicate a delimiter
        7 => {
            let at: Vec<usize> = s.char_indices().filter(|(_, c)| DELIMITERS.contains(c)).map(|(i, _)| i).collect();
            if !at.is_empty() {
                let i = rng.pick(&at);
                let c = s[i..].chars().next().unwrap();
                out.insert(i, c);
            }
        }
        // insert an escape
        8 => out.insert_str(boundary(s, rng.below(n + 1)), rng.pick(ESCAPES)),
        // insert a digit run
        9 => out.insert_str(boundary(s, rng.below(n + 1)), rng.pick(DIGITS)),
        // splice: a prefix of this one and a suffix of another
        10 => {
            let a = boundary(s, rng.below(n + 1));
            let m = other.chars().count();
            let b = boundary(other, rng.below(m + 1));
            out = format!("{}{}", &s[..a], &other[b..]);
        }
        // truncate, or flip the case of a letter
        _ => {
            if rng.below(2) == 0 {
                out.truncate(boundary(s, rng.below(n + 1)));
            } else {
                let letters: Vec<usize> =
                    s.char_indices().filter(|(_, c)| c.is_ascii_alphabetic()).map(|(i, _)| i).collect();
                if !letters.is_empty() {
                    let i = rng.pick(&letters);
                    let c = s.as_bytes()[i] ^ 0x20;
                    out.replace_range(i..i + 1, std::str::from_utf8(&[c]).unwrap());
                }
            }
        }
    }
    out
}

/// What random-structure inputs are made of: a scheme, maybe `//`, then
/// units of these (RFC 822 specials and their escapes for mailto, gopher
/// separators, range boundaries, unsafe characters).
const UNITS: &[&str] = &[
    "a",
    "Z",
    "0",
    "9",
    ".",
    "-",
    "+",
    "_",
    "$",
    "!",
    "*",
    "'",
    "(",
    ")",
    ",",
    ";",
    "/",
    "?",
    ":",
    "@",
    "&",
    "=",
    "#",
    "%41",
    "%09",
    "%0D",
    "%0a",
    "%22",
    "%5C",
    "%5b",
    "%5D",
    "%40",
    "%2E",
    "%20",
    "%80",
    "%28",
    "%3A",
    "%",
    "\"",
    "\\",
    "[",
    "]",
    "<",
    " ",
    "é",
    "localhost",
    "255",
    "256",
    "65536",
    "h.com",
    "1.2.3.4",
    "x@y",
];
const SCHEMES: &[&str] = &[
    "ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero", "x", "HTTP", "Mailto",
    "https",
];

/// An input of random structure: a scheme, sometimes `//`, random units.
fn random_input(rng: &mut Rng) -> String {
    let mut s = format!("{}:", rng.pick(SCHEMES));
    if rng.below(2) == 0 {
        s.push_str("//");
    }
    for _ in 0..rng.below(16) {
        s.push_str(rng.pick(UNITS));
    }
    s
}

/// Inputs at the boundaries of DESIGN.md's ranges, in every place a host,
/// port, IPv4 group or article number appears.
fn boundary_inputs() -> Vec<String> {
    let label = |n: usize| "a".repeat(n);
    let mut hosts = vec![label(62), label(63), label(64), format!("{}.b", label(64)), format!("{}.b", label(63))];
    for total in 253..=257 {
        // labels of 63 joined by dots, then a top label filling up to `total`
        let mut h = String::new();
        while total - h.len() > 64 {
            h.push_str(&label(63));
            h.push('.');
        }
        h.push_str(&label(total - h.len()));
        hosts.push(h);
    }
    for g in ["255", "256", "0255", "00256", "999", "0000000000000000000000001"] {
        hosts.push(format!("1.2.3.{g}"));
        hosts.push(format!("{g}.0.0.0"));
    }
    hosts.extend(["1.2.3", "1.2.3.4.5", "1..2.3", "1.2.3.4.", ".1.2.3.4", "1.2.3.a", "a.1.2.3"].map(String::from));
    let ports = ["", ":0", ":65535", ":065535", ":65536", ":99999", ":", ":0000000000000000000000080", ":1a"];
    let mut out = Vec::new();
    for h in &hosts {
        for p in ports {
            for scheme in ["http", "ftp", "x", "telnet"] {
                out.push(format!("{scheme}://{h}{p}/"));
            }
        }
        out.push(format!("file://{h}/"));
        out.push(format!("news:id@{h}"));
        out.push(format!("mailto:a@{h}"));
    }
    for a in ["18446744073709551615", "18446744073709551616", "000018446744073709551615", "99999999999999999999", "0"] {
        out.push(format!("nntp://h/g/{a}"));
    }
    out
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The parser's verdict, and the `//login` parts it found.
fn parser(s: &str) -> (bool, Option<Login<'_>>) {
    match Url::parse(s) {
        Ok(u) => {
            let login = u.host_str().map(|host| Login { user: u.user(), password: u.password(), host, port: u.port() });
            (true, login)
        }
        Err(_) => (false, None),
    }
}

/// Whether parser and oracle disagree on `s`: on the verdict, or on the
/// login parts of a URL both accept.
fn disagree(oracle: &Oracle, s: &str) -> bool {
    let (ok, login) = parser(s);
    let (v, ologin) = oracle.check(s);
    ok != v.is_ok() || ok && login != ologin
}

/// Shrinks a disagreement by deleting characters while it persists.
fn minimize(oracle: &Oracle, s: &str) -> String {
    let mut cur = s.to_owned();
    let mut changed = true;
    while changed {
        changed = false;
        let mut k = 0;
        while k < cur.chars().count() {
            let mut t = cur.clone();
            t.remove(boundary(&cur, k));
            if disagree(oracle, &t) {
                cur = t;
                changed = true;
            } else {
                k += 1;
            }
        }
    }
    cur
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

/// The oracle on texts whose verdict the RFC states outright: a check of the
/// oracle itself, independent of the parser.
#[test]
fn oracle_agrees_with_the_rfc_examples() {
    let o = Oracle::new();
    let valid = [
        "ftp://ftp.is.co.za/rfc/rfc1808.txt",
        "ftp://@host.com/",
        "ftp://foo:@host.com/",
        "ftp://myname@host.dom/%2Fetc/motd",
        "ftp://host/a;type=D",
        "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
        "gopher://host/7sel%09search%09plus%0D",
        "http://www.math.uio.no/faq/compression-faq/part1.html",
        "HTTP://Host:0080/",
        "mailto:mduerst@ifi.unizh.ch",
        "mailto:%22a@b%22@%5B1.2.3.4%5D",
        "news:comp.infosystems.www.servers.unix",
        "news:*",
        "news:a/b?c@1.2.3.4",
        "nntp://h/g/18446744073709551615",
        "telnet://melvyl.ucop.edu/",
        "wais://h/db/t/p",
        "wais://h/db?s;:@&=",
        "file:///etc/motd",
        "file://localhost/",
        "prospero://host.dom//pros/name;OBJECT-VERSION=2;=",
        "x-scheme:anything/?:@&=;",
        "http://a/#frag%23",
    ];
    let invalid = [
        "http://user@host/",
        "http://host:/",
        "http://host:65536/",
        "http://256.1.1.1/",
        "http://host./",
        "http://-a.com/",
        "http://a.1com/",
        "http://a/b?c/d",
        "ftp://host/a;type=x",
        "ftp://host/a;b",
        "gopher://host/1a%0Db",
        "mailto:joe",
        "mailto:a@b@c",
        "mailto:%22a@b",
        "news:1group",
        "nntp://h/g/18446744073709551616",
        "telnet://h/x",
        "wais://h/db/t",
        "file://h:1/x",
        "file://h",
        "prospero://h/a;b",
        ":x",
        "x:a b",
        "x:%zz",
        "x:a#b#c",
    ];
    for s in valid {
        assert_eq!(o.check(s).0, Ok(()), "{s:?}");
    }
    for s in invalid {
        assert!(o.check(s).0.is_err(), "{s:?} accepted");
    }
    let long = format!("http://{}.com/", "a".repeat(64));
    assert!(o.check(&long).0.is_err());
    let long = format!("http://{}a/", "a.".repeat(128));
    assert!(o.check(&long).0.is_err());
    let login = Login { user: Some("u"), password: Some(""), host: "h", port: Some(1) };
    assert_eq!(o.check("x://u:@h:01/p").1, Some(login));
    assert_eq!(o.check("x://h%41/p").1, None);
    assert_eq!(o.check("x://h:99999/p").1, None);
    assert_eq!(o.check("file:///p").1.map(|l| l.host), Some(""));
}

/// Parser and oracle give the same verdict on every input.
#[test]
fn differential() {
    let start = Instant::now();
    let total = env_number("URL_ORACLE_INPUTS", crate::helpers::sized(25_000, 100_000) as u64) as usize;
    let seed = env_number("URL_ORACLE_SEED", 0x1738_1994);
    let oracle = Oracle::new();

    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes));
    let strategy = grammar::any_url();
    let mut rng = Rng::new(seed);

    const MUTANTS: usize = 24;
    let mut inputs = 0usize;
    let mut valid_inputs = 0usize;
    let mut disagreements: Vec<(String, bool)> = Vec::new();
    let mut disagreeing = 0usize;
    let mut prev = String::from("http://h/");
    let mut fixed = boundary_inputs().into_iter();
    let (show, mut shown) = (env_number("URL_ORACLE_SHOW", 0), 0);
    while inputs < total {
        let base = match (fixed.next(), rng.below(5)) {
            (Some(b), _) => b,
            (None, 0) => random_input(&mut rng),
            (None, _) => strategy.new_tree(&mut runner).unwrap().current().url,
        };
        if shown < show {
            shown += 1;
            eprintln!("base: {base}");
        }
        let mut batch = vec![base.clone()];
        for _ in 0..MUTANTS {
            let mut m = mutate(&base, &prev, &mut rng);
            if rng.below(3) == 0 {
                m = mutate(&m, &prev, &mut rng);
            }
            batch.push(m);
        }
        prev = base;
        for s in batch {
            inputs += 1;
            let (ok, login) = parser(&s);
            let (v, ologin) = oracle.check(&s);
            valid_inputs += usize::from(ok);
            if ok != v.is_ok() || ok && login != ologin {
                disagreeing += 1;
                if disagreements.len() < 20 {
                    disagreements.push((s, ok));
                }
            }
        }
    }
    eprintln!(
        "differential: {inputs} inputs ({valid_inputs} valid), seed {seed:#x}, {disagreeing} disagreements, {:.2?}",
        start.elapsed()
    );
    let mut report = String::new();
    for (s, ok) in &disagreements {
        let small = minimize(&oracle, s);
        let (v, ologin) = oracle.check(&small);
        let (_, login) = parser(&small);
        let p = Url::parse(&small).map(|_| ()).map_err(|e| e.to_string());
        report.push_str(&format!(
            "  {s:?} (parser {})\n    minimal: {small:?}: parser {p:?} {login:?}, oracle {v:?} \
             {ologin:?}\n",
            if *ok { "accepts" } else { "rejects" }
        ));
    }
    assert!(disagreements.is_empty(), "parser and oracle disagree on {disagreeing} inputs, the first:\n{report}");
    assert!(valid_inputs * 10 > inputs, "too few valid inputs: {valid_inputs} of {inputs}");
}

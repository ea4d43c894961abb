//! The RFC 3986 corpus: URIs as programs write them today, every one valid
//! for `url_core::Uri::parse` (RFC 3986 plus the rules of http, https, ws and
//! wss: an authority with a non-empty host, no userinfo, no fragment in ws).
//!
//! Drawn with the crate's [`Rng`] from [`URI_SEED`], so every run sees the
//! same bytes. The mix ([`URI_MIX`]) is https-heavy: versioned REST APIs with
//! queries, CDN assets, OAuth 2.0 authorization requests and redirects (a
//! `redirect_uri` written raw, so queries and fragments hold `/`, `?` and
//! `:`), web pages with percent-escapes and fragments, IPv6 literals with
//! ports, IPv4 hosts, WebSockets, and a share of other schemes (mailto, urn,
//! tel, ftp, file, ldap, database and git URIs).

use crate::corpus::{ESCAPES, EXTS, WORDS};
use crate::Rng;

/// The kinds of URI in [`uri_corpus`], in the order the reports list them.
pub const URI_KINDS: [&str; 9] = ["api", "cdn", "oauth", "web", "http", "ipv6", "ipv4", "ws", "other"];

/// Share of [`uri_corpus`] per kind, in per-mille (sums to 1000).
pub const URI_MIX: [(&str, u32); 9] = [
    ("api", 330),
    ("cdn", 130),
    ("oauth", 80),
    ("web", 170),
    ("http", 60),
    ("ipv6", 50),
    ("ipv4", 40),
    ("ws", 50),
    ("other", 90),
];

/// The seed of [`uri_corpus`]; change it only together with BENCHMARKS.md.
pub const URI_SEED: u64 = 0x3986_2005_0001_0001;

/// Number of URIs in [`uri_corpus`].
pub const URI_CORPUS_LEN: usize = 10_000;

/// One URI of the corpus and the kind it was generated as.
#[derive(Clone, Debug)]
pub struct UriEntry {
    /// One of [`URI_KINDS`].
    pub kind: &'static str,
    /// The URI.
    pub uri: String,
}

const API_SUBS: &[&str] =
    &["api", "api", "api", "graph", "rest", "data", "gateway", "v2.api", "eu.api", "us-east-1.api"];
const WEB_SUBS: &[&str] = &["www", "www", "www", "docs", "blog", "shop", "app", "m", "en", "support", "news", ""];
const CDN_HOSTS: &[&str] = &[
    "cdn.jsdelivr.net",
    "unpkg.com",
    "cdnjs.cloudflare.com",
    "fonts.googleapis.com",
    "fonts.gstatic.com",
    "d1a2b3c4d5e6f7.cloudfront.net",
    "static.example-cdn.com",
    "assets.shopify.com",
    "img.youtube.com",
    "pbs.twimg.com",
    "upload.wikimedia.org",
    "media.example.net",
    "s3.eu-west-1.amazonaws.com",
    "storage.googleapis.com",
    "cdn.example.org",
];
const NAMES: &[&str] = &[
    "example",
    "github",
    "gitlab",
    "stripe",
    "slack",
    "rust-lang",
    "crates",
    "mozilla",
    "wikipedia",
    "shopify",
    "cloudflare",
    "atlassian",
    "spotify",
    "twilio",
    "openstreetmap",
    "weather",
    "acme-corp",
    "my-shop",
    "bank",
    "news24",
];
const TLDS: &[&str] =
    &["com", "com", "com", "org", "net", "io", "dev", "app", "de", "co.uk", "fr", "ch", "jp", "cloud"];
const RESOURCES: &[&str] = &[
    "users",
    "repos",
    "orders",
    "items",
    "products",
    "customers",
    "invoices",
    "projects",
    "issues",
    "comments",
    "files",
    "events",
    "search",
    "accounts",
    "payments",
    "teams",
    "messages",
    "channels",
];
const ACTIONS: &[&str] = &["status", "members", "history", "settings", "avatar", "export", "releases", "latest"];
const KEYS: &[&str] = &[
    "page",
    "per_page",
    "limit",
    "offset",
    "sort",
    "order",
    "q",
    "fields",
    "include",
    "filter%5Bstatus%5D",
    "since",
    "cursor",
    "lang",
    "format",
    "api_key",
    "expand",
    "utm_source",
    "utm_medium",
    "ref",
    "v",
];
const VALUES: &[&str] = &[
    "1",
    "2",
    "50",
    "100",
    "desc",
    "asc",
    "created_at",
    "rust+url+parser",
    "hello%20world",
    "caf%C3%A9",
    "id,name,email",
    "2025-01-15T10:30:00Z",
    "true",
    "json",
    "en-US",
    "a1b2c3d4e5f6",
    "eyJpZCI6MTIzfQ==",
    "open",
    "%E2%9C%93",
    "user%40example.com",
    "newsletter",
    "",
];
const SCOPES: &[&str] = &[
    "openid",
    "openid+email+profile",
    "read:user+repo",
    "https://www.googleapis.com/auth/drive.readonly",
    "offline_access",
    "email%20profile",
];
const IPV6: &[&str] = &[
    "[::1]",
    "[2001:db8::1]",
    "[2001:db8::7]",
    "[2001:db8:85a3::8a2e:370:7334]",
    "[2001:db8:85a3:0:0:8a2e:370:7334]",
    "[fe80::1ff:fe23:4567:890a]",
    "[::ffff:192.0.2.128]",
    "[2606:4700:4700::1111]",
    "[2a00:1450:4001:81b::200e]",
    "[fd00::42]",
    "[2001:DB8:0:0:8:800:200C:417A]",
    "[64:ff9b::198.51.100.7]",
];

fn word(r: &mut Rng) -> &'static str {
    r.pick(WORDS)
}

/// A registered name of `sub.name.tld` form (sometimes `name.tld`).
fn reg_name(r: &mut Rng, subs: &[&str]) -> String {
    let sub = r.pick(subs);
    let name = r.pick(NAMES);
    let tld = r.pick(TLDS);
    if sub.is_empty() {
        format!("{name}.{tld}")
    } else {
        format!("{sub}.{name}.{tld}")
    }
}

fn ipv4(r: &mut Rng) -> String {
    match r.below(4) {
        0 => format!("10.{}.{}.{}", r.below(256), r.below(256), r.range(1, 254)),
        1 => format!("192.168.{}.{}", r.below(256), r.range(1, 254)),
        2 => "127.0.0.1".to_string(),
        _ => format!("{}.{}.{}.{}", r.range(1, 223), r.below(256), r.below(256), r.range(1, 254)),
    }
}

fn port(r: &mut Rng, percent: usize, common: &[u16]) -> String {
    if !r.chance(percent) {
        String::new()
    } else if r.chance(80) {
        format!(":{}", r.pick(common))
    } else {
        format!(":{}", r.range(1024, 65535))
    }
}

fn hex(r: &mut Rng, n: usize) -> String {
    (0..n).map(|_| char::from(b"0123456789abcdef"[r.below(16)])).collect()
}

fn hex_between(r: &mut Rng, lo: usize, hi: usize) -> String {
    let n = r.range(lo, hi);
    hex(r, n)
}

pub(crate) fn uuid(r: &mut Rng) -> String {
    format!("{}-{}-{}-{}-{}", hex(r, 8), hex(r, 4), hex(r, 4), hex(r, 4), hex(r, 12))
}

/// A path segment: a word, an id, a slug, an escape, a `~user`, ...
fn segment(r: &mut Rng) -> String {
    match r.below(12) {
        0 => r.range(1, 9_999_999).to_string(),
        1 => format!("{}-{}-{}", word(r), word(r), word(r)),
        2 => format!("{}{}{}", word(r), r.pick(ESCAPES), word(r)),
        3 => format!("~{}", word(r)),
        4 => uuid(r),
        5 => format!("{}_{}", word(r), r.below(1000)),
        6 => format!("{}.{}", word(r), r.pick(EXTS)),
        _ => word(r).to_string(),
    }
}

fn path(r: &mut Rng, lo: usize, hi: usize) -> String {
    let mut p = String::new();
    for _ in 0..r.range(lo, hi) {
        p.push('/');
        p.push_str(&segment(r));
    }
    p
}

fn query(r: &mut Rng, lo: usize, hi: usize) -> String {
    let mut q = String::from("?");
    for k in 0..r.range(lo, hi) {
        if k > 0 {
            q.push('&');
        }
        q.push_str(r.pick(KEYS));
        q.push('=');
        match r.below(12) {
            0 => q.push_str(&format!("/{}/{}", word(r), word(r))), // next=/a/b
            1 => q.push_str(&r.range(0, 100_000).to_string()),
            _ => q.push_str(r.pick(VALUES)),
        }
    }
    q
}

fn fragment(r: &mut Rng, percent: usize) -> String {
    if !r.chance(percent) {
        return String::new();
    }
    match r.below(6) {
        0 => format!("#{}", word(r)),
        1 => format!("#section-{}", r.range(1, 12)),
        2 => format!("#/{}/{}", word(r), r.range(1, 9999)), // a single-page app's route
        3 => format!("#L{}-L{}", r.range(1, 200), r.range(201, 400)),
        4 => format!("#{}:~:text={}%20{}", word(r), word(r), word(r)),
        _ => "#top".to_string(),
    }
}

fn https_or_http(r: &mut Rng, https: usize) -> &'static str {
    if r.chance(1) {
        "HTTPS"
    } else if r.chance(https) {
        "https"
    } else {
        "http"
    }
}

/// A versioned REST API call: `https://api.github.com/v3/repos/x/y/issues?state=open&page=2`.
fn api(r: &mut Rng) -> String {
    let mut u = format!("{}://{}{}", https_or_http(r, 95), reg_name(r, API_SUBS), port(r, 5, &[443, 8443]));
    match r.below(4) {
        0 => u.push_str(&format!("/v{}", r.range(1, 4))),
        1 => u.push_str(&format!("/api/v{}", r.range(1, 3))),
        2 => u.push_str(&format!("/{}-{:02}-{:02}", r.range(2019, 2025), r.range(1, 12), r.range(1, 28))),
        _ => u.push_str("/api"),
    }
    u.push('/');
    u.push_str(r.pick(RESOURCES));
    if r.chance(70) {
        u.push('/');
        u.push_str(&if r.chance(40) { uuid(r) } else { r.range(1, 99_999_999).to_string() });
        if r.chance(40) {
            u.push('/');
            u.push_str(if r.chance(50) { r.pick(RESOURCES) } else { r.pick(ACTIONS) });
        }
    }
    if r.chance(10) {
        u.push_str(r.pick(&[".json", ".xml", "/"]));
    }
    if r.chance(60) {
        u.push_str(&query(r, 1, 5));
    }
    u
}

/// A static asset: `https://cdn.jsdelivr.net/npm/pkg@1.2.3/dist/app.min.js`.
fn cdn(r: &mut Rng) -> String {
    let host = r.pick(CDN_HOSTS);
    let mut u = format!("https://{host}");
    match r.below(5) {
        0 => u.push_str(&format!(
            "/npm/{}@{}.{}.{}/dist/{}.min.js",
            word(r),
            r.below(10),
            r.below(30),
            r.below(20),
            word(r)
        )),
        1 => {
            u.push_str(&format!("/css2?family={}:wght@400;700&display=swap", r.pick(&["Roboto", "Inter", "Open+Sans"])))
        }
        2 => u.push_str(&format!(
            "/static/{}/{}.{}.{}",
            r.pick(&["js", "css", "media", "img"]),
            word(r),
            hex(r, 8),
            r.pick(&["js", "css", "png", "woff2", "svg", "webp"])
        )),
        3 => u.push_str(&format!("/vi/{}/hqdefault.jpg", hex(r, 11))),
        _ => {
            u.push_str(&path(r, 1, 4));
            u.push_str(&format!("/{}.{}", word(r), r.pick(EXTS)));
        }
    }
    if r.chance(30) {
        u.push_str(&format!("?v={}", hex_between(r, 6, 12)));
    } else if r.chance(10) {
        u.push_str(&format!("?w={}&h={}&fit=crop&auto=format", r.range(100, 2000), r.range(100, 2000)));
    }
    u
}

/// OAuth 2.0 (RFC 6749): an authorization request carrying a raw
/// `redirect_uri`, or the redirect back with a code or a token.
fn oauth(r: &mut Rng) -> String {
    let app = format!(
        "https://{}/{}",
        reg_name(r, &["app", "www", "dashboard"]),
        r.pick(&["callback", "auth/callback", "oauth2/cb", "login/done"])
    );
    match r.below(3) {
        0 => format!(
            "https://{}/{}?response_type=code&client_id={}&redirect_uri={}&scope={}&state={}",
            reg_name(r, &["accounts", "login", "auth", "id"]),
            r.pick(&["o/oauth2/v2/auth", "oauth/authorize", "authorize", "oauth2/v1/authorize"]),
            hex(r, 20),
            if r.chance(50) { app } else { app.replace(':', "%3A").replace('/', "%2F") },
            r.pick(SCOPES),
            hex(r, 16)
        ),
        1 => format!("{app}?code={}&state={}", hex(r, 24), hex(r, 16)),
        _ => format!("{app}#access_token={}&token_type=Bearer&expires_in=3600&state={}", hex(r, 32), hex(r, 16)),
    }
}

/// A web page: paths with escapes and `~user`, queries, fragments.
fn web(r: &mut Rng) -> String {
    let mut u = format!("{}://{}", https_or_http(r, 90), reg_name(r, WEB_SUBS));
    if r.chance(8) {
        return u + if r.chance(50) { "/" } else { "" };
    }
    u.push_str(&path(r, 1, 5));
    if r.chance(20) {
        u.push('/');
    }
    if r.chance(35) {
        u.push_str(&query(r, 1, 3));
    }
    u.push_str(&fragment(r, 20));
    u
}

/// Plain http, often with a port (development servers, intranets).
fn http(r: &mut Rng) -> String {
    let host = if r.chance(30) { "localhost".to_string() } else { reg_name(r, WEB_SUBS) };
    let mut u = format!("http://{host}{}", port(r, 50, &[8080, 3000, 8000, 5000, 80]));
    u.push_str(&path(r, 0, 3));
    if r.chance(30) {
        u.push_str(&query(r, 1, 3));
    }
    u.push_str(&fragment(r, 5));
    u
}

fn ipv6(r: &mut Rng) -> String {
    let scheme = r.pick(&["https", "https", "http", "http", "ws", "ldap", "coap"]);
    let mut u = format!("{scheme}://{}{}", r.pick(IPV6), port(r, 60, &[8080, 8443, 443, 80, 5683]));
    u.push_str(&path(r, 0, 3));
    if r.chance(30) {
        u.push_str(&query(r, 1, 2));
    }
    if scheme != "ws" {
        u.push_str(&fragment(r, 5));
    }
    u
}

fn ipv4_uri(r: &mut Rng) -> String {
    let scheme = r.pick(&["http", "http", "https", "redis", "ws"]);
    let mut u = format!("{scheme}://{}{}", ipv4(r), port(r, 60, &[8080, 8443, 9200, 6379, 9090]));
    u.push_str(&path(r, 0, 3));
    if r.chance(25) {
        u.push_str(&query(r, 1, 2));
    }
    u
}

fn ws(r: &mut Rng) -> String {
    let scheme = if r.chance(75) { "wss" } else { "ws" };
    let host = if scheme == "ws" && r.chance(30) {
        "localhost".to_string()
    } else {
        reg_name(r, &["ws", "stream", "realtime", "push", "gateway"])
    };
    let mut u = format!("{scheme}://{host}{}", port(r, 30, &[443, 8080, 9001]));
    u.push_str(r.pick(&["/", "/ws", "/socket", "/v1/stream", "/cable", "/graphql"]));
    if r.chance(50) {
        u.push_str(&format!("?{}={}", r.pick(&["token", "room", "encoding", "v"]), hex_between(r, 2, 16)));
    }
    u
}

/// Other schemes: with and without an authority.
fn other(r: &mut Rng) -> String {
    match r.below(12) {
        0 | 1 => {
            let mut u = format!("mailto:{}@{}", word(r), reg_name(r, &["", "mail", "lists"]));
            if r.chance(40) {
                u.push_str(&format!("?subject={}%20{}&cc={}%40example.org", word(r), word(r), word(r)));
            }
            u
        }
        2 => format!("urn:uuid:{}", uuid(r)),
        3 => format!("urn:isbn:978{}{:06}", r.range(1000, 9999), r.below(1_000_000)),
        4 => format!("urn:ietf:rfc:{}", r.range(1000, 9999)),
        5 => format!("tel:+{}-{}-555-{:04}", r.range(1, 49), r.range(100, 999), r.below(10_000)),
        6 => format!("ftp://ftp.{}.org/pub{}/{}.tar.gz", r.pick(NAMES), path(r, 0, 2), word(r)),
        7 => format!("file:///{}{}", r.pick(&["home", "etc", "usr/share", "C:"]), path(r, 1, 3)),
        8 => format!("ldap://{}/c=GB?objectClass?one", r.pick(IPV6)),
        9 => format!(
            "postgres://db.{}.internal:5432/{}?sslmode=require&application_name={}",
            r.pick(NAMES),
            word(r),
            word(r)
        ),
        10 => format!("git://github.com/{}/{}.git", r.pick(NAMES), word(r)),
        _ => format!("news:comp.lang.{}", r.pick(&["rust", "c", "python", "misc"])),
    }
}

/// One URI of `kind` (one of [`URI_KINDS`]).
pub fn generate_uri(r: &mut Rng, kind: &str) -> String {
    match kind {
        "api" => api(r),
        "cdn" => cdn(r),
        "oauth" => oauth(r),
        "web" => web(r),
        "http" => http(r),
        "ipv6" => ipv6(r),
        "ipv4" => ipv4_uri(r),
        "ws" => ws(r),
        "other" => other(r),
        _ => panic!("unknown kind {kind}"),
    }
}

/// `n` URIs from `seed`, kinds drawn according to [`URI_MIX`].
pub fn uri_corpus_with(seed: u64, n: usize) -> Vec<UriEntry> {
    let mut r = Rng::new(seed);
    (0..n)
        .map(|_| {
            let mut x = r.below(1000) as u32;
            let mut kind = URI_MIX[0].0;
            for &(k, w) in &URI_MIX {
                if x < w {
                    kind = k;
                    break;
                }
                x -= w;
            }
            UriEntry { kind, uri: generate_uri(&mut r, kind) }
        })
        .collect()
}

/// The RFC 3986 benchmark corpus: [`URI_CORPUS_LEN`] URIs from [`URI_SEED`].
pub fn uri_corpus() -> Vec<UriEntry> {
    uri_corpus_with(URI_SEED, URI_CORPUS_LEN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use url_core::{Uri, UriHost};

    fn corpus_uris() -> Vec<UriEntry> {
        uri_corpus()
    }

    #[test]
    fn uri_corpus_is_deterministic_and_distinct_per_seed() {
        let a = uri_corpus_with(URI_SEED, 300);
        let b = uri_corpus_with(URI_SEED, 300);
        assert!(a.iter().zip(&b).all(|(x, y)| x.uri == y.uri && x.kind == y.kind));
        let c = uri_corpus_with(URI_SEED ^ 1, 300);
        assert!(a.iter().zip(&c).filter(|(x, y)| x.uri == y.uri).count() < 30);
    }

    #[test]
    fn uri_parse_accepts_the_whole_corpus() {
        let c = corpus_uris();
        let mut bad = Vec::new();
        for e in &c {
            if let Err(err) = Uri::parse(&e.uri) {
                println!("REJECTED [{}] {}\n    {err} at {}", e.kind, e.uri, err.offset());
                bad.push(&e.uri);
            }
        }
        assert!(bad.is_empty(), "Uri::parse rejected {} of {} generated URIs", bad.len(), c.len());
    }

    #[test]
    fn uri_corpus_mix_and_features() {
        let c = corpus_uris();
        assert_eq!(c.len(), URI_CORPUS_LEN);
        for (k, w) in URI_MIX {
            let n = c.iter().filter(|e| e.kind == k).count();
            let want = w as usize * URI_CORPUS_LEN / 1000;
            assert!(n.abs_diff(want) < want / 5 + 20, "{k}: {n} URIs, want about {want}");
        }
        assert_eq!(URI_MIX.iter().map(|m| m.1).sum::<u32>(), 1000);
        assert_eq!(URI_MIX.map(|m| m.0), URI_KINDS);
        let parsed: Vec<(&UriEntry, Uri<'_>)> = c.iter().map(|e| (e, Uri::parse(&e.uri).unwrap())).collect();
        let count = |f: &dyn Fn(&UriEntry, &Uri<'_>) -> bool| parsed.iter().filter(|(e, u)| f(e, u)).count();
        // The kinds are what they say.
        for (e, u) in &parsed {
            let host = u.host();
            match e.kind {
                "ipv6" => assert!(matches!(host, Some(UriHost::Ipv6(_))), "{}", e.uri),
                "ipv4" => assert!(matches!(host, Some(UriHost::Ipv4(_))), "{}", e.uri),
                "ws" => assert!(matches!(u.scheme(), "ws" | "wss") && u.fragment().is_none(), "{}", e.uri),
                "api" | "cdn" | "oauth" | "web" | "http" => {
                    assert!(u.scheme().eq_ignore_ascii_case("http") || u.scheme().eq_ignore_ascii_case("https"));
                    assert!(
                        matches!(host, Some(UriHost::RegName(h)) if h.contains('.') || h == "localhost"),
                        "{}",
                        e.uri
                    );
                }
                _ => assert_eq!(e.kind, "other"),
            }
            assert_eq!(u.userinfo(), None, "{}", e.uri);
        }
        let https = count(&|_, u| u.scheme().eq_ignore_ascii_case("https"));
        let slash_or_q = count(&|_, u| u.query().is_some_and(|q| q.contains('/') || q.contains('?')));
        let v6_port = count(&|_, u| matches!(u.host(), Some(UriHost::Ipv6(_))) && u.port().is_some());
        let v4 = count(&|_, u| matches!(u.host(), Some(UriHost::Ipv4(_))));
        let escapes = count(&|e, _| e.uri.contains('%'));
        let fragments = count(&|_, u| u.fragment().is_some());
        let slash_in_fragment = count(&|_, u| u.fragment().is_some_and(|f| f.contains('/')));
        let no_authority = count(&|_, u| u.authority().is_none());
        let ws = count(&|_, u| matches!(u.scheme(), "ws" | "wss"));
        let query = count(&|_, u| u.query().is_some());
        let summary = format!(
            "https {https}, query {query}, query with / or ? {slash_or_q}, ipv6 with port {v6_port}, ipv4 {v4}, \
             escapes {escapes}, fragments {fragments} (with / {slash_in_fragment}), no authority {no_authority}, ws {ws}"
        );
        println!("{summary}");
        assert!(https > 6_000 && query > 4_000 && slash_or_q > 800, "{summary}");
        assert!(v6_port > 250 && v4 > 300 && escapes > 1_500, "{summary}");
        assert!(fragments > 400 && slash_in_fragment > 50 && no_authority > 300 && ws > 500, "{summary}");
    }
}

//! The RFC 1738 corpus: ~10,000 URLs valid under RFC 1738 and DESIGN.md,
//! mixed like real use (about 40% http with paths and searches, 15% ftp with
//! logins and typecodes, the rest spread over the other eight schemes), the
//! per-scheme corpora, long inputs (4 KiB and 64 KiB) and the normal and
//! adversarial inputs of the linear-cost bench.

use crate::Rng;

/// The ten schemes of RFC 1738, in the order the reports list them.
pub const SCHEMES: [&str; 10] =
    ["http", "ftp", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero"];

/// Share of the corpus per scheme, in per-mille (sums to 1000).
pub const MIX: [(&str, u32); 10] = [
    ("http", 400),
    ("ftp", 150),
    ("gopher", 70),
    ("mailto", 70),
    ("news", 60),
    ("nntp", 50),
    ("telnet", 50),
    ("wais", 50),
    ("file", 60),
    ("prospero", 40),
];

/// The seed of [`corpus`]; change it only together with BENCHMARKS.md.
pub const SEED: u64 = 0x1738_1630_1994_0001;

/// Number of URLs in [`corpus`].
pub const CORPUS_LEN: usize = 10_000;

/// Number of URLs in each [`scheme_corpus`].
///
/// A per-scheme group must not be small: a few thousand URLs parsed over and
/// over are learned by the branch predictor, and then every parser looks
/// faster than it is on URLs it has not seen (measured on this machine: 2,000
/// http URLs parse in 45 ns each, 100,000 in 69 ns; fluent-uri 71 and 78 ns).
/// At 20,000 the per-URL times are within a few percent of those at 100,000.
pub const SCHEME_LEN: usize = 20_000;

/// One corpus URL and the scheme it was generated for.
#[derive(Clone, Debug)]
pub struct Entry {
    /// One of [`SCHEMES`].
    pub scheme: &'static str,
    /// The URL.
    pub url: String,
}

pub(crate) const WORDS: &[&str] = &[
    "index",
    "docs",
    "api",
    "v1",
    "v2",
    "images",
    "img",
    "user",
    "users",
    "search",
    "products",
    "news",
    "static",
    "css",
    "js",
    "assets",
    "download",
    "pub",
    "archive",
    "2024",
    "2025",
    "en",
    "de",
    "blog",
    "post",
    "articles",
    "wiki",
    "Main_Page",
    "help",
    "about",
    "contact",
    "login",
    "cart",
    "item",
    "category",
    "tag",
    "rust",
    "lang",
    "doc",
    "src",
    "lib",
    "media",
    "files",
    "data",
    "reports",
    "q3",
    "rfc",
    "rfc1738",
    "html",
    "www",
    "cgi-bin",
    "home",
    "people",
    "research",
    "papers",
    "software",
    "linux",
    "gnu",
    "emacs",
    "mirror",
    "ftp",
    "README",
];

pub(crate) const EXTS: &[&str] =
    &["html", "htm", "txt", "gif", "png", "jpg", "css", "js", "ps", "pdf", "tar.gz", "zip", "Z", "c", "h"];

const TLDS: &[&str] = &["com", "org", "net", "edu", "gov", "de", "uk", "fr", "jp", "io", "ch", "nl", "se", "au"];

const SUBS: &[&str] = &["www", "ftp", "news", "mail", "cs", "info", "docs", "api", "cdn", "gopher", "wais", "archive"];

const NAMES: &[&str] = &[
    "example",
    "cern",
    "w3",
    "ietf",
    "rust-lang",
    "mit",
    "stanford",
    "berkeley",
    "uni-hamburg",
    "funet",
    "sunet",
    "kernel",
    "gnu",
    "debian",
    "apache",
    "mozilla",
    "wikipedia",
    "ox",
    "cam",
    "tu-berlin",
    "inria",
    "nasa",
    "umn",
    "think",
    "well",
    "netcom",
    "panix",
    "uunet",
    "isi",
    "ncsa",
    "uiuc",
];

const SEARCH_KEYS: &[&str] =
    &["q", "id", "page", "lang", "sort", "utm_source", "ref", "limit", "offset", "s", "type", "session", "view"];

const SEARCH_VALUES: &[&str] = &[
    "rust",
    "url+parser",
    "1",
    "42",
    "en",
    "desc",
    "newsletter",
    "a%2Fb",
    "x%3Dy",
    "hello+world",
    "caf%C3%A9",
    "2024-01-01",
    "true",
    "abc123",
    "foo.bar",
    "%E2%9C%93",
    "user%40example.com",
    "12:30",
    "a;b",
    "",
];

pub(crate) const ESCAPES: &[&str] = &["%20", "%7E", "%2F", "%25", "%C3%A9", "%3F", "%23", "%5B", "%5D", "%7e", "%2f"];

const GROUPS: &[&str] = &[
    "comp.infosystems.www.misc",
    "comp.lang.c",
    "comp.lang.rust",
    "alt.hypertext",
    "rec.arts.sf.written",
    "sci.math",
    "news.announce.newusers",
    "de.comp.lang.misc",
    "comp.os.linux.announce",
    "misc.test",
    "comp.protocols.tcp-ip",
    "alt.folklore.computers",
    "gnu.emacs.help",
    "comp.lang.c++",
    "talk.origins",
    "uk.net.news_admin",
];

fn hostname(r: &mut Rng) -> String {
    if r.chance(6) {
        return format!("{}.{}.{}.{}", r.below(224) + 1, r.below(256), r.below(256), r.below(255) + 1);
    }
    if r.chance(3) {
        return "localhost".to_string();
    }
    let mut h = String::new();
    if r.chance(70) {
        h.push_str(r.pick(SUBS));
        h.push('.');
    }
    if r.chance(15) {
        h.push_str(r.pick(SUBS));
        h.push('.');
    }
    h.push_str(r.pick(NAMES));
    if r.chance(10) {
        h.push_str(&r.below(100).to_string());
    }
    h.push('.');
    let tld = r.pick(TLDS);
    if tld == "uk" || tld == "jp" || tld == "au" {
        h.push_str(if r.chance(50) { "ac." } else { "co." });
    }
    h.push_str(tld);
    if r.chance(2) {
        h.make_ascii_uppercase();
    }
    h
}

fn port(r: &mut Rng, percent: usize, common: &[u16]) -> String {
    if r.chance(percent) {
        if r.chance(70) {
            format!(":{}", r.pick(common))
        } else {
            format!(":{}", r.range(1, 65535))
        }
    } else {
        String::new()
    }
}

/// A path segment of `uchar` only (safe in every scheme's segment class).
fn segment(r: &mut Rng) -> String {
    let mut s = String::new();
    match r.below(10) {
        0 => s.push_str(&r.range(1, 99_999).to_string()),
        1 => {
            s.push_str(r.pick(WORDS));
            s.push_str(r.pick(ESCAPES));
            s.push_str(r.pick(WORDS));
        }
        2 => {
            s.push_str("%7E");
            s.push_str(r.pick(WORDS));
        }
        3 => {
            s.push_str(r.pick(WORDS));
            s.push('-');
            s.push_str(r.pick(WORDS));
        }
        4 => {
            s.push_str(r.pick(WORDS));
            s.push('_');
            s.push_str(&r.below(1000).to_string());
        }
        5 => {
            s.push_str(r.pick(WORDS));
            s.push_str("(1)");
        }
        _ => s.push_str(r.pick(WORDS)),
    }
    s
}

fn file_name(r: &mut Rng) -> String {
    format!("{}.{}", r.pick(WORDS), r.pick(EXTS))
}

fn fragment(r: &mut Rng, percent: usize) -> String {
    if r.chance(percent) {
        match r.below(4) {
            0 => format!("#{}", r.pick(WORDS)),
            1 => format!("#section-{}", r.range(1, 20)),
            2 => "#top".to_string(),
            _ => format!("#{}:{}", r.pick(WORDS), r.below(100)),
        }
    } else {
        String::new()
    }
}

/// `hsegment`: uchar plus `; : @ & =` (§5).
fn hsegment(r: &mut Rng) -> String {
    let mut s = segment(r);
    match r.below(25) {
        0 => s.push_str(";jsessionid=0A1B2C3D"),
        1 => s = format!("{}:{}", s, r.pick(WORDS)),
        2 => s = format!("@{s}"),
        3 => s.push_str("&x=1"),
        _ => {}
    }
    s
}

fn http(r: &mut Rng) -> String {
    let scheme = if r.chance(1) { "HTTP" } else { "http" };
    let mut u = format!("{scheme}://{}{}", hostname(r), port(r, 8, &[8080, 8000, 80, 8443, 3000]));
    if r.chance(6) {
        return u; // bare host
    }
    u.push('/');
    let n = match r.below(10) {
        0 => 0,
        1..=3 => 1,
        4..=6 => 2,
        7 | 8 => 3,
        _ => r.range(4, 8),
    };
    for k in 0..n {
        if k > 0 {
            u.push('/');
        }
        u.push_str(&hsegment(r));
    }
    if n > 0 {
        match r.below(6) {
            0 => u.push('/'),
            1 | 2 => {
                u.push('/');
                u.push_str(&file_name(r));
            }
            _ => {}
        }
    }
    if r.chance(45) {
        u.push('?');
        let pairs = r.range(1, 5);
        for k in 0..pairs {
            if k > 0 {
                u.push('&');
            }
            u.push_str(r.pick(SEARCH_KEYS));
            u.push('=');
            u.push_str(r.pick(SEARCH_VALUES));
        }
        if r.chance(5) {
            u.push_str(";cookie=1");
        }
    }
    u.push_str(&fragment(r, 6));
    u
}

/// `user` / `password`: uchar plus `; ? & =` (§5).
fn login_part(r: &mut Rng) -> String {
    match r.below(12) {
        0 => "anonymous".to_string(),
        1 => "ftp".to_string(),
        2 => format!("{}%40{}", r.pick(WORDS), hostname(r)),
        3 => format!("{}{}", r.pick(WORDS), r.below(100)),
        4 => format!("{};auth=plain", r.pick(WORDS)),
        5 => "guest".to_string(),
        6 => format!("s3cr%3At{}", r.below(1000)),
        7 => "pa$$word".to_string(),
        8 => String::new(),
        9 => format!("{}&{}", r.pick(WORDS), r.pick(WORDS)),
        10 => format!("{}={}", r.pick(WORDS), r.below(10)),
        _ => format!("{}.{}", r.pick(WORDS), r.pick(WORDS)),
    }
}

fn login(r: &mut Rng, percent: usize) -> String {
    if !r.chance(percent) {
        return String::new();
    }
    let user = login_part(r);
    if r.chance(55) {
        format!("{user}:{}@", login_part(r))
    } else {
        format!("{user}@")
    }
}

fn ftp(r: &mut Rng) -> String {
    let mut u = format!("ftp://{}{}{}", login(r, 45), hostname(r), port(r, 6, &[21, 2121]));
    if r.chance(4) {
        return u;
    }
    u.push('/');
    let n = r.range(0, 5);
    for _ in 0..n {
        // fsegment: uchar plus ? : @ & =
        let mut s = segment(r);
        if r.chance(4) {
            s.push_str(":v2");
        }
        u.push_str(&s);
        u.push('/');
    }
    let has_name = r.chance(70);
    if has_name {
        u.push_str(&file_name(r));
    }
    if r.chance(45) {
        u.push_str(";type=");
        u.push(if has_name { r.pick(&['a', 'i', 'i', 'A', 'I']) } else { r.pick(&['d', 'd', 'D']) });
    }
    u
}

fn gopher(r: &mut Rng) -> String {
    let mut u = format!("gopher://{}{}", hostname(r), port(r, 15, &[70, 7070]));
    match r.below(20) {
        0 => return u,
        1 => return u + "/",
        _ => {}
    }
    u.push('/');
    u.push(r.pick(&['0', '1', '1', '1', '7', '9', 'g', 'I', 'h', 's']));
    let n = r.range(0, 4);
    for _ in 0..n {
        u.push('/');
        u.push_str(&segment(r));
    }
    if r.chance(25) {
        u.push_str("%09");
        u.push_str(r.pick(WORDS));
        if r.chance(50) {
            u.push_str("%20");
            u.push_str(r.pick(WORDS));
        }
        if r.chance(30) {
            u.push_str("%09%2B");
            if r.chance(50) {
                u.push_str("application/pdf");
            }
        }
    }
    u
}

fn local_atom(r: &mut Rng) -> String {
    match r.below(8) {
        0 => format!("{}+{}", r.pick(WORDS), r.pick(WORDS)),
        1 => format!("{}-{}", r.pick(WORDS), r.below(100)),
        2 => format!("{}_{}", r.pick(WORDS), r.pick(WORDS)),
        3 => r.pick(&["postmaster", "webmaster", "info", "root", "timbl", "j.doe", "list-request"]).to_string(),
        _ => r.pick(WORDS).to_string(),
    }
}

fn mailto(r: &mut Rng) -> String {
    let local = match r.below(20) {
        0 => format!("%22{}%20{}%22", r.pick(WORDS), r.pick(WORDS)), // quoted-string
        1 => format!("{}%2B{}", r.pick(WORDS), r.pick(WORDS)),       // escaped '+'
        _ => {
            let mut l = local_atom(r);
            if r.chance(30) {
                l.push('.');
                l.push_str(&local_atom(r));
            }
            l
        }
    };
    let domain = match r.below(30) {
        0 => format!("%5B{}.{}.{}.{}%5D", r.below(256), r.below(256), r.below(256), r.below(256)),
        _ => hostname(r),
    };
    format!("mailto:{local}@{domain}")
}

fn news(r: &mut Rng) -> String {
    match r.below(10) {
        0 => "news:*".to_string(),
        1..=4 => format!("news:{}", r.pick(GROUPS)),
        _ => {
            let id = match r.below(4) {
                0 => format!("{}.AA{:05}", r.range(199_001_010_000, 199_912_312_359), r.below(100_000)),
                1 => format!("{}%24{}", r.range(1000, 999_999), r.pick(WORDS)),
                2 => format!("CABc{}=x{}", r.range(10_000, 99_999), r.pick(WORDS)),
                _ => format!("{}.{}.{}", r.pick(WORDS), r.range(1, 9999), r.range(1, 99)),
            };
            format!("news:{id}@{}", hostname(r))
        }
    }
}

fn nntp(r: &mut Rng) -> String {
    let mut u = format!("nntp://{}{}/{}", hostname(r), port(r, 10, &[119, 563]), r.pick(GROUPS));
    if r.chance(70) {
        u.push('/');
        u.push_str(&r.range(1, 9_999_999).to_string());
    }
    u
}

fn telnet(r: &mut Rng) -> String {
    let mut u = format!("telnet://{}{}{}", login(r, 40), hostname(r), port(r, 25, &[23, 2323, 6000]));
    if r.chance(50) {
        u.push('/');
    }
    u
}

fn wais(r: &mut Rng) -> String {
    let db = r.pick(&[
        "cia-world-factbook",
        "rfc-index",
        "bible",
        "usenet-cookbook",
        "directory-of-servers",
        "ANU-Thai-Corpus",
    ]);
    let mut u = format!("wais://{}{}/{db}", hostname(r), port(r, 10, &[210, 8000]));
    match r.below(3) {
        0 => {}
        1 => {
            u.push('?');
            u.push_str(r.pick(WORDS));
            if r.chance(50) {
                u.push('+');
                u.push_str(r.pick(WORDS));
            }
        }
        _ => {
            u.push('/');
            u.push_str(r.pick(&["TEXT", "HTML", "PS", "0"]));
            u.push('/');
            u.push_str(&format!("{}%20{}", r.range(1, 99999), r.pick(WORDS)));
        }
    }
    u
}

fn file(r: &mut Rng) -> String {
    let host = match r.below(4) {
        0 | 1 => String::new(),
        2 => "localhost".to_string(),
        _ => hostname(r),
    };
    let mut u = format!("file://{host}/");
    match r.below(8) {
        0 => u.push_str("etc/motd"),
        1 => u.push_str("C:/WINDOWS/win.ini"),
        _ => {
            let n = r.range(1, 5);
            for _ in 0..n {
                u.push_str(&segment(r));
                u.push('/');
            }
            if r.chance(70) {
                u.push_str(&file_name(r));
            }
        }
    }
    u
}

fn prospero(r: &mut Rng) -> String {
    let mut u = format!("prospero://{}{}/", hostname(r), port(r, 10, &[1525, 191]));
    let n = r.range(1, 4);
    for k in 0..n {
        if k > 0 {
            u.push('/');
        }
        u.push_str(&segment(r));
    }
    let fields = r.range(0, 2);
    for _ in 0..fields {
        u.push(';');
        u.push_str(r.pick(&["version", "type", "mode", "format"]));
        u.push('=');
        u.push_str(r.pick(&["1", "text", "binary", "a%20b", "x:y"]));
    }
    u
}

/// One URL of `scheme` (one of [`SCHEMES`]).
pub fn generate(r: &mut Rng, scheme: &str) -> String {
    match scheme {
        "http" => http(r),
        "ftp" => ftp(r),
        "gopher" => gopher(r),
        "mailto" => mailto(r),
        "news" => news(r),
        "nntp" => nntp(r),
        "telnet" => telnet(r),
        "wais" => wais(r),
        "file" => file(r),
        "prospero" => prospero(r),
        _ => panic!("unknown scheme {scheme}"),
    }
}

/// `n` URLs from `seed`, schemes drawn according to [`MIX`].
pub fn corpus_with(seed: u64, n: usize) -> Vec<Entry> {
    let mut r = Rng::new(seed);
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let mut x = r.below(1000) as u32;
        let mut scheme = MIX[0].0;
        for &(s, w) in &MIX {
            if x < w {
                scheme = s;
                break;
            }
            x -= w;
        }
        let url = generate(&mut r, scheme);
        out.push(Entry { scheme, url });
    }
    out
}

/// [`SCHEME_LEN`] URLs of `scheme` alone (one of [`SCHEMES`]), drawn as in
/// [`corpus`] from a seed of their own: the per-scheme benchmark groups.
pub fn scheme_corpus(scheme: &str) -> Vec<String> {
    let k = SCHEMES.iter().position(|&s| s == scheme).unwrap_or_else(|| panic!("unknown scheme {scheme}"));
    let mut r = Rng::new(SEED ^ (k as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    (0..SCHEME_LEN).map(|_| generate(&mut r, scheme)).collect()
}

/// The URLs a tool works on: one scheme's own ([`scheme_corpus`]), or the
/// whole corpus for `None`.
pub fn corpus_urls(scheme: Option<&str>) -> Vec<String> {
    match scheme {
        Some(s) => scheme_corpus(s),
        None => corpus().into_iter().map(|e| e.url).collect(),
    }
}

/// The benchmark corpus: [`CORPUS_LEN`] URLs from [`SEED`].
pub fn corpus() -> Vec<Entry> {
    corpus_with(SEED, CORPUS_LEN)
}

/// A long input: a name for the report, and the URL.
#[derive(Clone, Debug)]
pub struct Long {
    /// e.g. `http-path-64K`.
    pub name: String,
    /// The URL, at least the named size.
    pub url: String,
}

/// `prefix` + pieces from `piece` (joined by `sep`) until the total is at
/// least `size` bytes, then `suffix`.
fn grow(prefix: &str, size: usize, sep: &str, suffix: &str, mut piece: impl FnMut() -> String) -> String {
    let mut u = String::with_capacity(size + 64);
    u.push_str(prefix);
    let mut first = true;
    while u.len() + suffix.len() < size {
        if !first {
            u.push_str(sep);
        }
        first = false;
        u.push_str(&piece());
    }
    u.push_str(suffix);
    u
}

/// Long-path and long-search variants at 4 KiB and 64 KiB.
pub fn long_inputs() -> Vec<Long> {
    let mut r = Rng::new(SEED ^ 0x4c4f_4e47);
    let mut out = Vec::new();
    for (label, size) in [("4K", 4096usize), ("64K", 65536)] {
        let mut rr = r.clone();
        out.push(Long {
            name: format!("http-path-{label}"),
            url: grow("http://www.example.com/", size, "/", "", || hsegment(&mut rr)),
        });
        let mut rr = r.clone();
        out.push(Long {
            name: format!("http-search-{label}"),
            url: grow("http://www.example.com/search?", size, "&", "", || {
                format!("{}={}", rr.pick(SEARCH_KEYS), rr.pick(SEARCH_VALUES))
            }),
        });
        let mut rr = r.clone();
        out.push(Long {
            name: format!("ftp-path-{label}"),
            url: grow("ftp://anonymous:guest@ftp.example.org/", size, "/", ";type=i", || segment(&mut rr)),
        });
        let mut rr = r.clone();
        out.push(Long {
            name: format!("file-path-{label}"),
            url: grow("file:///", size, "/", "", || segment(&mut rr)),
        });
        r.next_u64();
    }
    out
}

/// The sizes of the linear-cost bench.
pub const LINEAR_SIZES: [usize; 5] = [100, 1_000, 10_000, 100_000, 1_000_000];

/// An input of the linear-cost bench.
#[derive(Clone, Debug)]
pub struct LinearInput {
    /// What it stresses.
    pub name: &'static str,
    /// Whether url_core must accept it.
    pub valid: bool,
    /// The URL (within a few bytes of the requested size).
    pub url: String,
}

fn fill(prefix: &str, unit: &str, suffix: &str, size: usize) -> String {
    let mut u = String::with_capacity(size + unit.len() + suffix.len());
    u.push_str(prefix);
    while u.len() + suffix.len() < size {
        u.push_str(unit);
    }
    u.push_str(suffix);
    u
}

/// Normal and adversarial inputs of about `size` bytes (valid and invalid).
pub fn linear_inputs(size: usize) -> Vec<LinearInput> {
    linear_inputs_seeded(size, 0)
}

/// [`linear_inputs`] with the random (normal) input drawn from another seed:
/// `variant` 0 is what [`linear_inputs`] returns.
pub fn linear_inputs_seeded(size: usize, variant: u64) -> Vec<LinearInput> {
    let mut r = Rng::new(SEED ^ size as u64 ^ variant.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let normal = grow("http://www.example.com/", size, "/", "", || hsegment(&mut r));
    let v = |name, url| LinearInput { name, valid: true, url };
    let x = |name, url| LinearInput { name, valid: false, url };
    vec![
        v("http-path (normal)", normal),
        v("http-slashes", fill("http://h.example/", "/", "", size)),
        v("http-search-%41", fill("http://h.example/?", "%41", "", size)),
        v("http-path-@:;=", fill("http://h.example/", "@:;=&", "", size)),
        v("ftp-path-@:", fill("ftp://u:p@h.example/", "@:/", "x;type=a", size)),
        v("news-article-:", fill("news:", ":", "@h.example", size)),
        v("prospero-;f=v", fill("prospero://h.example/p", ";a=b", "", size)),
        v("gopher-%09", fill("gopher://h.example/1", "%09", "", size)),
        v("mailto-dots", fill("mailto:", "a.", "a@example.com", size)),
        x("http-login-@", fill("http://", "@", "/", size)),
        x("ftp-login-a@", fill("ftp://", "a@", "h/", size)),
        x("ftp-login-:", fill("ftp://", ":", "@h/", size)),
        x("http-port-digits", fill("http://h:", "1", "", size)),
        x("http-%41-bad-end", fill("http://h/", "%41", "%4", size)),
        x("ftp-;type=", fill("ftp://h/a", ";type=", "", size)),
        x("http-search-/-end", fill("http://h/?", "a=b&", "/", size)),
        x("news-:-no-@", fill("news:", ":", "", size)),
        x("mailto-@", fill("mailto:", "@", "", size)),
        x("fragment-#-end", fill("http://h/#", "a", "#", size)),
        x("space-end", fill("http://h/", "a", " ", size)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_all(urls: impl IntoIterator<Item = (String, String)>) {
        let mut bad = Vec::new();
        let mut n = 0;
        for (label, u) in urls {
            n += 1;
            if let Err(e) = url_core::Url::parse(&u) {
                let shown = if u.len() > 200 { format!("{}...({} bytes)", &u[..200], u.len()) } else { u.clone() };
                println!("REJECTED [{label}] {shown}\n    {e} at {}", e.offset());
                bad.push(u);
            }
        }
        assert!(bad.is_empty(), "url_core rejected {} of {n} generated URLs", bad.len());
    }

    #[test]
    fn corpus_is_deterministic() {
        let a = corpus_with(SEED, 500);
        let b = corpus_with(SEED, 500);
        assert!(a.iter().zip(&b).all(|(x, y)| x.url == y.url));
    }

    #[test]
    fn url_core_accepts_the_whole_corpus() {
        check_all(corpus().into_iter().map(|e| (e.scheme.to_string(), e.url)));
    }

    #[test]
    fn corpus_mix() {
        let c = corpus();
        assert_eq!(c.len(), CORPUS_LEN);
        for (s, w) in MIX {
            let n = c.iter().filter(|e| e.scheme == s).count();
            let want = w as usize * CORPUS_LEN / 1000;
            assert!(n.abs_diff(want) < want / 5 + 20, "{s}: {n} URLs, want about {want}");
            // Every URL starts with its scheme (case-insensitively).
            assert!(c.iter().filter(|e| e.scheme == s).all(|e| e.url[..s.len()].eq_ignore_ascii_case(s)));
        }
        let ftp_login = c.iter().filter(|e| e.scheme == "ftp" && e.url.contains('@')).count();
        let ftp_type = c.iter().filter(|e| e.scheme == "ftp" && e.url.contains(";type=")).count();
        let http_search = c.iter().filter(|e| e.scheme == "http" && e.url.contains('?')).count();
        assert!(ftp_login > 300 && ftp_type > 300 && http_search > 1000, "{ftp_login} {ftp_type} {http_search}");
    }

    #[test]
    fn scheme_corpora_hold_their_scheme_only_and_parse() {
        for s in SCHEMES {
            let urls = scheme_corpus(s);
            assert_eq!(urls.len(), SCHEME_LEN);
            assert!(urls.iter().all(|u| u[..s.len()].eq_ignore_ascii_case(s) && u.as_bytes()[s.len()] == b':'), "{s}");
            // Distinct from the corpus's draw: not the same first URL.
            assert_ne!(Some(&urls[0]), corpus().iter().find(|e| e.scheme == s).map(|e| &e.url), "{s}");
            check_all(urls.into_iter().map(|u| (s.to_string(), u)));
        }
    }

    #[test]
    fn url_core_accepts_the_long_inputs() {
        let l = long_inputs();
        for x in &l {
            let size: usize = if x.name.ends_with("64K") { 65536 } else { 4096 };
            assert!(x.url.len() >= size && x.url.len() < size + 200, "{}: {}", x.name, x.url.len());
        }
        check_all(l.into_iter().map(|x| (x.name, x.url)));
    }

    #[test]
    fn linear_inputs_are_what_they_claim() {
        for size in LINEAR_SIZES {
            for x in linear_inputs(size) {
                assert!(x.url.len() >= size && x.url.len() < size + 100, "{} {}", x.name, x.url.len());
                let got = url_core::Url::parse(&x.url);
                assert_eq!(got.is_ok(), x.valid, "{} at {size}: {:?}", x.name, got.err().map(|e| e.to_string()));
            }
        }
    }
}

//! The constants whose build cost `cargo xtask build-cost` measures: `count`
//! distinct strings, each valid for the macro that gets it and raising none
//! of its warnings (the xtask checks them with url-core before it writes a
//! crate).
//!
//! - [`urls`]: URLs of all ten RFC 1738 schemes and https (http's form, RFC 2818
//!   §2.4), mixed by [`URL_MIX`] and interleaved as in real
//!   code: for `url!`, `uri!` and `static_iref`'s `iri!` and `uri!`;
//! - [`http_urls`]: http URLs alone, for `http_url!`;
//! - [`uuids`]: UUIDs in their hyphenated form, for `uuid!`.
//!
//! ```
//! let a = url_literal_gen::literals::urls(50);
//! assert_eq!(a, url_literal_gen::literals::urls(50));
//! assert_eq!(a.len(), 50);
//! ```

use std::collections::HashSet;

use crate::Rng;

/// The seed of [`urls`], [`http_urls`] and [`uuids`] (each mixes in its own
/// constant).
pub const LITERAL_SEED: u64 = 0x1738_1994_0000_0001;

/// How many of the URLs each scheme gets, in thousandths (sums to 1000).
pub const URL_MIX: [(&str, usize); 11] = [
    ("http", 250),
    ("https", 150),
    ("ftp", 150),
    ("gopher", 80),
    ("mailto", 70),
    ("news", 50),
    ("nntp", 50),
    ("telnet", 50),
    ("wais", 50),
    ("file", 70),
    ("prospero", 30),
];

const SUBS: &[&str] = &[
    "www",
    "ftp",
    "gopher",
    "news",
    "info",
    "cs",
    "math",
    "lib",
    "archive",
    "mirror",
    "docs",
    "api",
    "mail",
    "physics",
    "web1",
    "srv2",
    "node17",
    "sunsite",
    "wuarchive",
    "src",
];
const NAMES: &[&str] = &[
    "example",
    "univ-example",
    "acme",
    "cern",
    "funet",
    "think",
    "ucop",
    "nic",
    "w3",
    "ietf",
    "oxford-example",
    "tu-example",
    "ncsa",
    "umn",
];
const TLDS: &[&str] = &["org", "com", "net", "edu", "ch", "fi", "de", "uk", "gov", "int"];
const WORDS: &[&str] = &[
    "pub",
    "docs",
    "rfc",
    "software",
    "unix",
    "gnu",
    "src",
    "releases",
    "v1.2.3",
    "images",
    "archive",
    "1994",
    "papers",
    "hypertext",
    "WWW",
    "misc",
    "data",
    "contrib",
    "users",
    "people",
    "projects",
    "Library",
    "standards",
    "drafts",
    "x11r6",
    "linux",
    "kernel",
    "v2.0",
    "incoming",
    "doc",
    "html",
    "tmp",
    "my%20notes",
    "caf%C3%A9",
    "Team-A",
    "index",
];
const FILES: &[&str] = &[
    "rfc1738.txt",
    "index.html",
    "README",
    "TheProject.html",
    "logo.gif",
    "report-final.ps",
    "emacs-19.28.tar.gz",
    "ls-lR.Z",
    "welcome.html",
    "FAQ",
    "changes.txt",
    "paper.pdf",
    "Overview.html",
    "main.c",
    "notes%2Bideas.txt",
];
const GROUPS: &[&str] = &[
    "comp.infosystems.www.misc",
    "comp.lang.c",
    "comp.lang.rust",
    "alt.hypertext",
    "news.announce.newusers",
    "sci.physics.research",
    "rec.arts.books",
    "comp.os.linux.announce",
    "comp.mail.mime",
    "de.comp.lang.c",
];
const PEOPLE: &[&str] = &[
    "timbl",
    "john.doe",
    "webmaster",
    "info",
    "j.postel",
    "support-team",
    "a.user",
    "listserv",
    "postmaster",
    "mary_smith",
];
const FIELDS: &[&str] = &["version", "type", "format", "lang"];

fn host(r: &mut Rng) -> String {
    if r.chance(8) {
        let first = r.pick(&["192", "198", "130", "141"]);
        return format!("{first}.{}.{}.{}", r.below(256), r.below(256), 1 + r.below(254));
    }
    if r.chance(70) {
        format!("{}.{}.{}", r.pick(SUBS), r.pick(NAMES), r.pick(TLDS))
    } else {
        format!("{}.{}", r.pick(NAMES), r.pick(TLDS))
    }
}

/// Nothing, the default port, or one above 1023 (a lower one raises a
/// warning of `url!`).
fn port(r: &mut Rng, default: &str) -> String {
    match r.below(10) {
        0 => format!(":{default}"),
        1 => format!(":{}", r.pick(&["8080", "8000", "2121", "7070", "8888", "1119", "3000"])),
        _ => String::new(),
    }
}

fn path(r: &mut Rng, max: usize) -> String {
    let n = r.below(max + 1);
    (0..n).map(|_| r.pick(WORDS)).collect::<Vec<_>>().join("/")
}

fn with_file(r: &mut Rng, max: usize) -> String {
    let p = path(r, max);
    let f = r.pick(FILES);
    if p.is_empty() {
        f.to_owned()
    } else {
        format!("{p}/{f}")
    }
}

fn frag(r: &mut Rng) -> String {
    if r.chance(15) {
        format!("#{}", r.pick(&["top", "intro", "section-2", "refs", "s3.1"]))
    } else {
        String::new()
    }
}

fn search(r: &mut Rng) -> String {
    let k = r.pick(&["q", "query", "search", "id", "lang", "page"]);
    let v = r.pick(&["rfc1738", "url+syntax", "42", "en", "hypertext%20transfer", "www"]);
    if r.chance(30) {
        format!("{k}={v}&page={}", r.below(20))
    } else {
        format!("{k}={v}")
    }
}

/// One URL of `scheme` (a scheme of [`URL_MIX`]).
///
/// # Panics
///
/// For a scheme not in [`URL_MIX`].
pub fn url(r: &mut Rng, scheme: &str) -> String {
    match scheme {
        "http" => {
            let mut u = format!("http://{}{}/{}", host(r), port(r, "80"), with_file(r, 4));
            if r.chance(30) {
                u = format!("{u}?{}", search(r));
            }
            u + &frag(r)
        }
        "https" => {
            let mut u = format!("https://{}/{}", host(r), with_file(r, 4));
            if r.chance(40) {
                u = format!("{u}?{}", search(r));
            }
            u + &frag(r)
        }
        "ftp" => {
            let user = if r.chance(20) {
                format!("{}@", r.pick(&["anonymous", "ftp", "guest", "mirror"]))
            } else {
                String::new()
            };
            let ty = match r.below(8) {
                0 => ";type=i",
                1 => ";type=a",
                2 => ";type=d",
                _ => "",
            };
            format!("ftp://{user}{}{}/{}{ty}", host(r), port(r, "21"), with_file(r, 5))
        }
        "gopher" => {
            let ty = r.pick(&["0", "1", "1", "9", "h", "I"]);
            format!("gopher://{}{}/{ty}/{}", host(r), port(r, "70"), with_file(r, 3))
        }
        "mailto" => {
            let sub = if r.chance(50) { format!("{}.", r.pick(SUBS)) } else { String::new() };
            format!("mailto:{}@{sub}{}.{}", r.pick(PEOPLE), r.pick(NAMES), r.pick(TLDS))
        }
        "news" => {
            if r.chance(70) {
                format!("news:{}", r.pick(GROUPS))
            } else {
                format!("news:{}{}.AA{:05}@{}", 1993 + r.below(4), r.below(1_000_000), r.below(100_000), host(r))
            }
        }
        "nntp" => format!("nntp://{}{}/{}/{}", host(r), port(r, "119"), r.pick(GROUPS), 1 + r.below(99_999)),
        "telnet" => {
            let user =
                if r.chance(30) { format!("{}@", r.pick(&["guest", "lib", "info", "visitor"])) } else { String::new() };
            let slash = if r.chance(50) { "/" } else { "" };
            format!("telnet://{user}{}{}{slash}", host(r), port(r, "23"))
        }
        "wais" => {
            let db = r.pick(&["directory-of-servers", "cs-techreport-archives", "ANU-Thai-Recipes", "rfcs", "bible"]);
            match r.below(3) {
                0 => format!("wais://{}{}/{db}", host(r), port(r, "210")),
                1 => {
                    let q = r.pick(&["rfc1738", "url%20syntax", "green+curry"]);
                    format!("wais://{}{}/{db}?{q}", host(r), port(r, "210"))
                }
                _ => format!("wais://{}/{db}/TEXT/{}", host(r), r.pick(&["0x0000042a", "doc-17", "abc%2Fdef"])),
            }
        }
        "file" => match r.below(3) {
            0 => format!("file:///{}", with_file(r, 4)),
            1 => format!("file://localhost/{}", with_file(r, 4)),
            _ => format!("file://{}/{}", host(r), with_file(r, 4)),
        },
        "prospero" => {
            let mut u = format!("prospero://{}{}/{}", host(r), port(r, "1525"), with_file(r, 3));
            for _ in 0..r.below(3) {
                u = format!("{u};{}={}", r.pick(FIELDS), r.pick(&["1", "text", "en", "ascii"]));
            }
            u
        }
        _ => panic!("no generator for scheme {scheme:?}"),
    }
}

/// `count` distinct values of `draw`, in the order drawn.
///
/// # Panics
///
/// When `draw` keeps repeating itself (1,000 draws in a row give nothing new).
fn distinct(count: usize, mut draw: impl FnMut(usize) -> String) -> Vec<String> {
    let mut seen = HashSet::with_capacity(count);
    let mut out = Vec::with_capacity(count);
    for i in 0..count {
        let fresh = (0..1000).map(|_| draw(i)).find(|s| seen.insert(s.clone()));
        out.push(fresh.unwrap_or_else(|| panic!("no new value after 1,000 draws at {i} of {count}")));
    }
    out
}

/// `count` distinct URLs, schemes by [`URL_MIX`] (spread evenly through the
/// list, then shuffled so that schemes are interleaved, as in real code).
pub fn urls(count: usize) -> Vec<String> {
    let mut r = Rng::new(LITERAL_SEED);
    let mut out = distinct(count, |i| {
        let slot = i * 1000 / count;
        let mut acc = 0;
        let scheme = URL_MIX.iter().find(|(_, n)| {
            acc += n;
            slot < acc
        });
        url(&mut r, scheme.map_or("http", |m| m.0))
    });
    for i in (1..out.len()).rev() {
        let j = r.below(i + 1);
        out.swap(i, j);
    }
    out
}

/// `count` distinct http URLs.
pub fn http_urls(count: usize) -> Vec<String> {
    let mut r = Rng::new(LITERAL_SEED ^ 0x6874_7470);
    distinct(count, |_| url(&mut r, "http"))
}

/// `count` distinct UUIDs, lower-case hex in the hyphenated 8-4-4-4-12 form.
pub fn uuids(count: usize) -> Vec<String> {
    let mut r = Rng::new(LITERAL_SEED ^ 0x7575_6964);
    distinct(count, |_| crate::uri::uuid(&mut r))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_distinct_valid_and_mixed() {
        let u = urls(2000);
        assert_eq!(u.len(), 2000);
        assert_eq!(u.iter().collect::<HashSet<_>>().len(), 2000);
        for s in &u {
            let url = url_core::Url::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(url.password(), None, "{s}");
            if let Some(p) = url.port() {
                assert!(p >= 1024 || url.default_port() == Some(p), "{s}");
            }
        }
        for (scheme, share) in URL_MIX {
            let n = u.iter().filter(|s| s.starts_with(&format!("{scheme}:"))).count();
            assert_eq!(n, share * 2, "{scheme}");
        }
        // interleaved: the first 100 hold at least six schemes
        let first: HashSet<_> = u[..100].iter().map(|s| s.split(':').next().unwrap()).collect();
        assert!(first.len() >= 6, "{first:?}");
    }

    #[test]
    fn http_urls_and_uuids_are_distinct_and_well_formed() {
        let h = http_urls(2000);
        assert_eq!(h.iter().collect::<HashSet<_>>().len(), 2000);
        assert!(h.iter().all(|s| url_core::Url::parse(s).is_ok_and(|u| u.kind() == url_core::Scheme::Http)));
        let u = uuids(2000);
        assert_eq!(u.iter().collect::<HashSet<_>>().len(), 2000);
        for s in &u {
            let groups: Vec<usize> = s.split('-').map(str::len).collect();
            assert_eq!(groups, [8, 4, 4, 4, 12], "{s}");
            assert!(s.bytes().all(|b| b == b'-' || b.is_ascii_digit() || (b'a'..=b'f').contains(&b)), "{s}");
        }
    }
}

//! Filling a 4-hole URI template (issue 16): `try_uri_format!` (text in
//! path segments takes the fallible form since issue 34) against
//! `format!` with the `percent-encoding` crate, and against `url::Url` built
//! with `path_segments_mut` / `query_pairs_mut` (from a base parsed once,
//! cloned per URL: the cheapest use of that API).
//!
//! Interleaved rounds, as `paired.rs`: each round times `try_uri_format!` and one
//! peer back to back on the same values (alternating which goes first) and
//! keeps the ratio; the median over rounds is reported, robust to load on
//! the other core. Every side builds the same 64 URLs, and the test at the
//! start checks that the texts agree (but for the characters each escapes
//! differently, listed there).

use std::hint::black_box;
use std::time::Instant;

use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};
use url_literal::try_uri_format;

/// What both RFC 3986 `pchar` and `query` leave out (and `%`), as the peer
/// (percent-encoding) writes a set.
const NEITHER: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'<')
    .add(b'>')
    .add(b'[')
    .add(b'\\')
    .add(b']')
    .add(b'^')
    .add(b'`')
    .add(b'{')
    .add(b'|')
    .add(b'}');
/// What RFC 3986 `pchar` does not hold, and `/`, `%`, `;`: a path segment.
const SEGMENT: &AsciiSet = &NEITHER.add(b'/').add(b'?').add(b';');
/// A query value: what `query` does not hold, and `&`, `=`, `+`, `%`.
const QUERY: &AsciiSet = &NEITHER.add(b'&').add(b'+').add(b'=');

struct Values {
    user: String,
    repo: String,
    page: u32,
    q: String,
}

fn values() -> Vec<Values> {
    let users = ["alice", "bob", "o'brien", "zoë", "a/b", "carol-smith", "dave_42", "eve"];
    let repos = ["url-literal", "serde", "my repo", "tokio", "x.y", "100%", "rust-lang", "α"];
    let qs = ["rust", "c++ & rust", "a=b", "hello world", "100% sure", "naïve", "x", "is:open label:bug"];
    (0..64)
        .map(|i| Values {
            user: users[i % 8].to_string(),
            repo: repos[(i / 8) % 8].to_string(),
            page: i as u32 * 7,
            q: qs[(i * 3) % 8].to_string(),
        })
        .collect()
}

fn ours(v: &[Values]) -> usize {
    let mut n = 0;
    for x in v {
        let (user, repo, page, q) = (&x.user, &x.repo, x.page, &x.q);
        // Text in a whole path segment: the fallible form (a `..` is refused).
        let uri = try_uri_format!("https://api.example.com/users/{user}/repos/{repo}?page={page}&q={q}");
        n += black_box(uri).map_or(0, |u| u.as_str().len());
    }
    n
}

fn format_percent(v: &[Values]) -> usize {
    let mut n = 0;
    for x in v {
        let s = format!(
            "https://api.example.com/users/{}/repos/{}?page={}&q={}",
            utf8_percent_encode(&x.user, SEGMENT),
            utf8_percent_encode(&x.repo, SEGMENT),
            x.page,
            utf8_percent_encode(&x.q, QUERY)
        );
        n += black_box(s).len();
    }
    n
}

fn url_crate(v: &[Values], base: &url::Url) -> usize {
    let mut n = 0;
    for x in v {
        let mut u = base.clone();
        u.path_segments_mut().unwrap().extend(["users", &x.user, "repos", &x.repo]);
        u.query_pairs_mut().append_pair("page", &x.page.to_string()).append_pair("q", &x.q);
        n += black_box(u).as_str().len();
    }
    n
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    let v = values();
    let base = url::Url::parse("https://api.example.com").unwrap();
    // try_uri_format! and format! with the same escaping sets write the same text
    // (url::Url's form encoding writes a space as '+', and escapes more).
    for x in &v {
        let (user, repo, page, q) = (&x.user, &x.repo, x.page, &x.q);
        let ours = try_uri_format!("https://api.example.com/users/{user}/repos/{repo}?page={page}&q={q}").unwrap();
        let theirs = format!(
            "https://api.example.com/users/{}/repos/{}?page={}&q={}",
            utf8_percent_encode(user, SEGMENT),
            utf8_percent_encode(repo, SEGMENT),
            page,
            utf8_percent_encode(q, QUERY)
        );
        assert_eq!(ours.as_str(), theirs);
    }
    // `TEMPLATE_ONLY=ours|format|url`: 200 passes of one side, for callgrind.
    if let Ok(side) = std::env::var("TEMPLATE_ONLY") {
        for _ in 0..200 {
            black_box(match side.as_str() {
                "ours" => ours(&v),
                "format" => format_percent(&v),
                "none" => 0,
                _ => url_crate(&v, &base),
            });
        }
        return;
    }
    let reps = 2000;
    let time = |f: &dyn Fn() -> usize| {
        let t = Instant::now();
        for _ in 0..reps {
            black_box(f());
        }
        t.elapsed().as_nanos() as f64 / reps as f64 / v.len() as f64
    };
    for _ in 0..20 {
        time(&|| ours(&v));
        time(&|| format_percent(&v));
        time(&|| url_crate(&v, &base));
    }
    let peers: [(&str, &dyn Fn() -> usize); 2] = [
        ("format! + percent-encoding", &|| format_percent(&v)),
        ("url::Url path_segments_mut/query_pairs_mut", &|| url_crate(&v, &base)),
    ];
    println!("{:<46} {:>10} {:>10} {:>8}", "peer", "ours ns", "peer ns", "ratio");
    for (name, peer) in peers {
        let (mut a, mut b, mut r) = (Vec::new(), Vec::new(), Vec::new());
        for round in 0..41 {
            let (x, y) = if round % 2 == 0 {
                let x = time(&|| ours(&v));
                (x, time(peer))
            } else {
                let y = time(peer);
                (time(&|| ours(&v)), y)
            };
            a.push(x);
            b.push(y);
            r.push(x / y);
        }
        println!("{:<46} {:>10.1} {:>10.1} {:>8.3}", name, median(&mut a), median(&mut b), median(&mut r));
    }
}

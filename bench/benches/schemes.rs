//! The typed views of the schemes read by their own RFCs against the crates
//! people use for the same work, as interleaved ratios (each round times both
//! sides back to back on the same inputs, alternating which goes first, and
//! keeps the round's ratio; the report is the median over the rounds, which a
//! busy machine slows alike on both sides):
//!
//! - `DataUri::parse(..).decode()` against `data_url::DataUrl::process(..)
//!   .decode_to_vec()` (WHATWG's processor) and against a plain base64
//!   decoder (`base64::engine::general_purpose::STANDARD.decode` of the
//!   payload alone, no URI parsing), for base64 payloads of 48 B, 3 KiB and
//!   192 KiB and a percent-encoded text;
//! - file path conversion: `FileUri::parse(..).to_path()` against
//!   `url::Url::parse(..).to_file_path()`, and `FileUri::from_path` against
//!   `url::Url::from_file_path`, on a set of Unix paths.
//!
//! `URL_BENCH_ROUNDS=3` makes a smoke run (the figures then mean nothing).
//!
//! Output: `$URL_BENCH_META/schemes.tsv` with
//! `group<TAB>peer<TAB>inputs<TAB>median peer ns per pass<TAB>median url_core ns per pass<TAB>median ratio (peer / url_core)`.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Instant;

use base64::Engine as _;
use url_core::{DataUri, FileUri};

/// Rounds per comparison: 201, or `URL_BENCH_ROUNDS` (at least 1; a small
/// number for a smoke run, whose figures mean nothing).
fn rounds() -> usize {
    match std::env::var("URL_BENCH_ROUNDS") {
        Ok(v) => match v.parse::<usize>() {
            Ok(n) if n > 0 => n,
            _ => panic!("URL_BENCH_ROUNDS: expected a number of rounds above 0, found {v:?}"),
        },
        Err(_) => 201,
    }
}

/// The median ratio `b / a` of [`rounds`] rounds, each timing `a` and `b` once
/// over the inputs (alternating which goes first), and the median times.
fn paired(a: &dyn Fn(), b: &dyn Fn()) -> (f64, f64, f64) {
    let rounds = rounds();
    let mut ratios = Vec::with_capacity(rounds);
    let (mut ta, mut tb) = (Vec::with_capacity(rounds), Vec::with_capacity(rounds));
    for round in 0..rounds {
        let time = |f: &dyn Fn()| {
            let t = Instant::now();
            f();
            t.elapsed().as_nanos() as f64
        };
        let (x, y) = if round % 2 == 0 {
            let x = time(a);
            (x, time(b))
        } else {
            let y = time(b);
            (time(a), y)
        };
        ratios.push(y / x);
        ta.push(x);
        tb.push(y);
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    (median(&mut ta), median(&mut tb), median(&mut ratios))
}

/// A base64 data URI of `n` octets of pseudo-random data.
fn data_uri(n: usize) -> (String, String) {
    let mut x: u32 = 0x9e37_79b9;
    let bytes: Vec<u8> = (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x as u8
        })
        .collect();
    let payload = base64::engine::general_purpose::STANDARD.encode(&bytes);
    (format!("data:application/octet-stream;base64,{payload}"), payload)
}

fn main() {
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let mut out = String::new();
    let mut row = |group: &str, peer: &str, inputs: usize, (core, other, ratio): (f64, f64, f64)| {
        let line = format!("{group}\t{peer}\t{inputs}\t{other:.0}\t{core:.0}\t{ratio:.3}\n");
        print!("{line}");
        out.push_str(&line);
    };

    for (name, n) in [("data-48B", 48), ("data-3KiB", 3 * 1024), ("data-192KiB", 192 * 1024)] {
        let (uri, payload) = data_uri(n);
        let ours = || {
            black_box(DataUri::parse(black_box(&uri)).unwrap().decode());
        };
        let whatwg = || {
            black_box(data_url::DataUrl::process(black_box(&uri)).unwrap().decode_to_vec().unwrap());
        };
        let plain = || {
            black_box(base64::engine::general_purpose::STANDARD.decode(black_box(&payload)).unwrap());
        };
        assert_eq!(DataUri::parse(&uri).unwrap().decode(), data_url::DataUrl::process(&uri).unwrap().decode_to_vec().unwrap().0);
        row(name, "data-url", 1, paired(&ours, &whatwg));
        row(name, "base64", 1, paired(&ours, &plain));
    }
    let text = format!("data:text/plain;charset=UTF-8,{}", "caf%C3%A9%20au%20lait%2C%20".repeat(64));
    let ours = || {
        black_box(DataUri::parse(black_box(&text)).unwrap().decode());
    };
    let whatwg = || {
        black_box(data_url::DataUrl::process(black_box(&text)).unwrap().decode_to_vec().unwrap());
    };
    row("data-percent-1.7KiB", "data-url", 1, paired(&ours, &whatwg));

    let paths: Vec<PathBuf> = [
        "/etc/hosts",
        "/usr/share/doc/rust/html/std/index.html",
        "/home/józef/Documents/notes for today.txt",
        "/tmp/a%b#c?d",
        "/var/lib/project/target/debug/build/url-literal-tests-7ca24f12e94b7127/out/macro_vectors.rs",
    ]
    .iter()
    .map(PathBuf::from)
    .collect();
    let uris: Vec<String> = paths.iter().map(|p| FileUri::from_path(p).unwrap().into_string()).collect();
    for (uri, path) in uris.iter().zip(&paths) {
        assert_eq!(url::Url::parse(uri).unwrap().to_file_path().unwrap(), *path);
        assert_eq!(FileUri::parse(uri).unwrap().to_path().unwrap(), *path);
    }
    let ours = || {
        for u in &uris {
            black_box(FileUri::parse(black_box(u)).unwrap().to_path());
        }
    };
    let theirs = || {
        for u in &uris {
            black_box(url::Url::parse(black_box(u)).unwrap().to_file_path().ok());
        }
    };
    row("file-to-path", "url", uris.len(), paired(&ours, &theirs));
    let ours = || {
        for p in &paths {
            black_box(FileUri::from_path(black_box(p.as_path())).ok());
        }
    };
    let theirs = || {
        for p in &paths {
            black_box(url::Url::from_file_path(black_box(Path::new(p))).ok());
        }
    };
    row("file-from-path", "url", paths.len(), paired(&ours, &theirs));

    if let Ok(dir) = std::env::var("URL_BENCH_META") {
        std::fs::write(Path::new(&dir).join("schemes.tsv"), out).expect("write schemes.tsv");
    }
}

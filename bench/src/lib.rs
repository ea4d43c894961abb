//! Inputs and the floor of the `url-literal` benchmarks.
//!
//! The inputs (the RFC 1738 and RFC 3986 corpora, long and linear-cost
//! inputs, all drawn by SplitMix64 from fixed seeds) live in the
//! `url-literal-gen` crate (`gen/` in the repository), shared with the tests
//! and the xtask; this crate re-exports them under the names the benches use
//! and adds [`floor_scan`], the "physical floor": a branch-free 256-entry
//! table scan that touches every byte once and does nothing else.

#![forbid(unsafe_code)]

pub use url_literal_gen::*;

/// 0 for the bytes that may appear in a URL (`xchar` and `#`), 1 otherwise.
pub static FLOOR_TABLE: [u8; 256] = {
    let mut t = [1u8; 256];
    let ok = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$-_.+!*'(),;/?:@&=%#";
    let mut i = 0;
    while i < ok.len() {
        t[ok[i] as usize] = 0;
        i += 1;
    }
    t
};

/// The floor: OR-fold of [`FLOOR_TABLE`] over every byte. No branch depends on
/// the data; the one loop branch is on the length. Nonzero means "some byte is
/// outside every URL character class".
#[inline(never)]
pub fn floor_scan(b: &[u8]) -> u8 {
    let mut acc = 0u8;
    for &c in b {
        acc |= FLOOR_TABLE[c as usize];
    }
    acc
}

/// One pass of `f` over `urls`, in ns per URL: the examples' timer (they
/// keep the fastest or the median of many passes).
pub fn pass_ns(f: fn(&[&str]), urls: &[&str]) -> f64 {
    let t = std::time::Instant::now();
    f(urls);
    t.elapsed().as_nanos() as f64 / urls.len() as f64
}

/// Total bytes of a list of URLs.
pub fn total_bytes<S: AsRef<str>>(urls: &[S]) -> usize {
    urls.iter().map(|u| u.as_ref().len()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_flags_exactly_non_url_bytes() {
        assert_eq!(floor_scan(b"http://example.com/a%20b?c=d#e"), 0);
        assert_eq!(floor_scan(b"http://example.com/~x"), 1);
        assert_eq!(floor_scan("http://ex\u{e9}.com/".as_bytes()), 1);
    }
}

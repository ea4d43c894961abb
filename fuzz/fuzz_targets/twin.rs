//! The two instances of the grammar (issue 19) on arbitrary text: the
//! `const` one (`Url::parse`, `Uri::parse`, `UriRef::parse`) and the
//! run-time one with SIMD scanning (`parse_fast`) give the same result, value
//! for value (every position) and error for error (offset, length, kind,
//! message). Any difference is a finding.
//!
//! The input is also tried behind `http://h/`, `ftp://u@h/` and `https://h/`
//! prefixes, so that most of it lands in the long runs (paths, searches,
//! queries) the run-time instance scans sixteen bytes at a time.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_core::{Uri, UriRef, Url};

fn agree(s: &str) {
    assert_eq!(Url::parse_fast(s), Url::parse(s), "Url on {s:?}");
    assert_eq!(Uri::parse_fast(s), Uri::parse(s), "Uri on {s:?}");
    assert_eq!(UriRef::parse_fast(s), UriRef::parse(s), "UriRef on {s:?}");
}

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    agree(s);
    for prefix in ["http://h/", "ftp://u@h/", "https://h/", "http://"] {
        agree(&format!("{prefix}{s}"));
    }
});

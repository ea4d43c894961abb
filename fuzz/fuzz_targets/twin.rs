//! The two instances of the grammar on arbitrary text: the `const` one
//! (`Url::parse_const`, `Uri::parse_const`, `UriRef::parse_const`) and the
//! run-time one with SIMD scanning (`parse`) give the same result, value
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
    assert_eq!(Url::parse(s), Url::parse_const(s), "Url on {s:?}");
    assert_eq!(Uri::parse(s), Uri::parse_const(s), "Uri on {s:?}");
    assert_eq!(UriRef::parse(s), UriRef::parse_const(s), "UriRef on {s:?}");
}

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    agree(s);
    for prefix in ["http://h/", "ftp://u@h/", "https://h/", "http://"] {
        agree(&format!("{prefix}{s}"));
    }
});

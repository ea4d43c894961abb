//! The length limit for real: `Iri::to_uri()` of a 1.5 GB IRI of `é`s (4.5
//! GB as a URI) and `uri_format!` with a 1.5 GB value (4.5 GB written)
//! panic with the limit of 4294967294 bytes instead of giving a URI whose
//! positions wrapped. About 6 GB of memory and a minute in
//! release mode; run once by hand:
//!
//! ```text
//! cargo run --release -p url-literal --example past_4_gib
//! ```
//!
//! url-core's unit tests check the same at a limit lowered to 64 KiB
//! (`url-core/src/max_len.rs`).

use std::panic;
use std::time::Instant;

use url_literal::{uri_format, Iri};

/// The message of a panic of `f`.
fn panic_message(f: impl FnOnce() + panic::UnwindSafe) -> String {
    let e = panic::catch_unwind(f).expect_err("no panic");
    e.downcast_ref::<String>()
        .cloned()
        .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_default()
}

/// The peak resident memory of this process so far, from /proc.
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM")).map(|l| l.split_whitespace().skip(1).collect()))
        .unwrap_or_default()
}

fn main() {
    panic::set_hook(Box::new(|_| {}));
    let start = Instant::now();
    let mut s = String::with_capacity(1_500_000_013);
    s.push_str("http://h/");
    s.extend(std::iter::repeat_n('\u{e9}', 750_000_000));
    s.push_str("?q#f");
    let iri = Iri::parse(&s).expect("a valid IRI");
    assert_eq!((iri.query(), iri.fragment()), (Some("q"), Some("f")));
    let message = panic_message(|| drop(iri.to_uri()));
    println!("Iri::to_uri() of an IRI of {} bytes: panicked: {message} ({:.1?})", s.len(), start.elapsed());
    assert_eq!(
        message,
        "an IRI of 1500000013 bytes maps to a URI of 4500000013 bytes, longer than the 4294967294 bytes a URI can have"
    );
    drop(s);
    let start = Instant::now();
    let value = " ".repeat(1_500_000_000);
    let message = panic_message(|| drop(uri_format!("http://h/p?{value}#f")));
    println!("uri_format! with a value of {} bytes: panicked: {message} ({:.1?})", value.len(), start.elapsed());
    assert_eq!(message, "a URI template wrote 4500000013 bytes, more than the 4294967294 bytes a URI can have");
    println!("peak memory: {}", peak_memory());
}

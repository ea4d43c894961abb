//! What the client tests share: `client.rs` here, and the daemon tests of
//! the `servers` test binary (`tests/tests/servers/`), which includes this
//! file by path. A [`Client`] with short timeouts, fetches that must succeed
//! or fail, the reply-error assertion, and url-literal's `fetch` example as a
//! process.
#![allow(dead_code)]

use std::process::Command;
use std::time::Duration;

use url_literal::client::{Client, Error, Step};

/// A client with the tests' e-mail address and short timeouts.
pub fn client() -> Client {
    Client::new()
        .email("tester@example.org")
        .connect_timeout(Duration::from_secs(5))
        .read_timeout(Duration::from_secs(10))
}

/// What `client` fetches from `url`, which must succeed; checks that the
/// byte count it reports is what was written.
#[track_caller]
pub fn fetch_with(client: &Client, url: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let fetched = client.fetch_str(url, &mut out).unwrap_or_else(|e| panic!("{url}: {e}"));
    assert_eq!(fetched.bytes(), out.len() as u64, "{url}");
    out
}

/// [`fetch_with`] and [`client`].
#[track_caller]
pub fn fetch(url: &str) -> Vec<u8> {
    fetch_with(&client(), url)
}

/// The error `client` gives for `url`, which must fail.
#[track_caller]
pub fn fetch_err_with(client: &Client, url: &str) -> Error {
    let mut out = Vec::new();
    match client.fetch_str(url, &mut out) {
        Ok(_) => panic!("{url}: fetched {:?}", String::from_utf8_lossy(&out)),
        Err(e) => e,
    }
}

/// [`fetch_err_with`] and [`client`].
#[track_caller]
pub fn fetch_err(url: &str) -> Error {
    fetch_err_with(&client(), url)
}

/// `e` is the reply error `(step, command, reply, expected)`, not the
/// URL's fault.
#[track_caller]
pub fn assert_reply(e: &Error, step: Step, command: &str, reply: &str, expected: &str) {
    match e {
        Error::Reply { step: s, command: c, reply: r, expected: x } => {
            assert_eq!((*s, c.as_str(), r.as_str(), *x), (step, command, reply, expected), "{e}");
        }
        other => panic!("not a reply error: {other:?}"),
    }
    assert!(!e.is_url_error());
}

/// The `fetch` example's usage line.
pub const USAGE: &str = "usage: fetch URL [-o FILE] [--email ADDRESS] [--search TEXT] [--timeout SECONDS] [--smtp HOST:PORT] [--from ADDRESS]";

/// url-literal's `fetch` example, which this package also builds as a
/// binary (see tests/Cargo.toml).
pub fn fetch_bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_fetch-example"))
}

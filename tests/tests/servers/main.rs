//! `url_literal::client` against real daemons others wrote, started here on
//! 127.0.0.1 with an ephemeral port and stopped after each test: pyftpdlib
//! (PyPI) for ftp, Debian's pygopherd for gopher, Python's `http.server` for
//! http, Debian's INN (inn2) for news and nntp, aiosmtpd (Debian's
//! python3-aiosmtpd) for mailto, GNU inetutils' telnetd for telnet.
//!
//! A test binary of its own, built only with the package's `servers`
//! feature, so that `cargo test --workspace` neither builds nor runs it:
//! `cargo xtask servers` installs or finds the daemons
//! (`tests/servers/setup.sh`) and runs it. The client tests that need no
//! daemon are in the main binary (`tests/all/client.rs`).
//!
//! Each test builds its own file tree, starts its own daemon, checks the
//! bytes written (and, for a few, the commands the daemon logged), and the
//! daemon is killed when its guard drops.

// shared with the main binary
#[path = "../all/support/fetch.rs"]
mod fetch;

// shared by the modules
mod daemon;

mod fetch_example;
mod ftp;
mod gopher;
mod http;
mod mailto;
mod news;
mod telnet;

//! The project's tooling, in Rust (the `xtask` convention): run it as
//! `cargo xtask <command>` from anywhere in the repository (an alias in
//! `.cargo/config.toml`).
//!
//! - `cargo xtask build-cost`: what literals add to compiling a crate. It
//!   writes, in a temporary directory, crates of `--count` (2,000) distinct
//!   constants each: plain `&str`, an identity proc macro, `url!`,
//!   `http_url!`, `uri!`, `static_iref`'s `iri!` and `uri!`, `uuid!`, and the
//!   expansion variants of `url!` written out by hand; builds the
//!   dependencies once, then times each crate's own rustc run (CPU time,
//!   debug profile, non-incremental) `--runs` times round-robin, and prints a
//!   Markdown report (BENCHMARKS.md, "Build cost"). See [`build_cost`].
//!   With `--user-build`, instead: a user's clean build of a crate of 20 URL
//!   constants against the same crate with `url`, `fluent-uri` and
//!   `static-iref` (BENCHMARKS.md, "A user's clean build"). See
//!   [`user_build`].
//! - `cargo xtask cliff`: `N` `url!` calls in one function body, timed by a
//!   cold `cargo check`, incremental on and off (BENCHMARKS.md, "One function
//!   body"). See [`cliff`].
//! - `cargo xtask url-core-once`: a fresh user crate built with each feature
//!   set of url-literal (the default, `url`, `http`, `idna`, `serde`, all
//!   four) compiles url-core once, for the proc macros and the program
//!   alike. See [`url_core_once`].
//! - `cargo xtask servers`: the client tests against real daemons
//!   (pyftpdlib, pygopherd, http.server), which `cargo test --workspace`
//!   leaves out: finds or installs the daemons, then runs the tests. See
//!   [`servers`].
//!
//! `cargo xtask help` lists every option. Nothing in the repository is
//! written; progress goes to stderr, the report to stdout.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod build_cost;
mod cliff;
mod measure;
mod servers;
mod sources;
mod url_core_once;
mod user_build;

use std::process::ExitCode;

const HELP: &str = "\
cargo xtask <command> [options]

commands:
  build-cost   what literals add to compiling a crate (BENCHMARKS.md, \"Build cost\")
      --count N        constants per crate (default 2000)
      --runs N         timed runs of each crate, medians reported (default 5)
      --only a,b,..    only these crates (names as in the report's `crate` column,
                       without `bench-`; their `&str` baselines and the identity
                       macro are always measured), e.g. --only url,uri,iri,uuid
      --no-peers       leave out the crates.io peers (static_iref, uuid): builds offline
      --no-clean       skip the clean builds of url-macros and url-literal
      --instructions   also count rustc's instructions once per crate (valgrind's
                       callgrind), split into the proc macros' run and rustc's
      --baseline REV   also measure url-literal as it is at git revision REV: a
                       `-baseline` copy of each measured crate of our macros
      --keep           keep the generated crates (the path is printed)
      --user-build     instead, a user's clean `cargo build` of 20 URL constants: url-literal,
                       url and fluent-uri (run-time parse), static-iref (iri!), --runs rounds
                       interleaved; with --baseline, url-literal at REV too (needs crates.io)
  cliff        N url! calls in one function body, cold `cargo check`, incremental on and off
      --runs N         runs per point, medians reported (default 3)
      --counts a,b,..  calls per function (default 1000,2000,5000)
      --expr TEXT      the expression of each call (default url!(\"@URL@\")); @URL@ is
                       the call's URL, @I@ its index
      --keep           keep the generated crate
  url-core-once  a fresh user crate, for each feature set of url-literal (default, url,
               http, idna, serde, all four), compiles url-core once (`cargo build -v`)
      --keep           keep the generated crate
  servers      the client tests against real daemons: finds or installs pyftpdlib and
               pygopherd (tests/servers/setup.sh; installing needs root), then runs
               `cargo test -p url-literal-tests --features servers --test servers`
      [ARGS...]        passed on to the test binary (e.g. a test name filter)
  help         this text
";

fn main() -> ExitCode {
    // Called by cargo as RUSTC_WORKSPACE_WRAPPER: record the rustc command, run it.
    if let Some(code) = measure::record_rustc_if_wrapper() {
        return code;
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("build-cost") => build_cost::Options::parse(&args[1..]).and_then(|o| build_cost::run(&o)),
        Some("cliff") => cliff::Options::parse(&args[1..]).and_then(|o| cliff::run(&o)),
        Some("url-core-once") => url_core_once::Options::parse(&args[1..]).and_then(|o| url_core_once::run(&o)),
        Some("servers") => servers::run_servers(&args[1..]),
        None | Some("help" | "--help" | "-h") => {
            print!("{HELP}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command `{other}`\n\n{HELP}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The value after option `name` in `args` at `i`, parsed.
fn value<T: std::str::FromStr>(args: &[String], i: &mut usize, name: &str) -> Result<T, String> {
    *i += 1;
    let v = args.get(*i).ok_or_else(|| format!("{name} needs a value"))?;
    v.parse().map_err(|_| format!("{name}: cannot read {v:?}"))
}

#[cfg(test)]
mod tests {
    use super::value;

    #[test]
    fn options_take_their_value() {
        let args: Vec<String> = ["--runs", "7", "--count", "x"].map(String::from).to_vec();
        let mut i = 0;
        assert_eq!(value::<usize>(&args, &mut i, "--runs"), Ok(7));
        assert_eq!(i, 1);
        let mut i = 2;
        assert_eq!(value::<usize>(&args, &mut i, "--count"), Err("--count: cannot read \"x\"".to_owned()));
        let mut i = 3;
        assert_eq!(value::<usize>(&args, &mut i, "--count"), Err("--count needs a value".to_owned()));
    }
}

//! `cargo xtask servers`: the client tests against real daemons.
//!
//! They are the `servers` test binary of the tests crate
//! (`tests/tests/servers/`), built only with its `servers` feature so that
//! `cargo test --workspace` needs nothing but Rust and python3. This command
//! first runs `tests/servers/setup.sh`, which finds or installs pyftpdlib,
//! pygopherd, INN, aiosmtpd and inetutils' telnetd (installing needs root)
//! and prints what it found or installed,
//! then `cargo test -p url-literal-tests --features servers --test servers`,
//! passing its own arguments on to the test binary (a name filter, say).
//! Every daemon listens on 127.0.0.1 on an ephemeral port and is stopped
//! after its test.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root (the parent of this crate's directory).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask/ has a parent").to_path_buf()
}

/// The arguments of the `cargo` run of the daemon tests, with `test_args`
/// for the test binary.
fn cargo_args(test_args: &[String]) -> Vec<String> {
    let mut args: Vec<String> =
        ["test", "-p", "url-literal-tests", "--features", "servers", "--test", "servers"].map(String::from).to_vec();
    if !test_args.is_empty() {
        args.push("--".to_owned());
        args.extend_from_slice(test_args);
    }
    args
}

/// Runs `cmd`, echoing it first; an error names it and its exit status.
fn run(cmd: &mut Command, what: &str) -> Result<(), String> {
    eprintln!("+ {what}");
    let status = cmd.status().map_err(|e| format!("cannot run {what}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what} failed ({status})"))
    }
}

/// Sets up the daemons, then runs their tests with `test_args`.
pub fn run_servers(test_args: &[String]) -> Result<(), String> {
    let root = root();
    let setup = root.join("tests").join("servers").join("setup.sh");
    run(Command::new("sh").arg(&setup).current_dir(&root), "sh tests/servers/setup.sh")
        .map_err(|e| format!("{e}: the daemons are not ready, so their tests were not run"))?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let args = cargo_args(test_args);
    run(Command::new(cargo).args(&args).current_dir(&root), &format!("cargo {}", args.join(" ")))?;
    if test_args.is_empty() {
        eprintln!(
            "servers: the client tests against pyftpdlib, pygopherd, http.server, INN, aiosmtpd and telnetd passed"
        );
    } else {
        eprintln!("servers: the daemon tests run with `{}` passed", test_args.join(" "));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::cargo_args;

    #[test]
    fn the_test_binary_and_its_arguments() {
        assert_eq!(cargo_args(&[]).join(" "), "test -p url-literal-tests --features servers --test servers");
        let filter = ["gopher".to_owned(), "--nocapture".to_owned()];
        assert_eq!(
            cargo_args(&filter).join(" "),
            "test -p url-literal-tests --features servers --test servers -- gopher --nocapture"
        );
    }
}

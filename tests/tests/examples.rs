//! The examples beside `explain`: `lint` (a linter for URL lists) and
//! `config` (compile-checked constants used at run time), run as programs.
//!
//! They are built by a nested cargo into a target directory of their own
//! under `CARGO_TARGET_TMPDIR` (the one `conformance.rs` builds `explain`
//! into, so the crates are compiled once for both), so that the nested cargo
//! never waits on the lock of the build that is running these tests.

mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use support::{build_example, report};

fn scratch_file(name: &str, text: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("examples-test");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn lint_reports_each_invalid_url_with_a_caret_and_exits_1() {
    let lint = build_example("lint");
    // One valid URL, two invalid ones, a comment and an empty line.
    let file = scratch_file(
        "urls.txt",
        "# mirrors\nhttp://info.cern.ch/hypertext/WWW/TheProject.html\n\nhttp://user@host/\nftp://host/~smith/\r\n",
    );
    let name = file.to_str().unwrap();
    let out = Command::new(&lint).arg(&file).stderr(Stdio::piped()).output().unwrap();
    let want = format!(
        "{name}:4:8: error: http URLs take no user name or password (RFC 1738 §3.3)
    http://user@host/
           ^^^^^
{name}:5:12: error: unexpected character '~' in ftp path; '~' is unsafe and must be written %7E (RFC 1738 §2.2)
    ftp://host/~smith/
               ^
"
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{}", report(&out));
    // Not a terminal, no `--progress`: only the summary.
    assert_eq!(String::from_utf8_lossy(&out.stderr), "3 URLs checked, 2 invalid\n", "{}", report(&out));
    assert_eq!(out.status.code(), Some(1), "{}", report(&out));

    // The same lines on standard input, with a progress count every 2 lines.
    let text = std::fs::read(&file).unwrap();
    let mut child = Command::new(&lint)
        .arg("--progress=2")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), &text).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), want.replace(name, "<stdin>"), "{}", report(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "<stdin>: 2 lines checked\n<stdin>: 4 lines checked\n3 URLs checked, 2 invalid\n",
        "{}",
        report(&out)
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn lint_exits_0_when_every_url_is_valid_and_2_on_errors() {
    let lint = build_example("lint");
    let file = scratch_file("valid.txt", "mailto:timbl@info.cern.ch\nnews:comp.infosystems.www.misc\n");
    let out = Command::new(&lint).arg(&file).output().unwrap();
    assert_eq!((out.status.code(), out.stdout.as_slice()), (Some(0), &b""[..]), "{}", report(&out));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "2 URLs checked, 0 invalid\n");

    let missing = file.with_file_name("no-such-file.txt");
    let out = Command::new(&lint).arg(&missing).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", report(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with(&format!("lint: cannot read {}: ", missing.display())), "{stderr}");
}

#[test]
fn config_uses_its_constants_at_run_time() {
    let config = build_example("config");
    let out = Command::new(&config).output().unwrap();
    assert!(out.status.success(), "{}", report(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.starts_with("release mirror   ftp://ftp.example.org/pub/releases/;type=d (ftp.example.org port 21)\n"),
        "{stdout}"
    );
    assert!(stdout.contains("  connect to     api.example.org:8080\n"), "{stdout}");
    assert!(stdout.contains("NLST"), "{stdout}");
}

//! The examples run as programs: `lint` (a linter for URL lists), `config`
//! (compile-checked constants used at run time), `ecosystem` (`whatwg_url!`
//! and `http_crate_uri!`, features `url` and `http`), and what `lint` and
//! `explain` share: arguments that are not UTF-8, a closed standard output,
//! input echoed with its control and bidi characters escaped.
//!
//! They are built by a nested cargo into a target directory of their own
//! under `CARGO_TARGET_TMPDIR` (the one `conformance.rs` builds `explain`
//! into, so the crates are compiled once for both), so that the nested cargo
//! never waits on the lock of the build that is running these tests.

use crate::support;

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

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
{name}:5:12: error: unexpected character '~' in ftp path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); the text is a valid RFC 3986 URI: use uri! or Uri::parse
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
    child.stdin.take().unwrap().write_all(&text).unwrap();
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

/// Runs `program` with `args`, `stdin` on its standard input.
fn run_with_input(program: &Path, args: &[&OsStr], stdin: &[u8]) -> Output {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // The reports are small: the child never blocks on its stdout while
    // this writes, however long the input.
    input.write_all(stdin).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

/// Asserts a process's status, stdout and stderr at once.
#[track_caller]
fn assert_output(out: &Output, status: i32, stdout: &str, stderr: &str) {
    assert_eq!(
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).as_ref(),
            String::from_utf8_lossy(&out.stderr).as_ref()
        ),
        (Some(status), stdout, stderr),
        "{}",
        report(out)
    );
}

#[test]
fn lint_takes_a_file_name_that_is_not_utf8() {
    let lint = build_example("lint");
    let file = scratch_file("not-utf8-name.txt", "http://user@host/\n");
    // `urls-\xFF.txt`: a valid Unix file name, not a Rust `String`.
    let name = file.with_file_name(OsStr::from_bytes(b"urls-\xff.txt"));
    std::fs::rename(&file, &name).unwrap();
    let out = Command::new(&lint).arg(&name).output().unwrap();
    let shown = format!("{}/urls-\u{fffd}.txt", name.parent().unwrap().display());
    assert_output(
        &out,
        1,
        &format!(
            "{shown}:1:8: error: http URLs take no user name or password (RFC 1738 §3.3)\n    http://user@host/\n           \
             ^^^^^\n"
        ),
        "1 URLs checked, 1 invalid\n",
    );
    // An option that is not UTF-8 is an unknown option.
    let out = Command::new(&lint).arg(OsStr::from_bytes(b"--\xff")).output().unwrap();
    assert_eq!((out.status.code(), out.stdout.as_slice()), (Some(2), &b""[..]), "{}", report(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).starts_with("lint: unknown option --\u{fffd}\nusage: lint "),
        "{}",
        report(&out)
    );
}

#[test]
fn explain_refuses_an_argument_that_is_not_utf8() {
    let explain = build_example("explain");
    for args in
        [&[&b"http://h/\xff\x1b"[..]][..], &[b"--base", b"http://h/\xff\x1b", b"g"], &[b"--json", b"http://h/\xff\x1b"]]
    {
        let args: Vec<&OsStr> = args.iter().map(|a| OsStr::from_bytes(a)).collect();
        let out = Command::new(&explain).args(&args).output().unwrap();
        assert_output(
            &out,
            2,
            "",
            "explain: argument \"http://h/\\xFF\\u{1b}\" is not UTF-8; URLs and options are text\n",
        );
    }
}

#[test]
fn lint_reports_a_line_over_the_cap_and_goes_on() {
    let lint = build_example("lint");
    // 50 MB on one line, through a pipe, then a valid and an invalid line.
    let mut input = b"http://h/".to_vec();
    input.resize(50_000_000, b'a');
    input.extend_from_slice(b"\nhttp://h/ok\nhttp://h/~\n");
    let out = run_with_input(&lint, &[], &input);
    assert_output(
        &out,
        1,
        "<stdin>:1: error: line longer than 1048576 bytes, not checked (see --max-line-bytes)\n\
         <stdin>:3:10: error: unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 \
         §2.2); the text is a valid RFC 3986 URI: use uri! or Uri::parse\n    http://h/~\n             ^\n",
        "2 URLs checked, 1 invalid, 1 line too long\n",
    );

    // The cap counts the bytes before the newline (a final CR included): a
    // line of exactly N bytes is checked, one of N + 1 is not.
    let file = scratch_file(
        "cap.txt",
        "http://h/0123456789\nhttp://h/01234567890\nhttp://h/012345678\r\nhttp://h/0123456789\r\n",
    );
    let out = Command::new(&lint).arg("--max-line-bytes=19").arg(&file).output().unwrap();
    let name = file.display();
    assert_output(
        &out,
        1,
        &format!(
            "{name}:2: error: line longer than 19 bytes, not checked (see --max-line-bytes)\n\
             {name}:4: error: line longer than 19 bytes, not checked (see --max-line-bytes)\n"
        ),
        "2 URLs checked, 0 invalid, 2 lines too long\n",
    );
    let out = Command::new(&lint).args(["--max-line-bytes", "20"]).arg(&file).output().unwrap();
    assert_output(&out, 0, "", "4 URLs checked, 0 invalid\n");
    // The last line has no newline: it is still a line.
    let out = run_with_input(&lint, &[OsStr::new("--max-line-bytes"), OsStr::new("9")], b"http://h/\nhttp://h/a");
    assert_output(
        &out,
        1,
        "<stdin>:2: error: line longer than 9 bytes, not checked (see --max-line-bytes)\n",
        "1 URLs checked, 0 invalid, 1 line too long\n",
    );

    for bad in ["--max-line-bytes=0", "--max-line-bytes=x", "--max-line-bytes"] {
        let out = Command::new(&lint).arg(bad).output().unwrap();
        assert_eq!((out.status.code(), out.stdout.as_slice()), (Some(2), &b""[..]), "{}", report(&out));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.starts_with("lint: --max-line-bytes wants a positive number of bytes\nusage: lint "),
            "{stderr}"
        );
    }
}

/// Reads one line of `child`'s stdout, closes it, and returns the line and
/// the finished child's output.
fn first_line_then_close(mut child: std::process::Child) -> (String, Output) {
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    // The reader, and with it the pipe, is closed here; the child has more
    // than a pipe's worth (64 KiB) left to write.
    let out = child.wait_with_output().unwrap();
    (first, out)
}

#[test]
fn a_closed_stdout_ends_quietly_with_status_0() {
    let lint = build_example("lint");
    let file = scratch_file("many.txt", &"http://user@host/\n".repeat(20_000));
    let child = Command::new(&lint).arg(&file).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let (first, out) = first_line_then_close(child);
    assert_eq!(
        first,
        format!("{}:1:8: error: http URLs take no user name or password (RFC 1738 §3.3)\n", file.display())
    );
    assert_output(&out, 0, "", "");

    let explain = build_example("explain");
    let child = Command::new(&explain)
        .args(std::iter::repeat_n("http://user@host/", 2_000))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (first, out) = first_line_then_close(child);
    assert_eq!(first, "http://user@host/\n");
    assert_output(&out, 0, "", "");
}

#[test]
fn input_is_echoed_escaped() {
    // ESC and an OSC sequence that would retitle the terminal, a tab, a
    // right-to-left override that would reorder the line, a BOM.
    let lint = build_example("lint");
    let input = "http://h/a\u{1b}]0;pwned\u{7}\nhttp://h/\tb\nhttp://h/\u{202e}gpj.exe\n\u{feff}http://h/\n";
    let out = run_with_input(&lint, &[], input.as_bytes());
    assert_output(
        &out,
        1,
        concat!(
            "<stdin>:1:11: error: control character '\\u{1b}' in http path; write it as %1B (RFC 1738 §2.2)\n",
            "    http://h/a\\u{1b}]0;pwned\\u{7}\n",
            "              ^^^^^^\n",
            "<stdin>:2:10: error: control character '\\t' in http path; write it as %09 (RFC 1738 §2.2)\n",
            "    http://h/\\tb\n",
            "             ^^\n",
            "<stdin>:3:10: error: non-ASCII character '\\u{202e}' in http path; octets 80-FF must be percent-encoded, ",
            "here as %E2%80%AE (RFC 1738 §2.2)\n",
            "    http://h/\\u{202e}gpj.exe\n",
            "             ^^^^^^^^\n",
            "<stdin>:4:1: error: non-ASCII character '\\u{feff}' in scheme; expected letters, digits, '+', '-' or '.' ",
            "and then ':' (RFC 1738 §2.1)\n",
            "    \\u{feff}http://h/\n",
            "    ^^^^^^^^\n",
        ),
        "4 URLs checked, 4 invalid\n",
    );

    let explain = build_example("explain");
    let out =
        Command::new(&explain).args(["http://h/a\u{1b}[31mred", "--base", "http://a/\u{202e}", "g"]).output().unwrap();
    assert_output(
        &out,
        1,
        concat!(
            "base http://a/\\u{202e}\n",
            "  error: non-ASCII character '\\u{202e}' in http path; octets 80-FF must be percent-encoded, ",
            "here as %E2%80%AE (RFC 1738 §2.2)\n",
            "    http://a/\\u{202e}\n",
            "             ^^^^^^^^\n\n",
        ),
        "",
    );
    let out = Command::new(&explain).arg("http://h/a\u{1b}[31mred").output().unwrap();
    assert_output(
        &out,
        1,
        concat!(
            "http://h/a\\u{1b}[31mred\n",
            "  RFC 3986: not a URI reference\n",
            "    error: control character '\\u{1b}' in path; write it as %1B (RFC 3986 §3.3)\n",
            "      http://h/a\\u{1b}[31mred\n",
            "                ^^^^^^\n",
            "    rule path (RFC 3986 §3.3); expected letters, digits, \"-._~!$&'()*+,;=:@/\" and %XX escapes\n",
            "  RFC 1738: not a URL\n",
            "    error: control character '\\u{1b}' in http path; write it as %1B (RFC 1738 §2.2)\n",
            "      http://h/a\\u{1b}[31mred\n",
            "                ^^^^^^\n",
            "    rule hsegment (RFC 1738 §2.2); expected letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes\n\n",
        ),
        "",
    );
}

/// Without `--grammar`, https is http's form (RFC 2818 §2.4): `kind: "https"`,
/// the http keys, `default_port` 443; a scheme without a default port has
/// `default_port` null.
#[test]
fn explain_reads_https_as_http_with_port_443() {
    let explain = build_example("explain");
    let args = ["--json", "--", "HTTPS://api.example.com/v1?page=2#top", "https://u@h/", "x-y://h/"];
    let args: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
    let out = run_with_input(&explain, &args, b"");
    let lines: Vec<serde_json::Value> =
        String::from_utf8(out.stdout.clone()).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(
        lines,
        [
            serde_json::json!({"input": "HTTPS://api.example.com/v1?page=2#top", "valid": true, "kind": "https",
                "scheme": "HTTPS", "user": null, "password": null, "host": "api.example.com", "port": null,
                "default_port": 443, "fragment": "top", "path": "v1", "search": "page=2"}),
            serde_json::json!({"input": "https://u@h/", "valid": false,
                "error": {"offset": 8, "length": 2, "rule": "httpurl", "section": "3.3",
                "message": "https URLs take no user name or password"}}),
            serde_json::json!({"input": "x-y://h/", "valid": true, "kind": "other", "scheme": "x-y", "user": null,
                "password": null, "host": "h", "port": null, "default_port": null, "fragment": null,
                "scheme_part": "//h/", "path": ""}),
        ]
    );
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn explain_reads_rfc3986_with_grammar_rfc3986() {
    let explain = build_example("explain");
    let args = ["--json", "--grammar", "rfc3986", "--", "https://[::1]:8443/a?b=/c#d", "http://u@h/", "h:"];
    let args: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
    let out = run_with_input(&explain, &args, b"");
    let lines: Vec<serde_json::Value> =
        String::from_utf8(out.stdout.clone()).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(
        lines,
        [
            serde_json::json!({"input": "https://[::1]:8443/a?b=/c#d", "valid": true, "grammar": "rfc3986",
                "kind": "uri", "scheme": "https", "userinfo": null, "host": "[::1]", "host_kind": "ipv6",
                "port": 8443, "port_raw": "8443", "default_port": 443, "path": "/a", "query": "b=/c",
                "fragment": "d"}),
            serde_json::json!({"input": "http://u@h/", "valid": false, "grammar": "rfc3986",
                "error": {"offset": 7, "length": 2, "rule": "userinfo", "section": "RFC 9110 4.2.4",
                "message": "http URIs take no userinfo ('user:password@'); send credentials in a header"}}),
            serde_json::json!({"input": "h:", "valid": true, "grammar": "rfc3986", "kind": "uri", "scheme": "h",
                "userinfo": null, "host": null, "host_kind": null, "port": null, "port_raw": null,
                "default_port": null, "path": "", "query": null, "fragment": null}),
        ]
    );
    assert_eq!(out.status.code(), Some(0));
    // for people: the error under its caret, and status 1
    let out =
        run_with_input(&explain, &[OsStr::new("--grammar"), OsStr::new("rfc3986"), OsStr::new("http://[::1/")], b"");
    assert_output(
        &out,
        1,
        concat!(
            "http://[::1/\n",
            "  RFC 3986: not a URI reference\n",
            "    error: unexpected character '/' in IPv6 address; expected hex digits, ':' and '.' up to the closing ']' ",
            "(RFC 3986 §3.2.2)\n",
            "      http://[::1/\n",
            "                 ^\n",
            "    rule IPv6address (RFC 3986 §3.2.2); expected hex digits, ':' and '.' up to the closing ']'\n\n",
        ),
        "",
    );
}

#[test]
fn api_client_escapes_user_input_and_checks_the_tenant_host() {
    let client = build_example("api_client");
    let out = Command::new(&client).args(["acme", "o'brien/admin", "c++ & rust", "100%"]).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "user:      https://api.example.com/v2/users/o'brien%2Fadmin
  decoded: o'brien/admin
repos:     https://api.example.com/v2/users/o'brien%2Fadmin/repos?page=2&per_page=50
by id:     https://api.example.com/v2/users/42
search:    https://api.example.com/v2/search?q=c%2B%2B%20%26%20rust%20100%25&sort=stars&lang=rust
file:      https://files.example.com/docs/o'brien%2Fadmin/README.md
dashboard: https://acme.example.com:8443/dashboard
",
        "{}",
        report(&out)
    );
    assert_eq!(out.status.code(), Some(0), "{}", report(&out));

    let out = Command::new(&client).args(["evil.example/", "me"]).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: tenant \"evil.example/\": invalid host 'evil.example/.example.com': unexpected character '/' in \
         host; write it as %2F (RFC 3986 §3.2.2)\n",
        "{}",
        report(&out)
    );
    assert_eq!(out.status.code(), Some(1), "{}", report(&out));

    // A user name of `..` would climb to /v2/: refused, never sent.
    let out = Command::new(&client).args(["acme", ".."]).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: user \"..\": the value of {user} makes the path segment '..', a dot segment, which every reader \
         removes (RFC 3986 §3.3, §5.2.4)\n",
        "{}",
        report(&out)
    );
    assert_eq!((String::from_utf8_lossy(&out.stdout).as_ref(), out.status.code()), ("", Some(1)), "{}", report(&out));
}

#[test]
fn lint_and_explain_give_the_help_line() {
    let lint = build_example("lint");
    let out = run_with_input(&lint, &[], b"www.example.com/x\nmailto:Joe <joe@example.com>\nlocalhost:8080\n");
    assert_output(
        &out,
        1,
        "<stdin>:1:16: error: unexpected character '/' in scheme; expected letters, digits, '+', '-' or '.' and then \
         ':' (RFC 1738 §2.1)
    www.example.com/x
                   ^
    help: missing scheme (RFC 1738 §2.1); did you mean `http://www.example.com/x`?
<stdin>:2:11: error: space in mailto address; an addr-spec has no display name, and a space only inside a quoted \
         local part, written %20 (RFC 1738 §3.5)
    mailto:Joe <joe@example.com>
              ^
    help: RFC 1738 mailto takes only the addr-spec, without display name or angle brackets (RFC 1738 §3.5); did \
         you mean `mailto:joe@example.com`?
",
        "3 URLs checked, 2 invalid\n",
    );
    let explain = build_example("explain");
    let out = Command::new(&explain).args(["localhost:8080", r"file://C:\x"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    // Each grammar's help under its heading; the same help once.
    let helps: Vec<&str> = text.lines().filter(|l| l.starts_with("  RFC ") || l.starts_with("    help: ")).collect();
    assert_eq!(
        helps,
        [
            "  RFC 3986: valid URI (uri!)",
            "    help: 'localhost' reads as a scheme; a host and port need 'http://' before them (RFC 3986 §3.2); did \
             you mean `http://localhost:8080`?",
            "  RFC 1738: valid URL (url!)",
            "    help: 'localhost' reads as a scheme; a host and port need 'http://' before them (RFC 1738 §3.1); did \
             you mean `http://localhost:8080`?",
            "  RFC 3986: not a URI reference",
            r"    help: a drive letter belongs to the path, after 'file:///' (RFC 1738 §3.10); did you mean `file:///C:/x`?",
            "  RFC 1738: not a URL",
        ],
        "{}",
        report(&out)
    );
}

#[test]
fn ecosystem_builds_url_and_http_values_from_checked_literals() {
    let ecosystem = build_example("ecosystem");
    let out = Command::new(&ecosystem).output().unwrap();
    let round = "GET https://api.example.com/v1/items?page=2 (host Some(\"api.example.com\"), port Some(443))
GET http://[2001:db8::7]:8080/~user/ (host Some(\"[2001:db8::7]\"), port Some(8080))
GET wss://chat.example.com/socket (host Some(\"chat.example.com\"), port Some(443))
GET mailto:support@example.com (host None, port None)
";
    let want = format!(
        "{round}{round}GET https://api.example.com/v1/health (authority Some(api.example.com))
wss://chat.example.com/socket?room=1 (scheme Some(\"wss\"), path and query Some(\"/socket?room=1\"))
"
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{}", report(&out));
    assert!(out.status.success(), "{}", report(&out));
}

/// explain for people, an input valid under both grammars.
const BOTH_VALID: &str = concat!(
    "http://info.cern.ch/hypertext/WWW/TheProject.html\n",
    "  RFC 3986: valid URI (uri!, http_uri!)\n",
    "    scheme       \"http\"\n",
    "    host         \"info.cern.ch\" (reg-name)\n",
    "    HttpUri      is_secure false, port_or_default 80\n",
    "    path         \"/hypertext/WWW/TheProject.html\"\n",
    "  RFC 1738: valid http URL (url!, http_url!)\n",
    "    host         info.cern.ch\n",
    "    port         80 (default)\n",
    "    path         \"hypertext/WWW/TheProject.html\"\n",
    "    search       (none)\n",
    "\n",
);

/// A URL of today: valid under RFC 3986 only. RFC 1738's error under its
/// caret, without the note "use uri!" (the RFC 3986 view says so).
const RFC3986_ONLY: &str = concat!(
    "https://example.com/~user/?next=/home\n",
    "  RFC 3986: valid URI (uri!, http_uri!)\n",
    "    scheme       \"https\"\n",
    "    host         \"example.com\" (reg-name)\n",
    "    HttpUri      is_secure true, port_or_default 443\n",
    "    path         \"/~user/\"\n",
    "    query        \"next=/home\"\n",
    "  RFC 1738: not a URL\n",
    "    error: unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2)\n",
    "      https://example.com/~user/?next=/home\n",
    "                          ^\n",
    "    rule hsegment (RFC 1738 §2.2); expected letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes\n",
    "\n",
);

/// Invalid under both grammars, each with its own rule.
const NEITHER: &str = concat!(
    "http://user@host/\n",
    "  RFC 3986: not a URI reference\n",
    "    error: http URIs take no userinfo ('user:password@'); send credentials in a header (RFC 9110 §4.2.4)\n",
    "      http://user@host/\n",
    "             ^^^^^\n",
    "    rule userinfo (RFC 9110 §4.2.4); expected the host without 'user@'\n",
    "  RFC 1738: not a URL\n",
    "    error: http URLs take no user name or password (RFC 1738 §3.3)\n",
    "      http://user@host/\n",
    "             ^^^^^\n",
    "    rule httpurl (RFC 1738 §3.3); expected a host without user name or password\n",
    "\n",
);

/// A relative reference: RFC 3986's relative-ref; RFC 1738 has none.
const RELATIVE: &str = concat!(
    "../v2/items?page=2\n",
    "  RFC 3986: valid relative reference (uri_ref!)\n",
    "    path         \"../v2/items\"\n",
    "    query        \"page=2\"\n",
    "  RFC 1738: no relative URLs at top level (RFC 1808 has them; see --base)\n",
    "\n",
);

#[test]
fn explain_shows_each_input_under_both_grammars() {
    let explain = build_example("explain");
    let inputs = [
        "http://info.cern.ch/hypertext/WWW/TheProject.html",
        "https://example.com/~user/?next=/home",
        "http://user@host/",
        "../v2/items?page=2",
    ];
    // Status 1: one input is valid under neither grammar.
    let out = Command::new(&explain).args(inputs).output().unwrap();
    assert_output(&out, 1, &[BOTH_VALID, RFC3986_ONLY, NEITHER, RELATIVE].concat(), "");
    // Valid under either grammar is explained: status 0.
    let out = Command::new(&explain).args([inputs[0], inputs[1], inputs[3]]).output().unwrap();
    assert_output(&out, 0, &[BOTH_VALID, RFC3986_ONLY, RELATIVE].concat(), "");
    // Valid under RFC 1738 only (ws takes no fragment, RFC 6455 §3).
    let out = Command::new(&explain).arg("ws://h/s#x").output().unwrap();
    assert_output(
        &out,
        0,
        concat!(
            "ws://h/s#x\n",
            "  RFC 3986: not a URI reference\n",
            "    error: ws URIs take no fragment; write a '#' in them as %23 (RFC 6455 §3)\n",
            "      ws://h/s#x\n",
            "              ^^\n",
            "    rule fragment (RFC 6455 §3); expected no fragment ('#' written %23)\n",
            "  RFC 1738: valid URL (url!)\n",
            "    scheme       \"ws\"\n",
            "    host         h\n",
            "    port         (none)\n",
            "    scheme part  \"//h/s\"\n",
            "    url-path     \"s\"\n",
            "    fragment     \"x\"\n",
            "\n",
        ),
        "",
    );
    // The typed views, an IPv6 and an IPvFuture host, a port with
    // a leading zero, an empty query and fragment.
    let out = Command::new(&explain).args(["https://[v7.x]:0443/?#", "ws://[::ffff:10.0.0.1]/"]).output().unwrap();
    let views: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().split("  RFC 1738").collect();
    assert_eq!(
        views[..2],
        [
            concat!(
                "https://[v7.x]:0443/?#\n",
                "  RFC 3986: valid URI (uri!, http_uri!)\n",
                "    scheme       \"https\"\n",
                "    host         \"[v7.x]\" (IPvFuture)\n",
                "    port         443 (\"0443\")\n",
                "    HttpUri      is_secure true, port_or_default 443\n",
                "    path         \"/\"\n",
                "    query        \"\"\n",
                "    fragment     \"\"\n",
            ),
            concat!(
                ": not a URL\n",
                "    error: unexpected character '[' in host; expected letters, digits, '-' and '.' (no escapes) ",
                "(RFC 1738 §3.1)\n",
                "      https://[v7.x]:0443/?#\n",
                "              ^\n",
                "    rule host (RFC 1738 §3.1); expected letters, digits, '-' and '.' (no escapes)\n",
                "\n",
                "ws://[::ffff:10.0.0.1]/\n",
                "  RFC 3986: valid URI (uri!, ws_uri!)\n",
                "    scheme       \"ws\"\n",
                "    host         \"[::ffff:10.0.0.1]\" (IPv6 [::ffff:a00:1])\n",
                "    WsUri        is_secure false, port_or_default 80\n",
                "    path         \"/\"\n",
            ),
        ],
        "{}",
        report(&out)
    );
    assert_eq!(out.status.code(), Some(0), "{}", report(&out));
}

#[test]
fn explain_grammar_keeps_one_grammar() {
    let explain = build_example("explain");
    let ipv6 = "http://[::1]:8080/";
    let rfc3986 = concat!(
        "http://[::1]:8080/\n",
        "  RFC 3986: valid URI (uri!, http_uri!)\n",
        "    scheme       \"http\"\n",
        "    host         \"[::1]\" (IPv6 [::1])\n",
        "    port         8080\n",
        "    HttpUri      is_secure false, port_or_default 8080\n",
        "    path         \"/\"\n",
        "\n",
    );
    for args in [["--grammar", "rfc3986", ipv6], ["--grammar=rfc3986", "--", ipv6]] {
        let out = Command::new(&explain).args(args).output().unwrap();
        assert_output(&out, 0, rfc3986, "");
    }
    // RFC 1738 alone: its error keeps the note that names uri!, and the
    // status says the input is not valid under the grammar shown.
    let out = Command::new(&explain).args(["--grammar", "rfc1738", ipv6, "../v2/items?page=2"]).output().unwrap();
    assert_output(
        &out,
        1,
        concat!(
            "http://[::1]:8080/\n",
            "  RFC 1738: not a URL\n",
            "    error: unexpected character '[' in host; expected letters, digits, '-' and '.' (no escapes) ",
            "(RFC 1738 §3.1); the text is a valid RFC 3986 URI: use uri! or Uri::parse\n",
            "      http://[::1]:8080/\n",
            "             ^\n",
            "    rule host (RFC 1738 §3.1); expected letters, digits, '-' and '.' (no escapes)\n",
            "\n",
            "../v2/items?page=2\n",
            "  RFC 1738: no relative URLs at top level (RFC 1808 has them; see --base)\n",
            "\n",
        ),
        "",
    );
    let out = Command::new(&explain).args(["--grammar", "rfc1738", "http://info.cern.ch/"]).output().unwrap();
    assert_output(
        &out,
        0,
        concat!(
            "http://info.cern.ch/\n",
            "  RFC 1738: valid http URL (url!, http_url!)\n",
            "    host         info.cern.ch\n",
            "    port         80 (default)\n",
            "    path         \"\"\n",
            "    search       (none)\n",
            "\n",
        ),
        "",
    );
    // A grammar explain does not know, or none: status 2, the known ones.
    for (args, message) in [
        (
            &["--grammar", "rfc2396", ipv6][..],
            "explain: unknown grammar \"rfc2396\"; known grammars: rfc3986, rfc1738, rfc3987, rfc6570\n",
        ),
        (
            &["--json", "--grammar=RFC3986", ipv6],
            "explain: unknown grammar \"RFC3986\"; known grammars: rfc3986, rfc1738, rfc3987, rfc6570\n",
        ),
        (
            &["--grammar", "\u{1b}"],
            "explain: unknown grammar \"\\u{1b}\"; known grammars: rfc3986, rfc1738, rfc3987, rfc6570\n",
        ),
        (
            &[ipv6, "--grammar"],
            "explain: --grammar needs a grammar; known grammars: rfc3986, rfc1738, rfc3987, rfc6570\n",
        ),
    ] {
        let out = Command::new(&explain).args(args).output().unwrap();
        assert_output(&out, 2, "", message);
    }
}

#[test]
fn explain_tour_starts_with_todays_urls() {
    let explain = build_example("explain");
    let out = Command::new(&explain).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "the tour's mistakes are on purpose\n{}", report(&out));
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(
        text.starts_with(concat!(
            "== today's URLs (RFC 3986) ==\n",
            "\n",
            "https://api.example.com/v1/users?next=/home#top\n",
            "  RFC 3986: valid URI (uri!, http_uri!)\n",
            "    scheme       \"https\"\n",
            "    host         \"api.example.com\" (reg-name)\n",
            "    HttpUri      is_secure true, port_or_default 443\n",
            "    path         \"/v1/users\"\n",
            "    query        \"next=/home\"\n",
            "    fragment     \"top\"\n",
            "  RFC 1738: not a URL\n",
            "    error: unexpected character '/' in http search; '/' is reserved there and must be written %2F ",
            "(RFC 1738 §3.3)\n",
            "      https://api.example.com/v1/users?next=/home#top\n",
            "                                            ^\n",
            "    rule search (RFC 1738 §3.3); expected letters, digits, \"$-_.+!*'(),;:@&=\" and %XX escapes\n",
            "\n",
            "http://[::1]:8080/\n",
            "  RFC 3986: valid URI (uri!, http_uri!)\n",
            "    scheme       \"http\"\n",
            "    host         \"[::1]\" (IPv6 [::1])\n",
            "    port         8080\n",
            "    HttpUri      is_secure false, port_or_default 8080\n",
            "    path         \"/\"\n",
            "  RFC 1738: not a URL\n",
            "    error: unexpected character '[' in host; expected letters, digits, '-' and '.' (no escapes) ",
            "(RFC 1738 §3.1)\n",
            "      http://[::1]:8080/\n",
            "             ^\n",
            "    rule host (RFC 1738 §3.1); expected letters, digits, '-' and '.' (no escapes)\n",
            "\n",
            "wss://chat.example.org/socket\n",
        )),
        "{}",
        report(&out)
    );
    // A template's output, explained: the '/' of the user name is %2F.
    assert!(
        text.contains(concat!(
            "\n\nhttps://api.example.com/v2/users/o'brien%2Fadmin/repos?page=2\n",
            "  (built by try_uri_format!(\"https://api.example.com/v2/users/{user}/repos?page={page}\") with user = ",
            "\"o'brien/admin\", page = 2)\n",
            "  RFC 3986: valid URI (uri!, http_uri!)\n",
            "    scheme       \"https\"\n",
            "    host         \"api.example.com\" (reg-name)\n",
            "    HttpUri      is_secure true, port_or_default 443\n",
            "    path         \"/v2/users/o'brien%2Fadmin/repos\"\n",
            "    query        \"page=2\"\n",
            "  RFC 1738: valid https URL (url!, http_url!)\n",
            "    host         api.example.com\n",
            "    port         443 (default)\n",
            "    path         \"v2/users/o'brien%2Fadmin/repos\"\n",
            "    search       \"page=2\"\n\n",
        )),
        "{}",
        report(&out)
    );
    // The stops in order, under their headings; each under both grammars.
    let stops: Vec<&str> = text.lines().filter(|l| !l.is_empty() && !l.starts_with(' ')).collect();
    assert_eq!(
        stops,
        [
            "== today's URLs (RFC 3986) ==",
            "https://api.example.com/v1/users?next=/home#top",
            "http://[::1]:8080/",
            "wss://chat.example.org/socket",
            "../v2/items?page=2",
            "//cdn.example.net/lib.js",
            "https://api.example.com/v2/users/o'brien%2Fadmin/repos?page=2",
            "https://de.wikipedia.org/wiki/München?action=edit",
            "== the schemes of RFC 1738 ==",
            "ftp://anonymous@ftp.example.org:2121/pub/README;type=a#top",
            "ftp://myname@host.dom/%2Fetc/motd",
            "http://info.cern.ch/hypertext/WWW/TheProject.html",
            "http://www.example.com/cgi-bin/search?query=rfc1738",
            "gopher://gopher.hole.url:7777/7/apps/a_search_engine%09red%20blue%20green",
            "mailto:timbl@info.cern.ch",
            "news:comp.infosystems.www.misc",
            "news:12345@info.cern.ch",
            "nntp://news.example.org/comp.lang.c/1234",
            "telnet://guest@melvyl.ucop.edu/",
            "wais://quake.think.com/directory-of-servers?biology",
            "file://vms.host.edu/disk$user/my/notes/note12345.txt",
            "prospero://host.dom//pros/name;OBJECT-VERSION=2",
            "x-finger://user@example.org/",
            "== mistakes ==",
            "ftp://host/~smith/",
            "ws://chat.example.org/socket#room",
            "localhost:8080",
            "http://user@host/",
            "http://[::1/",
        ],
        "{}",
        report(&out)
    );
    let headings = |text: &str, rfc: &str| text.lines().filter(|l| l.starts_with(rfc)).count();
    assert_eq!(
        (headings(&text, "  RFC 3987: "), headings(&text, "  RFC 3986: "), headings(&text, "  RFC 1738: ")),
        (1, 26, 26)
    );
    // The IRI, read as an IRI first, then as the ASCII grammars read it.
    assert!(
        text.contains(concat!(
            "\n\nhttps://de.wikipedia.org/wiki/München?action=edit\n",
            "  RFC 3987: valid IRI (iri!, iri_uri!)\n",
            "    scheme       \"https\"\n",
            "    host         \"de.wikipedia.org\" (ireg-name)\n",
            "    path         \"/wiki/München\"\n",
            "    query        \"action=edit\"\n",
            "    as URI       \"https://de.wikipedia.org/wiki/M%C3%BCnchen?action=edit\" (RFC 3987 §3.1)\n",
            "  RFC 3986: not a URI reference\n",
            "    error: non-ASCII character 'ü' in path; URIs are ASCII: percent-encode its UTF-8 bytes as %C3%BC ",
            "(RFC 3986 §3.3)\n",
        )),
        "{}",
        report(&out)
    );
    // With --grammar, the same tour under one grammar.
    for (grammar, shown, hidden) in
        [("rfc3986", "  RFC 3986: ", "  RFC 1738: "), ("rfc1738", "  RFC 1738: ", "  RFC 3986: ")]
    {
        let out = Command::new(&explain).args(["--grammar", grammar]).output().unwrap();
        let text = String::from_utf8(out.stdout.clone()).unwrap();
        assert_eq!((out.status.code(), headings(&text, shown), headings(&text, hidden)), (Some(0), 26, 0));
    }
}

#[test]
fn explain_reads_rfc3987_with_grammar_rfc3987() {
    let explain = build_example("explain");
    let args = [
        "--json",
        "--grammar",
        "rfc3987",
        "--",
        "https://de.wikipedia.org/wiki/München?q=ü",
        "../Straße",
        "/a\u{202e}b",
    ];
    let out = Command::new(&explain).args(args).output().unwrap();
    let lines: Vec<serde_json::Value> =
        String::from_utf8(out.stdout.clone()).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(
        lines,
        [
            // explain-json.md's example, key for key
            serde_json::json!({"input": "https://de.wikipedia.org/wiki/München?q=ü", "valid": true,
                "grammar": "rfc3987", "kind": "uri", "scheme": "https", "userinfo": null,
                "host": "de.wikipedia.org", "host_kind": "reg-name", "port": null, "port_raw": null,
                "default_port": 443, "path": "/wiki/München", "query": "q=ü",
                "fragment": null, "uri": "https://de.wikipedia.org/wiki/M%C3%BCnchen?q=%C3%BC"}),
            serde_json::json!({"input": "../Straße", "valid": true, "grammar": "rfc3987", "kind": "relative",
                "scheme": null, "userinfo": null, "host": null, "host_kind": null, "port": null, "port_raw": null,
                "default_port": null, "path": "../Straße", "query": null, "fragment": null, "uri": "../Stra%C3%9Fe"}),
            serde_json::json!({"input": "/a\u{202e}b", "valid": false, "grammar": "rfc3987", "error": {"offset": 2,
                "length": 3, "rule": "bidi", "section": "4.1", "message": "bidirectional formatting character \
                U+202E in path; IRIs must not contain it, a reader would see another address"}}),
        ]
    );
    // the keys in explain-json.md's order: those of rfc3986, then `uri`
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(
            "{\"input\": \"https://de.wikipedia.org/wiki/München?q=ü\", \"valid\": true, \"grammar\": \"rfc3987\", \
             \"kind\": \"uri\", \"scheme\": \"https\", \"userinfo\": null, \"host\": \"de.wikipedia.org\", \"host_kind\": \
             \"reg-name\", \"port\": null, \"port_raw\": null, \"default_port\": 443, \"path\": \"/wiki/München\", \
             \"query\": \"q=ü\", \"fragment\": null, \"uri\": \"https://de.wikipedia.org/wiki/M%C3%BCnchen?q=%C3%BC\"}\n"
        ),
        "{text}"
    );
    // for people: the facts, the URI, and errors with the bidi character escaped
    let out = Command::new(&explain)
        .args(["--grammar", "rfc3987", "http://例え.jp/地図?q=ü", "/a\u{202e}b"])
        .output()
        .unwrap();
    assert_output(
        &out,
        1,
        concat!(
            "http://例え.jp/地図?q=ü\n",
            "  RFC 3987: valid IRI (iri!, iri_uri!)\n",
            "    scheme       \"http\"\n",
            "    host         \"例え.jp\" (ireg-name)\n",
            "    path         \"/地図\"\n",
            "    query        \"q=ü\"\n",
            "    as URI       \"http://%E4%BE%8B%E3%81%88.jp/%E5%9C%B0%E5%9B%B3?q=%C3%BC\" (RFC 3987 §3.1)\n",
            "\n",
            "/a\\u{202e}b\n",
            "  RFC 3987: not an IRI reference\n",
            "    error: bidirectional formatting character U+202E in path; IRIs must not contain it, a reader would \
             see another address (RFC 3987 §4.1)\n",
            "      /a\\u{202e}b\n",
            "        ^^^^^^^^\n",
            "    rule bidi (RFC 3987 §4.1); expected no bidirectional formatting character (U+200E, U+200F, U+202A to \
             U+202E)\n",
            "\n",
        ),
        "",
    );
    let out = Command::new(&explain).args(["--grammar", "rfc3987", "--base", "http://a/", "b"]).output().unwrap();
    assert_output(&out, 2, "", "explain: --base resolves RFC 1738 URLs; it does not take --grammar rfc3987\n");
}

#[test]
fn lint_checks_the_grammar_it_is_given() {
    let lint = build_example("lint");
    let input = "https://example.com/café\nhttps://[::1]/\n/a\u{202e}b\n";
    let run = |grammar: &str| run_with_input(&lint, &[OsStr::new("--grammar"), OsStr::new(grammar)], input.as_bytes());
    let out = run("rfc3987");
    assert_output(
        &out,
        1,
        concat!(
            "<stdin>:3:3: error: bidirectional formatting character U+202E in path; IRIs must not contain it, a \
             reader would see another address (RFC 3987 §4.1)\n",
            "    /a\\u{202e}b\n",
            "      ^^^^^^^^\n",
        ),
        "3 URLs checked, 1 invalid\n",
    );
    let out = run("rfc3986");
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert_eq!(
        text.lines()
            .filter(|l| l.contains(": error: "))
            .map(|l| l.split(": error:").next().unwrap())
            .collect::<Vec<_>>(),
        ["<stdin>:1:24", "<stdin>:3:3"],
        "{text}"
    );
    let out = run("rfc1738");
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert_eq!(text.lines().filter(|l| l.contains(": error: ")).count(), 3, "{text}");
    let out = Command::new(&lint).args(["--grammar", "rfc2396"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .starts_with("lint: --grammar wants rfc1738, rfc3986 or rfc3987\nusage: lint "));
}

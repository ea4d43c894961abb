//! The acceptance tests of `cargo url-lint`: the binary run on the fixture
//! crate `tests/fixtures/shop` (each call form, each level), its exact
//! output in both formats (tests/expected/shop.human, shop.json: every
//! line, column and message checked by hand), the exit statuses, PATHs
//! and a file that does not parse, and `--fix` followed by `cargo check`
//! of the fixed copy.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn fixture() -> PathBuf {
    manifest_dir().join("tests/fixtures/shop")
}

/// Runs the binary in `dir` with `args`.
fn lint(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cargo-url-lint")).args(args).current_dir(dir).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn the_fixture_in_rustc_style() {
    let out = lint(&fixture(), &["url-lint"]);
    assert_eq!(text(&out.stdout), include_str!("expected/shop.human"));
    assert_eq!(text(&out.stderr), "url-lint: 31 URL literals read in 2 files: 10 errors, 5 warnings, 10 helps\n");
    assert_eq!(out.status.code(), Some(1));
    // as cargo runs it (`url-lint` first) or directly: the same
    let direct = lint(&fixture(), &[]);
    assert_eq!(direct.stdout, out.stdout);
    assert_eq!(direct.status.code(), Some(1));
}

#[test]
fn the_fixture_as_json() {
    let out = lint(&fixture(), &["url-lint", "--message-format", "json"]);
    assert_eq!(text(&out.stdout), include_str!("expected/shop.json"));
    assert_eq!(text(&out.stderr), "");
    assert_eq!(out.status.code(), Some(1));
    // one object per line, with exactly the documented fields
    for line in text(&out.stdout).lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        let mut expected = [
            "file",
            "line",
            "column",
            "end_line",
            "end_column",
            "level",
            "code",
            "rule",
            "section",
            "message",
            "literal",
            "replacement",
        ];
        expected.sort_unstable();
        assert_eq!(keys, expected);
    }
    // the escape `\u{202e}`: the value as rustc reads it, the columns of
    // the backslash and past the `}`
    let bidi = text(&out.stdout).lines().find(|l| l.contains("\"rule\":\"bidi\"")).unwrap().to_owned();
    let v: serde_json::Value = serde_json::from_str(&bidi).unwrap();
    assert_eq!(v["literal"], "https://example.com/\u{202e}gpj.exe");
    assert_eq!((v["line"].as_u64(), v["column"].as_u64(), v["end_column"].as_u64()), (Some(36), Some(34), Some(42)));
}

#[test]
fn paths_and_a_file_that_does_not_parse() {
    let dir = manifest_dir().join("tests/fixtures");
    let out = lint(&dir, &["url-lint", "broken.rs", "shop/src/client.rs"]);
    let stdout = text(&out.stdout);
    assert_eq!(stdout.matches("\nerror: ").count() + usize::from(stdout.starts_with("error: ")), 4);
    assert!(stdout.starts_with(
        "error: invalid URI: unexpected character '/' in scheme; expected letters, digits, '+', '-' or '.' and \
         then ':' (RFC 3986 §3.1)\n --> shop/src/client.rs:6:24\n"
    ));
    assert_eq!(
        text(&out.stderr),
        "warning: broken.rs:1:10: does not parse: cannot parse string into token stream; file skipped\n\
         url-lint: 6 URL literals read in 2 files: 4 errors, 0 warnings, 0 helps\n"
    );
    assert_eq!(out.status.code(), Some(1));
    // a file without finding: exit 0
    let out = lint(&dir, &["url-lint", "broken.rs"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "");
}

#[test]
fn usage_and_io_errors_exit_2() {
    let dir = manifest_dir();
    let out = lint(&dir, &["url-lint", "--frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("error: unknown option '--frobnicate'\n\nUsage: cargo url-lint"));
    let out = lint(&dir, &["url-lint", "--message-format", "xml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("error: invalid value 'xml' for --message-format; expected human or json\n"));
    let out = lint(&dir, &["url-lint", "no/such/file.rs"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("error: cannot read no/such/file.rs: "));
    let out = lint(&dir, &["url-lint", "--manifest-path", "no/Cargo.toml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("error: cargo metadata failed: "));
    let out = lint(&dir, &["url-lint", "--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).starts_with("Usage: cargo url-lint [OPTIONS] [PATH...]\n"));
}

/// A copy of the fixture in a temporary directory, depending on this
/// workspace's url-literal by its absolute path, with the workspace's
/// Cargo.lock (so that `cargo check --offline` finds every crate).
fn copy_fixture(name: &str, features: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cargo-url-lint-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let root = manifest_dir().parent().unwrap().to_path_buf();
    let manifest = std::fs::read_to_string(fixture().join("Cargo.toml")).unwrap();
    let line = "url-literal = { path = \"../../../../url-literal\", features = [\"url\", \"http\"] }";
    assert!(manifest.contains(line));
    let path = root.join("url-literal");
    let manifest = manifest
        .replace(line, &format!("url-literal = {{ path = {:?}, features = {features} }}", path.display().to_string()));
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    for f in ["main.rs", "client.rs"] {
        std::fs::copy(fixture().join("src").join(f), dir.join("src").join(f)).unwrap();
    }
    std::fs::copy(root.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    dir
}

#[test]
fn fix_rewrites_the_helps_and_the_crate_compiles() {
    let dir = copy_fixture("fix", "[\"url\", \"http\"]");
    let before = std::fs::read_to_string(dir.join("src/main.rs")).unwrap();
    let out = lint(&dir, &["url-lint", "--fix"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stderr),
        "url-lint: 31 URL literals read in 2 files: 10 errors, 5 warnings, 0 helps\nurl-lint: 10 calls rewritten\n"
    );
    // the findings rewritten are not reported; the others are
    assert!(!text(&out.stdout).contains("\nhelp: "));
    let after = std::fs::read_to_string(dir.join("src/main.rs")).unwrap();
    let expected = before
        .replace("use url::Url;\n", "use url::Url;\nuse url_literal::http_crate_uri;\nuse url_literal::whatwg_url;\n")
        .replace("Url::parse(\"https://example.com/a\").unwrap()", "whatwg_url!(\"https://example.com/a\")")
        .replace("url::Url::parse(\"https://example.com/b\").expect(\"a valid URL\")", "whatwg_url!(\"https://example.com/b\")")
        .replace("\"https://example.com/c\".parse::<Url>().unwrap()", "whatwg_url!(\"https://example.com/c\")")
        .replace("http::Uri::from_static(\"https://example.com/d\")", "http_crate_uri!(\"https://example.com/d\")")
        .replace("\"https://example.com/e\".parse::<http::Uri>().unwrap()", "http_crate_uri!(\"https://example.com/e\")")
        .replace("http::Uri::try_from(\"https://example.com/f\").unwrap()", "http_crate_uri!(\"https://example.com/f\")")
        .replace("Url::parse(r\"https://example.com/g?raw\").unwrap()", "whatwg_url!(r\"https://example.com/g?raw\")")
        .replace(
            "Url::parse(\"https://example.com/\\\n                        h\").unwrap()",
            "whatwg_url!(\"https://example.com/\\\n                        h\")",
        )
        .replace("Ok(Url::parse(\"https://example.com/?\")?)", "Ok(whatwg_url!(\"https://example.com/?\"))")
        .replace(
            "mod inner {\n    pub fn inner() -> url::Url {\n        url::Url::parse(\"https://example.com/inner\").unwrap()",
            "mod inner {\n    use url_literal::whatwg_url;\n\n    pub fn inner() -> url::Url {\n        \
             whatwg_url!(\"https://example.com/inner\")",
        );
    assert_ne!(expected, before);
    assert_eq!(after, expected);
    // idempotent: a second run finds nothing to rewrite
    let again = lint(&dir, &["url-lint", "--fix"]);
    assert_eq!(std::fs::read_to_string(dir.join("src/main.rs")).unwrap(), after);
    assert_eq!(text(&again.stderr), "url-lint: 31 URL literals read in 2 files: 10 errors, 5 warnings, 0 helps\n");
    // what is left is reported where it is after the fix (two `use` lines
    // above it), as a second run reports it
    assert!(text(&out.stdout)
        .contains(" --> src/main.rs:28:25\n   |\n28 |     let a = Url::parse(\"HTTP://example.com/\")"));
    assert_eq!(again.stdout, out.stdout);
    // and the result compiles: a target directory of its own under the
    // workspace's, kept between runs. Its first build (url, http, idna and
    // the macros, checked anew) takes about a minute on two cores, so it is
    // part of the long runs (`URL_LITERAL_LONG=1`, as `.ci/run` asks), not
    // of a contributor's `cargo test --workspace`.
    if std::env::var_os("URL_LITERAL_LONG").is_none_or(|v| v != "1") {
        std::fs::remove_dir_all(&dir).unwrap();
        return;
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| manifest_dir().parent().unwrap().join("target"), PathBuf::from)
        .join("url-lint-fixture");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let check = Command::new(cargo)
        .args(["check", "--offline", "--quiet"])
        .env("CARGO_TARGET_DIR", target)
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(check.status.success(), "{}", text(&check.stderr));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fix_without_the_features_rewrites_nothing() {
    let dir = copy_fixture("nofeature", "[\"http\"]");
    let before = std::fs::read_to_string(dir.join("src/main.rs")).unwrap();
    let out = lint(&dir, &["url-lint", "--fix"]);
    assert_eq!(out.status.code(), Some(2));
    let manifest = dir.join("Cargo.toml").canonicalize().unwrap();
    assert_eq!(
        text(&out.stderr),
        format!(
            "error: --fix rewrote nothing: the macros need url-literal with their features\n  help: add to \
             [dependencies] of {} (url-lint-fixture):\n    url-literal = {{ version = \"0.1\", features = [\"url\"] }}\n",
            manifest.display()
        )
    );
    assert_eq!(std::fs::read_to_string(dir.join("src/main.rs")).unwrap(), before);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn hostile_files() {
    let dir = std::env::temp_dir().join(format!("cargo-url-lint-hostile-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // CRLF line ends and a continuation; a macro of unknown meaning (its
    // call is not rewritten); a password
    std::fs::write(
        dir.join("a_crlf.rs"),
        "fn g() {\r\n    let u = Url::parse(\"http://h/a\\\r\n        b c\").unwrap();\r\n    \
         m!(Url::parse(\"https://example.com/\").unwrap());\r\n    \
         let p = Url::parse(\"ftp://user:secret@example.com/\").unwrap();\r\n}\r\n",
    )
    .unwrap();
    // a BOM and a shebang line
    std::fs::write(dir.join("b_bom.rs"), "\u{feff}#!/usr/bin/env run\nfn main() { let v = \"http://[::1/\"; }\n")
        .unwrap();
    // nesting deep enough for syn's recursion, on a long line
    let deep = format!("fn f() {{ let x = {}Url::parse(\"http://a b/\"){}; }}\n", "(".repeat(3000), ")".repeat(3000));
    std::fs::write(dir.join("c_deep.rs"), deep).unwrap();
    std::fs::write(dir.join("d_latin1.rs"), b"// caf\xe9\n").unwrap();
    let out = lint(&dir, &["url-lint", "."]);
    assert_eq!(
        text(&out.stdout),
        format!(
            "error: invalid URI: space in path; write it as %20 (RFC 3986 §3.3)\n --> a_crlf.rs:3:10\n  |\n3 |         \
             b c\").unwrap();\n  |          ^ path: expected letters, digits, \"-._~!$&'()*+,;=:@/\" and %XX \
             escapes\n\nwarning: password in a URI literal, a secret in source code; 'user:password' in the userinfo \
             is deprecated (RFC 3986 §3.2.1, §7.5)\n --> a_crlf.rs:5:36\n  |\n5 |     let p = \
             Url::parse(\"ftp://user:secret@example.com/\").unwrap();\n  |                                    \
             ^^^^^^\n\nerror: invalid URI: unexpected character '/' in IPv6 address; expected hex digits, ':' and '.' \
             up to the closing ']' (RFC 3986 §3.2.2)\n --> b_bom.rs:2:33\n  |\n2 | fn main() {{ let v = \
             \"http://[::1/\"; }}\n  |                                 ^ IPv6address\n\nerror: invalid URI: space in \
             host; write it as %20 (RFC 3986 §3.2.2)\n --> c_deep.rs:1:3038\n  |\n1 | ...{}Url::parse(\"http://a \
             b/\"){}...\n  |{}^ host: expected letters, digits, \"-._~!$&'()*+,;=\" and %XX escapes, or an IP literal \
             in brackets, then ':' and a port or the end of the authority\n\n",
            "(".repeat(40),
            ")".repeat(56),
            " ".repeat(64),
        )
    );
    assert_eq!(
        text(&out.stderr),
        "warning: d_latin1.rs: not UTF-8; file skipped\nurl-lint: 5 URL literals read in 4 files: 3 errors, 1 \
         warning, 0 helps\n"
    );
    assert_eq!(out.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The README's example: its `src/main.rs` linted gives the output the
/// README shows, byte for byte.
#[test]
fn the_readme_example_is_real() {
    let readme = std::fs::read_to_string(manifest_dir().join("../README.md")).unwrap();
    let block = |after: &str| {
        let start = readme.find(after).unwrap() + after.len();
        let open = start + readme[start..].find("```text\n").unwrap() + "```text\n".len();
        let close = open + readme[open..].find("```\n").unwrap();
        readme[open..close].to_owned()
    };
    let source = block("On this `src/main.rs`:");
    let shown = block("`cargo url-lint` prints");
    let dir = std::env::temp_dir().join(format!("cargo-url-lint-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"demo\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n\n[dependencies]\nurl = \"2\"\nhttp = \"1\"\n",
    )
    .unwrap();
    std::fs::write(dir.join("src/main.rs"), source).unwrap();
    let out = lint(&dir, &["url-lint"]);
    assert_eq!(format!("{}{}", text(&out.stdout), text(&out.stderr)), shown);
    assert_eq!(out.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fix_refuses_edition_2015() {
    let dir = copy_fixture("e2015", "[\"url\", \"http\"]");
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    std::fs::write(dir.join("Cargo.toml"), manifest.replace("edition = \"2021\"", "edition = \"2015\"")).unwrap();
    let before = std::fs::read_to_string(dir.join("src/main.rs")).unwrap();
    let out = lint(&dir, &["url-lint", "--fix"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: --fix rewrote nothing: url-lint-fixture is of edition 2015, where `use url_literal::…` needs an \
         `extern crate`; move it to edition 2018 or later first\n"
    );
    assert_eq!(std::fs::read_to_string(dir.join("src/main.rs")).unwrap(), before);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A temporary directory of its own for a test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cargo-url-lint-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A file of a target that cannot be read is an I/O error: exit status 2
/// (as the README says), after the findings of the files that were read.
#[test]
fn a_file_that_cannot_be_read_exits_2() {
    let dir = scratch("io");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"io\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n\n[[bin]]\nname = \
         \"gone\"\npath = \"src/gone.rs\"\n",
    )
    .unwrap();
    std::fs::write(dir.join("src/main.rs"), "fn main() { let a = \"http://a^b/\"; }\n").unwrap();
    let out = lint(&dir, &["url-lint"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: cannot read src/gone.rs: No such file or directory (os error 2)\nurl-lint: 1 URL literal read in 2 \
         files: 1 error, 0 warnings, 0 helps\n"
    );
    assert!(text(&out.stdout).starts_with(
        "error: invalid URI: unexpected character '^' in host; write it as %5E (RFC 3986 §3.2.2)\n --> src/main.rs:1:30\n"
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// 100,000 parentheses (or braces, or `V<V<…>>`) do not abort the run: a
/// file nested deeper than the lint reads is reported and skipped, one
/// nested deeper than a reading thread's stack is read on a thread of its
/// own, and the other files' findings are all there.
#[test]
fn deep_nesting_is_reported_and_the_run_goes_on() {
    let dir = scratch("deep");
    let n = 100_000;
    std::fs::write(dir.join("a_parens.rs"), format!("fn f() {{ let x = {}1{}; }}\n", "(".repeat(n), ")".repeat(n)))
        .unwrap();
    std::fs::write(dir.join("b_generics.rs"), format!("type T = {}u8{};\n", "V<".repeat(n), ">".repeat(n))).unwrap();
    // 12,000 levels: more than a reading thread's stack takes, less than
    // the most the lint reads
    let m = 12_000;
    std::fs::write(
        dir.join("c_braces.rs"),
        format!("fn f() {{ let x = {}\"http://a^b/\"{}; }}\n", "{".repeat(m), "}".repeat(m)),
    )
    .unwrap();
    std::fs::write(dir.join("d_plain.rs"), "fn f() { let a = \"http://c^d/\"; }\n").unwrap();
    let out = lint(&dir, &["url-lint", "."]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "warning: a_parens.rs: too deeply nested to read (up to 100008 levels of syntax, more than the 32256 the lint \
         reads); file skipped\nwarning: b_generics.rs: too deeply nested to read (up to 300004 levels of syntax, more \
         than the 32256 the lint reads); file skipped\nurl-lint: 2 URL literals read in 4 files: 2 errors, 0 \
         warnings, 0 helps\n"
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("\n --> c_braces.rs:1:12027\n"), "{stdout}");
    assert!(stdout.contains("\n --> d_plain.rs:1:27\n"), "{stdout}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A file name is printed escaped, as rustc prints one: a line break or an
/// ANSI escape in it cannot start a line of its own (a forged `error:`) or
/// recolour the terminal.
#[test]
fn file_names_cannot_forge_a_line() {
    let dir = scratch("names");
    let name = "x\nerror: forged\u{1b}[2K.rs";
    std::fs::write(dir.join(name), "fn f() { let a = \"http://a^b/\"; }\n").unwrap();
    std::fs::write(dir.join("y\n.rs"), b"// caf\xe9\n").unwrap();
    let out = lint(&dir, &["url-lint", "."]);
    assert_eq!(out.status.code(), Some(1));
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(stdout.contains("\n --> x\\nerror: forged\\u{1b}[2K.rs:1:27\n"), "{stdout}");
    assert_eq!(
        stderr,
        "warning: y\\n.rs: not UTF-8; file skipped\nurl-lint: 1 URL literal read in 2 files: 1 error, 0 warnings, 0 \
         helps\n"
    );
    for line in stdout.lines().chain(stderr.lines()) {
        assert!(!line.starts_with("error: forged") && !line.contains('\u{1b}'), "{line:?}");
    }
    assert_eq!(stdout.lines().filter(|l| l.starts_with("error: ")).count(), 1);
    // JSON keeps the name, escaped as JSON escapes it
    let out = lint(&dir, &["url-lint", "--message-format", "json", "."]);
    let v: serde_json::Value = serde_json::from_str(text(&out.stdout).trim_end()).unwrap();
    assert_eq!(v["file"], name);
    assert!(text(&out.stdout).starts_with("{\"file\":\"x\\nerror: forged\\u001b[2K.rs\","));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A password in a literal is written `***` in the JSON `literal` field
/// and in the help's corrected text, as the messages write it (the human
/// output draws the source line, as rustc does, and nothing else repeats
/// it).
#[test]
fn json_literals_redact_passwords() {
    let dir = scratch("secret");
    std::fs::write(
        dir.join("a.rs"),
        "fn f() {\n    let c = Url::parse(\"ftp://user:secret@Example.com/\").unwrap();\n    let b = \
         \"ftp://user:secret@ex^ample.com/\";\n}\n",
    )
    .unwrap();
    let out = lint(&dir, &["url-lint", "--message-format", "json", "."]);
    assert_eq!(
        text(&out.stdout),
        "{\"file\":\"a.rs\",\"line\":2,\"column\":43,\"end_line\":2,\"end_column\":44,\"level\":\"warning\",\"code\":\
         \"rewritten_at_run_time\",\"rule\":null,\"section\":null,\"message\":\"url::Url would rewrite the URI as \
         ftp://user:***@example.com/: WHATWG lower-cases the host (RFC 3986 §6.2.2.1)\\nhelp: write it as WHATWG \
         keeps it: \\\"ftp://user:***@example.com/\\\"\",\"literal\":\"ftp://user:***@Example.com/\",\"replacement\":\
         null}\n{\"file\":\"a.rs\",\"line\":3,\"column\":34,\"end_line\":3,\"end_column\":35,\"level\":\"error\",\
         \"code\":\"invalid_url\",\"rule\":\"host\",\"section\":\"RFC 3986 §3.2.2\",\"message\":\"invalid URI: \
         unexpected character '^' in host; write it as %5E (RFC 3986 §3.2.2)\",\"literal\":\"ftp://user:***@ex^ample.\
         com/\",\"replacement\":null}\n"
    );
    let human = lint(&dir, &["url-lint", "."]);
    let lines: Vec<&str> = std::str::from_utf8(&human.stdout).unwrap().lines().collect();
    assert_eq!(lines[5], "  = help: write it as WHATWG keeps it: \"ftp://user:***@example.com/\"");
    // only the two source lines hold the password
    assert_eq!(lines.iter().filter(|l| l.contains("secret")).count(), 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--fix` rewrites a call only where the `use` items in scope make its
/// type `url::Url` or `http::Uri` for certain (a block's `use`, a rename);
/// a glob that may bring url-literal's own `Url`, two globs, a re-export
/// get a `help` that names why and are left as they are; and a module
/// that a `#[path]` (or a symbolic link) points out of the package is
/// never written.
#[test]
fn fix_rewrites_only_what_resolves() {
    let dir = scratch("resolve");
    let from = manifest_dir().join("tests/fixtures");
    std::fs::create_dir_all(dir.join("pkg/src")).unwrap();
    let manifest = std::fs::read_to_string(from.join("resolve/Cargo.toml")).unwrap().replace(
        "../../../../url-literal",
        &manifest_dir().parent().unwrap().join("url-literal").display().to_string(),
    );
    std::fs::write(dir.join("pkg/Cargo.toml"), manifest).unwrap();
    std::fs::copy(from.join("resolve/src/main.rs"), dir.join("pkg/src/main.rs")).unwrap();
    std::fs::copy(from.join("resolve_outside.rs"), dir.join("resolve_outside.rs")).unwrap();
    let linked = "pub fn h() -> url::Url {\n    url::Url::parse(\"https://example.com/h\").unwrap()\n}\n";
    std::fs::write(dir.join("linked.rs"), linked).unwrap();
    std::os::unix::fs::symlink("../../linked.rs", dir.join("pkg/src/linked.rs")).unwrap();
    let before = std::fs::read_to_string(dir.join("pkg/src/main.rs")).unwrap();
    let outside = std::fs::read_to_string(dir.join("resolve_outside.rs")).unwrap();
    let out = lint(&dir.join("pkg"), &["url-lint", "--fix"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stderr),
        format!(
            "warning: --fix left src/linked.rs alone: it is outside the directory of package url-lint-resolve\nwarning: \
             --fix left {} alone: it is outside the directory of package url-lint-resolve\nurl-lint: 10 URL \
             literals read in 3 files: 0 errors, 0 warnings, 7 helps\nurl-lint: 2 calls rewritten\n",
            dir.join("resolve_outside.rs").display()
        )
    );
    let expected = before
        .replace(
            "mod block {\n    pub fn b() -> http::Uri {\n        use http::Uri;\n        Uri::try_from(\"https://example.com/b\").unwrap()",
            "mod block {\n    use url_literal::http_crate_uri;\n\n    pub fn b() -> http::Uri {\n        use http::Uri;\n        \
             http_crate_uri!(\"https://example.com/b\")",
        )
        .replace(
            "    use url::Url as U;\n\n    pub fn d() -> U {\n        U::parse(\"https://example.com/d\").unwrap()",
            "    use url::Url as U;\n    use url_literal::whatwg_url;\n\n    pub fn d() -> U {\n        \
             whatwg_url!(\"https://example.com/d\")",
        );
    assert_ne!(expected, before);
    assert_eq!(std::fs::read_to_string(dir.join("pkg/src/main.rs")).unwrap(), expected);
    assert_eq!(std::fs::read_to_string(dir.join("resolve_outside.rs")).unwrap(), outside);
    assert_eq!(std::fs::read_to_string(dir.join("linked.rs")).unwrap(), linked);
    // what is left: each help says why it is not rewritten
    let stdout = text(&out.stdout);
    let helps: Vec<&str> = stdout.lines().filter(|l| l.contains("= help: ")).collect();
    assert_eq!(
        helps,
        [
            // the link, reported (first: in path order), not written
            "  = help: replace it with `whatwg_url!(\"https://example.com/h\")`",
            "   = help: replace it with `whatwg_url!(\"http://example.com/a\")` if the type is url::Url: it may come \
             from `use url_literal::*`, so --fix leaves it",
            "   = help: replace it with `http_crate_uri!(\"https://example.com/c\")` if the type is http::Uri: it may \
             come from `use url_literal::*`, so --fix leaves it",
            "   = help: replace it with `whatwg_url!(\"https://example.com/e\")` if the type is url::Url: it may come \
             from any of `use super::*`, `use url::*`, so --fix leaves it",
            "   = help: replace it with `whatwg_url!(\"https://example.com/f\")` if the type is url::Url: it is \
             `reqwest::Url` here, which the lint cannot follow, so --fix leaves it",
            "   = help: replace it with `whatwg_url!(\"https://example.com/i\")` if the type is url::Url: it may come \
             from the expansion of `local_url!`, so --fix leaves it",
            // the file outside, reported (last: in path order), not written
            "  = help: replace it with `whatwg_url!(\"https://example.com/g\")`",
        ]
    );
    // in JSON, an unsure help has no replacement
    let json = lint(&dir.join("pkg"), &["url-lint", "--message-format", "json"]);
    let replacements: Vec<serde_json::Value> = text(&json.stdout)
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["replacement"].clone())
        .collect();
    assert_eq!(
        replacements,
        [
            serde_json::json!("whatwg_url!(\"https://example.com/h\")"),
            serde_json::Value::Null,
            serde_json::Value::Null,
            serde_json::Value::Null,
            serde_json::Value::Null,
            serde_json::Value::Null,
            serde_json::json!("whatwg_url!(\"https://example.com/g\")"),
        ]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A Rust path after a scheme's colon (`"Data::"`) is no URL; a literal
/// that ends at a URN namespace's `:` is a prefix; a literal whose parse
/// the code asserts to fail (`.is_err()`, `.unwrap_err()`, `matches!(…,
/// Err(_))`, `assert_eq!(…, Err(…))` either way round) is written to be
/// refused. None is reported; `.is_ok()`, `assert_ne!(…, Err(…))` and a
/// namespace that is none are.
#[test]
fn prefixes_paths_and_refusals_are_not_reported() {
    let dir = manifest_dir().join("tests/fixtures");
    let out = lint(&dir, &["url-lint", "refused.rs"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "url-lint: 3 URL literals read in 1 file: 3 errors, 0 warnings, 0 helps\n");
    let heads: Vec<String> = text(&out.stdout)
        .lines()
        .filter(|l| l.starts_with("error") || l.contains("--> "))
        .map(|l| l.trim_start().to_owned())
        .collect();
    assert_eq!(
        heads,
        [
            "error: invalid URI: unexpected character '^' in path; write it as %5E (RFC 3986 §3.3)",
            "--> refused.rs:8:20",
            "error: invalid URI: unexpected character '^' in host; write it as %5E (RFC 3986 §3.2.2)",
            "--> refused.rs:15:33",
            "error: invalid URI: urn:uuid: not followed by a UUID (8-4-4-4-12 hex digits) (RFC 9562 §4)",
            "--> refused.rs:16:41",
        ]
    );
}

/// Runs the binary on `file` in `dir` with `args`, killed after `limit`:
/// its output, or `None` when it took longer.
fn lint_within(dir: &Path, args: &[&str], limit: std::time::Duration) -> Option<Output> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-url-lint"))
        .args(args)
        .current_dir(dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // read the pipes on threads: a full pipe would stop the child
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut stdout, &mut v).unwrap();
        v
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut stderr, &mut v).unwrap();
        v
    });
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > limit {
            child.kill().unwrap();
            child.wait().unwrap();
            return None;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    Some(Output { status, stdout: out.join().unwrap(), stderr: err.join().unwrap() })
}

/// Many findings in one file, on many lines or on one line, take time
/// linear in the file: a finding's line is no longer counted from the
/// file's start, nor its line drawn whole (the one-line file of 4,000
/// findings took 368 s in human output, the one of 16,000 lines 16 s).
#[test]
fn many_findings_take_linear_time() {
    let dir = scratch("linear");
    let n = 4000;
    let one_line: String = (0..n).map(|i| format!("let _a{i} = \"http://example.com/{i}^\";")).collect();
    std::fs::write(dir.join("one.rs"), format!("pub fn f() {{{one_line}}}\n")).unwrap();
    let lines: String = (0..8 * n).map(|i| format!("    let _a{i} = \"http://example.com/{i}^\";\n")).collect();
    std::fs::write(dir.join("many.rs"), format!("pub fn f() {{\n{lines}}}\n")).unwrap();
    let limit = std::time::Duration::from_secs(60);
    // the last finding of the line: its column counted, its line cut
    let out = lint_within(&dir, &["one.rs"], limit).expect("one.rs took over a minute");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let last = stdout.rsplit("error: ").next().unwrap();
    let i = n - 1;
    let before: usize = (0..i).map(|k| format!("let _a{k} = \"http://example.com/{k}^\";").len()).sum();
    let column = "pub fn f() {".len() + before + format!("let _a{i} = \"http://example.com/{i}").len() + 1;
    assert!(last.contains(&format!(" --> one.rs:1:{column}\n")), "{last}");
    // 60 characters before the caret, the rest of the line after
    let drawn = format!("1 | ...p://example.com/{}^\";let _a{i} = \"http://example.com/{i}^\";}}\n", i - 1);
    assert!(last.contains(&drawn), "{last}");
    assert_eq!(stdout.matches("error: ").count(), n);
    let out = lint_within(&dir, &["--message-format", "json", "many.rs"], limit).expect("many.rs took over a minute");
    let last = text(&out.stdout).lines().last().unwrap().to_owned();
    let column = format!("    let _a{} = \"http://example.com/{}", 8 * n - 1, 8 * n - 1).len() + 1;
    assert!(last.starts_with(&format!("{{\"file\":\"many.rs\",\"line\":{},\"column\":{column},", 8 * n + 1)), "{last}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// RFC 6570 templates handed to uritemplate-next's `UriTemplate::new`,
/// iri-string's `UriTemplateStr::new`, `UriTemplateString::try_from` and
/// `parse::<UriTemplateString>()`, and url-core's `UriTemplate::parse`,
/// their types read through the `use` items: each invalid one an error of
/// url-core's grammar (rule, section, caret, url-core's advice), each valid
/// one whose type is certain a help without replacement (`uri_template!`
/// binds its variables where it stands: `--fix` leaves the call); the
/// crate's own `UriTemplate`, a `crate::` path, `parse_const` and a parse
/// asserted to fail are not reported, a type from two globs is checked
/// without help (tests/expected/templates.human, checked by hand).
#[test]
fn rfc6570_templates() {
    let dir = manifest_dir().join("tests/fixtures");
    let out = lint(&dir, &["url-lint", "templates.rs"]);
    assert_eq!(text(&out.stdout), include_str!("expected/templates.human"));
    assert_eq!(text(&out.stderr), "url-lint: 12 URL literals read in 1 file: 7 errors, 0 warnings, 3 helps\n");
    assert_eq!(out.status.code(), Some(1));
    let out = lint(&dir, &["url-lint", "--message-format", "json", "templates.rs"]);
    let lines: Vec<serde_json::Value> = text(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 10);
    let second = &lines[1];
    assert_eq!(
        (
            &second["line"],
            &second["column"],
            &second["end_column"],
            &second["code"],
            &second["rule"],
            &second["section"]
        ),
        (
            &serde_json::json!(10),
            &serde_json::json!(63),
            &serde_json::json!(65),
            &serde_json::json!("invalid_rfc6570_template"),
            &serde_json::json!("operator"),
            &serde_json::json!("RFC 6570 §3.2.8")
        )
    );
    // a help has no replacement: --fix writes nothing
    assert_eq!(lines[0]["code"], "unchecked_uri_template");
    assert_eq!(lines[0]["replacement"], serde_json::Value::Null);
    let scratch = scratch("templates");
    std::fs::write(scratch.join("t.rs"), include_str!("fixtures/templates.rs")).unwrap();
    let out = lint(&scratch, &["url-lint", "--fix", "t.rs"]);
    assert_eq!(std::fs::read_to_string(scratch.join("t.rs")).unwrap(), include_str!("fixtures/templates.rs"));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "url-lint: 12 URL literals read in 1 file: 7 errors, 0 warnings, 3 helps\n");
    let _ = std::fs::remove_dir_all(&scratch);
}

/// The README's template example, run as written: `src/api.rs` and what
/// `cargo url-lint src/api.rs` prints for it.
#[test]
fn the_readme_template_example_is_real() {
    let readme = std::fs::read_to_string(manifest_dir().join("../README.md")).unwrap();
    let block = |after: &str| {
        let start = readme.find(after).unwrap() + after.len();
        let open = start + readme[start..].find("```text\n").unwrap() + "```text\n".len();
        let close = open + readme[open..].find("```\n").unwrap();
        readme[open..close].to_owned()
    };
    let source = block("On this `src/api.rs`:");
    let shown = block("`cargo url-lint src/api.rs` prints:");
    let dir = scratch("readme-template");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(dir.join("src/api.rs"), source).unwrap();
    let out = lint(&dir, &["url-lint", "src/api.rs"]);
    assert_eq!(format!("{}{}", text(&out.stdout), text(&out.stderr)), shown);
    assert_eq!(out.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

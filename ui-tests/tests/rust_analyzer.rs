//! What an editor shows: `rust-analyzer diagnostics` on a user's crate
//! whose macro arguments are constants (`ui-tests/ra/const-arguments.rs`)
//! reports no error, as `cargo check` reports none. The crate is written
//! into this test's target directory (`CARGO_TARGET_TMPDIR`) with the
//! workspace's `Cargo.lock`, and analysed there; rust-analyzer builds the
//! proc macros itself, so the first run takes about half a minute. It runs
//! in the long runs only (`URL_LITERAL_LONG=1`), and needs rust-analyzer
//! (`rustup component add rust-analyzer`).

use std::path::Path;
use std::process::Command;

#[test]
fn rust_analyzer_reports_no_error_on_constant_arguments() {
    if std::env::var_os("URL_LITERAL_LONG").is_none_or(|v| v != "1") {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ra-const-arguments");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let facade = root.join("../url-literal");
    let manifest = format!(
        "[package]\nname = \"ra-const-arguments\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
         [dependencies]\nurl-literal = {{ path = {:?} }}\n\n[workspace]\n",
        facade.display().to_string()
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    std::fs::copy(root.join("../Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    let main = dir.join("src/main.rs");
    std::fs::copy(root.join("ra/const-arguments.rs"), &main).unwrap();
    let out = Command::new("rust-analyzer")
        .arg("diagnostics")
        .arg(&dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .env("CARGO_NET_OFFLINE", "true")
        .output()
        .expect("rust-analyzer runs (rustup component add rust-analyzer)");
    // progress and diagnostics, one per line (the progress redraws with CR)
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let lines: Vec<&str> = text.split(['\r', '\n']).collect();
    let errors: Vec<&&str> = lines.iter().filter(|l| l.contains(": Error ")).collect();
    assert_eq!(errors, Vec::<&&str>::new(), "rust-analyzer reports errors:\n{text}");
    // it analysed the crate, and finished
    let crate_file = format!("processing {}", main.display());
    assert!(lines.iter().any(|l| l.contains(&crate_file)), "{crate_file} not in:\n{text}");
    assert!(text.contains("diagnostic scan complete"), "{text}");
    assert!(out.status.success(), "{text}");
}

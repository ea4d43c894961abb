//! `url!(env!("VAR"))`: the macro reads the variable itself, and its
//! expansion names `env!("VAR")` again so that rustc records the variable in
//! the dep-info and cargo rebuilds when it changes. Builds a small crate
//! twice with two values and runs it: the second run must print the second
//! value. The crate's target directory is kept between runs of this test
//! (`CARGO_TARGET_TMPDIR`), so only the first run builds url-literal. It
//! runs in the long runs only (`URL_LITERAL_LONG=1`).

use std::path::Path;
use std::process::Command;

/// Builds and runs the crate at `dir` with `URL_LITERAL_REBUILD_URL` set to
/// `url`; its standard output.
#[track_caller]
fn run(dir: &Path, url: &str) -> String {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = Command::new(cargo)
        .args(["run", "--quiet", "--offline"])
        .current_dir(dir)
        .env("URL_LITERAL_REBUILD_URL", url)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

#[test]
fn changing_the_variable_rebuilds() {
    // Its first build (url-literal in a target directory of its own) takes
    // about ten seconds: part of the long runs (`URL_LITERAL_LONG=1`, as
    // `.ci/run` asks), not of a contributor's `cargo test --workspace`.
    if std::env::var_os("URL_LITERAL_LONG").is_none_or(|v| v != "1") {
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("env-rebuild");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let facade = Path::new(env!("CARGO_MANIFEST_DIR")).join("../url-literal");
    let manifest = format!(
        "[package]\nname = \"env-rebuild\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
         [dependencies]\nurl-literal = {{ path = {:?}, default-features = false }}\n\n[workspace]\n",
        facade.display().to_string()
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    std::fs::write(
        dir.join("src/main.rs"),
        "fn main() {\n    const URL: url_literal::Url<'static> = url_literal::url!(env!(\"URL_LITERAL_REBUILD_URL\"));\n    \
         println!(\"{} {:?}\", URL.as_str(), URL.host_str());\n}\n",
    )
    .unwrap();
    assert_eq!(run(&dir, "http://one.example/"), "http://one.example/ Some(\"one.example\")\n");
    assert_eq!(run(&dir, "gopher://two.example:70/"), "gopher://two.example:70/ Some(\"two.example\")\n");
    assert_eq!(run(&dir, "http://one.example/"), "http://one.example/ Some(\"one.example\")\n");
    let deps = std::fs::read_dir(dir.join("target/debug/deps")).unwrap();
    let dep_info = deps
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "d") && p.to_string_lossy().contains("env_rebuild"))
        .expect("a dep-info file");
    let text = std::fs::read_to_string(dep_info).unwrap();
    assert!(text.contains("# env-dep:URL_LITERAL_REBUILD_URL=http://one.example/"), "{text}");
}

//! `cargo xtask cliff`: the one-function shape. `N` `url!` calls in one
//! function body, timed by the CPU time of a cold `cargo check` of that
//! crate alone (dependencies prebuilt), incremental on and off. An expansion
//! that makes rustc's incremental bookkeeping grow faster than linearly in
//! the calls of one body shows as a last/first ratio far above the ratio of
//! the counts in the "on" column (BENCHMARKS.md, "One function body").
//!
//! `--expr` is the expression written for each call: `@URL@` becomes the
//! call's URL (`http://h00042.example.org/`, all of one length, so one set
//! of offsets fits them all) and `@I@` its index; use it to time an expansion
//! written out by hand. Builds offline.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use crate::measure::{self, Scratch};
use crate::sources;

/// What `cliff` was asked to do.
pub struct Options {
    runs: usize,
    counts: Vec<usize>,
    expr: String,
    keep: bool,
}

impl Options {
    /// Reads the command line after `cliff`.
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut o = Options { runs: 3, counts: vec![1000, 2000, 5000], expr: "url!(\"@URL@\")".into(), keep: false };
        let mut i = 0;
        while i < args.len() {
            match args[i].as_str() {
                "--runs" => o.runs = crate::value(args, &mut i, "--runs")?,
                "--counts" => {
                    let list: String = crate::value(args, &mut i, "--counts")?;
                    o.counts = list
                        .split(',')
                        .map(|n| n.trim().parse().map_err(|_| format!("--counts: cannot read {n:?}")))
                        .collect::<Result<_, _>>()?;
                }
                "--expr" => o.expr = crate::value(args, &mut i, "--expr")?,
                "--keep" => o.keep = true,
                other => return Err(format!("cliff: unknown option `{other}` (see `cargo xtask help`)")),
            }
            i += 1;
        }
        if o.runs == 0 || o.counts.is_empty() || o.counts.contains(&0) {
            return Err("cliff: --runs and every count must be at least 1".into());
        }
        Ok(o)
    }
}

/// CPU ms of one cold `cargo check` of the crate, dependencies fresh.
fn check_ms(dir: &Path, incremental: bool) -> Result<f64, String> {
    let _ = std::fs::remove_dir_all(dir.join("target/debug/incremental"));
    if let Ok(entries) = std::fs::read_dir(dir.join("target/debug/.fingerprint")) {
        for e in entries.flatten().filter(|e| e.file_name().to_string_lossy().starts_with("cliff-")) {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
    Ok(measure::timed(&mut check(dir, incremental))?.cpu)
}

fn check(dir: &Path, incremental: bool) -> Command {
    let mut c = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    c.args(["check", "-q", "--offline"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .env("CARGO_INCREMENTAL", if incremental { "1" } else { "0" });
    c
}

/// Runs the measurement and prints the report.
pub fn run(o: &Options) -> Result<(), String> {
    let scratch = Scratch::new("url-literal-cliff", o.keep)?;
    let dir = &scratch.path;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask/ has a parent");
    measure::write(
        &dir.join("Cargo.toml"),
        &format!(
            "[package]\nname = \"cliff\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
             [dependencies]\nurl-literal = {{ path = \"{}/url-literal\", default-features = false }}\n\n[workspace]\n",
            root.display()
        ),
    )?;
    let lib = dir.join("src/lib.rs");
    let mut ms = std::collections::BTreeMap::new();
    for incremental in [true, false] {
        measure::write(&lib, &sources::cliff(&o.expr, 1))?;
        measure::run(&mut check(dir, incremental))?; // dependencies, once per mode
        for &n in &o.counts {
            measure::write(&lib, &sources::cliff(&o.expr, n))?;
            let all: Vec<f64> = (0..o.runs).map(|_| check_ms(dir, incremental)).collect::<Result<_, _>>()?;
            let shown: Vec<String> = all.iter().map(|t| format!("{t:.0}")).collect();
            eprintln!("incremental={} N={n}: {} ms", u8::from(incremental), shown.join(" "));
            ms.insert((incremental, n), measure::median(&all));
        }
    }
    let (first, last) = (o.counts[0], o.counts[o.counts.len() - 1]);
    let mut out = format!("expression: `{}`\n\n", o.expr);
    out.push_str("| calls in one fn | incremental on, CPU ms | incremental off, CPU ms |\n|---:|---:|---:|\n");
    for &n in &o.counts {
        let _ = writeln!(out, "| {n} | {:.0} | {:.0} |", ms[&(true, n)], ms[&(false, n)]);
    }
    let ratio = |inc| ms[&(inc, last)] / ms[&(inc, first)];
    let _ = writeln!(out, "| ratio {last}/{first} | {:.1} | {:.1} |", ratio(true), ratio(false));
    print!("{out}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Options;

    #[test]
    fn counts_and_expression_are_read() {
        let args: Vec<String> =
            ["--counts", "10, 20", "--expr", "x(\"@URL@\")", "--runs", "1"].map(String::from).to_vec();
        let o = Options::parse(&args).expect("valid");
        assert_eq!((o.counts, o.expr.as_str(), o.runs), (vec![10, 20], "x(\"@URL@\")", 1));
        let bad: Vec<String> = ["--counts", "10,x"].map(String::from).to_vec();
        assert_eq!(Options::parse(&bad).err(), Some("--counts: cannot read \"x\"".into()));
    }
}

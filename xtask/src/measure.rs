//! Running and timing commands: CPU time of child processes, medians, a
//! scratch directory, and rustc commands recorded through cargo's
//! `RUSTC_WORKSPACE_WRAPPER` and replayed.

use std::ffi::OsString;
use std::fs;
use std::os::unix::ffi::{OsStrExt as _, OsStringExt as _};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

/// The variable that puts this binary in wrapper mode: the directory where
/// it records each rustc command cargo gives it.
const RECORD: &str = "XTASK_RECORD_RUSTC";

/// A scratch directory under the system's temporary directory, removed on
/// drop unless kept.
pub struct Scratch {
    /// Its path.
    pub path: PathBuf,
    keep: bool,
}

impl Scratch {
    /// A new, empty directory named after `prefix`, this process and the time.
    pub fn new(prefix: &str, keep: bool) -> Result<Scratch, String> {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
        let path = std::env::temp_dir().join(format!("{prefix}.{}.{nanos:09}", std::process::id()));
        fs::create_dir_all(&path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
        Ok(Scratch { path, keep })
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if self.keep {
            eprintln!("kept: {}", self.path.display());
        } else {
            let _ = fs::remove_dir_all(&self.path);
        }
    }
}

/// Writes `text` to `path`, creating its directory.
pub fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// CPU time (user + system) of this process's waited-for children so far,
/// in milliseconds, from `/proc/self/stat` (Linux): every descendant that
/// was reaped counts, so a `cargo` run includes its rustc processes. The
/// kernel reports it in clock ticks (10 ms at the usual 100 Hz): a timing is
/// good to ±1 tick, which the medians of several runs of ~1 s compiles bear.
pub fn children_cpu_ms() -> Result<f64, String> {
    let hz = clock_ticks(); // first: it may run `getconf`, a child of its own
    let stat = fs::read_to_string("/proc/self/stat").map_err(|e| format!("CPU time needs /proc (Linux): {e}"))?;
    // fields after the command name in parentheses: state is field 3, cutime 16, cstime 17
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let tick = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).ok_or("unreadable /proc/self/stat");
    Ok((tick(13)? + tick(14)?) * 1000.0 / hz)
}

/// Clock ticks per second (`getconf CLK_TCK`; 100 if that fails).
fn clock_ticks() -> f64 {
    static TICKS: std::sync::OnceLock<f64> = std::sync::OnceLock::new();
    *TICKS.get_or_init(|| {
        Command::new("getconf")
            .arg("CLK_TCK")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(100.0)
    })
}

/// One timing: CPU and wall milliseconds.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// User + system time of the command and its descendants.
    pub cpu: f64,
    /// Elapsed time.
    pub wall: f64,
}

/// Runs `cmd` to completion, output discarded, and times it.
pub fn timed(cmd: &mut Command) -> Result<Timing, String> {
    let cpu0 = children_cpu_ms()?;
    let t0 = Instant::now();
    let out = cmd.stdout(Stdio::null()).stderr(Stdio::piped()).output().map_err(|e| format!("{cmd:?}: {e}"))?;
    let wall = t0.elapsed().as_secs_f64() * 1000.0;
    let cpu = children_cpu_ms()? - cpu0;
    if !out.status.success() {
        return Err(format!("failed ({}): {cmd:?}\n{}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    Ok(Timing { cpu, wall })
}

/// Runs `cmd`, failing with its stderr when it fails; returns its stderr.
pub fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd.stdout(Stdio::null()).stderr(Stdio::piped()).output().map_err(|e| format!("{cmd:?}: {e}"))?;
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.success() {
        Ok(err)
    } else {
        Err(format!("failed ({}): {cmd:?}\n{err}", out.status))
    }
}

/// The median of `xs` (the mean of the middle two for an even count).
pub fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// A rustc command as cargo ran it: program, arguments, environment and
/// working directory, so that it can be run again without cargo.
#[derive(Clone, Debug)]
pub struct Rustc {
    program: OsString,
    args: Vec<OsString>,
    env: Vec<(OsString, OsString)>,
    dir: PathBuf,
}

/// In wrapper mode (cargo runs this binary as `RUSTC_WORKSPACE_WRAPPER` with
/// [`RECORD`] set), records the rustc command of a crate to
/// `$XTASK_RECORD_RUSTC/<crate name>` and runs it; `None` otherwise.
pub fn record_rustc_if_wrapper() -> Option<ExitCode> {
    let dir = std::env::var_os(RECORD)?;
    let mut args = std::env::args_os().skip(1);
    let program = args.next()?;
    let args: Vec<OsString> = args.collect();
    let name = args.iter().position(|a| a == "--crate-name").and_then(|i| args.get(i + 1));
    if let Some(name) = name.and_then(|n| n.to_str()) {
        let mut rec = Vec::new();
        let mut put = |s: &std::ffi::OsStr| {
            rec.extend_from_slice(s.as_bytes());
            rec.push(0);
        };
        put(std::env::current_dir().ok()?.as_os_str());
        put(&program);
        put(OsString::from(args.len().to_string()).as_os_str());
        args.iter().for_each(|a| put(a));
        // not cargo's jobserver: its file descriptors are gone when the command is run again
        let skip = [RECORD, "RUSTC_WORKSPACE_WRAPPER", "CARGO_MAKEFLAGS", "MAKEFLAGS", "MFLAGS"];
        for (k, v) in std::env::vars_os().filter(|(k, _)| !skip.iter().any(|s| k == s)) {
            put(&k);
            put(&v);
        }
        if let Err(e) = fs::write(Path::new(&dir).join(name), rec) {
            eprintln!("xtask wrapper: cannot record {name}: {e}");
            return Some(ExitCode::FAILURE);
        }
    }
    let status = Command::new(&program).args(&args).status();
    Some(match status {
        Ok(s) if s.success() => ExitCode::SUCCESS,
        Ok(s) => ExitCode::from(s.code().unwrap_or(1).clamp(1, 255) as u8),
        Err(e) => {
            eprintln!("xtask wrapper: cannot run {program:?}: {e}");
            ExitCode::FAILURE
        }
    })
}

impl Rustc {
    /// Builds with `cargo` (a `cargo build ...` command; this binary becomes
    /// the workspace wrapper), which must raise no warning, and returns the
    /// rustc command of each crate in `crates` (package names).
    pub fn record(cargo: &mut Command, dir: &Path, crates: &[&str]) -> Result<Vec<Rustc>, String> {
        let exe = std::env::current_exe().map_err(|e| format!("cannot find the xtask binary: {e}"))?;
        fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let log = run(cargo.env("RUSTC_WORKSPACE_WRAPPER", exe).env(RECORD, dir))?;
        if log.lines().any(|l| l.starts_with("warning")) {
            return Err(format!("warnings in the benchmark crates (fix the generator):\n{log}"));
        }
        crates.iter().map(|c| Rustc::read(&dir.join(c.replace('-', "_")))).collect()
    }

    fn read(path: &Path) -> Result<Rustc, String> {
        let bytes = fs::read(path).map_err(|e| format!("no rustc command recorded for {}: {e}", path.display()))?;
        let mut parts = bytes.split(|&b| b == 0).map(|p| OsString::from_vec(p.to_vec()));
        let bad = || format!("{}: a truncated record", path.display());
        let dir = PathBuf::from(parts.next().ok_or_else(bad)?);
        let program = parts.next().ok_or_else(bad)?;
        let n: usize = parts.next().and_then(|n| n.to_str()?.parse().ok()).ok_or_else(bad)?;
        let args: Vec<OsString> = parts.by_ref().take(n).collect();
        let mut env = Vec::new();
        while let (Some(k), Some(v)) = (parts.next(), parts.next()) {
            env.push((k, v));
        }
        Ok(Rustc { program, args, env, dir })
    }

    /// The command, ready to run (`prefix` before rustc, e.g. valgrind).
    pub fn command(&self, prefix: &[&str]) -> Command {
        let mut cmd = match prefix.split_first() {
            Some((first, rest)) => {
                let mut c = Command::new(first);
                c.args(rest).arg(&self.program);
                c
            }
            None => Command::new(&self.program),
        };
        cmd.args(&self.args).env_clear().envs(self.env.iter().map(|(k, v)| (k, v))).current_dir(&self.dir);
        cmd
    }
}

/// Instructions rustc executes for `rustc`'s crate, counted by valgrind's
/// cachegrind (`--cache-sim=no`): a number that does not move with the load
/// on the machine.
pub fn instructions(rustc: &Rustc) -> Result<u64, String> {
    let mut cmd =
        rustc.command(&["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]);
    let err = run(&mut cmd)?;
    err.lines()
        .find_map(|l| l.split_once("I refs:").or_else(|| l.split_once("I   refs:")))
        .map(|(_, n)| n.chars().filter(char::is_ascii_digit).collect::<String>())
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| format!("valgrind gave no instruction count:\n{err}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn child_cpu_time_grows_with_a_busy_child() {
        let before = children_cpu_ms().expect("/proc/self/stat");
        // a child that spins for about 300 ms of CPU
        let t = timed(Command::new("sh").args(["-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"]))
            .expect("sh runs");
        assert!(t.cpu >= 10.0 && t.wall >= 10.0, "{t:?}");
        assert!(children_cpu_ms().expect("/proc/self/stat") - before >= t.cpu - 0.001);
    }
}

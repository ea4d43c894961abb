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

    /// The directories the command finds its dependencies in (its `-L`s),
    /// where the proc macros it loads are.
    pub fn search_dirs(&self) -> Vec<PathBuf> {
        let dirs = self.args.windows(2).filter(|w| w[0] == "-L").map(|w| w[1].to_string_lossy().into_owned());
        let dirs = dirs.map(|d| d.split_once('=').map_or(d.clone(), |(_, p)| p.to_owned()));
        // callgrind names an object by the path the loader opened
        dirs.map(|d| self.dir.join(d)).map(|d| d.canonicalize().unwrap_or(d)).collect()
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

/// Instructions rustc executes for `rustc`'s crate, counted once by
/// valgrind's callgrind (no cache simulation): numbers that do not move with
/// the load on the machine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Instructions {
    /// All of them.
    pub total: u64,
    /// Those executed in the code of the proc macros the crate uses (the
    /// `.so` files in its dependency directories): the macros' own run, syn, quote and
    /// everything they call, std included (a proc macro links its own
    /// copy). The rest is rustc: lexing, the proc-macro bridge's server
    /// side, and compiling what the macros emitted.
    pub in_macros: u64,
}

/// Counts the instructions of `rustc`'s compile ([`Instructions`]), with
/// `scratch` as the file of callgrind's profile (removed afterwards).
pub fn instructions(rustc: &Rustc, scratch: &Path) -> Result<Instructions, String> {
    let out = format!("--callgrind-out-file={}", scratch.display());
    let mut cmd = rustc.command(&["valgrind", "--tool=callgrind", "--dump-line=no", "--compress-strings=no", &out]);
    run(&mut cmd)?;
    let profile = fs::read_to_string(scratch).map_err(|e| format!("callgrind's profile {}: {e}", scratch.display()));
    let _ = fs::remove_file(scratch);
    let dirs: Vec<String> = rustc.search_dirs().iter().map(|p| format!("{}/", p.display())).collect();
    split_profile(&profile?, &dirs)
}

/// The instructions of a callgrind profile (written with
/// `--compress-strings=no`): the total, and those of the functions in the
/// shared objects (`.so`) in the directories `dirs` (paths ending in `/`).
fn split_profile(profile: &str, dirs: &[String]) -> Result<Instructions, String> {
    let mut n = Instructions::default();
    let mut in_objects = false;
    let mut total: Option<u64> = None;
    // the line after `calls=` carries the callee's inclusive cost, not the caller's own
    let mut skip_next = false;
    for line in profile.lines() {
        if skip_next {
            skip_next = false;
            continue;
        }
        if let Some(ob) = line.strip_prefix("ob=") {
            in_objects = ob.ends_with(".so")
                && dirs.iter().any(|d| ob.strip_prefix(d.as_str()).is_some_and(|f| !f.contains('/')));
        } else if line.starts_with("calls=") {
            skip_next = true;
        } else if let Some(t) = line.strip_prefix("totals:").or_else(|| line.strip_prefix("summary:")) {
            total = t.split_whitespace().next().and_then(|t| t.parse().ok());
        } else if line.starts_with(|c: char| c.is_ascii_digit() || matches!(c, '+' | '-' | '*')) {
            let ir: u64 = line.split_whitespace().nth(1).and_then(|x| x.parse().ok()).unwrap_or(0);
            n.total += ir;
            if in_objects {
                n.in_macros += ir;
            }
        }
    }
    match total {
        Some(t) if t == n.total => Ok(n),
        Some(t) => Err(format!("callgrind's profile sums to {} instructions, its total says {t}", n.total)),
        None => Err("callgrind's profile has no total".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_profile_splits_into_the_macros_and_the_rest() {
        let profile = "events: Ir\nob=/rustc/librustc_driver.so\nfl=???\nfn=a\n0 100\n+2 5\ncfn=b\ncalls=1 0\n0 70\n\
                       ob=/t/libm.so\nfn=b\n0 60\n* 10\nob=/rustc/librustc_driver.so\nfn=c\n-1 3\ntotals: 178\n";
        let split = split_profile(profile, &["/t/".to_owned()]).expect("a valid profile");
        assert_eq!(split, Instructions { total: 178, in_macros: 70 });
        assert_eq!(
            split_profile("events: Ir\nfn=a\n0 5\ntotals: 6\n", &[]),
            Err("callgrind's profile sums to 5 instructions, its total says 6".into())
        );
    }

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

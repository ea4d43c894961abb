//! The daemons and what they serve: a scratch directory per test, a daemon
//! started on it (127.0.0.1, an ephemeral port) and killed when its guard
//! drops, and the ftp file tree several tests fetch from.

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// A scratch directory, removed on drop.
pub struct Scratch(PathBuf);

impl Scratch {
    pub fn new(what: &str) -> Scratch {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "url-literal-client-{what}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    /// Writes `data` at `rel`, creating the directories on the way.
    pub fn file(&self, rel: &str, data: &[u8]) {
        let p = self.0.join(rel);
        fs::create_dir_all(p.parent().unwrap()).unwrap();
        fs::write(p, data).unwrap();
    }

    pub fn dir(&self, rel: &str) {
        fs::create_dir_all(self.0.join(rel)).unwrap();
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// A daemon started for one test: killed and reaped on drop.
pub struct Daemon {
    child: Child,
    /// The port it listens on, on 127.0.0.1.
    pub port: u16,
    log: PathBuf,
    _scratch: Scratch,
}

const SETUP: &str = "`cargo xtask servers` installs the test daemons (tests/servers/setup.sh) and runs these tests";

impl Daemon {
    /// Starts `cmd` (stderr to a log file in `scratch`), waits for the line
    /// on its stdout that names the port (`PORT <n>`, or http.server's
    /// `... port <n> ...`), at most 20 s.
    pub fn start(mut cmd: Command, scratch: Scratch, name: &str) -> Daemon {
        let log = scratch.path().join(format!("{name}.log"));
        let err = fs::File::create(&log).unwrap();
        cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(err);
        let mut child = cmd.spawn().unwrap_or_else(|e| panic!("cannot start {name} ({e}): {SETUP}"));
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let words: Vec<&str> = line.split_whitespace().collect();
                if let Some(i) = words.iter().position(|w| w.eq_ignore_ascii_case("port")) {
                    if let Some(Ok(port)) = words.get(i + 1).map(|p| p.parse::<u16>()) {
                        let _ = tx.send(port);
                    }
                }
            }
        });
        let port = match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(port) => port,
            Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("{name} did not start: {}\n{SETUP}", fs::read_to_string(&log).unwrap_or_default());
            }
        };
        Daemon { child, port, log, _scratch: scratch }
    }

    pub fn ftp(scratch: Scratch, extra: &[&str]) -> Daemon {
        let mut cmd = Command::new("python3");
        cmd.arg(servers().join("ftpd.py")).arg(scratch.path().join("root")).args(extra);
        Daemon::start(cmd, scratch, "pyftpdlib")
    }

    pub fn gopher(scratch: Scratch) -> Daemon {
        let mut cmd = Command::new("/usr/bin/python3");
        cmd.arg(servers().join("gopherd.py")).arg(scratch.path().join("root")).arg(scratch.path());
        Daemon::start(cmd, scratch, "pygopherd")
    }

    pub fn http(scratch: Scratch) -> Daemon {
        let mut cmd = Command::new("python3");
        cmd.args(["-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory"])
            .arg(scratch.path().join("root"))
            .arg("0");
        Daemon::start(cmd, scratch, "http.server")
    }

    /// Debian's INN: innd with its own configuration under `scratch`
    /// (tests/servers/innd.py), groups local.one and local.two, empty.
    pub fn innd(scratch: Scratch) -> Daemon {
        let mut cmd = Command::new("/usr/bin/python3");
        cmd.arg(servers().join("innd.py")).arg(scratch.path().join("inn"));
        Daemon::start(cmd, scratch, "innd")
    }

    /// aiosmtpd, writing each message to `scratch`/mail/N.envelope and
    /// N.eml (tests/servers/smtpd.py).
    pub fn smtpd(scratch: Scratch) -> Daemon {
        scratch.dir("mail");
        let mut cmd = Command::new("/usr/bin/python3");
        cmd.arg(servers().join("smtpd.py")).arg(scratch.path().join("mail"));
        Daemon::start(cmd, scratch, "aiosmtpd")
    }

    /// inetutils' telnetd under a listener (tests/servers/telnetd.py), its
    /// login program tests/servers/telnet-login.sh, which writes the name
    /// typed to `scratch`/typed.txt; every byte the client sends is in
    /// `scratch`/seen.bin.
    pub fn telnetd(scratch: Scratch) -> Daemon {
        let mut cmd = Command::new("/usr/bin/python3");
        cmd.arg(servers().join("telnetd.py"))
            .arg(servers().join("telnet-login.sh"))
            .arg(scratch.path().join("typed.txt"))
            .arg(scratch.path().join("seen.bin"));
        Daemon::start(cmd, scratch, "telnetd")
    }

    /// The daemon's scratch directory.
    pub fn scratch(&self) -> &Path {
        self._scratch.path()
    }

    /// The directory the daemon serves.
    pub fn root(&self) -> PathBuf {
        self._scratch.path().join("root")
    }

    pub fn url(&self, scheme: &str, rest: &str) -> String {
        format!("{scheme}://127.0.0.1:{}{rest}", self.port)
    }

    /// The log so far, once it has `until` (the daemon writes it after it
    /// answers), at most 5 s.
    pub fn log_with(&self, until: &str) -> String {
        let start = Instant::now();
        loop {
            let log = fs::read_to_string(&self.log).unwrap_or_default();
            if log.contains(until) || start.elapsed() > Duration::from_secs(5) {
                return log;
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// The commands pyftpdlib saw (its `<- ` lines), without the client's
    /// address.
    pub fn ftp_commands(&self) -> Vec<String> {
        self.log_with("<- QUIT").lines().filter_map(|l| l.split_once("] <- ").map(|(_, c)| c.to_string())).collect()
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn servers() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("servers")
}

/// Mixed line ends: what TYPE A must turn into LF, and TYPE I must keep.
pub const ASCII: &[u8] = b"line one\r\nline two\nline three\r\n";

/// Every byte value, CR and LF alone and together: a binary file.
pub fn binary() -> Vec<u8> {
    let mut b: Vec<u8> = (0..=255u8).cycle().take(4096).collect();
    b.extend_from_slice(b"\r\n\n\r\r\n\x00\r");
    b
}

/// The ftp tree: root/ is the anonymous home, root/home/alice alice's.
pub fn ftp_tree() -> Scratch {
    let s = Scratch::new("ftp");
    s.file("root/README.txt", b"the root\n");
    s.file("root/pub/ascii.txt", ASCII);
    s.file("root/pub/binary.bin", &binary());
    s.file("root/pub/f.txt", b"pub f\n");
    s.file("root/pub/a b/x;y.txt", b"semicolon and space\n");
    s.file("root/pub/a b/100%.txt", b"per cent\n");
    s.file("root/pub/nested/deeper/deepest/leaf.txt", b"leaf\n");
    s.file("root/nested/pub/f.txt", b"nested pub f\n");
    s.file("root/home/alice/secret.txt", b"alice only\n");
    s.dir("root/empty");
    s
}

pub fn ftp_daemon() -> Daemon {
    let tree = ftp_tree();
    let alice = format!("alice:s3cret:{}", tree.path().join("root/home/alice").display());
    Daemon::ftp(tree, &["--user", &alice])
}

/// The lines of a name list, sorted (the server lists in directory order).
pub fn sorted_lines(body: &[u8]) -> Vec<String> {
    let text = String::from_utf8(body.to_vec()).unwrap();
    assert!(text.is_empty() || text.ends_with('\n'), "{text:?}");
    assert!(!text.contains('\r'), "{text:?}");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    lines.sort();
    lines
}

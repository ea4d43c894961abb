//! `url_literal::client` against real daemons others wrote, started here on
//! 127.0.0.1 with an ephemeral port and stopped after each test: pyftpdlib
//! (PyPI) for ftp, Debian's pygopherd for gopher, Python's `http.server` for
//! http. `tests/servers/setup.sh` installs them.
//!
//! Each test builds its own file tree, starts its own daemon, checks the
//! bytes written (and, for a few, the commands the daemon logged), and the
//! daemon is killed when its guard drops.

use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use url_literal::client::{Client, Error, Input, Step};
use url_literal::interpret::WireError;

// ---------------------------------------------------------------------------
// daemons
// ---------------------------------------------------------------------------

/// A scratch directory, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(what: &str) -> Scratch {
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

    fn path(&self) -> &Path {
        &self.0
    }

    /// Writes `data` at `rel`, creating the directories on the way.
    fn file(&self, rel: &str, data: &[u8]) {
        let p = self.0.join(rel);
        fs::create_dir_all(p.parent().unwrap()).unwrap();
        fs::write(p, data).unwrap();
    }

    fn dir(&self, rel: &str) {
        fs::create_dir_all(self.0.join(rel)).unwrap();
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// A daemon started for one test: killed and reaped on drop.
struct Daemon {
    child: Child,
    port: u16,
    log: PathBuf,
    _scratch: Scratch,
}

const SETUP: &str = "run tests/servers/setup.sh to install the test daemons";

impl Daemon {
    /// Starts `cmd` (stderr to a log file in `scratch`), waits for the line
    /// on its stdout that names the port (`PORT <n>`, or http.server's
    /// `... port <n> ...`), at most 20 s.
    fn start(mut cmd: Command, scratch: Scratch, name: &str) -> Daemon {
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

    fn ftp(scratch: Scratch, extra: &[&str]) -> Daemon {
        let mut cmd = Command::new("python3");
        cmd.arg(servers().join("ftpd.py")).arg(scratch.path().join("root")).args(extra);
        Daemon::start(cmd, scratch, "pyftpdlib")
    }

    fn gopher(scratch: Scratch) -> Daemon {
        let mut cmd = Command::new("/usr/bin/python3");
        cmd.arg(servers().join("gopherd.py")).arg(scratch.path().join("root")).arg(scratch.path());
        Daemon::start(cmd, scratch, "pygopherd")
    }

    fn http(scratch: Scratch) -> Daemon {
        let mut cmd = Command::new("python3");
        cmd.args(["-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory"])
            .arg(scratch.path().join("root"))
            .arg("0");
        Daemon::start(cmd, scratch, "http.server")
    }

    /// The directory the daemon serves.
    fn root(&self) -> PathBuf {
        self._scratch.path().join("root")
    }

    fn url(&self, scheme: &str, rest: &str) -> String {
        format!("{scheme}://127.0.0.1:{}{rest}", self.port)
    }

    /// The log so far, once it has `until` (the daemon writes it after it
    /// answers), at most 5 s.
    fn log_with(&self, until: &str) -> String {
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
    fn ftp_commands(&self) -> Vec<String> {
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

// ---------------------------------------------------------------------------
// fixtures
// ---------------------------------------------------------------------------

/// Mixed line ends: what TYPE A must turn into LF, and TYPE I must keep.
const ASCII: &[u8] = b"line one\r\nline two\nline three\r\n";

/// Every byte value, CR and LF alone and together: a binary file.
fn binary() -> Vec<u8> {
    let mut b: Vec<u8> = (0..=255u8).cycle().take(4096).collect();
    b.extend_from_slice(b"\r\n\n\r\r\n\x00\r");
    b
}

/// The ftp tree: root/ is the anonymous home, root/home/alice alice's.
fn ftp_tree() -> Scratch {
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

fn ftp_daemon() -> Daemon {
    let tree = ftp_tree();
    let alice = format!("alice:s3cret:{}", tree.path().join("root/home/alice").display());
    Daemon::ftp(tree, &["--user", &alice])
}

fn client() -> Client {
    Client::new()
        .email("tester@example.org")
        .connect_timeout(Duration::from_secs(5))
        .read_timeout(Duration::from_secs(10))
}

#[track_caller]
fn fetch_with(client: &Client, url: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let fetched = client.fetch_str(url, &mut out).unwrap_or_else(|e| panic!("{url}: {e}"));
    assert_eq!(fetched.bytes(), out.len() as u64, "{url}");
    out
}

#[track_caller]
fn fetch(url: &str) -> Vec<u8> {
    fetch_with(&client(), url)
}

#[track_caller]
fn fetch_err_with(client: &Client, url: &str) -> Error {
    let mut out = Vec::new();
    match client.fetch_str(url, &mut out) {
        Ok(_) => panic!("{url}: fetched {:?}", String::from_utf8_lossy(&out)),
        Err(e) => e,
    }
}

#[track_caller]
fn fetch_err(url: &str) -> Error {
    fetch_err_with(&client(), url)
}

/// The lines of a name list, sorted (the server lists in directory order).
fn sorted_lines(body: &[u8]) -> Vec<String> {
    let text = String::from_utf8(body.to_vec()).unwrap();
    assert!(text.is_empty() || text.ends_with('\n'), "{text:?}");
    assert!(!text.contains('\r'), "{text:?}");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    lines.sort();
    lines
}

#[track_caller]
fn assert_reply(e: &Error, step: Step, command: &str, reply: &str, expected: &str) {
    match e {
        Error::Reply { step: s, command: c, reply: r, expected: x } => {
            assert_eq!((*s, c.as_str(), r.as_str(), *x), (step, command, reply, expected), "{e}");
        }
        other => panic!("not a reply error: {other:?}"),
    }
    assert!(!e.is_url_error());
}

// ---------------------------------------------------------------------------
// ftp
// ---------------------------------------------------------------------------

#[test]
fn ftp_typecodes_a_and_i_and_the_guess() {
    let d = ftp_daemon();
    // TYPE A: the server sends CRLF line ends (it turns every LF of the file
    // into CRLF), the client writes them as LF
    assert_eq!(fetch(&d.url("ftp", "/pub/ascii.txt;type=a")), b"line one\nline two\nline three\n");
    // TYPE I: the bytes of the file
    assert_eq!(fetch(&d.url("ftp", "/pub/ascii.txt;type=i")), ASCII);
    assert_eq!(fetch(&d.url("ftp", "/pub/binary.bin;type=i")), binary());
    // no ;type=: a name is guessed to be an image (RFC 1738 §3.2.3)
    assert_eq!(fetch(&d.url("ftp", "/pub/binary.bin")), binary());
    let commands = d.ftp_commands();
    let types: Vec<&str> = commands.iter().filter(|c| c.starts_with("TYPE")).map(String::as_str).collect();
    assert_eq!(types, ["TYPE A", "TYPE I", "TYPE I", "TYPE I"]);
}

#[test]
fn ftp_session_commands_as_logged_by_pyftpdlib() {
    let d = ftp_daemon();
    assert_eq!(fetch(&d.url("ftp", "/pub/a%20b/x%3By.txt;type=a")), b"semicolon and space\n");
    let commands = d.ftp_commands();
    // RFC 1738 §3.2.2: anonymous login, one CWD per segment, TYPE, RETR;
    // pyftpdlib masks the password in its log
    assert_eq!(
        commands,
        ["USER anonymous", "PASS ******", "CWD pub", "CWD a b", "TYPE A", "EPSV", "RETR x;y.txt", "QUIT"]
    );
    let log = d.log_with("<- QUIT");
    assert!(log.contains("-> 230 Login successful."), "{log}");
    assert!(log.contains("-> 226 Transfer complete."), "{log}");
}

#[test]
fn ftp_directory_listings_for_type_d() {
    let d = ftp_daemon();
    assert_eq!(
        sorted_lines(&fetch(&d.url("ftp", "/pub/;type=d"))),
        ["a b", "ascii.txt", "binary.bin", "f.txt", "nested"]
    );
    assert_eq!(sorted_lines(&fetch(&d.url("ftp", "/pub/a%20b/;type=d"))), ["100%.txt", "x;y.txt"]);
    assert_eq!(sorted_lines(&fetch(&d.url("ftp", "/;type=d"))), ["README.txt", "empty", "home", "nested", "pub"]);
    // no ;type= and an empty name: guessed to be a directory
    assert_eq!(sorted_lines(&fetch(&d.url("ftp", "/pub/nested/"))), ["deeper"]);
    assert_eq!(sorted_lines(&fetch(&d.url("ftp", "/empty/;type=d"))), Vec::<String>::new());
    // a name with ;type=d: NLST <name> (pyftpdlib lists the bare names)
    assert_eq!(sorted_lines(&fetch(&d.url("ftp", "/pub/a%20b;type=d"))), ["100%.txt", "x;y.txt"]);
    let commands = d.ftp_commands();
    let lists: Vec<&str> = commands.iter().filter(|c| c.starts_with("NLST")).map(String::as_str).collect();
    assert_eq!(lists, ["NLST", "NLST", "NLST", "NLST", "NLST", "NLST a b"]);
}

#[test]
fn ftp_names_that_need_escaping_and_nested_directories() {
    let d = ftp_daemon();
    assert_eq!(fetch(&d.url("ftp", "/pub/a%20b/100%25.txt")), b"per cent\n");
    assert_eq!(fetch(&d.url("ftp", "/pub/a%20b/x%3by.txt")), b"semicolon and space\n");
    assert_eq!(fetch(&d.url("ftp", "/pub/nested/deeper/deepest/leaf.txt;type=a")), b"leaf\n");
    let commands = d.ftp_commands();
    assert!(commands.contains(&"RETR 100%.txt".to_string()), "{commands:?}");
    let cwds: Vec<&str> = commands.iter().filter(|c| c.starts_with("CWD")).map(String::as_str).collect();
    assert_eq!(
        cwds,
        ["CWD pub", "CWD a b", "CWD pub", "CWD a b", "CWD pub", "CWD nested", "CWD deeper", "CWD deepest"]
    );
}

#[test]
fn ftp_absolute_path_through_2f_and_empty_segments() {
    let d = ftp_daemon();
    // %2F: one CWD with an absolute path, from wherever the session is
    assert_eq!(fetch(&d.url("ftp", "/nested/%2Fpub/f.txt")), b"pub f\n");
    assert_eq!(fetch(&d.url("ftp", "/nested/pub/f.txt")), b"nested pub f\n");
    // an empty segment is "CWD " with an empty argument (RFC 1738 §3.2.2);
    // pyftpdlib takes it as its root directory
    assert_eq!(fetch(&d.url("ftp", "/nested//README.txt")), b"the root\n");
    let e = fetch_err(&d.url("ftp", "/nested//f.txt"));
    assert_reply(&e, Step::Transfer, "RETR f.txt", "550 No such file or directory.", "1xx");
    let log = d.log_with("<- CWD \n");
    assert!(log.contains("<- CWD /pub\n"), "{log}");
    assert!(log.contains("<- CWD \n127.0.0.1:") && log.contains("-> 250 \"/\" is the current directory."), "{log}");
}

#[test]
fn ftp_user_and_password_accounts() {
    let d = ftp_daemon();
    assert_eq!(fetch(&d.url("ftp", "/secret.txt").replace("ftp://", "ftp://alice:s3cret@")), b"alice only\n");
    // a user without a password: asked for, from the caller
    let url = d.url("ftp", "/secret.txt").replace("ftp://", "ftp://alice@");
    let e = fetch_err(&url);
    assert!(matches!(e, Error::NeedsInput(Input::Password)), "{e:?}");
    assert!(e.is_url_error());
    assert_eq!(
        e.to_string(),
        "the server asks for a password the URL does not give and none was set (RFC 1738 §3.2.1)"
    );
    assert_eq!(fetch_with(&client().password("s3cret"), &url), b"alice only\n");
    // the user's home is not the anonymous one
    let e = fetch_err(&d.url("ftp", "/secret.txt"));
    assert_reply(&e, Step::Transfer, "RETR secret.txt", "550 No such file or directory.", "1xx");
    let commands = d.ftp_commands();
    assert_eq!(commands[..3], ["USER alice", "PASS ******", "TYPE I"]);
}

#[test]
fn ftp_refused_login() {
    let d = ftp_daemon();
    let e = fetch_err(&d.url("ftp", "/secret.txt").replace("ftp://", "ftp://alice:wrong@"));
    assert_reply(&e, Step::Pass, "PASS ***", "530 Authentication failed.", "2xx");
    assert_eq!(
        e.to_string(),
        "pass: sent \"PASS ***\", the server replied \"530 Authentication failed.\" (2xx expected)"
    );
    let e = fetch_err(&d.url("ftp", "/x").replace("ftp://", "ftp://nobody:x@"));
    assert_reply(&e, Step::Pass, "PASS ***", "530 Authentication failed.", "2xx");
}

#[test]
fn ftp_550_on_a_missing_file_and_directory() {
    let d = ftp_daemon();
    let e = fetch_err(&d.url("ftp", "/pub/nope.txt"));
    assert_reply(&e, Step::Transfer, "RETR nope.txt", "550 No such file or directory.", "1xx");
    assert_eq!(e.step(), Some(Step::Transfer));
    assert_eq!(e.reply(), Some("550 No such file or directory."));
    let e = fetch_err(&d.url("ftp", "/pub/missing%20dir/f.txt"));
    assert_reply(&e, Step::Cwd, "CWD missing dir", "550 No such file or directory.", "2xx");
    assert_eq!(
        e.to_string(),
        "cwd: sent \"CWD missing dir\", the server replied \"550 No such file or directory.\" (2xx expected)"
    );
    let e = fetch_err(&d.url("ftp", "/nope;type=d"));
    assert_reply(&e, Step::Transfer, "NLST nope", "550 No such file or directory.", "1xx");
}

#[test]
fn ftp_falls_back_to_pasv_without_epsv() {
    let d = Daemon::ftp(ftp_tree(), &["--no-epsv"]);
    assert_eq!(fetch(&d.url("ftp", "/pub/binary.bin;type=i")), binary());
    let commands = d.ftp_commands();
    assert_eq!(
        commands,
        ["USER anonymous", "PASS ******", "CWD pub", "TYPE I", "EPSV", "PASV", "RETR binary.bin", "QUIT"]
    );
    assert!(d.log_with("PASV").contains("-> 500 Command \"EPSV\" not understood."));
}

#[test]
fn ftp_control_characters_are_refused_before_connecting() {
    // a listener that records whether anyone connected
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    let e = fetch_err(&format!("ftp://127.0.0.1:{port}/a%0D%0ADELE%20x/f"));
    assert!(matches!(e, Error::Refused(WireError::Url(_))), "{e:?}");
    assert!(e.is_url_error());
    assert_eq!(
        e.to_string(),
        "refused before connecting: encoded CR (%0D) in the ftp path would be sent to the server as a line break (RFC 1738 §6)"
    );
    let e = fetch_err_with(&Client::new().email("me\r\nDELE x"), &format!("ftp://127.0.0.1:{port}/f"));
    assert!(matches!(e, Error::Refused(WireError::Argument(_))), "{e:?}");
    let e = fetch_err_with(&Client::new().password("pw\nDELE x"), &format!("ftp://u@127.0.0.1:{port}/f"));
    assert!(matches!(e, Error::RefusedPassword { offset: 2, byte: b'\n' }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "refused before connecting: LF at offset 2 in the password would be sent to the server as a line break (RFC 1738 §6)"
    );
    let e = fetch_err(&format!("gopher://127.0.0.1:{port}/7sel%09q%0D%0Aevil"));
    assert!(matches!(e, Error::Refused(WireError::Url(_))), "{e:?}");
    let e = fetch_err_with(&Client::new().search("a\r\nb"), &format!("gopher://127.0.0.1:{port}/7sel"));
    assert!(matches!(e, Error::Refused(WireError::Argument(_))), "{e:?}");
    // nobody connected
    assert_eq!(listener.accept().unwrap_err().kind(), std::io::ErrorKind::WouldBlock);
}

#[test]
fn closed_port_is_a_connect_error() {
    let port = {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    for scheme in ["ftp", "gopher", "http"] {
        let e = fetch_err(&format!("{scheme}://127.0.0.1:{port}/x"));
        match &e {
            Error::Connect { host, port: p, source } => {
                assert_eq!(
                    (host.as_str(), *p, source.kind()),
                    ("127.0.0.1", port, std::io::ErrorKind::ConnectionRefused)
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(e.to_string().starts_with(&format!("cannot connect to 127.0.0.1:{port}: ")), "{e}");
        assert_eq!(e.step(), Some(Step::Connect));
    }
}

#[test]
fn silent_server_is_a_timeout() {
    // accepts, then says nothing: the greeting never comes
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let held = thread::spawn(move || {
        let mut kept = Vec::new();
        for _ in 0..2 {
            kept.push(listener.accept().unwrap().0);
        }
        thread::sleep(Duration::from_secs(2));
        drop(kept);
    });
    let quick = client().read_timeout(Duration::from_millis(300));
    let start = Instant::now();
    let e = fetch_err_with(&quick, &format!("ftp://127.0.0.1:{port}/f"));
    assert!(matches!(e, Error::Timeout { step: Step::Greeting, command: None }), "{e:?}");
    assert_eq!(e.to_string(), "greeting: no answer in time");
    let e = fetch_err_with(&quick, &format!("gopher://127.0.0.1:{port}/0about"));
    assert!(matches!(&e, Error::Timeout { step: Step::Body, command: Some(c) } if c == "about"), "{e:?}");
    assert_eq!(e.to_string(), "body: no answer in time to \"about\"");
    assert!(start.elapsed() < Duration::from_secs(2), "{:?}", start.elapsed());
    held.join().unwrap();
}

#[test]
fn ftp_reply_of_the_wrong_class_mid_session() {
    // a scripted server: fine greeting and login, then a 421 to CWD
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut r = BufReader::new(s.try_clone().unwrap());
        let mut seen = Vec::new();
        s.write_all(b"220-multi\r\n220 line greeting\r\n").unwrap();
        for reply in ["331 password please\r\n", "230 ok\r\n", "421 Service not available\x1b[31m\r\n"] {
            let mut line = String::new();
            r.read_line(&mut line).unwrap();
            seen.push(line);
            s.write_all(reply.as_bytes()).unwrap();
        }
        seen
    });
    let e = fetch_err(&format!("ftp://127.0.0.1:{port}/dir/f"));
    assert_reply(&e, Step::Cwd, "CWD dir", r"421 Service not available\u{1b}[31m", "2xx");
    assert_eq!(server.join().unwrap(), ["USER anonymous\r\n", "PASS tester@example.org\r\n", "CWD dir\r\n"]);
}

// ---------------------------------------------------------------------------
// gopher
// ---------------------------------------------------------------------------

const ABOUT: &[u8] = b"About this server.\r\nSecond line\n";

fn gopher_daemon() -> Daemon {
    let s = Scratch::new("gopher");
    s.file(
        "root/gophermap",
        b"Welcome to the test server\n0About this server\tabout.txt\n7Search the words\tsearch.sh\n1Files\tfiles\n",
    );
    s.file("root/about.txt", ABOUT);
    s.file("root/search.sh", b"#!/bin/sh\nprintf 'you searched for: %s\\n' \"$SEARCHREQUEST\"\n");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(s.path().join("root/search.sh"), fs::Permissions::from_mode(0o755)).unwrap();
    }
    s.file("root/files/a b.txt", b"spaced\n");
    Daemon::gopher(s)
}

#[test]
fn gopher_menu_text_and_search() {
    let d = gopher_daemon();
    let p = d.port;
    let menu = String::from_utf8(fetch(&d.url("gopher", "/"))).unwrap();
    assert_eq!(
        menu,
        format!(
            "iWelcome to the test server\tfake\t(NULL)\t0\r\n\
             0About this server\t/about.txt\t127.0.0.1\t{p}\t+\r\n\
             7Search the words\t/search.sh\t127.0.0.1\t{p}\t+\r\n\
             1Files\t/files\t127.0.0.1\t{p}\t+\r\n"
        )
    );
    // type 1 and an empty path are the same menu
    assert_eq!(fetch(&d.url("gopher", "/1")), menu.as_bytes());
    assert_eq!(fetch(&d.url("gopher", "/0/about.txt")), ABOUT);
    assert_eq!(fetch(&d.url("gopher", "/7/search.sh%09red%20fish")), b"you searched for: red fish\n");
    // a search engine's search from the user
    let url = d.url("gopher", "/7/search.sh");
    let e = fetch_err(&url);
    assert!(matches!(e, Error::NeedsInput(Input::Search)), "{e:?}");
    assert_eq!(fetch_with(&client().search("blue fish"), &url), b"you searched for: blue fish\n");
    // a directory the server lists itself (the name without its
    // extension), a selector with a space
    let files = String::from_utf8(fetch(&d.url("gopher", "/1/files"))).unwrap();
    assert_eq!(files, format!("0a b\t/files/a b.txt\t127.0.0.1\t{p}\t+\r\n"));
    assert_eq!(fetch(&d.url("gopher", "/0/files/a%20b.txt")), b"spaced\n");
    let log = d.log_with("/files/a b.txt");
    let seen: Vec<&str> = log.lines().filter(|l| l.starts_with("127.0.0.1 [")).collect();
    assert_eq!(
        seen[..4],
        [
            "127.0.0.1 [GopherProtocol/BuckGophermapHandler]: /",
            "127.0.0.1 [GopherProtocol/BuckGophermapHandler]: /",
            "127.0.0.1 [GopherProtocol/FileHandler]: /about.txt",
            "127.0.0.1 [GopherProtocol/ExecHandler]: /search.sh",
        ]
    );
}

#[test]
fn gopher_plus_requests() {
    let d = gopher_daemon();
    // "+": the item's default view; the response's "+<length>" header is read
    assert_eq!(fetch(&d.url("gopher", "/0/about.txt%09%09+")), ABOUT);
    // "!": the item's attributes, "+-1"/"+-2" delimited
    let info = String::from_utf8(fetch(&d.url("gopher", "/0/about.txt%09%09!"))).unwrap();
    let head = format!(
        "+INFO: 0about.txt\t/about.txt\t127.0.0.1\t{}\t+\r\n+ADMIN:\r\n \
         Admin: Unconfigured Pygopherd Admin <pygopherd@nowhere.nowhere>\r\n Mod-Date: ",
        d.port
    );
    assert!(info.starts_with(&head), "{info:?}");
    // the date, then the views; no "." line (the "+-1" terminator) is written
    assert!(info.ends_with(">\r\n+VIEWS:\r\n text/plain: <0k>\r\n"), "{info:?}");
    assert_eq!(info.matches("\r\n").count(), 6, "{info:?}");
    // a gopher+ error: "--2" and what it is
    let e = fetch_err(&d.url("gopher", "/0/nope%09%09+"));
    assert_reply(
        &e,
        Step::Status,
        r"/nope\t+",
        "--2 1 Unconfigured Pygopherd Admin <pygopherd@nowhere.nowhere>",
        "+<length>",
    );
    let log = d.log_with("/nope");
    assert!(log.contains("127.0.0.1 [GopherPlusProtocol/FileHandler]: /about.txt"), "{log}");
    assert!(log.contains("[GopherPlusProtocol/None] EXCEPTION FileNotFound: '/nope' does not exist"), "{log}");
}

#[test]
fn gopher_missing_item_is_an_error_menu() {
    // plain gopher has no status: the server answers with a type-3 item
    let d = gopher_daemon();
    let body = String::from_utf8(fetch(&d.url("gopher", "/0/nope"))).unwrap();
    assert_eq!(body, "3'/nope' does not exist (no handler found)\t\terror.host\t1\r\n");
}

// ---------------------------------------------------------------------------
// http
// ---------------------------------------------------------------------------

fn http_daemon() -> Daemon {
    let s = Scratch::new("http");
    s.file("root/index.txt", b"plain http\n");
    s.file("root/dir/bin.dat", &binary());
    s.file("root/a b.txt", b"spaced\n");
    Daemon::http(s)
}

#[test]
fn http_get() {
    let d = http_daemon();
    assert_eq!(fetch(&d.url("http", "/index.txt")), b"plain http\n");
    assert_eq!(fetch(&d.url("http", "/dir/bin.dat")), binary());
    assert_eq!(fetch(&d.url("http", "/a%20b.txt?x=1")), b"spaced\n");
    let e = fetch_err(&d.url("http", "/missing.txt"));
    assert_reply(&e, Step::Status, "GET /missing.txt HTTP/1.0", "HTTP/1.0 404 File not found", "2xx");
    let log = d.log_with("missing.txt");
    let seen: Vec<&str> = log.lines().filter_map(|l| l.split_once("] \"").map(|(_, r)| r)).collect();
    assert_eq!(
        seen,
        [
            "GET /index.txt HTTP/1.0\" 200 -",
            "GET /dir/bin.dat HTTP/1.0\" 200 -",
            "GET /a%20b.txt?x=1 HTTP/1.0\" 200 -",
            "GET /missing.txt HTTP/1.0\" 404 -",
        ]
    );
}

#[test]
fn https_and_other_schemes_are_out_of_scope() {
    let e = fetch_err("https://127.0.0.1:1/");
    assert!(matches!(&e, Error::Unsupported(s) if s == "https"), "{e:?}");
    assert!(e.is_url_error());
    assert_eq!(e.to_string(), "https is out of scope for this client, which speaks plain http/1.0 without TLS");
    let e = fetch_err("mailto:someone@example.org");
    assert_eq!(e.to_string(), "the client fetches ftp, gopher and http URLs, not mailto");
    let e = fetch_err("http://user@host/");
    assert!(matches!(e, Error::Parse(_)), "{e:?}");
}

#[test]
fn http_short_body_is_truncated() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut req = [0u8; 1024];
        let n = s.read(&mut req).unwrap();
        s.write_all(b"HTTP/1.0 200 OK\r\nContent-Length: 10\r\n\r\nshort").unwrap();
        String::from_utf8_lossy(&req[..n]).into_owned()
    });
    let e = fetch_err(&format!("http://127.0.0.1:{port}/x?y"));
    assert!(matches!(e, Error::Truncated { expected: 10, received: 5 }), "{e:?}");
    assert_eq!(
        server.join().unwrap(),
        format!("GET /x?y HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\nUser-Agent: url-literal/0.1.0\r\nAccept: */*\r\n\r\n")
    );
}

// ---------------------------------------------------------------------------
// the fetch example, as a process
// ---------------------------------------------------------------------------

const USAGE: &str = "usage: fetch URL [-o FILE] [--email ADDRESS] [--search TEXT] [--timeout SECONDS]";

/// url-literal's `fetch` example, which this package also builds as a
/// binary (see tests/Cargo.toml).
fn fetch_bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_fetch-example"))
}

#[test]
fn fetch_example_exit_statuses() {
    let d = ftp_daemon();
    let out = fetch_bin().arg(d.url("ftp", "/pub/ascii.txt;type=a")).output().unwrap();
    assert_eq!(
        (out.status.code(), out.stdout.as_slice(), out.stderr.as_slice()),
        (Some(0), &b"line one\nline two\nline three\n"[..], &b""[..])
    );
    let out = fetch_bin().arg(d.url("ftp", "/pub/nope")).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "fetch: transfer: sent \"RETR nope\", the server replied \"550 No such file or directory.\" (1xx expected)\n"
    );
    let out = fetch_bin().arg("https://example.org/").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "fetch: https is out of scope for this client, which speaks plain http/1.0 without TLS\n"
    );
    let out = fetch_bin().output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr), format!("fetch: no URL\n{USAGE}\n"));
    {
        use std::os::unix::ffi::OsStrExt;
        let out = fetch_bin().arg(std::ffi::OsStr::from_bytes(b"ftp://h/\xff")).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("fetch: argument is not UTF-8: ftp://h/\u{fffd}\n{USAGE}\n")
        );
    }
    let out = fetch_bin().arg(d.url("ftp", "/a%0Ab")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stdout, b"");
    let dir = Scratch::new("out");
    let file = dir.path().join("bin");
    let out = fetch_bin().arg(d.url("ftp", "/pub/binary.bin")).arg("-o").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(fs::read(&file).unwrap(), binary());
    // over 1 MB: a summary (and, on a slow link, progress lines) on stderr
    let big: Vec<u8> = (0..2_000_000u32).map(|i| (i % 251) as u8).collect();
    fs::write(d.root().join("big.bin"), &big).unwrap();
    let out = fetch_bin().arg(d.url("ftp", "/big.bin")).arg("-o").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(fs::read(&file).unwrap(), big);
    let stderr = String::from_utf8(out.stderr).unwrap();
    let summary =
        regex::Regex::new(r"\rfetched 2000000 bytes \(2\.0 MB, [0-9]+\.[0-9] MB/s\) in [0-9]+\.[0-9]{2} s\n$").unwrap();
    assert!(summary.is_match(&stderr), "{stderr:?}");
}

/// A server that answers each of `replies` (one connection each) after
/// reading the request line, and returns the lines it read.
fn scripted(replies: Vec<&'static [u8]>) -> (u16, thread::JoinHandle<Vec<String>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let handle = thread::spawn(move || {
        let mut seen = Vec::new();
        for reply in replies {
            let (mut s, _) = listener.accept().unwrap();
            let mut line = String::new();
            BufReader::new(s.try_clone().unwrap()).read_line(&mut line).unwrap();
            seen.push(line);
            s.write_all(reply).unwrap();
        }
        seen
    });
    (port, handle)
}

#[test]
fn gopher_plus_length_delimiters() {
    // pygopherd answers "+<length>" and "+-2"; "+-1" (ends with a "." line)
    // and short bodies come from a scripted server
    let (port, server) = scripted(vec![
        b"+-1\r\nfirst\r\n.second\r\n.\r\n",
        b"+-1\r\n.\r\n",
        b"+5\r\nhello, and more",
        b"+10\r\nshort",
        b"ok\r\n",
    ]);
    let url = |rest: &str| format!("gopher://127.0.0.1:{port}/0{rest}");
    assert_eq!(fetch(&url("a%09%09+")), b"first\r\n.second\r\n");
    assert_eq!(fetch(&url("b%09%09+")), b"");
    assert_eq!(fetch(&url("c%09%09+")), b"hello");
    let e = fetch_err(&url("d%09%09+"));
    assert!(matches!(e, Error::Truncated { expected: 10, received: 5 }), "{e:?}");
    assert_eq!(e.to_string(), "body: the server announced 10 bytes and closed after 5");
    let e = fetch_err(&url("e%09%09+"));
    assert_reply(&e, Step::Status, r"e\t+", "ok", "+<length>");
    assert_eq!(server.join().unwrap(), ["a\t+\r\n", "b\t+\r\n", "c\t+\r\n", "d\t+\r\n", "e\t+\r\n"]);
}

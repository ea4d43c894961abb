//! url-literal's `fetch` example, as a process, against pyftpdlib: exit
//! statuses, `-o`, the summary of a large transfer. Its usage errors need no
//! daemon: `tests/all/client.rs`.

use std::fs;

use crate::daemon::{binary, ftp_daemon, Scratch};
use crate::fetch::fetch_bin;

#[test]
fn fetch_example_against_pyftpdlib() {
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

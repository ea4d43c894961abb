//! ftp against pyftpdlib: typecodes, the session's commands as its log
//! shows them, listings, escaping, accounts, replies of failure, PASV.

use url_literal::client::{Error, Input, Step};

use crate::daemon::{binary, ftp_daemon, ftp_tree, sorted_lines, Daemon, ASCII};
use crate::fetch::{assert_reply, client, fetch, fetch_err, fetch_with};

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

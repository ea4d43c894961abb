//! Tests of the advice: exact texts, and no panic on any short text.

extern crate std;

use std::string::{String, ToString};

use super::*;
use crate::rfc3986::schemes::{HttpUri, WsUri};
use crate::rfc3986::uri::UriRef;
use crate::view::file::FileUrl;
use crate::view::ftp::FtpUrl;
use crate::view::http::HttpUrl;
use crate::view::mailto::MailtoUrl;

/// The suggestion for `input`'s error from `parse`, as (text, Display).
#[track_caller]
fn fix<'a, T>(parse: impl Fn(&'a str) -> Result<T, ParseError>, input: &'a str) -> (String, String) {
    let Err(err) = parse(input) else { panic!("{input:?} parses") };
    let s = err.suggestion(input).unwrap_or_else(|| panic!("no suggestion for {input:?}: {err}"));
    (s.text().to_string(), s.to_string())
}

#[track_caller]
fn none<'a, T: core::fmt::Debug>(parse: impl Fn(&'a str) -> Result<T, ParseError>, input: &'a str) {
    let err = parse(input).unwrap_err();
    assert_eq!(err.suggestion(input), None, "{input:?}");
}

#[test]
fn one_edit_away() {
    for (a, b) in [("htp", "http"), ("htps", "https"), ("htttp", "http"), ("hrtp", "http"), ("thtp", "http")] {
        assert!(one_edit(a, b), "{a} {b}");
    }
    for (a, b) in [("http", "http"), ("HTTP", "http"), ("hp", "http"), ("ptth", "http"), ("", "ab"), ("xyz", "")] {
        assert!(!one_edit(a, b), "{a} {b}");
    }
    assert!(one_edit("", "a") && one_edit("a", "") && one_edit("Mailtoo", "mailto"));
}

#[test]
fn missing_scheme() {
    assert_eq!(
        fix(Url::parse, "www.example.com/x"),
        (
            "http://www.example.com/x".into(),
            "missing scheme (RFC 1738 §2.1); did you mean `http://www.example.com/x`?".into()
        )
    );
    assert_eq!(fix(Url::parse, "www.example.com").0, "http://www.example.com");
    assert_eq!(fix(Url::parse, "localhost/x").0, "http://localhost/x");
    assert_eq!(fix(Url::parse, "//www.example.com/x").0, "http://www.example.com/x");
    assert_eq!(
        fix(Uri::parse, "www.example.com/x"),
        (
            "http://www.example.com/x".into(),
            "missing scheme (RFC 3986 §3.1); did you mean `http://www.example.com/x`?".into()
        )
    );
    assert_eq!(fix(Uri::parse, "//h.example/").0, "http://h.example/");
    // Not a host name: no guess.
    none(Url::parse, "example/x");
    none(Url::parse, "");
    none(Url::parse, "1.2/x");
    none(Uri::parse, "");
}

#[test]
fn backslashes() {
    assert_eq!(
        fix(Url::parse, r"http:\\host\x"),
        (
            "http://host/x".into(),
            r"'\' for '/': URLs separate their parts with '/' (RFC 1738 §3.1); did you mean `http://host/x`?".into()
        )
    );
    assert_eq!(fix(Url::parse, r"http://host\dir\file.txt").0, "http://host/dir/file.txt");
    assert_eq!(fix(Url::parse, r"http://host/dir\file.txt").0, "http://host/dir/file.txt");
    assert_eq!(
        fix(Uri::parse, r"http://host/dir\file.txt").1,
        concat!(
            r"'\' for '/': URLs separate their parts with '/' (RFC 3986 §3.3); ",
            "did you mean `http://host/dir/file.txt`?"
        )
    );
}

#[test]
fn mailto_with_a_display_name() {
    let (text, shown) = fix(Url::parse, "mailto:Joe <joe@example.com>");
    assert_eq!(text, "mailto:joe@example.com");
    assert_eq!(
        shown,
        "RFC 1738 mailto takes only the addr-spec, without display name or angle brackets (RFC 1738 §3.5); \
         did you mean `mailto:joe@example.com`?"
    );
    assert_eq!(fix(Url::parse, "mailto:\"Joe Bloggs\" <joe@example.com>").0, "mailto:joe@example.com");
    assert_eq!(fix(MailtoUrl::parse, "mailto:<joe@example.com>").0, "mailto:joe@example.com");
    assert_eq!(
        fix(Uri::parse, "mailto:Joe <joe@example.com>").1,
        "a mailto URI takes only the address, without display name or angle brackets (RFC 6068 §2); \
         did you mean `mailto:joe@example.com`?"
    );
    none(Url::parse, "mailto:Joe <joe>");
}

#[test]
fn drive_letters() {
    assert_eq!(
        fix(Url::parse, "file://C:/x"),
        (
            "file:///C:/x".into(),
            "a drive letter belongs to the path, after 'file:///' (RFC 1738 §3.10); did you mean `file:///C:/x`?"
                .into()
        )
    );
    assert_eq!(fix(FileUrl::parse, "file:C:/x").0, "file:///C:/x");
    assert_eq!(fix(FileUrl::parse, "file:/c|/x").0, "file:///c:/x");
    assert_eq!(fix(Url::parse, r"file://C:\x\y").0, "file:///C:/x/y");
    assert_eq!(fix(Url::parse, r"C:\x\y").0, "file:///C:/x/y");
    assert_eq!(fix(Url::parse, r"C:\").0, "file:///C:/");
}

#[test]
fn missing_slashes() {
    assert_eq!(
        fix(Url::parse, "ftp:/ftp.example.org/pub/"),
        (
            "ftp://ftp.example.org/pub/".into(),
            "missing '/' of the '//' before the host (RFC 1738 §3.1); did you mean `ftp://ftp.example.org/pub/`?"
                .into()
        )
    );
    assert_eq!(
        fix(FtpUrl::parse, "ftp:h/").1,
        "missing '//' before the host (RFC 1738 §3.1); did you mean `ftp://h/`?"
    );
    assert_eq!(fix(Url::parse, "HTTP:/h/").0, "HTTP://h/");
    assert_eq!(
        fix(Uri::parse, "http:/h/").1,
        "missing '/' of the '//' before the host (RFC 3986 §3.2); did you mean `http://h/`?"
    );
}

#[test]
fn wrong_scheme_in_a_typed_view() {
    assert_eq!(
        fix(HttpUrl::parse, "htp://h/"),
        (
            "http://h/".into(),
            "unknown scheme 'htp', one letter from http (RFC 1738 §2.1); did you mean `http://h/`?".into()
        )
    );
    // https is http's form since RFC 2818: no typo. Another scheme: no guess.
    assert!(HttpUrl::parse("https://h/").is_ok());
    none(HttpUrl::parse, "ftp://h/");
    none(HttpUrl::parse, "xyz://h/");
    assert_eq!(
        fix(WsUri::parse, "https://h/chat"),
        (
            "wss://h/chat".into(),
            "WebSocket URIs use ws, and wss over TLS (RFC 6455 §3); did you mean `wss://h/chat`?".into()
        )
    );
    assert_eq!(fix(WsUri::parse, "HTTP://h/").0, "ws://h/");
    assert_eq!(fix(HttpUri::parse, "wss://h/").0, "https://h/");
    assert_eq!(
        fix(HttpUri::parse, "htps://h/").1,
        "unknown scheme 'htps', one letter from https (RFC 3986 §3.1); did you mean `https://h/`?"
    );
    none(HttpUri::parse, "ftp://h/");
}

#[test]
fn valid_lookalikes() {
    let shown = |s: &str| Url::parse(s).unwrap().suggestion().map(|s| s.to_string());
    assert_eq!(
        shown("localhost:8080").unwrap(),
        "'localhost' reads as a scheme; a host and port need 'http://' before them (RFC 1738 §3.1); \
         did you mean `http://localhost:8080`?"
    );
    assert_eq!(
        shown("example.com:8080/x").unwrap(),
        "'example.com' reads as a scheme; a host and port need 'http://' before them (RFC 1738 §3.1); \
         did you mean `http://example.com:8080/x`?"
    );
    assert_eq!(
        shown("myhost:80/").unwrap(),
        "'myhost' reads as a scheme; a host and port need 'http://' before them (RFC 1738 §3.1); \
         did you mean `http://myhost:80/`?"
    );
    assert_eq!(
        shown("htps://example.com/").unwrap(),
        "unknown scheme 'htps', one letter from https (RFC 1738 §2.1); did you mean `https://example.com/`?"
    );
    assert_eq!(
        shown("mailtoo:joe@example.com").unwrap(),
        "unknown scheme 'mailtoo', one letter from mailto (RFC 1738 §2.1); did you mean `mailto:joe@example.com`?"
    );
    assert_eq!(
        shown("C:/x").unwrap(),
        "a drive letter belongs to the path, after 'file:///' (RFC 1738 §3.10); did you mean `file:///C:/x`?"
    );
    for quiet in [
        "tel:911",
        "fax:12345",
        "myhost:99999",
        "x:1a",
        "urn:isbn:123",
        "ftps://h/",
        "sftp://h/",
        "tftp://h/x",
        "htp:x",
        "https://h/",
        "http://h/",
        "ws://h/",
        "hxxp://h/",
        "c:",
        "localhost:x",
    ] {
        assert_eq!(shown(quiet), None, "{quiet}");
    }
    let on_uri = |s: &str| Uri::parse(s).unwrap().suggestion().map(|s| s.text().to_string());
    assert_eq!(on_uri("localhost:8080").unwrap(), "http://localhost:8080");
    // `file://C:/x` reads as host `C` and an empty port, which RFC 8089 §2
    // refuses: the drive letter is the error's help.
    let e = Uri::parse("file://C:/x").unwrap_err();
    assert_eq!(e.suggestion("file://C:/x").unwrap().text().to_string(), "file:///C:/x");
    assert_eq!(on_uri("x-drive://C:/x"), None);
    assert_eq!(on_uri("htp://h/").unwrap(), "http://h/");
    assert_eq!(on_uri("https://h:8080/").as_deref(), None);
    assert_eq!(on_uri("ws://h/").as_deref(), None);
    assert!(UriRef::parse("localhost:8080").is_ok());
}

#[test]
fn every_corrected_text_parses() {
    for input in [
        "www.example.com/x",
        "localhost/x",
        "//www.example.com/x",
        r"http:\\host\x",
        r"http://host\dir\f",
        "mailto:Joe <joe@example.com>",
        "file://C:/x",
        r"C:\x\y",
        "file:C:/x",
        "ftp:/h/",
        "ftp:h/",
    ] {
        let s = Url::parse(input).unwrap_err().suggestion(input).unwrap();
        let text = s.text().to_string();
        assert!(Url::parse(&text).is_ok(), "{input:?} -> {text:?}");
    }
    for input in ["localhost:8080", "htp://h/", "C:/x", "mailtoo:j@h.example"] {
        let text = Url::parse(input).unwrap().suggestion().unwrap().text().to_string();
        assert!(Url::parse(&text).unwrap().suggestion().is_none(), "{input:?} -> {text:?}");
    }
}

#[test]
fn the_text_is_escaped_in_display_only() {
    let input = "www.example.com/\u{202e}";
    let s = Url::parse(input).unwrap_err().suggestion(input).unwrap();
    assert_eq!(s.text().to_string(), "http://www.example.com/\u{202e}");
    assert_eq!(s.to_string(), "missing scheme (RFC 1738 §2.1); did you mean `http://www.example.com/\\u{202e}`?");
}

/// `crate::escape`'s predicate in `ParseError`'s messages (here, where
/// the parsers are in reach without an import circle).
#[test]
fn parse_errors_quote_the_character_escaped() {
    let err = Url::parse("http://h/\u{202e}gpj.exe").unwrap_err();
    assert_eq!(
        err.to_string(),
        "non-ASCII character '\\u{202e}' in http path; octets 80-FF must be percent-encoded, here as %E2%80%AE \
         (RFC 1738 §2.2)"
    );
    let err = Url::parse("http://h/a\tb").unwrap_err();
    assert_eq!(err.to_string(), "control character '\\t' in http path; write it as %09 (RFC 1738 §2.2)");
    let err = Uri::parse("http://h/\u{85}").unwrap_err();
    assert_eq!(
        err.to_string(),
        "non-ASCII character '\\u{85}' in path; URIs are ASCII: percent-encode its UTF-8 bytes as %C2%85 \
         (RFC 3986 §3.3)"
    );
    // In const evaluation too, where a panic message is built from it.
    const TEXT: ErrorText = match Url::parse_const("http://h/\u{feff}") {
        Err(e) => e.message(),
        Ok(_) => panic!(),
    };
    assert_eq!(
        TEXT.as_str(),
        "non-ASCII character '\\u{feff}' in http path; octets 80-FF must be percent-encoded, here as %EF%BB%BF"
    );
}

#[test]
fn no_panic_on_any_short_text() {
    // Every text of up to 4 characters over the characters the advice
    // looks at (and a two-byte one).
    let alphabet = ['f', 'C', ':', '/', '\\', '<', '>', '@', ' ', '.', '|', '1', '\u{e9}'];
    let mut level = std::vec![String::new()];
    let mut texts = level.clone();
    for _ in 0..4 {
        level = level.iter().flat_map(|t| alphabet.iter().map(move |c| std::format!("{t}{c}"))).collect();
        texts.extend(level.iter().cloned());
    }
    let mut suggested = 0;
    for t in &texts {
        for fix in [
            Url::parse(t).err().and_then(|e| e.suggestion(t)),
            Uri::parse(t).err().and_then(|e| e.suggestion(t)),
            Url::parse(t).ok().and_then(|u| u.suggestion()),
            Uri::parse(t).ok().and_then(|u| u.suggestion()),
        ]
        .into_iter()
        .flatten()
        {
            assert!(!fix.to_string().is_empty() && fix.text().to_string().len() <= t.len() + 8, "{t:?}");
            suggested += 1;
        }
    }
    assert!(texts.len() > 30_000 && suggested > 100, "{} {suggested}", texts.len());
}

#[test]
fn no_panic_on_odd_inputs() {
    for input in ["\u{e9}:", "mailto:<", "mailto:<>", "mailto:é<a@b>", "file:", "file://", "C", "é\\", ":", "a:"] {
        for e in [Url::parse(input).err(), Uri::parse(input).err()].into_iter().flatten() {
            if let Some(s) = e.suggestion(input) {
                let _ = s.to_string();
            }
        }
    }
}

#[test]
fn known_names_come_from_the_two_tables_of_schemes() {
    use std::vec::Vec;
    let mut names: Vec<(&str, bool)> = Vec::new();
    let none = known::first_known(|name, slashes| {
        names.push((name, slashes));
        false
    });
    assert_eq!(none, None);
    assert_eq!(
        names,
        [
            ("http", true),
            ("https", true),
            ("ws", true),
            ("wss", true),
            ("ftp", true),
            ("http", true),
            ("gopher", true),
            ("mailto", false),
            ("news", false),
            ("nntp", true),
            ("telnet", true),
            ("wais", true),
            ("file", true),
            ("prospero", true),
            ("https", true),
        ]
    );
    // The extra names are real schemes, in neither table.
    for real in REAL {
        assert!(names.iter().all(|(k, _)| k != real), "{real}");
        assert_eq!(Scheme::from_name(real), Scheme::Other, "{real}");
    }
}

#[test]
fn websocket_names_are_known_from_the_rfc3986_table() {
    let shown = |s: &str| Url::parse(s).unwrap().suggestion().map(|s| s.to_string());
    // wss was no typo target before the RFC 3986 table's names were taken
    assert_eq!(
        shown("wsss://h/").unwrap(),
        "unknown scheme 'wsss', one letter from wss (RFC 1738 §2.1); did you mean `wss://h/`?"
    );
    let on_uri = |s: &str| Uri::parse(s).unwrap().suggestion().map(|s| s.text().to_string());
    assert_eq!(on_uri("wws://h/").as_deref(), Some("wss://h/"));
    // ws and wss are known names, and ws, two letters, is no target
    for quiet in ["ws://h/", "wss://h/", "wx://h/", "xs://h/"] {
        assert_eq!(shown(quiet), None, "{quiet}");
        assert_eq!(on_uri(quiet), None, "{quiet}");
    }
    // the order of the known names: http before ftp
    assert_eq!(
        shown("fttp://h/").unwrap(),
        "unknown scheme 'fttp', one letter from http (RFC 1738 §2.1); did you mean `http://h/`?"
    );
}

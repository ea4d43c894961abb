//! Nothing moves, nothing leaks.

use url_core::build;
use url_core::render::{Escaped, Marked};
use url_core::resolve::RelativeRef;
use url_core::template::{lex, Hole, Piece, UriWriter, UrlWriter};
use url_core::text::find_urls;
use url_literal::client::Client;
use url_literal::{
    try_uri_format, ConvertError, FtpUrl, FtpUrlBuf, HttpUri, HttpUriBuf, Iri, IriBuf, IriRef, IriRefBuf, OtherUrl,
    OtherUrlBuf, TelnetUrl, TelnetUrlBuf, Uri, UriBuf, UriRef, UriRefBuf, Url, UrlBuf, WsUri, WsUriBuf,
};

const PW: &str = "Pw7xQz";

/// The `Debug` of each public type of [`every_debug_redacts`], in its order.
const WANT: &[(&str, &str)] = &[
    ("Url", r#"Url("ftp://deploy:***@example.com/pub/f;type=i#frag")"#),
    ("UrlBuf", r#"Url("ftp://deploy:***@example.com/pub/f;type=i#frag")"#),
    (
        "FtpUrl",
        r#"FtpUrl { url: "ftp://deploy:***@example.com/pub/f;type=i#frag", user: "deploy", password: ***, host: Name("example.com"), cwd: ["pub"], name: Some("f"), typecode: Some(Image), fragment: "frag" }"#,
    ),
    (
        "FtpUrlBuf",
        r#"FtpUrl { url: "ftp://deploy:***@example.com/pub/f;type=i#frag", user: "deploy", password: ***, host: Name("example.com"), cwd: ["pub"], name: Some("f"), typecode: Some(Image), fragment: "frag" }"#,
    ),
    (
        "Details",
        r#"FtpUrl { url: "ftp://deploy:***@example.com/pub/f;type=i#frag", user: "deploy", password: ***, host: Name("example.com"), cwd: ["pub"], name: Some("f"), typecode: Some(Image), fragment: "frag" }"#,
    ),
    (
        "TelnetUrl",
        r#"TelnetUrl { url: "telnet://deploy:***@example.com/", user: "deploy", password: ***, host: Name("example.com") }"#,
    ),
    (
        "TelnetUrlBuf",
        r#"TelnetUrl { url: "telnet://deploy:***@example.com/", user: "deploy", password: ***, host: Name("example.com") }"#,
    ),
    ("TelnetAdvice", r#"Some(TelnetAdvice { user: Decoded("deploy"), password: Some(***) })"#),
    (
        "OtherUrl",
        r#"OtherUrl { url: "x-y://deploy:***@example.com/p", scheme: "x-y", scheme_part: "//deploy:***@example.com/p", user: "deploy", password: ***, host: Name("example.com"), path: "p" }"#,
    ),
    (
        "OtherUrlBuf",
        r#"OtherUrl { url: "x-y://deploy:***@example.com/p", scheme: "x-y", scheme_part: "//deploy:***@example.com/p", user: "deploy", password: ***, host: Name("example.com"), path: "p" }"#,
    ),
    (
        "ParseError",
        r#"ParseError { offset: 23, length: 1, rule: "host", section: "3.1", message: "space in host; expected letters, digits, '-' and '.' (no escapes)" }"#,
    ),
    ("ErrorText", r#""space in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)""#),
    (
        "Caret",
        r#"Caret { error: ParseError { offset: 23, length: 1, rule: "host", section: "3.1", message: "space in host; expected letters, digits, '-' and '.' (no escapes)" }, input: "ftp://deploy:***@exa mple.com/", indent: 2, label: true }"#,
    ),
    ("Marked", r#"Marked { input: "ftp://deploy:***@exa mple.com/", offset: 0, length: 3 }"#),
    ("Escaped", r#"Escaped("ftp://deploy:***@exa mple.com/")"#),
    (
        "Suggestion",
        r#"Suggestion { reason: "unknown scheme 'htp', one letter from http (RFC 1738 §2.1)", text: "http://deploy:***@example.com/" }"#,
    ),
    ("Corrected", r#"Corrected("http://deploy:***@example.com/")"#),
    ("Urls", r#"Urls { len: 94, pos: 0 }"#),
    (
        "Found",
        r#"Found { form: Wrapper, span: 4..46, url_span: 9..45, cleaned: "ftp://deploy:***@example.com/pub/", break_hyphens: 0 }"#,
    ),
    ("Cleaned", r#""ftp://deploy:***@example.com/x""#),
    ("Pieces", r#"Pieces { raw: "ftp://deploy:***@exa-\n  mple.com/x", pos: 0, dehyphenate: true }"#),
    (
        "RelativeRef",
        r#"RelativeRef { form: NetworkPath, scheme: None, net_loc: Some("deploy:***@example.com"), path: "/x", query: None, fragment: None }"#,
    ),
    (
        "JoinError",
        r#"NotRfc1738 { text: "ftp://deploy:***@example.com/x;y", error: ParseError { offset: 33, length: 1, rule: "fpath", section: "3.2.2", message: "unexpected ';' in ftp path; ';' is reserved and must be written %3B (only ';type=a', ';type=i' or ';type=d' may end the path); the text is a valid RFC 3986 URI: use uri! or Uri::parse" } }"#,
    ),
    ("Uri", r#"Uri("x-api://deploy:***@example.com/a?b#c")"#),
    ("UriRef", r#"UriRef("x-api://deploy:***@example.com/a?b#c")"#),
    ("UriBuf", r#"Uri("x-api://deploy:***@example.com/a?b#c")"#),
    ("UriRefBuf", r#"UriRef("x-api://deploy:***@example.com/a?b#c")"#),
    ("HttpUri", r#"HttpUri { uri: Uri("https://example.com/a?b#c"), secure: true }"#),
    ("HttpUriBuf", r#"HttpUri { uri: Uri("https://example.com/a?b#c"), secure: true }"#),
    ("WsUri", r#"WsUri { uri: Uri("wss://example.com/a?b"), secure: true }"#),
    ("WsUriBuf", r#"WsUri { uri: Uri("wss://example.com/a?b"), secure: true }"#),
    ("Iri", r#"Iri("x-api://deploy:***@exämple.com/ü")"#),
    ("IriRef", r#"IriRef("x-api://deploy:***@exämple.com/ü")"#),
    ("IriBuf", r#"Iri("x-api://deploy:***@exämple.com/ü")"#),
    ("IriRefBuf", r#"IriRef("x-api://deploy:***@exämple.com/ü")"#),
    (
        "Rewrite",
        r#"Rewritten(Rewrite { target: "url::Url", text: "x-api://deploy:***@example.com/", changes: [SchemeCase] })"#,
    ),
    (
        "Moved",
        r#"Moved(Moved { target: "url::Url", part: "path", ours: "RFC 1738", ours_reads: "the path /a?b", theirs: "WHATWG", theirs_reads: "the path /a", why: "WHATWG reads '?' as the start of a query in every scheme" })"#,
    ),
    (
        "AmbiguousHost",
        r#"AmbiguousHost { host: "0127.0.0.1", offset: 20, rfc1738: Ipv4([127, 0, 0, 1]), whatwg: Some(Ipv4([87, 0, 0, 1])) }"#,
    ),
    (
        "ConvertError",
        r#"AmbiguousHost("ambiguous host 0127.0.0.1: RFC 1738 reads every group in decimal (127.0.0.1) but WHATWG URL parsers and inet_aton read a group with a leading zero as octal (87.0.0.1); write the host without leading zeros (RFC 1738 §3.1 hostnumber)")"#,
    ),
    (
        "FtpCommands",
        r#"FtpCommands { login: [Some(User(Decoded("deploy"))), Some(Pass(***))], cwd: DecodedSegments(Segments { rest: Some("pub") }), tail: [Some(Type(Image)), Some(Retr(Decoded("f")))] }"#,
    ),
    ("FtpCommand", r#"User(Decoded("deploy"))"#),
    (
        "Ftp",
        r#"Ftp { login: Login { user: Some([100, 101, 112, 108, 111, 121]), password: Some(***), host: "example.com", port: None }, cwd: [], name: None, typecode: None, fragment: None }"#,
    ),
    (
        "Telnet",
        r#"Telnet { login: Login { user: Some([100, 101, 112, 108, 111, 121]), password: Some(***), host: "example.com", port: None }, fragment: None }"#,
    ),
    (
        "OtherIp",
        r#"OtherIp { scheme: "x-y", login: Login { user: Some([100, 101, 112, 108, 111, 121]), password: Some(***), host: "example.com", port: None }, path: None, fragment: None }"#,
    ),
    (
        "UriWriter",
        r#"UriWriter { text: "ftp://deploy:***@h/", o: [4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295], port: 0, host: RegName, host_hole: false, failed: false }"#,
    ),
    ("UrlWriter", r#"UrlWriter { text: "ftp://deploy:***@h/", control: None, failed: false }"#),
    ("Piece", r#"Text { text: "ftp://deploy:***@h/", at: 0, width: 22 }"#),
    ("Lexeme", r#"Text { text: "ftp://deploy:***@h/", at: 0, width: 22 }"#),
    ("Lexemes", r#"Lexemes { template: "ftp://deploy:***@h/{f}", pos: 0, failed: false }"#),
    (
        "TemplateError",
        r#"TemplateError { host: "deploy:***@evil.example", error: ParseError { offset: 6, length: 1, rule: "host", section: "3.2.2", message: "unexpected character ':' in host; write it as %3A" } }"#,
    ),
    (
        "Client",
        r#"Client { connect_timeout: 10s, read_timeout: 30s, email: "", password: Some(***), search: None, news_server: None, smtp_relay: None }"#,
    ),
    ("UriTemplate", r#"UriTemplate { text: "ftp://deploy:***@h/{f}", level: 1 }"#),
    ("Expressions", r#"Expressions { template: "ftp://deploy:***@h/{f}", at: 0 }"#),
];

/// The public types found by [`public_types_with_text`] that hold a URL's
/// text but never a password, and why. A type the search finds must be
/// here or in [`WANT`]: a new public type joins one of the two lists.
const NO_PASSWORD: &[(&str, &str)] = &[
    ("Addresses", "a mailto: URI's addresses: mailto has no authority, so no login (RFC 6068 §2)"),
    ("DataUri", "a data: URI: no authority, so no login (RFC 2397 §3)"),
    ("FileUri", "a file: URI: RFC 8089 §2 refuses userinfo, so Uri::parse never gives one with a login"),
    ("Headers", "a mailto: URI's header fields: no authority, so no login (RFC 6068 §2)"),
    ("MailtoUri", "a mailto: URI: no authority, so no login (RFC 6068 §2)"),
    ("Parameters", "a data: URI's media type parameters: no authority, so no login"),
    ("Urn", "a URN: no authority, so no login (RFC 8141 §2)"),
    ("Change", "a host or a part's name (an IPv6 address as written)"),
    ("Expression", "an RFC 6570 expression, `{` to `}`: an operator and variable names, which hold no ':' or '@'"),
    ("VarSpec", "an RFC 6570 variable's name and modifier"),
    ("VarSpecs", "an RFC 6570 expression, `{` to `}`"),
    ("Kind", "the name of an RFC 6570 value's kind"),
    ("ValueProblem", "a component's name"),
    ("Component", "a component's name"),
    ("ControlOnWire", "an offset, a byte and a component's name"),
    ("DecodedFields", "prospero fields, after the path: no login"),
    ("DecodedSegments", "path segments"),
    ("Error", "client::Error: hosts, and commands written with `PASS ***`"),
    (
        "Composed",
        "a mail message composed from a mailto URL, which holds no login (RFC 6068 §2): addresses, header fields, body",
    ),
    ("IgnoredField", "a mailto header field's name"),
    ("Sent", "a composed mail message and the relay's reply"),
    ("TelnetSession", "a telnet connection and its banner: the URL's user and password are advice, never held"),
    ("Fields", "prospero fields, after the path"),
    ("File", "a builder: the login's password is written `***` (file URLs take none)"),
    ("FileLocation", "a host"),
    ("Gopher", "a builder: the login's password is written `***` (gopher takes none)"),
    ("GopherAttributeNames", "gopher+ attribute names, after the selector"),
    ("GopherAttributes", "gopher+ attributes, after the selector"),
    ("GopherForm", "a gopher+ form, after the selector"),
    ("GopherFormLines", "a gopher+ form's lines"),
    ("GopherLine", "a gopher request line: selector, search, gopher+"),
    ("GopherPlus", "a gopher+ string"),
    ("GopherRequest", "a gopher selector, search and gopher+ string"),
    ("GopherSearch", "a gopher search"),
    ("Host", "a host"),
    ("Http", "a builder: the login's password is written `***` (http takes none)"),
    ("IdnaError", "a host"),
    ("MessageId", "a news message-id"),
    ("NewsItem", "a newsgroup or message-id"),
    ("NewsTarget", "a newsgroup or message-id"),
    ("Mailto", "a builder of a mailto URL: an address"),
    ("News", "a builder of a news URL: a newsgroup or message-id"),
    ("Nntp", "a builder: the login's password is written `***` (nntp takes none)"),
    ("Other", "a builder of a scheme-specific part: its text is the caller's, not parsed for a login"),
    ("Part", "a part's name"),
    ("Prospero", "a builder: the login's password is written `***` (prospero takes none)"),
    ("Reason", "a ParseError (offsets, rule, message)"),
    ("ResolveError", "static reasons"),
    ("Segments", "path segments"),
    ("UriHost", "a host"),
    ("Wais", "a builder: the login's password is written `***` (wais takes none)"),
    ("WaisForm", "a wais database, search or path"),
    ("WaisRequest", "a wais database, search or path"),
    ("WireError", "offsets, bytes and a component's name"),
    // Not found by the search (written by macros), listed by hand: their
    // schemes take no password (RFC 1738 §3.3-§3.11).
    ("HttpUrl", "http takes no login (§3.3)"),
    ("GopherUrl", "gopher takes no login (§3.4)"),
    ("MailtoUrl", "mailto takes no login (§3.5)"),
    ("NewsUrl", "news takes no login (§3.6)"),
    ("NntpUrl", "nntp takes no login (§3.7)"),
    ("WaisUrl", "wais takes no login (§3.9)"),
    ("FileUrl", "file takes no login (§3.10)"),
    ("ProsperoUrl", "prospero takes no login (§3.11)"),
    // The password accessors give the password itself, by request:
    // `Url::password`, `FtpUrl::password_decoded`, `TelnetAdvice::password`.
    ("Decoded", "any decoded part; the password only from the password accessors"),
];

/// The text of every source file of url-core and url-literal.
fn sources() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    let mut dirs = vec![root.join("url-core/src"), root.join("url-literal/src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    files
}

/// The public types (`pub struct` or `pub enum` at the top of a file of
/// url-core or url-literal) with a `Debug`, derived or written, whose
/// fields name text: `str`, `String`, `Vec<u8>` or a type that holds a
/// URL's text.
fn public_types_with_text() -> std::collections::BTreeSet<String> {
    let text = regex::Regex::new(
        r"\b(str|String|Vec<u8>|Url|Uri|UriRef|Iri|IriRef|Decoded|Decode|Segments|Fields|Suggestion|Login|FtpCommand|UrlBuf|UriBuf)\b|Vec<u8>",
    )
    .unwrap();
    let item = regex::Regex::new(r"^pub (struct|enum) (\w+)").unwrap();
    let files = sources();
    let all = files.join("\n");
    let derive = regex::Regex::new(r"derive\([^)]*\bDebug\b").unwrap();
    let mut found = std::collections::BTreeSet::new();
    for file in &files {
        let lines: Vec<&str> = file.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let Some(m) = item.captures(line) else { continue };
            let name = &m[2];
            let attrs: String =
                lines[..i].iter().rev().take_while(|l| l.starts_with("#[") || l.starts_with("///")).copied().collect();
            let derived = derive.is_match(&attrs);
            let written = [" ", "<"].iter().any(|end| all.contains(&format!("Debug for {name}{end}")));
            let fields: String = if line.trim_end().ends_with(';') {
                line.split_once('(').map_or("", |(_, f)| f).to_owned()
            } else {
                lines[i + 1..]
                    .iter()
                    .take_while(|l| !l.starts_with('}'))
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .map(|l| format!("{l}\n"))
                    .collect()
            };
            if (derived || written) && text.is_match(&fields) {
                found.insert(name.to_owned());
            }
        }
    }
    found
}

/// Every public type the search finds is in one of the two lists, and
/// every name in the lists is a type of the crates.
#[test]
fn every_public_type_with_text_is_listed() {
    let found = public_types_with_text();
    let listed: std::collections::BTreeSet<&str> = WANT.iter().chain(NO_PASSWORD).map(|(n, _)| *n).collect();
    let missing: Vec<&String> = found.iter().filter(|n| !listed.contains(n.as_str())).collect();
    assert!(missing.is_empty(), "public types holding text, in neither WANT nor NO_PASSWORD: {missing:?}");
    assert!(found.len() >= 70, "the search finds only {} types: {found:?}", found.len());
    // The typed views and owned forms are written by macros: `Name,` in
    // their invocations.
    let all = sources().join("\n");
    for name in &listed {
        let known = [format!("pub struct {name}"), format!("pub enum {name}"), format!("    {name} ")]
            .iter()
            .any(|p| all.contains(p.as_str()));
        assert!(known, "{name} is listed but is no public type");
    }
}

/// One `Debug` per public type that holds a URL's text (the list
/// [`WANT`]), for URLs whose password is [`PW`]: exact text, `***` for it.
#[test]
fn every_debug_redacts() {
    let mut out: Vec<(&str, String)> = Vec::new();
    macro_rules! d {
        ($name:literal, $e:expr) => {
            out.push(($name, format!("{:?}", $e)))
        };
    }
    let ftp = "ftp://deploy:Pw7xQz@example.com/pub/f;type=i#frag";
    let url = Url::parse(ftp).unwrap();
    d!("Url", url);
    d!("UrlBuf", UrlBuf::parse(ftp.to_owned()).unwrap());
    d!("FtpUrl", FtpUrl::parse(ftp).unwrap());
    d!("FtpUrlBuf", FtpUrlBuf::parse(ftp.to_owned()).unwrap());
    d!("Details", url.details());
    let telnet = "telnet://deploy:Pw7xQz@example.com/";
    d!("TelnetUrl", TelnetUrl::parse(telnet).unwrap());
    d!("TelnetUrlBuf", TelnetUrlBuf::parse(telnet.to_owned()).unwrap());
    d!("TelnetAdvice", TelnetUrl::parse(telnet).unwrap().advice());
    let other = "x-y://deploy:Pw7xQz@example.com/p";
    d!("OtherUrl", OtherUrl::parse(other).unwrap());
    d!("OtherUrlBuf", OtherUrlBuf::parse(other.to_owned()).unwrap());
    let bad = "ftp://deploy:Pw7xQz@exa mple.com/";
    let err = Url::parse(bad).unwrap_err();
    d!("ParseError", err);
    d!("ErrorText", err.text());
    d!("Caret", err.display_in(bad));
    d!("Marked", Marked::new(bad, 0, 3));
    d!("Escaped", Escaped::new(bad));
    let typo = "htp://deploy:Pw7xQz@example.com/";
    let s = Url::parse(typo).unwrap().suggestion().unwrap();
    d!("Suggestion", s);
    d!("Corrected", s.text());
    let text = "see <URL:ftp://deploy:Pw7xQz@example.com/pub/> and <URL:ftp://deploy:Pw7xQz@exa-\n  mple.com/x>";
    d!("Urls", find_urls(text));
    let found: Vec<_> = find_urls(text).collect();
    d!("Found", found[0]);
    d!("Cleaned", found[1].dehyphenated());
    d!("Pieces", found[1].dehyphenated().pieces());
    d!("RelativeRef", RelativeRef::parse("//deploy:Pw7xQz@example.com/x").unwrap());
    d!("JoinError", Url::parse("ftp://deploy:Pw7xQz@example.com/a").unwrap().join("x;y").unwrap_err());
    let u = "x-api://deploy:Pw7xQz@example.com/a?b#c";
    d!("Uri", Uri::parse(u).unwrap());
    d!("UriRef", UriRef::parse(u).unwrap());
    d!("UriBuf", UriBuf::parse(u.to_owned()).unwrap());
    d!("UriRefBuf", UriRefBuf::parse(u.to_owned()).unwrap());
    let h = "https://example.com/a?b#c";
    d!("HttpUri", HttpUri::parse(h).unwrap());
    d!("HttpUriBuf", HttpUriBuf::parse(h.to_owned()).unwrap());
    let w = "wss://example.com/a?b";
    d!("WsUri", WsUri::parse(w).unwrap());
    d!("WsUriBuf", WsUriBuf::parse(w.to_owned()).unwrap());
    let i = "x-api://deploy:Pw7xQz@ex\u{e4}mple.com/\u{fc}";
    d!("Iri", Iri::parse(i).unwrap());
    d!("IriRef", IriRef::parse(i).unwrap());
    d!("IriBuf", IriBuf::parse(i.to_owned()).unwrap());
    d!("IriRefBuf", IriRefBuf::parse(i.to_owned()).unwrap());
    d!("Rewrite", url::Url::try_from(Uri::parse("X-API://deploy:Pw7xQz@example.com/").unwrap()).unwrap_err());
    d!("Moved", url::Url::try_from(Url::parse("ftp://deploy:Pw7xQz@example.com/a?b").unwrap()).unwrap_err());
    d!("AmbiguousHost", Url::parse("ftp://deploy:Pw7xQz@0127.0.0.1/").unwrap().ambiguous_host().unwrap());
    d!("ConvertError", url::Url::try_from(Url::parse("ftp://deploy:Pw7xQz@0127.0.0.1/").unwrap()).unwrap_err());
    d!("FtpCommands", FtpUrl::parse(ftp).unwrap().commands("me@example.org").unwrap());
    d!("FtpCommand", FtpUrl::parse(ftp).unwrap().commands("me@example.org").unwrap().next().unwrap());
    d!("Ftp", build::Ftp::new("example.com").user("deploy").password(PW));
    d!("Telnet", build::Telnet::new("example.com").user("deploy").password(PW));
    d!("OtherIp", build::Other::ip("x-y", "example.com").user("deploy").password(PW));
    let mut uw = UriWriter::new(32, [u32::MAX; 7], 0, 1, 0);
    uw.text("ftp://deploy:");
    uw.hole(Hole::Userinfo, &PW);
    uw.text("@h/");
    d!("UriWriter", uw);
    let mut lw = UrlWriter::new(32);
    lw.text("ftp://deploy:Pw7xQz@h/");
    d!("UrlWriter", lw);
    d!("Piece", Piece::Text { text: "ftp://deploy:Pw7xQz@h/", at: 0, width: 22 });
    d!("Lexeme", lex("ftp://deploy:Pw7xQz@h/{f}").next().unwrap().unwrap());
    d!("Lexemes", lex("ftp://deploy:Pw7xQz@h/{f}"));
    let host = "deploy:Pw7xQz@evil.example";
    d!("TemplateError", try_uri_format!("http://{host}/").unwrap_err());
    d!("Client", Client::new().password(PW));
    let template = url_literal::rfc6570::UriTemplate::parse("ftp://deploy:Pw7xQz@h/{f}").unwrap();
    d!("UriTemplate", template);
    d!("Expressions", template.expressions());
    let got: Vec<(&str, &str)> = out.iter().map(|(n, s)| (*n, s.as_str())).collect();
    for ((name, debug), (want_name, want)) in got.iter().zip(WANT) {
        assert_eq!((name, debug), (want_name, want));
        assert!(!debug.contains(PW), "{name}: {debug}");
    }
    assert_eq!(got.len(), WANT.len());
}

/// The `Display` of each public error type (`std::error::Error`) whose
/// value can hold a URL's text, in the order of [`every_error_display_redacts`]:
/// errors are logged through `Display`, so it hides a password as `Debug`
/// does (issue 44, item 7).
///
/// Not listed: the pictures of `url_core::render` (`Caret`, `Marked`,
/// `Escaped`), which are no errors but draw the input a caller hands them,
/// as given, so that a caret can point into any part of it (a space in a
/// password among them); their `Debug` hides the password.
const WANT_DISPLAY: &[(&str, &str)] = &[
    ("ParseError", r#"space in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)"#),
    ("ErrorText", r#"space in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)"#),
    (
        "JoinError",
        r#"the reference resolves to text that is not an RFC 1738 URL: unexpected ';' in ftp path; ';' is reserved and must be written %3B (only ';type=a', ';type=i' or ';type=d' may end the path) (RFC 1738 §3.2.2); the text is a valid RFC 3986 URI: use uri! or Uri::parse"#,
    ),
    (
        "Rewrite",
        r#"url::Url would rewrite the URI as x-api://deploy:***@example.com/: WHATWG lower-cases the scheme (RFC 3986 §6.2.2.1)"#,
    ),
    (
        "Moved",
        r#"path read differently: RFC 1738 reads the path /a?b, WHATWG reads the path /a (WHATWG reads '?' as the start of a query in every scheme)"#,
    ),
    (
        "AmbiguousHost",
        r#"ambiguous host 0127.0.0.1: RFC 1738 reads every group in decimal (127.0.0.1) but WHATWG URL parsers and inet_aton read a group with a leading zero as octal (87.0.0.1); write the host without leading zeros (RFC 1738 §3.1 hostnumber)"#,
    ),
    (
        "ConvertError",
        r#"ambiguous host 0127.0.0.1: RFC 1738 reads every group in decimal (127.0.0.1) but WHATWG URL parsers and inet_aton read a group with a leading zero as octal (87.0.0.1); write the host without leading zeros (RFC 1738 §3.1 hostnumber)"#,
    ),
    (
        "TemplateError",
        r#"invalid host 'deploy:***@evil.example': unexpected character ':' in host; write it as %3A (RFC 3986 §3.2.2)"#,
    ),
    (
        "BuildError",
        r#"invalid host: space in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)"#,
    ),
    ("ControlOnWire", r#"encoded CR (%0D) in the ftp path would be sent to the server as a line break (RFC 1738 §6)"#),
    ("Error", r#"invalid URL: space in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)"#),
];

/// One `Display` per public error type that can hold a URL's text (the
/// list [`WANT_DISPLAY`]), for inputs whose password is [`PW`]: exact text,
/// `***` for it, or no password at all (an error that quotes no input).
#[test]
fn every_error_display_redacts() {
    let mut out: Vec<(&str, String)> = Vec::new();
    macro_rules! d {
        ($name:literal, $e:expr) => {
            out.push(($name, format!("{}", $e)))
        };
    }
    let bad = "ftp://deploy:Pw7xQz@exa mple.com/";
    let err = Url::parse(bad).unwrap_err();
    d!("ParseError", err);
    d!("ErrorText", err.text());
    d!("JoinError", Url::parse("ftp://deploy:Pw7xQz@example.com/a").unwrap().join("x;y").unwrap_err());
    d!("Rewrite", url::Url::try_from(Uri::parse("X-API://deploy:Pw7xQz@example.com/").unwrap()).unwrap_err());
    d!("Moved", url::Url::try_from(Url::parse("ftp://deploy:Pw7xQz@example.com/a?b").unwrap()).unwrap_err());
    d!("AmbiguousHost", Url::parse("ftp://deploy:Pw7xQz@0127.0.0.1/").unwrap().ambiguous_host().unwrap());
    d!("ConvertError", url::Url::try_from(Url::parse("ftp://deploy:Pw7xQz@0127.0.0.1/").unwrap()).unwrap_err());
    let host = "deploy:Pw7xQz@evil.example";
    d!("TemplateError", try_uri_format!("http://{host}/").unwrap_err());
    d!("BuildError", build::Ftp::new("exa mple.com").user("deploy").password(PW).build().unwrap_err());
    d!("ControlOnWire", Url::parse("ftp://deploy:Pw7xQz@example.com/a%0Db").unwrap().control_on_wire().unwrap());
    d!("Error", Client::new().password(PW).fetch_str(bad, &mut Vec::new()).unwrap_err());
    let got: Vec<(&str, &str)> = out.iter().map(|(n, s)| (*n, s.as_str())).collect();
    for ((name, display), (want_name, want)) in got.iter().zip(WANT_DISPLAY) {
        assert_eq!((name, display), (want_name, want));
        assert!(!display.contains(PW), "{name}: {display}");
    }
    assert_eq!(got.len(), WANT_DISPLAY.len());
}

// ---------------------------------------------------------------------------
// Conversions never move an address: the differential test.

use std::collections::BTreeMap;

use url_literal::{Host, UriHost};

/// `s` with every `%XX` decoded (the test's own decoder), as text.
fn decoded(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        if b[i] == b'%' && i + 2 < b.len() {
            if let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// An address as one side reads it, every part decoded; the rewrites the
/// conversions document as keeping the address are read as none.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Addr {
    scheme: String,
    user: String,
    password: String,
    host: Option<String>,
    port: Option<u16>,
    /// The segments after the first `/`, or the opaque path (`Err`).
    path: Result<Vec<String>, String>,
    query: Option<String>,
}

impl Addr {
    #[allow(clippy::too_many_arguments)]
    fn new(
        scheme: &str,
        user: &str,
        password: &str,
        host: Option<String>,
        port: Option<u16>,
        hierarchical: bool,
        path: &str,
        query: Option<&str>,
    ) -> Addr {
        let scheme = scheme.to_ascii_lowercase();
        let host = host.map(|h| h.to_ascii_lowercase()).filter(|h| !h.is_empty());
        let host = host.filter(|h| !(scheme == "file" && h == "localhost"));
        let default = match scheme.as_str() {
            "http" | "ws" => Some(80),
            "https" | "wss" => Some(443),
            "ftp" => Some(21),
            _ => None,
        };
        let path = if hierarchical {
            let p = if host.is_none() && path.starts_with("/.//") { &path[2..] } else { path };
            let p = p.strip_prefix('/').unwrap_or(p);
            Ok(p.split('/').map(decoded).collect())
        } else {
            Err(decoded(path))
        };
        Addr {
            scheme,
            user: decoded(user),
            password: decoded(password),
            host,
            port: port.filter(|&p| Some(p) != default),
            path,
            query: query.map(decoded),
        }
    }

    fn of_url(url: &Url<'_>) -> Addr {
        let host = url.host().map(|h| match h {
            Host::Name(n) => decoded(n),
            Host::Ipv4([a, b, c, d]) => format!("{a}.{b}.{c}.{d}"),
        });
        let rest = if url.has_login() {
            url.url_path().map_or(String::new(), |p| format!("/{p}"))
        } else {
            url.scheme_specific_part().to_owned()
        };
        let kind = url.scheme().to_ascii_lowercase();
        let (path, query) = match rest.split_once('?') {
            Some((p, q)) if ["http", "https", "wais"].contains(&kind.as_str()) => (p.to_owned(), Some(q.to_owned())),
            _ => (rest.clone(), None),
        };
        Addr::new(
            url.scheme(),
            url.user().unwrap_or(""),
            url.password().unwrap_or(""),
            host,
            url.port(),
            url.has_login() || path.starts_with('/'),
            &path,
            query.as_deref(),
        )
    }

    fn of_uri(uri: &Uri<'_>) -> Addr {
        let host = uri.host().map(|h| match h {
            UriHost::RegName(n) => decoded(n),
            UriHost::Ipv4([a, b, c, d]) => format!("{a}.{b}.{c}.{d}"),
            UriHost::Ipv6(g) => format!("[{}]", std::net::Ipv6Addr::from(g)),
            UriHost::IpvFuture(v) => format!("[{v}]"),
        });
        let (user, password) = match uri.userinfo() {
            Some(u) => u.split_once(':').unwrap_or((u, "")),
            None => ("", ""),
        };
        let hier = uri.host().is_some() || uri.path().starts_with('/');
        Addr::new(uri.scheme(), user, password, host, uri.port(), hier, uri.path(), uri.query())
    }

    fn of_whatwg(w: &url::Url) -> Addr {
        let host = w.host().map(|h| match h {
            url::Host::Domain(d) => decoded(d),
            url::Host::Ipv4(a) => a.to_string(),
            url::Host::Ipv6(a) => format!("[{a}]"),
        });
        let hier = !w.cannot_be_a_base();
        Addr::new(w.scheme(), w.username(), w.password().unwrap_or(""), host, w.port(), hier, w.path(), w.query())
    }

    fn of_http(h: &http::Uri) -> Addr {
        let auth = h.authority().map_or("", |a| a.as_str());
        let (user, password) = match auth.rsplit_once('@') {
            Some((u, _)) => u.split_once(':').unwrap_or((u, "")),
            None => ("", ""),
        };
        let host = h.host().map(|x| match x.strip_prefix('[').and_then(|x| x.strip_suffix(']')) {
            Some(v6) => v6.parse::<std::net::Ipv6Addr>().map_or(x.to_owned(), |a| format!("[{a}]")),
            None => decoded(x),
        });
        Addr::new(h.scheme_str().unwrap_or(""), user, password, host, h.port_u16(), true, h.path(), h.query())
    }
}

/// Per direction, per outcome, how many.
type Counts = BTreeMap<&'static str, BTreeMap<String, usize>>;

fn count(counts: &mut Counts, direction: &'static str, outcome: String) {
    *counts.entry(direction).or_default().entry(outcome).or_default() += 1;
}

/// The outcome's name for a refusal.
fn refusal<E>(e: &ConvertError<E>) -> String {
    match e {
        ConvertError::Rejected(_) => "rejected by the target's parser".into(),
        ConvertError::AmbiguousHost(_) => "refused: ambiguous host".into(),
        ConvertError::Rewritten(_) => "refused: rewritten".into(),
        ConvertError::Moved(m) => format!("refused: {} read differently", m.part()),
        _ => "refused: other".into(),
    }
}

/// One conversion: a success must read the same address on both sides
/// (`ours` and `theirs`); a refusal for another reading must be one.
fn check<T, E>(
    counts: &mut Counts,
    direction: &'static str,
    input: &str,
    ours: &Addr,
    result: Result<T, ConvertError<E>>,
    theirs: impl FnOnce(&T) -> Addr,
    raw: Option<Addr>,
) {
    match result {
        Ok(t) => {
            assert_eq!(*ours, theirs(&t), "{direction}: {input:?} converted but reads another address");
            count(counts, direction, "converted".into());
        }
        Err(e) => {
            if let (ConvertError::Moved(m), Some(raw)) = (&e, &raw) {
                assert_ne!(ours, raw, "{direction}: {input:?} refused ({m}) but both read the same address");
            }
            count(counts, direction, refusal(&e));
        }
    }
}

/// The inputs: generated URLs (RFC 1738 mix, RFC 3986 and RFC 3987 kinds of
/// the project's generator) and real ones (the vectors of
/// `tests/conformance`), with the texts where WHATWG reads otherwise.
fn differential_inputs() -> Vec<String> {
    let mut inputs: Vec<String> = url_literal_gen::corpus_with(35, 4000).into_iter().map(|e| e.url).collect();
    inputs.extend(url_literal_gen::uri_corpus_with(35, 4000).into_iter().map(|e| e.uri));
    inputs.extend(url_literal_gen::iri_corpus_with(35, 1000).into_iter().map(|e| e.iri));
    for file in ["parse.json", "rfc3986.json", "rfc3987.json"] {
        let text = crate::support::data::text(&crate::support::data::conformance(file));
        let cases: serde_json::Value = serde_json::from_str(&text).unwrap();
        inputs.extend(cases.as_array().unwrap().iter().filter_map(|c| c["input"].as_str().map(str::to_owned)));
    }
    for s in [
        "file://fileserver.example/c:/secret.txt",
        "file://fileserver.example/c|/secret.txt",
        "telnet://trusted.example?x@attacker.example",
        "http://0127.0.0.1/",
        "http://0x7f.1/",
        "http://127.1/",
        "ftp://h/a?b",
        "http://h/a/../b",
        "x-y://u:p@h/p?q",
        r"http:\\h\p",
    ] {
        inputs.push(s.to_owned());
    }
    inputs
}

/// Both directions over the inputs; the counts are printed (`--nocapture`)
/// and checked against floors, so that a change in what converts shows.
#[test]
fn conversions_never_move_an_address() {
    let inputs = differential_inputs();
    let mut counts = Counts::new();
    for input in &inputs {
        let raw_whatwg = url::Url::parse(input).ok();
        let raw_http = input.parse::<http::Uri>().ok().filter(|h| h.scheme().is_some());
        let w_addr = raw_whatwg.as_ref().map(Addr::of_whatwg);
        let h_addr = raw_http.as_ref().map(Addr::of_http);
        // Forward: ours to theirs.
        if let Ok(url) = Url::parse(input) {
            let ours = Addr::of_url(&url);
            count(&mut counts, "inputs", "RFC 1738 Url".into());
            check(
                &mut counts,
                "Url -> url::Url",
                input,
                &ours,
                url::Url::try_from(url),
                Addr::of_whatwg,
                w_addr.clone(),
            );
            if let Ok(h) = url_literal::HttpUrl::try_from(url) {
                let out = http::Uri::try_from(h);
                check(&mut counts, "HttpUrl -> http::Uri", input, &ours, out, Addr::of_http, None);
            }
        }
        if let Ok(uri) = Uri::parse(input) {
            let ours = Addr::of_uri(&uri);
            count(&mut counts, "inputs", "RFC 3986 Uri".into());
            check(
                &mut counts,
                "Uri -> url::Url",
                input,
                &ours,
                url::Url::try_from(uri),
                Addr::of_whatwg,
                w_addr.clone(),
            );
            if let Ok(h) = HttpUri::from_uri(uri) {
                check(&mut counts, "HttpUri -> http::Uri", input, &ours, http::Uri::try_from(h), Addr::of_http, None);
            } else if let Ok(ws) = WsUri::from_uri(uri) {
                check(&mut counts, "WsUri -> http::Uri", input, &ours, http::Uri::try_from(ws), Addr::of_http, None);
            }
        }
        // Back: theirs to ours.
        if let (Some(w), Some(theirs)) = (&raw_whatwg, &w_addr) {
            count(&mut counts, "inputs", "url::Url".into());
            let url = Url::try_from(w);
            check(&mut counts, "url::Url -> Url", input, theirs, url, Addr::of_url, parsed_url(w.as_str()));
            let buf = UrlBuf::try_from(w.clone());
            check(
                &mut counts,
                "url::Url -> UrlBuf",
                input,
                theirs,
                buf,
                |b| Addr::of_url(&b.as_url()),
                parsed_url(w.as_str()),
            );
            let uri = UriBuf::try_from(w);
            check(
                &mut counts,
                "url::Url -> UriBuf",
                input,
                theirs,
                uri,
                |b| Addr::of_uri(&b.as_uri()),
                parsed_uri(w.as_str()),
            );
        }
        if let (Some(h), Some(theirs)) = (&raw_http, &h_addr) {
            count(&mut counts, "inputs", "http::Uri".into());
            let text = h.to_string();
            let url = UrlBuf::try_from(h);
            check(
                &mut counts,
                "http::Uri -> UrlBuf",
                input,
                theirs,
                url,
                |b| Addr::of_url(&b.as_url()),
                parsed_url(&text),
            );
            let uri = UriBuf::try_from(h);
            check(
                &mut counts,
                "http::Uri -> UriBuf",
                input,
                theirs,
                uri,
                |b| Addr::of_uri(&b.as_uri()),
                parsed_uri(&text),
            );
        }
    }
    for (direction, outcomes) in &counts {
        println!("{direction}:");
        for (outcome, n) in outcomes {
            println!("    {outcome}: {n}");
        }
    }
    let n = |d: &str, o: &str| counts.get(d).and_then(|m| m.get(o)).copied().unwrap_or(0);
    assert!(inputs.len() > 10_000, "{} inputs", inputs.len());
    assert!(n("Url -> url::Url", "converted") > 2000);
    assert!(n("url::Url -> Url", "converted") > 2000);
    assert!(n("Url -> url::Url", "refused: host read differently") >= 1);
    assert!(n("url::Url -> Url", "refused: ambiguous host") >= 1);
}

/// The address of the text parsed as an RFC 1738 URL, if it is one.
fn parsed_url(s: &str) -> Option<Addr> {
    Url::parse(s).ok().map(|u| Addr::of_url(&u))
}

/// The address of the text parsed as an RFC 3986 URI, if it is one.
fn parsed_uri(s: &str) -> Option<Addr> {
    Uri::parse(s).ok().map(|u| Addr::of_uri(&u))
}

// ---------------------------------------------------------------------------
// No `Debug` of any value the API returns for a URL with a password shows it.

use proptest::prelude::*;

/// `Debug` of `v`, which must not show `pw`.
#[track_caller]
fn hidden(pw: &str, what: &str, v: &dyn std::fmt::Debug) {
    let d = format!("{v:?}");
    assert!(!d.contains(pw), "{what}: {d}");
}

/// Every value the API gives for `text` (a URL whose password is `pw`),
/// and for its broken variants, through [`hidden`]. Values of other crates
/// (`url::Url`, `http::Uri`) and plain text (`String`, `&str`: the password
/// accessors, `normalized()`) are the caller's text by request, left out.
fn every_value(text: &str, pw: &str) {
    let h = |what: &str, v: &dyn std::fmt::Debug| hidden(pw, what, v);
    let url = Url::parse(text);
    h("Url::parse", &url);
    h("UrlBuf::parse", &UrlBuf::parse(text.to_owned()));
    h("FtpUrl::parse", &FtpUrl::parse(text));
    h("TelnetUrl::parse", &TelnetUrl::parse(text));
    h("OtherUrl::parse", &OtherUrl::parse(text));
    if let Ok(url) = url {
        h("details", &url.details());
        h("suggestion", &url.suggestion());
        h("ambiguous_host", &url.ambiguous_host());
        h("join", &url.join("../x?y"));
        h("join error", &url.join("x y"));
        h("url::Url::try_from", &url::Url::try_from(url).err());
        if let Ok(ftp) = FtpUrl::try_from(url) {
            h("commands", &ftp.commands("me@example.org"));
        }
        if let Ok(t) = TelnetUrl::try_from(url) {
            h("advice", &t.advice());
        }
    }
    let uri = Uri::parse(text);
    h("Uri::parse", &uri);
    h("UriRef::parse", &UriRef::parse(text));
    h("UriBuf::parse", &UriBuf::parse(text.to_owned()));
    h("RelativeRef::parse", &RelativeRef::parse(text));
    if let Ok(uri) = uri {
        h("suggestion", &uri.suggestion());
        h("Uri::join", &uri.join("../x?y"));
        h("Uri::join error", &uri.join("x y"));
        h("Uri -> url::Url", &url::Url::try_from(uri).err());
    }
    let iri = Iri::parse(text);
    h("Iri::parse", &iri);
    if let Ok(iri) = iri {
        h("to_uri", &iri.to_uri());
        h("Iri::join", &iri.join("../x"));
    }
    if let Ok(w) = url::Url::parse(text) {
        h("url::Url -> Url", &Url::try_from(&w).err());
        h("url::Url -> UrlBuf", &UrlBuf::try_from(w.clone()));
        h("url::Url -> UriBuf", &UriBuf::try_from(&w));
    }
    if let Ok(hu) = text.parse::<http::Uri>() {
        h("http::Uri -> UrlBuf", &UrlBuf::try_from(&hu));
        h("http::Uri -> UriBuf", &UriBuf::try_from(&hu));
    }
    let prose = format!("see <URL:{text}> and {text}, or <{text}>.");
    h("find_urls", &find_urls(&prose));
    for found in find_urls(&prose) {
        h("Found", &found);
        h("cleaned", &found.cleaned());
        h("pieces", &found.cleaned().pieces());
        h("Found::url", &found.url());
        h("to_url_buf", &found.to_url_buf());
    }
    // Broken variants: a typo in the scheme, backslashes, the slashes
    // missing, a space in the host, a bad escape in the path.
    let (scheme, rest) = text.split_once("://").unwrap();
    let broken = [
        format!("{}{}://{rest}", &scheme[..1], scheme),
        format!("{}p://{rest}", &scheme[..scheme.len() - 1]),
        format!("{scheme}:\\\\{}", rest.replace('/', "\\")),
        format!("{scheme}:{rest}"),
        format!("{scheme}:/{rest}"),
        format!("{scheme}://{}", rest.replacen('@', "@ ", 1)),
        format!("{text}%zz"),
        format!(" {text}"),
    ];
    for b in &broken {
        for e in [Url::parse(b).err(), Uri::parse(b).err(), Iri::parse(b).err()].into_iter().flatten() {
            h("error", &e);
            h("error text", &e.text());
            h("error suggestion", &e.suggestion(b));
            h("suggestion text", &e.suggestion(b).map(|s| s.text()));
            h("display_in", &e.display_in(b));
        }
        let prose = format!("see <URL:{b}> and {b}, or <{b}>.");
        for found in find_urls(&prose) {
            h("Found in a variant", &found);
            h("pieces in a variant", &found.cleaned().pieces());
            // a variant that parses (`x-y:u:pw@h`, opaque) holds no
            // password by any reading: its errors only
            h("Found::url in a variant", &found.url().and_then(Result::err));
        }
        h("suggestion of a valid variant", &Url::parse(b).ok().and_then(|u| u.suggestion()));
        h("suggestion of a valid variant", &Uri::parse(b).ok().and_then(|u| u.suggestion()));
    }
}

/// A scheme, a user, a host, a path: lower-case letters and digits only,
/// so that the password (upper case, `PWX` first) occurs nowhere else.
fn parts() -> impl Strategy<Value = (String, String, String, String)> {
    (
        prop::sample::select(vec!["ftp", "telnet", "x-y", "ssh", "foo", "http", "https", "wss", "file", "gopher"]),
        "[a-z][a-z0-9]{0,6}",
        "[a-z][a-z0-9]{0,8}(\\.[a-z]{2,5}){0,2}",
        "(/[a-z0-9]{0,6}){0,3}(\\?[a-z0-9=&]{0,8})?(#[a-z]{0,4})?",
    )
        .prop_map(|(s, u, h, p)| (s.to_owned(), u, h, p))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Generated URLs with a password, both grammars, various schemes:
    /// no `Debug` of a value the API returns for them contains it.
    #[test]
    fn no_debug_shows_the_password((scheme, user, host, path) in parts(), pw in "PWX[A-Z]{4,8}") {
        let text = format!("{scheme}://{user}:{pw}@{host}{path}");
        every_value(&text, &pw);
        // The builders, with the same parts.
        let h = |what: &str, v: &dyn std::fmt::Debug| hidden(&pw, what, v);
        let ftp = build::Ftp::new(&host).user(&user).password(&pw);
        h("Ftp", &ftp);
        h("Ftp::build", &ftp.build());
        let telnet = build::Telnet::new(&host).user(&user).password(&pw);
        h("Telnet", &telnet);
        h("Telnet::build", &telnet.build());
        let other = build::Other::ip("x-y", &host).user(&user).password(&pw);
        h("OtherIp", &other);
        h("OtherIp::build", &other.build());
        let bad = build::Other::ip("x-y", format!("{host} x")).user(&user).password(&pw);
        h("OtherIp::build error", &bad.build());
        // Templates: the password as fixed text and as a value.
        h("uri_format!", &url_literal::uri_format!("ftp://{user}:{pw}@example.com/x?{host}"));
        h("try_uri_format!", &try_uri_format!("ftp://{user}:{pw}@example.com/{host}"));
        let value = format!("{user}:{pw}@{host}");
        h("try_uri_format! error", &try_uri_format!("http://{value}/"));
    }
}

// ---------------------------------------------------------------------------
// A reviewer's programs: a suggestion with a password, a remote file, an
// ambiguous host on the way back.

/// Hole 1: a suggestion's `Debug`, from a `Url`, a `Uri` and an error.
#[test]
fn a_suggestions_debug_hides_the_password() {
    let s = Url::parse("htp://deploy:hunter2@example.com/").unwrap().suggestion().unwrap();
    assert_eq!(
        format!("{s:?}"),
        r#"Suggestion { reason: "unknown scheme 'htp', one letter from http (RFC 1738 §2.1)", text: "http://deploy:***@example.com/" }"#
    );
    assert_eq!(format!("{:?}", s.text()), r#"Corrected("http://deploy:***@example.com/")"#);
    // Display is the corrected text, by design.
    assert_eq!(s.text().to_string(), "http://deploy:hunter2@example.com/");
    let s = Uri::parse("htp://deploy:hunter2@example.com/").unwrap().suggestion().unwrap();
    assert_eq!(
        format!("{s:?}"),
        r#"Suggestion { reason: "unknown scheme 'htp', one letter from http (RFC 3986 §3.1)", text: "http://deploy:***@example.com/" }"#
    );
    let input = r"http:\\deploy:hunter2@example.com/";
    let s = Url::parse(input).unwrap_err().suggestion(input).unwrap();
    assert_eq!(
        format!("{s:?}"),
        r#"Suggestion { reason: "'\\' for '/': URLs separate their parts with '/' (RFC 1738 §3.1)", text: "http://deploy:***@example.com/" }"#
    );
    let e = Uri::parse(input).unwrap_err();
    assert_eq!(format!("{:?}", e.suggestion(input).unwrap().text()), r#"Corrected("http://deploy:***@example.com/")"#);
    assert_eq!(
        format!("{:?}", e.display_in(input)),
        format!("Caret {{ error: {e:?}, input: \"http:\\\\\\\\deploy:***@example.com/\", indent: 2, label: true }}")
    );
}

/// Hole 2: a file URL's host is not dropped by the conversion to
/// `url::Url` (WHATWG's drive-letter rule).
#[test]
fn a_drive_letter_under_a_host_is_not_dropped() {
    let url = Url::parse("file://fileserver.example/c:/secret.txt").unwrap();
    assert_eq!(url.host_str(), Some("fileserver.example"));
    let Err(ConvertError::Moved(moved)) = url::Url::try_from(url) else { panic!("converted") };
    assert_eq!((moved.part(), moved.target()), ("host", "url::Url"));
    assert_eq!(
        moved.to_string(),
        "host read differently: RFC 1738 reads the host fileserver.example, WHATWG reads no host (WHATWG drops \
         the host of a file URL whose path starts with a drive letter)"
    );
    // The owned form, and the RFC 3986 Uri (which refuses the rewrite).
    assert!(matches!(url::Url::try_from(url.to_buf()), Err(ConvertError::Moved(_))));
    let uri = Uri::parse("file://fileserver.example/c:/secret.txt").unwrap();
    assert!(matches!(url::Url::try_from(uri), Err(ConvertError::Rewritten(_))));
    // WHATWG's reading, which the conversion refuses to hand over.
    assert_eq!(url::Url::parse("file://fileserver.example/c:/secret.txt").unwrap().host_str(), None);
}

/// Hole 3: the way back from `url::Url` refuses a host that the two read
/// differently, as the way there does.
#[test]
fn the_way_back_keeps_the_host() {
    let w = url::Url::parse("telnet://trusted.example?x@attacker.example").unwrap();
    assert_eq!(w.host_str(), Some("trusted.example"));
    let message = "ambiguous host attacker.example: RFC 1738 reads the '?' in the user name as part of it but WHATWG \
                   URL parsers end the authority at a '?' and read the host trusted.example; write the '?' as %3F \
                   (RFC 1738 §3.1)";
    assert_eq!(Url::try_from(&w), Err(ConvertError::AmbiguousHost(message.into())));
    assert_eq!(UrlBuf::try_from(w.clone()), Err(ConvertError::AmbiguousHost(message.into())));
    assert_eq!(UrlBuf::try_from(&w), Err(ConvertError::AmbiguousHost(message.into())));
    assert_eq!(TelnetUrlBuf::try_from(&w), Err(ConvertError::AmbiguousHost(message.into())));
    // RFC 3986 reads the same host as WHATWG: kept.
    let uri = UriBuf::try_from(&w).unwrap();
    assert_eq!(uri.as_uri().host(), Some(UriHost::RegName("trusted.example")));
    // The reading check behind it, for a text without the ambiguity.
    let w = url::Url::parse("ftp://h/a?b").unwrap();
    let Err(ConvertError::Moved(m)) = FtpUrl::try_from(&w) else { panic!("converted") };
    assert_eq!(
        m.to_string(),
        "path read differently: WHATWG reads the path /a, RFC 1738 reads the path /a?b (WHATWG reads '?' as the \
         start of a query in every scheme)"
    );
}

// Hole 4, for real, past 4 GiB: `url-literal/examples/past_4_gib.rs`, run
// once in release mode (debug mode takes a quarter of an hour); the same
// checks at a lowered limit: url-core's `max_len.rs`.

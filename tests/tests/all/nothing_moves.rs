//! Issue 35: nothing moves, nothing leaks.

use url_core::build;
use url_core::render::{Escaped, Marked};
use url_core::resolve::RelativeRef;
use url_core::template::{Hole, Piece, UriWriter, UrlWriter};
use url_core::text::find_urls;
use url_literal::client::Client;
use url_literal::{
    try_uri_format, ConvertError, FtpUrl, FtpUrlBuf, HttpUri, HttpUriBuf, Iri, IriBuf, IriRef, IriRefBuf, OtherUrl, OtherUrlBuf,
    ParseError, TelnetUrl, TelnetUrlBuf, Uri, UriBuf, UriRef, UriRefBuf, Url, UrlBuf, WsUri, WsUriBuf,
};

const PW: &str = "Pw7xQz";

/// The `Debug` of each public type of [`every_debug_redacts`], in its order.
const WANT: &[(&str, &str)] = &[
    ("Url", r#"Url("ftp://deploy:***@example.com/pub/f;type=i#frag")"#),
    ("UrlBuf", r#"Url("ftp://deploy:***@example.com/pub/f;type=i#frag")"#),
    ("FtpUrl", r#"FtpUrl { url: "ftp://deploy:***@example.com/pub/f;type=i#frag", user: "deploy", password: ***, host: Name("example.com"), cwd: ["pub"], name: Some("f"), typecode: Some(Image), fragment: "frag" }"#),
    ("FtpUrlBuf", r#"FtpUrl { url: "ftp://deploy:***@example.com/pub/f;type=i#frag", user: "deploy", password: ***, host: Name("example.com"), cwd: ["pub"], name: Some("f"), typecode: Some(Image), fragment: "frag" }"#),
    ("Details", r#"FtpUrl { url: "ftp://deploy:***@example.com/pub/f;type=i#frag", user: "deploy", password: ***, host: Name("example.com"), cwd: ["pub"], name: Some("f"), typecode: Some(Image), fragment: "frag" }"#),
    ("TelnetUrl", r#"TelnetUrl { url: "telnet://deploy:***@example.com/", user: "deploy", password: ***, host: Name("example.com") }"#),
    ("TelnetUrlBuf", r#"TelnetUrl { url: "telnet://deploy:***@example.com/", user: "deploy", password: ***, host: Name("example.com") }"#),
    ("TelnetAdvice", r#"Some(TelnetAdvice { user: Decoded("deploy"), password: Some(***) })"#),
    ("OtherUrl", r#"OtherUrl { url: "x-y://deploy:***@example.com/p", scheme: "x-y", scheme_part: "//deploy:***@example.com/p", user: "deploy", password: ***, host: Name("example.com"), path: "p" }"#),
    ("OtherUrlBuf", r#"OtherUrl { url: "x-y://deploy:***@example.com/p", scheme: "x-y", scheme_part: "//deploy:***@example.com/p", user: "deploy", password: ***, host: Name("example.com"), path: "p" }"#),
    ("ParseError", r#"ParseError { offset: 23, length: 1, rule: "host", section: "3.1", message: "space in host; expected letters, digits, '-' and '.' (no escapes)" }"#),
    ("ErrorText", r#""space in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1)""#),
    ("Caret", r#"Caret { error: ParseError { offset: 23, length: 1, rule: "host", section: "3.1", message: "space in host; expected letters, digits, '-' and '.' (no escapes)" }, input: "ftp://deploy:***@exa mple.com/", indent: 2, label: true }"#),
    ("Marked", r#"Marked { input: "ftp://deploy:***@exa mple.com/", offset: 0, length: 3 }"#),
    ("Escaped", r#"Escaped("ftp://deploy:***@exa mple.com/")"#),
    ("Suggestion", r#"Suggestion { reason: "unknown scheme 'htp', one letter from http (RFC 1738 §2.1)", text: "http://deploy:***@example.com/" }"#),
    ("Corrected", r#"Corrected("http://deploy:***@example.com/")"#),
    ("Urls", r#"Urls { len: 94, pos: 0 }"#),
    ("Found", r#"Found { form: Wrapper, span: 4..46, url_span: 9..45, cleaned: "ftp://deploy:***@example.com/pub/", break_hyphens: 0 }"#),
    ("Cleaned", r#""ftp://deploy:***@example.com/x""#),
    ("Pieces", r#"Pieces { raw: "ftp://deploy:***@exa-\n  mple.com/x", pos: 0, dehyphenate: true }"#),
    ("RelativeRef", r#"RelativeRef { form: NetworkPath, scheme: None, net_loc: Some("deploy:***@example.com"), path: "/x", query: None, fragment: None }"#),
    ("JoinError", r#"NotRfc1738 { text: "ftp://deploy:***@example.com/x;y", error: ParseError { offset: 33, length: 1, rule: "fpath", section: "3.2.2", message: "unexpected ';' in ftp path; ';' is reserved and must be written %3B (only ';type=a', ';type=i' or ';type=d' may end the path); the text is a valid RFC 3986 URI: use uri! or Uri::parse" } }"#),
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
    ("Rewrite", r#"Rewritten(Rewrite { target: "url::Url", text: "x-api://deploy:***@example.com/", changes: [SchemeCase] })"#),
    ("Moved", r#"Moved(Moved { target: "url::Url", part: "path", ours: "RFC 1738", ours_reads: "the path /a?b", theirs: "WHATWG", theirs_reads: "the path /a", why: "WHATWG reads '?' as the start of a query in every scheme" })"#),
    ("AmbiguousHost", r#"AmbiguousHost { host: "0127.0.0.1", offset: 20, rfc1738: Ipv4([127, 0, 0, 1]), whatwg: Some(Ipv4([87, 0, 0, 1])) }"#),
    ("ConvertError", r#"AmbiguousHost("ambiguous host 0127.0.0.1: RFC 1738 reads every group in decimal (127.0.0.1) but WHATWG URL parsers and inet_aton read a group with a leading zero as octal (87.0.0.1); write the host without leading zeros (RFC 1738 §3.1 hostnumber)")"#),
    ("FtpCommands", r#"FtpCommands { login: [Some(User(Decoded("deploy"))), Some(Pass(***))], cwd: DecodedSegments(Segments { rest: Some("pub") }), tail: [Some(Type(Image)), Some(Retr(Decoded("f")))] }"#),
    ("FtpCommand", r#"User(Decoded("deploy"))"#),
    ("Ftp", r#"Ftp { login: Login { user: Some([100, 101, 112, 108, 111, 121]), password: Some(***), host: "example.com", port: None }, cwd: [], name: None, typecode: None, fragment: None }"#),
    ("Telnet", r#"Telnet { login: Login { user: Some([100, 101, 112, 108, 111, 121]), password: Some(***), host: "example.com", port: None }, fragment: None }"#),
    ("OtherIp", r#"OtherIp { scheme: "x-y", login: Login { user: Some([100, 101, 112, 108, 111, 121]), password: Some(***), host: "example.com", port: None }, path: None, fragment: None }"#),
    ("UriWriter", r#"UriWriter { text: "ftp://deploy:***@h/", o: [4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295], port: 0, host: RegName, host_hole: false, failed: false }"#),
    ("UrlWriter", r#"UrlWriter { text: "ftp://deploy:***@h/", control: None, failed: false }"#),
    ("Piece", r#"Text { text: "ftp://deploy:***@h/", at: 0, width: 22 }"#),
    ("TemplateError", r#"TemplateError { host: "deploy:***@evil.example", error: ParseError { offset: 7, length: 1, rule: "port", section: "3.2.3", message: "unexpected character 'P' in port; expected decimal digits, then the end of the authority" } }"#),
    ("Client", r#"Client { connect_timeout: 10s, read_timeout: 30s, email: "", password: Some(***), search: None }"#),
];

/// The public types found by [`public_types_with_text`] that hold a URL's
/// text but never a password, and why. A type the search finds must be
/// here or in [`WANT`]: a new public type joins one of the two lists.
const NO_PASSWORD: &[(&str, &str)] = &[
    ("Change", "a host or a part's name (an IPv6 address as written)"),
    ("Component", "a component's name"),
    ("ControlOnWire", "an offset, a byte and a component's name"),
    ("DecodedFields", "prospero fields, after the path: no login"),
    ("DecodedSegments", "path segments"),
    ("Error", "client::Error: hosts, and commands written with `PASS ***`"),
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
            let attrs: String = lines[..i]
                .iter()
                .rev()
                .take_while(|l| l.starts_with("#[") || l.starts_with("///"))
                .map(|l| *l)
                .collect();
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
    let host = "deploy:Pw7xQz@evil.example";
    d!("TemplateError", try_uri_format!("http://{host}/").unwrap_err());
    d!("Client", Client::new().password(PW));
    let got: Vec<(&str, &str)> = out.iter().map(|(n, s)| (*n, s.as_str())).collect();
    for ((name, debug), (want_name, want)) in got.iter().zip(WANT) {
        assert_eq!((name, debug), (want_name, want));
        assert!(!debug.contains(PW), "{name}: {debug}");
    }
    assert_eq!(got.len(), WANT.len());
}

//! Interop with `url::Url` (WHATWG) and `http::Uri` (features `url` and
//! `http`), over the valid vectors of `tests/conformance/parse.json`.
//!
//! WHATWG does not keep an RFC 1738 URL as written: it lower-cases, drops
//! default ports, adds `/`, removes dot segments... These tests do not ignore
//! that. For every vector, [`predict`] derives from the RFC 1738 parse alone
//! what the WHATWG text must be and which [`Rewrite`]s make it differ, and the
//! tests assert that `url::Url` produces exactly that text, that the text comes
//! back as an RFC 1738 URL (`TryFrom<&url::Url>` re-validates it), and how
//! many vectors each kind of rewrite touched. A URL whose host WHATWG reads
//! differently (`Url::ambiguous_host`) does not convert: the tests assert the
//! refusal, its message, and what WHATWG would have made of the text.

use std::collections::BTreeMap;

use crate::support::{data, parse_json_disputes};

use serde_json::Value;
use url_core::{
    ConvertError, FileUrl, FileUrlBuf, FtpUrl, FtpUrlBuf, GopherUrl, GopherUrlBuf, Host, HttpUrl, HttpUrlBuf, OtherUrl,
    Scheme, TelnetUrl, Url, UrlBuf,
};

/// How the WHATWG URL's text differs from the RFC 1738 URL it was parsed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Rewrite {
    /// `HTTP:` becomes `http:` (WHATWG lower-cases every scheme).
    SchemeLowercased,
    /// `FOO.BAR` becomes `foo.bar` in http, ftp and file URLs (hosts of
    /// special schemes go through IDNA; other schemes keep the case).
    HostLowercased,
    /// `ftp://@host/` becomes `ftp://host/`: RFC 1738 §3.1 says an empty user
    /// name is not the same as none; WHATWG drops it.
    EmptyUserDropped,
    /// `ftp://foo:@host/` becomes `ftp://foo@host/`: the empty password is
    /// dropped.
    EmptyPasswordDropped,
    /// `;` and `=` in a user name or password are escaped (`%3B`, `%3D`).
    UserinfoEscaped,
    /// `10.01.2.3` becomes `10.1.2.3`. WHATWG reads a group with a leading
    /// zero as *octal*; [`Rewrite::Ipv4ReadAsOctal`] marks where that changes
    /// the address.
    Ipv4Rewritten,
    /// `010.0.0.1` is 10.0.0.1 for RFC 1738 and 8.0.0.1 for WHATWG.
    Ipv4ReadAsOctal,
    /// `:0123` becomes `:123`.
    PortZerosStripped,
    /// `http://host:80/` becomes `http://host/` (http 80, ftp 21; gopher's 70
    /// stays: gopher is not a special scheme).
    DefaultPortRemoved,
    /// `file://localhost/x` becomes `file:///x` (the same file, §3.10).
    LocalhostDropped,
    /// `http://host` becomes `http://host/` (special schemes always have a path).
    RootPathAdded,
    /// `/a/./b` becomes `/a/b` and `/a/../b` becomes `/b`, in every scheme
    /// with a host (an RFC 1738 gopher selector or ftp name changes with it).
    DotSegmentsRemoved,
    /// `file:////tmp/x` becomes `file:///tmp/x` (the `url` crate drops the
    /// empty segments that start the path of a file URL without a host).
    FileSlashesCollapsed,
    /// `'` in the search of an http URL becomes `%27`.
    QuoteEscapedInQuery,
}

use Rewrite::*;

/// What WHATWG makes of an RFC 1738 URL, predicted from the RFC 1738 parse.
#[derive(Debug, PartialEq, Eq)]
enum Prediction {
    /// The WHATWG text, and what makes it differ (empty when identical).
    Text(String, Vec<Rewrite>),
    /// WHATWG rejects the URL, for this reason.
    Rejected(&'static str),
    /// The scheme-specific part starts with `//` but is not an RFC 1738
    /// `ip-schemepart` (`mysql://x@y(z:123)/foo`): RFC 1738 reads it as
    /// `*xchar`, WHATWG as an authority of its own rules. Not predicted;
    /// counted by outcome.
    OwnAuthority,
    /// A `?` in the user name or password (RFC 1738 allows it there):
    /// WHATWG ends the authority at the `?`, reading this host and the rest
    /// as a query: a different URL, whatever its text.
    SplitAtQuestionMark(String),
}

/// The schemes WHATWG treats as special among those RFC 1738 defines.
fn special(url: &Url<'_>) -> bool {
    matches!(url.kind(), Scheme::Http | Scheme::Https | Scheme::Ftp | Scheme::File)
}

/// WHATWG's default port for a special scheme.
fn whatwg_default_port(url: &Url<'_>) -> Option<u16> {
    match url.kind() {
        Scheme::Http => Some(80),
        Scheme::Https => Some(443),
        Scheme::Ftp => Some(21),
        _ => None,
    }
}

/// `"."`, `"%2e"` (any case).
fn single_dot(s: &str) -> bool {
    s == "." || s.eq_ignore_ascii_case("%2e")
}

/// `".."`, `".%2e"`, `"%2e."`, `"%2e%2e"` (any case).
fn double_dot(s: &str) -> bool {
    let s = s.to_ascii_lowercase();
    matches!(s.as_str(), ".." | ".%2e" | "%2e." | "%2e%2e")
}

/// The path (with its leading `/`) with dot segments removed, as WHATWG's
/// path state does.
fn remove_dot_segments(path: &str) -> String {
    let segments: Vec<&str> = path[1..].split('/').collect();
    let mut out: Vec<&str> = Vec::new();
    for (i, seg) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        if double_dot(seg) {
            out.pop();
            if last {
                out.push("");
            }
        } else if single_dot(seg) {
            if last {
                out.push("");
            }
        } else {
            out.push(seg);
        }
    }
    format!("/{}", out.join("/"))
}

/// WHATWG's IPv4 reading of a dotted-decimal RFC 1738 host: `None` when a
/// group with a leading zero is not octal (WHATWG then rejects the host).
fn whatwg_ipv4(host: &str) -> Option<[u8; 4]> {
    let mut out = [0u8; 4];
    for (o, group) in out.iter_mut().zip(host.split('.')) {
        let v = if group.len() > 1 && group.starts_with('0') {
            u32::from_str_radix(&group[1..], 8).ok()?
        } else {
            group.parse::<u32>().ok()?
        };
        *o = u8::try_from(v).ok()?;
    }
    Some(out)
}

/// What `url::Url::parse` makes of `url`, from the RFC 1738 parse alone.
fn predict(url: Url<'_>) -> Prediction {
    let mut kinds = Vec::new();
    let scheme = url.scheme();
    if !scheme.as_bytes()[0].is_ascii_alphabetic() {
        return Prediction::Rejected("a WHATWG scheme starts with a letter");
    }
    if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        kinds.push(SchemeLowercased);
    }
    let mut out = scheme.to_ascii_lowercase();
    out.push(':');
    if !url.has_login() {
        if url.scheme_specific_part().starts_with("//") {
            return Prediction::OwnAuthority;
        }
        out.push_str(url.scheme_specific_part());
    } else {
        out.push_str("//");
        // user and password
        let user = url.user().unwrap_or("");
        let password = url.password().unwrap_or("");
        if user.contains('?') || password.contains('?') {
            let login = &url.as_str()[scheme.len() + 3..];
            let (host, port) = match login[..login.find('?').unwrap()].split_once(':') {
                Some((host, port)) => (host, port),
                None => (&login[..login.find('?').unwrap()], ""),
            };
            if host.is_empty() {
                return Prediction::Rejected("WHATWG reads an empty host before the '?'");
            }
            if !port.bytes().all(|b| b.is_ascii_digit()) {
                return Prediction::Rejected("WHATWG reads a port that is not a number before the '?'");
            }
            return Prediction::SplitAtQuestionMark(if special(&url) {
                host.to_ascii_lowercase()
            } else {
                host.into()
            });
        }
        if url.user() == Some("") && password.is_empty() {
            kinds.push(EmptyUserDropped);
        }
        if url.password() == Some("") {
            kinds.push(EmptyPasswordDropped);
        }
        let escape = |s: &str| s.replace(';', "%3B").replace('=', "%3D");
        if escape(user) != user || escape(password) != password {
            kinds.push(UserinfoEscaped);
        }
        if !user.is_empty() || !password.is_empty() {
            out.push_str(&escape(user));
            if !password.is_empty() {
                out.push(':');
                out.push_str(&escape(password));
            }
            out.push('@');
        }
        // host
        let host = url.host_str().unwrap();
        let mut whatwg_host = host.to_owned();
        if special(&url) {
            match url.host() {
                Some(Host::Ipv4(rfc)) => {
                    let Some(whatwg) = whatwg_ipv4(host) else {
                        return Prediction::Rejected("WHATWG reads a group with a leading zero as octal");
                    };
                    whatwg_host = whatwg.map(|g| g.to_string()).join(".");
                    if whatwg_host != host {
                        kinds.push(Ipv4Rewritten);
                    }
                    if whatwg != rfc {
                        kinds.push(Ipv4ReadAsOctal);
                    }
                }
                _ => {
                    whatwg_host = host.to_ascii_lowercase();
                    if whatwg_host != host {
                        kinds.push(HostLowercased);
                    }
                }
            }
            if url.kind() == Scheme::File && whatwg_host == "localhost" {
                whatwg_host.clear();
                kinds.push(LocalhostDropped);
            }
        }
        out.push_str(&whatwg_host);
        // port
        if let Some(port) = url.port() {
            // The port as written: after the last ':' of `hostport` (user
            // names hold no '/', '#' or '@').
            let login = &url.as_str()[scheme.len() + 3..];
            let login = &login[..login.find(['/', '#']).unwrap_or(login.len())];
            let written = login.rsplit(':').next().unwrap();
            if whatwg_default_port(&url) == Some(port) {
                kinds.push(DefaultPortRemoved);
            } else {
                if written != port.to_string() {
                    kinds.push(PortZerosStripped);
                }
                out.push_str(&format!(":{port}"));
            }
        }
        // path and query
        let rest = url.without_fragment();
        let rest = &rest[rest.len() - url.url_path().map_or(0, |p| p.len() + 1)..];
        let (path, query) = match rest.find('?') {
            Some(q) => (&rest[..q], Some(&rest[q..])),
            None => (rest, None),
        };
        let mut path = path.to_owned();
        if path.is_empty() && special(&url) {
            path.push('/');
            kinds.push(RootPathAdded);
        }
        if !path.is_empty() {
            let cleaned = remove_dot_segments(&path);
            if cleaned != path {
                kinds.push(DotSegmentsRemoved);
            }
            path = cleaned;
        }
        if url.kind() == Scheme::File && whatwg_host.is_empty() && path.starts_with("//") {
            path = format!("/{}", path.trim_start_matches('/'));
            kinds.push(FileSlashesCollapsed);
        }
        out.push_str(&path);
        if let Some(query) = query {
            if special(&url) && query.contains('\'') {
                kinds.push(QuoteEscapedInQuery);
                out.push_str(&query.replace('\'', "%27"));
            } else {
                out.push_str(query);
            }
        }
    }
    if let Some(fragment) = url.fragment() {
        out.push('#');
        out.push_str(fragment);
    }
    Prediction::Text(out, kinds)
}

/// The inputs of the valid absolute vectors of `parse.json` whose scheme is
/// one of `schemes` (but the disputed ones), or a failure saying where the
/// suite was looked for.
fn vectors(schemes: &[&str]) -> Vec<String> {
    let text = data::text(&data::conformance("parse.json"));
    let cases: Value = serde_json::from_str(&text).expect("parse.json is JSON");
    // the vectors this project disputes (labelled valid, invalid by our
    // reading): tests/conformance/README.md
    let disputed = parse_json_disputes();
    cases
        .as_array()
        .expect("parse.json is an array")
        .iter()
        .filter(|c| c["expect"] == "valid" && c["kind"] == "absolute")
        .filter(|c| schemes.contains(&c["scheme"].as_str().unwrap_or("")))
        .filter(|c| !disputed.iter().any(|d| c["input"] == *d.input))
        .map(|c| c["input"].as_str().expect("an input string").to_owned())
        .collect()
}

/// Per kind of outcome, how many vectors: `"identical"`, `"rejected: <why>"`,
/// one key per [`Rewrite`] (a vector with two rewrites counts under both), and
/// the outcomes of [`Prediction::OwnAuthority`] and
/// [`Prediction::SplitAtQuestionMark`].
type Tally = BTreeMap<String, usize>;

/// Converts every vector to `url::Url` and back, asserting the prediction for
/// each, and counts the outcomes. A vector with an ambiguous host is refused
/// (`"refused: ambiguous host"`); WHATWG's own reading of its text is then
/// asserted, to show what the refusal prevents.
fn round_trip_all(inputs: &[String]) -> Tally {
    let mut tally = Tally::new();
    for input in inputs {
        let url = Url::parse(input).unwrap_or_else(|e| panic!("{input:?} is a valid vector: {e}"));
        let prediction = predict(url);
        let whatwg = url::Url::try_from(url);
        if let Some(found) = url.ambiguous_host() {
            assert_eq!(whatwg, Err(ConvertError::AmbiguousHost(found.to_string())), "{input:?}");
            let raw = url::Url::parse(input);
            match prediction {
                Prediction::Rejected(why) => assert!(raw.is_err(), "{input:?}: {why}"),
                Prediction::SplitAtQuestionMark(host) => {
                    assert_eq!(raw.unwrap().host_str(), Some(host.as_str()), "{input:?}");
                    assert_ne!(Some(host.as_str()), url.host_str(), "{input:?}");
                }
                Prediction::Text(text, kinds) => {
                    assert_eq!(raw.unwrap().as_str(), text, "{input:?}");
                    assert!(kinds.contains(&Ipv4Rewritten), "{input:?}: {kinds:?}");
                }
                Prediction::OwnAuthority => unreachable!("{input:?} has a host"),
            }
            *tally.entry("refused: ambiguous host".into()).or_default() += 1;
            continue;
        }
        if let Err(ConvertError::Moved(moved)) = &whatwg {
            // WHATWG keeps the text but reads another address in it: the
            // differential test of nothing_moves.rs checks the readings.
            assert!(url::Url::parse(input).is_ok(), "{input:?}");
            *tally.entry(format!("refused: {} read differently", moved.part())).or_default() += 1;
            continue;
        }
        match prediction {
            Prediction::Rejected(why) => {
                assert!(whatwg.is_err(), "{input:?}: expected WHATWG to reject it ({why}), got {whatwg:?}");
                *tally.entry(format!("rejected: {why}")).or_default() += 1;
            }
            Prediction::SplitAtQuestionMark(_) => {
                unreachable!("{input:?}: a '?' in the login is an ambiguous host, refused above")
            }
            Prediction::OwnAuthority => {
                let outcome = match whatwg {
                    Err(_) => "own authority: rejected",
                    Ok(whatwg) if whatwg.as_str() == input => match UrlBuf::try_from(&whatwg) {
                        Ok(back) => {
                            assert_eq!(back, url);
                            "own authority: identical"
                        }
                        Err(_) => unreachable!("{input:?} is a valid vector"),
                    },
                    Ok(whatwg) => match UrlBuf::try_from(&whatwg) {
                        Ok(_) => "own authority: rewritten",
                        Err(_) => "own authority: rewritten, not RFC 1738",
                    },
                };
                *tally.entry(outcome.into()).or_default() += 1;
            }
            Prediction::Text(expected, kinds) => {
                let whatwg = whatwg.unwrap_or_else(|e| panic!("{input:?}: WHATWG rejected it: {e}"));
                assert_eq!(whatwg.as_str(), expected, "{input:?}: WHATWG text (predicted rewrites {kinds:?})");
                // Back under RFC 1738: the WHATWG text is a valid RFC 1738 URL.
                let back = UrlBuf::try_from(&whatwg)
                    .unwrap_or_else(|e| panic!("{input:?} -> {whatwg}: not RFC 1738 after WHATWG: {e}"));
                assert_eq!(back.as_str(), whatwg.as_str());
                assert_eq!(Url::try_from(&whatwg).unwrap(), back);
                assert_eq!(UrlBuf::try_from(whatwg.clone()).unwrap(), back);
                assert_eq!(back.as_url().kind(), url.kind(), "{input:?}: the scheme stays");
                // A second trip changes nothing: WHATWG's text is stable.
                assert_eq!(url::Url::try_from(&back).unwrap(), whatwg, "{input:?}");
                if kinds.is_empty() {
                    assert_eq!(back, url, "{input:?}: no rewrite, so the same URL");
                    *tally.entry("identical".into()).or_default() += 1;
                } else {
                    assert_ne!(back, url, "{input:?}");
                }
                for kind in kinds {
                    *tally.entry(format!("{kind:?}")).or_default() += 1;
                }
            }
        }
    }
    tally
}

/// `[(key, count)]` as a [`Tally`].
fn tally(entries: &[(&str, usize)]) -> Tally {
    entries.iter().map(|&(k, n)| (k.to_owned(), n)).collect()
}

/// The set: every valid http, ftp, file and gopher vector converts to
/// `url::Url` and back; the rewrites are predicted one by one and counted.
#[test]
fn http_ftp_file_gopher_vectors_round_trip_through_whatwg() {
    let inputs = vectors(&["http", "ftp", "file", "gopher"]);
    assert!(inputs.len() >= 200, "only {} vectors", inputs.len());
    let got = round_trip_all(&inputs);
    let want = tally(&[
        ("identical", 202),
        ("SchemeLowercased", 6),
        ("HostLowercased", 6),
        ("EmptyUserDropped", 2),
        ("EmptyPasswordDropped", 3),
        ("refused: ambiguous host", 1),
        ("PortZerosStripped", 1),
        ("DefaultPortRemoved", 8),
        ("LocalhostDropped", 2),
        ("RootPathAdded", 21),
        // WHATWG reads another path: a `?` in an ftp or file
        // path starts its query, `/.` is removed, `file:////x` loses a
        // segment; refused rather than converted.
        ("refused: path read differently", 10),
    ]);
    assert_eq!(got, want, "{} vectors", inputs.len());
}

/// The other schemes too. Opaque (mailto, news) and non-special (nntp,
/// telnet, wais, prospero, other) URLs keep their text but for the scheme's
/// case and empty logins. WHATWG rejects schemes that do not start with a
/// letter (`+scheme:`, `0://...`), which RFC 1738 allows. A `?` in a telnet
/// user name ends WHATWG's authority. And where RFC 1738 reads `//...` as
/// plain `*xchar` because it is no `ip-schemepart` (`mysql://x@y(z:123)/foo`),
/// WHATWG reads an authority anyway: it rejects one, and the conversion
/// refuses the others, whose host or path WHATWG reads otherwise
/// (five, with `postgres:///foo`, `weird:///path` and `itms-services://?...`;
/// the count is of those and of the `?` starting a query, together). (The `https:` vectors of the group are https URLs now, RFC 2818
/// §2.4; the three of them with `$`, `,` or `*` in the host are invalid.)
#[test]
fn other_scheme_vectors_round_trip_through_whatwg() {
    let inputs = vectors(&["mailto", "news", "nntp", "telnet", "wais", "prospero", "other"]);
    let got = round_trip_all(&inputs);
    let want = tally(&[
        ("identical", 129),
        ("SchemeLowercased", 3),
        ("EmptyUserDropped", 3),
        ("EmptyPasswordDropped", 1),
        ("rejected: a WHATWG scheme starts with a letter", 10),
        ("refused: ambiguous host", 2),
        ("own authority: rejected", 1),
        // WHATWG reads another address: an authority where RFC
        // 1738 reads none (`mysql://a,b,c/bar`), a `?` that starts a query
        // in a mailto, news, prospero or other URL, whose path it belongs
        // to here.
        ("refused: host read differently", 2),
        ("refused: path read differently", 13),
    ]);
    assert_eq!(got, want, "{} vectors", inputs.len());
}

/// Each kind of rewrite, and WHATWG rejections, on an example of its own.
#[test]
fn each_rewrite_on_its_own() {
    for (input, expected) in [
        ("HTTP://example.com/", Prediction::Text("http://example.com/".into(), vec![SchemeLowercased])),
        ("http://EXAMPLE.com/", Prediction::Text("http://example.com/".into(), vec![HostLowercased])),
        ("gopher://EXAMPLE.com/", Prediction::Text("gopher://EXAMPLE.com/".into(), vec![])),
        ("ftp://@example.com/", Prediction::Text("ftp://example.com/".into(), vec![EmptyUserDropped])),
        ("ftp://u:@example.com/", Prediction::Text("ftp://u@example.com/".into(), vec![EmptyPasswordDropped])),
        ("ftp://a;b=c@example.com/", Prediction::Text("ftp://a%3Bb%3Dc@example.com/".into(), vec![UserinfoEscaped])),
        ("http://10.01.2.3/", Prediction::Text("http://10.1.2.3/".into(), vec![Ipv4Rewritten])),
        ("http://010.0.0.1/", Prediction::Text("http://8.0.0.1/".into(), vec![Ipv4Rewritten, Ipv4ReadAsOctal])),
        ("http://08.0.0.1/", Prediction::Rejected("WHATWG reads a group with a leading zero as octal")),
        ("http://example.com:0081/", Prediction::Text("http://example.com:81/".into(), vec![PortZerosStripped])),
        ("http://example.com:80/", Prediction::Text("http://example.com/".into(), vec![DefaultPortRemoved])),
        ("gopher://example.com:70/", Prediction::Text("gopher://example.com:70/".into(), vec![])),
        ("file://localhost/etc/motd", Prediction::Text("file:///etc/motd".into(), vec![LocalhostDropped])),
        ("http://example.com", Prediction::Text("http://example.com/".into(), vec![RootPathAdded])),
        ("http://example.com/a/./b/../c", Prediction::Text("http://example.com/a/c".into(), vec![DotSegmentsRemoved])),
        ("gopher://example.com/1/./x", Prediction::Text("gopher://example.com/1/x".into(), vec![DotSegmentsRemoved])),
        ("ftp://example.com/a/%2E%2e/b", Prediction::Text("ftp://example.com/b".into(), vec![DotSegmentsRemoved])),
        ("file:////tmp/x", Prediction::Text("file:///tmp/x".into(), vec![FileSlashesCollapsed])),
        ("http://example.com/?a'b", Prediction::Text("http://example.com/?a%27b".into(), vec![QuoteEscapedInQuery])),
        ("+x:y", Prediction::Rejected("a WHATWG scheme starts with a letter")),
        ("ftp://a?b@example.com/", Prediction::SplitAtQuestionMark("a".into())),
    ] {
        let url = Url::parse(input).unwrap();
        assert_eq!(predict(url), expected, "{input:?}");
    }
    // The prediction holds for all of them, and where WHATWG accepts, the
    // text comes back as an RFC 1738 URL; WHATWG reads `ftp://a?b@...` as the
    // host `a` and the query `?b@example.com/`, so the conversion refuses it.
    let whatwg = url::Url::parse("ftp://a?b@example.com/").unwrap();
    assert_eq!(
        (whatwg.as_str(), whatwg.host_str(), whatwg.query()),
        ("ftp://a/?b@example.com/", Some("a"), Some("b@example.com/"))
    );
    assert!(matches!(
        url::Url::try_from(Url::parse("ftp://a?b@example.com/").unwrap()),
        Err(ConvertError::AmbiguousHost(_))
    ));
    assert!(url::Url::try_from(Url::parse("+x:y").unwrap()).is_err());
    assert!(matches!(url::Url::try_from(Url::parse("http://08.0.0.1/").unwrap()), Err(ConvertError::AmbiguousHost(_))));
    let inputs: Vec<String> = [
        "HTTP://example.com/",
        "http://EXAMPLE.com/",
        "ftp://@example.com/",
        "ftp://a;b=c@example.com/",
        "http://010.0.0.1/",
        "http://example.com:0081/",
        "file://localhost/etc/motd",
        "http://example.com/a/./b/../c",
        "gopher://example.com/1/./x",
        "file:////tmp/x",
        "http://example.com/?a'b",
        "ftp://a?b@example.com/",
    ]
    .map(String::from)
    .to_vec();
    round_trip_all(&inputs);
}

/// WHATWG URLs that are not RFC 1738 URLs come back as the parser's error,
/// which says why.
#[test]
fn whatwg_urls_that_are_not_rfc_1738_say_why() {
    for (whatwg, message) in [
        (
            "http://example.com/~user/",
            "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); \
             the text is a valid RFC 3986 URI: use uri! or Uri::parse",
        ),
        (
            "http://example.com/a|b",
            "unexpected character '|' in http path; '|' is unsafe and must be written %7C (RFC 1738 §2.2)",
        ),
        (
            "http://[::1]/",
            "unexpected character '[' in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1); \
             the text is a valid RFC 3986 URI: use uri! or Uri::parse",
        ),
        (
            "http://a_b.example/",
            "unexpected character '_' in host; expected letters, digits, '-' and '.' (no escapes) (RFC 1738 §3.1); \
             the text is a valid RFC 3986 URI: use uri! or Uri::parse",
        ),
        ("http://user@example.com/", "http URLs take no user name or password (RFC 1738 §3.3)"),
    ] {
        let url = url::Url::parse(whatwg).unwrap();
        assert_eq!(url.as_str(), whatwg, "WHATWG keeps {whatwg:?} as it is");
        let err = UrlBuf::try_from(&url).unwrap_err();
        assert_eq!(err.to_string(), message, "{whatwg:?}");
        assert_eq!(Url::try_from(&url).unwrap_err(), err);
        assert_eq!(UrlBuf::try_from(url.clone()).unwrap_err(), err);
        assert_eq!(HttpUrlBuf::try_from(url).unwrap_err(), err);
    }
    // IDNA makes a non-ASCII host ASCII, which RFC 1738 takes.
    let url = url::Url::parse("http://münchen.example/").unwrap();
    assert_eq!(UrlBuf::try_from(&url).unwrap().as_str(), "http://xn--mnchen-3ya.example/");
    // A typed URL takes only its scheme (http's view: http and https).
    let url = url::Url::parse("wss://example.com/").unwrap();
    assert_eq!(UrlBuf::try_from(&url).unwrap().as_url().kind(), Scheme::Other);
    assert_eq!(
        HttpUrl::try_from(&url).unwrap_err().to_string(),
        "expected an http or https URL, found a URL of a scheme RFC 1738 does not define (RFC 1738 §3.3)"
    );
    let url = url::Url::parse("gopher://example.com/").unwrap();
    assert_eq!(
        HttpUrlBuf::try_from(&url).unwrap_err().to_string(),
        "expected an http or https URL, found a gopher URL (RFC 1738 §3.3)"
    );
}

/// https (RFC 2818 §2.4: http's form) converts both ways, to `url::Url` and
/// to `http::Uri`, and stays https.
#[test]
fn https_converts_both_ways() {
    let url = HttpUrl::parse("https://API.example.com:443/v1/items?page=2#top").unwrap();
    // WHATWG lower-cases the host and drops https's default port, 443
    let whatwg = url::Url::try_from(url).unwrap();
    assert_eq!(whatwg.as_str(), "https://api.example.com/v1/items?page=2#top");
    assert_eq!(url::Url::try_from(url.as_url()).unwrap(), whatwg);
    let back = HttpUrl::try_from(&whatwg).unwrap();
    assert_eq!((back.is_secure(), back.port(), back.port_or_default()), (true, None, 443));
    assert_eq!(back.as_url().kind(), Scheme::Https);
    assert!(back.as_url().equivalent(&url.as_url()));
    let owned = HttpUrlBuf::try_from(whatwg.clone()).unwrap();
    assert_eq!(owned.as_str(), "https://api.example.com/v1/items?page=2#top");
    // a port other than 443 stays, even http's 80
    let whatwg = url::Url::try_from(HttpUrl::parse("https://h.example:80/").unwrap()).unwrap();
    assert_eq!((whatwg.as_str(), whatwg.port()), ("https://h.example:80/", Some(80)));

    // http::Uri keeps the host's case and the explicit port; no fragment
    let uri = http::Uri::try_from(url).unwrap();
    assert_eq!(uri, "https://API.example.com:443/v1/items?page=2");
    assert_eq!((uri.scheme_str(), uri.port_u16()), (Some("https"), Some(443)));
    let back = HttpUrlBuf::try_from(&uri).unwrap();
    assert_eq!(back.as_str(), "https://API.example.com:443/v1/items?page=2");
    assert!(back.view().is_secure());
    assert_eq!(UrlBuf::try_from(uri).unwrap().as_url().kind(), Scheme::Https);
    // an upper-case scheme is lower-cased by http::Uri
    let uri = http::Uri::try_from(HttpUrl::parse("HTTPS://h.example").unwrap()).unwrap();
    assert_eq!(uri, "https://h.example/");
    // an ambiguous host is refused for https as for http
    let url = HttpUrl::parse("https://0127.0.0.1/").unwrap();
    assert_eq!(refusal(http::Uri::try_from(url)), leading_zero_message("0127.0.0.1", "127.0.0.1", "87.0.0.1"));
    assert_eq!(refusal(url::Url::try_from(url)), leading_zero_message("0127.0.0.1", "127.0.0.1", "87.0.0.1"));
}

/// Every typed view and owned typed URL converts both ways too.
#[test]
fn typed_conversions() {
    let ftp = FtpUrl::parse("ftp://ftp.example.org/pub/README;type=a").unwrap();
    let whatwg = url::Url::try_from(ftp).unwrap();
    assert_eq!(whatwg.as_str(), ftp.as_str());
    assert_eq!(FtpUrl::try_from(&whatwg).unwrap(), ftp);
    let owned = FtpUrlBuf::try_from(whatwg.clone()).unwrap();
    assert_eq!(url::Url::try_from(&owned).unwrap(), whatwg);
    assert_eq!(url::Url::try_from(owned).unwrap(), whatwg);
    assert!(GopherUrl::try_from(&whatwg).is_err());

    let gopher = GopherUrl::parse("gopher://gopher.example.org/0about").unwrap();
    let whatwg = url::Url::try_from(gopher).unwrap();
    assert_eq!(GopherUrlBuf::try_from(&whatwg).unwrap(), gopher);

    let file = FileUrl::parse("file://localhost/etc/motd").unwrap();
    let whatwg = url::Url::try_from(file).unwrap();
    assert_eq!(whatwg.as_str(), "file:///etc/motd");
    let back = FileUrlBuf::try_from(&whatwg).unwrap();
    assert_eq!((back.view().is_local(), back.view().path()), (true, "etc/motd"));
}

/// Every valid http vector converts to `http::Uri` and back. `http::Uri`
/// lower-cases the scheme, writes an empty path as `/` and has no fragment;
/// it keeps the host's case and an explicit port.
#[test]
fn http_vectors_round_trip_through_http_uri() {
    let inputs = vectors(&["http"]);
    let mut got = Tally::new();
    for input in &inputs {
        let url = HttpUrl::parse(input).unwrap();
        let uri = http::Uri::try_from(url).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        let mut kinds = Vec::new();
        let mut expected = url.without_fragment().to_owned();
        if url.scheme() != "http" {
            expected.replace_range(..4, "http");
            kinds.push("SchemeLowercased");
        }
        if url.path().is_none() {
            expected.push('/');
            kinds.push("RootPathAdded");
        }
        if url.fragment().is_some() {
            kinds.push("FragmentDropped");
        }
        assert_eq!(uri.to_string(), expected, "{input:?}");
        assert_eq!(uri.host(), Some(url.host_str().unwrap()), "{input:?}: the host's case stays");
        assert_eq!(uri.port_u16(), url.port(), "{input:?}: an explicit port stays");
        let back = HttpUrlBuf::try_from(&uri).unwrap_or_else(|e| panic!("{input:?} -> {uri}: {e}"));
        assert_eq!(back.as_str(), expected);
        assert_eq!(UrlBuf::try_from(uri.clone()).unwrap(), back);
        assert_eq!(http::Uri::try_from(&back).unwrap(), uri);
        if kinds.is_empty() {
            assert_eq!(back, url, "{input:?}");
            kinds.push("identical");
        }
        for kind in kinds {
            *got.entry(kind.to_owned()).or_default() += 1;
        }
    }
    let want = tally(&[("identical", 32), ("SchemeLowercased", 4), ("RootPathAdded", 14), ("FragmentDropped", 11)]);
    assert_eq!(got, want, "{} vectors", inputs.len());
}

/// `http::Uri`s that are not RFC 1738 http URLs say why.
#[test]
fn http_uris_that_are_not_rfc_1738_http_urls_say_why() {
    for (uri, message) in [
        ("ws://example.com/", "expected an http or https URL, found a URL of a scheme RFC 1738 does not define (RFC 1738 §3.3)"),
        ("ftp://example.com/", "expected an http or https URL, found an ftp URL (RFC 1738 §3.3)"),
        ("https://example.com/~user", "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); the text is a valid RFC 3986 URI: use uri! or Uri::parse"),
        ("/index.html", "unexpected character '/' in scheme; expected letters, digits, '+', '-' or '.' and then ':' (RFC 1738 §2.1)"),
        ("http://example.com/~user", "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); the text is a valid RFC 3986 URI: use uri! or Uri::parse"),
    ] {
        let uri: http::Uri = uri.parse().unwrap();
        assert_eq!(HttpUrlBuf::try_from(&uri).unwrap_err().to_string(), message, "{uri}");
        assert_eq!(HttpUrlBuf::try_from(uri).unwrap_err().to_string(), message);
    }
    let owned: HttpUrlBuf = "http://example.com/a?b#c".parse().unwrap();
    assert_eq!(http::Uri::try_from(owned).unwrap(), "http://example.com/a?b");
}

// ---------------------------------------------------------------------------
// Conversions never move an address: no conversion names another host
// ---------------------------------------------------------------------------

/// The message for `host`, written with a leading zero, read as `decimal`
/// by RFC 1738 and `octal` by WHATWG and `inet_aton`.
fn leading_zero_message(host: &str, decimal: &str, octal: &str) -> String {
    format!(
        "ambiguous host {host}: RFC 1738 reads every group in decimal ({decimal}) but WHATWG URL parsers and \
         inet_aton read a group with a leading zero as octal ({octal}); write the host without leading zeros \
         (RFC 1738 §3.1 hostnumber)"
    )
}

/// The message of a conversion refused for an ambiguous host.
#[track_caller]
fn refusal<T: std::fmt::Debug, E: std::fmt::Debug>(r: Result<T, ConvertError<E>>) -> String {
    match r {
        Err(ConvertError::AmbiguousHost(message)) => message,
        other => panic!("expected an ambiguous host, got {other:?}"),
    }
}

const OCTAL_0127: (&str, &str, &str) = ("0127.0.0.1", "127.0.0.1", "87.0.0.1");
const OCTAL_01: (&str, &str, &str) =
    ("127.0.0.01", "127.0.0.1", "127.0.0.1 here, by chance, while inet_pton rejects it");

/// `url::Url::try_from` of every form of `text` (the URL, its typed view, the
/// owned URL and owned typed URL, by value and by reference) is `want`.
#[track_caller]
fn refused_by_whatwg(text: &str, want: &str) {
    let want = Err(ConvertError::AmbiguousHost(want.to_owned()));
    let url = Url::parse(text).unwrap();
    assert_eq!(url::Url::try_from(url), want, "{text}");
    assert_eq!(url::Url::try_from(&url.to_buf()), want, "{text}");
    assert_eq!(url::Url::try_from(url.to_buf()), want, "{text}");
    match url.kind() {
        Scheme::Ftp => {
            let view = FtpUrl::parse(text).unwrap();
            assert_eq!(url::Url::try_from(view), want);
            assert_eq!(url::Url::try_from(&view.to_buf()), want);
            assert_eq!(url::Url::try_from(view.to_buf()), want);
        }
        Scheme::Http | Scheme::Https => {
            let view = HttpUrl::parse(text).unwrap();
            assert_eq!(url::Url::try_from(view), want);
            assert_eq!(url::Url::try_from(&view.to_buf()), want);
            assert_eq!(url::Url::try_from(view.to_buf()), want);
        }
        Scheme::File => {
            let view = FileUrl::parse(text).unwrap();
            assert_eq!(url::Url::try_from(view), want);
            assert_eq!(url::Url::try_from(view.to_buf()), want);
        }
        Scheme::Gopher => assert_eq!(url::Url::try_from(GopherUrl::parse(text).unwrap()), want),
        Scheme::Telnet => assert_eq!(url::Url::try_from(TelnetUrl::parse(text).unwrap()), want),
        Scheme::Other => assert_eq!(url::Url::try_from(OtherUrl::parse(text).unwrap()), want),
        _ => {}
    }
}

#[test]
fn leading_zero_hosts_do_not_convert_to_whatwg() {
    for (host, decimal, octal) in [OCTAL_0127, OCTAL_01] {
        let message = leading_zero_message(host, decimal, octal);
        for text in [
            format!("http://{host}/"),
            format!("http://{host}:8080/a?b#c"),
            format!("ftp://{host}/pub/"),
            format!("ftp://user:secret@{host}/pub/"),
            format!("file://{host}/etc/motd"),
            // not special for WHATWG, which keeps the host as text for the
            // resolver to read as octal
            format!("gopher://{host}/0x"),
            format!("telnet://{host}/"),
            format!("x-y://{host}/"),
        ] {
            refused_by_whatwg(&text, &message);
        }
    }
    // What the refusal prevents: WHATWG moves 127.0.0.1 to 87.0.0.1.
    assert_eq!(url::Url::parse("http://0127.0.0.1/").unwrap().as_str(), "http://87.0.0.1/");
    assert_eq!(url::Url::parse("ftp://127.0.0.01/").unwrap().as_str(), "ftp://127.0.0.1/");
    // Without a leading zero, the same address.
    let ok = url::Url::try_from(Url::parse("http://127.0.0.1/").unwrap()).unwrap();
    assert_eq!(ok.host(), Some(url::Host::Ipv4([127, 0, 0, 1].into())));
}

#[test]
fn leading_zero_hosts_do_not_convert_to_http_uri() {
    for (host, decimal, octal) in [OCTAL_0127, OCTAL_01] {
        let message = leading_zero_message(host, decimal, octal);
        for text in [format!("http://{host}/"), format!("http://{host}:80/a?b#c")] {
            let view = HttpUrl::parse(&text).unwrap();
            assert_eq!(refusal(http::Uri::try_from(view)), message, "{text}");
            assert_eq!(refusal(http::Uri::try_from(&view.to_buf())), message, "{text}");
            assert_eq!(refusal(http::Uri::try_from(view.to_buf())), message, "{text}");
            // the error's Display is the message, and it has no source
            let err = http::Uri::try_from(view).unwrap_err();
            assert_eq!(err.to_string(), message);
            assert!(std::error::Error::source(&err).is_none());
        }
    }
    // What the refusal prevents: `http::Uri` passes the text on as it is.
    assert_eq!(http::Uri::try_from("http://0127.0.0.1/").unwrap().host(), Some("0127.0.0.1"));
    // An `http::Uri` error is still `http`'s.
    let uri = http::Uri::try_from(HttpUrl::parse("http://127.0.0.1/").unwrap()).unwrap();
    assert_eq!(uri.host(), Some("127.0.0.1"));
}

#[test]
fn a_question_mark_in_the_login_does_not_convert_to_whatwg() {
    for (text, want) in [
        (
            "ftp://a?b@example.com/",
            "ambiguous host example.com: RFC 1738 reads the '?' in the user name as part of it but WHATWG URL \
             parsers end the authority at a '?' and read the host a; write the '?' as %3F (RFC 1738 §3.1)",
        ),
        (
            "ftp://anonymous:x?y@ftp.example.org/",
            "ambiguous host ftp.example.org: RFC 1738 reads the '?' in the password as part of it but WHATWG URL \
             parsers end the authority at a '?' and read the host anonymous; write the '?' as %3F (RFC 1738 §3.1)",
        ),
        (
            "telnet://?@h.example/",
            "ambiguous host h.example: RFC 1738 reads the '?' in the user name as part of it but WHATWG URL \
             parsers end the authority at a '?' and read an empty host; write the '?' as %3F (RFC 1738 §3.1)",
        ),
        (
            "x-y://evil.example?@good.example/",
            "ambiguous host good.example: RFC 1738 reads the '?' in the user name as part of it but WHATWG URL \
             parsers end the authority at a '?' and read the host evil.example; write the '?' as %3F (RFC 1738 \
             §3.1)",
        ),
    ] {
        refused_by_whatwg(text, want);
    }
    // What the refusal prevents: an allow-list check on `good.example`, then
    // a request to `evil.example`.
    let raw = url::Url::parse("x-y://evil.example?@good.example/").unwrap();
    assert_eq!(raw.host_str(), Some("evil.example"));
    // Escaped, the '?' is no problem.
    let ok = url::Url::try_from(Url::parse("ftp://a%3Fb@example.com/").unwrap()).unwrap();
    assert_eq!((ok.username(), ok.host_str()), ("a%3Fb", Some("example.com")));
}

proptest::proptest! {
    /// Whatever the host's leading zeros and the login's '?': a conversion
    /// to `url::Url` either keeps the RFC 1738 host or is refused, and it is
    /// refused exactly when the host is ambiguous; `http::Uri` likewise.
    #[test]
    fn conversions_keep_the_host_or_refuse(
        groups in proptest::collection::vec((0u8..=255, 0usize..3), 4),
        name in proptest::sample::select(vec!["", "example.com", "A.b-c.example"]),
        login in proptest::sample::select(vec!["", "u@", "u:p@", "a?b@", "a:b?c@", "?@", "a%3Fb@"]),
        scheme in proptest::sample::select(vec!["ftp", "http", "file", "gopher", "telnet", "x-y"]),
    ) {
        let host = if name.is_empty() {
            groups.iter().map(|&(g, zeros)| format!("{}{g}", "0".repeat(zeros))).collect::<Vec<_>>().join(".")
        } else {
            name.to_owned()
        };
        let login = if matches!(scheme, "http" | "file" | "gopher") { "" } else { login };
        let text = format!("{scheme}://{login}{host}/");
        let url = Url::parse(&text).unwrap();
        match url::Url::try_from(url) {
            Err(ConvertError::AmbiguousHost(m)) => {
                proptest::prop_assert_eq!(Some(m), url.ambiguous_host().map(|a| a.to_string()));
            }
            Err(e) => proptest::prop_assert!(false, "{}: {}", text, e),
            Ok(whatwg) => {
                proptest::prop_assert!(url.ambiguous_host().is_none());
                match (url.host().unwrap(), whatwg.host()) {
                    (Host::Ipv4(a), Some(url::Host::Ipv4(b))) => proptest::prop_assert_eq!(a, b.octets()),
                    (Host::Ipv4(_), Some(url::Host::Domain(d))) => {
                        // not special: kept as text, with no leading zero
                        proptest::prop_assert_eq!(Some(d), url.host_str());
                    }
                    (Host::Name(n), Some(url::Host::Domain(d))) => {
                        proptest::prop_assert!(n.eq_ignore_ascii_case(d), "{} vs {}", n, d);
                    }
                    (ours, theirs) => proptest::prop_assert!(false, "{}: {:?} vs {:?}", text, ours, theirs),
                }
            }
        }
        if scheme == "http" {
            let view = HttpUrl::parse(&text).unwrap();
            match http::Uri::try_from(view) {
                Ok(uri) => {
                    proptest::prop_assert!(url.ambiguous_host().is_none());
                    // the host goes on as written, with no leading zero:
                    // every resolver reads it as RFC 1738 does
                    proptest::prop_assert_eq!(uri.host(), url.host_str());
                    proptest::prop_assert!(!uri.host().unwrap().split('.').any(|g| g.len() > 1 && g.starts_with('0')));
                }
                Err(e) => proptest::prop_assert_eq!(
                    refusal::<(), _>(Err(e)),
                    url.ambiguous_host().unwrap().to_string()
                ),
            }
        }
    }
}

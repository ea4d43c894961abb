//! serde (feature `serde`): every URL type serializes as its text and
//! deserializes through the parser, borrowed (zero-copy) or owned, and a
//! typed URL takes only its own scheme. JSON through `serde_json`.

use serde_json::Value;
use url_core::{
    FileUrl, FileUrlBuf, FtpUrl, FtpUrlBuf, GopherUrl, GopherUrlBuf, HttpUrl, HttpUrlBuf, MailtoUrl, MailtoUrlBuf,
    NewsUrl, NewsUrlBuf, NntpUrl, NntpUrlBuf, OtherUrl, OtherUrlBuf, ParseError, ProsperoUrl, ProsperoUrlBuf, Scheme,
    TelnetUrl, TelnetUrlBuf, Url, UrlBuf, WaisUrl, WaisUrlBuf,
};

/// One URL per scheme, with as many parts as the scheme has.
const EVERY_SCHEME: [&str; 13] = [
    "ftp://anonymous:secret@ftp.example.org:2121/pub/dir/README;type=a#top",
    "http://info.cern.ch:8080/hypertext/WWW/TheProject.html?q=1#s",
    "gopher://gopher.example.org:70/1sel%09search%09plus",
    "mailto:timbl@info.cern.ch",
    "news:comp.infosystems.www.misc",
    "news:123@example.org",
    "nntp://news.example.org:119/comp.lang.c/1234",
    "telnet://user:pw@melvyl.ucop.edu:23/",
    "wais://quake.think.com:210/directory-of-servers?query",
    "file:///etc/motd",
    "file://localhost/etc/motd",
    "prospero://host.dom:1525//pros/name;field=value",
    "x-ssh://git:secret@git.example.org:22/#frag",
];

/// `s` as a JSON string (none of the URLs above needs an escape).
fn json(s: &str) -> String {
    let quoted = format!("\"{s}\"");
    assert_eq!(serde_json::to_string(s).unwrap(), quoted);
    quoted
}

/// Whether `inner` lies inside `outer` in memory: a zero-copy borrow.
fn borrows_from(inner: &str, outer: &str) -> bool {
    let o = outer.as_bytes().as_ptr_range();
    let i = inner.as_bytes().as_ptr_range();
    o.start <= i.start && i.end <= o.end
}

/// serde_json's message for a custom error at the end of the document `doc`.
fn at_end(message: impl std::fmt::Display, doc: &str) -> String {
    format!("{message} at line 1 column {}", doc.chars().count())
}

#[test]
fn url_round_trips_borrowed_for_every_scheme() {
    for s in EVERY_SCHEME {
        let url = Url::parse(s).unwrap();
        let doc = serde_json::to_string(&url).unwrap();
        assert_eq!(doc, json(s));
        let back: Url<'_> = serde_json::from_str(&doc).unwrap();
        assert_eq!(back, url);
        assert!(borrows_from(back.as_str(), &doc), "{s}: zero-copy");
        assert_eq!(format!("{back:?}"), format!("{url:?}"), "{s}: the same parts");
    }
}

#[test]
fn url_buf_round_trips_owned_for_every_scheme() {
    for s in EVERY_SCHEME {
        let url: UrlBuf = s.parse().unwrap();
        let doc = serde_json::to_string(&url).unwrap();
        assert_eq!(doc, json(s));
        let back: UrlBuf = serde_json::from_str(&doc).unwrap();
        assert_eq!(back, url);
        // From a reader: the string is transient, which an owned URL takes.
        let back: UrlBuf = serde_json::from_reader(doc.as_bytes()).unwrap();
        assert_eq!(back, url);
        // From a `Value`: the `String` is handed over.
        let back: UrlBuf = serde_json::from_value(Value::String(s.to_owned())).unwrap();
        assert_eq!(back, url);
    }
}

/// Borrowed and owned round trips of one typed view and its owned form, and
/// the rejection of every URL of another scheme.
macro_rules! typed_round_trip {
    ($view:ident, $owned:ident, $s:expr) => {{
        let s: &str = $s;
        let view = $view::parse(s).unwrap();
        let doc = serde_json::to_string(&view).unwrap();
        assert_eq!(doc, json(s));
        let back: $view<'_> = serde_json::from_str(&doc).unwrap();
        assert_eq!(back, view);
        assert!(borrows_from(back.as_str(), &doc), "{s}: zero-copy");

        let owned = view.to_buf();
        let doc = serde_json::to_string(&owned).unwrap();
        assert_eq!(doc, json(s));
        let back: $owned = serde_json::from_str(&doc).unwrap();
        assert_eq!(back, owned);

        // Only its own scheme: the parser's error naming both schemes.
        let mut rejected = 0;
        for other in EVERY_SCHEME {
            let Err(e) = $view::parse(other) else { continue };
            let doc = json(other);
            let want = at_end(&e, &doc);
            assert_eq!(serde_json::from_str::<$view<'_>>(&doc).unwrap_err().to_string(), want);
            assert_eq!(serde_json::from_str::<$owned>(&doc).unwrap_err().to_string(), want);
            assert!(e.to_string().starts_with("expected "), "{e}");
            rejected += 1;
        }
        assert!(rejected >= 10, "{s}: {rejected}");
    }};
}

#[test]
fn typed_views_round_trip_and_take_only_their_scheme() {
    typed_round_trip!(FtpUrl, FtpUrlBuf, EVERY_SCHEME[0]);
    typed_round_trip!(HttpUrl, HttpUrlBuf, EVERY_SCHEME[1]);
    typed_round_trip!(GopherUrl, GopherUrlBuf, EVERY_SCHEME[2]);
    typed_round_trip!(MailtoUrl, MailtoUrlBuf, EVERY_SCHEME[3]);
    typed_round_trip!(NewsUrl, NewsUrlBuf, EVERY_SCHEME[4]);
    typed_round_trip!(NewsUrl, NewsUrlBuf, EVERY_SCHEME[5]);
    typed_round_trip!(NntpUrl, NntpUrlBuf, EVERY_SCHEME[6]);
    typed_round_trip!(TelnetUrl, TelnetUrlBuf, EVERY_SCHEME[7]);
    typed_round_trip!(WaisUrl, WaisUrlBuf, EVERY_SCHEME[8]);
    typed_round_trip!(FileUrl, FileUrlBuf, EVERY_SCHEME[9]);
    typed_round_trip!(FileUrl, FileUrlBuf, EVERY_SCHEME[10]);
    typed_round_trip!(ProsperoUrl, ProsperoUrlBuf, EVERY_SCHEME[11]);
    typed_round_trip!(OtherUrl, OtherUrlBuf, EVERY_SCHEME[12]);
}

/// http's view, borrowed and owned, takes https too (RFC 2818 §2.4).
#[test]
fn http_views_take_https() {
    let doc = r#""https://api.example.com/v1?page=2""#;
    let view: HttpUrl<'_> = serde_json::from_str(doc).unwrap();
    assert_eq!((view.is_secure(), view.port_or_default(), view.search()), (true, 443, Some("page=2")));
    assert!(borrows_from(view.as_str(), doc));
    let owned: HttpUrlBuf = serde_json::from_str(doc).unwrap();
    assert_eq!(owned.as_str(), "https://api.example.com/v1?page=2");
    assert_eq!(serde_json::to_string(&owned).unwrap(), doc);
    let url: Url<'_> = serde_json::from_str(doc).unwrap();
    assert_eq!(url.kind(), Scheme::Https);
    let doc = r#""https://u@h/""#;
    assert_eq!(
        serde_json::from_str::<HttpUrl<'_>>(doc).unwrap_err().to_string(),
        "https URLs take no user name or password (RFC 1738 §3.3) at line 1 column 14"
    );
    assert_eq!(
        serde_json::from_str::<HttpUrlBuf>(r#""ftp://h/""#).unwrap_err().to_string(),
        "expected an http or https URL, found an ftp URL (RFC 1738 §3.3) at line 1 column 10"
    );
}

#[test]
fn invalid_urls_are_rejected_with_the_parsers_message() {
    for s in [
        "http://user@host/",
        "http://example.com:/",
        "ftp://host/~smith/",
        "ftp://host/file;type=x",
        "gopher://host/0a%0Db",
        "mailto:nobody",
        "news:",
        "nntp://host/group/12x",
        "telnet://host/path",
        "wais://host/db/type",
        "file://host:80/x",
        "prospero://host/name;field",
        ":nothing",
        "no scheme",
    ] {
        let e: ParseError = Url::parse(s).unwrap_err();
        let doc = json(s);
        let want = at_end(e, &doc);
        assert_eq!(serde_json::from_str::<Url<'_>>(&doc).unwrap_err().to_string(), want, "{s}");
        assert_eq!(serde_json::from_str::<UrlBuf>(&doc).unwrap_err().to_string(), want, "{s}");
        assert_eq!(serde_json::from_reader::<_, UrlBuf>(doc.as_bytes()).unwrap_err().to_string(), want, "{s}");
        assert_eq!(
            serde_json::from_value::<UrlBuf>(Value::String(s.into())).unwrap_err().to_string(),
            e.to_string(),
            "{s}"
        );
    }
    let e = Url::parse("http://user@host/").unwrap_err();
    assert_eq!(e.to_string(), "http URLs take no user name or password (RFC 1738 §3.3)");
}

#[test]
fn a_borrowed_url_needs_a_format_that_lends_the_string() {
    // `\/` is an escape: serde_json must unescape into a buffer of its own,
    // which it cannot lend.
    let doc = r#""http:\/\/info.cern.ch\/""#;
    let err = serde_json::from_str::<Url<'_>>(doc).unwrap_err().to_string();
    assert!(err.starts_with("cannot borrow a Url from this input"), "{err}");
    assert!(err.contains("deserialize an owned URL (UrlBuf, FtpUrlBuf, ...) instead"), "{err}");
    let err = serde_json::from_str::<HttpUrl<'_>>(doc).unwrap_err().to_string();
    assert!(err.starts_with("cannot borrow a HttpUrl from this input"), "{err}");
    // (A reader never lends, and `serde_json::from_reader` wants
    // `DeserializeOwned`, which `Url<'_>` is not: that is a compile error.)
    // The owned types take it.
    let url: UrlBuf = serde_json::from_str(doc).unwrap();
    assert_eq!(url.as_str(), "http://info.cern.ch/");
    let url: HttpUrlBuf = serde_json::from_str(doc).unwrap();
    assert_eq!(url.view().path(), Some(""));
    // An invalid URL is reported as such, lent or not.
    let doc = r#""http:\/\/user@host\/""#;
    let want = at_end(Url::parse("http://user@host/").unwrap_err(), doc);
    assert_eq!(serde_json::from_str::<Url<'_>>(doc).unwrap_err().to_string(), want);
}

#[test]
fn urls_inside_other_values() {
    let doc = r#"{"mirror": "ftp://ftp.example.org/pub/", "home": "http://info.cern.ch/"}"#;
    let map: std::collections::BTreeMap<&str, Url<'_>> = serde_json::from_str(doc).unwrap();
    assert_eq!(map["mirror"].port_or_default(), Some(21));
    assert!(borrows_from(map["home"].as_str(), doc));

    let doc = r#"["ftp://ftp.example.org/pub/", "http://info.cern.ch/"]"#;
    let (ftp, http): (FtpUrl<'_>, HttpUrl<'_>) = serde_json::from_str(doc).unwrap();
    assert_eq!((ftp.name(), http.path()), (Some(""), Some("")));
    let owned: Vec<UrlBuf> = serde_json::from_str(doc).unwrap();
    assert_eq!(serde_json::to_string(&owned).unwrap(), doc.replace(", ", ","));

    // Not a string at all.
    assert_eq!(
        serde_json::from_str::<Url<'_>>("42").unwrap_err().to_string(),
        "invalid type: integer `42`, expected an RFC 1738 URL string at line 1 column 2"
    );
    assert_eq!(
        serde_json::from_str::<FtpUrlBuf>("null").unwrap_err().to_string(),
        "invalid type: null, expected an RFC 1738 ftp URL string at line 1 column 4"
    );
}

//! URLs in free text (`url_core::text`, RFC 1738 appendix "Recommendations for
//! URLs in Context").
//!
//! - the appendix's own example paragraph, quoted from the RFC (and checked to
//!   be in `tests/spec/rfc1738.txt` word for word);
//! - every `<URL:...>` of RFC 1738 and of draft-ietf-uri-url-06 is found and
//!   valid, and nothing else in them is taken for a URL;
//! - each form, whitespace rule, the hyphen rule, where wrappers and bare URLs
//!   end, errors mapped back to the text, the buffer and owned conveniences;
//! - properties over generated texts: every found URL is self-consistent and
//!   agrees with a straightforward reference reading; a URL broken across
//!   lines inside a wrapper comes back whole;
//! - hostile megabyte inputs: exact verdicts, no panic, one pass.

use std::time::{Duration, Instant};

use proptest::prelude::*;
use url_core::text::{find_urls, Cleaned, Form, Found};
use url_core::{Details, FtpType, ParseError, Scheme, Url};

use crate::support::data;

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

/// `tests/spec/<name>`, read, or a failure saying why not (a missing spec is
/// a failure, not a skip).
fn spec(name: &str) -> String {
    data::text(&data::spec(name))
}

fn all(text: &str) -> Vec<Found<'_>> {
    let found: Vec<Found<'_>> = find_urls(text).collect();
    for f in &found {
        check(text, f);
    }
    found
}

/// The cleaned URLs found in `text`.
fn cleaned(text: &str) -> Vec<String> {
    all(text).iter().map(|f| f.cleaned().to_string()).collect()
}

/// The parse result of a found URL, whatever its shape.
fn parsed(f: &Found<'_>) -> Result<String, ParseError> {
    let mut buf = vec![0; f.raw().len()];
    f.parse_in(&mut buf).expect("a buffer as long as raw() suffices").map(|u| u.as_str().to_owned())
}

/// The one URL found in `text`.
fn one(text: &str) -> Found<'_> {
    let found = all(text);
    assert_eq!(found.len(), 1, "expected one URL in {text:?}, found {found:?}");
    found[0]
}

/// The reference reading of a found URL: `raw` cut into lines (at LF, CR or
/// CR LF), each line trimmed of ASCII whitespace, joined; with `dehyphenate`,
/// a `-` that ends a line other than the last is dropped.
fn reference(raw: &str, dehyphenate: bool) -> (String, usize) {
    let lines: Vec<&str> = raw.split("\r\n").flat_map(|l| l.split(['\n', '\r'])).collect();
    let (mut out, mut hyphens) = (String::new(), 0);
    for (k, line) in lines.iter().enumerate() {
        let mut line = line.trim_matches(|c: char| c.is_ascii_whitespace() || c == '\x0b');
        if k + 1 < lines.len() && line.ends_with('-') {
            hyphens += 1;
            if dehyphenate {
                line = &line[..line.len() - 1];
            }
        }
        out.push_str(line);
    }
    (out, hyphens)
}

fn is_ws(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')
}

/// Everything a found URL owes, checked against the reference reading.
fn check(text: &str, f: &Found<'_>) {
    let (span, url_span) = (f.span(), f.url_span());
    assert!(span.start <= url_span.start && url_span.end <= span.end && span.end <= text.len(), "{f:?}");
    let whole = &text[span.clone()];
    let raw = f.raw();
    assert_eq!(raw, &text[url_span.clone()]);
    assert!(!raw.starts_with(is_ws) && !raw.ends_with(is_ws), "{f:?}");
    match f.form() {
        Form::Wrapper => {
            assert!(whole.len() >= 6 && whole[1..5].eq_ignore_ascii_case("URL:") && whole.ends_with('>'), "{whole:?}");
            assert!(whole[5..whole.len() - 1].trim_matches(is_ws) == raw);
        }
        Form::AngleBrackets => {
            assert!(whole.starts_with('<') && whole.ends_with('>') && url_span.start == span.start + 1, "{whole:?}");
            assert_eq!(whole[1..whole.len() - 1].trim_end_matches(is_ws), raw);
            assert!(raw.as_bytes()[0].is_ascii_alphanumeric() || b"+-.".contains(&raw.as_bytes()[0]));
        }
        Form::Prefixed => {
            assert!(whole.starts_with("URL:") && url_span.start == span.start + 4 && url_span.end == span.end);
            assert!(!raw.is_empty() && !raw.contains(is_ws) && !raw.contains(['<', '>', '"']));
            assert!(!raw.ends_with(['.', ',', ';', ':', '!', '?', '\'', '`']), "{raw:?}");
        }
    }
    assert!(!raw.contains('<'));
    assert!(f.form() == Form::Prefixed || !raw.contains('>'));
    let broken = raw.contains(['\n', '\r']);
    assert_eq!(f.is_contiguous(), !broken);
    if f.form() == Form::AngleBrackets {
        // no whitespace within a line
        for line in raw.split(['\n', '\r']) {
            assert!(!line.trim_matches(is_ws).contains(is_ws), "{raw:?}");
        }
    }

    let (kept, hyphens) = reference(raw, false);
    let (dropped, _) = reference(raw, true);
    assert_eq!(f.break_hyphens(), hyphens, "{raw:?}");
    for (c, want) in [(f.cleaned(), &kept), (f.dehyphenated(), &dropped)] {
        check_cleaned(text, f, c, want);
    }

    // the parse result, every way it is offered
    let result = parsed(f);
    assert_eq!(result, Url::parse(&kept).map(|u| u.as_str().to_owned()));
    assert_eq!(f.to_url_buf().map(|u| u.as_str().to_owned()), result);
    match f.url() {
        Some(r) => {
            assert!(!broken);
            assert_eq!(r.map(|u| u.as_str().to_owned()), result);
            assert_eq!(f.parse_in(&mut []).map(|r| r.map(|u| u.as_str().to_owned())), Some(result.clone()));
        }
        None => assert!(broken),
    }
    if let Err(e) = &result {
        let s = f.text_span(e);
        assert!(url_span.start <= s.start && s.end <= url_span.end && s.start <= s.end, "{s:?} {f:?}");
    }
}

/// `url` with the password of a `scheme://user:password@host` written `***`,
/// as `Debug` shows it: from the first `:` of the login to its last `@`; in
/// a text without `scheme://` (`a:b:c@d`), the login runs from after the
/// first `:` (and the `/` or `\` after it) to the next `/`, `\` or `#`.
fn password_hidden(url: &str) -> String {
    // Compiled once: compiling them for each URL was most of this file's time.
    static LOGIN: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"^((?:[A-Za-z0-9+.-]+:)?//[^/#:]*:)[^/#]*@").unwrap());
    static LOOSE: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"^([^:]*:[/\\]*[^/\\#:]*:)[^/\\#]*@").unwrap());
    if LOGIN.is_match(url) {
        LOGIN.replace(url, "${1}***@").into_owned()
    } else {
        LOOSE.replace(url, "${1}***@").into_owned()
    }
}

fn check_cleaned(text: &str, f: &Found<'_>, c: Cleaned<'_>, want: &str) {
    assert_eq!(c.to_string(), want);
    // every direction of the comparisons with `str` and `&str`
    assert!(c == *want);
    assert!(c == want);
    assert!(*want == c);
    assert!(want == c);
    assert_eq!(c.len(), want.len());
    assert_eq!(c.is_empty(), want.is_empty());
    assert_eq!(format!("{c:?}"), format!("{:?}", password_hidden(want)));
    assert_eq!(c.pieces().collect::<String>(), want);
    assert!(c.pieces().all(|p| !p.is_empty() && !p.contains(['\n', '\r'])));
    assert_eq!(c.as_str().is_some(), f.is_contiguous());
    if let Some(s) = c.as_str() {
        assert_eq!(s, want);
    }
    // every byte of the cleaned URL maps to the same byte of the text
    let mut prev = None;
    for (i, byte) in want.bytes().enumerate() {
        let at = c.text_offset(i);
        assert_eq!(text.as_bytes()[at], byte, "{want:?} byte {i} maps to {at}");
        assert!(prev < Some(at) && f.url_span().contains(&at));
        prev = Some(at);
    }
    assert_eq!(c.text_offset(want.len()), f.url_span().end);
    let mut buf = vec![0; want.len()];
    let r = c.parse_in(&mut buf).expect("len() bytes suffice").map(|u| u.as_str().to_owned());
    assert_eq!(r, Url::parse(want).map(|u| u.as_str().to_owned()));
    assert_eq!(c.to_url_buf().map(|u| u.as_str().to_owned()), r);
    if !want.is_empty() && c.as_str().is_none() {
        assert!(c.parse_in(&mut vec![0; want.len() - 1]).is_none());
    }
}

/// The error of the one URL in `text`: its offset and length in the cleaned
/// URL, its rule, and the text it maps back to.
fn error(text: &str) -> (usize, usize, &'static str, &str) {
    let f = one(text);
    let e = parsed(&f).expect_err("invalid");
    (e.offset(), e.length(), e.rule(), &text[f.text_span(&e)])
}

// ---------------------------------------------------------------------------
// the appendix
// ---------------------------------------------------------------------------

/// RFC 1738, APPENDIX: Recommendations for URLs in Context, "Examples:",
/// exactly as the RFC prints it (indentation and line breaks included).
const APPENDIX_EXAMPLE: &str = "      Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;
      type=d> but you can probably pick it up from <URL:ftp://ds.in
      ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.
      net/instructions/overview.html#WARNING>.
";

#[test]
fn appendix_example_is_quoted_exactly() {
    assert!(spec("rfc1738.txt").contains(APPENDIX_EXAMPLE));
}

#[test]
fn appendix_example() {
    let text = APPENDIX_EXAMPLE;
    let found = all(text);
    assert_eq!(found.len(), 3);

    let wrappers = [
        "<URL:ftp://info.cern.ch/pub/www/doc;\n      type=d>",
        "<URL:ftp://ds.in\n      ternic.net/rfc>",
        "<URL:http://ds.internic.\n      net/instructions/overview.html#WARNING>",
    ];
    let urls = [
        "ftp://info.cern.ch/pub/www/doc;type=d",
        "ftp://ds.internic.net/rfc",
        "http://ds.internic.net/instructions/overview.html#WARNING",
    ];
    for ((f, wrapper), url) in found.iter().zip(wrappers).zip(urls) {
        assert_eq!(f.form(), Form::Wrapper);
        assert_eq!(&text[f.span()], wrapper);
        assert_eq!(f.raw(), &wrapper[5..wrapper.len() - 1]);
        assert!(!f.is_contiguous() && f.url().is_none());
        assert_eq!(f.break_hyphens(), 0);
        assert_eq!(f.cleaned(), url);
        assert_eq!(f.dehyphenated(), url);
        assert_eq!(f.to_url_buf().unwrap().as_str(), url);
    }
    // each is broken exactly where the RFC broke it
    let pieces: Vec<Vec<&str>> = found.iter().map(|f| f.cleaned().pieces().collect()).collect();
    assert_eq!(
        pieces,
        [
            vec!["ftp://info.cern.ch/pub/www/doc;", "type=d"],
            vec!["ftp://ds.in", "ternic.net/rfc"],
            vec!["http://ds.internic.", "net/instructions/overview.html#WARNING"]
        ]
    );

    // and they mean what the paragraph says
    let mut buf = [0; 64];
    let doc = found[0].parse_in(&mut buf).unwrap().unwrap();
    let Details::Ftp(ftp) = doc.details() else { panic!("{doc:?}") };
    assert_eq!(ftp.host().to_string(), "info.cern.ch");
    assert_eq!(ftp.cwd().collect::<Vec<_>>(), ["pub", "www"]);
    assert_eq!(ftp.name(), Some("doc"));
    assert_eq!(ftp.typecode(), Some(FtpType::Directory));

    let rfc = found[1].to_url_buf().unwrap();
    assert_eq!(rfc.as_url().host_str(), Some("ds.internic.net"));
    assert_eq!(rfc.as_url().url_path(), Some("rfc"));

    let warning = found[2].to_url_buf().unwrap();
    assert_eq!(warning.as_url().kind(), Scheme::Http);
    assert_eq!(warning.as_url().fragment(), Some("WARNING"));

    // "ds.in" + line break + "ternic": the text offsets of the host
    let host = found[1].cleaned().text_offset("ftp://".len());
    assert_eq!(&text[host..host + 5], "ds.in");
    assert_eq!(&text[found[1].cleaned().text_offset("ftp://ds.in".len())..][..6], "ternic");
}

#[test]
fn every_wrapped_url_of_rfc1738_and_its_draft() {
    for (name, wrappers) in [("rfc1738.txt", 30), ("draft-ietf-uri-url-06.txt", 32)] {
        let text = spec(name);
        assert_eq!(text.matches("<URL:").count(), wrappers, "{name}");
        let found = all(&text);
        // every <URL:...>, and nothing else: not `"URL:"` in the prose, not
        // `<scheme>:<scheme-specific-part>`, `<uri@bunyip.com>`, `<user>`...
        assert_eq!(found.len(), wrappers, "{name}: {found:#?}");
        for f in &found {
            assert_eq!(f.form(), Form::Wrapper, "{name}: {f:?}");
            assert!(text[f.span()].starts_with("<URL:"));
            assert_eq!(f.break_hyphens(), 0);
            assert!(f.to_url_buf().is_ok(), "{name}: {f:?}");
        }
        let urls: Vec<String> = found.iter().map(|f| f.cleaned().to_string()).collect();
        for url in [
            "ftp://@host.com/",
            "ftp://foo:@host.com/",
            "ftp://myname@host.dom/%2Fetc/motd",
            "ftp://myname@host.dom//etc/motd",
            "news:*",
            "file://vms.host.edu/disk$user/my/notes/note12345.txt",
            "prospero://host.dom//pros/name",
            "ftp://info.cern.ch/pub/www/doc;type=d",
            "ftp://ds.internic.net/rfc",
            "http://ds.internic.net/instructions/overview.html#WARNING",
            // the references, broken across lines by the RFC itself
            "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
            "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z",
        ] {
            assert!(urls.iter().any(|u| u == url), "{name}: {url} not found");
        }
        let broken = found.iter().filter(|f| !f.is_contiguous()).count();
        assert!(broken >= 5, "{name}: {broken}");
    }
    // the draft breaks one right after a '/'
    let draft = spec("draft-ietf-uri-url-06.txt");
    assert!(cleaned(&draft).contains(&"gopher://boombox.micro.umn.edu/11/gopher/gopher_protocol".to_owned()));
}

// ---------------------------------------------------------------------------
// the three forms
// ---------------------------------------------------------------------------

#[test]
fn url_wrapper() {
    let f = one("see <URL:ftp://ftp.example.org/pub/> now");
    assert_eq!((f.form(), f.span(), f.url_span()), (Form::Wrapper, 4..36, 9..35));
    assert_eq!(f.url().unwrap().unwrap().as_str(), "ftp://ftp.example.org/pub/");
    // "URL:" in any case, as the parser's own wrapper diagnostic reads it
    for text in ["<url:ftp://x.example/>", "<Url:ftp://x.example/>", "<uRl:ftp://x.example/>"] {
        assert_eq!((one(text).form(), one(text).raw()), (Form::Wrapper, "ftp://x.example/"));
    }
    // any scheme, and no scheme at all: the prefix says it is a URL
    assert_eq!(cleaned("<URL:urn:isbn:0-395-36341-1>"), ["urn:isbn:0-395-36341-1"]);
    assert_eq!(cleaned("<URL:xsl:template>"), ["xsl:template"]);
    assert_eq!(error("<URL:not a url>"), (3, 1, "scheme", " "));
    // a URL wrapped twice: the inner one (a URL holds no '<')
    let text = "<URL:<URL:ftp://x.example/>>";
    let f = one(text);
    assert_eq!((f.span(), f.raw()), (5..27, "ftp://x.example/"));
    // adjacent wrappers
    assert_eq!(cleaned("<URL:news:a><URL:news:b>"), ["news:a", "news:b"]);
}

#[test]
fn angle_brackets() {
    let text = "at <http://info.cern.ch/hypertext/> or <mailto:timbl@info.cern.ch>.";
    let found = all(text);
    assert_eq!(found.iter().map(|f| f.form()).collect::<Vec<_>>(), [Form::AngleBrackets; 2]);
    assert_eq!(found[0].span(), 3..35);
    assert_eq!(found[0].url_span(), 4..34);
    assert_eq!(cleaned(text), ["http://info.cern.ch/hypertext/", "mailto:timbl@info.cern.ch"]);

    // each of the ten schemes; others only with "//"
    for scheme in ["ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero", "FTP"] {
        let text = format!("<{scheme}:x>");
        assert_eq!(cleaned(&text), [format!("{scheme}:x")]);
    }
    assert_eq!(cleaned("<https://example.org/a?b>"), ["https://example.org/a?b"]);
    assert_eq!(cleaned("<z39.50s://melvyl.ucop.edu/cat>"), ["z39.50s://melvyl.ucop.edu/cat"]);

    // things in angle brackets that are not URLs
    for text in [
        "<b>bold</b>",
        "write to <uri@bunyip.com>",
        "<scheme>:<scheme-specific-part>",
        "//<user>:<password>@<host>:<port>/<url-path>",
        "<xsl:template match=\"/\">",
        "<xsl:apply-templates/>",
        "<urn:isbn:0-395-36341-1>",
        "<a href=\"http://example.org/\">",
        "<http://example.org/a b>",
        "<http ://example.org/>",
        "< http://example.org/>",
        "<\nhttp://example.org/>",
        "a <b and c> d",
        "<:x> <-> <<>> <>",
    ] {
        assert_eq!(cleaned(text), Vec::<String>::new(), "{text:?}");
    }
    // whitespace: at line breaks and before '>' only
    assert_eq!(cleaned("<http://example.org/a\n    b >"), ["http://example.org/ab"]);
    assert_eq!(cleaned("<http:\n  //example.org/>"), ["http://example.org/"]);
    // a URL the brackets hold, valid or not
    assert_eq!(error("<http://user@example.org/>"), (7, 5, "httpurl", "user@"));
    assert_eq!(error("<ftp://x.example/{a}>"), (16, 1, "fsegment", "{"));
}

#[test]
fn bare_prefix() {
    let text = "URL:ftp://a.example/ (URL:ftp://b.example/) \"URL:ftp://c.example/\"";
    let found = all(text);
    assert!(found.iter().all(|f| f.form() == Form::Prefixed && f.is_contiguous()));
    assert_eq!(found[0].span(), 0..20);
    assert_eq!(found[0].url_span(), 4..20);
    assert_eq!(cleaned(text), ["ftp://a.example/", "ftp://b.example/", "ftp://c.example/"]);

    // where it may start: the start, whitespace, an opening bracket or
    // quote, a non-ASCII character that is not alphanumeric
    for text in [
        "URL:news:x",
        " URL:news:x",
        "\tURL:news:x",
        "\x0bURL:news:x",
        "a\nURL:news:x",
        "[URL:news:x]",
        "{URL:news:x}",
        "<URL:news:x",
        "'URL:news:x'",
        "`URL:news:x`",
        "“URL:news:x”",
        "«URL:news:x»",
        "—URL:news:x",
    ] {
        assert_eq!(cleaned(text), ["news:x"], "{text:?}");
    }
    // and where not
    for text in [
        "CURL:news:x",
        "MYURL:news:x",
        "éURL:news:x",
        "1URL:news:x",
        "_URL:news:x",
        "http://example.org/URL:news:x",
        "a=URL:news:x",
        "url:news:x",
        "Url:news:x",
        "URL: news:x",
        "URL:\nnews:x",
        "URL:",
        "URL:.",
        "URL:...",
        "URL:)",
        "\"URL:\"",
        "the characters \"URL:\". For example",
    ] {
        assert_eq!(cleaned(text), Vec::<String>::new(), "{text:?}");
    }

    // where it ends: whitespace, controls, non-ASCII, '<', '>', '"'
    for (text, url) in [
        ("URL:news:x y", "news:x"),
        ("URL:news:x\ty", "news:x"),
        ("URL:news:x\ny", "news:x"),
        ("URL:news:x\0y", "news:x"),
        ("URL:news:x\x7fy", "news:x"),
        ("URL:news:xé", "news:x"),
        ("URL:news:x<y>", "news:x"),
        ("URL:news:x>y", "news:x"),
        ("URL:news:x\"y", "news:x"),
        ("URL:http://x.example/a-\nb", "http://x.example/a-"),
    ] {
        assert_eq!(cleaned(text), [url], "{text:?}");
    }
    // then sentence punctuation is left to the sentence
    for (text, url) in [
        ("URL:http://x.example/.", "http://x.example/"),
        ("URL:http://x.example/a.b.", "http://x.example/a.b"),
        ("URL:http://x.example/,", "http://x.example/"),
        ("URL:http://x.example/;", "http://x.example/"),
        ("URL:http://x.example/:", "http://x.example/"),
        ("URL:http://x.example/!", "http://x.example/"),
        ("URL:http://x.example/?", "http://x.example/"),
        ("URL:http://x.example/'", "http://x.example/"),
        ("URL:http://x.example/`", "http://x.example/"),
        ("URL:http://x.example/...!?", "http://x.example/"),
        ("URL:http://x.example/a?b=c&d=", "http://x.example/a?b=c&d="),
        ("URL:ftp://x.example/f;type=a.", "ftp://x.example/f;type=a"),
        ("URL:http://x.example/#frag.", "http://x.example/#frag"),
        // closing brackets only when they close nothing inside the URL
        ("(see URL:http://x.example/a)", "http://x.example/a"),
        ("(see URL:http://x.example/a).", "http://x.example/a"),
        ("URL:http://x.example/a_(b)", "http://x.example/a_(b)"),
        ("(URL:http://x.example/a_(b))", "http://x.example/a_(b)"),
        ("(URL:http://x.example/a_(b)).", "http://x.example/a_(b)"),
        ("URL:http://x.example/a)b", "http://x.example/a)b"),
        ("[URL:http://x.example/a]", "http://x.example/a"),
        ("{URL:http://x.example/a}", "http://x.example/a"),
        ("URL:http://x.example/a))))", "http://x.example/a"),
        ("URL:http://x.example/a(b)))", "http://x.example/a(b)"),
    ] {
        assert_eq!(cleaned(text), [url], "{text:?}");
    }
    // characters that cannot be in a URL but do not end one: yielded, and
    // the parser says what is wrong
    assert_eq!(error("URL:http://host/~smith/ is here"), (12, 1, "hsegment", "~"));
    assert_eq!(error("URL:foo"), (3, 0, "genericurl", ""));
    // "URL:" inside a found URL is part of it
    assert_eq!(cleaned("URL:URL:news:x"), ["URL:news:x"]);
}

// ---------------------------------------------------------------------------
// whitespace and line breaks
// ---------------------------------------------------------------------------

#[test]
fn whitespace_at_line_breaks_is_removed() {
    for text in [
        "<URL:ftp://x.example/a/b>",
        "<URL:ftp://x.example/a/\nb>",
        "<URL:ftp://x.example/a/\r\nb>",
        "<URL:ftp://x.example/a/\rb>",
        "<URL:ftp://x.example/a/   \n\t  b>",
        "<URL:ftp://x.example/a/\t\x0c\n\x0b b>",
        "<URL:ftp://x.\n example/\n a/\n b>",
        "<URL:\n   ftp://x.example/a/b\n>",
        "<URL: ftp://x.example/a/b >",
        "<URL:\t\tftp://x.example/a/b\t>",
        "<ftp://x.example/a/\n  b   >",
    ] {
        assert_eq!(cleaned(text), ["ftp://x.example/a/b"], "{text:?}");
    }
    // whitespace just inside the brackets is not part of the URL's text
    let text = "<URL:  ftp://x.example/a/b \n >";
    let f = one(text);
    assert!(f.is_contiguous());
    assert_eq!(f.url().unwrap().unwrap().as_str(), "ftp://x.example/a/b");
    assert_eq!(f.url_span(), 7..26);

    // within a line it stays, and the parser reports it
    assert_eq!(error("<URL:ftp://x.example/a b>"), (17, 1, "fsegment", " "));
    assert_eq!(error("<URL:ftp://x.example/a\t\nb c>"), (18, 1, "fsegment", " "));
    let f = one("<URL:ftp://x.example/a b>");
    assert!(f.is_contiguous());
    assert_eq!(f.cleaned(), "ftp://x.example/a b");

    // non-ASCII spaces are not whitespace here: the parser reports them
    assert_eq!(error("<URL:ftp://x.example/a\u{a0}b>"), (17, 2, "fsegment", "\u{a0}"));
    // an empty wrapper is an (empty) URL
    for text in ["<URL:>", "<URL: >", "<URL:\n>"] {
        let f = one(text);
        assert_eq!((f.raw(), f.url_span()), ("", text.len() - 1..text.len() - 1));
        assert_eq!(parsed(&f).unwrap_err().rule(), "genericurl");
    }
}

#[test]
fn where_a_wrapper_ends() {
    // at the first '>'
    assert_eq!(cleaned("<URL:news:a>b>"), ["news:a"]);
    // a blank line: not closed; "URL:" is then read as a bare prefix
    let text = "<URL:http://x.example/a\n\nand later -> here";
    let f = one(text);
    assert_eq!((f.form(), f.span(), f.raw()), (Form::Prefixed, 1..23, "http://x.example/a"));
    assert_eq!(cleaned("<URL:http://x.example/a\n \t \r\n b>"), ["http://x.example/a"]);
    assert_eq!(cleaned("<URL:http://x.example/a\r\rb>"), ["http://x.example/a"]);
    assert_eq!(cleaned("<URL:\n\nhttp://x.example/a>"), Vec::<String>::new());
    assert_eq!(cleaned("<http://x.example/a\n\nb>"), Vec::<String>::new());
    // a '<': not closed, and the '<' may start another
    assert_eq!(cleaned("<URL:news:a <URL:news:b>"), ["news:a", "news:b"]);
    assert_eq!(all("<URL:news:a <URL:news:b>")[0].form(), Form::Prefixed);
    assert_eq!(cleaned("<http://x.example/ <URL:news:b>"), ["news:b"]);
    // the end of the text
    assert_eq!(cleaned("<URL:news:a"), ["news:a"]);
    assert_eq!(cleaned("<URL:news:a\n  b"), ["news:a"]);
    assert_eq!(cleaned("<url:news:a"), Vec::<String>::new());
    assert_eq!(cleaned("<http://x.example/"), Vec::<String>::new());
    assert_eq!(cleaned("<URL:"), Vec::<String>::new());
    assert_eq!(cleaned("<"), Vec::<String>::new());
}

// ---------------------------------------------------------------------------
// the hyphen rule
// ---------------------------------------------------------------------------

#[test]
fn hyphen_at_a_line_break_is_uncertain() {
    let text = "<URL:ftp://ftp.ex-\n      ample.org/pub/>";
    let f = one(text);
    assert_eq!(f.break_hyphens(), 1);
    // only whitespace is removed: the hyphen is kept ...
    assert_eq!(f.cleaned(), "ftp://ftp.ex-ample.org/pub/");
    assert_eq!(f.to_url_buf().unwrap().as_url().host_str(), Some("ftp.ex-ample.org"));
    // ... and the other reading is there
    let d = f.dehyphenated();
    assert_eq!(d, "ftp://ftp.example.org/pub/");
    assert_eq!(d.pieces().collect::<Vec<_>>(), ["ftp://ftp.ex", "ample.org/pub/"]);
    assert_eq!(d.to_url_buf().unwrap().as_url().host_str(), Some("ftp.example.org"));

    // whitespace "around the line break": blanks after the hyphen count
    let f = one("<URL:ftp://ftp.ex-  \t\n   ample.org/>");
    assert_eq!((f.break_hyphens(), f.dehyphenated().to_string()), (1, "ftp://ftp.example.org/".into()));
    // a hyphen within a line, or at the end of the URL, is certain
    for text in
        ["<URL:ftp://ftp.ex-ample.org/a-\n   b->", "<URL:http://x.example/a-b-\n>", "<URL:http://x.example/a- b>"]
    {
        let f = one(text);
        let want = if text.contains("a-\n") { 1 } else { 0 };
        assert_eq!(f.break_hyphens(), want, "{text:?}");
    }
    let f = one("<URL:ftp://ftp.ex-ample.org/a-\n   b->");
    assert_eq!(f.dehyphenated(), "ftp://ftp.ex-ample.org/ab-");
    // several, in every wrapper form, CR LF too
    let f = one("<http://a-\r\n  b-\n  c-\r  d/>");
    assert_eq!(f.break_hyphens(), 3);
    assert_eq!(f.cleaned(), "http://a-b-c-d/");
    assert_eq!(f.dehyphenated(), "http://abcd/");
    // a line that is only a hyphen
    let f = one("<URL:news:a\n-\nb>");
    assert_eq!(
        (f.break_hyphens(), f.cleaned().to_string(), f.dehyphenated().to_string()),
        (1, "news:a-b".into(), "news:ab".into())
    );
    // no hyphen: both readings are the same
    let f = one("<URL:news:a\n b>");
    assert_eq!((f.break_hyphens(), f.dehyphenated().to_string()), (0, f.cleaned().to_string()));

    // errors map back through either reading
    let text = "<URL:http://ds.in-\n    ternic.net:99999/>";
    let f = one(text);
    let e = f.to_url_buf().unwrap_err();
    assert_eq!(&text[f.text_span(&e)], "99999");
    let d = f.dehyphenated();
    let e2 = d.to_url_buf().unwrap_err();
    assert_eq!(e2.offset(), e.offset() - 1);
    assert_eq!(&text[d.text_span(&e2)], "99999");
}

// ---------------------------------------------------------------------------
// errors, buffers, owned
// ---------------------------------------------------------------------------

#[test]
fn invalid_urls_are_yielded_with_their_errors() {
    let text =
        "ok <URL:http://x.example/> bad <URL:http://x.exa\n    mple:/> worse <URL:gopher://x.example/1a%0D\n  b> end";
    let found = all(text);
    assert_eq!(found.len(), 3);
    assert!(parsed(&found[0]).is_ok());

    let e = parsed(&found[1]).unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (16, 1, "port", "3.1"));
    assert_eq!(found[1].cleaned().to_string().as_bytes()[e.offset()], b':');
    assert_eq!(&text[found[1].text_span(&e)], ":");
    assert_eq!(found[1].text_span(&e).start, text.find("mple:").unwrap() + 4);

    let e = parsed(&found[2]).unwrap_err();
    assert_eq!(e.rule(), "selector");
    assert_eq!(&text[found[2].text_span(&e)], "%0D");

    // an error spanning a line break spans it in the text
    let text = "<URL:http://x.example/%4\n  Z/>";
    let f = one(text);
    let e = parsed(&f).unwrap_err();
    assert_eq!((e.offset(), e.length(), e.rule()), (17, 3, "hsegment"));
    assert_eq!(&text[f.text_span(&e)], "%4\n  Z");
    // a zero-length error at the end maps to the end of the URL
    let text = "<URL:mailto:\n  >";
    let f = one(text);
    let e = parsed(&f).unwrap_err();
    assert_eq!(e.length(), 0);
    assert_eq!(f.text_span(&e), 12..12);
    assert_eq!(f.url_span(), 5..12);
}

#[test]
fn buffers_and_owned_urls() {
    let f = one("<URL:ftp://ds.in\n      ternic.net/rfc>");
    // raw().len() always suffices, len() too, one byte less does not
    for n in [f.raw().len(), f.cleaned().len(), 1000] {
        let mut buf = vec![0; n];
        assert_eq!(f.parse_in(&mut buf).unwrap().unwrap().as_str(), "ftp://ds.internic.net/rfc");
    }
    assert!(f.parse_in(&mut [0; 24]).is_none());
    assert!(f.parse_in(&mut []).is_none());
    // a contiguous URL needs no buffer and borrows the text
    let text = String::from("<URL:ftp://ds.internic.net/rfc>");
    let f = one(&text);
    let url: Url<'_> = f.parse_in(&mut []).unwrap().unwrap();
    assert_eq!(url.as_str().as_ptr(), text[5..].as_ptr());
    let url: Url<'_> = f.url().unwrap().unwrap();
    assert_eq!(url.as_str().as_ptr(), text[5..].as_ptr());
    assert_eq!(f.cleaned().as_str().unwrap().as_ptr(), text[5..].as_ptr());
    // owned
    assert_eq!(f.to_url_buf().unwrap(), url);
    // Display into any fmt::Write, Debug as a string
    use std::fmt::Write as _;
    let f = one("<URL:news:a\n b>");
    let mut out = String::new();
    write!(out, "[{}]", f.cleaned()).unwrap();
    assert_eq!(out, "[news:ab]");
    assert_eq!(format!("{:?}", f.cleaned()), "\"news:ab\"");
    assert!(format!("{f:?}").contains("Wrapper"));
    assert!(format!("{:?}", find_urls("x")).starts_with("Urls"));
    // the iterator is fused and can be cloned mid-way
    let text = "<URL:news:a> <URL:news:b> <URL:news:c>";
    let mut urls = find_urls(text);
    urls.next();
    let rest: Vec<String> = urls.clone().map(|f| f.cleaned().to_string()).collect();
    assert_eq!(rest, ["news:b", "news:c"]);
    assert_eq!(urls.by_ref().count(), 2);
    assert!(urls.next().is_none() && urls.next().is_none());
}

// ---------------------------------------------------------------------------
// properties
// ---------------------------------------------------------------------------

/// Pieces of text that meet the scanner's every branch.
#[rustfmt::skip]
const TOKENS: &[&str] = &[
    "<", ">", "<URL:", "<url:", "URL:", "url:", " URL:", "(URL:", "“URL:", "http://", "ftp://x.example/", "news:",
    "mailto:", "xsl:", "a", "Z", "0", "-", "-\n", "- \n  ", "\n", "\r\n", "\r", "\n\n", " ", "  ", "\t", "\x0b", "\x0c",
    ".", ",", ";", ":", "!", "?", "'", "`", "(", ")", "[", "]", "{", "}", "\"", "%", "%4", "%41", "#", "/", "//", "~",
    "é", "\u{a0}", "😀", "\0", "@", "=", "&",
];

fn arbitrary_text() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(TOKENS), 0..60).prop_map(|v| v.concat())
}

/// Valid URLs to break across lines.
const URLS: &[&str] = &[
    "ftp://info.cern.ch/pub/www/doc;type=d",
    "http://ds.internic.net/instructions/overview.html#WARNING",
    "gopher://boombox.micro.umn.edu/11/gopher/gopher_protocol",
    "mailto:mduerst@ifi.unizh.ch",
    "news:comp.infosystems.www.misc",
    "nntp://news.example.org/comp.lang.rust/12345",
    "telnet://user:pass@host.example.org:23/",
    "wais://quake.think.com/wais-discussion-archives?lynch",
    "file://vms.host.edu/disk$user/my/notes/note12345.txt",
    "prospero://host.dom//pros/name;field=value",
    "https://example.org/a-b/c-d?e=f",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::helpers::sized(300, 2000) as u32))]

    /// Whatever the text, every found URL is self-consistent and agrees with
    /// the reference reading, the spans are ordered and disjoint, and
    /// nothing panics.
    #[test]
    fn found_urls_are_consistent(text in arbitrary_text()) {
        let found = all(&text);
        for w in found.windows(2) {
            prop_assert!(w[0].span().end <= w[1].span().start);
        }
    }

    /// A URL broken at any places, with any indentation, inside any wrapper,
    /// amid text that holds no other URL, comes back whole; a hyphen put at
    /// a break comes back through `dehyphenated`.
    #[test]
    fn broken_urls_come_back_whole(
        url in prop::sample::select(URLS),
        cuts in prop::collection::vec((0usize..100, prop::sample::select(&["\n", "\r\n", " \n", "\n      ", "\t\r\n\t"][..]), any::<bool>()), 0..4),
        wrapper in prop::sample::select(&[("<URL:", ">"), ("<url:", ">"), ("<URL: ", "\n >"), ("<", ">")][..]),
        before in "[a-z ,.\n]{0,20}",
        after in "[a-z ,.\n]{0,20}",
    ) {
        let mut at: Vec<(usize, &str, bool)> = cuts.into_iter().map(|(k, ws, h)| (1 + k % (url.len() - 1), ws, h)).collect();
        // not after a hyphen of the URL (that one would be uncertain too),
        // and for plain brackets, not before the scheme's "//" (or ':')
        let head = if wrapper.0 == "<" { url.find("//").map_or(url.find(':').unwrap() + 1, |p| p + 2) } else { 0 };
        at.retain(|&(k, _, _)| url.as_bytes()[k - 1] != b'-' && k >= head);
        at.sort();
        at.dedup_by_key(|c| c.0);
        let (mut broken, mut last, mut hyphens) = (String::new(), 0, 0);
        for &(k, ws, hyphen) in &at {
            broken.push_str(&url[last..k]);
            if hyphen {
                broken.push('-');
                hyphens += 1;
            }
            broken.push_str(ws);
            last = k;
        }
        broken.push_str(&url[last..]);
        // a wrapper with no URL: prefix must not see in-line blanks
        let ws_ok = wrapper.0 != "<" || at.iter().all(|c| c.1.contains('\n'));
        let text = format!("{before} {}{broken}{} {after}", wrapper.0, wrapper.1);
        let found = all(&text);
        if !ws_ok {
            return Ok(());
        }
        prop_assert_eq!(found.len(), 1, "{:?}", text);
        let f = found[0];
        prop_assert_eq!(f.form(), if wrapper.0 == "<" { Form::AngleBrackets } else { Form::Wrapper });
        prop_assert_eq!(f.break_hyphens(), hyphens);
        prop_assert_eq!(f.dehyphenated().to_string(), url);
        if hyphens == 0 {
            prop_assert_eq!(f.cleaned().to_string(), url);
            prop_assert_eq!(parsed(&f).unwrap(), url);
        }
        let owned = f.dehyphenated().to_url_buf().unwrap();
        prop_assert_eq!(owned.as_str(), url);
    }
}

// ---------------------------------------------------------------------------
// hostile inputs
// ---------------------------------------------------------------------------

const MB: usize = 1 << 20;

/// Finds the URLs of `text`, checking each, and says how long that took.
fn timed(text: &str) -> (Vec<Found<'_>>, Duration) {
    let start = Instant::now();
    let found: Vec<Found<'_>> = find_urls(text).collect();
    let elapsed = start.elapsed();
    (found, elapsed)
}

#[test]
fn hostile_inputs() {
    let start = Instant::now();
    let cases: Vec<(String, usize)> = vec![
        ("<".repeat(MB), 0),
        (">".repeat(MB), 0),
        ("<>".repeat(MB / 2), 0),
        ("<URL:".repeat(MB / 5), 0),
        ("<url:".repeat(MB / 5), 0),
        ("URL:".repeat(MB / 4), 1),
        (" URL:".repeat(MB / 5), 0),
        ("URL:.".repeat(MB / 5), 1),
        ("<http:".repeat(MB / 6), 0),
        ("<http://".repeat(MB / 8), 0),
        ("<a:".repeat(MB / 3), 0),
        ("<URL:a".repeat(MB / 6), MB / 6),
        ("<URL:a>".repeat(MB / 7), MB / 7),
        ("<news:a>".repeat(MB / 8), MB / 8),
        (format!("<URL:{}", "a".repeat(MB)), 1),
        (format!("<URL:{}", "a\n".repeat(MB / 2)), 1),
        (format!("<URL:{}>", "a\n".repeat(MB / 2)), 1),
        (format!("<URL:a{}b>", "-\n".repeat(MB / 2)), 1),
        (format!("<URL:a{}b>", " ".repeat(MB)), 1),
        (format!("<http://a{}b>", " ".repeat(MB)), 0),
        (format!("<http://a{}>", " ".repeat(MB)), 1),
        (format!("<URL:{}", "\n".repeat(MB)), 0),
        (format!("<URL:a{}", "\r".repeat(MB)), 1),
        (format!("URL:http://x/{}", ")".repeat(MB)), 1),
        (format!("URL:http://x/{}", "(".repeat(MB)), 1),
        (format!("URL:{}", ".".repeat(MB)), 0),
        (format!("URL:{}", "%".repeat(MB)), 1),
        // '(' and ')' are URL characters: one URL to the end
        ("(URL:a)".repeat(MB / 7), 1),
        ("\u{201c}URL:a\u{201d}".repeat(MB / 11), MB / 11),
        ("é<URL:".repeat(MB / 7), 0),
        ("<URL:<".repeat(MB / 6), 0),
        ("<URL:\n\n".repeat(MB / 7), 0),
        ("- \n".repeat(MB / 3), 0),
    ];
    let mut lengths = 0;
    for (text, want) in &cases {
        let (found, elapsed) = timed(text);
        let head: String = text.chars().take(20).collect();
        assert_eq!(found.len(), *want, "{head:?}...");
        assert!(elapsed < Duration::from_secs(5), "{head:?}...: {elapsed:?}");
        lengths += text.len();
        // the found URLs are all usable without panics (a sample of them)
        for f in found.iter().take(50).chain(found.iter().rev().take(50)) {
            let c = f.cleaned();
            let _ = (c.len(), c.to_string(), f.dehyphenated().to_string(), f.to_url_buf(), f.url());
            if let Err(e) = f.to_url_buf() {
                let _ = f.text_span(&e);
            }
        }
    }
    // the long ones read as they should
    let text = format!("<URL:a{}b>", "-\n".repeat(1000));
    let f = one(&text);
    assert_eq!(f.break_hyphens(), 1000);
    assert_eq!(f.dehyphenated(), "ab");
    assert_eq!(f.cleaned().len(), 1002);
    let text = format!("URL:http://x/{}", ")".repeat(1000));
    assert_eq!(one(&text).raw(), "http://x/");
    eprintln!("hostile inputs: {} bytes in {:?}", lengths, start.elapsed());
}

#[test]
fn every_byte_everywhere() {
    // every ASCII character and a few others, at every place of a few texts
    let bases = ["<URL:http://a.b/c\n d>", "<ftp://a.b/c-\n  d>", "x URL:news:a.b (URL:news:c)"];
    let mut chars: Vec<char> = (0u8..0x80).map(char::from).collect();
    chars.extend(['é', '\u{a0}', '\u{2028}', '😀', '“']);
    for base in bases {
        for (i, _) in base.char_indices().chain([(base.len(), ' ')]) {
            for &c in &chars {
                let text = format!("{}{c}{}", &base[..i], &base[i..]);
                all(&text);
            }
            // and the byte at `i` taken out
            let text = format!("{}{}", &base[..i], base.get(i + 1..).unwrap_or(""));
            all(&text);
        }
    }
}

/// https is known (RFC 2818 §2.4: http's form): found in angle brackets even
/// without `//`, and parsed with http's rules into http's view.
#[test]
fn https_urls_are_found_and_read_as_https() {
    let text = "See <https://api.example.com/v1?page=2>, <https:opaque> and <URL:https://h/~x>.";
    let found = all(text);
    assert_eq!(found.len(), 3, "{found:?}");
    assert_eq!(
        found.iter().map(|f| (f.form(), f.cleaned().to_string())).collect::<Vec<_>>(),
        [
            (Form::AngleBrackets, "https://api.example.com/v1?page=2".to_owned()),
            (Form::AngleBrackets, "https:opaque".to_owned()),
            (Form::Wrapper, "https://h/~x".to_owned()),
        ]
    );
    let api = found[0].to_url_buf().unwrap();
    assert_eq!((api.as_url().kind(), api.as_url().port_or_default()), (Scheme::Https, Some(443)));
    let Details::Http(view) = api.as_url().details() else { panic!("not http's view") };
    assert_eq!((view.is_secure(), view.path(), view.search()), (true, Some("v1"), Some("page=2")));
    // http's rules: a scheme part without `//`, and `~`, are errors
    assert_eq!(parsed(&found[1]).unwrap_err().to_string(), "https URLs start with 'https://' (RFC 1738 §3.3)");
    assert_eq!(
        parsed(&found[2]).unwrap_err().to_string(),
        "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); the text is a valid RFC 3986 URI: use uri! or Uri::parse"
    );
    // a scheme RFC 1738 does not know still needs `//` inside angle brackets
    assert_eq!(cleaned("<shttp:opaque> <shttp://h/>"), ["shttp://h/"]);
}

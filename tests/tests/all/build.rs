//! Builders (`url_core::build`): exact outputs for every scheme, every kind
//! of error with its exact message, and round trips over generated parts:
//! build → parse → `percent::decode` of each raw component gives back the
//! parts the builder was given, whatever their octets.

use std::error::Error as _;

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use url_core::build::{
    BuildError, File, Ftp, Gopher, Http, Mailto, News, Nntp, Other, Part, Prospero, Reason, Telnet, Wais,
};
use url_core::percent::{self, Component};
use url_core::{
    Details, FileUrl, FtpType, FtpUrl, GopherUrl, HttpUrl, MailtoUrl, NewsTarget, NewsUrl, NntpUrl, OtherUrl,
    ProsperoUrl, Scheme, TelnetUrl, UrlBuf, WaisForm, WaisUrl,
};

fn dec(raw: &str) -> Vec<u8> {
    percent::decode(raw).collect()
}

fn dec_opt(raw: Option<&str>) -> Option<Vec<u8>> {
    raw.map(dec)
}

#[track_caller]
fn built(r: Result<UrlBuf, BuildError>) -> String {
    match r {
        Ok(u) => u.into_string(),
        Err(e) => panic!("build failed: {e}"),
    }
}

#[track_caller]
fn failed(r: Result<UrlBuf, BuildError>) -> BuildError {
    match r {
        Ok(u) => panic!("{u} should not have been built"),
        Err(e) => e,
    }
}

/// RFC 822: the value of a local part the builder wrote, one word or one
/// quoted-string.
fn unquote(local: &[u8]) -> Vec<u8> {
    let Some(inner) = local.strip_prefix(b"\"").and_then(|l| l.strip_suffix(b"\"")) else {
        return local.to_vec();
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < inner.len() {
        if inner[i] == b'\\' {
            i += 1;
        }
        out.push(inner[i]);
        i += 1;
    }
    out
}

// ---------------------------------------------------------------------------
// exact outputs
// ---------------------------------------------------------------------------

#[test]
fn the_issue_example() {
    let url = Ftp::new("ftp.example.org").cwd(["pub", "a b"]).name("x;y.txt").typecode(FtpType::Image).build();
    assert_eq!(built(url), "ftp://ftp.example.org/pub/a%20b/x%3By.txt;type=i");
}

#[test]
fn ftp_exact() {
    let cases = [
        (Ftp::new("ftp.example.org"), "ftp://ftp.example.org"),
        (Ftp::new("10.0.0.1").port(2121), "ftp://10.0.0.1:2121"),
        (Ftp::new("host.dom").user("").name("x"), "ftp://@host.dom/x"),
        (Ftp::new("host.dom").user("foo").password(""), "ftp://foo:@host.dom"),
        // §3.2.2's examples: "%2Fetc/motd", "etc/motd" and "//etc/motd"
        (Ftp::new("host.dom").user("myname").cwd(["/etc"]).name("motd"), "ftp://myname@host.dom/%2Fetc/motd"),
        (Ftp::new("host.dom").user("myname").cwd(["etc"]).name("motd"), "ftp://myname@host.dom/etc/motd"),
        (Ftp::new("host.dom").user("myname").cwd(["", "etc"]).name("motd"), "ftp://myname@host.dom//etc/motd"),
        (Ftp::new("h.org").user("a:b@c/d;e?f&g=h").password("%"), "ftp://a%3Ab%40c%2Fd;e?f&g=h:%25@h.org"),
        (Ftp::new("h.org").name("?:@&=;/ #~"), "ftp://h.org/?:@&=%3B%2F%20%23%7E"),
        (Ftp::new("h.org").cwd(["pub"]), "ftp://h.org/pub/"),
        (Ftp::new("h.org").name(""), "ftp://h.org/"),
        (Ftp::new("h.org").typecode(FtpType::Directory), "ftp://h.org/;type=d"),
        (
            Ftp::new("h.org").cwd(["a"]).name("b").typecode(FtpType::Ascii).fragment("t p"),
            "ftp://h.org/a/b;type=a#t%20p",
        ),
        (Ftp::new("h.org").name([0xff, 0x00, b'a']), "ftp://h.org/%FF%00a"),
        (Ftp::new("h.org").name("über"), "ftp://h.org/%C3%BCber"),
        // setters replace
        (Ftp::new("h.org").cwd(["x"]).cwd(["y"]).name("a").name("b"), "ftp://h.org/y/b"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
}

#[test]
fn http_exact() {
    let cases = [
        (Http::new("info.cern.ch"), "http://info.cern.ch"),
        (Http::new("info.cern.ch").segment(""), "http://info.cern.ch/"),
        (Http::new("info.cern.ch").port(80), "http://info.cern.ch:80"),
        (
            Http::new("info.cern.ch").segments(["hypertext", "WWW", "TheProject.html"]),
            "http://info.cern.ch/hypertext/WWW/TheProject.html",
        ),
        (Http::new("h.org").segments(["~smith", "a/b;c?d:e@f&g=h"]), "http://h.org/%7Esmith/a%2Fb%3Bc%3Fd:e@f&g=h"),
        (Http::new("h.org").search("a/b;c?d:e@f&g=h"), "http://h.org/?a%2Fb%3Bc%3Fd:e@f&g=h"),
        (Http::new("h.org").search(""), "http://h.org/?"),
        (Http::new("h.org").segment("a").segment("b").search("q=1 2"), "http://h.org/a/b?q=1%202"),
        (Http::new("h.org").segments(["", ""]), "http://h.org//"),
        (Http::new("h.org").segment("x").fragment("sec 2"), "http://h.org/x#sec%202"),
        (Http::new("h.org").fragment("f"), "http://h.org#f"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
}

#[test]
fn https_exact() {
    let cases = [
        (Http::https("api.example.com"), "https://api.example.com"),
        (Http::https("api.example.com").port(443), "https://api.example.com:443"),
        (Http::https("h.org").port(8443).segments(["v1", "a b"]).search("q=/"), "https://h.org:8443/v1/a%20b?q=%2F"),
        (Http::https("10.0.0.1").fragment("f"), "https://10.0.0.1#f"),
    ];
    for (b, want) in cases {
        let url = b.build().unwrap();
        assert_eq!(url.as_str(), want);
        assert_eq!(url.as_url().kind(), Scheme::Https);
        let Details::Http(view) = url.as_url().details() else { panic!("{want}: not http's view") };
        assert!(view.is_secure(), "{want}");
    }
    assert_eq!(Http::https("h.org").build().unwrap().as_url().port_or_default(), Some(443));
    assert_eq!(Http::new("h.org").build().unwrap().as_url().kind(), Scheme::Http);
    // no login for https either: the host is checked as http's
    let e = Http::https("u@h.org").build().unwrap_err();
    assert_eq!(e.part(), Part::Host);
    // https is a defined scheme now: not for `Other`
    let e = Other::new("HTTPS", "//h.org/").build().unwrap_err();
    assert_eq!((e.part(), e.reason()), (Part::Scheme, Reason::DefinedScheme(Scheme::Https)));
    assert_eq!(
        e.to_string(),
        "invalid scheme: https URLs follow http's production with the scheme https (RFC 2818 §2.4); use \
         build::Http::https"
    );
}

#[test]
fn gopher_exact() {
    let cases = [
        (Gopher::new("gopher.example.org"), "gopher://gopher.example.org"),
        (Gopher::new("h.org").port(70), "gopher://h.org:70"),
        (Gopher::new("h.org").item_type(b'1'), "gopher://h.org/1"),
        (Gopher::new("h.org").item_type(b'0').selector("/a b/c"), "gopher://h.org/0/a%20b/c"),
        (Gopher::new("h.org").selector(""), "gopher://h.org/1"),
        (Gopher::new("h.org").item_type(b'%'), "gopher://h.org/%25"),
        (Gopher::new("h.org").item_type(b'\t').selector("x"), "gopher://h.org/%09x"),
        (Gopher::new("h.org").item_type(b'7').selector("/s").search("red fish"), "gopher://h.org/7/s%09red%20fish"),
        (Gopher::new("h.org").item_type(b'7').search(""), "gopher://h.org/7%09"),
        (Gopher::new("h.org").selector("s").search("q").gopher_plus("+x\ty"), "gopher://h.org/1s%09q%09+x%09y"),
        (Gopher::new("h.org").gopher_plus(""), "gopher://h.org/1%09%09"),
        // no reserved characters in a gopher-path (§3.4.1); the unsafe ones are escaped
        (Gopher::new("h.org").selector(";/?:@&=#%~"), "gopher://h.org/1;/?:@&=%23%25%7E"),
        // CR and LF are fine in a search
        (Gopher::new("h.org").search("a\r\nb"), "gopher://h.org/1%09a%0D%0Ab"),
        (Gopher::new("h.org").selector("x").fragment("f"), "gopher://h.org/1x#f"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
}

#[test]
fn mailto_exact() {
    let cases = [
        (Mailto::new("postmaster", "example.org"), "mailto:postmaster@example.org"),
        (Mailto::new("first.last", "a.example.org"), "mailto:first.last@a.example.org"),
        (Mailto::new("gorby%kremvax", "example.com"), "mailto:gorby%25kremvax@example.com"),
        (Mailto::new("a+b/c=d?e&f", "x.org"), "mailto:a+b/c=d?e&f@x.org"),
        (Mailto::new("{x}|~^", "x.org"), "mailto:%7Bx%7D%7C%7E%5E@x.org"),
        // not a sequence of atoms: one quoted-string
        (Mailto::new("John Doe", "x.org"), "mailto:%22John%20Doe%22@x.org"),
        (Mailto::new("a@b", "x.org"), "mailto:%22a@b%22@x.org"),
        (Mailto::new(".a", "x.org"), "mailto:%22.a%22@x.org"),
        (Mailto::new("a..b", "x.org"), "mailto:%22a..b%22@x.org"),
        (Mailto::new("", "x.org"), "mailto:%22%22@x.org"),
        (Mailto::new("q\"b\\s\rx", "x.org"), "mailto:%22q%5C%22b%5C%5Cs%5C%0Dx%22@x.org"),
        (Mailto::new("tab\there", "x.org"), "mailto:%22tab%09here%22@x.org"),
        // domain literals, and atoms that are not host names
        (Mailto::new("a", "[10.0.0.1]"), "mailto:a@%5B10.0.0.1%5D"),
        (Mailto::new("a", "[a\\]b]"), "mailto:a@%5Ba%5C%5Db%5D"),
        (Mailto::new("a", "x_y.example.[1.2.3.4]"), "mailto:a@x_y.example.%5B1.2.3.4%5D"),
        (Mailto::new("a", "x.org").fragment("f"), "mailto:a@x.org#f"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
}

#[test]
fn news_and_nntp_exact() {
    let cases = [
        (News::all(), "news:*"),
        (News::group("comp.infosystems.www.misc"), "news:comp.infosystems.www.misc"),
        (News::group("a+b_c-d.E9"), "news:a+b_c-d.E9"),
        (News::message_id("12345@info.cern.ch"), "news:12345@info.cern.ch"),
        (News::message_id("*@h.org"), "news:*@h.org"),
        (News::message_id("a b@c@10.0.0.1"), "news:a%20b%40c@10.0.0.1"),
        (News::message_id(";/?:&=%@h.org"), "news:;/?:&=%25@h.org"),
        (News::group("alt.test").fragment("x"), "news:alt.test#x"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
    let cases = [
        (Nntp::new("news.server.org", "example.group.this"), "nntp://news.server.org/example.group.this"),
        (
            Nntp::new("news.server.org", "example.group.this").port(42).article(12345),
            "nntp://news.server.org:42/example.group.this/12345",
        ),
        (Nntp::new("h.org", "g").article(u64::MAX), "nntp://h.org/g/18446744073709551615"),
        (Nntp::new("h.org", "g").fragment("f"), "nntp://h.org/g#f"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
}

#[test]
fn telnet_wais_file_prospero_exact() {
    let cases = [
        (Telnet::new("melvyl.ucop.edu"), "telnet://melvyl.ucop.edu/"),
        (Telnet::new("melvyl.ucop.edu").user("guest"), "telnet://guest@melvyl.ucop.edu/"),
        (Telnet::new("h.org").user("u:1").password("p@/").port(23), "telnet://u%3A1:p%40%2F@h.org:23/"),
        (Telnet::new("h.org").fragment("f"), "telnet://h.org/#f"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
    let cases = [
        (Wais::new("quake.think.com", "directory-of-servers"), "wais://quake.think.com/directory-of-servers"),
        (Wais::new("h.org", ""), "wais://h.org/"),
        (Wais::new("h.org", "a;b/c?d:e@f&g=h").port(210), "wais://h.org:210/a%3Bb%2Fc%3Fd%3Ae%40f%26g%3Dh"),
        (Wais::new("h.org", "db").search("a;b/c?d:e@f&g=h"), "wais://h.org/db?a;b%2Fc%3Fd:e@f&g=h"),
        (Wais::new("h.org", "db").document("TEXT", "1234"), "wais://h.org/db/TEXT/1234"),
        (Wais::new("h.org", "db").document("a/b", "c=d"), "wais://h.org/db/a%2Fb/c%3Dd"),
        (Wais::new("h.org", "db").search("x").document("", ""), "wais://h.org/db//"),
        (Wais::new("h.org", "db").document("t", "p").search(""), "wais://h.org/db?"),
        (Wais::new("h.org", "db").fragment("f"), "wais://h.org/db#f"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
    let cases = [
        (
            File::new("vms.host.edu").segments(["disk$user", "my", "notes", "note12345.txt"]),
            "file://vms.host.edu/disk$user/my/notes/note12345.txt",
        ),
        (File::local().segments(["etc", "motd"]), "file:///etc/motd"),
        (File::local(), "file:///"),
        (File::new("localhost").segment("tmp"), "file://localhost/tmp"),
        (File::new("").segment(""), "file:///"),
        (File::local().segments(["a;b", "c/d", "e?f:g@h&i=j"]), "file:///a%3Bb/c%2Fd/e?f:g@h&i=j"),
        (File::local().segment("C:").segment("x y"), "file:///C:/x%20y"),
        (File::local().segment("f").fragment("l"), "file:///f#l"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
    let cases = [
        (Prospero::new("host.dom", "/pros/name"), "prospero://host.dom//pros/name"),
        (
            Prospero::new("host.dom", "/pros/name").field("OBJECT-VERSION", "2"),
            "prospero://host.dom//pros/name;OBJECT-VERSION=2",
        ),
        (Prospero::new("h.org", "a;b/c?d:e@f&g=h").port(1525), "prospero://h.org:1525/a%3Bb/c?d:e@f&g=h"),
        (Prospero::new("h.org", "n").field("a;b/c=d", "?:@&").field("", ""), "prospero://h.org/n;a%3Bb%2Fc%3Dd=?:@&;="),
        (Prospero::new("h.org", "").fragment("f"), "prospero://h.org/#f"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
}

#[test]
fn other_exact() {
    let cases = [
        (Other::new("tel", "+31 641 044 153"), "tel:+31%20641%20044%20153"),
        (Other::new("x-y.z+1", ";/?:@&=#%"), "x-y.z+1:;/?:@&=%23%25"),
        (Other::new("urn", ""), "urn:"),
        (Other::new("URN", "a"), "URN:a"),
        (Other::raw("urn", "ietf:rfc:1738"), "urn:ietf:rfc:1738"),
        (Other::raw("x", "a%2fb/%C3%A9"), "x:a%2fb/%C3%A9"),
        (Other::raw("x", "").fragment("a b"), "x:#a%20b"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
    let cases = [
        (Other::ip("rlogin", "a.sn.no"), "rlogin://a.sn.no"),
        (Other::ip("rlogin", "a.sn.no").user("aas"), "rlogin://aas@a.sn.no"),
        (Other::ip("x", "h.org").user("").password("").port(0), "x://:@h.org:0"),
        (Other::ip("x", "h.org").user("a:b@c/d").password("e f"), "x://a%3Ab%40c%2Fd:e%20f@h.org"),
        (Other::ip("x", "h.org").path("a/b?c;d e#"), "x://h.org/a/b?c;d%20e%23"),
        (Other::ip("x", "h.org").path(""), "x://h.org/"),
        (Other::ip("x", "h.org").path("p").fragment("f"), "x://h.org/p#f"),
    ];
    for (b, want) in cases {
        assert_eq!(built(b.build()), want);
    }
}

#[test]
fn builders_are_reusable_values() {
    let base = Http::new("h.org").segment("a");
    let one = base.clone().segment("b");
    assert_eq!(built(base.build()), "http://h.org/a");
    assert_eq!(built(base.build()), "http://h.org/a");
    assert_eq!(built(one.build()), "http://h.org/a/b");
    assert_ne!(base, one);
    // owned and borrowed parts alike
    let seg = String::from("x");
    let raw: &[u8] = b"y";
    let v: Vec<u8> = b"z".to_vec();
    assert_eq!(
        built(Http::new(String::from("h.org")).segments([&seg]).segment(raw).segment(&v).build()),
        "http://h.org/x/y/z"
    );
    assert_eq!(built(Ftp::new("h.org").cwd(vec![b"a".to_vec()]).name([b'b']).build()), "ftp://h.org/a/b");
}

/// Every octet, in every part that takes octets, comes back from the parsed
/// URL (or, where no encoding can carry it, is refused).
#[test]
fn every_octet_in_every_part() {
    for b in 0..=255u8 {
        let p = [b, b'x', b];
        let p = &p[..];
        let ftp = Ftp::new("h.org").user(p).password(p).cwd([p]).name(p).fragment(p).build().unwrap();
        let ftp = FtpUrl::parse(ftp.as_str()).unwrap();
        assert_eq!(dec(ftp.user().unwrap()), p);
        assert_eq!(dec(ftp.password().unwrap()), p);
        assert_eq!(ftp.cwd().map(dec).collect::<Vec<_>>(), [p]);
        assert_eq!(dec(ftp.name().unwrap()), p);
        assert_eq!(dec(ftp.fragment().unwrap()), p);

        let http = Http::new("h.org").segments([p, p]).search(p).build().unwrap();
        let http = HttpUrl::parse(http.as_str()).unwrap();
        assert_eq!(http.segments().map(dec).collect::<Vec<_>>(), [p, p]);
        assert_eq!(dec(http.search().unwrap()), p);

        let g = Gopher::new("h.org").item_type(b).gopher_plus(p);
        let g = if b"\t\r\n".contains(&b) {
            assert_eq!(failed(g.clone().selector(p).build()).reason(), Reason::Octet { index: 0, octet: b });
            g
        } else {
            g.selector(p)
        };
        let g = if b == b'\t' {
            assert_eq!(failed(g.clone().search(p).build()).reason(), Reason::Octet { index: 0, octet: b });
            g.search("")
        } else {
            g.search(p)
        };
        let g = g.build().unwrap();
        let g = GopherUrl::parse(g.as_str()).unwrap();
        assert_eq!(dec(g.item_type()), [b]);
        if !b"\t\r\n".contains(&b) {
            assert_eq!(dec(g.selector().unwrap()), p);
        }
        if b != b'\t' {
            assert_eq!(dec(g.search().unwrap()), p);
        }
        assert_eq!(dec(g.gopher_plus().unwrap()), p);

        if b < 0x80 {
            let m = Mailto::new(p, "x.org").build().unwrap();
            assert_eq!(unquote(&dec(MailtoUrl::parse(m.as_str()).unwrap().local_part())), p);
        } else {
            assert_eq!(failed(Mailto::new(p, "x.org").build()).reason(), Reason::Octet { index: 0, octet: b });
        }

        let n = News::message_id([p, b"@h.org"].concat()).build().unwrap();
        assert_eq!(dec(NewsUrl::parse(n.as_str()).unwrap().message_id().unwrap()), [p, b"@h.org"].concat());

        let t = Telnet::new("h.org").user(p).password(p).build().unwrap();
        let t = TelnetUrl::parse(t.as_str()).unwrap();
        assert_eq!((dec(t.user().unwrap()), dec(t.password().unwrap())), (p.to_vec(), p.to_vec()));

        let w = WaisUrl::parse(Wais::new("h.org", p).search(p).build().unwrap().as_str()).unwrap().search().map(dec);
        assert_eq!(w.as_deref(), Some(p));
        let w = Wais::new("h.org", p).document(p, p).build().unwrap();
        let w = WaisUrl::parse(w.as_str()).unwrap();
        assert_eq!(dec(w.database()), p);
        assert_eq!(w.document().map(|(t, q)| (dec(t), dec(q))), Some((p.to_vec(), p.to_vec())));

        let f = File::local().segments([p, p]).build().unwrap();
        assert_eq!(FileUrl::parse(f.as_str()).unwrap().segments().map(dec).collect::<Vec<_>>(), [p, p]);

        let pr = Prospero::new("h.org", p).field(p, p).build().unwrap();
        let pr = ProsperoUrl::parse(pr.as_str()).unwrap();
        assert_eq!(dec(pr.hsoname()), p);
        assert_eq!(pr.fields().map(|(n, v)| (dec(n), dec(v))).collect::<Vec<_>>(), [(p.to_vec(), p.to_vec())]);

        let o = Other::new("x", p).build().unwrap();
        assert_eq!(dec(OtherUrl::parse(o.as_str()).unwrap().scheme_part()), p);
        let o = Other::ip("x", "h.org").user(p).password(p).path(p).build().unwrap();
        let o = OtherUrl::parse(o.as_str()).unwrap();
        assert_eq!((dec(o.user().unwrap()), dec(o.password().unwrap())), (p.to_vec(), p.to_vec()));
        assert_eq!(dec(o.path().unwrap()), p);
    }
}

// ---------------------------------------------------------------------------
// errors
// ---------------------------------------------------------------------------

#[test]
fn host_errors() {
    // (host, offset, length, Display)
    let cases: &[(&str, usize, usize, &str)] = &[
        ("-a.com", 0, 1, "invalid host: host name label starts with '-' (RFC 1738 §3.1)"),
        ("a..b", 2, 1, "invalid host: empty label in host name (RFC 1738 §3.1)"),
        ("a.b.", 3, 1, "invalid host: host name ends with '.'; RFC 1738 host names take no final dot (RFC 1738 §3.1)"),
        ("1.2.3.400", 6, 3, "invalid host: IPv4 address group larger than 255 (RFC 1738 §3.1)"),
        (
            "a.1",
            2,
            1,
            "invalid host: last label of host name starts with a digit; a host is a name whose last label starts \
             with a letter, or an IPv4 address of four decimal groups (RFC 1738 §3.1)",
        ),
        (
            "exa_mple.com",
            3,
            1,
            "invalid host: unexpected character '_' in host; expected letters, digits, '-' and '.' (no escapes) \
             (RFC 1738 §3.1)",
        ),
        (
            "ünï.org",
            0,
            2,
            "invalid host: non-ASCII character 'ü' in host; expected letters, digits, '-' and '.' (no escapes) \
             (RFC 1738 §3.1)",
        ),
        (
            "h.org:80",
            5,
            1,
            "invalid host: unexpected character ':' in host; expected letters, digits, '-' and '.' (no escapes) \
             (RFC 1738 §3.1)",
        ),
    ];
    for &(host, offset, length, text) in cases {
        let results = [
            Ftp::new(host).build(),
            Http::new(host).build(),
            Gopher::new(host).build(),
            Nntp::new(host, "g").build(),
            Telnet::new(host).build(),
            Wais::new(host, "d").build(),
            File::new(host).build(),
            Prospero::new(host, "n").build(),
            Other::ip("x", host).build(),
        ];
        for r in results {
            let e = failed(r);
            assert_eq!(e.part(), Part::Host, "{host}");
            let Reason::Invalid(p) = e.reason() else { panic!("{host}: {e:?}") };
            assert_eq!((p.offset(), p.length()), (offset, length), "{host}");
            assert_eq!(e.to_string(), text);
            assert_eq!(e.source().unwrap().to_string(), p.to_string());
        }
    }
    let long_label = "a".repeat(64);
    let e = failed(Http::new(&long_label).build());
    assert_eq!(e.part(), Part::Host);
    assert!(matches!(e.reason(), Reason::Invalid(p) if p.rule() == "domainlabel" && p.length() == 64));
    let long_name = ["a"; 129].join(".");
    let e = failed(Http::new(&long_name).build());
    assert!(matches!(e.reason(), Reason::Invalid(p) if p.rule() == "hostname"));

    // an empty host: only file URLs take one
    for r in [Ftp::new("").build(), Http::new("").build(), Telnet::new("").build(), Other::ip("x", "").build()] {
        let e = failed(r);
        assert_eq!((e.part(), e.reason()), (Part::Host, Reason::Empty));
        assert_eq!(e.to_string(), "invalid host: empty; expected a host name or an IPv4 address (RFC 1738 §3.1)");
        assert!(e.source().is_none());
    }
    assert_eq!(built(File::new("").build()), "file:///");
}

#[test]
fn password_without_user() {
    let text = "invalid password: a password needs a user name before it; set one, empty if need be (RFC 1738 §3.1)";
    for r in [
        Ftp::new("h.org").password("p").build(),
        Telnet::new("h.org").password("").build(),
        Other::ip("x", "h.org").password("p").build(),
    ] {
        let e = failed(r);
        assert_eq!((e.part(), e.reason()), (Part::Password, Reason::PasswordWithoutUser));
        assert_eq!(e.to_string(), text);
    }
}

#[test]
fn gopher_errors() {
    let cases: &[(Gopher, Part, usize, u8, &str)] = &[
        (
            Gopher::new("h.org").selector("a\rb"),
            Part::GopherSelector,
            1,
            b'\r',
            "invalid gopher selector: octet 0x0D (CR) at index 1; a selector may not hold CR or LF, even escaped \
             (RFC 1738 §3.4.1)",
        ),
        (
            Gopher::new("h.org").selector("ab\n"),
            Part::GopherSelector,
            2,
            b'\n',
            "invalid gopher selector: octet 0x0A (LF) at index 2; a selector may not hold CR or LF, even escaped \
             (RFC 1738 §3.4.1)",
        ),
        (
            Gopher::new("h.org").selector("\tx"),
            Part::GopherSelector,
            0,
            b'\t',
            "invalid gopher selector: octet 0x09 (tab) at index 0; a tab ends the selector, so give the search \
             separately (RFC 1738 §3.4)",
        ),
        (
            Gopher::new("h.org").search("a b\t"),
            Part::GopherSearch,
            3,
            b'\t',
            "invalid gopher search: octet 0x09 (tab) at index 3; a tab ends the search, so give the gopher+ string \
             separately (RFC 1738 §3.4)",
        ),
    ];
    for (b, part, index, octet, text) in cases {
        let e = failed(b.build());
        assert_eq!((e.part(), e.reason()), (*part, Reason::Octet { index: *index, octet: *octet }));
        assert_eq!(e.to_string(), *text);
    }
    // the gopher+ string may hold anything, and so may the item type
    assert!(Gopher::new("h.org").gopher_plus("\t\r\n").build().is_ok());
    assert!(Gopher::new("h.org").item_type(b'\r').selector("x").build().is_ok());
}

#[test]
fn mailto_errors() {
    let domain_rule = "an RFC 822 domain is atoms or '[' domain literals ']' joined by '.', in ASCII (RFC 1738 §3.5)";
    let e = failed(Mailto::new("café", "x.org").build());
    assert_eq!((e.part(), e.reason()), (Part::MailtoLocalPart, Reason::Octet { index: 3, octet: 0xc3 }));
    assert_eq!(
        e.to_string(),
        "invalid mailto local part: octet 0xC3 at index 3; an RFC 822 local part is ASCII (RFC 1738 §3.5)"
    );

    let e = failed(Mailto::new("a", "").build());
    assert_eq!((e.part(), e.reason()), (Part::MailtoDomain, Reason::Empty));
    assert_eq!(
        e.to_string(),
        "invalid mailto domain: empty; an RFC 822 addr-spec needs a domain after the '@' (RFC 1738 §3.5)"
    );

    let each_side = "a sub-domain on each side of '.'";
    let closing = "']' closing the domain literal";
    let cases: &[(&[u8], Reason)] = &[
        (b".a", Reason::Expected { index: 0, expected: each_side }),
        (b"a.", Reason::Expected { index: 2, expected: each_side }),
        (b"a..b", Reason::Expected { index: 2, expected: each_side }),
        (b"[1.2", Reason::Expected { index: 0, expected: closing }),
        (b"a.[x\\", Reason::Expected { index: 2, expected: closing }),
        (b"a b", Reason::Octet { index: 1, octet: b' ' }),
        (b"a@b", Reason::Octet { index: 1, octet: b'@' }),
        (b"(c)", Reason::Octet { index: 0, octet: b'(' }),
        (b"[a]b", Reason::Octet { index: 3, octet: b'b' }),
        (b"[a[b]", Reason::Octet { index: 2, octet: b'[' }),
        (b"[a\rb]", Reason::Octet { index: 2, octet: b'\r' }),
        (b"[a\\\xe9]", Reason::Octet { index: 3, octet: 0xe9 }),
        (b"\xc3\xa9.org", Reason::Octet { index: 0, octet: 0xc3 }),
        (b"a.\x7f", Reason::Octet { index: 2, octet: 0x7f }),
    ];
    for (domain, reason) in cases {
        let e = failed(Mailto::new("a", domain).build());
        assert_eq!((e.part(), e.reason()), (Part::MailtoDomain, *reason), "{}", String::from_utf8_lossy(domain));
    }
    let e = failed(Mailto::new("a", "a..b").build());
    assert_eq!(
        e.to_string(),
        "invalid mailto domain: expected a sub-domain on each side of '.' at index 2 (RFC 1738 §3.5)"
    );
    let e = failed(Mailto::new("a", "a b").build());
    assert_eq!(e.to_string(), format!("invalid mailto domain: octet 0x20 (space) at index 1; {domain_rule}"));
    let e = failed(Mailto::new("a", "a'b@").build());
    assert_eq!(e.to_string(), format!("invalid mailto domain: '@' at index 3; {domain_rule}"));
    // an apostrophe is quoted the other way
    let e = failed(News::group("o'reilly").build());
    assert_eq!(e.to_string(), format!("invalid newsgroup name: \"'\" at index 1; {}", NEWSGROUP_RULE));
}

const NEWSGROUP_RULE: &str =
    "a newsgroup name holds only letters, digits, '-', '.', '+' and '_', unescaped (RFC 1738 §3.6)";

#[test]
fn news_errors() {
    let group_rule = NEWSGROUP_RULE;
    let cases: &[(&str, Reason, String)] = &[
        (
            "",
            Reason::Empty,
            "invalid newsgroup name: empty; a newsgroup name starts with a letter (RFC 1738 §3.6)".into(),
        ),
        (
            "4chan",
            Reason::Expected { index: 0, expected: "a letter" },
            "invalid newsgroup name: expected a letter at index 0 (RFC 1738 §3.6)".into(),
        ),
        (
            "_x",
            Reason::Expected { index: 0, expected: "a letter" },
            "invalid newsgroup name: expected a letter at index 0 (RFC 1738 §3.6)".into(),
        ),
        (
            "comp/lang",
            Reason::Octet { index: 4, octet: b'/' },
            format!("invalid newsgroup name: '/' at index 4; {group_rule}"),
        ),
        ("*", Reason::Octet { index: 0, octet: b'*' }, format!("invalid newsgroup name: '*' at index 0; {group_rule}")),
        (
            "a b",
            Reason::Octet { index: 1, octet: b' ' },
            format!("invalid newsgroup name: octet 0x20 (space) at index 1; {group_rule}"),
        ),
        (
            "a%2E",
            Reason::Octet { index: 1, octet: b'%' },
            format!("invalid newsgroup name: '%' at index 1; {group_rule}"),
        ),
        (
            "aé",
            Reason::Octet { index: 1, octet: 0xc3 },
            format!("invalid newsgroup name: octet 0xC3 at index 1; {group_rule}"),
        ),
        (
            "a@b",
            Reason::Octet { index: 1, octet: b'@' },
            format!("invalid newsgroup name: '@' at index 1; {group_rule}"),
        ),
    ];
    for (group, reason, text) in cases {
        for r in [News::group(group).build(), Nntp::new("h.org", group).build()] {
            let e = failed(r);
            assert_eq!((e.part(), e.reason()), (Part::Newsgroup, *reason), "{group}");
            assert_eq!(e.to_string(), *text);
        }
    }

    let cases: &[(&str, &str)] = &[
        ("12345", "invalid message-id: expected '@' and a host at index 5 (RFC 1738 §3.6)"),
        ("", "invalid message-id: expected '@' and a host at index 0 (RFC 1738 §3.6)"),
        ("@h.org", "invalid message-id: expected a unique part before the '@' at index 0 (RFC 1738 §3.6)"),
        ("x@", "invalid message-id: expected a host after the '@' at index 2 (RFC 1738 §3.6)"),
        (
            "<x@h.org>",
            "invalid message-id: unexpected character '>' in host; expected letters, digits, '-' and '.' (no \
             escapes) (RFC 1738 §3.1)",
        ),
        ("x@-h.org", "invalid message-id: host name label starts with '-' (RFC 1738 §3.1)"),
    ];
    for (id, text) in cases {
        let e = failed(News::message_id(id).build());
        assert_eq!(e.part(), Part::MessageId);
        assert_eq!(e.to_string(), *text);
    }
    // a host error points into the whole message-id
    let e = failed(News::message_id("abc@h_1.org").build());
    let Reason::Invalid(p) = e.reason() else { panic!("{e:?}") };
    assert_eq!((p.offset(), p.length()), (5, 1));
}

#[test]
fn other_errors() {
    let e = failed(Other::new("", "x").build());
    assert_eq!((e.part(), e.reason()), (Part::Scheme, Reason::Empty));
    assert_eq!(
        e.to_string(),
        "invalid scheme: empty; a scheme is one or more letters, digits, '+', '-' or '.' (RFC 1738 §2.1)"
    );
    let e = failed(Other::ip("x y", "h.org").build());
    assert_eq!(e.part(), Part::Scheme);
    assert_eq!(
        e.to_string(),
        "invalid scheme: space in scheme; expected letters, digits, '+', '-' or '.' and then ':' (RFC 1738 §2.1)"
    );
    let e = failed(Other::new("a:b", "x").build());
    assert!(matches!(e.reason(), Reason::Invalid(p) if p.offset() == 1));
    for s in Scheme::ALL {
        if s == Scheme::Other {
            continue;
        }
        for name in [s.name().to_string(), s.name().to_uppercase()] {
            for r in [Other::new(&name, "x").build(), Other::raw(&name, "x").build(), Other::ip(&name, "h.org").build()]
            {
                let e = failed(r);
                assert_eq!((e.part(), e.reason()), (Part::Scheme, Reason::DefinedScheme(s)));
            }
        }
    }
    assert_eq!(
        failed(Other::new("Http", "//h.org/").build()).to_string(),
        "invalid scheme: http URLs follow their own production (RFC 1738 §3.3); use build::Http"
    );
    assert_eq!(
        failed(Other::new("mailto", "a@b").build()).to_string(),
        "invalid scheme: mailto URLs follow their own production (RFC 1738 §3.5); use build::Mailto"
    );

    let cases: &[(&str, usize, usize, &str)] = &[
        ("a b", 1, 1, "invalid scheme-specific part: space in scheme-specific part; write it as %20 (RFC 1738 §2.2)"),
        (
            "100%",
            3,
            1,
            "invalid scheme-specific part: '%' not followed by two hex digits in scheme-specific part; write a \
             literal '%' as %25 (RFC 1738 §2.2)",
        ),
        (
            "%zz",
            0,
            3,
            "invalid scheme-specific part: '%' not followed by two hex digits in scheme-specific part; write a \
             literal '%' as %25 (RFC 1738 §2.2)",
        ),
    ];
    for &(raw, offset, length, text) in cases {
        let e = failed(Other::raw("x", raw).build());
        assert_eq!(e.part(), Part::SchemePart);
        let Reason::Invalid(p) = e.reason() else { panic!("{e:?}") };
        assert_eq!((p.offset(), p.length()), (offset, length), "{raw}");
        assert_eq!(e.to_string(), text);
    }
    for raw in ["a#b", "~", "é", "<x>"] {
        assert_eq!(failed(Other::raw("x", raw).build()).part(), Part::SchemePart, "{raw}");
    }
}

#[test]
fn errors_are_values() {
    let e = failed(Ftp::new("h.org").password("p").build());
    let copy = e;
    assert_eq!(copy, e);
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(e);
    assert_eq!(boxed.to_string(), e.to_string());
    assert_eq!(Part::Url.to_string(), "URL");
    for (part, name) in [
        (Part::Scheme, "scheme"),
        (Part::SchemePart, "scheme-specific part"),
        (Part::Password, "password"),
        (Part::Host, "host"),
        (Part::GopherSelector, "gopher selector"),
        (Part::GopherSearch, "gopher search"),
        (Part::MailtoLocalPart, "mailto local part"),
        (Part::MailtoDomain, "mailto domain"),
        (Part::Newsgroup, "newsgroup name"),
        (Part::MessageId, "message-id"),
    ] {
        assert_eq!(part.to_string(), name);
    }
}

// ---------------------------------------------------------------------------
// generated parts
// ---------------------------------------------------------------------------

/// One octet, with the ones that matter over-represented: unsafe, reserved,
/// `%`, tab, CR, LF, controls and non-ASCII.
fn octet() -> impl Strategy<Value = u8> {
    prop_oneof![
        any::<u8>(),
        prop::sample::select(b" <>\"#%{}|\\^~[]`;/?:@&=$-_.+!*'(),\t\r\n\x00\x7f".to_vec()),
        0x80u8..=0xff,
        b'a'..=b'z',
    ]
}

/// A decoded part: any octets, or text with non-ASCII characters.
fn octets() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![vec(octet(), 0..10), "\\PC{0,6}".prop_map(String::into_bytes)]
}

fn without(forbidden: &'static [u8]) -> impl Strategy<Value = Vec<u8>> {
    octets().prop_map(move |v| v.into_iter().filter(|c| !forbidden.contains(c)).collect())
}

/// A valid host: an IPv4 address or a host name.
fn host() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<[u8; 4]>().prop_map(|[a, b, c, d]| format!("{a}.{b}.{c}.{d}")),
        "([a-zA-Z0-9]([a-zA-Z0-9-]{0,5}[a-zA-Z0-9])?\\.){0,3}[a-zA-Z]([a-zA-Z0-9-]{0,5}[a-zA-Z0-9])?",
    ]
}

fn group() -> impl Strategy<Value = String> {
    "[a-zA-Z][a-zA-Z0-9.+_-]{0,12}"
}

fn ftp_type() -> impl Strategy<Value = FtpType> {
    prop::sample::select(vec![FtpType::Ascii, FtpType::Image, FtpType::Directory])
}

/// An RFC 822 local part, decoded: any ASCII, or dot-separated atoms.
fn local_part() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        vec(0u8..0x80, 0..10),
        vec(prop::sample::select(b" \"\\\r@.()<>[]:;,".to_vec()), 0..6),
        "[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]{1,5}(\\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]{1,5}){0,2}".prop_map(String::into_bytes),
    ]
}

/// An RFC 822 domain: atoms and domain literals (with quoted-pairs) joined by `.`.
fn domain() -> impl Strategy<Value = Vec<u8>> {
    let sub = prop_oneof![
        "[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]{1,6}".prop_map(String::into_bytes),
        vec(
            prop_oneof![
                (0u8..0x80).prop_filter("dtext", |c| !b"[]\\\r".contains(c)).prop_map(|c| vec![c]),
                (0u8..0x80).prop_map(|c| vec![b'\\', c])
            ],
            0..5
        )
        .prop_map(|parts| [b"[".to_vec(), parts.concat(), b"]".to_vec()].concat()),
    ];
    vec(sub, 1..4).prop_map(|subs| subs.join(&b'.'))
}

fn other_scheme() -> impl Strategy<Value = String> {
    "[a-zA-Z0-9+.-]{1,8}".prop_filter("not an RFC 1738 scheme", |s| Scheme::from_name(s) == Scheme::Other)
}

#[derive(Clone, Debug)]
enum NewsPart {
    All,
    Group(String),
    MessageId(Vec<u8>, String),
}

#[derive(Clone, Debug)]
enum WaisPart {
    Database,
    Search(Vec<u8>),
    Document(Vec<u8>, Vec<u8>),
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::helpers::sized(128, 512) as u32))]

    #[test]
    fn ftp_round_trip(
        login in option::of((octets(), option::of(octets()))),
        host in host(),
        port in option::of(any::<u16>()),
        cwd in vec(octets(), 0..4),
        name in option::of(octets()),
        typecode in option::of(ftp_type()),
        fragment in option::of(octets()),
    ) {
        let mut b = Ftp::new(&host).cwd(&cwd);
        if let Some((user, password)) = &login {
            b = b.user(user);
            if let Some(p) = password {
                b = b.password(p);
            }
        }
        if let Some(p) = port { b = b.port(p); }
        if let Some(n) = &name { b = b.name(n); }
        if let Some(t) = typecode { b = b.typecode(t); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let ftp = FtpUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(dec_opt(ftp.user()), login.as_ref().map(|l| l.0.clone()));
        prop_assert_eq!(dec_opt(ftp.password()), login.as_ref().and_then(|l| l.1.clone()));
        prop_assert_eq!(ftp.as_url().host_str(), Some(host.as_str()));
        prop_assert_eq!(ftp.port(), port);
        prop_assert_eq!(ftp.cwd().map(dec).collect::<Vec<_>>(), cwd.clone());
        for (raw, seg) in ftp.cwd().zip(&cwd) {
            // exactly what the component must escape is escaped
            prop_assert_eq!(raw, percent::encode(seg, Component::FtpSegment).to_string());
        }
        let has_path = !cwd.is_empty() || name.is_some() || typecode.is_some();
        prop_assert_eq!(dec_opt(ftp.name()), if has_path { Some(name.unwrap_or_default()) } else { None });
        prop_assert_eq!(ftp.typecode(), typecode);
        prop_assert_eq!(dec_opt(ftp.fragment()), fragment);
    }

    #[test]
    fn http_round_trip(
        host in host(),
        port in option::of(any::<u16>()),
        segments in vec(octets(), 0..4),
        search in option::of(octets()),
        fragment in option::of(octets()),
    ) {
        let mut b = Http::new(&host).segments(&segments);
        if let Some(p) = port { b = b.port(p); }
        if let Some(s) = &search { b = b.search(s); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let http = HttpUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(http.as_url().host_str(), Some(host.as_str()));
        prop_assert_eq!(http.port(), port);
        let want = if segments.is_empty() && search.is_some() { vec![Vec::new()] } else { segments };
        prop_assert_eq!(http.segments().map(dec).collect::<Vec<_>>(), want);
        prop_assert_eq!(dec_opt(http.search()), search);
        prop_assert_eq!(dec_opt(http.fragment()), fragment);
    }

    #[test]
    fn gopher_round_trip(
        host in host(),
        port in option::of(any::<u16>()),
        item_type in option::of(any::<u8>()),
        selector in option::of(without(b"\t\r\n")),
        search in option::of(without(b"\t")),
        gopher_plus in option::of(octets()),
        fragment in option::of(octets()),
    ) {
        let mut b = Gopher::new(&host);
        if let Some(p) = port { b = b.port(p); }
        if let Some(t) = item_type { b = b.item_type(t); }
        if let Some(s) = &selector { b = b.selector(s); }
        if let Some(s) = &search { b = b.search(s); }
        if let Some(g) = &gopher_plus { b = b.gopher_plus(g); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let g = GopherUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(g.as_url().host_str(), Some(host.as_str()));
        prop_assert_eq!(g.port(), port);
        let has_path = item_type.is_some() || selector.is_some() || search.is_some() || gopher_plus.is_some();
        prop_assert_eq!(dec_opt(g.raw_item_type()), has_path.then(|| vec![item_type.unwrap_or(b'1')]));
        prop_assert_eq!(dec(g.item_type()), vec![item_type.unwrap_or(b'1')]);
        prop_assert_eq!(dec_opt(g.selector()), has_path.then(|| selector.unwrap_or_default()));
        let has_search = search.is_some() || gopher_plus.is_some();
        prop_assert_eq!(dec_opt(g.search()), has_search.then(|| search.unwrap_or_default()));
        prop_assert_eq!(dec_opt(g.gopher_plus()), gopher_plus);
        prop_assert_eq!(dec_opt(g.fragment()), fragment);
    }

    #[test]
    fn mailto_round_trip(local in local_part(), domain in domain(), fragment in option::of(octets())) {
        let mut b = Mailto::new(&local, &domain);
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let m = MailtoUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(unquote(&dec(m.local_part())), local);
        prop_assert_eq!(dec(m.domain()), domain);
        prop_assert_eq!(dec_opt(m.fragment()), fragment);
    }

    #[test]
    fn news_round_trip(
        part in prop_oneof![
            Just(NewsPart::All),
            group().prop_map(NewsPart::Group),
            (octets().prop_filter("non-empty", |u| !u.is_empty()), host()).prop_map(|(u, h)| NewsPart::MessageId(u, h)),
        ],
        fragment in option::of(octets()),
    ) {
        let mut b = match &part {
            NewsPart::All => News::all(),
            NewsPart::Group(g) => News::group(g),
            NewsPart::MessageId(unique, host) => News::message_id([unique.as_slice(), b"@", host.as_bytes()].concat()),
        };
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let n = NewsUrl::parse(url.as_str()).unwrap();
        match &part {
            NewsPart::All => prop_assert_eq!(n.target(), NewsTarget::All),
            NewsPart::Group(g) => prop_assert_eq!(n.target(), NewsTarget::Group(g.as_str())),
            NewsPart::MessageId(unique, host) => {
                prop_assert_eq!(dec_opt(n.message_id()), Some([unique.as_slice(), b"@", host.as_bytes()].concat()));
                prop_assert_eq!(n.message_id_host(), Some(host.as_str()));
            }
        }
        prop_assert_eq!(dec_opt(n.fragment()), fragment);
    }

    #[test]
    fn nntp_round_trip(
        host in host(),
        port in option::of(any::<u16>()),
        group in group(),
        article in option::of(any::<u64>()),
        fragment in option::of(octets()),
    ) {
        let mut b = Nntp::new(&host, &group);
        if let Some(p) = port { b = b.port(p); }
        if let Some(a) = article { b = b.article(a); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let n = NntpUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(n.as_url().host_str(), Some(host.as_str()));
        prop_assert_eq!(n.port(), port);
        prop_assert_eq!(n.group(), group.as_str());
        prop_assert_eq!(n.article(), article);
        prop_assert_eq!(dec_opt(n.fragment()), fragment);
    }

    #[test]
    fn telnet_round_trip(
        login in option::of((octets(), option::of(octets()))),
        host in host(),
        port in option::of(any::<u16>()),
        fragment in option::of(octets()),
    ) {
        let mut b = Telnet::new(&host);
        if let Some((user, password)) = &login {
            b = b.user(user);
            if let Some(p) = password {
                b = b.password(p);
            }
        }
        if let Some(p) = port { b = b.port(p); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let t = TelnetUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(dec_opt(t.user()), login.as_ref().map(|l| l.0.clone()));
        prop_assert_eq!(dec_opt(t.password()), login.as_ref().and_then(|l| l.1.clone()));
        prop_assert_eq!(t.as_url().host_str(), Some(host.as_str()));
        prop_assert_eq!(t.port(), port);
        prop_assert_eq!(dec_opt(t.fragment()), fragment);
    }

    #[test]
    fn wais_round_trip(
        host in host(),
        port in option::of(any::<u16>()),
        database in octets(),
        part in prop_oneof![
            Just(WaisPart::Database),
            octets().prop_map(WaisPart::Search),
            (octets(), octets()).prop_map(|(t, p)| WaisPart::Document(t, p)),
        ],
        fragment in option::of(octets()),
    ) {
        let mut b = Wais::new(&host, &database);
        if let Some(p) = port { b = b.port(p); }
        match &part {
            WaisPart::Database => {}
            WaisPart::Search(s) => b = b.search(s),
            WaisPart::Document(t, p) => b = b.document(t, p),
        }
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let w = WaisUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(w.as_url().host_str(), Some(host.as_str()));
        prop_assert_eq!(w.port(), port);
        prop_assert_eq!(dec(w.database()), database);
        match (&part, w.form()) {
            (WaisPart::Database, WaisForm::Database) => {}
            (WaisPart::Search(s), WaisForm::Index { search }) => prop_assert_eq!(&dec(search), s),
            (WaisPart::Document(t, p), WaisForm::Document { wtype, wpath }) => {
                prop_assert_eq!(&dec(wtype), t);
                prop_assert_eq!(&dec(wpath), p);
            }
            (want, got) => prop_assert!(false, "{:?} read back as {:?}", want, got),
        }
        prop_assert_eq!(dec_opt(w.fragment()), fragment);
    }

    #[test]
    fn file_round_trip(
        host in prop_oneof![Just(String::new()), Just("localhost".to_string()), host()],
        segments in vec(octets(), 0..4),
        fragment in option::of(octets()),
    ) {
        let mut b = if host.is_empty() { File::local() } else { File::new(&host) }.segments(&segments);
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let f = FileUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(f.host(), host.as_str());
        prop_assert_eq!(f.is_local(), host.is_empty() || host == "localhost");
        let want = if segments.is_empty() { vec![Vec::new()] } else { segments };
        prop_assert_eq!(f.segments().map(dec).collect::<Vec<_>>(), want);
        prop_assert_eq!(dec_opt(f.fragment()), fragment);
    }

    #[test]
    fn prospero_round_trip(
        host in host(),
        port in option::of(any::<u16>()),
        hsoname in octets(),
        fields in vec((octets(), octets()), 0..3),
        fragment in option::of(octets()),
    ) {
        let mut b = Prospero::new(&host, &hsoname);
        if let Some(p) = port { b = b.port(p); }
        for (name, value) in &fields { b = b.field(name, value); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let p = ProsperoUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(p.as_url().host_str(), Some(host.as_str()));
        prop_assert_eq!(p.port(), port);
        prop_assert_eq!(dec(p.hsoname()), hsoname);
        prop_assert_eq!(p.fields().map(|(n, v)| (dec(n), dec(v))).collect::<Vec<_>>(), fields);
        prop_assert_eq!(dec_opt(p.fragment()), fragment);
    }

    #[test]
    fn other_round_trip(scheme in other_scheme(), part in octets(), fragment in option::of(octets())) {
        let mut b = Other::new(&scheme, &part);
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let o = OtherUrl::parse(url.as_str()).unwrap();
        prop_assert_eq!(o.scheme(), scheme.as_str());
        prop_assert_eq!(dec(o.scheme_part()), part);
        prop_assert_eq!(dec_opt(o.fragment()), fragment);
    }

    #[test]
    fn other_raw_is_written_unchanged(
        scheme in other_scheme(),
        raw in prop_oneof![
            "[a-zA-Z0-9$_.+!*'(),;/?:@&=-]{0,10}",
            octets().prop_map(|b| percent::encode(&b, Component::SchemePart).to_string()),
        ],
    ) {
        let url = Other::raw(&scheme, &raw).build().unwrap();
        prop_assert_eq!(url.as_str(), format!("{scheme}:{raw}"));
        prop_assert_eq!(OtherUrl::parse(url.as_str()).unwrap().scheme_part(), raw.as_str());
    }

    #[test]
    fn other_ip_round_trip(
        scheme in other_scheme(),
        login in option::of((octets(), option::of(octets()))),
        host in host(),
        port in option::of(any::<u16>()),
        path in option::of(octets()),
        fragment in option::of(octets()),
    ) {
        let mut b = Other::ip(&scheme, &host);
        if let Some((user, password)) = &login {
            b = b.user(user);
            if let Some(p) = password {
                b = b.password(p);
            }
        }
        if let Some(p) = port { b = b.port(p); }
        if let Some(p) = &path { b = b.path(p); }
        if let Some(f) = &fragment { b = b.fragment(f); }
        let url = b.build().unwrap();
        let o = OtherUrl::parse(url.as_str()).unwrap();
        prop_assert!(o.is_ip_schemepart());
        prop_assert_eq!(o.scheme(), scheme.as_str());
        prop_assert_eq!(dec_opt(o.user()), login.as_ref().map(|l| l.0.clone()));
        prop_assert_eq!(dec_opt(o.password()), login.as_ref().and_then(|l| l.1.clone()));
        prop_assert_eq!(o.as_url().host_str(), Some(host.as_str()));
        prop_assert_eq!(o.as_url().port(), port);
        prop_assert_eq!(dec_opt(o.path()), path);
        prop_assert_eq!(dec_opt(o.fragment()), fragment);
    }

    /// Whatever the parts, a builder gives a URL or a `BuildError` about a
    /// part, never text that does not parse; and the checked parts (hosts,
    /// newsgroup names, mailto domains, schemes) are accepted exactly when
    /// the parser accepts them in place.
    #[test]
    fn any_parts_build_or_fail_cleanly(
        host in prop_oneof![host(), "\\PC{0,8}", "[a-z0-9.-]{0,10}"],
        text in "\\PC{0,8}",
        bytes in octets(),
        scheme in prop_oneof!["\\PC{0,6}", "[a-zA-Z0-9+.-]{0,6}"],
    ) {
        let results = [
            Ftp::new(&host).user(&bytes).password(&bytes).cwd([&bytes]).name(&bytes).build(),
            Http::new(&host).segment(&bytes).search(&bytes).build(),
            Gopher::new(&host).item_type(bytes.first().copied().unwrap_or(b'0')).selector(&bytes).search(&bytes).gopher_plus(&bytes).build(),
            Mailto::new(&bytes, &bytes).build(),
            Mailto::new(&text, &text).build(),
            News::group(&text).build(),
            News::message_id(&bytes).build(),
            Nntp::new(&host, &text).build(),
            Telnet::new(&host).user(&bytes).build(),
            Wais::new(&host, &bytes).document(&bytes, &bytes).build(),
            File::new(&host).segment(&bytes).build(),
            Prospero::new(&host, &bytes).field(&bytes, &bytes).build(),
            Other::new(&scheme, &bytes).build(),
            Other::raw(&scheme, &text).build(),
            Other::ip(&scheme, &host).path(&bytes).build(),
        ];
        for r in results {
            match r {
                Ok(url) => prop_assert!(url_core::Url::parse(url.as_str()).is_ok()),
                Err(e) => {
                    prop_assert!(!matches!(e.reason(), Reason::Unparsable(_)), "{}", e);
                    prop_assert!(e.part() != Part::Url);
                    let text = e.to_string();
                    prop_assert!(text.starts_with("invalid "), "{}", text);
                    prop_assert!(!text.ends_with('.'), "{}", text);
                }
            }
        }
        // a host is accepted exactly when the parser accepts it in an http URL
        let built = Http::new(&host).build();
        let parsed = url_core::Url::parse(&format!("http://{host}")).is_ok();
        prop_assert_eq!(built.is_ok(), parsed && !host.is_empty() && !host.contains(['/', '#', '?', '@', ':']));
        // a newsgroup name exactly when the parser reads it as a group
        let built = News::group(&text).build();
        let group = url_core::NewsUrl::parse(&format!("news:{text}")).ok().and_then(|n| n.group().map(str::to_owned));
        prop_assert_eq!(built.is_ok(), group.as_deref() == Some(text.as_str()) && text != "*");
        // a mailto domain exactly when the parser takes it after a local part
        let built = Mailto::new("a", &text).build();
        let parsed = url_core::MailtoUrl::parse(&format!("mailto:a@{}", percent::encode(&text, Component::Mailto))).is_ok();
        prop_assert_eq!(built.is_ok(), parsed);
    }
}

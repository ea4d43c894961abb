//! Grammar-driven property tests: URLs built from the RFC 1738 §5 productions
//! of every scheme (`grammar/mod.rs`) must parse, every component must be the
//! raw text the generator put there, `Display` must give the input back (and
//! parse to the same components), and the typed view (through `details()`,
//! the typed `parse` and `from_url`) must say the same thing.

use crate::grammar;

use grammar::{Gen, News, Typed, Wais};
use proptest::prelude::*;
use url_core::{
    Details, FileUrl, FtpType, FtpUrl, GopherUrl, Host, HttpUrl, MailtoUrl, NewsTarget, NewsUrl, NntpUrl, OtherUrl,
    ProsperoUrl, Scheme, TelnetUrl, Url, WaisForm, WaisUrl,
};

/// Every component of `u` against the expectations of `g`.
fn check_generic(g: &Gen, u: &Url<'_>) {
    let s = g.url.as_str();
    assert_eq!(u.as_str(), s);
    assert_eq!(u.scheme(), g.scheme, "scheme");
    assert_eq!(u.kind(), g.kind, "kind");
    assert_eq!(u.has_login(), g.login, "has_login");
    assert_eq!(u.user(), g.user.as_deref(), "user");
    assert_eq!(u.password(), g.password.as_deref(), "password");
    assert_eq!(u.host_str(), g.host.as_deref(), "host_str");
    let want_host = match (&g.host, g.ipv4) {
        (None, _) => None,
        (Some(_), Some(v)) => Some(Host::Ipv4(v)),
        (Some(h), None) => Some(Host::Name(h.as_str())),
    };
    if g.kind != Scheme::News {
        assert_eq!(u.host(), want_host, "host");
    }
    assert_eq!(u.port(), g.port, "port");
    let default = g.kind.default_port();
    assert_eq!(u.default_port(), default);
    assert_eq!(u.port_or_default(), g.port.or(default), "port_or_default");
    assert_eq!(u.url_path(), g.url_path.as_deref(), "url_path");
    assert_eq!(u.fragment(), g.fragment.as_deref(), "fragment");
    let (before, frag) = match s.split_once('#') {
        Some((b, f)) => (b, Some(f)),
        None => (s, None),
    };
    assert_eq!(u.fragment(), frag);
    assert_eq!(u.without_fragment(), before);
    assert_eq!(u.scheme_specific_part(), &before[g.scheme.len() + 1..]);
}

/// The typed view in `d` against `g.typed`.
fn check_typed(g: &Gen, d: Details<'_>) {
    match (d, &g.typed) {
        (Details::Ftp(v), Typed::Ftp { cwd, name, typecode }) => {
            assert_eq!(v.cwd().collect::<Vec<_>>(), *cwd, "ftp cwd");
            assert_eq!(v.name(), name.as_deref(), "ftp name");
            assert_eq!(v.typecode_str().map(|t| t.chars().next().unwrap()), *typecode, "ftp typecode_str");
            let want = typecode.map(|c| match c.to_ascii_lowercase() {
                'a' => FtpType::Ascii,
                'i' => FtpType::Image,
                _ => FtpType::Directory,
            });
            assert_eq!(v.typecode(), want, "ftp typecode");
            assert_eq!(v.path(), g.url_path.as_deref());
            assert_eq!(v.user(), g.user.as_deref());
            assert_eq!(v.password(), g.password.as_deref());
        }
        (Details::Http(v), Typed::Http { path, search }) => {
            assert_eq!(v.is_secure(), g.kind == Scheme::Https, "is_secure");
            assert_eq!(v.port_or_default(), g.port.unwrap_or(if g.kind == Scheme::Https { 443 } else { 80 }));
            assert_eq!(v.path(), path.as_deref(), "http path");
            assert_eq!(v.search(), search.as_deref(), "http search");
            let segs: Vec<&str> = path.as_deref().map(|p| p.split('/').collect()).unwrap_or_default();
            assert_eq!(v.segments().collect::<Vec<_>>(), segs);
        }
        (Details::Gopher(v), Typed::Gopher { raw_type, selector, search, plus }) => {
            assert_eq!(v.raw_item_type(), raw_type.as_deref(), "gopher raw type");
            assert_eq!(v.item_type(), raw_type.as_deref().unwrap_or("1"), "gopher type");
            assert_eq!(v.selector(), selector.as_deref(), "gopher selector");
            assert_eq!(v.search(), search.as_deref(), "gopher search");
            assert_eq!(v.gopher_plus(), plus.as_deref(), "gopher+");
            let gp = g.url_path.as_deref().filter(|p| !p.is_empty());
            assert_eq!(v.gopher_path(), gp, "gopher path");
        }
        (Details::Mailto(v), Typed::Mailto { local, domain }) => {
            assert_eq!(v.local_part(), local, "mailto local part");
            assert_eq!(v.domain(), domain, "mailto domain");
            assert_eq!(
                v.address(),
                &g.url[g.scheme.len() + 1..g.url.len() - g.fragment.as_ref().map_or(0, |f| f.len() + 1)]
            );
        }
        (Details::News(v), Typed::News(t)) => match t {
            News::All => {
                assert!(v.is_all());
                assert_eq!(v.target(), NewsTarget::All);
                assert_eq!(v.group(), Some("*"));
                assert_eq!(v.message_id(), None);
            }
            News::Group(grp) => {
                assert_eq!(v.target(), NewsTarget::Group(grp));
                assert_eq!(v.group(), Some(grp.as_str()));
                assert_eq!(v.message_id(), None);
                assert!(!v.is_all());
            }
            News::Article { id, host } => {
                let full = format!("{id}@{host}");
                assert_eq!(v.target(), NewsTarget::Article(&full));
                assert_eq!(v.message_id(), Some(full.as_str()));
                assert_eq!(v.message_id_host(), Some(host.as_str()));
                assert_eq!(v.group(), None);
            }
        },
        (Details::Nntp(v), Typed::Nntp { group, article }) => {
            assert_eq!(v.group(), group, "nntp group");
            assert_eq!(v.article_str(), article.as_ref().map(|a| a.0.as_str()), "nntp article text");
            assert_eq!(v.article(), article.as_ref().map(|a| a.1), "nntp article");
        }
        (Details::Telnet(v), Typed::Telnet) => {
            assert_eq!(v.user(), g.user.as_deref());
            assert_eq!(v.password(), g.password.as_deref());
            assert_eq!(v.port(), g.port);
        }
        (Details::Wais(v), Typed::Wais { database, form }) => {
            assert_eq!(v.database(), database, "wais database");
            let want = match form {
                Wais::Database => WaisForm::Database,
                Wais::Index(s) => WaisForm::Index { search: s },
                Wais::Document(t, p) => WaisForm::Document { wtype: t, wpath: p },
            };
            assert_eq!(v.form(), want, "wais form");
            assert_eq!(v.search(), if let Wais::Index(s) = form { Some(s.as_str()) } else { None });
            let doc = if let Wais::Document(t, p) = form { Some((t.as_str(), p.as_str())) } else { None };
            assert_eq!(v.document(), doc);
            assert_eq!(v.wtype(), doc.map(|d| d.0));
            assert_eq!(v.wpath(), doc.map(|d| d.1));
        }
        (Details::File(v), Typed::File { host, path }) => {
            assert_eq!(v.host(), host, "file host");
            assert_eq!(v.path(), path, "file path");
            assert_eq!(v.is_local(), host.is_empty() || host.eq_ignore_ascii_case("localhost"));
            assert_eq!(v.segments().collect::<Vec<_>>(), path.split('/').collect::<Vec<_>>());
        }
        (Details::Prospero(v), Typed::Prospero { hsoname, fields }) => {
            assert_eq!(v.hsoname(), hsoname, "prospero hsoname");
            let got: Vec<(&str, &str)> = v.fields().collect();
            let want: Vec<(&str, &str)> = fields.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
            assert_eq!(got, want, "prospero fields");
        }
        (Details::Other(v), Typed::Other { part }) => {
            assert_eq!(v.scheme_part(), part, "other scheme part");
            assert_eq!(v.is_ip_schemepart(), g.login, "other ip-schemepart");
            assert_eq!(v.path(), g.url_path.as_deref());
        }
        (d, t) => panic!("view {d:?} for expected {t:?}"),
    }
}

/// The typed `parse` of every scheme: `Ok` with the same view for the URL's
/// own scheme, an error naming both schemes for the others.
fn check_typed_parsers(g: &Gen, u: &Url<'_>) {
    let s = g.url.as_str();
    let views: [(Scheme, Result<Details<'_>, url_core::ParseError>); 11] = [
        (Scheme::Ftp, FtpUrl::parse(s).map(Details::Ftp)),
        (Scheme::Http, HttpUrl::parse(s).map(Details::Http)),
        (Scheme::Gopher, GopherUrl::parse(s).map(Details::Gopher)),
        (Scheme::Mailto, MailtoUrl::parse(s).map(Details::Mailto)),
        (Scheme::News, NewsUrl::parse(s).map(Details::News)),
        (Scheme::Nntp, NntpUrl::parse(s).map(Details::Nntp)),
        (Scheme::Telnet, TelnetUrl::parse(s).map(Details::Telnet)),
        (Scheme::Wais, WaisUrl::parse(s).map(Details::Wais)),
        (Scheme::File, FileUrl::parse(s).map(Details::File)),
        (Scheme::Prospero, ProsperoUrl::parse(s).map(Details::Prospero)),
        (Scheme::Other, OtherUrl::parse(s).map(Details::Other)),
    ];
    // http's view takes https too (RFC 2818 §2.4)
    let view_kind = if g.kind == Scheme::Https { Scheme::Http } else { g.kind };
    for (kind, r) in views {
        if kind == view_kind {
            let d = r.unwrap_or_else(|e| panic!("{kind:?} view of {s:?}: {e}"));
            assert_eq!(d, u.details(), "typed parse of {s:?}");
            assert_eq!(d.as_url().as_str(), s);
            check_typed(g, d);
        } else {
            let e = r.expect_err("a view of another scheme");
            assert_eq!((e.offset(), e.length()), (0, g.scheme.len()), "wrong-scheme error of {s:?} as {kind:?}: {e}");
        }
    }
}

/// Everything a generated URL owes.
fn check(g: &Gen) {
    let s = g.url.as_str();
    let u = Url::parse(s).unwrap_or_else(|e| panic!("generated URL {s:?} rejected: {e} (at {})", e.offset()));
    check_generic(g, &u);
    check_typed(g, u.details());
    check_typed_parsers(g, &u);
    // Display round trip, and the text it gives parses to the same components
    let shown = u.to_string();
    assert_eq!(shown, s, "Display");
    let again = Url::parse(&shown).unwrap();
    check_generic(g, &again);
    assert_eq!(again, u);
    assert_eq!(format!("{:?}", again.details()), format!("{:?}", u.details()));
    // TryFrom agrees with parse
    let t = Url::try_from(s).unwrap();
    assert_eq!(t.details(), u.details());
    // the owned form (facade, feature `std`) parses the same way
    let owned: url_literal::UrlBuf = s.parse().unwrap();
    assert_eq!(owned.as_str(), s);
    // every URL is equivalent to itself and to its normalized form
    assert!(u.equivalent(&u));
    let n = u.normalized();
    let nu = Url::parse(&n).unwrap_or_else(|e| panic!("normalized form {n:?} of {s:?} rejected: {e}"));
    assert!(u.equivalent(&nu), "{s:?} not equivalent to its normalized form {n:?}");
    assert_eq!(nu.normalized(), n, "normalizing {n:?} again");
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: crate::helpers::sized(128, 384) as u32,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn ftp(g in grammar::ftp()) { check(&g); }

    #[test]
    fn http(g in grammar::http()) { check(&g); }

    #[test]
    fn gopher(g in grammar::gopher()) { check(&g); }

    #[test]
    fn mailto(g in grammar::mailto()) { check(&g); }

    #[test]
    fn news(g in grammar::news()) { check(&g); }

    #[test]
    fn nntp(g in grammar::nntp()) { check(&g); }

    #[test]
    fn telnet(g in grammar::telnet()) { check(&g); }

    #[test]
    fn wais(g in grammar::wais()) { check(&g); }

    #[test]
    fn file(g in grammar::file()) { check(&g); }

    #[test]
    fn prospero(g in grammar::prospero()) { check(&g); }

    #[test]
    fn other(g in grammar::other()) { check(&g); }
}

/// The corners the issue names, spelled out (each also reachable by the
/// strategies above).
#[test]
fn named_corners() {
    let corners = [
        "ftp://@host.com/",
        "ftp://:@host.com/",
        "ftp://foo:@host.com/",
        "ftp://host/dir/file;type=D",
        "ftp://host/;type=d",
        "gopher://host/7sel%09search%09plus%09more%09",
        "gopher://host/%09%09%09",
        "prospero://host/;=;=",
        "prospero://host//a/b;name=value;x=",
        "news:a/b?c:d&e=f;g@host.example",
        "news:*@host",
        "mailto:%22a@b%22@example.com",
        "mailto:a%40b",
        "http://h/%41/%2f?%3F#%23",
        "wais://h/db/%41/%42",
        "nntp://h/g/18446744073709551615",
        "file:///",
        "telnet://u:p@h:23/",
        "x-y.z+1:",
    ];
    for c in corners {
        let u = Url::parse(c).unwrap_or_else(|e| panic!("{c:?}: {e}"));
        assert_eq!(u.to_string(), c);
    }
}

//! The ordinary traits of `Url`, the typed views and `ParseError`: all are
//! small `Copy + Send + Sync` values usable as `'static`, and equality,
//! ordering and hashing follow the text as written.

use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeSet, HashSet};
use std::fmt::{Debug, Display};
use std::hash::{Hash, Hasher};
use std::mem::size_of;

use url_core::{
    Details, ErrorText, Fields, FileUrl, FtpType, FtpUrl, GopherUrl, Host, HttpUrl, MailtoUrl, NewsTarget, NewsUrl,
    NntpUrl, OtherUrl, ParseError, ProsperoUrl, Scheme, Segments, TelnetUrl, Url, WaisForm, WaisUrl,
};

fn copy_send_sync_static<T: Copy + Send + Sync + 'static>() {}
fn value_traits<T: Copy + Send + Sync + 'static + Eq + Hash + Debug>() {}
fn view_traits<'a, T>()
where
    T: Copy
        + Send
        + Sync
        + Eq
        + Ord
        + Hash
        + Debug
        + Display
        + AsRef<str>
        + core::ops::Deref<Target = Url<'a>>
        + Into<Url<'a>>
        + TryFrom<Url<'a>, Error = ParseError>
        + TryFrom<&'a str, Error = ParseError>
        + 'a,
{
}
fn error_traits<T: core::error::Error + Send + Sync + 'static>() {}

// Checked at compile time; the test only makes sure the functions are used.
const _: () = {
    let _ = copy_send_sync_static::<Url<'static>>;
    let _ = copy_send_sync_static::<ParseError>;
    let _ = copy_send_sync_static::<ErrorText>;
    let _ = copy_send_sync_static::<Segments<'static>>;
    let _ = copy_send_sync_static::<Fields<'static>>;
    let _ = copy_send_sync_static::<Details<'static>>;
};

#[test]
fn everything_is_copy_send_sync_static() {
    copy_send_sync_static::<Url<'static>>();
    copy_send_sync_static::<ParseError>();
    copy_send_sync_static::<ErrorText>();
    copy_send_sync_static::<Segments<'static>>();
    copy_send_sync_static::<Fields<'static>>();

    value_traits::<Url<'static>>();
    value_traits::<Details<'static>>();
    value_traits::<ParseError>();
    value_traits::<Scheme>();
    value_traits::<Host<'static>>();
    value_traits::<FtpType>();
    value_traits::<NewsTarget<'static>>();
    value_traits::<WaisForm<'static>>();

    view_traits::<FtpUrl<'static>>();
    view_traits::<HttpUrl<'static>>();
    view_traits::<GopherUrl<'static>>();
    view_traits::<MailtoUrl<'static>>();
    view_traits::<NewsUrl<'static>>();
    view_traits::<NntpUrl<'static>>();
    view_traits::<TelnetUrl<'static>>();
    view_traits::<WaisUrl<'static>>();
    view_traits::<FileUrl<'static>>();
    view_traits::<ProsperoUrl<'static>>();
    view_traits::<OtherUrl<'static>>();

    error_traits::<ParseError>();

    // A `'static` URL can go to another thread and back.
    let u: Url<'static> = Url::parse("http://example.com/").unwrap();
    let back = std::thread::spawn(move || u).join().unwrap();
    assert_eq!(back, u);
    // ... and a borrowed one through a scoped thread.
    let text = String::from("ftp://h/x;type=i");
    let v = FtpUrl::parse(&text).unwrap();
    let t = std::thread::scope(|s| s.spawn(|| v.typecode()).join().unwrap());
    assert_eq!(t, Some(FtpType::Image));
}

#[test]
fn sizes() {
    let sizes = [
        ("Url", size_of::<Url<'_>>()),
        ("Details", size_of::<Details<'_>>()),
        ("FtpUrl", size_of::<FtpUrl<'_>>()),
        ("ParseError", size_of::<ParseError>()),
        ("Option<Url>", size_of::<Option<Url<'_>>>()),
        ("Result<Url, ParseError>", size_of::<Result<Url<'_>, ParseError>>()),
        ("Host", size_of::<Host<'_>>()),
    ];
    for (name, size) in sizes {
        println!("size_of::<{name}>() = {size}");
    }
    assert!(size_of::<Url<'_>>() <= 64, "Url is {} bytes", size_of::<Url<'_>>());
    // A view is the URL and nothing more.
    assert_eq!(size_of::<FtpUrl<'_>>(), size_of::<Url<'_>>());
    assert_eq!(size_of::<OtherUrl<'_>>(), size_of::<Url<'_>>());
    assert!(size_of::<ParseError>() <= 24, "ParseError is {} bytes", size_of::<ParseError>());
}

#[test]
fn parse_error_is_an_error() {
    let e = Url::parse("http://user@host/").unwrap_err();
    let dynamic: &dyn core::error::Error = &e;
    assert!(dynamic.source().is_none());
    assert_eq!(dynamic.to_string(), "http URLs take no user name or password (RFC 1738 §3.3)");
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(e);
    assert_eq!(boxed.to_string(), e.to_string());
    assert_eq!(boxed.downcast_ref::<ParseError>(), Some(&e));

    // `?` converts it.
    fn parse_port(s: &str) -> Result<u16, Box<dyn std::error::Error>> {
        Ok(Url::parse(s)?.port_or_default().unwrap_or(80))
    }
    assert_eq!(parse_port("http://h:8/").unwrap(), 8);
    let err = parse_port("http://h:/").unwrap_err();
    assert_eq!(
        err.to_string(),
        "empty port; when there is no port, omit the ':' as well (RFC 1738 §3.1); \
         the text is a valid RFC 3986 URI: use uri! or Uri::parse"
    );

    // Debug names the fields.
    let dbg = format!("{e:?}");
    for part in ["ParseError", "offset: 7", "length: 5", "rule: \"httpurl\"", "section: \"3.3\"", "message"] {
        assert!(dbg.contains(part), "{dbg} lacks {part}");
    }
}

#[test]
fn try_from_and_as_ref() {
    let s = "gopher://h/7sel%09q";
    let u: Url<'_> = Url::try_from(s).unwrap();
    let v: Url<'_> = s.try_into().unwrap();
    assert_eq!(u, v);
    assert_eq!(Url::try_from("http://h:/"), Url::parse("http://h:/"));
    assert_eq!(Url::try_from("http://h:/").unwrap_err().offset(), 8);

    fn takes_str(x: impl AsRef<str>) -> usize {
        x.as_ref().len()
    }
    assert_eq!(takes_str(u), s.len());
    assert_eq!(u.as_ref(), s);

    let g = GopherUrl::try_from(s).unwrap();
    assert_eq!(g.as_ref(), s);
    assert_eq!(takes_str(g), s.len());
    assert_eq!(GopherUrl::try_from(u), Ok(g));
    assert_eq!(Url::from(g), u);
    let into: Url<'_> = g.into();
    assert_eq!(into, u);
    assert_eq!(g.to_string(), s);
    // Deref to the generic accessors.
    assert_eq!(g.scheme(), "gopher");
    assert_eq!(g.host_str(), Some("h"));

    let wrong = HttpUrl::try_from(u).unwrap_err();
    assert_eq!((wrong.offset(), wrong.length(), wrong.rule()), (0, 6, "httpurl"));
    assert_eq!(HttpUrl::try_from(s), Err(wrong));

    // PartialEq with strings.
    assert!(u == s);
    assert!(u == *s);
}

fn hash_of<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut h = DefaultHasher::new();
    v.hash(&mut h);
    h.finish()
}

const SAMPLES: &[&str] = &[
    "ftp://h/",
    "FTP://h/",
    "ftp://h",
    "ftp://h/a;type=a",
    "ftp://h/a;type=A",
    "http://a.b/",
    "http://A.B/",
    "http://a.b:80/",
    "http://a.b/%7e",
    "http://a.b/%7E",
    "http://a.b/#",
    "http://a.b/#x",
    "mailto:a@b",
    "news:*",
    "nntp://h/g/1",
    "nntp://h/g/01",
    "telnet://h",
    "wais://h/d",
    "file:///x",
    "prospero://h/p",
    "x:",
    "x:y",
    "z://h",
];

#[test]
fn eq_ord_hash_follow_the_text() {
    let urls: Vec<Url<'static>> = SAMPLES.iter().map(|s| Url::parse(s).unwrap()).collect();

    for (a, sa) in urls.iter().zip(SAMPLES) {
        assert_eq!(hash_of(a), hash_of(*sa), "{sa}");
        assert_eq!(hash_of(&a.details()), hash_of(&a.details()));
        for (b, sb) in urls.iter().zip(SAMPLES) {
            assert_eq!(a == b, sa == sb, "{sa} == {sb}");
            assert_eq!(a.cmp(b), sa.cmp(sb), "{sa} cmp {sb}");
            assert_eq!(a.partial_cmp(b), Some(sa.cmp(sb)));
            assert_eq!(a.details() == b.details(), sa == sb, "{sa} details == {sb}");
        }
    }

    // Equal text from different allocations: equal URLs, equal hashes.
    let owned = String::from("http://a.b/%7e");
    let u = Url::parse(&owned).unwrap();
    assert_eq!(u, urls[8]);
    assert_eq!(hash_of(&u), hash_of(&urls[8]));

    // Different texts are different URLs, even when equivalent (case of the
    // scheme and host, escapes, default port): comparison is on the text.
    assert_ne!(urls[0], urls[1]);
    assert_ne!(urls[5], urls[6]);
    assert_ne!(urls[5], urls[7]);
    assert_ne!(urls[8], urls[9]);

    // Sorting and sets agree with the strings.
    let mut sorted = urls.clone();
    sorted.sort();
    let mut texts: Vec<&str> = SAMPLES.to_vec();
    texts.sort();
    assert_eq!(sorted.iter().map(|u| u.as_str()).collect::<Vec<_>>(), texts);
    let set: BTreeSet<Url<'_>> = urls.iter().copied().chain(urls.iter().copied()).collect();
    assert_eq!(set.len(), SAMPLES.len());
    let hashed: HashSet<Url<'_>> = urls.iter().copied().collect();
    assert!(hashed.contains(&Url::parse(&owned).unwrap()));

    // Views compare and hash like the URL they wrap.
    let fs: Vec<FtpUrl<'_>> = SAMPLES[..5].iter().map(|s| FtpUrl::parse(s).unwrap()).collect();
    for (a, sa) in fs.iter().zip(SAMPLES) {
        assert_eq!(hash_of(a), hash_of(*sa));
        for (b, sb) in fs.iter().zip(SAMPLES) {
            assert_eq!(a == b, sa == sb);
            assert_eq!(a.cmp(b), sa.cmp(sb));
        }
    }
}

#[test]
fn parse_error_eq_hash() {
    let a = Url::parse("http://h:/").unwrap_err();
    let b = Url::parse(&String::from("http://h:/")).unwrap_err();
    let c = Url::parse("http://h:99999/").unwrap_err();
    assert_eq!(a, b);
    assert_eq!(hash_of(&a), hash_of(&b));
    assert_ne!(a, c);
    let copy = a;
    assert_eq!(copy, a);
    let set: HashSet<ParseError> = [a, b, c].into_iter().collect();
    assert_eq!(set.len(), 2);
}

#[test]
fn display_and_debug() {
    let u = Url::parse("news:comp.lang.c#x").unwrap();
    assert_eq!(u.to_string(), "news:comp.lang.c#x");
    assert_eq!(format!("{u}"), u.as_str());
    assert_eq!(format!("{u:?}"), r#"Url("news:comp.lang.c#x")"#);
    assert_eq!(Scheme::Http.to_string(), "http");
    assert_eq!(Host::Ipv4([1, 2, 3, 4]).to_string(), "1.2.3.4");
    assert_eq!(Host::Name("a.b").to_string(), "a.b");
}

// ---------------------------------------------------------------------------
// Debug hides passwords (`***`)
// ---------------------------------------------------------------------------

/// `format!("{value:?}")` is `want`, word for word.
#[track_caller]
fn debug_is(value: &dyn Debug, want: &str) {
    assert_eq!(format!("{value:?}"), want);
}

const FTP_SECRET: &str = "ftp://anonymous:s3cr3t@ftp.example.org:2121/pub/README;type=a#top";
const FTP_SECRET_URL_DEBUG: &str = "Url(\"ftp://anonymous:***@ftp.example.org:2121/pub/README;type=a#top\")";
const FTP_SECRET_DEBUG: &str = "FtpUrl { url: \"ftp://anonymous:***@ftp.example.org:2121/pub/README;type=a#top\", \
    user: \"anonymous\", password: ***, host: Name(\"ftp.example.org\"), port: 2121, cwd: [\"pub\"], \
    name: Some(\"README\"), typecode: Some(Ascii), fragment: \"top\" }";

#[test]
fn debug_of_url_hides_the_password_display_keeps_it() {
    let url = Url::parse(FTP_SECRET).unwrap();
    debug_is(&url, FTP_SECRET_URL_DEBUG);
    assert_eq!(url.to_string(), FTP_SECRET);
    assert_eq!(url.as_str(), FTP_SECRET);
    assert_eq!(url.password(), Some("s3cr3t"));
    // `{:#?}` too
    assert!(!format!("{url:#?}").contains("s3cr3t"));
}

#[test]
fn debug_of_details_hides_the_password() {
    debug_is(&Url::parse(FTP_SECRET).unwrap().details(), FTP_SECRET_DEBUG);
}

#[test]
fn debug_of_ftp_url_hides_the_password_even_an_empty_one() {
    debug_is(&FtpUrl::parse(FTP_SECRET).unwrap(), FTP_SECRET_DEBUG);
    // An empty password is a password: its `:` and `@` show, not its length.
    debug_is(
        &FtpUrl::parse("ftp://foo:@host/").unwrap(),
        "FtpUrl { url: \"ftp://foo:***@host/\", user: \"foo\", password: ***, host: Name(\"host\"), cwd: [], \
         name: Some(\"\"), typecode: None }",
    );
    // A user name with a `?` (RFC 1738 allows it) does not hide the password.
    debug_is(
        &FtpUrl::parse("ftp://a?b:pw@h/").unwrap(),
        "FtpUrl { url: \"ftp://a?b:***@h/\", user: \"a?b\", password: ***, host: Name(\"h\"), cwd: [], \
         name: Some(\"\"), typecode: None }",
    );
    // No password, nothing hidden.
    debug_is(
        &FtpUrl::parse("ftp://foo@host/a:b@c").unwrap(),
        "FtpUrl { url: \"ftp://foo@host/a:b@c\", user: \"foo\", host: Name(\"host\"), cwd: [], \
         name: Some(\"a:b@c\"), typecode: None }",
    );
}

#[test]
fn debug_of_telnet_url_hides_the_password() {
    debug_is(
        &TelnetUrl::parse("telnet://guest:pw@melvyl.ucop.edu/").unwrap(),
        "TelnetUrl { url: \"telnet://guest:***@melvyl.ucop.edu/\", user: \"guest\", password: ***, \
         host: Name(\"melvyl.ucop.edu\") }",
    );
}

#[test]
fn debug_of_other_url_hides_the_password_in_every_field() {
    debug_is(
        &OtherUrl::parse("x-ssh://git:secret@git.example.org:22/repo#f").unwrap(),
        "OtherUrl { url: \"x-ssh://git:***@git.example.org:22/repo#f\", scheme: \"x-ssh\", \
         scheme_part: \"//git:***@git.example.org:22/repo\", user: \"git\", password: ***, \
         host: Name(\"git.example.org\"), port: 22, path: \"repo\", fragment: \"f\" }",
    );
    // No ip-schemepart for RFC 1738 (two '@'), but a WHATWG parser reads
    // the password "b@c:d": hidden all the same.
    debug_is(
        &OtherUrl::parse("x-y://a:b@c:d@e/f").unwrap(),
        "OtherUrl { url: \"x-y://a:***@e/f\", scheme: \"x-y\", scheme_part: \"//a:***@e/f\" }",
    );
}

#[test]
fn debug_of_url_buf_and_owned_typed_urls_hides_the_password() {
    use url_core::{FtpUrlBuf, OtherUrlBuf, TelnetUrlBuf, UrlBuf};
    let buf: UrlBuf = FTP_SECRET.parse().unwrap();
    debug_is(&buf, FTP_SECRET_URL_DEBUG);
    assert_eq!(buf.to_string(), FTP_SECRET);
    debug_is(&FTP_SECRET.parse::<FtpUrlBuf>().unwrap(), FTP_SECRET_DEBUG);
    debug_is(
        &"telnet://u:pw@h.org/".parse::<TelnetUrlBuf>().unwrap(),
        "TelnetUrl { url: \"telnet://u:***@h.org/\", user: \"u\", password: ***, host: Name(\"h.org\") }",
    );
    debug_is(
        &"x://u:pw@h.org".parse::<OtherUrlBuf>().unwrap(),
        "OtherUrl { url: \"x://u:***@h.org\", scheme: \"x\", scheme_part: \"//u:***@h.org\", user: \"u\", \
         password: ***, host: Name(\"h.org\") }",
    );
}

#[test]
fn debug_of_builders_hides_the_password() {
    use url_core::build::{Ftp, Other, Telnet};
    debug_is(
        &Ftp::new("h.org").user("u").password("s3cr3t"),
        "Ftp { login: Login { user: Some([117]), password: Some(***), host: \"h.org\", port: None }, cwd: [], \
         name: None, typecode: None, fragment: None }",
    );
    debug_is(
        &Telnet::new("h.org").user("u").password(""),
        "Telnet { login: Login { user: Some([117]), password: Some(***), host: \"h.org\", port: None }, \
         fragment: None }",
    );
    debug_is(
        &Other::ip("x", "h.org").user("u").password("pw").path("a"),
        "OtherIp { scheme: \"x\", login: Login { user: Some([117]), password: Some(***), host: \"h.org\", \
         port: None }, path: Some([97]), fragment: None }",
    );
    debug_is(
        &Ftp::new("h.org").user("u"),
        "Ftp { login: Login { user: Some([117]), password: None, host: \"h.org\", port: None }, cwd: [], \
         name: None, typecode: None, fragment: None }",
    );
}

#[test]
fn debug_of_relative_ref_hides_the_password() {
    use url_core::resolve::RelativeRef;
    debug_is(
        &RelativeRef::parse("//u:pw@h/x?q#f").unwrap(),
        "RelativeRef { form: NetworkPath, scheme: None, net_loc: Some(\"u:***@h\"), path: \"/x\", \
         query: Some(\"q\"), fragment: Some(\"f\") }",
    );
    // RFC 3986 splits at the '?' of the user name; the password stays hidden
    // in the query it lands in.
    debug_is(
        &RelativeRef::parse("ftp://a?b:pw@h/x").unwrap(),
        "RelativeRef { form: Absolute, scheme: Some(\"ftp\"), net_loc: Some(\"a\"), path: \"\", \
         query: Some(\"b:***@h/x\"), fragment: None }",
    );
}

#[test]
fn debug_of_found_urls_hides_the_password() {
    use url_core::text::find_urls;
    let text = "see <URL:ftp://u:pw@ftp.\n   example.org/x> and <x://a:b@c:d@e/>";
    let found: Vec<String> = find_urls(text).map(|f| format!("{f:?}")).collect();
    assert_eq!(
        found,
        [
            "Found { form: Wrapper, span: 4..42, url_span: 9..41, cleaned: \"ftp://u:***@ftp.example.org/x\", \
             break_hyphens: 0 }",
            "Found { form: AngleBrackets, span: 47..63, url_span: 48..62, cleaned: \"x://a:***@e/\", break_hyphens: 0 }",
        ]
    );
    let first = find_urls(text).next().unwrap();
    debug_is(&first.cleaned(), "\"ftp://u:***@ftp.example.org/x\"");
    debug_is(
        &first.cleaned().pieces(),
        "Pieces { raw: \"ftp://u:***@ftp.\\n   example.org/x\", pos: 0, dehyphenate: false }",
    );
    assert_eq!(first.cleaned().to_string(), "ftp://u:pw@ftp.example.org/x");
    // A line break inside the password: still hidden, and an empty one too.
    let found = find_urls("<URL:ftp://u:p\n  w@h/> <URL:ftp://u:@h/>").collect::<Vec<_>>();
    debug_is(&found[0].cleaned(), "\"ftp://u:***@h/\"");
    debug_is(&found[1].cleaned(), "\"ftp://u:***@h/\"");
}

proptest::proptest! {
    /// Whatever the password, no `Debug` shows it, and `Display` does.
    #[test]
    fn no_debug_shows_a_password(
        user in "[a-z?;&=]{0,6}",
        password in "Q[a-zA-Z0-9?;&=%]{0,8}",
        scheme in proptest::sample::select(vec!["ftp", "telnet", "x-y"]),
        tail in proptest::sample::select(vec!["/", "", "/a:b@c", "/#:x@y"]),
    ) {
        let password = password.replace('%', "%25");
        let tail = if scheme == "telnet" && tail.len() > 1 { "/" } else { tail };
        let text = format!("{scheme}://{user}:{password}@h.example{tail}");
        let url = Url::parse(&text).unwrap();
        proptest::prop_assert_eq!(url.password(), Some(password.as_str()));
        let debug = format!("{url:?} {:?} {:?}", url.to_buf(), url_core::resolve::RelativeRef::from_url(&url));
        proptest::prop_assert!(!debug.contains(&password), "{}", debug);
        let hidden = format!("{scheme}://{user}:***@h.example{tail}");
        proptest::prop_assert!(debug.contains(&format!("{hidden:?}")), "{}", debug);
        proptest::prop_assert_eq!(url.to_string(), text);
    }
}

//! `Url::parse`, the typed parsers and every accessor evaluate in `const` and
//! `static` items, and give there what they give at run time.
//!
//! Some values are checked twice: by `const _: () = assert!(..)` (so a wrong
//! value fails the build) and by `assert_eq!` at run time (for a readable
//! message).
// Asserting on constants is the point here: the values come from const evaluation.
#![allow(clippy::assertions_on_constants)]

use url_core::{
    Details, ErrorText, FileUrl, FtpType, FtpUrl, GopherUrl, Host, HttpUrl, MailtoUrl, NewsTarget, NewsUrl, NntpUrl,
    OtherUrl, ParseError, ProsperoUrl, Scheme, Segments, TelnetUrl, WaisForm, WaisUrl,
};
use url_core::{Fields, Url};

/// `a == b` for `&str` in `const`.
const fn eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// `a == b` for `Option<&str>` in `const`.
const fn eq_opt(a: Option<&str>, b: Option<&str>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => eq(a, b),
        (None, None) => true,
        _ => false,
    }
}

// ---------------------------------------------------------------------------
// ftp
// ---------------------------------------------------------------------------

const FTP_TEXT: &str = "ftp://anonymous:secret@ftp.example.org:2121/pub/dir/README;type=a#top";
const FTP: Url<'static> = match Url::parse_const(FTP_TEXT) {
    Ok(u) => u,
    Err(_) => panic!("invalid ftp URL"),
};
const FTP_SCHEME: &str = FTP.scheme();
const FTP_KIND: Scheme = FTP.kind();
const FTP_PORT: Option<u16> = FTP.port_or_default();
const FTP_EXPLICIT_PORT: Option<u16> = FTP.port();
const FTP_DEFAULT_PORT: Option<u16> = FTP.default_port();
const FTP_HOST: Option<Host<'static>> = FTP.host();
const FTP_HOST_STR: Option<&str> = FTP.host_str();
const FTP_USER: Option<&str> = FTP.user();
const FTP_PASSWORD: Option<&str> = FTP.password();
const FTP_FRAG: Option<&str> = FTP.fragment();
const FTP_PATH: Option<&str> = FTP.url_path();
const FTP_SSP: &str = FTP.scheme_specific_part();
const FTP_WITHOUT_FRAGMENT: &str = FTP.without_fragment();
const FTP_HAS_LOGIN: bool = FTP.has_login();
const FTP_AS_STR: &str = FTP.as_str();

const FTP_VIEW: FtpUrl<'static> = match FtpUrl::parse_const(FTP_TEXT) {
    Ok(v) => v,
    Err(_) => panic!("invalid ftp URL"),
};
const FTP_NAME: Option<&str> = FTP_VIEW.name();
const FTP_TYPE: Option<FtpType> = FTP_VIEW.typecode();
const FTP_TYPE_STR: Option<&str> = FTP_VIEW.typecode_str();
const FTP_TYPE_CHAR: char = match FTP_TYPE {
    Some(t) => t.as_char(),
    None => '-',
};
const FTP_CWD: Segments<'static> = FTP_VIEW.cwd();
const FTP_VIEW_HOST: Host<'static> = FTP_VIEW.host();
const FTP_VIEW_PATH: Option<&str> = FTP_VIEW.path();
const FTP_VIEW_USER: Option<&str> = FTP_VIEW.user();
const FTP_VIEW_PASSWORD: Option<&str> = FTP_VIEW.password();
const FTP_VIEW_PORT: u16 = FTP_VIEW.port_or_default();
const FTP_VIEW_URL: Url<'static> = FTP_VIEW.as_url();
const FTP_FROM_URL: FtpUrl<'static> = match FtpUrl::from_url(FTP) {
    Ok(v) => v,
    Err(_) => panic!("not ftp"),
};
const FTP_FROM_DETAILS: FtpUrl<'static> = match FTP.details() {
    Details::Ftp(v) => v,
    _ => panic!("not ftp"),
};
const FTP_DETAILS: Details<'static> = FTP.details();
const FTP_DETAILS_URL: Url<'static> = FTP_DETAILS.as_url();

const _: () = {
    assert!(eq(FTP_SCHEME, "ftp"));
    assert!(matches!(FTP_KIND, Scheme::Ftp));
    assert!(matches!(FTP_PORT, Some(2121)));
    assert!(matches!(FTP_EXPLICIT_PORT, Some(2121)));
    assert!(matches!(FTP_DEFAULT_PORT, Some(21)));
    assert!(eq_opt(FTP_USER, Some("anonymous")));
    assert!(eq_opt(FTP_PASSWORD, Some("secret")));
    assert!(eq_opt(FTP_FRAG, Some("top")));
    assert!(eq_opt(FTP_NAME, Some("README")));
    assert!(matches!(FTP_TYPE, Some(FtpType::Ascii)));
    assert!(FTP_TYPE_CHAR == 'a');
    assert!(matches!(FTP_HOST, Some(Host::Name(h)) if eq(h, "ftp.example.org")));
};

#[test]
fn ftp_in_const() {
    assert_eq!(FTP_AS_STR, FTP_TEXT);
    assert_eq!(FTP_SCHEME, "ftp");
    assert_eq!(FTP_KIND, Scheme::Ftp);
    assert_eq!(FTP_PORT, Some(2121));
    assert_eq!(FTP_EXPLICIT_PORT, Some(2121));
    assert_eq!(FTP_DEFAULT_PORT, Some(21));
    assert_eq!(FTP_HOST, Some(Host::Name("ftp.example.org")));
    assert_eq!(FTP_HOST_STR, Some("ftp.example.org"));
    assert_eq!(FTP_USER, Some("anonymous"));
    assert_eq!(FTP_PASSWORD, Some("secret"));
    assert_eq!(FTP_FRAG, Some("top"));
    assert_eq!(FTP_PATH, Some("pub/dir/README;type=a"));
    assert_eq!(FTP_SSP, "//anonymous:secret@ftp.example.org:2121/pub/dir/README;type=a");
    assert_eq!(FTP_WITHOUT_FRAGMENT, "ftp://anonymous:secret@ftp.example.org:2121/pub/dir/README;type=a");
    assert!(FTP_HAS_LOGIN);

    assert_eq!(FTP_NAME, Some("README"));
    assert_eq!(FTP_TYPE, Some(FtpType::Ascii));
    assert_eq!(FTP_TYPE_STR, Some("a"));
    assert_eq!(FTP_TYPE_CHAR, 'a');
    assert_eq!(FTP_CWD.collect::<Vec<_>>(), ["pub", "dir"]);
    assert_eq!(FTP_VIEW_HOST, Host::Name("ftp.example.org"));
    assert_eq!(FTP_VIEW_PATH, Some("pub/dir/README;type=a"));
    assert_eq!((FTP_VIEW_USER, FTP_VIEW_PASSWORD), (Some("anonymous"), Some("secret")));
    assert_eq!(FTP_VIEW_PORT, 2121);
    assert_eq!(FTP_VIEW_URL, FTP);
    assert_eq!(FTP_FROM_URL, FTP_VIEW);
    assert_eq!(FTP_FROM_DETAILS, FTP_VIEW);
    assert_eq!(FTP_DETAILS, Details::Ftp(FTP_VIEW));
    assert_eq!(FTP_DETAILS_URL, FTP);

    // Const evaluation and run time agree, component by component.
    let rt = Url::parse(FTP_TEXT).unwrap();
    assert_eq!(rt, FTP);
    assert_eq!(rt.details(), FTP.details());
    assert_eq!(format!("{rt:?}"), format!("{FTP:?}"));
    assert_eq!((rt.user(), rt.password(), rt.host(), rt.port()), (FTP_USER, FTP_PASSWORD, FTP_HOST, FTP_EXPLICIT_PORT));
}

// ---------------------------------------------------------------------------
// http
// ---------------------------------------------------------------------------

const HTTP: Url<'static> = match Url::parse_const("http://10.0.0.1:8080/a/b.html?x=1&y=%20#frag") {
    Ok(u) => u,
    Err(_) => panic!("invalid http URL"),
};
const HTTP_HOST: Option<Host<'static>> = HTTP.host();
const HTTP_PORT: Option<u16> = HTTP.port_or_default();
const HTTP_USER: Option<&str> = HTTP.user();
const HTTP_FRAG: Option<&str> = HTTP.fragment();
const HTTP_VIEW: HttpUrl<'static> = match HttpUrl::parse_const("http://info.cern.ch/hypertext/WWW/TheProject.html?x") {
    Ok(v) => v,
    Err(_) => panic!("invalid http URL"),
};
const HTTP_VIEW_PATH: Option<&str> = HTTP_VIEW.path();
const HTTP_VIEW_SEARCH: Option<&str> = HTTP_VIEW.search();
const HTTP_VIEW_SEGMENTS: Segments<'static> = HTTP_VIEW.segments();
const HTTP_VIEW_HOST: Host<'static> = HTTP_VIEW.host();
const HTTP_VIEW_PORT: Option<u16> = HTTP_VIEW.port();
const HTTP_VIEW_PORT_OR_DEFAULT: u16 = HTTP_VIEW.port_or_default();
const HTTP_VIEW_FRAG: Option<&str> = HTTP_VIEW.fragment();
const HTTP_VIEW_TEXT: &str = HTTP_VIEW.as_str();
const UPPER: Url<'static> = match Url::parse_const("HTTP://EXAMPLE.COM") {
    Ok(u) => u,
    Err(_) => panic!("invalid http URL"),
};
const UPPER_KIND: Scheme = UPPER.kind();
const UPPER_SCHEME: &str = UPPER.scheme();
const UPPER_PATH: Option<&str> = UPPER.url_path();

const _: () = {
    assert!(matches!(HTTP_HOST, Some(Host::Ipv4([10, 0, 0, 1]))));
    assert!(matches!(HTTP_PORT, Some(8080)));
    assert!(HTTP_USER.is_none());
    assert!(HTTP_VIEW_PORT_OR_DEFAULT == 80);
    assert!(eq_opt(HTTP_VIEW_SEARCH, Some("x")));
    assert!(matches!(UPPER_KIND, Scheme::Http));
};

#[test]
fn http_in_const() {
    assert_eq!(HTTP_HOST, Some(Host::Ipv4([10, 0, 0, 1])));
    assert_eq!(HTTP_PORT, Some(8080));
    assert_eq!(HTTP_USER, None);
    assert_eq!(HTTP_FRAG, Some("frag"));
    assert_eq!(HTTP.url_path(), Some("a/b.html?x=1&y=%20"));
    assert_eq!(HTTP_VIEW_PATH, Some("hypertext/WWW/TheProject.html"));
    assert_eq!(HTTP_VIEW_SEARCH, Some("x"));
    assert_eq!(HTTP_VIEW_SEGMENTS.collect::<Vec<_>>(), ["hypertext", "WWW", "TheProject.html"]);
    assert_eq!(HTTP_VIEW_HOST, Host::Name("info.cern.ch"));
    assert_eq!(HTTP_VIEW_PORT, None);
    assert_eq!(HTTP_VIEW_PORT_OR_DEFAULT, 80);
    assert_eq!(HTTP_VIEW_FRAG, None);
    assert_eq!(HTTP_VIEW_TEXT, "http://info.cern.ch/hypertext/WWW/TheProject.html?x");
    assert_eq!((UPPER_KIND, UPPER_SCHEME, UPPER_PATH), (Scheme::Http, "HTTP", None));
    assert_eq!(UPPER.port_or_default(), Some(80));
}

// ---------------------------------------------------------------------------
// gopher
// ---------------------------------------------------------------------------

const GOPHER: GopherUrl<'static> =
    match GopherUrl::parse_const("gopher://gopher.example.org:7070/7/search%09red%20fish%09+info") {
        Ok(v) => v,
        Err(_) => panic!("invalid gopher URL"),
    };
const GOPHER_TYPE: &str = GOPHER.item_type();
const GOPHER_RAW_TYPE: Option<&str> = GOPHER.raw_item_type();
const GOPHER_SELECTOR: Option<&str> = GOPHER.selector();
const GOPHER_SEARCH: Option<&str> = GOPHER.search();
const GOPHER_PLUS: Option<&str> = GOPHER.gopher_plus();
const GOPHER_PATH: Option<&str> = GOPHER.gopher_path();
const GOPHER_HOST: Host<'static> = GOPHER.host();
const GOPHER_PORT: Option<u16> = GOPHER.port();
const GOPHER_BARE: GopherUrl<'static> = match GopherUrl::parse_const("gopher://host") {
    Ok(v) => v,
    Err(_) => panic!("invalid gopher URL"),
};
const GOPHER_BARE_TYPE: &str = GOPHER_BARE.item_type();
const GOPHER_BARE_RAW_TYPE: Option<&str> = GOPHER_BARE.raw_item_type();
const GOPHER_BARE_PORT: u16 = GOPHER_BARE.port_or_default();

const _: () = {
    assert!(eq(GOPHER_TYPE, "7"));
    assert!(eq(GOPHER_BARE_TYPE, "1"));
    assert!(GOPHER_BARE_PORT == 70);
};

#[test]
fn gopher_in_const() {
    assert_eq!(GOPHER_TYPE, "7");
    assert_eq!(GOPHER_RAW_TYPE, Some("7"));
    assert_eq!(GOPHER_SELECTOR, Some("/search"));
    assert_eq!(GOPHER_SEARCH, Some("red%20fish"));
    assert_eq!(GOPHER_PLUS, Some("+info"));
    assert_eq!(GOPHER_PATH, Some("7/search%09red%20fish%09+info"));
    assert_eq!(GOPHER_HOST, Host::Name("gopher.example.org"));
    assert_eq!(GOPHER_PORT, Some(7070));
    assert_eq!(GOPHER.port_or_default(), 7070);
    assert_eq!(GOPHER_BARE_TYPE, "1");
    assert_eq!(GOPHER_BARE_RAW_TYPE, None);
    assert_eq!(GOPHER_BARE.selector(), None);
    assert_eq!(GOPHER_BARE_PORT, 70);
}

// ---------------------------------------------------------------------------
// mailto
// ---------------------------------------------------------------------------

const MAILTO: MailtoUrl<'static> = match MailtoUrl::parse_const("mailto:first.last@example.com") {
    Ok(v) => v,
    Err(_) => panic!("invalid mailto URL"),
};
const MAILTO_ADDRESS: &str = MAILTO.address();
const MAILTO_LOCAL: &str = MAILTO.local_part();
const MAILTO_DOMAIN: &str = MAILTO.domain();
const MAILTO_ENCODED_AT: MailtoUrl<'static> = match MailtoUrl::parse_const("mailto:gorby%25kremvax%40example.com") {
    Ok(v) => v,
    Err(_) => panic!("invalid mailto URL"),
};
const MAILTO_ENCODED_DOMAIN: &str = MAILTO_ENCODED_AT.domain();
const MAILTO_URL: Url<'static> = MAILTO.as_url();
const MAILTO_PORT: Option<u16> = MAILTO_URL.port_or_default();
const MAILTO_HOST: Option<Host<'static>> = MAILTO_URL.host();

const _: () = {
    assert!(eq(MAILTO_DOMAIN, "example.com"));
    assert!(eq(MAILTO_ENCODED_DOMAIN, "example.com"));
    assert!(MAILTO_PORT.is_none());
};

#[test]
fn mailto_in_const() {
    assert_eq!(MAILTO_ADDRESS, "first.last@example.com");
    assert_eq!(MAILTO_LOCAL, "first.last");
    assert_eq!(MAILTO_DOMAIN, "example.com");
    assert_eq!(MAILTO_ENCODED_AT.local_part(), "gorby%25kremvax");
    assert_eq!(MAILTO_ENCODED_DOMAIN, "example.com");
    assert_eq!(MAILTO_PORT, None);
    assert_eq!(MAILTO_HOST, None);
    assert_eq!(MAILTO_URL.kind(), Scheme::Mailto);
}

// ---------------------------------------------------------------------------
// news
// ---------------------------------------------------------------------------

const NEWS_GROUP: NewsUrl<'static> = match NewsUrl::parse_const("news:comp.infosystems.www.misc") {
    Ok(v) => v,
    Err(_) => panic!("invalid news URL"),
};
const NEWS_ARTICLE: NewsUrl<'static> = match NewsUrl::parse_const("news:12345@info.cern.ch") {
    Ok(v) => v,
    Err(_) => panic!("invalid news URL"),
};
const NEWS_ALL: NewsUrl<'static> = match NewsUrl::parse_const("news:*") {
    Ok(v) => v,
    Err(_) => panic!("invalid news URL"),
};
const NEWS_GROUP_TARGET: NewsTarget<'static> = NEWS_GROUP.target();
const NEWS_ARTICLE_TARGET: NewsTarget<'static> = NEWS_ARTICLE.target();
const NEWS_ALL_TARGET: NewsTarget<'static> = NEWS_ALL.target();
const NEWS_IS_ALL: bool = NEWS_ALL.is_all();
const NEWS_GROUP_NAME: Option<&str> = NEWS_GROUP.group();
const NEWS_MESSAGE_ID: Option<&str> = NEWS_ARTICLE.message_id();
const NEWS_MESSAGE_ID_HOST: Option<&str> = NEWS_ARTICLE.message_id_host();
const NEWS_GROUPPART: &str = NEWS_ARTICLE.grouppart();

const _: () = {
    assert!(NEWS_IS_ALL);
    assert!(matches!(NEWS_ALL_TARGET, NewsTarget::All));
    assert!(matches!(NEWS_ARTICLE_TARGET, NewsTarget::Article(_)));
    assert!(eq_opt(NEWS_MESSAGE_ID_HOST, Some("info.cern.ch")));
};

#[test]
fn news_in_const() {
    assert_eq!(NEWS_GROUP_TARGET, NewsTarget::Group("comp.infosystems.www.misc"));
    assert_eq!(NEWS_ARTICLE_TARGET, NewsTarget::Article("12345@info.cern.ch"));
    assert_eq!(NEWS_ALL_TARGET, NewsTarget::All);
    assert!(NEWS_IS_ALL);
    assert!(!NEWS_GROUP.is_all());
    assert_eq!(NEWS_GROUP_NAME, Some("comp.infosystems.www.misc"));
    assert_eq!(NEWS_MESSAGE_ID, Some("12345@info.cern.ch"));
    assert_eq!(NEWS_MESSAGE_ID_HOST, Some("info.cern.ch"));
    assert_eq!(NEWS_GROUPPART, "12345@info.cern.ch");
    assert_eq!(NEWS_ALL.group(), Some("*"));
    assert_eq!(NEWS_GROUP.as_url().host(), None);
    assert_eq!(NEWS_GROUP.as_url().port_or_default(), None);
}

// ---------------------------------------------------------------------------
// nntp
// ---------------------------------------------------------------------------

const NNTP: NntpUrl<'static> = match NntpUrl::parse_const("nntp://news.server.org:42/example.group.this/12345") {
    Ok(v) => v,
    Err(_) => panic!("invalid nntp URL"),
};
const NNTP_GROUP: &str = NNTP.group();
const NNTP_ARTICLE: Option<u64> = NNTP.article();
const NNTP_ARTICLE_STR: Option<&str> = NNTP.article_str();
const NNTP_PORT: u16 = NNTP.port_or_default();
const NNTP_HOST: Host<'static> = NNTP.host();
const NNTP_MAX: NntpUrl<'static> = match NntpUrl::parse_const("nntp://h/g/18446744073709551615") {
    Ok(v) => v,
    Err(_) => panic!("invalid nntp URL"),
};
const NNTP_MAX_ARTICLE: Option<u64> = NNTP_MAX.article();
const NNTP_NO_ARTICLE: NntpUrl<'static> = match NntpUrl::parse_const("nntp://h/alt.test") {
    Ok(v) => v,
    Err(_) => panic!("invalid nntp URL"),
};
const NNTP_NO_ARTICLE_ARTICLE: Option<u64> = NNTP_NO_ARTICLE.article();
const NNTP_DEFAULT_PORT: u16 = NNTP_NO_ARTICLE.port_or_default();

const _: () = {
    assert!(matches!(NNTP_ARTICLE, Some(12345)));
    assert!(matches!(NNTP_MAX_ARTICLE, Some(u64::MAX)));
    assert!(NNTP_NO_ARTICLE_ARTICLE.is_none());
    assert!(NNTP_PORT == 42 && NNTP_DEFAULT_PORT == 119);
};

#[test]
fn nntp_in_const() {
    assert_eq!(NNTP_GROUP, "example.group.this");
    assert_eq!(NNTP_ARTICLE, Some(12345));
    assert_eq!(NNTP_ARTICLE_STR, Some("12345"));
    assert_eq!(NNTP_PORT, 42);
    assert_eq!(NNTP_HOST, Host::Name("news.server.org"));
    assert_eq!(NNTP.port(), Some(42));
    assert_eq!(NNTP_MAX_ARTICLE, Some(u64::MAX));
    assert_eq!(NNTP_NO_ARTICLE_ARTICLE, None);
    assert_eq!(NNTP_NO_ARTICLE.article_str(), None);
    assert_eq!(NNTP_DEFAULT_PORT, 119);
}

// ---------------------------------------------------------------------------
// telnet
// ---------------------------------------------------------------------------

const TELNET: TelnetUrl<'static> = match TelnetUrl::parse_const("telnet://guest:pw@melvyl.ucop.edu/") {
    Ok(v) => v,
    Err(_) => panic!("invalid telnet URL"),
};
const TELNET_USER: Option<&str> = TELNET.user();
const TELNET_PASSWORD: Option<&str> = TELNET.password();
const TELNET_HOST: Host<'static> = TELNET.host();
const TELNET_PORT: Option<u16> = TELNET.port();
const TELNET_PORT_OR_DEFAULT: u16 = TELNET.port_or_default();

const _: () = assert!(TELNET_PORT_OR_DEFAULT == 23);

#[test]
fn telnet_in_const() {
    assert_eq!(TELNET_USER, Some("guest"));
    assert_eq!(TELNET_PASSWORD, Some("pw"));
    assert_eq!(TELNET_HOST, Host::Name("melvyl.ucop.edu"));
    assert_eq!(TELNET_PORT, None);
    assert_eq!(TELNET_PORT_OR_DEFAULT, 23);
}

// ---------------------------------------------------------------------------
// wais
// ---------------------------------------------------------------------------

const WAIS_DOC: WaisUrl<'static> = match WaisUrl::parse_const("wais://quake.think.com/directory-of-servers/TEXT/1234") {
    Ok(v) => v,
    Err(_) => panic!("invalid wais URL"),
};
const WAIS_INDEX: WaisUrl<'static> = match WaisUrl::parse_const("wais://quake.think.com:2100/db?red+fish") {
    Ok(v) => v,
    Err(_) => panic!("invalid wais URL"),
};
const WAIS_DB: WaisUrl<'static> = match WaisUrl::parse_const("wais://quake.think.com/db") {
    Ok(v) => v,
    Err(_) => panic!("invalid wais URL"),
};
const WAIS_DOC_FORM: WaisForm<'static> = WAIS_DOC.form();
const WAIS_INDEX_FORM: WaisForm<'static> = WAIS_INDEX.form();
const WAIS_DB_FORM: WaisForm<'static> = WAIS_DB.form();
const WAIS_DATABASE: &str = WAIS_DOC.database();
const WAIS_WTYPE: Option<&str> = WAIS_DOC.wtype();
const WAIS_WPATH: Option<&str> = WAIS_DOC.wpath();
const WAIS_DOCUMENT: Option<(&str, &str)> = WAIS_DOC.document();
const WAIS_SEARCH: Option<&str> = WAIS_INDEX.search();
const WAIS_PORT: u16 = WAIS_INDEX.port_or_default();
const WAIS_DEFAULT_PORT: u16 = WAIS_DB.port_or_default();

const _: () = {
    assert!(matches!(WAIS_DB_FORM, WaisForm::Database));
    assert!(matches!(WAIS_INDEX_FORM, WaisForm::Index { .. }));
    assert!(WAIS_PORT == 2100 && WAIS_DEFAULT_PORT == 210);
};

#[test]
fn wais_in_const() {
    assert_eq!(WAIS_DOC_FORM, WaisForm::Document { wtype: "TEXT", wpath: "1234" });
    assert_eq!(WAIS_INDEX_FORM, WaisForm::Index { search: "red+fish" });
    assert_eq!(WAIS_DB_FORM, WaisForm::Database);
    assert_eq!(WAIS_DATABASE, "directory-of-servers");
    assert_eq!((WAIS_WTYPE, WAIS_WPATH), (Some("TEXT"), Some("1234")));
    assert_eq!(WAIS_DOCUMENT, Some(("TEXT", "1234")));
    assert_eq!(WAIS_SEARCH, Some("red+fish"));
    assert_eq!(WAIS_INDEX.database(), "db");
    assert_eq!(WAIS_DB.search(), None);
    assert_eq!(WAIS_PORT, 2100);
    assert_eq!(WAIS_DEFAULT_PORT, 210);
    assert_eq!(WAIS_DOC.host(), Host::Name("quake.think.com"));
}

// ---------------------------------------------------------------------------
// file
// ---------------------------------------------------------------------------

const FILE_LOCAL: FileUrl<'static> = match FileUrl::parse_const("file:///etc/motd") {
    Ok(v) => v,
    Err(_) => panic!("invalid file URL"),
};
const FILE_REMOTE: FileUrl<'static> = match FileUrl::parse_const("file://vms.host.edu/disk$user/my/notes/note12345.txt")
{
    Ok(v) => v,
    Err(_) => panic!("invalid file URL"),
};
const FILE_LOCALHOST: FileUrl<'static> = match FileUrl::parse_const("file://LocalHost/tmp/") {
    Ok(v) => v,
    Err(_) => panic!("invalid file URL"),
};
const FILE_LOCAL_IS_LOCAL: bool = FILE_LOCAL.is_local();
const FILE_REMOTE_IS_LOCAL: bool = FILE_REMOTE.is_local();
const FILE_LOCALHOST_IS_LOCAL: bool = FILE_LOCALHOST.is_local();
const FILE_LOCAL_HOST: &str = FILE_LOCAL.host();
const FILE_REMOTE_HOST: &str = FILE_REMOTE.host();
const FILE_REMOTE_PATH: &str = FILE_REMOTE.path();
const FILE_REMOTE_SEGMENTS: Segments<'static> = FILE_REMOTE.segments();
const FILE_PORT: Option<u16> = FILE_LOCAL.as_url().port_or_default();
const FILE_HOST_STR: Option<&str> = FILE_LOCAL.as_url().host_str();

const _: () = {
    assert!(FILE_LOCAL_IS_LOCAL && !FILE_REMOTE_IS_LOCAL && FILE_LOCALHOST_IS_LOCAL);
    assert!(eq(FILE_LOCAL_HOST, ""));
    assert!(FILE_PORT.is_none());
};

#[test]
fn file_in_const() {
    assert!(FILE_LOCAL_IS_LOCAL);
    assert!(!FILE_REMOTE_IS_LOCAL);
    assert!(FILE_LOCALHOST_IS_LOCAL);
    assert_eq!(FILE_LOCAL_HOST, "");
    assert_eq!(FILE_LOCAL.path(), "etc/motd");
    assert_eq!(FILE_REMOTE_HOST, "vms.host.edu");
    assert_eq!(FILE_REMOTE_PATH, "disk$user/my/notes/note12345.txt");
    assert_eq!(FILE_REMOTE_SEGMENTS.collect::<Vec<_>>(), ["disk$user", "my", "notes", "note12345.txt"]);
    assert_eq!(FILE_PORT, None);
    assert_eq!(FILE_HOST_STR, Some(""));
    assert_eq!(FILE_LOCAL.as_url().host(), Some(Host::Name("")));
}

// ---------------------------------------------------------------------------
// prospero
// ---------------------------------------------------------------------------

const PROSPERO: ProsperoUrl<'static> =
    match ProsperoUrl::parse_const("prospero://host.dom//pros/name;OBJECT-VERSION=2;x=") {
        Ok(v) => v,
        Err(_) => panic!("invalid prospero URL"),
    };
const PROSPERO_HSONAME: &str = PROSPERO.hsoname();
const PROSPERO_FIELDS: Fields<'static> = PROSPERO.fields();
const PROSPERO_HOST: Host<'static> = PROSPERO.host();
const PROSPERO_PORT: u16 = PROSPERO.port_or_default();
const PROSPERO_EXPLICIT_PORT: Option<u16> = PROSPERO.port();

const _: () = {
    assert!(eq(PROSPERO_HSONAME, "/pros/name"));
    assert!(PROSPERO_PORT == 1525);
};

#[test]
fn prospero_in_const() {
    assert_eq!(PROSPERO_HSONAME, "/pros/name");
    assert_eq!(PROSPERO_FIELDS.collect::<Vec<_>>(), [("OBJECT-VERSION", "2"), ("x", "")]);
    assert_eq!(PROSPERO_HOST, Host::Name("host.dom"));
    assert_eq!(PROSPERO_PORT, 1525);
    assert_eq!(PROSPERO_EXPLICIT_PORT, None);
}

// ---------------------------------------------------------------------------
// other schemes
// ---------------------------------------------------------------------------

const RLOGIN: OtherUrl<'static> = match OtherUrl::parse_const("rlogin://aas@a.sn.no:513/x") {
    Ok(v) => v,
    Err(_) => panic!("invalid URL"),
};
const RLOGIN_PART: &str = RLOGIN.scheme_part();
const RLOGIN_IP: bool = RLOGIN.is_ip_schemepart();
const RLOGIN_PATH: Option<&str> = RLOGIN.path();
const RLOGIN_URL: Url<'static> = RLOGIN.as_url();
const RLOGIN_USER: Option<&str> = RLOGIN_URL.user();
const RLOGIN_HOST: Option<Host<'static>> = RLOGIN_URL.host();
const RLOGIN_PORT: Option<u16> = RLOGIN_URL.port_or_default();
const RLOGIN_SCHEME: &str = RLOGIN_URL.scheme();
const TEL: Url<'static> = match Url::parse_const("tel:+31-641044153") {
    Ok(u) => u,
    Err(_) => panic!("invalid URL"),
};
const TEL_KIND: Scheme = TEL.kind();
const TEL_HOST: Option<Host<'static>> = TEL.host();
const TEL_PORT: Option<u16> = TEL.port_or_default();
const TEL_DEFAULT_PORT: Option<u16> = TEL.default_port();
const TEL_SSP: &str = TEL.scheme_specific_part();
const TEL_HAS_LOGIN: bool = TEL.has_login();

const _: () = {
    assert!(RLOGIN_IP && !TEL_HAS_LOGIN);
    assert!(matches!((RLOGIN_PORT, TEL_PORT), (Some(513), None)));
    assert!(matches!(TEL_KIND, Scheme::Other));
    assert!(eq(RLOGIN_SCHEME, "rlogin"));
};

#[test]
fn other_in_const() {
    assert_eq!(RLOGIN_PART, "//aas@a.sn.no:513/x");
    assert!(RLOGIN_IP);
    assert_eq!(RLOGIN_PATH, Some("x"));
    assert_eq!(RLOGIN_USER, Some("aas"));
    assert_eq!(RLOGIN_HOST, Some(Host::Name("a.sn.no")));
    assert_eq!(RLOGIN_PORT, Some(513));
    assert_eq!(RLOGIN_SCHEME, "rlogin");
    assert_eq!(TEL_KIND, Scheme::Other);
    assert_eq!(TEL_HOST, None);
    assert_eq!(TEL_PORT, None);
    assert_eq!(TEL_DEFAULT_PORT, None);
    assert_eq!(TEL_SSP, "+31-641044153");
    assert!(!TEL_HAS_LOGIN);
}

// ---------------------------------------------------------------------------
// concat!, Scheme, and all ten schemes at once
// ---------------------------------------------------------------------------

const HOST_NAME: &str = "example.org";
const CONCAT: Url<'static> = match Url::parse_const(concat!("http://", "example.org", ":81", "/index.html")) {
    Ok(u) => u,
    Err(_) => panic!("invalid URL"),
};
const CONCAT_HOST: Option<&str> = CONCAT.host_str();

const SCHEME_FROM_NAME: Scheme = Scheme::from_name("PROSPERO");
const SCHEME_NAME: &str = Scheme::Gopher.name();
const SCHEME_PRODUCTION: &str = Scheme::Wais.production();
const SCHEME_SECTION: &str = Scheme::File.section();
const SCHEME_PREFIX: &str = Scheme::Mailto.prefix();
const SCHEME_DEFAULT_PORT: Option<u16> = Scheme::Nntp.default_port();
const ALL_SCHEMES: [Scheme; 12] = Scheme::ALL;

/// One URL per scheme, in the order of [`Scheme::ALL`].
const EVERY_SCHEME: [&str; 12] = [
    "ftp://h/",
    "http://h/",
    "gopher://h/",
    "mailto:a@h",
    "news:h",
    "nntp://h/g",
    "telnet://h/",
    "wais://h/d",
    "file://h/",
    "prospero://h/p",
    "https://h/",
    "other://h/",
];

/// The kinds and default ports of [`EVERY_SCHEME`], computed in `const`.
const KINDS_AND_PORTS: [(Scheme, Option<u16>); 12] = {
    let mut out = [(Scheme::Other, None); 12];
    let mut i = 0;
    while i < EVERY_SCHEME.len() {
        let u = match Url::parse_const(EVERY_SCHEME[i]) {
            Ok(u) => u,
            Err(_) => panic!("invalid URL"),
        };
        out[i] = (u.kind(), u.port_or_default());
        i += 1;
    }
    out
};

const _: () = {
    assert!(matches!(SCHEME_FROM_NAME, Scheme::Prospero));
    assert!(eq(SCHEME_NAME, "gopher"));
    let mut i = 0;
    while i < 12 {
        assert!(KINDS_AND_PORTS[i].0 as u8 == ALL_SCHEMES[i] as u8);
        i += 1;
    }
};

#[test]
fn concat_and_schemes_in_const() {
    assert_eq!(CONCAT.as_str(), "http://example.org:81/index.html");
    assert_eq!(CONCAT_HOST, Some(HOST_NAME));
    assert_eq!(CONCAT.port_or_default(), Some(81));
    assert_eq!(SCHEME_FROM_NAME, Scheme::Prospero);
    assert_eq!(SCHEME_NAME, "gopher");
    assert_eq!(SCHEME_PRODUCTION, "waisurl");
    assert_eq!(SCHEME_SECTION, "3.10");
    assert_eq!(SCHEME_PREFIX, "mailto:");
    assert_eq!(SCHEME_DEFAULT_PORT, Some(119));
    assert_eq!(
        KINDS_AND_PORTS,
        [
            (Scheme::Ftp, Some(21)),
            (Scheme::Http, Some(80)),
            (Scheme::Gopher, Some(70)),
            (Scheme::Mailto, None),
            (Scheme::News, None),
            (Scheme::Nntp, Some(119)),
            (Scheme::Telnet, Some(23)),
            (Scheme::Wais, Some(210)),
            (Scheme::File, None),
            (Scheme::Prospero, Some(1525)),
            (Scheme::Https, Some(443)),
            (Scheme::Other, None),
        ]
    );
    for (i, s) in EVERY_SCHEME.iter().enumerate() {
        let u = Url::parse(s).unwrap();
        assert_eq!((u.kind(), u.port_or_default()), KINDS_AND_PORTS[i], "{s}");
        assert_eq!(u.kind(), ALL_SCHEMES[i]);
    }
}

// ---------------------------------------------------------------------------
// ParseError in const
// ---------------------------------------------------------------------------

const E: ParseError = match Url::parse_const("http://x:/") {
    Err(e) => e,
    Ok(_) => panic!("should be invalid"),
};
const OFF: usize = E.offset();
const LEN: usize = E.length();
const RULE: &str = E.rule();
const SECTION: &str = E.section();
const EXPECTED: &str = E.expected();
const SPAN: core::ops::Range<usize> = E.span();
const MESSAGE: ErrorText = E.message();
const MESSAGE_STR: &str = MESSAGE.as_str();
const TEXT: &str = E.text().as_str();

const WRONG: ParseError = match HttpUrl::parse_const("ftp://h/") {
    Err(e) => e,
    Ok(_) => panic!("should be invalid"),
};
const WRONG_FROM_URL: ParseError = match NewsUrl::from_url(FTP) {
    Err(e) => e,
    Ok(_) => panic!("should be invalid"),
};
const TILDE: ParseError = match Url::parse_const("http://host/~smith/") {
    Err(e) => e,
    Ok(_) => panic!("should be invalid"),
};

const _: () = {
    assert!(OFF == 8 && LEN == 1);
    assert!(eq(RULE, "port") && eq(SECTION, "3.1"));
    assert!(eq(MESSAGE_STR, "empty port; when there is no port, omit the ':' as well; the text is a valid RFC 3986 URI: use uri! or Uri::parse"));
    assert!(eq(TEXT, "empty port; when there is no port, omit the ':' as well (RFC 1738 §3.1); the text is a valid RFC 3986 URI: use uri! or Uri::parse"));
    assert!(E.input_is_uri() && !WRONG.input_is_uri());
    assert!(WRONG.offset() == 0 && WRONG.length() == 3);
    assert!(TILDE.offset() == 12 && TILDE.length() == 1);
};

#[test]
fn parse_error_in_const() {
    assert_eq!(OFF, 8);
    assert_eq!(LEN, 1);
    assert_eq!(RULE, "port");
    assert_eq!(SECTION, "3.1");
    assert_eq!(EXPECTED, "digits after ':', or no ':'");
    assert_eq!(SPAN, 8..9);
    assert_eq!(MESSAGE.to_string(), "empty port; when there is no port, omit the ':' as well; the text is a valid RFC 3986 URI: use uri! or Uri::parse");
    assert_eq!(MESSAGE_STR, "empty port; when there is no port, omit the ':' as well; the text is a valid RFC 3986 URI: use uri! or Uri::parse");
    assert_eq!(TEXT, E.to_string());
    assert_eq!(E.to_string(), "empty port; when there is no port, omit the ':' as well (RFC 1738 §3.1); the text is a valid RFC 3986 URI: use uri! or Uri::parse");
    assert_eq!(Url::parse("http://x:/"), Err(E));

    assert_eq!((WRONG.offset(), WRONG.length(), WRONG.rule(), WRONG.section()), (0, 3, "httpurl", "3.3"));
    assert_eq!(WRONG.to_string(), "expected an http or https URL, found an ftp URL (RFC 1738 §3.3)");
    assert_eq!((WRONG_FROM_URL.offset(), WRONG_FROM_URL.length(), WRONG_FROM_URL.rule()), (0, 3, "newsurl"));
    assert_eq!((TILDE.offset(), TILDE.length(), TILDE.rule(), TILDE.section()), (12, 1, "hsegment", "2.2"));
    assert_eq!(
        TILDE.to_string(),
        "unexpected character '~' in http path; '~' is unsafe and must be written %7E (RFC 1738 §2.2); \
         the text is a valid RFC 3986 URI: use uri! or Uri::parse"
    );
    assert!(TILDE.input_is_uri());
}

// ---------------------------------------------------------------------------
// static
// ---------------------------------------------------------------------------

static HOME: Url<'static> = match Url::parse_const("http://info.cern.ch/hypertext/WWW/TheProject.html") {
    Ok(u) => u,
    Err(_) => panic!("invalid URL"),
};
static HOME_PORT: Option<u16> = HOME.port_or_default();
static MIRRORS: [FtpUrl<'static>; 2] = [
    match FtpUrl::parse_const("ftp://ftp.example.org/pub/") {
        Ok(v) => v,
        Err(_) => panic!("invalid URL"),
    },
    match FtpUrl::parse_const("ftp://10.1.2.3:2121/pub/;type=d") {
        Ok(v) => v,
        Err(_) => panic!("invalid URL"),
    },
];
static STATIC_ERROR: ParseError = match Url::parse_const("news:") {
    Err(e) => e,
    Ok(_) => panic!("should be invalid"),
};
static STATIC_REF: &Url<'static> = &FTP;

#[test]
fn static_items() {
    assert_eq!(HOME.host(), Some(Host::Name("info.cern.ch")));
    assert_eq!(HOME_PORT, Some(80));
    assert_eq!(MIRRORS[0].name(), Some(""));
    assert_eq!(MIRRORS[0].cwd().collect::<Vec<_>>(), ["pub"]);
    assert_eq!(MIRRORS[1].host(), Host::Ipv4([10, 1, 2, 3]));
    assert_eq!(MIRRORS[1].typecode(), Some(FtpType::Directory));
    assert_eq!(MIRRORS[1].port_or_default(), 2121);
    assert_eq!((STATIC_ERROR.offset(), STATIC_ERROR.length(), STATIC_ERROR.rule()), (5, 0, "grouppart"));
    assert_eq!(STATIC_REF.user(), Some("anonymous"));

    // Statics are shared across threads.
    let hosts: Vec<_> = (0..4)
        .map(|i| std::thread::spawn(move || (HOME.host_str(), MIRRORS[i % 2].as_str(), STATIC_ERROR.offset())))
        .map(|h| h.join().unwrap())
        .collect();
    assert!(hosts.iter().all(|(h, _, off)| *h == Some("info.cern.ch") && *off == 5));
    assert_eq!(hosts[1].1, "ftp://10.1.2.3:2121/pub/;type=d");
}

//! The API as a user meets it: `join` in one call on every
//! URL and URI type, typed views and owned URLs as resolution bases, `Debug`
//! that shows the text first, borrowed views of the owned types, what `==`,
//! `Hash` and `Ord` compare, and `const` URLs as `match` patterns.

use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeSet, HashSet};
use std::fmt::Debug;
use std::hash::{Hash, Hasher};

use url_literal::resolve::{resolve_rfc1630, resolve_rfc3986, Base, JoinError, RelativeRef};
use url_literal::{
    ftp_url, http_uri, http_url, uri, url, FileUrl, FileUrlBuf, FtpUrl, FtpUrlBuf, GopherUrl, GopherUrlBuf, HttpUri,
    HttpUriBuf, HttpUrl, HttpUrlBuf, MailtoUrl, MailtoUrlBuf, NewsUrl, NewsUrlBuf, NntpUrl, NntpUrlBuf, OtherUrl,
    OtherUrlBuf, ProsperoUrl, ProsperoUrlBuf, TelnetUrl, TelnetUrlBuf, Uri, UriBuf, UriRef, UriRefBuf, Url, UrlBuf,
    WaisUrl, WaisUrlBuf, WsUri, WsUriBuf,
};

/// `format!("{value:?}")` is `want`, word for word.
#[track_caller]
fn debug_is(value: &dyn Debug, want: &str) {
    assert_eq!(format!("{value:?}"), want);
}

/// `joined` is `Ok` with the text `want`.
#[track_caller]
fn joined<T: AsRef<str>>(joined: Result<T, JoinError>, want: &str) {
    match joined {
        Ok(t) => assert_eq!(t.as_ref(), want),
        Err(e) => panic!("expected {want:?}, got the error {e}"),
    }
}

// ---------------------------------------------------------------------------
// join, in one call, on every type
// ---------------------------------------------------------------------------

#[test]
fn join_is_one_call_on_url_and_every_typed_view() {
    const BASE: &str = "ftp://ftp.example.org/pub/doc/README";
    const WANT: &str = "ftp://ftp.example.org/pub/src/main.c;type=a";
    let url = Url::parse(BASE).unwrap();
    let joined_url: UrlBuf = url.join("../src/main.c;type=a").unwrap();
    assert_eq!(joined_url, WANT);
    joined(FtpUrl::parse(BASE).unwrap().join("../src/main.c;type=a"), WANT);
    joined(ftp_url!("ftp://ftp.example.org/pub/doc/README").join("../src/main.c;type=a"), WANT);

    // One reference per typed view, each against a base of its scheme.
    joined(
        HttpUrl::parse("http://info.cern.ch/hypertext/WWW/").unwrap().join("../X"),
        "http://info.cern.ch/hypertext/X",
    );
    joined(GopherUrl::parse("gopher://h/1/a/b").unwrap().join("c"), "gopher://h/1/a/c");
    joined(MailtoUrl::parse("mailto:a@b.example").unwrap().join("mailto:c@d.example"), "mailto:c@d.example");
    joined(NewsUrl::parse("news:comp.lang.c").unwrap().join("comp.lang.rust"), "news:comp.lang.rust");
    joined(NntpUrl::parse("nntp://h/comp.lang.c/12").unwrap().join("13"), "nntp://h/comp.lang.c/13");
    joined(TelnetUrl::parse("telnet://h/").unwrap().join("//g@h"), "telnet://g@h");
    joined(WaisUrl::parse("wais://h/db?x").unwrap().join("other"), "wais://h/other");
    joined(FileUrl::parse("file:///etc/motd").unwrap().join("passwd"), "file:///etc/passwd");
    joined(ProsperoUrl::parse("prospero://h/p/a").unwrap().join("b"), "prospero://h/p/b");
    joined(OtherUrl::parse("x-y://h/a/b").unwrap().join("../c"), "x-y://h/c");

    // The result has the scheme the reference gives, not necessarily the base's.
    let other = HttpUrl::parse("http://info.cern.ch/").unwrap().join("ftp://ftp.example.org/").unwrap();
    assert_eq!(other.as_url().kind(), url_literal::Scheme::Ftp);
}

#[test]
fn join_is_one_call_on_url_buf_and_every_owned_typed_url() {
    let buf: UrlBuf = "http://info.cern.ch/hypertext/WWW/TheProject.html".parse().unwrap();
    joined(buf.join("../DataSources/Top.html"), "http://info.cern.ch/hypertext/DataSources/Top.html");

    joined("ftp://h/pub/doc/README".parse::<FtpUrlBuf>().unwrap().join("x;type=i"), "ftp://h/pub/doc/x;type=i");
    joined("http://h/a/b?q".parse::<HttpUrlBuf>().unwrap().join("?r"), "http://h/a/b?r");
    joined("gopher://h/1/a/b".parse::<GopherUrlBuf>().unwrap().join("c"), "gopher://h/1/a/c");
    joined("mailto:a@b.example".parse::<MailtoUrlBuf>().unwrap().join("mailto:c@d.example"), "mailto:c@d.example");
    joined("news:comp.lang.c".parse::<NewsUrlBuf>().unwrap().join("comp.lang.rust"), "news:comp.lang.rust");
    joined("nntp://h/comp.lang.c/12".parse::<NntpUrlBuf>().unwrap().join("13"), "nntp://h/comp.lang.c/13");
    joined("telnet://h/".parse::<TelnetUrlBuf>().unwrap().join("//g@h"), "telnet://g@h");
    joined("wais://h/db?x".parse::<WaisUrlBuf>().unwrap().join("other"), "wais://h/other");
    joined("file:///etc/motd".parse::<FileUrlBuf>().unwrap().join("passwd"), "file:///etc/passwd");
    joined("prospero://h/p/a".parse::<ProsperoUrlBuf>().unwrap().join("b"), "prospero://h/p/b");
    joined("x-y://h/a/b".parse::<OtherUrlBuf>().unwrap().join("../c"), "x-y://h/c");

    // The errors are Url::join's.
    let ftp: FtpUrlBuf = "ftp://h/pub/README".parse().unwrap();
    assert_eq!(ftp.join("x;y").unwrap_err(), ftp.as_url().join("x;y").unwrap_err());
    assert!(matches!(ftp.join("a b"), Err(JoinError::InvalidReference(e)) if e.offset() == 1));
}

#[test]
fn join_is_one_call_on_every_uri_type() {
    const BASE: &str = "https://api.example.com/v1/items/?page=2";
    const WANT: &str = "https://api.example.com/v1/users?id=7";
    joined(Uri::parse(BASE).unwrap().join("../users?id=7"), WANT);
    joined(uri!("https://api.example.com/v1/items/?page=2").join("../users?id=7"), WANT);
    joined(BASE.parse::<UriBuf>().unwrap().join("../users?id=7"), WANT);
    joined(HttpUri::parse(BASE).unwrap().join("../users?id=7"), WANT);
    joined(http_uri!("https://api.example.com/v1/items/?page=2").join("../users?id=7"), WANT);
    joined(BASE.parse::<HttpUriBuf>().unwrap().join("../users?id=7"), WANT);
    joined(WsUri::parse("wss://chat.example.com/rooms/1").unwrap().join("2"), "wss://chat.example.com/rooms/2");
    joined("ws://chat.example.com/a/b".parse::<WsUriBuf>().unwrap().join("/c"), "ws://chat.example.com/c");

    // An owned URI of any scheme, and Uri::join's errors.
    let joined: UriBuf = HttpUri::parse(BASE).unwrap().join("urn:isbn:0451450523").unwrap();
    assert_eq!(joined.as_uri().scheme(), "urn");
    let Err(JoinError::NotUri { text, error }) = HttpUri::parse(BASE).unwrap().join("//") else { panic!() };
    assert_eq!((text.as_str(), error.rule()), ("https://", "host"));
}

// ---------------------------------------------------------------------------
// Typed views and owned URLs as resolution bases
// ---------------------------------------------------------------------------

/// Both algorithms' results for `reference` against `base`.
#[track_caller]
fn resolve_both(base: &impl Base, reference: &str) -> (String, String) {
    let reference = RelativeRef::parse(reference).unwrap();
    let (mut old, mut new) = (String::new(), String::new());
    resolve_rfc1630(base, &reference, &mut old).unwrap();
    resolve_rfc3986(base, &reference, &mut new).unwrap();
    (old, new)
}

#[test]
fn typed_views_and_owned_urls_are_bases() {
    let text = "http://a/b/c/d;p?q";
    let want = ("http://a/b/c/g".to_owned(), "http://a/b/c/g".to_owned());
    assert_eq!(resolve_both(&Url::parse(text).unwrap(), "g"), want);
    assert_eq!(resolve_both(&HttpUrl::parse(text).unwrap(), "g"), want);
    assert_eq!(resolve_both(&http_url!("http://a/b/c/d;p?q"), "g"), want);
    assert_eq!(resolve_both(&text.parse::<UrlBuf>().unwrap(), "g"), want);
    assert_eq!(resolve_both(&text.parse::<HttpUrlBuf>().unwrap(), "g"), want);

    let ftp = "ftp://h/pub//doc/README";
    let want = ("ftp://h/pub//doc/x".to_owned(), "ftp://h/pub//doc/x".to_owned());
    assert_eq!(resolve_both(&FtpUrl::parse(ftp).unwrap(), "//x"), ("ftp://x".to_owned(), "ftp://x".to_owned()));
    assert_eq!(resolve_both(&ftp.parse::<FtpUrlBuf>().unwrap(), "x"), want);
    assert_eq!(
        resolve_both(&NewsUrl::parse("news:a.b").unwrap(), "c.d"),
        ("news:c.d".to_owned(), "news:c.d".to_owned())
    );
    assert_eq!(
        resolve_both(&"x-y://h/a/b".parse::<OtherUrlBuf>().unwrap(), "c"),
        ("x-y://h/a/c".to_owned(), "x-y://h/a/c".to_owned())
    );
}

// ---------------------------------------------------------------------------
// Debug shows the text first
// ---------------------------------------------------------------------------

#[test]
fn debug_of_url_and_url_buf_is_the_text() {
    debug_is(&Url::parse("http://info.cern.ch/hypertext/").unwrap(), r#"Url("http://info.cern.ch/hypertext/")"#);
    debug_is(&url!("news:comp.lang.c#x"), r#"Url("news:comp.lang.c#x")"#);
    debug_is(&"ftp://u:s3cr3t@h/x".parse::<UrlBuf>().unwrap(), r#"Url("ftp://u:***@h/x")"#);
    debug_is(&Url::parse("ftp://u:@h/").unwrap(), r#"Url("ftp://u:***@h/")"#);
    // As str's Debug writes it: a single quote is not escaped.
    debug_is(&Url::parse("x:a'b").unwrap(), r#"Url("x:a'b")"#);
    // `{:#?}` is the same single line: a tuple of one string.
    assert_eq!(format!("{:#?}", Url::parse("http://h/").unwrap()), "Url(\n    \"http://h/\",\n)");
}

#[test]
fn debug_of_typed_views_and_uris_starts_with_the_text() {
    debug_is(
        &http_url!("http://info.cern.ch/hypertext/?q"),
        r#"HttpUrl { url: "http://info.cern.ch/hypertext/?q", host: Name("info.cern.ch"), path: Some("hypertext/"), search: Some("q") }"#,
    );
    debug_is(
        &Url::parse("http://h/").unwrap().details(),
        r#"HttpUrl { url: "http://h/", host: Name("h"), path: Some(""), search: None }"#,
    );
    debug_is(&uri!("https://api.example.com/v1"), r#"Uri("https://api.example.com/v1")"#);
    debug_is(&"ftp://u:pw@h/".parse::<UriBuf>().unwrap(), r#"Uri("ftp://u:***@h/")"#);
    debug_is(
        &http_uri!("https://api.example.com/v1"),
        r#"HttpUri { uri: Uri("https://api.example.com/v1"), secure: true }"#,
    );
}

// ---------------------------------------------------------------------------
// Borrowed views of the owned types
// ---------------------------------------------------------------------------

fn host_str_of<'a>(url: impl Into<Url<'a>>) -> Option<&'a str> {
    url.into().host_str()
}

fn path_of<'a>(uri: impl Into<Uri<'a>>) -> &'a str {
    uri.into().path()
}

#[test]
fn owned_urls_lend_their_borrowed_form_by_from() {
    let buf: UrlBuf = "http://info.cern.ch/hypertext/".parse().unwrap();
    assert_eq!(host_str_of(&buf), Some("info.cern.ch"));
    assert_eq!(Url::from(&buf), buf.as_url());
    let ftp: FtpUrlBuf = "ftp://ftp.example.org/pub/README".parse().unwrap();
    assert_eq!(host_str_of(&ftp), Some("ftp.example.org"));
    assert_eq!(FtpUrl::from(&ftp).name(), Some("README"));

    let uri: UriBuf = "https://api.example.com/v1/items".parse().unwrap();
    assert_eq!(path_of(&uri), "/v1/items");
    let http: HttpUriBuf = "https://api.example.com/v2".parse().unwrap();
    assert_eq!(path_of(&http), "/v2");
    assert!(HttpUri::from(&http).is_secure());
    let ws: WsUriBuf = "ws://h/s".parse().unwrap();
    assert_eq!(WsUri::from(&ws).port_or_default(), 80);
    let r: UriRefBuf = "../a?b".parse().unwrap();
    assert_eq!(UriRef::from(&r).query(), Some("b"));
}

#[test]
fn owned_urls_are_looked_up_by_str() {
    let set: HashSet<UrlBuf> = ["http://a/", "ftp://b/"].iter().map(|s| s.parse().unwrap()).collect();
    assert!(set.contains("ftp://b/"));
    assert!(!set.contains("FTP://b/"));
    let set: HashSet<HttpUrlBuf> = [HttpUrlBuf::try_from("http://a/").unwrap()].into_iter().collect();
    assert!(set.contains("http://a/"));
}

// ---------------------------------------------------------------------------
// ==, Hash and Ord compare the text; equivalent() compares the resource
// ---------------------------------------------------------------------------

fn hash_of<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = DefaultHasher::new();
    value.hash(&mut h);
    h.finish()
}

#[test]
fn equality_hashing_and_order_are_textual() {
    let a = Url::parse("HTTP://Info.CERN.ch:80/%7Eowner").unwrap();
    let b = Url::parse("http://info.cern.ch/%7eowner").unwrap();
    assert_ne!(a, b);
    assert!(a.equivalent(&b));
    assert_eq!(a, Url::parse("HTTP://Info.CERN.ch:80/%7Eowner").unwrap());
    assert_eq!(hash_of(&a), hash_of(&UrlBuf::from(a)));
    assert_eq!(hash_of(&UrlBuf::from(a)), hash_of("HTTP://Info.CERN.ch:80/%7Eowner"));
    assert!(a < b); // 'H' < 'h'

    let x = Uri::parse("HTTPS://Example.com:443/%7euser").unwrap();
    let y = Uri::parse("https://example.com/~user").unwrap();
    assert_ne!(x, y);
    assert!(x.equivalent(&y));
    let sorted: Vec<&str> =
        [y, x, Uri::parse("a:b").unwrap()].into_iter().collect::<BTreeSet<_>>().iter().map(Uri::as_str).collect();
    assert_eq!(sorted, ["HTTPS://Example.com:443/%7euser", "a:b", "https://example.com/~user"]);
    let refs: BTreeSet<UriRef<'_>> = ["b", "a", "#c"].into_iter().map(|s| UriRef::parse(s).unwrap()).collect();
    assert_eq!(refs.iter().map(UriRef::as_str).collect::<Vec<_>>(), ["#c", "a", "b"]);
    let http: BTreeSet<HttpUri<'_>> =
        ["https://b/", "http://a/"].into_iter().map(|s| HttpUri::parse(s).unwrap()).collect();
    assert_eq!(http.iter().map(HttpUri::as_str).collect::<Vec<_>>(), ["http://a/", "https://b/"]);
    assert!(WsUri::parse("ws://a/").unwrap() < WsUri::parse("wss://a/").unwrap());
}

// ---------------------------------------------------------------------------
// const URLs as match patterns
// ---------------------------------------------------------------------------

const HOME: Url<'static> = url!("http://info.cern.ch/");
const MIRROR: Url<'static> = match Url::parse_const("ftp://ftp.example.org/pub/") {
    Ok(u) => u,
    Err(_) => panic!("invalid URL"),
};
const STATUS: HttpUrl<'static> = http_url!("http://status.example.org/");
const API: Uri<'static> = uri!("https://api.example.com/v1");
const HEALTH: HttpUri<'static> = http_uri!("https://api.example.com/health");

fn which(url: Url<'_>) -> &'static str {
    match url {
        HOME => "home",
        MIRROR => "mirror",
        _ => "elsewhere",
    }
}

#[test]
fn const_urls_are_match_patterns() {
    assert_eq!(which(Url::parse("http://info.cern.ch/").unwrap()), "home");
    assert_eq!(which("ftp://ftp.example.org/pub/".parse::<UrlBuf>().unwrap().as_url()), "mirror");
    // textual, as ==: another spelling of the same resource is not matched
    assert_eq!(which(Url::parse("HTTP://info.cern.ch:80/").unwrap()), "elsewhere");
    assert!(matches!(HttpUrl::parse("http://status.example.org/"), Ok(STATUS)));
    assert!(!matches!(HttpUrl::parse("http://status.example.org/x"), Ok(STATUS)));
    assert!(matches!(Uri::parse("https://api.example.com/v1"), Ok(API)));
    assert!(!matches!(Uri::parse("https://api.example.com/v2"), Ok(API)));
    assert!(matches!(HttpUri::parse("https://api.example.com/health"), Ok(HEALTH)));
}

// ---------------------------------------------------------------------------
// First contact: the README's dependency line, the
// `repository` field, and what `cargo run --example explain` builds
// ---------------------------------------------------------------------------

mod first_contact {
    use std::path::Path;
    use std::process::Command;

    use crate::support::repo_root;

    /// `cargo tree --offline --prefix none ARGS...`: one package per line,
    /// each once, sorted.
    #[track_caller]
    fn cargo_tree(dir: &Path, args: &[&str]) -> Vec<String> {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let out = Command::new(&cargo)
            .current_dir(dir)
            .args(["tree", "--offline", "--prefix", "none"])
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {cargo:?} tree: {e}"));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "cargo tree {args:?} failed in {}:\n{stderr}", dir.display());
        let mut lines: Vec<String> =
            String::from_utf8(out.stdout).unwrap().lines().map(|l| l.trim_end_matches(" (*)").to_owned()).collect();
        lines.sort();
        lines.dedup();
        lines
    }

    #[test]
    fn the_explain_example_builds_only_what_it_needs() {
        // Examples build the package's normal and dev-dependencies (and
        // their build dependencies): with the default features, the three
        // crates of the project (the macros in two: the entry points and
        // the library they call), and for explain's JSON serde_json with
        // serde_core (serde's traits without derive) and serde_json's own
        // dependencies, and the macros' syn, quote, proc-macro2 and
        // unicode-ident (DESIGN.md, "The macros on the card's packages").
        // Thirteen in all; not serde.
        let root = repo_root();
        let root_str = root.to_str().unwrap();
        let tree = cargo_tree(&root, &["-p", "url-literal", "-e", "normal,dev,build"]);
        let names: Vec<&str> = tree.iter().map(|l| l.split(' ').next().unwrap()).collect();
        assert_eq!(
            names,
            [
                "itoa",
                "memchr",
                "proc-macro2",
                "quote",
                "serde_core",
                "serde_json",
                "syn",
                "unicode-ident",
                "url-core",
                "url-literal",
                "url-macros",
                "url-macros-impl",
                "zmij"
            ],
            "{tree:#?}"
        );
        for ours in ["url-core", "url-literal"] {
            let line = format!("{ours} v{} ({root_str}/{ours})", env!("CARGO_PKG_VERSION"));
            assert!(tree.contains(&line), "{line} in {tree:#?}");
        }
        let macros = format!("url-macros v{} (proc-macro) ({root_str}/url-macros/proc)", env!("CARGO_PKG_VERSION"));
        assert!(tree.contains(&macros), "{macros} in {tree:#?}");
        let library = format!("url-macros-impl v{} ({root_str}/url-macros)", env!("CARGO_PKG_VERSION"));
        assert!(tree.contains(&library), "{library} in {tree:#?}");
    }

    #[test]
    fn no_placeholder_repository_in_the_manifests() {
        let root = repo_root();
        for manifest in ["Cargo.toml", "url-core/Cargo.toml", "url-macros/Cargo.toml", "url-literal/Cargo.toml"] {
            let text = std::fs::read_to_string(root.join(manifest)).unwrap();
            for line in text.lines().filter(|l| l.starts_with("repository") || l.starts_with("homepage")) {
                let url = line.split('"').nth(1).unwrap_or_else(|| panic!("{manifest}: {line}"));
                let host = url.strip_prefix("https://").and_then(|u| u.split('/').next()).unwrap_or("");
                assert!(
                    !host.is_empty()
                        && !["example.", ".invalid", ".test", "localhost"].iter().any(|p| host.contains(p)),
                    "{manifest}: a placeholder: {line}"
                );
            }
        }
    }

    /// The `url-literal = ...` lines of the README's first `toml` block.
    fn readme_dependency_lines() -> Vec<String> {
        let readme = std::fs::read_to_string(repo_root().join("README.md")).unwrap();
        let block = readme.split("```toml\n").nth(1).expect("the README has a toml block");
        let block = &block[..block.find("```").expect("the toml block ends")];
        block.lines().filter(|l| l.starts_with("url-literal =")).map(str::to_owned).collect()
    }

    #[test]
    fn the_readme_dependency_line_works_outside_the_repository() {
        // A new project beside a clone named `url-literal`, as the README
        // says, with the README's line as its dependency.
        let lines = readme_dependency_lines();
        assert_eq!(lines.len(), 1, "one dependency line in the README's toml block: {lines:?}");
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("first-contact");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("app/src")).unwrap();
        std::os::unix::fs::symlink(repo_root(), dir.join("url-literal")).unwrap();
        std::fs::write(
            dir.join("app/Cargo.toml"),
            format!(
                "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n{}\n\n\
                 # not a member of the workspace this directory is inside of\n[workspace]\n",
                lines[0]
            ),
        )
        .unwrap();
        std::fs::write(dir.join("app/src/main.rs"), "fn main() {}\n").unwrap();
        let deps = cargo_tree(&dir.join("app"), &["-e", "normal"]);
        let linked = dir.join("url-literal");
        let ours = [
            format!("app v0.1.0 ({})", dir.join("app").display()),
            format!("url-core v{} ({}/url-core)", env!("CARGO_PKG_VERSION"), linked.display()),
            format!("url-literal v{} ({}/url-literal)", env!("CARGO_PKG_VERSION"), linked.display()),
            format!("url-macros v{} (proc-macro) ({}/url-macros/proc)", env!("CARGO_PKG_VERSION"), linked.display()),
            format!("url-macros-impl v{} ({}/url-macros)", env!("CARGO_PKG_VERSION"), linked.display()),
        ];
        for line in &ours {
            assert!(deps.contains(line), "{line} in {deps:#?}");
        }
        // and the macros' packages, at whatever versions Cargo resolves
        let names: Vec<&str> = deps.iter().map(|l| l.split(' ').next().unwrap()).collect();
        assert_eq!(
            names,
            [
                "app",
                "proc-macro2",
                "quote",
                "syn",
                "unicode-ident",
                "url-core",
                "url-literal",
                "url-macros",
                "url-macros-impl"
            ],
            "{deps:#?}"
        );
    }

    #[test]
    fn the_readme_says_what_it_is_and_is_not_and_keeps_two_set_up_commands() {
        let readme = std::fs::read_to_string(repo_root().join("README.md")).unwrap();
        assert!(readme.contains("\n## What it is, and what it is not\n\nIt is "));
        assert!(readme.contains("\nNor is it an HTTP library"));
        let set_up = readme.split("\n## Set up\n").nth(1).expect("a Set up section");
        let commands = set_up.split("```sh\n").nth(1).and_then(|b| b.split("```").next()).unwrap();
        assert_eq!(commands, "cargo run -p url-literal --example explain\ncargo test --workspace\n");
    }

    #[test]
    fn the_readme_names_the_crates_io_version() {
        let readme = std::fs::read_to_string(repo_root().join("README.md")).unwrap();
        let version = env!("CARGO_PKG_VERSION").rsplit_once('.').unwrap().0;
        assert!(readme.contains(&format!("`url-literal = \"{version}\"`")), "no `url-literal = \"{version}\"` line");
    }
}

//! Every example URL of the spec texts in `tests/spec/`: RFC 1738, its last
//! draft (draft-ietf-uri-url-06) and the 1994 draft of RFC 1630. The valid ones
//! parse with the expected scheme, host and url-path; the ones the 1994 draft
//! calls illegal, and the ones printed with spaces, are rejected.
//!
//! Per-scheme details of these examples (ftp cwd/name, prospero hsoname, ...)
//! are asserted in the per-scheme test files.

use crate::helpers;

use helpers::*;
use url_core::{Scheme, Url};

/// `(kind, host, url-path, fragment)` of a valid URL.
type Summary<'a> = (Scheme, Option<&'a str>, Option<&'a str>, Option<&'a str>);

/// An example URL and its expected summary.
type Example = (&'static str, Scheme, Option<&'static str>, Option<&'static str>, Option<&'static str>);

#[track_caller]
fn summary(input: &str) -> Summary<'_> {
    let u: Url<'_> = ok(input);
    (u.kind(), u.host_str(), u.url_path(), u.fragment())
}

#[test]
fn rfc1738_examples() {
    use Scheme::*;
    let cases: &[Example] = &[
        // §1
        (
            "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
            Http,
            Some("www.acl.lanl.gov"),
            Some("URI/archive/uri-archive.index.html"),
            None,
        ),
        // §3.1
        ("ftp://@host.com/", Ftp, Some("host.com"), Some(""), None),
        ("ftp://host.com/", Ftp, Some("host.com"), Some(""), None),
        ("ftp://foo:@host.com/", Ftp, Some("host.com"), Some(""), None),
        // §3.2.2
        ("ftp://myname@host.dom/%2Fetc/motd", Ftp, Some("host.dom"), Some("%2Fetc/motd"), None),
        ("ftp://myname@host.dom/etc/motd", Ftp, Some("host.dom"), Some("etc/motd"), None),
        ("ftp://myname@host.dom//etc/motd", Ftp, Some("host.dom"), Some("/etc/motd"), None),
        // §3.6
        ("news:*", News, None, None, None),
        // §3.10
        (
            "file://vms.host.edu/disk$user/my/notes/note12345.txt",
            File,
            Some("vms.host.edu"),
            Some("disk$user/my/notes/note12345.txt"),
            None,
        ),
        // §3.11
        ("prospero://host.dom//pros/name", Prospero, Some("host.dom"), Some("/pros/name"), None),
        // Appendix, with the line-break whitespace removed as it recommends.
        ("ftp://info.cern.ch/pub/www/doc;type=d", Ftp, Some("info.cern.ch"), Some("pub/www/doc;type=d"), None),
        ("ftp://ds.internic.net/rfc", Ftp, Some("ds.internic.net"), Some("rfc"), None),
        (
            "http://ds.internic.net/instructions/overview.html#WARNING",
            Http,
            Some("ds.internic.net"),
            Some("instructions/overview.html"),
            Some("WARNING"),
        ),
        // References.
        (
            "ftp://ds.internic.net/rfc/rfc1436.txt;type=a",
            Ftp,
            Some("ds.internic.net"),
            Some("rfc/rfc1436.txt;type=a"),
            None,
        ),
        (
            "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
            Ftp,
            Some("boombox.micro.umn.edu"),
            Some("pub/gopher/gopher_protocol/Gopher+/Gopher+.txt"),
            None,
        ),
        ("ftp://ds.internic.net/rfc/rfc1630.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc1630.txt"), None),
        (
            "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z",
            Ftp,
            Some("info.cern.ch"),
            Some("pub/www/doc/http-spec.txt.Z"),
            None,
        ),
        ("ftp://ds.internic.net/rfc/rfc1123.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc1123.txt"), None),
        ("ftp://ds.internic.net/rfc/rfc822.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc822.txt"), None),
        (
            "ftp://quake.think.com/pub/wais/doc/protspec.txt",
            Ftp,
            Some("quake.think.com"),
            Some("pub/wais/doc/protspec.txt"),
            None,
        ),
        ("ftp://ds.internic.net/rfc/rfc1036.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc1036.txt"), None),
        (
            "ftp://quake.think.com/pub/wais/doc/doc-ids.txt",
            Ftp,
            Some("quake.think.com"),
            Some("pub/wais/doc/doc-ids.txt"),
            None,
        ),
        ("ftp://ds.internic.net/rfc/rfc977.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc977.txt"), None),
        (
            "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt",
            Ftp,
            Some("ds.internic.net"),
            Some("internet-drafts/draft-ietf-uri-irl-fun-req-02.txt"),
            None,
        ),
        ("ftp://ds.internic.net/rfc/rfc1034.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc1034.txt"), None),
        (
            "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z",
            Ftp,
            Some("prospero.isi.edu"),
            Some("pub/prospero/doc/prospero-protocol.PS.Z"),
            None,
        ),
        ("ftp://ds.internic.net/rfc/rfc959.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc959.txt"), None),
        ("ftp://ds.internic.net/rfc/rfc1737.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc1737.txt"), None),
        ("ftp://ds.internic.net/rfc/rfc1625.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc1625.txt"), None),
        ("ftp://uu.psi.com/wp/nir.txt", Ftp, Some("uu.psi.com"), Some("wp/nir.txt"), None),
    ];
    for &(input, kind, host, path, fragment) in cases {
        assert_eq!(summary(input), (kind, host, path, fragment), "{input}");
    }
}

#[test]
fn rfc1738_references_as_stored_in_the_spec_copy() {
    // The stored copy of RFC 1738 has some references rewritten through a
    // web proxy; they are still valid ftp URLs.
    for (input, path) in [
        ("ftp://meilu.jpshuntong.com/url-687474703a2f2f686f73742e636f6d/", "url-687474703a2f2f686f73742e636f6d/"),
        (
            "ftp://meilu.jpshuntong.com/url-687474703a2f2f64732e696e7465726e69632e6e6574/rfc/rfc1436.txt;type=a",
            "url-687474703a2f2f64732e696e7465726e69632e6e6574/rfc/rfc1436.txt;type=a",
        ),
        (
            "ftp://meilu.jpshuntong.com/url-687474703a2f2f7175616b652e7468696e6b2e636f6d/pub/wais/doc/protspec.txt",
            "url-687474703a2f2f7175616b652e7468696e6b2e636f6d/pub/wais/doc/protspec.txt",
        ),
        (
            "ftp://meilu.jpshuntong.com/url-687474703a2f2f64732e696e7465726e69632e6e6574/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt",
            "url-687474703a2f2f64732e696e7465726e69632e6e6574/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt",
        ),
        (
            "ftp://meilu.jpshuntong.com/url-687474703a2f2f75752e7073692e636f6d/wp/nir.txt",
            "url-687474703a2f2f75752e7073692e636f6d/wp/nir.txt",
        ),
    ] {
        assert_eq!(summary(input), (Scheme::Ftp, Some("meilu.jpshuntong.com"), Some(path), None), "{input}");
    }
}

#[test]
fn draft_06_examples() {
    use Scheme::*;
    let cases: &[(&str, Scheme, Option<&str>, Option<&str>)] = &[
        ("ftp://ds.internic.net/rfc/rfc1436.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc1436.txt")),
        (
            "gopher://boombox.micro.umn.edu/11/gopher/gopher_protocol",
            Gopher,
            Some("boombox.micro.umn.edu"),
            Some("11/gopher/gopher_protocol"),
        ),
        ("ftp://ds.internic.net/rfc/rfc1635.txt", Ftp, Some("ds.internic.net"), Some("rfc/rfc1635.txt")),
        (
            "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-fun-req-00.txt",
            Ftp,
            Some("ds.internic.net"),
            Some("internet-drafts/draft-ietf-uri-fun-req-00.txt"),
        ),
        (
            "wais://quake.think.com/wais-discussion-archives?lynch",
            Wais,
            Some("quake.think.com"),
            Some("wais-discussion-archives?lynch"),
        ),
        (
            "ftp://ds.internic.net/internet-drafts/draft-sollins-urn-00.txt",
            Ftp,
            Some("ds.internic.net"),
            Some("internet-drafts/draft-sollins-urn-00.txt"),
        ),
    ];
    for &(input, kind, host, path) in cases {
        assert_eq!(summary(input), (kind, host, path, None), "{input}");
    }
}

#[test]
fn draft_1994_examples() {
    use Scheme::*;
    let cases: &[Example] = &[
        (
            "http://info.cern.ch/hypertext/WWW/Addressing/URL/URI_Overview.html",
            Http,
            Some("info.cern.ch"),
            Some("hypertext/WWW/Addressing/URL/URI_Overview.html"),
            None,
        ),
        (
            "http://info.cern.ch/albert/bertram/marie-claude",
            Http,
            Some("info.cern.ch"),
            Some("albert/bertram/marie-claude"),
            None,
        ),
        (
            "http://info.cern.ch/albert/bertram/marie%2Dclaude",
            Http,
            Some("info.cern.ch"),
            Some("albert/bertram/marie%2Dclaude"),
            None,
        ),
        (
            "http://info.cern.ch/albert/bertram%2Fmarie-claude",
            Http,
            Some("info.cern.ch"),
            Some("albert/bertram%2Fmarie-claude"),
            None,
        ),
        ("magic://a/b/c//d/e/f", Other, Some("a"), Some("b/c//d/e/f"), None),
        ("magic://a/b/c//d/e/g", Other, Some("a"), Some("b/c//d/e/g"), None),
        ("magic://a/g", Other, Some("a"), Some("g"), None),
        ("magic://g", Other, Some("g"), None, None),
        ("magic://a/b/c//d/g", Other, Some("a"), Some("b/c//d/g"), None),
        ("g:a", Other, None, None, None),
        ("magic://a/b/c//d/e/", Other, Some("a"), Some("b/c//d/e/"), None),
        ("http://www.my.work.com/", Http, Some("www.my.work.com"), Some(""), None),
        (
            "http://www.my.uni.edu/info/matriculation/enroling.html",
            Http,
            Some("www.my.uni.edu"),
            Some("info/matriculation/enroling.html"),
            None,
        ),
        ("http://info.my.org/AboutUs/Phonebook", Http, Some("info.my.org"), Some("AboutUs/Phonebook"), None),
        (
            "http://www.library.my.town.va.us/Catalogue/76523471236%2Fwen44--4.98",
            Http,
            Some("www.library.my.town.va.us"),
            Some("Catalogue/76523471236%2Fwen44--4.98"),
            None,
        ),
        (
            "http://www.my.org/462F4F2D4241522A314159265358979323846",
            Http,
            Some("www.my.org"),
            Some("462F4F2D4241522A314159265358979323846"),
            None,
        ),
        ("http://info.cern.ch:8000/imaginary/test", Http, Some("info.cern.ch"), Some("imaginary/test"), None),
        ("http://www.myu.edu/org/admin/people#andy", Http, Some("www.myu.edu"), Some("org/admin/people"), Some("andy")),
        (
            "http://info.my.org/AboutUs/Index/Phonebook?dobbins",
            Http,
            Some("info.my.org"),
            Some("AboutUs/Index/Phonebook?dobbins"),
            None,
        ),
        ("urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3", Other, None, None, None),
        (
            "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol",
            Ftp,
            Some("boombox.micro.umn.edu"),
            Some("pub/gopher/gopher_protocol"),
            None,
        ),
        (
            "ftp://info.cern.ch/pub/www/doc/http-spec.txt",
            Ftp,
            Some("info.cern.ch"),
            Some("pub/www/doc/http-spec.txt"),
            None,
        ),
        (
            "ftp://prospero.isi.edu/pub/prospero/oir.ps",
            Ftp,
            Some("prospero.isi.edu"),
            Some("pub/prospero/oir.ps"),
            None,
        ),
        (
            "gopher://gopher.micro.umn.edu/00/Information%20About%20Gopher/About%20Gopher",
            Gopher,
            Some("gopher.micro.umn.edu"),
            Some("00/Information%20About%20Gopher/About%20Gopher"),
            None,
        ),
        ("mailto:www-talk-request@info.cern.ch", Mailto, None, None, None),
        ("mailto:uri-request@bunyip.com", Mailto, None, None, None),
        ("news:comp.infosystems.www", News, None, None, None),
    ];
    for &(input, kind, host, path, fragment) in cases {
        assert_eq!(summary(input), (kind, host, path, fragment), "{input}");
    }
}

#[test]
fn draft_1994_illegal_examples() {
    // Example 3: "illegal, as all % characters imply encodings, and there is
    // no decoding defined for "%*" or "%as"".
    err(
        "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred",
        36,
        3,
        "schemepart",
        "2.2",
        XCHARS,
        "'%' not followed by two hex digits in scheme-specific part; write a literal '%' as %25",
    );
    err(
        "news:12345667123%asdghfh@info.cern.ch",
        16,
        3,
        "article",
        "2.2",
        ARTICLE_CHARS,
        "'%' not followed by two hex digits in message-id; write a literal '%' as %25",
    );
    // The same rule makes "%%3D" of another example illegal.
    err(
        "http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins",
        44,
        3,
        "search",
        "2.2",
        SEARCH_CHARS,
        "'%' not followed by two hex digits in http search; write a literal '%' as %25",
    );
    // Printed with real spaces in the selector.
    err(
        "gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher",
        44,
        1,
        "selector",
        "2.2",
        XCHARS,
        "space in gopher selector; write it as %20",
    );
}

#[test]
fn templates_of_the_spec_are_not_urls() {
    // The forms of §3 use <...> placeholders, which are unsafe characters.
    err(
        "http://<host>:<port>/<path>?<searchpart>",
        7,
        1,
        "host",
        "3.1",
        HOST_CHARS,
        "unexpected character '<' in host; expected letters, digits, '-' and '.' (no escapes)",
    );
    err(
        "news:<newsgroup-name>",
        5,
        1,
        "group",
        "3.6",
        GROUP_CHARS,
        "unexpected character '<' in newsgroup name; \
         expected letters, digits, '-', '.', '+' and '_', starting with a letter",
    );
    err(
        "mailto:<rfc822-addr-spec>",
        7,
        1,
        "encoded822addr",
        "3.5",
        XCHARS,
        "unexpected character '<' in mailto address; RFC 1738 mailto takes only the addr-spec, without display \
         name or angle brackets",
    );
}

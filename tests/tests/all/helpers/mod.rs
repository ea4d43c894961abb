//! Helpers shared by the per-area test files (`mod helpers;` in each).
//!
//! [`ok`] parses a URL that must be valid and checks what every valid URL
//! owes (round trip, agreement of the typed view); [`err`] parses one that
//! must be invalid and asserts every field of the error exactly.
#![allow(dead_code)]

/// Whether the long runs are asked for: `URL_LITERAL_LONG=1`, which `.ci/run`
/// sets for a second run of this binary. The property and loop tests
/// then run at their full size; without it, at a size for the test loop of a
/// debug build (`cargo test --workspace` in about two minutes). Each test
/// states both sizes through [`sized`], so nothing runs only in the long run
/// but more of the same.
pub fn long() -> bool {
    std::env::var_os("URL_LITERAL_LONG").is_some_and(|v| v == "1")
}

/// `full` in the long run ([`long`]), `debug` otherwise.
pub fn sized(debug: usize, full: usize) -> usize {
    if long() {
        full
    } else {
        debug
    }
}

use url_core::{
    FileUrl, FtpUrl, GopherUrl, HttpUrl, MailtoUrl, NewsUrl, NntpUrl, OtherUrl, ParseError, ProsperoUrl, Scheme,
    TelnetUrl, Url, WaisUrl,
};

/// `expected()` of the user name and password (`user`, `password`).
pub const LOGIN_CHARS: &str = "letters, digits, \"$-_.+!*'(),;?&=\" and %XX escapes";
/// `expected()` of ftp and file paths and the prospero name (`fsegment`, `psegment`).
pub const FPATH_CHARS: &str = "letters, digits, \"$-_.+!*'(),?:@&=/\" and %XX escapes";
/// `expected()` of the http path (`hsegment`).
pub const HPATH_CHARS: &str = "letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes";
/// `expected()` of the http and wais search (`search`).
pub const SEARCH_CHARS: &str = "letters, digits, \"$-_.+!*'(),;:@&=\" and %XX escapes";
/// `expected()` of a news message-id (`article`).
pub const ARTICLE_CHARS: &str = "letters, digits, \"$-_.+!*'(),;/?:&=\" and %XX escapes, then '@' and a host";
/// `expected()` of prospero field names and values (`fieldname`, `fieldvalue`).
pub const FIELD_CHARS: &str = "letters, digits, \"$-_.+!*'(),?:@&\" and %XX escapes";
/// `expected()` of the wais database, type and path (`*uchar`).
pub const UCHARS: &str = "letters, digits, \"$-_.+!*'(),\" and %XX escapes";
/// `expected()` of `*xchar` parts: fragment, other schemes' part, gopher
/// selector, search and gopher+ string, mailto address.
pub const XCHARS: &str = "letters, digits, \"$-_.+!*'(),;/?:@&=\" and %XX escapes";
/// `expected()` of text after what must end the URL.
pub const TRAILING: &str = "the end of the URL (or '#' and a fragment)";
/// `expected()` of the host.
pub const HOST_CHARS: &str = "letters, digits, '-' and '.' (no escapes)";
/// `expected()` of the scheme.
pub const SCHEME_CHARS: &str = "letters, digits, '+', '-' or '.' and then ':'";
/// `expected()` of a newsgroup name.
pub const GROUP_CHARS: &str = "letters, digits, '-', '.', '+' and '_', starting with a letter";
/// `expected()` of the domainlabel errors other than length.
pub const LABELS: &str = "labels of letters, digits and inner '-', joined by '.'";
/// `expected()` of the toplabel error.
pub const TOPLABEL: &str = "a host name whose last label starts with a letter, or four decimal groups";
/// Message of the toplabel error.
pub const TOPLABEL_MSG: &str = "last label of host name starts with a digit; a host is a name whose last label \
                                starts with a letter, or an IPv4 address of four decimal groups";
/// `expected()` of a missing host.
pub const HOST_OR_IPV4: &str = "a host name or IPv4 address";
/// `expected()` and message of a user name or password where none is allowed.
pub const NO_LOGIN: &str = "a host without user name or password";
/// `expected()` of the mailto local part.
pub const LOCAL: &str = "an RFC 822 atom or quoted-string";
/// `expected()` of the mailto domain.
pub const DOMAIN: &str = "an RFC 822 atom or domain-literal";
/// `expected()` of the news grouppart errors.
pub const GROUPPART: &str = "a newsgroup name, a message-id with '@', or '*'";
/// `expected()` of an nntp group that does not start with a letter.
pub const NNTP_GROUP: &str = "a newsgroup name, starting with a letter";
/// `expected()` of an addr-spec error.
pub const ADDR_SPEC: &str = "an RFC 822 addr-spec: local-part@domain";

/// `expected()` for a character error in the component whose rule is `rule`
/// (for escapable components).
pub fn takes(rule: &str) -> &'static str {
    match rule {
        "user" | "password" => LOGIN_CHARS,
        "fsegment" | "psegment" => FPATH_CHARS,
        "hsegment" => HPATH_CHARS,
        "search" => SEARCH_CHARS,
        "article" => ARTICLE_CHARS,
        "fieldname" | "fieldvalue" => FIELD_CHARS,
        "database" | "wtype" | "wpath" => UCHARS,
        "gtype" => "one character or one %XX escape",
        "fragmentid" | "schemepart" | "selector" | "gopherurl" | "gopher+_string" | "encoded822addr" => XCHARS,
        _ => panic!("no character set for rule {rule:?}"),
    }
}

/// Parses `input`, which must be valid, and checks that the URL keeps its text
/// (`as_str`, `Display`), that `TryFrom` agrees, that the typed view of its
/// scheme parses it too, and that `details()` wraps the same URL.
#[track_caller]
pub fn ok(input: &str) -> Url<'_> {
    let url = match Url::parse(input) {
        Ok(url) => url,
        Err(e) => panic!("{input:?} should parse, but got {e:?}"),
    };
    assert_eq!(url.as_str(), input, "as_str of {input:?}");
    assert_eq!(url.to_string(), input, "Display of {input:?}");
    assert_eq!(Url::try_from(input), Ok(url), "TryFrom of {input:?}");
    assert_eq!(url.details().as_url().as_str(), input, "details of {input:?}");
    if let Some(typed) = via_view(input) {
        match typed {
            Ok(u) => assert_eq!(u.as_str(), input, "typed view of {input:?}"),
            Err(e) => panic!("the typed view rejects {input:?}: {e:?}"),
        }
    }
    url
}

/// Parses `input`, which must be invalid, and asserts every field of the
/// error: offset, length (and span), rule, section, expected, message and the
/// `Display` text (message + citation, and the [`URI_NOTE`] after it). The typed view of the URL's scheme
/// must give the very same error.
#[track_caller]
pub fn err(
    input: &str,
    offset: usize,
    length: usize,
    rule: &str,
    section: &str,
    expected: &str,
    message: &str,
) -> ParseError {
    let e = match Url::parse(input) {
        Ok(url) => panic!("{input:?} should be rejected, but parsed as {url:?}"),
        Err(e) => e,
    };
    check(&e, input, offset, length, rule, section, expected, message);
    if let Some(typed) = via_view(input) {
        assert_eq!(typed.map(|u| u.as_str()), Err(e), "typed view of {input:?}");
    }
    e
}

/// [`err`] for an input that RFC 1738 rejects but that is a valid RFC 3986
/// URI: `message` is the message before the [`URI_NOTE`] that must end it.
#[track_caller]
pub fn err_uri(
    input: &str,
    offset: usize,
    length: usize,
    rule: &str,
    section: &str,
    expected: &str,
    message: &str,
) -> ParseError {
    err(input, offset, length, rule, section, expected, &format!("{message}{URI_NOTE}"))
}

/// Asserts every field of `e`, an error about `input`.
#[track_caller]
#[allow(clippy::too_many_arguments)]
pub fn check(
    e: &ParseError,
    input: &str,
    offset: usize,
    length: usize,
    rule: &str,
    section: &str,
    expected: &str,
    message: &str,
) {
    let got = (e.offset(), e.length(), e.rule(), e.section(), e.expected(), e.message().to_string());
    let want = (offset, length, rule, section, expected, message.to_string());
    assert_eq!(got, want, "error for {input:?}");
    assert_eq!(e.span(), offset..offset + length, "span for {input:?}");
    assert!(input.get(e.span()).is_some(), "span of {input:?} is not on character boundaries");
    // A valid RFC 3986 URI gets a note at the end of its message, which
    // `Display` writes after the citation of the RFC 1738 rule.
    let core = message.strip_suffix(URI_NOTE);
    assert_eq!(e.input_is_uri(), core.is_some(), "input_is_uri for {input:?}");
    let display = match core {
        Some(core) => format!("{core} (RFC 1738 §{section}){URI_NOTE}"),
        None => format!("{message} (RFC 1738 §{section})"),
    };
    assert_eq!(e.to_string(), display, "Display for {input:?}");
}

/// The note that ends the message of an RFC 1738 error whose input is a
/// valid RFC 3986 URI ([`ParseError::input_is_uri`]).
pub const URI_NOTE: &str = "; the text is a valid RFC 3986 URI: use uri! or Uri::parse";

/// The URL through the typed parser of its scheme (`FtpUrl::parse`, ...),
/// or `None` when `input` does not start with a scheme name and `:`.
pub fn via_view(input: &str) -> Option<Result<Url<'_>, ParseError>> {
    let name = &input[..input.find(':')?];
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b)) {
        return None;
    }
    Some(match Scheme::from_name(name) {
        Scheme::Ftp => FtpUrl::parse(input).map(Url::from),
        Scheme::Http | Scheme::Https => HttpUrl::parse(input).map(Url::from),
        Scheme::Gopher => GopherUrl::parse(input).map(Url::from),
        Scheme::Mailto => MailtoUrl::parse(input).map(Url::from),
        Scheme::News => NewsUrl::parse(input).map(Url::from),
        Scheme::Nntp => NntpUrl::parse(input).map(Url::from),
        Scheme::Telnet => TelnetUrl::parse(input).map(Url::from),
        Scheme::Wais => WaisUrl::parse(input).map(Url::from),
        Scheme::File => FileUrl::parse(input).map(Url::from),
        Scheme::Prospero => ProsperoUrl::parse(input).map(Url::from),
        Scheme::Other => OtherUrl::parse(input).map(Url::from),
    })
}

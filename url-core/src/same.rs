//! Whether two parsers read the same address in a text: the check behind
//! every conversion to and from `url::Url` and `http::Uri`
//! ([`ConvertError::Moved`](crate::ConvertError::Moved)).
//!
//! Each side's reading is brought to one form ([`Reading`]) and compared
//! part by part: scheme, user, password, host, port, path segments, query.
//! The rewrites that keep the address are read as no change (they are the
//! ones `url::Url` and `http::Uri` make to text they keep):
//!
//! - the scheme's and the host's case (RFC 3986 §6.2.2.1);
//! - a percent-encoding of a character that means nothing in the part
//!   (`'` as `%27`, RFC 1738 §2.2, RFC 3986 §6.2.2.2): the escapes of
//!   `% / ? # ; : @ = & +` are kept, every other one decoded;
//! - an empty user name or password and none (`ftp://@h/`, `ftp://u:@h/`);
//! - an empty host and none, and `localhost` and none for `file`
//!   (RFC 1738 §3.10);
//! - a port equal to the scheme's default, for the schemes that WHATWG
//!   gives one (http, https, ws, wss, ftp), and no port;
//! - an empty path and `/` under a host (RFC 3986 §6.2.3);
//! - `/.//x` and `//x` as the path without a host (WHATWG's serializer
//!   writes the one for the other, RFC 3986 §5.2.4 removes the `/.`).
//!
//! Everything else is a different address: a host dropped or moved, a
//! path whose segments change (dot segments removed, `?` read as the start
//! of a query), an IPv4 address read in another base.

use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// The address a parser reads in a text, in the comparable form.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Reading {
    scheme: String,
    user: Vec<u8>,
    password: Vec<u8>,
    /// Decoded, lower-cased bytes: two hosts that differ in a byte that is
    /// no UTF-8 stay different.
    host: Option<Vec<u8>>,
    port: Option<u16>,
    /// `None`: an opaque path (no authority, no leading `/`), in `opaque`.
    segments: Option<Vec<Vec<u8>>>,
    opaque: Vec<u8>,
    query: Option<Vec<u8>>,
}

/// The escapes kept as escapes when a path or query is brought to its
/// comparable form: the delimiters of RFC 1738 §2.2 and RFC 3986 §2.2 that
/// split those parts (and `%`, `+`). Every other escape is decoded.
fn kept(b: u8) -> bool {
    matches!(b, b'%' | b'/' | b'?' | b'#' | b';' | b':' | b'@' | b'=' | b'&' | b'+')
}

/// The escapes kept in a user name or password: the delimiters of the
/// userinfo (`;` and `=` are characters of it, which WHATWG encodes).
fn kept_in_userinfo(b: u8) -> bool {
    matches!(b, b'%' | b'/' | b'?' | b'#' | b':' | b'@')
}

fn hex(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

/// `s` with the escapes of unreserved meaning decoded, the others written
/// in upper case.
fn canonical(s: &str) -> Vec<u8> {
    canonical_in(s, kept)
}

/// `s` with the escapes of bytes not `kept` decoded, the others written in
/// upper case.
fn canonical_in(s: &str, kept: fn(u8) -> bool) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            if let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2])) {
                let v = h << 4 | l;
                if kept(v) {
                    out.push(b'%');
                    out.push(b[i + 1].to_ascii_uppercase());
                    out.push(b[i + 2].to_ascii_uppercase());
                } else {
                    out.push(v);
                }
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

/// A host name: escapes decoded, lower case; an empty one is none.
fn name(host: &str) -> Option<Vec<u8>> {
    if host.is_empty() {
        return None;
    }
    let mut b = canonical(host);
    b.make_ascii_lowercase();
    Some(b)
}

/// The port WHATWG drops as the scheme's default.
fn whatwg_default(scheme: &str) -> Option<u16> {
    match scheme {
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        "ftp" => Some(21),
        _ => None,
    }
}

impl Reading {
    /// A reading from its parts as written: `path` runs from the end of the
    /// authority (or the scheme's `:`) to the query or fragment.
    fn new(
        scheme: &str,
        userinfo: Option<(&str, Option<&str>)>,
        host: Option<Vec<u8>>,
        port: Option<u16>,
        hierarchical: bool,
        path: &str,
        query: Option<&str>,
    ) -> Reading {
        let scheme = scheme.to_ascii_lowercase();
        let (user, password) = userinfo.unwrap_or(("", None));
        let host = match host {
            Some(h) if scheme == "file" && h == b"localhost" => None,
            h => h,
        };
        let port = port.filter(|&p| Some(p) != whatwg_default(&scheme));
        let (segments, opaque) = if hierarchical {
            // `/.//x` without a host is how WHATWG writes the path `//x`
            // (which would read as a host): the same segments.
            let path = match path.strip_prefix("/.") {
                Some(rest) if host.is_none() && rest.starts_with("//") => rest,
                _ => path,
            };
            let path = path.strip_prefix('/').unwrap_or(path);
            (Some(path.split('/').map(canonical).collect()), Vec::new())
        } else {
            (None, canonical(path))
        };
        Reading {
            scheme,
            user: canonical_in(user, kept_in_userinfo),
            password: canonical_in(password.unwrap_or(""), kept_in_userinfo),
            host,
            port,
            segments,
            opaque,
            query: query.map(canonical),
        }
    }

    /// The reading of an RFC 1738 URL.
    pub(crate) fn of_url(url: &crate::view::url::Url<'_>) -> Reading {
        use crate::rfc1738::scheme::Scheme;
        use crate::view::url::Host;
        let rest = if url.has_login() {
            let login = &url.without_fragment()[url.scheme().len() + 3..];
            // A login holds no `/` (RFC 1738 §3.1): the path starts at the first.
            match login.find('/') {
                Some(i) => &login[i..],
                None => "",
            }
        } else {
            url.scheme_specific_part()
        };
        // RFC 1738 gives `?` a meaning in http (§3.3) and wais (§3.4) only;
        // elsewhere it is a character of the path.
        let (path, query) = match (url.kind(), rest.find('?')) {
            (Scheme::Http | Scheme::Https | Scheme::Wais, Some(q)) => (&rest[..q], Some(&rest[q + 1..])),
            _ => (rest, None),
        };
        let host = match url.host() {
            Some(Host::Ipv4([a, b, c, d])) => Some(alloc::format!("{a}.{b}.{c}.{d}").into_bytes()),
            Some(Host::Name(n)) => name(n),
            None => None,
        };
        let userinfo = url.user().map(|u| (u, url.password()));
        Reading::new(url.scheme(), userinfo, host, url.port(), url.has_login() || path.starts_with('/'), path, query)
    }

    /// The reading of an RFC 3986 URI.
    pub(crate) fn of_uri(uri: &crate::rfc3986::uri::Uri<'_>) -> Reading {
        use crate::rfc3986::authority::UriHost;
        let host = match uri.host() {
            Some(UriHost::RegName(n)) => name(n),
            Some(UriHost::Ipv4([a, b, c, d])) => Some(alloc::format!("{a}.{b}.{c}.{d}").into_bytes()),
            Some(UriHost::Ipv6(g)) => {
                let a = core::net::Ipv6Addr::new(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7]);
                Some(alloc::format!("[{a}]").into_bytes())
            }
            Some(UriHost::IpvFuture(v)) => Some(alloc::format!("[{}]", v.to_ascii_lowercase()).into_bytes()),
            None => None,
        };
        let userinfo = uri.userinfo().map(|u| match u.split_once(':') {
            Some((user, password)) => (user, Some(password)),
            None => (u, None),
        });
        let path = uri.path();
        Reading::new(
            uri.scheme(),
            userinfo,
            host,
            uri.port(),
            uri.host().is_some() || path.starts_with('/'),
            path,
            uri.query(),
        )
    }

    /// The reading of a WHATWG URL.
    #[cfg(feature = "url")]
    pub(crate) fn of_whatwg(url: &::url::Url) -> Reading {
        let host = match url.host() {
            Some(::url::Host::Domain(d)) => name(d),
            Some(::url::Host::Ipv4(a)) => Some(alloc::format!("{a}").into_bytes()),
            Some(::url::Host::Ipv6(a)) => Some(alloc::format!("[{a}]").into_bytes()),
            None => None,
        };
        let userinfo = Some((url.username(), url.password()));
        Reading::new(url.scheme(), userinfo, host, url.port(), !url.cannot_be_a_base(), url.path(), url.query())
    }

    /// The reading of an `http::Uri` with a scheme.
    #[cfg(feature = "http")]
    pub(crate) fn of_http(uri: &::http::Uri) -> Reading {
        let authority = uri.authority().map_or("", |a| a.as_str());
        let userinfo = authority.rsplit_once('@').map(|(u, _)| match u.split_once(':') {
            Some((user, password)) => (user, Some(password)),
            None => (u, None),
        });
        let host = uri.host().and_then(|h| match h.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            Some(v6) => match v6.parse::<core::net::Ipv6Addr>() {
                Ok(a) => Some(alloc::format!("[{a}]").into_bytes()),
                Err(_) => Some(h.to_ascii_lowercase().into_bytes()),
            },
            None => name(h),
        });
        Reading::new(uri.scheme_str().unwrap_or(""), userinfo, host, uri.port_u16(), true, uri.path(), uri.query())
    }

    /// The first part in which `other` reads another address than `self`,
    /// as a [`Moved`] naming both readings; `None` when they agree.
    pub(crate) fn moved(
        &self,
        other: &Reading,
        target: &'static str,
        ours: &'static str,
        theirs: &'static str,
    ) -> Option<Moved> {
        let bytes = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        let path = |r: &Reading| match &r.segments {
            Some(s) => {
                let mut out = String::new();
                for seg in s {
                    out.push('/');
                    out.push_str(&String::from_utf8_lossy(seg));
                }
                out
            }
            None => bytes(&r.opaque),
        };
        let host = |h: &Option<Vec<u8>>| match h {
            Some(h) => alloc::format!("the host {}", bytes(h)),
            None => "no host".to_owned(),
        };
        let (part, a, b) = if self.scheme != other.scheme {
            ("scheme", self.scheme.clone(), other.scheme.clone())
        } else if self.user != other.user {
            ("user name", alloc::format!("the user name {}", bytes(&self.user)), {
                alloc::format!("the user name {}", bytes(&other.user))
            })
        } else if self.password != other.password {
            // never written out: passwords stay out of messages and `Debug`
            ("password", "one password".to_owned(), "another".to_owned())
        } else if self.host != other.host {
            ("host", host(&self.host), host(&other.host))
        } else if self.port != other.port {
            let port = |p: Option<u16>| p.map_or("the default port".to_owned(), |p| alloc::format!("the port {p}"));
            ("port", port(self.port), port(other.port))
        } else if self.segments != other.segments || self.opaque != other.opaque {
            ("path", alloc::format!("the path {}", path(self)), alloc::format!("the path {}", path(other)))
        } else if self.query != other.query {
            let query = |q: &Option<Vec<u8>>| match q {
                Some(q) => alloc::format!("the query {}", bytes(q)),
                None => "no query".to_owned(),
            };
            ("query", query(&self.query), query(&other.query))
        } else {
            return None;
        };
        // `why` reads its first reading as this crate's, the second as the
        // other type's: either may be `self`.
        let why = match why(self, other) {
            "" => why(other, self),
            w => w,
        };
        Some(Moved { target, part, ours, ours_reads: a, theirs, theirs_reads: b, why })
    }
}

/// A known cause of a difference, for the message.
fn why(ours: &Reading, theirs: &Reading) -> &'static str {
    let drive = |s: &Option<Vec<Vec<u8>>>| {
        s.as_ref()
            .and_then(|s| s.first())
            .is_some_and(|f| f.len() == 2 && f[0].is_ascii_alphabetic() && matches!(f[1], b':' | b'|'))
    };
    if ours.scheme == "file" && ours.host.is_some() && theirs.host.is_none() && drive(&ours.segments) {
        "WHATWG drops the host of a file URL whose path starts with a drive letter"
    } else if theirs.query.is_some() && ours.query.is_none() {
        "WHATWG reads '?' as the start of a query in every scheme"
    } else if ours.segments.as_ref().is_some_and(|s| s.iter().any(|s| s == b"." || s == b".."))
        && theirs.segments.as_ref().is_some_and(|s| s.len() < ours.segments.as_ref().map_or(0, Vec::len))
    {
        "WHATWG removes dot segments"
    } else {
        ""
    }
}

/// Two parsers reading different addresses in one text: held by
/// [`ConvertError::Moved`](crate::ConvertError::Moved).
///
/// Every conversion to and from `url::Url` and `http::Uri` parses the text
/// on both sides and compares the readings part by part: scheme, user
/// name, password, host, port, path segments and query. Only these
/// rewrites count as the same address (the others are this error):
///
/// - the scheme's and the host's case (RFC 3986 §6.2.2.1);
/// - a percent-encoding of a character that means nothing where it stands
///   (`'` as `%27`; `;` and `=` in a user name): the escapes of
///   `% / ? # ; : @ = & +` count as themselves in a path or query,
///   those of `% / ? # : @` in a user name or password;
/// - an empty user name or password and none (`ftp://@h/`, `ftp://u:@h/`);
/// - an empty host and none, and for `file` `localhost` and none (RFC 1738
///   §3.10);
/// - the default port of http, https, ws, wss and ftp and none (WHATWG
///   drops it);
/// - an empty path and `/` under a host (RFC 3986 §6.2.3);
/// - `/.//x` and `//x` as the path without a host (WHATWG writes the one
///   for the other).
///
/// So WHATWG's drive-letter rule (`file://server/c:/x` loses its host), a
/// `?` read as a query where RFC 1738 reads it in the path (ftp, file,
/// mailto, news, other schemes), dot segments removed, an authority read
/// where RFC 1738 reads an opaque part (`mysql://a,b,c/bar`) are refused.
///
/// `Display` names the part and both readings (a password is never
/// written):
///
/// ```
/// use url_core::{ConvertError, Url};
///
/// let url = Url::parse("file://fileserver.example/c:/secret.txt").unwrap();
/// let Err(ConvertError::Moved(moved)) = url::Url::try_from(url) else { panic!() };
/// assert_eq!(moved.part(), "host");
/// assert_eq!(
///     moved.to_string(),
///     "host read differently: RFC 1738 reads the host fileserver.example, WHATWG reads no host \
///      (WHATWG drops the host of a file URL whose path starts with a drive letter)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Moved {
    target: &'static str,
    part: &'static str,
    ours: &'static str,
    ours_reads: String,
    theirs: &'static str,
    theirs_reads: String,
    why: &'static str,
}

impl Moved {
    /// The first part read differently: `"scheme"`, `"user name"`,
    /// `"password"`, `"host"`, `"port"`, `"path"` or `"query"`.
    pub fn part(&self) -> &'static str {
        self.part
    }

    /// The other type: `"url::Url"` or `"http::Uri"`.
    pub fn target(&self) -> &'static str {
        self.target
    }

    /// The known cause, or `""`.
    pub fn why(&self) -> &'static str {
        self.why
    }
}

impl fmt::Display for Moved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} read differently: {} reads {}, {} reads {}",
            self.part, self.ours, self.ours_reads, self.theirs, self.theirs_reads
        )?;
        if !self.why.is_empty() {
            write!(f, " ({})", self.why)?;
        }
        Ok(())
    }
}

// `cargo mutants -f url-core/src/same.rs --features url,http -- --lib same::`
// leaves one mutant alive, `|` for `^` in `h << 4 | l` (canonical_in): the
// same value, `h << 4` having no bit in common with `l < 16`.
#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    fn segs(s: &[&str]) -> Option<Vec<Vec<u8>>> {
        Some(s.iter().map(|s| s.as_bytes().to_vec()).collect())
    }

    /// A hierarchical reading with no user.
    fn r(scheme: &str, host: Option<&str>, path: &str, query: Option<&str>) -> Reading {
        Reading::new(scheme, None, host.map(|h| h.as_bytes().to_vec()), None, true, path, query)
    }

    fn url(s: &str) -> Reading {
        Reading::of_url(&crate::view::url::Url::parse(s).unwrap())
    }

    fn uri(s: &str) -> Reading {
        Reading::of_uri(&crate::rfc3986::uri::Uri::parse(s).unwrap())
    }

    /// `ours` against `theirs`, as a conversion to `url::Url` reports it.
    fn moved(ours: &Reading, theirs: &Reading) -> Option<String> {
        ours.moved(theirs, "url::Url", "RFC 1738", "WHATWG").map(|m| m.to_string())
    }

    #[test]
    fn kept_escapes_are_the_delimiters() {
        for b in 0..=255u8 {
            assert_eq!(kept(b), b"%/?#;:@=&+".contains(&b), "{b}");
            assert_eq!(kept_in_userinfo(b), b"%/?#:@".contains(&b), "{b}");
        }
    }

    #[test]
    fn hex_digits_of_both_cases() {
        assert_eq!(hex(b'0'), Some(0));
        assert_eq!(hex(b'9'), Some(9));
        assert_eq!(hex(b'a'), Some(10));
        assert_eq!(hex(b'F'), Some(15));
        assert_eq!(hex(b'g'), None);
        assert_eq!(hex(b'%'), None);
    }

    #[test]
    fn canonical_decodes_the_escapes_of_no_meaning() {
        assert_eq!(canonical("%41%6a%27x"), b"Aj'x");
        assert_eq!(canonical("%2f%3b%3D%26%2b%25%3f%23%3a%40"), b"%2F%3B%3D%26%2B%25%3F%23%3A%40");
        // not an escape: kept as written, up to the last byte
        assert_eq!(canonical("a%4"), b"a%4");
        assert_eq!(canonical("%"), b"%");
        assert_eq!(canonical("%zz%4g"), b"%zz%4g");
        assert_eq!(canonical("%%41"), b"%A");
        assert_eq!(canonical("%ff"), vec![0xff]);
        assert_eq!(canonical_in("%3b%3d%26%2b%2f%3a", kept_in_userinfo), b";=&+%2F%3A");
    }

    #[test]
    fn host_names_lower_case_and_decoded() {
        assert_eq!(name(""), None);
        assert_eq!(name("Ex%41mple.COM"), Some(b"example.com".to_vec()));
    }

    #[test]
    fn whatwg_default_ports() {
        assert_eq!(whatwg_default("http"), Some(80));
        assert_eq!(whatwg_default("ws"), Some(80));
        assert_eq!(whatwg_default("https"), Some(443));
        assert_eq!(whatwg_default("wss"), Some(443));
        assert_eq!(whatwg_default("ftp"), Some(21));
        assert_eq!(whatwg_default("gopher"), None);
        assert_eq!(whatwg_default("HTTP"), None);
    }

    #[test]
    fn new_brings_each_part_to_one_form() {
        let a = Reading::new("HTTP", Some(("%75", Some("p%3b"))), name("H"), Some(80), true, "", Some("%61"));
        assert_eq!(a.scheme, "http");
        assert_eq!(a.user, b"u");
        assert_eq!(a.password, b"p;");
        assert_eq!(a.host, Some(b"h".to_vec()));
        assert_eq!(a.port, None);
        assert_eq!(a.segments, segs(&[""]));
        assert!(a.opaque.is_empty());
        assert_eq!(a.query, Some(b"a".to_vec()));
        // an empty path and `/` under a host
        assert!(a == Reading::new("http", Some(("u", Some("p;"))), name("h"), None, true, "/", Some("a")));
        // a port not the default stays
        assert_eq!(Reading::new("http", None, None, Some(81), true, "", None).port, Some(81));
        assert_eq!(Reading::new("ftp", None, None, Some(21), true, "", None).port, None);
        assert_eq!(Reading::new("gopher", None, None, Some(70), true, "", None).port, Some(70));
        // an opaque path
        let o = Reading::new("mailto", None, None, None, false, "a%40b%2E", None);
        assert_eq!(o.segments, None);
        assert_eq!(o.opaque, b"a%40b.");
    }

    #[test]
    fn localhost_is_no_host_for_file_only() {
        assert_eq!(r("file", Some("localhost"), "/x", None).host, None);
        assert_eq!(r("FILE", Some("localhost"), "/x", None).host, None);
        assert_eq!(r("file", Some("localhosts"), "/x", None).host, Some(b"localhosts".to_vec()));
        assert_eq!(r("ftp", Some("localhost"), "/x", None).host, Some(b"localhost".to_vec()));
    }

    #[test]
    fn dot_slash_slash_is_the_path_without_a_host() {
        assert_eq!(r("x", None, "/.//a", None).segments, segs(&["", "a"]));
        assert_eq!(r("x", None, "//a", None).segments, segs(&["", "a"]));
        // under a host, or not followed by `//`, `/.` is a segment
        assert_eq!(r("x", Some("h"), "/.//a", None).segments, segs(&[".", "", "a"]));
        assert_eq!(r("x", None, "/./a", None).segments, segs(&[".", "a"]));
        assert_eq!(r("x", None, "/.a//b", None).segments, segs(&[".a", "", "b"]));
        assert_eq!(r("x", None, "a/b", None).segments, segs(&["a", "b"]));
    }

    #[test]
    fn of_url_reads_rfc_1738() {
        let a = url("ftp://U:P%3b@Host.Example:21/a%2Fb/c?d");
        assert_eq!(a.scheme, "ftp");
        assert_eq!(a.user, b"U");
        assert_eq!(a.password, b"P;");
        assert_eq!(a.host, Some(b"host.example".to_vec()));
        assert_eq!(a.port, None);
        // `?` is a character of an ftp path
        assert_eq!(a.segments, segs(&["a%2Fb", "c?d"]));
        assert_eq!(a.query, None);
        let h = url("http://10.0.0.1:8080/p?q");
        assert_eq!(h.host, Some(b"10.0.0.1".to_vec()));
        assert_eq!(h.port, Some(8080));
        assert_eq!(h.segments, segs(&["p"]));
        assert_eq!(h.query, Some(b"q".to_vec()));
        assert_eq!(url("https://h/?q").query, Some(b"q".to_vec()));
        assert_eq!(url("wais://h/db?x").query, Some(b"x".to_vec()));
        assert_eq!(url("wais://h/db?x").segments, segs(&["db"]));
        let g = url("gopher://h");
        assert_eq!(g.segments, segs(&[""]));
        assert_eq!(g.user, b"");
        let m = url("mailto:a@b?c");
        assert_eq!((m.segments, m.opaque, m.host), (None, b"a@b?c".to_vec(), None));
        assert_eq!(url("x-y:/a").segments, segs(&["a"]));
    }

    #[test]
    fn of_uri_reads_rfc_3986() {
        let a = uri("X://u:p%3A@[::1]:80/a/b?q#f");
        assert_eq!(a.scheme, "x");
        assert_eq!(a.user, b"u");
        assert_eq!(a.password, b"p%3A");
        assert_eq!(a.host, Some(b"[::1]".to_vec()));
        assert_eq!(a.port, Some(80));
        assert_eq!(uri("http://h:80").port, None);
        assert_eq!(a.segments, segs(&["a", "b"]));
        assert_eq!(a.query, Some(b"q".to_vec()));
        assert_eq!(uri("x://[v1.AB]/").host, Some(b"[v1.ab]".to_vec()));
        assert_eq!(uri("x://1.2.3.4/").host, Some(b"1.2.3.4".to_vec()));
        assert_eq!(uri("x://us%65r@h/").user, b"user");
        assert_eq!(uri("x://us%65r@h/").password, b"");
        assert_eq!(uri("x://H%41/").host, Some(b"ha".to_vec()));
        let o = uri("x:a:b");
        assert_eq!((o.segments, o.opaque, o.host), (None, b"a:b".to_vec(), None));
        assert_eq!(uri("x:/a").segments, segs(&["a"]));
    }

    #[cfg(feature = "url")]
    #[test]
    fn of_whatwg_reads_url_url() {
        let w = |s: &str| Reading::of_whatwg(&::url::Url::parse(s).unwrap());
        let a = w("http://u:p@[::1]:8080/a?q");
        assert_eq!(a.user, b"u");
        assert_eq!(a.password, b"p");
        assert_eq!(a.host, Some(b"[::1]".to_vec()));
        assert_eq!(a.port, Some(8080));
        assert_eq!(a.segments, segs(&["a"]));
        assert_eq!(a.query, Some(b"q".to_vec()));
        assert_eq!(w("http://0x7f.1/").host, Some(b"127.0.0.1".to_vec()));
        assert_eq!(w("foo://Ex.Com/").host, Some(b"ex.com".to_vec()));
        let o = w("mailto:a@b");
        assert_eq!((o.segments, o.opaque, o.host), (None, b"a@b".to_vec(), None));
        // the same address as RFC 1738 reads, through WHATWG's rewrites
        for s in ["HTTP://H.Example:80/%7e", "ftp://@h/", "ftp://u:@h:21", "file://localhost/x", "http://h/?a'b"] {
            assert_eq!(moved(&url(s), &w(s)), None, "{s}");
        }
        assert_eq!(
            moved(&url("file://fileserver.example/c:/secret.txt"), &w("file://fileserver.example/c:/secret.txt")),
            Some(
                "host read differently: RFC 1738 reads the host fileserver.example, WHATWG reads no host \
                 (WHATWG drops the host of a file URL whose path starts with a drive letter)"
                    .to_string()
            )
        );
        assert_eq!(
            moved(&url("ftp://h/a?b"), &w("ftp://h/a?b")),
            Some(
                "path read differently: RFC 1738 reads the path /a?b, WHATWG reads the path /a \
                 (WHATWG reads '?' as the start of a query in every scheme)"
                    .to_string()
            )
        );
    }

    #[cfg(feature = "http")]
    #[test]
    fn of_http_reads_http_uri() {
        let h = |s: &str| Reading::of_http(&s.parse::<::http::Uri>().unwrap());
        let a = h("http://u:p@Example.COM:8080/a/b?q");
        assert_eq!(a.scheme, "http");
        assert_eq!(a.user, b"u");
        assert_eq!(a.password, b"p");
        assert_eq!(a.host, Some(b"example.com".to_vec()));
        assert_eq!(a.port, Some(8080));
        assert_eq!(a.segments, segs(&["a", "b"]));
        assert_eq!(a.query, Some(b"q".to_vec()));
        let b = h("https://x@[0:0::1]/");
        assert_eq!((b.user.clone(), b.password.clone()), (b"x".to_vec(), Vec::new()));
        assert_eq!(b.host, Some(b"[::1]".to_vec()));
        assert_eq!(h("http://a:b:c@h/").password, b"b:c");
        assert_eq!(h("http://h/").user, b"");
        assert_eq!(h("/p").scheme, "");
        assert_eq!(h("http://h/").host, Some(b"h".to_vec()));
        assert!(h("http://h:80") == uri("http://h/"));
    }

    #[test]
    fn moved_names_the_first_part_that_differs() {
        let base = || Reading::new("http", Some(("u", Some("secret"))), name("h"), Some(8080), true, "/a", Some("q"));
        let b = base();
        assert_eq!(moved(&b, &base()), None);
        let mut o = base();
        o.scheme = "https".to_owned();
        o.user = b"v".to_vec();
        assert_eq!(moved(&b, &o).unwrap(), "scheme read differently: RFC 1738 reads http, WHATWG reads https");
        let mut o = base();
        o.user = b"v".to_vec();
        o.host = None;
        assert_eq!(
            moved(&b, &o).unwrap(),
            "user name read differently: RFC 1738 reads the user name u, WHATWG reads the user name v"
        );
        let mut o = base();
        o.password = b"other".to_vec();
        o.host = None;
        let m = b.moved(&o, "url::Url", "RFC 1738", "WHATWG").unwrap();
        assert_eq!(m.to_string(), "password read differently: RFC 1738 reads one password, WHATWG reads another");
        assert_eq!((m.part(), m.target(), m.why()), ("password", "url::Url", ""));
        assert!(!alloc::format!("{m:?}").contains("secret"));
        let mut o = base();
        o.host = None;
        o.port = None;
        assert_eq!(moved(&b, &o).unwrap(), "host read differently: RFC 1738 reads the host h, WHATWG reads no host");
        assert_eq!(moved(&o, &b).unwrap(), "host read differently: RFC 1738 reads no host, WHATWG reads the host h");
        let mut o = base();
        o.port = None;
        assert_eq!(
            moved(&b, &o).unwrap(),
            "port read differently: RFC 1738 reads the port 8080, WHATWG reads the default port"
        );
        let mut o = base();
        o.segments = segs(&["a", "b"]);
        assert_eq!(
            moved(&b, &o).unwrap(),
            "path read differently: RFC 1738 reads the path /a, WHATWG reads the path /a/b"
        );
        let mut o = base();
        o.query = None;
        // the cause is named whichever reading is this crate's
        assert_eq!(
            moved(&b, &o).unwrap(),
            "query read differently: RFC 1738 reads the query q, WHATWG reads no query \
             (WHATWG reads '?' as the start of a query in every scheme)"
        );
        let m = o.moved(&b, "http::Uri", "http::Uri", "RFC 3986").unwrap();
        assert_eq!(
            m.to_string(),
            "query read differently: http::Uri reads no query, RFC 3986 reads the query q \
             (WHATWG reads '?' as the start of a query in every scheme)"
        );
        assert_eq!((m.part(), m.target()), ("query", "http::Uri"));
        assert_eq!(m.why(), "WHATWG reads '?' as the start of a query in every scheme");
    }

    #[test]
    fn moved_compares_opaque_paths() {
        let a = Reading::new("news", None, None, None, false, "a", None);
        let b = Reading::new("news", None, None, None, false, "b", None);
        assert_eq!(moved(&a, &b).unwrap(), "path read differently: RFC 1738 reads the path a, WHATWG reads the path b");
        let h = Reading::new("news", None, None, None, true, "a", None);
        assert_eq!(
            moved(&a, &h).unwrap(),
            "path read differently: RFC 1738 reads the path a, WHATWG reads the path /a"
        );
    }

    #[test]
    fn why_names_the_known_causes() {
        const DRIVE: &str = "WHATWG drops the host of a file URL whose path starts with a drive letter";
        const QUERY: &str = "WHATWG reads '?' as the start of a query in every scheme";
        const DOTS: &str = "WHATWG removes dot segments";
        let none = r("file", None, "/c:/x", None);
        assert_eq!(why(&r("file", Some("s"), "/c:/x", None), &none), DRIVE);
        assert_eq!(why(&r("file", Some("s"), "/Z|", None), &none), DRIVE);
        assert_eq!(why(&none, &r("file", Some("s"), "/c:/x", None)), "");
        assert_eq!(why(&r("ftp", Some("s"), "/c:/x", None), &r("ftp", None, "/c:/x", None)), "");
        assert_eq!(why(&r("file", Some("s"), "/c:/x", None), &r("file", Some("t"), "/c:/x", None)), "");
        assert_eq!(why(&r("file", None, "/c:/x", None), &none), "");
        for p in ["/cc:/x", "/1:/x", "/c;/x", "/:/x", "c:"] {
            let path = if p == "c:" { "/c" } else { p };
            assert_eq!(why(&r("file", Some("s"), path, None), &none), "", "{p}");
        }
        let opaque = Reading::new("file", None, name("s"), None, false, "c:/x", None);
        assert_eq!(why(&opaque, &none), "");
        assert_eq!(why(&r("x", None, "/a", None), &r("x", None, "/a", Some("q"))), QUERY);
        assert_eq!(why(&r("x", None, "/a", Some("q")), &r("x", None, "/a", None)), "");
        assert_eq!(why(&r("x", None, "/a", Some("q")), &r("x", None, "/a", Some("r"))), "");
        assert_eq!(why(&r("x", None, "/a/../b", None), &r("x", None, "/b", None)), DOTS);
        assert_eq!(why(&r("x", None, "/a/./b", None), &r("x", None, "/a/b", None)), DOTS);
        assert_eq!(why(&r("x", None, "/a/../b", None), &r("x", None, "/a/./b", None)), "");
        assert_eq!(why(&r("x", None, "/a/b/c", None), &r("x", None, "/b", None)), "");
        assert_eq!(why(&r("x", None, "/a/../b", None), &Reading::new("x", None, None, None, false, "b", None)), "");
        // either reading may be this crate's
        let m = r("x", None, "/b", None).moved(&r("x", None, "/a/../b", None), "url::Url", "WHATWG", "RFC 1738");
        assert_eq!(m.unwrap().why(), DOTS);
    }
}

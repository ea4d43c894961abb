//! Conversions between RFC 3986 URIs and [`url::Url`](::url::Url) (feature
//! `url`) and [`http::Uri`](::http::Uri) (feature `http`).
//!
//! The rule (DESIGN.md): where the other type would change the text, the
//! conversion is an error, never a silent rewrite. Each conversion hands the
//! text to the other crate's parser and compares what it would write with
//! what was written; the error is then
//!
//! - [`ConvertError::Rejected`] when the other parser rejects the text
//!   (WHATWG takes no IPvFuture host, `http::Uri` no `%` in a host, ...);
//! - [`ConvertError::AmbiguousHost`] for a reg-name that WHATWG URL parsers
//!   (for http, https, ws, wss, ftp and file, whose hosts they read) and,
//!   for most forms, `inet_aton` read as an IPv4 address:
//!   `0127.0.0.1` (octal, 87.0.0.1), `0x7f.1` (hexadecimal, and short),
//!   `2130706433`, `1.2.3.4.`. RFC 3986 reads them as names to look up (§7.4),
//!   so the address the text names depends on the reader: refused before
//!   anything is converted, even where the other type keeps the text
//!   (`http::Uri` does, and its resolver then reads the number);
//! - [`ConvertError::Rewritten`] when the text would come out changed, with
//!   each difference classified ([`Change`]): the scheme's or the host's case,
//!   a percent-encoded host decoded, an IPv6 address rewritten, an empty or
//!   default port dropped, `/` added as the path, dot segments removed, a
//!   character percent-encoded, ...
//!
//! To `http::Uri` (from [`HttpUri`](crate::HttpUri) and
//! [`WsUri`](crate::WsUri), and their owned forms) the fragment is left out,
//! as for the RFC 1738 `HttpUrl`:
//! an `http::Uri` has none, and a fragment is never sent in a request. The
//! rest must come out as written.
//!
//! Back, from `url::Url` or `http::Uri`, the text is parsed again under RFC
//! 3986, and the error is the parser's [`ParseError`](crate::ParseError).

use alloc::string::String;
use alloc::vec::Vec;

use crate::chars::hex_val;
use crate::convert::{Change, ConvertError, Rewrite};
use crate::rfc3986::authority::UriHost;
use crate::rfc3986::uri::{Uri, UriRef};

/// The rewrite of `orig` as `text` by `target`, its changes classified.
fn rewrite(target: &'static str, orig: &UriRef<'_>, text: String) -> Rewrite {
    let changes = classify(orig, &text);
    Rewrite::new(target, text, changes)
}

/// The default port WHATWG drops for `scheme`.
fn whatwg_default_port(scheme: &str) -> Option<u16> {
    ["http", "80", "https", "443", "ws", "80", "wss", "443", "ftp", "21"]
        .chunks(2)
        .find(|pair| pair[0].eq_ignore_ascii_case(scheme))
        .and_then(|pair| pair[1].parse().ok())
}

/// Whether `path` holds a `.` or `..` segment, `%2e` counting as a dot.
fn has_dot_segment(path: &str) -> bool {
    path.split('/').any(|seg| {
        let mut rest = seg;
        let mut dots = 0;
        while !rest.is_empty() {
            if let Some(r) = rest.strip_prefix('.') {
                rest = r;
            } else if rest.len() >= 3 && rest[..3].eq_ignore_ascii_case("%2e") {
                rest = &rest[3..];
            } else {
                return false;
            }
            dots += 1;
        }
        dots == 1 || dots == 2
    })
}

/// How `new` writes the part `part` written `old`: the first character it
/// percent-encodes, when that is all it does.
fn encodes(old: &str, new: &str, part: &'static str) -> Change {
    let (a, b) = (old.as_bytes(), new.as_bytes());
    let (mut i, mut j) = (0, 0);
    let mut first = None;
    while i < a.len() && j < b.len() {
        if a[i] == b[j] {
            i += 1;
            j += 1;
        } else if b[j] == b'%'
            && j + 2 < b.len()
            && a[i] != b'%'
            && (hex_val(b[j + 1]) << 4 | hex_val(b[j + 2])) == a[i]
        {
            first = first.or(Some(a[i]));
            i += 1;
            j += 3;
        } else {
            return Change::Other;
        }
    }
    match first {
        Some(byte) if i == a.len() && j == b.len() => Change::Encodes { part, byte },
        _ => Change::Other,
    }
}

/// Each way `text` (as the other type writes it) differs from `orig`.
fn classify(orig: &UriRef<'_>, text: &str) -> Vec<Change> {
    let mut out = Vec::new();
    let Ok(new) = UriRef::parse(text) else {
        out.push(Change::Other);
        return out;
    };
    let mut push = |c: Change| {
        if !out.contains(&c) {
            out.push(c);
        }
    };
    match (orig.scheme(), new.scheme()) {
        (a, b) if a == b => {}
        (Some(a), Some(b)) if a.eq_ignore_ascii_case(b) => push(Change::SchemeCase),
        _ => push(Change::Other),
    }
    match (orig.userinfo(), new.userinfo()) {
        (a, b) if a == b => {}
        (Some(""), None) => push(Change::EmptyUserinfo),
        (Some(a), Some(b)) if a.strip_suffix(':') == Some(b) && !b.contains(':') => push(Change::EmptyPassword),
        (Some(a), Some(b)) => push(encodes(a, b, "userinfo")),
        _ => push(Change::Other),
    }
    if orig.host_str() != new.host_str() {
        match (orig.host(), new.host(), orig.host_str(), new.host_str()) {
            (Some(UriHost::Ipv6(a)), Some(UriHost::Ipv6(b)), Some(w), Some(r)) if a == b => {
                push(Change::Ipv6Form { written: w.into(), rewritten: r.into() });
            }
            (Some(UriHost::RegName(h)), Some(_), _, _) if h.contains('%') => {
                let b = h.as_bytes();
                let wide = (0..b.len()).any(|i| b[i] == b'%' && i + 2 < b.len() && hex_val(b[i + 1]) >= 8);
                push(if wide { Change::HostIdna } else { Change::HostDecoded });
            }
            (_, _, Some(a), Some(b)) if a.eq_ignore_ascii_case(b) => push(Change::HostCase),
            _ => push(Change::Other),
        }
    }
    if orig.port_str() != new.port_str() {
        match (orig.port_str(), new.port_str()) {
            (Some(""), None) => push(Change::EmptyPort),
            (Some(_), None) if orig.port().is_some() && orig.port() == orig.scheme().and_then(whatwg_default_port) => {
                push(Change::DefaultPort(orig.port().unwrap_or(0)));
            }
            (Some(a), Some(b)) if a.len() > b.len() && orig.port() == new.port() => push(Change::PortZeros),
            _ => push(Change::Other),
        }
    }
    let (old_path, new_path) = (orig.path(), new.path());
    if old_path != new_path {
        if old_path.is_empty() && new_path == "/" {
            push(Change::EmptyPath);
        } else if has_dot_segment(old_path) {
            push(Change::DotSegments);
        } else {
            push(encodes(old_path, new_path, "path"));
        }
    }
    for (part, a, b) in [("query", orig.query(), new.query()), ("fragment", orig.fragment(), new.fragment())] {
        match (a, b) {
            (a, b) if a == b => {}
            (Some(a), Some(b)) => push(encodes(a, b, part)),
            _ => push(Change::Other),
        }
    }
    if out.is_empty() {
        out.push(Change::Other);
    }
    out
}

/// How WHATWG's host parser reads a reg-name that "ends in a number": the
/// address, and what in the text made it one.
struct Ipv4Reading {
    address: [u8; 4],
    encoded: bool,
    hex: bool,
    octal: bool,
    short: bool,
    final_dot: bool,
}

/// A WHATWG IPv4 number (`0x` hexadecimal, a leading `0` octal, else
/// decimal); `None` when it is none, or above `u32::MAX`. Also whether it
/// was hexadecimal and whether octal.
fn ipv4_number(s: &[u8]) -> Option<(u32, bool, bool)> {
    if s.is_empty() {
        return None;
    }
    let (digits, radix) = if s.len() >= 2 && s[0] == b'0' && s[1] == b'x' {
        (&s[2..], 16)
    } else if s.len() >= 2 && s[0] == b'0' {
        (&s[1..], 8)
    } else {
        (s, 10)
    };
    let mut v: u32 = 0;
    for &c in digits {
        let d = (c as char).to_digit(radix)?;
        v = v.checked_mul(radix)?.checked_add(d)?;
    }
    Some((v, radix == 16, radix == 8))
}

/// The IPv4 address WHATWG (the URL Standard's host parser: percent-decode,
/// lower-case, "ends in a number", IPv4 parser) reads in the reg-name
/// `host`, if it reads one.
fn whatwg_ipv4(host: &str) -> Option<Ipv4Reading> {
    let raw = host.as_bytes();
    let mut b = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        if raw[i] == b'%' && i + 2 < raw.len() {
            b.push(hex_val(raw[i + 1]) << 4 | hex_val(raw[i + 2]));
            i += 3;
        } else {
            b.push(raw[i]);
            i += 1;
        }
    }
    if !b.is_ascii() {
        return None;
    }
    b.make_ascii_lowercase();
    let mut parts: Vec<&[u8]> = b.split(|&c| c == b'.').collect();
    let final_dot = parts.len() > 1 && parts.last().is_some_and(|p| p.is_empty());
    if final_dot {
        parts.pop();
    }
    let last = parts.last()?;
    // "Ends in a number": the last label is digits, or an IPv4 number.
    if !(last.iter().all(u8::is_ascii_digit) || ipv4_number(last).is_some()) || parts.len() > 4 {
        return None;
    }
    let mut reading = Ipv4Reading {
        address: [0; 4],
        encoded: raw.len() != b.len(),
        hex: false,
        octal: false,
        short: parts.len() < 4,
        final_dot,
    };
    let mut value: u64 = 0;
    for (k, part) in parts.iter().enumerate() {
        let (n, hex, octal) = ipv4_number(part)?;
        reading.hex |= hex;
        reading.octal |= octal;
        if k + 1 < parts.len() {
            if n > 255 {
                return None;
            }
            value |= u64::from(n) << (8 * (3 - k));
        } else {
            if u64::from(n) >= 1u64 << (8 * (5 - parts.len())) {
                return None;
            }
            value |= u64::from(n);
        }
    }
    reading.address = (value as u32).to_be_bytes();
    Some(reading)
}

/// The message of [`ConvertError::AmbiguousHost`] for `uri`, when its host
/// is a reg-name that WHATWG reads as an IPv4 address.
fn ambiguous_host(uri: &Uri<'_>) -> Option<String> {
    let Some(UriHost::RegName(host)) = uri.host() else { return None };
    let r = whatwg_ipv4(host)?;
    let mut why: Vec<&str> = Vec::new();
    if r.encoded {
        why.push("once percent-decoded");
    }
    if r.hex {
        why.push("a group starting 0x is hexadecimal");
    }
    if r.octal {
        why.push("a group with a leading zero is octal");
    }
    if r.short {
        why.push("the last of fewer than four groups fills the remaining bytes");
    }
    if r.final_dot {
        why.push("the final dot is dropped");
    }
    let readers = if r.encoded || r.final_dot { "WHATWG URL parsers" } else { "WHATWG URL parsers and inet_aton" };
    let [a, b, c, d] = r.address;
    Some(alloc::format!(
        "ambiguous host {host}: RFC 3986 reads a reg-name, a name to look up, but {readers} read the IPv4 address \
         {a}.{b}.{c}.{d} ({}); write the address as four decimal groups without leading zeros (RFC 3986 §7.4)",
        why.join("; ")
    ))
}

/// The error for `uri`'s host, if WHATWG reads it as an IPv4 address.
fn check_host<E>(uri: &Uri<'_>) -> Result<(), ConvertError<E>> {
    match ambiguous_host(uri) {
        Some(message) => Err(ConvertError::AmbiguousHost(message)),
        None => Ok(()),
    }
}

#[cfg(feature = "url")]
mod whatwg {
    use alloc::string::String;

    use super::{check_host, rewrite};
    use crate::convert::ConvertError;
    use crate::error::ParseError;
    use crate::rfc3986::owned::{HttpUriBuf, UriBuf, WsUriBuf};
    use crate::rfc3986::schemes::{HttpUri, WsUri};
    use crate::rfc3986::uri::Uri;
    use crate::same::Reading;

    /// Whether WHATWG reads the host of `uri`'s scheme: its special schemes
    /// only; the others' hosts are opaque to it.
    fn special(uri: &Uri<'_>) -> bool {
        ["http", "https", "ws", "wss", "ftp", "file"].iter().any(|s| s.eq_ignore_ascii_case(uri.scheme()))
    }

    /// `uri` as a `url::Url`, if WHATWG keeps it as written and reads the
    /// same address in it.
    pub(super) fn to_whatwg(uri: Uri<'_>) -> Result<::url::Url, ConvertError<::url::ParseError>> {
        if special(&uri) {
            check_host(&uri)?;
        }
        let url = ::url::Url::parse(uri.as_str()).map_err(ConvertError::Rejected)?;
        if url.as_str() != uri.as_str() {
            let text = String::from(url);
            return Err(ConvertError::Rewritten(rewrite("url::Url", &uri.as_uri_ref(), text)));
        }
        match Reading::of_uri(&uri).moved(&Reading::of_whatwg(&url), "url::Url", "RFC 3986", "WHATWG") {
            Some(moved) => Err(ConvertError::Moved(alloc::boxed::Box::new(moved))),
            None => Ok(url),
        }
    }

    /// Whether `uri`, parsed from the text of a `url::Url` that reads
    /// `whatwg`, names the same address (its host unambiguous).
    fn from_whatwg(uri: Uri<'_>, whatwg: &Reading) -> Result<(), ConvertError<ParseError>> {
        if special(&uri) {
            check_host(&uri)?;
        }
        match whatwg.moved(&Reading::of_uri(&uri), "url::Url", "WHATWG", "RFC 3986") {
            Some(moved) => Err(ConvertError::Moved(alloc::boxed::Box::new(moved))),
            None => Ok(()),
        }
    }

    crate::view::url_interop::whatwg_interop! {
        "RFC 3986", as_uri:
        Uri UriBuf,
        HttpUri HttpUriBuf,
        WsUri WsUriBuf,
    }
}

#[cfg(feature = "http")]
mod http {
    use alloc::string::{String, ToString};

    use super::{check_host, rewrite};
    use crate::convert::ConvertError;
    use crate::error::ParseError;
    use crate::rfc3986::owned::{HttpUriBuf, UriBuf, WsUriBuf};
    use crate::rfc3986::schemes::{HttpUri, WsUri};
    use crate::rfc3986::uri::Uri;
    use crate::same::Reading;

    /// The `http::Uri` of `uri` (an http, https, ws or wss URI) without its
    /// fragment, if `http::Uri` keeps the rest as written.
    fn to_http(uri: Uri<'_>) -> Result<::http::Uri, ConvertError<::http::uri::InvalidUri>> {
        check_host(&uri)?;
        let s = uri.as_str();
        let text = match uri.fragment() {
            Some(f) => &s[..s.len() - f.len() - 1],
            None => s,
        };
        let out: ::http::Uri = text.parse().map_err(ConvertError::Rejected)?;
        let written = out.to_string();
        // A URI without its fragment is a URI.
        let orig = Uri::parse(text).unwrap_or(uri);
        if written != text {
            return Err(ConvertError::Rewritten(rewrite("http::Uri", &orig.as_uri_ref(), written)));
        }
        match Reading::of_uri(&orig).moved(&Reading::of_http(&out), "http::Uri", "RFC 3986", "http::Uri") {
            Some(moved) => Err(ConvertError::Moved(alloc::boxed::Box::new(moved))),
            None => Ok(out),
        }
    }

    /// `uri`'s text parsed again under RFC 3986 by `parse`, if it reads
    /// the same address there (its host unambiguous).
    fn from_http<T>(
        uri: &::http::Uri,
        parse: impl FnOnce(String) -> Result<T, ParseError>,
        view: impl FnOnce(&T) -> Uri<'_>,
    ) -> Result<T, ConvertError<ParseError>> {
        let ours = parse(uri.to_string()).map_err(ConvertError::Rejected)?;
        let v = view(&ours);
        check_host(&v)?;
        match Reading::of_http(uri).moved(&Reading::of_uri(&v), "http::Uri", "http::Uri", "RFC 3986") {
            Some(moved) => Err(ConvertError::Moved(alloc::boxed::Box::new(moved))),
            None => Ok(ours),
        }
    }

    /// The fragment is left out (an `http::Uri` has none); the rest must
    /// come out as written, else the error says what `http::Uri` rejects or
    /// changes (see [`ConvertError`]).
    impl TryFrom<HttpUri<'_>> for ::http::Uri {
        type Error = ConvertError<::http::uri::InvalidUri>;

        fn try_from(uri: HttpUri<'_>) -> Result<Self, Self::Error> {
            to_http(uri.as_uri())
        }
    }

    /// As for [`HttpUri`]: the fragment is left out, the rest kept as written.
    impl TryFrom<&HttpUriBuf> for ::http::Uri {
        type Error = ConvertError<::http::uri::InvalidUri>;

        fn try_from(uri: &HttpUriBuf) -> Result<Self, Self::Error> {
            to_http(uri.as_uri())
        }
    }

    /// As for [`HttpUri`]: the fragment is left out, the rest kept as written.
    impl TryFrom<HttpUriBuf> for ::http::Uri {
        type Error = ConvertError<::http::uri::InvalidUri>;

        fn try_from(uri: HttpUriBuf) -> Result<Self, Self::Error> {
            to_http(uri.as_uri())
        }
    }

    /// `http::Uri` is also the request target of WebSocket clients: the
    /// URI as written, else the error saying what `http::Uri` rejects or
    /// changes (see [`ConvertError`]).
    impl TryFrom<WsUri<'_>> for ::http::Uri {
        type Error = ConvertError<::http::uri::InvalidUri>;

        fn try_from(uri: WsUri<'_>) -> Result<Self, Self::Error> {
            to_http(uri.as_uri())
        }
    }

    /// As for [`WsUri`]: the URI as written.
    impl TryFrom<&WsUriBuf> for ::http::Uri {
        type Error = ConvertError<::http::uri::InvalidUri>;

        fn try_from(uri: &WsUriBuf) -> Result<Self, Self::Error> {
            to_http(uri.as_uri())
        }
    }

    /// As for [`WsUri`]: the URI as written.
    impl TryFrom<WsUriBuf> for ::http::Uri {
        type Error = ConvertError<::http::uri::InvalidUri>;

        fn try_from(uri: WsUriBuf) -> Result<Self, Self::Error> {
            to_http(uri.as_uri())
        }
    }

    /// Parses the `Uri`'s text (its `Display`) again under RFC 3986: a ws
    /// or wss URI only.
    impl TryFrom<&::http::Uri> for WsUriBuf {
        type Error = ConvertError<ParseError>;

        fn try_from(uri: &::http::Uri) -> Result<Self, Self::Error> {
            from_http(uri, WsUriBuf::parse, WsUriBuf::as_uri)
        }
    }

    /// Parses the `Uri`'s text (its `Display`) again under RFC 3986: an
    /// http or https URI only (not `/path`, not `h:80`).
    impl TryFrom<&::http::Uri> for HttpUriBuf {
        type Error = ConvertError<ParseError>;

        fn try_from(uri: &::http::Uri) -> Result<Self, Self::Error> {
            from_http(uri, HttpUriBuf::parse, HttpUriBuf::as_uri)
        }
    }

    /// Parses the `Uri`'s text again under RFC 3986: an http or https URI only.
    impl TryFrom<::http::Uri> for HttpUriBuf {
        type Error = ConvertError<ParseError>;

        fn try_from(uri: ::http::Uri) -> Result<Self, Self::Error> {
            HttpUriBuf::try_from(&uri)
        }
    }

    /// Parses the `Uri`'s text again under RFC 3986, whatever its scheme (a
    /// scheme is required).
    impl TryFrom<&::http::Uri> for UriBuf {
        type Error = ConvertError<ParseError>;

        fn try_from(uri: &::http::Uri) -> Result<Self, Self::Error> {
            from_http(uri, UriBuf::parse, UriBuf::as_uri)
        }
    }

    /// Parses the `Uri`'s text again under RFC 3986, whatever its scheme.
    impl TryFrom<::http::Uri> for UriBuf {
        type Error = ConvertError<ParseError>;

        fn try_from(uri: ::http::Uri) -> Result<Self, Self::Error> {
            UriBuf::try_from(&uri)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn reading(host: &str) -> Option<([u8; 4], [bool; 5])> {
        whatwg_ipv4(host).map(|r| (r.address, [r.encoded, r.hex, r.octal, r.short, r.final_dot]))
    }

    #[test]
    fn whatwg_reads_these_reg_names_as_addresses() {
        const F: bool = false;
        const T: bool = true;
        assert_eq!(reading("0127.0.0.1"), Some(([87, 0, 0, 1], [F, F, T, F, F])));
        assert_eq!(reading("0x7f.1"), Some(([127, 0, 0, 1], [F, T, F, T, F])));
        assert_eq!(reading("0X7F.1"), Some(([127, 0, 0, 1], [F, T, F, T, F])));
        assert_eq!(reading("2130706433"), Some(([127, 0, 0, 1], [F, F, F, T, F])));
        assert_eq!(reading("1.2.3.4."), Some(([1, 2, 3, 4], [F, F, F, F, T])));
        assert_eq!(reading("192.168.0.%31"), Some(([192, 168, 0, 1], [T, F, F, F, F])));
        assert_eq!(reading("127.1"), Some(([127, 0, 0, 1], [F, F, F, T, F])));
        assert_eq!(reading("0x"), Some(([0, 0, 0, 0], [F, T, F, T, F])));
        // Ends in a number, but no address: WHATWG rejects the URL.
        assert_eq!(reading("256.256.256.256"), None);
        assert_eq!(reading("1.2.3.08"), None);
        assert_eq!(reading("example.123"), None);
        assert_eq!(reading("1.2.3.4.5"), None);
        assert_eq!(reading("4294967296"), None);
        // Names.
        assert_eq!(reading("example.com"), None);
        assert_eq!(reading("0x7g.1.x"), None);
        assert_eq!(reading(""), None);
        assert_eq!(reading("."), None);
        assert_eq!(reading("%e4%b8%96"), None);
    }

    #[test]
    fn dot_segments() {
        for (path, dots) in [
            ("/a/../b", true),
            ("/a/./b", true),
            ("/a/%2E%2e/b", true),
            ("/a/.%2e", true),
            ("..", true),
            ("/a/.../b", false),
            ("/a/.b/", false),
            ("/a/%2e%2f", false),
            ("", false),
        ] {
            assert_eq!(has_dot_segment(path), dots, "{path}");
        }
    }
}

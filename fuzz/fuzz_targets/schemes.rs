//! The schemes read by their own RFCs (file, mailto, data, urn) and the
//! file path conversions, on arbitrary input.
//!
//! - Views: `FileUri::parse`, `MailtoUri::parse`, `DataUri::parse` and
//!   `Urn::parse` accept a text exactly when `Uri::parse` does and the
//!   scheme is theirs (in any case), with the same URI; a text that starts
//!   with another scheme they refuse naming theirs (offset 0, the scheme's
//!   length), and otherwise with the very error of `Uri::parse`. A view
//!   displays as its input, and `from_uri` gives the same view.
//! - `data`: `decode()` (and `decoded_len`, `decode_array` through
//!   `decode_into`) agree with a naive decoder written here: the data after
//!   the first `,`, percent-decoded, then base64 (RFC 4648 §4) when the
//!   media part, percent-decoded, ends with `;base64` in any case.
//! - `urn`: the components rebuild the text; `equivalent` is RFC 8141 §3 as
//!   written here (NID in any case, NSS octet for octet but for the case of
//!   `%XX`'s hex digits, r-, q- and f-components ignored): reflexive,
//!   symmetric, and true of a second URN derived from the first by edits
//!   that keep it equivalent (the case of `urn`, of the NID and of the hex
//!   digits, other r-, q- and f-components), and it agrees with the naive
//!   key on a third URN, so transitive.
//! - `mailto`: as many addresses as the path has `,`-separated parts, as
//!   many header fields as the query has `&`-separated ones.
//! - File paths: the input as a Unix path (its octets, through
//!   `FileUri::from_path` and `to_path`; as text through `from_unix_path`
//!   and `to_unix_path`) and as a Windows path (`from_windows_path`,
//!   `to_windows_path`): a refusal, or a file URI that reads back to the
//!   same path (for Windows, with every `/` written `\`), never to another
//!   path or to none. NUL is refused exactly when the path holds one; a
//!   Unix path only for NUL, as relative, or for a leading `//`.
//!
//! Input: the text, and (for `urn`) after a newline the edits that derive
//! the second URN, and after another newline a third URN.
#![no_main]

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use libfuzzer_sys::fuzz_target;
use url_core::{DataUri, FilePathError, FileUri, MailtoUri, Uri, Urn};

fuzz_target!(|data: &[u8]| {
    unix_octets(data);
    let Ok(s) = std::str::from_utf8(data) else { return };
    views(s);
    unix_text(s);
    windows(s);
    let mut lines = s.splitn(3, '\n');
    let first = lines.next().unwrap_or("");
    urn_laws(first, lines.next(), lines.next());
});

/// Whether `s` starts with `scheme` and a `:` (the scheme in any case).
fn has_scheme(s: &str, scheme: &str) -> bool {
    s.len() > scheme.len() && s.as_bytes()[scheme.len()] == b':' && s[..scheme.len()].eq_ignore_ascii_case(scheme)
}

/// The scheme `s` starts with, by RFC 3986 §3.1's syntax, when a `:`
/// follows it.
fn lead_scheme(s: &str) -> Option<&str> {
    let k = s.bytes().position(|c| !(c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')))?;
    (k > 0 && s.as_bytes()[0].is_ascii_alphabetic() && s.as_bytes()[k] == b':').then(|| &s[..k])
}

/// The views agree with `Uri::parse`: they accept exactly its URIs of
/// their scheme; they refuse a text of another scheme naming theirs (at
/// offset 0, whatever else is wrong), and otherwise with its error.
fn views(s: &str) {
    let uri = Uri::parse(s);
    macro_rules! agree {
        ($view:ident, $scheme:literal) => {
            match ($view::parse(s), &uri) {
                (Ok(v), Ok(u)) => {
                    assert!(has_scheme(s, $scheme), "{s:?}: {} of another scheme", stringify!($view));
                    assert_eq!(v.as_uri(), *u, "{s:?}");
                    assert_eq!(v.as_str(), s);
                    assert_eq!(v.to_string(), s);
                    assert_eq!($view::from_uri(*u), Ok(v), "{s:?}");
                }
                (Ok(_), Err(e)) => panic!("{s:?}: {} accepts what Uri::parse refuses: {e}", stringify!($view)),
                (Err(e), Ok(_)) => {
                    assert!(!has_scheme(s, $scheme), "{s:?}: a valid URI that {} refuses: {e}", stringify!($view));
                    assert_eq!(
                        (e.offset(), e.length(), e.rule()),
                        (0, lead_scheme(s).unwrap().len(), "scheme"),
                        "{s:?}"
                    );
                }
                (Err(e), Err(ue)) => match lead_scheme(s) {
                    // Another scheme is named first, before what else the text gets wrong.
                    Some(other) if !other.eq_ignore_ascii_case($scheme) => {
                        assert_eq!((e.offset(), e.length(), e.rule()), (0, other.len(), "scheme"), "{s:?}")
                    }
                    _ => assert_eq!(e, *ue, "{s:?}: {} and Uri::parse refuse differently", stringify!($view)),
                },
            }
        };
    }
    agree!(FileUri, "file");
    agree!(MailtoUri, "mailto");
    agree!(DataUri, "data");
    agree!(Urn, "urn");
    if let Ok(d) = DataUri::parse(s) {
        data_decode(s, d);
    }
    if let Ok(m) = MailtoUri::parse(s) {
        let path = m.as_uri().path();
        assert_eq!(m.to().count(), if path.is_empty() { 0 } else { path.split(',').count() }, "{s:?}");
        assert_eq!(m.headers().count(), m.query().map_or(0, |q| q.split('&').count()), "{s:?}");
    }
    if let Ok(f) = FileUri::parse(s) {
        // A file URI's own paths go round too.
        if let Ok(p) = f.to_unix_path() {
            unix_text(&p);
        }
        if let Ok(p) = f.to_windows_path() {
            // Never a verbatim or device path, which `file:` cannot name.
            assert!(!p.starts_with("\\\\?\\") && !p.starts_with("\\\\.\\"), "{s:?}: {p:?}");
            windows(&p);
        }
    }
}

/// Percent-decoding, naive.
fn pct_decode(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            let hex = std::str::from_utf8(&b[i + 1..i + 3]).unwrap();
            out.push(u8::from_str_radix(hex, 16).expect("a valid URI's escape"));
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

/// Base64 of RFC 4648 §4, naive: the data is valid (the parser checked it).
fn base64_decode(b: &[u8]) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let digits: Vec<u32> = b
        .iter()
        .take_while(|&&c| c != b'=')
        .map(|&c| ALPHABET.iter().position(|&a| a == c).expect("a base64 character") as u32)
        .collect();
    let mut out = Vec::new();
    for group in digits.chunks(4) {
        let mut n = 0u32;
        for (k, d) in group.iter().enumerate() {
            n |= d << (18 - 6 * k);
        }
        let octets = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&octets[..group.len() - 1]);
    }
    out
}

/// `DataUri::decode` against the naive decoder.
fn data_decode(s: &str, d: DataUri<'_>) {
    let body = &s[5..];
    let body = body.split_once('#').map_or(body, |(b, _)| b);
    let (media, raw) = body.split_once(',').expect("a data URI has its ','");
    let media = pct_decode(media).to_ascii_lowercase();
    let base64 = media.ends_with(b";base64");
    assert_eq!(d.is_base64(), base64, "{s:?}");
    assert_eq!(d.data(), raw, "{s:?}");
    let octets = pct_decode(raw);
    let want = if base64 { base64_decode(&octets) } else { octets };
    let got = d.decode();
    assert_eq!(got, want, "{s:?}");
    assert_eq!(d.decoded_len(), want.len(), "{s:?}");
    let mut buf = vec![0xAAu8; want.len() + 3];
    assert_eq!(d.decode_into(&mut buf), want.len(), "{s:?}");
    assert_eq!(&buf[..want.len()], &want[..], "{s:?}");
    // The media part as written, without the `;base64` it ends with.
    let m = d.media_type_and_parameters();
    assert!(body.starts_with(m), "{s:?}");
    if let Some(t) = d.media_type() {
        // (The media type is read percent-decoded: `t%2Fpl` is `t/pl`.)
        assert!(m.starts_with(t) && pct_decode(t).contains(&b'/'), "{s:?}");
    }
    for (attr, value) in d.parameters() {
        assert!(!attr.is_empty() && m.contains(attr) && m.contains(value), "{s:?}");
    }
}

/// The key RFC 8141 §3 compares: the NID in lower case, the NSS with the
/// hex digits of its escapes in upper case.
fn urn_key(u: &Urn<'_>) -> (String, String) {
    let nss = u.nss().as_bytes();
    let mut out = Vec::with_capacity(nss.len());
    let mut hex = 0u8;
    for &c in nss {
        out.push(if hex > 0 { c.to_ascii_uppercase() } else { c });
        hex = if c == b'%' { 2 } else { hex.saturating_sub(1) };
    }
    (u.nid().to_ascii_lowercase(), String::from_utf8(out).unwrap())
}

/// The URN laws.
fn urn_laws(a: &str, edits: Option<&str>, c: Option<&str>) {
    let Ok(ua) = Urn::parse(a) else { return };
    // The components rebuild the text.
    let mut rebuilt = format!("{}:{}:{}", &a[..3], ua.nid(), ua.nss());
    if let Some(r) = ua.r_component() {
        rebuilt += &format!("?+{r}");
    }
    if let Some(q) = ua.q_component() {
        rebuilt += &format!("?={q}");
    }
    if let Some(f) = ua.f_component() {
        rebuilt += &format!("#{f}");
    }
    assert_eq!(rebuilt, a);
    assert!(ua.equivalent(&ua), "{a:?}");
    assert_eq!(ua.uuid().is_some(), ua.nid().eq_ignore_ascii_case("uuid"), "{a:?}");
    if let Some(edits) = edits {
        let e = edits.as_bytes();
        let bit = |k: usize| e.get(k / 8).is_some_and(|b| b >> (k % 8) & 1 == 1);
        let flip = |text: &str, from: usize, hex_only: bool| -> String {
            let mut hex = 0u8;
            let mut out = String::with_capacity(text.len());
            for (k, ch) in text.chars().enumerate() {
                let may = !hex_only || hex > 0;
                out.push(if may && bit(from + k) {
                    if ch.is_ascii_lowercase() {
                        ch.to_ascii_uppercase()
                    } else {
                        ch.to_ascii_lowercase()
                    }
                } else {
                    ch
                });
                hex = if ch == '%' { 2 } else { hex.saturating_sub(1) };
            }
            out
        };
        let mut b = format!("{}:{}:{}", flip("urn", 0, false), flip(ua.nid(), 3, false), flip(ua.nss(), 35, true));
        // Other components from the edit text (`?+`, `?=`, `#` parts).
        let mut parts = edits.splitn(4, '|').skip(1);
        if let Some(r) = parts.next().filter(|r| !r.is_empty()) {
            b += &format!("?+{r}");
        }
        if let Some(q) = parts.next().filter(|q| !q.is_empty()) {
            b += &format!("?={q}");
        }
        if let Some(f) = parts.next() {
            b += &format!("#{f}");
        }
        if let Ok(ub) = Urn::parse(&b) {
            assert!(ua.equivalent(&ub) && ub.equivalent(&ua), "{a:?} and {b:?}");
            assert_eq!(urn_key(&ua), urn_key(&ub), "{a:?} and {b:?}");
            assert_eq!(ub.r_component().is_some(), edits.split('|').nth(1).is_some_and(|r| !r.is_empty()), "{b:?}");
        }
    }
    if let Some(Ok(uc)) = c.map(Urn::parse) {
        let c = c.unwrap();
        let same = urn_key(&ua) == urn_key(&uc);
        assert_eq!(ua.equivalent(&uc), same, "{a:?} and {c:?}");
        assert_eq!(uc.equivalent(&ua), same, "{c:?} and {a:?}");
    }
}

/// The octets as a Unix path: `from_path` then `to_path` gives them back,
/// or `from_path` refuses (and then for NUL, a relative path or `//`).
fn unix_octets(b: &[u8]) {
    let path = Path::new(OsStr::from_bytes(b));
    match FileUri::from_path(path) {
        Ok(buf) => {
            let f = FileUri::parse(buf.as_str()).expect("from_path writes a file URI");
            assert!(f.is_local() && f.host() == Some(""), "{b:?}: {}", buf.as_str());
            // A `.` or `..` component is written, and refused on the way back.
            let dots = b.split(|&c| c == b'/').any(|c| c == b"." || c == b"..");
            match f.to_path() {
                Err(FilePathError::DotSegment) => assert!(dots, "{b:?}: {}", buf.as_str()),
                back => assert_eq!(back, Ok(PathBuf::from(path)), "{b:?}: {}", buf.as_str()),
            }
            if let Ok(s) = std::str::from_utf8(b) {
                assert_eq!(FileUri::from_unix_path(s).map(|u| u.as_str().to_owned()), Ok(buf.as_str().to_owned()));
            }
        }
        Err(FilePathError::Nul) => assert!(b.contains(&0), "{b:?}"),
        Err(FilePathError::Relative) => assert!(!b.contains(&0) && b.first() != Some(&b'/'), "{b:?}"),
        Err(FilePathError::EmptyFirstSegment) => assert!(!b.contains(&0) && b.starts_with(b"//"), "{b:?}"),
        Err(e) => panic!("{b:?}: {e:?} from a Unix path"),
    }
}

/// The text as a Unix path: `from_unix_path` then `to_unix_path`.
fn unix_text(s: &str) {
    match FileUri::from_unix_path(s) {
        Ok(buf) => {
            let f = FileUri::parse(buf.as_str()).expect("from_unix_path writes a file URI");
            match f.to_unix_path() {
                Err(FilePathError::DotSegment) => assert!(s.split('/').any(|c| c == "." || c == ".."), "{s:?}"),
                back => assert_eq!(back.as_deref(), Ok(s), "{s:?}: {}", buf.as_str()),
            }
        }
        Err(FilePathError::Nul) => assert!(s.contains('\0'), "{s:?}"),
        Err(FilePathError::Relative) => assert!(!s.contains('\0') && !s.starts_with('/'), "{s:?}"),
        Err(FilePathError::EmptyFirstSegment) => assert!(!s.contains('\0') && s.starts_with("//"), "{s:?}"),
        Err(e) => panic!("{s:?}: {e:?} from a Unix path"),
    }
}

/// The text as a Windows path: `from_windows_path` refuses it, or
/// `to_windows_path` gives it back with `\` for `/`.
fn windows(s: &str) {
    match FileUri::from_windows_path(s) {
        Ok(buf) => {
            let f = FileUri::parse(buf.as_str()).expect("from_windows_path writes a file URI");
            // Or refuses a component Windows reads as another file (issue 44).
            match f.to_windows_path() {
                Err(
                    FilePathError::DotSegment
                    | FilePathError::DeviceName
                    | FilePathError::AlternateStream
                    | FilePathError::TrailingDotOrSpace,
                ) => {}
                back => assert_eq!(back, Ok(s.replace('/', "\\")), "{s:?}: {}", buf.as_str()),
            }
        }
        Err(FilePathError::Nul) => assert!(s.contains('\0'), "{s:?}"),
        Err(e) => assert!(!s.contains('\0'), "{s:?}: {e:?}"),
    }
}

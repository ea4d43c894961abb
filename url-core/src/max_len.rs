//! The length limit ([`MAX_LEN`](crate::MAX_LEN)), lowered to 64 KiB in
//! these tests: `parse` refuses a longer text, and every constructor of an
//! owned form refuses, or panics where it is infallible, at the same
//! length, with the positions right just below it.

use alloc::string::{String, ToString};

use crate::error::ErrorKind;
use crate::resolve::JoinError;
use crate::rfc3986::uri::{Uri, UriRef};
use crate::rfc3987::{Iri, IriRef};
use crate::template::{Hole, UriWriter, UrlWriter};
use crate::view::url::Url;
use crate::MAX_LEN;

/// `prefix`, then `fill` repeated, then `suffix`, `len` bytes in all.
fn text(prefix: &str, fill: char, suffix: &str, len: usize) -> String {
    let n = (len - prefix.len() - suffix.len()) / fill.len_utf8();
    let mut s = String::from(prefix);
    s.extend(core::iter::repeat_n(fill, n));
    s.push_str(suffix);
    assert_eq!(s.len(), len);
    s
}

#[test]
fn the_limit_is_lowered_here() {
    assert_eq!(MAX_LEN, 1 << 16);
}

#[test]
fn parse_takes_max_len_bytes_and_refuses_one_more() {
    let ok = text("x:", 'a', "?q#f", MAX_LEN);
    assert_eq!(Uri::parse(&ok).unwrap().query(), Some("q"));
    assert_eq!(Url::parse(&ok).unwrap().fragment(), Some("f"));
    let long = text("x:", 'a', "?q#f", MAX_LEN + 1);
    assert!(matches!(Uri::parse(&long).unwrap_err().kind(), ErrorKind::TooLong));
    assert!(matches!(UriRef::parse(&long).unwrap_err().kind(), ErrorKind::TooLong));
    assert!(matches!(Url::parse(&long).unwrap_err().kind(), ErrorKind::TooLong));
    assert!(matches!(Iri::parse(&long).unwrap_err().kind(), ErrorKind::TooLong));
    assert!(matches!(crate::resolve::RelativeRef::parse(&long).unwrap_err().kind(), ErrorKind::TooLong));
    assert_eq!(Url::parse(&long).unwrap_err().to_string(), "URL longer than 4294967294 bytes (RFC 1738 §2.1)");
}

/// An IRI whose URI is exactly `len` bytes: `é`s (six bytes each as a URI)
/// and `a`s, a query and a fragment.
fn iri(len: usize) -> String {
    let mut s = String::from("x:");
    let n = (len - 6) / 6 - 10;
    s.extend(core::iter::repeat_n('\u{e9}', n));
    s.extend(core::iter::repeat_n('a', len - 6 - 6 * n));
    s.push_str("?q#f");
    s
}

#[test]
fn to_uri_keeps_the_positions_up_to_the_limit() {
    let s = iri(MAX_LEN);
    let uri = Iri::parse(&s).unwrap().to_uri();
    assert_eq!(uri.as_str().len(), MAX_LEN);
    let u = uri.as_uri();
    assert_eq!((u.scheme(), u.query(), u.fragment()), ("x", Some("q"), Some("f")));
    assert_eq!(u.path().len(), MAX_LEN - 6);
    let r = IriRef::parse(&s).unwrap().to_uri_ref();
    assert_eq!(r.as_uri_ref().query(), Some("q"));
}

#[test]
#[should_panic(expected = "maps to a URI of 65537 bytes, longer than the 4294967294 bytes a URI can have")]
fn to_uri_panics_past_the_limit() {
    let s = iri(MAX_LEN + 1);
    let _ = Iri::parse(&s).unwrap().to_uri();
}

#[test]
#[should_panic(expected = "maps to a URI of 65537 bytes")]
fn to_uri_ref_panics_past_the_limit() {
    let s = iri(MAX_LEN + 1);
    let _ = IriRef::parse(&s).unwrap().to_uri_ref();
}

#[test]
fn to_uri_with_host_refuses_past_the_limit() {
    let s = String::from("x://h/") + &iri(MAX_LEN)[2..];
    let e = Iri::parse(&s).unwrap().to_uri_with_host("host").unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::TooLong));
}

/// `uri_format!("x:/{v}?q")`, as the macro writes it.
fn template(v: &str) -> UriWriter {
    let mut w = UriWriter::new(0, [u32::MAX; 7], 0, 0, 0);
    w.text("x");
    w.mark(0);
    w.text(":");
    w.mark(4);
    w.text("/");
    w.hole(Hole::PathSegment, v);
    w.mark(5);
    w.text("?q");
    w
}

#[test]
fn the_template_writer_keeps_the_positions_up_to_the_limit() {
    // Each ' ' is written %20: three bytes.
    // "x:/", the value, "?q": 5 + 3 * 21843 + 2 bytes.
    let v = text("", ' ', "ab", 21845);
    let uri = template(&v).finish();
    assert_eq!(uri.as_str().len(), MAX_LEN);
    assert_eq!((uri.as_uri().path().len(), uri.as_uri().query()), (MAX_LEN - 4, Some("q")));
}

#[test]
#[should_panic(expected = "a URI template wrote 65537 bytes, more than the 4294967294 bytes a URI can have")]
fn the_template_writer_panics_past_the_limit() {
    let v = text("", 'a', "", MAX_LEN + 1 - 5);
    let _ = template(&v).finish();
}

#[test]
#[should_panic(expected = "a URI template wrote")]
fn try_finish_panics_past_the_limit() {
    let v = text("", 'a', "", MAX_LEN + 1 - 5);
    let _ = template(&v).try_finish();
}

#[test]
#[should_panic(expected = "a URL template wrote 65537 bytes")]
fn the_url_template_writer_panics_past_the_limit() {
    let mut w = UrlWriter::new(0);
    w.text(&text("http://h/", 'a', "", MAX_LEN + 1));
    let _ = w.http();
}

#[test]
fn builders_refuse_past_the_limit() {
    let name = text("", 'a', "", MAX_LEN);
    let e = crate::build::Ftp::new("h").name(&name).build().unwrap_err();
    assert_eq!(e.to_string(), "invalid URL: URL longer than 4294967294 bytes (RFC 1738 §2.1)");
    let ok = crate::build::Ftp::new("h").name(&name[..MAX_LEN - 8]).build().unwrap();
    assert_eq!(ok.as_str().len(), MAX_LEN);
}

#[test]
fn resolution_refuses_past_the_limit() {
    let base = text("http://h/", 'a', "/", MAX_LEN - 10);
    let url = Url::parse(&base).unwrap();
    assert!(
        matches!(url.join("bbbbbbbbbbb"), Err(JoinError::NotRfc1738 { error, .. }) if matches!(error.kind(), ErrorKind::TooLong))
    );
    assert_eq!(url.join("bbbbbbbbbb").unwrap().as_str().len(), MAX_LEN);
    let uri = Uri::parse(&base).unwrap();
    assert!(uri.join("bbbbbbbbbbb").is_err());
    assert_eq!(uri.join("bbbbbbbbbb").unwrap().as_str().len(), MAX_LEN);
}

// A user's items named as the expansions' own, and a user's trait with the
// methods' names in scope: none is taken for the expansion's, none makes a
// call ambiguous. `uri_format!` with blanket traits that have `write_to`,
// `text`, `hole` and `mark` methods (E0034 when the expansion called
// `write_to` on a value, and a user's `&self` `text` taken before the
// writer's `&mut self` one when it called `w.text(..)`); a
// constant named `URL_LITERAL_TEXT` given to `uri!`/`url!` (E0391, a cycle,
// when the expansion's own constant of that name was visible to the
// argument); the other constants of the expansions given as arguments.
#![deny(warnings)]

use url_literal::{
    data_uri, file_uri, iri, try_uri_format, try_url_format, uri, uri_format, uri_ref, url, url_format, Uri, Url,
};

/// A blanket trait in scope whose methods share the names the expansions
/// call: the expansion writes by path, and `UriWriter`'s own methods come
/// before any trait's.
trait WriteTo {
    fn write_to(&self, out: &mut String, hole: u8) -> bool;
    fn hole(&self) -> bool;
    fn text(&self) -> bool;
    fn finish(&self) -> bool;
}

impl<T: ?Sized> WriteTo for T {
    fn write_to(&self, out: &mut String, hole: u8) -> bool {
        out.push(char::from(hole));
        false
    }
    fn hole(&self) -> bool {
        false
    }
    fn text(&self) -> bool {
        false
    }
    fn finish(&self) -> bool {
        false
    }
}

/// The same names as `&mut self` methods: at the step of method
/// resolution where the writer's own are found, which come first.
trait WriteMut {
    fn hole(&mut self) -> bool;
    fn text(&mut self) -> bool;
    fn mark(&mut self) -> bool;
}

impl<T: ?Sized> WriteMut for T {
    fn hole(&mut self) -> bool {
        false
    }
    fn text(&mut self) -> bool {
        false
    }
    fn mark(&mut self) -> bool {
        false
    }
}

const URL_LITERAL_TEXT: &str = "https://example.com/text";
const URL_LITERAL_VIEW: &str = "file:///etc/view";
const URL_LITERAL_DATA: &str = "data:,data";
const URL_LITERAL_BYTES: &str = "data:,bytes";
const URL_LITERAL_WARNS_PASSWORD: &str = "ftp://ftp.example.org/warns";
const URI: &str = "https://example.com/uri";

const TEXT_URI: Uri<'static> = uri!(URL_LITERAL_TEXT);
const TEXT_URL: Url<'static> = url!(URL_LITERAL_TEXT);

mod config {
    pub const URL_LITERAL_TEXT: &str = "ftp://ftp.example.org/config";
}

fn main() {
    assert_eq!((TEXT_URI.path(), TEXT_URL.as_str()), ("/text", URL_LITERAL_TEXT));
    assert_eq!(uri!(config::URL_LITERAL_TEXT).path(), "/config");
    assert_eq!(iri!(URL_LITERAL_TEXT).as_str(), URL_LITERAL_TEXT);
    assert_eq!(file_uri!(URL_LITERAL_VIEW).path(), "/etc/view");
    assert_eq!(data_uri!(bytes URL_LITERAL_DATA), b"data");
    assert_eq!(data_uri!(bytes URL_LITERAL_BYTES), b"bytes");
    assert_eq!(uri_ref!(URL_LITERAL_WARNS_PASSWORD).path(), "/warns");
    assert_eq!(url!(URL_LITERAL_WARNS_PASSWORD).as_str(), URL_LITERAL_WARNS_PASSWORD);
    assert_eq!(uri!(URI).path(), "/uri");
    let id = "a b";
    let n = 7u8;
    let port = 8080u16;
    let rest = [1, 2];
    let pairs = [("k", "v w")];
    assert_eq!(
        uri_format!("https://example.com:{port}/{n}/{rest..}?q={id}&{pairs..}#{id}").as_str(),
        "https://example.com:8080/7/1/2?q=a%20b&k=v%20w#a%20b"
    );
    assert_eq!(
        try_uri_format!("https://{host}/{id}", host = "example.com").map(|u| u.as_str().to_owned()),
        Ok("https://example.com/a%20b".to_owned())
    );
    assert_eq!(url_format!("http://example.com/{n}?{id}").as_str(), "http://example.com/7?a%20b");
    assert_eq!(
        try_url_format!("ftp://ftp.example.org/{id}").map(|u| u.as_str().to_owned()),
        Ok("ftp://ftp.example.org/a%20b".to_owned())
    );
    // the user's trait is still theirs
    let mut out = String::new();
    assert!(!id.write_to(&mut out, b'x') && !WriteTo::hole(&n) && !WriteTo::text(id) && !n.finish());
    let mut m = 0u8;
    assert!(!WriteMut::hole(&mut m) && !WriteMut::text(&mut m) && !m.mark());
    assert_eq!(out, "x");
}

#![deny(warnings)]
//! url_format! and try_url_format!: the typed owned URLs they yield.

use url_literal::{try_url_format, url_format, FtpUrlBuf, GopherUrlBuf, HttpUrlBuf, ParseError};

fn main() {
    let (dir, name) = ("pub", "README");
    let ftp: FtpUrlBuf = url_format!("ftp://ftp.example.org/{dir}/{name};type=a");
    assert_eq!(ftp.view().path(), Some("pub/README;type=a"));
    let http: HttpUrlBuf = url_format!("http://info.cern.ch/{}?{q}", "hypertext", q = "a b");
    assert_eq!(http.as_str(), "http://info.cern.ch/hypertext?a%20b");
    let gopher: Result<GopherUrlBuf, ParseError> = try_url_format!("gopher://h/1{dir}");
    assert_eq!(gopher.unwrap().as_str(), "gopher://h/1pub");
    let http: Result<HttpUrlBuf, ParseError> = try_url_format!("http://h/{dir}");
    assert!(http.is_ok());
}

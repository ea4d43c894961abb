#![deny(warnings)]
//! url_format! and try_url_format!: the typed owned URLs they yield.

use url_literal::template::TemplateError;
use url_literal::{try_url_format, url_format, FtpUrlBuf, GopherUrlBuf, HttpUrlBuf};

fn main() {
    let (dir, name) = ("pub", "README");
    let ftp: FtpUrlBuf = url_format!("ftp://ftp.example.org/{year}/{n};type=a", year = 2024, n = 7u8);
    assert_eq!(ftp.view().path(), Some("2024/7;type=a"));
    let ftp: Result<FtpUrlBuf, TemplateError> = try_url_format!("ftp://ftp.example.org/{dir}/{name};type=a");
    assert_eq!(ftp.unwrap().view().path(), Some("pub/README;type=a"));
    let http: HttpUrlBuf = url_format!("http://info.cern.ch/{}/x{n}?{q}", 1, n = 5u8, q = "a b");
    assert_eq!(http.as_str(), "http://info.cern.ch/1/x5?a%20b");
    let http: Result<HttpUrlBuf, TemplateError> = try_url_format!("http://info.cern.ch/x{name}");
    assert_eq!(http.unwrap().as_str(), "http://info.cern.ch/xREADME");
    let gopher: Result<GopherUrlBuf, TemplateError> = try_url_format!("gopher://h/1{dir}");
    assert_eq!(gopher.unwrap().as_str(), "gopher://h/1pub");
    let http: Result<HttpUrlBuf, TemplateError> = try_url_format!("http://h/{dir}");
    assert!(http.is_ok());
}

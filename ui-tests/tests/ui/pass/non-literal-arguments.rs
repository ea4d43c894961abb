// Arguments a proc macro cannot read: the macro expands to const evaluation of
// the same parser.
#![deny(warnings)]

use url_literal::{http_url, url, HttpUrl, Scheme, Url};

const HOST: &str = "www.example.com";
const S: &str = "http://www.example.com/index.html";
const NESTED: &str = concat!("ftp://", "ftp.example.org", "/pub/");

const FROM_CONCAT: Url<'static> = url!(concat!("http://", "example.com/"));
const FROM_ENV: Url<'static> = url!(concat!("http://", env!("CARGO_PKG_NAME"), ".example.org/"));
const FROM_CONST: Url<'static> = url!(S);
const FROM_CONST_PATH: Url<'static> = url!(self::S);
const FROM_NESTED_CONST: Url<'static> = url!(NESTED);
const FROM_BLOCK: Url<'static> = url!({
    let s: &'static str = S;
    s
});
const TYPED_FROM_CONCAT: HttpUrl<'static> = http_url!(concat!("http://", "example.com/", "a"));
const _: () = assert!(HOST.len() == 15);

mod consts {
    pub const HOME: &str = "gopher://gopher.example.org/";
}
const FROM_MODULE_CONST: Url<'static> = url!(consts::HOME);

fn main() {
    assert_eq!(FROM_CONCAT.as_str(), "http://example.com/");
    assert!(FROM_ENV.as_str().starts_with("http://url-literal-ui-tests"));
    assert_eq!(FROM_ENV.kind(), Scheme::Http);
    assert_eq!(FROM_CONST.url_path(), Some("index.html"));
    assert_eq!(FROM_CONST_PATH, FROM_CONST);
    assert_eq!(FROM_NESTED_CONST.kind(), Scheme::Ftp);
    assert_eq!(FROM_BLOCK, FROM_CONST);
    assert_eq!(TYPED_FROM_CONCAT.path(), Some("a"));
    assert_eq!(FROM_MODULE_CONST.port_or_default(), Some(70));

    // In a function body too.
    let local = url!(concat!("news:", "comp.lang.rust"));
    assert_eq!(local.kind(), Scheme::News);
}

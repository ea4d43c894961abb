#![deny(warnings)]

use url_literal::{url, Url};

const RAW: Url<'static> = url!(r"http://www.example.com/a%20b");
const RAW_HASHES: Url<'static> = url!(r#"http://www.example.com/say%22hi%22"#);
const RAW_TWO_HASHES: Url<'static> = url!(r##"http://www.example.com/"##);
const HEX_ESCAPE: Url<'static> = url!("\x68ttp://www.example.com/");
const UNICODE_ESCAPE: Url<'static> = url!("\u{68}ttp://www.example.com/\u{41}");
const CONTINUED: Url<'static> = url!(
    "http://www.example.com/\
     a/very/long/\
     path"
);

fn main() {
    assert_eq!(RAW.url_path(), Some("a%20b"));
    assert_eq!(RAW_HASHES.url_path(), Some("say%22hi%22"));
    assert_eq!(RAW_TWO_HASHES.as_str(), "http://www.example.com/");
    assert_eq!(HEX_ESCAPE.as_str(), "http://www.example.com/");
    assert_eq!(UNICODE_ESCAPE.url_path(), Some("A"));
    assert_eq!(CONTINUED.url_path(), Some("a/very/long/path"));
}

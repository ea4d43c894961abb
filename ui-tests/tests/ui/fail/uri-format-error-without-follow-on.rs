// A refused template is one error: no "unreachable expression" after it.
#![deny(unreachable_code)]
use url_literal::uri_format;

fn main() {
    let s = "https";
    let uri = uri_format!("{s}://example.com/");
    let _len = uri.as_str().len();
}

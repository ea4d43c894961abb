#![deny(warnings)]

use url_literal::{ftp_url, url, FtpUrl, Url};

const TRAILING_COMMA: Url<'static> = url!("http://a/",);
const TYPED_TRAILING_COMMA: FtpUrl<'static> = ftp_url!("ftp://a/",);
const BRACKETS: Url<'static> = url!["http://a/"];
const BRACES: Url<'static> = url! {"http://a/"};
const FALLBACK_TRAILING_COMMA: Url<'static> = url!(concat!("http://", "a/"),);

fn main() {
    for url in [TRAILING_COMMA, BRACKETS, BRACES, FALLBACK_TRAILING_COMMA] {
        assert_eq!(url.as_str(), "http://a/");
    }
    assert_eq!(TYPED_TRAILING_COMMA.as_str(), "ftp://a/");
}

// A `url::Url` or `http::Uri` value is built at run time: in a const
// context (a `const` block here, as in a `const` or `static` item) it is
// rustc's error, which points at the call (and, in a `static`, offers a
// `LazyLock`).
use url_literal::{http_crate_uri, whatwg_url};

fn main() {
    let api = const { whatwg_url!("https://api.example.com/v1") };
    let health = const { http_crate_uri!("https://api.example.com/health") };
    let _ = (api, health);
}

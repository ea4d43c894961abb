// What a hostile probe of the macros found, now compiling: arguments read as
// expressions (generic arguments hold commas, as in format!), expansions
// under any lint level the user sets (no #[allow] that a forbid rejects, no
// lint of the expansion's own items), in no_implicit_prelude modules, with
// local items named like anything the expansion uses.
#![forbid(dead_code, non_upper_case_globals, non_camel_case_types, unused_attributes)]
#![deny(warnings)]

use url_literal::{http_crate_uri, uri, uri_format, url, whatwg_url, Uri, Url};

struct Pair<A, B>(core::marker::PhantomData<(A, B)>);

impl<A, B> Pair<A, B> {
    const URL: &'static str = "https://example.com/pair";
}

fn f<A, B>() -> u32 {
    let _ = Pair::<A, B>(core::marker::PhantomData);
    7
}

const PLAIN: &str = "http://example.com/plain";
// a const argument: its warnings' local type and functions, none deprecated
// here, raise no dead_code or non_camel_case_types lint, and no #[allow]
const FROM_CONST: Url<'static> = url!(PLAIN);
const GENERIC_PATH: Uri<'static> = uri!(Pair::<u8, u16>::URL);

mod no_prelude {
    #![no_implicit_prelude]

    pub fn values() -> (::std::string::String, ::std::string::String, ::std::string::String) {
        let url = ::url_literal::whatwg_url!("https://example.com/a");
        let uri = ::url_literal::http_crate_uri!("https://example.com/b");
        let id = 7;
        let built = ::url_literal::uri_format!("https://example.com/{id}?q={}", "x");
        (
            ::std::string::ToString::to_string(url.as_str()),
            ::std::string::ToString::to_string(&uri),
            ::std::string::ToString::to_string(built.as_str()),
        )
    }
}

// local items named like what the expansions use, or used
struct SITE;
struct WhatwgSite;
fn ok() {}
const URL_LITERAL_TEXT: u8 = 0;
fn whatwg_url() -> u8 {
    1
}
fn http_crate_uri() -> u8 {
    2
}
mod __private {
    pub fn whatwg_url(_: &str) -> u8 {
        3
    }
}

fn main() {
    let _ = (SITE, WhatwgSite, ok(), URL_LITERAL_TEXT, whatwg_url(), http_crate_uri(), __private::whatwg_url(""));
    assert_eq!(FROM_CONST.as_str(), "http://example.com/plain");
    assert_eq!(GENERIC_PATH.path(), "/pair");
    assert_eq!(uri_format!("https://h/{}", f::<u8, u16>()).as_str(), "https://h/7");
    assert_eq!(uri_format!("https://h/{x}", x = f::<u8, u16>()).as_str(), "https://h/7");
    assert_eq!(
        no_prelude::values(),
        ("https://example.com/a".into(), "https://example.com/b".into(), "https://example.com/7?q=x".into())
    );
    assert_eq!(whatwg_url!("https://example.com/c").as_str(), "https://example.com/c");
    assert_eq!(http_crate_uri!("https://example.com/d").path(), "/d");
}

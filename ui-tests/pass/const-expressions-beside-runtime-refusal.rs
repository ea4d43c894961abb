// Constant expressions that look like the run-time values the macros refuse
// (a call, a method call, a field, an index, a macro): all constants, with no
// local among them, so they stay accepted and are checked by const
// evaluation; a lower-case constant alone is evaluated in an inline `const`
// block, in parentheses or not.
#![deny(warnings)]

use url_literal::{iri, uri, url, Iri, Uri, Url};

struct Config {
    home: &'static str,
}

const CONFIG: Config = Config { home: "http://www.example.com/" };
const MIRRORS: [&str; 2] = ["ftp://ftp.example.org/pub/", "ftp://ftp.example.net/pub/"];
const PADDED: &str = "  https://api.example.com/v1  ";
#[allow(non_upper_case_globals)]
const lower: &str = "https://api.example.com/v1";

const fn home() -> &'static str {
    "http://www.example.com/"
}

const fn pick(s: &'static str) -> &'static str {
    s
}

macro_rules! api {
    () => {
        "https://api.example.com/v1"
    };
}

const FIELD: Url<'static> = url!(CONFIG.home);
const INDEX: Url<'static> = url!(MIRRORS[1]);
const CALL: Url<'static> = url!(home());
const CALL_OF_CONST: Uri<'static> = uri!(pick(PADDED.trim_ascii()));
const METHOD: Uri<'static> = uri!(PADDED.trim_ascii());
const MACRO: Uri<'static> = uri!(api!());
const BLOCK: Iri<'static> = iri!({
    let s = PADDED.trim_ascii();
    s
});
const LOWER: Uri<'static> = uri!(lower);
const LOWER_PAREN: Uri<'static> = uri!((lower));

trait HasUrl {
    const URL: &'static str;
}
struct Api;
impl HasUrl for Api {
    const URL: &'static str = "https://api.example.com/v1";
}

fn generic<T: HasUrl>() -> Uri<'static> {
    uri!((T::URL))
}

fn main() {
    assert_eq!(FIELD, CALL);
    assert_eq!(INDEX.host_str(), Some("ftp.example.net"));
    assert_eq!(CALL_OF_CONST, METHOD);
    assert_eq!(METHOD, MACRO);
    assert_eq!(BLOCK.as_str(), "https://api.example.com/v1");
    assert_eq!(LOWER, LOWER_PAREN);
    assert_eq!(LOWER, METHOD);
    assert_eq!(generic::<Api>(), LOWER);
}

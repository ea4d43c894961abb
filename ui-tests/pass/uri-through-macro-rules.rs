// A literal forwarded by a declarative macro, as `expr`, `literal` or `tt`;
// trailing commas and other delimiters.
#![deny(warnings)]

use url_literal::{uri, Uri};

macro_rules! via_expr {
    ($e:expr) => {
        uri!($e)
    };
}
macro_rules! via_literal {
    ($l:literal) => {
        url_literal::http_uri!($l)
    };
}
macro_rules! via_tt {
    ($($t:tt)*) => {
        uri!($($t)*)
    };
}
macro_rules! api {
    ($path:literal) => {
        uri!(concat!("https://api.example.com/", $path))
    };
}

const EXPR: Uri<'static> = via_expr!("https://api.example.com/");
const EXPR_CONCAT: Uri<'static> = via_expr!(concat!("https://", "api.example.com/"));
const LITERAL: url_literal::HttpUri<'static> = via_literal!("https://api.example.com/");
const TT: Uri<'static> = via_tt!("https://api.example.com/",);
const API: Uri<'static> = api!("v1/items");
const BRACKETS: Uri<'static> = uri!["https://api.example.com/"];
const BRACES: url_literal::UriRef<'static> = url_literal::uri_ref! {"https://api.example.com/"};

fn main() {
    assert_eq!(EXPR, EXPR_CONCAT);
    assert_eq!(EXPR, LITERAL.as_uri());
    assert_eq!(EXPR, TT);
    assert_eq!(EXPR, BRACKETS);
    assert_eq!(EXPR.as_uri_ref(), BRACES);
    assert_eq!(API.path(), "/v1/items");
}

// A literal forwarded by a declarative macro, as `expr`, `literal` or `tt`.
#![deny(warnings)]

use url_literal::{url, Url};

macro_rules! via_expr {
    ($e:expr) => {
        url!($e)
    };
}
macro_rules! via_literal {
    ($l:literal) => {
        url_literal::http_url!($l)
    };
}
macro_rules! via_tt {
    ($($t:tt)*) => {
        url!($($t)*)
    };
}
macro_rules! site {
    ($path:literal) => {
        url!(concat!("http://www.example.com/", $path))
    };
}

const EXPR: Url<'static> = via_expr!("http://www.example.com/");
const EXPR_CONCAT: Url<'static> = via_expr!(concat!("http://", "www.example.com/"));
const LITERAL: url_literal::HttpUrl<'static> = via_literal!("http://www.example.com/");
const TT: Url<'static> = via_tt!("http://www.example.com/",);
const SITE: Url<'static> = site!("about.html");

fn main() {
    assert_eq!(EXPR, EXPR_CONCAT);
    assert_eq!(EXPR, LITERAL.as_url());
    assert_eq!(EXPR, TT);
    assert_eq!(SITE.url_path(), Some("about.html"));
}

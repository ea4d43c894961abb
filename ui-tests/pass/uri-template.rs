#![forbid(warnings)]
//! uri_template! and try_uri_template!: every kind of value, captured and
//! named, through macro_rules!, beside locals named like the expansion's
//! own and a user's blanket trait with the names of the traits' methods;
//! no warning.

use std::collections::BTreeMap;

use url_literal::{try_uri_template, uri_template, UriBuf, UriRefBuf};

macro_rules! issue {
    ($n:expr) => {
        uri_template!("https://api.github.com/repos/rust-lang/rust/issues{/number}", number = $n)
    };
}

/// A user's blanket trait with the names of url-core's methods.
trait Clash {
    fn bind(&self) -> u8 {
        0
    }
    fn variable(&self) -> u8 {
        1
    }
    fn kind(&self) -> u8 {
        2
    }
    fn write(&self) -> u8 {
        3
    }
    fn each(&self) -> u8 {
        4
    }
}
impl<T: ?Sized> Clash for T {}

fn main() {
    let __url_literal_arg0 = "shadow";
    let __url_literal_var0 = 1;
    let q = "rust uri";
    let page: Option<u32> = None;
    let uri: UriBuf = uri_template!("https://api.example.com/search{?q,page}");
    assert_eq!(uri.as_str(), "https://api.example.com/search?q=rust%20uri");
    let page = Some(2);
    let uri: UriBuf = uri_template!("https://api.example.com/search{?q,page,__url_literal_arg0}");
    assert_eq!(uri.as_str(), "https://api.example.com/search?q=rust%20uri&page=2&__url_literal_arg0=shadow");
    assert_eq!(issue!(7).as_str(), "https://api.github.com/repos/rust-lang/rust/issues/7");
    assert_eq!((__url_literal_var0.bind(), q.variable(), q.kind(), q.write(), q.each()), (0, 1, 2, 3, 4));

    let tags = vec!["a b", "c"];
    let sort = BTreeMap::from([("by", "date")]);
    let r: UriRefBuf = uri_template!("/t{?tags,sort*}{#n}", n = 3u8);
    assert_eq!(r.as_str(), "/t?tags=a%20b,c&by=date#3");

    let owner = "rust-lang";
    let uri: Result<UriBuf, _> = try_uri_template!("https://api.github.com/repos/{owner}{/repo}", repo = "rust");
    assert_eq!(uri.unwrap().as_str(), "https://api.github.com/repos/rust-lang/rust");

    // iterators that are `Clone` are lists, read twice here from clones
    let names = ["Ada", "Bo b"];
    let lower = names.iter().map(|n| n.to_lowercase());
    let r: UriRefBuf = uri_template!("/u{?lower,again,ids}", again = lower.clone(), ids = 1..4);
    assert_eq!(r.as_str(), "/u?lower=ada,bo%20b&again=ada,bo%20b&ids=1,2,3");
    // in a path, as text is, only through `try_uri_template!`
    let r: Result<UriRefBuf, _> = try_uri_template!("/u{/ids*}", ids = 1..4);
    assert_eq!(r.unwrap().as_str(), "/u/1/2/3");
    let none = names.iter().filter(|n| n.is_empty());
    let r: UriRefBuf = uri_template!("/u{?none}");
    assert_eq!(r.as_str(), "/u");
}

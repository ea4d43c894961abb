#![deny(warnings)]
//! The format and template macros' arguments that syn reads only with its
//! `full` feature, which url-macros is built without: the macros take them
//! as tokens up to the `,` that ends them (url-macros/src/argument.rs) and
//! rustc reads them in the expansion. A closure call, a block with
//! statements, `if`, `match`, `?` in a function that returns `Result`, a
//! turbofish with two generic arguments (also after a `?`, where the `,`
//! between them does not end the argument), a qualified path, an array, a
//! range index, a `$e:expr` forwarded by `macro_rules!`; each as a
//! positional and as a named argument.

use std::num::ParseIntError;

use url_literal::{try_uri_format, try_uri_template, try_url_format, uri_format, uri_template, url_format};

fn pair<A: Into<u64>, B: Into<u64>>(a: A, b: B) -> u64 {
    a.into() + b.into()
}

macro_rules! via_expr {
    ($e:expr) => {
        uri_format!("https://h/{}", $e)
    };
}

fn run(s: &str, c: bool) -> Result<(), ParseIntError> {
    let text = "abcdef";
    let uri = uri_format!(
        "https://h/{}/{}/{}/{}/{}/{}/{}/{}?q={}",
        (|a: &str, b: &str| a.len() + b.len())("x", "yy"),
        {
            let n = 3;
            n
        },
        if c { 1 } else { 2 },
        match s {
            "7" => 70,
            _ => 0,
        },
        s.parse::<u32>()?,
        pair::<u8, u16>(1, 2),
        s.parse::<u64>()? + pair::<u8, u16>(1, 2),
        <u64 as From<u8>>::from(9),
        &text[1..3],
    );
    assert_eq!(uri.as_str(), "https://h/3/3/1/70/7/3/10/9?q=bc");
    let uri = uri_format!(
        "https://h/{a}/{b}/{c}/{d}/{e}/{f}?q={g}&r={h}",
        a = (|a: &str, b: &str| a.len() + b.len())("x", "yy"),
        b = {
            let n = 3;
            n
        },
        c = if c { 1 } else { 2 },
        d = match s {
            "7" => 70,
            _ => 0,
        },
        e = s.parse::<u32>()?,
        f = pair::<u8, u16>(1, 2),
        g = [1, 2, 3].len(),
        h = &text[1..3],
    );
    assert_eq!(uri.as_str(), "https://h/3/3/1/70/7/3?q=3&r=bc");

    // text in a path segment: the fallible form
    let uri = try_uri_format!(
        "https://h/{}/{}/{}/{}/{}/{}",
        &text[1..3],
        {
            let t = "x y";
            t
        },
        if c { "yes" } else { "no" },
        match s {
            "7" => "seven",
            _ => "other",
        },
        s.parse::<u8>()?,
        ["a", "b"][1],
    )
    .unwrap();
    assert_eq!(uri.as_str(), "https://h/bc/x%20y/yes/seven/7/b");
    let uri = try_uri_format!("https://h/{rest..}", rest = [&text[..2], &text[2..4]]).unwrap();
    assert_eq!(uri.as_str(), "https://h/ab/cd");
    assert_eq!(
        via_expr!({
            let n = 4;
            n + s.parse::<u32>()?
        })
        .as_str(),
        "https://h/11"
    );

    let url = url_format!(
        "http://h/{}/{}/{}/{}/{}?{}",
        (|a: u8, b: u8| a * b)(2, 3),
        {
            let n = 3;
            n
        },
        if c { 1 } else { 2 },
        s.parse::<u32>()?,
        pair::<u8, u16>(1, 2),
        &text[1..3],
    );
    assert_eq!(url.as_str(), "http://h/6/3/1/7/3?bc");
    let url = try_url_format!(
        "http://h/{a}/{b}",
        a = match s {
            "7" => "seven",
            _ => "other",
        },
        b = &text[4..]
    )
    .unwrap();
    assert_eq!(url.as_str(), "http://h/seven/ef");

    let uri = uri_template!(
        "https://h/{a}/{b}/{c}/{d}/{e}/{f}{?g,h}",
        a = (|a: &str, b: &str| a.len() + b.len())("x", "yy"),
        b = {
            let n = 3;
            n
        },
        c = if c { 1 } else { 2 },
        d = match s {
            "7" => 70,
            _ => 0,
        },
        e = s.parse::<u32>()?,
        f = pair::<u8, u16>(1, 2),
        g = [1, 2],
        h = &text[1..3],
    );
    assert_eq!(uri.as_str(), "https://h/3/3/1/70/7/3?g=1,2&h=bc");
    let uri = try_uri_template!(
        "https://h/{a}/{b}{/c*}",
        a = &text[1..3],
        b = if c { "x y" } else { "z" },
        "c" = match s {
            "7" => ["s", "e"],
            _ => ["o", "t"],
        },
    )
    .unwrap();
    assert_eq!(uri.as_str(), "https://h/bc/x%20y/s/e");
    Ok(())
}

fn main() {
    run("7", true).unwrap();
    assert!(run("x", true).is_err());
}

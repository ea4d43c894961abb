#![deny(warnings)]
//! uri_format! and try_uri_format!: every argument form, every hole class,
//! through macro_rules!, with a local named like the expansion's own; text
//! in a path segment through the fallible form, numbers through either.

use url_literal::{try_uri_format, uri_format, UriBuf};

macro_rules! user_url {
    ($id:expr) => {
        uri_format!("https://api.example.com/users/{}", $id)
    };
}

fn main() {
    // A local that shares the expansion's names does not clash with them.
    let __url_literal_writer = "w";
    let __url_literal_arg0 = "a0";
    let id = "a b";
    let uri: UriBuf = try_uri_format!(
        "https://api.example.com/{0}/{id}/{}/{name}?k={__url_literal_writer}#{__url_literal_arg0}",
        "v1",
        name = 7,
    )
    .unwrap();
    assert_eq!(uri.as_str(), "https://api.example.com/v1/a%20b/v1/7?k=w#a0");
    // Text in a part of a segment (`{id}.json`) needs try_uri_format! (issue 44).
    let uri: UriBuf =
        uri_format!("https://api.example.com/v{0}/{n}.json/{1}/{name}?k={id}", 1, true, n = 5u8, name = 7u64);
    assert_eq!(uri.as_str(), "https://api.example.com/v1/5.json/true/7?k=a%20b");

    let user = "me:you";
    let port = 2121u16;
    let rest = vec!["pub".to_string(), "a/b".to_string()];
    let pairs = std::collections::BTreeMap::from([("x", "1"), ("y", "&")]);
    let uri = try_uri_format!("ftp://{user}@ftp.example.org:{port}/{rest..}?{pairs..}", pairs = &pairs).unwrap();
    assert_eq!(uri.as_str(), "ftp://me%3Ayou@ftp.example.org:2121/pub/a%2Fb?x=1&y=%26");
    // `rest` is borrowed by the implicit capture, not moved.
    assert_eq!(rest.len(), 2);

    let uri = try_uri_format!("https://h/{rest..}", rest = ["a", "b"].iter().map(|s| s.to_uppercase())).unwrap();
    assert_eq!(uri.as_str(), "https://h/A/B");
    let uri = uri_format!("https://h/{rest..}", rest = [2024u16, 7].iter());
    assert_eq!(uri.as_str(), "https://h/2024/7");
    assert!(try_uri_format!("https://h/{rest..}", rest = ["a", ".."]).is_err());

    assert_eq!(user_url!(42).as_str(), "https://api.example.com/users/42");

    let tenant = "acme";
    let uri = try_uri_format!("https://{tenant}.example.com:{port}/").unwrap();
    assert_eq!(uri.as_uri().host_str(), Some("acme.example.com"));
    assert!(try_uri_format!("https://{}/", "").is_err());
}

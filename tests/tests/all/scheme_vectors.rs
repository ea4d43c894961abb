//! Vectors from others for the schemes `Uri::parse` reads by their own RFCs
//! (`tests/conformance/schemes-README.md` gives the sources):
//! the web-platform-tests' `data-urls.json` (WHATWG's data: URL processor,
//! which repairs where RFC 2397 refuses), CPython's `pathname2url` and
//! `url2pathname`, and the examples of RFC 4648 §10, RFC 6068 §6, RFC 8141,
//! RFC 8089 and RFC 2397 (`scheme-examples.json`).

use serde_json::Value;
use url_literal::{DataUri, FileUri, MailtoUri, Uri, Urn};

use crate::support::data;

fn json(name: &str) -> Value {
    serde_json::from_str(&data::text(&data::conformance(name))).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The strings of a JSON array.
fn strings(v: &Value) -> Vec<&str> {
    v.as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect()
}

/// `data-urls.json`: where both read a URI, the same octets; where RFC 2397
/// (with RFC 3986, RFC 2045 and RFC 4648) refuses what WHATWG's processor
/// repairs, the refusal and its rule, each listed here (and in the README).
#[test]
fn wpt_data_urls() {
    // WHATWG repairs these (strips spaces, drops what it cannot read as a
    // media type, ignores whitespace in base64, treats `;base64` not last as
    // a parameter); `data://test:test/,X` it refuses too (its expected result
    // is null).
    const REFUSED: &[(&str, &str)] = &[
        ("data://test/,X", "mediatype"),
        ("data://test:test/,X", "port"),
        ("data:text/plain ,X", "path"),
        ("data:text/plain%20,X", "mediatype"),
        ("data:text/plain\u{c},X", "path"),
        ("data:text/plain%0C,X", "mediatype"),
        ("data:text/plain;,X", "mediatype"),
        ("data: ,%FF", "path"),
        ("data:%20,%FF", "mediatype"),
        ("data:\u{c},%FF", "path"),
        ("data:%1F,%FF", "mediatype"),
        ("data:\u{0},%FF", "path"),
        ("data:%00,%FF", "mediatype"),
        ("data:text/html  ,X", "path"),
        ("data:\u{2020},X", "path"),
        ("data:\u{2020}/\u{2020},X", "path"),
        ("data:X,X", "mediatype"),
        ("data:image/png,X X", "path"),
        ("data:application/xml,X X", "path"),
        ("data:unknown/unknown,X X", "path"),
        ("data:text/plain;a=\",\",X", "path"),
        ("data:text/plain;a=%2C,X", "mediatype"),
        ("data:;base64;base64,WA", "mediatype"),
        ("data:x/x;base64;base64,WA", "mediatype"),
        ("data:x/x;base64;charset=x,WA", "mediatype"),
        ("data:x/x;base64;charset=x;base64,WA", "mediatype"),
        ("data:x/x;base64;base64x,WA", "mediatype"),
        ("data:;base64,W%20A", "base64"),
        ("data:;base64,W%0CA", "base64"),
        ("data:x;base64x,WA", "mediatype"),
        ("data:x;base64;x,WA", "mediatype"),
        ("data:x;base64=x,WA", "mediatype"),
        ("data:; base64,WA", "path"),
        ("data:;base64;,WA", "mediatype"),
        ("data:;base64 ,WA", "path"),
        ("data:;base 64,WA", "path"),
        ("data:;BASe64,WA", "base64"),
        ("data:;%62ase64,WA", "base64"),
        ("data:%3Bbase64,WA", "base64"),
        ("data:; charset=x,X", "path"),
        ("data:;charset =x,X", "path"),
        ("data:;charset= x,X", "path"),
        ("data:;charset=,X", "mediatype"),
        ("data:;charset,X", "mediatype"),
        ("data:;charset=\"x\",X", "path"),
        ("data:;CHARSET=\"X\",X", "path"),
    ];
    let (mut same, mut both_refuse, mut refused) = (0, 0, Vec::new());
    let cases = json("data-urls.json");
    for entry in cases.as_array().unwrap() {
        let input = entry[0].as_str().unwrap();
        let body: Option<Vec<u8>> = entry.get(2).map(|b| serde_json::from_value(b.clone()).unwrap());
        match (DataUri::parse(input), body) {
            (Ok(d), Some(body)) => {
                assert_eq!(d.decode(), body, "{input:?}");
                same += 1;
            }
            (Ok(d), None) => panic!("{input:?}: WHATWG refuses it, RFC 2397 reads {:?}", d.decode()),
            (Err(e), body) => {
                if body.is_none() {
                    both_refuse += 1;
                }
                refused.push((input, e.rule()));
            }
        }
    }
    assert_eq!(refused, REFUSED);
    assert_eq!((same, both_refuse, refused.len()), (13, 1, 46));
}

/// RFC 4648 §10's test vectors, as `data:;base64,` URIs: valid, and
/// decoded to the plain text; and the plain text as a URI's data.
#[test]
fn rfc4648_test_vectors() {
    let v = json("scheme-examples.json");
    let mut n = 0;
    for pair in v["rfc4648_section_10"]["vectors"].as_array().unwrap() {
        let (plain, b64) = (pair[0].as_str().unwrap(), pair[1].as_str().unwrap());
        let text = format!("data:;base64,{b64}");
        let d = DataUri::parse(&text).unwrap();
        assert_eq!((d.decode(), d.decoded_len()), (plain.as_bytes().to_vec(), plain.len()), "{b64:?}");
        assert_eq!(DataUri::parse(&format!("data:,{plain}")).unwrap().decode(), plain.as_bytes());
        // Without its padding, each but the multiples of three is refused.
        let bare = b64.trim_end_matches('=');
        let e = DataUri::parse(&format!("data:;base64,{bare}")).err().map(|e| (e.rule(), e.section()));
        assert_eq!(e, (bare.len() != b64.len()).then_some(("base64", "RFC 4648 4")), "{bare:?}");
        n += 1;
    }
    assert_eq!(n, 7);
}

/// RFC 6068 §6's examples: valid, with their addresses and header fields.
#[test]
fn rfc6068_examples() {
    let v = json("scheme-examples.json");
    let valid = strings(&v["rfc6068_section_6"]["valid"]);
    for s in &valid {
        let m = MailtoUri::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert!(m.to().count() + m.headers().count() > 0, "{s}");
    }
    assert_eq!(valid.len(), 20);
    let m = MailtoUri::parse(valid[13]).unwrap();
    assert_eq!(m.to().next().unwrap().to_string(), r#""\\\"it's\ ugly\\\""@example.org"#);
    let m = MailtoUri::parse(valid[3]).unwrap();
    assert_eq!(m.headers().next().unwrap().1.to_string(), "send current-issue\r\nsend index");
    let m = MailtoUri::parse(valid[18]).unwrap();
    assert_eq!(m.to().next().unwrap().to_string(), "user@納豆.example.org");
}

/// RFC 8141's examples: the r-, q- and f-components of §2.3, and the
/// equivalence classes of §3.2.
#[test]
fn rfc8141_examples() {
    let v = &json("scheme-examples.json")["rfc8141"];
    fn parsed<'a>(s: &&'a str) -> Urn<'a> {
        Urn::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }
    let valid: Vec<Urn<'_>> = strings(&v["valid"]).iter().map(parsed).collect();
    assert_eq!(valid[0].r_component(), Some("CCResolve:cc=uk"));
    assert_eq!(valid[1].q_component(), Some("op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z"));
    assert_eq!(valid[2].f_component(), Some("somepart"));
    let same: Vec<Urn<'_>> = strings(&v["equivalent"]).iter().map(parsed).collect();
    let other: Vec<Urn<'_>> = strings(&v["not_equivalent_to_those"]).iter().map(parsed).collect();
    let pair: Vec<Urn<'_>> = strings(&v["equivalent_to_each_other"]).iter().map(parsed).collect();
    for a in &same {
        assert!(same.iter().all(|b| a.equivalent(b)), "{a}");
        assert!(other.iter().all(|b| !a.equivalent(b) && !b.equivalent(a)), "{a}");
    }
    assert!(pair[0].equivalent(&pair[1]));
    assert_eq!((same.len(), other.len()), (6, 6));
    let uuid = &json("scheme-examples.json")["rfc9562"]["valid"];
    for s in strings(uuid) {
        assert_eq!(parsed(&s).uuid().map(|u| u[15]), Some(0xf6), "{s}");
    }
}

/// RFC 8089's examples (Appendix B) and its nonstandard forms (Appendix E),
/// refused with the §2 form as help; RFC 2397 §4's examples.
#[test]
fn rfc8089_and_rfc2397_examples() {
    let v = json("scheme-examples.json");
    for s in strings(&v["rfc8089_appendix_b"]["valid"]) {
        assert!(FileUri::parse(s).unwrap().is_local() || s.contains("host.example.com"), "{s}");
    }
    for pair in v["rfc8089_appendix_b"]["appendix_e_refused"].as_array().unwrap() {
        let (s, fixed) = (pair[0].as_str().unwrap(), pair[1].as_str().unwrap());
        let e = Uri::parse(s).unwrap_err();
        assert_eq!(e.section(), "RFC 8089 2", "{s}");
        assert_eq!(e.suggestion(s).unwrap().text().to_string(), fixed, "{s}");
    }
    assert_eq!(DataUri::parse("data:,A%20brief%20note").unwrap().decode(), b"A brief note");
    let e = DataUri::parse("data:text/plain;charset=iso-8859-7,%be%fg%be").unwrap_err();
    assert_eq!((e.offset(), e.rule(), e.section()), (38, "pct-encoded", "2.1"));
}

/// CPython's `pathname2url` / `url2pathname` (posix, and `nturl2path` for
/// Windows): the file URI of each path is read back to the path, and ours
/// decodes to the same octets as Python's. Where they differ (Python's UNC
/// form with four slashes, RFC 8089 appendix E.3.2, which we refuse; Python
/// upper-cases the drive letter and drops empty segments), the test says so.
#[test]
fn python_pathname2url() {
    let v = json("python-pathname2url.json");
    let decoded = |s: &str| url_literal::percent::decode(s).into_bytes().into_owned();
    let mut n = 0;
    for row in v["posix"].as_array().unwrap() {
        let (path, url, back) = (row[0].as_str().unwrap(), row[1].as_str().unwrap(), row[2].as_str().unwrap());
        assert_eq!(back, path);
        let theirs = FileUri::parse(&format!("file://{url}")).unwrap().to_unix_path();
        assert_eq!(theirs.as_deref(), Some(path), "{url:?}");
        let ours = FileUri::from_unix_path(path).unwrap();
        assert_eq!(decoded(FileUri::parse(ours.as_str()).unwrap().path()), decoded(url), "{path:?}");
        n += 1;
    }
    assert_eq!(n, 11);
    let mut unc = 0;
    for row in v["nt"].as_array().unwrap() {
        let (path, url, back) = (row[0].as_str().unwrap(), row[1].as_str().unwrap(), row[2].as_str().unwrap());
        let text = format!("file:{url}");
        match FileUri::parse(&text) {
            Ok(f) => {
                // Python reads `///C:` as `C:`, the current directory of
                // drive C; RFC 8089 §2's path `/C:` is the drive's root.
                let want = if back.len() == 2 { format!("{back}\\") } else { back.to_owned() };
                assert_eq!(f.to_windows_path(), Some(want), "{url:?}");
            }
            Err(e) => {
                // `////server/share/...`: the help gives `file://server/share/...`.
                assert_eq!((e.rule(), url.starts_with("////")), ("auth-path", true), "{url:?}");
                let fixed = e.suggestion(&text).unwrap().text().to_string();
                assert_eq!(FileUri::parse(&fixed).unwrap().to_windows_path().as_deref(), Some(back));
                unc += 1;
            }
        }
        let ours = FileUri::from_windows_path(path).unwrap();
        let ours = FileUri::parse(ours.as_str()).unwrap();
        assert_eq!(ours.to_windows_path().as_deref(), Some(path), "{path:?}");
    }
    assert_eq!(unc, 1);
}

//! Vectors from others for the schemes `Uri::parse` reads by their own RFCs
//! (`tests/conformance/schemes-README.md` gives the sources):
//! the web-platform-tests' `data-urls.json` (WHATWG's data: URL processor,
//! which repairs where RFC 2397 refuses), CPython's `pathname2url` and
//! `url2pathname`, the file-path tests of the `url` crate
//! (`url-file-paths.json`), and the examples of RFC 4648 §10, RFC 6068 §6,
//! RFC 8141, RFC 8089 and RFC 2397 (`scheme-examples.json`).

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
        assert_eq!(theirs.as_deref(), Ok(path), "{url:?}");
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
                assert_eq!(f.to_windows_path(), Ok(want), "{url:?}");
            }
            Err(e) => {
                // `////server/share/...`: the help gives `file://server/share/...`.
                assert_eq!((e.rule(), url.starts_with("////")), ("auth-path", true), "{url:?}");
                let fixed = e.suggestion(&text).unwrap().text().to_string();
                assert_eq!(FileUri::parse(&fixed).unwrap().to_windows_path().as_deref(), Ok(back));
                unc += 1;
            }
        }
        let ours = FileUri::from_windows_path(path).unwrap();
        let ours = FileUri::parse(ours.as_str()).unwrap();
        assert_eq!(ours.to_windows_path().as_deref(), Ok(path), "{path:?}");
    }
    assert_eq!(unc, 1);
}

/// The file-path tests of the `url` crate (servo/rust-url's `from_file_path`,
/// `from_directory_path` and `to_file_path`, `url-file-paths.json`): each
/// case through `FileUri::from_path` / `from_unix_path` (Unix) or
/// `from_windows_path` (Windows), and `to_path` / `to_unix_path` /
/// `to_windows_path`. We have no `from_directory_path`: the path with a
/// trailing separator gives url's URI. Every URI we write reads back to its
/// path exactly. Where `url` and RFC 8089 part, the difference is listed
/// here with its reason; everything else gives url's very text.
#[test]
#[cfg(unix)]
fn url_file_paths() {
    use std::os::unix::ffi::{OsStrExt, OsStringExt};

    // (family, the path or URL of the case, what we give, why).
    const DIFFERS: &[(&str, &str, &str, &str)] = &[
        // NUL: no file system takes it (a POSIX pathname is a C string;
        // Windows forbids it in a name). url writes `%00` and decodes it
        // back into a path no system call opens; RFC 3986 §7.3 warns of
        // decoded octets a back-end file system gives a meaning. Refused.
        ("unix", "/foo/ba\0r", "Nul", "NUL in a path"),
        ("windows", "C:\\foo\\ba\0r", "Nul", "NUL in a path"),
        // `\\?\` turns Windows's normalisation off (`/` is no separator,
        // `..` a name); RFC 8089 §2 has no form for it, and the URI of the
        // plain path would be read as the normalised path. url rewrites it
        // to the plain form; we refuse rather than rewrite.
        ("windows", "\\\\?\\C:\\foo\\bar", "Verbatim", "verbatim path"),
        // `höst` is no `reg-name` (RFC 3986 §3.2.2: ASCII; a non-ASCII
        // name is written with IDNA or escaped UTF-8, each a rewrite of the
        // name Windows resolves by its own rules). url writes
        // `xn--hst-sna`: a conversion that names another host. Refused.
        ("windows", "\\\\h\u{f6}st\\share\\path\\file.txt", "UncHost", "non-ASCII UNC host"),
        // The verbatim UNC path, as above.
        ("windows", "\\\\?\\UNC\\host\\share\\path\\file.txt", "Verbatim", "verbatim UNC path"),
        // url (through std's `Path::components`) upper-cases the drive
        // letter and drops the empty components: `file:///C:/`, back `C:\`.
        // We keep the path as written (RFC 8089 Appendix E.2 takes a drive
        // letter of either case), each `/` a separator: the same directory
        // on Windows, and the very path back.
        ("windows", "c:///", "file:///c:///", "path kept as written"),
        // `%3A` is not the delimiter `:` (RFC 3986 §2.2: URIs that differ by
        // it are not equivalent) and RFC 8089 Appendix E.2's drive letter is
        // `ALPHA ":"`: `/C%3A/` is a segment named `C:`, no drive, so there
        // is no Windows path. url decodes it into a drive.
        ("windows", "file:///C%3A/foo/bar", "None", "encoded ':' is no drive letter"),
    ];
    // The refusals both make: (family, call, path or URL, what we give).
    const BOTH_REFUSE: &[(&str, &str, &str, &str)] = &[
        ("unix", "from_file_path", "relative", "Relative"),
        ("unix", "from_file_path", "../relative", "Relative"),
        ("unix", "from_file_path", "../foo.txt", "Relative"),
        ("unix", "from_file_path", "https://google.com/", "Relative"),
        ("unix", "from_directory_path", "relative", "Relative"),
        ("unix", "from_directory_path", "../relative", "Relative"),
        ("windows", "from_file_path", "relative", "Relative"),
        ("windows", "from_file_path", "..\\relative", "Relative"),
        ("windows", "from_file_path", "\\drive-relative", "Relative"),
        ("windows", "from_file_path", "\\\\ucn\\", "UncHost"),
        ("windows", "from_file_path", "\\\\.\\some\\path\\file.txt", "Verbatim"),
        ("windows", "to_file_path", "file:///C:/foo/ba%80r", "None"),
        ("windows", "from_directory_path", "relative", "Relative"),
        ("windows", "from_directory_path", "..\\relative", "Relative"),
        ("windows", "from_directory_path", "\\drive-relative", "Relative"),
        ("windows", "from_directory_path", "\\\\ucn\\", "UncHost"),
    ];
    let v = json("url-file-paths.json");
    assert_eq!(v["source"]["commit"], "25137be1fc1d35cc8ea7d43fc0a02166b023a483");
    let octets =
        |c: &Value, key: &str| -> Option<Vec<u8>> { c.get(key).map(|o| serde_json::from_value(o.clone()).unwrap()) };
    let (mut same, mut differ, mut refused) = (0, Vec::new(), Vec::new());
    for c in v["cases"].as_array().unwrap() {
        let (family, call) = (c["family"].as_str().unwrap(), c["call"].as_str().unwrap());
        let theirs_url = c["url"].as_str();
        // The key of the case, our result as text, and our path back.
        let (key, ours, back): (String, String, Option<Vec<u8>>) = if call == "to_file_path" {
            let f = FileUri::parse(theirs_url.unwrap()).unwrap();
            let p = if family == "unix" {
                let p = f.to_unix_path().ok();
                assert_eq!(f.to_path().ok(), p.clone().map(std::path::PathBuf::from), "{f}");
                p
            } else {
                f.to_windows_path().ok()
            };
            let theirs = c["path"].as_str();
            let ours = p.clone().unwrap_or_else(|| "None".into());
            if p.as_deref() == theirs {
                if theirs.is_none() {
                    refused.push((family, call, f.as_str().to_owned(), ours));
                } else {
                    same += 1;
                }
                continue;
            }
            (f.as_str().to_owned(), ours, None)
        } else {
            let mut path = octets(c, "path_octets").unwrap_or_else(|| c["path"].as_str().unwrap().as_bytes().to_vec());
            let key = String::from_utf8_lossy(&path).into_owned();
            if call == "from_directory_path" {
                path.push(if family == "unix" { b'/' } else { b'\\' });
            }
            let made = if family == "unix" {
                let made = FileUri::from_path(std::path::Path::new(std::ffi::OsStr::from_bytes(&path)));
                if let Ok(text) = std::str::from_utf8(&path) {
                    assert_eq!(
                        FileUri::from_unix_path(text).map(|u| u.as_str().to_owned()),
                        made.as_ref().map(|u| u.as_str().to_owned()).map_err(|e| *e)
                    );
                }
                made
            } else {
                FileUri::from_windows_path(std::str::from_utf8(&path).unwrap())
            };
            match made {
                Ok(u) => {
                    // Every URI we write reads back to its path, exactly.
                    let f = FileUri::parse(u.as_str()).unwrap();
                    let back = if family == "unix" {
                        f.to_path().ok().map(|p| p.into_os_string().into_vec())
                    } else {
                        f.to_windows_path().ok().map(String::into_bytes)
                    };
                    // (On Windows, `/` reads back as `\`.)
                    let path: Vec<u8> =
                        path.iter().map(|&b| if family == "windows" && b == b'/' { b'\\' } else { b }).collect();
                    assert_eq!(back.as_deref(), Some(&path[..]), "{u}");
                    (key, u.as_str().to_owned(), back)
                }
                Err(e) => {
                    if theirs_url.is_none() {
                        refused.push((family, call, key, format!("{e:?}")));
                        continue;
                    }
                    (key, format!("{e:?}"), None)
                }
            }
        };
        let theirs_back = octets(c, "back_octets").or_else(|| c["back"].as_str().map(|b| b.as_bytes().to_vec()));
        if Some(ours.as_str()) == theirs_url && (theirs_back.is_none() || theirs_back == back) {
            same += 1;
        } else {
            differ.push((family, key, ours));
        }
    }
    let want: Vec<(&str, String, String)> =
        DIFFERS.iter().map(|&(f, k, ours, _)| (f, k.to_owned(), ours.to_owned())).collect();
    assert_eq!(differ, want);
    let want: Vec<(&str, &str, String, String)> =
        BOTH_REFUSE.iter().map(|&(f, call, k, ours)| (f, call, k.to_owned(), ours.to_owned())).collect();
    assert_eq!(refused, want);
    // 36 cases: 13 alike, 16 refused by both, 7 differences.
    assert_eq!((same, refused.len(), differ.len()), (13, 16, 7));
}

/// Issue 44, item 3: the repro. A file URI whose segments show no `..` and
/// whose path starts with `/srv/uploads/` gave `/srv/uploads/../../etc/passwd`;
/// now every path conversion refuses it, saying why, and Windows paths also
/// refuse what Windows reads as another file. `normalized()` keeps a drive.
#[test]
fn file_uri_paths_never_climb() {
    use url_literal::{file_uri, FilePathError};
    const UPLOAD: FileUri<'static> = file_uri!("file:///srv/uploads/%2E%2E/%2E%2E/etc/passwd");
    assert_eq!(UPLOAD.segments().collect::<Vec<_>>(), ["srv", "uploads", "%2E%2E", "%2E%2E", "etc", "passwd"]);
    assert!(UPLOAD.path().starts_with("/srv/uploads/"));
    assert_eq!(UPLOAD.to_path(), Err(FilePathError::DotSegment));
    assert_eq!(UPLOAD.to_unix_path(), Err(FilePathError::DotSegment));
    assert_eq!(
        FilePathError::DotSegment.to_string(),
        "segment '.' or '..' once decoded, which would climb out of the path (RFC 3986 §2.3, §3.3)"
    );
    let win = |s: &str| FileUri::parse(s).unwrap().to_windows_path();
    assert_eq!(win("file:///C:/srv/%2e%2e/boot.ini"), Err(FilePathError::DotSegment));
    assert_eq!(win("file:///C:/srv/nul.txt"), Err(FilePathError::DeviceName));
    assert_eq!(win("file:///C:/srv/COM%C2%B9"), Err(FilePathError::DeviceName));
    assert_eq!(win("file:///C:/srv/a.txt:hidden"), Err(FilePathError::AlternateStream));
    assert_eq!(win("file:///C:/srv/a.txt%20"), Err(FilePathError::TrailingDotOrSpace));
    assert_eq!(win("file:///C:/srv/a.txt").as_deref(), Ok(r"C:\srv\a.txt"));
    let n = |s: &str| Uri::parse(s).unwrap().normalized();
    assert_eq!(n("file:///C:/x/%2E%2E/%2E%2E/Windows"), "file:///C:/Windows");
    assert_eq!(n("file:///srv/uploads/%2E%2E/%2E%2E/etc/passwd"), "file:///etc/passwd");
}

/// Issue 44, items 1 and 2: the repros, refused wherever a mailto URI is
/// parsed, with the offset of the offending escape, its rule and section.
#[test]
fn mailto_refuses_what_a_composer_would_misread() {
    let cases: &[(&str, usize, usize, &str, &str)] = &[
        ("mailto:ops@example.com?subject=Report%0D%0ABcc:%20attacker@evil.example", 37, 3, "hfield", "RFC 6068 5"),
        ("mailto:ops@example.com?x%0D%0ABcc=attacker@evil.example", 24, 3, "hfield", "RFC 5322 3.6.8"),
        ("mailto:ops@example.com?=x", 23, 0, "hfield", "RFC 5322 3.6.8"),
        ("mailto:ops@example.com?Sub:ject=x", 26, 1, "hfield", "RFC 5322 3.6.8"),
        ("mailto:ops@example.com?to=attacker", 26, 8, "addr-spec", "RFC 5322 3.4.1"),
        ("mailto:ops@example.com?BCC=a@b%0D%0Ax", 30, 3, "addr-spec", "RFC 5322 3.4.1"),
        ("mailto:ops@example.com?subject=a%00b", 32, 3, "hfield", "RFC 5322 2.2"),
        ("mailto:ops@example.com?body=a%0Ab", 29, 3, "hfield", "RFC 6068 5"),
        ("mailto:a%FF@example.com", 8, 3, "addr-spec", "RFC 6532 3.1"),
        ("mailto:a%C0%AE@example.com", 8, 3, "addr-spec", "RFC 6532 3.1"),
        ("mailto:%E2%80%AEelpmaxe.knab@nimda", 7, 9, "addr-spec", "RFC 3987 4.1"),
        ("mailto:ad%E2%80%8Bmin@bank.example", 9, 9, "addr-spec", "RFC 5892 2.6"),
        ("mailto:?cc=%EF%BB%BFadmin@bank.example", 11, 9, "addr-spec", "RFC 5892 2.6"),
    ];
    for &(s, offset, length, rule, section) in cases {
        let e = MailtoUri::parse(s).unwrap_err();
        assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (offset, length, rule, section), "{s}");
        assert_eq!(Uri::parse(s).unwrap_err(), e, "{s}");
        assert_eq!(MailtoUri::parse_const(s).unwrap_err(), e, "{s}");
        let i = url_literal::Iri::parse(s).unwrap_err();
        assert_eq!((i.offset(), i.length(), i.rule(), i.section()), (offset, length, rule, section), "{s}");
    }
    assert_eq!(
        MailtoUri::parse(cases[0].0).unwrap_err().to_string(),
        "encoded CR (%0D) in a header field of a mailto URI, which a mail composer decodes and writes as a line \
         break, starting a header field of the URI's choosing; only 'body' takes line breaks (RFC 6068 §5)"
    );
    // What stays: a body's line breaks, a tab in a subject, addresses in `to`.
    let m = MailtoUri::parse("mailto:a@b?subject=x%09y&body=1%0D%0A2&To=c@d,%22e%20f%22@g").unwrap();
    let h: Vec<(String, String)> = m.headers().map(|(n, v)| (n.to_string(), v.to_string())).collect();
    let pair = |n: &str, v: &str| (n.to_string(), v.to_string());
    assert_eq!(h, [pair("subject", "x\ty"), pair("body", "1\r\n2"), pair("To", "c@d,\"e f\"@g")]);
}

/// Issue 44, item 2: an address holds no default-ignorable code point
/// (Unicode's `Default_Ignorable_Code_Point`, as the `regex` crate's tables
/// have it): the bidi formatting ones refused by RFC 3987 §4.1, the others
/// by RFC 5892 §2.6; every other scalar value, percent-encoded, is taken.
/// Planes 0, 1 and the first 4,352 of plane 14: every default-ignorable
/// code point is there (the planes in between hold none; a debug build
/// takes 20 s for all 17).
#[test]
fn every_default_ignorable_code_point_is_refused() {
    let ignorable = regex::Regex::new(r"^\p{Default_Ignorable_Code_Point}$").unwrap();
    let bidi = |c: char| matches!(c as u32, 0x200E..=0x200F | 0x202A..=0x202E);
    let (mut refused, mut s) = (0, String::new());
    let planes = (0x80..0x20000).chain(0xE0000..0xE1100);
    for c in planes.filter_map(char::from_u32) {
        s.clear();
        s.push_str("mailto:a");
        for b in c.to_string().bytes() {
            s.push_str(&format!("%{b:02X}"));
        }
        s.push_str("b@x.example");
        let got = MailtoUri::parse(&s).err().map(|e| (e.offset(), e.length(), e.rule(), e.section()));
        let want = ignorable
            .is_match(c.encode_utf8(&mut [0; 4]))
            .then(|| (8, 3 * c.len_utf8(), "addr-spec", if bidi(c) { "RFC 3987 4.1" } else { "RFC 5892 2.6" }));
        assert_eq!(got, want, "U+{:04X}", c as u32);
        refused += usize::from(want.is_some());
    }
    assert_eq!(refused, 4174);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(crate::helpers::sized(256, 2048) as u32))]

    /// Whatever the pieces, a mailto URI that parses hands a composer header
    /// names of printable ASCII without ':', no CR, LF or NUL outside the
    /// body (CR LF pairs inside it), and addresses (the path's, and those of
    /// `to`, `cc`, `bcc`) of well-formed UTF-8 without bidi formatting or
    /// invisible characters.
    #[test]
    fn a_parsed_mailto_uri_is_safe_for_a_composer(
        path in proptest::collection::vec(0..PIECES.len(), 0..6),
        query in proptest::collection::vec(0..PIECES.len(), 0..10),
    ) {
        let text: String = path.iter().map(|&k| PIECES[k]).collect();
        let q: String = query.iter().map(|&k| PIECES[k]).collect();
        let s = format!("mailto:{text}?{q}");
        let Ok(m) = MailtoUri::parse(&s) else { return Ok(()) };
        let bytes = |d: url_literal::interpret::Decoded<'_>| d.bytes().collect::<Vec<u8>>();
        let address_ok = |a: &[u8]| {
            let a = std::str::from_utf8(a).map_err(|_| format!("ill-formed UTF-8 in {s}"))?;
            match a.chars().find(|c| matches!(*c as u32, 0x200B..=0x200F | 0x202A..=0x202E | 0x2060 | 0x2066..=0x2069 | 0xFEFF)) {
                Some(c) => Err(format!("U+{:04X} in an address of {s}", c as u32)),
                None => Ok(()),
            }
        };
        for a in m.to() {
            address_ok(&bytes(a)).map_err(proptest::test_runner::TestCaseError::fail)?;
        }
        for (n, v) in m.headers() {
            let (n, v) = (bytes(n), bytes(v));
            proptest::prop_assert!(!n.is_empty() && n.iter().all(|&c| (33..=126).contains(&c) && c != b':'), "{s}");
            let name = String::from_utf8(n).unwrap().to_ascii_lowercase();
            if ["to", "cc", "bcc"].contains(&name.as_str()) {
                for a in v.split(|&c| c == b',').filter(|a| !a.is_empty()) {
                    address_ok(a).map_err(proptest::test_runner::TestCaseError::fail)?;
                }
            } else if name == "body" {
                let lone = v.iter().enumerate().any(|(k, &c)| {
                    (c == b'\r' && v.get(k + 1) != Some(&b'\n')) || (c == b'\n' && (k == 0 || v[k - 1] != b'\r'))
                });
                proptest::prop_assert!(!lone, "{s}");
            } else {
                proptest::prop_assert!(!v.iter().any(|c| matches!(c, b'\r' | b'\n' | 0)), "{s}");
            }
        }
    }
}

/// The pieces of [`a_parsed_mailto_uri_is_safe_for_a_composer`]'s URIs.
const PIECES: &[&str] = &[
    "a",
    "b.c",
    "@",
    ",",
    "&",
    "=",
    ":",
    "%3A",
    "%20",
    "%09",
    "%0D",
    "%0A",
    "%0D%0A",
    "%00",
    "%22",
    "%5C",
    "%40",
    "%E2%80%AE",
    "%E2%80%8B",
    "%E2%81%A7",
    "%EF%BB%BF",
    "%C0%AE",
    "%FF",
    "%C3%A9",
    "%C3",
    "%A9",
    "%E2%80",
    "é",
    "\u{200b}",
    "to",
    "cc",
    "Bcc",
    "body",
    "BODY",
    "subject",
    "%74o",
    "x",
    "to=",
    "cc=",
    "body=",
    "&to=",
    "&body=",
];

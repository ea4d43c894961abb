//! Regression tests for what the cargo-fuzz targets (`fuzz/`) found: each
//! input as the fuzzer reported it (minimized), with the behaviour that was
//! checked and why it is right.

use url_core::resolve::{resolve_rfc3986_to_string, RelativeRef};
use url_core::{FilePathError, FileUri, Url};

/// `fuzz/resolve`, first run: the target asserted that every RFC 3986
/// result, taken as a reference against the same base, resolves to itself.
/// It does not for the empty reference: RFC 3986 §5.2.2 takes the base path
/// as it is when the reference has no scheme, authority or path (no
/// `remove_dot_segments`), while an absolute reference has its dot segments
/// removed. The library was right; the property now applies only when the
/// reference has a scheme, an authority or a path.
#[test]
fn rfc3986_empty_reference_keeps_the_base_path_as_it_is() {
    let base = Url::parse("httptp://c/d/c/d;./../g./../g").unwrap();
    let empty = RelativeRef::parse("").unwrap();
    let t = resolve_rfc3986_to_string(&base, &empty).unwrap();
    assert_eq!(t, "httptp://c/d/c/d;./../g./../g");
    // taken as an absolute reference, the same text loses its dot segments
    let again = resolve_rfc3986_to_string(&base, &RelativeRef::parse(&t).unwrap()).unwrap();
    assert_eq!(again, "httptp://c/d/c/g");
    // and from there on it is a fixed point
    let third = resolve_rfc3986_to_string(&base, &RelativeRef::parse(&again).unwrap()).unwrap();
    assert_eq!(third, again);
}

/// `fuzz/schemes`, first 300 s run (after 2.0 M executions): the Windows path
/// `/\\localhost/C:` (a UNC path, `/` and `\` both separators, whose share is
/// named like a drive) became `file://localhost/C:`, which `to_windows_path`
/// reads as the local drive: `C:\`, another path. A conversion gives the path
/// back or refuses, never another path. Now the share keeps its `:` escaped
/// (`C%3A`, which RFC 3986 §2.2 and RFC 8089 Appendix E.2 do not read as a
/// drive letter), and `file://localhost/share/...` without a drive reads back
/// as the local machine's UNC path `\\localhost\share\...` (it gave `None`).
/// Since issue 44 (item 3), a share holding `:` is refused: Windows would read
/// `C:` there as an alternate data stream, and a share name has no `:`.
#[test]
fn windows_unc_share_named_like_a_drive_on_localhost_reads_back_as_the_share() {
    let u = FileUri::from_windows_path("/\\localhost/C:").unwrap();
    assert_eq!(u.as_str(), "file://localhost/C%3A");
    let f = FileUri::parse(u.as_str()).unwrap();
    assert_eq!(f.to_windows_path(), Err(FilePathError::AlternateStream));
    let u = FileUri::from_windows_path(r"\\LOCALHOST\d:\dir\x.txt").unwrap();
    assert_eq!(u.as_str(), "file://LOCALHOST/d%3A/dir/x.txt");
    assert_eq!(FileUri::parse(u.as_str()).unwrap().to_windows_path(), Err(FilePathError::AlternateStream));
    // The drive itself, written as RFC 8089 Appendix E.2 writes it, is still the drive.
    assert_eq!(FileUri::parse("file://localhost/C:/x").unwrap().to_windows_path().as_deref(), Ok(r"C:\x"));
    assert_eq!(FileUri::parse("file:///C:/x").unwrap().to_windows_path().as_deref(), Ok(r"C:\x"));
    // Another share of localhost, and another host's share named like a drive.
    assert_eq!(FileUri::parse("file://localhost/c$/x").unwrap().to_windows_path().as_deref(), Ok(r"\\localhost\c$\x"));
    assert_eq!(FileUri::from_windows_path(r"\\server\C:\x").unwrap().as_str(), "file://server/C:/x");
    assert_eq!(FileUri::parse("file://server/C:/x").unwrap().to_windows_path(), Err(FilePathError::AlternateStream));
}

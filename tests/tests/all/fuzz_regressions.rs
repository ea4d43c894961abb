//! Regression tests for what the cargo-fuzz targets (`fuzz/`) found: each
//! input as the fuzzer reported it (minimized), with the behaviour that was
//! checked and why it is right.

use url_core::resolve::{resolve_rfc3986_to_string, RelativeRef};
use url_core::Url;

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

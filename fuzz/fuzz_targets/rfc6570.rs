//! `UriTemplate::parse` and `UriTemplate::expand` (RFC 6570) on arbitrary
//! text. Input: the template, then optionally a newline and the values'
//! text: each variable's value is that text (a name starting with `l` gets
//! it split at `,` as a list, one starting with `m` split at `,` and `=`
//! as an associative array, one starting with `u` is undefined).
//!
//! - No panic. `parse` and `parse_const` give the same answer. An error's
//!   span lies inside the input, on character boundaries, and cites
//!   RFC 6570.
//! - A valid template's expressions are slices of it, in order, each
//!   `{`...`}`; every variable is a varspec's name; the level is 1 to 4.
//! - An expansion is a URI-reference that parses back as itself; with a
//!   scheme in the fixed text, a URI of that scheme. A template without
//!   expressions expands to itself with its non-ASCII characters
//!   percent-encoded, or is refused naming no variable. A refusal names a
//!   variable of the template, or carries the parser's error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_core::rfc6570::{UriTemplate, Value};
use url_core::{UriBuf, UriRef};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let (template, values) = text.split_once('\n').unwrap_or((text, "v"));
    let parsed = UriTemplate::parse(template);
    assert_eq!(parsed, UriTemplate::parse_const(template));
    let t = match parsed {
        Ok(t) => t,
        Err(e) => {
            assert!(e.offset() + e.length() <= template.len(), "{template:?}: {e:?}");
            assert!(template.is_char_boundary(e.offset()) && template.is_char_boundary(e.offset() + e.length()));
            assert!(e.to_string().contains("(RFC 6570 §"), "{e}");
            return;
        }
    };
    assert!((1..=4).contains(&t.level()));
    let mut at = 0;
    let mut names = Vec::new();
    for e in t.expressions() {
        assert!(e.offset() >= at && e.as_str().starts_with('{') && e.as_str().ends_with('}'));
        assert_eq!(&template[e.offset()..e.offset() + e.as_str().len()], e.as_str());
        at = e.offset() + e.as_str().len();
        names.extend(e.varspecs().map(|v| v.name()));
    }
    let variables = t.variables();
    assert!(variables.iter().all(|v| names.contains(v)) && names.iter().all(|n| variables.contains(n)));
    let vars = |name: &str| {
        Some(match name.as_bytes()[0] {
            b'l' => Value::List(values.split(',').map(String::from).collect()),
            b'm' => Value::assoc(values.split(',').map(|p| p.split_once('=').unwrap_or((p, "")))),
            b'u' => Value::Undefined,
            _ => Value::from(values),
        })
    };
    match t.expand(&vars) {
        Ok(u) => {
            assert_eq!(UriRef::parse(u.as_str()), Ok(u.as_uri_ref()));
            if t.has_scheme() {
                let uri = UriBuf::try_from(u.clone()).expect("a fixed scheme gives a URI");
                assert_eq!(uri.as_uri().scheme(), &template[..template.find(':').unwrap()]);
            }
            if names.is_empty() {
                let encoded: String = template
                    .chars()
                    .map(|c| if c.is_ascii() { c.to_string() } else { c.to_string().bytes().map(|b| format!("%{b:02X}")).collect() })
                    .collect();
                assert_eq!(u.as_str(), encoded);
            }
        }
        Err(e) => match e.hole() {
            Some(hole) => {
                let name = hole.trim_matches(['{', '}', '+', '#', '.', '/', ';', '?', '&']);
                let name = name.split([':', '*']).next().unwrap();
                assert!(names.contains(&name), "{template:?}: {e}");
            }
            None => assert!(e.error().is_some(), "{template:?}: {e}"),
        },
    }
});

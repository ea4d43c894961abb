//! `prosperourl` (RFC 1738 §3.11, §5).
//!
//! ```text
//! prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
//! ppath       = psegment *[ "/" psegment ]
//! psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//! fieldspec   = ";" fieldname "=" fieldvalue
//! fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
//! fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
//! ```

use crate::helpers;

use helpers::*;
use url_core::{Details, Host, ProsperoUrl, Scheme, Url};

/// `(host, port, hsoname, fields)` of a prospero URL.
type Prospero<'a> = (Host<'a>, Option<u16>, &'a str, Vec<(&'a str, &'a str)>);

#[track_caller]
fn prospero(input: &str) -> ProsperoUrl<'_> {
    let url = ok(input);
    assert_eq!(url.kind(), Scheme::Prospero);
    let Details::Prospero(view) = url.details() else { panic!("{input:?} is not seen as prospero") };
    assert_eq!(ProsperoUrl::parse(input), Ok(view));
    assert_eq!(ProsperoUrl::from_url(url), Ok(view));
    assert_eq!(view.as_url(), url);
    assert_eq!((url.user(), url.password()), (None, None));
    assert_eq!(view.port_or_default(), view.port().unwrap_or(1525));
    view
}

#[track_caller]
fn parts(input: &str) -> Prospero<'_> {
    let p = prospero(input);
    (p.host(), p.port(), p.hsoname(), p.fields().collect())
}

#[test]
fn spec_hsoname_with_a_leading_slash() {
    // "<URL:prospero://host.dom//pros/name> designates a <hsoname> of "/pros/name"".
    assert_eq!(parts("prospero://host.dom//pros/name"), (Host::Name("host.dom"), None, "/pros/name", vec![]));
    assert_eq!(prospero("prospero://host.dom//pros/name").as_url().url_path(), Some("/pros/name"));
    assert_eq!(
        parts("prospero://host.dom//pros/name;OBJECT-VERSION=2"),
        (Host::Name("host.dom"), None, "/pros/name", vec![("OBJECT-VERSION", "2")])
    );
}

#[test]
fn hsonames() {
    assert_eq!(parts("prospero://host/"), (Host::Name("host"), None, "", vec![]));
    assert_eq!(parts("prospero://host:1525/x"), (Host::Name("host"), Some(1525), "x", vec![]));
    assert_eq!(parts("prospero://1.2.3.4:99/x"), (Host::Ipv4([1, 2, 3, 4]), Some(99), "x", vec![]));
    // "/" may appear unquoted; psegment takes "?", ":", "@", "&", "=".
    assert_eq!(parts("prospero://host/a=b?:@&/c"), (Host::Name("host"), None, "a=b?:@&/c", vec![]));
    // An encoded ';' is part of the name.
    assert_eq!(parts("prospero://host/a%3Bb"), (Host::Name("host"), None, "a%3Bb", vec![]));
    assert_eq!(prospero("prospero://h/x").port_or_default(), 1525);
}

#[test]
fn fields() {
    assert_eq!(parts("prospero://host/x;a=b;c=d"), (Host::Name("host"), None, "x", vec![("a", "b"), ("c", "d")]));
    assert_eq!(parts("prospero://host/x;=v"), (Host::Name("host"), None, "x", vec![("", "v")]));
    assert_eq!(parts("prospero://host/x;a="), (Host::Name("host"), None, "x", vec![("a", "")]));
    assert_eq!(parts("prospero://host/x;="), (Host::Name("host"), None, "x", vec![("", "")]));
    assert_eq!(parts("prospero://host/;a=b"), (Host::Name("host"), None, "", vec![("a", "b")]));
    assert_eq!(parts("prospero://host/x;a?:@&=b?:@&"), (Host::Name("host"), None, "x", vec![("a?:@&", "b?:@&")]));
    assert_eq!(parts("prospero://host/x;a%3D=b%3B%3D"), (Host::Name("host"), None, "x", vec![("a%3D", "b%3B%3D")]));
    let p = prospero("prospero://host/x;a=b#f");
    assert_eq!((p.fields().collect::<Vec<_>>(), p.fragment()), (vec![("a", "b")], Some("f")));

    // The iterator is fused and can be cloned.
    let p = prospero("prospero://h/x;a=1;b=2;c=3");
    let mut it = p.fields();
    assert_eq!(it.next(), Some(("a", "1")));
    let rest = it;
    assert_eq!(it.next(), Some(("b", "2")));
    assert_eq!(it.next(), Some(("c", "3")));
    assert_eq!(it.next(), None);
    assert_eq!(it.next(), None);
    assert_eq!(rest.count(), 2);
    assert_eq!(prospero("prospero://h/x").fields().next(), None);
}

#[test]
fn field_without_equals() {
    let msg = "prospero field without '='; fields are ';name=value'";
    let exp = "';name=value'";
    err_uri("prospero://host/x;", 17, 1, "fieldspec", "3.11", exp, msg);
    err_uri("prospero://host/x;abc", 17, 4, "fieldspec", "3.11", exp, msg);
    err_uri("prospero://host/x;a;b=c", 17, 2, "fieldspec", "3.11", exp, msg);
    err_uri("prospero://host/x;a=b;c", 21, 2, "fieldspec", "3.11", exp, msg);
    err_uri("prospero://host/x;abc#f", 17, 4, "fieldspec", "3.11", exp, msg);
}

#[test]
fn field_characters() {
    let reserved = |c: &str, part: &str, hex: &str| {
        format!("unexpected character '{c}' in prospero {part}; '{c}' is reserved there and must be written {hex}")
    };
    err_uri("prospero://host/x;a=b=c", 21, 1, "fieldvalue", "3.11", FIELD_CHARS, &reserved("=", "field value", "%3D"));
    err_uri("prospero://host/x;a=b/c", 21, 1, "fieldvalue", "3.11", FIELD_CHARS, &reserved("/", "field value", "%2F"));
    err_uri("prospero://host/x;a/b=c", 19, 1, "fieldname", "3.11", FIELD_CHARS, &reserved("/", "field name", "%2F"));
    err(
        "prospero://host/x;a b",
        19,
        1,
        "fieldname",
        "2.2",
        FIELD_CHARS,
        "space in prospero field name; write it as %20",
    );
    err(
        "prospero://host/x;a=b c",
        21,
        1,
        "fieldvalue",
        "2.2",
        FIELD_CHARS,
        "space in prospero field value; write it as %20",
    );
    err(
        "prospero://host/x;a%zz=b",
        19,
        3,
        "fieldname",
        "2.2",
        FIELD_CHARS,
        "'%' not followed by two hex digits in prospero field name; write a literal '%' as %25",
    );
    err(
        "prospero://host/x;a=b%zz",
        21,
        3,
        "fieldvalue",
        "2.2",
        FIELD_CHARS,
        "'%' not followed by two hex digits in prospero field value; write a literal '%' as %25",
    );
}

#[test]
fn hsoname_characters() {
    err("prospero://host/a b", 17, 1, "psegment", "2.2", FPATH_CHARS, "space in prospero name; write it as %20");
    err(
        "prospero://host/a%",
        17,
        1,
        "psegment",
        "2.2",
        FPATH_CHARS,
        "'%' not followed by two hex digits in prospero name; write a literal '%' as %25",
    );
    err_uri(
        "prospero://host/~a",
        16,
        1,
        "psegment",
        "2.2",
        FPATH_CHARS,
        "unexpected character '~' in prospero name; '~' is unsafe and must be written %7E",
    );
}

#[test]
fn the_hsoname_slash_is_required() {
    let msg = "prospero URLs need '/<hsoname>' after the host";
    err_uri("prospero://host", 15, 0, "prosperourl", "3.11", "'/<hsoname>'", msg);
    err_uri("prospero://host:1525", 20, 0, "prosperourl", "3.11", "'/<hsoname>'", msg);
    err_uri("prospero://host#f", 15, 0, "prosperourl", "3.11", "'/<hsoname>'", msg);
}

#[test]
fn no_user_name_or_password() {
    let msg = "prospero URLs take no user name or password";
    err_uri("prospero://user@host/x", 11, 5, "prosperourl", "3.11", NO_LOGIN, msg);
    err_uri("prospero://u:p@host/x", 11, 4, "prosperourl", "3.11", NO_LOGIN, msg);
    err_uri("prospero:host/x", 9, 1, "prosperourl", "3.11", "prospero://", "prospero URLs start with 'prospero://'");
}

#[test]
fn typed_parse_rejects_other_schemes() {
    let e = ProsperoUrl::parse("mailto:a@b").unwrap_err();
    check(&e, "mailto:a@b", 0, 6, "prosperourl", "3.11", "prospero://", "expected a prospero URL, found a mailto URL");
    let e = ProsperoUrl::from_url(Url::parse("x-pros://h/x").unwrap()).unwrap_err();
    check(
        &e,
        "x-pros://h/x",
        0,
        6,
        "prosperourl",
        "3.11",
        "prospero://",
        "expected a prospero URL, found a URL of a scheme RFC 1738 does not define",
    );
}

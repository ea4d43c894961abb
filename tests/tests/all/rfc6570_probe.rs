//! What a hostile probe of the RFC 6570 surface found, kept as tests: each
//! failed before its fix (the probe table is in the fix's commit message).

use serde_json::json;
use url_core::rfc6570::UriTemplate;
use url_core::template::ValueProblem;
use url_literal::{try_uri_template, uri_template};

/// The expansion of `template` with `vars`, or the refusal's hole, problem
/// and message.
fn expand(template: &str, vars: serde_json::Value) -> Result<String, (Option<String>, Option<ValueProblem>, String)> {
    UriTemplate::parse(template)
        .unwrap()
        .expand(&vars)
        .map(|u| u.as_str().to_owned())
        .map_err(|e| (e.hole().map(str::to_owned), e.problem(), e.to_string()))
}

/// A value that writes the `/`, `?` or `#` ending a path segment does not
/// make the segment's last part: `h{/x}%2F.{/y}` with `1` and `1` was
/// refused naming `{/x}` (while `1` and undefined was not), and
/// `uri_template!`, which admits integers there, panicked at run time; nor
/// does an undefined value standing before a fixed `%2F` make the part
/// after it (`a{x}%2F.{#y}x` was refused naming `{x}`).
/// The fixed `%2F.` is the template's own, as a whole fixed `..` before a
/// value is (`/a/..{/x}`).
#[test]
fn a_value_that_ends_a_segment_does_not_make_its_dot_part() {
    for (template, vars, want) in [
        ("https://h{/x}%2F.{/y}", json!({"x": "1", "y": "1"}), "https://h/1%2F./1"),
        ("https://h{/x}%2F.{/y}", json!({"x": "1"}), "https://h/1%2F."),
        ("/a/{x}%2F.{?y}", json!({"x": "1", "y": "1"}), "/a/1%2F.?y=1"),
        ("/a/{x}%2F..{#y}", json!({"x": "1", "y": "1"}), "/a/1%2F..#1"),
        ("/a/{.x}%5C..{/y}", json!({"x": "1", "y": "2"}), "/a/.1%5C../2"),
        ("/a/{x}%2F.{/y}", json!({"x": "1", "y": "1"}), "/a/1%2F./1"),
        // An empty value before a fixed separator stands in the part
        // before it, not in the one after it.
        ("https://h/a{x}%2F.{#y}x", json!({"y": "1"}), "https://h/a%2F.#1x"),
        ("https://h/a{+x}%2F.{?y}..", json!({"x": "", "y": ""}), "https://h/a%2F.?y=.."),
    ] {
        assert_eq!(expand(template, vars), Ok(want.to_owned()), "{template}");
    }
    // A value that writes in the part, or its separator, or stands in it
    // empty, still makes it.
    let part = |dots| Some(ValueProblem::DotPart { dots });
    for (template, vars, hole, problem) in [
        ("/a/b%2F.{x}", json!({"x": "."}), "{x}", part(2)),
        ("/a/{+x}..{/y}", json!({"x": "b%2F", "y": "1"}), "{+x}", part(2)),
        ("/a/b%2F..{x}{/y}", json!({"x": "", "y": "1"}), "{x}", part(2)),
    ] {
        let got = expand(template, vars).map_err(|(h, p, _)| (h, p));
        assert_eq!(got, Err((Some(hole.to_owned()), problem)), "{template}");
    }
    // The infallible form admits integers there, and now yields the URI.
    let (x, y) = (1u8, 2u16);
    assert_eq!(uri_template!("https://h/{/x}%2F.{/y}").as_str(), "https://h//1%2F./2");
    assert_eq!(uri_template!("https://h/{.x}%2F.{?y}").as_str(), "https://h/.1%2F.?y=2");
    assert_eq!(uri_template!("https://h/a{/x}%2F.{#y}").as_str(), "https://h/a/1%2F.#2");
    let x: Option<u8> = None;
    assert_eq!(uri_template!("https://h/a{x}%2F.{/y}x").as_str(), "https://h/a%2F./2x");
}

/// An IPv6 literal that a reserved expansion writes as the whole host is
/// named a host, not a port (its `:` are inside `[` `]`).
#[test]
fn an_ipv6_literal_in_a_reserved_expansion_moves_the_host() {
    let moves = |component| Some(ValueProblem::Moves { component });
    for (template, vars, hole, component) in [
        ("http://{+x}/", json!({"x": "[::1]"}), "{+x}", "host"),
        ("http://{+x}/", json!({"x": "h:80"}), "{+x}", "port"),
        ("http://{+x}/", json!({"x": "u@h"}), "{+x}", "userinfo"),
        ("http://h{+p}/", json!({"p": ":8080"}), "{+p}", "port"),
        ("http://[::1]{+p}/", json!({"p": ":80"}), "{+p}", "port"),
        ("http://[{+p}/", json!({"p": "::1]"}), "{+p}", "host"),
    ] {
        let got = expand(template, vars).map_err(|(h, p, _)| (h, p));
        assert_eq!(got, Err((Some(hole.to_owned()), moves(component))), "{template}");
    }
    let (_, _, text) = expand("http://{+x}/", json!({"x": "[::1]"})).unwrap_err();
    assert_eq!(
        text,
        "the value of {+x} moves the host away from what the template's fixed text wrote (RFC 6570 §3.2.3 writes \
         reserved characters as they are)"
    );
    let r = try_uri_template!("http://{+x}/", x = "[::1]");
    assert_eq!(r.unwrap_err().problem(), moves("host"));
}

/// `{x*:3}` is the mistake of `{x:3*}` written the other way round, and
/// is named as it is: both modifiers on one variable (§2.4), not a `:` in
/// a variable name.
#[test]
fn explode_then_prefix_is_named_both_modifiers() {
    for (template, offset) in [("/x{a*:1}", 5), ("{a,b*:20}", 5), ("/x{a:1*}", 6)] {
        let e = UriTemplate::parse(template).unwrap_err();
        assert_eq!(
            (e.offset(), e.length(), e.rule(), e.section(), e.message().to_string()),
            (
                offset,
                1,
                "modifier-level4",
                "2.4",
                "a variable takes either a prefix modifier or an explode modifier, not both".to_owned()
            ),
            "{template}"
        );
    }
}

/// The rule reads a segment up to its first `;`: a value that writes only
/// after a fixed `;` is not the segment's (`.{/x};{.y}` with `x` undefined
/// and `y = 1` was refused naming `{.y}`, and `uri_template!` panicked);
/// one that writes the `;`, or stands empty before it, still is.
#[test]
fn a_value_after_a_fixed_semicolon_is_not_the_segments() {
    for (template, vars, want) in [
        (".{/x};{.y}", json!({"y": "1"}), ".;.1"),
        ("/a/.;{.y}", json!({"y": "1"}), "/a/.;.1"),
        ("/a/..;v{x}", json!({"x": "1"}), "/a/..;v1"),
        ("..{.x};{.y}", json!({"y": "1"}), "..;.1"),
    ] {
        assert_eq!(expand(template, vars), Ok(want.to_owned()), "{template}");
    }
    let dot = |dots| Some(ValueProblem::DotSegment { dots });
    for (template, vars, hole, problem) in [
        ("/a/.{;y}", json!({"y": ""}), "{;y}", dot(1)),
        ("/a/..{+y}", json!({"y": ";v"}), "{+y}", dot(2)),
        ("/a/.{x};v", json!({"x": ""}), "{x}", dot(1)),
        ("/a/{x};v", json!({"x": ".."}), "{x}", dot(2)),
    ] {
        let got = expand(template, vars).map_err(|(h, p, _)| (h, p));
        assert_eq!(got, Err((Some(hole.to_owned()), problem)), "{template}");
    }
    let y = 1u8;
    assert_eq!(uri_template!("/a/.;{.y}").as_str(), "/a/.;.1");
}

//! Turning a `ParseError` into a compiler message that draws the literal with
//! a caret under the offending bytes, with url-core's one caret renderer
//! ([`url_core::render`]).

use url_core::render::Escaped;
use url_core::{ParseError, Scheme};

/// The message for `err` in `value`, e.g.
///
/// ```text
/// invalid http URL: http URLs take no user name or password (RFC 1738 §3.3)
///   http://user@host/
///          ^^^^^ httpurl: expected a host without user name or password
/// ```
///
/// The literal and the message are escaped ([`Escaped`]): rustc would print
/// a control character raw, a bidi override as '�' and a BOM as nothing.
pub(crate) fn render(value: &str, err: &ParseError, scheme: Option<Scheme>) -> String {
    let what = match scheme {
        Some(Scheme::Other) | None => "invalid URL".to_owned(),
        Some(s) => format!("invalid {s} URL"),
    };
    format!("{what}: {}\n{}", Escaped::new(err.text().as_str()), err.display_in(value))
}

/// The message for `err` in `value` for the `uri!` macros: `what` ("invalid
/// URI", "invalid http URI", ...), then the error's `Display` (message and
/// citation, RFC 3986 or the scheme's RFC) and the caret lines, as
/// [`render`] draws them.
pub(crate) fn render_uri(what: &str, value: &str, err: &ParseError) -> String {
    format!("{what}: {}\n{}", Escaped::new(err.text().as_str()), err.display_in(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_a_caret_under_the_error() {
        let value = "http://user@host/";
        let err = url_core::Url::parse(value).unwrap_err();
        assert_eq!(
            render(value, &err, Scheme::of(value)),
            "invalid http URL: http URLs take no user name or password (RFC 1738 §3.3)\n  \
             http://user@host/\n         ^^^^^ httpurl: expected a host without user name or password"
        );
    }

    #[test]
    fn long_literals_are_cut_around_the_error() {
        let value = format!("http://h/{}~{}", "a".repeat(100), "b".repeat(100));
        let err = url_core::Url::parse(&value).unwrap_err();
        let text = render(&value, &err, Scheme::of(&value));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], format!("  ...{}~{}...", "a".repeat(40), "b".repeat(40)));
        assert_eq!(
            lines[2],
            format!("  {}^ hsegment: expected letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes", " ".repeat(43))
        );
    }

    #[test]
    fn long_spans_lose_their_middle() {
        let value = format!("http://{}.com/", "a".repeat(300));
        let err = url_core::Url::parse(&value).unwrap_err();
        let text = render(&value, &err, Scheme::of(&value));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], format!("  http://{}...{}.com/", "a".repeat(40), "a".repeat(40)));
        assert_eq!(
            lines[2],
            format!("  {}{} domainlabel: expected labels of at most 63 characters", " ".repeat(7), "^".repeat(83))
        );
    }

    #[test]
    fn the_empty_string() {
        let err = url_core::Url::parse("").unwrap_err();
        assert_eq!(
            render("", &err, Scheme::of("")),
            "invalid URL: empty string; a URL is <scheme>:<scheme-specific-part> (RFC 1738 §2.1)\n  \"\"\n   ^ \
             genericurl: expected a scheme name and ':'"
        );
    }

    #[test]
    fn the_message_and_the_literal_are_escaped() {
        let value = "http://h/\u{202e}gpj.exe";
        let err = url_core::Url::parse(value).unwrap_err();
        assert_eq!(
            render(value, &err, Scheme::of(value)),
            "invalid http URL: non-ASCII character '\\u{202e}' in http path; octets 80-FF must be percent-encoded, \
             here as %E2%80%AE (RFC 1738 §2.2)\n  http://h/\\u{202e}gpj.exe\n           ^^^^^^^^ hsegment: expected \
             letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes"
        );
        let value = "http://h/\u{feff}";
        let err = url_core::Url::parse(value).unwrap_err();
        assert_eq!(
            render(value, &err, Scheme::of(value)),
            "invalid http URL: non-ASCII character '\\u{feff}' in http path; octets 80-FF must be percent-encoded, \
             here as %EF%BB%BF (RFC 1738 §2.2)\n  http://h/\\u{feff}\n           ^^^^^^^^ hsegment: expected \
             letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes"
        );
        let value = "http://h/\x1b]0;x\x07";
        let err = url_core::Url::parse(value).unwrap_err();
        assert_eq!(
            render(value, &err, Scheme::of(value)),
            "invalid http URL: control character '\\u{1b}' in http path; write it as %1B (RFC 1738 §2.2)\n  \
             http://h/\\u{1b}]0;x\\u{7}\n           ^^^^^^ hsegment: expected letters, digits, \"$-_.+!*'(),;:@&=/\" \
             and %XX escapes"
        );
    }

    #[test]
    fn end_of_input_gets_one_caret() {
        let value = "http:";
        let err = url_core::Url::parse(value).unwrap_err();
        assert_eq!(
            render(value, &err, Scheme::of(value)),
            "invalid http URL: http URLs start with 'http://' (RFC 1738 §3.3)\n  http:\n       ^ httpurl: expected http://"
        );
    }
}

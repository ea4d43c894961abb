//! Turning a `ParseError` into a compiler message that draws the literal with
//! a caret under the offending bytes, with url-core's one caret renderer
//! ([`url_core::render`]).

use url_core::advice::Suggestion;
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
///
/// When the first line already says what the rule expected, the caret line
/// names the rule alone rather than repeating it; when url-core knows a
/// likely fix ([`ParseError::suggestion`]), a `help:` line ends the message:
///
/// ```text
/// invalid URL: missing ':' after the scheme; a URL is <scheme>:<scheme-specific-part> (RFC 1738 §2.1)
///   www.example.com/x
///                  ^ scheme
///   help: missing scheme (RFC 1738 §2.1); did you mean `http://www.example.com/x`?
/// ```
pub(crate) fn render(value: &str, err: &ParseError, scheme: Option<Scheme>) -> String {
    let what = match scheme {
        Some(Scheme::Other) | None => "invalid URL".to_owned(),
        Some(s) => format!("invalid {s} URL"),
    };
    render_uri(&what, value, err)
}

/// The caret picture of `err` under `value`, its label shortened to the rule
/// when `text` (the first line) already holds what the rule expected.
fn picture(value: &str, err: &ParseError, text: &str) -> String {
    if text.contains(err.expected()) {
        format!("{} {}", err.display_in(value).without_label(), err.rule())
    } else {
        err.display_in(value).to_string()
    }
}

/// The `help:` line of `err`'s suggestion, with its line break, or nothing.
fn help(value: &str, err: &ParseError) -> String {
    err.suggestion(value).map_or_else(String::new, |s| format!("\n  help: {s}"))
}

/// The note of the warning for a valid literal that is likely a mistake
/// (`Url::suggestion`, `Uri::suggestion`); `what` is "URL" or "URI".
pub(crate) fn lookalike(what: &str, s: &Suggestion<'_>, name: &str) -> String {
    format!("likely mistake in a {what} literal: {s} (silence with {name}!(…, allow(likely_mistake)))")
}

/// The message for `err` in `value` for the `uri!` macros: `what` ("invalid
/// URI", "invalid http URI", ...), then the error's `Display` (message and
/// citation, RFC 3986 or the scheme's RFC) and the caret lines, as
/// [`render`] draws them.
pub(crate) fn render_uri(what: &str, value: &str, err: &ParseError) -> String {
    let text = err.text();
    let text = text.as_str();
    format!("{what}: {}\n{}{}", Escaped::new(text), picture(value, err, text), help(value, err))
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
            "invalid http URL: http URLs start with 'http://' (RFC 1738 §3.3)\n  http:\n       ^ httpurl"
        );
    }

    #[test]
    fn a_help_line_shows_the_likely_fix() {
        let value = "www.example.com/x";
        let err = url_core::Url::parse(value).unwrap_err();
        assert_eq!(
            render(value, &err, Scheme::of(value)),
            "invalid URL: unexpected character '/' in scheme; expected letters, digits, '+', '-' or '.' and then ':' \
             (RFC 1738 §2.1)\n  www.example.com/x\n                 ^ scheme\n  help: missing scheme (RFC 1738 §2.1); \
             did you mean `http://www.example.com/x`?"
        );
        let value = "https://example.com/chat";
        let err = url_core::WsUri::parse(value).unwrap_err();
        assert_eq!(
            render_uri("invalid ws URI", value, &err),
            "invalid ws URI: expected a ws or wss URI, found a URI of another scheme (RFC 6455 §3)\n  \
             https://example.com/chat\n  ^^^^^ scheme: expected 'ws://' or 'wss://'\n  help: WebSocket URIs use ws, \
             and wss over TLS (RFC 6455 §3); did you mean `wss://example.com/chat`?"
        );
    }

    #[test]
    fn the_caret_label_does_not_repeat_the_first_line() {
        // The first line says what the host takes: the label names the rule.
        let value = "http://ex^ample.com/";
        let err = url_core::Url::parse(value).unwrap_err();
        assert_eq!(
            render(value, &err, Scheme::of(value)),
            "invalid http URL: unexpected character '^' in host; expected letters, digits, '-' and '.' (no escapes) \
             (RFC 1738 §3.1)\n  http://ex^ample.com/\n           ^ host"
        );
    }

    #[test]
    fn a_likely_mistake_that_parses_is_a_warning_note() {
        let url = url_core::Url::parse("localhost:8080").unwrap();
        assert_eq!(
            lookalike("URL", &url.suggestion().unwrap(), "url"),
            "likely mistake in a URL literal: 'localhost' reads as a scheme; a host and port need 'http://' before \
             them (RFC 1738 §3.1); did you mean `http://localhost:8080`? (silence with url!(…, allow(likely_mistake)))"
        );
    }
}

//! Turning a `ParseError` into a compiler message that draws the literal with
//! a caret under the offending bytes.

use url_core::{ParseError, Scheme};

/// How much of a long literal to show on each side of the error.
const CONTEXT: usize = 40;

/// The message for `err` in `value`, e.g.
///
/// ```text
/// invalid http URL: http URLs take no user name or password (RFC 1738 §3.3)
///   http://user@host/
///          ^^^^^ httpurl: expected a host without user name or password
/// ```
pub(crate) fn render(value: &str, err: &ParseError, scheme: Option<Scheme>) -> String {
    let what = match scheme {
        Some(Scheme::Other) | None => "invalid URL".to_owned(),
        Some(s) => format!("invalid {s} URL"),
    };
    let (start, end) = (err.offset(), err.offset() + err.length());
    // A window of the literal around the error, on character boundaries.
    let mut from = start.saturating_sub(CONTEXT);
    while !value.is_char_boundary(from) {
        from -= 1;
    }
    let mut to = (end + CONTEXT).min(value.len());
    while !value.is_char_boundary(to) {
        to += 1;
    }
    let shown = |s: &str| -> String { s.chars().map(|c| if c.is_control() { '\u{fffd}' } else { c }).collect() };
    let lead = if from > 0 { "..." } else { "" };
    let tail = if to < value.len() { "..." } else { "" };
    let before = shown(&value[from..start]);
    let under = value[start..end].chars().count().max(1);
    format!(
        "{what}: {err}\n  {lead}{}{tail}\n  {}{} {}: expected {}",
        shown(&value[from..to]),
        " ".repeat(lead.len() + before.chars().count()),
        "^".repeat(under),
        err.rule(),
        err.expected(),
    )
}

/// The scheme `value` starts with, if it starts with one.
pub(crate) fn scheme_of(value: &str) -> Option<Scheme> {
    let colon = value.find(':')?;
    let name = &value[..colon];
    let valid = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b));
    valid.then(|| Scheme::from_name(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_a_caret_under_the_error() {
        let value = "http://user@host/";
        let err = url_core::Url::parse(value).unwrap_err();
        assert_eq!(
            render(value, &err, scheme_of(value)),
            "invalid http URL: http URLs take no user name or password (RFC 1738 §3.3)\n  \
             http://user@host/\n         ^^^^^ httpurl: expected a host without user name or password"
        );
    }

    #[test]
    fn long_literals_are_cut_around_the_error() {
        let value = format!("http://h/{}~{}", "a".repeat(100), "b".repeat(100));
        let err = url_core::Url::parse(&value).unwrap_err();
        let text = render(&value, &err, scheme_of(&value));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], format!("  ...{}~{}...", "a".repeat(40), "b".repeat(40)));
        assert_eq!(
            lines[2],
            format!("  {}^ hsegment: expected letters, digits, \"$-_.+!*'(),\" and %XX escapes", " ".repeat(43))
        );
    }

    #[test]
    fn end_of_input_gets_one_caret() {
        let value = "http:";
        let err = url_core::Url::parse(value).unwrap_err();
        assert_eq!(
            render(value, &err, scheme_of(value)),
            "invalid http URL: http URLs start with 'http://' (RFC 1738 §3.3)\n  http:\n       ^ httpurl: expected http://"
        );
    }
}

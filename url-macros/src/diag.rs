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
    if value.is_empty() {
        return format!("{what}: {err}\n  \"\"\n   ^ {}: expected {}", err.rule(), err.expected());
    }
    let floor = |mut i: usize| {
        while !value.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let ceil = |mut i: usize| {
        while !value.is_char_boundary(i) {
            i += 1;
        }
        i
    };
    let shown = |s: &str| -> String { s.chars().map(|c| if c.is_control() { '\u{fffd}' } else { c }).collect() };
    let width = |s: &str| s.chars().count();
    // A window of the literal around the error; a long error span keeps its
    // ends and loses its middle.
    let from = floor(start.saturating_sub(CONTEXT));
    let to = ceil((end + CONTEXT).min(value.len()));
    let lead = if from > 0 { "..." } else { "" };
    let tail = if to < value.len() { "..." } else { "" };
    let (text, carets) = if end - start > 2 * CONTEXT {
        let (a, b) = (floor(start + CONTEXT), ceil(end - CONTEXT));
        let text = format!("{}...{}", shown(&value[from..a]), shown(&value[b..to]));
        (text, width(&value[start..a]) + 3 + width(&value[b..end]))
    } else {
        (shown(&value[from..to]), width(&value[start..end]).max(1))
    };
    format!(
        "{what}: {err}\n  {lead}{text}{tail}\n  {}{} {}: expected {}",
        " ".repeat(lead.len() + width(&value[from..start])),
        "^".repeat(carets),
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
            format!("  {}^ hsegment: expected letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes", " ".repeat(43))
        );
    }

    #[test]
    fn long_spans_lose_their_middle() {
        let value = format!("http://{}.com/", "a".repeat(300));
        let err = url_core::Url::parse(&value).unwrap_err();
        let text = render(&value, &err, scheme_of(&value));
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
            render("", &err, scheme_of("")),
            "invalid URL: empty string; a URL is <scheme>:<scheme-specific-part> (RFC 1738 §2.1)\n  \"\"\n   ^ \
             genericurl: expected a scheme name and ':'"
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

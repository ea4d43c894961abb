//! The two message formats: rustc's look (`error: …`, `--> file:line:col`,
//! the line with carets, `= help: …`) and one JSON object per finding.

use std::path::Path;

use url_core::render::Escaped;

use crate::files::{Failure, Placed, Report};

/// 1-based line and column (in characters, as rustc counts them) of byte
/// `offset` of `text`, and the byte range of that line (without its line
/// break).
pub fn position(text: &str, offset: usize) -> (usize, usize, usize, usize) {
    let offset = offset.min(text.len());
    let line_start = text[..offset].rfind('\n').map_or(0, |k| k + 1);
    let line = text[..line_start].matches('\n').count() + 1;
    let column = text[line_start..offset].chars().count() + 1;
    let line_end = text[line_start..].find('\n').map_or(text.len(), |k| line_start + k);
    let line_end = if text[..line_end].ends_with('\r') { line_end - 1 } else { line_end };
    (line, column, line_start, line_end)
}

/// The path as printed: relative to the current directory when under it.
pub fn shown(path: &Path) -> String {
    let cwd = std::env::current_dir().ok();
    let rel = cwd.as_deref().and_then(|c| path.strip_prefix(c).ok()).unwrap_or(path);
    rel.strip_prefix(".").unwrap_or(rel).display().to_string()
}

/// The path as a terminal is given it (human output): [`shown`], with a
/// line break, an ANSI escape or any other control, bidirectional or
/// invisible character escaped as rustc escapes them in a file name
/// (`\n`, `\u{1b}`), so that a file name cannot write a line of its own.
pub fn shown_escaped(path: &Path) -> String {
    Escaped::new(&shown(path)).to_string()
}

/// The line that says why `report`'s file was not read: an I/O error
/// (`error: cannot read …`) or a file skipped (`warning: …; file skipped`).
pub fn failure(report: &Report) -> Option<String> {
    let path = shown_escaped(&report.path);
    Some(match report.failure.as_ref()? {
        Failure::Io(e) => format!("error: cannot read {path}: {}", Escaped::new(e)),
        Failure::Skipped(Some((line, column)), why) => {
            format!("warning: {path}:{line}:{column}: {}; file skipped", Escaped::new(why))
        }
        Failure::Skipped(None, why) => format!("warning: {path}: {}; file skipped", Escaped::new(why)),
    })
}

/// How a character of a source line is drawn: a tab as four spaces (as
/// rustc), a control or bidirectional formatting character as '�' (which
/// a terminal would otherwise obey), anything else as itself.
fn drawn(c: char) -> (String, usize) {
    match c {
        '\t' => ("    ".to_owned(), 4),
        c if c.is_control() || is_invisible(c) => ("\u{fffd}".to_owned(), 1),
        c => (c.to_string(), 1),
    }
}

/// The finding `f` of `report`, as rustc draws a diagnostic.
pub fn human(report: &Report, f: &Placed) -> String {
    let text = &report.text;
    let (line, column, ls, le) = position(text, f.start);
    let gutter = line.to_string().len();
    let pad = " ".repeat(gutter);
    // the line's characters as drawn, and which of them the carets are under
    let mut cells: Vec<(String, usize, bool, bool)> = Vec::new();
    for (i, c) in text[ls..le].char_indices() {
        let (s, w) = drawn(c);
        let at = ls + i;
        cells.push((s, w, at < f.start, at >= f.start && at < f.end.max(f.start + 1)));
    }
    // a long line is cut around the carets, as rustc cuts it
    const CONTEXT: usize = 60;
    let first = cells.iter().position(|c| !c.2).unwrap_or(cells.len());
    let last = cells.iter().rposition(|c| c.3).map_or(first, |k| k + 1);
    let (mut from, mut to) = (0, cells.len());
    if cells.len() > 2 * CONTEXT + 40 {
        from = first.saturating_sub(CONTEXT);
        to = (last.max(first) + CONTEXT).min(cells.len());
    }
    let mut src = String::from(if from > 0 { "..." } else { "" });
    let (mut before, mut under) = (if from > 0 { 3 } else { 0 }, 0);
    for (s, w, is_before, is_under) in &cells[from..to] {
        src += s;
        if *is_before {
            before += w;
        } else if *is_under {
            under += w;
        }
    }
    if to < cells.len() {
        src += "...";
    }
    let under = under.max(1);
    let label = f.finding.label.as_deref().map_or_else(String::new, |l| format!(" {}", Escaped::new(l)));
    let mut out = format!(
        "{}: {}\n{pad}--> {}:{line}:{column}\n{pad} |\n{line} | {src}\n{pad} | {}{}{label}\n",
        f.finding.level.as_str(),
        Escaped::new(&f.finding.message),
        shown_escaped(&report.path),
        " ".repeat(before),
        "^".repeat(under),
    );
    if let Some(help) = &f.finding.help {
        out += &format!("{pad} = help: {}\n", Escaped::new(help));
    }
    out
}

/// The finding `f` of `report` as one JSON object (no line break); its
/// `literal` with a password written `***`, as the messages write it.
pub fn json(report: &Report, f: &Placed) -> String {
    let text = &report.text;
    let (line, column, ..) = position(text, f.start);
    let (end_line, end_column, ..) = position(text, f.end.max(f.start));
    let s = |v: &str| quote(v);
    let opt = |v: Option<&str>| v.map_or_else(|| "null".to_owned(), s);
    let mut message = f.finding.message.clone();
    if let Some(help) = &f.finding.help {
        message = format!("{message}\nhelp: {help}");
    }
    format!(
        "{{\"file\":{},\"line\":{line},\"column\":{column},\"end_line\":{end_line},\"end_column\":{end_column},\
         \"level\":{},\"code\":{},\"rule\":{},\"section\":{},\"message\":{},\"literal\":{},\"replacement\":{}}}",
        s(&shown(&report.path)),
        s(f.finding.level.as_str()),
        s(f.finding.code),
        opt(f.finding.rule),
        opt(f.finding.section.as_deref()),
        s(&message),
        s(&crate::check::redacted(&f.literal)),
        opt(f.finding.replacement.as_deref()),
    )
}

/// `v` as a JSON string: control characters, bidirectional formatting
/// characters, the BOM and the line separators written as `\uXXXX` (the
/// same value, which a terminal showing the output cannot reorder).
pub fn quote(v: &str) -> String {
    let mut out = String::with_capacity(v.len() + 2);
    out.push('"');
    for c in v.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() || is_invisible(c) => {
                let mut buf = [0u16; 2];
                for unit in c.encode_utf16(&mut buf) {
                    out.push_str(&format!("\\u{unit:04x}"));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The characters that reorder or hide text on a terminal.
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{feff}' | '\u{2028}' | '\u{2029}')
}

#[cfg(test)]
mod tests {
    use super::{position, quote};

    #[test]
    fn json_strings_escape_what_a_terminal_would_obey() {
        assert_eq!(quote("a\"b\\\u{202e}\u{1}\u{e9}"), "\"a\\\"b\\\\\\u202e\\u0001\u{e9}\"");
        let back: String = serde_json::from_str(&quote("x\u{202e}\u{7f}\n")).unwrap();
        assert_eq!(back, "x\u{202e}\u{7f}\n");
    }

    #[test]
    fn columns_count_characters() {
        let text = "ab\n\u{e9}\u{e9}x\r\nz";
        assert_eq!(position(text, 0), (1, 1, 0, 2));
        assert_eq!(position(text, 7), (2, 3, 3, 8));
        assert_eq!(position(text, 10), (3, 1, 10, 11));
    }
}

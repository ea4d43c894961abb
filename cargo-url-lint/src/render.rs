//! The two message formats: rustc's look (`error: …`, `--> file:line:col`,
//! the line with carets, `= help: …`) and one JSON object per finding.

use std::cell::Cell;
use std::path::Path;

use url_core::render::Escaped;

use crate::files::{Failure, Placed, Report};

/// Where a text's lines start: the byte offsets after each line break,
/// counted once per file (a finding's line is then a binary search, not a
/// count of the line breaks before it: a file of many findings is read in
/// time linear in its size).
/// The last column counted is kept: the next one, on the same line and
/// further on (findings come in source order), is counted from there, so a
/// long line of many findings is not counted again for each.
pub struct Lines {
    starts: Vec<usize>,
    /// The byte offset and the 1-based column counted last.
    last: Cell<(usize, usize)>,
}

impl Lines {
    /// The lines of `text`.
    pub fn new(text: &str) -> Lines {
        let starts = text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(k, _)| k + 1).collect();
        Lines { starts, last: Cell::new((0, 1)) }
    }
}

/// 1-based line and column (in characters, as rustc counts them) of byte
/// `offset` of `text` (whose lines are `lines`), and the byte range of that
/// line (without its line break).
pub fn position(text: &str, lines: &Lines, offset: usize) -> (usize, usize, usize, usize) {
    let offset = offset.min(text.len());
    // the line breaks at or before `offset - 1`: the line's number - 1
    let before = lines.starts.partition_point(|&k| k <= offset);
    let line_start = if before == 0 { 0 } else { lines.starts[before - 1] };
    let line = before + 1;
    let column = match lines.last.get() {
        (at, column) if at >= line_start && at <= offset => column + text[at..offset].chars().count(),
        _ => text[line_start..offset].chars().count() + 1,
    };
    lines.last.set((offset, column));
    let line_end = lines.starts.get(before).map_or(text.len(), |&next| next - 1);
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
pub fn human(report: &Report, lines: &Lines, f: &Placed) -> String {
    let text = &report.text;
    let (line, column, ls, le) = position(text, lines, f.start);
    let gutter = line.to_string().len();
    let pad = " ".repeat(gutter);
    // a long line (over 160 characters) is cut around the carets, as rustc
    // cuts it: 60 characters before them and after; only that window is
    // read (a line of many findings is not drawn whole for each)
    const CONTEXT: usize = 60;
    let (start, bound) = (f.start.clamp(ls, le), f.end.max(f.start + 1));
    let long = match le - ls {
        n if n <= 2 * CONTEXT + 40 => false,
        // at most 4 bytes a character: surely over 160 characters
        n if n > 4 * (2 * CONTEXT + 40) => true,
        _ => text[ls..le].chars().count() > 2 * CONTEXT + 40,
    };
    let (from, to) = if long {
        let from = text[ls..start].char_indices().rev().nth(CONTEXT - 1).map_or(ls, |(k, _)| ls + k);
        // the carets' last character, then 60 more
        let under_end = text[start..le]
            .char_indices()
            .take_while(|&(k, _)| start + k < bound)
            .last()
            .map_or(start, |(k, c)| start + k + c.len_utf8());
        let to = text[under_end..le].char_indices().nth(CONTEXT).map_or(le, |(k, _)| under_end + k);
        (from, to)
    } else {
        (ls, le)
    };
    let mut src = String::from(if from > ls { "..." } else { "" });
    let (mut before, mut under) = (if from > ls { 3 } else { 0 }, 0);
    for (i, c) in text[from..to].char_indices() {
        let (s, w) = drawn(c);
        src += &s;
        let at = from + i;
        if at < f.start {
            before += w;
        } else if at < bound {
            under += w;
        }
    }
    if to < le {
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
pub fn json(report: &Report, lines: &Lines, f: &Placed) -> String {
    let text = &report.text;
    let (line, column, ..) = position(text, lines, f.start);
    let (end_line, end_column, ..) = position(text, lines, f.end.max(f.start));
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
    use super::{position, quote, Lines};

    #[test]
    fn json_strings_escape_what_a_terminal_would_obey() {
        assert_eq!(quote("a\"b\\\u{202e}\u{1}\u{e9}"), "\"a\\\"b\\\\\\u202e\\u0001\u{e9}\"");
        let back: String = serde_json::from_str(&quote("x\u{202e}\u{7f}\n")).unwrap();
        assert_eq!(back, "x\u{202e}\u{7f}\n");
    }

    #[test]
    fn columns_count_characters() {
        let text = "ab\n\u{e9}\u{e9}x\r\nz";
        let lines = Lines::new(text);
        assert_eq!(position(text, &lines, 0), (1, 1, 0, 2));
        assert_eq!(position(text, &lines, 2), (1, 3, 0, 2));
        assert_eq!(position(text, &lines, 3), (2, 1, 3, 8));
        assert_eq!(position(text, &lines, 7), (2, 3, 3, 8));
        assert_eq!(position(text, &lines, 10), (3, 1, 10, 11));
        assert_eq!(position(text, &lines, 99), (3, 2, 10, 11));
        let empty = Lines::new("");
        assert_eq!(position("", &empty, 0), (1, 1, 0, 0));
    }
}

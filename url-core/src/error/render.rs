//! Drawing a [`ParseError`] under the text it came from, for people: the one
//! caret renderer of the project (the `url!` macros' compiler messages, the
//! `explain` and `lint` examples).
//!
//! [`ParseError::display_in`] returns a [`Caret`], a `Display` adapter over
//! the error and its input (in the spirit of `regex-syntax`'s `Formatter`),
//! that writes two lines:
//!
//! ```text
//!   http://user@host/
//!          ^^^^^ httpurl: expected a host without user name or password
//! ```
//!
//! Input is untrusted: it is written through [`Escaped`], so a control
//! character, a bidi override or an invisible character reaches the terminal as
//! an escape (`\u{1b}`, `\t`, `\u{202e}`, `\u{feff}`) and the carets stay
//! under the right characters. Nothing allocates; the adapters write through
//! [`core::fmt::Write`].

use core::fmt::{self, Write};

use super::ParseError;

/// How many characters of a long input to show on each side of the error
/// (and at each end of a long error span).
const CONTEXT: usize = 40;

/// Text as a terminal should show it: every character that Rust's
/// [`char::escape_debug`] escapes is written the way it writes it (`\t`,
/// `\n`, `\r`, `\0`, `\u{1b}` for ESC, `\u{7f}` for DEL, `\u{202e}` for a bidi
/// override, `\u{200b}`, `\u{feff}`, `\u{301}` for a combining mark, ...), so
/// that nothing in it moves the cursor, recolours the screen, reorders the
/// line or hides. Quotes and backslashes, which `escape_debug` escapes too,
/// are written as they are: they are printable, and this keeps printable
/// text unchanged.
///
/// ```
/// use url_core::render::Escaped;
///
/// assert_eq!(Escaped::new("a\u{1b}]0;x\u{7}b").to_string(), r"a\u{1b}]0;x\u{7}b");
/// assert_eq!(Escaped::new("tab\there, \u{202e}txet").to_string(), r"tab\there, \u{202e}txet");
/// assert_eq!(Escaped::new("caf\u{e9} \"'\\").to_string(), "caf\u{e9} \"'\\");
/// ```
///
/// `Debug` writes the text quoted, a URL's password in it `***`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Escaped<'a>(&'a str);

impl fmt::Debug for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Escaped").field(&crate::redact::Redacted::input(self.0)).finish()
    }
}

impl fmt::Debug for Caret<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Caret")
            .field("error", &self.error)
            .field("input", &crate::redact::Redacted::input(self.input))
            .field("indent", &self.indent)
            .field("label", &self.label)
            .finish()
    }
}

impl fmt::Debug for Marked<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Marked")
            .field("input", &crate::redact::Redacted::input(self.input))
            .field("offset", &self.offset)
            .field("length", &self.length)
            .finish()
    }
}

impl<'a> Escaped<'a> {
    /// `text`, to be written escaped.
    pub const fn new(text: &'a str) -> Self {
        Escaped(text)
    }

    /// How many columns the escaped text takes on a terminal: one per
    /// character, two for a wide one (CJK, kana, Hangul, fullwidth forms,
    /// emoji: East Asian Width W and F, by whole blocks), the length of an
    /// escape for an escaped one.
    ///
    /// ```
    /// use url_core::render::Escaped;
    ///
    /// assert_eq!(Escaped::new("a\tb\u{feff}").width(), 1 + 2 + 1 + 8);
    /// assert_eq!(Escaped::new("例え.jp/ü").width(), 2 + 2 + 1 + 2 + 1 + 1);
    /// ```
    pub fn width(&self) -> usize {
        self.0.chars().map(escaped_len).sum()
    }
}

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_escaped(f, self.0)
    }
}

/// The bytes of `written` that `rewritten` changes, as `start..end` on
/// character boundaries: from the first byte that differs to the last, an
/// empty range where text is only added. What `whatwg_url!` and `cargo
/// url-lint` draw carets under when a parser would rewrite a literal.
///
/// ```
/// use url_core::render::changed;
///
/// assert_eq!(changed("HTTP://h/", "http://h/"), (0, 4));
/// assert_eq!(changed("http://h", "http://h/"), (8, 8));
/// assert_eq!(changed("http://h/é", "http://h/%C3%A9"), (9, 11));
/// ```
#[must_use]
pub fn changed(written: &str, rewritten: &str) -> (usize, usize) {
    let (a, b) = (written.as_bytes(), rewritten.as_bytes());
    let mut start = 0;
    while start < a.len().min(b.len()) && a[start] == b[start] {
        start += 1;
    }
    while !written.is_char_boundary(start) {
        start -= 1;
    }
    let mut tail = 0;
    while tail < a.len().min(b.len()) && a[a.len() - 1 - tail] == b[b.len() - 1 - tail] {
        tail += 1;
    }
    let mut end = a.len() - tail.min(a.len() - start).min(b.len().saturating_sub(start));
    while !written.is_char_boundary(end) {
        end += 1;
    }
    (start, end)
}

/// Whether `c` is written as an escape: what `escape_debug` escapes, but the
/// printable quotes and backslash (the one predicate of `crate::escape`,
/// which `ParseError`'s messages use too).
fn needs_escape(c: char) -> bool {
    crate::escape::is_escaped(c)
}

/// The width of `c` once escaped.
fn escaped_len(c: char) -> usize {
    crate::escape::escaped_width(c)
}

/// Writes `s`, escaped, in runs of plain text between the escapes.
pub(crate) fn write_escaped(w: &mut impl Write, s: &str) -> fmt::Result {
    let mut plain = 0;
    for (i, c) in s.char_indices() {
        if needs_escape(c) {
            w.write_str(&s[plain..i])?;
            let (buf, len) = crate::escape::escape(c);
            w.write_str(core::str::from_utf8(&buf[..len]).map_err(|_| fmt::Error)?)?;
            plain = i + c.len_utf8();
        }
    }
    w.write_str(&s[plain..])
}

/// Writes `c` `n` times.
fn repeat(w: &mut impl Write, c: char, n: usize) -> fmt::Result {
    for _ in 0..n {
        w.write_char(c)?;
    }
    Ok(())
}

/// A [`ParseError`] drawn under its input: the input (escaped, and cut
/// around the error when it is long), then carets under the offending
/// characters and, unless [`without_label`](Self::without_label) says
/// otherwise, the rule and what it expected. Made by
/// [`ParseError::display_in`].
///
/// ```
/// use url_core::Url;
///
/// let input = "http://user@host/";
/// let err = Url::parse(input).unwrap_err();
/// assert_eq!(
///     err.display_in(input).to_string(),
///     "  http://user@host/\n         ^^^^^ httpurl: expected a host without user name or password",
/// );
/// assert_eq!(
///     err.display_in(input).indent(4).without_label().to_string(),
///     "    http://user@host/\n           ^^^^^",
/// );
/// ```
///
/// - Each line starts with the indent (2 spaces unless
///   [`indent`](Self::indent) says otherwise); there is no final newline.
/// - An input longer than the error and 40 characters on each side of it is
///   cut to those, with `...` where text was left out; an error span longer
///   than 80 characters keeps 40 at each end and shows `...` for its middle
///   (the carets run under the `...`).
/// - An error at the end of the input, or of length 0, gets one caret after
///   the last character shown; the empty input is drawn as `""`.
/// - Characters are escaped as [`Escaped`] writes them, and the carets count
///   the escaped width (`\u{202e}` takes 8 columns, `\t` 2) and the width
///   on a terminal (a CJK character takes 2 columns, and gets 2 carets).
/// - An error whose offsets do not fit `input` (an error of another text) is
///   drawn at the nearest character boundary inside it: nothing panics.
///
/// `Debug` writes the input's password `***`.
#[derive(Clone, Copy)]
pub struct Caret<'a> {
    error: ParseError,
    input: &'a str,
    indent: usize,
    label: bool,
}

impl ParseError {
    /// This error drawn under `input`, the text it was found in; see
    /// [`Caret`].
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// let input = "http://h/\u{202e}txt.exe";
    /// let err = Url::parse(input).unwrap_err();
    /// assert_eq!(
    ///     err.display_in(input).to_string(),
    ///     concat!(
    ///         "  http://h/\\u{202e}txt.exe\n",
    ///         "           ^^^^^^^^ hsegment: expected letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes",
    ///     ),
    /// );
    /// ```
    pub const fn display_in<'a>(&self, input: &'a str) -> Caret<'a> {
        Caret { error: *self, input, indent: 2, label: true }
    }
}

impl<'a> Caret<'a> {
    /// Starts each line with `spaces` spaces instead of 2.
    pub const fn indent(self, spaces: usize) -> Self {
        Caret { indent: spaces, ..self }
    }

    /// Ends the caret line at the carets, without the rule and what it
    /// expected.
    pub const fn without_label(self) -> Self {
        Caret { label: false, ..self }
    }
}

/// Whether byte `i` of `b` starts a character (or is the end).
const fn is_boundary(b: &[u8], i: usize) -> bool {
    i == 0 || i >= b.len() || (b[i] & 0xc0) != 0x80
}

/// The largest character boundary of `s` at or before `i` (at most
/// `s.len()`).
const fn floor(s: &str, i: usize) -> usize {
    let b = s.as_bytes();
    let mut i = if i < b.len() { i } else { b.len() };
    while !is_boundary(b, i) {
        i -= 1;
    }
    i
}

/// The index `n` characters after `i` in `s`, or `s.len()`.
const fn chars_after(s: &str, i: usize, n: usize) -> usize {
    let b = s.as_bytes();
    let (mut i, mut n) = (i, n);
    while i < b.len() && n > 0 {
        i += 1;
        while !is_boundary(b, i) {
            i += 1;
        }
        n -= 1;
    }
    i
}

/// The index `n` characters before `i` in `s`, or 0.
const fn chars_before(s: &str, i: usize, n: usize) -> usize {
    let b = s.as_bytes();
    let (mut i, mut n) = (i, n);
    while i > 0 && n > 0 {
        i -= 1;
        while !is_boundary(b, i) {
            i -= 1;
        }
        n -= 1;
    }
    i
}

/// A number of columns: `extra` plus the escaped widths of two ranges of
/// the input, at least `min`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Columns {
    pub(crate) extra: usize,
    pub(crate) ranges: [(usize, usize); 2],
    pub(crate) min: usize,
}

/// One piece of a caret picture, in the order written. The layout (which
/// window of the input, where it is cut, how many columns the carets take)
/// is computed once, in [`pieces`], for both writers: [`Caret`]'s
/// `Display` and the const writer of the macros' const evaluation
/// ([`crate::__private::panic_picture`]), which differ only in how they
/// escape a character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// Nothing (the pieces are a fixed array).
    Skip,
    /// The indent, in spaces.
    Indent,
    /// Text written as it is.
    Str(&'static str),
    /// The input from one index to another, escaped.
    Input(usize, usize),
    /// A character repeated over some columns.
    Repeat(char, Columns),
    /// ` rule: expected ...`, unless the caret is drawn without label.
    Label,
}

/// How many columns a run of input takes, counted by the writer's escaping.
const fn cols(extra: usize, a: (usize, usize), b: (usize, usize), min: usize) -> Columns {
    Columns { extra, ranges: [a, b], min }
}

/// The pieces of the picture of an error at `offset..offset + length` in
/// `s`: the rules of [`Caret`], written once.
pub(crate) const fn pieces(s: &str, offset: usize, length: usize) -> [Piece; 11] {
    let mut p = [Piece::Skip; 11];
    p[0] = Piece::Indent;
    p[7] = Piece::Indent;
    p[10] = Piece::Label;
    if s.is_empty() {
        p[1] = Piece::Str("\"\"\n");
        p[8] = Piece::Repeat(' ', cols(1, (0, 0), (0, 0), 0));
        p[9] = Piece::Repeat('^', cols(1, (0, 0), (0, 0), 0));
        return p;
    }
    let start = floor(s, offset);
    let end = floor(s, offset.saturating_add(length));
    let end = if end < start { start } else { end };
    // A window of the input around the error; a long error span keeps its
    // ends and loses its middle.
    let from = chars_before(s, start, CONTEXT);
    let to = chars_after(s, end, CONTEXT);
    let lead = if from > 0 { "..." } else { "" };
    p[1] = Piece::Str(lead);
    if chars_after(s, start, 2 * CONTEXT) < end {
        let (a, b) = (chars_after(s, start, CONTEXT), chars_before(s, end, CONTEXT));
        p[2] = Piece::Input(from, a);
        p[3] = Piece::Str("...");
        p[4] = Piece::Input(b, to);
        p[9] = Piece::Repeat('^', cols(3, (start, a), (b, end), 0));
    } else {
        p[2] = Piece::Input(from, to);
        p[9] = Piece::Repeat('^', cols(0, (start, end), (0, 0), 1));
    }
    p[5] = Piece::Str(if to < s.len() { "...\n" } else { "\n" });
    p[8] = Piece::Repeat(' ', cols(lead.len(), (from, start), (0, 0), 0));
    p
}

impl fmt::Display for Caret<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = if self.label { Some(&self.error) } else { None };
        draw(f, self.input, (self.error.offset(), self.error.length()), self.indent, label)
    }
}

/// Carets under a byte range of a text that is not a [`ParseError`]'s
/// (an IDNA error in a host, say), drawn by [`Caret`]'s rules, without a
/// label, indented by 2.
///
/// ```
/// use url_core::render::Marked;
///
/// assert_eq!(
///     Marked::new("https://\u{301}x.example/", 8, 11).to_string(),
///     "  https://\\u{301}x.example/\n          ^^^^^^^^^^^^^^^^"
/// );
/// ```
///
/// `Debug` writes the input's password `***`.
#[derive(Clone, Copy)]
pub struct Marked<'a> {
    input: &'a str,
    offset: usize,
    length: usize,
}

impl<'a> Marked<'a> {
    /// The bytes `offset..offset + length` of `input` marked.
    pub const fn new(input: &'a str, offset: usize, length: usize) -> Self {
        Marked { input, offset, length }
    }
}

impl fmt::Display for Marked<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        draw(f, self.input, (self.offset, self.length), 2, None)
    }
}

/// Writes the picture of `span` (offset, length) in `s`, and `label`'s
/// rule and expectation after the carets when given.
fn draw(
    f: &mut fmt::Formatter<'_>,
    s: &str,
    span: (usize, usize),
    indent: usize,
    label: Option<&ParseError>,
) -> fmt::Result {
    let width = |(a, b): (usize, usize)| Escaped(&s[a..b]).width();
    for piece in pieces(s, span.0, span.1) {
        match piece {
            Piece::Skip => {}
            Piece::Indent => repeat(f, ' ', indent)?,
            Piece::Str(t) => f.write_str(t)?,
            Piece::Input(a, b) => write_escaped(f, &s[a..b])?,
            Piece::Repeat(c, n) => {
                repeat(f, c, (n.extra + width(n.ranges[0]) + width(n.ranges[1])).max(n.min))?;
            }
            Piece::Label => {
                if let Some(e) = label {
                    write!(f, " {}: expected {}", e.rule(), e.expected())?;
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    extern crate std;

    use std::format;
    use std::string::{String, ToString};

    use super::*;
    use crate::view::url::Url;

    /// The caret view of `input`'s parse error.
    #[track_caller]
    fn drawn(input: &str) -> String {
        Url::parse(input).unwrap_err().display_in(input).to_string()
    }

    const HSEGMENT: &str = "hsegment: expected letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes";

    #[test]
    fn draws_a_caret_under_the_error() {
        assert_eq!(
            drawn("http://user@host/"),
            "  http://user@host/\n         ^^^^^ httpurl: expected a host without user name or password"
        );
    }

    #[test]
    fn indent_and_label_are_options() {
        let input = "ftp://host/~smith/";
        let err = Url::parse(input).unwrap_err();
        assert_eq!(
            err.display_in(input).indent(4).without_label().to_string(),
            "    ftp://host/~smith/\n               ^"
        );
        assert_eq!(err.display_in(input).indent(0).to_string(), format!("ftp://host/~smith/\n           ^ fsegment: expected letters, digits, \"$-_.+!*'(),?:@&=/\" and %XX escapes"));
    }

    #[test]
    fn long_inputs_are_cut_around_the_error() {
        let input = format!("http://h/{}~{}", "a".repeat(100), "b".repeat(100));
        assert_eq!(
            drawn(&input),
            format!("  ...{}~{}...\n  {}^ {HSEGMENT}", "a".repeat(40), "b".repeat(40), " ".repeat(43))
        );
    }

    #[test]
    fn long_spans_lose_their_middle() {
        let input = format!("http://{}.com/", "a".repeat(300));
        assert_eq!(
            drawn(&input),
            format!(
                "  http://{}...{}.com/\n  {}{} domainlabel: expected labels of at most 63 characters",
                "a".repeat(40),
                "a".repeat(40),
                " ".repeat(7),
                "^".repeat(83)
            )
        );
    }

    #[test]
    fn the_window_counts_characters_not_bytes() {
        // 50 two-byte characters after the error: 40 of them are shown.
        let input = format!("http://h/a{}", "é".repeat(50));
        let err = Url::parse(&input).unwrap_err();
        assert_eq!((err.offset(), err.length()), (10, 2));
        let shown = err.display_in(&input).without_label().to_string();
        assert_eq!(shown, format!("  http://h/a{}...\n            ^", "é".repeat(41)));
    }

    #[test]
    fn the_empty_string() {
        assert_eq!(drawn(""), "  \"\"\n   ^ genericurl: expected a scheme name and ':'");
    }

    #[test]
    fn end_of_input_gets_one_caret() {
        assert_eq!(drawn("http:"), "  http:\n       ^ httpurl: expected http://");
    }

    #[test]
    fn escape_is_escaped() {
        // An OSC sequence that would set the terminal's title.
        assert_eq!(
            drawn("http://h/a\u{1b}]0;pwned\u{7}"),
            format!("  http://h/a\\u{{1b}}]0;pwned\\u{{7}}\n            ^^^^^^ {HSEGMENT}")
        );
    }

    #[test]
    fn tab_is_escaped() {
        assert_eq!(drawn("http://h/\tb"), format!("  http://h/\\tb\n           ^^ {HSEGMENT}"));
    }

    #[test]
    fn bidi_override_is_escaped() {
        assert_eq!(
            drawn("http://h/\u{202e}gpj.exe"),
            format!("  http://h/\\u{{202e}}gpj.exe\n           ^^^^^^^^ {HSEGMENT}")
        );
    }

    #[test]
    fn byte_order_mark_is_escaped() {
        assert_eq!(
            drawn("\u{feff}http://h/"),
            "  \\u{feff}http://h/\n  ^^^^^^^^ scheme: expected letters, digits, '+', '-' or '.' and then ':'"
        );
    }

    #[test]
    fn a_multi_byte_character_before_the_error_takes_one_column() {
        // RFC 1738 takes no non-ASCII character, so the first one is the
        // error: draw an error under a text with one before it.
        let err = Url::parse("http://h/ab~").unwrap_err();
        assert_eq!((err.offset(), err.length()), (11, 1));
        assert_eq!(err.display_in("http://h/é~").to_string(), format!("  http://h/é~\n            ^ {HSEGMENT}"));
        assert_eq!(drawn("http://h/é"), format!("  http://h/é\n           ^ {HSEGMENT}"));
    }

    #[test]
    fn escapes_before_the_error_move_the_caret() {
        let err = Url::parse("http://h/abcd~").unwrap_err();
        assert_eq!((err.offset(), err.length()), (13, 1));
        assert_eq!(
            err.display_in("http://h/\t\u{202e}~").to_string(),
            format!("  http://h/\\t\\u{{202e}}~\n  {}^ {HSEGMENT}", " ".repeat(19))
        );
        assert_eq!(
            drawn("gopher://h/1a\u{feff}b"),
            "  gopher://h/1a\\u{feff}b\n               ^^^^^^^^ selector: expected letters, digits, \"$-_.+!*'(),;/?:@&=\" and %XX escapes"
        );
    }

    #[test]
    fn the_cut_counts_escaped_characters_once() {
        // 45 ESCs before the error: 40 are shown, each as `\u{1b}`.
        let input = format!("http://h/{}", "\u{1b}".repeat(45));
        let err = Url::parse(&input).unwrap_err();
        assert_eq!(err.offset(), 9);
        let shown = err.display_in(&input).without_label().to_string();
        assert_eq!(shown, format!("  http://h/{}...\n           ^^^^^^", "\\u{1b}".repeat(41)));
    }

    #[test]
    fn an_error_of_another_text_does_not_panic() {
        let err = Url::parse("http://h/\u{202e}").unwrap_err();
        assert_eq!((err.offset(), err.length()), (9, 3));
        // Offsets inside a character, and past the end.
        assert_eq!(err.display_in("http://hé").without_label().to_string(), "  http://hé\n          ^");
        assert_eq!(err.display_in("ab").without_label().to_string(), "  ab\n    ^");
    }

    #[test]
    fn carets_count_the_columns_of_wide_characters() {
        // CJK characters take two columns: the caret under the bidi
        // character after them lines up on a terminal, and a wide character
        // in error gets two carets.
        let input = "http://例え.jp/地図\u{202e}";
        let e = crate::rfc3987::IriRef::parse(input).unwrap_err();
        assert_eq!(
            e.display_in(input).without_label().to_string(),
            "  http://例え.jp/地図\\u{202e}\n                     ^^^^^^^^"
        );
        let input = "http://h:8例/";
        let e = crate::rfc3987::IriRef::parse(input).unwrap_err();
        assert_eq!((e.offset(), e.length()), (10, 3));
        assert_eq!(e.display_in(input).without_label().to_string(), "  http://h:8例/\n            ^^");
    }

    #[test]
    fn escaped_matches_escape_debug_but_for_quotes() {
        for c in [
            '\0', '\t', '\n', '\r', '\u{1b}', '\u{7f}', '\u{85}', '\u{ad}', '\u{200b}', '\u{200e}', '\u{202e}',
            '\u{2066}', '\u{feff}', '\u{301}',
        ] {
            let mut one = [0; 4];
            let text = c.encode_utf8(&mut one);
            assert_eq!(Escaped::new(text).to_string(), c.escape_debug().to_string(), "{:x}", c as u32);
            assert!(Escaped::new(text).width() > 1);
        }
        for text in ["http://h/a\"b'c\\d", "caf\u{e9} \u{416} \u{fffd}", ""] {
            assert_eq!(Escaped::new(text).to_string(), text);
            assert_eq!(Escaped::new(text).width(), text.chars().count());
        }
        // wide characters take two columns each
        assert_eq!(Escaped::new("\u{4e16}\u{754c}").width(), 4);
    }
}

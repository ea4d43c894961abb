//! The braces of a template, read as `format!` reads them: `{{` and `}}`
//! are the text `{` and `}`, `{…}` is a hole, any other brace pairs with
//! nothing. `uri_format!` and its kin read their template with [`lex`], and
//! so does `cargo url-lint`, so that both see the same holes.

use core::fmt;

use crate::redact::Redacted;
use crate::scan::first_of;

/// One piece of a template as written: fixed text or a hole. Its `Debug`
/// shows a password in the fixed text as `***`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Lexeme<'a> {
    /// Fixed text: `text` is what it stands for, `at` and `width` where it
    /// is in the template (`{{` is the text `{` of width 2).
    Text {
        /// The characters.
        text: &'a str,
        /// Byte offset in the template.
        at: usize,
        /// Length in the template.
        width: usize,
    },
    /// A hole, `{inner}`, at `at`, `width` bytes long with its braces.
    Hole {
        /// What stands between the braces (`name`, `0`, `rest..`, empty).
        inner: &'a str,
        /// Byte offset of the `{` in the template.
        at: usize,
        /// Length in the template, braces included.
        width: usize,
    },
}

/// A brace of a template that pairs with nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LexError {
    /// A `}` that closes no hole and is not doubled, at this byte offset.
    UnmatchedClose(usize),
    /// A `{` that no `}` closes, at this byte offset.
    Unclosed(usize),
}

/// The pieces of `template` in order; after an [`LexError`], nothing.
///
/// ```
/// use url_core::template::{lex, LexError, Lexeme};
///
/// let pieces: Vec<_> = lex("/a{{b}/{id}").collect();
/// assert_eq!(
///     pieces,
///     [
///         Ok(Lexeme::Text { text: "/a", at: 0, width: 2 }),
///         Ok(Lexeme::Text { text: "{", at: 2, width: 2 }),
///         Ok(Lexeme::Text { text: "b", at: 4, width: 1 }),
///         Err(LexError::UnmatchedClose(5)),
///     ]
/// );
/// assert_eq!(lex("/{id}").nth(1), Some(Ok(Lexeme::Hole { inner: "id", at: 1, width: 4 })));
/// ```
pub const fn lex(template: &str) -> Lexemes<'_> {
    Lexemes { template, pos: 0, failed: false }
}

/// The iterator of [`lex`]. Its `Debug` shows a password in the template
/// as `***`.
#[derive(Clone)]
pub struct Lexemes<'a> {
    template: &'a str,
    pos: usize,
    failed: bool,
}

impl fmt::Debug for Lexeme<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Lexeme::Text { text, at, width } => f
                .debug_struct("Text")
                .field("text", &Redacted::piece(text))
                .field("at", &at)
                .field("width", &width)
                .finish(),
            Lexeme::Hole { inner, at, width } => {
                f.debug_struct("Hole").field("inner", &inner).field("at", &at).field("width", &width).finish()
            }
        }
    }
}

impl fmt::Debug for Lexemes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lexemes")
            .field("template", &Redacted::piece(self.template))
            .field("pos", &self.pos)
            .field("failed", &self.failed)
            .finish()
    }
}

impl<'a> Iterator for Lexemes<'a> {
    type Item = Result<Lexeme<'a>, LexError>;

    fn next(&mut self) -> Option<Self::Item> {
        let (s, at) = (self.template, self.pos);
        let b = s.as_bytes();
        if self.failed || at >= b.len() {
            return None;
        }
        let brace = first_of(&b[at..], b"{}").map_or(b.len(), |k| at + k);
        if brace > at {
            self.pos = brace;
            return Some(Ok(Lexeme::Text { text: &s[at..brace], at, width: brace - at }));
        }
        let c = b[at];
        if b.get(at + 1) == Some(&c) {
            self.pos = at + 2;
            return Some(Ok(Lexeme::Text { text: &s[at..at + 1], at, width: 2 }));
        }
        let close = if c == b'}' { None } else { s[at..].find('}').map(|k| at + k) };
        let Some(close) = close else {
            self.failed = true;
            return Some(Err(if c == b'}' { LexError::UnmatchedClose(at) } else { LexError::Unclosed(at) }));
        };
        self.pos = close + 1;
        Some(Ok(Lexeme::Hole { inner: &s[at + 1..close], at, width: close + 1 - at }))
    }
}

impl core::iter::FusedIterator for Lexemes<'_> {}

#[cfg(test)]
mod tests {
    use super::{lex, LexError, Lexeme};
    use alloc::vec::Vec;

    #[test]
    fn reads_braces_as_format_does() {
        let all = |t| lex(t).collect::<Vec<_>>();
        assert_eq!(all(""), []);
        assert_eq!(
            all("x{}}}{a..}"),
            [
                Ok(Lexeme::Text { text: "x", at: 0, width: 1 }),
                Ok(Lexeme::Hole { inner: "", at: 1, width: 2 }),
                Ok(Lexeme::Text { text: "}", at: 3, width: 2 }),
                Ok(Lexeme::Hole { inner: "a..", at: 5, width: 5 }),
            ]
        );
        assert_eq!(all("é{x"), [Ok(Lexeme::Text { text: "é", at: 0, width: 2 }), Err(LexError::Unclosed(2))]);
        assert_eq!(all("}x"), [Err(LexError::UnmatchedClose(0))]);
        // a `{` inside a hole is part of its inner text, as in `format!`'s
        // reading, which then refuses the name
        assert_eq!(all("{a{b}"), [Ok(Lexeme::Hole { inner: "a{b", at: 0, width: 5 })]);
    }
}

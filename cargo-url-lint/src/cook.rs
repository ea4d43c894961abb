//! A string literal's value as rustc reads it (escapes, continuations, raw
//! strings, CRLF read as LF), with where each character of the value was
//! written: a byte range of the value maps back to the source text, so that
//! a caret under `\u{202e}` starts at its backslash.

/// A cooked literal: its value, and for each character of the value the
/// byte range in the source that wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cooked {
    /// The value, as `syn::LitStr::value` reads it.
    pub value: String,
    /// `(offset in the value, start in the source, end in the source)`, one
    /// per character of the value, in order.
    chars: Vec<(usize, usize, usize)>,
    /// Where the value ends in the source: the closing quote.
    end: usize,
}

impl Cooked {
    /// Reads `token`, the source text of one string literal (`"…"`,
    /// `r#"…"#`, with a suffix or without), whose first byte is at `base` in
    /// the file. `None` for another token or a malformed one.
    pub fn read(token: &str, base: usize) -> Option<Cooked> {
        let b = token.as_bytes();
        let mut value = String::new();
        let mut chars = Vec::new();
        if b.first() == Some(&b'r') {
            let hashes = b[1..].iter().take_while(|&&c| c == b'#').count();
            let open = 1 + hashes;
            if b.get(open) != Some(&b'"') {
                return None;
            }
            let close_pat: String = core::iter::once('"').chain(core::iter::repeat_n('#', hashes)).collect();
            let body_start = open + 1;
            let close = body_start + token[body_start..].rfind(&close_pat)?;
            let body = &token[body_start..close];
            let mut iter = body.char_indices().peekable();
            while let Some((i, c)) = iter.next() {
                let start = base + body_start + i;
                if c == '\r' && matches!(iter.peek(), Some((_, '\n'))) {
                    iter.next();
                    chars.push((value.len(), start, start + 2));
                    value.push('\n');
                    continue;
                }
                chars.push((value.len(), start, start + c.len_utf8()));
                value.push(c);
            }
            return Some(Cooked { value, chars, end: base + close });
        }
        if b.first() != Some(&b'"') {
            return None;
        }
        let close = token.rfind('"')?;
        if close == 0 {
            return None;
        }
        let body = &token[1..close];
        let at = |i: usize| base + 1 + i;
        let bb = body.as_bytes();
        let mut i = 0;
        while i < bb.len() {
            let c = body[i..].chars().next()?;
            if c == '\r' && bb.get(i + 1) == Some(&b'\n') {
                chars.push((value.len(), at(i), at(i + 2)));
                value.push('\n');
                i += 2;
                continue;
            }
            if c != '\\' {
                chars.push((value.len(), at(i), at(i + c.len_utf8())));
                value.push(c);
                i += c.len_utf8();
                continue;
            }
            let e = *bb.get(i + 1)?;
            let (ch, len) = match e {
                b'n' => ('\n', 2),
                b'r' => ('\r', 2),
                b't' => ('\t', 2),
                b'\\' => ('\\', 2),
                b'0' => ('\0', 2),
                b'\'' => ('\'', 2),
                b'"' => ('"', 2),
                b'x' => {
                    let hex = body.get(i + 2..i + 4)?;
                    let v = u8::from_str_radix(hex, 16).ok()?;
                    if v > 0x7f {
                        return None;
                    }
                    (char::from(v), 4)
                }
                b'u' => {
                    if bb.get(i + 2) != Some(&b'{') {
                        return None;
                    }
                    let close = i + body[i..].find('}')?;
                    let digits: String = body[i + 3..close].chars().filter(|&d| d != '_').collect();
                    let v = u32::from_str_radix(&digits, 16).ok()?;
                    (char::from_u32(v)?, close + 1 - i)
                }
                b'\n' | b'\r' => {
                    // A continuation: the line break and the whitespace
                    // after it are not part of the value.
                    let mut j = i + 1;
                    while j < bb.len() && matches!(bb[j], b' ' | b'\t' | b'\n' | b'\r') {
                        j += 1;
                    }
                    i = j;
                    continue;
                }
                _ => return None,
            };
            chars.push((value.len(), at(i), at(i + len)));
            value.push(ch);
            i += len;
        }
        Some(Cooked { value, chars, end: at(close - 1) })
    }

    /// The source byte range that wrote the value's bytes `start..end`:
    /// from the start of the character holding `start` to the end of the
    /// one holding `end - 1`; an empty range (`start == end`) is the
    /// source of the character at `start`, or the closing quote at the end.
    pub fn source_range(&self, start: usize, end: usize) -> (usize, usize) {
        let find = |k: usize| self.chars.partition_point(|&(off, _, _)| off <= k).checked_sub(1);
        let Some(first) = (start < self.value.len()).then(|| find(start)).flatten() else {
            return (self.end, self.end + 1);
        };
        let (_, s, e) = self.chars[first];
        if end <= start {
            return (s, e);
        }
        let last = find((end - 1).min(self.value.len().saturating_sub(1))).unwrap_or(first);
        (s, self.chars[last].2.max(e))
    }
}

#[cfg(test)]
mod tests {
    use super::Cooked;

    #[test]
    fn escapes_map_to_their_backslash() {
        let c = Cooked::read(r#""http://h/\u{202e}x""#, 100).unwrap();
        assert_eq!(c.value, "http://h/\u{202e}x");
        // the escape is bytes 9..12 of the value, bytes 10..18 of the token
        assert_eq!(c.source_range(9, 12), (110, 118));
        assert_eq!(c.source_range(12, 13), (118, 119));
        // the end of the value: the closing quote
        assert_eq!(c.source_range(13, 13), (119, 120));
    }

    #[test]
    fn continuations_and_crlf() {
        let c = Cooked::read("\"a\\\n    b\r\nc\"", 0).unwrap();
        assert_eq!(c.value, "ab\nc");
        assert_eq!(c.source_range(1, 2), (8, 9));
        assert_eq!(c.source_range(2, 3), (9, 11));
        assert_eq!(c.source_range(0, 4), (1, 12));
    }

    #[test]
    fn raw_strings_are_read_as_written() {
        let c = Cooked::read(r###"r#"a\u{1}"b"#"###, 0).unwrap();
        assert_eq!(c.value, r#"a\u{1}"b"#);
        assert_eq!(c.source_range(1, 2), (4, 5));
        assert_eq!(Cooked::read("'a'", 0), None);
        assert_eq!(Cooked::read("\"\\xff\"", 0), None);
        assert_eq!(Cooked::read("\"\\x41\\'\"", 0).unwrap().value, "A'");
    }
}

//! The scanner behind [`Urls`]: one pass, left to right, over the text.

use core::iter::FusedIterator;

use crate::chars::{self, is};
use crate::rfc1738::scheme::Scheme;

use super::cleaned::{is_space, space_run};
use super::found::Found;
use super::{Form, Urls};

/// Whether a bare URL's run stops before `c`: whitespace, controls,
/// non-ASCII, and the delimiters of §2.2.
const fn ends_bare(c: u8) -> bool {
    c <= b' ' || c >= 0x7f || c == b'<' || c == b'>' || c == b'"'
}

/// Whether the character before a bare `URL:` lets it start there.
fn starts_bare(before: Option<char>) -> bool {
    match before {
        None => true,
        Some(c) if c.is_ascii() => is_space(c as u8) || matches!(c, '(' | '[' | '{' | '<' | '"' | '\'' | '`'),
        Some(c) => !c.is_alphanumeric(),
    }
}

impl<'a> Urls<'a> {
    /// The wrapper whose `<` is at `lt`, if it is one.
    fn wrapped(&self, lt: usize) -> Option<Found<'a>> {
        let b = self.text.as_bytes();
        let (form, content) = match b.get(lt + 1..lt + 5) {
            Some(p) if p.eq_ignore_ascii_case(b"URL:") => (Form::Wrapper, lt + 5),
            _ => {
                let mut j = lt + 1;
                while j < b.len() && is(b[j], chars::SCHEME) {
                    j += 1;
                }
                if j == lt + 1 || b.get(j) != Some(&b':') {
                    return None;
                }
                let mut k = j + 1;
                while k < b.len() && is_space(b[k]) {
                    k += 1;
                }
                let known = Scheme::from_name(self.text.get(lt + 1..j)?) != Scheme::Other;
                if !known && !b[k..].starts_with(b"//") {
                    return None;
                }
                (Form::AngleBrackets, lt + 1)
            }
        };
        let mut first = None;
        let mut last = content;
        let mut broken = false;
        let mut hyphens = 0;
        let mut i = content;
        loop {
            let c = *b.get(i)?;
            if c == b'>' {
                break;
            }
            if c == b'<' {
                return None;
            }
            if is_space(c) {
                let (end, breaks) = space_run(b, i);
                if breaks >= 2 {
                    return None;
                }
                let inside = first.is_some() && *b.get(end)? != b'>';
                if inside {
                    if breaks == 1 {
                        broken = true;
                        if b[i - 1] == b'-' {
                            hyphens += 1;
                        }
                    } else if form == Form::AngleBrackets {
                        return None;
                    }
                }
                i = end;
            } else {
                first.get_or_insert(i);
                i += 1;
                last = i;
            }
        }
        let url_start = first.unwrap_or(i);
        let url_end = if first.is_some() { last } else { i };
        Some(Found { text: self.text, form, start: lt, end: i + 1, url_start, url_end, broken, hyphens })
    }

    /// The bare `URL:` at `u`: the URL, or where to go on when nothing is
    /// found there.
    fn bare(&self, u: usize) -> Result<Found<'a>, usize> {
        let b = self.text.as_bytes();
        if !b[u..].starts_with(b"URL:") || !starts_bare(self.text.get(..u).and_then(|s| s.chars().next_back())) {
            return Err(u + 1);
        }
        let start = u + 4;
        let mut run_end = start;
        let (mut open, mut close) = ([0usize; 3], [0usize; 3]);
        while run_end < b.len() && !ends_bare(b[run_end]) {
            match b[run_end] {
                b'(' => open[0] += 1,
                b'[' => open[1] += 1,
                b'{' => open[2] += 1,
                b')' => close[0] += 1,
                b']' => close[1] += 1,
                b'}' => close[2] += 1,
                _ => {}
            }
            run_end += 1;
        }
        let mut end = run_end;
        while end > start {
            let k = match b[end - 1] {
                b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'`' => {
                    end -= 1;
                    continue;
                }
                b')' => 0,
                b']' => 1,
                b'}' => 2,
                _ => break,
            };
            if close[k] <= open[k] {
                break;
            }
            close[k] -= 1;
            end -= 1;
        }
        if end == start {
            return Err(run_end.max(u + 1));
        }
        Ok(Found {
            text: self.text,
            form: Form::Prefixed,
            start: u,
            end,
            url_start: start,
            url_end: end,
            broken: false,
            hyphens: 0,
        })
    }
}

impl<'a> Iterator for Urls<'a> {
    type Item = Found<'a>;

    fn next(&mut self) -> Option<Found<'a>> {
        let b = self.text.as_bytes();
        while self.pos < b.len() {
            let i = self.pos;
            match b[i] {
                b'<' => {
                    if let Some(found) = self.wrapped(i) {
                        self.pos = found.end;
                        return Some(found);
                    }
                    self.pos = i + 1;
                }
                b'U' => match self.bare(i) {
                    Ok(found) => {
                        self.pos = found.end;
                        return Some(found);
                    }
                    Err(next) => self.pos = next,
                },
                _ => self.pos = i + 1,
            }
        }
        None
    }
}

impl FusedIterator for Urls<'_> {}

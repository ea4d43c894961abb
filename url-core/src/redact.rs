//! Passwords kept out of `Debug`, and out of the `Display` of errors (which
//! programs log): the text of a URL or URI written with its password as
//! `***` ([`Redacted`], [`password_span`]), for every type that holds one
//! (RFC 1738 §6 and RFC 3986 §3.2.1 call passwords in URLs unwise).

use core::fmt;

/// `Debug` for an iterator, as a list.
pub(crate) struct List<I>(pub(crate) I);

impl<I: Iterator + Clone> fmt::Debug for List<I>
where
    I::Item: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.clone()).finish()
    }
}

/// What `Debug` shows for a password: `***`, unquoted, so that it cannot be
/// taken for the text of a password.
pub(crate) struct Hidden;

impl fmt::Debug for Hidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

/// The password in the text of a URL or reference, as the generic syntax
/// `scheme://user:password@host` places it, as a byte range of the text
/// (`start == end` for an empty password).
///
/// The text is `scheme://...` or `//...`; its login runs to the first `/` or
/// `#` (or the end); the user information is what precedes the login's last
/// `@`, and the password follows its first `:`. For an RFC 1738 URL this is
/// exactly [`Url::password`] (a login holds at most one `@`, and a user name
/// no `:`); for other text (an `otherurl` that is no `ip-schemepart`, a
/// found URL that does not parse, a reference) it is what a WHATWG parser
/// would take for the password, or more: `?` does not end the login here,
/// since RFC 1738 allows it in a user name and a password.
///
/// A `\` counts as a `/` in the `//` after the scheme (`http:\\u:p@h/`, a
/// text a suggestion corrects), so that such a password is found too.
///
/// Linear, no allocation; `bytes` is walked once.
pub(crate) fn password_span(bytes: impl Iterator<Item = u8>) -> Option<(usize, usize)> {
    let mut span = Span::default();
    for c in bytes {
        if !span.push(c) {
            break;
        }
    }
    span.finish()
}

/// The password in a text that may not parse (an error's input, a URL
/// found in prose): as [`password_span`] finds it, or else, for a text that
/// misses the `//` or starts with other characters (`ftp:u:pw@h/`,
/// ` ftp://u:pw@h/`), the login runs from after the first `:` and the `/`
/// or `\` that follow it to the next `/`, `\` or `#`, the password from
/// its first `:` to its last `@`. More than a password may be hidden,
/// never less. `bytes` gives the text, walked at most twice.
pub(crate) fn input_span<I: Iterator<Item = u8>>(bytes: impl Fn() -> I) -> Option<(usize, usize)> {
    password_span(bytes()).or_else(|| {
        // 0: before the first `:`, 1: in the `/`s after it, 2: in the login
        let (mut state, mut colon, mut at) = (0, None, None);
        for (i, c) in bytes().enumerate() {
            match (state, c) {
                (0, b':') => state = 1,
                (0, _) | (1, b'/' | b'\\') => {}
                (_, b'/' | b'\\' | b'#') => break,
                (_, b':') => {
                    state = 2;
                    colon = colon.or(Some(i));
                }
                (_, b'@') => {
                    state = 2;
                    at = Some(i);
                }
                _ => state = 2,
            }
        }
        match (colon, at) {
            (Some(c), Some(a)) if c < a => Some((c + 1, a)),
            _ => None,
        }
    })
}

/// [`password_span`] fed one byte at a time, for text that is written
/// rather than held (a corrected suggestion).
#[derive(Default)]
pub(crate) struct Span {
    /// 0: in the scheme, 1: after `:`, 2: after the first `/`, 3: in the
    /// login, 4: past it, 5: no password (not `scheme://` or `//`).
    state: u8,
    i: usize,
    colon: Option<usize>,
    at: Option<usize>,
}

impl Span {
    /// Reads the next byte; `false` once the rest cannot change the span.
    pub(crate) fn push(&mut self, c: u8) -> bool {
        let i = self.i;
        self.i += 1;
        let slash = c == b'/' || c == b'\\';
        match self.state {
            0 if slash && i == 0 => self.state = 2,
            0 if c == b':' && i > 0 => self.state = 1,
            0 if c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.') => {}
            1 | 2 if slash => self.state += 1,
            0..=2 => self.state = 5,
            3 => match c {
                b'/' | b'#' => self.state = 4,
                b'@' => self.at = Some(i),
                b':' if self.colon.is_none() => self.colon = Some(i),
                _ => {}
            },
            _ => {}
        }
        self.state < 4
    }

    /// The password's byte range, if the bytes read so far hold one.
    pub(crate) fn finish(&self) -> Option<(usize, usize)> {
        match (self.state, self.colon, self.at) {
            (3 | 4, Some(c), Some(a)) if c < a => Some((c + 1, a)),
            _ => None,
        }
    }
}

/// `Debug` of `text[start..end]` as a quoted string, with the part of it
/// inside `password` (a byte range of `text`) written `***`. An empty
/// password shows as `***` in the piece that holds both its `:` and its `@`.
pub(crate) struct Redacted<'a> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) password: Option<(usize, usize)>,
}

impl<'a> Redacted<'a> {
    /// The whole of `text`, with its password (see [`password_span`]) hidden.
    pub(crate) fn whole(text: &'a str) -> Self {
        Redacted { text, start: 0, end: text.len(), password: password_span(text.bytes()) }
    }

    /// A piece of a URL's text (fixed text of a template between holes, a
    /// host a hole made), whose password, if it holds one, is found
    /// without the scheme: the login runs from after `//` (or the start)
    /// to the first `/` or `#`, the password from its first `:` to its
    /// last `@`. More than a password may be hidden, never less.
    #[cfg(feature = "alloc")]
    pub(crate) fn piece(text: &'a str) -> Self {
        let start = text.find("//").map_or(0, |i| i + 2);
        let end = text[start..].find(['/', '#']).map_or(text.len(), |i| start + i);
        let login = &text[start..end];
        let password = match (login.find(':'), login.rfind('@')) {
            (Some(c), Some(a)) if c < a => Some((start + c + 1, start + a)),
            _ => None,
        };
        Redacted { text, start: 0, end: text.len(), password }
    }

    /// An input that may not parse (the text an error is drawn under):
    /// its password as [`input_span`] finds it.
    pub(crate) fn input(text: &'a str) -> Self {
        Redacted { text, start: 0, end: text.len(), password: input_span(|| text.bytes()) }
    }

    /// `text[start..end]`, with the password of `text` hidden.
    pub(crate) fn range(text: &'a str, start: usize, end: usize) -> Self {
        Redacted { text, start, end, password: password_span(text.bytes()) }
    }
}

/// Writes `s` as `str`'s `Debug` writes it between the quotes: every
/// character escaped as a `char` is, except the single quote.
pub(crate) fn write_escaped(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    use fmt::Write;
    for c in s.chars() {
        if c == '\'' {
            f.write_char(c)?;
        } else {
            fmt::Display::fmt(&c.escape_debug(), f)?;
        }
    }
    Ok(())
}

impl Redacted<'_> {
    /// The range of the text that `***` stands for, within `start..end`.
    fn hidden(&self) -> Option<(usize, usize)> {
        let (start, end) = (self.start, self.end);
        match self.password {
            Some((p, q)) if p < q && p < end && start < q => Some((p.max(start), q.min(end))),
            Some((p, q)) if p == q && start < p && p < end => Some((p, p)),
            _ => None,
        }
    }

    /// Writes the text, each piece through `write`, `***` for the password.
    fn write_with(
        &self,
        f: &mut fmt::Formatter<'_>,
        write: fn(&mut fmt::Formatter<'_>, &str) -> fmt::Result,
    ) -> fmt::Result {
        let (start, end) = (self.start, self.end);
        let text = |a: usize, b: usize| self.text.get(a..b).unwrap_or("");
        match self.hidden() {
            Some((p, q)) => {
                write(f, text(start, p))?;
                f.write_str("***")?;
                write(f, text(q, end))
            }
            None => write(f, text(start, end)),
        }
    }

    /// Writes the text as an error's `Display` quotes it: as
    /// `str::escape_debug` writes it, unquoted, the password `***`.
    #[cfg(feature = "alloc")]
    pub(crate) fn write_message(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_with(f, |f, s| fmt::Display::fmt(&s.escape_debug(), f))
    }
}

impl fmt::Debug for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"")?;
        self.write_with(f, write_escaped)?;
        f.write_str("\"")
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::{input_span, password_span, Hidden, List, Redacted, Span};
    use std::format;
    use std::string::String;

    #[track_caller]
    fn span(s: &str) -> Option<&str> {
        password_span(s.bytes()).map(|(p, q)| &s[p..q])
    }

    #[test]
    fn the_password_as_the_generic_syntax_places_it() {
        assert_eq!(span("ftp://u:pw@h/"), Some("pw"));
        assert_eq!(span("ftp://u:@h/"), Some(""));
        assert_eq!(span("ftp://u@h:21/"), None);
        assert_eq!(span("ftp://a?b:c@h/"), Some("c"));
        assert_eq!(span("x://a:b@c:d@e/f"), Some("b@c:d"));
        assert_eq!(span("//u:pw@h"), Some("pw"));
        assert_eq!(span("ftp://h/a:b@c"), None);
        assert_eq!(span("ftp://h#a:b@c"), None);
        assert_eq!(span("mailto:a:b@c"), None);
        assert_eq!(span("news:a:b@c"), None);
        assert_eq!(span("a/b://u:p@h"), None);
        assert_eq!(span(":/"), None);
        assert_eq!(span(""), None);
        assert_eq!(span("http:\\\\u:pw@h/"), Some("pw"));
        assert_eq!(span("http:/\\u:pw@h\\a"), Some("pw"));
        assert_eq!(span("a\\b://u:p@h"), None);
    }

    #[track_caller]
    fn input(s: &str) -> Option<&str> {
        input_span(|| s.bytes()).map(|(p, q)| &s[p..q])
    }

    #[test]
    fn the_password_of_an_input_that_may_not_parse() {
        // As password_span finds it first.
        assert_eq!(input("ftp://u:pw@h/"), Some("pw"));
        // Without `//`, or with other characters first.
        assert_eq!(input("ftp:u:pw@h/"), Some("pw"));
        assert_eq!(input(" ftp://u:pw@h/"), Some("pw"));
        assert_eq!(input("x ftp:\\u:pw@h\\a:b@c"), Some("pw"));
        assert_eq!(input("a:u:p@q@h#x:y@z"), Some("p@q"));
        assert_eq!(input("a:u:@h"), Some(""));
        // No `:` before the `@`, no `@`, nothing after the scheme.
        assert_eq!(input("a:u@h:p"), None);
        assert_eq!(input("a:u:p"), None);
        assert_eq!(input("a:"), None);
        assert_eq!(input("no colon @ at all"), None);
        assert_eq!(input("a:/u:p/@h"), None);
        assert_eq!(input("a:#u:p@h"), None);
        assert_eq!(input(""), None);
    }

    #[test]
    fn span_fed_byte_by_byte_stops_after_the_login() {
        let mut span = Span::default();
        let mut read = 0;
        for c in "ftp://u:pw@h/more:x@y".bytes() {
            read += 1;
            if !span.push(c) {
                break;
            }
        }
        // Stops at the '/' that ends the login (the 13th byte).
        assert_eq!((read, span.finish()), (13, Some((8, 10))));
        let mut span = Span::default();
        for c in "ftp://u:pw@h".bytes() {
            assert!(span.push(c));
        }
        assert_eq!(span.finish(), Some((8, 10)));
        // Not a scheme: no password, and the walk stops at once.
        let mut span = Span::default();
        assert!(span.push(b'a'));
        assert!(!span.push(b' '));
        assert_eq!(span.finish(), None);
        // `//` first: a network-path reference's login.
        let mut span = Span::default();
        for c in "//u:p@h".bytes() {
            assert!(span.push(c));
        }
        assert_eq!(span.finish(), Some((4, 5)));
        let mut span = Span::default();
        assert!(!span.push(b':'));
        assert_eq!(span.finish(), None);
    }

    /// `Debug` of a `Redacted`, as a `String`.
    fn debug(r: Redacted<'_>) -> String {
        format!("{r:?}")
    }

    /// `write_message` of a `Redacted`, as a `String`.
    #[cfg(feature = "alloc")]
    fn message(r: Redacted<'_>) -> String {
        use core::fmt;
        struct M<'a>(Redacted<'a>);
        impl fmt::Display for M<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.write_message(f)
            }
        }
        format!("{}", M(r))
    }

    #[cfg(feature = "alloc")]
    #[test]
    fn pieces_hide_the_password() {
        // A piece: the login after `//` (or the start) up to '/' or '#'.
        assert_eq!(debug(Redacted::piece("ftp://u:pw@h/")), r#""ftp://u:***@h/""#);
        assert_eq!(debug(Redacted::piece("//u:pw@h/")), r#""//u:***@h/""#);
        assert_eq!(debug(Redacted::piece("abcd//u:pw@h")), r#""abcd//u:***@h""#);
        assert_eq!(debug(Redacted::piece("u:p@w@h")), r#""u:***@h""#);
        assert_eq!(debug(Redacted::piece("u:pw@h#a:b@c")), r#""u:***@h#a:b@c""#);
        assert_eq!(debug(Redacted::piece("h/u:pw@x")), r#""h/u:pw@x""#);
        assert_eq!(debug(Redacted::piece("u@h:p")), r#""u@h:p""#);
        assert_eq!(debug(Redacted::piece("u:@h")), r#""u:***@h""#);
        // The message form: escape_debug, unquoted.
        assert_eq!(message(Redacted::piece("u:pw@h'\t")), "u:***@h\\'\\t");
        assert_eq!(message(Redacted::piece("h'\t")), "h\\'\\t");
        assert_eq!(message(Redacted::piece("a\tb:p\u{301}w@h")), "a\\tb:***@h");
    }

    #[test]
    fn whole_texts_ranges_and_inputs_hide_the_password() {
        // Whole text, and a range of it.
        assert_eq!(debug(Redacted::whole("ftp://u:pw@h/'\n")), r#""ftp://u:***@h/'\n""#);
        let t = "ftp://u:pw@h/x";
        assert_eq!(debug(Redacted::range(t, 0, 9)), r#""ftp://u:***""#);
        assert_eq!(debug(Redacted::range(t, 9, 14)), r#""***@h/x""#);
        assert_eq!(debug(Redacted::range(t, 8, 10)), r#""***""#);
        assert_eq!(debug(Redacted::range(t, 10, 14)), r#""@h/x""#);
        assert_eq!(debug(Redacted::range(t, 0, 8)), r#""ftp://u:""#);
        assert_eq!(debug(Redacted::range(t, 11, 14)), r#""h/x""#);
        // An empty password: `***` where a piece holds its ':' and '@'.
        let e = "ftp://u:@h/";
        assert_eq!(debug(Redacted::whole(e)), r#""ftp://u:***@h/""#);
        assert_eq!(debug(Redacted::range(e, 0, 8)), r#""ftp://u:""#);
        assert_eq!(debug(Redacted::range(e, 8, 11)), r#""@h/""#);
        assert_eq!(debug(Redacted::range(e, 7, 9)), r#"":***@""#);
        // An input that does not parse.
        assert_eq!(debug(Redacted::input("ftp:u:pw@h/")), r#""ftp:u:***@h/""#);
    }

    #[test]
    fn lists_and_the_hidden_mark() {
        assert_eq!(format!("{:?}", List([1, 2].iter())), "[1, 2]");
        assert_eq!(format!("{:?}", Some(Hidden)), "Some(***)");
    }
}

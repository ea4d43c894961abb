//! What the resolution tests share: RFC 3986 §5.4's examples, which
//! `resolve.rs` (RFC 1738 URLs through `url_core::resolve`) and
//! `rfc3986_meaning.rs` (`Uri::resolve`) both run, §5.2.4 by the letter,
//! and a writer into a fixed array, for the tests that show resolving and
//! writing need no allocation.

use std::fmt;

/// §5.4's base URI.
pub const BASE: &str = "http://a/b/c/d;p?q";

/// §5.4.1 "Normal Examples", every line: `(reference, result)`.
pub const NORMAL: [(&str, &str); 23] = [
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    ("", "http://a/b/c/d;p?q"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
];

/// §5.4.2 "Abnormal Examples", every line but the last, [`STRICT`].
pub const ABNORMAL: [(&str, &str); 18] = [
    ("../../../g", "http://a/g"),
    ("../../../../g", "http://a/g"),
    ("/./g", "http://a/g"),
    ("/../g", "http://a/g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
    ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g#s/../x", "http://a/b/c/g#s/../x"),
];

/// §5.4.2's last line, `"http:g" = "http:g" ; for strict parsers`: a
/// reference with the base's scheme keeps it (§5.2.2, strict).
pub const STRICT: (&str, &str) = ("http:g", "http:g");

/// RFC 3986 §5.2.4 `remove_dot_segments`, transcribed with two `String`
/// buffers, step by step: the oracle the resolution tests measure against.
pub fn remove_dot_segments(path: &str) -> String {
    let mut input = path.to_owned();
    let mut output = String::new();
    while !input.is_empty() {
        if let Some(rest) = input.strip_prefix("../").or_else(|| input.strip_prefix("./")) {
            input = rest.to_owned();
        } else if input.starts_with("/./") || input == "/." {
            input = format!("/{}", &input[input.len().min(3)..]);
        } else if input.starts_with("/../") || input == "/.." {
            input = format!("/{}", &input[input.len().min(4)..]);
            output.truncate(output.rfind('/').unwrap_or(0));
        } else if input == "." || input == ".." {
            input.clear();
        } else {
            let from = usize::from(input.starts_with('/'));
            let end = input[from..].find('/').map_or(input.len(), |i| i + from);
            output.push_str(&input[..end]);
            input = input[end..].to_owned();
        }
    }
    output
}

/// A `fmt::Write` into an array of `N` bytes: never allocates, fails when
/// full.
pub struct Fixed<const N: usize> {
    buf: [u8; N],
    len: usize,
}

impl<const N: usize> Fixed<N> {
    /// An empty writer.
    pub fn new() -> Self {
        Fixed { buf: [0; N], len: 0 }
    }

    /// What was written.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.buf[..self.len]).expect("only whole strs are written")
    }

    /// How many bytes were written.
    pub fn len(&self) -> usize {
        self.len
    }
}

impl<const N: usize> fmt::Write for Fixed<N> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if end > N {
            return Err(fmt::Error);
        }
        self.buf[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

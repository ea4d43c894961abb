//! What RFC 1738 §6 calls unwise, found in `const`: encoded line breaks in
//! parts a client decodes onto the wire, and hosts another parser reads as a
//! different address.
//!
//! Both are computed by `const fn`s on a parsed [`Url`], so the macros can
//! warn about them for literals and constants alike, interpretation
//! ([`crate::interpret`]) can refuse to build a plan from such a URL, and
//! conversions to other URL types can refuse to move an address.

use core::fmt;

use crate::chars::hex_val;
use crate::url::{Url, IPV4, NONE};
use crate::Scheme;

/// An encoded CR (`%0D`), LF (`%0A`) or NUL (`%00`) in a part of a URL that a
/// client decodes before sending it to a server (RFC 1738 §6).
///
/// Sent decoded, such a byte ends the command or request line early, and
/// what follows it becomes a second command of the URL's choosing
/// (`ftp://h/a%0D%0ADELE%20x/f` would `CWD a` and then `DELE x`). RFC 1738
/// §6 asks clients not to decode such delimiters before transmission; this
/// crate refuses instead: [`Url::control_on_wire`] finds the first one, and
/// the plans of [`crate::interpret`] are never built from such a URL.
///
/// ```
/// use url_core::Url;
///
/// let url = Url::parse("ftp://h/a%0D%0ADELE%20x/f").unwrap();
/// let found = url.control_on_wire().unwrap();
/// assert_eq!((found.offset(), found.byte(), found.component()), (9, b'\r', "ftp path"));
/// assert_eq!(
///     found.to_string(),
///     "encoded CR (%0D) in the ftp path would be sent to the server as a line break (RFC 1738 §6)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ControlOnWire {
    offset: u32,
    byte: u8,
    component: &'static str,
}

impl ControlOnWire {
    /// Byte offset of the `%` of the escape in the URL's text.
    pub const fn offset(&self) -> usize {
        self.offset as usize
    }

    /// The escape's length in the text: always 3 (`%0D`).
    pub const fn length(&self) -> usize {
        3
    }

    /// The decoded byte: `b'\r'`, `b'\n'` or `0`.
    pub const fn byte(&self) -> u8 {
        self.byte
    }

    /// The part of the URL that holds it, as the messages name it: `"user"`,
    /// `"password"`, `"ftp path"`, `"gopher selector"`, `"gopher search"`,
    /// `"gopher+ string"`, `"news message-id"`, `"wais path"` or
    /// `"prospero path"`.
    pub const fn component(&self) -> &'static str {
        self.component
    }

    /// The section that states the rule: always `"6"` (RFC 1738 §6).
    pub const fn section(&self) -> &'static str {
        "6"
    }

    /// `"CR"`, `"LF"` or `"NUL"`.
    pub const fn name(&self) -> &'static str {
        match self.byte {
            b'\r' => "CR",
            b'\n' => "LF",
            _ => "NUL",
        }
    }

    /// The escape as it is conventionally written: `"%0D"`, `"%0A"` or `"%00"`.
    pub const fn escape(&self) -> &'static str {
        match self.byte {
            b'\r' => "%0D",
            b'\n' => "%0A",
            _ => "%00",
        }
    }
}

impl fmt::Display for ControlOnWire {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.byte == 0 { "a NUL byte" } else { "a line break" };
        write!(
            f,
            "encoded {} ({}) in the {} would be sent to the server as {what} (RFC 1738 §6)",
            self.name(),
            self.escape(),
            self.component
        )
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ControlOnWire {}

/// The first encoded CR, LF or NUL in `s[from..to]`, as `(offset, byte)`.
const fn first_control(s: &[u8], from: usize, to: usize) -> Option<(usize, u8)> {
    let mut i = from;
    // every `%` in a parsed URL starts a valid escape, which ends before `to`
    while i < to {
        if s[i] == b'%' && i + 2 < s.len() {
            let v = hex_val(s[i + 1]) << 4 | hex_val(s[i + 2]);
            if v == b'\r' || v == b'\n' || v == 0 {
                return Some((i, v));
            }
            i += 3;
        } else {
            i += 1;
        }
    }
    None
}

impl<'a> Url<'a> {
    /// The first encoded CR, LF or NUL in a part of this URL that a client
    /// decodes before sending it (RFC 1738 §6), or `None`.
    ///
    /// The parts are those a client sends decoded, in a command or request
    /// line: the user and password of every scheme with a login, the ftp path
    /// (each `CWD` and the `RETR` name), the gopher selector, search and
    /// gopher+ string, the news message-id, the wais database, search and
    /// path, and the prospero path and fields. The fragment is never sent;
    /// http paths and searches are sent still encoded. (Hosts and ports hold
    /// no escapes.)
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// let url = Url::parse("gopher://h/7sel%09q%0D%0Aevil").unwrap();
    /// assert_eq!(url.control_on_wire().map(|c| c.component()), Some("gopher search"));
    /// assert_eq!(Url::parse("http://h/a%0D%0Ab").unwrap().control_on_wire(), None);
    /// assert_eq!(Url::parse("ftp://h/f#%0A").unwrap().control_on_wire(), None);
    /// ```
    pub const fn control_on_wire(&self) -> Option<ControlOnWire> {
        let s = self.s.as_bytes();
        let end = self.end as usize;
        // the login: user and password
        if self.at != NONE {
            let start = self.scheme_end as usize + 3;
            if let Some((i, byte)) = first_control(s, start, self.at as usize) {
                let component = if self.colon != NONE && i > self.colon as usize { "password" } else { "user" };
                return Some(ControlOnWire { offset: i as u32, byte, component });
            }
        }
        let (from, component) = match self.kind {
            Scheme::Ftp => (self.auth_end as usize, "ftp path"),
            Scheme::Gopher => {
                if self.marks[0] == NONE {
                    return None;
                }
                let (m1, m2) = (self.marks[1], self.marks[2]);
                let sel_end = if m1 != NONE { m1 as usize } else { end };
                let search_end = if m2 != NONE { m2 as usize } else { end };
                let found = match first_control(s, self.marks[0] as usize, sel_end) {
                    Some((i, byte)) => Some((i, byte, "gopher selector")),
                    None if m1 == NONE => None,
                    None => match first_control(s, m1 as usize + 3, search_end) {
                        Some((i, byte)) => Some((i, byte, "gopher search")),
                        None if m2 == NONE => None,
                        None => match first_control(s, m2 as usize + 3, end) {
                            Some((i, byte)) => Some((i, byte, "gopher+ string")),
                            None => None,
                        },
                    },
                };
                return match found {
                    Some((i, byte, component)) => Some(ControlOnWire { offset: i as u32, byte, component }),
                    None => None,
                };
            }
            // a message-id's unique part; groups and hosts hold no escapes
            Scheme::News => (self.scheme_end as usize + 1, "news message-id"),
            Scheme::Wais => (self.auth_end as usize, "wais path"),
            Scheme::Prospero => (self.auth_end as usize, "prospero path"),
            _ => return None,
        };
        match first_control(s, from, end) {
            Some((i, byte)) => Some(ControlOnWire { offset: i as u32, byte, component }),
            None => None,
        }
    }

    /// Whether another parser may read this URL's host as a different
    /// address than this crate does: an IPv4 `hostnumber` with a group
    /// written with a leading zero (`0127.0.0.1`).
    ///
    /// RFC 1738 reads every group in decimal, so `0127.0.0.1` is 127.0.0.1
    /// here; but WHATWG URL parsers (`url::Url`, browsers) and the C
    /// resolver's `inet_aton` read a leading zero as octal and connect to
    /// 87.0.0.1. An allow-list check on [`host`](Url::host) could then be
    /// bypassed by converting the URL afterwards, so the conversions to
    /// `url::Url` and `http::Uri` refuse such a host and the macros warn
    /// about it. A hostname never reads as an address elsewhere: RFC 1738's
    /// top label starts with a letter, so no hostname ends in a number.
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// assert!(Url::parse("http://0127.0.0.1/").unwrap().has_ambiguous_host());
    /// assert!(Url::parse("http://127.0.0.01/").unwrap().has_ambiguous_host());
    /// assert!(!Url::parse("http://127.0.0.1/").unwrap().has_ambiguous_host());
    /// assert!(!Url::parse("http://10.0.0.0/").unwrap().has_ambiguous_host());
    /// ```
    pub const fn has_ambiguous_host(&self) -> bool {
        if self.flags & IPV4 == 0 {
            return false;
        }
        let (start, end) = (self.host_start(), self.host_end as usize);
        if self.host_end == NONE {
            // a news message-id's host: after the `@`, to the end
            return has_leading_zero_group(self.s.as_bytes(), self.marks[0] as usize + 1, self.end as usize);
        }
        has_leading_zero_group(self.s.as_bytes(), start, end)
    }
}

/// Whether a dotted group in `s[from..to]` has more than one digit and
/// starts with `0`.
const fn has_leading_zero_group(s: &[u8], from: usize, to: usize) -> bool {
    let mut i = from;
    let mut group_start = true;
    while i < to {
        if group_start && s[i] == b'0' && i + 1 < to && s[i + 1] != b'.' {
            return true;
        }
        group_start = s[i] == b'.';
        i += 1;
    }
    false
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use crate::Url;

    #[track_caller]
    fn control(s: &str) -> Option<(usize, u8, &'static str)> {
        let url = Url::parse(s).unwrap();
        url.control_on_wire().map(|c| (c.offset(), c.byte(), c.component()))
    }

    #[test]
    fn every_wire_part_of_every_scheme() {
        assert_eq!(control("ftp://h/a%0D%0ADELE%20x/f"), Some((9, b'\r', "ftp path")));
        assert_eq!(control("ftp://h/d/f%00;type=a"), Some((11, 0, "ftp path")));
        assert_eq!(control("ftp://u%0D%0ASITE%20EXEC@h/f"), Some((7, b'\r', "user")));
        assert_eq!(control("ftp://u:p%0A@h/f"), Some((9, b'\n', "password")));
        assert_eq!(control("ftp://u%3A:p%0A@h/f"), Some((12, b'\n', "password")));
        assert_eq!(control("gopher://h/1a%00b"), Some((13, 0, "gopher selector")));
        assert_eq!(control("gopher://h/7sel%09q%0D%0Aevil"), Some((19, b'\r', "gopher search")));
        assert_eq!(control("gopher://h/7sel%09q%09%2B%0A"), Some((25, b'\n', "gopher+ string")));
        assert_eq!(control("news:a%0Db@example.org"), Some((6, b'\r', "news message-id")));
        assert_eq!(control("wais://h/db?a%0Ab"), Some((13, b'\n', "wais path")));
        assert_eq!(control("prospero://h/p;f=%00"), Some((17, 0, "prospero path")));
        assert_eq!(control("telnet://u%0D:p@h/"), Some((10, b'\r', "user")));
    }

    #[test]
    fn parts_that_are_not_sent_decoded() {
        assert_eq!(control("http://h/a%0D%0Ab?c%0A"), None);
        assert_eq!(control("ftp://h/f#%0D%0A"), None);
        assert_eq!(control("gopher://h/%0D"), None); // the type is not sent
        assert_eq!(control("gopher://h/"), None);
        assert_eq!(control("mailto:a@b"), None);
        assert_eq!(control("file:///a%0D%0Ab"), None);
        assert_eq!(control("x-y://h/a%0Ab"), None);
        assert_eq!(control("ftp://h/a%0E%1A%D0%A0"), None);
    }

    #[test]
    fn the_message_names_the_part_the_byte_and_the_section() {
        let url = Url::parse("gopher://h/7sel%09q%00").unwrap();
        assert_eq!(
            url.control_on_wire().unwrap().to_string(),
            "encoded NUL (%00) in the gopher search would be sent to the server as a NUL byte (RFC 1738 §6)"
        );
    }

    #[test]
    fn ambiguous_hosts() {
        for (s, ambiguous) in [
            ("http://0127.0.0.1/", true),
            ("http://127.0.0.01/", true),
            ("ftp://u@1.02.3.4/", true),
            ("news:x@00.1.2.3", true),
            ("http://0.0.0.0/", false),
            ("http://10.0.100.0/", false),
            ("http://127.0.0.1/", false),
            ("http://a0127.example/", false),
            ("news:x@10.1.2.3", false),
            ("mailto:a@b", false),
        ] {
            assert_eq!(Url::parse(s).unwrap().has_ambiguous_host(), ambiguous, "{s}");
        }
    }
}

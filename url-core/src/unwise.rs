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
use crate::rfc1738::scheme::Scheme;
use crate::view::url::Host;
use crate::view::url::{slice, Url, IPV4, NO_OFFSET};

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
    /// `"gopher+ string"`, `"news message-id"`, `"mailto address"`,
    /// `"wais path"` or `"prospero path"`.
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
    /// gopher+ string, the news message-id, the mailto address, the wais
    /// database, search and path, and the prospero path and fields. The fragment is never sent;
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
        if self.at != NO_OFFSET {
            let start = self.scheme_end as usize + 3;
            if let Some((i, byte)) = first_control(s, start, self.at as usize) {
                let component = if self.colon != NO_OFFSET && i > self.colon as usize { "password" } else { "user" };
                return Some(ControlOnWire { offset: i as u32, byte, component });
            }
        }
        let (from, component) = match self.kind {
            Scheme::Ftp => (self.auth_end as usize, "ftp path"),
            Scheme::Gopher => {
                if self.marks[0] == NO_OFFSET {
                    return None;
                }
                let (m1, m2) = (self.marks[1], self.marks[2]);
                let sel_end = if m1 != NO_OFFSET { m1 as usize } else { end };
                let search_end = if m2 != NO_OFFSET { m2 as usize } else { end };
                let found = match first_control(s, self.marks[0] as usize, sel_end) {
                    Some((i, byte)) => Some((i, byte, "gopher selector")),
                    None if m1 == NO_OFFSET => None,
                    None => match first_control(s, m1 as usize + 3, search_end) {
                        Some((i, byte)) => Some((i, byte, "gopher search")),
                        None if m2 == NO_OFFSET => None,
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
            // the address, which a mail client sends decoded in `RCPT TO` and
            // writes into the `To:` field: RFC 822 lets a line break into a
            // quoted local part (`%22a%0ABcc:%20x%22@h`)
            Scheme::Mailto => (self.scheme_end as usize + 1, "mailto address"),
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
    /// host than this crate does: [`ambiguous_host`](Url::ambiguous_host)
    /// finds one.
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// assert!(Url::parse("http://0127.0.0.1/").unwrap().has_ambiguous_host());
    /// assert!(Url::parse("http://127.0.0.01/").unwrap().has_ambiguous_host());
    /// assert!(Url::parse("ftp://a?b@example.com/").unwrap().has_ambiguous_host());
    /// assert!(!Url::parse("http://127.0.0.1/").unwrap().has_ambiguous_host());
    /// assert!(!Url::parse("http://10.0.0.0/").unwrap().has_ambiguous_host());
    /// ```
    pub const fn has_ambiguous_host(&self) -> bool {
        self.ambiguous_host().is_some()
    }

    /// The host of this URL if another parser may read it as a different
    /// host than this crate does, with both readings; `None` otherwise.
    ///
    /// Two forms are ambiguous:
    ///
    /// - An IPv4 `hostnumber` with a group written with a leading zero
    ///   (`0127.0.0.1`). RFC 1738 §3.1 reads every group in decimal, so it is
    ///   127.0.0.1 here; but WHATWG URL parsers (`url::Url`, browsers) and
    ///   the C resolver's `inet_aton` read a leading zero as octal and
    ///   connect to 87.0.0.1, and strict parsers (`inet_pton`, Rust's
    ///   `Ipv4Addr`) reject it. Every leading zero counts, even where the
    ///   octal reading happens to be the same address (`127.0.0.01`): which
    ///   address the text names depends on the reader.
    /// - A `?` in the user name or password (`ftp://a?b@example.com/`), which
    ///   RFC 1738 §3.1 allows there: WHATWG URL parsers end the authority at
    ///   the `?` and read the host `a`.
    ///
    /// A news message-id's host (`news:x@0127.0.0.1`) counts as well. No
    /// hostname reads as an address elsewhere: RFC 1738's top label starts
    /// with a letter, so no hostname "ends in a number" (WHATWG), decimal or
    /// `0x` hexadecimal; and hosts hold no escapes.
    ///
    /// An allow-list check on [`host`](Url::host) could be bypassed by
    /// converting the URL afterwards, so the conversions to `url::Url` and
    /// `http::Uri` refuse a URL with an ambiguous host, with this message.
    ///
    /// ```
    /// use url_core::{Host, Url};
    ///
    /// let url = Url::parse("http://0127.0.0.1/").unwrap();
    /// let found = url.ambiguous_host().unwrap();
    /// assert_eq!((found.host(), found.offset(), found.length()), ("0127.0.0.1", 7, 10));
    /// assert_eq!(found.rfc1738(), Host::Ipv4([127, 0, 0, 1]));
    /// assert_eq!(found.whatwg(), Some(Host::Ipv4([87, 0, 0, 1])));
    /// assert_eq!(
    ///     found.to_string(),
    ///     "ambiguous host 0127.0.0.1: RFC 1738 reads every group in decimal (127.0.0.1) but WHATWG URL \
    ///      parsers and inet_aton read a group with a leading zero as octal (87.0.0.1); write the host \
    ///      without leading zeros (RFC 1738 §3.1 hostnumber)"
    /// );
    ///
    /// let url = Url::parse("ftp://a?b@example.com/").unwrap();
    /// let found = url.ambiguous_host().unwrap();
    /// assert_eq!((found.rfc1738(), found.whatwg()), (Host::Name("example.com"), Some(Host::Name("a"))));
    /// ```
    pub const fn ambiguous_host(&self) -> Option<AmbiguousHost<'a>> {
        let s = self.s.as_bytes();
        // a `?` in the login: WHATWG's authority ends there
        if self.at != NO_OFFSET {
            let start = self.scheme_end as usize + 3;
            let mut q = start;
            while q < self.at as usize && s[q] != b'?' {
                q += 1;
            }
            if q < self.at as usize {
                let mut h = start;
                while h < q && s[h] != b':' {
                    h += 1;
                }
                let in_password = self.colon != NO_OFFSET && q > self.colon as usize;
                let host = match self.host() {
                    Some(host) => host,
                    None => Host::Name(""),
                };
                return Some(AmbiguousHost {
                    text: self.s,
                    start: self.host_start() as u32,
                    end: self.host_end,
                    rfc1738: host,
                    whatwg: Some(Host::Name(slice(self.s, start, h))),
                    question_mark: if in_password { QuestionMark::Password } else { QuestionMark::User },
                });
            }
        }
        if self.host_flags & IPV4 == 0 {
            return None;
        }
        let (start, end) = if self.host_end == NO_OFFSET {
            // a news message-id's host: after the `@`, to the end
            (self.marks[0] as usize + 1, self.end as usize)
        } else {
            (self.host_start(), self.host_end as usize)
        };
        if !has_leading_zero_group(s, start, end) {
            return None;
        }
        Some(AmbiguousHost {
            text: self.s,
            start: start as u32,
            end: end as u32,
            rfc1738: Host::Ipv4(decimal_groups(s, start)),
            whatwg: match octal_groups(s, start, end) {
                Some(v) => Some(Host::Ipv4(v)),
                None => None,
            },
            question_mark: QuestionMark::None,
        })
    }
}

/// Where a `?` of the login is, for [`AmbiguousHost`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum QuestionMark {
    None,
    User,
    Password,
}

/// A host that another parser reads differently than RFC 1738 does: found by
/// [`Url::ambiguous_host`], which describes the forms.
///
/// `Display` is the message the conversions to `url::Url` and `http::Uri`
/// give when they refuse such a URL; it names the host, both readings and
/// RFC 1738 §3.1, and never shows a password.
///
/// ```
/// use url_core::{Host, Url};
///
/// let url = Url::parse("ftp://127.0.0.01/").unwrap();
/// let found = url.ambiguous_host().unwrap();
/// assert_eq!((found.rfc1738(), found.whatwg()), (Host::Ipv4([127, 0, 0, 1]), Some(Host::Ipv4([127, 0, 0, 1]))));
/// assert_eq!(
///     found.to_string(),
///     "ambiguous host 127.0.0.01: RFC 1738 reads every group in decimal (127.0.0.1) but WHATWG URL parsers \
///      and inet_aton read a group with a leading zero as octal (127.0.0.1 here, by chance, while inet_pton \
///      rejects it); write the host without leading zeros (RFC 1738 §3.1 hostnumber)"
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct AmbiguousHost<'a> {
    text: &'a str,
    start: u32,
    end: u32,
    rfc1738: Host<'a>,
    whatwg: Option<Host<'a>>,
    question_mark: QuestionMark,
}

impl<'a> AmbiguousHost<'a> {
    /// The host as written.
    pub const fn host(&self) -> &'a str {
        slice(self.text, self.start as usize, self.end as usize)
    }

    /// Byte offset of the host in the URL's text.
    pub const fn offset(&self) -> usize {
        self.start as usize
    }

    /// The length of the host in the text.
    pub const fn length(&self) -> usize {
        (self.end - self.start) as usize
    }

    /// The host as RFC 1738 reads it (what [`Url::host`] gives).
    pub const fn rfc1738(&self) -> Host<'a> {
        self.rfc1738
    }

    /// The host as WHATWG URL parsers read it (and, for an IPv4 address,
    /// `inet_aton`): an address read in octal, the text before a `?` of the
    /// login, or `None` when they read no host at all (a group with a
    /// leading zero and an `8` or a `9` is no octal number).
    pub const fn whatwg(&self) -> Option<Host<'a>> {
        self.whatwg
    }
}

impl fmt::Debug for AmbiguousHost<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AmbiguousHost")
            .field("host", &self.host())
            .field("offset", &self.offset())
            .field("rfc1738", &self.rfc1738)
            .field("whatwg", &self.whatwg)
            .finish()
    }
}

impl fmt::Display for AmbiguousHost<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let host = self.host();
        let part = match self.question_mark {
            QuestionMark::None => {
                write!(f, "ambiguous host {host}: RFC 1738 reads every group in decimal ({}) but WHATWG URL parsers and inet_aton read a group with a leading zero as octal (", self.rfc1738)?;
                match self.whatwg {
                    Some(other) if other == self.rfc1738 => {
                        write!(f, "{other} here, by chance, while inet_pton rejects it")?;
                    }
                    Some(other) => write!(f, "{other}")?,
                    None => f.write_str("no address: a group has an 8 or a 9")?,
                }
                return f.write_str("); write the host without leading zeros (RFC 1738 §3.1 hostnumber)");
            }
            QuestionMark::User => "user name",
            QuestionMark::Password => "password",
        };
        write!(f, "ambiguous host {host}: RFC 1738 reads the '?' in the {part} as part of it but WHATWG URL parsers end the authority at a '?' and read ")?;
        match self.whatwg {
            Some(Host::Name("")) | None => f.write_str("an empty host")?,
            Some(other) => write!(f, "the host {other}")?,
        }
        f.write_str("; write the '?' as %3F (RFC 1738 §3.1)")
    }
}

#[cfg(feature = "std")]
impl std::error::Error for AmbiguousHost<'_> {}

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

/// The four decimal groups of the hostnumber at `s[from..]` (RFC 1738).
const fn decimal_groups(s: &[u8], from: usize) -> [u8; 4] {
    let mut out = [0u8; 4];
    let mut i = from;
    let mut g = 0;
    while g < 4 {
        let (e, v) = crate::scan::digits(s, i);
        out[g] = v as u8;
        i = e + 1;
        g += 1;
    }
    out
}

/// The hostnumber `s[from..to]` as WHATWG's IPv4 parser (and `inet_aton`)
/// reads four dotted digit groups: a group of two digits or more starting
/// with `0` is octal, the others decimal; `None` when a group is no octal
/// number or above 255.
const fn octal_groups(s: &[u8], from: usize, to: usize) -> Option<[u8; 4]> {
    let mut out = [0u8; 4];
    let mut i = from;
    let mut g = 0;
    while g < 4 && i <= to {
        let mut e = i;
        while e < to && s[e] != b'.' {
            e += 1;
        }
        let (mut k, radix) = if e - i >= 2 && s[i] == b'0' { (i + 1, 8) } else { (i, 10) };
        let mut v: u32 = 0;
        while k < e {
            let d = (s[k] - b'0') as u32;
            if d >= radix {
                return None;
            }
            v = v * radix + d;
            if v > 255 {
                return None;
            }
            k += 1;
        }
        out[g] = v as u8;
        g += 1;
        i = e + 1;
    }
    if g == 4 {
        Some(out)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use crate::view::url::{Host, Url};

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
        assert_eq!(control("mailto:%22a%0ABcc:%20x%22@example.com"), Some((11, b'\n', "mailto address")));
        assert_eq!(control("mailto:%22a%5C%0D%0ABcc:%20x%22@example.com"), Some((14, b'\r', "mailto address")));
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
            ("ftp://a?b@example.com/", true),
            ("ftp://a:b?c@example.com/", true),
            ("telnet://?@h/", true),
            ("x-y://u?:p@h/", true),
            ("ftp://a@example.com/?b", false),
            ("http://h/?a@b", false),
        ] {
            assert_eq!(Url::parse(s).unwrap().has_ambiguous_host(), ambiguous, "{s}");
        }
    }

    #[track_caller]
    fn readings(s: &str) -> (&str, usize, Host<'_>, Option<Host<'_>>) {
        let found = Url::parse(s).unwrap().ambiguous_host().unwrap();
        (found.host(), found.offset(), found.rfc1738(), found.whatwg())
    }

    #[test]
    fn both_readings_of_an_ambiguous_host() {
        use Host::{Ipv4, Name};
        assert_eq!(readings("http://0127.0.0.1/"), ("0127.0.0.1", 7, Ipv4([127, 0, 0, 1]), Some(Ipv4([87, 0, 0, 1]))));
        assert_eq!(readings("ftp://127.0.0.01/"), ("127.0.0.01", 6, Ipv4([127, 0, 0, 1]), Some(Ipv4([127, 0, 0, 1]))));
        assert_eq!(readings("ftp://u@010.0.0.1/"), ("010.0.0.1", 8, Ipv4([10, 0, 0, 1]), Some(Ipv4([8, 0, 0, 1]))));
        assert_eq!(
            readings("http://0000255.0.0.1/"),
            ("0000255.0.0.1", 7, Ipv4([255, 0, 0, 1]), Some(Ipv4([173, 0, 0, 1])))
        );
        assert_eq!(readings("http://00.0.0.1/"), ("00.0.0.1", 7, Ipv4([0, 0, 0, 1]), Some(Ipv4([0, 0, 0, 1]))));
        assert_eq!(readings("http://1.2.3.08/"), ("1.2.3.08", 7, Ipv4([1, 2, 3, 8]), None));
        assert_eq!(readings("news:x@0127.0.0.1"), ("0127.0.0.1", 7, Ipv4([127, 0, 0, 1]), Some(Ipv4([87, 0, 0, 1]))));
        assert_eq!(readings("ftp://a?b@example.com/"), ("example.com", 10, Name("example.com"), Some(Name("a"))));
        assert_eq!(readings("ftp://a:b?c@0127.0.0.1/"), ("0127.0.0.1", 12, Ipv4([127, 0, 0, 1]), Some(Name("a"))));
        assert_eq!(readings("telnet://?@h/"), ("h", 11, Name("h"), Some(Name(""))));
    }

    #[test]
    fn the_messages_name_the_host_both_readings_and_the_section() {
        let message = |s: &str| Url::parse(s).unwrap().ambiguous_host().unwrap().to_string();
        assert_eq!(
            message("http://1.2.3.08/"),
            "ambiguous host 1.2.3.08: RFC 1738 reads every group in decimal (1.2.3.8) but WHATWG URL parsers and \
             inet_aton read a group with a leading zero as octal (no address: a group has an 8 or a 9); write the \
             host without leading zeros (RFC 1738 §3.1 hostnumber)"
        );
        assert_eq!(
            message("ftp://a:b?c@example.com/"),
            "ambiguous host example.com: RFC 1738 reads the '?' in the password as part of it but WHATWG URL \
             parsers end the authority at a '?' and read the host a; write the '?' as %3F (RFC 1738 §3.1)"
        );
        assert_eq!(
            message("telnet://?@h/"),
            "ambiguous host h: RFC 1738 reads the '?' in the user name as part of it but WHATWG URL parsers end \
             the authority at a '?' and read an empty host; write the '?' as %3F (RFC 1738 §3.1)"
        );
        // Debug shows no password.
        let found = Url::parse("ftp://a:s3cr3t?@h/").unwrap().ambiguous_host().unwrap();
        assert_eq!(
            std::format!("{found:?}"),
            "AmbiguousHost { host: \"h\", offset: 16, rfc1738: Name(\"h\"), whatwg: Some(Name(\"a\")) }"
        );
    }
}

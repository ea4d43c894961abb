//! Equivalence of URLs (RFC 1630: "bring them to the same encoding level"; RFC 1738 §2.2).
//!
//! One canonical form, produced octet by octet by [`Canon`] without
//! allocating, serves [`Url::equivalent`] (two streams compared),
//! [`Url::write_normalized`] and [`Url::normalized`] (one stream written) and
//! [`Url::hash_normalized`] (one stream hashed), so they agree by
//! construction. The rules are stated on [`Url::equivalent`].

use core::fmt;
use core::hash::Hasher;

use crate::chars::{self, is, AT, HEX, RESERVED, UNRESERVED};
use crate::rfc1738::scheme::Scheme;
use crate::view::url::Host;
use crate::view::url::{slice, Url, NO_OFFSET};

/// The most pieces a URL's canonical form is made of: scheme `:` `//` user
/// `:` password `@` host (7 for IPv4) `:` port, two path pieces, `#`
/// fragment.
const MAX_PIECES: usize = 24;

/// Which escapes a piece decodes: those of unreserved characters (§2.2).
const PLAIN: u32 = UNRESERVED;
/// Where no character is reserved (mailto §3.5, the gopher-path §3.4.1).
const UNRESERVED_ALL: u32 = UNRESERVED | RESERVED;
/// A news message-id: "No additional characters are reserved within the
/// components of a news URL" (§3.6) beyond the `@` that makes it one.
const NEWS: u32 = UNRESERVED | (RESERVED & !AT);

#[derive(Clone, Copy)]
enum Piece<'a> {
    /// Raw text: escapes whose octet is in the class `decode` are decoded,
    /// the others get upper-case hex digits; with `lower`, every other
    /// character is lower-cased.
    Text { text: &'a [u8], decode: u32, lower: bool },
    /// A number in decimal, without leading zeros.
    Num(u16),
}

/// The canonical form of a URL, octet by octet (always ASCII).
#[derive(Clone)]
pub(crate) struct Canon<'a> {
    pieces: [Piece<'a>; MAX_PIECES],
    len: usize,
    idx: usize,
    /// Position in the current piece (byte index, or digit index of a number).
    pos: usize,
    /// Hex digits of a kept escape still to upper-case.
    upper: u8,
}

const fn digit_count(n: u16) -> usize {
    match n {
        0..=9 => 1,
        10..=99 => 2,
        100..=999 => 3,
        1000..=9999 => 4,
        _ => 5,
    }
}

impl<'a> Canon<'a> {
    /// No pieces yet (for `Uri`'s normalization, which adds its own).
    pub(crate) fn empty() -> Self {
        Canon { pieces: [Piece::Num(0); MAX_PIECES], len: 0, idx: 0, pos: 0, upper: 0 }
    }

    /// Adds a number, written in decimal without leading zeros.
    pub(crate) fn num(&mut self, n: u16) {
        self.push(Piece::Num(n));
    }

    fn push(&mut self, p: Piece<'a>) {
        self.pieces[self.len] = p;
        self.len += 1;
    }

    /// Adds `text`: escapes of octets in the class `decode` decoded, the
    /// others with upper-case hex digits; with `lower`, lower-cased.
    pub(crate) fn text(&mut self, text: &'a str, decode: u32, lower: bool) {
        if !text.is_empty() {
            self.push(Piece::Text { text: text.as_bytes(), decode, lower });
        }
    }

    /// Adds `text` as it is.
    pub(crate) fn lit(&mut self, text: &'static str) {
        self.text(text, 0, false);
    }

    pub(crate) fn new(u: &Url<'a>) -> Self {
        let mut c = Canon::empty();
        let s = u.s;
        c.text(u.scheme(), 0, true);
        c.lit(":");
        if u.has_login() {
            c.lit("//");
            if let Some(user) = u.user() {
                c.text(user, PLAIN, false);
                if let Some(password) = u.password() {
                    c.lit(":");
                    c.text(password, PLAIN, false);
                }
                c.lit("@");
            }
            match u.host() {
                Some(Host::Ipv4(octets)) => {
                    for (k, o) in octets.into_iter().enumerate() {
                        if k > 0 {
                            c.lit(".");
                        }
                        c.push(Piece::Num(u16::from(o)));
                    }
                }
                // §3.10: "localhost" and the empty string both mean "the
                // machine from which the URL is being interpreted".
                Some(Host::Name(h)) if u.kind == Scheme::File && chars::eq_ignore_case(h.as_bytes(), b"localhost") => {}
                Some(Host::Name(h)) => c.text(h, 0, true),
                None => {}
            }
            if let Some(port) = u.port() {
                if Some(port) != u.default_port() {
                    c.lit(":");
                    c.push(Piece::Num(port));
                }
            }
            let rest = slice(s, u.auth_end as usize, u.end as usize);
            match u.kind {
                // §3.3: "If neither <path> nor <searchpart> is present, the
                // '/' may also be omitted"; §3.8: "The final '/' character
                // may be omitted".
                Scheme::Http | Scheme::Https | Scheme::Telnet if rest.is_empty() => c.lit("/"),
                Scheme::Gopher => {
                    // §3.4.1: an empty gopher-path, with or without its "/",
                    // has type "1" and an empty selector, as "/1" has.
                    c.lit("/");
                    let path = rest.get(1..).unwrap_or("");
                    if !(path == "1" || chars::eq_ignore_case(path.as_bytes(), b"%31")) {
                        c.text(path, UNRESERVED_ALL, false);
                    }
                }
                Scheme::Ftp if u.marks[1] != NO_OFFSET => {
                    c.text(slice(s, u.auth_end as usize, u.marks[1] as usize), PLAIN, false);
                    // ";type=" and the typecode, "A" as "a".
                    c.text(slice(s, u.marks[1] as usize, u.end as usize), 0, true);
                }
                _ => c.text(rest, PLAIN, false),
            }
        } else {
            let ssp = u.scheme_specific_part();
            match u.kind {
                Scheme::Mailto => {
                    let at = u.marks[0] as usize;
                    c.text(slice(s, u.scheme_end as usize + 1, at), UNRESERVED_ALL, false);
                    // The domain is case-insensitive (RFC 822 §3.4.7), but
                    // leave a domain-literal alone.
                    let domain = slice(s, at, u.end as usize);
                    let mut literal = false;
                    for w in domain.as_bytes().windows(3) {
                        literal |= w[0] == b'%' && w[1] == b'5' && (w[2] | 0x20) == b'b';
                    }
                    c.text(domain, UNRESERVED_ALL, !literal);
                }
                Scheme::News => c.text(ssp, NEWS, false),
                _ if ssp.starts_with("//") => {
                    // A scheme part that starts like `ip-schemepart` but is
                    // not one (a host with an escape, a bad port, ...): its
                    // login part stays as written (hex digits aside), for
                    // decoding it could make it read as one, with a host
                    // that is then compared case-insensitively.
                    let end = ssp[2..].find('/').map_or(ssp.len(), |k| k + 2);
                    c.text(&ssp[..end], 0, false);
                    c.text(&ssp[end..], PLAIN, false);
                }
                _ => c.text(ssp, PLAIN, false),
            }
        }
        if let Some(fragment) = u.fragment() {
            c.lit("#");
            c.text(fragment, PLAIN, false);
        }
        c
    }
}

impl Iterator for Canon<'_> {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        loop {
            let piece = *self.pieces[..self.len].get(self.idx)?;
            match piece {
                Piece::Text { text, decode, lower } => {
                    let Some(&b) = text.get(self.pos) else {
                        self.idx += 1;
                        self.pos = 0;
                        continue;
                    };
                    self.pos += 1;
                    if self.upper > 0 {
                        self.upper -= 1;
                        return Some(b.to_ascii_uppercase());
                    }
                    if b == b'%' {
                        if let [h, l, ..] = text[self.pos..] {
                            if is(h, HEX) && is(l, HEX) {
                                let v = chars::hex_val(h) << 4 | chars::hex_val(l);
                                if is(v, decode) {
                                    self.pos += 2;
                                    return Some(if lower { v.to_ascii_lowercase() } else { v });
                                }
                                self.upper = 2;
                            }
                        }
                        return Some(b'%');
                    }
                    return Some(if lower { b.to_ascii_lowercase() } else { b });
                }
                Piece::Num(n) => {
                    let d = digit_count(n);
                    if self.pos >= d {
                        self.idx += 1;
                        self.pos = 0;
                        continue;
                    }
                    let digit = (n / 10u16.pow((d - 1 - self.pos) as u32)) % 10;
                    self.pos += 1;
                    return Some(b'0' + digit as u8);
                }
            }
        }
    }
}

impl core::iter::FusedIterator for Canon<'_> {}

/// Feeds `canon` to `sink` in chunks of `N` octets; the chunks depend only on
/// the canonical octets (so hashing them is stable).
pub(crate) fn chunks<const N: usize, E>(
    canon: Canon<'_>,
    mut sink: impl FnMut(&[u8]) -> Result<(), E>,
) -> Result<(), E> {
    let mut buf = [0u8; N];
    let mut n = 0;
    for b in canon {
        buf[n] = b;
        n += 1;
        if n == N {
            sink(&buf)?;
            n = 0;
        }
    }
    if n > 0 {
        sink(&buf[..n])?;
    }
    Ok(())
}

impl<'a> Url<'a> {
    /// Whether `self` and `other` designate the same resource at "the same
    /// encoding level" (RFC 1630), as RFC 1738 lets one tell from the text
    /// alone. Allocation-free; it agrees with comparing `normalized()` forms
    /// (feature `alloc`), and with [`hash_normalized`].
    ///
    /// Two URLs are equivalent when they are equal after these rules:
    ///
    /// - the scheme is compared case-insensitively (§2.1), and so is the host
    ///   (§3.1); an IPv4 host by the value of its groups (`010.0.0.1` is
    ///   `10.0.0.1`); in a file URL, `localhost` is the empty host (§3.10);
    /// - a port is compared by value, and an explicit default port is the
    ///   same as none (`http://h:80/` is `http://h/`, `https://h:443/` is
    ///   `https://h/`);
    /// - an escape of an unreserved character (letters, digits,
    ///   `$-_.+!*'(),`) is that character (§2.2: they "may be encoded ... as
    ///   long as they are not being used for a reserved purpose");
    /// - the hex digits of every other escape are compared case-insensitively;
    /// - an escaped reserved character (`; / ? : @ & =`) is **never** the
    ///   character itself (§2.2; the RFC 1630 draft: reserved characters "may
    ///   NEVER be encoded and unencoded in this way"), and escapes of unsafe,
    ///   national, control and 8-bit octets stay escapes;
    /// - except where RFC 1738 says nothing is reserved: in a mailto address
    ///   (§3.5: "Within mailto URLs, there are no reserved characters"), in a
    ///   gopher-path (§3.4.1: "Within the `<gopher-path>`, no characters are
    ///   reserved") and in a news URL other than for its `@` (§3.6: "No
    ///   additional characters are reserved within the components of a news
    ///   URL"), an escaped reserved character *is* the character;
    /// - the `/` that http (§3.3, and so https) and telnet (§3.8) allow to omit after the
    ///   host is the same as present; an empty gopher-path, with or without
    ///   its `/`, is `/1` (§3.4.1: the type "defaults to '1'");
    /// - the ftp typecode is compared case-insensitively (§5 `ftptype`);
    /// - a mailto domain is compared case-insensitively (RFC 822 §3.4.7),
    ///   unless it holds a domain-literal;
    /// - the RFC 1630 fragment is compared too, by the same escape rules;
    /// - for a scheme RFC 1738 does not define, whose part after `:` starts
    ///   with `//` but does not read as `ip-schemepart` (a host holding an
    ///   escape, a port out of range, ...), everything up to the next `/` is
    ///   compared as written but for hex case: decoding it could turn it into
    ///   an `ip-schemepart` with a host of another case.
    ///
    /// http and https are different schemes, so never equivalent
    /// (`http://h/` is not `https://h/`: RFC 2818 §2.4 makes them different
    /// protocols).
    ///
    /// Everything else is compared exactly: user names, passwords, paths,
    /// searches, newsgroup names, message-ids and mailto local parts are
    /// case-sensitive; `.` and `..` segments are not resolved; `+` is not a
    /// space; `ftp://host` (no url-path) is not `ftp://host/`.
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// let eq = |a: &str, b: &str| Url::parse(a).unwrap().equivalent(&Url::parse(b).unwrap());
    ///
    /// // The RFC 1630 draft's examples 1 and 2:
    /// assert!(eq("http://info.cern.ch/albert/bertram/marie-claude", "http://info.cern.ch/albert/bertram/marie%2Dclaude"));
    /// assert!(!eq("http://info.cern.ch/albert/bertram/marie-claude", "http://info.cern.ch/albert/bertram%2Fmarie-claude"));
    /// // (its example 3 is two URLs that do not even parse)
    /// assert!(Url::parse("fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred").is_err());
    ///
    /// assert!(eq("HTTP://Info.CERN.ch:80", "http://info.cern.ch/"));
    /// assert!(eq("HTTPS://Example.com:443", "https://example.com/"));
    /// assert!(!eq("https://example.com/", "http://example.com/"));
    /// assert!(eq("ftp://host/a%7eb;type=I", "ftp://host/a%7Eb;type=i"));
    /// assert!(!eq("ftp://host/%2Fetc/motd", "ftp://host//etc/motd"));
    /// assert!(eq("mailto:joe%40example.com", "mailto:joe@EXAMPLE.com"));
    /// assert!(eq("gopher://host/1/a%3Fb", "gopher://host/1/a?b"));
    /// assert!(eq("gopher://host", "gopher://host/1"));
    /// assert!(!eq("http://host/a#x", "http://host/a#X"));
    /// ```
    ///
    /// [`hash_normalized`]: Url::hash_normalized
    pub fn equivalent(&self, other: &Url<'_>) -> bool {
        if self.s == other.s {
            return true;
        }
        self.kind == other.kind && Canon::new(self).eq(Canon::new(other))
    }

    /// Writes the normalized form of this URL (what `normalized()` returns
    /// under the `alloc` feature; see [`equivalent`]) to `out`, without
    /// allocating.
    ///
    /// ```
    /// use core::fmt::Write;
    /// use url_core::Url;
    ///
    /// let mut out = String::new();
    /// Url::parse("HTTP://WWW.Example.COM:80/%7euser/a%2fb?x=%41").unwrap().write_normalized(&mut out).unwrap();
    /// assert_eq!(out, "http://www.example.com/%7Euser/a%2Fb?x=A");
    /// ```
    ///
    /// # Errors
    ///
    /// Only those of `out`.
    ///
    /// [`equivalent`]: Url::equivalent
    pub fn write_normalized<W: fmt::Write + ?Sized>(&self, out: &mut W) -> fmt::Result {
        chunks::<64, fmt::Error>(Canon::new(self), |chunk| match core::str::from_utf8(chunk) {
            Ok(text) => out.write_str(text),
            Err(_) => Err(fmt::Error),
        })
    }

    /// Feeds the normalized form of this URL to `state`: equivalent URLs
    /// (see [`equivalent`]) hash alike, so a hash map keyed by a wrapper
    /// whose `Eq` is [`equivalent`] can use it as its `Hash`.
    ///
    /// ```
    /// use std::collections::hash_map::DefaultHasher;
    /// use std::hash::Hasher;
    /// use url_core::Url;
    ///
    /// let hash = |s: &str| {
    ///     let mut h = DefaultHasher::new();
    ///     Url::parse(s).unwrap().hash_normalized(&mut h);
    ///     h.finish()
    /// };
    /// assert_eq!(hash("http://Host/%41"), hash("http://host:80/A"));
    /// ```
    ///
    /// [`equivalent`]: Url::equivalent
    pub fn hash_normalized<H: Hasher + ?Sized>(&self, state: &mut H) {
        let _ = chunks::<32, core::convert::Infallible>(Canon::new(self), |chunk| {
            state.write(chunk);
            Ok(())
        });
        state.write_u8(0xff);
    }

    /// The normalized form of this URL (feature `alloc`): the text that every
    /// URL [`equivalent`] to it normalizes to. It is a valid URL, equivalent
    /// to this one, and normalizing it again changes nothing.
    ///
    /// Scheme and host are lower-cased, escapes of unreserved characters
    /// decoded (and, in mailto addresses, gopher-paths and news URLs, of
    /// reserved ones too), the hex digits of the remaining escapes
    /// upper-cased, a default port dropped, an http, https or telnet URL given its
    /// `/`, an empty gopher-path written `/`, a file URL's `localhost`
    /// dropped, an IPv4 host written without leading zeros, the ftp
    /// typecode and a mailto domain lower-cased. See [`equivalent`] for
    /// the reasons.
    ///
    /// ```
    /// use url_core::Url;
    ///
    /// let n = |s: &str| Url::parse(s).unwrap().normalized();
    /// assert_eq!(n("HTTP://Info.CERN.ch:80"), "http://info.cern.ch/");
    /// assert_eq!(n("https://Example.com:443"), "https://example.com/");
    /// assert_eq!(n("https://example.com:80/"), "https://example.com:80/");
    /// assert_eq!(n("ftp://Host:021/%70ub/a%3bb;type=A"), "ftp://host/pub/a%3Bb;type=a");
    /// assert_eq!(n("file://LOCALHOST/etc/motd"), "file:///etc/motd");
    /// assert_eq!(n("gopher://host:70/1"), "gopher://host/");
    /// assert_eq!(n("mailto:Joe%40Example.COM"), "mailto:Joe@example.com");
    /// assert_eq!(n("news:a%3bb%40c@Host.COM"), "news:a;b%40c@Host.COM");
    /// assert_eq!(n("http://010.000.1.1:8080/#%7e"), "http://10.0.1.1:8080/#%7E");
    /// ```
    ///
    /// [`equivalent`]: Url::equivalent
    #[cfg(feature = "alloc")]
    pub fn normalized(&self) -> alloc::string::String {
        Canon::new(self).map(char::from).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canon(s: &str) -> ([u8; 256], usize) {
        let mut out = [0u8; 256];
        let mut n = 0;
        for b in Canon::new(&Url::parse(s).unwrap()) {
            out[n] = b;
            n += 1;
        }
        (out, n)
    }

    #[track_caller]
    fn check(input: &str, want: &str) {
        let (out, n) = canon(input);
        assert_eq!(core::str::from_utf8(&out[..n]).unwrap(), want);
        // idempotent
        let (again, m) = canon(want);
        assert_eq!(&again[..m], &out[..n]);
    }

    #[test]
    fn canonical_forms() {
        check("HTTP://Host:80", "http://host/");
        check("http://host:0080/a", "http://host/a");
        check("http://host:00/a", "http://host:0/a");
        check("http://host:65535/a", "http://host:65535/a");
        check("ftp://U%3a:P%41@h/x;type=D", "ftp://U%3A:PA@h/x;type=d");
        check("telnet://h", "telnet://h/");
        check("telnet://h:23/", "telnet://h/");
        check("gopher://h/", "gopher://h/");
        check("gopher://h/%31", "gopher://h/");
        check("gopher://h/11", "gopher://h/11");
        check("gopher://h/0%2f%09a%3f", "gopher://h/0/%09a?");
        check("file://LocalHost/x", "file:///x");
        check("file://other/x", "file://other/x");
        check("mailto:A%2eb%40Ex%41mple.C%4F%4D", "mailto:A.b@example.com");
        check("mailto:a@%5b1.2.3.4%5D", "mailto:a@%5B1.2.3.4%5D");
        check("news:*", "news:*");
        check("x-Foo:%2f%7e%41", "x-foo:%2F%7EA");
        check("x://Ho%73t/%73", "x://Ho%73t/s");
        check("x://Host:99999/%73", "x://Host:99999/s");
        check("x://us%65r@Host:1/%73", "x://user@host:1/s");
        check("x://U@Host:0099/p", "x://U@host:99/p");
        check("wais://h:210/db?%3f", "wais://h/db?%3F");
        check("prospero://h:1525//a;f=%3d", "prospero://h//a;f=%3D");
        check("nntp://h:119/g/01", "nntp://h/g/01");
        check("http://1.02.003.0/", "http://1.2.3.0/");
    }
}

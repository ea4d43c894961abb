//! RFC 3986 §6.2.2 and §6.2.3: the normalized form of a [`Uri`], and
//! equivalence as equality of normalized forms.
//!
//! One form, produced without allocating, serves [`Uri::write_normalized`]
//! and [`Uri::normalized`] (written), [`Uri::hash_normalized`] (hashed) and
//! [`Uri::equivalent`] (two URIs compared piece by piece, never written), so
//! they agree by construction. The text around the path (scheme, authority,
//! query, fragment) is the octet stream of `equiv.rs`'s `Canon`, which does
//! the same for RFC 1738 URLs; the path goes through the `remove_dot_segments`
//! of `resolve.rs`, the one resolution uses.

use core::fmt;
use core::hash::Hasher;

use crate::chars::U_UNRESERVED;
use crate::equiv::{chunks, Canon};
use crate::resolve::rfc3986::{dot_free_paths_equal, write_dot_free, NoAuthorityPath};
use crate::rfc3986::scheme::UriScheme;
use crate::rfc3986::uri::Uri;

/// The canonical octets of `text`: escapes of unreserved characters decoded
/// (§6.2.2.2), the hex digits of the others upper-cased (§6.2.2.1).
fn canon_text(text: &str) -> Canon<'_> {
    let mut c = Canon::empty();
    c.text(text, U_UNRESERVED, false);
    c
}

/// Writes what it is given in its canonical form ([`canon_text`]); every
/// write must hold whole escapes (the path's pieces do: an escape never
/// spans a `/`).
struct CanonWriter<'w, W: fmt::Write + ?Sized>(&'w mut W);

impl<W: fmt::Write + ?Sized> fmt::Write for CanonWriter<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if s.contains('%') {
            write_canon(canon_text(s), self.0)
        } else {
            // without an escape, the text is its canonical form
            self.0.write_str(s)
        }
    }
}

/// Writes the octets of `c` as text. A chunk may end inside a UTF-8
/// character (an IRI's, RFC 3987): its first bytes wait for the next chunk.
fn write_canon<W: fmt::Write + ?Sized>(c: Canon<'_>, out: &mut W) -> fmt::Result {
    let mut held = [0u8; 4];
    let mut n_held = 0;
    chunks::<64, fmt::Error>(c, |chunk| {
        let mut buf = [0u8; 68];
        buf[..n_held].copy_from_slice(&held[..n_held]);
        buf[n_held..n_held + chunk.len()].copy_from_slice(chunk);
        let all = &buf[..n_held + chunk.len()];
        let (text, rest) = match core::str::from_utf8(all) {
            Ok(text) => (text, &[][..]),
            // A character cut at the chunk's end: at most three bytes.
            Err(e) if e.error_len().is_none() => {
                let (valid, rest) = all.split_at(e.valid_up_to());
                match core::str::from_utf8(valid) {
                    Ok(text) => (text, rest),
                    Err(_) => return Err(fmt::Error),
                }
            }
            Err(_) => return Err(fmt::Error),
        };
        held[..rest.len()].copy_from_slice(rest);
        n_held = rest.len();
        out.write_str(text)
    })?;
    if n_held > 0 {
        return Err(fmt::Error);
    }
    Ok(())
}

/// Feeds a hasher in chunks of 32 octets, so that the chunks depend only on
/// the octets written, not on how the writes split them.
struct HashWriter<'h, H: Hasher + ?Sized> {
    state: &'h mut H,
    buf: [u8; 32],
    n: usize,
}

impl<H: Hasher + ?Sized> fmt::Write for HashWriter<'_, H> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for &b in s.as_bytes() {
            self.buf[self.n] = b;
            self.n += 1;
            if self.n == self.buf.len() {
                self.state.write(&self.buf);
                self.n = 0;
            }
        }
        Ok(())
    }
}

impl<'a> Uri<'a> {
    /// Whether the scheme is `file` (RFC 8089), whose drive letters
    /// normalization keeps as a root.
    fn is_file(&self) -> bool {
        self.scheme().eq_ignore_ascii_case("file")
    }

    /// The normalized form in three parts: the canonical octets before the
    /// path (`scheme ":" ["//" authority]`), the raw path to remove dot
    /// segments from (`/` for an empty http(s) or ws(s) path), and the
    /// canonical octets after it (`["?" query] ["#" fragment]`).
    fn normal_parts(&self) -> (Canon<'a>, &'a str, Canon<'a>) {
        let mut head = Canon::empty();
        head.text(self.scheme(), 0, true);
        head.lit(":");
        if self.authority().is_some() {
            head.lit("//");
            if let Some(userinfo) = self.userinfo() {
                head.text(userinfo, U_UNRESERVED, false);
                head.lit("@");
            }
            head.text(self.host_str().unwrap_or(""), U_UNRESERVED, true);
            if let Some(port) = self.port() {
                if Some(port) != self.default_port() {
                    head.lit(":");
                    head.num(port);
                }
            }
        }
        let path = match self.as_uri_ref().known_scheme() {
            Some(UriScheme::Http | UriScheme::Https | UriScheme::Ws | UriScheme::Wss) if self.path().is_empty() => "/",
            _ => self.path(),
        };
        let mut tail = Canon::empty();
        if let Some(query) = self.query() {
            tail.lit("?");
            tail.text(query, U_UNRESERVED, false);
        }
        if let Some(fragment) = self.fragment() {
            tail.lit("#");
            tail.text(fragment, U_UNRESERVED, false);
        }
        (head, path, tail)
    }

    /// Writes the normalized form of this URI (what
    /// `normalized` returns) into `out`, without
    /// allocating.
    ///
    /// ```
    /// use url_core::Uri;
    ///
    /// let mut out = String::new();
    /// Uri::parse("HTTP://Example.COM:80/a/./b/../%7euser/%c3%a9").unwrap().write_normalized(&mut out).unwrap();
    /// assert_eq!(out, "http://example.com/a/~user/%C3%A9");
    /// ```
    ///
    /// # Errors
    ///
    /// Only those of `out`.
    pub fn write_normalized<W: fmt::Write + ?Sized>(&self, out: &mut W) -> fmt::Result {
        let (head, path, tail) = self.normal_parts();
        write_canon(head, out)?;
        let mut canon = CanonWriter(out);
        let drive_root = self.is_file();
        if self.authority().is_none() {
            let mut guarded = NoAuthorityPath::new(&mut canon);
            write_dot_free(path, true, drive_root, &mut guarded)?;
            guarded.finish()?;
        } else {
            write_dot_free(path, true, drive_root, &mut canon)?;
        }
        write_canon(tail, canon.0)
    }

    /// The normalized form of this URI (feature `alloc`), by RFC 3986
    /// §6.2.2 (syntax-based) and §6.2.3 (scheme-based, for the schemes the
    /// parser knows):
    ///
    /// - the scheme and the host are lower-cased (§6.2.2.1: "The scheme and
    ///   host are case-insensitive"), an IP literal included (an IPv6
    ///   address keeps the form it was written in, `::` or not: only its hex
    ///   digits change case; an IPvFuture is lower-cased whole, as the host
    ///   it is);
    /// - an escape of an unreserved character (`ALPHA DIGIT - . _ ~`) is
    ///   decoded (§6.2.2.2), in every component, and the hex digits of the
    ///   other escapes are upper-cased (§6.2.2.1); nothing else changes case;
    /// - dot segments are removed from the path with §5.2.4's
    ///   `remove_dot_segments` (§6.2.2.3), after the decoding (so `%2E%2E`
    ///   is `..`); when the URI has no authority and the path then starts
    ///   with `//`, it is written `/.//...`, as [`resolve`](Self::resolve)
    ///   does, so that it cannot read as an authority;
    /// - in a `file` URI whose path starts with a drive letter (`/C:`, the
    ///   letter perhaps escaped), the drive is the root of the path, as RFC
    ///   8089 Appendix E.2 reads `file:///C:/...`: no `..` removes it
    ///   (`file:///C:/x/%2E%2E/%2E%2E/Windows` is `file:///C:/Windows`, not
    ///   `file:///Windows`, another file). Resolution (§5.2.4) has no such
    ///   root and is unchanged;
    /// - an empty port is dropped with its `:` (§3.2.3: normalizers "should
    ///   omit the port component and its ':' delimiter if port is empty"),
    ///   a port is written as its value without leading zeros, and the
    ///   default port of http and ws (80) and of https and wss (443) is
    ///   dropped (§6.2.3);
    /// - an empty path of http, https, ws or wss is `/` (§6.2.3:
    ///   `http://example.com` is `http://example.com/`).
    ///
    /// The result is a valid URI (of the same scheme's rules), equivalent
    /// to this one, and normalizing it again changes nothing. Userinfo,
    /// path, query and fragment keep their case; `+` is not a space; a
    /// reg-name is not IDNA-mapped.
    ///
    /// ```
    /// use url_core::Uri;
    ///
    /// let n = |s: &str| Uri::parse(s).unwrap().normalized();
    /// // RFC 3986 §6.2.2 and §6.2.3's examples:
    /// assert_eq!(n("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"), "example://a/b/c/%7Bfoo%7D");
    /// assert_eq!(n("HTTP://www.EXAMPLE.com/"), "http://www.example.com/");
    /// for same in ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"] {
    ///     assert_eq!(n(same), "http://example.com/");
    /// }
    /// assert_eq!(n("wss://[2001:DB8::A]:443?q=%2f"), "wss://[2001:db8::a]/?q=%2F");
    /// assert_eq!(n("urn:ex:a/%2e/b/%2E%2E/c"), "urn:ex:a/c");
    /// assert_eq!(n("file:///C:/x/%2E%2E/%2E%2E/Windows"), "file:///C:/Windows");
    /// ```
    #[cfg(feature = "alloc")]
    pub fn normalized(&self) -> alloc::string::String {
        let mut out = alloc::string::String::new();
        // Writing to a `String` does not fail.
        let _ = self.write_normalized(&mut out);
        out
    }

    /// Whether `self` and `other` are equivalent by RFC 3986 §6.2.2 and
    /// §6.2.3: whether their normalized forms are the
    /// same text. Allocation-free: the two forms are compared piece by piece
    /// (the path's segments after `remove_dot_segments`, level by level),
    /// never written out; linear time, as resolution.
    ///
    /// ```
    /// use url_core::Uri;
    ///
    /// let eq = |a: &str, b: &str| Uri::parse(a).unwrap().equivalent(&Uri::parse(b).unwrap());
    /// assert!(eq("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"));
    /// assert!(eq("https://Example.com:443", "https://example.com/"));
    /// assert!(!eq("https://example.com:80/", "https://example.com/"));
    /// assert!(!eq("http://example.com/a%2Fb", "http://example.com/a/b"));
    /// assert!(!eq("http://example.com/?Q", "http://example.com/?q"));
    /// ```
    pub fn equivalent(&self, other: &Uri<'_>) -> bool {
        if self.as_str() == other.as_str() {
            return true;
        }
        let (head, path, tail) = self.normal_parts();
        let (other_head, other_path, other_tail) = other.normal_parts();
        // Both heads hold the scheme, so both are file URIs or neither is.
        let drive_root = self.is_file();
        let same = &mut |a: &str, b: &str| a == b || canon_text(a).eq(canon_text(b));
        head.eq(other_head) && dot_free_paths_equal(path, other_path, true, drive_root, same) && tail.eq(other_tail)
    }

    /// Feeds the normalized form of this URI to `state`, so that equivalent
    /// URIs (see [`equivalent`](Self::equivalent)) hash alike: a hash map
    /// keyed by a wrapper whose `Eq` is `equivalent` can use it as its
    /// `Hash`.
    ///
    /// ```
    /// use std::collections::hash_map::DefaultHasher;
    /// use std::hash::Hasher;
    /// use url_core::Uri;
    ///
    /// let hash = |s: &str| {
    ///     let mut h = DefaultHasher::new();
    ///     Uri::parse(s).unwrap().hash_normalized(&mut h);
    ///     h.finish()
    /// };
    /// assert_eq!(hash("HTTP://h:80/a/../%62"), hash("http://h/b"));
    /// ```
    pub fn hash_normalized<H: Hasher + ?Sized>(&self, state: &mut H) {
        let mut w = HashWriter { state, buf: [0; 32], n: 0 };
        let _ = self.write_normalized(&mut w);
        let HashWriter { state, buf, n } = w;
        state.write(&buf[..n]);
        state.write_u8(0xff);
    }
}

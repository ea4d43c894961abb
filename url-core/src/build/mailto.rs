//! [`Mailto`]: mailto URLs (RFC 1738 §3.5).

use alloc::string::String;
use alloc::vec::Vec;

use crate::build::error::{BuildError, Part, Reason};
use crate::build::write::{bytes, finish, push};
use crate::chars::{is, ATOM};
use crate::percent::Component;
use crate::view::owned::UrlBuf;

/// Whether `s` is `atom *("." atom)`.
fn is_dot_atoms(s: &[u8]) -> bool {
    // A plain loop: no atom empty (no dot first, last or after a dot).
    let mut after_dot = true;
    for &c in s {
        if c == b'.' && !after_dot {
            after_dot = true;
        } else if is(c, ATOM) {
            after_dot = false;
        } else {
            return false;
        }
    }
    !after_dot
}

/// Checks an RFC 822 `domain = sub-domain *("." sub-domain)`, `sub-domain =
/// atom / domain-literal`, `domain-literal = "[" *(dtext / quoted-pair) "]"`.
fn check_domain(d: &[u8]) -> Result<(), BuildError> {
    let err = |reason| Err(BuildError::new(Part::MailtoDomain, reason));
    let octet = |index: usize| Reason::Octet { index, octet: d[index] };
    if d.is_empty() {
        return err(Reason::Empty);
    }
    let mut i = 0;
    loop {
        if i == d.len() || d[i] == b'.' {
            return err(Reason::Expected { index: i, expected: "a sub-domain on each side of '.'" });
        }
        if d[i] == b'[' {
            let open = i;
            i += 1;
            loop {
                match d.get(i) {
                    None => return err(Reason::Expected { index: open, expected: "']' closing the domain literal" }),
                    Some(b']') => break,
                    Some(b'\\') if i + 1 < d.len() => {
                        if d[i + 1] >= 0x80 {
                            return err(octet(i + 1));
                        }
                        i += 2;
                    }
                    Some(b'\\') => {
                        return err(Reason::Expected { index: open, expected: "']' closing the domain literal" })
                    }
                    Some(&c) if c >= 0x80 || c == b'\r' || c == b'[' => return err(octet(i)),
                    Some(_) => i += 1,
                }
            }
            i += 1;
        } else {
            let start = i;
            while i < d.len() && is(d[i], ATOM) {
                i += 1;
            }
            if i == start {
                return err(octet(i));
            }
        }
        if i == d.len() {
            return Ok(());
        }
        if d[i] != b'.' {
            return err(octet(i));
        }
        i += 1;
    }
}

/// Builds a mailto URL (RFC 1738 §3.5): `mailto:<rfc822-addr-spec>`.
///
/// The local part is written as it is when it is a sequence of RFC 822 atoms
/// joined by `.`, and as an RFC 822 quoted-string otherwise (with `"`, `\`
/// and CR quoted by `\`); the domain must be RFC 822 atoms or domain
/// literals joined by `.`. The address is then written with
/// [`Component::Mailto`] (§3.5: no reserved characters; `%` and the unsafe
/// characters are escaped).
///
/// ```
/// use url_core::build::Mailto;
///
/// assert_eq!(Mailto::new("gorby%kremvax", "example.com").build()?.as_str(), "mailto:gorby%25kremvax@example.com");
/// assert_eq!(Mailto::new("John Doe", "example.com").build()?.as_str(), "mailto:%22John%20Doe%22@example.com");
/// assert_eq!(Mailto::new("a\"b", "[10.0.0.1]").build()?.as_str(), "mailto:%22a%5C%22b%22@%5B10.0.0.1%5D");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mailto {
    local_part: Vec<u8>,
    domain: Vec<u8>,
    fragment: Option<Vec<u8>>,
}

impl Mailto {
    /// A mailto URL for `local_part@domain` (both decoded, ASCII).
    ///
    /// ```
    /// let url = url_core::build::Mailto::new("a.b", "example.org").build().unwrap();
    /// assert_eq!(url.as_str(), "mailto:a.b@example.org");
    /// ```
    pub fn new(local_part: impl AsRef<[u8]>, domain: impl AsRef<[u8]>) -> Mailto {
        Mailto { local_part: bytes(local_part), domain: bytes(domain), fragment: None }
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::Mailto::new("a", "b.org").fragment("x").build().unwrap();
    /// assert_eq!(url.as_str(), "mailto:a@b.org#x");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Mailto {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for a local part that is not ASCII, or a domain that
    /// is empty or not an RFC 822 `domain`.
    ///
    /// ```
    /// use url_core::build::{Mailto, Part, Reason};
    /// let err = Mailto::new("café", "example.org").build().unwrap_err();
    /// assert_eq!((err.part(), err.reason()), (Part::MailtoLocalPart, Reason::Octet { index: 3, octet: 0xC3 }));
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let local = &self.local_part;
        if let Some(index) = local.iter().position(|&c| c >= 0x80) {
            return Err(BuildError::new(Part::MailtoLocalPart, Reason::Octet { index, octet: local[index] }));
        }
        check_domain(&self.domain)?;
        let mut address = Vec::with_capacity(local.len() + self.domain.len() + 3);
        if is_dot_atoms(local) {
            address.extend_from_slice(local);
        } else {
            address.push(b'"');
            for &c in local {
                if matches!(c, b'"' | b'\\' | b'\r') {
                    address.push(b'\\');
                }
                address.push(c);
            }
            address.push(b'"');
        }
        address.push(b'@');
        address.extend_from_slice(&self.domain);
        let mut out = String::from("mailto:");
        push(&mut out, &address, Component::Mailto);
        finish(out, &self.fragment)
    }
}

#[cfg(test)]
mod tests {
    use super::is_dot_atoms;

    /// `atom *("." atom)`: no empty atom, so no dot first, last or after a dot.
    #[test]
    fn dot_atoms() {
        for (s, want) in [
            ("", false),
            (".", false),
            ("a", true),
            ("first.last", true),
            ("a.b.c", true),
            (".a", false),
            ("a.", false),
            ("a..b", false),
            ("a b", false),
            ("a\"b", false),
            ("a+b/c=d?e&f", true),
        ] {
            assert_eq!(is_dot_atoms(s.as_bytes()), want, "{s:?}");
        }
    }
}

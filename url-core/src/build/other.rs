//! [`Other`]: URLs of other schemes (RFC 1738 §5 `genericurl`).

use alloc::string::String;
use alloc::vec::Vec;

use crate::build::error::{BuildError, Part, Reason};
use crate::build::write::{bytes, finish, push, Login};
use crate::chars;
use crate::error::{Component as ErrComponent, ParseError};
use crate::percent::Component;
use crate::rfc1738::scheme::Scheme;
use crate::scan::first_outside;
use crate::view::owned::UrlBuf;

/// Checks a scheme name for [`Other`] and [`OtherIp`]: `1*[ lowalpha | digit
/// | "+" | "-" | "." ]` (upper case accepted, §2.1), and none of the ten RFC
/// 1738 defines.
fn check_scheme(scheme: &str) -> Result<(), BuildError> {
    let b = scheme.as_bytes();
    let err = |reason| Err(BuildError::new(Part::Scheme, reason));
    if b.is_empty() {
        return err(Reason::Empty);
    }
    if let Some(i) = first_outside(b, chars::SCHEME) {
        return err(Reason::Invalid(ParseError::unexpected(b, i, ErrComponent::Scheme)));
    }
    match Scheme::from_name(scheme) {
        Scheme::Other => Ok(()),
        defined => err(Reason::DefinedScheme(defined)),
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum SchemePart {
    Decoded(Vec<u8>),
    Raw(String),
}

/// Builds a URL of a scheme RFC 1738 does not define (`otherurl`, §5):
/// `<scheme>:<scheme-specific part>`.
///
/// The scheme-specific part is either given decoded ([`Other::new`], written
/// with [`Component::SchemePart`]: only unsafe, national and control octets
/// escaped, since RFC 1738 does not know which characters the scheme
/// reserves) or raw ([`Other::raw`], checked and written as it is). For the
/// `//user:password@host:port/path` form, see [`Other::ip`].
///
/// ```
/// use url_core::build::Other;
///
/// assert_eq!(Other::new("tel", "+31 641 044 153").build()?.as_str(), "tel:+31%20641%20044%20153");
/// assert_eq!(Other::raw("urn", "ietf:rfc:1738").build()?.as_str(), "urn:ietf:rfc:1738");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Other {
    scheme: String,
    part: SchemePart,
    fragment: Option<Vec<u8>>,
}

impl Other {
    /// A URL of `scheme` with the scheme-specific part `part` (decoded).
    ///
    /// ```
    /// let url = url_core::build::Other::new("x-note", "50% off").build().unwrap();
    /// assert_eq!(url.as_str(), "x-note:50%25%20off");
    /// ```
    pub fn new(scheme: impl AsRef<str>, part: impl AsRef<[u8]>) -> Other {
        Other { scheme: scheme.as_ref().into(), part: SchemePart::Decoded(bytes(part)), fragment: None }
    }

    /// A URL of `scheme` with the scheme-specific part `raw`, already encoded:
    /// it must be `*xchar` (letters, digits, `$-_.+!*'(),;/?:@&=` and `%XX`
    /// escapes) and is written unchanged.
    ///
    /// ```
    /// let url = url_core::build::Other::raw("x-id", "a%2Fb/c").build().unwrap();
    /// assert_eq!(url.as_str(), "x-id:a%2Fb/c");
    /// ```
    pub fn raw(scheme: impl AsRef<str>, raw: impl AsRef<str>) -> Other {
        Other { scheme: scheme.as_ref().into(), part: SchemePart::Raw(raw.as_ref().into()), fragment: None }
    }

    /// A URL of `scheme` in the `ip-schemepart` form (§3.1), on `host`; see
    /// [`OtherIp`].
    ///
    /// ```
    /// let url = url_core::build::Other::ip("rlogin", "a.sn.no").user("aas").build().unwrap();
    /// assert_eq!(url.as_str(), "rlogin://aas@a.sn.no");
    /// ```
    pub fn ip(scheme: impl AsRef<str>, host: impl AsRef<str>) -> OtherIp {
        OtherIp { scheme: scheme.as_ref().into(), login: Login::new(host.as_ref()), path: None, fragment: None }
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::Other::new("x", "y").fragment("z").build().unwrap();
    /// assert_eq!(url.as_str(), "x:y#z");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Other {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for a scheme name that is empty, holds a character
    /// other than letters, digits, `+`, `-` and `.`, or is one RFC 1738
    /// defines; or a raw part that is not `*xchar`.
    ///
    /// ```
    /// use url_core::build::{Other, Part, Reason};
    /// use url_core::Scheme;
    ///
    /// let err = Other::new("HTTP", "//h.org/").build().unwrap_err();
    /// assert_eq!((err.part(), err.reason()), (Part::Scheme, Reason::DefinedScheme(Scheme::Http)));
    /// assert_eq!(Other::raw("x", "a b").build().unwrap_err().part(), Part::SchemePart);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        check_scheme(&self.scheme)?;
        let mut out = String::with_capacity(self.scheme.len() + 1);
        out.push_str(&self.scheme);
        out.push(':');
        match &self.part {
            SchemePart::Decoded(part) => push(&mut out, part, Component::SchemePart),
            SchemePart::Raw(raw) => {
                let b = raw.as_bytes();
                let end = crate::scan::scan::<{ chars::XCHAR }>(b, 0, ErrComponent::SchemePart)
                    .map_err(|e| BuildError::new(Part::SchemePart, Reason::Invalid(e)))?;
                if end < b.len() {
                    let e = ParseError::unexpected(b, end, ErrComponent::SchemePart);
                    return Err(BuildError::new(Part::SchemePart, Reason::Invalid(e)));
                }
                out.push_str(raw);
            }
        }
        finish(out, &self.fragment)
    }
}

/// Builds a URL of a scheme RFC 1738 does not define in the `ip-schemepart`
/// form (§3.1): `<scheme>://<user>:<password>@<host>:<port>/<url-path>`;
/// made by [`Other::ip`].
///
/// The user name and password are written with [`Component::Login`]; the
/// url-path, whose structure RFC 1738 leaves to the scheme, with
/// [`Component::SchemePart`] (only unsafe, national and control octets
/// escaped; `/` is kept). `Debug` shows a password set as `Some(***)`.
///
/// ```
/// use url_core::build::Other;
///
/// let url = Other::ip("x-sftp", "files.example.org").user("me").port(22).path("home/me/a b").build()?;
/// assert_eq!(url.as_str(), "x-sftp://me@files.example.org:22/home/me/a%20b");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherIp {
    scheme: String,
    login: Login,
    path: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

impl OtherIp {
    /// The user name (decoded).
    ///
    /// ```
    /// let url = url_core::build::Other::ip("x", "h.org").user("a/b").build().unwrap();
    /// assert_eq!(url.as_str(), "x://a%2Fb@h.org");
    /// ```
    pub fn user(mut self, user: impl AsRef<[u8]>) -> OtherIp {
        self.login.user = Some(bytes(user));
        self
    }

    /// The password (decoded); it needs a [`user`](OtherIp::user).
    ///
    /// ```
    /// let url = url_core::build::Other::ip("x", "h.org").user("u").password("@").build().unwrap();
    /// assert_eq!(url.as_str(), "x://u:%40@h.org");
    /// ```
    pub fn password(mut self, password: impl AsRef<[u8]>) -> OtherIp {
        self.login.password = Some(bytes(password));
        self
    }

    /// The port.
    ///
    /// ```
    /// assert_eq!(url_core::build::Other::ip("x", "h.org").port(1).build().unwrap().as_str(), "x://h.org:1");
    /// ```
    pub fn port(mut self, port: u16) -> OtherIp {
        self.login.port = Some(port);
        self
    }

    /// The url-path after the `/` that follows the host (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Other::ip("x", "h.org").path("a/b?").build().unwrap().as_str(), "x://h.org/a/b?");
    /// ```
    pub fn path(mut self, path: impl AsRef<[u8]>) -> OtherIp {
        self.path = Some(bytes(path));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// assert_eq!(url_core::build::Other::ip("x", "h.org").fragment("f").build().unwrap().as_str(), "x://h.org#f");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> OtherIp {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid scheme name (see [`Other::build`]), an
    /// invalid host, or a password without a user name.
    ///
    /// ```
    /// use url_core::build::{Other, Part};
    /// assert_eq!(Other::ip("x", "a_b.org").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        check_scheme(&self.scheme)?;
        let mut prefix = String::with_capacity(self.scheme.len() + 3);
        prefix.push_str(&self.scheme);
        prefix.push_str("://");
        let mut out = self.login.write(&prefix, false)?;
        if let Some(path) = &self.path {
            out.push('/');
            push(&mut out, path, Component::SchemePart);
        }
        finish(out, &self.fragment)
    }
}

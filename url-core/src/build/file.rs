//! [`File`]: file URLs (RFC 1738 §3.10).

use alloc::vec::Vec;

use crate::build::error::BuildError;
use crate::build::write::{all_bytes, bytes, finish, push, Login};
use crate::percent::Component;
use crate::view::owned::UrlBuf;

/// Builds a file URL (RFC 1738 §3.10): `file://<host>/<path>`.
///
/// The host is a host name, an IPv4 address, or empty for "the machine from
/// which the URL is being interpreted" ([`File::local`]); file URLs take no
/// port. Path segments are written with [`Component::FileSegment`] (`/` and
/// `;` escaped). The production requires the `/` after the host, so with no
/// segment the path is empty (one empty segment).
///
/// ```
/// use url_core::build::File;
///
/// let url = File::new("vms.host.edu").segments(["disk$user", "my notes", "note12345.txt"]).build()?;
/// assert_eq!(url.as_str(), "file://vms.host.edu/disk$user/my%20notes/note12345.txt");
/// assert_eq!(File::local().segments(["etc", "motd"]).build()?.as_str(), "file:///etc/motd");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    login: Login,
    segments: Vec<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

impl File {
    /// A file URL on `host` (`""` and `"localhost"` name the local machine).
    ///
    /// ```
    /// assert_eq!(url_core::build::File::new("localhost").build().unwrap().as_str(), "file://localhost/");
    /// ```
    pub fn new(host: impl AsRef<str>) -> File {
        File { login: Login::new(host.as_ref()), segments: Vec::new(), fragment: None }
    }

    /// A file URL with an empty host: the local machine.
    ///
    /// ```
    /// assert_eq!(url_core::build::File::local().build().unwrap().as_str(), "file:///");
    /// ```
    pub fn local() -> File {
        File::new("")
    }

    /// The path segments (decoded), replacing any set before.
    ///
    /// ```
    /// let url = url_core::build::File::local().segments(["a;b", "c/d"]).build().unwrap();
    /// assert_eq!(url.as_str(), "file:///a%3Bb/c%2Fd");
    /// ```
    pub fn segments<I>(mut self, segments: I) -> File
    where
        I: IntoIterator,
        I::Item: AsRef<[u8]>,
    {
        self.segments = all_bytes(segments);
        self
    }

    /// Appends one path segment (decoded).
    ///
    /// ```
    /// let url = url_core::build::File::local().segment("tmp").segment("x y").build().unwrap();
    /// assert_eq!(url.as_str(), "file:///tmp/x%20y");
    /// ```
    pub fn segment(mut self, segment: impl AsRef<[u8]>) -> File {
        self.segments.push(bytes(segment));
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// let url = url_core::build::File::local().segment("f").fragment("l10").build().unwrap();
    /// assert_eq!(url.as_str(), "file:///f#l10");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> File {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for a host that is neither empty, a host name nor an
    /// IPv4 address.
    ///
    /// ```
    /// use url_core::build::{File, Part};
    /// assert_eq!(File::new("C:").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("file://", true)?;
        out.push('/');
        for (i, segment) in self.segments.iter().enumerate() {
            if i > 0 {
                out.push('/');
            }
            push(&mut out, segment, Component::FileSegment);
        }
        finish(out, &self.fragment)
    }
}

//! file: local or remote, decoded segments (RFC 1738 §3.10).

use core::hash::Hash;

use super::DecodedSegments;
use crate::view::file::FileUrl;

/// Where the file of a file URL is (RFC 1738 §3.10); see
/// [`FileUrl::location`].
///
/// ```
/// use url_core::interpret::FileLocation;
/// use url_core::FileUrl;
///
/// assert_eq!(FileUrl::parse("file:///etc/motd").unwrap().location(), FileLocation::Local);
/// assert_eq!(FileUrl::parse("file://LocalHost/etc/motd").unwrap().location(), FileLocation::Local);
/// assert_eq!(FileUrl::parse("file://vms.host.edu/x").unwrap().location(), FileLocation::Remote("vms.host.edu"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileLocation<'a> {
    /// An empty host or `localhost` (in any case): "the machine from which
    /// the URL is being interpreted".
    Local,
    /// The host on which the path is accessible, as written; the scheme
    /// names no way to reach it.
    Remote(&'a str),
}

impl<'a> FileUrl<'a> {
    /// Local (empty host or `localhost`) or remote.
    ///
    /// ```
    /// use url_core::interpret::FileLocation;
    /// assert_eq!(url_core::FileUrl::parse("file://localhost/x").unwrap().location(), FileLocation::Local);
    /// ```
    pub const fn location(&self) -> FileLocation<'a> {
        if self.is_local() {
            FileLocation::Local
        } else {
            FileLocation::Remote(self.host())
        }
    }

    /// The path's segments (`<directory>/.../<name>`), each decoded (a
    /// `%2F` stays inside its segment).
    ///
    /// ```
    /// let f = url_core::FileUrl::parse("file://vms.host.edu/disk$user/my/notes/note12345.txt").unwrap();
    /// let segs: Vec<String> = f.segments_decoded().map(|s| s.to_string()).collect();
    /// assert_eq!(segs, ["disk$user", "my", "notes", "note12345.txt"]);
    /// ```
    pub const fn segments_decoded(&self) -> DecodedSegments<'a> {
        DecodedSegments(self.segments())
    }
}

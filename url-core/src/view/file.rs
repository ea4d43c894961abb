//! `fileurl` (RFC 1738 §3.10, §5).

use core::fmt;

use crate::view::url::slice;
use crate::view::Segments;

crate::view::view! {
    /// A file URL (RFC 1738 §3.10): `file://<host>/<path>`.
    ///
    /// # Syntax
    ///
    /// ```text
    /// fileurl = "file://" [ host | "localhost" ] "/" fpath
    /// fpath   = fsegment *[ "/" fsegment ]
    /// ```
    ///
    /// An empty host or `localhost` means "the machine from which the URL is
    /// being interpreted".
    ///
    /// ```
    /// let f = url_core::FileUrl::parse("file://vms.host.edu/disk$user/my/notes/note12345.txt").unwrap();
    /// assert_eq!(f.host(), "vms.host.edu");
    /// assert!(!f.is_local());
    /// assert_eq!(f.path(), "disk$user/my/notes/note12345.txt");
    /// assert!(url_core::FileUrl::parse("file:///etc/motd").unwrap().is_local());
    /// ```
    FileUrl, File, "`file://...`"
}

impl<'a> FileUrl<'a> {
    /// The host as written: `""` for `file:///...`.
    pub const fn host(&self) -> &'a str {
        match self.0.host_str() {
            Some(h) => h,
            None => "",
        }
    }

    /// Whether the host is empty or `localhost` (compared case-insensitively).
    pub const fn is_local(&self) -> bool {
        let h = self.host().as_bytes();
        h.is_empty() || crate::chars::eq_ignore_case(h, b"localhost")
    }

    /// The fpath after the `/` that follows the host.
    pub const fn path(&self) -> &'a str {
        slice(self.0.s, self.0.auth_end as usize + 1, self.0.end as usize)
    }

    /// The path's segments: directories, then the name.
    pub const fn segments(&self) -> Segments<'a> {
        Segments::new(Some(self.path()))
    }
}

impl fmt::Debug for FileUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("FileUrl");
        d.field("url", &crate::redact::Redacted::whole(self.as_str()))
            .field("host", &self.host())
            .field("path", &self.path());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

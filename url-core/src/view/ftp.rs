//! `ftpurl` (RFC 1738 §3.2, §5).

use core::fmt;

use crate::view::url::{slice, NO_OFFSET};
use crate::view::Segments;

/// The transfer type of an ftp URL (`;type=` in §3.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FtpType {
    /// `a`: ASCII text (`TYPE A`).
    Ascii,
    /// `i`: image, binary (`TYPE I`).
    Image,
    /// `d`: directory listing (`NLST`).
    Directory,
}

impl FtpType {
    /// The typecode letter, lower case (`'a'`, `'i'`, `'d'`).
    pub const fn as_char(self) -> char {
        match self {
            FtpType::Ascii => 'a',
            FtpType::Image => 'i',
            FtpType::Directory => 'd',
        }
    }
}

crate::view::view! {
    /// An ftp URL (RFC 1738 §3.2).
    ///
    /// # Syntax
    ///
    /// ```text
    /// ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
    /// fpath    = fsegment *[ "/" fsegment ]
    /// fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
    /// ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
    /// ```
    ///
    /// The url-path reads as `<cwd1>/<cwd2>/.../<cwdN>/<name>;type=<typecode>`
    /// (§3.2.2): every segment but the last is a directory to `CWD` into.
    ///
    /// ```
    /// use url_core::{FtpType, FtpUrl};
    ///
    /// let ftp = FtpUrl::parse("ftp://myname@host.dom/%2Fetc/motd;type=a").unwrap();
    /// assert_eq!(ftp.user(), Some("myname"));
    /// assert_eq!(ftp.cwd().collect::<Vec<_>>(), ["%2Fetc"]);
    /// assert_eq!(ftp.name(), Some("motd"));
    /// assert_eq!(ftp.typecode(), Some(FtpType::Ascii));
    /// ```
    FtpUrl, Ftp, "`ftp://...`", server
}

impl<'a> FtpUrl<'a> {
    /// The user name (`Some("")` for `ftp://@host/`).
    pub const fn user(&self) -> Option<&'a str> {
        self.0.user()
    }

    /// The password (`Some("")` for `ftp://foo:@host/`).
    pub const fn password(&self) -> Option<&'a str> {
        self.0.password()
    }

    /// The url-path after the `/` that follows the host, typecode included;
    /// `None` when the URL has no path.
    pub const fn path(&self) -> Option<&'a str> {
        self.0.url_path()
    }

    /// The directories to `CWD` into, in order (raw; `%2F` stays inside its
    /// segment, an empty segment is a `CWD` with an empty argument).
    pub const fn cwd(&self) -> Segments<'a> {
        let name = self.0.marks[0];
        let start = self.0.auth_end + 1;
        if name == NO_OFFSET || name == start {
            return Segments::new(None);
        }
        Segments::new(Some(slice(self.0.s, start as usize, name as usize - 1)))
    }

    /// The `<name>` after the last `/` (possibly empty), typecode excluded;
    /// `None` when the URL has no path at all.
    pub const fn name(&self) -> Option<&'a str> {
        let name = self.0.marks[0];
        if name == NO_OFFSET {
            return None;
        }
        let end = if self.0.marks[1] != NO_OFFSET { self.0.marks[1] } else { self.0.end };
        Some(slice(self.0.s, name as usize, end as usize))
    }

    /// The `;type=` typecode, if given.
    pub const fn typecode(&self) -> Option<FtpType> {
        let t = self.0.marks[1];
        if t == NO_OFFSET {
            return None;
        }
        Some(match self.0.s.as_bytes()[t as usize + 6] {
            b'a' | b'A' => FtpType::Ascii,
            b'i' | b'I' => FtpType::Image,
            _ => FtpType::Directory,
        })
    }

    /// The typecode letter as written (`"a"`, `"I"`, ...).
    pub const fn typecode_str(&self) -> Option<&'a str> {
        let t = self.0.marks[1];
        if t == NO_OFFSET {
            return None;
        }
        Some(slice(self.0.s, t as usize + 6, t as usize + 7))
    }
}

impl fmt::Debug for FtpUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("FtpUrl");
        d.field("url", &crate::redact::Redacted::whole(self.as_str()));
        crate::view::debug_login(&mut d, &self.0);
        d.field("cwd", &crate::redact::List(self.cwd()));
        d.field("name", &self.name()).field("typecode", &self.typecode());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

//! `ftpurl` (RFC 1738 §3.2, §5).

use core::fmt;

use crate::chars::{FSEGMENT, SLASH};
use crate::error::{Component, ErrorKind, ParseError};
use crate::parse::{after_last, at_end, authority, byte, finish, scan, tri};
use crate::url::{slice, Url, NONE};
use crate::{Scheme, Segments};

/// Parses the part after `ftp:`.
///
/// ```text
/// ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
/// fpath    = fsegment *[ "/" fsegment ]
/// fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
/// ```
///
/// Marks: `[0]` start of the name (after the last `/`), `[1]` the `;` of
/// `;type=`.
pub(crate) const fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Ftp));
    a.store(u);
    let mut i = a.end as usize;
    if at_end(b, i) {
        u.end = i as u32;
        return Ok(());
    }
    // b[i] == '/': the whole fpath, then back to its last '/' for the name
    let slash = i;
    i = tri!(scan::<{ FSEGMENT | SLASH }>(b, i + 1, Component::FtpPath));
    u.marks[0] = after_last(b, slash + 1, i, b'/') as u32;
    if byte(b, i) == b';' {
        if !(i + 6 <= b.len() && matches!(b.split_at(i).1.split_at(6).0, b";type=")) {
            return Err(ParseError::new(i, 1, ErrorKind::FtpParam, Component::FtpPath));
        }
        let t = i + 6;
        if at_end(b, t) {
            return Err(ParseError::new(t, 0, ErrorKind::FtpTypecode, Component::FtpType));
        }
        if !matches!(b[t], b'a' | b'A' | b'i' | b'I' | b'd' | b'D') {
            return Err(ParseError::at_char(b, t, ErrorKind::FtpTypecode, Component::FtpType));
        }
        if !at_end(b, t + 1) {
            return Err(ParseError::at_char(b, t + 1, ErrorKind::Trailing, Component::FtpType));
        }
        u.marks[1] = i as u32;
        u.end = (t + 1) as u32;
        return Ok(());
    }
    u.end = tri!(finish(b, i, Component::FtpPath)) as u32;
    Ok(())
}

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

crate::scheme::view! {
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
    FtpUrl, Ftp, "`ftp://...`"
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

    /// The host.
    pub const fn host(&self) -> crate::Host<'a> {
        match self.0.host() {
            Some(h) => h,
            None => crate::Host::Name(""),
        }
    }

    /// The explicit port, if any.
    pub const fn port(&self) -> Option<u16> {
        self.0.port()
    }

    /// The explicit port, or 21.
    pub const fn port_or_default(&self) -> u16 {
        self.0.port_or(21)
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
        if name == NONE || name == start {
            return Segments::new(None);
        }
        Segments::new(Some(slice(self.0.s, start as usize, name as usize - 1)))
    }

    /// The `<name>` after the last `/` (possibly empty), typecode excluded;
    /// `None` when the URL has no path at all.
    pub const fn name(&self) -> Option<&'a str> {
        let name = self.0.marks[0];
        if name == NONE {
            return None;
        }
        let end = if self.0.marks[1] != NONE { self.0.marks[1] } else { self.0.end };
        Some(slice(self.0.s, name as usize, end as usize))
    }

    /// The `;type=` typecode, if given.
    pub const fn typecode(&self) -> Option<FtpType> {
        let t = self.0.marks[1];
        if t == NONE {
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
        if t == NONE {
            return None;
        }
        Some(slice(self.0.s, t as usize + 6, t as usize + 7))
    }
}

impl fmt::Debug for FtpUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("FtpUrl");
        d.field("url", &crate::scheme::Redacted::whole(self.as_str()));
        crate::scheme::debug_login(&mut d, &self.0);
        d.field("cwd", &crate::scheme::List(self.cwd()));
        d.field("name", &self.name()).field("typecode", &self.typecode());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

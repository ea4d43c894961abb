//! `file` URIs by RFC 8089 §2, on top of RFC 3986:
//!
//! ```text
//! file-URI       = file-scheme ":" file-hier-part
//! file-scheme    = "file"
//! file-hier-part = ( "//" auth-path )
//!                / local-path
//! auth-path      = [ file-auth ] path-absolute
//! local-path     = path-absolute
//! file-auth      = "localhost"
//!                / host
//! ```
//!
//! So no userinfo, no port, an absolute path, and no query (the fragment is
//! RFC 3986's, §3.5, and stays). The nonstandard forms of Appendix E are
//! errors whose help gives the §2 form: `file:c:/x` (E.2) is
//! `file:///c:/x`, `file:////host/share` (E.3.2) is `file://host/share`.
//!
//! [`FileUri`] is the typed view, with the conversions to and from the
//! paths of Unix and Windows.

use crate::error::{ParseError, RfcRule};
use crate::rfc3986::own_rfc::{path_end, query_end, rfc_fail};
use crate::rfc3986::uri::UriRef;
use crate::view::url::NO_OFFSET;

/// The rules of RFC 8089 §2 on the valid `URI` `u`, whose scheme is `file`.
pub(crate) const fn check(u: &UriRef<'_>) -> Result<(), ParseError> {
    let b = u.s.as_bytes();
    let path_start = u.path_start as usize;
    let path_end = path_end(u);
    if u.auth_start != NO_OFFSET {
        let (auth, host, host_end) = (u.auth_start as usize, u.host_start as usize, u.host_end as usize);
        if host > auth {
            return Err(rfc_fail(auth, host - auth, RfcRule::FileUserinfo));
        }
        if host_end < path_start {
            // ':' and the port, perhaps empty.
            return Err(rfc_fail(host_end, path_start - host_end, RfcRule::FilePort));
        }
        if path_start == path_end {
            return Err(rfc_fail(path_start, 0, RfcRule::FileNoPath));
        }
        if path_start + 1 < path_end && b[path_start + 1] == b'/' {
            if host == host_end {
                // `file:////host/share`: every slash after `file:`.
                let mut k = path_start;
                while k < path_end && b[k] == b'/' {
                    k += 1;
                }
                return Err(rfc_fail(auth - 2, k - (auth - 2), RfcRule::FileUncSlashes));
            }
            return Err(rfc_fail(path_start, 2, RfcRule::FileEmptySegment));
        }
    } else if path_start == path_end || b[path_start] != b'/' {
        return Err(rfc_fail(path_start, path_end - path_start, RfcRule::FileLocalPath));
    }
    if u.query != NO_OFFSET {
        let q = u.query as usize;
        return Err(rfc_fail(q, query_end(u) - q, RfcRule::FileQuery));
    }
    Ok(())
}

/// A file URI (RFC 8089 §2): a [`Uri`] whose scheme is `file`, so that it
/// has no userinfo, no port, no query and an absolute path.
///
/// ```
/// use url_core::FileUri;
///
/// const DOC: FileUri<'static> = match FileUri::parse_const("file:///C:/Program%20Files/a.txt") {
///     Ok(f) => f,
///     Err(_) => panic!("invalid file URI"),
/// };
/// assert_eq!((DOC.host(), DOC.is_local()), (Some(""), true));
/// assert_eq!(DOC.segments().collect::<Vec<_>>(), ["C:", "Program%20Files", "a.txt"]);
/// # #[cfg(feature = "alloc")] {
/// use url_core::FilePathError;
/// assert_eq!(DOC.to_unix_path().as_deref(), Ok("/C:/Program Files/a.txt"));
/// assert_eq!(DOC.to_windows_path().as_deref(), Ok("C:\\Program Files\\a.txt"));
///
/// let share = FileUri::parse("file://server/share/x.txt").unwrap();
/// assert_eq!(share.to_windows_path().as_deref(), Ok("\\\\server\\share\\x.txt"));
/// assert_eq!(share.to_unix_path(), Err(FilePathError::NotLocal));
/// # }
///
/// let e = FileUri::parse("file://host:80/x").unwrap_err();
/// assert_eq!((e.offset(), e.rule(), e.section()), (11, "file-auth", "RFC 8089 2"));
/// ```
///
/// [`Uri`]: crate::Uri
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FileUri<'a> {
    uri: crate::rfc3986::uri::Uri<'a>,
}

crate::rfc3986::own_rfc::rfc_view!(FileUri, crate::rfc3986::scheme::RfcScheme::File);

impl<'a> FileUri<'a> {
    /// The view of a URI whose scheme is `file` (for `from_uri`).
    const fn layout(uri: crate::rfc3986::uri::Uri<'a>) -> Self {
        FileUri { uri }
    }

    /// The host as written: `Some("")` for `file:///...`, `None` for
    /// `file:/...` (no authority).
    pub const fn host(&self) -> Option<&'a str> {
        self.uri.host_str()
    }

    /// Whether the file is on the machine that reads the URI: the host is
    /// absent, empty or `localhost` (in any case).
    pub const fn is_local(&self) -> bool {
        match self.uri.host_str() {
            None => true,
            Some(h) => h.is_empty() || crate::chars::eq_ignore_case(h.as_bytes(), b"localhost"),
        }
    }

    /// The path, raw: always absolute.
    pub const fn path(&self) -> &'a str {
        self.uri.path()
    }

    /// The path's segments, raw, without the leading empty one
    /// (`file:///a/b/` gives `a`, `b` and `""`).
    pub fn segments(&self) -> crate::view::Segments<'a> {
        crate::view::Segments::new(Some(&self.uri.path()[1..]))
    }
}

/// Why a path could not become a file URI ([`FileUri::from_unix_path`],
/// [`FileUri::from_windows_path`], [`FileUri::from_path`]), or a file URI a
/// path ([`FileUri::to_unix_path`], [`FileUri::to_windows_path`],
/// [`FileUri::to_path`]).
#[cfg(feature = "alloc")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FilePathError {
    /// A relative path (or a Windows drive-relative one, `C:x`): a file URI
    /// holds an absolute path (RFC 8089 §2, `path-absolute`).
    Relative,
    /// A NUL character, which no file system takes in a path (in a file
    /// URI, `%00`).
    Nul,
    /// A path that starts with `//` on Unix: its first segment would be
    /// empty, which `path-absolute` does not allow.
    EmptyFirstSegment,
    /// A Windows verbatim or device path (`\\?\...`, `\\.\...`).
    Verbatim,
    /// A UNC path whose host is empty or not a `reg-name`, or without a
    /// share; for a file URI, a host that is an IP literal, holds an escape
    /// or is `.`, or no share after it.
    UncHost,
    /// Not valid UTF-8 (a Unix path of other bytes, given as an `OsStr`; a
    /// file URI whose decoded path is not UTF-8, for a `String`).
    NotUtf8,
    /// A file URI of another host, which a Unix path cannot name.
    NotLocal,
    /// A file URI with a local path whose first segment is no drive letter,
    /// which a Windows path cannot name (RFC 8089 Appendix E.2).
    NoDrive,
    /// An encoded separator in a segment (`%2F`; for Windows also `%5C`),
    /// which would change the path's segments.
    EncodedSeparator,
    /// A segment that is `.` or `..` once decoded (`%2E` is `.`, RFC 3986
    /// §2.3): the path would climb out of the directories the URI shows.
    DotSegment,
    /// A Windows DOS device name as a segment (`CON`, `PRN`, `AUX`, `NUL`,
    /// `COM0`–`COM9`, `LPT0`–`LPT9`, `COM¹`… `LPT³`, `CONIN$`, `CONOUT$`;
    /// in any case, with an extension or trailing spaces): Windows opens
    /// the device, not a file.
    DeviceName,
    /// A `:` in a segment other than the drive letter: Windows reads
    /// `a:stream` as the alternate data stream `stream` of `a`.
    AlternateStream,
    /// A segment ending in `.` or a space, which Windows strips (`a.` is
    /// `a`): another file than the one the URI shows.
    TrailingDotOrSpace,
}

#[cfg(feature = "alloc")]
impl core::fmt::Display for FilePathError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            FilePathError::Relative => "relative path; a file URI holds an absolute path (RFC 8089 §2)",
            FilePathError::Nul => "NUL character in a path",
            FilePathError::EmptyFirstSegment => {
                "path starting with '//'; a file URI path has no empty first segment (RFC 8089 §2)"
            }
            FilePathError::Verbatim => "Windows verbatim or device path ('\\\\?\\', '\\\\.\\'), which has no file URI",
            FilePathError::UncHost => "UNC path without a valid host and share",
            FilePathError::NotUtf8 => "path that is not valid UTF-8",
            FilePathError::NotLocal => "file on another host, which a Unix path does not name (RFC 8089 §2)",
            FilePathError::NoDrive => {
                "local path without a drive letter, which a Windows path does not name (RFC 8089 Appendix E.2)"
            }
            FilePathError::EncodedSeparator => {
                "encoded separator in a path segment, which would split it (RFC 3986 §2.2)"
            }
            FilePathError::DotSegment => {
                "segment '.' or '..' once decoded, which would climb out of the path (RFC 3986 §2.3, §3.3)"
            }
            FilePathError::DeviceName => "Windows device name as a path segment, which opens the device, not a file",
            FilePathError::AlternateStream => {
                "':' in a path segment other than the drive letter, which Windows reads as an alternate data stream"
            }
            FilePathError::TrailingDotOrSpace => "path segment ending in '.' or ' ', which Windows strips",
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for FilePathError {}

#[cfg(feature = "alloc")]
mod paths {
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::{FilePathError, FileUri};
    use crate::chars::{self, hex_val};
    use crate::rfc3986::owned::UriBuf;
    use crate::scan::{first_of, first_outside};

    /// Appends the decoded octets of the raw segment `seg` to `out`, or
    /// says why not: one of them is NUL or in `seps` (an encoded
    /// separator), or the segment is `.` or `..` once decoded.
    fn decode_segment(seg: &str, seps: &[u8], out: &mut Vec<u8>) -> Result<(), FilePathError> {
        let b = seg.as_bytes();
        let start = out.len();
        let mut i = 0;
        while i < b.len() {
            let c = if b[i] == b'%' && i + 2 < b.len() {
                i += 3;
                hex_val(b[i - 2]) << 4 | hex_val(b[i - 1])
            } else {
                i += 1;
                b[i - 1]
            };
            if c == 0 {
                return Err(FilePathError::Nul);
            }
            if seps.contains(&c) {
                return Err(FilePathError::EncodedSeparator);
            }
            out.push(c);
        }
        if matches!(&out[start..], b"." | b"..") {
            return Err(FilePathError::DotSegment);
        }
        Ok(())
    }

    /// Why Windows would not open the file the decoded segment `seg` names:
    /// a device name, an alternate data stream, or a trailing dot or space
    /// (which Windows strips).
    fn windows_segment(seg: &[u8]) -> Result<(), FilePathError> {
        if seg.contains(&b':') {
            return Err(FilePathError::AlternateStream);
        }
        if matches!(seg.last(), Some(b'.' | b' ')) {
            return Err(FilePathError::TrailingDotOrSpace);
        }
        // The device is named by what precedes the first dot, trailing
        // spaces dropped (`nul .txt` is `NUL`).
        let mut base = &seg[..first_of(seg, b".").unwrap_or(seg.len())];
        while let [rest @ .., b' '] = base {
            base = rest;
        }
        let upper = |k: usize| base.get(k).map(u8::to_ascii_uppercase);
        let name = [upper(0), upper(1), upper(2)];
        let device = match (base.len(), name) {
            (3, [Some(b'C'), Some(b'O'), Some(b'N')] | [Some(b'P'), Some(b'R'), Some(b'N')]) => true,
            (3, [Some(b'A'), Some(b'U'), Some(b'X')] | [Some(b'N'), Some(b'U'), Some(b'L')]) => true,
            // COM0-COM9, LPT0-LPT9, and with a superscript digit (¹ ² ³,
            // U+00B9, U+00B2, U+00B3), as Windows reads them.
            (4 | 5, [Some(b'C'), Some(b'O'), Some(b'M')] | [Some(b'L'), Some(b'P'), Some(b'T')]) => {
                matches!(&base[3..], [b'0'..=b'9'] | [0xC2, 0xB9 | 0xB2 | 0xB3])
            }
            (6 | 7, [Some(b'C'), Some(b'O'), Some(b'N')]) => {
                base[3..].eq_ignore_ascii_case(b"IN$") || base[3..].eq_ignore_ascii_case(b"OUT$")
            }
            _ => false,
        };
        if device {
            return Err(FilePathError::DeviceName);
        }
        Ok(())
    }

    /// Writes `b` into `out` as a path's text: `pchar` and `/` as
    /// themselves, every other octet as `%XX`.
    fn encode_path(b: &[u8], out: &mut String) {
        for &c in b {
            if c == b'/' || (c != b'%' && chars::is(c, chars::U_PCHAR)) {
                out.push(c as char);
            } else {
                out.push_str(crate::percent::escape(c));
            }
        }
    }

    impl<'a> FileUri<'a> {
        /// The decoded path of a local file, for Unix.
        ///
        /// # Errors
        ///
        /// A file on another host ([`NotLocal`](FilePathError::NotLocal)); a
        /// path that holds NUL (`%00`), an encoded `/` (`%2F`, which would
        /// change the path's segments), or a segment that is `.` or `..`
        /// once decoded (`%2E%2E`: the path would climb out of the
        /// directories the URI shows, RFC 3986 §2.3); or one that does not
        /// decode to UTF-8 (`to_path`, feature `std`, takes other octets on
        /// Unix).
        ///
        /// ```
        /// use url_core::{FilePathError, FileUri};
        /// let f = FileUri::parse("file:///tmp/a%20b").unwrap();
        /// assert_eq!(f.to_unix_path().as_deref(), Ok("/tmp/a b"));
        /// let to = |s| FileUri::parse(s).unwrap().to_unix_path();
        /// assert_eq!(to("file:///a%2Fb"), Err(FilePathError::EncodedSeparator));
        /// assert_eq!(to("file:///a%00"), Err(FilePathError::Nul));
        /// assert_eq!(to("file:///srv/uploads/%2E%2E/%2E%2E/etc/passwd"), Err(FilePathError::DotSegment));
        /// ```
        pub fn to_unix_path(&self) -> Result<String, FilePathError> {
            String::from_utf8(self.unix_bytes()?).map_err(|_| FilePathError::NotUtf8)
        }

        /// [`to_unix_path`](Self::to_unix_path) as octets.
        pub(crate) fn unix_bytes(&self) -> Result<Vec<u8>, FilePathError> {
            if !self.is_local() {
                return Err(FilePathError::NotLocal);
            }
            let mut out = Vec::with_capacity(self.path().len());
            for seg in self.path().split('/').skip(1) {
                out.push(b'/');
                decode_segment(seg, b"/", &mut out)?;
            }
            Ok(out)
        }

        /// The path for Windows: for a local file whose first segment is a
        /// drive letter, `C:\dir\x` (from `/C:/dir/x`; `C:\` from `/C:`);
        /// for a file on another host, or on `localhost` without a drive
        /// letter, the UNC path `\\host\share\x`.
        ///
        /// # Errors
        ///
        /// A local path without a drive letter ([`NoDrive`](FilePathError::NoDrive));
        /// a host that is an IP literal, holds an escape or is `.` (`\\.\`
        /// starts a device path, not a UNC one), or a UNC path without a
        /// share ([`UncHost`](FilePathError::UncHost)); a path that holds
        /// NUL, an encoded `/` or `\`, or does not decode to UTF-8; and a
        /// segment that Windows would read as another file than the one the
        /// URI shows: `.` or `..` once decoded, a DOS device name (`CON`,
        /// `NUL`, `COM1`, `lpt¹.txt`, ...), a `:` other than the drive
        /// letter's (an alternate data stream, `a:stream`), a trailing `.`
        /// or space (which Windows strips).
        ///
        /// ```
        /// use url_core::{FilePathError, FileUri};
        /// let f = FileUri::parse("file:///c:/Windows/win.ini").unwrap();
        /// assert_eq!(f.to_windows_path().as_deref(), Ok("c:\\Windows\\win.ini"));
        /// let to = |s| FileUri::parse(s).unwrap().to_windows_path();
        /// assert_eq!(to("file:///etc/fstab"), Err(FilePathError::NoDrive));
        /// assert_eq!(to("file:///C:/a%5Cb"), Err(FilePathError::EncodedSeparator));
        /// assert_eq!(to("file:///C:/x/%2e%2E/boot.ini"), Err(FilePathError::DotSegment));
        /// assert_eq!(to("file:///C:/logs/Com1.txt"), Err(FilePathError::DeviceName));
        /// assert_eq!(to("file:///C:/a.txt:secret"), Err(FilePathError::AlternateStream));
        /// assert_eq!(to("file:///C:/a.txt."), Err(FilePathError::TrailingDotOrSpace));
        /// let share = FileUri::parse("file://localhost/c$/x").unwrap();
        /// assert_eq!(share.to_windows_path().as_deref(), Ok("\\\\localhost\\c$\\x"));
        /// ```
        pub fn to_windows_path(&self) -> Result<String, FilePathError> {
            let mut out = Vec::with_capacity(self.path().len() + 2);
            let mut segs = self.path().split('/').skip(1);
            let is_drive = |d: &[u8]| d.len() == 2 && d[0].is_ascii_alphabetic() && d[1] == b':';
            let drive = segs.clone().next().map(str::as_bytes).filter(|d| is_drive(d));
            // Each decoded segment, checked for what Windows makes of it.
            let segment = |seg: &str, out: &mut Vec<u8>| {
                out.push(b'\\');
                let start = out.len();
                decode_segment(seg, b"/\\", out)?;
                windows_segment(&out[start..])
            };
            // `file://localhost/share/x` (no drive) is the UNC path of the
            // local machine, `\\localhost\share\x`; without a host, a path
            // without a drive is none.
            if self.is_local() && (drive.is_some() || self.host().is_none_or(str::is_empty)) {
                let drive = drive.ok_or(FilePathError::NoDrive)?;
                segs.next();
                out.extend_from_slice(drive);
                let mut any = false;
                for seg in segs {
                    segment(seg, &mut out)?;
                    any = true;
                }
                if !any {
                    out.push(b'\\');
                }
            } else {
                // A UNC host is a name (no IP literal, no escape; not `.`,
                // which would make `\\.\` a device path) and a share follows.
                let host = self.host().ok_or(FilePathError::UncHost)?;
                if host.starts_with('[')
                    || host.contains('%')
                    || host == "."
                    || segs.clone().next().is_none_or(str::is_empty)
                {
                    return Err(FilePathError::UncHost);
                }
                out.extend_from_slice(b"\\\\");
                out.extend_from_slice(host.as_bytes());
                for seg in segs {
                    segment(seg, &mut out)?;
                }
            }
            String::from_utf8(out).map_err(|_| FilePathError::NotUtf8)
        }

        /// The path of this file on the system the program runs on: on
        /// Unix, [`to_unix_path`](Self::to_unix_path) (any octets but NUL
        /// and an encoded `/`); on Windows,
        /// [`to_windows_path`](Self::to_windows_path).
        ///
        /// # Errors
        ///
        /// Those of the function for the system: a segment `.` or `..`
        /// once decoded among them (`file:///srv/%2E%2E/etc/passwd`).
        #[cfg(feature = "std")]
        pub fn to_path(&self) -> Result<std::path::PathBuf, FilePathError> {
            #[cfg(unix)]
            {
                use std::os::unix::ffi::OsStringExt;
                Ok(std::ffi::OsString::from_vec(self.unix_bytes()?).into())
            }
            #[cfg(windows)]
            {
                self.to_windows_path().map(Into::into)
            }
            #[cfg(not(any(unix, windows)))]
            {
                self.to_unix_path().map(Into::into)
            }
        }

        /// The file URI of the absolute Unix path `path`: `file://` and the
        /// path, each octet outside `pchar` and `/` written `%XX`.
        ///
        /// # Errors
        ///
        /// A relative path, NUL, or a path starting with `//`.
        ///
        /// ```
        /// use url_core::{FilePathError, FileUri};
        /// assert_eq!(FileUri::from_unix_path("/tmp/a b#1").unwrap().as_str(), "file:///tmp/a%20b%231");
        /// assert_eq!(FileUri::from_unix_path("tmp/x"), Err(FilePathError::Relative));
        /// ```
        pub fn from_unix_path(path: &str) -> Result<UriBuf, FilePathError> {
            from_unix_bytes(path.as_bytes())
        }

        /// The file URI of the absolute Windows path `path` (`\` or `/`
        /// between components): `C:\dir\x` gives `file:///C:/dir/x`, the UNC
        /// path `\\host\share\x` gives `file://host/share/x`; each octet of a
        /// component outside `pchar` written `%XX`. A share of `localhost`
        /// named like a drive (`\\localhost\C:\x`) keeps its `:` escaped
        /// (`file://localhost/C%3A/x`), so that it reads back as that share
        /// and not as the drive `C:`. [`to_windows_path`](Self::to_windows_path)
        /// of the URI gives the path back, each `/` written `\`.
        ///
        /// # Errors
        ///
        /// A relative or drive-relative path (`dir\x`, `\x`, `C:x`), NUL, a
        /// verbatim or device path (`\\?\`, `\\.\`), a UNC path without a
        /// host that is a `reg-name`, or without a share.
        ///
        /// ```
        /// use url_core::{FilePathError, FileUri};
        /// assert_eq!(FileUri::from_windows_path(r"C:\Program Files\a.txt").unwrap().as_str(), "file:///C:/Program%20Files/a.txt");
        /// assert_eq!(FileUri::from_windows_path(r"\\server\share\x").unwrap().as_str(), "file://server/share/x");
        /// assert_eq!(FileUri::from_windows_path(r"C:x"), Err(FilePathError::Relative));
        /// ```
        pub fn from_windows_path(path: &str) -> Result<UriBuf, FilePathError> {
            let b = path.as_bytes();
            if b.contains(&0) {
                return Err(FilePathError::Nul);
            }
            let sep = |c: u8| c == b'\\' || c == b'/';
            let mut out = String::with_capacity(path.len() + 8);
            out.push_str("file://");
            let rest = if b.len() >= 2 && sep(b[0]) && sep(b[1]) {
                if b.len() >= 3 && (b[2] == b'?' || b[2] == b'.') && (b.len() == 3 || sep(b[3])) {
                    return Err(FilePathError::Verbatim);
                }
                let body = &path[2..];
                let end = first_of(body.as_bytes(), b"\\/").ok_or(FilePathError::UncHost)?;
                let host = &body[..end];
                if host.is_empty() || first_outside(host.as_bytes(), chars::U_REG_NAME & !chars::PERCENT).is_some() {
                    return Err(FilePathError::UncHost);
                }
                let after = &body[end + 1..];
                if after.is_empty() || sep(after.as_bytes()[0]) {
                    return Err(FilePathError::UncHost);
                }
                out.push_str(host);
                // A share named like a drive on `localhost` (`\\localhost\C:\x`)
                // keeps its `:` escaped, so that it reads back as the share, not
                // as the drive `C:` (`file://localhost/C:/x` is `C:\x`).
                let share = after.as_bytes();
                if chars::eq_ignore_case(host.as_bytes(), b"localhost")
                    && share.len() >= 2
                    && share[0].is_ascii_alphabetic()
                    && share[1] == b':'
                    && (share.len() == 2 || sep(share[2]))
                {
                    out.push('/');
                    out.push(share[0] as char);
                    out.push_str("%3A");
                    &after[2..]
                } else {
                    out.push('/');
                    after
                }
            } else if b.len() >= 3 && b[0].is_ascii_alphabetic() && b[1] == b':' && sep(b[2]) {
                out.push('/');
                out.push_str(&path[..2]);
                out.push('/');
                &path[3..]
            } else {
                // `dir\x`, `\x`, `C:x`, `C:`: relative, or relative to a drive.
                return Err(FilePathError::Relative);
            };
            // `rest` starts a component (after the host's or drive's `/`).
            for (k, comp) in rest.split(['\\', '/']).enumerate() {
                if k > 0 {
                    out.push('/');
                }
                encode_path(comp.as_bytes(), &mut out);
            }
            Ok(UriBuf::parse(out).expect("a file URI written from a Windows path"))
        }

        /// The file URI of the absolute path `path` of the system the
        /// program runs on: [`from_windows_path`](Self::from_windows_path) on
        /// Windows, else [`from_unix_path`](Self::from_unix_path) (on Unix,
        /// of the path's octets, whatever their encoding).
        ///
        /// # Errors
        ///
        /// Those of the function for the system.
        #[cfg(feature = "std")]
        pub fn from_path(path: &std::path::Path) -> Result<UriBuf, FilePathError> {
            #[cfg(unix)]
            {
                use std::os::unix::ffi::OsStrExt;
                from_unix_bytes(path.as_os_str().as_bytes())
            }
            #[cfg(windows)]
            {
                Self::from_windows_path(path.to_str().ok_or(FilePathError::NotUtf8)?)
            }
            #[cfg(not(any(unix, windows)))]
            {
                Self::from_unix_path(path.to_str().ok_or(FilePathError::NotUtf8)?)
            }
        }
    }

    /// [`FileUri::from_unix_path`] of octets.
    fn from_unix_bytes(b: &[u8]) -> Result<UriBuf, FilePathError> {
        if b.contains(&0) {
            return Err(FilePathError::Nul);
        }
        if b.first() != Some(&b'/') {
            return Err(FilePathError::Relative);
        }
        if b.get(1) == Some(&b'/') {
            return Err(FilePathError::EmptyFirstSegment);
        }
        let mut out = String::with_capacity(b.len() + 7);
        out.push_str("file://");
        encode_path(b, &mut out);
        Ok(UriBuf::parse(out).expect("a file URI written from a Unix path"))
    }
}

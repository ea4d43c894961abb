//! [`UrlBuf`]: an owned URL (feature `alloc`).

use alloc::string::String;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use crate::{ParseError, Scheme, Url};

/// An owned, validated URL: a `String` and the offsets of its parts, so that
/// [`as_url`](UrlBuf::as_url) lends a [`Url`] without parsing again.
///
/// [`Url`] borrows its text and so cannot implement [`FromStr`]; `UrlBuf`
/// can:
///
/// ```
/// use url_core::{Host, UrlBuf};
///
/// let url: UrlBuf = "ftp://ftp.example.org/pub/README".parse().unwrap();
/// assert_eq!(url.as_url().host(), Some(Host::Name("ftp.example.org")));
/// assert_eq!(url.to_string(), "ftp://ftp.example.org/pub/README");
///
/// let err = "http://user@host/".parse::<UrlBuf>().unwrap_err();
/// assert_eq!(err.offset(), 7);
/// ```
#[derive(Clone)]
pub struct UrlBuf {
    text: String,
    offsets: [u32; 9],
    port: u16,
    kind: Scheme,
    flags: u8,
}

impl UrlBuf {
    /// Parses `text`, keeping it.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`Url::parse`].
    pub fn parse(text: String) -> Result<UrlBuf, ParseError> {
        let (offsets, port, kind, flags) = crate::__private::parts(&Url::parse(&text)?);
        Ok(UrlBuf { text, offsets, port, kind, flags })
    }

    /// The URL, borrowed (every accessor and typed view is there).
    pub fn as_url(&self) -> Url<'_> {
        crate::__private::url(&self.text, self.offsets, self.port, self.kind, self.flags)
    }

    /// The text of the URL.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, given back.
    pub fn into_string(self) -> String {
        self.text
    }
}

impl From<Url<'_>> for UrlBuf {
    fn from(url: Url<'_>) -> UrlBuf {
        let (offsets, port, kind, flags) = crate::__private::parts(&url);
        UrlBuf { text: url.as_str().into(), offsets, port, kind, flags }
    }
}

impl FromStr for UrlBuf {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<UrlBuf, ParseError> {
        Url::parse(s).map(UrlBuf::from)
    }
}

impl TryFrom<String> for UrlBuf {
    type Error = ParseError;

    fn try_from(s: String) -> Result<UrlBuf, ParseError> {
        UrlBuf::parse(s)
    }
}

impl TryFrom<&str> for UrlBuf {
    type Error = ParseError;

    fn try_from(s: &str) -> Result<UrlBuf, ParseError> {
        s.parse()
    }
}

impl fmt::Display for UrlBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl fmt::Debug for UrlBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.as_url(), f)
    }
}

impl AsRef<str> for UrlBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl PartialEq for UrlBuf {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for UrlBuf {}

impl PartialEq<Url<'_>> for UrlBuf {
    fn eq(&self, other: &Url<'_>) -> bool {
        self.text == other.as_str()
    }
}

impl PartialEq<UrlBuf> for Url<'_> {
    fn eq(&self, other: &UrlBuf) -> bool {
        self.as_str() == other.text
    }
}

impl Hash for UrlBuf {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl PartialOrd for UrlBuf {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for UrlBuf {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.text.cmp(&other.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn owned_and_borrowed_agree() {
        let text = "ftp://a:b@ftp.example.org:2121/pub/x;type=i#f";
        let buf: UrlBuf = text.parse().unwrap();
        let url = Url::parse(text).unwrap();
        assert_eq!(buf.as_url(), url);
        assert_eq!(crate::__private::parts(&buf.as_url()), crate::__private::parts(&url));
        assert_eq!(UrlBuf::from(url), buf);
        assert_eq!(UrlBuf::parse(text.to_string()).unwrap(), buf);
        assert_eq!(alloc::format!("{buf:?}"), alloc::format!("{url:?}"));
        assert_eq!(buf.clone().into_string(), text);
    }

    #[test]
    fn errors_are_the_parsers() {
        let err = UrlBuf::try_from("http://h:/").unwrap_err();
        assert_eq!((err.offset(), err.length(), err.rule()), (8, 1, "port"));
    }
}

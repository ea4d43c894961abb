//! [`Ftp`]: ftp URLs (RFC 1738 §3.2).

use alloc::vec::Vec;

use crate::build::error::BuildError;
use crate::build::write::{all_bytes, bytes, finish, push, Login};
use crate::percent::Component;
use crate::view::ftp::FtpType;
use crate::view::owned::UrlBuf;

/// Builds an ftp URL (RFC 1738 §3.2):
/// `ftp://<user>:<password>@<host>:<port>/<cwd1>/.../<cwdN>/<name>;type=<typecode>`.
///
/// Each cwd segment and the name are written with
/// [`Component::FtpSegment`] (`/` and `;` escaped, §3.2.2), the user name
/// and password with [`Component::Login`]. Without cwd segments, name or
/// typecode, no path is written; with cwd segments or a typecode but no
/// name, the name is empty (`ftp://host/pub/`). `Debug` shows a password set as `Some(***)`.
///
/// ```
/// use url_core::build::Ftp;
/// use url_core::FtpType;
///
/// let url = Ftp::new("ftp.example.org").cwd(["pub", "a b"]).name("x;y.txt").typecode(FtpType::Image).build()?;
/// assert_eq!(url.as_str(), "ftp://ftp.example.org/pub/a%20b/x%3By.txt;type=i");
///
/// let url = Ftp::new("host.dom").user("myname").password("p@ss/word").port(2121).cwd(["/etc"]).name("motd").build()?;
/// assert_eq!(url.as_str(), "ftp://myname:p%40ss%2Fword@host.dom:2121/%2Fetc/motd");
/// # Ok::<(), url_core::build::BuildError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ftp {
    login: Login,
    cwd: Vec<Vec<u8>>,
    name: Option<Vec<u8>>,
    typecode: Option<FtpType>,
    fragment: Option<Vec<u8>>,
}

impl Ftp {
    /// An ftp URL for `host`: a host name or an IPv4 address (checked by
    /// [`build`](Ftp::build)).
    ///
    /// ```
    /// assert_eq!(url_core::build::Ftp::new("10.0.0.1").build().unwrap().as_str(), "ftp://10.0.0.1");
    /// ```
    pub fn new(host: impl AsRef<str>) -> Ftp {
        Ftp { login: Login::new(host.as_ref()), cwd: Vec::new(), name: None, typecode: None, fragment: None }
    }

    /// The user name (decoded; may be empty: `ftp://@host/` is not the same
    /// as `ftp://host/`, §3.1).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// assert_eq!(Ftp::new("host").user("a:b").build().unwrap().as_str(), "ftp://a%3Ab@host");
    /// assert_eq!(Ftp::new("host").user("").build().unwrap().as_str(), "ftp://@host");
    /// ```
    pub fn user(mut self, user: impl AsRef<[u8]>) -> Ftp {
        self.login.user = Some(bytes(user));
        self
    }

    /// The password (decoded); it needs a [`user`](Ftp::user).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// assert_eq!(Ftp::new("host").user("foo").password("").build().unwrap().as_str(), "ftp://foo:@host");
    /// ```
    pub fn password(mut self, password: impl AsRef<[u8]>) -> Ftp {
        self.login.password = Some(bytes(password));
        self
    }

    /// The port (written even when it is the default, 21).
    ///
    /// ```
    /// assert_eq!(url_core::build::Ftp::new("host").port(21).build().unwrap().as_str(), "ftp://host:21");
    /// ```
    pub fn port(mut self, port: u16) -> Ftp {
        self.login.port = Some(port);
        self
    }

    /// The directories to `CWD` into, in order (decoded; an empty segment is
    /// a `CWD` with an empty argument, §3.2.2).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// let url = Ftp::new("host").cwd(["", "etc"]).name("motd").build().unwrap();
    /// assert_eq!(url.as_str(), "ftp://host//etc/motd");
    /// ```
    pub fn cwd<I>(mut self, segments: I) -> Ftp
    where
        I: IntoIterator,
        I::Item: AsRef<[u8]>,
    {
        self.cwd = all_bytes(segments);
        self
    }

    /// The file name after the directories (decoded).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// assert_eq!(Ftp::new("host").name("a/b").build().unwrap().as_str(), "ftp://host/a%2Fb");
    /// ```
    pub fn name(mut self, name: impl AsRef<[u8]>) -> Ftp {
        self.name = Some(bytes(name));
        self
    }

    /// The transfer type, written `;type=a`, `;type=i` or `;type=d`.
    ///
    /// ```
    /// use url_core::{build::Ftp, FtpType};
    /// let url = Ftp::new("host").cwd(["pub"]).typecode(FtpType::Directory).build().unwrap();
    /// assert_eq!(url.as_str(), "ftp://host/pub/;type=d");
    /// ```
    pub fn typecode(mut self, typecode: FtpType) -> Ftp {
        self.typecode = Some(typecode);
        self
    }

    /// The RFC 1630 fragment identifier (decoded).
    ///
    /// ```
    /// use url_core::build::Ftp;
    /// assert_eq!(Ftp::new("host").name("f").fragment("a b").build().unwrap().as_str(), "ftp://host/f#a%20b");
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<[u8]>) -> Ftp {
        self.fragment = Some(bytes(fragment));
        self
    }

    /// Writes the URL and parses it.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] for an invalid host or a password without a user
    /// name.
    ///
    /// ```
    /// use url_core::build::{Ftp, Part};
    /// assert_eq!(Ftp::new("ftp..example.org").build().unwrap_err().part(), Part::Host);
    /// ```
    pub fn build(&self) -> Result<UrlBuf, BuildError> {
        let mut out = self.login.write("ftp://", false)?;
        if !self.cwd.is_empty() || self.name.is_some() || self.typecode.is_some() {
            out.push('/');
            for segment in &self.cwd {
                push(&mut out, segment, Component::FtpSegment);
                out.push('/');
            }
            if let Some(name) = &self.name {
                push(&mut out, name, Component::FtpSegment);
            }
            if let Some(t) = self.typecode {
                out.push_str(";type=");
                out.push(t.as_char());
            }
        }
        finish(out, &self.fragment)
    }
}

//! telnet: the advisory login (RFC 1738 §3.8).

use core::fmt;
use core::hash::Hash;

use super::ftp::Redacted;
use crate::percent::Decoded;
use crate::view::telnet::TelnetUrl;

/// The user name and password a telnet URL suggests (RFC 1738 §3.8): they
/// "are advisory only: clients accessing a telnet URL merely advise the user
/// of the suggested username and password". A client shows them; it never
/// sends them on its own. See [`TelnetUrl::advice`].
///
/// [`Display`](fmt::Display) writes the advice for the user, the password
/// included; [`Debug`](fmt::Debug) shows the password as `***`.
///
/// ```
/// let t = url_core::TelnetUrl::parse("telnet://guest:pa%3Ass@host/").unwrap();
/// let advice = t.advice().unwrap();
/// assert_eq!(advice.user(), "guest");
/// assert_eq!(advice.password().unwrap(), "pa:ss");
/// assert_eq!(advice.to_string(), "suggested user name \"guest\", password \"pa:ss\"");
/// assert_eq!(format!("{advice:?}"), "TelnetAdvice { user: Decoded(\"guest\"), password: Some(***) }");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TelnetAdvice<'a> {
    user: Decoded<'a>,
    password: Option<Decoded<'a>>,
}

impl<'a> TelnetAdvice<'a> {
    /// The suggested user name, decoded (possibly empty).
    ///
    /// ```
    /// let t = url_core::TelnetUrl::parse("telnet://guest@host").unwrap();
    /// assert_eq!(t.advice().unwrap().user(), "guest");
    /// ```
    pub const fn user(&self) -> Decoded<'a> {
        self.user
    }

    /// The suggested password, decoded, if the URL gives one.
    ///
    /// ```
    /// let t = url_core::TelnetUrl::parse("telnet://guest@host").unwrap();
    /// assert_eq!(t.advice().unwrap().password(), None);
    /// ```
    pub const fn password(&self) -> Option<Decoded<'a>> {
        self.password
    }
}

impl fmt::Debug for TelnetAdvice<'_> {
    /// As derived, but the password is `***`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TelnetAdvice")
            .field("user", &self.user)
            .field("password", &self.password.map(|_| Redacted))
            .finish()
    }
}

impl fmt::Display for TelnetAdvice<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "suggested user name {:?}", DisplayQuoted(self.user))?;
        if let Some(p) = self.password {
            write!(f, ", password {:?}", DisplayQuoted(p))?;
        }
        Ok(())
    }
}

/// Writes a [`Decoded`] as a quoted, escaped string through `Debug`
/// (invalid UTF-8 as U+FFFD).
struct DisplayQuoted<'a>(Decoded<'a>);

impl fmt::Debug for DisplayQuoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Escape<'f, 'g>(&'f mut fmt::Formatter<'g>);
        impl fmt::Write for Escape<'_, '_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                for c in s.chars() {
                    fmt::Display::fmt(&c.escape_debug(), self.0)?;
                }
                Ok(())
            }
        }
        f.write_str("\"")?;
        fmt::Write::write_fmt(&mut Escape(f), format_args!("{}", self.0))?;
        f.write_str("\"")
    }
}

impl<'a> TelnetUrl<'a> {
    /// The advisory login: `None` when the URL names no user (§3.1: "there
    /// is no way to specify a password without specifying a user name").
    ///
    /// ```
    /// assert_eq!(url_core::TelnetUrl::parse("telnet://melvyl.ucop.edu/").unwrap().advice(), None);
    /// let t = url_core::TelnetUrl::parse("telnet://guest@melvyl.ucop.edu/").unwrap();
    /// assert_eq!(t.advice().unwrap().to_string(), "suggested user name \"guest\"");
    /// ```
    pub const fn advice(&self) -> Option<TelnetAdvice<'a>> {
        match self.user() {
            Some(user) => Some(TelnetAdvice {
                user: Decoded::encoded(user),
                password: match self.password() {
                    Some(p) => Some(Decoded::encoded(p)),
                    None => None,
                },
            }),
            None => None,
        }
    }
}

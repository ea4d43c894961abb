//! ftp: the command plan (RFC 1738 §3.2.1–3.2.3).

use core::fmt;
use core::hash::Hash;
use core::iter::FusedIterator;

use super::wire::check_argument;
use super::wire::{Argument, WireError};
use super::DecodedSegments;
use super::EMPTY;
use crate::percent::Decoded;
use crate::view::ftp::{FtpType, FtpUrl};

/// One step of the FTP session an ftp URL stands for (RFC 1738 §3.2.1,
/// §3.2.2); see [`FtpUrl::commands`].
///
/// [`Display`](fmt::Display) writes the command as sent, without the CRLF
/// (`CWD /etc`, `CWD ` with an empty argument, `NLST` without one); the two
/// steps that need the client's decision show what it must supply in angle
/// brackets: `PASS <ask the user>` and `TYPE <guess>`.
///
/// [`Debug`](fmt::Debug) shows the argument of [`Pass`](FtpCommand::Pass)
/// as `***`, so that logging a plan does not log a password; `Display`,
/// which is what goes on the wire, writes it exactly.
///
/// A plan made by [`FtpUrl::commands`] never holds a CR, LF or NUL in an
/// argument (RFC 1738 §6: the URL and the e-mail address are checked before
/// the plan is made); a command built by hand is written as it is built.
///
/// ```
/// use url_core::interpret::FtpCommand;
/// use url_core::FtpType;
///
/// assert_eq!(FtpCommand::Cwd("/etc".into()).to_string(), "CWD /etc");
/// assert_eq!(FtpCommand::Cwd("".into()).to_string(), "CWD ");
/// assert_eq!(FtpCommand::Type(FtpType::Image).to_string(), "TYPE I");
/// assert_eq!(FtpCommand::Nlst("".into()).to_string(), "NLST");
/// assert_eq!(FtpCommand::PassPrompt.verb(), "PASS");
/// assert_eq!(FtpCommand::Retr("motd".into()).argument(), Some("motd".into()));
///
/// assert_eq!(FtpCommand::Pass("s3cr3t".into()).to_string(), "PASS s3cr3t");
/// assert_eq!(format!("{:?}", FtpCommand::Pass("s3cr3t".into())), "Pass(***)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum FtpCommand<'a> {
    /// `USER <name>`: the URL's user name, or `anonymous` when it has none
    /// (§3.2.1). An empty user name (`ftp://@host/`) is an empty argument.
    User(Decoded<'a>),
    /// `PASS <password>`, sent if the server asks for a password: the URL's
    /// password, or for anonymous FTP the end user's e-mail address
    /// (§3.2.1).
    Pass(Decoded<'a>),
    /// The URL has a user name but no password: if the server asks for one,
    /// "the program interpreting the FTP URL should request one from the
    /// user" (§3.2.1) and send it with `PASS`.
    PassPrompt,
    /// `CWD <directory>`, for each `<cwd>` segment in turn; an empty segment
    /// is a `CWD` with an empty argument (§3.2.2).
    Cwd(Decoded<'a>),
    /// `TYPE A` or `TYPE I`, for `;type=a` or `;type=i` (§3.2.2).
    /// ([`FtpType::Directory`] is never given here: it is [`Nlst`](FtpCommand::Nlst).)
    Type(FtpType),
    /// The URL has no `;type=`: "the client program interpreting the URL
    /// must guess the appropriate mode to use" (§3.2.3) and send `TYPE` with
    /// it. [`FtpUrl::commands_with_type`] gives the plan for a guess.
    GuessType,
    /// `RETR <name>`: access the file `<name>` (§3.2.2).
    Retr(Decoded<'a>),
    /// `NLST <name>` for `;type=d`: a name list, read as a directory listing
    /// (§3.2.2); `NLST` without an argument when the name is empty.
    Nlst(Decoded<'a>),
}

impl<'a> FtpCommand<'a> {
    /// The FTP command: `USER`, `PASS`, `CWD`, `TYPE`, `RETR` or `NLST`
    /// (`PASS` for [`PassPrompt`](FtpCommand::PassPrompt), `TYPE` for
    /// [`GuessType`](FtpCommand::GuessType)).
    ///
    /// ```
    /// use url_core::interpret::FtpCommand;
    /// assert_eq!(FtpCommand::GuessType.verb(), "TYPE");
    /// ```
    pub const fn verb(&self) -> &'static str {
        match self {
            FtpCommand::User(_) => "USER",
            FtpCommand::Pass(_) | FtpCommand::PassPrompt => "PASS",
            FtpCommand::Cwd(_) => "CWD",
            FtpCommand::Type(_) | FtpCommand::GuessType => "TYPE",
            FtpCommand::Retr(_) => "RETR",
            FtpCommand::Nlst(_) => "NLST",
        }
    }

    /// The argument to send after the verb and a space, decoded; `None`
    /// when the command is sent without one (`NLST` with an empty name) or
    /// when the client must supply it ([`PassPrompt`](FtpCommand::PassPrompt),
    /// [`GuessType`](FtpCommand::GuessType)).
    ///
    /// ```
    /// use url_core::interpret::FtpCommand;
    /// use url_core::FtpType;
    ///
    /// assert_eq!(FtpCommand::Type(FtpType::Ascii).argument(), Some("A".into()));
    /// assert_eq!(FtpCommand::Cwd("".into()).argument(), Some("".into()));
    /// assert_eq!(FtpCommand::Nlst("".into()).argument(), None);
    /// assert_eq!(FtpCommand::PassPrompt.argument(), None);
    /// ```
    pub fn argument(&self) -> Option<Decoded<'a>> {
        match *self {
            FtpCommand::User(d) | FtpCommand::Pass(d) | FtpCommand::Cwd(d) | FtpCommand::Retr(d) => Some(d),
            FtpCommand::Nlst(d) => (!d.is_empty()).then_some(d),
            FtpCommand::Type(t) => Some(Decoded::plain(match t {
                FtpType::Ascii => b"A",
                FtpType::Image => b"I",
                FtpType::Directory => b"D",
            })),
            FtpCommand::PassPrompt | FtpCommand::GuessType => None,
        }
    }

    /// Whether this step needs the client's input before it can be sent
    /// ([`PassPrompt`](FtpCommand::PassPrompt), [`GuessType`](FtpCommand::GuessType)).
    ///
    /// ```
    /// use url_core::interpret::FtpCommand;
    /// assert!(FtpCommand::GuessType.needs_input());
    /// assert!(!FtpCommand::Retr("motd".into()).needs_input());
    /// ```
    pub const fn needs_input(&self) -> bool {
        matches!(self, FtpCommand::PassPrompt | FtpCommand::GuessType)
    }
}

/// Shows `***` in place of a secret.
pub(super) struct Redacted;

impl fmt::Debug for Redacted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

impl fmt::Debug for FtpCommand<'_> {
    /// As derived, but the argument of `Pass` is `***`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FtpCommand::User(d) => f.debug_tuple("User").field(d).finish(),
            FtpCommand::Pass(_) => f.debug_tuple("Pass").field(&Redacted).finish(),
            FtpCommand::PassPrompt => f.write_str("PassPrompt"),
            FtpCommand::Cwd(d) => f.debug_tuple("Cwd").field(d).finish(),
            FtpCommand::Type(t) => f.debug_tuple("Type").field(t).finish(),
            FtpCommand::GuessType => f.write_str("GuessType"),
            FtpCommand::Retr(d) => f.debug_tuple("Retr").field(d).finish(),
            FtpCommand::Nlst(d) => f.debug_tuple("Nlst").field(d).finish(),
        }
    }
}

impl fmt::Display for FtpCommand<'_> {
    /// The command as sent, without the CR LF (the password included).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.verb())?;
        match self {
            FtpCommand::PassPrompt => f.write_str(" <ask the user>"),
            FtpCommand::GuessType => f.write_str(" <guess>"),
            _ => match self.argument() {
                Some(arg) => write!(f, " {arg}"),
                None => Ok(()),
            },
        }
    }
}

/// The command plan of an ftp URL; made by [`FtpUrl::commands`].
///
/// Login (`USER`, then `PASS` or [`PassPrompt`](FtpCommand::PassPrompt)),
/// a `CWD` per `<cwd>` segment, then `TYPE` (or
/// [`GuessType`](FtpCommand::GuessType)) and `RETR`, or `NLST`. No
/// argument holds a CR, LF or NUL. `Debug` shows the password as `***`.
///
/// ```
/// let ftp = url_core::FtpUrl::parse("ftp://ftp.example.org/pub/a%20b/x%3By.txt;type=i").unwrap();
/// let plan: Vec<String> = ftp.commands("me@example.org").unwrap().map(|c| c.to_string()).collect();
/// assert_eq!(plan, ["USER anonymous", "PASS me@example.org", "CWD pub", "CWD a b", "TYPE I", "RETR x;y.txt"]);
/// ```
#[derive(Clone, Debug)]
pub struct FtpCommands<'a> {
    login: [Option<FtpCommand<'a>>; 2],
    cwd: DecodedSegments<'a>,
    tail: [Option<FtpCommand<'a>>; 2],
}

impl<'a> Iterator for FtpCommands<'a> {
    type Item = FtpCommand<'a>;

    fn next(&mut self) -> Option<FtpCommand<'a>> {
        if let Some(c) = self.login.iter_mut().find_map(Option::take) {
            return Some(c);
        }
        if let Some(d) = self.cwd.next() {
            return Some(FtpCommand::Cwd(d));
        }
        self.tail.iter_mut().find_map(Option::take)
    }
}

impl FusedIterator for FtpCommands<'_> {}

/// `USER anonymous`'s argument.
const ANONYMOUS: &[u8] = b"anonymous";

impl<'a> FtpUrl<'a> {
    /// The FTP commands this URL stands for (§3.2.1–§3.2.3), in order, with
    /// their arguments decoded:
    ///
    /// 1. login: `USER <user>`, then `PASS <password>`, or, when the URL has
    ///    a user name but no password, [`PassPrompt`](FtpCommand::PassPrompt)
    ///    (ask the user, if the server wants a password); without a user name,
    ///    the anonymous convention: `USER anonymous`, `PASS <email>`, where
    ///    `email` is "the Internet e-mail address of the end user";
    /// 2. `CWD <cwd>` for each directory segment, in order, an empty one
    ///    included;
    /// 3. for `;type=d`, `NLST <name>`; for `;type=a` or `;type=i`, `TYPE A`
    ///    or `TYPE I` and `RETR <name>`; without `;type=`,
    ///    [`GuessType`](FtpCommand::GuessType) and `RETR <name>`.
    ///
    /// `PASS` is only sent if the server asks for a password. A URL without
    /// a path reads as one with an empty `<name>`.
    ///
    /// # Errors
    ///
    /// No command of the plan holds a CR, LF or NUL in its argument: sent
    /// decoded, one would end the command early and start another of the
    /// URL's choosing (RFC 1738 §6). Before the plan is made, the URL is
    /// checked with [`Url::control_on_wire`](crate::Url::control_on_wire)
    /// (an encoded `%0D`, `%0A` or `%00` in the user, password or path gives
    /// [`WireError::Url`]), then `email`, which is sent as it is, whether
    /// the plan uses it or not (a CR, LF or NUL gives [`WireError::Argument`]
    /// with [`Argument::Email`]).
    ///
    /// ```
    /// use url_core::interpret::FtpCommand;
    /// use url_core::{FtpType, FtpUrl};
    ///
    /// let ftp = FtpUrl::parse("ftp://myname@host.dom/etc/motd;type=a").unwrap();
    /// let plan: Vec<FtpCommand> = ftp.commands("me@example.org").unwrap().collect();
    /// assert_eq!(
    ///     plan,
    ///     [
    ///         FtpCommand::User("myname".into()),
    ///         FtpCommand::PassPrompt,
    ///         FtpCommand::Cwd("etc".into()),
    ///         FtpCommand::Type(FtpType::Ascii),
    ///         FtpCommand::Retr("motd".into()),
    ///     ]
    /// );
    ///
    /// let ftp = FtpUrl::parse("ftp://h/a%0D%0ADELE%20x/f").unwrap();
    /// assert_eq!(
    ///     ftp.commands("me@example.org").unwrap_err().to_string(),
    ///     "encoded CR (%0D) in the ftp path would be sent to the server as a line break (RFC 1738 §6)"
    /// );
    /// ```
    pub fn commands<'b>(&self, email: &'b str) -> Result<FtpCommands<'b>, WireError>
    where
        'a: 'b,
    {
        self.plan(email, self.typecode())
    }

    /// The command plan as if the URL said `;type=<typecode>`: what the
    /// client does once it has guessed the type of a URL without one
    /// (§3.2.3), for example [`FtpType::Directory`] for a name ending in `/`.
    ///
    /// ```
    /// use url_core::FtpType;
    ///
    /// let ftp = url_core::FtpUrl::parse("ftp://host/pub/").unwrap();
    /// let plan: Vec<String> =
    ///     ftp.commands_with_type("", FtpType::Directory).unwrap().map(|c| c.to_string()).collect();
    /// assert_eq!(plan, ["USER anonymous", "PASS ", "CWD pub", "NLST"]);
    /// ```
    ///
    /// # Errors
    ///
    /// As [`commands`](FtpUrl::commands): an encoded CR, LF or NUL in the
    /// URL, or a CR, LF or NUL in `email` (RFC 1738 §6).
    pub fn commands_with_type<'b>(&self, email: &'b str, typecode: FtpType) -> Result<FtpCommands<'b>, WireError>
    where
        'a: 'b,
    {
        self.plan(email, Some(typecode))
    }

    fn plan<'b>(&self, email: &'b str, typecode: Option<FtpType>) -> Result<FtpCommands<'b>, WireError>
    where
        'a: 'b,
    {
        // once, before anything of the plan exists (RFC 1738 §6)
        if let Some(found) = self.0.control_on_wire() {
            return Err(WireError::Url(found));
        }
        check_argument(email.bytes(), Argument::Email)?;
        let login = match (self.user(), self.password()) {
            (Some(user), Some(pass)) => {
                [FtpCommand::User(Decoded::encoded(user)), FtpCommand::Pass(Decoded::encoded(pass))]
            }
            (Some(user), None) => [FtpCommand::User(Decoded::encoded(user)), FtpCommand::PassPrompt],
            (None, _) => [FtpCommand::User(Decoded::plain(ANONYMOUS)), FtpCommand::Pass(Decoded::from(email))],
        };
        let name = self.name_decoded().unwrap_or(EMPTY);
        let tail = match typecode {
            Some(FtpType::Directory) => [Some(FtpCommand::Nlst(name)), None],
            Some(t) => [Some(FtpCommand::Type(t)), Some(FtpCommand::Retr(name))],
            None => [Some(FtpCommand::GuessType), Some(FtpCommand::Retr(name))],
        };
        Ok(FtpCommands { login: login.map(Some), cwd: self.cwd_decoded(), tail })
    }

    /// The `<cwd>` segments, decoded (§3.2.2: a `%2F` is a `/` inside the
    /// argument of one `CWD`).
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://host/%2Fetc//a%20b/motd").unwrap();
    /// let cwd: Vec<String> = ftp.cwd_decoded().map(|d| d.to_string()).collect();
    /// assert_eq!(cwd, ["/etc", "", "a b"]);
    /// ```
    pub const fn cwd_decoded(&self) -> DecodedSegments<'a> {
        DecodedSegments(self.cwd())
    }

    /// The `<name>`, decoded (possibly empty); `None` without a path.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://host/x%3By.txt;type=i").unwrap();
    /// assert_eq!(ftp.name_decoded().unwrap(), "x;y.txt");
    /// ```
    pub const fn name_decoded(&self) -> Option<Decoded<'a>> {
        match self.name() {
            Some(n) => Some(Decoded::encoded(n)),
            None => None,
        }
    }

    /// The user name, decoded.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://a%40b:c%3Ad@host/").unwrap();
    /// assert_eq!(ftp.user_decoded().unwrap(), "a@b");
    /// ```
    pub const fn user_decoded(&self) -> Option<Decoded<'a>> {
        match self.user() {
            Some(u) => Some(Decoded::encoded(u)),
            None => None,
        }
    }

    /// The password, decoded.
    ///
    /// ```
    /// let ftp = url_core::FtpUrl::parse("ftp://a%40b:c%3Ad@host/").unwrap();
    /// assert_eq!(ftp.password_decoded().unwrap(), "c:d");
    /// ```
    pub const fn password_decoded(&self) -> Option<Decoded<'a>> {
        match self.password() {
            Some(p) => Some(Decoded::encoded(p)),
            None => None,
        }
    }
}

//! [`Hole`]: the component a template's hole stands in, and what each escapes.

use crate::chars::{self, U_PCHAR, U_QUERY, U_USERINFO};

/// The component a hole of a template stands in, which decides how its value
/// is escaped; see the [module](crate::template) for the table.
///
/// ```
/// use url_core::template::Hole;
///
/// assert!(!Hole::PathSegment.keeps(b'/'));
/// assert!(Hole::QueryValue.keeps(b'/'));
/// assert!(!Hole::QueryValue.keeps(b'&'));
/// assert!(Hole::Fragment.keeps(b'&'));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hole {
    /// A whole path segment, or part of one whose fixed text (up to a fixed
    /// `;`, decoded) is only dots (`.{x}`, `{x};v=1`): `pchar` kept but `;`.
    /// Its values could make the segment `.` or `..` (RFC 3986 §3.3, removed
    /// by §5.2.4): the fallible form refuses such a value, the infallible
    /// one takes only [`SegmentSafe`](super::SegmentSafe) values here.
    PathSegment,
    /// Part of a path segment whose other fixed text no value can make a
    /// dot segment (`/v{n}/`, `/{name}.txt`): `pchar` kept but `;`. A value
    /// could still make a part of it between the `/` or `\` it decodes to
    /// `.` or `..` (`x{v}` with `%5C..`): the fallible form refuses such a
    /// value, the infallible one takes only
    /// [`SegmentSafe`](super::SegmentSafe) values here.
    PathPart,
    /// `{rest..}`: an iterator of segments, `/` between them, each escaped as
    /// a [`PathSegment`](Hole::PathSegment).
    PathTail,
    /// A query item's key, or an item without `=` (RFC 3986 §3.4): `query`
    /// kept but `&`, `=` and `+`, which HTML forms and most servers read as
    /// delimiters (and a space).
    QueryKey,
    /// A query item's value (after its `=`): escaped as
    /// [`QueryKey`](Hole::QueryKey).
    QueryValue,
    /// `{pairs..}`: an iterator of `(key, value)`, written `k=v&k=v`, keys
    /// and values escaped as [`QueryValue`](Hole::QueryValue).
    QueryPairs,
    /// The fragment (RFC 3986 §3.5): `fragment` kept.
    Fragment,
    /// The userinfo (RFC 3986 §3.2.1): `userinfo` kept but `:`, which
    /// separates a user name from the (deprecated) password.
    Userinfo,
    /// The host or part of it (RFC 3986 §3.2.2): written as it is and
    /// checked by the host rule at run time, in the fallible form only.
    Host,
    /// The whole port (RFC 3986 §3.2.3): a `u16`.
    Port,
}

impl Hole {
    /// Whether a value's byte `b` is written as itself in this hole (else
    /// as `%XX`). `%` never is, so that every value decodes back to itself.
    /// A host is not escaped at all (every byte is kept, then checked), nor
    /// is a port (its digits).
    pub const fn keeps(self, b: u8) -> bool {
        match self {
            Hole::PathSegment | Hole::PathPart | Hole::PathTail => SEGMENT[b as usize],
            Hole::QueryKey | Hole::QueryValue | Hole::QueryPairs => QUERY[b as usize],
            Hole::Fragment => FRAGMENT[b as usize],
            Hole::Userinfo => USERINFO[b as usize],
            Hole::Host | Hole::Port => true,
        }
    }

    /// The hole's name in messages: `"path segment"`, `"query value"`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Hole::PathSegment => "path segment",
            Hole::PathPart => "part of a path segment",
            Hole::PathTail => "path tail",
            Hole::QueryKey => "query key",
            Hole::QueryValue => "query value",
            Hole::QueryPairs => "query pairs",
            Hole::Fragment => "fragment",
            Hole::Userinfo => "userinfo",
            Hole::Host => "host",
            Hole::Port => "port",
        }
    }

    /// The membership table of [`keeps`](Self::keeps), for the escaping
    /// classes.
    pub(crate) const fn table(self) -> &'static [bool; 256] {
        match self {
            Hole::PathSegment | Hole::PathPart | Hole::PathTail => &SEGMENT,
            Hole::QueryKey | Hole::QueryValue | Hole::QueryPairs => &QUERY,
            Hole::Fragment => &FRAGMENT,
            Hole::Userinfo | Hole::Host | Hole::Port => &USERINFO,
        }
    }
}

/// The bytes of `class` (a mask of `chars` flags) but `%` and those of
/// `minus`: what a hole of that component writes as itself.
const fn kept(class: u32, minus: &[u8]) -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        let mut keep = chars::is(b, class) && b != b'%';
        let mut k = 0;
        while k < minus.len() {
            if minus[k] == b {
                keep = false;
            }
            k += 1;
        }
        t[i] = keep;
        i += 1;
    }
    t
}

/// `segment = *pchar` (RFC 3986 §3.3) but `;`, which starts a segment's
/// parameters for many servers (RFC 3986 §3.3, RFC 2396 §3.3), so that a
/// value `..;` cannot read as `..`; `/` is not a `pchar`.
static SEGMENT: [bool; 256] = kept(U_PCHAR, b";");
/// `query = *( pchar / "/" / "?" )` (§3.4) but the delimiters of
/// `application/x-www-form-urlencoded`: `&`, `=` and `+` (a space there).
static QUERY: [bool; 256] = kept(U_QUERY, b"&=+");
/// `fragment = *( pchar / "/" / "?" )` (§3.5).
static FRAGMENT: [bool; 256] = kept(U_QUERY, b"");
/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (§3.2.1)
/// but `:`, the user name's end.
static USERINFO: [bool; 256] = kept(U_USERINFO, b":");

#[cfg(test)]
mod tests {
    extern crate std;
    use super::Hole;
    use std::string::String;

    /// The printable ASCII bytes a hole escapes.
    fn escaped(h: Hole) -> String {
        (0x20u8..0x7f).filter(|&b| !h.keeps(b)).map(char::from).collect()
    }

    #[test]
    fn each_class_escapes_exactly_this() {
        assert_eq!(escaped(Hole::PathSegment), " \"#%/;<>?[\\]^`{|}");
        assert_eq!(escaped(Hole::PathPart), " \"#%/;<>?[\\]^`{|}");
        assert_eq!(escaped(Hole::PathTail), " \"#%/;<>?[\\]^`{|}");
        assert_eq!(escaped(Hole::QueryKey), " \"#%&+<=>[\\]^`{|}");
        assert_eq!(escaped(Hole::QueryValue), " \"#%&+<=>[\\]^`{|}");
        assert_eq!(escaped(Hole::QueryPairs), " \"#%&+<=>[\\]^`{|}");
        assert_eq!(escaped(Hole::Fragment), " \"#%<>[\\]^`{|}");
        assert_eq!(escaped(Hole::Userinfo), " \"#%/:<>?@[\\]^`{|}");
        assert_eq!(escaped(Hole::Host), "");
        assert_eq!(escaped(Hole::Port), "");
        for h in [Hole::PathSegment, Hole::QueryValue, Hole::Fragment, Hole::Userinfo] {
            for b in (0..0x20).chain(0x7f..=0xff) {
                assert!(!h.keeps(b), "{h:?} {b:#04x}");
            }
        }
    }
}

//! `gopherurl` (RFC 1738 §3.4, §5).

use core::fmt;

use crate::chars::{is, XCHAR};
use crate::error::{Component, ErrorKind, ParseError};
use crate::parse::{at_end, authority, escape, finish, run, tri};
use crate::url::{slice, Url, NONE};
use crate::Scheme;

/// Parses the part after `gopher:`.
///
/// ```text
/// gopherurl      = "gopher://" hostport [ / [ gtype [ selector
///                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
/// gtype          = xchar
/// selector       = *xchar
/// gopher+_string = *xchar
/// ```
///
/// As DESIGN.md reads it: the gopher-path is `*xchar` with no reserved
/// character (§3.4.1), the type is one `xchar` (an escape counts as one), the
/// rest splits into selector, search and gopher+ string at the first two
/// `%09`, and the selector may not hold an encoded CR or LF (§3.4.1).
///
/// Marks: `[0]` start of the selector (`NONE` for an empty gopher-path),
/// `[1]` the first `%09`, `[2]` the second.
pub(crate) const fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Gopher));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) || at_end(b, i + 1) {
        u.end = if at_end(b, i) { i } else { i + 1 } as u32;
        return Ok(());
    }
    // gtype = xchar
    let t = i + 1;
    let mut k = if b[t] == b'%' {
        tri!(escape(b, t, Component::GopherType));
        t + 3
    } else if is(b[t], XCHAR) {
        t + 1
    } else {
        return Err(ParseError::unexpected(b, t, Component::GopherType));
    };
    u.marks[0] = k as u32;
    let mut comp = Component::GopherSelector;
    loop {
        // (no chunk for the empty run between two escapes)
        if k < b.len() && b[k] != b'%' {
            k = run::<{ XCHAR }>(b, k);
        }
        if k < b.len() && b[k] == b'%' {
            tri!(escape(b, k, comp));
            if b[k + 1] == b'0' {
                let lo = b[k + 2];
                if lo == b'9' {
                    if u.marks[1] == NONE {
                        u.marks[1] = k as u32;
                        comp = Component::GopherSearch;
                    } else if u.marks[2] == NONE {
                        u.marks[2] = k as u32;
                        comp = Component::GopherPlus;
                    }
                } else if matches!(comp, Component::GopherSelector) && matches!(lo, b'a' | b'A' | b'd' | b'D') {
                    return Err(ParseError::new(k, 3, ErrorKind::GopherCrLf, comp));
                }
            }
            k += 3;
        } else {
            break;
        }
    }
    u.end = tri!(finish(b, k, comp)) as u32;
    Ok(())
}

crate::scheme::view! {
    /// A gopher URL (RFC 1738 §3.4):
    /// `gopher://<host>:<port>/<gophertype><selector>%09<search>%09<gopher+_string>`.
    ///
    /// # Syntax
    ///
    /// ```text
    /// gopherurl      = "gopher://" hostport [ / [ gtype [ selector
    ///                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
    /// gtype          = xchar
    /// selector       = *xchar
    /// gopher+_string = *xchar
    /// ```
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7/search%09red%20fish").unwrap();
    /// assert_eq!(g.item_type(), "7");
    /// assert_eq!(g.selector(), Some("/search"));
    /// assert_eq!(g.search(), Some("red%20fish"));
    /// assert_eq!(g.gopher_plus(), None);
    /// assert_eq!(url_core::GopherUrl::parse("gopher://host").unwrap().item_type(), "1");
    /// ```
    GopherUrl, Gopher, "`gopher://...`"
}

impl<'a> GopherUrl<'a> {
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

    /// The explicit port, or 70.
    pub const fn port_or_default(&self) -> u16 {
        self.0.port_or(70)
    }

    /// The gopher type as written (one character, or one `%XX` escape);
    /// `"1"` (a directory) when the gopher-path is empty (§3.4.1).
    pub const fn item_type(&self) -> &'a str {
        match self.raw_item_type() {
            Some(t) => t,
            None => "1",
        }
    }

    /// The gopher type as written, `None` when the gopher-path is empty.
    pub const fn raw_item_type(&self) -> Option<&'a str> {
        let sel = self.0.marks[0];
        if sel == NONE {
            return None;
        }
        Some(slice(self.0.s, self.0.auth_end as usize + 1, sel as usize))
    }

    /// The gopher-path after the `/` (type, selector, search and gopher+
    /// string, raw), or `None` when it is empty.
    pub const fn gopher_path(&self) -> Option<&'a str> {
        if self.0.marks[0] == NONE {
            return None;
        }
        Some(slice(self.0.s, self.0.auth_end as usize + 1, self.0.end as usize))
    }

    /// The selector (possibly empty), `None` when the gopher-path is empty.
    pub const fn selector(&self) -> Option<&'a str> {
        let sel = self.0.marks[0];
        if sel == NONE {
            return None;
        }
        let end = if self.0.marks[1] != NONE { self.0.marks[1] } else { self.0.end };
        Some(slice(self.0.s, sel as usize, end as usize))
    }

    /// The search string after the first `%09`, if any.
    pub const fn search(&self) -> Option<&'a str> {
        let t1 = self.0.marks[1];
        if t1 == NONE {
            return None;
        }
        let end = if self.0.marks[2] != NONE { self.0.marks[2] } else { self.0.end };
        Some(slice(self.0.s, t1 as usize + 3, end as usize))
    }

    /// The gopher+ string after the second `%09`, if any.
    pub const fn gopher_plus(&self) -> Option<&'a str> {
        let t2 = self.0.marks[2];
        if t2 == NONE {
            return None;
        }
        Some(slice(self.0.s, t2 as usize + 3, self.0.end as usize))
    }
}

impl fmt::Debug for GopherUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("GopherUrl");
        d.field("url", &crate::scheme::Redacted::whole(self.as_str()));
        crate::scheme::debug_login(&mut d, &self.0);
        d.field("item_type", &self.item_type())
            .field("selector", &self.selector())
            .field("search", &self.search())
            .field("gopher_plus", &self.gopher_plus());
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

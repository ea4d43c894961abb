//! `prosperourl` (RFC 1738 §3.11, §5).

use core::fmt;

use crate::chars::{FIELD, FSEGMENT, SLASH};
use crate::error::{Component, ErrorKind, ParseError};
use crate::parse::{at_end, authority, byte, finish, scan, scan_short, tri};
use crate::url::{slice, Url};
use crate::Scheme;

/// Parses the part after `prospero:`.
///
/// ```text
/// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
/// ppath       = psegment *[ "/" psegment ]
/// psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// fieldspec   = ";" fieldname "=" fieldvalue
/// fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
/// fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
/// ```
///
/// Marks: `[0]` end of the hsoname (the first `;`, or the end).
pub(crate) const fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let a = tri!(authority(b, u.scheme_end as usize + 1, Scheme::Prospero));
    a.store(u);
    let i = a.end as usize;
    if at_end(b, i) {
        return Err(ParseError::new(i, 0, ErrorKind::MissingPath(Scheme::Prospero), Component::ProsperoPath));
    }
    let mut k = tri!(scan::<{ FSEGMENT | SLASH }>(b, i + 1, Component::ProsperoPath));
    u.marks[0] = k as u32;
    let mut comp = Component::ProsperoPath;
    while byte(b, k) == b';' {
        let n = tri!(scan_short::<{ FIELD }>(b, k + 1, Component::FieldName));
        if byte(b, n) != b'=' {
            if at_end(b, n) || b[n] == b';' {
                return Err(ParseError::new(k, n - k, ErrorKind::FieldWithoutEquals, Component::FieldName));
            }
            return Err(ParseError::unexpected(b, n, Component::FieldName));
        }
        k = tri!(scan_short::<{ FIELD }>(b, n + 1, Component::FieldValue));
        comp = Component::FieldValue;
    }
    u.end = tri!(finish(b, k, comp)) as u32;
    Ok(())
}

crate::scheme::view! {
    /// A prospero URL (RFC 1738 §3.11):
    /// `prospero://<host>:<port>/<hsoname>;<field>=<value>`.
    ///
    /// # Syntax
    ///
    /// ```text
    /// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
    /// ppath       = psegment *[ "/" psegment ]
    /// psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
    /// fieldspec   = ";" fieldname "=" fieldvalue
    /// fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
    /// fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
    /// ```
    ///
    /// ```
    /// let p = url_core::ProsperoUrl::parse("prospero://host.dom//pros/name;OBJECT-VERSION=2").unwrap();
    /// assert_eq!(p.hsoname(), "/pros/name");
    /// assert_eq!(p.fields().collect::<Vec<_>>(), [("OBJECT-VERSION", "2")]);
    /// ```
    ProsperoUrl, Prospero, "`prospero://...`"
}

impl<'a> ProsperoUrl<'a> {
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

    /// The explicit port, or 1525.
    pub const fn port_or_default(&self) -> u16 {
        self.0.port_or(1525)
    }

    /// The host-specific object name, raw (a leading `/` of the name is kept:
    /// `prospero://host.dom//pros/name` has hsoname `/pros/name`).
    pub const fn hsoname(&self) -> &'a str {
        slice(self.0.s, self.0.auth_end as usize + 1, self.0.marks[0] as usize)
    }

    /// The `;name=value` fields, in order, raw.
    pub const fn fields(&self) -> Fields<'a> {
        Fields { rest: slice(self.0.s, self.0.marks[0] as usize, self.0.end as usize) }
    }
}

/// The `(name, value)` fields of a prospero URL; see [`ProsperoUrl::fields`].
#[derive(Clone, Copy, Debug)]
pub struct Fields<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Fields<'a> {
    type Item = (&'a str, &'a str);

    fn next(&mut self) -> Option<(&'a str, &'a str)> {
        // `rest` is empty or ";name=value..." as validated by the parser.
        let body = self.rest.strip_prefix(';')?;
        let end = body.find(';').unwrap_or(body.len());
        let (field, rest) = body.split_at(end);
        self.rest = rest;
        let eq = field.find('=').unwrap_or(field.len());
        Some((&field[..eq], field.get(eq + 1..).unwrap_or("")))
    }
}

impl core::iter::FusedIterator for Fields<'_> {}

impl fmt::Debug for ProsperoUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("ProsperoUrl");
        d.field("url", &crate::scheme::Redacted::whole(self.as_str()));
        crate::scheme::debug_login(&mut d, &self.0);
        d.field("hsoname", &self.hsoname()).field("fields", &crate::scheme::List(self.fields()));
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

//! `prosperourl` (RFC 1738 §3.11, §5).

use core::fmt;

use crate::view::url::slice;

crate::view::view! {
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
    ProsperoUrl, Prospero, "`prospero://...`", server
}

impl<'a> ProsperoUrl<'a> {
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
        d.field("url", &crate::redact::Redacted::whole(self.as_str()));
        crate::view::debug_login(&mut d, &self.0);
        d.field("hsoname", &self.hsoname()).field("fields", &crate::redact::List(self.fields()));
        if let Some(frag) = self.fragment() {
            d.field("fragment", &frag);
        }
        d.finish()
    }
}

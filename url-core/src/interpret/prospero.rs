//! prospero: the hsoname and its fields (RFC 1738 §3.11).

use core::iter::FusedIterator;

use crate::percent::Decoded;
use crate::view::prospero::ProsperoUrl;

/// The `(name, value)` fields of a prospero URL, decoded; made by
/// [`ProsperoUrl::fields_decoded`].
///
/// ```
/// let p = url_core::ProsperoUrl::parse("prospero://host/x;A%3Db=1;C=%3B").unwrap();
/// let fields: Vec<(String, String)> = p.fields_decoded().map(|(n, v)| (n.to_string(), v.to_string())).collect();
/// assert_eq!(fields, [("A=b".to_string(), "1".to_string()), ("C".to_string(), ";".to_string())]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DecodedFields<'a>(crate::view::prospero::Fields<'a>);

impl<'a> Iterator for DecodedFields<'a> {
    type Item = (Decoded<'a>, Decoded<'a>);

    fn next(&mut self) -> Option<(Decoded<'a>, Decoded<'a>)> {
        self.0.next().map(|(n, v)| (Decoded::encoded(n), Decoded::encoded(v)))
    }
}

impl FusedIterator for DecodedFields<'_> {}

impl<'a> ProsperoUrl<'a> {
    /// The host-specific object name, decoded; opaque, to be interpreted by
    /// the Prospero server ("no significance may be assumed" of a `/`).
    ///
    /// ```
    /// let p = url_core::ProsperoUrl::parse("prospero://host.dom//pros/name").unwrap();
    /// assert_eq!(p.hsoname_decoded(), "/pros/name");
    /// ```
    pub const fn hsoname_decoded(&self) -> Decoded<'a> {
        Decoded::encoded(self.hsoname())
    }

    /// The `;<field>=<value>` pairs, decoded, in order.
    ///
    /// ```
    /// let p = url_core::ProsperoUrl::parse("prospero://host.dom//pros/name;OBJECT-VERSION=2").unwrap();
    /// assert_eq!(p.fields_decoded().collect::<Vec<_>>(), [("OBJECT-VERSION".into(), "2".into())]);
    /// ```
    pub const fn fields_decoded(&self) -> DecodedFields<'a> {
        DecodedFields(self.fields())
    }

    /// The value of the first field whose decoded name is `name` (compared
    /// octet for octet), decoded.
    ///
    /// ```
    /// let p = url_core::ProsperoUrl::parse("prospero://host.dom//pros/name;OBJECT-VERSION=2").unwrap();
    /// assert_eq!(p.field("OBJECT-VERSION").unwrap(), "2");
    /// assert_eq!(p.field("object-version"), None);
    /// ```
    pub fn field(&self, name: &str) -> Option<Decoded<'a>> {
        self.fields_decoded().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

//! The `--grammar rfc3986` JSON view of `explain` (see `docs/explain-json.md`):
//! one object per input, read as an RFC 3986 `URI-reference` by
//! `url_core::UriRef::parse`, with its keys in the order that file lists them.

use serde_core::ser::{Serialize, SerializeMap, Serializer};
use url_core::{ParseError, UriRef};

use crate::json_line::ErrorJson;

/// The keys of a valid reference, `kind` to `fragment`, in explain-json's
/// order: written once for the RFC 3986 object and the RFC 3987 one
/// (`rfc3987_json.rs`), whose `UriRef` and `IriRef` have the same accessors.
macro_rules! reference_entries {
    ($map:expr, $r:expr) => {{
        let (map, r) = (&mut $map, $r);
        map.serialize_entry("kind", if r.is_relative() { "relative" } else { "uri" })?;
        map.serialize_entry("scheme", &r.scheme())?;
        map.serialize_entry("userinfo", &r.userinfo())?;
        map.serialize_entry("host", &r.host_str())?;
        map.serialize_entry("host_kind", &r.host().map(|h| h.kind()))?;
        map.serialize_entry("port", &r.port())?;
        map.serialize_entry("port_raw", &r.port_str())?;
        map.serialize_entry("default_port", &r.default_port())?;
        map.serialize_entry("path", r.path())?;
        map.serialize_entry("query", &r.query())?;
        map.serialize_entry("fragment", &r.fragment())?;
    }};
}

/// The explain-json object for an input read as an RFC 3986 URI reference.
pub struct UriJson<'a> {
    input: &'a str,
    parsed: Result<UriRef<'a>, ParseError>,
}

impl<'a> UriJson<'a> {
    pub fn new(input: &'a str) -> Self {
        UriJson { input, parsed: UriRef::parse(input) }
    }
}

impl Serialize for UriJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("input", self.input)?;
        map.serialize_entry("valid", &self.parsed.is_ok())?;
        map.serialize_entry("grammar", "rfc3986")?;
        match &self.parsed {
            Ok(r) => {
                reference_entries!(map, r);
            }
            Err(e) => map.serialize_entry("error", &ErrorJson::of(e, None))?,
        }
        map.end()
    }
}

//! The `--grammar rfc3987` views of `explain` (see `docs/explain-json.md`,
//! "RFC 3987"): each input read as an RFC 3987 `IRI-reference` by
//! `url_core::IriRef::parse`. The JSON object has the keys of the RFC 3986
//! one (`rfc3986_json.rs`), in its order, with `"grammar": "rfc3987"`, and
//! on a valid input one more, `uri`: the mapping of RFC 3987 §3.1 step 2
//! (`IriRef::to_uri_ref`). The view for people lists the same facts under an
//! `RFC 3987:` heading, drawn as explain draws the other grammars.

use std::fmt::Write;

use serde_core::ser::{Serialize, SerializeMap, Serializer};
use url_core::{IriRef, ParseError, UriHost};

use crate::json_line::ErrorJson;

/// The explain-json object for an input read as an RFC 3987 IRI reference.
pub struct IriJson<'a> {
    input: &'a str,
    parsed: Result<IriRef<'a>, ParseError>,
}

impl<'a> IriJson<'a> {
    pub fn new(input: &'a str) -> Self {
        IriJson { input, parsed: IriRef::parse(input) }
    }
}

impl Serialize for IriJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("input", self.input)?;
        map.serialize_entry("valid", &self.parsed.is_ok())?;
        map.serialize_entry("grammar", "rfc3987")?;
        match &self.parsed {
            Ok(r) => {
                reference_entries!(map, r);
                map.serialize_entry("uri", r.to_uri_ref().as_str())?;
            }
            Err(e) => map.serialize_entry("error", &ErrorJson::of(e, None))?,
        }
        map.end()
    }
}

/// `input` read as an RFC 3987 IRI reference, for people: the heading
/// (valid, and the macros that take the text; or the error), the
/// components as written, and the URI of §3.1. Returns whether it is one.
pub fn describe(out: &mut String, input: &str) -> bool {
    let r = match IriRef::parse(input) {
        Ok(r) => r,
        Err(e) => {
            writeln!(out, "  RFC 3987: not an IRI reference").unwrap();
            crate::error_block(out, input, &e, e.text().as_str(), None);
            return false;
        }
    };
    if r.is_relative() {
        writeln!(out, "  RFC 3987: valid relative reference (iri_ref!)").unwrap();
    } else {
        writeln!(out, "  RFC 3987: valid IRI (iri!, iri_uri!)").unwrap();
    }
    if let Some(scheme) = r.scheme() {
        crate::row(out, "scheme", format_args!("{scheme:?}"));
    }
    if let Some(userinfo) = r.userinfo() {
        crate::row(out, "userinfo", format_args!("{userinfo:?}"));
    }
    if let (Some(text), Some(host)) = (r.host_str(), r.host()) {
        match host {
            UriHost::RegName("") => crate::row(out, "host", "\"\" (empty ireg-name)"),
            UriHost::RegName(_) => crate::row(out, "host", format_args!("{text:?} (ireg-name)")),
            UriHost::Ipv4(_) => crate::row(out, "host", format_args!("{text:?} (IPv4 {host})")),
            UriHost::Ipv6(_) => crate::row(out, "host", format_args!("{text:?} (IPv6 {host})")),
            UriHost::IpvFuture(_) => crate::row(out, "host", format_args!("{text:?} (IPvFuture)")),
        }
    }
    match (r.port_str(), r.port()) {
        (Some(""), _) => crate::row(out, "port", "(empty)"),
        (Some(digits), Some(port)) if digits != port.to_string() => {
            crate::row(out, "port", format_args!("{port} ({digits:?})"))
        }
        (Some(_), Some(port)) => crate::row(out, "port", port),
        _ => {}
    }
    crate::row(out, "path", format_args!("{:?}", r.path()));
    if let Some(query) = r.query() {
        crate::row(out, "query", format_args!("{query:?}"));
    }
    if let Some(fragment) = r.fragment() {
        crate::row(out, "fragment", format_args!("{fragment:?}"));
    }
    let uri = r.to_uri_ref();
    if uri.as_str() != input {
        crate::row(out, "as URI", format_args!("{:?} (RFC 3987 §3.1)", uri.as_str()));
    }
    true
}

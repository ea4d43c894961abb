//! The `--grammar rfc3986` JSON view of `explain` (see `docs/explain-json.md`):
//! one object per input, read as an RFC 3986 `URI-reference` by
//! `url_core::UriRef::parse`, with its keys in the order that file lists them.

use serde_core::ser::{Serialize, SerializeMap, Serializer};
use url_core::{DataUri, FileUri, MailtoUri, ParseError, Uri, UriRef, Urn};

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
                if let Some(view) = r.as_uri().and_then(SchemeView::of) {
                    map.serialize_entry("view", &view)?;
                }
            }
            Err(e) => map.serialize_entry("error", &ErrorJson::of(e, None))?,
        }
        map.end()
    }
}

/// What the RFC of a `file`, `mailto`, `data` or `urn` URI says it holds:
/// the `view` key of explain-json.md, and the rows of the view for people.
pub enum SchemeView {
    File {
        host: Option<String>,
        local: bool,
        segments: Vec<String>,
        unix_path: Option<String>,
        windows_path: Option<String>,
    },
    Mailto {
        to: Vec<String>,
        headers: Vec<[String; 2]>,
    },
    Data {
        media_type: String,
        parameters: Vec<[String; 2]>,
        base64: bool,
        data_hex: String,
    },
    Urn {
        nid: String,
        nss: String,
        r_component: Option<String>,
        q_component: Option<String>,
    },
}

impl SchemeView {
    /// The view of `uri`, when its scheme is one of the four.
    pub fn of(uri: Uri<'_>) -> Option<SchemeView> {
        if let Ok(f) = FileUri::from_uri(uri) {
            return Some(SchemeView::File {
                host: f.host().map(str::to_owned),
                local: f.is_local(),
                segments: f.segments().map(str::to_owned).collect(),
                unix_path: f.to_unix_path().ok(),
                windows_path: f.to_windows_path().ok(),
            });
        }
        if let Ok(m) = MailtoUri::from_uri(uri) {
            return Some(SchemeView::Mailto {
                to: m.to().map(|a| a.to_string()).collect(),
                headers: m.headers().map(|(n, v)| [n.to_string(), v.to_string()]).collect(),
            });
        }
        if let Ok(d) = DataUri::from_uri(uri) {
            let mut parameters: Vec<[String; 2]> =
                d.parameters().map(|(n, v)| [n.to_ascii_lowercase(), v.to_owned()]).collect();
            if d.media_type().is_none() && parameters.is_empty() {
                parameters.push(["charset".into(), "US-ASCII".into()]);
            }
            let media_type = d
                .media_type()
                .map_or("text/plain".into(), |m| url_core::percent::decode(m).decode_utf8_lossy().to_ascii_lowercase());
            let data_hex = d.decode().iter().map(|b| format!("{b:02x}")).collect();
            return Some(SchemeView::Data { media_type, parameters, base64: d.is_base64(), data_hex });
        }
        if let Ok(u) = Urn::from_uri(uri) {
            return Some(SchemeView::Urn {
                nid: u.nid().into(),
                nss: u.nss().into(),
                r_component: u.r_component().map(str::to_owned),
                q_component: u.q_component().map(str::to_owned),
            });
        }
        None
    }

    /// The scheme, lowercase.
    pub fn scheme(&self) -> &'static str {
        match self {
            SchemeView::File { .. } => "file",
            SchemeView::Mailto { .. } => "mailto",
            SchemeView::Data { .. } => "data",
            SchemeView::Urn { .. } => "urn",
        }
    }

    /// The typed view and its macro, for people.
    pub fn names(&self) -> (&'static str, &'static str) {
        match self {
            SchemeView::File { .. } => ("FileUri", "file_uri!"),
            SchemeView::Mailto { .. } => ("MailtoUri", "mailto_uri!"),
            SchemeView::Data { .. } => ("DataUri", "data_uri!"),
            SchemeView::Urn { .. } => ("Urn", "urn!"),
        }
    }

    /// The rows of the view for people: name, then the value as JSON text.
    pub fn rows(&self) -> Vec<(&'static str, String)> {
        use crate::json_line::to_line as j;
        match self {
            SchemeView::File { host, local, segments, unix_path, windows_path } => vec![
                ("file host", j(host)),
                ("local", j(local)),
                ("segments", j(segments)),
                ("unix path", j(unix_path)),
                ("windows path", j(windows_path)),
            ],
            SchemeView::Mailto { to, headers } => vec![("to", j(to)), ("headers", j(headers))],
            SchemeView::Data { media_type, parameters, base64, data_hex } => vec![
                ("media type", j(media_type)),
                ("parameters", j(parameters)),
                ("base64", j(base64)),
                ("data (hex)", j(data_hex)),
            ],
            SchemeView::Urn { nid, nss, r_component, q_component } => {
                vec![("NID", j(nid)), ("NSS", j(nss)), ("r-component", j(r_component)), ("q-component", j(q_component))]
            }
        }
    }
}

impl Serialize for SchemeView {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("scheme", self.scheme())?;
        match self {
            SchemeView::File { host, local, segments, unix_path, windows_path } => {
                map.serialize_entry("host", host)?;
                map.serialize_entry("local", local)?;
                map.serialize_entry("segments", segments)?;
                map.serialize_entry("unix_path", unix_path)?;
                map.serialize_entry("windows_path", windows_path)?;
            }
            SchemeView::Mailto { to, headers } => {
                map.serialize_entry("to", to)?;
                map.serialize_entry("headers", headers)?;
            }
            SchemeView::Data { media_type, parameters, base64, data_hex } => {
                map.serialize_entry("media_type", media_type)?;
                map.serialize_entry("parameters", parameters)?;
                map.serialize_entry("base64", base64)?;
                map.serialize_entry("data_hex", data_hex)?;
            }
            SchemeView::Urn { nid, nss, r_component, q_component } => {
                map.serialize_entry("nid", nid)?;
                map.serialize_entry("nss", nss)?;
                map.serialize_entry("r_component", r_component)?;
                map.serialize_entry("q_component", q_component)?;
            }
        }
        map.end()
    }
}

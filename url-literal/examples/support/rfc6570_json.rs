//! The `--grammar rfc6570` views of `explain` (see `docs/explain-json.md`,
//! "URI Templates"): each input read as an RFC 6570 template by
//! `url_core::rfc6570::UriTemplate::parse`, its level, variables and
//! expressions, and with `--vars JSON` its expansion (`UriTemplate::expand`)
//! or the refusal. The view for people lists the same facts under an
//! `RFC 6570:` heading.

use std::collections::BTreeMap;
use std::fmt::{self, Write};

use serde_core::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_core::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::value::RawValue;
use url_literal::rfc6570::{Expression, UriTemplate, Value};
use url_literal::template::TemplateError;
use url_literal::{ParseError, UriRefBuf};

use crate::json_line::ErrorJson;

/// The values of `--vars`: one JSON object mapping names to a string, a
/// number (its text as written, never a double's rounding), an array of
/// strings or numbers (a list), an object of such values (an associative
/// array, in the object's order), or `null` (undefined).
pub struct Vars(pub BTreeMap<String, Value>);

impl Vars {
    /// `--vars`' argument, or the message for one that is not such an
    /// object.
    pub fn parse(json: &str) -> Result<Vars, String> {
        serde_json::from_str(json).map_err(|e| format!("explain: --vars: {e}"))
    }
}

impl<'de> Deserialize<'de> for Vars {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Object;
        impl<'de> Visitor<'de> for Object {
            type Value = Vars;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object mapping variable names to values")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Vars, A::Error> {
                let mut vars = BTreeMap::new();
                while let Some((name, Var(value))) = map.next_entry::<String, Var>()? {
                    vars.insert(name, value);
                }
                Ok(Vars(vars))
            }
        }
        d.deserialize_map(Object)
    }
}

/// One variable's value.
struct Var(Value);

/// A string or a number, as the text an item or a member's value is.
struct Text(String);

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match scalar(<&RawValue>::deserialize(d)?)? {
            Some(text) => Ok(Text(text)),
            None => Err(de::Error::custom("an item or member of a list or object must be a string or a number")),
        }
    }
}

/// A string (`Some`, unescaped), a number (`Some`, its text as `--vars`
/// wrote it: the JSON reader's double would round
/// 123456789012345678901234567890 and even 9007199254740991.0), or `null`
/// (`None`); an error for anything else.
fn scalar<E: de::Error>(raw: &RawValue) -> Result<Option<String>, E> {
    let text = raw.get();
    match text.as_bytes().first() {
        Some(b'"') => serde_json::from_str::<String>(text).map(Some).map_err(E::custom),
        Some(b'-' | b'0'..=b'9') => Ok(Some(text.to_owned())),
        Some(b'n') => Ok(None),
        _ => Err(E::custom("an item or member of a list or object must be a string or a number")),
    }
}

impl<'de> Deserialize<'de> for Var {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = <&RawValue>::deserialize(d)?;
        match raw.get().as_bytes().first() {
            Some(b'[' | b'{') => {
                // Read again from its own text; the position of an error in
                // it is the variable's (serde_json adds where it ends).
                serde_json::from_str::<Composite>(raw.get()).map(|Composite(v)| Var(v)).map_err(|e| {
                    let e = e.to_string();
                    de::Error::custom(e.rsplit_once(" at line ").map_or(e.as_str(), |(m, _)| m))
                })
            }
            Some(b't' | b'f') => {
                Err(de::Error::custom("a variable's value must be a string, a number, an array, an object or null"))
            }
            _ => Ok(Var(scalar(raw)?.map_or(Value::Undefined, Value::from))),
        }
    }
}

/// A list or an associative array.
struct Composite(Value);

impl<'de> Deserialize<'de> for Composite {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Any;
        impl<'de> Visitor<'de> for Any {
            type Value = Composite;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array or an object")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Composite, A::Error> {
                let mut items = Vec::new();
                while let Some(Text(item)) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Composite(Value::List(items)))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Composite, A::Error> {
                let mut pairs = Vec::new();
                while let Some((key, Text(value))) = map.next_entry::<String, Text>()? {
                    pairs.push((key, value));
                }
                Ok(Composite(Value::AssocArray(pairs)))
            }
        }
        d.deserialize_any(Any)
    }
}

/// The explain-json object for an input read as an RFC 6570 template.
pub struct TemplateJson<'a> {
    input: &'a str,
    parsed: Result<UriTemplate<'a>, ParseError>,
    expansion: Option<Result<UriRefBuf, TemplateError>>,
}

impl<'a> TemplateJson<'a> {
    pub fn new(input: &'a str, vars: Option<&Vars>) -> Self {
        let parsed = UriTemplate::parse(input);
        let expansion = match (&parsed, vars) {
            (Ok(t), Some(vars)) => Some(t.expand(&vars.0)),
            _ => None,
        };
        TemplateJson { input, parsed, expansion }
    }
}

/// The expressions of a template, as a JSON array.
struct Expressions<'a>(UriTemplate<'a>);

/// One expression.
struct ExpressionJson<'a>(Expression<'a>);

impl Serialize for Expressions<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(None)?;
        for e in self.0.expressions() {
            seq.serialize_element(&ExpressionJson(e))?;
        }
        seq.end()
    }
}

impl Serialize for ExpressionJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Specs<'a>(Expression<'a>);
        impl Serialize for Specs<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut seq = serializer.serialize_seq(None)?;
                for v in self.0.varspecs() {
                    struct Spec<'a>(url_literal::rfc6570::VarSpec<'a>);
                    impl Serialize for Spec<'_> {
                        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                            let mut map = serializer.serialize_map(None)?;
                            map.serialize_entry("name", self.0.name())?;
                            map.serialize_entry("prefix", &self.0.prefix())?;
                            map.serialize_entry("explode", &self.0.explode())?;
                            map.end()
                        }
                    }
                    seq.serialize_element(&Spec(v))?;
                }
                seq.end()
            }
        }
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("offset", &self.0.offset())?;
        map.serialize_entry("operator", self.0.operator().as_str())?;
        map.serialize_entry("varspecs", &Specs(self.0))?;
        map.end()
    }
}

/// The variable a refusal names, as its bare name: `path` for `{+path}`,
/// `keys` for `{keys:1}`.
fn variable(e: &TemplateError) -> Option<&str> {
    let hole = e.hole()?.strip_prefix('{')?.strip_suffix('}')?;
    let hole = hole.trim_start_matches(['+', '#', '.', '/', ';', '?', '&']);
    Some(hole.split([':', '*']).next().unwrap_or(hole))
}

/// The `expansion_error` object: the variable and the message.
struct ExpansionError<'a>(&'a TemplateError);

impl Serialize for ExpansionError<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("variable", &variable(self.0))?;
        map.serialize_entry("message", &self.0.to_string())?;
        map.end()
    }
}

impl Serialize for TemplateJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("input", self.input)?;
        map.serialize_entry("valid", &self.parsed.is_ok())?;
        map.serialize_entry("grammar", "rfc6570")?;
        match &self.parsed {
            Ok(t) => {
                map.serialize_entry("level", &t.level())?;
                map.serialize_entry("variables", &t.variables())?;
                map.serialize_entry("expressions", &Expressions(*t))?;
                match &self.expansion {
                    Some(Ok(uri)) => map.serialize_entry("expansion", uri.as_str())?,
                    Some(Err(e)) => {
                        map.serialize_entry("expansion", &None::<&str>)?;
                        map.serialize_entry("expansion_error", &ExpansionError(e))?;
                    }
                    None => {}
                }
            }
            Err(e) => map.serialize_entry("error", &ErrorJson::of(e, None))?,
        }
        map.end()
    }
}

/// `input` read as an RFC 6570 template, for people: the heading (valid
/// and its level; or the error), its variables and expressions, and with
/// `vars` the expansion or the refusal. Returns whether the template is
/// valid and, with `vars`, expands.
pub fn describe(out: &mut String, input: &str, vars: Option<&Vars>) -> bool {
    let t = match UriTemplate::parse(input) {
        Ok(t) => t,
        Err(e) => {
            writeln!(out, "  RFC 6570: not a URI template").unwrap();
            crate::error_block(out, input, &e, e.text().as_str(), None);
            return false;
        }
    };
    writeln!(out, "  RFC 6570: valid URI template, level {} (UriTemplate::parse)", t.level()).unwrap();
    crate::row(out, "variables", t.variables().join(", "));
    for e in t.expressions() {
        crate::row(out, "expression", format_args!("{} at byte {}", e.as_str(), e.offset()));
    }
    let Some(vars) = vars else { return true };
    match t.expand(&vars.0) {
        Ok(uri) => {
            crate::row(out, "expansion", format_args!("{:?}", uri.as_str()));
            true
        }
        Err(e) => {
            crate::row(out, "refused", e);
            false
        }
    }
}

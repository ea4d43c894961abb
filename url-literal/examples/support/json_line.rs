//! `explain --json`'s output through `serde_json`: one value per line, as
//! `docs/explain-json.md` shows it (`", "` between items, `": "` after a
//! key, keys in the order serialized), and the error object both grammars
//! share.

use std::io;

use serde_core::ser::{Serialize, SerializeMap, Serializer};
use serde_json::ser::{CharEscape, Formatter};
use url_literal::ParseError;

/// `value` as JSON on one line.
pub fn to_line<T: Serialize>(value: &T) -> String {
    let mut line = Vec::new();
    value
        .serialize(&mut serde_json::Serializer::with_formatter(&mut line, OneLine))
        .expect("explain's values serialize, and writing to a Vec does not fail");
    String::from_utf8(line).expect("serde_json writes UTF-8")
}

/// serde_json's compact form with a space after each `,` and `:`; strings
/// escaped as RFC 8259 §7 asks and no more: `\"`, `\\`, `\n`, `\r`, `\t`,
/// and `\u00XX` for the other control characters and DEL.
struct OneLine;

impl Formatter for OneLine {
    fn begin_array_value<W: ?Sized + io::Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }

    fn begin_object_key<W: ?Sized + io::Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        writer.write_all(b": ")
    }

    fn write_string_fragment<W: ?Sized + io::Write>(&mut self, writer: &mut W, fragment: &str) -> io::Result<()> {
        // serde_json leaves DEL as it is; explain has always escaped it.
        let mut pieces = fragment.split('\u{7f}');
        writer.write_all(pieces.next().unwrap_or("").as_bytes())?;
        for piece in pieces {
            writer.write_all(b"\\u007f")?;
            writer.write_all(piece.as_bytes())?;
        }
        Ok(())
    }

    fn write_char_escape<W: ?Sized + io::Write>(&mut self, writer: &mut W, escape: CharEscape) -> io::Result<()> {
        let short: &[u8] = match escape {
            CharEscape::Quote => b"\\\"",
            CharEscape::ReverseSolidus => b"\\\\",
            CharEscape::Solidus => b"\\/",
            CharEscape::LineFeed => b"\\n",
            CharEscape::CarriageReturn => b"\\r",
            CharEscape::Tab => b"\\t",
            // no \b or \f: the other control characters' form
            CharEscape::Backspace => b"\\u0008",
            CharEscape::FormFeed => b"\\u000c",
            CharEscape::AsciiControl(byte) => return write!(writer, "\\u{:04x}", byte),
        };
        writer.write_all(short)
    }
}

/// The error object of both grammars: `offset`, `length` (bytes), `rule`,
/// `section`, `message`, and for `--base` the text it is in (`"in":
/// "base"` or `"reference"`).
pub struct ErrorJson<'a> {
    error: &'a ParseError,
    within: Option<&'static str>,
}

impl<'a> ErrorJson<'a> {
    pub fn of(error: &'a ParseError, within: Option<&'static str>) -> Self {
        ErrorJson { error, within }
    }
}

impl Serialize for ErrorJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let e = self.error;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("offset", &e.offset())?;
        map.serialize_entry("length", &e.length())?;
        map.serialize_entry("rule", e.rule())?;
        map.serialize_entry("section", e.section())?;
        map.serialize_entry("message", e.message().as_str())?;
        if let Some(within) = self.within {
            map.serialize_entry("in", within)?;
        }
        map.end()
    }
}

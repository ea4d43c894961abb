//! Generates `$OUT_DIR/macro_vectors.rs` for `tests/all/macro_agreement.rs`: one
//! `url!` call per valid absolute vector of `parse.json`, one typed
//! macro call (`ftp_url!`, ...) per such vector of the ten RFC 1738 schemes
//! (https with `http_url!`), and
//! a sample of non-literal (`concat!`) arguments that take the const-eval path.
//! From `rfc3986.json`, the same for the `uri!` family: one `uri_ref!` call per
//! valid vector, one `uri!` call per valid absolute one, one `http_uri!` call
//! per valid http or https one, and a `concat!` sample.
//!
//! The vectors are the repository's copies in `tests/conformance/` (the
//! paths come from `tests/all/support/data.rs`). If they cannot be read, the
//! generated file says why in `VECTORS_ERROR` and holds no vectors, so the
//! tests fail with that message: a missing file is neither a build failure
//! nor a silent pass.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

use serde_json::Value;

/// The paths of the copied vectors, shared with the tests.
#[path = "tests/all/support/data.rs"]
#[allow(dead_code)]
mod data;

/// The one reader of `conformance/disputes.json`, shared with the tests.
/// The build script reads only the inputs.
#[path = "tests/all/support/disputes.rs"]
#[allow(dead_code)]
mod disputes;

/// The schemes with a typed macro: `(scheme, macro, view type)`, from
/// url-core's one table of schemes.
const TYPED: [(&str, &str, &str); 10] = url_core::__private::TYPED;

/// One valid absolute vector: its input and, when it is one of the ten, its
/// scheme (lower case).
struct Vector {
    input: String,
    scheme: Option<&'static str>,
    /// The vector's `scheme` field as written, to group the `concat!` sample.
    group: String,
}

fn main() {
    let json = data::conformance("parse.json");

    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={}", json.display());

    // The `parse.json` inputs of `conformance/disputes.json`: labelled valid
    // there, invalid by our reading (see `conformance/README.md`), so left
    // out of the literals that must compile.
    let disputes = disputes::path();
    println!("cargo:rerun-if-changed={}", disputes.display());
    let disputed: Vec<String> = disputes::read(&disputes, "parse.json").into_iter().map(|d| d.input).collect();
    let code = match read_vectors(&json, &disputed) {
        Ok(vectors) => generate(&json, &vectors, None),
        Err(why) => generate(&json, &[], Some(&why)),
    };
    let json3986 = data::conformance("rfc3986.json");
    println!("cargo:rerun-if-changed={}", json3986.display());
    let code = code
        + &match read_vectors_3986(&json3986) {
            Ok(vectors) => generate_3986(&json3986, &vectors, None),
            Err(why) => generate_3986(&json3986, &[], Some(&why)),
        };
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("macro_vectors.rs");
    fs::write(&out, code).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}

/// One valid vector of `rfc3986.json`: its input, its scheme (lower case,
/// empty for a relative reference) and whether it is a `URI`.
struct Vector3986 {
    input: String,
    scheme: String,
    absolute: bool,
}

/// The valid entries of `rfc3986.json`, or why they cannot be read.
fn read_vectors_3986(path: &Path) -> Result<Vec<Vector3986>, String> {
    let text = data::read(path)?;
    let entries: Vec<Value> =
        serde_json::from_str(&text).map_err(|e| format!("{} is not a JSON array: {e}", path.display()))?;
    let mut vectors = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        if entry["expect"] != "valid" {
            continue;
        }
        let input = entry["input"]
            .as_str()
            .ok_or_else(|| format!("{}: entry {i} is valid but has no string `input`: {entry}", path.display()))?;
        let components = &entry["components"];
        let absolute = match components["kind"].as_str() {
            Some("uri") => true,
            Some("relative") => false,
            _ => return Err(format!("{}: entry {i} has no `components.kind` \"uri\" or \"relative\"", path.display())),
        };
        let scheme = components["scheme"].as_str().unwrap_or("").to_ascii_lowercase();
        vectors.push(Vector3986 { input: input.to_owned(), scheme, absolute });
    }
    Ok(vectors)
}

/// The RFC 3986 part of `macro_vectors.rs`.
fn generate_3986(json: &Path, vectors: &[Vector3986], error: Option<&str>) -> String {
    let mut out = String::new();
    let w = &mut out;
    line(w, format_args!("/// Where the RFC 3986 vectors were read from."));
    line(w, format_args!("const URI_VECTORS_PATH: &str = {:?};", json.display().to_string()));
    line(w, format_args!("/// Why the RFC 3986 vectors could not be read, if they could not."));
    line(w, format_args!("const URI_VECTORS_ERROR: Option<&str> = {:?};", error));
    line(w, format_args!(""));
    let as_vector = |v: &Vector3986| Vector { input: v.input.clone(), scheme: None, group: v.scheme.clone() };
    let all: Vec<Vector> = vectors.iter().map(as_vector).collect();
    let absolute: Vec<Vector> = vectors.iter().filter(|v| v.absolute).map(as_vector).collect();
    let http: Vec<Vector> =
        vectors.iter().filter(|v| v.scheme == "http" || v.scheme == "https").map(as_vector).collect();
    literal_array(w, "URI_REF_VECTORS", "uri_ref", "UriRef", &all.iter().collect::<Vec<_>>());
    literal_array(w, "URI_VECTORS", "uri", "Uri", &absolute.iter().collect::<Vec<_>>());
    literal_array(w, "HTTP_URI_VECTORS", "http_uri", "HttpUri", &http.iter().collect::<Vec<_>>());

    // The const-eval path: per scheme (relative references as one group),
    // its first and its longest vector through `uri_ref!(concat!(...))`; the
    // absolute ones of that sample through `uri!` too, and the http ones
    // through `http_uri!`.
    let mut groups: BTreeMap<&str, Vec<&Vector>> = BTreeMap::new();
    for v in &all {
        groups.entry(&v.group).or_default().push(v);
    }
    let mut sample: Vec<&Vector> = Vec::new();
    for of in groups.values() {
        let first = of[0];
        let longest = of.iter().copied().rev().max_by_key(|v| v.input.len()).unwrap_or(first);
        sample.push(first);
        if !std::ptr::eq(longest, first) {
            sample.push(longest);
        }
    }
    concat_array(w, "URI_REF_CONCAT", "uri_ref", "UriRef", &sample);
    let absolute_sample: Vec<&Vector> = sample.iter().copied().filter(|v| !v.group.is_empty()).collect();
    concat_array(w, "URI_CONCAT", "uri", "Uri", &absolute_sample);
    let http_sample: Vec<&Vector> =
        sample.iter().copied().filter(|v| v.group == "http" || v.group == "https").collect();
    concat_array(w, "HTTP_URI_CONCAT", "http_uri", "HttpUri", &http_sample);
    out
}

/// The valid, non-relative entries of `parse.json` but the disputed ones, or
/// why they cannot be read.
fn read_vectors(path: &Path, disputed: &[String]) -> Result<Vec<Vector>, String> {
    let text = data::read(path)?;
    let entries: Vec<Value> =
        serde_json::from_str(&text).map_err(|e| format!("{} is not a JSON array: {e}", path.display()))?;
    let mut vectors = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        if entry["expect"] != "valid" || entry["kind"] == "relative" || disputed.iter().any(|d| entry["input"] == **d) {
            continue;
        }
        let input = entry["input"]
            .as_str()
            .ok_or_else(|| format!("{}: entry {i} is valid but has no string `input`: {entry}", path.display()))?;
        let group = entry["scheme"].as_str().unwrap_or("").to_ascii_lowercase();
        // https has http's form and http's typed macro (RFC 2818 §2.4), whatever
        // the vector's group (parse.json predates it as a known scheme)
        let https = input.get(..6).is_some_and(|s| s.eq_ignore_ascii_case("https:"));
        let scheme = TYPED.iter().map(|t| t.0).find(|&s| s == if https { "http" } else { group.as_str() });
        vectors.push(Vector { input: input.to_owned(), scheme, group });
    }
    Ok(vectors)
}

/// The text of `macro_vectors.rs`.
fn generate(json: &Path, vectors: &[Vector], error: Option<&str>) -> String {
    let mut out = String::new();
    let w = &mut out;
    let typed_count = vectors.iter().filter(|v| v.scheme.is_some()).count();
    line(w, format_args!("// @generated by tests/build.rs from {}; do not edit.", json.display()));
    line(w, format_args!(""));
    line(w, format_args!("/// Where the vectors were read from."));
    line(w, format_args!("const VECTORS_PATH: &str = {:?};", json.display().to_string()));
    line(w, format_args!("/// Why the vectors could not be read, if they could not."));
    line(w, format_args!("const VECTORS_ERROR: Option<&str> = {:?};", error));
    line(w, format_args!("/// How many typed-macro vectors the typed arrays hold in all."));
    line(w, format_args!("const TYPED_VECTORS: usize = {typed_count};"));
    line(w, format_args!(""));

    // Every valid absolute vector through `url!`.
    let all: Vec<&Vector> = vectors.iter().collect();
    literal_array(w, "URL_VECTORS", "url", "Url", &all);

    // Per scheme, its vectors through the typed macro.
    for (scheme, mac, view) in TYPED {
        let of: Vec<&Vector> = vectors.iter().filter(|v| v.scheme == Some(scheme)).collect();
        literal_array(w, &format!("{}_VECTORS", scheme.to_ascii_uppercase()), mac, view, &of);
    }

    // The const-eval path: per scheme field (the ten and `other`), its first
    // and its longest vector through `url!(concat!(...))`, and its first
    // through the typed macro.
    let mut groups: BTreeMap<&str, Vec<&Vector>> = BTreeMap::new();
    for v in vectors {
        groups.entry(&v.group).or_default().push(v);
    }
    let mut sample: Vec<&Vector> = Vec::new();
    for of in groups.values() {
        let first = of[0];
        let longest = of.iter().copied().rev().max_by_key(|v| v.input.len()).unwrap_or(first);
        sample.push(first);
        if !std::ptr::eq(longest, first) {
            sample.push(longest);
        }
    }
    concat_array(w, "URL_CONCAT", "url", "Url", &sample);
    for (scheme, mac, view) in TYPED {
        let first: Vec<&Vector> = vectors.iter().filter(|v| v.scheme == Some(scheme)).take(1).collect();
        concat_array(w, &format!("{}_CONCAT", scheme.to_ascii_uppercase()), mac, view, &first);
    }
    out
}

fn line(w: &mut String, args: std::fmt::Arguments<'_>) {
    w.write_fmt(args).expect("writing to a String cannot fail");
    w.push('\n');
}

/// `const NAME: &[(&str, View)] = &[(INPUT, mac!(INPUT)), ...];`
fn literal_array(w: &mut String, name: &str, mac: &str, view: &str, vectors: &[&Vector]) {
    line(w, format_args!("/// `(input, {mac}!(input))` for {} vectors.", vectors.len()));
    line(w, format_args!("#[allow(deprecated)]"));
    line(w, format_args!("const {name}: &[(&str, ::url_literal::{view}<'static>)] = &["));
    for v in vectors {
        line(w, format_args!("    ({0:?}, ::url_literal::{mac}!({0:?})),", v.input));
    }
    line(w, format_args!("];"));
    line(w, format_args!(""));
}

/// `const NAME: &[(&str, &str, View)] = &[(INPUT, EXPR_TEXT, mac!(concat!(..))), ...];`
fn concat_array(w: &mut String, name: &str, mac: &str, view: &str, vectors: &[&Vector]) {
    line(w, format_args!("/// `(input, expression, {mac}!(concat!(...)))` for {} vectors.", vectors.len()));
    line(w, format_args!("#[allow(deprecated)]"));
    line(w, format_args!("const {name}: &[(&str, &str, ::url_literal::{view}<'static>)] = &["));
    for v in vectors {
        let expr = format!("::url_literal::{mac}!(concat!({}))", pieces(&v.input).join(", "));
        line(w, format_args!("    ({:?}, {expr:?}, {expr}),", v.input));
    }
    line(w, format_args!("];"));
    line(w, format_args!(""));
}

/// `input` cut into string literals: the scheme, the `:`, and the rest in two
/// halves (empty pieces left out); without a `:` (a relative reference), the
/// whole in two halves.
fn pieces(input: &str) -> Vec<String> {
    let (scheme, rest) = match input.find(':') {
        Some(i) => (&input[..i], &input[i + 1..]),
        None => ("", input),
    };
    let mut mid = rest.len() / 2;
    while !rest.is_char_boundary(mid) {
        mid += 1;
    }
    let (a, b) = rest.split_at(mid);
    let colon = if input.contains(':') { ":" } else { "" };
    [scheme, colon, a, b].iter().filter(|p| !p.is_empty()).map(|p| format!("{p:?}")).collect()
}

//! The verdict on one literal: url-core's RFC 3986/3987 parsers and their
//! advice for the errors, url-core's conversions to `url::Url` and
//! `http::Uri` for the warnings (worded as `whatwg_url!` and
//! `http_crate_uri!` word their refusals, `url-macros/src/ecosystem.rs`),
//! and the compile-checked macro for the rest.

use url_core::render::{changed, Escaped};
use url_core::template::{check_uri, lex, Lexeme, Piece};
use url_core::{Change, ConvertError, HttpUri, Iri, IriRef, ParseError, Uri, UriHost, UriRef, WsUri};

use crate::scan::{Call, Macro, Parser, TemplateCall, TemplateLib, Use};

/// How bad a finding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// Invalid, or not absolute where the call needs it.
    Error,
    /// Valid, but the run-time parser would rewrite it or read another
    /// address.
    Warning,
    /// Valid and parsed at run time: the compile-checked replacement.
    Help,
}

impl Level {
    /// The word rustc prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warning => "warning",
            Level::Help => "help",
        }
    }
}

/// What to draw carets under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// Bytes of the literal's value.
    Value(usize, usize),
    /// Bytes of the file (the whole call).
    Source(usize, usize),
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Its level.
    pub level: Level,
    /// A stable name of the kind of finding.
    pub code: &'static str,
    /// The grammar rule broken, for errors.
    pub rule: Option<&'static str>,
    /// The RFC and section that state the rule (`RFC 3986 §3.2.2`).
    pub section: Option<String>,
    /// The first line.
    pub message: String,
    /// Where the carets go.
    pub at: At,
    /// The text after the carets.
    pub label: Option<String>,
    /// The `help:` line.
    pub help: Option<String>,
    /// The code that replaces the whole call (help findings).
    pub replacement: Option<String>,
}

/// What the check of one literal counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Literals read as URLs or templates.
    pub read: usize,
    /// Invalid ones.
    pub invalid: usize,
    /// Valid absolute ones that `url::Url` would rewrite.
    pub whatwg_rewrites: usize,
}

/// The verdict on the literal `value` (written as `token` in the source)
/// used as `usage`.
pub fn check(value: &str, token: &str, usage: &Use, counts: &mut Counts) -> Option<Finding> {
    if let Use::Rfc6570(call) = usage {
        counts.read += 1;
        let found = rfc6570(value, token, call);
        counts.invalid += usize::from(found.as_ref().is_some_and(|f| f.level == Level::Error));
        return found;
    }
    let free = matches!(usage, Use::Free);
    if free && value.chars().any(char::is_whitespace) {
        // prose that holds a URL
        return None;
    }
    if matches!(usage, Use::Template) && value.contains(['\n', '\r', '\t']) {
        // a message of several lines that starts with a URL
        return None;
    }
    if matches!(usage, Use::Template) || free && value.contains(['{', '}']) {
        let pieces = read_template(value)?;
        counts.read += 1;
        let found = template(value, &pieces);
        counts.invalid += usize::from(found.is_some());
        return found;
    }
    if free && (value.ends_with("://") || value.ends_with(':')) && !value[..value.len() - 1].contains(':') {
        // a scheme prefix ("file:", "mailto:"): a piece of a URL
        return None;
    }
    if free && value.ends_with("://") {
        return None;
    }
    if free && urn_prefix(value) {
        // "urn:uuid:": a prefix compared with input, as "file:" is
        return None;
    }
    counts.read += 1;
    let call = match usage {
        Use::Call(c) => Some(c),
        _ => None,
    };
    // a text with a scheme is read as a URI even where the call takes a
    // relative reference too
    let relative = call.is_some_and(|c| c.relative) && !absolute_looking(value);
    let ascii = value.is_ascii();
    let parsed: Result<Option<Uri<'_>>, (ParseError, &str)> = match (relative, ascii) {
        (false, true) => Uri::parse(value).map(Some).map_err(|e| (e, "invalid URI")),
        (false, false) => Iri::parse(value).map(|_| None).map_err(|e| (e, "invalid IRI")),
        (true, true) => UriRef::parse(value).map(|r| r.as_uri()).map_err(|e| (e, "invalid URI reference")),
        (true, false) => IriRef::parse(value).map(|_| None).map_err(|e| (e, "invalid IRI reference")),
    };
    let uri = match parsed {
        Err((e, what)) => {
            counts.invalid += 1;
            return Some(error(what, value, &e));
        }
        Ok(uri) => uri,
    };
    if let Some(uri) = uri {
        if matches!(whatwg(uri), Err(Verdict { rewritten: true, .. })) {
            counts.whatwg_rewrites += 1;
        }
    }
    let call = call?;
    if relative && ascii && uri.is_none() {
        // a relative reference where the call takes one
        return None;
    }
    if !ascii && relative && IriRef::parse(value).is_ok_and(|r| r.as_iri().is_none()) {
        return None;
    }
    match call.parser {
        Parser::Other => None,
        Parser::Whatwg => {
            let Some(uri) = uri else { return Some(iri_warning(value, "url::Url", call)) };
            if let Err(v) = whatwg(uri) {
                return Some(v.finding(call));
            }
            if let Some(at) = password(&uri) {
                // whatwg_url! would take it with a warning of its own
                return Some(Finding {
                    level: Level::Warning,
                    code: "password_in_uri",
                    rule: Some("userinfo"),
                    section: Some("RFC 3986 §3.2.1".to_owned()),
                    message: "password in a URI literal, a secret in source code; 'user:password' in the userinfo is \
                              deprecated (RFC 3986 §3.2.1, §7.5)"
                        .to_owned(),
                    at: At::Value(at.0, at.1),
                    label: None,
                    help: None,
                    replacement: None,
                });
            }
            if let Some(s) = uri.suggestion() {
                return Some(Finding {
                    level: Level::Warning,
                    code: "likely_mistake",
                    rule: None,
                    section: None,
                    message: format!("likely mistake in a URI literal: {s}"),
                    at: At::Value(0, value.len()),
                    label: None,
                    help: None,
                    replacement: None,
                });
            }
            rewrite(call, token, Macro::WhatwgUrl)
        }
        Parser::Http => {
            let scheme = value.split(':').next().unwrap_or("").to_ascii_lowercase();
            if !matches!(scheme.as_str(), "http" | "https" | "ws" | "wss") {
                return None;
            }
            let Some(uri) = uri else { return Some(iri_warning(value, "http::Uri", call)) };
            if let Err(v) = http(uri) {
                return Some(v.finding(call));
            }
            rewrite(call, token, Macro::HttpCrateUri)
        }
    }
}

/// Whether `value` is `urn:` and a namespace identifier ending at its
/// `:` (`urn:uuid:`, `urn:ietf:`): the start of a URN, written to be
/// compared with input or completed (RFC 8141 §2's `NID`: letters, digits
/// and `-`).
fn urn_prefix(value: &str) -> bool {
    let Some(nid) = value.get(..4).filter(|h| h.eq_ignore_ascii_case("urn:")).and(value[4..].strip_suffix(':')) else {
        return false;
    };
    !nid.is_empty() && nid.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// Whether `value` starts with what reads as a scheme: a letter, then
/// scheme characters up to a ':'.
fn absolute_looking(value: &str) -> bool {
    let b = value.as_bytes();
    let end = b.iter().position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')));
    matches!(end, Some(n) if n > 0 && b[0].is_ascii_alphabetic() && b[n] == b':')
}

/// The error of `e` in `value`: `what` and the error's text, carets under
/// its bytes labelled with the rule (and what it expected, unless the text
/// says it), url-core's suggestion as the help.
fn error(what: &str, value: &str, e: &ParseError) -> Finding {
    let text = e.text();
    let text = text.as_str();
    let label = if text.contains(e.expected()) {
        e.rule().to_owned()
    } else {
        format!("{}: expected {}", e.rule(), e.expected())
    };
    Finding {
        level: Level::Error,
        code: "invalid_url",
        rule: Some(e.rule()),
        section: Some(e.citation().as_str().to_owned()),
        message: format!("{what}: {text}"),
        at: At::Value(e.offset(), e.offset() + e.length()),
        label: Some(label),
        help: e.suggestion(value).map(|s| suggested(&s.to_string())),
        replacement: None,
    }
}

/// A suggestion's text (`…; did you mean `https://u:pw@h/{x}`?`) with the
/// password of the text it suggests written `***`, as every other help
/// writes it.
fn suggested(help: &str) -> String {
    const MEAN: &str = "did you mean `";
    match help.rfind(MEAN) {
        Some(k) => format!("{}{}", &help[..k + MEAN.len()], redacted(&help[k + MEAN.len()..])),
        None => help.to_owned(),
    }
}

/// The help finding of a call that the macro `mac` replaces: with the
/// replacement `--fix` writes when the call's type is the macro's for
/// certain, without one (the macro offered, not written) when the file
/// cannot tell.
fn rewrite(call: &Call, token: &str, mac: Macro) -> Option<Finding> {
    let (m, start, end) = call.rewrite?;
    if m != mac {
        return None;
    }
    let replacement = format!("{}!({token})", mac.name());
    let (help, replacement) = match &call.unsure {
        None => (format!("replace it with `{replacement}`"), Some(replacement)),
        Some(why) => {
            let ty = if mac == Macro::WhatwgUrl { "url::Url" } else { "http::Uri" };
            (format!("replace it with `{replacement}` if the type is {ty}: {why}, so --fix leaves it"), None)
        }
    };
    Some(Finding {
        level: Level::Help,
        code: "unchecked_url",
        rule: None,
        section: None,
        message: format!("{} parses a valid literal at run time; {}! checks it at compile time", call.name, mac.name()),
        at: At::Source(start, end),
        label: None,
        help: Some(help),
        replacement,
    })
}

/// The verdict on the RFC 6570 template `value` (written `token`) handed
/// to `call`: url-core's grammar (`rfc6570::UriTemplate::parse`, the check
/// of `uri_template!`) and its errors; for a valid one whose type is known
/// for certain, the compile-time check that replaces the run-time one, as
/// a help without replacement: `uri_template!` expands the template where
/// it stands with the values of its scope, while the call makes a template
/// that other code fills and expands, so the two are not swapped in place
/// and `--fix` leaves the call.
fn rfc6570(value: &str, token: &str, call: &TemplateCall) -> Option<Finding> {
    let template = match url_core::rfc6570::UriTemplate::parse(value) {
        Ok(t) => t,
        Err(e) => {
            let mut f = error("invalid URI template", value, &e);
            f.code = "invalid_rfc6570_template";
            return Some(f);
        }
    };
    if call.unsure.is_some() {
        return None;
    }
    let variables = template.variables();
    // a template of many variables: the first five named, the rest counted
    const NAMED: usize = 6;
    let shown = if variables.len() > NAMED { NAMED - 1 } else { variables.len() };
    let mut listed: Vec<String> = variables[..shown].iter().map(|v| format!("`{v}`")).collect();
    if variables.len() > shown {
        listed.push(format!("{} more", variables.len() - shown));
    }
    let scope = match &listed[..] {
        [] => String::new(),
        [one] => format!("where the variable {one} is in scope, "),
        [many @ .., last] => format!("where the variables {} and {last} are in scope, ", many.join(", ")),
    };
    // a long literal is not written out again: the carets show it; nor is
    // a password, written `***` as every help writes it
    const SHOWN: usize = 100;
    let hidden = redacted(value);
    let token = if token.len() > SHOWN {
        "\"…\"".to_owned()
    } else if hidden != value {
        format!("{hidden:?}")
    } else {
        token.to_owned()
    };
    let expand = format!(
        "{scope}`uri_template!({token})` expands it, checked (`try_uri_template!` where a text value could change \
         the request)"
    );
    let (message, help) = match call.lib {
        TemplateLib::ParseConst => return None,
        TemplateLib::Parse => (
            format!(
                "{} checks a valid template at run time; UriTemplate::parse_const checks it at compile time",
                call.name
            ),
            format!("make it a `const` with `UriTemplate::parse_const({token})`; or, {expand}"),
        ),
        TemplateLib::UriTemplateNext | TemplateLib::IriString => (
            format!("{} reads a valid template at run time; uri_template! checks it at compile time", call.name),
            expand,
        ),
    };
    let help = format!(
        "{help}; --fix leaves it: the macro expands the template where it stands, from the values of its scope"
    );
    Some(Finding {
        level: Level::Help,
        code: "unchecked_uri_template",
        rule: None,
        section: None,
        message,
        at: At::Source(call.at.0, call.at.1),
        label: None,
        help: Some(help),
        replacement: None,
    })
}

/// A valid IRI handed to a parser of URIs: `who` percent-encodes it (or,
/// `http::Uri`, rejects it).
fn iri_warning(value: &str, who: &str, call: &Call) -> Finding {
    let first = value.char_indices().find(|(_, c)| !c.is_ascii()).map_or(0, |(i, _)| i);
    let end = first + value[first..].chars().next().map_or(0, char::len_utf8);
    let (message, help) = if who == "url::Url" {
        match url::Url::parse(value) {
            Ok(read) => (
                "url::Url would rewrite the IRI: it percent-encodes non-ASCII characters and writes hosts in \
                 punycode (WHATWG URL Standard)"
                    .to_owned(),
                Some(help("WHATWG keeps it", read.as_str())),
            ),
            Err(e) => (format!("url::Url would reject the IRI: {e} (WHATWG URL Standard)"), None),
        }
    } else {
        ("http::Uri would reject the IRI: it takes ASCII only (RFC 3986 §2)".to_owned(), None)
    };
    let _ = call;
    Finding {
        level: Level::Warning,
        code: "rewritten_at_run_time",
        rule: None,
        section: None,
        message,
        at: At::Value(first, end),
        label: None,
        help,
        replacement: None,
    }
}

/// A refusal of the run-time parser, as the macro words it.
struct Verdict {
    message: String,
    at: (usize, usize),
    help: Option<String>,
    section: Option<&'static str>,
    rewritten: bool,
}

impl Verdict {
    fn finding(self, _call: &Call) -> Finding {
        Finding {
            level: Level::Warning,
            code: "rewritten_at_run_time",
            rule: None,
            section: self.section.map(str::to_owned),
            message: self.message,
            at: At::Value(self.at.0, self.at.1),
            label: None,
            help: self.help,
            replacement: None,
        }
    }
}

/// The bytes of the password in `uri`'s userinfo, when it has one (as
/// `url_core::__private::uri_has_password` reads it: text after the first
/// ':').
fn password(uri: &Uri<'_>) -> Option<(usize, usize)> {
    let info = uri.userinfo()?;
    let colon = info.find(':')?;
    let start = (info.as_ptr() as usize).saturating_sub(uri.as_str().as_ptr() as usize) + colon + 1;
    (colon + 1 < info.len()).then_some((start, start + info.len() - colon - 1))
}

/// The bytes of `uri`'s host.
fn host_at(uri: &Uri<'_>) -> (usize, usize) {
    let text = uri.as_str();
    let host = uri.host_str().unwrap_or_default();
    let start = (host.as_ptr() as usize).saturating_sub(text.as_ptr() as usize).min(text.len());
    (start, (start + host.len()).min(text.len()))
}

fn help(how: &str, text: &str) -> String {
    format!("write it as {how}: {:?}", redacted(text))
}

/// `text` with the password of the URL it is (or starts with) written
/// `***`, as the messages write it: where url-core's redaction finds it
/// (the `Debug` of [`Escaped`], which hides more than a password where
/// the text does not parse, never less).
///
/// url-core places a password by the text's `:`, `/`, `\`, `@` and `#`
/// alone, and by whether the characters before the first `:` are scheme
/// characters; so the text with every scheme character written `a` and
/// every other one a space has its password at the same characters, and
/// its `Debug` holds no `*` and no escape but `\\`.
pub fn redacted(text: &str) -> String {
    let shape: String = text
        .chars()
        .map(|c| match c {
            ':' | '/' | '\\' | '@' | '#' => c,
            c if c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.') => 'a',
            _ => ' ',
        })
        .collect();
    let debug = format!("{:?}", Escaped::new(&shape));
    let inner = debug.strip_prefix("Escaped(\"").and_then(|d| d.strip_suffix("\")"));
    let Some((before, after)) = inner.and_then(|i| i.split_once("***")) else { return text.to_owned() };
    let count = |s: &str| s.replace("\\\\", "\\").chars().count();
    let (before, after) = (count(before), count(after));
    let at = |k: usize| text.char_indices().nth(k).map_or(text.len(), |(i, _)| i);
    let (start, end) = (at(before), at(text.chars().count().saturating_sub(after)));
    format!("{}***{}", &text[..start], &text[end.max(start)..])
}

/// `url::Url`'s verdict on `uri`, as `whatwg_url!` gives it.
fn whatwg(uri: Uri<'_>) -> Result<(), Verdict> {
    let kept = |text: &str| Uri::parse(text).is_ok_and(|u| url::Url::try_from(u).is_ok());
    let text = uri.as_str();
    match url::Url::try_from(uri) {
        Ok(_) => Ok(()),
        Err(ConvertError::Rejected(e)) => {
            let mut message = format!("url::Url would reject the URI: {e} (WHATWG URL Standard)");
            let mut at = (0, text.len());
            if let Some(UriHost::IpvFuture(_)) = uri.host() {
                message += "; WHATWG takes no IPvFuture host, which RFC 3986 §3.2.2 allows";
                at = host_at(&uri);
            }
            Err(Verdict { message, at, help: None, section: None, rewritten: false })
        }
        Err(ConvertError::AmbiguousHost(why)) => {
            let help =
                url::Url::parse(text).ok().filter(|r| kept(r.as_str())).map(|r| help("WHATWG reads it", r.as_str()));
            Err(Verdict { message: why.to_string(), at: host_at(&uri), help, section: None, rewritten: false })
        }
        Err(ConvertError::Rewritten(rewrite)) => {
            let other = if rewrite.changes() == [Change::Other] { ": WHATWG rewrites it otherwise" } else { "" };
            let help = kept(rewrite.text()).then(|| help("WHATWG keeps it", rewrite.text()));
            Err(Verdict {
                message: format!("{rewrite}{other}"),
                at: changed(text, rewrite.text()),
                help,
                section: None,
                rewritten: true,
            })
        }
        Err(other) => Err(Verdict {
            message: other.to_string(),
            at: (0, text.len()),
            help: None,
            section: None,
            rewritten: false,
        }),
    }
}

/// url-core's conversion of `text` to `http::Uri`.
fn to_http(text: &str) -> Option<Result<http::Uri, ConvertError<http::uri::InvalidUri>>> {
    if let Ok(ws) = WsUri::parse(text) {
        return Some(http::Uri::try_from(ws));
    }
    HttpUri::parse(text).ok().map(http::Uri::try_from)
}

/// `http::Uri`'s verdict on `uri`, as `http_crate_uri!` gives it.
fn http(uri: Uri<'_>) -> Result<(), Verdict> {
    let kept =
        |text: &str| Uri::parse(text).is_ok_and(|u| u.fragment().is_none()) && to_http(text).is_some_and(|r| r.is_ok());
    let text = uri.as_str();
    if let Some(fragment) = uri.fragment() {
        let without = &text[..text.len() - fragment.len() - 1];
        return Err(Verdict {
            message: format!(
                "http::Uri holds no fragment: it would drop #{fragment}, which a client never sends in a request \
                 (RFC 9110 §7.1)"
            ),
            at: changed(text, without),
            help: kept(without).then(|| help("http::Uri keeps it", without)),
            section: Some("RFC 9110 §7.1"),
            rewritten: false,
        });
    }
    let Some(converted) = to_http(text) else {
        return Err(Verdict {
            message: "http_crate_uri! takes an http, https, ws or wss URI".to_owned(),
            at: (0, text.len()),
            help: None,
            section: None,
            rewritten: false,
        });
    };
    match converted {
        Ok(_) => Ok(()),
        Err(ConvertError::Rejected(e)) => Err(Verdict {
            message: format!("http::Uri would reject the URI: {e}"),
            at: (0, text.len()),
            help: None,
            section: None,
            rewritten: false,
        }),
        Err(ConvertError::AmbiguousHost(why)) => {
            Err(Verdict { message: why.to_string(), at: host_at(&uri), help: None, section: None, rewritten: false })
        }
        Err(ConvertError::Rewritten(rewrite)) => Err(Verdict {
            message: rewrite.to_string(),
            at: changed(text, rewrite.text()),
            help: kept(rewrite.text()).then(|| help("http::Uri keeps it", rewrite.text())),
            section: None,
            rewritten: false,
        }),
        Err(other) => Err(Verdict {
            message: other.to_string(),
            at: (0, text.len()),
            help: None,
            section: None,
            rewritten: false,
        }),
    }
}

/// The pieces of a format string as `uri_format!` reads them (`{{` and
/// `}}` are text, `{…}` a hole, its spec included, `{name..}` a tail hole);
/// `None` when the braces
/// do not pair (no format string).
pub fn read_template(value: &str) -> Option<Vec<Piece<'_>>> {
    lex(value)
        .map(|lexeme| match lexeme.ok()? {
            Lexeme::Text { text, at, width } => Some(Piece::Text { text, at, width }),
            Lexeme::Hole { inner, .. } if inner.contains('{') => None,
            Lexeme::Hole { inner, at, width } => Some(Piece::Hole { at, width, tail: inner.ends_with("..") }),
        })
        .collect()
}

/// The error of a template's fixed text (a misplaced hole is no error:
/// the value is not known).
fn template(value: &str, pieces: &[Piece<'_>]) -> Option<Finding> {
    let e = check_uri(pieces, true).err()?;
    let pe = e.parse_error()?;
    let (start, end) = (e.offset(), e.offset() + e.length());
    if !value.get(start..end.max(start + 1).min(value.len())).is_some_and(str::is_ascii) {
        // non-ASCII fixed text: an IRI template, which no URI check reads
        return None;
    }
    let mut f = error("invalid URI template", value, &pe);
    f.at = At::Value(start, end);
    f.message = format!("invalid URI template: {e}");
    f.code = "invalid_url_template";
    f.help = None;
    Some(f)
}

#[cfg(test)]
mod tests {
    use super::{read_template, redacted, rfc6570, Piece};
    use crate::scan::{TemplateCall, TemplateLib};

    fn template_help(value: &str, lib: TemplateLib) -> Option<String> {
        let call = TemplateCall { name: "T::new".to_owned(), lib, at: (0, 1), unsure: None };
        rfc6570(value, &format!("{value:?}"), &call).map(|f| f.help.unwrap_or_default())
    }

    /// The help names the variables to bind, five at most, and the rest
    /// by their count; `parse_const` and an uncertain type get none.
    #[test]
    fn template_helps_name_the_variables() {
        let tail = "expands it, checked (`try_uri_template!` where a text value could change the request); --fix \
                    leaves it: the macro expands the template where it stands, from the values of its scope";
        assert_eq!(
            template_help("/a", TemplateLib::UriTemplateNext).unwrap(),
            format!("`uri_template!(\"/a\")` {tail}")
        );
        assert_eq!(
            template_help("/{a}", TemplateLib::IriString).unwrap(),
            format!("where the variable `a` is in scope, `uri_template!(\"/{{a}}\")` {tail}")
        );
        assert_eq!(
            template_help("{a}{b,a}", TemplateLib::IriString).unwrap(),
            format!("where the variables `a` and `b` are in scope, `uri_template!(\"{{a}}{{b,a}}\")` {tail}")
        );
        let many: String = (0..50_000).map(|i| format!("{{v{i}}}")).collect();
        let help = template_help(&many, TemplateLib::UriTemplateNext).unwrap();
        assert_eq!(
            help,
            format!("where the variables `v0`, `v1`, `v2`, `v3`, `v4` and 49995 more are in scope, `uri_template!(\"…\")` {tail}")
        );
        assert_eq!(
            template_help("/{a}", TemplateLib::Parse).unwrap(),
            format!(
                "make it a `const` with `UriTemplate::parse_const(\"/{{a}}\")`; or, where the variable `a` is in scope, \
                 `uri_template!(\"/{{a}}\")` {tail}"
            )
        );
        assert_eq!(template_help("/{a}", TemplateLib::ParseConst), None);
        let call = TemplateCall {
            name: "UriTemplate::new".to_owned(),
            lib: TemplateLib::UriTemplateNext,
            at: (0, 1),
            unsure: Some("it may come from `use x::*`".to_owned()),
        };
        assert_eq!(rfc6570("/{a}", "\"/{a}\"", &call), None);
        // an error whatever the type
        let e = rfc6570("/{a", "\"/{a\"", &call).unwrap();
        assert_eq!(
            (e.code, e.rule, e.section.as_deref(), e.at, e.message.as_str()),
            (
                "invalid_rfc6570_template",
                Some("expression"),
                Some("RFC 6570 §2.2"),
                super::At::Value(1, 2),
                "invalid URI template: unclosed expression: '{' without a matching '}' (RFC 6570 §2.2)"
            )
        );
    }

    /// A template's password is written `***` in the helps, as in the
    /// other findings': the suggestion of an invalid one, the macro offered
    /// for a valid one.
    #[test]
    fn template_helps_hide_the_password() {
        let call =
            TemplateCall { name: "UriTemplate::parse".to_owned(), lib: TemplateLib::Parse, at: (0, 1), unsure: None };
        let e =
            rfc6570("https://admin:s3cret@db.internal/{x", "\"https://admin:s3cret@db.internal/{x\"", &call).unwrap();
        assert_eq!(
            e.help.as_deref(),
            Some("an expression ends with '}' (RFC 6570 §2.2); did you mean `https://admin:***@db.internal/{x}`?")
        );
        let help = template_help("https://admin:s3cret@db.internal/{x}", TemplateLib::Parse).unwrap();
        assert_eq!(
            help,
            "make it a `const` with `UriTemplate::parse_const(\"https://admin:***@db.internal/{x}\")`; or, where the \
             variable `x` is in scope, `uri_template!(\"https://admin:***@db.internal/{x}\")` expands it, checked \
             (`try_uri_template!` where a text value could change the request); --fix leaves it: the macro expands \
             the template where it stands, from the values of its scope"
        );
        // and the suggestion for a URL
        let url = super::error(
            "invalid URL",
            "http:\\\\admin:s3cret@h\\a",
            &url_core::Uri::parse("http:\\\\admin:s3cret@h\\a").unwrap_err(),
        );
        assert_eq!(url.help.as_deref().map(|h| h.contains("s3cret")), Some(false), "{:?}", url.help);
    }

    /// Passwords written `***` where url-core's `Debug` hides them, in text
    /// that parses and in text that does not.
    #[test]
    fn passwords_are_redacted_as_url_core_redacts_them() {
        assert_eq!(redacted("ftp://user:secret@example.com/"), "ftp://user:***@example.com/");
        assert_eq!(redacted("ftp://user:@example.com/"), "ftp://user:***@example.com/");
        assert_eq!(redacted("https://u:s3cr\u{e9}t@exa mple.com/a:b@c"), "https://u:***@exa mple.com/a:b@c");
        assert_eq!(redacted("http:\\\\u:pw@h\\x"), "http:\\\\u:***@h\\x");
        assert_eq!(redacted("caf\u{e9}://u:p*w@h/\u{202e}"), "caf\u{e9}://u:***@h/\u{202e}");
        assert_eq!(redacted("ftp://user@example.com/a:b@c"), "ftp://user@example.com/a:b@c");
        // text without `//`: url-core hides more rather than less
        assert_eq!(redacted("mailto:a:b@example.com"), "mailto:a:***@example.com");
        assert_eq!(redacted("mailto:a@example.com"), "mailto:a@example.com");
        assert_eq!(redacted("x***y"), "x***y");
        assert_eq!(redacted(""), "");
    }

    /// Holes as `uri_format!` reads them: `{name..}` is a tail hole.
    #[test]
    fn read_template_marks_tail_holes() {
        let pieces = read_template("https://h/{p..}/{q}?{{").unwrap();
        let holes: Vec<(usize, bool)> = pieces
            .iter()
            .filter_map(|p| match *p {
                Piece::Hole { at, tail, .. } => Some((at, tail)),
                Piece::Text { .. } => None,
            })
            .collect();
        assert_eq!(holes, [(10, true), (16, false)]);
        assert_eq!(read_template("https://h/{p"), None);
    }
}

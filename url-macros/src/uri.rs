//! The `uri!` family: `uri!`, `uri_ref!`, `http_uri!`, `ws_uri!`, and the
//! views of the schemes read by their own RFCs, `file_uri!`, `mailto_uri!`,
//! `data_uri!` and `urn!`: the RFC 3986 grammar of url-core (`Uri::parse`,
//! `UriRef::parse`, `HttpUri::parse`, `WsUri::parse`, `FileUri::parse`, ...)
//! at compile time, with the expansion shape, the error
//! rendering and the non-literal path of `url!` (`expand.rs`).

use proc_macro::{Delimiter, Group, Ident, Literal, Span, TokenStream, TokenTree};
use url_core::__private::HostKind;
use url_core::{DataUri, FileUri, HttpUri, MailtoUri, ParseError, Uri, UriRef, Urn, WsUri};

use crate::diag;
use crate::expand::{
    array, classify, compile_error, const_block, const_name, const_warnings, fill, path, warning, Checked, Fields,
    Source, EXPR, KRATE,
};
use crate::input::{self, Allow, Call};

/// Which macro of the family is expanding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UriTarget {
    /// `uri!`: `URI`, yields `Uri<'static>`.
    Uri,
    /// `uri_ref!`: `URI-reference`, yields `UriRef<'static>`.
    UriRef,
    /// `http_uri!`: http or https, yields `HttpUri<'static>`.
    Http,
    /// `ws_uri!`: ws or wss, yields `WsUri<'static>`.
    Ws,
    /// `file_uri!`: file (RFC 8089), yields `FileUri<'static>`.
    File,
    /// `mailto_uri!`: mailto (RFC 6068), yields `MailtoUri<'static>`.
    Mailto,
    /// `data_uri!`: data (RFC 2397), yields `DataUri<'static>`.
    Data,
    /// `urn!`: urn (RFC 8141), yields `Urn<'static>`.
    Urn,
}

impl UriTarget {
    fn macro_name(self) -> &'static str {
        match self {
            UriTarget::Uri => "uri",
            UriTarget::UriRef => "uri_ref",
            UriTarget::Http => "http_uri",
            UriTarget::Ws => "ws_uri",
            UriTarget::File => "file_uri",
            UriTarget::Mailto => "mailto_uri",
            UriTarget::Data => "data_uri",
            UriTarget::Urn => "urn",
        }
    }

    /// Whether the target is the view of a scheme read by its own RFC,
    /// whose value is built in const by its `from_uri`.
    fn own_rfc(self) -> bool {
        matches!(self, UriTarget::File | UriTarget::Mailto | UriTarget::Data | UriTarget::Urn)
    }

    /// A value to show in usage messages.
    fn example(self) -> &'static str {
        match self {
            UriTarget::Uri | UriTarget::Http => "https://api.example.com/v1",
            UriTarget::UriRef => "../v2/items?page=2",
            UriTarget::Ws => "wss://chat.example.com/socket",
            UriTarget::File => "file:///etc/hosts",
            UriTarget::Mailto => "mailto:info@example.com",
            UriTarget::Data => "data:text/plain;base64,SGVsbG8=",
            UriTarget::Urn => "urn:ietf:params:oauth:grant-type:jwt-bearer",
        }
    }

    /// What the argument is, in usage messages.
    fn noun(self) -> &'static str {
        match self {
            UriTarget::UriRef => "URI reference",
            _ => "URI",
        }
    }

    /// The type the macro yields, below `$crate`.
    fn ty(self) -> &'static str {
        match self {
            UriTarget::Uri => "Uri",
            UriTarget::UriRef => "UriRef",
            UriTarget::Http => "HttpUri",
            UriTarget::Ws => "WsUri",
            UriTarget::File => "FileUri",
            UriTarget::Mailto => "MailtoUri",
            UriTarget::Data => "DataUri",
            UriTarget::Urn => "Urn",
        }
    }

    /// The start of an error's first line.
    pub(crate) fn invalid(self) -> &'static str {
        match self {
            UriTarget::Uri => "invalid URI",
            UriTarget::UriRef => "invalid URI reference",
            UriTarget::Http => "invalid http URI",
            UriTarget::Ws => "invalid ws URI",
            UriTarget::File => "invalid file URI",
            UriTarget::Mailto => "invalid mailto URI",
            UriTarget::Data => "invalid data URI",
            UriTarget::Urn => "invalid URN",
        }
    }

    /// The value after `$crate::__private::` that a macro's error yields.
    fn stub(self) -> &'static str {
        match self {
            UriTarget::Uri => "URI_STUB",
            UriTarget::UriRef => "URI_REF_STUB",
            UriTarget::Http => "HTTP_URI_STUB",
            UriTarget::Ws => "WS_URI_STUB",
            UriTarget::File => "FILE_URI_STUB",
            UriTarget::Mailto => "MAILTO_URI_STUB",
            UriTarget::Data => "DATA_URI_STUB",
            UriTarget::Urn => "URN_STUB",
        }
    }

    /// Parses `value` with url-core's parser of this target: the reference
    /// and whether the scheme runs over TLS (for the typed views).
    pub(crate) fn parse(self, value: &str) -> Result<(UriRef<'_>, bool), ParseError> {
        match self {
            UriTarget::Uri => Uri::parse(value).map(|u| (u.as_uri_ref(), false)),
            UriTarget::UriRef => UriRef::parse(value).map(|r| (r, false)),
            UriTarget::Http => HttpUri::parse(value).map(|u| (u.as_uri().as_uri_ref(), u.is_secure())),
            UriTarget::Ws => WsUri::parse(value).map(|u| (u.as_uri().as_uri_ref(), u.is_secure())),
            UriTarget::File => FileUri::parse(value).map(|u| (u.as_uri().as_uri_ref(), false)),
            UriTarget::Mailto => MailtoUri::parse(value).map(|u| (u.as_uri().as_uri_ref(), false)),
            UriTarget::Data => DataUri::parse(value).map(|u| (u.as_uri().as_uri_ref(), false)),
            UriTarget::Urn => Urn::parse(value).map(|u| (u.as_uri().as_uri_ref(), false)),
        }
    }
}

pub(crate) fn expand(input: TokenStream, target: UriTarget) -> TokenStream {
    let keys: &[&str] = match target {
        UriTarget::Uri | UriTarget::UriRef => &["password", "likely_mistake"],
        _ => &[],
    };
    let call = Call { name: target.macro_name(), example: target.example(), noun: target.noun(), keys };
    let (krate, arg, allow) = match input::read(input, &call) {
        Ok(read) => read,
        Err((krate, misuse)) => return error(krate, &misuse.message, (misuse.span, misuse.span), target),
    };
    let source = match classify(arg) {
        Checked::Const(expr) => return fallback(&krate, expr, target, &allow),
        Checked::Text(source) => source,
    };
    match target.parse(&source.value) {
        Ok((r, secure)) => literal(&krate, &source, &r, secure, target, &allow),
        Err(e) => {
            let mut rendered = diag::render_uri(target.invalid(), &source.value, &e);
            // Unicode: the text may be an IRI (`iri!`), or this URI encoded
            if let Some(help) = crate::iri::uri_help(&source.value, target.macro_name()) {
                rendered = format!("{rendered}\n  help: {help}");
            }
            let message = source.message(rendered, target.noun());
            error(Some(krate), &message, source.spans, target)
        }
    }
}

/// A valid literal: a struct literal of the value, as `url!`'s
/// (`expand::literal` gives the reasons):
/// `$crate::UriRef { s: "..", scheme_end: 5, .., host: $crate::__private::HostKind::RegName }`,
/// in `$crate::Uri { 0: .. }` but for `uri_ref!`, and that in
/// `$crate::HttpUri { uri: .., secure: true }` (`WsUri`) for the typed
/// views; preceded, in a block, by the warnings and the check of an
/// assembled text when there are any.
fn literal(
    krate: &TokenTree,
    source: &Source,
    r: &UriRef<'_>,
    secure: bool,
    target: UriTarget,
    allow: &Allow,
) -> TokenStream {
    let mut value = uri_ref_value(krate, source.lit.clone(), r);
    if target != UriTarget::UriRef {
        let mut uri = Fields::new(4);
        uri.tokens("0", value);
        value = uri.build(krate, "Uri", false);
    }
    if matches!(target, UriTarget::Http | UriTarget::Ws) {
        let mut view = Fields::new(8);
        view.tokens("uri", value);
        view.token("secure", Ident::new(if secure { "true" } else { "false" }, Span::call_site()).into());
        value = view.build(krate, target.ty(), false);
    }
    if target.own_rfc() {
        // `{ const V: $crate::FileUri<'static> = match $crate::FileUri::from_uri(<the Uri>) { .. }; V }`:
        // the view's fields are private; its `from_uri` is a `const fn`.
        let code = format!(
            "{{ #[allow(non_upper_case_globals)] const __url_literal_view: {KRATE}::{ty}<'static> = \
               match {KRATE}::{ty}::from_uri({EXPR}) {{ \
                 ::core::result::Result::Ok(__url_literal_ok) => __url_literal_ok, \
                 ::core::result::Result::Err(_) => ::core::panic!(\"the view of a checked URI\"), \
               }}; \
               __url_literal_view }}",
            ty = target.ty()
        );
        let group = TokenTree::Group(Group::new(Delimiter::Parenthesis, value));
        value = fill(&code, krate, Some(&group));
    }
    // a valid literal that is likely a mistake (`Uri::suggestion`:
    // `localhost:8080`, `file://C:/x`); the typed macros fix the scheme
    let likely = matches!(target, UriTarget::Uri | UriTarget::UriRef);
    let mut block = checks(krate, source, r, likely, allow, target.macro_name());
    if block.is_empty() {
        return value;
    }
    block.extend(value);
    TokenTree::Group(Group::new(Delimiter::Brace, block)).into()
}

/// What precedes the value of a valid literal of `name`: the check of an
/// assembled text ([`Source::guard`]), the password warning, and with
/// `likely` the warning for a likely mistake ([`Uri::suggestion`]), each
/// unless `allow(..)` silences it. Empty when there is none.
pub(crate) fn checks(
    krate: &TokenTree,
    source: &Source,
    r: &UriRef<'_>,
    likely: bool,
    allow: &Allow,
    name: &str,
) -> TokenStream {
    let mut block = source.guard(krate);
    if let Some(note) = warnings(r, name).filter(|_| !allow.has("password")) {
        block.extend(warning("password_in_uri", &note, source.spans.0));
    }
    let likely = if likely { r.as_uri().and_then(|u| u.suggestion()) } else { None };
    if let Some(s) = likely.filter(|_| !allow.has("likely_mistake")) {
        let note = crate::diag::lookalike("URI", &s, name);
        block.extend(warning("likely_mistake_in_uri", &note, source.spans.0));
    }
    block
}

/// `$crate::UriRef { s: lit, scheme_end: 5, .., host: $crate::__private::HostKind::RegName }`:
/// the struct literal of `r`, whose text `lit` is (the `iri!` macros use it
/// too, for the offsets of an IRI and for the URI of `iri_uri!`).
pub(crate) fn uri_ref_value(krate: &TokenTree, lit: Literal, r: &UriRef<'_>) -> TokenStream {
    let names = ["scheme_end", "auth_start", "host_start", "host_end", "path_start", "query", "fragment"];
    let mut fields = Fields::new(14 * 4);
    fields.token("s", lit.into());
    let (o, port, ..) = url_core::__private::uri_parts(r);
    for (name, o) in names.into_iter().zip(o) {
        fields.token(name, Literal::u32_unsuffixed(o).into());
    }
    fields.token("port", Literal::u16_unsuffixed(port).into());
    let host = ["__private", "HostKind"];
    match r.host {
        HostKind::None => fields.path("host", krate, &[&host[..], &["None"]].concat()),
        HostKind::RegName => fields.path("host", krate, &[&host[..], &["RegName"]].concat()),
        HostKind::IpvFuture => fields.path("host", krate, &[&host[..], &["IpvFuture"]].concat()),
        HostKind::Ipv4(a) => {
            fields.call("host", krate, &[&host[..], &["Ipv4"]].concat(), array(a.map(Literal::u8_unsuffixed)))
        }
        HostKind::Ipv6(g) => {
            fields.call("host", krate, &[&host[..], &["Ipv6"]].concat(), array(g.map(Literal::u16_unsuffixed)))
        }
    }
    fields.build(krate, "UriRef", false)
}

/// The note of the one warning of a literal of `name` (`uri!`,
/// `uri_ref!`), if it has it: a password in the userinfo
/// (`url_core::__private::uri_has_password`), which RFC 3986 §3.2.1
/// deprecates and §7.5 calls a secret not to publish. http, https, ws and
/// wss take no userinfo at all: there it is an error.
fn warnings(r: &UriRef<'_>, name: &str) -> Option<String> {
    url_core::__private::uri_has_password(*r).then(|| password_note("literal", name))
}

/// The note of the password warning, for a URI "literal" or "constant"
/// (an "IRI ..." for the `iri!` macros, `name` "iri" or "iri_ref").
pub(crate) fn password_note(what: &str, name: &str) -> String {
    let noun = if name.starts_with("iri") { "an IRI" } else { "a URI" };
    format!(
        "password in {noun} {what}, a secret in source code; 'user:password' in the userinfo is deprecated \
         (RFC 3986 §3.2.1, §7.5); silence with {name}!(…, allow(password))"
    )
}

/// A `const` argument: const evaluation of the same parser (`Ty::parse_const`),
/// so that an invalid value is still a compile error, whose const panic
/// message is the literal's, caret picture included; and for `uri!` and
/// `uri_ref!`, whose URIs may have a userinfo, the password warning of a
/// literal, computed in const from the parsed value, as `url!`'s warnings
/// are (`expand::const_warnings`).
fn fallback(krate: &TokenTree, expr: TokenStream, target: UriTarget, allow: &Allow) -> TokenStream {
    let value = const_name(&expr, "URI");
    let warns = match target {
        UriTarget::Uri => Some(format!("{KRATE}::__private::uri_has_password({value}.as_uri_ref())")),
        UriTarget::UriRef => Some(format!("{KRATE}::__private::uri_has_password({value})")),
        _ => None,
    };
    let check = match warns {
        Some(warns) => {
            let note = password_note("constant", target.macro_name());
            const_warnings("uri_warning", &[("password", warns, note)], allow)
        }
        None => String::new(),
    };
    let inner = format!(
        "#[allow(non_upper_case_globals)] \
         const {value}: {KRATE}::{ty}<'static> = match {KRATE}::{ty}::parse_const(URL_LITERAL_TEXT) {{ \
            ::core::result::Result::Ok(__url_literal_ok) => __url_literal_ok, \
            ::core::result::Result::Err(__url_literal_err) => ::core::panic!(\"{{}}\", \
                {KRATE}::__private::panic_picture({prefix:?}, URL_LITERAL_TEXT, &__url_literal_err).as_str()), \
         }}; \
         {check} \
         {value}",
        ty = target.ty(),
        prefix = format!("{}: ", target.invalid()),
    );
    const_block(krate, expr, &inner)
}

/// `compile_error!` at `span`, followed by the macro's stub value so that no
/// follow-on error appears (none without `$crate`: the entry point was
/// called directly).
fn error(krate: Option<TokenTree>, message: &str, spans: (Span, Span), target: UriTarget) -> TokenStream {
    let compile_error = compile_error(message, spans);
    let Some(krate) = krate else {
        return compile_error.into_iter().collect();
    };
    let mut body: Vec<TokenTree> = compile_error;
    path(&mut body, &krate, &["__private", target.stub()]);
    TokenTree::Group(Group::new(Delimiter::Brace, body.into_iter().collect())).into()
}

#[cfg(test)]
mod tests {
    use super::UriTarget;
    use crate::diag::render_uri;

    #[track_caller]
    fn message(target: UriTarget, value: &str) -> String {
        let e = target.parse(value).map(|_| ()).unwrap_err();
        render_uri(target.invalid(), value, &e)
    }

    #[test]
    fn errors_name_the_macro_the_rule_and_the_rfc() {
        assert_eq!(
            message(UriTarget::Uri, "https://example.com/a b"),
            "invalid URI: space in path; write it as %20 (RFC 3986 §3.3)\n  https://example.com/a b\n                       \
             ^ path: expected letters, digits, \"-._~!$&'()*+,;=:@/\" and %XX escapes"
        );
        assert_eq!(
            message(UriTarget::Http, "http://user:pw@example.com/"),
            "invalid http URI: http URIs take no userinfo ('user:password@'); send credentials in a header (RFC \
             9110 §4.2.4)\n  http://user:pw@example.com/\n         ^^^^^^^^ userinfo: expected the host without 'user@'"
        );
    }

    #[test]
    fn the_views_of_the_schemes_read_by_their_own_rfcs() {
        assert_eq!(
            message(UriTarget::File, "file://h:80/x"),
            "invalid file URI: file URIs take no port; the authority is 'localhost' or a host (RFC 8089 §2)\n  \
             file://h:80/x\n          ^^^ file-auth: expected 'localhost' or a host, without ':' and a port"
        );
        assert!(message(UriTarget::Data, "urn:ab:c").starts_with("invalid data URI: expected a data URI, found"));
        assert!(message(UriTarget::Urn, "data:,x")
            .starts_with("invalid URN: expected a urn URI, found a URI of another scheme (RFC 8141 §2)"));
        assert!(
            message(UriTarget::Mailto, "mailto:a@b@c").starts_with("invalid mailto URI: character '@' in the domain")
        );
        assert!(message(UriTarget::Data, "data:;base64,QQ").starts_with("invalid data URI: base64 data whose length"));
        assert_eq!(UriTarget::File.parse("file:///x").map(|(r, _)| r.path()), Ok("/x"));
    }

    #[test]
    fn a_password_warns_and_nothing_else_does() {
        let warned = |s: &str| super::warnings(&UriTarget::UriRef.parse(s).unwrap().0, "uri_ref");
        assert_eq!(
            warned("ftp://backup:hunter2@ftp.example.org/").as_deref(),
            Some(
                "password in a URI literal, a secret in source code; 'user:password' in the userinfo is deprecated \
                 (RFC 3986 §3.2.1, §7.5); silence with uri_ref!(…, allow(password))"
            )
        );
        for s in ["ftp://backup@h/", "ftp://backup:@h/", "https://h:22/", "ssh://h:22/a%0D%0A", "/a:b"] {
            assert_eq!(warned(s), None, "{s:?}");
        }
    }

    #[test]
    fn every_target_parses_with_its_own_parser() {
        assert_eq!(UriTarget::Uri.parse("a:b").map(|(r, s)| (r.as_str(), s)), Ok(("a:b", false)));
        assert!(UriTarget::Uri.parse("/relative").is_err());
        assert_eq!(UriTarget::UriRef.parse("/relative").map(|(r, _)| r.path()), Ok("/relative"));
        assert_eq!(UriTarget::Http.parse("HTTPS://h/").map(|(_, s)| s), Ok(true));
        assert_eq!(UriTarget::Http.parse("http://h/").map(|(_, s)| s), Ok(false));
        assert!(UriTarget::Http.parse("ws://h/").is_err());
        assert_eq!(UriTarget::Ws.parse("wss://h/").map(|(_, s)| s), Ok(true));
        assert!(UriTarget::Ws.parse("https://h/").is_err());
    }
}

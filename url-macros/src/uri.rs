//! The `uri!` family: `uri!`, `uri_ref!`, `http_uri!`, `ws_uri!`, and the
//! views of the schemes read by their own RFCs, `file_uri!`, `mailto_uri!`,
//! `data_uri!` and `urn!`: the RFC 3986 grammar of url-core (`Uri::parse`,
//! `UriRef::parse`, `HttpUri::parse`, `WsUri::parse`, `FileUri::parse`, ...)
//! at compile time, with the expansion shape, the error
//! rendering and the non-literal path of `url!` (`expand.rs`).

use proc_macro2::{Literal, Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use url_core::{DataUri, FileUri, HttpUri, MailtoUri, ParseError, Uri, UriRef, Urn, WsUri};

use crate::diag;
use crate::emit::{
    classify, compile_error, compile_errors, const_block, const_name, const_span, const_warnings, literal as lit_of,
    refusal, warning, Checked, ConstWarning, Source,
};
use crate::input::{self, Allow, Call};
use crate::uriref::{parse_const, password_note, uri_help, uri_ref_fields};

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

    /// The value a macro's error yields, `$crate::__private::URI_STUB`...
    fn stub(self, krate: &TokenTree) -> TokenStream {
        let stub = match self {
            UriTarget::Uri => "URI_STUB",
            UriTarget::UriRef => "URI_REF_STUB",
            UriTarget::Http => "HTTP_URI_STUB",
            UriTarget::Ws => "WS_URI_STUB",
            UriTarget::File => "FILE_URI_STUB",
            UriTarget::Mailto => "MAILTO_URI_STUB",
            UriTarget::Data => "DATA_URI_STUB",
            UriTarget::Urn => "URN_STUB",
        };
        let stub = format_ident!("{}", stub);
        quote!(#krate::__private::#stub)
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

/// The `uri!` family: `$crate ; <argument> [, allow(..)]` to the value,
/// or to the `compile_error!` of a refusal.
pub(crate) fn expand(input: TokenStream, target: UriTarget) -> TokenStream {
    let keys: &[&str] = match target {
        UriTarget::Uri | UriTarget::UriRef => &["password", "likely_mistake"],
        _ => &[],
    };
    let runtime = format!("{}::parse({{}})", target.ty());
    let call = Call {
        name: target.macro_name(),
        example: target.example(),
        noun: target.noun(),
        keys,
        runtime: &runtime,
        consts: true,
    };
    let (krate, arg, allow) = match input::read(input, &call) {
        Ok(read) => read,
        Err((krate, e)) => return refusal(compile_errors(e), krate.map(|k| target.stub(&k))),
    };
    let source = match classify(arg) {
        Checked::Const(expr) => {
            return fallback(&krate, expr, target, &allow);
        }
        Checked::Text(source) => source,
    };
    match target.parse(&source.value) {
        Ok((r, secure)) => literal(&krate, &source, &r, secure, target, &allow),
        Err(e) => {
            let mut rendered = diag::render_uri(target.invalid(), &source.value, &e);
            // Unicode: the text may be an IRI (`iri!`), or this URI encoded
            if let Some(help) = uri_help(&source.value, target.macro_name()) {
                rendered = format!("{rendered}\n  help: {help}");
            }
            let message = source.message(rendered, target.noun());
            refusal(compile_error(&message, source.spans), Some(target.stub(&krate)))
        }
    }
}

/// `data_uri!(bytes ..)`: `$crate ; <argument>` to the decoded octets, a
/// `&'static [u8]`. A text the macro reads (a literal, `concat!`, `env!`) is
/// decoded here, by url-core's `DataUri::decode`, and the octets written as
/// a byte string literal at the argument's span: rustc reads a literal, it
/// evaluates nothing (const evaluation of the decoding took about 70 µs per
/// base64 character, and at 1 MiB hit rustc's `long_running_const_eval`).
/// A `const` argument, which only rustc can read, is decoded by const
/// evaluation of the same decoder (`DataUri::decode_array`), in a `const`
/// item whose array length is the value's `decoded_len`.
pub(crate) fn expand_bytes(input: TokenStream) -> TokenStream {
    let target = UriTarget::Data;
    let call = Call {
        name: target.macro_name(),
        example: target.example(),
        noun: target.noun(),
        keys: &[],
        runtime: "DataUri::parse({})",
        consts: true,
    };
    let (krate, arg, allow) = match input::read(input, &call) {
        Ok(read) => read,
        Err((krate, e)) => {
            return refusal(compile_errors(e), krate.map(|k| bytes_const(&k, quote!(&[]), Span::call_site())))
        }
    };
    let source = match classify(arg) {
        Checked::Const(expr) => {
            let span = const_span(&expr);
            let view = fallback(&krate, expr, target, &allow);
            // associated constants of a local type, which the argument
            // cannot name (`emit::const_block`)
            let site = crate::emit::site(span);
            let holder = format_ident!("UrlLiteralBytes", span = site);
            let (data, bytes) =
                (format_ident!("URL_LITERAL_DATA", span = site), format_ident!("URL_LITERAL_BYTES", span = site));
            let u8 = quote!(#krate::__private::core::primitive::u8);
            return quote_spanned!(span=> {
                struct #holder {}
                impl #holder {
                    const #data: #krate::DataUri<'static> = #view;
                    const #bytes: [#u8; #holder::#data.decoded_len()] = #holder::#data.decode_array();
                }
                &#holder::#bytes as &'static [#u8]
            });
        }
        Checked::Text(source) => source,
    };
    match DataUri::parse(&source.value) {
        Ok(data) => {
            let mut lit = Literal::byte_string(&data.decode());
            lit.set_span(source.spans.0);
            let guard = source.guard(&krate);
            let value = bytes_const(&krate, lit.into_token_stream(), source.spans.0);
            if guard.is_empty() {
                value
            } else {
                quote!({ #guard #value })
            }
        }
        Err(e) => {
            let rendered = diag::render_uri(target.invalid(), &source.value, &e);
            let message = source.message(rendered, target.noun());
            refusal(compile_error(&message, source.spans), Some(bytes_const(&krate, quote!(&[]), source.spans.0)))
        }
    }
}

/// `{ const URL_LITERAL_BYTES: &[u8] = value; URL_LITERAL_BYTES }`, the
/// name mixed-site at `span`: a `&'static [u8]` of `value` (a byte string
/// literal, or `&[]` after a refusal), whatever the call's context infers.
fn bytes_const(krate: &TokenTree, value: TokenStream, span: Span) -> TokenStream {
    let bytes = format_ident!("URL_LITERAL_BYTES", span = crate::emit::site(span));
    quote!({ const #bytes: &'static [#krate::__private::core::primitive::u8] = #value; #bytes })
}

/// A valid literal: a struct literal of the value, as `url!`'s
/// (`expand::literal` gives the reasons):
/// `$crate::UriRef { s: "..", scheme_end: 5, .., host: $crate::__private::HostKind::RegName }`,
/// in `$crate::Uri { 0: .. }` but for `uri_ref!`, and that in
/// `$crate::HttpUri { uri: .., secure: true }` (`WsUri`) for the typed
/// views of http and ws; for the views of the schemes read by their own RFCs
/// (`FileUri`, `MailtoUri`, `DataUri`, `Urn`), the `Uri` given to the view's
/// `const fn from_uri` in a `const` item; preceded, in a block, by the warnings and the check of an
/// assembled text when there are any.
fn literal(
    krate: &TokenTree,
    source: &Source,
    r: &UriRef<'_>,
    secure: bool,
    target: UriTarget,
    allow: &Allow,
) -> TokenStream {
    // each shape in one `quote!` around the braces of the `UriRef`
    // (`uriref::uri_ref_fields`)
    let fields = uri_ref_fields(krate, &source.lit, r);
    let mut value = match target {
        UriTarget::UriRef => quote!(#krate::UriRef #fields),
        UriTarget::Http | UriTarget::Ws => {
            let ty = format_ident!("{}", target.ty());
            quote!(#krate::#ty { uri: #krate::Uri { 0: #krate::UriRef #fields }, secure: #secure })
        }
        _ => quote!(#krate::Uri { 0: #krate::UriRef #fields }),
    };
    if target.own_rfc() {
        // the view's fields are private; its `from_uri` is a `const fn`,
        // evaluated in a `const` item so that the value stays a constant
        // (a mixed-site upper-case name: no `#[allow]`, which a user's
        // `forbid(non_upper_case_globals)` would refuse, E0453)
        let ty = format_ident!("{}", target.ty());
        let site = crate::emit::site(source.spans.0);
        let view = format_ident!("URL_LITERAL_VIEW", span = site);
        let ok = format_ident!("url_literal_ok", span = site);
        value = quote!({
            const #view: #krate::#ty<'static> = match #krate::#ty::from_uri(#value) {
                #krate::__private::core::result::Result::Ok(#ok) => #ok,
                #krate::__private::core::result::Result::Err(_) => #krate::__private::core::panic!("the view of a checked URI"),
            };
            #view
        });
    }
    // a valid literal that is likely a mistake (`Uri::suggestion`:
    // `localhost:8080`, `file://C:/x`); the typed macros fix the scheme
    let likely = matches!(target, UriTarget::Uri | UriTarget::UriRef);
    let block = checks(krate, source, r, likely, allow, target.macro_name());
    if block.is_empty() {
        return value;
    }
    quote!({ #block #value })
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

/// The note of the one warning of a literal of `name` (`uri!`,
/// `uri_ref!`), if it has it: a password in the userinfo
/// (`url_core::__private::uri_has_password`), which RFC 3986 §3.2.1
/// deprecates and §7.5 calls a secret not to publish. http, https, ws and
/// wss take no userinfo at all: there it is an error.
fn warnings(r: &UriRef<'_>, name: &str) -> Option<String> {
    url_core::__private::uri_has_password(*r).then(|| password_note("literal", name))
}

/// A `const` argument: const evaluation of the same parser (`Ty::parse_const`),
/// so that an invalid value is still a compile error, whose const panic
/// message is the literal's, caret picture included; and for `uri!` and
/// `uri_ref!`, whose URIs may have a userinfo, the password warning of a
/// literal, computed in const from the parsed value, as `url!`'s warnings
/// are (`emit::const_warnings`).
fn fallback(krate: &TokenTree, expr: TokenStream, target: UriTarget, allow: &Allow) -> TokenStream {
    let value_name = const_name(&expr, "URI");
    let user_span = const_span(&expr);
    const_block(krate, expr, |text, span, generic| {
        // the user's span: rustc's messages point at the argument
        let site = span;
        let value = format_ident!("{}", value_name, span = site);
        let ty = format_ident!("{}", target.ty(), span = site);
        let warns = match target {
            UriTarget::Uri => Some(quote_spanned!(site=> #krate::__private::uri_has_password(#value.as_uri_ref()))),
            UriTarget::UriRef => Some(quote_spanned!(site=> #krate::__private::uri_has_password(#value))),
            _ => None,
        };
        let check = match warns {
            Some(warns) => {
                let note = password_note("constant", target.macro_name());
                const_warnings(krate, "uri_warning", &[ConstWarning { key: "password", warns, note }], allow, user_span)
            }
            None => TokenStream::new(),
        };
        let prefix = lit_of(&format!("{}: ", target.invalid()), site);
        parse_const(krate, &value, &ty, text, &prefix, check, span, generic)
    })
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

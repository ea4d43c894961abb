//! The `url!` family: from a parsed literal (or a parse error, or a
//! non-literal argument) to the tokens of the expansion.

use proc_macro2::{Delimiter, Group, Literal, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use url_core::{ParseError, Scheme, Url};

use crate::diag;
use crate::emit::{
    classify, compile_error, compile_errors, const_block, const_name, const_span, const_warnings, literal as lit_of,
    refusal, warning, Checked, ConstWarning, Source,
};
use crate::input::{self, Allow, Call};

/// Which macro is expanding.
#[derive(Clone, Copy)]
pub(crate) enum Target {
    /// `url!`: any scheme.
    Any,
    /// `ftp_url!` and friends: this scheme only.
    Typed(Scheme),
}

impl Target {
    /// A URL to show in usage messages (from url-core's table of schemes).
    fn example(self) -> &'static str {
        match self {
            Target::Any => Scheme::Http.__example(),
            Target::Typed(s) => s.__example(),
        }
    }

    fn macro_name(self) -> String {
        match self {
            Target::Any => "url".to_owned(),
            Target::Typed(s) => format!("{s}_url"),
        }
    }

    /// The type the macro yields, below `$crate`.
    fn ty(self) -> &'static str {
        match self {
            Target::Any => "Url",
            Target::Typed(s) => view(s),
        }
    }

    fn parse(self, value: &str) -> Result<Url<'_>, ParseError> {
        match self {
            Target::Any => Url::parse(value),
            Target::Typed(s) => parse_typed(value, s),
        }
    }

    /// The value after a refusal, so that no follow-on error appears.
    fn stub(self, krate: &TokenTree) -> TokenStream {
        match self {
            Target::Any => quote!(#krate::__private::STUB),
            Target::Typed(s) => {
                let view = format_ident!("{}", view(s));
                quote!(#krate::#view::__from_url_unchecked(#krate::__private::STUB))
            }
        }
    }
}

/// The typed view of `s`, below `$crate` (from url-core's table of schemes).
fn view(s: Scheme) -> &'static str {
    s.__view_name()
}

/// `value` through the typed view of `s` (https through http's).
fn parse_typed(value: &str, s: Scheme) -> Result<Url<'_>, ParseError> {
    url_core::__private::parse_as(value, s)
}

/// The warnings of the `url!` family, as `allow(..)` names them.
pub(crate) const URL_KEYS: &[&str] =
    &["password", "reserved_port", "control_character", "ambiguous_host", "likely_mistake"];

/// `url!` and the typed macros: `$crate ; <argument> [, allow(..)]` to the
/// value, or to the `compile_error!` of a refusal.
pub(crate) fn expand(input: TokenStream, target: Target) -> TokenStream {
    let name = target.macro_name();
    let runtime = format!("{}::parse({{}})", target.ty());
    let call =
        Call { name: &name, example: target.example(), noun: "URL", keys: URL_KEYS, runtime: &runtime, consts: true };
    let (krate, arg, allow) = match input::read(input, &call) {
        Ok(read) => read,
        Err((krate, e)) => return refusal(compile_errors(e), krate.map(|k| target.stub(&k))),
    };
    let source = match classify(arg) {
        Checked::Const(expr) => {
            return fallback(&krate, expr, target, &allow, &name);
        }
        Checked::Text(source) => source,
    };
    match target.parse(&source.value) {
        Ok(url) => literal(&krate, &source, &url, target, &allow, &name),
        Err(e) => {
            let scheme = match target {
                // `http_url!` takes https too: name the literal's scheme
                Target::Typed(Scheme::Http) if Scheme::of(&source.value) == Some(Scheme::Https) => Some(Scheme::Https),
                Target::Typed(s) => Some(s),
                Target::Any => Scheme::of(&source.value),
            };
            let message = source.message(diag::render(&source.value, &e, scheme), "URL");
            refusal(compile_error(&message, source.spans), Some(target.stub(&krate)))
        }
    }
}

/// A valid literal: a struct literal of the value, the text and the parts
/// the parser found spelled out,
/// `$crate::Url::<'static> { s: "..", scheme_end: 4, at: 4294967295, .., kind: $crate::Scheme::Http, host_flags: 0 }`
/// (`$crate::FtpUrl { 0: $crate::Url { .. } }` for the typed macros), preceded, in a
/// block, by the warnings of RFC 1738 §6 and the check of an assembled text
/// when there are any. A struct literal of constants is itself a constant:
/// nothing runs at compile or run time to build it (no call, no `const`
/// item or block for rustc to check and evaluate), `&url!(..)` is promoted
/// to a `&'static`, and in one function body thousands of them cost linear
/// time. It is the cheapest shape measured (BENCHMARKS.md, "Build cost").
/// Spelling the lifetime (`Url::<'static>`) saves rustc 23 k instructions
/// per literal on `url!`'s `Url` and costs 15–23 k on every other shape
/// (BENCHMARKS.md, "Where the time goes"), so only `url!` spells it.
fn literal(
    krate: &TokenTree,
    source: &Source,
    url: &Url<'_>,
    target: Target,
    allow: &Allow,
    name: &str,
) -> TokenStream {
    let (o, port, kind, host_flags) = url_core::__private::parts(url);
    let [scheme_end, at, colon, host_end, auth_end, end] = [0, 1, 2, 3, 4, 5].map(|i| Literal::u32_unsuffixed(o[i]));
    let marks = o[6..].iter().map(|&m| Literal::u32_unsuffixed(m));
    let port = Literal::u16_unsuffixed(port);
    let kind = format_ident!("{}", format!("{kind:?}"));
    let host_flags = Literal::u8_unsuffixed(host_flags);
    let s = &source.lit;
    // the braces and their fields as one token tree, which `quote!` takes
    // as it is (a token stream interpolated is copied token by token)
    let fields = Group::new(
        Delimiter::Brace,
        quote! {
            s: #s, scheme_end: #scheme_end, at: #at, colon: #colon, host_end: #host_end, auth_end: #auth_end,
            end: #end, marks: [#(#marks),*], port: #port, kind: #krate::Scheme::#kind, host_flags: #host_flags,
        },
    );
    let value = match target {
        Target::Any => quote!(#krate::Url::<'static> #fields),
        Target::Typed(s) => {
            let view = format_ident!("{}", view(s));
            quote!(#krate::#view { 0: #krate::Url #fields })
        }
    };
    // `{ [guard] [warnings] value }` when there is a guard or a warning
    let mut block = source.guard(krate);
    for (key, macro_name, note) in warnings(url, name) {
        if !allow.has(key) {
            block.extend(warning(macro_name, &note, source.spans.0));
        }
    }
    if block.is_empty() {
        return value;
    }
    quote!({ #block #value })
}

/// The warnings RFC 1738 §6 calls for on a literal of `url!`, `ftp_url!`,
/// ... (`name`): for each, its `allow(..)` key, the name of the deprecated
/// macro that raises it and its note. A password, an explicit port below
/// 1024 that is not the scheme's default, an encoded CR/LF/NUL in a part a
/// client decodes onto the wire, and an IPv4 host that another parser reads
/// as a different address.
fn warnings(url: &Url<'_>, name: &str) -> Vec<(&'static str, &'static str, String)> {
    let silence = |key: &str| format!("; silence with {name}!(…, allow({key}))");
    let mut warnings = Vec::new();
    if url.password().is_some_and(|p| !p.is_empty()) {
        warnings.push((
            "password",
            "password_in_url",
            format!("password in a URL literal, a secret in source code (RFC 1738 §6){}", silence("password")),
        ));
    }
    if let Some(p) = url.port() {
        if url_core::__private::reserved_port(url) {
            let default = match url.default_port() {
                Some(d) => format!("and not the {} default {d}", url.kind()),
                None => "in a scheme without a default port".to_owned(),
            };
            warnings.push((
                "reserved_port",
                "reserved_port_in_url",
                format!(
                    "port {p} in a URL literal, below 1024 {default}: a client may speak to a server of another \
                     protocol (RFC 1738 §6){}",
                    silence("reserved_port")
                ),
            ));
        }
    }
    if let Some(c) = url.control_on_wire() {
        let what = if c.byte() == 0 { "a NUL byte" } else { "a line break" };
        warnings.push((
            "control_character",
            "control_character_in_url",
            format!(
                "encoded {} ({}) in the {} of a URL literal, which a client decodes and sends as {what}, ending \
                 the command early and simulating an extra operation (RFC 1738 §6){}",
                c.name(),
                c.escape(),
                c.component(),
                silence("control_character")
            ),
        ));
    }
    if let Some(host) = url.ambiguous_host() {
        warnings.push(("ambiguous_host", "ambiguous_host_in_url", format!("{host}{}", silence("ambiguous_host"))));
    }
    if let Some(s) = url.suggestion() {
        warnings.push(("likely_mistake", "likely_mistake_in_url", crate::diag::lookalike("URL", &s, name)));
    }
    warnings
}

/// A `const` argument (anything but a literal, `concat!` and `env!`):
/// const evaluation of the same parser, so an invalid value is still a
/// compile error, whose const panic message is the literal's, caret
/// picture included (`__private::panic_picture`); and the RFC 1738 §6
/// warnings of a literal, computed in const from the parsed value
/// (`__private::warnings`), each a deprecated function of a local type that
/// a projection picks when the warning's bit is set ([`const_warnings`]).
/// One constant, so that an invalid value is one error.
fn fallback(krate: &TokenTree, expr: TokenStream, target: Target, allow: &Allow, name: &str) -> TokenStream {
    let value_name = const_name(&expr, "URL");
    let user_span = const_span(&expr);
    let notes = [
        ("password", "warns_password", "password in a URL constant, a secret in source code (RFC 1738 §6)"),
        (
            "reserved_port",
            "warns_port",
            "port in a URL constant, below 1024 and not the scheme's default: a client may speak to a server of \
             another protocol (RFC 1738 §6)",
        ),
        (
            "control_character",
            "warns_control",
            "encoded CR, LF or NUL in a part of a URL constant that a client decodes and sends (user, password, ftp \
             path, gopher selector, search or gopher+ string, news message-id, mailto address, wais or prospero path), \
             ending the command early and simulating an extra operation (RFC 1738 §6)",
        ),
        (
            "ambiguous_host",
            "warns_host",
            "ambiguous host in a URL constant: WHATWG URL parsers and inet_aton read an IPv4 group with a leading \
             zero as octal (0127.0.0.1 is 87.0.0.1) and end the authority at a '?' in the user name or password; \
             write the groups without leading zeros and a '?' in the login as %3F (RFC 1738 §3.1)",
        ),
    ];
    const_block(krate, expr, |text, span, generic| {
        // the user's span: rustc's messages point at the argument
        let site = span;
        let value = format_ident!("{}", value_name, span = site);
        let ty = format_ident!("{}", target.ty(), span = site);
        let (as_url, prefix) = match target {
            Target::Any => (quote!(), quote_spanned!(site=> #krate::__private::url_prefix(#text))),
            Target::Typed(Scheme::Http) => {
                (quote_spanned!(site=> .as_url()), quote_spanned!(site=> #krate::__private::http_prefix(#text)))
            }
            Target::Typed(s) => {
                (quote_spanned!(site=> .as_url()), lit_of(&format!("invalid {s} URL: "), site).into_token_stream())
            }
        };
        let parse = match target {
            Target::Any => quote_spanned!(site=> #krate::Url::parse_const),
            Target::Typed(_) => quote_spanned!(site=> #krate::#ty::parse_const),
        };
        let warnings: Vec<ConstWarning> = notes
            .iter()
            .map(|&(key, test, note)| {
                let test = format_ident!("{}", test, span = site);
                ConstWarning {
                    key,
                    warns: quote_spanned!(site=> #krate::__private::#test(#value.1)),
                    note: format!("{note}; silence with {name}!(…, allow({key}))"),
                }
            })
            .collect();
        let (ok, err) =
            (format_ident!("ok", span = crate::emit::site(span)), format_ident!("err", span = crate::emit::site(span)));
        let (import, core) = crate::emit::core_alias(span);
        if generic {
            // inside `const { .. }`: no const item, no warnings (`emit::const_block`)
            return quote_spanned!(span=>
                match #parse(#text) {
                    #krate::__private::core::result::Result::Ok(#ok) => #ok,
                    #krate::__private::core::result::Result::Err(#err) => { #import #core::panic!("{}",
                        #krate::__private::panic_picture(#prefix, #text, &#err).as_str()) }
                }
            );
        }
        let checks = const_warnings(krate, "url_warning", &warnings, allow, user_span);
        quote_spanned!(span=>
            const #value: (#krate::#ty<'static>, #krate::__private::core::primitive::u16) = match #parse(#text) {
                #krate::__private::core::result::Result::Ok(#ok) => (#ok, #krate::__private::warnings(&#ok #as_url)),
                #krate::__private::core::result::Result::Err(#err) => { #import #core::panic!("{}",
                    #krate::__private::panic_picture(#prefix, #text, &#err).as_str()) }
            };
            #checks
            #value.0
        )
    })
}

#[cfg(test)]
mod tests {
    use url_core::Url;

    /// The (macro name, note) of each warning `warnings` emits for `s`, in
    /// order.
    #[track_caller]
    fn warned(s: &str) -> Vec<(String, String)> {
        super::warnings(&Url::parse(s).unwrap(), "url").into_iter().map(|(_, n, note)| (n.to_owned(), note)).collect()
    }

    #[test]
    fn no_warning_without_cause() {
        for s in [
            "http://www.example.com:80/a%0D%0Ab",
            "https://www.example.com:443/",
            "HTTPS://h:443",
            "ftp://anonymous:@ftp.example.org:21/f#%0A",
            "http://10.0.0.1:1024/",
            "gopher://h/%0D",
        ] {
            assert_eq!(warned(s), [], "{s}");
        }
    }

    #[test]
    fn a_port_is_reserved_against_the_default_of_its_own_scheme() {
        let note = |port: u16, default: &str| {
            format!(
                "port {port} in a URL literal, below 1024 {default}: a client may speak to a server of another \
                 protocol (RFC 1738 §6); silence with url!(…, allow(reserved_port))"
            )
        };
        assert_eq!(
            warned("https://h:80/"),
            [("reserved_port_in_url".to_owned(), note(80, "and not the https default 443"))]
        );
        assert_eq!(
            warned("http://h:443/"),
            [("reserved_port_in_url".to_owned(), note(443, "and not the http default 80"))]
        );
        assert_eq!(warned("https://h:443/"), []);
        assert_eq!(warned("https://h:1024/"), []);
        assert_eq!(
            warned("x-api://h:443/"),
            [("reserved_port_in_url".to_owned(), note(443, "in a scheme without a default port"))]
        );
    }

    #[test]
    fn all_four_in_order_with_their_words() {
        let names: Vec<_> = warned("ftp://u:pw@010.0.0.1:23/a%00").into_iter().map(|(n, _)| n).collect();
        assert_eq!(
            names,
            ["password_in_url", "reserved_port_in_url", "control_character_in_url", "ambiguous_host_in_url"]
        );
        assert_eq!(
            warned("ftp://u:pw@h/")[0].1,
            "password in a URL literal, a secret in source code (RFC 1738 §6); silence with url!(…, allow(password))"
        );
        assert_eq!(
            warned("http://h:25/")[0].1,
            "port 25 in a URL literal, below 1024 and not the http default 80: a client may speak to a server of \
             another protocol (RFC 1738 §6); silence with url!(…, allow(reserved_port))"
        );
        assert_eq!(
            warned("x-ssh://h:22/")[0].1,
            "port 22 in a URL literal, below 1024 in a scheme without a default port: a client may speak to a server \
             of another protocol (RFC 1738 §6); silence with url!(…, allow(reserved_port))"
        );
        assert_eq!(
            warned("gopher://h/7sel%09q%0D%0Aevil")[0].1,
            "encoded CR (%0D) in the gopher search of a URL literal, which a client decodes and sends as a line \
             break, ending the command early and simulating an extra operation (RFC 1738 §6); silence with url!(…, \
             allow(control_character))"
        );
        assert_eq!(
            warned("http://0127.0.0.1/")[0].1,
            "ambiguous host 0127.0.0.1: RFC 1738 reads every group in decimal (127.0.0.1) but WHATWG URL parsers \
             and inet_aton read a group with a leading zero as octal (87.0.0.1); write the host without leading \
             zeros (RFC 1738 §3.1 hostnumber); silence with url!(…, allow(ambiguous_host))"
        );
    }
}

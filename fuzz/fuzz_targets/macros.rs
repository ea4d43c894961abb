//! The expansion functions of url-macros on any literal text and token
//! shape: no panic, and every output is an expansion or a `compile_error!`
//! (it parses as one Rust expression); a literal the family's parser
//! accepts expands without a `compile_error!`, to a constant whose text is
//! exactly the literal's value.
//!
//! url-macros is a proc-macro crate, which no other crate can depend on:
//! its modules are included here by `#[path]`, the `#[proc_macro]` entry
//! points (one-line wrappers) left out; `proc-macro2` runs its fallback
//! implementation outside a compiler. Input: a first byte that picks the
//! macro and the shape, then UTF-8 text (lossy): the text as one string
//! literal (`macro!("text")`), as a raw string, as the tokens it lexes to
//! (`macro!(text)`), or in `concat!`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use proc_macro2::{Literal, TokenStream, TokenTree};
use quote::quote;

#[path = "../../url-macros/src/argument.rs"]
mod argument;
#[path = "../../url-macros/src/assemble.rs"]
mod assemble;
#[path = "../../url-macros/src/diag.rs"]
mod diag;
#[path = "../../url-macros/src/emit.rs"]
mod emit;
#[path = "../../url-macros/src/expand.rs"]
mod expand;
#[path = "../../url-macros/src/format.rs"]
mod format;
#[path = "../../url-macros/src/input.rs"]
mod input;
#[path = "../../url-macros/src/iri.rs"]
mod iri;
#[path = "../../url-macros/src/uri.rs"]
mod uri;
#[path = "../../url-macros/src/uriref.rs"]
mod uriref;

/// The macros, with the parse that decides whether a text is valid for each
/// (`None`: a template, which the target does not judge).
fn family(pick: u8) -> (fn(TokenStream) -> TokenStream, Option<fn(&str) -> bool>) {
    match pick % 12 {
        0 => (|t| expand::expand(t, expand::Target::Any), Some(|s| url_core::Url::parse(s).is_ok())),
        1 => (
            |t| expand::expand(t, expand::Target::Typed(url_core::Scheme::Ftp)),
            Some(|s| url_core::FtpUrl::parse(s).is_ok()),
        ),
        2 => (|t| uri::expand(t, uri::UriTarget::Uri), Some(|s| url_core::Uri::parse(s).is_ok())),
        3 => (|t| uri::expand(t, uri::UriTarget::UriRef), Some(|s| url_core::UriRef::parse(s).is_ok())),
        4 => (|t| uri::expand(t, uri::UriTarget::Http), Some(|s| url_core::HttpUri::parse(s).is_ok())),
        5 => (|t| uri::expand(t, uri::UriTarget::Ws), Some(|s| url_core::WsUri::parse(s).is_ok())),
        6 => (|t| iri::expand(t, iri::IriTarget::Iri), Some(|s| url_core::Iri::parse(s).is_ok())),
        7 => (|t| iri::expand(t, iri::IriTarget::IriRef), Some(|s| url_core::IriRef::parse(s).is_ok())),
        8 => (|t| format::expand(t, format::Form::Infallible), None),
        9 => (|t| format::expand(t, format::Form::Fallible), None),
        10 => (|t| format::expand(t, format::Form::Url), None),
        _ => (|t| format::expand(t, format::Form::TryUrl), None),
    }
}

/// Whether `ts` holds a `compile_error!`.
fn has_error(ts: &TokenStream) -> bool {
    ts.clone().into_iter().any(|t| match t {
        TokenTree::Ident(i) => i == "compile_error",
        TokenTree::Group(g) => has_error(&g.stream()),
        _ => false,
    })
}

/// The value of the first `s: "..."` field in `ts`.
fn text(ts: &TokenStream) -> Option<String> {
    let tokens: Vec<TokenTree> = ts.clone().into_iter().collect();
    for (i, t) in tokens.iter().enumerate() {
        match t {
            TokenTree::Ident(id) if id == "s" => {
                if let (Some(TokenTree::Punct(p)), Some(TokenTree::Literal(l))) = (tokens.get(i + 1), tokens.get(i + 2)) {
                    if p.as_char() == ':' {
                        let lit: syn::LitStr = syn::parse2(TokenStream::from(TokenTree::Literal(l.clone()))).ok()?;
                        return Some(lit.value());
                    }
                }
            }
            TokenTree::Group(g) => {
                if let Some(s) = text(&g.stream()) {
                    return Some(s);
                }
            }
            _ => {}
        }
    }
    None
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let body = String::from_utf8_lossy(rest);
    let (expand, valid) = family(pick);
    let lit = TokenTree::Literal(Literal::string(&body));
    let (args, value): (TokenStream, Option<&str>) = match (pick / 12) % 5 {
        0 => (quote!(#lit), Some(&body)),
        1 => match format!("r####\"{body}\"####").parse::<TokenStream>() {
            Ok(raw) if !body.contains("\"####") => (raw, Some(&body)),
            _ => return,
        },
        2 => match body.parse::<TokenStream>() {
            Ok(tokens) => (tokens, None),
            Err(_) => return,
        },
        3 => (quote!(#lit, allow(password)), Some(&body)),
        _ => (quote!(::core::concat!(#lit, 8080u16, '/', -1, 2.5, true)), None),
    };
    let out = expand(quote!(krate; #args));
    if let Err(e) = syn::parse2::<syn::Expr>(out.clone()) {
        panic!("not an expression ({e}): {out}");
    }
    if let (Some(value), Some(valid)) = (value, valid) {
        // http_uri! and ws_uri! raise no warning, so `allow(..)` is a
        // mistake there (fail/http-uri-allow-has-nothing-to-silence.rs)
        let allow_refused = (pick / 12) % 5 == 3 && matches!(pick % 12, 4 | 5);
        let accepted = valid(value) && !allow_refused;
        assert_eq!(!has_error(&out), accepted, "{value:?}: {out}");
        if accepted && pick % 12 < 8 {
            assert_eq!(text(&out).as_deref(), Some(value), "{out}");
        }
    }
});

//! The pieces every expansion is made of, built with `quote!` from tokens:
//! the text the macro read ([`Source`]), `compile_error!`, the warnings of a
//! literal and of a constant, the const evaluation of a non-literal
//! argument.
//!
//! Hygiene: the paths of a const argument's evaluation start with `$crate`
//! (`$crate::__private::core::..` for `core`), which no item of the user's
//! captures in any edition (a crate-root `mod core {}` of edition 2015
//! captures `::core`) and which keeps rustc's messages at the user's
//! spans. The items and bindings the expansion declares carry [`site`]
//! spans, `Span::mixed_site()` at the user's location: the bindings are
//! its own (a user's `const ok` does not turn `Ok(ok)` into a constant
//! pattern), and rustc keeps its style and dead-code lints to itself for
//! the items (in a crate that forbids `dead_code` or
//! `non_camel_case_types`, which no `#[allow]` could override). The two
//! macro calls whose errors are the user's, `compile_error!` and a const
//! evaluation's `panic!`, start with a name the expansion binds to `core`
//! itself ([`core_alias`]).

use proc_macro2::{Literal, Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use syn::Expr;

use crate::assemble::{assemble, Assembled};
use crate::input::{local_name, Allow, Arg};

/// `Span::mixed_site()` located at `at`: the name resolution of the macro's
/// definition for its own bindings and items, the user's place for rustc's
/// messages.
pub(crate) fn site(at: Span) -> Span {
    Span::mixed_site().located_at(at)
}

/// A text the macro read: a literal, or `concat!`/`env!` it assembled.
pub(crate) struct Source {
    /// The text, as rustc compiles it.
    pub(crate) value: String,
    /// The string literal of the expansion: a literal of exactly `value`, at
    /// the argument's span, so that the constant's text is the checked one
    /// by construction.
    pub(crate) lit: Literal,
    /// The argument's first and last token, for diagnostics that cover it.
    pub(crate) spans: (Span, Span),
    /// How the text was assembled, with the argument's tokens.
    pub(crate) assembled: Option<(Assembled, TokenStream)>,
}

/// What the macro does with its argument: check a text it can read
/// ([`Source`]), or leave it to const evaluation.
pub(crate) enum Checked {
    Text(Source),
    Const(TokenStream),
}

/// The literal of `value` at `span`.
pub(crate) fn literal(value: &str, span: Span) -> Literal {
    let mut lit = Literal::string(value);
    lit.set_span(span);
    lit
}

/// The text of `arg` when the macro can read it.
pub(crate) fn classify(arg: Arg) -> Checked {
    match arg {
        Arg::Str { span, value } => {
            Checked::Text(Source { lit: literal(&value, span), value, spans: (span, span), assembled: None })
        }
        Arg::Expr(tokens, expr) => {
            let assembled = expr.as_ref().and_then(assemble);
            let mut all = tokens.clone().into_iter();
            let first = all.next();
            let last = all.last().or_else(|| first.clone());
            match (assembled, first, last) {
                (Some(a), Some(first), Some(last)) => {
                    let spans = (first.span(), last.span());
                    Checked::Text(Source {
                        value: a.text.clone(),
                        lit: literal(&a.text, spans.0),
                        spans,
                        assembled: Some((a, tokens)),
                    })
                }
                _ => Checked::Const(tokens),
            }
        }
    }
}

impl Source {
    /// The message of an error in the text: `rendered`, and for an
    /// assembled text a last line that says where it came from.
    pub(crate) fn message(&self, rendered: String, noun: &str) -> String {
        match &self.assembled {
            None => rendered,
            Some((a, _)) => format!("{rendered}\n  note: the {noun} is {}", a.origin()),
        }
    }

    /// For an assembled text, `const _: () = $crate::__private::same_text(<argument>, "text");`:
    /// rustc evaluates the argument itself, which records each `env!`
    /// variable in the dep-info, so that changing it rebuilds the crate,
    /// and checks that the macro assembled rustc's text.
    pub(crate) fn guard(&self, krate: &TokenTree) -> TokenStream {
        let Some((_, tokens)) = &self.assembled else { return TokenStream::new() };
        let lit = &self.lit;
        quote!(const _: () = #krate::__private::same_text((#tokens), #lit);)
    }
}

/// `extern crate core as __url_literal_core;`, and `__url_literal_core` at
/// `span`: a path to `core` whose first token is the user's, for a macro
/// call whose error is the user's. rustc reports a macro call's error (a
/// `compile_error!`, a const evaluation's `panic!`) at the call's span, and
/// when the path's first token came from the macro (`$crate`, a
/// `Span::call_site()` or mixed-site `::`) it makes the error the macro's
/// ("this error originates in the macro" note, or the caret on the macro
/// call). A path of the user's spans is read in the user's edition and
/// scope, where `::core` of edition 2015 names a crate-root `mod core {}`
/// first, and `compile_error!` a local `macro_rules!`: so the path starts
/// with a name the expansion declares in its own block. An `extern crate`
/// names a crate, not a path (the same in every edition, no local item
/// captures it), and rustc binds it as it reads the expansion: a `use
/// ::core as ..` binds only once imports are resolved, which defers the
/// call and turns the order of the errors of a file around.
pub(crate) fn core_alias(span: Span) -> (TokenStream, proc_macro2::Ident) {
    let alias = proc_macro2::Ident::new("__url_literal_core", span);
    (quote_spanned!(site(span)=> extern crate core as #alias;), alias)
}

/// `{ extern crate core as __url_literal_core; __url_literal_core::compile_error!("message") }`,
/// from the first span to the second: rustc underlines a macro call from
/// its path to its closing delimiter, so the path takes the first and the
/// parentheses the second. Every token of the call at the user's spans, so
/// that the error is the user's, the path through [`core_alias`] (no local
/// item captures it, in any edition).
pub(crate) fn compile_error(message: &str, (span, end): (Span, Span)) -> TokenStream {
    let msg = literal(message, end);
    let (import, core) = core_alias(span);
    let path = quote_spanned!(span=> #core::compile_error!);
    let mut parens = proc_macro2::Group::new(proc_macro2::Delimiter::Parenthesis, msg.into_token_stream());
    parens.set_span(end);
    quote!({ #import #path #parens })
}

/// One `compile_error!` per message of `e` (several when errors were
/// combined), each at its span.
pub(crate) fn compile_errors(e: syn::Error) -> TokenStream {
    e.into_iter().map(|e| compile_error(&e.to_string(), (e.span(), e.span()))).collect()
}

/// The expansion of a refusal: the `compile_error!`s, then `stub`, a value
/// of the macro's type that is not an endless loop or a panic, so that no
/// follow-on error (no "unreachable expression") appears; the errors alone
/// without `$crate` (the entry point was called directly).
pub(crate) fn refusal(errors: TokenStream, stub: Option<TokenStream>) -> TokenStream {
    match stub {
        Some(stub) => quote!({ #errors #stub }),
        None => errors,
    }
}

/// `#[deprecated(note = "note")] macro_rules! name { () => {} } name!();`,
/// every token at `span` (the literal): the one warning a proc macro can
/// raise on stable Rust. rustc prints a macro's deprecation with the path
/// as written at the call (`use of deprecated macro `name`: note`), not
/// the path of the expanding item; and the span in the user's code spares
/// the note about the macro the warning comes from. `#[allow(deprecated)]`
/// on the item or statement still silences it.
pub(crate) fn warning(name: &str, note: &str, span: Span) -> TokenStream {
    let name = format_ident!("{}", name, span = span);
    let note = literal(note, span);
    quote_spanned!(span=> #[deprecated(note = #note)] macro_rules! #name { () => {} } #name!();)
}

/// The name of the constant that evaluates a `const` argument, which rustc
/// names when the evaluation fails ("evaluation of `main::HOME` failed
/// here"): the argument's own name when it is a path to a name without
/// lower-case letters (`HOME`, `config::HOME`), else `default`.
pub(crate) fn const_name(expr: &TokenStream, default: &str) -> String {
    match syn::parse2::<Expr>(expr.clone()) {
        Ok(Expr::Path(p)) if p.qself.is_none() => {
            let last = p.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
            // Not a name with lower-case letters (the warnings' types are
            // lower-case), nor one the expansion uses.
            if last.is_empty()
                || last.chars().any(char::is_lowercase)
                || last == "_"
                || last.starts_with("URL_LITERAL_")
            {
                default.to_owned()
            } else {
                last
            }
        }
        _ => default.to_owned(),
    }
}

/// The span of a const argument's messages: a path's last name (`HOME` in
/// `config::HOME`), else its first token.
pub(crate) fn const_span(expr: &TokenStream) -> Span {
    if let Ok(Expr::Path(p)) = syn::parse2::<Expr>(expr.clone()) {
        if let Some(last) = p.path.segments.last() {
            return last.ident.span();
        }
    }
    expr.clone().into_iter().next().map_or_else(Span::call_site, |t| t.span())
}

/// One warning of the const path: its `allow(..)` key, the `bool` constant
/// expression that says whether it fires, and its note.
pub(crate) struct ConstWarning {
    pub(crate) key: &'static str,
    pub(crate) warns: TokenStream,
    pub(crate) note: String,
}

/// The warnings of the const path: a local type `ty` with one deprecated
/// associated function per warning, named after its `allow(..)` key, and
/// for each warning not allowed a call of that function on the type
/// `__private::Pick` selects: `ty` when `warns` (a const `bool`) holds,
/// `__private::Quiet`, whose functions are not deprecated, otherwise.
/// rustc prints the path of the function, here `<enclosing item>::ty::key`.
/// One type for all the warnings, as few items as rustc must check. The
/// type and its functions carry [`site`] spans (rustc's style and dead
/// code lints stay quiet on them without an `#[allow]`), the calls the
/// user's `span`, where the deprecation is reported.
pub(crate) fn const_warnings(
    krate: &TokenTree,
    ty: &str,
    warnings: &[ConstWarning],
    allow: &Allow,
    span: Span,
) -> TokenStream {
    let warnings: Vec<_> = warnings.iter().filter(|w| !allow.has(w.key)).collect();
    if warnings.is_empty() || in_rust_analyzer() {
        return TokenStream::new();
    }
    let site = site(span);
    let ty_def = format_ident!("{}", ty, span = site);
    let ty_use = format_ident!("{}", ty, span = span);
    let fns = warnings.iter().map(|w| {
        let key = format_ident!("{}", w.key, span = site);
        let note = literal(&w.note, site);
        quote_spanned!(site=> #[deprecated(note = #note)] const fn #key() {})
    });
    let calls = warnings.iter().map(|w| {
        let key = format_ident!("{}", w.key, span = span);
        let warns = &w.warns;
        quote_spanned!(span=>
            <<#krate::__private::If<{ #warns }> as #krate::__private::Pick<#ty_use, #krate::__private::Quiet>>::Out>::#key();
        )
    });
    quote_spanned!(site=> struct #ty_def; impl #ty_def { #(#fns)* } #(#calls)*)
}

/// Whether the macro runs in rust-analyzer's proc-macro server
/// (`rust-analyzer-proc-macro-srv`, or `rust-analyzer` itself) rather than
/// in rustc. rust-analyzer does not evaluate the parser in a warning's
/// condition (`If<{ warns }>`, [`const_warnings`]), nor the same expression
/// in a named constant, so it cannot tell which type `Pick` picks, and it
/// reported each call as an error (E0599 and E0425: 30 on a small crate
/// whose arguments are constants, where `cargo check` reports none). There
/// the expansion leaves the warnings out: an editor shows rustc's warnings
/// through `cargo check` as before, and no false error. (rust-analyzer's
/// `cfg(rust_analyzer)` is set for the crates of the workspace only, not
/// for url-literal from a registry, and rustc lints it as an unexpected
/// `cfg` in the user's crate when an expansion carries it.)
fn in_rust_analyzer() -> bool {
    static IN: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *IN.get_or_init(|| {
        std::env::current_exe()
            .ok()
            .and_then(|exe| exe.file_stem().map(|s| s.to_string_lossy().starts_with("rust-analyzer")))
            .unwrap_or(false)
    })
}

/// Whether a const argument may name a generic parameter of the enclosing
/// function, which neither a const item nor a const generic argument can
/// see (E0401): a path with a qualified self (`<T as Trait>::URL`), with
/// generic arguments (`Pair::<T>::URL`), or whose first name is `Self` or a
/// capitalized name, a type (`T::URL`, `Config::URL`). A single name never
/// is (stable Rust has no `&str` const parameter), nor a path from a module
/// (`config::HOME`, `crate::HOME`).
pub(crate) fn may_be_generic(expr: &TokenStream) -> bool {
    fn path(e: &Expr) -> Option<&syn::ExprPath> {
        match e {
            Expr::Path(p) => Some(p),
            Expr::Paren(p) => path(&p.expr),
            Expr::Group(g) => path(&g.expr),
            _ => None,
        }
    }
    let Ok(e) = syn::parse2::<Expr>(expr.clone()) else { return false };
    let Some(p) = path(&e) else { return false };
    let segments = &p.path.segments;
    p.qself.is_some()
        || segments.iter().any(|s| !s.arguments.is_none())
        || (segments.len() >= 2 && p.path.leading_colon.is_none() && {
            let first = segments[0].ident.to_string();
            first == "Self" || first.starts_with(|c: char| c.is_uppercase())
        })
}

/// `{ struct UrlLiteralText {} impl UrlLiteralText { const URL_LITERAL_TEXT: &str = (expr); } { inner } }`, the tokens of
/// `inner` at the span of the argument (its last name for a path, else its
/// first token), so that rustc's messages point at the argument and not
/// into the macro. Two blocks: the constant of `inner` may take the
/// argument's name ([`const_name`]) without the argument naming it.
/// `inner` gets the constant's name, the span, and whether the argument
/// [may name a generic parameter](may_be_generic) or is a [lower-case name
/// alone](crate::input::local_name): then the expansion is an inline
/// `const { let text: &str = (expr); inner }` block, which may name a
/// generic parameter, and where rustc's error for a local variable is on
/// the name ("non-constant value", with its help to make it a `const`), not
/// "this would need to be a `let`" about a const item the user never wrote;
/// `inner` must be an expression that defines no const item either (the
/// value's warnings, computed in const items and const generic arguments,
/// are not raised for it: a generic value is not known before the function
/// is instantiated; a lower-case constant, against Rust's naming rules,
/// loses them too).
pub(crate) fn const_block(
    krate: &TokenTree,
    expr: TokenStream,
    inner: impl FnOnce(&TokenStream, Span, bool) -> TokenStream,
) -> TokenStream {
    let span = const_span(&expr);
    if may_be_generic(&expr) || syn::parse2::<Expr>(expr.clone()).is_ok_and(|e| local_name(&e)) {
        let text = format_ident!("url_literal_text", span = site(span));
        let inner = inner(&text.to_token_stream(), span, true);
        // `const` and the block at the argument: rustc's "erroneous constant" note points there.
        // the argument in parentheses of the macro's (mixed-site): rustc's
        // `unused_parens` leaves them alone, and the user's `(lower)` inside
        let mut expr = proc_macro2::Group::new(proc_macro2::Delimiter::Parenthesis, expr);
        expr.set_span(site(span));
        let block = quote_spanned!(span=> { let #text: &#krate::__private::core::primitive::str = #expr; #inner });
        return quote_spanned!(span=> const #block);
    }
    // The text an associated constant of a local type: an item of the block
    // is in scope in the whole block, its initializer included, whatever its
    // span's hygiene (mixed-site names items as call-site does), so a user's
    // `URL_LITERAL_TEXT` in the argument would name a constant of the block
    // (E0391, a cycle); an associated constant is in scope nowhere unqualified.
    let holder = format_ident!("UrlLiteralText", span = site(span));
    let name = format_ident!("URL_LITERAL_TEXT", span = site(span));
    let text = quote_spanned!(site(span)=> #holder::#name);
    let inner = inner(&text, span, false);
    quote!({
        struct #holder {}
        impl #holder { const #name: &'static #krate::__private::core::primitive::str = (#expr); }
        { #inner }
    })
}

#[cfg(test)]
mod generic_tests {
    use super::may_be_generic;
    use quote::quote;

    #[test]
    fn a_path_through_a_type_may_name_a_generic_parameter() {
        for generic in [
            quote!(T::URL),
            quote!(Self::URL),
            quote!(<T as HasUrl>::URL),
            quote!(Pair::<T>::URL),
            quote!(config::Pair::<u8, u16>::URL),
            quote!((T::URL)),
            quote!(Config::URL),
        ] {
            assert!(may_be_generic(&generic), "{generic}");
        }
        for plain in [
            quote!(URL),
            quote!(url),
            quote!(config::HOME),
            quote!(crate::HOME),
            quote!(::cfg::Cfg::HOME),
            quote!({ T::URL }),
            quote!(concat!("a:", "b")),
        ] {
            assert!(!may_be_generic(&plain), "{plain}");
        }
    }
}

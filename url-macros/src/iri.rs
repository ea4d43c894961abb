//! The `iri!` family: `iri!` and `iri_ref!`, the RFC 3987 grammar of
//! url-core (`Iri::parse`, `IriRef::parse`) at compile time, with the
//! expansion shape of `uri!` (`uri.rs`: the literal and its offsets, so
//! nothing is parsed again), its warnings and its non-literal path.
//! The expansion is `uri!`'s: `$crate::Iri { 0: $crate::UriRef { s: "..",
//! scheme_end: 5, .. } }` (`IriRef` likewise), the offsets of the IRI over
//! its text being a `UriRef`'s. And `iri_uri!`, the URI of an IRI literal (RFC 3987 §3.1) as a `Uri`
//! constant, its host in punycode for the DNS schemes (url-core's `idna`
//! feature, here at compile time).

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};
use url_core::{Iri, IriRef, ParseError, Uri};

use crate::diag;
use crate::emit::{
    classify, compile_error, compile_errors, const_block, const_name, const_span, const_warnings, literal as lit_of,
    refusal, warning, Checked, ConstWarning,
};
use crate::input::{self, Allow, Call};
use crate::uriref::{parse_const, password_note, uri_of, uri_ref_fields};

/// Which macro of the family is expanding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IriTarget {
    /// `iri!`: `IRI`, yields `Iri<'static>`.
    Iri,
    /// `iri_ref!`: `IRI-reference`, yields `IriRef<'static>`.
    IriRef,
    /// `iri_uri!`: an `IRI`, yields the `Uri<'static>` of RFC 3987 §3.1.
    Uri,
}

impl IriTarget {
    fn macro_name(self) -> &'static str {
        match self {
            IriTarget::Iri => "iri",
            IriTarget::IriRef => "iri_ref",
            IriTarget::Uri => "iri_uri",
        }
    }

    /// A value to show in usage messages.
    fn example(self) -> &'static str {
        match self {
            IriTarget::Iri | IriTarget::Uri => "https://example.com/café",
            IriTarget::IriRef => "../café?q=ü",
        }
    }

    /// What the argument is, in usage messages.
    fn noun(self) -> &'static str {
        match self {
            IriTarget::IriRef => "IRI reference",
            _ => "IRI",
        }
    }

    /// The type the macro yields, below `$crate`.
    fn ty(self) -> &'static str {
        match self {
            IriTarget::Iri => "Iri",
            IriTarget::IriRef => "IriRef",
            IriTarget::Uri => "Uri",
        }
    }

    /// The start of an error's first line.
    fn invalid(self) -> &'static str {
        match self {
            IriTarget::IriRef => "invalid IRI reference",
            IriTarget::Iri | IriTarget::Uri => "invalid IRI",
        }
    }

    /// The value a macro's error yields, `$crate::__private::IRI_STUB`...
    fn stub(self, krate: &TokenTree) -> TokenStream {
        let stub = match self {
            IriTarget::Iri => "IRI_STUB",
            IriTarget::IriRef => "IRI_REF_STUB",
            IriTarget::Uri => "URI_STUB",
        };
        let stub = format_ident!("{}", stub);
        quote!(#krate::__private::#stub)
    }

    /// Parses `value` with url-core's parser of this target.
    fn parse(self, value: &str) -> Result<IriRef<'_>, ParseError> {
        match self {
            IriTarget::Iri | IriTarget::Uri => Iri::parse(value).map(|i| i.as_iri_ref()),
            IriTarget::IriRef => IriRef::parse(value),
        }
    }
}

/// The `iri!` family: `$crate ; <argument> [, allow(..)]` to the value,
/// or to the `compile_error!` of a refusal.
pub(crate) fn expand(input: TokenStream, target: IriTarget) -> TokenStream {
    let keys: &[&str] = &["password", "likely_mistake"];
    let runtime = match target {
        IriTarget::Uri => "Iri::parse({})?.to_uri()".to_owned(),
        _ => format!("{}::parse({{}})", target.ty()),
    };
    let call = Call {
        name: target.macro_name(),
        example: target.example(),
        noun: target.noun(),
        keys,
        runtime: &runtime,
        consts: !matches!(target, IriTarget::Uri),
    };
    let (krate, arg, allow) = match input::read(input, &call) {
        Ok(read) => read,
        Err((krate, e)) => return refusal(compile_errors(e), krate.map(|k| target.stub(&k))),
    };
    let source = match classify(arg) {
        Checked::Const(expr) if target == IriTarget::Uri => {
            let message = "iri_uri! takes a string literal (or concat!/env! of literals): it computes the URI when \
                           it expands; for a constant IRI, write iri!(CONST).to_uri() at run time";
            let span = expr.into_iter().next().map_or_else(Span::call_site, |t| t.span());
            return refusal(compile_error(message, (span, span)), Some(target.stub(&krate)));
        }
        Checked::Const(expr) => {
            return fallback(&krate, expr, target, &allow);
        }
        Checked::Text(source) => source,
    };
    let r = match target.parse(&source.value) {
        Ok(r) => r,
        Err(e) => {
            let message = source.message(diag::render_uri(target.invalid(), &source.value, &e), target.noun());
            return refusal(compile_error(&message, source.spans), Some(target.stub(&krate)));
        }
    };
    // The offsets of the IRI: a `UriRef` over its text (`IriRef`'s hidden
    // field), whose accessors are the IRI's.
    let view = r.0;
    let mut block = source.guard(&krate);
    if url_core::__private::uri_has_password(view) && !allow.has("password") {
        block.extend(warning("password_in_iri", &password_note("literal", target.macro_name()), source.spans.0));
    }
    if let Some(s) = view.as_uri().and_then(|u| u.suggestion()).filter(|_| !allow.has("likely_mistake")) {
        let note = diag::lookalike("IRI", &s, target.macro_name());
        block.extend(warning("likely_mistake_in_iri", &note, source.spans.0));
    }
    let value = match target {
        IriTarget::IriRef | IriTarget::Iri => {
            let ty = format_ident!("{}", target.ty());
            let fields = uri_ref_fields(&krate, &source.lit, &view);
            quote!(#krate::#ty { 0: #krate::UriRef #fields })
        }
        IriTarget::Uri => {
            let iri = r.as_iri().expect("iri_uri! parses an IRI");
            let uri = match uri_of(&iri) {
                Ok(uri) => uri,
                Err(rendered) => {
                    let message = source.message(rendered, target.noun());
                    return refusal(compile_error(&message, source.spans), Some(target.stub(&krate)));
                }
            };
            let lit = lit_of(uri.as_str(), source.lit.span());
            let parsed = Uri::parse(uri.as_str()).expect("the URI of an IRI is a URI");
            let fields = uri_ref_fields(&krate, &lit, &parsed.as_uri_ref());
            quote!(#krate::Uri { 0: #krate::UriRef #fields })
        }
    };
    if block.is_empty() {
        return value;
    }
    quote!({ #block #value })
}

/// A `const` argument: const evaluation of the same parser
/// (`Iri::parse_const`), with the panic picture and the password warning
/// of `uri!`'s non-literal path.
fn fallback(krate: &TokenTree, expr: TokenStream, target: IriTarget, allow: &Allow) -> TokenStream {
    let value_name = const_name(&expr, "IRI");
    let user_span = const_span(&expr);
    const_block(krate, expr, |text, span, generic| {
        // the user's span: rustc's messages point at the argument
        let site = span;
        let value = format_ident!("{}", value_name, span = site);
        let ty = format_ident!("{}", target.ty(), span = site);
        let warns = quote_spanned!(site=> #krate::__private::uri_has_password(#value.0));
        let note = password_note("constant", target.macro_name());
        let check =
            const_warnings(krate, "iri_warning", &[ConstWarning { key: "password", warns, note }], allow, user_span);
        let prefix = lit_of(&format!("{}: ", target.invalid()), site);
        parse_const(krate, &value, &ty, text, &prefix, check, span, generic)
    })
}

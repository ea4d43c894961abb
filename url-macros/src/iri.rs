//! The `iri!` family: `iri!` and `iri_ref!`, the RFC 3987 grammar of
//! url-core (`Iri::parse`, `IriRef::parse`) at compile time, with the
//! expansion shape of `uri!` (`uri.rs`: the literal and its offsets, so
//! nothing is parsed again), its warnings and its non-literal path; and
//! The expansion is `uri!`'s: `$crate::Iri { 0: $crate::UriRef { s: "..",
//! scheme_end: 5, .. } }` (`IriRef` likewise), the offsets of the IRI over
//! its text being a `UriRef`'s. And `iri_uri!`, the URI of an IRI literal (RFC 3987 §3.1) as a `Uri`
//! constant, its host in punycode for the DNS schemes (url-core's `idna`
//! feature, here at compile time).

use proc_macro::{Delimiter, Group, Literal, Span, TokenStream, TokenTree};
use url_core::idna::idna_host;
use url_core::render::{Escaped, Marked};
use url_core::{Iri, IriRef, ParseError, Uri, UriBuf};

use crate::diag;
use crate::expand::{
    classify, compile_error, const_block, const_name, const_warnings, path, warning, Checked, Fields, KRATE,
};
use crate::input::{self, Allow, Call};
use crate::uri::{password_note, uri_ref_value};

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

    /// The value after `$crate::__private::` that a macro's error yields.
    fn stub(self) -> &'static str {
        match self {
            IriTarget::Iri => "IRI_STUB",
            IriTarget::IriRef => "IRI_REF_STUB",
            IriTarget::Uri => "URI_STUB",
        }
    }

    /// Parses `value` with url-core's parser of this target.
    fn parse(self, value: &str) -> Result<IriRef<'_>, ParseError> {
        match self {
            IriTarget::Iri | IriTarget::Uri => Iri::parse(value).map(|i| i.as_iri_ref()),
            IriTarget::IriRef => IriRef::parse(value),
        }
    }
}

pub(crate) fn expand(input: TokenStream, target: IriTarget) -> TokenStream {
    let keys: &[&str] = &["password", "likely_mistake"];
    let call = Call { name: target.macro_name(), example: target.example(), noun: target.noun(), keys };
    let (krate, arg, allow) = match input::read(input, &call) {
        Ok(read) => read,
        Err((krate, misuse)) => return error(krate, &misuse.message, (misuse.span, misuse.span), target),
    };
    let source = match classify(arg) {
        Checked::Const(expr) if target == IriTarget::Uri => {
            let message = "iri_uri! takes a string literal (or concat!/env! of literals): it computes the URI when \
                           it expands; for a constant IRI, write iri!(CONST).to_uri() at run time";
            let span = expr.into_iter().next().map_or_else(Span::call_site, |t| t.span());
            return error(Some(krate), message, (span, span), target);
        }
        Checked::Const(expr) => return fallback(&krate, expr, target, &allow),
        Checked::Text(source) => source,
    };
    let r = match target.parse(&source.value) {
        Ok(r) => r,
        Err(e) => {
            let message = source.message(diag::render_uri(target.invalid(), &source.value, &e), target.noun());
            return error(Some(krate), &message, source.spans, target);
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
            let mut newtype = Fields::new(4);
            newtype.tokens("0", uri_ref_value(&krate, source.lit.clone(), &view));
            newtype.build(&krate, target.ty(), false)
        }
        IriTarget::Uri => {
            let iri = r.as_iri().expect("iri_uri! parses an IRI");
            let uri = match uri_of(&iri) {
                Ok(uri) => uri,
                Err(rendered) => {
                    let message = source.message(rendered, target.noun());
                    return error(Some(krate), &message, source.spans, target);
                }
            };
            let mut lit = Literal::string(uri.as_str());
            lit.set_span(source.lit.span());
            let parsed = Uri::parse(uri.as_str()).expect("the URI of an IRI is a URI");
            let mut newtype = Fields::new(4);
            newtype.tokens("0", uri_ref_value(&krate, lit, &parsed.as_uri_ref()));
            newtype.build(&krate, "Uri", false)
        }
    };
    if block.is_empty() {
        return value;
    }
    block.extend(value);
    TokenTree::Group(Group::new(Delimiter::Brace, block)).into()
}

/// The URI of `iri` (RFC 3987 §3.1) as `iri_uri!` yields it: with the
/// feature `idna`, a Unicode host of a DNS scheme in punycode
/// (`url_core::idna::to_uri_idna`); or the message of the error.
#[cfg(feature = "idna")]
fn uri_of(iri: &Iri<'_>) -> Result<UriBuf, String> {
    url_core::idna::to_uri_idna(iri).map_err(|e| {
        format!(
            "invalid IRI for iri_uri!: {}\n{} ireg-name: expected a host IDNA writes in ASCII\n  help: iri!(\"{}\") \
             keeps the host as written, and to_uri() percent-encodes it",
            Escaped::new(&e.to_string()),
            Marked::new(iri.as_str(), e.offset(), e.length()),
            Escaped::new(iri.as_str())
        )
    })
}

/// The URI of `iri` (RFC 3987 §3.1) as `iri_uri!` yields it, without the
/// feature `idna`: a Unicode host of a DNS scheme, which goes to punycode,
/// is an error that names the feature ([`needs_idna`]).
#[cfg(not(feature = "idna"))]
fn uri_of(iri: &Iri<'_>) -> Result<UriBuf, String> {
    match idna_host(iri) {
        Some((offset, host)) => Err(needs_idna(iri.as_str(), offset, host)),
        None => Ok(iri.to_uri()),
    }
}

/// The message of `iri_uri!` on a Unicode host of a DNS scheme (at
/// `offset` in `value`) without the feature `idna`.
#[cfg_attr(feature = "idna", allow(dead_code))]
fn needs_idna(value: &str, offset: usize, host: &str) -> String {
    format!(
        "iri_uri! writes the host '{}' in punycode (IDNA, RFC 3987 §3.1), which needs the feature `idna` of \
         url-literal\n{} ireg-name\n  help: turn on url-literal's `idna` feature, or write iri!(\"{}\") and \
         to_uri(), which percent-encodes the host",
        Escaped::new(host),
        Marked::new(value, offset, host.len()),
        Escaped::new(value)
    )
}

/// A `const` argument: const evaluation of the same parser
/// (`Iri::parse_const`), with the panic picture and the password warning
/// of `uri!`'s non-literal path.
fn fallback(krate: &TokenTree, expr: TokenStream, target: IriTarget, allow: &Allow) -> TokenStream {
    let value = const_name(&expr, "IRI");
    let warns = format!("{KRATE}::__private::uri_has_password({value}.0)");
    let note = password_note("constant", target.macro_name());
    let check = const_warnings("iri_warning", &[("password", warns, note)], allow);
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

/// `compile_error!` at `spans`, followed by the macro's stub value.
fn error(krate: Option<TokenTree>, message: &str, spans: (Span, Span), target: IriTarget) -> TokenStream {
    let compile_error = compile_error(message, spans);
    let Some(krate) = krate else {
        return compile_error.into_iter().collect();
    };
    let mut body: Vec<TokenTree> = compile_error;
    path(&mut body, &krate, &["__private", target.stub()]);
    TokenTree::Group(Group::new(Delimiter::Brace, body.into_iter().collect())).into()
}

/// The `help:` of `uri!` and `uri_ref!` on a literal that is an IRI but not
/// a URI (characters outside ASCII): the `iri!` call, and the URI with
/// those characters percent-encoded (RFC 3987 §3.1), ready to paste; none
/// when the text is not an IRI either, or is ASCII.
pub(crate) fn uri_help(value: &str, name: &str) -> Option<String> {
    if value.is_ascii() {
        return None;
    }
    let (iri, uri, idna) = match name {
        "uri_ref" => ("iri_ref", IriRef::parse(value).ok()?.to_uri_ref().as_str().to_owned(), None),
        _ => {
            let iri = Iri::parse(value).ok()?;
            let idna = idna_host(&iri).and_then(|_| uri_of(&iri).ok());
            ("iri", iri.to_uri().as_str().to_owned(), idna)
        }
    };
    let mut help = format!(
        "a URI is ASCII; for the text as written use {iri}!(\"{}\") (RFC 3987), or percent-encode it: {name}!(\"{}\")",
        Escaped::new(value),
        uri
    );
    if let Some(idna) = idna {
        // a host of a DNS scheme: iri_uri! writes it in punycode
        help += &format!(", or with the host in punycode: iri_uri!(\"{}\") is {}", Escaped::new(value), idna.as_str());
    }
    Some(help)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_idna_a_unicode_dns_host_names_the_feature() {
        let iri = Iri::parse("https://bücher.example/").unwrap();
        let (offset, host) = idna_host(&iri).unwrap();
        assert_eq!(
            needs_idna(iri.as_str(), offset, host),
            "iri_uri! writes the host 'bücher.example' in punycode (IDNA, RFC 3987 §3.1), which needs the feature \
             `idna` of url-literal\n  https://bücher.example/\n          ^^^^^^^^^^^^^^ ireg-name\n  help: turn on \
             url-literal's `idna` feature, or write iri!(\"https://bücher.example/\") and to_uri(), which \
             percent-encodes the host"
        );
        assert_eq!(idna_host(&Iri::parse("foo://bücher/").unwrap()), None);
        assert_eq!(idna_host(&Iri::parse("https://example.com/ü").unwrap()), None);
    }

    /// With `idna`, the help of a Unicode DNS host shows its punycode URI.
    #[cfg(feature = "idna")]
    #[test]
    fn a_unicode_dns_host_shows_iri_uri() {
        assert_eq!(
            uri_help("https://bücher.example/", "uri").as_deref(),
            Some(
                "a URI is ASCII; for the text as written use iri!(\"https://bücher.example/\") (RFC 3987), or \
                 percent-encode it: uri!(\"https://b%C3%BCcher.example/\"), or with the host in punycode: \
                 iri_uri!(\"https://bücher.example/\") is https://xn--bcher-kva.example/"
            )
        );
    }

    #[test]
    fn a_uri_literal_with_unicode_names_iri() {
        assert_eq!(
            uri_help("https://de.wikipedia.org/wiki/München", "uri").as_deref(),
            Some(
                "a URI is ASCII; for the text as written use iri!(\"https://de.wikipedia.org/wiki/München\") (RFC \
                 3987), or percent-encode it: uri!(\"https://de.wikipedia.org/wiki/M%C3%BCnchen\")"
            )
        );
        assert_eq!(
            uri_help("//bücher.example/", "uri_ref").as_deref(),
            Some(
                "a URI is ASCII; for the text as written use iri_ref!(\"//bücher.example/\") (RFC 3987), or \
                 percent-encode it: uri_ref!(\"//b%C3%BCcher.example/\")"
            )
        );
        assert_eq!(uri_help("https://example.com/a b", "uri"), None);
        assert_eq!(uri_help("https://example.com/\u{202e}", "uri"), None);
    }
}

//! What the `uri!` and `iri!` families share, below both: the struct
//! literal of a `UriRef` (the offsets of a URI or of an IRI over its text),
//! the note of the password warning, the const evaluation of a non-literal
//! argument ([`parse_const`]), the URI of an IRI (RFC 3987 §3.1) and
//! the `help:` that offers `iri!` for a Unicode `uri!` literal.

use proc_macro2::{Delimiter, Group, Ident, Literal, Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};
use url_core::__private::HostKind;
use url_core::idna::idna_host;
use url_core::render::{Escaped, Marked};
use url_core::{Iri, IriRef, UriBuf, UriRef};

/// The braces of `$crate::UriRef { s: lit, scheme_end: 5, .., host: $crate::__private::HostKind::RegName }`,
/// the struct literal of `r`, whose text `lit` is (the `iri!` macros use it
/// too, for the offsets of an IRI and for the URI of `iri_uri!`): one
/// token tree, which the struct literals of the views take as it is, each
/// in one `quote!` (BENCHMARKS.md, "Build cost": a token stream
/// interpolated in `quote!` costs the macro about 11 k instructions, a
/// token tree a few hundred).
pub(crate) fn uri_ref_fields(krate: &TokenTree, lit: &Literal, r: &UriRef<'_>) -> Group {
    let (o, port, ..) = url_core::__private::uri_parts(r);
    let [scheme_end, auth_start, host_start, host_end, path_start, query, fragment] = o.map(Literal::u32_unsuffixed);
    let port = Literal::u16_unsuffixed(port);
    let (kind, payload) = match r.host {
        HostKind::None => ("None", None),
        HostKind::RegName => ("RegName", None),
        HostKind::IpvFuture => ("IpvFuture", None),
        HostKind::Ipv4(a) => {
            let a = a.map(Literal::u8_unsuffixed);
            ("Ipv4", Some(Group::new(Delimiter::Parenthesis, quote!([#(#a),*]))))
        }
        HostKind::Ipv6(g) => {
            let g = g.map(Literal::u16_unsuffixed);
            ("Ipv6", Some(Group::new(Delimiter::Parenthesis, quote!([#(#g),*]))))
        }
    };
    let kind = Ident::new(kind, Span::call_site());
    Group::new(
        Delimiter::Brace,
        quote! {
            s: #lit, scheme_end: #scheme_end, auth_start: #auth_start, host_start: #host_start,
            host_end: #host_end, path_start: #path_start, query: #query, fragment: #fragment, port: #port,
            host: #krate::__private::HostKind::#kind #payload,
        },
    )
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

/// The URI of `iri` (RFC 3987 §3.1) as `iri_uri!` yields it: with the
/// feature `idna`, a Unicode host of a DNS scheme in punycode
/// (`url_core::idna::to_uri_idna`); or the message of the error.
#[cfg(feature = "idna")]
pub(crate) fn uri_of(iri: &Iri<'_>) -> Result<UriBuf, String> {
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
pub(crate) fn uri_of(iri: &Iri<'_>) -> Result<UriBuf, String> {
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

/// `const VALUE: $crate::Ty<'static> = match $crate::Ty::parse_const(TEXT) { .. panic_picture .. }; check VALUE`:
/// the const evaluation of a `const` argument of the `uri!` and `iri!`
/// families; for an argument that [may name a generic parameter](crate::emit::may_be_generic)
/// (`generic`), the `match` alone, without the constant and `check`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn parse_const(
    krate: &TokenTree,
    value: &syn::Ident,
    ty: &syn::Ident,
    text: &TokenStream,
    prefix: &proc_macro2::Literal,
    check: TokenStream,
    span: proc_macro2::Span,
    generic: bool,
) -> TokenStream {
    let (ok, err) =
        (format_ident!("ok", span = crate::emit::site(span)), format_ident!("err", span = crate::emit::site(span)));
    let (import, core) = crate::emit::core_alias(span);
    let parsed = quote_spanned!(span=>
        match #krate::#ty::parse_const(#text) {
            #krate::__private::core::result::Result::Ok(#ok) => #ok,
            #krate::__private::core::result::Result::Err(#err) => { #import #core::panic!("{}",
                #krate::__private::panic_picture(#prefix, #text, &#err).as_str()) }
        }
    );
    if generic {
        // inside `const { .. }`: no const item, no warnings (`emit::const_block`)
        return parsed;
    }
    quote_spanned!(span=>
        const #value: #krate::#ty<'static> = #parsed;
        #check
        #value
    )
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

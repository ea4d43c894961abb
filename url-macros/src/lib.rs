//! The procedural macros behind `url-literal`'s `url!`, `uri!` and `iri!` families, as functions of
//! `proc_macro2` token streams. Use them through `url-literal`, whose `macro_rules!` wrappers pass
//! `$crate` along; the functions here are not meant to be called directly.
//!
//! The macros read their string literal, parse it with `url-core`'s parser
//! (no grammar rule lives here) and expand to a struct literal of the value,
//! the parts the parser found spelled out, or to a `compile_error!` that
//! draws the literal with a caret under the offending bytes. `concat!` of literals and `env!` they
//! assemble and check the same way (`assemble.rs`); any other argument (a
//! `const`) expands to const evaluation of the same parser instead.
//! `allow(<warning>, ..)` after the argument silences those warnings.
//!
//! The input is read with `syn` (a literal's value is `LitStr::value()`,
//! which reads escapes, raw strings and line continuations as rustc does:
//! the text checked is the text compiled), the expansion written with
//! `quote!`, on `proc-macro2`: the expansion functions take and return
//! `proc_macro2::TokenStream`. This crate is a plain library: the
//! `#[proc_macro]` entry points are `url-macros`' (`url-macros/proc/`), one
//! line each calling the function of the same name here. Apart, cargo
//! compiles this library beside url-core's code generation (a library
//! starts on url-core's metadata; a proc macro, which links, only on its
//! rlib), which shortens a user's clean build (BENCHMARKS.md, "A user's
//! clean build").
#![forbid(unsafe_code)]
#![deny(missing_docs)]
// The parsed arguments (`syn::Expr` beside a token stream) live one at a
// time, for one macro call: boxing the large variants would buy nothing.
// (clippy asks it of a library, not of a proc-macro crate.)
#![allow(clippy::large_enum_variant)]

mod argument;
mod assemble;
mod diag;
#[cfg(any(feature = "url", feature = "http"))]
mod ecosystem;
mod emit;
mod expand;
mod format;
mod input;
mod iri;
mod rfc6570;
mod uri;
mod uriref;

#[cfg(test)]
mod tests;

use proc_macro2::TokenStream;

use crate::expand::Target;

/// `url!`: any scheme, yields `Url<'static>`.
#[doc(hidden)]
pub fn __url(input: TokenStream) -> TokenStream {
    expand::expand(input, Target::Any)
}

/// One entry point per typed macro, from url-core's table of schemes
/// (`url_core::__rfc1738_schemes!`).
macro_rules! typed {
    (
        []
        rfc1738 { $(
            $(#[$doc:meta])* $v:ident { view $view:ident typed ($mac:ident $entry:ident) }
        )* }
        $($rest:tt)*
    ) => {
        $(
            #[doc = concat!("`", stringify!($mac), "!`: yields `", stringify!($view), "<'static>`.")]
            #[doc(hidden)]
                        pub fn $entry(input: TokenStream) -> TokenStream {
                expand::expand(input, Target::Typed(url_core::Scheme::$v))
            }
        )*
    };
}

url_core::__rfc1738_schemes!(typed [view typed]);

/// `uri!`: an RFC 3986 `URI`, yields `Uri<'static>`.
#[doc(hidden)]
pub fn __uri(input: TokenStream) -> TokenStream {
    uri::expand(input, uri::UriTarget::Uri)
}

/// `uri_ref!`: an RFC 3986 `URI-reference`, yields `UriRef<'static>`.
#[doc(hidden)]
pub fn __uri_ref(input: TokenStream) -> TokenStream {
    uri::expand(input, uri::UriTarget::UriRef)
}

/// `http_uri!`: an http or https URI (RFC 9110 §4.2), yields `HttpUri<'static>`.
#[doc(hidden)]
pub fn __http_uri(input: TokenStream) -> TokenStream {
    uri::expand(input, uri::UriTarget::Http)
}

/// `ws_uri!`: a ws or wss URI (RFC 6455 §3), yields `WsUri<'static>`.
#[doc(hidden)]
pub fn __ws_uri(input: TokenStream) -> TokenStream {
    uri::expand(input, uri::UriTarget::Ws)
}

/// `file_uri!`: a file URI (RFC 8089 §2), yields `FileUri<'static>`.
#[doc(hidden)]
pub fn __file_uri(input: TokenStream) -> TokenStream {
    uri::expand(input, uri::UriTarget::File)
}

/// `mailto_uri!`: a mailto URI (RFC 6068 §2), yields `MailtoUri<'static>`.
#[doc(hidden)]
pub fn __mailto_uri(input: TokenStream) -> TokenStream {
    uri::expand(input, uri::UriTarget::Mailto)
}

/// `data_uri!`: a data URI (RFC 2397 §3), yields `DataUri<'static>`.
#[doc(hidden)]
pub fn __data_uri(input: TokenStream) -> TokenStream {
    uri::expand(input, uri::UriTarget::Data)
}

/// `data_uri!(bytes ..)`: the decoded octets of a data URI (RFC 2397 §3),
/// yields `&'static [u8]`.
#[doc(hidden)]
pub fn __data_uri_bytes(input: TokenStream) -> TokenStream {
    uri::expand_bytes(input)
}

/// `urn!`: a URN (RFC 8141 §2), yields `Urn<'static>`.
#[doc(hidden)]
pub fn __urn(input: TokenStream) -> TokenStream {
    uri::expand(input, uri::UriTarget::Urn)
}

/// `whatwg_url!`: an RFC 3986 URI that `url::Url` keeps as written, yields
/// `url::Url` (feature `url`).
#[cfg(feature = "url")]
#[doc(hidden)]
pub fn __whatwg_url(input: TokenStream) -> TokenStream {
    ecosystem::expand(input, ecosystem::Target::Whatwg, ecosystem::Mode::Value)
}

/// `whatwg_url!`'s verdict on a literal, for the agreement tests:
/// `Option<&'static str>`, `None` where it yields a value, else the
/// message of its compile error.
#[cfg(feature = "url")]
#[doc(hidden)]
pub fn __whatwg_url_verdict(input: TokenStream) -> TokenStream {
    ecosystem::expand(input, ecosystem::Target::Whatwg, ecosystem::Mode::Verdict)
}

/// `http_crate_uri!`: an http, https, ws or wss URI that `http::Uri` keeps
/// as written, yields `http::Uri` (feature `http`).
#[cfg(feature = "http")]
#[doc(hidden)]
pub fn __http_crate_uri(input: TokenStream) -> TokenStream {
    ecosystem::expand(input, ecosystem::Target::Http, ecosystem::Mode::Value)
}

/// `http_crate_uri!`'s verdict on a literal, for the agreement tests (as
/// `__whatwg_url_verdict`).
#[cfg(feature = "http")]
#[doc(hidden)]
pub fn __http_crate_uri_verdict(input: TokenStream) -> TokenStream {
    ecosystem::expand(input, ecosystem::Target::Http, ecosystem::Mode::Verdict)
}

/// `iri!`: an RFC 3987 `IRI`, yields `Iri<'static>`.
#[doc(hidden)]
pub fn __iri(input: TokenStream) -> TokenStream {
    iri::expand(input, iri::IriTarget::Iri)
}

/// `iri_ref!`: an RFC 3987 `IRI-reference`, yields `IriRef<'static>`.
#[doc(hidden)]
pub fn __iri_ref(input: TokenStream) -> TokenStream {
    iri::expand(input, iri::IriTarget::IriRef)
}

/// `iri_uri!`: the URI of an RFC 3987 `IRI` (§3.1, hosts of DNS schemes in
/// punycode), yields `Uri<'static>`.
#[doc(hidden)]
pub fn __iri_uri(input: TokenStream) -> TokenStream {
    iri::expand(input, iri::IriTarget::Uri)
}

/// `uri_format!`: a URI template, yields `UriBuf`.
#[doc(hidden)]
pub fn __uri_format(input: TokenStream) -> TokenStream {
    format::expand(input, format::Form::Infallible)
}

/// `try_uri_format!`: a URI template with host holes, yields
/// `Result<UriBuf, TemplateError>`.
#[doc(hidden)]
pub fn __try_uri_format(input: TokenStream) -> TokenStream {
    format::expand(input, format::Form::Fallible)
}

/// `url_format!`: an RFC 1738 http or ftp template, yields `HttpUrlBuf` or
/// `FtpUrlBuf`.
#[doc(hidden)]
pub fn __url_format(input: TokenStream) -> TokenStream {
    format::expand(input, format::Form::Url)
}

/// `try_url_format!`: an RFC 1738 http, ftp or gopher template, yields
/// `Result<_, TemplateError>`.
#[doc(hidden)]
pub fn __try_url_format(input: TokenStream) -> TokenStream {
    format::expand(input, format::Form::TryUrl)
}

/// `uri_template!`: an RFC 6570 URI Template, yields `UriBuf` or `UriRefBuf`.
#[doc(hidden)]
pub fn __uri_template(input: TokenStream) -> TokenStream {
    rfc6570::expand(input, rfc6570::Form::Infallible)
}

/// `try_uri_template!`: an RFC 6570 URI Template, yields
/// `Result<UriBuf or UriRefBuf, TemplateError>`.
#[doc(hidden)]
pub fn __try_uri_template(input: TokenStream) -> TokenStream {
    rfc6570::expand(input, rfc6570::Form::Fallible)
}

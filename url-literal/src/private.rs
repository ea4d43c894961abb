pub use url_core::__private::*;
pub use url_macros::*;

/// `core`, for the paths of the expansions: `$crate::__private::core::..`
/// names the `core` crate in every edition and beside any item of the
/// user's (a crate-root `mod core {}` of edition 2015 captures `::core`).
pub use ::core;

/// Whether [`warnings`]`(..)` has an encoded CR, LF or NUL in a part
/// sent decoded.
pub const fn warns_control(warnings: u16) -> bool {
    control_part(warnings) != 0
}

/// A `bool` as a type, for [`Pick`].
pub struct If<const C: bool>;

/// Picks `W` for `If<true>` and `Q` for `If<false>`: the macros'
/// const path calls `<<If<{ warns }> as Pick<W, Quiet>>::Out>::password()`,
/// and `W`, a type of the expansion, has a deprecated `password`.
pub trait Pick<W, Q> {
    /// `W` or `Q`.
    type Out;
}
impl<W, Q> Pick<W, Q> for If<true> {
    type Out = W;
}
impl<W, Q> Pick<W, Q> for If<false> {
    type Out = Q;
}

/// The type [`Pick`] picks when there is nothing to say: a function
/// for each warning, none deprecated.
pub struct Quiet;
impl Quiet {
    /// No password.
    pub const fn password() {}
    /// No port below 1024 but the scheme's default.
    pub const fn reserved_port() {}
    /// No encoded CR, LF or NUL in a part sent decoded.
    pub const fn control_character() {}
    /// No host that another parser reads as another address.
    pub const fn ambiguous_host() {}
}

/// Checks that the text of a `concat!`/`env!` argument, as rustc
/// evaluates it, is the text the macro assembled and checked.
pub const fn same_text(rustc: &str, assembled: &str) {
    let (a, b) = (rustc.as_bytes(), assembled.as_bytes());
    let mut same = a.len() == b.len();
    let mut i = 0;
    while same && i < a.len() {
        same = a[i] == b[i];
        i += 1;
    }
    if !same {
        panic!("url-literal assembled another text than rustc's concat!/env!; please report this as a bug");
    }
}

/// The value a macro yields after its `compile_error!`, so that no
/// follow-on type error appears.
pub const STUB: url_core::Url<'static> = match url_core::Url::parse_const("invalid:") {
    Ok(url) => url,
    Err(_) => panic!("the stub URL is valid"),
};

/// The value `uri!` yields after its `compile_error!`.
pub const URI_STUB: url_core::Uri<'static> = match url_core::Uri::parse_const("invalid:") {
    Ok(uri) => uri,
    Err(_) => panic!("the stub URI is valid"),
};

/// The value `uri_ref!` yields after its `compile_error!`.
pub const URI_REF_STUB: url_core::UriRef<'static> = URI_STUB.as_uri_ref();

/// The value `iri!` yields after its `compile_error!`.
pub const IRI_STUB: url_core::Iri<'static> = match url_core::Iri::parse_const("invalid:") {
    Ok(iri) => iri,
    Err(_) => panic!("the stub IRI is valid"),
};

/// The value `iri_ref!` yields after its `compile_error!`.
pub const IRI_REF_STUB: url_core::IriRef<'static> = IRI_STUB.as_iri_ref();

/// The value `http_uri!` yields after its `compile_error!`.
pub const HTTP_URI_STUB: url_core::HttpUri<'static> = match url_core::HttpUri::parse_const("http://invalid/") {
    Ok(uri) => uri,
    Err(_) => panic!("the stub http URI is valid"),
};

/// The value `file_uri!` yields after its `compile_error!`.
pub const FILE_URI_STUB: url_core::FileUri<'static> = match url_core::FileUri::parse_const("file:///invalid") {
    Ok(uri) => uri,
    Err(_) => panic!("the stub file URI is valid"),
};

/// The value `mailto_uri!` yields after its `compile_error!`.
pub const MAILTO_URI_STUB: url_core::MailtoUri<'static> = match url_core::MailtoUri::parse_const("mailto:") {
    Ok(uri) => uri,
    Err(_) => panic!("the stub mailto URI is valid"),
};

/// The value `data_uri!` yields after its `compile_error!`.
pub const DATA_URI_STUB: url_core::DataUri<'static> = match url_core::DataUri::parse_const("data:,") {
    Ok(uri) => uri,
    Err(_) => panic!("the stub data URI is valid"),
};

/// The value `urn!` yields after its `compile_error!`.
pub const URN_STUB: url_core::Urn<'static> = match url_core::Urn::parse_const("urn:invalid:x") {
    Ok(uri) => uri,
    Err(_) => panic!("the stub URN is valid"),
};

/// The value `ws_uri!` yields after its `compile_error!`.
pub const WS_URI_STUB: url_core::WsUri<'static> = match url_core::WsUri::parse_const("ws://invalid/") {
    Ok(uri) => uri,
    Err(_) => panic!("the stub ws URI is valid"),
};

#[cfg(all(feature = "url", feature = "std"))]
pub use url;

#[cfg(feature = "http")]
pub use http;

#[cfg(all(feature = "url", feature = "std"))]
static WHATWG_SITES: crate::sites::Sites<url::Url> = crate::sites::Sites::new();

#[cfg(feature = "http")]
static HTTP_SITES: crate::sites::Sites<http::Uri> = crate::sites::Sites::new();

/// `whatwg_url!`'s value: the `url::Url` of `text`, parsed on the program's
/// first evaluation of the call site (`crate::sites`), then cloned (one
/// allocation and a copy, no parse). The parse is `url::Url::parse` of a
/// text that the same version of `url::Url::parse` accepted, and wrote as
/// it is, while the program compiled (the `Err` arm is never taken: see
/// [`whatwg_url!`](crate::whatwg_url)). Also the expression after a
/// refusal's `compile_error!`, never run.
#[cfg(all(feature = "url", feature = "std"))]
pub fn whatwg_url(text: &'static str) -> url::Url {
    crate::sites::cached(&WHATWG_SITES, text, parse_whatwg)
}

#[cfg(all(feature = "url", feature = "std"))]
fn parse_whatwg(text: &'static str) -> url::Url {
    match url::Url::parse(text) {
        Ok(url) => url,
        Err(e) => unreachable!("whatwg_url!: url::Url::parse accepted {text:?} at compile time, now: {e}"),
    }
}

/// `http_crate_uri!`'s value: `http::Uri::from_static(text)`, run on the
/// program's first evaluation of the call site (`crate::sites`), then cloned (its
/// parts are static `Bytes`: no copy of the text). It cannot panic: the
/// same version of `http::Uri` parsed the same text while the program
/// compiled and wrote it unchanged.
#[cfg(feature = "http")]
pub fn http_crate_uri(text: &'static str) -> http::Uri {
    crate::sites::cached(&HTTP_SITES, text, http::Uri::from_static)
}

/// A value of any type that no code reaches: what the template macros
/// yield after a refusal's `compile_error!` (the program does not
/// compile), so that no follow-on error appears. Not an endless loop
/// at the call site, which would make rustc warn that the code after
/// it is unreachable.
pub fn stub<T>() -> T {
    panic!("the stub of a refused macro call")
}

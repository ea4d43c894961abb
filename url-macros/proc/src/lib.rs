//! The entry points of url-literal's procedural macros: each hands its
//! input to the function of the same name in `url-macros-impl`, where the
//! macros are written. Apart, so that cargo compiles that library beside
//! url-core (a library starts on url-core's metadata; a proc macro, which
//! links, only on its rlib): a user's clean build is shorter.

extern crate proc_macro;

use proc_macro::TokenStream;

/// A `#[proc_macro]` for each name, calling `url_macros_impl`'s function.
macro_rules! entries {
    ($($(#[$cfg:meta])* $name:ident,)*) => {$(
        $(#[$cfg])*
        #[doc(hidden)]
        #[proc_macro]
        pub fn $name(input: TokenStream) -> TokenStream {
            url_macros_impl::$name(input.into()).into()
        }
    )*};
}

entries! {
    __url,
    __uri,
    __uri_ref,
    __http_uri,
    __ws_uri,
    __file_uri,
    __mailto_uri,
    __data_uri,
    __data_uri_bytes,
    __urn,
    #[cfg(feature = "url")]
    __whatwg_url,
    #[cfg(feature = "url")]
    __whatwg_url_verdict,
    #[cfg(feature = "http")]
    __http_crate_uri,
    #[cfg(feature = "http")]
    __http_crate_uri_verdict,
    __iri,
    __iri_ref,
    __iri_uri,
    __uri_format,
    __try_uri_format,
    __url_format,
    __try_url_format,
    __uri_template,
    __try_uri_template,
}

/// The typed entry points, from url-core's table of schemes.
macro_rules! typed {
    (
        []
        rfc1738 { $(
            $(#[$doc:meta])* $v:ident { view $view:ident typed ($mac:ident $entry:ident) }
        )* }
        $($rest:tt)*
    ) => {
        entries! { $($entry,)* }
    };
}

url_core::__rfc1738_schemes!(typed [view typed]);

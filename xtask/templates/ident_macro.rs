//! Identity proc macros: the floor any proc macro pays.
extern crate proc_macro;
use proc_macro::TokenStream;

/// Returns its input unchanged: `ident!("x")` is the literal `"x"`.
#[proc_macro]
pub fn ident(input: TokenStream) -> TokenStream {
    input
}

/// `$crate ; "x"` -> `"x"`: the identity behind a wrapper that passes `$crate`.
#[proc_macro]
pub fn __ident_krate(input: TokenStream) -> TokenStream {
    input.into_iter().skip(2).collect()
}

//! The stand-in macros: parse with url-core, emit a struct literal, tokens
//! built directly as url-macros builds its own. No error handling or
//! warnings: the benchmark's literals are all valid and raise none.
extern crate proc_macro;
use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// `$crate ; "lit"` -> the crate token, the literal and url-core's parse of it.
fn read(input: TokenStream) -> (TokenTree, Literal, url_core::Url<'static>) {
    let mut it = input.into_iter();
    let krate = it.next().expect("$crate");
    it.next(); // `;`
    let Some(TokenTree::Literal(lit)) = it.next() else { panic!("a string literal") };
    // the benchmark's URLs have no escapes: the text is the literal without its quotes
    let text = lit.to_string();
    let value: &'static str = Box::leak(text[1..text.len() - 1].to_owned().into_boxed_str());
    let url = url_core::Url::parse(value).expect("a valid URL");
    (krate, lit, url)
}

fn punct(out: &mut Vec<TokenTree>, c: char) {
    out.push(Punct::new(c, Spacing::Alone).into());
}

/// Appends `$crate::a::b..` to `out`.
fn path(out: &mut Vec<TokenTree>, krate: &TokenTree, segments: &[&str]) {
    out.push(krate.clone());
    for s in segments {
        out.push(Punct::new(':', Spacing::Joint).into());
        out.push(Punct::new(':', Spacing::Alone).into());
        out.push(Ident::new(s, Span::call_site()).into());
    }
}

/// `name: value,`
fn field(out: &mut Vec<TokenTree>, name: &str, value: TokenTree) {
    out.push(Ident::new(name, Span::call_site()).into());
    punct(out, ':');
    out.push(value);
    punct(out, ',');
}

/// `$crate::Url { s: "..", scheme_end: 4, .., kind: $crate::Scheme::X, flags: 0 }`, integers unsuffixed.
#[proc_macro]
pub fn __struct(input: TokenStream) -> TokenStream {
    let (krate, lit, url) = read(input);
    let (o, port, kind, flags) = url_core::__private::parts(&url);
    let mut body = Vec::with_capacity(64);
    field(&mut body, "s", lit.into());
    for (i, name) in ["scheme_end", "at", "colon", "host_end", "auth_end", "end"].into_iter().enumerate() {
        field(&mut body, name, Literal::u32_unsuffixed(o[i]).into());
    }
    let mut marks = Vec::with_capacity(5);
    for (i, m) in o[6..].iter().enumerate() {
        if i > 0 {
            punct(&mut marks, ',');
        }
        marks.push(Literal::u32_unsuffixed(*m).into());
    }
    field(&mut body, "marks", Group::new(Delimiter::Bracket, marks.into_iter().collect()).into());
    field(&mut body, "port", Literal::u16_unsuffixed(port).into());
    body.push(Ident::new("kind", Span::call_site()).into());
    punct(&mut body, ':');
    path(&mut body, &krate, &["Scheme", &format!("{kind:?}")]);
    punct(&mut body, ',');
    body.push(Ident::new("flags", Span::call_site()).into());
    punct(&mut body, ':');
    body.push(Literal::u8_unsuffixed(flags).into());
    let mut out = Vec::with_capacity(5);
    path(&mut out, &krate, &["Url"]);
    out.push(Group::new(Delimiter::Brace, body.into_iter().collect()).into());
    out.into_iter().collect()
}

/// `$crate::Url2 { s: "..", packed: Nu128 }`
#[proc_macro]
pub fn __struct2(input: TokenStream) -> TokenStream {
    let (krate, lit, url) = read(input);
    let p = url_core::__private::pack(&url).expect("offsets up to 127");
    let mut body = Vec::with_capacity(8);
    field(&mut body, "s", lit.into());
    body.push(Ident::new("packed", Span::call_site()).into());
    punct(&mut body, ':');
    body.push(Literal::u128_suffixed(p).into());
    let mut out = Vec::with_capacity(5);
    path(&mut out, &krate, &["Url2"]);
    out.push(Group::new(Delimiter::Brace, body.into_iter().collect()).into());
    out.into_iter().collect()
}

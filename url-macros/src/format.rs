//! `uri_format!` and `try_uri_format!`: a URI template in `format!` syntax,
//! checked at compile time by url-core's template checker
//! (`url_core::template::check_uri`, which parses the fixed text with
//! `Uri::parse`), expanded to calls of `url_core::template::UriWriter` that
//! escape each value for its hole at run time.
//!
//! Arguments follow `format!`: positional (`{}`, `{0}`), named (`{id}` with
//! `id = expr`), implicit captures (`{id}` alone takes the local `id`), and
//! `{{` / `}}`. `{name..}` is a path tail or query pairs hole. Each argument
//! is evaluated once, by reference (`..` holes: by value, so that an
//! iterator can be passed; an implicit capture is borrowed).

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::{quote, quote_spanned, ToTokens};
use syn::parse::{ParseStream, Parser};
use syn::{Expr, Lit, Token};
use url_core::template::{check_uri, check_url, underline, Checked, CheckedUrl, Hole, LexError, Lexeme, Piece};
use url_core::Scheme;

use crate::argument::Read;
use crate::emit::{compile_errors, refusal};

/// Which macro is expanding.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// `uri_format!`: yields `UriBuf`; no host hole.
    Infallible,
    /// `try_uri_format!`: yields `Result<UriBuf, TemplateError>`; host holes allowed.
    Fallible,
    /// `url_format!`: an RFC 1738 http or ftp template, yields `HttpUrlBuf` or `FtpUrlBuf`.
    Url,
    /// `try_url_format!`: also gopher, yields `Result<_, TemplateError>`.
    TryUrl,
}

impl Form {
    fn name(self) -> &'static str {
        match self {
            Form::Infallible => "uri_format",
            Form::Fallible => "try_uri_format",
            Form::Url => "url_format",
            Form::TryUrl => "try_url_format",
        }
    }
}

/// An argument after the template.
struct Arg {
    name: Option<String>,
    expr: TokenStream,
    span: Span,
    used: bool,
    /// Used by a `..` hole (bound by value), or by a plain hole (by reference).
    by_value: Option<bool>,
}

/// A hole of the template, as read.
struct HoleRef {
    /// Index into the arguments (captures are appended as arguments).
    arg: usize,
}

/// The format macros: `$crate ; "template", args..` to the writer calls
/// that build the value, or to the `compile_error!`s of a refusal.
pub(crate) fn expand(input: TokenStream, form: Form) -> TokenStream {
    let (krate, rest) = match crate::input::krate(input, form.name()) {
        Ok(split) => split,
        Err(e) => return compile_errors(e),
    };
    match (|input: ParseStream<'_>| expand_with(&krate, input, form)).parse2(rest) {
        Ok(ts) => ts,
        Err(e) => refusal(compile_errors(e), Some(stub(&krate, form, None))),
    }
}

/// A value of the type `form` yields (`$crate::__private::stub::<T>()`),
/// after a refusal; `template` tells `url_format!`'s scheme when known.
fn stub(krate: &TokenTree, form: Form, template: Option<&str>) -> TokenStream {
    let ftp = template.is_some_and(|t| t.get(..4).is_some_and(|s| s.eq_ignore_ascii_case("ftp:")));
    let gopher = template.is_some_and(|t| t.get(..7).is_some_and(|s| s.eq_ignore_ascii_case("gopher:")));
    let ty = match form {
        Form::Infallible => quote!(#krate::UriBuf),
        Form::Fallible => {
            quote!(#krate::__private::core::result::Result<#krate::UriBuf, #krate::template::TemplateError>)
        }
        Form::Url if ftp => quote!(#krate::FtpUrlBuf),
        Form::Url => quote!(#krate::HttpUrlBuf),
        Form::TryUrl if ftp => {
            quote!(#krate::__private::core::result::Result<#krate::FtpUrlBuf, #krate::template::TemplateError>)
        }
        Form::TryUrl if gopher => {
            quote!(#krate::__private::core::result::Result<#krate::GopherUrlBuf, #krate::template::TemplateError>)
        }
        Form::TryUrl => {
            quote!(#krate::__private::core::result::Result<#krate::HttpUrlBuf, #krate::template::TemplateError>)
        }
    };
    quote!(#krate::__private::stub::<#ty>())
}

fn usage(form: Form) -> String {
    format!(
        "{0}! takes a string literal and format! arguments, e.g. {0}!(\"https://api.example.com/users/{{id}}?page={{}}\", page, id = 7)",
        form.name()
    )
}

/// The first token's span of `tokens`.
pub(crate) fn first_span(tokens: &TokenStream) -> Span {
    tokens.clone().into_iter().next().map_or_else(Span::call_site, |t| t.span())
}

/// The template literal at the start of `input`: its span and its value, a string
/// literal without suffix (in rustc's invisible groups, as `macro_rules!`
/// hands it over); anything else is an error that ends with `usage`, and for
/// an expression says why a template is a literal, `runtime` naming the
/// run-time checker if there is one (`" (… checks one at run time)"`).
pub(crate) fn template_literal(input: ParseStream<'_>, usage: &str, runtime: &str) -> syn::Result<(Span, String)> {
    let (tokens, template) = crate::argument::leading(input)?;
    let mut inner = template.as_ref();
    while let Some(Expr::Group(g)) = inner {
        inner = Some(&g.expr);
    }
    match inner {
        Some(Expr::Lit(l)) => match &l.lit {
            Lit::Str(s) if s.suffix().is_empty() => Ok((s.span(), s.value())),
            other => {
                let what = crate::input::literal_kind(other);
                Err(syn::Error::new(other.span(), format!("expected a string literal, found {what}; {usage}")))
            }
        },
        _ => Err(syn::Error::new(
            first_span(&tokens),
            format!(
                "expected a string literal, found an expression; a template must be a literal so that it is \
                 checked at compile time{runtime}; {usage}"
            ),
        )),
    }
}

fn expand_with(krate: &TokenTree, input: ParseStream<'_>, form: Form) -> syn::Result<TokenStream> {
    if input.is_empty() {
        return Err(syn::Error::new(Span::call_site(), format!("missing template; {}", usage(form))));
    }
    let (lit_span, value) = template_literal(input, &usage(form), "")?;
    let mut list: Vec<Arg> = Vec::new();
    while !input.is_empty() {
        input.parse::<Token![,]>()?;
        if input.is_empty() {
            break;
        }
        // `name = value`: a named argument, as `format!` reads it
        let named = crate::argument::name_eq(input)?;
        let (expr, read) = crate::argument::read(input)?;
        if let Read::NoExpression(e) = read {
            return Err(e);
        }
        let (name, span) = match named {
            Some(n) => {
                let name = n.to_string();
                if list.iter().any(|x| x.name.as_deref() == Some(&name)) {
                    return Err(syn::Error::new(n.span(), format!("duplicate argument named `{name}`")));
                }
                (Some(name), n.span())
            }
            None => {
                let span = first_span(&expr);
                if list.iter().any(|x| x.name.is_some()) {
                    return Err(syn::Error::new(span, "positional arguments cannot follow named arguments"));
                }
                (None, span)
            }
        };
        list.push(Arg { name, expr, span, used: false, by_value: None });
    }
    let explicit = list.len();
    let (pieces, holes) = read_template(&value, &mut list, lit_span)?;
    // Each hole as the template wrote it, for the fallible forms' errors.
    let names: Vec<String> = pieces
        .iter()
        .filter_map(|p| match *p {
            Piece::Hole { at, width, .. } => Some(&value[at..at + width]),
            Piece::Text { .. } => None,
        })
        .zip(&holes)
        .map(|(text, h)| if text == "{}" { format!("{{}} (argument {})", h.arg) } else { text.to_owned() })
        .collect();
    let mut unused: Option<syn::Error> = None;
    for (k, a) in list.iter().enumerate().take(explicit) {
        if !a.used {
            let what = match &a.name {
                Some(n) => format!("named argument `{n}` never used"),
                None => format!("argument {k} never used"),
            };
            let e = syn::Error::new(a.span, format!("{what}; every argument must fill a hole of the template"));
            match &mut unused {
                Some(all) => all.combine(e),
                None => unused = Some(e),
            }
        }
    }
    if let Some(e) = unused {
        return Err(e);
    }
    if matches!(form, Form::Url | Form::TryUrl) {
        let checked = check_url(&pieces, form == Form::TryUrl)
            .map_err(|e| syn::Error::new(lit_span, format!("invalid URL template: {e}\n{}", e.display_in(&value))))?;
        if checked.scheme == Scheme::Gopher && form == Form::Url {
            return Err(syn::Error::new(
                lit_span,
                "a gopher template needs try_url_format!: a selector value's TAB, CR or LF cannot be sent \
                 (RFC 1738 §3.4)",
            ));
        }
        return Ok(emit_url(krate, &pieces, &holes, &list, &checked, form, &names));
    }
    let checked = check_uri(&pieces, form == Form::Fallible)
        .map_err(|e| syn::Error::new(lit_span, format!("invalid URI template: {e}\n{}", e.display_in(&value))))?;
    Ok(emit(krate, &pieces, &holes, &list, explicit, &checked, form, &names))
}

/// Reads the template into pieces, resolving each hole to an argument
/// (appending implicit captures to `args`).
fn read_template<'a>(value: &'a str, args: &mut Vec<Arg>, lit: Span) -> syn::Result<(Vec<Piece<'a>>, Vec<HoleRef>)> {
    let mistake = |message: &str, at: usize, len: usize| {
        syn::Error::new(lit, format!("invalid URI template: {message}\n{}", underline(value, at, len)))
    };
    let mut pieces = Vec::new();
    let mut holes = Vec::new();
    let mut next_positional = 0;
    for lexeme in url_core::template::lex(value) {
        let (inner, i, close) = match lexeme {
            Ok(Lexeme::Text { text, at, width }) => {
                pieces.push(Piece::Text { text, at, width });
                continue;
            }
            Ok(Lexeme::Hole { inner, at, width }) => (inner, at, at + width - 1),
            Err(LexError::UnmatchedClose(at)) => {
                return Err(mistake(
                    "unmatched '}'; write '}}' for a literal '}' (which a URI must escape as %7D)",
                    at,
                    1,
                ));
            }
            Err(LexError::Unclosed(at)) => {
                return Err(mistake(
                    "unclosed '{'; write '{{' for a literal '{' (which a URI must escape as %7B)",
                    at,
                    value.len() - at,
                ));
            }
        };
        let (name, tail) = match inner.strip_suffix("..") {
            Some(n) => (n, true),
            None => (inner, false),
        };
        if name.contains(':') {
            return Err(mistake(
                "format specs ('{x:?}', '{x:>4}') are not supported; each value is written with Display and escaped for its hole",
                i,
                close + 1 - i,
            ));
        }
        let arg = if name.is_empty() {
            next_positional += 1;
            positional(args, next_positional - 1).ok_or_else(|| {
                mistake(
                    &format!("missing argument for hole {} ('{{}}' counts from 0)", next_positional - 1),
                    i,
                    close + 1 - i,
                )
            })?
        } else if name.bytes().all(|d| d.is_ascii_digit()) {
            let n: usize = name.parse().map_err(|_| mistake("invalid argument index", i, close + 1 - i))?;
            positional(args, n).ok_or_else(|| mistake(&format!("missing argument {n}"), i, close + 1 - i))?
        } else if is_ident(name) {
            match args.iter().position(|a| a.name.as_deref() == Some(name)) {
                Some(k) => k,
                None => {
                    // An implicit capture: the local `name`, at the literal's span.
                    // A `..` hole borrows it: `(&name).into_iter()`, which
                    // auto-derefs (`&&[T]` to `&[T]`) as a method call does.
                    let ident = Ident::new(name, lit);
                    let expr: TokenStream = if tail {
                        // a method call, which auto-derefs (`&&[T]` to `&[T]`)
                        // as `format!`'s users expect of `for x in &v`
                        let site = Span::mixed_site();
                        let import = quote_spanned!(site=> use ::core::iter::IntoIterator as _;);
                        let into_iter = quote_spanned!(site=> into_iter);
                        quote!({ #import (&#ident).#into_iter() })
                    } else {
                        ident.into_token_stream()
                    };
                    args.push(Arg { name: Some(name.to_owned()), expr, span: lit, used: false, by_value: None });
                    args.len() - 1
                }
            }
        } else {
            return Err(mistake(
                &format!(
                    "invalid hole name '{}'; a hole is {{}}, {{0}}, {{name}} or {{name..}}",
                    url_core::render::Escaped::new(name)
                ),
                i,
                close + 1 - i,
            ));
        };
        let a = &mut args[arg];
        a.used = true;
        match a.by_value {
            Some(v) if v != tail => {
                return Err(mistake("an argument used both by a '..' hole and by a plain hole", i, close + 1 - i));
            }
            Some(_) if tail => {
                return Err(mistake(
                    "an argument used by two '..' holes (it is consumed by the first)",
                    i,
                    close + 1 - i,
                ))
            }
            _ => a.by_value = Some(tail),
        }
        pieces.push(Piece::Hole { at: i, width: close + 1 - i, tail });
        holes.push(HoleRef { arg });
    }
    Ok((pieces, holes))
}

/// The `n`th positional argument (those without a name come first).
fn positional(args: &[Arg], n: usize) -> Option<usize> {
    args.get(n).filter(|a| a.name.is_none()).map(|_| n)
}

/// Whether `s` is a Rust identifier (`format!`'s argument names): XID_Start
/// or `_`, then XID_Continue (Unicode Standard Annex #31), not `_` alone,
/// not a keyword (strict, reserved or of an edition: `{if}` names no local).
pub(crate) fn is_ident(s: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false", "fn",
        "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self",
        "Self", "static", "struct", "super", "trait", "true", "try", "type", "unsafe", "use", "where", "while",
        "abstract", "become", "box", "do", "final", "macro", "override", "priv", "typeof", "unsized", "virtual",
        "yield",
    ];
    let mut c = s.chars();
    c.next().is_some_and(|f| f == '_' || unicode_ident::is_xid_start(f))
        && c.all(unicode_ident::is_xid_continue)
        && s != "_"
        && !KEYWORDS.contains(&s)
}

/// `$crate::template::segment_safe(a)` (or `segment_safe_tail`): the
/// infallible forms' path holes take only `SegmentSafe` values, a compile
/// error (which names `try_uri_format!`) for text.
fn segment_safe(krate: &TokenTree, a: TokenTree, tail: bool) -> TokenTree {
    let mut v = Vec::new();
    path(&mut v, krate, &["template", if tail { "segment_safe_tail" } else { "segment_safe" }]);
    v.push(Group::new(Delimiter::Parenthesis, TokenStream::from(a)).into());
    Group::new(Delimiter::None, v.into_iter().collect()).into()
}

/// `&["{user}", "{} (argument 1)", ..]`: the holes' names, for the
/// fallible forms' errors.
fn names_slice(names: &[String]) -> Vec<TokenTree> {
    let list: Vec<TokenTree> = names
        .iter()
        .enumerate()
        .flat_map(|(i, n)| {
            let comma: Option<TokenTree> = (i > 0).then(|| Punct::new(',', Spacing::Alone).into());
            comma.into_iter().chain([TokenTree::from(Literal::string(n))])
        })
        .collect();
    vec![Punct::new('&', Spacing::Alone).into(), Group::new(Delimiter::Bracket, list.into_iter().collect()).into()]
}

/// `{ let a0 = &(e0); ..; let mut w = UriWriter::new(..); w.text(".."); w.mark(0); w.hole(Hole::X, a0); ..; w.finish() }`
#[allow(clippy::too_many_arguments)]
fn emit(
    krate: &TokenTree,
    pieces: &[Piece<'_>],
    holes: &[HoleRef],
    args: &[Arg],
    explicit: usize,
    checked: &Checked,
    form: Form,
    names: &[String],
) -> TokenStream {
    let site = Span::mixed_site();
    let mut out: Vec<TokenTree> = Vec::new();
    let arg_ident = |k: usize| Ident::new(&format!("__url_literal_arg{k}"), site.located_at(args[k].span));
    for (k, a) in args.iter().enumerate() {
        out.push(Ident::new("let", site).into());
        out.push(arg_ident(k).into());
        out.push(Punct::new('=', Spacing::Alone).into());
        if a.by_value != Some(true) {
            out.push(Punct::new('&', Spacing::Alone).into());
        }
        out.push(Group::new(Delimiter::Parenthesis, a.expr.clone()).into());
        out.push(Punct::new(';', Spacing::Alone).into());
    }
    let w = Ident::new("__url_literal_writer", site);
    let fixed: usize = pieces.iter().map(|p| if let Piece::Text { text, .. } = p { text.len() } else { 0 }).sum();
    out.push(Ident::new("let", site).into());
    out.push(Ident::new("mut", site).into());
    out.push(w.clone().into());
    out.push(Punct::new('=', Spacing::Alone).into());
    path(&mut out, krate, &["template", "UriWriter", "new"]);
    // The boundaries before the first hole are constants: given to `new`, not marked.
    let first_hole = pieces.iter().position(|p| matches!(p, Piece::Hole { .. })).unwrap_or(pieces.len());
    let before = |k: usize| -> usize {
        pieces[..k].iter().map(|p| if let Piece::Text { text, .. } = p { text.len() } else { 0 }).sum()
    };
    let mut offsets = [u32::MAX; 7];
    for &(k, off, boundary) in &checked.marks {
        if k <= first_hole {
            offsets[boundary] = (before(k) + off) as u32;
        }
    }
    let marks: Vec<(usize, usize, usize)> = checked.marks.iter().copied().filter(|m| m.0 > first_hole).collect();
    let new_args: Vec<TokenTree> = vec![
        Literal::usize_suffixed(fixed + 16 * holes.len()).into(),
        Punct::new(',', Spacing::Alone).into(),
        Group::new(
            Delimiter::Bracket,
            offsets
                .iter()
                .enumerate()
                .flat_map(|(i, &o)| {
                    let comma: Option<TokenTree> = (i > 0).then(|| Punct::new(',', Spacing::Alone).into());
                    comma.into_iter().chain([TokenTree::from(Literal::u32_suffixed(o))])
                })
                .collect(),
        )
        .into(),
        Punct::new(',', Spacing::Alone).into(),
        Literal::u16_suffixed(checked.port).into(),
        Punct::new(',', Spacing::Alone).into(),
        Literal::u8_suffixed(checked.host.0).into(),
        Punct::new(',', Spacing::Alone).into(),
        Literal::u128_suffixed(checked.host.1).into(),
    ];
    out.push(Group::new(Delimiter::Parenthesis, new_args.into_iter().collect()).into());
    out.push(Punct::new(';', Spacing::Alone).into());
    let call = |out: &mut Vec<TokenTree>, method: &str, args: Vec<TokenTree>| {
        writer_call(out, Ident::new(method, site), mut_ref(&w), args);
        out.push(Punct::new(';', Spacing::Alone).into());
    };
    let mut marks = marks.iter().peekable();
    let mut hole = 0;
    for k in 0..=pieces.len() {
        let mut done = 0;
        let text = match pieces.get(k) {
            Some(Piece::Text { text, .. }) => Some(*text),
            _ => None,
        };
        while let Some(&&(_, off, boundary)) = marks.peek().filter(|m| m.0 == k) {
            marks.next();
            if let Some(t) = text.filter(|_| off > done) {
                call(&mut out, "text", vec![Literal::string(&t[done..off]).into()]);
                done = off;
            }
            call(&mut out, "mark", vec![Literal::usize_suffixed(boundary).into()]);
        }
        match pieces.get(k) {
            Some(Piece::Text { text, .. }) if done < text.len() => {
                call(&mut out, "text", vec![Literal::string(&text[done..]).into()]);
            }
            Some(Piece::Text { .. }) | None => {}
            Some(Piece::Hole { .. }) => {
                let h = &holes[hole];
                let class = checked.holes[hole];
                hole += 1;
                let a: TokenTree = arg_ident(h.arg).into();
                match class {
                    Hole::Port => {
                        // An explicit argument's type error points at it; a
                        // capture's at the macro (rustc would suggest
                        // converting the template literal).
                        let captured = h.arg >= explicit;
                        let mut star = Punct::new('*', Spacing::Alone);
                        let a = if captured {
                            Ident::new(&format!("__url_literal_arg{}", h.arg), site).into()
                        } else {
                            star.set_span(args[h.arg].span);
                            a
                        };
                        call(&mut out, "port", vec![star.into(), a]);
                    }
                    Hole::Host => call(&mut out, "host", vec![a]),
                    Hole::PathTail if form == Form::Infallible => {
                        call(&mut out, "tail", vec![segment_safe(krate, a, true)]);
                    }
                    Hole::PathTail => call(&mut out, "tail", vec![a]),
                    Hole::QueryPairs => call(&mut out, "pairs", vec![a]),
                    _ => {
                        // `(&mut w).hole($crate::template::Hole::X, a);`: the
                        // writer's own method (`writer_call`), its name at the
                        // value, whose missing `Display` rustc reports there
                        // (E0277). In a whole segment or a part of one, the
                        // infallible form takes only values that cannot make it,
                        // or a part between the '/' or '\' it decodes to, `.` or
                        // `..`.
                        let a = if matches!(class, Hole::PathSegment | Hole::PathPart) && form == Form::Infallible {
                            segment_safe(krate, a, false)
                        } else {
                            a
                        };
                        let hole = Ident::new("hole", site.located_at(args[h.arg].span));
                        let mut class_path = Vec::new();
                        path(&mut class_path, krate, &["template", "Hole", &format!("{class:?}")]);
                        class_path.push(Punct::new(',', Spacing::Alone).into());
                        class_path.push(a);
                        writer_call(&mut out, hole, mut_ref(&w), class_path);
                        out.push(Punct::new(';', Spacing::Alone).into());
                    }
                }
            }
        }
    }
    let (end, names) =
        if form == Form::Fallible { ("try_finish_named", names_slice(names)) } else { ("finish", Vec::new()) };
    writer_call(&mut out, Ident::new(end, site), w.into(), names);
    TokenTree::Group(Group::new(Delimiter::Brace, out.into_iter().collect())).into()
}

/// `{ let a0 = &(e0); ..; let mut w = UrlWriter::new(..); w.text(".."); w.hole(UrlHole::X, whole, a0); ..; w.http() }`
fn emit_url(
    krate: &TokenTree,
    pieces: &[Piece<'_>],
    holes: &[HoleRef],
    args: &[Arg],
    checked: &CheckedUrl,
    form: Form,
    names: &[String],
) -> TokenStream {
    let site = Span::mixed_site();
    let mut out: Vec<TokenTree> = Vec::new();
    let arg_ident = |k: usize| Ident::new(&format!("__url_literal_arg{k}"), site.located_at(args[k].span));
    for (k, a) in args.iter().enumerate() {
        out.push(Ident::new("let", site).into());
        out.push(arg_ident(k).into());
        out.push(Punct::new('=', Spacing::Alone).into());
        out.push(Punct::new('&', Spacing::Alone).into());
        out.push(Group::new(Delimiter::Parenthesis, a.expr.clone()).into());
        out.push(Punct::new(';', Spacing::Alone).into());
    }
    let w = Ident::new("__url_literal_writer", site);
    let fixed: usize = pieces.iter().map(|p| if let Piece::Text { text, .. } = p { text.len() } else { 0 }).sum();
    out.push(Ident::new("let", site).into());
    out.push(Ident::new("mut", site).into());
    out.push(w.clone().into());
    out.push(Punct::new('=', Spacing::Alone).into());
    path(&mut out, krate, &["template", "UrlWriter", "new"]);
    out.push(
        Group::new(Delimiter::Parenthesis, TokenTree::from(Literal::usize_suffixed(fixed + 16 * holes.len())).into())
            .into(),
    );
    out.push(Punct::new(';', Spacing::Alone).into());
    let mut hole = 0;
    for p in pieces {
        let (method, args): (&str, Vec<TokenTree>) = match p {
            Piece::Text { text, .. } => ("text", vec![Literal::string(text).into()]),
            Piece::Hole { .. } => {
                let (class, whole) = checked.holes[hole];
                let a: TokenTree = arg_ident(holes[hole].arg).into();
                let a = if form == Form::Url && checked.needs_segment_safe(hole) {
                    segment_safe(krate, a, false)
                } else {
                    a
                };
                hole += 1;
                let mut v = Vec::new();
                path(&mut v, krate, &["template", "UrlHole", &format!("{class:?}")]);
                v.push(Punct::new(',', Spacing::Alone).into());
                v.push(Ident::new(if whole { "true" } else { "false" }, site).into());
                v.push(Punct::new(',', Spacing::Alone).into());
                v.push(a);
                ("hole", v)
            }
        };
        writer_call(&mut out, Ident::new(method, site), mut_ref(&w), args);
        out.push(Punct::new(';', Spacing::Alone).into());
    }
    let end = match (checked.scheme, form) {
        (Scheme::Ftp, Form::Url) => "ftp",
        (Scheme::Ftp, _) => "try_ftp",
        (Scheme::Gopher, _) => "try_gopher",
        (_, Form::Url) => "http",
        _ => "try_http",
    };
    let args = if form == Form::Url { Vec::new() } else { names_slice(names) };
    writer_call(&mut out, Ident::new(end, site), w.into(), args);
    TokenTree::Group(Group::new(Delimiter::Brace, out.into_iter().collect())).into()
}

/// Appends `receiver.method(args..)` to `out`: a writer's own method, the
/// receiver `(&mut w)` for a `&mut self` method and `w` for a `self` one, so
/// that the method is found at the first step of method resolution, where
/// an inherent method comes before any trait's. On `w` alone, a `&mut self`
/// method is found only after the `&self` methods of the traits in scope: a
/// user's blanket trait with a `text` or `hole` method would be taken
/// instead, or be ambiguous beside it (E0034). A method call, not a path:
/// rustc then reports a value without `Display` at the method's name, which
/// carries the value's span.
fn writer_call(out: &mut Vec<TokenTree>, method: Ident, receiver: TokenTree, args: Vec<TokenTree>) {
    out.push(receiver);
    out.push(Punct::new('.', Spacing::Alone).into());
    out.push(method.into());
    out.push(Group::new(Delimiter::Parenthesis, args.into_iter().collect()).into());
}

/// `(&mut w)`, with the writer's span.
fn mut_ref(w: &Ident) -> TokenTree {
    let tokens =
        [Punct::new('&', Spacing::Alone).into(), Ident::new("mut", w.span()).into(), TokenTree::from(w.clone())];
    let mut group = Group::new(Delimiter::Parenthesis, tokens.into_iter().collect());
    group.set_span(w.span());
    group.into()
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

//! `uri_template!` and `try_uri_template!`: an RFC 6570 URI Template,
//! checked at compile time by url-core's grammar
//! (`url_core::rfc6570::UriTemplate::parse`), its variables bound from the
//! caller's scope or from `name = value` arguments, and expanded at run time
//! by url-core's expansion (§3), whose output is read back as a URI that no
//! value moves.
//!
//! The kind of each variable (string, list, associative array, undefined)
//! is its type's: the expansion binds each value through
//! `url_core::template::Tag` (autoref specialization, see
//! `url_core::template::bind`), and checks with trait bounds what RFC 6570
//! and the infallible form forbid: a prefix on a composite value (§2.4.1,
//! `Prefixable`), and text where a value could be refused at run time
//! (`SafeValue`: a whole path segment, `{/x}`, `{+x}`, `{#x}`), which needs
//! `try_uri_template!`.

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::{quote, quote_spanned, ToTokens};
use syn::parse::{ParseStream, Parser};
use syn::{Expr, Lit, Token};
use url_core::rfc6570::UriTemplate;

use crate::emit::{compile_errors, literal, refusal};

/// Which macro is expanding.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// `uri_template!`: yields `UriBuf` or `UriRefBuf`; values that could be
    /// refused are compile errors.
    Infallible,
    /// `try_uri_template!`: yields `Result<_, TemplateError>`.
    Fallible,
}

impl Form {
    fn name(self) -> &'static str {
        match self {
            Form::Infallible => "uri_template",
            Form::Fallible => "try_uri_template",
        }
    }
}

/// An argument after the template: `name = value` or `"name" = value`.
struct Arg {
    name: String,
    expr: TokenStream,
    span: Span,
    used: bool,
}

fn usage(form: Form) -> String {
    format!(
        "{0}! takes a string literal and the values of its variables by name, e.g. \
         {0}!(\"https://api.example.com/search{{?q,page}}\", page = 2) (a variable without an argument is the local \
         of its name)",
        form.name()
    )
}

/// The first token's span of `tokens`.
fn first_span(tokens: &TokenStream) -> Span {
    tokens.clone().into_iter().next().map_or_else(Span::call_site, |t| t.span())
}

/// The macros: `$crate ; "template", name = value, ..` to the expansion,
/// or to the `compile_error!`s of a refusal.
pub(crate) fn expand(input: TokenStream, form: Form) -> TokenStream {
    let (krate, rest) = match crate::input::krate(input, form.name()) {
        Ok(split) => split,
        Err(e) => return compile_errors(e),
    };
    let mut template_text = None;
    match (|input: ParseStream<'_>| expand_with(&krate, input, form, &mut template_text)).parse2(rest) {
        Ok(ts) => ts,
        Err(e) => refusal(compile_errors(e), Some(stub(&krate, form, template_text.as_deref()))),
    }
}

/// Whether the fixed text of `template` starts with a scheme: the output is
/// then a `UriBuf`, else a `UriRefBuf`.
fn absolute(template: &str) -> bool {
    let b = template.as_bytes();
    let end = b.iter().position(|&c| matches!(c, b':' | b'/' | b'?' | b'#' | b'{')).unwrap_or(b.len());
    b.get(end) == Some(&b':')
        && b.first().is_some_and(u8::is_ascii_alphabetic)
        && b[..end].iter().all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.'))
}

/// A value of the type `form` yields, after a refusal.
fn stub(krate: &TokenTree, form: Form, template: Option<&str>) -> TokenStream {
    let buf = if template.is_some_and(absolute) { quote!(#krate::UriBuf) } else { quote!(#krate::UriRefBuf) };
    let ty = match form {
        Form::Infallible => buf,
        Form::Fallible => {
            quote!(#krate::__private::core::result::Result<#buf, #krate::template::TemplateError>)
        }
    };
    quote!(#krate::__private::stub::<#ty>())
}

/// An expression of the template, as the macro reads it from url-core's.
#[derive(Clone, Debug)]
pub(crate) struct Exp {
    /// Offset of its `{`.
    pub(crate) at: usize,
    /// Offset after its `}`.
    pub(crate) end: usize,
    /// Its operator (`b'+'`, `b'#'`, `b'.'`, `b'/'`, `b';'`, `b'?'`, `b'&'`), 0 for none.
    pub(crate) op: u8,
    /// Its variables: name, whether it has a prefix modifier.
    pub(crate) vars: Vec<(String, bool)>,
}

/// What the infallible form asks of a variable's type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Bounds {
    /// A prefix modifier applies to it: a string (§2.4.1).
    pub(crate) prefix: bool,
    /// A value could be refused at run time unless it is `SafeValue`.
    pub(crate) safe: bool,
}

/// Where an expression writes, as the states of a reader of an RFC 3986
/// URI-reference; a set of them after an expression that may write nothing.
mod state {
    /// Nothing written yet, and no scheme.
    pub(super) const START: u8 = 1;
    /// In the first segment of a relative reference.
    pub(super) const FIRST: u8 = 2;
    /// Right after `scheme:`.
    pub(super) const SCHEME: u8 = 4;
    /// The path is `/` so far, without authority: a second `/` would start one.
    pub(super) const SLASH: u8 = 8;
    /// In the authority.
    pub(super) const AUTH: u8 = 16;
    /// In the path.
    pub(super) const PATH: u8 = 32;
    /// In the query.
    pub(super) const QUERY: u8 = 64;
    /// In the fragment.
    pub(super) const FRAG: u8 = 128;
    /// The states whose segment a value could make `.` or `..`.
    pub(super) const SEGMENT: u8 = START | FIRST | SCHEME | SLASH | PATH;
}

/// The state after fixed character `c` in state `s`, or `Err` when that
/// character starts an authority that a value could have moved.
fn fixed_step(s: u8, c: u8, fixed_only: bool) -> Result<u8, ()> {
    use state::*;
    Ok(match (s, c) {
        (FRAG, _) => FRAG,
        (_, b'#') => FRAG,
        (QUERY, _) => QUERY,
        (_, b'?') => QUERY,
        (PATH, _) => PATH,
        (AUTH, b'/') => PATH,
        (AUTH, _) => AUTH,
        (SLASH, b'/') if fixed_only => AUTH,
        (SLASH, b'/') => return Err(()),
        (SLASH, _) => PATH,
        (START | SCHEME, b'/') => SLASH,
        (START | FIRST, b':') if !fixed_only => return Err(()),
        (START, _) => FIRST,
        (FIRST, b'/') => PATH,
        (FIRST, _) => FIRST,
        (SCHEME, _) => PATH,
        _ => s,
    })
}

/// The states after an expression with operator `op` that writes
/// something, from state `s`; `Err` with the reason when a value could
/// be refused there whatever its type.
fn expression_step(s: u8, op: u8) -> Result<u8, &'static str> {
    use state::*;
    Ok(match (s, op) {
        (AUTH, b'/') => PATH,
        (AUTH, b'?') => QUERY,
        (AUTH, b'#') => FRAG,
        (AUTH, _) => {
            return Err("it stands in the authority, where a value could change the host or the port \
                        (RFC 3986 §3.2)")
        }
        (FRAG, b'#') => return Err("it writes a second '#' in the fragment, which no URI has (RFC 3986 §3.5)"),
        (FRAG, _) => FRAG,
        (_, b'#') => FRAG,
        (QUERY, _) => QUERY,
        (_, b'?') => QUERY,
        (SLASH, b'/') => {
            return Err("it writes a '/' after the path's first '/', and '//' starts an authority (RFC 3986 §3.3)")
        }
        (START | FIRST, b'+') => {
            return Err("a reserved expansion in the first segment of a relative reference could write ':', \
                        which makes it a scheme (RFC 3986 §4.2)")
        }
        (START | FIRST, b'/') => PATH,
        (START | FIRST, _) => FIRST,
        _ => PATH,
    })
}

/// Whether the fixed text around expression `k` in its path segment
/// (up to the boundaries a value or the template writes: `/`, `\`, `?`,
/// `#`, the expressions that may write them, a fixed `;` after it) is only
/// dots, spaces and NULs, once decoded: a value could then make the segment
/// `.` or `..`.
fn dots_only_segment(template: &str, exps: &[Exp], k: usize) -> bool {
    let b = template.as_bytes();
    let boundary_op = |op: u8| matches!(op, b'/' | b'?' | b'#');
    // The fixed bytes of the template, each with the expression it belongs to.
    let fixed = |i: usize| exps.iter().all(|e| i < e.at || i >= e.end);
    let decoded = |i: usize| -> Option<(u8, usize)> {
        // (byte, width) of the fixed character at i, `%XX` decoded
        if b[i] == b'%' && i + 2 < b.len() + 0 && b.get(i + 2).is_some() {
            let h = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
            if let (Some(x), Some(y)) = (h(b[i + 1]), h(b[i + 2])) {
                return Some((x * 16 + y, 3));
            }
        }
        Some((b[i], 1))
    };
    let dotty = |c: u8| matches!(c, b'.' | b' ' | 0);
    let ends = |c: u8| matches!(c, b'/' | b'\\' | b'?' | b'#');
    // Backwards from the expression's `{`.
    let mut i = exps[k].at;
    let mut starts: Vec<usize> = Vec::new();
    while i > 0 {
        if let Some(e) = exps.iter().find(|e| e.end == i) {
            if boundary_op(e.op) {
                break;
            }
            i = e.at;
            continue;
        }
        // the start of the character before i (a `%XX` triplet or a byte)
        let j = if i >= 3 && b[i - 3] == b'%' && fixed(i - 3) { i - 3 } else { i - 1 };
        let (c, _) = decoded(j).unwrap_or((b[j], 1));
        if ends(c) || (j + 1 == i && b[j] == b':' && !template[..j].contains('/')) {
            break;
        }
        starts.push(j);
        i = j;
    }
    if starts.iter().any(|&j| !dotty(decoded(j).map_or(b[j], |d| d.0))) {
        return false;
    }
    // Forwards from after the `}`.
    let mut i = exps[k].end;
    while i < b.len() {
        if let Some(e) = exps.iter().find(|e| e.at == i) {
            if boundary_op(e.op) {
                break;
            }
            i = e.end;
            continue;
        }
        let (c, w) = decoded(i).unwrap_or((b[i], 1));
        if ends(c) || c == b';' && w == 1 {
            break;
        }
        if !dotty(c) {
            return false;
        }
        i += w;
    }
    true
}

/// The infallible form's check of `template`'s expressions: for each
/// variable (by name), what its type must be; or the expression and the
/// reason why a value could be refused there whatever its type.
pub(crate) fn check_infallible(
    template: &str,
    exps: &[Exp],
    scheme_rules: bool,
) -> Result<Vec<(String, Bounds)>, (usize, String)> {
    use state::*;
    let mut bounds: Vec<(String, Bounds)> = Vec::new();
    let mut add = |name: &str, f: &dyn Fn(&mut Bounds)| {
        let at = match bounds.iter().position(|(n, _)| n == name) {
            Some(at) => at,
            None => {
                bounds.push((name.to_owned(), Bounds::default()));
                bounds.len() - 1
            }
        };
        f(&mut bounds[at].1);
    };
    for e in exps {
        for (name, prefix) in &e.vars {
            add(name, &|b: &mut Bounds| b.prefix |= *prefix);
        }
    }
    let b = template.as_bytes();
    let mut states: u8 = if absolute(template) { SCHEME } else { START };
    let mut i = if states == SCHEME { template.find(':').map_or(0, |c| c + 1) } else { 0 };
    let mut fixed_only = true;
    // The last expression that made the states ambiguous.
    let mut last: Option<usize> = None;
    let mut k = 0;
    while i < b.len() || k < exps.len() {
        if let Some(e) = exps.get(k).filter(|e| e.at == i) {
            if scheme_rules {
                return Err((
                    k,
                    "the scheme's own rules (RFC 8089, RFC 6068, RFC 2397, RFC 8141) could refuse a value".to_owned(),
                ));
            }
            let mut next = states;
            for s in (0..8).map(|bit| 1u8 << bit).filter(|s| states & s != 0) {
                next |= expression_step(s, e.op).map_err(|why| (k, why.to_owned()))?;
            }
            let segment = states & SEGMENT != 0;
            let always = matches!(e.op, b'/' | b'+' | b'#');
            let dots = segment && matches!(e.op, 0 | b'.') && dots_only_segment(template, exps, k);
            if always || dots {
                for (name, _) in &e.vars {
                    add(name, &|b: &mut Bounds| b.safe = true);
                }
            }
            states = next;
            fixed_only = false;
            last = Some(k);
            i = e.end;
            k += 1;
            continue;
        }
        let c = b[i];
        if states & AUTH != 0 && states != AUTH && !matches!(c, b'/' | b'?' | b'#') {
            let k = last.unwrap_or(0);
            return Err((
                k,
                "a value that is not empty would end the authority before the fixed text that follows, \
                            moving the host or the port (RFC 3986 §3.2)"
                    .to_owned(),
            ));
        }
        let mut next = 0;
        for s in (0..8).map(|bit| 1u8 << bit).filter(|s| states & s != 0) {
            next |= fixed_step(s, c, fixed_only).map_err(|()| {
                let why = if c == b':' {
                    "it stands in the scheme, which a value cannot write (RFC 3986 §3.1)"
                } else {
                    "with a value that is empty it leaves '//' at the start of the path, which starts an authority \
                     (RFC 3986 §3.3)"
                };
                (last.unwrap_or(0), why.to_owned())
            })?;
        }
        states = next;
        i += 1;
    }
    Ok(bounds)
}

/// Reads the template literal and the `name = value` arguments, checks the
/// template with url-core, and writes the expansion.
fn expand_with(
    krate: &TokenTree,
    input: ParseStream<'_>,
    form: Form,
    text: &mut Option<String>,
) -> syn::Result<TokenStream> {
    if input.is_empty() {
        return Err(syn::Error::new(Span::call_site(), format!("missing template; {}", usage(form))));
    }
    let template: Expr = input.parse()?;
    let mut inner = &template;
    while let Expr::Group(g) = inner {
        inner = &g.expr;
    }
    let (lit, value) = match inner {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) if s.suffix().is_empty() => (s, s.value()),
            other => {
                let what = crate::input::literal_kind(other);
                return Err(syn::Error::new(
                    other.span(),
                    format!("expected a string literal, found {what}; {}", usage(form)),
                ));
            }
        },
        other => {
            return Err(syn::Error::new(
                first_span(&other.to_token_stream()),
                format!(
                    "expected a string literal, found an expression; a template must be a literal so that it is \
                     checked at compile time (url_literal::rfc6570::UriTemplate::parse checks one at run time); {}",
                    usage(form)
                ),
            ));
        }
    };
    *text = Some(value.clone());
    let lit_span = lit.span();
    let mut args: Vec<Arg> = Vec::new();
    while !input.is_empty() {
        input.parse::<Token![,]>()?;
        if input.is_empty() {
            break;
        }
        // `"name" = value`: a variable whose name is no Rust identifier (`{user.id}`, `{type}`)
        let (name, span) = if input.peek(syn::LitStr) && input.peek2(Token![=]) {
            let key: syn::LitStr = input.parse()?;
            input.parse::<Token![=]>()?;
            (Some(key.value()), key.span())
        } else {
            (None, input.span())
        };
        let expr: Expr = input.parse()?;
        let (name, expr, span) = match (name, &expr) {
            (Some(n), _) => (n, expr.to_token_stream(), span),
            (None, Expr::Assign(a)) => match &*a.left {
                Expr::Path(p) if p.qself.is_none() && p.attrs.is_empty() && p.path.get_ident().is_some() => {
                    let ident = p.path.get_ident().map(|i| i.to_string()).unwrap_or_default();
                    (ident, a.right.to_token_stream(), first_span(&expr.to_token_stream()))
                }
                _ => return Err(named_only(&expr, form)),
            },
            (None, _) => return Err(named_only(&expr, form)),
        };
        if args.iter().any(|a| a.name == name) {
            return Err(syn::Error::new(span, format!("duplicate argument named `{name}`")));
        }
        args.push(Arg { name, expr, span, used: false });
    }
    let parsed = UriTemplate::parse(&value)
        .map_err(|e| syn::Error::new(lit_span, crate::diag::render_uri("invalid URI template", &value, &e)))?;
    let exps: Vec<Exp> = parsed
        .expressions()
        .map(|e| Exp {
            at: e.offset(),
            end: e.offset() + e.as_str().len(),
            op: e.operator().as_str().bytes().next().unwrap_or(0),
            vars: e.varspecs().map(|v| (v.name().to_owned(), v.prefix().is_some())).collect(),
        })
        .collect();
    // Each variable bound to an argument or to the local of its name.
    let mut vars: Vec<(String, TokenStream, Span)> = Vec::new();
    for name in parsed.variables() {
        let found = args.iter_mut().find(|a| a.name == name);
        match found {
            Some(a) => {
                a.used = true;
                vars.push((name.to_owned(), a.expr.clone(), a.span));
            }
            None if crate::format::is_ident(name) => {
                vars.push((name.to_owned(), Ident::new(name, lit_span).into_token_stream(), lit_span));
            }
            None => {
                let at = exps
                    .iter()
                    .flat_map(|e| {
                        let s = &value[e.at..e.end];
                        s.find(name).map(|i| e.at + i)
                    })
                    .next()
                    .unwrap_or(0);
                return Err(syn::Error::new(
                    lit_span,
                    format!(
                        "the variable '{name}' is no Rust name, so no local can be captured for it; pass its value \
                         as `\"{name}\" = value`\n{}",
                        url_core::template::underline(&value, at, name.len())
                    ),
                ));
            }
        }
    }
    let mut unused: Option<syn::Error> = None;
    for a in args.iter().filter(|a| !a.used) {
        let e = syn::Error::new(
            a.span,
            format!("named argument `{}` never used; every argument must be a variable of the template", a.name),
        );
        match &mut unused {
            Some(all) => all.combine(e),
            None => unused = Some(e),
        }
    }
    if let Some(e) = unused {
        return Err(e);
    }
    let bounds = if form == Form::Infallible {
        let own_rules = own_rules(&value);
        check_infallible(&value, &exps, own_rules).map_err(|(k, why)| {
            let e = &exps[k];
            syn::Error::new(
                lit_span,
                format!(
                    "a value of {} could be refused at run time: {why}; use try_uri_template!, which returns the \
                     refusal as an error naming the variable\n{}",
                    &value[e.at..e.end],
                    url_core::template::underline(&value, e.at, e.end - e.at)
                ),
            )
        })?
    } else {
        exps.iter().flat_map(|e| e.vars.iter()).fold(Vec::new(), |mut all: Vec<(String, Bounds)>, (name, prefix)| {
            match all.iter_mut().find(|(n, _)| n == name) {
                Some((_, b)) => b.prefix |= *prefix,
                None => all.push((name.clone(), Bounds { prefix: *prefix, safe: false })),
            }
            all
        })
    };
    Ok(emit(krate, &value, lit_span, &vars, &bounds, form))
}

/// The error of an argument that is not `name = value`.
fn named_only(expr: &Expr, form: Form) -> syn::Error {
    syn::Error::new(
        first_span(&expr.to_token_stream()),
        format!(
            "{}! takes the values of its variables by name (`name = value`, or `\"name\" = value` for a name that is \
             no Rust identifier); a variable without an argument is the local of its name",
            form.name()
        ),
    )
}

/// Whether the template's scheme has rules of its own RFC that a value
/// could break (file, mailto, data, urn).
fn own_rules(template: &str) -> bool {
    if !absolute(template) {
        return false;
    }
    let scheme = &template[..template.find(':').unwrap_or(0)];
    ["file", "mailto", "data", "urn"].iter().any(|s| s.eq_ignore_ascii_case(scheme))
}

/// The expansion:
///
/// ```text
/// {
///     let __url_literal_arg0 = &(value0);
///     ..
///     use $crate::template::{BindMap as _, BindList as _, BindOption as _, BindDisplay as _, BindOther as _};
///     let __url_literal_var0 = (&&&&$crate::template::Tag(__url_literal_arg0)).__url_literal_bind();
///     $crate::template::prefixable(&__url_literal_var0);   // a prefix modifier applies to it
///     $crate::template::safe_value(&__url_literal_var0);   // uri_template!, where text could be refused
///     ..
///     $crate::__private::rfc6570_uri(                      // or rfc6570_ref, *_checked for uri_template!
///         &const { $crate::__private::rfc6570_template("…") },
///         &$crate::template::Bindings {
///             vars: [$crate::template::variable(&__url_literal_var0), ..],
///             names: &["name0", ..],
///             specs: &[0, ..],
///         },
///     )
/// }
/// ```
fn emit(
    krate: &TokenTree,
    value: &str,
    lit_span: Span,
    vars: &[(String, TokenStream, Span)],
    bounds: &[(String, Bounds)],
    form: Form,
) -> TokenStream {
    let site = Span::mixed_site();
    let mut out = TokenStream::new();
    let arg = |k: usize| Ident::new(&format!("__url_literal_arg{k}"), site.located_at(vars[k].2));
    let var = |k: usize| Ident::new(&format!("__url_literal_var{k}"), site.located_at(vars[k].2));
    for (k, (_, expr, _)) in vars.iter().enumerate() {
        let a = arg(k);
        out.extend(quote_spanned!(site=> let #a = &(#expr);));
    }
    // The checks are called through names the expansion declares, each
    // token at the value's span, so that rustc's trait errors point at the
    // value (the template literal, for a captured variable).
    let (prefixable, safe_value, variable) = (
        Ident::new("__url_literal_prefixable", site),
        Ident::new("__url_literal_safe_value", site),
        Ident::new("__url_literal_variable", site),
    );
    out.extend(quote_spanned!(site=>
        use #krate::template::{BindMap as _, BindList as _, BindOption as _, BindDisplay as _, BindOther as _};
        use #krate::template::variable as #variable;
    ));
    if bounds.iter().any(|(_, b)| b.prefix) {
        out.extend(quote_spanned!(site=> use #krate::template::prefixable as #prefixable;));
    }
    if bounds.iter().any(|(_, b)| b.safe) {
        out.extend(quote_spanned!(site=> use #krate::template::safe_value as #safe_value;));
    }
    for (k, (name, _, span)) in vars.iter().enumerate() {
        let (a, v) = (arg(k), var(k));
        let at = site.located_at(*span);
        let bind = Ident::new("__url_literal_bind", at);
        out.extend(quote_spanned!(at=> let #v = (&&&&#krate::template::Tag(#a)).#bind();));
        let b = bounds.iter().find(|(n, _)| n == name).map(|(_, b)| *b).unwrap_or_default();
        if b.prefix {
            let f = Ident::new("__url_literal_prefixable", at);
            out.extend(quote_spanned!(at=> #f(&#v);));
        }
        if b.safe {
            let f = Ident::new("__url_literal_safe_value", at);
            out.extend(quote_spanned!(at=> #f(&#v);));
        }
    }
    let mut specs: Vec<u16> = Vec::new();
    if let Ok(t) = UriTemplate::parse(value) {
        for e in t.expressions() {
            for s in e.varspecs() {
                specs.push(vars.iter().position(|(n, _, _)| n == s.name()).unwrap_or(0) as u16);
            }
        }
    }
    let text = literal(value, lit_span);
    let names = vars.iter().map(|(n, _, _)| literal(n, lit_span));
    let variables = (0..vars.len()).map(|k| {
        let v = var(k);
        let at = site.located_at(vars[k].2);
        let f = Ident::new("__url_literal_variable", at);
        quote_spanned!(at=> #f(&#v))
    });
    let end = match (absolute(value), form) {
        (true, Form::Infallible) => "rfc6570_uri_checked",
        (true, Form::Fallible) => "rfc6570_uri",
        (false, Form::Infallible) => "rfc6570_ref_checked",
        (false, Form::Fallible) => "rfc6570_ref",
    };
    let end = Ident::new(end, site);
    out.extend(quote_spanned!(site=>
        #krate::__private::#end(
            &const { #krate::__private::rfc6570_template(#text) },
            &#krate::template::Bindings {
                vars: [#(#variables),*],
                names: &[#(#names),*],
                specs: &[#(#specs),*],
            },
        )
    ));
    quote!({ #out })
}

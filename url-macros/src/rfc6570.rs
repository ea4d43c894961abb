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
//! (`SafeValue`: a whole path segment, `{/x}`, `{+x}`, `{#x}`; `SafeDefined`
//! where even an undefined value could be), which needs
//! `try_uri_template!`. Where no type could help (the scheme, the
//! authority, a second `#`), the infallible form is a compile error at the
//! expression. The check is tested against url-core's expansion on every
//! template of a sweep (`the_infallible_form_admits_only_what_the_expansion_takes`).

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::{quote, quote_spanned, ToTokens};
use syn::parse::{ParseStream, Parser};
use syn::Token;

use crate::argument::Read;
use url_core::rfc6570::UriTemplate;

use crate::emit::{compile_errors, literal, refusal};
use crate::format::first_span;

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
    /// An undefined value could be refused: it stands (`{x}`, `{+x}`) in a
    /// segment whose fixed text is only dots, which an expression after it
    /// can end (`/{x}.{#y}`); it must be `SafeDefined`, a string.
    pub(crate) defined: bool,
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

/// The state after fixed character `c` in state `s`, or `Err` with the
/// reason when a value before it could make it refused: an authority
/// begun, a scheme written, a second `#`.
fn fixed_step(s: u8, c: u8, fixed_only: bool) -> Result<u8, &'static str> {
    use state::*;
    Ok(match (s, c) {
        (FRAG, b'#') => {
            return Err("with a value, the fixed '#' after it is a second '#', which no URI has (RFC 3986 §3.5)")
        }
        (FRAG, _) => FRAG,
        (_, b'#') => FRAG,
        (QUERY, _) => QUERY,
        (_, b'?') => QUERY,
        (PATH, _) => PATH,
        (AUTH, b'/') => PATH,
        (AUTH, _) => AUTH,
        (SLASH, b'/') if fixed_only => AUTH,
        (SLASH, b'/') => {
            return Err("with a value that is empty it leaves '//' at the start of the path, which starts an \
                        authority (RFC 3986 §3.3)")
        }
        (SLASH, _) => PATH,
        (START | SCHEME, b'/') => SLASH,
        (START | FIRST, b':') if !fixed_only => {
            return Err("it stands in the scheme, which a value cannot write (RFC 3986 §3.1)")
        }
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

/// Whether the template checks refuse a segment whose value, beside fixed
/// text, decodes to a `\` or `/` and then `..` (`v%5C..`, `v%2F..`): then
/// a text value in any part of a path segment could be refused.
fn parts_refusable() -> bool {
    [&b"v%5C.."[..], b"v%2F.."].iter().any(|s| url_core::__private::segment_dots(s).is_some())
}

/// For each expression, what the fixed text of its path segment around it
/// is once decoded (up to the boundaries a value or the template writes:
/// `/`, `\`, `?`, `#`, the expressions that may write them; after it, up to
/// a fixed `;` or a `{;x}`): `(before, dot, after)`, whether the text
/// before it is only dots, spaces and NULs, whether it has a dot, and
/// whether the text after it is only those. A value could make a segment
/// whose fixed text is only those `.` or `..`. Two passes, linear.
fn segment_texts(template: &str, exps: &[Exp]) -> Vec<(bool, bool, bool)> {
    use url_core::__private::{dot_part_octet, part_separator, segment_octet};
    let b = template.as_bytes();
    // The fixed character at `i` (a byte, or a `%XX` triplet decoded, as
    // url-core's dot-segment rule reads it) and its width.
    let decoded = |i: usize| {
        let (c, next) = segment_octet(b, i);
        (c, next - i)
    };
    let dotty = dot_part_octet;
    let ends = |c: u8| part_separator(c) || matches!(c, b'?' | b'#' | b':');
    let mut out = vec![(true, false, true); exps.len()];
    // Forwards: the text before each expression. An expression that writes
    // a `/`, `?` or `#` when defined writes nothing when undefined: the
    // text before what follows it is either, so both readings are kept,
    // each as `(only, dot)` (bit `only * 2 + dot` of `paths`), and the
    // expression gets the union: `only` if either reading is only dots
    // (and spaces and NULs), `dot` if one that is only those has a dot
    // (`.{/x}{;y}` with `x` undefined is `.;y`).
    let bit = |only: bool, dot: bool| 1u8 << (usize::from(only) * 2 + usize::from(dot));
    let (mut i, mut k, mut paths) = (0, 0, bit(true, false));
    while i < b.len() || k < exps.len() {
        if let Some(e) = exps.get(k).filter(|e| e.at == i) {
            out[k].0 = paths & (bit(true, false) | bit(true, true)) != 0;
            out[k].1 = paths & bit(true, true) != 0;
            if matches!(e.op, b'/' | b'?' | b'#') {
                paths |= bit(true, false);
            }
            i = e.end;
            k += 1;
            continue;
        }
        let (c, w) = decoded(i);
        let mut next = 0;
        for (only, dot) in [(false, false), (false, true), (true, false), (true, true)] {
            if paths & bit(only, dot) != 0 {
                next |= if ends(c) { bit(true, false) } else { bit(only && dotty(c), dot || c == b'.') };
            }
        }
        paths = next;
        i += w;
    }
    // Backwards: the text after each expression, up to a `;`. A triplet
    // is read from its `%`, so the bytes are first marked with the
    // character that starts at them.
    let mut starts: Vec<Option<u8>> = vec![None; b.len()];
    let (mut i, mut k) = (0, 0);
    while i < b.len() {
        if let Some(e) = exps.get(k).filter(|e| e.at == i) {
            i = e.end;
            k += 1;
            continue;
        }
        let (c, w) = decoded(i);
        starts[i] = Some(if w == 1 && c == b';' {
            b';'
        } else if c == b';' {
            b'x'
        } else {
            c
        });
        i += w;
    }
    let (mut i, mut k, mut only) = (b.len(), exps.len(), true);
    while i > 0 {
        if k > 0 && exps[k - 1].end == i {
            let e = &exps[k - 1];
            out[k - 1].2 = only;
            if matches!(e.op, b'/' | b'?' | b'#' | b';') {
                only = true;
            }
            i = e.at;
            k -= 1;
            continue;
        }
        i -= 1;
        if let Some(c) = starts[i] {
            if ends(c) || c == b';' {
                only = true;
            } else {
                only &= dotty(c);
            }
        }
    }
    out
}

/// The infallible form's check of `template`'s expressions: for each
/// variable (by name), what its type must be; or the expression and the
/// reason why a value could be refused there whatever its type.
pub(crate) fn check_infallible(
    template: &str,
    exps: &[Exp],
    rules: Rules,
) -> Result<Vec<(String, Bounds)>, (usize, String)> {
    use state::*;
    let mut bounds: Vec<(String, Bounds)> = Vec::new();
    let mut index: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let mut add = |name: &str, f: &dyn Fn(&mut Bounds)| {
        let at = *index.entry(name.to_owned()).or_insert_with(|| {
            bounds.push((name.to_owned(), Bounds::default()));
            bounds.len() - 1
        });
        f(&mut bounds[at].1);
    };
    let texts = segment_texts(template, exps);
    let parts = parts_refusable();
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
            if rules == Rules::Own {
                return Err((
                    k,
                    "the scheme's own rules (RFC 8089, RFC 6068, RFC 2397, RFC 8141) could refuse a value".to_owned(),
                ));
            }
            let mut next = states;
            for s in (0..8).map(|bit| 1u8 << bit).filter(|s| states & s != 0) {
                next |= expression_step(s, e.op).map_err(|why| (k, why.to_owned()))?;
            }
            if rules == Rules::NoFragment && e.op == b'#' {
                return Err((k, "ws and wss URIs take no fragment (RFC 6455 §3)".to_owned()));
            }
            let segment = states & SEGMENT != 0;
            if segment && e.op == b';' && texts[k].0 && texts[k].1 {
                return Err((
                    k,
                    "it follows only dots in its path segment, which its ';' ends as a dot segment for the \
                     readers that split parameters off (RFC 3986 §3.3)"
                        .to_owned(),
                ));
            }
            let always = matches!(e.op, b'/' | b'+' | b'#');
            // In a path segment, a value beside fixed text could make a part
            // of it between a '/' or '\' it decodes to `.` or `..` when the
            // rule splits there (`parts`): `v{x}`, `{.x}`, and `{&x}`, whose
            // `&x=` stands in the path until a `?` has begun the query.
            let dots = segment
                && ((matches!(e.op, 0 | b'.') && (parts || (texts[k].0 && texts[k].2))) || (parts && e.op == b'&'));
            if always || dots {
                for (name, _) in &e.vars {
                    add(name, &|b: &mut Bounds| b.safe = true);
                }
            }
            if segment && matches!(e.op, 0 | b'+') && texts[k].0 && texts[k].2 {
                for (name, _) in &e.vars {
                    add(name, &|b: &mut Bounds| b.defined = true);
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
            next |= fixed_step(s, c, fixed_only).map_err(|why| (last.unwrap_or(0), why.to_owned()))?;
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
    let (lit_span, value) = crate::format::template_literal(
        input,
        &usage(form),
        " (url_literal::rfc6570::UriTemplate::parse checks one at run time)",
    )?;
    *text = Some(value.clone());
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
        let (name, span) = match name {
            Some(n) => (n, span),
            None => match crate::argument::name_eq(input)? {
                Some(ident) => (ident.to_string(), ident.span()),
                None => {
                    // refused whatever it is, once syn's full parser would have read it
                    let (tokens, _) = crate::argument::leading(input)?;
                    return Err(named_only(first_span(&tokens), form));
                }
            },
        };
        let (expr, read) = crate::argument::read(input)?;
        if let Read::NoExpression(e) = read {
            return Err(e);
        }
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
        if let Some(e) = fixed_text_refused(&parsed) {
            return Err(syn::Error::new(
                lit_span,
                format!(
                    "the template is refused with every variable undefined: {e}; uri_template! yields a URI for \
                     every value it takes"
                ),
            ));
        }
        check_infallible(&value, &exps, rules(&value)).map_err(|(k, why)| {
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
        if let Some(e) = fixed_text_always_refused(&parsed) {
            return Err(syn::Error::new(
                lit_span,
                format!(
                    "the template's fixed text is refused whatever the values: {e}; try_uri_template! would return \
                     this error on every call"
                ),
            ));
        }
        exps.iter().flat_map(|e| e.vars.iter()).fold(Vec::new(), |mut all: Vec<(String, Bounds)>, (name, prefix)| {
            match all.iter_mut().find(|(n, _)| n == name) {
                Some((_, b)) => b.prefix |= *prefix,
                None => all.push((name.clone(), Bounds { prefix: *prefix, ..Bounds::default() })),
            }
            all
        })
    };
    Ok(emit(krate, &value, lit_span, &vars, &bounds, form))
}

/// The error of an argument that is not `name = value`, at its first token.
fn named_only(at: Span, form: Form) -> syn::Error {
    syn::Error::new(
        at,
        format!(
            "{}! takes the values of its variables by name (`name = value`, or `\"name\" = value` for a name that is \
             no Rust identifier); a variable without an argument is the local of its name",
            form.name()
        ),
    )
}

/// The refusal of `t`'s expansion with every variable undefined (its
/// fixed text alone), if it is refused.
fn fixed_text_refused(t: &UriTemplate<'_>) -> Option<url_core::template::TemplateError> {
    t.expand(&std::collections::BTreeMap::<&str, url_core::rfc6570::Value>::new()).err()
}

/// The refusal of `t`'s fixed text that no value can change: the text
/// before the first expression (ASCII, so that it is the expansion's
/// start) writes `scheme://`, an authority and the `/`, `?` or `#` that
/// ends it, and the expansion with every variable undefined is refused,
/// with no value at fault, inside that scheme and authority
/// (`https://u:secret@h/{p}`: RFC 9110 §4.2.4). What follows the authority
/// cannot change how it is read; an unclosed `http://[{p}` is not
/// decided there.
fn fixed_text_always_refused(t: &UriTemplate<'_>) -> Option<url_core::template::TemplateError> {
    let text = t.as_str();
    let prefix = &text[..text.find('{')?];
    if !prefix.is_ascii() {
        return None;
    }
    let auth = prefix.find("://")? + 3;
    if !prefix[..auth - 3].bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')) {
        return None;
    }
    let end = auth + prefix[auth..].find(['/', '?', '#'])?;
    let e = fixed_text_refused(t)?;
    match (e.hole(), e.error()) {
        (None, Some(p)) if p.offset() + p.length() <= end => Some(e),
        _ => None,
    }
}

/// What the rules of the template's scheme add to RFC 3986's for a value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Rules {
    /// Nothing a value could break (http, https, other schemes, a relative reference).
    None,
    /// ws and wss: no fragment (RFC 6455 §3).
    NoFragment,
    /// file, mailto, data, urn: rules of their own RFCs that a value could break.
    Own,
}

/// The rules of `template`'s scheme.
fn rules(template: &str) -> Rules {
    if !absolute(template) {
        return Rules::None;
    }
    let scheme = &template[..template.find(':').unwrap_or(0)];
    let is = |list: &[&str]| list.iter().any(|s| s.eq_ignore_ascii_case(scheme));
    if is(&["file", "mailto", "data", "urn"]) {
        Rules::Own
    } else if is(&["ws", "wss"]) {
        Rules::NoFragment
    } else {
        Rules::None
    }
}

/// The expansion:
///
/// ```text
/// {
///     let __url_literal_arg0 = &(value0);
///     ..
///     use $crate::template::{BindMap as _, BindList as _, BindIter as _, BindOption as _, BindDisplay as _, BindOther as _};
///     let __url_literal_var0 = (&&&&&$crate::template::Tag(__url_literal_arg0)).__url_literal_bind();
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
        use #krate::template::{BindMap as _, BindList as _, BindIter as _, BindOption as _, BindDisplay as _, BindOther as _};
        use #krate::template::variable as #variable;
    ));
    if bounds.iter().any(|(_, b)| b.prefix) {
        out.extend(quote_spanned!(site=> use #krate::template::prefixable as #prefixable;));
    }
    if bounds.iter().any(|(_, b)| b.safe) {
        out.extend(quote_spanned!(site=> use #krate::template::safe_value as #safe_value;));
    }
    if bounds.iter().any(|(_, b)| b.defined) {
        let f = Ident::new("__url_literal_safe_defined", site);
        out.extend(quote_spanned!(site=> use #krate::template::safe_defined as #f;));
    }
    for (k, (name, _, span)) in vars.iter().enumerate() {
        let (a, v) = (arg(k), var(k));
        let at = site.located_at(*span);
        let bind = Ident::new("__url_literal_bind", at);
        out.extend(quote_spanned!(at=> let #v = (&&&&&#krate::template::Tag(#a)).#bind();));
        let b = bounds.iter().find(|(n, _)| n == name).map(|(_, b)| *b).unwrap_or_default();
        if b.prefix {
            let f = Ident::new("__url_literal_prefixable", at);
            out.extend(quote_spanned!(at=> #f(&#v);));
        }
        if b.safe {
            let f = Ident::new("__url_literal_safe_value", at);
            out.extend(quote_spanned!(at=> #f(&#v);));
        }
        if b.defined {
            let f = Ident::new("__url_literal_safe_defined", at);
            out.extend(quote_spanned!(at=> #f(&#v);));
        }
    }
    let index: std::collections::HashMap<&str, usize> =
        vars.iter().enumerate().map(|(k, (n, _, _))| (n.as_str(), k)).collect();
    let mut specs: Vec<u16> = Vec::new();
    if let Ok(t) = UriTemplate::parse(value) {
        for e in t.expressions() {
            for s in e.varspecs() {
                specs.push(index.get(s.name()).map_or(u16::MAX, |&k| k as u16));
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

#[cfg(test)]
mod tests;

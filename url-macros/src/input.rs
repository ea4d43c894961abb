//! Reading the macro input, `$crate ; <argument> [, allow(<key>, ..)] [,]`,
//! with `syn`: an argument is a Rust expression (`Pair::<u8, u16>::URL` is
//! one argument, as in `format!`), a string literal's value is
//! [`syn::LitStr::value`], which reads escapes, raw strings and line
//! continuations as rustc does.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::{ParseStream, Parser};
use syn::{Expr, Lit, Token};

use crate::argument::Read;

/// What the user passed.
pub(crate) enum Arg {
    /// A string literal, with its value.
    Str { span: Span, value: String },
    /// Anything else that may be a `&'static str` expression: its tokens,
    /// and the expression when they are one.
    Expr(TokenStream, Option<Expr>),
}

/// The warnings a call silences with `allow(..)` after its argument.
#[derive(Default)]
pub(crate) struct Allow(Vec<String>);

impl Allow {
    /// Whether the call allows the warning `key`.
    pub(crate) fn has(&self, key: &str) -> bool {
        self.0.iter().any(|k| k == key)
    }
}

/// What a call is: the macro's name, an example argument, what the argument
/// is ("URL", "URI reference": the word a missing argument's message uses),
/// the warnings `allow(..)` may name, the run-time form of the macro (`{}`
/// for the argument: `Url::parse({})`), and whether it takes a constant.
pub(crate) struct Call<'a> {
    pub(crate) name: &'a str,
    pub(crate) example: &'a str,
    pub(crate) noun: &'a str,
    pub(crate) keys: &'a [&'a str],
    pub(crate) runtime: &'a str,
    pub(crate) consts: bool,
}

/// Splits off the `$crate ;` that the url-literal wrappers pass first: the
/// `$crate` token and the rest, or the error of a direct call of the entry
/// point `name`.
pub(crate) fn krate(input: TokenStream, name: &str) -> Result<(TokenTree, TokenStream), syn::Error> {
    let mut tokens = input.into_iter();
    match (tokens.next(), tokens.next()) {
        (Some(k @ TokenTree::Ident(_)), Some(TokenTree::Punct(p))) if p.as_char() == ';' => Ok((k, tokens.collect())),
        _ => Err(syn::Error::new(
            Span::call_site(),
            format!("this is url-literal's internal entry point; call url_literal::{name}! instead"),
        )),
    }
}

/// The tokens of one argument, up to a top-level `,` or the end, and what
/// they are (`crate::argument::read`).
fn argument(input: ParseStream<'_>) -> syn::Result<(TokenStream, Read)> {
    // A lone literal, the common case: the `Expr::Lit` the expression
    // parser would read, without running it (a third of the macro's own
    // run for a literal, BENCHMARKS.md "Build cost").
    // (the cursor's raw token trees: `peek(Lit)` would read the literal, and
    // `peek` and `literal()` look into the invisible group of a forwarded
    // `$e:expr`, which the expression parser reads as `Expr::Group`)
    let lone = input.cursor().token_tree().is_some_and(|(first, rest)| {
        matches!(first, TokenTree::Literal(_))
            && match rest.token_tree() {
                None => true,
                Some((TokenTree::Punct(p), _)) => p.as_char() == ',',
                Some(_) => false,
            }
    });
    if lone {
        let lit: Lit = input.parse()?;
        let tokens = lit.to_token_stream();
        return Ok((tokens, Read::Expr(Expr::Lit(syn::ExprLit { attrs: Vec::new(), lit }))));
    }
    crate::argument::read(input)
}

/// A lone plain string literal, `"…"` without `\` (nor a `\r`, which
/// rustc refuses) or suffix, followed by nothing or `,`: its text between
/// the quotes is its value, taken as it is, without syn's reading of it
/// character by character (which rustc's `LitStr::value` agrees with, and
/// which takes 0.4 s for a `data_uri!(bytes ..)` of a megabyte in the
/// unoptimized proc macro of a debug build).
fn plain_str(input: ParseStream<'_>) -> Option<Arg> {
    let (first, rest) = input.cursor().token_tree()?;
    let TokenTree::Literal(lit) = &first else { return None };
    match rest.token_tree() {
        None => {}
        Some((TokenTree::Punct(p), _)) if p.as_char() == ',' => {}
        Some(_) => return None,
    }
    let repr = lit.to_string();
    let text = repr.strip_prefix('"')?.strip_suffix('"')?;
    if text.as_bytes().contains(&b'\\') || text.as_bytes().contains(&b'\r') {
        return None;
    }
    let value = text.to_owned();
    let span = lit.span();
    input.parse::<TokenTree>().ok()?;
    Some(Arg::Str { value, span })
}

/// Splits `$crate ; <argument> [, allow(<key>, ..)] [,]` into the `$crate`
/// token, the argument and the warnings allowed.
pub(crate) fn read(
    input: TokenStream,
    call: &Call<'_>,
) -> Result<(TokenTree, Arg, Allow), (Option<TokenTree>, syn::Error)> {
    let (krate, rest) = krate(input, call.name).map_err(|e| (None, e))?;
    let parsed = (|input: ParseStream<'_>| arguments(input, call)).parse2(rest);
    match parsed {
        Ok((arg, allow)) => Ok((krate, arg, allow)),
        Err(e) => Err((Some(krate), e)),
    }
}

/// The usage line of `call`'s messages.
fn usage(call: &Call<'_>) -> String {
    let Call { name, example, .. } = *call;
    format!("{name}! takes one string literal, e.g. {name}!(\"{example}\")")
}

/// The argument and the `allow(..)` after it.
fn arguments(input: ParseStream<'_>, call: &Call<'_>) -> syn::Result<(Arg, Allow)> {
    let Call { name, noun, .. } = *call;
    let usage = usage(call);
    if input.is_empty() {
        return Err(syn::Error::new(Span::call_site(), format!("missing {noun}; {usage}")));
    }
    if input.peek(Token![,]) {
        return Err(syn::Error::new(input.span(), format!("unexpected ','; {usage}")));
    }
    let arg = match plain_str(input) {
        Some(arg) => arg,
        None => {
            let (tokens, read) = argument(input)?;
            classify(tokens, read, call)?
        }
    };
    let mut allow = Allow::default();
    if input.is_empty() {
        return Ok((arg, allow));
    }
    input.parse::<Token![,]>()?;
    if input.is_empty() {
        return Ok((arg, allow));
    }
    if input.peek(Token![,]) {
        return Err(syn::Error::new(input.span(), format!("unexpected ','; {usage}")));
    }
    let second = input.span();
    let (tokens, _) = argument(input)?;
    match allowed(&tokens, call) {
        Ok(keys) => allow = keys,
        Err(None) => {
            let mut count = 2;
            while input.parse::<Token![,]>().is_ok() && !input.is_empty() {
                argument(input)?;
                count += 1;
            }
            return Err(syn::Error::new(
                second,
                format!(
                    "{name}! takes exactly one argument, found {count} (only allow(<warning>, ..) may follow it); \
                     {usage}"
                ),
            ));
        }
        Err(Some(e)) => return Err(e),
    }
    if input.peek(Token![,]) {
        input.parse::<Token![,]>()?;
    }
    if !input.is_empty() {
        return Err(syn::Error::new(input.span(), format!("{name}! takes nothing after allow(..); {usage}")));
    }
    Ok((arg, allow))
}

/// The argument `read` (its `tokens`): a string literal's value, or an
/// expression left to the macro's other paths, or the mistake it is.
fn classify(tokens: TokenStream, read: Read, call: &Call<'_>) -> syn::Result<Arg> {
    let Call { name, example, noun, .. } = *call;
    let usage = usage(call);
    let (expr, no_expression) = match read {
        Read::Expr(e) => (Some(e), false),
        Read::Opaque => (None, false),
        Read::NoExpression(_) => (None, true),
    };
    // A literal forwarded through `$e:expr` arrives wrapped in an invisible group.
    let mut inner = expr.as_ref();
    while let Some(Expr::Group(g)) = inner {
        inner = Some(&g.expr);
    }
    let fail = |span: Span, message: String| Err(syn::Error::new(span, message));
    match inner {
        Some(Expr::Lit(lit)) => {
            if let Lit::Str(s) = &lit.lit {
                if s.suffix().is_empty() {
                    return Ok(Arg::Str { value: s.value(), span: s.span() });
                }
            }
            let what = literal_kind(&lit.lit);
            return fail(lit.lit.span(), format!("expected a string literal, found {what}; {usage}"));
        }
        Some(Expr::Macro(m)) if m.mac.path.is_ident("option_env") => {
            let var = m.mac.tokens.to_string();
            return fail(
                m.mac.path.segments[0].ident.span(),
                format!(
                    "option_env!({var}) is an Option<&'static str>, not a {noun}; write env!({var}), or choose a \
                     default: {name}!(match option_env!({var}) {{ Some(v) => v, None => \"{example}\" }})"
                ),
            );
        }
        Some(Expr::Call(c)) if matches!(&*c.func, Expr::Path(p) if p.path.is_ident("allow")) => {
            let keys = c.args.to_token_stream().to_string();
            return fail(
                c.func.span_start(),
                format!(
                    "missing {noun} before allow({keys}); allow(..) follows the {noun}, e.g. \
                     {name}!(\"{example}\", allow({keys}))"
                ),
            );
        }
        _ => {}
    }
    // Tokens after a literal: `"a" "b"`, `"a".to_owned()`.
    let mut first = tokens.clone().into_iter().next();
    while let Some(TokenTree::Group(g)) = &first {
        if g.delimiter() != Delimiter::None {
            break;
        }
        first = g.stream().into_iter().next();
    }
    if let Some(TokenTree::Literal(lit)) = first {
        return fail(lit.span(), format!("expected one string literal, found more tokens after it; {usage}"));
    }
    let at = match &expr {
        Some(e) => computed_at_run_time(e),
        None if !no_expression => spine(&tokens).as_ref().and_then(computed_at_run_time),
        None => None,
    };
    if let Some(at) = at {
        let Call { runtime, consts, .. } = *call;
        let takes = if consts {
            "a string literal, concat!, env! or the path of a &str constant"
        } else {
            "a string literal, concat! or env!"
        };
        let form = runtime.replace("{}", &compact(&tokens));
        return fail(
            at,
            format!("{name}! takes {takes}, not a value computed at run time\n  help: parse it at run time: {form}"),
        );
    }
    if no_expression {
        // tokens that are no expression at all: rustc would stumble on them
        // inside the expansion
        let span = first.map_or_else(Span::call_site, |t| t.span());
        return fail(
            span,
            format!("expected a string literal or a constant, found tokens that are no expression; {usage}"),
        );
    }
    Ok(Arg::Expr(tokens, expr))
}

/// What `lit` is, for "expected a string literal, found …" (a string
/// literal only with a suffix: a plain one is no mistake).
pub(crate) fn literal_kind(lit: &Lit) -> &'static str {
    match lit {
        Lit::Str(_) => "a string literal with a suffix",
        Lit::ByteStr(_) => "a byte string literal",
        Lit::CStr(_) => "a C string literal",
        Lit::Byte(_) => "a byte literal",
        Lit::Char(_) => "a character literal",
        Lit::Int(_) | Lit::Float(_) => "a number",
        Lit::Bool(_) => "a boolean",
        _ => "a literal of another kind",
    }
}

/// Whether `e` is a single lower-case name (`home`, `_url`) or `self`: by
/// Rust's naming rules a local variable or a parameter, not a constant,
/// whose names are upper case (rustc's `non_upper_case_globals`).
pub(crate) fn local_name(e: &Expr) -> bool {
    match e {
        Expr::Path(p) => {
            p.qself.is_none()
                && p.path.leading_colon.is_none()
                && p.path.segments.len() == 1
                && p.path.segments[0].arguments.is_none()
                && {
                    let name = p.path.segments[0].ident.to_string();
                    let name = name.strip_prefix("r#").unwrap_or(&name);
                    name == "self" || name.starts_with(|c: char| c.is_lowercase() || c == '_') && name != "_"
                }
        }
        Expr::Paren(p) => local_name(&p.expr),
        Expr::Group(g) => local_name(&g.expr),
        _ => false,
    }
}

/// Where `e` cannot be a constant by its syntax: the [local
/// name](local_name) a method call, a field, an index, a reference, a
/// dereference, a cast or a call works on (`home` in `home.as_str()`,
/// `args` in `&args[1]`, `line` in `parse(line)`), or the name of
/// `format!(..)`, which makes a `String`. A name alone is left to rustc
/// (`emit::const_block` evaluates it in an inline `const` block, where
/// rustc says "non-constant value"), and so is a block (`{ let s = HOME; s }`
/// is a constant) or any other macro (`include_str!`, a user's macro).
fn computed_at_run_time(e: &Expr) -> Option<Span> {
    let operand = |e: &Expr| if local_name(e) { Some(e.span_start()) } else { computed_at_run_time(e) };
    match e {
        Expr::MethodCall(m) => operand(&m.receiver).or_else(|| m.args.iter().find_map(operand)),
        Expr::Field(f) => operand(&f.base),
        Expr::Index(i) => operand(&i.expr).or_else(|| operand(&i.index)),
        Expr::Reference(r) => operand(&r.expr),
        Expr::Unary(u) => operand(&u.expr),
        Expr::Cast(c) => operand(&c.expr),
        Expr::Call(c) => c.args.iter().find_map(operand),
        Expr::Paren(p) => computed_at_run_time(&p.expr),
        Expr::Group(g) => computed_at_run_time(&g.expr),
        Expr::Macro(m) => m.mac.path.segments.last().filter(|s| s.ident == "format").map(|s| s.ident.span()),
        _ => None,
    }
}

/// What [`computed_at_run_time`] can read of an argument syn reads only with
/// its `full` feature: the expression with stand-ins for what syn does not
/// read, when the rest is one. `x?` is written `x.__url_literal_try()`, a
/// method call without arguments, which `computed_at_run_time` reads as it
/// reads `x?` (the operand `x`); in the groups of the argument (a call's
/// arguments, an index, parentheses), an element syn does not read even
/// so is `0`, which is no operand: `&line[a + 1..n - 1]` is read as
/// `&line[0]`, `pick(|s| s, line)` as `pick(0, line)`. So it finds a local
/// name where the full expression has one, or none (then rustc refuses the
/// argument in the constant). One level of groups, each element parsed
/// once: linear in the argument.
fn spine(tokens: &TokenStream) -> Option<Expr> {
    syn::parse2::<Expr>(stand_in(tokens.clone(), true)).ok()
}

/// `tokens` with `?` written as a method call, and when `groups`, the
/// elements of each `()` and `[]` in [`elements`] (an invisible group is the
/// expression it holds).
fn stand_in(tokens: TokenStream, groups: bool) -> TokenStream {
    let mut out = TokenStream::new();
    for t in tokens {
        match t {
            TokenTree::Punct(p) if p.as_char() == '?' => {
                out.extend(quote::quote_spanned!(p.span()=> .__url_literal_try()));
            }
            // a forwarded `$e:expr`: the expression itself, in the same pass
            TokenTree::Group(g) if g.delimiter() == Delimiter::None => {
                let mut group = proc_macro2::Group::new(Delimiter::None, stand_in(g.stream(), groups));
                group.set_span(g.span());
                out.extend([TokenTree::Group(group)]);
            }
            TokenTree::Group(g) if groups && g.delimiter() != Delimiter::Brace => {
                let mut group = proc_macro2::Group::new(g.delimiter(), elements(g.stream()));
                group.set_span(g.span());
                out.extend([TokenTree::Group(group)]);
            }
            other => out.extend([other]),
        }
    }
    out
}

/// The elements of a group, split at their `,`s: each as it is when syn
/// reads it, else with `?` written as a method call if syn reads that,
/// else `0`.
fn elements(content: TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    for (k, element) in crate::argument::split(content).into_iter().enumerate() {
        if k > 0 {
            out.extend(quote::quote!(,));
        }
        if syn::parse2::<Expr>(element.clone()).is_ok() {
            out.extend(element);
            continue;
        }
        let spare = stand_in(element, false);
        if syn::parse2::<Expr>(spare.clone()).is_ok() {
            out.extend(spare);
        } else {
            out.extend(quote::quote!(0));
        }
    }
    out
}

/// `tokens` as a user writes them: a space between two words, after a
/// comma and around a binary operator, and nowhere else (`home.as_str()`,
/// `&*line`, `s as &str`, not `home . as_str ()`).
fn compact(tokens: &TokenStream) -> String {
    /// What the last token was: a value (a binary operator follows with
    /// spaces), a word that is no value (`as`, `mut`), or anything else.
    #[derive(PartialEq)]
    enum Last {
        Value,
        Keyword,
        Operator,
        Other,
    }
    let mut out = String::new();
    let mut last = Last::Other;
    for t in tokens.clone() {
        match t {
            TokenTree::Ident(i) => {
                if last == Last::Value || last == Last::Keyword {
                    out.push(' ');
                }
                let word = i.to_string();
                let keyword = ["as", "mut", "in", "ref", "move", "dyn", "impl", "return"].contains(&&*word);
                out.push_str(&word);
                last = if keyword { Last::Keyword } else { Last::Value };
            }
            TokenTree::Literal(l) => {
                if last == Last::Value || last == Last::Keyword {
                    out.push(' ');
                }
                out.push_str(&l.to_string());
                last = Last::Value;
            }
            TokenTree::Punct(p) => {
                let c = p.as_char();
                let joint = p.spacing() == proc_macro2::Spacing::Joint;
                // `a + b`, `a == b` (`=` joint to `=`); `x.y`, `a::b`, `-x`, `&x`, `f!`: nothing between
                let binary =
                    last == Last::Operator || last == Last::Value && "+-*/%=<>|^&!".contains(c) && (c != '!' || joint);
                if binary && last != Last::Operator || last == Last::Keyword {
                    out.push(' ');
                }
                out.push(c);
                if c == ',' || c == ';' || (binary && !joint) {
                    out.push(' ');
                }
                last = if binary && joint { Last::Operator } else { Last::Other };
            }
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace => ("{ ", " }"),
                    Delimiter::None => ("", ""),
                };
                if last == Last::Keyword || (last == Last::Value && g.delimiter() == Delimiter::Brace) {
                    out.push(' ');
                }
                out.push_str(open);
                out.push_str(&compact(&g.stream()));
                out.push_str(close);
                last = Last::Value;
            }
        }
    }
    out
}

/// The first token's span of an expression.
trait SpanStart {
    fn span_start(&self) -> Span;
}

impl SpanStart for Expr {
    fn span_start(&self) -> Span {
        self.to_token_stream().into_iter().next().map_or_else(Span::call_site, |t| t.span())
    }
}

/// The warnings of `allow(<key>, ..)`: `Err(None)` when `tokens` are not
/// `allow(..)` at all, `Err(Some(..))` for an unknown or missing key.
fn allowed(tokens: &TokenStream, call: &Call<'_>) -> Result<Allow, Option<syn::Error>> {
    let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let [TokenTree::Ident(allow), TokenTree::Group(group)] = &tokens[..] else {
        return Err(None);
    };
    if allow != "allow" || group.delimiter() != Delimiter::Parenthesis {
        return Err(None);
    }
    let keys = call.keys.join(", ");
    let name = call.name;
    let error = |span: Span, message: String| Err(Some(syn::Error::new(span, message)));
    if call.keys.is_empty() {
        return error(allow.span(), format!("{name}! raises no warning, so allow(..) has nothing to silence"));
    }
    let mut out = Vec::new();
    let mut expect_key = true;
    for t in group.stream() {
        match (&t, expect_key) {
            (TokenTree::Ident(key), true) => {
                let key_name = key.to_string();
                if !call.keys.contains(&key_name.as_str()) {
                    return error(
                        key.span(),
                        format!("unknown warning `{key_name}` in allow(..); the warnings of {name}! are {keys}"),
                    );
                }
                out.push(key_name);
                expect_key = false;
            }
            (TokenTree::Punct(p), false) if p.as_char() == ',' => expect_key = true,
            _ => return error(t.span(), format!("expected a warning name in allow(..), one of {keys}")),
        }
    }
    if out.is_empty() {
        return error(group.span(), format!("allow() names no warning; the warnings of {name}! are {keys}"));
    }
    Ok(Allow(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    const CALL: Call<'static> = Call {
        name: "uri",
        example: "https://api.example.com/v1",
        noun: "URI",
        keys: &["password"],
        runtime: "Uri::parse({})",
        consts: true,
    };

    #[track_caller]
    fn value(input: TokenStream) -> String {
        match read(quote!(krate; #input), &CALL) {
            Ok((_, Arg::Str { value, .. }, _)) => value,
            Ok(_) => panic!("not a literal"),
            Err((_, e)) => panic!("{e}"),
        }
    }

    #[track_caller]
    fn refused(input: TokenStream) -> String {
        match read(quote!(krate; #input), &CALL) {
            Ok(_) => panic!("accepted"),
            Err((_, e)) => e.to_string(),
        }
    }

    #[test]
    fn literal_values_are_rustc_s() {
        let lit = |s: &str| s.parse::<TokenStream>().unwrap();
        assert_eq!(value(lit(r#""http://a/""#)), "http://a/");
        assert_eq!(value(lit(r#""\x41\u{42}\t\"\\""#)), "AB\t\"\\");
        assert_eq!(value(lit("\"a\\\n    b\"")), "ab");
        // rustc skips only ASCII white space after a continuation
        assert_eq!(value(lit("\"a\\\n\u{a0}b\"")), "a\u{a0}b");
        assert_eq!(value(lit("\"a\\\n \u{c}b\"")), "a\u{c}b");
        assert_eq!(value(lit("\"a\\\n\u{2003}b\"")), "a\u{2003}b");
        assert_eq!(value(lit(r#"r"x\y""#)), "x\\y");
        assert_eq!(value(lit(r###"r#"a"b"#"###)), "a\"b");
    }

    #[test]
    fn other_literals_are_named() {
        let lit = |s: &str| s.parse::<TokenStream>().unwrap();
        let message = |what: &str| {
            format!(
                "expected a string literal, found {what}; uri! takes one string literal, e.g. \
                 uri!(\"https://api.example.com/v1\")"
            )
        };
        assert_eq!(refused(lit(r#""a"suffix"#)), message("a string literal with a suffix"));
        assert_eq!(refused(lit(r#"b"a""#)), message("a byte string literal"));
        assert_eq!(refused(lit(r#"c"a""#)), message("a C string literal"));
        assert_eq!(refused(lit("'a'")), message("a character literal"));
        assert_eq!(refused(lit("b'a'")), message("a byte literal"));
        assert_eq!(refused(lit("42")), message("a number"));
        assert_eq!(refused(lit("1.5f32")), message("a number"));
        assert_eq!(refused(lit("true")), message("a boolean"));
    }

    #[test]
    fn a_lone_literal_reads_as_the_expression_parser_reads_it() {
        // the lone-literal path of `argument` against the expression parser
        let both = |tokens: TokenStream| {
            let fast = (|input: ParseStream<'_>| {
                let (tokens, read) = argument(input)?;
                input.parse::<TokenStream>()?;
                Ok((tokens, if let Read::Expr(e) = read { Some(e) } else { None }))
            })
            .parse2(tokens.clone())
            .unwrap();
            let full = (|input: ParseStream<'_>| {
                let expr: Expr = input.parse()?;
                input.parse::<TokenStream>()?;
                Ok(expr)
            })
            .parse2(tokens)
            .unwrap();
            (fast, full)
        };
        for tokens in [quote!("https://h/a"), quote!("https://h/a", allow(password)), quote!(r#"x\y"#), quote!(42)] {
            let ((fast_tokens, fast), full) = both(tokens.clone());
            assert_eq!(
                fast.as_ref().map(|e| e.to_token_stream().to_string()),
                Some(full.to_token_stream().to_string())
            );
            assert!(matches!(fast, Some(Expr::Lit(_))), "{tokens}");
            assert_eq!(fast_tokens.to_string(), full.to_token_stream().to_string());
        }
        // a literal forwarded through `$e:expr` stays in its invisible group
        let grouped = TokenStream::from(TokenTree::Group(proc_macro2::Group::new(Delimiter::None, quote!("a"))));
        let ((_, fast), _) = both(grouped);
        assert!(matches!(fast, Some(Expr::Group(_))));
        // a literal with more after it is no lone literal
        assert_eq!(
            refused(quote!("a".to_owned())),
            "expected one string literal, found more tokens after it; uri! takes one string literal, e.g. \
             uri!(\"https://api.example.com/v1\")"
        );
    }

    #[test]
    fn a_run_time_value_is_found_behind_syntax_syn_reads_only_with_full() {
        if !crate::argument::tests::syn_without_full() {
            return;
        }
        let message = |arg: &str| {
            format!(
                "uri! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at \
                 run time\n  help: parse it at run time: Uri::parse({arg})"
            )
        };
        let tokens = |s: &str| s.parse::<TokenStream>().unwrap();
        for arg in ["home?", "home.as_str()?", "&line[1..]", "CONFIG[i?]", "(home?)", "-x?.y"] {
            assert_eq!(refused(tokens(arg)), message(arg), "{arg}");
        }
        // (the help writes a closure's `|` as it writes an operator)
        assert_eq!(refused(tokens("pick(|s| s, line)")), message("pick(|s | s, line)"));
        // `$e:expr` forwarded: the expression in its invisible group
        let grouped = TokenStream::from(TokenTree::Group(proc_macro2::Group::new(Delimiter::None, tokens("s[1..2]"))));
        assert_eq!(refused(grouped), message("s[1..2]"));
        // constants: left to const evaluation, as syn's full parser's reading left them
        for arg in ["CONFIG[i..]", "{ let s = home; s }", "if c { HOME } else { WORK }", "MIRRORS[1..].first()"] {
            let arg_tokens = tokens(arg);
            let Ok((_, Arg::Expr(got, None), _)) = read(quote!(krate; #arg_tokens), &CALL) else {
                panic!("{arg}: not left to const evaluation")
            };
            assert_eq!(got.to_string(), tokens(arg).to_string());
        }
    }

    #[test]
    fn an_argument_is_an_expression() {
        let (_, arg, _) = read(quote!(k; Pair::<u8, u16>::URL, allow(password)), &CALL).map_err(|e| e.1).unwrap();
        let Arg::Expr(tokens, Some(Expr::Path(_))) = arg else { panic!("not a path") };
        assert_eq!(tokens.to_string(), "Pair :: < u8 , u16 > :: URL");
        assert_eq!(
            refused(quote!("a", "b", "c")),
            "uri! takes exactly one argument, found 3 (only allow(<warning>, ..) may follow it); uri! takes one \
             string literal, e.g. uri!(\"https://api.example.com/v1\")"
        );
        assert_eq!(
            refused(quote!(allow(password))),
            "missing URI before allow(password); allow(..) follows the URI, e.g. \
             uri!(\"https://api.example.com/v1\", allow(password))"
        );
        assert_eq!(
            refused(quote!("a", allow(passwd))),
            "unknown warning `passwd` in allow(..); the warnings of uri! are password"
        );
        assert_eq!(
            refused(quote!(https:)),
            "expected a string literal or a constant, found tokens that are no expression; uri! takes one string \
             literal, e.g. uri!(\"https://api.example.com/v1\")"
        );
        assert_eq!(
            refused(quote!("a" "b")),
            "expected one string literal, found more tokens after it; uri! takes one string literal, e.g. \
             uri!(\"https://api.example.com/v1\")"
        );
    }
}

//! One argument of a macro, read as `format!` reads its arguments: a Rust
//! expression, up to the `,` that ends it.
//!
//! syn is built without its `full` feature (`url-macros/Cargo.toml`, a
//! lighter build for every user). Its expression parser then reads literals,
//! paths, macro calls, struct literals, invisible groups, parentheses and
//! tuples, unary and binary operators, casts, references, calls, method
//! calls, fields, indexes and `{ expr }`: everything the macros look into (a
//! literal, `concat!`, `env!`, a constant's path, a local name). The rest of
//! Rust's expressions (closures, blocks with statements, `if`, `match`, `?`,
//! ranges, arrays, `loop`, `async`, ...) the macros only pass on to rustc:
//! [`read`] takes them as tokens up to the `,` that ends the argument
//! ([`Split`]), and the expansion holds exactly those tokens, where syn's
//! full parser would have printed the same tokens back.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use syn::buffer::Cursor;
use syn::parse::ParseStream;
use syn::{Expr, Token};

/// What [`read`] made of an argument.
pub(crate) enum Read {
    /// An expression syn reads whole.
    Expr(Expr),
    /// Tokens syn reads only with `full` (a closure, `if`, `?`, a range):
    /// an expression or a mistake, which rustc tells when it reads them in
    /// the expansion.
    Opaque,
    /// Tokens that are no expression, with the error syn's full parser
    /// gives for them, at the same token ("expected an expression", or
    /// "expected `,`" after an expression).
    NoExpression(syn::Error),
}

/// How syn's expression parser (without `full`) ends on the tokens at the
/// start of a stream.
enum Attempt {
    /// An expression, which is the whole of the first `len` token trees;
    /// `next` says what follows it.
    Whole { expr: Expr, len: usize, next: Next },
    /// An expression that left tokens unread inside one of its groups
    /// (`s[1..3]`: the index `1`, then `..3`), which syn reports only when
    /// the whole input is read: syntax the parser reads only with `full`,
    /// or a mistake.
    Partial,
    /// No expression; `starts` says whether the first token can start one
    /// (a keyword, `|`, `[`, ...: Rust's syntax beyond what is read without
    /// `full`).
    Failed { starts: bool },
}

/// What follows an expression syn read.
enum Next {
    /// The end of the input, or the `,` that ends the argument.
    End,
    /// A token by which syn's full parser would read on: `?`, `.` (`.await`,
    /// a range `..`), `=` (an assignment), `const` or `mut` (`&raw const x`).
    MoreWithFull,
    /// Anything else: a mistake, and syn's error for it ("expected `,`").
    Mistake(syn::Error),
}

/// Reads one argument, up to the next `,` at its level or the end: the
/// tokens, and what they are.
pub(crate) fn read(input: ParseStream<'_>) -> syn::Result<(TokenStream, Read)> {
    match attempt(input) {
        Attempt::Whole { expr, len, next: Next::End } => {
            for _ in 0..len {
                input.parse::<TokenTree>()?;
            }
            Ok((expr.to_token_stream(), Read::Expr(expr)))
        }
        Attempt::Whole { next: Next::MoreWithFull, .. } | Attempt::Partial | Attempt::Failed { starts: true } => {
            Ok((opaque(input)?, Read::Opaque))
        }
        Attempt::Whole { next: Next::Mistake(e), .. } => Ok((to_comma(input)?, Read::NoExpression(e))),
        Attempt::Failed { starts: false } => {
            let e = input.error("expected an expression");
            Ok((to_comma(input)?, Read::NoExpression(e)))
        }
    }
}

/// The expression at the start of `input`, as syn's full parser reads one
/// where what follows is not checked yet (a template literal, an argument
/// refused whatever it is): its tokens, and the expression when syn reads it
/// without `full` and nothing after it would continue it, else `None` (an
/// expression syn reads only with `full`, its tokens up to the argument's
/// end); or the error of tokens that start no expression.
pub(crate) fn leading(input: ParseStream<'_>) -> syn::Result<(TokenStream, Option<Expr>)> {
    match attempt(input) {
        Attempt::Whole { expr, len, next: Next::End | Next::Mistake(_) } => {
            for _ in 0..len {
                input.parse::<TokenTree>()?;
            }
            Ok((expr.to_token_stream(), Some(expr)))
        }
        Attempt::Whole { next: Next::MoreWithFull, .. } | Attempt::Partial | Attempt::Failed { starts: true } => {
            Ok((opaque(input)?, None))
        }
        Attempt::Failed { starts: false } => Err(input.error("expected an expression")),
    }
}

/// `name =` at the start of `input`, as syn's full parser reads the left side
/// of an assignment that is a name alone (`format!`'s named argument): a
/// name syn takes as an identifier, or `self`, `Self`, `super` or `crate`
/// (the single-segment paths), then `=` that is not `==` or `=>`. Both
/// consumed, the name returned.
pub(crate) fn name_eq(input: ParseStream<'_>) -> syn::Result<Option<proc_macro2::Ident>> {
    let Some((TokenTree::Ident(name), rest)) = input.cursor().token_tree() else { return Ok(None) };
    let path = input.peek(syn::Ident)
        || input.peek(Token![self])
        || input.peek(Token![Self])
        || input.peek(Token![super])
        || input.peek(Token![crate]);
    let Some((TokenTree::Punct(eq), after)) = rest.token_tree() else { return Ok(None) };
    let glued = eq.spacing() == Spacing::Joint
        && matches!(after.token_tree(), Some((TokenTree::Punct(p), _)) if matches!(p.as_char(), '=' | '>'));
    if !path || eq.as_char() != '=' || glued {
        return Ok(None);
    }
    input.parse::<TokenTree>()?;
    input.parse::<Token![=]>()?;
    Ok(Some(name))
}

/// Runs syn's expression parser on a fork of `input`.
fn attempt(input: ParseStream<'_>) -> Attempt {
    let fork = input.fork();
    let Ok(expr) = fork.parse::<Expr>() else {
        return Attempt::Failed { starts: input.cursor().token_tree().is_some_and(|(t, rest)| starts(&t, rest)) };
    };
    // syn reports tokens left inside a group (`[1..3]` read as `[1`) only
    // when the whole input is read; the tokens the fork went over, parsed
    // again on their own, tell.
    let Some(tokens) = between(input.cursor(), fork.cursor()) else { return Attempt::Partial };
    let len = tokens.len();
    if syn::parse2::<Expr>(tokens.into_iter().collect()).is_err() {
        return Attempt::Partial;
    }
    let next = match fork.cursor().token_tree() {
        None => Next::End,
        Some((TokenTree::Punct(p), _)) if p.as_char() == ',' => Next::End,
        // `x =` and nothing: the assignment's missing operand, where syn's full parser reports it
        Some((TokenTree::Punct(p), rest))
            if p.as_char() == '='
                && rest.token_tree().is_none_or(|(t, _)| matches!(&t, TokenTree::Punct(c) if c.as_char() == ',')) =>
        {
            let _ = fork.parse::<TokenTree>();
            Next::Mistake(fork.error("expected an expression"))
        }
        Some((t, rest)) if continues(&t, rest) => Next::MoreWithFull,
        Some(_) => Next::Mistake(fork.parse::<Token![,]>().err().unwrap_or_else(|| fork.error("expected `,`"))),
    };
    Attempt::Whole { expr, len, next }
}

/// The token trees from `from` to `to`, when `to` is at the same level.
fn between<'a>(from: Cursor<'a>, to: Cursor<'a>) -> Option<Vec<TokenTree>> {
    let mut out = Vec::new();
    let mut at = from;
    while at != to {
        let (t, next) = at.token_tree()?;
        out.push(t);
        at = next;
    }
    Some(out)
}

/// Whether `t` (followed by `rest`) can continue an expression that syn read
/// without `full`, by the syntax only its full parser reads: `expr?`,
/// `expr.await`, `a..b`, `a = b`, `&raw const x` (read as `&raw` without
/// `full`). Any other token after an expression ends the argument or is a
/// mistake.
fn continues(t: &TokenTree, rest: Cursor<'_>) -> bool {
    match t {
        TokenTree::Punct(p) => match p.as_char() {
            '?' | '.' => true,
            // `=`, not `=>` (`==` is an operator syn reads without `full`)
            '=' => !(p.spacing() == Spacing::Joint && is_punct(rest, '>')),
            _ => false,
        },
        TokenTree::Ident(i) => i == "const" || i == "mut",
        _ => false,
    }
}

/// Whether `t` (followed by `rest`) can start an expression: a word
/// (keywords start closures, blocks, `if`, `match`, ...), a literal, a group,
/// or `|` (a closure), `&`, `*`, `!`, `-` (unary operators), `.` (`..x`),
/// `<` (`<T as Tr>::f`), `::` (`::std::f`), `#` (an attribute), `'` (a
/// label). syn's full parser says "expected an expression" at any other.
fn starts(t: &TokenTree, rest: Cursor<'_>) -> bool {
    match t {
        TokenTree::Punct(p) => match p.as_char() {
            '|' | '&' | '*' | '!' | '-' | '.' | '<' | '#' | '\'' => true,
            ':' => p.spacing() == Spacing::Joint && is_punct(rest, ':'),
            _ => false,
        },
        _ => true,
    }
}

/// Whether the token at `c` is the punctuation `ch`.
fn is_punct(c: Cursor<'_>, ch: char) -> bool {
    matches!(c.token_tree(), Some((TokenTree::Punct(p), _)) if p.as_char() == ch)
}

/// The tokens up to the next `,` at this level, as they were before syn read
/// expressions (a mistake's tokens: where its error is, the argument ends).
fn to_comma(input: ParseStream<'_>) -> syn::Result<TokenStream> {
    let mut tokens = TokenStream::new();
    while !input.is_empty() && !input.peek(Token![,]) {
        tokens.extend([input.parse::<TokenTree>()?]);
    }
    Ok(tokens)
}

/// `tokens` split at each `,` that ends an argument ([`Split`]).
pub(crate) fn split(tokens: TokenStream) -> Vec<TokenStream> {
    let all = |input: ParseStream<'_>| {
        let mut out = Vec::new();
        while !input.is_empty() {
            out.push(opaque(input)?);
            if !input.is_empty() {
                input.parse::<Token![,]>()?;
            }
        }
        Ok(out)
    };
    syn::parse::Parser::parse2(all, tokens).unwrap_or_default()
}

/// The tokens of an argument syn does not read without `full`, up to the
/// `,` that ends it ([`Split`]), consumed.
fn opaque(input: ParseStream<'_>) -> syn::Result<TokenStream> {
    let mut split = Split::default();
    let mut tokens = TokenStream::new();
    while let Some((t, rest)) = input.cursor().token_tree() {
        let next = rest.token_tree().map(|(n, _)| n);
        if split.ends_before(&t, next.as_ref()) {
            break;
        }
        input.parse::<TokenTree>()?;
        tokens.extend([t]);
    }
    Ok(tokens)
}

/// Where a `,` ends an argument, token by token. A `,` inside `()`, `[]` or
/// `{}` is inside a group already, a token tree of its own; the other
/// places a `,` does not end an expression, in Rust's grammar, are
/// - generic arguments: a turbofish, `f::<A, B>(x)`, `x.f::<A, B>()`; a
///   qualified path, `<T as Tr<A, B>>::f()`; a cast's type, `p as *const
///   Pair<A, B>`; a closure's return type, `|x| -> Pair<A, B> { .. }`;
/// - a closure's parameters, `|a, b| a + b`, `move |a: T, b| ..`;
/// - a `for<'a, 'b>` binder (`for<'a, 'b> |x: &'a T, y: &'b T| ..`).
///
/// A `<` is one of those only where rustc reads it so: after `::`, where an
/// operand starts (after an operator, a keyword, or at the start: a
/// qualified path, or `for<`), and in a type after a name; after an
/// operand it is the comparison (`a < b, c > d` is two arguments).
/// Likewise `|` starts a closure where an operand starts, and is `|` or
/// `||` after one.
#[derive(Default)]
struct Split {
    /// The depth of `<..>`, whose `>` may close several (`Tr<A<B>>`).
    angle: usize,
    /// Whether the outermost `<..>` is a `for<..>` binder, after which an
    /// operand starts (a closure), not after generic arguments.
    binder: bool,
    /// Inside a closure's parameters, `|..|`, which hold no `|` of their own
    /// (or-patterns there are parenthesized).
    params: bool,
    /// What the last token was, for the reading of `<` and `|`.
    last: Last,
    /// Reading a type (a cast's, a closure's return type).
    ty: Ty,
    /// The next token is part of this one (`::`, `||`, `<=`, `->`, a
    /// lifetime's name, an attribute's brackets).
    glue: Option<Glue>,
}

/// What the last token of an expression was.
#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum Last {
    /// The start, an operator or a keyword: an operand starts here.
    #[default]
    Other,
    /// The end of an operand (a name, a literal, a group, `?`, generic
    /// arguments): `<` compares, `|` is an operator.
    Operand,
    /// `::`: `<` opens generic arguments.
    PathSep,
    /// `for`: `<` opens a binder.
    For,
    /// `let` (`if let`, `while let`): a `|` is a pattern's leading `|`, no
    /// closure.
    Let,
}

/// Where a type is read (a cast's, a closure's return type).
#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum Ty {
    /// Not in a type: an expression.
    #[default]
    Off,
    /// Before the type's name: `&`, `*`, `mut`, `const`, `dyn`, a lifetime,
    /// `fn`, `for<..>`, or a qualified path's `<`.
    Prefix,
    /// After a name, generic arguments or a group (`(A, B)`, `[T; 2]`,
    /// `Fn(A, B)`): `<`, `::` and `->` go on with the type, anything else
    /// ends it (`p as usize + 1 < n`: `+` ends the type, `<` compares).
    Name,
    /// After `::` in a type, or after a `<..>` that starts one (a
    /// qualified path's `<T as Tr>`, a `for<'a>` binder): a name, `<` or
    /// `::` follows.
    PathSep,
}

/// What the next token is part of.
#[derive(Clone, Copy)]
enum Glue {
    /// An operator of several characters (`||`, `<=`, `<<=`, `->`, `=>`).
    Operator,
    /// `::`.
    PathSep,
    /// A lifetime's name, after `'`.
    Lifetime,
    /// An attribute's `[..]`, after `#`.
    Attribute,
}

/// Keywords after which an operand starts, so that `<` there opens a
/// qualified path (`return <T>::f()`) and `|` a closure (`move |a, b| ..`).
/// Any other word ends an operand (a name, `self`, `true`, `x.await`).
const BEFORE_OPERAND: &[&str] = &[
    "as", "async", "become", "box", "break", "const", "continue", "do", "dyn", "else", "for", "if", "impl", "in",
    "let", "loop", "match", "move", "mut", "ref", "return", "static", "unsafe", "where", "while", "yield",
];

impl Split {
    /// Whether the argument ends before `t` (followed by `next`).
    fn ends_before(&mut self, t: &TokenTree, next: Option<&TokenTree>) -> bool {
        let punct = match t {
            TokenTree::Punct(p) => Some((p.as_char(), p.spacing() == Spacing::Joint)),
            _ => None,
        };
        let next_char = match next {
            Some(TokenTree::Punct(p)) => Some(p.as_char()),
            _ => None,
        };
        if let Some(glue) = self.glue.take() {
            match glue {
                Glue::Operator => {
                    // `<<=`, `>>=`, `..=`: three characters
                    if punct.is_some_and(|(_, joint)| joint) && next_char == Some('=') {
                        self.glue = Some(Glue::Operator);
                    }
                }
                Glue::PathSep if self.angle == 0 => {
                    self.ty = match self.ty {
                        Ty::Off => {
                            self.last = Last::PathSep;
                            Ty::Off
                        }
                        _ => Ty::PathSep,
                    }
                }
                Glue::PathSep | Glue::Lifetime | Glue::Attribute => {}
            }
            return false;
        }
        if self.params {
            // the `|` that closes the parameters; the body starts an operand
            if punct.is_some_and(|(c, _)| c == '|') {
                self.params = false;
                self.last = Last::Other;
            }
            return false;
        }
        if self.angle > 0 {
            match punct {
                Some(('<', _)) => self.angle += 1,
                Some(('-', true)) if next_char == Some('>') => self.glue = Some(Glue::Operator),
                Some((':', true)) if next_char == Some(':') => self.glue = Some(Glue::PathSep),
                Some(('>', _)) => {
                    self.angle -= 1;
                    if self.angle == 0 {
                        self.ty = match self.ty {
                            Ty::Off => {
                                self.last = if self.binder { Last::Other } else { Last::Operand };
                                Ty::Off
                            }
                            // `<T as Tr>::Out`, `for<'a> fn(&'a T)`
                            Ty::Prefix => Ty::PathSep,
                            Ty::Name | Ty::PathSep => Ty::Name,
                        };
                    }
                }
                _ => {}
            }
            return false;
        }
        if self.ty != Ty::Off {
            if self.in_type(t, punct, next_char) {
                return false;
            }
            // the type ends an operand (`p as usize + 1`)
            self.ty = Ty::Off;
            self.last = Last::Operand;
        }
        self.in_expression(t, punct, next_char)
    }

    /// In a type: whether `t` goes on with it (the state updated), or ends it.
    fn in_type(&mut self, t: &TokenTree, punct: Option<(char, bool)>, next_char: Option<char>) -> bool {
        let (ty, glue) = match (self.ty, t, punct) {
            // generic arguments, or a qualified path's self type
            (_, _, Some(('<', _))) => {
                self.angle = 1;
                (self.ty, None)
            }
            (_, _, Some((':', true))) if next_char == Some(':') => (self.ty, Some(Glue::PathSep)),
            (Ty::Prefix, _, Some(('&' | '*', _))) => (Ty::Prefix, None),
            (Ty::Prefix, _, Some(('\'', true))) => (Ty::Prefix, Some(Glue::Lifetime)),
            (Ty::Prefix, _, Some(('!', _))) => (Ty::Name, None),
            (Ty::Prefix, TokenTree::Ident(i), _)
                if ["mut", "const", "dyn", "impl", "unsafe", "extern", "fn", "for"].iter().any(|k| i == k) =>
            {
                (Ty::Prefix, None)
            }
            // an ABI, `extern "C" fn`
            (Ty::Prefix, TokenTree::Literal(_), _) => (Ty::Prefix, None),
            (Ty::Prefix | Ty::PathSep, TokenTree::Ident(_), _) => (Ty::Name, None),
            (Ty::Prefix, TokenTree::Group(g), _) if g.delimiter() != Delimiter::Brace => (Ty::Name, None),
            // `Fn(A, B)`, `fn(A)`
            (Ty::Name, TokenTree::Group(g), _) if g.delimiter() == Delimiter::Parenthesis => (Ty::Name, None),
            // `fn(A) -> B`, `Fn(A) -> B`
            (Ty::Name, _, Some(('-', true))) if next_char == Some('>') => (Ty::Prefix, Some(Glue::Operator)),
            _ => return false,
        };
        self.ty = ty;
        self.glue = glue;
        true
    }

    /// In an expression: whether the argument ends before `t`.
    fn in_expression(&mut self, t: &TokenTree, punct: Option<(char, bool)>, next_char: Option<char>) -> bool {
        let operand = self.last == Last::Operand;
        self.last = match (t, punct) {
            (_, Some((',', _))) => return true,
            (_, Some(('|', joint))) => {
                if operand || self.last == Last::Let {
                    // `a | b`, `a || b`, `a |= b`; `if let | A = x`
                    if joint && matches!(next_char, Some('|' | '=')) {
                        self.glue = Some(Glue::Operator);
                    }
                } else if joint && next_char == Some('|') {
                    // `|| body`: a closure without parameters
                    self.glue = Some(Glue::Operator);
                } else {
                    self.params = true;
                }
                Last::Other
            }
            (_, Some(('<', joint))) => {
                if operand {
                    // `a < b`, `a << b`, `a <= b`
                    if joint && matches!(next_char, Some('<' | '=')) {
                        self.glue = Some(Glue::Operator);
                    }
                } else {
                    self.angle = 1;
                    self.binder = self.last == Last::For;
                }
                Last::Other
            }
            // a closure's return type
            (_, Some(('-', true))) if next_char == Some('>') => {
                self.glue = Some(Glue::Operator);
                self.ty = Ty::Prefix;
                Last::Other
            }
            // `=>`, `>=`, `>>`, `!=`, `==`: the second character is no `<`, `|` or `>` of ours
            (_, Some(('=' | '>' | '!', true))) if matches!(next_char, Some('>' | '=')) => {
                self.glue = Some(Glue::Operator);
                Last::Other
            }
            (_, Some((':', true))) if next_char == Some(':') => {
                self.glue = Some(Glue::PathSep);
                Last::Other
            }
            (_, Some(('\'', true))) => {
                self.glue = Some(Glue::Lifetime);
                Last::Other
            }
            (_, Some(('#', _))) => {
                self.glue = Some(Glue::Attribute);
                Last::Other
            }
            (_, Some(('?', _))) => Last::Operand,
            (_, Some(_)) => Last::Other,
            (TokenTree::Ident(i), _) if i == "as" => {
                self.ty = Ty::Prefix;
                Last::Other
            }
            (TokenTree::Ident(i), _) if i == "for" => Last::For,
            (TokenTree::Ident(i), _) if i == "let" => Last::Let,
            (TokenTree::Ident(i), _) if BEFORE_OPERAND.iter().any(|k| i == k) => Last::Other,
            _ => Last::Operand,
        };
        false
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use syn::parse::Parser;

    /// Whether syn reads expressions as without its `full` feature, as in
    /// a user's build. In `cargo test --workspace` cargo-url-lint's `full`
    /// is unified into this library's syn (a proc macro's dependencies
    /// would not be), and syn reads closures, blocks, `?` whole: the tests
    /// of what only `full` reads then have nothing to test, and pass. CI
    /// runs them on syn without `full` (`cargo test -p url-macros-impl`,
    /// `.ci/run`).
    pub(crate) fn syn_without_full() -> bool {
        syn::parse_str::<Expr>("|a| a").is_err()
    }

    /// `tokens` one by one, spaced alike whatever the spacing of the source
    /// (syn prints the expressions it read with its own spacing, the other
    /// arguments keep the source's).
    fn words(tokens: TokenStream) -> String {
        let all: Vec<String> = tokens
            .into_iter()
            .map(|t| match t {
                TokenTree::Group(g) => {
                    let (open, close) = match g.delimiter() {
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::Brace => ("{", "}"),
                        Delimiter::None => ("⟦", "⟧"),
                    };
                    format!("{open} {} {close}", words(g.stream()))
                }
                TokenTree::Punct(p) => p.as_char().to_string(),
                other => other.to_string(),
            })
            .collect();
        all.join(" ")
    }

    /// The source `s`'s tokens, spaced as [`words`] spaces them.
    fn source(s: &str) -> String {
        words(s.parse().unwrap())
    }

    /// The arguments `read` finds in `source`, each as its tokens and what
    /// it is ("expr", "opaque" or the error).
    fn split(text: &str) -> Vec<(String, String)> {
        (|input: ParseStream<'_>| {
            let mut out = Vec::new();
            loop {
                let (tokens, read) = read(input)?;
                let what = match read {
                    Read::Expr(_) => "expr".to_owned(),
                    Read::Opaque => "opaque".to_owned(),
                    Read::NoExpression(e) => e.to_string(),
                };
                out.push((words(tokens), what));
                if input.is_empty() {
                    return Ok(out);
                }
                input.parse::<Token![,]>()?;
            }
        })
        .parse2(text.parse().unwrap())
        .unwrap()
    }

    /// The arguments' tokens alone.
    fn args(text: &str) -> Vec<String> {
        split(text).into_iter().map(|(t, _)| t).collect()
    }

    /// `expected`, each a source text and what it is, as [`split`] gives them.
    fn expect(expected: &[(&str, &str)]) -> Vec<(String, String)> {
        expected.iter().map(|(t, what)| (source(t), (*what).to_owned())).collect()
    }

    /// `expected` source texts, as [`args`] gives them.
    fn sources(expected: &[&str]) -> Vec<String> {
        expected.iter().map(|t| source(t)).collect()
    }

    #[test]
    fn what_syn_reads_without_full_is_an_expression() {
        assert_eq!(
            split("x, f::<A, B>(x), <T as Tr<A, B>>::f(), a < b, c > d, s.len() as u16, Pair::<u8, u16>::URL, -1"),
            expect(&[
                ("x", "expr"),
                ("f::<A, B>(x)", "expr"),
                ("<T as Tr<A, B>>::f()", "expr"),
                ("a < b", "expr"),
                ("c > d", "expr"),
                ("s.len() as u16", "expr"),
                ("Pair::<u8, u16>::URL", "expr"),
                ("-1", "expr"),
            ])
        );
    }

    #[test]
    fn closures_read_to_the_end_of_their_body() {
        if !syn_without_full() {
            return;
        }
        assert_eq!(
            split("|a, b| a + b, move |a: &str, b: Vec<u8>| a.len() + b.len(), || 1, 2"),
            expect(&[
                ("|a, b| a + b", "opaque"),
                ("move |a: &str, b: Vec<u8>| a.len() + b.len()", "opaque"),
                ("|| 1", "opaque"),
                ("2", "expr"),
            ])
        );
        assert_eq!(
            args("(|a: &str, b: &str| a.len() + b.len())(\"x\", \"yy\"), 3"),
            sources(&["(|a: &str, b: &str| a.len() + b.len())(\"x\", \"yy\")", "3"])
        );
        assert_eq!(args("|x| -> Pair<A, B> { Pair(x, x) }, y"), sources(&["|x| -> Pair<A, B> { Pair(x, x) }", "y"]));
        assert_eq!(
            args("for<'a, 'b> |x: &'a u8, y: &'b u8| *x + *y, z"),
            sources(&["for<'a, 'b> |x: &'a u8, y: &'b u8| *x + *y", "z"])
        );
        assert_eq!(args("|a| |b, c| a + b + c, d"), sources(&["|a| |b, c| a + b + c", "d"]));
        // `|` and `||` after an operand are operators
        assert_eq!(args("a? || b.is_empty(), c? | d, e"), sources(&["a? || b.is_empty()", "c? | d", "e"]));
        assert_eq!(args("a? |= b, c"), sources(&["a? |= b", "c"]));
    }

    #[test]
    fn generic_arguments_and_comparisons() {
        if !syn_without_full() {
            return;
        }
        // syn reads these without `full`; after `?` they are read by `Split`
        assert_eq!(
            split("f::<A, B>(x)?, x.f::<A, B>()?, <T as Tr<A, B>>::f()?, a? < b, c > d"),
            expect(&[
                ("f::<A, B>(x)?", "opaque"),
                ("x.f::<A, B>()?", "opaque"),
                ("<T as Tr<A, B>>::f()?", "opaque"),
                ("a? < b", "opaque"),
                ("c > d", "expr"),
            ])
        );
        assert_eq!(args("a? << b, c"), sources(&["a? << b", "c"]));
        assert_eq!(args("a? <= b, c"), sources(&["a? <= b", "c"]));
        assert_eq!(args("a? <<= b, c"), sources(&["a? <<= b", "c"]));
        assert_eq!(
            args("(a? >= b), x? >> y, <Vec<Vec<u8>>>::new()?, z"),
            sources(&["(a? >= b)", "x? >> y", "<Vec<Vec<u8>>>::new()?", "z"])
        );
        assert_eq!(args("f::<Box<dyn Fn(A, B) -> C>, D>()?, e"), sources(&["f::<Box<dyn Fn(A, B) -> C>, D>()?", "e"]));
        assert_eq!(args("return <T as Tr<A, B>>::f(), c"), sources(&["return <T as Tr<A, B>>::f()", "c"]));
        assert_eq!(args("a? && <T as Tr<A, B>>::F, c"), sources(&["a? && <T as Tr<A, B>>::F", "c"]));
    }

    #[test]
    fn a_cast_s_type_holds_its_generic_arguments() {
        assert_eq!(args("p? as *const Pair<A, B>, c"), sources(&["p? as *const Pair<A, B>", "c"]));
        assert_eq!(args("x? as usize + 1 < n, m > 2"), sources(&["x? as usize + 1 < n", "m > 2"]));
        assert_eq!(args("x? as u8 as u16 | y, z"), sources(&["x? as u8 as u16 | y", "z"]));
        assert_eq!(args("f? as fn(A, B) -> Pair<C, D>, e"), sources(&["f? as fn(A, B) -> Pair<C, D>", "e"]));
        assert_eq!(args("x? as &'static dyn Tr<A, B>, e"), sources(&["x? as &'static dyn Tr<A, B>", "e"]));
        assert_eq!(args("x? as <T as Tr<A, B>>::Out, e"), sources(&["x? as <T as Tr<A, B>>::Out", "e"]));
        assert_eq!(args("f? as for<'a> fn(&'a A, B), e"), sources(&["f? as for<'a> fn(&'a A, B)", "e"]));
    }

    #[test]
    fn what_syn_reads_only_with_full_is_opaque() {
        if !syn_without_full() {
            return;
        }
        let all = [
            "{ let n = 3; n }",
            "if c { 1 } else { 2 }",
            "match x { A | B => 1, _ => 2 }",
            "s.len()?",
            "[1, 2]",
            "&s[1..3]",
            "a..b",
            "x = 1",
            "&raw const x",
            "loop { break 1 }",
            "async move { 1 }",
            "'a: loop {}",
            "#[a] 1",
            "..n",
            "v.await",
            "if let Some(x) | None = y { 1 } else { 2 }",
            "if let | A = y { 1 } else { 2 }",
        ];
        let text = all.join(", ");
        assert_eq!(split(&text), all.iter().map(|t| (source(t), "opaque".to_owned())).collect::<Vec<_>>());
    }

    #[test]
    fn tokens_that_are_no_expression_get_the_full_parser_s_error() {
        if !syn_without_full() {
            return;
        }
        assert_eq!(
            split("https:, a b, ; c, = d, x"),
            expect(&[
                ("https:", "expected `,`"),
                ("a b", "expected `,`"),
                ("; c", "expected an expression"),
                ("= d", "expected an expression"),
                ("x", "expr"),
            ])
        );
        // an assignment without its right side, as syn's full parser reports it
        assert_eq!(split("x =, y"), expect(&[("x =", "expected an expression"), ("y", "expr")]));
        assert_eq!(
            split("y, x ="),
            expect(&[("y", "expr"), ("x =", "unexpected end of input, expected an expression")])
        );
    }

    #[test]
    fn a_named_argument_is_a_name_and_one_equals_sign() {
        let names = |text: &str| {
            (|input: ParseStream<'_>| {
                let name = name_eq(input)?.map(|n| n.to_string());
                Ok((name, words(input.parse::<TokenStream>()?)))
            })
            .parse2(text.parse().unwrap())
            .unwrap()
        };
        let named = |name: &str, rest: &str| (Some(name.to_owned()), source(rest));
        assert_eq!(names("x = 1"), named("x", "1"));
        assert_eq!(names("r#type = 1"), named("r#type", "1"));
        assert_eq!(names("self = 1"), named("self", "1"));
        assert_eq!(names("x =-1"), named("x", "-1"));
        for positional in ["x == 1", "x => 1", "if = 1", "x.y = 1", "x += 1", "_ = 1"] {
            assert_eq!(names(positional), (None, source(positional)), "{positional}");
        }
    }
}

//! Reading the macro input: `$crate ; <argument> [,]`.

use proc_macro::{Delimiter, Literal, Span, TokenStream, TokenTree};

/// What the user passed.
pub(crate) enum Arg {
    /// A string literal, with its value.
    Str { lit: Literal, value: String },
    /// Anything else that may be a `&'static str` expression.
    Expr(TokenStream),
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

/// A mistake in the macro call itself, with where to point.
pub(crate) struct Misuse {
    pub(crate) message: String,
    pub(crate) span: Span,
}

/// What a call is: the macro's name, an example argument, what the argument
/// is ("URL", "URI reference": the word a missing argument's message uses),
/// and the warnings `allow(..)` may name.
pub(crate) struct Call<'a> {
    pub(crate) name: &'a str,
    pub(crate) example: &'a str,
    pub(crate) noun: &'a str,
    pub(crate) keys: &'a [&'a str],
}

/// Splits `$crate ; <argument> [, allow(<key>, ..)] [,]` into the `$crate`
/// token, the argument and the warnings allowed.
pub(crate) fn read(
    input: TokenStream,
    call: &Call<'_>,
) -> Result<(TokenTree, Arg, Allow), (Option<TokenTree>, Misuse)> {
    let Call { name, example, noun, .. } = *call;
    let mut tokens = input.into_iter();
    let usage = format!("{name}! takes one string literal, e.g. {name}!(\"{example}\")");
    // The url-literal wrappers pass `$crate ;` first.
    let krate = match (tokens.next(), tokens.next()) {
        (Some(k @ TokenTree::Ident(_)), Some(TokenTree::Punct(p))) if p.as_char() == ';' => k,
        _ => {
            let message = format!("this is url-literal's internal entry point; call url_literal::{name}! instead");
            return Err((None, Misuse { message, span: Span::call_site() }));
        }
    };
    let rest: Vec<TokenTree> = tokens.collect();
    let fail = |message: String, span: Span| Err((Some(krate.clone()), Misuse { message, span }));

    // Split at top-level commas; one trailing comma is fine, any other is not.
    let mut args: Vec<Vec<TokenTree>> = vec![Vec::new()];
    let mut commas: Vec<Span> = Vec::new();
    for t in rest {
        match &t {
            TokenTree::Punct(p) if p.as_char() == ',' => {
                commas.push(p.span());
                args.push(Vec::new());
            }
            _ => args.last_mut().into_iter().for_each(|a| a.push(t.clone())),
        }
    }
    if args.len() > 1 && args.last().is_some_and(Vec::is_empty) {
        args.pop();
    }
    if let Some(i) = args.iter().position(Vec::is_empty).filter(|_| args.len() > 1) {
        let comma = if i == 0 { commas[0] } else { commas[i] };
        return fail(format!("unexpected ','; {usage}"), comma);
    }
    let mut allow = Allow::default();
    if args.len() > 1 {
        match allowed(&args[1], call) {
            Ok(keys) if args.len() == 2 => allow = keys,
            Ok(_) => {
                let span = args[2].first().map_or_else(Span::call_site, TokenTree::span);
                return fail(format!("{name}! takes nothing after allow(..); {usage}"), span);
            }
            Err(None) => {
                let span = args[1].first().map_or_else(Span::call_site, TokenTree::span);
                return fail(
                    format!(
                        "{name}! takes exactly one argument, found {} (only allow(<warning>, ..) may follow it); {usage}",
                        args.len()
                    ),
                    span,
                );
            }
            Err(Some(misuse)) => return Err((Some(krate.clone()), misuse)),
        }
        args.truncate(1);
    }
    let Some(mut arg) = args.pop() else {
        return fail(format!("missing {noun}; {usage}"), Span::call_site());
    };
    if arg.is_empty() {
        return fail(format!("missing {noun}; {usage}"), Span::call_site());
    }
    // A literal forwarded through `$e:expr` arrives wrapped in an invisible group.
    if arg.len() == 1 {
        if let TokenTree::Group(g) = &arg[0] {
            if g.delimiter() == Delimiter::None {
                arg = g.stream().into_iter().collect();
            }
        }
    }
    if arg.len() == 1 {
        if let TokenTree::Literal(lit) = &arg[0] {
            return match string_value(&lit.to_string()) {
                Ok(value) => Ok((krate, Arg::Str { lit: lit.clone(), value }, allow)),
                Err(what) => fail(format!("expected a string literal, found {what}; {usage}"), lit.span()),
            };
        }
    }
    if let Some(TokenTree::Literal(lit)) = arg.first() {
        return fail(format!("expected one string literal, found more tokens after it; {usage}"), lit.span());
    }
    if let [TokenTree::Ident(i)] = &arg[..] {
        if matches!(i.to_string().as_str(), "true" | "false") {
            return fail(format!("expected a string literal, found a boolean; {usage}"), i.span());
        }
    }
    if let [TokenTree::Ident(i), TokenTree::Punct(bang), TokenTree::Group(g)] = &arg[..] {
        if i.to_string() == "option_env" && bang.as_char() == '!' {
            let var = g.stream().to_string();
            return fail(
                format!(
                    "option_env!({var}) is an Option<&'static str>, not a {noun}; write env!({var}), or choose a \
                     default: {name}!(match option_env!({var}) {{ Some(v) => v, None => \"{example}\" }})"
                ),
                i.span(),
            );
        }
    }
    Ok((krate, Arg::Expr(arg.into_iter().collect()), allow))
}

/// The warnings of `allow(<key>, ..)`: `Err(None)` when `tokens` are not
/// `allow(..)` at all, `Err(Some(..))` for an unknown or missing key.
fn allowed(tokens: &[TokenTree], call: &Call<'_>) -> Result<Allow, Option<Misuse>> {
    let [TokenTree::Ident(allow), TokenTree::Group(group)] = tokens else {
        return Err(None);
    };
    if allow.to_string() != "allow" || group.delimiter() != Delimiter::Parenthesis {
        return Err(None);
    }
    let keys = call.keys.join(", ");
    let name = call.name;
    if call.keys.is_empty() {
        let message = format!("{name}! raises no warning, so allow(..) has nothing to silence");
        return Err(Some(Misuse { message, span: allow.span() }));
    }
    let mut out = Vec::new();
    let mut expect_key = true;
    for t in group.stream() {
        match (&t, expect_key) {
            (TokenTree::Ident(key), true) => {
                let key_name = key.to_string();
                if !call.keys.contains(&key_name.as_str()) {
                    let message =
                        format!("unknown warning `{key_name}` in allow(..); the warnings of {name}! are {keys}");
                    return Err(Some(Misuse { message, span: key.span() }));
                }
                out.push(key_name);
                expect_key = false;
            }
            (TokenTree::Punct(p), false) if p.as_char() == ',' => expect_key = true,
            _ => {
                let message = format!("expected a warning name in allow(..), one of {keys}");
                return Err(Some(Misuse { message, span: t.span() }));
            }
        }
    }
    if out.is_empty() {
        let message = format!("allow() names no warning; the warnings of {name}! are {keys}");
        return Err(Some(Misuse { message, span: group.span() }));
    }
    Ok(Allow(out))
}

/// The value of a string literal from its source form, or what kind of
/// literal it is instead.
pub(crate) fn string_value(repr: &str) -> Result<String, &'static str> {
    let bytes = repr.as_bytes();
    match bytes.first() {
        Some(b'"') => cooked(repr),
        Some(b'r') if matches!(bytes.get(1), Some(b'"' | b'#')) => raw(&repr[1..]),
        Some(b'b') if matches!(bytes.get(1), Some(b'\'')) => Err("a byte literal"),
        Some(b'b') => Err("a byte string literal"),
        Some(b'c') => Err("a C string literal"),
        Some(b'\'') => Err("a character literal"),
        Some(b'0'..=b'9') => Err("a number"),
        _ => Err("a literal of another kind"),
    }
}

/// `r#"..."#` without its `r`.
fn raw(s: &str) -> Result<String, &'static str> {
    let hashes = s.bytes().take_while(|&b| b == b'#').count();
    let body = &s[hashes + 1..];
    let close = body.rfind('"').ok_or("a malformed literal")?;
    let suffix = &body[close + 1..];
    if suffix.len() != hashes || !suffix.bytes().all(|b| b == b'#') {
        return Err("a string literal with a suffix");
    }
    Ok(body[..close].to_owned())
}

/// `"..."` with its escapes resolved.
fn cooked(s: &str) -> Result<String, &'static str> {
    let close = s.rfind('"').ok_or("a malformed literal")?;
    if close + 1 != s.len() {
        return Err("a string literal with a suffix");
    }
    let body = &s[1..close];
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next().ok_or("a malformed literal")? {
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            '\\' => out.push('\\'),
            '0' => out.push('\0'),
            '\'' => out.push('\''),
            '"' => out.push('"'),
            'x' => {
                let hex: String = chars.by_ref().take(2).collect();
                let v = u8::from_str_radix(&hex, 16).map_err(|_| "a malformed literal")?;
                out.push(char::from(v));
            }
            'u' => {
                let body: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                let v = u32::from_str_radix(&body.replace('_', ""), 16).map_err(|_| "a malformed literal")?;
                out.push(char::from_u32(v).ok_or("a malformed literal")?);
            }
            '\n' | '\r' => {
                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                    chars.next();
                }
            }
            _ => return Err("a malformed literal"),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::string_value;

    #[test]
    fn literal_values() {
        assert_eq!(string_value(r#""http://a/""#), Ok("http://a/".to_owned()));
        assert_eq!(string_value(r#""\x41\u{42}\t\"\\""#), Ok("AB\t\"\\".to_owned()));
        assert_eq!(string_value("\"a\\\n    b\""), Ok("ab".to_owned()));
        assert_eq!(string_value(r#"r"x\y""#), Ok("x\\y".to_owned()));
        assert_eq!(string_value(r###"r#"a"b"#"###), Ok("a\"b".to_owned()));
        assert_eq!(string_value(r#""a"suffix"#), Err("a string literal with a suffix"));
        assert_eq!(string_value(r#"b"a""#), Err("a byte string literal"));
        assert_eq!(string_value(r#"c"a""#), Err("a C string literal"));
        assert_eq!(string_value("'a'"), Err("a character literal"));
        assert_eq!(string_value("b'a'"), Err("a byte literal"));
        assert_eq!(string_value("42"), Err("a number"));
        assert_eq!(string_value("1.5f32"), Err("a number"));
        assert_eq!(string_value("true"), Err("a literal of another kind"));
    }
}

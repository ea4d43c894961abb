//! Arguments the macro can read although they are not one literal:
//! `concat!` of literals (nested too) and `env!("VAR")`. The macro assembles
//! their text itself, as rustc would, so that an invalid one gets the
//! diagnostic of a literal, with carets into the assembled text.

use proc_macro::{Delimiter, Spacing, TokenStream, TokenTree};

use crate::input::string_value;

/// The text of a `concat!`/`env!` argument and where it came from.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Assembled {
    /// The text rustc's `concat!`/`env!` give.
    pub(crate) text: String,
    /// Whether a `concat!` assembled it.
    pub(crate) concat: bool,
    /// The environment variables read, in order.
    pub(crate) vars: Vec<String>,
}

impl Assembled {
    /// Where the text came from, for the line after the caret picture:
    /// "the text concat! assembles", "the value of env!(\"HOME_URL\")", ...
    pub(crate) fn origin(&self) -> String {
        let vars: Vec<String> = self.vars.iter().map(|v| format!("env!({v:?})")).collect();
        match (self.concat, &vars[..]) {
            (true, []) => "the text concat! assembles".to_owned(),
            (true, vars) => format!("the text concat! assembles, with {}", vars.join(" and ")),
            (false, vars) => format!("the value of {}", vars.join(" and ")),
        }
    }
}

/// The text of `tokens` when they are `concat!(..)` of literals (string,
/// character, integer and boolean literals, nested `concat!` and `env!`) or
/// `env!("VAR")` (with an optional message) of a variable that is set;
/// `None` for anything else, which the macro leaves to const evaluation.
pub(crate) fn assemble(tokens: &[TokenTree]) -> Option<Assembled> {
    let mut out = Assembled { text: String::new(), concat: false, vars: Vec::new() };
    call(tokens, &mut out)?;
    Some(out)
}

/// `concat!(..)` or `env!(..)`, optionally written `::core::concat!`,
/// `core::concat!`, `::std::concat!` or `std::concat!`.
fn call(tokens: &[TokenTree], out: &mut Assembled) -> Option<()> {
    let (name, args) = match tokens {
        [TokenTree::Ident(name), TokenTree::Punct(bang), TokenTree::Group(args)] if bang.as_char() == '!' => {
            (name.to_string(), args)
        }
        _ => {
            // `[::]core::` or `[::]std::` before the macro's name.
            let rest = match tokens {
                [TokenTree::Punct(a), TokenTree::Punct(b), rest @ ..]
                    if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':' =>
                {
                    rest
                }
                rest => rest,
            };
            match rest {
                [TokenTree::Ident(krate), TokenTree::Punct(a), TokenTree::Punct(b), rest @ ..]
                    if matches!(krate.to_string().as_str(), "core" | "std")
                        && a.as_char() == ':'
                        && a.spacing() == Spacing::Joint
                        && b.as_char() == ':'
                        && rest.len() == 3 =>
                {
                    return call(rest, out);
                }
                _ => return None,
            }
        }
    };
    if args.delimiter() == Delimiter::None {
        return None;
    }
    let items = split(args.stream());
    match name.as_str() {
        "concat" => {
            out.concat = true;
            items.iter().try_for_each(|item| piece(item, out))
        }
        "env" => {
            let [TokenTree::Literal(var)] = items.first()?.as_slice() else { return None };
            if items.len() > 2 {
                return None;
            }
            let var = string_value(&var.to_string()).ok()?;
            let value = std::env::var(&var).ok()?;
            out.text.push_str(&value);
            out.vars.push(var);
            Some(())
        }
        _ => None,
    }
}

/// One argument of `concat!`.
fn piece(item: &[TokenTree], out: &mut Assembled) -> Option<()> {
    match item {
        [TokenTree::Group(g)] if g.delimiter() == Delimiter::None => {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            piece(&inner, out)
        }
        [TokenTree::Literal(lit)] => {
            out.text.push_str(&literal(&lit.to_string())?);
            Some(())
        }
        [TokenTree::Punct(minus), TokenTree::Literal(lit)] if minus.as_char() == '-' => {
            let value = literal(&lit.to_string())?;
            value.starts_with(|c: char| c.is_ascii_digit()).then_some(())?;
            out.text.push('-');
            out.text.push_str(&value);
            Some(())
        }
        [TokenTree::Ident(b)] if matches!(b.to_string().as_str(), "true" | "false") => {
            out.text.push_str(&b.to_string());
            Some(())
        }
        tokens => call(tokens, out),
    }
}

/// The text `concat!` makes of one literal: a string's or a character's
/// value, an integer's value in decimal (`0x10u8` is `16`). Floats and
/// other literals: `None`.
fn literal(repr: &str) -> Option<String> {
    if let Ok(s) = string_value(repr) {
        return Some(s);
    }
    if let Some(body) = repr.strip_prefix('\'').and_then(|r| r.strip_suffix('\'')) {
        let value = string_value(&format!("\"{body}\"")).ok()?;
        return (value.chars().count() == 1).then_some(value);
    }
    integer(repr).map(|v| v.to_string())
}

/// The value of an integer literal: decimal, `0x`, `0o`, `0b`, with `_`
/// and an integer suffix.
fn integer(repr: &str) -> Option<u128> {
    let (radix, digits) = match repr.get(..2) {
        Some("0x") => (16, &repr[2..]),
        Some("0o") => (8, &repr[2..]),
        Some("0b") => (2, &repr[2..]),
        _ => (10, repr),
    };
    let end = digits.find(|c: char| c != '_' && !c.is_digit(radix)).unwrap_or(digits.len());
    let suffix = &digits[end..];
    let suffixes = ["", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize"];
    if !suffixes.contains(&suffix) || !digits[..end].bytes().any(|b| b != b'_') {
        return None;
    }
    u128::from_str_radix(&digits[..end].replace('_', ""), radix).ok()
}

/// `tokens` split at top-level commas, without an empty last item (a
/// trailing comma).
fn split(tokens: TokenStream) -> Vec<Vec<TokenTree>> {
    let mut items: Vec<Vec<TokenTree>> = vec![Vec::new()];
    for t in tokens {
        match &t {
            TokenTree::Punct(p) if p.as_char() == ',' => items.push(Vec::new()),
            _ => items.last_mut().into_iter().for_each(|i| i.push(t.clone())),
        }
    }
    if items.last().is_some_and(Vec::is_empty) {
        items.pop();
    }
    items
}

#[cfg(test)]
mod tests {
    use super::{integer, literal};

    #[test]
    fn integers_as_concat_writes_them() {
        assert_eq!(integer("8080"), Some(8080));
        assert_eq!(integer("8_080u16"), Some(8080));
        assert_eq!(integer("0x1F"), Some(31));
        assert_eq!(integer("0o17"), Some(15));
        assert_eq!(integer("0b101i32"), Some(5));
        assert_eq!(integer("1.5"), None);
        assert_eq!(integer("1e3"), None);
        assert_eq!(integer("1f32"), None);
        assert_eq!(integer("0x"), None);
    }

    #[test]
    fn literals_as_concat_writes_them() {
        assert_eq!(literal(r#""a\tb""#).as_deref(), Some("a\tb"));
        assert_eq!(literal(r##"r#"x"y"#"##).as_deref(), Some("x\"y"));
        assert_eq!(literal("'/'").as_deref(), Some("/"));
        assert_eq!(literal(r"'\''").as_deref(), Some("'"));
        assert_eq!(literal("'\"'").as_deref(), Some("\""));
        assert_eq!(literal(r"'\u{e9}'").as_deref(), Some("\u{e9}"));
        assert_eq!(literal("25u16").as_deref(), Some("25"));
        assert_eq!(literal("2.5").as_deref(), None);
        assert_eq!(literal(r#"b"x""#).as_deref(), None);
    }
}

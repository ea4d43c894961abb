//! Arguments the macro can read although they are not one literal:
//! `concat!` of literals (nested too) and `env!("VAR")`. The macro assembles
//! their text itself, as rustc would, from the literals' values as `syn`
//! reads them, so that an invalid one gets the diagnostic of a literal, with
//! carets into the assembled text.

use syn::punctuated::Punctuated;
use syn::{Expr, Lit, Token, UnOp};

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

/// The text of `expr` when it is `concat!(..)` of literals (string,
/// character, integer, float and boolean literals, negative numbers, nested
/// `concat!` and `env!`) or `env!("VAR")` (with an optional message) of a
/// variable that is set; `None` for anything else, which the macro leaves
/// to const evaluation (and rustc to refuse, for a byte string).
pub(crate) fn assemble(expr: &Expr) -> Option<Assembled> {
    let mut out = Assembled { text: String::new(), concat: false, vars: Vec::new() };
    call(expr, &mut out)?;
    Some(out)
}

/// `concat!(..)` or `env!(..)`, optionally written `::core::concat!`,
/// `core::concat!`, `::std::concat!` or `std::concat!`.
fn call(expr: &Expr, out: &mut Assembled) -> Option<()> {
    let mac = match expr {
        Expr::Macro(m) => &m.mac,
        Expr::Group(g) => return call(&g.expr, out),
        _ => return None,
    };
    let segments: Vec<String> = mac.path.segments.iter().map(|s| s.ident.to_string()).collect();
    if mac.path.segments.iter().any(|s| !s.arguments.is_none()) {
        return None;
    }
    let name = match &segments[..] {
        [name] if mac.path.leading_colon.is_none() => name,
        [krate, name] if matches!(krate.as_str(), "core" | "std") => name,
        _ => return None,
    };
    let items = mac.parse_body_with(Punctuated::<Expr, Token![,]>::parse_terminated).ok()?;
    match name.as_str() {
        "concat" => {
            out.concat = true;
            items.iter().try_for_each(|item| piece(item, out))
        }
        "env" => {
            if items.len() > 2 {
                return None;
            }
            let Expr::Lit(var) = items.first()? else { return None };
            let Lit::Str(var) = &var.lit else { return None };
            let var = var.value();
            let value = std::env::var(&var).ok()?;
            out.text.push_str(&value);
            out.vars.push(var);
            Some(())
        }
        _ => None,
    }
}

/// One argument of `concat!`.
fn piece(item: &Expr, out: &mut Assembled) -> Option<()> {
    match item {
        Expr::Group(g) => piece(&g.expr, out),
        Expr::Lit(lit) => {
            out.text.push_str(&literal(&lit.lit)?);
            Some(())
        }
        Expr::Unary(u) if matches!(u.op, UnOp::Neg(_)) => {
            let Expr::Lit(lit) = &*u.expr else { return None };
            let (Lit::Int(_) | Lit::Float(_)) = lit.lit else { return None };
            out.text.push('-');
            out.text.push_str(&literal(&lit.lit)?);
            Some(())
        }
        other => call(other, out),
    }
}

/// The text `concat!` makes of one literal: a string's or a character's
/// value, an integer's value in decimal (`0x10u8` is `16`), a float as
/// written without `_` and suffix, `true` or `false`. Byte literals: `None`
/// (rustc refuses them).
fn literal(lit: &Lit) -> Option<String> {
    match lit {
        Lit::Str(s) => Some(s.value()),
        Lit::Char(c) => Some(c.value().to_string()),
        Lit::Int(i) => Some(i.base10_parse::<u128>().ok()?.to_string()),
        Lit::Float(f) => Some(f.base10_digits().to_owned()),
        Lit::Bool(b) => Some(b.value.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{assemble, literal};
    use syn::{parse_str, Expr, Lit};

    #[track_caller]
    fn lit(s: &str) -> Option<String> {
        literal(&parse_str::<Lit>(s).unwrap())
    }

    #[test]
    fn literals_as_concat_writes_them() {
        assert_eq!(lit("8080").as_deref(), Some("8080"));
        assert_eq!(lit("8_080u16").as_deref(), Some("8080"));
        assert_eq!(lit("0x1F").as_deref(), Some("31"));
        assert_eq!(lit("0o17").as_deref(), Some("15"));
        assert_eq!(lit("0b101i32").as_deref(), Some("5"));
        assert_eq!(lit("2.5").as_deref(), Some("2.5"));
        assert_eq!(lit("1_0.5_0f64").as_deref(), Some("10.50"));
        assert_eq!(lit("1e3").as_deref(), Some("1e3"));
        assert_eq!(lit(r#""a\tb""#).as_deref(), Some("a\tb"));
        assert_eq!(lit(r##"r#"x"y"#"##).as_deref(), Some("x\"y"));
        assert_eq!(lit("'/'").as_deref(), Some("/"));
        assert_eq!(lit(r"'\''").as_deref(), Some("'"));
        assert_eq!(lit(r"'\u{e9}'").as_deref(), Some("\u{e9}"));
        assert_eq!(lit("true").as_deref(), Some("true"));
        assert_eq!(lit(r#"b"x""#), None);
        assert_eq!(lit("b'x'"), None);
    }

    #[test]
    fn concat_of_every_kind() {
        let e: Expr = parse_str(
            "::core::concat!(\"http://h:\", 8_0u16, \"/\", 'a', -1, 2.5, true, concat!(\"\\x41\", r\"\\\"), \"a\\\n\u{a0}b\")",
        )
        .unwrap();
        let a = assemble(&e).unwrap();
        assert_eq!(a.text, "http://h:80/a-12.5trueA\\a\u{a0}b");
        assert!(a.concat);
        assert_eq!(assemble(&parse_str("concat!(b\"x\")").unwrap()), None);
        assert_eq!(assemble(&parse_str("format!(\"x\")").unwrap()), None);
        assert_eq!(assemble(&parse_str("env!(\"URL_MACROS_SURELY_UNSET\")").unwrap()), None);
    }
}

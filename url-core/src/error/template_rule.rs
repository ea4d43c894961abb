//! [`TemplateRule`]: which rule of RFC 6570 (URI Templates) a template broke
//! (`ErrorKind::Rfc6570`). One row per mistake: the ABNF production that
//! fails, its section of RFC 6570, what it takes, the message.

use super::site::Site;
use super::text::ErrorText;

/// Defines [`TemplateRule`] and its columns from the table below.
macro_rules! template_rules {
    (
        |$e:ident, $t:ident|
        $(
            $(#[doc = $doc:literal])*
            $v:ident { rule $r:expr, section $s:expr, expected $x:expr, message $m:tt $(,)? }
        )*
    ) => {
        /// Which rule of RFC 6570 a template broke.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub(crate) enum TemplateRule {
            $($(#[doc = $doc])* $v,)*
        }

        impl TemplateRule {
            /// The ABNF production that failed.
            pub(crate) const fn rule(self) -> &'static str {
                match self {
                    $(TemplateRule::$v => $r,)*
                }
            }

            /// The section of RFC 6570 that states it (`"2.2"`).
            pub(crate) const fn section(self) -> &'static str {
                match self {
                    $(TemplateRule::$v => $s,)*
                }
            }

            /// What the rule takes there, after "expected".
            pub(crate) const fn expected(self) -> &'static str {
                match self {
                    $(TemplateRule::$v => $x,)*
                }
            }

            /// Writes the message into `t`; `e` is where the error is.
            #[allow(unused_variables)]
            pub(crate) const fn write_message(self, $e: &Site, $t: &mut ErrorText) {
                match self {
                    $(TemplateRule::$v => template_rules!(@write $t $m),)*
                }
            }
        }
    };
    (@write $t:ident $m:literal) => { $t.str($m) };
    (@write $t:ident $m:block) => { $m };
}

/// What a literal takes (§2.1).
const LITERAL: &str = "letters, digits, \"-._~:/?#[]@!$&'()*+,;=\", %XX escapes and non-ASCII ucschar or iprivate \
                       characters";
/// What a variable name takes (§2.3).
const VARNAME: &str = "letters, digits, '_' and %XX escapes, with single '.' between them";

template_rules! {
    |e, t|

    /// A character no `literals` takes (space, `"`, `<`, `>`, `\`, `^`,
    /// `` ` ``, `|`, a control, a non-ASCII character that is no `ucschar`).
    LiteralChar {
        rule "literals", section "2.1", expected LITERAL,
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in the template's literal text; write it as ");
            t.escaped(e.found);
        }
    }
    /// A `}` outside any expression.
    StrayClose {
        rule "literals", section "2.1", expected "'{' before the '}' that closes an expression, or '}' written %7D",
        message "'}' without an opening '{'; write a literal '}' as %7D"
    }
    /// A `%` not followed by two hex digits in literal text.
    LiteralEscape {
        rule "pct-encoded", section "2.1", expected "'%' and two hex digits",
        message "'%' not followed by two hex digits in the template's literal text; write a literal '%' as %25"
    }
    /// A `{` with no `}` after it.
    Unclosed {
        rule "expression", section "2.2", expected "'}' closing the expression",
        message "unclosed expression: '{' without a matching '}'"
    }
    /// `{}`.
    EmptyExpression {
        rule "expression", section "2.2", expected "an operator or a variable name after '{'",
        message "empty expression; an expression names at least one variable"
    }
    /// A `{` inside an expression.
    NestedOpen {
        rule "expression", section "2.2", expected "'}' closing the expression before another '{'",
        message "'{' inside an expression; expressions do not nest, close the first with '}'"
    }
    /// One of `= , ! @ |` as the operator.
    OpReserve {
        rule "op-reserve", section "2.2", expected "an operator of RFC 6570 ('+', '#', '.', '/', ';', '?', '&') or a variable name",
        message {
            t.str("operator ");
            t.quoted(e.found);
            t.str(" is reserved for future extensions of RFC 6570");
        }
    }
    /// `$`, `(` or `)` in an expression.
    AppReserve {
        rule "expression", section "2.2", expected "an operator of RFC 6570 ('+', '#', '.', '/', ';', '?', '&') or a variable name",
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" is reserved for application-level templating, not RFC 6570 expressions");
        }
    }
    /// A character no `varname` takes.
    VarnameChar {
        rule "varname", section "2.3", expected VARNAME,
        message {
            t.str("character ");
            t.quoted(e.found);
            t.str(" in a variable name");
            match e.found {
                '=' => t.str("; RFC 6570 has no default values"),
                '-' | '~' => t.str("; variable names take letters, digits, '_' and '.'"),
                '*' => t.str("; the explode modifier '*' follows the name"),
                _ => {}
            }
        }
    }
    /// A space in an expression: `{ name }`, `{?x, y}`.
    VarnameSpace {
        rule "varname", section "2.3", expected VARNAME,
        message "space in an expression; variable names take no spaces, and none stands around them"
    }
    /// No variable name where one must stand: `{:3}`, `{a,}`, `{?}`.
    VarnameMissing {
        rule "varname", section "2.3", expected VARNAME,
        message "missing variable name"
    }
    /// A `.` at the end of a variable name or after another `.`.
    VarnameDot {
        rule "varname", section "2.3", expected "a letter, digit, '_' or %XX escape after each '.' of a variable name",
        message "'.' in a variable name must stand between two of its characters"
    }
    /// A `%` not followed by two hex digits in a variable name.
    VarnameEscape {
        rule "pct-encoded", section "2.3", expected "'%' and two hex digits",
        message "'%' not followed by two hex digits in a variable name"
    }
    /// `:` followed by anything but 1 to 4 digits that do not start with 0.
    PrefixDigits {
        rule "max-length", section "2.4.1", expected "a length from 1 to 9999, without leading zero",
        message "prefix modifier without a length; write ':' and a length from 1 to 9999"
    }
    /// `:0`, `:01`.
    PrefixZero {
        rule "max-length", section "2.4.1", expected "a length from 1 to 9999, without leading zero",
        message "prefix length starting with 0; write a length from 1 to 9999 without leading zero"
    }
    /// `:10000` and above.
    PrefixTooLong {
        rule "max-length", section "2.4.1", expected "a length from 1 to 9999, without leading zero",
        message "prefix length above 9999"
    }
    /// `{x:2*}`.
    PrefixAndExplode {
        rule "modifier-level4", section "2.4", expected "either a prefix ':N' or an explode '*', not both",
        message "a variable takes either a prefix modifier or an explode modifier, not both"
    }
    /// `{?a}{?b}`, `x?{?b}`: a second query.
    SecondQuery {
        rule "operator", section "3.2.8", expected "'&' continuing the query, or the names in the first '?' expression",
        message "a '?' expression after the query has begun writes a second '?'; continue the query with '&' \
                 (or name the variables in one expression: {?a,b})"
    }
}

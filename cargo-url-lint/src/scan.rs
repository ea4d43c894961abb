//! The visit of one parsed file: every string literal that is a URL, and
//! how it is used (the call it is handed to, whether the call's result is
//! unwrapped), with the byte ranges `--fix` needs.

use std::collections::HashSet;

use proc_macro2::Span;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{Expr, ExprCall, ExprMethodCall, GenericArgument, Item, ItemMod, Lit, LitStr, Token, UseTree};

use crate::resolve::{resolve, Scope, Target};

/// The run-time parser a literal is handed to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parser {
    /// `url::Url` (WHATWG): `Url::parse`, reqwest.
    Whatwg,
    /// `http::Uri`: `Uri::from_static`, `Request::get`, `.uri(…)`.
    Http,
    /// Another client's parser (ureq): only the RFC 3986 check.
    Other,
}

/// The compile-checked macro that replaces a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Macro {
    /// `url_literal::whatwg_url!`.
    WhatwgUrl,
    /// `url_literal::http_crate_uri!`.
    HttpCrateUri,
}

impl Macro {
    /// The macro's name.
    pub fn name(self) -> &'static str {
        match self {
            Macro::WhatwgUrl => "whatwg_url",
            Macro::HttpCrateUri => "http_crate_uri",
        }
    }
}

/// A literal handed to a URL-taking call.
#[derive(Clone, Debug)]
pub struct Call {
    /// The call as written for messages: `Url::parse`, `reqwest::get`, `.get`.
    pub name: String,
    /// Its parser.
    pub parser: Parser,
    /// Whether the call takes a relative reference too (`http::Uri`'s
    /// origin-form `/path`).
    pub relative: bool,
    /// The macro that replaces the whole call when it is unwrapped (or
    /// cannot fail, `from_static`), with the byte range it replaces.
    pub rewrite: Option<(Macro, usize, usize)>,
    /// Why the call's type may not be the one the macro makes (`Url` from
    /// a glob import, a re-export): the macro is then offered, never
    /// written (`None`: the type is `url::Url` or `http::Uri` for certain).
    pub unsure: Option<String>,
}

/// The library whose RFC 6570 template parser a literal is handed to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TemplateLib {
    /// uritemplate-next's `uritemplate::UriTemplate::new`, which takes any
    /// text and never fails.
    UriTemplateNext,
    /// iri-string's `UriTemplateStr::new`, `UriTemplateString::try_from`,
    /// `"…".parse::<UriTemplateString>()`.
    IriString,
    /// url-core's (url-literal's) `rfc6570::UriTemplate::parse`.
    Parse,
    /// url-core's `rfc6570::UriTemplate::parse_const`.
    ParseConst,
}

/// A literal handed to the run-time parser of an RFC 6570 template.
#[derive(Clone, Debug)]
pub struct TemplateCall {
    /// The call as written: `UriTemplate::new`, `str::parse::<UriTemplateString>`.
    pub name: String,
    /// Whose parser it is.
    pub lib: TemplateLib,
    /// The call's byte range in the file.
    pub at: (usize, usize),
    /// Why the type may not be the library's (a glob, a re-export).
    pub unsure: Option<String>,
}

/// How a literal is read.
#[derive(Clone, Debug)]
pub enum Use {
    /// The argument of a parser of RFC 6570 templates.
    Rfc6570(TemplateCall),
    /// The argument of a URL-taking call.
    Call(Call),
    /// A string literal that is a URL by its look.
    Free,
    /// A `format!`-family template (holes are not errors).
    Template,
}

/// One literal to check.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The token's byte range in the file.
    pub token: (usize, usize),
    /// How it is used.
    pub usage: Use,
    /// The module the call is in, for `--fix`'s `use` (index in
    /// [`Scan::modules`]).
    pub module: usize,
}

/// A module of the file (the file itself first): where `--fix` writes a
/// `use`, and the macros it already imports.
#[derive(Clone, Debug)]
pub struct Module {
    /// Byte offset where a new `use` line goes.
    pub insert_at: usize,
    /// Whether the text inserted there starts with a line break (after a
    /// `use` item) rather than ending with one (before the first item).
    pub after_item: bool,
    /// The indentation of the module's items.
    pub indent: String,
    /// Macros already imported (`use url_literal::whatwg_url;`, a glob).
    pub imported: Vec<Macro>,
}

/// What one file holds.
#[derive(Debug, Default)]
pub struct Scan {
    /// The literals, in source order.
    pub candidates: Vec<Candidate>,
    /// The file's modules.
    pub modules: Vec<Module>,
    /// `mod name;` declarations: (name, `#[path]`, inline module path).
    pub mods: Vec<(String, Option<String>, Vec<String>)>,
}

/// Byte range of a span in its file.
pub fn range(span: Span) -> (usize, usize) {
    let r = span.byte_range();
    (r.start, r.end)
}

/// Visits `file` (its text `text`).
pub fn scan(file: &syn::File, text: &str) -> Scan {
    let mut v = Visitor {
        text,
        out: Scan::default(),
        seen: HashSet::new(),
        module: vec![0],
        inline: Vec::new(),
        scopes: vec![Scope::module(&file.items)],
        opaque: 0,
    };
    let first = file.items.first().map(|i| range(i.span()).0);
    v.out.modules.push(module_of(&file.items, text, first.unwrap_or(text.len()), ""));
    for item in &file.items {
        v.visit_item(item);
    }
    v.out
}

/// The insertion point and imports of a module whose items are `items`;
/// `start` is where the module's content begins when it has no item.
fn module_of(items: &[Item], text: &str, start: usize, fallback_indent: &str) -> Module {
    let mut imported = Vec::new();
    let mut last_use = None;
    for item in items {
        if let Item::Use(u) = item {
            last_use = Some(range(u.span()).1);
            imports(&u.tree, false, &mut imported);
        }
    }
    let indent_at = |off: usize| {
        let line = text[..off].rfind('\n').map_or(0, |k| k + 1);
        text[line..off].chars().take_while(|c| *c == ' ' || *c == '\t').collect::<String>()
    };
    match (last_use, items.first()) {
        (Some(end), _) => {
            let first_use = items.iter().find(|i| matches!(i, Item::Use(_))).map(|i| range(i.span()).0).unwrap_or(end);
            Module { insert_at: end, after_item: true, indent: indent_at(first_use), imported }
        }
        (None, Some(first)) => {
            let at = range(first.span()).0;
            Module { insert_at: at, after_item: false, indent: indent_at(at), imported }
        }
        (None, None) => Module { insert_at: start, after_item: true, indent: fallback_indent.to_owned(), imported },
    }
}

/// The macros a `use` tree imports from `url_literal`.
fn imports(tree: &UseTree, inside: bool, out: &mut Vec<Macro>) {
    match tree {
        UseTree::Path(p) if inside || p.ident == "url_literal" => imports(&p.tree, true, out),
        UseTree::Name(n) if inside => {
            if n.ident == "whatwg_url" {
                out.push(Macro::WhatwgUrl);
            } else if n.ident == "http_crate_uri" {
                out.push(Macro::HttpCrateUri);
            }
        }
        UseTree::Glob(_) if inside => out.extend([Macro::WhatwgUrl, Macro::HttpCrateUri]),
        UseTree::Group(g) => g.items.iter().for_each(|t| imports(t, inside, out)),
        _ => {}
    }
}

struct Visitor<'t> {
    text: &'t str,
    out: Scan,
    /// Literal starts already read in a context.
    seen: HashSet<usize>,
    /// The stack of modules (indices in `out.modules`).
    module: Vec<usize>,
    /// The names of the inline modules around (for `mod x;` inside them).
    inline: Vec<String>,
    /// The scopes around (the module, the blocks in it), innermost last.
    scopes: Vec<Scope>,
    /// How many macros of unknown meaning the visit is in.
    opaque: usize,
}

/// The segments of a call's path, as written (`["Url", "parse"]`), and
/// whether it starts with `::`.
fn path_of(e: &Expr) -> Option<(Vec<String>, bool)> {
    let Expr::Path(p) = e else { return None };
    Some((p.path.segments.iter().map(|s| s.ident.to_string()).collect(), p.path.leading_colon.is_some()))
}

/// The string literal `e` is (through parentheses), if it is one.
fn lit_str(e: &Expr) -> Option<&LitStr> {
    match e {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => Some(s),
            _ => None,
        },
        Expr::Paren(p) => lit_str(&p.expr),
        Expr::Group(g) => lit_str(&g.expr),
        _ => None,
    }
}

/// Whether `s` begins with a scheme (`x:` of two or more characters,
/// before `//`) or one of the schemes that take no `//` (not followed by
/// a space: `"file:  {}"` is a label).
pub fn has_scheme(s: &str) -> bool {
    const OPAQUE: [&str; 5] = ["mailto:", "urn:", "data:", "file:", "tel:"];
    if let Some(p) = OPAQUE.iter().find(|p| s.get(..p.len()).is_some_and(|head| head.eq_ignore_ascii_case(p))) {
        // `Data::` is a Rust path, no URL: `::` after a scheme is none
        return !s[p.len()..].starts_with(|c: char| c.is_whitespace() || c == ':');
    }
    let Some(colon) = s.find("://") else { return false };
    let scheme = &s.as_bytes()[..colon];
    scheme.len() >= 2
        && scheme[0].is_ascii_alphabetic()
        && scheme.iter().all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.'))
}

/// The methods whose literal argument is a pattern or a piece of text, not
/// a URL (`s.starts_with("https://")`).
const PATTERN_METHODS: [&str; 16] = [
    "starts_with",
    "ends_with",
    "strip_prefix",
    "strip_suffix",
    "trim_start_matches",
    "trim_end_matches",
    "contains",
    "find",
    "rfind",
    "split",
    "splitn",
    "replace",
    "replacen",
    "matches",
    "split_once",
    "push_str",
];

/// The methods that assert their receiver (a parse's result) to be an
/// error: its literals are written to be refused.
const ERROR_METHODS: [&str; 3] = ["is_err", "unwrap_err", "expect_err"];

/// Whether `e` is `Err(…)` (a pattern or a value): what a literal's parse
/// is compared with when it is written to be refused.
fn is_err(e: &Expr) -> bool {
    match e {
        Expr::Call(c) => path_of(&c.func).is_some_and(|(p, _)| p.last().is_some_and(|l| l == "Err")),
        Expr::Paren(p) => is_err(&p.expr),
        Expr::Group(g) => is_err(&g.expr),
        _ => false,
    }
}

/// The macros of std whose arguments are expressions evaluated as written:
/// a call in them may be rewritten (in another macro, which may do
/// anything with its tokens, it is reported and left alone).
const EXPR_MACROS: [&str; 8] =
    ["vec", "assert", "assert_eq", "assert_ne", "debug_assert", "debug_assert_eq", "debug_assert_ne", "dbg"];

/// The macros whose first argument (after a writer for `write!`) is a
/// format string.
const FORMAT_MACROS: [&str; 9] =
    ["format", "format_args", "print", "println", "eprint", "eprintln", "write", "writeln", "panic"];

impl Visitor<'_> {
    /// Whether the type path `ty` (`Url`, `U`, `url::Url`, `http::Uri`)
    /// names `want` (`url::Url`, `http::Uri`, a template type):
    /// `Some(None)` for certain, `Some(Some(why))` when the file cannot
    /// tell (a glob, a re-export) and the name written or imported is
    /// `want`'s (`Url`, `Uri`, `UriTemplate`, ...),
    /// `None` when it is another type (url-literal's own `Url`, the
    /// crate's, `http::Uri` where `url::Url` is wanted).
    fn names(&self, ty: &[String], absolute: bool, want: Target) -> Option<Option<String>> {
        let name = want.name();
        match resolve(&self.scopes, ty, absolute) {
            t if t == want => Some(None),
            Target::Unknown(full, why)
                if full.last().is_some_and(|l| l == name) || ty.last().is_some_and(|l| l == name) =>
            {
                Some(Some(why))
            }
            _ => None,
        }
    }

    fn module(&self) -> usize {
        *self.module.last().unwrap_or(&0)
    }

    fn push(&mut self, lit: &LitStr, mut usage: Use) {
        if let Use::Call(c) = &mut usage {
            if self.opaque > 0 {
                c.rewrite = None;
            }
        }
        let token = range(lit.span());
        if self.seen.insert(token.0) {
            let module = self.module();
            self.out.candidates.push(Candidate { token, usage, module });
        }
    }

    /// Reads a known call `e` (a path call or a method call), whose value
    /// is unwrapped when `outer` (the `.unwrap()`, `.expect(…)` or `?`
    /// around it) is given.
    fn call(&mut self, e: &Expr, outer: Option<&Expr>) -> bool {
        let rewrite_range = |m: Macro| outer.map(|o| (m, range(o.span()).0, range(o.span()).1));
        match e {
            Expr::Call(ExprCall { func, args, .. }) => {
                let Some((path, absolute)) = path_of(func) else { return false };
                let arg = |k: usize| args.iter().nth(k).and_then(lit_str);
                let name = path.join("::");
                let (ty, last) = path.split_at(path.len().saturating_sub(1));
                let last = last.first().map_or("", String::as_str);
                let mut unsure = None;
                let mut names = |want: Target| {
                    let found = (!ty.is_empty()).then(|| self.names(ty, absolute, want)).flatten();
                    found.map(|why| unsure = why).is_some()
                };
                let template = if last == "new" && names(Target::UriTemplateNext) {
                    Some(TemplateLib::UriTemplateNext)
                } else if (last == "new" && names(Target::IriTemplateStr))
                    || (last == "try_from" && names(Target::IriTemplateString))
                {
                    Some(TemplateLib::IriString)
                } else if last == "parse" && names(Target::Rfc6570) {
                    Some(TemplateLib::Parse)
                } else if last == "parse_const" && names(Target::Rfc6570) {
                    Some(TemplateLib::ParseConst)
                } else {
                    None
                };
                let known = if template.is_some() {
                    None
                } else if last == "parse" && names(Target::Url) {
                    Some((0, Parser::Whatwg, false, rewrite_range(Macro::WhatwgUrl)))
                } else if last == "from_static" && names(Target::Http) {
                    // it cannot fail: the call itself is replaced
                    let r = range(e.span());
                    Some((0, Parser::Http, true, Some((Macro::HttpCrateUri, r.0, r.1))))
                } else if last == "try_from" && names(Target::Http) {
                    Some((0, Parser::Http, true, rewrite_range(Macro::HttpCrateUri)))
                } else if path == ["reqwest", "get"] || path == ["reqwest", "blocking", "get"] {
                    Some((0, Parser::Whatwg, false, None))
                } else if path.len() == 2 && path[0] == "ureq" {
                    match path[1].as_str() {
                        "get" | "post" | "put" | "delete" | "head" | "patch" | "options" | "trace" | "connect" => {
                            Some((0, Parser::Other, false, None))
                        }
                        "request" => Some((1, Parser::Other, false, None)),
                        _ => None,
                    }
                } else if path.len() >= 2
                    && path[path.len() - 2] == "Request"
                    && matches!(
                        path[path.len() - 1].as_str(),
                        "get" | "post" | "put" | "delete" | "head" | "patch" | "options" | "trace" | "connect"
                    )
                {
                    Some((0, Parser::Http, true, None))
                } else {
                    None
                };
                if let Some(lib) = template {
                    let Some(lit) = arg(0) else { return false };
                    self.push(lit, Use::Rfc6570(TemplateCall { name, lib, at: range(e.span()), unsure }));
                    return true;
                }
                let Some((k, parser, relative, rewrite)) = known else { return false };
                let Some(lit) = arg(k) else { return false };
                self.push(lit, Use::Call(Call { name, parser, relative, rewrite, unsure }));
                true
            }
            Expr::MethodCall(ExprMethodCall { receiver, method, turbofish, args, .. }) => {
                let m = method.to_string();
                if m == "parse" && args.is_empty() {
                    let Some(lit) = lit_str(receiver) else { return false };
                    let Some(ty) = turbofish.as_ref().and_then(|t| t.args.first()) else { return false };
                    let GenericArgument::Type(syn::Type::Path(tp)) = ty else { return false };
                    let segs: Vec<String> = tp.path.segments.iter().map(|s| s.ident.to_string()).collect();
                    let absolute = tp.path.leading_colon.is_some();
                    if let Some(unsure) = self.names(&segs, absolute, Target::IriTemplateString) {
                        let name = format!("str::parse::<{}>", segs.join("::"));
                        let call = TemplateCall { name, lib: TemplateLib::IriString, at: range(e.span()), unsure };
                        self.push(lit, Use::Rfc6570(call));
                        return true;
                    }
                    let ((parser, mac, relative), unsure) = if let Some(u) = self.names(&segs, absolute, Target::Url) {
                        ((Parser::Whatwg, Macro::WhatwgUrl, false), u)
                    } else if let Some(u) = self.names(&segs, absolute, Target::Http) {
                        ((Parser::Http, Macro::HttpCrateUri, true), u)
                    } else {
                        return false;
                    };
                    let name = format!("str::parse::<{}>", segs.join("::"));
                    let rewrite = rewrite_range(mac);
                    self.push(lit, Use::Call(Call { name, parser, relative, rewrite, unsure }));
                    return true;
                }
                let (k, parser, relative) = match m.as_str() {
                    "uri" if args.len() == 1 => (0, Parser::Http, true),
                    "get" | "post" | "put" | "patch" | "delete" | "head" if args.len() == 1 => {
                        (0, Parser::Whatwg, false)
                    }
                    "request" if args.len() == 2 => (1, Parser::Whatwg, false),
                    _ => return false,
                };
                let Some(lit) = args.iter().nth(k).and_then(lit_str) else { return false };
                // a client's `.get("https://…")`; `map.get("key")` is no URL
                if m != "uri" && !has_scheme(&lit.value()) {
                    return false;
                }
                let name = format!(".{m}");
                self.push(lit, Use::Call(Call { name, parser, relative, rewrite: None, unsure: None }));
                true
            }
            _ => false,
        }
    }

    /// The call `e` whose result the code asserts to be an error
    /// (`.is_err()`, `.unwrap_err()`, `matches!(e, Err(_))`,
    /// `assert_eq!(e, Err(…))`): the literals it is given are written to be
    /// refused, and are not read.
    fn refused(&mut self, e: &Expr) {
        match e {
            Expr::Call(c) => c.args.iter().for_each(|a| self.refused_arg(a)),
            Expr::MethodCall(m) => {
                self.refused_arg(&m.receiver);
                m.args.iter().for_each(|a| self.refused_arg(a));
            }
            Expr::Paren(p) => self.refused(&p.expr),
            Expr::Group(g) => self.refused(&g.expr),
            Expr::Reference(r) => self.refused(&r.expr),
            Expr::Await(a) => self.refused(&a.base),
            _ => {}
        }
    }

    /// An argument of a call asserted to fail: a literal, through `&`,
    /// `.to_string()` and its kin, or `String::from`.
    fn refused_arg(&mut self, a: &Expr) {
        if let Some(lit) = lit_str(a) {
            self.seen.insert(range(lit.span()).0);
            return;
        }
        match a {
            Expr::Reference(r) => self.refused_arg(&r.expr),
            Expr::MethodCall(m)
                if m.args.is_empty()
                    && matches!(
                        m.method.to_string().as_str(),
                        "to_string" | "to_owned" | "into" | "as_bytes" | "as_str"
                    ) =>
            {
                self.refused_arg(&m.receiver);
            }
            Expr::Call(c)
                if path_of(&c.func).is_some_and(|(p, _)| p.ends_with(&["String".to_owned(), "from".to_owned()])) =>
            {
                c.args.iter().for_each(|a| self.refused_arg(a));
            }
            _ => {}
        }
    }

    /// The format-family macro `mac`: its template, then its other
    /// arguments as expressions. Another macro's body is visited when it
    /// reads as comma-separated expressions, and skipped otherwise.
    fn mac(&mut self, mac: &syn::Macro) {
        let name = mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        if name == "concat" {
            // pieces of a URL, not URLs: skip them
            return;
        }
        let Ok(args) = mac.parse_body_with(Punctuated::<Expr, Token![,]>::parse_terminated) else { return };
        if FORMAT_MACROS.contains(&name.as_str()) {
            let k = usize::from(name == "write" || name == "writeln");
            if let Some(lit) = args.iter().nth(k).and_then(lit_str) {
                if has_scheme(&lit.value()) {
                    self.push(lit, Use::Template);
                } else {
                    self.seen.insert(range(lit.span()).0);
                }
            }
        }
        // a parse asserted to fail: `matches!(e, Err(_))`, `assert_eq!(e, Err(…))`
        let args_vec: Vec<&Expr> = args.iter().collect();
        match (name.as_str(), &args_vec[..]) {
            ("matches", [e, pattern, ..]) if is_err(pattern) => self.refused(e),
            ("assert_eq" | "debug_assert_eq", [a, b, ..]) if is_err(b) => self.refused(a),
            ("assert_eq" | "debug_assert_eq", [a, b, ..]) if is_err(a) => self.refused(b),
            _ => {}
        }
        let known = FORMAT_MACROS.contains(&name.as_str()) || EXPR_MACROS.contains(&name.as_str());
        self.opaque += usize::from(!known);
        for e in &args {
            self.visit_expr(e);
        }
        self.opaque -= usize::from(!known);
    }
}

impl Visitor<'_> {
    /// Visits an item with its generic type parameters in scope: they
    /// shadow the names around (`fn f<Url: P>() { Url::parse(…) }`).
    fn within(&mut self, generics: &syn::Generics, visit: impl FnOnce(&mut Self)) {
        let scope = Scope::generics(generics);
        if scope.is_empty() {
            return visit(self);
        }
        self.scopes.push(scope);
        visit(self);
        self.scopes.pop();
    }
}

impl<'ast> Visit<'ast> for Visitor<'_> {
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {
        // doc comments and attribute arguments: not code
    }

    fn visit_item_mod(&mut self, m: &'ast ItemMod) {
        let path_attr = m.attrs.iter().find(|a| a.path().is_ident("path")).and_then(|a| match &a.meta {
            syn::Meta::NameValue(nv) => match &nv.value {
                Expr::Lit(l) => match &l.lit {
                    Lit::Str(s) => Some(s.value()),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        });
        let Some((brace, items)) = &m.content else {
            self.out.mods.push((m.ident.to_string(), path_attr, self.inline.clone()));
            return;
        };
        let open = range(brace.span.open()).1;
        let indent = {
            let line = self.text[..open].rfind('\n').map_or(0, |k| k + 1);
            let outer: String = self.text[line..].chars().take_while(|c| *c == ' ' || *c == '\t').collect();
            outer + "    "
        };
        let module = module_of(items, self.text, open, &indent);
        self.out.modules.push(module);
        self.module.push(self.out.modules.len() - 1);
        self.inline.push(m.ident.to_string());
        self.scopes.push(Scope::module(items));
        for item in items {
            self.visit_item(item);
        }
        self.scopes.pop();
        self.inline.pop();
        self.module.pop();
    }

    fn visit_expr(&mut self, e: &'ast Expr) {
        match e {
            Expr::MethodCall(m)
                if (m.method == "unwrap" && m.args.is_empty()) || (m.method == "expect" && m.args.len() == 1) =>
            {
                self.call(&m.receiver, Some(e));
            }
            Expr::Try(t) => {
                self.call(&t.expr, Some(e));
            }
            Expr::MethodCall(m) if ERROR_METHODS.contains(&m.method.to_string().as_str()) => {
                self.refused(&m.receiver);
            }
            Expr::MethodCall(m) if PATTERN_METHODS.contains(&m.method.to_string().as_str()) => {
                for a in &m.args {
                    if let Some(lit) = lit_str(a) {
                        self.seen.insert(range(lit.span()).0);
                    }
                }
            }
            Expr::Macro(m) => {
                self.mac(&m.mac);
                return;
            }
            _ => {
                self.call(e, None);
            }
        }
        visit::visit_expr(self, e);
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.within(&f.sig.generics, |v| visit::visit_item_fn(v, f));
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.within(&f.sig.generics, |v| visit::visit_impl_item_fn(v, f));
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        self.within(&f.sig.generics, |v| visit::visit_trait_item_fn(v, f));
    }

    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        self.within(&i.generics, |v| visit::visit_item_impl(v, i));
    }

    fn visit_item_trait(&mut self, t: &'ast syn::ItemTrait) {
        self.within(&t.generics, |v| visit::visit_item_trait(v, t));
    }

    fn visit_block(&mut self, b: &'ast syn::Block) {
        // a block's `use` items shadow the module's for the code in it
        self.scopes.push(Scope::block(&b.stmts));
        visit::visit_block(self, b);
        self.scopes.pop();
    }

    fn visit_stmt_macro(&mut self, m: &'ast syn::StmtMacro) {
        self.mac(&m.mac);
    }

    fn visit_item_macro(&mut self, _: &'ast syn::ItemMacro) {
        // `macro_rules!` and item macros: not expressions
    }

    fn visit_lit_str(&mut self, lit: &'ast LitStr) {
        if !self.seen.contains(&range(lit.span()).0) && has_scheme(&lit.value()) {
            self.push(lit, Use::Free);
        }
    }
}

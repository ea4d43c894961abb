//! Which type a path names (`Url`, `U`, `url::Url`, `http::Uri`), read
//! through the `use` items in scope as rustc resolves it, as far as one
//! file tells: the module's items and those of the blocks around the path
//! (block-level `use`s shadow the module's), renames (`use url::Url as
//! U;`), the generic type parameters of the items around the path, and
//! glob imports and macros invoked where an item may stand, whose names
//! cannot be known from the file.
//! `--fix` rewrites a call only when its type is `url::Url` or `http::Uri`
//! for certain.

use std::collections::{HashMap, HashSet};

use syn::{Generics, Item, Stmt, UseTree};

/// What a module or a block declares.
#[derive(Debug, Default)]
pub struct Scope {
    /// Each name a `use` (or `extern crate`) brings, with the path it
    /// stands for: `use a::b::C;` gives `C` → `a::b::C`, `use a::b as c;`
    /// gives `c` → `a::b`, `use a::{self};` gives `a` → `a`.
    names: HashMap<String, Vec<String>>,
    /// The paths of the glob imports (`use a::b::*;` gives `a::b`).
    globs: Vec<Vec<String>>,
    /// The types, traits and modules defined here, and the generic type
    /// parameters of an item (`fn f<Url: P>()`).
    local: HashSet<String>,
    /// The macros invoked here where an item may stand (`m!();` in a
    /// block, `m! { … }` in a module), as written: their expansion may
    /// define or import any name.
    macros: Vec<String>,
    /// A module (the search for a name stops at it: a module does not see
    /// its parent's names) rather than a block.
    module: bool,
}

impl Scope {
    /// The scope of a module whose items are `items`.
    pub fn module<'a>(items: impl IntoIterator<Item = &'a Item>) -> Scope {
        let mut scope = Scope { module: true, ..Scope::default() };
        items.into_iter().for_each(|i| scope.item(i));
        scope
    }

    /// The scope of a block whose statements are `stmts`.
    pub fn block(stmts: &[Stmt]) -> Scope {
        let mut scope = Scope::default();
        for s in stmts {
            match s {
                Stmt::Item(i) => scope.item(i),
                Stmt::Macro(m) => scope.invoked(&m.mac.path),
                _ => {}
            }
        }
        scope
    }

    /// The scope of an item's generic type parameters, which shadow the
    /// names around for the code in the item.
    pub fn generics(generics: &Generics) -> Scope {
        let mut scope = Scope::default();
        for p in generics.type_params() {
            scope.local.insert(p.ident.to_string());
        }
        scope
    }

    /// Whether this scope names nothing (not worth a place in the stack).
    pub fn is_empty(&self) -> bool {
        self.names.is_empty() && self.globs.is_empty() && self.local.is_empty() && self.macros.is_empty()
    }

    /// A macro invoked where an item may stand: but for std's macros that
    /// expand to an expression, its expansion may bring any name.
    fn invoked(&mut self, path: &syn::Path) {
        let Some(last) = path.segments.last() else { return };
        let name = last.ident.to_string();
        if !EXPRESSION_MACROS.contains(&name.as_str()) {
            let written: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            self.macros.push(format!("{}!", written.join("::")));
        }
    }

    fn item(&mut self, item: &Item) {
        let name = match item {
            Item::Use(u) => return self.tree(&u.tree, Vec::new()),
            // `macro_rules! name` defines a macro, no other name
            Item::Macro(m) if m.ident.is_none() => return self.invoked(&m.mac.path),
            Item::ExternCrate(e) => {
                let crate_name = e.ident.to_string();
                let name = e.rename.as_ref().map_or_else(|| crate_name.clone(), |(_, r)| r.to_string());
                self.names.insert(name, vec![crate_name]);
                return;
            }
            Item::Struct(s) => &s.ident,
            Item::Enum(e) => &e.ident,
            Item::Type(t) => &t.ident,
            Item::Union(u) => &u.ident,
            Item::Trait(t) => &t.ident,
            Item::Mod(m) => &m.ident,
            _ => return,
        };
        self.local.insert(name.to_string());
    }

    fn tree(&mut self, tree: &UseTree, mut prefix: Vec<String>) {
        match tree {
            UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.tree(&p.tree, prefix);
            }
            UseTree::Name(n) if n.ident == "self" => {
                if let Some(last) = prefix.last().cloned() {
                    self.names.insert(last, prefix);
                }
            }
            UseTree::Name(n) => {
                let name = n.ident.to_string();
                prefix.push(name.clone());
                self.names.insert(name, prefix);
            }
            UseTree::Rename(r) => {
                if r.ident != "self" {
                    prefix.push(r.ident.to_string());
                }
                if r.rename != "_" {
                    self.names.insert(r.rename.to_string(), prefix);
                }
            }
            UseTree::Glob(_) => self.globs.push(prefix),
            UseTree::Group(g) => g.items.iter().for_each(|t| self.tree(t, prefix.clone())),
        }
    }
}

/// The type a path names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// `url::Url`, for certain.
    Url,
    /// `http::Uri`, for certain.
    Http,
    /// `uritemplate::UriTemplate` (the crate uritemplate-next), for certain.
    UriTemplateNext,
    /// `iri_string::template::UriTemplateStr`, for certain.
    IriTemplateStr,
    /// `iri_string::template::UriTemplateString`, for certain.
    IriTemplateString,
    /// url-core's `rfc6570::UriTemplate` (or url-literal's, the same), for
    /// certain.
    Rfc6570,
    /// A type of this crate, or of url-literal or url-core: not the other
    /// crates' types.
    Other,
    /// Not known from the file: the path it reads as (`reqwest::Url`,
    /// or `Url` when nothing imports it) and why it cannot be told.
    Unknown(Vec<String>, String),
}

impl Target {
    /// The name of the type a known target is (`Url`, `UriTemplateStr`),
    /// as the file may write it when the lint cannot follow the path.
    pub fn name(&self) -> &'static str {
        match self {
            Target::Url => "Url",
            Target::Http => "Uri",
            Target::UriTemplateNext | Target::Rfc6570 => "UriTemplate",
            Target::IriTemplateStr => "UriTemplateStr",
            Target::IriTemplateString => "UriTemplateString",
            Target::Other | Target::Unknown(..) => "",
        }
    }
}

/// The known type the full path `full` names, if it names one.
fn known(full: &[String]) -> Option<Target> {
    Some(match full.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["url", "Url"] => Target::Url,
        ["http", "Uri"] | ["http", "uri", "Uri"] => Target::Http,
        ["uritemplate", "UriTemplate"] => Target::UriTemplateNext,
        ["iri_string", "template", "UriTemplateStr"] => Target::IriTemplateStr,
        ["iri_string", "template", "UriTemplateString"] => Target::IriTemplateString,
        ["url_core" | "url_literal", "rfc6570", "UriTemplate"] => Target::Rfc6570,
        _ => return None,
    })
}

/// std's macros that expand to an expression (or a statement), never to an
/// item: invoked in a block, they bring no name into it.
const EXPRESSION_MACROS: [&str; 30] = [
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "dbg",
    "print",
    "println",
    "eprint",
    "eprintln",
    "write",
    "writeln",
    "format",
    "format_args",
    "panic",
    "todo",
    "unimplemented",
    "unreachable",
    "vec",
    "matches",
    "concat",
    "stringify",
    "line",
    "column",
    "file",
    "env",
    "option_env",
    "include_str",
    "include_bytes",
];

/// The roots that name this crate or url-literal's crates.
const OURS: [&str; 6] = ["url_literal", "url_core", "crate", "self", "super", "Self"];

/// What the type path `ty` (`absolute`: written with a leading `::`) names
/// in `scopes` (outermost first, the innermost last).
pub fn resolve(scopes: &[Scope], ty: &[String], absolute: bool) -> Target {
    let Some(first) = ty.first() else { return Target::Other };
    let mut full = ty.to_vec();
    // the module the path is in: its items name modules that shadow a crate
    let module = scopes.iter().rposition(|s| s.module).unwrap_or(0);
    if !absolute {
        for scope in scopes.iter().rev() {
            if scope.local.contains(first) {
                return Target::Other;
            }
            if let Some(path) = scope.names.get(first) {
                full = path.iter().chain(&ty[1..]).cloned().collect();
                break;
            }
            // a macro's expansion here may define or import the name (a
            // type, or a module that the path's first segment names)
            if !scope.macros.is_empty() {
                let listed: Vec<String> = scope.macros.iter().map(|m| format!("`{m}`")).collect();
                let why = if listed.len() == 1 {
                    format!("it may come from the expansion of {}", listed[0])
                } else {
                    format!("it may come from the expansion of any of {}", listed.join(", "))
                };
                return Target::Unknown(ty.to_vec(), why);
            }
            // a name of one segment may come from a glob here, which
            // shadows the scopes around (the first segment of a longer
            // path names a crate, which globs seldom shadow: not read)
            if ty.len() == 1 && !scope.globs.is_empty() {
                return glob(first, &scope.globs);
            }
            if scope.module {
                break;
            }
        }
    }
    if let Some(t) = known(&full) {
        // url-core's and url-literal's template, unless a module of this
        // crate named `url_core` shadows the crate
        let shadowed = !absolute && scopes.get(module).is_some_and(|m| m.local.contains(&full[0]));
        return if shadowed { Target::Other } else { t };
    }
    let root = full[0].as_str();
    if OURS.contains(&root) || (!absolute && scopes.get(module).is_some_and(|m| m.local.contains(root))) {
        return Target::Other;
    }
    if full.len() == 1 {
        return Target::Unknown(full, "nothing in this file imports it".to_owned());
    }
    let why = format!("it is `{}` here, which the lint cannot follow", full.join("::"));
    Target::Unknown(full, why)
}

/// What `name` is when it comes from one of `globs`.
fn glob(name: &str, globs: &[Vec<String>]) -> Target {
    let listed: Vec<String> = globs.iter().map(|g| format!("`use {}::*`", g.join("::"))).collect();
    if let [only] = globs {
        let full: Vec<String> = only.iter().cloned().chain([name.to_owned()]).collect();
        if let Some(t) = known(&full) {
            return t;
        }
    }
    let why = if listed.len() == 1 {
        format!("it may come from {}", listed[0])
    } else {
        format!("it may come from any of {}", listed.join(", "))
    };
    Target::Unknown(vec![name.to_owned()], why)
}

#[cfg(test)]
mod tests {
    use super::{resolve, Scope, Target};

    fn scopes(module: &str, block: Option<&str>) -> Vec<Scope> {
        let file: syn::File = syn::parse_str(module).unwrap();
        let mut out = vec![Scope::module(&file.items)];
        if let Some(b) = block {
            let block: syn::Block = syn::parse_str(&format!("{{ {b} }}")).unwrap();
            out.push(Scope::block(&block.stmts));
        }
        out
    }

    fn of(module: &str, block: Option<&str>, ty: &str) -> Target {
        let path: Vec<String> = ty.trim_start_matches("::").split("::").map(str::to_owned).collect();
        resolve(&scopes(module, block), &path, ty.starts_with("::"))
    }

    fn unknown(path: &str, why: &str) -> Target {
        Target::Unknown(path.split("::").map(str::to_owned).collect(), why.to_owned())
    }

    #[test]
    fn explicit_imports_and_renames() {
        assert_eq!(of("use url::Url;", None, "Url"), Target::Url);
        assert_eq!(of("use url::{Url as U, ParseError};", None, "U"), Target::Url);
        assert_eq!(of("use url as u;", None, "u::Url"), Target::Url);
        assert_eq!(of("use url::{self};", None, "url::Url"), Target::Url);
        assert_eq!(of("", None, "url::Url"), Target::Url);
        assert_eq!(of("", None, "::url::Url"), Target::Url);
        assert_eq!(of("use http::uri::Uri;", None, "Uri"), Target::Http);
        assert_eq!(of("", None, "http::Uri"), Target::Http);
        assert_eq!(of("use url_literal::Url;", None, "Url"), Target::Other);
        assert_eq!(of("use crate::Url;", None, "Url"), Target::Other);
        assert_eq!(of("struct Url;", None, "Url"), Target::Other);
        // a module of this crate named `url` shadows the crate
        assert_eq!(of("mod url;", None, "url::Url"), Target::Other);
        assert_eq!(
            of("use reqwest::Url;", None, "Url"),
            unknown("reqwest::Url", "it is `reqwest::Url` here, which the lint cannot follow")
        );
        assert_eq!(of("", None, "Url"), unknown("Url", "nothing in this file imports it"));
    }

    #[test]
    fn blocks_shadow_the_module() {
        assert_eq!(of("use url_literal::Url;", Some("use url::Url;"), "Url"), Target::Url);
        assert_eq!(of("use url::Url;", Some("use url_literal::Url;"), "Url"), Target::Other);
        assert_eq!(of("use url::Url;", Some("struct Url;"), "Url"), Target::Other);
        assert_eq!(of("", Some("use http::Uri as H;"), "H"), Target::Http);
        // a glob of the block may shadow the module's import
        assert_eq!(
            of("use url::Url;", Some("use url_literal::*;"), "Url"),
            unknown("Url", "it may come from `use url_literal::*`")
        );
    }

    #[test]
    fn macros_where_an_item_may_stand_may_bring_any_name() {
        // a block's statement macro defines a `struct Url` of its own
        assert_eq!(
            of("use url::Url;", Some("local_url!(); Url::parse(\"http://e.com/\");"), "Url"),
            unknown("Url", "it may come from the expansion of `local_url!`")
        );
        // a module's item macro, and a path's first segment (a module `url`)
        assert_eq!(
            of("use url::Url; imports! { } m::n! { }", None, "url::Url"),
            unknown("url::Url", "it may come from the expansion of any of `imports!`, `m::n!`")
        );
        // std's expression macros and macro definitions bring no name
        assert_eq!(
            of("use url::Url; macro_rules! m { () => {} }", Some("println!(\"x\"); assert!(true); vec![1];"), "Url"),
            Target::Url
        );
        // an import of the scope itself is certain
        assert_eq!(of("use url_literal::Url; m! {}", None, "Url"), Target::Other);
    }

    #[test]
    fn generic_parameters_shadow_imports() {
        let item: syn::ItemFn = syn::parse_str("fn c<Url: Parse, const N: usize>() {}").unwrap();
        let file: syn::File = syn::parse_str("use url::Url;").unwrap();
        let stack = [Scope::module(&file.items), Scope::generics(&item.sig.generics)];
        assert_eq!(resolve(&stack, &["Url".to_owned()], false), Target::Other);
        assert!(Scope::generics(&syn::parse_str::<syn::ItemFn>("fn d<'a, const N: usize>() {}").unwrap().sig.generics)
            .is_empty());
    }

    #[test]
    fn template_types() {
        assert_eq!(of("use uritemplate::UriTemplate;", None, "UriTemplate"), Target::UriTemplateNext);
        assert_eq!(of("", None, "uritemplate::UriTemplate"), Target::UriTemplateNext);
        assert_eq!(of("use iri_string::template::UriTemplateStr as T;", None, "T"), Target::IriTemplateStr);
        assert_eq!(of("use iri_string::template;", None, "template::UriTemplateString"), Target::IriTemplateString);
        assert_eq!(of("use iri_string::template::*;", None, "UriTemplateString"), Target::IriTemplateString);
        assert_eq!(of("use url_core::rfc6570::UriTemplate;", None, "UriTemplate"), Target::Rfc6570);
        assert_eq!(of("use url_literal::rfc6570;", None, "rfc6570::UriTemplate"), Target::Rfc6570);
        assert_eq!(of("use url_literal::rfc6570::*;", None, "UriTemplate"), Target::Rfc6570);
        assert_eq!(of("", None, "::url_core::rfc6570::UriTemplate"), Target::Rfc6570);
        // the crate's own type, or a module of the crate that shadows url_core
        assert_eq!(of("struct UriTemplate;", None, "UriTemplate"), Target::Other);
        assert_eq!(of("mod url_core;", None, "url_core::rfc6570::UriTemplate"), Target::Other);
        assert_eq!(of("use crate::rfc6570::UriTemplate;", None, "UriTemplate"), Target::Other);
        assert_eq!(
            of("use url_literal::*;", None, "UriTemplate"),
            unknown("UriTemplate", "it may come from `use url_literal::*`")
        );
        assert_eq!(of("", None, "UriTemplate"), unknown("UriTemplate", "nothing in this file imports it"));
    }

    #[test]
    fn globs_are_certain_only_alone_and_from_the_crate() {
        assert_eq!(of("use url::*;", None, "Url"), Target::Url);
        assert_eq!(of("use http::*;", None, "Uri"), Target::Http);
        assert_eq!(of("use url_literal::*;", None, "Url"), unknown("Url", "it may come from `use url_literal::*`"));
        assert_eq!(
            of("use url::*; use super::*;", None, "Url"),
            unknown("Url", "it may come from any of `use url::*`, `use super::*`")
        );
        // an explicit import wins over the globs
        assert_eq!(of("use url_literal::*; use url::Url;", None, "Url"), Target::Url);
        // a longer path's first segment is a crate, globs or not
        assert_eq!(of("use super::*;", None, "url::Url"), Target::Url);
    }
}

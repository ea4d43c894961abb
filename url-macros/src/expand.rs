//! From a parsed literal (or a parse error, or a non-literal argument) to the
//! tokens of the expansion.

use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use url_core::{ParseError, Scheme, Url};

use crate::assemble::{assemble, Assembled};
use crate::diag;
use crate::input::{self, Allow, Arg, Call};

/// Which macro is expanding.
#[derive(Clone, Copy)]
pub(crate) enum Target {
    /// `url!`: any scheme.
    Any,
    /// `ftp_url!` and friends: this scheme only.
    Typed(Scheme),
}

impl Target {
    /// A URL to show in usage messages (from url-core's table of schemes).
    fn example(self) -> &'static str {
        match self {
            Target::Any => Scheme::Http.__example(),
            Target::Typed(s) => s.__example(),
        }
    }

    fn macro_name(self) -> String {
        match self {
            Target::Any => "url".to_owned(),
            Target::Typed(s) => format!("{s}_url"),
        }
    }

    /// The type the macro yields, below `$crate`.
    fn ty(self) -> &'static str {
        match self {
            Target::Any => "Url",
            Target::Typed(s) => view(s),
        }
    }

    fn parse(self, value: &str) -> Result<Url<'_>, ParseError> {
        match self {
            Target::Any => Url::parse(value),
            Target::Typed(s) => parse_typed(value, s),
        }
    }
}

/// The typed view of `s`, below `$crate` (from url-core's table of schemes).
fn view(s: Scheme) -> &'static str {
    s.__view_name()
}

/// `value` through the typed view of `s` (https through http's).
fn parse_typed(value: &str, s: Scheme) -> Result<Url<'_>, ParseError> {
    url_core::__private::parse_as(value, s)
}

/// Placeholders in the code templates below, replaced by real tokens.
pub(crate) const KRATE: &str = "__url_literal_crate";
pub(crate) const EXPR: &str = "__url_literal_expr";

/// The warnings of the `url!` family, as `allow(..)` names them.
pub(crate) const URL_KEYS: &[&str] =
    &["password", "reserved_port", "control_character", "ambiguous_host", "likely_mistake"];

/// A text the macro read: a literal, or `concat!`/`env!` it assembled.
pub(crate) struct Source {
    /// The text.
    pub(crate) value: String,
    /// The string literal of the expansion: the user's, or one of the
    /// assembled text.
    pub(crate) lit: Literal,
    /// The argument's first and last token, for diagnostics that cover it.
    pub(crate) spans: (Span, Span),
    /// How the text was assembled, with the argument's tokens.
    pub(crate) assembled: Option<(Assembled, TokenStream)>,
}

/// What the macro does with its argument: check a text it can read
/// ([`Source`]), or leave it to const evaluation.
pub(crate) enum Checked {
    Text(Source),
    Const(TokenStream),
}

/// The text of `arg` when the macro can read it.
pub(crate) fn classify(arg: Arg) -> Checked {
    match arg {
        Arg::Str { lit, value } => {
            Checked::Text(Source { value, spans: (lit.span(), lit.span()), lit, assembled: None })
        }
        Arg::Expr(expr) => {
            let tokens: Vec<TokenTree> = expr.clone().into_iter().collect();
            match (assemble(&tokens), tokens.first(), tokens.last()) {
                (Some(a), Some(first), Some(last)) => {
                    let mut lit = Literal::string(&a.text);
                    lit.set_span(first.span());
                    let spans = (first.span(), last.span());
                    Checked::Text(Source { value: a.text.clone(), lit, spans, assembled: Some((a, expr)) })
                }
                _ => Checked::Const(expr),
            }
        }
    }
}

impl Source {
    /// The message of an error in the text: `rendered`, and for an
    /// assembled text a last line that says where it came from.
    pub(crate) fn message(&self, rendered: String, noun: &str) -> String {
        match &self.assembled {
            None => rendered,
            Some((a, _)) => format!("{rendered}\n  note: the {noun} is {}", a.origin()),
        }
    }

    /// For an assembled text, `const _: () = $crate::__private::same_text(<argument>, "text");`:
    /// rustc evaluates the argument itself, which checks that the macro
    /// assembled the same text and records each `env!` variable in the
    /// dep-info, so that changing it rebuilds the crate.
    pub(crate) fn guard(&self, krate: &TokenTree) -> TokenStream {
        let Some((_, tokens)) = &self.assembled else { return TokenStream::new() };
        let mut out: Vec<TokenTree> = vec![
            Ident::new("const", Span::call_site()).into(),
            Ident::new("_", Span::call_site()).into(),
            Punct::new(':', Spacing::Alone).into(),
            Group::new(Delimiter::Parenthesis, TokenStream::new()).into(),
            Punct::new('=', Spacing::Alone).into(),
        ];
        path(&mut out, krate, &["__private", "same_text"]);
        let mut args: Vec<TokenTree> = vec![Group::new(Delimiter::Parenthesis, tokens.clone()).into()];
        args.push(Punct::new(',', Spacing::Alone).into());
        args.push(self.lit.clone().into());
        out.push(Group::new(Delimiter::Parenthesis, args.into_iter().collect()).into());
        out.push(Punct::new(';', Spacing::Alone).into());
        out.into_iter().collect()
    }
}

pub(crate) fn expand(input: TokenStream, target: Target) -> TokenStream {
    let name = target.macro_name();
    let call = Call { name: &name, example: target.example(), noun: "URL", keys: URL_KEYS };
    let (krate, arg, allow) = match input::read(input, &call) {
        Ok(read) => read,
        Err((krate, misuse)) => return error(krate, &misuse.message, (misuse.span, misuse.span), target),
    };
    let source = match classify(arg) {
        Checked::Const(expr) => return fallback(krate, expr, target, &allow, &name),
        Checked::Text(source) => source,
    };
    match target.parse(&source.value) {
        Ok(url) => literal(krate, &source, &url, target, &allow, &name),
        Err(e) => {
            let scheme = match target {
                // `http_url!` takes https too: name the literal's scheme
                Target::Typed(Scheme::Http) if Scheme::of(&source.value) == Some(Scheme::Https) => Some(Scheme::Https),
                Target::Typed(s) => Some(s),
                Target::Any => Scheme::of(&source.value),
            };
            let message = source.message(diag::render(&source.value, &e, scheme), "URL");
            error(Some(krate), &message, source.spans, target)
        }
    }
}

/// A valid literal: a struct literal of the value, the text and the parts
/// the parser found spelled out,
/// `$crate::Url::<'static> { s: "..", scheme_end: 4, at: 4294967295, .., kind: $crate::Scheme::Http, host_flags: 0 }`
/// (`$crate::FtpUrl { 0: $crate::Url { .. } }` for the typed macros), preceded, in a
/// block, by the warnings of RFC 1738 §6 and the check of an assembled text
/// when there are any. A struct literal of constants is itself a constant:
/// nothing runs at compile or run time to build it (no call, no `const`
/// item or block for rustc to check and evaluate), `&url!(..)` is promoted
/// to a `&'static`, and in one function body thousands of them cost linear
/// time. It is the cheapest shape measured (BENCHMARKS.md, "Build cost").
/// The tokens are built directly rather than parsed from text: this runs
/// once per literal.
fn literal(krate: TokenTree, source: &Source, url: &Url<'_>, target: Target, allow: &Allow, name: &str) -> TokenStream {
    let (o, port, kind, host_flags) = url_core::__private::parts(url);
    let mut fields = Fields::new(16 * 4);
    fields.token("s", source.lit.clone().into());
    for (name, o) in ["scheme_end", "at", "colon", "host_end", "auth_end", "end"].into_iter().zip(o) {
        fields.token(name, Literal::u32_unsuffixed(o).into());
    }
    fields.token("marks", array(o[6..].iter().map(|&m| Literal::u32_unsuffixed(m))));
    fields.token("port", Literal::u16_unsuffixed(port).into());
    fields.path("kind", &krate, &["Scheme", &format!("{kind:?}")]);
    fields.token("host_flags", Literal::u8_unsuffixed(host_flags).into());
    let mut value = fields.build(&krate, "Url", !matches!(target, Target::Typed(_)));
    if let Target::Typed(s) = target {
        let mut newtype = Fields::new(4);
        newtype.tokens("0", value);
        value = newtype.build(&krate, view(s), false);
    }
    // `{ [guard] [warnings] value }` when there is a guard or a warning
    let mut block = source.guard(&krate);
    for (key, macro_name, note) in warnings(url, name) {
        if !allow.has(key) {
            block.extend(warning(macro_name, &note, source.spans.0));
        }
    }
    if block.is_empty() {
        return value;
    }
    block.extend(value);
    TokenTree::Group(Group::new(Delimiter::Brace, block)).into()
}

/// The fields of a struct literal, `name: value,` each.
pub(crate) struct Fields(Vec<TokenTree>);

impl Fields {
    pub(crate) fn new(capacity: usize) -> Fields {
        Fields(Vec::with_capacity(capacity))
    }

    /// `name: value,`
    pub(crate) fn tokens(&mut self, name: &str, value: impl IntoIterator<Item = TokenTree>) {
        let name = match name.parse::<u32>() {
            Ok(index) => Literal::u32_unsuffixed(index).into(),
            Err(_) => Ident::new(name, Span::call_site()).into(),
        };
        self.0.push(name);
        self.0.push(Punct::new(':', Spacing::Alone).into());
        self.0.extend(value);
        self.0.push(Punct::new(',', Spacing::Alone).into());
    }

    /// `name: value,`, one token
    pub(crate) fn token(&mut self, name: &str, value: TokenTree) {
        self.tokens(name, [value]);
    }

    /// `name: $crate::a::b..,`
    pub(crate) fn path(&mut self, name: &str, krate: &TokenTree, segments: &[&str]) {
        let mut value = Vec::with_capacity(1 + 3 * segments.len());
        path(&mut value, krate, segments);
        self.tokens(name, value);
    }

    /// `name: $crate::a::b..(argument),`
    pub(crate) fn call(&mut self, name: &str, krate: &TokenTree, segments: &[&str], argument: TokenTree) {
        let mut value = Vec::with_capacity(2 + 3 * segments.len());
        path(&mut value, krate, segments);
        value.push(Group::new(Delimiter::Parenthesis, argument.into()).into());
        self.tokens(name, value);
    }

    /// `$crate::ty { fields }`, or with `spelled` `$crate::ty::<'static> {
    /// fields }`. Spelling the lifetime saves rustc 23 k instructions per
    /// literal on `url!`'s `Url` and costs 15–23 k on every other shape
    /// (the typed newtypes, `Uri`, `HttpUri`; measured outermost only and at
    /// every level: BENCHMARKS.md, "Where the time goes"), so only `url!`
    /// spells it.
    pub(crate) fn build(self, krate: &TokenTree, ty: &str, spelled: bool) -> TokenStream {
        let mut out = Vec::with_capacity(10);
        path(&mut out, krate, &[ty]);
        if spelled {
            out.push(Punct::new(':', Spacing::Joint).into());
            out.push(Punct::new(':', Spacing::Alone).into());
            out.push(Punct::new('<', Spacing::Alone).into());
            out.push(Punct::new('\'', Spacing::Joint).into());
            out.push(Ident::new("static", Span::call_site()).into());
            out.push(Punct::new('>', Spacing::Alone).into());
        }
        out.push(Group::new(Delimiter::Brace, self.0.into_iter().collect()).into());
        out.into_iter().collect()
    }
}

/// `[a, b, ..]`
pub(crate) fn array(items: impl IntoIterator<Item = Literal>) -> TokenTree {
    let mut tokens: Vec<TokenTree> = Vec::with_capacity(16);
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            tokens.push(Punct::new(',', Spacing::Alone).into());
        }
        tokens.push(item.into());
    }
    Group::new(Delimiter::Bracket, tokens.into_iter().collect()).into()
}

/// The warnings RFC 1738 §6 calls for on a literal of `url!`, `ftp_url!`,
/// ... (`name`): for each, its `allow(..)` key, the name of the deprecated
/// macro that raises it and its note. A password, an explicit port below
/// 1024 that is not the scheme's default, an encoded CR/LF/NUL in a part a
/// client decodes onto the wire, and an IPv4 host that another parser reads
/// as a different address.
fn warnings(url: &Url<'_>, name: &str) -> Vec<(&'static str, &'static str, String)> {
    let silence = |key: &str| format!("; silence with {name}!(…, allow({key}))");
    let mut warnings = Vec::new();
    if url.password().is_some_and(|p| !p.is_empty()) {
        warnings.push((
            "password",
            "password_in_url",
            format!("password in a URL literal, a secret in source code (RFC 1738 §6){}", silence("password")),
        ));
    }
    if let Some(p) = url.port() {
        if url_core::__private::reserved_port(url) {
            let default = match url.default_port() {
                Some(d) => format!("and not the {} default {d}", url.kind()),
                None => "in a scheme without a default port".to_owned(),
            };
            warnings.push((
                "reserved_port",
                "reserved_port_in_url",
                format!(
                    "port {p} in a URL literal, below 1024 {default}: a client may speak to a server of another \
                     protocol (RFC 1738 §6){}",
                    silence("reserved_port")
                ),
            ));
        }
    }
    if let Some(c) = url.control_on_wire() {
        let what = if c.byte() == 0 { "a NUL byte" } else { "a line break" };
        warnings.push((
            "control_character",
            "control_character_in_url",
            format!(
                "encoded {} ({}) in the {} of a URL literal, which a client decodes and sends as {what}, ending \
                 the command early and simulating an extra operation (RFC 1738 §6){}",
                c.name(),
                c.escape(),
                c.component(),
                silence("control_character")
            ),
        ));
    }
    if let Some(host) = url.ambiguous_host() {
        warnings.push(("ambiguous_host", "ambiguous_host_in_url", format!("{host}{}", silence("ambiguous_host"))));
    }
    if let Some(s) = url.suggestion() {
        warnings.push(("likely_mistake", "likely_mistake_in_url", crate::diag::lookalike("URL", &s, name)));
    }
    warnings
}

/// Appends `$crate::a::b..` to `out`.
pub(crate) fn path(out: &mut Vec<TokenTree>, krate: &TokenTree, segments: &[&str]) {
    out.push(krate.clone());
    for s in segments {
        out.push(Punct::new(':', Spacing::Joint).into());
        out.push(Punct::new(':', Spacing::Alone).into());
        out.push(Ident::new(s, Span::call_site()).into());
    }
}

/// `#[deprecated(note = "note")] macro_rules! name { () => {} } name!();`,
/// every token at `span` (the literal): the one warning a proc macro can
/// raise on stable Rust. rustc prints a macro's deprecation with the path
/// as written at the call (`use of deprecated macro `name`: note`), not
/// the path of an item, and a span in the user's code spares the note about
/// the macro the warning comes from. `#[allow(deprecated)]` on the item or
/// statement still silences it.
pub(crate) fn warning(name: &str, note: &str, span: Span) -> TokenStream {
    let code = format!("#[deprecated(note = {note:?})] macro_rules! {name} {{ () => {{}} }} {name}!();");
    respan(code.parse().expect("the warning template is valid Rust"), span)
}

/// `stream` with every token at `span`.
pub(crate) fn respan(stream: TokenStream, span: Span) -> TokenStream {
    stream
        .into_iter()
        .map(|mut t| {
            if let TokenTree::Group(g) = &t {
                let mut inner = Group::new(g.delimiter(), respan(g.stream(), span));
                inner.set_span(span);
                return TokenTree::Group(inner);
            }
            t.set_span(span);
            t
        })
        .collect()
}

/// A `const` argument (anything but a literal, `concat!` and `env!`):
/// const evaluation of the same parser, so an invalid value is still a
/// compile error, whose const panic message is the literal's, caret
/// picture included (`__private::panic_picture`); and the RFC 1738 §6
/// warnings of a literal, computed in const from the parsed value
/// (`__private::warnings`), each a deprecated function of a local type that
/// a projection picks when the warning's bit is set ([`const_warnings`]).
/// One constant, so that an invalid value is one error.
fn fallback(krate: TokenTree, expr: TokenStream, target: Target, allow: &Allow, name: &str) -> TokenStream {
    let (parse, as_url, prefix) = match target {
        Target::Any => {
            (format!("{KRATE}::Url::parse_const"), "", format!("{KRATE}::__private::url_prefix(URL_LITERAL_TEXT)"))
        }
        Target::Typed(Scheme::Http) => (
            format!("{KRATE}::HttpUrl::parse_const"),
            ".as_url()",
            format!("{KRATE}::__private::http_prefix(URL_LITERAL_TEXT)"),
        ),
        Target::Typed(s) => {
            (format!("{KRATE}::{}::parse_const", view(s)), ".as_url()", format!("\"invalid {s} URL: \""))
        }
    };
    let value = const_name(&expr, "URL");
    let warns = |test: &str| format!("{KRATE}::__private::{test}({value}.1)");
    let warnings = [
        ("password", warns("warns_password"), "password in a URL constant, a secret in source code (RFC 1738 §6)"),
        (
            "reserved_port",
            warns("warns_port"),
            "port in a URL constant, below 1024 and not the scheme's default: a client may speak to a server of \
             another protocol (RFC 1738 §6)",
        ),
        (
            "control_character",
            warns("warns_control"),
            "encoded CR, LF or NUL in a part of a URL constant that a client decodes and sends (user, password, ftp \
             path, gopher selector, search or gopher+ string, news message-id, wais or prospero path), ending the \
             command early and simulating an extra operation (RFC 1738 §6)",
        ),
        (
            "ambiguous_host",
            warns("warns_host"),
            "ambiguous host in a URL constant: WHATWG URL parsers and inet_aton read an IPv4 group with a leading \
             zero as octal (0127.0.0.1 is 87.0.0.1) and end the authority at a '?' in the user name or password; \
             write the groups without leading zeros and a '?' in the login as %3F (RFC 1738 §3.1)",
        ),
    ]
    .map(|(key, warns, note)| (key, warns, format!("{note}; silence with {name}!(…, allow({key}))")));
    let checks = const_warnings("url_warning", &warnings, allow);
    let inner = format!(
        "#[allow(non_upper_case_globals)] \
         const {value}: ({KRATE}::{ty}<'static>, ::core::primitive::u16) = match {parse}(URL_LITERAL_TEXT) {{ \
            ::core::result::Result::Ok(__url_literal_ok) => \
                (__url_literal_ok, {KRATE}::__private::warnings(&__url_literal_ok{as_url})), \
            ::core::result::Result::Err(__url_literal_err) => ::core::panic!(\"{{}}\", \
                {KRATE}::__private::panic_picture({prefix}, URL_LITERAL_TEXT, &__url_literal_err).as_str()), \
         }}; \
         {checks} \
         {value}.0",
        ty = target.ty()
    );
    const_block(&krate, expr, &inner)
}

/// The name of the constant that evaluates a `const` argument, which rustc
/// names when the evaluation fails ("evaluation of `main::HOME` failed
/// here"): the argument's own name when it is a path to an upper-case name
/// (`HOME`, `config::HOME`), else `default`.
pub(crate) fn const_name(expr: &TokenStream, default: &str) -> String {
    let tokens: Vec<TokenTree> = expr.clone().into_iter().collect();
    match tokens.last() {
        Some(TokenTree::Ident(last)) if is_path(&tokens) => {
            let last = last.to_string();
            // Not a name with lower-case letters (the warnings' types are
            // lower-case), nor one the expansion uses.
            if last.chars().any(char::is_lowercase) || ["URL_LITERAL_TEXT", "_"].contains(&last.as_str()) {
                default.to_owned()
            } else {
                last
            }
        }
        _ => default.to_owned(),
    }
}

/// Whether `tokens` are a path: names and `::`, ending with a name.
fn is_path(tokens: &[TokenTree]) -> bool {
    matches!(tokens.last(), Some(TokenTree::Ident(_)))
        && tokens.iter().all(|t| match t {
            TokenTree::Ident(_) => true,
            TokenTree::Punct(p) => p.as_char() == ':',
            _ => false,
        })
}

/// The warnings of the const path: a local type `ty` with one deprecated
/// associated function per warning, named after its `allow(..)` key, and
/// for each warning not allowed a call of that function on the type
/// `__private::Pick` selects: `ty` when `warns` (a const `bool`) holds,
/// `__private::Quiet`, whose functions are not deprecated, otherwise.
/// rustc prints the path of the function, here `<enclosing item>::ty::key`.
/// One type for all the warnings, as few items as rustc must check.
pub(crate) fn const_warnings(ty: &str, warnings: &[(&str, String, String)], allow: &Allow) -> String {
    let warnings: Vec<_> = warnings.iter().filter(|(key, ..)| !allow.has(key)).collect();
    if warnings.is_empty() {
        return String::new();
    }
    let mut fns = String::new();
    let mut calls = String::new();
    for (key, warns, note) in warnings {
        fns += &format!("#[deprecated(note = {note:?})] const fn {key}() {{}} ");
        calls += &format!(
            "<<{KRATE}::__private::If<{{ {warns} }}> as {KRATE}::__private::Pick<{ty}, {KRATE}::__private::Quiet>>\
             ::Out>::{key}(); "
        );
    }
    format!(
        "#[allow(non_camel_case_types, dead_code)] struct {ty}; \
         #[allow(dead_code)] impl {ty} {{ {fns}}} {calls}"
    )
}

/// `{ const URL_LITERAL_TEXT: &str = (expr); { inner } }`, `inner` at the
/// span of the argument's first token, so that rustc's messages point at
/// the argument and not into the macro. Two blocks: the constant of
/// `inner` may take the argument's name ([`const_name`]) without the
/// argument naming it.
pub(crate) fn const_block(krate: &TokenTree, expr: TokenStream, inner: &str) -> TokenStream {
    // A path's last name (`HOME` in `config::HOME`), else the first token.
    let tokens: Vec<TokenTree> = expr.clone().into_iter().collect();
    let at = if is_path(&tokens) { tokens.last() } else { tokens.first() };
    let span = at.map_or_else(Span::call_site, TokenTree::span);
    let inner: TokenStream = inner.parse().expect("the templates are valid Rust");
    let inner = replace(respan(inner, span), krate, None);
    let text = format!("const URL_LITERAL_TEXT: &::core::primitive::str = {EXPR};");
    let group = TokenTree::Group(Group::new(Delimiter::Parenthesis, expr));
    let mut block = fill(&text, krate, Some(&group));
    block.extend([TokenTree::Group(Group::new(Delimiter::Brace, inner))]);
    TokenTree::Group(Group::new(Delimiter::Brace, block)).into()
}

/// `compile_error!` at `span`, followed by a value of the right type so that
/// no follow-on error appears.
fn error(krate: Option<TokenTree>, message: &str, spans: (Span, Span), target: Target) -> TokenStream {
    let compile_error = compile_error(message, spans);
    let Some(krate) = krate else {
        return compile_error.into_iter().collect();
    };
    let stub = match target {
        Target::Any => format!("{KRATE}::__private::STUB"),
        Target::Typed(s) => format!("{KRATE}::{}::__from_url_unchecked({KRATE}::__private::STUB)", view(s)),
    };
    let mut body: TokenStream = compile_error.into_iter().collect();
    body.extend(fill(&stub, &krate, None));
    TokenTree::Group(Group::new(Delimiter::Brace, body)).into()
}

/// `::core::compile_error! { "message" }`, from the first span to the
/// second: rustc underlines a macro call from its path to its closing
/// delimiter, so the path takes the first and the braces the second.
pub(crate) fn compile_error(message: &str, (span, end): (Span, Span)) -> Vec<TokenTree> {
    let mut msg = Literal::string(message);
    msg.set_span(end);
    let mut compile_error: Vec<TokenTree> = vec![
        Punct::new(':', Spacing::Joint).into(),
        Punct::new(':', Spacing::Alone).into(),
        Ident::new("core", span).into(),
        Punct::new(':', Spacing::Joint).into(),
        Punct::new(':', Spacing::Alone).into(),
        Ident::new("compile_error", span).into(),
        Punct::new('!', Spacing::Alone).into(),
        Group::new(Delimiter::Brace, TokenStream::from(TokenTree::Literal(msg))).into(),
    ];
    for t in &mut compile_error {
        t.set_span(span);
    }
    if let Some(braces) = compile_error.last_mut() {
        braces.set_span(end);
    }
    compile_error
}

/// Parses `code` and replaces the placeholders: `KRATE` by `$crate` and
/// `EXPR` by `expr`.
pub(crate) fn fill(code: &str, krate: &TokenTree, expr: Option<&TokenTree>) -> TokenStream {
    let stream: TokenStream = code.parse().expect("the templates are valid Rust");
    replace(stream, krate, expr)
}

/// `stream` with every identifier `name` replaced by `with`.
pub(crate) fn fill_ident(stream: TokenStream, name: &str, with: &TokenTree) -> TokenStream {
    stream
        .into_iter()
        .map(|t| match t {
            TokenTree::Ident(ref i) if i.to_string() == name => with.clone(),
            TokenTree::Group(g) => {
                let mut inner = Group::new(g.delimiter(), fill_ident(g.stream(), name, with));
                inner.set_span(g.span());
                TokenTree::Group(inner)
            }
            other => other,
        })
        .collect()
}

pub(crate) fn replace(stream: TokenStream, krate: &TokenTree, expr: Option<&TokenTree>) -> TokenStream {
    stream
        .into_iter()
        .map(|t| match t {
            TokenTree::Ident(ref i) => {
                let name = i.to_string();
                match expr {
                    _ if name == KRATE => krate.clone(),
                    Some(expr) if name == EXPR => expr.clone(),
                    _ => t,
                }
            }
            TokenTree::Group(g) => {
                let mut inner = Group::new(g.delimiter(), replace(g.stream(), krate, expr));
                inner.set_span(g.span());
                TokenTree::Group(inner)
            }
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use url_core::Url;

    /// The (macro name, note) of each warning `warnings` emits for `s`, in
    /// order.
    #[track_caller]
    fn warned(s: &str) -> Vec<(String, String)> {
        super::warnings(&Url::parse(s).unwrap(), "url").into_iter().map(|(_, n, note)| (n.to_owned(), note)).collect()
    }

    #[test]
    fn no_warning_without_cause() {
        for s in [
            "http://www.example.com:80/a%0D%0Ab",
            "https://www.example.com:443/",
            "HTTPS://h:443",
            "ftp://anonymous:@ftp.example.org:21/f#%0A",
            "http://10.0.0.1:1024/",
            "gopher://h/%0D",
        ] {
            assert_eq!(warned(s), [], "{s}");
        }
    }

    #[test]
    fn a_port_is_reserved_against_the_default_of_its_own_scheme() {
        let note = |port: u16, default: &str| {
            format!(
                "port {port} in a URL literal, below 1024 {default}: a client may speak to a server of another \
                 protocol (RFC 1738 §6); silence with url!(…, allow(reserved_port))"
            )
        };
        assert_eq!(
            warned("https://h:80/"),
            [("reserved_port_in_url".to_owned(), note(80, "and not the https default 443"))]
        );
        assert_eq!(
            warned("http://h:443/"),
            [("reserved_port_in_url".to_owned(), note(443, "and not the http default 80"))]
        );
        assert_eq!(warned("https://h:443/"), []);
        assert_eq!(warned("https://h:1024/"), []);
        assert_eq!(
            warned("x-api://h:443/"),
            [("reserved_port_in_url".to_owned(), note(443, "in a scheme without a default port"))]
        );
    }

    #[test]
    fn all_four_in_order_with_their_words() {
        let names: Vec<_> = warned("ftp://u:pw@010.0.0.1:23/a%00").into_iter().map(|(n, _)| n).collect();
        assert_eq!(
            names,
            ["password_in_url", "reserved_port_in_url", "control_character_in_url", "ambiguous_host_in_url"]
        );
        assert_eq!(
            warned("ftp://u:pw@h/")[0].1,
            "password in a URL literal, a secret in source code (RFC 1738 §6); silence with url!(…, allow(password))"
        );
        assert_eq!(
            warned("http://h:25/")[0].1,
            "port 25 in a URL literal, below 1024 and not the http default 80: a client may speak to a server of \
             another protocol (RFC 1738 §6); silence with url!(…, allow(reserved_port))"
        );
        assert_eq!(
            warned("x-ssh://h:22/")[0].1,
            "port 22 in a URL literal, below 1024 in a scheme without a default port: a client may speak to a server \
             of another protocol (RFC 1738 §6); silence with url!(…, allow(reserved_port))"
        );
        assert_eq!(
            warned("gopher://h/7sel%09q%0D%0Aevil")[0].1,
            "encoded CR (%0D) in the gopher search of a URL literal, which a client decodes and sends as a line \
             break, ending the command early and simulating an extra operation (RFC 1738 §6); silence with url!(…, \
             allow(control_character))"
        );
        assert_eq!(
            warned("http://0127.0.0.1/")[0].1,
            "ambiguous host 0127.0.0.1: RFC 1738 reads every group in decimal (127.0.0.1) but WHATWG URL parsers \
             and inet_aton read a group with a leading zero as octal (87.0.0.1); write the host without leading \
             zeros (RFC 1738 §3.1 hostnumber); silence with url!(…, allow(ambiguous_host))"
        );
    }
}

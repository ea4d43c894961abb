//! From a parsed literal (or a parse error, or a non-literal argument) to the
//! tokens of the expansion.

use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use url_core::{ParseError, Scheme, Url};

use crate::diag;
use crate::input::{self, Arg};

/// Which macro is expanding.
#[derive(Clone, Copy)]
pub(crate) enum Target {
    /// `url!`: any scheme.
    Any,
    /// `ftp_url!` and friends: this scheme only.
    Typed(Scheme),
}

impl Target {
    /// A URL to show in usage messages.
    fn example(self) -> &'static str {
        match self {
            Target::Any | Target::Typed(Scheme::Http | Scheme::Other) => "http://info.cern.ch/",
            Target::Typed(Scheme::Ftp) => "ftp://ftp.example.org/pub/README",
            Target::Typed(Scheme::Gopher) => "gopher://gopher.example.org/",
            Target::Typed(Scheme::Mailto) => "mailto:timbl@info.cern.ch",
            Target::Typed(Scheme::News) => "news:comp.infosystems.www.misc",
            Target::Typed(Scheme::Nntp) => "nntp://news.example.org/comp.lang.c/1234",
            Target::Typed(Scheme::Telnet) => "telnet://melvyl.ucop.edu/",
            Target::Typed(Scheme::Wais) => "wais://quake.think.com/directory-of-servers",
            Target::Typed(Scheme::File) => "file:///etc/motd",
            Target::Typed(Scheme::Prospero) => "prospero://host.dom//pros/name",
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

fn view(s: Scheme) -> &'static str {
    match s {
        Scheme::Ftp => "FtpUrl",
        Scheme::Http => "HttpUrl",
        Scheme::Gopher => "GopherUrl",
        Scheme::Mailto => "MailtoUrl",
        Scheme::News => "NewsUrl",
        Scheme::Nntp => "NntpUrl",
        Scheme::Telnet => "TelnetUrl",
        Scheme::Wais => "WaisUrl",
        Scheme::File => "FileUrl",
        Scheme::Prospero => "ProsperoUrl",
        Scheme::Other => "OtherUrl",
    }
}

fn parse_typed(value: &str, s: Scheme) -> Result<Url<'_>, ParseError> {
    match s {
        Scheme::Ftp => url_core::FtpUrl::parse(value).map(|v| v.as_url()),
        Scheme::Http => url_core::HttpUrl::parse(value).map(|v| v.as_url()),
        Scheme::Gopher => url_core::GopherUrl::parse(value).map(|v| v.as_url()),
        Scheme::Mailto => url_core::MailtoUrl::parse(value).map(|v| v.as_url()),
        Scheme::News => url_core::NewsUrl::parse(value).map(|v| v.as_url()),
        Scheme::Nntp => url_core::NntpUrl::parse(value).map(|v| v.as_url()),
        Scheme::Telnet => url_core::TelnetUrl::parse(value).map(|v| v.as_url()),
        Scheme::Wais => url_core::WaisUrl::parse(value).map(|v| v.as_url()),
        Scheme::File => url_core::FileUrl::parse(value).map(|v| v.as_url()),
        Scheme::Prospero => url_core::ProsperoUrl::parse(value).map(|v| v.as_url()),
        Scheme::Other => url_core::OtherUrl::parse(value).map(|v| v.as_url()),
    }
}

/// Placeholders in the code templates below, replaced by real tokens.
const KRATE: &str = "__url_literal_crate";
const LIT: &str = "__url_literal_lit";
const EXPR: &str = "__url_literal_expr";

pub(crate) fn expand(input: TokenStream, target: Target) -> TokenStream {
    let name = target.macro_name();
    let (krate, arg) = match input::read(input, &name, target.example()) {
        Ok(read) => read,
        Err((krate, misuse)) => return error(krate, &misuse.message, misuse.span, target),
    };
    match arg {
        Arg::Expr(expr) => fallback(krate, expr, target),
        Arg::Str { lit, value } => match target.parse(&value) {
            Ok(url) => literal(krate, lit, &url, target),
            Err(e) => {
                let scheme = match target {
                    Target::Typed(s) => Some(s),
                    Target::Any => diag::scheme_of(&value),
                };
                error(Some(krate), &diag::render(&value, &e, scheme), lit.span(), target)
            }
        },
    }
}

/// A valid literal: a `const` rebuilt from the parser's parts, plus the
/// warnings of RFC 1738 §6.
fn literal(krate: TokenTree, lit: Literal, url: &Url<'_>, target: Target) -> TokenStream {
    let (offsets, port, kind, flags) = url_core::__private::parts(url);
    let offsets: Vec<String> = offsets.iter().map(|o| format!("{o}u32")).collect();
    let mut ctor = format!(
        "{KRATE}::__private::url({LIT}, [{}], {port}u16, {KRATE}::Scheme::{kind:?}, {flags}u8)",
        offsets.join(", ")
    );
    if let Target::Typed(s) = target {
        ctor = format!("{KRATE}::{}::__from_url_unchecked({ctor})", view(s));
    }
    let mut warnings = String::new();
    if url.password().is_some_and(|p| !p.is_empty()) {
        warnings += &warning(
            "password_in_url_literal",
            "this URL literal holds a password, a secret in source code; RFC 1738 §6 calls passwords in \
             URLs unwise. Silence with #[allow(deprecated)] on the item or statement",
        );
    }
    if let Some(p) = url.port() {
        if p < 1024 && url.default_port() != Some(p) {
            let default = match url.default_port() {
                Some(d) => format!("not the {} default {d}", url.kind()),
                None => "the scheme has no default port".to_owned(),
            };
            warnings += &warning(
                "reserved_port_in_url_literal",
                &format!(
                    "this URL literal names port {p}, below 1024 and {default}; RFC 1738 §6 warns that such a \
                     port may make a client speak to a server of another protocol. Silence with \
                     #[allow(deprecated)] on the item or statement"
                ),
            );
        }
    }
    let code = format!("{{ const URL_LITERAL: {KRATE}::{}<'static> = {ctor}; {warnings} URL_LITERAL }}", target.ty());
    fill(&code, &krate, &TokenTree::Literal(lit), None)
}

/// A use of a `#[deprecated]` constant: the one warning a proc macro can raise
/// on stable Rust.
fn warning(name: &str, note: &str) -> String {
    format!(
        "#[deprecated(note = {note:?})] #[allow(non_upper_case_globals)] const {name}: () = (); \
         #[allow(clippy::let_unit_value)] let _ = {name};"
    )
}

/// A non-literal argument: const evaluation of the same parser, so an invalid
/// value is still a compile error, with the parser's message.
fn fallback(krate: TokenTree, expr: TokenStream, target: Target) -> TokenStream {
    let parse = match target {
        Target::Any => format!("{KRATE}::Url::parse"),
        Target::Typed(s) => format!("{KRATE}::{}::parse", view(s)),
    };
    let code = format!(
        "{{ const URL_LITERAL: {KRATE}::{ty}<'static> = {{ \
             const URL_LITERAL_TEXT: &str = {EXPR}; \
             match {parse}(URL_LITERAL_TEXT) {{ \
                 ::core::result::Result::Ok(url) => url, \
                 ::core::result::Result::Err(e) => \
                     ::core::panic!(\"{{}}\", {KRATE}::__private::panic_text(URL_LITERAL_TEXT, &e).as_str()), \
             }} \
         }}; URL_LITERAL }}",
        ty = target.ty()
    );
    let group = TokenTree::Group(Group::new(Delimiter::Parenthesis, expr));
    fill(&code, &krate, &group, Some(()))
}

/// `compile_error!` at `span`, followed by a value of the right type so that
/// no follow-on error appears.
fn error(krate: Option<TokenTree>, message: &str, span: Span, target: Target) -> TokenStream {
    let mut msg = Literal::string(message);
    msg.set_span(span);
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
    let Some(krate) = krate else {
        return compile_error.into_iter().collect();
    };
    let stub = match target {
        Target::Any => format!("{KRATE}::__private::STUB"),
        Target::Typed(s) => format!("{KRATE}::{}::__from_url_unchecked({KRATE}::__private::STUB)", view(s)),
    };
    let mut body: TokenStream = compile_error.into_iter().collect();
    body.extend(fill(&stub, &krate, &krate, None));
    TokenTree::Group(Group::new(Delimiter::Brace, body)).into()
}

/// Parses `code` and replaces the placeholders: `KRATE` by `$crate`, `LIT` by
/// the literal and `EXPR` by the argument (when `expr` is set, `arg` is it).
fn fill(code: &str, krate: &TokenTree, arg: &TokenTree, expr: Option<()>) -> TokenStream {
    let stream: TokenStream = code.parse().expect("the templates are valid Rust");
    replace(stream, krate, arg, expr.is_some())
}

fn replace(stream: TokenStream, krate: &TokenTree, arg: &TokenTree, is_expr: bool) -> TokenStream {
    stream
        .into_iter()
        .map(|t| match t {
            TokenTree::Ident(ref i) => {
                let name = i.to_string();
                if name == KRATE {
                    krate.clone()
                } else if (name == LIT && !is_expr) || (name == EXPR && is_expr) {
                    arg.clone()
                } else {
                    t
                }
            }
            TokenTree::Group(g) => {
                let mut inner = Group::new(g.delimiter(), replace(g.stream(), krate, arg, is_expr));
                inner.set_span(g.span());
                TokenTree::Group(inner)
            }
            other => other,
        })
        .collect()
}

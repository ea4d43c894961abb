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
            Target::Any | Target::Typed(Scheme::Http | Scheme::Https | Scheme::Other) => "http://info.cern.ch/",
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
        Scheme::Http | Scheme::Https => "HttpUrl",
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
        Scheme::Http | Scheme::Https => url_core::HttpUrl::parse(value).map(|v| v.as_url()),
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
pub(crate) const KRATE: &str = "__url_literal_crate";
pub(crate) const EXPR: &str = "__url_literal_expr";

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
                    // `http_url!` takes https too: name the literal's scheme
                    Target::Typed(Scheme::Http) if Scheme::of(&value) == Some(Scheme::Https) => Some(Scheme::Https),
                    Target::Typed(s) => Some(s),
                    Target::Any => Scheme::of(&value),
                };
                error(Some(krate), &diag::render(&value, &e, scheme), lit.span(), target)
            }
        },
    }
}

/// A valid literal: a block with a `const` item that rebuilds the value from
/// the parts the parser found, preceded by the warnings of RFC 1738 §6 when
/// there are any. A `const` item rather than an inline `const { .. }`: rustc
/// type-checks an inline const together with the body around it, and with
/// incremental compilation hashes that body's results once per inline const,
/// so thousands of `url!` calls in one function cost quadratic time; a `const`
/// item is type-checked alone (BENCHMARKS.md, "One function body"). The tokens
/// are built directly rather than parsed from text: this runs once per
/// literal, and its cost is most of what a literal costs the macro.
fn literal(krate: TokenTree, lit: Literal, url: &Url<'_>, target: Target) -> TokenStream {
    // `$crate::__private::unpack("..", 0u128)` when every offset fits the
    // packed form, else `$crate::__private::url("..", [0u32, ..], 0u16, $crate::Scheme::X, 0u8)`
    let mut args: Vec<TokenTree> = vec![lit.into(), Punct::new(',', Spacing::Alone).into()];
    let fun = match url_core::__private::pack(url) {
        Some(p) => {
            args.push(Literal::u128_suffixed(p).into());
            "unpack"
        }
        None => {
            let (offsets, port, kind, flags) = url_core::__private::parts(url);
            let mut array: Vec<TokenTree> = Vec::with_capacity(17);
            for (i, o) in offsets.into_iter().enumerate() {
                if i > 0 {
                    array.push(Punct::new(',', Spacing::Alone).into());
                }
                array.push(Literal::u32_suffixed(o).into());
            }
            args.push(Group::new(Delimiter::Bracket, array.into_iter().collect()).into());
            args.push(Punct::new(',', Spacing::Alone).into());
            args.push(Literal::u16_suffixed(port).into());
            args.push(Punct::new(',', Spacing::Alone).into());
            path(&mut args, &krate, &["Scheme", &format!("{kind:?}")]);
            args.push(Punct::new(',', Spacing::Alone).into());
            args.push(Literal::u8_suffixed(flags).into());
            "url"
        }
    };
    let mut ctor = Vec::with_capacity(16);
    path(&mut ctor, &krate, &["__private", fun]);
    ctor.push(Group::new(Delimiter::Parenthesis, args.into_iter().collect()).into());
    if let Target::Typed(s) = target {
        let inner = Group::new(Delimiter::Parenthesis, ctor.drain(..).collect());
        path(&mut ctor, &krate, &[view(s), "__from_url_unchecked"]);
        ctor.push(inner.into());
    }
    // `{ [warnings] const URL_LITERAL: $crate::Ty<'static> = ctor; URL_LITERAL }`
    let warnings = warnings(url);
    let mut block = if warnings.is_empty() {
        TokenStream::new()
    } else {
        warnings.parse().expect("the warning template is valid Rust")
    };
    let mut item: Vec<TokenTree> = Vec::with_capacity(32);
    item.push(Ident::new("const", Span::call_site()).into());
    item.push(Ident::new(VALUE, Span::call_site()).into());
    item.push(Punct::new(':', Spacing::Alone).into());
    path(&mut item, &krate, &[target.ty()]);
    item.push(Punct::new('<', Spacing::Alone).into());
    item.push(Punct::new('\'', Spacing::Joint).into());
    item.push(Ident::new("static", Span::call_site()).into());
    item.push(Punct::new('>', Spacing::Alone).into());
    item.push(Punct::new('=', Spacing::Alone).into());
    item.append(&mut ctor);
    item.push(Punct::new(';', Spacing::Alone).into());
    item.push(Ident::new(VALUE, Span::call_site()).into());
    block.extend(item);
    TokenTree::Group(Group::new(Delimiter::Brace, block)).into()
}

/// The name of the constant that holds the value in both expansions.
const VALUE: &str = "URL_LITERAL";

pub(crate) const SILENCE: &str = "Silence with #[allow(deprecated)] on the item or statement";

/// The warnings RFC 1738 §6 calls for on a literal, as `#[deprecated]`
/// constants and their uses (empty when there are none): a password, an
/// explicit port below 1024 that is not the scheme's default, an encoded
/// CR/LF/NUL in a part a client decodes onto the wire, and an IPv4 host that
/// another parser reads as a different address.
fn warnings(url: &Url<'_>) -> String {
    let mut warnings = String::new();
    if url.password().is_some_and(|p| !p.is_empty()) {
        warnings += &warning(
            "password_in_url_literal",
            &format!(
                "this URL literal holds a password, a secret in source code; RFC 1738 §6 calls passwords in \
                 URLs unwise. {SILENCE}"
            ),
        );
    }
    if let Some(p) = url.port() {
        if url_core::__private::reserved_port(url) {
            let default = match url.default_port() {
                Some(d) => format!("not the {} default {d}", url.kind()),
                None => "the scheme has no default port".to_owned(),
            };
            warnings += &warning(
                "reserved_port_in_url_literal",
                &format!(
                    "this URL literal names port {p}, below 1024 and {default}; RFC 1738 §6 warns that such a \
                     port may make a client speak to a server of another protocol. {SILENCE}"
                ),
            );
        }
    }
    if let Some(c) = url.control_on_wire() {
        let what = if c.byte() == 0 { "a NUL byte" } else { "a line break" };
        warnings += &warning(
            "control_character_in_url_literal",
            &format!(
                "this URL literal has an encoded {} ({}) in the {}, which a client decodes and sends to the \
                 server as {what}, ending the command early; RFC 1738 §6 warns that this can simulate an extra \
                 operation. {SILENCE}",
                c.name(),
                c.escape(),
                c.component()
            ),
        );
    }
    if let Some(host) = url.ambiguous_host() {
        warnings += &warning("ambiguous_host_in_url_literal", &format!("this URL literal has an {host}. {SILENCE}"));
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

/// A use of a `#[deprecated]` constant: the one warning a proc macro can raise
/// on stable Rust.
pub(crate) fn warning(name: &str, note: &str) -> String {
    format!(
        "#[deprecated(note = {note:?})] #[allow(non_upper_case_globals)] const {name}: () = (); \
         #[allow(clippy::let_unit_value)] let _ = {name};"
    )
}

/// A non-literal argument: const evaluation of the same parser, so an invalid
/// value is still a compile error, with the parser's message; and the RFC 1738
/// §6 warnings of a literal, computed in const from the parsed value too, in
/// the same constant (`__private::warnings`): each warning is a call of
/// `check()` on a `__private` type whose const argument is a part of those
/// bits, and whose `check` is `#[deprecated]` in the impl for the value that
/// warns. One constant, so that an invalid value is one error, as before.
fn fallback(krate: TokenTree, expr: TokenStream, target: Target) -> TokenStream {
    let (parse, as_url) = match target {
        Target::Any => (format!("{KRATE}::Url::parse"), ""),
        Target::Typed(s) => (format!("{KRATE}::{}::parse", view(s)), ".as_url()"),
    };
    let code = format!(
        "{{ const URL_LITERAL_TEXT: &::core::primitive::str = {EXPR}; \
            const {VALUE}: ({KRATE}::{ty}<'static>, ::core::primitive::u16) = match {parse}(URL_LITERAL_TEXT) {{ \
                ::core::result::Result::Ok(url) => (url, {KRATE}::__private::warnings(&url{as_url})), \
                ::core::result::Result::Err(e) => \
                    ::core::panic!(\"{{}}\", {KRATE}::__private::panic_text(URL_LITERAL_TEXT, &e).as_str()), \
            }}; \
            {KRATE}::__private::PasswordInUrl::<{{ {KRATE}::__private::warns_password({VALUE}.1) }}>::check(); \
            {KRATE}::__private::ReservedPort::<{{ {KRATE}::__private::warns_port({VALUE}.1) }}>::check(); \
            {KRATE}::__private::ControlOnWirePart::<{{ {KRATE}::__private::control_part({VALUE}.1) }}>::check(); \
            {KRATE}::__private::AmbiguousHost::<{{ {KRATE}::__private::warns_host({VALUE}.1) }}>::check(); \
            {VALUE}.0 \
        }}",
        ty = target.ty()
    );
    let group = TokenTree::Group(Group::new(Delimiter::Parenthesis, expr));
    fill(&code, &krate, Some(&group))
}

/// `compile_error!` at `span`, followed by a value of the right type so that
/// no follow-on error appears.
fn error(krate: Option<TokenTree>, message: &str, span: Span, target: Target) -> TokenStream {
    let compile_error = compile_error(message, span);
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

/// `::core::compile_error! { "message" }`, every token at `span`.
pub(crate) fn compile_error(message: &str, span: Span) -> Vec<TokenTree> {
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
    compile_error
}

/// Parses `code` and replaces the placeholders: `KRATE` by `$crate` and
/// `EXPR` by `expr`.
pub(crate) fn fill(code: &str, krate: &TokenTree, expr: Option<&TokenTree>) -> TokenStream {
    let stream: TokenStream = code.parse().expect("the templates are valid Rust");
    replace(stream, krate, expr)
}

fn replace(stream: TokenStream, krate: &TokenTree, expr: Option<&TokenTree>) -> TokenStream {
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

    /// The (name, note) of each warning `warnings` emits for `s`, in order.
    #[track_caller]
    fn warned(s: &str) -> Vec<(String, String)> {
        let code = super::warnings(&Url::parse(s).unwrap());
        code.split("#[deprecated(note = ")
            .skip(1)
            .map(|w| {
                let (note, rest) = w.split_once(")] #[allow(non_upper_case_globals)] const ").unwrap();
                let name = rest.split_once(':').unwrap().0;
                (name.to_owned(), note.trim_matches('"').to_owned())
            })
            .collect()
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
                "this URL literal names port {port}, below 1024 and {default}; RFC 1738 §6 warns that such a port \
                 may make a client speak to a server of another protocol. Silence with #[allow(deprecated)] on the \
                 item or statement"
            )
        };
        assert_eq!(
            warned("https://h:80/"),
            [("reserved_port_in_url_literal".to_owned(), note(80, "not the https default 443"))]
        );
        assert_eq!(
            warned("http://h:443/"),
            [("reserved_port_in_url_literal".to_owned(), note(443, "not the http default 80"))]
        );
        assert_eq!(warned("https://h:443/"), []);
        assert_eq!(warned("https://h:1024/"), []);
        assert_eq!(
            warned("x-api://h:443/"),
            [("reserved_port_in_url_literal".to_owned(), note(443, "the scheme has no default port"))]
        );
    }

    #[test]
    fn all_four_in_order_with_their_words() {
        let names: Vec<_> = warned("ftp://u:pw@010.0.0.1:23/a%00").into_iter().map(|(n, _)| n).collect();
        assert_eq!(
            names,
            [
                "password_in_url_literal",
                "reserved_port_in_url_literal",
                "control_character_in_url_literal",
                "ambiguous_host_in_url_literal"
            ]
        );
        assert_eq!(
            warned("gopher://h/7sel%09q%0D%0Aevil")[0].1,
            "this URL literal has an encoded CR (%0D) in the gopher search, which a client decodes and sends to \
             the server as a line break, ending the command early; RFC 1738 §6 warns that this can simulate an \
             extra operation. Silence with #[allow(deprecated)] on the item or statement"
        );
        assert_eq!(
            warned("http://0127.0.0.1/")[0].1,
            "this URL literal has an ambiguous host 0127.0.0.1: RFC 1738 reads every group in decimal (127.0.0.1) \
             but WHATWG URL parsers and inet_aton read a group with a leading zero as octal (87.0.0.1); write the \
             host without leading zeros (RFC 1738 §3.1 hostnumber). Silence with #[allow(deprecated)] on the item \
             or statement"
        );
        assert_eq!(
            warned("ftp://evil.example?@good.example/")[0].1,
            "this URL literal has an ambiguous host good.example: RFC 1738 reads the '?' in the user name as part \
             of it but WHATWG URL parsers end the authority at a '?' and read the host evil.example; write the '?' \
             as %3F (RFC 1738 §3.1). Silence with #[allow(deprecated)] on the item or statement"
        );
    }
}

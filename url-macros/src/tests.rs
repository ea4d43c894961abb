//! The expansion functions tested as functions: for each family a valid
//! input, a refusal and a warning, asserted on the tokens they return.

use proc_macro2::{TokenStream, TokenTree};
use quote::quote;

use crate::expand::Target;
use crate::format::Form;
use crate::iri::IriTarget;
use crate::uri::UriTarget;

/// The messages of the `compile_error!`s in `ts`, in order.
pub(crate) fn errors(ts: &TokenStream) -> Vec<String> {
    let tokens: Vec<TokenTree> = ts.clone().into_iter().collect();
    let mut out = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        match t {
            TokenTree::Ident(id) if id == "compile_error" => {
                if let Some(TokenTree::Group(g)) = tokens.get(i + 2) {
                    let lit: syn::LitStr = syn::parse2(g.stream()).expect("one string literal");
                    out.push(lit.value());
                }
            }
            TokenTree::Group(g) => out.extend(errors(&g.stream())),
            _ => {}
        }
    }
    out
}

/// The notes of the `#[deprecated(note = "..")]` warnings in `ts`.
fn warnings(ts: &TokenStream) -> Vec<String> {
    let tokens: Vec<TokenTree> = ts.clone().into_iter().collect();
    let mut out = Vec::new();
    for t in &tokens {
        if let TokenTree::Group(g) = t {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            match &inner[..] {
                [TokenTree::Ident(d), TokenTree::Group(args)] if d == "deprecated" => {
                    let args: Vec<TokenTree> = args.stream().into_iter().collect();
                    if let Some(TokenTree::Literal(l)) = args.last() {
                        let lit: syn::LitStr = syn::parse2(TokenStream::from(TokenTree::Literal(l.clone()))).unwrap();
                        out.push(lit.value());
                    }
                }
                _ => out.extend(warnings(&g.stream())),
            }
        }
    }
    out
}

/// The value of the field `s: ".."` of a struct literal in `ts`: the text
/// of the constant.
fn text(ts: &TokenStream) -> Option<String> {
    let tokens: Vec<TokenTree> = ts.clone().into_iter().collect();
    for (i, t) in tokens.iter().enumerate() {
        match t {
            TokenTree::Ident(id) if id == "s" => {
                if let (Some(TokenTree::Punct(p)), Some(TokenTree::Literal(l))) = (tokens.get(i + 1), tokens.get(i + 2))
                {
                    if p.as_char() == ':' {
                        let lit: syn::LitStr = syn::parse2(TokenStream::from(TokenTree::Literal(l.clone()))).unwrap();
                        return Some(lit.value());
                    }
                }
            }
            TokenTree::Group(g) => {
                if let Some(s) = text(&g.stream()) {
                    return Some(s);
                }
            }
            _ => {}
        }
    }
    None
}

/// `tokens` as the wrappers pass them: `krate ; tokens`.
pub(crate) fn call(tokens: &str) -> TokenStream {
    let tokens = tokens.parse::<TokenStream>().unwrap();
    quote!(krate; #tokens)
}

#[test]
fn url_family() {
    let ok = crate::expand::expand(call("\"http://example.com/\\x41\""), Target::Any);
    assert_eq!((text(&ok).as_deref(), errors(&ok), warnings(&ok)), (Some("http://example.com/A"), vec![], vec![]));
    let bad = crate::expand::expand(call("\"http://example.com/a\\\n\u{2003}b\""), Target::Any);
    assert_eq!(
        errors(&bad),
        ["invalid http URL: non-ASCII character '\\u{2003}' in http path; octets 80-FF must be percent-encoded, here \
          as %E2%80%83 (RFC 1738 §2.2)\n  http://example.com/a\\u{2003}b\n                      ^^^^^^^^ hsegment: \
          expected letters, digits, \"$-_.+!*'(),;:@&=/\" and %XX escapes"]
    );
    assert!(bad.to_string().contains("STUB"), "{bad}");
    let warned = crate::expand::expand(call("\"ftp://u:pw@h/\""), Target::Typed(url_core::Scheme::Ftp));
    assert_eq!(text(&warned).as_deref(), Some("ftp://u:pw@h/"));
    assert_eq!(
        warnings(&warned),
        ["password in a URL literal, a secret in source code (RFC 1738 §6); silence with ftp_url!(…, allow(password))"]
    );
    let allowed = crate::expand::expand(call("\"ftp://u:pw@h/\", allow(password)"), Target::Any);
    assert_eq!(warnings(&allowed), Vec::<String>::new());
}

#[test]
fn url_family_const_argument() {
    let ts = crate::expand::expand(call("config::HOME"), Target::Any);
    let s = ts.to_string();
    // const evaluation of the same parser, the constant named after the argument
    assert!(s.contains("const HOME :"), "{s}");
    assert!(s.contains("parse_const"), "{s}");
    // no `#[allow]` that a user's `forbid` would reject (E0453)
    assert!(!s.contains("# [allow"), "{s}");
    assert_eq!(warnings(&ts).len(), 4);
}

#[test]
fn uri_family() {
    let ok = crate::uri::expand(call("r#\"https://example.com/a#b\"#"), UriTarget::Uri);
    assert_eq!((text(&ok).as_deref(), errors(&ok)), (Some("https://example.com/a#b"), vec![]));
    let bad = crate::uri::expand(call("\"https://example.com/\\\n\u{a0}path\""), UriTarget::Uri);
    let e = errors(&bad);
    assert_eq!(e.len(), 1);
    assert!(e[0].starts_with("invalid URI: "), "{e:?}");
    // the caret is on the character rustc kept
    assert!(e[0].contains("\n  https://example.com/\\u{a0}path\n                      ^^^^^^ path"), "{e:?}");
    let warned = crate::uri::expand(call("\"ftp://u:pw@h/\""), UriTarget::UriRef);
    assert_eq!(
        warnings(&warned),
        ["password in a URI literal, a secret in source code; 'user:password' in the userinfo is deprecated (RFC \
          3986 §3.2.1, §7.5); silence with uri_ref!(…, allow(password))"]
    );
    let ws = crate::uri::expand(call("concat!(\"wss://h\", '/', 1)"), UriTarget::Ws);
    assert_eq!(text(&ws).as_deref(), Some("wss://h/1"));
    assert!(ws.to_string().contains("same_text"), "{ws}");
}

#[test]
fn iri_family() {
    let ok = crate::iri::expand(call("\"https://example.com/a\\\n\u{3000}b\""), IriTarget::Iri);
    assert_eq!((text(&ok).as_deref(), errors(&ok)), (Some("https://example.com/a\u{3000}b"), vec![]));
    let bad = crate::iri::expand(call("\"https://example.com/a\\\n\u{85}b\""), IriTarget::IriRef);
    assert_eq!(errors(&bad).len(), 1);
    assert!(errors(&bad)[0].starts_with("invalid IRI reference: "), "{:?}", errors(&bad));
    let warned = crate::iri::expand(call("\"ftp://u:pw@h/é\""), IriTarget::Iri);
    assert_eq!(warnings(&warned).len(), 1);
    let uri = crate::iri::expand(call("\"https://example.com/é\""), IriTarget::Uri);
    assert_eq!(text(&uri).as_deref(), Some("https://example.com/%C3%A9"));
}

#[test]
fn format_family() {
    let ok = crate::format::expand(call("\"https://example.com/\\x41/{id}\", id = f::<u8, u16>()"), Form::Infallible);
    assert_eq!(errors(&ok), Vec::<String>::new());
    let s = ok.to_string();
    assert!(s.contains("\"https://example.com/A/\""), "{s}");
    assert!(s.contains("f :: < u8 , u16 > ()"), "{s}");
    // the writer's own methods on `(&mut w)`, found before any trait's in
    // scope (a user's blanket trait with `hole` or `write_to`: E0034)
    assert!(
        s.contains(
            "(& mut __url_literal_writer) . hole (krate :: template :: Hole :: PathSegment , krate :: template :: \
             segment_safe (__url_literal_arg0))"
        ),
        "{s}"
    );
    assert!(s.contains("(& mut __url_literal_writer) . text (\"https://example.com/A/\")"), "{s}");
    assert!(!s.contains("write_to") && !s.contains("Value") && !s.contains("__url_literal_writer . text"), "{s}");
    let bad = crate::format::expand(call("\"https://h/{}\", 1, 2, x = 3"), Form::Infallible);
    assert_eq!(
        errors(&bad),
        [
            "argument 1 never used; every argument must fill a hole of the template",
            "named argument `x` never used; every argument must fill a hole of the template"
        ]
    );
    // no endless loop after a refusal: no "unreachable expression"
    assert!(!bad.to_string().contains("loop"), "{bad}");
    let odd = crate::format::expand(call("\"https://h/{\\u{345}}\""), Form::Infallible);
    assert_eq!(
        errors(&odd),
        ["invalid URI template: invalid hole name '\\u{345}'; a hole is {}, {0}, {name} or {name..}\n  \
          https://h/{\\u{345}}\n            ^^^^^^^^^"]
    );
    let keyword = crate::format::expand(call("\"https://h/{if}\""), Form::Infallible);
    assert_eq!(
        errors(&keyword),
        ["invalid URI template: invalid hole name 'if'; a hole is {}, {0}, {name} or {name..}\n  https://h/{if}\n            \
          ^^^^"]
    );
    let url = crate::format::expand(call("\"gopher://h/1{}\", 1"), Form::Url);
    assert_eq!(
        errors(&url),
        ["invalid URL template: a hole in a gopher selector, which cannot hold a value's TAB, CR or LF; use \
          try_url_format!, which returns them as errors (RFC 1738 §3.4)\n  gopher://h/1{}\n              ^^ hole: \
          expected try_url_format! for a selector hole"]
    );
}

#[cfg(any(feature = "url", feature = "http"))]
#[test]
fn ecosystem_family() {
    use crate::ecosystem::{expand, Mode, Target};
    #[cfg(feature = "url")]
    let target = Target::Whatwg;
    #[cfg(not(feature = "url"))]
    let target = Target::Http;
    let ok = expand(call("\"https://example.com/a\""), target, Mode::Value);
    assert_eq!(errors(&ok), Vec::<String>::new());
    // one call with the literal: no `static`, no closure (`Target::value`)
    #[cfg(feature = "url")]
    assert_eq!(ok.to_string(), "krate :: __private :: whatwg_url (\"https://example.com/a\")");
    #[cfg(not(feature = "url"))]
    assert_eq!(ok.to_string(), "krate :: __private :: http_crate_uri (\"https://example.com/a\")");
    #[cfg(feature = "http")]
    assert_eq!(
        expand(call("\"https://example.com/a\""), Target::Http, Mode::Value).to_string(),
        "krate :: __private :: http_crate_uri (\"https://example.com/a\")"
    );
    #[cfg(feature = "url")]
    {
        let warned = expand(call("\"ftp://u:pw@example.com/\""), target, Mode::Value);
        assert_eq!(
            (errors(&warned), warnings(&warned)),
            (
                vec![],
                vec!["password in a URI literal, a secret in source code; 'user:password' in the userinfo is \
                      deprecated (RFC 3986 §3.2.1, §7.5); silence with whatwg_url!(…, allow(password))"
                    .to_owned()]
            )
        );
    }
    let bad = expand(call("\"https://example.com/a\\\n\u{c}b\""), target, Mode::Value);
    assert_eq!(errors(&bad).len(), 1);
    assert!(errors(&bad)[0].contains("https://example.com/a\\u{c}b"), "{:?}", errors(&bad));
}

#[test]
fn direct_calls_and_misuse() {
    let direct = crate::uri::expand("\"https://h/\"".parse().unwrap(), UriTarget::Uri);
    assert_eq!(errors(&direct), ["this is url-literal's internal entry point; call url_literal::uri! instead"]);
    let generic = crate::uri::expand(call("Pair::<u8, u16>::URL"), UriTarget::Uri);
    assert_eq!(errors(&generic), Vec::<String>::new());
    assert!(generic.to_string().contains("Pair :: < u8 , u16 > :: URL"), "{generic}");
    let allow = crate::uri::expand(call("allow(password)"), UriTarget::Uri);
    assert_eq!(
        errors(&allow),
        ["missing URI before allow(password); allow(..) follows the URI, e.g. uri!(\"https://api.example.com/v1\", \
          allow(password))"]
    );
}

/// The one message of the refusal of a run-time value by `expand`.
fn run_time(tokens: &str, expand: impl Fn(TokenStream) -> TokenStream) -> String {
    let ts = expand(call(tokens));
    let e = errors(&ts);
    assert_eq!(e.len(), 1, "{e:?}");
    e[0].clone()
}

#[test]
fn run_time_values_are_refused_with_the_run_time_form() {
    let url = |ts| crate::expand::expand(ts, Target::Any);
    assert_eq!(
        run_time("home.as_str()", url),
        "url! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run \
         time\n  help: parse it at run time: Url::parse(home.as_str())"
    );
    let http = |ts| crate::expand::expand(ts, Target::Typed(url_core::Scheme::Http));
    assert_eq!(
        run_time("config.home, allow(password)", http),
        "http_url! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at \
         run time\n  help: parse it at run time: HttpUrl::parse(config.home)"
    );
    for (tokens, target, message) in [
        ("&args[1]", UriTarget::Uri, "uri! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run time\n  help: parse it at run time: Uri::parse(&args[1])"),
        ("pick(&line)", UriTarget::UriRef, "uri_ref! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run time\n  help: parse it at run time: UriRef::parse(pick(&line))"),
        ("*&s", UriTarget::Ws, "ws_uri! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run time\n  help: parse it at run time: WsUri::parse(*&s)"),
        ("s as &str", UriTarget::Urn, "urn! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run time\n  help: parse it at run time: Urn::parse(s as &str)"),
        ("format!(\"file:///{}\", name)", UriTarget::File, "file_uri! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run time\n  help: parse it at run time: FileUri::parse(format!(\"file:///{}\", name))"),
        ("&line[a + 1..n - 1]", UriTarget::Http, "http_uri! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run time\n  help: parse it at run time: HttpUri::parse(&line[a + 1..n - 1])"),
        ("pick(self.home, x == y)", UriTarget::Mailto, "mailto_uri! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run time\n  help: parse it at run time: MailtoUri::parse(pick(self.home, x == y))"),
    ] {
        assert_eq!(run_time(tokens, |ts| crate::uri::expand(ts, target)), message, "{tokens}");
    }
    assert_eq!(
        run_time("line.as_str()", |ts| crate::iri::expand(ts, IriTarget::Uri)),
        "iri_uri! takes a string literal, concat! or env!, not a value computed at run time\n  help: parse it at run \
         time: Iri::parse(line.as_str())?.to_uri()"
    );
    assert_eq!(
        run_time("line.as_str()", |ts| crate::iri::expand(ts, IriTarget::IriRef)),
        "iri_ref! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run \
         time\n  help: parse it at run time: IriRef::parse(line.as_str())"
    );
    #[cfg(feature = "http")]
    assert_eq!(
        run_time("&*line", |ts| crate::ecosystem::expand(
            ts,
            crate::ecosystem::Target::Http,
            crate::ecosystem::Mode::Value
        )),
        "http_crate_uri! takes a string literal, concat! or env!, not a value computed at run time\n  help: parse it \
         at run time: http::Uri::try_from(&*line)"
    );
}

#[test]
fn constant_expressions_are_left_to_const_evaluation() {
    for tokens in [
        "HOME",
        "home",
        "(home)",
        "CONFIG.home",
        "MIRRORS[1]",
        "home()",
        "pick(PADDED.trim_ascii())",
        "PADDED.trim_ascii()",
        "{ let s = HOME; s }",
        "if CHOICE { HOME } else { WORK }",
        "match CHOICE { true => HOME, false => WORK }",
        "[HOME, WORK][1]",
        "MIRRORS[1..][0]",
        "api!()",
        "include_str!(\"home.txt\")",
        "T::URL",
        "<T as HasUrl>::URL",
        "Self::URL",
    ] {
        let ts = crate::uri::expand(call(tokens), UriTarget::Uri);
        assert_eq!(errors(&ts), Vec::<String>::new(), "{tokens}");
        assert!(ts.to_string().contains("parse_const"), "{tokens}: {ts}");
    }
    // a lower-case name alone, likely a local: an inline `const` block, where
    // rustc says "non-constant value" without advice about a `const` item
    let local = crate::uri::expand(call("home"), UriTarget::Uri).to_string();
    assert!(local.contains("const {") && !local.contains("const URL_LITERAL_TEXT"), "{local}");
    let upper = crate::uri::expand(call("HOME"), UriTarget::Uri).to_string();
    assert!(upper.contains("const URL_LITERAL_TEXT"), "{upper}");
}

#[test]
fn errors_and_panics_name_core_through_the_expansions_own_extern_crate() {
    // no `::core` at the user's spans (edition 2015 reads it from the crate
    // root, where a `mod core {}` captures it): a name bound by the block
    let refused = crate::expand::expand(call("42"), Target::Any).to_string();
    assert!(
        refused.contains(
            "{ extern crate core as __url_literal_core ; __url_literal_core :: compile_error ! (\"expected a string \
             literal, found a number;"
        ),
        "{refused}"
    );
    let constant = crate::uri::expand(call("HOME"), UriTarget::Uri).to_string();
    assert!(
        constant.contains("{ extern crate core as __url_literal_core ; __url_literal_core :: panic ! (\"{}\""),
        "{constant}"
    );
    for s in [refused, constant] {
        assert!(!s.contains(":: core :: compile_error") && !s.contains(":: core :: panic"), "{s}");
    }
}

/// The names of the attributes (`#[name ..]`, `#![name ..]`) in `ts`, at
/// any depth.
fn attributes(ts: &TokenStream) -> Vec<String> {
    let tokens: Vec<TokenTree> = ts.clone().into_iter().collect();
    let mut out = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        match t {
            TokenTree::Punct(p) if p.as_char() == '#' => {
                let next = match tokens.get(i + 1) {
                    Some(TokenTree::Punct(bang)) if bang.as_char() == '!' => tokens.get(i + 2),
                    next => next,
                };
                if let Some(TokenTree::Group(g)) = next {
                    if let Some(TokenTree::Ident(name)) = g.stream().into_iter().next() {
                        out.push(name.to_string());
                    }
                }
            }
            TokenTree::Group(g) => out.extend(attributes(&g.stream())),
            _ => {}
        }
    }
    out
}

#[test]
fn no_expansion_carries_an_allow() {
    // An `#[allow(..)]` in an expansion is refused by a user's
    // `#![forbid(..)]` of the same lint (E0453): every family, with a
    // literal, an assembled text and a constant, valid and refused.
    let arguments = ["\"file:///etc/hosts\"", "concat!(\"file:\", \"///etc/hosts\")", "HOME", "home", "T::URL", "42"];
    let mut expansions: Vec<(String, TokenStream)> = Vec::new();
    for a in arguments {
        expansions.push((format!("url!({a})"), crate::expand::expand(call(a), Target::Any)));
        for s in url_core::Scheme::ALL {
            expansions.push((format!("{s}_url!({a})"), crate::expand::expand(call(a), Target::Typed(s))));
        }
        for t in [
            UriTarget::Uri,
            UriTarget::UriRef,
            UriTarget::Http,
            UriTarget::Ws,
            UriTarget::File,
            UriTarget::Mailto,
            UriTarget::Data,
            UriTarget::Urn,
        ] {
            expansions.push((format!("{t:?}({a})"), crate::uri::expand(call(a), t)));
        }
        expansions.push((format!("data_uri!(bytes {a})"), crate::uri::expand_bytes(call(a))));
        for t in [IriTarget::Iri, IriTarget::IriRef, IriTarget::Uri] {
            expansions.push((format!("{t:?}({a})"), crate::iri::expand(call(a), t)));
        }
    }
    for (t, a) in [
        (UriTarget::File, "\"file:///etc/hosts\""),
        (UriTarget::Mailto, "\"mailto:info@example.com\""),
        (UriTarget::Data, "\"data:,A%20note\""),
        (UriTarget::Urn, "\"urn:isbn:0451450523\""),
        (UriTarget::UriRef, "\"ftp://u:pw@h/\""),
    ] {
        let ts = crate::uri::expand(call(a), t);
        assert_eq!(errors(&ts), Vec::<String>::new(), "{a}");
        expansions.push((format!("{t:?}({a})"), ts));
    }
    expansions.push(("data_uri!(bytes ..)".to_owned(), crate::uri::expand_bytes(call("\"data:,A%20note\""))));
    for (name, form) in [
        ("uri_format!", Form::Infallible),
        ("try_uri_format!", Form::Fallible),
        ("url_format!", Form::Url),
        ("try_url_format!", Form::TryUrl),
    ] {
        let ts = crate::format::expand(call("\"http://example.com/{id}/{rest..}?q={q}\", id = 1"), form);
        expansions.push((name.to_owned(), ts));
    }
    #[cfg(feature = "url")]
    expansions.push((
        "whatwg_url!".to_owned(),
        crate::ecosystem::expand(
            call("\"ftp://u:pw@example.com/\""),
            crate::ecosystem::Target::Whatwg,
            crate::ecosystem::Mode::Value,
        ),
    ));
    for (what, ts) in &expansions {
        let attrs = attributes(ts);
        assert!(attrs.iter().all(|a| a == "deprecated"), "{what}: {attrs:?} in {ts}");
    }
    // the attribute reader sees what it must refuse
    assert_eq!(
        attributes(&quote!({
            #[allow(non_upper_case_globals)]
            const x: u8 = 1;
        })),
        ["allow"]
    );
    // and each family has its warnings' `deprecated` where they fire
    let file = crate::uri::expand(call("\"file:///etc/hosts\""), UriTarget::File).to_string();
    assert!(file.contains("const URL_LITERAL_VIEW") && file.contains("from_uri"), "{file}");
}

#[test]
fn data_uri_bytes_is_a_byte_string_literal() {
    /// The value of the one byte string literal in `ts`.
    fn bytes(ts: &TokenStream) -> Option<Vec<u8>> {
        ts.clone().into_iter().find_map(|t| match t {
            TokenTree::Literal(l) => {
                syn::parse2::<syn::LitByteStr>(TokenStream::from(TokenTree::Literal(l))).ok().map(|b| b.value())
            }
            TokenTree::Group(g) => bytes(&g.stream()),
            _ => None,
        })
    }
    let hello = crate::uri::expand_bytes(call("\"data:text/plain;base64,SGVsbG8=\""));
    assert_eq!((errors(&hello), bytes(&hello)), (vec![], Some(b"Hello".to_vec())));
    // decoded by the macro, not by const evaluation
    assert!(!hello.to_string().contains("decode_array"), "{hello}");
    let escaped = crate::uri::expand_bytes(call("\"data:,%00%FF%0D%0A\\x41\""));
    assert_eq!(bytes(&escaped), Some(vec![0, 0xFF, b'\r', b'\n', b'A']));
    let assembled = crate::uri::expand_bytes(call("concat!(\"data:;base64,\", \"AAEC\", \"/w==\")"));
    assert_eq!(bytes(&assembled), Some(vec![0, 1, 2, 0xFF]));
    assert!(assembled.to_string().contains("same_text"), "{assembled}");
    // a constant: const evaluation of the same decoder
    let constant = crate::uri::expand_bytes(call("NOTE")).to_string();
    assert!(constant.contains("decoded_len ()") && constant.contains("decode_array ()"), "{constant}");
    assert_eq!(bytes(&crate::uri::expand_bytes(call("NOTE"))), None);
    let bad = crate::uri::expand_bytes(call("\"data:;base64,QQ\""));
    assert_eq!(
        errors(&bad),
        ["invalid data URI: base64 data whose length is not a multiple of 4; pad the last group with '=' (RFC 4648 \
          §4)\n  data:;base64,QQ\n               ^^ base64: expected letters, digits, '+' and '/' in groups of four, \
          the last padded with '='"]
    );
    // after the refusal, an empty `&[u8]`: no follow-on error
    assert!(
        bad.to_string()
            .contains("const URL_LITERAL_BYTES : & 'static [krate :: __private :: core :: primitive :: u8] = & []"),
        "{bad}"
    );
    let run_time = crate::uri::expand_bytes(call("line.as_str()"));
    assert_eq!(
        errors(&run_time),
        ["data_uri! takes a string literal, concat!, env! or the path of a &str constant, not a value computed at run \
          time\n  help: parse it at run time: DataUri::parse(line.as_str())"]
    );
}

//! `whatwg_url!` (feature `url`) and `http_crate_uri!` (feature `http`): a
//! literal checked as `uri!` checks it (RFC 3986 and the rules of http,
//! https, ws and wss: `uri.rs`, the same carets and advice), then handed to
//! the other crate's own parser through url-core's conversions
//! (`url::Url::try_from(Uri)`, `http::Uri::try_from(HttpUri)`), which
//! classify what that parser would reject, rewrite ([`Change`]) or read as
//! another address. Any of the three is a compile error naming it, with the
//! text the other crate keeps as the `help:`; otherwise the expansion builds
//! the other crate's value from the same text at run time, where the same
//! version of the same parser accepts it (Cargo.lock holds one version of
//! each crate for the proc macro and the program alike).
//!
//! Only a text the macro reads can be checked so: a literal, `concat!` of
//! literals, `env!`. A `const` argument is refused ([`expand`]).

use proc_macro2::{Ident, Literal, Span, TokenStream, TokenTree};
use quote::{quote, quote_spanned};
use url_core::render::Escaped;
#[cfg(feature = "url")]
use url_core::Change;
use url_core::{ConvertError, Uri};

use crate::diag;
use crate::emit::{classify, compile_error, compile_errors, literal, refusal, Checked};
use crate::input::{self, Call};
use crate::uri::{checks, UriTarget};

/// Which crate's value the macro yields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// `whatwg_url!`: `url::Url`, any URI.
    #[cfg(feature = "url")]
    Whatwg,
    /// `http_crate_uri!`: `http::Uri`, an http, https, ws or wss URI.
    #[cfg(feature = "http")]
    Http,
}

impl Target {
    fn macro_name(self) -> &'static str {
        match self {
            #[cfg(feature = "url")]
            Target::Whatwg => "whatwg_url",
            #[cfg(feature = "http")]
            Target::Http => "http_crate_uri",
        }
    }

    /// The type the macro yields, for messages.
    fn ty(self) -> &'static str {
        match self {
            #[cfg(feature = "url")]
            Target::Whatwg => "url::Url",
            #[cfg(feature = "http")]
            Target::Http => "http::Uri",
        }
    }

    /// The RFC 3986 check of `value`: `uri!`'s, or for `http_crate_uri!`
    /// `ws_uri!`'s when the scheme is ws or wss and `http_uri!`'s otherwise.
    #[cfg_attr(not(feature = "http"), allow(unused_variables))]
    fn rfc3986(self, value: &str) -> UriTarget {
        match self {
            #[cfg(feature = "url")]
            Target::Whatwg => UriTarget::Uri,
            #[cfg(feature = "http")]
            Target::Http => {
                let scheme = value.split(':').next().unwrap_or("");
                if scheme.eq_ignore_ascii_case("ws") || scheme.eq_ignore_ascii_case("wss") {
                    UriTarget::Ws
                } else {
                    UriTarget::Http
                }
            }
        }
    }

    /// The other crate's verdict on `uri`, which passed [`Target::rfc3986`]:
    /// `Ok` when it keeps the text as written, else the message of the
    /// compile error.
    fn verdict(self, uri: Uri<'_>) -> Result<(), String> {
        match self {
            #[cfg(feature = "url")]
            Target::Whatwg => whatwg(uri),
            #[cfg(feature = "http")]
            Target::Http => http(uri),
        }
    }

    /// Whether a likely mistake (`localhost:8080`) warns, as with `uri!`:
    /// `http_crate_uri!` fixes the scheme, so never there.
    fn likely(self) -> bool {
        match self {
            #[cfg(feature = "url")]
            Target::Whatwg => true,
            #[cfg(feature = "http")]
            Target::Http => false,
        }
    }

    /// The expansion for the checked text `lit`: the value, built at run
    /// time by one non-generic function of the facade
    /// (`__private::whatwg_url`, `http_crate_uri`) that parses the text on
    /// the program's first evaluation of the call site and clones that value
    /// for each evaluation after (a `url::Url` is a `String` and offsets:
    /// one allocation and a copy, no parse; an `http::Uri` clone copies no
    /// text). Parsing on every evaluation instead costs about 6 times as
    /// much (bench/benches/ecosystem.rs). A call is all the site holds: no
    /// `static` (which costs rustc more than the rest of the call, see
    /// `url-literal/src/sites.rs`), no closure, nothing to instantiate.
    fn value(self, krate: &TokenTree, lit: &Literal) -> TokenStream {
        let site = Span::mixed_site();
        // an identifier, not a token stream: `quote!` copies a stream
        let function = match self {
            #[cfg(feature = "url")]
            Target::Whatwg => Ident::new("whatwg_url", site),
            #[cfg(feature = "http")]
            Target::Http => Ident::new("http_crate_uri", site),
        };
        quote_spanned!(site=> #krate::__private::#function(#lit))
    }

    /// What follows the `compile_error!` of a refusal so that no follow-on
    /// error appears: an expression of the type, never run (the program
    /// does not compile).
    fn stub(self, krate: &TokenTree) -> TokenStream {
        match self {
            #[cfg(feature = "url")]
            Target::Whatwg => quote!(#krate::__private::whatwg_url("")),
            #[cfg(feature = "http")]
            Target::Http => {
                quote!(<#krate::__private::http::Uri as #krate::__private::core::default::Default>::default())
            }
        }
    }
}

/// What the expansion is: the macro's, or (for the agreement tests only)
/// its verdict as a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// The value, or the compile error of a refusal.
    Value,
    /// `Option<&'static str>`: `None` where the macro yields a value, else
    /// `Some` of the message its compile error would carry. The tests of
    /// tests/tests/all/whatwg.rs hold every RFC 3986 vector's verdict so,
    /// in one compilation, against the other crate's parser at run time.
    Verdict,
}

/// `whatwg_url!` and `http_crate_uri!` (and their verdicts, `mode`):
/// `$crate ; <argument> [, allow(..)]` to the value, or to the
/// `compile_error!` of a refusal.
pub(crate) fn expand(input: TokenStream, target: Target, mode: Mode) -> TokenStream {
    let name = target.macro_name();
    let keys: &[&str] = match target {
        #[cfg(feature = "url")]
        Target::Whatwg => &["password", "likely_mistake"],
        #[cfg(feature = "http")]
        Target::Http => &[],
    };
    let runtime = match target {
        #[cfg(feature = "url")]
        Target::Whatwg => "url::Url::parse({})",
        #[cfg(feature = "http")]
        Target::Http => "http::Uri::try_from({})",
    };
    let call = Call { name, example: "https://api.example.com/v1", noun: "URI", keys, runtime, consts: false };
    let (krate, arg, allow) = match input::read(input, &call) {
        Ok(read) => read,
        Err((krate, e)) => return refusal(compile_errors(e), krate.map(|k| target.stub(&k))),
    };
    let source = match classify(arg) {
        Checked::Text(source) => source,
        // The other crate's parser is not `const`: it cannot run on a
        // constant's value, which exists only after expansion. Checking
        // RFC 3986 in const and deferring the other verdict to run time
        // would make that verdict a panic at first use: refused instead.
        Checked::Const(expr) => {
            let mut tokens = expr.into_iter();
            let first = tokens.next().map_or_else(Span::call_site, |t| t.span());
            let last = tokens.last().map_or(first, |t| t.span());
            let message = format!(
                "{name}! takes a string literal, concat! of literals or env!(\"VAR\"), not a constant: {ty}'s \
                 parser cannot run on a constant while the macro expands, and at run time its verdict could only \
                 be a panic; check a constant with uri!(..) and convert it with {ty}::try_from(..)",
                ty = target.ty()
            );
            return refusal(compile_error(&message, (first, last)), Some(target.stub(&krate)));
        }
    };
    let rfc3986 = target.rfc3986(&source.value);
    let refuse = |message: &str| match mode {
        Mode::Value => refusal(compile_error(message, source.spans), Some(target.stub(&krate))),
        Mode::Verdict => {
            let message = literal(message, Span::call_site());
            quote!(::core::option::Option::<&'static str>::Some(#message))
        }
    };
    let r = match rfc3986.parse(&source.value) {
        Ok((r, _)) => r,
        Err(e) => return refuse(&source.message(diag::render_uri(rfc3986.invalid(), &source.value, &e), "URI")),
    };
    // (the RFC 3986 checks of the macro parse a URI, never a relative
    // reference: this is the error of one that would)
    let Some(uri) = r.as_uri() else {
        let message = format!("expected a URI, found a relative reference; {name}! takes an absolute URI");
        return refuse(&source.message(message, "URI"));
    };
    if let Err(message) = target.verdict(uri) {
        return refuse(&source.message(message, "URI"));
    }
    if mode == Mode::Verdict {
        return quote!(::core::option::Option::<&'static str>::None);
    }
    let block = checks(&krate, &source, &r, target.likely(), &allow, name);
    let value = target.value(&krate, &source.lit);
    if block.is_empty() {
        return value;
    }
    quote!({ #block #value })
}

/// `written` drawn with carets under the bytes `rewritten` changes (from the
/// first byte that differs to the last; one caret where text is only
/// added), as the RFC 3986 errors are drawn: two lines, indented by two,
/// escaped ([`Escaped`]).
fn picture(written: &str, rewritten: &str) -> String {
    let (start, end) = url_core::render::changed(written, rewritten);
    let pad = Escaped::new(&written[..start]).width();
    let carets = Escaped::new(&written[start..end]).width().max(1);
    format!("  {}\n  {}{}", Escaped::new(written), " ".repeat(pad), "^".repeat(carets))
}

/// The `help:` line offering `text`, what `who` keeps, as a Rust literal
/// ready to paste: `help: write it as WHATWG keeps it: "http://example.com/"`.
fn help(how: &str, text: &str) -> String {
    format!("\n  help: write it as {how}: {text:?}")
}

/// `url::Url`'s verdict on `uri` ([`Target::verdict`]): url-core's
/// conversion, whose error classifies what WHATWG rejects, rewrites or reads
/// as another address.
#[cfg(feature = "url")]
fn whatwg(uri: Uri<'_>) -> Result<(), String> {
    // What WHATWG would hold, offered as the fix only when the macro would
    // take it as written.
    let kept = |text: &str| Uri::parse(text).is_ok_and(|u| url::Url::try_from(u).is_ok());
    match url::Url::try_from(uri) {
        Ok(_) => Ok(()),
        Err(ConvertError::Rejected(e)) => {
            let mut message = format!("url::Url would reject the URI: {e} (WHATWG URL Standard)");
            if let Some(url_core::UriHost::IpvFuture(_)) = uri.host() {
                message +=
                    &format!("; WHATWG takes no IPvFuture host, which RFC 3986 §3.2.2 allows\n{}", host_picture(&uri));
            }
            Err(message)
        }
        Err(ConvertError::AmbiguousHost(why)) => {
            let mut message = format!("{why}\n{}", host_picture(&uri));
            if let Ok(read) = url::Url::parse(uri.as_str()) {
                if kept(read.as_str()) {
                    message += &help("WHATWG reads it", read.as_str());
                }
            }
            Err(message)
        }
        Err(ConvertError::Rewritten(rewrite)) => {
            // a change of no named kind (`file://localhost/x` as `file:///x`):
            // the message still says whose rewrite it is
            let other = if rewrite.changes() == [Change::Other] { ": WHATWG rewrites it otherwise" } else { "" };
            let mut message = format!("{rewrite}{other}\n{}", picture(uri.as_str(), rewrite.text()));
            if kept(rewrite.text()) {
                message += &help("WHATWG keeps it", rewrite.text());
            }
            Err(message)
        }
        Err(other) => Err(other.to_string()),
    }
}

/// `uri` drawn with carets under its host.
fn host_picture(uri: &Uri<'_>) -> String {
    let text = uri.as_str();
    let host = uri.host_str().unwrap_or_default();
    let start = (host.as_ptr() as usize).saturating_sub(text.as_ptr() as usize).min(text.len());
    let end = (start + host.len()).min(text.len());
    let pad = Escaped::new(&text[..start]).width();
    let carets = Escaped::new(&text[start..end]).width().max(1);
    format!("  {}\n  {}{}", Escaped::new(text), " ".repeat(pad), "^".repeat(carets))
}

/// `http::Uri`'s verdict on `uri`, an http, https, ws or wss URI
/// ([`Target::verdict`]): a fragment, which an `http::Uri` cannot hold
/// (url-core's conversion leaves it out), then url-core's conversion, whose
/// error classifies what `http::Uri` rejects or rewrites, and a host that
/// WHATWG and `inet_aton` read as another address than RFC 3986 does.
#[cfg(feature = "http")]
fn http(uri: Uri<'_>) -> Result<(), String> {
    let kept =
        |text: &str| Uri::parse(text).is_ok_and(|u| u.fragment().is_none()) && to_http(text).is_some_and(|r| r.is_ok());
    if let Some(fragment) = uri.fragment() {
        let text = uri.as_str();
        let without = &text[..text.len() - fragment.len() - 1];
        let mut message = format!(
            "http::Uri holds no fragment: it would drop #{fragment}, which a client never sends in a request \
             (RFC 9110 §7.1)\n{}",
            picture(text, without)
        );
        if kept(without) {
            message += &help("http::Uri keeps it", without);
        }
        return Err(message);
    }
    let Some(converted) = to_http(uri.as_str()) else {
        return Err("http_crate_uri! takes an http, https, ws or wss URI".to_owned());
    };
    match converted {
        Ok(_) => Ok(()),
        Err(ConvertError::Rejected(e)) => Err(format!("http::Uri would reject the URI: {e}")),
        Err(ConvertError::AmbiguousHost(why)) => Err(format!("{why}\n{}", host_picture(&uri))),
        Err(ConvertError::Rewritten(rewrite)) => {
            let mut message = format!("{rewrite}\n{}", picture(uri.as_str(), rewrite.text()));
            if kept(rewrite.text()) {
                message += &help("http::Uri keeps it", rewrite.text());
            }
            Err(message)
        }
        Err(other) => Err(other.to_string()),
    }
}

/// url-core's conversion of `text` to `http::Uri`, as a ws or wss URI or as
/// an http or https one; `None` for another text.
#[cfg(feature = "http")]
fn to_http(text: &str) -> Option<Result<http::Uri, ConvertError<http::uri::InvalidUri>>> {
    if let Ok(ws) = url_core::WsUri::parse(text) {
        return Some(http::Uri::try_from(ws));
    }
    url_core::HttpUri::parse(text).ok().map(http::Uri::try_from)
}

#[cfg(test)]
mod tests {
    use super::picture;

    #[test]
    fn carets_run_under_what_changes() {
        assert_eq!(picture("http://h:80/", "http://h/"), "  http://h:80/\n          ^^^");
        assert_eq!(picture("http://h", "http://h/"), "  http://h\n          ^");
        assert_eq!(picture("HTTP://h/", "http://h/"), "  HTTP://h/\n  ^^^^");
        assert_eq!(picture("http://h/a/../b", "http://h/b"), "  http://h/a/../b\n           ^^^^^");
    }
}

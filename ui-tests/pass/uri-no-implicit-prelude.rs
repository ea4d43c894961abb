// The expansion names everything by absolute path: it works where the prelude
// is gone.
#![no_implicit_prelude]
#![deny(warnings)]

const API: ::url_literal::Uri<'static> = ::url_literal::uri!("https://api.example.com/v1");
const NEXT: ::url_literal::UriRef<'static> = ::url_literal::uri_ref!("../v2");
const WEB: ::url_literal::HttpUri<'static> = ::url_literal::http_uri!("https://[::1]/");
const CHAT: ::url_literal::WsUri<'static> = ::url_literal::ws_uri!("ws://chat.example.com/");
const FALLBACK: ::url_literal::Uri<'static> = ::url_literal::uri!(::core::concat!("https://", "api.example.com/v1"));
const WS_FALLBACK: ::url_literal::WsUri<'static> =
    ::url_literal::ws_uri!(::core::concat!("ws://", "chat.example.com/"));

fn main() {
    ::std::assert!(API == FALLBACK);
    ::std::assert!(CHAT == WS_FALLBACK);
    ::std::assert_eq!(NEXT.path(), "../v2");
    ::std::assert_eq!(WEB.port_or_default(), 443);
}

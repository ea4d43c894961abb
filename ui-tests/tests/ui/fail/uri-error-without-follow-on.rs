// After each error the macro yields a value of the right type: one error per
// bad literal, none from the uses of the constants.
use url_literal::{http_uri, uri, uri_ref, ws_uri, HttpUri, Uri, UriRef, WsUri};

const A: Uri<'static> = uri!("https://exa mple.com/");
const B: UriRef<'static> = uri_ref!("%4");
const C: HttpUri<'static> = http_uri!("http://[::1/");
const D: WsUri<'static> = ws_uri!("ws://h:99999/");
const PORT: Option<u16> = A.port();
const SECURE: bool = C.is_secure();

fn main() {
    let _ = (B.path(), D.port_or_default(), PORT, SECURE);
}

// A user's crate whose macro arguments are constants' names, as rustc and
// rust-analyzer both read it: `ui-tests/tests/rust_analyzer.rs` runs
// `rust-analyzer diagnostics` on it (URL_LITERAL_LONG=1) and fails on any
// error. rust-analyzer reported 30 false errors here (E0599, E0425) where
// `cargo check` reports none: it cannot evaluate the parser in the constant
// that picks a warning (`url_literal::__private::Pick`), so in its
// proc-macro server the expansion leaves the warnings out
// (`url-macros/src/emit.rs`, `in_rust_analyzer`).
#![deny(warnings)]

use url_literal::{
    data_uri, file_uri, ftp_url, http_uri, http_url, iri, iri_ref, mailto_uri, uri, uri_ref, url, urn, ws_uri, DataUri,
    FileUri, FtpUrl, HttpUri, HttpUrl, Iri, IriRef, MailtoUri, Uri, UriRef, Url, Urn, WsUri,
};

mod module {
    pub const MODULE_T: &str = "ftp://ftp.example.org/pub/";
    pub const SECRET: &str = "ftp://backup:hunter2@ftp.example.org:23/";
}
use module::MODULE_T;

const T: &str = "https://example.com/a";
const I: &str = "https://例え.jp/パス";
const FILE: &str = "file:///etc/hosts";
const MAILTO: &str = "mailto:info@example.com";
const DATA: &str = "data:,A%20note";
const URN: &str = "urn:isbn:0451450523";
const WS: &str = "wss://chat.example.com/socket";

const C: Uri<'static> = uri!(MODULE_T);
const U: Url<'static> = url!(MODULE_T);
const R: UriRef<'static> = uri_ref!(module::MODULE_T);
const H: HttpUri<'static> = http_uri!(T);
const W: WsUri<'static> = ws_uri!(WS);
const F: FileUri<'static> = file_uri!(FILE);
const M: MailtoUri<'static> = mailto_uri!(MAILTO);
const D: DataUri<'static> = data_uri!(DATA);
const B: &[u8] = data_uri!(bytes DATA);
const N: Urn<'static> = urn!(URN);
const J: IriRef<'static> = iri_ref!(I);
const K: HttpUrl<'static> = http_url!(T);
const SILENCED: Url<'static> = url!(module::SECRET, allow(password, reserved_port));
const SILENCED_URI: UriRef<'static> = uri_ref!(module::SECRET, allow(password));

fn main() {
    let a: Uri<'static> = uri!(T);
    let b: Url<'static> = url!(MODULE_T);
    let c: Iri<'static> = iri!(I);
    let d: FtpUrl<'static> = ftp_url!(MODULE_T);
    assert_eq!((a.path(), b.as_str(), c.as_str(), d.as_url().as_str()), ("/a", MODULE_T, I, MODULE_T));
    assert_eq!((C.as_str(), U.as_str(), R.path(), H.as_uri().path()), (MODULE_T, MODULE_T, "/pub/", "/a"));
    assert_eq!((W.is_secure(), F.path(), M.as_uri().path(), D.data()), (true, "/etc/hosts", "info@example.com", "A%20note"));
    assert_eq!((B, N.nid(), J.as_str(), K.as_url().as_str()), (&b"A note"[..], "isbn", I, T));
    assert_eq!((SILENCED.port(), SILENCED_URI.userinfo()), (Some(23), Some("backup:hunter2")));
}

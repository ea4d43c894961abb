// A macro's value is a constant of its type: a reference to it is promoted
// to `&'static`, in every macro and every shape of the expansion (warnings
// silenced, an assembled text, an IP host, a long literal).
#![deny(warnings)]

use url_literal::{
    ftp_url, http_uri, http_url, uri, uri_ref, url, ws_uri, FtpUrl, HttpUri, HttpUrl, Uri, UriHost, UriRef, Url, WsUri,
};

fn home() -> &'static Url<'static> {
    &url!("http://info.cern.ch/")
}

fn mirror() -> &'static FtpUrl<'static> {
    &ftp_url!("ftp://ftp.example.org/pub/README;type=i")
}

#[allow(deprecated)]
fn secret() -> &'static Url<'static> {
    &url!("ftp://backup:hunter2@ftp.example.org:21/")
}

fn assembled() -> &'static HttpUrl<'static> {
    &http_url!(concat!("http://", "status.example.org/", "v1"))
}

fn long() -> &'static Url<'static> {
    &url!("http://www.example.org/a/very/long/path/that/goes/on/and/on/for/more/than/one/hundred/and/twenty/eight/bytes/x.html#f")
}

fn api() -> &'static Uri<'static> {
    &uri!("https://[2001:db8::7]:8443/v1?q#top")
}

fn relative() -> &'static UriRef<'static> {
    &uri_ref!("../a/b?x=1")
}

fn web() -> &'static HttpUri<'static> {
    &http_uri!("https://192.0.2.1/health")
}

fn socket() -> &'static WsUri<'static> {
    &ws_uri!("wss://chat.example.com/socket")
}

fn main() {
    assert_eq!(home().as_str(), "http://info.cern.ch/");
    assert_eq!(mirror().name(), Some("README"));
    assert_eq!(secret().password(), Some("hunter2"));
    assert_eq!(assembled().as_str(), "http://status.example.org/v1");
    assert_eq!(long().fragment(), Some("f"));
    assert_eq!(api().host(), Some(UriHost::Ipv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 7])));
    assert_eq!((api().port(), api().query(), api().fragment()), (Some(8443), Some("q"), Some("top")));
    assert_eq!((relative().path(), relative().query()), ("../a/b", Some("x=1")));
    assert_eq!(web().host(), UriHost::Ipv4([192, 0, 2, 1]));
    assert!(socket().is_secure());
}

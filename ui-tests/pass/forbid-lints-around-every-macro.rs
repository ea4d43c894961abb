// Every macro, with a literal, concat! and a constant, in a crate that
// forbids the lints an expansion could raise or silence: an `#[allow(..)]`
// in an expansion is refused under `forbid` (E0453, once per call) and a
// future-incompatibility warning under `forbid(warnings)`; an item of the
// expansion named against Rust's style (`__url_literal_view`) would be
// linted. None of these fires.
#![forbid(
    warnings,
    non_upper_case_globals,
    non_snake_case,
    non_camel_case_types,
    dead_code,
    unused,
    unused_qualifications,
    unused_extern_crates,
    unused_results,
    rust_2018_idioms,
    deprecated
)]

use url_literal::{
    data_uri, file_uri, file_url, ftp_url, gopher_url, http_crate_uri, http_uri, http_url, iri, iri_ref, iri_uri,
    mailto_uri, mailto_url, news_url, nntp_url, prospero_url, telnet_url, try_uri_format, try_url_format, uri,
    uri_format, uri_ref, url, url_format, urn, wais_url, whatwg_url, ws_uri, DataUri, FileUri, FtpUrl, Iri, IriRef,
    MailtoUri, Uri, UriRef, Url, Urn,
};

const FTP: &str = "ftp://ftp.example.org/pub/";
const FILE: &str = "file:///etc/hosts";
const MAILTO: &str = "mailto:info@example.com";
const DATA: &str = "data:,A%20note";
const URN: &str = "urn:isbn:0451450523";
const IRI: &str = "https://ja.wikipedia.org/wiki/東京";

const FROM_CONST: Url<'static> = url!(FTP);
const TYPED: FtpUrl<'static> = ftp_url!(FTP);
const URI: Uri<'static> = uri!(FTP);
const URI_REF: UriRef<'static> = uri_ref!(FTP);
const FILE_VIEW: FileUri<'static> = file_uri!(FILE);
const MAILTO_VIEW: MailtoUri<'static> = mailto_uri!(MAILTO);
const DATA_VIEW: DataUri<'static> = data_uri!(DATA);
const DATA_BYTES: &[u8] = data_uri!(bytes DATA);
const URN_VIEW: Urn<'static> = urn!(URN);
const IRI_VIEW: Iri<'static> = iri!(IRI);
const IRI_REF: IriRef<'static> = iri_ref!(IRI);

fn main() {
    let urls = [
        url!("http://info.cern.ch/"),
        url!(concat!("gopher://", "gopher.example.org/")),
        ftp_url!("ftp://ftp.example.org/pub/").as_url(),
        http_url!("http://info.cern.ch/").as_url(),
        gopher_url!("gopher://gopher.example.org/").as_url(),
        mailto_url!("mailto:timbl@info.cern.ch").as_url(),
        news_url!("news:comp.infosystems.www.misc").as_url(),
        nntp_url!("nntp://news.example.org/comp.lang.c/1234").as_url(),
        telnet_url!("telnet://melvyl.ucop.edu/").as_url(),
        wais_url!("wais://quake.think.com/directory-of-servers").as_url(),
        file_url!("file:///etc/motd").as_url(),
        prospero_url!("prospero://host.dom//pros/name").as_url(),
        FROM_CONST,
        TYPED.as_url(),
    ];
    assert_eq!(urls.len(), 14);
    let uris = [
        uri!("https://example.com/a"),
        uri!(concat!("https://example.com", "/a")),
        http_uri!("https://example.com/a").as_uri(),
        ws_uri!("wss://chat.example.com/socket").as_uri(),
        file_uri!("file:///etc/hosts").as_uri(),
        file_uri!(concat!("file://", "/etc/hosts")).as_uri(),
        mailto_uri!("mailto:info@example.com").as_uri(),
        data_uri!("data:,A%20note").as_uri(),
        urn!("urn:isbn:0451450523").as_uri(),
        iri_uri!("https://bücher.example/"),
        URI,
        FILE_VIEW.as_uri(),
        MAILTO_VIEW.as_uri(),
        DATA_VIEW.as_uri(),
        URN_VIEW.as_uri(),
    ];
    assert_eq!(uris[0].as_str(), "https://example.com/a");
    assert_eq!(uri_ref!("../a").path(), "../a");
    assert_eq!(URI_REF.path(), "/pub/");
    assert_eq!(data_uri!(bytes "data:;base64,SGVsbG8="), b"Hello");
    assert_eq!(data_uri!(bytes concat!("data:,", "A%20note")), DATA_BYTES);
    assert_eq!((IRI_VIEW.as_str(), IRI_REF.as_str()), (IRI, IRI));
    assert_eq!(iri!("https://例え.jp/").as_str(), "https://例え.jp/");
    assert_eq!(whatwg_url!("https://example.com/a").as_str(), "https://example.com/a");
    assert_eq!(http_crate_uri!("https://example.com/a").path(), "/a");
    let id = 7;
    assert_eq!(uri_format!("https://example.com/users/{id}").as_str(), "https://example.com/users/7");
    assert_eq!(
        try_uri_format!("https://{host}/a", host = "example.com").map(|u| u.as_str().to_owned()),
        Ok("https://example.com/a".to_owned())
    );
    assert_eq!(url_format!("http://example.com/users/{id}").as_str(), "http://example.com/users/7");
    assert_eq!(
        try_url_format!("gopher://gopher.example.org/1{id}").map(|u| u.as_str().to_owned()),
        Ok("gopher://gopher.example.org/17".to_owned())
    );
}

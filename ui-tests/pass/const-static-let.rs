#![deny(warnings)]

use url_literal::{ftp_url, http_url, url, FtpType, FtpUrl, Host, HttpUrl, Scheme, Url};

const HOME: Url<'static> = url!("http://info.cern.ch:8080/hypertext/WWW/TheProject.html");
static MIRROR: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/README;type=i");

// Every accessor is a const fn, and the macro's value is a constant.
const P: Option<u16> = HOME.port_or_default();
const HOST: Option<Host<'static>> = HOME.host();
const PATH: Option<&str> = HOME.url_path();
const KIND: Scheme = HOME.kind();
const TYPECODE: Option<FtpType> = MIRROR_CONST.typecode();
const MIRROR_CONST: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/README;type=i");
const DEFAULT_PORT: u16 = http_url!("http://www.example.com/").port_or_default();
const ALL: [Url<'static>; 2] = [url!("news:*"), url!("mailto:timbl@info.cern.ch")];

// A const fn can build on them.
const fn is_web(url: Url<'_>) -> bool {
    matches!(url.kind(), Scheme::Http)
}
const HOME_IS_WEB: bool = is_web(HOME);

// In a const array length, and a const generic argument.
const LEN: usize = url!("http://a.example/").as_str().len();
struct Port<const N: u16>;
const fn port_of<const N: u16>(_: Port<N>) -> u16 {
    N
}

fn main() {
    assert_eq!(P, Some(8080));
    assert_eq!(HOST, Some(Host::Name("info.cern.ch")));
    assert_eq!(PATH, Some("hypertext/WWW/TheProject.html"));
    assert_eq!(KIND, Scheme::Http);
    assert_eq!(TYPECODE, Some(FtpType::Image));
    assert_eq!(DEFAULT_PORT, 80);
    assert_eq!(ALL[0].kind(), Scheme::News);
    assert!(HOME_IS_WEB);
    let bytes = [0u8; LEN];
    assert_eq!(bytes.len(), 17);
    assert_eq!(port_of(Port::<{ url!("gopher://g.example/").port_or_default().unwrap() }>), 70);

    assert_eq!(MIRROR.name(), Some("README"));

    let local: HttpUrl<'static> = http_url!("http://localhost:8000/");
    assert_eq!(local.port(), Some(8000));
    let borrowed: &'static str = local.as_str();
    assert_eq!(borrowed, "http://localhost:8000/");

    // In a closure and in a generic function.
    let make = || url!("telnet://melvyl.ucop.edu/");
    assert_eq!(make().port_or_default(), Some(23));
    fn generic<T: Default>() -> (T, Url<'static>) {
        (T::default(), url!("wais://quake.think.com/db"))
    }
    assert_eq!(generic::<u8>().1.kind(), Scheme::Wais);

    // In a match pattern position (via a const).
    match Url::parse("http://info.cern.ch:8080/hypertext/WWW/TheProject.html") {
        Ok(u) if u == HOME => {}
        other => panic!("{other:?}"),
    }
}

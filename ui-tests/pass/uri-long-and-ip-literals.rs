// Literals whose offsets do not fit the packed form (one above 127, or an
// IPv6 host) take the macros' other constructor; every host kind comes back.
#![deny(warnings)]

use url_literal::{http_uri, uri, uri_ref, HttpUri, Uri, UriHost, UriRef};

const LONG: Uri<'static> = uri!(
    "https://cdn.example.net/assets/a/very/long/path/that/goes/on/and/on/for/more/than/one/hundred/and/twenty/eight/bytes/app.js?v=1#x"
);
const V6: HttpUri<'static> = http_uri!("https://[2001:db8:85a3::8a2e:370:7334]:8443/");
const V4_IN_V6: UriRef<'static> = uri_ref!("//[::ffff:192.0.2.128]/x");
const FUTURE: Uri<'static> = uri!("foo://[v7.fe80::1+eth0]/");
const V4: Uri<'static> = uri!("http://192.0.2.1:81/");

fn main() {
    assert!(LONG.as_str().len() > 128);
    assert_eq!(LONG, Uri::parse(LONG.as_str()).unwrap());
    assert_eq!((LONG.query(), LONG.fragment()), (Some("v=1"), Some("x")));
    assert_eq!(V6.host(), UriHost::Ipv6([0x2001, 0xdb8, 0x85a3, 0, 0, 0x8a2e, 0x370, 0x7334]));
    assert_eq!((V6.port(), V6.is_secure()), (Some(8443), true));
    assert_eq!(V4_IN_V6.host(), Some(UriHost::Ipv6([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0280])));
    assert_eq!(FUTURE.host(), Some(UriHost::IpvFuture("v7.fe80::1+eth0")));
    assert_eq!(V4.host(), Some(UriHost::Ipv4([192, 0, 2, 1])));
    for (value, text) in [(V6.as_uri(), V6.as_str()), (FUTURE, FUTURE.as_str()), (V4, V4.as_str())] {
        assert_eq!(value, Uri::parse(text).unwrap());
    }
    assert_eq!(V4_IN_V6, UriRef::parse(V4_IN_V6.as_str()).unwrap());
}

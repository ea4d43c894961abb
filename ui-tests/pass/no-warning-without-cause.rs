// None of these raises the RFC 1738 §6 warnings: a user without a password, a
// port that is the scheme's default, a port of 1024 or more, an encoded line
// break where it is not sent decoded (an http path, a fragment), an IPv4 host
// whose groups have no leading zero; as literals and as other arguments.
#![deny(warnings)]

use url_literal::{url, Url};

const ANONYMOUS: Url<'static> = url!("ftp://anonymous@ftp.example.org/");
const DEFAULT_HTTP: Url<'static> = url!("http://www.example.com:80/");
const DEFAULT_HTTPS: Url<'static> = url!("https://www.example.com:443/");
const DEFAULT_FTP: Url<'static> = url!("ftp://ftp.example.org:21/");
const DEFAULT_GOPHER: Url<'static> = url!("gopher://gopher.example.org:70/");
const DEFAULT_NNTP: Url<'static> = url!("nntp://news.example.org:119/comp.lang.c");
const DEFAULT_TELNET: Url<'static> = url!("telnet://melvyl.ucop.edu:23/");
const DEFAULT_WAIS: Url<'static> = url!("wais://quake.think.com:210/db");
const HIGH_PORT: Url<'static> = url!("http://www.example.com:1024/");
const HIGH_OTHER: Url<'static> = url!("x-app://app.example.org:8443/");
const CRLF_IN_HTTP: Url<'static> = url!("http://www.example.com/a%0D%0Ab?c%0A");
const CRLF_IN_FRAGMENT: Url<'static> = url!("ftp://ftp.example.org/f#%0D%0A");
const ZEROS: Url<'static> = url!("http://10.0.0.0/");
const TEXT: &str = "ftp://anonymous@10.0.100.0:21/f%0E#%0A";
const FROM_CONST: Url<'static> = url!(TEXT);
const FROM_CONCAT: Url<'static> = url!(concat!("http://www.example.com:1024/a%0D%0A", "b"));
const HTTPS_FROM_CONCAT: Url<'static> = url!(concat!("https://www.example.com", ":443/"));

fn main() {
    assert_eq!(ANONYMOUS.password(), None);
    for url in [DEFAULT_HTTP, DEFAULT_HTTPS, DEFAULT_FTP, DEFAULT_GOPHER, DEFAULT_NNTP, DEFAULT_TELNET, DEFAULT_WAIS] {
        assert_eq!(url.port(), url.default_port(), "{url}");
    }
    assert_eq!(HIGH_PORT.port(), Some(1024));
    assert_eq!(HIGH_OTHER.port(), Some(8443));
    for url in [CRLF_IN_HTTP, CRLF_IN_FRAGMENT, ZEROS, FROM_CONST, FROM_CONCAT] {
        assert_eq!((url.control_on_wire(), url.has_ambiguous_host()), (None, false), "{url}");
    }
    assert_eq!(FROM_CONST.user(), Some("anonymous"));
    assert_eq!(HTTPS_FROM_CONCAT.port_or_default(), Some(443));
}

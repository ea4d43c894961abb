// None of these raises the RFC 1738 §6 warnings: a user without a password, a
// port that is the scheme's default, a port of 1024 or more.
#![deny(warnings)]

use url_literal::{url, Url};

const ANONYMOUS: Url<'static> = url!("ftp://anonymous@ftp.example.org/");
const DEFAULT_HTTP: Url<'static> = url!("http://www.example.com:80/");
const DEFAULT_FTP: Url<'static> = url!("ftp://ftp.example.org:21/");
const DEFAULT_GOPHER: Url<'static> = url!("gopher://gopher.example.org:70/");
const DEFAULT_NNTP: Url<'static> = url!("nntp://news.example.org:119/comp.lang.c");
const DEFAULT_TELNET: Url<'static> = url!("telnet://melvyl.ucop.edu:23/");
const DEFAULT_WAIS: Url<'static> = url!("wais://quake.think.com:210/db");
const HIGH_PORT: Url<'static> = url!("http://www.example.com:1024/");
const HIGH_OTHER: Url<'static> = url!("x-app://app.example.org:8443/");

fn main() {
    assert_eq!(ANONYMOUS.password(), None);
    for url in [DEFAULT_HTTP, DEFAULT_FTP, DEFAULT_GOPHER, DEFAULT_NNTP, DEFAULT_TELNET, DEFAULT_WAIS] {
        assert_eq!(url.port(), url.default_port(), "{url}");
    }
    assert_eq!(HIGH_PORT.port(), Some(1024));
    assert_eq!(HIGH_OTHER.port(), Some(8443));
}

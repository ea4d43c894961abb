#![deny(warnings)]

use url_literal::{
    file_url, ftp_url, gopher_url, http_url, mailto_url, news_url, nntp_url, prospero_url, telnet_url, wais_url,
    FileUrl, FtpType, FtpUrl, GopherUrl, Host, HttpUrl, MailtoUrl, NewsTarget, NewsUrl, NntpUrl, ProsperoUrl,
    TelnetUrl, Url, WaisForm, WaisUrl,
};

const FTP: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/rfc/rfc1738.txt;type=a");
const HTTP: HttpUrl<'static> = http_url!("http://www.example.com/cgi-bin/search?rfc1738");
const GOPHER: GopherUrl<'static> = gopher_url!("gopher://gopher.example.org/7/search%09red%20blue");
const MAILTO: MailtoUrl<'static> = mailto_url!("mailto:timbl@info.cern.ch");
const NEWS: NewsUrl<'static> = news_url!("news:12345@info.cern.ch");
const NNTP: NntpUrl<'static> = nntp_url!("nntp://news.example.org/comp.lang.c/1234");
const TELNET: TelnetUrl<'static> = telnet_url!("telnet://melvyl.ucop.edu");
const WAIS: WaisUrl<'static> = wais_url!("wais://quake.think.com/directory-of-servers/TEXT/0123");
const FILE: FileUrl<'static> = file_url!("file://localhost/etc/motd");
const PROSPERO: ProsperoUrl<'static> = prospero_url!("prospero://host.dom//pros/name;VERSION=2;TYPE=text");

fn main() {
    assert_eq!(FTP.cwd().collect::<Vec<_>>(), ["pub", "rfc"]);
    assert_eq!(FTP.name(), Some("rfc1738.txt"));
    assert_eq!(FTP.typecode(), Some(FtpType::Ascii));
    assert_eq!(FTP.port_or_default(), 21);

    assert_eq!(HTTP.host(), Host::Name("www.example.com"));
    assert_eq!(HTTP.path(), Some("cgi-bin/search"));
    assert_eq!(HTTP.search(), Some("rfc1738"));

    assert_eq!(GOPHER.item_type(), "7");
    assert_eq!(GOPHER.selector(), Some("/search"));
    assert_eq!(GOPHER.search(), Some("red%20blue"));

    assert_eq!(MAILTO.local_part(), "timbl");
    assert_eq!(MAILTO.domain(), "info.cern.ch");

    assert_eq!(NEWS.target(), NewsTarget::Article("12345@info.cern.ch"));
    assert_eq!(NEWS.message_id_host(), Some("info.cern.ch"));

    assert_eq!(NNTP.group(), "comp.lang.c");
    assert_eq!(NNTP.article(), Some(1234));

    assert_eq!(TELNET.port_or_default(), 23);
    assert_eq!(TELNET.user(), None);

    assert_eq!(WAIS.database(), "directory-of-servers");
    assert_eq!(WAIS.form(), WaisForm::Document { wtype: "TEXT", wpath: "0123" });

    assert!(FILE.is_local());
    assert_eq!(FILE.path(), "etc/motd");

    assert_eq!(PROSPERO.hsoname(), "/pros/name");
    assert_eq!(PROSPERO.fields().collect::<Vec<_>>(), [("VERSION", "2"), ("TYPE", "text")]);

    // A typed value is a view of a Url, and converts to one.
    let url: Url<'static> = HTTP.into();
    assert_eq!(url, HTTP.as_url());
    assert_eq!(HttpUrl::try_from(url), Ok(HTTP));
}

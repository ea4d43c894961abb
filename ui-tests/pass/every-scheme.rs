#![deny(warnings)]

use url_literal::{url, Host, Scheme, Url};

const FTP: Url<'static> = url!("ftp://ftp.example.org/pub/README;type=a");
const HTTP: Url<'static> = url!("http://info.cern.ch/hypertext/WWW/TheProject.html");
const GOPHER: Url<'static> = url!("gopher://gopher.example.org:7070/0about.txt");
const MAILTO: Url<'static> = url!("mailto:timbl@info.cern.ch");
const NEWS: Url<'static> = url!("news:comp.infosystems.www.misc");
const NNTP: Url<'static> = url!("nntp://news.example.org/comp.lang.c/1234");
const TELNET: Url<'static> = url!("telnet://guest@melvyl.ucop.edu/");
const WAIS: Url<'static> = url!("wais://quake.think.com/directory-of-servers?biology");
const FILE: Url<'static> = url!("file:///etc/motd");
const PROSPERO: Url<'static> = url!("prospero://host.dom//pros/name;VERSION=2");
const HTTPS: Url<'static> = url!("https://www.example.com/");
const OTHER: Url<'static> = url!("x-finger://finger.example.org/user");
const UPPER_CASE_SCHEME: Url<'static> = url!("HTTP://WWW.EXAMPLE.COM/");
const IPV4: Url<'static> = url!("http://192.0.2.1:8080/");
const FRAGMENT: Url<'static> = url!("http://www.example.com/doc.html#part2");

fn main() {
    let kinds = [
        (FTP, Scheme::Ftp),
        (HTTP, Scheme::Http),
        (GOPHER, Scheme::Gopher),
        (MAILTO, Scheme::Mailto),
        (NEWS, Scheme::News),
        (NNTP, Scheme::Nntp),
        (TELNET, Scheme::Telnet),
        (WAIS, Scheme::Wais),
        (FILE, Scheme::File),
        (PROSPERO, Scheme::Prospero),
        (HTTPS, Scheme::Https),
        (OTHER, Scheme::Other),
        (UPPER_CASE_SCHEME, Scheme::Http),
    ];
    for (url, kind) in kinds {
        assert_eq!(url.kind(), kind, "{url}");
        assert_eq!(Url::parse(url.as_str()), Ok(url));
    }
    assert_eq!(FTP.host(), Some(Host::Name("ftp.example.org")));
    assert_eq!(HTTP.url_path(), Some("hypertext/WWW/TheProject.html"));
    assert_eq!(GOPHER.port(), Some(7070));
    assert_eq!(MAILTO.scheme_specific_part(), "timbl@info.cern.ch");
    assert_eq!(NEWS.host(), None);
    assert_eq!(NNTP.port_or_default(), Some(119));
    assert_eq!(TELNET.user(), Some("guest"));
    assert_eq!(WAIS.default_port(), Some(210));
    assert_eq!(FILE.host_str(), Some(""));
    assert_eq!(PROSPERO.port_or_default(), Some(1525));
    assert_eq!((MAILTO.port_or_default(), NEWS.port_or_default(), FILE.port_or_default()), (None, None, None));
    assert_eq!(OTHER.port_or_default(), None);
    assert_eq!(OTHER.scheme(), "x-finger");
    assert_eq!(OTHER.host(), Some(Host::Name("finger.example.org")));
    assert_eq!(UPPER_CASE_SCHEME.scheme(), "HTTP");
    assert_eq!(IPV4.host(), Some(Host::Ipv4([192, 0, 2, 1])));
    assert_eq!(FRAGMENT.fragment(), Some("part2"));
    assert_eq!(FRAGMENT.without_fragment(), "http://www.example.com/doc.html");
}

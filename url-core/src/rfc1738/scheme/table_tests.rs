//! Tests of the table of schemes (`table.rs`), apart from it so that the
//! table itself depends on nothing.

use super::Scheme;

#[test]
fn typed_lists_the_ten_rfc1738_schemes_in_section_3_order() {
    assert_eq!(
        crate::__private::TYPED,
        [
            ("ftp", "ftp_url", "FtpUrl"),
            ("http", "http_url", "HttpUrl"),
            ("gopher", "gopher_url", "GopherUrl"),
            ("mailto", "mailto_url", "MailtoUrl"),
            ("news", "news_url", "NewsUrl"),
            ("nntp", "nntp_url", "NntpUrl"),
            ("telnet", "telnet_url", "TelnetUrl"),
            ("wais", "wais_url", "WaisUrl"),
            ("file", "file_url", "FileUrl"),
            ("prospero", "prospero_url", "ProsperoUrl"),
        ]
    );
}

#[test]
fn each_row_reads_back_by_name_and_https_takes_https_own_name_and_http_form() {
    for s in Scheme::ALL {
        assert_eq!(Scheme::from_name(s.name()), s);
    }
    let https = Scheme::Https;
    assert_eq!(
        (https.production(), https.section(), https.__view_name(), https.panic_prefix(), https.prefix()),
        ("httpurl", "3.3", "HttpUrl", "invalid https URL: ", "https://")
    );
    assert_eq!((Scheme::Other.panic_prefix(), Scheme::Other.__example()), ("invalid URL: ", "http://info.cern.ch/"));
    assert!(Scheme::Http.view_takes(Scheme::Https));
    assert!(!Scheme::Https.view_takes(Scheme::Http));
    assert!(!Scheme::Ftp.view_takes(Scheme::Https));
}

#[test]
fn rfc3986_rows() {
    use crate::rfc3986::scheme::UriScheme;
    let rows = [UriScheme::Http, UriScheme::Https, UriScheme::Ws, UriScheme::Wss].map(|s| {
        (s.name(), s.article(), s.default_port(), s.is_secure(), s.is_ws(), s.section(false), s.section(true))
    });
    assert_eq!(
        rows,
        [
            ("http", "an", 80, false, false, "RFC 9110 4.2.1", "RFC 9110 4.2.4"),
            ("https", "an", 443, true, false, "RFC 9110 4.2.2", "RFC 9110 4.2.4"),
            ("ws", "a", 80, false, true, "RFC 6455 3", "RFC 6455 3"),
            ("wss", "a", 443, true, true, "RFC 6455 3", "RFC 6455 3"),
        ]
    );
}

#[test]
fn views_with_a_default_port_take_it_from_the_table() {
    use crate::view::{
        ftp::FtpUrl, gopher::GopherUrl, http::HttpUrl, nntp::NntpUrl, prospero::ProsperoUrl, telnet::TelnetUrl,
        wais::WaisUrl,
    };
    let defaults = [
        FtpUrl::parse("ftp://h/").unwrap().port_or_default(),
        HttpUrl::parse("http://h/").unwrap().port_or_default(),
        HttpUrl::parse("HTTPS://h/").unwrap().port_or_default(),
        GopherUrl::parse("gopher://h/").unwrap().port_or_default(),
        NntpUrl::parse("nntp://h/g").unwrap().port_or_default(),
        TelnetUrl::parse("telnet://h/").unwrap().port_or_default(),
        WaisUrl::parse("wais://h/db").unwrap().port_or_default(),
        ProsperoUrl::parse("prospero://h/x").unwrap().port_or_default(),
    ];
    assert_eq!(defaults, [21, 80, 443, 70, 119, 23, 210, 1525]);
    // each the same as the scheme's default_port
    for (scheme, port) in [
        Scheme::Ftp,
        Scheme::Http,
        Scheme::Https,
        Scheme::Gopher,
        Scheme::Nntp,
        Scheme::Telnet,
        Scheme::Wais,
        Scheme::Prospero,
    ]
    .into_iter()
    .zip(defaults)
    {
        assert_eq!(scheme.default_port(), Some(port), "{scheme:?}");
    }
    // an explicit port wins, 0 included
    assert_eq!(HttpUrl::parse("https://h:8443/").unwrap().port_or_default(), 8443);
    assert_eq!(FtpUrl::parse("ftp://h:0/").unwrap().port_or_default(), 0);
}

#[test]
fn takes_gives_each_view_its_schemes() {
    use crate::view::details::Details;
    for s in Scheme::ALL {
        let takes: [bool; 12] = Scheme::ALL.map(|found| s.view_takes(found));
        let expected: [bool; 12] = Scheme::ALL.map(|found| found == s || (s == Scheme::Http && found == Scheme::Https));
        assert_eq!(takes, expected, "{s:?}");
    }
    let https = crate::view::url::Url::parse("https://h/").unwrap();
    assert!(matches!(https.details(), Details::Http(v) if v.is_secure()));
}

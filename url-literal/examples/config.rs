//! A configuration module of compile-checked URL constants, used at run time.
//!
//! ```text
//! cargo run -p url-literal --example config
//! ```
//!
//! Every URL in [`config`] is checked against RFC 1738 while the program
//! compiles: a typo (`ftp_url!("ftp://ftp.example.org/pub/;type=x")`, an
//! `http_url!` given an ftp URL, a user name in an http URL) fails the build
//! with a caret under the offending bytes, and nothing is parsed when the
//! program runs. Values derived from the URLs (ports, hosts) are constants too.

mod config {
    //! The endpoints of a fictional service, checked at compile time.

    use url_literal::{
        file_url, ftp_url, gopher_url, http_url, mailto_url, news_url, telnet_url, url, FileUrl, FtpUrl, GopherUrl,
        HttpUrl, MailtoUrl, NewsUrl, TelnetUrl, Url,
    };

    /// Where releases are mirrored: a directory listing (`;type=d`).
    pub const MIRROR: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/releases/;type=d");

    /// The latest release, fetched as binary.
    pub const LATEST: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/releases/example-1.0.tar.gz;type=i");

    /// The status endpoint of the API.
    pub const STATUS: HttpUrl<'static> = http_url!("http://api.example.org:8080/v1/status?verbose=1");

    /// The port to connect to for the API: computed at compile time.
    pub const API_PORT: u16 = STATUS.port_or_default();

    /// Where to write for help.
    pub const SUPPORT: MailtoUrl<'static> = mailto_url!("mailto:support@example.org");

    /// Release announcements.
    pub const ANNOUNCE: NewsUrl<'static> = news_url!("news:comp.example.announce");

    /// The documentation menu, for gopher clients.
    pub const DOCS: GopherUrl<'static> = gopher_url!("gopher://gopher.example.org/1/docs");

    /// The operator's console.
    pub const CONSOLE: TelnetUrl<'static> = telnet_url!("telnet://operator@console.example.org:2323/");

    /// The local spool directory.
    pub const SPOOL: FileUrl<'static> = file_url!("file:///var/spool/example/");

    /// Fallback mirrors, of any scheme, tried in order.
    pub const FALLBACKS: [Url<'static>; 3] = [
        url!("ftp://mirror1.example.net/example/"),
        url!("http://mirror2.example.net/example/"),
        url!("gopher://mirror3.example.net/1/example"),
    ];
}

use url_literal::{Details, Host};

/// A host and port, as a connection would use them.
fn endpoint(host: Host<'_>, port: u16) -> String {
    format!("{host}:{port}")
}

/// Fails only if an ftp plan would put a CR, LF or NUL on the wire (RFC 1738
/// §6), which none of these URLs and not the e-mail address does.
fn main() -> Result<(), url_literal::interpret::WireError> {
    use config::*;

    println!("release mirror   {} ({} port {})", MIRROR, MIRROR.host(), MIRROR.port_or_default());
    let listing: Vec<String> = MIRROR.commands("me@example.org")?.map(|c| c.to_string()).collect();
    println!("  listing plan   {}", listing.join("; "));
    let fetch: Vec<String> = LATEST.commands("me@example.org")?.map(|c| c.to_string()).collect();
    println!("  download plan  {}", fetch.join("; "));

    println!("api status       {}", STATUS);
    println!("  connect to     {}", endpoint(STATUS.host(), API_PORT));
    println!("  request        GET /{}?{}", STATUS.path().unwrap_or(""), STATUS.search().unwrap_or(""));

    println!("support          {} (domain {})", SUPPORT.address(), SUPPORT.domain());
    println!("announcements    {}", ANNOUNCE.group().unwrap_or("*"));
    println!("documentation    {} (item type {})", DOCS, DOCS.item_type());
    let advice = CONSOLE.advice().map_or_else(|| "no user name".to_owned(), |a| a.to_string());
    println!("console          {} ({advice})", endpoint(CONSOLE.host(), CONSOLE.port_or_default()));
    println!("spool            /{} (on this machine: {})", SPOOL.path(), SPOOL.is_local());

    for (i, url) in FALLBACKS.iter().enumerate() {
        let how = match url.details() {
            Details::Ftp(_) => "ftp",
            Details::Http(h) if h.is_secure() => "https",
            Details::Http(_) => "http",
            Details::Gopher(_) => "gopher",
            _ => "other",
        };
        let host = url.host().expect("every fallback names a host");
        let port = url.port_or_default().expect("every fallback's scheme has a default port");
        println!("fallback {}       {} via {how} at {}", i + 1, url, endpoint(host, port));
    }
    Ok(())
}

//! `port_or_default() -> u16` of the typed views whose schemes all have a
//! default port, from the table of schemes
//! ([`__rfc1738_schemes!`](crate::__rfc1738_schemes)): each row's `takes`
//! lists the schemes its view holds with their ports, so the default is a
//! literal of the table and no scheme without one can reach it.

use crate::rfc1738::scheme::Scheme;
use crate::view::ftp::FtpUrl;
use crate::view::gopher::GopherUrl;
use crate::view::http::HttpUrl;
use crate::view::nntp::NntpUrl;
use crate::view::prospero::ProsperoUrl;
use crate::view::telnet::TelnetUrl;
use crate::view::wais::WaisUrl;

/// `port_or_default` for one view, from its row's `takes`: nothing for a
/// scheme without a default port; the port itself for a view of one
/// scheme; for a view that also takes schemes written in its form (http's
/// takes https), each form's port, then the row's own.
macro_rules! port_or_default {
    ($view:ident [($v:ident $name:literal (None))]) => {};
    ($view:ident [($v:ident $name:literal (Some($port:literal)))]) => {
        impl $view<'_> {
            #[doc = concat!("The explicit port, or the scheme's default: ", $port, ".")]
            pub const fn port_or_default(&self) -> u16 {
                match self.0.port() {
                    Some(p) => p,
                    None => $port,
                }
            }
        }
    };
    (
        $view:ident [($v:ident $name:literal (Some($port:literal)))
        $( ($fv:ident $fname:literal (Some($fport:literal))) )+]
    ) => {
        impl $view<'_> {
            #[doc = concat!(
                "The explicit port, or the scheme's default: ", $port, " for ", $name,
                $(", ", $fport, " for ", $fname,)+ "."
            )]
            pub const fn port_or_default(&self) -> u16 {
                match self.0.port() {
                    Some(p) => p,
                    None => $(if matches!(self.0.kind, Scheme::$fv) { $fport } else)+ { $port },
                }
            }
        }
    };
}

/// One [`port_or_default!`] per view of RFC 1738's schemes.
macro_rules! define_ports {
    ([] rfc1738 { $( $(#[$doc:meta])* $v:ident { view $view:ident takes $takes:tt } )* } $($rest:tt)*) => {
        $(port_or_default! { $view $takes })*
    };
}

crate::__rfc1738_schemes!(define_ports [view takes]);

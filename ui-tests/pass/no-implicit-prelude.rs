// The expansion names everything by absolute path: it works where the prelude
// is gone.
#![no_implicit_prelude]
#![deny(warnings)]

const HOME: ::url_literal::Url<'static> = ::url_literal::url!("http://info.cern.ch/");
const TYPED: ::url_literal::NewsUrl<'static> = ::url_literal::news_url!("news:comp.infosystems.www.misc");
const FALLBACK: ::url_literal::Url<'static> = ::url_literal::url!(::core::concat!("http://", "info.cern.ch/"));
#[allow(deprecated)]
const WARNED: ::url_literal::Url<'static> = ::url_literal::url!("telnet://user:pw@host.example:25/");

fn main() {
    ::std::assert!(HOME == FALLBACK);
    ::std::assert_eq!(TYPED.group(), ::core::option::Option::Some("comp.infosystems.www.misc"));
    ::std::assert_eq!(WARNED.port(), ::core::option::Option::Some(25));
}

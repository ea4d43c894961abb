// Local items that shadow what a careless expansion would name unqualified.
#![deny(warnings)]
#![allow(non_snake_case, non_upper_case_globals, dead_code, unused_macros)]

fn Ok() {}
fn Err() {}
fn Some() {}
fn None() {}
mod core {}
mod std {}
struct Url;
struct Result;
struct Option;
struct Scheme;
macro_rules! panic {
    ($($t:tt)*) => {
        compile_error!("the expansion called a local panic!")
    };
}
macro_rules! compile_error {
    ($($t:tt)*) => {
        ::core::compile_error!("the expansion called a local compile_error!")
    };
}
mod __private {}
const __URL_LITERAL: u8 = 0;
const password_in_url_literal: u8 = 0;
const control_character_in_url_literal: u8 = 0;
const ambiguous_host_in_url_literal: u8 = 0;
const URL_LITERAL: u8 = 0;
const URL_LITERAL_TEXT: u8 = 0;
#[allow(non_camel_case_types)]
struct u16;
#[allow(non_camel_case_types)]
struct str;
struct PasswordInUrl;

const HOME: url_literal::Url<'static> = url_literal::url!("http://info.cern.ch/");
const TYPED: url_literal::FtpUrl<'static> = url_literal::ftp_url!("ftp://ftp.example.org/pub/");
const VIA_CONCAT: url_literal::Url<'static> = url_literal::url!(concat!("http://", "info.cern.ch/"));
const TYPED_VIA_CONCAT: url_literal::HttpUrl<'static> = url_literal::http_url!(concat!("http://", "info.cern.ch/"));
#[allow(deprecated)]
const SECRET: url_literal::Url<'static> = url_literal::url!("ftp://user:pw@ftp.example.org:99/");

mod nested {
    fn Ok() {}
    struct Url;
    mod core {}

    pub fn home() -> url_literal::Url<'static> {
        url_literal::url!("http://info.cern.ch/")
    }
}

fn main() {
    assert_eq!(HOME, nested::home());
    assert_eq!(HOME, VIA_CONCAT);
    assert_eq!(TYPED.port_or_default(), 21);
    assert_eq!(TYPED_VIA_CONCAT.as_url(), HOME);
    assert_eq!(SECRET.password(), ::core::option::Option::Some("pw"));
    assert_eq!(__URL_LITERAL + password_in_url_literal, 0);
    assert_eq!(control_character_in_url_literal + ambiguous_host_in_url_literal + URL_LITERAL + URL_LITERAL_TEXT, 0);
    let _ = (u16, str, PasswordInUrl);
}

//! A stand-in for url-core's `Url` with the same field types, the fields
//! `#[doc(hidden)] pub`, so that a macro could expand to a struct literal.
#![allow(missing_docs)]

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Url<'a> {
    #[doc(hidden)]
    pub s: &'a str,
    #[doc(hidden)]
    pub scheme_end: u32,
    #[doc(hidden)]
    pub at: u32,
    #[doc(hidden)]
    pub colon: u32,
    #[doc(hidden)]
    pub host_end: u32,
    #[doc(hidden)]
    pub auth_end: u32,
    #[doc(hidden)]
    pub end: u32,
    #[doc(hidden)]
    pub marks: [u32; 3],
    #[doc(hidden)]
    pub port: u16,
    #[doc(hidden)]
    pub kind: Scheme,
    #[doc(hidden)]
    pub flags: u8,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[repr(u8)]
pub enum Scheme {
    Ftp,
    Http,
    Gopher,
    Mailto,
    News,
    Nntp,
    Telnet,
    Wais,
    File,
    Prospero,
    Https,
    Other,
}

/// A typed view, as url-core's: a newtype over `Url`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FtpUrl<'a>(#[doc(hidden)] pub Url<'a>);

/// Two fields: the text and url-core's packed parts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Url2<'a> {
    #[doc(hidden)]
    pub s: &'a str,
    #[doc(hidden)]
    pub packed: u128,
}

#[doc(hidden)]
pub mod __private {
    pub use fake_url_macros::{__struct, __struct2};
}

/// `url!("..")`: url-core parses the literal in the proc macro, which emits
/// `$crate::Url { s: "..", scheme_end: 4, .. }`; the same `macro_rules!`
/// wrapper passing `$crate` as url-literal's.
#[macro_export]
macro_rules! url {
    ($($arg:tt)*) => {
        $crate::__private::__struct! { $crate; $($arg)* }
    };
}

/// `url2!("..")` emits `$crate::Url2 { s: "..", packed: Nu128 }`.
#[macro_export]
macro_rules! url2 {
    ($($arg:tt)*) => {
        $crate::__private::__struct2! { $crate; $($arg)* }
    };
}

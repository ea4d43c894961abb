//! One production per RFC 1738 §3 scheme: the `const fn parse` of the part
//! after `<scheme>:`, called by the dispatcher in [`crate::rfc1738`]. Each
//! records the scheme's marks in the [`Url`](crate::view::url::Url) it fills;
//! the typed views that read them are in `crate::view`.

pub(crate) mod file;
pub(crate) mod ftp;
pub(crate) mod gopher;
pub(crate) mod http;
pub(crate) mod mailto;
pub(crate) mod news;
pub(crate) mod nntp;
pub(crate) mod other;
pub(crate) mod prospero;
pub(crate) mod telnet;
pub(crate) mod wais;

//! The productions of the run-time instance: the files of
//! `rfc1738/scheme/` mounted again (see [`crate::twin`]).

#[path = "../scheme/file.rs"]
pub(crate) mod file;
#[path = "../scheme/ftp.rs"]
pub(crate) mod ftp;
#[path = "../scheme/gopher.rs"]
pub(crate) mod gopher;
#[path = "../scheme/http.rs"]
pub(crate) mod http;
#[path = "../scheme/mailto.rs"]
pub(crate) mod mailto;
#[path = "../scheme/news.rs"]
pub(crate) mod news;
#[path = "../scheme/nntp.rs"]
pub(crate) mod nntp;
#[path = "../scheme/other.rs"]
pub(crate) mod other;
#[path = "../scheme/prospero.rs"]
pub(crate) mod prospero;
#[path = "../scheme/telnet.rs"]
pub(crate) mod telnet;
#[path = "../scheme/wais.rs"]
pub(crate) mod wais;

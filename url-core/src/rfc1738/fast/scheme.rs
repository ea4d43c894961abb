//! The productions the run-time instance has: http (and https) and ftp,
//! the files of `rfc1738/scheme/` mounted again (see [`crate::twin`]).

#[path = "../scheme/ftp.rs"]
pub(crate) mod ftp;
#[path = "../scheme/http.rs"]
pub(crate) mod http;

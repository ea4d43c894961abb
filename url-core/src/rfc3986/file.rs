//! `file` URIs by RFC 8089 §2, on top of RFC 3986:
//!
//! ```text
//! file-URI       = file-scheme ":" file-hier-part
//! file-scheme    = "file"
//! file-hier-part = ( "//" auth-path )
//!                / local-path
//! auth-path      = [ file-auth ] path-absolute
//! local-path     = path-absolute
//! file-auth      = "localhost"
//!                / host
//! ```
//!
//! So no userinfo, no port, an absolute path, and no query (the fragment is
//! RFC 3986's, §3.5, and stays). The nonstandard forms of Appendix E are
//! errors whose help gives the §2 form: `file:c:/x` (E.2) is
//! `file:///c:/x`, `file:////host/share` (E.3.2) is `file://host/share`.
//!
//! [`FileUri`] is the typed view, with the conversions to and from the
//! paths of Unix and Windows.

use crate::error::{ParseError, RfcRule};
use crate::rfc3986::scheme::{path_end, query_end, rfc_fail};
use crate::rfc3986::uri::UriRef;
use crate::view::url::NO_OFFSET;

/// The rules of RFC 8089 §2 on the valid `URI` `u`, whose scheme is `file`.
pub(crate) const fn check(u: &UriRef<'_>) -> Result<(), ParseError> {
    let b = u.s.as_bytes();
    let path_start = u.path_start as usize;
    let path_end = path_end(u);
    if u.auth_start != NO_OFFSET {
        let (auth, host, host_end) = (u.auth_start as usize, u.host_start as usize, u.host_end as usize);
        if host > auth {
            return Err(rfc_fail(auth, host - auth, RfcRule::FileUserinfo));
        }
        if host_end < path_start {
            // ':' and the port, perhaps empty.
            return Err(rfc_fail(host_end, path_start - host_end, RfcRule::FilePort));
        }
        if path_start == path_end {
            return Err(rfc_fail(path_start, 0, RfcRule::FileNoPath));
        }
        if path_start + 1 < path_end && b[path_start + 1] == b'/' {
            if host == host_end {
                // `file:////host/share`: every slash after `file:`.
                let mut k = path_start;
                while k < path_end && b[k] == b'/' {
                    k += 1;
                }
                return Err(rfc_fail(auth - 2, k - (auth - 2), RfcRule::FileUncSlashes));
            }
            return Err(rfc_fail(path_start, 2, RfcRule::FileEmptySegment));
        }
    } else if path_start == path_end || b[path_start] != b'/' {
        return Err(rfc_fail(path_start, path_end - path_start, RfcRule::FileLocalPath));
    }
    if u.query != NO_OFFSET {
        let q = u.query as usize;
        return Err(rfc_fail(q, query_end(u) - q, RfcRule::FileQuery));
    }
    Ok(())
}

//! `otherurl` (RFC 1738 §5): any scheme RFC 1738 does not define.

// This file is mounted twice (see `crate::twin`): `prim` and `authority` are
// the instance's.
use super::super::authority::authority;
use super::super::prim::scan;
use crate::chars::XCHAR;
use crate::error::{Component, ParseError};
use crate::rfc1738::scheme::Scheme;
use crate::scan::{finish, tri};
use crate::view::url::Url;

cfn! {
/// Parses the part after `<scheme>:`.
///
/// ```text
/// otherurl   = genericurl
/// genericurl = scheme ":" schemepart
/// schemepart = *xchar | ip-schemepart
/// ```
///
/// Valid when the scheme-specific part is `*xchar`; when it also reads as
/// `ip-schemepart` (`//login[/urlpath]` with a valid host and port), the
/// login parts are recorded.
pub(crate) fn parse(b: &[u8], u: &mut Url<'_>) -> Result<(), ParseError> {
    let start = u.scheme_end as usize + 1;
    let e = tri!(scan::<{ XCHAR }>(b, start, Component::SchemePart));
    u.end = tri!(finish(b, e, Component::SchemePart)) as u32;
    if let Ok(a) = authority(b, start, Scheme::Other) {
        a.store(u);
    }
    Ok(())
}
}

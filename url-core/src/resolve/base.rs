//! What a reference resolves against: the sealed [`Base`] trait.

use crate::resolve::reference::{split, RelativeRef};
use crate::view::url::Url;

mod sealed {
    /// What the resolving functions need of a base.
    pub trait Sealed {
        /// The base split as a reference.
        fn parts(&self) -> super::RelativeRef<'_>;
    }
}

/// What a reference can be resolved against: a [`Url`], or a
/// [`RelativeRef`] with a scheme (for bases that are not RFC 1738 URLs, such
/// as `http:///s//a/b/c`). Sealed.
///
/// ```
/// use url_core::resolve::{resolve_rfc1630, RelativeRef};
///
/// let base = RelativeRef::parse("http:///s//a/b/c").unwrap();
/// let mut out = String::new();
/// resolve_rfc1630(&base, &RelativeRef::parse("/g").unwrap(), &mut out).unwrap();
/// assert_eq!(out, "http:///s//a/g");
/// ```
pub trait Base: sealed::Sealed {}

impl sealed::Sealed for Url<'_> {
    fn parts(&self) -> RelativeRef<'_> {
        split(self.as_str())
    }
}

impl Base for Url<'_> {}

impl sealed::Sealed for RelativeRef<'_> {
    fn parts(&self) -> RelativeRef<'_> {
        *self
    }
}

impl Base for RelativeRef<'_> {}

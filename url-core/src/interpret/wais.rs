//! wais: database, search or document (RFC 1738 §3.9).

use core::hash::Hash;

use crate::percent::Decoded;
use crate::view::wais::{WaisForm, WaisUrl};

/// What a wais URL designates (RFC 1738 §3.9), decoded; see
/// [`WaisUrl::request`].
///
/// ```
/// use url_core::interpret::WaisRequest;
///
/// let w = url_core::WaisUrl::parse("wais://quake.think.com/directory-of-servers?gopher%20sites").unwrap();
/// assert_eq!(
///     w.request(),
///     WaisRequest::Search { database: "directory-of-servers".into(), search: "gopher sites".into() }
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaisRequest<'a> {
    /// `wais://<host>:<port>/<database>`: a database "available for
    /// searching".
    Database {
        /// The database name, decoded.
        database: Decoded<'a>,
    },
    /// `wais://<host>:<port>/<database>?<search>`: "a particular search".
    Search {
        /// The database name, decoded.
        database: Decoded<'a>,
        /// The search, decoded (`+` is not a space).
        search: Decoded<'a>,
    },
    /// `wais://<host>:<port>/<database>/<wtype>/<wpath>`: "a particular
    /// document within a WAIS database to be retrieved".
    Document {
        /// The database name, decoded.
        database: Decoded<'a>,
        /// The WAIS type of the object, decoded.
        wtype: Decoded<'a>,
        /// The WAIS document-id, decoded; opaque ("it may only be decomposed
        /// by the server that issued it").
        wpath: Decoded<'a>,
    },
}

impl<'a> WaisRequest<'a> {
    /// The database, decoded, whatever the form.
    ///
    /// ```
    /// let w = url_core::WaisUrl::parse("wais://host/my%20db/TEXT/1").unwrap();
    /// assert_eq!(w.request().database(), "my db");
    /// ```
    pub const fn database(&self) -> Decoded<'a> {
        match *self {
            WaisRequest::Database { database }
            | WaisRequest::Search { database, .. }
            | WaisRequest::Document { database, .. } => database,
        }
    }
}

impl<'a> WaisUrl<'a> {
    /// The database, search or document, decoded.
    ///
    /// ```
    /// use url_core::interpret::WaisRequest;
    /// let w = url_core::WaisUrl::parse("wais://host/db/TEXT/id%2F1").unwrap();
    /// assert_eq!(
    ///     w.request(),
    ///     WaisRequest::Document { database: "db".into(), wtype: "TEXT".into(), wpath: "id/1".into() }
    /// );
    /// ```
    pub const fn request(&self) -> WaisRequest<'a> {
        let database = Decoded::encoded(self.database());
        match self.form() {
            WaisForm::Database => WaisRequest::Database { database },
            WaisForm::Index { search } => WaisRequest::Search { database, search: Decoded::encoded(search) },
            WaisForm::Document { wtype, wpath } => {
                WaisRequest::Document { database, wtype: Decoded::encoded(wtype), wpath: Decoded::encoded(wpath) }
            }
        }
    }
}

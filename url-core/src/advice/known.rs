//! The scheme names advice knows, for its one-edit typo check: the names of
//! the two tables of schemes
//! ([`__rfc1738_schemes!`](crate::__rfc1738_schemes),
//! [`__rfc3986_schemes!`](crate::__rfc3986_schemes)), and apart from them
//! the names neither grammar defines that advice must leave alone.

/// Whether a scheme's form, written as the table's `prefix`, starts its
/// scheme-specific part with `//` (`"ftp://"`, not `"mailto:"`).
const fn takes_slashes(prefix: &str) -> bool {
    let b = prefix.as_bytes();
    b.len() >= 2 && b[b.len() - 2] == b'/' && b[b.len() - 1] == b'/'
}

/// [`RFC1738`] from the RFC 1738 table: its schemes and their forms (https),
/// not `other`.
macro_rules! rfc1738_names {
    (
        []
        rfc1738 { $( $(#[$doc:meta])* $v:ident { name $name:literal prefix $prefix:literal } )* }
        forms { $( $(#[$fdoc:meta])* $fv:ident of $of:ident { name $fname:literal prefix $fprefix:literal } )* }
        other $other:tt
    ) => {
        /// The schemes of RFC 1738 and their forms, in the table's order,
        /// each with whether its form starts with `//`.
        pub(super) const RFC1738: &[(&str, bool)] =
            &[$(($name, takes_slashes($prefix)),)* $(($fname, takes_slashes($fprefix)),)*];
    };
}

crate::__rfc1738_schemes!(rfc1738_names [name prefix]);

/// [`RFC3986`] from the RFC 3986 table.
macro_rules! rfc3986_names {
    ([] rfc3986 { $( $v:ident { name $name:literal } )* }) => {
        /// The schemes whose rules the RFC 3986 parser applies, in the
        /// table's order; the form of each starts with `//` (`"//" authority`:
        /// RFC 9110 §4.2.1, §4.2.2, RFC 6455 §3).
        pub(super) const RFC3986: &[&str] = &[$($name,)*];
    };
}

crate::__rfc3986_schemes!(rfc3986_names[name]);

/// The schemes a typo is measured against, and whether their form starts
/// with `//`: the RFC 3986 table's first (the schemes most typed today, so
/// that `fttp` is taken for `http` rather than `ftp`), then RFC 1738's. A
/// name in both comes twice; the first wins.
///
/// The first of them, in that order, that `f` takes, if any: plain loops
/// rather than an iterator chain, whose adaptors were a score of functions
/// per call site in url-core's build.
pub(super) fn first_known(mut f: impl FnMut(&'static str, bool) -> bool) -> Option<(&'static str, bool)> {
    for &name in RFC3986 {
        if f(name, true) {
            return Some((name, true));
        }
    }
    for &(name, slashes) in RFC1738 {
        if f(name, slashes) {
            return Some((name, slashes));
        }
    }
    None
}

/// Real schemes neither table defines that are one edit from a known one
/// (`ftps` from `ftp`, `sftp` from `ftp`, `tftp`, `shttp`, `nntps`,
/// `snews`, `telnets`, `gophers`): left alone, as a known name is, rather
/// than "corrected" into the scheme they resemble.
pub(super) const REAL: &[&str] = &["ftps", "sftp", "tftp", "shttp", "nntps", "snews", "telnets", "gophers"];

//! The identity macro behind a `macro_rules!` wrapper, as url-literal wraps url-macros.
#[doc(hidden)]
pub mod __private {
    pub use ident_macro::__ident_krate;
}

/// `lit!("x")` is `"x"`.
#[macro_export]
macro_rules! lit {
    ($($arg:tt)*) => {
        $crate::__private::__ident_krate! { $crate; $($arg)* }
    };
}

//! The variables of `uri_template!` and `try_uri_template!`: each value
//! bound by its type to one of RFC 6570's kinds (§2.3), borrowed, and read
//! by the expansion through [`Variable`] without being copied.
//!
//! | the value's type | RFC 6570 kind |
//! |---|---|
//! | a slice, an array or a `Vec` of pairs `(K, V)`, a `BTreeMap<K, V>`, a `HashMap<K, V>` (`std`), with `K` and `V` `Display` | associative array, in the order of the slice or the `BTreeMap`; a `HashMap`'s in key order |
//! | a slice, an array, a `Vec`, a `VecDeque` or a `BTreeSet` of `Display` items | list |
//! | an iterator of `Display` items that is `Clone` (`names.iter().map(…)`, a range) | list, read from a clone each time the expansion reads it; its items are the iterator's code, so `uri_template!` takes it only where it takes text (the query), and `try_uri_template!` anywhere |
//! | `Option<T>` with `T: Display` | undefined when `None`, else a string |
//! | any other `Display` (`&str`, `String`, numbers, `bool`, `char`, your types) | string |
//!
//! An empty list or associative array is undefined (§2.3), as `None` is.
//! A `HashMap` iterates in an order that changes from run to run; so that
//! the same values give the same URI on every run, its pairs are expanded
//! in the order of their keys (`K: Ord`), which costs a vector of
//! references per expansion of the variable.
//!
//! The macros bind a value with [`Tag`] (autoref specialization: the first
//! of these rows its type fits), then check with trait bounds what the
//! template asks of it: [`Prefixable`] where a prefix modifier applies
//! (§2.4.1), [`SafeValue`] where `uri_template!` could otherwise refuse a
//! value at run time. A type that fits no row is a compile error that lists
//! them ([`Bound`]).

use alloc::collections::{BTreeMap, BTreeSet, VecDeque};
use alloc::vec::Vec;
use core::fmt::{self, Display};

use super::segment::SegmentSafe;
use crate::rfc6570::{Kind, Variable, Vars};

/// A value as the macros bind it: `(&&&&&Tag(&value)).__url_literal_bind()`
/// picks [`MapVar`], [`ListVar`], [`IterVar`], [`OptVar`], [`StrVar`] or
/// [`Unsupported`] by the value's type.
#[doc(hidden)]
pub struct Tag<'a, T: ?Sized>(pub &'a T);

/// An associative array: a map, or a sequence of pairs.
pub trait MapLike {
    /// The names.
    type Key: Display;
    /// The values.
    type Value: Display;
    /// Calls `f` with each pair, in the order of the expansion.
    fn each(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result;
}

/// A list: a sequence of `Display` items.
pub trait ListLike {
    /// The items.
    type Item: Display;
    /// Calls `f` with each item, in order.
    fn each(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result;
}

/// An optional string: `Option<T>` with `T: Display`.
pub trait OptionLike {
    /// The value when there is one.
    type Inner: Display + ?Sized;
    /// The value, or `None`.
    fn get(&self) -> Option<&Self::Inner>;
}

impl<K: Display, V: Display> MapLike for [(K, V)] {
    type Key = K;
    type Value = V;
    fn each(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|(k, v)| f(k, v))
    }
}

impl<K: Display, V: Display, const N: usize> MapLike for [(K, V); N] {
    type Key = K;
    type Value = V;
    fn each(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|(k, v)| f(k, v))
    }
}

impl<K: Display, V: Display> MapLike for Vec<(K, V)> {
    type Key = K;
    type Value = V;
    fn each(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|(k, v)| f(k, v))
    }
}

impl<K: Display, V: Display> MapLike for BTreeMap<K, V> {
    type Key = K;
    type Value = V;
    fn each(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|(k, v)| f(k, v))
    }
}

#[cfg(feature = "std")]
impl<K: Display + Ord, V: Display, S> MapLike for std::collections::HashMap<K, V, S> {
    type Key = K;
    type Value = V;
    /// In the order of the keys, so that the same map gives the same URI
    /// on every run.
    fn each(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        let mut pairs: Vec<(&K, &V)> = self.iter().collect();
        pairs.sort_unstable_by(|a, b| a.0.cmp(b.0));
        pairs.into_iter().try_for_each(|(k, v)| f(k, v))
    }
}

impl<M: MapLike + ?Sized> MapLike for &M {
    type Key = M::Key;
    type Value = M::Value;
    fn each(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        (**self).each(f)
    }
}

impl<T: Display> ListLike for [T] {
    type Item = T;
    fn each(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|x| f(x))
    }
}

impl<T: Display, const N: usize> ListLike for [T; N] {
    type Item = T;
    fn each(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|x| f(x))
    }
}

impl<T: Display> ListLike for Vec<T> {
    type Item = T;
    fn each(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|x| f(x))
    }
}

impl<T: Display> ListLike for VecDeque<T> {
    type Item = T;
    fn each(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|x| f(x))
    }
}

impl<T: Display> ListLike for BTreeSet<T> {
    type Item = T;
    fn each(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|x| f(x))
    }
}

impl<L: ListLike + ?Sized> ListLike for &L {
    type Item = L::Item;
    fn each(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        (**self).each(f)
    }
}

mod sealed {
    /// The crate's own collections.
    pub trait Sealed {}
}

/// The crate's own [`ListLike`] types, which write their items and nothing
/// else: only these fill an expression where `uri_template!` asks for a
/// safe value. Sealed: a type of the user's could write other text than
/// its `Item` (`..`, which made `uri_template!` panic at run time).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot fill this expression of `uri_template!`: a list of the program's own type could write \
               any text, and make a path segment `.` or `..`",
    note = "use the fallible form, which refuses such a value with an error naming the variable, or pass a slice, an \
            array, a `Vec`, a `VecDeque` or a `BTreeSet` of integers"
)]
pub trait OwnList: ListLike + sealed::Sealed {}

/// The crate's own [`MapLike`] types (see [`OwnList`]).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot fill this expression of `uri_template!`: a map of the program's own type could write \
               any text, and make a path segment `.` or `..`",
    note = "use the fallible form, which refuses such a value with an error naming the variable, or pass a \
            `BTreeMap`, a `HashMap` or a slice of pairs of integers"
)]
pub trait OwnMap: MapLike + sealed::Sealed {}

impl<T: Display> OwnList for [T] {}
impl<T: Display, const N: usize> OwnList for [T; N] {}
impl<T: Display> OwnList for Vec<T> {}
impl<T: Display> OwnList for VecDeque<T> {}
impl<T: Display> OwnList for BTreeSet<T> {}
impl<K: Display, V: Display> OwnMap for [(K, V)] {}
impl<K: Display, V: Display, const N: usize> OwnMap for [(K, V); N] {}
impl<K: Display, V: Display> OwnMap for Vec<(K, V)> {}
impl<K: Display, V: Display> OwnMap for BTreeMap<K, V> {}
#[cfg(feature = "std")]
impl<K: Display + Ord, V: Display, S> OwnMap for std::collections::HashMap<K, V, S> {}
impl<T> sealed::Sealed for [T] {}
impl<T, const N: usize> sealed::Sealed for [T; N] {}
impl<T> sealed::Sealed for Vec<T> {}
impl<T> sealed::Sealed for VecDeque<T> {}
impl<T> sealed::Sealed for BTreeSet<T> {}
impl<K, V> sealed::Sealed for BTreeMap<K, V> {}
#[cfg(feature = "std")]
impl<K, V, S> sealed::Sealed for std::collections::HashMap<K, V, S> {}
impl<C: sealed::Sealed + ?Sized> sealed::Sealed for &C {}
impl<L: OwnList + ?Sized> OwnList for &L {}
impl<M: OwnMap + ?Sized> OwnMap for &M {}

impl<T: Display> OptionLike for Option<T> {
    type Inner = T;
    fn get(&self) -> Option<&T> {
        self.as_ref()
    }
}

impl<O: OptionLike + ?Sized> OptionLike for &O {
    type Inner = O::Inner;
    fn get(&self) -> Option<&O::Inner> {
        (**self).get()
    }
}

/// An associative array's binding.
#[doc(hidden)]
pub struct MapVar<'a, M: ?Sized>(&'a M);
/// A list's binding.
#[doc(hidden)]
pub struct ListVar<'a, L: ?Sized>(&'a L);
/// An iterator's binding: a list, read from a clone of the iterator.
#[doc(hidden)]
pub struct IterVar<'a, I: ?Sized>(&'a I);
/// An optional string's binding.
#[doc(hidden)]
pub struct OptVar<'a, O: ?Sized>(&'a O);
/// A string's binding.
#[doc(hidden)]
pub struct StrVar<'a, T: ?Sized>(&'a T);
/// The binding of a value that is none of RFC 6570's kinds: it has no
/// [`Bound`], a compile error.
#[doc(hidden)]
pub struct Unsupported<'a, T: ?Sized>(&'a T);

/// The traits of the rows, one per kind, alike but for their names (each
/// row of the autoref specialization is a trait of its own).
macro_rules! rows {
    ($($(#[$doc:meta])* $name:ident,)*) => {$(
        $(#[$doc])*
        #[doc(hidden)]
        pub trait $name<'a> {
            /// The binding.
            type Out;
            /// Binds the value.
            fn __url_literal_bind(self) -> Self::Out;
        }
    )*};
}

rows! {
    /// The first row: associative arrays.
    BindMap,
    /// The second row: lists.
    BindList,
    /// The third row: iterators, as lists.
    BindIter,
    /// The fourth row: optional strings.
    BindOption,
    /// The fifth row: strings.
    BindDisplay,
    /// The last row: anything else, refused by [`Bound`].
    BindOther,
}

impl<'a, M: MapLike + ?Sized> BindMap<'a> for &&&&&Tag<'a, M> {
    type Out = MapVar<'a, M>;
    fn __url_literal_bind(self) -> MapVar<'a, M> {
        MapVar(self.0)
    }
}

impl<'a, L: ListLike + ?Sized> BindList<'a> for &&&&Tag<'a, L> {
    type Out = ListVar<'a, L>;
    fn __url_literal_bind(self) -> ListVar<'a, L> {
        ListVar(self.0)
    }
}

impl<'a, I: Iterator + Clone> BindIter<'a> for &&&Tag<'a, I>
where
    I::Item: Display,
{
    type Out = IterVar<'a, I>;
    fn __url_literal_bind(self) -> IterVar<'a, I> {
        IterVar(self.0)
    }
}

impl<'a, O: OptionLike + ?Sized> BindOption<'a> for &&Tag<'a, O> {
    type Out = OptVar<'a, O>;
    fn __url_literal_bind(self) -> OptVar<'a, O> {
        OptVar(self.0)
    }
}

impl<'a, T: Display + ?Sized> BindDisplay<'a> for &Tag<'a, T> {
    type Out = StrVar<'a, T>;
    fn __url_literal_bind(self) -> StrVar<'a, T> {
        StrVar(self.0)
    }
}

impl<'a, T: ?Sized> BindOther<'a> for Tag<'a, T> {
    type Out = Unsupported<'a, T>;
    fn __url_literal_bind(self) -> Unsupported<'a, T> {
        Unsupported(self.0)
    }
}

/// A bound variable: its value for the expansion, `None` when undefined.
#[diagnostic::on_unimplemented(
    message = "this value cannot be a variable of a URI template (RFC 6570 §2.3)",
    label = "neither a string, an `Option`, a list nor an associative array",
    note = "a variable takes text or a number (any `Display`), an `Option` of one (undefined when `None`), a list (a \
            slice, an array, a `Vec`, a `VecDeque` or a `BTreeSet` of `Display` items, or an iterator of them that is `Clone`) or an associative array (a \
            `BTreeMap`, a `HashMap` or a slice of `(name, value)` pairs)"
)]
pub trait Bound {
    /// The value, or `None` when it is undefined.
    fn variable(&self) -> Option<&dyn Variable>;
}

impl<M: MapLike + ?Sized> Variable for MapVar<'_, M> {
    fn kind(&self) -> Kind {
        Kind::AssocArray
    }
    fn pairs(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        self.0.each(f)
    }
}
impl<M: MapLike + ?Sized> Bound for MapVar<'_, M> {
    fn variable(&self) -> Option<&dyn Variable> {
        Some(self)
    }
}

impl<L: ListLike + ?Sized> Variable for ListVar<'_, L> {
    fn kind(&self) -> Kind {
        Kind::List
    }
    fn items(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        self.0.each(f)
    }
}
impl<L: ListLike + ?Sized> Bound for ListVar<'_, L> {
    fn variable(&self) -> Option<&dyn Variable> {
        Some(self)
    }
}

impl<I: Iterator + Clone> Variable for IterVar<'_, I>
where
    I::Item: Display,
{
    fn kind(&self) -> Kind {
        Kind::List
    }
    /// The items of a clone of the iterator, so that the expansion can
    /// read the list as many times as the template names it.
    fn items(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        self.0.clone().try_for_each(|x| f(&x))
    }
}
impl<I: Iterator + Clone> Bound for IterVar<'_, I>
where
    I::Item: Display,
{
    fn variable(&self) -> Option<&dyn Variable> {
        Some(self)
    }
}

impl<O: OptionLike + ?Sized> Variable for OptVar<'_, O> {
    fn kind(&self) -> Kind {
        Kind::String
    }
    fn write(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        match self.0.get() {
            Some(v) => write!(out, "{v}"),
            None => Ok(()),
        }
    }
}
impl<O: OptionLike + ?Sized> Bound for OptVar<'_, O> {
    fn variable(&self) -> Option<&dyn Variable> {
        match self.0.get() {
            Some(_) => Some(self),
            None => None,
        }
    }
}

impl<T: Display + ?Sized> Variable for StrVar<'_, T> {
    fn kind(&self) -> Kind {
        Kind::String
    }
    fn write(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "{}", self.0)
    }
}
impl<T: Display + ?Sized> Bound for StrVar<'_, T> {
    fn variable(&self) -> Option<&dyn Variable> {
        Some(self)
    }
}

/// The bindings a prefix modifier (`{var:3}`) applies to: strings, which
/// it cuts to their first characters (§2.4.1).
#[diagnostic::on_unimplemented(
    message = "a prefix modifier cannot apply to a list or an associative array (RFC 6570 §2.4.1)",
    label = "this value is a composite value, and the template gives it a prefix modifier `:n`",
    note = "RFC 6570 §2.4.1: \"Prefix modifiers are not applicable to variables that have composite values\"; \
            drop the `:n`, or pass a string"
)]
pub trait Prefixable {}
impl<O: OptionLike + ?Sized> Prefixable for OptVar<'_, O> {}
impl<T: Display + ?Sized> Prefixable for StrVar<'_, T> {}

/// `value`, checked at compile time to be [`Prefixable`]: what the macros
/// wrap a variable with a prefix modifier in.
#[doc(hidden)]
#[inline]
pub const fn prefixable<V: Prefixable>(value: &V) -> &V {
    value
}

/// The bindings `uri_template!` takes where a text value could be refused
/// at run time (a whole path segment, `{/x}`, `{+x}`, `{#x}`): those whose
/// strings, items, names and values are all [`SafeAtom`]s (integers,
/// `bool`, floats, IP addresses: the [`SegmentSafe`](super::SegmentSafe)
/// types), which cannot be empty, `.` or `..`, nor write a `/`, `?`, `#`
/// or `@`. Text there needs `try_uri_template!`.
#[diagnostic::on_unimplemented(
    message = "a text value cannot fill this expression of `uri_template!`: it could make a path segment `.` or \
               `..`, or, in `{{+x}}` and `{{#x}}`, move the host or end the fragment",
    label = "this value could be `..`, which would climb a level of the path",
    note = "use the fallible form, which refuses such a value with an error naming the variable: \
            `let uri = try_uri_template!(\"https://api.github.com/repos/{{owner}}/{{repo}}\")?;`",
    note = "here `uri_template!` takes integers, `bool`, floats and IP addresses (and lists and maps of them); \
            `{{?x}}`, and a `{{&x}}` or `{{x}}` in the query, take any `Display`"
)]
pub trait SafeValue {}
impl<T: SafeAtom + ?Sized> SafeValue for StrVar<'_, T> {}
impl<O: OptionLike + ?Sized> SafeValue for OptVar<'_, O> where O::Inner: SafeAtom {}
impl<L: OwnList + ?Sized> SafeValue for ListVar<'_, L> where L::Item: SafeAtom {}
impl<M: OwnMap + ?Sized> SafeValue for MapVar<'_, M>
where
    M::Key: SafeAtom,
    M::Value: SafeAtom,
{
}

/// The [`SegmentSafe`](super::SegmentSafe) types, as [`SafeValue`]'s
/// parts: the trait rustc names for a text value, with a message that
/// names `try_uri_template!`. Sealed through `SegmentSafe`: a type of the
/// user's, whose `Display` could spell `..`, cannot be one (it made
/// `uri_template!` panic at run time).
///
/// ```compile_fail
/// struct Dots;
/// impl core::fmt::Display for Dots {
///     fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
///         f.write_str("..")
///     }
/// }
/// impl url_core::template::SafeAtom for Dots {}
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot fill this expression of `uri_template!`: a text value could make a path segment `.` \
               or `..`, or, in `{{+x}}` and `{{#x}}`, move the host or end the fragment",
    label = "this value could be `..`, which would climb a level of the path",
    note = "use the fallible form, which refuses such a value with an error naming the variable: \
            `let uri = try_uri_template!(\"https://api.github.com/repos/{{owner}}/{{repo}}\")?;`",
    note = "here `uri_template!` takes integers, `bool`, floats and IP addresses (and lists and maps of them); \
            `{{?x}}`, and a `{{&x}}` or `{{x}}` in the query, take any `Display`"
)]
pub trait SafeAtom: SegmentSafe {}

/// `impl SafeAtom` for each type (each `SegmentSafe`, the supertrait).
macro_rules! safe_atom {
    ($($t:ty),*) => {$(
        impl SafeAtom for $t {}
    )*};
}

safe_atom!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, bool, f32, f64);
safe_atom!(core::net::IpAddr, core::net::Ipv4Addr, core::net::Ipv6Addr);
safe_atom!(core::num::NonZeroU8, core::num::NonZeroU16, core::num::NonZeroU32, core::num::NonZeroU64);
safe_atom!(core::num::NonZeroU128, core::num::NonZeroUsize, core::num::NonZeroI8, core::num::NonZeroI16);
safe_atom!(core::num::NonZeroI32, core::num::NonZeroI64, core::num::NonZeroI128, core::num::NonZeroIsize);
impl<T: SafeAtom + ?Sized> SafeAtom for &T {}

/// The bindings `uri_template!` takes where even an undefined value could
/// be refused: a `{x}` or `{+x}` standing in a path segment whose fixed text
/// is only dots, which an expression after it can end (`/{x}.{#y}`: with
/// `x` undefined and `y` defined, the segment is `.`). Strings of
/// [`SafeAtom`]s only: never empty, never undefined.
#[diagnostic::on_unimplemented(
    message = "this variable of `uri_template!` must always be there: undefined (`None`, an empty list or map), it \
               could leave its path segment `.` or `..`",
    label = "an `Option`, a list or a map here could be undefined",
    note = "pass an integer, `bool`, float or IP address, or use `try_uri_template!`, which refuses such an expansion \
            with an error naming the variable"
)]
pub trait SafeDefined {}
impl<T: SafeAtom + ?Sized> SafeDefined for StrVar<'_, T> {}

/// `value`, checked at compile time to be [`SafeDefined`].
#[doc(hidden)]
#[inline]
pub const fn safe_defined<V: SafeDefined>(value: &V) -> &V {
    value
}

/// `value`, checked at compile time to be [`SafeValue`].
#[doc(hidden)]
#[inline]
pub const fn safe_value<V: SafeValue>(value: &V) -> &V {
    value
}

/// `value`'s variable: what the macros call on each binding, by path.
#[doc(hidden)]
#[inline]
pub fn variable<V: Bound>(value: &V) -> Option<&dyn Variable> {
    value.variable()
}

/// The variables of one expansion of `uri_template!`: the bindings in the
/// order of the template's first uses, and for each varspec (in the order
/// written) the index of its variable.
#[doc(hidden)]
pub struct Bindings<'a, const N: usize> {
    /// The bindings.
    pub vars: [Option<&'a dyn Variable>; N],
    /// The names, in the same order.
    pub names: &'static [&'static str],
    /// For each varspec, the index of its variable.
    pub specs: &'static [u16],
}

impl<const N: usize> Vars for Bindings<'_, N> {
    #[inline]
    fn with(&self, name: &str, index: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
        let k = match self.specs.get(index) {
            Some(&k) if self.names.get(k as usize) == Some(&name) => Some(k as usize),
            _ => self.names.iter().position(|n| *n == name),
        };
        f(k.and_then(|k| self.vars[k]))
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use alloc::string::String;
    use alloc::vec;
    use std::string::ToString;

    /// `value` bound as the macros bind it.
    macro_rules! bind {
        ($value:expr) => {{
            let tag = &&&&&Tag(&$value);
            tag.__url_literal_bind()
        }};
    }

    fn kind_of<V: Bound>(v: &V) -> Option<(Kind, String)> {
        let var = v.variable()?;
        let mut s = String::new();
        match var.kind() {
            Kind::String => var.write(&mut s).unwrap(),
            Kind::List => var.items(&mut |x| fmt::Write::write_fmt(&mut s, format_args!("{x};"))).unwrap(),
            Kind::AssocArray => var.pairs(&mut |k, v| fmt::Write::write_fmt(&mut s, format_args!("{k}={v};"))).unwrap(),
        }
        Some((var.kind(), s))
    }

    #[test]
    fn each_type_binds_to_its_kind() {
        let s = "a b";
        assert_eq!(kind_of(&bind!(s)), Some((Kind::String, "a b".to_string())));
        assert_eq!(kind_of(&bind!(7u8)), Some((Kind::String, "7".to_string())));
        let none: Option<&str> = None;
        assert_eq!(kind_of(&bind!(none)), None);
        assert_eq!(kind_of(&bind!(Some(3))), Some((Kind::String, "3".to_string())));
        let list = vec!["x", "y"];
        assert_eq!(kind_of(&bind!(list)), Some((Kind::List, "x;y;".to_string())));
        let slice = &list[..];
        assert_eq!(kind_of(&bind!(slice)), Some((Kind::List, "x;y;".to_string())));
        let pairs = [("k", 1), ("a", 2)];
        assert_eq!(kind_of(&bind!(pairs)), Some((Kind::AssocArray, "k=1;a=2;".to_string())));
        let map: BTreeMap<&str, &str> = [("z", "1"), ("b", "2")].into_iter().collect();
        assert_eq!(kind_of(&bind!(map)), Some((Kind::AssocArray, "b=2;z=1;".to_string())));
        let upper = list.iter().map(|s| s.to_uppercase());
        assert_eq!(kind_of(&bind!(upper)), Some((Kind::List, "X;Y;".to_string())));
        assert_eq!(kind_of(&bind!(1..4)), Some((Kind::List, "1;2;3;".to_string())));
    }

    /// An iterator is read from a clone each time: the same items twice,
    /// and the caller's iterator untouched.
    #[test]
    fn an_iterator_binds_as_a_list_read_from_clones() {
        let items = ["a", "b"];
        let iter = items.iter();
        let var = bind!(iter);
        assert_eq!(kind_of(&var), Some((Kind::List, "a;b;".to_string())));
        assert_eq!(kind_of(&var), Some((Kind::List, "a;b;".to_string())));
        assert_eq!(iter.len(), 2);
    }

    /// A `HashMap` in the order of its keys, whatever its own.
    #[cfg(feature = "std")]
    #[test]
    fn a_hash_map_binds_in_key_order() {
        let hash: std::collections::HashMap<&str, u8> = [("z", 1), ("b", 2), ("m", 3)].into_iter().collect();
        assert_eq!(kind_of(&bind!(hash)), Some((Kind::AssocArray, "b=2;m=3;z=1;".to_string())));
    }

    #[test]
    fn bindings_find_a_variable_by_index_or_name() {
        let (a, b) = ("1", 2);
        let (va, vb) = (bind!(a), bind!(b));
        let vars = Bindings { vars: [variable(&va), variable(&vb)], names: &["a", "b"], specs: &[0, 1, 0] };
        let mut got = vec![];
        for (name, index) in [("a", 0), ("b", 1), ("a", 2), ("b", 7), ("c", 1)] {
            vars.with(name, index, &mut |v| {
                let mut s = String::new();
                if let Some(v) = v {
                    v.write(&mut s).unwrap();
                }
                got.push(s)
            });
        }
        assert_eq!(got, ["1", "2", "1", "2", ""]);
    }
}

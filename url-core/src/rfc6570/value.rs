//! The values an expansion reads: [`Variable`], one variable's value as
//! callbacks (so that a typed, borrowed value is read without being copied
//! into a map), [`Vars`], the variables by name, and [`Value`], the
//! run-time value (feature `alloc`).

use core::fmt::{self, Display};

/// The three kinds of value of RFC 6570 §2.3: a string, a list of strings,
/// or an associative array of (name, value) pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A string (a number is the string of its decimal text).
    String,
    /// A list of strings.
    List,
    /// An associative array: (name, value) pairs, in their order.
    AssocArray,
}

/// One defined variable's value, read through callbacks so that nothing
/// is copied on the way: [`write`](Self::write) writes a string's text
/// through `Display`, [`items`](Self::items) and [`pairs`](Self::pairs)
/// hand out a list's items and an associative array's pairs one by one.
/// The expansion percent-encodes as they are written.
///
/// A list or an associative array that hands out nothing is undefined
/// (§2.3), as a variable [`Vars`] does not give.
///
/// ```
/// use core::fmt::{self, Display};
/// use url_core::rfc6570::{Kind, UriTemplate, Variable, Vars};
///
/// /// A list of numbers, read without building strings.
/// struct Ids<'a>(&'a [u32]);
///
/// impl Variable for Ids<'_> {
///     fn kind(&self) -> Kind {
///         Kind::List
///     }
///     fn items(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
///         self.0.iter().try_for_each(|id| f(id))
///     }
/// }
///
/// struct One<'a>(Ids<'a>);
///
/// impl Vars for One<'_> {
///     fn with(&self, name: &str, _index: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
///         f(if name == "ids" { Some(&self.0) } else { None })
///     }
/// }
///
/// # #[cfg(feature = "alloc")] {
/// let t = UriTemplate::parse("/items{?ids*}").unwrap();
/// assert_eq!(t.expand(&One(Ids(&[3, 5]))).unwrap().as_str(), "/items?ids=3&ids=5");
/// # }
/// ```
pub trait Variable {
    /// The value's kind.
    fn kind(&self) -> Kind;

    /// For a [`Kind::String`]: writes the string into `out`, which
    /// percent-encodes it as it is written (and stops at a prefix's
    /// length). The default writes nothing (an empty string).
    fn write(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        let _ = out;
        Ok(())
    }

    /// For a [`Kind::List`]: calls `f` with each item, in order, and stops
    /// at the first error. The default has no item.
    fn items(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        let _ = f;
        Ok(())
    }

    /// For a [`Kind::AssocArray`]: calls `f` with each (name, value) pair,
    /// in order, and stops at the first error. The default has no pair.
    fn pairs(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        let _ = f;
        Ok(())
    }

    /// For a [`Kind::List`] whose items are text at hand: calls `f` with
    /// each item as a `&str`, in order, and returns `true`; the expansion
    /// then writes them without `Display`'s formatting, which is faster.
    /// The default returns `false` without calling `f`, and the expansion
    /// reads the items through [`items`](Self::items); an implementation
    /// gives the same items both ways.
    ///
    /// ```
    /// # #[cfg(feature = "alloc")] {
    /// use url_core::rfc6570::{Value, Variable};
    ///
    /// let mut seen = Vec::new();
    /// assert!(Value::from(["a", "b"]).str_items(&mut |item| seen.push(item.to_owned())));
    /// assert_eq!(seen, ["a", "b"]);
    /// # }
    /// ```
    fn str_items(&self, f: &mut dyn FnMut(&str)) -> bool {
        let _ = f;
        false
    }

    /// For a [`Kind::AssocArray`] whose names and values are text at hand:
    /// calls `f` with each pair as `&str`s, in order, and returns `true`
    /// (the faster way, as [`str_items`](Self::str_items)). The default
    /// returns `false` without calling `f`, and the expansion reads the
    /// pairs through [`pairs`](Self::pairs).
    fn str_pairs(&self, f: &mut dyn FnMut(&str, &str)) -> bool {
        let _ = f;
        false
    }
}

/// The variables of an expansion: for a name, its value, or `None` when it
/// is undefined (§2.3; also an empty list or associative array).
///
/// Implemented (feature `alloc`) for maps from names to `Value`
/// (`BTreeMap`, and `HashMap` with `std`), for closures
/// `Fn(&str) -> Option<Value>`, and (feature `serde_json`) for a
/// `serde_json::Value` object.
pub trait Vars {
    /// Calls `f` once with the value of the variable `name`, or `None`.
    ///
    /// `index` is the position of this varspec among all the varspecs of
    /// the template, counted from 0 in the order they are written (a name
    /// used twice comes twice, at two indexes), for implementations that
    /// know the template and find their values by position.
    fn with(&self, name: &str, index: usize, f: &mut dyn FnMut(Option<&dyn Variable>));
}

/// A `Display` value as an RFC 6570 string, written through the
/// expansion's encoder without an intermediate `String` (numbers as their
/// decimal text).
///
/// ```
/// use url_core::rfc6570::{Text, UriTemplate, Variable, Vars};
///
/// struct Page(Text<u32>);
/// impl Vars for Page {
///     fn with(&self, name: &str, _: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
///         f((name == "page").then_some(&self.0 as &dyn Variable))
///     }
/// }
/// # #[cfg(feature = "alloc")]
/// assert_eq!(UriTemplate::parse("/items{?page}").unwrap().expand(&Page(Text(7))).unwrap().as_str(), "/items?page=7");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text<T>(pub T);

impl<T: Display> Variable for Text<T> {
    fn kind(&self) -> Kind {
        Kind::String
    }

    fn write(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "{}", self.0)
    }
}

/// A borrowed collection of `Display` items as an RFC 6570 list, in its
/// order: a slice, an array, a `Vec`, a set (any `C` whose `&C` iterates).
/// Empty, it is undefined (§2.3).
///
/// ```
/// use url_core::rfc6570::{List, UriTemplate, Variable, Vars};
///
/// struct Ids<'a>(List<'a, [u32]>);
/// impl Vars for Ids<'_> {
///     fn with(&self, name: &str, _: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
///         f((name == "id").then_some(&self.0 as &dyn Variable))
///     }
/// }
/// # #[cfg(feature = "alloc")]
/// assert_eq!(UriTemplate::parse("{?id*}").unwrap().expand(&Ids(List(&[1, 2]))).unwrap().as_str(), "?id=1&id=2");
/// ```
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct List<'a, C: ?Sized>(pub &'a C);

impl<C: ?Sized> Clone for List<'_, C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: ?Sized> Copy for List<'_, C> {}

impl<C: ?Sized> Variable for List<'_, C>
where
    for<'x> &'x C: IntoIterator,
    for<'x> <&'x C as IntoIterator>::Item: Display,
{
    fn kind(&self) -> Kind {
        Kind::List
    }

    fn items(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
        self.0.into_iter().try_for_each(|item| f(&item))
    }
}

/// A borrowed collection of (name, value) pairs as an RFC 6570 associative
/// array, in its order: a `BTreeMap`, a slice or `Vec` of pairs (any `C`
/// whose `&C` iterates as pairs of `Display` values). Empty, it is undefined (§2.3).
/// A `HashMap`'s order changes from run to run; sort its pairs first for
/// the same URI on every run.
///
/// ```
/// use url_core::rfc6570::{Pairs, UriTemplate, Variable, Vars};
///
/// struct Filter<'a>(Pairs<'a, [(&'a str, &'a str)]>);
/// impl Vars for Filter<'_> {
///     fn with(&self, name: &str, _: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
///         f((name == "f").then_some(&self.0 as &dyn Variable))
///     }
/// }
/// let f = Filter(Pairs(&[("state", "open"), ("sort", "updated")]));
/// let map = std::collections::BTreeMap::from([("b", 2), ("a", 1)]);
/// let _: &dyn Variable = &Pairs(&map);
/// # #[cfg(feature = "alloc")]
/// assert_eq!(UriTemplate::parse("{?f*}").unwrap().expand(&f).unwrap().as_str(), "?state=open&sort=updated");
/// ```
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Pairs<'a, C: ?Sized>(pub &'a C);

impl<C: ?Sized> Clone for Pairs<'_, C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: ?Sized> Copy for Pairs<'_, C> {}

/// One (name, value) pair of [`Pairs`]: a tuple, or a reference to one.
pub trait Pair {
    /// The name and the value.
    fn pair(&self) -> (&dyn Display, &dyn Display);
}

impl<K: Display, V: Display> Pair for (K, V) {
    fn pair(&self) -> (&dyn Display, &dyn Display) {
        (&self.0, &self.1)
    }
}

impl<K: Display, V: Display> Pair for &(K, V) {
    fn pair(&self) -> (&dyn Display, &dyn Display) {
        (&self.0, &self.1)
    }
}

impl<C: ?Sized> Variable for Pairs<'_, C>
where
    for<'x> &'x C: IntoIterator,
    for<'x> <&'x C as IntoIterator>::Item: Pair,
{
    fn kind(&self) -> Kind {
        Kind::AssocArray
    }

    fn pairs(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
        self.0.into_iter().try_for_each(|p| {
            let (k, v) = p.pair();
            f(k, v)
        })
    }
}

#[cfg(feature = "alloc")]
pub use self::owned::Value;

#[cfg(feature = "alloc")]
mod owned {
    use alloc::collections::BTreeMap;
    use alloc::string::String;
    use alloc::vec::Vec;
    use core::borrow::Borrow;
    use core::fmt::{self, Display};

    use super::{Kind, Variable, Vars};

    /// A variable's value at run time (§2.3): a string, a list, an
    /// associative array (its pairs in order), or undefined.
    ///
    /// ```
    /// use url_core::rfc6570::Value;
    ///
    /// let v = Value::from(["red", "green"]);
    /// assert_eq!(v, Value::List(vec!["red".into(), "green".into()]));
    /// assert_eq!(Value::from(42), Value::String("42".into()));
    /// assert!(Value::List(vec![]).is_undefined());
    /// ```
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Value {
        /// A string.
        String(String),
        /// A list of strings.
        List(Vec<String>),
        /// An associative array: (name, value) pairs, in this order.
        AssocArray(Vec<(String, String)>),
        /// Undefined: expanded as if the variable were absent (§3.2.1).
        Undefined,
    }

    impl Value {
        /// Whether the value is undefined for RFC 6570 (§2.3): `Undefined`,
        /// an empty list, an empty associative array.
        pub fn is_undefined(&self) -> bool {
            match self {
                Value::String(_) => false,
                Value::List(l) => l.is_empty(),
                Value::AssocArray(m) => m.is_empty(),
                Value::Undefined => true,
            }
        }

        /// An associative array of `pairs`, in their order.
        ///
        /// ```
        /// use url_core::rfc6570::Value;
        ///
        /// let v = Value::assoc([("semi", ";"), ("dot", ".")]);
        /// assert_eq!(v, Value::AssocArray(vec![("semi".into(), ";".into()), ("dot".into(), ".".into())]));
        /// ```
        pub fn assoc<K: AsRef<str>, V: AsRef<str>>(pairs: impl IntoIterator<Item = (K, V)>) -> Value {
            Value::AssocArray(
                pairs.into_iter().map(|(k, v)| (String::from(k.as_ref()), String::from(v.as_ref()))).collect(),
            )
        }

        /// The value as a [`Variable`], `None` when it is undefined.
        pub fn as_variable(&self) -> Option<&dyn Variable> {
            if self.is_undefined() {
                None
            } else {
                Some(self)
            }
        }
    }

    impl Variable for Value {
        fn kind(&self) -> Kind {
            match self {
                Value::String(_) | Value::Undefined => Kind::String,
                Value::List(_) => Kind::List,
                Value::AssocArray(_) => Kind::AssocArray,
            }
        }

        fn write(&self, out: &mut dyn fmt::Write) -> fmt::Result {
            match self {
                Value::String(s) => out.write_str(s),
                _ => Ok(()),
            }
        }

        fn items(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
            match self {
                Value::List(l) => l.iter().try_for_each(|s| f(&s.as_str())),
                _ => Ok(()),
            }
        }

        fn pairs(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
            match self {
                Value::AssocArray(m) => m.iter().try_for_each(|(k, v)| f(&k.as_str(), &v.as_str())),
                _ => Ok(()),
            }
        }

        fn str_items(&self, f: &mut dyn FnMut(&str)) -> bool {
            if let Value::List(l) = self {
                l.iter().for_each(|s| f(s));
            }
            true
        }

        fn str_pairs(&self, f: &mut dyn FnMut(&str, &str)) -> bool {
            if let Value::AssocArray(m) = self {
                m.iter().for_each(|(k, v)| f(k, v));
            }
            true
        }
    }

    impl From<&str> for Value {
        fn from(s: &str) -> Value {
            Value::String(s.into())
        }
    }

    impl From<String> for Value {
        fn from(s: String) -> Value {
            Value::String(s)
        }
    }

    macro_rules! from_number {
        ($($t:ty)*) => {$(
            impl From<$t> for Value {
                /// The number's decimal text.
                fn from(n: $t) -> Value {
                    Value::String(alloc::format!("{n}"))
                }
            }
        )*};
    }
    from_number!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize);

    impl<T: Into<Value>> From<Option<T>> for Value {
        /// `None` is [`Value::Undefined`].
        fn from(v: Option<T>) -> Value {
            v.map_or(Value::Undefined, Into::into)
        }
    }

    impl<S: AsRef<str>> From<Vec<S>> for Value {
        /// A list.
        fn from(l: Vec<S>) -> Value {
            Value::List(l.iter().map(|s| String::from(s.as_ref())).collect())
        }
    }

    impl<S: AsRef<str>> From<&[S]> for Value {
        /// A list.
        fn from(l: &[S]) -> Value {
            Value::List(l.iter().map(|s| String::from(s.as_ref())).collect())
        }
    }

    impl<S: AsRef<str>, const N: usize> From<[S; N]> for Value {
        /// A list.
        fn from(l: [S; N]) -> Value {
            Value::List(l.iter().map(|s| String::from(s.as_ref())).collect())
        }
    }

    impl<K: AsRef<str>, V: AsRef<str>> From<BTreeMap<K, V>> for Value {
        /// An associative array, in key order.
        fn from(m: BTreeMap<K, V>) -> Value {
            Value::AssocArray(m.iter().map(|(k, v)| (String::from(k.as_ref()), String::from(v.as_ref()))).collect())
        }
    }

    impl<K: Borrow<str> + Ord> Vars for BTreeMap<K, Value> {
        fn with(&self, name: &str, _: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
            f(self.get(name).and_then(Value::as_variable))
        }
    }

    #[cfg(feature = "std")]
    impl<K: Borrow<str> + core::hash::Hash + Eq, S: core::hash::BuildHasher> Vars
        for std::collections::HashMap<K, Value, S>
    {
        fn with(&self, name: &str, _: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
            f(self.get(name).and_then(Value::as_variable))
        }
    }

    impl<F: Fn(&str) -> Option<Value>> Vars for F {
        fn with(&self, name: &str, _: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
            let value = self(name);
            f(value.as_ref().and_then(Value::as_variable))
        }
    }
}

#[cfg(feature = "serde_json")]
mod json {
    use core::fmt::{self, Display};

    use serde_json::Value as Json;

    use super::{Kind, Variable, Vars};

    /// A JSON value read as a variable: a string; a number or a boolean
    /// as its text; an array as a list; an object as an associative array
    /// in the order of `serde_json`'s map (insertion order with its
    /// `preserve_order` feature, else key order). Items and values that are
    /// not strings are written as their JSON text (a number's digits).
    struct JsonVar<'a>(&'a Json);

    /// A JSON scalar's text: a string as itself, anything else as JSON.
    struct Text<'a>(&'a Json);

    impl Display for Text<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self.0 {
                Json::String(s) => f.write_str(s),
                other => Display::fmt(other, f),
            }
        }
    }

    impl Variable for JsonVar<'_> {
        fn kind(&self) -> Kind {
            match self.0 {
                Json::Array(_) => Kind::List,
                Json::Object(_) => Kind::AssocArray,
                _ => Kind::String,
            }
        }

        fn write(&self, out: &mut dyn fmt::Write) -> fmt::Result {
            write!(out, "{}", Text(self.0))
        }

        fn items(&self, f: &mut dyn FnMut(&dyn Display) -> fmt::Result) -> fmt::Result {
            match self.0 {
                Json::Array(a) => a.iter().try_for_each(|v| f(&Text(v))),
                _ => Ok(()),
            }
        }

        fn pairs(&self, f: &mut dyn FnMut(&dyn Display, &dyn Display) -> fmt::Result) -> fmt::Result {
            match self.0 {
                Json::Object(m) => m.iter().try_for_each(|(k, v)| f(&k.as_str(), &Text(v))),
                _ => Ok(()),
            }
        }
    }

    /// A JSON object's members as the variables (`null`, `[]` and `{}`
    /// undefined); any other JSON value defines no variable.
    impl Vars for Json {
        fn with(&self, name: &str, _: usize, f: &mut dyn FnMut(Option<&dyn Variable>)) {
            let value = self.as_object().and_then(|m| m.get(name)).filter(|v| match v {
                Json::Null => false,
                Json::Array(a) => !a.is_empty(),
                Json::Object(m) => !m.is_empty(),
                _ => true,
            });
            match value {
                Some(v) => f(Some(&JsonVar(v))),
                None => f(None),
            }
        }
    }
}

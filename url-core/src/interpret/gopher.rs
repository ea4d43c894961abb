//! gopher: the request line, gopher+ strings and forms (RFC 1738 §3.4).

#[cfg(feature = "alloc")]
use alloc::vec::Vec;
use core::hash::Hash;
use core::iter::FusedIterator;

use super::wire::check_argument;
use super::wire::{Argument, ControlInArgument, WireError};
use super::{find_octet, rest_of, split_octet, EMPTY};
use crate::percent::{self, Decode, Decoded};
use crate::unwise::ControlOnWire;
use crate::view::gopher::GopherUrl;

/// What a gopher client sends after the selector (RFC 1738 §3.4.2, §3.4.3
/// as draft-ietf-uri-url-06 explains it); see [`GopherRequest::search`].
///
/// ```
/// use url_core::interpret::GopherSearch;
/// use url_core::GopherUrl;
///
/// let g = GopherUrl::parse("gopher://host/7/search%09red%20fish").unwrap();
/// assert_eq!(g.request().unwrap().search(), GopherSearch::Given("red fish".into()));
/// let g = GopherUrl::parse("gopher://host/7/search").unwrap();
/// assert_eq!(g.request().unwrap().search(), GopherSearch::Prompt);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GopherSearch<'a> {
    /// No search field: the selector alone (or followed by a tab and the
    /// gopher+ string).
    None,
    /// A tab and this search string follow the selector.
    Given(Decoded<'a>),
    /// The item is a search engine (type `7`) but the URL gives no search
    /// (or an empty one): the client must ask the user for the search string
    /// before sending the request ([`GopherRequest::with_search`]).
    Prompt,
}

/// The request a gopher client sends for a URL: the decoded selector, then
/// maybe a tab and a search, then maybe a tab and the gopher+ string, then
/// CR LF (RFC 1738 §3.4); made by [`GopherUrl::request`] and
/// [`GopherUrl::form_request`].
///
/// A request is only made once its URL and every argument given to it are
/// checked (RFC 1738 §6), so its line holds no CR, LF or NUL but the CR LF
/// that ends it (and, for a filled-out form, the CR LF that ends each line of
/// the form: see [`GopherUrl::form_request`]).
///
/// ```
/// use url_core::GopherUrl;
///
/// let g = GopherUrl::parse("gopher://host/7/search%09red%20fish").unwrap();
/// assert_eq!(g.request().unwrap().line().unwrap().collect::<Vec<u8>>(), b"/search\tred fish\r\n");
///
/// let g = GopherUrl::parse("gopher://host/7/search").unwrap();
/// let req = g.request().unwrap();
/// assert!(req.needs_search());
/// assert!(req.line().is_none());
/// let req = req.with_search(b"blue fish").unwrap();
/// assert_eq!(req.line().unwrap().collect::<Vec<u8>>(), b"/search\tblue fish\r\n");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GopherRequest<'a> {
    selector: Decoded<'a>,
    search: GopherSearch<'a>,
    plus: Option<Decoded<'a>>,
    ask: bool,
    form: Option<&'a [Decoded<'a>]>,
}

/// The gopher+ request for an item's +ASK attribute.
const ASK_FETCH: &[u8] = b"!+ASK";

impl<'a> GopherRequest<'a> {
    /// The selector, decoded (empty for the server's top-level directory).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/0a%20b").unwrap();
    /// assert_eq!(g.request().unwrap().selector(), "a b");
    /// ```
    pub const fn selector(&self) -> Decoded<'a> {
        self.selector
    }

    /// What is sent after the selector: nothing, a search, or a search the
    /// user must supply.
    ///
    /// ```
    /// use url_core::interpret::GopherSearch;
    /// let g = url_core::GopherUrl::parse("gopher://host/0a").unwrap();
    /// assert_eq!(g.request().unwrap().search(), GopherSearch::None);
    /// ```
    pub const fn search(&self) -> GopherSearch<'a> {
        self.search
    }

    /// The gopher+ commands sent after the (last) tab, decoded; for a
    /// gopher+ string of `?` (§3.4.5), `!+ASK`, the request for the item's
    /// form (see [`needs_form`](GopherRequest::needs_form)).
    ///
    /// For a filled-out form ([`GopherUrl::form_request`]), `+`: the form's
    /// data follows it ([`form_values`](GopherRequest::form_values)).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/0a%09%09!+ABSTRACT").unwrap();
    /// assert_eq!(g.request().unwrap().gopher_plus().unwrap(), "!+ABSTRACT");
    /// ```
    pub const fn gopher_plus(&self) -> Option<Decoded<'a>> {
        self.plus
    }

    /// The values of a filled-out form, sent one per line after the
    /// selector, the gopher+ `+` and the data header (§3.4.9); `None` for
    /// a request that sends no form.
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    ///
    /// let g = url_core::GopherUrl::parse("gopher://host/1form%09%09?").unwrap();
    /// assert_eq!(g.request().unwrap().form_values(), None);
    /// let values = [Decoded::from("red")];
    /// assert_eq!(g.form_request(&values).unwrap().form_values(), Some(&values[..]));
    /// ```
    pub const fn form_values(&self) -> Option<&'a [Decoded<'a>]> {
        self.form
    }

    /// Whether the user must supply a search string first
    /// ([`GopherSearch::Prompt`]).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7").unwrap();
    /// assert!(g.request().unwrap().needs_search());
    /// ```
    pub const fn needs_search(&self) -> bool {
        matches!(self.search, GopherSearch::Prompt)
    }

    /// Whether the URL's gopher+ string is `?`, an item with a +ASK form
    /// (§3.4.4, §3.4.5): the client fetches the item's +ASK attribute (that
    /// is what [`line`](GopherRequest::line) asks for), has the user fill out
    /// the form, and returns the responses with the selector (the form of
    /// §3.4.9: [`GopherUrl::form_request`]).
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    ///
    /// let g = url_core::GopherUrl::parse("gopher://host/1form%09%09?").unwrap();
    /// let req = g.request().unwrap();
    /// assert!(req.needs_form());
    /// assert_eq!(req.line().unwrap().collect::<Vec<u8>>(), b"form\t!+ASK\r\n");
    /// let values = [Decoded::from("red")];
    /// let filled = g.form_request(&values).unwrap();
    /// assert!(!filled.needs_form());
    /// assert_eq!(filled.line().unwrap().collect::<Vec<u8>>(), b"form\t+\t1\r\n+-1\r\nred\r\n.\r\n");
    /// ```
    pub const fn needs_form(&self) -> bool {
        self.ask
    }

    /// The request with `search` (plain octets, not encoded) as its search:
    /// for a search engine whose URL gives none, what the user typed.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch%09%09+").unwrap();
    /// let req = g.request().unwrap().with_search(b"x%y").unwrap();
    /// assert_eq!(req.line().unwrap().collect::<Vec<u8>>(), b"srch\tx%y\t+\r\n");
    /// ```
    ///
    /// # Errors
    ///
    /// When `search` holds a CR, LF or NUL, which would end the request
    /// line early (RFC 1738 §6): [`Argument::Search`], with the offset of
    /// the first such byte.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch").unwrap();
    /// assert_eq!(
    ///     g.request().unwrap().with_search(b"q\r\nevil").unwrap_err().to_string(),
    ///     "CR at offset 1 in the search would be sent to the server as a line break (RFC 1738 §6)"
    /// );
    /// ```
    pub fn with_search<'b>(self, search: &'b [u8]) -> Result<GopherRequest<'b>, ControlInArgument>
    where
        'a: 'b,
    {
        check_argument(search.iter().copied(), Argument::Search)?;
        Ok(GopherRequest { search: GopherSearch::Given(Decoded::plain(search)), ..self })
    }

    /// The octets of the request, CR LF included; `None` while a search
    /// must be prompted for. No allocation.
    ///
    /// One line, ending with CR LF; for a filled-out form
    /// ([`GopherUrl::form_request`]), the lines of §3.4.9, each ending
    /// with CR LF. No other CR, LF or NUL is ever written.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/1").unwrap();
    /// assert_eq!(g.request().unwrap().line().unwrap().collect::<Vec<u8>>(), b"\r\n");
    /// ```
    pub fn line(&self) -> Option<GopherLine<'a>> {
        const TAB: Decoded<'static> = Decoded::plain(b"\t");
        let none = || EMPTY.bytes();
        let (tab1, search) = match self.search {
            GopherSearch::Prompt => return None,
            GopherSearch::None => (none(), none()),
            GopherSearch::Given(s) => (TAB.bytes(), s.bytes()),
        };
        let (tab2, plus) = match self.plus {
            Some(p) => (TAB.bytes(), p.bytes()),
            None => (none(), none()),
        };
        let (end, values, form_end): (&'static [u8], &'a [Decoded<'a>], &'static [u8]) = match self.form {
            // "<selector><tab>+<tab>1<cr><lf>+-1<cr><lf><value><cr><lf>...<cr><lf>.<cr><lf>"
            Some(values) => (FORM_HEADER, values, FORM_END),
            None => (b"\r\n", &[], b""),
        };
        Some(GopherLine {
            parts: [self.selector.bytes(), tab1, search, tab2, plus, Decoded::plain(end).bytes()],
            i: 0,
            values: values.iter(),
            value: none(),
            crlf: b"",
            end: form_end.iter(),
        })
    }

    /// The request (feature `alloc`); `None` while a search must be
    /// prompted for.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/0a%09%09+").unwrap();
    /// assert_eq!(g.request().unwrap().to_vec().unwrap(), b"a\t+\r\n");
    /// ```
    #[cfg(feature = "alloc")]
    pub fn to_vec(&self) -> Option<Vec<u8>> {
        Some(self.line()?.collect())
    }
}

/// What follows the gopher+ `+` of a filled-out form, before its values
/// (§3.4.9): a tab, the data flag `1`, and the data block's length line
/// `+-1` (the block ends with a line `.`).
const FORM_HEADER: &[u8] = b"\t1\r\n+-1\r\n";

/// The last line of a filled-out form (§3.4.9).
const FORM_END: &[u8] = b".\r\n";

/// The octets of a gopher request; made by [`GopherRequest::line`].
///
/// ```
/// let g = url_core::GopherUrl::parse("gopher://host/0%2Fa").unwrap();
/// let line = g.request().unwrap().line().unwrap();
/// assert!(line.eq(*b"/a\r\n"));
/// ```
#[derive(Clone, Debug)]
pub struct GopherLine<'a> {
    /// Selector, tab, search, tab, gopher+ string, then CR LF (or the form
    /// header).
    parts: [Decode<'a>; 6],
    i: usize,
    /// The form's values not started yet.
    values: core::slice::Iter<'a, Decoded<'a>>,
    /// The rest of the current value, then of its CR LF.
    value: Decode<'a>,
    crlf: &'static [u8],
    /// The form's last line.
    end: core::slice::Iter<'static, u8>,
}

impl Iterator for GopherLine<'_> {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        while let Some(part) = self.parts.get_mut(self.i) {
            if let Some(b) = part.next() {
                return Some(b);
            }
            self.i += 1;
        }
        loop {
            if let Some(b) = self.value.next() {
                return Some(b);
            }
            if let Some((&b, rest)) = self.crlf.split_first() {
                self.crlf = rest;
                return Some(b);
            }
            match self.values.next() {
                Some(v) => {
                    self.value = v.bytes();
                    self.crlf = b"\r\n";
                }
                None => return self.end.next().copied(),
            }
        }
    }
}

impl FusedIterator for GopherLine<'_> {}

/// What a gopher+ string refers to (RFC 1738 §3.4.4–§3.4.9); see
/// [`GopherUrl::gopher_plus_item`]. The string is classified by its decoded
/// octets, and every part given here is decoded.
///
/// ```
/// use url_core::interpret::GopherPlus;
/// use url_core::GopherUrl;
///
/// let g = GopherUrl::parse("gopher://host/9doc%09%09+application/postscript%20Es_ES").unwrap();
/// assert_eq!(
///     g.gopher_plus_item(),
///     Some(GopherPlus::View { view: "application/postscript".into(), language: Some("Es_ES".into()) })
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GopherPlus<'a> {
    /// `+`: the item's default view (data representation) (§3.4.4).
    DefaultView,
    /// `?`: an item with a Gopher+ electronic form (+ASK) (§3.4.4, §3.4.5);
    /// see [`GopherRequest::needs_form`].
    Ask,
    /// `!` with the attribute names that follow, if any: the item's
    /// attributes, all of them or the ones named (§3.4.6, §3.4.7).
    ItemAttributes(GopherAttributes<'a>),
    /// `$` with the attribute names that follow, if any: the attributes of
    /// all items in a directory, all of them or the ones named (§3.4.6,
    /// §3.4.7).
    DirectoryAttributes(GopherAttributes<'a>),
    /// `+<view_name>` with an optional space and `<language_name>`: an
    /// alternate view (§3.4.8).
    View {
        /// The view name (a MIME type such as `application/postscript`).
        view: Decoded<'a>,
        /// The language name after the space, if any (such as `Es_ES`).
        language: Option<Decoded<'a>>,
    },
    /// `+` then a tab: a filled-out electronic form (§3.4.9).
    Form(GopherForm<'a>),
    /// Any other gopher+ string (the empty one included), decoded.
    Other(Decoded<'a>),
}

impl<'a> GopherPlus<'a> {
    /// Classifies a raw (still encoded) gopher+ string.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// assert_eq!(GopherPlus::classify("+"), GopherPlus::DefaultView);
    /// assert_eq!(GopherPlus::classify("%3F"), GopherPlus::Ask);
    /// assert_eq!(GopherPlus::classify("x"), GopherPlus::Other("x".into()));
    /// ```
    pub fn classify(raw: &'a str) -> Self {
        let mut d = percent::decode(raw);
        let first = d.next();
        let rest = rest_of(raw, &d);
        match first {
            Some(b'+') if rest.is_empty() => GopherPlus::DefaultView,
            Some(b'?') if rest.is_empty() => GopherPlus::Ask,
            Some(b'!') => GopherPlus::ItemAttributes(GopherAttributes { raw: rest }),
            Some(b'$') => GopherPlus::DirectoryAttributes(GopherAttributes { raw: rest }),
            Some(b'+') => {
                let mut r = percent::decode(rest);
                if r.next() == Some(b'\t') {
                    return GopherPlus::Form(GopherForm { raw: rest_of(rest, &r) });
                }
                match split_octet(rest, b' ') {
                    Some((view, lang)) => {
                        GopherPlus::View { view: Decoded::encoded(view), language: Some(Decoded::encoded(lang)) }
                    }
                    None => GopherPlus::View { view: Decoded::encoded(rest), language: None },
                }
            }
            _ => GopherPlus::Other(Decoded::encoded(raw)),
        }
    }
}

/// The attribute names of a gopher+ `!` or `$` string (§3.4.6, §3.4.7):
/// separated by (encoded) spaces; none means all attributes.
///
/// ```
/// use url_core::interpret::GopherPlus;
///
/// let GopherPlus::ItemAttributes(a) = GopherPlus::classify("!+ABSTRACT%20+SMELL") else { panic!() };
/// assert_eq!(a.names().map(|n| n.to_string()).collect::<Vec<_>>(), ["+ABSTRACT", "+SMELL"]);
/// assert!(!a.is_all());
/// let GopherPlus::ItemAttributes(a) = GopherPlus::classify("!") else { panic!() };
/// assert!(a.is_all());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GopherAttributes<'a> {
    raw: &'a str,
}

impl<'a> GopherAttributes<'a> {
    /// Whether no attribute is named: all of them are meant (§3.4.6).
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::DirectoryAttributes(a) = GopherPlus::classify("$") else { panic!() };
    /// assert!(a.is_all());
    /// ```
    pub fn is_all(&self) -> bool {
        self.names().next().is_none()
    }

    /// The attribute names, decoded, in order (empty ones skipped).
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::DirectoryAttributes(a) = GopherPlus::classify("$+VIEWS") else { panic!() };
    /// assert_eq!(a.names().collect::<Vec<_>>(), ["+VIEWS"]);
    /// ```
    pub fn names(&self) -> GopherAttributeNames<'a> {
        GopherAttributeNames { rest: Some(self.raw) }
    }

    /// The names as the URL writes them (after the `!` or `$`).
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::ItemAttributes(a) = GopherPlus::classify("!+A%20+B") else { panic!() };
    /// assert_eq!(a.raw(), "+A%20+B");
    /// ```
    pub const fn raw(&self) -> &'a str {
        self.raw
    }
}

/// The names of [`GopherAttributes::names`].
///
/// ```
/// use url_core::interpret::GopherPlus;
/// let GopherPlus::ItemAttributes(a) = GopherPlus::classify("!a%20%20b") else { panic!() };
/// assert_eq!(a.names().count(), 2);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct GopherAttributeNames<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for GopherAttributeNames<'a> {
    type Item = Decoded<'a>;

    fn next(&mut self) -> Option<Decoded<'a>> {
        loop {
            let rest = self.rest?;
            let name = match split_octet(rest, b' ') {
                Some((name, after)) => {
                    self.rest = Some(after);
                    name
                }
                None => {
                    self.rest = None;
                    rest
                }
            };
            if !name.is_empty() {
                return Some(Decoded::encoded(name));
            }
        }
    }
}

impl FusedIterator for GopherAttributeNames<'_> {}

/// A filled-out Gopher+ electronic form (§3.4.9): the gopher+ string
/// `+%091%0D%0A+-1%0D%0A<value1>%0D%0A<value2>%0D%0A.%0D%0A`, that is `+`,
/// a tab, then the data the client sends.
///
/// ```
/// use url_core::interpret::GopherPlus;
///
/// let GopherPlus::Form(form) = GopherPlus::classify("+%091%0D%0A+-1%0D%0Ared%0D%0Ablue%0D%0A.%0D%0A") else {
///     panic!()
/// };
/// assert_eq!(form.data(), "1\r\n+-1\r\nred\r\nblue\r\n.\r\n");
/// assert_eq!(form.values().collect::<Vec<_>>(), ["red", "blue"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GopherForm<'a> {
    raw: &'a str,
}

impl<'a> GopherForm<'a> {
    /// What follows the `+` and the tab, decoded.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::Form(f) = GopherPlus::classify("+%09x") else { panic!() };
    /// assert_eq!(f.data(), "x");
    /// ```
    pub const fn data(&self) -> Decoded<'a> {
        Decoded::encoded(self.raw)
    }

    /// The lines of the data, decoded, without their CR LF.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::Form(f) = GopherPlus::classify("+%091%0D%0A+-1%0D%0A.%0D%0A") else { panic!() };
    /// assert_eq!(f.lines().collect::<Vec<_>>(), ["1", "+-1", "."]);
    /// ```
    pub fn lines(&self) -> GopherFormLines<'a> {
        GopherFormLines { rest: (!self.raw.is_empty()).then_some(self.raw) }
    }

    /// The values of the ask items: the lines after the first two (`1` and
    /// `+-1` in §3.4.9) up to the line `.`.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let GopherPlus::Form(f) = GopherPlus::classify("+%091%0D%0A+-1%0D%0Aa%20b%0D%0A.%0D%0A") else { panic!() };
    /// assert_eq!(f.values().collect::<Vec<_>>(), ["a b"]);
    /// ```
    pub fn values(&self) -> impl Iterator<Item = Decoded<'a>> + Clone + 'a {
        self.lines().skip(2).take_while(|line| *line != ".")
    }
}

/// The lines of [`GopherForm::lines`].
///
/// ```
/// use url_core::interpret::GopherPlus;
/// let GopherPlus::Form(f) = GopherPlus::classify("+%09a%0D%0Ab") else { panic!() };
/// assert_eq!(f.lines().collect::<Vec<_>>(), ["a", "b"]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct GopherFormLines<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for GopherFormLines<'a> {
    type Item = Decoded<'a>;

    fn next(&mut self) -> Option<Decoded<'a>> {
        let rest = self.rest?;
        let mut search = rest;
        let mut offset = 0;
        while let Some((s, e)) = find_octet(search, b'\r') {
            let after = search.get(e..).unwrap_or("");
            let mut d = percent::decode(after);
            if d.next() == Some(b'\n') {
                let line = rest.get(..offset + s).unwrap_or("");
                let next = rest_of(after, &d);
                self.rest = (!next.is_empty()).then_some(next);
                return Some(Decoded::encoded(line));
            }
            offset += e;
            search = after;
        }
        self.rest = None;
        Some(Decoded::encoded(rest))
    }
}

impl FusedIterator for GopherFormLines<'_> {}

impl<'a> GopherUrl<'a> {
    /// The gopher type, decoded: `b'1'` (a directory) when the gopher-path
    /// is empty (§3.4.1).
    ///
    /// ```
    /// use url_core::GopherUrl;
    /// assert_eq!(GopherUrl::parse("gopher://host/%37srch").unwrap().gopher_type(), b'7');
    /// assert_eq!(GopherUrl::parse("gopher://host").unwrap().gopher_type(), b'1');
    /// ```
    pub fn gopher_type(&self) -> u8 {
        percent::decode(self.item_type()).next().unwrap_or(b'1')
    }

    /// Whether the item is a search engine (type `7`): the search is sent,
    /// and prompted for when the URL gives none.
    ///
    /// ```
    /// assert!(url_core::GopherUrl::parse("gopher://host/7").unwrap().is_search_engine());
    /// ```
    pub fn is_search_engine(&self) -> bool {
        self.gopher_type() == b'7'
    }

    /// The selector, decoded (empty when the gopher-path is).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/11%2Fdir").unwrap();
    /// assert_eq!(g.selector_decoded(), "1/dir");
    /// ```
    pub fn selector_decoded(&self) -> Decoded<'a> {
        self.selector().map_or(EMPTY, Decoded::encoded)
    }

    /// The search after the first `%09`, decoded.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/7s%09a%20b").unwrap();
    /// assert_eq!(g.search_decoded().unwrap(), "a b");
    /// ```
    pub fn search_decoded(&self) -> Option<Decoded<'a>> {
        self.search().map(Decoded::encoded)
    }

    /// The gopher+ string after the second `%09`, decoded.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/1s%09%09!+ABSTRACT%20+SMELL").unwrap();
    /// assert_eq!(g.gopher_plus_decoded().unwrap(), "!+ABSTRACT +SMELL");
    /// ```
    pub fn gopher_plus_decoded(&self) -> Option<Decoded<'a>> {
        self.gopher_plus().map(Decoded::encoded)
    }

    /// What the gopher+ string refers to; `None` for a plain gopher URL.
    ///
    /// ```
    /// use url_core::interpret::GopherPlus;
    /// let g = url_core::GopherUrl::parse("gopher://host/1s%09%09+").unwrap();
    /// assert_eq!(g.gopher_plus_item(), Some(GopherPlus::DefaultView));
    /// ```
    pub fn gopher_plus_item(&self) -> Option<GopherPlus<'a>> {
        self.gopher_plus().map(GopherPlus::classify)
    }

    /// The request a client sends to the server (§3.4).
    ///
    /// - The decoded selector comes first (§3.4.1).
    /// - A search engine (type `7`) gets a tab and the decoded search; when
    ///   the URL gives none, or an empty one, the client must ask the user
    ///   for it ([`GopherSearch::Prompt`]).
    /// - Another type gets a tab and the search when the URL has one
    ///   (§3.4.2), except in a gopher+ URL: there, as draft-ietf-uri-url-06
    ///   §3.4.3 spells out, only a search type sends the search, and another
    ///   type sends the selector, a tab and the gopher+ commands (RFC 1738
    ///   §3.4.9's example sends `<selector><tab>+<tab>1...` this way).
    /// - A gopher+ URL then gets a tab and the decoded gopher+ string
    ///   (§3.4.3), which for `?` becomes the fetch of the item's +ASK form
    ///   ([`GopherRequest::needs_form`]).
    /// - CR LF ends the line.
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://host/1item%09%09!+ABSTRACT").unwrap();
    /// assert_eq!(g.request().unwrap().line().unwrap().collect::<Vec<u8>>(), b"item\t!+ABSTRACT\r\n");
    /// let g = url_core::GopherUrl::parse("gopher://host/7srch%09fish%09+").unwrap();
    /// assert_eq!(g.request().unwrap().line().unwrap().collect::<Vec<u8>>(), b"srch\tfish\t+\r\n");
    /// ```
    ///
    /// # Errors
    ///
    /// When [`Url::control_on_wire`](crate::Url::control_on_wire) finds an
    /// encoded CR, LF or NUL in the selector, the search or the gopher+
    /// string: sent decoded, it would end the request line early and start
    /// another of the URL's choosing (RFC 1738 §6, which tells of gopher URLs
    /// made to send mail through an SMTP server). The URL is checked once,
    /// before the request is made; nothing of it is built.
    ///
    /// A filled-out form written in the gopher+ string (§3.4.9) is refused
    /// too, since its `%0D%0A` are line breaks of the URL's choosing; a
    /// client that means to send it takes its
    /// [`values`](GopherForm::values) to [`form_request`](GopherUrl::form_request).
    ///
    /// ```
    /// let g = url_core::GopherUrl::parse("gopher://h/7sel%09q%0D%0Aevil").unwrap();
    /// let refused = g.request().unwrap_err();
    /// assert_eq!((refused.component(), refused.offset(), refused.byte()), ("gopher search", 19, b'\r'));
    /// ```
    pub fn request(&self) -> Result<GopherRequest<'a>, ControlOnWire> {
        match self.0.control_on_wire() {
            Some(found) => Err(found),
            None => Ok(self.unchecked_request()),
        }
    }

    /// The request of a filled-out Gopher+ electronic form (§3.4.9): the
    /// request of [`request`](GopherUrl::request) with `+` for its gopher+
    /// string, then the data the client sends, one line each, every line
    /// ending with CR LF:
    ///
    /// ```text
    /// <selector><tab>+<tab>1
    /// +-1
    /// <value 0>
    /// <value 1>
    /// ...
    /// .
    /// ```
    ///
    /// For an item whose URL ends in `?` (a +ASK form,
    /// [`GopherRequest::needs_form`]), the values are what the user filled
    /// in; for a URL that carries a filled-out form, they are its
    /// [`GopherForm::values`], given back explicitly. Each value is one line;
    /// a value `.` ends the data there.
    ///
    /// ```
    /// use url_core::interpret::{Decoded, GopherPlus};
    /// use url_core::GopherUrl;
    ///
    /// // RFC 1738 §3.4.9
    /// let g = GopherUrl::parse("gopher://host/1sel%09%09+%091%0D%0A+-1%0D%0Ared%0D%0Ablue%0D%0A.%0D%0A").unwrap();
    /// assert!(g.request().is_err());
    /// let Some(GopherPlus::Form(form)) = g.gopher_plus_item() else { panic!() };
    /// let values: Vec<Decoded> = form.values().collect();
    /// let req = g.form_request(&values).unwrap();
    /// assert_eq!(req.line().unwrap().collect::<Vec<u8>>(), b"sel\t+\t1\r\n+-1\r\nred\r\nblue\r\n.\r\n");
    /// ```
    ///
    /// # Errors
    ///
    /// An encoded CR, LF or NUL in the selector or the search
    /// ([`WireError::Url`]; the URL's gopher+ string is not sent, so it is
    /// not checked), then a CR, LF or NUL in a value, which would cut it in
    /// two lines or end the form early ([`WireError::Argument`] with
    /// [`Argument::FormValue`] and the value's index; the offset counts
    /// decoded octets of the value).
    ///
    /// ```
    /// use url_core::interpret::Decoded;
    ///
    /// let g = url_core::GopherUrl::parse("gopher://host/1form%09%09?").unwrap();
    /// assert_eq!(
    ///     g.form_request(&[Decoded::from("ok"), Decoded::encoded("a%0Ab")]).unwrap_err().to_string(),
    ///     "LF at offset 1 in the form value at index 1 would be sent to the server as a line break (RFC 1738 §6)"
    /// );
    /// ```
    pub fn form_request<'b>(&self, values: &'b [Decoded<'b>]) -> Result<GopherRequest<'b>, WireError>
    where
        'a: 'b,
    {
        if let Some(found) = self.0.control_on_wire() {
            // selector, then search, then gopher+ string: a hazard found in
            // the gopher+ string means the two parts sent are clean
            if !matches!(found.component().as_bytes(), b"gopher+ string") {
                return Err(WireError::Url(found));
            }
        }
        for (i, v) in values.iter().enumerate() {
            check_argument(v.bytes(), Argument::FormValue(i))?;
        }
        Ok(GopherRequest {
            plus: Some(Decoded::plain(b"+")),
            ask: false,
            form: Some(values),
            ..self.unchecked_request()
        })
    }

    /// The request, the URL not checked.
    fn unchecked_request(&self) -> GopherRequest<'a> {
        let plus = self.gopher_plus();
        let search = if self.is_search_engine() {
            match self.search() {
                Some(s) if !s.is_empty() => GopherSearch::Given(Decoded::encoded(s)),
                _ => GopherSearch::Prompt,
            }
        } else {
            match (self.search(), plus) {
                (Some(s), None) => GopherSearch::Given(Decoded::encoded(s)),
                _ => GopherSearch::None,
            }
        };
        let ask = matches!(self.gopher_plus_item(), Some(GopherPlus::Ask));
        let plus = if ask { Some(Decoded::plain(ASK_FETCH)) } else { plus.map(Decoded::encoded) };
        GopherRequest { selector: self.selector_decoded(), search, plus, ask, form: None }
    }
}

//! `url_core::resolve` on an arbitrary base and reference (the input split at
//! its first newline): no panic; the `String` and `fmt::Write` forms agree; a
//! failing writer gives `ResolveError::Write`; every result is made of the
//! characters a reference may hold; an RFC 3986 result resolves to itself;
//! `Url::join` agrees with the RFC 3986 text: a URL exactly when that text
//! parses, the same text, and the parser's error otherwise.
#![no_main]

use std::fmt;

use libfuzzer_sys::fuzz_target;
use url_core::resolve::{
    resolve_rfc1630, resolve_rfc1630_to_string, resolve_rfc3986, resolve_rfc3986_to_string, Base, JoinError,
    RelativeRef, ResolveError,
};
use url_core::Url;

/// A writer that fails after `left` bytes.
struct Failing {
    left: usize,
}

impl fmt::Write for Failing {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if s.len() > self.left {
            return Err(fmt::Error);
        }
        self.left -= s.len();
        Ok(())
    }
}

fn check(base: &impl Base, r: &RelativeRef<'_>) {
    let old = resolve_rfc1630_to_string(base, r);
    let mut out = String::new();
    assert_eq!(resolve_rfc1630(base, r, &mut out).map(|()| out), old);
    let new = resolve_rfc3986_to_string(base, r);
    let mut out = String::new();
    assert_eq!(resolve_rfc3986(base, r, &mut out).map(|()| out), new);
    for t in [&old, &new].into_iter().flatten() {
        assert!(RelativeRef::parse(t).is_ok(), "result {t:?} is not a reference");
    }
    // a writer that fails half-way through the result
    if let Ok(t) = &old {
        let mut w = Failing { left: t.len() / 2 };
        let e = resolve_rfc1630(base, r, &mut w);
        assert!(t.is_empty() || e == Err(ResolveError::Write), "{e:?} from a failing writer");
    }
    if let Ok(t) = &new {
        let mut w = Failing { left: t.len() / 2 };
        let e = resolve_rfc3986(base, r, &mut w);
        assert!(t.is_empty() || e == Err(ResolveError::Write), "{e:?} from a failing writer");
    }
    // RFC 3986: a result has a scheme; and when its path went through
    // remove_dot_segments (the reference has a scheme, an authority or a
    // path: §5.2.2 takes the base path as it is otherwise), taken as a
    // reference against the same base it gives itself back
    if let Ok(t) = &new {
        let tr = RelativeRef::parse(t).unwrap();
        assert!(tr.scheme().is_some(), "RFC 3986 result {t:?} has no scheme");
        let dots_removed = r.scheme().is_some() || r.net_loc().is_some() || !r.path().is_empty();
        if let (true, Ok(again)) = (dots_removed, resolve_rfc3986_to_string(base, &tr)) {
            assert_eq!(&again, t, "RFC 3986 result is not a fixed point");
        }
    }
}

/// Whether `join`'s text is the RFC 3986 text `t`, or `t` with the `/.`
/// that `join` puts before a path starting with `//` after a scheme with no
/// authority (`x://g` is written `x:/.//g`).
fn same_or_guarded(joined: &str, t: &str) -> bool {
    let scheme_len = t.find(':').map_or(0, |i| i + 1);
    joined == t || joined == format!("{}/.{}", &t[..scheme_len], &t[scheme_len..])
}

fuzz_target!(|data: &[u8]| {
    let Ok(s) = core::str::from_utf8(data) else { return };
    let (b, r) = s.split_once('\n').unwrap_or((s, ""));
    let Ok(reference) = RelativeRef::parse(r) else { return };
    let _ = (reference.form(), reference.path(), reference.params(), reference.query(), reference.fragment());
    if let Ok(base) = Url::parse(b) {
        check(&base, &reference);
        // join: the URL type exactly when the RFC 3986 text is a URL
        let text = resolve_rfc3986_to_string(&base, &reference);
        match (base.join(r), text) {
            (Ok(url), Ok(t)) => {
                assert!(same_or_guarded(url.as_str(), &t), "join {:?}, resolution {t:?}", url.as_str());
                assert_eq!(Url::parse(url.as_str()).map(|u| u.as_str().len()), Ok(url.as_str().len()));
            }
            (Err(JoinError::NotRfc1738 { text, error }), Ok(t)) => {
                assert!(same_or_guarded(&text, &t), "join {text:?}, resolution {t:?}");
                assert_eq!(Url::parse(&text).unwrap_err(), error);
            }
            (Err(JoinError::NotResolved(e)), Err(f)) => assert_eq!(e, f),
            (got, want) => panic!("join gave {got:?}, resolution {want:?}"),
        }
        let from_url = RelativeRef::from_url(&base);
        assert_eq!(from_url.as_str(), b);
    }
    if let Ok(base) = RelativeRef::parse(b) {
        check(&base, &reference);
    }
});

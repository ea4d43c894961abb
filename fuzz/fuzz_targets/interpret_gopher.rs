//! `GopherUrl::request`, `GopherRequest::with_search` and
//! `GopherUrl::form_request`: no CR, LF or NUL reaches a gopher server but
//! the CR LF that ends each line (RFC 1738 §6). Input: a URL, then optionally
//! a newline and arguments (any octets): a search, then form values, split on
//! `|` (odd ones given percent-encoded when they are UTF-8). For every gopher
//! URL: no panic; a request is made exactly when `control_on_wire()` is
//! `None` (`form_request`: when it finds nothing in the selector or search)
//! and the arguments hold no CR, LF or NUL; its octets are one line, or the
//! lines of a §3.4.9 form, each ending with CR LF and holding no other CR, LF
//! or NUL; a refusal names the first such byte. `control_on_wire()` is
//! checked against the decoded parts, and the gopher+ views are walked.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_core::interpret::{Argument, Decoded, GopherPlus, WireError};
use url_core::{Details, GopherUrl, Url};

fn is_line_end(b: u8) -> bool {
    matches!(b, b'\r' | b'\n' | 0)
}

fn holds_line_end(d: Option<Decoded<'_>>) -> bool {
    d.is_some_and(|d| d.bytes().any(is_line_end))
}

/// One line, or `form` values between the form's header and its `.`.
fn check_lines(bytes: &[u8], form: Option<usize>) {
    let body = bytes.strip_suffix(b"\r\n").unwrap_or_else(|| panic!("no CR LF at the end of {bytes:?}"));
    let lines: Vec<&[u8]> = body.split(|&b| b == b'\n').collect();
    for (i, line) in lines.iter().enumerate() {
        let line = if i + 1 < lines.len() {
            line.strip_suffix(b"\r").unwrap_or_else(|| panic!("a bare LF in {bytes:?}"))
        } else {
            line
        };
        assert!(!line.iter().copied().any(is_line_end), "{bytes:?}");
    }
    match form {
        None => assert_eq!(lines.len(), 1, "{bytes:?}"),
        Some(n) => {
            assert_eq!(lines.len(), n + 3, "{bytes:?}");
            assert!(lines[0].ends_with(b"\t+\t1\r") && lines[1] == b"+-1\r" && lines[n + 2] == b".");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let (url, args) = match data.iter().position(|&b| b == b'\n') {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &b""[..]),
    };
    let Ok(text) = std::str::from_utf8(url) else { return };
    let Ok(url) = Url::parse(text) else { return };
    let Details::Gopher(g) = url.details() else { return };
    assert_eq!(GopherUrl::parse(text).map(|g| g.as_url()), Ok(url));

    let hazard = url.control_on_wire();
    let sent = holds_line_end(Some(g.selector_decoded())) || holds_line_end(g.search_decoded());
    let in_plus = holds_line_end(g.gopher_plus_decoded());
    assert_eq!(hazard.is_some(), sent || in_plus, "control_on_wire disagrees with the decoded parts of {text:?}");
    if let Some(c) = hazard {
        let escape = &text[c.offset()..c.offset() + c.length()];
        assert!(escape.eq_ignore_ascii_case(c.escape()), "{escape:?} is not {}", c.escape());
        assert_eq!(c.component() == "gopher+ string", !sent);
    }

    // the gopher+ views: no panic, bounded
    match g.gopher_plus_item() {
        Some(GopherPlus::Form(form)) => {
            assert!(form.lines().count() <= form.data().len() + 1);
            let _ = form.values().count();
        }
        Some(GopherPlus::ItemAttributes(a) | GopherPlus::DirectoryAttributes(a)) => {
            assert!(a.names().count() <= a.raw().len());
        }
        _ => {}
    }

    let mut fields = args.split(|&b| b == b'|');
    let search = fields.next().unwrap_or(b"");
    let bad_search = search.iter().copied().position(is_line_end);
    let values: Vec<Decoded<'_>> = fields
        .take(8)
        .enumerate()
        .map(|(i, v)| match std::str::from_utf8(v) {
            Ok(s) if i % 2 == 1 => Decoded::encoded(s),
            _ => Decoded::plain(v),
        })
        .collect();
    let bad_value = values.iter().enumerate().find_map(|(i, v)| Some((i, v.bytes().position(is_line_end)?)));

    match g.request() {
        Ok(req) => {
            assert!(hazard.is_none());
            assert_eq!(req.line().is_none(), req.needs_search());
            if let Some(bytes) = req.to_vec() {
                check_lines(&bytes, None);
            }
            match req.with_search(search) {
                Ok(req) => {
                    assert!(bad_search.is_none());
                    check_lines(&req.to_vec().expect("a search was given"), None);
                }
                Err(a) => {
                    assert_eq!((a.argument(), Some(a.offset())), (Argument::Search, bad_search));
                    assert_eq!(a.byte(), search[a.offset()]);
                    assert!(a.to_string().ends_with(" (RFC 1738 §6)"));
                }
            }
        }
        Err(c) => assert_eq!(Some(c), hazard),
    }

    match g.form_request(&values) {
        Ok(req) => {
            assert!(!sent && bad_value.is_none(), "a form for {text:?}");
            assert_eq!(req.form_values(), Some(&values[..]));
            let req = if req.needs_search() { req.with_search(b"q").expect("a plain search") } else { req };
            check_lines(&req.to_vec().expect("a search was given"), Some(values.len()));
        }
        Err(WireError::Url(c)) => {
            assert!(sent);
            assert_eq!(Some(c), hazard);
        }
        Err(WireError::Argument(a)) => {
            assert!(!sent);
            let (i, offset) = bad_value.expect("a value holds a line end");
            assert_eq!((a.argument(), a.offset()), (Argument::FormValue(i), offset));
        }
    }
});

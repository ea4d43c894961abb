//! `Url::parse` on arbitrary text: no panic; a valid URL displays as its
//! input and parses again to the same components; the typed parser of its
//! scheme agrees (and every other one refuses); its normalized form is a
//! valid, equivalent URL that normalizes to itself. An error points inside
//! the input, on character boundaries, and every typed parser fails too.
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_core::{
    Details, FileUrl, FtpUrl, GopherUrl, HttpUrl, MailtoUrl, NewsUrl, NntpUrl, OtherUrl, ParseError, ProsperoUrl,
    TelnetUrl, Url, UrlBuf, WaisUrl,
};

fn views(s: &str) -> [Result<Details<'_>, ParseError>; 11] {
    [
        FtpUrl::parse(s).map(Details::Ftp),
        HttpUrl::parse(s).map(Details::Http),
        GopherUrl::parse(s).map(Details::Gopher),
        MailtoUrl::parse(s).map(Details::Mailto),
        NewsUrl::parse(s).map(Details::News),
        NntpUrl::parse(s).map(Details::Nntp),
        TelnetUrl::parse(s).map(Details::Telnet),
        WaisUrl::parse(s).map(Details::Wais),
        FileUrl::parse(s).map(Details::File),
        ProsperoUrl::parse(s).map(Details::Prospero),
        OtherUrl::parse(s).map(Details::Other),
    ]
}

fn within(s: &str, part: Option<&str>) {
    if let Some(p) = part {
        let start = p.as_ptr() as usize - s.as_ptr() as usize;
        assert!(start + p.len() <= s.len());
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(s) = core::str::from_utf8(data) else { return };
    match Url::parse(s) {
        Ok(u) => {
            assert_eq!(u.as_str(), s);
            let shown = u.to_string();
            assert_eq!(shown, s);
            let again = Url::parse(&shown).expect("Display output parses");
            assert_eq!(format!("{again:?}"), format!("{u:?}"));
            // every accessor answers with a slice of the input
            for p in [u.user(), u.password(), u.host_str(), u.url_path(), u.fragment()] {
                within(s, p);
            }
            within(s, Some(u.scheme()));
            within(s, Some(u.scheme_specific_part()));
            let _ = (u.host(), u.port(), u.port_or_default(), u.has_login());
            // the typed parser of its scheme agrees; the others refuse
            let mut ok = 0;
            for d in views(s).into_iter().flatten() {
                ok += 1;
                assert_eq!(d, u.details());
                assert_eq!(d.as_url().as_str(), s);
            }
            assert_eq!(ok, 1, "exactly one typed parser accepts {s:?}");
            // owned form
            let owned: UrlBuf = s.parse().expect("UrlBuf parses what Url parses");
            assert_eq!(owned.as_str(), s);
            // normalization
            let n = u.normalized();
            let nu = Url::parse(&n).unwrap_or_else(|e| panic!("normalized {n:?} of {s:?} rejected: {e}"));
            assert!(u.equivalent(&nu), "{s:?} not equivalent to its normalized form {n:?}");
            assert!(nu.equivalent(&u));
            assert_eq!(nu.kind(), u.kind());
            assert_eq!(nu.normalized(), n, "normalizing {n:?} again");
        }
        Err(e) => {
            let (off, len) = (e.offset(), e.length());
            assert!(off + len <= s.len(), "error span {off}+{len} outside {s:?}");
            assert!(s.is_char_boundary(off) && s.is_char_boundary(off + len), "error span {off}+{len} in {s:?}");
            assert!(!e.to_string().is_empty());
            let _ = (e.rule(), e.section(), e.expected(), format!("{e:?}"));
            for v in views(s) {
                assert!(v.is_err(), "a typed parser accepts {s:?}, which Url::parse rejects");
            }
            assert!(s.parse::<UrlBuf>().is_err());
        }
    }
});

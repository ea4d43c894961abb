//! `url_core::text`: finding URLs in free text never panics, every span lies
//! inside the text on character boundaries, spans come in order without
//! overlapping, a URL written in one piece is the slice its span names, and
//! the cleaned URL, its parse in a buffer and its owned parse all agree (with
//! errors mapped back inside the text).
#![no_main]

use libfuzzer_sys::fuzz_target;
use url_core::text::find_urls;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut last_end = 0;
    for found in find_urls(text) {
        let (span, url_span) = (found.span(), found.url_span());
        assert!(span.start >= last_end, "overlapping or unordered spans");
        assert!(span.start <= url_span.start && url_span.end <= span.end && span.end <= text.len());
        assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
        assert_eq!(found.raw(), &text[url_span.clone()]);
        last_end = span.end;

        let cleaned = found.cleaned();
        let cleaned_text: String = cleaned.to_string();
        assert_eq!(cleaned.len(), cleaned_text.len());
        assert!(cleaned_text.len() <= found.raw().len());
        if found.is_contiguous() {
            assert_eq!(cleaned.as_str(), Some(found.raw()));
        }
        let mut buf = vec![0u8; found.raw().len()];
        let in_buf = found.parse_in(&mut buf).expect("a buffer of raw().len() bytes is enough");
        let owned = found.to_url_buf();
        match (&in_buf, &owned) {
            (Ok(url), Ok(buf)) => assert_eq!(url.as_str(), buf.as_str()),
            (Err(a), Err(b)) => {
                assert_eq!(a, b);
                let mapped = found.text_span(a);
                assert!(url_span.start <= mapped.start && mapped.end <= url_span.end, "error mapped outside the URL");
            }
            _ => panic!("buffer and owned parses disagree on {cleaned_text:?}"),
        }
        if let Some(parsed) = found.url() {
            assert!(found.is_contiguous());
            assert_eq!(parsed.map(|u| u.as_str().to_owned()), in_buf.map(|u| u.as_str().to_owned()));
        }
    }
});

//! `whatwg_url!` and `http_crate_uri!` against the `url` and `http` crates,
//! over every valid RFC 3986 vector (`rfc3986.json`; `build.rs` writes
//! `ecosystem_vectors.rs`).
//!
//! - Every valid absolute vector goes through `whatwg_url!`'s verdict (its
//!   compile error's message, or none): the macro takes exactly the vectors
//!   that `url::Url` keeps as written, and refuses every other one with the
//!   message of url-core's conversion (`ConvertError`: rejected, ambiguous
//!   host, or rewritten with each change) and, for a rewrite, the `help:`
//!   offering `url::Url::parse`'s own text. Each one it takes compiles, and
//!   its value equals `url::Url::parse` of the text.
//! - The same for `http_crate_uri!` over the http, https, ws and wss
//!   vectors, against `str::parse::<http::Uri>`.
//!
//! A missing suite is a failure, never a skip.

use url_core::{ConvertError, HttpUri, Uri, WsUri};

include!(concat!(env!("OUT_DIR"), "/ecosystem_vectors.rs"));

/// The fewest vectors a run may check: `rfc3986.json` holds 440 valid
/// vectors, 239 of them absolute (133 of which `url::Url` keeps as
/// written), 118 of them http, https, ws or wss.
const MIN_WHATWG: usize = 239;
const MIN_HTTP: usize = 118;

fn vectors_present() {
    if let Some(why) = ECOSYSTEM_VECTORS_ERROR {
        panic!("no vectors were generated from {ECOSYSTEM_VECTORS_PATH}: {why}");
    }
}

/// The message's first line and its `help:` line, if any.
fn first_and_help(message: &str) -> (&str, Option<&str>) {
    let first = message.lines().next().unwrap_or("");
    let help = message.lines().find_map(|l| l.strip_prefix("  help: "));
    (first, help)
}

#[test]
fn whatwg_url_refuses_exactly_what_url_rewrites_rejects_or_reads_otherwise() {
    vectors_present();
    let mut problems = Vec::new();
    let (mut kept, mut rewritten, mut rejected, mut ambiguous, mut moved) = (0, 0, 0, 0, 0);
    for &(input, verdict) in WHATWG_VERDICTS {
        let parsed = url::Url::parse(input);
        let uri = Uri::parse(input).unwrap_or_else(|e| panic!("{input:?} is a valid vector: {e}"));
        match (verdict, url::Url::try_from(uri)) {
            (None, Ok(url)) => {
                kept += 1;
                if url.as_str() != input || parsed.as_ref().map(url::Url::as_str) != Ok(input) {
                    problems.push(format!("{input:?}: taken, but url::Url::parse writes {parsed:?}"));
                }
            }
            (Some(message), Err(e)) => {
                let (first, help) = first_and_help(message);
                let (want, want_help) = match &e {
                    ConvertError::Rewritten(r) => {
                        rewritten += 1;
                        // url::Url's own parser writes the text otherwise
                        if parsed.as_ref().map(url::Url::as_str) != Ok(r.text()) || r.text() == input {
                            problems.push(format!(
                                "{input:?}: rewritten as {:?}, but url::Url::parse gives {parsed:?}",
                                r.text()
                            ));
                        }
                        (r.to_string(), Some(format!("write it as WHATWG keeps it: {:?}", r.text())))
                    }
                    ConvertError::AmbiguousHost(why) => {
                        ambiguous += 1;
                        let read = parsed.as_ref().map(|u| format!("write it as WHATWG reads it: {:?}", u.as_str()));
                        (why.clone(), read.ok())
                    }
                    ConvertError::Rejected(why) => {
                        rejected += 1;
                        if parsed.is_ok() {
                            problems.push(format!("{input:?}: rejected, but url::Url::parse gives {parsed:?}"));
                        }
                        (format!("url::Url would reject the URI: {why} (WHATWG URL Standard)"), None)
                    }
                    ConvertError::Moved(m) => {
                        moved += 1;
                        if parsed.is_err() {
                            problems.push(format!("{input:?}: read differently, but url::Url::parse gives {parsed:?}"));
                        }
                        (m.to_string(), None)
                    }
                    other => (other.to_string(), None),
                };
                if !first.starts_with(&want) {
                    problems.push(format!("{input:?}: the message is\n    {first}\n  want\n    {want}"));
                }
                // The help, where there is one, is the text the macro takes.
                if help.is_some() && help.map(str::to_owned) != want_help {
                    problems.push(format!("{input:?}: the help is {help:?}, want {want_help:?}"));
                }
            }
            (verdict, converted) => {
                problems.push(format!("{input:?}: the macro says {verdict:?}, the conversion {converted:?}"))
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problem(s) over {ECOSYSTEM_VECTORS_PATH}:\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert_eq!(kept + rewritten + rejected + ambiguous + moved, WHATWG_VERDICTS.len());
    assert!(WHATWG_VERDICTS.len() >= MIN_WHATWG, "only {} vectors", WHATWG_VERDICTS.len());
    // Every kind of verdict is exercised by the vectors.
    assert!(kept > 0 && rewritten > 0 && rejected > 0, "kept {kept}, rewritten {rewritten}, rejected {rejected}");
    eprintln!(
        "whatwg_url!: {kept} taken, {rewritten} rewritten, {rejected} rejected, {ambiguous} ambiguous hosts, \
         {moved} read differently"
    );
}

#[test]
fn whatwg_url_values_equal_url_parse() {
    vectors_present();
    let kept = whatwg_kept();
    for (input, value) in &kept {
        assert_eq!(value.as_str(), *input);
        assert_eq!(Ok(value), url::Url::parse(input).as_ref(), "{input:?}");
    }
    let taken: Vec<&str> = WHATWG_VERDICTS.iter().filter(|(_, v)| v.is_none()).map(|(i, _)| *i).collect();
    assert_eq!(kept.iter().map(|(i, _)| *i).collect::<Vec<_>>(), taken);
    assert!(kept.len() >= 133, "only {} vectors taken", kept.len());
}

/// What a call site gives on every evaluation: the same value, parsed once.
#[test]
fn a_call_site_gives_the_same_value_each_time() {
    let api = || url_literal::whatwg_url!("https://api.example.com/v1/items?page=2");
    let (a, b) = (api(), api());
    assert_eq!((a.as_str(), a == b), ("https://api.example.com/v1/items?page=2", true));
    let uri = || url_literal::http_crate_uri!("https://api.example.com/v1/items?page=2");
    assert_eq!((uri().to_string(), uri() == uri()), ("https://api.example.com/v1/items?page=2".to_owned(), true));
}

/// Threads that reach a call site's first evaluation together, in a generic
/// function instantiated for two types: one value for all.
#[test]
fn threads_racing_to_a_first_evaluation_get_one_value() {
    fn site<T: Default>() -> (url::Url, ::http::Uri) {
        let _ = T::default();
        (
            url_literal::whatwg_url!("https://race.example/generic?q=1"),
            url_literal::http_crate_uri!("https://race.example/generic?q=1"),
        )
    }
    let start = std::sync::Arc::new(std::sync::Barrier::new(8));
    let threads: Vec<_> = (0..8)
        .map(|i| {
            let start = start.clone();
            std::thread::spawn(move || {
                start.wait();
                if i % 2 == 0 {
                    site::<u8>()
                } else {
                    site::<String>()
                }
            })
        })
        .collect();
    for thread in threads {
        let (url, uri) = thread.join().unwrap();
        assert_eq!(
            (url.as_str(), uri.to_string()),
            ("https://race.example/generic?q=1", "https://race.example/generic?q=1".to_owned())
        );
    }
}

/// Call sites whose texts share a start (one literal may be a prefix of
/// another in the program's data) keep their own values: the key is the
/// text's address and length.
#[test]
fn call_sites_whose_texts_share_a_start_keep_their_own_values() {
    let values = || {
        (
            url_literal::whatwg_url!("https://example.com/"),
            url_literal::whatwg_url!("https://example.com/a"),
            url_literal::whatwg_url!("https://example.com/"),
            url_literal::http_crate_uri!("https://example.com/"),
            url_literal::http_crate_uri!("https://example.com/a"),
        )
    };
    for _ in 0..2 {
        let (a, b, c, d, e) = values();
        assert_eq!(
            [a.as_str(), b.as_str(), c.as_str()],
            ["https://example.com/", "https://example.com/a", "https://example.com/"]
        );
        assert_eq!([d.to_string(), e.to_string()], ["https://example.com/", "https://example.com/a"]);
    }
}

/// A hostile probe of the table's key (a literal's address and length):
/// texts written with escapes, raw, through `concat!`, through a
/// `macro_rules!` wrapper, in generic functions, the same text at many sites
/// and texts that are prefixes of each other; each site's value is exactly
/// `url::Url::parse` / `http::Uri::from_static` of its text, from 16
/// threads, again and again, interleaved so that every site is asked while
/// others are first evaluated.
#[test]
fn no_call_site_gets_another_texts_value() {
    macro_rules! wrapped {
        ($e:expr) => {
            (url_literal::whatwg_url!($e), url_literal::http_crate_uri!($e))
        };
    }
    fn generic<T: Default>() -> (url::Url, ::http::Uri) {
        let _ = T::default();
        wrapped!("https://probe.example/generic")
    }
    fn all() -> Vec<(url::Url, ::http::Uri)> {
        vec![
            wrapped!("https://probe.example/a"),
            wrapped!("https://probe.example/"),
            wrapped!("https://probe.example/a?"),
            wrapped!("\x68ttps://probe.example/\u{61}"),
            wrapped!(r"https://probe.example/a"),
            wrapped!(r#"https://probe.example/%22q%22"#),
            wrapped!(concat!("https://probe.example", "/a")),
            wrapped!(concat!("https://probe.example", "/", "b")),
            wrapped!(
                "https://probe.example/\
                 c"
            ),
            generic::<u8>(),
            generic::<String>(),
            (
                url_literal::whatwg_url!("https://probe.example/a"),
                url_literal::http_crate_uri!("https://probe.example/a"),
            ),
        ]
    }
    let texts = [
        "https://probe.example/a",
        "https://probe.example/",
        "https://probe.example/a?",
        "https://probe.example/a",
        "https://probe.example/a",
        "https://probe.example/%22q%22",
        "https://probe.example/a",
        "https://probe.example/b",
        "https://probe.example/c",
        "https://probe.example/generic",
        "https://probe.example/generic",
        "https://probe.example/a",
    ];
    let expected: Vec<(url::Url, ::http::Uri)> =
        texts.iter().map(|t| (url::Url::parse(t).unwrap(), ::http::Uri::from_static(t))).collect();
    let start = std::sync::Arc::new(std::sync::Barrier::new(16));
    let threads: Vec<_> = (0..16)
        .map(|_| {
            let start = start.clone();
            std::thread::spawn(move || {
                start.wait();
                (0..200).map(|_| all()).collect::<Vec<_>>()
            })
        })
        .collect();
    for thread in threads {
        for values in thread.join().unwrap() {
            assert_eq!(values, expected);
            for ((url, uri), text) in values.iter().zip(texts) {
                assert_eq!((url.as_str(), uri.to_string()), (text, text.to_owned()));
            }
        }
    }
}

/// A call site whose first evaluation in the program is in a thread-local's
/// `Drop`, as its thread ends (the table uses no thread-local of its own).
#[test]
fn a_first_evaluation_in_a_thread_locals_drop_gets_the_value() {
    struct OnExit(std::sync::mpsc::Sender<(String, String)>);
    impl Drop for OnExit {
        fn drop(&mut self) {
            let url = url_literal::whatwg_url!("https://probe.example/thread-exit");
            let uri = url_literal::http_crate_uri!("https://probe.example/thread-exit");
            let _ = self.0.send((url.to_string(), uri.to_string()));
        }
    }
    std::thread_local!(static EXIT: std::cell::RefCell<Option<OnExit>> = const { std::cell::RefCell::new(None) });
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || EXIT.with(|exit| *exit.borrow_mut() = Some(OnExit(send)))).join().unwrap();
    assert_eq!(
        receive.recv().unwrap(),
        ("https://probe.example/thread-exit".to_owned(), "https://probe.example/thread-exit".to_owned())
    );
}

/// The value held across an `.await` in a `Send` future, and made in a
/// closure, as any `url::Url` is.
#[test]
fn a_value_crosses_await_in_a_send_future() {
    fn send<F: std::future::Future + Send>(f: F) -> F {
        f
    }
    let future = send(async {
        let url = url_literal::whatwg_url!("https://probe.example/async");
        let uri = url_literal::http_crate_uri!("https://probe.example/async");
        std::future::ready(()).await;
        (url.to_string(), uri.to_string())
    });
    let mut future = std::pin::pin!(future);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    assert_eq!(
        std::future::Future::poll(future.as_mut(), &mut context),
        std::task::Poll::Ready(("https://probe.example/async".to_owned(), "https://probe.example/async".to_owned()))
    );
}

/// url-core's conversion of `input` to `http::Uri` (`None` for a fragment,
/// which an `http::Uri` cannot hold), as `http_crate_uri!` calls it.
fn to_http(input: &str) -> Option<Result<::http::Uri, ConvertError<::http::uri::InvalidUri>>> {
    match (WsUri::parse(input), HttpUri::parse(input)) {
        (Ok(ws), _) => Some(::http::Uri::try_from(ws)),
        (_, Ok(h)) if h.fragment().is_none() => Some(::http::Uri::try_from(h)),
        _ => None,
    }
}

#[test]
fn http_crate_uri_refuses_exactly_what_http_rewrites_or_rejects() {
    vectors_present();
    let mut problems = Vec::new();
    let (mut kept, mut refused) = (0, 0);
    for &(input, verdict) in HTTP_CRATE_VERDICTS {
        let parsed = input.parse::<::http::Uri>().map(|u| u.to_string()).map_err(|e| e.to_string());
        match (verdict, to_http(input)) {
            (None, Some(Ok(uri))) => {
                kept += 1;
                if uri != input || parsed.as_deref() != Ok(input) {
                    problems.push(format!("{input:?}: taken, but http::Uri writes {parsed:?}"));
                }
            }
            (Some(message), None) => {
                refused += 1;
                if !message.starts_with("http::Uri holds no fragment: it would drop #")
                    && !message.starts_with("invalid")
                {
                    problems.push(format!("{input:?}: a fragment, but the message is {message}"));
                }
            }
            (Some(message), Some(Err(e))) => {
                refused += 1;
                let (first, help) = first_and_help(message);
                let want = match &e {
                    ConvertError::Rejected(why) => format!("http::Uri would reject the URI: {why}"),
                    other => other.to_string(),
                };
                if let ConvertError::Rewritten(r) = &e {
                    if parsed.as_deref() != Ok(r.text()) {
                        problems.push(format!("{input:?}: rewritten as {:?}, but http gives {parsed:?}", r.text()));
                    }
                    let want_help = format!("write it as http::Uri keeps it: {:?}", r.text());
                    if help.is_some_and(|h| h != want_help) {
                        problems.push(format!("{input:?}: the help is {help:?}, want {want_help:?}"));
                    }
                }
                if first != want {
                    problems.push(format!("{input:?}: the message is\n    {first}\n  want\n    {want}"));
                }
            }
            (verdict, converted) => {
                problems.push(format!("{input:?}: the macro says {verdict:?}, the conversion {converted:?}"))
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problem(s) over {ECOSYSTEM_VECTORS_PATH}:\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert_eq!(kept + refused, HTTP_CRATE_VERDICTS.len());
    assert!(HTTP_CRATE_VERDICTS.len() >= MIN_HTTP, "only {} vectors", HTTP_CRATE_VERDICTS.len());
    assert!(kept > 0 && refused > 0, "kept {kept}, refused {refused}");
    eprintln!("http_crate_uri!: {kept} taken, {refused} refused");
}

#[test]
fn http_crate_uri_values_equal_http_parse() {
    vectors_present();
    let kept = http_crate_kept();
    for (input, value) in &kept {
        assert_eq!(value.to_string(), *input);
        assert_eq!(Some(value), input.parse::<::http::Uri>().ok().as_ref(), "{input:?}");
    }
    let taken: Vec<&str> = HTTP_CRATE_VERDICTS.iter().filter(|(_, v)| v.is_none()).map(|(i, _)| *i).collect();
    assert_eq!(kept.iter().map(|(i, _)| *i).collect::<Vec<_>>(), taken);
}

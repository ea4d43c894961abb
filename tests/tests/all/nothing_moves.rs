//! Issue 35: nothing moves, nothing leaks.

use url_literal::{ConvertError, ParseError, Uri, UriBuf, Url, UrlBuf};

#[test]
fn scratch() {
    let s = Url::parse("htp://deploy:hunter2@example.com/").unwrap().suggestion().unwrap();
    println!("{s:?}\n{:?}", s.text());
    let s = Uri::parse("htp://deploy:hunter2@example.com/").unwrap().suggestion();
    println!("{s:?}");
    let input = r"http:\\deploy:hunter2@example.com/";
    let e: ParseError = Url::parse(input).unwrap_err();
    println!("{:?}", e.suggestion(input));
    let e: ParseError = Uri::parse(input).unwrap_err();
    println!("{:?}", e.suggestion(input));
    let url = Url::parse("file://fileserver.example/c:/secret.txt").unwrap();
    let r = url::Url::try_from(url);
    println!("{r:?}");
    if let Err(e) = &r { println!("{e}"); }
    let w = url::Url::parse("telnet://trusted.example?x@attacker.example").unwrap();
    println!("{:?}", w.host_str());
    let r = Url::try_from(&w);
    println!("{r:?}");
    if let Err(e) = &r { println!("{e}"); }
    let r = UrlBuf::try_from(w.clone());
    println!("{r:?}");
    let r = UriBuf::try_from(w.clone());
    println!("{r:?}");
    let _: Option<ConvertError<ParseError>> = None;
}

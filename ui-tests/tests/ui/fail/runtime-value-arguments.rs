// A value computed at run time (a method call, a field, an index, a
// reference or a call on a local, `format!`) where every macro family takes a
// literal or a constant: the macro's own error on the local that makes it a
// run-time value, with the family's run-time form as help (before: E0435
// "this would need to be a `let`" over the whole call).
use url_literal::{
    data_uri, file_uri, http_crate_uri, http_uri, http_url, iri, iri_ref, iri_uri, mailto_uri, uri, uri_ref, urn,
    whatwg_url, ws_uri,
};

struct Config {
    home: &'static str,
}

fn pick(s: &str) -> &str {
    s
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let config = Config { home: "http://www.example.com/" };
    let line = String::from("https://api.example.com/v1");
    let s = "https://api.example.com/v1";
    let _ = http_url!(config.home);
    let _ = uri!(&args[1]);
    let _ = uri_ref!(pick(&line));
    let _ = http_uri!(line.trim());
    let _ = ws_uri!(*&s);
    let _ = file_uri!(format!("file:///{}", s));
    let _ = mailto_uri!(args[2].as_str());
    let _ = data_uri!(bytes line.as_str());
    let _ = urn!(s as &str);
    let _ = iri!(line.as_str());
    let _ = iri_ref!(&line[1..]);
    let _ = iri_uri!(line.as_str());
    let _ = whatwg_url!(line.as_str());
    let _ = http_crate_uri!(&*line);
}

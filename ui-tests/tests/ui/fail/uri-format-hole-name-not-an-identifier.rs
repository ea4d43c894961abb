// A hole name is read by Rust's identifier rules (UAX #31), as format!
// reads it: U+0345 may continue an identifier but not start one. (It used
// to make the macro panic.)
use url_literal::uri_format;

fn main() {
    let _ = uri_format!("https://h/{\u{345}}");
}

// Every mistake of a call is reported, each at its argument.
use url_literal::uri_format;

fn main() {
    let _ = uri_format!("https://h/{}", 1, 2, x = 3);
}

// concat! of literals, nested, with a character and an integer: the macro
// assembles the text as rustc does and draws it with a caret.
use url_literal::url;

fn main() {
    let _url = url!(concat!("http://", concat!("www.example.com", ':', 8080), "/~smith/"));
}

// ui.rs sets URL_LITERAL_UI_HOME to "http://www.example.com/~smith/".
use url_literal::url;

fn main() {
    let _url = url!(env!("URL_LITERAL_UI_HOME"));
}

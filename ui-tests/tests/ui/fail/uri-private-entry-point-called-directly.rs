// The proc macro behind uri! expects `$crate;` from the url-literal wrapper.
fn main() {
    let _uri = url_literal::__private::__uri!("https://example.com/");
}

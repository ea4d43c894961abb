use url_literal::url;

fn main() {
    let _url = url!(env!("CARGO_PKG_NAME"));
}

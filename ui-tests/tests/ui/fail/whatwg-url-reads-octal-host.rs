use url_literal::whatwg_url;

fn main() {
    let _ = whatwg_url!("http://0127.0.0.1/");
}

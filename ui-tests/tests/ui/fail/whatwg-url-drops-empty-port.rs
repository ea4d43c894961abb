use url_literal::whatwg_url;

fn main() {
    let _ = whatwg_url!("http://example.com:/");
}

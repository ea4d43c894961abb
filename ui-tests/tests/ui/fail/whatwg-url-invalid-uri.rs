use url_literal::whatwg_url;

fn main() {
    let _ = whatwg_url!("https://example.com/a b");
}

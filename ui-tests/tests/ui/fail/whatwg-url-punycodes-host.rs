use url_literal::whatwg_url;

fn main() {
    let _ = whatwg_url!("http://%E4%B8%96.com/");
}

use url_literal::whatwg_url;

fn main() {
    let _ = whatwg_url!("http://exa%6Dple.com/");
}

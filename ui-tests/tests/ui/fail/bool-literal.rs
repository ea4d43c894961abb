use url_literal::url;

fn main() {
    let _url = url!(true);
}

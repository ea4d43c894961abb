use url_literal::url;

fn main() {
    let _url = url!(b"http://www.example.com/");
}
